"""Static abilities that change the rules for players: "<players> can't gain life" (CR
119.7: no life is gained, so no life gain event happens and nothing triggers on it,
119.9) and "Skip your draw step" (614.1b, 614.10: the step is replaced with nothing, and
what was scheduled for it doesn't happen, 614.10a). Every corpus line of these wordings
is read and played."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
)

_WORDING = re.compile(r"^(?:(?:Players|Your opponents|You) can't gain life|Skip your draw "
                      r"step)\.", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.match(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_is_read_and_played_cr_119_7_614_10(line: tuple[Any, Any]) -> None:
    # unsupported only for another line of its card (an Aura that enchants a player)
    line_played_or_refused_elsewhere(line, line[1].text.rstrip("."))


def test_the_pool_has_these_lines_cr_119_7_614_10() -> None:
    supported_at_least(_lines, 25)


def _heal(who: str) -> ml.Card:
    return ml.Card.from_text(name="Heal", type_line="Instant", mana_cost="{W}",
                             oracle_text="You gain 4 life.")


def _board(text: str, controller: str = "you") -> ml.Board:
    b = ml.Board()
    b.add(ml.Card.from_text(name="Rule Keeper", type_line="Enchantment", mana_cost="{R}",
                            oracle_text=text), controller=controller)
    return b


def _gain(b: ml.Board, who: str) -> int:
    before = b.life(who)
    b.active = who
    b.add_mana(who, "{W}")
    b.cast(_heal(who), controller=who)
    resolve_all(b)
    return b.life(who) - before


def test_your_opponents_cant_gain_life_cr_119_7() -> None:
    b = _board("Your opponents can't gain life.")
    assert _gain(b, "opponent") == 0
    assert _gain(b, "you") == 4  # its controller isn't an opponent


def test_players_cant_gain_life_cr_119_7() -> None:
    b = _board("Players can't gain life.")
    assert _gain(b, "opponent") == 0
    assert _gain(b, "you") == 0


def test_no_life_gain_event_so_nothing_triggers_cr_119_9() -> None:
    b = _board("Players can't gain life.")
    b.add(ml.Card.from_text(name="Life Watcher", type_line="Enchantment", mana_cost="{W}",
                            oracle_text="Whenever you gain life, draw a card."))
    b.add("Forest", zone="library")
    assert _gain(b, "you") == 0
    assert len(b.hand("you")) == 0  # "whenever you gain life" didn't trigger


def test_the_real_cards_cr_119_7() -> None:
    cards = corpus_cards("Sulfuric Vortex")
    b = ml.Board()
    b.add(cards["Sulfuric Vortex"])
    assert _gain(b, "you") == 0


def test_skip_your_draw_step_nothing_of_it_happens_cr_614_10a() -> None:
    b = _board("Skip your draw step.\nAt the beginning of your draw step, you gain 1 life.")
    b.pass_turn()
    b.pass_turn()  # your next turn: its draw step is skipped
    assert b.life("you") == 20
    assert "the draw step is skipped" in " ".join(b.log["detail"])


def test_only_its_controller_skips_cr_614_10() -> None:
    b = _board("Skip your draw step.")
    b.add(ml.Card.from_text(name="Draw Watcher", type_line="Enchantment", mana_cost="{W}",
                            oracle_text="At the beginning of your draw step, you gain 1 "
                            "life."), controller="opponent")
    b.pass_turn()  # the opponent's turn: their draw step happens
    resolve_all(b)
    assert b.life("opponent") == 21
