"""Choosing several modes of a modal triggered ability, or up to one, as it is put on
the stack (CR 603.3c, 700.2b, 700.2d).

"When ~ enters, choose one or more —", "choose two —", "choose up to one —" (the header
read by :mod:`mtglab.cards.oracle.modal` into a
:class:`~mtglab.cards.effects.TriggerModes` with ``minimum`` and ``maximum``): as the
ability goes on the stack its controller chooses that many of its legal modes, none twice
(700.2d), answered in ``choices=`` by a list of their indexes (a mode's index alone for a
single one); a single possible set is taken. The ability then is its chosen modes'
instructions in printed order (608.2c). No mode chosen ("up to one", or fewer legal modes
than it chooses): the ability is removed from the stack (700.2b).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from mtglab.cards.ability import Ability
from mtglab.cards.effects import TriggerModes
from mtglab.engine.choices import Chooser
from mtglab.errors import IllegalActionError

__all__ = ["pick_trigger_modes", "trigger_mode_options", "with_trigger_modes"]


def trigger_mode_options(spec: TriggerModes, legal: Sequence[int]) -> list[tuple[int, ...]]:
    """The sets of modes that can be chosen for a modal triggered ability that chooses
    more than one, or up to one ("choose one or more", "choose two", "choose up to one"),
    each in printed order: at least ``spec.minimum`` and at most ``spec.maximum`` (0: any
    number) of its ``legal`` modes, none twice (700.2b, 700.2d). The empty set, when
    allowed, means no mode is chosen: the ability is removed from the stack (700.2b).

    >>> from mtglab.cards.effects import TriggerModes
    >>> trigger_mode_options(TriggerModes(("a", "b", "c"), ((), (), ()), minimum=1,
    ...                                   maximum=2), [0, 2])
    [(0,), (2,), (0, 2)]
    """
    most = len(legal) if spec.maximum == 0 else min(spec.maximum, len(legal))
    return [combo for n in range(spec.minimum, most + 1)
            for combo in combinations(sorted(legal), n)]


def pick_trigger_modes(spec: TriggerModes, legal: Sequence[int], chooser: Chooser,
                       source: str) -> tuple[int, ...]:
    """The modes chosen for ``source``'s modal triggered ability as it is put on the
    stack (603.3c, 700.2b, 700.2d), from ``chooser``: a mode's index or a list of them
    answers; a single possible set is taken. An empty tuple: no mode can be or is
    chosen. Raises :class:`~mtglab.errors.IllegalActionError` for a set the rules don't
    allow."""
    options = trigger_mode_options(spec, legal)
    if len(options) <= 1:
        return options[0] if options else ()
    listed = "; ".join(f"{k}: {spec.lines[k]}" for k in legal)
    what = (f"the modes of {source}'s triggered ability (CR 603.3c, 700.2b, 700.2d): "
            f"a list of their indexes, from {options[0]} to {options[-1]}: {listed}")
    answer = chooser.pick_free(what, options)
    chosen = (answer,) if isinstance(answer, int) and not isinstance(answer, bool) else \
        tuple(sorted(answer)) if isinstance(answer, list | tuple) else None
    if chosen not in options:
        raise IllegalActionError(f"choose the modes of {source}'s triggered ability",
                                 [f"{answer!r} is not one of {options} (CR 700.2b, "
                                  "700.2d)"])
    assert chosen is not None
    return chosen


def with_trigger_modes(ability: Ability, spec: TriggerModes, chosen: Sequence[int]
                       ) -> Ability:
    """``ability`` (a modal triggered ability) as it goes on the stack with the modes
    ``chosen``: their instructions in printed order (700.2d, 608.2c), its text theirs."""
    return replace(ability, text=" ".join(spec.lines[k] for k in chosen),
                   effects=tuple(e for k in chosen for e in spec.modes[k]))
