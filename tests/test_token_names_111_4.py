"""A token the effect names (CR 111.4): "Create a 1/1 black Zombie Goblin creature token
named Festering Goblin" — the token's name is the one the effect gives, not its subtypes,
and the rest of its description is read as any token's (111.3). Every corpus line of the
wording that mtglab reads is played."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken
from tests.conftest import audit_found, corpus_abilities, corpus_cards


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", type_line="Sorcery", oracle_text=text,
                             mana_cost="{1}")


def _tokens(b: ml.Board, player: str) -> list[str]:
    frame = b.permanents
    return sorted(str(n) for n in frame[frame["token"] & (frame["controller"] == player)]
                  ["name"])


def test_the_token_has_the_name_the_effect_gives_it_111_4() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(_spell("Create a 1/1 colorless Insect artifact creature token with flying and "
                  "haste named Hornet."))
    assert _tokens(b, "you") == ["Hornet"]
    c = b.characteristics(b.get("Hornet"))
    assert (c["power"], c["toughness"]) == (1, 1)  # 111.3: the rest as described
    assert set(c["types"]) == {"Artifact", "Creature"} and c["subtypes"] == ("Insect",)
    assert c["abilities"] == ("Flying, Haste",)


def test_a_named_token_of_a_real_card_111_4() -> None:
    # Boris Devilboon: "{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token
    # named Minor Demon."
    card = corpus_cards("Boris Devilboon")["Boris Devilboon"]
    b = ml.Board()
    boris = b.add(card)
    b.add_mana("you", "BRCC")
    b.activate(boris)
    if len(b.stack):
        b.resolve()
    assert _tokens(b, "you") == ["Minor Demon"]
    c = b.characteristics(b.get("Minor Demon"))
    assert set(c["colors"]) == {"B", "R"} and c["subtypes"] == ("Demon",)


def test_a_card_name_in_the_token_name_stays_unread_111_4() -> None:
    # "named Kobolds of ~": the token shares the card's name, which the text replaced
    (a,) = _spell("Create a 0/1 red Kobold creature token named Kobolds of Test Spell."
                  ).abilities
    assert not a.supported


_NAMED = re.compile(r"\btoken(s)?( with [^.\"]*)? named [A-Z]", re.M)


def test_every_read_corpus_line_of_a_named_token_plays_111_4() -> None:
    found = [(f, a) for f, a in corpus_abilities(_NAMED, lambda a: a.supported)
             if any(isinstance(e, CreateToken) and e.name is not None
                    and e.subtypes != (e.name,) for e in a.effects)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found)
