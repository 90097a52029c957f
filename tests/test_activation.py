"""Activating abilities: costs, timing restrictions, choices, mana abilities (CR 602, 605,
106.12, 118, 119.4), results and the log — and that a failed activation changes nothing."""

from __future__ import annotations

import pytest

import mtglab as ml

ALTAR = ml.Card.from_text(name="Test Altar", mana_cost="{2}", type_line="Artifact",
                          oracle_text="Sacrifice a creature: You gain 1 life.")
MANA_ALTAR = ml.Card.from_text(name="Test Mana Altar", mana_cost="{3}", type_line="Artifact",
                               oracle_text="Sacrifice a creature: Add {C}{C}.")
MANA_SPRING = ml.Card.from_text(name="Test Mana Spring", type_line="Land",
                                oracle_text="{1}: Add {G}.")
SORCERY_ENGINE = ml.Card.from_text(
    name="Test Sorcery Engine", mana_cost="{1}", type_line="Artifact",
    oracle_text="{1}: Put a +1/+1 counter on this artifact. Activate only as a sorcery.")


def _failed_without_change(b: ml.Board, exc: type[Exception], *args: object,
                           **kwargs: object) -> Exception:
    """Call ``b.activate`` expecting ``exc``; assert nothing of the board changed."""
    before_state = b.state
    before_yaml = b.to_yaml()
    with pytest.raises(exc) as info:
        b.activate(*args, **kwargs)  # type: ignore[arg-type]
    assert b.state is before_state
    assert b.to_yaml() == before_yaml
    return info.value


# ---------------------------------------------------------------------------- mana costs


def test_mana_cost_is_paid_from_the_pool_cr_602_2b_601_2h() -> None:
    b = ml.Board()
    signet = b.add("Azorius Signet")  # {1}, {T}: Add {W}{U}.
    b.add_mana("you", "C")
    r = b.activate(signet, 0)
    assert r.mana == "WU"
    assert b.mana_pool("you") == "WU"  # the {C} was spent
    assert b.is_tapped(signet)


def test_player_chooses_which_mana_pays_the_cost_cr_601_2h() -> None:
    b = ml.Board()
    signet = b.add("Azorius Signet")
    b.add_mana("you", "WG")
    b.activate(signet, 0, costs={"mana": "G"})
    assert b.mana_pool("you") == "WWU"  # the {G} paid {1}; the {W} stays


def test_chosen_mana_must_be_in_the_pool_and_pay_exactly_cr_601_2h() -> None:
    b = ml.Board()
    signet = b.add("Azorius Signet")
    b.add_mana("you", "WG")
    _failed_without_change(b, ml.IllegalActionError, signet, 0, costs={"mana": "R"})
    _failed_without_change(b, ml.IllegalActionError, signet, 0, costs={"mana": "WG"})


def test_mana_cost_not_payable_at_all_cr_118_3() -> None:
    b = ml.Board()
    signet = b.add("Azorius Signet")
    problems = b.activation_problems(signet, 0)
    assert any("118.3" in p for p in problems)
    assert not b.can_activate(signet, 0)
    _failed_without_change(b, ml.IllegalActionError, signet, 0)


def test_mana_abilities_while_paying_count_cr_601_2g_605_3a() -> None:
    # the Forest can be tapped for mana while paying the Signet's {1} (601.2g, 605.3a);
    # nothing taps it unasked: activate asks which, and pay_with="auto" does it
    b = ml.Board()
    signet = b.add("Azorius Signet")
    forest = b.add("Forest")
    assert b.activation_problems(signet, 0) == []
    assert b.can_activate(signet, 0)
    _failed_without_change(b, ml.ChoiceRequired, signet, 0)
    r = b.activate(signet, 0, pay_with="auto", choices=())
    assert r.mana == "WU" and b.mana_pool("you") == "WU"
    assert b.is_tapped(forest) and b.is_tapped(signet)


def test_colored_mana_cost_needs_that_color_cr_118_3_202_1() -> None:
    b = ml.Board()
    # {1}{G}: becomes a 3/3 Ape; tapped, so it can't make its own {G} while paying (601.2g)
    village = b.add("Treetop Village", tapped=True)
    b.add_mana("you", "RR")
    assert not b.can_activate(village, 2)
    b.add_mana("you", "G")
    assert b.can_activate(village, 2)
    b.activate(village, 2)
    assert b.mana_pool("you") == "R"
    assert b.characteristics(village)["power"] == 3


# ---------------------------------------------------------------------------- sacrifice


def test_sacrifice_self_as_cost_treasure_cr_111_10a_701_21() -> None:
    # Treasure: "{T}, Sacrifice this token: Add one mana of any color." The token is gone
    # (111.7), yet its mana ability still adds the mana (113.7a last known information).
    b = ml.Board()
    t = b.create_token("Treasure")
    assert b.can_activate(t, 0)
    r = b.activate(t, 0, choices=["R"])
    assert r.mana == "R"
    assert b.mana_pool("you") == "R"
    assert len(b) == 0
    assert len(b.graveyard("you")) == 0  # a token ceases to exist (111.7)
    assert r.by_source == {t: "R"}


def test_sacrifice_self_land_goes_to_graveyard_cr_701_21() -> None:
    # Crystal Vein: "{T}, Sacrifice Crystal Vein: Add {C}{C}."
    b = ml.Board()
    vein = b.add("Crystal Vein")
    r = b.activate(vein, 1)
    assert r.mana == "CC"
    assert list(b.graveyard("you")["name"]) == ["Crystal Vein"]
    assert len(b) == 0


def test_treasure_is_tapped_for_mana_so_mana_reflection_applies_cr_106_12b() -> None:
    # A Treasure's ability has {T} in its cost: it is "tapped for mana" (106.12) even
    # though it is sacrificed as part of the same cost.
    b = ml.Board()
    b.add("Mana Reflection")
    t = b.create_token("Treasure")
    assert b.activate(t, 0, choices=["G"]).mana == "GG"


def test_sacrifice_chosen_permanent_cr_118_3_701_21() -> None:
    b = ml.Board()
    altar = b.add(ALTAR)
    bears = b.add("Grizzly Bears")
    elves = b.add("Llanowar Elves")
    r = b.activate(altar, 0, costs={"sacrifice": bears})
    assert b.life("you") == 21
    assert [p.name for p in b] == ["Test Altar", "Llanowar Elves"]
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]
    assert elves in list(b)
    assert r.mana == ""


def test_sacrifice_choice_required_lists_options_design_conventions() -> None:
    b = ml.Board()
    altar = b.add(ALTAR)
    b.add("Grizzly Bears")
    b.add("Llanowar Elves")
    b.add("Sol Ring")  # not a creature: not an option
    err = _failed_without_change(b, ml.ChoiceRequired, altar, 0)
    assert isinstance(err, ml.ChoiceRequired)
    assert len(err.options) == 2
    shown = " ".join(map(str, err.options))
    assert "Grizzly Bears" in shown and "Llanowar Elves" in shown and "Sol Ring" not in shown


def test_sacrifice_illegal_choice_changes_nothing_cr_118_3() -> None:
    b = ml.Board()
    altar = b.add(ALTAR)
    b.add("Grizzly Bears")
    sol = b.add("Sol Ring")
    theirs = b.add("Llanowar Elves", controller="opponent")
    _failed_without_change(b, ml.IllegalActionError, altar, 0, costs={"sacrifice": sol})
    _failed_without_change(b, ml.IllegalActionError, altar, 0, costs={"sacrifice": theirs})


def test_sacrifice_cost_needs_something_to_sacrifice_cr_118_3() -> None:
    b = ml.Board()
    altar = b.add(ALTAR)
    assert any("118.3" in p for p in b.activation_problems(altar, 0))
    _failed_without_change(b, ml.IllegalActionError, altar, 0)


def test_sacrifice_a_creature_for_mana_is_a_mana_ability_cr_605_1a() -> None:
    b = ml.Board()
    altar = b.add(MANA_ALTAR)
    bears = b.add("Grizzly Bears", controlled_since_turn_start=False)  # 302.6: irrelevant
    r = b.activate(altar, 0, costs={"sacrifice": bears})
    assert r.mana == "CC"
    assert len(b.stack) == 0


# ---------------------------------------------------------------------------- tap another creature


def test_tap_an_untapped_creature_you_control_cost_cr_118_3() -> None:
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    elves = b.add("Llanowar Elves")
    bears = b.add("Grizzly Bears")
    r = b.activate(drum, 0, costs={"tap": bears}, choices=["W"])
    assert r.mana == "W"
    assert b.is_tapped(bears) and not b.is_tapped(elves)


def test_tap_cost_choice_of_tapped_creature_is_illegal_cr_118_3() -> None:
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    tapped = b.add("Grizzly Bears", tapped=True)
    b.add("Llanowar Elves")
    _failed_without_change(b, ml.IllegalActionError, drum, 0, costs={"tap": tapped},
                           choices=["W"])


# ---------------------------------------------------------------------------- counters


def test_remove_counter_cost_vivid_crag_cr_118_3() -> None:
    # "{T}, Remove a charge counter from this land: Add one mana of any color."
    b = ml.Board()
    crag = b.add("Vivid Crag", counters={"charge": 2})
    r = b.activate(crag, "{T}, Remove", choices=["U"])
    assert r.mana == "U"
    assert b.counters(crag) == {"charge": 1}


def test_remove_counter_cost_needs_a_counter_cr_118_3() -> None:
    b = ml.Board()
    crag = b.add("Vivid Crag")
    problems = b.activation_problems(crag, 2)
    assert any("charge" in p and "118.3" in p for p in problems)
    _failed_without_change(b, ml.IllegalActionError, crag, 2, choices=["U"])
    assert b.activate(crag, 1).mana == "R"  # its other ability needs no counter


def test_remove_x_counters_needs_x_then_pays_it_cr_107_3a() -> None:
    # Calciform Pools: "{1}, Remove X storage counters from this land: Add X mana in any
    # combination of {W} and/or {U}."
    b = ml.Board()
    pools = b.add("Calciform Pools", counters={"storage": 3})
    b.add_mana("you", "C")
    _failed_without_change(b, ml.ChoiceRequired, pools, 2)  # X not given
    r = b.activate(pools, 2, x=2, choices=["WU"])
    assert r.mana == "WU"
    assert b.counters(pools) == {"storage": 1}


# ---------------------------------------------------------------------------- life


def test_pay_life_cost_cr_119_4() -> None:
    b = ml.Board()
    confluence = b.add("Mana Confluence")  # {T}, Pay 1 life: Add one mana of any color.
    r = b.activate(confluence, 0, choices=["B"])
    assert r.mana == "B"
    assert b.life("you") == 19


def test_pay_life_equal_to_life_total_is_allowed_cr_119_4() -> None:
    # "the player may do so only if their life total is greater than or equal to the
    # amount of the payment"
    b = ml.Board()
    confluence = b.add("Mana Confluence")
    b.life("you", 1)
    assert b.can_activate(confluence, 0)
    b.activate(confluence, 0, choices=["B"])
    assert b.life("you") == 0
    assert "704.5a" in set(b.log["rule"])  # and then the player loses (704.5a)


def test_cant_pay_more_life_than_you_have_cr_119_4() -> None:
    b = ml.Board()
    confluence = b.add("Mana Confluence")
    b.life("you", 0)
    problems = b.activation_problems(confluence, 0)
    assert any("119.4" in p for p in problems)
    _failed_without_change(b, ml.IllegalActionError, confluence, 0, choices=["B"])


# ---------------------------------------------------------------------------- timing


def test_activate_only_as_a_sorcery_in_your_main_phase_cr_602_5d() -> None:
    b = ml.Board()
    engine = b.add(SORCERY_ENGINE)
    b.add_mana("you", "C")
    assert b.activation_problems(engine, 0) == []
    b.activate(engine, 0)
    assert b.counters(engine) == {"+1/+1": 1}


def test_activate_only_as_a_sorcery_not_outside_main_phase_cr_602_5d_307_1() -> None:
    b = ml.Board()
    engine = b.add(SORCERY_ENGINE)
    b.add_mana("you", "C")
    b.phase = "beginning of combat"
    assert any("602.5d" in p for p in b.activation_problems(engine, 0))
    _failed_without_change(b, ml.IllegalActionError, engine, 0)


def test_activate_only_as_a_sorcery_not_on_opponents_turn_cr_602_5d() -> None:
    b = ml.Board()
    engine = b.add(SORCERY_ENGINE)
    b.pass_turn()
    b.add_mana("you", "C")
    assert b.active == "opponent"
    assert any("602.5d" in p for p in b.activation_problems(engine, 0))


def test_activate_only_as_a_sorcery_needs_an_empty_stack_cr_602_5d_307_1() -> None:
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", controller="opponent")
    vault = b.add("Mutavault")
    b.add_mana("you", "CUUU")
    b.activate(vault, 1, resolve=False)
    assert len(b.stack) == 1
    assert any("602.5d" in p for p in b.activation_problems(zygon, "Body-print"))
    b.resolve()
    assert b.activation_problems(zygon, "Body-print") == []
    b.activate(zygon, "Body-print", targets=[elves])
    assert b.characteristics(zygon)["name"] == "Llanowar Elves"


def test_only_the_controller_activates_cr_602_2() -> None:
    b = ml.Board()
    forest = b.add("Forest", controller="opponent")
    assert any("602.2" in p for p in b.activation_problems(forest, 0, player="you"))
    assert b.activation_problems(forest, 0) == []  # its controller may
    _failed_without_change(b, ml.IllegalActionError, forest, 0, player="you")
    b.activate(forest, 0)
    assert b.mana_pool("opponent") == "G"
    assert b.mana_pool("you") == ""


# ---------------------------------------------------------------------------- choices


def test_missing_color_choice_raises_choice_required_with_options_design_conventions() -> None:
    b = ml.Board()
    birds = b.add("Birds of Paradise")
    err = _failed_without_change(b, ml.ChoiceRequired, birds, "{T}")
    assert isinstance(err, ml.ChoiceRequired)
    assert set(map(str, err.options)) == {"W", "U", "B", "R", "G"}  # any *color*: no C


def test_missing_target_raises_choice_required_with_legal_targets_cr_601_2c() -> None:
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    b.add("Llanowar Elves", controller="opponent")
    b.add("Sol Ring")  # not a creature: not a legal target
    b.add_mana("you", "UUU")
    err = _failed_without_change(b, ml.ChoiceRequired, zygon, 0)
    assert isinstance(err, ml.ChoiceRequired)
    assert len(err.options) == 1 and "Llanowar Elves" in str(err.options[0])


def test_illegal_color_choice_changes_nothing_design_conventions() -> None:
    b = ml.Board()
    birds = b.add("Birds of Paradise")
    _failed_without_change(b, ml.IllegalActionError, birds, 1, choices=["C"])  # not a color


def test_unasked_choices_are_refused_design_conventions() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    _failed_without_change(b, ml.IllegalActionError, forest, 0, choices=["G"])


def test_unknown_ability_index_raises_and_changes_nothing() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    _failed_without_change(b, ml.IllegalActionError, forest, 5)


# ---------------------------------------------------------------------------- mana abilities


def test_mana_ability_resolves_without_the_stack_cr_605_3b() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    r = b.activate(forest, 0, resolve=False)  # resolve=False doesn't matter: no stack
    assert r.mana == "G"
    assert b.mana_pool("you") == "G"
    assert len(b.stack) == 0
    assert "605.3b" in set(b.log["rule"])


def test_non_mana_ability_uses_the_stack_cr_602_2a_608() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1, resolve=False)
    stack = b.stack
    assert list(stack["name"]) == ["Mutavault"]
    assert list(stack["kind"]) == ["ability"]
    assert "Creature" not in b.characteristics(vault)["types"]  # not resolved yet
    b.resolve()
    assert len(b.stack) == 0
    assert "Creature" in b.characteristics(vault)["types"]
    assert {"602.2a", "608.2"} <= set(b.log["rule"])


def test_choices_given_when_cast_are_used_when_it_resolves_cr_614_12a() -> None:
    # Voice of All: "As this creature enters, choose a color." Cast with resolve=False;
    # b.resolve() uses the answer given to cast.
    b = ml.Board()
    b.add_mana("you", "WWWW")
    b.cast("Voice of All", choices=["R"], resolve=False)
    b.resolve()
    yaml_text = b.to_yaml()
    assert "color: R" in yaml_text


def test_ability_whose_target_is_gone_doesnt_resolve_cr_608_2b() -> None:
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[elves], resolve=False)
    b.remove(elves)
    b.resolve()
    assert len(b.stack) == 0
    assert b.characteristics(zygon)["name"] == "Zygon Infiltrator"
    assert "608.2b" in set(b.log["rule"])
    b.pass_turn()  # nothing is left on the stack


def test_target_land_may_be_any_land_thespians_stage_cr_115_1_707_9b() -> None:
    # "{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this
    # ability." Any land is a legal target; the copy keeps the Stage's ability (707.9b).
    b = ml.Board()
    stage = b.add("Thespian's Stage")
    crag = b.add("Vivid Crag", controller="opponent")
    b.add("Sol Ring")
    b.add_mana("you", "CC")
    with pytest.raises(ml.ChoiceRequired) as info:
        b.activate(stage, 1)
    assert {str(o).split(" #")[0] for o in info.value.options} == {
        "Thespian's Stage", "Vivid Crag"}  # lands only
    b.activate(stage, 1, targets=[crag])
    c = b.characteristics(stage)
    assert c["name"] == "Vivid Crag"
    assert c["abilities"][-1].startswith("{2}, {T}: Thespian's Stage becomes a copy")
    assert b.counters(stage) == {}  # counters aren't copied (707.2)


def test_tapping_for_mana_triggers_wild_growth_cr_106_12a() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    growth = b.add("Wild Growth", attached_to=forest)
    r = b.activate(forest, 0)
    assert r.mana == "GG"
    assert r.by_source == {forest: "G", growth: "G"}
    assert len(r.triggers) == 1 and "Wild Growth" in r.triggers[0]
    assert "106.12a" in set(b.log["rule"])


def test_mana_ability_without_tap_is_not_tapping_for_mana_cr_106_12() -> None:
    # "{1}: Add {G}." is a mana ability of the land, but without {T} in its cost the land
    # isn't "tapped for mana": Wild Growth doesn't trigger.
    b = ml.Board()
    spring = b.add(MANA_SPRING)
    b.add("Wild Growth", attached_to=spring)
    b.add_mana("you", "C")
    r = b.activate(spring, 0)
    assert r.mana == "G"
    assert r.triggers == ()
    assert "106.12a" not in set(b.log["rule"])


def test_land_tapped_for_springleaf_drums_cost_is_not_tapped_for_mana_cr_106_12() -> None:
    # Dryad Arbor tapped to pay the Drum's cost: the Drum is tapped for mana, the Arbor
    # isn't (cards.md CR note on Springleaf Drum) — Wild Growth on the Arbor stays silent.
    b = ml.Board()
    drum = b.add("Springleaf Drum")
    arbor = b.add("Dryad Arbor")
    b.add("Wild Growth", attached_to=arbor)
    r = b.activate(drum, 0, costs={"tap": arbor}, choices=["R"])
    assert r.mana == "R"
    assert r.triggers == ()
    assert b.is_tapped(arbor)


def test_tapping_by_an_effect_is_not_tapping_for_mana_cr_106_12_701_26a() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Wild Growth", attached_to=forest)
    b.tap(forest)
    assert b.is_tapped(forest)
    assert b.mana_pool("you") == ""
    assert "106.12a" not in set(b.log["rule"])


def test_activation_result_and_log_rows_with_rules_cr_602_2() -> None:
    b = ml.Board()
    sol = b.add("Sol Ring")
    n = len(b.log)
    r = b.activate(sol, 0)
    assert r.mana == "CC"
    assert r.by_source == {sol: "CC"}
    assert r.triggers == ()
    new = b.log.iloc[n:]
    assert len(new) >= 3
    assert set(new["object"]) == {"Sol Ring"}
    assert {"602.2", "107.5", "605.3b"} <= set(new["rule"])
    assert all(rule for rule in new["rule"])  # every row of an action names its rule


def test_results_add_up_over_several_activations_cr_106_4() -> None:
    b = ml.Board()
    for name in ("Forest", "Island", "Sol Ring"):
        b.activate(b.add(name), 0)
    assert b.mana_pool("you") == "UGCC"
