"""Abilities an effect gives the tokens it creates (CR 111.3): "with flying and "...""
in the token's description, or the sentence after it — "It has "Sacrifice this
creature: Add {C}."", "They have "When this creature dies, ..."". The grammar reads
each of them as a line of the token's own text when it reads the line; the engine gives
the token those abilities and plays them. Real cards of ../shared/corpus (skipped with a
message where it is absent)."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken
from tests.conftest import audit_found, corpus_abilities, corpus_cards, records_within


def _sorcery(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", type_line="Sorcery", oracle_text=text,
                             mana_cost="{1}")


def _tokens(b: ml.Board) -> list[ml.Permanent]:
    frame = b.permanents
    if frame.empty:
        return []
    return [b.get(int(i)) for i in frame[frame["token"]]["id"]]


def _created(effects: object) -> list[CreateToken]:
    """The token instructions of an ability, however nested."""
    return records_within(effects, CreateToken)


def test_the_spawn_it_has_sacrifices_for_colorless_mana_cr_111_3_605_3b() -> None:
    # "It has ..." gives the token created just before it the quoted ability (111.3); the
    # Spawn's ability is a mana ability (605.1a): it resolves at once, its cost sacrifices it
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(_sorcery('Create a 0/1 colorless Eldrazi Spawn creature token. It has '
                    '"Sacrifice this creature: Add {C}."'))
    (spawn,) = _tokens(b)
    c = b.characteristics(spawn)
    assert c["abilities"] == ("Sacrifice ~: Add {C}.",)
    assert (c["power"], c["toughness"]) == (0, 1) and c["subtypes"] == ("Eldrazi", "Spawn")
    b.activate(spawn)
    assert b.mana_pool("you") == "C"
    assert _tokens(b) == []  # sacrificed as the cost (118.3)


def test_a_card_whose_tokens_have_quoted_abilities_survives_pickling_cr_111_3() -> None:
    # the census sends the parsed pool to worker processes (pickle) and boards are copied:
    # the token's read abilities (111.3) must come back equal, not raise
    import copy
    import pickle

    card = _sorcery('Create a 0/1 colorless Eldrazi Spawn creature token. It has '
                    '"Sacrifice this creature: Add {C}."')
    for again in (pickle.loads(pickle.dumps(card)), copy.deepcopy(card)):
        assert again.abilities == card.abilities
        (made,) = _created(again.abilities[0].effects)
        assert [a.text for a in made.read.abilities] == ["Sacrifice ~: Add {C}."]


def test_they_have_gives_every_token_created_the_ability_cr_111_3() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(_sorcery('Create two 1/1 colorless Eldrazi Scion creature tokens. They have '
                    '"Sacrifice this creature: Add {C}."'))
    scions = _tokens(b)
    assert len(scions) == 2
    for scion in scions:
        b.activate(scion)
    assert b.mana_pool("you") == "CC" and _tokens(b) == []


def test_keywords_and_a_quoted_ability_are_each_the_tokens_cr_111_3_702_1() -> None:
    # "with flying and "..."": the keyword is one line of the token's text, the quoted
    # ability another, each an ability the token has
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(_sorcery('Create a 1/1 colorless Eldrazi Scion creature token with flying and '
                    '"Sacrifice this creature: Add {C}."'))
    (scion,) = _tokens(b)
    assert b.characteristics(scion)["abilities"] == ("Flying", "Sacrifice ~: Add {C}.")
    b.activate(scion, "Sacrifice ~: Add {C}.")
    assert b.mana_pool("you") == "C"


def test_the_tokens_targets_are_not_the_spells_cr_111_3_601_2c() -> None:
    # Goldmeadow Lookout's token: "target creature" is chosen when the token's ability is
    # activated (602.2b), not when the spell that creates it is cast (601.2c)
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(_sorcery('Create a 1/1 white Kithkin Soldier creature token named Goldmeadow '
                    'Harrier. It has "{W}, {T}: Tap target creature."'))
    (harrier,) = _tokens(b)
    bears = b.add(ml.Card.from_text(name="Bears", type_line="Creature — Bear",
                                    oracle_text="", mana_cost="{1}{G}", power="2",
                                    toughness="2"), "opponent")
    b.pass_turn()
    b.pass_turn()  # controlled since the turn began (302.6)
    b.add_mana("you", "W")
    b.activate(harrier, targets=[bears])
    assert b.is_tapped(bears)


def test_a_token_ability_mtglab_cannot_play_leaves_the_line_unread_cr_111_3() -> None:
    (a,) = _sorcery('Create a 1/1 red Devil creature token. It has "Whenever you '
                    'planeswalk, this creature deals 1 damage to you."').abilities
    assert not a.supported and "token's ability" in a.problem


def test_it_has_without_a_token_before_it_is_not_read_cr_111_3() -> None:
    (a,) = _sorcery('Draw a card. It has "Sacrifice this creature: Add {C}."').abilities
    assert not a.supported


def test_a_real_spawn_maker_awakening_zone_cr_111_3() -> None:
    card = corpus_cards("Awakening Zone")["Awakening Zone"]
    upkeep = card.abilities[0]
    assert upkeep.supported
    (made,) = _created(upkeep.effects)
    assert [a.text for a in made.read.abilities] == ["Sacrifice ~: Add {C}."]
    assert made.read.abilities[0].is_mana_ability  # 605.1a


_HAS = re.compile(r'tokens?(?: with [^."]*)?\. (?:It has|They have) ', re.M)


def test_every_read_corpus_line_of_it_has_they_have_plays_cr_111_3() -> None:
    found = [(f, a) for f, a in corpus_abilities(_HAS, lambda a: a.supported)
             if any(t.read for t in _created(a.effects))]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30  # the Eldrazi Spawn and Scion makers, Devils, Mitotic Slime...
    for _face, ability in found:
        for token in _created(ability.effects):
            assert all(r.supported for r in token.read.abilities)
            assert len(token.read.abilities) == len(token.abilities)
    audit_found(found, board_refusals=True)
