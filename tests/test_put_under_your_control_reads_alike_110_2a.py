"""'Put ... onto the battlefield under your control' read alike with and without its
last words (CR 110.2, 110.2a: an object an instruction puts onto the battlefield enters
under the control of the player who puts it unless the instruction says otherwise).
Where "you" put it — a card from your hand (whose owner is you as well), a card "from
among them", a card found by a search — "under your control" names the player who would
control it anyway, so the two wordings read into the same record; "tapped" is the one
word that makes them differ. Every corpus line using the phrase that is read is played."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_HAND = "You may put a creature card from your hand onto the battlefield"


def _effects(text: str, type_line: str = "Sorcery") -> tuple[Any, ...]:
    card = ml.Card.from_text(name="Wording", mana_cost="{G}", type_line=type_line,
                             oracle_text=text)
    ability = card.abilities[0]
    assert ability.supported, ability.problem
    return ability.effects


@pytest.mark.parametrize("suffix", [" under your control", " under its owner's control"])
def test_a_card_from_your_hand_reads_the_same_under_your_control_cr_110_2a(
        suffix: str) -> None:
    """Yours by owning it and by putting it: the same record either way (110.2a)."""
    assert _effects(_HAND + suffix + ".") == _effects(_HAND + ".")


def test_tapped_before_or_after_under_your_control_reads_alike_cr_110_2a() -> None:
    plain = _effects("Put a land card from your hand onto the battlefield tapped.")
    assert _effects("Put a land card from your hand onto the battlefield tapped under "
                    "your control.") == plain
    assert _effects("Put a land card from your hand onto the battlefield under your "
                    "control tapped.") == plain
    untapped = _effects("Put a land card from your hand onto the battlefield.")
    assert plain != untapped  # the one word that differs (110.5)
    assert [dataclasses.replace(e, tapped=False) for e in plain] == list(untapped)


def test_a_card_from_among_them_reads_the_same_under_your_control_cr_110_2a() -> None:
    lead = "Look at the top five cards of your library. "
    plain = _effects(lead + "You may put a creature card from among them onto the "
                     "battlefield. Put the rest on the bottom of your library in any order.")
    under = _effects(lead + "You may put a creature card from among them onto the "
                     "battlefield under your control. Put the rest on the bottom of your "
                     "library in any order.")
    assert under == plain


def test_a_search_put_tapped_under_your_control_differs_only_by_tapped_cr_701_23a() -> None:
    head = "Search target opponent's library for a creature card and put that card onto "
    under = _effects(head + "the battlefield under your control. Then that player "
                     "shuffles.")
    tapped = _effects(head + "the battlefield tapped under your control. Then that player "
                      "shuffles.")
    assert under != tapped
    assert [dataclasses.replace(e, tapped=False) if hasattr(e, "tapped") else e
            for e in tapped] == list(under)


def test_the_card_put_from_your_hand_is_yours_to_control_cr_110_2a() -> None:
    spell = ml.Card.from_text(name="Quick Entry", mana_cost="{G}", type_line="Sorcery",
                              oracle_text=_HAND + " under your control.")
    b = ml.Board()
    b.add("Grizzly Bears", "you", zone="hand")
    b.add_mana("you", "G")
    b.cast(spell, choices=[True])
    row = b.permanents[b.permanents["name"] == "Grizzly Bears"]
    assert list(row["controller"]) == ["you"] and len(b.hand("you")) == 0


# -- every corpus line using the phrase --------------------------------------------------

_PHRASE = re.compile(r"\bput\b[^.]*\bonto the battlefield (?:tapped )?under your control",
                     re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_PHRASE, lambda a: bool(_PHRASE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("under_line", _lines)


@pytest.mark.corpus
def test_every_read_line_under_your_control_is_played_cr_110_2a(
        under_line: tuple[Any, Any]) -> None:
    audit_found([under_line], board_refusals=True)
