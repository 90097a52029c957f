"""The order of counter replacement effects on counters an activated ability puts (616.1).

Counters put by an ability's effect (Hangarback Walker's "{1}, {T}: Put a +1/+1 counter on
this creature") or as its cost ("Put a +1/+1 counter on this creature:") are an event the
affected permanent's controller orders the replacement effects of (616.1, 614.16). With
Hardened Scales (+1 first) and Doubling Season the order matters: 1 -> 2 -> 4 or
1 -> 2 -> 3. ``order=`` of ``activate`` and ``resolve`` reaches that event; labels that
name no effect of an event are for the other events of the action and are passed over.
"""

from __future__ import annotations

import pytest

import mtglab as ml

SCALES_FIRST = ["Hardened Scales", "Doubling Season"]
SEASON_FIRST = ["Doubling Season", "Hardened Scales"]


def _board() -> tuple[ml.Board, object]:
    b = ml.Board()
    b.add("Doubling Season")
    b.add("Hardened Scales")
    walker = b.add("Hangarback Walker", counters={"+1/+1": 1})
    b.add_mana("you", "C")
    return b, walker


def test_an_effects_counters_need_an_order_listing_the_legal_ones_cr_616_1() -> None:
    b, walker = _board()
    with pytest.raises(ml.ChoiceRequired) as err:
        b.activate(walker, "{1}, {T}")
    assert sorted(err.value.options) == sorted([tuple(SCALES_FIRST), tuple(SEASON_FIRST)])
    assert b.counters(walker) == {"+1/+1": 1}  # nothing happened


@pytest.mark.parametrize(("order", "added"), [(SCALES_FIRST, 4), (SEASON_FIRST, 3)])
def test_activate_order_reaches_the_counter_event_cr_616_1_614_16(order: list[str],
                                                                 added: int) -> None:
    b, walker = _board()
    b.activate(walker, "{1}, {T}", order=order)
    assert b.counters(walker) == {"+1/+1": 1 + added}


def test_resolve_order_reaches_the_counter_event_cr_608_2_616_1() -> None:
    b, walker = _board()
    b.activate(walker, "{1}, {T}", resolve=False)
    with pytest.raises(ml.ChoiceRequired):
        b.resolve()
    b.resolve(order=SEASON_FIRST)
    assert b.counters(walker) == {"+1/+1": 4}


def test_labels_of_other_events_are_passed_over_cr_616_1() -> None:
    # "Mana Reflection" names no effect of this counter event: it is left to other events
    b, walker = _board()
    b.activate(walker, "{1}, {T}", order=["Mana Reflection", *SCALES_FIRST])
    assert b.counters(walker) == {"+1/+1": 5}


def _cost_probe() -> ml.Card:
    return ml.Card.from_text(name="Swelling Probe", type_line="Creature — Elf", power=1,
                             toughness=1, oracle_text="Put a +1/+1 counter on this "
                             "creature: Add {G}.")


@pytest.mark.parametrize(("scales_first", "added"), [(True, 4), (False, 3)])
def test_a_costs_counters_are_ordered_too_cr_118_3_616_1(scales_first: bool,
                                                          added: int) -> None:
    # Hardened Scales ("one or more +1/+1 counters would be put") and Vorinclex ("if you
    # would put one or more counters") name no effect, so counters put as a cost count
    # too; the cost is paid during activation (602.2b), ordered by its controller (616.1)
    b = ml.Board()
    b.add("Hardened Scales")
    b.add("Vorinclex, Monstrous Raider")
    probe = b.add(_cost_probe())
    with pytest.raises(ml.ChoiceRequired) as err:
        b.activate(probe, 0)
    orders = list(err.value.options)
    assert len(orders) == 2
    order = next(o for o in orders if (o[0] == "Hardened Scales") == scales_first)
    b.activate(probe, 0, order=order)
    assert b.counters(probe) == {"+1/+1": added}
