"""Trigger conditions read by one compositional grammar (CR 603.1, 603.2).

"When/whenever/at" + a subject + an event (+ qualifiers) is one typed record
(``Trigger``): the subject is the source itself (no selector), the objects a selector
covers, or the players ``who`` names; the event is a ``TriggerEvent`` (a StrEnum, so it
compares equal to the older words). Equivalent wordings read into records that differ
only where the wording differs.
"""

from __future__ import annotations

import dataclasses

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.instructions import Recipient, Who

E = TriggerEvent


def trigger(head: str, name: str = "Test Bear") -> Trigger:
    """The trigger condition of ``head``, on a creature named ``name``."""
    card = ml.Card.from_text(name=name, mana_cost="{1}", type_line="Creature — Bear",
                             power="2", toughness="2", oracle_text=f"{head}, you gain 1 life.")
    ability = card.abilities[0]
    assert isinstance(ability.trigger, Trigger), (head, ability.problem)
    return ability.trigger


CREATURE_YOU_CONTROL = Selector(types=("Creature",), controller=ControllerSpec.YOU)


@pytest.mark.parametrize(("head", "event", "selector", "who"), [
    ("Whenever a creature you control dies", E.CREATURE_DIES, CREATURE_YOU_CONTROL, None),
    ("Whenever Test Bear attacks", E.ATTACKS, None, None),
    ("Whenever Test Bear deals combat damage to a player", E.COMBAT_DAMAGE_PLAYER, None,
     None),
    ("Whenever you cast an instant or sorcery spell", E.CAST,
     Selector(types=("Instant", "Sorcery"), any_type=True), Who.YOU),
    ("At the beginning of each end step", E.END_STEP, None, Who.EACH_PLAYER),
    ("At the beginning of your upkeep", E.UPKEEP, None, Who.YOU),
    ("At the beginning of combat on your turn", E.COMBAT, None, Who.YOU),
    ("Whenever an opponent draws a card", E.DRAW, None, Who.EACH_OPPONENT),
    ("Whenever you gain life", E.GAIN_LIFE, None, Who.YOU),
    ("Whenever one or more +1/+1 counters are put on Test Bear", E.COUNTERS_PUT, None,
     None),
    ("Whenever a creature you control leaves the battlefield", E.OTHER_LEAVES,
     CREATURE_YOU_CONTROL, None),
    ("Whenever Test Bear becomes blocked", E.BECOMES_BLOCKED, None, None),
    ("Whenever you sacrifice a permanent", E.YOU_SACRIFICE,
     Selector(controller=ControllerSpec.YOU), Who.YOU),
    ("Whenever Test Bear becomes the target of a spell", E.BECOMES_TARGET, None, None),
    ("Whenever you discard a card", E.DISCARD, None, Who.YOU),
    ("Whenever you lose life", E.LOSE_LIFE, None, Who.YOU),
    ("Whenever Test Bear becomes untapped", E.BECOMES_UNTAPPED, None, None),
    ("Whenever you attack", E.YOU_ATTACK, None, Who.YOU),
    ("At the beginning of your draw step", E.DRAW_STEP, None, Who.YOU),
    ("At end of combat", E.END_OF_COMBAT, None, Who.EACH_PLAYER),
])
def test_subject_event_and_qualifiers_603_1(head: str, event: TriggerEvent,
                                            selector: Selector | None,
                                            who: Who | None) -> None:
    t = trigger(head)
    assert (t.event, t.selector, t.who) == (event, selector, who)


def test_old_and_new_templating_read_alike_603_6a() -> None:
    # "enters the battlefield" (older) and "enters"; the card's name and "this creature"
    assert trigger("When Test Bear enters the battlefield") == trigger("When Test Bear enters")
    assert trigger("When this creature enters") == trigger("When Test Bear enters")
    assert trigger("Whenever a creature enters the battlefield under your control") == \
        trigger("Whenever a creature you control enters")


def test_wordings_differ_only_where_the_wording_differs_603_2() -> None:
    # "a creature" / "a creature you control": only the subject's controller differs
    yours, any_one = trigger("Whenever a creature you control attacks"), \
        trigger("Whenever a creature attacks")
    assert dataclasses.replace(yours, selector=any_one.selector) == any_one
    assert yours.selector == dataclasses.replace(any_one.selector,
                                                 controller=ControllerSpec.YOU)
    # "an opponent" / "you": only the player differs
    theirs, mine = trigger("Whenever an opponent draws a card"), \
        trigger("Whenever you draw a card")
    assert dataclasses.replace(theirs, who=Who.YOU) == mine


def test_events_compare_equal_to_their_words() -> None:
    # a StrEnum: the older comparisons keep working
    assert trigger("When Test Bear dies").event == "dies"
    assert E("other_enters") is E.OTHER_ENTERS
    assert Trigger("enters") == Trigger(E.ENTERS)


def test_several_events_of_one_subject_603_2() -> None:
    t = trigger("Whenever Test Bear enters or attacks")
    assert t.events == (E.ENTERS, E.ATTACKS) and t.selector is None
    both = trigger("Whenever Test Bear blocks or becomes blocked")
    assert both.events == (E.BLOCKS, E.BECOMES_BLOCKED)


def test_the_source_or_another_of_a_kind_603_2() -> None:
    t = trigger("Whenever Test Bear or another creature you control dies")
    assert t.event is E.CREATURE_DIES
    assert t.selector is not None and t.selector.either == (
        Selector(relation=Relation.SELF),
        dataclasses.replace(CREATURE_YOU_CONTROL, relation=Relation.OTHER))


def test_one_or_more_triggers_once_per_event_603_2c() -> None:
    t = trigger("Whenever one or more creatures you control deal combat damage to a player")
    assert t.event is E.COMBAT_DAMAGE_PLAYER and t.one_or_more
    assert t.selector == CREATURE_YOU_CONTROL


def test_damage_qualifiers_120() -> None:
    t = trigger("Whenever Test Bear deals combat damage to an opponent")
    assert (t.event, t.combat, t.to) == (E.DEALS_DAMAGE, True,
                                         Recipient(players=Who.EACH_OPPONENT))
    assert trigger("Whenever Test Bear is dealt damage").event is E.DEALT_DAMAGE


def test_targets_of_an_opponents_spells_or_abilities_115_1() -> None:
    t = trigger("Whenever Test Bear becomes the target of a spell or ability an opponent "
                "controls")
    assert (t.event, t.spells_only, t.by) == (E.BECOMES_TARGET, False, Who.EACH_OPPONENT)


def test_a_condition_not_read_names_it() -> None:
    # a part the grammar can't explain makes the line unsupported, the part named
    a = ml.Card.from_text(name="Puzzler", mana_cost="{1}", type_line="Enchantment",
                          oracle_text="Whenever day becomes night, draw a card."
                          ).abilities[0]
    assert not a.supported
    assert a.problem == "trigger not understood: 'Whenever day becomes night'"


def test_the_corpus_reads_the_brief_examples(corpus_jsonl: object) -> None:
    # every kind of trigger condition above is read on real cards of the pool
    from mtglab.cards.pool.loaders import cards_from_records, read_records

    names = {"Rhystic Study": (E.CAST, Who.EACH_OPPONENT),
             "Smothering Tithe": (E.DRAW, Who.EACH_OPPONENT),
             "The Ozolith": (E.OTHER_LEAVES, None)}
    _fmt, records = read_records(str(corpus_jsonl))
    cards = cards_from_records([r for r in records if r["name"] in names])
    for card in cards:
        t = card.abilities[0].trigger
        assert isinstance(t, Trigger)
        assert (t.event, t.who) == names[card.name], card.name
