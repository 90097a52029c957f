"""General instructions about players, libraries and tokens, played the same way for
spells and abilities (CR 608.2): energy (122.1), the monarch (725), investigate (701.16),
proliferate (701.27), putting a permanent on top of its owner's library (401.3), scry
(701.22) and "can't be countered" (701.6). Real cards of ../shared/corpus (skipped with
a message where it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _mana(b: ml.Board, card: ml.Card, who: str = "you") -> None:
    """Enough mana in the pool for the card's mana cost (generic paid with {C})."""
    assert card.mana_cost is not None
    pips = str(card.mana_cost).replace("}", "").split("{")[1:]
    b.add_mana(who, "".join("C" * int(p) if p.isdigit() else p for p in pips if p != "X"))


def test_you_get_energy_counters_when_aether_chaser_enters_cr_122_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _mana(b, cards["Aether Chaser"])
    b.cast(cards["Aether Chaser"])
    b.resolve()  # its enters ability waited on the stack (603.3)
    assert b.state.player("you").counter("energy") == 2


def test_you_become_the_monarch_and_draw_at_your_end_step_cr_725_1_725_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    _mana(b, cards["Archon of Coronation"])
    b.cast(cards["Archon of Coronation"])
    b.resolve()
    assert b.state.monarch == "you"
    b.pass_turn()
    assert list(b.hand("you")["name"]) == ["Island"]


def test_investigate_creates_a_clue_cr_701_16a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _mana(b, cards["Briarbridge Tracker"])
    b.cast(cards["Briarbridge Tracker"])
    b.resolve()
    assert sorted(b.permanents["name"]) == ["Briarbridge Tracker", "Clue"]


def test_proliferate_adds_a_counter_of_each_kind_there_cr_701_27a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add("Llanowar Elves", counters={"+1/+1": 1})
    b.add("Island", zone="library")
    _mana(b, cards["Contentious Plan"])
    b.cast(cards["Contentious Plan"], choices=[True])
    assert b.counters(bears) == {"+1/+1": 2}


def test_put_target_creature_on_top_of_its_owners_library_cr_401_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elf = b.add("Llanowar Elves", "opponent")
    b.add("Island", "opponent", zone="library")
    _mana(b, cards["Excommunicate"])
    b.cast(cards["Excommunicate"], targets=[elf])
    assert list(b.library("opponent")["name"]) == ["Llanowar Elves", "Island"]


def test_a_spell_that_cant_be_countered_stays_on_the_stack_cr_701_6(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elf = b.add("Llanowar Elves", "opponent")
    _mana(b, cards["Abrupt Decay"])
    spell = b.cast(cards["Abrupt Decay"], targets=[elf], resolve=False)
    _mana(b, cards["Cancel"], "opponent")
    b.cast(cards["Cancel"], controller="opponent", targets=[spell])
    assert [i.name for i in b.state.stack] == ["Abrupt Decay"]


def test_gets_minus_x_uses_the_x_paid_cr_107_3_613_4c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elf = b.add("Llanowar Elves", "opponent")
    b.add_mana("you", "BCC")
    b.cast(cards["Death Wind"], x=2, targets=[elf], resolve=False)
    b.resolve()
    assert "Llanowar Elves" in list(b.graveyard("opponent")["name"])  # 1/1 at -2/-2


def test_damage_to_each_creature_without_flying_cr_702_9(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    firebeast = b.add(cards["Ashen Firebeast"])
    elf = b.add("Llanowar Elves", "opponent")
    bird = b.add("Birds of Paradise", "opponent")
    b.add_mana("you", "RC")
    b.activate(firebeast, 0)
    assert elf not in list(b.permanents["id"]) and bird.id in list(b.permanents["id"])


def test_return_target_creature_card_from_your_graveyard_to_your_hand_cr_115_1_400_7(
        cards: dict[str, ml.Card]) -> None:
    spell = next(c for c in cards.values() if c.oracle_text ==
                 "Return target creature card from your graveyard to your hand."
                 and c.types == ("Sorcery",))
    b = ml.Board()
    dead = b.add("Llanowar Elves", zone="graveyard")
    b.add("Forest", zone="graveyard")
    _mana(b, spell)
    b.cast(spell, targets=[dead])
    assert list(b.hand("you")["name"]) == ["Llanowar Elves"]
    assert list(b.graveyard("you")["name"]) == ["Forest", spell.name]


def test_a_card_returned_to_the_battlefield_is_a_new_permanent_cr_400_7_110_2(
        cards: dict[str, ml.Card]) -> None:
    spell = next(c for c in cards.values() if c.oracle_text ==
                 "Return target creature card from your graveyard to the battlefield."
                 and c.types == ("Sorcery",))
    b = ml.Board()
    dead = b.add("Llanowar Elves", zone="graveyard")
    _mana(b, spell)
    b.cast(spell, targets=[dead])
    assert list(b.permanents["name"]) == ["Llanowar Elves"]
    assert not b.permanents["controlled_since_turn_start"].iloc[0]  # arrived now (302.6)
