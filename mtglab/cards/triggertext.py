"""Triggered abilities that are not mana abilities: more wordings, and what the engine
plays (CR 603, 608.2, 610.3).

The parser's hook for triggered abilities (:func:`reread_trigger`):

* a triggered line the grammar doesn't read is tried sentence by sentence in the
  wordings of this module — trigger conditions ("When ~ leaves the battlefield", "When
  ~ is put into a graveyard from the battlefield", "At the beginning of each upkeep"),
  an intervening "if" clause (603.4), and the one-shot effects "destroy target ...",
  "exile target ... (until ~ leaves the battlefield)", "return target ... to its
  owner's hand", "return target ... card from your graveyard to your hand / to the
  battlefield", "return the exiled card to the battlefield under its owner's control"
  and "you may ..."; each is read by rewriting it into a sentence the grammar knows and
  taking its selector from there;
* "~ becomes a copy of that creature" / "of it" after "whenever another creature
  enters": the permanent that entered (707.4);
* an instant's or sorcery's "Counter target (creature) spell (with mana value N or
  less) (unless its controller pays {N})", maybe followed by "Draw a card." (701.6a,
  202.3e, 118.12);
* a supported triggered ability whose trigger or effect the engine can't carry out
  becomes unsupported, the part named (:func:`trigger_limit`): "supported" is a
  promise (DESIGN).

>>> from mtglab.cards.parser import parse_ability
>>> a = parse_ability("When Ravenous Chupacabra enters, destroy target creature an "
...                   "opponent controls.", name="Ravenous Chupacabra")
>>> a.supported, type(a.effects[0]).__name__
(True, 'Destroy')
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable, Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.combattext import COMBAT_EVENTS, combat_effects, combat_trigger
from mtglab.cards.effects import (
    COMBAT_EFFECTS,
    UNCHECKED_CONDITIONS,
    UNCOMPUTED_AMOUNTS,
    AddMana,
    Amount,
    Animate,
    BecomeCopy,
    Condition,
    ControllerSpec,
    CounterSpell,
    CreateToken,
    DealDamage,
    Delayed,
    Destroy,
    DoesntUntap,
    DrawCards,
    Effect,
    ExileCards,
    ExileUntilLeaves,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnExiled,
    ReturnFromGraveyard,
    ReturnToHand,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SwitchPT,
    TapPermanents,
    Untap,
)
from mtglab.cards.types import ALL_SUBTYPES
from mtglab.mana import ManaCost

__all__ = ["PLAYED_EVENTS", "WHILE_ON_BATTLEFIELD", "reread_trigger", "trigger_limit"]

#: the duration of "for as long as ~ remains on the battlefield" / "until ~ leaves the
#: battlefield" on an effect record (CR 611.2b), watching the source
WHILE_ON_BATTLEFIELD: Final = "while on the battlefield"

Parse = Callable[[str], Ability]

#: The trigger events the engine fires (:mod:`mtglab.engine.triggers`).
PLAYED_EVENTS: Final = frozenset({"enters", "dies", "leaves", "graveyard", "upkeep",
                                  "precombat_main", "landfall", "becomes_tapped", "end_step",
                                  "other_enters", "combat", "cast", "attached_dies"}) \
    | frozenset(COMBAT_EVENTS)  # fired by engine.combat (cards.combattext's heads)

_REREADING: contextvars.ContextVar[bool] = contextvars.ContextVar("trigger_reread",
                                                                   default=False)

#: trigger conditions the grammar doesn't read -> the event
_HEADS: Final[tuple[tuple[re.Pattern[str], Trigger], ...]] = (
    (re.compile(r"^when(ever)? ~ leaves the battlefield$", re.I), Trigger("leaves")),
    (re.compile(r"^when(ever)? ~ is put into a graveyard from the battlefield$", re.I),
     Trigger("graveyard")),
    (re.compile(r"^when(ever)? ~ is put into your graveyard from the battlefield$", re.I),
     Trigger("graveyard")),
    (re.compile(r"^when(ever)? enchanted creature dies$", re.I),
     Trigger("attached_dies", "enchanted")),
    (re.compile(r"^when(ever)? equipped creature dies$", re.I),
     Trigger("attached_dies", "equipped")),
    (re.compile(r"^at the beginning of each upkeep$", re.I), Trigger("upkeep", "each player's")),
    (re.compile(r"^at the beginning of each player's upkeep$", re.I),
     Trigger("upkeep", "each player's")),
    (re.compile(r"^at the beginning of each opponent's upkeep$", re.I),
     Trigger("upkeep", "opponent's")),
    (re.compile(r"^at the beginning of your end step$", re.I), Trigger("end_step", "your")),
    (re.compile(r"^at the beginning of combat on your turn$", re.I), Trigger("combat", "your")),
    (re.compile(r"^at the beginning of each combat$", re.I), Trigger("combat", "each player's")),
    (re.compile(r"^at the beginning of (?:each|the) end step$", re.I),
     Trigger("end_step", "each player's")),
    (re.compile(r"^at the beginning of each opponent's end step$", re.I),
     Trigger("end_step", "opponent's")),
)

#: "Whenever another creature you control enters (the battlefield)", "Whenever a land
#: enters the battlefield under your control": the noun phrase, and "under your control"
_OTHER_ENTERS: Final = re.compile(
    r"^whenever (another|an?) ((?:(?!\bor\b|,).)+?) enters(?: the battlefield)?"
    r"( under your control)?$", re.I)
#: "Whenever you cast a creature spell", "Whenever an opponent casts a spell": who casts,
#: and what kind of spell (CR 601.2i: it triggers as the spell becomes cast)
_CAST: Final = re.compile(r"^whenever (you|an opponent|a player) casts? an? ((?:(?!,).)*?)"
                          r"\s*spells?$", re.I)
_TWO_TYPES: Final = re.compile(r"^(artifact|creature|enchantment|instant|sorcery|"
                               r"planeswalker|battle) or (artifact|creature|enchantment|"
                               r"instant|sorcery|planeswalker|battle)$", re.I)
#: words in an effect that would name the spell cast ("copy that spell")
_NAMES_SPELL: Final = re.compile(r"\b(it|its|it's|that spell|that spell's|that card|"
                                 r"they|them|their|its controller|that creature)\b", re.I)
#: words in an effect that would name the entering permanent ("put a counter on it"),
#: which this module's reading (the source as "it") can't tell apart
_NAMES_IT: Final = re.compile(r"\b(it|its|it's|that creature|that land|that permanent|"
                              r"they|them|their)\b", re.I)


def _sentences(text: str) -> list[str]:
    """The sentences of an effect text (periods inside quotes or reminder text kept)."""
    text = re.sub(r"\s*\([^)]*\)", "", text).strip()
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == '"':
            depth ^= 1
        elif ch == "." and not depth:
            out.append(text[start:i + 1].strip())
            start = i + 1
    rest = text[start:].strip()
    if rest:
        out.append(rest if rest.endswith(".") else rest + ".")
    return [s for s in out if s != "."]


def _target_of(parse: Parse, phrase: str) -> Selector | None:
    """The selector of "exile <phrase>." as the grammar reads it: a target selector."""
    a = parse(f"When ~ enters, exile {phrase}.")
    if not a.supported or len(a.effects) != 1 or not isinstance(a.effects[0], ExileCards):
        return None
    sel = a.effects[0].selector
    return sel if sel.relation is Relation.TARGET else None


def _another(sel: Selector, another: str | None) -> Selector:
    return replace(sel, excluded=Relation.SELF) if another else sel


_DESTROY: Final = re.compile(r"^destroy (another )?(target .+)\.$", re.I)
_EXILE_UNTIL: Final = re.compile(
    r"^exile (another )?(target .+?) until ~ leaves the battlefield\.$", re.I)
_EXILE_ANOTHER: Final = re.compile(r"^exile another (target .+)\.$", re.I)
_BOUNCE: Final = re.compile(r"^return (another )?(target .+?) to (?:its|their) owners?'s? "
                            r"hands?\.$", re.I)
_FROM_YARD: Final = re.compile(
    r"^return (target .+? card) from your graveyard to (your hand|the battlefield)"
    r"( tapped)?\.$", re.I)
_RETURN_EXILED: Final = re.compile(
    r"^return the exiled (?:card|permanent) to the battlefield under its owner's "
    r"control\.$", re.I)
_MAY: Final = re.compile(r"^you may (.+)$", re.I)
#: "return that card to the battlefield under your control / to its owner's hand": the
#: card a creature that died became (400.7), for "when enchanted creature dies"
_THAT_CARD: Final = re.compile(r"^return that card to (the battlefield under your control|"
                               r"its owner's hand)\.$", re.I)
#: "counter target (creature) spell (with mana value N or less)" (CR 701.6a, 202.3e)
_COUNTER: Final = re.compile(r"^counter target ((?:(?!,).)*?)\s*spell"
                             r"(?: with mana value (\d+) or less)?"
                             r"(?: unless its controller pays (\{(?:\d+|X)\}))?\.$", re.I)
#: "If that spell is countered this way, exile it instead ..." after "counter target
#: spell" (CR 614.1a: it replaces the move to the graveyard)
_EXILE_INSTEAD: Final = re.compile(r"^if that spell is countered this way, exile it instead "
                                   r"of putting it into its owner's graveyard\.$", re.I)
#: "counter that spell" / "counter it" in a cast trigger: the spell cast
_COUNTER_THAT: Final = re.compile(r"^counter (?:that spell|it)\.$", re.I)
#: "(you may have) ~ become(s) a copy of that creature / of it ...": the permanent that
#: entered, for "whenever another creature enters" (CR 707.4, 603.2)
_COPY_THAT: Final = re.compile(r"^((?:you may have )?~ becomes? a copy of )(?:that creature|it)"
                               r"\b(.*)$", re.I)
_CONTROL_WHILE: Final = re.compile(
    r"^gain control of (target .+?) (?:for as long as ~ remains on the battlefield|until ~ "
    r"leaves the battlefield)\.$", re.I)
_COUNTERS_ON: Final = re.compile(
    r"^put (a|an|one|two|three|four|five) ([+\-\w/]+) counters? on (target .+)\.$", re.I)
_TAP: Final = re.compile(r"^tap (target .+)\.$", re.I)
_TAP_ENCHANTED: Final = re.compile(r"^tap enchanted (creature|permanent|land|artifact)\.$", re.I)
#: the wordings of this module's sentences (and an intervening "if"), as a quick test
_MINE: Final = re.compile(r"^if |\b(counter (?:target|that|it)|destroy|exile|return|you may|"
                          r"gain control|counters? on target|tap (?:target|enchanted)|"
                          r"investigate|mills?)\b", re.I)
_NUMBERS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_INVESTIGATE: Final = re.compile(r"^investigate\.$", re.I)
_MILL: Final = re.compile(r"^(each player |each opponent )?mills? (a|one|two|three|four|five) "
                          r"cards?\.$", re.I)


def _rewritten(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """One sentence in this module's wordings, or None."""
    m = _MAY.match(sentence)
    if m:
        inner = _sentence_effects(m.group(1), parse)
        return None if inner is None else (MayDo(inner),)
    m = _COUNTER.match(sentence)
    if m:
        found = _spell_selector(m.group(1), parse)
        return None if found is None else (CounterSpell(
            replace(found, zone="stack", relation=Relation.TARGET),
            int(m.group(2)) if m.group(2) else None,
            ManaCost.parse(m.group(3)) if m.group(3) else None),)
    m = _THAT_CARD.match(sentence)
    if m:
        return (ReturnFromGraveyard(Selector(zone="graveyard", relation=Relation.THAT),
                                    "hand" if m.group(1).lower() == "its owner's hand"
                                    else "battlefield"),)
    if _COUNTER_THAT.match(sentence):
        return (CounterSpell(Selector(zone="stack", relation=Relation.THAT)),)
    m = _DESTROY.match(sentence)
    if m:
        sel = _target_of(parse, m.group(2))
        return None if sel is None else (Destroy(_another(sel, m.group(1))),)
    m = _EXILE_UNTIL.match(sentence)
    if m:
        sel = _target_of(parse, m.group(2))
        return None if sel is None else (ExileUntilLeaves(_another(sel, m.group(1))),)
    m = _EXILE_ANOTHER.match(sentence)
    if m:
        sel = _target_of(parse, m.group(1))
        return None if sel is None else (ExileCards(_another(sel, "another")),)
    m = _BOUNCE.match(sentence)
    if m:
        sel = _target_of(parse, m.group(2))
        return None if sel is None else (ReturnToHand(_another(sel, m.group(1))),)
    m = _FROM_YARD.match(sentence)
    if m:
        sel = _target_of(parse, m.group(1) + " from a graveyard")
        if sel is None or sel.zone != "graveyard":
            return None
        sel = replace(sel, controller=ControllerSpec.YOU)  # "your graveyard"
        where = "hand" if m.group(2).lower() == "your hand" else "battlefield"
        return (ReturnFromGraveyard(sel, where, tapped=bool(m.group(3))),)
    if _RETURN_EXILED.match(sentence):
        return (ReturnExiled(),)
    if _INVESTIGATE.match(sentence):  # 701.16a: create a Clue token
        return _sentence_effects("create a Clue token.", parse)
    m = _MILL.match(sentence)
    if m:
        who = {"": "you", "each player ": "each player",
               "each opponent ": "each opponent"}[(m.group(1) or "").lower()]
        return (Mill(Amount.fixed(_NUMBERS[m.group(2).lower()]), who),)
    m = _CONTROL_WHILE.match(sentence)
    if m:  # 611.2b: it ends the moment the source leaves the battlefield
        sel = _target_of(parse, m.group(1))
        return None if sel is None else (GainControl(sel, "you", WHILE_ON_BATTLEFIELD),)
    m = _COUNTERS_ON.match(sentence)
    if m:
        sel = _target_of(parse, m.group(3))
        return None if sel is None else (PutCounters(
            m.group(2).lower(), Amount.fixed(_NUMBERS[m.group(1).lower()]), sel),)
    m = _TAP.match(sentence)
    if m:
        sel = _target_of(parse, m.group(1))
        return None if sel is None else (TapPermanents(sel),)
    m = _TAP_ENCHANTED.match(sentence)
    if m:
        return (TapPermanents(Selector(types=(m.group(1).capitalize(),) if m.group(1).lower()
                                       != "permanent" else (), relation=Relation.ENCHANTED)),)
    return None


def _sentence_effects(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of one sentence: as the grammar reads it, or in this module's
    wordings."""
    sentence = sentence.strip()
    if not sentence.endswith("."):
        sentence += "."
    a = parse(f"When ~ enters, {sentence}")
    if a.supported and a.effects:
        return a.effects
    return _rewritten(sentence, parse)


def _copy_of_that(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """"~ becomes a copy of that creature, except ...": read as "... of another target
    creature, except ..." and aimed at the permanent that entered instead (CR 707.4)."""
    m = _COPY_THAT.match(sentence)
    got = _sentence_effects(f"{m.group(1)}another target creature{m.group(2)}", parse) \
        if m else None
    if got is None or len(got) != 1 or not isinstance(got[0], BecomeCopy):
        return None
    return (replace(got[0], original=Selector(relation=Relation.THAT)),)


def _condition(text: str, parse: Parse) -> Condition | None:
    """An intervening "if" clause (603.4), read as the grammar reads one on a mana
    trigger."""
    a = parse(f"Whenever you tap ~ for mana, if {text}, add {{C}}.")
    cond = getattr(a.trigger, "condition", None) if a.supported else None
    return cond if isinstance(cond, Condition) else None


def _spell_selector(phrase: str, parse: Parse) -> Selector | None:
    """What kind of spell "a(n) <phrase> spell" names (its card's characteristics):
    "creature", "instant or sorcery", "noncreature", "blue", "" (any spell)."""
    phrase = phrase.strip()
    two = _TWO_TYPES.match(phrase)
    if two:
        return Selector(types=(two.group(1).capitalize(), two.group(2).capitalize()),
                        any_type=True)
    subs = tuple(w for w in phrase.split(" or ") if w in ALL_SUBTYPES)
    if len(subs) == 2 and " or ".join(subs) == phrase:  # "a Spirit or Arcane spell"
        return Selector(subtypes=subs)
    if phrase.lower() == "historic":  # 700.6: artifacts, legendaries and Sagas
        return Selector(either=(Selector(types=("Artifact",)),
                                Selector(supertypes=("Legendary",)),
                                Selector(subtypes=("Saga",))))
    if phrase.lower().startswith(("target", "another", "other")):
        return None
    found = _target_of(parse, f"target {phrase + ' ' if phrase else ''}card from a graveyard")
    return None if found is None or found.zone != "graveyard" else \
        replace(found, zone=None, relation=None)


def _cast_trigger(m: re.Match[str], parse: Parse) -> Trigger | None:
    """A cast trigger (CR 603.2, 601.2i): ``text`` says who casts ("you", "opponent",
    "player"); ``selector`` what kind of spell (its card's characteristics)."""
    who = {"you": "you", "an opponent": "opponent", "a player": "player"}[m.group(1).lower()]
    sel = _spell_selector(m.group(2), parse)
    return None if sel is None else Trigger("cast", who, selector=sel)


def _head_trigger(head: str, parse: Parse, grammar: bool) -> Trigger | None:
    """The trigger condition: one of this module's, or (``grammar``: the grammar reads
    it) the grammar's."""
    for pattern, trig in _HEADS:
        if pattern.match(head):
            return trig
    combat = combat_trigger(head)  # "whenever ~ attacks" ... (cards.combattext)
    if combat is not None:
        return combat
    m = _CAST.match(head)
    if m:
        return _cast_trigger(m, parse)
    m = _OTHER_ENTERS.match(head)
    if m:
        sel = _target_of(parse, f"target {m.group(2)}")
        if sel is None:
            return None
        sel = replace(sel, relation=Relation.OTHER if m.group(1).lower() == "another"
                      else None)
        if m.group(3):
            sel = replace(sel, controller=ControllerSpec.YOU)
        return Trigger("other_enters", head, selector=sel)
    if not grammar:
        return None
    a = parse(f"{head}, draw a card.")
    return a.trigger if a.supported and isinstance(a.trigger, Trigger) else None


def _reread(ability: Ability, text: str, parse: Parse) -> Ability | None:
    if ability.kind is not AbilityKind.TRIGGERED or ability.is_mana_ability or \
            ability.problem.startswith("the keyword"):  # "Max speed —" (702.178a) ...
        return None
    body = re.sub(r"^[^—]{1,40} — ", "", text)  # an ability word (207.2c)
    head, sep, rest = body.partition(",")
    if not sep:
        return None
    head_read = not ability.problem.startswith("trigger not understood")
    if head_read and not _MINE.search(rest.strip()):
        return None  # nothing this module reads (a cheap test: most lines aren't)
    trigger = _head_trigger(head.strip(), parse, head_read)
    if trigger is None:
        return None

    def fail(why: str) -> Ability | None:
        # the grammar's problem was the trigger condition, which this module read: the
        # part it can't read is named instead
        return None if head_read else replace(ability, problem=why)

    rest = rest.strip()
    if trigger.event == "attached_dies" and _NAMES_IT.search(
            " ".join(x for x in _sentences(rest) if not _THAT_CARD.match(x))):
        return fail(f"'it' may name the creature that died: {rest!r}")
    if trigger.event == "other_enters" and _NAMES_IT.search(
            " ".join(x for x in _sentences(rest) if not _COPY_THAT.match(x))):
        return fail(f"'it' may name the entering permanent: {rest!r}")
    if trigger.event == "cast" and _NAMES_SPELL.search(
            " ".join(x for x in _sentences(rest) if not _COUNTER_THAT.match(x))):
        return fail(f"'it' or 'that spell' may name the spell cast: {rest!r}")
    if rest.lower().startswith("if "):
        cond_text, sep, rest = rest[3:].partition(",")
        cond = _condition(cond_text.strip(), parse) if sep else None
        if cond is None:
            return fail(f"condition not understood: {cond_text.strip()!r}")
        trigger = replace(trigger, condition=cond)
    whole = combat_effects(trigger, rest, parse)  # cards.combattext's wordings
    if isinstance(whole, str):
        return fail(whole)
    if whole is not None:
        return replace(ability, supported=True, trigger=trigger, effects=whole, problem="")
    effects: list[Effect] = []
    for sentence in _sentences(rest):
        aimed = any(isinstance(s, Selector) and s.relation in (Relation.TARGET, Relation.THAT)
                    for s in _walk(effects))
        got = _copy_of_that(sentence, parse) if trigger.event == "other_enters" and \
            _COPY_THAT.match(sentence) else _sentence_effects(sentence, parse)
        if got is not None and aimed and _NAMES_IT.search(sentence) and any(
                isinstance(s, Selector) and s.is_self for s in _walk(got)):
            # "it" is what an earlier sentence named, not the source
            return fail(f"'it' after a target: {sentence.rstrip('.')!r}")
        if got is None:
            return fail(f"not understood: {sentence.rstrip('.')!r}")
        effects.extend(got)
    if not effects:
        return None
    return replace(ability, supported=True, trigger=trigger, effects=tuple(effects),
                   problem="")


#: what an instant or sorcery this module reads may do besides countering
_SPELL_EXTRAS: Final = (DrawCards,)


def _reread_spell(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """An instant's or sorcery's "Counter target (creature) spell (with mana value N or
    less) (unless its controller pays {N})." (CR 701.6a, 202.3e, 118.12), maybe with "Draw
    a card.": the spell ability, or None."""
    if ability.kind is not AbilityKind.SPELL or not _COUNTER.match(text.split(". ")[0]
                                                                   .rstrip(".") + "."):
        return None
    effects: list[Effect] = []
    for sentence in _sentences(text):
        if _EXILE_INSTEAD.match(sentence) and effects and isinstance(effects[-1], CounterSpell):
            effects[-1] = replace(effects[-1], destination="exile")
            continue
        got = _rewritten(sentence, parse) if _COUNTER.match(sentence) else \
            _sentence_effects(sentence, parse)
        if got is None or not all(isinstance(e, CounterSpell) or (
                isinstance(e, _SPELL_EXTRAS) and getattr(e, "player", "you") == "you")
                for e in got):
            return replace(ability, problem=f"not understood: {sentence.rstrip('.')!r}")
        effects.extend(got)
    if sum(isinstance(e, CounterSpell) for e in effects) != 1:
        return None
    return replace(ability, supported=True, effects=tuple(effects), problem="")


def reread_trigger(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook for triggered abilities (see the module docstring): ``text``
    is the normalized line, ``parse`` parses one normalized line."""
    if not ability.supported and not _REREADING.get() and text:
        token = _REREADING.set(True)
        try:
            found = _reread_spell(ability, text, parse) or _reread(ability, text, parse)
        finally:
            _REREADING.reset(token)
        if found is not None:
            ability = found
    if _REREADING.get():
        return ability
    why = trigger_limit(ability)
    return ability if why is None else replace(ability, supported=False, problem=why)


# ---------------------------------------------------------------------------- honesty


def _walk(obj: Any) -> Iterator[Any]:
    yield obj
    if isinstance(obj, tuple | list):
        for item in obj:
            yield from _walk(item)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            yield from _walk(getattr(obj, f.name))


_PLAYERS: Final = frozenset({"you", "that player", "each opponent", "each player"})
_ON: Final = (None, Relation.SELF, Relation.TARGET, Relation.THAT, Relation.ENCHANTED,
              Relation.EQUIPPED, Relation.OTHER)


def _selector_problem(sel: Selector) -> str | None:
    if sel.relation not in _ON:
        return f"objects '{sel.describe()}' related to it as {sel.relation}"
    if sel.zone is not None:
        return f"cards in a {sel.zone}"
    return None


def _effect_problem(e: Effect) -> str | None:
    """Why the engine can't carry out this effect of a triggered ability, or None."""
    match e:
        case MayDo():
            for inner in e.effects:
                why = _effect_problem(inner)
                if why:
                    return why
            return None
        case DrawCards() | GainLife() | LoseLife():
            return None if e.player in _PLAYERS else f"the player {e.player!r}"
        case DealDamage():
            if e.source != "self":
                return "damage dealt by another object"
            return None if e.to in _PLAYERS else f"damage to {e.to!r}"
        case AddMana():
            return None if e.player == "you" else \
                f"mana added by a triggered ability for {e.player!r}"
        case CreateToken():
            return None
        case PutCounters() | RemoveCounters():
            return _selector_problem(e.selector)
        case SacrificeSelf():
            if any(c.kind not in ("return", "mana") or (c.kind == "mana" and (
                    c.mana is None or "X" in str(c.mana))) for c in e.unless):
                return "'sacrifice it unless ...' with a cost other than mana or returning"
            return None
        case Destroy() | ExileUntilLeaves() | Untap() | TapPermanents():
            return _selector_problem(e.selector)
        case ExileCards():
            if e.selector.zone is not None and e.selector.zone != "graveyard":
                return f"exiling cards from a {e.selector.zone}"
            return None if e.selector.zone or e.selector.relation in _ON else \
                _selector_problem(e.selector)
        case ReturnToHand():
            return _selector_problem(e.selector)
        case ReturnFromGraveyard() | ReturnExiled():
            return None
        case CounterSpell():
            return None if e.unless_pays is None or not e.unless_pays.has_x else \
                "'unless its controller pays {X}' in a triggered ability (X is 0, 107.3)"
        case Mill():
            return None if e.player in _PLAYERS else f"the player {e.player!r}"
        case GainControl():
            if e.player != "you":
                return f"control gained by {e.player!r}"
            if e.duration not in (None, "end of turn", WHILE_ON_BATTLEFIELD):
                return f"control for the duration {e.duration!r}"
            return _selector_problem(e.selector)
        case Delayed():
            return None if e.is_played else "this delayed triggered ability (CR 603.7)"
        case GrantAbilities():
            return _selector_problem(e.selector) if e.condition is None else \
                "abilities granted while a condition holds"
        case SearchLibrary():
            if e.selector.zone != "library" or e.destination not in ("battlefield", "hand"):
                return "a search other than of your library, to the battlefield or hand"
            return None
        case BecomeCopy():
            return None if e.subject.is_self else "a copy effect on another object"
        case Animate() | DoesntUntap() | SwitchPT():
            return None
        case _ if isinstance(e, COMBAT_EFFECTS):  # carried out by engine.combateffects
            return None
    return f"the effect {type(e).__name__} is not carried out by a triggered ability"


def trigger_limit(ability: Ability) -> str | None:
    """Why a supported triggered ability (not a mana ability) can't be played by the
    engine, naming the part; None when it can (DESIGN: "supported" is a promise)."""
    if not ability.supported or ability.kind is not AbilityKind.TRIGGERED or \
            not isinstance(ability.trigger, Trigger):
        return None
    t = ability.trigger
    if t.event not in PLAYED_EVENTS:
        return f"not carried out: the trigger event {t.event!r} is not fired by the engine"
    if "another target" in ability.text.lower() and any(
            isinstance(s, Selector) and s.relation is Relation.OTHER
            for s in _walk(ability.effects)):
        return "not carried out: 'another target' read as every other object"
    if t.event != "attached_dies" and any(isinstance(e, ReturnFromGraveyard) and
                                          e.selector.relation is Relation.THAT
                                          for e in _walk(ability.effects)):
        return "not carried out: 'that card' without a creature that died"
    if t.event != "other_enters" and any(isinstance(e, BecomeCopy) and
                                         e.original.relation is Relation.THAT
                                         for e in _walk(ability.effects)):
        return "not carried out: a copy of 'that creature' without a permanent that entered"
    if t.event != "cast" and any(isinstance(e, CounterSpell) and
                                 e.selector.relation is Relation.THAT
                                 for e in _walk(ability.effects)):
        return "not carried out: 'that spell' without a spell cast"
    targets = [s for s in _walk(ability.effects)
               if isinstance(s, Selector) and s.relation is Relation.TARGET]
    if len({id(s) for s in targets}) > 1:
        return "not carried out: more than one target (CR 115.1)"
    for e in ability.effects:
        why = _effect_problem(e)
        if why:
            return f"not carried out: {why}"
    for obj in _walk((ability.effects, t)):
        if isinstance(obj, Amount) and obj.kind in UNCOMPUTED_AMOUNTS:
            return f"not computed: the amount {obj.describe()!r}: {UNCOMPUTED_AMOUNTS[obj.kind]}"
        if isinstance(obj, Condition) and obj.kind in UNCHECKED_CONDITIONS:
            return (f"not computed: the condition {obj.kind.replace('_', ' ')!r}: "
                    f"{UNCHECKED_CONDITIONS[obj.kind]}")
        if isinstance(obj, Selector) and (obj.entered_this_turn is not None or
                                          obj.same_name_as is not None):
            return "not computed: 'entered this turn' or 'with the same name as'"
    if any(isinstance(s, Selector) and s.controller is ControllerSpec.THAT_PLAYER
           for s in _walk(ability.effects)):
        return "not carried out: 'that player controls'"
    return None
