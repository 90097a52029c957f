"""How each effect card of a census is put on a board beside a source, as the rules need.

A permanent is laid out (``b.add``); an Aura or a Fortification is attached to the source
when its enchant or fortify rule allows it (CR 303.4a, 702.5a, 301.5c); a card whose
effect comes from an activated ability is laid out and that ability activated (602.2),
its mana cost put in the pool first; an instant or sorcery is cast and resolves (601.2,
608.2). Every "as it enters" choice (614.12a) and every choice the activation or spell
asks is enumerated: each answer is its own :class:`Placement`.

>>> import mtglab as ml
>>> from mtglab.combos.selection import relevance
>>> from mtglab.combos.sources import source_kind
>>> ps = placements(relevance(ml.card("Utopia Sprawl")), source_kind("Forest"))
>>> [p.label for p in ps][:2]  # one placement per color chosen as it enters (614.12a)
['Utopia Sprawl (attached to the source; color W)', \
'Utopia Sprawl (attached to the source; color U)']
>>> placements(relevance(ml.card("Utopia Sprawl")), source_kind("Island"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
mtglab.combos.setups.PlacementError: Utopia Sprawl can't be put beside Island: ...
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mtglab.board import Board, Permanent
from mtglab.cards import AbilityKind, Card
from mtglab.combos.selection import Relevance
from mtglab.combos.sources import SourceKind
from mtglab.errors import ChoiceRequired, MtglabError
from mtglab.mana import ManaCost

__all__ = ["MAX_OPTIONS", "Placement", "PlacementError", "SetupKind", "act", "lay_out",
           "placements", "source_board"]

#: A choice with more options than this (a creature type) is not enumerated.
MAX_OPTIONS = 12


class PlacementError(MtglabError):
    """An effect card can't be put on the board beside this source (the reason says why)."""


class SetupKind(enum.StrEnum):
    """How an effect card is put on the board."""

    ADD = "add"  # laid out as a permanent (set-up)
    ATTACH = "attach"  # an Aura or Fortification attached to the source (303.4, 301.5c)
    ACTIVATE = "activate"  # laid out, then its ability activated (602.2)
    CAST = "cast"  # an instant or sorcery cast and resolved (601.2, 608.2)


@dataclass(frozen=True, slots=True)
class Placement:
    """One way an effect card is put beside a source: how, by whom, with which
    "as it enters" answers (``enters``) and which answers to the activation's or the
    spell's choices (``choices``); ``ability`` is the ability activated."""

    card: Card
    how: SetupKind
    controller: str = "you"
    enters: tuple[Any, ...] = ()
    choices: tuple[Any, ...] = ()
    ability: int | None = None
    targets_source: bool = False
    enters_keys: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The card's name and, in brackets, how it was put on the board."""
        parts: list[str] = []
        if self.how is SetupKind.ATTACH:
            parts.append("attached to the source")
        elif self.how is SetupKind.ACTIVATE:
            parts.append(f"ability {self.ability} activated")
        elif self.how is SetupKind.CAST:
            parts.append("cast")
        if self.controller != "you":
            parts.append(f"{self.controller}'s")
        parts += [f"{k} {v}" for k, v in zip(self.enters_keys, self.enters, strict=True)]
        parts += [f"choice {c}" for c in self.choices]
        return self.card.name + (f" ({'; '.join(parts)})" if parts else "")

    def __repr__(self) -> str:
        return f"<Placement {self.label}>"


def source_board(source: SourceKind, cards: Sequence[Card] | None = None) -> tuple[
        Board, Permanent]:
    """A new board with the source kind laid out (yours, under your control since your
    turn began, 302.6) and its companions beside it; returns the board and the source."""
    own, *beside = cards if cards is not None else source.cards()
    b = Board()
    p = b.add(own)
    for c in beside:
        b.add(c)
    return b, p


_ENCHANT = re.compile(r"^(enchant|fortify)\b\s*(.*)$", re.I)
_WORDS_IGNORED = {"you", "control", "controls", "a", "an", "permanent"}


def _attach_problem(card: Card, target: Card) -> str | None:
    """Why ``card`` can't be attached to ``target`` (303.4a enchant; 301.5c fortify), or
    None when it can."""
    if "Fortification" in card.subtypes:
        return None if "Land" in target.types else \
            f"a Fortification is attached only to a land (CR 301.5c); {target.name} isn't one"
    for a in card.abilities:
        m = _ENCHANT.match(a.text.strip())
        if m is None or m.group(1).lower() != "enchant":
            continue
        words = {*(t.lower() for t in target.types), *(t.lower() for t in target.subtypes),
                 *(t.lower() for t in target.supertypes)}
        for alternative in re.split(r"\s+or\s+|,\s*", m.group(2).lower()):
            need = [w for w in alternative.split() if w not in _WORDS_IGNORED]
            if all(w.rstrip("s") in words or w in words for w in need):
                return None
        return (f"{card.name}'s {a.text!r} allows only that (CR 303.4a, 702.5a), and "
                f"{target.name} isn't one")
    return None


def _controller(rel: Relevance) -> str:
    """Whose the effect is: the opponent's when every relevant ability speaks only of an
    opponent's permanents or actions (Mana Web), yours otherwise."""
    texts = [rel.card.abilities[i].text for i in rel.abilities]
    if texts and all(re.search(r"\bopponents?\b", t, re.I) for t in texts):
        return "opponent"
    return "you"


def _pay_for(cost: ManaCost | None) -> str:
    """Mana that pays ``cost`` (X as 0): a hybrid or Phyrexian symbol by its first color,
    generic mana as colorless (CR 107.4, 601.2h)."""
    if cost is None:
        return ""
    out = []
    for s in cost.symbols:
        if s.colors:
            out.append(s.colors[0])
        elif s.text in ("{C}", "{S}"):
            out.append("C")
        else:
            out.append("C" * s.generic)
    return "".join(out)


def _activated(rel: Relevance) -> int | None:
    """The relevant activated ability to activate, if the effect comes from one."""
    for i in rel.abilities:
        if rel.card.abilities[i].kind is AbilityKind.ACTIVATED:
            return i
    return None


def _first_placement(rel: Relevance, source: SourceKind, own: Card) -> Placement:
    c = rel.card
    ctrl = _controller(rel)
    if c.types and set(c.types) <= {"Instant", "Sorcery"}:
        target = bool(re.search(r"\btarget\b", " ".join(c.abilities[i].text
                                                       for i in rel.abilities)))
        return Placement(c, SetupKind.CAST, "you", targets_source=target)
    i = _activated(rel)
    if i is not None:
        target = bool(re.search(r"\btarget\b", c.abilities[i].text))
        return Placement(c, SetupKind.ACTIVATE, ctrl, ability=i, targets_source=target)
    if "Aura" in c.subtypes or "Fortification" in c.subtypes:
        problem = _attach_problem(c, own)
        if problem is not None:
            raise PlacementError(f"{c.name} can't be put beside {source.label}: {problem}")
        return Placement(c, SetupKind.ATTACH, ctrl)
    return Placement(c, SetupKind.ADD, ctrl)


def lay_out(board: Board, placement: Placement, source: Permanent) -> Permanent | None:
    """Put the card on the board (its first step: laid out, attached; nothing yet for a
    spell)."""
    if placement.how is SetupKind.CAST:
        return None
    attached = source if placement.how is SetupKind.ATTACH else None
    placed: Permanent = board.add(placement.card, placement.controller, attached_to=attached,
                                  choices=placement.enters)
    return placed


def act(board: Board, placement: Placement, permanent: Permanent | None,
        source: Permanent) -> None:
    """Its second step: activate the ability or cast the spell, mana paid from the pool."""
    targets = (source,) if placement.targets_source else ()
    if placement.how is SetupKind.CAST:
        board.add_mana(placement.controller, _pay_for(placement.card.mana_cost))
        board.cast(placement.card, controller=placement.controller, targets=targets,
                   choices=placement.choices)
    elif placement.how is SetupKind.ACTIVATE and permanent is not None:
        assert placement.ability is not None
        a = placement.card.abilities[placement.ability]
        for cost in a.costs:
            if cost.kind == "mana":
                board.add_mana(placement.controller, _pay_for(cost.mana))
        board.activate(permanent, placement.ability, targets=targets,
                       choices=placement.choices, player=placement.controller)


def _enumerate(attempt: Callable[[tuple[Any, ...]], None], what: str) -> list[tuple[Any, ...]]:
    """Every list of answers with which ``attempt`` succeeds: each ChoiceRequired it
    raises branches on the options it lists."""
    done: list[tuple[Any, ...]] = []
    todo: list[tuple[Any, ...]] = [()]
    while todo:
        given = todo.pop(0)
        try:
            attempt(given)
        except ChoiceRequired as exc:
            if not exc.options:
                raise PlacementError(f"{what}: {exc}") from None
            if len(exc.options) > MAX_OPTIONS:
                raise PlacementError(f"{what}: {exc.what} has {len(exc.options)} options, "
                                     f"more than the census enumerates ({MAX_OPTIONS})"
                                     ) from None
            todo.extend((*given, o) for o in exc.options)
            continue
        done.append(given)
    return done


def placements(rel: Relevance, source: SourceKind,
               cards: Sequence[Card] | None = None) -> tuple[Placement, ...]:
    """Every way to put ``rel``'s card beside ``source``: one :class:`Placement` per
    answer to its choices. Raises :class:`PlacementError` saying why it can't be put
    there (an enchant rule, an unpayable cost, a missing target...)."""
    cards = cards if cards is not None else source.cards()
    first = _first_placement(rel, source, cards[0])
    what = f"{rel.name} can't be put beside {source.label}"
    keys: list[str] = []

    def enters(given: tuple[Any, ...]) -> None:
        b, p = source_board(source, cards)
        try:
            lay_out(b, _with(first, enters=given), p)
        except ChoiceRequired as exc:
            m = re.search(r"choose an? ([a-z ]+?) \(", exc.what)
            if len(keys) <= len(given):
                keys.append(m.group(1) if m else "choice")
            raise

    out: list[Placement] = []
    try:
        for e in _enumerate(enters, what):
            base = _with(first, enters=e, enters_keys=tuple(keys[:len(e)]))

            def activation(given: tuple[Any, ...], base: Placement = base) -> None:
                b, p = source_board(source, cards)
                q = _with(base, choices=given)
                act(b, q, lay_out(b, q, p), p)

            for ch in _enumerate(activation, what):
                out.append(_with(base, choices=ch))
    except PlacementError:
        raise
    except MtglabError as exc:
        raise PlacementError(f"{what}: {exc}") from None
    return tuple(out)


def _with(p: Placement, **changes: Any) -> Placement:
    return replace(p, **changes)
