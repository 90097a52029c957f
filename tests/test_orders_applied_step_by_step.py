"""An explicit ``order=`` is applied step by step (CR 616.1a-f), not searched for among
every legal order: each named effect must be one the chooser may pick at that point
(the first non-empty tier of what still applies, 616.1f), self-replacement effects
apply first without being named (614.15, 616.1a), and a refusal names the first
illegal step."""

from __future__ import annotations

import pytest

import mtglab as ml


def _ballista_board(*effects: str) -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    for name in effects:
        b.add(name)
    return b, b.add("Llanowar Elves")


def test_a_legal_order_is_applied_and_logged_cr_616_1() -> None:
    # Hardened Scales then Doubling Season: (2 + 1) * 2 = 6 (614.16, 122.6)
    b, elves = _ballista_board("Hardened Scales", "Doubling Season")
    b.put_counters(elves, "+1/+1", 2, order=["Hardened Scales", "Doubling Season"])
    assert b.counters(elves) == {"+1/+1": 6}
    steps = b.log[b.log["action"] == "replacement"]
    assert [d.split(":")[1].strip() for d in steps["detail"]] == ["Hardened Scales",
                                                                  "Doubling Season"]
    assert all("616.1" in r for r in steps["rule"])


def test_the_first_illegal_step_is_named_cr_616_1f() -> None:
    b, elves = _ballista_board("Hardened Scales", "Doubling Season")
    before = b.counters(elves)
    with pytest.raises(ml.IllegalActionError) as err:
        b.put_counters(elves, "+1/+1", 2,
                       order=["Hardened Scales", "Hardened Scales", "Doubling Season"])
    assert "step 2" in str(err.value) and "614.5" in str(err.value)
    assert b.counters(elves) == before  # a failed action changes nothing


def test_an_effect_that_no_longer_applies_is_refused_at_its_step_cr_616_1f() -> None:
    # the opponent's Vorinclex halves one counter you put to none: then nothing is left
    # for Hardened Scales to change (614.16, 616.1f), so naming it is the illegal step
    b, elves = _ballista_board("Hardened Scales")
    b.add("Vorinclex, Monstrous Raider", controller="opponent")
    with pytest.raises(ml.IllegalActionError) as err:
        b.put_counters(elves, "+1/+1", 1,
                       order=["Vorinclex, Monstrous Raider [2]", "Hardened Scales"])
    assert "step 2" in str(err.value) and "616.1f" in str(err.value)
    assert b.counters(elves) == {}


def test_a_missing_order_that_matters_lists_the_choices_cr_616_1() -> None:
    b, elves = _ballista_board("Hardened Scales", "Doubling Season")
    with pytest.raises(ml.ChoiceRequired) as err:
        b.put_counters(elves, "+1/+1", 2)
    assert ("Hardened Scales", "Doubling Season") in err.value.options


def test_a_short_order_is_finished_when_the_rest_does_not_matter_cr_616_1() -> None:
    # after Doubling Season and Hardened Scales, Corpsejack Menace is the only one left
    b, elves = _ballista_board("Hardened Scales", "Doubling Season", "Corpsejack Menace")
    b.put_counters(elves, "+1/+1", 1, order=["Doubling Season", "Hardened Scales"])
    assert b.counters(elves) == {"+1/+1": ((1 * 2) + 1) * 2}


def test_a_short_order_that_leaves_a_choice_asks_for_the_next_step_cr_616_1() -> None:
    b, elves = _ballista_board("Hardened Scales", "Doubling Season", "Corpsejack Menace")
    with pytest.raises(ml.ChoiceRequired) as err:
        b.put_counters(elves, "+1/+1", 1, order=["Doubling Season"])
    assert set(err.value.options) == {"Hardened Scales", "Corpsejack Menace"}


def test_self_replacement_effects_apply_first_unnamed_cr_614_15_616_1a() -> None:
    # Endless One enters with X +1/+1 counters: its own effect, applied first (616.1a);
    # "order" names only the choices: Hardened Scales then Doubling Season -> (2+1)*2
    b = ml.Board()
    b.add("Hardened Scales")
    b.add("Doubling Season")
    table = ml.orderings(b, cast="Endless One", x=2)
    assert set(table["order"]) == {("Hardened Scales", "Doubling Season"),
                                   ("Doubling Season", "Hardened Scales")}
    b.add_mana("you", "CC")
    one = b.cast("Endless One", x=2, order=["Hardened Scales", "Doubling Season"])
    assert b.counters(one) == {"+1/+1": 6}


def test_naming_the_self_replacement_step_is_allowed_cr_616_1a() -> None:
    b = ml.Board()
    b.add("Hardened Scales")
    b.add("Doubling Season")
    b.add_mana("you", "CC")
    one = b.cast("Endless One", x=2,
                 order=["Endless One", "Doubling Season", "Hardened Scales"])
    assert b.counters(one) == {"+1/+1": 5}


def test_nine_token_doublers_take_the_order_given_cr_616_1() -> None:
    # nine Parallel Lives (614.1a): every order doubles nine times, 2^9 Soldiers
    b = ml.Board()
    lives = [b.add("Parallel Lives") for _ in range(9)]
    labels = [f"Parallel Lives #{p.id}" for p in lives]
    made = b.create_tokens(name="Soldier", types=["Creature"], subtypes=["Soldier"],
                           colors=["W"], power=1, toughness=1, order=labels[::-1])
    assert len(made) == 2 ** 9
