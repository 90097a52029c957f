"""Recommission: "Return target artifact or creature card with mana value 3 or less from
your graveyard to the battlefield. If a creature enters the battlefield this way, it
enters with an additional +1/+1 counter on it." (CR 115.1, 601.2c, 202.3, 400.7, 110.2,
614.1c; 614.12: whether it is a creature is checked as it would exist on the
battlefield)."""

from __future__ import annotations

import pytest

import mtglab as ml

RECOMMISSION = ml.Card.from_text(
    name="Recommission", mana_cost="{1}{W}", type_line="Sorcery",
    oracle_text="Return target artifact or creature card with mana value 3 or less from "
                "your graveyard to the battlefield. If a creature enters the battlefield this "
                "way, it enters with an additional +1/+1 counter on it.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RELIC = ml.Card.from_text(name="Relic", mana_cost="{3}", type_line="Artifact")
SERVO = ml.Card.from_text(name="Servo Maker", mana_cost="{2}",
                          type_line="Artifact Creature — Construct", power="1", toughness="1")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{3}{R}", type_line="Creature — Ogre",
                         power="4", toughness="3")
HYDRA = ml.Card.from_text(name="Hydra", mana_cost="{X}{X}{G}", type_line="Creature — Hydra",
                          power="1", toughness="1")
AURA = ml.Card.from_text(name="Old Aura", mana_cost="{W}", type_line="Enchantment")


def _returned(b: ml.Board, name: str) -> ml.Permanent:
    return next(b.get(p) for p, s in b.state.permanents.items() if s.base.name == name)


def test_the_line_is_supported_with_its_mana_value_limit() -> None:
    a = RECOMMISSION.abilities[0]
    assert a.supported, a.problem
    assert a.effects[0].selector.max_mana_value == 3  # type: ignore[union-attr]


def test_a_creature_card_returns_with_an_additional_counter() -> None:
    # 400.7: a new object; 110.2: under your control; 614.1c: the +1/+1 counter
    b = ml.Board()
    card = b.add(BEAR, zone="graveyard")
    b.add_mana("you", "WW")
    b.cast(RECOMMISSION, targets=[card])
    bear = _returned(b, "Bear")
    assert b.state.permanents[bear.id].counters == (("+1/+1", 1),)
    assert b.characteristics(bear)["power"] == 3
    assert list(b.graveyard("you")["name"]) == ["Recommission"]  # 608.2n


def test_a_noncreature_artifact_returns_without_a_counter() -> None:
    # 614.12: it isn't a creature as it would exist on the battlefield, so the
    # replacement effect doesn't apply to it
    b = ml.Board()
    card = b.add(RELIC, zone="graveyard")
    b.add_mana("you", "WW")
    b.cast(RECOMMISSION, targets=[card])
    relic = _returned(b, "Relic")
    assert b.state.permanents[relic.id].counters == ()


def test_an_artifact_creature_is_a_creature_and_gets_the_counter() -> None:
    b = ml.Board()
    card = b.add(SERVO, zone="graveyard")
    b.add_mana("you", "WW")
    b.cast(RECOMMISSION, targets=[card])
    servo = _returned(b, "Servo Maker")
    assert b.state.permanents[servo.id].counters == (("+1/+1", 1),)


@pytest.mark.parametrize("card", [OGRE, AURA], ids=["mana value 4", "an enchantment"])
def test_a_card_of_mana_value_four_or_another_type_is_not_a_legal_target(
        card: ml.Card) -> None:
    # 115.1, 601.2c: an artifact or creature card with mana value 3 or less (202.3)
    b = ml.Board()
    bad = b.add(card, zone="graveyard")
    b.add_mana("you", "WW")
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.cast(RECOMMISSION, targets=[bad])


def test_x_is_zero_in_a_graveyard_card_s_mana_value() -> None:
    # 107.3b, 202.3: {X}{X}{G} has mana value 1 in a graveyard; it returns as a 1/1
    # creature with X 0 (107.3m) and the counter
    b = ml.Board()
    card = b.add(HYDRA, zone="graveyard")
    b.add_mana("you", "WW")
    b.cast(RECOMMISSION, targets=[card])
    hydra = _returned(b, "Hydra")
    assert b.state.permanents[hydra.id].counters == (("+1/+1", 1),)


def test_an_opponent_s_card_is_not_a_legal_target() -> None:
    # "from your graveyard" (115.1)
    b = ml.Board()
    theirs = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "WW")
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.cast(RECOMMISSION, targets=[theirs])
