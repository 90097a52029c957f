"""Unearth (CR 702.84a): "Unearth [cost]" means "[Cost]: Return this card from your
graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end
step. If it would leave the battlefield, exile it instead of putting it anywhere else.
Activate only as a sorcery." — read as that activated ability (702.1), which functions
in the graveyard (113.6m); "it" is the new permanent the card became (400.7, 608.2c), the
last sentence a replacement effect on it (614.1a). Then played across every corpus
unearth line, and the same replacement where an instruction names a returned creature."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.leaving import ExileInsteadOfLeaving
from tests.conftest import audit_found, corpus_abilities, corpus_cards


def _exiled(b: ml.Board, owner: str) -> list[str]:
    t = b.exile
    return list(t[t["owner"] == owner]["name"])


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Dregscape Zombie", "Cityscape Leveler", "Murder", "Whip of Erebos",
                        "Grizzly Bears")


def _unearthed(cards: dict[str, Any]) -> tuple[ml.Board, Any]:
    b = ml.Board()
    card = b.add(cards["Dregscape Zombie"], zone="graveyard")
    b.add_mana("you", "B")
    b.activate(card)
    return b, b.id_of("Dregscape Zombie")


def test_unearth_returns_the_card_with_haste_702_84a(cards: dict[str, Any]) -> None:
    # 702.84a: return this card from your graveyard to the battlefield; it gains haste
    b, zombie = _unearthed(cards)
    assert b.graveyard("you").empty
    assert "Haste" in b.characteristics(zombie)["abilities"]


def test_unearth_is_the_keyword_read_as_its_ability_702_1(cards: dict[str, Any]) -> None:
    # 702.84a: an activated ability, only as a sorcery (its restriction), for its cost;
    # "Unearth {8}" without reminder text reads the same (Cityscape Leveler)
    for name in ("Dregscape Zombie", "Cityscape Leveler"):
        (a,) = [a for a in cards[name].abilities if "Unearth" in a.keywords]
        assert a.supported and a.kind is ml.AbilityKind.ACTIVATED
        assert [r.kind for r in a.restrictions] == ["sorcery"]
        assert isinstance(a.effects[-1], ExileInsteadOfLeaving)


def test_unearth_costs_its_mana_602_2b(cards: dict[str, Any]) -> None:
    # 602.2b, 601.2h: {B} can't be paid from an empty pool; the board is unchanged
    b = ml.Board()
    card = b.add(cards["Dregscape Zombie"], zone="graveyard")
    with pytest.raises(ml.IllegalActionError):
        b.activate(card)
    assert len(b.graveyard("you")) == 1 and b.permanents.empty


def test_the_unearthed_creature_is_exiled_at_the_next_end_step_603_7(
        cards: dict[str, Any]) -> None:
    # 702.84a, 603.7b: "Exile it at the beginning of the next end step"
    b, _zombie = _unearthed(cards)
    b.pass_turn()
    if len(b.stack):
        b.resolve()
    assert b.permanents.empty
    assert _exiled(b, "you") == ["Dregscape Zombie"]
    assert b.graveyard("you").empty


def test_if_it_would_leave_the_battlefield_it_is_exiled_instead_614_1a(
        cards: dict[str, Any]) -> None:
    # 702.84a, 614.1a: destroyed, it would go to the graveyard: it is exiled instead
    b, zombie = _unearthed(cards)
    b.add_mana("opponent", "CBB")
    b.cast(cards["Murder"], targets=[zombie], controller="opponent")
    assert b.permanents.empty
    assert _exiled(b, "you") == ["Dregscape Zombie"]
    assert b.graveyard("you").empty


def test_another_creature_is_not_exiled_instead_614_1a(cards: dict[str, Any]) -> None:
    # 614.1a: the effect applies to the object "it" named (608.2c), nothing else
    b, _zombie = _unearthed(cards)
    bear = b.add(ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                                   power="2", toughness="2"))
    b.remove(bear)
    assert list(b.graveyard("you")["name"]) == ["Bear"]


def test_a_returned_target_card_is_it_for_what_follows_400_7_608_2c(
        cards: dict[str, Any]) -> None:
    # Whip of Erebos: the target card becomes a new permanent (400.7), which "it" names
    # (608.2c): it gains haste, and destroyed it is exiled instead (614.1a)
    b = ml.Board()
    whip = b.add(cards["Whip of Erebos"])
    bears = b.add(cards["Grizzly Bears"], zone="graveyard")
    b.add_mana("you", "CCBB")
    b.activate(whip, 1, targets=[bears])
    pid = b.id_of("Grizzly Bears")
    assert "Haste" in b.characteristics(pid)["abilities"]
    b.add_mana("opponent", "CBB")
    b.cast(cards["Murder"], targets=[pid], controller="opponent")
    assert _exiled(b, "you") == ["Grizzly Bears"] and b.graveyard("you").empty


def test_every_corpus_unearth_line_plays_702_84a() -> None:
    line = re.compile(r"^Unearth", re.M)
    found = corpus_abilities(line, lambda a: a.supported and "Unearth" in a.keywords)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 40
    mine = audit_found(found, board_refusals=True)
    assert len(mine) == len(found)
