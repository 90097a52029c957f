"""What a permanent "could produce" (CR 106.7), through the public API.

Every expected value comes from a rule or an official ruling, cited in the test name or a
comment: CR 106.1 (colors and types), 106.5 (undefined mana), 106.6 (restrictions and
riders), 106.7 (could produce), 305.7 / 613 (land types and layers), and the rulings of
Reflecting Pool (2008-05-01), Exotic Orchard (2009-02-01) and Blood Moon (2020-08-07) quoted
in shared/research/cards.md.
"""

from __future__ import annotations

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml


def cp(b: ml.Board, p: ml.Permanent) -> str:
    """A could-produce set as a string in WUBRGC order ("" for none)."""
    got = b.could_produce(p)
    assert isinstance(got, frozenset)
    return "".join(t for t in "WUBRGC" if t in got)


# ----------------------------------------------------------------- abilities of that permanent


def test_106_7_basic_land_could_produce_its_own_mana() -> None:
    b = ml.Board()
    assert cp(b, b.add("Forest")) == "G"
    assert cp(b, b.add("Tropical Island")) == "UG"  # 305.6: {T}: Add {G} or {U}
    assert cp(b, b.add("Wastes")) == "C"


def test_106_7_another_permanents_trigger_never_adds_wild_growth() -> None:
    # 106.7: "any type of mana that an ability of that permanent would produce". Wild
    # Growth's extra {G} is produced by Wild Growth's triggered ability, not the Forest's.
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Wild Growth", attached_to=forest)
    pool = b.add("Reflecting Pool")
    assert b.productions(forest, 0) == frozenset({"GG"})  # the trigger does add (605.1b)
    assert cp(b, forest) == "G"
    assert cp(b, pool) == "G"


def test_106_7_utopia_sprawls_chosen_color_is_not_the_forests() -> None:
    # Utopia Sprawl's blue is added by the Aura's trigger, so neither the Forest nor a
    # Reflecting Pool looking at it could produce {U} (106.7: abilities of that permanent).
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Utopia Sprawl", attached_to=forest, choices=("U",))
    pool = b.add("Reflecting Pool")
    assert b.productions(forest, 0) == frozenset({"UG"})
    assert cp(b, forest) == "G"
    assert cp(b, pool) == "G"


def test_a_permanent_with_no_mana_ability_could_produce_nothing() -> None:
    b = ml.Board()
    assert cp(b, b.add("Grizzly Bears")) == ""
    assert cp(b, b.add("Glorious Anthem")) == ""


# ----------------------------------------------------------------- replacement effects (106.7)


def test_106_7_fellwar_stone_facing_a_forest_under_contamination_offers_only_black() -> None:
    # 106.7: "taking into account any applicable replacement effects". Contamination makes
    # the opponent's Forest produce {B}, so Fellwar Stone (an artifact, which Contamination
    # doesn't touch) could produce only {B} (the case peers.md says XMage gets wrong).
    b = ml.Board()
    forest = b.add("Forest", controller="opponent")
    stone = b.add("Fellwar Stone")
    assert cp(b, stone) == "G"
    b.add("Contamination", controller="opponent")
    assert cp(b, forest) == "B"
    assert cp(b, stone) == "B"


def test_106_7_replacement_effects_in_any_order_pulse_and_infernal_darkness() -> None:
    # Pulse then Darkness gives {B}; Darkness then Pulse gives a color of your choice
    # (616.1: the Forest's controller picks the order), so the Forest could produce all
    # five colors. A Reflecting Pool is not basic: only Infernal Darkness applies to it.
    # Naga Vitalist is not a land: it makes any type the Forest could produce, unreplaced.
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Pulse of Llanowar")
    b.add("Infernal Darkness")
    pool = b.add("Reflecting Pool")
    naga = b.add("Naga Vitalist")
    assert len(ml.orderings(b, forest, 0)) == 2
    assert cp(b, forest) == "WUBRG"
    assert cp(b, pool) == "B"
    assert cp(b, naga) == "WUBRG"


def test_106_7_infernal_darkness_replaces_the_type_not_the_amount() -> None:
    # Infernal Darkness: "produces {B} instead of any other type" (cards.md, section 3)
    b = ml.Board()
    tomb = b.add("Ancient Tomb")
    b.add("Infernal Darkness")
    assert cp(b, tomb) == "B"
    assert b.productions(tomb, 0) == frozenset({"BB"})


def test_106_7_pulse_of_llanowar_applies_only_to_its_controllers_basic_lands() -> None:
    b = ml.Board()
    mine = b.add("Forest")
    theirs = b.add("Forest", controller="opponent")
    b.add("Pulse of Llanowar")
    assert cp(b, mine) == "WUBRG"
    assert cp(b, theirs) == "G"


def test_106_7_naked_singularity_and_reality_twist() -> None:
    # Naked Singularity: Plains produce {R}; Reality Twist doesn't mention Islands.
    b = ml.Board()
    plains = b.add("Plains")
    b.add("Naked Singularity")
    assert cp(b, plains) == "R"
    b2 = ml.Board()
    island = b2.add("Island")
    b2.add("Reality Twist")
    assert cp(b2, island) == "U"


# ----------------------------------------------------------------- costs are ignored (106.7)


def test_reflecting_pool_ruling_vivid_crag_with_no_counters_still_counts() -> None:
    # Reflecting Pool ruling (2008-05-01): "It doesn't matter whether Vivid Crag has a
    # charge counter on it, and it doesn't matter whether it's untapped."
    b = ml.Board()
    crag = b.add("Vivid Crag", tapped=True, counters={})
    pool = b.add("Reflecting Pool")
    assert b.counters(crag) == {}
    assert not b.can_activate(crag, 1)  # the cost can't be paid ...
    assert cp(b, crag) == "WUBRG"       # ... and is ignored
    assert cp(b, pool) == "WUBRG"


def test_exotic_orchard_ruling_opponents_vivid_crag_costs_ignored() -> None:
    # Exotic Orchard ruling (2009-02-01), the same for Fellwar Stone
    b = ml.Board()
    b.add("Vivid Crag", controller="opponent", tapped=True, counters={})
    assert cp(b, b.add("Exotic Orchard")) == "WUBRG"
    assert cp(b, b.add("Fellwar Stone")) == "WUBRG"


def test_106_7_a_tapped_land_still_could_produce() -> None:
    b = ml.Board()
    forest = b.add("Forest", tapped=True)
    pool = b.add("Reflecting Pool", tapped=True)
    assert cp(b, forest) == "G"
    assert cp(b, pool) == "G"


# ----------------------------------------------------------------- the fixed point


def test_106_7_two_reflecting_pools_alone_produce_nothing() -> None:
    # Exotic Orchard ruling: lands that produce mana based only on what other lands could
    # produce "won't help each other unless some other land allows one of them to actually
    # produce some type of mana"; 106.7: "there's no type of mana it could produce".
    b = ml.Board()
    a = b.add("Reflecting Pool")
    c = b.add("Reflecting Pool")
    assert (cp(b, a), cp(b, c)) == ("", "")
    assert b.productions(a, 0) == frozenset({""})  # 106.5: it produces no mana


def test_106_7_reflecting_pool_with_no_other_land_produces_nothing() -> None:
    b = ml.Board()
    pool = b.add("Reflecting Pool")
    b.add("Forest", controller="opponent")  # not a land *you* control
    assert cp(b, pool) == ""


def test_exotic_orchard_ruling_orchards_and_pool_without_an_anchor() -> None:
    # "if you control an Exotic Orchard and your opponent controls an Exotic Orchard and
    # a Reflecting Pool, none of those lands would produce mana"
    b = ml.Board()
    mine = b.add("Exotic Orchard")
    theirs = b.add("Exotic Orchard", controller="opponent")
    pool = b.add("Reflecting Pool", controller="opponent")
    assert [cp(b, p) for p in (mine, theirs, pool)] == ["", "", ""]


def test_exotic_orchard_ruling_chain_through_an_opponents_orchard() -> None:
    # "if you control a Forest and an Exotic Orchard, and your opponent controls an Exotic
    # Orchard and a Reflecting Pool, then each of those lands can be tapped to produce {G}"
    b = ml.Board()
    b.add("Forest")
    mine = b.add("Exotic Orchard")
    theirs = b.add("Exotic Orchard", controller="opponent")
    pool = b.add("Reflecting Pool", controller="opponent")
    assert [cp(b, p) for p in (mine, theirs, pool)] == ["G", "G", "G"]


def test_106_7_chain_adds_replacement_on_the_way() -> None:
    # Your Forest under Pulse of Llanowar could produce any color (106.7 with replacement
    # effects), so the opponent's Orchard could too, and their Reflecting Pool through it.
    b = ml.Board()
    b.add("Forest")
    b.add("Pulse of Llanowar")
    theirs = b.add("Exotic Orchard", controller="opponent")
    pool = b.add("Reflecting Pool", controller="opponent")
    assert cp(b, theirs) == "WUBRG"
    assert cp(b, pool) == "WUBRG"


# ----------------------------------------------------------------- colors versus types (106.1)


@pytest.mark.parametrize("colorless", ["Wastes", "Ancient Tomb", "Eldrazi Temple"])
def test_exotic_orchard_ruling_never_colorless(colorless: str) -> None:
    # "Exotic Orchard can't be tapped for colorless mana, even if a land an opponent
    # controls could produce colorless mana." Fellwar Stone and Sylvok Explorer say
    # "any color" too (106.1a: colorless is not a color).
    b = ml.Board()
    land = b.add(colorless, controller="opponent")
    assert cp(b, land) == "C"
    for name in ("Exotic Orchard", "Fellwar Stone", "Sylvok Explorer"):
        assert cp(b, b.add(name)) == "", name


def test_106_1b_reflecting_pool_and_naga_vitalist_get_colorless_any_type() -> None:
    # "one mana of any type": the six types include colorless (106.1b). Harvester Druid
    # says "any color" and gets only the Forest's green.
    b = ml.Board()
    b.add("Wastes")
    b.add("Forest")
    assert cp(b, b.add("Reflecting Pool")) == "GC"
    assert cp(b, b.add("Naga Vitalist")) == "GC"
    assert cp(b, b.add("Harvester Druid")) == "G"


def test_sol_ring_is_not_a_land_for_reflecting_pool() -> None:
    b = ml.Board()
    b.add("Sol Ring")
    assert cp(b, b.add("Reflecting Pool")) == ""
    b.add("Ancient Tomb")  # a land that makes {C}{C}
    assert cp(b, b.get("Reflecting Pool")) == "C"


def test_sylvok_explorer_and_harvester_druid_look_at_different_sides() -> None:
    # Sylvok Explorer: "a land an opponent controls"; Harvester Druid: "a land you control"
    b = ml.Board()
    b.add("Island")
    b.add("Mountain", controller="opponent")
    assert cp(b, b.add("Sylvok Explorer")) == "R"
    assert cp(b, b.add("Harvester Druid")) == "U"
    assert cp(b, b.add("Naga Vitalist")) == "U"


# ----------------------------------------------------------------- Squandered Resources


def test_squandered_resources_adds_a_type_the_sacrificed_land_could_produce() -> None:
    # "Add one mana of any type the sacrificed land could produce": a tapped Forest still
    # could produce {G} (costs ignored, 106.7); a Reflecting Pool could produce what your
    # other lands could; Wastes gives {C} (any type, 106.1b).
    b = ml.Board()
    forest = b.add("Forest", tapped=True)
    squander = b.add("Squandered Resources")
    pool = b.add("Reflecting Pool")
    wastes = b.add("Wastes")
    b2 = b.copy()  # before the Forest goes
    assert b.activate(squander, 0, costs={"sacrifice": forest}).mana == "G"
    assert cp(b, pool) == "C"  # the Forest is gone: only the Wastes is left for the Pool
    options = set()
    for color in ("G", "C"):
        b3 = b2.copy()
        options.add(b3.activate(squander, 0, costs={"sacrifice": pool}, choices=[color]).mana)
    assert options == {"G", "C"}
    with pytest.raises(ml.ChoiceRequired) as info:
        b2.copy().activate(squander, 0, costs={"sacrifice": pool})
    assert set(info.value.options) == {"G", "C"}
    assert b2.activate(squander, 0, costs={"sacrifice": wastes}).mana == "C"


# ----------------------------------------------------------------- undefined mana (106.5)


def test_106_5_command_tower_without_a_commander_produces_nothing() -> None:
    b = ml.Board()
    tower = b.add("Command Tower")
    assert cp(b, tower) == ""
    assert b.activate(tower, 0).mana == ""
    assert cp(b, b.add("Reflecting Pool")) == ""


def test_command_tower_with_a_green_commander_could_produce_green() -> None:
    b = ml.Board(commanders={"you": "Grizzly Bears"})
    assert cp(b, b.add("Command Tower")) == "G"


def test_106_5_meteor_crater_needs_a_colored_permanent() -> None:
    # CR 106.5 example: Meteor Crater with no colored permanent produces no mana
    b = ml.Board()
    crater = b.add("Meteor Crater")
    b.add("Forest")  # lands are colorless
    assert cp(b, crater) == ""
    b.add("Llanowar Elves")
    assert cp(b, crater) == "G"


# ----------------------------------------------------------------- restrictions are riders (106.6)


def test_exotic_orchard_ruling_restrictions_and_riders_ignored_ancient_ziggurat() -> None:
    # "Exotic Orchard doesn't care about any restrictions or riders your opponents' lands
    # (such as Ancient Ziggurat ...) put on the mana they produce. It just cares about
    # colors of mana." The restriction is not a type (106.6).
    b = ml.Board()
    b.add("Ancient Ziggurat", controller="opponent")
    orchard = b.add("Exotic Orchard")
    assert cp(b, orchard) == "WUBRG"
    b.add("Ancient Ziggurat")
    assert cp(b, b.add("Reflecting Pool")) == "WUBRG"


# ----------------------------------------------------------------- layers first (613, 305.7)


def test_blood_moon_turns_an_opponents_dual_into_a_mountain_for_fellwar_stone() -> None:
    # Blood Moon ruling (2020-08-07): nonbasic lands "lose their other land types and
    # abilities, gain the Mountain land type, and gain the ability '{T}: Add {R}.'"
    b = ml.Board()
    dual = b.add("Tropical Island", controller="opponent")
    stone = b.add("Fellwar Stone")
    orchard = b.add("Exotic Orchard")
    assert (cp(b, stone), cp(b, orchard)) == ("UG", "UG")
    b.add("Blood Moon")
    assert cp(b, dual) == "R"
    assert cp(b, stone) == "R"
    assert cp(b, orchard) == "R"  # the Orchard is nonbasic too: it's a Mountain now


def test_urborg_makes_every_land_a_swamp_and_blood_moon_undoes_it() -> None:
    # Urborg: each land is a Swamp in addition (305.7: it gains "{T}: Add {B}"). With
    # Blood Moon, Urborg's effect depends on Blood Moon's (613.8a): Urborg loses its
    # ability and no land becomes a Swamp.
    b = ml.Board()
    dual = b.add("Tropical Island", controller="opponent")
    b.add("Urborg, Tomb of Yawgmoth", controller="opponent")
    stone = b.add("Fellwar Stone")
    assert cp(b, dual) == "UBG"
    assert cp(b, stone) == "UBG"
    b.add("Blood Moon")
    assert cp(b, dual) == "R"
    assert cp(b, stone) == "R"


def test_chromatic_lantern_grants_any_color_to_lands() -> None:
    # "Lands you control have '{T}: Add one mana of any color.'" An opponent's Wastes with
    # their Lantern could produce W, U, B, R, G and C; Fellwar Stone gets only the colors.
    b = ml.Board()
    wastes = b.add("Wastes", controller="opponent")
    b.add("Chromatic Lantern", controller="opponent")
    assert cp(b, wastes) == "WUBRGC"
    assert cp(b, b.add("Fellwar Stone")) == "WUBRG"
    mine = b.add("Wastes")
    assert cp(b, mine) == "C"  # the opponent's Lantern grants only to their lands
    assert cp(b, b.add("Reflecting Pool")) == "C"


# ----------------------------------------------------------------- the table


def test_could_produce_table_columns_and_rows() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Reflecting Pool")
    b.add("Wastes", controller="opponent")
    b.add("Glorious Anthem")
    t = b.could_produce_table()
    assert isinstance(t, pd.DataFrame)
    assert list(t.columns) == ["id", "name", "controller", "W", "U", "B", "R", "G", "C",
                               "reason"]
    assert len(t) == 4
    rows = {r["name"]: r for r in t.to_dict("records")}
    assert [t_ for t_ in "WUBRGC" if rows["Reflecting Pool"][t_]] == ["G"]
    assert [t_ for t_ in "WUBRGC" if rows["Wastes"][t_]] == ["C"]
    assert not any(rows["Glorious Anthem"][t_] for t_ in "WUBRGC")
    assert all("106.7" in r for r in t["reason"])
    assert "could produce" in rows["Reflecting Pool"]["reason"]
    for _, r in t.iterrows():
        assert {x for x in "WUBRGC" if r[x]} == set(b.could_produce(int(r["id"])))


# ----------------------------------------------------------------- order of the battlefield


POOL = [
    ("Forest", "you"), ("Island", "opponent"), ("Wastes", "opponent"),
    ("Tropical Island", "opponent"), ("Ancient Tomb", "you"), ("Ancient Ziggurat", "opponent"),
    ("Reflecting Pool", "you"), ("Reflecting Pool", "opponent"), ("Exotic Orchard", "you"),
    ("Exotic Orchard", "opponent"), ("Fellwar Stone", "you"), ("Fellwar Stone", "opponent"),
    ("Naga Vitalist", "you"), ("Harvester Druid", "opponent"), ("Sylvok Explorer", "you"),
    ("Contamination", "opponent"), ("Pulse of Llanowar", "you"), ("Infernal Darkness", "you"),
    ("Blood Moon", "opponent"), ("Urborg, Tomb of Yawgmoth", "you"),
    ("Chromatic Lantern", "opponent"), ("Vivid Crag", "opponent"), ("Mana Reflection", "you"),
]


def _table(entries: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    b = ml.Board()
    for name, who in entries:
        b.add(name, controller=who)
    t = b.could_produce_table()
    return sorted((r["name"], r["controller"], "".join(x for x in "WUBRGC" if r[x]))
                  for r in t.to_dict("records"))


@settings(deadline=None, max_examples=25)
@given(st.lists(st.sampled_from(POOL), min_size=1, max_size=9), st.randoms())
def test_106_7_answer_never_depends_on_the_order_permanents_were_added(
        entries: list[tuple[str, str]], rnd: object) -> None:
    # a least fixed point of a monotone system is unique: the order of the battlefield
    # (and so of the permanents' ids and timestamps) can't change it
    shuffled = list(entries)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert _table(entries) == _table(shuffled)
    assert _table(entries) == _table(list(reversed(entries)))


def test_orchard_chain_order_independent_worst_order() -> None:
    # the chain of the Orchard ruling added "backwards": the anchor comes last
    entries = [("Reflecting Pool", "opponent"), ("Exotic Orchard", "opponent"),
               ("Exotic Orchard", "you"), ("Forest", "you")]
    rows = _table(entries)
    assert [r[2] for r in rows if r[0] != "Forest"] == ["G", "G", "G"]
    assert rows == _table(list(reversed(entries)))


def test_squandered_resources_could_produce_what_a_land_could_cr_106_7() -> None:
    # "Sacrifice a land: Add one mana of any type the sacrificed land could produce."
    # Costs are ignored (106.7): it could produce what any land you control could.
    b = ml.Board()
    squandered = b.add("Squandered Resources")
    assert b.could_produce(squandered) == frozenset()  # no land to sacrifice
    b.add("Forest")
    b.add("Island")
    assert b.could_produce(squandered) == frozenset({"G", "U"})
    assert b.productions(squandered, 0) == frozenset({"G", "U"})
