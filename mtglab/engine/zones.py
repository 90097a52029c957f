"""Moving permanents off the battlefield (CR 400.7, 111.7, 704.5d)."""

from __future__ import annotations

from mtglab.engine.state import GameState, GraveyardEntry
from mtglab.engine.wording import possessive

__all__ = ["leave_battlefield", "move_to_graveyard"]


def leave_battlefield(state: GameState, pid: int, to: str | None, why: str,
                      rule: str) -> GameState:
    """Take a permanent off the battlefield into zone ``to`` (None: ceases to exist).

    A token ceases to exist instead of staying in another zone (CR 111.7, 704.5d); the
    card becomes a new object (400.7), so effects that named the permanent end, and
    Auras attached to it are left attached to nothing (704.5m).
    """
    from mtglab.engine.layers import characteristics_of

    perm = state.permanents[pid]
    name = characteristics_of(state)[pid].name
    state = state.without_permanent(pid)
    # effects locked on it stop affecting it (611.2c); effects it created stay (611.2a);
    # "for as long as" effects watching it are ended by durations.end_expired
    from dataclasses import replace as _replace

    effects = []
    for r in state.effects:
        if pid in r.affected:
            rest = r.affected - {pid}
            if not rest:
                continue
            r = _replace(r, affected=rest)
        effects.append(r)
    state = state.evolve(effects=tuple(effects))
    # things attached to it become unattached (state-based actions deal with Auras)
    detached = [p for p in state.permanents.values() if p.attached_to == pid]
    from dataclasses import replace

    state = state.with_permanents(replace(p, attached_to=None) for p in detached)
    if perm.is_token or perm.card is None:
        return state.logged("leaves", name, f"{why}; a token ceases to exist", rule + ", 111.7")
    if to == "graveyard":
        entry = GraveyardEntry(perm.card.name, perm.owner, perm.card)
        yards = dict(state.graveyards)
        yards[perm.owner] = (*yards.get(perm.owner, ()), entry)
        state = state.evolve(graveyards=yards)
        return state.logged("leaves", name, f"{why}; into {possessive(perm.owner)} graveyard",
                            rule)
    if to == "exile":
        entry = GraveyardEntry(perm.card.name, perm.owner, perm.card)
        state = state.evolve(exile=(*state.exile, entry))
        return state.logged("leaves", name, f"{why}; exiled", rule)
    return state.logged("leaves", name, f"{why}; to {to or 'nowhere'}", rule)


def move_to_graveyard(state: GameState, pid: int, why: str, rule: str) -> GameState:
    """Put a permanent into its owner's graveyard."""
    return leave_battlefield(state, pid, "graveyard", why, rule)
