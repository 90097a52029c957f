"""Available mana counts mana abilities whose costs take cards, energy or counters
(CR 118.3, 605.1a), exactly, through ``Board.can_pay``, ``ml.mana_summary``,
``ml.mana_outcomes`` and ``Board.payment_plan``; the brute force that tries every
activation order agrees. Forage takes three graveyard cards or a Food (701.61a).

What each cost uses up: "Discard a card" a card of the hand (701.9), "Discard your hand"
whatever is left of it (701.9b: Lion's Eye Diamond, after the Spirit Guides), "Exile this
card from your hand" that card (113.6m), "Exile a card from your graveyard" a graveyard
card, "Mill a card" the library's top card (701.17), "Pay {E}" energy (107.14), "Remove a
counter" a counter (an X of them: every legal X, 107.3a), "Put a -0/-1 counter" nothing
but the once-each-turn activation (602.5b: Wall of Roots, which has no {T} and so works
tapped, 302.6 aside). A card discarded or a nontoken permanent sacrificed goes to the
graveyard, where a later cost may exile it (701.9a, 701.21a); a permanent returned to
its owner's hand is a card there a later cost may discard.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab.analysis.bruteforce import brute_can_pay, brute_summary, reachable_pools

TYPES = "WUBRGC"


def _card(name: str, type_line: str, text: str) -> ml.Card:
    creature = "Creature" in type_line
    return ml.Card.from_text(name=name, type_line=type_line, oracle_text=text,
                             power="1" if creature else None,
                             toughness="1" if creature else None)


FAMILIAR = _card("Grave Familiar", "Creature — Imp", "Discard a card: Add {B}.")
TENDER = _card("Ash Tender", "Creature — Elemental",
               "Exile a card from your graveyard: Add {C}.")
EATER = _card("Page Eater", "Artifact Creature — Construct", "{T}, Mill a card: Add {C}.")
IMP = _card("Ember Imp", "Creature — Imp",
            "{R}, Return Ember Imp to its owner's hand: Add {C}{C}{R}.")
PRISM = _card("Charge Prism", "Artifact",
              "Remove a charge counter from Charge Prism: Add one mana of any color.")
VAULT = _card("Deep Vault", "Land", "{T}, Remove any number of storage counters from Deep "
              "Vault: Add {B} for each storage counter removed this way.")
CONDUIT = _card("Spark Conduit", "Artifact", "{T}, Pay {E}{E}: Add two mana of any one color.")
FORAGER = _card("Test Forager", "Creature — Raccoon", "{T}, Forage: Add one mana of any color.")


def summary(b: ml.Board) -> dict[str, int]:
    t = ml.mana_summary(b, "you")
    return dict(zip(t["types"], t["max"], strict=True))


def execute(b: ml.Board, plan: pd.DataFrame) -> None:
    for row in plan.to_dict("records"):
        b.activate(row["permanent_id"], row["ability"], choices=row["choices"],
                   costs=row["costs"], order=row["order"],
                   x=None if pd.isna(row["x"]) else int(row["x"]))


def probe(cost: str) -> ml.Card:
    return ml.Card.from_text(name="Cost Probe", mana_cost=cost, type_line="Artifact",
                             oracle_text="")


def test_lions_eye_diamond_three_of_one_color_cr_701_9b() -> None:
    b = ml.Board()
    b.add("Lion's Eye Diamond")
    assert b.can_pay("{U}{U}{U}") and not b.can_pay("{W}{U}")
    assert summary(b)["W"] == 3 and summary(b)["WUBRG"] == 3 and summary(b)["C"] == 0


def test_spirit_guides_before_the_diamond_discards_the_hand_cr_113_6m_701_9b() -> None:
    # mana abilities are activated in any order (605.3a): the guides first, the diamond
    # (which discards what is left of the hand) last
    b = ml.Board()
    b.add("Lion's Eye Diamond")
    b.add("Simian Spirit Guide", zone="hand")
    b.add("Elvish Spirit Guide", zone="hand")
    b.add("Forest", zone="hand")
    assert b.can_pay("{R}{G}{B}{B}{B}")
    assert not b.can_pay("{R}{G}{G}{B}{B}{B}")
    plan = b.payment_plan("{R}{G}{B}{B}{B}")
    assert list(plan["permanent"])[-1] == "Lion's Eye Diamond"
    assert list(plan["zone"]).count("hand") == 2  # the guides, from the hand
    execute(b, plan)
    b.cast(probe("{R}{G}{B}{B}{B}"))
    assert len(b.hand("you")) == 0


def test_discard_a_card_as_often_as_there_are_cards_cr_701_9a() -> None:
    b = ml.Board()
    b.add(FAMILIAR)
    assert not b.can_pay("{B}")  # an empty hand: nothing to discard (118.3)
    b.add("Forest", zone="hand")
    b.add("Island", zone="hand")
    assert b.can_pay("{B}{B}") and not b.can_pay("{B}{B}{B}")
    assert summary(b)["B"] == 2


def test_a_discarded_guide_makes_no_mana_of_its_own_cr_113_6m() -> None:
    # the hand holds a Simian Spirit Guide and a Forest: the familiar discards the
    # Forest and the guide exiles itself ({B}{R}), but three mana would need three cards
    b = ml.Board()
    b.add(FAMILIAR)
    b.add("Simian Spirit Guide", zone="hand")
    b.add("Forest", zone="hand")
    assert b.can_pay("{B}{R}")
    assert b.can_pay("{B}{B}")
    assert not b.can_pay("{B}{B}{R}")
    plan = b.payment_plan("{B}{R}")
    execute(b, plan)
    b.cast(probe("{B}{R}"))


def test_exile_from_the_graveyard_uses_what_discards_put_there_cr_701_9a_406() -> None:
    b = ml.Board()
    b.add(TENDER)
    b.add(FAMILIAR)
    b.add("Forest", zone="hand")
    # the graveyard is empty until the Forest is discarded; then it can be exiled
    assert b.can_pay("{B}{C}")
    assert not b.can_pay("{C}{C}")
    assert not b.can_pay("{B}{C}{C}")
    assert b.can_pay("{B}{C}") == brute_can_pay(b.state, "you", "{B}{C}")


def test_the_diamond_fills_the_graveyard_for_the_tender_cr_701_9b_701_21a() -> None:
    b = ml.Board()
    b.add(TENDER)
    b.add("Lion's Eye Diamond")
    b.add("Forest", zone="hand")
    b.add("Island", zone="hand")
    # the diamond is sacrificed and the hand discarded: three graveyard cards
    assert b.can_pay("{G}{G}{G}{C}{C}{C}")
    assert not b.can_pay("{G}{G}{G}{C}{C}{C}{C}")
    plan = b.payment_plan("{G}{G}{G}{C}{C}{C}")
    execute(b, plan)
    b.cast(probe("{G}{G}{G}{C}{C}{C}"))


def test_mill_needs_a_card_in_the_library_cr_701_17b() -> None:
    b = ml.Board()
    b.add(EATER)
    assert not b.can_pay("{C}")
    b.add("Forest", zone="library")
    assert b.can_pay("{C}")
    b.add(EATER)
    assert not b.can_pay("{C}{C}")  # one card to mill for two eaters
    b.add("Island", zone="library")
    assert b.can_pay("{C}{C}")


def test_a_returned_creature_is_a_card_to_discard_cr_118_3_400_7() -> None:
    b = ml.Board()
    b.add(IMP)
    b.add(FAMILIAR)
    b.add("Mountain")
    assert b.can_pay("{C}{C}{R}")  # the Mountain pays the imp's {R}
    assert b.can_pay("{C}{C}{R}{B}")  # then the imp, now in the hand, is discarded
    assert not b.can_pay("{C}{C}{R}{B}{B}")
    assert b.can_pay("{C}{C}{R}{B}") == brute_can_pay(b.state, "you", "{C}{C}{R}{B}")


def test_energy_pays_as_far_as_it_goes_cr_107_14() -> None:
    b = ml.Board()
    b.add("Aether Hub")
    b.add("Aether Hub")
    assert b.can_pay("{C}{C}") and not b.can_pay("{W}")  # no energy: {C} each
    b.add_counters("you", "energy", 1)
    assert b.can_pay("{W}{C}") and not b.can_pay("{W}{U}")
    b.add_counters("you", "energy", 1)
    assert b.can_pay("{W}{U}")
    b.add(CONDUIT)  # {E}{E} more: two of one color
    assert not b.can_pay("{W}{U}{G}{G}")
    b.add_counters("you", "energy", 2)
    assert b.can_pay("{W}{U}{G}{G}")
    plan = b.payment_plan("{W}{U}{G}{G}")
    execute(b, plan)
    b.cast(probe("{W}{U}{G}{G}"))
    assert b.state.player("you").counter("energy") == 0


def test_wall_of_roots_once_each_turn_even_tapped_cr_602_5b_302_6() -> None:
    b = ml.Board()
    b.add("Wall of Roots", tapped=True, controlled_since_turn_start=False)
    assert b.can_pay("{G}") and not b.can_pay("{G}{G}")
    b.add("Forest")
    assert b.can_pay("{G}{G}")
    plan = b.payment_plan("{G}{G}")
    execute(b, plan)
    b.cast(probe("{G}{G}"))


def test_forage_three_graveyard_cards_or_a_food_cr_701_61a() -> None:
    b = ml.Board()
    b.add(FORAGER)
    b.add(FORAGER)
    assert not b.can_pay("{G}")
    b.create_token("Food")
    assert b.can_pay("{G}") and not b.can_pay("{G}{U}")
    for _ in range(3):
        b.add("Plains", zone="graveyard")
    assert b.can_pay("{G}{U}")  # one forages the Food, the other three cards
    plan = b.payment_plan("{G}{U}")
    execute(b, plan)
    b.cast(probe("{G}{U}"))
    assert len(b.graveyard("you")) == 0
    b = ml.Board()
    b.add(FORAGER)
    b.add(FORAGER)
    for _ in range(5):
        b.add("Plains", zone="graveyard")
    assert b.can_pay("{G}") and not b.can_pay("{G}{U}")  # five cards: one forage


def test_remove_counters_once_each_counter_cr_118_3() -> None:
    b = ml.Board()
    b.add(PRISM, counters={"charge": 2})
    assert b.can_pay("{W}{U}") and not b.can_pay("{W}{U}{B}")
    assert summary(b)["WUBRG"] == 2


def test_remove_any_number_of_storage_counters_every_x_cr_107_3a() -> None:
    b = ml.Board()
    vault = b.add(VAULT, counters={"storage": 3})
    assert b.can_pay("{B}{B}{B}") and not b.can_pay("{B}{B}{B}{B}")
    assert sorted(ml.mana_outcomes(b, "you")["mana"]) == ["BBB"]
    plan = b.payment_plan("{B}{B}")
    [x] = list(plan["x"])  # one activation removing two or three counters
    assert x in (2, 3)
    execute(b, plan)
    b.cast(probe("{B}{B}"))
    assert b.counters(vault).get("storage", 0) == 3 - x


CARDS: dict[str, Any] = {
    "Grave Familiar": FAMILIAR, "Ash Tender": TENDER, "Page Eater": EATER, "Ember Imp": IMP,
    "Charge Prism": PRISM, "Deep Vault": VAULT, "Spark Conduit": CONDUIT,
    "Test Forager": FORAGER}
BATTLEFIELD = ["Lion's Eye Diamond", "Aether Hub", "Wall of Roots", "Forest", "Mountain",
               "Grave Familiar", "Ash Tender", "Page Eater", "Ember Imp", "Charge Prism",
               "Deep Vault", "Spark Conduit", "Treasure", "Test Forager", "Food"]
HAND = ["Simian Spirit Guide", "Elvish Spirit Guide", "Island"]


def _board(field: list[str], hand: list[str], yard: int, library: int, energy: int) -> ml.Board:
    b = ml.Board()
    for name in field:
        if name in ("Treasure", "Food"):
            b.create_token(name)
        elif name == "Charge Prism":
            b.add(PRISM, counters={"charge": 2})
        elif name == "Deep Vault":
            b.add(VAULT, counters={"storage": 2})
        else:
            b.add(CARDS.get(name, name))
    for name in hand:
        b.add(name, zone="hand")
    for _ in range(yard):
        b.add("Plains", zone="graveyard")
    for _ in range(library):
        b.add("Swamp", zone="library")
    if energy:
        b.add_counters("you", "energy", energy)
    return b


BOARDS = st.tuples(st.lists(st.sampled_from(BATTLEFIELD), min_size=1, max_size=4),
                   st.lists(st.sampled_from(HAND), max_size=2),
                   st.integers(0, 3), st.integers(0, 1), st.integers(0, 3))
COSTS = st.lists(st.sampled_from(["{B}", "{R}", "{G}", "{C}", "{1}", "{W/U}", "{2}"]),
                 min_size=1, max_size=5).map("".join)
SETTINGS = settings(deadline=None, max_examples=40,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(BOARDS, st.lists(COSTS, min_size=1, max_size=3))
def test_property_can_pay_equals_brute_force_cr_118_3(board: Any, costs: list[str]) -> None:
    b = _board(*board)
    for cost in costs:
        assert b.can_pay(cost) == brute_can_pay(b.state, "you", cost), cost


@SETTINGS
@given(BOARDS)
def test_property_summary_and_outcomes_equal_brute_force_cr_118_3(board: Any) -> None:
    b = _board(*board)
    expect = {"".join(t for t in TYPES if t in k): v
              for k, v in brute_summary(b.state, "you").items()}
    assert summary(b) == expect
    pools = {p for p, _life in reachable_pools(b.state, "you")}
    maximal = sorted(str(p) for p in pools if not any(q != p and q >= p for q in pools))
    assert sorted(ml.mana_outcomes(b, "you")["mana"]) == maximal


SMALL_BOARDS = st.tuples(st.lists(st.sampled_from(BATTLEFIELD), min_size=1, max_size=3),
                         st.lists(st.sampled_from(HAND), max_size=2),
                         st.integers(0, 1), st.integers(0, 1), st.integers(0, 3))


@settings(deadline=None, max_examples=20, suppress_health_check=[HealthCheck.too_slow])
@given(SMALL_BOARDS, COSTS)
def test_property_payment_plans_execute_cr_601_2g_h(board: Any, cost: str) -> None:
    b = _board(*board)
    if not b.can_pay(cost):
        return
    execute(b, b.payment_plan(cost))
    b.cast(probe(cost))
