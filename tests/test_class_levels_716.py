"""Class cards (CR 716): "[Cost]: Level N — [abilities]" means "[Cost]: This Class's
level becomes N. Activate only if this Class is level N-1 and only as a sorcery" and "As
long as this Class is level N or greater, it has [abilities]" (716.2a). A level is a
designation, not counters (716.2b, 702.87c); without one a permanent is level 1 (716.2d).
"When this Class becomes level N" triggers as it gains that level. Across every Class of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, TriggerEvent
from mtglab.cards.levels import BecomeLevel
from mtglab.cards.model import Card
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    triggers_waiting,
)

_POOL: Final = "WWWWWWUUUUUUBBBBBBRRRRRRGGGGGGCCCCCCCC"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Artificer Class", "Alchemist's Talent")


def _level(b: ml.Board, p: Any) -> int | None:
    return b.state.permanents[p.id].level


def _texts(b: ml.Board, p: Any) -> tuple[str, ...]:
    return tuple(b.characteristics(p)["abilities"])


def test_a_class_at_level_1_lacks_its_level_2_and_3_abilities_cr_716_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    texts = _texts(b, artificer)
    assert _level(b, artificer) is None  # no level: treated as level 1 (716.2d)
    assert not any(t.startswith(("When this Class becomes", "At the beginning")) for t in texts)
    assert "{1}{U}: Level 2" in texts and "{5}{U}: Level 3" in texts  # always (716.3)


def test_gaining_level_2_gives_its_ability_and_triggers_it_cr_716_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    b.add_mana("you", "UU")
    b.activate(artificer, "{1}{U}: Level 2")
    assert _level(b, artificer) == 2
    assert any(t.startswith("When this Class becomes level 2") for t in _texts(b, artificer))
    assert triggers_waiting(b, "Artificer Class") == 1  # "becomes level 2" (603.2)
    assert not any(t.startswith("At the beginning") for t in _texts(b, artificer))


def test_level_3_only_from_level_2_cr_716_2a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    b.add_mana("you", "UUUUUUUU")
    assert not b.can_activate(artificer, "{5}{U}: Level 3")  # level 1, not 2
    b.activate(artificer, "{1}{U}: Level 2")
    b.resolve(choices=[])
    assert not b.can_activate(artificer, "{1}{U}: Level 2")  # already level 2
    b.activate(artificer, "{5}{U}: Level 3")
    assert _level(b, artificer) == 3
    assert any(t.startswith("At the beginning of your end step") for t in _texts(b, artificer))


def test_a_level_is_gained_only_as_a_sorcery_cr_716_2a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    b.add_mana("you", "UU")
    b.active = "opponent"
    assert not b.can_activate(artificer, "{1}{U}: Level 2")
    assert _level(b, artificer) is None


def test_a_level_2_static_applies_only_from_level_2_cr_716_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    talent = b.add(cards["Alchemist's Talent"])
    treasure = b.create_token("Treasure")  # predefined (111.10a)
    assert len(_texts(b, treasure)) == 1  # its own mana ability only
    b.add_mana("you", "RR")
    b.activate(talent, "{1}{R}: Level 2")
    assert any("Add two mana of any one color" in t for t in _texts(b, treasure))


def test_a_copy_of_a_class_does_not_copy_its_level_cr_716_2b_707_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    b.edit(artificer, level=3)
    other = b.add(ml.Card.from_text(name="Test Enchantment", type_line="Enchantment",
                                    oracle_text=""))
    b.become_copy(other, artificer)  # the Class's text, not its level (716.2b)
    assert not any(t.startswith("At the beginning") for t in _texts(b, other))
    assert any(t.startswith("At the beginning") for t in _texts(b, artificer))
    b.edit(other, level=3)  # a level is the permanent's own: the copy's abilities see it
    assert any(t.startswith("At the beginning") for t in _texts(b, other))


def test_a_board_file_keeps_a_class_s_level_cr_716_2b() -> None:
    class_card = ml.Card.from_text(name="Test Class", type_line="Enchantment — Class",
                                   mana_cost="{U}",
                                   oracle_text="{U}: Level 2\nFlying creatures you control "
                                               "get +1/+1.")
    b = ml.Board()
    p = b.add(class_card)
    b.edit(p, level=2)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state.permanents[p.id].level == 2


def test_a_level_set_up_must_be_a_whole_number_from_1_cr_716_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    artificer = b.add(cards["Artificer Class"])
    for bad in (0, -1, 1.5, "2", True):
        with pytest.raises(ml.MtglabError):
            b.edit(artificer, level=bad)  # type: ignore[arg-type]
    assert _level(b, artificer) is None


_BAR: Final = re.compile(r"^.+: Level (\d+)$", re.M)
_BECOMES: Final = re.compile(r"^When this Class becomes level (\d+)", re.M)


def _bars() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_BAR, lambda a: bool(_BAR.match(a.text)))


def _becomes() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_BECOMES, lambda a: bool(_BECOMES.match(a.text)))


def _class_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_BAR, lambda a: a.held_while is not None)


# ``bar``: one test per class level bar of the corpus
pytest_generate_tests = parametrize_face_lines("bar", _bars, width=30)


@pytest.mark.corpus
def test_every_class_level_bar_raises_the_level_one_step_cr_716_2a(bar: Any) -> None:
    face, ability = bar
    if not ability.supported:  # only a cost not understood keeps it unread
        assert ability.problem.startswith("cost not understood"), ability.problem
        return
    level = next(e.level for e in ability.effects if isinstance(e, BecomeLevel))
    b = ml.Board()
    p = b.add(face)
    order = sorted((e.level, a.text) for a in face.abilities if a.supported
                   for e in a.effects if isinstance(e, BecomeLevel))
    for n, text in order:  # level 2, then 3 ... (716.2a: each from the one before)
        b.add_mana("you", _POOL)
        x = 1 if "{X}" in text else None
        try:
            b.activate(p, text, x=x)
        except ml.ChoiceRequired as asked:  # a "becomes level N" trigger's choice
            b.activate(p, text, x=x, choices=[asked.options[-1]])
        while len(b.stack):
            try:
                b.resolve(choices=[])
            except ml.ChoiceRequired as asked:
                b.resolve(choices=[asked.options[-1]])
        assert _level(b, p) == n
        if n == level:
            break


@pytest.mark.corpus
def test_every_becomes_level_trigger_is_read_with_its_level_cr_716_2a() -> None:
    found = _becomes()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    for _f, a in found:
        assert not a.problem.startswith("trigger not understood"), a.text
        if a.supported:
            m = _BECOMES.match(a.text)
            assert m is not None and a.trigger is not None
            assert a.trigger.event is TriggerEvent.BECOMES_LEVEL  # type: ignore[union-attr]
            assert a.trigger.level == int(m.group(1))  # type: ignore[union-attr]


@pytest.mark.corpus
def test_every_class_section_ability_is_held_from_its_level_and_played_cr_716_2a() -> None:
    found = _class_lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 54
    audit_found([(f, a) for f, a in found if a.supported], board_refusals=True)
