"""How a cycling keyword line reads (CR 702.29a, 702.29e, 702.29f).

"Cycling [cost]" is the activated ability "[Cost], Discard this card: Draw a card."
(702.29a); "[Type]cycling [cost]" is "[Cost], Discard this card: Search your library for
a [type] card, reveal it, put it into your hand, then shuffle." (702.29e), and it is
cycling all the same (702.29f). The discard is from the hand, so the ability works only
there (113.6m). A cycling cost the engine doesn't pay stays unsupported, the part named.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import corpus_abilities

#: a keyword line of one cycling or typecycling ability with a cost of mana symbols
_MANA_CYCLING = re.compile(r"^(?:\w+(?: \w+)?)?cycling (?:\{[0-9WUBRGC/P]+\})+(?: \(|$)",
                           re.M | re.I)


def _one(text: str) -> Any:
    card = ml.Card.from_text(name="Cycler", mana_cost="{3}", type_line="Creature — Drake",
                             power="2", toughness="2", oracle_text=text)
    return card.abilities[0]


def _is_cycling_ability(a: Any) -> bool:
    kinds = [c.kind.value for c in a.costs]
    discard = a.costs[-1] if a.costs else None
    return (a.kind.value == "activated" and a.keywords == ("Cycling",) and
            kinds == ["mana", "discard"] and discard is not None and
            discard.zone is not None and discard.zone.value == "hand")


def test_cycling_is_pay_discard_this_card_draw_a_card_702_29a() -> None:
    a = _one("Cycling {1}{U} ({1}{U}, Discard this card: Draw a card.)")
    assert a.supported and _is_cycling_ability(a)
    assert [type(e).__name__ for e in a.effects] == ["DrawCards"]
    assert str(a.costs[0].mana) == "{1}{U}"


@pytest.mark.parametrize(("line", "types", "subtypes", "supertypes"), [
    ("Plainscycling {2}", (), ("Plains",), ()),
    ("Basic landcycling {1}{B}", ("Land",), (), ("Basic",)),
    ("Wizardcycling {3}", (), ("Wizard",), ()),
])
def test_typecycling_searches_the_library_for_that_type_702_29e_702_29f(
        line: str, types: tuple[str, ...], subtypes: tuple[str, ...],
        supertypes: tuple[str, ...]) -> None:
    a = _one(line)
    assert a.supported and _is_cycling_ability(a)  # 702.29f: it is cycling
    search, shuffle = a.effects
    assert (type(search).__name__, type(shuffle).__name__) == ("Search", "Shuffle")
    wanted = search.selector
    assert (wanted.types, wanted.subtypes, wanted.supertypes) == (types, subtypes, supertypes)


@pytest.mark.parametrize(("line", "part"), [
    ("Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)",
     "other than mana symbols"),
    ("Cycling {X}{2}{R} ({X}{2}{R}, Discard this card: Draw a card.)", "with X"),
])
def test_a_cycling_cost_not_paid_stays_unsupported_naming_it_702_29a(line: str,
                                                                      part: str) -> None:
    a = _one(line)
    assert not a.supported and a.keywords == ("Cycling",)
    assert part in a.problem and "702.29a" in a.problem


def test_every_mana_cycling_line_of_the_corpus_reads_as_that_ability_702_29a_702_29e(
        corpus_jsonl: Any) -> None:
    del corpus_jsonl
    found = corpus_abilities(_MANA_CYCLING, lambda a: "{X}" not in a.text.upper() and
                             bool(_MANA_CYCLING.match(a.text)))
    assert len(found) > 300
    unread = [a.text for _f, a in found if not (a.supported and _is_cycling_ability(a))]
    # two typecycling abilities on one line ("Islandcycling {2}, swampcycling {2}") are
    # one line the reader leaves unsupported
    assert all("," in t.split("(")[0] for t in unread), unread[:5]
