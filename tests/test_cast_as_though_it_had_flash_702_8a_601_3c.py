"""A card's own permission to be cast as though it had flash (CR 702.8a, 601.3c, 113.6e):
"You may cast ~ as though it had flash [if you pay {2} more to cast it]". The ability
functions wherever the card can be cast from (113.6e): its owner may cast it any time they
could cast an instant; the extra cost is added to the total cost (601.2f) when the
permission is what allows casting it now (601.3c) — in its controller's main phase with
an empty stack a sorcery-speed card needs no permission (307.1)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
)

_WORDING = re.compile(r"\byou may cast (?:~|this spell|[^.]*?) as though it had flash"
                      r"(?: if you pay \{\d+\} more to cast it)?\.", re.I)


def _own(text: str) -> bool:
    """A line that gives the card itself the permission ("You may cast <its name> / this
    spell as though it had flash ..."), not spells of a kind."""
    head, _sep, _rest = text.partition(" as though it had flash")
    return head.startswith("You may cast ") and bool(_sep) and (
        head == "You may cast this spell" or "spell" not in head)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: _own(a.text))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_permission_cr_702_8a(line: tuple[Any, Any]) -> None:
    # unsupported only for another sentence of the line (e.g. the cleanup-step sacrifice)
    line_played_or_refused_elsewhere(line, "as though it had flash")


def test_the_lines_are_supported_cr_702_8a() -> None:
    supported_at_least(_lines, 6)


def _fire() -> ml.Card:
    return corpus_cards("Ghitu Fire")["Ghitu Fire"]


def test_cast_on_the_opponents_turn_costs_two_more_cr_601_3c_601_2f() -> None:
    b = ml.Board()
    b.active = "opponent"
    b.add_mana("you", "{R}{R}{R}{R}")  # {X}{R} with X=1, plus {2}
    b.cast(_fire(), controller="you", x=1, targets=["opponent"])
    resolve_all(b)
    assert b.life("opponent") == 19
    assert b.mana_pool("you") == ""  # all four paid


def test_without_the_extra_mana_it_cant_be_cast_at_instant_speed_cr_601_2h() -> None:
    b = ml.Board()
    b.active = "opponent"
    b.add_mana("you", "{R}{R}")
    with pytest.raises(ml.IllegalActionError, match=r"\{2\}"):
        b.cast(_fire(), controller="you", x=1, targets=["opponent"])


def test_in_your_main_phase_the_permission_isnt_used_cr_307_1() -> None:
    b = ml.Board()
    b.add_mana("you", "{R}{R}")  # {X}{R} with X=1: no extra cost
    b.cast(_fire(), controller="you", x=1, targets=["opponent"])
    resolve_all(b)
    assert b.life("opponent") == 19


def test_a_sorcery_without_it_is_still_cast_only_at_sorcery_speed_cr_307_1() -> None:
    sorcery = ml.Card.from_text(name="Plain Blast", type_line="Sorcery", mana_cost="{R}",
                                oracle_text="Plain Blast deals 1 damage to any target.")
    b = ml.Board()
    b.active = "opponent"
    b.add_mana("you", "{R}{R}{R}")
    with pytest.raises(ml.IllegalActionError, match=r"307\.1"):
        b.cast(sorcery, controller="you", targets=["opponent"])


def test_a_creature_with_it_is_cast_on_the_opponents_turn_cr_702_8a() -> None:
    card = ml.Card.from_text(
        name="Ambush Drake", type_line="Creature — Drake", mana_cost="{1}{U}", power="2",
        toughness="2", oracle_text="You may cast Ambush Drake as though it had flash if "
        "you pay {2} more to cast it.")
    assert card.abilities[0].supported, card.abilities[0].problem
    b = ml.Board()
    b.active = "opponent"
    b.add_mana("you", "{U}{U}{U}{U}")
    b.cast(card, controller="you")
    resolve_all(b)
    assert "Ambush Drake" in set(b.permanents["name"])
