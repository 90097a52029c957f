"""Undead Sprinter: "You may cast Undead Sprinter from your graveyard if a non-Zombie
creature died this turn. If you do, Undead Sprinter enters with a +1/+1 counter on it."
A permission to cast it from the graveyard (CR 601.3, 601.2a) while a creature that
wasn't a Zombie as it last existed on the battlefield (603.10a) died this turn (700.4);
cast that way, it enters with the counter (614.1c)."""

from __future__ import annotations

import pytest

import mtglab as ml

SPRINTER = ml.Card.from_text(
    name="Undead Sprinter", mana_cost="{B}{R}", type_line="Creature — Zombie", power="2",
    toughness="2",
    oracle_text="Trample, haste\nYou may cast Undead Sprinter from your graveyard if a "
                "non-Zombie creature died this turn. If you do, Undead Sprinter enters with a "
                "+1/+1 counter on it.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ZOMBIE = ml.Card.from_text(name="Walker", mana_cost="{1}{B}", type_line="Creature — Zombie",
                           power="2", toughness="2")


def _dies(b: ml.Board, card: ml.Card, who: str = "you") -> None:
    """``card`` dies: two -1/-1 counters on a 2/2, put into its owner's graveyard as a
    state-based action (704.5f, 700.4)."""
    p = b.add(card, who)
    b.add_counters(p, "-1/-1", 2)
    b.check_state()


def test_after_a_non_zombie_creature_died_it_is_cast_from_the_graveyard() -> None:
    # 601.3: the permission applies; 614.1c: cast this way it enters with the counter
    b = ml.Board()
    _dies(b, BEAR)
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    sprinter = b.cast(card)
    assert sprinter is not None
    assert b.state.permanents[sprinter.id].counters == (("+1/+1", 1),)
    assert b.characteristics(sprinter)["power"] == 3
    assert list(b.graveyard("you")["name"]) == ["Bear"]  # 601.2a: it left the graveyard


def test_with_no_creature_dead_this_turn_it_can_t_be_cast_from_there() -> None:
    # 601.3: without the condition, no rule or effect allows casting it from there
    b = ml.Board()
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
        b.cast(card)


def test_a_zombie_that_died_does_not_allow_it() -> None:
    # "a non-Zombie creature": a Zombie's death doesn't count
    b = ml.Board()
    _dies(b, ZOMBIE)
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    with pytest.raises(ml.IllegalActionError, match=r"700\.4"):
        b.cast(card)


def test_a_non_zombie_token_that_died_allows_it() -> None:
    # 700.4, 111.7: a creature token dies too, before it ceases to exist
    b = ml.Board()
    p = b.add(BEAR, token=True)
    b.add_counters(p, "-1/-1", 2)
    b.check_state()
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    assert b.cast(card) is not None


def test_an_opponent_s_creature_dying_counts_too() -> None:
    # "a non-Zombie creature died this turn": any player's creature (700.4)
    b = ml.Board()
    _dies(b, BEAR, "opponent")
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    sprinter = b.cast(card)
    assert sprinter is not None
    assert b.state.permanents[sprinter.id].counters == (("+1/+1", 1),)


def test_the_death_is_forgotten_as_a_new_turn_begins() -> None:
    # 500.1: "this turn" — by your next turn, no creature has died in it
    b = ml.Board()
    _dies(b, BEAR)
    card = b.add(SPRINTER, zone="graveyard")
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "BR")
    with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
        b.cast(card)


def test_cast_from_the_hand_it_enters_without_the_counter() -> None:
    # "If you do": the counter only when cast from the graveyard (614.1c)
    b = ml.Board()
    _dies(b, BEAR)
    b.add_mana("you", "BR")
    sprinter = b.cast(SPRINTER)
    assert sprinter is not None and b.state.permanents[sprinter.id].counters == ()


def test_the_deaths_types_round_trip_in_a_board_file() -> None:
    # the turn's history, with the types each creature had as it died, is kept
    b = ml.Board()
    _dies(b, ZOMBIE)
    b2 = ml.Board.from_yaml(b.to_yaml())
    assert b2.state.player("you").died_types == ("Creature — Zombie",)
    card = b2.add(SPRINTER, zone="graveyard")
    b2.add_mana("you", "BR")
    with pytest.raises(ml.IllegalActionError, match=r"700\.4"):
        b2.cast(card)


@pytest.mark.parametrize(("dead", "allowed"), [("Creature — Zombie", False),
                                               ("Creature — Elf Warrior", True)])
def test_set_up_deaths_with_their_types(dead: str, allowed: bool) -> None:
    # Board.set_turn_history(died_types=): the creatures that died this turn, as they
    # last existed (603.10a)
    b = ml.Board()
    got = b.set_turn_history("opponent", died_types=[dead])
    assert got["creatures_died"] == 1 and got["died_types"] == (dead,)
    card = b.add(SPRINTER, zone="graveyard")
    b.add_mana("you", "BR")
    if allowed:
        assert b.cast(card) is not None
    else:
        with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
            b.cast(card)


def test_set_up_types_must_be_type_lines() -> None:
    b = ml.Board()
    with pytest.raises(ml.BadArgumentError):
        b.set_turn_history("you", died_types="Creature — Zombie")  # type: ignore[arg-type]
