"""The tap and untap symbols and "summoning sickness" (CR 107.5, 107.6, 302.6, 702.10c).

Each sentence of the seed document about {T}, {Q} and 302.6 is tested here through the
public board API, together with the official rulings in ../shared/research/cards.md
(Raging Ravine, Tezzeret, Cruel Captain) and the CR notes on Springleaf Drum and Pili-Pala.
"""

from __future__ import annotations

import pytest

import mtglab as ml

SICK = "302.6"


def _cites(problems: list[str], rule: str) -> bool:
    return any(rule in p for p in problems)


# ---------------------------------------------------------------------------- {T}: 107.5


def test_tap_symbol_means_tap_this_permanent_cr_107_5() -> None:
    # "The tap symbol in an activation cost means 'Tap this permanent.'"
    b = ml.Board()
    sol = b.add("Sol Ring")
    other = b.add("Sol Ring")
    r = b.activate(sol, 0)
    assert r.mana == "CC"
    assert b.is_tapped(sol)
    assert not b.is_tapped(other)  # only *this* permanent is tapped


def test_tapped_permanent_cant_pay_tap_cost_cr_107_5() -> None:
    # "A permanent that's already tapped can't be tapped again to pay the cost."
    b = ml.Board()
    forest = b.add("Forest", tapped=True)
    problems = b.activation_problems(forest, 0)
    assert not b.can_activate(forest, 0)
    assert _cites(problems, "107.5")
    with pytest.raises(ml.IllegalActionError, match=r"107\.5"):
        b.activate(forest, 0)


def test_tap_cost_can_be_paid_only_once_cr_107_5() -> None:
    b = ml.Board()
    sol = b.add("Sol Ring")
    b.activate(sol, 0)
    assert not b.can_activate(sol, 0)
    with pytest.raises(ml.IllegalActionError):
        b.activate(sol, 0)
    assert b.mana_pool("you") == "CC"  # the failed second activation added nothing


def test_failed_tap_activation_changes_nothing_cr_107_5() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", tapped=True)
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError):
        b.activate(elves, 0)
    assert b.to_yaml() == before


# ---------------------------------------------------------------------------- {Q}: 107.6


def test_untap_symbol_means_untap_this_permanent_cr_107_6() -> None:
    # "The untap symbol in an activation cost means 'Untap this permanent.'"
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    b.add_mana("you", "CC")
    r = b.activate(pili, "{2}, {Q}", choices=["U"])
    assert r.mana == "U"
    assert not b.is_tapped(pili)
    assert b.mana_pool("you") == "U"  # {2} was paid from the pool


def test_untapped_permanent_cant_pay_untap_cost_cr_107_6() -> None:
    # "A permanent that's already untapped can't be untapped again to pay the cost."
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=False)
    b.add_mana("you", "CC")
    problems = b.activation_problems(pili, 1)
    assert _cites(problems, "107.6")
    assert not b.can_activate(pili, 1)
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError, match=r"107\.6"):
        b.activate(pili, 1, choices=["U"])
    assert b.to_yaml() == before


def test_untap_cost_can_be_paid_again_after_the_permanent_is_tapped_cr_107_6() -> None:
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    b.add_mana("you", "CCCC")
    b.activate(pili, 1, choices=["G"])
    assert not b.can_activate(pili, 1)  # untapped now
    b.tap(pili)  # an effect taps it (701.26a)
    assert b.can_activate(pili, 1)


def test_pili_pala_untap_ability_is_a_mana_ability_without_the_stack_cr_605_1a_605_3b() -> None:
    # Pili-Pala's ability has no target, could add mana, isn't loyalty: a mana ability
    # (605.1a); it resolves at once without the stack (605.3b).
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    b.add_mana("you", "CC")
    row = b.abilities.query("permanent == 'Pili-Pala' and index == 1").iloc[0]
    assert bool(row["is_mana_ability"])
    b.activate(pili, 1, choices=["W"])
    assert len(b.stack) == 0
    assert "605.3b" in set(b.log["rule"])


def test_pili_pala_is_not_tapped_for_mana_cr_106_12() -> None:
    # To "tap a permanent for mana" is to activate a mana ability with {T} in its cost
    # (106.12): a {Q} ability is not, so "whenever you tap a creature for mana" doesn't
    # trigger (Badgermole Cub), while Llanowar Elves' {T} ability does.
    b = ml.Board()
    b.add("Badgermole Cub")
    pili = b.add("Pili-Pala", tapped=True)
    elves = b.add("Llanowar Elves")
    b.add_mana("you", "CC")
    r = b.activate(pili, 1, choices=["R"])
    assert r.mana == "R"
    assert r.triggers == ()
    r2 = b.activate(elves, 0)
    assert r2.mana == "GG"  # Elves' G plus the Cub's additional G (106.12a)
    assert len(r2.triggers) == 1


def test_non_mana_untap_ability_goes_on_the_stack_and_resolves_cr_107_6_602_2() -> None:
    # Farmstead Gleaner: "{2}, {Q}: Put a +1/+1 counter on this creature."
    b = ml.Board()
    gleaner = b.add("Farmstead Gleaner", tapped=True)
    b.add_mana("you", "CC")
    b.activate(gleaner, 1)
    assert not b.is_tapped(gleaner)
    assert b.counters(gleaner) == {"+1/+1": 1}
    assert b.characteristics(gleaner)["power"] == 3  # 2/2 printed, +1/+1 counter (613.4c)


# ---------------------------------------------------------------------------- 302.6 with {T}


def test_creature_arrived_this_turn_cant_use_tap_ability_cr_302_6_107_5() -> None:
    # "A creature's activated ability with the tap symbol in its activation cost can't be
    # activated unless the creature has been under its controller's control continuously
    # since their most recent turn began."
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    problems = b.activation_problems(elves, 0)
    assert _cites(problems, SICK)
    assert not b.can_activate(elves, 0)
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError, match=r"302\.6"):
        b.activate(elves, 0)
    assert b.to_yaml() == before


def test_creature_controlled_since_turn_began_can_tap_cr_302_6() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=True)
    assert b.activation_problems(elves, 0) == []
    assert b.activate(elves, 0).mana == "G"


def test_sol_ring_arrived_this_turn_taps_cr_302_6_applies_only_to_creatures() -> None:
    # Sol Ring is an artifact, not a creature: 302.6 doesn't restrict it.
    b = ml.Board()
    sol = b.add("Sol Ring", controlled_since_turn_start=False)
    assert b.activation_problems(sol, 0) == []
    assert b.activate(sol, 0).mana == "CC"


def test_artifact_creature_arrived_this_turn_is_restricted_cr_302_6() -> None:
    # Pili-Pala is an artifact creature: its {Q} ability is restricted too (107.6, 302.6).
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True, controlled_since_turn_start=False)
    b.add_mana("you", "CC")
    problems = b.activation_problems(pili, 1)
    assert _cites(problems, SICK)
    assert not any("107.6" in p and "untapped" in p for p in problems)  # it is tapped


def test_land_creature_arrived_this_turn_cant_tap_for_mana_cr_302_6() -> None:
    # Dryad Arbor is a land creature: its intrinsic {T}: Add {G} (305.6) is a creature's
    # {T} ability.
    b = ml.Board()
    arbor = b.add("Dryad Arbor", controlled_since_turn_start=False)
    assert not b.can_activate(arbor, 0)
    assert _cites(b.activation_problems(arbor, 0), SICK)
    steady = b.add("Dryad Arbor")
    assert b.can_activate(steady, 0)


def test_animated_mutavault_arrived_this_turn_cant_tap_for_mana_raging_ravine_ruling() -> None:
    # Raging Ravine ruling (2010-03-01): "If Raging Ravine becomes a creature but you
    # haven't controlled it continuously since your most recent turn began, you won't be
    # able to activate its mana ability or attack with it that turn." Same for Mutavault.
    b = ml.Board()
    vault = b.add("Mutavault", controlled_since_turn_start=False)
    assert b.can_activate(vault, 0)  # a land, not a creature yet: 302.6 doesn't apply
    b.add_mana("you", "C")
    b.activate(vault, 1)  # {1}: becomes a 2/2 creature until end of turn
    assert "Creature" in b.characteristics(vault)["types"]
    assert not b.can_activate(vault, 0)
    assert _cites(b.activation_problems(vault, 0), SICK)
    assert not b.can_attack(vault)


def test_animated_mutavault_controlled_since_turn_began_can_tap_tezzeret_ruling() -> None:
    # Tezzeret, Cruel Captain ruling (2025-07-25): "it doesn't matter how long it's been a
    # creature, just how long it's been on the battlefield."
    b = ml.Board()
    vault = b.add("Mutavault", controlled_since_turn_start=True)
    b.add_mana("you", "C")
    b.activate(vault, 1)
    assert "Creature" in b.characteristics(vault)["types"]
    assert b.activation_problems(vault, 0) == []
    assert b.can_attack(vault)
    assert b.activate(vault, 0).mana == "C"


def test_zygon_controlled_since_turn_began_copying_elves_can_tap_cr_302_6_707_4() -> None:
    # Becoming a copy doesn't make it enter the battlefield (707.4): Zygon keeps its
    # control history, so as a copy of Llanowar Elves it can tap for {G} at once.
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator", controlled_since_turn_start=True)
    elves = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[elves])
    assert b.characteristics(zygon)["name"] == "Llanowar Elves"
    assert b.can_activate(zygon, 0)
    assert b.activate(zygon, 0).mana == "G"


def test_zygon_arrived_this_turn_copying_animated_mutavault_is_no_creature_cr_707_2_302_6() -> None:
    # The animation is not a copiable value (707.2): a copy of an animated Mutavault is a
    # plain Mutavault land, not a creature, so 302.6 doesn't stop its {T} ability even
    # though Zygon arrived this turn.
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator", controlled_since_turn_start=False)
    vault = b.add("Mutavault", controller="opponent")
    b.add_mana("opponent", "C")
    b.activate(vault, 1)
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[vault])
    chars = b.characteristics(zygon)
    assert chars["name"] == "Mutavault"
    assert "Creature" not in chars["types"]
    assert b.activation_problems(zygon, 0) == []


# ---------------------------------------------------------------------------- haste: 702.10c


def test_fires_of_yavimaya_haste_lets_new_creature_tap_cr_702_10c() -> None:
    # 702.10c: a creature with haste can attack and use {T}/{Q} abilities even if it
    # hasn't been controlled continuously since its controller's most recent turn began.
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    assert not b.can_activate(elves, 0)
    b.add("Fires of Yavimaya")  # "Creatures you control have haste."
    assert "Haste" in b.characteristics(elves)["abilities"]
    assert b.activation_problems(elves, 0) == []
    assert b.can_attack(elves)
    assert b.activate(elves, 0).mana == "G"


def test_fires_of_yavimaya_haste_covers_untap_abilities_cr_702_10c_107_6() -> None:
    b = ml.Board()
    b.add("Fires of Yavimaya")
    pili = b.add("Pili-Pala", tapped=True, controlled_since_turn_start=False)
    b.add_mana("you", "CC")
    assert b.activation_problems(pili, 1) == []


def test_opponents_fires_of_yavimaya_gives_your_creatures_no_haste_cr_702_10c() -> None:
    # "Creatures *you* control have haste": only its controller's creatures (109.5).
    b = ml.Board()
    b.add("Fires of Yavimaya", controller="opponent")
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    assert "Haste" not in b.characteristics(elves)["abilities"]
    assert not b.can_activate(elves, 0)
    assert not b.can_attack(elves)


def test_printed_haste_token_taps_at_once_cr_702_10c() -> None:
    b = ml.Board()
    t = b.create_token(name="Hasty Druid", types=["Creature"], subtypes=["Elf", "Druid"],
                       colors=["G"], power=1, toughness=1,
                       oracle_text="Haste\n{T}: Add {G}.", controlled_since_turn_start=False)
    i = list(b.characteristics(t)["abilities"]).index("{T}: Add {G}.")
    assert b.can_activate(t, i)
    assert b.can_attack(t)


# ---------------------------------------------------------------------------- another creature


def test_springleaf_drum_may_tap_a_creature_that_arrived_this_turn_cr_302_6_note() -> None:
    # "{T}, Tap an untapped creature you control": the creature is tapped to pay the
    # Drum's cost; it isn't activating its own {T} ability, so 302.6 doesn't apply.
    b = ml.Board()
    drum = b.add("Springleaf Drum", controlled_since_turn_start=False)
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    assert b.activation_problems(drum, 0) == []
    r = b.activate(drum, 0, costs={"tap": elves}, choices=["B"])
    assert r.mana == "B"
    assert b.is_tapped(drum) and b.is_tapped(elves)
    assert r.by_source == {drum: "B"}  # the Drum produced it, not the Elves


def test_springleaf_drum_needs_an_untapped_creature_cr_118_3() -> None:
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    assert not b.can_activate(drum, 0)
    b.add("Llanowar Elves", tapped=True)
    assert not b.can_activate(drum, 0)
    assert any("118.3" in p for p in b.activation_problems(drum, 0))
    b.add("Grizzly Bears")
    assert b.can_activate(drum, 0)


def test_springleaf_drum_cant_tap_an_opponents_creature_cr_118_3() -> None:
    # "an untapped creature *you control*"
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    theirs = b.add("Grizzly Bears", controller="opponent")
    assert not b.can_activate(drum, 0)
    with pytest.raises(ml.IllegalActionError):
        b.activate(drum, 0, costs={"tap": theirs}, choices=["G"])


def test_springleaf_drum_asks_which_creature_when_several_could_pay_cr_601_2b() -> None:
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    b.add("Llanowar Elves")
    b.add("Grizzly Bears")
    before = b.to_yaml()
    with pytest.raises(ml.ChoiceRequired) as info:
        b.activate(drum, 0, choices=["G"])
    assert len(info.value.options) == 2
    assert any("Grizzly Bears" in str(o) for o in info.value.options)
    assert b.to_yaml() == before


# ---------------------------------------------------------------------------- turns


def test_pass_turn_not_on_opponents_turn_then_on_your_next_turn_cr_302_6() -> None:
    # "since their most recent turn began": during the opponent's turn, your most recent
    # turn began before the Elves arrived; on your next turn it began after.
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    b.pass_turn()
    assert b.active == "opponent"
    assert not b.can_activate(elves, 0)
    assert _cites(b.activation_problems(elves, 0), SICK)
    b.pass_turn()
    assert b.active == "you"
    assert b.activation_problems(elves, 0) == []
    assert b.can_attack(elves)


def test_creature_arriving_on_your_turn_for_opponent_taps_on_their_turn_cr_302_6() -> None:
    # "their most recent turn": the controller's turn, whoever's turn it arrived on.
    b = ml.Board()
    elves = b.add("Llanowar Elves", controller="opponent", controlled_since_turn_start=False)
    assert not b.can_activate(elves, 0)
    b.pass_turn()
    assert b.active == "opponent"
    assert b.can_activate(elves, 0)
    assert b.can_attack(elves)


def test_instant_speed_mana_ability_on_opponents_turn_cr_302_6() -> None:
    # A creature controlled since your last turn began can tap during the opponent's turn.
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    b.pass_turn()
    assert b.active == "opponent"
    assert b.can_activate(elves, 0)
    assert b.activate(elves, 0).mana == "G"


# ---------------------------------------------------------------------------- attacking


def test_can_attack_needs_continuous_control_cr_302_6() -> None:
    # "A creature can't attack unless it has been under its controller's control
    # continuously since their most recent turn began."
    b = ml.Board()
    new = b.add("Grizzly Bears", controlled_since_turn_start=False)
    old = b.add("Grizzly Bears", controlled_since_turn_start=True)
    assert not b.can_attack(new)
    assert b.can_attack(old)


def test_tapped_creature_cant_attack_cr_508_1a() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", tapped=True)
    assert not b.can_attack(bears)


def test_only_creatures_of_the_active_player_attack_cr_508_1a() -> None:
    b = ml.Board()
    theirs = b.add("Grizzly Bears", controller="opponent")
    sol = b.add("Sol Ring")
    assert not b.can_attack(theirs)  # not their turn
    assert not b.can_attack(sol)  # not a creature
    b.pass_turn()
    assert b.can_attack(theirs)


def test_defender_cant_attack_cr_702_3b() -> None:
    b = ml.Board()
    caryatid = b.add("Sylvan Caryatid")
    assert not b.can_attack(caryatid)
    assert b.can_activate(caryatid, "{T}")


def test_a_cost_that_taps_a_creature_may_tap_the_source_itself_cr_302_6() -> None:
    # Grand Architect: "Tap an untapped blue creature you control: Add {C}{C}." The cost
    # has no {T}, so the summoning-sickness rule doesn't stop it tapping itself (302.6).
    b = ml.Board()
    architect = b.add("Grand Architect", controlled_since_turn_start=False)
    assert b.activation_problems(architect, 2) == []
    assert b.activate(architect, 2).mana == "CC"
    assert b.is_tapped(architect)


def test_a_source_tapped_by_t_cant_also_pay_tap_a_creature_cr_601_2h() -> None:
    # One object can't be tapped twice for one cost: a creature with "{T}, Tap an
    # untapped creature you control" needs another creature.
    druid = ml.Card.from_text(name="Test Drum Druid", mana_cost="{G}",
                              type_line="Creature — Elf", power="1", toughness="1",
                              oracle_text="{T}, Tap an untapped creature you control: "
                                          "Add {G}{G}.")
    b = ml.Board()
    d = b.add(druid)
    assert not b.can_activate(d, 0)
    b.add("Grizzly Bears")
    assert b.activate(d, 0).mana == "GG"
