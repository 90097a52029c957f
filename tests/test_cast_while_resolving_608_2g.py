"""A card cast as an instruction resolves, without paying its mana cost (CR 608.2g,
601.2, 118.9, 107.3b), the spell so cast exiled rather than put into a graveyard
(614.1a), and "You may cast target card from your graveyard this turn" (601.3, 611.2a).

"You may cast a spell with mana value 3 or less from your hand without paying its mana
cost" (the Expertise cycle), "you may cast target instant card from your graveyard
without paying its mana cost. If that spell would be put into your graveyard, exile it
instead." (Torrential Gearhulk), "You may cast target Zombie creature card from your
graveyard this turn." (Zul Ashur, Lich Lord).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Relation
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.permissions import CastFree, CastSpellExiledInstead, CastTargetCard
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_LINE = re.compile(r"you may cast (a|an|target) [^.]*(without paying its mana cost|"
                   r"from your graveyard this turn)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


def test_the_corpus_lines_read_and_play_608_2g_601_3() -> None:
    """Every supported corpus line casting a card as it resolves (608.2g) or letting a
    target card be cast this turn (601.3) is played by the audit."""
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 18
    audit_found(supported, board_refusals=True)


def test_the_records_608_2g_614_1a_601_3() -> None:
    free = parse_ability("You may cast a spell with mana value 4 or less from your hand "
                         "without paying its mana cost.", is_spell=True).effects
    assert len(free) == 1 and isinstance(free[0], CastFree)
    assert (free[0].card.max_mana_value, free[0].card.zone) == (4, "hand")
    target = parse_ability("You may cast target instant card from your graveyard without "
                           "paying its mana cost. If that spell would be put into your "
                           "graveyard, exile it instead.", is_spell=True).effects
    assert [type(e) for e in target] == [CastFree, CastSpellExiledInstead]
    assert target[0].card.relation is Relation.TARGET  # the target card (115.1)
    later = parse_ability("You may cast target instant or sorcery card from your graveyard "
                          "this turn.", is_spell=True).effects
    assert len(later) == 1 and isinstance(later[0], CastTargetCard)


def test_exile_instead_needs_a_spell_cast_just_before_614_1a() -> None:
    """'that spell' is the one the instruction before cast (or lets be cast, 601.3):
    after any other instruction the engine doesn't follow it (608.2c)."""
    a = parse_ability("Draw a card. If that spell would be put into your graveyard, exile "
                      "it instead.", is_spell=True)
    assert not a.supported and "exile it instead" in a.problem


def _expertise_board() -> tuple[ml.Board, Any]:
    cards = corpus_cards("Sram's Expertise")
    b = ml.Board()
    bolt = b.add("Lightning Bolt", "you", zone="hand")
    b.add("Serra Angel", "you", zone="hand")
    b.add_mana("you", "CCWWW")
    b.cast(cards["Sram's Expertise"], resolve=False)
    return b, bolt


def test_a_spell_cast_from_hand_for_no_mana_as_it_resolves_608_2g_118_9() -> None:
    """Sram's Expertise: Lightning Bolt (mana value 1) is cast from the hand as the
    Expertise resolves, no mana paid (118.9), and resolves after it (608.2g)."""
    b, bolt = _expertise_board()
    b.resolve(choices=[bolt, "opponent"])
    assert list(b.stack["name"]) == ["Lightning Bolt"]
    assert "Lightning Bolt" not in set(b.hand("you")["name"])
    b.resolve()
    assert b.life("opponent") == 17


def test_only_cards_of_the_kind_and_mana_value_are_offered_202_3_305_9() -> None:
    """Serra Angel (mana value 5) is not one of the cards Sram's Expertise (3 or less)
    lets be cast (202.3)."""
    b, _bolt = _expertise_board()
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.resolve()
    shown = " ".join(str(o) for o in exc.value.options)
    assert "Lightning Bolt" in shown and "Serra Angel" not in shown


def test_casting_nothing_608_2g() -> None:
    b, _bolt = _expertise_board()
    b.resolve(choices=[False])
    assert not len(b.stack)
    assert set(b.hand("you")["name"]) == {"Lightning Bolt", "Serra Angel"}


def test_the_spell_cast_from_a_graveyard_is_exiled_instead_614_1a() -> None:
    """Torrential Gearhulk: Lightning Bolt cast from the graveyard resolves, then is
    exiled rather than put back into the graveyard (614.1a)."""
    cards = corpus_cards("Torrential Gearhulk")
    b = ml.Board()
    bolt = b.add("Lightning Bolt", "you", zone="graveyard")
    b.add_mana("you", "CCCCUU")
    b.cast(cards["Torrential Gearhulk"], resolve=False)
    b.resolve()  # the Gearhulk enters; its ability triggers (603.2)
    b.resolve(choices=[bolt, "opponent"])
    b.resolve()
    assert b.life("opponent") == 17
    assert "Lightning Bolt" in set(b.exile["name"])
    assert "Lightning Bolt" not in set(b.graveyard("you")["name"])


def _rummage(text: str) -> tuple[ml.Board, Any]:
    """A board where "Rummage" (an instant of ``text``) resolved with Lightning Bolt in
    your graveyard as its target and {R} left to cast it; returns the board and the Bolt."""
    spell = ml.Card.from_text(name="Rummage", oracle_text=text, type_line="Instant",
                              mana_cost="{U}")
    b = ml.Board()
    bolt = b.add("Lightning Bolt", "you", zone="graveyard")
    b.add_mana("you", "UR")
    b.cast(spell)
    return b, bolt


_THIS_TURN = "You may cast target instant or sorcery card from your graveyard this turn."


def test_target_card_may_be_cast_this_turn_only_601_3_611_2a() -> None:
    """"You may cast target instant or sorcery card from your graveyard this turn": the
    card is cast from the graveyard paying its cost (601.3); the permission ends in the
    cleanup step (611.2a, 514.2)."""
    b, bolt = _rummage(_THIS_TURN)
    b.cast(bolt, targets=["opponent"])
    assert b.life("opponent") == 17
    b2, bolt2 = _rummage(_THIS_TURN)
    b2.pass_turn()
    b2.pass_turn()
    with pytest.raises(ml.IllegalActionError):
        b2.cast(bolt2, targets=["opponent"])


def test_the_spell_cast_by_the_permission_is_exiled_instead_614_1a() -> None:
    """Jace, Telepath Unbound's −3: the instant cast from the graveyard this turn is
    exiled rather than put back into the graveyard (614.1a)."""
    b, bolt = _rummage(f"{_THIS_TURN} If that spell would be put into your graveyard this "
                       "turn, exile it instead.")
    b.cast(bolt, targets=["opponent"])
    assert b.life("opponent") == 17
    assert "Lightning Bolt" in set(b.exile["name"])
    assert "Lightning Bolt" not in set(b.graveyard("you")["name"])
