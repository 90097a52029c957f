"""Instructions about libraries (CR 401) played by the general verbs of
mtglab.engine.effects.library, from real cards of ../shared/corpus (skipped with a message
where it is absent): searching (701.23), shuffling (701.24), revealing or looking at the
top cards and choosing among them (701.20, 401.4), exiling the top cards (406.3),
typecycling (702.29e)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import audit
from mtglab.cards.library import LIBRARY_INSTRUCTIONS, Found, Search, Shuffle


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _library(b: ml.Board, cards: dict[str, ml.Card], names: list[str],
             who: str = "you") -> None:
    """Put these cards in the library, the first on top."""
    for name in reversed(names):
        b.add(cards[name], who, zone="library")


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def test_grim_tutor_finds_any_card_and_puts_it_into_the_hand_cr_701_23a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Llanowar Elves", "Plains"])
    b.add_mana("you", "CBB")
    b.cast(cards["Grim Tutor"], choices=["Llanowar Elves"])
    assert _names(b.hand("you")) == ["Llanowar Elves"]
    assert _names(b.library("you")) == ["Forest", "Plains"]
    assert b.life("you") == 17
    assert any("shuffle their library" in d for d in b.log["detail"])  # 701.24a


def test_a_search_for_one_of_several_types_finds_only_those_cr_701_23a_205(
        cards: dict[str, ml.Card]) -> None:
    # Farseek: "a Plains, Island, Swamp, or Mountain card", onto the battlefield tapped
    b = ml.Board()
    _library(b, cards, ["Forest", "Island"])
    b.add_mana("you", "CG")
    b.cast(cards["Farseek"])  # the only card it can find: the Island
    assert _names(b.permanents) == ["Island"]
    assert b.is_tapped(b.permanents.iloc[0]["id"] if "id" in b.permanents else "Island")
    assert _names(b.library("you")) == ["Forest"]


def test_a_search_for_a_quality_may_find_nothing_cr_701_23b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Forest"])
    b.add_mana("you", "CG")
    b.cast(cards["Farseek"])
    assert b.permanents.empty
    assert _names(b.library("you")) == ["Forest", "Forest"]
    assert any("found: nothing" in d for d in b.log["detail"])


def test_reveal_then_shuffle_and_put_that_card_on_top_cr_701_24b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Plains", "Lightning Bolt"])
    b.add_mana("you", "U")
    b.cast(cards["Mystical Tutor"], choices=["Lightning Bolt"])
    assert _names(b.library("you"))[0] == "Lightning Bolt"
    assert any("(revealed)" in d for d in b.log["detail"])  # 701.23e: it says reveal


def test_up_to_two_cards_of_one_name_cr_701_23a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Plains", "Forest", "Island"])
    b.add_mana("you", "CCG")
    b.cast(cards["Gaea's Bounty"], choices=["Forest", "Forest"])
    assert _names(b.hand("you")) == ["Forest", "Forest"]
    assert _names(b.library("you")) == ["Plains", "Island"]


def test_basic_lands_and_or_deserts_either_kind_is_found_cr_205_3i(
        cards: dict[str, ml.Card]) -> None:
    # Map the Frontier: "up to two basic land cards and/or Desert cards"
    b = ml.Board()
    _library(b, cards, ["Savannah", "Ipnu Rivulet", "Grizzly Bears", "Mountain"])
    b.add_mana("you", "CCCG")
    b.cast(cards["Map the Frontier"], choices=["Ipnu Rivulet", "Mountain"])
    assert sorted(_names(b.permanents)) == ["Ipnu Rivulet", "Mountain"]
    assert _names(b.library("you")) == ["Savannah", "Grizzly Bears"]  # not basic, no Desert


def test_searching_an_opponents_library_exiles_and_that_player_shuffles_cr_701_23a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Llanowar Elves"], "opponent")
    b.add_mana("you", "UB")
    b.cast(cards["Extract"], targets=["opponent"], choices=["Llanowar Elves"])
    assert _names(b.library("opponent")) == ["Forest"]
    assert any("opponent shuffles" in d for d in b.log["detail"])  # 701.24a


def test_look_at_the_top_cards_reveal_one_from_among_them_rest_on_the_bottom_cr_401_4(
        cards: dict[str, ml.Card]) -> None:
    # Commune with Nature: the top five, a creature card into the hand, the rest under
    b = ml.Board()
    _library(b, cards, ["Forest", "Llanowar Elves", "Plains", "Island", "Swamp",
                        "Mountain"])
    b.add_mana("you", "G")
    b.cast(cards["Commune with Nature"], choices=[True, "Llanowar Elves"])
    assert _names(b.hand("you")) == ["Llanowar Elves"]
    assert _names(b.library("you")) == ["Mountain", "Forest", "Plains", "Island", "Swamp"]


def test_you_may_decline_to_take_a_card_from_among_them_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Llanowar Elves", "Mountain"])
    b.add_mana("you", "G")
    b.cast(cards["Commune with Nature"], choices=[False])
    assert b.hand("you").empty
    assert sorted(_names(b.library("you"))) == ["Forest", "Llanowar Elves", "Mountain"]


def test_one_of_those_cards_into_the_hand_and_the_rest_into_the_graveyard_cr_401_4(
        cards: dict[str, ml.Card]) -> None:
    # Scattered Thoughts: "Put two of those cards into your hand and the rest into your
    # graveyard"
    b = ml.Board()
    _library(b, cards, ["Forest", "Plains", "Island", "Swamp", "Mountain"])
    b.add_mana("you", "CCUU")
    b.cast(cards["Scattered Thoughts"], choices=["Plains", "Swamp"])
    assert sorted(_names(b.hand("you"))) == ["Plains", "Swamp"]
    assert sorted(_names(b.graveyard("you"))) == ["Forest", "Island", "Scattered Thoughts"]
    assert _names(b.library("you")) == ["Mountain"]


def test_its_mana_value_is_that_of_the_card_revealed_and_moved_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    # Sorin, Grim Nemesis +1: the top card into the hand, each opponent loses its mana value
    b = ml.Board()
    _library(b, cards, ["Craw Wurm", "Forest"])  # Craw Wurm: mana value 6
    sorin = b.add(cards["Sorin, Grim Nemesis"])
    b.activate(sorin, 0)
    assert _names(b.hand("you")) == ["Craw Wurm"]
    assert b.life("opponent") == 14


def test_exile_the_top_card_of_your_library_cr_406_3(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Forest", "Plains"])
    field = b.add(cards["Precognition Field"])
    b.add_mana("you", "CCC")
    b.activate(field, "{3}: Exile the top card of your library.")
    assert _names(b.library("you")) == ["Plains"]
    assert [c.name for c in b.state.exile] == ["Forest"]


def test_basic_landcycling_searches_for_a_basic_land_card_cr_702_29e(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards, ["Savannah", "Swamp"])
    vis = b.add(cards["Absorb Vis"], zone="hand")
    b.add_mana("you", "CB")
    b.activate(vis, 1, choices=["Swamp"])  # its second line
    assert _names(b.hand("you")) == ["Swamp"]
    assert _names(b.graveyard("you")) == ["Absorb Vis"]  # discarded: cycled (702.29f)


def test_reveal_cards_until_a_creature_card_that_card_into_hand_rest_under_cr_701_20a(
        cards: dict[str, ml.Card]) -> None:
    # Ajani, Valiant Protector +1: "Reveal cards from the top of your library until you
    # reveal a creature card. Put that card into your hand and the rest on the bottom of
    # your library in a random order."
    b = ml.Board()
    _library(b, cards, ["Forest", "Island", "Llanowar Elves", "Mountain"])
    ajani = b.add(cards["Ajani, Valiant Protector"])
    b.activate(ajani, 1)
    assert _names(b.hand("you")) == ["Llanowar Elves"]
    assert _names(b.library("you")) == ["Mountain", "Forest", "Island"]


def test_its_controller_may_search_and_the_land_is_theirs_cr_701_23a_110_2a(
        cards: dict[str, ml.Card]) -> None:
    # Path to Exile: the exiled creature's controller searches, and controls the land
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    _library(b, cards, ["Island", "Forest"], "opponent")
    b.add_mana("you", "W")
    b.cast(cards["Path to Exile"], targets=[bears], choices=[True, "Forest"])
    assert _names(b.library("opponent")) == ["Island"]
    assert list(b.permanents["name"]) == ["Forest"]
    assert list(b.permanents["controller"]) == ["opponent"]


def test_put_a_creature_card_from_among_them_onto_the_battlefield_cr_701_20e(
        cards: dict[str, ml.Card]) -> None:
    # the words of A Reckoning Approaches (a scheme) and a dozen cards, on a sorcery
    line = ("Look at the top four cards of your library. You may put a creature card from "
            "among them onto the battlefield. Put the rest on the bottom of your library "
            "in a random order.")
    spell = ml.Card.from_text(name="Muster", mana_cost="{G}", type_line="Sorcery",
                              oracle_text=line)
    b = ml.Board()
    _library(b, cards, ["Forest", "Llanowar Elves", "Island", "Mountain", "Swamp"])
    b.add_mana("you", "G")
    b.cast(spell, choices=[True, "Llanowar Elves"])
    assert list(b.permanents["name"]) == ["Llanowar Elves"]
    assert _names(b.library("you")) == ["Swamp", "Forest", "Island", "Mountain"]


# -- across the corpus -----------------------------------------------------------------


def _walk(effects: Any) -> Iterator[Any]:
    for e in effects:
        yield e
        yield from _walk(getattr(e, "effects", ()))


def _read(cards: dict[str, ml.Card]) -> list[tuple[ml.Card, Any]]:
    """Every ability of the corpus read with a library instruction."""
    return [(c, a) for c in cards.values()
            for face in (c.faces or (c,)) for a in face.abilities
            if any(isinstance(e, LIBRARY_INSTRUCTIONS) for e in _walk(a.effects))]


def test_every_search_read_says_reveal_and_where_the_cards_go_as_its_text_cr_701_23e(
        cards: dict[str, ml.Card]) -> None:
    searches = [(a, e) for _c, a in _read(cards) for e in _walk(a.effects)
                if isinstance(e, Search) and not a.keywords]  # typecycling: 702.29e
    assert len(searches) > 150
    for a, e in searches:
        text = a.text.lower()
        assert e.reveal == bool(re.search(r"\breveal (it|them|that card|those cards)\b",
                                          text)), a.text
        words = {Found.HAND: "hand", Found.BATTLEFIELD: "onto the battlefield",
                 Found.GRAVEYARD: "graveyard", Found.EXILE: "exile",
                 Found.STAY: "search"}[e.to]
        assert words in text, a.text
        assert "shuffle" in text, a.text  # 701.24: the library searched is shuffled


def test_every_ability_read_with_a_shuffle_names_one_cr_701_24a(
        cards: dict[str, ml.Card]) -> None:
    shuffles = [a for _c, a in _read(cards) if not a.keywords and any(
        isinstance(e, Shuffle) for e in _walk(a.effects))]  # typecycling: 702.29e
    assert shuffles and all("shuffle" in a.text.lower() for a in shuffles)


def test_every_supported_library_instruction_of_the_corpus_is_played_cr_608_2(
        cards: dict[str, ml.Card]) -> None:
    pool = sorted({c.name: c for c, a in _read(cards) if a.supported}.values(),
                  key=lambda c: c.name)
    table = audit(pool).table
    mine = table[table["text"].isin({a.text for _c, a in _read(cards) if a.supported})]
    assert len(mine) > 300
    failed = mine[mine["outcome"].astype(str) == "error"]
    assert failed.empty, failed[["card", "text", "detail"]].to_string()
