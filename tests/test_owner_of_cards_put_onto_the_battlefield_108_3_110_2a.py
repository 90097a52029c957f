"""A card put onto the battlefield from another player's zone stays its owner's card (CR
108.3: the owner is the player who started the game with it) and is controlled by the
player the effect names (110.2a: "under your control", "under its owner's control"):
Reanimate-style returns from any graveyard, searches of an opponent's library (701.23),
and every supported corpus line that puts a card from a graveyard onto the battlefield
under your control. "Its mana value" after the move is the mana value of the permanent it
became (400.7, 608.2c, 202.3)."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import ReturnFromGraveyard
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, parametrize_corpus

BEAR = ml.Card.from_text(name="Bear", mana_cost="{3}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
DOOM = ml.Card.from_text(name="Doom", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")


def _sorcery(text: str) -> Card:
    return ml.Card.from_text(name="Rite", mana_cost="{B}", type_line="Sorcery",
                             oracle_text=text)


REANIMATE = _sorcery("Put target creature card from a graveyard onto the battlefield under "
                     "your control. You lose life equal to its mana value.")
RETURN_TO_OWNER = _sorcery("Put target creature card from a graveyard onto the battlefield "
                           "under its owner's control.")
BRIBERY = ml.Card.from_text(
    name="Bribery", mana_cost="{3}{U}{U}", type_line="Sorcery",
    oracle_text="Search target opponent's library for a creature card and put that card onto "
                "the battlefield under your control. Then that player shuffles.")


def _the(b: ml.Board, name: str) -> Any:
    return next(p for p in b.state.permanents.values() if p.base.name == name)


@pytest.mark.parametrize("whose", ["you", "opponent"])
def test_a_card_from_a_graveyard_keeps_its_owner_cr_108_3_110_2a(whose: str) -> None:
    b = ml.Board()
    card = b.add(BEAR, whose, zone="graveyard")
    b.add_mana("you", "B")
    b.cast(REANIMATE, targets=[card])
    bear = _the(b, "Bear")
    assert bear.owner == whose  # 108.3: whoever's graveyard it came from
    assert bear.controller == "you"  # 110.2a: "under your control"


@pytest.mark.parametrize("whose", ["you", "opponent"])
def test_reanimate_you_lose_life_equal_to_its_mana_value_cr_202_3_608_2c(whose: str) -> None:
    # Reanimate: "You lose life equal to its mana value" — the creature's, {3}{G}: 4
    b = ml.Board()
    card = b.add(BEAR, whose, zone="graveyard")
    b.add_mana("you", "B")
    b.cast(REANIMATE, targets=[card])
    assert b.life("you") == 16
    assert b.life("opponent") == 20


def test_a_reanimated_creature_dies_into_its_owners_graveyard_cr_400_3_108_3() -> None:
    # 400.3: a card goes to its owner's graveyard, whoever controlled it
    b = ml.Board()
    card = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "BB")
    b.cast(REANIMATE, targets=[card])
    b.cast(DOOM, targets=[_the(b, "Bear").id])
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]
    assert "Bear" not in list(b.graveyard("you")["name"])


def test_under_its_owners_control_cr_110_2a() -> None:
    # Kenrith, the Returned King: "... onto the battlefield under its owner's control"
    b = ml.Board()
    card = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "B")
    b.cast(RETURN_TO_OWNER, targets=[card])
    bear = _the(b, "Bear")
    assert (bear.owner, bear.controller) == ("opponent", "opponent")


def test_a_target_gone_from_the_graveyard_costs_no_life_cr_608_2b() -> None:
    # 608.2b: the only target is illegal, so the spell doesn't resolve: no life is lost
    quick = ml.Card.from_text(name="Quick Rite", mana_cost="{B}", type_line="Instant",
                              oracle_text=REANIMATE.oracle_text)
    b = ml.Board()
    card = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "BB")
    b.cast(quick, targets=[card], resolve=False)
    b.cast(quick, targets=[card], resolve=False)
    b.resolve()
    b.resolve()
    assert b.life("you") == 16  # only the first one resolved
    assert [p.base.name for p in b.state.permanents.values()] == ["Bear"]


def test_a_card_searched_from_an_opponents_library_stays_theirs_cr_701_23_108_3() -> None:
    b = ml.Board()
    b.add(BEAR, "opponent", zone="library")
    b.add_mana("you", "CCCUU")
    b.cast(BRIBERY, targets=["opponent"], choices=["Bear"])
    bear = _the(b, "Bear")
    assert (bear.owner, bear.controller) == ("opponent", "you")


# -- every supported corpus line "... from a graveyard onto the battlefield under your
# control" of an instant or sorcery, cast at an opponent's card

_LINE: Final = re.compile(r"from (?:a|an opponent's) graveyard (?:onto|to) the battlefield"
                          r"(?: tapped)? under your control", re.I)
_KINDS: Final = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


_SPELLS: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``reanimation_spell``: each supported corpus spell line putting a card from any
    graveyard onto the battlefield under your control."""
    if "reanimation_spell" not in metafunc.fixturenames:
        return
    if not _SPELLS:
        _SPELLS.extend((f, a) for f, a in _lines() if a.supported and
                       a.kind.value == "spell" and f.mana_cost is not None and
                       any(isinstance(e, ReturnFromGraveyard) for e in a.effects))
    parametrize_corpus(metafunc, "reanimation_spell", _SPELLS,
                       [f"{face.name}: {a.text[:30]}" for face, a in _SPELLS])


@pytest.mark.corpus
def test_the_corpus_reanimation_lines_are_read_cr_110_2a(corpus_jsonl: Any) -> None:
    lines = _lines()
    assert len(lines) > 25
    assert len([a for _f, a in lines if a.supported]) >= 20


@pytest.mark.corpus
def test_each_corpus_spell_leaves_the_card_its_owners_cr_108_3_110_2a(
        reanimation_spell: Any) -> None:
    face, ability = reanimation_spell
    e = next(x for x in ability.effects if isinstance(x, ReturnFromGraveyard))
    kind = next((k for k in _KINDS if k in e.selector.types), "Creature")
    creature = kind in ("Creature",)
    target = ml.Card.from_text(
        name="Target Card", mana_cost=None if kind == "Land" else "{2}",
        type_line=f"{kind} — Bear" if creature else kind, power="2" if creature else None,
        toughness="2" if creature else None,
        loyalty="3" if kind == "Planeswalker" else None)
    b = ml.Board()
    card = b.add(target, "opponent", zone="graveyard")
    b.add_mana("you", "".join(s.text.strip("{}") for s in face.mana_cost.symbols
                              if s.text.strip("{}") in "WUBRGC") +
               "C" * face.mana_cost.generic)
    try:
        b.cast(face, targets=[card])
    except (ml.ChoiceRequired, ml.UnsupportedError, ml.IllegalActionError) as exc:
        pytest.skip(f"another part of the card asks for more than one target: {exc}")
    put = _the(b, "Target Card")
    assert (put.owner, put.controller) == ("opponent", "you")


def test_that_creature_deals_damage_to_each_other_creature_cr_608_2c() -> None:
    # Too Greedily, Too Deep: "That creature deals damage equal to its power to each other
    # creature": every creature but the one put onto the battlefield (608.2c, 120.3)
    greedy = _sorcery("Put target creature card from a graveyard onto the battlefield under "
                      "your control. That creature deals damage equal to its power to each "
                      "other creature.")
    b = ml.Board()
    card = b.add(BEAR, "opponent", zone="graveyard")
    other = b.add(BEAR, "opponent")
    b.add_mana("you", "B")
    b.cast(greedy, targets=[card])
    assert [p.controller for p in b.state.permanents.values()] == ["you"]  # 704.5g
    assert other.id not in b.state.permanents
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]
