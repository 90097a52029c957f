"""Amounts and conditions of real mana abilities, computed from the board (CR 106.4).

Oracle lines quoted from the corpus. Each expected total restates the card's text and the
rule that defines the quantity: devotion (700.5), Domain (207.2c, 305.6), greatest power,
a condition that must hold to activate (602.5b). What the engine can't compute is
unsupported with the part named, and never blocks the rest of the card (DESIGN).
"""

from __future__ import annotations

import pytest

import mtglab as ml


def creature(b: ml.Board, power: int, toughness: int = 1, subtypes: tuple[str, ...] = (),
             name: str = "Bear") -> ml.Permanent:
    return b.create_token(name=name, types=["Creature"], subtypes=list(subtypes),
                          power=power, toughness=toughness)


def spell_creature(name: str, cost: str, subtype: str = "Elf") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=f"Creature — {subtype}",
                             power="1", toughness="1")


BIGHORNER = ml.Card.from_text(
    name="Bighorner Rancher", mana_cost="{4}{G}", type_line="Creature — Human Ranger",
    power="2", toughness="5",
    oracle_text="Vigilance\n{T}: Add an amount of {G} equal to the greatest power among "
                "creatures you control.")


def test_greatest_power_among_creatures_you_control() -> None:
    b = ml.Board()
    rancher = b.add(BIGHORNER)
    creature(b, 4)
    b.create_token(name="Ogre", types=["Creature"], power=6, toughness=6, controller="opponent")
    assert b.productions(rancher, "{T}") == frozenset({"GGGG"})  # 4 beats its own 2
    assert b.activate(rancher, "{T}").mana == "GGGG"


def test_toughness_of_the_source() -> None:
    vhal = ml.Card.from_text(
        name="Vhal, Candlekeep Researcher", mana_cost="{3}{U}",
        type_line="Legendary Creature — Human Wizard", power="2", toughness="3",
        oracle_text="{T}: Add a number of {C} equal to Vhal, Candlekeep Researcher's "
                    "toughness. This mana can't be spent to cast spells from your hand.")
    b = ml.Board()
    p = b.add(vhal)
    b.add_counters(p, "+1/+1", 1)
    assert b.productions(p, 0) == frozenset({"CCCC"})  # 3 + 1 (CR 613.4c)


def test_devotion_to_the_chosen_color_nykthos() -> None:
    # "Choose a color. Add an amount of mana of that color equal to your devotion to that
    # color" (700.5: mana symbols of that color in the mana costs of your permanents)
    nykthos = ml.Card.from_text(
        name="Nykthos, Shrine to Nyx", type_line="Legendary Land",
        oracle_text="{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that "
                    "color equal to your devotion to that color.")
    b = ml.Board()
    p = b.add(nykthos)
    b.add(spell_creature("Elf A", "{G}{G}"))
    b.add(spell_creature("Elf B", "{1}{G}{W}"))
    b.add(spell_creature("Their Elf", "{G}{G}{G}"), controller="opponent")
    assert b.productions(p, 1) == frozenset({"GGG", "W", ""})  # U, B, R: devotion 0
    b.add_mana("you", "CC")
    assert b.activate(p, 1, choices=["G"]).mana == "GGG"


def test_different_powers() -> None:
    selvala = ml.Card.from_text(
        name="Selvala, Eager Trailblazer", mana_cost="{2}{G}{W}",
        type_line="Legendary Creature — Elf Scout", power="4", toughness="5",
        oracle_text="{T}: Choose a color. Add one mana of that color for each different "
                    "power among creatures you control.")
    b = ml.Board()
    p = b.add(selvala)
    creature(b, 4)
    creature(b, 1)
    creature(b, 1)
    assert b.productions(p, 0) == frozenset({c * 2 for c in "WUBRG"})  # powers 4 and 1


def test_domain_counts_basic_land_types() -> None:
    # Domain (207.2c): the basic land types (305.6) among lands you control; a land with
    # two types counts both
    geoscope = ml.Card.from_text(
        name="Prismatic Geoscope", mana_cost="{5}", type_line="Artifact",
        oracle_text="Domain — {T}: Add X mana in any combination of colors, where X is the "
                    "number of basic land types among lands you control.")
    b = ml.Board()
    p = b.add(geoscope)
    b.add(ml.Card.from_text(name="Tundra", type_line="Land — Plains Island"))
    b.add("Forest")
    b.add("Forest")
    totals = b.productions(p, 0)
    assert all(len(t) == 3 for t in totals) and "WUB" in totals and "GGG" in totals


def test_greatest_number_sharing_a_creature_type() -> None:
    tile = ml.Card.from_text(
        name="White Lotus Tile", mana_cost="{4}", type_line="Artifact",
        oracle_text="{T}: Add X mana of any one color, where X is the greatest number of "
                    "creatures you control that have a creature type in common.")
    b = ml.Board()
    p = b.add(tile)
    creature(b, 1, subtypes=("Elf", "Druid"))
    creature(b, 1, subtypes=("Elf",))
    creature(b, 1, subtypes=("Goblin",))
    assert b.productions(p, 0) == frozenset({c * 2 for c in "WUBRG"})  # the two Elves


def test_total_power_restriction_formidable() -> None:
    circle = ml.Card.from_text(
        name="Circle of Elders", mana_cost="{2}{G}{G}", type_line="Creature — Human Shaman",
        power="2", toughness="4",
        oracle_text="Formidable — {T}: Add {C}{C}{C}. Activate only if creatures you control "
                    "have total power 8 or greater.")
    b = ml.Board()
    p = b.add(circle)
    creature(b, 5)
    assert not b.can_activate(p, 0)  # 2 + 5 = 7
    creature(b, 1)
    assert b.can_activate(p, 0) and b.activate(p, 0).mana == "CCC"


def test_same_name_restriction() -> None:
    sceptre = ml.Card.from_text(
        name="Sceptre of Eternal Glory", mana_cost="{4}", type_line="Legendary Artifact",
        oracle_text="{T}: Add one mana of any color.\n{T}: Add three mana of any one color. "
                    "Activate only if you control three or more lands with the same name.")
    b = ml.Board()
    p = b.add(sceptre)
    b.add("Forest"), b.add("Forest"), b.add("Island")
    assert not b.can_activate(p, 1)
    b.add("Forest")
    assert b.can_activate(p, 1)


def test_threshold_restriction_counts_your_graveyard() -> None:
    # Nantuko Monastery: "Activate only if seven or more cards are in your graveyard"
    monastery = ml.Card.from_text(
        name="Nantuko Monastery", type_line="Land",
        oracle_text="{T}: Add {C}.\nThreshold — {G}{W}: Nantuko Monastery becomes a 4/4 green "
                    "and white Insect Monk creature with first strike until end of turn. It's "
                    "still a land. Activate only if seven or more cards are in your graveyard.")
    b = ml.Board()
    p = b.add(monastery)
    b.add_mana("you", "GW")
    assert any("condition" in r for r in b.activation_problems(p, 1))
    assert b.activate(p, 0).mana == "C"  # the mana ability is not blocked


MIRREX = ml.Card.from_text(
    name="Mirrex", type_line="Land — Sphere",
    oracle_text="{T}: Add {C}.\n{T}: Add one mana of any color. Activate only if Mirrex "
                "entered the battlefield this turn.")
ALENA = ml.Card.from_text(
    name="Alena, Kessig Trapper", mana_cost="{4}{R}", power="4", toughness="3",
    type_line="Legendary Creature — Human Scout",
    oracle_text="First strike\n{T}: Add an amount of {R} equal to the greatest power among "
                "creatures you control that entered the battlefield this turn.")


def test_activate_only_if_it_entered_this_turn_mirrex_cr_602_5b() -> None:
    # the restriction holds the turn it entered (a land played, a set-up arrival) and no
    # later turn; the {T}: Add {C} is never blocked
    b = ml.Board()
    mirrex = b.add(MIRREX)  # on the battlefield since before this turn
    assert any("entered this turn" in r for r in b.activation_problems(mirrex, 1))
    assert b.activate(mirrex, 0).mana == "C"
    b2 = ml.Board()
    played = b2.play_land(b2.add(MIRREX, zone="hand"))  # the turn's land play (305.1)
    assert b2.can_activate(played, 1)
    assert b2.activate(played, 1, choices=["B"]).mana == "B"
    b2.untap(played)
    b2.pass_turn()
    b2.pass_turn()  # its controller's next turn: it entered an earlier turn
    assert not b2.can_activate(played, 1)


def test_greatest_power_among_creatures_that_entered_this_turn_alena() -> None:
    # only creatures that entered the battlefield this turn count (a token created, a
    # creature spell resolved); none: the greatest power is 0 and no mana is added
    b = ml.Board()
    alena = b.add(ALENA)
    creature(b, 6)  # a set-up token here since before this turn: not counted
    assert b.productions(alena, 1) == frozenset({""})
    b.create_token(name="Beast", types=["Creature"], power=3, toughness=3,
                   controlled_since_turn_start=False)  # arrived this turn
    b.add_mana("you", "GG")
    b.cast(spell_creature("Bear Cub", "{G}{G}"))  # a 1/1 that resolves this turn
    assert b.productions(alena, 1) == frozenset({"RRR"})
    assert b.activate(alena, 1).mana == "RRR"



SOLDEVI = ml.Card.from_text(
    name="Soldevi Adnate", mana_cost="{1}{B}", type_line="Creature — Human Cleric",
    power="1", toughness="2",
    oracle_text="{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to "
                "the sacrificed creature's mana value.")


def test_sacrificed_creatures_mana_value_soldevi_adnate_cr_608_2h_202_3() -> None:
    # "a black or artifact creature": a creature that is black, or an artifact creature;
    # the amount is the mana value it had as it last existed on the battlefield (608.2h)
    b = ml.Board()
    adnate = b.add(SOLDEVI)
    wall = b.add(ml.Card.from_text(name="Black Wall", mana_cost="{3}{B}",
                                   type_line="Creature — Wall", power="0", toughness="4"))
    golem = b.add(ml.Card.from_text(name="Golem", mana_cost="{5}",
                                    type_line="Artifact Creature — Golem", power="3",
                                    toughness="3"))
    bear = b.add(ml.Card.from_text(name="Green Bear", mana_cost="{1}{G}",
                                   type_line="Creature — Bear", power="2", toughness="2"))
    # itself (2), the black wall (4), the artifact golem (5); never the green bear
    assert b.productions(adnate, 0) == frozenset({"BB", "BBBB", "BBBBB"})
    with pytest.raises(ml.IllegalActionError):
        b.activate(adnate, 0, costs={"sacrifice": bear})
    assert b.activate(adnate, 0, costs={"sacrifice": golem}).mana == "BBBBB"
    assert b.graveyard("you")["name"].tolist() == ["Golem"]
    assert b.get(wall) is not None
