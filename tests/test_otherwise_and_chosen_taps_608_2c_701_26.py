""""Otherwise, ...", tapping chosen permanents and kinds of cards named by alternatives,
played through the public API (CR 608.2c, 608.2d, 609.3, 701.26a, 406.3).

"If you do, A. Otherwise, B": B happens only if the optional instruction before wasn't
done (608.2d). "A if <condition>. Otherwise, B": the condition is checked once, as that
part resolves (608.2c), and one of A and B happens — A can't make B happen too (Wick,
the Whorled Mind). "You may tap two untapped creatures you control": the player chooses
which as it resolves (701.26a); with fewer, they can't, and "if you do" doesn't follow
(609.3). "Exile an instant or sorcery card from your graveyard": a card of either type
(406.3).

Every corpus line of each wording is read the same way (the grammar is general); the
behaviour is checked on real cards.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo
from mtglab.cards.instructions import Discard, IfYouDo
from mtglab.cards.library import IfCardIs
from mtglab.cards.optional import ExileFromGraveyard, IfElse, Otherwise, TapChosen
from mtglab.cards.pool.loaders import cards_from_records, read_records

NAMES = ("Pippin's Bravery", "Sphinx Sovereign", "Wick, the Whorled Mind", "Dangerous Wager",
         "Raff, Weatherlight Stalwart", "Rent Is Due", "Imoen, Honorable Trickster",
         "Gravelighter")

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RAT = ml.Card.from_text(name="Rat", mana_cost="{B}", type_line="Creature — Rat",
                        power="1", toughness="1")
OPT = ml.Card.from_text(name="Opt", mana_cost="{U}", type_line="Instant",
                        oracle_text="Scry 1. Draw a card.")
SALVE = ml.Card.from_text(name="Salve", mana_cost="{U}", type_line="Instant",
                          oracle_text="You gain 1 life.")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


@pytest.fixture(scope="module")
def records(corpus_jsonl: Any) -> list[dict[str, Any]]:
    _fmt, recs = read_records(str(corpus_jsonl))
    return list(recs)


@pytest.fixture(scope="module")
def cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records if r["name"] in NAMES])}


def _abilities(records: list[dict[str, Any]], pattern: str) -> list[ml.Ability]:
    """Every ability of the corpus whose text matches ``pattern`` (outside reminder
    text)."""
    found = re.compile(pattern, re.I | re.M)
    chosen = [r for r in records if found.search(_rules_text(str(r.get("oracle_text") or "")))]
    return [a for c in cards_from_records(chosen) for f in (c.faces or (c,))
            for a in f.abilities if found.search(_rules_text(a.text))]


def _rules_text(text: str) -> str:
    return re.sub(r"\([^)]*\)", "", text)


# -- the grammar: every corpus line of the wording -------------------------------------


def test_every_otherwise_after_if_you_do_is_if_you_dont_608_2d(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _abilities(records, r"\. If you do, [^.]+\. Otherwise, ")
             if a.supported]
    assert len(lines) >= 4  # Insatiable Appetite, Pippin's Bravery, Charnel Troll ...
    for a in lines:
        either = next(e for e in a.effects if isinstance(e, IfElse))
        assert either.condition is None and either.effects and either.otherwise, a.text


def test_every_otherwise_after_an_if_is_one_check_608_2c(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _abilities(records, r"[^.]+ if [^.]+\. Otherwise, ")
             if a.supported and a.kind is not ml.AbilityKind.STATIC]
    assert len(lines) >= 4  # Gravelighter, Sphinx Sovereign, Wick, Stolen Vitality
    for a in lines:
        assert any(isinstance(e, IfElse) for e in a.effects), a.text
        assert not any(isinstance(e, IfYouDo) for e in a.effects), a.text


def test_no_otherwise_is_left_alone_608_2c(records: list[dict[str, Any]]) -> None:
    # "Otherwise" is joined to the "If you do" or "if" before it (608.2c-d); it stays a
    # record of its own only after "If it's a ... card" (cards.library), played after it
    for a in _abilities(records, r"\bOtherwise, "):
        left = [i for i, e in enumerate(a.effects) if isinstance(e, Otherwise) and not (
            i and isinstance(a.effects[i - 1], IfCardIs))]
        assert not (a.supported and left), a.text


def test_every_you_may_tap_n_untapped_line_701_26a(records: list[dict[str, Any]]) -> None:
    # "... rather than pay this spell's mana cost" is an alternative cost (118.9), not this
    lines = [a for a in _abilities(records, r"you may tap (two|three) (other )?untapped ")
             if a.supported and "rather than pay" not in a.text]
    assert len(lines) >= 3  # Raff, Tidal Terror, Rent Is Due
    for a in lines:
        may = a.effects[0]
        assert isinstance(may, MayDo) and isinstance(may.effects[0], TapChosen), a.text


def test_every_exile_an_instant_or_sorcery_card_line_406_3(
        records: list[dict[str, Any]]) -> None:
    lines = [a for a in _abilities(
        records, r"you may exile an instant or sorcery card from your graveyard") if a.supported]
    assert len(lines) >= 4  # the Imoen cycle (Wise Trickster's "draw a card an you" is not)
    for a in lines:
        exiled = a.effects[0].effects[0]
        assert isinstance(exiled, ExileFromGraveyard), a.text
        assert set(exiled.selector.types) == {"Instant", "Sorcery"}, a.text


# -- playing them ------------------------------------------------------------------------


def _bravery(card: ml.Card, food: bool, choice: bool) -> tuple[ml.Board, Any]:
    b = ml.Board()
    bear = b.add(BEAR)
    if food:
        b.add(ml.Card.from_text(name="Food", type_line="Artifact — Food"))
    b.add_mana("you", "G")
    b.cast(card, targets=[bear], choices=[choice])
    return b, bear


def test_food_sacrificed_the_if_you_do_branch_608_2d(cards: dict[str, ml.Card]) -> None:
    b, bear = _bravery(cards["Pippin's Bravery"], food=True, choice=True)
    assert b.characteristics(bear)["power"] == 6  # +4/+4, not +2/+2 as well
    assert "Food" in list(b.graveyard("you")["name"])


def test_food_kept_the_otherwise_branch_608_2d(cards: dict[str, ml.Card]) -> None:
    b, bear = _bravery(cards["Pippin's Bravery"], food=True, choice=False)
    assert b.characteristics(bear)["power"] == 4  # "that creature" gets +2/+2


def test_no_food_the_otherwise_branch_118_3_608_2d(cards: dict[str, ml.Card]) -> None:
    b, bear = _bravery(cards["Pippin's Bravery"], food=False, choice=True)
    assert b.characteristics(bear)["power"] == 4




def test_condition_holds_the_first_part_608_2c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.phase = "precombat main"
    b.add(cards["Sphinx Sovereign"])
    b.advance("end")
    b.resolve()
    assert b.life("you") == 23 and b.life("opponent") == 20


def test_condition_fails_the_otherwise_part_608_2c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.phase = "precombat main"
    b.add(cards["Sphinx Sovereign"], tapped=True)
    b.advance("end")
    b.resolve()
    assert b.life("you") == 20 and b.life("opponent") == 17


def _snails(b: ml.Board) -> list[Any]:
    return [p for p in b.state.permanents.values() if "Snail" in p.base.subtypes]


def test_the_condition_is_checked_once_608_2c(cards: dict[str, ml.Card]) -> None:
    # Wick creates a Snail (none before); the Snail it made doesn't also get a counter
    b = ml.Board()
    b.add_mana("you", "BBBB")
    b.cast(cards["Wick, the Whorled Mind"])  # Wick enters; its ability triggers
    b.resolve()
    assert len(_snails(b)) == 1 and not dict(_snails(b)[0].counters)


def test_with_a_snail_the_otherwise_part_608_2c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Wick, the Whorled Mind"])
    b.add_mana("you", "BB")
    b.cast(RAT)  # a Rat enters: no Snail yet
    b.resolve()
    b.cast(RAT)  # another Rat: this time there is a Snail
    b.resolve()
    assert len(_snails(b)) == 1 and dict(_snails(b)[0].counters).get("+1/+1") == 1


def _raff(card: ml.Card, creatures: int) -> tuple[ml.Board, list[Any]]:
    b = ml.Board()
    b.add(ISLAND, "you", zone="library")
    b.add(ISLAND, "you", zone="library")
    b.add(card)
    bears = [b.add(BEAR) for _ in range(creatures)]
    b.add_mana("you", "U")
    b.cast(SALVE, choices=[True, *bears])
    # Raff triggers (601.2i) above the instant; both resolve
    return b, bears


def test_tapping_two_chosen_creatures_then_draw_701_26a_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b, bears = _raff(cards["Raff, Weatherlight Stalwart"], 2)
    assert all(b.is_tapped(x) for x in bears)
    assert len(b.hand("you")) == 1


def test_too_few_untapped_creatures_nothing_tapped_no_draw_609_3(
        cards: dict[str, ml.Card]) -> None:
    b, _bears = _raff(cards["Raff, Weatherlight Stalwart"], 0)
    assert len(b.hand("you")) == 0  # Raff itself is the only untapped creature
    assert not any(p.tapped for p in b.state.permanents.values())


def test_rent_is_due_not_done_the_enchantment_is_sacrificed_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.phase = "precombat main"
    b.add(cards["Rent Is Due"])
    b.advance("end")
    b.resolve(choices=[False])
    assert "Rent Is Due" in list(b.graveyard("you")["name"])


def test_exiling_an_instant_or_sorcery_card_406_3(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(BEAR, "you", zone="graveyard")
    b.add(OPT, "you", zone="graveyard")
    imoen = b.add(cards["Imoen, Honorable Trickster"])
    bear = b.add(BEAR)
    b.attack(imoen)
    b.combat_damage()
    b.resolve(choices=[True])
    assert list(b.graveyard("you")["name"]) == ["Bear"]  # Opt exiled, not the Bear
    assert b.characteristics(bear)["power"] == 3  # +1/+1 counter (608.2d)


# -- "discard your hand" (701.9a) --------------------------------------------------------


def _walk(effects: tuple[Any, ...]) -> list[Any]:
    """The instructions, and those inside optional ones, branches and "unless" actions
    (118.12: "unless its controller discards their hand")."""
    found: list[Any] = []
    for e in effects:
        found.append(e)
        for name in ("effects", "otherwise", "action"):
            inner = getattr(e, name, None)
            if isinstance(inner, tuple):
                found.extend(_walk(inner))
    return found


def test_every_discard_your_hand_line_discards_every_card_701_9a(
        records: list[dict[str, Any]]) -> None:
    said = re.compile(r"\bdiscards? (your|their) hand\b", re.I)
    lines = [a for a in _abilities(records, said.pattern) if a.supported and said.search(
        a.text.split(":", 1)[-1] if a.kind is ml.AbilityKind.ACTIVATED else a.text)]
    assert len(lines) >= 25  # wheels, One with Nothing, Wit's End, Vaultguard Trooper ...
    for a in lines:
        discards = [e for e in _walk(a.effects) if isinstance(e, Discard)]
        assert any(d.amount.kind == "all" for d in discards), a.text


def test_discarding_the_hand_then_drawing_701_9a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(2):
        b.add(ISLAND, "you", zone="library")
    for _ in range(3):
        b.add(BEAR, "you", zone="hand")
    b.add_mana("you", "RR")
    b.cast(cards["Dangerous Wager"])
    assert list(b.hand("you")["name"]) == ["Test Island", "Test Island"]
    assert sorted(b.graveyard("you")["name"]) == ["Bear", "Bear", "Bear", "Dangerous Wager"]
