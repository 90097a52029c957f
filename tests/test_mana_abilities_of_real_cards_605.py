"""More mana abilities from the real card pool, each checked by its rule: a list of land
types in a trigger, a chosen player adding the mana, mana that depends on the pool, an
ability any player may activate, and older "to your mana pool" wording."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.pool.coverage import classify

KEEPER = ml.Card.from_text(
    name="Keeper of Progenitus", mana_cost="{3}{G}", type_line="Creature — Elf",
    power="1", toughness="3",
    oracle_text="Whenever a player taps a Mountain, Forest, or Plains for mana, that player "
                "adds one mana of any type that land produced.")
CHIMES = ml.Card.from_text(name="Victory Chimes", mana_cost="{3}", type_line="Artifact",
                           oracle_text="{T}: A player of your choice adds {C}.")
CACHE = ml.Card.from_text(
    name="Mana Cache", mana_cost="{1}{R}{R}", type_line="Enchantment",
    oracle_text="Remove a charge counter from Mana Cache: Add {C}. Any player may activate "
                "this ability but only during their turn before the end step.")


def test_keeper_of_progenitus_triggers_on_each_listed_land_type_cr_106_12a() -> None:
    b = ml.Board()
    b.add(KEEPER)
    forest, island = b.add("Forest"), b.add("Island")
    assert b.activate(forest, 0).mana == "GG"  # a Forest is in the list
    assert b.activate(island, 0).mana == "U"  # an Island isn't


def test_victory_chimes_mana_goes_to_the_chosen_player_cr_106_4() -> None:
    b = ml.Board()
    chimes = b.add(CHIMES)
    with pytest.raises(ml.ChoiceRequired):
        b.activate(chimes, 0)
    b.activate(chimes, 0, choices=["opponent"])
    assert b.mana_pool("opponent") == "C" and b.mana_pool("you") == ""


def test_doubling_cube_doubles_what_is_left_after_its_cost_cr_601_2h() -> None:
    # "{3}, {T}: Double the amount of each type of unspent mana you have." The {3} is
    # paid first (602.2b), so it doubles what is left; the player chooses what pays.
    b = ml.Board()
    cube = b.add("Doubling Cube")
    b.add_mana("you", "GGGUU")
    assert b.activate(cube, 0, costs={"mana": "GUU"}).mana == "GG"
    assert b.mana_pool("you") == "GGGG"


def test_doubling_cube_is_a_mana_ability_the_analysis_declines_cr_605_1a() -> None:
    assert ml.card("Doubling Cube").abilities[0].is_mana_ability
    b = ml.Board()
    b.add("Doubling Cube")
    with pytest.raises(ml.UnsupportedError):
        ml.mana_summary(b, "you")


def test_mana_cache_any_player_on_their_own_turn_cr_602_2() -> None:
    b = ml.Board()
    cache = b.add(CACHE, counters={"charge": 2})
    assert not b.can_activate(cache, 0, player="opponent")  # it is your turn
    assert b.activate(cache, 0).mana == "C"
    b.pass_turn()
    assert b.activate(cache, 0, player="opponent").mana == "C"
    assert b.mana_pool("opponent") == "C"


def test_older_mana_pool_wording_parses_like_today_cr_106_4() -> None:
    old = parse_ability("{T}: Add {G} to your mana pool.", name="Test Land")
    new = parse_ability("{T}: Add {G}.", name="Test Land")
    assert old.supported and old.is_mana_ability
    assert old.effects == new.effects


@pytest.mark.parametrize("line", [
    "Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one "
    "mana of any type that land produced.",
    "Whenever you tap a permanent for {C}, add an additional {C}.",
    "Whenever a land's ability causes you to add one or more mana of the chosen color, add "
    "one additional mana of that color.",
])
def test_coverage_counts_these_triggered_mana_abilities_cr_605_1b(line: str) -> None:
    assert classify(line) == "mana ability: triggered"


@pytest.mark.parametrize("line", [
    "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy "
    "that spell and you may choose new targets for the copy.",
    "{T}: A player of your choice adds {C}.",
    "{3}, {T}: Double the amount of each type of unspent mana you have.",
])
def test_coverage_counts_these_activated_mana_abilities_cr_605_1a(line: str) -> None:
    # choosing new targets for a copied spell is not the ability targeting (605.1a)
    assert classify(line) == "mana ability: activated"


def test_pyromancers_goggles_is_a_mana_ability_cr_605_1a() -> None:
    goggles = parse_ability("{T}: Add {R}. When that mana is spent to cast a red instant or "
                            "sorcery spell, copy that spell and you may choose new targets "
                            "for the copy.", name="Pyromancer's Goggles")
    assert goggles.is_mana_ability


CAGED_SUN = ml.Card.from_text(
    name="Caged Sun", mana_cost="{6}", type_line="Artifact",
    oracle_text="As Caged Sun enters the battlefield, choose a color.\nCreatures you control "
                "of the chosen color get +1/+1.\nWhenever a land's ability causes you to add "
                "one or more mana of the chosen color, add one additional mana of that color.")


def test_caged_sun_adds_one_of_the_chosen_color_cr_605_1b() -> None:
    b = ml.Board()
    b.add(CAGED_SUN, choices=["G"])
    forest, island = b.add("Forest"), b.add("Island")
    assert b.activate(forest, 0).mana == "GG"
    assert b.activate(island, 0).mana == "U"  # not the chosen color


def test_caged_sun_mana_is_not_doubled_by_mana_reflection_cr_106_12b() -> None:
    # Mana Reflection doubles what a permanent tapped for mana produces; Caged Sun's
    # mana comes from its own triggered ability, not from tapping (605.1b, 106.12a).
    b = ml.Board()
    b.add(CAGED_SUN, choices=["G"])
    b.add("Mana Reflection")
    assert b.productions(b.add("Forest"), 0) == frozenset({"GGG"})


def test_urzas_tower_needs_both_other_urza_lands() -> None:
    # "If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."
    b = ml.Board()
    tower = b.add("Urza's Tower")
    b.add("Urza's Mine")
    assert b.activate(tower, 0).mana == "C"
    b2 = ml.Board()
    tower2 = b2.add("Urza's Tower")
    b2.add("Urza's Mine")
    b2.add("Urza's Power Plant")
    assert b2.activate(tower2, 0).mana == "CCC"


def test_tower_worker_needs_both_named_creatures() -> None:
    def worker(name: str, text: str = "") -> ml.Card:
        return ml.Card.from_text(name=name, mana_cost="{1}", power="1", toughness="1",
                                 type_line="Artifact Creature — Assembly-Worker",
                                 oracle_text=text)
    tower = worker("Tower Worker", "{T}: Add {C}. If you control creatures named Mine "
                                   "Worker and Power Plant Worker, add {C}{C}{C} instead.")
    b = ml.Board()
    t = b.add(tower)
    b.add(worker("Mine Worker"))
    assert b.activate(t, 0).mana == "C"
    b.add(worker("Power Plant Worker"))
    b.untap(t)
    assert b.activate(t, 0).mana == "CCC"


def test_each_player_adds_the_mana_yurlok_of_scorch_thrash_cr_106_4() -> None:
    yurlok = ml.Card.from_text(
        name="Yurlok of Scorch Thrash", mana_cost="{1}{B}{R}{G}", power="4", toughness="4",
        type_line="Legendary Creature — Viashino Shaman",
        oracle_text="Vigilance\n{1}, {T}: Each player adds {B}{R}{G}.")
    b = ml.Board()
    p = b.add(yurlok)
    b.add_mana("you", "C")
    assert b.productions(p, 1) == frozenset({"BRG"})  # what each player adds
    assert b.activate(p, 1).mana == "BRG"
    assert b.mana_pool("you") == "BRG" and b.mana_pool("opponent") == "BRG"


def test_the_chosen_player_adds_the_mana_and_chooses_its_color() -> None:
    # Spectral Searchlight: "Choose a player. That player adds one mana of any color they
    # choose." (CR 106.4: the mana goes to that player's pool)
    light = ml.Card.from_text(
        name="Spectral Searchlight", mana_cost="{3}", type_line="Artifact",
        oracle_text="{T}: Choose a player. That player adds one mana of any color they "
                    "choose.")
    b = ml.Board()
    p = b.add(light)
    with pytest.raises(ml.ChoiceRequired):
        b.activate(p, 0)
    b.activate(p, 0, choices=["opponent", "W"])
    assert b.mana_pool("opponent") == "W" and b.mana_pool("you") == ""
