"""Passing the turn (untap step, cleanup, mana pools, 302.6 flags) and state-based
actions (CR 500-514, 122.1d, 106.4, 704)."""

from __future__ import annotations

import pytest

import mtglab as ml


def _since(b: ml.Board, p: ml.Permanent) -> bool:
    return bool(b.permanents.set_index("id").loc[p.id, "controlled_since_turn_start"])


# ---------------------------------------------------------------------------- turns


def test_pass_turn_gives_the_next_player_a_turn_cr_500_1() -> None:
    b = ml.Board()
    turn = b.turn
    b.pass_turn()
    assert b.active == "opponent"
    assert b.turn == turn + 1
    assert b.phase == "precombat main"
    b.pass_turn()
    assert b.active == "you"


def test_pass_turn_three_players_in_order_cr_500_1() -> None:
    b = ml.Board(players=["a", "b", "c"], active="b")
    b.pass_turn()
    assert b.active == "c"
    b.pass_turn()
    assert b.active == "a"


def test_untap_step_untaps_the_active_players_permanents_only_cr_502_3() -> None:
    b = ml.Board()
    mine = b.add("Forest", tapped=True)
    theirs = b.add("Forest", controller="opponent", tapped=True)
    b.pass_turn()  # the opponent's untap step
    assert not b.is_tapped(theirs)
    assert b.is_tapped(mine)
    b.pass_turn()
    assert not b.is_tapped(mine)


def test_stun_counter_removed_instead_of_untapping_cr_122_1d() -> None:
    # "If a permanent with a stun counter would become untapped, instead it remains
    # tapped and a stun counter is removed from it."
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent", tapped=True, counters={"stun": 1})
    b.pass_turn()
    assert b.is_tapped(bears)
    assert b.counters(bears) == {}
    assert "122.1d" in set(b.log["rule"])
    b.pass_turn()
    b.pass_turn()  # the opponent's next untap step
    assert not b.is_tapped(bears)


def test_two_stun_counters_take_two_untap_steps_cr_122_1d() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", tapped=True, counters={"stun": 2})
    b.pass_turn()
    b.pass_turn()
    assert b.is_tapped(bears) and b.counters(bears) == {"stun": 1}
    b.pass_turn()
    b.pass_turn()
    assert b.is_tapped(bears) and b.counters(bears) == {}
    b.pass_turn()
    b.pass_turn()
    assert not b.is_tapped(bears)


def test_stun_counter_on_untapped_permanent_stays_cr_122_1d() -> None:
    # Only an untap that would happen is replaced: an untapped permanent keeps its counter.
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent", counters={"stun": 1})
    b.pass_turn()
    assert b.counters(bears) == {"stun": 1}


def test_untap_effect_respects_stun_counter_cr_122_1d() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", tapped=True, counters={"stun": 1})
    b.untap(bears)
    assert b.is_tapped(bears)
    assert b.counters(bears) == {}
    b.untap(bears)
    assert not b.is_tapped(bears)


def test_doesnt_untap_during_untap_step_cr_502_3() -> None:
    # Farmstead Gleaner: "This creature doesn't untap during your untap step."
    b = ml.Board()
    gleaner = b.add("Farmstead Gleaner", controller="opponent", tapped=True)
    b.pass_turn()
    assert b.is_tapped(gleaner)


def test_doesnt_untap_during_next_untap_step_applies_to_that_step_only_cr_502_3() -> None:
    # Vorinclex, Voice of Hunger: "Whenever an opponent taps a land for mana, that land
    # doesn't untap during its controller's next untap step." If the land is untapped
    # by then, that step still was its "next untap step": a later one untaps it.
    b = ml.Board()
    b.add("Vorinclex, Voice of Hunger")
    theirs = b.add("Forest", controller="opponent")
    b.activate(theirs, 0)
    b.resolve()  # the trigger (603.3)
    b.untap(theirs)  # an effect untaps it before their untap step (701.26b)
    b.pass_turn()  # their next untap step passes
    b.tap(theirs)  # tapped by an effect, not for mana: no new trigger
    b.pass_turn()
    b.pass_turn()  # their following untap step untaps it
    assert b.active == "opponent"
    assert not b.is_tapped(theirs)


def test_until_end_of_turn_effect_ends_in_cleanup_cr_514_2() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    assert "Creature" in b.characteristics(vault)["types"]
    b.pass_turn()
    assert "Creature" not in b.characteristics(vault)["types"]
    assert len(b.effects[b.effects["duration"] == "until end of turn"]) == 0


def test_mana_pools_empty_when_the_turn_passes_cr_106_4() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.add_mana("opponent", "R")
    b.pass_turn()
    assert b.mana_pool("you") == ""
    assert b.mana_pool("opponent") == ""
    assert any("106.4" in r for r in b.log["rule"])


def test_control_since_flags_update_for_the_new_active_player_cr_302_6() -> None:
    b = ml.Board()
    mine = b.add("Llanowar Elves", controlled_since_turn_start=False)
    theirs = b.add("Llanowar Elves", controller="opponent", controlled_since_turn_start=False)
    b.pass_turn()
    assert _since(b, theirs)  # the opponent's turn began with it under their control
    assert not _since(b, mine)  # your most recent turn began before it arrived
    b.pass_turn()
    assert _since(b, mine)


def test_cant_pass_turn_with_objects_on_the_stack_cr_500_2() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1, resolve=False)
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError):
        b.pass_turn()
    assert b.to_yaml() == before


def test_zygon_copy_survives_one_untap_step_thanks_to_the_stun_counter_cr_611_2b_122_1d() -> None:
    # "for as long as that creature remains tapped": the stun counter replaces the
    # target's first untap, so the copy lasts until the untap step after that.
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UUU")
    b.activate(zygon, 0, targets=[elves])
    assert b.is_tapped(elves) and b.counters(elves) == {"stun": 1}
    b.pass_turn()  # opponent's untap step: stun counter removed, Elves stay tapped
    assert b.characteristics(zygon)["name"] == "Llanowar Elves"
    b.pass_turn()
    b.pass_turn()  # the Elves untap: the copy effect ends
    assert not b.is_tapped(elves)
    assert b.characteristics(zygon)["name"] == "Zygon Infiltrator"
    assert "611.2b" in set(b.log["rule"])


# ---------------------------------------------------------------------------- 704.5f


def test_zero_toughness_creature_dies_cr_704_5f() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", counters={"-1/-1": 2})
    assert bears in list(b)  # set-up performs no state-based actions
    events = b.check_state()
    assert any("704.5f" in e for e in events)
    assert len(b) == 0
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]


def test_state_based_actions_after_an_action_cr_704_3() -> None:
    # A 0/0 placed by set-up dies at the next action's check.
    b = ml.Board()
    ballista = b.add("Walking Ballista")  # 0/0 with no counters
    forest = b.add("Forest")
    b.activate(forest, 0)
    assert ballista not in list(b)
    assert "704.5f" in set(b.log["rule"])


def test_check_state_false_leaves_it_to_later_cr_704_3() -> None:
    b = ml.Board()
    ballista = b.add("Walking Ballista")
    forest = b.add("Forest")
    b.activate(forest, 0, check_state=False)
    assert ballista in list(b)
    b.check_state()
    assert ballista not in list(b)


def test_anthem_keeps_a_zero_toughness_creature_alive_cr_704_5f_613_4c() -> None:
    b = ml.Board()
    b.add("Glorious Anthem")
    ballista = b.add("Walking Ballista")
    assert b.check_state() == []
    assert b.characteristics(ballista)["toughness"] == 1


def test_hangarback_walker_cast_for_x_0_dies_cr_107_3m_704_5f() -> None:
    b = ml.Board()
    assert b.cast("Hangarback Walker", x=0) is None
    assert list(b.graveyard("you")["name"]) == ["Hangarback Walker"]


def test_token_with_zero_toughness_ceases_to_exist_cr_704_5f_111_7() -> None:
    b = ml.Board()
    b.create_token(name="Shade", types=["Creature"], power=0, toughness=0)
    b.check_state()
    assert len(b) == 0
    assert len(b.graveyard("you")) == 0


# ---------------------------------------------------------------------------- 704.5j


def test_legend_rule_cr_704_5j() -> None:
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    b.add("Urborg, Tomb of Yawgmoth")
    events = b.check_state()
    assert any("704.5j" in e for e in events)
    assert [p.name for p in b] == ["Urborg, Tomb of Yawgmoth"]
    assert list(b.graveyard("you")["name"]) == ["Urborg, Tomb of Yawgmoth"]


def test_legend_rule_only_for_the_same_controller_cr_704_5j() -> None:
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    b.add("Urborg, Tomb of Yawgmoth", controller="opponent")
    assert b.check_state() == []
    assert len(b) == 2


def test_legend_rule_ignores_different_names_cr_704_5j() -> None:
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    b.add("Yavimaya, Cradle of Growth")
    assert b.check_state() == []


def test_nonlegendary_copies_dont_fall_under_legend_rule_cr_704_5j() -> None:
    b = ml.Board()
    b.add("Sol Ring")
    b.add("Sol Ring")
    assert b.check_state() == []


# ---------------------------------------------------------------------------- 704.5m


def test_aura_attached_to_nothing_goes_to_graveyard_cr_704_5m() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    rancor = b.add("Rancor", attached_to=bears)
    b.remove(bears)
    assert rancor in list(b)
    events = b.check_state()
    assert any("704.5m" in e for e in events)
    assert len(b) == 0
    assert set(b.graveyard("you")["name"]) == {"Grizzly Bears", "Rancor"}


def test_aura_on_illegal_object_goes_to_graveyard_cr_704_5m() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Rancor", attached_to=forest)  # "Enchant creature"
    b.check_state()
    assert [p.name for p in b] == ["Forest"]


def test_aura_falls_off_when_mutavault_stops_being_a_creature_cr_704_5m_514_2() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    b.add("Rancor", attached_to=vault)
    assert b.check_state() == []
    assert b.characteristics(vault)["power"] == 4
    b.pass_turn()
    assert [p.name for p in b] == ["Mutavault"]
    assert "Rancor" in set(b.graveyard("you")["name"])


def test_utopia_sprawl_falls_off_a_tropical_island_under_blood_moon_cr_704_5m_305_7() -> None:
    # "Enchant Forest": Blood Moon makes the Tropical Island a Mountain only (305.7), so
    # the Aura is attached to an illegal object.
    b = ml.Board()
    trop = b.add("Tropical Island")
    b.add("Utopia Sprawl", attached_to=trop, choices=["U"])
    assert b.check_state() == []
    b.add("Blood Moon", controller="opponent")
    events = b.check_state()
    assert any("704.5m" in e for e in events)
    assert "Utopia Sprawl" in set(b.graveyard("you")["name"])


def test_aura_on_legal_object_stays_cr_704_5m() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Wild Growth", attached_to=forest)  # "Enchant land"
    assert b.check_state() == []
    assert len(b) == 2


# ---------------------------------------------------------------------------- 704.5a


def test_player_at_zero_life_loses_cr_704_5a() -> None:
    b = ml.Board()
    b.life("opponent", 0)
    events = b.check_state()
    assert any("704.5a" in e for e in events)
    assert b.check_state() == []  # it happens once


def test_phase_names_are_checked_and_normalized_cr_500_1() -> None:
    b = ml.Board()
    b.phase = "Precombat Main"
    assert b.phase == "precombat main"
    b.phase = "end step"
    assert b.phase == "end"
    with pytest.raises(ValueError):
        b.phase = "bogus"
    with pytest.raises(ValueError):
        ml.Board(phase="second breakfast")


def test_actions_can_leave_state_based_actions_for_later_cr_704_3() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.add_counters(bears, "-1/-1", 2)  # set-up: no check yet
    b.tap(bears, check_state=False)
    assert not b.permanents.empty  # 0 toughness, but no check has happened
    b.untap(bears)  # this one checks: 704.5f
    assert b.permanents.empty
    assert "your graveyard" in " ".join(b.log["detail"])


def test_add_counters_refuses_pointless_input() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    with pytest.raises(ValueError):
        b.add_counters(bears, "", 1)
    with pytest.raises(ValueError):
        b.add_counters(bears, "+1/+1", 0)


def test_legend_rule_keeps_the_one_its_controller_chooses_cr_704_5j() -> None:
    b = ml.Board()
    first = b.add("Kiki-Jiki, Mirror Breaker")
    b.add("Kiki-Jiki, Mirror Breaker")  # set-up: no state-based actions yet
    events = b.check_state(keep=[first])
    assert any("704.5j" in e for e in events)
    assert list(b.permanents["id"]) == [first.id]


def test_legend_rule_default_keeps_the_newest_and_says_so_cr_704_5j() -> None:
    b = ml.Board()
    b.add("Kiki-Jiki, Mirror Breaker")
    newest = b.add("Kiki-Jiki, Mirror Breaker")
    events = b.check_state()
    assert list(b.permanents["id"]) == [newest.id]
    assert any("default choice" in e for e in events)


@pytest.mark.parametrize("name, phase", [
    ("precombat main phase", "precombat main"), ("beginning of combat step",
                                                 "beginning of combat"),
    ("declare attackers step", "declare attackers"), ("end of combat step", "end of combat"),
    ("end step", "end"), ("cleanup step", "cleanup")])
def test_the_rules_names_of_phases_and_steps_are_accepted_cr_500_1(name: str,
                                                                   phase: str) -> None:
    b = ml.Board()
    b.phase = name
    assert b.phase == phase


def test_keep_names_one_legend_per_name_cr_704_5j() -> None:
    b = ml.Board()
    first = b.add("Kiki-Jiki, Mirror Breaker")
    second = b.add("Kiki-Jiki, Mirror Breaker")
    with pytest.raises(ml.IllegalActionError):
        b.check_state(keep=[first, second])
    with pytest.raises(ValueError):
        b.check_state(keep=[b.add("Forest")])


def test_stealing_a_second_legend_lets_you_choose_which_stays_cr_704_5j() -> None:
    b = ml.Board()
    mine = b.add("Kiki-Jiki, Mirror Breaker")
    theirs = b.add("Kiki-Jiki, Mirror Breaker", "opponent")
    b.gain_control(theirs, "you", check_state=False)
    b.check_state(keep=[mine])
    assert list(b.permanents["id"]) == [mine.id]
