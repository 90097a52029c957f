"""Ward (CR 702.21): a triggered ability that counters what targets its permanent unless
a cost is paid.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]"
(702.21a). :func:`mtglab.engine.resolution.triggers.triggered_by_targets` is its trigger event
(603.2): called as a
spell or ability is put on the stack with its targets (601.2c, 602.2b, 603.3d), each
permanent it targets that has ward and is controlled by an opponent of its controller
triggers once per ward ability (702.21b: several instances each trigger). The triggered
ability goes on the stack above the spell or ability the next time a
player would receive priority (603.3) and, as it resolves, :func:`perform_ward` asks that
spell's or ability's controller whether they pay the ward cost — mana from their pool,
life (119.4: only with that much life), a card discarded — and counters it if they
don't (701.6a: a spell goes to its owner's graveyard; 701.6b: an ability is removed from
the stack). A spell or ability no longer on the stack is left alone (608.2b).
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtglab.cards.effects import Cost
from mtglab.cards.keywords import Ward
from mtglab.engine.effects.life import lose_life
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.countering import counter_spell
from mtglab.engine.state import GameState
from mtglab.engine.wording import does
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["perform_ward"]

def _describe(costs: tuple[Cost, ...]) -> str:
    parts = []
    for c in costs:
        if c.kind == "mana":
            parts.append(str(c.mana))
        elif c.kind == "pay_life":
            parts.append(f"{c.amount.value} life")
        else:
            parts.append(f"discarding {c.amount.value} card(s)")
    return " and ".join(parts)


def _can_pay(state: GameState, who: str, costs: tuple[Cost, ...]) -> bool:
    player = state.player(who)
    mana = next((c.mana for c in costs if c.kind == "mana" and c.mana is not None), None)
    if mana is not None and pay_from_pool(player, mana) is None:
        return False
    life = sum(c.amount.value for c in costs if c.kind == "pay_life")
    if life and player.life < life:  # 119.4
        return False
    cards = sum(c.amount.value for c in costs if c.kind == "discard")
    return len(zone_cards(state, who, "hand")) >= cards


def _pay(state: GameState, who: str, costs: tuple[Cost, ...], res: Resolution) -> GameState:
    for c in costs:
        if c.kind == "mana" and c.mana is not None:
            player = state.player(who)
            plan = pay_from_pool(player, c.mana)
            assert plan is not None
            state = state.with_player(replace(player, pool=plan[0]))
            state = lose_life(state, who, plan[1])  # Phyrexian symbols paid with life
        elif c.kind == "pay_life":
            state = lose_life(state, who, c.amount.value)
        elif c.kind == "discard":
            hand = zone_cards(state, who, "hand")
            n = c.amount.value
            if n < len(hand):
                options = [tuple(x.id for x in combo)
                           for combo in itertools.combinations(hand, n)]
                labels = {o: ", ".join(x.name for x in hand if x.id in o) for o in options}
                how = "at random, each result an outcome (CR 701.9b)" if c.at_random \
                    else "(CR 701.9a)"
                pick = res.chooser.pick(f"the card(s) {who} discards to pay ward {how}",
                                        [labels[o] for o in options])
                chosen = next(o for o in options if labels[o] == pick)
            else:
                chosen = tuple(x.id for x in hand)
            for cid in chosen:
                assert cid is not None
                state = discard_card(state, cid, f"{does(who, 'discards')} it to pay ward",
                                     "701.9b" if c.at_random else "701.9a")
    return state


def perform_ward(state: GameState, e: Ward, res: Resolution) -> tuple[GameState, Resolution]:
    """The ward trigger resolves (702.21a): counter "that spell or ability" unless its
    controller pays the ward cost (they choose, if they can pay it)."""
    if not e.is_played:
        raise UnsupportedError("mtglab can't ask for this ward cost")
    sid = res.paid.get("that")
    item: Any = next((i for i in state.stack if i.id == sid), None)
    if item is None:
        return state.logged("ward", res.source_name, "the spell or ability is no longer on "
                            "the stack", "608.2b"), res
    who = item.controller
    cost = _describe(e.costs)
    if _can_pay(state, who, e.costs) and res.chooser.pick(
            f"whether {who} pays {cost} so {item.name} isn't countered by the ward of "
            f"{res.source_name} (CR 702.21a)", [True, False]):
        state = _pay(state, who, e.costs, res)
        return state.logged("pay", item.name, f"{does(who, 'pays')} {cost} for ward: it "
                            "isn't countered", "702.21a, 118.12"), res
    if item.kind == "spell":
        return counter_spell(state, sid, f"ward of {res.source_name}"), res
    state = state.evolve(stack=tuple(i for i in state.stack if i.id != sid))
    return state.logged("counter", item.name, f"countered by the ward of {res.source_name}: "
                        "removed from the stack", "701.6b, 702.21a"), res
