"""Wall of Stolen Identity: "You may have ~ enter as a copy of any creature on the
battlefield, except it's a Wall in addition to its other types and has defender. When
you do, tap the copied creature and it doesn't untap during its controller's untap step
for as long as you control ~."

It enters as a copy with the exceptions (CR 707.5, 707.9a-b); "When you do" is a
reflexive triggered ability (603.12) that taps the creature copied (701.26a). Its "doesn't
untap ... for as long as you control ~" is a continuous effect of the resolved ability
(611.2b): the creature stays tapped through its controller's untap steps (502.3) until
the Wall leaves the battlefield or its controller loses control of it."""

from __future__ import annotations

import mtglab as ml

WALL = ml.Card.from_text(
    name="Wall of Stolen Identity", mana_cost="{3}{U}", type_line="Creature — Wall",
    power="0", toughness="0",
    oracle_text="You may have Wall of Stolen Identity enter the battlefield as a copy of any "
                "creature on the battlefield, except it's a Wall in addition to its other "
                "types and has defender. When you do, tap the copied creature and it doesn't "
                "untap during its controller's untap step for as long as you control Wall of "
                "Stolen Identity.")


def _board() -> tuple[ml.Board, ml.Permanent, ml.Permanent]:
    b = ml.Board()
    bear = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "UCCC")
    wall = b.cast(WALL, copy_of=bear)
    assert wall is not None
    return b, bear, wall


def _tapped(b: ml.Board, p: ml.Permanent) -> bool:
    return b.is_tapped(p)


def test_the_line_is_understood_cr_603_12_611_2b() -> None:
    assert all(a.supported for a in WALL.abilities)


def test_it_copies_with_the_exceptions_cr_707_9() -> None:
    b, _bear, wall = _board()
    c = b.characteristics(wall)
    assert c["name"] == "Grizzly Bears" and (c["power"], c["toughness"]) == (2, 2)
    assert set(c["subtypes"]) == {"Bear", "Wall"}  # 707.9b: in addition to its types
    assert "Defender" in str(c["abilities"])  # 707.9a


def test_the_copied_creature_is_tapped_and_stays_tapped_cr_603_12_502_3() -> None:
    b, bear, _wall = _board()
    assert len(b.stack) == 1 and not _tapped(b, bear)  # the trigger waits (603.3)
    b.resolve()
    assert _tapped(b, bear)
    b.pass_turn()  # the opponent's untap step: it doesn't untap (502.3, 611.2b)
    assert _tapped(b, bear)
    b.pass_turn()
    b.pass_turn()
    assert _tapped(b, bear)


def test_it_untaps_once_you_no_longer_control_the_wall_cr_611_2b() -> None:
    b, bear, wall = _board()
    b.resolve()
    b.gain_control(wall, "opponent")  # the duration ends (611.2b)
    b.pass_turn()
    assert not _tapped(b, bear)


def test_it_untaps_after_the_wall_leaves_cr_611_2b() -> None:
    b, bear, wall = _board()
    b.resolve()
    b.remove(wall)  # to its owner's graveyard
    b.pass_turn()
    assert not _tapped(b, bear)


def test_entering_as_itself_nothing_triggers_cr_603_12() -> None:
    b = ml.Board()
    b.add_mana("you", "UCCC")
    b.cast(WALL)
    assert b.stack.empty
