"""Costs that need a hand, a library, a graveyard, energy or counters (CR 118, 602.2b).

Each player has a hand, a library and a graveyard, and exile is shared (400.1); set-up
puts cards there (``b.add(name, zone=...)``) and ``b.hand``, ``b.library``, ``b.exile``
and ``b.graveyard`` show them. Costs that choose cards take them as
``costs={"discard": card, "exile": card, ...}``; a cost with one legal choice needs none.
"""

from __future__ import annotations

import pytest

import mtglab as ml

ZONE_CARDS = ml.Card.from_text(
    name="Test Relic", mana_cost="{1}", type_line="Artifact",
    oracle_text=("Discard a land card: Add {R}.\n"
                 "Exile a card from your graveyard: Add {B}.\n"
                 "Mill two cards: Add {U}.\n"
                 "Return a land you control to its owner's hand: Add {G}.\n"
                 "{T}, Exert Test Relic: Add {W}."))


def test_set_up_puts_cards_in_each_zone_cr_400_1() -> None:
    b = ml.Board()
    c = b.add("Forest", zone="hand")
    b.add("Island", zone="library")
    b.add("Swamp", zone="library")  # on top
    b.add("Plains", zone="graveyard", owner="opponent")
    b.add("Lightning Bolt", zone="exile")
    assert list(b.hand("you")["name"]) == ["Forest"] and b.hand("you")["id"][0] == c.id
    assert list(b.library("you")["name"]) == ["Swamp", "Island"]
    assert list(b.graveyard("opponent")["name"]) == ["Plains"]
    assert list(b.exile["name"]) == ["Lightning Bolt"]
    assert len(b) == 0  # nothing is on the battlefield


def test_zones_survive_a_board_file_round_trip() -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    b.add("Island", zone="library")
    b.add_counters("you", "energy", 2)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.to_yaml() == b.to_yaml()
    assert again.player_counters("you") == {"energy": 2}


def test_lions_eye_diamond_discards_the_hand_even_an_empty_one_cr_118_3() -> None:
    b = ml.Board()
    led = b.add("Lion's Eye Diamond")
    assert b.can_activate(led, 0)  # "discard your hand" can be paid with no cards
    b.add("Forest", zone="hand")
    b.add("Island", zone="hand")
    r = b.activate(led, 0, choices=["R"])
    assert r.mana == "RRR"
    assert b.hand("you").empty
    assert set(b.graveyard("you")["name"]) == {"Forest", "Island", "Lion's Eye Diamond"}


def test_discard_a_land_card_needs_one_cr_701_9() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    b.add("Lightning Bolt", zone="hand")
    assert not b.can_activate(relic, 0)
    assert "701.9" in b.activation_problems(relic, 0)[0]
    forest = b.add("Forest", zone="hand")
    assert b.activate(relic, 0).mana == "R"  # the only land card: no choice needed
    assert list(b.graveyard("you")["name"]) == ["Forest"]
    assert forest.id not in set(b.hand("you")["id"])


def test_which_card_to_discard_is_a_choice_when_several_fit_cr_601_2h() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    b.add("Forest", zone="hand")
    island = b.add("Island", zone="hand")
    with pytest.raises(ml.ChoiceRequired):
        b.activate(relic, 0)
    b.activate(relic, 0, costs={"discard": island})
    assert list(b.hand("you")["name"]) == ["Forest"]


def test_exile_a_card_from_your_graveyard_cr_118_3() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    assert not b.can_activate(relic, 1)
    b.add("Grizzly Bears", zone="graveyard")
    assert b.activate(relic, 1).mana == "B"
    assert list(b.exile["name"]) == ["Grizzly Bears"] and b.graveyard("you").empty


def test_mill_needs_that_many_cards_in_the_library_cr_701_17b() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    b.add("Island", zone="library")
    assert any("701.17b" in p for p in b.activation_problems(relic, 2))
    b.add("Swamp", zone="library")
    assert b.activate(relic, 2).mana == "U"
    assert b.library("you").empty and len(b.graveyard("you")) == 2


def test_return_a_land_to_its_owners_hand_cr_118_3() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    assert not b.can_activate(relic, 3)
    b.add("Forest")
    assert b.activate(relic, 3).mana == "G"
    assert list(b.hand("you")["name"]) == ["Forest"]


def test_exert_keeps_it_from_untapping_next_untap_step_cr_701_43a() -> None:
    b = ml.Board()
    relic = b.add(ZONE_CARDS)
    assert b.activate(relic, 4).mana == "W"
    b.pass_turn()
    b.pass_turn()  # back to you: its untap step skipped it
    assert b.is_tapped(relic)


def test_aether_hub_pays_energy_cr_107_14() -> None:
    b = ml.Board()
    hub = b.add("Aether Hub")
    assert any("107.14" in p for p in b.activation_problems(hub, "{T}, Pay {E}"))
    b.add_counters("you", "energy", 1)
    assert b.activate(hub, "{T}, Pay {E}", choices=["U"]).mana == "U"
    assert b.player_counters("you") == {}


def test_wall_of_roots_puts_a_counter_as_its_cost_once_each_turn_cr_602_5b() -> None:
    b = ml.Board()
    wall = b.add("Wall of Roots", controlled_since_turn_start=False)
    # no {T} in the cost: summoning sickness doesn't matter (302.6)
    assert b.activate(wall, "Put a -0/-1").mana == "G"
    assert b.counters(wall) == {"-0/-1": 1}
    assert any("602.5b" in p for p in b.activation_problems(wall, "Put a -0/-1"))


def test_counters_put_as_a_cost_are_not_put_by_an_effect_cr_118_3_602_2b() -> None:
    # Doubling Season: "If an effect would put one or more counters": a cost is not an
    # effect (118.3, 602.2b), so the -0/-1 counter of Wall of Roots' cost stays one
    b = ml.Board()
    b.add("Doubling Season")
    wall = b.add("Wall of Roots")
    b.activate(wall, "Put a -0/-1")
    assert b.counters(wall) == {"-0/-1": 1}
    assert any("602.2b" in r for r in b.log["rule"])


def test_counters_you_put_as_a_cost_are_doubled_cr_614_16() -> None:
    # Vorinclex: "If you would put one or more counters": you, however (614.16)
    b = ml.Board()
    b.add("Vorinclex, Monstrous Raider")
    wall = b.add("Wall of Roots")
    b.activate(wall, "Put a -0/-1")
    assert b.counters(wall) == {"-0/-1": 2}


def test_a_spirit_guide_on_the_battlefield_cant_exile_itself_from_hand_cr_113_6m() -> None:
    b = ml.Board()
    guide = b.add("Elvish Spirit Guide")
    problems = b.activation_problems(guide, 0)
    assert len(problems) == 1 and "113.6" in problems[0]


def test_a_spirit_guide_in_hand_exiles_itself_for_mana_cr_113_6m() -> None:
    # "Exile Elvish Spirit Guide from your hand: Add {G}": it functions in the hand only
    b = ml.Board()
    guide = b.add("Elvish Spirit Guide", zone="hand")
    assert b.activation_problems(guide, 0) == []
    r = b.activate(guide, 0)
    assert r.mana == "G" and b.mana_pool("you") == "G"
    assert b.hand("you").empty and list(b.exile["name"]) == ["Elvish Spirit Guide"]
    assert len(b) == 0  # nothing of it stays on the battlefield


def test_abilities_that_dont_move_the_card_dont_function_in_hand_cr_113_6() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", zone="hand")
    problems = b.activation_problems(elves, 0)
    assert "113.6" in problems[0]
    with pytest.raises(ml.IllegalActionError):
        b.activate(elves, 0)
