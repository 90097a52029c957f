"""Amounts and sequence in the general instructions (CR 608.2): ", where X is ..." defines
X (107.3c) for the whole ability (107.3i), "for each ..." and "equal to ..." count as the
spell resolves (608.2h), "and you gain 3 life" is a second instruction (608.2c), "If you
do" follows an optional instruction (608.2d; one that was impossible wasn't done, 609.3),
"target attacking or blocking creature" is either (506.4). Real cards of
../shared/corpus, each production checked across every corpus line that uses it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effects import Amount, DrawCards, GainLife, ModifyPT
from mtglab.cards.instructions import Damage, IfYouDo, Lasting


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _lines(cards: dict[str, ml.Card], words: str) -> list[ml.Ability]:
    return [a for c in cards.values() for face in (c.faces or (c,))
            for a in face.abilities if words in a.text.lower()]


def test_lightning_helix_deals_3_damage_and_you_gain_3_life_cr_608_2c_120_3a_119_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RW")
    b.cast(cards["Lightning Helix"], targets=["opponent"])
    assert b.life("opponent") == 17
    assert b.life("you") == 23


def test_every_damage_then_you_gain_line_reads_as_two_instructions_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    found = [a for a in _lines(cards, "damage to any target and you gain") if a.supported
             and a.kind is ml.AbilityKind.SPELL]
    assert len(found) >= 10
    for a in found:
        assert [type(e) for e in a.effects] == [Damage, GainLife], a.text


def test_divine_verdict_destroys_an_attacking_creature_cr_506_4_701_8a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    idle = b.add(cards["Grizzly Bears"], "opponent")
    b.attack(bears)
    b.add_mana("you", "WCCC")
    with pytest.raises(ml.MtglabError):  # not attacking or blocking (506.4)
        b.cast(cards["Divine Verdict"], targets=[idle])
    b.cast(cards["Divine Verdict"], targets=[bears])
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears", "Divine Verdict"]


def test_strength_of_cedars_x_is_the_number_of_lands_you_control_cr_107_3c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    for _ in range(3):
        b.add("Forest")
    b.add_mana("you", "GCCCC")
    b.cast(cards["Strength of Cedars"], targets=[bears])
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (5, 5)


def test_welding_sparks_x_is_3_plus_the_number_of_artifacts_cr_107_3c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Ornithopter")
    wurm = b.add(cards["Craw Wurm"], "opponent")  # 6/4: 3 damage alone isn't lethal
    b.add_mana("you", "RCC")
    b.cast(cards["Welding Sparks"], targets=[wurm])
    assert list(b.graveyard("opponent")["name"]) == ["Craw Wurm"]  # 4 damage (704.5g)


def test_rush_of_blood_x_is_the_targets_power_cr_107_3c_608_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "RCC")
    b.cast(cards["Rush of Blood"], targets=[bears])
    assert b.characteristics(bears)["power"] == 4


def test_a_later_x_is_the_x_the_text_defined_cr_107_3i(cards: dict[str, ml.Card]) -> None:
    plus2 = next(a for a in cards["Tezzeret, Master of the Bridge"].abilities
                 if a.text.startswith("+2"))
    assert plus2.supported
    assert {e.amount.kind for e in plus2.effects} == {"count"}  # "You gain X life" too


def test_every_where_x_line_supported_has_no_x_left_cr_107_3c(
        cards: dict[str, ml.Card]) -> None:
    found = [a for a in _lines(cards, "where x is") if a.supported]
    assert len(found) >= 100

    def amounts(obj: object) -> list[Amount]:
        import dataclasses
        if isinstance(obj, Amount):
            return [obj]
        if isinstance(obj, tuple):
            return [x for o in obj for x in amounts(o)]
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            return [x for f in dataclasses.fields(obj) for x in amounts(getattr(obj, f.name))]
        return []

    for a in found:
        if "{x}" in a.text.lower() or "x:" in a.text.lower():
            continue  # X paid in a cost as well
        assert all(m.kind != "x" for m in amounts(a.effects)), a.text


def test_might_of_the_masses_gets_plus_1_for_each_creature_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "G")
    b.cast(cards["Might of the Masses"], targets=[bears])
    assert b.characteristics(bears)["power"] == 4  # two creatures you control


def test_folk_medicine_gains_1_life_for_each_creature_cr_119_3_608_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add(cards["Grizzly Bears"])
    b.add_mana("you", "GCC")
    b.cast(cards["Folk Medicine"])
    assert b.life("you") == 23


def test_every_for_each_line_supported_counts_one_thing_each_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    each = re.compile(r"(gains? 1 life|draws? a card|gets? [+-]\d/[+-]\d( until end of "
                      r"turn)?) for each [^.]*\.$", re.I)
    found = [a for a in _lines(cards, " for each ") if a.supported and each.search(a.text)
             and isinstance(a.effects[-1], GainLife | DrawCards | Lasting | ModifyPT)]
    assert len(found) >= 30
    for a in found:
        e = next((x for x in reversed(a.effects) if not (  # "... and gains trample" after it
            isinstance(x, Lasting) and not isinstance(x.effect, ModifyPT))), a.effects[-1])
        amount = e.effect.per if isinstance(e, Lasting) and isinstance(e.effect, ModifyPT) \
            else e.per if isinstance(e, ModifyPT) else getattr(e, "amount", None)
        assert amount is not None and not amount.is_fixed, a.text


def test_abandon_attachments_if_you_do_draws_after_discarding_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    for _ in range(3):
        b.add("Island", zone="library")
    b.add_mana("you", "URC")
    b.cast(cards["Abandon Attachments"], choices=[True])
    assert list(b.hand("you")["name"]) == ["Island", "Island"]
    assert "Forest" in list(b.graveyard("you")["name"])


def test_if_you_do_does_nothing_when_the_player_declines_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    for _ in range(3):
        b.add("Island", zone="library")
    b.add_mana("you", "URC")
    b.cast(cards["Abandon Attachments"], choices=[False])
    assert list(b.hand("you")["name"]) == ["Forest"]


def test_if_you_do_after_an_impossible_discard_draws_nothing_cr_609_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Island", zone="library")
    b.add_mana("you", "URC")
    b.cast(cards["Abandon Attachments"], choices=[True])  # an empty hand: nothing done
    assert b.hand("you").empty


def test_every_if_you_do_supported_follows_an_optional_or_attempted_action_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    # "if you do" follows "you may" (608.2d) or an action that may not happen, such as
    # "discard a card" with an empty hand (609.3: the Attempt record)
    found = [a for a in _lines(cards, "if you do,") if a.supported and
             any(isinstance(e, IfYouDo) for e in a.effects)]
    assert len(found) >= 50
    for a in found:
        i = next(i for i, e in enumerate(a.effects) if isinstance(e, IfYouDo))
        assert i > 0 and type(a.effects[i - 1]).__name__ in ("MayDo", "Attempt"), a.text


def test_divided_damage_has_no_more_targets_than_damage_cr_601_2d(
        cards: dict[str, ml.Card]) -> None:
    trigger = cards["Kuldotha Flamefiend"].abilities[-1]
    assert trigger.supported
    inner = trigger.effects[-1]
    assert isinstance(inner, IfYouDo)
    damage = inner.effects[0]
    assert isinstance(damage, Damage) and damage.divided
    assert damage.to[0].objects is not None and damage.to[0].objects.target_max == 4


def test_chandras_outrage_damages_that_creatures_controller_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RRCC")
    b.cast(cards["Chandra's Outrage"], targets=[bears])
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]
    assert b.life("opponent") == 18
    assert b.life("you") == 20


def test_dual_shot_deals_1_damage_to_each_of_up_to_two_targets_cr_601_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elves = [b.add(cards["Llanowar Elves"], "opponent") for _ in range(2)]
    b.add_mana("you", "R")
    b.cast(cards["Dual Shot"], targets=[elves])
    assert b.permanents.empty


def test_hidden_strings_taps_or_untaps_as_chosen_cr_608_2d_701_26(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    a = b.add(cards["Grizzly Bears"], "opponent")
    c = b.add(cards["Grizzly Bears"], tapped=True)
    b.add_mana("you", "UC")
    b.cast(cards["Hidden Strings"], targets=[a, c], choices=[True, "tap", True, "untap"])
    assert b.is_tapped(a)
    assert not b.is_tapped(c)


def test_foul_tongue_shriek_you_gain_that_much_life_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = [b.add(cards["Grizzly Bears"]) for _ in range(2)]
    b.attack(*bears)
    b.add_mana("you", "B")
    b.cast(cards["Foul-Tongue Shriek"], targets=["opponent"])
    assert b.life("opponent") == 18
    assert b.life("you") == 22


def test_every_draw_cards_equal_to_line_counts_as_it_resolves_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    found = [a for a in _lines(cards, "draw cards equal to") if a.supported and
             '"' not in a.text]  # not a quoted ability another record grants
    assert len(found) >= 5  # the lines of this wording whose whole card is read
    for a in found:
        draws = [e for e in a.effects if isinstance(e, DrawCards)] + [
            i for e in a.effects for i in getattr(e, "effects", ()) if isinstance(i, DrawCards)]
        # "Draw a card, then draw cards equal to ...": the counted one among them
        assert draws and any(not d.amount.is_fixed for d in draws), a.text


def test_windborne_charge_two_targets_each_get_and_gain_chosen_once_cr_601_2c_611_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    x = b.add(cards["Grizzly Bears"])
    y = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "WWCC")
    b.cast(cards["Windborne Charge"], targets=[[x, y]])  # one word "target" (601.2c)
    for bears in (x, y):
        c = b.characteristics(bears)
        assert (c["power"], c["abilities"]) == (4, ("Flying",))


def test_every_gets_and_gains_line_has_one_target_per_word_target_cr_601_2c(
        cards: dict[str, ml.Card]) -> None:
    from mtglab.engine.resolution.targeting import parts_of

    found = [a for a in _lines(cards, "target creature gets +") if a.supported and
             a.kind is ml.AbilityKind.SPELL and " and gains " in a.text and
             a.text.lower().count("target") == 1]
    assert len(found) >= 20
    for a in found:
        assert len(parts_of(a.effects)) == 1, a.text


def test_you_may_have_an_object_do_it_reads_as_you_may_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    found = [a for a in _lines(cards, "you may have target creature get") if a.supported]
    assert found
    for a in found:
        assert type(a.effects[-1]).__name__ == "MayDo", a.text


def test_another_target_as_a_subject_excludes_the_source_cr_115_1(
        cards: dict[str, ml.Card]) -> None:
    from mtglab.engine.resolution.targeting import parts_of

    subject = re.compile(r"(^|, |: )another target creature (gets|gains)", re.I)
    found = [a for a in _lines(cards, "another target creature") if a.supported and
             a.text.lower().count("target") == 1 and subject.search(a.text)]
    assert len(found) >= 5
    for a in found:
        parts = parts_of(a.effects)
        assert len(parts) == 1 and parts[0].another, a.text
