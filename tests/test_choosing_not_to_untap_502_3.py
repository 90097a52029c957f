"""Choosing not to untap (CR 502.3): "the active player determines which permanents they
control will untap". A permanent with "You may choose not to untap ~ during your untap
step" stays tapped when its controller chooses so; ``b.pass_turn(choices=[...])`` answers
``"untap"`` or ``"keep tapped"`` for each such tapped permanent. Every corpus line of the
wording reads and plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_LINE = re.compile(r"^You may choose not to untap [^.]* during your untap step\.$", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Bottomless Vault", "Grizzly Bears")


def _to_your_next_turn(b: ml.Board, **kw: Any) -> None:
    b.pass_turn()  # the opponent's turn: not their permanent (502.3 is the active player's)
    b.pass_turn(**kw)


def test_its_controller_is_asked_in_their_untap_step_502_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.tap(b.add(cards["Bottomless Vault"]))
    b.pass_turn()  # the opponent's untap step asks nothing
    with pytest.raises(ml.ChoiceRequired, match=r"502\.3"):
        b.pass_turn()


def test_keeping_it_tapped_leaves_it_tapped_502_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    vault = b.add(cards["Bottomless Vault"])
    b.tap(vault)
    _to_your_next_turn(b, choices=["keep tapped"])
    assert b.permanents.set_index("name").loc["Bottomless Vault", "tapped"]


def test_choosing_to_untap_untaps_it_502_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.tap(b.add(cards["Bottomless Vault"]))
    _to_your_next_turn(b, choices=["untap"])
    assert not b.permanents.set_index("name").loc["Bottomless Vault", "tapped"]


def test_other_permanents_untap_as_usual_502_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.tap(b.add(cards["Bottomless Vault"]))
    b.tap(b.add(cards["Grizzly Bears"]))
    _to_your_next_turn(b, choices=["keep tapped"])
    tapped = b.permanents.set_index("name")["tapped"]
    assert tapped["Bottomless Vault"] and not tapped["Grizzly Bears"]


def test_an_untapped_one_asks_nothing_502_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Bottomless Vault"])  # b.add puts it untapped
    _to_your_next_turn(b)  # no choices: nothing is asked
    assert not b.permanents["tapped"].iloc[0]


def test_every_corpus_line_of_choosing_not_to_untap_reads_and_plays_502_3() -> None:
    found = corpus_abilities(_LINE, lambda a: bool(_LINE.match(a.text)))
    if not found:
        pytest.skip("no corpus (../shared/corpus/cards.jsonl)")
    assert len(found) >= 40  # the wording alone; a sentence after it is its own part
    for _f, a in found:
        assert a.supported and a.kind is AbilityKind.STATIC, (a.text, a.problem)
    audit_found(found, board_refusals=True)
