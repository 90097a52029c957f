"""What an activated "becomes a copy" ability copies, and who becomes the copy (CR 707.2,
707.4, 608.2h, 607.2a, 107.3).

The original of a copy effect is a permanent or a *card* (707.2: a card's copiable
values are its printed ones). :func:`copy_original` finds it from the ability's text:

* ``target creature`` / ``another target creature``: the target permanent, its
  copiable values now (707.2, 707.3);
* ``target creature card in your graveyard with mana value X`` (Lazav, the
  Multifarious), ``target creature card in exile with a memory counter on it`` (The
  Animus): the target card (115.1; X is the ability's, 107.3; the counters on a card in
  exile, 122.1);
* ``the sacrificed creature`` / ``the exiled creature`` (The Ever-Changing 'Dane,
  Curie): the permanent its cost sacrificed or exiled, as it last existed on the
  battlefield (608.2h, 113.7a) — the values are taken before the cost is paid;
* ``that card`` after "Exile target creature card from a graveyard" (Dimir
  Doppelganger): the card the ability exiled;
* ``the exiled card`` (Dermotaxi), ``target creature card exiled with it``
  (Mimeoplasm, Revered One), ``a creature card exiled with ~`` (Reflection Net) and
  "Choose a creature card exiled with ~ with mana value X" (Valki): cards in exile
  *linked* to the source (607.2a, :func:`linked_exiled`) — those its own ability exiled
  in the game (Reflection Net's "exile target creature until ~ leaves", 610.3), and
  those a board set up: ``b.exile_with(permanent, [cards])``, or
  ``b.add(card, choices={"exiled cards": [names]})`` with those cards in exile
  (``b.add(name, zone="exile")``). A card that left exile is no longer linked (400.7);
  "Choose a card at random" (Volatile Chimera) asks for the outcome, each card one
  (701.9b, 706.2).

The subject is the ability's source, or its first target ("Target Shapeshifter becomes a
copy of target creature", Shapesharer: targets in the order the text names them, 601.2c).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mtglab.cards.effects import (
    EXILED_CARDS,
    BecomeCopy,
    ExceptClause,
    ExileCards,
    ExileUntilLeaves,
    Relation,
    Selector,
)
from mtglab.cards.model import Ability
from mtglab.engine.characteristics.copies import apply_exceptions
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of, linked_choices
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.game.zones import card_zone
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["COPY_DURATIONS", "Original", "copy_card_targets", "copy_original",
           "copy_subject", "linked_exiled", "start_copy_of"]

#: How each duration of a copy effect reads in the log (611.2a-b).
COPY_DURATIONS: dict[str | None, str] = {
    None: "", "end of turn": " until end of turn",
    "while tapped": " for as long as that creature remains tapped",
    "while attached": " for as long as it remains attached",
    "your next turn": " until its controller's next turn"}


@dataclass(frozen=True, slots=True)
class Original:
    """What a copy effect copies: its copiable values, its object id (a permanent's or
    a card's; None for last known information) and why these values (the rule)."""

    values: BaseValues
    original_id: int | None
    rule: str

    def __repr__(self) -> str:
        return f"Original({self.values.name!r}, #{self.original_id}, {self.rule})"


def _card_looks(state: GameState, cid: int) -> tuple[str, CardLooks] | None:
    found = card_zone(state, cid)
    if found is None or found[2].card is None:
        return None
    owner, zone, entry = found
    assert entry.card is not None
    return zone, CardLooks(BaseValues.of_card(entry.card), owner)


def _context(state: GameState, pid: int, who: str, x: int | None) -> SelectContext:
    return SelectContext(pid, who, x=x)


def linked_exiled(state: GameState, pid: int) -> list[int]:
    """The ids of the cards in exile "exiled with" permanent ``pid`` (607.2a): those its
    own ability exiled in this game (Reflection Net's "exile target creature until ~
    leaves the battlefield", 610.3) and those a board set up as exiled with it
    (:data:`~mtglab.cards.effects.EXILED_CARDS`, ``Board.exile_with``). A card that left
    exile is a new object, no longer linked (400.7)."""
    in_exile = [c for c in state.exile if c.id is not None]
    ids = [cid for r in state.effects if r.source_id == pid and
           isinstance(r.effect, ExileCards | ExileUntilLeaves) for cid in sorted(r.affected)
           if any(c.id == cid for c in in_exile)]
    names = dict(linked_choices(state, pid) if pid in state.permanents else ()).get(
        EXILED_CARDS) or ()
    for n in (names,) if isinstance(names, str) else names:
        found = next((c.id for c in in_exile if c.name == n and c.id not in ids), None)
        if found is not None:
            ids.append(found)
    return ids


def copy_card_targets(state: GameState, pid: int, sel: Selector, who: str,
                      x: int | None) -> list[int]:
    """The cards ``sel`` (a targeted card in a zone) may target now (115.1): "target
    creature card in your graveyard with mana value X", "target creature card exiled
    with it" (the cards linked to the source, :func:`linked_exiled`)."""
    assert sel.zone is not None
    ctx = _context(state, pid, who, x)
    plain = replace(sel, relation=None, zone=None, controller=sel.controller)
    if sel.zone == "exile" and sel.same_name_as is Relation.EXILED:
        linked = set(linked_exiled(state, pid))
        pool = [c for c in state.exile if c.id in linked]
        plain = replace(plain, same_name_as=None)
    elif sel.zone == "exile":
        pool = list(state.exile)
    else:
        pool = [c for cards in getattr(state, sel.zone + "s", {}).values() for c in cards]
    out = []
    for c in pool:
        if c.id is None or c.card is None:
            continue
        # a card in exile may have counters on it ("with a memory counter on it", 122.1)
        if matches(plain, c.id, CardLooks(BaseValues.of_card(c.card), c.owner), ctx,
                   counters=dict(c.counters)):
            out.append(c.id)
    return out


def copy_subject(effect: BecomeCopy, pid: int, targets: Sequence[int]) -> int:
    """The permanent that becomes the copy: the source, or the first target."""
    if effect.subject.is_self:
        return pid
    if effect.subject.relation is Relation.TARGET and targets:
        return targets[0]
    raise ChoiceRequired("a target creature that becomes the copy; pass targets=")


def copy_original(state: GameState, pid: int, effect: BecomeCopy, who: str,
                  targets: Sequence[int], paid: Mapping[str, Any], chooser: Chooser,
                  x: int | None, exiled_targets: Mapping[int, BaseValues]
                  ) -> Original | None:
    """The original of ``effect`` as the ability resolves (see the module docstring);
    None when there is none (no linked card left: nothing happens, 608.2b-c).
    ``exiled_targets`` are the values of the cards the ability targeted, taken before
    it exiled them ("that card")."""
    sel = effect.original
    rest = list(targets[1:] if effect.subject.relation is Relation.TARGET else targets)
    match sel.relation:
        case Relation.SACRIFICED | Relation.COST_EXILED:
            key = "sacrificed_values" if sel.relation is Relation.SACRIFICED \
                else "exiled_values"
            values = paid.get(key)
            if not isinstance(values, BaseValues):
                raise IllegalActionError("copy", [f"no creature was {sel.relation.value} "
                                                  "to pay this ability's cost (CR 602.2b)"])
            return Original(values, None, "608.2h, 707.2")
        case Relation.THAT:  # "that card": the card exiled by this ability
            if not exiled_targets:
                return None
            cid, values = next(iter(exiled_targets.items()))
            return Original(values, cid, "707.2, 400.7")
        case Relation.TARGET | Relation.OTHER if sel.zone is not None:
            if not rest:
                raise ChoiceRequired("a target card for the copy effect; pass targets=")
            got = _card_looks(state, rest[0])
            if got is None:
                return None
            return Original(got[1].values, rest[0], "707.2")
        case Relation.TARGET | Relation.OTHER:
            if not rest:
                raise ChoiceRequired("a target creature for the copy effect; pass targets=")
            if rest[0] not in state.permanents:
                raise IllegalActionError("copy", ["the target is no longer on the "
                                                  "battlefield (CR 608.2b)"])
            return Original(copiable_of(state, rest[0]), rest[0], "707.2, 707.3")
        case Relation.EXILED | Relation.CHOSEN if sel.zone == "exile":
            linked = replace(sel, relation=None, same_name_as=Relation.EXILED)
            options = {cid: state_name for cid, state_name in (
                (cid, card_zone(state, cid)[2].name)  # type: ignore[index]
                for cid in copy_card_targets(state, pid, linked, who, x))}
            if not options:
                return None
            cid = chooser.pick_permanent(
                "the card chosen at random: each card exiled with it is one outcome (CR "
                "701.9b, 706.2, 607.2a)" if effect.at_random else
                "the card exiled with it to copy (CR 607.2a)", options)
            got = _card_looks(state, cid)
            assert got is not None
            return Original(got[1].values, cid, "707.2, 607.2a")
    raise IllegalActionError("copy", [f"mtglab can't find {sel.describe()} to copy"])


def start_copy_of(state: GameState, subject: int, original: Original, controller: str,
                  source_name: str, *, duration: str | None = None, watch: int | None = None,
                  exceptions: tuple[ExceptClause, ...] = (),
                  own_abilities: tuple[Ability, ...] = ()) -> GameState:
    """Permanent ``subject`` becomes a copy of ``original`` (CR 707.4, 613.2a): the
    values are snapshotted now (707.2b), with the exceptions applied (707.9b)."""
    values, _extra = apply_exceptions(original.values, exceptions, own_abilities,
                                      source_name, own=copiable_of(state, subject))
    who = characteristics_of(state)[subject].name
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, subject, source_name, controller,
                       CopyEffect(values, original.original_id, values.name), ts,
                       frozenset({subject}), duration, watch,
                       rule="707.2, 707.4, 613.2a" + (", 611.2a" if duration else ""))
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("copy", who, f"becomes a copy of {values.name}"
                        f"{COPY_DURATIONS.get(duration, '')}; it doesn't enter or leave the "
                        "battlefield", f"707.4, {original.rule}")
