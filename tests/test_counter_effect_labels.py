"""Labels of counter replacement effects are distinct and stable (CR 616.1: the player
names the effect to apply; DESIGN.md: the source's name, " #id" where names repeat).

Vorinclex, Monstrous Raider has two counter replacement effects (its abilities [1] and
[2]: doubling the counters you put, halving those an opponent puts, 614.16). Each
effect of a permanent with several is labelled with its ability index, so two effects
of one permanent never share a label, and ``order=`` can name either.
"""

from __future__ import annotations

import mtglab as ml

VORINCLEX = "Vorinclex, Monstrous Raider"


def test_one_permanents_two_effects_are_labelled_by_ability_index_cr_616_1() -> None:
    b = ml.Board()
    b.add(VORINCLEX)
    b.add("Hardened Scales")
    bears = b.add("Grizzly Bears")
    t = ml.orderings(b, counters=(bears, "+1/+1", 3))
    # only the doubling effect (ability [1]) applies to counters you put (614.16)
    assert set(t["order"]) == {(f"{VORINCLEX} [1]", "Hardened Scales"),
                               ("Hardened Scales", f"{VORINCLEX} [1]")}
    assert dict(zip(t["order"], t["counters"], strict=True))[
        ("Hardened Scales", f"{VORINCLEX} [1]")] == 8  # (3 + 1) * 2


def test_two_vorinclexes_get_id_and_index_and_order_names_them_cr_616_1() -> None:
    b = ml.Board()
    mine = b.add(VORINCLEX)
    theirs = b.add(VORINCLEX, "opponent")
    bears = b.add("Grizzly Bears")
    doubling = f"{VORINCLEX} #{mine.id} [1]"
    halving = f"{VORINCLEX} #{theirs.id} [2]"  # "if an opponent would put" (you, for it)
    t = ml.orderings(b, counters=(bears, "+1/+1", 3))
    assert dict(zip(t["order"], t["counters"], strict=True)) == {
        (doubling, halving): 3,  # 3 -> 6 -> 3
        (halving, doubling): 2}  # 3 -> 1 (rounded down) -> 2
    b.put_counters(bears, "+1/+1", 3, order=[halving, doubling])
    assert b.counters(bears) == {"+1/+1": 2}


def test_labels_are_stable_across_copies_and_files_cr_616_1() -> None:
    b = ml.Board()
    b.add(VORINCLEX)
    b.add(VORINCLEX, "opponent")
    bears = b.add("Grizzly Bears")
    first = sorted(ml.orderings(b, counters=(bears, "+1/+1", 1))["order"])
    again = ml.Board.from_yaml(b.to_yaml())
    assert sorted(ml.orderings(again, counters=(again.get(bears.id), "+1/+1", 1))["order"]) \
        == first
    assert sorted(ml.orderings(b.copy(), counters=(bears, "+1/+1", 1))["order"]) == first
    labels = [label for order in first for label in order]
    assert len(set(labels)) == 2 and all(label.endswith(("[1]", "[2]")) for label in labels)
