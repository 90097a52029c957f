"""Things done as a permanent enters, and the counters they give it: "As Rescuer Sphinx
enters, you may return a nonland permanent you control to its owner's hand. If you do,
it enters with a +1/+1 counter on it", exiling up to X creature cards (Mimeoplasm),
putting two cards opponents own from exile into graveyards (Ulamog's Despoiler),
removing all counters from any number of permanents (Sin), discarding creature cards
(Indominus Rex), revealing a Dragon card (Dragon's Disciple).

The action is chosen and done as the permanent enters (CR 614.12a), before it is on the
battlefield with its counters (614.1c); "If you do" needs the action done; a player
can't do what is impossible (609.3); a revealed card stays in the hand (701.20a)."""

from __future__ import annotations

import mtglab as ml

BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
FLYER = ml.Card.from_text(name="Test Flyer", mana_cost="{1}{U}", type_line="Creature — Bird",
                          power="1", toughness="1", oracle_text="Flying, vigilance")
DRAGON = ml.Card.from_text(name="Test Dragon", mana_cost="{4}{R}",
                           type_line="Creature — Dragon", power="4", toughness="4",
                           oracle_text="Flying")
SORCERY = ml.Card.from_text(name="Test Sorcery", mana_cost="{R}", type_line="Sorcery",
                            oracle_text="Draw a card.")
SPHINX = ml.Card.from_text(
    name="Rescuer Sphinx", mana_cost="{2}{U}{U}", type_line="Creature — Sphinx", power="3",
    toughness="2", oracle_text="Flying\nAs Rescuer Sphinx enters the battlefield, you may "
    "return a nonland permanent you control to its owner's hand. If you do, Rescuer Sphinx "
    "enters the battlefield with a +1/+1 counter on it.")
DESPOILER = ml.Card.from_text(
    name="Ulamog's Despoiler", mana_cost="{6}", type_line="Creature — Eldrazi Processor",
    power="5", toughness="5",
    oracle_text="As Ulamog's Despoiler enters the battlefield, you may put two cards your "
    "opponents own from exile into their owners' graveyards. If you do, Ulamog's Despoiler "
    "enters the battlefield with four +1/+1 counters on it.")
MIMEOPLASM = ml.Card.from_text(
    name="Mimeoplasm, Revered One", mana_cost="{X}{B}{G}{U}",
    type_line="Legendary Creature — Ooze", power="0", toughness="0",
    oracle_text="As Mimeoplasm enters, exile up to X creature cards from your graveyard. It "
    "enters with three +1/+1 counters on it for each creature card exiled this way.")
SIN = ml.Card.from_text(
    name="Sin, Unending Cataclysm", mana_cost="{5}{G}{U}",
    type_line="Legendary Creature — Leviathan Avatar", power="5", toughness="5",
    oracle_text="As Sin enters, remove all counters from any number of artifacts, creatures, "
    "and enchantments. Sin enters with X +1/+1 counters on it, where X is twice the number "
    "of counters removed this way.")
INDOMINUS = ml.Card.from_text(
    name="Indominus Rex, Alpha", mana_cost="{1}{U}{B}{G}{G}",
    type_line="Legendary Creature — Dinosaur Mutant", power="6", toughness="6",
    oracle_text="As Indominus Rex, Alpha enters the battlefield, discard any number of "
    "creature cards. It enters with a flying counter on it if a card discarded this way has "
    "flying. The same is true for first strike, double strike, deathtouch, hexproof, haste, "
    "indestructible, lifelink, menace, reach, trample, and vigilance.")
DISCIPLE = ml.Card.from_text(
    name="Dragon's Disciple", mana_cost="{1}{W}", type_line="Creature — Human Monk",
    power="1", toughness="3",
    oracle_text="As Dragon's Disciple enters the battlefield, you may reveal a Dragon card "
    "from your hand. If you do or if you control a Dragon, Dragon's Disciple enters the "
    "battlefield with a +1/+1 counter on it.")

HYDRA = ml.Card.from_text(
    name="Neverwinter Hydra", mana_cost="{X}{X}{G}{G}", type_line="Creature — Hydra",
    power="0", toughness="0",
    oracle_text="As Neverwinter Hydra enters the battlefield, roll X d6. It enters with a "
    "number of +1/+1 counters on it equal to the total of those results.\nTrample")

POOL = "WWWUUUBBBRRRGGGCCCCCC"


def _counters(b: ml.Board, p: ml.Permanent | None) -> dict[str, int]:
    assert p is not None
    return dict(b.state.permanents[p.id].counters)


def test_the_lines_are_understood_cr_614_12a() -> None:
    for card in (SPHINX, DESPOILER, MIMEOPLASM, SIN, INDOMINUS, DISCIPLE, HYDRA):
        assert all(a.supported for a in card.abilities), card.name


def test_rescuer_sphinx_returns_a_permanent_and_gets_a_counter_cr_614_12a() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", POOL)
    p = b.cast(SPHINX, choices=[1, bear])
    assert _counters(b, p) == {"+1/+1": 1}
    assert bear.id not in b.state.permanents
    assert b.hand("you")["name"].tolist() == ["Test Bear"]  # its owner's hand (400.3)


def test_rescuer_sphinx_returning_nothing_no_counter_if_you_do_cr_614_12a() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add_mana("you", POOL)
    p = b.cast(SPHINX, choices=[0])
    assert _counters(b, p) == {}


def test_rescuer_sphinx_only_a_nonland_permanent_you_control_cr_614_12a() -> None:
    b = ml.Board()
    land = b.add("Forest")
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", POOL)
    p = b.cast(SPHINX)  # a land and another's creature: nothing it may return, no choice
    assert _counters(b, p) == {}
    assert land.id in b.state.permanents and theirs.id in b.state.permanents


def test_despoiler_two_cards_opponents_own_four_counters_cr_614_12a() -> None:
    b = ml.Board()
    one = b.add(BEAR, "opponent", zone="exile")
    two = b.add(SORCERY, "opponent", zone="exile")
    b.add(BEAR, "you", zone="exile")  # yours: not among the cards it may put
    b.add_mana("you", POOL)
    p = b.cast(DESPOILER, choices=[2, one, two])
    assert _counters(b, p) == {"+1/+1": 4}
    assert sorted(b.graveyard("opponent")["name"].tolist()) == ["Test Bear", "Test Sorcery"]


def test_despoiler_one_card_is_not_two_it_can_only_decline_cr_609_3() -> None:
    b = ml.Board()
    b.add(BEAR, "opponent", zone="exile")
    b.add(BEAR, "you", zone="exile")
    b.add_mana("you", POOL)
    p = b.cast(DESPOILER)  # the only legal answer is none: no choice is asked
    assert _counters(b, p) == {}
    assert b.graveyard("opponent").empty


def test_mimeoplasm_up_to_x_three_counters_each_cr_614_12a_107_3m() -> None:
    b = ml.Board()
    cards = [b.add(BEAR, zone="graveyard") for _ in range(3)]
    b.add(SORCERY, zone="graveyard")  # not a creature card
    b.add_mana("you", POOL)
    p = b.cast(MIMEOPLASM, x=2, choices=[2, cards[0], cards[1]])
    assert _counters(b, p) == {"+1/+1": 6}
    assert b.graveyard("you")["name"].tolist() == ["Test Bear", "Test Sorcery"]


def test_mimeoplasm_no_more_than_x_cr_107_3m() -> None:
    b = ml.Board()
    for _ in range(3):
        b.add(BEAR, zone="graveyard")
    b.add_mana("you", POOL)
    try:
        b.cast(MIMEOPLASM, x=1, choices=[2])
    except ml.MtglabError as exc:
        assert "not a legal option" in str(exc)
    else:
        raise AssertionError("exiled more than X")


def test_sin_removes_all_counters_twice_that_many_cr_122_1_614_12a() -> None:
    b = ml.Board()
    mine = b.add(BEAR)
    theirs = b.add(BEAR, "opponent")
    b.add_counters(mine, "+1/+1", 2)
    b.add_counters(theirs, "-1/-1", 1)
    b.add_mana("you", POOL)
    p = b.cast(SIN, choices=[2, mine, theirs])
    assert _counters(b, p) == {"+1/+1": 6}
    assert b.state.permanents[mine.id].counters == ()
    assert b.state.permanents[theirs.id].counters == ()


def test_indominus_a_counter_for_each_keyword_discarded_cr_701_9a_122_1b() -> None:
    b = ml.Board()
    flyer = b.add(FLYER, zone="hand")
    b.add(BEAR, zone="hand")
    b.add_mana("you", POOL)
    p = b.cast(INDOMINUS, choices=[1, flyer])
    assert _counters(b, p) == {"flying": 1, "vigilance": 1}
    assert b.graveyard("you")["name"].tolist() == ["Test Flyer"]
    assert b.hand("you")["name"].tolist() == ["Test Bear"]


def test_disciple_revealed_dragon_stays_in_hand_cr_701_20a() -> None:
    b = ml.Board()
    dragon = b.add(DRAGON, zone="hand")
    b.add_mana("you", POOL)
    p = b.cast(DISCIPLE, choices=[1, dragon])
    assert _counters(b, p) == {"+1/+1": 1}
    assert b.hand("you")["name"].tolist() == ["Test Dragon"]


def test_disciple_a_dragon_you_control_is_enough_cr_614_1c() -> None:
    b = ml.Board()
    b.add(DRAGON)
    b.add_mana("you", POOL)
    p = b.cast(DISCIPLE)  # no Dragon card in hand: nothing to reveal
    assert _counters(b, p) == {"+1/+1": 1}


def test_disciple_neither_no_counter_cr_614_1c() -> None:
    b = ml.Board()
    b.add(DRAGON, zone="hand")
    b.add_mana("you", POOL)
    p = b.cast(DISCIPLE, choices=[0])
    assert _counters(b, p) == {}


def test_neverwinter_hydra_the_total_of_x_d6_cr_706_2_107_3m() -> None:
    b = ml.Board()
    b.add_mana("you", POOL)
    p = b.cast(HYDRA, x=2, choices=[9])
    assert _counters(b, p) == {"+1/+1": 9}


def test_neverwinter_hydra_a_total_two_d6_cannot_roll_cr_706_2() -> None:
    b = ml.Board()
    b.add_mana("you", POOL)
    for impossible in (1, 13):
        try:
            b.cast(HYDRA, x=2, choices=[impossible])
        except ml.MtglabError as exc:
            assert "not a legal option" in str(exc)
        else:
            raise AssertionError(f"rolled {impossible} on two d6")


def test_neverwinter_hydra_x_0_rolls_no_dice_cr_107_3m() -> None:
    b = ml.Board()
    b.add_mana("you", POOL)
    p = b.cast(HYDRA, x=0)
    assert p is None or _counters(b, p) == {}  # a 0/0 with no counters dies (704.5f)


FRANKENSTEIN = ml.Card.from_text(
    name="Frankenstein's Monster", mana_cost="{X}{B}{B}", type_line="Creature — Zombie",
    power="0", toughness="1",
    oracle_text="As Frankenstein's Monster enters the battlefield, exile X creature cards "
    "from your graveyard. If you can't, put Frankenstein's Monster into its owner's "
    "graveyard instead of onto the battlefield. For each creature card exiled this way, "
    "Frankenstein's Monster enters the battlefield with a +2/+0, +1/+1, or +0/+2 counter on "
    "it.")


def test_frankenstein_exiles_x_a_chosen_counter_for_each_cr_614_12a() -> None:
    b = ml.Board()
    one, two = b.add(BEAR, zone="graveyard"), b.add(FLYER, zone="graveyard")
    b.add_mana("you", POOL)
    p = b.cast(FRANKENSTEIN, x=2, choices=[one, two, "+2/+0", "+2/+0"])
    assert _counters(b, p) == {"+2/+0": 2}
    assert p is not None and b.characteristics(p)["power"] == 4
    assert b.graveyard("you").empty


def test_frankenstein_short_of_cards_goes_to_the_graveyard_instead_cr_614_1c() -> None:
    b = ml.Board()
    b.add(BEAR, zone="graveyard")
    b.add_mana("you", POOL)
    p = b.cast(FRANKENSTEIN, x=2)  # one creature card: it can't exile two
    assert p is None
    assert not any(q.card is not None and q.card.name == "Frankenstein's Monster"
                   for q in b.state.permanents.values())
    assert sorted(b.graveyard("you")["name"].tolist()) == ["Frankenstein's Monster",
                                                           "Test Bear"]  # none exiled


def test_frankenstein_x_0_enters_without_counters_cr_107_3m() -> None:
    b = ml.Board()
    b.add_mana("you", POOL)
    p = b.cast(FRANKENSTEIN, x=0)
    assert _counters(b, p) == {}
