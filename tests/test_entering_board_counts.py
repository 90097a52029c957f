"""'Enters with' amounts and conditions counted from the board and the graveyards as
the permanent enters (CR 614.1c; 614.12: it is seen as it would exist on the
battlefield, so "other" leaves it out): cards in graveyards and their mana values
(202.3) and mana costs (202.1), cards in hands, the most creatures a player controls,
total toughness, counters among permanents (122.1), the greatest power including
graveyard cards, "each Angel you already control", "a permanent with mana value 4 or
greater", "a modified creature" (700.9).

Cards are made with ``ml.Card.from_text`` under made-up names in the wordings of real
cards (Academy Elite, Inferno Project, Embodiment of Agonies, Realm Seekers,
Investigator's Journal, Towering Titan, Bioessence Hydra, Ascendant Acolyte, Ambitious
Dragonborn, Giada, Ascendant Packleader, Heir of the Ancient Fang).
"""

from __future__ import annotations

import mtglab as ml

POOL = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"


def _card(name: str, text: str, cost: str = "{2}{G}", pt: str = "0",
          type_line: str = "Creature — Beast") -> ml.Card:
    card = ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt, toughness=pt)
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    return card


def _plain(name: str, type_line: str, cost: str | None = "{1}", pt: str | None = None,
           text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line, oracle_text=text,
                             power=pt, toughness=pt)


def _cast(b: ml.Board, card: ml.Card) -> dict[str, int]:
    b.add_mana("you", POOL)
    p = b.cast(card)
    assert isinstance(p, ml.Permanent)
    return b.counters(p)


SHOCK = _plain("Test Shock", "Instant", "{R}")
DIVINATION = _plain("Test Divination", "Sorcery", "{2}{U}")
BEAR = _plain("Test Bear", "Creature — Bear", "{1}{G}", "2")


def test_instant_and_sorcery_cards_in_all_graveyards_614_1c() -> None:
    elite = _card("Test Elite", "Test Elite enters the battlefield with X +1/+1 counters on "
                  "it, where X is the number of instant and sorcery cards in all graveyards.")
    b = ml.Board()
    b.add(SHOCK, zone="graveyard")
    b.add(DIVINATION, "opponent", zone="graveyard")
    b.add(BEAR, zone="graveyard")  # not an instant or sorcery
    assert _cast(b, elite) == {"+1/+1": 2}


def test_total_mana_value_of_instants_and_sorceries_in_your_graveyard_202_3() -> None:
    project = _card("Test Project", "Test Project enters the battlefield with X +1/+1 "
                    "counters on it, where X is the total mana value of instant and sorcery "
                    "cards in your graveyard.")
    b = ml.Board()
    b.add(SHOCK, zone="graveyard")
    b.add(DIVINATION, zone="graveyard")
    b.add(DIVINATION, "opponent", zone="graveyard")  # not yours
    assert _cast(b, project) == {"+1/+1": 4}


def test_each_different_mana_cost_among_nonland_cards_202_1() -> None:
    # its reminder text: {2}{B} and {1}{B}{B} are different mana costs
    agonies = _card("Test Agonies", "Flying, deathtouch\nTest Agonies enters the battlefield "
                    "with a +1/+1 counter on it for each different mana cost among nonland "
                    "cards in your graveyard.")
    b = ml.Board()
    b.add(_plain("A", "Sorcery", "{2}{B}"), zone="graveyard")
    b.add(_plain("B", "Sorcery", "{1}{B}{B}"), zone="graveyard")
    b.add(_plain("C", "Instant", "{2}{B}"), zone="graveyard")  # the same cost as A
    b.add(_plain("D", "Land", None), zone="graveyard")  # a land: not counted
    assert _cast(b, agonies) == {"+1/+1": 2}


def test_cards_in_all_players_hands() -> None:
    seekers = _card("Test Seekers", "Test Seekers enters the battlefield with X +1/+1 counters "
                    "on it, where X is the total number of cards in all players' hands.")
    b = ml.Board()
    b.add(BEAR, zone="hand")
    b.add(BEAR, "opponent", zone="hand")
    b.add(SHOCK, "opponent", zone="hand")
    assert _cast(b, seekers) == {"+1/+1": 3}


def test_the_greatest_number_of_creatures_a_player_controls() -> None:
    journal = _card("Test Journal", "Test Journal enters the battlefield with a number of "
                    "suspect counters on it equal to the greatest number of creatures a player "
                    "controls.", "{1}{W}", type_line="Artifact")
    b = ml.Board()
    b.add(BEAR)
    for _ in range(3):
        b.add(BEAR, "opponent")
    assert _cast(b, journal) == {"suspect": 3}


def test_total_toughness_of_other_creatures_you_control() -> None:
    titan = _card("Test Titan", "Test Titan enters the battlefield with X +1/+1 counters on "
                  "it, where X is the total toughness of other creatures you control.")
    b = ml.Board()
    b.add(BEAR)
    b.add(_plain("Wall", "Creature — Wall", "{1}", "4"))
    b.add(BEAR, "opponent")  # not yours
    assert _cast(b, titan) == {"+1/+1": 6}


def test_loyalty_counters_on_planeswalkers_you_control_122_1() -> None:
    hydra = _card("Test Bioessence", "Test Bioessence enters the battlefield with a +1/+1 "
                  "counter on it for each loyalty counter on planeswalkers you control.")
    b = ml.Board()
    b.add(ml.Card.from_text(name="Test Walker", mana_cost="{3}", type_line="Legendary "
                            "Planeswalker — Test", loyalty="3"), counters={"loyalty": 3})
    assert _cast(b, hydra) == {"+1/+1": 3}


def test_counters_among_other_creatures_you_control_122_1() -> None:
    acolyte = _card("Test Acolyte", "Test Acolyte enters the battlefield with a +1/+1 counter "
                    "on it for each +1/+1 counter among other creatures you control.")
    b = ml.Board()
    b.add(BEAR, counters={"+1/+1": 2})
    b.add(BEAR, counters={"+1/+1": 1, "shield": 1})
    b.add(BEAR, "opponent", counters={"+1/+1": 5})  # not yours
    assert _cast(b, acolyte) == {"+1/+1": 3}


def test_greatest_power_among_creatures_and_creature_cards_in_your_graveyard() -> None:
    dragonborn = _card("Test Dragonborn", "Test Dragonborn enters the battlefield with X +1/+1 "
                       "counters on it, where X is the greatest power among creatures you "
                       "control and creature cards in your graveyard.")
    b = ml.Board()
    b.add(BEAR)
    b.add(_plain("Big", "Creature — Giant", "{5}", "5"), zone="graveyard")
    b.add(_plain("Huge", "Creature — Giant", "{7}", "7"), "opponent", zone="graveyard")
    assert _cast(b, dragonborn) == {"+1/+1": 5}


def test_each_angel_you_already_control_614_12() -> None:
    giada = _card("Test Giada", "Flying, vigilance\nEach other Angel you control enters with "
                  "an additional +1/+1 counter on it for each Angel you already control.",
                  "{1}{W}", "2", "Legendary Creature — Angel")
    angel = _plain("Test Angel", "Creature — Angel", "{1}{W}", "1")
    b = ml.Board()
    b.add(giada)
    assert _cast(b, angel) == {"+1/+1": 1}  # Giada: not the Angel entering
    assert _cast(b, angel) == {"+1/+1": 2}


def test_if_you_control_a_permanent_with_mana_value_4_or_greater_202_3() -> None:
    packleader = _card("Test Packleader", "Test Packleader enters the battlefield with a +1/+1 "
                       "counter on it if you control a permanent with mana value 4 or "
                       "greater.", "{G}", "2")
    b = ml.Board()
    b.add(_plain("Rock", "Artifact", "{3}"))
    assert _cast(b, packleader) == {}
    b.add(_plain("Boulder", "Artifact", "{4}"))
    assert _cast(b, packleader) == {"+1/+1": 1}


def test_if_you_control_a_modified_creature_700_9() -> None:
    heir = _card("Test Heir", "Test Heir enters the battlefield with a +1/+1 counter on it if "
                 "you control a modified creature.", "{2}{G}", "3")
    b = ml.Board()
    bear = b.add(BEAR)
    assert _cast(b, heir) == {}  # an unmodified Bear
    b.add_counters(bear, "shield", 1)  # any counter makes it modified
    assert _cast(b, heir) == {"+1/+1": 1}
    e = ml.Board()
    e.add(_plain("Sword", "Artifact — Equipment", "{1}", text="Equip {1}"),
          attached_to=e.add(BEAR))  # equipped: modified
    assert _cast(e, heir) == {"+1/+1": 1}


def test_each_other_zombie_and_each_zombie_card_in_your_graveyard() -> None:
    horde = _card("Test Horde", "Test Horde enters the battlefield with a +1/+1 counter on "
                  "it for each other Zombie you control and each Zombie card in your "
                  "graveyard.", "{2}{B}", type_line="Creature — Zombie")
    zombie = _plain("Test Zombie", "Creature — Zombie", "{B}", "2")
    b = ml.Board()
    b.add(zombie)
    b.add(zombie, zone="graveyard")
    b.add(zombie, "opponent")  # not yours
    b.add(BEAR, zone="graveyard")  # not a Zombie
    assert _cast(b, horde) == {"+1/+1": 2}


def test_a_red_and_green_creature_counts_for_each_color() -> None:
    ulasht = _card("Test Ulasht", "Test Ulasht enters the battlefield with a +1/+1 counter on "
                   "it for each other red creature you control and a +1/+1 counter on it for "
                   "each other green creature you control.", "{2}{R}{G}")
    b = ml.Board()
    b.add(BEAR)  # green
    b.add(_plain("Test Goblin", "Creature — Goblin", "{R}", "1"))  # red
    b.add(_plain("Test Hybrid", "Creature — Ooze", "{R}{G}", "2"))  # both: two counters
    assert _cast(b, ulasht) == {"+1/+1": 4}


def test_each_land_that_entered_under_your_control_this_turn_305_1() -> None:
    future = _card("Test Future", "Each creature you control enters with an additional "
                   "+1/+1 counter on it for each land that entered the battlefield under your "
                   "control this turn.", "{1}{G}", type_line="Enchantment")
    b = ml.Board()
    b.add(future)
    b.play_land(b.add("Forest", zone="hand"))  # a land entered under your control
    assert b.set_turn_history("you")["lands_entered"] == 1
    assert _cast(b, BEAR) == {"+1/+1": 1}
    b.pass_turn()
    b.pass_turn()  # your next turn: none yet
    assert _cast(b, BEAR) == {}


def test_the_entering_permanents_mana_value_decides_how_many_202_3e() -> None:
    velocipede = _card("Test Velocipede", "Each other Vehicle and creature you control enters "
                       "with an additional +1/+1 counter on it if its mana value is 4 or less. "
                       "Otherwise, it enters with three additional +1/+1 counters on it.",
                       "{1}{R}", "3", "Artifact — Vehicle")
    b = ml.Board()
    b.add(velocipede)
    assert _cast(b, BEAR) == {"+1/+1": 1}  # mana value 2
    assert _cast(b, _plain("Test Giant", "Creature — Giant", "{4}{R}", "5")) == {"+1/+1": 3}
    # on the battlefield X is 0 (202.3e): {X}{X}{R} cast with X = 3 has mana value 1
    b.add_mana("you", POOL)
    hydra = b.cast(_plain("Test Hydra", "Creature — Hydra", "{X}{X}{R}", "1"), x=3)
    assert isinstance(hydra, ml.Permanent) and b.counters(hydra) == {"+1/+1": 1}


def test_an_ability_that_functions_from_your_graveyard_113_6b() -> None:
    departed = _card("Test Departed", "Flying\nAs long as Test Departed is in your graveyard, "
                     "each Human creature you control enters the battlefield with an "
                     "additional +1/+1 counter on it.", "{4}{W}{W}", "5",
                     "Creature — Spirit")
    human = _plain("Test Human", "Creature — Human", "{W}", "1")
    b = ml.Board()
    b.add(departed)
    assert _cast(b, human) == {}  # on the battlefield it does nothing
    b.add(departed, zone="graveyard")
    assert _cast(b, human) == {"+1/+1": 1}
    assert _cast(b, BEAR) == {}  # not a Human
    b.active = "opponent"  # "you" is its owner: not the opponent's Humans
    b.add_mana("opponent", POOL)
    theirs = b.cast(human, controller="opponent")
    assert isinstance(theirs, ml.Permanent) and b.counters(theirs) == {}
