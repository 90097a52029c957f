"""General instructions inside an ability the older dispatchers resolve (CR 608.2c).

A spell or ability goes the general way (:mod:`mtglab.engine.effects.perform`) only when every
one of its instructions is one :func:`~mtglab.engine.effects.general.performs` plays; otherwise
:mod:`mtglab.engine.spells.casting`, :mod:`mtglab.engine.activating.activation` and
:mod:`mtglab.engine.effects.oneshot` resolve it instruction by instruction. :func:`perform_within`
lets them carry out a general instruction among the others, the same way it is carried
out alone: its targets are the ones chosen for its words "target" — the flat list of the
older dispatchers read in the order of the text (601.2c), each earlier instruction
taking as many as it has words "target" — and "it" / "that creature" (608.2c) names what
the instructions before it targeted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from mtglab.cards.effects import MayDo, Relation, Selector
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.general import performs
from mtglab.engine.effects.perform import Arrive, CastSpell, Resolution, perform
from mtglab.engine.events.entering import CastRecord
from mtglab.engine.resolution.targeting import Target, parts_of
from mtglab.engine.state import GameState

__all__ = ["perform_within", "target_words"]


def target_words(effect: object) -> int:
    """How many words "target" an instruction has (115.1): its target parts if the
    general way plays it, else its fields' target selectors (a card in a zone too)."""
    if performs(effect):
        return len(parts_of([effect]))
    if isinstance(effect, MayDo):
        return sum(target_words(e) for e in effect.effects)
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return 0
    n = 0
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Selector) and item.relation is Relation.TARGET:
                n += 1
    return n


def perform_within(state: GameState, effect: object, *, effects: Sequence[object],
                   targets: Sequence[Target], source_id: int | None, source_name: str,
                   controller: str, chooser: Chooser, x: int | None = None,
                   paid: Mapping[str, Any] | None = None, origin_text: str = "",
                   order: Sequence[str] | None = None, arrive: Arrive | None = None,
                   then: Sequence[object] = (), cast: CastRecord | None = None,
                   cast_spell: CastSpell | None = None) -> GameState:
    """Carry out ``effect``, one of ``effects`` (the resolving ability's instructions, in
    order), with ``targets`` the flat list of targets chosen for all of them (see the
    module docstring); with no earlier target, "it" is what a trigger's event was about
    (``paid["that"]``, 608.2c). ``order`` orders replacement effects (616.1), ``arrive``
    puts a card onto the battlefield (:class:`~mtglab.engine.effects.perform.Resolution`).
    ``then``: the instructions right after it that read what it did ("Flip a coin. If you
    win the flip, ...": "If you do", 608.2c-d), carried out after it in the same
    resolution, their words "target" following its own. ``cast``: a spell's cast record,
    which its conditions about how it was cast read (601.2h, 702.33d); ``cast_spell``: how a
    card is cast as an instruction tells (608.2g), given like ``arrive``."""
    at = next((i for i, e in enumerate(effects) if e is effect), None)
    earlier = list(effects[:at]) if at is not None else []
    start = sum(target_words(e) for e in earlier)
    mine = len(parts_of([effect, *then]))
    groups: list[tuple[Target, ...]] = [(t,) for t in targets[start:start + mine]]
    groups += [()] * (mine - len(groups))  # a word with none chosen (601.2c)
    before = list(targets[:start])
    last = 0
    for e in earlier:  # "it": what the instruction just before with a target aimed at
        n = target_words(e)
        if n:
            last = n
    named = tuple(before[len(before) - last:]) if last else tuple(before)
    that = (paid or {}).get("that")
    if not named and isinstance(that, int):
        named = (that,)
    chars = characteristics_of(state)
    looks = tuple((t, chars[t]) for t in named if isinstance(t, int) and t in chars)
    res = Resolution(source_id, source_name, controller, chooser, targets=tuple(groups), x=x,
                     paid=dict(paid or {}), origin_text=origin_text, effects=tuple(effects),
                     named=named, named_looks=looks,
                     order=tuple(order) if order is not None else None, arrive=arrive,
                     cast=cast, cast_spell=cast_spell)
    state, res = perform(state, effect, res)
    for later in then:
        state, res = perform(state, later, res)
    return state
