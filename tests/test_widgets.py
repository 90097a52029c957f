"""The board builder drives the Board API and holds no rules (no browser needed).

Each test sets widget values and clicks buttons as a person would, then reads the board
and the panes. Expected values come from the rules the Board applies (cited per test).
"""

from __future__ import annotations

from pathlib import Path

import pytest

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


def test_the_board_pane_draws_the_board_as_svg_tapped_turned_cr_701_26a() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    untapped = builder.table.value
    assert untapped.count("<svg") == 1 and "<img" not in untapped
    builder.permanent.value = builder.board.get("Forest").id
    builder.tap_button.click()
    assert builder.board.is_tapped(builder.board.get("Forest"))
    # a tapped permanent is drawn turned (701.26a): the picture changes
    assert builder.table.value.count("<svg") == 1 and builder.table.value != untapped


def _pick_order(builder: BoardBuilder, *names: str) -> None:
    """Click the order in the order list (the only way the page offers)."""
    values = [v for _label, v in builder.order.options]
    assert names in values, builder.order.options
    builder.order.value = names


def test_controls_reset_after_an_action_so_the_next_card_is_yours() -> None:
    builder = BoardBuilder()
    _add(builder, "Contamination", "opponent", tapped=True, counters="charge: 1")
    assert (builder.card.value, builder.controller.value, builder.tapped.value,
            builder.counters.value) == ("", "you", False, "")
    _add(builder, "Sol Ring")
    ring = builder.board.get("Sol Ring")
    assert builder.board.controller(ring) == "you"
    _add(builder, "Mana Reflection")
    _add(builder, "Forest")
    builder.permanent.value = builder.board.get("Forest").id
    _pick_order(builder, "Contamination", "Mana Reflection")
    builder.activate_button.click()
    # Contamination, then Mana Reflection doubles the {B} (the official ruling, 616.1)
    assert builder.board.mana_pool("you") == "BB"
    assert builder.order.value == ()  # reset after the activation: no order
    builder.permanent.value = ring.id
    builder.activate_button.click()
    # Contamination replaces mana from lands only; Mana Reflection doubles any
    # permanent's: Sol Ring adds {C}{C}{C}{C} (CR 106.12b)
    assert builder.board.mana_pool("you") == "BBCCCC"


def test_the_chosen_permanent_stays_while_cards_are_added() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")  # the first permanent is chosen
    forest = builder.board.get("Forest")
    assert builder.permanent.value == forest.id
    _add(builder, "Mana Reflection")
    _add(builder, "Contamination", "opponent")
    assert builder.permanent.value == forest.id  # still the Forest being studied
    # and its answers now include both effects' orders (CR 616.1)
    assert "Contamination → Mana Reflection" in builder.orderings.value


def test_card_search_completes_over_the_catalogue_and_a_loaded_pool(tmp_path: Path) -> None:
    builder = BoardBuilder()
    builder.card.value = "Llanowar"
    assert "Llanowar Elves" in builder.card.options
    pool = tmp_path / "pool.jsonl"
    pool.write_text('{"name": "Zzyzx Mana Sprite", "mana_cost": "{G}", "type_line": '
                    '"Creature — Faerie", "oracle_text": "{T}: Add {G}.", "power": "1", '
                    '"toughness": "1"}\n', encoding="utf-8")
    ml.load_cards(pool)
    builder.card.value = "Zzyzx"
    assert builder.card.options == ("Zzyzx Mana Sprite",)
    builder.card.value = builder.card.options[0]  # the person picks the completion
    builder.add_button.click()
    assert builder.board.get("Zzyzx Mana Sprite").name == "Zzyzx Mana Sprite"


def test_unknown_card_is_an_error_shown_not_raised() -> None:
    builder = BoardBuilder()
    _add(builder, "Llanowar Elf")
    assert "Llanowar Elves" in builder.status.value  # the closest names are suggested
    assert len(builder.board) == 0


def test_bad_counters_are_a_message_and_the_board_is_unchanged() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    before = builder.board.state
    _add(builder, "Island", counters="+1/+1 two")
    assert "kind: number" in builder.status.value and builder.board.state is before


def test_edit_a_permanent_after_adding_it_cr_302_6() -> None:
    builder = BoardBuilder()
    _add(builder, "Llanowar Elves")
    elves = builder.board.get("Llanowar Elves")
    builder.edit_arrived.value = True
    builder.edit_counters.value = "+1/+1: 1"
    builder.edit_button.click()
    assert builder.board.counters(elves) == {"+1/+1": 1}
    # now it arrived this turn: summoning sick, so {T} can't be paid (CR 302.6)
    assert not builder.board.can_activate(elves, 0)
    builder.edit_tapped.value = True
    builder.edit_arrived.value = False
    builder.edit_button.click()
    assert builder.board.is_tapped(elves) and not builder.board.can_activate(elves, 0)


def test_activate_with_an_order_of_replacement_effects_cr_616_1() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    _add(builder, "Mana Reflection")
    _add(builder, "Contamination", "opponent")
    builder.activate_button.click()
    # the orders give different mana, so the order is a required choice (CR 616.1),
    # asked in plain words: no Python argument, no tuple
    status = builder.status.value
    assert "616.1" in status and builder.board.mana_pool("you") == ""
    assert "order=" not in status and "(&#x27;" not in status and "('" not in status
    assert "Pick the order in the &#x27;order&#x27; list" in status
    # the list offers both legal orders, each with what it gives
    labels = [label for label, _v in builder.order.options]
    assert any(label.startswith("Contamination → Mana Reflection — gives {B}{B}")
               for label in labels)
    assert any(label.startswith("Mana Reflection → Contamination — gives {B}")
               for label in labels)
    # Contamination first, then Mana Reflection doubles its {B} (the official ruling)
    _pick_order(builder, "Contamination", "Mana Reflection")
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "BB"


def test_a_choice_asked_is_answered_from_a_list_cr_106_1b() -> None:
    builder = BoardBuilder()
    _add(builder, "Birds of Paradise")
    builder.ability.value = 1  # {T}: Add one mana of any color.
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "" and builder.answer.layout.display is None
    # the five colors (CR 105.1) are offered; picking one activates it
    assert [label for label, _v in builder.answer.options][1:] == ["W", "U", "B", "R", "G"]
    builder.answer.value = next(v for label, v in builder.answer.options if label == "G")
    assert builder.board.mana_pool("you") == "G", builder.status.value
    assert builder.answer.layout.display == "none" and builder.answers.value == ""


def test_errors_are_plain_words() -> None:
    from mtglab.widgets.builder import plain_message

    error = ml.IllegalActionError("apply replacement effects in that order", [
        "'Nope' can't be applied next; legal next: ['Contamination', 'Mana Reflection']"])
    assert plain_message(error).endswith("legal next: Contamination, Mana Reflection")
    assert plain_message(ValueError("colors frozenset({'G', 'B'})")) == "colors B, G"


def test_panes_show_could_produce_orderings_tree_and_productions() -> None:
    builder = BoardBuilder()
    _add(builder, "Mana Reflection")
    _add(builder, "Contamination", "opponent")
    _add(builder, "Deep Water")
    _add(builder, "Forest")
    # could produce (CR 106.7): with Contamination, the Forest could produce only {B}
    assert "black mana symbol" in builder.could_produce.value
    builder.permanent.value = builder.board.get("Forest").id
    # the Forest and its ability are chosen: two orders, {B} or {B}{B} (CR 616.1)
    assert "Contamination → Mana Reflection" in builder.orderings.value
    assert builder.productions.value.count("black mana symbol") == 3  # {B} or {B}{B}
    # the tree is SVG (sharp at any size), its leaves the two outcomes
    assert builder.tree.value.count("<svg") == 1 and "<img" not in builder.tree.value
    builder.permanent.value = builder.board.get("Deep Water").id  # "{U}: Until end of turn"
    assert "not a mana ability" in builder.orderings.value and builder.tree.value == ""


def test_an_empty_board_shows_no_image_and_says_what_to_do() -> None:
    builder = BoardBuilder()
    assert builder.tree.value == ""
    assert not any(type(w).__name__ == "Image" for w in _all_widgets(builder.widget))
    assert "press Add" in builder.table.value


def _all_widgets(widget: object) -> list[object]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out += _all_widgets(child)
    return out


def test_cast_pays_from_the_pool_cr_601_2() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    builder.activate_button.click()
    builder.card.value = "Llanowar Elves"
    builder.cast_button.click()
    elves = builder.board.get("Llanowar Elves")
    # a spell that resolves is a new permanent that arrived this turn (CR 400.7, 302.6)
    assert builder.board.mana_pool("you") == "" and not builder.board.can_activate(elves, 0)
    builder.card.value = "Sol Ring"
    builder.cast_button.click()  # {1} can't be paid from an empty pool (CR 601.2h)
    assert "✘" in builder.status.value and "Sol Ring" not in builder.board.permanents["name"].values


def test_undo_and_redo() -> None:
    builder = BoardBuilder()
    _add(builder, "Sol Ring")
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "CC"
    builder.undo_button.click()
    assert builder.board.mana_pool("you") == "" and not builder.board.is_tapped("Sol Ring")
    assert not builder.redo_button.disabled
    builder.redo_button.click()
    assert builder.board.mana_pool("you") == "CC" and builder.board.is_tapped("Sol Ring")
    builder.undo_button.click()
    builder.undo_button.click()
    assert len(builder.board) == 0 and builder.undo_button.disabled


def test_yaml_export_and_import_round_trip() -> None:
    builder = BoardBuilder()
    _add(builder, "Forest", tapped=True)
    _add(builder, "Llanowar Elves", "opponent", counters="+1/+1: 1")
    builder.export_button.click()
    text = builder.yaml_text.value
    assert "Llanowar Elves" in text and "download" in builder.download.value
    other = BoardBuilder()
    other.yaml_text.value = text
    other.import_button.click()
    assert other.board.permanents.equals(builder.board.permanents)
    other.undo_button.click()
    assert len(other.board) == 0


def test_bad_yaml_is_a_message() -> None:
    builder = BoardBuilder()
    builder.yaml_text.value = "permanents: [ {name: Nope Card} ]\n"
    builder.import_button.click()
    assert "✘" in builder.status.value and len(builder.board) == 0


def test_pass_turn_and_on_change_callback() -> None:
    seen: list[int] = []
    builder = BoardBuilder(ml.Board())
    builder.on_change(lambda b: seen.append(b.turn))
    builder.pass_button.click()
    assert seen == [2]
    builder.undo_button.click()
    assert seen == [2, 1]


@pytest.mark.parametrize("text", ["X", "-1"])
def test_bad_x_is_a_message(text: str) -> None:
    builder = BoardBuilder()
    _add(builder, "Forest")
    builder.x.value = text
    builder.activate_button.click()
    assert "107.3" in builder.status.value and builder.board.mana_pool("you") == ""


def test_activate_paying_with_mana_abilities_cr_601_2g() -> None:
    builder = BoardBuilder()
    _add(builder, "Plains")
    _add(builder, "Azorius Signet")
    builder.permanent.value = builder.board.get("Azorius Signet").id
    # {1}, {T}: Add {W}{U} — the Plains' mana ability may be activated while paying
    builder.pay_auto.value = True
    builder.activate_button.click()
    assert builder.board.mana_pool("you") == "WU", builder.status.value
    assert builder.board.is_tapped("Plains") and not builder.pay_auto.value
