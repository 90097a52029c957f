"""The board builder drives the Board API and holds no rules (no browser needed)."""

from __future__ import annotations

import mtglab as ml
from mtglab.widgets import BoardBuilder


def _add(builder: BoardBuilder, name: str, who: str = "you", **kw: object) -> None:
    builder.card.value = name
    builder.controller.value = who
    for attr, value in kw.items():
        getattr(builder, attr).value = value
    builder.add_button.click()


def test_add_puts_the_card_on_the_board_as_stated() -> None:
    builder = BoardBuilder()
    _add(builder, "Llanowar Elves", arrived=True, counters="+1/+1: 2")
    elves = builder.board.get("Llanowar Elves")
    assert builder.board.counters(elves) == {"+1/+1": 2}
    # arrived this turn: its {T} ability can't be activated (CR 302.6)
    assert not builder.board.can_activate(elves, 0)
    assert "Llanowar Elves" in builder.table.value


def test_unknown_card_is_an_error_shown_not_raised() -> None:
    builder = BoardBuilder()
    _add(builder, "Llanowar Elf")
    assert "Llanowar Elves" in builder.status.value  # the closest names are suggested
    assert len(builder.board) == 0


def test_activate_with_an_order_of_replacement_effects_cr_616_1() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    _add(builder, "Mana Reflection")
    _add(builder, "Contamination", "opponent")
    builder.permanent.value = builder.board.get("Forest").id
    builder.activate_button.click()
    # the orders give different mana, so the order is a required choice (CR 616.1)
    assert "616.1" in builder.status.value and builder.board.mana_pool("you") == ""
    # Contamination first, then Mana Reflection doubles its {B} (the official ruling)
    builder.order.value = "Contamination, Mana Reflection"
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "BB"


def test_undo_restores_the_board_before_the_last_change() -> None:
    builder = BoardBuilder()
    _add(builder, "Sol Ring")
    builder.permanent.value = builder.board.get("Sol Ring").id
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "CC"
    builder.undo_button.click()
    assert builder.board.mana_pool("you") == "" and not builder.board.is_tapped("Sol Ring")


def test_pass_turn_and_on_change_callback() -> None:
    seen: list[int] = []
    builder = BoardBuilder(ml.Board())
    builder.on_change(lambda b: seen.append(b.turn))
    builder.pass_button.click()
    assert seen == [2]
