"""Abilities that function in a hand (CR 113.6m): "Exile this card from your hand: Add {G}",
cycling (702.29a).

An ability whose cost moves the object it is on out of a zone functions only in that zone
(113.6m): Elvish Spirit Guide's ability is activated while the card is in its owner's
hand, and never on the battlefield. To check and activate it with the same rules as any
other ability, :func:`hand_view` gives a state in which the card is also looked at as an
object with its printed characteristics (its own id, its owner as controller); its cost
exiles the card from the hand and the object with it, and :func:`activate_from_hand`
leaves no trace of the view in the state it returns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mtglab.cards.keywords import CYCLING
from mtglab.engine.activating.activation import Activation, begin_activation, functioning_zone
from mtglab.engine.activating.activation import ability_problems as engine_problems
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.effects.oneshot import before_priority
from mtglab.engine.game.zones import card_zone
from mtglab.engine.resolution.cycled import triggered_by_cycling_itself
from mtglab.engine.resolution.stack import activate, resolve_top
from mtglab.engine.resolution.triggers import triggered_by_cycling
from mtglab.engine.state import BaseValues, GameState, PermanentState
from mtglab.errors import IllegalActionError

__all__ = ["activate_from_hand", "functions_in_hand", "hand_problems", "hand_view"]


def hand_view(state: GameState, card_id: int) -> GameState:
    """The state with the card in a hand also looked at as an object (113.6m)."""
    found = card_zone(state, card_id)
    if found is None or found[1] not in ("hand", "graveyard") or found[2].card is None:
        raise IllegalActionError("use an ability from a hand or a graveyard",
                                 [f"#{card_id} is not a card in a hand or a graveyard "
                                  "(CR 113.6m)"])
    owner, _zone, entry = found
    assert entry.card is not None
    perm = PermanentState(card_id, BaseValues.of_card(entry.card), owner, owner,
                          state.next_timestamp, card=entry.card)
    return state.with_permanent(perm)


def functions_in_hand(state: GameState, card_id: int, index: int) -> bool:
    """Whether ability ``index`` of the card functions in the zone it is in (a hand, or
    a graveyard: Jack-o'-Lantern): its cost or effect moves the card out of that zone
    (113.6m)."""
    ref = characteristics_of(state)[card_id].abilities[index]
    found = card_zone(state, card_id)
    zone = found[1] if found is not None else "hand"
    return functioning_zone(ref.ability) == zone


def hand_problems(state: GameState, card_id: int, index: int,
                  player: str | None = None) -> list[str]:
    """Every reason the ability of a card in a hand can't be activated now."""
    view = hand_view(state, card_id)
    problems = []
    if not functions_in_hand(view, card_id, index):
        problems.append("this ability functions only on the battlefield: nothing in its "
                        "cost or effect moves the card out of the zone it is in (CR 113.6, "
                        "113.6m)")
    return problems + engine_problems(view, card_id, index, player)


def activate_from_hand(state: GameState, card_id: int, index: int, *,
                       player: str | None = None, targets: Sequence[Any] = (),
                       choices: Sequence[Any] = (), order: Sequence[str] | None = None,
                       x: int | None = None, resolve: bool = True,
                       costs: Mapping[str, Any] | None = None) -> Activation:
    """Activate an ability of a card in a hand (113.6m, 602.2) and, unless
    ``resolve=False``, resolve what it put on the stack; ``costs`` names what its costs
    use besides the card itself, as for a permanent's ability (601.2h)."""
    problems = hand_problems(state, card_id, index, player)
    if problems:
        name = characteristics_of(hand_view(state, card_id))[card_id].name
        raise IllegalActionError(f"activate {name}'s ability [{index}] from the hand",
                                 problems)
    view = hand_view(state, card_id)
    if CYCLING in characteristics_of(view)[card_id].abilities[index].ability.keywords:
        result = _cycle(view, card_id, index, player=player, targets=targets,
                        choices=choices, order=order, x=x, resolve=resolve)
    else:
        result = activate(view, card_id, index, player=player, targets=targets,
                          choices=choices, order=order, x=x, resolve=resolve, costs=costs)
    if card_id in result.state.permanents:  # defensive: the view never outlives the cost
        result.state = result.state.without_permanent(card_id)
    return result


def _cycle(view: GameState, card_id: int, index: int, *, player: str | None,
           targets: Sequence[Any], choices: Sequence[Any], order: Sequence[str] | None,
           x: int | None, resolve: bool) -> Activation:
    """Cycle a card (CR 702.29a): activate its cycling ability — its cost discards it —
    and, as it is activated, the "whenever you cycle a card" abilities trigger (702.29c)
    and go on the stack above it (603.3), so they resolve first; then the cycling
    ability resolves (608.2), unless ``resolve=False``. ``choices`` answer the
    ability's choices, then the triggers'."""
    who = player or view.permanents[card_id].controller
    result = begin_activation(view, card_id, index, player=player, targets=targets,
                              choices=choices, order=order, x=x)
    result.state = before_priority(triggered_by_cycling_itself(  # 702.29c
        triggered_by_cycling(result.state, who, card_id), who, view.permanents[card_id].card),
        result.chooser)
    own = result.stack_item.id if result.stack_item is not None else None
    while resolve and result.state.stack and result.state.stack[-1].id != own:
        result.state = resolve_top(result.state, chooser=result.chooser, order=order)
    if resolve and result.state.stack and result.state.stack[-1].id == own:
        result.state = resolve_top(result.state, result, chooser=result.chooser, order=order)
    if result.chooser.unused:
        raise IllegalActionError(f"cycle #{card_id}",
                                 [f"choices {result.chooser.unused!r} were not asked for"])
    return result
