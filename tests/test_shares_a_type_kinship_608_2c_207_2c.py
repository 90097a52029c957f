""""If it shares a creature type with ~, you may reveal it. If you do, ..." (kinship, an
ability word, 207.2c) and "If it shares a card type with that permanent, ..." (Amareth,
the Lustrous): the card looked at is compared with the source, or with the permanent
that triggered the ability, as the instruction resolves (608.2c) — a creature type
(205.3m; a changeling has every one, 702.73a), a card type (205.2a) or a color (105.2) —
and "If you do" after "you may reveal it" happens only if it was revealed (608.2d,
701.20a). Read by grammar/library.lark into :class:`~mtglab.cards.library.IfCardIs` with
the selector quality ``shares``, played by the general engine, across every corpus line."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo, Relation, Selector
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.library import Found, IfCardIs, TakeFromAmong
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_SHARES = re.compile(r"If it shares an? (?:creature type|card type|color) with (?:~|[A-Z]"
                     r"[^,]*|that permanent), ")


def _lines() -> list[tuple[Any, Any]]:
    """Every corpus ability with "If it shares a ... with <the source / that permanent>,"
    after a card looked at."""
    return corpus_abilities(_SHARES, lambda a: bool(_SHARES.search(a.text)))


pytest_generate_tests = parametrize_face_lines("shares_line", _lines)


def _flat(effects: tuple[Any, ...]) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.append(e)
        out.extend(_flat(tuple(getattr(e, "effects", ()))))
    return out


# -- every corpus line (608.2c) -------------------------------------------------------------


def test_every_if_it_shares_a_type_with_the_source_or_that_permanent_is_read_608_2c(
        shares_line: tuple[Any, Any]) -> None:
    """The sentence is read; a line still unsupported names another part of it (Swindler's
    Scheme compares with "that spell", Leaf-Crowned Elder plays the card revealed)."""
    face, ability = shares_line
    if not ability.supported:
        assert face.name in ("Swindler's Scheme", "Leaf-Crowned Elder"), ability.problem
        return
    conds = [e for e in _flat(tuple(ability.effects)) if isinstance(e, IfCardIs)]
    assert len(conds) == 1
    kind, rel = conds[0].selector.shares or ("", None)
    assert kind in ("creature type", "card type") and rel in (Relation.SELF, Relation.THAT)


def test_every_supported_if_it_shares_line_is_played_608_2c(
        shares_line: tuple[Any, Any]) -> None:
    if not shares_line[1].supported:
        pytest.skip("unsupported: another part of the line")
    audit_found([shares_line], board_refusals=True)


def test_at_least_the_twelve_kinship_lines_and_amareth_are_supported_207_2c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    supported = {f.name for f, a in found if a.supported}
    assert len(supported) >= 12
    assert "Amareth, the Lustrous" in supported


def test_you_may_reveal_it_if_you_do_is_nested_in_the_if_608_2c_608_2d() -> None:
    """What happens "If you do" after "you may reveal it" is part of the "if": when the
    card shares no type, nothing is revealed and nothing else happens (608.2c)."""
    card = ml.Card.from_text(
        name="Kin Tester", type_line="Creature — Elf Shaman", mana_cost="{1}{G}", power=2,
        toughness=2, oracle_text="At the beginning of your upkeep, you may look at the "
        "top card of your library. If it shares a creature type with Kin Tester, you may "
        "reveal it. If you do, you gain 4 life.")
    ability = card.abilities[0]
    assert ability.supported, ability.problem
    cond = next(e for e in ability.effects if isinstance(e, IfCardIs))
    assert cond.selector == Selector(shares=("creature type", Relation.SELF))
    assert isinstance(cond.effects[0], MayDo)
    assert cond.effects[0].effects == (TakeFromAmong(None, reveal=True, to=Found.STAY),)
    assert isinstance(cond.effects[1], IfYouDo)


# -- played -------------------------------------------------------------------------------

_NAMES = ("Wolf-Skull Shaman", "Amareth, the Lustrous", "Llanowar Elves", "Grizzly Bears",
          "Changeling Outcast", "Island", "Forest")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards(*_NAMES)


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def _kinship(cards: dict[str, Any], top: str, choices: list[bool]) -> ml.Board:
    """Wolf-Skull Shaman (an Elf Shaman) on the battlefield, ``top`` on top of your
    library, its upkeep trigger resolved with ``choices``."""
    b = ml.Board()
    b.add(cards["Wolf-Skull Shaman"])
    b.add(cards["Island"], "you", zone="library")
    b.add(cards[top], "you", zone="library")  # the card added last is on top
    b.pass_turn()
    b.pass_turn()  # your next upkeep: the trigger waits (503.1)
    b.resolve(choices=choices)
    return b


@pytest.mark.parametrize(("top", "choices", "wolves"), [
    ("Llanowar Elves", [True, True], 1),  # an Elf: shares Elf; revealed, so a Wolf
    ("Llanowar Elves", [True, False], 0),  # not revealed: "If you do" doesn't (608.2d)
    ("Grizzly Bears", [True], 0),  # a Bear shares none: nothing more is asked (608.2c)
    ("Changeling Outcast", [True, True], 1),  # every creature type, in a library too
])
def test_kinship_reveals_a_card_sharing_a_creature_type_then_happens_608_2c_205_3m_702_73a(
        cards: dict[str, Any], top: str, choices: list[bool], wolves: int) -> None:
    b = _kinship(cards, top, choices)
    assert _names(b.permanents).count("Wolf") == wolves
    assert _names(b.library("you"))[0] == top  # revealed or not, it stays (701.20a)
    revealed = b.log[b.log["action"] == "reveal"]
    assert len(revealed) == wolves


@pytest.mark.parametrize(("top", "hand"), [
    ("Forest", ["Forest"]),  # a land card, as the Island that entered: the hand
    ("Grizzly Bears", []),  # a creature card shares no card type with a land (205.2a)
])
def test_amareth_takes_a_card_sharing_a_card_type_with_that_permanent_608_2c_205_2a(
        cards: dict[str, Any], top: str, hand: list[str]) -> None:
    b = ml.Board()
    b.add(cards["Amareth, the Lustrous"])
    b.add(cards[top], "you", zone="library")
    b.add(cards["Island"], "you", zone="hand")
    b.play_land("Island")  # another permanent enters under your control (603.2)
    b.resolve(choices=[True] if hand else [])
    assert _names(b.hand("you")) == hand
