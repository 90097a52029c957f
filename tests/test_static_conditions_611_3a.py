"""Conditions of static abilities, "as long as ..." (CR 611.3a): a static ability whose
condition doesn't hold generates no effect, one whose condition holds does, checked
continuously. Each wording is read on real cards of ../shared/corpus and played across
every corpus line that uses it: the characteristics the line changes (613) are the
printed ones while the condition is false and change once it is true."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import real, wording

#: the characteristics an "as long as" line can change (613: P/T, abilities, types)
_SHOWN = ("power", "toughness", "abilities", "types", "subtypes")


def _looks(b: ml.Board, p: Any) -> tuple[Any, ...]:
    c = b.characteristics(p)
    return tuple(str(c.get(k)) for k in _SHOWN)


def _enter(b: ml.Board, face: Any) -> Any:
    """The creature face on the battlefield, +1/+1 counters keeping a 0-toughness one
    alive (704.5f); the counters are the same before and after."""
    return b.add(face, counters={"+1/+1": 3})


def _graveyard(b: ml.Board, names: list[str], owner: str = "you") -> None:
    for name in names:
        b.add(real(name), owner, zone="graveyard")


#: one real card of each card type (205.2a)
_FOUR_TYPES = ["Forest", "Grizzly Bears", "Lightning Bolt", "Divination"]


def _cases(condition: str) -> list[Any]:
    """Corpus lines "~ <predicates> as long as <condition>." of creature faces."""
    # (firebending, 702.189, is not read: its lines stay unsupported)
    line = rf"(?:[A-Z][a-z]+ — )?~ (gets|has(?! firebending)|can't)[^.]* as long as {condition}\."
    return wording(line, types="Creature") or [None]


def _check(case: Any, make_true: Callable[[ml.Board], None],
           not_yet: Callable[[ml.Board], None] | None = None) -> None:
    """The line's characteristics are the printed ones, also after ``not_yet`` (a board
    where the condition is still false), and change after ``make_true``."""
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    if "can't be blocked" in ability.text or "blocked by" in ability.text:
        pytest.skip("a combat rule: tested by blocking")
    b = ml.Board()
    me = _enter(b, face)
    printed = _looks(b, me)
    if not_yet is not None:
        not_yet(b)
        assert _looks(b, me) == printed, "the condition doesn't hold yet (611.3a)"
    make_true(b)
    assert _looks(b, me) != printed, "the condition holds, the ability applies (611.3a)"


@pytest.mark.parametrize("case", _cases(
    "there are four or more card types among cards in your graveyard"),
    ids=lambda c: c[0].name if c else "no corpus")
def test_card_types_among_cards_in_your_graveyard_cr_611_3a_205_2a(case: Any) -> None:
    # delirium (207.2c): four card types among the cards in your graveyard; three
    # cards of three types are not enough, nor two cards of one type
    _check(case, lambda b: _graveyard(b, _FOUR_TYPES[3:]),
           not_yet=lambda b: _graveyard(b, [*_FOUR_TYPES[:3], "Grizzly Bears"]))


@pytest.mark.parametrize("case", _cases("you've drawn two or more cards this turn"),
                         ids=lambda c: c[0].name if c else "no corpus")
def test_cards_drawn_this_turn_cr_611_3a_121_1(case: Any) -> None:
    _check(case, lambda b: b.set_turn_history("you", cards_drawn=2) and None,
           not_yet=lambda b: b.set_turn_history("you", cards_drawn=1) and None)


@pytest.mark.parametrize("case", _cases(
    r"an opponent has (eight|ten) or more cards in their graveyard"),
    ids=lambda c: c[0].name if c else "no corpus")
def test_cards_in_an_opponents_graveyard_cr_611_3a_404(case: Any) -> None:
    _check(case, lambda b: _graveyard(b, ["Grizzly Bears"] * 10, "opponent"),
           not_yet=lambda b: _graveyard(b, ["Grizzly Bears"] * 10))


@pytest.mark.parametrize("case", _cases(
    r"there are (seven|eight) or more cards in your graveyard"),
    ids=lambda c: c[0].name if c else "no corpus")
def test_cards_in_your_graveyard_cr_611_3a_404(case: Any) -> None:
    _check(case, lambda b: _graveyard(b, ["Grizzly Bears"] * 2),
           not_yet=lambda b: _graveyard(b, ["Grizzly Bears"] * 6))


@pytest.mark.parametrize("case", _cases(
    r"you control an? (white|blue|black|red|green) or (white|blue|black|red|green) "
    r"permanent"), ids=lambda c: c[0].name if c else "no corpus")
def test_you_control_a_permanent_of_either_color_cr_611_3a_105_2(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    color = case[1].text.split("as long as you control a")[1].split()[0].strip("n ")
    bear = {"white": "Savannah Lions", "blue": "Merfolk of the Pearl Trident",
            "black": "Vampire Bats", "red": "Raging Goblin",
            "green": "Grizzly Bears"}[color]
    _check(case, lambda b: b.add(real(bear)) and None)


@pytest.mark.parametrize("case", _cases(r"you've cast two or more spells this turn"),
                         ids=lambda c: c[0].name if c else "no corpus")
def test_spells_cast_this_turn_cr_611_3a_601_2i(case: Any) -> None:
    _check(case, lambda b: b.set_turn_history("you", spells_cast=2) and None,
           not_yet=lambda b: b.set_turn_history("you", spells_cast=1) and None)


@pytest.mark.parametrize("case", _cases(
    r"you've cast an instant or sorcery spell this turn"),
    ids=lambda c: c[0].name if c else "no corpus")
def test_a_spell_of_a_kind_cast_this_turn_cr_611_3a_601_2i(case: Any) -> None:
    # a creature spell is not of the kind (601.2i: its types as it was cast)
    _check(case, lambda b: b.set_turn_history(
        "you", spell_types=["Creature — Bear", "Instant"]) and None,
        not_yet=lambda b: b.set_turn_history("you", spell_types=["Creature — Bear"]) and None)


@pytest.mark.parametrize("case", wording(
    r"As long as you have more cards in hand than each opponent, ~ gets [^.\"]*\.",
    types="Creature") or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_more_cards_in_hand_than_each_opponent_cr_611_3a_402(case: Any) -> None:
    _check(case, lambda b: b.add(real("Forest"), zone="hand") and None)


@pytest.mark.parametrize("case", _cases(r"there's an? [A-Za-z]+ card in your graveyard"),
                         ids=lambda c: c[0].name if c else "no corpus")
def test_a_card_of_a_kind_in_your_graveyard_cr_611_3a_404(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    m = re.search(r"there's an? (\w+) card", case[1].text)
    assert m is not None
    card = {"Lesson": "Environmental Sciences"}[m.group(1)]
    _check(case, lambda b: _graveyard(b, [card]),
           not_yet=lambda b: _graveyard(b, ["Grizzly Bears"]))


def test_you_havent_cast_a_spell_this_turn_holds_until_you_cast_one_cr_611_3a() -> None:
    case = next(iter(_cases(r"you haven't cast a spell this turn")))
    if case is None:
        pytest.skip("needs the corpus")
    b = ml.Board()
    me = _enter(b, case[0])
    assert "Hexproof" in b.characteristics(me)["abilities"]
    b.set_turn_history("you", spells_cast=1)
    assert "Hexproof" not in b.characteristics(me)["abilities"]


def test_you_control_no_untapped_lands_cr_611_3a() -> None:
    case = next(iter(_cases(r"you control no untapped lands")))
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    me = _enter(b, face)
    applied = _looks(b, me)
    forest = b.add(real("Forest"))
    assert _looks(b, me) != applied  # an untapped land: the ability stops applying
    b.tap(forest)
    assert _looks(b, me) == applied


# ---------------------------------------------------------------- "it" is the enchanted one


def _first_sentence_aura(name: str) -> ml.Card:
    """The real Aura with its first sentence only: its "Otherwise, ..." (the negated
    condition) is not read yet, so the whole line is unsupported on the real card."""
    card = real(name)
    line = next(a.text for a in card.abilities if a.text.startswith("Enchanted creature"))
    return ml.Card.from_text(name=card.name, type_line="Enchantment — Aura",
                             mana_cost=str(card.mana_cost),
                             oracle_text="Enchant creature\n" + line.split(". ")[0] + ".")


@pytest.mark.parametrize(("aura", "kind_of", "other"), [
    ("Bonds of Faith", "Elite Vanguard", "Grizzly Bears"),  # a Human
    ("Clutch of Undeath", "Gravedigger", "Grizzly Bears"),  # a Zombie
    ("Gift of Fangs", "Sengir Vampire", "Grizzly Bears"),  # a Vampire
])
def test_as_long_as_it_is_a_kind_it_is_the_enchanted_creature_cr_611_3a_303_4(
        aura: str, kind_of: str, other: str) -> None:
    # "it" after the predicates names their subject, the enchanted creature (303.4)
    card = _first_sentence_aura(aura)
    ability = card.abilities[-1]
    assert ability.supported, ability.problem
    b = ml.Board()
    that, bear = b.add(real(kind_of)), b.add(real(other))
    printed = b.characteristics(that)["power"], b.characteristics(bear)["power"]
    b.add(card, attached_to=that)
    b.add(card, attached_to=bear)
    assert b.characteristics(that)["power"] > printed[0]
    assert b.characteristics(bear)["power"] == printed[1]


def test_enchanted_creature_gets_bonus_as_long_as_it_is_attacking_cr_611_3a() -> None:
    card = _first_sentence_aura("Tahngarth's Rage")  # "+3/+0 as long as it's attacking"
    assert card.abilities[-1].supported, card.abilities[-1].problem
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(card, attached_to=bears)
    assert b.characteristics(bears)["power"] == 2
    b.attack(bears)
    assert b.characteristics(bears)["power"] == 5


# ---------------------------------------------------------------- 506.2 defending player


@pytest.mark.parametrize("case", wording(
    r"~ can't be blocked as long as defending player controls an? (artifact|enchantment)\.")
    or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_cant_be_blocked_as_long_as_defending_player_controls_cr_506_2_509_1b(
        case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    kind = ability.text.rstrip(".").split()[-1]
    theirs = {"artifact": "Sol Ring", "enchantment": "Pacifism"}[kind]
    b = ml.Board()
    me = _enter(b, face)
    wall = b.add(real("Wall of Stone"), "opponent")
    b.attack(me)
    b.block(wall, me)  # nothing of the kind: it can be blocked
    assert b.in_combat()["blocking"] == [wall]
    b = ml.Board()
    me = _enter(b, face)
    wall = b.add(real("Wall of Stone"), "opponent")
    if kind == "enchantment":
        b.add(real(theirs), "opponent", attached_to=wall)
    else:
        b.add(real(theirs), "opponent")
    b.attack(me)
    with pytest.raises(ml.IllegalActionError, match=r"509.1b|can't be blocked"):
        b.block(wall, me)


# ---------------------------------------------------------------- 502.3 "if"


@pytest.mark.parametrize("case", wording(
    r"~ doesn't untap during your untap step if it has an? [a-z]+ counter on it\.")
    or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_doesnt_untap_if_it_has_a_counter_cr_502_3(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    m = re.search(r"has an? (\w+) counter", ability.text)
    assert m is not None
    for counters, stays_tapped in (({m.group(1): 1}, True), (None, False)):
        b = ml.Board()
        land = b.add(face, tapped=True, counters=counters)
        b.pass_turn()
        b.pass_turn()  # your next untap step (502.3), before your upkeep's triggers
        assert b.is_tapped(land) is stays_tapped
