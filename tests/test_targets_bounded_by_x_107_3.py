"""Target restrictions bounded by the X of the spell or ability ("destroy target creature
with power X or less", "with mana value X or less"): X is chosen before targets (CR
107.3a, 601.2b-c), so it decides which targets are legal, and the targets are checked
against the same X as the spell resolves (608.2b). Real cards of ../shared/corpus
(skipped with a message where it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def test_gang_up_targets_only_a_creature_with_power_x_or_less_cr_107_3a_601_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")  # power 2
    wurm = b.add(cards["Craw Wurm"], "opponent")  # power 6
    b.add_mana("you", "BBBB")
    with pytest.raises(ml.IllegalActionError):  # 6 > X = 2 (601.2c)
        b.cast(cards["Gang Up"], x=2, targets=[wurm])
    b.cast(cards["Gang Up"], x=2, targets=[bears])
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]


def test_a_target_grown_past_x_is_illegal_as_the_spell_resolves_cr_608_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "BBBG")
    b.cast(cards["Gang Up"], x=2, targets=[bears], resolve=False)
    b.cast(cards["Giant Growth"], targets=[bears])  # 5/5 now: power 5 > X = 2
    b.resolve()
    assert len(b.graveyard("opponent")) == 0
    assert any("608.2b" in r for r in b.log["rule"])


def test_dominate_gains_control_only_of_mana_value_x_or_less_cr_107_3_202_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")  # mana value 2
    wurm = b.add(cards["Craw Wurm"], "opponent")  # mana value 6
    b.add_mana("you", "UUUUU")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Dominate"], x=1, targets=[bears])  # 2 > X = 1
    b.cast(cards["Dominate"], x=2, targets=[bears])
    assert b.controller(bears) == "you"
    assert b.controller(wurm) == "opponent"


def test_every_corpus_line_with_a_bound_of_x_reads_it_as_the_x_cr_107_3(
        cards: dict[str, ml.Card]) -> None:
    read = [c.name for c in cards.values() for a in c.abilities
            if a.supported and "X or less" in a.text and
            ("max_power_x=True" in repr(a.effects) or "max_mana_value_x=True" in repr(
                a.effects) or "max_toughness_x=True" in repr(a.effects))]
    assert {"Gang Up", "Dominate", "Aryel, Knight of Windgrace"} <= set(read)
