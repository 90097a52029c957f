"""Semester's End: "Exile any number of target creatures and/or planeswalkers you
control. At the beginning of the next end step, return each of them to the battlefield
under its owner's control. Each of them enters the battlefield with an additional +1/+1
counter on it if it's a creature and an additional loyalty counter on it if it's a
planeswalker." — as many targets as announced (CR 601.2c), one delayed trigger (603.7a-c)
returning those cards (400.7) under their owners' control (610.3c), each with the
counter its type as it would exist on the battlefield calls for (614.1c, 614.12; a
planeswalker's own loyalty, 306.5b)."""

from __future__ import annotations

import pytest

import mtglab as ml

SEMESTER = ml.Card.from_text(
    name="Semester's End", mana_cost="{3}{W}", type_line="Instant",
    oracle_text="Exile any number of target creatures and/or planeswalkers you control. At "
                "the beginning of the next end step, return each of them to the battlefield "
                "under its owner's control. Each of them enters the battlefield with an "
                "additional +1/+1 counter on it if it's a creature and an additional loyalty "
                "counter on it if it's a planeswalker.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{3}{R}", type_line="Creature — Ogre",
                         power="4", toughness="3")
WALKER = ml.Card.from_text(name="Walker", mana_cost="{2}{W}{W}",
                           type_line="Legendary Planeswalker — Gideon", loyalty="3",
                           oracle_text="+1: You gain 1 life.")
RELIC = ml.Card.from_text(name="Relic", mana_cost="{3}", type_line="Artifact")
HERALD = ml.Card.from_text(
    name="Herald", mana_cost="{2}{G}", type_line="Creature — Elf", power="2", toughness="2",
    oracle_text="Each other creature you control enters with an additional +1/+1 counter "
                "on it.")


def _by_name(b: ml.Board) -> dict[str, object]:
    return {s.base.name: s for s in b.state.permanents.values()}


def _cast(b: ml.Board, targets: list[object]) -> None:
    b.add_mana("you", "WWWW")
    b.cast(SEMESTER, targets=targets)


def test_creatures_and_a_planeswalker_return_each_with_its_counter() -> None:
    # 603.7b: one delayed trigger at the end step (513.1), on the stack (513.2); 614.1c:
    # +1/+1 on each creature, one loyalty counter more than its own three (306.5b)
    b = ml.Board()
    targets = [b.add(BEAR), b.add(OGRE), b.add(WALKER)]
    _cast(b, targets)
    assert sorted(b.exile["name"]) == ["Bear", "Ogre", "Walker"] and not b.state.permanents
    b.pass_turn()
    assert b.state.phase == "end" and len(b.state.stack) == 1
    b.resolve()
    got = _by_name(b)
    assert got["Bear"].counters == (("+1/+1", 1),)  # type: ignore[attr-defined]
    assert got["Ogre"].counters == (("+1/+1", 1),)  # type: ignore[attr-defined]
    assert got["Walker"].counters == (("loyalty", 4),)  # type: ignore[attr-defined]
    assert b.exile.empty


def test_no_target_is_a_legal_number_of_targets() -> None:
    # 601.2c: "any number" — none announced; nothing is exiled and nothing returns
    b = ml.Board()
    b.add(BEAR)
    _cast(b, [])
    assert b.exile.empty and not b.state.delayed
    assert list(b.graveyard("you")["name"]) == ["Semester's End"]


def test_only_creatures_and_planeswalkers_you_control_are_legal_targets() -> None:
    # 115.1, 601.2c: "creatures and/or planeswalkers you control"
    b = ml.Board()
    theirs = b.add(BEAR, "opponent")
    relic = b.add(RELIC)
    for bad in (theirs, relic):
        b.add_mana("you", "WWWW")
        with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
            b.cast(SEMESTER, targets=[bad])


def test_the_same_creature_can_t_be_chosen_twice() -> None:
    # 601.2c: one object once for one word "target"
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "WWWW")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2c"):
        b.cast(SEMESTER, targets=[bear, bear])


def test_a_card_that_left_exile_doesn_t_return_the_others_do() -> None:
    # 603.7c, 400.7: a card that left exile is a new object the trigger doesn't find
    b = ml.Board()
    _cast(b, [b.add(BEAR), b.add(OGRE)])
    bear_in_exile = next(c for c in b.state.exile if c.name == "Bear")
    # set-up: the Bear leaves exile and comes back as a new object (a new id, 400.7)
    b.restore(b.state.evolve(exile=tuple(c for c in b.state.exile if c is not bear_in_exile)))
    b.add(BEAR, zone="exile")
    b.pass_turn()
    b.resolve()
    assert set(_by_name(b)) == {"Ogre"}
    assert list(b.exile["name"]) == ["Bear"]


def test_a_creature_returns_under_its_owner_s_control() -> None:
    # 610.3c: "under its owner's control" — yours to exile, theirs when it returns
    b = ml.Board()
    borrowed = b.add(BEAR, "you", owner="opponent")
    _cast(b, [borrowed])
    b.pass_turn()
    bear = b.resolve()
    assert bear is not None and b.controller(bear) == "opponent"
    assert b.state.permanents[bear.id].counters == (("+1/+1", 1),)


def test_a_token_ceases_to_exist_in_exile_and_nothing_returns_for_it() -> None:
    # 111.7: a token that left the battlefield ceases to exist
    b = ml.Board()
    _cast(b, [b.add(BEAR, token=True), b.add(OGRE)])
    b.pass_turn()
    b.resolve()
    assert set(_by_name(b)) == {"Ogre"}


def test_returning_together_with_one_that_sees_the_others_enter_is_refused() -> None:
    # the cards return at the same time; 614.12: Herald's effect doesn't apply to a
    # creature entering with it — mtglab, returning them one by one, refuses
    b = ml.Board()
    _cast(b, [b.add(HERALD), b.add(BEAR)])
    with pytest.raises(ml.UnsupportedError, match=r"614\.12"):
        b.pass_turn()
        b.resolve()


def test_the_waiting_delayed_trigger_round_trips_in_a_board_file() -> None:
    # 603.7c: the delayed trigger refers to the exiled cards; a saved board keeps them
    b = ml.Board()
    _cast(b, [b.add(BEAR), b.add(OGRE)])
    b2 = ml.Board.from_yaml(b.to_yaml())
    assert b2.state.delayed == b.state.delayed
    b2.pass_turn()
    b2.resolve()
    assert set(_by_name(b2)) == {"Bear", "Ogre"}
