"""'Enters with' amounts made of parts (CR 614.1c, 107.3m, 702.33): "two +1/+1 counters
for each ...", "twice X", "If X is 5 or more, ... an additional X", "If it was kicked,
... for each ...", kicked "additional" counters added to its own, and amounts of the
turn's history read as X ("the greatest number of cards an opponent has drawn this
turn", "the amount of life you've gained this turn").

Cards are made with ``ml.Card.from_text`` under made-up names in the wordings of real
cards (Hamlet Vanguard, Glinting Creeper, Vodalian Mindsinger, Banquet Guests,
Apocalypse Hydra, Myriad Construct, Ravaging Riftwurm, Thought Sponge, Voracious Wurm).
"""

from __future__ import annotations

import mtglab as ml

POOL = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"


def _card(name: str, text: str, cost: str, pt: str = "0",
          type_line: str = "Creature — Beast") -> ml.Card:
    card = ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt, toughness=pt)
    entering = [a for a in card.abilities if "enters" in a.text]
    assert entering and all(a.supported for a in entering), [a.problem for a in entering]
    return card


def _cast(b: ml.Board, card: ml.Card, pool: str = POOL, **kw: object) -> dict[str, int]:
    b.add_mana("you", pool)
    p = b.cast(card, **kw)  # type: ignore[arg-type]
    assert isinstance(p, ml.Permanent)
    return b.counters(p)


def test_two_counters_for_each_other_nontoken_human_614_1c() -> None:
    card = _card("Test Vanguard", "Test Vanguard enters the battlefield with two +1/+1 "
                 "counters on it for each other nontoken Human you control.", "{2}{G}", "1")
    human = ml.Card.from_text(name="Test Human", mana_cost="{W}", type_line="Creature — Human",
                              power="1", toughness="1")
    b = ml.Board()
    b.add(human)
    b.add(human)
    b.create_token(name="Human Token", types=["Creature"], subtypes=["Human"], colors=["W"],
                   power=1, toughness=1)  # a token: not counted
    assert _cast(b, card) == {"+1/+1": 4}


def test_two_counters_for_each_color_spent_converge_601_2h() -> None:
    card = _card("Test Creeper", "Converge — Test Creeper enters the battlefield with two "
                 "+1/+1 counters on it for each color of mana spent to cast it.", "{4}{G}")
    b = ml.Board()
    assert _cast(b, card, "WUBCG") == {"+1/+1": 8}  # white, blue, black, green: 4 colors


def test_two_counters_for_each_time_it_was_kicked_702_33d() -> None:
    card = _card("Test Mindsinger", "Kicker {1}{R} and/or {1}{G}\nTest Mindsinger enters the "
                 "battlefield with two +1/+1 counters on it for each time it was kicked.",
                 "{1}{U}{U}", "2")
    assert _cast(ml.Board(), card) == {}
    assert _cast(ml.Board(), card, kicked=("{1}{R}",)) == {"+1/+1": 2}
    assert _cast(ml.Board(), card, kicked=("{1}{R}", "{1}{G}")) == {"+1/+1": 4}


def test_twice_x_counters_107_3m() -> None:
    card = _card("Test Guests", "Trample\nTest Guests enters the battlefield with twice X "
                 "+1/+1 counters on it.", "{X}{G}{W}")
    assert _cast(ml.Board(), card, x=3) == {"+1/+1": 6}


def test_if_x_is_5_or_more_an_additional_x_107_3m() -> None:
    card = _card("Test Hydra", "Test Hydra enters the battlefield with X +1/+1 counters on it. "
                 "If X is 5 or more, it enters the battlefield with an additional X +1/+1 "
                 "counters on it.", "{X}{R}{G}")
    assert _cast(ml.Board(), card, x=4) == {"+1/+1": 4}
    assert _cast(ml.Board(), card, x=5) == {"+1/+1": 10}
    # the two effects are the permanent's own (616.1a): every order gives 10
    table = ml.orderings(ml.Board(), cast=card, x=5)
    assert {str(c) for c in table["counters"]} == {str({"+1/+1": 10})}


def test_kicked_for_each_nonbasic_land_opponents_control_702_33d() -> None:
    card = _card("Test Construct", "Kicker {3}\nIf Test Construct was kicked, it enters the "
                 "battlefield with a +1/+1 counter on it for each nonbasic land your "
                 "opponents control.", "{4}", "4", "Artifact Creature — Construct")
    waste = ml.Card.from_text(name="Test Wastes", type_line="Land", oracle_text="{T}: Add {C}.")
    b = ml.Board()
    b.add(waste, "opponent")
    b.add(waste, "opponent")
    b.add("Forest", "opponent")  # basic: not counted
    assert _cast(b.copy(), card) == {}
    assert _cast(b, card, kicked=1) == {"+1/+1": 2}


def test_kicked_additional_time_counters_add_to_its_own_614_1c_702_33d() -> None:
    # its own two time counters are vanishing 2's (702.63a), written out here
    card = _card("Test Riftwurm", "Kicker {4}\nTest Riftwurm enters with two time counters "
                 "on it.\nIf Test Riftwurm was kicked, it enters the battlefield with three "
                 "additional time counters on it.", "{1}{G}{G}", "6")
    assert _cast(ml.Board(), card) == {"time": 2}
    assert _cast(ml.Board(), card, kicked=1) == {"time": 5}


def test_greatest_number_of_cards_an_opponent_drew_this_turn_121_1() -> None:
    card = _card("Test Sponge", "Flash\nTest Sponge enters the battlefield with a number of "
                 "+1/+1 counters on it equal to the greatest number of cards an opponent has "
                 "drawn this turn.", "{3}{U}", "1")
    b = ml.Board(players=["you", "a", "b"])
    b.set_turn_history("a", cards_drawn=1)
    b.set_turn_history("b", cards_drawn=3)
    b.set_turn_history("you", cards_drawn=7)  # yours don't count
    assert _cast(b, card) == {"+1/+1": 3}


def test_life_gained_this_turn_as_x_119_9() -> None:
    card = _card("Test Wurm", "Test Wurm enters the battlefield with X +1/+1 counters on it, "
                 "where X is the amount of life you've gained this turn.", "{1}{G}", "2")
    b = ml.Board()
    b.set_turn_history("you", life_gained=4)
    assert _cast(b, card) == {"+1/+1": 4}


def test_three_counters_for_each_gg_spent_601_2h() -> None:
    champion = _card("Test Champion", "Test Champion enters the battlefield with three +1/+1 "
                     "counters on it for each {G}{G} spent to cast it.", "{X}{G}{G}")
    assert _cast(ml.Board(), champion, "GGGGGC", x=4) == {"+1/+1": 6}  # five {G}: two pairs
