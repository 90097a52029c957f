"""Modal instants and sorceries (CR 700.2): the modes are chosen as the spell is cast,
before its targets (601.2b, 601.2c), as many as its header says and none twice (700.2a,
700.2d); only the chosen modes' targets are chosen (700.2c) and only the chosen modes
happen as it resolves (608.2), in printed order. Masterful Replication and Sakashima's
Will are the cards of issue 11 ("becomes a copy" modes, 707.4)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.modes import play_mode_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.effects import ChooseModes
from tests.conftest import corpus_abilities, parametrize_corpus

REPLICATION = ml.Card.from_text(
    name="Masterful Replication", mana_cost="{5}{U}", type_line="Instant",
    oracle_text="Choose one —\n• Create two 3/3 colorless Golem artifact creature tokens.\n"
                "• Choose target artifact you control. Each other artifact you control "
                "becomes a copy of that artifact until end of turn.")
WILL = ml.Card.from_text(
    name="Sakashima's Will", mana_cost="{2}{U}", type_line="Sorcery",
    oracle_text="Choose one. If you control a commander as you cast this spell, you may "
                "choose both.\n• Target opponent chooses a creature they control. You gain "
                "control of it.\n• Choose a creature you control. Each other creature you "
                "control becomes a copy of that creature until end of turn.")
BOTH = ml.Card.from_text(
    name="Two Gifts", mana_cost="{1}{G}", type_line="Sorcery",
    oracle_text="Choose one or both —\n• Draw a card.\n"
                "• Create a 1/1 green Saproling creature token.")


def artifact(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{2}", type_line="Artifact")


def creature(name: str, pt: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line="Creature — Bear",
                             power=pt, toughness=pt)


def names(b: ml.Board) -> list[str]:
    return sorted(b.permanents["name"])


def test_the_header_and_each_mode_are_read_700_2() -> None:
    header, golems, copies = REPLICATION.abilities
    assert header.effects == (ChooseModes(1, 1, 2),)
    assert (golems.mode, copies.mode) == (0, 1)
    assert golems.supported and copies.supported


def test_masterful_replication_copies_the_target_artifact_until_end_of_turn_707_4() -> None:
    b = ml.Board()
    orb = b.add(artifact("Orb"))
    other = b.add(artifact("Lantern"))
    b.add_mana("you", "UUUUUU")
    b.cast(REPLICATION, modes=[1], targets=[orb])  # its mode, then its target (601.2b-c)
    looks = b.permanents.set_index("id")
    assert looks.loc[other.id, "name"] == "Orb" and looks.loc[orb.id, "name"] == "Orb"
    b.pass_turn()
    assert b.permanents.set_index("id").loc[other.id, "name"] == "Lantern"  # 514.2


def test_a_mode_not_chosen_needs_no_target_700_2c() -> None:
    b = ml.Board()
    b.add_mana("you", "UUUUUU")
    b.cast(REPLICATION, modes=[0])  # no artifact anywhere: the copy mode isn't chosen
    assert names(b) == ["Golem", "Golem"]
    assert list(b.graveyard("you")["name"]) == ["Masterful Replication"]


def test_the_card_in_the_graveyard_keeps_every_mode_700_2() -> None:
    b = ml.Board()
    b.add_mana("you", "UUUUUU")
    b.cast(REPLICATION, modes=[0])
    (entry,) = b.state.graveyards["you"]
    assert entry.card is not None
    assert [a.mode for a in entry.card.abilities] == [None, 0, 1]


def test_the_modes_are_a_choice_required_as_it_is_cast_601_2b() -> None:
    b = ml.Board()
    b.add_mana("you", "UUUUUU")
    pool = b.state.player("you").pool_mana
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.cast(REPLICATION)
    assert "700.2" in str(exc.value) and len(exc.value.options) == 2
    assert b.state.player("you").pool_mana == pool  # nothing was paid


@pytest.mark.parametrize(("modes", "rule"), [([0, 1], "700.2a"), ([0, 0], "700.2d"),
                                             ([2], "0 to 1"), ([], "700.2a")])
def test_a_choice_of_modes_the_header_does_not_allow_is_illegal_700_2(
        modes: list[int], rule: str) -> None:
    b = ml.Board()
    b.add_mana("you", "UUUUUU")
    with pytest.raises(ml.IllegalActionError, match=re.escape(rule)):
        b.cast(REPLICATION, modes=modes)


def test_choose_one_or_both_carries_out_both_in_printed_order_700_2d_608_2c() -> None:
    b = ml.Board()
    for name in ("Second", "First"):
        b.add(creature(name, "1"), "you", zone="library")
    b.add_mana("you", "GG")
    b.cast(BOTH, modes=[1, 0])  # the order given doesn't matter: printed order
    assert names(b) == ["Saproling"] and len(b.hand("you")) == 1
    b.add_mana("you", "GG")
    b.cast(BOTH, modes=[0])
    assert names(b) == ["Saproling"] and len(b.hand("you")) == 2  # only the chosen mode


def test_two_chosen_modes_with_targets_each_get_their_own_in_printed_order_700_2c() -> None:
    card = ml.Card.from_text(
        name="Twin Aims", mana_cost="{U}", type_line="Instant",
        oracle_text="Choose one or both —\n• Untap target creature.\n"
                    "• Gain control of target artifact until end of turn.")
    b = ml.Board()
    bear = b.add(creature("Bear", "2"), tapped=True)
    orb = b.add(artifact("Orb"), "opponent")
    orb2 = b.add(artifact("Orb"), "opponent")
    b.add_mana("you", "UU")
    # one target for each word (601.2c): the second word has two legal choices, none given
    with pytest.raises(ml.ChoiceRequired, match=r"601\.2c"):
        b.cast(card, modes=[0, 1], targets=[bear])
    b.cast(card, modes=[1, 0], targets=[bear, orb])  # the modes' targets, printed order
    assert not b.is_tapped(bear) and b.controller(orb) == "you"
    b.cast(card, modes=[1], targets=[orb2])  # one mode's target: that mode's (700.2c)
    assert b.controller(orb2) == "you"


def test_a_spell_whose_only_target_is_gone_does_none_of_its_modes_608_2b() -> None:
    card = ml.Card.from_text(
        name="Twin Aims", mana_cost="{U}", type_line="Instant",
        oracle_text="Choose one or both —\n• Draw a card.\n"
                    "• Gain control of target artifact until end of turn.")
    b = ml.Board()
    b.add(creature("Drawn", "1"), "you", zone="library")
    orb = b.add(artifact("Orb"), "opponent")
    b.add_mana("you", "U")
    b.cast(card, modes=[0, 1], targets=[orb], resolve=False)
    b.remove(orb)  # its only target is gone (400.7): the spell doesn't resolve (608.2b)
    b.resolve()
    assert b.hand("you").empty and list(b.graveyard("you")["name"]) == ["Twin Aims"]
    b.add(creature("Drawn", "1"), "you", zone="library")
    orb = b.add(artifact("Orb"), "opponent")
    b.add_mana("you", "U")
    b.cast(card, modes=[0, 1], targets=[orb])  # its target is there: both modes happen
    assert list(b.hand("you")["name"]) == ["Drawn"] and b.controller(orb) == "you"


def test_a_spell_that_is_not_modal_has_no_modes_700_2() -> None:
    b = ml.Board()
    b.add_mana("you", "G")
    plain = ml.Card.from_text(name="Gift", mana_cost="{G}", type_line="Sorcery",
                              oracle_text="Create a 1/1 green Saproling creature token.")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2"):
        b.cast(plain, modes=[0])


def test_sakashimas_will_copies_the_chosen_creature_707_4() -> None:
    b = ml.Board()
    ogre = b.add(creature("Ogre", "3"))
    bear = b.add(creature("Bear", "2"))
    b.add_mana("you", "UUU")
    b.cast(WILL, modes=[1], choices=[ogre])  # chosen as it resolves: not a target
    looks = b.permanents.set_index("id")
    assert looks.loc[bear.id, "name"] == "Ogre" and looks.loc[bear.id, "power"] == 3


def test_an_unsupported_mode_is_refused_and_names_its_part() -> None:
    b = ml.Board()
    b.add(creature("Bear", "2"), "opponent")
    b.add_mana("you", "UUU")
    assert not WILL.abilities[1].supported
    with pytest.raises(ml.UnsupportedError, match="Target opponent chooses"):
        b.cast(WILL, modes=[0])


def test_both_modes_with_a_commander_are_refused_not_guessed_903_3() -> None:
    b = ml.Board()
    b.add_mana("you", "UUU")
    with pytest.raises(ml.UnsupportedError, match="commander"):
        b.cast(WILL, modes=[0, 1])


@pytest.mark.parametrize("text", [
    # an escalate cost that isn't mana (702.120a; a mana one: tests/
    # test_escalate_and_spree_702_120_702_172.py)
    "Escalate—Pay {E}{E}.\nChoose one or more —\n• Draw a card.\n• You gain 1 life.",
    "Choose one —\n• {1} — Draw a card.\n• You gain 1 life.",  # a mode's cost, 700.2h
])
def test_modal_wordings_not_modelled_stay_unsupported(text: str) -> None:
    card = ml.Card.from_text(name="Odd Choice", mana_cost="{U}", type_line="Sorcery",
                             oracle_text=text)
    draw = next(a for a in card.abilities if "Draw a card" in a.text)
    assert not draw.supported and "700.2" in draw.problem


def test_a_permanents_modal_trigger_and_activated_ability_are_read_700_2() -> None:
    # a modal triggered ability is read (tests/test_modal_triggers_603_3c.py, 700.2b), and
    # a modal activated ability, whose modes are chosen as it is activated (602.2b;
    # tests/test_modal_activated_abilities_602_2b_700_2.py)
    card = ml.Card.from_text(name="Chooser", mana_cost="{1}{U}", type_line="Creature — Elf",
                             power="1", toughness="1",
                             oracle_text="When this creature enters, choose one —\n"
                                         "• Draw a card.\n• You gain 1 life.")
    assert all(a.supported for a in card.abilities)
    tapper = ml.Card.from_text(name="Tapper", mana_cost="{1}{U}", type_line="Creature — Elf",
                               power="1", toughness="1",
                               oracle_text="{T}: Choose one —\n• Draw a card.\n"
                                           "• You gain 1 life.")
    assert [(a.supported, a.mode, a.kind) for a in tapper.abilities] == [
        (True, None, ml.AbilityKind.ACTIVATED), (True, 0, ml.AbilityKind.ACTIVATED),
        (True, 1, ml.AbilityKind.ACTIVATED)]


_BULLET = re.compile(r"^• ", re.M)


def _modal_lines() -> list[Any]:
    """``(card, index)`` for each mode of a modal instant or sorcery of the traditional
    corpus cards (parsed without loading a pool: ``ml.card`` stays as it was)."""
    found = corpus_abilities(_BULLET, lambda a: a.mode is not None)
    return [(face, face.abilities.index(a)) for face, a in found
            if {"Instant", "Sorcery"} & set(face.types)]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``mode_line``: one test per mode of a modal spell of the corpus."""
    if "mode_line" not in metafunc.fixturenames:
        return
    lines = _modal_lines()
    parametrize_corpus(metafunc, "mode_line", lines,
                       [f"{c.name}: {c.abilities[i].text[:40]}" for c, i in lines])


@pytest.mark.corpus
def test_every_supported_mode_of_the_corpus_plays_on_a_board(mode_line: Any) -> None:
    card, index = mode_line
    ability = card.abilities[index]
    if not ability.supported:
        assert ability.problem  # unsupported always says why (DESIGN: never silent)
        return
    check = play_mode_line(card, index)
    assert check.outcome is not PlayOutcome.ERROR, check.detail
    if check.outcome is PlayOutcome.REFUSED:  # the engine said why
        assert check.detail.startswith("unsupported") or "Error: " in check.detail or \
            "(CR " in check.detail, check.detail
