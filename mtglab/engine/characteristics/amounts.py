"""Counting "for each <thing>" (CR 107.1, 608.2h, 613.4c): one evaluator for the counts of
:mod:`mtglab.cards.amounts`.

A resolving instruction counts as it is carried out (608.2h); a static ability's bonus is
counted again whenever characteristics are (613.4c, in layer 7c on the values layers 1-7b
gave). Both ask :func:`count_for_each`, with the objects' current looks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Protocol, cast

from mtglab.cards.amounts import per_object
from mtglab.cards.effects import Amount, ControllerSpec, Selector
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.selectors import CardLooks, Looks, SelectContext, matches
from mtglab.engine.state import BaseValues, CardInZone, GameState
from mtglab.errors import UnsupportedError

__all__ = ["cards_counted", "count_for_each", "counters_as_last_existed", "party_size"]


def count_for_each(amount: Amount, state: GameState, ctx: SelectContext,
                   looks: Mapping[int, Looks], of: int | None = None) -> int | None:
    """The number ``amount`` stands for now (608.2h; 613.4c for a static ability), or
    None for a kind this evaluator doesn't count.

    ``ctx``: the ability's source and controller; ``looks``: the current values of the
    permanents (layers); ``of``: the object "it" names ("for each Aura attached to it",
    "for each counter on it"), the source when None.
    """
    it = ctx.source_id if of is None else of
    if amount.selector is not None and ctx.defending is None and \
            amount.selector.controller is ControllerSpec.DEFENDING:  # (506.2, 508.5)
        ctx = replace(ctx, defending=defending_player(state, ctx.source_id))
    match amount.kind:
        case AmountKind.FIXED:
            return amount.value
        case AmountKind.OPPONENTS:  # 102.3
            return len(state.opponents(ctx.controller)) * amount.times + amount.plus
        case AmountKind.LIFE:  # "your life total" (119): the source's controller's
            n = state.player(ctx.controller).life
        case AmountKind.PARTY:  # 700.8
            n = party_size(ctx.controller, looks)
        case AmountKind.BLOCKERS_BEYOND_FIRST:  # rampage (702.23a), counted once (702.23b)
            n = max(0, sum(1 for p in state.permanents.values() if it in p.blocking) - 1)
        case AmountKind.OPPONENTS_ATTACKED:  # melee (702.121a): players, not planeswalkers
            n = len({p.attacking for p in state.permanents.values()
                     if p.controller == ctx.controller and p.attacking is not None
                     and p.attacking in state.opponents(ctx.controller)})
        case AmountKind.COUNTERS:  # 122.1
            n = _counters_on(state, amount.counter, it if per_object(amount) else ctx.source_id)
        case AmountKind.COUNT if amount.selector is not None and amount.selector.zone:
            n = cards_counted(state, amount.selector, ctx)  # 404, 406
        case AmountKind.COUNT | AmountKind.ATTACHED | AmountKind.BASIC_LAND_TYPES \
                if amount.selector is not None:
            n = _permanents_counted(amount.kind, amount.selector, state, ctx, looks, it)
        case AmountKind.GREATEST_TOUGHNESS | AmountKind.GREATEST_MANA_VALUE \
                | AmountKind.DIFFERENTLY_NAMED if amount.selector is not None:
            n = _among(amount.kind, amount.selector, state, ctx, looks)
        case _:
            return None
    return n * amount.times + amount.plus


def _permanents_counted(kind: AmountKind, sel: Selector, state: GameState, ctx: SelectContext,
                        looks: Mapping[int, Looks], it: int | None) -> int:
    """The permanents ``sel`` covers (608.2h), those attached to ``it`` (301.5, 303.4),
    or the basic land types among them (305.6)."""
    found = [pid for pid, lk in looks.items() if _on_battlefield(sel, pid, lk, ctx, state)]
    if kind is AmountKind.ATTACHED:
        return sum(1 for pid in found
                   if it is not None and state.permanents[pid].attached_to == it)
    if kind is AmountKind.BASIC_LAND_TYPES:
        return len({s for pid in found for s in looks[pid].subtypes if s in BASIC_LAND_TYPES})
    return len(found)


class _Valued(Protocol):
    """The values of a permanent a resolving amount reads (its current characteristics,
    layers applied: 613)."""

    @property
    def name(self) -> str: ...
    @property
    def toughness(self) -> int | None: ...
    @property
    def mana_value(self) -> int: ...


def _among(kind: AmountKind, sel: Selector, state: GameState, ctx: SelectContext,
           looks: Mapping[int, Looks]) -> int:
    """The greatest toughness (208.1) or mana value (202.3) among the permanents ``sel``
    covers, 0 with none (a negative toughness counts as 0, 107.1b); or how many different
    names they have (201.2: each name counted once; a permanent with no name, such as a
    face-down one, 708.2, has none)."""
    found = [cast(_Valued, looks[pid]) for pid, lk in looks.items()
             if _on_battlefield(sel, pid, lk, ctx, state)]
    if kind is AmountKind.DIFFERENTLY_NAMED:
        return len({v.name for v in found if v.name})
    values = [v.toughness or 0 if kind is AmountKind.GREATEST_TOUGHNESS else v.mana_value
              for v in found]
    return max([0, *values])


def _on_battlefield(sel: Selector, pid: int, looks: Looks, ctx: SelectContext,
                    state: GameState) -> bool:
    perm = state.permanents.get(pid)
    if perm is None:
        return False
    return matches(sel, pid, looks, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters), entered=perm.entered_turn == state.turn)


def _counters_on(state: GameState, counter: str | None, pid: int | None) -> int:
    """Counters of a kind (every kind for None) on a permanent (122.1)."""
    perm = state.permanents.get(pid) if pid is not None else None
    if perm is None:
        raise UnsupportedError("counters on an object that left the battlefield are not "
                               "kept as it last existed (CR 608.2h)")
    if counter is None:
        return sum(n for _k, n in perm.counters)
    return perm.counter(counter)


def cards_counted(state: GameState, sel: Selector, ctx: SelectContext) -> int:
    """The cards in a graveyard, exile or the controller's hand that ``sel`` covers
    ("artifact and/or creature cards in your graveyard", 404, 406), read with their
    printed values (a card's characteristics outside the battlefield, 109.3)."""
    plain = replace(sel, zone=None, controller=ControllerSpec.ANY)
    return sum(1 for e in _zone_cards(state, sel, ctx.controller)
               if e.card is not None and matches(
                   plain, e.id if e.id is not None else -1,
                   CardLooks(BaseValues.of_card(e.card), e.owner), ctx))


def _zone_cards(state: GameState, sel: Selector, controller: str) -> list[CardInZone]:
    """The cards of the zone a selector names, of whose owners (404.1, 406.1, 402)."""
    if sel.zone == Zone.GRAVEYARD:
        owners = (controller,) if sel.controller is ControllerSpec.YOU else \
            state.opponents(controller) if sel.controller is ControllerSpec.OPPONENT else \
            tuple(state.graveyards)
        return [e for p in owners for e in state.graveyards.get(p, ())]
    if sel.zone == Zone.EXILE:
        return [e for e in state.exile
                if sel.controller is not ControllerSpec.YOU or e.owner == controller]
    if sel.zone == Zone.HAND and sel.controller is ControllerSpec.YOU:
        return list(state.hands.get(controller, ()))
    raise UnsupportedError(f"mtglab can't count cards in that {sel.zone}")


def counters_as_last_existed(amount: Amount, counters: object) -> int:
    """"For each +1/+1 counter on ~" after ~ left the battlefield: the counters it had as
    it last existed there (608.2h, 603.10a), as its trigger recorded them."""
    had = dict(counters) if isinstance(counters, tuple | list) else {}
    n = sum(had.values()) if amount.counter is None else had.get(amount.counter, 0)
    return int(n) * amount.times + amount.plus


#: The roles of a party (700.8).
_PARTY: tuple[str, ...] = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(player: str, looks: Mapping[int, Looks]) -> int:
    """The number of creatures in ``player``'s party (CR 700.8): the most creatures they
    control that can each fill a different one of Cleric, Rogue, Warrior and Wizard (a
    creature with several of those types fills one; a changeling any, 702.73a)."""
    kinds: dict[int, int] = {}  # the roles a creature may fill (a bit each) -> how many
    for lk in looks.values():
        if lk.controller != player or "Creature" not in lk.types:
            continue
        bits = sum(1 << i for i, role in enumerate(_PARTY)
                   if lk.all_creature_types or role in lk.subtypes)
        if bits:
            kinds[bits] = min(len(_PARTY), kinds.get(bits, 0) + 1)
    filled = {0}  # the sets of roles filled so far, for every choice (a bit each)
    for bits, n in kinds.items():
        for _ in range(n):
            filled |= {m | 1 << i for m in filled for i in range(len(_PARTY))
                       if bits >> i & 1 and not m >> i & 1}
    return max(bin(m).count("1") for m in filled)
