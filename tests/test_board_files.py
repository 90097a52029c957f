"""Board files: ``b.to_yaml()`` / ``ml.Board.from_yaml`` round-trip everything, load
safely and fail clearly; ``mtglab show BOARD.yaml``. Hypothesis property tests: the round
trip is lossless on random boards, and a failed action leaves a random board unchanged."""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab import cli
from mtglab.engine.resolution.triggers import UNSAVED_PAID
from mtglab.engine.state import GameState


def _as_saved(state: GameState) -> GameState:
    """``state`` as a board file keeps it: a triggered ability on the stack keeps no last
    known information of the object its event was about (608.2h), which only the game
    that saw the object leave can know."""
    return dataclasses.replace(state, stack=tuple(
        dataclasses.replace(i, paid=tuple((k, v) for k, v in i.paid if k not in UNSAVED_PAID))
        for i in state.stack))


def _roundtrip(b: ml.Board) -> ml.Board:
    text = b.to_yaml()
    b2 = ml.Board.from_yaml(text)
    assert b2.state == _as_saved(b.state)
    assert b2.to_yaml() == text
    return b2


def _rich_board() -> tuple[ml.Board, dict[str, ml.Permanent]]:
    b = ml.Board()
    p: dict[str, ml.Permanent] = {}
    p["vault"] = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(p["vault"], 1)  # an "until end of turn" effect (611.2c)
    p["zygon"] = b.add("Zygon Infiltrator")
    p["elves"] = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UUU")
    b.activate(p["zygon"], 0, targets=[p["elves"]])  # a copy effect (707.2) + stun counter
    p["pool"] = b.add("Breeding Pool", choices={"pay life": True})
    p["forest"] = b.add("Forest")
    p["sprawl"] = b.add("Utopia Sprawl", attached_to=p["forest"], choices=["U"])
    p["crag"] = b.add("Vivid Crag", counters={"charge": 2}, tapped=True)
    p["new"] = b.add("Grizzly Bears", controlled_since_turn_start=False)
    p["thopter"] = b.create_token(name="Thopter", types=["Artifact", "Creature"],
                                  subtypes=["Thopter"], power=1, toughness=1,
                                  oracle_text="Flying")
    p["treasure"] = b.create_token("Treasure", controller="opponent")
    p["ziggurat"] = b.add("Ancient Ziggurat")
    b.activate(p["ziggurat"], 0, choices=["G"])  # restricted mana in the pool (106.6)
    b.add_mana("opponent", "RG")
    b.life("opponent", 13)
    gone = b.add("Sol Ring")
    b.remove(gone)
    return b, p


# ---------------------------------------------------------------------------- round trip


def test_round_trip_of_a_rich_board_is_lossless() -> None:
    b, p = _rich_board()
    b2 = _roundtrip(b)
    for h in p.values():
        if h in list(b):
            assert b2.characteristics(h) == b.characteristics(h)
            assert b2.counters(h) == b.counters(h)
            assert b2.is_tapped(h) == b.is_tapped(h)
    assert b2.mana_pool("you") == b.mana_pool("you")
    assert b2.mana_pool("opponent") == "RG"
    assert b2.life("opponent") == 13
    assert list(b2.graveyard("you")["name"]) == ["Sol Ring"]
    assert b2.log.equals(b.log)
    assert b2.permanents.equals(b.permanents)


def test_round_trip_keeps_the_animated_mutavault_and_its_duration_cr_514_2() -> None:
    b, p = _rich_board()
    b2 = _roundtrip(b)
    assert "Creature" in b2.characteristics(p["vault"])["types"]
    b2.pass_turn()  # the loaded effect still ends in cleanup
    assert "Creature" not in b2.characteristics(p["vault"])["types"]


def test_round_trip_keeps_the_zygon_copy_and_its_duration_cr_707_2_611_2b() -> None:
    b, p = _rich_board()
    b2 = _roundtrip(b)
    assert b2.characteristics(p["zygon"])["name"] == "Llanowar Elves"
    assert b2.counters(p["elves"]) == {"stun": 1}
    for _ in range(3):
        b2.pass_turn()
    assert b2.characteristics(p["zygon"])["name"] == "Zygon Infiltrator"


def test_round_trip_keeps_a_copy_that_kept_its_own_ability_cr_707_9b() -> None:
    # Thespian's Stage as a copy of Vivid Crag keeps "{2}, {T}: Thespian's Stage becomes
    # a copy of target land, ..." — the text names the Stage, not the Crag.
    b = ml.Board()
    stage = b.add("Thespian's Stage")
    crag = b.add("Vivid Crag", controller="opponent")
    b.add_mana("you", "CC")
    b.activate(stage, 1, targets=[crag])
    b2 = _roundtrip(b)
    b2.untap(stage)
    b2.add_mana("you", "CC")
    b2.activate(stage, 3, targets=[crag])  # the kept ability still works
    assert b2.characteristics(stage)["name"] == "Vivid Crag"


def test_round_trip_keeps_choices_and_tokens_cr_614_12a_111_1() -> None:
    b, p = _rich_board()
    b2 = _roundtrip(b)
    assert b2.permanents.set_index("id").loc[p["thopter"].id, "token"]
    assert b2.characteristics(p["thopter"])["abilities"] == ("Flying",)
    # Utopia Sprawl's chosen color still works: tapping the Forest adds G and U
    assert b2.activate(p["forest"], 0).mana == "UG"


def test_round_trip_keeps_the_stack_cr_405() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1, resolve=False)
    b2 = _roundtrip(b)
    assert list(b2.stack["name"]) == ["Mutavault"]
    b2.resolve()
    assert "Creature" in b2.characteristics(vault)["types"]


def test_round_trip_keeps_commanders_and_lost_players() -> None:
    b = ml.Board(commanders={"you": "Kinnan, Bonder Prodigy"})
    b.life("opponent", 0)
    b.check_state()
    _roundtrip(b)
    assert ml.Board.from_yaml(b.to_yaml()).commander("you") == b.commander("you")


def test_round_trip_of_a_custom_card() -> None:
    b = ml.Board()
    odd = ml.Card.from_text(name="Odd Rock", mana_cost="{2}", type_line="Artifact",
                            oracle_text="{T}: Add {C}.\n{1}, {T}: Add {R}{G}.")
    b.add(odd)
    b2 = _roundtrip(b)
    assert b2.activate(b2.get("Odd Rock"), 0).mana == "C"


def test_from_yaml_reads_a_path(tmp_path: Path) -> None:
    b, _ = _rich_board()
    f = tmp_path / "board.yaml"
    f.write_text(b.to_yaml(), "utf-8")
    assert ml.Board.from_yaml(f).state == b.state
    assert ml.Board.from_yaml(str(f)).state == b.state


def test_board_file_is_readable_yaml() -> None:
    b, _ = _rich_board()
    doc = yaml.safe_load(b.to_yaml())
    assert {"players", "permanents", "log"} <= set(doc)
    assert any(row.get("card") == "Mutavault" for row in doc["permanents"])


def test_hand_written_minimal_file() -> None:
    text = ("players:\n- name: you\n- name: opponent\npermanents:\n"
            "- {id: 1, card: Llanowar Elves, controlled_since_turn_start: false}\n"
            "- {id: 2, card: Forest, tapped: true}\n")
    b = ml.Board.from_yaml(text)
    elves, forest = b.get("Llanowar Elves"), b.get("Forest")
    assert not b.can_activate(elves, 0)  # 302.6
    assert not b.can_activate(forest, 0)  # 107.5
    assert b.active == "you"


def test_demo_board_loads_and_round_trips() -> None:
    from importlib import resources

    text = resources.files("mtglab").joinpath(cli.DEMO_BOARD).read_text("utf-8")
    _roundtrip(ml.Board.from_yaml(text))


# ---------------------------------------------------------------------------- errors


BASE = ("mtglab_board: 1\nplayers:\n- name: you\n- name: opponent\npermanents:\n"
        "- id: 1\n  card: Forest\n- id: 2\n  card: {card}\n  controller: {who}\n"
        "  counters: {counters}\n")


def _bad(tmp_path: Path, text: str) -> ml.CardDataError:
    f = tmp_path / "bad.yaml"
    f.write_text(text, "utf-8")
    with pytest.raises(ml.CardDataError) as info:
        ml.Board.from_yaml(f)
    assert str(f) in str(info.value)  # names the file
    return info.value


def test_unknown_card_error_names_file_line_and_field(tmp_path: Path) -> None:
    err = _bad(tmp_path, BASE.format(card="Forest of Doom", who="you", counters="{}"))
    msg = str(err)
    assert "line 9" in msg  # the line of the field itself
    assert "permanents[1].card" in msg and "Forest of Doom" in msg
    assert isinstance(err, ValueError)


@pytest.mark.parametrize("counters", ["{charge: -1}", "{charge: two}", "{charge: true}"])
def test_bad_counter_count_error(tmp_path: Path, counters: str) -> None:
    msg = str(_bad(tmp_path, BASE.format(card="Vivid Crag", who="you", counters=counters)))
    assert "line 11" in msg and "permanents[1].counters" in msg


def test_unknown_player_error(tmp_path: Path) -> None:
    msg = str(_bad(tmp_path, BASE.format(card="Forest", who="bob", counters="{}")))
    assert "line 10" in msg and "permanents[1].controller" in msg and "bob" in msg


def test_a_misspelt_key_is_an_error_not_lost(tmp_path: Path) -> None:
    text = BASE.format(card="Forest", who="you", counters="{}") + "  tappd: true\n"
    msg = str(_bad(tmp_path, text))
    assert "line 12" in msg and "tappd" in msg and "'tapped'" in msg


def test_an_unknown_phase_is_an_error(tmp_path: Path) -> None:
    text = "phase: banana\n" + BASE.format(card="Forest", who="you", counters="{}")
    msg = str(_bad(tmp_path, text))
    assert "phase" in msg and "banana" in msg


def test_malformed_yaml_error_names_the_line(tmp_path: Path) -> None:
    msg = str(_bad(tmp_path, "players:\n- name: you\npermanents: [\n  - id: 1\n"))
    assert "line" in msg and "YAML" in msg


def test_python_tags_are_rejected_safe_loading(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    text = (f"players: !!python/object/apply:os.system ['touch {marker}']\n")
    _bad(tmp_path, text)
    assert not marker.exists()
    _bad(tmp_path, "players:\n- name: !!python/object:collections.OrderedDict {}\n")


@pytest.mark.parametrize("text, field", [
    ("players:\n- name: you\n- name: you\n", "players"),
    ("players:\n- name: you\ngraveyards:\n  bob: [Forest]\n", "graveyards.bob"),
    ("players:\n- name: you\nexile:\n- Forest\n", "exile[0]"),
    ("players:\n- name: you\nlog:\n- [a, 1, x, y, z, w]\n", "log[0]"),
    ("players:\n- name: you\nactive: bob\n", "active"),
    ("players:\n- name: you\npermanents:\n- card: Forest\n", "permanents[0].id"),
    ("players:\n- name: you\npermanents:\n- {id: 1, card: Forest, tapped: maybe}\n",
     "permanents[0].tapped"),
    ("players:\n- name: you\npermanents:\n- {id: 1, card: Forest, attached_to: 7}\n",
     "attached_to"),
    ("players:\n- name: you\n  pool:\n  - mana: XYZ\n", "players[0].pool[0]"),
    ("- just\n- a list\n", "document"),
])
def test_bad_fields_are_named(tmp_path: Path, text: str, field: str) -> None:
    assert field in str(_bad(tmp_path, text))


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ml.CardDataError, match=r"nothere\.yaml"):
        ml.Board.from_yaml(tmp_path / "nothere.yaml")


# ---------------------------------------------------------------------------- mtglab show


def test_mtglab_show_prints_the_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    b = ml.Board()
    b.add("Llanowar Elves", controlled_since_turn_start=False)
    b.add("Forest")
    b.add("Blood Moon", controller="opponent")
    f = tmp_path / "board.yaml"
    f.write_text(b.to_yaml(), "utf-8")
    assert cli.main(["show", str(f)]) == 0
    out = capsys.readouterr().out
    assert "Llanowar Elves" in out and "Forest" in out and "Blood Moon" in out
    assert "302.6" in out  # why the Elves can't tap


def test_mtglab_show_bad_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(BASE.format(card="Forest of Doom", who="you", counters="{}"), "utf-8")
    assert cli.main(["show", str(f)]) == 1  # a refused input (issue 15); 2 is bad usage
    assert "Forest of Doom" in capsys.readouterr().err


# ---------------------------------------------------------------------------- properties

CARDS = ["Forest", "Island", "Tropical Island", "Reflecting Pool", "Mutavault", "Sol Ring",
         "Llanowar Elves", "Birds of Paradise", "Pili-Pala", "Blood Moon",
         "Urborg, Tomb of Yawgmoth", "Chromatic Lantern", "Glorious Anthem", "Grizzly Bears",
         "Vivid Crag", "Springleaf Drum", "Zygon Infiltrator", "Mana Confluence",
         "Ancient Ziggurat", "Fires of Yavimaya", "Farmstead Gleaner", "Walking Ballista",
         "Crystal Vein", "Mana Reflection", "Wild Growth", "Rancor", "Treetop Village",
         "Thespian's Stage", "Kinnan, Bonder Prodigy", "Dryad Arbor", "Calciform Pools"]
PLAYERS = ["you", "opponent"]
MANA = st.text(alphabet="WUBRGC", max_size=4)


def _try_activate(b: ml.Board, data: st.DataObject, p: ml.Permanent, i: int) -> None:
    """Activate, answering up to three asked choices from their options."""
    choices: list[Any] = []
    costs: dict[str, Any] = {}
    targets: list[Any] = []
    x = data.draw(st.sampled_from([None, 0, 1]))
    resolve = data.draw(st.booleans()) or len(b.stack) > 0
    for _ in range(4):
        try:
            b.activate(p, i, choices=choices, costs=costs, targets=targets, x=x,
                       resolve=resolve)
            return
        except ml.ChoiceRequired as err:
            if not err.options:
                return
            pick = data.draw(st.sampled_from(list(err.options)))
            text = str(pick)
            if "#" in text and text.rsplit("#", 1)[1].isdigit():
                handle = b.get(int(text.rsplit("#", 1)[1]))
                if "target" in err.what:
                    targets = [handle]
                elif "sacrifice" in err.what:
                    costs["sacrifice"] = handle
                else:
                    costs["tap"] = handle
            else:
                choices.append(text)
        except ml.MtglabError:
            return


def _random_board(data: st.DataObject) -> ml.Board:
    b = ml.Board()
    for _ in range(data.draw(st.integers(0, 14), label="steps")):
        op = data.draw(st.sampled_from(
            ["add", "add", "add", "token", "mana", "mana", "activate", "legal", "legal",
             "legal", "pass", "life", "tap", "remove", "resolve", "animate", "copy",
             "speed", "holder", "dungeon", "land", "delayed", "once"]))
        perms = list(b)
        if op == "add":
            name = data.draw(st.sampled_from(CARDS))
            kwargs: dict[str, Any] = {
                "controller": data.draw(st.sampled_from(PLAYERS)),
                "tapped": data.draw(st.booleans()),
                "controlled_since_turn_start": data.draw(st.booleans()),
            }
            if data.draw(st.booleans()):
                kwargs["counters"] = {data.draw(st.sampled_from(
                    ["+1/+1", "charge", "stun", "-1/-1"])): data.draw(st.integers(1, 3))}
            if name in ("Wild Growth", "Rancor"):
                want = "Land" if name == "Wild Growth" else "Creature"
                hosts = [q for q in perms if want in b.characteristics(q)["types"]]
                if not hosts:
                    continue
                kwargs["attached_to"] = data.draw(st.sampled_from(hosts))
            b.add(name, **kwargs)
        elif op == "token":
            if data.draw(st.booleans()):
                b.create_token("Treasure", controller=data.draw(st.sampled_from(PLAYERS)))
            else:
                b.create_token(name="Spirit", types=["Creature"], subtypes=["Spirit"],
                               colors=data.draw(st.lists(st.sampled_from("WUBRG"),
                                                         max_size=2, unique=True)),
                               power=data.draw(st.integers(0, 3)),
                               toughness=data.draw(st.integers(0, 3)),
                               oracle_text=data.draw(st.sampled_from(
                                   ["", "Flying", "{T}: Add {W}."])),
                               tapped=data.draw(st.booleans()))
        elif op == "mana":
            b.add_mana(data.draw(st.sampled_from(PLAYERS)), data.draw(MANA) or "U")
        elif op == "activate" and perms:
            p = data.draw(st.sampled_from(perms))
            n = len(b.characteristics(p)["abilities"])
            if n:
                _try_activate(b, data, p, data.draw(st.integers(0, n - 1)))
        elif op == "legal" and perms:
            frame = b.abilities
            legal = frame[frame["can_activate"]]
            if len(legal):
                row = legal.iloc[data.draw(st.integers(0, len(legal) - 1))]
                _try_activate(b, data, b.get(int(row["permanent_id"])), int(row["index"]))
        elif op == "animate":  # a Mutavault becomes a creature until end of turn
            who = data.draw(st.sampled_from(PLAYERS))
            vault = b.add("Mutavault", controller=who)
            b.add_mana(who, "C")
            _try_activate(b, data, vault, 1)
        elif op == "copy":  # Zygon Infiltrator becomes a copy of another creature
            zygon = b.add("Zygon Infiltrator", controller=b.active)
            b.add_mana(b.active, "UUU")
            _try_activate(b, data, zygon, 0)
        elif op == "resolve" and len(b.stack):
            b.resolve()
        elif op == "pass" and len(b.stack) == 0:
            b.pass_turn()
        elif op == "life":
            b.life(data.draw(st.sampled_from(PLAYERS)), data.draw(st.integers(-2, 30)))
        elif op == "tap" and perms:
            p = data.draw(st.sampled_from(perms))
            if not b.is_tapped(p):
                b.tap(p)
        elif op == "remove" and perms:
            b.remove(data.draw(st.sampled_from(perms)),
                     to=data.draw(st.sampled_from(["graveyard", "exile"])))
        elif op == "speed":  # CR 702.179a-b
            b.speed(data.draw(st.sampled_from(PLAYERS)), data.draw(st.integers(0, 4)))
        elif op == "holder":  # the monarch (725.1) or the initiative (726.1)
            setattr(b, data.draw(st.sampled_from(["monarch", "initiative"])),
                    data.draw(st.sampled_from([*PLAYERS, None])))
        elif op == "dungeon":  # CR 309.7
            b.dungeons_completed(data.draw(st.sampled_from(PLAYERS)), data.draw(st.integers(0, 3)))
        elif op == "land":  # the turn's land play (305.2), when it can be made
            land = b.add("Forest", zone="hand", controller=b.active)
            with contextlib.suppress(ml.MtglabError):
                b.play_land(land)
        elif op == "delayed":  # a delayed trigger (603.7); the card may then leave
            sextant = b.add(_SEXTANT, controller=b.active)
            b.add_mana(b.active, "C")
            _try_activate(b, data, sextant, 0)
        elif op == "once":  # "activate only once" (602.5b)
            _try_activate(b, data, b.add(_ONCE, controller=b.active), 0)
    return b


_SEXTANT = ml.Card.from_text(
    name="Barbed Sextant", type_line="Artifact",
    oracle_text="{1}, {T}, Sacrifice Barbed Sextant: Add one mana of any color. Draw a card "
                "at the beginning of the next turn's upkeep.")
_ONCE = ml.Card.from_text(name="Test Obelisk", type_line="Artifact",
                          oracle_text="{T}: Add {C}{C}. Activate only once.")


PROPERTY = settings(deadline=None, max_examples=60,
                    suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(st.data())
def test_property_yaml_round_trip_is_lossless(data: st.DataObject) -> None:
    b = _random_board(data)
    b2 = _roundtrip(b)
    for p in b:
        assert b2.characteristics(p) == b.characteristics(p)
        for i in range(len(b.characteristics(p)["abilities"])):
            assert b2.activation_problems(p, i) == b.activation_problems(p, i)


@PROPERTY
@given(st.data())
def test_property_failed_action_leaves_the_board_unchanged(data: st.DataObject) -> None:
    # DESIGN.md: "A failed action raises and changes nothing."
    b = _random_board(data)
    perms = list(b)
    for _ in range(5):
        before_state, before_yaml = b.state, b.to_yaml()
        action = data.draw(st.sampled_from(["activate", "tap", "untap", "pass"]))
        try:
            if action == "activate" and perms:
                p = data.draw(st.sampled_from(perms))
                n = len(b.characteristics(p)["abilities"]) if p in list(b) else 0
                i = data.draw(st.integers(0, n))  # n itself is out of range
                legal = n > i and b.can_activate(p, i)
                b.activate(p, i, choices=data.draw(st.lists(
                    st.sampled_from(["W", "U", "G", "C", "WU", True]), max_size=2)))
            elif action == "tap" and perms:
                b.tap(data.draw(st.sampled_from(perms)))
            elif action == "untap" and perms:
                b.untap(data.draw(st.sampled_from(perms)))
            elif action == "pass":
                b.pass_turn()
        except ml.MtglabError:
            assert b.state is before_state
            assert b.to_yaml() == before_yaml
        else:
            if action == "activate" and perms:
                assert legal  # an activation the board called illegal never succeeds
        perms = list(b) or perms


def test_a_dungeon_room_ability_on_the_stack_round_trips_309_4c() -> None:
    # CR 726.3: the initiative's holder ventures into Undercity in their upkeep; CR 309.4c:
    # moving into a room triggers its room ability, which a board file must keep playable.
    b = ml.Board()
    b.initiative = "opponent"
    b.pass_turn()
    while len(b.stack) and "Undercity" not in b.stack.iloc[-1]["name"]:
        b.resolve()
    assert len(b.stack) and b.stack.iloc[-1]["name"] == "Undercity"
    b2 = _roundtrip(b)
    b2.resolve()  # Secret Entrance: search for a basic land card (the room's ability)
    assert b2.state.player("opponent").room == "Secret Entrance"
