"""Qualities of the spell a cast trigger names (CR 601.2i, 603.2): its characteristics on
the stack ("with mana value 3 or less", "with power 5 or greater", "with flying", "that
has convoke", "of the chosen color", "that's white, blue, black, or red", "an instant,
sorcery, or Wizard spell"), where it was cast from (601.2a: "from your graveyard", "from
anywhere other than your hand") and what it targets (115.1: "that targets a creature you
control") — one vocabulary after "spell" (grammar/triggers.lark ``cast_post``), matched
by engine/resolution/triggers.py as the spell becomes cast; across every corpus line."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines, triggers_waiting

_POOL: Final = "WWUUBBRRGGCCCCCCCC"


def _spell(name: str, cost: str, type_line: str = "Instant", text: str = "",
           power: str | None = None) -> Card:
    return Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                          oracle_text="\n".join(["Flash", *([text] if text else [])]),
                          power=power, toughness="2" if power else None)


_SHOCK: Final = _spell("Red Ping", "{R}", text="Tap target creature.")
_GROW: Final = _spell("Green Ping", "{G}", text="Tap target creature.")
_BIG: Final = _spell("Big Spell", "{3}{R}")
_BEAST: Final = _spell("Huge Beast", "{4}{G}", "Creature — Beast", power="6")
_SMALL_BEAST: Final = _spell("Small Beast", "{4}{G}", "Creature — Beast", power="2")
_WIZARD: Final = _spell("Flash Wizard", "{1}{U}", "Creature — Human Wizard", power="1")
_BEAR: Final = Card.from_text(name="Plain Bear", mana_cost="{1}{G}",
                              type_line="Creature — Bear", power="2", toughness="2")
_CONVOKER: Final = _spell("Convoked Spell", "{1}{W}", text="Convoke")
_FLASHBACK: Final = _spell("Old Spell", "{1}{U}", text="Flashback {1}")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Secrets of the Dead", "Vega, the Watcher", "Pyrostatic Pillar",
                        "God-Pharaoh's Faithful", "Quirion Dryad", "Season of Growth",
                        "Gwenna, Eyes of Gaea", "Saint Traft and Rem Karolus",
                        "Diamond Mare", "Umara Mystic", "Legolas, Master Archer",
                        "Ghostly Pilferer", "Cloven Casting")


def _cast(b: ml.Board, card: Any, who: str = "you", targets: list[Any] | None = None,
          choices: list[Any] | None = None) -> None:
    b.add_mana(who, _POOL)
    b.cast(card, controller=who, targets=targets or [], choices=choices or [], resolve=False)


@pytest.mark.parametrize("source", ["Secrets of the Dead", "Vega, the Watcher"])
def test_a_spell_from_your_graveyard_not_one_from_your_hand_cr_601_2a(
        cards: dict[str, ml.Card], source: str) -> None:
    b = ml.Board()
    b.add(cards[source])  # "from your graveyard", "from anywhere other than your hand"
    _cast(b, _FLASHBACK)  # from the hand: it doesn't trigger
    assert triggers_waiting(b, source) == 0
    _cast(b, b.add(_FLASHBACK, zone="graveyard"))  # flashback: from the graveyard (702.34a)
    assert triggers_waiting(b, source) == 1


def test_a_quality_before_instant_or_sorcery_qualifies_both_types_cr_601_2i(
        cards: dict[str, ml.Card]) -> None:
    # "a multicolored instant or sorcery spell": a multicolored instant or a multicolored
    # sorcery (105.2b), not any sorcery
    source = "Cloven Casting"
    b = ml.Board()
    b.add(cards[source])
    _cast(b, _spell("Red Sorcery", "{R}", "Sorcery"))
    assert triggers_waiting(b, source) == 0
    _cast(b, _spell("Gold Sorcery", "{U}{R}", "Sorcery"))
    assert triggers_waiting(b, source) == 1


def test_an_opponents_spell_from_anywhere_other_than_their_hand_cr_601_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Ghostly Pilferer"])
    _cast(b, _FLASHBACK, "opponent")
    assert triggers_waiting(b, "Ghostly Pilferer") == 0
    _cast(b, b.add(_FLASHBACK, "opponent", zone="graveyard"), "opponent")
    assert triggers_waiting(b, "Ghostly Pilferer") == 1


def test_with_mana_value_3_or_less_cr_202_3(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Pyrostatic Pillar"])
    _cast(b, _BIG, "opponent")  # mana value 4
    assert triggers_waiting(b, "Pyrostatic Pillar") == 0
    _cast(b, _SHOCK, "opponent", [b.add(_BEAR)])  # mana value 1
    assert triggers_waiting(b, "Pyrostatic Pillar") == 1


@pytest.mark.parametrize("source", ["God-Pharaoh's Faithful", "Quirion Dryad"])
def test_one_of_the_colors_of_a_series_cr_105_2(cards: dict[str, ml.Card], source: str) -> None:
    b = ml.Board()
    b.add(cards[source])  # "a blue, black, or red spell", "a spell that's white, blue, ..."
    bear = b.add(_BEAR)
    _cast(b, _GROW, targets=[bear])
    assert triggers_waiting(b, source) == 0
    _cast(b, _SHOCK, targets=[bear])
    assert triggers_waiting(b, source) == 1


def test_an_instant_sorcery_or_wizard_spell_cr_205_3(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Umara Mystic"])
    _cast(b, _BEAR)  # a creature spell, no Wizard
    assert triggers_waiting(b, "Umara Mystic") == 0
    _cast(b, _WIZARD)
    _cast(b, _BIG)
    assert triggers_waiting(b, "Umara Mystic") == 2


@pytest.mark.parametrize(("source", "mine", "theirs"), [
    ("Season of Growth", 1, 0), ("Legolas, Master Archer", 0, 1)])
def test_a_spell_that_targets_a_creature_you_control_cr_115_1(
        cards: dict[str, ml.Card], source: str, mine: int, theirs: int) -> None:
    b = ml.Board()
    b.add(cards[source])  # "... a creature you control" / "... you don't control"
    _cast(b, _SHOCK, targets=[b.add(_BEAR)])
    assert triggers_waiting(b, source) == mine
    theirs_bear = b.add(_BEAR, "opponent")  # Legolas's own target: up to one (601.2c)
    _cast(b, _SHOCK, targets=[theirs_bear], choices=[False])
    assert triggers_waiting(b, source) == mine + theirs


def test_a_creature_spell_with_power_5_or_greater_cr_208_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Gwenna, Eyes of Gaea"])
    _cast(b, _SMALL_BEAST)
    assert triggers_waiting(b, "Gwenna, Eyes of Gaea") == 0
    _cast(b, _BEAST)
    assert triggers_waiting(b, "Gwenna, Eyes of Gaea") == 1


def test_a_spell_that_has_convoke_cr_702_51(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Saint Traft and Rem Karolus"])
    _cast(b, _BIG)
    assert triggers_waiting(b, "Saint Traft and Rem Karolus") == 0
    _cast(b, _CONVOKER)
    assert triggers_waiting(b, "Saint Traft and Rem Karolus") == 1


def test_a_spell_of_the_chosen_color_cr_614_12a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Diamond Mare"], choices={"color": "R"})
    bear = b.add(_BEAR)
    _cast(b, _GROW, targets=[bear])
    assert triggers_waiting(b, "Diamond Mare") == 0
    _cast(b, _SHOCK, targets=[bear])
    assert triggers_waiting(b, "Diamond Mare") == 1


#: every corpus cast trigger with a quality after "spell", and every series of kinds
_QUALITY: Final = re.compile(
    r"^(?:[^—\n]* — )?(?:When|Whenever) (?:you cast|a player casts|an opponent casts) an? "
    r"(?:[\w-]+ )*?spell (?:with mana value \d+ or (?:less|greater)|with power \d+ or "
    r"greater|with (?:flying|infect|cascade|convoke|flash)|that has (?:convoke|flash)|"
    r"from (?:your|their|a) (?:hand|graveyard)|from anywhere other than (?:your|their) hand|"
    r"of the chosen (?:color|type)|that's (?:both )?(?:white|blue|black|red|green)|"
    r"that targets (?:a creature you (?:don't )?control|one or more permanents))[,.]",
    re.M)
_SERIES: Final = re.compile(
    r"^(?:When|Whenever) (?:you cast|a player casts|an opponent casts) an? \w+, \w+, or "
    r"\w+ spell,", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    both = re.compile(f"{_QUALITY.pattern}|{_SERIES.pattern}", re.M)
    return corpus_abilities(both, lambda a: both.search(a.text) is not None)


# ``cast_line``: one test per corpus cast trigger with a quality of the spell.
pytest_generate_tests = parametrize_face_lines("cast_line", _lines, width=40)


@pytest.mark.corpus
def test_every_quality_of_the_spell_cast_is_read_cr_601_2i(cast_line: Any) -> None:
    _face, ability = cast_line
    assert not ability.problem.startswith("trigger not understood"), ability.problem
    if ability.supported:
        assert ability.trigger.listens(TriggerEvent.CAST, TriggerEvent.CAST_TARGETING_SELF)
