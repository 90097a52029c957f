"""Colors chosen outside the game, kept as the card's choice on a board. Cryptic Spires:
two colors circled as the deck is made, before the game (CR 103.1
begins the game with decks already made), kept as the card's choice on a board; its
mana ability adds one mana of either of them (106.4), none if none were circled (106.5)."""

from __future__ import annotations

import pytest

import mtglab as ml

SPIRES = ml.Card.from_text(
    name="Cryptic Spires", type_line="Land",
    oracle_text="As you create your deck, circle two of the colors below.\nCryptic Spires "
                "enters the battlefield tapped.\n{T}: Add one mana of either of the circled "
                "colors.")


def test_the_two_circled_colors_are_the_cards_choice_on_a_board() -> None:
    b = ml.Board()
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.add(SPIRES)
    assert len(exc.value.options) == 10 and "WU" in exc.value.options  # 5 choose 2
    with pytest.raises(ml.IllegalActionError):
        b.add(SPIRES, choices=["GG"])  # two different colors
    p = b.add(SPIRES, choices=["GU"])
    assert b.productions(p, 2) == frozenset({"U", "G"})
    assert b.activate(p, 2, choices=["G"]).mana == "G"
    with pytest.raises(ml.IllegalActionError):
        b.activate(b.add(SPIRES, choices=["WB"]), 2, choices=["G"])  # not circled


def test_played_from_the_hand_it_keeps_the_colors_circled_before_the_game() -> None:
    b = ml.Board()
    card = b.add(SPIRES, zone="hand")
    p = b.play_land(card, choices=["WR"])  # WUBRG order
    assert b.is_tapped(p)  # "enters the battlefield tapped" (614.1c)
    b.untap(p)
    assert b.productions(p, 2) == frozenset({"W", "R"})
    assert ml.Board.from_yaml(b.to_yaml()).productions(p.id, 2) == frozenset({"W", "R"})


PALIANO = ml.Card.from_text(
    name="Paliano, the High City", type_line="Legendary Land",
    oracle_text="Reveal Paliano, the High City as you draft it. The player to your right "
                "chooses a color, you choose another color, then the player to your left "
                "chooses a third color.\n{T}: Add one mana of any color chosen as you "
                "drafted cards named Paliano, the High City.")


def test_paliano_adds_a_color_chosen_in_the_draft_cr_905() -> None:
    # the draft happens before the game (a Conspiracy Draft, 905): three different
    # colors for one Paliano drafted, more for several; the board keeps them as its choice
    b = ml.Board()
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.add(PALIANO)
    assert "WUB" in exc.value.options and "WU" not in exc.value.options
    p = b.add(PALIANO, choices=["GRB"])
    assert b.productions(p, 1) == frozenset({"B", "R", "G"})
    assert b.activate(p, 1, choices=["R"]).mana == "R"
