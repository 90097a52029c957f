"""Equip (CR 702.6): "Equip [cost]" means "[Cost]: Attach this permanent to target
creature you control. Activate only as a sorcery." (702.6a) — read by the keyword grammar
(grammar/keywords.lark) into an activated ability whose instruction is an
:class:`~mtglab.cards.keywords.Attach`, played by engine/equip.py through
engine/attach.py; and across every equip line of ../shared/corpus."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final

import pandas as pd
import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.keywords import Attach
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_POOL: Final = "WWWUUUBBBRRRGGGCCCCCC"  # mana of every type for any equip cost


_NAMES: Final = (
    "Bonesplitter",
    "Grizzly Bears",
    "Isamaru, Hound of Konda",
    "Llanowar Elves",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _equip_index(p: Any, b: ml.Board) -> int:
    table = b.abilities
    rows = table[(table["permanent_id"] == b.id_of(p))]
    return int(next(i for i, t in zip(rows["index"], rows["text"], strict=True)
                    if re.match(r"Equip\b", str(t))))


def _attached(b: ml.Board, p: Any) -> Any:
    row = b.permanents[b.permanents["id"] == b.id_of(p)].iloc[0]
    value = row["attached_to"]
    return None if pd.isna(value) else int(value)


def test_equip_attaches_to_target_creature_you_control_cr_702_6a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    splitter = b.add(cards["Bonesplitter"])  # "Equipped creature gets +2/+0. Equip {1}"
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "C")
    b.activate(splitter, _equip_index(splitter, b), targets=[bears])
    assert _attached(b, splitter) == b.id_of(bears)
    assert b.characteristics(bears)["power"] == 4  # 2 + 2 (613.4c)
    assert b.mana_pool("you") == ""  # {1} paid (602.2b)


def test_equip_is_an_activated_ability_with_a_sorcery_restriction_cr_702_6a(
        cards: dict[str, ml.Card]) -> None:
    a = next(a for a in cards["Bonesplitter"].abilities if re.match(r"Equip\b", a.text))
    assert a.kind is AbilityKind.ACTIVATED and a.supported and not a.is_mana_ability
    assert [r.kind for r in a.restrictions] == ["sorcery"]
    assert isinstance(a.effects[0], Attach)


def test_equip_only_as_a_sorcery_cr_602_5d(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    splitter = b.add(cards["Bonesplitter"])
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "C")
    b.active = "opponent"  # not your main phase: it can't be activated
    assert not b.can_activate(splitter, _equip_index(splitter, b))
    with pytest.raises(ml.IllegalActionError):
        b.activate(splitter, _equip_index(splitter, b), targets=[bears])
    assert _attached(b, splitter) is None and b.mana_pool("you") == "C"


def test_equip_targets_only_a_creature_you_control_cr_702_6a_115_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    splitter = b.add(cards["Bonesplitter"])
    theirs = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "C")
    with pytest.raises(ml.IllegalActionError):
        b.activate(splitter, _equip_index(splitter, b), targets=[theirs])
    assert _attached(b, splitter) is None and b.mana_pool("you") == "C"


def test_equip_moves_the_equipment_to_another_creature_cr_701_3a_701_3c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    splitter = b.add(cards["Bonesplitter"])
    first, second = b.add(cards["Grizzly Bears"]), b.add(cards["Llanowar Elves"])
    b.add_mana("you", "CC")
    b.activate(splitter, _equip_index(splitter, b), targets=[first])
    b.activate(splitter, _equip_index(splitter, b), targets=[second])
    assert _attached(b, splitter) == b.id_of(second)
    assert b.characteristics(first)["power"] == 2 and b.characteristics(second)["power"] == 3


def test_equip_with_a_qualified_creature_targets_only_that_kind_cr_702_6a(
        cards: dict[str, ml.Card]) -> None:
    # "Equip legendary creature {3}" (Blade of Selves? no: Shadowspear's kin): only a
    # legendary creature you control is a legal target
    card = Card.from_text(name="Heroic Relic", type_line="Artifact — Equipment",
                          mana_cost="{1}", oracle_text="Equip legendary creature {3}")
    b = ml.Board()
    relic = b.add(card)
    bears = b.add(cards["Grizzly Bears"])
    legend = b.add(cards["Isamaru, Hound of Konda"])
    b.add_mana("you", "CCCCCC")
    with pytest.raises(ml.IllegalActionError):
        b.activate(relic, 0, targets=[bears])
    b.activate(relic, 0, targets=[legend])
    assert _attached(b, relic) == b.id_of(legend)


def test_equip_paid_with_life_cr_702_6a_119_4(cards: dict[str, ml.Card]) -> None:
    card = Card.from_text(name="Life Blade", type_line="Artifact — Equipment",
                          mana_cost="{1}", oracle_text="Equip—Pay 3 life.")
    b = ml.Board()
    blade = b.add(card)
    bears = b.add(cards["Grizzly Bears"])
    b.activate(blade, 0, targets=[bears])
    assert b.life("you") == 17 and _attached(b, blade) == b.id_of(bears)


def test_equipment_that_became_a_creature_is_unattached_cr_704_5n_301_5c(
        cards: dict[str, ml.Card]) -> None:
    card = Card.from_text(name="Waking Blade", type_line="Artifact — Equipment",
                          mana_cost="{2}", oracle_text="{1}: Waking Blade becomes a 3/3 "
                          "artifact creature until end of turn.\nEquip {1}")
    b = ml.Board()
    blade = b.add(card)
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "CC")
    b.activate(blade, 1, targets=[bears])
    b.activate(blade, 0)  # it becomes a creature: it can't equip one (301.5c)
    assert "Creature" in b.characteristics(blade)["types"]
    assert _attached(b, blade) is None  # 704.5n: unattached, still on the battlefield
    assert "704.5n" in set(b.log["rule"])


# -- every equip line of the corpus ----------------------------------------------------

_EQUIP_LINE: Final = re.compile(r"^Equip", re.M)
#: "Equip {cost}" and "Equip [quality] {cost}": the keyword followed by a mana cost
_MANA_EQUIP: Final = re.compile(r"^Equip (?:(?:legendary )?(?:creature )?(?:token )?|"
                                r"[A-Z][a-z]+ )?(?:\{[^}]+\})+(?: \(|$)")


def _equip_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_EQUIP_LINE, lambda a: re.match(r"Equip\b", a.text) is not None)


_LINES: list[tuple[Card, Ability]] = []


def _lines() -> list[tuple[Card, Ability]]:
    if not _LINES:
        _LINES.extend(_equip_lines())
    return _LINES


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``equip_line``: one test per supported equip ability of the corpus."""
    if "equip_line" not in metafunc.fixturenames:
        return
    lines = [(f, a) for f, a in _lines() if a.supported]
    parametrize_corpus(metafunc, "equip_line", lines,
                       [f"{face.name}: {a.text[:30]}" for face, a in lines])


@pytest.mark.corpus
def test_every_equip_keyword_with_a_mana_cost_is_read_cr_702_6a(corpus_jsonl: Path) -> None:
    lines = _lines()
    unread = [(f.name, a.text) for f, a in lines if _MANA_EQUIP.match(a.text)
              and not a.supported]
    assert len(lines) > 500 and unread == []


def _holder(a: Ability) -> Card:
    """A creature the equip ability may target: of its quality (702.6a)."""
    to = a.effects[0].to  # type: ignore[union-attr]
    supertypes = " ".join(to.supertypes)
    sub = to.subtypes[0] if to.subtypes else "Bear"
    return Card.from_text(name="Equipped Holder", mana_cost="{1}{G}",
                          type_line=f"{supertypes} Creature — {sub}".strip(),
                          power="2", toughness="2")


@pytest.mark.corpus
def test_supported_equip_ability_attaches_on_a_board_cr_702_6a(equip_line: Any) -> None:
    face, ability = equip_line
    b = ml.Board()
    try:
        eq = b.add(face)
    except ml.ChoiceRequired as exc:  # an "as this enters" choice: the first answer
        if not exc.options:
            pytest.skip(f"a choice mtglab lists no answer for: {exc}")
        eq = b.add(face, choices=[exc.options[0]])
    index = next(i for i, a in enumerate(face.abilities) if a is ability)
    to = ability.effects[0].to
    holder = b.add(_holder(ability), token=bool(to.token))
    b.add_mana("you", _POOL)
    costs: dict[str, Any] = {}
    for c in ability.costs:
        if c.kind == "sacrifice":
            costs["sacrifice"] = b.add(ml.Card.from_text(
                name="Fodder", type_line="Artifact Creature — Construct", mana_cost="{1}",
                power="1", toughness="1"))
        elif c.kind == "discard":
            costs["discard"] = b.add("Island", zone="hand")
        elif c.kind == "remove_counters":
            b.add_counters(eq, c.counter or "charge", 3)
    if "Creature" in b.characteristics(eq)["types"]:
        # an Equipment that is a creature can't equip (301.5c): it stays where it is
        b.activate(eq, index, targets=[holder], costs=costs)
        assert _attached(b, eq) is None
        return
    b.activate(eq, index, targets=[holder], costs=costs)
    assert _attached(b, eq) == b.id_of(holder)
