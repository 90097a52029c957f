"""Cards put into a graveyard as a trigger event (CR 400.3, 603.2), read by
grammar/triggers.lark into ``CARD_TO_GRAVEYARD`` and matched in
engine/resolution/triggers.py:

* "Whenever one or more land cards are put into your graveyard from anywhere" (into
  graveyards): once for each event, however many cards (603.2c);
* "Whenever a creature card (one or more cards) is put into your graveyard from your
  library": milled (701.17a), not from another zone;
* an instant or sorcery card put into its owner's graveyard as it resolves (608.2n) is
  put there "from anywhere" too.

Each wording is checked across every corpus line using it (read, and played by the
audit), and by the event happening on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    resolve_all,
    triggers_waiting,
)

E = TriggerEvent

_LINE: Final = re.compile(r"^Whenever (?:one or more [\w -]*cards are|an? [\w -]*card is) put "
                          r"into (?:your |an opponent's |a )?graveyards? from (?:anywhere|your "
                          r"library|their library|a library),", re.M)
_MILL: Final = Card.from_text(name="Test Mill", mana_cost="{U}", type_line="Instant",
                              oracle_text="Target player mills three cards.")
_MURDER: Final = Card.from_text(name="Test Murder", mana_cost="{B}", type_line="Instant",
                                oracle_text="Destroy target creature.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")
_FOREST: Final = Card.from_text(name="Test Forest", type_line="Basic Land — Forest")
_GIFT: Final = Card.from_text(name="Test Gift", mana_cost="{W}", type_line="Instant",
                              oracle_text="You gain 1 life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("The Gitrog Monster", "Sidisi, Brood Tyrant", "Hedge Shredder",
                        "Quest for Ancient Secrets")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_cards_to_graveyard_line_is_read_and_played_603_2c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 25
    new = [(f, a) for f, a in found if a.supported and isinstance(a.trigger, Trigger) and
           (a.trigger.one_or_more or a.trigger.from_zone is not None)]
    assert len(new) >= 8
    for _f, a in new:
        assert a.trigger.event is E.CARD_TO_GRAVEYARD
    audit_found(new, board_refusals=True)


def test_one_or_more_land_cards_milled_together_trigger_once_603_2c(
        cards: dict[str, ml.Card]) -> None:
    """The Gitrog Monster: three lands milled at once are one event — one trigger,
    one card drawn."""
    b = ml.Board()
    b.add(cards["The Gitrog Monster"])
    for _ in range(4):
        b.add(_FOREST, zone="library")
    b.add_mana("you", "U")
    b.cast(_MILL, targets=["you"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "The Gitrog Monster") == 1
    resolve_all(b)
    assert len(b.hand("you")) == 1


def test_from_your_library_is_milled_not_died_701_17a(cards: dict[str, ml.Card]) -> None:
    """Sidisi, Brood Tyrant: a creature card milled triggers it (a 2/2 Zombie); a
    creature of yours dying (from the battlefield) doesn't."""
    b = ml.Board()
    b.add(cards["Sidisi, Brood Tyrant"])
    bear = b.add(_BEAR)
    b.add_mana("you", "B")
    b.cast(_MURDER, targets=[bear], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sidisi, Brood Tyrant") == 0
    for _ in range(3):
        b.add(_BEAR, zone="library")
    b.add_mana("you", "U")
    b.cast(_MILL, targets=["you"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sidisi, Brood Tyrant") == 1
    resolve_all(b)
    assert "Zombie" in " ".join(b.permanents["name"])


def test_a_resolved_instant_is_put_into_the_graveyard_from_anywhere_608_2n(
        cards: dict[str, ml.Card]) -> None:
    """Quest for Ancient Secrets ("Whenever a card is put into your graveyard from
    anywhere"): an instant of yours resolving goes there (608.2n, 400.3)."""
    b = ml.Board()
    b.add(cards["Quest for Ancient Secrets"])
    b.add_mana("you", "W")
    b.cast(_GIFT, resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Quest for Ancient Secrets") == 1


def test_them_of_several_cards_is_named_unsupported_603_2c(cards: dict[str, ml.Card]) -> None:
    """Hedge Shredder: "put them onto the battlefield" — the cards of one event, which
    the engine doesn't keep: named unsupported, not played putting none."""
    line = next(a for a in cards["Hedge Shredder"].abilities if "library" in a.text)
    assert not line.supported and "603.2c" in line.problem
