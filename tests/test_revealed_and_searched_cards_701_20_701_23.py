"""Libraries searched and revealed by players (CR 701.23, 701.20) and what a revealed card is
(608.2c: "If it's a land card, ... Otherwise, ..."), from real cards of ../shared/corpus,
read by grammar/library.lark and played by mtglab.engine.effects.library."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import Who
from mtglab.cards.library import IfCardIs, Otherwise, RevealTopCards, Search
from mtglab.cards.oracle.parser import parse_ability


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _matches(corpus_jsonl: Path, pattern: str) -> list[str]:
    """The text each corpus line words with ``pattern`` (its match)."""
    rx = re.compile(pattern, re.I)
    out = []
    with corpus_jsonl.open(encoding="utf-8") as f:
        for raw in f:
            for line in (json.loads(raw).get("oracle_text") or "").split("\n"):
                m = rx.search(line)
                if m:
                    out.append(m.group(0))
    return out


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def _library(b: ml.Board, cards: dict[str, ml.Card], names: list[str]) -> None:
    for name in reversed(names):  # the first on top
        b.add(cards[name], "you", zone="library")


# -- "If it's a ... card" / "Otherwise" (608.2c) ------------------------------------------


def test_every_reveal_the_top_card_then_if_its_a_kind_line_is_read_608_2c(
        corpus_jsonl: Path) -> None:
    texts = _matches(corpus_jsonl, r"^(?:[^:]*: )?Reveal the top card of your library\. If "
                                   r"it(?:'s| isn't) an? (?:land|creature) card, put it "
                                   r"[^.]*\. Otherwise, put (?:it|that card) "
                                   r"(?:into|onto) [^.]*\.$")
    assert len(texts) >= 4
    for text in texts:
        effects = parse_ability(text.split(": ", 1)[-1], is_spell=True).effects
        assert [type(e) for e in effects] == [RevealTopCards, IfCardIs, Otherwise], text


@pytest.mark.parametrize(("top", "battlefield", "hand"), [
    ("Forest", ["Skyward Eye Prophets", "Forest"], []),  # a land card: onto the battlefield
    ("Llanowar Elves", ["Skyward Eye Prophets"], ["Llanowar Elves"]),  # otherwise: the hand
])
def test_skyward_eye_prophets_puts_a_land_onto_the_battlefield_otherwise_in_hand_608_2c(
        cards: dict[str, ml.Card], top: str, battlefield: list[str], hand: list[str]) -> None:
    b = ml.Board()
    prophets = b.add(cards["Skyward Eye Prophets"])
    _library(b, cards, [top, "Island"])
    b.activate(prophets, 1)
    assert _names(b.permanents) == battlefield
    assert _names(b.hand("you")) == hand
    assert _names(b.library("you")) == ["Island"]


@pytest.mark.parametrize(("top", "battlefield", "graveyard"), [
    ("Llanowar Elves", ["Zoologist", "Llanowar Elves"], []),
    ("Forest", ["Zoologist"], ["Forest"]),
])
def test_zoologist_puts_a_creature_onto_the_battlefield_otherwise_in_graveyard_608_2c(
        cards: dict[str, ml.Card], top: str, battlefield: list[str],
        graveyard: list[str]) -> None:
    b = ml.Board()
    zoologist = b.add(cards["Zoologist"])
    _library(b, cards, [top])
    b.add_mana("you", "CCCG")
    b.activate(zoologist, 0)
    assert _names(b.permanents) == battlefield
    assert _names(b.graveyard("you")) == graveyard


def test_a_deceiver_gets_its_bonus_only_if_the_revealed_card_is_a_land_608_2c(
        cards: dict[str, ml.Card]) -> None:
    printed = int(str(cards["Feral Deceiver"].power))
    for top, bonus in (("Forest", 2), ("Llanowar Elves", 0)):  # "+2/+2 ... until end of turn"
        b = ml.Board()
        deceiver = b.add(cards["Feral Deceiver"])
        _library(b, cards, [top])
        b.add_mana("you", "CC")
        b.activate(deceiver, 1)
        assert int(b.permanents.iloc[0]["power"]) == printed + bonus


def test_otherwise_beside_an_instruction_the_general_way_does_not_play_is_refused_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # Impromptu Raid: "That creature gains haste. Sacrifice it at the beginning of the
    # next end step." aren't played with the card named from one instruction to the next
    raid = cards["Impromptu Raid"].abilities[0]
    assert not raid.supported and "'If it's a ... card' beside" in raid.problem


# -- searches (701.23) ------------------------------------------------------------------


def test_every_search_and_reveal_it_line_is_read_701_23e(corpus_jsonl: Path) -> None:
    texts = _matches(corpus_jsonl, r"Search your library for (?:an?|up to \w+|\w+) "
                                   r"[^.,]*?cards? and reveal (?:it|them)(?=\.)")
    assert len(texts) >= 8
    for text in texts:
        a = parse_ability(text + ".", is_spell=True)
        assert a.supported and isinstance(a.effects[0], Search), text
        assert a.effects[0].reveal, text


def test_every_search_for_a_card_of_an_exact_mana_value_is_read_202_3(
        corpus_jsonl: Path) -> None:
    texts = _matches(corpus_jsonl, r"search your library for an? \w+ card with mana value "
                                   r"(\d+), reveal (?:it|that card), (?:and )?put it into "
                                   r"your hand")
    assert len(texts) >= 3
    for text in texts:
        a = parse_ability(text.capitalize() + ".", is_spell=True)
        n = int(re.search(r"mana value (\d+)", text).group(1))  # type: ignore[union-attr]
        sel = a.effects[0].selector
        assert (sel.min_mana_value, sel.max_mana_value) == (n, n), text


def test_every_search_for_a_card_named_with_several_words_finds_that_name_201_2(
        corpus_jsonl: Path) -> None:
    texts = _matches(corpus_jsonl, r"search your library and/or graveyard for a card named "
                                   r"([A-Z][^.]*?), reveal it, (?:and|then) put it into your "
                                   r"hand")
    texts = [t for t in texts if not re.search(r"named [A-Z]+,", t)]  # one word: NAMED_TOKEN's
    assert len(texts) >= 20
    for text in texts:
        a = parse_ability(text[0].upper() + text[1:] + ".", is_spell=True)
        want = re.search(r"named (.*?), reveal", text).group(1)  # type: ignore[union-attr]
        assert a.supported and a.effects[0].selector.named == want, text


def test_trophy_mage_finds_only_an_artifact_of_mana_value_3_202_3(
        cards: dict[str, ml.Card]) -> None:
    ability = next(a for a in cards["Trophy Mage"].abilities if "search" in a.text)
    sel = ability.effects[0].effects[0].selector
    assert (sel.types, sel.min_mana_value, sel.max_mana_value) == (("Artifact",), 3, 3)


def test_target_player_searches_and_the_land_enters_under_their_control_701_23a_110_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Plains", "Forest"):
        b.add(cards[name], "opponent", zone="library")
    b.add_mana("you", "CCCG")
    b.cast(cards["Fertilid's Favor"], targets=[["opponent"], []], choices=["Forest"])
    assert [(r["name"], r["controller"]) for _, r in b.permanents.iterrows()] == [
        ("Forest", "opponent")]
    assert _names(b.library("opponent")) == ["Plains"]


def test_each_player_searches_their_own_library_701_23a(corpus_jsonl: Path) -> None:
    texts = _matches(corpus_jsonl, r"Each player searches their library for a basic land "
                                   r"card, puts it onto the battlefield(?: tapped)?, then "
                                   r"shuffles")
    assert texts
    for text in texts:
        a = parse_ability(text + ".", is_spell=True)
        assert a.supported and a.effects[0].player == Who.EACH_PLAYER, text


def test_aven_windreader_has_the_target_player_reveal_their_top_card_701_20a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    windreader = b.add(cards["Aven Windreader"])
    b.add(cards["Forest"], "opponent", zone="library")
    b.add_mana("you", "CU")
    b.activate(windreader, 1, targets=["opponent"])
    assert any("opponent reveals the top of their library: Forest" in d
               for d in b.log["detail"])
    assert _names(b.library("opponent")) == ["Forest"]  # it stays there (701.20b)
