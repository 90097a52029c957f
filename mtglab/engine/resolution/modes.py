"""Choosing the modes of a modal spell as it is cast (CR 700.2, 601.2b).

A modal instant or sorcery (its header read by :mod:`mtglab.cards.oracle.modal`) is cast with
``modes=``, the indexes of the modes chosen, in any order: they are chosen before its
targets (601.2b, 601.2c), at least and at most as many as its header says and none twice
(700.2d), and each must be a mode mtglab carries out; the ``targets=`` of the cast are
those of the chosen modes, one list per word "target" in printed order when the general
way plays them all (:mod:`mtglab.engine.effects.perform`); otherwise those of the one chosen mode
that targets (two such modes are refused: mtglab doesn't tell their targets apart). The
spell then is, for every
rule that reads its text (its targets, 700.2c; what it does as it resolves, 608.2), the
spell with only those modes, in printed order (:func:`chosen_card`); the card itself (the
one put into the graveyard) keeps all of them.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.ability import Ability
from mtglab.cards.effects import ChooseModes
from mtglab.cards.model import Card
from mtglab.engine.effects.general import is_general
from mtglab.engine.effects.mixed import target_words
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError

__all__ = ["chosen_card", "chosen_modes", "mode_header"]

#: A mode that targets (115.1): its targets are chosen only if it is (700.2c)


def mode_header(card: Card) -> ChooseModes | None:
    """The "Choose one —" of a modal spell, or ``None`` if the card isn't one."""
    return next((e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, ChooseModes)), None)


def _modes(card: Card) -> list[Ability]:
    return [a for a in card.abilities if a.mode is not None]


def chosen_modes(card: Card, modes: Sequence[int] | None, *, kicked: bool = False,
                 entwined: bool = False) -> tuple[int, ...] | None:
    """The modes chosen for ``card``, checked and sorted in printed order (700.2,
    601.2b); ``None`` for a spell that isn't modal (then ``modes`` must be ``None``).
    Raises :class:`~mtglab.errors.ChoiceRequired` when a modal spell's modes are missing,
    :class:`~mtglab.errors.IllegalActionError` for a choice the rules don't allow and
    :class:`~mtglab.errors.UnsupportedError` for a mode mtglab can't carry out.
    ``entwined``: its entwine cost is paid, so every mode is chosen (702.42b)."""
    header = mode_header(card)
    if header is not None and header.kicked_any and kicked:  # any number (702.33d)
        header = replace(header, maximum=header.modes)
    if header is not None and entwined:  # its entwine cost paid: all of them (702.42b)
        header = replace(header, minimum=header.modes, maximum=header.modes)
    label = f"cast {card.name}"
    if header is None:
        if modes is not None:
            raise IllegalActionError(label, ["it is not a modal spell, so no mode is chosen "
                                             "(CR 700.2)"])
        return None
    lines = _modes(card)
    options = [f"{a.mode}: {a.text}" for a in lines]
    how_many = str(header.minimum) if header.minimum == header.maximum else \
        f"{header.minimum} to {header.maximum}"
    if modes is None:
        raise ChoiceRequired(f"the modes of {card.name}: {how_many} of them (CR 700.2, "
                             "601.2b); pass modes=", options)
    chosen = tuple(modes)
    problems = _mode_problems(card, header, chosen, options, how_many)
    if problems:
        raise IllegalActionError(label, problems)
    _check_playable(card, lines, chosen)
    return tuple(sorted(chosen))


def _mode_problems(card: Card, header: ChooseModes, chosen: tuple[int, ...],
                   options: list[str], how_many: str) -> list[str]:
    """Why these modes can't be chosen (700.2a, 700.2d): an index out of range, a mode
    twice, too few or too many."""
    if any(not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < header.modes
           for m in chosen):
        return [f"a mode is an index from 0 to {header.modes - 1}: {options}"]
    if len(set(chosen)) != len(chosen) and not header.repeat:
        return ["a mode can't be chosen more than once (CR 700.2d)"]
    if header.commander_both and len(chosen) > header.maximum:
        raise UnsupportedError(f"mtglab doesn't check whether you control a commander, so "
                               f"{card.name} is cast with one mode only (CR 903.3, 700.2)")
    if not header.minimum <= len(chosen) <= header.maximum:
        return [f"it is cast with {how_many} modes, not {len(chosen)} (CR 700.2a, 700.2d)"]
    return []


def _check_playable(card: Card, lines: list[Ability], chosen: tuple[int, ...]) -> None:
    """Raise :class:`~mtglab.errors.UnsupportedError` when mtglab can't carry out a mode
    chosen, or can't tell apart the targets of several modes chosen (700.2c, 608.2b)."""
    for a in lines:
        if a.mode in chosen and not a.supported:
            raise UnsupportedError(f"mtglab can't carry out the mode {a.text!r} of "
                                   f"{card.name}: {a.problem}")
    targeted = [a for a in lines if a.mode in chosen and a.target_words]
    general = is_general([e for a in lines if a.mode in chosen for e in a.effects])
    if len(targeted) > 1 and not general and any(  # else read in text order (601.2c)
            sum(target_words(e) for e in a.effects) == 0 for a in targeted):
        raise UnsupportedError(f"mtglab doesn't tell apart the targets of several modes of "
                               f"{card.name} (CR 700.2c, 608.2b): choose one of "
                               f"{[a.mode for a in targeted]} with the others")


def chosen_card(card: Card, modes: Sequence[int] | None) -> Card:
    """``card`` as the spell with the modes ``modes`` only: its other modes and its header
    left out (700.2, 700.2c); a mode chosen several times ("You may choose the same mode
    more than once") appears that many times in sequence (700.2d). A card that isn't
    modal is returned as it is."""
    if mode_header(card) is None:
        return card
    times = Counter(modes or ())
    return replace(card, abilities=tuple(
        kept for a in card.abilities
        for kept in ((a,) if a.mode is None and not any(
            isinstance(e, ChooseModes) for e in a.effects) else
            _repeated(a, times[a.mode]) if a.mode is not None else ())))


def _repeated(mode: Ability, times: int) -> tuple[Ability, ...]:
    """``mode`` chosen ``times`` times (700.2d): each time after the first with its own
    copies of its effects, so that each instruction keeps its own targets."""
    return tuple(mode if k == 0 else replace(mode, effects=tuple(
        copy.copy(e) for e in mode.effects)) for k in range(times))

