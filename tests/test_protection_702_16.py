"""Protection (CR 702.16): a permanent with "protection from [quality]" can't be Damaged,
Enchanted or Equipped, Blocked or Targeted by anything with that quality ("DEBT",
702.16b-f) — read by the keyword grammar into :class:`~mtglab.cards.keywords.Protection`
records, decided by engine/protection.py where targets are chosen, damage is dealt,
blockers are declared and things are attached; across every protection line of
../shared/corpus."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Protection
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_NAMES: Final = (
    "Black Knight",
    "Bonesplitter",
    "Doom Blade",
    "Firebreathing",
    "Grizzly Bears",
    "Lightning Bolt",
    "Paladin en-Vec",
    "Prey Upon",
    "Progenitus",
    "Raging Goblin",
    "Savannah Lions",
    "Sengir Vampire",
    "Tel-Jilad Chosen",
    "Tivadar of Thorn",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_protection_from_a_color_is_read_as_one_record_per_quality_cr_702_16g(
        cards: dict[str, ml.Card]) -> None:
    line = cards["Paladin en-Vec"].abilities[0]  # "First strike, protection from black
    assert line.supported and line.keywords == ("First strike", "Protection")  # and red"
    assert [p.describe() for p in line.effects if isinstance(p, Protection)] == [
        "protection from black", "protection from red"]


def test_it_cant_be_targeted_by_a_spell_of_that_color_cr_702_16b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    paladin = b.add(cards["Paladin en-Vec"], "opponent")
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"protection from red.*702\.16b"):
        b.cast(cards["Lightning Bolt"], targets=[paladin])
    assert b.mana_pool("you") == "R" and b.life("opponent") == 20  # nothing happened


def test_a_spell_of_another_color_targets_it_cr_702_16b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    knight = b.add(cards["Black Knight"], "opponent")  # protection from white
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[knight])
    assert b.permanents.empty  # a red spell: it is a legal target and dies


def test_it_cant_be_targeted_by_an_ability_of_a_source_of_that_color_cr_702_16b(
        cards: dict[str, ml.Card]) -> None:
    pinger = Card.from_text(name="Red Pinger", mana_cost="{R}", type_line="Creature — Goblin",
                            oracle_text="{T}: Red Pinger deals 1 damage to any target.",
                            power="1", toughness="1")
    b = ml.Board()
    paladin = b.add(cards["Paladin en-Vec"], "opponent")
    goblin = b.add(pinger)
    with pytest.raises(ml.IllegalActionError):
        b.activate(goblin, 0, targets=[paladin])
    assert not b.is_tapped(goblin)


def test_damage_from_a_source_of_that_color_is_prevented_cr_702_16e(
        cards: dict[str, ml.Card]) -> None:
    # Prey Upon (green) targets both; the black Vampire's 4 damage to the Paladin is
    # prevented, the Paladin's 2 damage to the Vampire is dealt (701.14a)
    b = ml.Board()
    vampire = b.add(cards["Sengir Vampire"])
    paladin = b.add(cards["Paladin en-Vec"], "opponent")
    b.add_mana("you", "G")
    b.cast(cards["Prey Upon"], targets=[vampire, paladin])
    assert len(b.permanents) == 2  # neither died
    assert "702.16e, 615.1" in set(b.log["rule"])
    assert not any("damage to Sengir" in d for d in b.log["detail"] if "prevented" in d)


def test_it_cant_be_blocked_by_a_creature_of_that_color_cr_702_16f(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    paladin = b.add(cards["Paladin en-Vec"])
    goblin = b.add(cards["Raging Goblin"], "opponent")
    lions = b.add(cards["Savannah Lions"], "opponent")
    b.phase = "beginning of combat"
    b.attack(paladin)
    with pytest.raises(ml.IllegalActionError, match=r"702.16f"):
        b.block(goblin, paladin)
    b.block(lions, paladin)  # a white creature blocks it


def test_combat_damage_from_a_source_of_that_color_is_prevented_cr_702_16e(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    knight = b.add(cards["Black Knight"])  # protection from white, first strike
    lions = b.add(cards["Savannah Lions"], "opponent")
    b.active = "opponent"
    b.phase = "beginning of combat"
    b.attack(lions)
    b.block(knight, lions)
    b.combat_damage()  # first strike: the Knight's 2 kills the Lions (510.4)
    assert list(b.permanents["name"]) == ["Black Knight"]
    b2 = ml.Board()
    knight2 = b2.add(cards["Black Knight"])
    lions2 = b2.add(cards["Savannah Lions"], "opponent", counters={"+1/+1": 2})  # 3/3
    b2.active = "opponent"
    b2.phase = "beginning of combat"
    b2.attack(lions2)
    b2.block(knight2, lions2)
    b2.combat_damage()
    b2.combat_damage()  # the Lions' regular damage to the Knight is prevented
    assert "Black Knight" in list(b2.permanents["name"])
    assert "702.16e, 615.1" in set(b2.log["rule"])


def test_it_cant_be_enchanted_by_an_aura_of_that_color_cr_702_16c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    paladin = b.add(cards["Paladin en-Vec"])
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Firebreathing"], targets=[paladin])  # can't target it either
    bears = b.add(cards["Grizzly Bears"])
    aura = b.add(cards["Firebreathing"], attached_to=bears)
    with pytest.raises(ml.IllegalActionError, match=r"702.16c"):
        b.attach(aura, paladin)


def test_an_aura_on_a_permanent_that_has_protection_from_it_goes_cr_704_5m(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    paladin = b.add(cards["Paladin en-Vec"])
    b.add(cards["Firebreathing"], attached_to=paladin)  # set-up: attached as stated
    b.check_state()
    assert list(b.graveyard("you")["name"]) == ["Firebreathing"]


def test_it_cant_be_equipped_by_an_equipment_with_that_quality_cr_702_16d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    chosen = b.add(cards["Tel-Jilad Chosen"])  # protection from artifacts
    splitter = b.add(cards["Bonesplitter"])
    b.add_mana("you", "C")
    with pytest.raises(ml.IllegalActionError):  # the equip ability can't target it
        b.activate(splitter, 1, targets=[chosen])
    with pytest.raises(ml.IllegalActionError, match=r"702.16c-d"):
        b.attach(splitter, chosen)


def test_an_equipment_on_a_creature_with_protection_from_it_is_unattached_cr_704_5n(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    chosen = b.add(cards["Tel-Jilad Chosen"])
    splitter = b.add(cards["Bonesplitter"], attached_to=chosen)
    b.check_state()
    row = b.permanents[b.permanents["id"] == b.id_of(splitter)].iloc[0]
    assert row["attached_to"] is None or str(row["attached_to"]) == "<NA>"
    assert b.characteristics(chosen)["power"] == 2


def test_protection_from_everything_covers_every_source_cr_702_16j(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    progenitus = b.add(cards["Progenitus"], "opponent")
    b.add_mana("you", "BR")
    for spell in ("Lightning Bolt", "Doom Blade"):
        with pytest.raises(ml.IllegalActionError):
            b.cast(cards[spell], targets=[progenitus])
    assert b.mana_pool("you") == "BR"


def test_protection_from_a_creature_type_cr_702_16a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    tivadar = b.add(cards["Tivadar of Thorn"])  # first strike, protection from red
    elf = b.add(ml.Card.from_text(name="Goblin Scout", mana_cost="{W}",
                                  type_line="Creature — Goblin", power="1", toughness="1"),
                "opponent")
    card = ml.Card.from_text(name="Goblin Ward Knight", mana_cost="{1}{W}",
                             type_line="Creature — Human Knight", power="2", toughness="2",
                             oracle_text="Protection from Goblins")
    knight = b.add(card)
    b.phase = "beginning of combat"
    b.attack(knight, tivadar)
    with pytest.raises(ml.IllegalActionError, match=r"702.16f"):
        b.block(elf, knight)  # a white Goblin can't block it: it is a Goblin


# -- every protection line of the corpus -----------------------------------------------

_PROTECTION_LINE: Final = re.compile(r"(?:^|, )[Pp]rotection from", re.M)
_COLOR_COST: Final = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}"}


def _protection_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_PROTECTION_LINE, lambda a: a.kind.value == "keyword" and
                            re.search(r"(?:^|, )[Pp]rotection from", a.text) is not None)


_LINES: list[tuple[Card, Ability]] = []


def _lines() -> list[tuple[Card, Ability]]:
    if not _LINES:
        _LINES.extend(_protection_lines())
    return _LINES


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``protection_line``: one test per supported protection keyword of the corpus."""
    if "protection_line" not in metafunc.fixturenames:
        return
    lines = _lines()
    parametrize_corpus(metafunc, "protection_line", lines,
                       [f"{face.name}: {a.text[:30]}" for face, a in lines])


def _source(p: Protection) -> Card | None:
    """A creature with ``{T}: ~ deals 1 damage to any target.`` that has the quality
    ``p`` names, or None where mtglab builds none (the chosen color, a planeswalker)."""
    if p.everything:
        return _pinger("{2}", "Artifact Creature — Construct")
    q = p.quality
    assert q is not None
    if q.chosen_color or set(q.types) - {"Creature", "Artifact", "Enchantment"} or \
            q.excluded_types or q.supertypes:
        return None
    cost = "".join(_color_symbols(q)) or "{2}"
    sub = q.subtypes[0] if q.subtypes else "Construct"
    types = " ".join(t for t in ("Artifact", "Enchantment") if t in q.types)
    return _pinger(cost, f"{types} Creature — {sub}".strip())


def _color_symbols(q: Any) -> list[str]:
    if q.multicolored:
        return ["{W}", "{U}"]
    if q.monocolored:
        return ["{R}"]
    return [_COLOR_COST[c] for c in q.colors[:1]]


def _pinger(cost: str, type_line: str) -> Card:
    return Card.from_text(name="Quality Pinger", mana_cost=cost, type_line=type_line,
                          oracle_text="{T}: Quality Pinger deals 1 damage to any target.",
                          power="1", toughness="1")


@pytest.mark.corpus
def test_every_protection_keyword_line_is_read_cr_702_16a(corpus_jsonl: Path) -> None:
    lines = _lines()
    assert len(lines) > 180
    simple = re.compile(r"^(?:[A-Z][a-z]+(?: [a-z]+)?, )*[Pp]rotection from (?:white|blue|"
                        r"black|red|green|artifacts|everything)(?: and from (?:white|blue|"
                        r"black|red|green))?(?: \(|$)")
    unread = [a.text for _f, a in lines if simple.match(a.text) and not a.supported
              and not a.problem.startswith("in a level block")]  # 711.2a, elsewhere
    assert unread == []


@pytest.mark.corpus
def test_a_source_with_the_quality_cant_target_it_cr_702_16b(protection_line: Any) -> None:
    face, ability = protection_line
    if not ability.supported:
        pytest.skip(f"not read: {ability.problem}")
    b = ml.Board()
    try:
        protected = b.add(face, "opponent")
    except ml.ChoiceRequired as exc:
        if not exc.options:
            pytest.skip(f"a choice mtglab lists no answer for: {exc}")
        protected = b.add(face, "opponent", choices=[exc.options[0]])
    if ability.text not in b.characteristics(protected)["abilities"]:
        pytest.skip("the card doesn't have the ability on the battlefield (another face)")
    checked = 0
    for p in ability.effects:
        if not isinstance(p, Protection) or (card := _source(p)) is None:
            continue
        src = b.add(card)
        with pytest.raises(ml.IllegalActionError):
            b.activate(src, 0, targets=[protected])
        checked += 1
    if not checked:
        pytest.skip("no source with this quality is built here")
