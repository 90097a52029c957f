"""An optional additional cost "you may reveal a Dragon card from your hand" (CR 601.2f,
701.20a) and "enters with a +1/+1 counter on it if you revealed a Dragon card or
controlled a Dragon as you cast this spell" (Scaleguard Sentinels, 614.1c): either is
checked as the spell is cast (601.2), not as it resolves."""

from __future__ import annotations

import pytest

import mtglab as ml

SENTINELS = ml.Card.from_text(
    name="Scaleguard Sentinels", mana_cost="{G}{G}", type_line="Creature — Human Soldier",
    power=2, toughness=3,
    oracle_text="As an additional cost to cast this spell, you may reveal a Dragon card "
    "from your hand.\nScaleguard Sentinels enters the battlefield with a +1/+1 counter on "
    "it if you revealed a Dragon card or controlled a Dragon as you cast this spell.")
DRAGON = ml.Card.from_text(name="Test Dragon", mana_cost="{4}{R}{R}",
                           type_line="Creature — Dragon", power=5, toughness=5)


def test_revealing_a_dragon_card_gives_the_counter_601_2f_701_20a() -> None:
    b = ml.Board()
    dragon = b.add(DRAGON, zone="hand")
    b.add_mana("you", "GG")
    sentinels = b.cast(SENTINELS, reveal=[dragon])
    assert sentinels is not None and b.counters(sentinels) == {"+1/+1": 1}
    assert len(b.hand("you")) == 1  # a revealed card stays in the hand (701.20a)


def test_controlling_a_dragon_as_you_cast_it_gives_the_counter_601_2() -> None:
    b = ml.Board()
    b.add(DRAGON)
    b.add_mana("you", "GG")
    sentinels = b.cast(SENTINELS)
    assert sentinels is not None and b.counters(sentinels) == {"+1/+1": 1}


def test_neither_no_counter_and_only_a_dragon_card_is_revealed_601_2f() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", zone="hand")
    b.add_mana("you", "GG")
    with pytest.raises(ml.IllegalActionError, match="Dragon card"):
        b.cast(SENTINELS, reveal=[bears])
    sentinels = b.cast(SENTINELS)
    assert sentinels is not None and b.counters(sentinels) == {}


def test_a_dragon_that_arrives_after_the_cast_doesnt_count_601_2() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    spell = b.cast(SENTINELS, resolve=False)  # on the stack, cast with no Dragon around
    assert spell is not None
    b.add(DRAGON)
    sentinels = b.resolve()
    assert sentinels is not None and b.counters(sentinels) == {}
