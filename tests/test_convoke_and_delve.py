"""Convoke (CR 702.51) and delve (702.66): creatures tapped and graveyard cards exiled
pay part of a spell's total cost, and the permanent counts them as it enters (614.1c):
Ancient Imperiosaur ("for each creature that convoked it", 702.51c) and Murktide Regent
("for each instant and sorcery card exiled with it", 607.2a)."""

from __future__ import annotations

import pytest

import mtglab as ml

IMPERIOSAUR = ml.Card.from_text(
    name="Ancient Imperiosaur", mana_cost="{5}{G}{G}", type_line="Creature — Dinosaur",
    power=6, toughness=6,
    oracle_text="Convoke (Your creatures can help cast this spell. Each creature you tap "
    "while casting this spell pays for {1} or one mana of that creature's color.)\n"
    "Ancient Imperiosaur enters the battlefield with two +1/+1 counters on it for each "
    "creature that convoked it.")
MURKTIDE = ml.Card.from_text(
    name="Murktide Regent", mana_cost="{5}{U}{U}", type_line="Creature — Dragon",
    power=3, toughness=3,
    oracle_text="Delve (Each card you exile from your graveyard while casting this spell "
    "pays for {1}.)\nFlying\nMurktide Regent enters the battlefield with a +1/+1 counter "
    "on it for each instant and sorcery card exiled with it.")
WHITE_BEAR = ml.Card.from_text(name="White Bear", mana_cost="{1}{W}",
                               type_line="Creature — Bear", power=2, toughness=2)


def test_each_creature_that_convoked_it_gives_two_counters_702_51a_702_51c() -> None:
    b = ml.Board()
    elves = [b.add("Llanowar Elves", controlled_since_turn_start=False) for _ in range(3)]
    bear = b.add("Grizzly Bears")
    # {5}{G}{G}: two green creatures pay {G}{G}, two more pay {1} each; {3} from the pool
    b.add_mana("you", "GGC")
    dino = b.cast(IMPERIOSAUR, convoke=[*elves, bear])
    assert dino is not None and b.counters(dino) == {"+1/+1": 8}
    # a creature that arrived this turn convokes too: convoke is not a {T} cost (302.6)
    assert all(b.is_tapped(p) for p in (*elves, bear))
    assert b.mana_pool("you") == str(ml.Mana())


def test_a_creature_pays_one_mana_of_its_color_or_one_generic_702_51a() -> None:
    b = ml.Board()
    white = [b.add(WHITE_BEAR) for _ in range(2)]
    # white creatures can't pay {G}: they pay {1} each, the pool pays {3}{G}{G}
    b.add_mana("you", "GGCC")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(IMPERIOSAUR, convoke=white)
    b.add_mana("you", "C")
    dino = b.cast(IMPERIOSAUR, convoke=white)
    assert dino is not None and b.counters(dino) == {"+1/+1": 4}


def test_cast_without_convoking_enters_without_counters_702_51c() -> None:
    b = ml.Board()
    b.add_mana("you", "GGCCCCC")
    dino = b.cast(IMPERIOSAUR)
    assert dino is not None and b.counters(dino) == {}


def test_only_an_untapped_creature_you_control_convokes_702_51a() -> None:
    b = ml.Board()
    tapped = b.add("Llanowar Elves", tapped=True)
    theirs = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "GGCCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.51a"):
        b.cast(IMPERIOSAUR, convoke=[tapped])
    with pytest.raises(ml.IllegalActionError, match=r"702\.51a"):
        b.cast(IMPERIOSAUR, convoke=[theirs])
    bear = b.add("Grizzly Bears")
    with pytest.raises(ml.IllegalActionError, match="hasn't convoke"):
        b.cast(MURKTIDE, convoke=[bear])


def test_instant_and_sorcery_cards_exiled_with_delve_count_702_66a_607_2a() -> None:
    b = ml.Board()
    cards = [b.add(name, zone="graveyard") for name in
             ("Lightning Bolt", "Rampant Growth", "Grizzly Bears")]
    # {5}{U}{U}: three cards exiled pay {3}; the pool pays {2}{U}{U}
    b.add_mana("you", "UUCC")
    regent = b.cast(MURKTIDE, delve=cards)
    assert regent is not None
    # the creature card was exiled too, but only the instant and the sorcery count
    assert b.counters(regent) == {"+1/+1": 2}
    assert len(b.graveyard("you")) == 0 and len(b.exile) == 3


def test_delve_pays_only_generic_mana_702_66a() -> None:
    b = ml.Board()
    cards = [b.add("Lightning Bolt", zone="graveyard") for _ in range(6)]
    b.add_mana("you", "UU")
    with pytest.raises(ml.IllegalActionError, match=r"702\.66a"):
        b.cast(MURKTIDE, delve=cards)  # six cards, five generic mana
    regent = b.cast(MURKTIDE, delve=cards[:5])
    assert regent is not None and b.counters(regent) == {"+1/+1": 5}


def test_cast_without_delve_enters_without_counters_702_66a_614_1c() -> None:
    b = ml.Board()
    b.add("Lightning Bolt", zone="graveyard")
    b.add_mana("you", "UUCCCCC")
    regent = b.cast(MURKTIDE)
    assert regent is not None and b.counters(regent) == {}
