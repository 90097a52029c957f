"""Redirection effects of static abilities (CR 614.9, 614.1a): "All damage that would be
dealt to you is dealt to ~ instead" (Empyrial Archangel), "... to you and other
permanents you control is dealt to ~ instead" (Palisade Giant), "... to you is dealt to
enchanted creature instead" (Pariah), "All damage that would be dealt to enchanted
creature is dealt to its controller instead" (Treacherous Link), from real cards of
../shared/corpus through the public API; then read and played across every corpus line
that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.damagereplacement import RedirectDamage
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Empyrial Archangel", "Palisade Giant", "Pariah", "Treacherous Link",
                        "Lightning Bolt")


def _bolt(b: ml.Board, cards: dict[str, Any], target: Any) -> None:
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[target])


def _damage(b: ml.Board, p: Any) -> int:
    """The damage marked on the permanent (120.3)."""
    return int(b.state.permanents[p.id].damage)


def test_damage_to_you_is_dealt_to_it_instead_614_9(cards: dict[str, Any]) -> None:
    b = ml.Board()
    angel = b.add(cards["Empyrial Archangel"], "opponent")
    _bolt(b, cards, "opponent")
    assert b.life("opponent") == 20 and _damage(b, angel) == 3
    assert "614.9" in str(b.log["rule"].iloc[-3])


def test_damage_to_your_other_permanents_too_but_not_itself_614_9(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    giant = b.add(cards["Palisade Giant"], "opponent")
    bear = b.add(BEAR, "opponent")
    mine = b.add(BEAR)
    _bolt(b, cards, bear)
    assert _damage(b, giant) == 3 and _damage(b, bear) == 0
    _bolt(b, cards, giant)  # "other permanents": its own damage stays (614.9)
    assert _damage(b, giant) == 6
    _bolt(b, cards, mine)  # not a permanent its controller controls
    assert "Bear" in list(b.graveyard("you")["name"])


def test_to_the_enchanted_creature_until_it_is_gone_614_9(cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(cards["Pariah"], "opponent", attached_to=bear)
    _bolt(b, cards, "opponent")
    assert b.life("opponent") == 20 and "Bear" in list(b.graveyard("opponent")["name"])
    _bolt(b, cards, "opponent")  # Pariah went to the graveyard with it (704.5m)
    assert b.life("opponent") == 17


def test_damage_to_the_enchanted_creature_is_dealt_to_its_controller_614_9(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(cards["Treacherous Link"], attached_to=bear)
    _bolt(b, cards, bear)
    assert b.life("opponent") == 17 and _damage(b, bear) == 0


def test_two_that_would_redirect_the_same_damage_are_the_players_choice_616_1(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Empyrial Archangel"], "opponent")
    b.add(cards["Palisade Giant"], "opponent")
    b.add_mana("you", "R")
    with pytest.raises(ml.UnsupportedError, match=r"616\.1"):
        b.cast(cards["Lightning Bolt"], targets=["opponent"])
    assert b.life("opponent") == 20 and not len(b.stack)  # nothing changed


def test_every_corpus_line_of_static_redirection_is_read_and_plays_614_9() -> None:
    line = re.compile(r"^all damage that would be dealt to [^.]* is dealt to [^.]* instead\.$",
                      re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, RedirectDamage) for e in a.effects)]
    assert len(read) >= 8, [(f.name, a.problem) for f, a in found]
    audit_found(read, board_refusals=True)
