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
* the trigger conditions "whenever a creature (another creature you control ...) dies"
  (700.4), "whenever a creature card is put into an opponent's graveyard from anywhere"
  (400.3) and heroic's "whenever you cast a spell that targets ~" (601.2i, 115.1), whose
  "that creature" / "that card" is the object the event was about;
* "whenever you commit a crime" (700.13), "whenever one or more creatures you control
  and/or creature cards in your graveyard are put into exile" (603.10a), with "This
  ability triggers only once each turn" as the grammar reads it (its reading kept on the
  trigger, grammar/trigger_sentences.lark, which also reads "return that card (it) to
  ..." after a death, 400.7e, and "counter that spell", 701.6a); "(then) you may
  exile a card from a graveyard" and "if a creature card was exiled this way, ..."
  (406.3, 608.2c); "you may choose a creature card from among them" and "target token
  you control becomes a copy of it" (115.10, 707.2);
* "you may pay {1}. If you do, ..." (608.2d) and "you may pay {E}{E}. When you do, ..."
  (a reflexive trigger, 603.12); "(you may) reveal the top card of your library" and "If
  it's a creature card, ..." (701.20a); "You may exile a creature card from among the
  cards milled this way. If you do, ..." (701.17a); "~ explores" (701.44a); "you may
  choose a token you control. If you do, each other token you control becomes a copy of
  that token" and "you may have it become a copy of another creature you control", chosen
  as they resolve (115.10); "choose up to one other target ..." named "it" after, "If
  you're (not) the monarch, ..." (608.2c); "create a token that's a copy of target ...";
* an instant's or sorcery's "Counter target (creature) spell (with mana value N or
  less) (unless its controller pays {N})", maybe followed by "Draw a card." (701.6a,
  202.3e, 118.12);
* a supported triggered ability whose trigger or effect the engine can't carry out
  becomes unsupported, the part named (:func:`trigger_limit`): "supported" is a
  promise (DESIGN).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("When Ravenous Chupacabra enters, destroy target creature an "
...                   "opponent controls.", name="Ravenous Chupacabra")
>>> a.supported, type(a.effects[0]).__name__
(True, 'Destroy')
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import (
    BecomeCopy,
    ChooseExiledCard,
    Condition,
    CounterSpell,
    DrawCards,
    Effect,
    ExileCards,
    ExileFromGraveyard,
    ExileMilled,
    Explore,
    IfHolds,
    IfThatCard,
    MayDo,
    MayPay,
    OthersBecomeCopy,
    PutThatCard,
    Relation,
    RevealTop,
    Selector,
)
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.oracle.grammar.conditions import it_is_the_source
from mtglab.cards.oracle.triggerlimits import THAT_EVENTS as _THAT_EVENTS
from mtglab.cards.oracle.triggerlimits import (
    all_general,
    trigger_limit,
)
from mtglab.cards.oracle.triggerlimits import walk as _walk
from mtglab.cards.types import ALL_SUBTYPES
from mtglab.cards.vocabulary import Zone
from mtglab.mana import ManaCost

__all__ = ["reread_trigger"]

Parse = Callable[[str], Ability]

_REREADING: contextvars.ContextVar[bool] = contextvars.ContextVar("trigger_reread",
                                                                   default=False)
#: the trigger condition of the line being reread ("Whenever another creature enters"):
#: each sentence is read after it, so that "it", "that creature", "that spell" name what
#: the grammar makes them name for that event (603.2, 608.2c)
_HEAD: contextvars.ContextVar[str] = contextvars.ContextVar("trigger_head",
                                                            default="When ~ enters")

#: "a creature card exiled with it" names the source (its linked cards, 607.2a), not the
#: permanent sacrificed
_EXILED_WITH_IT: Final = re.compile(r"\bexiled with it\b", re.I)
#: the events whose "it" this module checks on its own (below)
_THAT_READ: Final = frozenset({*_THAT_EVENTS, "attached_dies", "you_sacrifice", "cast",
                               "cast_targeting_self"})
#: "(Then) you may exile a card from a graveyard." — chosen, not targeted (115.10)
_EXILE_FROM_YARD: Final = re.compile(r"^(you may )?exile an? (?:(artifact|creature|"
                                     r"enchantment|land) )?card from a graveyard\.$", re.I)
#: "you may choose a creature card from among them" (the cards the event exiled)
_CHOOSE_AMONG: Final = re.compile(r"^(you may )?choose an? (artifact|creature|enchantment|land) "
                                  r"card from among them\.$", re.I)
#: "... becomes a copy of it ..." after that choice: "it" is the card chosen (707.2)
_COPY_OF_IT: Final = re.compile(r"^(.*\bbecomes? a copy of )it\b(.*)$", re.I)
#: "If a creature card was exiled this way, ..." after such an exile (608.2c)
_IF_EXILED: Final = re.compile(r"^if an? (artifact|creature|enchantment|land) card was "
                               r"exiled this way, (.+)$", re.I)
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


_MAY: Final = re.compile(r"^you may (.+)$", re.I)
#: "counter target (creature) spell (with mana value N or less)" (CR 701.6a, 202.3e)
_COUNTER: Final = re.compile(r"^counter target ((?:(?!,).)*?)\s*spell"
                             r"(?: with mana value (\d+) or less)?"
                             r"(?: unless its controller pays (\{(?:\d+|X)\}))?\.$", re.I)
#: "If that spell is countered this way, exile it instead ..." after "counter target
#: spell" (CR 614.1a: it replaces the move to the graveyard)
_EXILE_INSTEAD: Final = re.compile(r"^if that spell is countered this way, exile it instead "
                                   r"of putting it into its owner's graveyard\.$", re.I)
#: "(you may have) ~ become(s) a copy of that creature / of it ...": the permanent that
#: entered, for "whenever another creature enters" (CR 707.4, 603.2)
_COPY_THAT: Final = re.compile(r"^((?:you may have )?~ becomes? a copy of )(?:that creature|"
                               r"that card|it)\b(.*)$", re.I)
#: what comes before a copy sentence in this module's "if" wordings
_IF_PREFIX: Final = re.compile(r"^(?:if you do|if it's an? \w+ card|if you reveal an? \w+ card "
                               r"this way), ", re.I)
#: "you may pay {1}" followed by "If you do, ..." (CR 608.2d, 118.1)
_MAY_PAY: Final = re.compile(r"^you may pay ((?:\{[0-9WUBRGCX]\})*)((?:\{E\})*)\.$", re.I)
_IF_YOU_DO: Final = re.compile(r"^(if|when) you do, (.+)$", re.I)
#: "(you may) reveal the top card of your library", "that player reveals the top card of
#: their library" (CR 701.20a)
_REVEAL_TOP: Final = re.compile(r"^(you may |that player |)reveals? the top card of "
                                r"(?:your|their) library\.$", re.I)
#: "If it's a creature card, ..." / "If you reveal a creature card this way, ..."
_IF_CARD: Final = re.compile(r"^if (?:it's|you reveal) an? (artifact|creature|enchantment|land|"
                             r"planeswalker) card(?: this way)?, (.+)$", re.I)
#: "the player puts the card into their graveyard and ~ becomes a copy of that card"
_PUT_AND: Final = re.compile(r"^(?:the|that) player puts (?:the|that) card into their "
                             r"graveyard and (~ becomes a copy of that card.*)$", re.I)
#: "You may exile a creature card from among the cards milled this way." (701.17a)
_EXILE_MILLED: Final = re.compile(r"^you may exile an? (artifact|creature|enchantment|land) "
                                  r"card from among the cards milled this way\.$", re.I)
#: "(you may) choose a token you control." then "If you do, each other token you control
#: becomes a copy of that token (until end of turn)." (707.4; not a target, 115.10)
_CHOOSE_ONE: Final = re.compile(r"^(you may )?choose an? ((?:token|creature|artifact|"
                                r"permanent)(?: you control)?)\.$", re.I)
_EACH_OTHER_COPY: Final = re.compile(r"^(?:if you do, )?each other ((?:token|creature|artifact|"
                                     r"permanent)(?: you control)?) becomes? a copy of that "
                                     r"(?:token|creature|artifact|permanent)"
                                     r"( until end of turn)?\.$", re.I)
#: "Choose up to one other target enchantment or artifact." (Court of Vantress): the target
#: the rest of the text calls "it" (115.1)
_CHOOSE_TARGET: Final = re.compile(r"^choose (up to one |)(other |another |)(target [^.]+)\.$",
                                   re.I)
#: "If you're (not) the monarch, ..." in the middle of a text (608.2c)
_IF_HOLDS: Final = re.compile(r"^if (you're (not )?the monarch|you have the initiative|"
                              r"it's your turn), (.+)$", re.I)
#: "~ explores", "it explores, then it explores again" (CR 701.44a)
_EXPLORE: Final = re.compile(r"^(?:~|it) explores(, then it explores again)?\.$", re.I)
#: "(Then) you may have it become a copy of another creature you control until end of
#: turn": not a target (115.10), chosen as the ability resolves
_COPY_ANOTHER: Final = re.compile(r"^(you may have |)(?:~|it) (becomes?) a copy of another "
                                  r"((?:creature|artifact|permanent)(?: you control)?)\b(.*)$",
                                  re.I)
#: words that name the object a trigger event was about, for the events of _THAT_EVENTS
_NAMES_THAT: Final = re.compile(r"\b(it|its|it's|that creature|that land|that permanent|"
                                r"that card|they|them|their)\b", re.I)
#: the wordings of this module's sentences (and an intervening "if"), as a quick test
_MINE: Final = re.compile(r"^if |\b(counter (?:target|that|it)|destroy|exile|return|you may|"
                          r"gain control|counters? on target|tap (?:target|enchanted)|"
                          r"investigate|mills?|reveals?|explores|a copy of|"
                          r"counter on another target)\b", re.I)


Rewrite = Callable[[re.Match[str], Parse], tuple[Effect, ...] | None]


def _read_may(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"you may ...": an optional instruction (CR 608.2d)."""
    inner = _sentence_effects(m.group(1), parse)
    return None if inner is None else (MayDo(inner),)


def _read_counter(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"counter target ... spell (with mana value N or less) (unless ...)" (701.6a)."""
    found = _spell_selector(m.group(1), parse)
    return None if found is None else (CounterSpell(
        replace(found, zone=Zone.STACK, relation=Relation.TARGET),
        int(m.group(2)) if m.group(2) else None,
        ManaCost.parse(m.group(3)) if m.group(3) else None),)


#: this module's wordings of one sentence, in the order they are tried
_REWRITES: Final[tuple[tuple[re.Pattern[str], Rewrite], ...]] = (
    (_MAY, _read_may), (_COUNTER, _read_counter))


def _first_wording(sentence: str, parse: Parse,
                   table: tuple[tuple[re.Pattern[str], Rewrite], ...]
                   ) -> tuple[Effect, ...] | None:
    """The effects of the first wording of ``table`` whose pattern matches ``sentence``
    (its reading, None included), or None when none does."""
    for pattern, read in table:
        m = pattern.match(sentence)
        if m:
            return read(m, parse)
    return None


def _rewritten(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """One sentence in this module's wordings, or None ("Then ..." is the next step of
    the same text, 608.2c)."""
    sentence = re.sub(r"^then,? ", "", sentence, flags=re.I)
    about_card = _card_wordings(sentence, parse)
    if about_card is not None:
        return about_card
    return _first_wording(sentence, parse, _REWRITES)


def _read_if_holds(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"If you're (not) the monarch, ..." (608.2c)."""
    cond = _condition(m.group(1).replace("not ", "") if m.group(2) else m.group(1),
                      parse)
    inner = _sentence_effects(m.group(3), parse)
    if cond is None or inner is None:
        return None
    return (IfHolds(replace(cond, negate=bool(m.group(2))), inner),)


def _read_explore(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"~ explores (, then it explores again)" (701.44a)."""
    return (Explore(Selector(relation=Relation.SELF), 2 if m.group(1) else 1),)


def _read_copy_another(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"(you may have) it become a copy of another creature you control": read as
    "another target ...", then chosen as it resolves instead (115.10, 608.2d)."""
    got = _sentence_effects(f"{m.group(1)}~ {m.group(2)} a copy of another target "
                            f"{m.group(3)}{m.group(4)}", parse)
    if got is None or len(got) != 1 or not isinstance(got[0], BecomeCopy) or \
            got[0].original.relation is not Relation.TARGET:
        return None
    return (replace(got[0], original=replace(got[0].original, relation=None,
                                             excluded=Relation.SELF)),)


def _read_reveal_top(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"(you may / that player) reveal(s) the top card of ... library" (701.20a)."""
    who = (m.group(1) or "").strip().lower()
    return (RevealTop("that player" if who == "that player" else "you",
                      optional=who == "you may"),)


def _read_exile_milled(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"You may exile a ... card from among the cards milled this way" (701.17a)."""
    return (ExileMilled((m.group(1).capitalize(),)),)


def _read_exile_from_yard(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"(you may) exile a ... card from a graveyard": chosen, not targeted (115.10)."""
    return (ExileFromGraveyard((m.group(2).capitalize(),) if m.group(2) else (),
                               optional=bool(m.group(1))),)


def _read_choose_among(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"(you may) choose a ... card from among them" (115.10)."""
    return (ChooseExiledCard((m.group(2).capitalize(),), optional=bool(m.group(1))),)


def _read_if_that_card(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"If a creature card was exiled this way, ..." / "If it's a creature card, ..."
    (608.2c)."""
    inner = _that_card_effects(m.group(2), parse)
    return None if inner is None else (IfThatCard((m.group(1).capitalize(),), inner),)


#: the wordings about one card named by the ability itself, in the order they are tried
_CARD_WORDINGS: Final[tuple[tuple[re.Pattern[str], Rewrite], ...]] = (
    (_IF_HOLDS, _read_if_holds), (_EXPLORE, _read_explore),
    (_COPY_ANOTHER, _read_copy_another),
    (_REVEAL_TOP, _read_reveal_top), (_EXILE_MILLED, _read_exile_milled),
    (_EXILE_FROM_YARD, _read_exile_from_yard), (_CHOOSE_AMONG, _read_choose_among),
    (_IF_EXILED, _read_if_that_card), (_IF_CARD, _read_if_that_card))


def _card_wordings(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The wordings about one card named by the ability itself: the top card of a library
    revealed (701.20a), "if it's a creature card", a card exiled from among those milled
    (701.17a), "the player puts the card into their graveyard"; or None."""
    return _first_wording(sentence, parse, _CARD_WORDINGS)


def _that_card_effects(text: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of a sentence about "that card" / "that creature": "~ becomes a copy
    of that card ..." aimed at it (707.4), "the player puts the card into their graveyard
    and ..." (400.7), or any sentence the grammar or this module reads."""
    text = text.strip()
    if not text.endswith("."):
        text += "."
    m = _PUT_AND.match(text)
    if m:
        rest = _that_card_effects(m.group(1), parse)
        return None if rest is None else (PutThatCard(Zone.GRAVEYARD), *rest)
    if _COPY_THAT.match(text):
        return _copy_of_that(text, parse)
    return _sentence_effects(text, parse)


def _sentence_effects(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of one sentence: as the grammar reads it, or in this module's
    wordings."""
    sentence = sentence.strip()
    if not sentence.endswith("."):
        sentence += "."
    a = parse(f"{_HEAD.get()}, {sentence}")
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


def _aimed_at(obj: Any, aim: Selector) -> Any:
    """``obj`` with each target selector in it replaced by ``aim`` (the same object, so
    that the ability has one target, 115.1)."""
    if isinstance(obj, Selector):
        return aim if obj.relation is Relation.TARGET else obj
    if isinstance(obj, tuple):
        return tuple(_aimed_at(o, aim) for o in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        changes = {f.name: _aimed_at(getattr(obj, f.name), aim) for f in fields(obj)
                   if isinstance(getattr(obj, f.name), Selector | tuple) or
                   is_dataclass(getattr(obj, f.name))}
        return replace(obj, **changes) if changes else obj
    return obj


def _condition(text: str, parse: Parse, trigger: Trigger | None = None) -> Condition | None:
    """An intervening "if" clause (603.4), read as the grammar reads one after the line's
    own trigger condition ("if it had counters on it": the object the event was about);
    on an attack trigger as one about the defending player (506.2, 508.5); or, where it
    names no such object, as on a mana trigger."""
    a = parse(f"{_HEAD.get()}, if {text}, draw a card.")
    cond = getattr(a.trigger, "condition", None) if a.supported else None
    if cond is None and trigger is not None and trigger.event is TriggerEvent.ATTACKS:
        a = parse(f"Whenever ~ attacks, if {text}, draw a card.")
        cond = getattr(a.trigger, "condition", None) if a.supported else None
    if cond is None and not _NAMES_THAT.search(text):
        a = parse(f"Whenever you tap ~ for mana, if {text}, add {{C}}.")
        cond = getattr(a.trigger, "condition", None) if a.supported else None
    if isinstance(cond, Condition) and "it" in (cond.text, *(c.text for c in cond.conditions)) \
            and trigger is not None and not it_is_the_source(trigger):  # 608.2c
        return None
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


def _head_trigger(head: str, parse: Parse) -> Trigger | None:
    """The trigger condition as the grammar reads it (grammar/triggers.lark)."""
    a = parse(f"{head}, draw a card.")
    return a.trigger if isinstance(a.trigger, Trigger) else None


def _reread_head(ability: Ability, text: str, parse: Parse
                 ) -> tuple[Trigger, str, str] | None:
    """The trigger condition and the rest of a triggered line this module may read, or
    None (a cheap test first: most lines aren't)."""
    if ability.kind is not AbilityKind.TRIGGERED or ability.is_mana_ability or \
            ability.problem.startswith("the keyword"):  # "Max speed —" (702.178a) ...
        return None
    body = re.sub(r"^[^—]{1,40} — ", "", text)  # an ability word (207.2c)
    head, sep, rest = body.partition(",")
    if not sep:
        return None
    if ability.problem.startswith("trigger not understood") or not _MINE.search(rest.strip()):
        return None  # nothing this module reads
    trigger = _head_trigger(head.strip(), parse)
    return None if trigger is None else (trigger, rest.strip(), head.strip())


def _left_object_named(trigger: Trigger, rest: str) -> str | None:
    """Why "it" in ``rest`` may name the permanent a sacrificing event was about rather
    than the source (603.2, 603.10), or None."""
    if trigger.event == "you_sacrifice" and _NAMES_THAT.search(_EXILED_WITH_IT.sub("", rest)):
        return f"'it' may name the permanent sacrificed: {rest!r}"
    return None


#: the events whose "it" is the object the event was about, not the source (603.2)
_ABOUT_ANOTHER: Final = frozenset({"attached_dies", "other_enters", "creature_dies",
                                   "card_to_graveyard", "cast", "cast_targeting_self"})
#: this module's wordings that read "it" as the source ("it explores", "it becomes a copy
#: of another creature"): after an event about another object "it" is that object
_IT_AS_SOURCE: Final = re.compile(r"^(?:then,? )?(?:you may have )?it (?:explores|becomes? a "
                                  r"copy of another)\b", re.I)

def _about_another(trigger: Trigger) -> bool:
    """Whether the trigger event is about an object other than the source ("whenever
    another creature enters", "whenever you cast a spell"): "it" is that object (603.2);
    otherwise "it" is the source, as after "When ~ enters"."""
    return trigger.event in _ABOUT_ANOTHER or (trigger.selector is not None and
                                               trigger.event not in _THAT_READ)


_EVENT_OBJECT: Final = {"attached_dies": "'it' may name the creature that died",
                        "other_enters": "'it' may name the entering permanent",
                        "cast": "'it' or 'that spell' may name the spell cast"}


def _event_object_named(trigger: Trigger, rest: str) -> str | None:
    """Why "it" or "that spell" in ``rest`` may name the object the event was about (a
    spell cast, an object of the event) where this module would read the source
    (603.2), or None. Every other sentence is read after the line's own trigger
    condition, so the grammar names the event's object there (608.2c)."""
    why = _left_object_named(trigger, rest)
    if why:
        return why
    if trigger.event == "cast_targeting_self" and re.search(r"\bthat spell\b", rest, re.I):
        return f"'that spell' may name the spell cast: {rest!r}"
    if _about_another(trigger) and any(_IT_AS_SOURCE.match(x) for x in _sentences(rest)):
        head = _EVENT_OBJECT.get(trigger.event, "'it' may name the object the event was about")
        return f"{head}: {rest!r}"
    return None


def _not_understood(sentence: str) -> str:
    return f"not understood: {sentence.rstrip('.')!r}"


def _chosen_aim(m: re.Match[str], parse: Parse) -> Selector | None:
    """"Choose up to one other target ...": the one target the rest calls "it" (115.1)."""
    aim = _target_of(parse, m.group(3))
    if aim is not None and m.group(2):
        aim = replace(aim, excluded=Relation.SELF)
    return aim


def _aimed_sentence(sentence: str, aim: Selector, parse: Parse) -> tuple[Effect, ...] | None:
    """A sentence saying "of it" after "choose ... target ...", aimed at that one target
    (115.1), or None."""
    if not re.search(r"\bof it\b", sentence):
        return None
    read = _sentence_effects(re.sub(r"\bof it\b", "of target creature", sentence,
                                    count=1), parse)
    return None if read is None else _aimed_at(read, aim)


def _others_copy(one: re.Match[str], each: re.Match[str], parse: Parse
                 ) -> tuple[Effect, ...] | None:
    """"(You may) choose a token you control. (If you do,) each other token you control
    becomes a copy of that token" (707.4; chosen, not targeted, 115.10)."""
    chosen = _target_of(parse, f"target {one.group(2)}")
    others = _target_of(parse, f"target {each.group(1)}")
    return None if chosen is None or others is None else (OthersBecomeCopy(
        replace(chosen, relation=None), replace(others, relation=None,
                                                excluded=Relation.SELF),
        optional=one.group(1) is not None,
        duration="end of turn" if each.group(2) else None),)


def _may_pay_then(pay: re.Match[str], then: re.Match[str], parse: Parse
                  ) -> tuple[Effect, ...] | None:
    """"you may pay {1}. If you do, ..." (608.2d); "When you do, ..." (603.12)."""
    inner = _that_card_effects(then.group(2), parse)
    return None if inner is None else (MayPay(
        ManaCost.parse(pay.group(1)) if pay.group(1) else None, inner,
        energy=pay.group(2).count("{"),
        reflexive=then.group(1).lower() == "when"),)


def _copy_of_chosen(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"... becomes a copy of it" after a card chosen among those exiled: "it" is the
    card chosen (707.2)."""
    got = _sentence_effects(f"{m.group(1)}another target creature{m.group(2)}", parse)
    return (replace(got[0], original=Selector(relation=Relation.THAT)),) if got and \
        len(got) == 1 and isinstance(got[0], BecomeCopy) else None


def _pair_step(sentence: str, following: str | None, parse: Parse
               ) -> tuple[bool, tuple[Effect, ...] | None]:
    """A sentence read together with the next one ("choose a token ... each other token
    becomes a copy", "you may pay ... If you do"): whether the two are such a pair, and
    their effects (None when not read)."""
    if following is None:
        return False, None
    one = _CHOOSE_ONE.match(re.sub(r"^then,? ", "", sentence, flags=re.I))
    each = _EACH_OTHER_COPY.match(following) if one else None
    if one and each and (one.group(1) is None) == (not following.lower()
                                                   .startswith("if you do")):
        return True, _others_copy(one, each, parse)
    pay = _MAY_PAY.match(sentence)
    then = _IF_YOU_DO.match(following)
    if pay and then and (pay.group(1) or pay.group(2)):
        return True, _may_pay_then(pay, then, parse)
    if then and then.group(1).lower() == "if" and _MAY.match(sentence):
        pair = _may_then(sentence, then.group(2), parse)
        if pair is not None:
            return True, pair
    return False, None


def _may_then(sentence: str, then: str, parse: Parse) -> tuple[Effect, ...] | None:
    """"You may <instruction>. If you do, <effects>" (608.2d): the optional instruction,
    and what happens only if it was done, each sentence read on its own; None unless
    both are read."""
    first = _sentence_effects(sentence, parse)
    if first is None or len(first) != 1 or not isinstance(first[0], MayDo) or \
            first[0].when_done:
        return None
    second = _that_card_effects(then, parse)
    pair: tuple[Any, ...] = (first[0], IfYouDo(second)) if second is not None else ()
    if not pair or not all_general(pair):
        return None  # "If you do" is carried out only the general way (engine.perform)
    return pair


def _single_step(sentence: str, effects: list[Effect], trigger: Trigger, parse: Parse
                 ) -> tuple[Effect, ...] | None:
    """One sentence read after the ``effects`` before it: "If you do" after a card
    exiled from among those milled, "a copy of it" after a card chosen, "a copy of that
    creature" about the event's object, or any sentence read alone."""
    done = _IF_YOU_DO.match(sentence)
    if done and done.group(1).lower() == "if" and effects and \
            isinstance(effects[-1], ExileMilled):
        inner = _that_card_effects(done.group(2), parse)  # "If you do": one was exiled
        return None if inner is None else (IfThatCard((), inner),)
    copy_it = _COPY_OF_IT.match(sentence) if effects and \
        isinstance(effects[-1], ChooseExiledCard) else None
    if copy_it:  # "a copy of it": the card chosen
        return _copy_of_chosen(copy_it, parse)
    if _COPY_THAT.match(sentence) and (trigger.event in _THAT_EVENTS or any(
            isinstance(e, RevealTop | ExileMilled) for e in effects)):
        return _copy_of_that(sentence, parse)
    return _sentence_effects(sentence, parse)


def _read_sentences(sentences: list[str], trigger: Trigger, parse: Parse
                    ) -> list[Effect] | str:
    """The effects of a triggered ability's sentences in this module's wordings, or why
    one of them can't be read (608.2c: they happen in order)."""
    effects: list[Effect] = []
    skip = False
    aim: Selector | None = None  # "choose up to one other target ...": "it" below
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        chosen_target = _CHOOSE_TARGET.match(sentence) if i == 0 else None
        if chosen_target:
            aim = _chosen_aim(chosen_target, parse)
            if aim is None:
                return _not_understood(sentence)
            continue
        if aim is not None:
            read = _aimed_sentence(sentence, aim, parse)
            if read is None:
                return _not_understood(sentence)
            effects.extend(read)  # the one target (115.1)
            continue
        aimed = any(isinstance(s, Selector) and s.relation in (Relation.TARGET, Relation.THAT)
                    for s in _walk(effects))
        skip, got = _pair_step(sentence, sentences[i + 1] if i + 1 < len(sentences)
                               else None, parse)
        if not skip:
            got = _single_step(sentence, effects, trigger, parse)
        if got is not None and aimed and _NAMES_IT.search(sentence) and any(
                isinstance(s, Selector) and s.is_self for s in _walk(got)):
            # "it" is what an earlier sentence named, not the source
            return f"'it' after a target: {sentence.rstrip('.')!r}"
        if got is None:  # of a pair, the second sentence is the part not read (608.2d)
            return _not_understood(sentences[i + 1] if skip else sentence)
        effects.extend(got)
    return effects


def _reread(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """A triggered line the grammar doesn't read, in this module's wordings: the ability
    read, the ability with the part it can't read named, or None (603.1, 603.4)."""
    start = _reread_head(ability, text, parse)
    if start is None:
        return None
    trigger, rest, head = start
    token = _HEAD.set(head if _about_another(trigger) else _HEAD.get())
    try:
        return _reread_after(ability, trigger, rest, parse)
    finally:
        _HEAD.reset(token)


def _limits_the_trigger(sentence: str, parse: Parse) -> bool:
    """Whether ``sentence`` is "This ability triggers only once each turn" as the grammar
    reads it: a sentence that changes the trigger, no instruction (603.2)."""
    a = parse(f"When ~ enters, {sentence}")
    return a.supported and not a.effects and isinstance(a.trigger, Trigger) and \
        a.trigger.once_each_turn


def _reread_after(ability: Ability, trigger: Trigger, rest: str, parse: Parse
                  ) -> Ability | None:
    """:func:`_reread` after its trigger condition, each sentence read after it."""

    def fail(why: str) -> Ability | None:
        return replace(ability, problem=why)  # the part this module can't read, named

    sentences = _sentences(rest)
    limits = [s for s in sentences if _limits_the_trigger(s, parse)]
    if limits:  # the grammar's reading, kept on the trigger (trigger_sentences.lark)
        rest = " ".join(s for s in sentences if s not in limits)
        trigger = replace(trigger, once_each_turn=True)
    why = _event_object_named(trigger, rest)
    if why:
        return fail(why)
    if rest.lower().startswith("if "):
        cond_text, sep, rest = rest[3:].partition(",")
        cond = _condition(cond_text.strip(), parse, trigger) if sep else None
        if cond is None:
            return fail(f"condition not understood: {cond_text.strip()!r}")
        trigger = replace(trigger, condition=cond)
    effects = _read_sentences(_sentences(rest), trigger, parse)
    if isinstance(effects, str):
        return fail(effects)
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
            effects[-1] = replace(effects[-1], destination=Zone.EXILE)
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
