"""Trigger conditions read by grammar/triggers.lark and matched by the one trigger
matcher (engine/resolution/triggers.py), each played through the public API and
checked across every corpus line that uses it:

* "Whenever you expend 4" (700.14): the mana a player spent to cast spells this turn
  was less than N before a spell's cost was paid and is at least N after;
* "Whenever an opponent (a player, you) plays a land" (305.1, 116.2a: the special
  action; a land put onto the battlefield otherwise is not played);
* "is put into your graveyard (an opponent's graveyard) from the battlefield": whose
  graveyard is the card's owner's (404.1, 400.3), looked at as it leaves (603.10a);
* "When ~ enters (the battlefield) untapped" (603.6a): as it is on the battlefield,
  after the replacement effects that have it enter tapped (614.1c);
* "When you sacrifice ~" (701.21a; it looks back in time, 603.10a);
* "Whenever an opponent searches their library" (701.23);
* "Whenever a creature you control explores" (701.44a: even when the card revealed is a
  land, it explored);
* "Whenever ~ crews a Vehicle" (702.122b: tapped to pay a crew cost; "that Vehicle" is
  the one crewed) and "Whenever ~ becomes crewed" (702.122d: each time a crew ability of
  it resolves, unlike "for the first time each turn");
* "Whenever a creature you control with toughness 4 or greater dies" (208.1, as the
  creature last existed, 603.10a).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import Relation
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    parametrize_corpus,
    resolve_all,
    triggers_waiting,
)

E = TriggerEvent

_SORCERY: Final = Card.from_text(name="Test Divination", mana_cost="{2}{U}", type_line="Sorcery",
                                 oracle_text="You gain 1 life.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")
_MURDER: Final = Card.from_text(name="Test Murder", mana_cost="{B}", type_line="Instant",
                                oracle_text="Destroy target creature.")
_SHATTER: Final = Card.from_text(name="Test Shatter", mana_cost="{W}", type_line="Instant",
                                 oracle_text="Destroy target enchantment.")
_FOREST: Final = Card.from_text(name="Test Forest", type_line="Basic Land — Forest",
                                oracle_text="({T}: Add {G}.)")
_MOUNTAIN: Final = Card.from_text(name="Test Mountain", type_line="Basic Land — Mountain",
                                  oracle_text="({T}: Add {R}.)")
_PUT_LAND: Final = Card.from_text(name="Test Ramp", mana_cost="{G}", type_line="Sorcery",
                                  oracle_text="You may put a land card from your hand onto "
                                  "the battlefield.")
_SEARCH: Final = Card.from_text(name="Test Search", mana_cost="{G}", type_line="Instant",
                                oracle_text="Search your library for a basic land card, "
                                "reveal it, put it into your hand, then shuffle.")
_EXPLORER: Final = Card.from_text(name="Test Explorer", mana_cost="{G}",
                                  type_line="Creature — Merfolk", power="1", toughness="1",
                                  oracle_text="When Test Explorer enters, it explores.")
_CART: Final = Card.from_text(name="Test Cart", mana_cost="{1}", type_line="Artifact — Vehicle",
                              power="3", toughness="3", oracle_text="Crew 1")
_WAGON: Final = Card.from_text(name="Test Wagon", mana_cost="{1}",
                               type_line="Artifact — Vehicle", power="3", toughness="3",
                               oracle_text="Whenever Test Wagon becomes crewed, you gain 1 "
                               "life.\nCrew 1")
_WATCHER: Final = Card.from_text(name="Test Watcher", mana_cost="{1}", type_line="Artifact",
                                 oracle_text="Whenever a creature is put into your graveyard "
                                 "from the battlefield, you gain 1 life.")
_ROACH: Final = Card.from_text(name="Test Roach", mana_cost="{1}{B}",
                               type_line="Creature — Insect", power="1", toughness="1",
                               oracle_text="When Test Roach is put into your graveyard from "
                               "the battlefield, you gain 2 life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Muerra, Trash Tactician", "Horn of Greed", "Burgeoning",
                        "Dwarven Mine", "Ordeal of Heliod",
                        "Bridge from Below", "Archivist of Oghma", "Wildgrowth Walker",
                        "Veteran Motorist", "Sultai Flayer")


# -- expend (700.14) --------------------------------------------------------------------------

def test_expend_triggers_as_the_total_reaches_n_700_14(cards: dict[str, ml.Card]) -> None:
    """700.14's example: 2 spent before, 5 after paying a cost: expend 4 triggers; the
    eighth mana (expend 8) is reached by the third spell of three mana, and no other."""
    b = ml.Board()
    b.add(cards["Muerra, Trash Tactician"])
    b.add_mana("you", "U" * 9)
    b.cast(_SORCERY, resolve=False)  # 3 mana spent: fewer than 4
    assert triggers_waiting(b, "Muerra, Trash Tactician") == 0
    resolve_all(b)
    b.cast(_SORCERY, resolve=False)  # 6: the fourth mana was spent (expend 4)
    assert triggers_waiting(b, "Muerra, Trash Tactician") == 1
    resolve_all(b)
    assert b.life("you") == 20 + 1 + 1 + 3  # two sorceries and "you gain 3 life"
    b.cast(_SORCERY, resolve=False)  # 9: the eighth (expend 8), not the fourth again
    assert triggers_waiting(b, "Muerra, Trash Tactician") == 1


def test_expend_counts_the_turns_mana_from_set_up_history_700_14(
        cards: dict[str, ml.Card]) -> None:
    """The mana spent this turn before the board was set up counts (700.14); a new turn
    starts it again from 0."""
    b = ml.Board()
    b.add(cards["Muerra, Trash Tactician"])
    b.set_turn_history("you", mana_spent_on_spells=3)
    b = ml.Board.from_yaml(b.to_yaml())  # board files keep it
    b.add_mana("you", "UUU")
    b.cast(_SORCERY, resolve=False)  # 3 -> 6
    assert triggers_waiting(b, "Muerra, Trash Tactician") == 1
    resolve_all(b)
    b.pass_turn()
    b.pass_turn()
    assert b.set_turn_history("you")["mana_spent_on_spells"] == 0


def test_an_opponents_spending_is_not_your_expend_700_14(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Muerra, Trash Tactician"])
    b.set_turn_history("opponent", mana_spent_on_spells=3)
    b.add_mana("opponent", "UUU")
    b.cast(Card.from_text(name="Test Bolt", mana_cost="{2}{U}", type_line="Instant",
                          oracle_text="You gain 1 life."), controller="opponent",
           resolve=False)
    assert triggers_waiting(b, "Muerra, Trash Tactician") == 0


# -- playing a land (305.1) -------------------------------------------------------------------

def test_playing_a_land_triggers_a_player_plays_a_land_305_1(cards: dict[str, ml.Card]) -> None:
    """Horn of Greed: "that player draws a card" — the player who played it (608.2c)."""
    b = ml.Board()
    b.add(cards["Horn of Greed"])
    b.add(cards["Burgeoning"])
    b.add(_FOREST, zone="library")
    b.play_land(b.add(_FOREST, zone="hand"))
    assert triggers_waiting(b, "Horn of Greed") == 1
    assert triggers_waiting(b, "Burgeoning") == 0  # you played it, not an opponent
    b.resolve()
    assert len(b.hand("you")) == 1


def test_an_opponent_playing_a_land_triggers_burgeoning_305_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Burgeoning"])
    b.pass_turn()  # the opponent's turn: they may play a land (305.1)
    b.advance("precombat main")
    b.play_land(b.add(_FOREST, "opponent", zone="hand"), player="opponent")
    assert triggers_waiting(b, "Burgeoning") == 1


def test_a_land_put_onto_the_battlefield_is_not_played_305_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Horn of Greed"])
    b.add(_FOREST, zone="hand")
    b.add_mana("you", "G")
    b.cast(_PUT_LAND, resolve=False)
    b.resolve(choices=[True])
    assert "Test Forest" in list(b.permanents["name"])
    assert triggers_waiting(b, "Horn of Greed") == 0


# -- whose graveyard (404.1) ------------------------------------------------------------------

def test_your_graveyard_is_the_owners_404_1() -> None:
    """Your creature dying goes to your graveyard; an opponent's, and one you control
    but don't own, go to their owner's (404.1)."""
    b = ml.Board()
    b.add(_WATCHER)
    mine, theirs = b.add(_BEAR), b.add(_BEAR, "opponent")
    borrowed = b.add(_BEAR, owner="opponent")
    for target, expected in ((theirs, 0), (borrowed, 0), (mine, 1)):
        b.add_mana("you", "B")
        b.cast(_MURDER, targets=[target], resolve=False)
        b.resolve()
        assert triggers_waiting(b, "Test Watcher") == expected
        resolve_all(b)
    assert b.life("you") == 21


def test_an_opponents_graveyard_from_the_battlefield_404_1(cards: dict[str, ml.Card]) -> None:
    """Bridge from Below (in your graveyard, 113.6m): "when a creature is put into an
    opponent's graveyard from the battlefield" — theirs, not yours."""
    b = ml.Board()
    b.add(cards["Bridge from Below"], zone="graveyard")
    mine, theirs = b.add(_BEAR), b.add(_BEAR, "opponent")
    b.add_mana("you", "BB")
    b.cast(_MURDER, targets=[theirs], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Bridge from Below") == 1
    b.resolve()
    assert "Bridge from Below" in list(b.exile["name"])
    b.cast(_MURDER, targets=[mine], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Bridge from Below") == 0


def test_itself_into_your_graveyard_from_the_battlefield_404_1_603_10a() -> None:
    b = ml.Board()
    roach = b.add(_ROACH)
    borrowed = b.add(_ROACH, owner="opponent")
    b.add_mana("you", "BB")
    b.cast(_MURDER, targets=[borrowed], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Test Roach") == 0  # to its owner's graveyard, not yours
    b.cast(_MURDER, targets=[roach], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Test Roach") == 1
    b.resolve()
    assert b.life("you") == 22


# -- entering untapped (603.6a, 614.1c) -------------------------------------------------------

def test_entering_untapped_after_replacement_effects_603_6a_614_1c(
        cards: dict[str, ml.Card]) -> None:
    """Dwarven Mine enters tapped unless you control three or more other Mountains; its
    "when ~ enters untapped" sees it as it entered."""
    b = ml.Board()
    b.play_land(b.add(cards["Dwarven Mine"], zone="hand"))
    assert triggers_waiting(b, "Dwarven Mine") == 0
    b2 = ml.Board()
    for _ in range(3):
        b2.add(_MOUNTAIN)
    b2.play_land(b2.add(cards["Dwarven Mine"], zone="hand"))
    assert triggers_waiting(b2, "Dwarven Mine") == 1
    b2.resolve()
    assert "Dwarf" in list(b2.permanents["name"])


# -- sacrificing itself (701.21a) -------------------------------------------------------------

def test_sacrificing_it_triggers_when_you_sacrifice_it_701_21a_603_10a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ordeal = b.add(cards["Ordeal of Heliod"])
    sac = Card.from_text(name="Test Altar", mana_cost="{1}", type_line="Artifact",
                         oracle_text="Sacrifice an enchantment: You gain 1 life.")
    altar = b.add(sac)
    b.activate(altar, 0, costs={"sacrifice": ordeal}, resolve=False)
    assert triggers_waiting(b, "Ordeal of Heliod") == 1
    resolve_all(b)
    assert b.life("you") == 20 + 10 + 1


def test_destroying_it_is_not_sacrificing_it_701_21a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ordeal = b.add(cards["Ordeal of Heliod"])
    b.add_mana("you", "W")
    b.cast(_SHATTER, targets=[ordeal], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Ordeal of Heliod") == 0


# -- searching (701.23), exploring (701.44), crewing (702.122) ---------------------------------

def test_an_opponent_searching_their_library_701_23(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Archivist of Oghma"])
    for who in ("you", "opponent"):
        b.add(_FOREST, who, zone="library")
    b.add_mana("you", "G")
    b.cast(_SEARCH, resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Archivist of Oghma") == 0  # you searched, not an opponent
    b.add_mana("opponent", "G")
    b.cast(_SEARCH, controller="opponent", resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Archivist of Oghma") == 1
    b.resolve()
    assert b.life("you") == 21


def test_exploring_triggers_whatever_it_reveals_701_44a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Wildgrowth Walker"])
    b.add(_FOREST, zone="library")  # a land: to the hand, no counter (701.44a)
    b.add_mana("you", "G")
    b.cast(_EXPLORER, resolve=False)
    b.resolve()  # the creature spell; its entering ability triggers
    b.resolve()  # it explores
    assert triggers_waiting(b, "Wildgrowth Walker") == 1
    b.resolve()
    assert b.life("you") == 23


def test_crewing_a_vehicle_702_122b(cards: dict[str, ml.Card]) -> None:
    """Veteran Motorist: "that Vehicle gets +1/+1" — the Vehicle it crewed."""
    b = ml.Board()
    cart = b.add(_CART)
    motorist = b.add(cards["Veteran Motorist"])
    b.activate(cart, 0, costs={"crew": [motorist]}, resolve=False)
    assert triggers_waiting(b, "Veteran Motorist") == 1
    resolve_all(b)
    assert b.characteristics(cart)["power"] == 4


def test_becomes_crewed_each_time_702_122d() -> None:
    b = ml.Board()
    wagon = b.add(_WAGON)
    bears = [b.add(_BEAR), b.add(_BEAR)]
    for bear in bears:
        b.activate(wagon, 1, costs={"crew": [bear]}, resolve=False)
        assert triggers_waiting(b, "Test Wagon") == 0  # the crew ability has not resolved
        b.resolve()  # it resolves: the Vehicle becomes crewed (702.122d)
        assert triggers_waiting(b, "Test Wagon") == 1
        b.resolve()
    assert b.life("you") == 22


# -- a subject of some toughness (208.1) ------------------------------------------------------

def test_a_dying_creature_of_toughness_4_or_greater_208_1_603_10a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Sultai Flayer"])  # a 3/4 itself
    bear = b.add(_BEAR)
    b.add_mana("you", "BB")
    b.cast(_MURDER, targets=[bear], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sultai Flayer") == 0  # toughness 2
    wall = b.add(Card.from_text(name="Test Wall", mana_cost="{1}{G}",
                                type_line="Creature — Wall", power="0", toughness="4"))
    b.cast(_MURDER, targets=[wall], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sultai Flayer") == 1
    b.resolve()
    assert b.life("you") == 24


# -- every corpus line that uses these productions -------------------------------------------

_NAME: Final = r"(?:~|[A-Z][\w,' -]+?)"
#: each production: the corpus wording, and what its record must say
_READINGS: Final[tuple[tuple[str, Callable[[Trigger], bool]], ...]] = (
    (r"(?:When|Whenever) you expend (\d+),", lambda t: t.event is E.EXPEND and
     t.who is Who.YOU and (t.nth_each_turn or 0) > 0),
    (r"Whenever (?:you play|an opponent plays|a player plays) a land,",
     lambda t: t.event is E.PLAY_LAND and t.who is not None),
    (r"is put into (?:your|an opponent's) graveyard from the battlefield,",
     lambda t: (E.GRAVEYARD in t.events or E.OTHER_GRAVEYARD in t.events)
     and t.graveyard_of is not None),
    (rf"When {_NAME} enters(?: the battlefield)? untapped,",
     lambda t: t.event is E.ENTERS and t.untapped),
    (rf"When you sacrifice {_NAME},", lambda t: t.event is E.YOU_SACRIFICE and
     t.selector is not None and t.selector.relation is Relation.SELF),
    (r"Whenever an? (?:opponent|player) searches their library,",
     lambda t: t.event is E.SEARCH and t.who is not None),
    (r"Whenever a creature you control explores,", lambda t: t.event is E.EXPLORES and
     t.selector is not None),
    (rf"Whenever {_NAME} crews a Vehicle,", lambda t: t.event is E.CREWS and
     t.selector is None),
    (rf"Whenever {_NAME} becomes crewed,", lambda t: t.event is E.CREWED and
     t.selector is None),
    (r"Whenever a creature you control with toughness (\d+) or greater dies,",
     lambda t: t.event is E.CREATURE_DIES and t.selector is not None and
     (t.selector.min_toughness or 0) > 0),
)
_ANY: Final = re.compile("|".join(f"(?:{p})" for p, _ in _READINGS))


def _lines() -> list[tuple[Card, Ability]]:
    # triggered lines only: a static ability granting such a trigger in quotes (Decaying
    # Soil's threshold, 613.1f) reads it as the granted ability's
    return corpus_abilities(_ANY, lambda a: a.kind is AbilityKind.TRIGGERED and
                            _ANY.search(a.text) is not None)


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``trigger_line``: one test per corpus line of these trigger conditions."""
    if "trigger_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_lines())
    parametrize_corpus(metafunc, "trigger_line", _LINES,
                       [f"{face.name}: {a.text[:40]}" for face, a in _LINES])


@pytest.mark.corpus
def test_each_corpus_line_reads_its_trigger_condition_603_2(trigger_line: Any) -> None:
    """Each line's trigger condition is read, with the qualities its words say; a line
    left unsupported is so for another part (named), not this trigger condition."""
    _face, ability = trigger_line
    if not ability.supported:
        problem = ability.problem
        if problem.startswith("trigger not understood"):
            # another part of a longer trigger condition ("... and whenever ...",
            # "... while casting a spell with emerge") or a non-traditional event
            assert not any(re.fullmatch(p.rstrip(","), problem.split(": ", 1)[1]
                                        .strip("'").replace(_face.name, "~") + ",")
                           for p, _ in _READINGS), problem
        return
    t = ability.trigger
    assert isinstance(t, Trigger)
    checks = [check for pattern, check in _READINGS if re.search(pattern, ability.text)]
    assert checks and any(check(t) for check in checks), t
