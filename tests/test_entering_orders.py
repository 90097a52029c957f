"""One replacement search for a permanent entering the battlefield (CR 614.1c, 122.6, 616.1).

The permanent's own "enters with" is a self-replacement effect, chosen first (614.15,
616.1a); another permanent's "enters with an additional counter" and the replacement
effects on counters being put (122.6: counters it enters with count) are chosen in any
order by the player it enters under (616.1, 616.1e), each applying once (614.5) and only
while it still applies (616.1f).
"""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.cards.effects import CounterReplacement


def _board(*names: str) -> ml.Board:
    b = ml.Board()
    for name in names:
        b.add(name)
    b.add_mana("you", "GGGGGGGG")
    return b


def test_orderings_of_entering_list_every_order_with_its_counters_cr_616_1() -> None:
    # Endless One with X=2: 2 counters (107.3m); Hardened Scales adds one (614.16),
    # Doubling Season doubles (122.6): (2+1)*2 = 6 or 2*2+1 = 5
    b = _board("Hardened Scales", "Doubling Season")
    table = ml.orderings(b, cast="Endless One", x=2)
    assert list(table.columns) == ["order", "counters", "copy_of", "tapped", "chooser",
                                   "steps"]
    got = {row.order: row.counters for row in table.itertuples()}
    # its own "enters with" is a self-replacement effect: applied first, no choice (614.15,
    # 616.1a), so it is a step of every order but not a choice named in "order"
    assert got == {("Hardened Scales", "Doubling Season"): {"+1/+1": 6},
                   ("Doubling Season", "Hardened Scales"): {"+1/+1": 5}}
    assert set(table["chooser"]) == {"you"}  # the player it enters under (616.1)
    assert all("616.1a" in row.steps[0] and "614.15" in row.steps[0] and
               "Endless One" in row.steps[0] for row in table.itertuples())


def test_its_own_enters_with_comes_first_self_replacement_cr_616_1a() -> None:
    b = _board("Hardened Scales")
    table = ml.orderings(b, cast="Endless One", x=3)
    assert list(table["order"]) == [("Hardened Scales",)]  # its own applies first (614.15)
    assert table["counters"][0] == {"+1/+1": 4}


def test_an_additional_counter_effect_is_ordered_with_the_others_cr_614_1c() -> None:
    # Grumgully: "Each other non-Human creature you control enters with an additional
    # +1/+1 counter on it"; Corpsejack Menace doubles +1/+1 counters put on a creature
    b = _board("Grumgully, the Generous", "Corpsejack Menace")
    table = ml.orderings(b, cast="Endless One", x=1, group=True)
    counts = {row.counters["+1/+1"]: row.n_orders for row in table.itertuples()}
    assert counts == {3: 1, 4: 1}  # (1+1)*2 = 4, or 1*2+1 = 3


def test_an_additional_counter_applies_even_without_other_counters_cr_614_1c() -> None:
    b = _board("Grumgully, the Generous")
    bears = b.cast("Grizzly Bears")
    assert bears is not None and b.counters(bears) == {"+1/+1": 1}


def test_additional_counter_effects_skip_what_their_selector_excludes() -> None:
    # Grumgully gives counters to each *other non-Human* creature: not to itself
    b = ml.Board()
    b.add_mana("you", "RGGGGG")
    g = b.cast("Grumgully, the Generous")
    assert g is not None and b.counters(g) == {}


def test_cast_takes_the_order_and_a_missing_order_that_matters_raises_cr_616_1() -> None:
    b = _board("Hardened Scales", "Doubling Season")
    with pytest.raises(ml.ChoiceRequired) as info:
        b.cast("Endless One", x=2)
    assert len(info.value.options) == 2
    one = b.cast("Endless One", x=2, order=["Endless One", "Doubling Season",
                                            "Hardened Scales"])
    assert one is not None and b.counters(one) == {"+1/+1": 5}


def test_an_illegal_order_is_refused_and_changes_nothing_cr_616_1() -> None:
    b = _board("Hardened Scales", "Doubling Season")
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError):
        b.cast("Endless One", x=2, order=["Hardened Scales", "Endless One"])
    assert b.to_yaml() == before


def test_with_x_zero_counter_effects_have_nothing_to_modify_cr_616_1f() -> None:
    # 614.16 / 616.1f: with no counters to put, Hardened Scales no longer applies
    b = _board("Hardened Scales")
    table = ml.orderings(b, cast="Endless One", x=0)
    assert list(table["order"]) == [()]  # its own applies without a choice (614.15, 616.1a)
    assert table["counters"][0] == {}


def test_counter_effects_of_any_kind_double_charge_counters_cr_122_6() -> None:
    # Doubling Season doubles counters of any kind; Hardened Scales only +1/+1 ones
    b = _board("Hardened Scales", "Doubling Season")
    table = ml.orderings(b, cast="Astral Cornucopia", x=2)
    assert {tuple(r.order): r.counters for r in table.itertuples()} == {
        ("Doubling Season",): {"charge": 4}}


def test_identical_effects_are_merged_and_counted_cr_616_1() -> None:
    # two Hardened Scales and a Doubling Season: 3! = 6 orders, 3 outcomes
    b = _board("Hardened Scales", "Hardened Scales", "Doubling Season")
    table = ml.orderings(b, cast="Endless One", x=1, group=True)
    assert table["n_orders"].sum() == 6
    assert sorted(r.counters["+1/+1"] for r in table.itertuples()) == [4, 5, 6]


def test_a_spell_that_is_not_a_permanent_has_no_entering_to_order() -> None:
    with pytest.raises(ml.IllegalActionError):
        ml.orderings(ml.Board(), cast="Lightning Bolt")


COUNTER_EFFECTS = sorted(
    c.name for c in ml.catalogue()
    if any(isinstance(e, CounterReplacement) for a in c.abilities for e in a.effects))


def test_the_catalogue_has_counter_replacement_effects() -> None:
    assert {"Hardened Scales", "Doubling Season"} <= set(COUNTER_EFFECTS)


@pytest.mark.parametrize("effect", COUNTER_EFFECTS)
def test_every_counter_effect_of_the_catalogue_applies_to_enters_with_cr_122_6(
        effect: str) -> None:
    # every counter replacement effect in the catalogue that speaks of +1/+1 counters on
    # a creature you control modifies the counters Endless One enters with
    b = _board(effect)
    plain = _board()
    one = b.cast("Endless One", x=2)
    two = plain.cast("Endless One", x=2)
    assert one is not None and two is not None
    assert b.counters(one)["+1/+1"] > plain.counters(two)["+1/+1"] == 2
