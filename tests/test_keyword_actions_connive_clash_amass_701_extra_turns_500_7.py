"""Keyword actions connive (CR 701.50), clash (701.30) and amass (701.47), and extra turns
(500.7): each is read into one record (cards.keywordactions) and played by one engine
function named after its rule (engine.effects.keywordactions). Hidden results are the
player's choices: the card discarded as a permanent connives, whether a clashing player
puts the revealed card on the bottom, the Army amassed onto."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.keywordactions import Amass, Clash, Connive, ExtraTurn
from mtglab.cards.optional import IfElse
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Isle", mana_cost="", type_line="Land — Island")
BOLT = ml.Card.from_text(name="Zap", mana_cost="{R}", type_line="Instant",
                         oracle_text="Zap deals 3 damage to any target.")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")


def _records(effects: Any) -> list[Any]:
    """Every record of an ability's instructions, nested ones too."""
    out: list[Any] = []
    for e in effects:
        out.append(e)
        for name in ("effects", "then"):
            inner = getattr(e, name, None)
            if isinstance(inner, tuple):
                out += _records(inner)
    return out


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Mob Lookout", "Adder-Staff Boggart", "Time Walk", "Aven Eternal")


# -- connive (701.50) ----------------------------------------------------------------------


def _connive_board(cards: dict[str, Any], top: ml.Card, discard: str) -> ml.Board:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(top, zone="library")
    b.add(BOLT, zone="hand")
    b.add_mana("you", "UB")
    b.cast(cards["Mob Lookout"], choices=[bear])  # the trigger targets the Bear (603.3d)
    b.resolve(choices=[discard])
    return b


def test_connive_nonland_discarded_puts_a_counter_701_50a(cards: dict[str, Any]) -> None:
    # Mob Lookout: "target creature you control connives": draw (the Isle), discard Zap
    # (a nonland card): a +1/+1 counter on the conniving Bear (701.50a)
    b = _connive_board(cards, ISLAND, "Zap")
    assert b.counters("Bear") == {"+1/+1": 1}
    assert list(b.hand("you")["name"]) == ["Isle"]
    assert list(b.graveyard("you")["name"]) == ["Zap"]


def test_connive_land_discarded_puts_no_counter_701_50a(cards: dict[str, Any]) -> None:
    b = _connive_board(cards, ISLAND, "Isle")
    assert not b.counters("Bear")
    assert list(b.hand("you")["name"]) == ["Zap"]


# -- clash (701.30) ------------------------------------------------------------------------


def _clash(cards: dict[str, Any], mine: ml.Card, theirs: ml.Card,
           choices: list[Any]) -> ml.Board:
    b = ml.Board()
    b.add(mine, zone="library")
    b.add(theirs, "opponent", zone="library")
    b.add_mana("you", "RR")
    b.cast(cards["Adder-Staff Boggart"])
    b.resolve(choices=choices)  # where each revealed card goes, in turn order (701.30c)
    return b


def test_clash_won_with_greater_mana_value_does_the_if_you_win_part_701_30d(
        cards: dict[str, Any]) -> None:
    # Adder-Staff Boggart: "clash with an opponent. If you win, put a +1/+1 counter on ~":
    # Ogre (mana value 3) beats Isle (0)
    b = _clash(cards, OGRE, ISLAND, [False, False])
    assert b.counters("Adder-Staff Boggart") == {"+1/+1": 1}


def test_clash_lost_or_tied_does_nothing_701_30d(cards: dict[str, Any]) -> None:
    # a tie isn't a win: a higher mana value than every other card revealed (701.30d)
    for mine, theirs in ((ISLAND, OGRE), (OGRE, OGRE)):
        b = _clash(cards, mine, theirs, [False, False])
        assert not b.counters("Adder-Staff Boggart")


def test_clash_each_player_may_put_the_card_on_the_bottom_701_30a(
        cards: dict[str, Any]) -> None:
    b = _clash(cards, OGRE, ISLAND, [True, False])  # you: bottom; the opponent: keeps it
    assert [c.name for c in b.cards("you", "library")] == ["Ogre"]
    assert any("puts Ogre on the bottom" in d for d in b.log["detail"])
    assert not any("puts Isle on the bottom" in d for d in b.log["detail"])


def test_clash_against_an_empty_library_is_won_701_30d(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(OGRE, zone="library")
    b.add_mana("you", "RR")
    b.cast(cards["Adder-Staff Boggart"])
    b.resolve(choices=[False])
    assert b.counters("Adder-Staff Boggart") == {"+1/+1": 1}


# -- extra turns (500.7) -------------------------------------------------------------------


def test_take_an_extra_turn_after_this_one_500_7(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "UU")
    b.cast(cards["Time Walk"])
    assert b.extra_turns == ("you",)
    b.pass_turn()
    assert b.active == "you" and b.extra_turns == ()  # the extra turn
    b.pass_turn()
    assert b.active == "opponent"  # then the turn order goes on (101.4)
    b.pass_turn()
    assert b.active == "you"


def test_the_most_recent_extra_turn_is_taken_first_500_7(cards: dict[str, Any]) -> None:
    # a spell gives the opponent one, then Time Walk gives you one: yours is taken
    # first, then the opponent's, then the opponent's own turn
    gift = ml.Card.from_text(name="Gift", mana_cost="{U}", type_line="Sorcery",
                             oracle_text="Target player takes an extra turn after this one.")
    b = ml.Board()
    b.add_mana("you", "UUU")
    b.cast(gift, targets=["opponent"])
    b.cast(cards["Time Walk"])
    assert b.extra_turns == ("you", "opponent")
    order = []
    for _ in range(4):
        b.pass_turn()
        order.append(b.active)
    assert order == ["you", "opponent", "opponent", "you"]


def test_extra_turns_survive_a_board_file_500_7(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "UU")
    b.cast(cards["Time Walk"])
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.extra_turns == ("you",)
    again.pass_turn()
    again2 = ml.Board.from_yaml(again.to_yaml())
    again2.pass_turn()
    assert again2.active == "opponent"  # the order resumes after your turn (500.7)


# -- amass (701.47) ------------------------------------------------------------------------


def test_amass_without_an_army_creates_a_0_0_zombie_army_first_701_47a_d(
        cards: dict[str, Any]) -> None:
    # Aven Eternal: "amass 1" is "amass Zombies 1" (701.47d)
    b = ml.Board()
    b.add_mana("you", "UUUU")
    b.cast(cards["Aven Eternal"])
    b.resolve()
    assert b.counters("Zombie Army") == {"+1/+1": 1}
    t = b.permanents.set_index("name")
    assert t.loc["Zombie Army", "subtypes"] == "Zombie Army"
    assert t.loc["Zombie Army", "colors"] == "B"
    assert (t.loc["Zombie Army", "power"], t.loc["Zombie Army", "toughness"]) == (1, 1)


def test_amass_onto_an_army_of_another_kind_makes_it_that_kind_too_701_47a() -> None:
    horn = ml.Card.from_text(name="Horn", mana_cost="{1}", type_line="Artifact",
                             oracle_text="{T}: Amass Orcs 2.")
    b = ml.Board()
    b.add(ml.Card.from_text(name="Zombie Army", mana_cost="", type_line="Creature — "
                            "Zombie Army", power="0", toughness="0"), token=True,
          counters={"+1/+1": 1})
    b.activate(b.add(horn, controlled_since_turn_start=True), 0)
    assert len(b.permanents) == 2  # no new token: you control an Army
    assert b.counters("Zombie Army") == {"+1/+1": 3}
    b.pass_turn()
    b.pass_turn()  # indefinitely (611.2a)
    t = b.permanents.set_index("name")
    assert t.loc["Zombie Army", "subtypes"] == "Zombie Army Orc"


def test_amass_x_uses_the_abilitys_x_107_3() -> None:
    horn = ml.Card.from_text(name="Horn", mana_cost="{1}", type_line="Artifact",
                             oracle_text="{X}, {T}: Amass Orcs X.")
    b = ml.Board()
    b.add_mana("you", "CCC")
    b.activate(b.add(horn, controlled_since_turn_start=True), 0, x=3)
    assert b.counters("Orc Army") == {"+1/+1": 3}


# -- across the corpus ---------------------------------------------------------------------

_LINES = re.compile(r"\bconnives?\b|\bclash with\b|extra turn after this one|\bamass\b",
                    re.I)
_RECORDS = (Connive, Clash, ExtraTurn, Amass)


def _uses(a: Any) -> bool:
    return a.supported and any(isinstance(e, _RECORDS) for e in _records(a.effects))


def test_every_corpus_line_of_these_actions_reads_its_record_701_500_7() -> None:
    # each action named in a line is read as its record, or the line stays unsupported
    found = corpus_abilities(_LINES, lambda a: bool(_LINES.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [a for _f, a in found if _uses(a)]
    assert len(read) >= 80
    for _f, a in found:
        if not a.supported:
            continue
        text = re.sub(r"\([^)]*\)", "", a.text)
        kinds = {type(e) for e in _records(a.effects)}
        for word, record in (("connive", Connive), ("clash with", Clash),
                             ("extra turn after", ExtraTurn), ("amass", Amass)):
            if re.search(rf"\b{word}", text, re.I) and '"' not in text:
                assert record in kinds, a.text


def test_every_corpus_clash_reads_if_you_win_as_done_when_won_701_30d() -> None:
    found = corpus_abilities(re.compile(r"clash with", re.I),
                             lambda a: a.supported and "If you win," in a.text)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    for _f, a in found:
        effects = list(a.effects)
        at = next(i for i, e in enumerate(effects) if isinstance(e, Clash))
        after = effects[at + 1]  # "If you win, ..." (608.2d), with or without "Otherwise"
        assert (isinstance(after, IfYouDo) and after.done) or \
            (isinstance(after, IfElse) and after.condition is None), a.text


def test_every_corpus_line_of_these_actions_plays_701_500_7() -> None:
    found = corpus_abilities(_LINES, _uses)
    if not found:
        pytest.skip("no corpus")
    mine = audit_found(found, board_refusals=True)
    assert len(mine) >= 80


def test_you_may_clash_before_if_you_win_stays_unsupported_701_30d() -> None:
    # not clashing is neither winning nor losing: "If you win" can't follow "you may"
    card = ml.Card.from_text(name="Maybe", mana_cost="{1}", type_line="Artifact",
                             oracle_text="At the beginning of your upkeep, you may clash "
                                         "with an opponent. If you win, draw a card.")
    assert not card.abilities[0].supported
