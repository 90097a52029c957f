"""What "defending player controls" selects (CR 506.2, 508.5): the permanents of the player
the attacking creature attacks — targets ("tap target creature defending player
controls"), every one ("tap all creatures defending player controls"), and counts ("for
each land defending player controls") — played through the public API on every corpus
line of each wording; and "~ can't attack if defending player controls ..." (508.1c).
Tests skip without the shared corpus (../shared)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import creature_lines, real, wording

#: a real vanilla creature of each power, the only characteristic that matters here
_VANILLA = {0: "Ornithopter", 1: "Llanowar Elves", 2: "Grizzly Bears", 3: "Hill Giant",
            4: "Rumbling Baloth", 5: "Spined Wurm", 6: "Craw Wurm"}


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _need(case: Any) -> tuple[Any, Any]:
    if case is None:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    face, ability = case
    assert ability.supported, ability.problem
    return face, ability


def _attacker(b: ml.Board, face: Any) -> Any:
    """The card on the battlefield under "you", its toughness kept above 0 (704.5f)."""
    low = not (face.toughness or "").isdigit() or int(face.toughness) < 1
    return b.add(face, counters={"+1/+1": 3} if low else None)


# --------------------------------------------------- a target the defending player controls

_TAP_TARGET = r"Whenever ~ attacks, tap target creature defending player controls\."


@pytest.mark.parametrize("case", creature_lines(_TAP_TARGET) or [None], ids=_ids)
def test_every_attack_trigger_taps_a_creature_of_the_defending_player_cr_508_5(
        case: Any) -> None:
    face, _ability = _need(case)
    b = ml.Board()
    me = _attacker(b, face)
    mine = b.add(real("Hill Giant"))
    theirs = b.add(real("Grizzly Bears"), "opponent")
    b.attack(me)  # the one legal target is taken (603.3d): the opponent's, not mine
    b.resolve()
    assert b.is_tapped(theirs)
    assert not b.is_tapped(mine)  # 508.5: only the player it attacks is defending player


def test_own_creature_is_no_legal_target_of_defending_player_controls_cr_115_1() -> None:
    b = ml.Board()
    binder = b.add(real("Fiend Binder"))
    mine = b.add(real("Hill Giant"))
    one, two = b.add(real("Grizzly Bears"), "opponent"), b.add(real("Hill Giant"), "opponent")
    with pytest.raises(ml.IllegalActionError, match="is not one of"):
        b.attack(binder, choices=[mine])  # 115.1: a target the words don't allow
    b.attack(binder, choices=[two])
    b.resolve()
    assert b.is_tapped(two) and not b.is_tapped(one) and not b.is_tapped(mine)


_DAMAGE_TARGET = (r"Whenever ~ attacks, (it|~) deals (\d+) damage to target creature "
                  r"defending player controls\.")


@pytest.mark.parametrize("case", creature_lines(_DAMAGE_TARGET) or [None], ids=_ids)
def test_every_attack_trigger_damages_a_creature_of_the_defending_player_cr_120_3(
        case: Any) -> None:
    face, ability = _need(case)
    m = re.search(r"deals (\d+) damage", ability.text)
    assert m is not None
    b = ml.Board()
    me = _attacker(b, face)
    theirs = b.add(real("Craw Wurm"), "opponent")  # 6/4
    b.attack(me)
    b.resolve()
    dealt = int(m.group(1))
    graveyard = [c.name for c in b.cards("opponent", "graveyard")]
    assert ("Craw Wurm" in graveyard) == (dealt >= 4)  # lethal damage (704.5g, 120.3)
    if dealt < 4:
        assert b.state.permanents[b.id_of(theirs)].damage == dealt


def test_an_equipment_trigger_names_the_player_its_creature_attacks_cr_508_5() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(real("Thunder Lasso"), attached_to=bears)
    theirs = b.add(real("Hill Giant"), "opponent")
    b.attack(bears)
    b.resolve()
    assert b.is_tapped(theirs)


def test_an_activated_ability_of_an_attacking_creature_targets_the_defending_players_cr_508_5(
        ) -> None:
    b = ml.Board()
    hellkite = b.add(real("Ancient Hellkite"))
    mine = b.add(real("Llanowar Elves"))
    theirs = b.add(real("Llanowar Elves"), "opponent")
    b.attack(hellkite)
    b.add_mana("you", "RR")
    with pytest.raises(ml.IllegalActionError, match=r"115.1"):
        b.activate(hellkite, "{R}:", targets=[mine])
    b.activate(hellkite, "{R}:", targets=[theirs])
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Llanowar Elves"]
    assert b.get(mine.id) is not None


# ------------------------------------------------------------ every one, and counts of them


def test_tap_all_creatures_defending_player_controls_cr_508_5() -> None:
    b = ml.Board()
    torrent = b.add(real("Torrent Elemental"))
    mine = b.add(real("Hill Giant"))
    theirs = [b.add(real("Grizzly Bears"), "opponent"), b.add(real("Hill Giant"), "opponent")]
    b.attack(torrent)
    b.resolve()
    assert all(b.is_tapped(t) for t in theirs)
    assert not b.is_tapped(mine)


def test_creatures_defending_player_controls_get_minus_one_cr_611_2c() -> None:
    b = ml.Board()
    silumgar = b.add(real("Silumgar, the Drifting Death"))
    mine = b.add(real("Hill Giant"))
    theirs = b.add(real("Hill Giant"), "opponent")
    b.attack(silumgar)
    b.resolve()
    assert b.characteristics(theirs)["power"] == 2
    assert b.characteristics(mine)["power"] == 3


_FOR_EACH_LAND = (r"Whenever ~ attacks, it gets \+1/\+0 until end of turn for each land "
                  r"defending player controls\.|Whenever ~ attacks, it gets \+X/\+0 until "
                  r"end of turn, where X is the number of lands defending player controls\.")


@pytest.mark.parametrize("case", creature_lines(_FOR_EACH_LAND) or [None], ids=_ids)
def test_every_count_of_lands_defending_player_controls_cr_608_2h(case: Any) -> None:
    face, _ability = _need(case)
    b = ml.Board()
    me = _attacker(b, face)
    for _ in range(3):
        b.add(real("Forest"))  # mine: not counted (508.5)
    for _ in range(2):
        b.add(real("Island"), "opponent")
    before = b.characteristics(me)["power"]
    b.attack(me)
    b.resolve()
    assert b.characteristics(me)["power"] == before + 2  # fixed as it resolves (608.2h)


# ------------------------------------------------- "can't attack if defending player controls"

_CANT_ATTACK_IF = r"~ can't attack if defending player controls an untapped (.+)\."


def _what_stops(text: str) -> str:
    """A real card the defending player controls that the line names."""
    if "untapped land" in text:
        return "Forest"
    m = re.search(r"power (\d+) or (greater|less)", text)
    assert m is not None, text
    return _VANILLA[int(m.group(1))]


@pytest.mark.parametrize("case", creature_lines(_CANT_ATTACK_IF) or [None], ids=_ids)
def test_every_cant_attack_if_defending_player_controls_line_cr_508_1c(case: Any) -> None:
    face, ability = _need(case)
    b = ml.Board()
    me = _attacker(b, face)
    stop = b.add(real(_what_stops(ability.text)), "opponent")
    assert any("508.1c" in p and "if defending player controls" in p
               for p in b.attack_problems(me))
    with pytest.raises(ml.IllegalActionError, match=r"508.1c"):
        b.attack(me)
    b.tap(stop)  # an untapped one only
    b.attack(me)
    assert b.in_combat()["attacking"] == [me]


def test_cant_attack_if_defending_player_controls_reads_its_kind_cr_508_1c() -> None:
    b = ml.Board()
    jailer = b.add(real("Mogg Jailer"))  # "... an untapped creature with power 2 or less"
    b.add(real("Hill Giant"), "opponent")  # power 3: no restriction
    b.attack(jailer)
    assert b.in_combat()["attacking"] == [jailer]


# ---------------------------------------------- "can attack this turn as though ... defender"

_DESPITE_DEFENDER = (r"\{[^}]+\}(\{[^}]+\})*: ~ (gets [+-]\d+/[+-]\d+ until end of turn and )?"
                     r"can attack this turn as though it didn't have defender\.")


@pytest.mark.parametrize("case", creature_lines(_DESPITE_DEFENDER) or [None], ids=_ids)
def test_every_activated_attack_despite_defender_line_cr_702_3b(case: Any) -> None:
    face, ability = _need(case)
    b = ml.Board()
    me = _attacker(b, face)
    assert any("702.3b" in p for p in b.attack_problems(me))  # defender: it can't attack
    cost = ability.text.split(":")[0]
    b.add_mana("you", "".join(re.findall(r"[WUBRG]", cost)) + "C" * sum(
        int(n) for n in re.findall(r"\{(\d+)\}", cost)))
    b.activate(me, cost + ":")
    assert not any("702.3b" in p for p in b.attack_problems(me))
    b.attack(me)
    assert b.in_combat()["attacking"] == [me]


def test_attack_despite_defender_lasts_this_turn_only_cr_611_2a() -> None:
    b = ml.Board()
    wall = b.add(real("Mirror Wall"))
    b.add_mana("you", "W")
    b.activate(wall, "{W}:")
    assert b.can_attack(wall)
    b.pass_turn()
    b.pass_turn()  # the effect ended in the cleanup step of that turn (514.2)
    assert any("702.3b" in p for p in b.attack_problems(wall))


def test_a_target_creature_with_defender_can_attack_cr_702_3b() -> None:
    cases = wording(r"\{G\}: Target creature with defender can attack this turn as though "
                    r"it didn't have defender\.")
    if not cases:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    face, ability = cases[0]
    assert ability.supported, ability.problem
    b = ml.Board()
    source = b.add(face)
    wall = b.add(real("Wall of Stone"))
    b.add_mana("you", "G")
    b.activate(source, "{G}:", targets=[wall])
    b.attack(wall)
    assert b.in_combat()["attacking"] == [wall]
