"""Triggered abilities of tapping for mana that aren't mana abilities (CR 106.12a, 605.1b:
they do something other than add mana) wait on the stack (603.3) and, as they resolve,
do what they say to whom they say: "that player" is the player who tapped the permanent
for mana, "each opponent" every opponent of the trigger's controller."""

from __future__ import annotations

import mtglab as ml


def _card(name: str, text: str, type_line: str = "Enchantment") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{R}", type_line=type_line,
                             oracle_text=text, power="1" if "Creature" in type_line else None,
                             toughness="1" if "Creature" in type_line else None)


MANABARBS = _card("Manabarbs", "Whenever a player taps a land for mana, Manabarbs deals 1 "
                  "damage to that player.")
DRUID = _card("Zhur-Taa Druid", "{T}: Add {G}.\nWhenever you tap Zhur-Taa Druid for mana, "
              "it deals 1 damage to each opponent.", "Creature — Human Druid")
WARS_TOLL = _card("War's Toll", "Whenever an opponent taps a land for mana, tap all lands "
                  "that player controls.")
MANA_WEB = _card("Mana Web", "Whenever a land an opponent controls is tapped for mana, tap "
                 "all lands that player controls that could produce any type of mana that "
                 "land could produce.", "Artifact")
CAULDRON = _card("Storm Cauldron", "Whenever a land is tapped for mana, return it to its "
                 "owner's hand.", "Artifact")
SANCTIMONY = _card("Sanctimony", "Whenever an opponent taps a Mountain for mana, you may "
                   "gain 1 life.")
TOMB = _card("Tomb of Urami", "{T}: Add {B}. Tomb of Urami deals 1 damage to you if you "
             "don't control an Ogre.", "Land")


def _opponent_taps(b: ml.Board, land: str = "Forest") -> ml.Permanent:
    b.active = "opponent"
    p = b.add(land, "opponent")
    b.activate(p, 0)
    while len(b.stack):
        b.resolve()
    return p


def test_manabarbs_damages_the_player_who_tapped_the_land_cr_106_12a() -> None:
    b = ml.Board()
    b.add(MANABARBS)
    _opponent_taps(b)
    assert (b.life("you"), b.life("opponent")) == (20, 19)


def test_each_opponent_is_dealt_damage_zhur_taa_druid() -> None:
    b = ml.Board()
    druid = b.add(DRUID)
    assert b.activate(druid, 0).mana == "G"
    b.resolve()
    assert (b.life("you"), b.life("opponent")) == (20, 19)


def test_tap_all_lands_that_player_controls_cr_701_26a() -> None:
    b = ml.Board()
    b.add(WARS_TOLL)
    mine = b.add("Forest")
    theirs = b.add("Island", "opponent")
    _opponent_taps(b)
    assert b.is_tapped(theirs) and not b.is_tapped(mine)


def test_mana_web_taps_only_lands_that_could_produce_the_same_type_cr_106_7() -> None:
    b = ml.Board()
    b.add(MANA_WEB)
    forest, island = b.add("Forest", "opponent"), b.add("Island", "opponent")
    _opponent_taps(b)
    assert b.is_tapped(forest) and not b.is_tapped(island)


def test_storm_cauldron_returns_the_land_tapped_cr_400_7() -> None:
    b = ml.Board()
    b.add(CAULDRON)
    land = _opponent_taps(b)
    assert land.id not in b.state.permanents
    assert b.hand("opponent")["name"].tolist() == ["Forest"]
    assert b.mana_pool("opponent") == "G"  # the mana was already added (605.3b)


def test_you_may_gain_life_is_the_controllers_choice_sanctimony() -> None:
    for answer, life in ((True, 21), (False, 20)):
        b = ml.Board()
        b.add(SANCTIMONY)
        b.active = "opponent"
        b.activate(b.add("Mountain", "opponent"), 0)
        b.resolve(choices=[answer])
        assert b.life("you") == life


def test_damage_only_if_its_condition_holds_tomb_of_urami() -> None:
    b = ml.Board()
    tomb = b.add(TOMB)
    b.activate(tomb, 0)
    assert b.life("you") == 19  # no Ogre
    b.untap(tomb)
    b.create_token(name="Ogre", types=["Creature"], subtypes=["Ogre"], power=3, toughness=3)
    b.activate(tomb, 0)
    assert b.life("you") == 19


def test_each_player_loses_life_as_the_mana_is_added_cryptolith_fragment() -> None:
    # "{T}: Add one mana of any color. Each player loses 1 life." (a mana ability, 605.3b)
    fragment = ml.Card.from_text(name="Cryptolith Fragment", mana_cost="{3}",
                                 type_line="Artifact",
                                 oracle_text="{T}: Add one mana of any color. Each player "
                                             "loses 1 life.")
    b = ml.Board()
    assert b.activate(b.add(fragment), 0, choices=["G"]).mana == "G"
    assert (b.life("you"), b.life("opponent")) == (19, 19)
