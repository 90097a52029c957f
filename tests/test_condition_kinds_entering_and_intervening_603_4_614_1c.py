"""The condition kinds of the one vocabulary (cards.statics.StaticCondition) read the same
wherever a condition is taken, checked by one evaluator (engine.characteristics.conditions):
"enters tapped unless ..." (614.1c, 305.7: the fast, slow and bond lands), a triggered
ability's intervening "if" (603.4: "When ~ enters, if you cast it from your hand",
"if you control no untapped lands"), "Activate only if" (602.5b) and "as long as" (611.3a),
with "Otherwise, ..." after an "as long as" static ability: the same subject while the
condition doesn't hold. Each wording is played across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Condition
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext
from tests.conftest import records_within
from tests.static_lines import wording

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
HUMAN = ml.Card.from_text(name="Test Human", mana_cost="{W}", type_line="Creature — Human",
                          power="1", toughness="1")
RAISE = ml.Card.from_text(name="Test Raise", mana_cost="{B}", type_line="Sorcery",
                          oracle_text="Return target creature card from your graveyard to "
                                      "the battlefield.")


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _lines(pattern: str, **kw: Any) -> list[Any]:
    return wording(pattern, **kw) or [None]


def _play(b: ml.Board, face: Any) -> Any:
    """Play the land ``face`` from the hand, choosing Island if it asks (614.12a)."""
    card = b.add(face, zone="hand")
    try:
        return b.play_land(card)
    except ml.ChoiceRequired:
        return b.play_land(card, choices=["Island"])


def _need(case: Any) -> tuple[Any, Any]:
    """The line's face and ability, supported; one unsupported for another part than its
    condition is skipped, naming the part."""
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    if not ability.supported and "condition" not in ability.problem:
        pytest.skip(f"another part: {ability.problem}")
    assert ability.supported, ability.problem
    return face, ability


# -- enters tapped unless (614.1c) ----------------------------------------------------


@pytest.mark.parametrize(
    "case", _lines(r"~ enters (the battlefield )?tapped unless you control two or fewer "
                   r"other lands\."), ids=_ids)
def test_fast_land_enters_tapped_with_three_other_lands_cr_614_1c(case: Any) -> None:
    # "two or fewer other lands": the land itself isn't counted (109.1: "other")
    face, _ability = _need(case)
    for others, tapped in ((2, False), (3, True)):
        b = ml.Board()
        for _ in range(others):
            b.add(ISLAND)
        land = _play(b, face)
        assert b.is_tapped(land) is tapped, others


@pytest.mark.parametrize(
    "case", _lines(r"~ enters (the battlefield )?tapped unless a player has 13 or less "
                   r"life\."), ids=_ids)
def test_enters_untapped_once_a_player_has_13_or_less_life_cr_614_1c_119(case: Any) -> None:
    # any player, its controller included (119.1: each player's life total)
    face, _ability = _need(case)
    for who, life, tapped in (("you", 20, True), ("opponent", 13, False), ("you", 13, False),
                              ("opponent", 14, True)):
        b = ml.Board()
        b.life(who, life)
        land = _play(b, face)
        assert b.is_tapped(land) is tapped, (who, life)


@pytest.mark.parametrize(
    "case", _lines(r"~ enters (the battlefield )?tapped unless you have two or more "
                   r"opponents\."), ids=_ids)
def test_bond_land_enters_untapped_with_two_opponents_cr_614_1c_102_3(case: Any) -> None:
    # a two-player game has one opponent (102.2), a three-player game two (102.3)
    face, _ability = _need(case)
    for players, tapped in ((("you", "opponent"), True), (("you", "a", "b"), False)):
        b = ml.Board(players)
        land = _play(b, face)
        assert b.is_tapped(land) is tapped, players


# -- intervening "if" (603.4) -----------------------------------------------------------

_CAST_IT = _lines(r"When ~ enters( the battlefield)?, if you cast it( from your hand)?, "
                  r"[^.]*\.", types="Creature")


def _mana(cost: Any) -> str:
    """The mana that pays ``cost``: each colored symbol its color, generic paid with {C}."""
    out = ""
    for sym in re.findall(r"\{([^}]+)\}", str(cost or "")):
        if sym.isdigit():
            out += "C" * int(sym)
        elif sym in "WUBRGC":
            out += sym
        else:
            pytest.skip(f"the symbol {{{sym}}} is not paid here")
    return out


def _triggered(b: ml.Board, face: Any) -> bool:
    """Whether an ability of ``face`` triggered (603.2: the log's "trigger" rows)."""
    log = b.log
    return bool(((log["action"] == "trigger") & (log["object"] == face.name)).any())


@pytest.mark.parametrize("case", _CAST_IT, ids=_ids)
def test_if_you_cast_it_triggers_when_cast_cr_603_4_601_2a(case: Any) -> None:
    # cast from its owner's hand, it enters and its ability triggers (601.2a, 603.4)
    face, _ability = _need(case)
    b = ml.Board()
    b.add_mana("you", _mana(face.mana_cost))
    b.cast(face)
    assert any(r == face.name for r in b.permanents["name"])
    assert _triggered(b, face)


@pytest.mark.parametrize("case", _CAST_IT, ids=_ids)
def test_if_you_cast_it_not_when_returned_from_a_graveyard_cr_603_4(case: Any) -> None:
    # put onto the battlefield by an effect, it wasn't cast (601.2): no trigger
    face, _ability = _need(case)
    b = ml.Board()
    target = b.add(face, zone="graveyard")
    b.add_mana("you", "B")
    b.cast(RAISE, targets=[target])
    assert any(r == face.name for r in b.permanents["name"])
    assert not _triggered(b, face)


_NO_UNTAPPED = _lines(r"At the beginning of your upkeep, if you control no untapped "
                      r"lands, [^.]*\.")


@pytest.mark.parametrize("case", _NO_UNTAPPED, ids=_ids)
def test_if_you_control_no_untapped_lands_cr_603_4(case: Any) -> None:
    # the condition of "as long as" (611.3a) read as an intervening "if" (603.4)
    _face, ability = _need(case)
    assert ability.trigger is not None and ability.trigger.condition is not None
    assert ability.trigger.condition.negate


# -- the new kinds, checked by the one evaluator ------------------------------------------


@pytest.mark.parametrize(
    "case", _lines(r"(.*, )?[Ii]f you control three or more creatures with different "
                   r"powers, [^.]*\.|.*Activate only if you control three or more creatures "
                   r"with different powers\.|When ~ enters, if you control three or more "
                   r"creatures with different powers, .*"), ids=_ids)
def test_three_creatures_with_different_powers_cr_208_1(case: Any) -> None:
    # three creatures of powers 1, 2, 2 have two different powers; 1, 2, 3 have three
    _face, ability = _need(case)
    cond = ability.trigger.condition if ability.trigger is not None else next(
        (r.condition for r in ability.restrictions if r.condition is not None), None)
    assert cond is not None and cond.kind == "different_powers" and cond.count == 3
    from_board = []
    for extra in (BEAR, ml.Card.from_text(name="Test Giant", mana_cost="{3}",
                                          type_line="Creature — Giant", power="3",
                                          toughness="3")):
        b = ml.Board()
        b.add(HUMAN)
        b.add(BEAR)
        b.add(extra)
        from_board.append(_holds(b, cond))
    assert from_board == [False, True]


def _holds(b: ml.Board, cond: Condition) -> bool:
    """The condition checked by the one evaluator for a source "you" control."""
    state = b.state
    result = holds(state, cond, SelectContext(None, "you"), characteristics_of(state))
    assert result is not None
    return result


@pytest.mark.parametrize(
    "case", _lines(r".*\b(as long as|[Ii]f|Activate only if) an opponent controls more lands "
                   r"than you\b.*"), ids=_ids)
def test_an_opponent_controls_more_lands_than_you(case: Any) -> None:
    # the lands each player controls (108.4), compared: more, not as many
    _face, ability = _need(case)
    found = [c for c in _conditions(ability) if c.kind == "opponent_controls_more"]
    assert found
    for mine, theirs, held in ((1, 1, False), (1, 2, True)):
        b = ml.Board()
        for _ in range(mine):
            b.add(ISLAND)
        for _ in range(theirs):
            b.add(ISLAND, "opponent")
        assert _holds(b, found[0]) is held, (mine, theirs)


def _conditions(ability: Any) -> list[Any]:
    """Every condition record in the ability (its trigger's, restrictions', effects')."""
    return records_within((ability.trigger, ability.restrictions, ability.effects), Condition)


@pytest.mark.parametrize(
    "case", _lines(r".*there are five or more mana values among cards in your "
                   r"graveyard.*"), ids=_ids)
def test_five_mana_values_among_cards_in_your_graveyard_cr_202_3(case: Any) -> None:
    # two cards of one mana value count once (202.3)
    _face, ability = _need(case)
    found = [c for c in _conditions(ability) if c.kind == "mana_values_in_graveyard"]
    assert found and found[0].count == 5
    # "discard a card unless there are five or more ...": the instruction is done only if
    # the condition doesn't hold, so its condition is the negation (608.2c)
    assert found[0].negate == ("unless" in ability.text)
    costs = [ml.Card.from_text(name=f"Test Rock {n}", mana_cost=f"{{{n}}}",
                               type_line="Artifact") for n in range(1, 6)]
    for cards, held in ((costs[:4] + costs[:1], False), (costs, True)):
        b = ml.Board()
        for c in cards:
            b.add(c, zone="graveyard")
        assert _holds(b, found[0]) is (held != found[0].negate)


# -- "Otherwise" after an "as long as" static ability (611.3a) -----------------------------


@pytest.mark.parametrize(
    "case", _lines(r"Enchanted creature gets \+\d/\+\d as long as it's an? Human\. "
                   r"Otherwise, it can't attack or block\."), ids=_ids)
def test_otherwise_it_cant_attack_or_block_cr_611_3a(case: Any) -> None:
    # a Human gets the bonus and may attack; a Bear doesn't and can't (508.1c)
    face, _ability = _need(case)
    for creature, bonus in ((HUMAN, True), (BEAR, False)):
        b = ml.Board(phase="beginning of combat")
        who = b.add(creature)
        b.add(face, attached_to=who)
        base = int(creature.power or 0)
        assert (b.characteristics(who)["power"] > base) is bonus
        cant = any("can't attack" in p for p in b.attack_problems(who))
        assert cant is not bonus


@pytest.mark.parametrize(
    "case", _lines(r"Enchanted creature gets \+\d/\+\d as long as it's (an? [A-Z][a-z]+|"
                   r"white|black|blue|red|green|attacking)\. Otherwise, it gets -\d/-\d\."),
    ids=_ids)
def test_otherwise_it_gets_minus_cr_611_3a(case: Any) -> None:
    # exactly one of the two modifications applies, whichever the condition says
    face, ability = _need(case)
    first, second = ability.effects[0], ability.effects[1]
    assert first.condition is not None and second.condition is not None
    assert first.condition.negate is not second.condition.negate
    b = ml.Board()
    who = b.add(BEAR)
    b.add(face, attached_to=who)
    power = b.characteristics(who)["power"]
    assert power in (2 + first.power, 2 + second.power)


# -- "you control your commander" (903.3) -------------------------------------------------


@pytest.mark.parametrize(
    "case", _lines(r"(Lieutenant — )?(At the beginning of combat on your turn, if you "
                   r"control your commander, .*|As long as you control your commander, .*)"),
    ids=_ids)
def test_you_control_your_commander_cr_903_3(case: Any) -> None:
    # only the card designated as its owner's commander, controlled by that player
    _face, ability = _need(case)
    found = [c for c in _conditions(ability) if c.kind == "controls_commander"]
    assert found
    for commander, on_battlefield, held in ((None, False, False), (HUMAN, False, False),
                                            (HUMAN, True, True)):
        b = ml.Board(commanders={"you": commander} if commander is not None else None)
        if on_battlefield:
            b.add(HUMAN)
        b.add(BEAR)
        assert _holds(b, found[0]) is held, (commander, on_battlefield)
    mine = ml.Board(commanders={"you": HUMAN})
    mine.add(HUMAN, "opponent")  # a card of that name the opponent owns isn't it
    assert _holds(mine, found[0]) is False


def test_a_board_sets_up_the_zone_a_permanent_was_cast_from_601_2a() -> None:
    """The zone a permanent's spell was cast from is kept with it (601.2a) and read by
    "if you cast it from your hand" (603.4): a board sets it up like a choice, and
    refuses a zone no spell is cast from, naming the argument."""
    b = ml.Board()
    b.add("Grizzly Bears", choices={"cast_from": "hand"})
    again = ml.Board.from_yaml(b.to_yaml())  # a board file keeps it
    assert "cast_from" in again.to_yaml() and len(again.permanents) == 1
    with pytest.raises(ml.BadArgumentError, match="cast_from"):
        b.add("Grizzly Bears", choices={"cast_from": "the moon"})
