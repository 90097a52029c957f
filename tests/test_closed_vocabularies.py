"""Closed vocabularies (issue 28): cost kinds (CR 118), amount kinds, zones (CR 400.1) and
steps and phases (CR 500.1) are StrEnums. A member is its word, so board files and the
ability cache write words; a word outside a vocabulary is refused with an
``ml.MtglabError`` that names the vocabulary, the word and the rule."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.cards.effects import Amount, Cost
from mtglab.cards.oracle.parser import parse_abilities
from mtglab.cards.pool.abilitycodec import decode_abilities, encode_abilities
from mtglab.cards.vocabulary import AmountKind, CostKind
from mtglab.engine.state import GameState, PlayerState


def test_an_unknown_cost_kind_is_refused_naming_it_cr_118() -> None:
    with pytest.raises(ml.MtglabError, match=r"cost kind: 'untap_twice' .*CR 118"):
        Cost("untap_twice")  # type: ignore[arg-type]  # the refusal under test
    # a word of the vocabulary is read as its member: {T} is a cost (CR 107.5, 118.1)
    assert Cost("tap").kind is CostKind.TAP  # type: ignore[arg-type]


def test_an_unknown_cost_verb_is_refused_by_activate_cr_118() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    before = b.to_yaml()
    with pytest.raises(ml.MtglabError, match="'untap_twice'"):
        b.activate(forest, 0, costs={"untap_twice": forest})
    assert b.to_yaml() == before  # a failed action changes nothing


def test_an_unknown_amount_kind_is_refused_naming_it_cr_107_1() -> None:
    with pytest.raises(ml.MtglabError, match=r"amount kind: 'lots' .*CR 107.1"):
        Amount("lots", 0)  # type: ignore[arg-type]
    assert Amount.fixed(2).kind is AmountKind.FIXED


def test_an_unknown_zone_is_refused_naming_it_cr_400_1() -> None:
    with pytest.raises(ml.MtglabError, match=r"zone: 'sideboard' .*CR 400.1"):
        ml.Zone("sideboard")  # the sideboard is outside the game (CR 400.11a)
    b = ml.Board()
    with pytest.raises(ml.MtglabError, match="'sideboard'"):
        b.add("Forest", zone="sideboard")
    # the seven zones of CR 400.1, and the word is the member
    assert {str(z) for z in ml.Zone} == {"library", "hand", "battlefield", "graveyard",
                                         "stack", "exile", "command"}
    assert ml.Zone("hand") == "hand" and ml.Zone("hand") is ml.Zone.HAND


def test_an_unknown_phase_is_refused_naming_it_cr_500_1() -> None:
    with pytest.raises(ml.MtglabError, match=r"phase: 'lunch' .*CR 500.1"):
        ml.Board(phase="lunch")
    with pytest.raises(ml.MtglabError, match=r"phase: 'lunch' .*CR 500.1"):
        ml.Phase("lunch")
    with pytest.raises(ml.MtglabError, match="'lunch'"):
        GameState((PlayerState("you"),), "you", phase="lunch")  # type: ignore[arg-type]


def test_the_phase_is_a_member_read_from_any_spelling_cr_500_1() -> None:
    b = ml.Board(phase="Upkeep Step")
    assert b.phase == "upkeep" and b.phase is ml.Phase.UPKEEP  # 503
    # the steps and main phases in turn order (500.1, 501.1, 505.1, 506.1, 512.1)
    assert [str(p) for p in ml.Phase][:4] == ["untap", "upkeep", "draw", "precombat main"]
    assert ml.Phase.POSTCOMBAT_MAIN.is_main and not ml.Phase.COMBAT_DAMAGE.is_main  # 505.1


def test_a_board_file_writes_the_phase_as_its_word_and_reads_it_back_cr_500_1() -> None:
    b = ml.Board(phase="declare attackers")  # 508
    text = b.to_yaml()
    assert "phase: declare attackers" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.phase is ml.Phase.DECLARE_ATTACKERS
    with pytest.raises(ml.MtglabError, match="phase"):
        ml.Board.from_yaml(text.replace("phase: declare attackers", "phase: lunch"))


def test_the_ability_cache_round_trips_the_vocabularies_cr_602_1() -> None:
    # "{1}, {T}, Exile a card from your graveyard: Add one mana of any color.": a mana
    # cost, {T} and an exile cost from a zone (CR 602.1, 118.1, 107.5)
    text = "{1}, {T}, Exile a card from your graveyard: Add one mana of any color."
    (ability,) = parse_abilities(text)
    kinds = [c.kind for c in ability.costs]
    assert kinds == [CostKind.MANA, CostKind.TAP, CostKind.EXILE]
    assert ability.costs[2].zone is ml.Zone.GRAVEYARD
    written = encode_abilities((ability,), "v")
    again = decode_abilities(written.entry, "v", written.rows)
    assert again == (ability,)
    assert [type(c.kind) for c in again[0].costs] == [CostKind] * 3


def test_an_activation_result_holds_mana_by_handle_cr_106_4() -> None:
    # a Forest's intrinsic "{T}: Add {G}" (305.6) adds one green mana to the pool (106.4)
    b = ml.Board()
    forest = b.add("Forest")
    r = b.activate(forest, 0)
    assert isinstance(r.mana, ml.Mana) and r.mana == ml.Mana("G") and r.mana == "G"
    assert r.by_source == {forest: ml.Mana("G")}
    assert all(isinstance(m, ml.Mana) for m in r.by_source.values())
    assert repr(r) == "<ActivationResult mana='G' (Forest: G)>"
