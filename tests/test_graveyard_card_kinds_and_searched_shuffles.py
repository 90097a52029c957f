"""Cards of one of several kinds targeted in a graveyard (CR 115.1, 205.2a, 404), a
shuffle only if the library was searched (701.23a, 701.24a), and "any number of them into
your graveyard and the rest back on top" (401.4), from real cards of ../shared/corpus,
read by grammar/library.lark and played by mtglab.engine.effects.library and the general
return and exile verbs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import ExileCards, Relation, ReturnFromGraveyard
from mtglab.cards.library import FromGraveyard, Shuffle, TakeFromAmong
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import Zone


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _instructions(corpus_jsonl: Path, pattern: str) -> list[str]:
    """The instruction each corpus line words with ``pattern`` (its match), as a spell's
    text of its own: the wording read wherever it is, whatever the rest of the line."""
    rx = re.compile(pattern, re.I)
    out = []
    with corpus_jsonl.open(encoding="utf-8") as f:
        for raw in f:
            for line in (json.loads(raw).get("oracle_text") or "").split("\n"):
                m = rx.search(line)
                if m:
                    out.append(m.group(0)[0].upper() + m.group(0)[1:] + ".")
    return out


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


# -- "target instant or sorcery card" in a graveyard (115.1, 205.2a) ---------------------

_KINDS = r"(?:[a-z-]+ )?(?:artifact|creature|enchantment|instant|land|planeswalker|sorcery)"
_TWO_KINDS = rf"target {_KINDS},? (?:or|and/or) {_KINDS} cards?"


def test_every_return_of_a_target_card_of_either_kind_is_read_115_1_205_2a(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, rf"return (?:up to one )?{_TWO_KINDS} from your "
                                        r"graveyard to (?:your hand|the battlefield"
                                        r"(?: tapped)?)(?= ?[.(]|$)")
    assert len(texts) >= 40
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        e = a.effects[0]
        assert isinstance(e, ReturnFromGraveyard), text
        sel = e.selector
        assert (sel.zone, sel.relation) == (Zone.GRAVEYARD, Relation.TARGET), text
        # either kind (205.2a): several card types any of which, or one selector each
        assert (sel.any_type and len(sel.types) == 2) or len(sel.either) == 2, text


def test_every_exile_of_a_target_card_of_either_kind_from_a_graveyard_is_read_406_3(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, rf"exile (?:up to one )?{_TWO_KINDS} from "
                                        r"(?:a|your|an opponent's) graveyard(?= ?[.(]|$)")
    assert len(texts) >= 10
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported and isinstance(a.effects[0], ExileCards), text
        assert a.effects[0].selector.zone == Zone.GRAVEYARD, text


def test_a_kind_with_mana_value_or_less_is_still_one_kind_202_3() -> None:
    # "or less" qualifies the mana value: the grammar's plain one-kind reading
    a = parse_ability("Return target creature card with mana value 3 or less from your "
                      "graveyard to the battlefield.", is_spell=True)
    sel = a.effects[0].selector
    assert a.supported and (sel.types, sel.any_type, sel.max_mana_value) == (
        ("Creature",), False, 3)


def test_archaeomancer_returns_an_instant_or_a_sorcery_card_only_115_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Lightning Bolt"], "you", zone="graveyard")
    b.add(cards["Llanowar Elves"], "you", zone="graveyard")
    b.add_mana("you", "CCUU")
    b.cast(cards["Archaeomancer"])
    # the creature card isn't a legal target (115.1): the one candidate is chosen unasked
    while len(b.stack):
        b.resolve()
    assert _names(b.hand("you")) == ["Lightning Bolt"]
    assert _names(b.graveyard("you")) == ["Llanowar Elves"]


def test_emergency_weld_returns_an_artifact_or_a_creature_card_205_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elves = b.add(cards["Llanowar Elves"], "you", zone="graveyard")
    b.add_mana("you", "CB")
    b.cast(cards["Emergency Weld"], targets=[elves])
    assert _names(b.hand("you")) == ["Llanowar Elves"]
    assert _names(b.permanents) == ["Soldier"]


def test_deathrite_shaman_exiles_an_instant_or_sorcery_card_from_any_graveyard_406_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    shaman = b.add(cards["Deathrite Shaman"])
    bolt = b.add(cards["Lightning Bolt"], "opponent", zone="graveyard")
    b.add(cards["Llanowar Elves"], "opponent", zone="graveyard")
    b.add_mana("you", "B")
    b.activate(shaman, 1, targets=[bolt])
    assert _names(b.exile) == ["Lightning Bolt"]
    assert _names(b.graveyard("opponent")) == ["Llanowar Elves"]


# -- "If you search your library this way, shuffle" (701.23a, 701.24a) ---------------------


def test_every_if_you_search_your_library_this_way_shuffle_is_read_701_24a(
        cards: dict[str, ml.Card]) -> None:
    lines = [(c.name, a) for c in cards.values() for a in c.abilities
             if "If you search your library this way, shuffle" in a.text]
    assert len(lines) >= 30
    for name, a in lines:
        assert not a.problem.startswith("not understood: 'If you search your library"), name
        if a.supported:
            assert Shuffle(if_searched=True) in a.effects, name


def _scorn(cards: dict[str, ml.Card], search: bool) -> ml.Board:
    b = ml.Board()
    elves = b.add(cards["Llanowar Elves"], "opponent")
    b.add(cards["Liliana, Death Mage"], "you", zone="library")
    b.add(cards["Forest"], "you", zone="library")
    b.add_mana("you", "CCCBB")
    b.cast(cards["Liliana's Scorn"], targets=[elves], choices=[search])
    return b


def test_lilianas_scorn_shuffles_the_library_it_searched_701_23a_701_24a(
        cards: dict[str, ml.Card]) -> None:
    b = _scorn(cards, True)
    assert _names(b.hand("you")) == ["Liliana, Death Mage"]
    assert any(k == "shuffle" for k in b.log["action"])


def test_lilianas_scorn_shuffles_nothing_if_nothing_was_searched_701_24a(
        cards: dict[str, ml.Card]) -> None:
    b = _scorn(cards, False)
    assert _names(b.hand("you")) == []
    assert not any("their library" in d for d in b.log["detail"])
    assert any("no library was searched" in d for d in b.log["detail"])


# -- "Put any number of them into your graveyard and the rest back on top" (401.4) --------


def test_every_any_number_of_them_into_your_graveyard_line_is_read_401_4(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, r"put any number of them into your graveyard and "
                                        r"the rest (?:back )?on (?:top|the bottom) of your "
                                        r"library(?: in any order)?")
    assert len(texts) >= 12
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        e = a.effects[0]
        assert isinstance(e, TakeFromAmong) and e.any_subset and e.to == "graveyard", text


@pytest.mark.parametrize(("answer", "graveyard", "library"), [
    ("none", [], ["Island", "Forest", "Swamp"]),  # "any number" includes none
    ("Forest", ["Forest"], ["Island", "Swamp"]),  # the rest stay on top, in order
    ("Island, Forest, Swamp", ["Island", "Forest", "Swamp"], []),
])
def test_taigams_scheming_puts_the_chosen_cards_into_the_graveyard_the_rest_on_top_401_4(
        cards: dict[str, ml.Card], answer: str, graveyard: list[str],
        library: list[str]) -> None:
    b = ml.Board()
    for name in ("Swamp", "Forest", "Island"):  # each on top: Island the first
        b.add(cards[name], "you", zone="library")
    b.add_mana("you", "CU")
    b.cast(cards["Taigam's Scheming"], choices=[answer])
    assert sorted(_names(b.graveyard("you"))) == sorted([*graveyard, "Taigam's Scheming"])
    assert _names(b.library("you")) == library


# -- "You choose a creature or planeswalker card from it" (701.20a, 608.2c) ----------------


def test_every_you_choose_a_card_of_either_kind_or_quality_from_it_is_read_608_2c(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, rf"Target (?:player|opponent) reveals their hand\. "
                                        rf"You choose an? (?:{_KINDS},? (?:or|and/or) "
                                        rf"{_KINDS}|(?:[a-z]+ )?card from it with mana "
                                        r"value \d or (?:less|greater)|[a-z-]+, "
                                        r"(?:[a-z-]+, )?or [a-z-]+)(?: card)? from it\. That "
                                        r"player discards that card")
    assert len(texts) >= 6
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        assert [type(e).__name__ for e in a.effects] == [
            "RevealHand", "ChooseCard", "DiscardChosen"], text


@pytest.mark.parametrize(("card", "hand", "discarded"), [
    # a card of either kind (205.2a): the land stays
    ("Despise", ["Forest", "Llanowar Elves"], "Llanowar Elves"),
    ("Divest", ["Forest", "Llanowar Elves"], "Llanowar Elves"),
    # a quality after "from it" (202.3): mana value 3 or less, and nonland
    ("Inquisition of Kozilek", ["Forest", "Colossal Dreadmaw", "Llanowar Elves"],
     "Llanowar Elves"),
])
def test_the_target_player_discards_the_one_card_of_the_kind_asked_701_9a(
        cards: dict[str, ml.Card], card: str, hand: list[str], discarded: str) -> None:
    b = ml.Board()
    for name in hand:
        b.add(cards[name], "opponent", zone="hand")
    b.add_mana("you", "B")
    b.cast(cards[card], targets=["opponent"])  # one card fits: chosen unasked
    assert _names(b.graveyard("opponent")) == [discarded]
    assert sorted(_names(b.hand("opponent"))) == sorted(n for n in hand if n != discarded)


def test_biblioplex_assistant_puts_an_instant_or_sorcery_card_on_top_401_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Lightning Bolt"], "you", zone="graveyard")
    b.add(cards["Llanowar Elves"], "you", zone="graveyard")
    b.add(cards["Forest"], "you", zone="library")
    b.add_mana("you", "CCCC")
    # "up to one target": chosen as it triggers (603.3d)
    b.cast(cards["Biblioplex Assistant"], choices=[True])
    while len(b.stack):
        b.resolve()
    assert _names(b.library("you")) == ["Lightning Bolt", "Forest"]
    assert _names(b.graveyard("you")) == ["Llanowar Elves"]


# -- cards of your graveyard chosen as the instruction resolves (404, 608.2c) --------------


def test_every_return_of_a_chosen_card_from_your_graveyard_is_read_608_2c(
        corpus_jsonl: Path) -> None:
    texts = _instructions(corpus_jsonl, r"(?<![\w,] )return (?:an?|all|up to (?:one|two|"
                                        r"three)) (?:(?!target\b|from\b|to\b)[A-Za-z-]+,? "
                                        r"(?:(?:and|or|and/or) )?)*"
                                        r"cards? from your graveyard to (?:your hand|the "
                                        r"battlefield(?: tapped)?)(?=\.|$)")
    assert len(texts) >= 20
    for text in texts:
        a = parse_ability(text, is_spell=True)
        assert a.supported, text
        e = a.effects[0]
        assert isinstance(e, FromGraveyard), text
        # no target (115.10a): chosen as it resolves, from your graveyard only (404.2)
        assert e.selector.relation is None and e.selector.zone == Zone.GRAVEYARD, text
        assert (e.count is None) == text.lower().startswith("return all"), text


def test_aftermath_analyst_returns_every_land_card_tapped_and_nothing_else_404(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    analyst = b.add(cards["Aftermath Analyst"])
    for name in ("Forest", "Island", "Lightning Bolt"):
        b.add(cards[name], "you", zone="graveyard")
    b.add_mana("you", "CCCG")
    b.activate(analyst, 1)
    assert sorted(_names(b.permanents)) == ["Forest", "Island"]
    assert all(b.permanents["tapped"])
    assert sorted(_names(b.graveyard("you"))) == ["Aftermath Analyst", "Lightning Bolt"]


def test_bond_of_insight_returns_the_chosen_instant_or_sorcery_cards_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Lightning Bolt", "Divination", "Forest"):
        b.add(cards[name], "you", zone="graveyard")
    b.add_mana("you", "CCCU")
    b.cast(cards["Bond of Insight"], choices=["Divination", "Lightning Bolt"])
    assert sorted(_names(b.hand("you"))) == ["Divination", "Lightning Bolt"]
    assert "Forest" in _names(b.graveyard("you"))  # a land card isn't either kind
