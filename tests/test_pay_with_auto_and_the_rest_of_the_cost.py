"""``activate(..., pay_with="auto")`` activates mana abilities before the cost is paid
(601.2g-h): its plan leaves alone what the rest of the cost takes, so whenever
``can_activate`` says yes the automatic plan pays."""

from __future__ import annotations

import mtglab as ml


def test_auto_plan_keeps_an_untapped_creature_for_a_tap_cost_cr_601_2g_h() -> None:
    # two Elves and a Forest for "{G}{G}, Tap an untapped creature you control": tapping
    # both Elves for mana would leave no creature to tap for the cost (118.3)
    sergeant = ml.Card.from_text(name="Drill Sergeant", type_line="Artifact",
                                 oracle_text="{G}{G}, Tap an untapped creature you control: "
                                             "You gain 1 life.")
    b = ml.Board()
    s = b.add(sergeant)
    elves = [b.add("Llanowar Elves"), b.add("Llanowar Elves")]
    forest = b.add("Forest")
    assert b.can_activate(s, 0)
    b.activate(s, 0, pay_with="auto")
    assert b.life("you") == 21
    assert b.is_tapped(forest) and all(b.is_tapped(e) for e in elves)


def test_auto_plan_keeps_the_card_a_discard_cost_takes_cr_601_2g_h() -> None:
    # the Spirit Guide could exile itself for {R} (113.6m), but then nothing is left to
    # discard: the plan taps the Mountain
    drill = ml.Card.from_text(name="Fire Drill", type_line="Artifact",
                              oracle_text="{R}, Discard a card: You gain 1 life.")
    b = ml.Board()
    d = b.add(drill)
    b.add("Simian Spirit Guide", zone="hand")
    b.add("Mountain")
    b.activate(d, 0, pay_with="auto")
    assert b.life("you") == 21
    assert list(b.graveyard("you")["name"]) == ["Simian Spirit Guide"]
