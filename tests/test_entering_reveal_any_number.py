"""Arsenal Thresher: "As ~ enters, you may reveal any number of other artifact cards
from your hand. ~ enters with a +1/+1 counter on it for each card revealed this way."
How many is a choice made as it enters (CR 614.12a); only cards of the kind in the hand
can be revealed, and revealed cards stay there (701.20a); it enters with one counter for
each (614.1c)."""

from __future__ import annotations

import pytest

import mtglab as ml

THRESHER = ml.Card.from_text(
    name="Arsenal Thresher", mana_cost="{2}{W/B}{U}",
    type_line="Artifact Creature — Construct", power="2", toughness="2",
    oracle_text="As Arsenal Thresher enters the battlefield, you may reveal any number of "
                "other artifact cards from your hand. Arsenal Thresher enters the "
                "battlefield with a +1/+1 counter on it for each card revealed this way.")


def _board(*hand: str) -> ml.Board:
    b = ml.Board()
    for name in hand:
        b.add(name, zone="hand")
    b.add_mana("you", "WUCC")
    return b


def test_the_line_is_understood_cr_614_12a() -> None:
    assert all(a.supported for a in THRESHER.abilities)


def test_one_counter_for_each_card_revealed_which_stay_in_hand_cr_614_1c_701_20a() -> None:
    b = _board("Sol Ring", "Ornithopter", "Forest")
    p = b.cast(THRESHER, choices=[2])
    assert p is not None
    assert b.state.permanents[p.id].counters == (("+1/+1", 2),)
    assert sorted(b.hand("you")["name"]) == ["Forest", "Ornithopter", "Sol Ring"]


def test_revealing_none_it_enters_without_counters_cr_614_12a() -> None:
    b = _board("Sol Ring")
    p = b.cast(THRESHER, choices=[0])
    assert p is not None and b.state.permanents[p.id].counters == ()


def test_the_number_is_asked_as_it_enters_cr_614_12a() -> None:
    with pytest.raises(ml.ChoiceRequired):
        _board("Sol Ring").cast(THRESHER)


def test_more_than_the_artifact_cards_in_hand_is_refused_cr_701_20a() -> None:
    b = _board("Sol Ring", "Forest")  # one artifact card: a land can't be revealed for it
    with pytest.raises(ml.IllegalActionError, match=r"701\.20a"):
        b.cast(THRESHER, choices=[2])
    assert len(b.hand("you")) == 2 and not b.state.permanents
