"""A modal "when ~ enters, choose one" ability whose chosen mode puts +1/+1 counters goes
through the one counter event (122.1, 603.3c, 700.2b), so counter replacement effects apply
to it like any other (614.1a, 616.1): with Hardened Scales ("that many plus one"), a mode
that puts N counters puts N + 1. Tested across every such mode of the corpus's creatures."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import TriggerModes
from tests.conftest import corpus_abilities, parametrize_corpus

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: a mode that puts a fixed number of +1/+1 counters on one creature you control or on itself
_MODE = re.compile(r"^•\s*Put (a|one|two|three|four|five) \+1/\+1 counters? on "
                   r"(target creature you control|this creature|it)\.$")
_POOL = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"
BEAR = ml.Card.from_text(name="Grizzly Bears", mana_cost="{1}{G}",
                         type_line="Creature — Bear", power="2", toughness="2")


def _modes() -> list[tuple[Any, int, int, bool]]:
    """(face, mode index, counters, targets) for each counter mode of a modal enters
    trigger of a corpus creature whose whole text mtglab supports."""
    out = []
    for face, a in corpus_abilities(re.compile(r"enters, choose one —"),
                                    lambda a: any(isinstance(e, TriggerModes)
                                                  for e in a.effects)):
        if "Creature" not in face.types or not all(x.supported for x in face.abilities):
            continue
        spec = next(e for e in a.effects if isinstance(e, TriggerModes))
        printed = [x.text for x in face.abilities if x.text.startswith("•")]
        for k, line in enumerate(printed[:len(spec.modes)]):
            m = _MODE.match(line)
            if m is not None:
                out.append((face, k, _NUMBERS[m.group(1)], m.group(2).startswith("target")))
    return out


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "mode" in metafunc.fixturenames:
        modes = _modes()
        parametrize_corpus(metafunc, "mode", modes, [f"{f.name}-{k}" for f, k, _n, _t in modes])


def test_a_modal_enters_counter_mode_meets_counter_replacement_614_1a(mode: Any) -> None:
    face, k, n, targets = mode
    b = ml.Board()
    bear = b.add(BEAR)
    b.add("Hardened Scales")
    b.add_mana("you", _POOL)
    # the mode first, then its target, as the trigger goes on the stack (603.3c, 603.3d)
    made = b.cast(face, choices=[k, bear] if targets else [k])
    while not b.stack.empty:
        b.resolve()
    counted = bear if targets else made
    # "that many plus one" (Hardened Scales; 614.1a, 616.1)
    assert b.counters(counted).get("+1/+1", 0) == n + 1
