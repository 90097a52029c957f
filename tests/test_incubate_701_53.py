"""Incubate (CR 701.53a): an Incubator token, a double-faced token (111.10i, 701.53b), enters
with N +1/+1 counters; "{2}: Transform this token." turns it into a 0/0 Phyrexian artifact
creature named Phyrexian Token (701.27a), which keeps its counters. Then read and played
across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Incubate
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Eyes of Gitaxias", "Sunfall", "Sunder the Gateway")


def row(b: ml.Board, pid: int) -> Any:
    p = b.permanents
    return p[p["id"] == pid].iloc[0]


def test_incubate_creates_an_incubator_with_n_counters_701_53a(cards: dict[str, Any]
                                                               ) -> None:
    # Eyes of Gitaxias, "Incubate 3. ... Draw a card."
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CCU")
    b.cast(cards["Eyes of Gitaxias"])
    (pid,) = b.permanents["id"]
    r = row(b, int(pid))
    assert (r["name"], r["types"], bool(r["token"])) == ("Incubator", "Artifact", True)  # 111.10i
    assert b.counters(int(pid)) == {"+1/+1": 3}


def test_incubator_transforms_into_a_phyrexian_artifact_creature_111_10i_701_27a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CCU")
    b.cast(cards["Eyes of Gitaxias"])
    (pid,) = b.permanents["id"]
    b.add_mana("you", "CC")
    b.activate(int(pid))  # "{2}: Transform this token."
    r = row(b, int(pid))
    assert (r["name"], r["types"], r["subtypes"]) == ("Phyrexian Token",
                                                      "Artifact Creature", "Phyrexian")
    assert (r["power"], r["toughness"]) == (3, 3)  # a 0/0 with its three counters (122.1a)


def test_incubate_x_counts_where_x_is_107_3c(cards: dict[str, Any]) -> None:
    # Sunfall, "Exile all creatures. Incubate X, where X is the number of creatures exiled
    # this way."
    b = ml.Board()
    b.add("Grizzly Bears")
    b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "CCCWW")
    b.cast(cards["Sunfall"])
    (pid,) = b.permanents["id"]
    assert row(b, int(pid))["name"] == "Incubator"
    assert b.counters(int(pid)) == {"+1/+1": 2}


def test_incubate_zero_creates_an_incubator_without_counters_701_53a() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(ml.Card.from_text(name="Test Sorcery", type_line="Sorcery", mana_cost="{1}",
                             oracle_text="Incubate X, where X is the number of creatures "
                             "you control."))
    (pid,) = b.permanents["id"]
    assert b.counters(int(pid)) == {}


def test_every_incubate_line_is_read_and_played_701_53a() -> None:
    line = re.compile(r"\bincubate\b", re.I)

    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Incubate) for e in _walk(a.effects))

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 20
    for _f, a in found:  # the number of the line, or X (701.53a, 107.3c)
        m = re.search(r"incubate (\d+|x)", a.text, re.I)
        assert m is not None
        amounts = [e.amount for e in _walk(a.effects) if isinstance(e, Incubate)]
        if m.group(1).isdigit():
            assert amounts[0].is_fixed and amounts[0].value == int(m.group(1))
        else:
            assert not amounts[0].is_fixed
    audit_found(found, board_refusals=True)


def _walk(effects: Any) -> list[Any]:
    """The records inside an ability's effects ("you may ...", "if you do", modes)."""
    out: list[Any] = []
    for e in effects:
        out.append(e)
        for name in ("effects", "items", "inner"):
            inner = getattr(e, name, None)
            if isinstance(inner, tuple):
                out += _walk(inner)
    return out


def test_a_double_faced_token_survives_a_board_file_111_10i(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CCU")
    b.cast(cards["Eyes of Gitaxias"])
    (pid,) = b.permanents["id"]
    text = b.to_yaml()
    assert "token_faces:" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.state == b.state and b2.to_yaml() == text
    b2.add_mana("you", "CC")
    b2.activate(int(pid))  # it still transforms (701.27a)
    assert row(b2, int(pid))["name"] == "Phyrexian Token"
