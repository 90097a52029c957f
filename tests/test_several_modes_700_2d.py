"""Choosing more than one mode (CR 700.2d) and modes with a flavor word (207.2d).

- "Choose three. You may choose the same mode more than once." (the Confluences): a mode
  chosen several times is treated as if it appeared that many times in sequence, each
  time with its own targets (700.2d).
- A modal triggered ability that chooses several modes or up to one ("choose one or
  more", "choose one or both", "choose two", "choose up to one", "choose any number"):
  they are chosen as it is put on the stack (603.3c, 700.2b), none twice (700.2d), and
  carried out in printed order; with none chosen it is removed from the stack (700.2b).
- "• Sell Contraband — Create a Treasure token.": the words before the dash are a flavor
  word with no rules meaning (207.2d); the mode is its text after the dash.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.audit.modes import play_mode_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.effects import ChooseModes, TriggerModes


@pytest.fixture(scope="module")
def pool(corpus_jsonl: Path) -> dict[str, ml.Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def _bear() -> ml.Card:
    return ml.Card.from_text(name="Grizzly Bears", mana_cost="{1}{G}",
                             type_line="Creature — Bear", power="2", toughness="2")


# --- the same mode more than once (700.2d) -------------------------------------------

def test_every_corpus_confluence_header_reads_its_count_and_repeat_700_2d(
        pool: dict[str, ml.Card]) -> None:
    # every corpus line "Choose N. You may choose the same mode more than once." (N a
    # number word) is read with that many modes, any of them repeated (700.2d)
    numbers = {"three": 3, "four": 4, "five": 5}
    seen = 0
    for card in pool.values():
        for a in card.abilities:
            m = re.fullmatch(r"Choose (three|four|five)\. You may choose the same mode more "
                             r"than once\.", a.text)
            if m is None:
                continue
            seen += 1
            header = next(e for e in a.effects if isinstance(e, ChooseModes))
            assert header.repeat and header.minimum == header.maximum == numbers[m[1]]
    assert seen >= 12


def test_fiery_confluence_one_mode_three_times_700_2d(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRRR")
    b.cast(pool["Fiery Confluence"], modes=[1, 1, 1])  # 2 damage to each opponent, x3
    assert b.life("opponent") == 14


def test_a_repeated_targeting_mode_takes_a_target_each_time_700_2d(
        pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRRR")
    ring = b.add(pool["Sol Ring"], "opponent")
    stone = b.add(pool["Mind Stone"], "opponent")
    b.cast(pool["Fiery Confluence"], modes=[2, 2, 1], targets=[[ring], [stone]])
    assert list(b.permanents["name"]) == []  # both artifacts destroyed
    assert b.life("opponent") == 18


def test_without_the_instruction_a_mode_is_chosen_once_700_2d(
        pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "UUUU")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2d"):
        b.cast(pool["Cryptic Command"], modes=[3, 3])


def test_a_confluence_is_cast_with_exactly_its_count_700_2a(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRRR")
    with pytest.raises(ml.IllegalActionError, match="3 modes, not 2"):
        b.cast(pool["Fiery Confluence"], modes=[1, 1])


def test_a_confluence_mode_plays_three_times_in_the_audit_700_2d(
        pool: dict[str, ml.Card]) -> None:
    card = pool["Fiery Confluence"]
    assert all(play_mode_line(card, i).outcome is PlayOutcome.PLAYED
               for i, a in enumerate(card.abilities) if a.mode is not None)


# --- a triggered ability choosing several modes (603.3c, 700.2b, 700.2d) ---------------

_COUNTS = {"one or more": (1, 0), "one or both": (1, 2), "two": (2, 2), "three": (3, 3),
           "up to one": (0, 1), "any number": (0, 0)}


def test_every_corpus_modal_trigger_header_reads_how_many_700_2d(
        pool: dict[str, ml.Card]) -> None:
    # every supported corpus triggered ability "..., choose <how many> —" holds that count
    seen = 0
    for card in pool.values():
        for a in card.abilities:
            m = re.search(r", choose (one or more|one or both|two|three|up to one|any number)"
                          r" ?—$", a.text)
            if m is None or not a.supported:
                continue
            spec = next(e for e in a.effects if isinstance(e, TriggerModes))
            assert (spec.minimum, spec.maximum) == _COUNTS[m[1]], a.text
            seen += 1
    assert seen >= 6


def test_titan_of_industry_two_modes_in_printed_order_603_3c(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ring = b.add(pool["Sol Ring"], "opponent")
    b.add_mana("you", "GGGGGGG")
    # modes given in any order, carried out in printed order; then the targets (603.3d)
    b.cast(pool["Titan of Industry"], choices=[[1, 0], ring, "you"])
    b.resolve()
    assert b.life("you") == 25
    assert list(b.permanents["name"]) == ["Titan of Industry"]


def test_choose_two_refuses_one_mode_700_2d(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGGGGG")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2d"):
        b.cast(pool["Titan of Industry"], choices=[2])


def test_choose_two_asks_which_two_700_2b(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGGGGG")
    with pytest.raises(ml.ChoiceRequired, match=r"700\.2d"):
        b.cast(pool["Titan of Industry"])


def test_up_to_one_with_no_mode_chosen_is_removed_700_2b(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(pool["Sol Ring"], "opponent")
    b.add(_bear(), "opponent")
    b.add_mana("you", "GGGG")
    b.cast(pool["Sawblade Slinger"], choices=[[]])
    assert len(b.stack) == 0
    assert any("no mode is chosen" in d for d in b.log["detail"])
    assert len(b.permanents) == 3


def test_choose_any_number_all_three_in_order_700_2d(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for who in ("you", "opponent"):
        b.add(_bear(), who)
    b.add_mana("you", "BBBBB")
    rankle = pool["Rankle, Master of Pranks"]
    spec = next(e for a in rankle.abilities for e in a.effects if isinstance(e, TriggerModes))
    assert (spec.minimum, spec.maximum) == (0, 0)  # "any number" (700.2d)
    assert play_trigger_line(rankle, next(
        i for i, a in enumerate(rankle.abilities) if a.effects == (spec,))).outcome \
        is PlayOutcome.PLAYED


# --- flavor words before a mode (207.2d) ------------------------------------------------

def test_a_modes_flavor_word_has_no_rules_meaning_207_2d(pool: dict[str, ml.Card]) -> None:
    crew = pool["Damage Control Crew"]  # "• Impound — Exile target artifact or enchantment."
    impound = next(a for a in crew.abilities if a.text.startswith("• Impound"))
    assert impound.supported
    b = ml.Board()
    ring = b.add(pool["Sol Ring"], "opponent")
    b.add_mana("you", "GGGG")
    b.cast(crew, choices=[1, ring])
    b.resolve()
    assert list(b.permanents["name"]) == ["Damage Control Crew"]


def test_a_flavor_word_and_a_cost_keeps_the_cost_700_2h() -> None:
    card = ml.Card.from_text(name="Tiered", mana_cost="{R}", type_line="Sorcery",
                             oracle_text="Choose one or more —\n• Blaze — {1} — Draw a card."
                                         "\n• You gain 1 life.")
    blaze = next(a for a in card.abilities if a.text.startswith("• Blaze"))
    assert not blaze.supported and "700.2h" in blaze.problem


def test_every_corpus_named_mode_is_read_without_its_name_207_2d(
        pool: dict[str, ml.Card]) -> None:
    # a bullet "• <words> — <mode>" with no cost before the dash is never refused as a
    # mode's cost (700.2h): its name is a flavor word (207.2d)
    seen = 0
    for card in pool.values():
        for face in card.faces or (card,):
            for a in face.abilities:
                m = re.match(r"• ([^.{}—]{1,40}?) — (?!\{)", a.text)
                if m is None or a.mode is None:
                    continue
                seen += 1
                assert "700.2h" not in (a.problem or ""), a.text
    assert seen >= 60


# --- "If this spell was kicked, choose any number instead" (702.33d, 700.2d) ------------

def test_every_corpus_kicked_any_number_header_is_read_702_33d(
        pool: dict[str, ml.Card]) -> None:
    seen = [a for c in pool.values() for a in c.abilities
            if a.text == "Choose one. If this spell was kicked, choose any number instead."]
    assert len(seen) >= 3
    assert all(a.supported and a.effects[0] == ChooseModes(1, 1, 3, kicked_any=True)
               for a in seen)


def test_inscription_of_ruin_kicked_takes_several_modes_702_33d(
        pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "BBBBBBB")
    bear = b.add(_bear(), "opponent")
    b.cast(pool["Inscription of Ruin"], modes=[0, 2], kicked=1, targets=["opponent", bear])
    assert list(b.permanents["name"]) == []  # the Bear (mana value 2) destroyed


def test_inscription_of_ruin_unkicked_takes_one_mode_700_2a(pool: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "BBBBBBB")
    bear = b.add(_bear(), "opponent")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2a"):
        b.cast(pool["Inscription of Ruin"], modes=[0, 2], targets=["opponent", bear])
