"""Wordings of cast triggers whose effect reaches the spell's permanent as it enters
(CR 601.2i, 603.2, 614.1c), read where the grammar and
:mod:`mtglab.cards.oracle.triggertext` don't:

* "Whenever you cast a creature spell, that creature enters with X additional +1/+1
  counters on it, where X is ..." (Communal Brewing): a cast trigger (601.2i) whose
  effect is a replacement effect on how the spell's permanent enters (614.1c). It is
  read as the "enters with" sentence the grammar knows, aimed at the spell the trigger
  is about (:class:`~mtglab.cards.effects.EntersWithCounters` with the selector
  ``Relation.THAT``): the trigger resolves above the spell (603.3), so the counters are
  known before the spell resolves and its permanent enters with them;
* "When you cast this spell, each player reveals the top card of their library. ~ enters
  with X +1/+1 counters on it, where X is the total mana value of all cards revealed this
  way." (Naya Soulbeast) and "When you cast this spell, each player sacrifices X
  creatures. ~ enters with two +1/+1 counters on it for each creature sacrificed this
  way." (Gluttonous Hellkite, 701.21a; X is the spell's, 107.3m): a trigger of the spell
  itself as it becomes cast (``Trigger("cast", "this spell")``, 601.2i; it triggers from
  the stack, 113.6k), read the same way (the amounts ``"revealed_top_mana_value"``: the
  cards stay on top of their libraries, 701.20a; ``"sacrificed_this_way"``).

Two qualities of the spell a cast trigger names that the grammar doesn't read are kept
on the :class:`~mtglab.cards.ability.Trigger`: "Whenever you cast a creature spell with
mana value 5 or greater, that creature enters with X additional +1/+1 counters on it,
where X is its mana value minus 4" (Runadi, Behemoth Caller: ``min_mana_value``; X is
the mana value of that spell on the stack, its X counting, 202.3e, the amount
``"spell_mana_value"`` with ``plus`` -4) and "Whenever you cast your first Human
creature spell each turn, ..." (Torgal, A Fine Hound: ``first_each_turn``).

And an instant's or sorcery's "Return target creature card from your graveyard to the
battlefield" / "Put target creature card from a graveyard onto the battlefield under
your control" (CR 400.7, 110.2), with "If {G} was spent to cast this spell, that
creature enters with an additional +1/+1 counter on it" (Vigor Mortis, 601.2h) or
"Spell mastery — If there are two or more instant and/or sorcery cards in your
graveyard, that creature enters with two additional +1/+1 counters on it" (Necromantic
Summons, 207.2c): the creature returned enters with them (614.1c), the condition checked
as the spell resolves (608.2).

And "Return target artifact or creature card with mana value 3 or less from your
graveyard to the battlefield. If a creature enters the battlefield this way, it enters
with an additional +1/+1 counter on it." (Recommission: the target's mana value, 202.3;
the counter only if it is a creature as it would exist on the battlefield, 614.12 —
the condition ``"self_is"`` a creature, checked as it enters).

And permissions to cast from a graveyard (CR 601.3, 601.2a), with the counters a spell
cast that way enters with (614.1c): "You may cast ~ from your graveyard by paying
{W}{U}{B}{R}{G} rather than paying its mana cost. If you do, it enters with two +1/+1
counters on it." (Worldheart Phoenix, 118.9) and "You may cast artifact spells from your
graveyard by paying 3 life in addition to paying their other costs. If you cast a spell
this way, that artifact enters with a finality counter on it." (Noctis, 601.2f, 119.4,
122.1h) — a :class:`~mtglab.cards.effects.CastPermission` — and "You may cast ~ from
your graveyard if a non-Zombie creature died this turn. If you do, ~ enters with a +1/+1
counter on it." (Undead Sprinter: the permission's ``condition``, the kind of creature
as it last existed on the battlefield, 700.4, 603.10a).

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

A Saga's chapter ability ("II — When you cast your next creature spell this turn, ...",
Kumano Faces Kakkazan) the grammar doesn't read stays unsupported, with that named: a
chapter ability triggers as lore counters are put on the Saga (714.2b), which mtglab
doesn't play.

Whatever else such an ability says is checked by
:func:`~mtglab.cards.oracle.triggertext.trigger_limit`: a part the engine can't carry out keeps
the ability unsupported, that part named ("supported" is a promise, DESIGN).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Whenever you cast a creature spell, that creature enters with an "
...                   "additional +1/+1 counter on it.", name="Cheering Crowd")
>>> a.supported, a.trigger.event.value, a.effects[0].selector.relation.name
(True, 'cast', 'THAT')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import (
    Amount,
    CastPermission,
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
from mtglab.cards.oracle.grammar.chapters import reread_chapter
from mtglab.cards.oracle.nextspelltext import reread_next_spell
from mtglab.cards.oracle.triggerlimits import trigger_limit
from mtglab.cards.types import ALL_SUBTYPES
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import ManaCost

__all__ = ["CHAPTER_PROBLEM", "GRAVEYARD_CARDS_OF", "REVEALED_TOP_MANA_VALUE",
           "SACRIFICED_THIS_WAY", "SPELL_MANA_VALUE", "SPELL_X", "reread_cast",
           "spell_entering_effects"]

Parse = Callable[[str], Ability]

#: the amount "the total mana value of all cards revealed this way" after "each player
#: reveals the top card of their library" (701.20a, 202.3)
REVEALED_TOP_MANA_VALUE: Final = AmountKind.REVEALED_TOP_MANA_VALUE

#: the amount "its mana value" of a cast trigger's "that creature enters with X ...
#: counters on it, where X is its mana value minus 4": the mana value of the spell the
#: trigger is about, on the stack (202.3, X counting: 202.3e), plus ``plus``
SPELL_MANA_VALUE: Final = AmountKind.SPELL_MANA_VALUE

#: the condition "there are N or more <kind> cards in your graveyard" (spell mastery,
#: 207.2c): ``count`` cards matching ``selector`` (a graveyard selector)
GRAVEYARD_CARDS_OF: Final = "graveyard_cards_of"

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
_THAT_ENTERS: Final = re.compile(
    r"^if (?P<cond>.+?), that creature enters(?: the battlefield)? with (?P<n>an|two|three) "
    r"additional (?P<kind>\S+) counters? on it$", re.I)
_SPENT: Final = re.compile(r"^\{(?P<c>[WUBRG])\} was spent to cast (?:this spell|~)$", re.I)
_MASTERY: Final = re.compile(
    r"^there are (?P<n>two|three|four|five) or more instant and/or sorcery cards in your "
    r"graveyard$", re.I)
_PERMISSION: Final = re.compile(
    r"^you may cast (?:(?P<self>~)|(?P<kind>artifact|creature) spells) from your graveyard "
    r"by paying (?:(?P<cost>(?:\{[0-9WUBRGC]\})+) rather than paying its mana cost|"
    r"(?P<life>\d+) life in addition to paying their other costs)$", re.I)
#: "You may cast ~ from your graveyard if a non-Zombie creature died this turn" (Undead
#: Sprinter): a permission while a creature of that kind has died this turn (601.3, 700.4)
_PERMISSION_IF_DIED: Final = re.compile(
    r"^you may cast ~ from your graveyard if an? (?:non-?(?P<non>[A-Z][a-z]+) )?creature "
    r"died this turn$", re.I)
_IF_YOU_DO: Final = re.compile(
    r"^if (?:you do|you cast a spell this way), (?:it|~|that (?:artifact|creature)) enters"
    r"(?: the battlefield)? with (?P<n>an?|two|three) (?P<kind>\S+) counters? on it$", re.I)
_CHAPTER: Final = re.compile(r"^(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))* — ")
#: why a Saga's chapter ability is unsupported
CHAPTER_PROBLEM: Final = ("not carried out: a Saga's chapter ability (CR 714.2b: it "
                          "triggers as lore counters are put on the Saga); Sagas' lore "
                          "counters and chapter abilities are not played by mtglab")
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
#: cast-trigger wordings this module reads but the engine can't play, with why (the part
#: named: "supported" is a promise, DESIGN)
_NOT_PLAYED: Final = (
    (re.compile(r"^whenever you cast an? .+ spell, if \{S\} of any of that spell's colors "
                r"was spent to cast it", re.I),
     "not computed: which mana spent to cast a spell came from snow sources (107.4h, "
     "601.2h)"),
)
_ABILITY_WORD: Final = re.compile(r"^[^—]{1,40} — ")
_CAST_THAT: Final = re.compile(
    r"^(?P<head>whenever you cast an? (?:(?!,).)*? spell), that creature enters(?: the "
    r"battlefield)? with (?P<n>an|one|two|three|four|five|x) additional (?P<kind>\S+) "
    r"counters? on it(?P<rest>(?:,| for each) [^.]+)?\.$", re.I)
#: "whenever you cast a creature spell with mana value 5 or greater" / "whenever you cast
#: your first Human creature spell each turn": the spell's qualities the grammar doesn't
#: read, taken off the head (``min_mana_value``, ``first_each_turn`` of the Trigger)
_QUALIFIED_HEAD: Final = re.compile(
    r"^whenever you cast (?:your first (?P<first>(?:(?!,).)+?) spell each turn|"
    r"(?P<kind>an? (?:(?!,).)+?) spell with mana value (?P<mv>\d+) or greater)"
    r"(?P<rest>, that creature enters.*)$", re.I)
#: "..., where X is its mana value minus 4": the mana value of that spell (202.3e)
_ITS_MANA_VALUE: Final = re.compile(
    r"^, where x is its mana value(?: minus (?P<minus>\d+))?$", re.I)
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


def _enters_with(n: str, kind: str, rest: str, parse: Parse) -> tuple[Effect, ...] | None:
    """ "that creature enters with <n> additional <kind> counters on it<rest>", read as
    the grammar reads "~ enters with <n> <kind> counters on it<rest>" (614.1c)."""
    count = "a" if n.lower() in ("an", "one") else n
    plural = "" if count == "a" else "s"
    a = parse(f"~ enters with {count} {kind} counter{plural} on it{rest or ''}.")
    return _that(a.effects) if a.supported and a.kind is AbilityKind.STATIC else None


def _cast_that(ability: Ability, body: str, parse: Parse) -> Ability | None:
    """ "Whenever you cast a creature spell, that creature enters with ..." (see the
    module docstring), or None if ``body`` isn't such a line."""
    m = _CAST_THAT.match(body)
    if m is None:
        return None
    head = parse(f"{m.group('head')}, draw a card.")
    if not head.supported or not isinstance(head.trigger, Trigger) or \
            head.trigger.event != "cast" or head.trigger.text != "you":
        return ability
    rest = m.group("rest") or ""
    its = _ITS_MANA_VALUE.match(rest)
    if its and m.group("n").lower() == "x":  # "where X is its mana value minus 4" (202.3e)
        effects: tuple[Effect, ...] | None = (EntersWithCounters(
            m.group("kind").lower(), Amount(SPELL_MANA_VALUE, 0,
                                            plus=-int(its.group("minus") or 0)),
            Selector(relation=Relation.THAT)),)
    else:
        effects = _enters_with(m.group("n"), m.group("kind"), rest, parse)
    if effects is None:
        return replace(ability, problem=f"not understood: {body!r}")
    return _checked(ability, head.trigger, effects)


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


def _condition(text: str) -> Condition | None:
    """ "{G} was spent to cast this spell" (601.2h), "there are two or more instant
    and/or sorcery cards in your graveyard" (207.2c)."""
    m = _SPENT.match(text)
    if m:
        return Condition("mana_spent_color", text=m.group("c").upper(), count=1)
    m = _MASTERY.match(text)
    if m:
        return Condition(GRAVEYARD_CARDS_OF, Selector(
            types=("Instant", "Sorcery"), any_type=True, zone=Zone.GRAVEYARD,
            controller=ControllerSpec.YOU), count=_NUMBERS[m.group("n").lower()])
    return None


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
    m = _THAT_ENTERS.match(sentence)
    if m:
        cond = _condition(m.group("cond"))
        if cond is None:
            return None
        return (EntersWithCounters(m.group("kind").lower(),
                                   Amount.fixed(_NUMBERS[m.group("n").lower()]),
                                   Selector(relation=Relation.THAT), cond),)
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


def _reread_permission(ability: Ability, body: str) -> Ability:
    """ "You may cast ... from your graveyard by paying ... . If you do, it enters with
    ..." (see the module docstring)."""
    sentences = [x.strip().rstrip(".") for x in _SENTENCE.split(body.strip())]
    m = _PERMISSION.match(sentences[0])
    died = _PERMISSION_IF_DIED.match(sentences[0]) if m is None else None
    if m is None and died is None:
        return ability
    entering: list[EntersWithCounters] = []
    for sentence in sentences[1:]:
        e = _IF_YOU_DO.match(sentence)
        if e is None:
            return replace(ability, problem=f"not understood: {sentence!r}")
        entering.append(EntersWithCounters(e.group("kind").lower(), Amount.fixed(
            _NUMBERS[e.group("n").lower()])))
    if died is not None:  # "if a non-Zombie creature died this turn" (700.4, 601.3)
        non = died.group("non")
        if non is not None and non.capitalize() not in ALL_SUBTYPES:
            return replace(ability, problem=f"not understood: {sentences[0]!r}")
        kind = Selector(types=("Creature",),
                        excluded_types=(non.capitalize(),) if non else ())
        return replace(ability, supported=True, problem="", effects=(CastPermission(
            Selector(relation=Relation.SELF), enters_with=tuple(entering),
            condition=Condition("creature_died_this_turn", kind)),))
    assert m is not None
    sel = Selector(relation=Relation.SELF) if m.group("self") else \
        Selector(types=(m.group("kind").capitalize(),), controller=ControllerSpec.YOU)
    cost = ManaCost.parse(m.group("cost")) if m.group("cost") else None
    permission = CastPermission(sel, alternative_cost=cost, life=int(m.group("life") or 0),
                                enters_with=tuple(entering))
    return replace(ability, supported=True, effects=(permission,), problem="")


def reread_cast(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook for cast triggers that reach the spell's permanent (see the
    module docstring): ``text`` is the normalized line, ``parse`` parses one line."""
    if ability.supported or not text:
        return ability
    chapter = reread_chapter(ability, text)  # a Saga's chapter ability (grammar/chapters.py)
    if chapter is not None:
        return chapter
    body = _ABILITY_WORD.sub("", text, count=1)
    if ability.kind is AbilityKind.SPELL:
        return _reread_spell(ability, body, parse)
    if ability.kind is AbilityKind.STATIC:
        return _reread_permission(ability, body)
    if ability.kind is not AbilityKind.TRIGGERED:
        return ability
    lasting = reread_next_spell(ability, body, parse)  # Tenacious Pup (cards.nextspelltext)
    if lasting is not None:
        return lasting
    for pattern, why in _NOT_PLAYED:
        if pattern.search(body):
            return replace(ability, problem=why)
    q = _QUALIFIED_HEAD.match(body)
    if q:  # Runadi, Behemoth Caller; Torgal, A Fine Hound
        kind = q.group("kind") or f"a {q.group('first')}"
        got = _cast_that(ability, f"whenever you cast {kind} spell{q.group('rest')}", parse)
        if got is None or not got.supported or not isinstance(got.trigger, Trigger):
            return got or ability
        trigger = replace(got.trigger, first_each_turn=bool(q.group("first")),
                          min_mana_value=int(q.group("mv")) if q.group("mv") else None)
        return replace(got, trigger=trigger)
    got = _cast_that(ability, body, parse)
    if got is not None:
        return got
    m = _CAST_SELF.match(body)
    if m:
        effects = _self_cast_effects(m.group("rest"), parse)
        if effects is None:
            return ability
        return _checked(ability, Trigger(TriggerEvent.CAST, "this spell"), effects)
    return ability
