"""Every counter replacement effect of the real card pool, classified by its wording
(CR 614.16, 122.1): who or what puts the counters (an effect / you / an opponent / any
way, :class:`CounterAgent`), what they are put on (a permanent, or a player too,
:class:`CounterRecipient`), and which kinds (:class:`CounterKinds`). Costs are not
effects (118.3, 602.2b): "if an effect would put" leaves counters put as a cost alone,
"if you would put" doesn't; each line is tried on costs, effects and players."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import CounterAgent, CounterKinds, CounterRecipient, CounterReplacement
from mtglab.engine.events.counters import (
    counter_effects,
    counter_order_problem,
    player_counter_order_problem,
)
from tests.conftest import corpus_abilities

LINE = re.compile(r"(would put one or more|counters? would be put)", re.I)


def _agent(text: str) -> CounterAgent:
    low = text.lower()
    if "if an effect would put" in low:
        return CounterAgent.EFFECT
    if "if you would put" in low:
        return CounterAgent.YOU
    if "if an opponent would put" in low:
        return CounterAgent.OPPONENT
    return CounterAgent.ANY


def _recipient(text: str) -> CounterRecipient:
    low = text.lower()
    if "or on yourself" in low:
        return CounterRecipient.PERMANENT_OR_YOU
    if "on a permanent or player" in low:
        return CounterRecipient.PERMANENT_OR_PLAYER
    return CounterRecipient.PERMANENT


def _kinds(text: str) -> CounterKinds:
    low = text.lower()
    if "each of those kinds" in low:
        return CounterKinds.EACH_KIND
    if re.search(r"one or more [^ ]+ counters", low) and \
            not low.startswith(("if you would put one or more counters",
                                "if an effect would put one or more counters",
                                "if an opponent would put one or more counters")):
        return CounterKinds.ONE_KIND
    return CounterKinds.THOSE


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(LINE, lambda a: a.supported and any(
        isinstance(e, CounterReplacement) for e in a.effects))


@pytest.fixture(scope="module")
def lines(corpus_jsonl: Any) -> list[tuple[Any, Any]]:
    found = _lines()
    assert len(found) >= 18
    return found


def test_every_counter_replacement_line_is_classified_by_its_wording_cr_614_16(
        lines: list[tuple[Any, Any]]) -> None:
    bad = []
    for face, a in lines:
        (e,) = [e for e in a.effects if isinstance(e, CounterReplacement)]
        got = (e.agent, e.recipient, e.kinds)
        want = (_agent(a.text), _recipient(a.text), _kinds(a.text))
        if got != want:
            bad.append((face.name, got, want))
    assert not bad, bad


def test_every_line_on_costs_effects_and_players_cr_118_3_602_2b(
        lines: list[tuple[Any, Any]]) -> None:
    bad = []
    for face, a in lines:
        (e,) = [e for e in a.effects if isinstance(e, CounterReplacement)]
        card = ml.Card.from_text(name="Source", mana_cost="{1}",
                                 type_line="Artifact Creature — Golem", power="1",
                                 toughness="1", oracle_text=a.text.replace(face.name, "~"))
        b = ml.Board()
        b.add(card)
        target = b.add("Llanowar Elves")
        kind = e.counter or "+1/+1"
        state = b.state
        (mine,) = [f for f in counter_effects(state) if f.source_id != target.id]
        for putter in ("you", "opponent"):
            _p, by_effect = counter_order_problem(state, target.id, kind, 1, putter)
            _p, by_cost = counter_order_problem(state, target.id, kind, 1, putter,
                                                by_cost=True)
            _p, on_you = player_counter_order_problem(state, "you", kind, 1, putter)
            fits_agent = {CounterAgent.EFFECT: True, CounterAgent.ANY: True,
                          CounterAgent.YOU: putter == "you",
                          CounterAgent.OPPONENT: putter != "you"}[e.agent]
            selected = mine in by_effect or not fits_agent
            if not selected:  # a selector that doesn't take the Elves (Mowu: itself)
                continue
            want_effect = fits_agent
            want_cost = fits_agent and e.agent is not CounterAgent.EFFECT
            want_player = fits_agent and e.recipient is not CounterRecipient.PERMANENT
            got = (mine in by_effect, mine in by_cost, mine in on_you)
            if got != (want_effect, want_cost, want_player):
                bad.append((face.name, putter, got, (want_effect, want_cost, want_player)))
    assert not bad, bad


def test_an_effect_doubler_leaves_a_cost_alone_doubling_season_cr_118_3() -> None:
    b = ml.Board()
    b.add("Doubling Season")
    wall = b.add("Wall of Roots")
    b.activate(wall, "Put a -0/-1")
    assert b.counters(wall) == {"-0/-1": 1}


def test_a_you_doubler_doubles_energy_vorinclex_cr_122_1() -> None:
    b = ml.Board()
    b.add("Vorinclex, Monstrous Raider")
    b.put_counters("you", "energy", 2)
    assert b.state.player("you").counter("energy") == 4


def test_an_opponent_halver_halves_your_energy_vorinclex_cr_122_1() -> None:
    b = ml.Board()
    b.add("Vorinclex, Monstrous Raider", controller="opponent")
    b.put_counters("you", "energy", 3)
    assert b.state.player("you").counter("energy") == 1
