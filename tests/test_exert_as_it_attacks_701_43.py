"""Exert (CR 701.43): "You may exert ~ as it attacks. When you do, ..." is an optional
cost to attack (701.43d, 508.1g) chosen as attackers are declared (``b.attack(...,
exert=[...])``); the exerted creature won't untap during its controller's next untap
step (701.43a, 502.3) and its linked "When you do" triggers (603.12, 607.2h). Exerting
twice before that step still skips only that one (701.43b). Then played across every
corpus line of that wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import TriggerEvent
from mtglab.cards.exerting import ExertAsItAttacks
from tests.conftest import audit_found, corpus_abilities, corpus_cards, trigger_lines_played


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Hooded Brawler", "Glorybringer", "Vizier of the True")


def _ready(b: ml.Board, card: Any) -> Any:
    p = b.add(card)
    b.edit(p, controlled_since_turn_start=True)  # set-up: it may attack (302.6)
    return p


def test_when_you_do_triggers_as_it_is_exerted_603_12(cards: dict[str, Any]) -> None:
    # Hooded Brawler (3/2): exerted as it attacks, it gets +2/+2 (701.43d, 607.2h)
    b = ml.Board()
    brawler = _ready(b, cards["Hooded Brawler"])
    b.attack(brawler, exert=[brawler])
    assert len(b.stack) == 1
    b.resolve()
    assert b.characteristics(brawler)["power"] == 5


def test_an_exerted_creature_stays_tapped_through_the_next_untap_step_701_43a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    brawler = _ready(b, cards["Hooded Brawler"])
    b.attack(brawler, exert=[brawler])
    b.resolve()
    b.pass_turn()
    b.pass_turn()  # your next turn: its untap step skipped it (502.3)
    assert b.is_tapped(brawler)
    b.pass_turn()
    b.pass_turn()  # the untap step after that untaps it
    assert not b.is_tapped(brawler)


def test_not_exerted_nothing_triggers_and_it_untaps_508_1g(cards: dict[str, Any]) -> None:
    b = ml.Board()
    brawler = _ready(b, cards["Hooded Brawler"])
    b.attack(brawler)
    assert len(b.stack) == 0
    b.pass_turn()
    b.pass_turn()
    assert not b.is_tapped(brawler)


def test_a_target_of_when_you_do_is_chosen_as_it_goes_on_the_stack_603_3d(
        cards: dict[str, Any]) -> None:
    # Glorybringer: 4 damage to target non-Dragon creature an opponent controls
    b = ml.Board()
    dragon = _ready(b, cards["Glorybringer"])
    bear = b.add("Grizzly Bears", "opponent")
    b.attack(dragon, exert=[dragon])
    b.resolve()
    assert bear.id not in b.state.permanents


def test_only_a_creature_with_the_ability_that_attacks_may_be_exerted_508_1g(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    brawler = _ready(b, cards["Hooded Brawler"])
    bear = _ready(b, ml.card("Grizzly Bears"))
    with pytest.raises(ml.IllegalActionError, match=r"701\.43d"):
        b.attack(brawler, bear, exert=[bear])
    with pytest.raises(ml.IllegalActionError, match="declared as an attacker"):
        b.attack(bear, exert=[brawler])
    assert not b.is_tapped(brawler) and not b.is_tapped(bear)  # nothing changed (508.1)


def test_exerted_twice_it_skips_only_one_untap_step_701_43b() -> None:
    # an exert cost paid twice before the untap step (untapped between): one skipped
    # untap step
    card = ml.Card.from_text(name="Toiler", mana_cost="{1}", type_line="Artifact Creature",
                             power="1", toughness="1",
                             oracle_text="{T}, Exert Toiler: You gain 1 life.")
    b = ml.Board()
    toiler = _ready(b, card)
    b.activate(toiler, 0)
    b.untap(toiler)
    b.activate(toiler, 0)
    assert b.life("you") == 22
    b.pass_turn()
    b.pass_turn()
    assert b.is_tapped(toiler)
    b.pass_turn()
    b.pass_turn()
    assert not b.is_tapped(toiler)


def test_every_corpus_exert_as_it_attacks_line_plays_701_43d() -> None:
    line = re.compile(r"(?m)^You may exert .+ as it attacks\.")

    def uses(a: Any) -> bool:
        return bool(line.match(a.text))

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(found) >= 17 and len(read) >= 15
    for _f, a in read:
        assert isinstance(a.effects[0], ExertAsItAttacks)
    for _f, a in found:
        if not a.supported:  # the part not read is named
            assert a.problem.startswith("When you do (CR 603.12)")
    audit_found(read, board_refusals=True)


def test_whenever_you_exert_a_creature_triggers_as_it_attacks_701_43a() -> None:
    # Resolute Survivors exerted as it attacks: 1 damage to each opponent, 1 life (603.2)
    (card,) = corpus_cards("Resolute Survivors").values()
    b = ml.Board()
    survivors = _ready(b, card)
    b.attack(survivors, exert=[survivors])
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (19, 21)


def test_whenever_you_exert_a_creature_triggers_for_an_exert_cost_701_43a() -> None:
    (card,) = corpus_cards("Resolute Survivors").values()
    toiler = ml.Card.from_text(name="Toiler", mana_cost="{1}", type_line="Creature — Human",
                               power="1", toughness="1",
                               oracle_text="{T}, Exert Toiler: Draw a card.")
    b = ml.Board()
    b.add(card)
    b.activate(_ready(b, toiler), 0)
    assert (b.life("opponent"), b.life("you")) == (19, 21)


def test_every_corpus_exert_trigger_plays_603_2() -> None:
    line = re.compile(r"Whenever you exert a creature")
    found = corpus_abilities(line, lambda a: bool(line.match(a.text)))
    trigger_lines_played(found, TriggerEvent.EXERTED, read=4, played=4)
