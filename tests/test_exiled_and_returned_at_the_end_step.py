"""A spell's "Exile target permanent you control. Return that card to the battlefield
under its owner's control at the beginning of the next end step. If it enters the
battlefield as a creature, it enters with an additional +1/+1 counter on it." (Teferi's
Time Twist): a delayed trigger (CR 603.7a-b) that returns that card (603.7c, 400.7) under
its owner's control (110.2), with the counter if it enters as a creature (614.1c)."""

from __future__ import annotations

import mtglab as ml

TWIST = ml.Card.from_text(
    name="Teferi's Time Twist", mana_cost="{1}{U}", type_line="Instant",
    oracle_text="Exile target permanent you control. Return that card to the battlefield "
                "under its owner's control at the beginning of the next end step. If it "
                "enters the battlefield as a creature, it enters with an additional +1/+1 "
                "counter on it.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RELIC = ml.Card.from_text(name="Relic", mana_cost="{3}", type_line="Artifact")


def _twist(card: ml.Card) -> ml.Board:
    b = ml.Board()
    p = b.add(card)
    b.add_mana("you", "UU")
    b.cast(TWIST, targets=[p])
    return b


def test_the_card_is_exiled_until_the_end_step_then_returns_with_a_counter() -> None:
    # 406.3: exiled; 603.7b: the delayed trigger triggers at the end step (513.1) and
    # waits on the stack (513.2); 603.7c, 614.1c: it returns with the counter
    b = _twist(BEAR)
    assert list(b.exile["name"]) == ["Bear"] and not b.state.permanents
    b.pass_turn()
    assert b.state.phase == "end" and len(b.state.stack) == 1
    bear = b.resolve()
    assert bear is not None
    assert b.state.permanents[bear.id].counters == (("+1/+1", 1),)
    assert b.exile.empty


def test_a_noncreature_returns_without_the_counter() -> None:
    # "If it enters the battlefield as a creature": an artifact enters without it
    b = _twist(RELIC)
    b.pass_turn()
    relic = b.resolve()
    assert relic is not None and b.state.permanents[relic.id].counters == ()


def test_it_returns_as_a_new_object_that_has_not_been_controlled_since_the_turn_began() -> None:
    # 400.7: a new object; 302.6: it can't attack or tap for {T} until its controller's
    # next turn begins
    b = _twist(BEAR)
    b.pass_turn()
    bear = b.resolve()
    assert bear is not None
    assert not b.state.permanents[bear.id].controlled_since_turn_start


def test_the_delayed_trigger_is_created_once_and_triggers_once() -> None:
    # 603.7c: it triggers only once, at the next end step
    b = _twist(BEAR)
    b.pass_turn()
    b.resolve()
    b.pass_turn()  # the end step of the next turn: nothing more triggers
    assert not b.state.delayed
    assert [s.base.name for s in b.state.permanents.values()] == ["Bear"]
