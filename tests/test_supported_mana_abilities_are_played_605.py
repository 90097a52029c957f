"""Every mana line of the corpus, played alone on a board: "supported" is a promise.

One test per mana line of a traditional card of ../shared/corpus/cards.jsonl (mana
abilities, CR 605.1a-b, and replacements of mana production, 106.12b; skipped where the
corpus is absent). The card goes on an empty board with what its cost needs
(:func:`mtglab.audit.mana.play_alone`); a supported line must then give its totals
(``b.productions``) and activate, or be refused with the engine's documented reason. For
the simple shapes the totals are what the text states: "Add {G}" adds G (CR 106.4),
"Add {W} or {U}" one of them, "Add one mana of any color" one of the five colors (105.1,
106.1b), "Add {C}{C}" two colorless (106.1b).
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.audit.mana import play_alone
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.effects import ManaReplacement
from mtglab.cards.model import Ability
from tests.conftest import face_and_ability

pytestmark = [pytest.mark.corpus]

_SIMPLE: Final = [
    # "{T}: Add {G}." and "{T}: Add {C}{C}."  (CR 106.4)
    (re.compile(r"^\{T\}: Add ((?:\{[WUBRGC]\})+)\.$"),
     lambda m: {"".join(sorted(re.findall(r"[WUBRGC]", m.group(1)), key="WUBRGC".index))}),
    # "{T}: Add {W} or {U}."
    (re.compile(r"^\{T\}: Add \{([WUBRGC])\} or \{([WUBRGC])\}\.$"),
     lambda m: {m.group(1), m.group(2)}),
    # "{T}: Add one mana of any color."  (CR 105.1: the five colors)
    (re.compile(r"^\{T\}: Add one mana of any color\.$"), lambda m: set("WUBRG")),
]


def _changes_mana(ability: Ability) -> bool:
    return ability.is_mana_trigger or any(isinstance(e, ManaReplacement)
                                          for e in ability.effects)


def test_supported_mana_line_plays_alone_on_a_board(corpus_mana_line: Any) -> None:
    rec, face_name, text = corpus_mana_line
    face, ability = face_and_ability(rec, face_name, text)
    if not ability.supported:
        assert ability.problem  # unsupported always says why (DESIGN: never silent)
        return
    check = play_alone(face, ability)
    assert check.outcome is not PlayOutcome.ERROR, check.detail
    if check.outcome is PlayOutcome.REFUSED:
        # a documented reason: a rule cited, or the part of the engine not built yet
        assert re.search(r"\(CR [\d.a-z, ]+\)|doesn't model|condition doesn't hold|"
                         r"activate only|not a permanent card", check.detail), check.detail
        return
    for pattern, expected in _SIMPLE:
        m = pattern.match(text)
        if m and not any(_changes_mana(a) for a in face.abilities):
            assert check.totals == frozenset(expected(m)), (text, check.totals)
