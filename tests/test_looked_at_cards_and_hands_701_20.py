"""Cards looked at or revealed (CR 701.20, 401.4) and a hand looked at, cards chosen from
it (608.2c): "Put one of them into your hand and the other into your graveyard", "Put all
land cards revealed this way into your hand", "Look at target player's hand and choose X
cards from it", "You may choose a nonland card from it. If you do, ..." (608.2d)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities


def _sorcery(name: str, text: str, cost: str = "{1}{B}") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line="Sorcery",
                             oracle_text=text)


ONE_AND_OTHER = _sorcery("One and Other", "Look at the top two cards of your library. Put "
                         "one of them into your hand and the other into your graveyard.")
ALL_LANDS = _sorcery("All Lands", "Reveal the top four cards of your library. Put all land "
                     "cards revealed this way into your hand and the rest into your graveyard.")
LOOK_CHOOSE_X = _sorcery("Look Choose X", "Look at target player's hand and choose X cards "
                         "from it. That player discards those cards.", "{X}{B}")
MAY_CHOOSE = _sorcery("May Choose", "Target opponent reveals their hand. You may choose a "
                      "nonland card from it. If you do, that player discards that card. If "
                      "you don't, that player discards two cards.")
EITHER_KIND = _sorcery("Either Kind", "Look at the top four cards of your library. You may "
                       "put a creature or land card from among them into your hand. Put the "
                       "rest into your graveyard.", "{G}")
UP_TO_TWO_LANDS = _sorcery("Up To Two Lands", "Look at the top four cards of your library. "
                           "Put up to two land cards from among them onto the battlefield "
                           "tapped and the rest into your graveyard.", "{G}")
PILES_BY_OPPONENT = _sorcery("Piles By Opponent", "Reveal the top five cards of your "
                             "library. An opponent separates those cards into two piles. Put "
                             "one pile into your hand and the other into your graveyard.")
PILES_BY_YOU = _sorcery("Piles By You", "Reveal the top five cards of your library and "
                        "separate them into two piles. An opponent chooses one of those piles."
                        " Put that pile into your hand and the other into your graveyard.")
CHOSEN_ON_TOP = _sorcery("Chosen On Top", "Look at target opponent's hand and choose a "
                         "card from it. Put that card on top of that player's library.")
PEEK = _sorcery("Peeking", "Look at target player's hand.", "{U}")


def _library(b: ml.Board, *names: str) -> None:
    """``names`` from the top down (a card added to a library goes on top)."""
    for name in reversed(names):
        b.add(name, zone="library")


def _opponents_hand(b: ml.Board, *names: str) -> None:
    for name in names:
        b.add(name, "opponent", zone="hand")


def _names(frame: Any) -> list[str]:
    return sorted(frame["name"])


def test_one_into_the_hand_and_the_other_into_the_graveyard_401_4() -> None:
    # 701.20 (looked at), 608.2c: "one of them" is chosen; "the other" goes where it says;
    # the third card was not looked at and stays on top (401.2)
    b = ml.Board()
    _library(b, "Swamp", "Island", "Forest")
    b.add_mana("you", "BB")
    b.cast(ONE_AND_OTHER, choices=["Island"])
    assert list(b.hand("you")["name"]) == ["Island"]
    assert "Swamp" in set(b.graveyard("you")["name"])
    assert list(b.library("you")["name"]) == ["Forest"]


def test_which_one_is_a_choice_608_2c() -> None:
    # two different cards looked at: which goes to the hand is asked
    b = ml.Board()
    _library(b, "Swamp", "Island")
    b.add_mana("you", "BB")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(ONE_AND_OTHER)


def test_all_cards_of_the_kind_revealed_are_taken_without_a_choice_701_20a() -> None:
    # "Put all land cards revealed this way": every land among the four, nothing asked;
    # the rest go to the graveyard (401.4); the fifth card was not revealed
    b = ml.Board()
    _library(b, "Swamp", "Grizzly Bears", "Island", "Llanowar Elves", "Forest")
    b.add_mana("you", "BB")
    b.cast(ALL_LANDS)
    assert _names(b.hand("you")) == ["Island", "Swamp"]
    assert {"Grizzly Bears", "Llanowar Elves"} <= set(b.graveyard("you")["name"])
    assert list(b.library("you")["name"]) == ["Forest"]


def test_a_card_of_either_kind_from_among_them_205_2a() -> None:
    # "a creature or land card": either kind may be taken (a sorcery may not); the rest
    # go to the graveyard (401.4)
    b = ml.Board()
    _library(b, "Island", "Swamp", "Grizzly Bears", "Lightning Bolt", "Forest")
    b.add_mana("you", "G")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.cast(EITHER_KIND, choices=[True])
    assert "Lightning Bolt" not in str(asked.value)
    b.cast(EITHER_KIND, choices=[True, "Grizzly Bears"])
    assert list(b.hand("you")["name"]) == ["Grizzly Bears"]
    assert list(b.library("you")["name"]) == ["Forest"]


def test_up_to_two_lands_onto_the_battlefield_tapped_401_4() -> None:
    # "up to two": which and how many in one answer; they enter tapped (110.5)
    b = ml.Board()
    _library(b, "Island", "Swamp", "Grizzly Bears", "Forest", "Lightning Bolt")
    b.add_mana("you", "G")
    b.cast(UP_TO_TWO_LANDS, choices=["Island, Swamp"])
    lands = b.permanents
    assert sorted(lands["name"]) == ["Island", "Swamp"] and all(lands["tapped"])
    assert {"Grizzly Bears", "Forest"} <= set(b.graveyard("you")["name"])


FIVE = ("Llanowar Elves", "Lightning Bolt", "Grizzly Bears", "Swamp", "Island", "Forest")


def test_an_opponent_separates_and_you_choose_a_pile_700_3() -> None:
    # 700.3a: each card in one pile; the opponent separates, you put one pile into your
    # hand, the other into your graveyard; the sixth card was not revealed
    b = ml.Board()
    _library(b, *FIVE)
    b.add_mana("you", "BB")
    b.cast(PILES_BY_OPPONENT, choices=[
        "Grizzly Bears, Lightning Bolt, Llanowar Elves / Island, Swamp", "Island, Swamp"])
    assert _names(b.hand("you")) == ["Island", "Swamp"]
    assert {"Grizzly Bears", "Lightning Bolt", "Llanowar Elves"} <= \
        set(b.graveyard("you")["name"])
    assert list(b.library("you")["name"]) == ["Forest"]


def test_a_pile_may_be_empty_700_3d() -> None:
    # 700.3d: all five in one pile, none in the other; the empty pile is chosen
    b = ml.Board()
    _library(b, *FIVE)
    b.add_mana("you", "BB")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.cast(PILES_BY_OPPONENT)
    everything = "Grizzly Bears, Island, Lightning Bolt, Llanowar Elves, Swamp"
    assert f"{everything} / no cards" in str(asked.value)
    b.cast(PILES_BY_OPPONENT, choices=[f"{everything} / no cards", "no cards"])
    assert b.hand("you").empty
    assert list(b.library("you")["name"]) == ["Forest"]


def test_you_separate_and_an_opponent_chooses_the_pile_700_3() -> None:
    # the opponent's choice is "that pile" (608.2c); it goes into your hand
    b = ml.Board()
    _library(b, *FIVE)
    b.add_mana("you", "BB")
    b.cast(PILES_BY_YOU, choices=[
        "Grizzly Bears, Lightning Bolt, Llanowar Elves / Island, Swamp",
        "Grizzly Bears, Lightning Bolt, Llanowar Elves"])
    assert _names(b.hand("you")) == ["Grizzly Bears", "Lightning Bolt", "Llanowar Elves"]
    assert {"Island", "Swamp"} <= set(b.graveyard("you")["name"])


def test_looking_at_a_hand_is_logged_as_looked_at_not_revealed_701_20() -> None:
    # 701.20: looking at a hand shows it to the player looking alone; the hand stays
    b = ml.Board()
    _opponents_hand(b, "Forest", "Lightning Bolt")
    b.add_mana("you", "U")
    b.cast(PEEK, targets=["opponent"])
    log = b.log
    looked = log[log["action"] == "look"]
    assert len(looked) == 1 and "Lightning Bolt" in looked["detail"].iloc[0]
    assert log[log["action"] == "reveal"].empty
    assert _names(b.hand("opponent")) == ["Forest", "Lightning Bolt"]


def test_x_cards_chosen_from_the_hand_are_discarded_608_2c() -> None:
    # X = 2: two cards chosen from the hand looked at; "those cards" are discarded (701.9a)
    b = ml.Board()
    _opponents_hand(b, "Forest", "Grizzly Bears", "Lightning Bolt")
    b.add_mana("you", "BBB")
    b.cast(LOOK_CHOOSE_X, x=2, targets=["opponent"],
           choices=["Grizzly Bears, Lightning Bolt"])
    assert _names(b.graveyard("opponent")) == ["Grizzly Bears", "Lightning Bolt"]
    assert _names(b.hand("opponent")) == ["Forest"]


def test_the_card_chosen_goes_on_top_of_its_owners_library_401_3() -> None:
    # 608.2c: "that card" is the one chosen; "that player's library" is its owner's
    b = ml.Board()
    _opponents_hand(b, "Forest", "Lightning Bolt")
    b.add("Island", "opponent", zone="library")
    b.add_mana("you", "BB")
    b.cast(CHOSEN_ON_TOP, targets=["opponent"], choices=["Lightning Bolt"])
    assert list(b.library("opponent")["name"]) == ["Lightning Bolt", "Island"]
    assert list(b.hand("opponent")["name"]) == ["Forest"]


def test_a_card_chosen_is_done_so_if_you_do_follows_608_2d() -> None:
    # "You may choose ... If you do": choosing a card is doing it; "If you don't" is not
    # carried out (608.2d)
    b = ml.Board()
    _opponents_hand(b, "Forest", "Grizzly Bears", "Lightning Bolt")
    b.add_mana("you", "BB")
    b.cast(MAY_CHOOSE, choices=[True, "Lightning Bolt"])
    assert _names(b.graveyard("opponent")) == ["Lightning Bolt"]


def test_choosing_none_is_not_doing_it_608_2d() -> None:
    # declining: "If you don't, that player discards two cards" (701.9a)
    b = ml.Board()
    _opponents_hand(b, "Forest", "Grizzly Bears")
    b.add_mana("you", "BB")
    b.cast(MAY_CHOOSE, choices=[False])
    assert _names(b.graveyard("opponent")) == ["Forest", "Grizzly Bears"]


#: each form of the corpus these records read, by the rule deciding it
FORMS = {
    "one of them, the other (401.4)": r"Put (one|two) (of them )?into your \w+ and the "
                                      r"(other|rest)",
    "one of them into your graveyard (401.4)": r"Put one of them into your graveyard\.",
    "all cards revealed this way (701.20a)": r"Put all [\w ]*cards revealed this way into",
    "kinds from among them (701.20)": r"(put|exile) (an?|up to \w+|any number of) [^.]*"
                                      r"from among them (into|onto|\.)",
    "that many from the top (608.2c)": r"(look at|reveal|exile) that many cards from the "
                                       r"top of your library",
    "two piles (700.3)": r"separates? (those cards|them) into two piles",
    "looking at a hand (701.20)": r"[Ll]ook at (target|that) (player|opponent)'s hand\b",
    "choosing from a hand (608.2c)": r"(may choose|[Cc]hoose (up to )?\w+) [\w ,]*cards? "
                                     r"from it\b",
}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_every_corpus_line_of_the_form_is_played(form: str) -> None:
    # "supported" is a promise: every such corpus line is played without error
    line = re.compile(FORMS[form])
    found = corpus_abilities(line, lambda a: a.supported and bool(line.search(a.text)))
    if not found:
        pytest.skip("needs the shared corpus (../shared/corpus/cards.jsonl)")
    audit_found(found, board_refusals=True)
