""""If you do, ..." after an action, played through the public API (CR 608.2d, 609.3,
118.12, 401.3).

"You may <action>. If you do, <instruction>": the player chooses as it resolves whether to
take the action; what follows happens only if they did (608.2d), whatever the instruction
is — creating a token (111.1) as well as drawing a card. "<Action>. If you do, ...": the
action isn't optional, but it is done only if it did something; an impossible one (no
card to discard) does nothing, and then neither does the rest (609.3). "Pay {1} and 1
life" is one cost of mana and life (118.12, 119.4). "Put target creature card from your
graveyard on top of your library" moves that card to the top of its owner's library
(401.3, a new object: 400.7).

Every corpus line of each wording is read the same way (the grammar is general); the
behaviour is checked on real cards.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken, ExileCards, MayDo, ReturnFromGraveyard
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.optional import Attempt, Pay
from mtglab.cards.pool.loaders import cards_from_records, read_records

NAMES = ("Aphemia, the Cacophony", "Shadow of the Goblin", "Reclaim", "Carrion Imp")

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RUNE = ml.Card.from_text(name="Rune", mana_cost="{W}", type_line="Enchantment")


@pytest.fixture(scope="module")
def records(corpus_jsonl: Any) -> list[dict[str, Any]]:
    _fmt, recs = read_records(str(corpus_jsonl))
    return list(recs)


@pytest.fixture(scope="module")
def cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records if r["name"] in NAMES])}


def _lines(records: list[dict[str, Any]], pattern: str) -> list[ml.Ability]:
    """The supported abilities of the corpus whose text matches ``pattern``."""
    found = re.compile(pattern, re.I | re.M)
    chosen = [r for r in records if found.search(str(r.get("oracle_text") or ""))]
    return [a for c in cards_from_records(chosen) for f in (c.faces or (c,))
            for a in f.abilities if a.supported and found.search(a.text)]


# -- the grammar: every corpus line of the wording -------------------------------------


def test_every_you_may_then_if_you_do_create_a_token_line_608_2d_111_1(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"\byou may [^.]+\. If you do, create [^.]*\btokens?\b")
    general = [a for a in lines if any(isinstance(e, IfYouDo) for e in a.effects)]
    assert len(general) >= 45  # the rest: older records of the same rule (MayPay...)
    for a in general:
        i = next(i for i, e in enumerate(a.effects) if isinstance(e, IfYouDo))
        assert i > 0 and isinstance(a.effects[i - 1], MayDo), a.text
        assert any(isinstance(e, CreateToken) for e in a.effects[i].effects), a.text


def test_every_action_then_if_you_do_line_is_an_attempt_609_3(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"(^|[.:—•] )(Discard|Sacrifice|Exile) an? [^.]+\. If you do, ")
    attempted = [a for a in lines if any(isinstance(e, Attempt) for e in a.effects)]
    assert len(attempted) >= 4 and len(attempted) == len(lines)
    for a in attempted:
        i = next(i for i, e in enumerate(a.effects) if isinstance(e, Attempt))
        after = a.effects[i + 1]
        assert isinstance(after, IfYouDo) and after.done, a.text


def test_every_pay_mana_and_life_line_is_one_cost_118_12_119_4(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may pay (\{[^}]+\})+ and \d+ life\. (If|When) you do")
    assert len(lines) >= 1
    for a in lines:
        pay = a.effects[0].effects[0]
        assert isinstance(pay, Pay) and pay.cost is not None and pay.life > 0, a.text


def test_every_target_card_from_your_graveyard_on_top_line_401_3(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"put target [^.]*card from your graveyard on top of your library")
    assert len(lines) >= 15
    for a in lines:  # at any depth: after "you may", or in a reflexive "When you do" (603.12)
        moves = list(_records_of(a.effects, ReturnFromGraveyard))
        assert moves and moves[0].destination == "library", a.text


def _records_of(value: Any, kind: type) -> Iterator[Any]:
    """The records of ``kind`` in ``value`` and in every record and tuple it holds."""
    if isinstance(value, kind):
        yield value
    if isinstance(value, tuple):
        for v in value:
            yield from _records_of(v, kind)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _records_of(getattr(value, f.name), kind)


def test_every_you_may_exile_target_card_from_a_graveyard_line_406_3_608_2d(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may exile target [^.]*card from a graveyard\. If you do, ")
    assert len(lines) >= 3
    for a in lines:
        may = a.effects[0]
        assert isinstance(may, MayDo) and isinstance(may.effects[0], ExileCards), a.text
        assert may.effects[0].selector.zone == "graveyard", a.text
        assert isinstance(a.effects[1], IfYouDo), a.text


# -- playing them ------------------------------------------------------------------------


def _end_step(card: ml.Card) -> ml.Board:
    b = ml.Board()
    b.phase = "untap"
    b.add(card)
    b.add(RUNE, "you", zone="graveyard")
    b.advance("end")
    return b


def test_exiling_a_card_then_if_you_do_creates_the_token_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = _end_step(cards["Aphemia, the Cacophony"])
    b.resolve(choices=[True])
    names = [p.base.name for p in b.state.permanents.values()]
    assert len(b.exile) == 1 and names.count("Zombie") == 1


def test_declining_the_action_creates_no_token_608_2d(cards: dict[str, ml.Card]) -> None:
    b = _end_step(cards["Aphemia, the Cacophony"])
    b.resolve(choices=[False])
    names = [p.base.name for p in b.state.permanents.values()]
    assert len(b.exile) == 0 and "Zombie" not in names


def _main_phase(card: ml.Card, hand: int) -> ml.Board:
    b = ml.Board()
    b.phase = "untap"
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
    for _ in range(hand):
        b.add(ISLAND, "you", zone="hand")
    b.add(card)
    b.advance("precombat main")
    return b


def test_discard_then_if_you_do_draw_609_3(cards: dict[str, ml.Card]) -> None:
    b = _main_phase(cards["Shadow of the Goblin"], hand=1)
    b.resolve()
    assert len(b.hand("you")) == 1 and len(b.graveyard("you")) == 1


def test_nothing_to_discard_so_no_card_drawn_609_3(cards: dict[str, ml.Card]) -> None:
    b = _main_phase(cards["Shadow of the Goblin"], hand=0)
    b.resolve()
    assert len(b.hand("you")) == 0 and len(b.graveyard("you")) == 0


def test_a_card_from_your_graveyard_on_top_of_your_library_401_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(ISLAND, "you", zone="library")
    bear = b.add(BEAR, "you", zone="graveyard")
    b.add_mana("you", "G")
    b.cast(cards["Reclaim"], targets=[bear])
    assert list(b.graveyard("you")["name"]) == ["Reclaim"]
    assert list(b.library("you")["name"]) == ["Bear", "Test Island"]  # on top (401.3)


def _imp_cast(imp: ml.Card, choice: bool) -> ml.Board:
    b = ml.Board()
    b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "BBBB")
    b.cast(imp)
    b.resolve(choices=[choice])
    return b


def test_exiling_a_target_card_from_a_graveyard_then_life_406_3_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = _imp_cast(cards["Carrion Imp"], True)
    assert len(b.graveyard("opponent")) == 0 and len(b.exile) == 1 and b.life("you") == 22


def test_declining_to_exile_leaves_the_card_and_gains_nothing_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = _imp_cast(cards["Carrion Imp"], False)
    assert len(b.graveyard("opponent")) == 1 and len(b.exile) == 0 and b.life("you") == 20
