"""ml.sources_needed and cast_probability: the published model computed exactly — the
hypergeometric draws of the opening hand (CR 103.5) and of the draw steps (504.1, the
starting player skipping the first one in two-player games, 103.8a, but not in
multiplayer, 103.8c), the London mulligan's keep-and-bottom policy (103.5) and the free
first mulligan of multiplayer games (103.5c), conditioned on enough lands (the article's
tables) or not."""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb, sqrt

import pytest

import mtglab as ml
from mtglab.manabase import DEFAULT_LANDS, Mulligan, cast_probability, default_lands
from mtglab.manabase.mulligan import lands_to_bottom


def test_no_mulligan_on_the_play_is_one_minus_the_hypergeometric_miss() -> None:
    # 103.5: seven cards; 103.8a: no draw on the starting player's first turn
    p = cast_probability("C", 14, mulligan="none", conditional=False)
    assert p == pytest.approx(1 - comb(46, 7) / comb(60, 7), abs=1e-15)


def test_on_the_draw_sees_one_more_card() -> None:  # 103.8a only skips the starter's draw
    p = cast_probability("C", 14, mulligan="none", conditional=False, on_play=False)
    assert p == pytest.approx(1 - comb(46, 8) / comb(60, 8), abs=1e-15)


def test_a_two_drop_needs_two_lands_and_one_source_in_eight_cards() -> None:
    # by hand: 8 cards (7 + the turn-2 draw), deck of 60 with 10 sources, 14 other lands
    ok = sum(comb(10, a) * comb(14, b) * comb(36, 8 - a - b)
             for a in range(1, 9) for b in range(0, 9 - a) if a + b >= 2)
    lands = sum(comb(24, k) * comb(36, 8 - k) for k in range(2, 9))
    assert cast_probability("1C", 10, lands=24, mulligan="none") == pytest.approx(
        ok / lands, abs=1e-15)
    assert cast_probability("1C", 10, lands=24, mulligan="none", conditional=False) == \
        pytest.approx(ok / comb(60, 8), abs=1e-15)


def test_conditioning_divides_by_the_chance_of_enough_lands() -> None:
    # P(success) = P(success | >= M lands) * P(>= M lands); with every land a source the
    # unconditional success is exactly "enough lands"
    for cost, sources in (("2CC", 16), ("C", 14), ("1CCC", 21)):
        enough = cast_probability(cost, 25, conditional=False)
        assert cast_probability(cost, sources, conditional=False) == pytest.approx(
            cast_probability(cost, sources) * enough, rel=1e-12)


def _literal_published_procedure(cost: str, sources: int, deck_size: int, lands: int,
                                 rule: str, games: int, seed: int) -> float:
    """The published procedure played card by card (shuffle, draw, mulligan, bottom
    off-color lands first, draw for the turns): an independent check of the sums."""
    shape = ml.manabase.cost_shape(cost)
    rng = random.Random(seed)
    deck = ["good"] * sources + ["other"] * (lands - sources) + ["spell"] * (deck_size - lands)
    stages = Mulligan(rule).stages
    hits = relevant = 0
    for _ in range(games):
        for stage in stages:
            rng.shuffle(deck)
            hand = deck[:7]
            n_lands = sum(c != "spell" for c in hand)
            away = lands_to_bottom(n_lands, stage.to_bottom)
            for c in ("other", "good"):
                while away and c in hand:
                    hand.remove(c)
                    away -= 1
            spells_away = stage.to_bottom - lands_to_bottom(n_lands, stage.to_bottom)
            for _i in range(spells_away):
                hand.remove("spell")
            if stage.keeps(sum(c != "spell" for c in hand)):
                break
        drawn = hand + deck[7:7 + Mulligan(rule).draws_by(shape.mana_value, on_play=True)]
        if sum(c != "spell" for c in drawn) >= shape.mana_value:
            relevant += 1
            hits += sum(c == "good" for c in drawn) >= shape.pips
    return hits / relevant


@pytest.mark.parametrize(("cost", "sources", "deck_size", "rule"), [
    ("1CC", 18, 60, "london"), ("CC", 14, 40, "london"), ("2C", 18, 99, "commander")])
def test_the_exact_sums_agree_with_the_procedure_played_card_by_card(
        cost: str, sources: int, deck_size: int, rule: str) -> None:
    games = 40_000
    lands = DEFAULT_LANDS[deck_size]
    exact = cast_probability(cost, sources, deck_size=deck_size, mulligan=rule)
    seen = _literal_published_procedure(cost, sources, deck_size, lands, rule, games, 7)
    assert abs(seen - exact) < 4 * sqrt(exact * (1 - exact) / (games * 0.8))


def test_the_free_mulligan_and_first_draw_help_a_commander_deck() -> None:  # 103.5c, 103.8c
    london = cast_probability("C", 19, deck_size=99, lands=41)
    commander = cast_probability("C", 19, deck_size=99, lands=41, mulligan="commander")
    assert commander > london + 0.01


def test_probability_grows_with_the_sources_so_the_search_is_a_bisection() -> None:
    ps = [Fraction(cast_probability("1CCC", n)) for n in range(3, 26)]
    assert ps == sorted(ps) and ps[-1] == 1


def test_sources_needed_is_the_first_count_reaching_the_target() -> None:
    n = ml.sources_needed("2CC", target=0.93)
    assert cast_probability("2CC", n) >= 0.93 > cast_probability("2CC", n - 1)


def test_the_default_land_count_follows_the_deck_size() -> None:
    assert {s: default_lands(s) for s in DEFAULT_LANDS} == {40: 17, 60: 25, 80: 35, 99: 41}
    for size, lands in DEFAULT_LANDS.items():
        assert ml.sources_needed("1C", deck_size=size) == ml.sources_needed(
            "1C", deck_size=size, lands=lands)


def test_mana_costs_cards_and_shapes_say_the_same() -> None:
    assert ml.sources_needed("{2}{W}{W}") == ml.sources_needed("2CC") == \
        ml.sources_needed("2WW") == ml.sources_needed(ml.card("Humility"))
    # a gold card: the sources of the color asked for
    assert ml.sources_needed("{1}{G}{U}", color="U") == ml.sources_needed("2C")
    assert ml.sources_needed("{3}") == 0  # no pip of any color


def test_a_later_turn_needs_fewer_sources() -> None:  # more cards seen by then
    assert ml.sources_needed("CC", turn=4) < ml.sources_needed("CC")


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"cost": "{1}{W}{U}"}, "cost"),            # gold without color=
    ({"cost": "1XY"}, "cost"),
    ({"cost": 3}, "cost"),
    ({"cost": "1CC", "target": 1.5}, "target"),
    ({"cost": "1CC", "target": "always"}, "target"),
    ({"cost": "1CC", "turn": 2}, "turn"),         # one land a turn (305.2)
    ({"cost": "1CC", "mulligan": "paris"}, "mulligan"),
    ({"cost": "1CC", "deck_size": 5}, "deck_size"),
    ({"cost": "1CC", "lands": 61}, "lands"),
    ({"cost": "1CC", "on_play": "yes"}, "on_play"),
    ({"cost": "CCCC", "target": 0.99, "conditional": False}, "target"),  # land screw
    ({"cost": "1CC", "color": "purple"}, "color"),
])
def test_bad_arguments_raise_naming_the_argument(kwargs: dict[str, object],
                                                 field: str) -> None:
    with pytest.raises(ml.MtglabError) as err:
        ml.sources_needed(**kwargs)  # type: ignore[arg-type]
    assert getattr(err.value, "field", None) == field
