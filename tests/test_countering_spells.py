"""Triggered abilities that counter spells (CR 701.6a, 202.3e, 608.2b).

"Counter target spell", "counter target creature spell", "counter target spell with
mana value N or less" (X counts on the stack, 202.3e) as a triggered ability's effect,
and a cast trigger's "counter that spell" / "counter it": the countered spell leaves
the stack for its owner's graveyard (701.6a).
"""

from __future__ import annotations

import pytest

import mtglab as ml


def creature(name: str, text: str, cost: str = "{1}{G}") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line="Creature — Test",
                             oracle_text=text, power="2", toughness="2")


BEAR = creature("Bear", "")
HYDRA = creature("X Hydra", "", cost="{X}{G}")
QUIET = ml.Card.from_text(name="Quiet Instant", mana_cost="{U}", type_line="Instant",
                          oracle_text="")
SNAKE = creature("Snake", "Flash\nWhen Snake enters, counter target spell.", "{1}{U}")
SHARK = creature("Shark", "Flash\nWhen Shark enters, counter target creature spell.", "{U}")
SMALL = creature("Small Stopper", "Flash\nWhen Small Stopper enters, counter target spell "
                 "with mana value 2 or less.", "{U}")


def test_the_countered_spell_goes_to_its_owners_graveyard_701_6a() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.cast(BEAR, resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(SNAKE, controller="opponent")  # flash (702.8a); its ability targets the Bear
    assert list(b.stack["name"]) == ["Bear", "Snake"]
    b.resolve()
    assert b.stack.empty
    assert list(b.graveyard("you")["name"]) == ["Bear"]
    assert "Bear" not in list(b.permanents["name"])


def test_the_kind_of_spell_limits_the_targets_115_1() -> None:
    # an instant is not a creature spell: with no legal target the ability is removed
    # from the stack (603.3d) and the instant resolves
    b = ml.Board()
    b.add_mana("you", "U")
    b.cast(QUIET, resolve=False)
    b.add_mana("opponent", "U")
    b.cast(SHARK, controller="opponent")
    assert list(b.stack["name"]) == ["Quiet Instant"]
    b.resolve()
    assert list(b.graveyard("you")["name"]) == ["Quiet Instant"]  # resolved (608.2n)


def test_several_spells_are_chosen_by_choices_603_3d() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    bear = b.cast(BEAR, resolve=False)
    b.add_mana("you", "U")
    b.cast(QUIET, resolve=False)
    b.add_mana("opponent", "UU")
    before = b.state
    with pytest.raises(ml.ChoiceRequired) as err:
        b.cast(SNAKE, controller="opponent")
    assert len(err.value.options) == 2 and b.state is before  # nothing changed
    assert bear is not None
    b.cast(SNAKE, controller="opponent", choices=[bear.id])
    b.resolve()
    assert list(b.stack["name"]) == ["Quiet Instant"]
    assert list(b.graveyard("you")["name"]) == ["Bear"]


@pytest.mark.parametrize(("x", "countered"), [(1, True), (2, False)])
def test_mana_value_on_the_stack_counts_x_202_3e(x: int, countered: bool) -> None:
    # X Hydra costs {X}{G}: mana value 1 + X on the stack (202.3e)
    b = ml.Board()
    b.add_mana("you", "G" * (x + 1))
    b.cast(HYDRA, x=x, resolve=False)
    b.add_mana("opponent", "U")
    b.cast(SMALL, controller="opponent")
    if countered:  # its ability targets the Hydra (mana value 2)
        b.resolve()
        assert b.stack.empty and list(b.graveyard("you")["name"]) == ["X Hydra"]
    else:  # mana value 3: no legal target, the ability is removed (603.3d)
        assert list(b.stack["name"]) == ["X Hydra"]


def test_a_spell_that_left_the_stack_is_an_illegal_target_608_2b() -> None:
    # two Snakes' abilities target the Bear; the later one resolves first and counters
    # it, so the earlier one's only target is gone and it doesn't resolve
    b = ml.Board()
    b.add_mana("you", "GG")
    b.cast(BEAR, resolve=False)
    b.add_mana("opponent", "UUUU")
    b.cast(SNAKE, controller="opponent")
    b.cast(SNAKE, controller="opponent")
    assert list(b.stack["name"]) == ["Bear", "Snake", "Snake"]
    b.resolve()
    assert list(b.graveyard("you")["name"]) == ["Bear"]
    b.resolve()
    assert b.stack.empty
    assert b.state.log[-1].rule == "608.2b"


def test_a_cast_trigger_counters_that_spell_701_6a() -> None:
    presence = ml.Card.from_text(name="Presence", mana_cost="{1}", type_line="Enchantment",
                                 oracle_text="Whenever a player casts an enchantment spell, "
                                 "counter it.")
    b = ml.Board()
    b.add(presence)
    b.add_mana("you", "C")
    assert b.cast(presence) is None  # the trigger resolves first and counters it
    assert b.stack.empty
    assert list(b.graveyard("you")["name"]) == ["Presence"]
    assert list(b.permanents["name"]) == ["Presence"]
