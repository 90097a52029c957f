"""A planeswalker enters with loyalty counters equal to its printed loyalty (CR 306.5b,
a replacement effect, 614.1c), together with any additional ones (616.1)."""

from __future__ import annotations

import mtglab as ml

WALKER = ml.Card.from_text(name="Walker", mana_cost="{2}{W}{W}",
                           type_line="Legendary Planeswalker — Gideon", loyalty="3",
                           oracle_text="+1: You gain 1 life.")
X_WALKER = ml.Card.from_text(name="X Walker", mana_cost="{X}{G}{U}",
                             type_line="Legendary Planeswalker — Nissa", loyalty="X",
                             oracle_text="+1: You gain 1 life.")


def test_a_planeswalker_cast_enters_with_its_printed_loyalty() -> None:
    # 306.5b: "enters with a number of loyalty counters equal to its printed loyalty"
    b = ml.Board()
    b.add_mana("you", "WWWW")
    p = b.cast(WALKER)
    assert p is not None and b.state.permanents[p.id].counters == (("loyalty", 3),)


def test_loyalty_x_is_the_x_paid_for_the_spell() -> None:
    # 107.3m: X in the permanent's text is the spell's X as it enters
    b = ml.Board()
    b.add_mana("you", "GGGGU")
    p = b.cast(X_WALKER, x=3)
    assert p is not None and b.state.permanents[p.id].counters == (("loyalty", 3),)
