"""'Enters with' counters decided by what happened this turn (CR 614.1c): raid ("if you
attacked this turn", 508.1a), morbid ("if a creature died this turn"; dying is being put
into a graveyard from the battlefield, 700.4), "if an opponent lost life this turn"
(damage and paid life are life lost, 119.2-119.4), revolt ("if a permanent you controlled
left the battlefield this turn"), "for each creature that died this turn", "for each other
spell cast this turn" (601.2i). Ability words have no rules meaning (207.2c): the
condition decides. The history is kept by the actions, set up with
``b.set_turn_history`` and cleared as the next turn begins (500.1).

Cards are made with ``ml.Card.from_text`` under made-up names in the wordings of real
cards (Storm Fleet Aerialist, Festerhide Boar, Grizzly Ghoul, Cindering Cutthroat, Narnam
Renegade, Cryptborn Horror, Storm Entity, Vampire Socialite, Gev, Scaled Scorch).
"""

from __future__ import annotations

import pytest

import mtglab as ml

POOL = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCC"


def _creature(name: str, text: str, cost: str = "{1}{R}", pt: str = "1/1",
              subtypes: str = "Pirate") -> ml.Card:
    power, toughness = pt.split("/")
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=f"Creature — {subtypes}",
                             oracle_text=text, power=power, toughness=toughness)


def _cast(b: ml.Board, card: ml.Card, **kw: object) -> ml.Permanent:
    b.add_mana(str(kw.pop("controller", "you")), POOL)
    p = b.cast(card, **kw)  # type: ignore[arg-type]
    assert isinstance(p, ml.Permanent)
    return p


def _kill(b: ml.Board, controller: str = "you", *, token: bool = False) -> None:
    """A 1/1 that gets a -1/-1 counter and dies as a state-based action (704.5f)."""
    if token:
        p = b.create_token(name="Spirit", types=["Creature"], subtypes=["Spirit"], colors=[],
                           power=1, toughness=1, controller=controller)
    else:
        p = b.add(_creature("Victim", ""), controller)
    b.add_counters(p, "-1/-1", 1)
    b.check_state()


AERIALIST = _creature("Test Aerialist", "Flying\nRaid — Test Aerialist enters "
                      "the battlefield with a +1/+1 counter on it if you attacked this turn.",
                      "{1}{U}", "1/2", "Human Pirate")
BOAR = _creature("Test Boar", "Trample\nMorbid — Test Boar enters with two +1/+1 "
                 "counters on it if a creature died this turn.", "{3}{G}", "3/3", "Boar")
GHOUL = _creature("Test Ghoul", "Test Ghoul enters with a +1/+1 counter on it for each "
                  "creature that died this turn.", "{B}{G}", "2/2", "Zombie Bear")
CUTTHROAT = _creature("Test Cutthroat", "Test Cutthroat enters with a +1/+1 counter "
                      "on it if an opponent lost life this turn.", "{2}{B/R}", "2/1",
                      "Human Assassin")
RENEGADE = _creature("Test Renegade", "Deathtouch\nRevolt — Test Renegade enters the "
                     "battlefield with a +1/+1 counter on it if a permanent you controlled "
                     "left the battlefield this turn.", "{G}", "1/2", "Elf Warrior")
HORROR = _creature("Test Horror", "Trample\nTest Horror enters the battlefield with X "
                   "+1/+1 counters on it, where X is the total life lost by your opponents "
                   "this turn.", "{1}{B/R}{B/R}", "0/0", "Horror")
ENTITY = _creature("Test Entity", "Haste\nTest Entity enters the battlefield with a +1/+1 "
                   "counter on it for each other spell cast this turn.", "{1}{R}", "1/1",
                   "Elemental")


def test_raid_counts_only_if_you_attacked_this_turn_508_1a() -> None:
    b = ml.Board()
    assert b.counters(_cast(b, AERIALIST)) == {}
    b.set_turn_history("opponent", attackers=2)  # their attack is not yours
    assert b.counters(_cast(b, AERIALIST)) == {}
    b.set_turn_history("you", attackers=1)
    assert b.counters(_cast(b, AERIALIST)) == {"+1/+1": 1}


def test_morbid_sees_any_creature_that_died_this_turn_700_4() -> None:
    b = ml.Board()
    assert b.counters(_cast(b, BOAR)) == {}
    _kill(b, "opponent")  # any creature: the opponent's too
    assert b.state.player("opponent").creatures_died == 1
    assert b.counters(_cast(b, BOAR)) == {"+1/+1": 2}


def test_a_token_that_dies_has_died_700_4_111_7() -> None:
    b = ml.Board()
    _kill(b, token=True)  # put into the graveyard, then it ceases to exist
    assert b.counters(_cast(b, BOAR)) == {"+1/+1": 2}


def test_for_each_creature_that_died_this_turn_counts_every_one_700_4() -> None:
    b = ml.Board()
    _kill(b)
    _kill(b, "opponent")
    assert b.counters(_cast(b, GHOUL)) == {"+1/+1": 2}


def test_an_opponent_losing_life_counts_yours_does_not_119_3() -> None:
    b = ml.Board()
    drain = b.add(ml.Card.from_text(name="Drainer", type_line="Artifact",
                                    mana_cost="{1}", oracle_text="{T}: You lose 1 life."))
    b.activate(drain, 0)
    assert b.life("you") == 19 and b.state.player("you").life_lost == 1
    assert b.counters(_cast(b, CUTTHROAT)) == {}
    hurt = b.add(ml.Card.from_text(name="Hurter", type_line="Artifact", mana_cost="{1}",
                                   oracle_text="{T}: Each opponent loses 1 life."))
    b.activate(hurt, 0)
    assert b.counters(_cast(b, CUTTHROAT)) == {"+1/+1": 1}


def test_paying_life_is_losing_life_119_4() -> None:
    b = ml.Board()
    # {B/P} paid with 2 life (107.4f): the opponent has no black mana to pay it with
    b.add_mana("opponent", "R")
    b.active = "opponent"  # their main phase: they may cast a creature (307.1)
    b.cast(ml.Card.from_text(name="Phyrexian Thing", mana_cost="{B/P}",
                             type_line="Creature — Horror", power="1", toughness="1"),
           controller="opponent")
    b.active = "you"
    assert b.life("opponent") == 18
    assert b.state.player("opponent").life_lost == 2
    assert b.counters(_cast(b, CUTTHROAT)) == {"+1/+1": 1}


def test_total_life_lost_by_opponents_is_x_119_3() -> None:
    b = ml.Board()
    b.set_turn_history("opponent", life_lost=3)
    b.set_turn_history("you", life_lost=5)  # yours doesn't count
    assert b.counters(_cast(b, HORROR)) == {"+1/+1": 3}


def test_revolt_counts_a_permanent_you_controlled_leaving() -> None:
    b = ml.Board()
    _kill(b, "opponent")  # not yours
    assert b.counters(_cast(b, RENEGADE)) == {}
    treasure = b.create_token("Treasure")
    b.activate(treasure, 0, choices=["G"])  # sacrificed: it left the battlefield
    assert b.state.player("you").permanents_left == 1
    assert b.state.player("you").creatures_died == 0  # a Treasure doesn't die (700.4)
    assert b.counters(_cast(b, RENEGADE)) == {"+1/+1": 1}


def test_each_other_spell_cast_this_turn_not_itself_601_2i() -> None:
    b = ml.Board()
    assert b.counters(_cast(b, ENTITY)) == {}  # no other spell yet: not itself
    assert b.state.player("you").spells_cast == 1
    b.active = "opponent"
    _cast(b, _creature("Bear", "", "{1}{G}", "2/2", "Bear"), controller="opponent")
    b.active = "you"
    assert b.counters(_cast(b, ENTITY)) == {"+1/+1": 2}  # every player's spells count


def test_the_history_is_cleared_as_the_next_turn_begins_500_1() -> None:
    b = ml.Board()
    _kill(b)
    b.set_turn_history("you", attackers=1, life_lost=2)
    b.pass_turn()
    history = b.set_turn_history("you")
    for key in ("spell_colors", "spell_types", "died_types", "combat_damage_types",
                "entered_types"):
        assert history.pop(key) == ()
    assert all(v == 0 for v in history.values()), history
    assert b.counters(_cast(b, BOAR, controller="opponent")) == {}


def test_set_up_removal_keeps_the_history_as_stated() -> None:
    b = ml.Board()
    b.remove(b.add(_creature("Victim", "")))  # set-up places things, nothing happened
    assert b.state.player("you").creatures_died == 0


def test_turn_history_round_trips_through_a_board_file() -> None:
    b = ml.Board()
    b.set_turn_history("you", attackers=1, creatures_died=2, permanents_left=3,
                       spells_cast=4, life_lost=5)
    text = b.to_yaml()
    assert "creatures_died: 2" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.state == b.state
    assert b2.counters(_cast(b2, GHOUL)) == {"+1/+1": 2}


def test_set_turn_history_names_a_bad_field() -> None:
    b = ml.Board()
    with pytest.raises(ml.MtglabError, match="attacked"):
        b.set_turn_history("you", attacked=1)
    with pytest.raises(ml.MtglabError, match="whole number from 0"):
        b.set_turn_history("you", attackers=-1)


def test_history_conditions_of_other_permanents_entering_614_1c() -> None:
    # Test Socialite: "As long as an opponent lost life this turn, each other Vampire
    # you control enters with an additional +1/+1 counter on it."
    b = ml.Board()
    b.add(_creature("Test Socialite", "Menace\nWhen Test Socialite enters the "
                    "battlefield, if an opponent lost life this turn, put a +1/+1 counter on "
                    "each other Vampire you control.\nAs long as an opponent lost life this "
                    "turn, each other Vampire you control enters the battlefield with an "
                    "additional +1/+1 counter on it.", "{B}{R}", "2/2", "Vampire Noble"))
    vampire = _creature("Vampire Pup", "", "{B}", "1/1", "Vampire")
    assert b.counters(_cast(b, vampire)) == {}
    b.set_turn_history("opponent", life_lost=1)
    assert b.counters(_cast(b, vampire)) == {"+1/+1": 1}
    # Gev's wording: "... an additional +1/+1 counter on them for each opponent who lost life"
    g = ml.Board(players=["you", "a", "b"])
    g.add(_creature("Test Gev", "Ward—Pay 2 life.\nOther creatures you control "
                    "enter with an additional +1/+1 counter on them for each opponent who "
                    "lost life this turn.", "{B}{R}", "3/2", "Lizard Mercenary"))
    g.set_turn_history("a", life_lost=2)
    g.set_turn_history("b", life_lost=1)
    assert g.counters(_cast(g, vampire)) == {"+1/+1": 2}


def test_this_turn_each_creature_enters_with_an_additional_counter_611_2a() -> None:
    # Combine Guildmage's wording: a resolved ability's replacement effect on entering
    guildmage = _creature("Test Guildmage", "{1}{G}, {T}: This turn, each creature you "
                          "control enters the battlefield with an additional +1/+1 counter on "
                          "it.", "{G}{W}", "2/2", "Human Wizard")
    bear = _creature("Test Bear", "", "{1}{G}", "2/2", "Bear")
    b = ml.Board()
    g = b.add(guildmage)
    assert b.counters(_cast(b, bear)) == {}
    b.add_mana("you", "GG")
    b.activate(g, 0)
    assert b.counters(_cast(b, bear)) == {"+1/+1": 1}
    shown = b.effects
    assert shown[shown["source"] == "Test Guildmage"]["duration"].tolist() == \
        ["until end of turn"]
    assert ml.Board.from_yaml(b.to_yaml()).state == b.state  # kept in board files
    b.active = "opponent"
    assert b.counters(_cast(b, bear, controller="opponent")) == {}  # not theirs
    b.active = "you"
    b.pass_turn()  # "this turn" ends with the turn (514.2)
    b.pass_turn()
    assert b.counters(_cast(b, bear)) == {}


GIANT = _creature("Test Giant", "Test Giant enters the battlefield with two -1/-1 counters on "
                  "it unless you've cast another red spell this turn.", "{2}{R}", "4/4",
                  "Giant Warrior")


def test_unless_you_cast_another_red_spell_this_turn_601_2i() -> None:
    # Hotheaded Giant's wording
    b = ml.Board()
    assert b.counters(_cast(b, GIANT)) == {"-1/-1": 2}  # itself is not another
    _cast(b, _creature("Test Merfolk", "", "{U}", "1/1", "Merfolk"))  # blue: not red
    assert b.state.player("you").spell_colors == ("R", "U")
    assert b.counters(_cast(b, GIANT)) == {}  # the first Giant was another red spell
    fresh = ml.Board()
    fresh.set_turn_history("you", spell_colors=["RG"])  # set-up: one red-green spell
    assert fresh.set_turn_history("you")["spells_cast"] == 1
    assert fresh.counters(_cast(fresh, GIANT)) == {}
    assert ml.Board.from_yaml(fresh.to_yaml()).state == fresh.state
    with pytest.raises(ml.MtglabError, match="spell_colors"):
        fresh.set_turn_history("you", spell_colors="R")
