""""That many" and "... <verb>ed this way" after an instruction (CR 608.2c, 608.2h, 609.3):
a later instruction counts what an earlier one actually did as it resolved — the cards
discarded, the permanents destroyed or sacrificed, the cards exiled or milled — not what
it asked for, from real cards of ../shared/corpus."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards import parse_ability
from mtglab.cards.vocabulary import AmountKind


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _lines(corpus_jsonl: Path, pattern: str) -> list[tuple[str, str]]:
    """Every (card, sentence) of the corpus whose text has the wording."""
    found = []
    with open(corpus_jsonl, encoding="utf-8") as f:
        for row in f:
            c = json.loads(row)
            for text in [c.get("oracle_text") or ""] + [
                    face.get("oracle_text") or "" for face in c.get("card_faces") or ()]:
                found += [(c["name"], m.group(0)) for m in re.finditer(pattern, text)]
    return found


def test_discard_any_number_then_draw_that_many_on_every_corpus_line_cr_608_2c(
        corpus_jsonl: Path) -> None:
    """Each line "Discard any number of cards, then draw that many cards" reads one
    discard of a number the player chooses, then a draw of that many (608.2c)."""
    lines = _lines(corpus_jsonl,
                   r"[Dd]iscard any number of cards, then draw that many cards\.")
    assert len(lines) >= 4
    for name, text in lines:
        ability = parse_ability(text, is_spell=True)
        assert ability.supported, (name, ability.problem)
        discard, draw = ability.effects
        assert discard.amount.kind is AmountKind.ANY
        assert draw.amount.kind is AmountKind.THAT_MUCH


def test_illuminate_history_draws_as_many_as_were_discarded_cr_608_2c_701_9a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Island", "Island", "Grizzly Bears"):
        b.add(name, zone="hand")
    for _ in range(5):
        b.add("Swamp", zone="library")
    b.add_mana("you", "RRRR")
    b.cast(cards["Illuminate History"], choices=[2, "Island, Island"])
    assert sorted(b.graveyard("you")["name"]) == ["Illuminate History", "Island", "Island"]
    assert sorted(b.hand("you")["name"]) == ["Grizzly Bears", "Swamp", "Swamp"]


def test_discarding_none_draws_none_cr_107_1c_608_2c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="hand")
    b.add("Swamp", zone="library")
    b.add_mana("you", "RRRR")
    b.cast(cards["Illuminate History"], choices=[0])
    assert list(b.hand("you")["name"]) == ["Island"]


def test_fumigate_counts_only_the_creatures_destroyed_cr_609_3_702_12b(
        cards: dict[str, ml.Card]) -> None:
    """An indestructible creature isn't destroyed (702.12b), so it isn't counted: the
    instruction did only what was possible (609.3)."""
    b = ml.Board()
    b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"], "opponent")
    b.add(cards["Craw Wurm"], "opponent")
    b.add(cards["Darksteel Myr"], "opponent")
    b.add_mana("you", "WWWWW")
    b.cast(cards["Fumigate"])
    assert list(b.permanents["name"]) == ["Darksteel Myr"]
    assert b.life("you") == 23


def test_decree_of_pain_draws_a_card_for_each_creature_destroyed_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Grizzly Bears"])
    b.add(cards["Craw Wurm"], "opponent")
    for _ in range(4):
        b.add("Swamp", zone="library")
    b.add_mana("you", "BBBBBBBB")
    b.cast(cards["Decree of Pain"])
    assert len(b.hand("you")) == 2


def test_gerrards_verdict_counts_the_land_cards_discarded_as_they_were_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    """"For each land card discarded this way": of the two cards discarded, the lands
    (608.2h); the life gained is then "that many" for Ageless Entity's trigger (603.2)."""
    b = ml.Board()
    entity = b.add(cards["Ageless Entity"])
    b.add("Island", "opponent", zone="hand")
    b.add("Grizzly Bears", "opponent", zone="hand")
    b.add_mana("you", "WB")
    b.cast(cards["Gerrard's Verdict"], targets=["opponent"])
    b.resolve()  # Ageless Entity's trigger
    assert b.life("you") == 23
    assert b.counters(entity) == {"+1/+1": 3}


def test_hellion_eruption_creates_as_many_as_were_sacrificed_cr_608_2c_701_21a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"])
    b.add(cards["Craw Wurm"], "opponent")
    b.add_mana("you", "RRRRRR")
    b.cast(cards["Hellion Eruption"])
    mine = b.permanents[b.permanents["controller"] == "you"]
    assert list(mine["name"]) == ["Hellion", "Hellion"]


def test_for_each_kind_moved_this_way_on_every_corpus_line_cr_608_2h(
        corpus_jsonl: Path) -> None:
    """"For each <kind> destroyed / exiled / discarded this way" reads the kind, counted
    among what the instruction moved (608.2c, 608.2h), on every corpus line where the
    sentence parses as a general instruction."""
    lines = _lines(corpus_jsonl, r"[^.]*for each (creature|permanent|enchantment|land card)"
                                 r" (destroyed|discarded) this way\.")
    read = 0
    for _name, text in lines:
        ability = parse_ability(text.strip(), is_spell=True)
        amounts = [e.amount for e in ability.effects if hasattr(e, "amount")]
        if ability.supported and amounts:
            read += 1
            assert any(a.kind is AmountKind.THAT_MUCH for a in amounts), text
    assert read >= 5


def test_flux_each_player_draws_as_many_as_they_discarded_cr_608_2c_101_4(
        cards: dict[str, ml.Card]) -> None:
    """"Each player discards any number of cards, then draws that many cards": each
    player draws the number they discarded (608.2c), choosing in turn order (101.4)."""
    b = ml.Board()
    for player in ("you", "opponent"):
        for name in ("Island", "Forest"):
            b.add(name, player, zone="hand")
        for _ in range(4):
            b.add("Swamp", player, zone="library")
    b.add_mana("you", "UUU")
    b.cast(cards["Flux"], choices=[1, "Island", 2])
    assert sorted(b.hand("you")["name"]) == ["Forest", "Swamp", "Swamp"]  # 1 + "Draw a card"
    assert sorted(b.hand("opponent")["name"]) == ["Swamp", "Swamp"]
