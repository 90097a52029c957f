"""Punishers and "that player may ...", played through the public API (CR 118.12,
608.2d, 609.3, 101.4).

"<instruction> unless they pay {2}" / "unless its controller pays {1}" / "unless they
sacrifice a creature": the player named — not the ability's controller — chooses, as it
resolves, whether to do the action; if they don't, the instruction happens (118.12a,
608.2d). A cost the player can't pay isn't offered (118.3). "Each opponent loses 3 life
unless they discard a card": each of them chooses, in turn order (101.4), and loses life
only if they didn't. "That player may sacrifice a creature", "each player may scry 1",
"target opponent may draw a card": the player named chooses and does it (608.2d).

Every corpus line of each wording is read the same way (the grammar is general); the
behaviour is checked on real cards.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.optional import Pay, PlayerMay, Unless
from mtglab.cards.pool.loaders import cards_from_records, read_records

NAMES = ("Phyrexian Tyranny", "Rhystic Deluge", "Bellowing Mauler", "Demanding Dragon",
         "Tyrannize", "Vectis Dominator", "Phelddagrif", "Perplex", "Withdraw",
         "Hag of Ceaseless Torment", "Wrench Mind")

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
THINK = ml.Card.from_text(name="Think", mana_cost="{U}", type_line="Instant",
                          oracle_text="Draw a card.")
GROW = ml.Card.from_text(name="Grow", mana_cost="{1}{G}", type_line="Instant",
                         oracle_text="Draw a card.")


@pytest.fixture(scope="module")
def records(corpus_jsonl: Any) -> list[dict[str, Any]]:
    _fmt, recs = read_records(str(corpus_jsonl))
    return list(recs)


@pytest.fixture(scope="module")
def cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records if r["name"] in NAMES])}


def _lines(records: list[dict[str, Any]], pattern: str) -> list[ml.Ability]:
    """The abilities of the corpus whose text matches ``pattern``."""
    found = re.compile(pattern, re.I)
    chosen = [r for r in records if found.search(str(r.get("oracle_text") or ""))]
    return [a for c in cards_from_records(chosen) for f in (c.faces or (c,))
            for a in f.abilities if found.search(a.text)]


def _records_in(effects: Any) -> list[Any]:
    return [e for e in effects if isinstance(e, Unless | PlayerMay)]


# -- the grammar: every corpus line of the wording -------------------------------------


def test_every_supported_unless_they_pay_line_is_the_instruction_unless_paid_118_12a(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _lines(records, r"\bunless (they|its controller) pays? \{\d+\}\.")
             if a.supported and _records_in(a.effects)]
    assert len(lines) >= 10, [a.text for a in lines]
    for a in lines:
        unless = _records_in(a.effects)[0]
        assert isinstance(unless, Unless) and unless.effects, a.text
        assert [type(x) for x in unless.action] == [Pay], a.text
        assert unless.by_controller == ("its controller" in a.text), a.text


def test_each_opponent_unless_they_is_chosen_by_each_of_them_101_4(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _lines(records, r"\beach (opponent|player) [^.]+ unless they ")
             if a.supported and _records_in(a.effects)]
    assert len(lines) >= 4, [a.text for a in lines]
    for a in lines:
        unless = _records_in(a.effects)[0]
        assert unless.each in ("each opponent", "each player"), a.text
        assert all(getattr(e, "player", None) == "that player" for e in unless.effects)


def test_every_player_may_line_names_who_chooses_608_2d(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _lines(records, r"\b(that player|each player|each opponent|"
                                        r"target opponent|target player) may (draw|discard|"
                                        r"sacrifice|scry|mill)\b") if a.supported]
    players = [e for a in lines for e in _records_in(a.effects)
               if isinstance(e, PlayerMay)]
    assert len(players) >= 5, [a.text for a in lines]
    for e in players:
        assert e.who != "you" and all(getattr(x, "player", "you") == "you"
                                      for x in e.effects)


def test_if_they_do_follows_the_other_players_choice_608_2d(
        records: list[dict[str, Any]]) -> None:
    for a in _lines(records, r" may [^.]+\. If (they|that player|the player) (do|does)"
                             r"(n't)?, "):
        for i, e in enumerate(a.effects):
            if isinstance(e, IfYouDo) and i and isinstance(a.effects[i - 1], PlayerMay):
                assert a.supported, a.text


# -- playing them ------------------------------------------------------------------------


def _tyranny(cards: dict[str, ml.Card], mana: str) -> ml.Board:
    b = ml.Board()
    for _ in range(3):
        b.add(ISLAND, "opponent", zone="library")
    b.add(cards["Phyrexian Tyranny"])
    b.add_mana("opponent", mana)
    b.cast(THINK, controller="opponent")
    assert list(b.stack["name"]) == ["Phyrexian Tyranny"]  # one card drawn (121.2)
    return b


def test_a_player_who_cant_pay_loses_the_life_118_3(cards: dict[str, ml.Card]) -> None:
    b = _tyranny(cards, "U")
    b.resolve()  # nothing left to pay {2} with: not asked
    assert b.life("opponent") == 18


def test_the_player_named_pays_instead_of_losing_life_118_12a(
        cards: dict[str, ml.Card]) -> None:
    b = _tyranny(cards, "UCC")
    b.resolve(choices=[True])  # the opponent — the player who drew — pays {2}
    assert b.life("opponent") == 20 and b.mana_pool("opponent") == ""
    b2 = _tyranny(cards, "UCC")
    b2.resolve(choices=[False])  # or chooses not to
    assert b2.life("opponent") == 18 and b2.mana_pool("opponent") == "CC"


def test_its_controller_pays_or_the_target_is_tapped_118_12a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    deluge = b.add(cards["Rhystic Deluge"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "UU")
    b.add_mana("opponent", "C")
    b.activate(deluge, targets=[bear], choices=[True])  # the bear's controller pays {1}
    assert not b.is_tapped(bear) and b.mana_pool("opponent") == ""
    b.activate(deluge, targets=[bear])  # they can't pay any more: not asked (118.3)
    assert b.is_tapped(bear)


def test_paying_life_unless_119_4(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    dominator = b.add(cards["Vectis Dominator"])
    bear = b.add(BEAR, "opponent")
    b.activate(dominator, targets=[bear], choices=[True])  # pays 2 life
    assert not b.is_tapped(bear) and b.life("opponent") == 18


def test_each_player_chooses_in_turn_order_101_4(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Bellowing Mauler"])
    b.add(BEAR, "opponent")
    b.advance("end")
    # you (the active player) choose first: not to sacrifice (and have nothing to);
    # the opponent then sacrifices the bear
    b.resolve(choices=[False, True])
    assert b.life("you") == 16 and b.life("opponent") == 20
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]


def test_choosing_to_sacrifice_with_nothing_to_sacrifice_isnt_doing_it_609_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Bellowing Mauler"])
    b.advance("end")
    b.resolve(choices=[True, True])  # nontoken creatures: you have only the Mauler
    assert b.life("opponent") == 16  # the opponent has none: the life is lost


def test_the_target_opponent_chooses_608_2d(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(BEAR, "opponent")
    b.add_mana("you", "CCCRR")
    b.cast(cards["Demanding Dragon"])  # its enters trigger targets the opponent
    b.resolve(choices=[True])
    assert b.life("opponent") == 20 and list(b.graveyard("opponent")["name"]) == ["Bear"]
    b2 = ml.Board()
    b2.add(BEAR, "opponent")
    b2.add_mana("you", "CCCRR")
    b2.cast(cards["Demanding Dragon"])
    b2.resolve(choices=[False])
    assert b2.life("opponent") == 15


def test_a_spells_target_player_pays_life_or_discards_118_12a(
        cards: dict[str, ml.Card]) -> None:
    for pays, hand, life in ((True, 1, 13), (False, 0, 20)):
        b = ml.Board()
        b.add(ISLAND, "opponent", zone="hand")
        b.add_mana("you", "CCCBR")
        b.cast(cards["Tyrannize"], targets=["opponent"], choices=[pays])
        assert len(b.hand("opponent")) == hand and b.life("opponent") == life


def test_target_opponent_may_draw_608_2d(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(2):
        b.add(ISLAND, "opponent", zone="library")
    griff = b.add(cards["Phelddagrif"])
    b.add_mana("you", "U")
    abilities = [a.text for a in cards["Phelddagrif"].abilities]
    which = next(i for i, t in enumerate(abilities) if "may draw" in t)
    b.activate(griff, ability=which, targets=["opponent"], choices=[True])
    assert len(b.hand("opponent")) == 1 and len(b.hand("you")) == 1  # griff returned


def test_the_controller_of_the_spell_targeted_chooses_118_12a(
        cards: dict[str, ml.Card]) -> None:
    for discards, stack, hand in ((True, ["Grow"], 0), (False, [], 1)):
        b = ml.Board()
        b.add(ISLAND, "opponent", zone="hand")
        b.add_mana("opponent", "CG")
        b.cast(GROW, controller="opponent", resolve=False)
        b.add_mana("you", "CUB")
        b.cast(cards["Perplex"], targets=[b.state.stack[-1].id], resolve=False)
        b.resolve(choices=[discards])  # the opponent discards their hand, or it's countered
        assert list(b.stack["name"]) == stack and len(b.hand("opponent")) == hand


def test_the_second_target_of_a_spell_is_the_one_paid_for_601_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    first, second = b.add(BEAR, "opponent"), b.add(BEAR, "opponent")
    b.add_mana("you", "UU")
    b.add_mana("opponent", "C")
    b.cast(cards["Withdraw"], targets=[first, second], choices=[True])
    assert first.id not in b.state.permanents and second.id in b.state.permanents
    assert len(b.hand("opponent")) == 1 and b.mana_pool("opponent") == ""


def test_the_problem_names_the_sentence_after_you_may_pay_that_isnt_read_608_2d(
        records: list[dict[str, Any]]) -> None:
    # "you may pay {1}{W}. If you do, it endures 1.": the payment is read; the
    # instruction after "If you do" is the part not understood, and is the one named
    lines = [a for a in _lines(records, r"you may pay \{[^.]+\. If you do, ")
             if not a.supported and a.problem.startswith("not understood")]
    assert lines
    for a in lines:
        assert not re.match(r"not understood: .you may pay \{[^}]+\}+.$", a.problem), a.text


def test_either_action_the_player_chooses_one_or_neither_608_2d(
        cards: dict[str, ml.Card]) -> None:
    # "each opponent loses 3 life unless that player sacrifices a nonland permanent or
    # discards a card": the opponent chooses which, or neither (then loses the life)
    for pick, life, hand, bears in (("2: discard", 20, 0, 1), ("1: sacrifice", 20, 1, 0),
                                    ("neither", 17, 1, 1)):
        b = ml.Board()
        b.phase = "untap"
        b.add(cards["Hag of Ceaseless Torment"])
        b.add(BEAR, "opponent")
        b.add(ISLAND, "opponent", zone="hand")
        b.add(ISLAND, "you", zone="library")
        b.advance("upkeep")
        b.resolve(choices=[pick])
        assert b.life("opponent") == life and len(b.hand("opponent")) == hand, pick
        assert list(b.permanents["name"]).count("Bear") == bears, pick


def test_unless_they_discard_a_card_of_a_kind_701_9a(cards: dict[str, ml.Card]) -> None:
    relic = ml.Card.from_text(name="Relic", mana_cost="{1}", type_line="Artifact")
    for discards, left in ((True, ["Test Island"]), (False, [])):
        b = ml.Board()
        b.add(relic, "opponent", zone="hand")
        b.add(ISLAND, "opponent", zone="hand")
        b.add_mana("you", "BB")
        b.cast(cards["Wrench Mind"], targets=["opponent"], choices=[discards])
        # the artifact card alone, or two cards (here: both)
        assert list(b.hand("opponent")["name"]) == left
        assert "Relic" in list(b.graveyard("opponent")["name"])
