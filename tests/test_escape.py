"""Escape (CR 702.138): a card cast from its owner's graveyard for its escape cost — an
alternative cost (118.9) with other cards exiled from that graveyard — "escaped"
(702.138b), and "~ escapes with N counters" means "if it escaped, it enters with them"
(702.138c): Polukranos, Unchained's twelve counters instead of six."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml

POLUKRANOS = ml.Card.from_text(
    name="Polukranos, Unchained", mana_cost="{2}{B}{G}",
    type_line="Legendary Creature — Zombie Hydra", power=0, toughness=0,
    oracle_text="Polukranos enters the battlefield with six +1/+1 counters on it. It "
    "escapes with twelve +1/+1 counters on it instead.\n"
    "Escape—{4}{B}{G}, Exile six other cards from your graveyard.")


def _graveyard(b: ml.Board, others: int) -> tuple[Any, list[Any]]:
    handle = b.add(POLUKRANOS, zone="graveyard")
    return handle, [b.add("Lightning Bolt", zone="graveyard") for _ in range(others)]


def test_cast_from_hand_enters_with_six_702_138c() -> None:
    b = ml.Board()
    b.add_mana("you", "BGCC")
    hydra = b.cast(POLUKRANOS)
    assert hydra is not None and b.counters(hydra) == {"+1/+1": 6}


def test_escaped_enters_with_twelve_instead_702_138b_702_138c_614_1c() -> None:
    b = ml.Board()
    handle, others = _graveyard(b, 7)
    b.add_mana("you", "BGCCCC")  # the escape cost {4}{B}{G} rather than {2}{B}{G} (118.9)
    hydra = b.cast(handle, exile=others[:6])
    assert hydra is not None and b.counters(hydra) == {"+1/+1": 12}
    assert len(b.graveyard("you")) == 1 and len(b.exile) == 6
    assert b.mana_pool("you") == str(ml.Mana())


def test_escape_exiles_exactly_six_other_cards_702_138a() -> None:
    b = ml.Board()
    handle, others = _graveyard(b, 7)
    b.add_mana("you", "BGCCCC")
    with pytest.raises(ml.ChoiceRequired, match="exile="):
        b.cast(handle)  # seven others: which six is the caster's choice
    with pytest.raises(ml.IllegalActionError, match="exactly 6"):
        b.cast(handle, exile=others[:5])
    with pytest.raises(ml.IllegalActionError, match="another card"):
        b.cast(handle, exile=[handle, *others[:5]])  # the card itself is not "other"


def test_escape_needs_six_other_cards_702_138a_601_2h() -> None:
    b = ml.Board()
    handle, _others = _graveyard(b, 5)
    b.add_mana("you", "BGCCCC")
    with pytest.raises(ml.IllegalActionError, match="which has 5"):
        b.cast(handle)


def test_with_exactly_six_others_they_are_exiled_702_138a() -> None:
    b = ml.Board()
    handle, _others = _graveyard(b, 6)
    b.add_mana("you", "BGCCCC")
    hydra = b.cast(handle)
    assert hydra is not None and b.counters(hydra) == {"+1/+1": 12}
    assert len(b.graveyard("you")) == 0


STRIDER = ml.Card.from_text(
    name="Woe Strider", mana_cost="{2}{B}", type_line="Creature — Horse", power=3,
    toughness=2,
    oracle_text="Escape—{3}{B}{B}, Exile four other cards from your graveyard.\n"
    "Woe Strider escapes with two +1/+1 counters on it.")


def test_escapes_with_counters_only_when_it_escaped_702_138c() -> None:
    b = ml.Board()
    b.add_mana("you", "BCC")
    cast = b.cast(STRIDER)
    assert cast is not None and b.counters(cast) == {}
    handle = b.add(STRIDER, zone="graveyard")
    for _ in range(4):
        b.add("Lightning Bolt", zone="graveyard")
    b.add_mana("you", "BBCCC")
    escaped = b.cast(handle)
    assert escaped is not None and b.counters(escaped) == {"+1/+1": 2}
