"""Characteristics computed per permanent when nothing reaches across permanents, and
through the whole layer system otherwise (CR 613.1): the answer never depends on which
way, nor on what was asked of earlier board versions. Tapped status is a status, not a
characteristic (CR 110.5), so tapping changes none."""

from __future__ import annotations

import mtglab as ml


def _chars(b: ml.Board) -> list[dict[str, object]]:
    return [b.characteristics(p) for p in (b.get(i) for i in b.permanents["id"])]


def test_tapping_changes_no_characteristic_110_5() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Tropical Island")
    before = _chars(b)
    b.activate(forest, 0)
    assert b.is_tapped(forest)
    assert _chars(b) == before


def test_a_static_ability_added_later_reaches_every_land_305_7_613_1d() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    assert b.characteristics(forest)["subtypes"] == ("Forest",)  # computed alone
    urborg = b.add("Urborg, Tomb of Yawgmoth")
    assert b.characteristics(forest)["subtypes"] == ("Forest", "Swamp")
    assert b.could_produce(forest) == frozenset({"G", "B"})  # 305.6: {T}: Add {B} too
    b.remove(urborg)
    assert b.characteristics(forest)["subtypes"] == ("Forest",)
    assert b.could_produce(forest) == frozenset({"G"})


def test_blood_moon_then_gone_613_1d_305_7() -> None:
    b = ml.Board()
    sea = b.add("Underground Sea")
    moon = b.add("Blood Moon")
    assert b.characteristics(sea)["subtypes"] == ("Mountain",)  # and no other land type
    assert b.could_produce(sea) == frozenset({"R"})
    b.remove(moon)
    assert b.could_produce(sea) == frozenset({"U", "B"})


def test_a_defining_ability_counts_lands_added_later_604_3_613_4a() -> None:
    b = ml.Board()
    nightmare = b.add("Nightmare")
    assert b.characteristics(nightmare)["power"] == 0
    b.add("Swamp")
    b.add("Swamp")
    b.add("Forest")
    assert (b.characteristics(nightmare)["power"],
            b.characteristics(nightmare)["toughness"]) == (2, 2)


def test_an_anthem_reaches_creatures_and_leaves_lands_613_4c() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    forest = b.add("Forest")
    plain = _chars(b)
    b.add("Glorious Anthem")
    assert (b.characteristics(elves)["power"], b.characteristics(elves)["toughness"]) == (2, 2)
    assert b.characteristics(forest) == plain[1]
    b.remove(b.get("Glorious Anthem"))
    assert _chars(b) == plain


def test_two_boards_built_in_different_orders_agree_613_7() -> None:
    names = ["Forest", "Island", "Urborg, Tomb of Yawgmoth", "Llanowar Elves", "Nightmare"]
    one, two = ml.Board(), ml.Board()
    for n in names:
        one.add(n)
    for n in reversed(names):
        two.add(n)

    def by_name(b: ml.Board) -> dict[str, object]:
        return {c["name"]: c for c in _chars(b)}
    assert by_name(one) == by_name(two)


def test_a_copy_is_its_original_on_its_own_707_2() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    clone = b.add("Clone", copy_of=elves)
    got = b.characteristics(clone)
    assert got == b.characteristics(elves)
    b.activate(elves, 0)  # the original taps: the copy's values stay (110.5, 707.2)
    assert b.characteristics(clone) == got
