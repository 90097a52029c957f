"""Board files keep every field of the game state (lossless round trip).

A field of the state classes is either written to a board file and read back, or listed
here as deliberately not written, with why: a new field can't be dropped silently. Each
field added by the mana work round-trips through the public Board API, and a bad value
in a file raises an :class:`ml.MtglabError` naming the field.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

import mtglab as ml
import mtglab.engine.state as state_module
from mtglab.board.boardfile import PLAYER_NUMBERS
from mtglab.engine.effects.prevention import PreventionShield
from mtglab.engine.resolution.delayed import DelayedTrigger
from mtglab.engine.state import (
    BaseValues,
    CardInZone,
    CopyEffect,
    EffectRecord,
    Emblem,
    GameState,
    PermanentState,
    PlayerState,
    PoolEntry,
    StackItem,
)

#: field -> the board file key it is written as (several fields may share an entry that
#: spells them out together, such as a token's values or a permanent's card)
WRITTEN: dict[type, dict[str, str]] = {
    GameState: {"players": "players", "active": "active", "phase": "phase", "turn": "turn",
                "permanents": "permanents", "effects": "effects", "stack": "stack",
                "graveyards": "graveyards", "exile": "exile", "hands": "hands",
                "libraries": "libraries", "log": "log", "next_id": "next_id",
                "next_timestamp": "next_timestamp", "delayed": "delayed",
                "monarch": "monarch", "initiative": "initiative", "emblems": "emblems",
                "day_night": "day_night",
                "prevention": "prevention", "play_grants": "play_grants",
                "extra_turns": "extra_turns", "turn_order_from": "turn_order_from"},
    PlayerState: {"name": "name", "life": "life", "pool": "pool", "commander": "commander",
                  "lost": "lost", "counters": "counters", "speed": "speed",
                  "speed_raised": "speed_raised",
                  "lands_played": "lands_played", "dungeons_completed": "dungeons_completed",
                  "ring_tempted": "ring_tempted", "turns_to_skip": "turns_to_skip",
                  "city_blessing": "city_blessing",
                  "dungeon": "dungeon", "room": "dungeon",
                  "life_gained": "life_gained", "cards_drawn": "cards_drawn",
                  "life_lost": "life_lost", "damage_taken": "damage_taken",
                  "attackers": "attackers",
                  "creatures_died": "creatures_died", "permanents_left": "permanents_left",
                  "spells_cast": "spells_cast", "lands_entered": "lands_entered",
                  "spells_cast_last_turn": "spells_cast_last_turn",
                  "mana_spent_on_spells": "mana_spent_on_spells",
                  "from_battlefield": "from_battlefield", "spell_colors": "spell_colors",
                  "spell_types": "spell_types", "died_types": "died_types",
                  "entered_types": "entered_types", "descended": "descended",
                  "spells_cast_from_hand": "spells_cast_from_hand",
                  "combat_damage_types": "combat_damage_types",
                  "commander_casts": "commander_casts", "starting_life": "starting_life"},
    PermanentState: {"id": "id", "base": "card/face/token", "owner": "owner",
                     "controller": "controller", "timestamp": "timestamp", "card": "card",
                     "is_token": "is_token", "tapped": "tapped", "counters": "counters",
                     "attached_to": "attached_to",
                     "controlled_since_turn_start": "controlled_since_turn_start",
                     "choices": "choices", "damage": "damage",
                     "skip_next_untap": "skip_next_untap", "activations": "activations",
                     "x_paid": "x_paid", "seen_controller": "seen_controller",
                     "used_once": "used_once", "modes_chosen": "modes_chosen",
                     "face_down": "face_down", "token_faces": "token_faces",
                     "unlocked": "unlocked", "flipped": "flipped",
                     "entered_turn": "entered_turn", "attacking": "attacking",
                     "blocking": "blocking", "blocked": "blocked", "crewed": "crewed",
                     "times_crewed": "times_crewed", "saddled": "saddled",
                     "triggered_once": "triggered_once",
                     "deathtouch_damage": "deathtouch_damage",
                     "regeneration_shields": "regeneration_shields",
                     "damaged_by": "damaged_by", "monstrous": "monstrous",
                     "renowned": "renowned", "recent_control": "recent_control",
                     "ring_bearer": "ring_bearer",
                     "attacked_this_turn": "attacked_this_turn", "level": "level",
                     "paired_with": "paired_with", "paired_under": "paired_under"},
    PoolEntry: {"mana": "mana", "source_id": "source_id", "source_name": "source",
                "restriction": "restriction", "riders": "riders", "snow": "snow"},
    EffectRecord: {"id": "id", "source_id": "source_id", "source_name": "source",
                   "controller": "controller", "effect": "ability/copiable_values",
                   "timestamp": "timestamp", "affected": "affected", "duration": "duration",
                   "watch": "watch", "rule": "rule", "origin_text": "ability",
                   "origin_index": "effect_index"},
    CopyEffect: {"values": "copiable_values", "original_id": "copy_of",
                 "original_name": "copy_of_name", "extra_counters": "extra_counters"},
    StackItem: {"id": "id", "kind": "kind", "name": "name", "controller": "controller",
                "source_id": "source_id", "ability": "ability", "card": "card",
                "targets": "targets", "x": "x", "choices": "choices", "paid": "paid"},
    CardInZone: {"card": "card", "id": "id", "owner": "owner", "counters": "counters"},
    BaseValues: {"supertypes": "type_line", "types": "type_line", "subtypes": "type_line",
                 "name": "name", "mana_cost": "mana_cost", "colors": "colors",
                 "abilities": "abilities", "power": "power", "toughness": "toughness",
                 "loyalty": "loyalty", "adventure": "adventure"},
    Emblem: {"id": "id", "owner": "owner", "abilities": "abilities", "source_name": "source",
             "timestamp": "timestamp"},
    PreventionShield: {f: f"prevention/{f}" for f in (
        "source_name", "controller", "source_id", "turn", "kind", "remaining", "to_any",
        "to_ids", "to_players", "to_selectors", "by_any", "by_ids", "by_selector", "by_spell",
        "by_also", "once", "either", "gain_to")},
    DelayedTrigger: {"when": "when", "effects": "ability/effects", "source_id": "source_id",
                     "source_name": "source", "controller": "controller", "turn": "turn",
                     "that": "that", "those": "those"},
}

#: field -> why it is not written
NOT_WRITTEN: dict[type, dict[str, str]] = {
    CardInZone: {"name": "the card's name: read back from the card"},
    GameState: {"pending_triggers": "empty whenever a board can be written: every action "
                "ends by putting them on the stack (CR 603.3)"},
}


@pytest.mark.parametrize("cls", list(WRITTEN), ids=lambda c: c.__name__)
def test_every_state_field_is_written_or_listed_as_not_written(cls: type) -> None:
    have = {f.name for f in dataclasses.fields(cls)}
    listed = WRITTEN[cls].keys() | NOT_WRITTEN.get(cls, {}).keys()
    assert have - listed == set(), f"{cls.__name__}: a field board files don't write"
    assert listed - have == set(), f"{cls.__name__}: listed fields it doesn't have"


def test_the_classes_checked_are_all_the_state_classes() -> None:
    # every dataclass a field of the state can hold is in the table above
    classes = {getattr(state_module, n) for n in state_module.__all__}
    ours = {c for c in classes if dataclasses.is_dataclass(c)} - {state_module.LogRow}
    assert ours <= WRITTEN.keys()


def _roundtrip(b: ml.Board) -> ml.Board:
    text = b.to_yaml()
    b2 = ml.Board.from_yaml(text)
    assert b2.state == b.state
    assert b2.to_yaml() == text
    return b2


def test_a_default_board_file_stays_short() -> None:
    # fields at their default are not written (files stay short and readable)
    text = ml.Board().to_yaml()
    for key in (*PLAYER_NUMBERS, "delayed", "monarch", "initiative", "used_once"):
        assert f"{key}:" not in text


def test_speed_round_trips_702_179() -> None:
    b = ml.Board()
    b.speed("you", 3)
    assert "speed: 3" in b.to_yaml()
    assert _roundtrip(b).speed("you") == 3


def test_monarch_and_initiative_round_trip_725_1_726_1() -> None:
    b = ml.Board()
    b.monarch = "opponent"
    b.initiative = "you"
    b2 = _roundtrip(b)
    assert (b2.monarch, b2.initiative) == ("opponent", "you")


def test_dungeons_completed_round_trip_309_7() -> None:
    b = ml.Board()
    b.dungeons_completed("opponent", 2)
    assert _roundtrip(b).dungeons_completed("opponent") == 2


def test_the_land_play_is_kept_so_a_second_one_is_refused_305_2() -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    b.add("Island", zone="hand")
    b.play_land("Forest")
    b2 = _roundtrip(b)
    assert "lands_played: 1" in b.to_yaml()
    with pytest.raises(ml.IllegalActionError):  # one land play a turn (305.2)
        b2.play_land("Island")


ONCE = ml.Card.from_text(name="Test Obelisk", type_line="Artifact",
                         oracle_text="{T}: Add {C}{C}. Activate only once.")


def test_an_only_once_ability_stays_used_across_a_file_602_5b() -> None:
    b = ml.Board()
    ob = b.add(ONCE)
    assert b.activate(ob, 0).mana == "CC"
    b.pass_turn()
    b.pass_turn()  # untapped again; "only once" is for the permanent's whole existence
    b2 = _roundtrip(b)
    assert "used_once:" in b.to_yaml()
    with pytest.raises(ml.IllegalActionError, match="only once"):
        b2.activate(b2.get(ob.id), 0)


SEXTANT = ml.Card.from_text(
    name="Barbed Sextant", type_line="Artifact",
    oracle_text="{1}, {T}, Sacrifice Barbed Sextant: Add one mana of any color. Draw a card "
                "at the beginning of the next turn's upkeep.")


def test_a_delayed_trigger_survives_a_file_and_still_happens_603_7() -> None:
    b = ml.Board()
    sextant = b.add(SEXTANT)
    b.add("Island", zone="library")
    b.add_mana("you", "C")
    b.activate(sextant, 0, choices=["U"])
    text = b.to_yaml()
    assert "when: next upkeep" in text  # in words, with the ability text that made it
    b2 = _roundtrip(b)
    b2.pass_turn()  # the next turn's upkeep (603.7b)
    assert list(b2.hand("you")["name"]) == ["Island"]


def test_a_delayed_trigger_whose_card_is_gone_is_spelled_out_603_7() -> None:
    b = ml.Board()
    sextant = b.add(SEXTANT)
    b.add_mana("you", "C")
    b.activate(sextant, 0, choices=["U"])
    gone = ml.Board(state=b.state.evolve(graveyards={}))  # no card says what it does
    text = gone.to_yaml()
    assert "kind: DrawCards" in text
    _roundtrip(gone)


def test_life_gained_and_cards_drawn_this_turn_round_trip_119_9_121_1() -> None:
    b = ml.Board()
    b.add("Forest", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "C")
    b.activate(b.add(SEXTANT), 0, choices=["U"])
    b.pass_turn()  # the opponent's upkeep: you draw (121.1)
    assert b.state.player("you").cards_drawn == 1
    b2 = _roundtrip(b)
    assert b2.state.player("you").cards_drawn == 1
    you = replace(b.state.player("you"), life_gained=3)
    b3 = _roundtrip(ml.Board(state=b.state.with_player(you)))
    assert b3.state.player("you").life_gained == 3


KICKED = ml.Card.from_text(
    name="Test Lancer", mana_cost="{2}{W}", type_line="Creature — Human Knight",
    power="3", toughness="1",
    oracle_text="Kicker {2}{W}\nIf Test Lancer was kicked, it enters with two +1/+1 "
                "counters on it.")


def test_a_kicked_spell_on_the_stack_stays_kicked_702_33d() -> None:
    b = ml.Board()
    b.add_mana("you", "WWWWWW")
    b.cast(KICKED, kicked=1, resolve=False)
    b2 = _roundtrip(b)
    lancer = b2.resolve()
    assert b2.counters(lancer) == {"+1/+1": 2}


@pytest.mark.parametrize(("edit", "field"), [
    (("  life: 20\n", "  life: 20\n  speed: 5\n"), "players[0].speed"),
    (("  life: 20\n", "  life: 20\n  lands_played: -1\n"), "players[0].lands_played"),
    (("  life: 20\n", "  life: 20\n  cards_drawn: many\n"), "players[0].cards_drawn"),
    (("permanents: []\n", "permanents: []\nmonarch: nobody\n"), "monarch"),
    (("permanents: []\n", "permanents: []\ninitiative: 3\n"), "initiative"),
    (("permanents: []\n", "permanents: []\ndelayed:\n- when: later\n  source_id: 1\n"
      "  source: X\n  controller: you\n  turn: 1\n  effects: []\n"), "delayed[0].when"),
    (("permanents: []\n", "permanents: []\ndelayed:\n- when: next upkeep\n  source_id: 1\n"
      "  source: X\n  controller: you\n  turn: 1\n  effects:\n  - kind: os.system\n"),
     "delayed[0].effects[0].kind"),
    (("permanents: []\n", "permanents: []\ndelayed:\n- when: next upkeep\n  source_id: 1\n"
      "  source: X\n  controller: you\n  turn: 1\n  ability: 'Draw a card.'\n"),
     "delayed[0].ability"),
])
def test_bad_values_of_the_new_fields_name_the_field(edit: tuple[str, str], field: str) -> None:
    text = ml.Board().to_yaml()
    assert edit[0] in text
    bad = text.replace(edit[0], edit[1], 1)
    with pytest.raises(ml.MtglabError, match=field.replace("[", r"\[").replace("]", r"\]")):
        ml.Board.from_yaml(bad)


def test_used_once_must_be_ability_texts() -> None:
    b = ml.Board()
    b.add("Forest")
    text = b.to_yaml().replace("  timestamp: 1\n", "  timestamp: 1\n  used_once: [3]\n", 1)
    with pytest.raises(ml.MtglabError, match=r"permanents\[0\]\.used_once"):
        ml.Board.from_yaml(text)


def test_snow_mana_in_the_pool_survives_a_round_trip_cr_107_4h() -> None:
    # mana a snow source made can pay {S} (107.4h); a board file keeps that it was snow
    b = ml.Board()
    land = b.add("Snow-Covered Forest")
    b.activate(land, 0)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.to_yaml() == b.to_yaml()
    assert again.state.players[0].pool[0].snow


def test_the_turn_a_permanent_entered_round_trips() -> None:
    # "entered the battlefield this turn" (Mirrex) is read from the turn it entered
    b = ml.Board()
    b.add("Forest", controlled_since_turn_start=False)  # set-up: arrived this turn
    assert "entered_turn: 1" in b.to_yaml()
    p = _roundtrip(b).get("Forest")
    assert b.state.permanents[p.id].entered_turn == 1


def test_a_misspelt_key_on_the_stack_is_an_error(tmp_path: Path) -> None:
    text = ("mtglab_board: 1\nplayers:\n- name: you\n- name: opponent\npermanents: []\n"
            "stack:\n- id: 1\n  kind: spell\n  name: Lightning Bolt\n  controller: you\n"
            "  card: Lightning Bolt\n  targts: [1]\n")
    path = tmp_path / "stack.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(ml.CardDataError, match="targts"):
        ml.Board.from_yaml(path)


@pytest.fixture(scope="module")
def corpus(corpus_jsonl: Path) -> dict[str, ml.Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def test_a_next_n_prevention_shield_survives_a_board_saved_mid_turn_cr_615_7(
        corpus: dict[str, ml.Card]) -> None:
    # Mending Hands: "Prevent the next 4 damage that would be dealt to any target this
    # turn." Saved after 3 of it were used, the board read back keeps the last 1 (615.7)
    b = ml.Board()
    b.add_mana("you", "W")
    b.cast(corpus["Mending Hands"], targets=["you"])
    b.add_mana("opponent", "RR")
    b.cast(corpus["Lightning Bolt"], targets=["you"], controller="opponent")
    assert "prevention:" in b.to_yaml()
    b2 = _roundtrip(b)
    b2.cast(corpus["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b2.life("you") == 18  # 1 of 3 prevented, as on the board never saved


def test_a_prevention_shield_with_selectors_round_trips_cr_615_1(
        corpus: dict[str, ml.Card]) -> None:
    # Azorius Ploy: one shield on what a target creature would deal, one on what would be
    # dealt to another: both read back equal
    b = ml.Board()
    bears = b.add(corpus["Grizzly Bears"])
    wurm = b.add(corpus["Craw Wurm"], "opponent")
    b.add_mana("you", "WWUW")
    b.cast(corpus["Azorius Ploy"], targets=[wurm, bears])
    assert len(b.state.prevention) == 2
    assert _roundtrip(b).state.prevention == b.state.prevention


@pytest.mark.parametrize(("entry", "field"), [
    ({"controller": "nobody"}, "prevention[0]"),
    ({"kind": "all the damage"}, "prevention[0]"),
    ({"remaining": -1}, "prevention[0].remaining"),
    ({"to_ids": ["x"]}, "prevention[0].to_ids"),
    ({"shield": 1}, "prevention[0].shield"),
])
def test_a_bad_prevention_entry_is_refused_naming_its_field_cr_615_1(
        entry: dict[str, object], field: str) -> None:
    good = {"source_name": "Fog", "controller": "you", "turn": 1, "kind": "combat damage"}
    doc = yaml.safe_load(ml.Board().to_yaml())
    doc["prevention"] = [{**good, **entry}]
    with pytest.raises(ml.MtglabError, match=field.replace("[", r"\[").replace("]", r"\]")):
        ml.Board.from_yaml(yaml.safe_dump(doc))
    doc["prevention"] = [good]
    assert ml.Board.from_yaml(yaml.safe_dump(doc)).state.prevention[0].source_name == "Fog"
