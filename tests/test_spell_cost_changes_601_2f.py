"""Static abilities of permanents that change what spells cost (CR 601.2f, 118.7):
"White spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to
cast", "Spells your opponents cast cost {2} more to cast", through the public API and
across every corpus line of these forms."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.blocks import reach_block
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import SpellsCostChange
from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.model import Card
from mtglab.cards.types import SUBTYPE_OWNER
from tests.conftest import corpus_abilities, parametrize_corpus, refused_with_its_card


def _permanent(text: str) -> Card:
    return Card.from_text(name="Cost Changer", type_line="Artifact", mana_cost="{3}",
                          oracle_text=text)


def _spell(type_line: str = "Sorcery", mana_cost: str = "{2}{B}") -> Card:
    return Card.from_text(name="Test Spell", type_line=type_line, mana_cost=mana_cost,
                          oracle_text="You gain 1 life.")


def test_your_spells_of_that_color_cost_1_less_cr_601_2f_118_7() -> None:
    b = ml.Board()
    b.add(_permanent("Black spells you cast cost {1} less to cast."))
    b.add_mana("you", "CB")
    b.cast(_spell())  # {2}{B} less {1}
    assert b.mana_pool("you") == ""


def test_a_reduction_takes_off_generic_mana_only_cr_118_7c() -> None:
    b = ml.Board()
    for _ in range(2):
        b.add(_permanent("Black spells you cast cost {1} less to cast."))
    b.add(_permanent("Spells you cast cost {1} less to cast."))
    b.add_mana("you", "B")
    b.cast(_spell())  # {2}{B} less {3}: {B}, never below its colored mana
    assert b.mana_pool("you") == ""


def test_other_spells_and_opponents_permanents_dont_count_cr_601_2f() -> None:
    b = ml.Board()
    b.add(_permanent("White spells you cast cost {1} less to cast."))
    b.add(_permanent("Spells you cast cost {1} less to cast."), "opponent")
    b.add_mana("you", "CB")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(_spell())  # still {2}{B}
    assert b.mana_pool("you") == "BC"


def test_an_increase_without_casters_applies_to_every_player_cr_601_2f() -> None:
    b = ml.Board()
    b.add(_permanent("Noncreature spells cost {1} more to cast."), "opponent")
    b.add_mana("you", "CCCB")
    b.cast(_spell())  # {2}{B} and {1} more
    assert b.mana_pool("you") == ""
    b.add_mana("you", "CCB")
    b.cast(_spell("Creature — Horror", "{2}{B}"))  # a creature spell: no more
    assert b.mana_pool("you") == ""


def test_opponents_spells_cost_more_not_yours_cr_601_2f() -> None:
    b = ml.Board()
    b.add(_permanent("Spells your opponents cast cost {2} more to cast."))
    b.add_mana("you", "CCB")
    b.cast(_spell())  # yours: {2}{B}
    assert b.mana_pool("you") == ""
    b.add_mana("opponent", "CCCB")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(_spell("Instant"), controller="opponent")  # theirs: {4}{B}
    b.add_mana("opponent", "C")
    b.cast(_spell("Instant"), controller="opponent")
    assert b.mana_pool("opponent") == ""


def test_an_increase_of_colored_mana_is_paid_too_cr_601_2f() -> None:
    b = ml.Board()
    b.add(_permanent("Black spells you cast cost {B} more to cast."))
    b.add_mana("you", "CCB")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(_spell())  # {2}{B}{B}
    b.add_mana("you", "B")
    b.cast(_spell())
    assert b.mana_pool("you") == ""


def test_increases_apply_before_reductions_cr_601_2f() -> None:
    b = ml.Board()
    b.add(_permanent("Noncreature spells cost {1} more to cast."))
    b.add(_permanent("Sorcery spells you cast cost {1} less to cast."))
    b.add_mana("you", "CCB")
    b.cast(_spell())  # {2}{B} + {1} - {1}
    assert b.mana_pool("you") == ""


# -- every corpus line of these forms --------------------------------------------------

_LINE: Final = re.compile(r"^[\w ,-]*\bspells (you cast |your opponents cast )?cost "
                          r"\{\w\} (less|more) to cast\.$", re.M | re.I)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.match(a.text)))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``cost_line``: one test per supported corpus line of these forms."""
    if "cost_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend((f, a) for f, a in _lines() if a.supported)
    parametrize_corpus(metafunc, "cost_line", _LINES,
                       [f"{face.name}: {a.text[:40]}" for face, a in _LINES])


@pytest.mark.corpus
def test_every_line_of_these_forms_is_read_cr_601_2f(corpus_jsonl: Any) -> None:
    lines = _lines()
    assert len(lines) > 50
    unread = [a.text for _f, a in lines if not a.supported and not refused_with_its_card(a)
              and not re.search(r"\{[WUBRGX]\} less", a.text)  # colored reductions, 118.7c
              and not a.text.startswith(("As long as", "Face-down"))  # 611.3a, 708.4
              and ", and" not in a.text]  # "Artifact, instant, and sorcery spells"
    assert unread == [], "\n".join(unread)


def _matching_spell(sel: Selector) -> Card | None:
    """A sorcery, instant or creature spell of the kinds ``sel`` names, costing {3}{B}
    (or of the color it names), or ``None`` where the test can't make one."""
    if sel.either:
        sel = sel.either[0]
    if sel.supertypes or sel.multicolored or sel.colorless or sel.chosen_subtype or \
            sel.chosen_color or sel.excluded_colors:
        return None
    types = list(sel.types)
    if not types:
        types = [SUBTYPE_OWNER[sel.subtypes[0]]] if sel.subtypes else [
            t for t in ("Instant", "Creature") if t not in sel.excluded_types][:1]
    if len(types) > 1 or types[0] not in ("Sorcery", "Instant", "Creature"):
        return None
    color = sel.colors[0] if sel.colors else "B"
    line = " ".join(types) + (f" — {' '.join(sel.subtypes)}" if sel.subtypes else "")
    if "Creature" in types:
        return Card.from_text(name="Test Spell", type_line=line, mana_cost=f"{{3}}{{{color}}}",
                              power="1", toughness="1")
    return Card.from_text(name="Test Spell", type_line=line, mana_cost=f"{{3}}{{{color}}}",
                          oracle_text="You gain 1 life.")


@pytest.mark.corpus
def test_the_permanent_changes_the_cost_of_spells_it_names_cr_601_2f(
        cost_line: Any) -> None:
    face, ability = cost_line
    change = next(e for e in ability.effects if isinstance(e, SpellsCostChange))
    spell = _matching_spell(change.selector)
    if spell is None:
        pytest.skip("the test makes no spell of these kinds")
    caster = "opponent" if change.casters is ControllerSpec.OPPONENT else "you"
    b = ml.Board()
    reach_block(b, b.add(face), ability)  # at its level (716.2a)
    color = spell.mana_cost.symbols[-1].text.strip("{}") if spell.mana_cost else "B"
    generic = 3 + change.mana.generic if change.more else max(0, 3 - change.mana.generic)
    extra = "".join(s.text.strip("{}") for s in change.mana.symbols if s.colors) \
        if change.more else ""
    b.add_mana(caster, "C" * generic + color + extra)
    try:
        b.cast(spell, controller=caster)  # 601.2f: exactly the changed cost is paid
    except ml.ChoiceRequired:  # a "whenever you cast" trigger of the permanent asks
        b.cast(spell, controller=caster, choices=[False])
    assert b.mana_pool(caster) == ""
