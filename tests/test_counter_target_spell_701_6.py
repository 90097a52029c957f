"""Countering as a general instruction (CR 701.6) of spells, activated and triggered
abilities, with targets on the stack (115.1, 405.1): real corpus cards.

"Counter target spell. You gain 3 life." (Absorb), "Its controller mills four cards"
(Countermand: the countered spell's controller, 608.2c), "counter target activated
ability" (Stifle, 701.6b), "with mana value 4 or greater" (Disdainful Stroke, X counts
on the stack, 202.3e), "unless its controller pays {1}" (Spiketail Hatchling, 118.12),
"exile it instead" (Dissipate, 614.1a), "spell that targets you" (Cerulean Drake, 115.7),
and a countering spell whose target is gone (608.2b).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.countering import Counter

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}{R}", type_line="Creature — Ogre",
                         oracle_text="", power="4", toughness="4")
HYDRA = ml.Card.from_text(name="X Hydra", mana_cost="{X}{G}", type_line="Creature — Hydra",
                          oracle_text="", power="0", toughness="0")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island", oracle_text="")
QUIET = ml.Card.from_text(name="Quiet Instant", mana_cost="{R}", type_line="Instant",
                          oracle_text="")


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def spell_on_the_stack(b: ml.Board, card: ml.Card = BEAR, x: int | None = None) -> int:
    b.add_mana("you", "GGGGRR")
    b.cast(card, x=x, resolve=False)
    return int(b.stack["id"].iloc[-1])


def test_counter_then_gain_life_701_6a_119(cards: dict[str, ml.Card]) -> None:
    # Absorb: the Bear goes to its owner's graveyard (701.6a), its caster gains 3 (119.1)
    b = ml.Board()
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "WUU")
    b.cast(cards["Absorb"], controller="opponent", targets=[bear])
    assert b.stack.empty and list(b.graveyard("you")["name"]) == ["Bear"]
    assert b.life("opponent") == 23 and b.life("you") == 20


def test_its_controller_is_the_countered_spells_608_2c(cards: dict[str, ml.Card]) -> None:
    # Countermand: "Its controller mills four cards" — the Bear's controller (you)
    b = ml.Board()
    for _ in range(5):
        b.add(ISLAND, "you", zone="library")
        b.add(ISLAND, "opponent", zone="library")
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "UUUU")
    b.cast(cards["Countermand"], controller="opponent", targets=[bear])
    assert sorted(b.graveyard("you")["name"]) == ["Bear", *["Island"] * 4]
    assert len(b.library("opponent")) == 5


def test_a_countered_ability_is_removed_from_the_stack_701_6b(
        cards: dict[str, ml.Card]) -> None:
    # Stifle counters Prodigal Pyromancer's activated ability: no damage is dealt
    b = ml.Board()
    pyro = b.add(cards["Prodigal Pyromancer"], "opponent", controlled_since_turn_start=True)
    b.activate(pyro, 0, player="opponent", targets=["you"], resolve=False)
    ability = int(b.stack["id"].iloc[-1])
    b.add_mana("you", "U")
    b.cast(cards["Stifle"], targets=[ability])
    assert b.stack.empty and b.life("you") == 20


def test_a_spell_is_not_an_activated_ability_115_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "U")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Stifle"], controller="opponent", targets=[bear])


@pytest.mark.parametrize(("card", "x", "legal"), [(BEAR, None, False), (OGRE, None, True),
                                                  (HYDRA, 3, True), (HYDRA, 2, False)])
def test_mana_value_4_or_greater_counts_x_on_the_stack_202_3e(
        cards: dict[str, ml.Card], card: ml.Card, x: int | None, legal: bool) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGG")
    target = spell_on_the_stack(b, card, x)
    b.add_mana("opponent", "UU")
    if legal:
        b.cast(cards["Disdainful Stroke"], controller="opponent", targets=[target])
        assert list(b.graveyard("you")["name"]) == [card.name]
    else:
        with pytest.raises(ml.IllegalActionError):
            b.cast(cards["Disdainful Stroke"], controller="opponent", targets=[target])


@pytest.mark.parametrize(("pays", "countered"), [(True, False), (False, True)])
def test_an_activated_ability_counters_unless_its_controller_pays_118_12(
        cards: dict[str, ml.Card], pays: bool, countered: bool) -> None:
    # Spiketail Hatchling: "Sacrifice ~: Counter target spell unless its controller pays {1}"
    b = ml.Board()
    bear = spell_on_the_stack(b)
    b.add_mana("you", "C")  # left in the pool: the {1} the Bear's controller may pay
    hatchling = b.add(cards["Spiketail Hatchling"], "opponent")
    b.activate(hatchling, 1, player="opponent", targets=[bear], choices=[pays])
    assert (list(b.graveyard("you")["name"]) == ["Bear"]) is countered
    if not countered:
        b.resolve()
        assert "Bear" in list(b.permanents["name"])


def test_exile_it_instead_614_1a(cards: dict[str, ml.Card]) -> None:
    # Dissipate: "If that spell is countered this way, exile it instead ..."
    b = ml.Board()
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "UUU")
    b.cast(cards["Dissipate"], controller="opponent", targets=[bear])
    assert list(b.exile["name"]) == ["Bear"] and b.graveyard("you").empty


@pytest.mark.parametrize(("name", "library", "hand"), [
    ("Memory Lapse", ["Bear", "Island"], []), ("Remand", ["Island"], ["Bear"])])
def test_put_on_top_of_its_owners_library_or_into_their_hand_instead_614_1a(
        cards: dict[str, ml.Card], name: str, library: list[str], hand: list[str]) -> None:
    # "If that spell is countered this way, put it on top of its owner's library / into
    # its owner's hand instead of into that player's graveyard"
    b = ml.Board()
    b.add(ISLAND, "you", zone="library")
    b.add(ISLAND, "opponent", zone="library")
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "UU")
    b.cast(cards[name], controller="opponent", targets=[bear])
    assert list(b.library("you")["name"]) == library
    assert list(b.hand("you")["name"]) == hand and b.graveyard("you").empty


def test_a_spell_that_targets_you_115_7(cards: dict[str, ml.Card]) -> None:
    # Cerulean Drake: "Counter target spell that targets you": the Bear targets no one
    b = ml.Board()
    bear = spell_on_the_stack(b)
    drake = b.add(cards["Cerulean Drake"], "opponent")
    with pytest.raises(ml.IllegalActionError):
        b.activate(drake, 1, player="opponent", targets=[bear])


def test_a_counterspell_whose_target_is_gone_does_not_resolve_608_2b(
        cards: dict[str, ml.Card]) -> None:
    # Absorb waits; Counterspell counters the Bear first; Absorb's only target is gone,
    # so Absorb doesn't resolve and its controller gains no life
    b = ml.Board()
    bear = spell_on_the_stack(b)
    b.add_mana("opponent", "WUUUU")
    b.cast(cards["Absorb"], controller="opponent", targets=[bear], resolve=False)
    b.cast(cards["Counterspell"], controller="opponent", targets=[bear])
    assert list(b.stack["name"]) == ["Absorb"]
    b.resolve()
    assert b.stack.empty and b.life("opponent") == 20
    assert "Absorb" in list(b.graveyard("opponent")["name"])


def test_up_to_two_target_spells_601_2c(cards: dict[str, ml.Card]) -> None:
    # Double Negative: "Counter up to two target spells." — both are countered (701.6a)
    b = ml.Board()
    bear = spell_on_the_stack(b)
    quiet = spell_on_the_stack(b, QUIET)  # an instant, cast while the Bear waits
    b.add_mana("opponent", "UUR")
    b.cast(cards["Double Negative"], controller="opponent", targets=[[bear, quiet]])
    assert sorted(b.graveyard("you")["name"]) == ["Bear", "Quiet Instant"]


def test_an_activated_ability_from_an_artifact_source_113_7(
        cards: dict[str, ml.Card]) -> None:
    # Rust counters an artifact's ability, not a creature's (Prodigal Pyromancer)
    relic = ml.Card.from_text(name="Life Relic", mana_cost="{1}", type_line="Artifact",
                              oracle_text="{1}: You gain 1 life.")
    b = ml.Board()
    pyro = b.add(cards["Prodigal Pyromancer"], "opponent", controlled_since_turn_start=True)
    gainer = b.add(relic, "opponent")
    b.add_mana("opponent", "C")
    b.activate(pyro, 0, player="opponent", targets=["you"], resolve=False)
    b.activate(gainer, 0, player="opponent", resolve=False)
    pinged, gained = (int(i) for i in b.stack["id"])
    b.add_mana("you", "GG")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Rust"], targets=[pinged])
    b.cast(cards["Rust"], targets=[gained])
    assert list(b.stack["name"]) == ["Prodigal Pyromancer"]  # the relic's ability is gone


def test_every_corpus_counter_instruction_read_is_played_701_6(
        cards: dict[str, ml.Card]) -> None:
    # every corpus card with a supported "counter target ..." of the general
    # instruction: each of its supported abilities plays on a board (or is refused only
    # for the board), a stack object of the kind it names put in place (115.1)
    read = [c for c in cards.values() if any(
        a.supported and any(isinstance(e, Counter) for e in _all(a.effects))
        for f in (c.faces or (c,)) for a in f.abilities)]
    assert len(read) >= 150
    table = ml.audit_pool(read).table
    bad = table[table["outcome"] == "error"]
    assert bad.empty, bad[["card", "text", "detail"]].to_string()


def test_every_corpus_line_of_a_supported_wording_is_read(cards: dict[str, ml.Card]) -> None:
    # "Counter target spell." ending any ability is read into the one record; where a
    # line is unsupported, the part named is another one ("As an additional cost ...")
    lines = [a for c in cards.values() for f in (c.faces or (c,)) for a in f.abilities
             if re.search(r"(?:^|: |, )counter target spell\.$", a.text, re.I)]
    read = [a for a in lines if a.supported]
    assert len(read) >= 20
    assert all(any(isinstance(e, Counter) for e in _all(a.effects)) for a in read)
    assert not [a.problem for a in lines if not a.supported and
                "counter target spell'" in a.problem.lower()]


def _all(effects: Any) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.append(e)
        out.extend(_all(getattr(e, "effects", ())))
    return out
