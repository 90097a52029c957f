""""Whenever one or more creatures you control and/or creature cards in your graveyard are
put into exile" (Kaya, Spirits' Justice): the trigger, the card chosen from among them,
and a target token becoming a copy of it.

A creature leaving the battlefield for exile triggers the ability as it last existed
there (603.10a looks back in time); a creature card moving from your graveyard to exile
triggers it too (603.2). "One or more": one exiling triggers it once (603.2c), however
many creatures it exiles. The card is chosen as the ability resolves — not a target
(115.10) — from among the cards now in exile (a token put into exile ceases to exist,
111.7, so it can't be chosen). The ability targets a token you control (115.1, 603.3d),
which becomes a copy of the card (707.2: its copiable values) except it has flying
(707.9a), until end of turn (514.2).
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml

KAYA = ml.Card.from_text(
    name="Kaya, Spirits' Justice", mana_cost="{2}{W}{B}",
    type_line="Legendary Planeswalker — Kaya", loyalty="3",
    oracle_text="Whenever one or more creatures you control and/or creature cards in your "
    "graveyard are put into exile, you may choose a creature card from among them. Until "
    "end of turn, target token you control becomes a copy of it, except it has flying.")
BANISH = ml.Card.from_text(name="Banish", mana_cost="{W}", type_line="Instant",
                           oracle_text="Exile target creature.")
DIGGER = ml.Card.from_text(name="Crypt Rat", mana_cost="{B}", type_line="Creature — Rat",
                           power="1", toughness="1",
                           oracle_text="When Crypt Rat enters, exile target card from a "
                           "graveyard.")
ANGEL = ml.Card.from_text(name="Serra Angel", mana_cost="{3}{W}{W}",
                          type_line="Creature — Angel", power="4", toughness="4",
                          oracle_text="Vigilance")
OGRE = ml.Card.from_text(name="Hill Ogre", mana_cost="{3}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")
PLAINS = ml.Card.from_text(name="Grave Plains", type_line="Basic Land — Plains",
                           oracle_text="({T}: Add {W}.)")


#: issue 22: lines unsupported since the trigger wordings' regular-expression module was
#: folded into the grammar, which doesn't read these parts yet (each line names its part)
_NOT_READ_YET = (
    "the grammar reads no 'you may choose a creature card from among them' (608.2d)",
)


def _board(token: bool = True) -> tuple[ml.Board, Any]:
    b = ml.Board()
    b.add(KAYA)
    spirit = b.create_token("Spirit", types=("Creature",), subtypes=("Spirit",), power=1,
                            toughness=1) if token else None
    return b, spirit


def _banish(b: ml.Board, creature: Any, who: str = "you") -> None:
    b.add_mana(who, "W")
    b.cast(BANISH, controller=who, targets=[creature], resolve=False)
    b.resolve()  # the creature is exiled; Kaya's ability goes on the stack (603.3)


def _exiled(b: ml.Board, name: str) -> Any:
    return next(c for c in b.cards("you", "exile") if c.name == name)


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_a_creature_you_control_exiled_a_token_becomes_a_copy_with_flying() -> None:
    b, spirit = _board()
    angel = b.add(ANGEL)
    _banish(b, angel)
    assert [i.name for i in b.state.stack] == ["Kaya, Spirits' Justice"]
    b.resolve(choices=[True, _exiled(b, "Serra Angel")])
    c = b.characteristics(spirit)
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)  # 707.2
    assert set(c["abilities"]) == {"Vigilance", "Flying"}  # 707.9a


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_the_copy_ends_at_end_of_turn_514_2() -> None:
    b, spirit = _board()
    angel = b.add(ANGEL)
    _banish(b, angel)
    b.resolve(choices=[True, _exiled(b, "Serra Angel")])
    b.pass_turn()
    assert b.characteristics(spirit)["name"] == "Spirit"


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_a_creature_card_exiled_from_your_graveyard_603_2() -> None:
    b, spirit = _board()
    ogre = b.add(OGRE, zone="graveyard")
    b.add_mana("you", "B")
    b.cast(DIGGER, resolve=False)
    b.resolve()  # the Rat enters; its ability targets the one card in a graveyard
    b.resolve()  # the Ogre card is exiled from your graveyard
    assert ogre.id not in [c.id for c in b.cards("you", "graveyard")]
    assert [i.name for i in b.state.stack] == ["Kaya, Spirits' Justice"]
    b.resolve(choices=[True, _exiled(b, "Hill Ogre")])
    assert b.characteristics(spirit)["name"] == "Hill Ogre"


def test_a_land_card_exiled_from_your_graveyard_doesnt_trigger_it() -> None:
    b, _spirit = _board()
    land = b.add(PLAINS, zone="graveyard")
    b.add_mana("you", "B")
    b.cast(DIGGER, resolve=False)
    b.resolve()
    b.resolve()  # the land card is exiled
    assert land.id not in [c.id for c in b.cards("you", "graveyard")]
    assert not b.state.stack


def test_an_opponents_creature_exiled_doesnt_trigger_it() -> None:
    b, _spirit = _board()
    theirs = b.add(ANGEL, "opponent")
    _banish(b, theirs)
    assert not b.state.stack


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_a_token_creature_exiled_triggers_it_but_is_no_card_to_choose_111_7() -> None:
    b, spirit = _board()
    other = b.create_token("Soldier", types=("Creature",), subtypes=("Soldier",), power=1,
                           toughness=1)
    _banish(b, other)
    assert [i.name for i in b.state.stack] == ["Kaya, Spirits' Justice"]
    b.resolve()  # nothing to choose
    assert b.characteristics(spirit)["name"] == "Spirit"


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_choosing_no_card_copies_nothing_608_2d() -> None:
    b, spirit = _board()
    angel = b.add(ANGEL)
    _banish(b, angel)
    b.resolve(choices=[False])
    assert b.characteristics(spirit)["name"] == "Spirit"


@pytest.mark.xfail(strict=True, reason=_NOT_READ_YET[0])
def test_with_no_token_to_target_it_is_removed_from_the_stack_603_3d() -> None:
    b, _none = _board(token=False)
    angel = b.add(ANGEL)
    _banish(b, angel)
    assert not b.state.stack
    assert any(r.rule == "603.3d" for r in b.state.log)
