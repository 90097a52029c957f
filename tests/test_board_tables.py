"""The board as tables and HTML, copies and handles (DESIGN.md "Public API")."""

from __future__ import annotations

import pandas as pd
import pytest

import mtglab as ml

PERMANENT_COLUMNS = {"id", "name", "controller", "tapped", "types", "subtypes", "colors",
                     "power", "toughness", "counters", "token", "copying",
                     "controlled_since_turn_start", "timestamp"}
ABILITY_COLUMNS = ["permanent_id", "permanent", "index", "text", "kind", "is_mana_ability",
                   "supported", "can_activate", "problems"]


def _board() -> tuple[ml.Board, dict[str, ml.Permanent]]:
    b = ml.Board()
    p = {
        "forest": b.add("Forest"),
        "elves": b.add("Llanowar Elves", controlled_since_turn_start=False),
        "pili": b.add("Pili-Pala", tapped=True),
        "bears": b.add("Grizzly Bears", counters={"+1/+1": 2}),
        "moon": b.add("Blood Moon", controller="opponent"),
        "treasure": b.create_token("Treasure"),
    }
    return b, p


def _row(frame: pd.DataFrame, p: ml.Permanent) -> pd.Series:
    return frame.set_index("id").loc[p.id]


# ---------------------------------------------------------------------------- permanents


def test_permanents_columns_design() -> None:
    b, _ = _board()
    assert isinstance(b.permanents, pd.DataFrame)
    assert set(b.permanents.columns) >= PERMANENT_COLUMNS
    assert set(ml.Board().permanents.columns) >= PERMANENT_COLUMNS  # empty board too


def test_permanents_rows_show_the_state() -> None:
    b, p = _board()
    frame = b.permanents
    assert len(frame) == 6
    assert list(frame["id"]) == sorted(x.id for x in p.values())
    assert bool(_row(frame, p["pili"])["tapped"]) is True
    assert bool(_row(frame, p["forest"])["tapped"]) is False
    assert _row(frame, p["elves"])["controlled_since_turn_start"] == False  # noqa: E712
    assert bool(_row(frame, p["treasure"])["token"]) is True
    assert _row(frame, p["moon"])["controller"] == "opponent"
    bears = _row(frame, p["bears"])
    assert (bears["power"], bears["toughness"]) == (4, 4)  # 2/2 with two counters
    assert "+1/+1" in bears["counters"] and "2" in bears["counters"]
    assert "G" in _row(frame, p["elves"])["colors"]
    assert "Creature" in _row(frame, p["elves"])["types"]
    assert "Elf" in _row(frame, p["elves"])["subtypes"]
    stamps = [_row(frame, x)["timestamp"] for x in p.values()]
    assert stamps == sorted(stamps) and len(set(stamps)) == len(stamps)  # 613.7a


def test_permanents_copying_column_names_the_original_cr_707_2() -> None:
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UUU")
    frame = b.permanents
    assert pd.isna(_row(frame, zygon)["copying"])
    b.activate(zygon, 0, targets=[elves])
    row = _row(b.permanents, zygon)
    assert row["copying"] == "Llanowar Elves"
    assert row["name"] == "Llanowar Elves"


# ---------------------------------------------------------------------------- abilities


def test_abilities_columns_design() -> None:
    b, _ = _board()
    assert set(ABILITY_COLUMNS) <= set(b.abilities.columns)
    assert set(ABILITY_COLUMNS) <= set(ml.Board().abilities.columns)


def test_abilities_say_what_can_be_activated_and_why_not() -> None:
    b, p = _board()
    frame = b.abilities
    elves = frame[frame["permanent_id"] == p["elves"].id].iloc[0]
    assert elves["kind"] == "activated"
    assert bool(elves["is_mana_ability"]) and bool(elves["supported"])
    assert not bool(elves["can_activate"])
    assert "302.6" in elves["problems"]
    forest = frame[frame["permanent_id"] == p["forest"].id].iloc[0]
    assert bool(forest["can_activate"]) and forest["problems"] == ""
    moon = frame[frame["permanent_id"] == p["moon"].id].iloc[0]
    assert moon["kind"] == "static"
    assert not bool(moon["can_activate"])
    # the table agrees with can_activate / activation_problems
    for _, row in frame.iterrows():
        if row["kind"] == "activated":
            h = b.get(int(row["permanent_id"]))
            assert bool(row["can_activate"]) == b.can_activate(h, int(row["index"]))


# ---------------------------------------------------------------------------- other tables


def test_effects_table_lists_static_and_resolved_effects() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)  # an effect of a resolved ability (611.2)
    b.add("Blood Moon", controller="opponent")  # a static ability's effect (604.1)
    frame = b.effects
    assert isinstance(frame, pd.DataFrame)
    assert {"source", "rule"} <= set(frame.columns)
    assert {"Blood Moon", "Mutavault"} <= set(frame["source"])
    assert all(frame["rule"].astype(bool))
    assert {"source", "rule"} <= set(ml.Board().effects.columns)


def test_log_has_rule_column_and_rows_for_actions() -> None:
    b, p = _board()
    b.activate(p["forest"], 0)
    log = b.log
    assert "rule" in log.columns
    assert len(log) > 0
    acts = log[log["action"] == "activate"]
    assert len(acts) == 1 and acts.iloc[0]["rule"] == "602.2"
    assert "rule" in ml.Board().log.columns


def test_stack_table_design_columns() -> None:
    b = ml.Board()
    assert {"name", "controller", "kind"} <= set(b.stack.columns)
    assert len(b.stack) == 0
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1, resolve=False)
    row = b.stack.iloc[-1]
    assert (row["name"], row["controller"], row["kind"]) == ("Mutavault", "you", "ability")


def test_graveyard_table_design_columns() -> None:
    b = ml.Board()
    assert {"name", "owner"} <= set(b.graveyard("you").columns)
    elves = b.add("Llanowar Elves", controller="opponent", owner="you")
    b.remove(elves)
    yard = b.graveyard("you")  # a card goes to its owner's graveyard (400.3)
    assert list(yard["name"]) == ["Llanowar Elves"]
    assert list(yard["owner"]) == ["you"]
    assert len(b.graveyard("opponent")) == 0
    with pytest.raises(ValueError):
        b.graveyard("nobody")


# ---------------------------------------------------------------------------- HTML and repr


def test_board_html_is_readable() -> None:
    b, _ = _board()
    html = b._repr_html_()
    for name in ("Forest", "Llanowar Elves", "Pili-Pala", "Blood Moon", "Treasure"):
        assert name in html
    assert "tapped" in html
    assert "you" in html and "opponent" in html


def test_permanent_html_is_readable() -> None:
    _, p = _board()
    html = p["pili"]._repr_html_()
    assert "Pili-Pala" in html
    assert "tapped" in html and "untapped" not in html
    html = p["forest"]._repr_html_()
    assert "Forest" in html and "untapped" in html
    assert "302.6" in p["elves"]._repr_html_()  # it arrived this turn


def test_html_escapes_card_text() -> None:
    b = ml.Board()
    odd = ml.Card.from_text(name="<i>Odd</i> Rock", mana_cost="{1}", type_line="Artifact",
                            oracle_text="{T}: Add {C}.")
    rock = b.add(odd)
    assert "<i>Odd</i>" not in b._repr_html_()
    assert "<i>Odd</i>" not in rock._repr_html_()
    assert "&lt;i&gt;Odd" in rock._repr_html_()


def test_reprs() -> None:
    b, p = _board()
    assert str(p["forest"]) == "Forest"
    assert "Forest" in repr(p["forest"])
    assert "Board" in repr(b)


# ---------------------------------------------------------------------------- copies, handles, get


def test_copy_is_independent_design_principles() -> None:
    b, p = _board()
    c = b.copy()
    c.activate(p["forest"], 0)  # handles stay valid in copies
    c.add("Island")
    c.life("you", 7)
    assert not b.is_tapped(p["forest"])
    assert b.mana_pool("you") == ""
    assert len(b) == 6 and len(c) == 7
    assert b.life("you") == 20
    b.activate(p["treasure"], 0, choices=["G"])
    assert p["treasure"] in list(c)
    assert c.mana_pool("you") == "G"  # the copy's own pool (from its Forest)


def test_handles_from_a_copy_work_on_the_original() -> None:
    b, _ = _board()
    c = b.copy()
    handle = c.get("Forest")
    assert b.is_tapped(handle) is False
    assert b.characteristics(handle)["name"] == "Forest"


def test_get_by_name_and_id() -> None:
    b, p = _board()
    assert b.get("Forest") == p["forest"]
    assert b.get("llanowar elves") == p["elves"]  # case-insensitive
    assert b.get(p["bears"].id) == p["bears"]


def test_get_ambiguous_name_raises() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Forest", controller="opponent")
    with pytest.raises(ml.UnknownPermanentError, match="Forest"):
        b.get("Forest")


def test_get_unknown_name_raises_naming_what_is_there() -> None:
    b, _ = _board()
    with pytest.raises(ml.UnknownPermanentError, match="Forest"):
        b.get("Island")
    with pytest.raises(ml.UnknownPermanentError):
        b.get(999)


def test_handle_of_a_removed_permanent_raises() -> None:
    b, p = _board()
    b.remove(p["bears"])
    with pytest.raises(ml.UnknownPermanentError):
        b.characteristics(p["bears"])
    with pytest.raises(ml.UnknownPermanentError):
        b.activate(p["bears"], 0)


def test_a_handle_from_another_board_is_refused() -> None:
    b = ml.Board()
    b.add("Forest")
    island = ml.Board().add("Island")  # id 1 on its own board
    with pytest.raises(ml.UnknownPermanentError):
        b.characteristics(island)
    assert b.copy().characteristics(b.get("Forest"))["name"] == "Forest"  # copies: fine


def test_ids_from_a_table_are_accepted() -> None:
    b = ml.Board()
    b.add("Forest")
    pid = b.permanents["id"].iloc[0]  # a numpy integer
    assert b.is_tapped(pid) is False
