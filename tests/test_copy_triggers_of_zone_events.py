"""Triggered "becomes a copy" abilities set off by zone events and one-shot effects:
"whenever a creature dies" (700.4), "whenever a creature card is put into an opponent's
graveyard from anywhere" (400.3, 404.1), "you may pay {1}. If you do" (608.2d), the top
card of a library revealed (701.20a), cards milled (701.17a) and one exiled from among
them. A copy of a creature that has died uses its last known information (608.2h): its
copiable values as it last existed on the battlefield (707.2, 707.3); a copy of a card
in a zone, the card's own values there (707.2)."""

from __future__ import annotations

import pytest

import mtglab as ml

PUCA = ml.Card.from_text(
    name="Cemetery Puca", mana_cost="{1}{U/B}{U/B}", type_line="Creature — Shapeshifter",
    power="1", toughness="2",
    oracle_text="Whenever a creature dies, you may pay {1}. If you do, Cemetery Puca "
    "becomes a copy of that creature, except it has this ability.")
LAZAV = ml.Card.from_text(
    name="Lazav, Dimir Mastermind", mana_cost="{U}{U}{B}{B}",
    type_line="Legendary Creature — Shapeshifter", power="3", toughness="3",
    oracle_text="Hexproof\nWhenever a creature card is put into an opponent's graveyard "
    "from anywhere, you may have Lazav, Dimir Mastermind become a copy of that card, "
    "except its name is Lazav, Dimir Mastermind, it's legendary in addition to its other "
    "types, and it has hexproof and this ability.")
DRIFTER = ml.Card.from_text(
    name="Vesuvan Drifter", mana_cost="{3}{U}", type_line="Creature — Shapeshifter",
    power="2", toughness="4",
    oracle_text="At the beginning of each combat, you may reveal the top card of your "
    "library. If you reveal a creature card this way, Vesuvan Drifter becomes a copy of "
    "that card until end of turn, except it has flying.")
MARROW = ml.Card.from_text(
    name="Shapeshifter's Marrow", mana_cost="{2}{B}{B}", type_line="Enchantment",
    oracle_text="At the beginning of each opponent's upkeep, that player reveals the top "
    "card of their library. If it's a creature card, the player puts the card into their "
    "graveyard and Shapeshifter's Marrow becomes a copy of that card. (If it does, it "
    "loses this ability.)")
SHADOW_KIN = ml.Card.from_text(
    name="Shadow Kin", mana_cost="{3}{U}", type_line="Creature — Shapeshifter",
    power="2", toughness="2",
    oracle_text="At the beginning of your upkeep, each player mills three cards. You may "
    "exile a creature card from among the cards milled this way. If you do, Shadow Kin "
    "becomes a copy of that card, except it has this ability.")
GIANT = ml.Card.from_text(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                          power="3", toughness="3")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


#: issue 22: lines unsupported since the trigger wordings' regular-expression module was
#: folded into the grammar, which doesn't read these parts yet (each line names its part)
_NOT_READ_YET = (
    "the grammar reads no 'you may have it become a copy of ...' after '~ explores' (608.2c)",
    "the grammar reads no 'you may choose a token you control' (608.2d)",
    "the grammar reads no 'choose up to one other target enchantment or artifact' (115.1)",
)


def _dies(b: ml.Board, p: object) -> None:
    """The creature dies of -1/-1 counters as a state-based action (704.5f)."""
    b.add_counters(p, "-1/-1", b.characteristics(p)["toughness"])
    b.check_state()


def test_the_lines_are_supported() -> None:
    for card in (PUCA, LAZAV, DRIFTER, MARROW, SHADOW_KIN):
        a = card.abilities[-1]
        assert a.supported, (card.name, a.problem)


# ------------------------------------------------------------ "whenever a creature dies"


def test_puca_paid_becomes_a_copy_of_the_creature_that_died_608_2h() -> None:
    b = ml.Board()
    puca = b.add(PUCA)
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", "C")
    _dies(b, giant)
    assert len(b.stack) == 1  # it triggered as the Giant died (603.2, 700.4)
    b.resolve(choices=[True])  # pay {1}
    c = b.characteristics(puca)
    # the Giant has left the battlefield: its last known information (608.2h, 707.2)
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 3, 3)
    # "except it has this ability" (707.9b): it still copies the next one that dies
    assert any("Whenever a creature dies" in t for t in c["abilities"])
    assert b.mana_pool("you") == ""  # {1} was paid (118.1)


def test_puca_not_paid_stays_itself_608_2d() -> None:
    b = ml.Board()
    puca = b.add(PUCA)
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", "C")
    _dies(b, giant)
    b.resolve(choices=[False])
    assert b.characteristics(puca)["name"] == "Cemetery Puca"
    assert b.mana_pool("you") == "C"


def test_puca_without_mana_to_pay_does_nothing_118_3() -> None:
    b = ml.Board()
    puca = b.add(PUCA)
    _dies(b, b.add(GIANT, "opponent"))
    b.resolve()
    assert b.characteristics(puca)["name"] == "Cemetery Puca"


def test_puca_copies_a_token_that_died_by_its_copiable_values_111_3() -> None:
    # a token ceases to exist (111.7), but its last known copiable values are those its
    # creating effect defined (111.3, 707.2)
    b = ml.Board()
    puca = b.add(PUCA)
    token = b.create_token(name="Wurm", types=["Creature"], subtypes=["Wurm"],
                           colors=["G"], power=6, toughness=6, controller="opponent")
    b.add_mana("you", "C")
    _dies(b, token)
    b.resolve(choices=[True])
    c = b.characteristics(puca)
    assert (c["name"], c["power"]) == ("Wurm", 6)
    assert not b.state.permanents[puca.id].is_token  # a copy of a token is no token (111.3)


def test_puca_copies_what_a_copy_copied_707_3() -> None:
    # the creature that died was itself a copy of the Giant: its copiable values are the
    # Giant's (707.3), and those are what it last had
    b = ml.Board()
    puca = b.add(PUCA)
    giant = b.add(GIANT)
    clone = b.add(ml.Card.from_text(name="Shapeshifter", mana_cost="{2}",
                                    type_line="Creature — Shapeshifter", power="0",
                                    toughness="0"), "opponent")
    b.add_counters(clone, "+1/+1", 1)
    b.become_copy(clone, giant)
    b.add_mana("you", "C")
    _dies(b, clone)
    b.resolve(choices=[True])
    assert b.characteristics(puca)["name"] == "Hill Giant"


def test_puca_itself_dying_triggers_but_nothing_becomes_a_copy_603_10a() -> None:
    b = ml.Board()
    puca = b.add(PUCA)
    b.add_mana("you", "C")
    _dies(b, puca)
    assert len(b.stack) == 1  # leaves-the-battlefield abilities look back (603.10a)
    b.resolve(choices=[True])
    assert any(r.rule == "608.2h" and "left the battlefield" in r.detail
               for r in b.state.log)


# ------------------------------------- "put into an opponent's graveyard from anywhere"


def test_lazav_copies_a_creature_card_put_into_an_opponents_graveyard_707_9b() -> None:
    b = ml.Board()
    lazav = b.add(LAZAV)
    _dies(b, b.add(GIANT, "opponent"))
    assert len(b.stack) == 1
    b.resolve(choices=[True])
    c = b.characteristics(lazav)
    # the card in the graveyard (707.2), with its exceptions (707.9b)
    assert (c["name"], c["power"], c["toughness"]) == ("Lazav, Dimir Mastermind", 3, 3)
    assert "Giant" in c["subtypes"] and "Legendary" in c["supertypes"]
    assert "Hexproof" in c["abilities"]
    assert any("from anywhere" in t for t in c["abilities"])


def test_lazav_ignores_its_controllers_own_graveyard_404_1() -> None:
    b = ml.Board()
    b.add(LAZAV)
    _dies(b, b.add(GIANT, "you"))  # into its owner's (your) graveyard
    assert len(b.stack) == 0


def test_lazav_sees_a_countered_creature_spell_from_the_stack_400_3() -> None:
    b = ml.Board()
    lazav = b.add(LAZAV)
    b.active = "opponent"  # the opponent's main phase (307.1)
    b.add_mana("opponent", "RRRR")
    spell = b.cast(GIANT, controller="opponent", resolve=False)
    b.add_mana("you", "UU")
    b.cast(ml.Card.from_text(name="Counterspell", mana_cost="{U}{U}", type_line="Instant",
                             oracle_text="Counter target spell."),
           controller="you", targets=[spell], resolve=False)
    b.resolve()  # Counterspell: the Giant goes from the stack to its owner's graveyard
    b.resolve(choices=[True])  # Lazav's trigger
    assert "Giant" in b.characteristics(lazav)["subtypes"]


# ------------------------------------------------------------ the top card revealed


def test_drifter_reveals_a_creature_card_and_copies_it_until_end_of_turn_701_20a() -> None:
    b = ml.Board()
    drifter = b.add(DRIFTER)
    b.add(GIANT, zone="library")  # the top card
    b.advance("beginning of combat")
    b.resolve(choices=[True])
    c = b.characteristics(drifter)
    assert (c["name"], c["power"]) == ("Hill Giant", 3)
    assert "Flying" in c["abilities"]  # except it has flying (707.9b)
    assert b.cards("you", "library")[0].name == "Hill Giant"  # it stays there (701.20a)
    b.pass_turn()  # the cleanup step ends "until end of turn" (514.2)
    assert b.characteristics(drifter)["name"] == "Vesuvan Drifter"


def test_drifter_revealing_a_land_stays_itself_608_2c() -> None:
    b = ml.Board()
    drifter = b.add(DRIFTER)
    b.add(ISLAND, zone="library")
    b.advance("beginning of combat")
    b.resolve(choices=[True])
    assert b.characteristics(drifter)["name"] == "Vesuvan Drifter"


def test_marrow_puts_the_revealed_creature_card_into_the_graveyard_and_copies_it() -> None:
    b = ml.Board()
    marrow = b.add(MARROW)
    b.add(GIANT, "opponent", zone="library")
    b.pass_turn()  # the opponent's upkeep (503.1a)
    b.resolve()
    c = b.characteristics(marrow)
    assert (c["name"], c["types"]) == ("Hill Giant", ("Creature",))
    assert not any("upkeep" in t for t in c["abilities"])  # it loses the ability (707.2)
    assert [x.name for x in b.cards("opponent", "graveyard")] == ["Hill Giant"]


# ------------------------------------------------------------ cards milled this way


def test_shadow_kin_exiles_a_milled_creature_card_and_copies_it_701_17a() -> None:
    b = ml.Board()
    kin = b.add(SHADOW_KIN)
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
        b.add(ISLAND, "opponent", zone="library")
    b.add(GIANT, "opponent", zone="library")  # the top card of the opponent's library
    b.pass_turn()
    b.pass_turn()  # your next upkeep
    b.resolve(choices=[True])
    assert len(b.cards("you", "graveyard")) == 3 and len(b.cards("opponent", "graveyard")) == 2
    assert [x.name for x in b.cards("opponent", "exile")] == ["Hill Giant"]
    c = b.characteristics(kin)
    assert c["name"] == "Hill Giant"
    assert any("mills three" in t for t in c["abilities"])  # except it has this ability


# ------------------------------------------------------------ heroic


ARTISAN = ml.Card.from_text(
    name="Artisan of Forms", mana_cost="{1}{U}", type_line="Creature — Human Wizard",
    power="1", toughness="1",
    oracle_text="Heroic — Whenever you cast a spell that targets Artisan of Forms, you may "
    "have Artisan of Forms become a copy of target creature, except it has this ability.")
AURA = ml.Card.from_text(name="Flash Aura", mana_cost="{W}", type_line="Enchantment — Aura",
                         oracle_text="Flash\nEnchant creature")


def test_artisan_heroic_triggers_on_casting_a_spell_that_targets_it_601_2i() -> None:
    b = ml.Board()
    artisan = b.add(ARTISAN)
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", "W")
    b.cast(AURA, targets=[artisan], choices=[giant], resolve=False)
    assert len(b.stack) == 2  # the trigger is above the Aura spell (601.2i, 603.3)
    b.resolve(choices=[True])
    c = b.characteristics(artisan)
    assert c["name"] == "Hill Giant"
    assert any(t.startswith("Heroic") for t in c["abilities"])  # this ability (707.9b)


def test_artisan_heroic_ignores_a_spell_targeting_another_creature_115_1() -> None:
    b = ml.Board()
    b.add(ARTISAN)
    giant = b.add(GIANT)
    b.add_mana("you", "W")
    b.cast(AURA, targets=[giant], resolve=False)
    assert len(b.stack) == 1


# ------------------------------------------------------------ explore


ECHO = ml.Card.from_text(
    name="Deepfathom Echo", mana_cost="{2}{G}{U}", type_line="Creature — Merfolk Spirit",
    power="4", toughness="4",
    oracle_text="At the beginning of combat on your turn, Deepfathom Echo explores. Then "
    "you may have it become a copy of another creature you control until end of turn.")


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_echo_explores_a_land_into_the_hand_then_copies_a_chosen_creature_701_44a() -> None:
    b = ml.Board()
    echo = b.add(ECHO)
    giant = b.add(GIANT)
    b.add(ISLAND, zone="library")
    b.advance("beginning of combat")
    b.resolve(choices=[True, giant.id])  # "you may"; the creature, chosen as it resolves
    assert [c.name for c in b.cards("you", "hand")] == ["Island"]  # a land: to the hand
    assert b.counters(echo) == {}
    assert b.characteristics(echo)["name"] == "Hill Giant"  # not a target (115.10)
    b.pass_turn()  # until end of turn (514.2)
    assert b.characteristics(echo)["name"] == "Deepfathom Echo"


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_echo_explores_a_nonland_card_gets_a_counter_and_may_mill_it_701_44a() -> None:
    b = ml.Board()
    echo = b.add(ECHO)
    b.add(GIANT, zone="library")
    b.advance("beginning of combat")
    b.resolve(choices=[True])  # the card goes into the graveyard
    assert b.counters(echo) == {"+1/+1": 1}
    assert [c.name for c in b.cards("you", "graveyard")] == ["Hill Giant"]
    # no other creature you control: nothing becomes a copy (608.2d)
    assert b.characteristics(echo)["name"] == "Deepfathom Echo"


# ------------------------------------------------------------ "When you do" (603.12)


AURORA = ml.Card.from_text(
    name="Aurora Shifter", mana_cost="{1}{U}", type_line="Creature — Shapeshifter",
    power="1", toughness="3",
    oracle_text="At the beginning of combat on your turn, you may pay {E}{E}. When you do, "
    "Aurora Shifter becomes a copy of another target creature you control, except it has "
    "this ability and \"Whenever this creature deals combat damage to a player, you get "
    "that many {E}.\"")


def test_aurora_grants_a_quoted_ability_not_read_so_it_is_unsupported_613_1f() -> None:
    # "except it has this ability and \"... you get that many {E}.\"" (707.9b): the
    # quoted ability isn't read ("that many {E}"), so the whole ability is unsupported,
    # naming it, rather than played without it (113.1a)
    quoted = ml.Card.from_text(
        name="Aurora Shifter", type_line="Creature — Shapeshifter", power="1",
        toughness="3", oracle_text="Whenever this creature deals combat damage to a player, "
        "you get that many {E}.").abilities[0]
    assert not quoted.supported and "that many {E}" in quoted.problem
    assert not AURORA.abilities[0].supported


# ------------------------------------------------------------ each other token


BRUDICLAD = ml.Card.from_text(
    name="Brudiclad, Telchor Engineer", mana_cost="{4}{U}{R}",
    type_line="Legendary Artifact Creature — Phyrexian Artificer", power="4",
    toughness="4",
    oracle_text="At the beginning of combat on your turn, create a 2/1 blue Phyrexian Myr "
    "artifact creature token. Then you may choose a token you control. If you do, each "
    "other token you control becomes a copy of that token.")


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[1])
def test_brudiclad_each_other_token_becomes_a_copy_of_the_chosen_one_707_4() -> None:
    b = ml.Board()
    b.add(BRUDICLAD)
    wurm = b.create_token(name="Wurm", types=["Creature"], subtypes=["Wurm"], colors=["G"],
                          power=6, toughness=6)
    b.advance("beginning of combat")
    b.resolve(choices=[True, wurm.id])  # chosen as it resolves, not targeted (115.10)
    ids = [int(i) for i in b.permanents["id"]]
    names = sorted(b.characteristics(i)["name"] for i in ids)
    assert names == ["Brudiclad, Telchor Engineer", "Wurm", "Wurm"]
    myr = next(i for i in ids if b.state.permanents[i].is_token and i != wurm.id)
    assert b.characteristics(myr)["power"] == 6  # the Myr is a copy of the Wurm
    assert b.state.permanents[myr].is_token  # and still a token (111.1)


# ------------------------------------------------------------ "if you're the monarch"


COURT = ml.Card.from_text(
    name="Court of Vantress", mana_cost="{2}{U}{U}", type_line="Enchantment",
    oracle_text="At the beginning of your upkeep, choose up to one other target enchantment "
    "or artifact. If you're the monarch, you may create a token that's a copy of it. If "
    "you're not the monarch, you may have Court of Vantress become a copy of it, except it "
    "has this ability.")
RELIC = ml.Card.from_text(name="Mind Stone", mana_cost="{2}", type_line="Artifact",
                          oracle_text="{T}: Add {C}.")


def _court_upkeep(monarch: str | None) -> tuple[ml.Board, object]:
    b = ml.Board()
    court = b.add(COURT, controlled_since_turn_start=True)
    b.add(RELIC, "opponent")
    b.monarch = monarch
    b.pass_turn()
    b.pass_turn()  # your upkeep (503.1a); the one target is taken (603.3d)
    b.resolve(choices=[True])
    return b, court


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[2])
def test_court_as_the_monarch_creates_a_token_copy_of_the_target_725_707_2() -> None:
    b, court = _court_upkeep("you")
    mine = [b.characteristics(i)["name"] for i in b.permanents["id"]
            if b.controller(int(i)) == "you"]
    assert sorted(mine) == ["Court of Vantress", "Mind Stone"]  # the token (111.1)
    assert b.characteristics(court)["name"] == "Court of Vantress"


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[2])
def test_court_not_the_monarch_becomes_a_copy_keeping_this_ability_707_9b() -> None:
    b, court = _court_upkeep(None)
    c = b.characteristics(court)
    assert (c["name"], c["types"]) == ("Mind Stone", ("Artifact",))
    assert any(t.startswith("At the beginning of your upkeep") for t in c["abilities"])
    assert len(b.permanents) == 2  # no token


def test_a_board_file_keeps_the_trigger_but_not_the_last_known_information_608_2h() -> None:
    # a board saved with Puca's trigger on the stack can be written and read; the dead
    # creature's last known information isn't in the file, which resolving says (608.2h)
    b = ml.Board()
    b.add(PUCA)
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", "C")
    _dies(b, giant)
    again = ml.Board.from_yaml(b.to_yaml())
    assert len(again.stack) == 1
    with pytest.raises(ml.UnsupportedError, match=r"608\.2h"):
        again.resolve(choices=[True])
