"""Graveyards as zones instructions work on (CR 404), from real cards of ../shared/corpus:
a whole graveyard exiled (404.1, 406.3) and target cards in graveyards exiled (115.1,
406.3), read by grammar/library.lark and played by mtglab.engine.effects.library and the
general exile verb."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import ControllerSpec, ExileCards, Relation
from mtglab.cards.instructions import Who
from mtglab.cards.library import ExileGraveyard
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import Zone


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _lines(corpus_jsonl: Path, pattern: str) -> list[tuple[str, str]]:
    """Every (card name, ability line) of the corpus whose line matches ``pattern``."""
    rx = re.compile(pattern, re.I)
    out = []
    with corpus_jsonl.open(encoding="utf-8") as f:
        for raw in f:
            card = json.loads(raw)
            for line in (card.get("oracle_text") or "").split("\n"):
                if rx.search(line):
                    out.append((card["name"], line))
    return out


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def _instructions(corpus_jsonl: Path, pattern: str) -> list[str]:
    """The instruction each corpus line words with ``pattern`` (its match), as a spell's
    text of its own: the wording read wherever it is, whatever the rest of the line."""
    rx = re.compile(pattern, re.I)
    return [rx.search(line).group(0).capitalize() + "."  # type: ignore[union-attr]
            for _name, line in _lines(corpus_jsonl, pattern)]


def test_every_line_exiling_a_players_whole_graveyard_reads_one_instruction_404_1(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, r"exile (target player|target opponent|each "
                                        r"opponent|that player)'s graveyard")
    assert len(texts) >= 20
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        assert isinstance(a.effects[0], ExileGraveyard), text
        assert a.effects[0].player in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT,
                                       Who.EACH_OPPONENT, Who.THAT_PLAYER), text


def test_tormods_crypt_exiles_every_card_of_the_target_players_graveyard_404_1_406_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    crypt = b.add(cards["Tormod's Crypt"])
    for name in ("Llanowar Elves", "Forest", "Lightning Bolt"):
        b.add(cards[name], "opponent", zone="graveyard")
    b.add(cards["Forest"], "you", zone="graveyard")
    b.activate(crypt, 0, targets=["opponent"])
    assert _names(b.graveyard("opponent")) == []
    assert sorted(_names(b.exile)) == ["Forest", "Lightning Bolt", "Llanowar Elves"]
    assert sorted(_names(b.graveyard("you"))) == ["Forest", "Tormod's Crypt"]  # not yours


def test_every_line_exiling_up_to_one_target_card_from_a_graveyard_is_read_115_1(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, r"exile up to one target card from a graveyard")
    assert len(texts) >= 10
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        sel = a.effects[0].selector
        assert (sel.zone, sel.relation, sel.target_min, sel.target_max) == (
            Zone.GRAVEYARD, Relation.TARGET, 0, 1), text


def test_target_card_from_an_opponents_graveyard_is_only_theirs_115_1(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, r"exile target card from an opponent's graveyard")
    assert len(texts) >= 5
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported and isinstance(a.effects[0], ExileCards), text
        sel = a.effects[0].selector
        assert (sel.zone, sel.controller) == (Zone.GRAVEYARD, ControllerSpec.OPPONENT)


def test_exile_up_to_two_target_cards_from_your_graveyard_takes_fewer_601_2c() -> None:
    # two words: "up to two target ... cards" (601.2c: zero to two chosen), your graveyard
    a = parse_ability("Exile up to two target creature cards from your graveyard.",
                      is_spell=True)
    sel = a.effects[0].selector
    assert a.supported
    assert (sel.controller, sel.target_min, sel.target_max) == (ControllerSpec.YOU, 0, 2)


def test_ambush_wolf_exiles_the_target_card_from_a_graveyard_406_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elves = b.add(cards["Llanowar Elves"], "opponent", zone="graveyard")
    b.add(cards["Forest"], "opponent", zone="graveyard")
    b.add_mana("you", "CCG")
    b.cast(cards["Ambush Wolf"], choices=[True, elves])  # its trigger's target (603.3d)
    b.resolve()
    assert _names(b.exile) == ["Llanowar Elves"]
    assert _names(b.graveyard("opponent")) == ["Forest"]
