"""Keyword abilities that the rules define as a triggered or activated ability (CR 702.1),
read by the grammar from their defining text into the same records printed words would be,
and played through the engine's general triggered and activated machinery: bushido
(702.45a), soulshift (702.46a), exploit (702.110a), afflict (702.130a), frenzy (702.68a),
afterlife (702.135a), battle cry (702.91a), extort (702.101a) and outlast (702.107a). Each
is then read and played across every corpus line that uses it, with the number or cost of
that line (frenzy's only card, Garbage Elemental, is not a traditional card: one test)."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
KILL = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")
SHOCK = ml.Card.from_text(name="Jolt", mana_cost="{R}", type_line="Instant",
                          oracle_text="Jolt deals 1 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Battle-Mad Ronin", "Araba Mothrider", "Burr Grafter",
                        "Body of Jukai", "Frontline Devastator", "Debtors' Transport",
                        "Goblin Wardriver", "Ainok Bond-Kin", "Basilica Screecher",
                        "A-Skull Skaab", "Garbage Elemental")


def _kill(b: ml.Board, p: Any, **kw: Any) -> None:
    b.add_mana("you", "B")
    b.cast(KILL, targets=[p], **kw)


def test_bushido_pumps_as_it_becomes_blocked_702_45a(cards: dict[str, Any]) -> None:
    # Battle-Mad Ronin, 1/1, "Bushido 2": +2/+2 until end of turn as it becomes blocked
    b = ml.Board()
    ronin = b.add(cards["Battle-Mad Ronin"])
    bear = b.add(BEAR, "opponent")
    b.attack(ronin)
    b.block(bear, ronin)
    b.resolve()
    looks = b.characteristics(ronin)
    assert (looks["power"], looks["toughness"]) == (3, 3)


def test_bushido_pumps_as_it_blocks_702_45a(cards: dict[str, Any]) -> None:
    # Araba Mothrider, 1/1 flier, "Bushido 1": it blocks the opponent's Bear
    b = ml.Board()
    bear = b.add(BEAR)
    moth = b.add(cards["Araba Mothrider"], "opponent")
    b.attack(bear)
    b.block(moth, bear)
    b.resolve()
    looks = b.characteristics(moth)
    assert (looks["power"], looks["toughness"]) == (2, 2)


def test_bushido_ends_with_the_turn_702_45a_514_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    ronin = b.add(cards["Battle-Mad Ronin"])
    bear = b.add(BEAR, "opponent")
    b.attack(ronin)
    b.block(bear, ronin)
    b.resolve()
    b.pass_turn()  # "until end of turn" ends in the cleanup step (514.2)
    assert b.characteristics(ronin)["power"] == 1


def test_soulshift_returns_a_spirit_with_mana_value_n_or_less_702_46a(
        cards: dict[str, Any]) -> None:
    # Burr Grafter, "Soulshift 3": a Spirit card with mana value 3 or less, not 4 or more
    b = ml.Board()
    grafter = b.add(cards["Burr Grafter"])
    b.add(ml.Card.from_text(name="Small Spirit", mana_cost="{2}{G}",
                            type_line="Creature — Spirit", power="1", toughness="1"),
          zone="graveyard")
    b.add(cards["Body of Jukai"], zone="graveyard")  # mana value 9: not a legal target
    _kill(b, grafter, resolve=False)
    # Kill resolves: Burr Grafter dies, soulshift triggers (603.6c, 603.10a), its only
    # legal target chosen as it is put on the stack (603.3d)
    b.resolve()
    b.resolve(choices=[True])
    assert "Small Spirit" in list(b.hand("you")["name"])
    assert "Body of Jukai" in list(b.graveyard("you")["name"])


def test_afflict_makes_the_defending_player_lose_life_702_130a(cards: dict[str, Any]
                                                               ) -> None:
    # Frontline Devastator, "Afflict 2"
    b = ml.Board()
    dev = b.add(cards["Frontline Devastator"])
    bear = b.add(BEAR, "opponent")
    b.attack(dev)
    b.block(bear, dev)
    b.resolve()
    assert b.life("opponent") == 18 and b.life("you") == 20


def test_afflict_not_without_a_block_702_130a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    dev = b.add(cards["Frontline Devastator"])
    b.attack(dev)
    b.block()
    assert len(b.stack) == 0 and b.life("opponent") == 20


def test_frenzy_when_not_blocked_702_68a(cards: dict[str, Any]) -> None:
    # Garbage Elemental, 2/4, "Frenzy 2": +2/+0 when it attacks and isn't blocked
    b = ml.Board()
    elemental = b.add(cards["Garbage Elemental"])
    b.attack(elemental)
    b.block()
    b.resolve()
    assert b.characteristics(elemental)["power"] == 4


def test_afterlife_creates_n_flying_spirits_702_135a(cards: dict[str, Any]) -> None:
    # Debtors' Transport, "Afterlife 2"
    b = ml.Board()
    transport = b.add(cards["Debtors' Transport"])
    _kill(b, transport)
    b.resolve()  # the dies trigger (603.6c)
    spirits = [i for i in b.state.permanents
               if "Spirit" in b.characteristics(i)["subtypes"]]
    assert len(spirits) == 2
    looks = b.characteristics(spirits[0])
    assert (looks["power"], looks["toughness"]) == (1, 1)
    assert set(looks["colors"]) == {"W", "B"} and "Flying" in looks["abilities"]


def test_battle_cry_pumps_each_other_attacker_702_91a(cards: dict[str, Any]) -> None:
    # Goblin Wardriver, 2/2: each other attacking creature gets +1/+0, not itself
    b = ml.Board()
    driver = b.add(cards["Goblin Wardriver"])
    bear = b.add(BEAR)
    b.attack(driver, bear)
    b.resolve()
    assert b.characteristics(bear)["power"] == 3
    assert b.characteristics(driver)["power"] == 2


def test_outlast_puts_a_counter_as_a_sorcery_702_107a(cards: dict[str, Any]) -> None:
    # Ainok Bond-Kin, "Outlast {1}{W}": {1}{W}, {T}: a +1/+1 counter, sorcery speed only
    b = ml.Board()
    kin = b.add(cards["Ainok Bond-Kin"])
    b.add_mana("you", "WW")
    b.activate(kin, "Outlast")
    assert b.counters(kin) == {"+1/+1": 1} and b.is_tapped(kin)


def test_outlast_only_as_a_sorcery_702_107a_307_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    kin = b.add(cards["Ainok Bond-Kin"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "WW")
    del bear
    b.advance("combat")
    with pytest.raises(ml.MtglabError):
        b.activate(kin, "Outlast")
    assert b.counters(kin) == {} and not b.is_tapped(kin)


def test_extort_drains_each_opponent_when_paid_702_101a(cards: dict[str, Any]) -> None:
    # Basilica Screecher: cast a spell, pay {W/B}: each opponent loses 1, you gain 1
    b = ml.Board()
    b.add(cards["Basilica Screecher"])
    b.add_mana("you", "RB")
    b.cast(SHOCK, targets=["opponent"], resolve=False)
    b.resolve(choices=[True])  # extort, on top of Jolt (603.3)
    b.resolve()
    assert b.life("opponent") == 18 and b.life("you") == 21


def test_exploit_may_sacrifice_a_creature_as_it_enters_702_110a(cards: dict[str, Any]
                                                                  ) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UB")
    skaab = b.cast(cards["A-Skull Skaab"], resolve=False)
    del skaab
    b.resolve()  # the creature spell: it enters, exploit triggers
    b.resolve(choices=[True, bear])
    assert bear.id not in b.state.permanents


_KEYWORDS: Final = {  # keyword: (the trigger event its rule names, 702.x a)
    "Bushido": TriggerEvent.BLOCKS, "Soulshift": TriggerEvent.DIES,
    "Exploit": TriggerEvent.ENTERS, "Afflict": TriggerEvent.BECOMES_BLOCKED,
    "Afterlife": TriggerEvent.DIES,
    "Battle cry": TriggerEvent.ATTACKS, "Extort": TriggerEvent.CAST,
}


@pytest.mark.parametrize("keyword", [*_KEYWORDS, "Outlast"])
def test_every_corpus_line_of_the_keyword_reads_and_plays_702_1(keyword: str) -> None:
    """Every line of the pool that is this keyword reads into the ability its rule
    defines, with the line's number or cost, and plays on a board (702.1)."""
    line = re.compile(rf"^{keyword}\b(?! —)", re.I | re.M)
    found = corpus_abilities(line, lambda a: keyword in a.keywords)
    if not found:
        pytest.skip("no corpus")
    face_lines = [(f, a) for f, a in found if a.text.lower().startswith(keyword.lower())]
    unread = [a.text for _f, a in face_lines if not a.supported]
    # only lines that name the keyword twice ("Soulshift 4, soulshift 4") stay unread
    assert all(t.lower().count(keyword.lower()) > 1 for t in unread), unread[:3]
    read = [(f, a) for f, a in face_lines if a.supported]
    assert read
    for _f, a in read:
        if keyword == "Outlast":  # "[Cost], {T}: ..." (702.107a)
            assert a.kind is AbilityKind.ACTIVATED and a.has_tap_cost
        else:
            assert a.kind is AbilityKind.TRIGGERED
            assert _KEYWORDS[keyword] in a.trigger.events  # type: ignore[union-attr]
        number = re.match(rf"{keyword} (\d+)", a.text, re.I)
        if number and keyword == "Bushido":  # +N/+N (702.45a)
            pump = a.effects[0].effect  # type: ignore[attr-defined]
            assert pump.power == int(number.group(1))
    result = ml.audit_pool(sorted({f for f, _a in read}, key=lambda f: f.name))
    t = result.table
    mine = t[t["text"].isin({a.text for _f, a in read})]
    bad = mine[mine["outcome"].isin([PlayOutcome.ERROR.value, PlayOutcome.REFUSED.value])]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
