"""The costs of a modal spell's modes (CR 601.2f): "Escalate [cost]" adds its cost once for
each mode chosen beyond the first (702.120a; a cost other than mana, "Escalate—Discard
a card.", is paid with the spell's additional costs, 601.2h); "Spree" chooses one or
more of its "+ [cost] — ..." modes, each chosen mode adding the cost printed before it
(702.172a, 700.2h). Read by grammar/modes.lark and cards/oracle/modal.py onto the
spell's ``ChooseModes``; added by engine/spells/modecosts.py; across every escalate and
spree line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import ChooseModes
from mtglab.cards.model import Card
from mtglab.cards.modes import ModeCostKeyword
from mtglab.mana import ManaCost
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Borrowed Grace", "Final Showdown", "Grizzly Bears", "Three Steps Ahead",
                  "Collective Brutality", "Island")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _header(card: Card) -> ChooseModes:
    return next(e for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, ChooseModes))


# -- escalate (702.120a) --------------------------------------------------------------------

def test_escalate_two_modes_pay_the_escalate_cost_once_cr_702_120a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "you")
    b.add_mana("you", "WWCCC")  # {2}{W} and one escalate {1}{W} (601.2f)
    b.cast(cards["Borrowed Grace"], modes=[0, 1])
    assert b.mana_pool("you") == ""
    looks = b.permanents.set_index("id")
    assert (int(looks.loc[bear.id, "power"]), int(looks.loc[bear.id, "toughness"])) == (4, 4)


def test_escalate_one_mode_pays_no_escalate_cost_cr_702_120a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WCC")  # {2}{W}: the first mode costs nothing more
    b.cast(cards["Borrowed Grace"], modes=[1])
    assert b.mana_pool("you") == ""


def test_escalate_a_pool_short_of_the_escalate_cost_casts_nothing_cr_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWCC")  # one short of {3}{W}{W}
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Borrowed Grace"], modes=[0, 1])
    assert b.mana_pool("you") == "WWCC"


def test_escalate_is_read_onto_the_modal_header_cr_702_120a(
        cards: dict[str, ml.Card]) -> None:
    header = _header(cards["Borrowed Grace"])
    assert header.escalate == ManaCost.parse("{1}{W}") and header.mode_costs == ()


def test_escalate_discard_a_card_is_paid_for_each_mode_beyond_the_first_cr_702_120a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add(cards["Island"], zone="hand")
    b.add_mana("you", "BC")
    b.cast(cards["Collective Brutality"], modes=[1, 2], targets=[bear, "opponent"])
    assert list(b.graveyard("you")["name"]) == ["Island", "Collective Brutality"]
    assert (b.life("you"), b.life("opponent")) == (22, 18)
    assert bear.id not in b.state.permanents  # -2/-2 (704.5f)


def test_escalate_discard_one_mode_discards_nothing_cr_702_120a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Island"], zone="hand")
    b.add_mana("you", "BC")
    b.cast(cards["Collective Brutality"], modes=[2], targets=["opponent"])
    assert list(b.hand("you")["name"]) == ["Island"]


def test_escalate_discard_with_an_empty_hand_only_one_mode_cr_118_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "BC")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):
        b.cast(cards["Collective Brutality"], modes=[1, 2], targets=[bear, "opponent"])
    assert b.mana_pool("you") == "BC"


def test_an_escalate_cost_mtglab_doesnt_pay_stays_unsupported_naming_it_cr_702_120a() -> None:
    card = ml.Card.from_text(name="Odd Choice", mana_cost="{B}", type_line="Sorcery",
                             oracle_text="Escalate—Pay {E}{E}.\nChoose one or more —\n"
                                         "• Draw a card.\n• You gain 1 life.")
    draw = next(a for a in card.abilities if "Draw a card" in a.text)
    assert not draw.supported and "702.120a" in draw.problem


# -- spree (702.172a) -----------------------------------------------------------------------

def test_spree_two_modes_pay_both_their_costs_cr_702_172a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "WWWCCCC")  # {W}, + {1} and + {3}{W}{W} (601.2f, 700.2h)
    b.cast(cards["Final Showdown"], modes=[0, 2])
    assert b.mana_pool("you") == ""
    assert bear.id not in set(b.permanents["id"])  # destroyed (701.8a)


def test_spree_one_mode_pays_only_its_own_cost_cr_702_172a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "WC")  # {W} and + {1}
    b.cast(cards["Final Showdown"], modes=[0])
    assert b.mana_pool("you") == ""


def test_spree_needs_at_least_one_mode_cr_702_172a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWWCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2a"):
        b.cast(cards["Final Showdown"], modes=[])
    assert b.mana_pool("you") == "WWWCCCC"


def test_spree_a_pool_short_of_a_modes_cost_casts_nothing_cr_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWWCCC")  # one short of {4}{W}{W}{W}
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Final Showdown"], modes=[0, 2])
    assert b.mana_pool("you") == "WWWCCC"


def test_spree_modes_are_read_after_their_plus_and_cost_cr_702_172b(
        cards: dict[str, ml.Card]) -> None:
    card = cards["Three Steps Ahead"]
    header = _header(card)
    assert (header.minimum, header.maximum, header.modes) == (1, 3, 3)
    assert header.mode_costs == tuple(ManaCost.parse(c) for c in ("{1}{U}", "{3}", "{2}"))
    modes = [a for a in card.abilities if a.mode is not None]
    assert [a.mode for a in modes] == [0, 1, 2] and all(a.supported for a in modes)


def test_spree_with_a_cost_that_isnt_mana_stays_unsupported_cr_702_172a() -> None:
    card = ml.Card.from_text(name="Odd Spree", mana_cost="{R}", type_line="Sorcery",
                             oracle_text="Spree\n+ Sacrifice a creature — Draw a card.\n"
                                         "+ {1} — You gain 1 life.")
    assert not any(a.supported for a in card.abilities)
    assert all("702.172a" in a.problem for a in card.abilities)


def test_escalate_and_spree_on_a_permanent_are_not_modelled_cr_702_172a() -> None:
    card = ml.Card.from_text(name="Odd Bear", mana_cost="{G}", type_line="Creature — Bear",
                             power="2", toughness="2", oracle_text="Spree")
    assert not card.abilities[0].supported and "702.172a" in card.abilities[0].problem


# -- every escalate and spree line of the corpus --------------------------------------------

_LINE: Final = re.compile(r"^(Escalate|Spree\b|\+ \{)", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    """Every escalate and spree keyword line and every spree mode of the corpus."""
    return corpus_abilities(_LINE, lambda a: _LINE.match(a.text) is not None)


pytest_generate_tests = parametrize_face_lines("costed_line", _lines)


@pytest.mark.corpus
def test_every_escalate_or_spree_line_is_read_and_played_cr_702_120a_702_172a(
        costed_line: tuple[Any, Any]) -> None:
    face, ability = costed_line
    if ability.text.startswith(("Escalate", "Spree")):
        keyword = ability.text.split()[0].split("—")[0]
        if ability.supported:  # read, and its cost is on the header (702.120a, 702.172a)
            header = _header(face)
            assert header.escalate is not None or header.escalate_costs or \
                len(header.mode_costs) == header.modes
            assert any(isinstance(e, ModeCostKeyword | ChooseModes) for e in ability.effects)
        else:
            assert keyword == "Escalate" and "Escalate—" in ability.text  # not mana
        return
    if not ability.supported:  # a mode whose own text isn't read: named, not its cost
        assert "702.172a" not in ability.problem, ability.problem
        return
    audit_found([costed_line], board_refusals=True)
