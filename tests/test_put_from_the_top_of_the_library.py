""""Look at the top seven cards of your library. You may put a creature card from among
them onto the battlefield. If that card has mana value 3 or less, it enters with three
additional +1/+1 counters on it. Put the rest on the bottom of your library in a random
order." (Turntimber Symbiosis; CR 401.5, 202.3, 614.1c, 110.2)."""

from __future__ import annotations

import pytest

import mtglab as ml

SYMBIOSIS = ml.Card.from_text(
    name="Turntimber Symbiosis", mana_cost="{4}{G}{G}{G}", type_line="Sorcery",
    oracle_text="Look at the top seven cards of your library. You may put a creature card "
                "from among them onto the battlefield. If that card has mana value 3 or "
                "less, it enters with three additional +1/+1 counters on it. Put the rest on "
                "the bottom of your library in a random order.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
WURM = ml.Card.from_text(name="Wurm", mana_cost="{5}{G}", type_line="Creature — Wurm",
                         power="6", toughness="6")
FOREST = ml.Card.from_text(name="Forest", type_line="Basic Land — Forest")


def _library(b: ml.Board, first: ml.Card, rest: int = 8) -> None:
    """``first`` on top of ``rest`` Forests (a card added to a library goes on top)."""
    for _ in range(rest):
        b.add(FOREST, zone="library")
    b.add(first, zone="library")


@pytest.mark.parametrize(("creature", "counters"), [(BEAR, (("+1/+1", 3),)), (WURM, ())])
def test_the_creature_put_enters_with_counters_if_its_mana_value_is_3_or_less(
        creature: ml.Card, counters: tuple[tuple[str, int], ...]) -> None:
    # 202.3: mana value 2 (Bear) or 6 (Wurm); 614.1c
    b = ml.Board()
    _library(b, creature)
    b.add_mana("you", "GGGGGGG")
    cid = b.library("you")["id"].iloc[0]
    b.cast(SYMBIOSIS, choices=[int(cid)])
    p = next(s for s in b.state.permanents.values() if s.base.name == creature.name)
    assert p.counters == counters


def test_the_rest_go_to_the_bottom_and_the_eighth_card_is_now_on_top() -> None:
    # 401.5: the six others go to the bottom; the eighth card was not looked at
    b = ml.Board()
    b.add(WURM, zone="library")
    _library(b, BEAR, rest=6)
    b.add_mana("you", "GGGGGGG")
    cid = b.library("you")["id"].iloc[0]
    b.cast(SYMBIOSIS, choices=[int(cid)])
    names = list(b.library("you")["name"])
    assert names == ["Wurm", *["Forest"] * 6]


def test_you_may_put_none() -> None:
    # "You may": none is put; all seven go to the bottom
    b = ml.Board()
    _library(b, BEAR, rest=6)
    b.add_mana("you", "GGGGGGG")
    b.cast(SYMBIOSIS, choices=[None])
    assert not b.state.permanents
    assert list(b.library("you")["name"]) == ["Bear", *["Forest"] * 6]  # order kept (701.20)
