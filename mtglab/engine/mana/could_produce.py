"""What each permanent "could produce" (CR 106.7), as a least fixed point.

The type of mana a permanent could produce is every type that an ability *of that
permanent* would produce if it resolved now, with the applicable replacement effects in
any possible order, ignoring whether its costs could be paid. Abilities that refer to
what other permanents could produce (Reflecting Pool, Exotic Orchard, Fellwar Stone,
Naga Vitalist, Squandered Resources ...) make the answer a system of equations. Starting
from "nothing" for everyone and recomputing until nothing changes gives its least
solution: it never depends on the order of the battlefield, and a cycle with no anchor
(two Reflecting Pools alone, Exotic Orchards facing each other) stays empty, as the
rulings of Exotic Orchard say. Each set only grows, so it ends within 6 x N rounds.
"""

from __future__ import annotations

from collections.abc import Callable

from mtglab.cards.effects import AddMana, CouldProduce, ProductionChoice
from mtglab.engine.characteristics.layers import AbilityRef, characteristics_of
from mtglab.engine.mana.totals import activation_totals
from mtglab.engine.memo import memo_of
from mtglab.engine.state import GameState
from mtglab.mana import MANA_TYPES

__all__ = ["could_produce_map", "permanent_signature", "producing_abilities", "reasons",
           "signatures"]


def producing_abilities(state: GameState, pid: int) -> list[tuple[int, AbilityRef]]:
    """The supported abilities of a permanent whose effects add mana (any kind)."""
    chars = characteristics_of(state)[pid]
    return [(i, ref) for i, ref in enumerate(chars.abilities)
            if ref.ability.supported and any(isinstance(e, AddMana) for e in ref.ability.effects)]


def _refers_to_others(ref: AbilityRef) -> bool:
    for e in ref.ability.effects:
        if isinstance(e, AddMana):
            prods = e.production.options if isinstance(e.production, ProductionChoice) \
                else (e.production,)
            if any(isinstance(p, CouldProduce) for p in prods):
                return True
    return False


def _types_of(state: GameState, pid: int, lookup: Callable[[int], frozenset[str]]) \
        -> tuple[frozenset[str], list[str]]:
    found: set[str] = set()
    why: list[str] = []
    for i, ref in producing_abilities(state, pid):
        ability = ref.ability
        try:
            # costs are ignored (106.7): X and removed counters as if one was paid
            got = activation_totals(state, pid, i, x=1, removed=1, could=lookup,
                                    triggers=False)
        except Exception as exc:  # an amount mtglab can't compute: say so, add nothing
            why.append(f"{ability.text!r}: not computed ({exc})")
            continue
        types = {t for m in got.mana for t in m.types}
        if types:
            shown = "".join(t for t in MANA_TYPES if t in types)
            # the replacement effects that decided, by their sources (616.1)
            extra = " after " + _and(got.decided_by) if got.decided_by else ""
            why.append(f"{ability.text!r} -> {shown}{extra}")
        found |= types
    return frozenset(found), why


def _and(labels: tuple[str, ...]) -> str:
    """ "Contamination", "Mana Reflection and Contamination", "A, B and C"."""
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def permanent_signature(state: GameState, pid: int) -> object:
    """What an ability's result can depend on besides the rest of the board: two
    permanents with equal signatures (twenty Forests you control) get the same answer.
    Anything tied to this very permanent (an Aura on it, an effect that names it) makes
    the signature its own. Signatures are interned per state (a small int each), so
    comparing and hashing them is cheap; see :func:`signatures`."""
    return signatures(state)[pid]


def signatures(state: GameState) -> dict[int, int]:
    """Every permanent's signature (see :func:`permanent_signature`), worked out for the
    whole board at once and kept beside the state
    (:func:`~mtglab.engine.memo.memo_of`)."""
    memo = memo_of(state)
    got: dict[int, int] | None = memo.get("signature_ids")
    if got is None:
        got = memo["signature_ids"] = _signatures(state)
    return got


def _signatures(state: GameState) -> dict[int, int]:
    chars = characteristics_of(state)
    # permanents something is attached to or an effect names
    special = {p.attached_to for p in state.permanents.values()}
    for rec in state.effects:
        special |= set(rec.affected) | {rec.source_id, rec.watch}
    interned: dict[object, int] = {}
    out: dict[int, int] = {}
    for pid, c in chars.items():
        perm = state.permanents[pid]
        if pid in special:
            sig: object = ("unique", pid)
        else:
            key = [c.name, c.colors, c.supertypes, c.types, c.subtypes, c.controller,
                   c.is_token, c.power, c.toughness, c.all_creature_types, perm.counters,
                   perm.choices, perm.tapped, perm.attached_to, perm.x_paid]
            for ref in c.abilities:
                # an ability by identity: hashing its parsed tree for every permanent is
                # slow, and every ability of this state is alive (so no id is reused)
                key += (id(ref.ability), ref.origin, ref.source)
            sig = tuple(key)
        try:
            out[pid] = interned.setdefault(sig, len(interned))
        except TypeError:  # something unhashable: its own
            out[pid] = interned.setdefault(("unique", pid), len(interned))
    return out


def could_produce_map(state: GameState) -> dict[int, frozenset[str]]:
    """Every permanent's could-produce set (cached on the state)."""
    cached = memo_of(state).get("could_produce")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    ids = sorted(state.permanents)
    current: dict[int, frozenset[str]] = {pid: frozenset() for pid in ids}
    why: dict[int, list[str]] = {pid: [] for pid in ids}
    producing = {pid: producing_abilities(state, pid) for pid in ids}
    referring = {pid for pid in ids if any(_refers_to_others(ref) for _i, ref in producing[pid])}
    # permanents whose abilities don't look at others are computed once, and once per
    # signature (their answer doesn't depend on which permanent it is)
    memo: dict[object, tuple[frozenset[str], list[str]]] = {}
    sigs = {pid: permanent_signature(state, pid) for pid in ids if producing[pid]}
    for pid in ids:
        if pid in referring or not producing[pid]:
            continue
        sig = sigs[pid]
        if sig not in memo:
            memo[sig] = _types_of(state, pid, current.__getitem__)
        current[pid], why[pid] = memo[sig]
    rounds = 0
    changed = bool(referring)
    while changed:
        changed = False
        rounds += 1
        snapshot = dict(current)
        # permanents with equal signatures have had equal sets in every round so far
        # (by induction from "nothing"), so they get equal answers in this one too
        round_memo: dict[object, tuple[frozenset[str], list[str]]] = {}
        for pid in sorted(referring):
            sig = sigs[pid]
            if sig not in round_memo:
                round_memo[sig] = _types_of(state, pid, snapshot.__getitem__)
            found, reasons_ = round_memo[sig]
            new = found | current[pid]
            why[pid] = reasons_
            if new != current[pid]:
                current[pid] = new
                changed = True
        if rounds > 6 * max(1, len(referring)) + 1:  # cannot happen: sets only grow
            break
    # the last round changed nothing, so its reasons are those of the fixed point
    memo_of(state)["could_produce"] = current
    memo_of(state)["could_produce_reasons"] = why
    memo_of(state)["could_produce_rounds"] = rounds
    return current


def reasons(state: GameState, pid: int) -> list[str]:
    """Why a permanent could produce what it could (its abilities and rules)."""
    could_produce_map(state)
    return list(memo_of(state)["could_produce_reasons"][pid])
