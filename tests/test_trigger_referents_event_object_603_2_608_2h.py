"""'If it had a +1/+1 counter on it', 'if it had one or more counters on it': an
intervening "if" about the object the trigger event was about, as it last existed
(CR 603.2, 603.4, 603.10a, 608.2h), read as that object's counters (of the kind named)."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

#: the wordings: "it had a <kind> counter on it", "it had one or more (<kind>) counters on it"
_HAD: Final = re.compile(r"\bif it had (?:an? \S+ counter|(?:one or more )?(?:\S+ )?counters) "
                         r"on it\b", re.I)


def test_the_kind_named_is_read_603_4() -> None:
    a = parse_ability("Whenever another creature you control dies, if it had a +1/+1 "
                      "counter on it, draw a card.", name="X")
    assert a.supported and a.trigger is not None and a.trigger.condition is not None
    assert (a.trigger.condition.kind, a.trigger.condition.counter) == \
        ("that_had_counters", "+1/+1")
    b = parse_ability("Whenever another creature you control dies, if it had one or more "
                      "counters on it, draw a card.", name="X")
    c = parse_ability("Whenever another creature you control dies, if it had counters on "
                      "it, draw a card.", name="X")
    # equivalent wordings read into equal records
    assert b.trigger == c.trigger


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_HAD, lambda a: a.supported and _HAD.search(a.text) is not None
                            and a.trigger is not None and a.trigger.condition is not None
                            and a.trigger.condition.kind == "that_had_counters")


def test_the_corpus_lines_are_the_expected_ones() -> None:
    # every wording of the intervening "if" reads (the ones whose other parts read too)
    names = {f.name for f, _a in _lines()}
    if not names:
        pytest.skip("no corpus")
    assert {"Grakmaw, Skyclave Ravager", "Blowfly Infestation", "Promising Duskmage",
            "Nikara, Lair Scavenger", "Buzzard-Wasp Colony"} <= names


def test_every_corpus_line_of_the_wordings_plays_603_4() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    audit_found(found, board_refusals=True)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Grakmaw, Skyclave Ravager", "Murder")


def _bear(b: ml.Board) -> Any:
    return b.add(ml.Card.from_text(name="Bear", mana_cost="{1}{G}",
                                   type_line="Creature — Bear", power="2", toughness="2"))


@pytest.mark.parametrize(("kind", "grows"), [("+1/+1", True), ("-1/-1", False), (None, False)])
def test_it_had_a_plus_one_counter_on_it_603_4_603_10a(cards: dict[str, Any], kind: str | None,
                                                       grows: bool) -> None:
    # Grakmaw: "Whenever another creature you control dies, if it had a +1/+1 counter on
    # it, put a +1/+1 counter on Grakmaw." The dying creature's counters as it last
    # existed (603.10a); of another kind, or none, the ability doesn't trigger (603.4)
    b = ml.Board()
    grakmaw = b.add(cards["Grakmaw, Skyclave Ravager"])
    if not b.counters(grakmaw):  # it enters with three +1/+1 counters (614.1c)
        b.add_counters(grakmaw, "+1/+1", 3)
    bear = _bear(b)
    if kind is not None:
        b.add_counters(bear, kind, 1)
    before = b.counters(grakmaw).get("+1/+1", 0)
    b.add_mana("opponent", "CBB")
    b.cast(cards["Murder"], targets=[bear], controller="opponent")
    while not b.stack.empty:  # the trigger, if any (603.3)
        b.resolve()
    assert list(b.graveyard("you")["name"]) == ["Bear"]
    assert b.counters(grakmaw).get("+1/+1", 0) == before + (1 if grows else 0)


#: "counter it / that spell unless that player / its controller pays {N}" in a cast trigger
_COUNTER_UNLESS: Final = re.compile(r"casts? [^,]*spell, counter (?:it|that spell) unless "
                                    r"(?:that player|its controller) pays \{\d+\}\.", re.I)


def test_counter_it_unless_that_player_pays_reads_the_spell_cast_603_2_118_12() -> None:
    # "it" is the spell cast (603.2): the trigger's object, not the source
    a = parse_ability("Whenever an opponent casts a spell, counter it unless that player "
                      "pays {1}.", name="X")
    b = parse_ability("Whenever an opponent casts a spell, counter that spell unless its "
                      "controller pays {1}.", name="X")
    assert a.supported and a.effects == b.effects
    found = corpus_abilities(_COUNTER_UNLESS, lambda x: _COUNTER_UNLESS.search(x.text)
                             is not None)
    if not found:
        pytest.skip("no corpus")
    assert all(x.supported for _f, x in found), [x.problem for _f, x in found]
    audit_found(found, board_refusals=True)


def test_the_spell_cast_is_countered_unless_paid_701_6a_118_12() -> None:
    # Chancellor of the Annex: the opponent can't pay {1}: their spell is countered
    cs = corpus_cards("Chancellor of the Annex", "Grizzly Bears")
    b = ml.Board()
    b.add(cs["Chancellor of the Annex"])
    b.active = "opponent"  # a creature spell: in its controller's main phase (307.1)
    b.add_mana("opponent", "CG")  # all spent on the Bears: nothing left to pay
    b.cast(cs["Grizzly Bears"], controller="opponent")
    while not b.stack.empty:
        b.resolve()
    assert "Grizzly Bears" not in set(b.permanents["name"])
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]
