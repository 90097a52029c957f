"""Available mana: ``ml.mana_summary``, ``ml.mana_outcomes``, ``Board.can_pay`` and
``Board.payment_plan``, through the public API.

Expected values come from the cards' Oracle text and the Comprehensive Rules: 106.1
(types), 106.5/106.6 (undefined mana, restrictions), 107.4 (hybrid, monocolored hybrid,
Phyrexian, {C}), 107.3 ({X}), 107.5/107.6 ({T}, {Q}), 118.3 (costs), 119.4 (paying life),
302.6, 605 (mana abilities), 106.12 (tapped for mana). The property tests compare against
the brute force of :mod:`mtglab.analysis.bruteforce`, which walks every order and choice.
"""

from __future__ import annotations

import itertools
from typing import Any

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab.analysis.bruteforce import brute_can_pay, brute_summary, reachable_pools

TYPES = "WUBRGC"


def summary(b: ml.Board, player: str = "you") -> dict[str, int]:
    t = ml.mana_summary(b, player)
    return dict(zip(t["types"], t["max"], strict=True))


def outcomes(b: ml.Board, player: str = "you", **kw: Any) -> list[str]:
    return sorted(ml.mana_outcomes(b, player, **kw)["mana"])


def maximal_brute(b: ml.Board, player: str = "you") -> list[str]:
    pools = {p for p, _life in reachable_pools(b.state, player)}
    return sorted(str(p) for p in pools if not any(q != p and q >= p for q in pools))


def probe(cost: str) -> ml.Card:
    """An instant with the given mana cost: casting it pays the cost from the pool. An
    instant may be cast while "becomes tapped" triggers (City of Brass) wait on the stack
    (117.1a, 603.3): their damage comes after the cost is paid, as in a game where the
    mana abilities are activated while casting it (601.2g)."""
    return ml.Card.from_text(name="Cost Probe", mana_cost=cost, type_line="Instant",
                             oracle_text="")


def execute(b: ml.Board, plan: pd.DataFrame) -> None:
    """Activate a payment plan's rows in order with their costs and choices."""
    for row in plan.to_dict("records"):
        b.activate(row["permanent_id"], row["ability"], choices=row["choices"],
                   costs=row["costs"], order=row["order"])


# ----------------------------------------------------------------- mana_summary


def test_mana_summary_columns_and_63_rows() -> None:
    b = ml.Board()
    b.add("Forest")
    t = ml.mana_summary(b, "you")
    assert list(t.columns) == ["types", "max"]
    assert len(t) == 63  # every non-empty set of the six types (106.1b): 2^6 - 1
    assert len(set(t["types"])) == 63
    for s in t["types"]:  # written in WUBRGC order
        assert s == "".join(x for x in TYPES if x in s)
    assert summary(b)["G"] == 1 and summary(b)["W"] == 0 and summary(b)["WUBRGC"] == 1


def test_mana_summary_counts_the_pool() -> None:
    b = ml.Board()
    b.add_mana("you", "WWC")
    s = summary(b)
    assert (s["W"], s["C"], s["WC"], s["U"]) == (2, 1, 3, 0)


def test_mana_summary_one_mana_sources() -> None:
    # Forest {G}, Tropical Island {G} or {U} (305.6), Birds of Paradise any color
    # (not {C}, 106.1a), Wastes {C}
    b = ml.Board()
    for name in ("Forest", "Tropical Island", "Birds of Paradise", "Wastes"):
        b.add(name)
    s = summary(b)
    assert (s["G"], s["U"], s["W"], s["C"]) == (3, 2, 1, 1)
    assert (s["WU"], s["UG"], s["WUBRG"], s["WUBRGC"]) == (2, 3, 3, 4)


def test_halls_condition_decides_payability_for_one_mana_sources() -> None:
    # For sources of one mana each, a cost of colored symbols is payable iff for every
    # set S of types the symbols that must be paid from S number at most summary[S]
    # (Hall's marriage theorem): checked for every cost of up to four symbols.
    b = ml.Board()
    for name in ("Forest", "Tropical Island", "Savannah", "Plains"):
        b.add(name)
    s = summary(b)
    for n in range(1, 5):
        for symbols in itertools.combinations_with_replacement("WUG", n):
            need = {k: sum(1 for x in symbols if x in k) for k in s}
            hall = all(need[k] <= s[k] for k in s)
            cost = "".join("{" + x + "}" for x in symbols)
            assert b.can_pay(cost) is hall, cost
            assert brute_can_pay(b.state, "you", cost) is hall, cost


def test_gilded_lotus_three_of_one_color_summary_is_a_bound() -> None:
    # "{T}: Add three mana of any one color": three of W, or three of U, never WWU
    b = ml.Board()
    b.add("Gilded Lotus")
    s = summary(b)
    assert (s["W"], s["U"], s["WU"], s["C"]) == (3, 3, 3, 0)
    assert b.can_pay("{W}{W}{W}")
    assert not b.can_pay("{W}{W}{U}")  # the summary alone would allow it: can_pay decides
    assert outcomes(b) == ["BBB", "GGG", "RRR", "UUU", "WWW"]


# ----------------------------------------------------------------- filters paid from produced mana


def test_mystic_gate_alone_cannot_pay_for_itself() -> None:
    # "{W/U}, {T}: Add ..." needs {W/U} from elsewhere; its other ability taps it (107.5)
    b = ml.Board()
    b.add("Mystic Gate")
    s = summary(b)
    assert (s["W"], s["U"], s["C"], s["WUBRGC"]) == (0, 0, 1, 1)
    assert outcomes(b) == ["C"]
    assert not b.can_pay("{W}")
    assert b.can_pay("{C}")


def test_mystic_gate_with_a_plains() -> None:
    # Plains {W} pays {W/U}; the Gate adds {W}{W}, {W}{U} or {U}{U}; or tap both for {W}{C}
    b = ml.Board()
    b.add("Mystic Gate")
    b.add("Plains")
    assert outcomes(b) == ["UU", "WC", "WU", "WW"]
    s = summary(b)
    assert (s["U"], s["W"], s["WU"], s["UC"], s["WUBRGC"]) == (2, 2, 2, 2, 2)
    assert b.can_pay("{U}{U}") and not b.can_pay("{U}{U}{U}") and not b.can_pay("{U}{C}")


def test_mystic_gate_with_a_forest_cannot_filter() -> None:
    b = ml.Board()
    b.add("Mystic Gate")
    b.add("Forest")
    assert outcomes(b) == ["GC"]
    assert not b.can_pay("{W}")


def test_signet_turns_one_mana_into_two() -> None:
    # Azorius Signet: "{1}, {T}: Add {W}{U}." paid with the Forest's {G}
    b = ml.Board()
    b.add("Forest")
    b.add("Azorius Signet")
    assert outcomes(b) == ["G", "WU"]
    assert b.can_pay("{W}{U}")
    assert not b.can_pay("{G}{W}")
    b2 = ml.Board()
    b2.add("Azorius Signet")
    assert outcomes(b2) == [""]  # nothing pays {1}
    assert summary(b2)["WUBRGC"] == 0


def test_pili_pala_untap_symbol_paid_from_produced_mana() -> None:
    # "{2}, {Q}: Add one mana of any color." A tapped Pili-Pala can be untapped once
    # (107.6); two Forests pay {2}.
    b = ml.Board()
    b.add("Pili-Pala", tapped=True)
    b.add("Forest")
    b.add("Forest")
    assert outcomes(b) == ["B", "GG", "R", "U", "W"]
    assert b.can_pay("{W}") and not b.can_pay("{W}{G}")
    untapped = ml.Board()
    untapped.add("Pili-Pala")
    untapped.add("Forest")
    untapped.add("Forest")
    assert outcomes(untapped) == ["GG"]  # {Q} can't be paid: it is untapped (107.6)


def test_filter_chain_fetid_heath() -> None:
    # Fetid Heath: "{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}."; a Swamp pays it
    b = ml.Board()
    b.add("Fetid Heath")
    b.add("Swamp")
    assert b.can_pay("{W}{W}")
    assert not b.can_pay("{W}{W}{B}")
    # {C} and the Swamp's {B}, or the Swamp's {B} paid into two of W/B
    assert outcomes(b) == ["BB", "BC", "WB", "WW"]


# ------------------------------------------------------------ sacrifices, triggers, replacement


def test_treasure_token_sacrifices_for_any_color() -> None:
    # Treasure: "{T}, Sacrifice this token: Add one mana of any color." (111.10a)
    b = ml.Board()
    b.create_token("Treasure")
    assert outcomes(b) == ["B", "G", "R", "U", "W"]
    assert summary(b)["WUBRG"] == 1 and summary(b)["C"] == 0
    assert not b.can_pay("{W}{U}")


def test_squandered_resources_tap_a_land_then_sacrifice_it() -> None:
    # Tap the Forest for {G} (107.5), then sacrifice it to Squandered Resources for one
    # mana of a type it could produce: {G} (106.7). A Wastes gives {C} both ways.
    b = ml.Board()
    b.add("Forest")
    b.add("Squandered Resources")
    assert outcomes(b) == ["GG"]
    b.add("Wastes")
    assert outcomes(b) == ["GGCC"]
    assert b.can_pay("{G}{G}{C}{C}")


def test_squandered_resources_cannot_pay_a_filter_with_its_own_sacrifice() -> None:
    # Sacrificing Mystic Gate gives {W}, {U} or {C}, but then the Gate is gone: its
    # {W/U} ability can't use that mana. Outcomes: Forest {G} twice (tap, sacrifice),
    # the Gate tapped for {C} and then sacrificed for one of W, U, C.
    b = ml.Board()
    b.add("Forest")
    b.add("Squandered Resources")
    b.add("Mystic Gate")
    assert outcomes(b) == ["GGCC", "UGGC", "WGGC"]
    assert not b.can_pay("{W}{W}")
    assert maximal_brute(b) == outcomes(b)


def test_wild_growth_trigger_adds_an_additional_green() -> None:
    # "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    b = ml.Board()
    island = b.add("Island")
    b.add("Wild Growth", attached_to=island)
    assert outcomes(b) == ["UG"]
    assert b.can_pay("{U}{G}")


def test_mana_reflection_doubles_and_two_reflections_quadruple() -> None:
    # "If you tap a permanent for mana, it produces twice as much of that mana instead."
    # Two of them apply one after the other (616.1, 614.5): four times as much.
    b = ml.Board()
    b.add("Forest")
    b.add("Mana Reflection")
    assert outcomes(b) == ["GG"]
    b.add("Mana Reflection")
    assert outcomes(b) == ["GGGG"]
    assert summary(b)["G"] == 4


def test_mana_reflection_does_not_apply_to_pili_pala_untap_symbol() -> None:
    # 106.12: "tap for mana" means a mana ability with {T} in its cost; Pili-Pala's {Q}
    # ability is not one, so Mana Reflection doesn't double it (Forests are doubled).
    b = ml.Board()
    b.add("Pili-Pala", tapped=True)
    b.add("Forest")
    b.add("Mana Reflection")
    assert outcomes(b) == ["B", "GG", "R", "U", "W"]


def test_contamination_replaces_every_lands_mana() -> None:
    # "If a land is tapped for mana, it produces {B} instead of any other type and amount."
    b = ml.Board()
    b.add("Ancient Tomb")
    b.add("Forest")
    b.add("Contamination", controller="opponent")
    assert outcomes(b) == ["BB"]
    assert not b.can_pay("{G}")


# ----------------------------------------------------------------- mana_outcomes


def test_mana_outcomes_exact_maximal_totals() -> None:
    b = ml.Board()
    b.add("Tropical Island")
    b.add("Sol Ring")
    b.add("Forest")
    t = ml.mana_outcomes(b, "you")
    assert list(t.columns) == ["mana"]
    assert sorted(t["mana"]) == ["GGCC", "UGCC"]


def test_mana_outcomes_pool_only_and_empty_board() -> None:
    b = ml.Board()
    assert outcomes(b) == [""]
    b.add_mana("you", "RR")
    assert outcomes(b) == ["RR"]


def test_mana_outcomes_too_many_outcomes_above_the_limit() -> None:
    # three Birds of Paradise: every multiset of 3 of the 5 colors = C(7, 3) = 35 totals
    b = ml.Board()
    for _ in range(3):
        b.add("Birds of Paradise")
    assert len(outcomes(b)) == 35
    assert len(outcomes(b, limit=35)) == 35
    with pytest.raises(ml.TooManyOutcomes):
        ml.mana_outcomes(b, "you", limit=34)


# ----------------------------------------------------------------- can_pay: the symbols (107.4)


def test_can_pay_hybrid() -> None:
    b = ml.Board()
    b.add("Island")
    assert b.can_pay("{W/U}")
    assert not b.can_pay("{B/G}")
    assert not b.can_pay("{W/U}{W/U}")


def test_can_pay_monocolored_hybrid_two_generic_or_one_colored() -> None:
    # 107.4e: {2/W} is paid with {W} or with two mana of any type
    one = ml.Board()
    one.add("Forest")
    assert not one.can_pay("{2/W}")
    two = ml.Board()
    two.add("Forest")
    two.add("Forest")
    assert two.can_pay("{2/W}")
    plains = ml.Board()
    plains.add("Plains")
    assert plains.can_pay("{2/W}")


def test_can_pay_colorless_hybrid() -> None:
    # {C/W}: one colorless or one white (107.4, the colorless hybrid symbol)
    for land, ok in (("Wastes", True), ("Plains", True), ("Forest", False)):
        b = ml.Board()
        b.add(land)
        assert b.can_pay("{C/W}") is ok, land


def test_can_pay_colorless_symbol_needs_colorless_mana() -> None:
    # 107.4c: {C} is paid only with colorless mana
    b = ml.Board()
    b.add("Forest")
    b.add("Forest")
    assert b.can_pay("{2}")
    assert not b.can_pay("{C}")
    ring = ml.Board()
    ring.add("Sol Ring")
    assert ring.can_pay("{C}{C}")
    assert ring.can_pay("{2}")
    assert not ring.can_pay("{G}")


def test_can_pay_generic_and_x() -> None:
    # 107.3: {X} is given a value; 107.4b generic is paid with any type
    b = ml.Board()
    for _ in range(3):
        b.add("Forest")
    assert b.can_pay("{X}{G}", x=2)
    assert not b.can_pay("{X}{G}", x=3)
    assert b.can_pay("{X}{X}{G}", x=1)
    assert b.can_pay("{3}")
    assert not b.can_pay("{4}")


@pytest.mark.parametrize(("life", "ok"), [(20, True), (2, True), (1, False), (0, False)])
def test_can_pay_phyrexian_with_life(life: int, ok: bool) -> None:
    # 107.4f: {G/P} is paid with {G} or 2 life; 119.4: a player can pay life only if their
    # life total is at least the payment (paying 2 from 2 is allowed, from 1 it isn't)
    b = ml.Board()
    b.life("you", life)
    assert b.can_pay("{G/P}") is ok
    assert brute_can_pay(b.state, "you", "{G/P}") is ok
    b.add("Forest")
    assert b.can_pay("{G/P}")  # the Forest pays it
    assert b.can_pay("{G/P}{G/P}") is (life >= 2)


def test_can_pay_two_phyrexian_symbols_need_four_life() -> None:
    b = ml.Board()
    b.life("you", 3)
    assert not b.can_pay("{B/P}{B/P}")
    b.life("you", 4)
    assert b.can_pay("{B/P}{B/P}")


def test_can_pay_chooses_which_phyrexian_symbol_life_pays() -> None:
    # 107.4f: each Phyrexian symbol is paid with its color or 2 life, chosen symbol by
    # symbol: an Island and 2 life pay {U/P}{G/P} (life for {G/P}), in either order
    b = ml.Board()
    b.add("Island")
    b.life("you", 2)
    assert b.can_pay("{U/P}{G/P}")
    assert b.can_pay("{G/P}{U/P}")
    assert not b.can_pay("{G/P}{G/P}")


def test_can_pay_chooses_which_monocolored_hybrid_goes_generic() -> None:
    # 107.4e: {2/U}{2/W} with Plains and two Forests: {W} pays {2/W}, two Forests pay
    # {2/U} as generic; the symbols' order doesn't matter
    b = ml.Board()
    b.add("Plains")
    b.add("Forest")
    b.add("Forest")
    assert b.can_pay("{2/U}{2/W}")
    assert b.can_pay("{2/W}{2/U}")
    assert not b.can_pay("{2/U}{2/W}{2/G}")


@pytest.mark.parametrize(("life", "ok"), [(3, False), (4, True)])
def test_ancient_tomb_damage_comes_before_paying_phyrexian_life(life: int, ok: bool) -> None:
    # Ancient Tomb: "{T}: Add {C}{C}. This land deals 2 damage to you." Mana abilities
    # are activated before the cost is paid (601.2g-h), so at 3 life the damage leaves 1,
    # too little to pay 2 life for {G/P} (119.4).
    b = ml.Board()
    b.add("Ancient Tomb")
    b.life("you", life)
    assert b.can_pay("{C}{G/P}") is ok
    assert b.can_pay("{C}{C}")  # damage never stops paying mana


def test_painland_colored_mana_costs_a_life_for_phyrexian() -> None:
    # Adarkar Wastes: "{T}: Add {C}." or "{T}: Add {W} or {U}. This land deals 1 damage
    # to you." At 2 life, {W}{B/P} is out of reach; {C}{B/P} isn't.
    b = ml.Board()
    b.add("Adarkar Wastes")
    b.life("you", 2)
    assert not b.can_pay("{W}{B/P}")
    assert b.can_pay("{C}{B/P}")
    b.life("you", 3)
    assert b.can_pay("{W}{B/P}")


def test_mana_confluence_life_cost_needs_life() -> None:
    # "{T}, Pay 1 life: Add one mana of any color." (119.4: not with 0 life)
    b = ml.Board()
    b.add("Mana Confluence")
    b.life("you", 0)
    assert not b.can_pay("{R}")
    b.life("you", 1)
    assert b.can_pay("{R}")
    assert not b.can_pay("{R}{G/P}")
    b.life("you", 3)
    assert b.can_pay("{R}{G/P}")


def test_can_pay_counts_the_pool() -> None:
    b = ml.Board()
    b.add_mana("you", "U")
    b.add("Forest")
    assert b.can_pay("{G}{U}")
    assert not b.can_pay("{U}{U}")


# ----------------------------------------------------------------- spending restrictions (106.6)


def test_ancient_ziggurat_pays_only_creature_spells() -> None:
    # "Spend this mana only to cast a creature spell."
    b = ml.Board()
    b.add("Ancient Ziggurat")
    assert b.can_pay("{G}", spell="Grizzly Bears")
    assert b.can_pay("{1}{G}", spell=None) is False
    assert not b.can_pay("{R}", spell="Lightning Bolt")
    assert not b.can_pay("{G}")  # no spell: the mana's restriction can't be met
    assert summary(b)["WUBRG"] == 1  # the mana is there; only what it may pay is limited


def test_eldrazi_temple_restricted_two_for_colorless_eldrazi() -> None:
    # "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells ..."
    # Endless One is a colorless Eldrazi; Grizzly Bears isn't (then only {T}: Add {C}).
    b = ml.Board()
    b.add("Eldrazi Temple")
    assert b.can_pay("{2}", spell="Endless One")
    assert not b.can_pay("{2}", spell="Grizzly Bears")
    assert b.can_pay("{1}", spell="Grizzly Bears")
    assert not b.can_pay("{2}")


def test_restricted_mana_cannot_pay_the_two_generic_of_monocolored_hybrid() -> None:
    # {2/W} paid "with two generic" is still paying a cost: Eldrazi Temple's {C}{C} may
    # only pay for colorless Eldrazi (106.6); with no such spell only its other {C} is there
    b = ml.Board()
    b.add("Eldrazi Temple")
    assert not b.can_pay("{2/W}")
    assert b.can_pay("{2/W}", spell="Endless One")


# ----------------------------------------------------------------- payment_plan


PLANS = [
    (["Mystic Gate", "Plains", "Azorius Signet", "Forest"], "{U}{U}{W}"),
    (["Fetid Heath", "Swamp", "Treasure"], "{W}{W}{B/G}"),
    (["Forest", "Squandered Resources", "Llanowar Elves"], "{G}{G}{G}"),
    (["Forest", "Pulse of Llanowar", "Infernal Darkness", "Birds of Paradise"], "{W}{B}"),
    (["Pili-Pala", "Springleaf Drum", "Forest", "Forest"], "{W}{W}"),
    (["Pili-Pala@tapped", "Forest", "Forest", "Island"], "{U}{B}"),
    (["Gilded Lotus", "Golgari Signet", "Wastes"], "{B}{G}{R}{R}{R}"),
    (["Sol Ring", "Izzet Signet", "Island"], "{U}{R}{C}{1}"),
    (["Forest", "Forest", "Forest"], "{X}{G}"),
    (["Island", "Wild Growth>Island", "Mana Reflection"], "{U}{U}{G}"),
]


def _board(names: list[str]) -> ml.Board:
    b = ml.Board()
    for name in names:
        if name == "Treasure":
            b.create_token("Treasure")
        elif name.endswith("@tapped"):
            b.add(name.split("@")[0], tapped=True)
        elif ">" in name:
            aura, target = name.split(">")
            b.add(aura, attached_to=b.get(target))
        else:
            b.add(name)
    return b


@pytest.mark.parametrize(("names", "cost"), PLANS)
def test_payment_plan_rows_executed_in_order_really_pay(names: list[str], cost: str) -> None:
    # Each row is activated with Board.activate, its costs= and choices= (and order= of
    # replacement effects, 616.1); the pool then pays the cost: casting a spell with
    # exactly that cost succeeds (601.2h) without activating anything else.
    b = _board(names)
    x = 2 if "{X}" in cost else None
    assert b.can_pay(cost, x=x)
    plan = b.payment_plan(cost, x=x)
    assert {"permanent", "permanent_id", "ability", "adds", "costs", "choices",
            "order"} <= set(plan.columns)
    execute(b, plan)
    b.cast(probe(cost), x=x)


def test_payment_plan_empty_when_the_pool_pays() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.add("Forest")
    assert len(b.payment_plan("{G}{G}")) == 0


def test_payment_plan_raises_when_unpayable() -> None:
    b = ml.Board()
    b.add("Forest")
    with pytest.raises(ml.IllegalActionError):
        b.payment_plan("{U}")


def test_payment_plan_with_a_spell_restriction_pays_the_creature() -> None:
    b = ml.Board()
    b.add("Ancient Ziggurat")
    b.add("Forest")
    plan = b.payment_plan("{1}{G}", spell="Grizzly Bears")
    execute(b, plan)
    b.cast("Grizzly Bears")
    assert len(b.get("Grizzly Bears").name) > 0


def test_payment_plan_pays_phyrexian_with_life() -> None:
    b = ml.Board()
    b.add("Forest")
    plan = b.payment_plan("{G}{U/P}")
    execute(b, plan)
    b.cast(probe("{G}{U/P}"))
    assert b.life("you") == 18  # 2 life for {U/P} (107.4f)


# ----------------------------------------------------------------- tapping and untapping (107.6)


def test_springleaf_drum_taps_pili_pala_which_untaps_itself() -> None:
    # Springleaf Drum taps the untapped Pili-Pala for its cost (a creature that's not
    # tapped for mana itself, 106.12); Pili-Pala, now tapped, may pay {2} and {Q} (107.6)
    # with the Forests' mana: two mana of any colors in all.
    b = ml.Board()
    b.add("Pili-Pala")
    b.add("Springleaf Drum")
    b.add("Forest")
    b.add("Forest")
    assert b.can_pay("{W}{U}")
    assert b.can_pay("{W}{G}{G}")
    assert not b.can_pay("{W}{U}{G}")
    assert summary(b)["W"] == 2
    assert outcomes(b) == maximal_brute(b)
    assert "WU" in outcomes(b) and "WGG" in outcomes(b)


LOOPER = ml.Card.from_text(name="Looping Elf", mana_cost="{1}{G}", type_line="Creature — Elf",
                           oracle_text="{Q}: Add {G}{G}.", power="1", toughness="1")
TAPPER = ml.Card.from_text(name="Tapping Engine", mana_cost="{2}", type_line="Artifact",
                           oracle_text="Tap an untapped creature you control: Add {C}.")
NET_ZERO = ml.Card.from_text(name="Balanced Elf", mana_cost="{1}{G}",
                             type_line="Creature — Elf", oracle_text="{2}, {Q}: Add {G}.",
                             power="1", toughness="1")


@pytest.mark.parametrize("tapped", [True, False])
def test_unbounded_mana_loop_is_detected(tapped: bool) -> None:
    # {Q}: untap the Elf for {G}{G}; tap it again for the Engine's {C}: every round adds
    # three mana without end, whichever status the Elf starts in.
    b = ml.Board()
    b.add(LOOPER, tapped=tapped)
    b.add(TAPPER)
    with pytest.raises(ml.UnboundedMana):
        ml.mana_outcomes(b, "you")
    with pytest.raises(ml.UnboundedMana):
        ml.mana_summary(b, "you")
    with pytest.raises(ml.UnboundedMana):
        b.can_pay("{G}")


def test_bounded_look_alike_net_zero_does_not_raise() -> None:
    # {2}, {Q}: Add {G} with the Engine's {C}: each round pays two and makes two, so the
    # amount never grows (it only changes colors): bounded, answered exactly.
    b = ml.Board()
    b.add(NET_ZERO, tapped=True)
    b.add(TAPPER)
    b.add("Forest")
    b.add("Island")
    assert outcomes(b) == ["GC", "UG"] == maximal_brute(b)
    assert b.can_pay("{G}{C}")
    assert not b.can_pay("{G}{G}")
    execute(b, b.payment_plan("{G}{C}"))
    b.cast(probe("{G}{C}"))


def test_pili_pala_with_grand_architect_is_not_a_loop_unless_blue() -> None:
    # Grand Architect taps a *blue* creature; Pili-Pala is colorless, so nothing loops.
    # The Architect may tap itself (its cost has no {T}, so 302.6 doesn't apply), and
    # its {C}{C} may pay Pili-Pala's {2}: an ability of an artifact (106.6). So Pili-Pala
    # untaps once for one mana of any color, paid with {C}{C}, {G}{C} or {G}{G}.
    b = ml.Board()
    b.add("Pili-Pala", tapped=True)
    b.add("Grand Architect")
    b.add("Forest")
    b.add("Forest")
    pools = {ml.Mana("GGCC")} | {ml.Mana(c + rest) for c in "WUBRG"
                                  for rest in ("CC", "GC", "GG")}
    expect = sorted(str(p) for p in pools if not any(q != p and q >= p for q in pools))
    assert "GGG" in expect and "GCC" not in expect  # {G}{C}{C} is less than {G}{G}{C}{C}
    assert outcomes(b) == expect
    assert outcomes(b) == maximal_brute(b)


def test_architect_mana_cant_pay_a_creature_ability_cr_106_6() -> None:
    # "Spend this mana only to cast artifact spells or activate abilities of artifacts":
    # a (non-artifact) creature's {2}, {Q} ability can't be paid with it, so no loop.
    elf = ml.Card.from_text(name="Test Blue Elf", mana_cost="{U}",
                            type_line="Creature — Elf", power="1", toughness="1",
                            oracle_text="{2}, {Q}: Add one mana of any color.")
    b = ml.Board()
    b.add(elf, tapped=True)
    architect = b.add("Grand Architect")
    assert outcomes(b) == ["CC"]
    b.activate(architect, 2, costs={"tap": architect})
    assert not b.can_activate(b.permanents.iloc[0]["id"], 0)


def test_architect_mana_pays_an_artifact_ability_cr_106_6() -> None:
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    architect = b.add("Grand Architect")
    b.activate(architect, 2, costs={"tap": architect})
    assert b.activate(pili, 1, choices=["W"]).mana == "W"


def test_mana_of_the_opponent_is_theirs() -> None:
    b = ml.Board()
    b.add("Forest", controller="opponent")
    b.add("Island")
    assert outcomes(b, "opponent") == ["G"]
    assert not b.can_pay("{G}", player="you")
    assert b.can_pay("{G}", player="opponent")


# ----------------------------------------------------------------- against the brute force


CATALOGUE = [
    "Forest", "Plains", "Island", "Swamp", "Wastes", "Tropical Island", "Underground Sea",
    "Birds of Paradise", "City of Brass", "Sol Ring", "Gilded Lotus", "Mystic Gate",
    "Fetid Heath", "Azorius Signet", "Golgari Signet", "Pili-Pala@tapped", "Pili-Pala",
    "Springleaf Drum", "Llanowar Elves", "Treasure", "Squandered Resources",
    "Mana Reflection", "Wild Growth", "Ancient Tomb", "Reflecting Pool", "Ancient Ziggurat",
    "Eldrazi Temple", "Heritage Druid", "Adarkar Wastes", "Mana Confluence",
]
LANDS = {"Forest", "Plains", "Island", "Swamp", "Wastes", "Tropical Island", "Underground Sea",
         "City of Brass", "Mystic Gate", "Fetid Heath", "Ancient Tomb", "Reflecting Pool",
         "Ancient Ziggurat", "Eldrazi Temple", "Adarkar Wastes", "Mana Confluence"}


def _random_board(names: list[str], life: int) -> ml.Board:
    b = ml.Board()
    b.life("you", life)
    lands = []
    for name in names:
        if name == "Treasure":
            b.create_token("Treasure")
        elif name == "Wild Growth":
            if lands:
                b.add("Wild Growth", attached_to=lands[0])
        elif name == "Pili-Pala@tapped":
            b.add("Pili-Pala", tapped=True)
        else:
            p = b.add(name)
            if name in LANDS:
                lands.append(p)
    return b


boards = st.tuples(st.lists(st.sampled_from(CATALOGUE), min_size=1, max_size=5),
                   st.sampled_from([20, 4, 3, 2, 1]))
SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{B/G}",
           "{2/W}", "{2/U}", "{G/P}", "{U/P}", "{C/G}"]
costs = st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4).map("".join)
SETTINGS = settings(deadline=None, max_examples=40,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(boards)
def test_property_mana_summary_equals_brute_force(board: tuple[list[str], int]) -> None:
    b = _random_board(*board)
    expect = {"".join(t for t in TYPES if t in k): v
              for k, v in brute_summary(b.state, "you").items()}
    assert summary(b) == expect


@SETTINGS
@given(boards, st.lists(costs, min_size=1, max_size=4),
       st.sampled_from([None, "Grizzly Bears", "Lightning Bolt", "Endless One"]))
def test_property_can_pay_equals_brute_force(board: tuple[list[str], int], cs: list[str],
                                             spell: str | None) -> None:
    b = _random_board(*board)
    card = ml.card(spell) if spell else None
    for cost in cs:
        assert b.can_pay(cost, spell=spell) == brute_can_pay(b.state, "you", cost,
                                                             spell=card), cost


@SETTINGS
@given(boards)
def test_property_mana_outcomes_equal_maximal_brute_force_pools(
        board: tuple[list[str], int]) -> None:
    b = _random_board(*board)
    assert outcomes(b) == maximal_brute(b)


FILTER_BOARDS = st.tuples(
    st.lists(st.sampled_from(["Forest", "Plains", "Island", "Wastes", "Sol Ring",
                              "Birds of Paradise", "Mana Confluence", "Mystic Gate",
                              "Fetid Heath", "Azorius Signet", "Golgari Signet"]),
             min_size=2, max_size=6),
    st.sampled_from([20, 3, 1]))
LONG_COSTS = st.lists(st.sampled_from(SYMBOLS), min_size=2, max_size=8).map("".join)


@SETTINGS
@given(FILTER_BOARDS, st.lists(LONG_COSTS, min_size=1, max_size=4))
def test_property_can_pay_with_filters_equals_brute_force(board: tuple[list[str], int],
                                                          cs: list[str]) -> None:
    # Filters pay their cost from other mana (605.1a, 601.2h) and Phyrexian symbols are
    # paid with life while Mana Confluence costs life too (107.4f, 119.4): the quick
    # answers before the integer programme must agree with trying every activation.
    b = _random_board(*board)
    for cost in cs:
        assert b.can_pay(cost) == brute_can_pay(b.state, "you", cost), cost


def test_payment_plan_says_which_mana_pays_a_filter_cost_601_2h() -> None:
    # Plains with Wild Growth adds {W}{G} at once (605.1b); Golgari Signet's {1} must be
    # paid with the {G} to keep {W} for the cost: the player chooses which mana pays
    # (601.2h), and the plan says so with costs={"mana": "G"}.
    b = ml.Board()
    plains = b.add("Plains")
    b.add("Wild Growth", attached_to=plains)
    b.add("Golgari Signet")
    assert b.can_pay("{W}{B}")
    plan = b.payment_plan("{W}{B}")
    signet = plan[plan["permanent"] == "Golgari Signet"].iloc[0]
    assert signet["costs"] == {"mana": "G"}
    execute(b, plan)
    b.cast(probe("{W}{B}"))


@settings(deadline=None, max_examples=15, suppress_health_check=[HealthCheck.too_slow])
@given(boards, costs)
def test_property_payment_plans_execute(board: tuple[list[str], int], cost: str) -> None:
    b = _random_board(*board)
    if not b.can_pay(cost):
        with pytest.raises(ml.IllegalActionError):
            b.payment_plan(cost)
        return
    plan = b.payment_plan(cost)
    execute(b, plan)
    b.cast(probe(cost))


def test_trigger_mana_comes_without_the_sources_restriction_mana_flare_ruling() -> None:
    # Ancient Ziggurat's mana may only cast creature spells; the extra mana Mana Flare
    # adds comes with no restrictions or riders (the official Mana Flare ruling; 106.6).
    b = ml.Board()
    b.add("Ancient Ziggurat")
    b.add("Mana Flare")
    assert b.can_pay("{R}", spell="Lightning Bolt")  # Mana Flare's {R}
    assert not b.can_pay("{R}{R}", spell="Lightning Bolt")  # not the Ziggurat's
    assert b.can_pay("{R}{R}", spell="Grizzly Bears")
    assert b.can_pay("{R}", spell="Lightning Bolt") == brute_can_pay(
        b.state, "you", "{R}", spell=ml.card("Lightning Bolt"))
    execute(b, b.payment_plan("{R}", spell="Lightning Bolt"))
    assert "R" in b.mana_pool("you")


def test_a_blue_pili_pala_with_grand_architect_is_unbounded_cr_106_6() -> None:
    # A blue artifact creature with Pili-Pala's ability: Grand Architect taps it for
    # {C}{C}, which may pay its {2} (an artifact's ability), and {Q} untaps it, adding
    # a colored mana each time: a loop without end.
    pala = ml.Card.from_text(name="Test Blue Pala", mana_cost="{2}{U}",
                             type_line="Artifact Creature — Scarecrow", power=1, toughness=1,
                             oracle_text="{2}, {Q}: Add one mana of any color.")
    b = ml.Board()
    b.add(pala, tapped=True)
    b.add("Grand Architect")
    with pytest.raises(ml.UnboundedMana):
        ml.mana_outcomes(b, "you")
