"""The general instruction grammar's verbs and amounts (CR 608.2c): several verbs of one
subject ("gets +2/+2 and gains flying until end of turn", "draws two cards and loses 2
life"), a duration written first or last for all of them (611.2a), damage divided among
"one, two, or three targets" (601.2d), "2 life for each ..." (107.1), amounts counted for
the player who acts or is dealt damage ("the number of lands they control"), "<instruction>
if <condition>" (608.2c), lists of card types (205.2a), "gain control of" (613.1b) and
"exiles two cards from their hand" (406.2). Real cards of ../shared/corpus; each
production checked across every corpus line that uses it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effects import DrawCards, GainControl, IfHolds, LoseLife, ModifyPT, PutCounters
from mtglab.cards.instructions import Damage, ExileFromHand, Lasting, Who


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _abilities(cards: dict[str, ml.Card], *words: str) -> list[ml.Ability]:
    return [a for c in cards.values() for face in (c.faces or (c,))
            for a in face.abilities if all(w in a.text.lower() for w in words)]


# -- several verbs of one subject, one duration (608.2c, 611.2a) -------------------------


def test_until_end_of_turn_first_lasts_for_every_verb_cr_611_2a_613_4c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "W")
    b.cast(cards["Swift Justice"], targets=[bears])  # +1/+0, first strike and lifelink
    c = b.characteristics(bears)
    assert c["power"] == 3
    assert {"First strike", "Lifelink"} <= {str(a) for a in c["abilities"]}
    b.pass_turn()  # both end in the cleanup step (514.2)
    c = b.characteristics(bears)
    assert c["power"] == 2 and not c["abilities"]


def test_every_until_end_of_turn_gets_and_gains_line_lasts_as_a_whole_cr_611_2a(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "until end of turn, target creature gets")
             if " and gains " in a.text and a.supported]
    # (the lines that also grant a quoted ability the engine can't read are unsupported,
    # 613.1f: the others)
    assert len(lines) >= 5
    for a in lines:
        lasting = [e for e in a.effects if isinstance(e, Lasting)]
        assert len(lasting) >= 2, a.text  # the bonus and the abilities, each until then
        # one word "target": the later verb acts on what the first named (608.2c)
        assert sum(1 for e in lasting if e.effect.selector.target_max and
                   e.effect.selector.relation is not None and
                   e.effect.selector.relation.value == "target") == 1, a.text


def test_gets_for_each_and_gains_a_keyword_is_counted_as_it_resolves_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"])
    b.add_mana("you", "G")  # Get a Leg Up: "+1/+1 for each creature you control and gains
    b.cast(cards["Get a Leg Up"], targets=[bears])  # reach" until end of turn (611.2a)
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (5, 5)
    assert "Reach" in {str(a) for a in c["abilities"]}


def test_target_player_draws_and_loses_life_is_one_target_cr_608_2c_115_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Island", "opponent", zone="library")
    b.add_mana("you", "BB")
    b.cast(cards["Sign in Blood"], targets=["opponent"])
    assert len(b.hand("opponent")) == 2
    assert b.life("opponent") == 18 and b.life("you") == 20


def test_each_later_verb_of_a_target_player_is_that_player_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "target player draws", " and loses ") if a.supported]
    assert len(lines) >= 5
    for a in lines:
        loses = [e for e in a.effects if isinstance(e, LoseLife)]
        assert loses and all(e.player is Who.THAT_PLAYER for e in loses), a.text


def test_draws_then_discards_is_done_in_order_by_one_player_cr_608_2c_701_9a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", "you", zone="library")
    b.add("Forest", "you", zone="hand")
    looter = b.add(cards["Cephalid Looter"])
    b.activate(looter, 0, targets=["you"], choices=["Forest"])
    assert list(b.hand("you")["name"]) == ["Island"]
    assert "Forest" in list(b.graveyard("you")["name"])


# -- damage divided among one, two, or three targets (601.2d) ----------------------------


def test_arc_lightning_divides_3_damage_among_three_targets_cr_601_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    a = b.add(cards["Grizzly Bears"], "opponent")
    c = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RCC")
    b.cast(cards["Arc Lightning"], targets=[a, c, "opponent"], choices=[(1, 1, 1)])
    assert b.life("opponent") == 19
    assert b.controller(a) == b.controller(c) == "opponent"  # 1 each: not lethal to a 2/2


def test_every_one_two_or_three_targets_line_divides_its_damage_cr_601_2d(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "deals", "divided as you choose among one, two, "
                                   "or three target") if a.supported]
    assert len(lines) >= 10
    for a in lines:
        damage = next(e for e in a.effects if isinstance(e, Damage))
        assert damage.divided, a.text
        assert damage.to[0].objects is not None
        assert (damage.to[0].objects.target_min, damage.to[0].objects.target_max) == (1, 3)


# -- amounts: "2 life for each", "they control" (107.1, 608.2c) -------------------------


def test_two_life_for_each_creature_you_control_cr_107_1_119_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add(cards["Grizzly Bears"])
    b.add_mana("you", "W")
    b.cast(cards["Festival of Trokin"])
    assert b.life("you") == 26


def test_acidic_soil_counts_the_lands_of_each_player_it_damages_cr_608_2c_120_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Mountain", "you")
    b.add("Island", "opponent")
    b.add_mana("you", "RCC")
    b.cast(cards["Acidic Soil"])
    assert b.life("you") == 17 and b.life("opponent") == 19


def test_each_player_loses_life_for_each_swamp_they_control_cr_608_2c_119_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    judge = b.add(cards["Stern Judge"])
    b.add("Swamp", "you")
    b.add("Swamp", "opponent")
    b.add("Swamp", "opponent")
    b.activate(judge, 0)
    assert b.life("you") == 19 and b.life("opponent") == 18


def test_damage_to_a_player_and_each_creature_they_control_spares_others_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    mine = b.add(cards["Llanowar Elves"])
    b.add(cards["Llanowar Elves"], "opponent")
    b.add_mana("you", "R")
    b.cast(cards["End the Festivities"])  # 1 damage to each opponent and each creature
    assert b.life("opponent") == 19      # and planeswalker they control (608.2c)
    assert b.controller(mine) == "you"   # still there: not one they control
    assert list(b.graveyard("opponent")["name"]) == ["Llanowar Elves"]


def test_you_is_never_they_in_an_amount_cr_608_2c(cards: dict[str, ml.Card]) -> None:
    for a in _abilities(cards, "you gain", "they control"):
        for e in a.effects:
            sel = getattr(getattr(e, "amount", None), "selector", None)
            assert not (e.__class__.__name__ == "GainLife" and e.player is Who.YOU and
                        sel is not None and sel.controller.value == "that player"), a.text


# -- "<instruction> if <condition>" (608.2c) ---------------------------------------------


def test_draw_a_card_if_you_control_is_checked_as_it_resolves_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", "you", zone="library")
    b.add("Island", "you", zone="library")
    b.add_mana("you", "CC")
    reliquary = b.add(cards["Roadside Reliquary"])  # one card if you control an artifact,
    b.activate(reliquary, 1)  # one if an enchantment; it was sacrificed to pay (608.2c)
    assert len(b.hand("you")) == 0
    b2 = ml.Board()
    b2.add("Island", "you", zone="library")
    b2.add(cards["Sol Ring"])
    b2.add_mana("you", "CC")
    reliquary = b2.add(cards["Roadside Reliquary"])
    b2.activate(reliquary, 1)
    assert len(b2.hand("you")) == 1


def test_every_instruction_if_condition_line_is_a_checked_condition_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "draw a card if you control") if a.supported]
    assert len(lines) >= 3
    for a in lines:
        assert any(isinstance(e, IfHolds) and isinstance(e.effects[0], DrawCards)
                   for e in a.effects), a.text


# -- lists of card types, gain control, exile from hand ----------------------------------


def test_destroy_target_artifact_enchantment_or_land_is_any_of_them_cr_205_2a_701_8(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    land = b.add("Forest", "opponent")
    b.add_mana("you", "GGCC")
    b.cast(cards["Creeping Mold"], targets=[land])
    assert "Forest" in list(b.graveyard("opponent")["name"])
    b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "GGCC")
    with pytest.raises(ml.MtglabError):  # a creature is none of the three
        b.cast(cards["Creeping Mold"], targets=[b.get("Grizzly Bears")])


def test_threaten_gains_control_until_end_of_turn_cr_613_1b_514_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent", tapped=True)
    b.add_mana("you", "RCC")
    b.cast(cards["Threaten"], targets=[bears])
    assert b.controller(bears) == "you" and not b.is_tapped(bears)
    assert "Haste" in {str(a) for a in b.characteristics(bears)["abilities"]}
    b.pass_turn()
    assert b.controller(bears) == "opponent"


def test_every_gain_control_until_end_of_turn_line_is_for_you_cr_613_1b(
        cards: dict[str, ml.Card]) -> None:
    # the duration read with "gain control" itself: Slave of Bolas's "until end of turn"
    # is its haste's, its control change lasting indefinitely (611.2a, 613.1b)
    lines = [a for a in _abilities(cards, "gain control of", "until end of turn")
             if a.supported and any(isinstance(e, GainControl) for e in a.effects)
             and re.search(r"gain control of [^.]*until end of turn", a.text.lower())]
    assert len(lines) >= 8
    for a in lines:
        gains = [e for e in a.effects if isinstance(e, GainControl)]
        assert all(g.player == "you" and g.duration == "end of turn"
                             for g in gains), a.text


def test_target_player_exiles_a_card_from_their_hand_cr_406_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Forest", "Island"):
        b.add(name, "opponent", zone="hand")
    karn = b.add(cards["Karn Liberated"])
    b.activate(karn, 0, targets=["opponent"], choices=["Island"])  # +4 (406.2)
    assert list(b.hand("opponent")["name"]) == ["Forest"]
    assert [c.name for c in b.state.exile] == ["Island"]
    for a in _abilities(cards, "target opponent exiles two cards from their hand"):
        assert a.supported, a.text
        assert any(isinstance(e, ExileFromHand) and e.player is Who.TARGET_OPPONENT
                   for e in a.effects), a.text


def test_counters_on_each_creature_and_loyalty_on_each_other_planeswalker_cr_122_1(
        cards: dict[str, ml.Card]) -> None:
    ajani = cards["Ajani, the Greathearted"]
    a = next(x for x in ajani.abilities if "loyalty counter on each other" in x.text)
    puts = [e for e in a.effects if isinstance(e, PutCounters)]
    assert [p.counter for p in puts] == ["+1/+1", "loyalty"]
    assert a.supported
    assert not [e for e in a.effects if isinstance(e, ModifyPT)]


def test_each_creature_each_opponent_controls_is_theirs_only_cr_109_4_122_1(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "counter on each creature each opponent controls")
             if a.supported]
    assert lines
    for a in lines:
        puts = [e for e in a.effects if isinstance(e, PutCounters)]
        assert puts and all(p.selector.controller.value == "opponent" for p in puts), a.text


def test_a_counter_for_each_elf_is_counted_as_it_resolves_cr_122_1_608_2h(
        cards: dict[str, ml.Card]) -> None:
    lines = [a for a in _abilities(cards, "+1/+1 counter on target creature for each")
             if a.supported]
    assert lines
    for a in lines:
        put = next(e for e in a.effects if isinstance(e, PutCounters))
        assert put.amount.kind.value == "count" and put.amount.selector is not None, a.text
