"""Committing a crime (CR 700.13) and "This ability triggers only once each turn": Lazav,
Familiar Stranger, and the pool's other "whenever you commit a crime" lines.

A player commits a crime as they cast a spell, activate an ability or put a triggered
ability on the stack that targets an opponent, a permanent, spell or ability an opponent
controls, or a card in an opponent's graveyard (700.13). Lazav's ability puts a +1/+1
counter on it, then its controller may exile a card from a graveyard — chosen as the
ability resolves, not targeted (115.10) — and if that was a creature card, Lazav may
become a copy of it until end of turn (707.2: the copiable values of the card in exile;
514.2: the effect ends in the cleanup step). Counters are not copiable values (707.2),
so the +1/+1 counter stays on the copy.
"""

from __future__ import annotations

from typing import Any

import mtglab as ml

LAZAV = ml.Card.from_text(
    name="Lazav, Familiar Stranger", mana_cost="{1}{U}{B}",
    type_line="Legendary Creature — Shapeshifter", power="1", toughness="4",
    oracle_text="Whenever you commit a crime, put a +1/+1 counter on Lazav, Familiar "
    "Stranger. Then you may exile a card from a graveyard. If a creature card was exiled "
    "this way, you may have Lazav become a copy of that card until end of turn. This "
    "ability triggers only once each turn. (Targeting opponents, anything they control, "
    "and/or cards in their graveyards is a crime.)")
HUSTLER = ml.Card.from_text(
    name="Blood Hustler", mana_cost="{B}", type_line="Creature — Vampire Rogue", power="1",
    toughness="1",
    oracle_text="Whenever you commit a crime, put a +1/+1 counter on Blood Hustler. This "
    "ability triggers only once each turn.")
ROBBERY = ml.Card.from_text(name="Relic Robbery", mana_cost="{B}", type_line="Instant",
                            oracle_text="Exile target artifact.")
RELIC = ml.Card.from_text(name="Opal Relic", mana_cost="{1}", type_line="Artifact")
ANGEL = ml.Card.from_text(name="Serra Angel", mana_cost="{3}{W}{W}",
                          type_line="Creature — Angel", power="4", toughness="4",
                          oracle_text="Flying\nVigilance")
PLAINS = ml.Card.from_text(name="Grave Plains", type_line="Basic Land — Plains",
                           oracle_text="({T}: Add {W}.)")
DIGGER = ml.Card.from_text(name="Crypt Rat", mana_cost="{B}", type_line="Creature — Rat",
                           power="1", toughness="1",
                           oracle_text="When Crypt Rat enters, exile target card from a "
                           "graveyard.")
SCRAPPER = ml.Card.from_text(name="Grave Scrapper", mana_cost="{1}",
                             type_line="Artifact Creature — Construct", power="1",
                             toughness="1",
                             oracle_text="{T}: Exile target card from a graveyard.")


def _board(source: ml.Card = LAZAV) -> tuple[ml.Board, Any]:
    b = ml.Board()
    return b, b.add(source)


def _crime(b: ml.Board, who: str = "you", victim: str = "opponent") -> None:
    """``who`` casts an instant targeting an artifact ``victim`` controls, left on the
    stack under what triggered."""
    relic = b.add(RELIC, victim)
    b.add_mana(who, "B")
    b.cast(ROBBERY, controller=who, targets=[relic], resolve=False)


def test_a_spell_targeting_an_opponents_permanent_is_a_crime_700_13() -> None:
    b, lazav = _board()
    angel = b.add(ANGEL, "opponent", zone="graveyard")
    _crime(b)
    # the trigger goes on the stack above the spell (603.3)
    assert [i.name for i in b.state.stack] == ["Relic Robbery", "Lazav, Familiar Stranger"]
    b.resolve(choices=[True, angel, True])  # exile the Angel; Lazav becomes a copy of it
    c = b.characteristics(lazav)
    assert b.counters(lazav) == {"+1/+1": 1}
    # the card's copiable values (707.2) and the counter, which isn't one (122.1, 613.4c)
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 5, 5)
    assert "Serra Angel" in list(b.exile["name"])


def test_the_copy_ends_at_end_of_turn_and_the_counter_stays_514_2() -> None:
    b, lazav = _board()
    angel = b.add(ANGEL, "opponent", zone="graveyard")
    _crime(b)
    b.resolve(choices=[True, angel, True])
    b.resolve()
    b.pass_turn()
    c = b.characteristics(lazav)
    assert (c["name"], c["power"], c["toughness"]) == ("Lazav, Familiar Stranger", 2, 5)


def test_targeting_your_own_permanent_is_no_crime_700_13() -> None:
    b, lazav = _board()
    _crime(b, victim="you")
    assert [i.name for i in b.state.stack] == ["Relic Robbery"]
    assert b.counters(lazav) == {}


def test_an_opponents_crime_doesnt_trigger_yours_700_13() -> None:
    b, _lazav = _board()
    _crime(b, who="opponent", victim="you")  # the opponent targets your artifact
    assert [i.name for i in b.state.stack] == ["Relic Robbery"]


def test_a_triggered_ability_targeting_a_card_in_an_opponents_graveyard_700_13() -> None:
    b, lazav = _board()
    dug = b.add(PLAINS, "opponent", zone="graveyard")
    b.add_mana("you", "B")
    b.cast(DIGGER, resolve=False)
    b.resolve()  # the Rat enters; its ability goes on the stack targeting the land card
    assert [i.name for i in b.state.stack] == ["Crypt Rat", "Lazav, Familiar Stranger"]
    b.resolve(choices=[False])  # Lazav's: the counter; no card exiled ("you may", 603.5)
    assert b.counters(lazav) == {"+1/+1": 1}
    b.resolve()
    assert dug.id not in [c.id for c in b.cards("opponent", "graveyard")]


def test_an_activated_ability_targeting_a_card_in_an_opponents_graveyard_700_13() -> None:
    b, hustler = _board(HUSTLER)
    scrapper = b.add(SCRAPPER)
    land = b.add(PLAINS, "opponent", zone="graveyard")
    b.activate(scrapper, 0, targets=[land], resolve=False)
    assert [i.name for i in b.state.stack] == ["Grave Scrapper", "Blood Hustler"]
    b.resolve()
    assert b.counters(hustler) == {"+1/+1": 1}


def test_it_triggers_only_once_each_turn_then_again_next_turn() -> None:
    b, hustler = _board(HUSTLER)
    _crime(b)
    b.resolve()
    b.resolve()
    _crime(b)  # a second crime this turn: the ability doesn't trigger (its own text)
    assert [i.name for i in b.state.stack] == ["Relic Robbery"]
    b.resolve()
    assert b.counters(hustler) == {"+1/+1": 1}
    b.pass_turn()
    b.pass_turn()  # your next turn
    _crime(b)
    assert [i.name for i in b.state.stack] == ["Relic Robbery", "Blood Hustler"]


def test_a_noncreature_card_exiled_this_way_is_not_copied_608_2c() -> None:
    b, lazav = _board()
    land = b.add(PLAINS, "opponent", zone="graveyard")
    _crime(b)
    b.resolve(choices=[True, land])  # "if a creature card was exiled this way": it wasn't
    assert b.characteristics(lazav)["name"] == "Lazav, Familiar Stranger"
    assert "Grave Plains" in list(b.exile["name"])


def test_becoming_a_copy_is_optional_603_5() -> None:
    b, lazav = _board()
    angel = b.add(ANGEL, "you", zone="graveyard")  # any graveyard, yours too
    _crime(b)
    b.resolve(choices=[True, angel, False])
    assert b.characteristics(lazav)["name"] == "Lazav, Familiar Stranger"
    assert "Serra Angel" in list(b.exile["name"])


def test_with_empty_graveyards_only_the_counter_is_put_406_3() -> None:
    b, lazav = _board()
    _crime(b)
    b.resolve()  # nothing to choose
    assert b.counters(lazav) == {"+1/+1": 1}
    assert b.characteristics(lazav)["name"] == "Lazav, Familiar Stranger"


def test_the_lines_are_supported_and_the_once_limit_read() -> None:
    ab = LAZAV.abilities[0]
    assert ab.supported and ab.trigger is not None
    assert ab.trigger.event == "crime" and ab.trigger.once_each_turn


def test_a_crime_line_whose_effect_isnt_read_stays_unsupported_naming_it() -> None:
    raven = ml.Card.from_text(
        name="Raven of Fell Omens", mana_cost="{1}{B}", type_line="Creature — Bird",
        power="1", toughness="2",
        oracle_text="Whenever you commit a crime, discover 3.")
    ab = raven.abilities[0]
    assert not ab.supported and "discover" in ab.problem


def test_the_turns_triggers_round_trip_through_a_board_file() -> None:
    b, _hustler = _board(HUSTLER)
    _crime(b)
    b.resolve()
    b.resolve()
    b2 = ml.Board.from_yaml(b.to_yaml())
    assert b2.state == b.state
    relic = b2.add(RELIC, "opponent")
    b2.add_mana("you", "B")
    b2.cast(ROBBERY, targets=[relic], resolve=False)
    assert [i.name for i in b2.state.stack] == ["Relic Robbery"]


def test_activating_and_resolving_resolves_the_crime_trigger_above_it_first_603_3() -> None:
    b, hustler = _board(HUSTLER)
    scrapper = b.add(SCRAPPER)
    land = b.add(PLAINS, "opponent", zone="graveyard")
    b.activate(scrapper, 0, targets=[land])  # resolve=True: both resolve, trigger first
    assert not b.state.stack
    assert b.counters(hustler) == {"+1/+1": 1}
    assert "Grave Plains" in list(b.exile["name"])
    order = [r.object for r in b.state.log if r.action == "resolve"]
    assert order == ["Blood Hustler", "Grave Scrapper"]
