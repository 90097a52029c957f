"""Control-changing effects (layer 2, CR 613.1b) and what they mean for {T} abilities
(the summoning-sickness rule, CR 302.6), with Control Magic, Confiscate and the effect
of Act of Treason / Threaten (``Board.gain_control``)."""

from __future__ import annotations

import pytest

import mtglab as ml


def _stolen_elves() -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.add_mana("you", "UUUU")
    b.cast("Control Magic", targets=[elves])
    return b, elves


# ---------------------------------------------------------------------- layer 2


def test_control_magic_gives_control_of_enchanted_creature_cr_613_1b() -> None:
    b, elves = _stolen_elves()
    assert b.characteristics(elves)["controller"] == "you"
    row = b.permanents.set_index("name").loc["Llanowar Elves"]
    assert row["controller"] == "you"
    assert "2" in set(b.effects["layer"])  # the effect is listed in layer 2


def test_aura_spell_enters_attached_to_its_target_cr_303_4f() -> None:
    b, elves = _stolen_elves()
    magic = b.permanents.set_index("name").loc["Control Magic"]
    assert b.state.permanents[int(magic["id"])].attached_to == elves.id


def test_aura_spell_needs_a_target_cr_303_4a() -> None:
    b = ml.Board()
    b.add("Llanowar Elves", "opponent")
    b.add_mana("you", "UUUU")
    with pytest.raises(ml.ChoiceRequired):
        b.cast("Control Magic")
    forest = b.add("Forest", "opponent")  # "Enchant creature": a land is no legal target
    with pytest.raises(ml.IllegalActionError):
        b.cast("Control Magic", targets=[forest])
    assert b.mana_pool("you") == "UUUU"  # a failed cast changes nothing


def test_new_controller_benefits_from_a_stolen_static_ability_cr_613_1b_613_4c() -> None:
    # Layer 2 comes before layer 7c: "creatures you control" is read for the
    # controller Confiscate gives the Anthem.
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    anthem = b.add("Glorious Anthem", "opponent")
    assert b.characteristics(bears)["power"] == 2
    b.add("Confiscate", attached_to=anthem)
    assert b.characteristics(bears)["power"] == 3


def test_could_produce_sees_a_stolen_land_cr_106_7_613_1b() -> None:
    # Reflecting Pool: any type that a land you control could produce. A Forest taken
    # with Confiscate is a land you control.
    b = ml.Board()
    pool = b.add("Reflecting Pool")
    forest = b.add("Forest", "opponent")
    assert b.could_produce(pool) == frozenset()
    b.add("Confiscate", attached_to=forest)
    assert b.could_produce(pool) == frozenset({"G"})


def test_control_returns_when_the_aura_leaves_cr_613_1b() -> None:
    b, elves = _stolen_elves()
    magic = b.permanents.set_index("name").loc["Control Magic"]
    b.remove(int(magic["id"]))
    assert b.characteristics(elves)["controller"] == "opponent"


# ---------------------------------------------------------------------- 302.6


def test_stolen_creature_cant_tap_for_mana_this_turn_cr_302_6() -> None:
    b, elves = _stolen_elves()
    problems = b.activation_problems(elves, 0)
    assert any("302.6" in p for p in problems)
    assert any(r == "613.1b, 302.6" for r in b.log["rule"])  # the change is logged


def test_stolen_creature_taps_from_your_next_turn_cr_302_6() -> None:
    b, elves = _stolen_elves()
    b.pass_turn()  # the opponent's turn: still not since *your* most recent turn began
    assert not b.can_activate(elves, 0, player="you")
    b.pass_turn()  # your turn begins with it under your control
    assert b.can_activate(elves, 0)
    assert b.activate(elves, 0).mana == "G"


def test_stolen_noncreature_taps_at_once_cr_302_6() -> None:
    # The rule is about creatures: a Sol Ring you gained control of this turn taps.
    b = ml.Board()
    ring = b.add("Sol Ring", "opponent")
    b.gain_control(ring, "you")
    assert b.activate(ring, 0).mana == "CC"


def test_act_of_treason_without_haste_cant_tap_cr_302_6() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.gain_control(elves, "you", until_end_of_turn=True)
    assert not b.can_activate(elves, 0)
    assert not b.can_attack(elves)


def test_act_of_treason_with_haste_taps_cr_702_10c_613_1f() -> None:
    # Act of Treason's creature "gains haste until end of turn" (613.1f) so it can
    # attack and {T} this turn (702.10c).
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.gain_control(elves, "you", until_end_of_turn=True, haste=True)
    assert b.can_attack(elves)
    assert b.activate(elves, 0).mana == "G"


def test_until_end_of_turn_control_ends_in_cleanup_cr_514_2() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.gain_control(elves, "you", until_end_of_turn=True, haste=True)
    b.pass_turn()
    assert b.characteristics(elves)["controller"] == "opponent"
    assert b.effects.empty
    # it is the opponent's turn now: their untap step began with it theirs again
    assert b.can_activate(elves, 0, player="opponent")


def test_set_up_keeps_the_flag_given_for_a_controlled_aura() -> None:
    # Laying out a board (DESIGN.md: set-up verbs state a situation) describes a
    # creature already under Control Magic since before this turn: it can tap.
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.add("Control Magic", attached_to=elves)
    assert b.can_activate(elves, 0)
    b.check_state()
    assert b.can_activate(elves, 0)


def test_board_file_round_trip_keeps_control_cr_613_1b() -> None:
    b, elves = _stolen_elves()
    ring = b.add("Sol Ring", "opponent")
    b.gain_control(ring, "you", until_end_of_turn=True)
    text = b.to_yaml()
    again = ml.Board.from_yaml(text)
    assert again.to_yaml() == text
    assert again.characteristics(ring.id)["controller"] == "you"
    assert again.characteristics(elves.id)["controller"] == "you"
    assert not again.can_activate(elves.id, 0)


def test_oracle_text_of_control_effects_parses() -> None:
    magic = ml.card("Control Magic").abilities[1]
    assert magic.kind is ml.AbilityKind.STATIC and magic.supported
    treason = ml.Card.from_text(name="Test Treason", type_line="Sorcery",
                                oracle_text="Gain control of target creature until end "
                                            "of turn.")
    assert treason.abilities[0].supported


def test_control_effects_apply_dependencies_first_cr_613_8a() -> None:
    # Confiscate takes the opponent's Control Magic: Control Magic's "you" is now you,
    # so its effect depends on Confiscate's and applies after it, whatever the
    # timestamps: you control the Bears too.
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    magic = b.add("Control Magic", "opponent", attached_to=bears)
    assert b.characteristics(bears)["controller"] == "opponent"
    b.add("Confiscate", attached_to=magic)
    assert b.characteristics(magic)["controller"] == "you"
    assert b.characteristics(bears)["controller"] == "you"


def test_act_of_treason_as_the_cr_example_says_cr_613_1_example() -> None:
    # "Gain control of target creature until end of turn. Untap that creature. It gains
    # haste until end of turn." The control part is layer 2, the haste part layer 6.
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent", tapped=True)
    b.add_mana("you", "RRR")
    b.cast("Act of Treason", targets=[elves])
    assert b.characteristics(elves)["controller"] == "you"
    assert not b.is_tapped(elves)
    assert set(b.effects["layer"]) == {"2", "6"}
    assert b.activate(elves, 0).mana == "G"  # haste: its {T} works this turn (302.6)
    b.pass_turn()
    assert b.characteristics(elves)["controller"] == "opponent"


def test_a_spell_target_must_be_legal_when_cast_cr_601_2c_115_1() -> None:
    b = ml.Board()
    forest = b.add("Forest", "opponent")
    b.add("Llanowar Elves", "opponent")
    b.add("Llanowar Elves", "opponent")  # two legal choices: the caster must choose
    b.add_mana("you", "RRR")
    with pytest.raises(ml.IllegalActionError):
        b.cast("Act of Treason", targets=[forest])  # not a creature
    with pytest.raises(ml.ChoiceRequired):
        b.cast("Act of Treason")
    assert b.mana_pool("you") == "RRR"  # nothing was paid
