"""Flipping a coin (CR 705): "Flip a coin. If you win the flip, ... If you lose the flip,
...". The result is the user's choice (``choices=["win"]`` or ``["lose"]``, 705.2); with
none given the flip is won (mtglab's deterministic default, in the log). The parts after
the flip happen as "If you do" ones do (608.2c, 608.2d)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.chance import FlipCoin
from mtglab.cards.instructions import IfYouDo


@pytest.fixture(scope="module")
def pool(corpus_jsonl: Path) -> dict[str, ml.Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


_FLIP = re.compile(r"\bflip a coin\. If you (win|lose) the flip, ", re.I)


def test_every_supported_corpus_flip_reads_a_flip_then_its_outcomes_705_2(
        pool: dict[str, ml.Card]) -> None:
    # across the pool: each supported line "... flip a coin. If you win/lose the flip, ..."
    # holds a flip followed by one part per outcome named, won = done (705.2)
    seen = 0
    for card in pool.values():
        for a in card.abilities:
            if not a.supported or not _FLIP.search(a.text) or '"' in a.text:
                continue  # (a flip inside a granted ability is that ability's)
            seen += 1
            at = next(i for i, e in enumerate(a.effects) if isinstance(e, FlipCoin))
            parts = a.effects[at + 1:]
            said = re.findall(r"If you (win|lose) the flip", a.text)
            assert [p.done for p in parts if isinstance(p, IfYouDo)] == \
                [w == "win" for w in said], a.text
    assert seen >= 8


def _upkeep(b: ml.Board) -> None:
    b.pass_turn()
    b.pass_turn()  # your next upkeep: the trigger waits on the stack (503.1)


def test_mana_crypt_lost_flip_deals_3_damage_705_2(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(pool["Mana Crypt"])
    _upkeep(b)
    b.resolve(choices=["lose"])
    assert b.life("you") == 17


def test_mana_crypt_won_flip_does_nothing_705_2(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(pool["Mana Crypt"])
    _upkeep(b)
    b.resolve(choices=["win"])
    assert b.life("you") == 20


def test_without_a_result_the_flip_is_won_by_default_705_1(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(pool["Mana Crypt"])
    _upkeep(b)
    b.resolve()
    assert b.life("you") == 20
    assert any("won by default" in d for d in b.log["detail"])


def test_boompile_won_flip_destroys_all_nonland_permanents_705_2(
        pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    pile = b.add(pool["Boompile"], controlled_since_turn_start=True)
    b.add(pool["Grizzly Bears"], "opponent")
    b.add(pool["Forest"], "opponent")
    b.activate(pile, 0, choices=["win"])
    assert list(b.permanents["name"]) == ["Forest"]


def test_boompile_lost_flip_destroys_nothing_705_2(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    pile = b.add(pool["Boompile"], controlled_since_turn_start=True)
    b.add(pool["Grizzly Bears"], "opponent")
    b.activate(pile, 0, choices=["lose"])
    assert sorted(b.permanents["name"]) == ["Boompile", "Grizzly Bears"]


def test_a_flip_with_both_outcomes_does_one_of_them_705_2() -> None:
    card = ml.Card.from_text(name="Two Faces", mana_cost="{1}", type_line="Artifact",
                             oracle_text="{T}: Flip a coin. If you win the flip, you gain 3 "
                                         "life. If you lose the flip, you lose 2 life.")
    for result, life in (("win", 23), ("lose", 18)):
        b = ml.Board()
        c = b.add(card, controlled_since_turn_start=True)
        b.activate(c, 0, choices=[result])
        assert b.life("you") == life


def test_you_may_flip_stays_unsupported_705_2() -> None:
    # declining the flip is neither winning nor losing it: not modelled
    card = ml.Card.from_text(name="Maybe", mana_cost="{1}", type_line="Artifact",
                             oracle_text="At the beginning of your upkeep, you may flip a "
                                         "coin. If you win the flip, draw a card.")
    assert not card.abilities[0].supported
