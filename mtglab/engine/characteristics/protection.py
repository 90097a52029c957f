"""Protection (CR 702.16): what a permanent with "protection from [quality]" is safe from.

A permanent with protection from a quality (a :class:`~mtglab.cards.keywords.Protection`
record among its current abilities) can't be — "DEBT" (702.16b-e):

* **D**\\ amaged: damage that would be dealt to it by sources with that quality is
  prevented (702.16e; :func:`mtglab.engine.effects.damage.deal_damage` and combat damage ask
  :func:`prevents_damage`);
* **E**\\ nchanted or **E**\\ quipped by Auras or Equipment with that quality (702.16c-d;
  :func:`mtglab.engine.effects.attach.attach_problem` refuses to attach them, and state-based
  actions put such an Aura into its owner's graveyard, 704.5m, and unattach such an
  Equipment, 704.5n);
* **B**\\ locked by creatures with that quality (702.16f; engine.combat's blocking check);
* **T**\\ argeted by spells with that quality or abilities from sources with it
  (702.16b; :func:`mtglab.engine.resolution.targeting.candidates`).

Protection from everything covers every source (702.16j); "protection from A and from
B" is two abilities (702.16g). Which objects have the quality is decided by
:func:`mtglab.engine.characteristics.selectors.matches` — the same reading of "red", "artifacts",
"Goblins", "multicolored" as every other selector — against the source's current
characteristics (a spell's are its card's, 112.3; a source that has left uses its last
known information, 608.2h).
"""

from __future__ import annotations

from typing import Any

from mtglab.cards.keywords import Protection
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import Looks, SelectContext, matches
from mtglab.engine.state import GameState

__all__ = ["blocking_problem", "prevents_damage", "protection_from", "protections"]


def protections(looks: Characteristics) -> tuple[Protection, ...]:
    """The protection abilities a permanent has now (702.16a), each quality one record."""
    return tuple(e for ref in looks.abilities if ref.ability.supported
                 for e in ref.ability.effects if isinstance(e, Protection))


def protection_from(state: GameState, protected: int, source: Looks | None,
                    source_id: int | None = None) -> Protection | None:
    """The protection ability of the permanent ``protected`` that covers ``source`` (a
    permanent's characteristics, a spell's card looks), or ``None`` (702.16a). ``source``
    ``None`` is looked up from ``source_id`` on the battlefield; nothing is found for a
    source mtglab can't see."""
    chars = characteristics_of(state)
    looks = chars.get(protected)
    if looks is None or not looks.has_keyword("Protection"):
        return None
    if source is None and source_id is not None:
        source = chars.get(source_id)
    if source is None:
        return None
    perm = state.permanents[protected]
    ctx = SelectContext(protected, looks.controller, chosen=perm.choices)
    for p in protections(looks):
        if p.everything:
            return p
        assert p.quality is not None
        if matches(p.quality, source_id if source_id is not None else -1, source, ctx):
            return p
    return None


def prevents_damage(state: GameState, recipient: int, source: Any) -> Protection | None:
    """The protection that prevents damage ``source`` (a
    :class:`~mtglab.engine.effects.damage.DamageSource`) would deal to the permanent
    ``recipient`` (702.16e), or ``None``."""
    looks = getattr(source, "looks", None)
    return protection_from(state, recipient, looks, getattr(source, "id", None))


def blocking_problem(state: GameState, blocker: int, attacker: int) -> str | None:
    """Why ``blocker`` can't block ``attacker`` because of the attacker's protection
    (702.16f), or ``None``."""
    p = protection_from(state, attacker, None, blocker)
    if p is None:
        return None
    chars = characteristics_of(state)
    return (f"{chars[attacker].name} has {p.describe()}: {chars[blocker].name} can't block "
            "it (CR 702.16f)")
