"""The Oracle wordings of replacement effects on tokens being created (CR 614.1a, 111.1)
and of abilities creating predefined tokens (111.10), as the real card pool words them.

Every wording the engine plays is supported; one it can't play is unsupported with the
part named — never dropped, never guessed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.tokens import (
    TokenAgent,
    TokenDef,
    TokenFilter,
    TokenReplacement,
    TokenReplacementKind,
)

MULTIPLY, ADD, REPLACE = (TokenReplacementKind.MULTIPLY, TokenReplacementKind.ADD,
                          TokenReplacementKind.REPLACE)


def _effect(name: str, index: int = 0) -> object:
    a = ml.card(name).abilities[index]
    assert a.supported, a.problem
    (e,) = a.effects
    return e


@pytest.mark.parametrize("name, creator, agent", [
    # "If an effect would create ... under your control, it creates"
    ("Doubling Season", "you", TokenAgent.EFFECT),
    ("Parallel Lives", "you", TokenAgent.EFFECT),
    ("Anointed Procession", "you", TokenAgent.EFFECT),
    # "If one or more tokens would be created under your control"
    ("Mondrak, Glory Dominus", "you", TokenAgent.ANY),
    ("Primal Vigor", "any", TokenAgent.ANY),  # no controller named: every player's tokens
])
def test_doublers_twice_that_many_of_those_tokens_cr_614_1a(name: str, creator: str,
                                                            agent: TokenAgent) -> None:
    assert _effect(name) == TokenReplacement(MULTIPLY, TokenFilter(), creator, factor=2,
                                             agent=agent)


def test_doubling_season_both_abilities_are_supported_now() -> None:
    assert all(a.supported for a in ml.card("Doubling Season").abilities)


def test_plus_an_additional_treasure_token_xorn() -> None:
    # "If you would create one or more Treasure tokens" (614.1a)
    assert _effect("Xorn") == TokenReplacement(
        ADD, TokenFilter(subtypes=("Treasure",)), "you", extra=TokenDef.predefined("Treasure"),
        agent=TokenAgent.YOU)


def test_plus_that_many_squirrels_chatterfang() -> None:
    e = _effect("Chatterfang, Squirrel General", 1)
    assert isinstance(e, TokenReplacement) and e.kind is ADD and e.that_many
    assert e.extra == TokenDef("Squirrel", ("Creature",), ("Squirrel",), (), ("G",), 1, 1)


def test_plus_an_artifact_creature_token_with_flying_stridehangar_automaton() -> None:
    e = _effect("Stridehangar Automaton", 1)
    assert isinstance(e, TokenReplacement) and e.selects == TokenFilter(types=("Artifact",))
    assert e.extra == TokenDef("Thopter", ("Artifact", "Creature"), ("Thopter",), (), (), 1, 1,
                               "Flying", e.extra.read)  # its text read as the effect is (111.3)
    assert [a.keywords for a in e.extra.read.abilities] == [("Flying",)]


def test_that_many_angels_instead_divine_visitation() -> None:
    # the Angels' keywords are read as the effect is (111.3): their text, one line
    e = _effect("Divine Visitation")
    assert isinstance(e, TokenReplacement)
    (angel,) = e.becomes
    assert e == TokenReplacement(REPLACE, TokenFilter(types=("Creature",)), "you", becomes=(
        TokenDef("Angel", ("Creature",), ("Angel",), (), ("W",), 4, 4, "Flying, Vigilance",
                 angel.read),), agent=TokenAgent.ANY)
    assert [a.keywords for a in angel.read.abilities] == [("Flying", "Vigilance")]


def test_one_of_each_academy_manufactor() -> None:
    e = _effect("Academy Manufactor")
    assert isinstance(e, TokenReplacement) and e.kind is REPLACE
    assert [d.name for d in e.becomes] == ["Clue", "Food", "Treasure"]


def test_an_optional_replacement_is_unsupported_with_the_part_named() -> None:
    # Jinnie Fay: "If you would create one or more tokens, you may instead create ..."
    a = ml.card("Jinnie Fay, Jetmir's Second").abilities[0]
    assert not a.supported and "you may instead" in a.problem


def test_the_first_time_each_turn_is_unsupported_with_the_part_named() -> None:
    esix = ml.Card.from_text(
        name="Esix, Fractal Bloom", mana_cost="{4}{G}{U}",
        type_line="Legendary Creature — Fractal", power="4", toughness="4",
        oracle_text="The first time you would create one or more tokens during each of "
                    "your turns, you may instead choose a creature other than Esix, Fractal "
                    "Bloom and create that many tokens that are copies of that creature.")
    a = esix.abilities[0]
    assert not a.supported and "the first time" in a.problem


@pytest.mark.parametrize("text, effect", [
    ("{T}: Create a Treasure token.",
     CreateToken(None, None, (), ("Artifact",), ("Treasure",), name="Treasure")),
    ("{T}: Create two tapped Powerstone tokens.",
     CreateToken(None, None, (), ("Artifact",), ("Powerstone",), count=Amount.fixed(2),
                 name="Powerstone", tapped=True)),
    ("{X}, {T}: Create X Food tokens.",
     CreateToken(None, None, (), ("Artifact",), ("Food",), count=Amount("x", 0),
                 name="Food")),
    # 111.10d: a Walker is a 2/2 black Zombie named Walker ("Walker" is no subtype)
    ("{T}: Create two Walker tokens.",
     CreateToken(None, None, ("B",), ("Creature",), ("Zombie",), count=Amount.fixed(2),
                 name="Walker")),
])
def test_creating_predefined_tokens_cr_111_10(text: str, effect: CreateToken) -> None:
    card = ml.Card.from_text(name="Token Maker", mana_cost="{2}", type_line="Artifact",
                             oracle_text=text)
    a = card.abilities[0]
    assert a.supported and a.effects == (effect,)


def _corpus_token_replacements(corpus: Path) -> list[tuple[str, str, str]]:
    family = re.compile(r"^(?:if|the first time) (?:an effect|you|one or more) .*\btokens?\b.*"
                        r"\binstead\b", re.I)
    out = []
    with corpus.open(encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            faces = rec.get("faces") or [rec]
            for face in faces:
                for text in (face.get("oracle_text") or "").split("\n"):
                    if family.match(text) and ("would create" in text or
                                               "would be created" in text):
                        out.append((face["name"], face.get("type_line") or "", text))
    return out


@pytest.mark.corpus
def test_every_token_replacement_of_the_corpus_is_played_or_names_its_part(
        corpus_jsonl: Path) -> None:
    # "supported" is a promise: each supported one is put on a board and asked for the
    # orders of creating a Treasure and a creature token; the others name what is missing
    lines = _corpus_token_replacements(corpus_jsonl)
    assert len(lines) >= 25
    supported = 0
    for name, _type_line, text in lines:
        card = ml.Card.from_text(name=name, mana_cost="{1}", type_line="Enchantment",
                                 oracle_text=text)
        (a,) = card.abilities
        if not a.supported:
            assert not a.problem.startswith("not understood"), (name, a.problem)
            continue
        assert any(isinstance(e, TokenReplacement) for e in a.effects), name
        supported += 1
        b = ml.Board()
        b.add(card)
        for token in ("Treasure", "Walker"):
            table = ml.orderings(b, create=token, group=True)
            assert table["n_tokens"].min() >= 1, (name, token)
        b.create_tokens("Walker")  # one effect: no order to choose
    assert supported >= 20


def _token_spells(corpus: Path) -> list[ml.Card]:
    spells = []
    with corpus.open(encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            text = rec.get("oracle_text") or ""
            kind = re.search(r"\b(Instant|Sorcery)\b", rec.get("type_line") or "")
            if rec.get("faces") or "token" not in text or "target" in text or \
                    not rec.get("mana_cost") or not kind:
                continue
            card = ml.Card.from_text(name=rec["name"], mana_cost=rec["mana_cost"],
                                     type_line=rec["type_line"], oracle_text=text)
            spell = [a for a in card.abilities if a.kind.value == "spell"]
            effects = [e for a in spell for e in a.effects]
            # a count of permanents ("for each tapped creature you control", "where X
            # is the greatest power among ...") may be zero on an empty board
            # (tested in tests/test_token_creation_instructions_111_1.py)
            if spell and all(a.supported for a in spell) and effects and \
                    all(isinstance(e, CreateToken) and e.count.kind in ("fixed", "x")
                        for e in effects):
                spells.append(card)
    return spells


@pytest.mark.corpus
def test_every_supported_token_spell_of_the_corpus_resolves_cr_111_1(
        corpus_jsonl: Path) -> None:
    # "supported" is a promise: each instant or sorcery whose instructions all create
    # tokens (and are understood) is cast, paid from the pool, and makes its tokens
    spells = _token_spells(corpus_jsonl)
    assert len(spells) >= 60
    for card in spells:
        b = ml.Board()
        b.add_mana("you", "WWWWWWWWWUUUUUUUUUBBBBBBBBBRRRRRRRRRGGGGGGGGGCCCCCCCCC")
        has_x = card.mana_cost is not None and card.mana_cost.has_x
        b.cast(card, x=2 if has_x else None)
        # created (a 0/0 then dies to state-based actions, 704.5f: the log keeps it)
        assert (b.log["action"] == "token").any(), card.name


def test_walker_tokens_are_2_2_black_zombies_named_walker_cr_111_10d() -> None:
    # "Walker" is no subtype: the grammar names the predefined token, the engine makes it
    spell = ml.Card.from_text(name="Walker Call", mana_cost="{B}", type_line="Sorcery",
                              oracle_text="Create two Walker tokens.")
    b = ml.Board()
    b.add_mana("you", "B")
    b.cast(spell)
    tokens = b.permanents[b.permanents["token"]]
    assert len(tokens) == 2
    c = b.characteristics(b.get(int(tokens["id"].iloc[0])))
    assert (c["name"], c["power"], c["toughness"], c["colors"], c["types"], c["subtypes"]) == (
        "Walker", 2, 2, frozenset("B"), ("Creature",), ("Zombie",))
