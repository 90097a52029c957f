"""Reflexive and delayed triggered abilities in general (CR 603.12, 603.7).

"You may <do something>. When you do, <effect>": if the player does it, a reflexive
triggered ability triggers, its targets chosen as it goes on the stack (603.12, 603.3d).
"<Exile / return / destroy / sacrifice> it at the beginning of the next end step": the
resolving ability creates a delayed triggered ability (603.7a) that triggers once, then
(603.7b), goes on the stack like any other, and affects the object "it" named — the
permanent a returned card became (603.7c, 400.7).
"""

from __future__ import annotations

import mtglab as ml


def card(name: str, text: str, type_line: str = "Creature — Ogre", cost: str = "{1}",
         pt: tuple[str, str] = ("2", "2")) -> ml.Card:
    creature = "Creature" in type_line
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt[0] if creature else None,
                             toughness=pt[1] if creature else None)


BEAR = card("Bear", "", "Creature — Bear")
FLAMER = card("Flamer", "When Flamer enters, you may sacrifice another creature. When you "
              "do, Flamer deals 3 damage to any target.")


def test_doing_it_triggers_the_reflexive_ability_603_12() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(FLAMER)
    b.resolve(choices=[True, "opponent"])  # sacrifice the bear; then its target
    assert bear.id not in b.state.permanents
    assert list(b.stack["text"]) == ["When you do, Flamer deals 3 damage to any target."]
    b.resolve()
    assert b.life("opponent") == 17
    assert any(r.rule == "603.12" for r in b.state.log)


def test_the_reflexive_target_is_chosen_as_it_goes_on_the_stack_603_3d() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(FLAMER)
    before = b.state
    try:
        b.resolve(choices=[True])  # the target isn't answered
    except ml.ChoiceRequired as asked:
        assert "opponent" in asked.options
    else:
        raise AssertionError("the reflexive ability's target was not asked for")
    assert b.state is before  # a failed action changes nothing


def test_not_doing_it_triggers_nothing_603_12() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(FLAMER)
    b.resolve(choices=[False])
    assert bear.id in b.state.permanents and b.life("opponent") == 20
    assert b.stack.empty


def test_a_returned_creature_is_exiled_at_the_next_end_step_603_7() -> None:
    raiser = card("Raiser", "When Raiser enters, return target creature card from your "
                  "graveyard to the battlefield. Exile it at the beginning of the next end "
                  "step.")
    b = ml.Board()
    b.add(BEAR, zone="graveyard")
    b.add_mana("you", "C")
    b.cast(raiser)
    b.resolve()
    assert sorted(b.permanents["name"]) == ["Bear", "Raiser"]
    b.pass_turn()  # the end step: the delayed trigger triggers (603.7b) and waits
    assert b.phase == "end" and list(b.stack["name"]) == ["Raiser"]
    b.resolve()
    assert list(b.permanents["name"]) == ["Raiser"] and list(b.exile["name"]) == ["Bear"]
    b.pass_turn()
    b.pass_turn()
    assert b.stack.empty  # it triggers once (603.7b)


def test_a_delayed_it_after_the_object_left_stays_unsupported_400_7() -> None:
    a = card("Rescuer", "Whenever another creature you control dies, return it to its "
             "owner's hand at the beginning of the next end step.").abilities[0]
    assert not a.supported and "400.7" in a.problem
