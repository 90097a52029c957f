"""Triggered abilities that are not mana abilities, through the public API (CR 603).

They trigger when their event happens (603.2), go on the stack the next time a player
would receive priority, in APNAP order (603.3b), with their targets chosen then
(603.3d), check an intervening "if" on triggering and on resolving (603.4), and
leaves-the-battlefield abilities look back in time (603.10a). `b.resolve()` resolves
the top one (608.2).
"""

from __future__ import annotations

import pytest

import mtglab as ml


def card(name: str, text: str, type_line: str = "Creature — Test", cost: str | None = "{1}",
         pt: tuple[str, str] | None = ("2", "2")) -> ml.Card:
    creature = "Creature" in type_line
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt[0] if creature and pt else None,
                             toughness=pt[1] if creature and pt else None)


WALL = card("Wall of Omens", "Defender\nWhen Wall of Omens enters, draw a card.", pt=("0", "4"))
BEAR = card("Target Bear", "", "Creature — Bear")
CHUPACABRA = card("Ravenous Chupacabra", "When Ravenous Chupacabra enters, destroy target "
                  "creature an opponent controls.", "Creature — Horror")
PRIEST = card("Banisher Priest", "When Banisher Priest enters, exile target creature an "
              "opponent controls until Banisher Priest leaves the battlefield.",
              "Creature — Human Cleric")
ORING = card("Oblivion Ring", "When Oblivion Ring enters, exile another target nonland "
             "permanent.\nWhen Oblivion Ring leaves the battlefield, return the exiled card "
             "to the battlefield under its owner's control.", "Enchantment")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def library(b: ml.Board, who: str = "you", n: int = 3) -> None:
    for _ in range(n):
        b.add(ISLAND, who, zone="library")


def test_an_enters_ability_goes_on_the_stack_and_resolves_603_3_608_2() -> None:
    # casting Wall of Omens: it enters (603.6a), its ability waits on the stack until
    # resolved; only then is a card drawn
    b = ml.Board()
    library(b)
    b.add_mana("you", "WC")
    b.cast(WALL)
    assert list(b.stack["name"]) == ["Wall of Omens"]
    assert list(b.stack["kind"]) == ["triggered ability"]
    assert len(b.hand("you")) == 0
    b.resolve()
    assert len(b.hand("you")) == 1 and b.stack.empty


def test_set_up_triggers_nothing() -> None:
    # b.add and b.remove place things as stated (DESIGN): no enters or dies trigger
    b = ml.Board()
    library(b)
    w = b.add(WALL)
    b.remove(w)
    assert b.stack.empty and len(b.hand("you")) == 0


def test_a_single_legal_target_is_taken_603_3d() -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "CCCC")
    b.cast(CHUPACABRA)
    b.resolve()
    assert bear.id not in b.state.permanents
    assert list(b.graveyard("opponent")["name"]) == ["Target Bear"]


def test_several_legal_targets_are_answered_by_choices_603_3d() -> None:
    b = ml.Board()
    b.add(BEAR, "opponent")
    second = b.add(BEAR, "opponent")
    b.add_mana("you", "CCCC")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(CHUPACABRA)
    assert b.stack.empty and len(b.permanents) == 2  # a failed action changes nothing
    b.cast(CHUPACABRA, choices=[second])
    assert list(b.stack["name"]) == ["Ravenous Chupacabra"]
    b.resolve()
    assert second.id not in b.state.permanents and len(b.permanents) == 2


def test_no_legal_target_removes_the_ability_603_3d() -> None:
    b = ml.Board()
    b.add_mana("you", "CCCC")
    b.cast(CHUPACABRA)  # the opponent controls no creature
    assert b.stack.empty
    assert any(r.rule == "603.3d" for r in b.state.log)


def test_an_illegal_target_on_resolution_does_nothing_608_2b() -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "CCCC")
    b.cast(CHUPACABRA)
    b.remove(bear, to="exile")  # gone before the ability resolves
    b.resolve()
    assert any(r.rule == "608.2b" for r in b.state.log)
    assert b.graveyard("opponent").empty


def test_indestructible_is_not_destroyed_702_12b() -> None:
    b = ml.Board()
    tough = b.add(card("Tough Bear", "Indestructible"), "opponent")
    b.add_mana("you", "CCCC")
    b.cast(CHUPACABRA)
    b.resolve()
    assert tough.id in b.state.permanents


def test_apnap_order_active_players_triggers_go_on_the_stack_first_603_3b() -> None:
    # both players' "at the beginning of each upkeep" abilities trigger in one upkeep:
    # the active player's go on the stack first, so the other player's resolve first
    b = ml.Board()
    text = "At the beginning of each upkeep, you gain 1 life."
    b.add(card("Mine", text, "Enchantment"), "you")
    b.add(card("Theirs", text, "Enchantment"), "opponent")
    b.pass_turn()  # the opponent's turn: they are the active player
    assert b.phase == "upkeep"
    assert list(b.stack["name"]) == ["Theirs", "Mine"]  # bottom to top
    b.resolve()
    assert (b.life("you"), b.life("opponent")) == (21, 20)
    b.resolve()
    assert b.life("opponent") == 21


def test_upkeep_abilities_hold_the_turn_in_its_upkeep_503_1a() -> None:
    b = ml.Board()
    b.add(card("Ticker", "At the beginning of your upkeep, put a time counter on Ticker.",
               "Enchantment"))
    b.pass_turn()  # the opponent's turn: "your upkeep" doesn't trigger
    assert b.stack.empty and b.phase == "precombat main"
    b.pass_turn()
    assert b.phase == "upkeep" and list(b.stack["name"]) == ["Ticker"]
    with pytest.raises(ml.IllegalActionError):
        b.pass_turn()  # 500.2: the stack must be empty
    b.resolve()
    assert b.counters(b.get("Ticker")) == {"time": 1}
    b.pass_turn()  # on to the precombat main phase of the same turn
    assert (b.phase, b.active) == ("precombat main", "you")


def test_that_player_of_each_players_upkeep_503_1a() -> None:
    # Barbed Wire: "deals 1 damage to that player": the active player
    b = ml.Board()
    b.add(card("Barbed Wire", "At the beginning of each player's upkeep, Barbed Wire deals "
               "1 damage to that player.", "Artifact"))
    b.pass_turn()
    b.resolve()
    assert (b.life("you"), b.life("opponent")) == (20, 19)


def test_intervening_if_is_checked_on_triggering_and_resolving_603_4() -> None:
    seer = card("Island Seer", "When Island Seer enters, if you control an Island, draw a "
                "card.")
    b = ml.Board()
    library(b)
    b.add_mana("you", "C")
    b.cast(seer)  # no Island: it doesn't trigger at all
    assert b.stack.empty
    island = b.add(ISLAND)
    b.add_mana("you", "C")
    b.cast(seer)
    assert list(b.stack["name"]) == ["Island Seer"]
    b.remove(island)  # no Island as it resolves: it does nothing
    b.resolve()
    assert len(b.hand("you")) == 0
    assert any(r.rule == "603.4" for r in b.state.log)


def test_landfall_triggers_on_a_land_played_603_6a() -> None:
    b = ml.Board()
    b.add(card("Lander", "Landfall — Whenever a land you control enters, you gain 1 life.",
               "Enchantment"))
    b.play_land(b.add(ISLAND, zone="hand"))
    b.resolve()
    assert b.life("you") == 21


def test_a_dies_ability_looks_back_in_time_603_10a() -> None:
    # the creature is gone when its ability triggers and resolves; it triggers as the
    # creature last existed on the battlefield, and the token dies too (700.4)
    b = ml.Board()
    library(b)
    doomed = b.add(card("Doomed", "When Doomed dies, draw a card."))
    b.add_counters(doomed, "-1/-1", 2)
    b.check_state()  # 704.5f: it dies
    assert list(b.stack["name"]) == ["Doomed"]
    b.resolve()
    assert len(b.hand("you")) == 1
    t = b.create_token(name="Spark", types=["Creature"], power=1, toughness=1,
                       oracle_text="When this creature dies, you gain 2 life.")
    b.add_counters(t, "-1/-1", 1)
    b.check_state()
    b.resolve()
    assert b.life("you") == 22


def test_an_exile_until_it_leaves_returns_the_card_610_3() -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "CCC")
    priest = b.cast(PRIEST)
    b.resolve()
    assert list(b.exile["name"]) == ["Target Bear"] and bear.id not in b.state.permanents
    assert priest is not None
    b.remove(priest)  # 610.3c: the card returns as the Priest leaves
    assert b.exile.empty
    back = b.get("Target Bear")
    assert b.controller(back) == "opponent" and back.id != bear.id  # a new object (400.7)


def test_an_exile_until_is_nothing_if_its_source_left_first_610_3c() -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "CCC")
    priest = b.cast(PRIEST)
    assert priest is not None
    b.remove(priest)
    b.resolve()
    assert bear.id in b.state.permanents and b.exile.empty


def test_oblivion_rings_linked_abilities_607_2a() -> None:
    b = ml.Board()
    relic = b.add(card("Relic", "", "Artifact"), "opponent")
    b.add_mana("you", "CCC")
    ring = b.cast(ORING)
    b.resolve()
    assert relic.id not in b.state.permanents
    assert ring is not None
    b.add_mana("you", "C")
    slayer = card("Slayer", "When Slayer enters, destroy target permanent.")
    b.cast(slayer, choices=[ring])
    b.resolve()  # the Ring is destroyed; its leaves ability triggers
    assert list(b.stack["name"]) == ["Oblivion Ring"]
    b.resolve()
    assert b.controller(b.get("Relic")) == "opponent" and b.exile.empty


def test_becomes_tapped_when_tapped_for_mana_106_12() -> None:
    # City of Brass: tapping it for mana taps it; the trigger waits on the stack
    b = ml.Board()
    city = b.add("City of Brass")
    b.activate(city, "{T}: Add", choices=["G"])
    assert b.mana_pool("you") == "G" and list(b.stack["name"]) == ["City of Brass"]
    b.resolve()
    assert b.life("you") == 19


def test_you_may_return_a_creature_card_from_your_graveyard() -> None:
    digger = card("Gravedigger", "When Gravedigger enters, you may return target creature "
                  "card from your graveyard to your hand.")
    b = ml.Board()
    b.add(BEAR, zone="graveyard")
    b.add_mana("you", "C")
    b.cast(digger)
    b.resolve(choices=[True])
    assert list(b.hand("you")["name"]) == ["Target Bear"]
    b.add(BEAR, zone="graveyard")
    b.add_mana("you", "C")
    b.cast(digger)
    b.resolve(choices=[False])  # "you may": the controller chooses not to (603.5)
    assert len(b.graveyard("you")) == 1


def test_return_to_the_battlefield_enters_as_a_new_object_400_7() -> None:
    reviver = card("Reviver", "When Reviver enters, return target creature card from your "
                   "graveyard to the battlefield.")
    b = ml.Board()
    library(b)
    b.add(WALL, zone="graveyard")
    b.add_mana("you", "C")
    b.cast(reviver)
    b.resolve()
    assert "Wall of Omens" in set(b.permanents["name"])
    assert list(b.stack["name"]) == ["Wall of Omens"]  # its own enters ability (603.6a)


def test_gain_control_until_end_of_turn_514_2() -> None:
    thief = card("Thief", "When Thief enters, gain control of target creature an opponent "
                 "controls until end of turn.")
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "C")
    b.cast(thief)
    b.resolve()
    assert b.controller(bear) == "you"
    b.pass_turn()
    assert b.controller(bear) == "opponent"


def test_sacrifice_unless_you_return_a_land_118_12() -> None:
    karoo = ml.Card.from_text(name="Test Karoo", type_line="Land", oracle_text=(
        "When Test Karoo enters, sacrifice it unless you return an untapped Island you "
        "control to its owner's hand."))
    b = ml.Board()
    island = b.add(ISLAND)
    b.play_land(b.add(karoo, zone="hand"))
    b.resolve(choices=[True])  # pay: the Island goes back to the hand
    assert island.id not in b.state.permanents and "Test Karoo" in set(b.permanents["name"])
    b2 = ml.Board()
    b2.play_land(b2.add(karoo, zone="hand"))
    b2.resolve()  # nothing to return: it is sacrificed
    assert list(b2.graveyard("you")["name"]) == ["Test Karoo"]


def test_what_the_engine_cant_play_is_unsupported_with_the_part_named() -> None:
    # "supported" is a promise (DESIGN): "it" of the card cycled, which triggers from
    # the graveyard (702.29c), dealing damage from there is not played
    a = ml.Card.from_text(name="Cycler", mana_cost="{1}", type_line="Creature — Test",
                          power="1", toughness="1",
                          oracle_text="When you cycle Cycler, it deals 1 damage to any "
                                      "target.").abilities[0]
    assert not a.supported and "702.29c" in a.problem
    b = ml.Card.from_text(name="Roller", mana_cost="{1}", type_line="Creature — Test",
                          power="1", toughness="1",
                          oracle_text="When Roller enters, roll a d20.").abilities[0]
    assert not b.supported and b.problem.startswith("not carried out: ")


def test_threaten_on_entering_control_untap_and_haste_until_end_of_turn_611_2c() -> None:
    guy = card("Threat", "When Threat enters, gain control of target creature until end of "
               "turn. Untap that creature. It gains haste until end of turn.")
    b = ml.Board()
    bear = b.add(BEAR, "opponent", tapped=True)
    b.add_mana("you", "C")
    b.cast(guy, choices=[bear])  # it could target itself too (115.1)
    b.resolve()
    assert b.controller(bear) == "you" and not b.is_tapped(bear)
    assert b.can_attack(bear)  # haste (302.6, 702.10)
    b.pass_turn()  # 514.2: both effects end
    assert b.controller(bear) == "opponent"
    assert "Haste" not in b.characteristics(bear)["abilities"]


def test_control_for_as_long_as_it_remains_on_the_battlefield_611_2b() -> None:
    sower = card("Sower", "When Sower enters, gain control of target creature for as long "
                 "as Sower remains on the battlefield.")
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "C")
    s = b.cast(sower, choices=[bear])
    b.resolve()
    assert b.controller(bear) == "you"
    b.pass_turn()
    assert b.controller(bear) == "you"  # not an "until end of turn" effect
    assert s is not None
    b.add_counters(s, "-1/-1", 2)
    b.check_state()  # Sower dies: the effect ends at once
    assert b.controller(bear) == "opponent"


def test_counters_on_target_and_tap_target_122_1_701_26a() -> None:
    b = ml.Board()
    mine = b.add(BEAR)
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", "CC")
    b.cast(card("Mentor", "When Mentor enters, put a +1/+1 counter on target creature you "
                "control."), choices=[mine])
    b.resolve()
    assert b.counters(mine) == {"+1/+1": 1}
    b.cast(card("Chiller", "When Chiller enters, tap target creature an opponent controls."))
    b.resolve()
    assert b.is_tapped(theirs)


def test_search_your_library_for_a_land_onto_the_battlefield_tapped_701_23() -> None:
    guide = card("Guide", "When Guide enters, you may search your library for an Island "
                 "card, put that card onto the battlefield tapped, then shuffle.")
    b = ml.Board()
    b.add(BEAR, zone="library")
    b.add(ISLAND, zone="library")
    b.add_mana("you", "C")
    b.cast(guide)
    b.resolve(choices=[True])
    island = b.get("Test Island")
    assert b.is_tapped(island) and len(b.library("you")) == 1


def test_end_step_abilities_hold_the_turn_in_its_end_step_513_1a() -> None:
    b = ml.Board()
    library(b)
    b.add(card("Nightly", "At the beginning of your end step, draw a card.", "Enchantment"))
    b.pass_turn()
    assert (b.phase, b.active, b.turn) == ("end", "you", 1)
    assert list(b.stack["name"]) == ["Nightly"]
    b.resolve()
    assert len(b.hand("you")) == 1
    b.pass_turn()  # cleanup, then the opponent's turn
    assert (b.phase, b.active) == ("precombat main", "opponent")


def test_another_creature_entering_triggers_603_6a() -> None:
    # Soul Warden: "another creature": not itself (its own entering doesn't count)
    warden = card("Warden", "Whenever another creature enters, you gain 1 life.")
    b = ml.Board()
    b.add_mana("you", "CC")
    b.cast(warden)
    assert b.stack.empty
    b.cast(BEAR, controller="you")
    b.resolve()
    assert b.life("you") == 21
    b.create_token(name="Spirit", types=["Creature"], power=1, toughness=1)
    b.resolve()  # a token entering is a creature entering too (111.1)
    assert b.life("you") == 22


def test_tap_target_and_that_creature_doesnt_untap_502_3() -> None:
    # Frost Lynx: "tap target creature an opponent controls. That creature doesn't untap
    # during its controller's next untap step."
    lynx = card("Frost Lynx", "When Frost Lynx enters, tap target creature an opponent "
                "controls. That creature doesn't untap during its controller's next untap "
                "step.")
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "C")
    b.cast(lynx)
    b.resolve()
    assert b.is_tapped(bear)
    b.pass_turn()  # the opponent's untap step: it stays tapped
    assert b.is_tapped(bear)


def test_moving_on_to_combat_triggers_beginning_of_combat_507_1() -> None:
    # "At the beginning of combat on your turn": the turn moves on from the precombat
    # main phase; moving back (set-up) triggers nothing
    b = ml.Board()
    mine = b.add(BEAR)
    b.add(BEAR)
    b.add(card("Aspirant", "At the beginning of combat on your turn, put a +1/+1 counter "
               "on target creature you control."))
    with pytest.raises(ml.ChoiceRequired):
        b.phase = "beginning of combat"  # three creatures it may target
    assert b.phase == "precombat main" and b.stack.empty  # nothing changed
    b.advance("beginning of combat", choices=[mine])
    b.resolve()
    assert b.counters(mine) == {"+1/+1": 1}
    b.phase = "precombat main"  # back: set-up
    assert b.stack.empty


def test_a_trigger_on_the_stack_and_an_exile_link_round_trip_in_board_files() -> None:
    # DESIGN: to_yaml / from_yaml is a lossless round trip
    b = ml.Board()
    b.add(BEAR, "opponent")
    b.add_mana("you", "CCC")
    b.cast(PRIEST)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state == b.state
    b.resolve()
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state == b.state
    again.remove(again.get("Banisher Priest"))  # the link was kept: the card returns
    assert again.exile.empty


def test_mill_and_investigate_701_17a_701_16a() -> None:
    b = ml.Board()
    library(b, n=3)
    b.add_mana("you", "CC")
    b.cast(card("Miller", "When Miller enters, mill two cards."))
    b.resolve()
    assert len(b.graveyard("you")) == 2 and len(b.library("you")) == 1
    b.cast(card("Sleuth", "When Sleuth enters, investigate."))
    b.resolve()
    assert "Clue" in set(b.permanents["name"])


def test_a_trigger_read_here_names_the_part_it_cant_read() -> None:
    # the trigger condition is understood; the unsupported part named is the effect
    a = ml.Card.from_text(name="Seer", type_line="Enchantment", mana_cost="{1}",
                          oracle_text="At the beginning of your end step, discover 3."
                          ).abilities[0]
    assert not a.supported and a.problem == "not understood: 'discover 3'"


def test_a_created_tokens_enters_ability_603_6a() -> None:
    b = ml.Board()
    first = b.add(BEAR, "opponent")
    b.add(BEAR, "opponent")
    text = "When this creature enters, tap target creature an opponent controls."
    with pytest.raises(ml.ChoiceRequired):
        b.create_token(name="Sentry", types=["Creature"], power=1, toughness=1,
                       oracle_text=text)
    b.create_token(name="Sentry", types=["Creature"], power=1, toughness=1,
                   oracle_text=text, choices=[first])
    b.resolve()
    assert b.is_tapped(first)
