"""A card whose type line names no card type of the rules — the Hero cards of the
Hero's Path ("Hero") — is neither a permanent nor a spell (CR 205.2a, 110.4a, 112.1):
the board won't put it onto the battlefield, so its abilities, which would function
only there (113.6), are not supported, the type line named; the audit no longer finds
them refused by its board."""

from __future__ import annotations

import pytest

import mtglab as ml

HERO = ml.Card.from_text(name="Test Hero", type_line="Hero",
                         oracle_text="{T}: Target creature you control gets +1/+1 until end "
                                     "of turn.")


def test_a_card_of_no_card_type_is_not_a_permanent_110_4a() -> None:
    with pytest.raises(ml.IllegalActionError):
        ml.Board().add(HERO)


def test_its_abilities_are_unsupported_with_the_type_line_named_205_2a() -> None:
    (ability,) = HERO.abilities
    assert not ability.supported
    assert "'Hero'" in ability.problem and "205.2a" in ability.problem


def test_the_same_text_on_a_permanent_is_supported_113_6() -> None:
    relic = ml.Card.from_text(name="Test Relic", type_line="Artifact", mana_cost="{2}",
                              oracle_text=HERO.oracle_text)
    assert relic.abilities[0].supported


@pytest.mark.corpus
def test_no_corpus_hero_line_is_supported_205_2a() -> None:
    from tests.conftest import corpus_cards

    names = ("The Avenger", "The General", "The Explorer", "The Harvester")
    for card in corpus_cards(*names).values():
        assert card.abilities and not any(a.supported for a in card.abilities), card.name
