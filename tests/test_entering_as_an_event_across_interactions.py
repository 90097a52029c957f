"""A permanent entering the battlefield as one event across cards (CR 614.1c, 614.12,
616.1): tokens being created enter too, after the creation's effects (616.1g); several
"enter as a copy" effects are ordered by the permanent's controller (616.1c); only
effects that already exist apply to a permanent entering, with its own "enters with"
(614.12); lore counters put by any means reach every chapter once (714.2b-c)."""

from __future__ import annotations

import mtglab as ml

SCALY = ml.Card.from_text(  # enters with counters and has its own counter doubler
    name="Scaly Hatchling", mana_cost="{1}", type_line="Creature — Lizard", power="0",
    toughness="0", oracle_text="Scaly Hatchling enters with two +1/+1 counters on it.\n"
    "If one or more +1/+1 counters would be put on a creature you control, that many "
    "plus one +1/+1 counters are put on it instead.")
TWICE = ml.Card.from_text(
    name="Twice Told", mana_cost="{G}", type_line="Enchantment — Saga",
    oracle_text="I, II — When you cast your next creature spell this turn, that creature "
                "enters the battlefield with an additional +1/+1 counter on it.")


def _soldier(b: ml.Board, **kw: object) -> list[ml.Permanent]:
    return b.create_tokens(name="Soldier", types=["Creature"], subtypes=["Soldier"],
                           colors=["W"], power=1, toughness=1, **kw)  # type: ignore[arg-type]


def test_a_created_token_enters_as_a_copy_cr_614_1c_111_1() -> None:
    # Essence of the Wild: "Creatures you control enter as a copy of this creature"
    b = ml.Board()
    b.add("Essence of the Wild")
    (token,) = _soldier(b)
    assert b.characteristics(token)["name"] == "Essence of the Wild"
    assert b.characteristics(token)["power"] == 6 and b.characteristics(token)["is_token"]


def test_created_tokens_get_entering_counters_after_the_creation_cr_616_1g() -> None:
    # Doubling Season doubles the tokens (614.1a), then each token enters with the
    # additional counter of Grumgully (614.1c) and Doubling Season doubles it (122.6)
    b = ml.Board()
    b.add("Doubling Season")
    b.add("Grumgully, the Generous")
    made = _soldier(b)
    assert len(made) == 2
    assert all(b.counters(t) == {"+1/+1": 2} for t in made)


def test_tokens_created_together_dont_see_each_other_cr_614_12() -> None:
    # two token copies of Scaly Hatchling's doubler: neither existed before the other
    # entered, so neither changes the other's counters (614.12)
    b = ml.Board()
    b.add("Parallel Lives")
    made = b.create_tokens(name="Lizard", types=["Creature"], subtypes=["Lizard"],
                           colors=["G"], power=0, toughness=0,
                           oracle_text="If one or more +1/+1 counters would be put on a "
                           "creature you control, that many plus one +1/+1 counters are "
                           "put on it instead.")
    assert len(made) == 2 and all(b.counters(t) == {} for t in made)
    b.put_counters(made[0], "+1/+1", 1, order=[f"Lizard #{made[0].id}",
                                                f"Lizard #{made[1].id}"])
    assert b.counters(made[0]) == {"+1/+1": 3}  # once on the battlefield they apply


def test_its_own_counter_doubler_doesnt_apply_to_its_entering_cr_614_12() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    scaly = b.cast(SCALY)
    assert b.counters(scaly) == {"+1/+1": 2}  # not 3: the doubler isn't there yet
    b.add_mana("you", "C")
    second = b.cast(SCALY)  # the first one's effect already exists: 2 + 1
    assert b.counters(second) == {"+1/+1": 3}


def test_a_copy_gets_no_counter_doubler_for_its_own_entering_cr_614_12() -> None:
    b = ml.Board()
    b.add("Hardened Scales")
    b.add_mana("you", "C")
    scaly = b.cast(SCALY, order=["Hardened Scales"])
    assert b.counters(scaly) == {"+1/+1": 3}  # 2 + Hardened Scales' one


def test_two_enter_as_a_copy_effects_are_ordered_cr_616_1c() -> None:
    # Clone's own copy effect and Essence of the Wild's: either order ends as a copy of
    # Essence of the Wild (Clone's ability is gone once Essence's copy applied, 614.12)
    b = ml.Board()
    b.add("Essence of the Wild")
    elves = b.add("Llanowar Elves")
    table = ml.orderings(b, cast="Clone", copy_of=elves)
    assert set(table["order"]) == {("Clone", "Essence of the Wild"),
                                   ("Essence of the Wild",)}
    assert set(table["copy_of"]) == {"Essence of the Wild"}
    assert all("616.1c" in row.steps[0] for row in table.itertuples())
    grouped = ml.orderings(b, cast="Clone", copy_of=elves, group=True)
    assert list(grouped["n_orders"]) == [2]
    b.add_mana("you", "UUUU")
    clone = b.cast("Clone", copy_of=elves, order=["Clone", "Essence of the Wild"])
    assert b.characteristics(clone)["name"] == "Essence of the Wild"
    assert any("616.1c" in r for r in b.log["rule"])


def test_a_copy_effect_applies_before_enters_tapped_cr_616_1() -> None:
    # the rule's own example: Rusted Sentinel enters as an untapped copy of Essence
    b = ml.Board()
    b.add("Essence of the Wild")
    b.add_mana("you", "CCCC")
    sentinel = b.cast("Rusted Sentinel")
    assert b.characteristics(sentinel)["name"] == "Essence of the Wild"
    assert not b.is_tapped(sentinel)


def test_doubled_lore_counters_on_entering_reach_two_chapters_cr_714_2c() -> None:
    b = ml.Board()
    b.add("Doubling Season")
    b.add_mana("you", "G")
    saga = b.cast(TWICE)
    assert b.counters(saga) == {"lore": 2}
    assert len(b.state.stack) == 2  # chapters I and II, once each (714.2b-c)


def test_lore_counters_put_by_an_effect_trigger_chapters_cr_714_2b() -> None:
    b = ml.Board()
    saga = b.add(TWICE)
    b.put_counters(saga, "lore", 1)
    assert len(b.state.stack) == 1  # chapter I
    b.resolve()
    b.put_counters(saga, "lore", 1)
    assert len(b.state.stack) == 1  # chapter II, not I again


def test_doubled_lore_counter_at_precombat_main_cr_714_3c_714_2c() -> None:
    b = ml.Board()
    b.add("Doubling Season")
    saga = b.add(TWICE)
    b.phase = "upkeep"
    b.advance("precombat main")
    assert b.counters(saga) == {"lore": 2}
    assert len(b.state.stack) == 2
