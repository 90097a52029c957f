"""A keyword a player has by a static ability (CR 604.1): "You have hexproof" (702.11c:
the player can't be the target of spells or abilities their opponents control) and "You
have shroud" (702.18a: of no spell or ability), for the controller of the permanent
that says so, while its "as long as" holds (611.3a); "You and permanents you control
have hexproof" gives the permanents the keyword too (613.1f). A target is chosen among
the legal ones only (115.1, 601.2c). Every corpus line of the forms that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import GrantAbilities, StaticModifier
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.statics import PLAYER_HEXPROOF, PLAYER_SHROUD
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BOLT = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Bolt deals 3 damage to any target.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Leyline of Sanctity", "Ivory Mask", "Gruul Spellbreaker")


def test_the_keywords_read_as_player_rules_702_11c_702_18a() -> None:
    (hexproof,) = parse_ability("You have hexproof.").effects
    (shroud,) = parse_ability("You have shroud.").effects
    assert isinstance(hexproof, StaticModifier) and hexproof.kind == PLAYER_HEXPROOF
    assert isinstance(shroud, StaticModifier) and shroud.kind == PLAYER_SHROUD
    assert not parse_ability("You have flying.").supported  # no meaning on a player


def test_you_and_permanents_share_the_keyword_613_1f() -> None:
    player, grant = parse_ability("You and permanents you control have hexproof.").effects
    assert isinstance(player, StaticModifier) and player.kind == PLAYER_HEXPROOF
    assert isinstance(grant, GrantAbilities) and grant.abilities == ("Hexproof",)


def test_an_opponent_with_hexproof_cant_be_targeted_702_11c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Leyline of Sanctity"], "opponent")
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"702\.11c"):
        b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 20 and b.mana_pool("you") == "R"


def test_hexproof_lets_its_player_target_themselves_702_11c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Leyline of Sanctity"])
    b.add_mana("you", "R")
    b.cast(BOLT, targets=["you"])
    assert b.life("you") == 17


def test_shroud_stops_even_its_own_players_spells_702_18a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Ivory Mask"])
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"702\.18a"):
        b.cast(BOLT, targets=["you"])


def test_a_single_legal_target_is_then_the_only_choice_601_2c(
        cards: dict[str, Any]) -> None:
    # the opponent's hexproof leaves the caster and the bear as the legal targets
    b = ml.Board()
    b.add(cards["Leyline of Sanctity"], "opponent")
    b.add(cards["Ivory Mask"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "R")
    b.cast(BOLT)  # the bear, the only legal target
    assert bear.id not in b.state.permanents


def test_as_long_as_its_your_turn_the_player_has_it_only_then_611_3a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Gruul Spellbreaker"], "opponent")  # it is "you"'s turn
    b.add_mana("you", "RR")
    b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 17


_FORMS = re.compile(r"\byou (and [^.]+ )?have (hexproof|shroud)\b", re.I)


def test_every_corpus_line_of_a_player_keyword_that_is_read_plays_702_11c() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORMS, lambda a: a.supported)
             if _FORMS.search(a.text) and not a.text.lower().startswith("until")]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)
