"""Creating tokens as a general instruction (CR 111.1, 111.2, 111.3, 111.4, 111.10, 608.2c).

"Create <count> <token> token(s)" is a verb of the general instructions: it combines with
"then", "and", "for each", ", where X is" and a player subject ("Its controller creates
...") like any other, and is played the same way for spells and abilities. Real cards of
../shared/corpus (skipped with a message where it is absent).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _sorcery(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", type_line="Sorcery", oracle_text=text,
                             mana_cost="{1}")


def _tokens(b: ml.Board, player: str) -> list[str]:
    frame = b.permanents
    return sorted(str(n) for n in frame[frame["token"] & (frame["controller"] == player)]
                  ["name"])


def test_its_controller_creates_the_token_after_its_permanent_is_destroyed_cr_111_2_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # Beast Within: "Its controller" is the destroyed permanent's controller as it last
    # existed (608.2h); that player creates the token and controls it (111.2)
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "GCC")
    b.cast(cards["Beast Within"], targets=[bears])
    assert _tokens(b, "opponent") == ["Beast"]
    assert _tokens(b, "you") == []
    beast = b.get("Beast")
    c = b.characteristics(beast)
    assert (c["power"], c["toughness"]) == (3, 3)
    assert "Creature" in c["types"] and set(c["colors"]) == {"G"}  # 111.3, 111.4


def test_a_token_for_each_elf_you_control_counts_them_as_it_resolves_cr_111_1_107_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Llanowar Elves"])
    b.add(cards["Elvish Mystic"])
    b.add(cards["Grizzly Bears"])  # not an Elf
    b.add_mana("you", "GCCC")
    b.cast(cards["Elven Ambush"])
    assert _tokens(b, "you") == ["Elf Warrior", "Elf Warrior"]


def test_x_tokens_with_a_quoted_ability_have_that_ability_cr_111_3_107_3(
        cards: dict[str, ml.Card]) -> None:
    # Song of Totentanz: X 1/1 Rats with "This creature can't block.", then creatures you
    # control gain haste until end of turn
    b = ml.Board()
    b.add_mana("you", "RCCC")
    b.cast(cards["Song of Totentanz"], x=3)
    assert _tokens(b, "you") == ["Rat", "Rat", "Rat"]
    frame = b.permanents
    rat = int(frame[frame["name"] == "Rat"]["id"].iloc[0])
    texts = " ".join(str(a) for a in b.characteristics(rat)["abilities"]).lower()
    assert "can't block" in texts and "haste" in texts


@pytest.mark.parametrize("text, verb_count", [
    ("Draw two cards and create a Treasure token.", 2),
    ("You lose 1 life and create a Treasure token.", 2),
    ("Create a 1/1 colorless Thopter artifact creature token with flying, then draw a card.",
     2),
])
def test_creating_tokens_combines_with_other_instructions_cr_608_2c(
        text: str, verb_count: int) -> None:
    ability, = _sorcery(text).abilities
    assert ability.supported, ability.problem
    assert len(ability.effects) == verb_count
    assert any(isinstance(e, CreateToken) for e in ability.effects)


def test_a_predefined_token_keeps_the_rules_definition_cr_111_10a() -> None:
    ability, = _sorcery("Draw a card and create a Treasure token.").abilities
    made = next(e for e in ability.effects if isinstance(e, CreateToken))
    assert made.name == "Treasure" and made.types == ("Artifact",)
    assert made.subtypes == ("Treasure",) and made.power is None


def test_a_token_with_an_ability_mtglab_cannot_play_keeps_the_line_unsupported() -> None:
    # "A part of a line the grammar can't explain still makes the line unsupported"
    ability, = _sorcery('Draw a card and create a 1/1 white Spirit creature token '
                        'with "Whenever you flibber, this creature frobs."').abilities
    assert not ability.supported


def test_an_activated_ability_creates_a_token_with_toxic_and_a_quoted_ability_cr_111_3(
        cards: dict[str, ml.Card]) -> None:
    # Mirrex: "{3}, {T}: Create a 1/1 colorless Phyrexian Mite artifact creature token with
    # toxic 1 and "This creature can't block."" — played like any activated ability (602.2)
    b = ml.Board()
    mirrex = b.add(cards["Mirrex"])
    b.add_mana("you", "CCC")
    b.activate(mirrex, 2)
    assert _tokens(b, "you") == ["Phyrexian Mite"]
    frame = b.permanents
    mite = int(frame[frame["name"] == "Phyrexian Mite"]["id"].iloc[0])
    c = b.characteristics(mite)
    assert set(c["types"]) == {"Artifact", "Creature"} and not c["colors"]  # colorless
    texts = " ".join(str(a) for a in c["abilities"]).lower()
    assert "toxic 1" in texts and "can't block" in texts
