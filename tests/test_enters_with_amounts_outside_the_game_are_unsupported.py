""""Enters with" lines whose amount lies where mtglab doesn't look stay unsupported, the
part named (DESIGN: "supported" is a promise): what was noted or removed during the
draft, or signed on the physical card, is outside the game (CR 905.1, 100.1); a hidden
agenda's name (702.106a), foretelling (702.143a), a Treasure's mana (111.10a), face-down
creatures entering (708, 701.58a) are not carried out. (Convoke, delve, escape and a
kicker cost with a discard are: tests/test_convoke_and_delve.py and its neighbours.)"""

from __future__ import annotations

import pytest

import mtglab as ml

LINES = [
    ("Lurking Automaton", "Lurking Automaton enters the battlefield with X +1/+1 counters on "
     "it, where X is the highest number you noted for cards named Lurking Automaton.",
     "outside the game"),
    ("Cogwork Grinder", "Cogwork Grinder enters the battlefield with X +1/+1 counters on it, "
     "where X is the number of cards you removed from the draft with cards named Cogwork "
     "Grinder.", "outside the game"),
    ("Autograph Book", "Autograph Book enters the battlefield with a page counter on it for "
     "each person who has signed it.", "outside the game"),
    ("Lupine Harbingers", "Lupine Harbingers enters the battlefield with X +1/+1 counters on "
     "it, where X is the number of turns you've begun since it was foretold.", "702.143a"),
    ("Kalain, Reclusive Painter", "Other creatures you control enter the battlefield with an "
     "additional +1/+1 counter on them for each mana from a Treasure spent to cast them.",
     "Treasure"),
    ("Veiled Ascension", "Face-down creatures you control enter the battlefield with a flying "
     "counter on them.", "face-down"),
]


@pytest.mark.parametrize(("name", "text", "part"), LINES, ids=[n for n, _t, _p in LINES])
def test_refused_with_the_part_named_cr_614_1c(name: str, text: str, part: str) -> None:
    card = ml.Card.from_text(name=name, mana_cost="{3}", type_line="Creature — Test",
                             power="1", toughness="1", oracle_text=text)
    (ability,) = card.abilities
    assert not ability.supported
    assert part in ability.problem
    assert "(CR " in ability.problem
