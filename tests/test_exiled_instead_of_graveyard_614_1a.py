"""Replacement effects that exile an object instead of putting it into a graveyard from
anywhere (CR 614.1a, 614.6): "If a card or token would be put into a graveyard from
anywhere, exile it instead" (Rest in Peace), "If a card would be put into an opponent's
graveyard from anywhere, ..." (Leyline of the Void), "... into your graveyard ..."
(Yawgmoth's Agenda), "If an instant or sorcery card would be ..." (Dryad Militant), and
"If ~ would be put into a graveyard from anywhere, exile it instead" (the back faces of
disturb cards), from real cards of ../shared/corpus through the public API; then read
and played across every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.graveyardreplacement import ExiledInsteadOfGraveyard
from tests.conftest import audit_found, corpus_abilities, corpus_cards, triggers_waiting

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
MILL = ml.Card.from_text(name="Mill Two", mana_cost="{U}", type_line="Sorcery",
                         oracle_text="Target player mills two cards.")
DIES = ml.Card.from_text(name="Watcher", mana_cost="{B}", type_line="Creature — Zombie",
                         power="1", toughness="1",
                         oracle_text="Whenever another creature dies, you gain 1 life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Rest in Peace", "Leyline of the Void", "Yawgmoth's Agenda",
                        "Dryad Militant", "Baithook Angler // Hook-Haunt Drifter",
                        "Lightning Bolt", "Counterspell")


def _names(b: ml.Board, zone: str, who: str) -> list[str]:
    """The names of the cards ``who`` owns in exile or in their graveyard."""
    if zone == "exile":
        ex = b.exile
        return list(ex[ex["owner"] == who]["name"])
    return list(b.graveyard(who)["name"])


def _bolt(b: ml.Board, cards: dict[str, Any], target: Any, who: str = "you") -> None:
    b.add_mana(who, "R")
    b.cast(cards["Lightning Bolt"], targets=[target], controller=who)


def test_a_creature_that_would_die_and_the_spell_are_exiled_614_1a_614_6(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Rest in Peace"], "opponent")
    b.add(DIES)
    bear = b.add(BEAR, "opponent")
    _bolt(b, cards, bear)
    # both go to exile, from the battlefield and from the stack (608.2n); the bear never
    # died (614.6, 700.4): "whenever another creature dies" doesn't trigger
    assert _names(b, "exile", "opponent") == ["Bear"]
    assert _names(b, "exile", "you") == ["Lightning Bolt"]
    assert _names(b, "graveyard", "you") == _names(b, "graveyard", "opponent") == []
    assert triggers_waiting(b, "Watcher") == 0


def test_milled_cards_are_exiled_instead_701_17a_614_6(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Rest in Peace"])
    for _ in range(3):
        b.add(BEAR, "opponent", zone="library")
    b.add_mana("you", "U")
    b.cast(MILL, targets=["opponent"])
    assert _names(b, "exile", "opponent") == ["Bear", "Bear"]
    assert len(b.library("opponent")) == 1 and _names(b, "graveyard", "opponent") == []
    assert "614.6" in str(b.log["rule"].iloc[-2])


def test_a_countered_spell_is_exiled_701_6a_614_6(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Leyline of the Void"], "opponent")
    b.add_mana("you", "R")
    bear = b.add(BEAR, "opponent")
    spell = b.cast(cards["Lightning Bolt"], targets=[bear], resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(cards["Counterspell"], controller="opponent", targets=[spell])
    assert _names(b, "exile", "you") == ["Lightning Bolt"]  # yours: their opponent's
    assert _names(b, "graveyard", "opponent") == ["Counterspell"]  # theirs, as usual


def test_only_the_graveyard_the_effect_names_614_1a_400_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Yawgmoth's Agenda"])  # "... into your graveyard ..."
    mine, theirs = b.add(BEAR), b.add(BEAR, "opponent")
    _bolt(b, cards, mine, "opponent")
    _bolt(b, cards, theirs, "opponent")
    assert _names(b, "exile", "you") == ["Bear"]
    assert sorted(_names(b, "graveyard", "opponent")) == ["Bear", "Lightning Bolt",
                                                          "Lightning Bolt"]


def test_a_card_of_the_named_types_only_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Dryad Militant"], "opponent")  # "If an instant or sorcery card ..."
    bear = b.add(BEAR, "opponent")
    _bolt(b, cards, bear)
    assert _names(b, "exile", "you") == ["Lightning Bolt"]
    assert _names(b, "graveyard", "opponent") == ["Bear"]


def test_a_card_but_not_a_token_111_7_614_1a(cards: dict[str, Any]) -> None:
    # "a card" covers no token (111.7): it dies (700.4) and ceases to exist; "a card or
    # token" exiles it instead, so it never dies
    for rip, died in ((cards["Yawgmoth's Agenda"], 1), (cards["Rest in Peace"], 0)):
        b = ml.Board()
        b.add(rip, "opponent")
        b.add(DIES)
        token = b.add(BEAR, "opponent", token=True)
        _bolt(b, cards, token)
        assert triggers_waiting(b, "Watcher") == died


def test_its_own_ability_exiles_the_back_face_702_146a_614_1a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    drifter = b.add(cards["Baithook Angler // Hook-Haunt Drifter"], "opponent")
    b.transform(drifter)  # back face up: "If ~ would be put into a graveyard ..."
    _bolt(b, cards, drifter)
    assert len(_names(b, "exile", "opponent")) == 1
    assert _names(b, "graveyard", "opponent") == []
    angler = b.add(cards["Baithook Angler // Hook-Haunt Drifter"], "opponent")
    _bolt(b, cards, angler)  # the front face has no such ability: it dies
    assert len(_names(b, "graveyard", "opponent")) == 1


def test_every_corpus_line_of_exile_instead_of_a_graveyard_is_read_and_plays_614_1a() -> None:
    line = re.compile(r"^if .* would be put into .*graveyard from anywhere, exile (it|that "
                      r"card) instead\.$", re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, ExiledInsteadOfGraveyard) for e in a.effects)]
    assert len(read) >= 30, [f.name for f, _a in found]
    unread = [(f.name, a.problem) for f, a in found if (f, a) not in read]
    assert all("graveyard from anywhere" not in (p or "") or "didn't control" in (p or "")
               for _n, p in unread), unread
    audit_found(read, board_refusals=True)
