"""Sagas' chapter abilities read by the grammar and played like any triggered ability
(CR 714.2), from real cards of ../shared/corpus: every chapter line of the pool is a
chapter trigger (714.2b-c; a flavor word after the symbols, 207.2d), and a Saga's
chapters trigger as it enters with its lore counter (714.3a) and as its controller's
precombat main phase begins (714.3c), resolve through the general trigger path, and the
Saga is sacrificed after its final chapter has left the stack (714.4)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mtglab as ml

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_CHAPTER = re.compile(r"^((?:VII|VI|IV|V|III|II|I)(?:, (?:VII|VI|IV|V|III|II|I))*) — "
                      r"(?:([A-Z][\w'!-]*(?: (?:[A-Z][\w'!-]*|of))*) — )?")


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _chapter_lines(corpus_jsonl: Path) -> list[tuple[str, str]]:
    out = []
    for raw in corpus_jsonl.read_text("utf-8").splitlines():
        c = json.loads(raw)
        faces = c.get("faces") or [c]
        for f in faces:
            for line in (f.get("oracle_text") or "").split("\n"):
                if _CHAPTER.match(line):
                    out.append((c["name"], line))
    return out


def _abilities(card: ml.Card) -> list[ml.Ability]:
    faces = card.faces if getattr(card, "faces", None) else (card,)
    return [a for f in faces for a in f.abilities]


def test_every_chapter_line_of_the_pool_is_a_chapter_trigger_cr_714_2b_714_2c(
        cards: dict[str, ml.Card], corpus_jsonl: Path) -> None:
    lines = _chapter_lines(corpus_jsonl)
    assert len(lines) > 400
    for name, line in lines:
        ability = next(a for a in _abilities(cards[name]) if a.text == line)
        m = _CHAPTER.match(line)
        assert m is not None
        assert ability.kind is ml.AbilityKind.TRIGGERED, line
        assert ability.trigger is not None and ability.trigger.event == "chapter", line
        numbers = [_ROMAN[n] for n in m.group(1).split(", ")]
        assert ability.trigger.text == m.group(1), line  # one ability per number (714.2c)
        assert numbers == sorted(numbers)


def test_a_flavor_word_after_the_chapter_symbol_is_not_the_effect_cr_207_2d(
        cards: dict[str, ml.Card]) -> None:
    garuda = _abilities(cards["Summon: Primal Garuda"])
    blast = next(a for a in garuda if a.text.startswith("I — Aerial Blast"))
    assert blast.supported and blast.ability_word == "Aerial Blast"
    # "Target opponent faces a villainous choice" is the effect, not a flavor word
    daleks = next(a for a in _abilities(cards["Genesis of the Daleks"])
                  if a.text.startswith("IV"))
    assert daleks.ability_word is None and "villainous" in daleks.problem


def test_history_of_benalia_plays_each_chapter_then_is_sacrificed_cr_714_2b_714_3_714_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CWW")
    saga = b.cast(cards["History of Benalia"])
    assert b.counters(saga) == {"lore": 1}  # 714.3a
    assert len(b.state.stack) == 1  # chapter I triggered as it entered with it (714.2b)
    b.resolve()
    knights = b.permanents[b.permanents["name"] == "Knight"]
    assert len(knights) == 1
    b.pass_turn()
    b.pass_turn()  # your precombat main phase: a lore counter (714.3c), chapter II
    assert b.counters(saga) == {"lore": 2} and len(b.state.stack) == 1
    b.resolve()
    assert len(b.permanents[b.permanents["name"] == "Knight"]) == 2
    b.pass_turn()
    b.pass_turn()  # chapter III, the final chapter: the Saga waits for it (714.4)
    assert "History of Benalia" in set(b.permanents["name"])
    b.resolve()
    assert "History of Benalia" not in set(b.permanents["name"])  # sacrificed (714.4)
    for pid in b.permanents[b.permanents["name"] == "Knight"]["id"]:
        looks = b.characteristics(int(pid))
        assert (looks["power"], looks["toughness"]) == (4, 3)  # +2/+1 until end of turn


def test_a_chapter_targets_as_it_goes_on_the_stack_cr_603_3d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "CCBG")
    b.cast(cards["Binding the Old Gods"], choices=[bear])  # I: destroy target nonland ...
    b.resolve()
    assert "Grizzly Bears" not in set(b.permanents["name"])
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Grizzly Bears"]


def test_the_effects_own_if_is_checked_as_it_resolves_cr_714_2b_608_2c(
        cards: dict[str, ml.Card]) -> None:
    games = next(a for a in _abilities(cards["The First Iroan Games"])
                 if a.text.startswith("III"))
    assert games.supported and games.trigger.condition is None  # not an intervening "if"
    for power_4, drawn in ((False, 0), (True, 2)):
        b = ml.Board()
        for _ in range(3):
            b.add("Island", zone="library")
        if power_4:
            b.add(cards["Colossal Dreadmaw"])
        saga = b.add(cards["The First Iroan Games"], counters={"lore": 2})
        b.put_counters(saga, "lore", 1)  # chapter III triggers (714.2b)
        hand = len(b.hand("you"))
        b.resolve()
        assert len(b.hand("you")) - hand == drawn
