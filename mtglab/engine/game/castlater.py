"""Exiling a card from the hand to cast it on a later turn: foretell, plot and suspend
(CR 702.143, 702.170, 702.62), special actions (116.2h, 116.2k, 116.2f).

A card with "Foretell [cost]" or "Plot [cost]" in its owner's hand
(:class:`~mtglab.cards.castcosts.CastLater`) may be exiled by them, without using the
stack (116.2h, 116.2k):

* foretell: any time they have priority during their own turn, paying {2}; the card is
  exiled face down and its owner may look at it (702.143a);
* plot: any time they have priority in their own main phase while the stack is empty,
  paying its plot cost; the card becomes plotted (702.170a).

* suspend: any time they could begin to cast it (116.2f: as a sorcery unless it is an
  instant or has flash, 307.1), paying its suspend cost; the card is exiled with its
  number of time counters on it (702.62a); as their upkeep begins, its first triggered
  ability triggers (:func:`suspend_upkeep`), and :mod:`mtglab.engine.spells.suspend`
  resolves it.

A foretold or plotted card keeps a permission in the game state
(:class:`~mtglab.cards.permissions.PlayGrant`, for as long as it stays exiled: a card that
leaves exile is a new object, 400.7): after the turn it was exiled has ended, its owner may
cast it — a foretold card for its foretell cost rather than its mana cost (702.143a), a
plotted card without paying its mana cost, in their own main phase while the stack is
empty (702.170d). Both are alternative costs (118.9, 601.2b, 601.2f-h), so no other
alternative cost can be paid with them (118.9a); the casting checks are
:mod:`mtglab.engine.spells.casting`'s.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import PLOT, SUSPEND, CastLater, Suspend
from mtglab.cards.model import Card
from mtglab.cards.permissions import PermissionEnd, PlayAction, PlayGrant
from mtglab.engine.effects.exilecounters import exiled_with_counters
from mtglab.engine.effects.life import lose_life
from mtglab.engine.game.zones import card_zone, moved_card
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["LAST", "TIME", "UPKEEP", "cast_later_keywords", "exile_to_cast_later",
           "later_cast_problems", "suspend_upkeep"]

_RULES = {"Foretell": "702.143a, 116.2h", "Plot": "702.170a, 116.2k",
          SUSPEND: "702.62a, 116.2f"}

_Record = CastLater | Suspend


def cast_later_keywords(card: object) -> tuple[_Record, ...]:
    """The foretell, plot and suspend abilities the card's understood lines give it
    (702.143a, 702.170a, 702.62a)."""
    abilities = getattr(card, "abilities", ())
    return tuple(e for a in abilities if a.supported for e in a.effects
                 if isinstance(e, CastLater | Suspend))


def _keyword(record: _Record) -> str:
    return SUSPEND if isinstance(record, Suspend) else record.keyword


def _record(state: GameState, card_id: int, keyword: str | None) -> _Record | None:
    found = card_zone(state, card_id)
    if found is None or found[2].card is None:
        return None
    have = cast_later_keywords(found[2].card)
    if keyword is None:
        return have[0] if have else None
    return next((k for k in have if _keyword(k).lower() == keyword.lower()), None)


def later_cast_problems(state: GameState, card_id: int, player: str,
                        keyword: str | None = None) -> list[str]:
    """Why ``player`` can't take the special action of ``keyword`` (the card's foretell,
    plot or suspend, the first it has by default) with the card ``card_id`` now; ``[]``
    when they can (116.2h, 116.2k, 116.2f)."""
    found = card_zone(state, card_id)
    if found is None:
        return [f"#{card_id} is not a card in a hand, library, graveyard or exile"]
    owner, zone, entry = found
    problems = []
    if zone != "hand" or owner != player:
        problems.append(f"it is in {possessive(owner)} {zone}: only a card in its owner's "
                        "hand is foretold, plotted or suspended (CR 702.143a, 702.170a, "
                        "702.62a)")
    record = _record(state, card_id, keyword)
    if record is None:
        problems.append(f"{entry.name} has no {(keyword or 'foretell, plot or suspend')}"
                        .lower() + " ability mtglab understands (CR 702.143a, 702.170a, "
                        "702.62a)")
        return problems
    if isinstance(record, Suspend):
        card = entry.card
        quick = card is not None and ("Instant" in card.types or any(
            "Flash" in a.keywords for a in card.abilities if a.supported))
        if not quick and (state.active != player or "main" not in state.phase or
                          state.stack):
            problems.append("a card is suspended only when its owner could begin to cast "
                            "it: in their main phase with an empty stack, unless it is an "
                            "instant or has flash (CR 116.2f, 307.1)")
        return problems
    if state.active != player:
        problems.append(f"it is {possessive(state.active)} turn: a card is "
                        f"{_done(record)} only during its owner's own turn "
                        f"(CR {_RULES[record.keyword]})")
    elif record.main_phase and ("main" not in state.phase or state.stack):
        problems.append("a card is plotted only in its owner's main phase while the stack "
                        "is empty (CR 702.170a, 116.2k)")
    return problems


def _done(record: _Record) -> str:
    return "suspended" if isinstance(record, Suspend) else \
        "plotted" if record.keyword == PLOT else "foretold"


def exile_to_cast_later(state: GameState, card_id: int, player: str,
                        keyword: str | None = None) -> tuple[int, GameState]:
    """The special action of foretell, plot or suspend (116.2h, 116.2k, 116.2f):
    ``player`` pays its cost from their pool and exiles the card ``card_id`` from their
    hand (face down when foretold, with time counters when suspended); it may be cast
    from exile later (see the module docstring).
    Returns the card's id in exile and the new state; raises, changing nothing, when
    they can't."""
    problems = later_cast_problems(state, card_id, player, keyword)
    found = card_zone(state, card_id)
    name = found[2].name if found is not None else f"#{card_id}"
    label = f"{(keyword or 'foretell, plot or suspend').lower()} {name}"
    if problems:
        raise IllegalActionError(label, problems)
    record = _record(state, card_id, keyword)
    assert record is not None
    rule = _RULES[_keyword(record)]
    paid = record.cost if isinstance(record, Suspend) else record.exile_cost
    p = state.player(player)
    plan = pay_from_pool(p, paid, purpose=_keyword(record).lower())
    if plan is None:
        raise IllegalActionError(label, [
            f"{possessive(player)} mana pool ({p.pool_mana or 'empty'}) can't pay "
            f"{paid} (CR {rule})"])
    pool, life = plan
    state = lose_life(state.with_player(replace(p, pool=pool)), player, life)  # 119.4
    how = "face down " if isinstance(record, CastLater) and record.face_down else ""
    new, state = moved_card(state, card_id, "exile", f"{does(player, 'pays')} "
                            f"{paid} and exiles it {how}from their hand "
                            f"(a special action: it doesn't use the stack)", rule)
    if isinstance(record, Suspend):  # with its time counters: it is suspended (702.62b)
        return new, exiled_with_counters(state, new, {"time": record.time})
    cost = record.cast_cost if record.cast_cost is not None else ManaCost.parse("{0}")
    grant = PlayGrant(player, name, PermissionEnd.WHILE_EXILED, state.turn, cards=(new,),
                      action=PlayAction.CAST, keyword=record.keyword,
                      alternative_cost=cost, sorcery=record.main_phase)
    state = state.evolve(play_grants=(*state.play_grants, grant))
    way = f"for its foretell cost {cost}" if record.cast_cost is not None else \
        "without paying its mana cost, in their main phase with an empty stack"
    return new, state.logged("permission", name, f"it is {_done(record)}: "
                             f"{player} may cast it from exile after this turn "
                             f"{way}", rule + (", 702.170d" if record.keyword == PLOT
                                               else ""))


#: the trigger events of suspend's two triggered abilities (702.62a)
UPKEEP: Final = "suspend upkeep"
LAST: Final = "suspend last counter"
TIME: Final = "time"


def _suspend_ability(card: Card | None) -> tuple[Ability, Suspend] | None:
    """The card's understood suspend line and its record, or None."""
    for a in card.abilities if card is not None else ():
        for e in a.effects if a.supported else ():
            if isinstance(e, Suspend):
                return a, e
    return None


def suspend_upkeep(state: GameState) -> GameState:
    """The active player's upkeep begins (503.1a): the first triggered ability of suspend
    of each card of theirs that is suspended triggers (702.62a, 702.62b)."""
    for c in state.exile:
        found = _suspend_ability(c.card) if c.owner == state.active else None
        if found is None or c.id is None or not dict(c.counters).get(TIME):
            continue
        state = state.evolve(pending_triggers=(*state.pending_triggers, PendingTrigger(
            c.id, c.name, c.owner, found[0], UPKEEP, that_player=c.owner)))
        state = state.logged("trigger", c.name, "it is suspended: its suspend ability "
                             "triggers as its owner's upkeep begins", "702.62a, 503.1a")
    return state
