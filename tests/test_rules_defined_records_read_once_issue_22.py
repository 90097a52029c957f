"""Issue 22, "the engine never parses text at play time": what the rules define without a
card's text — a keyword counter's ability (CR 122.1b), a power/toughness counter (122.1a),
the intrinsic mana abilities of basic land types (305.6), the ward {2} of a disguised
permanent (702.168a), the Ring's abilities (701.54c), a card's color identity (903.4), a
chapter ability's numbers (714.2b) — is a record built once, the same record the grammar
reads from the words, and plays as before."""

from __future__ import annotations

import pytest

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted",
            "haste", "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow",
            "trample", "vigilance")


@pytest.mark.parametrize("kind", KEYWORDS)
def test_a_keyword_counter_gives_the_ability_its_keyword_reads_as_cr_122_1b(kind: str) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, kind, 1)
    printed = ml.Card.from_text(name="Printed", type_line="Creature — Bear", power="2",
                                toughness="2", oracle_text=kind.capitalize())
    assert b.characteristics(bear)["abilities"] == tuple(a.text for a in printed.abilities)
    assert printed.abilities[0].supported


@pytest.mark.parametrize(("kind", "n", "pt"), [("+1/+1", 2, (4, 4)), ("-1/-1", 1, (1, 1)),
                                               ("+1/+0", 1, (3, 2)), ("-0/-1", 1, (2, 1)),
                                               ("+2/+2", 1, (4, 4)), ("charge", 3, (2, 2))])
def test_power_toughness_counters_by_their_kind_cr_122_1a_613_4c(
        kind: str, n: int, pt: tuple[int, int]) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, kind, n)
    c = b.characteristics(bear)
    assert (c["power"], c["toughness"]) == pt


def test_color_identity_counts_mana_symbols_in_the_text_cr_903_4() -> None:
    # a green card whose text has {W} and a hybrid {U/R} symbol: W, U, R and G (903.4)
    card = ml.Card.from_text(name="Hue", mana_cost="{G}", type_line="Creature — Elf",
                             power="1", toughness="1",
                             oracle_text="{W}, {T}: You gain 1 life.\n{U/R}: ~ gets +1/+0 "
                                         "until end of turn.")
    assert card.color_identity == frozenset("WURG")
    assert ml.card("Llanowar Elves").color_identity == frozenset("G")
    assert ml.card("Sol Ring").color_identity == frozenset()


def test_a_copy_keeps_the_identity_of_its_own_fields_cr_903_4() -> None:
    import dataclasses

    card = ml.card("Llanowar Elves")
    other = dataclasses.replace(card, oracle_text="{T}: Add {R}.")
    assert other.color_identity == frozenset("GR")


def test_intrinsic_abilities_of_a_dual_land_are_the_records_the_text_reads_cr_305_6() -> None:
    land = ml.Card.from_text(name="Dual", type_line="Land — Forest Island")
    printed = ml.Card.from_text(name="Printed", type_line="Land",
                                oracle_text="{T}: Add {G}.\n{T}: Add {U}.")
    assert [a.effects for a in land.abilities] == [a.effects for a in printed.abilities]
    assert [a.costs for a in land.abilities] == [a.costs for a in printed.abilities]


def test_chapter_numbers_of_a_chapter_ability_cr_714_2b_714_2c() -> None:
    saga = ml.Card.from_text(name="Tale", type_line="Enchantment — Saga",
                             oracle_text="I, II — You gain 1 life.\nIII — Draw a card.")
    assert [a.trigger.chapters for a in saga.abilities if a.trigger is not None] == \
        [(1, 2), (3,)]


@pytest.mark.parametrize(("text", "n"), [
    ("Target creature gets +1/+1 until end of turn.", 1),
    ("Tap target artifact and target land.", 2),
    ("{2}{R}: Return Convenient Target from your graveyard to your hand.", 0),
    ("Scry 2. (Look at the top two cards of your library. It doesn't target.)", 0),
    ("Whenever ~ becomes the target of a spell, counter that spell.", 1),
])
def test_the_words_target_are_counted_as_the_line_is_read_cr_601_2c(text: str, n: int) -> None:
    # the engine matches a line's targets with its words "target" (601.2c): reminder text
    # is no rules text, and a card's name is no word "target" (Convenient Target)
    card = ml.Card.from_text(name="Convenient Target", type_line="Enchantment — Aura",
                             oracle_text=text)
    assert card.abilities[0].target_words == n


def test_a_predefined_token_has_the_abilities_its_rule_text_reads_as_cr_111_10a() -> None:
    b = ml.Board()
    treasure = b.create_token("Treasure")
    printed = ml.Card.from_text(name="Treasure", type_line="Artifact — Treasure",
                                oracle_text="{T}, Sacrifice this token: Add one mana of any "
                                            "color.")
    assert b.characteristics(treasure)["abilities"] == tuple(a.text for a in printed.abilities)
    assert b.productions(treasure, 0) == {"W", "U", "B", "R", "G"}


def test_a_token_defined_with_text_reads_it_as_a_cards_cr_111_3() -> None:
    b = ml.Board()
    elf = b.create_token(types=["Creature"], subtypes=["Elf"], colors=["G"], power=1,
                         toughness=1, oracle_text="{T}: Add {G}.")
    assert b.characteristics(elf)["abilities"] == ("{T}: Add {G}.",)
    assert b.productions(elf, 0) == {"G"}
