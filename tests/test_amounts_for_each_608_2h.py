"""Amounts "for each <thing>" (CR 107.1): one production for every verb's amount slot,
counted as the instruction resolves (608.2h) or, for a static ability's bonus,
continuously in layer 7c (613.4c). Real cards of ../shared/corpus, through the public API;
each wording is also checked across every corpus line that uses it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def pool(corpus_jsonl: Path) -> list[ml.Card]:
    return list(ml.load_cards(corpus_jsonl, register=False))


@pytest.fixture(scope="module")
def cards(pool: list[ml.Card]) -> dict[str, ml.Card]:
    return {c.name: c for c in pool}


def _lines(pool: list[ml.Card], wording: str) -> list[tuple[str, str, bool, str]]:
    """Every ability of the pool whose whole text is ``wording`` (a regular expression):
    (card, text, supported, problem)."""
    pattern = re.compile(wording + r"( \([^()]*\))?")  # and its reminder text (207.2a)
    return [(c.name, a.text, a.supported, a.problem)
            for c in pool for f in (c.faces or (c,)) for a in f.abilities
            if pattern.fullmatch(a.text)]


# -- continuously, in layer 7c (613.4c) -----------------------------------------------------


def test_a_bonus_for_each_equipment_attached_to_it_is_counted_continuously_613_4c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    goblin = b.add(cards["Goblin Gaveleer"])
    assert b.characteristics(goblin)["power"] == 1
    b.add(cards["Blazing Sunsteel"], attached_to=goblin)
    b.add(cards["Blazing Sunsteel"], attached_to=goblin)
    # +2/+0 for each of the two Equipment (301.5) and +1/+0 from each Sunsteel per opponent
    assert b.characteristics(goblin)["power"] == 1 + 2 * 2 + 2 * 1


def test_a_bonus_for_each_aura_attached_to_it_counts_the_enchanted_creature_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # "Enchanted creature gets +2/+2 for each Aura attached to it": "it" is the enchanted
    # creature, counted as layer 7c applies (613.4c, 303.4)
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add(cards["Auramancer's Guise"], attached_to=bears)
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == (4, 4)
    b.add(cards["Auramancer's Guise"], attached_to=bears)
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == \
        (2 + 2 * 2 * 2, 2 + 2 * 2 * 2)


def test_a_bonus_for_each_counter_on_it_counts_each_creature_it_changes_608_2c_613_4c(
        cards: dict[str, ml.Card]) -> None:
    # Clamavus: "Each creature you control gets +1/+1 for each +1/+1 counter on it": "it"
    # is each creature the bonus applies to, not the source (608.2c)
    b = ml.Board()
    clamavus = b.add(cards["Clamavus"])
    bears = b.add(cards["Grizzly Bears"], counters={"+1/+1": 2})
    assert b.characteristics(bears)["power"] == 2 + 2 + 2  # its counters (613.4c), its bonus
    assert b.characteristics(clamavus)["power"] == int(str(cards["Clamavus"].power))


def test_a_bonus_for_each_opponent_you_have_counts_the_opponents_102_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board(("you", "ann", "bob", "cat"))
    bears = b.add(cards["Grizzly Bears"])
    b.add(cards["Blazing Sunsteel"], attached_to=bears)
    assert b.characteristics(bears)["power"] == 2 + 3


# -- as the instruction resolves (608.2h) ---------------------------------------------------


def test_tokens_for_each_counter_on_a_creature_that_died_use_its_last_counters_608_2h(
        cards: dict[str, ml.Card]) -> None:
    # Hooded Hydra: "When ~ dies, create a 1/1 green Snake creature token for each +1/+1
    # counter on it": the counters it had as it last existed on the battlefield (608.2h)
    b = ml.Board()
    hydra = b.add(cards["Hooded Hydra"], counters={"+1/+1": 3})
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[hydra])
    b.resolve()
    assert list(b.permanents["name"]) == ["Snake"] * 3


def test_a_cost_reduction_for_each_instant_and_sorcery_card_in_a_graveyard_601_2f(
        cards: dict[str, ml.Card]) -> None:
    # Cryptic Serpent {5}{U}{U}: "costs {1} less to cast for each instant and sorcery
    # card in your graveyard": a card that is either type counts (205.2a, 601.2f)
    b = ml.Board()
    for name in ("Lightning Bolt", "Divination", "Grizzly Bears"):
        b.add(cards[name], zone="graveyard")
    b.add_mana("you", "UU")
    b.add_mana("you", "CCC")
    b.cast(cards["Cryptic Serpent"])
    assert list(b.permanents["name"]) == ["Cryptic Serpent"]


def test_a_list_of_subtypes_is_each_an_alternative_for_a_target_205_3_115_1(
        cards: dict[str, ml.Card]) -> None:
    # Animal Sanctuary: "Put a +1/+1 counter on target Bird, Cat, Dog, Goat, Ox, or Snake"
    b = ml.Board()
    land = b.add(cards["Animal Sanctuary"])
    cat = b.add(cards["Savannah Lions"])  # a Cat
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "CC")
    with pytest.raises(ml.MtglabError):
        b.activate(land, 1, targets=[bears])  # a Bear is none of them
    b.activate(land, 1, targets=[cat])
    assert b.counters(cat) == {"+1/+1": 1}


def test_a_party_fills_each_role_once_700_8(cards: dict[str, ml.Card]) -> None:
    # Sea Gate Colossus {7}: "costs {1} less to cast for each creature in your party":
    # two Warriors fill one role, a Wizard another, a Cleric a third (700.8): it costs {4}
    b = ml.Board()
    for name in ("Goblin Gaveleer", "Goblin Gaveleer", "Prodigal Sorcerer", "Soul Warden"):
        b.add(cards[name])
    b.add_mana("you", "CCC")
    with pytest.raises(ml.MtglabError):
        b.cast(cards["Sea Gate Colossus"])  # {3} is not enough
    b.add_mana("you", "C")
    b.cast(cards["Sea Gate Colossus"])
    assert "Sea Gate Colossus" in list(b.permanents["name"])


# -- every corpus line of each wording ------------------------------------------------------


_WORDINGS = {
    # "~ gets +2/+0 for each Equipment attached to it" (613.4c, 301.5)
    "attached": r"(~|This creature|Enchanted creature|Equipped creature) gets [+-]\d+/[+-]\d+ "
                r"for each (Aura|Equipment|Aura and Equipment) attached to it\.",
    # "Equipped creature gets +1/+0 for each opponent you have." (102.3)
    "opponents": r"(~|This creature|Enchanted creature|Equipped creature) gets "
                 r"[+-]\d+/[+-]\d+ for each opponent you have\.",
    # "This spell costs {1} less to cast for each instant and sorcery card in your
    # graveyard." (601.2f, 205.2a)
    "cards_either": r"This spell costs \{\d\} less to cast for each "
                    r"(instant and sorcery|artifact and/or creature|instant or sorcery) card "
                    r"in your graveyard\.",
    # "This spell costs {1} less to cast for each creature in your party." (700.8)
    "party": r"This spell costs \{\d\} less to cast for each creature in your party\.",
}


@pytest.mark.parametrize("wording", sorted(_WORDINGS))
def test_every_corpus_line_of_a_for_each_wording_is_supported_107_1(
        pool: list[ml.Card], wording: str) -> None:
    found = _lines(pool, _WORDINGS[wording])
    assert found, f"no corpus line reads {wording!r}"
    # a line may stay unsupported for another part of its card (a spell's other
    # instructions), never for its "for each"
    assert [f for f in found if not f[2] and "for each" in f[3]] == []
    assert sum(f[2] for f in found) >= len(found) // 2
