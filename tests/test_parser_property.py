"""The Oracle parser on any text returns abilities and never raises."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab.cards import parse_abilities, parse_ability

# Words and symbols of real Oracle text, so that generated lines get deep into the
# grammar rather than failing at the first word.
WORDS = [
    "{T}", "{Q}", "{G}", "{C}{C}", "{X}", "{2}{W/U}", ":", ",", ".", "~", '"', "Add", "add",
    "one", "two", "X", "mana", "of", "any", "color", "type", "that", "a", "an", "land",
    "lands", "creature", "Elf", "Forest", "you", "control", "could", "produce", "produced",
    "Spend", "this", "only", "to", "cast", "spells", "activate", "abilities", "or", "and",
    "instead", "If", "is", "tapped", "for", "Whenever", "its", "controller", "adds",
    "additional", "enters", "with", "counters", "counter", "+1/+1", "on", "it", "copy",
    "You", "may", "have", "enter", "as", "except", "becomes", "until", "end", "turn",
    "Sacrifice", "Remove", "charge", "each", "the", "chosen", "Choose", "player", "gets",
    "has", "flying", "Enchanted", "are", "Mountains", "in", "addition", "other", "types",
    "where", "equal", "number", "power", "—", "Exhaust", "Max speed", "(", ")", "\n", "if",
    "then", "twice", "much", "produces", "Island", "snow", "target", "named", "Urza's",
]


@settings(deadline=None, max_examples=300)
@given(st.text())
def test_any_text_gives_an_ability(text: str) -> None:
    ability = parse_ability(text, name="Test Card")
    assert isinstance(ability, ml.Ability)
    assert ability.supported or ability.problem or ability.keywords or not text.strip()


@settings(deadline=None, max_examples=400)
@given(st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join),
       st.sampled_from(["", "Test Card", "Urza's Mine", "Kinnan, Bonder Prodigy"]),
       st.booleans(), st.booleans())
def test_oracle_like_text_never_raises(text: str, name: str, spell: bool,
                                        legendary: bool) -> None:
    ability = parse_ability(text, name=name, is_spell=spell, legendary=legendary)
    assert isinstance(ability, ml.Ability)
    assert ability.text == text
    if not ability.supported:
        assert ability.problem  # an unsupported line says why (never silently dropped)


@settings(deadline=None, max_examples=150)
@given(st.text(), st.sampled_from(["Land — Forest", "Creature — Elf", "Instant", ""]))
def test_card_text_gives_a_tuple_of_abilities(text: str, type_line: str) -> None:
    from mtglab.cards.types import parse_type_line

    tl = parse_type_line(type_line)
    abilities = parse_abilities(text, name="Test Card", types=tl.types, subtypes=tl.subtypes,
                                supertypes=tl.supertypes)
    assert isinstance(abilities, tuple)
    assert all(isinstance(a, ml.Ability) for a in abilities)
