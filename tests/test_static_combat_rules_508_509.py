"""Static abilities that restrict or require attacking and blocking (CR 508.1c-d,
509.1a-c, 506.5, 702.3b), and "doesn't untap" from another permanent (502.3): each
wording read into a record and played, on real cards of ../shared/corpus, and across
every corpus line of that wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.statics import CombatRule, CombatRuleKind
from tests.conftest import refused_with_its_card
from tests.static_lines import creature_lines, real, wording


#: real vanilla creatures by power (their only characteristics that matter here)
def _vanilla(power: int) -> ml.Card:
    return real({0: "Ornithopter", 1: "Llanowar Elves", 2: "Grizzly Bears", 3: "Hill Giant",
                 4: "Rumbling Baloth", 5: "Spined Wurm", 6: "Craw Wurm"}[min(power, 6)])


def _enter(b: ml.Board, face: Any, controller: str = "you") -> Any:
    """The face on the battlefield; one whose toughness is 0 or defined by an ability
    that counts what isn't there gets +1/+1 counters to survive (704.5f)."""
    low = not (face.toughness or "").isdigit() or int(face.toughness) < 1
    return b.add(face, controller, counters={"+1/+1": 3} if low else None)


def _rules(ability: Any) -> list[CombatRule]:
    return [e for e in ability.effects if isinstance(e, CombatRule)]


# ---------------------------------------------------------------------- 509.1b evasion

_POWER_EVASION = r"~ can't be blocked by creatures with power (\d+) or (less|greater)\."


@pytest.mark.parametrize("case", creature_lines(_POWER_EVASION) or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_every_cant_be_blocked_by_power_line_is_played_cr_509_1b(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    m = re.search(r"power (\d+) or (less|greater)", ability.text)
    assert m is not None
    n, way = int(m.group(1)), m.group(2)
    barred, allowed = (n, n + 1) if way == "less" else (n, n - 1)
    for power, legal in ((barred, False), (allowed, True)):
        if power < 0:
            continue
        b = ml.Board()
        me = _enter(b, face)
        them = b.add(_vanilla(power), "opponent")
        # an "up to one target" attack trigger (Azure Beastbinder) targets nothing (115.1)
        b.attack(me, choices=[False] if any("attacks, up to one target" in a.text
                                            for a in face.abilities) else ())
        while len(b.stack):  # an attack trigger (dethrone, 702.105a) resolves first (117.3)
            b.resolve()
        if legal:
            b.block(them, me)
            assert b.in_combat()["blocking"] == [them]
        else:
            with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
                b.block(them, me)


_LESSER_POWER = r"(Creatures with power less than ~'s power can't block it|" \
    r"~ can't be blocked by creatures with power less than ~'s power)\."


@pytest.mark.parametrize("case", creature_lines(_LESSER_POWER) or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_creatures_with_lesser_power_cant_block_it_cr_509_1b_208_1(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    try:
        me = _enter(b, face)
    except ml.ChoiceRequired as exc:  # "as it enters, ..." (614.12a) asks first
        pytest.skip(f"it asks as it enters: {exc}")
    power = b.characteristics(me)["power"]
    b.attack(me)
    while len(b.stack):  # an attack trigger resolves first (117.3)
        b.resolve()
    if power > 0:  # power less than its power (208.1): can't block
        smaller = b.add(_vanilla(min(power - 1, 5)), "opponent")
        with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
            b.block(smaller, me)
    if power > 6:
        return
    equal = b.add(_vanilla(power), "opponent")  # not less: may block
    b.block(equal, me)
    assert b.in_combat()["blocking"] == [equal]


def test_cant_be_blocked_by_more_than_one_creature_cr_509_1b() -> None:
    b = ml.Board()
    krushok = b.add(real("Battlefront Krushok"))
    one, two = b.add(_vanilla(2), "opponent"), b.add(_vanilla(3), "opponent")
    b.attack(krushok)
    with pytest.raises(ml.IllegalActionError, match="more than 1"):
        b.block(blocks=[(one, krushok), (two, krushok)])
    b.block(one, krushok)
    assert b.in_combat()["blocking"] == [one]


def _first_supported(line: str) -> Any:
    """The first corpus creature with a supported line of this wording; the test is
    skipped without the shared corpus."""
    found = next((f for f, a in creature_lines(line) if a.supported), None)
    if found is None:
        pytest.skip("needs the shared corpus (../shared/corpus) for a card with "
                    f"{line!r}")
    return found


def test_cant_be_blocked_except_by_three_or_more_creatures_cr_509_1b() -> None:
    card = _first_supported(r"~ can't be blocked except by three or more creatures\.")
    b = ml.Board()
    me = b.add(card)
    blockers = [b.add(_vanilla(1), "opponent") for _ in range(3)]
    b.attack(me)
    with pytest.raises(ml.IllegalActionError, match="3 or more"):
        b.block(blocks=[(x, me) for x in blockers[:2]])
    b.block(blocks=[(x, me) for x in blockers])
    assert len(b.in_combat()["blocking"]) == 3


@pytest.mark.parametrize("case", creature_lines(
    r"~ can block only creatures with flying\.") or [None],
    ids=lambda c: c[0].name if c else "no corpus")
def test_every_can_block_only_creatures_with_flying_line_cr_509_1b(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    bears = b.add(_vanilla(2))
    angel = b.add(real("Serra Angel"))
    me = _enter(b, face, "opponent")
    b.attack(bears, angel)
    with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
        b.block(me, bears)
    if "Flying" in {k for a in face.abilities for k in a.keywords} or \
            "Reach" in {k for a in face.abilities for k in a.keywords}:
        b.block(me, angel)
        assert b.in_combat()["blocking"] == [me]


def test_an_aura_can_make_its_creature_block_only_fliers_cr_509_1b() -> None:
    b = ml.Board()
    bears = b.add(_vanilla(2))
    theirs = b.add(_vanilla(3), "opponent")
    b.add(real("Air Bladder"), "opponent", attached_to=theirs)
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match="Air Bladder"):
        b.block(theirs, bears)


def test_can_block_an_additional_creature_each_combat_cr_509_1a() -> None:
    b = ml.Board()
    one, two, three = b.add(_vanilla(1)), b.add(_vanilla(2)), b.add(_vanilla(0))
    wall = b.add(_vanilla(3), "opponent")
    b.add(real("Echo Circlet"), "opponent", attached_to=wall)
    b.attack(one, two, three)
    with pytest.raises(ml.IllegalActionError, match=r"509.1a"):
        b.block(blocks=[(wall, one), (wall, two), (wall, three)])
    b.block(blocks=[(wall, one), (wall, two)])
    assert b.state.permanents[b.id_of(wall)].blocking == (b.id_of(one), b.id_of(two))
    # a creature blocking two divides its combat damage among them (510.1d)
    b.combat_damage(choices=["1 to Llanowar Elves, 2 to Grizzly Bears"])
    assert sorted(b.graveyard("you")["name"]) == ["Grizzly Bears", "Llanowar Elves"]


# ---------------------------------------------------------------------- requirements


@pytest.mark.parametrize("case", creature_lines(r"~ attacks each combat if able\.")
                         or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_every_attacks_each_combat_if_able_line_cr_508_1d(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    assert [r.kind for r in _rules(ability)] == [CombatRuleKind.ATTACKS_EACH_COMBAT]
    b = ml.Board()
    me = _enter(b, face)
    other = b.add(_vanilla(2))
    if b.attack_problems(me):  # it can't attack: the requirement asks nothing (508.1d)
        b.attack(other)
        return
    with pytest.raises(ml.IllegalActionError, match=r"508.1d"):
        b.attack(other)
    b.attack(me, other)
    assert set(b.in_combat()["attacking"]) == {me, other}


def test_a_tapped_creature_that_attacks_each_combat_need_not_cr_508_1d() -> None:
    b = ml.Board()
    b.add(real("Akoum Firebird"), tapped=True)
    bears = b.add(_vanilla(2))
    b.attack(bears)
    assert b.in_combat()["attacking"] == [bears]


def test_must_be_blocked_if_able_cr_509_1c() -> None:
    b = ml.Board()
    stalker = b.add(real("Canopy Stalker"))
    bears = b.add(_vanilla(2))
    wall = b.add(_vanilla(0), "opponent")
    b.attack(stalker, bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block(wall, bears)  # moving it to Canopy Stalker obeys the requirement
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()
    b.block(wall, stalker)
    assert b.in_combat()["blocking"] == [wall]


def test_blocks_each_combat_if_able_cr_509_1c() -> None:
    card = _first_supported(r"~ blocks each combat if able\.")
    b = ml.Board()
    bears = b.add(_vanilla(2))
    me = b.add(card, "opponent")
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()
    b.block(me, bears)


# ---------------------------------------------------------------------- 508.1c, 506.5


@pytest.mark.parametrize("case", creature_lines(
    r"~ can't attack unless defending player controls an Island\.") or [None],
    ids=lambda c: c[0].name if c else "no corpus")
def test_every_cant_attack_unless_defending_player_controls_an_island_cr_508_1c(
        case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    me = _enter(b, face)
    b.add("Island")  # the attacking player's own Island doesn't count
    assert any("Island" in why and "508.1c" in why for why in b.attack_problems(me))
    b.add("Island", "opponent")
    assert b.attack_problems(me) == []
    b.attack(me)


def test_cant_attack_or_block_alone_cr_506_5() -> None:
    b = ml.Board()
    horncrest = b.add(real("Bonded Horncrest"))
    bears = b.add(_vanilla(2))
    with pytest.raises(ml.IllegalActionError, match=r"506.5"):
        b.attack(horncrest)
    b.attack(horncrest, bears)
    b2 = ml.Board()
    attacker = b2.add(_vanilla(2))
    theirs = b2.add(real("Bonded Horncrest"), "opponent")
    friend = b2.add(_vanilla(1), "opponent")
    b2.attack(attacker)
    with pytest.raises(ml.IllegalActionError, match=r"506.5"):
        b2.block(theirs, attacker)
    b2.block(blocks=[(theirs, attacker), (friend, attacker)])


def test_can_attack_as_though_it_didnt_have_defender_cr_702_3b() -> None:
    card = ml.Card.from_text(
        name="Test Wall", mana_cost="{1}{W}", type_line="Creature — Wall", power="0",
        toughness="4", oracle_text="Defender\nAs long as it's your turn, Test Wall can "
        "attack as though it didn't have defender.")
    b = ml.Board()
    wall = b.add(card)
    assert b.attack_problems(wall) == []
    b.pass_turn()
    b.pass_turn()
    b.attack(wall)
    assert b.in_combat()["attacking"] == [wall]


# ---------------------------------------------------------------------- 502.3


@pytest.mark.parametrize("case", wording(
    r"Enchanted creature doesn't untap during its controller's untap step\.") or [None],
    ids=lambda c: c[0].name if c else "no corpus")
def test_every_enchanted_creature_doesnt_untap_line_cr_502_3(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported or refused_with_its_card(ability), ability.problem
    if not ability.supported:  # what the Aura can enchant is not read (303.4a)
        pytest.skip(ability.problem)
    b = ml.Board()
    bears = b.add(_vanilla(2), "opponent", tapped=True)
    b.add(face, attached_to=bears)
    b.pass_turn()  # the opponent's untap step
    assert b.is_tapped(bears)


def test_as_long_as_an_aura_is_on_it_the_creature_untaps_once_it_is_gone_cr_502_3() -> None:
    b = ml.Board()
    bears = b.add(_vanilla(2), "opponent", tapped=True)
    aura = b.add(real("Apathy"), attached_to=bears)
    b.remove(aura)
    b.pass_turn()
    assert not b.is_tapped(bears)
