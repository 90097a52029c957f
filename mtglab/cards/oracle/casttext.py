"""Wordings whose effect reaches a spell's permanent as it enters (CR 601.2i, 603.2,
614.1c) that the grammar doesn't read yet (the cast triggers' "that creature enters with
..." and the next creature spell's delayed trigger are read by the grammar,
``grammar/spell_entering.lark``, and the permissions to cast a card from a graveyard
with the counters it then enters with, ``grammar/permissions_paid.lark``):

* "When you cast this spell, each player reveals the top card of their library. ~ enters
  with X +1/+1 counters on it, where X is the total mana value of all cards revealed this
  way." (Naya Soulbeast) and "When you cast this spell, each player sacrifices X
  creatures. ~ enters with two +1/+1 counters on it for each creature sacrificed this
  way." (Gluttonous Hellkite, 701.21a; X is the spell's, 107.3m): a trigger of the spell
  itself as it becomes cast (``Trigger("cast", "this spell")``, 601.2i; it triggers from
  the stack, 113.6k), read the same way (the amounts ``"revealed_top_mana_value"``: the
  cards stay on top of their libraries, 701.20a; ``"sacrificed_this_way"``).

And an instant's or sorcery's "Return target creature card from your graveyard to the
battlefield" / "Put target creature card from a graveyard onto the battlefield under
your control" (CR 400.7, 110.2), with "If {G} was spent to cast this spell, that
creature enters with an additional +1/+1 counter on it" (Vigor Mortis, 601.2h) or
"Spell mastery — If there are two or more instant and/or sorcery cards in your
graveyard, that creature enters with two additional +1/+1 counters on it" (Necromantic
Summons, 207.2c; the sentences "If ..., that creature enters with ..." are read by the
grammar: ``grammar/spell_entering.lark``):
the creature returned enters with them (614.1c), the condition checked
as the spell resolves (608.2).

And "Return target artifact or creature card with mana value 3 or less from your
graveyard to the battlefield. If a creature enters the battlefield this way, it enters
with an additional +1/+1 counter on it." (Recommission: the target's mana value, 202.3;
the counter only if it is a creature as it would exist on the battlefield, 614.12 —
the condition ``"self_is"`` a creature, checked as it enters).

And "Exile target permanent you control. Return that card to the battlefield under its
owner's control at the beginning of the next end step. If it enters the battlefield as a
creature, it enters with an additional +1/+1 counter on it." (Teferi's Time Twist: a
delayed trigger, 603.7, returning that card, 603.7c, with the counter, 614.1c).

And Semester's End: "Exile any number of target creatures and/or planeswalkers you
control. At the beginning of the next end step, return each of them to the battlefield
under its owner's control. Each of them enters the battlefield with an additional +1/+1
counter on it if it's a creature and an additional loyalty counter on it if it's a
planeswalker." (as many targets as announced, 601.2c; one delayed trigger returning them
all, 603.7, 610.3c; each counter if it is of that type as it would exist on the
battlefield, 614.12).

And "Look at the top seven cards of your library. You may put a creature card from
among them onto the battlefield. If that card has mana value 3 or less, it enters with
three additional +1/+1 counters on it. Put the rest on the bottom of your library in a
random order." (Turntimber Symbiosis: a :class:`~mtglab.cards.effects.PutFromTop`).

Whatever else such an ability says is checked by
:func:`~mtglab.cards.oracle.triggertext.trigger_limit`: a part the engine can't carry out keeps
the ability unsupported, that part named ("supported" is a promise, DESIGN).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import (
    Amount,
    Condition,
    ControllerSpec,
    Delayed,
    EachSacrifices,
    Effect,
    EntersWithCounters,
    ExileCards,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
    Reveal,
    Selector,
)
from mtglab.cards.oracle.triggerlimits import trigger_limit
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["REVEALED_TOP_MANA_VALUE", "SACRIFICED_THIS_WAY", "SPELL_X", "reread_cast",
           "spell_entering_effects"]

Parse = Callable[[str], Ability]

#: the amount "the total mana value of all cards revealed this way" after "each player
#: reveals the top card of their library" (701.20a, 202.3)
REVEALED_TOP_MANA_VALUE: Final = AmountKind.REVEALED_TOP_MANA_VALUE

#: the amount "X" of "each player sacrifices X creatures" in a cast trigger of the spell
#: itself: the spell's X (107.3m); and "for each creature sacrificed this way"
SPELL_X: Final = AmountKind.SPELL_X
SACRIFICED_THIS_WAY: Final = AmountKind.SACRIFICED_THIS_WAY
_EACH_SACRIFICES: Final = re.compile(r"^each player sacrifices x creatures$", re.I)
_FOR_EACH_SACRIFICED: Final = re.compile(
    r"^~ enters(?: the battlefield)? with (?P<n>an?|two|three) (?P<kind>\S+) counters? on "
    r"it for each creature sacrificed this way$", re.I)

_NUMBERS: Final = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_RETURN: Final = re.compile(
    r"^(?:return|put) target (?P<what>creature|artifact|enchantment) card from "
    r"(?P<whose>your graveyard|a graveyard) (?:to|onto) the battlefield"
    r"(?P<mine> under your control)?$", re.I)
#: "Return target artifact or creature card with mana value 3 or less from your
#: graveyard to the battlefield" (Recommission, 202.3)
_RETURN_MV: Final = re.compile(
    r"^return target (?P<a>artifact|creature|enchantment)(?: or (?P<b>artifact|creature|"
    r"enchantment))? card with mana value (?P<mv>\d+) or less from your graveyard to the "
    r"battlefield$", re.I)
#: "If a creature enters the battlefield this way, it enters with an additional +1/+1
#: counter on it": if it is a creature as it enters (614.12)
_IF_A_CREATURE: Final = re.compile(
    r"^if a creature enters(?: the battlefield)? this way, it enters(?: the battlefield)? "
    r"with an additional (?P<kind>\S+) counter on it$", re.I)
_EXILE_YOURS: Final = re.compile(r"^exile target permanent you control$", re.I)
_RETURN_AT_END: Final = re.compile(
    r"^return that card to the battlefield under its owner's control at the beginning of "
    r"the next end step$", re.I)
#: Semester's End: "Exile any number of target creatures and/or planeswalkers you
#: control. At the beginning of the next end step, return each of them to the battlefield
#: under its owner's control. Each of them enters the battlefield with an additional +1/+1
#: counter on it if it's a creature and an additional loyalty counter on it if it's a
#: planeswalker."
_EXILE_ANY_NUMBER: Final = re.compile(
    r"^exile any number of target (?P<a>creatures|planeswalkers|artifacts|enchantments)"
    r"(?: and/or (?P<b>creatures|planeswalkers|artifacts|enchantments))? you control$",
    re.I)
_RETURN_EACH_AT_END: Final = re.compile(
    r"^at the beginning of the next end step, return each of them to the battlefield "
    r"under its owner's control$", re.I)
_EACH_ENTERS: Final = re.compile(
    r"^each of them enters(?: the battlefield)? with an additional (?P<k1>\S+) counter "
    r"on it if it's an? (?P<t1>creature|planeswalker|artifact)(?: and an additional "
    r"(?P<k2>\S+) counter on it if it's an? (?P<t2>creature|planeswalker|artifact))?$",
    re.I)
_AS_A_CREATURE: Final = re.compile(
    r"^if it enters(?: the battlefield)? as a creature, it enters(?: the battlefield)? with "
    r"an additional (?P<kind>\S+) counter on it$", re.I)
_LOOK_AND_PUT: Final = re.compile(
    r"^look at the top (?P<n>seven|six|five|four|three) cards of your library\. you may put "
    r"an? (?P<kind>creature|artifact|land|permanent) card from among them onto the "
    r"battlefield\. if that card has mana value (?P<mv>\d+) or less, it enters(?: the "
    r"battlefield)? with (?P<k>an?|two|three|four) additional (?P<counter>\S+) counters? on "
    r"it\. put the rest on the bottom of your library in a random order\.$", re.I)
_NUMBERS_MORE: Final = {"four": 4, "five": 5, "six": 6, "seven": 7}
_ABILITY_WORD: Final = re.compile(r"^[^—]{1,40} — ")
_CAST_SELF: Final = re.compile(r"^when you cast (?:this spell|~), (?P<rest>.+)$", re.I)
_REVEAL_TOPS: Final = re.compile(r"^each player reveals the top card of their library$",
                                 re.I)
_SELF_ENTERS: Final = re.compile(
    r"^~ enters(?: the battlefield)? with (?P<body>.+?), where x is the total mana value "
    r"of (?:all )?(?:the )?cards revealed this way$", re.I)
_SENTENCE: Final = re.compile(r"(?<=\.) (?=[A-Z~])")


def _that(effects: tuple[Effect, ...]) -> tuple[Effect, ...] | None:
    """The single "~ enters with" effect of a parsed line, aimed at the spell instead."""
    if len(effects) != 1 or not isinstance(effects[0], EntersWithCounters) or \
            not effects[0].selector.is_self or effects[0].condition is not None:
        return None
    return (replace(effects[0], selector=Selector(relation=Relation.THAT)),)


def _self_cast_effects(rest: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of "When you cast this spell, ..." this module reads: "each player
    reveals the top card of their library" and "~ enters with ... counters" (on the
    spell's permanent, 614.1c)."""
    out: list[Effect] = []
    for sentence in _SENTENCE.split(rest.strip()):
        sentence = sentence.strip().rstrip(".")
        if _REVEAL_TOPS.match(sentence):
            out.append(Reveal(Selector(zone=Zone.LIBRARY), Amount.fixed(1), each_player=True))
            continue
        if _EACH_SACRIFICES.match(sentence):
            out.append(EachSacrifices(Amount(SPELL_X, 0), Selector(types=("Creature",))))
            continue
        m = _FOR_EACH_SACRIFICED.match(sentence)
        if m and any(isinstance(e, EachSacrifices) for e in out):
            out.append(EntersWithCounters(m.group("kind").lower(), Amount(
                SACRIFICED_THIS_WAY, 0), Selector(relation=Relation.THAT),
                times=_NUMBERS[m.group("n").lower()]))
            continue
        m = _SELF_ENTERS.match(sentence)
        if m and any(isinstance(e, Reveal) and e.each_player for e in out):
            body = m.group("body").replace("X ", "1 ", 1)
            a = parse(f"~ enters with {body}.")
            got = _that(a.effects) if a.supported else None
            if got is None:
                return None
            e = got[0]
            assert isinstance(e, EntersWithCounters)
            out.append(replace(e, amount=Amount(REVEALED_TOP_MANA_VALUE, 0)))
            continue
        read = parse(f"{sentence}.") if sentence.startswith("~ enters") else None
        got = _that(read.effects) if read is not None and read.supported else None
        if got is None:
            return None
        out.extend(got)
    return tuple(out) if any(isinstance(e, EntersWithCounters) for e in out) else None


def spell_entering_effects(ability: Ability) -> tuple[EntersWithCounters, ...]:
    """The effects of ``ability`` that reach the spell a cast trigger is about as its
    permanent enters (614.1c)."""
    return tuple(e for e in ability.effects if isinstance(e, EntersWithCounters) and
                 e.selector.relation is Relation.THAT)


def _checked(ability: Ability, trigger: Trigger, effects: tuple[Effect, ...]) -> Ability:
    """The ability supported with these effects, unless what the engine plays of it
    (:func:`trigger_limit`, this module's own effects aside) says otherwise."""
    found = replace(ability, supported=True, trigger=trigger, effects=effects, problem="")
    rest = tuple(e for e in effects
                 if not isinstance(e, EntersWithCounters | Reveal | EachSacrifices))
    why = trigger_limit(replace(found, effects=rest))
    return found if why is None else replace(ability, problem=why)


def _spell_sentence(sentence: str, parse: Parse) -> tuple[Effect, ...] | None:
    """One sentence of an instant or sorcery this module reads (see the docstring)."""
    m = _RETURN.match(sentence)
    if m:
        yours = m.group("whose").lower() == "your graveyard"
        if not yours and not m.group("mine"):
            return None  # "under its owner's control" (110.2) is not this reading
        a = parse(f"When ~ enters, return target {m.group('what').lower()} card from your "
                  "graveyard to the battlefield.")
        got = [e for e in a.effects if isinstance(e, ReturnFromGraveyard)] if a.supported \
            else []
        if len(got) != 1 or got[0].destination != "battlefield":
            return None
        sel = got[0].selector if yours else replace(got[0].selector,
                                                    controller=ControllerSpec.ANY)
        return (replace(got[0], selector=sel),)
    m = _RETURN_MV.match(sentence)
    if m:
        kinds = tuple(k.capitalize() for k in (m.group("a"), m.group("b")) if k)
        return (ReturnFromGraveyard(Selector(
            types=kinds, any_type=len(kinds) > 1, controller=ControllerSpec.YOU,
            relation=Relation.TARGET, zone=Zone.GRAVEYARD, max_mana_value=int(m.group("mv")))),)
    m = _IF_A_CREATURE.match(sentence)
    if m:  # checked as the permanent would exist on the battlefield (614.12)
        return (EntersWithCounters(m.group("kind").lower(), Amount.fixed(1),
                                   Selector(relation=Relation.THAT),
                                   Condition("self_is", Selector(types=("Creature",)))),)
    return None


def _exile_step(sentence: str, effects: list[Effect],
                parse: Parse) -> tuple[Effect, ...] | None:
    """The first sentence of the text: "exile target permanent you control" or "exile
    any number of target ... you control" (406.2); None if not one."""
    if _EXILE_YOURS.match(sentence) and not effects:
        a = parse("When ~ enters, exile target permanent you control.")
        got = [e for e in a.effects if isinstance(e, ExileCards)] if a.supported else []
        return tuple(got) if len(got) == 1 else None
    m = _EXILE_ANY_NUMBER.match(sentence)
    if m and not effects:
        kinds = tuple(k.capitalize().removesuffix("s") for k in (m.group("a"), m.group("b"))
                      if k)
        return (ExileCards(Selector(types=kinds, any_type=len(kinds) > 1,
                                    controller=ControllerSpec.YOU, relation=Relation.TARGET),
                           any_number=True),)
    return None


def _each_enters_with(m: re.Match[str], effects: list[Effect]) -> tuple[Effect, ...] | None:
    """"Each ... card returned this way enters with a ... counter (if it's a ...)":
    on the return before it, each as it enters (614.12); None if not after one."""
    if not (len(effects) == 2 and isinstance(effects[0], ExileCards) and
            effects[0].any_number and isinstance(effects[-1], Delayed) and
            effects[-1].effects == (ReturnThatCard(),)):
        return None
    back = effects.pop()
    assert isinstance(back, Delayed)
    counters = tuple(EntersWithCounters(  # each as it enters (614.12)
        m.group(k).lower(), Amount.fixed(1), Selector(relation=Relation.THAT),
        Condition("self_is", Selector(types=(m.group(t).capitalize(),))))
        for k, t in (("k1", "t1"), ("k2", "t2")) if m.group(k))
    return (replace(back, effects=(ReturnThatCard(counters),)),)


def _as_a_creature(m: re.Match[str], effects: list[Effect]) -> tuple[Effect, ...] | None:
    """"... with a counter on it if it's a creature" on the return before it (614.12);
    None if not after one."""
    if not (effects and isinstance(effects[-1], Delayed) and
            isinstance(effects[-1].effects[0], ReturnThatCard)):
        return None
    back = effects.pop()
    assert isinstance(back, Delayed)
    counter = EntersWithCounters(m.group("kind").lower(), Amount.fixed(1),
                                 Selector(relation=Relation.THAT),
                                 Condition("self_is", Selector(types=("Creature",))))
    return (replace(back, effects=(ReturnThatCard((counter,)),)),)


def _exile_and_return(sentence: str, effects: list[Effect],
                      parse: Parse) -> tuple[Effect, ...] | None:
    """Teferi's Time Twist's sentences (see the module docstring); None if not one."""
    if not effects:
        return _exile_step(sentence, effects, parse)
    if isinstance(effects[-1], ExileCards) and (
            _RETURN_AT_END.match(sentence) or
            (effects[-1].any_number and _RETURN_EACH_AT_END.match(sentence))):
        return (Delayed("next_end_step", (ReturnThatCard(),)),)
    m = _EACH_ENTERS.match(sentence)
    got = _each_enters_with(m, effects) if m else None
    if got is not None:
        return got
    m = _AS_A_CREATURE.match(sentence)
    return _as_a_creature(m, effects) if m else None


def _reread_spell(ability: Ability, body: str, parse: Parse) -> Ability:
    m = _LOOK_AND_PUT.match(body.strip())
    if m:
        numbers = {**_NUMBERS, **_NUMBERS_MORE}
        counter = EntersWithCounters(
            m.group("counter").lower(), Amount.fixed(numbers[m.group("k").lower()]),
            Selector(relation=Relation.THAT),
            Condition("entering_mana_value_at_most", count=int(m.group("mv"))))
        kind = m.group("kind").capitalize()
        sel = Selector(types=() if kind == "Permanent" else (kind,), zone=Zone.LIBRARY,
                       controller=ControllerSpec.YOU)
        if kind == "Permanent":
            return ability
        return replace(ability, supported=True, problem="", effects=(PutFromTop(
            numbers[m.group("n").lower()], sel, (counter,)),))
    effects: list[Effect] = []
    for sentence in _SENTENCE.split(body.strip()):
        timed = _exile_and_return(sentence.strip().rstrip("."), effects, parse)
        if timed is not None:
            effects.extend(timed)
            continue
        got = _spell_sentence(sentence.strip().rstrip("."), parse)
        if got is None:
            return ability
        effects.extend(got)
    return replace(ability, supported=True, effects=tuple(effects), problem="")


def reread_cast(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook for cast triggers that reach the spell's permanent (see the
    module docstring): ``text`` is the normalized line, ``parse`` parses one line."""
    if ability.supported or not text:
        return ability
    body = _ABILITY_WORD.sub("", text, count=1)
    if ability.kind is AbilityKind.SPELL:
        return _reread_spell(ability, body, parse)
    if ability.kind is not AbilityKind.TRIGGERED:
        return ability
    m = _CAST_SELF.match(body)
    if m:
        effects = _self_cast_effects(m.group("rest"), parse)
        if effects is None:
            return ability
        return _checked(ability, Trigger(TriggerEvent.CAST, "this spell"), effects)
    return ability
