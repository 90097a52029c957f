"""Manifest (CR 701.40a), cloak (701.58a) and manifest dread (701.62a) as instructions of
spells and abilities: the top card(s) of the library enter face down as 2/2 creatures,
named for "it" / "that creature" after them (608.2c), and turn face up for their mana cost
(701.40b). Then read and played across every corpus line that uses them."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Manifest
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Soul Summons", "Manifest Dread", "Conductive Machete",
                        "Fierce Invocation", "Ethereal Ambush")


def sorcery(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Sorcery", type_line="Sorcery", mana_cost="{1}",
                             oracle_text=text)


def face_down(b: ml.Board) -> Any:
    p = b.permanents
    return p[p["face_down"].isin(["manifest", "cloak"])]


def test_manifest_puts_the_top_card_face_down_as_a_2_2_701_40a(cards: dict[str, Any]
                                                                ) -> None:
    # Soul Summons, "Manifest the top card of your library."
    b = ml.Board()
    b.add("Grizzly Bears", zone="library")
    b.add("Island", zone="library")  # the top card
    b.add_mana("you", "CW")
    b.cast(cards["Soul Summons"])
    down = face_down(b)
    assert len(down) == 1
    row = down.iloc[0]
    assert (row["name"], row["power"], row["toughness"], row["face_down"]) == \
        ("", 2, 2, "manifest")  # 701.40a, 708.2a
    assert list(b.library("you")["name"]) == ["Grizzly Bears"]


def test_manifest_then_counters_on_it_608_2c(cards: dict[str, Any]) -> None:
    # Fierce Invocation, "Manifest the top card of your library, then put two +1/+1
    # counters on it."
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CCCCR")
    b.cast(cards["Fierce Invocation"])
    row = face_down(b).iloc[0]
    assert (row["power"], row["toughness"]) == (4, 4)


def test_manifest_two_cards_one_at_a_time_701_40e(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add("Forest", zone="library")
    b.add_mana("you", "CCCGU")
    b.cast(cards["Ethereal Ambush"])
    assert len(face_down(b)) == 2 and b.library("you").empty


def test_manifest_dread_manifests_one_of_two_the_other_to_graveyard_701_62a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "CCG")
    b.cast(cards["Manifest Dread"], choices=["Grizzly Bears"])
    assert len(face_down(b)) == 1
    assert set(b.graveyard("you")["name"]) == {"Island", "Manifest Dread"}
    assert b.library("you").empty


def test_manifested_creature_card_turns_face_up_for_its_mana_cost_701_40b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "CCG")
    b.cast(cards["Manifest Dread"], choices=["Grizzly Bears"])
    bear = int(face_down(b).iloc[0]["id"])
    b.add_mana("you", "CG")
    b.turn_face_up(bear)
    assert b.characteristics(bear)["name"] == "Grizzly Bears"


def test_manifest_dread_with_one_card_manifests_it_701_62a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CCG")
    b.cast(cards["Manifest Dread"])  # no choice to make
    assert len(face_down(b)) == 1


def test_manifest_with_an_empty_library_does_nothing_701_40a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCG")
    b.cast(cards["Manifest Dread"])
    assert face_down(b).empty


def test_manifest_dread_then_attach_to_that_creature_701_3a_608_2c(cards: dict[str, Any]
                                                                    ) -> None:
    # Conductive Machete, "When ~ enters, manifest dread, then attach ~ to that creature."
    b = ml.Board()
    b.add("Grizzly Bears", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "CCCC")
    b.cast(cards["Conductive Machete"])
    b.resolve(choices=["Island"])
    down = face_down(b)
    assert len(down) == 1
    machete = b.permanents[b.permanents["name"] == "Conductive Machete"].iloc[0]
    assert machete["attached_to"] == down.iloc[0]["id"]


def test_cloak_gives_ward_2_701_58a() -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "C")
    b.cast(sorcery("Cloak the top card of your library."))
    row = face_down(b).iloc[0]
    assert row["face_down"] == "cloak"
    assert any("Ward" in str(a) for a in b.characteristics(int(row["id"]))["abilities"])


def test_every_manifest_line_is_read_and_played_701_40_701_58_701_62() -> None:
    line = re.compile(r"\b(manifest|cloak)\b", re.I)

    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Manifest) for e in _walk(a.effects))

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    for _f, a in found:  # dread read as dread (701.62a), cloak as cloak (701.58a)
        made = [e for e in _walk(a.effects) if isinstance(e, Manifest)]
        assert any(e.dread for e in made) == bool(re.search("manifest dread", a.text, re.I))
        assert any(e.how == "cloak" for e in made) == bool(re.search("cloak the", a.text,
                                                                      re.I))
    audit_found(found, board_refusals=True)


def _walk(effects: Any) -> list[Any]:
    """The records inside an ability's effects ("you may ...", modes)."""
    out: list[Any] = []
    for e in effects:
        out.append(e)
        for name in ("effects", "items", "inner"):
            inner = getattr(e, name, None)
            if isinstance(inner, tuple):
                out += _walk(inner)
    return out


def test_manifest_dread_between_two_copies_asks_nothing_701_62a(cards: dict[str, Any]
                                                                 ) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "CCG")
    b.cast(cards["Manifest Dread"])  # either Island gives the same result
    assert len(face_down(b)) == 1
    assert list(b.graveyard("you")["name"]).count("Island") == 1
