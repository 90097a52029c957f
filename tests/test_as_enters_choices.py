"""'As this enters, choose ...' (CR 614.12a) and the abilities linked to the choice (607.2d).

The Oracle lines below are quoted from the corpus (../shared/corpus/cards.jsonl). A choice
made as a permanent enters is made before it enters (614.12a); an ability that refers to
"the chosen color" reads only the choice its linked ability made (607.2d), so when that
linked line is not understood the reading ability must not be marked supported: it would
silently produce nothing (106.5).
"""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.cards.effects import AsEntersChoice, ChoiceKind, EntersTapped

THRIVING_GROVE = ml.Card.from_text(
    name="Thriving Grove", type_line="Land",
    oracle_text="This land enters tapped. As it enters, choose a color other than green.\n"
                "{T}: Add {G} or one mana of the chosen color.")
CROSSROADS_VILLAGE = ml.Card.from_text(
    name="Crossroads Village", type_line="Land — Town",
    oracle_text="This land enters tapped. As it enters, choose a color.\n"
                "{T}: Add one mana of the chosen color.")
CITADEL_GATE = ml.Card.from_text(
    name="Citadel Gate", type_line="Land — Gate",
    oracle_text="Citadel Gate enters the battlefield tapped.\n"
                "As Citadel Gate enters the battlefield, choose a color other than white.\n"
                "{T}: Add {W} or one mana of the chosen color.")


def test_thriving_line_parses_both_sentences() -> None:
    # one line, two sentences: it enters tapped, and the color choice excludes green
    first = THRIVING_GROVE.abilities[0]
    assert first.supported, first.problem
    assert first.effects == (EntersTapped(), AsEntersChoice(ChoiceKind.COLOR, excluded=("G",)))


@pytest.mark.parametrize("chosen", ["W", "U", "B", "R"])
def test_thriving_grove_adds_green_or_the_chosen_color(chosen: str) -> None:
    # its text: "{T}: Add {G} or one mana of the chosen color" (the choice is made as it
    # enters, 614.12a; the mana ability reads it, 607.2d)
    b = ml.Board()
    grove = b.add(THRIVING_GROVE, choices=[chosen])
    assert b.productions(grove, "{T}") == frozenset({"G", chosen})
    assert b.could_produce(grove) == frozenset({"G", chosen})


def test_thriving_grove_cannot_choose_green() -> None:
    # "a color other than green": green is not a legal answer
    b = ml.Board()
    with pytest.raises(ml.IllegalActionError, match="may choose"):
        b.add(THRIVING_GROVE, choices=["G"])
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.add(THRIVING_GROVE)
    assert list(asked.value.options) == ["W", "U", "B", "R"]


def test_crossroads_village_adds_the_chosen_color_and_enters_tapped() -> None:
    # "This land enters tapped. As it enters, choose a color." shares one line
    b = ml.Board()
    village = b.add(CROSSROADS_VILLAGE, choices=["R"])
    assert b.productions(village, "{T}") == frozenset({"R"})
    assert [a.supported for a in CROSSROADS_VILLAGE.abilities] == [True, True]
    assert any(isinstance(e, EntersTapped) for e in CROSSROADS_VILLAGE.abilities[0].effects)


def test_citadel_gate_adds_white_or_the_chosen_color() -> None:
    b = ml.Board()
    gate = b.add(CITADEL_GATE, choices={"color": "B"})
    assert b.productions(gate, "{T}") == frozenset({"W", "B"})


def test_an_opponent_is_chosen_among_the_controllers_opponents() -> None:
    # Black Vise: "As ~ enters the battlefield, choose an opponent." With one opponent
    # the single legal answer is taken (DESIGN: a single legal answer may be left out)
    vise = ml.Card.from_text(name="Black Vise", type_line="Artifact", mana_cost="{1}",
                             oracle_text="As Black Vise enters the battlefield, choose an "
                                         "opponent.")
    b = ml.Board()
    b.add(vise)
    with pytest.raises(ml.IllegalActionError):
        b.add(vise, choices=["you"])  # you are not your own opponent


def test_a_reader_of_an_unread_choice_is_unsupported() -> None:
    # 607.2d: "the chosen color" means the choice of the linked "choose a color" ability.
    # Here the choosing line is one the parser can't read, so the mana ability that reads
    # it is unsupported and says which line it waits for, instead of adding nothing.
    card = ml.Card.from_text(
        name="Test Prism", type_line="Artifact", mana_cost="{2}",
        oracle_text="As Test Prism enters the battlefield, choose a color at random among "
                    "the colors of the last spell cast.\n{T}: Add one mana of the chosen color.")
    choose, mana = card.abilities
    assert not choose.supported
    assert not mana.supported and "607.2d" in mana.problem and "choose" in mana.problem
    b = ml.Board()
    p = b.add(card)  # the card is still placed (an unsupported line blocks nothing)
    rows = b.abilities
    assert list(rows["supported"]) == [False, False]
    assert not b.can_activate(p, 1)


def test_a_choice_between_two_named_answers() -> None:
    # Mangara's Equity: "choose black or red"; Roots of Life: "choose Island or Swamp"
    equity = ml.Card.from_text(name="Mangara's Equity", mana_cost="{1}{W}{W}",
                               type_line="Enchantment",
                               oracle_text="As Mangara's Equity enters the battlefield, "
                                           "choose black or red.")
    roots = ml.Card.from_text(name="Roots of Life", mana_cost="{1}{G}{G}",
                              type_line="Enchantment",
                              oracle_text="As Roots of Life enters the battlefield, choose "
                                          "Island or Swamp.")
    b = ml.Board()
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.add(equity)
    assert list(asked.value.options) == ["B", "R"]
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.add(roots)
    assert list(asked.value.options) == ["Island", "Swamp"]
    with pytest.raises(ml.IllegalActionError):
        b.add(roots, choices=["Forest"])
    b.add(roots, choices=["Swamp"])
