"""How permanents enter: copies, "enters tapped", "as this enters" (CR 614.1c, 614.12, 707.5)."""

from __future__ import annotations

import mtglab as ml


def _board() -> ml.Board:
    b = ml.Board()
    b.add_mana("you", "UUUUCCCCCCCC")
    return b


def test_essence_of_the_wild_copy_applies_first_cr_616_1f_example() -> None:
    # CR 616.1f example: Rusted Sentinel enters as an untapped copy of Essence of the Wild
    b = _board()
    b.add("Essence of the Wild")
    sentinel = b.cast("Rusted Sentinel")
    assert sentinel is not None
    assert b.characteristics(sentinel)["name"] == "Essence of the Wild"
    assert not b.is_tapped(sentinel)


def test_rusted_sentinel_alone_enters_tapped_cr_614_1c() -> None:
    b = _board()
    sentinel = b.cast("Rusted Sentinel")
    assert sentinel is not None and b.is_tapped(sentinel)


def test_clone_enters_as_a_copy_with_copiable_values_only_cr_707_2() -> None:
    b = _board()
    elves = b.add("Llanowar Elves", counters={"+1/+1": 2})
    clone = b.cast("Clone", copy_of=elves)
    assert clone is not None
    chars = b.characteristics(clone)
    assert chars["name"] == "Llanowar Elves" and (chars["power"], chars["toughness"]) == (1, 1)
    assert b.counters(clone) == {}  # counters are not copied (707.2)


def test_phantasmal_image_exception_is_a_copiable_value_cr_707_9a() -> None:
    b = _board()
    bear = b.add("Grizzly Bears")
    image = b.cast("Phantasmal Image", copy_of=bear)
    assert image is not None
    assert "Illusion" in b.characteristics(image)["subtypes"]
    assert "Illusion" in b.copiable_values(image)["subtypes"]


def test_spark_double_enters_with_an_additional_counter() -> None:
    # "except it enters with an additional +1/+1 counter on it if it's a creature"
    b = _board()
    bear = b.add("Grizzly Bears")
    double = b.cast("Spark Double", copy_of=bear)
    assert double is not None and b.counters(double) == {"+1/+1": 1}
    assert b.characteristics(double)["power"] == 3
