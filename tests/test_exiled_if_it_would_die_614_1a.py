"""Static abilities that exile a permanent that would die (CR 614.1a, 700.4): "If ~ would
die, exile it instead" (Gloomshrieker), "If a creature an opponent controls would die,
exile it instead" (Stone of Erech), "If a creature dealt damage by ~ this turn would die,
exile it instead" (Frostwielder, 120.3), from real cards of ../shared/corpus through the
public API. Then read and played across every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.referents import ExiledIfItWouldDie, ExileInsteadOfDyingThisTurn
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Gloomshrieker", "Stone of Erech", "Frostwielder", "Shock",
                        "Lightning Bolt", "Malicious Malfunction", "Malicious Eclipse",
                        "Craw Wurm", "Void Maw")


def _shock(b: ml.Board, cards: dict[str, Any], target: Any) -> None:
    b.add_mana("you", "R")
    b.cast(cards["Shock"], targets=[target])


def _names(b: ml.Board, zone: str, who: str) -> list[str]:
    """The names of the cards ``who`` owns in exile or in their graveyard."""
    if zone == "exile":
        ex = b.exile
        return list(ex[ex["owner"] == who]["name"])
    return list(b.graveyard(who)["name"])


def test_it_is_exiled_instead_of_dying_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    shrieker = b.add(cards["Gloomshrieker"], "opponent")
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[shrieker])
    assert "Gloomshrieker" in _names(b, "exile", "opponent")
    assert "Gloomshrieker" not in _names(b, "graveyard", "opponent")


def test_only_a_creature_an_opponent_controls_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Stone of Erech"])
    theirs = b.add(BEAR, "opponent")
    mine = b.add(BEAR)
    _shock(b, cards, theirs)
    assert "Bear" in _names(b, "exile", "opponent")
    _shock(b, cards, mine)
    assert "Bear" in _names(b, "graveyard", "you")  # yours dies as usual (700.4)


def test_another_creature_but_not_itself_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    maw = b.add(cards["Void Maw"])  # "If another creature would die, exile it instead."
    bear = b.add(BEAR, "opponent")
    _shock(b, cards, bear)
    assert "Bear" in _names(b, "exile", "opponent")
    for _ in range(2):
        _shock(b, cards, maw)  # a 4/5
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[maw])
    assert "Void Maw" in _names(b, "graveyard", "you")


def test_only_a_creature_it_dealt_damage_this_turn_120_3_614_1a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    frost = b.add(cards["Frostwielder"])  # {T}: 1 damage to any target
    hit = b.add(BEAR, "opponent")
    other = b.add(BEAR, "opponent")
    b.activate(frost, "{T}:", targets=[hit])
    _shock(b, cards, hit)
    assert "Bear" in _names(b, "exile", "opponent")
    _shock(b, cards, other)
    assert "Bear" in _names(b, "graveyard", "opponent")  # no damage from Frostwielder


def test_a_creature_that_would_die_this_turn_is_exiled_614_1a_514_2(
        cards: dict[str, Any]) -> None:
    # Malicious Malfunction: "All creatures get -2/-2 until end of turn. If a creature
    # would die this turn, exile it instead." — no creature is locked in (608.2c): one
    # that dies later this turn is exiled too; the effect ends in the cleanup step
    b = ml.Board()
    b.add(BEAR, "opponent")
    b.add_mana("you", "BBB")
    b.cast(cards["Malicious Malfunction"])
    assert "Bear" in _names(b, "exile", "opponent")
    wurm = b.add(cards["Craw Wurm"], "opponent")  # 6/4, entered after it resolved
    _shock(b, cards, wurm)
    _shock(b, cards, wurm)
    assert "Craw Wurm" in _names(b, "exile", "opponent")
    b.pass_turn()
    later = b.add(BEAR, "opponent")
    b.pass_turn()
    _shock(b, cards, later)
    assert "Bear" in _names(b, "graveyard", "opponent")


def test_only_a_creature_an_opponent_controls_this_turn_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(BEAR, "opponent")
    b.add(BEAR)
    b.add_mana("you", "BBB")
    b.cast(cards["Malicious Eclipse"])
    assert "Bear" in _names(b, "exile", "opponent")
    assert "Bear" in _names(b, "graveyard", "you")


def test_every_corpus_line_of_exiled_if_it_would_die_is_read_and_plays_614_1a() -> None:
    line = re.compile(r"^if .* would die, exile it instead\.$", re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, ExiledIfItWouldDie) for e in a.effects)]
    assert len(read) >= 14, [f.name for f, _a in found]
    mine = audit_found(read)
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(read) - 1


def test_every_corpus_line_of_exile_if_a_creature_would_die_this_turn_plays_614_1a() -> None:
    line = re.compile(r"if an? (creature|permanent)[^,.]* would die this turn, exile it "
                      r"instead", re.I)
    found = corpus_abilities(line, lambda a: a.supported and any(
        isinstance(e, ExileInsteadOfDyingThisTurn) for e in a.effects))
    if not found:
        pytest.skip("no corpus or none read")
    assert len(found) >= 3, [f.name for f, _a in found]
    mine = audit_found(found, board_refusals=True)
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= 1
