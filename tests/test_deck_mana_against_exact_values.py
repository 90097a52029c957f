"""ml.deck_mana against values computed by hand or exactly: where only land counts
matter, the simulated games agree with the hypergeometric answer within three standard
errors; lands entering tapped, mana creatures (CR 302.6) and fetch lands (701.23) move
it by the amount a hand computation says.

Every game is on the play (103.8a: no draw on the first turn) and, where a hand count is
the reference, without mulligans (every seven-card hand kept)."""

from __future__ import annotations

from math import comb, sqrt

import pytest

import mtglab as ml
from mtglab.manabase import cast_probability


def _vanilla(cost: str) -> ml.Card:
    """A vanilla creature with that mana cost (no ability: only its cost matters)."""
    return ml.Card.from_text(name=f"Vanilla {cost}", mana_cost=cost,
                             type_line="Creature — Human", oracle_text="", power="2",
                             toughness="2")


def _row(result: ml.manabase.DeckMana, card: str) -> dict[str, float]:
    t = result.table
    return {str(k): v for k, v in t[t["card"] == card].iloc[0].items()}


def _within(seen: float, exact: float, games: int, sigmas: float = 3.0) -> bool:
    return abs(seen - exact) <= sigmas * sqrt(max(exact * (1 - exact), 1e-4) / games)


@pytest.fixture(scope="module")
def basics() -> ml.manabase.DeckMana:
    # 16 Plains and 9 Islands among 60 cards; spells that need only white
    costs = ["{W}", "{1}{W}", "{W}{W}", "{2}{W}", "{1}{W}{W}", "{W}{W}{W}", "{2}{W}{W}"]
    deck: dict[object, int] = {"Plains": 16, "Island": 9}
    for cost in costs:
        deck[_vanilla(cost)] = 5
    return ml.deck_mana(deck, games=12_000, seed=3, scheduler="sync")


@pytest.mark.parametrize(("cost", "shape"), [
    ("{W}", "C"), ("{1}{W}", "1C"), ("{W}{W}", "CC"), ("{2}{W}", "2C"),
    ("{1}{W}{W}", "1CC"), ("{W}{W}{W}", "CCC"), ("{2}{W}{W}", "2CC")])
def test_basics_and_vanilla_creatures_agree_with_the_exact_model(
        basics: ml.manabase.DeckMana, cost: str, shape: str) -> None:
    # the published model with 16 sources of 25 lands, London mulligan (103.5), on the
    # play: p_given_lands is its conditional probability
    row = _row(basics, f"Vanilla {cost}")
    exact = cast_probability(shape, 16, deck_size=60, lands=25)
    assert _within(row["p_given_lands"], exact, int(row["games_with_lands"]))
    unconditional = cast_probability(shape, 16, deck_size=60, lands=25, conditional=False)
    assert _within(row["p_on_curve"], unconditional, basics.games)


def _tapped_plains() -> ml.Card:
    return ml.Card.from_text(name="Sleepy Plains", mana_cost=None, type_line="Land",
                             oracle_text="Sleepy Plains enters tapped.\n{T}: Add {W}.")


def test_a_land_that_enters_tapped_costs_the_two_drops_it_should() -> None:
    # 12 Plains and 12 lands that enter tapped (614.1c) among 60; a {1}{W} creature on
    # turn 2 (8 cards seen on the play, no mulligan). With basics only it is cast when
    # 2+ lands were seen. With the tapped lands it needs the turn-2 land to be a Plains:
    # a tapped land goes first when the hand has one, so it fails when 2+ lands were
    # seen and none is a Plains, or when the opening hand's only land is a Plains and
    # the turn-2 draw is a tapped land.
    games = 12_000
    two = _vanilla("{1}{W}")
    filler = _vanilla("{3}{W}")  # nothing to cast on turn 1: the tapped land goes first
    tapped = ml.deck_mana({"Plains": 12, _tapped_plains(): 12, two: 18, filler: 18},
                          games=games, seed=5, mulligan="none", turns=2, scheduler="sync")
    basic = ml.deck_mana({"Plains": 24, two: 18, filler: 18}, games=games, seed=5,
                         mulligan="none", turns=2, scheduler="sync")
    seen = 8
    p_basic = sum(comb(24, k) * comb(36, seen - k) for k in range(2, seen + 1)) / comb(60, 8)
    lost = sum(comb(12, k) * comb(36, seen - k) for k in range(2, seen + 1)) / comb(60, 8) \
        + comb(12, 1) * comb(36, 6) / comb(60, 7) * 12 / 53
    assert _within(_row(basic, two.name)["p_on_curve"], p_basic, games)
    assert _within(_row(tapped, two.name)["p_on_curve"], p_basic - lost, games)
    # the tapped land was played on turn 1 whenever it was free to (the policy)
    assert tapped.turns_played.loc[0, "tapped_land"] > 0.4


def test_a_mana_creature_taps_from_the_turn_after_it_arrives() -> None:  # 302.6
    # 20 Forests, 36 Elvish Mystic, 4 Grizzly Bears; no mulligan, on the play.
    # Bears ({1}{G}) on turn 2: two lands by then, or a Forest in the opening hand with
    # an Elvish Mystic cast on turn 1 and untapped on turn 2. A Mystic cast on turn 2
    # can't tap that turn: one Forest drawn on turn 2 is not enough.
    games = 12_000
    r = ml.deck_mana({"Forest": 20, "Elvish Mystic": 36, "Grizzly Bears": 4}, games=games,
                     seed=11, mulligan="none", turns=2, scheduler="sync")
    two_lands = sum(comb(20, k) * comb(40, 8 - k) for k in range(2, 9)) / comb(60, 8)
    forest_then_spell = comb(20, 1) * comb(40, 6) / comb(60, 7) * 34 / 53
    assert _within(_row(r, "Grizzly Bears")["p_on_curve"], two_lands + forest_then_spell,
                   games)
    assert r.turns_played.loc[1, "mana_permanents"] > 0.5  # Mystics in play by turn 2


@pytest.mark.parametrize(("partner", "color", "castable"), [
    ("Plains", "W", True), ("Island", "W", False), ("Forest", "G", True)])
def test_a_fetch_land_is_a_source_of_what_it_can_find(partner: str, color: str,
                                                      castable: bool) -> None:
    # 701.23: Windswept Heath finds a Forest or Plains card. 10 Heaths and 10 of the
    # partner land among 60; a one-drop of the color on turn 1 (7 cards, no mulligan)
    games = 6_000
    one = _vanilla("{" + color + "}")
    r = ml.deck_mana({"Windswept Heath": 10, partner: 10, one: 40}, games=games, seed=2,
                     mulligan="none", turns=1, scheduler="sync")
    p = _row(r, one.name)["p_on_curve"]
    if not castable:
        assert p == 0  # an Island can't be found, and makes no white
    else:
        assert _within(p, 1 - comb(40, 7) / comb(60, 7), games)
