"""Affinity (CR 702.41): "Affinity for [text]" means "This spell costs {1} less to cast
for each [text] you control" (702.41a) — read by the keyword grammar into an
:class:`~mtglab.cards.keywords.Affinity` record, a cost reduction of the total cost
(601.2f) applied by engine/affinity.py; across every affinity line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Affinity
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus, refused_with_its_card


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Frogmite", "Myr Enforcer", "Ornithopter", "Thoughtcast")


def test_each_artifact_you_control_makes_it_cost_1_less_cr_702_41a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add(cards["Ornithopter"])
    b.add_mana("you", "CCCC")
    b.cast(cards["Myr Enforcer"])  # {7}, three artifacts: {4}
    assert b.mana_pool("you") == ""


def test_it_never_costs_less_than_its_colored_mana_cr_118_7(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(6):
        b.add(cards["Ornithopter"])
    b.add("Island", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "U")
    b.cast(cards["Thoughtcast"])  # {4}{U}: the {U} stays
    assert b.mana_pool("you") == "" and len(b.hand("you")) == 2


def test_opponents_artifacts_dont_count_cr_702_41a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(4):
        b.add(cards["Ornithopter"], "opponent")
    b.add_mana("you", "CCC")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Frogmite"])  # {4}: none of yours
    assert b.mana_pool("you") == "CCC"


_AFFINITY_LINE: Final = re.compile(r"^Affinity for", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_AFFINITY_LINE, lambda a: a.text.startswith("Affinity for"))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``affinity_line``: one test per supported affinity line of the corpus."""
    if "affinity_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend((f, a) for f, a in _lines() if a.supported)
    parametrize_corpus(metafunc, "affinity_line", _LINES,
                       [f"{face.name}: {a.text[:30]}" for face, a in _LINES])


@pytest.mark.corpus
def test_affinity_for_artifacts_is_read_everywhere_cr_702_41a(corpus_jsonl: Any) -> None:
    lines = _lines()
    assert len(lines) > 30
    assert [a.text for _f, a in lines if a.text.startswith("Affinity for artifacts")
            and not a.supported and not refused_with_its_card(a)] == []


@pytest.mark.corpus
def test_the_permanents_it_counts_reduce_the_cost_cr_702_41a(affinity_line: Any) -> None:
    face, ability = affinity_line
    sel = next(e for e in ability.effects if isinstance(e, Affinity)).selector
    if face.mana_cost is None or face.mana_cost.generic == 0:
        pytest.skip("no generic mana to reduce")
    if sel.either and not (sel.types or sel.subtypes):  # "historic": one of its kinds (700.6)
        sel = sel.either[0]
    sub = f" — {sel.subtypes[0]}" if sel.subtypes else ""
    types = " ".join(sel.types) or ("Artifact" if sub.endswith(("Food", "Equipment"))
                                    else "Land" if sub.endswith(("Swamp", "Mountain"))
                                    else "Creature")
    counted = Card.from_text(name="Counted", type_line=f"{types}{sub}", mana_cost=None
                             if types == "Land" else "{1}",
                             power="1" if "Creature" in types else None,
                             toughness="1" if "Creature" in types else None)
    b = ml.Board()
    b.add(counted, token=bool(sel.token))
    colored = "".join(s.text for s in face.mana_cost.symbols if s.colors)
    b.add_mana("you", "C" * (face.mana_cost.generic - 1) + "".join(
        c for c in colored if c in "WUBRG"))
    try:
        b.cast(face, resolve=False)
    except (ml.ChoiceRequired, ml.UnsupportedError) as exc:
        pytest.skip(f"it asks for targets or has a line mtglab doesn't play: {exc}")
    except ml.IllegalActionError as exc:
        assert "601.2h" not in str(exc), exc  # its cost was reduced by {1}
        pytest.skip(f"refused for another reason: {exc}")
    assert b.mana_pool("you") == ""
