"""A permanent entering the battlefield, as an event that replacement effects modify
(CR 614.1c, 614.12, 122.6, 616.1).

"This creature enters with X +1/+1 counters on it" and "enters tapped" are
self-replacement effects (614.1c, 614.15: chosen first, 616.1a); "each other creature you
control enters with an additional +1/+1 counter" is another permanent's replacement
effect on the same event; and counters a permanent enters with are counters being put on
it (122.6), so Doubling Season, Hardened Scales and Vorinclex apply to them as well, once
there are counters to modify (616.1f). The permanent's controller — the player it enters
under — orders them all (616.1). The event's value is an :class:`Entering`; its orders are
found by the one search of :mod:`mtglab.engine.events.orders`.

What is done "as ~ enters" before the event (614.12a) is done by
:func:`sacrifice_as_enters` and :func:`act_as_enters`: sacrificing, returning, exiling,
discarding, removing counters, revealing, rolling dice; the counters they give are read
from the permanent's choices ("for each card exiled this way", "If you do").
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from mtglab.cards.effects import (
    Amount,
    Animate,
    AsEntersChoice,
    ChoiceKind,
    Condition,
    ControllerSpec,
    CounterReplacement,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounterChoice,
    EntersWithCounters,
    OthersEnterAsCopy,
    Relation,
    Selector,
)
from mtglab.cards.model import Card
from mtglab.cards.vocabulary import Zone
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of, copiable_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.events.counters import CounterEffect, counter_effect_applies, counter_effects
from mtglab.engine.events.orders import OrderProblem, apply_order
from mtglab.engine.game.history import (
    HISTORY_AMOUNTS,
    HISTORY_CONDITIONS,
    colored_spells_cast,
    history_amount,
    history_condition,
)
from mtglab.engine.game.zones import card_zone, leave_battlefield, move_card, put_card, zone_cards
from mtglab.engine.mana.production import (
    ProductionContext,
    amount_value,
    cards_to_reveal,
    condition_holds,
)
from mtglab.engine.resolution.chapters import saga_enters_with
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState, PermanentState
from mtglab.errors import IllegalActionError, UnsupportedError
from mtglab.mana import Mana

__all__ = [
    "ACTION_CHOICES",
    "BOARD_AMOUNTS",
    "COUNTERS_PER_OBJECT",
    "DISCARDED_KEYWORDS",
    "CastRecord",
    "CopyChoice",
    "EnterEffect",
    "EnterEffectKind",
    "Entering",
    "EnteringProblem",
    "act_as_enters",
    "board_amount",
    "enter_as_copy_choices",
    "entering_amount",
    "entering_condition",
    "entering_problem",
    "exile_copied_pair",
    "resolve_entering",
]


@dataclass(frozen=True, slots=True)
class Entering:
    """How a permanent would enter: the counters it would enter with (kind, n) in sorted
    order, and whether it enters tapped (614.1c)."""

    counters: tuple[tuple[str, int], ...] = ()
    tapped: bool = False
    #: creature types it enters with in addition to its own ("and as a Mutant in
    #: addition to its other types", 614.1c)
    subtypes: tuple[str, ...] = ()
    #: the permanent it enters as a copy of, once a copy effect of the event applied
    #: (616.1c, 707.5); None: as itself (or as the copy chosen as it was cast)
    copy_of: int | None = None

    def counter_dict(self) -> dict[str, int]:
        """The counters as a dict kind -> n."""
        return dict(self.counters)

    def with_counters(self, kind: str, n: int) -> Entering:
        """The same entering with ``n`` more counters of ``kind``."""
        d = self.counter_dict()
        d[kind] = d.get(kind, 0) + n
        return replace(self, counters=tuple(sorted((k, v) for k, v in d.items() if v)))

    def describe(self) -> str:
        """In words: 'with 2 +1/+1 counter(s), tapped'."""
        parts = [f"{n} {k} counter(s)" for k, n in self.counters]
        text = ("with " + ", ".join(parts)) if parts else "with no counters"
        if self.subtypes:
            text += f", as a {'/'.join(self.subtypes)} in addition to its other types"
        if self.copy_of is not None:
            text = f"as a copy of #{self.copy_of}, " + text
        return text + (", tapped" if self.tapped else "")


class EnterEffectKind(enum.Enum):
    """What a replacement effect does to a permanent entering."""

    OWN_COUNTERS = "enters with counters"  # its own "enters with" (614.1c, self)
    TAPPED = "enters tapped"  # its own "enters tapped" (614.1c, self)
    ADDITIONAL_COUNTERS = "enters with additional counters"  # another permanent's (614.1c)
    COUNTERS_CHANGED = "counters put on it change"  # 614.16 on counters it enters with
    COPY = "enters as a copy"  # "enter as a copy of ..." (614.1c, 707.5; chosen 616.1c)


@dataclass(frozen=True, slots=True)
class CopyChoice:
    """One effect that would have a permanent enter as a copy (614.1c, 707.5): its own
    "you may have ~ enter as a copy of ..." (Clone, with the target chosen, ``own``) or
    another permanent's "creatures you control enter as a copy of ~" (Essence of the
    Wild). ``values`` are the copiable values it would have (707.2, exceptions applied,
    707.9b); ``fits`` the copies it may still apply after (None: the permanent as
    itself), judged on the permanent as it would exist (614.12)."""

    label: str
    source_id: int | None
    controller: str
    target: int
    values: BaseValues
    own: bool = False
    rule: str = "614.1c, 707.5"
    fits: frozenset[int | None] = frozenset({None})


@dataclass(frozen=True, slots=True)
class EnterEffect:
    """One replacement effect on a permanent entering, labelled by its source."""

    label: str
    kind: EnterEffectKind
    source_id: int | None
    controller: str
    counter: str | None = None
    amount: int = 0
    replacement: CounterReplacement | None = None
    rule: str = "614.1c"
    #: "As ~ enters, remove all counters from all permanents. ~ enters with a +1/+1
    #: counter on it for each counter removed this way" (Thief of Blood): applying it
    #: also removes those counters (614.1c, 614.12, 122.1)
    strips_counters: bool = False
    #: "... and as a Mutant in addition to its other types" (Master Biomancer)
    subtypes: tuple[str, ...] = ()
    #: a copy effect (kind COPY)
    copy: CopyChoice | None = None
    #: the copy the permanent must have entered as for this effect to exist or apply
    #: (None: as itself; 614.12: its own effects are those of what it enters as)
    of_copy: int | None = None

    @property
    def tier(self) -> int:
        """The rank of its choice: copy effects first (616.1c; an "enters tapped" of the
        permanent doesn't exist once it enters as a copy of something else, 616.1
        example), then the permanent's own self-replacement "enters with" / "enters
        tapped" (614.15, 616.1a), applied without a choice, then every other effect
        (616.1e)."""
        if self.kind is EnterEffectKind.COPY:
            return 0
        return 1 if self.kind in (EnterEffectKind.OWN_COUNTERS, EnterEffectKind.TAPPED) else 4

    def applies(self, value: Entering) -> bool:
        """Whether it would modify the event as it now is (616.1f)."""
        if self.kind is EnterEffectKind.COPY:
            assert self.copy is not None
            return value.copy_of in self.copy.fits
        if value.copy_of != self.of_copy:
            return False
        match self.kind:
            case EnterEffectKind.TAPPED:
                return not value.tapped
            case EnterEffectKind.COUNTERS_CHANGED:
                assert self.replacement is not None
                # "one or more counters would be put" (614.16): only kinds it speaks of
                return any(n >= 1 and (self.replacement.counter in (None, k))
                           for k, n in value.counters)
            case _:
                return self.amount >= 1 or self.kind is EnterEffectKind.OWN_COUNTERS or \
                    any(t not in value.subtypes for t in self.subtypes)

    def apply(self, value: Entering) -> Entering:
        """What it makes of the event."""
        match self.kind:
            case EnterEffectKind.COPY:
                assert self.copy is not None
                return replace(value, copy_of=self.copy.target)
            case EnterEffectKind.TAPPED:
                return replace(value, tapped=True)
            case EnterEffectKind.COUNTERS_CHANGED:
                assert self.replacement is not None
                r = self.replacement
                counters = tuple((k, r.apply(n) if r.counter in (None, k) else n)
                                 for k, n in value.counters)
                return replace(value, counters=tuple((k, n) for k, n in counters if n))
            case _:
                assert self.counter is not None
                value = value.with_counters(self.counter, self.amount) if self.amount \
                    else value
                new = tuple(t for t in self.subtypes if t not in value.subtypes)
                return replace(value, subtypes=value.subtypes + new) if new else value

    def describe(self, after: Entering) -> str:
        """One step of an order, in words."""
        return f"{self.label} ({self.kind.value}) -> {after.describe()}"


@dataclass(frozen=True)
class EnteringProblem:
    """The entering event of one permanent: its effects, who orders them, and the
    search (an :class:`~mtglab.engine.events.orders.OrderProblem`)."""

    name: str
    chooser: str
    effects: tuple[EnterEffect, ...]
    problem: OrderProblem[Entering]
    #: the copy effects of the event (616.1c), by the permanent each copies
    copies: tuple[CopyChoice, ...] = ()

    @property
    def labels(self) -> list[str]:
        """Each effect's label, for orders given by name."""
        return [e.label for e in self.effects]


def _labelled(effects: list[EnterEffect]) -> list[EnterEffect]:
    names = [e.label for e in effects]
    return [e if names.count(e.label) == 1 else replace(e, label=f"{e.label} #{e.source_id}")
            for e in effects]


#: The key of a spell's ``paid`` saying it was cast during its caster's main phase (505.1)
CAST_IN_MAIN_PHASE: Final = "cast_in_main_phase"


@dataclass(frozen=True, slots=True)
class CastRecord:
    """What was paid for the spell that became the entering permanent (CR 601.2h): the
    mana spent, how many times it was kicked (702.33) and where it was cast from. A
    permanent that wasn't cast has ``CastRecord()``: no mana was spent on it, it wasn't
    kicked and it wasn't cast from anywhere."""

    spent: Mana = field(default_factory=Mana)
    kicked: int = 0
    #: the zone it was cast from (601.2a): mtglab casts a spell from its owner's hand
    cast_from: str | None = None
    #: the kicker costs paid, one entry per payment ("{1}{U}", 702.33b)
    kickers: tuple[str, ...] = ()
    #: how many creatures convoked it (702.51c)
    convoked: int = 0
    #: the card types of each card exiled with it by delve (702.66a, 607.2a)
    delved: tuple[tuple[str, ...], ...] = ()
    #: it was cast with escape (702.138b)
    escaped: bool = False
    #: the mana value of the card discarded for its kicker (702.33a, 202.3)
    discarded_mana_value: int = 0
    #: the subtype "you revealed a ... card or controlled a ... as you cast this spell"
    #: holds for (601.2f), "" when it doesn't
    revealed_or_controlled: str = ""
    #: it was cast during its caster's main phase (505.1: "If you cast this spell during
    #: your main phase")
    during_main_phase: bool = False


def entering_amount(amount: Amount, ctx: ProductionContext, cast: CastRecord, *,
                    entering_id: int | None = None) -> int:
    """An "enters with" amount (CR 614.1c): the mana spent to cast it (601.2h), the
    colors of that mana (sunburst, 702.44a), the times it was kicked (702.33d), the
    turn's history (:mod:`mtglab.engine.game.history`), a count of the board or of cards
    (:func:`board_amount`), or any amount an ability's text can name
    (:func:`~mtglab.engine.mana.production.amount_value`). ``entering_id`` is the permanent
    entering, which "each Angel you already control" doesn't count."""
    if amount.kind in BOARD_AMOUNTS:
        return board_amount(amount, ctx, entering_id) + amount.plus
    count = _ENTERING_AMOUNTS.get(amount.kind)
    if count is not None:
        return count(amount, ctx, cast) + amount.plus
    if amount.kind in HISTORY_AMOUNTS:  # this turn's history (history.py)
        n = history_amount(amount.kind, ctx.state, ctx.controller)
        if amount.kind == "spells_cast_this_turn" and amount.text == "other" and \
                cast.cast_from is not None:
            n -= 1  # "each other spell": not the spell that became this permanent
        return max(0, n) + amount.plus
    return amount_value(amount, ctx)


def _mana_spent(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """The mana spent to cast it (601.2h)."""
    return len(cast.spent)


def _colors_spent_count(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """The colors of mana spent to cast it (sunburst, 702.44a)."""
    return len(cast.spent.types - {"C"})


def _kicked_times(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """The times it was kicked (702.33d)."""
    return cast.kicked


def _discarded_mana_value(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "X is the discarded card's mana value" (702.33a, 202.3)."""
    return cast.discarded_mana_value


def _convoked_creatures(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "For each creature that convoked it" (702.51c)."""
    return cast.convoked


def _delved_instants_sorceries(amount: Amount, ctx: ProductionContext,
                               cast: CastRecord) -> int:
    """ "For each instant and sorcery card exiled with it" (702.66a, 607.2a)."""
    return sum(1 for t in cast.delved if {"Instant", "Sorcery"} & set(t))


def _counters_removed_as_enters(amount: Amount, ctx: ProductionContext,
                                cast: CastRecord) -> int:
    """ "For each counter removed this way" (614.12a)."""
    return sum(n for qid, perm in ctx.state.permanents.items()
               if qid != ctx.source_id for _k, n in perm.counters)


def _sacrificed_as_enters(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "That many": as many as were sacrificed as it entered (614.12a, 701.21a)."""
    perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    got = perm.choice(ChoiceKind.SACRIFICE_ANY.value) if perm is not None else None
    return int(got or 0)


def _commander_casts(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "For each time you've cast your commander from the command zone this game"
    (903.8)."""
    return ctx.state.player(ctx.controller).commander_casts


def _done_as_enters_count(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "For each creature card exiled this way", "If you do" (614.12a)."""
    return _done_as_enters(ctx, amount.text)


def _revealed_as_enters_count(amount: Amount, ctx: ProductionContext,
                              cast: CastRecord) -> int:
    """ "For each card revealed this way" (701.20a)."""
    return _revealed_as_enters(amount, ctx)


def _mana_spent_symbols(amount: Amount, ctx: ProductionContext, cast: CastRecord) -> int:
    """ "For each {G}{G} spent to cast it" (601.2h)."""
    need = {c: amount.text.count(c) for c in set(amount.text)}
    return min((cast.spent[c] // n for c, n in need.items()), default=0)


#: The handler of each kind of "enters with" amount read from how it was cast or how it
#: entered (614.1c), before its "plus".
_ENTERING_AMOUNTS: Final[dict[str, Callable[[Amount, ProductionContext, CastRecord],
                                            int]]] = {
    "mana_spent": _mana_spent,
    "colors_spent": _colors_spent_count,
    "kicked_times": _kicked_times,
    "discarded_mana_value": _discarded_mana_value,
    "convoked_creatures": _convoked_creatures,
    "delved_instants_sorceries": _delved_instants_sorceries,
    "counters_removed_as_enters": _counters_removed_as_enters,
    "sacrificed_as_enters": _sacrificed_as_enters,
    "commander_casts": _commander_casts,
    "done_as_enters": _done_as_enters_count,
    "revealed_as_enters": _revealed_as_enters_count,
    "mana_spent_symbols": _mana_spent_symbols,
}


def _revealed_as_enters(amount: Amount, ctx: ProductionContext) -> int:
    """How many cards were revealed as the permanent entered (its "reveal any number"
    choice, 614.12a): no more than the cards of the kind in its controller's hand
    (701.20a: a card revealed is shown, and stays in the hand)."""
    perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    n = int((perm.choice(ChoiceKind.REVEAL_ANY.value) if perm is not None else None) or 0)
    assert amount.selector is not None
    most = cards_to_reveal(ctx, amount.selector)
    if n > most:
        raise IllegalActionError(f"reveal {n} cards as it enters", [
            f"the hand holds only {most} {amount.selector.describe()} (CR 701.20a)"])
    return n


#: Amount kinds :func:`board_amount` computes.
BOARD_AMOUNTS: Final = frozenset({"cards_in_zone", "cards_mana_value", "distinct_mana_costs",
                                  "cards_in_hands", "most_creatures_controlled",
                                  "total_toughness", "counters_among",
                                  "greatest_power_with_graveyard", "count_already",
                                  "count_with_graveyard", "color_count"})


def _permanents(ctx: ProductionContext, sel: Selector | None) -> list[int]:
    """The permanents ``sel`` selects, seen from ``ctx``'s source ("other" is not it)."""
    if sel is None:
        return []
    sctx = ctx.select_context()
    return [pid for pid, c in ctx.chars.items()
            if matches(sel, pid, c, sctx, tapped=ctx.state.permanents[pid].tapped,
                       is_token=ctx.state.permanents[pid].is_token,
                       counters=dict(ctx.state.permanents[pid].counters))]


def _cards(ctx: ProductionContext, sel: Selector | None) -> list[Card]:
    """The cards in graveyards ``sel`` selects (its ``controller``: whose graveyard)."""
    if sel is None:
        return []
    state, who = ctx.state, ctx.controller
    owners = {ControllerSpec.YOU: (who,), ControllerSpec.OPPONENT: state.opponents(who)}.get(
        sel.controller, state.player_names)
    sctx = SelectContext(None, who)
    return [g.card for o in owners for g in state.graveyards.get(o, ())
            if g.card is not None and
            matches(replace(sel, zone=None, controller=ControllerSpec.ANY), -1,
                    CardLooks(BaseValues.of_card(g.card), o), sctx)]


def _number(value: str | None) -> int:
    try:
        return int(value or 0)
    except ValueError:  # "*" is 0 outside the battlefield (208.2a)
        return 0


def board_amount(amount: Amount, ctx: ProductionContext, entering_id: int | None = None) -> int:
    """A count of the board or of cards, as an "enters with" amount reads it as the
    permanent enters (614.1c; 614.12: the permanent is already seen on the battlefield,
    so "other" leaves it out):

    * ``"cards_in_zone"``: cards in graveyards ("instant and sorcery cards in all
      graveyards"); ``"cards_mana_value"``: their total mana value (202.3);
      ``"distinct_mana_costs"``: how many different mana costs they have (202.1);
    * ``"cards_in_hands"``: cards in all players' hands;
    * ``"most_creatures_controlled"``: the greatest number of creatures a player
      controls;
    * ``"total_toughness"`` of the permanents selected; ``"counters_among"``: the
      ``counter`` counters on them (122.1);
    * ``"greatest_power_with_graveyard"``: the greatest power among the creatures
      selected and the creature cards in the same player's graveyard;
    * ``"count_already"``: the permanents selected, not counting the one entering
      ("for each Angel you already control");
    * ``"count_with_graveyard"``: the permanents selected and the cards of the same kind
      in your graveyard ("each other Zombie you control and each Zombie card in your
      graveyard");
    * ``"color_count"``: for each permanent selected, how many of ``colors`` it has
      ("for each other red creature ... and for each other green creature": a red and
      green one counts twice).
    """
    count = _BOARD_AMOUNTS.get(amount.kind)
    if count is None:
        raise KeyError(amount.kind)
    return count(amount, ctx, entering_id)


def _graveyard_kind(sel: Selector | None) -> Selector | None:
    """The same selector for cards in a graveyard."""
    return replace(sel, zone=Zone.GRAVEYARD) if sel is not None else None


def _cards_in_zone(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """Cards in graveyards ("instant and sorcery cards in all graveyards")."""
    return len(_cards(ctx, amount.selector))


def _cards_mana_value(amount: Amount, ctx: ProductionContext,
                      entering_id: int | None) -> int:
    """Their total mana value (202.3)."""
    return sum(c.mana_cost.mana_value for c in _cards(ctx, amount.selector) if c.mana_cost)


def _distinct_mana_costs(amount: Amount, ctx: ProductionContext,
                         entering_id: int | None) -> int:
    """How many different mana costs they have; no mana cost is not one (202.1b)."""
    return len({str(c.mana_cost) for c in _cards(ctx, amount.selector) if c.mana_cost})


def _cards_in_hands(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """Cards in all players' hands."""
    return sum(len(v) for v in ctx.state.hands.values())


def _most_creatures_controlled(amount: Amount, ctx: ProductionContext,
                               entering_id: int | None) -> int:
    """The greatest number of creatures a player controls."""
    chars = ctx.chars
    return max((sum(1 for c in chars.values() if c.controller == p and
                    "Creature" in c.types) for p in ctx.state.player_names), default=0)


def _total_toughness(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """The total toughness of the permanents selected."""
    return sum(max(0, ctx.chars[pid].toughness or 0)
               for pid in _permanents(ctx, amount.selector))


def _counters_among(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """The ``counter`` counters on the permanents selected (122.1)."""
    return sum(ctx.state.permanents[pid].counter(amount.counter or "")
               for pid in _permanents(ctx, amount.selector))


def _greatest_power_with_graveyard(amount: Amount, ctx: ProductionContext,
                                   entering_id: int | None) -> int:
    """The greatest power among the creatures selected and the creature cards in the
    same player's graveyard ("*" is 0 there, 208.2a)."""
    sel = amount.selector
    powers = [ctx.chars[pid].power or 0 for pid in _permanents(ctx, sel)]
    return max([0, *powers, *(_number(c.power) for c in _cards(ctx, _graveyard_kind(sel)))])


def _count_already(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """ "For each Angel you already control": not the one entering (614.12)."""
    return sum(1 for pid in _permanents(ctx, amount.selector) if pid != entering_id)


def _count_with_graveyard(amount: Amount, ctx: ProductionContext,
                          entering_id: int | None) -> int:
    """ "Each other Zombie you control and each Zombie card in your graveyard"."""
    sel = amount.selector
    return len(_permanents(ctx, sel)) + len(_cards(ctx, _graveyard_kind(sel)))


def _color_count(amount: Amount, ctx: ProductionContext, entering_id: int | None) -> int:
    """For each permanent selected, how many of ``colors`` it has (105.2)."""
    return sum(len(ctx.chars[pid].colors & set(amount.colors))
               for pid in _permanents(ctx, amount.selector))


#: The handler of each kind of :func:`board_amount`.
_BOARD_AMOUNTS: Final[dict[str, Callable[[Amount, ProductionContext, int | None], int]]] = {
    "cards_in_zone": _cards_in_zone,
    "cards_mana_value": _cards_mana_value,
    "distinct_mana_costs": _distinct_mana_costs,
    "cards_in_hands": _cards_in_hands,
    "most_creatures_controlled": _most_creatures_controlled,
    "total_toughness": _total_toughness,
    "counters_among": _counters_among,
    "greatest_power_with_graveyard": _greatest_power_with_graveyard,
    "count_already": _count_already,
    "count_with_graveyard": _count_with_graveyard,
    "color_count": _color_count,
}


def entering_condition(cond: Condition, ctx: ProductionContext, cast: CastRecord, *,
                       entering_id: int | None = None) -> bool:
    """Whether an "enters with ... if" condition holds as the permanent enters (CR
    614.1c): mana of one color spent, of one same color, colors spent (601.2h), kicked
    (702.33d), the turn's history, the entering permanent's mana value (``entering_id``;
    its X is 0 on the battlefield, 107.3m), or any condition an ability's text can
    name."""
    check = _ENTERING_CONDITIONS.get(cond.kind)
    if check is not None:
        result = check(cond, ctx, cast, entering_id)
    elif cond.kind in HISTORY_CONDITIONS:  # this turn's history (history.py)
        result = history_condition(cond.kind, ctx.state, ctx.controller)
    else:
        return condition_holds(cond, ctx)
    return not result if cond.negate else result


#: How an entering condition is checked: (condition, context, what was paid, the id of
#: the permanent entering) -> whether it holds, before "not" (614.1c).
_EnteringCheck = Callable[[Condition, ProductionContext, CastRecord, int | None], bool]


def _mana_spent_color(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                      entering_id: int | None) -> bool:
    """ "If at least N mana of one color was spent to cast it" (601.2h)."""
    return cast.spent[cond.text] >= cond.count


def _mana_spent_same_color(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                           entering_id: int | None) -> bool:
    """ "If N mana of the same color was spent to cast it" (601.2h)."""
    return any(cast.spent[c] >= cond.count for c in "WUBRG")


def _colors_spent(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                  entering_id: int | None) -> bool:
    """How many colors of mana were spent to cast it (601.2h)."""
    return len(cast.spent.types - {"C"}) >= cond.count


def _kicked(cond: Condition, ctx: ProductionContext, cast: CastRecord,
            entering_id: int | None) -> bool:
    """ "If it was kicked (with its {1}{U} kicker)" (702.33d)."""
    return cast.kicked >= 1 if not cond.text else cond.text in cast.kickers


def _cast_from_hand(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                    entering_id: int | None) -> bool:
    """ "If you cast it from your hand" (601.2a)."""
    return cast.cast_from == "hand"


def _was_cast(cond: Condition, ctx: ProductionContext, cast: CastRecord,
              entering_id: int | None) -> bool:
    """ "If you cast it" (601.2)."""
    return cast.cast_from is not None


def _escaped(cond: Condition, ctx: ProductionContext, cast: CastRecord,
             entering_id: int | None) -> bool:
    """ "~ escapes with ..." (702.138b, 702.138c)."""
    return cast.escaped


def _revealed_or_controlled(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                            entering_id: int | None) -> bool:
    """ "If you revealed a Dragon card or controlled a Dragon as you cast ~" (601.2f)."""
    return bool(cond.text) and cast.revealed_or_controlled == cond.text


def _no_mana_spent(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                   entering_id: int | None) -> bool:
    """ "If no mana was spent to cast it" (601.2h)."""
    return len(cast.spent) == 0


def _another_colored_spell(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                           entering_id: int | None) -> bool:
    """ "If you've cast another red spell this turn" (601.2i): the spell that became
    this permanent is not "another"."""
    n = colored_spells_cast(ctx.state, ctx.controller, cond.text)
    own = ctx.chars.get(ctx.source_id) if ctx.source_id is not None else None
    if cast.cast_from is not None and own is not None and cond.text in own.colors:
        n -= 1
    return n >= cond.count


def _source_in_graveyard(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                         entering_id: int | None) -> bool:
    """A permanent's own ability: it is not in a graveyard (113.6b)."""
    return False


def _entering_mana_value_at_most(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                                 entering_id: int | None) -> bool:
    """ "If its mana value is 4 or less" (202.3)."""
    chars = ctx.chars
    return entering_id is not None and entering_id in chars and \
        chars[entering_id].mana_value <= cond.count


def _done_as_enters_at_least(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                             entering_id: int | None) -> bool:
    """ "If you do, it enters with ..." (614.12a)."""
    return _done_as_enters(ctx, cond.text) >= cond.count


def _discarded_keyword(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                       entering_id: int | None) -> bool:
    """ "If a card discarded this way has flying" (614.12a)."""
    perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    got = perm.choice(DISCARDED_KEYWORDS) if perm is not None else None
    return cond.text in tuple(got or ())


def _entering_has_adventure(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                            entering_id: int | None) -> bool:
    """ "Each creature you control that has an Adventure": its copiable values (715.2a-b;
    none face down, 708.2)."""
    return entering_id is not None and entering_id in ctx.state.permanents and \
        copiable_of(ctx.state, entering_id).adventure


def _x_at_least(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                entering_id: int | None) -> bool:
    """ "If X is 5 or more" (the spell's X, 107.3m)."""
    return (ctx.x or 0) >= cond.count


def _control_mana_value(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                        entering_id: int | None) -> bool:
    """ "If you control a permanent with mana value 4 or greater" (202.3)."""
    return any(c.controller == ctx.controller and c.mana_value >= cond.count
               for pid, c in ctx.chars.items() if pid != ctx.source_id)


def _control_modified(cond: Condition, ctx: ProductionContext, cast: CastRecord,
                      entering_id: int | None) -> bool:
    """ "If you control a modified creature" (700.9)."""
    return any(_modified(ctx, pid) for pid, c in ctx.chars.items()
               if pid != ctx.source_id and c.controller == ctx.controller and
               "Creature" in c.types)


def _all_hold(cond: Condition, ctx: ProductionContext, cast: CastRecord,
              entering_id: int | None) -> bool:
    """Every one of its conditions holds ("if ... and ...")."""
    return all(entering_condition(c, ctx, cast, entering_id=entering_id)
               for c in cond.conditions)


def _any_holds(cond: Condition, ctx: ProductionContext, cast: CastRecord,
               entering_id: int | None) -> bool:
    """One of its conditions holds ("if ... or ...")."""
    return any(entering_condition(c, ctx, cast, entering_id=entering_id)
               for c in cond.conditions)


#: The handler of each kind of entering condition; others are the turn's history or
#: any condition an ability's text can name (614.1c).
_ENTERING_CONDITIONS: Final[dict[str, _EnteringCheck]] = {
    "mana_spent_color": _mana_spent_color,
    "mana_spent_same_color": _mana_spent_same_color,
    "colors_spent": _colors_spent,
    "kicked": _kicked,
    "cast_from_hand": _cast_from_hand,
    "was_cast": _was_cast,
    "escaped": _escaped,
    "revealed_or_controlled": _revealed_or_controlled,
    "no_mana_spent": _no_mana_spent,
    "another_colored_spell": _another_colored_spell,
    "source_in_graveyard": _source_in_graveyard,
    "entering_mana_value_at_most": _entering_mana_value_at_most,
    "done_as_enters": _done_as_enters_at_least,
    "discarded_keyword": _discarded_keyword,
    "entering_has_adventure": _entering_has_adventure,
    "x_at_least": _x_at_least,
    "control_mana_value": _control_mana_value,
    "control_modified": _control_modified,
    "all": _all_hold,
    "any": _any_holds,
}


def _modified(ctx: ProductionContext, pid: int) -> bool:
    """A modified permanent (CR 700.9): it has a counter, or is equipped, or is
    enchanted by an Aura its controller controls."""
    if ctx.state.permanents[pid].counters:
        return True
    owner = ctx.chars[pid].controller
    for oid, c in ctx.chars.items():
        if ctx.state.permanents[oid].attached_to != pid:
            continue
        if "Equipment" in c.subtypes or ("Aura" in c.subtypes and c.controller == owner):
            return True
    return False


def entering_problem(state: GameState, pid: int, values: BaseValues, who: str, *,
                     x: int | None, x_applies: bool = True,
                     extra_counters: Sequence[tuple[str, int]] = (),
                     cast: CastRecord | None = None,
                     more: Sequence[EnterEffect] = (),
                     copies: Sequence[CopyChoice] = (),
                     newcomers: frozenset[int] = frozenset()) -> EnteringProblem:
    """The replacement effects on permanent ``pid`` entering under ``who`` (614.1c).

    ``pid`` is already in ``state`` (untapped, without counters) so that the effects can
    see it as it would exist on the battlefield (614.12); ``values`` are the values it
    enters with (a copy's are the copied ones, 707.5). ``x`` is the spell's X (107.3m);
    ``x_applies=False`` for a permanent whose X is not the spell's (it entered as a copy
    or without being cast: X is 0). ``extra_counters`` come from a copy's exception
    ("except it enters with an additional +1/+1 counter", 707.9b). ``cast`` is what was
    paid for the spell (mana spent, kicker); ``None`` for a permanent that wasn't cast.
    ``more``: effects made by resolved abilities on this one event (a cast trigger's
    "that creature enters with an additional counter", 614.1c).

    Only replacement effects that already exist apply, with the permanent's own
    "enters with" / "as ~ enters" effects (614.12): not the other static abilities of
    the permanent entering (a counter doubler it has, or gets by entering as a copy),
    nor those of ``newcomers``, the permanents entering at the same time (tokens
    created together). ``copies``: the effects that would have it enter as a copy
    (616.1c), when there are several to order or the copy is decided by the event; the
    permanent's own effects are then those of what it enters as (614.12), one list
    for each copy it may end as.
    """
    paid = cast or CastRecord()
    name = characteristics_of(state)[pid].name
    fresh = newcomers | {pid}

    def own_and_others(seen: GameState, looks: BaseValues, x_ok: bool) -> list[EnterEffect]:
        return _labelled(_entering_effects(seen, pid, looks, who, x=x, x_applies=x_ok,
                                           extra_counters=extra_counters, paid=paid,
                                           more=more, newcomers=fresh))

    if not copies:
        effects = own_and_others(state, values, x_applies)
    else:
        effects = _labelled([EnterEffect(c.label, EnterEffectKind.COPY, c.source_id,
                                         c.controller, copy=c, rule=c.rule) for c in copies])
        effects += own_and_others(state, values, x_applies)  # no copy applies (616.1f)
        for target in dict.fromkeys(c.target for c in copies):
            chosen = next(c for c in copies if c.target == target)
            effects += [replace(e, of_copy=target) for e in
                        own_and_others(_as_copy(state, pid, chosen), chosen.values, False)]

    def applies(e: EnterEffect, value: Entering) -> bool:
        return e.applies(value)

    def apply(e: EnterEffect, value: Entering) -> Entering:
        return e.apply(value)

    def tier(e: EnterEffect) -> int:
        return e.tier

    def signature(e: EnterEffect) -> object:
        return (e.kind, e.counter, e.amount, e.replacement, e.controller, e.subtypes,
                e.copy, e.of_copy)

    def forced(e: EnterEffect) -> bool:  # its own "enters with" applies first (614.15)
        return e.tier == 1

    problem = OrderProblem(Entering(), tuple(effects), applies, apply, tier, signature, forced,
                           _ENTER_RULES.__getitem__)
    return EnteringProblem(name, who, tuple(effects), problem, tuple(copies))


#: the rule behind each rank of :attr:`EnterEffect.tier`
_ENTER_RULES: Final = {0: "616.1c", 1: "616.1a", 4: "616.1e"}



def enter_as_copy_choices(state: GameState, values: BaseValues, who: str, *,
                          own: CopyChoice | None = None,
                          newcomers: frozenset[int] = frozenset()) -> tuple[CopyChoice, ...]:
    """The effects that would have a permanent with ``values`` entering under ``who``
    enter as a copy (614.1c, 707.5): its ``own`` (Clone's, its target chosen), and those
    of the permanents already on the battlefield ("Creatures you control enter as a copy
    of ~", Essence of the Wild; "of enchanted creature", Infinite Reflection), not those
    of ``newcomers`` entering with it (614.12). Each other permanent's effect records
    which copies it still fits after (the permanent as it would exist, 614.12)."""
    chars = characteristics_of(state)
    found: list[tuple[str, int, str, Selector, int]] = []
    for sid, c in chars.items():
        if sid in newcomers:
            continue
        for ref in c.abilities:
            for e in ref.ability.effects if ref.ability.supported else ():
                if not isinstance(e, OthersEnterAsCopy):
                    continue
                if e.original.relation is Relation.SELF:
                    target: int | None = sid
                elif e.original.relation is Relation.ENCHANTED:  # Infinite Reflection
                    target = state.permanents[sid].attached_to
                else:
                    raise UnsupportedError("enter as a copy of something else")
                if target is not None and target in state.permanents:
                    found.append((c.name, sid, c.controller, e.selector, target))
    looks: dict[int | None, BaseValues] = {None: values}
    if own is not None:
        looks[own.target] = own.values
    for _n, _sid, _c, _sel, target in found:
        looks.setdefault(target, copiable_of(state, target))
    out = [own] if own is not None else []
    for name, sid, controller, sel, target in found:
        fits = frozenset(k for k, v in looks.items()
                         if matches(sel, -1, CardLooks(v, who), SelectContext(sid, controller)))
        if fits:
            out.append(CopyChoice(name, sid, controller, target, looks[target],
                                  rule="614.1c, 707.5 (another permanent's effect)",
                                  fits=fits))
    return tuple(out)


def _as_copy(state: GameState, pid: int, c: CopyChoice) -> GameState:
    """``state`` with ``pid`` a copy of ``c.target`` (its values, 707.2): the permanent
    as it would exist on the battlefield once that copy effect applied (614.12)."""
    eid, state = state.take_id()
    rec = EffectRecord(eid, pid, c.label, c.controller,
                       CopyEffect(c.values, c.target, c.values.name),
                       state.permanents[pid].timestamp, frozenset({pid}), None, rule=c.rule)
    return state.evolve(effects=(*state.effects, rec))


def _entering_effects(state: GameState, pid: int, values: BaseValues, who: str, *,
                      x: int | None, x_applies: bool, extra_counters: Sequence[tuple[str, int]],
                      paid: CastRecord, more: Sequence[EnterEffect],
                      newcomers: frozenset[int]) -> list[EnterEffect]:
    """The effects on ``pid`` entering with ``values`` (see :func:`entering_problem`):
    its own, then those of the permanents already there, not ``newcomers`` (614.12)."""
    chars = characteristics_of(state)
    name = chars[pid].name
    ctx = ProductionContext(state, pid, who, x=(x or 0) if x_applies else 0)
    effects = [f for a in values.abilities if a.supported for e in a.effects
               for f in _own_entering_effect(e, ctx, paid, name)]
    for kind, n in extra_counters:
        effects.append(EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who, counter=kind,
                                   amount=n, rule="707.9b, 614.1c"))
    effects += _intrinsic_counters(chars[pid], values, pid, who, x=x, x_applies=x_applies)
    perm = state.permanents[pid]
    for oid, c in chars.items():
        if oid not in newcomers:
            effects += _others_entering_effects(state, pid, oid, c, chars[pid], perm, paid)
    effects += _from_graveyards(state, pid, chars[pid], perm, paid)
    effects += _from_effect_records(state, pid, chars[pid], perm, paid)
    effects += more
    for f in counter_effects(state):
        if f.source_id not in newcomers and _may_change(f, state, pid, who):
            effects.append(EnterEffect(f.label, EnterEffectKind.COUNTERS_CHANGED,
                                       f.source_id, f.controller, replacement=f.effect,
                                       rule="122.6, 614.16"))
    return effects


def _own_entering_effect(e: object, ctx: ProductionContext, paid: CastRecord,
                         name: str) -> list[EnterEffect]:
    """The effects one of the entering permanent's own abilities has on its entering
    (614.1c): "enters tapped (unless ...)", "enters with N counters (if ...)", counters
    chosen as it entered (614.12a)."""
    pid, who, state = ctx.source_id, ctx.controller, ctx.state
    assert pid is not None
    if isinstance(e, EntersTapped):
        if e.unless is None or not entering_condition(e.unless, ctx, paid):
            return [EnterEffect(name, EnterEffectKind.TAPPED, pid, who)]
        return []
    if isinstance(e, EntersWithCounters) and e.selector.is_self:
        if e.condition is not None and not entering_condition(e.condition, ctx, paid):
            return []
        n = entering_amount(e.amount, ctx, paid) * e.times
        strips = e.amount.kind == "counters_removed_as_enters"
        return [EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who, counter=e.counter,
                            amount=n, rule="614.1c, 614.12" if strips else "614.1c, 107.3m",
                            strips_counters=strips)]
    if isinstance(e, AsEntersChoice) and e.counter_options:  # one for each object
        got = state.permanents[pid].choice(COUNTERS_PER_OBJECT) or ()
        return [EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who, counter=kind,
                            amount=list(got).count(kind), rule="614.1c, 614.12a")
                for kind in dict.fromkeys(got)]
    if isinstance(e, EntersWithCounterChoice):  # chosen as it entered (614.12a)
        chosen = state.permanents[pid].choice("counters")
        return [EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who, counter=kind,
                            amount=1, rule="614.1c, 614.12a")
                for kind in ((chosen,) if isinstance(chosen, str) else tuple(chosen or ()))]
    return []


def _intrinsic_counters(looks: Characteristics, values: BaseValues, pid: int, who: str, *,
                        x: int | None, x_applies: bool) -> list[EnterEffect]:
    """The counters a permanent enters with by the rules: a planeswalker's loyalty
    (306.5b; "X" loyalty is the spell's X, 107.3m, none otherwise), a Saga's lore
    counter (714.3a, engine.chapters)."""
    out: list[EnterEffect] = []
    name = looks.name
    if "Planeswalker" in looks.types and values.loyalty is not None:  # 306.5b
        loyal = values.loyalty.strip()
        n = int(loyal) if loyal.isdigit() else (x or 0) if loyal.upper() == "X" and \
            x_applies else 0  # "X" loyalty: the spell's X (107.3m); none otherwise
        if n:
            out.append(EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who,
                                   counter="loyalty", amount=n, rule="306.5b, 614.1c"))
    if lore := saga_enters_with(looks):  # a Saga's lore counter (engine.chapters)
        out.append(EnterEffect(name, EnterEffectKind.OWN_COUNTERS, pid, who,
                               counter="lore", amount=lore, rule="714.3a, 614.1c"))
    return out


def _others_entering_effects(state: GameState, pid: int, oid: int, c: Characteristics,
                             looks: Characteristics, perm: PermanentState,
                             paid: CastRecord) -> list[EnterEffect]:
    """The "each creature you control enters with an additional counter" of the
    permanent ``oid`` already on the battlefield that apply to ``pid`` (614.1c, 614.12):
    its condition checked ("as long as an opponent lost life this turn"), a counter of
    each kind on its source for "a counter of that kind" (122.1)."""
    out: list[EnterEffect] = []
    sctx = SelectContext(oid, c.controller, state.permanents[oid].attached_to)
    octx = ProductionContext(state, oid, c.controller)
    for ref in c.abilities:
        a = ref.ability
        for e in a.effects if a.supported and a.kind.value == "static" else ():
            if not (isinstance(e, EntersWithCounters) and not e.selector.is_self and
                    matches(e.selector, pid, looks, sctx, tapped=perm.tapped,
                            is_token=perm.is_token)):
                continue
            if e.condition is not None and \
                    not entering_condition(e.condition, octx, paid, entering_id=pid):
                continue  # "as long as an opponent lost life this turn, ..."
            if e.kinds_of_source:  # "a counter of that kind" for each kind (122.1)
                out += [EnterEffect(c.name, EnterEffectKind.ADDITIONAL_COUNTERS, oid,
                                    c.controller, counter=kind, amount=1,
                                    rule="614.1c, 122.1")
                        for kind, _n in state.permanents[oid].counters]
                continue
            n = entering_amount(e.amount, octx, paid, entering_id=pid) * e.times
            out.append(EnterEffect(c.name, EnterEffectKind.ADDITIONAL_COUNTERS, oid,
                                   c.controller, counter=e.counter, amount=n, rule="614.1c",
                                   subtypes=e.subtypes))
    return out


def _from_graveyards(state: GameState, pid: int, looks: Characteristics,
                     perm: PermanentState, paid: CastRecord) -> list[EnterEffect]:
    """ "As long as ~ is in your graveyard, each Human creature you control enters with
    an additional +1/+1 counter on it" (Dearly Departed): abilities that say they
    function from a graveyard do (CR 113.6b); "you" is the card's owner."""
    out: list[EnterEffect] = []
    for owner, cards in state.graveyards.items():
        for g in cards:
            if g.card is None:
                continue
            for a in g.card.abilities:
                if not a.supported or a.kind.value != "static":
                    continue
                for e in a.effects:
                    if not (isinstance(e, EntersWithCounters) and e.condition is not None
                            and e.condition.kind == "source_in_graveyard"):
                        continue
                    if matches(e.selector, pid, looks, SelectContext(g.id, owner),
                               tapped=perm.tapped, is_token=perm.is_token):
                        n = entering_amount(e.amount, ProductionContext(state, None, owner),
                                            paid, entering_id=pid) * e.times
                        out.append(EnterEffect(g.name, EnterEffectKind.ADDITIONAL_COUNTERS,
                                               g.id, owner, counter=e.counter, amount=n,
                                               rule="614.1c, 113.6b"))
    return out


def _from_effect_records(state: GameState, pid: int, looks: Characteristics,
                         perm: PermanentState, paid: CastRecord) -> list[EnterEffect]:
    """Replacement effects on entering that a resolved ability made for a while ("This
    turn, each creature you control enters with an additional +1/+1 counter on it":
    611.2a, 614.1c); "you" is the controller of the ability that made it."""
    out: list[EnterEffect] = []
    for r in state.effects:
        e = r.effect
        if not isinstance(e, EntersWithCounters) or e.selector.is_self:
            continue
        if matches(e.selector, pid, looks, SelectContext(r.source_id, r.controller),
                   tapped=perm.tapped, is_token=perm.is_token):
            n = entering_amount(e.amount, ProductionContext(state, None, r.controller), paid,
                                entering_id=pid) * e.times
            out.append(EnterEffect(r.source_name, EnterEffectKind.ADDITIONAL_COUNTERS,
                                   r.source_id, r.controller, counter=e.counter, amount=n,
                                   rule="614.1c, 611.2a"))
    return out


def _may_change(f: CounterEffect, state: GameState, pid: int, who: str) -> bool:
    """Whether a counter replacement effect would apply to counters ``pid`` enters with
    (put by its controller, 122.6a), of some kind: its selector and putter decide."""
    kind = f.effect.counter or "+1/+1"
    return counter_effect_applies(f, state, pid, kind, 1, who)


def sacrifice_as_enters(state: GameState, pid: int, values: BaseValues, who: str,
                        chooser: Chooser) -> GameState:
    """ "As ~ enters, you may sacrifice any number of creatures" (Devouring Hellion,
    Shimatsu the Bloodcloaked): ``pid`` (on the battlefield, its entering event not yet
    applied) has its controller choose how many and which of their other permanents of
    the kind (614.12a; one sacrifices only one's own, 701.21a), which are sacrificed now;
    how many is kept as its choice, for "enters with that many counters" (614.1c)."""
    for a in values.abilities:
        for e in a.effects if a.supported else ():
            if not (isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.SACRIFICE_ANY
                    and e.among is not None):
                continue
            ctx = ProductionContext(state, pid, who)
            candidates = {oid: ctx.chars[oid].name for oid in _permanents(ctx, e.among)
                          if oid != pid and ctx.chars[oid].controller == who}
            n = int(chooser.pick(f"{values.name}: how many of {e.among.describe()} to "
                                 "sacrifice as it enters (CR 614.12a)",
                                 range(len(candidates) + 1)))
            chosen: list[int] = []
            for i in range(n):
                chosen.append(chooser.pick_permanent(
                    f"{values.name}: a permanent to sacrifice ({i + 1} of {n})",
                    {k: v for k, v in candidates.items() if k not in chosen}))
            for oid in chosen:
                state = leave_battlefield(state, oid, "graveyard",
                                          f"sacrificed as {values.name} enters",
                                          "701.21a, 614.12", sacrificed=True)
            perm = state.permanents[pid]
            state = state.with_permanent(replace(perm, choices=(
                *perm.choices, (e.kind.value, len(chosen)))))
    return state


#: The choice kinds of "as ~ enters, <do something to objects>" that
#: :func:`act_as_enters` carries out (614.12a); the casting asks nothing for them ahead.
ACTION_CHOICES: Final = frozenset({ChoiceKind.RETURN_TO_HAND, ChoiceKind.EXILE_CARDS,
                                   ChoiceKind.EXILE_TO_GRAVEYARD, ChoiceKind.DISCARD_ANY,
                                   ChoiceKind.REMOVE_COUNTERS_ANY, ChoiceKind.REVEAL_ONE,
                                   ChoiceKind.ROLL_DICE})
#: The permanent's choice that keeps the counter chosen for each object acted on as it
#: entered (Frankenstein's Monster: "+2/+0", "+1/+1" or "+0/+2" for each card exiled).
COUNTERS_PER_OBJECT: Final = "counter for each"
#: The permanent's choice that keeps the keywords of the cards discarded as it entered
#: (Indominus Rex, Alpha), lower case.
DISCARDED_KEYWORDS: Final = "discarded keywords"


def _done_as_enters(ctx: ProductionContext, kind: str) -> int:
    """How many objects the source's "as ~ enters" action of ``kind`` acted on (for
    :attr:`ChoiceKind.REMOVE_COUNTERS_ANY`: how many counters were removed); 0 when it
    entered without doing it (a token, a permanent put onto the battlefield)."""
    perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    got = perm.choice(kind) if perm is not None else None
    return int(got or 0)


def _action_candidates(state: GameState, pid: int, who: str,
                       e: AsEntersChoice) -> dict[int, str]:
    """The objects an "as ~ enters" action may act on: permanents (its controller's own
    for returning, 400.3; any for removing counters) or cards in a zone (the hand, your
    graveyard, exile with its owner), by id -> name."""
    sel = e.among
    assert sel is not None
    if sel.zone is None:
        ctx = ProductionContext(state, pid, who)
        return {oid: ctx.chars[oid].name for oid in _permanents(ctx, sel) if oid != pid}
    owners = {ControllerSpec.YOU: (who,), ControllerSpec.OPPONENT: state.opponents(who)}.get(
        sel.controller, state.player_names)
    looks = replace(sel, zone=None, controller=ControllerSpec.ANY)
    out: dict[int, str] = {}
    for owner in owners:
        for c in zone_cards(state, owner, sel.zone):
            if c.card is not None and c.id is not None and \
                    matches(looks, -1, CardLooks(BaseValues.of_card(c.card), owner),
                            SelectContext(None, who)):
                out[c.id] = c.name
    return out


def _how_many(e: AsEntersChoice, x: int, have: int) -> list[int]:
    """The legal numbers of objects for an "as ~ enters" action: up to its limit (X for
    "up to X") and the objects there are; all-or-nothing ones (``exactly``) are 0 or
    the limit (a player can't do what is impossible, 609.3)."""
    most = have if e.limit is None else min(have, x if e.limit.kind == "x" else e.limit.value)
    if e.else_to is not None:  # done in full or not at all (the permanent goes elsewhere)
        need = x if e.limit is not None and e.limit.kind == "x" else \
            (e.limit.value if e.limit is not None else have)
        return [need] if need <= have else []
    if e.exactly:
        need = x if e.limit is not None and e.limit.kind == "x" else \
            (e.limit.value if e.limit is not None else have)
        return [0, need] if 0 < need <= have else [0]
    return list(range(most + 1))


def act_as_enters(state: GameState, pid: int, values: BaseValues, who: str,
                  chooser: Chooser, *, x: int = 0) -> GameState:
    """Carry out the "as ~ enters, <do something>" actions of ``pid`` (on the
    battlefield, its entering event not yet applied; 614.12a: they are done as it
    enters, before it is on the battlefield with its counters, 614.1c): return a
    permanent you control to its owner's hand (Rescuer Sphinx), exile cards from your
    graveyard (Mimeoplasm: up to X, the spell's X, 107.3m), put cards opponents own from
    exile into their owners' graveyards (Ulamog's Despoiler), discard cards (Indominus
    Rex, 701.9a), remove all counters from permanents (Sin, 122.1), reveal a card from
    the hand (Dragon's Disciple, 701.20a). Its controller chooses how many and which;
    how many (the counters removed, for Sin) is kept as its choice, for "for each ...
    this way" and "If you do"."""
    for a in values.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.ROLL_DICE:
                state = _roll_as_enters(state, pid, values.name, e, chooser, x)
                continue
            if not (isinstance(e, AsEntersChoice) and e.kind in ACTION_CHOICES and
                    e.among is not None):
                continue
            candidates = _action_candidates(state, pid, who, e)
            legal = _how_many(e, x, len(candidates))
            if not legal:  # "If you can't, put ~ into its owner's graveyard instead"
                return _elsewhere_instead(state, pid, values.name, e)
            n = int(chooser.pick(f"{values.name}: how many of {e.among.describe()} "
                                 f"({e.kind.value}) as it enters (CR 614.12a)", legal))
            chosen: list[int] = []
            for i in range(n):
                chosen.append(chooser.pick_permanent(
                    f"{values.name}: {e.kind.value} ({i + 1} of {n})",
                    {k: v for k, v in candidates.items() if k not in chosen}))
            state, done, extra = _act(state, values.name, e.kind, chosen)
            if e.counter_options:  # a counter of a chosen kind for each (614.12a)
                kinds = tuple(str(chooser.pick(
                    f"{values.name}: the counter for object {i + 1} of {n} (CR 614.12a)",
                    list(e.counter_options))) for i in range(n))
                extra = (*extra, (COUNTERS_PER_OBJECT, kinds))
            perm = state.permanents[pid]
            state = state.with_permanent(replace(perm, choices=(
                *perm.choices, (e.kind.value, done), *extra)))
    return state


def _elsewhere_instead(state: GameState, pid: int, name: str, e: AsEntersChoice) -> GameState:
    """The action can't be done in full: the permanent is put into ``e.else_to``
    instead of onto the battlefield (CR 614.1c; it never was on the battlefield, so
    nothing sees it leave)."""
    perm = state.permanents[pid]
    state = state.without_permanent(pid)
    if perm.card is not None and e.else_to is not None:
        _gid, state = put_card(state, perm.card, perm.owner, e.else_to)
    return state.logged("replacement", name, f"can't {e.kind.value} as it enters: put into "
                        f"its owner's {e.else_to} instead of onto the battlefield", "614.1c")


def _roll_as_enters(state: GameState, pid: int, name: str, e: AsEntersChoice,
                    chooser: Chooser, x: int) -> GameState:
    """ "As ~ enters, roll X d6" (Neverwinter Hydra): X dice of ``e.amount`` sides
    (X is the spell's, 107.3m); the total is kept as its choice. Each total from X to
    X times the sides is a possible outcome, so it is chosen (CR 706.2)."""
    dice = x if e.limit is not None and e.limit.kind == "x" else \
        (e.limit.value if e.limit is not None else 1)
    total = int(chooser.pick(f"{name}: the total of rolling {dice} d{e.amount} as it enters "
                             "(CR 706.2)", list(range(dice, dice * e.amount + 1))))
    state = state.logged("roll", name, f"rolls {dice} d{e.amount}: {total} in all", "706.2")
    perm = state.permanents[pid]
    return state.with_permanent(replace(perm, choices=(*perm.choices, (e.kind.value, total))))


def _act(state: GameState, name: str, kind: ChoiceKind,
         chosen: Sequence[int]) -> tuple[GameState, int, tuple[tuple[str, object], ...]]:
    """Do one "as ~ enters" action on the objects ``chosen``: the state, how many it
    did (counters removed, for Sin) and any more choices to keep."""
    why = f"as {name} enters"
    match kind:
        case ChoiceKind.RETURN_TO_HAND:
            for oid in chosen:
                state = leave_battlefield(state, oid, "hand", f"returned to its owner's "
                                          f"hand {why}", "614.12a")
        case ChoiceKind.EXILE_CARDS:
            for cid in chosen:
                state = move_card(state, cid, "exile", f"exiled {why}", "614.12a, 406.3")
        case ChoiceKind.EXILE_TO_GRAVEYARD:
            for cid in chosen:
                state = move_card(state, cid, "graveyard", f"put into its owner's graveyard "
                                  f"{why}", "614.12a, 400.3")
        case ChoiceKind.DISCARD_ANY:
            words: set[str] = set()
            for cid in chosen:
                found = card_zone(state, cid)
                card = found[2].card if found is not None else None
                if card is not None:
                    words |= {k.lower() for ab in card.abilities for k in ab.keywords}
                state = move_card(state, cid, "graveyard", f"discarded {why}",
                                  "701.9a, 614.12a")
            return state, len(chosen), ((DISCARDED_KEYWORDS, tuple(sorted(words))),)
        case ChoiceKind.REMOVE_COUNTERS_ANY:
            removed = 0
            for oid in chosen:
                perm = state.permanents[oid]
                removed += sum(n for _k, n in perm.counters)
                state = state.with_permanent(replace(perm, counters=()))
            state = state.logged("replacement", name, f"removes all counters from "
                                 f"{len(chosen)} permanent(s) ({removed})", "614.12a, 122.1")
            return state, removed, ()
        case ChoiceKind.REVEAL_ONE:
            if chosen:
                state = state.logged("reveal", name, f"reveals a card {why}", "701.20a")
    return state, len(chosen), ()


def _remove_all_counters(state: GameState, pid: int, name: str) -> GameState:
    """Remove every counter from every permanent but ``pid`` (the one entering, which
    has none yet): "As ~ enters, remove all counters from all permanents" (614.12,
    122.1)."""
    removed = 0
    for qid, perm in state.permanents.items():
        if qid != pid and perm.counters:
            removed += sum(n for _k, n in perm.counters)
            state = state.with_permanent(replace(perm, counters=()))
    return state.logged("replacement", name, f"removes all counters from all permanents "
                        f"({removed})", "614.12, 122.1")


def resolve_entering(state: GameState, pid: int, entering: EnteringProblem,
                     order: Sequence[str] | None) -> tuple[GameState, Entering]:
    """Apply the entering event's effects in ``order`` (labels), or in the only order
    that matters; put the counters on and tap it; log each step with its rule."""
    final, applied = apply_order(entering.problem, entering.labels, order,
                                f"{entering.name} entering", entering.chooser)
    value = Entering()
    copied: CopyChoice | None = None
    for i in applied:
        e = entering.effects[i]
        value = e.apply(value)
        if e.strips_counters:
            state = _remove_all_counters(state, pid, entering.name)
        if e.copy is not None:
            copied = e.copy
        step = entering.problem.step_rule(i)
        rule = e.rule if step in e.rule else f"{e.rule}, {step}"
        state = state.logged("replacement", entering.name, e.describe(value),
                             f"{rule}, 616.1")
    if copied is not None:  # it enters as a copy (707.5): a layer-1 effect from now on
        state = _as_copy(state, pid, copied)
    perm = state.permanents[pid]
    for kind, n in final.counters:
        perm = perm.with_counters(kind, n)
    state = state.with_permanent(replace(perm, tapped=final.tapped))
    if final.subtypes:
        state = _enters_as_types(state, pid, entering, final.subtypes)
    return state, final


def _enters_as_types(state: GameState, pid: int, entering: EnteringProblem,
                     subtypes: tuple[str, ...]) -> GameState:
    """ "... enters as a Mutant in addition to its other types" (CR 614.1c): from then
    on it has those creature types, a layer-4 effect on it alone (613.1d, 611.2c) that
    stays when the source of the replacement effect leaves."""
    source = next((e for e in entering.effects if e.subtypes), None)
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    effect = Animate(Selector(relation=Relation.SELF), None, None, types=("Creature",),
                     subtypes=subtypes, until_end_of_turn=False)
    rec = EffectRecord(eid, source.source_id if source else None,
                       source.label if source else entering.name,
                       source.controller if source else entering.chooser, effect, ts,
                       frozenset({pid}), None, rule="614.1c, 613.1d")
    return state.evolve(effects=(*state.effects, rec))


def exile_copied_pair(state: GameState, name: str, e: EntersAsCopy, copy_of: int,
                      chooser: Chooser, who: str) -> tuple[GameState, tuple[tuple[str, int], ...]]:
    """The Mimeoplasm: "As ~ enters, you may exile two creature cards from graveyards.
    If you do, it enters as a copy of one of those cards with a number of additional
    +1/+1 counters on it equal to the power of the other card." (614.12a, 707.5).

    ``copy_of`` is the card it copies (its values are taken already, 707.2); the other
    card is chosen (``choices=``) among the other cards of ``e.selector``; both are
    exiled as it enters, and the counters it enters with are returned, to be applied
    with its entering event (614.1c, 122.6). Its power is the card's in the graveyard
    (a characteristic-defining ability applies there, 604.3)."""
    candidates = _action_candidates(state, -1, who, AsEntersChoice(
        ChoiceKind.EXILE_CARDS, among=e.selector))
    if copy_of not in candidates:
        raise IllegalActionError(f"have {name} enter as a copy", [
            f"#{copy_of} is not a {e.selector.describe()} (CR 707.5, 614.12a)"])
    others = {k: v for k, v in candidates.items() if k != copy_of}
    if not others:
        raise IllegalActionError(f"have {name} enter as a copy", [
            "there is no other creature card in a graveyard to exile with it: it can't "
            "exile two, so it enters as itself (CR 614.12a, 707.5)"])
    other = chooser.pick_permanent(f"{name}: the other creature card exiled as it enters "
                                   "(its power in +1/+1 counters, CR 614.12a)", others)
    found = card_zone(state, other)
    assert found is not None and found[2].card is not None
    power = found[2].card.power
    if power is None or not str(power).lstrip("-").isdigit():
        raise UnsupportedError(f"{name}: the power {power!r} of {found[2].name} in a "
                               "graveyard (a characteristic-defining ability, 604.3) is "
                               "not computed there by mtglab")
    for cid in (copy_of, other):
        state = move_card(state, cid, "exile", f"exiled as {name} enters", "614.12a, 406.3")
    n = max(0, int(str(power)))
    return state, (("+1/+1", n),) if n else ()
