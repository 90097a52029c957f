"""Split cards (CR 709.3): the caster chooses which half to cast and only that half is on
the stack; fuse casts both halves from the hand (702.102); an aftermath half is cast only
from the graveyard and then exiled (702.127a) — read by the keyword grammar, played by
engine/spells/splitcards.py through ``Board.cast(card, face=...)``; across every split
card of ../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
from mtglab.cards.pool.loaders import cards_from_records, read_records
from tests.conftest import CORPUS, corpus_cards, parametrize_corpus

_POOL: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"

_NAMES: Final = ("Fire // Ice", "Cut // Ribbons", "Appeal // Authority", "Beck // Call",
                 "Alive // Well", "Grizzly Bears", "Counterspell")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_the_caster_chooses_the_half_only_its_characteristics_on_the_stack_cr_709_3a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "UC")  # Ice's {1}{U}, not the card's {2}{R}{U} (709.3a, 709.4)
    spell = b.cast(cards["Fire // Ice"], face="Ice", targets=[bears], resolve=False)
    assert spell is not None and spell.name == "Ice"
    b.resolve()
    assert b.is_tapped(bears) and list(b.hand("you")["name"]) == ["Island"]
    assert list(b.graveyard("you")["name"]) == ["Fire // Ice"]  # the whole card (709.3)
    assert b.mana_pool("you") == ""


def test_a_split_card_is_cast_as_one_half_chosen_cr_709_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", _POOL)
    before = b.mana_pool("you")
    with pytest.raises(ml.ChoiceRequired, match=r"709.3"):
        b.cast(cards["Fire // Ice"])
    with pytest.raises(ml.MtglabError, match="face"):
        b.cast(cards["Fire // Ice"], face="Water")
    with pytest.raises(ml.MtglabError, match="face"):
        b.cast(cards["Grizzly Bears"], face="Fire")
    assert b.graveyard("you").empty and b.mana_pool("you") == before  # unchanged


def test_fire_divides_its_damage_cr_709_3a_601_2d(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RC")
    b.cast(cards["Fire // Ice"], face="Fire", targets=[bears, "opponent"], choices=[(1, 1)])
    assert b.life("opponent") == 19
    assert list(b.graveyard("you")["name"]) == ["Fire // Ice"]


def test_an_aftermath_half_is_cast_only_from_the_graveyard_then_exiled_cr_702_127a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", _POOL)
    with pytest.raises(ml.IllegalActionError, match=r"702.127a"):
        b.cast(cards["Cut // Ribbons"], face="Ribbons", x=2)  # from the hand
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RC")
    b.cast(cards["Cut // Ribbons"], face="Cut", targets=[bears])  # the first half: hand
    assert "Grizzly Bears" in list(b.graveyard("opponent")["name"])  # 4 damage
    assert list(b.graveyard("you")["name"]) == ["Cut // Ribbons"]


def test_ribbons_cast_from_the_graveyard_is_exiled_cr_702_127a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    in_yard = b.add(cards["Cut // Ribbons"], zone="graveyard")
    b.add_mana("you", "BBCC")
    b.cast(in_yard, face="Ribbons", x=2)  # {X}{B}{B} with X=2
    assert b.life("opponent") == 18
    assert list(b.exile["name"]) == ["Cut // Ribbons"] and b.graveyard("you").empty


def test_the_first_half_of_an_aftermath_card_has_no_graveyard_permission_cr_601_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    in_yard = b.add(cards["Appeal // Authority"], zone="graveyard")
    b.add_mana("you", _POOL)
    with pytest.raises(ml.IllegalActionError, match=r"601.3"):
        b.cast(in_yard, face="Appeal")
    assert list(b.graveyard("you")["name"]) == ["Appeal // Authority"]


def test_authority_from_the_graveyard_taps_then_is_exiled_cr_702_127a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    in_yard = b.add(cards["Appeal // Authority"], zone="graveyard")
    b.add_mana("you", "WC")
    b.cast(in_yard, face="Authority", targets=[[bears]])
    assert b.is_tapped(bears)
    assert list(b.exile["name"]) == ["Appeal // Authority"]


def test_an_aftermath_spell_countered_is_exiled_cr_702_127a_701_6a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    in_yard = b.add(cards["Cut // Ribbons"], zone="graveyard")
    b.add_mana("you", "BBC")
    spell = b.cast(in_yard, face="Ribbons", x=1, resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(cards["Counterspell"], controller="opponent", targets=[spell])
    assert list(b.exile["name"]) == ["Cut // Ribbons"]
    assert b.life("opponent") == 20


def test_a_countered_half_puts_the_whole_card_in_the_graveyard_cr_709_3_701_6a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "UC")
    bears = b.add(cards["Grizzly Bears"], "opponent")
    spell = b.cast(cards["Fire // Ice"], face="Ice", targets=[bears], resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(cards["Counterspell"], controller="opponent", targets=[spell])
    assert list(b.graveyard("you")["name"]) == ["Fire // Ice"]


def test_fused_both_halves_from_the_hand_left_then_right_cr_702_102c_d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GWCCC")  # {3}{G} + {W} (702.102c)
    spell = b.cast(cards["Alive // Well"], face="both", resolve=False)
    assert spell is not None and spell.name == "Alive // Well"  # both halves (702.102b)
    b.resolve()
    # Alive's Centaur first, then Well counts it: 2 life for one creature (702.102d)
    assert list(b.permanents["name"]) == ["Centaur"] and b.life("you") == 22
    assert list(b.graveyard("you")["name"]) == ["Alive // Well"] and b.mana_pool("you") == ""


def test_a_fused_spell_with_a_half_not_understood_is_refused_cr_702_102d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GUWUCCCC")
    with pytest.raises(ml.UnsupportedError, match="Whenever a creature enters"):
        b.cast(cards["Beck // Call"], face="both")  # Beck's delayed trigger isn't read
    b.cast(cards["Beck // Call"], face="Call")  # Call alone is (709.3)
    assert list(b.permanents["name"]).count("Bird") == 4


def test_fuse_only_from_the_hand_cr_702_102a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    in_yard = b.add(cards["Beck // Call"], zone="graveyard")
    b.add_mana("you", _POOL)
    with pytest.raises(ml.IllegalActionError):
        b.cast(in_yard, face="both")
    with pytest.raises(ml.IllegalActionError, match=r"702.102a"):
        b.cast(cards["Fire // Ice"], face="both")  # no fuse
    assert list(b.graveyard("you")["name"]) == ["Beck // Call"]


# -- every split card of the corpus --------------------------------------------------------


def _split_cards() -> list[Any]:
    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    return list(cards_from_records([
        r for r in records if r.get("layout") in ("split", "aftermath")
        and not NONTRADITIONAL_FLAGS & set(r.get("flags") or ())]))


_CARDS: list[Any] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``split_half``: one test per half of a corpus split card."""
    if "split_half" not in metafunc.fixturenames:
        return
    if not _CARDS:
        _CARDS.extend(_split_cards())
    halves = [(c, f.name) for c in _CARDS for f in c.faces]
    parametrize_corpus(metafunc, "split_half", halves, [f"{c.name}: {n}" for c, n in halves])


@pytest.mark.corpus
def test_every_split_half_is_cast_as_itself_cr_709_3a(split_half: Any) -> None:
    card, name = split_half
    face = next(f for f in card.faces if f.name == name)
    aftermath = any("Aftermath" in a.keywords and a.supported for a in face.abilities)
    b = ml.Board()
    where = b.add(card, zone="graveyard") if aftermath else card
    b.add_mana("you", _POOL * 2)
    try:
        spell = b.cast(where, face=name, x=1 if face.mana_cost and face.mana_cost.has_x
                       else None, resolve=False)
    except ml.UnsupportedError:  # a line of its text isn't understood
        return
    except (ml.ChoiceRequired, ml.IllegalActionError) as refused:
        # it needs targets or choices: never a refusal of the half chosen
        assert "709.3)" not in str(refused) and "face:" not in str(refused)
        return
    assert spell is not None and spell.name == name  # only that half (709.3a)
