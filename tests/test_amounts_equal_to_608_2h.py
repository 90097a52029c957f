"""Amounts after "equal to" and ", where X is" (CR 107.3c): one ``amount`` production
read into the same :class:`~mtglab.cards.effects.Amount` records every verb takes, counted
once, as the instruction resolves (608.2h), or in layer 7a / 7c for a static ability
(613.4a, 613.4c). Real cards of ../shared/corpus through the public API; each wording is
also checked across every corpus line that uses it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards import parse_ability


@pytest.fixture(scope="module")
def pool(corpus_jsonl: Path) -> list[ml.Card]:
    return list(ml.load_cards(corpus_jsonl, register=False))


@pytest.fixture(scope="module")
def cards(pool: list[ml.Card]) -> dict[str, ml.Card]:
    return {c.name: c for c in pool}


def _sentences_with(pool: list[ml.Card], wording: str) -> list[tuple[str, str, str]]:
    """Every sentence of the pool's abilities that holds ``wording`` (a regular
    expression), reminder text left out (207.2a): (card, sentence, the ability's problem)."""
    rx = re.compile(wording, re.I)
    found = []
    for c in pool:
        for f in (c.faces or (c,)):
            for a in f.abilities:
                text = re.sub(r"\([^()]*\)", "", a.text)
                found += [(c.name, s, a.problem) for s in re.split(r"(?<=\.) ", text)
                          if rx.search(s)]
    return found


def _not_read(found: list[tuple[str, str, str]], wording: str) -> list[tuple[str, str]]:
    """The sentences whose ability names ``wording`` as a part it doesn't read."""
    rx = re.compile(wording, re.I)
    return [(name, s) for name, s, problem in found if rx.search(problem)]


def _amounts_not_read(found: list[tuple[str, str, str]], amount: str,
                      probe: str = "You gain life equal to {}.") -> list[str]:
    """Each amount phrase (``amount``, a regular expression, up to a punctuation mark or
    a word that starts another part: "and", "minus", "as you cast ...") of the sentences
    found that the grammar doesn't read as an amount in the sentence ``probe``."""
    rx = re.compile(amount + r".*?(?=[.,;:]| and | minus | plus | as you | to |$)", re.I)
    phrases = {m.group(0).strip() for _n, s, _p in found for m in [rx.search(s)] if m}
    assert phrases
    return sorted(p for p in phrases if not parse_ability(probe.format(p)).supported)


# -- "the life lost this way" (119.3, 608.2c) ----------------------------------------------


def test_life_equal_to_the_life_lost_this_way_is_what_each_opponent_lost_119_3_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # Blood Tithe: "Each opponent loses 3 life. You gain life equal to the life lost this
    # way": both opponents lost 3, so 6 (the amount the instruction before lost, 608.2c)
    b = ml.Board(("you", "ann", "bob"))
    b.add_mana("you", "BCCC")
    b.cast(cards["Blood Tithe"])
    assert (b.life("you"), b.life("ann"), b.life("bob")) == (26, 17, 17)


def test_the_life_lost_this_way_reads_in_every_corpus_line_that_uses_it_608_2c(
        pool: list[ml.Card]) -> None:
    wording = r"life equal to the life lost this way"
    found = _sentences_with(pool, wording)
    assert len(found) >= 15
    assert [(n, s) for n, s in _not_read(found, wording) if _read_with_another_amount(s)] == []


def _read_with_another_amount(sentence: str) -> bool:
    """Whether ``sentence`` is read once "the life lost this way" is replaced by another
    amount of life (after an instruction that loses life, as in a spell): if it isn't,
    another part of the sentence is what isn't read (Blood Tribute's "If this spell was
    kicked, you gain life equal to ..." in a spell), not this amount."""
    other = re.sub(r"the life lost this way", "the number of cards in your hand", sentence)
    card = ml.Card.from_text(name="Probe", type_line="Sorcery", mana_cost="{B}",
                             oracle_text=f"Target opponent loses 3 life. {other}")
    return all(a.supported for a in card.abilities)


# -- "the number of opponents you have" (102.3) --------------------------------------------


def test_tokens_equal_to_the_number_of_opponents_you_have_102_3(
        cards: dict[str, ml.Card]) -> None:
    # Tyranid Invasion: "Create a number of 3/3 green Tyranid Warrior creature tokens with
    # trample equal to the number of opponents you have"
    b = ml.Board(("you", "ann", "bob", "cat"))
    b.add_mana("you", "GCCC")
    b.cast(cards["Tyranid Invasion"])
    assert list(b.permanents["name"]) == ["Tyranid Warrior"] * 3


def test_cards_drawn_equal_to_the_number_of_opponents_you_have_102_3(
        cards: dict[str, ml.Card]) -> None:
    # Inspired Sphinx: "When ~ enters, draw cards equal to the number of opponents you have"
    b = ml.Board(("you", "ann", "bob"))
    for _ in range(4):
        b.add("Island", zone="library")
    b.add_mana("you", "UUCCCCC")
    b.cast(cards["Inspired Sphinx"])
    b.resolve()  # its enters trigger (603.3)
    assert len(b.hand("you")) == 2


def test_the_number_of_opponents_you_have_reads_in_every_corpus_line_102_3(
        pool: list[ml.Card]) -> None:
    wording = r"(equal to|where X is) the number of opponents you have"
    found = _sentences_with(pool, wording)
    assert len(found) >= 10
    assert _amounts_not_read(found, r"the number of opponents you have") == []


# -- "the greatest / highest <value> among ..." (208.1, 202.3) -----------------------------


def test_draw_cards_equal_to_the_highest_mana_value_among_permanents_202_3(
        cards: dict[str, ml.Card]) -> None:
    # Rush of Knowledge: "Draw cards equal to the highest mana value among permanents you
    # control": a land has mana value 0 (202.3a); an opponent's permanent doesn't count
    b = ml.Board()
    for _ in range(6):
        b.add("Island", zone="library")
    b.add("Island")
    b.add(cards["Grizzly Bears"])  # mana value 2
    b.add(cards["Serra Angel"])  # mana value 5
    b.add(cards["Colossal Dreadmaw"], controller="opponent")  # mana value 6, not yours
    b.add_mana("you", "UCCCC")
    b.cast(cards["Rush of Knowledge"])
    assert len(b.hand("you")) == 5


def test_life_equal_to_the_greatest_toughness_among_other_creatures_208_1(
        cards: dict[str, ml.Card]) -> None:
    # Bighorner Rancher: "Sacrifice ~: You gain life equal to the greatest toughness among
    # other creatures you control" (the source is not among "other", 109.1)
    b = ml.Board()
    rancher = b.add(cards["Bighorner Rancher"])
    b.add(cards["Grizzly Bears"])  # 2/2
    b.add(cards["Wall of Omens"])  # 0/4
    b.activate(rancher, "Sacrifice")
    assert b.life("you") == 24


def test_a_bonus_of_the_highest_mana_value_among_artifacts_is_counted_continuously_613_4c(
        cards: dict[str, ml.Card]) -> None:
    # Glint Raker (1/3): "~ gets +X/+0, where X is the highest mana value among artifacts
    # you control", counted again whenever characteristics are (613.4c)
    b = ml.Board()
    raker = b.add(cards["Glint Raker"])
    assert b.characteristics(raker)["power"] == 1
    b.add(cards["Solemn Simulacrum"])  # an artifact of mana value 4
    assert b.characteristics(raker)["power"] == 1 + 4


def test_a_power_defined_by_the_greatest_mana_value_among_artifacts_613_4a(
        cards: dict[str, ml.Card]) -> None:
    # Karn, Legacy Reforged (an artifact of mana value 5): "~'s power and toughness are each
    # equal to the greatest mana value among artifacts you control" (layer 7a, 604.3)
    b = ml.Board()
    karn = b.add(cards["Karn, Legacy Reforged"])
    assert (b.characteristics(karn)["power"], b.characteristics(karn)["toughness"]) == (5, 5)
    b.add(cards["Wurmcoil Engine"])  # mana value 6
    assert (b.characteristics(karn)["power"], b.characteristics(karn)["toughness"]) == (6, 6)


def test_a_power_alone_defined_by_the_greatest_mana_value_among_creatures_613_4a(
        cards: dict[str, ml.Card]) -> None:
    # Towering Gibbon (*/4, mana value 4): "~'s power is equal to the greatest mana value
    # among creatures you control"; its printed toughness stays (604.3)
    b = ml.Board()
    gibbon = b.add(cards["Towering Gibbon"])
    assert (b.characteristics(gibbon)["power"], b.characteristics(gibbon)["toughness"]) == \
        (4, 4)
    b.add(cards["Colossal Dreadmaw"])  # mana value 6
    b.add(cards["Wurmcoil Engine"], controller="opponent")  # not yours
    assert b.characteristics(gibbon)["power"] == 6


def test_the_greatest_value_among_reads_in_every_corpus_line_of_permanents_208_1(
        pool: list[ml.Card]) -> None:
    wording = r"(equal to|where X is) the (greatest|highest) (power|toughness|mana value) " \
        r"among (other )?(creatures|artifacts|permanents) you control\b"
    found = _sentences_with(pool, wording)
    assert len(found) >= 25
    assert _amounts_not_read(
        found, r"the (greatest|highest) (power|toughness|mana value) among") == []


def test_the_number_of_differently_named_permanents_reads_in_every_corpus_line_201_2(
        pool: list[ml.Card]) -> None:
    wording = r"the number of differently named \w+"
    found = _sentences_with(pool, wording)
    assert len(found) >= 8
    assert _amounts_not_read(found, wording) == []


def test_the_cards_in_that_players_hand_read_in_every_corpus_line_402_608_2c(
        pool: list[ml.Card]) -> None:
    wording = r"(equal to|where X is) the number of cards in (their|that player's) hand"
    found = _sentences_with(pool, wording)
    assert len(found) >= 15
    assert _amounts_not_read(found, r"the number of cards in (their|that player's) hand",
                             "Target player loses life equal to {}.") == []


# -- "the number of differently named ..." (201.2) -----------------------------------------


def test_a_power_defined_by_the_number_of_differently_named_lands_201_2_613_4a(
        cards: dict[str, ml.Card]) -> None:
    # Awakened Amalgam: "~'s power and toughness are each equal to the number of
    # differently named lands you control": two Forests have one name (201.2)
    b = ml.Board()
    amalgam = b.add(cards["Awakened Amalgam"])
    b.add("Forest")
    b.add("Forest")
    b.add("Island")
    b.add("Swamp", controller="opponent")
    assert b.characteristics(amalgam)["power"] == 2


def test_draw_x_where_x_is_the_number_of_differently_named_lands_201_2(
        cards: dict[str, ml.Card]) -> None:
    # All-Fates Scroll: "{7}, {T}, Sacrifice this artifact: Draw X cards, where X is the
    # number of differently named lands you control", counted as it resolves (608.2h)
    b = ml.Board()
    scroll = b.add(cards["All-Fates Scroll"])
    for name in ("Forest", "Forest", "Island", "Mountain"):
        b.add(name)
    for _ in range(5):
        b.add("Island", zone="library")
    b.add_mana("you", "CCCCCCC")
    b.activate(scroll, 1)
    assert len(b.hand("you")) == 3


# -- "the number of cards in their hand" (402, 608.2c) --------------------------------------


def test_damage_equal_to_the_cards_in_that_players_hand_402_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # Sudden Impact: "~ deals damage to target player equal to the number of cards in that
    # player's hand": the target's hand, not the caster's
    b = ml.Board()
    for _ in range(3):
        b.add("Island", zone="hand", owner="opponent")
    b.add("Island", zone="hand")
    b.add_mana("you", "RCCC")
    b.cast(cards["Sudden Impact"], targets=["opponent"])
    assert (b.life("opponent"), b.life("you")) == (17, 20)


def test_damage_to_each_opponent_counts_each_ones_hand_608_2c(
        cards: dict[str, ml.Card]) -> None:
    # Stormbreath Dragon: "it deals damage to each opponent equal to the number of cards in
    # that player's hand": counted for each opponent in turn
    b = ml.Board(("you", "ann", "bob"))
    dragon = b.add(cards["Stormbreath Dragon"])
    b.add("Island", zone="hand", owner="ann")
    for _ in range(4):
        b.add("Island", zone="hand", owner="bob")
    b.add_mana("you", "RRCCCCC")
    b.activate(dragon, 1)
    b.resolve()  # "When ~ becomes monstrous" (701.37b)
    assert (b.life("ann"), b.life("bob")) == (19, 16)


def test_tokens_for_each_opponent_dont_trigger_a_nontoken_alternative_102_3_603_2(
        cards: dict[str, ml.Card]) -> None:
    # Darksteel Splicer: "Whenever ~ or another nontoken Phyrexian enters ..., create X 3/3
    # colorless Phyrexian Golem artifact creature tokens, where X is the number of
    # opponents you have": the Golems are tokens, so they don't trigger it again (603.2)
    b = ml.Board(("you", "ann", "bob"))
    b.add_mana("you", "WCCCCCC")
    b.cast(cards["Darksteel Splicer"])
    b.resolve()  # its enters trigger (603.3)
    assert list(b.permanents["name"]) == ["Darksteel Splicer"] + ["Phyrexian Golem"] * 2
    assert b.stack.empty
