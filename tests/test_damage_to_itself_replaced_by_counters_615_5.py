"""A permanent's own ability that prevents or replaces the damage dealt to it and moves
counters instead, said in one sentence (CR 615.1, 615.5, 614.1a): "If damage would be
dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove that many
+1/+1 counters from it" (Polukranos, Unchained), "... remove a +1/+1 counter from it"
(Oathsworn Knight), "..., prevent that damage and put that many +1/+1 counters on him"
(Anti-Venom), and the replacement "If damage would be dealt to ~, put that many +1/+1
counters on it instead" (Phytohydra), from real cards of ../shared/corpus through the
public API; then read and played across every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.damagereplacement import PreventToSelfCounters
from tests.conftest import audit_found, corpus_abilities, corpus_cards

LIFELINK = ml.Card.from_text(name="Healer", mana_cost="{W}", type_line="Creature — Cleric",
                             power="1", toughness="1",
                             oracle_text="Lifelink\n{T}: Healer deals 1 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Polukranos, Unchained", "Oathsworn Knight", "Phytohydra",
                        "Lichenthrope", "Anti-Venom, Horrifying Healer", "Protean Hydra",
                        "Undergrowth Champion",
                        "Lightning Bolt")


def _damage(b: ml.Board, p: Any) -> int:
    """The damage marked on the permanent (120.3)."""
    return int(b.state.permanents[p.id].damage)


def _bolt(b: ml.Board, cards: dict[str, Any], target: Any) -> None:
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[target])


def test_that_many_counters_are_removed_615_5(cards: dict[str, Any]) -> None:
    b = ml.Board()
    polukranos = b.add(cards["Polukranos, Unchained"], "opponent", counters={"+1/+1": 6})
    _bolt(b, cards, polukranos)
    assert b.counters(polukranos) == {"+1/+1": 3}
    assert _damage(b, polukranos) == 0  # prevented: none dealt (615.1)


def test_as_many_as_it_has_when_the_damage_is_more_615_5(cards: dict[str, Any]) -> None:
    b = ml.Board()
    hydra = b.add(cards["Protean Hydra"], "opponent", counters={"+1/+1": 2})
    _bolt(b, cards, hydra)  # all 3 prevented; its 2 counters removed: a 0/0 (704.5f)
    assert "Protean Hydra" in list(b.graveyard("opponent")["name"])


def test_only_while_it_has_a_counter_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    knight = b.add(cards["Oathsworn Knight"], "opponent", counters={"+1/+1": 3})
    _bolt(b, cards, knight)  # "remove a +1/+1 counter": one, whatever the damage
    assert b.counters(knight) == {"+1/+1": 2}
    champion = b.add(cards["Undergrowth Champion"], "opponent")  # a 2/2, no counter:
    healer = b.add(LIFELINK)
    b.activate(healer, "{T}:", targets=[champion])  # the damage is dealt (120.3)
    assert _damage(b, champion) == 1 and b.life("you") == 21


def test_damage_replaced_by_counters_is_never_dealt_614_1a_614_6(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    phyto = b.add(cards["Phytohydra"], "opponent")
    lichen = b.add(cards["Lichenthrope"], "opponent")
    healer = b.add(LIFELINK)
    b.activate(healer, "{T}:", targets=[phyto])
    # no damage was dealt: a counter instead, and no life for lifelink (702.15b)
    assert b.counters(phyto) == {"+1/+1": 1} and b.life("you") == 20
    assert _damage(b, phyto) == 0
    _bolt(b, cards, lichen)
    assert b.counters(lichen) == {"-1/-1": 3}


def test_prevented_and_that_many_counters_put_615_5(cards: dict[str, Any]) -> None:
    b = ml.Board()
    venom = b.add(cards["Anti-Venom, Horrifying Healer"], "opponent")
    _bolt(b, cards, venom)
    assert b.counters(venom) == {"+1/+1": 3}


def test_every_corpus_line_of_damage_to_itself_for_counters_is_read_and_plays_615_5() -> None:
    line = re.compile(r"^if damage would be dealt to [^,]+(, prevent that damage and "
                      r"(remove|put) (that many|a) [^ ]+ counters? (from|on) [^.]+|, put "
                      r"that many [^ ]+ counters on it instead)\.$", re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, PreventToSelfCounters) for e in a.effects)]
    assert len(read) >= 8, [(f.name, a.problem) for f, a in found]
    unread = [(f.name, a.problem) for f, a in found if (f, a) not in read]
    assert all("would be dealt to ~" not in (p or "") or "monarch" in (p or "")
               for _n, p in unread), unread
    audit_found(read, board_refusals=True)
