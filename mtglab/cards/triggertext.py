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
  and/or creature cards in your graveyard are put into exile" (603.10a), and "This
  ability triggers only once each turn" after any trigger condition; "(then) you may
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

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.combattext import COMBAT_EVENTS, combat_effects
from mtglab.cards.effects import (
    COMBAT_EFFECTS,
    UNCHECKED_CONDITIONS,
    UNCOMPUTED_AMOUNTS,
    AddMana,
    Amount,
    Animate,
    BecomeCopy,
    ChooseExiledCard,
    Condition,
    ControllerSpec,
    CounterSpell,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    Destroy,
    DoesntUntap,
    DrawCards,
    Effect,
    ExileCards,
    ExileFromGraveyard,
    ExileMilled,
    ExileUntilLeaves,
    Explore,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    IfNotPaid,
    IfThatCard,
    LoseLife,
    MayDo,
    MayPay,
    Mill,
    MoveCounters,
    OfferToPay,
    OthersBecomeCopy,
    PutCounters,
    PutThatCard,
    PutThoseCounters,
    Relation,
    RemoveCounters,
    ReturnExiled,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealTop,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SwitchPT,
    TapPermanents,
    TurnFaceDown,
    Untap,
)
from mtglab.cards.instructions import INSTRUCTIONS
from mtglab.cards.types import ALL_SUBTYPES
from mtglab.cards.vocabulary import Zone
from mtglab.mana import ManaCost

__all__ = ["PLAYED_EVENTS", "WHILE_ON_BATTLEFIELD", "reread_trigger", "trigger_limit"]

#: the duration of "for as long as ~ remains on the battlefield" / "until ~ leaves the
#: battlefield" on an effect record (CR 611.2b), watching the source
WHILE_ON_BATTLEFIELD: Final = "while on the battlefield"

Parse = Callable[[str], Ability]

#: The trigger events the engine fires (:mod:`mtglab.engine.triggers`, engine/attach.py,
#: engine.combat, engine.chapters).
PLAYED_EVENTS: Final = frozenset({
    TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
    TriggerEvent.UPKEEP, TriggerEvent.PRECOMBAT_MAIN, TriggerEvent.LANDFALL,
    TriggerEvent.BECOMES_TAPPED, TriggerEvent.END_STEP, TriggerEvent.OTHER_ENTERS,
    TriggerEvent.COMBAT, TriggerEvent.CAST, TriggerEvent.ATTACHED_DIES,
    TriggerEvent.CREATURE_DIES, TriggerEvent.CARD_TO_GRAVEYARD,
    TriggerEvent.CAST_TARGETING_SELF, TriggerEvent.BECOMES_ATTACHED,
    TriggerEvent.ENTERS_ATTACHED, TriggerEvent.CYCLE, TriggerEvent.YOU_SACRIFICE,
    TriggerEvent.CHAPTER, TriggerEvent.CRIME, TriggerEvent.CREATURES_EXILED,
    TriggerEvent.DRAW, TriggerEvent.DISCARD, TriggerEvent.GAIN_LIFE, TriggerEvent.LOSE_LIFE,
    TriggerEvent.COUNTERS_PUT, TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.OTHER_LEAVES,
    TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.YOU_ATTACK, TriggerEvent.BECOMES_BLOCKED,
    TriggerEvent.UNBLOCKED, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALT_DAMAGE,
    TriggerEvent.DRAW_STEP, TriggerEvent.END_OF_COMBAT, TriggerEvent.POSTCOMBAT_MAIN,
    TriggerEvent.BECOMES_TARGET, TriggerEvent.TURNED_FACE_UP,
    *(TriggerEvent(e) for e in COMBAT_EVENTS)})

_REREADING: contextvars.ContextVar[bool] = contextvars.ContextVar("trigger_reread",
                                                                   default=False)

#: "a creature card exiled with it" names the source (its linked cards, 607.2a), not the
#: permanent sacrificed
_EXILED_WITH_IT: Final = re.compile(r"\bexiled with it\b", re.I)
#: the events whose "that creature" / "that card" is the object the event was about
_THAT_EVENTS: Final = frozenset({"other_enters", "creature_dies", "card_to_graveyard"})
#: the events whose "it" this module checks on its own (below)
_THAT_READ: Final = frozenset({*_THAT_EVENTS, "attached_dies", "you_sacrifice", "cast",
                               "cast_targeting_self"})
#: "This ability triggers only once each turn." (the card's own limit on its triggering)
_ONCE: Final = re.compile(r"\s*\bthis ability triggers only once each turn\.", re.I)
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
_CONTROL_WHILE: Final = re.compile(
    r"^gain control of (target .+?) (?:for as long as ~ remains on the battlefield|until ~ "
    r"leaves the battlefield)\.$", re.I)
_COUNTERS_ON: Final = re.compile(
    r"^put (a|an|one|two|three|four|five) ([+\-\w/]+) counters? on (target .+)\.$", re.I)
_TAP: Final = re.compile(r"^tap (target .+)\.$", re.I)
_TAP_ENCHANTED: Final = re.compile(r"^tap enchanted (creature|permanent|land|artifact)\.$", re.I)
#: the wordings of this module's sentences (and an intervening "if"), as a quick test
#: "turn ~ face down" (Vesuvan Shapeshifter's granted upkeep ability, 708.2a)
_TURN_FACE_DOWN: Final = re.compile(r"^turn ~ face down\.?$", re.I)
_MINE: Final = re.compile(r"^if |\b(counter (?:target|that|it)|destroy|exile|return|you may|"
                          r"gain control|counters? on target|tap (?:target|enchanted)|"
                          r"investigate|mills?|reveals?|explores|a copy of|"
                          r"counter on another target|"
                          r"triggers only once each turn)\b", re.I)
_NUMBERS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_INVESTIGATE: Final = re.compile(r"^investigate\.$", re.I)
_MILL: Final = re.compile(r"^(each player |each opponent )?mills? (a|one|two|three|four|five) "
                          r"cards?\.$", re.I)


def _rewritten(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """One sentence in this module's wordings, or None ("Then ..." is the next step of
    the same text, 608.2c)."""
    sentence = re.sub(r"^then,? ", "", sentence, flags=re.I)
    about_card = _card_wordings(sentence, parse)
    if about_card is not None:
        return about_card
    m = _MAY.match(sentence)
    if m:
        inner = _sentence_effects(m.group(1), parse)
        return None if inner is None else (MayDo(inner),)
    m = _COUNTER.match(sentence)
    if m:
        found = _spell_selector(m.group(1), parse)
        return None if found is None else (CounterSpell(
            replace(found, zone=Zone.STACK, relation=Relation.TARGET),
            int(m.group(2)) if m.group(2) else None,
            ManaCost.parse(m.group(3)) if m.group(3) else None),)
    m = _THAT_CARD.match(sentence)
    if m:
        return (ReturnFromGraveyard(Selector(zone=Zone.GRAVEYARD, relation=Relation.THAT),
                                    Zone.HAND if m.group(1).lower() == "its owner's hand"
                                    else Zone.BATTLEFIELD),)
    if _COUNTER_THAT.match(sentence):
        return (CounterSpell(Selector(zone=Zone.STACK, relation=Relation.THAT)),)
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
        where = Zone.HAND if m.group(2).lower() == "your hand" else Zone.BATTLEFIELD
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


def _card_wordings(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The wordings about one card named by the ability itself: the top card of a library
    revealed (701.20a), "if it's a creature card", a card exiled from among those milled
    (701.17a), "the player puts the card into their graveyard"; or None."""
    m = _IF_HOLDS.match(sentence)
    if m:
        cond = _condition(m.group(1).replace("not ", "") if m.group(2) else m.group(1),
                          parse)
        inner = _sentence_effects(m.group(3), parse)
        if cond is None or inner is None:
            return None
        return (IfHolds(replace(cond, negate=bool(m.group(2))), inner),)
    m = _EXPLORE.match(sentence)
    if m:
        return (Explore(Selector(relation=Relation.SELF), 2 if m.group(1) else 1),)
    if _TURN_FACE_DOWN.match(sentence):  # "turn this creature face down" (708.2a)
        return (TurnFaceDown(),)
    m = _COPY_ANOTHER.match(sentence)
    if m:  # read as "another target ...", then chosen as it resolves instead (608.2d)
        got = _sentence_effects(f"{m.group(1)}~ {m.group(2)} a copy of another target "
                                f"{m.group(3)}{m.group(4)}", parse)
        if got is None or len(got) != 1 or not isinstance(got[0], BecomeCopy) or \
                got[0].original.relation is not Relation.TARGET:
            return None
        return (replace(got[0], original=replace(got[0].original, relation=None,
                                                 excluded=Relation.SELF)),)
    m = _REVEAL_TOP.match(sentence)
    if m:
        who = (m.group(1) or "").strip().lower()
        return (RevealTop("that player" if who == "that player" else "you",
                          optional=who == "you may"),)
    m = _EXILE_MILLED.match(sentence)
    if m:
        return (ExileMilled((m.group(1).capitalize(),)),)
    m = _EXILE_FROM_YARD.match(sentence)
    if m:
        return (ExileFromGraveyard((m.group(2).capitalize(),) if m.group(2) else (),
                                   optional=bool(m.group(1))),)
    m = _CHOOSE_AMONG.match(sentence)
    if m:
        return (ChooseExiledCard((m.group(2).capitalize(),), optional=bool(m.group(1))),)
    m = _IF_EXILED.match(sentence)
    if m:
        inner = _that_card_effects(m.group(2), parse)
        return None if inner is None else (IfThatCard((m.group(1).capitalize(),), inner),)
    m = _IF_CARD.match(sentence)
    if m:
        inner = _that_card_effects(m.group(2), parse)
        return None if inner is None else (IfThatCard((m.group(1).capitalize(),), inner),)
    return None


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


def _head_trigger(head: str, parse: Parse) -> Trigger | None:
    """The trigger condition as the grammar reads it (grammar/triggers.lark)."""
    a = parse(f"{head}, draw a card.")
    return a.trigger if isinstance(a.trigger, Trigger) else None


def _reread(ability: Ability, text: str, parse: Parse) -> Ability | None:
    if ability.kind is not AbilityKind.TRIGGERED or ability.is_mana_ability or \
            ability.problem.startswith("the keyword"):  # "Max speed —" (702.178a) ...
        return None
    body = re.sub(r"^[^—]{1,40} — ", "", text)  # an ability word (207.2c)
    head, sep, rest = body.partition(",")
    if not sep:
        return None
    if ability.problem.startswith("trigger not understood") or not _MINE.search(rest.strip()):
        return None  # nothing this module reads (a cheap test: most lines aren't)
    trigger = _head_trigger(head.strip(), parse)
    if trigger is None:
        return None

    def fail(why: str) -> Ability | None:
        return replace(ability, problem=why)  # the part this module can't read, named

    rest = rest.strip()
    if _ONCE.search(rest):  # the card's own limit, kept on the trigger condition
        rest = _ONCE.sub("", rest).strip()
        trigger = replace(trigger, once_each_turn=True)
    if trigger.event == "attached_dies" and _NAMES_IT.search(
            " ".join(x for x in _sentences(rest) if not _THAT_CARD.match(x))):
        return fail(f"'it' may name the creature that died: {rest!r}")
    if trigger.event == "other_enters" and _NAMES_IT.search(
            " ".join(x for x in _sentences(rest) if not _COPY_THAT.match(x))):
        return fail(f"'it' may name the entering permanent: {rest!r}")
    if trigger.event in ("creature_dies", "card_to_graveyard") and _NAMES_THAT.search(
            " ".join(x for x in _sentences(rest) if not _MAY_PAY.match(x) and
                     not _COPY_THAT.match(_IF_PREFIX.sub("", x)))):
        return fail(f"'it' may name the object the event was about: {rest!r}")
    if trigger.event == "you_sacrifice" and _NAMES_THAT.search(_EXILED_WITH_IT.sub("", rest)):
        return fail(f"'it' may name the permanent sacrificed: {rest!r}")
    if trigger.event == "cast_targeting_self" and re.search(r"\bthat spell\b", rest, re.I):
        return fail(f"'that spell' may name the spell cast: {rest!r}")
    if trigger.selector is not None and trigger.event not in _THAT_READ and \
            _NAMES_THAT.search(rest):  # this module reads "it" as the source
        return fail(f"'it' may name the object the event was about: {rest!r}")
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
    sentences = _sentences(rest)
    skip = False
    aim: Selector | None = None  # "choose up to one other target ...": "it" below
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        chosen_target = _CHOOSE_TARGET.match(sentence) if i == 0 else None
        if chosen_target:
            aim = _target_of(parse, chosen_target.group(3))
            if aim is None:
                return fail(f"not understood: {sentence.rstrip('.')!r}")
            if chosen_target.group(2):
                aim = replace(aim, excluded=Relation.SELF)
            continue
        if aim is not None:
            if not re.search(r"\bof it\b", sentence):
                return fail(f"not understood: {sentence.rstrip('.')!r}")
            read = _sentence_effects(re.sub(r"\bof it\b", "of target creature", sentence,
                                            count=1), parse)
            if read is None:
                return fail(f"not understood: {sentence.rstrip('.')!r}")
            effects.extend(_aimed_at(read, aim))  # the one target (115.1)
            continue
        aimed = any(isinstance(s, Selector) and s.relation in (Relation.TARGET, Relation.THAT)
                    for s in _walk(effects))
        got: tuple[Effect, ...] | None
        pay = _MAY_PAY.match(sentence)
        then = _IF_YOU_DO.match(sentences[i + 1]) if i + 1 < len(sentences) else None
        done = _IF_YOU_DO.match(sentence)
        one = _CHOOSE_ONE.match(re.sub(r"^then,? ", "", sentence, flags=re.I))
        each = _EACH_OTHER_COPY.match(sentences[i + 1]) if one and i + 1 < len(sentences) \
            else None
        if one and each and (one.group(1) is None) == (not sentences[i + 1].lower()
                                                       .startswith("if you do")):
            chosen = _target_of(parse, f"target {one.group(2)}")
            others = _target_of(parse, f"target {each.group(1)}")
            got = None if chosen is None or others is None else (OthersBecomeCopy(
                replace(chosen, relation=None), replace(others, relation=None,
                                                        excluded=Relation.SELF),
                optional=one.group(1) is not None,
                duration="end of turn" if each.group(2) else None),)
            skip = True
        elif pay and then and (pay.group(1) or pay.group(2)):
            # "you may pay {1}. If you do, ..." (608.2d); "When you do" (603.12)
            inner = _that_card_effects(then.group(2), parse)
            got = None if inner is None else (MayPay(
                ManaCost.parse(pay.group(1)) if pay.group(1) else None, inner,
                energy=pay.group(2).count("{"),
                reflexive=then.group(1).lower() == "when"),)
            skip = True
        elif done and done.group(1).lower() == "if" and effects and \
                isinstance(effects[-1], ExileMilled):
            inner = _that_card_effects(done.group(2), parse)  # "If you do": one was exiled
            got = None if inner is None else (IfThatCard((), inner),)
        elif effects and isinstance(effects[-1], ChooseExiledCard) and \
                (copy_it := _COPY_OF_IT.match(sentence)):  # "a copy of it": the card chosen
            got = _sentence_effects(f"{copy_it.group(1)}another target creature"
                                    f"{copy_it.group(2)}", parse)
            got = (replace(got[0], original=Selector(relation=Relation.THAT)),) if got and \
                len(got) == 1 and isinstance(got[0], BecomeCopy) else None
        elif _COPY_THAT.match(sentence) and (trigger.event in _THAT_EVENTS or any(
                isinstance(e, RevealTop | ExileMilled) for e in effects)):
            got = _copy_of_that(sentence, parse)
        else:
            got = _sentence_effects(sentence, parse)
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
    if isinstance(e, INSTRUCTIONS):  # the general instructions (engine.perform)
        return None
    match e:
        case MayDo():
            for inner in (*e.effects, *e.when_done):
                why = _effect_problem(inner)
                if why:
                    return why
            return _mixed(e.when_done)  # the reflexive ability resolves on its own
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
            return None if e.subject.is_self or e.duration == "while attached" or (
                e.subject.excluded is e.original.relation is Relation.THAT) or (
                e.subject.relation is Relation.TARGET and e.original.relation is
                Relation.THAT) else \
                "a copy effect on another object"  # "while attached": engine/attach.py
        case Animate() | DoesntUntap() | SwitchPT():
            return None
        case MayPay():
            if e.cost is not None and e.cost.has_x:
                return "'you may pay {X}' in a triggered ability (X is 0, 107.3)"
            for inner in e.effects:
                why = _effect_problem(inner)
                if why:
                    return why
            return None
        case IfHolds():
            for inner in e.effects:
                why = _effect_problem(inner)
                if why:
                    return why
            return None
        case IfThatCard():
            for inner in e.effects:
                why = _effect_problem(inner)
                if why:
                    return why
            return None
        case RevealTop():
            return None if e.player in _PLAYERS else f"the player {e.player!r}"
        case Sacrifice():  # engine.perform: its controller chooses (701.21a)
            return _selector_problem(e.selector)
        case OfferToPay():  # engine.triggered (118.12)
            return None if e.payer in ("that player", "you") else \
                f"a payment offered to {e.payer!r}"
        case IfNotPaid():
            for inner in e.effects:
                why = _effect_problem(inner)
                if why:
                    return why
            return None
        case PutThoseCounters():  # 122.8: on the source
            return None if e.selector.relation is Relation.SELF else \
                f"those counters put on '{e.selector.describe()}'"
        case MoveCounters():  # 122.5: from the source onto one target
            return None if e.source.relation is Relation.SELF and \
                e.selector.relation is Relation.TARGET else "counters moved between others"
        case ExileMilled() | ExileFromGraveyard() | ChooseExiledCard() | PutThatCard():
            return None
        case Explore():
            return None if e.selector.is_self else "exploring by another permanent"
        case OthersBecomeCopy() | TurnFaceDown():
            return None
        case CreateTokenCopy():
            if e.original.relation not in (Relation.TARGET, Relation.SELF) or \
                    e.original.zone is not None:
                return f"a token copy of '{e.original.describe()}'"
            return None if e.count.is_fixed and not e.instead else \
                "a number of token copies that is not fixed"
        case _ if isinstance(e, COMBAT_EFFECTS):  # carried out by engine.combateffects
            return None
    return f"the effect {type(e).__name__} is not carried out by a triggered ability"


#: the events after which the object they are about is gone from the battlefield
_LEFT: Final = (TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
                TriggerEvent.CREATURE_DIES, TriggerEvent.OTHER_LEAVES,
                TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.ATTACHED_DIES,
                TriggerEvent.CARD_TO_GRAVEYARD)
#: the records that act on permanents, whose "it" after a leaving event names nothing
_ON_PERMANENTS: Final = (*INSTRUCTIONS, Destroy, ExileCards, ReturnToHand, TapPermanents,
                         Untap, PutCounters, Sacrifice, GainControl)


def _names_what_left(effects: tuple[Effect, ...]) -> bool:
    """Whether the general instructions say "it" of a permanent, or "its power", after
    an event whose object left the battlefield (it is a card now, or gone: 400.7)."""
    for e in _walk(effects):
        if not isinstance(e, _ON_PERMANENTS):
            continue
        for x in _walk(e):
            if isinstance(x, Selector) and x.relation is Relation.THAT and x.zone is None:
                return True
            if isinstance(x, Amount) and x.kind.startswith("named_"):
                return True
    return False


#: the records the general way (engine.perform) plays beside the general instructions
#: (engine.general.PERFORMED; the engine checks the rest of its conditions)
_GENERAL: Final = (*INSTRUCTIONS, Destroy, ExileCards, ReturnToHand, TapPermanents, Untap,
                   PutCounters, DrawCards, GainLife, LoseLife, Mill, Sacrifice, MayDo)


def _mixed(effects: tuple[Effect, ...]) -> str | None:
    """Why effects that mix the general instructions (only engine.perform plays them)
    with records only the older dispatchers play can't be carried out, or None."""
    if not any(isinstance(x, INSTRUCTIONS) for x in _walk(effects)):
        return None
    for e in effects:
        if not isinstance(e, _GENERAL):
            return (f"a general instruction beside {type(e).__name__}, which only the "
                    "older way of resolving carries out")
    return None


def _names_a_card(effects: tuple[Effect, ...]) -> bool:
    """Whether an effect names a card before the effects that say "that card": the top
    card revealed (701.20a), a card exiled from among those milled (701.17a) or from a
    graveyard (406.3), a card chosen from among those the event exiled."""
    return any(isinstance(e, RevealTop | ExileMilled | ExileFromGraveyard | ChooseExiledCard)
               for e in effects)


def trigger_limit(ability: Ability) -> str | None:
    """Why a supported triggered ability (not a mana ability) can't be played by the
    engine, naming the part; None when it can (DESIGN: "supported" is a promise)."""
    if not ability.supported or ability.kind is not AbilityKind.TRIGGERED or \
            not isinstance(ability.trigger, Trigger):
        return None
    t = ability.trigger
    for event in t.events:
        if event not in PLAYED_EVENTS:
            return (f"not carried out: the trigger event '{event.value}' is not fired by "
                    "the engine")
    if t.event is TriggerEvent.CYCLE and t.selector is not None:
        return ("trigger not fired: 'when you cycle this card' (CR 702.29c) triggers from "
                "the zone the card goes to; mtglab fires cycle triggers of permanents only")
    if "another target" in ability.text.lower() and any(
            isinstance(s, Selector) and s.relation is Relation.OTHER
            for s in _walk(ability.effects)):
        return "not carried out: 'another target' read as every other object"
    if t.event != "attached_dies" and any(isinstance(e, ReturnFromGraveyard) and
                                          e.selector.relation is Relation.THAT
                                          for e in _walk(ability.effects)):
        return "not carried out: 'that card' without a creature that died"
    named = _names_a_card(ability.effects)
    if t.event not in _THAT_EVENTS | {"enters_attached"} and not named and any(
            isinstance(e, BecomeCopy) and e.original.relation is Relation.THAT
            for e in _walk(ability.effects)):
        return "not carried out: a copy of 'that creature' without a permanent that entered"
    if not named and any(isinstance(e, IfThatCard | PutThatCard)
                         for e in _walk(ability.effects)):
        return "not carried out: 'that card' without a card revealed or exiled first"
    if t.event != "cast" and any(isinstance(e, CounterSpell) and
                                 e.selector.relation is Relation.THAT
                                 for e in _walk(ability.effects)):
        return "not carried out: 'that spell' without a spell cast"
    if any(isinstance(e, BecomeCopy) and e.subject.relation is Relation.TARGET and
           e.original.relation is Relation.THAT for e in _walk(ability.effects)) and not any(
               isinstance(e, ChooseExiledCard) for e in ability.effects):
        # "target creature becomes a copy of that creature": only "a copy of it" of a
        # card chosen among those exiled is carried out onto a target
        return "not carried out: a copy effect on another object"
    if t.listens(*_LEFT) and _names_what_left(ability.effects):
        return ("not carried out: 'it' names the object that left the battlefield, a new "
                "object now (CR 400.7, 608.2h)")
    if t.listens(*_LEFT) and any(isinstance(e, Delayed) and e.on_the_stack
                                 for e in _walk(ability.effects)):
        return ("not carried out: a delayed 'it' after the object left the battlefield (it "
                "is a new object, CR 400.7, 603.7c)")
    targets = [s for s in _walk(ability.effects)
               if isinstance(s, Selector) and s.relation is Relation.TARGET]
    if len({id(s) for s in targets}) > 1:
        return "not carried out: more than one target (CR 115.1)"
    for e in ability.effects:
        why = _effect_problem(e)
        if why:
            return f"not carried out: {why}"
    # "a creature card exiled with it", chosen as the copy happens: its linked cards
    # (607.2a), which the copy effect reads
    linked = {id(e.original) for e in _walk(ability.effects) if isinstance(e, BecomeCopy)
              and e.original.relation is Relation.CHOSEN
              and e.original.same_name_as is Relation.EXILED}
    for obj in _walk((ability.effects, t)):
        if id(obj) in linked:
            continue
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
