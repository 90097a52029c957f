"""Planeswalkers and their loyalty abilities (CR 306, 606) with real cards of
../shared/corpus (skipped with a message where it is absent): starting loyalty, loyalty
costs, once per turn at sorcery speed, X, damage and 0 loyalty, the legend rule."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _library(b: ml.Board, cards: dict[str, ml.Card], n: int = 5) -> None:
    for who in ("you", "opponent"):
        for _ in range(n):
            b.add(cards["Island"], owner=who, zone="library")


def test_a_planeswalker_enters_with_its_printed_loyalty_cr_306_5b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    assert b.counters(b.add(cards["Jace Beleren"])) == {"loyalty": 3}
    assert b.counters(b.add(cards["Chandra Nalaar"])) == {"loyalty": 6}


def test_loyalty_abilities_are_activated_abilities_never_mana_abilities_cr_606_2_605_1a(
        cards: dict[str, ml.Card]) -> None:
    torch = cards["Chandra, Torch of Defiance"]
    mana = next(a for a in torch.abilities if a.text == "+1: Add {R}{R}.")
    assert mana.supported and mana.kind is ml.AbilityKind.ACTIVATED
    assert not mana.is_mana_ability  # 605.1a: not a loyalty ability
    b = ml.Board()
    p = b.add(torch)
    b.activate(p, "+1: Add", resolve=False)
    assert list(b.stack["text"]) == ["+1: Add {R}{R}."]  # it uses the stack (605.3b)
    assert b.state.player("you").pool_mana == ml.Mana("")
    b.resolve()
    assert b.state.player("you").pool_mana == ml.Mana("RR")


def test_a_plus_cost_puts_loyalty_counters_on_it_cr_606_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards)
    jace = b.add(cards["Jace Beleren"])
    b.activate(jace, "+2")  # each player draws a card
    assert b.counters(jace) == {"loyalty": 5}
    assert len(b.hand("you")) == len(b.hand("opponent")) == 1
    assert "606.4" in " ".join(b.log["rule"])


def test_a_minus_cost_removes_loyalty_counters_cr_606_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards)
    jace = b.add(cards["Jace Beleren"])
    b.activate(jace, "-1:", targets=["opponent"])  # "−1" may be typed "-1" (606.4)
    assert b.counters(jace) == {"loyalty": 2}
    assert len(b.hand("opponent")) == 1 and b.hand("you").empty


def test_a_zero_cost_changes_no_loyalty_cr_606_4(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    gideon = b.add(cards["Gideon, Ally of Zendikar"])
    b.activate(gideon, "0:")  # Create a 2/2 white Knight Ally creature token
    assert b.counters(gideon) == {"loyalty": 4}
    assert "Knight Ally" in set(b.permanents["name"])


def test_one_loyalty_ability_of_a_permanent_each_turn_cr_606_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards)
    jace = b.add(cards["Jace Beleren"])
    b.activate(jace, "+2")
    for index in (0, 1):  # neither the same one nor another one of its loyalty abilities
        assert not b.can_activate(jace, index)
        assert any("already activated this turn (CR 606.3)" in p
                   for p in b.activation_problems(jace, index))
    with pytest.raises(ml.IllegalActionError, match=r"606\.3"):
        b.activate(jace, "-1:", targets=["opponent"])
    other = b.add(cards["Liliana of the Veil"])  # another permanent's are still allowed
    assert b.can_activate(other, 0)
    b.pass_turn()
    b.pass_turn()  # a new turn of its controller: allowed again
    assert b.can_activate(jace, 1)


def test_loyalty_abilities_only_in_a_main_phase_of_your_turn_cr_606_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jace = b.add(cards["Jace Beleren"])
    b.phase = "upkeep"
    assert any("only in a main phase (CR 606.3)" in p for p in b.activation_problems(jace, 0))
    b.phase = "postcombat main"
    assert b.can_activate(jace, 0)
    theirs = b.add(cards["Liliana of the Veil"], "opponent")
    assert any("only during its controller's own turn (CR 606.3)" in p
               for p in b.activation_problems(theirs, 0))
    assert not b.can_activate(theirs, 0, player="opponent")


def test_loyalty_abilities_only_with_an_empty_stack_cr_606_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b, cards)
    jace = b.add(cards["Jace Beleren"])
    lili = b.add(cards["Liliana of the Veil"])
    b.activate(jace, "+2", resolve=False)
    assert any("only while it is empty (CR 606.3)" in p for p in b.activation_problems(lili, 0))
    b.resolve()
    assert b.can_activate(lili, 0)


def test_a_minus_cost_needs_that_many_loyalty_counters_cr_606_6(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    lili = b.add(cards["Liliana of the Veil"])  # 3 loyalty; −6 removes 6
    assert not b.can_activate(lili, 2)
    assert any("606.6" in p for p in b.activation_problems(lili, 2))


def test_minus_x_chooses_x_up_to_its_loyalty_cr_107_3a_606_6(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    chandra = b.add(cards["Chandra Nalaar"])  # 6 loyalty
    bears = b.add(cards["Grizzly Bears"], "opponent")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.activate(chandra, "-X", targets=[bears])
    assert list(asked.value.options) == [0, 1, 2, 3, 4, 5, 6]
    with pytest.raises(ml.IllegalActionError):
        b.activate(chandra, "-X", targets=[bears], x=7)
    b.activate(chandra, "-X", targets=[bears], x=2)
    assert b.counters(chandra) == {"loyalty": 4}
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]


def test_its_source_at_0_loyalty_is_gone_before_the_ability_resolves_cr_704_5i_113_7a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    chandra = b.add(cards["Chandra Nalaar"])
    wurm = b.add(cards["Craw Wurm"], "opponent")  # 6/4
    b.activate(chandra, "-X", targets=[wurm], x=6, resolve=False)
    # state-based actions before anyone has priority: 0 loyalty -> graveyard (704.5i)
    assert list(b.graveyard("you")["name"]) == ["Chandra Nalaar"]
    b.resolve()  # the ability exists on its own, the source's last information (113.7a)
    assert list(b.graveyard("opponent")["name"]) == ["Craw Wurm"]


def test_damage_to_a_planeswalker_removes_loyalty_and_at_0_it_dies_cr_120_3c_704_5i(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jace = b.add(cards["Jace Beleren"], "opponent")
    b.add_mana("you", "RR")
    b.cast(cards["Shock"], targets=[jace])
    assert b.counters(jace) == {"loyalty": 1}
    b.cast(cards["Shock"], targets=[jace])
    assert list(b.graveyard("opponent")["name"]) == ["Jace Beleren"]


def test_the_legend_rule_is_the_uniqueness_rule_for_planeswalkers_cr_704_5j_306_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    first = b.add(cards["Jace Beleren"])
    b.add(cards["Jace Beleren"])
    b.add(cards["Jace, the Mind Sculptor"])  # same planeswalker type, another name
    b.check_state(keep=[first])
    assert list(b.graveyard("you")["name"]) == ["Jace Beleren"]
    assert sorted(b.permanents["name"]) == ["Jace Beleren", "Jace, the Mind Sculptor"]
    b.add(cards["Jace Beleren"], "opponent")  # another player's: not the same player
    b.check_state()
    assert len(b.graveyard("you")) == 1 and b.graveyard("opponent").empty


def test_can_be_your_commander_is_a_deck_construction_rule_cr_903_3a_113_6n(
        cards: dict[str, ml.Card]) -> None:
    from mtglab.cards.oracle.planeswalkers import CanBeCommander, can_be_commander

    teferi = cards["Teferi, Temporal Archmage"]
    line = teferi.abilities[-1]
    assert line.supported and line.kind is ml.AbilityKind.STATIC
    assert line.effects == (CanBeCommander(),)
    assert can_be_commander(teferi)
    assert not can_be_commander(cards["Jace Beleren"])  # a planeswalker without the line
    assert can_be_commander(cards["Isamaru, Hound of Konda"])  # a legendary creature
    b = ml.Board()
    p = b.add(teferi)
    assert b.effects.empty  # nothing happens in a game (113.6n)
    assert b.counters(p) == {"loyalty": 5}
