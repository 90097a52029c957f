"""Classes of supported lines the audit (issue 22, 5) found not played, now played by the
rule each needed, or unsupported with the part named — real cards of ../shared/corpus
(skipped with a message where it is absent), through the public API."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability
from tests.conftest import corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
MERFOLK = ml.Card.from_text(name="Merfolk", mana_cost="{U}", type_line="Creature — Merfolk",
                            power="1", toughness="1")
ELF = ml.Card.from_text(name="Elf", mana_cost="{G}", type_line="Creature — Elf",
                        power="1", toughness="1")


def _played(card: Any) -> list[str]:
    """The outcome of every supported ability of ``card`` played by the audit."""
    return [play_ability(card, a).outcome.value for a in card.abilities if a.supported]


def test_this_spell_has_flash_as_long_as_its_condition_holds_702_8a_611_3a() -> None:
    tide = corpus_cards("Crashing Tide")["Crashing Tide"]
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.active = "opponent"
    b.add_mana("you", "UUUU")
    with pytest.raises(ml.IllegalActionError, match=r"307\.1"):  # no Merfolk: no flash
        b.cast(tide, controller="you", targets=[bear])
    b.add(MERFOLK, "you")
    b.cast(tide, controller="you", targets=[bear])  # a Merfolk: flash (702.8a)
    assert list(b.hand("opponent")["name"]) == ["Bear"]  # returned; the flash line is no
    assert set(_played(tide)) == {"played"}  # instruction to carry out (113.6)


def test_a_spells_if_is_checked_as_it_resolves_608_2c() -> None:
    embrace = corpus_cards("Undercity's Embrace")["Undercity's Embrace"]
    for power, gained in ((2, 0), (4, 4)):
        b = ml.Board()
        b.add(BEAR, "opponent")
        b.add(ml.Card.from_text(name="Big", mana_cost="{4}", type_line="Creature — Beast",
                                power=str(power), toughness="4"), "you")
        b.add_mana("you", "BBB")
        b.cast(embrace, targets=["opponent"])
        assert b.life("you") == 20 + gained  # "If you control a creature with power 4
        assert list(b.graveyard("opponent")["name"]) == ["Bear"]  # or greater" (608.2c)


def test_target_opponent_of_an_older_instruction_is_a_target_115_1() -> None:
    cards = corpus_cards("Phelddagrif", "Path to the World Tree")
    b = ml.Board()
    grif = b.add(cards["Phelddagrif"])
    b.add_mana("you", "GW")
    b.activate(grif, 0, targets=["opponent"])  # "Target opponent creates a ... Hippo"
    assert [b.controller(p) for p in b if b.characteristics(p)["name"] == "Hippo"] == \
        ["opponent"]
    b.activate(grif, 1, targets=["opponent"])  # "Target opponent gains 2 life"
    assert b.life("opponent") == 22
    b = ml.Board()
    path = b.add(cards["Path to the World Tree"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "WUBRGCC")
    b.activate(path, 1, targets=["opponent", bear])  # loses 2 life; 2 damage to the Bear
    assert (b.life("you"), b.life("opponent")) == (22, 18)
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]


def test_target_in_reminder_text_is_no_target_207_2() -> None:
    keyrune = corpus_cards("Simic Keyrune")["Simic Keyrune"]
    b = ml.Board()
    p = b.add(keyrune)
    b.add_mana("you", "GU")
    b.activate(p, 1)  # "(It can't be the target of spells ...)" is reminder text
    assert "Creature" in b.characteristics(p)["types"]


def test_convoke_pays_for_x_as_generic_mana_107_3a_702_51a() -> None:
    march = corpus_cards("March of the Multitudes")["March of the Multitudes"]
    b = ml.Board()
    elves = [b.add(ELF) for _ in range(3)]
    b.add_mana("you", "WWG")
    b.cast(march, x=3, convoke=elves)  # {X}{G}{W}{W}, X=3: the Elves pay {G}{2}
    assert sum(b.characteristics(p)["name"] != "Elf" for p in b) == 3
    assert b.state.player("you").pool_mana == ml.Mana()


def test_abilities_given_to_the_card_a_spell_exiled_are_unsupported_400_7() -> None:
    endures = corpus_cards("Tawnos Endures")["Tawnos Endures"]
    line = endures.abilities[0]
    # unsupported, for what it gives the exiled card (here its granted ability's condition
    # "~ is exiled" is the first part named, 113.1a)
    assert not line.supported and ("the card it exiled" in line.problem or
                                   "granted ability" in line.problem)


def test_an_upkeep_trigger_plays_after_the_cards_other_upkeep_trigger_503_1a() -> None:
    sheoldred = corpus_cards("Sheoldred, Whispering One")["Sheoldred, Whispering One"]
    yours = next(a for a in sheoldred.abilities if "your upkeep" in a.text)
    assert play_ability(sheoldred, yours).outcome is PlayOutcome.PLAYED


def test_a_command_with_a_counter_mode_and_another_targeted_mode_700_2c_701_6a() -> None:
    cards = corpus_cards("Silumgar's Command", "Divination")
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.active = "opponent"
    b.add_mana("opponent", "UUU")
    spell = b.cast(cards["Divination"], controller="opponent", resolve=False)
    b.add_mana("you", "UUBBB")
    b.cast(cards["Silumgar's Command"], controller="you", modes=[2, 0],
           targets=[spell, bear])  # each mode's target in printed order (601.2c)
    assert list(b.graveyard("opponent")["name"]) == ["Divination", "Bear"]
    assert b.hand("opponent").empty  # countered: it drew nothing (701.6a)


def test_a_spell_line_beside_an_unread_one_is_unsupported_naming_it_601_2_608_2() -> None:
    # a spell is cast and resolves whole: while one line of its text is not understood,
    # mtglab can't cast it, so none of its lines is played
    dispute = corpus_cards("Mystical Dispute")["Mystical Dispute"]
    unread, counter = dispute.abilities  # a reduction for a target spell isn't read
    assert not unread.supported
    assert not counter.supported and repr(unread.text) in counter.problem
    assert play_ability(dispute, counter).outcome is PlayOutcome.REFUSED


def test_a_modal_spell_none_of_whose_modes_is_read_is_unsupported_700_2a() -> None:
    probation = corpus_cards("Academic Probation")["Academic Probation"]
    header = probation.abilities[0]
    assert not any(a.supported for a in probation.abilities[1:])
    assert not header.supported and "none of its modes" in header.problem
    gix = corpus_cards("Gix's Command")["Gix's Command"]  # "Choose two —", two modes read
    read = [a for a in gix.abilities[1:] if a.supported]
    assert len(read) == 3 and gix.abilities[0].supported  # read modes can be chosen (701.21a:
    # "sacrifices a creature with the highest power among creatures they control" too)
    assert all(not a.supported and a.problem for a in gix.abilities[1:] if a not in read)


def test_an_auras_lines_beside_an_unread_enchant_line_are_unsupported_303_4a() -> None:
    encase = corpus_cards("Encase in Ice")["Encase in Ice"]
    enchant = next(a for a in encase.abilities if a.text.startswith("Enchant "))
    assert not enchant.supported
    assert not any(a.supported for a in encase.abilities)
    assert all(repr(enchant.text) in a.problem for a in encase.abilities if a is not enchant)


def test_each_instruction_of_a_spell_takes_its_own_target_and_that_names_the_last_608_2c(
        ) -> None:
    revolution = corpus_cards("Chandra's Revolution")["Chandra's Revolution"]
    b = ml.Board()
    big = b.add(ml.Card.from_text(name="Big", mana_cost="{4}", type_line="Creature — Beast",
                                  power="5", toughness="5"), "opponent")
    land = b.add("Forest", "opponent")
    b.add_mana("you", "RRRR")
    b.cast(revolution, targets=[big, land])  # "target creature", then "target land"
    assert b.state.permanents[big.id].damage == 4 and b.is_tapped(land)
    # "That land doesn't untap during its controller's next untap step" (502.3)
    assert (b.state.permanents[land.id].skip_next_untap,
            b.state.permanents[big.id].skip_next_untap) == (1, 0)
