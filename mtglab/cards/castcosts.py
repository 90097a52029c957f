"""Costs of casting a spell that its own text adds or takes away, as records (CR 601.2f,
118.8, 118.7), read by the grammar part ``grammar/castcosts.lark``:

* :class:`AdditionalCost` — "As an additional cost to cast this spell, sacrifice a
  creature." (118.8, 601.2f): costs paid with the spell's other costs (601.2h);
* :class:`CostReduction` — "This spell costs {1} less to cast if you control a Wizard."
  / "... for each creature card in your graveyard." (601.2f, 118.7): the generic mana of
  its total cost reduced, never below nothing (118.7: reduced to nothing, it is {0}; 601.2f).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("As an additional cost to cast this spell, sacrifice a creature.")
>>> a.supported, a.effects[0].costs[0].kind.value
(True, 'sacrifice')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import (
    ActivationRestriction,
    Amount,
    Condition,
    ControllerSpec,
    Cost,
    CostPerExtraTarget,
    ReturnFromGraveyard,
    Selector,
)
from mtglab.cards.functioning import functioning_zone
from mtglab.mana import ManaCost

#: the names of the keywords that let a card be cast from its owner's graveyard with a
#: further additional cost (601.3, 601.2f)
RETRACE = "Retrace"  # 702.81a
JUMP_START = "Jump-start"  # 702.133a
MADNESS = "Madness"  # 702.35a
SURGE = "Surge"  # 702.117a
SPECTACLE = "Spectacle"  # 702.137a
EVOKE = "Evoke"  # 702.74a
DASH = "Dash"  # 702.109a
BLITZ = "Blitz"  # 702.152a
OFFSPRING = "Offspring"  # 702.175a
SQUAD = "Squad"  # 702.157a
EMERGE = "Emerge"  # 702.119a
PROWL = "Prowl"  # 702.76a
ENTWINE = "Entwine"  # 702.42a
FORETELL = "Foretell"  # 702.143a
PLOT = "Plot"  # 702.170a
SUSPEND = "Suspend"  # 702.62a
WARP = "Warp"  # 702.185a
OVERLOAD = "Overload"  # 702.96a
ESCALATE = "Escalate"  # 702.120a: read with a modal spell's modes (cards/modes.py)
SPREE = "Spree"  # 702.172a: read with a modal spell's modes (cards/modes.py)
#: the name an alternative cost of a spell's own text goes by, not a keyword's ("You may
#: sacrifice a Mountain rather than pay this spell's mana cost", 118.9): its caster
#: chooses it with ``alternative="text"``
TEXT_ALTERNATIVE = "Text"
#: the casting keywords this grammar part reads, as printed (a keyword line starts with one)
CAST_KEYWORDS = (RETRACE, JUMP_START, MADNESS, SURGE, SPECTACLE, EVOKE, DASH, BLITZ,
                 OFFSPRING, SQUAD, EMERGE, PROWL, ENTWINE, FORETELL, PLOT,
                 SUSPEND, WARP, ESCALATE, SPREE, OVERLOAD)

__all__ = [
    "CAST_COSTS",
    "CAST_KEYWORDS",
    "EMERGE",
    "ENTWINE",
    "ESCALATE",
    "FORETELL",
    "JUMP_START",
    "MADNESS",
    "OFFSPRING",
    "OVERLOAD",
    "PLOT",
    "PROWL",
    "RETRACE",
    "SPREE",
    "SQUAD",
    "SUSPEND",
    "TEXT_ALTERNATIVE",
    "WARP",
    "AbilityCostReduction",
    "AdditionalCost",
    "AdditionalCostChoice",
    "AlternativeCost",
    "CastLater",
    "CastOnly",
    "CostReduction",
    "Madness",
    "OptionalCost",
    "OptionalReveal",
    "SpellsCostChange",
    "Suspend",
    "entwine_understood",
    "zone_function_problem",
]


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """ "Surge [cost]", "Spectacle [cost]", "Evoke [cost]", "Dash [cost]", "Blitz [cost]",
    "Emerge [cost]" (CR 118.9, 601.2b): its caster
    may pay ``cost`` rather than the spell's mana cost, when ``condition`` holds as it is
    cast (evoke has none, 702.74a; a
    condition of the turn's history: "if you or a teammate has cast another spell this
    turn", 702.117a; "if an opponent lost life this turn", 702.137a; "if a player was
    dealt combat damage this turn by a source of yours with any of this spell's creature
    types", 702.76a). ``keyword`` names
    it: the caster chooses it (``alternative=``), and the spell remembers it was paid.
    ``sacrifice``: a permanent of that kind sacrificed as part of it ("Emerge [cost]",
    702.119a: a creature, whose mana value then reduces the total cost). ``costs``: the
    other costs it is made of, paid with the spell's other costs (601.2h) — "You may
    sacrifice two Mountains / pay 1 life and exile a blue card from your hand rather than
    pay this spell's mana cost" (keyword :data:`TEXT_ALTERNATIVE`, ``cost`` {0} when it
    has no mana). ``changed``: the spell's abilities as paying it changes its text
    ("Overload [cost]", 702.96a: each word "target" becomes "each"), read with the
    card and put in place of its spell abilities, one for one, while it is cast that way
    (612.1, 702.96c)."""

    keyword: str
    cost: ManaCost
    condition: Condition | None = None
    sacrifice: Selector | None = None
    costs: tuple[Cost, ...] = ()
    changed: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class OptionalCost:
    """ "Offspring [cost]" (CR 702.175a), "Squad [cost]" (702.157a): an additional cost
    its caster may pay as they cast the spell (601.2b, 601.2f) — once, or any number of
    times when ``repeatable`` (squad) — and, when its permanent enters, if it was paid,
    a trigger that creates token copies of it: one (offspring: "except it's 1/1",
    ``base_pt``) or one for each time it was paid (squad). ``keyword`` names it: the
    caster chooses it (``optional_costs=``), and the spell remembers how many times.
    ``makes_copies=False``: paid, it makes no token copy — "Entwine [cost]" (702.42a: all
    the modal spell's modes are chosen instead)."""

    keyword: str
    cost: ManaCost
    repeatable: bool = False
    base_pt: tuple[str, str] | None = None
    makes_copies: bool = True


@dataclass(frozen=True, slots=True)
class Madness:
    """ "Madness [cost]" (CR 702.35a): two abilities. While the card is in a hand, a
    discard of it puts it into exile instead of its owner's graveyard (a replacement
    effect, 614.1a); when it is exiled this way, its owner may cast it by paying ``cost``
    rather than its mana cost (an alternative cost, 702.35b, 118.9) — if they don't, they
    put it into their graveyard. The record is both the keyword's and its triggered
    ability's effect."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class CastLater:
    """ "Foretell [cost]" (CR 702.143a), "Plot [cost]" (702.170a): while the card is in
    its owner's hand, they may take a special action (116.2h, 116.2k) — pay
    ``exile_cost`` and exile it (face down for foretell) — and cast it from exile on a
    later turn (after the turn it was exiled has ended): for ``cast_cost`` rather than its
    mana cost (an alternative cost, 118.9), or without paying its mana cost when
    ``cast_cost`` is None (plot, 702.170d). ``main_phase``: the special action and the
    cast both only in their own main phase with an empty stack (116.2k, 702.170d);
    otherwise the special action any time they have priority during their own turn
    (116.2h) and the cast at the card's usual timing."""

    keyword: str
    exile_cost: ManaCost
    cast_cost: ManaCost | None
    face_down: bool = False
    main_phase: bool = False


@dataclass(frozen=True, slots=True)
class Suspend:
    """ "Suspend N—[cost]" (CR 702.62a): three abilities. While the card is in its owner's
    hand, if they could begin to cast it, they may pay ``cost`` and exile it with ``time``
    time counters on it (a special action, 116.2f); at the beginning of their upkeep, if
    it is suspended (in exile with a time counter, 702.62b), a time counter is removed
    from it; when the last is removed, if it is still exiled, they may cast it without
    paying its mana cost (an alternative cost, 702.62d) — a creature spell cast this way
    has haste for as long as they control it. The record is the keyword's and its
    triggered abilities' effect."""

    time: int
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """ "As an additional cost to cast this spell, <costs>." (CR 118.8, 601.2f): every
    one of ``costs`` is paid as the spell is cast, with its mana cost (601.2h); a spell
    whose additional cost can't be paid can't be cast (601.2h, 118.3)."""

    costs: tuple[Cost, ...]


@dataclass(frozen=True, slots=True)
class AdditionalCostChoice:
    """ "As an additional cost to cast this spell, sacrifice a creature or pay {3}." (CR
    118.8, 601.2b, 601.2h): its caster chooses one of ``options`` as they announce the
    spell (601.2b) — only one they can pay (601.2h) — and pays it with the spell's other
    costs: a mana option adds its mana to the total cost (601.2f), the others are paid
    like an :class:`AdditionalCost`'s (a revealed card stays in its owner's hand,
    701.20a)."""

    options: tuple[Cost, ...]


@dataclass(frozen=True, slots=True)
class OptionalReveal:
    """ "As an additional cost to cast this spell, you may reveal a Dragon card from your
    hand." (CR 601.2f, 701.20a): an optional additional cost, a card of ``subtype``
    revealed as the spell is cast; the spell's "if you revealed a Dragon card or
    controlled a Dragon as you cast this spell" reads whether it was
    (engine.spells.castkeywords)."""

    subtype: str


@dataclass(frozen=True, slots=True)
class CostReduction:
    """ "This spell costs {N} less to cast [if <condition> | for each <objects>]." (CR
    601.2f, 118.7): ``mana`` less generic mana in its total cost, once if ``condition``
    holds as it is cast (or always without one), or once for each of ``per``; a
    reduction takes off generic mana only, never more than the cost has (118.7c)."""

    mana: ManaCost
    condition: Condition | None = None
    per: Amount | None = None
    #: "if it targets a tapped creature": once if any of its targets, chosen before its
    #: total cost is determined (601.2c), is an object of this kind
    targets: Selector | None = None


@dataclass(frozen=True, slots=True)
class CastOnly:
    """ "Cast this spell only during combat [and only if ...]." (CR 601.3, 307.1): a
    static ability of the spell restricting when it may be cast, checked as it is
    announced; every one of ``timings`` (a step or a turn, by name: ``"combat"``,
    ``"before_blockers"``, ``"declare_attackers"``, ``"attacked_this_step"``...) and of
    ``conditions`` must hold."""

    timings: tuple[str, ...] = ()
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class SpellsCostChange:
    """ "Instant and sorcery spells you cast cost {1} less to cast." / "Noncreature spells
    cost {1} more to cast." / "Spells your opponents cast cost {2} more to cast." (CR
    601.2f, 118.7): a static ability of a permanent changing the total cost of the spells
    that match ``selector`` cast by ``casters`` (its controller, their opponents, or any
    player), as it is determined: ``mana`` more when ``more`` (any mana: "{B} more"),
    otherwise ``mana`` less generic mana (118.7c). Increases apply before reductions
    (601.2f). ``targets``: only a spell with a target this selector names, read for the
    ability's source ("Spells your opponents cast that target ~ cost {2} more to cast":
    its targets are chosen first, 601.2c)."""

    selector: Selector
    mana: ManaCost
    more: bool = False
    casters: ControllerSpec = ControllerSpec.YOU
    targets: Selector | None = None
    #: the reduction is made once for each of what this counts, for the ability's source
    #: ("... cost {1} less to cast for each +1/+1 counter on ~", 601.2f)
    per: Amount | None = None


@dataclass(frozen=True, slots=True)
class AbilityCostReduction(ActivationRestriction):
    """ "This ability costs {1} less to activate for each Town you control." / "... {2}
    less to activate if you control a legendary creature." (CR 602.2b, 601.2f, 118.7): as
    the ability is activated, its total cost has ``mana`` less generic mana, once if
    ``condition`` holds (or always without one), or once for each of ``per`` — never its
    colored mana, never below nothing (118.7c). Kept with the ability's restrictions
    (``kind="costs_less"``), since like them it is about activating, not resolving."""

    mana: ManaCost | None = None
    per: Amount | None = None


#: the records of this module, for the parser's effect types
CAST_COSTS: Final = (AdditionalCost, AdditionalCostChoice, CostReduction, SpellsCostChange,
                     CostPerExtraTarget, AlternativeCost, CastOnly, CastLater, Suspend,
                     OptionalReveal)


def entwine_understood(abilities: list[Ability]) -> list[Ability]:
    """A spell's "Entwine [cost]" chooses every one of its modes (702.42b): while one of
    them isn't understood, the entwine line is unsupported, that mode named (its other
    lines stay as they are: fewer modes may still be chosen, 700.2a)."""
    unread = next((a for a in abilities if a.mode is not None and not a.supported), None)
    if unread is None:
        return abilities
    why = (f"entwine chooses every mode (CR 702.42b), and the mode {unread.text!r} is not "
           "understood")
    return [replace(a, supported=False, problem=why) if a.supported and any(
        isinstance(e, OptionalCost) and e.keyword == ENTWINE for e in a.effects) else a
        for a in abilities]


def zone_function_problem(ability: Ability) -> str | None:
    """Why an ability that says "return ~ from your graveyard to ..." isn't played: it
    functions only in the graveyard (113.6m), and mtglab plays abilities there when
    activated (602.2, engine/activating/hand.py) or triggered (the trigger matcher
    watches the graveyards, 603.2), not a static ability of a card in a graveyard, nor
    a triggered one whose trigger puts the card there first (it functions on the
    battlefield, and its "~" in the graveyard is a new object, 400.7); None for any
    other ability."""
    if ability.kind is AbilityKind.ACTIVATED or (
            ability.kind is AbilityKind.TRIGGERED and functioning_zone(ability)):
        return None
    if any(isinstance(e, ReturnFromGraveyard) and e.selector.is_self
           for e in ability.effects):
        if ability.kind is AbilityKind.TRIGGERED:
            return ("not carried out: '~ from your graveyard' after its trigger put it "
                    "there (CR 113.6m, 400.7): the card there is a new object")
        return ("an ability of a card in a graveyard other than an activated or triggered "
                "one (CR 113.6m): mtglab applies static abilities on the battlefield only")
    return None
