"""Triggered abilities that work from a graveyard (CR 113.6m, 603.2), and "<instruction>.
If you do, ..." after "sacrifice ~" (609.3), played through the public API.

An ability whose effect moves its own card out of a zone ("you may return ~ from your
graveyard to your hand") functions only in that zone (113.6m): its card triggers while it
is in its owner's graveyard, never from the battlefield; the ability is the owner's
(108.4a, 603.3a) and returns the card only if it is still there as the ability resolves
(400.7). "Sacrifice ~. If you do, ..." happens only if the sacrifice did (609.3).

Every corpus line of each wording is read and played (the grammar is general); the
behaviour is checked on real cards.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind
from mtglab.cards.functioning import functioning_zone
from mtglab.cards.optional import Attempt
from tests.conftest import corpus_abilities, corpus_cards

GOLD: Final = ml.Card.from_text(name="Gold Charm", mana_cost="{W}{U}", type_line="Instant",
                                oracle_text="Draw a card.")
MONO: Final = ml.Card.from_text(name="Blue Charm", mana_cost="{U}", type_line="Instant",
                                oracle_text="Draw a card.")
BEAR: Final = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                                power="2", toughness="2")
DOOM: Final = ml.Card.from_text(name="Doom", mana_cost="{B}", type_line="Instant",
                                oracle_text="Destroy target creature.")
CRYPT: Final = ml.Card.from_text(name="Crypt", mana_cost="{B}", type_line="Instant",
                                 oracle_text="Exile target card from a graveyard.")
HEAL: Final = ml.Card.from_text(name="Heal", mana_cost="{W}", type_line="Instant",
                                oracle_text="You gain 3 life.")


def _board(*library: int) -> ml.Board:
    b = ml.Board()
    for _ in range(max(library, default=3)):
        b.add("Island", zone="library")
        b.add("Island", "opponent", zone="library")
    return b


def test_a_card_in_a_graveyard_triggers_and_returns_to_hand_cr_113_6m_603_2() -> None:
    eidolon = corpus_cards("Aurora Eidolon")["Aurora Eidolon"]
    b = _board()
    b.add(eidolon, zone="graveyard")
    b.add_mana("you", "WU")
    b.cast(GOLD, resolve=False)  # a multicolored spell: it triggers from the graveyard
    assert [r["name"] for _i, r in b.stack.iterrows()][-1] == "Aurora Eidolon"
    b.resolve(choices=[True])  # "you may": yes (608.2d)
    assert "Aurora Eidolon" in list(b.hand("you")["name"])
    assert "Aurora Eidolon" not in list(b.graveyard("you")["name"])


def test_declining_leaves_the_card_in_the_graveyard_cr_608_2d() -> None:
    eidolon = corpus_cards("Aurora Eidolon")["Aurora Eidolon"]
    b = _board()
    b.add(eidolon, zone="graveyard")
    b.add_mana("you", "WU")
    b.cast(GOLD, resolve=False)
    b.resolve(choices=[False])
    assert list(b.graveyard("you")["name"]) == ["Aurora Eidolon"]


def test_a_spell_of_the_wrong_kind_doesnt_trigger_it_cr_603_2() -> None:
    eidolon = corpus_cards("Aurora Eidolon")["Aurora Eidolon"]
    b = _board()
    b.add(eidolon, zone="graveyard")
    b.add_mana("you", "U")
    b.cast(MONO, resolve=False)  # monocolored
    assert list(b.stack["name"]) == ["Blue Charm"]


def test_on_the_battlefield_it_doesnt_trigger_cr_113_6m() -> None:
    eidolon = corpus_cards("Aurora Eidolon")["Aurora Eidolon"]
    b = _board()
    b.add(eidolon)
    b.add_mana("you", "WU")
    b.cast(GOLD, resolve=False)
    assert list(b.stack["name"]) == ["Gold Charm"]  # it functions only in the graveyard


def test_pay_and_if_you_do_return_from_the_graveyard_cr_608_2d_113_6m() -> None:
    fire = corpus_cards("Punishing Fire")["Punishing Fire"]
    b = _board()
    b.add(fire, zone="graveyard")
    b.add_mana("opponent", "W")
    b.add_mana("you", "R")
    b.cast(HEAL, controller="opponent", resolve=False)
    b.resolve()  # the opponent gains 3 life: Punishing Fire triggers (603.2)
    assert list(b.stack["name"]) == ["Punishing Fire"]
    b.resolve(choices=[True])  # pay {R}; if you do, return it (608.2d)
    assert list(b.hand("you")["name"]) == ["Punishing Fire"]


def test_the_card_left_the_graveyard_before_it_resolves_cr_400_7() -> None:
    eidolon = corpus_cards("Aurora Eidolon")["Aurora Eidolon"]
    b = _board()
    card = b.add(eidolon, zone="graveyard")
    b.add_mana("you", "WUB")
    b.cast(GOLD, resolve=False)
    b.cast(CRYPT, targets=[card])  # exiled before the ability resolves: a new object
    b.resolve(choices=[True])  # elsewhere, which it doesn't return (400.7)
    assert "Aurora Eidolon" not in list(b.hand("you")["name"])


def test_return_to_the_battlefield_from_the_graveyard_cr_113_6m_110_2() -> None:
    firebird = corpus_cards("Akoum Firebird")["Akoum Firebird"]
    b = _board()
    b.add(firebird, zone="graveyard")
    land = b.add("Mountain", zone="hand")
    b.add_mana("you", "CCCCRR")
    b.play_land(land)  # landfall, from the graveyard (603.6a, 113.6m)
    b.resolve(choices=[True])  # pay {4}{R}{R}; if you do, return it
    assert "Akoum Firebird" in list(b.permanents["name"])
    assert list(b.graveyard("you")["name"]) == []


# -- every corpus line --------------------------------------------------------------------

_SELF_RETURN: Final = re.compile(r"\breturn (?:this card|[A-Z][^.]*?) from your graveyard\b")


def _graveyard_triggers() -> list[tuple[Any, Any]]:
    return corpus_abilities(_SELF_RETURN, lambda a: a.kind is AbilityKind.TRIGGERED and
                            a.supported and functioning_zone(a) == "graveyard")


def test_every_corpus_graveyard_trigger_plays_from_the_graveyard_cr_113_6m(
        corpus_jsonl: Any) -> None:
    lines = _graveyard_triggers()
    assert len(lines) >= 30, len(lines)  # the Eidolons, Phoenixes, Punishing Fire ...
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if not r.ok or (
        r.outcome is PlayOutcome.REFUSED and "CR " not in r.detail)]
    assert not bad, bad[:5]


_SACRIFICE_IF_YOU_DO: Final = re.compile(
    r"(?<!may )\bsacrifice (?:this \w+|[A-Z][^.]*?)\. If you do, ")


def test_every_corpus_sacrifice_self_if_you_do_is_an_attempt_cr_609_3(
        corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_SACRIFICE_IF_YOU_DO, lambda a: _SACRIFICE_IF_YOU_DO.search(
        a.text) is not None and a.kind is AbilityKind.TRIGGERED)
    read = [(f, a) for f, a in lines if a.supported]
    assert len(read) >= 3, [(f.name, a.problem) for f, a in lines]
    assert all(any(isinstance(e, Attempt) for e in a.effects) for _f, a in read)
    results = [(f.name, play_trigger_line(f, a)) for f, a in read]
    bad = [(n, r.detail) for n, r in results if not r.ok or (
        r.outcome is PlayOutcome.REFUSED and "CR " not in r.detail)]
    assert not bad, bad[:5]


def test_sacrifice_self_then_if_you_do_creates_tokens_cr_609_3() -> None:
    promise = corpus_cards("Promise of Bunrei")["Promise of Bunrei"]
    b = _board()
    b.add(promise)
    bear = b.add(BEAR)
    b.add_mana("you", "B")
    b.cast(DOOM, targets=[bear])  # the Bear dies: the Promise triggers (700.4, 603.2)
    b.resolve()
    assert list(b.graveyard("you")["name"]).count("Promise of Bunrei") == 1
    assert sum(1 for n in b.permanents["name"] if "Spirit" in n) == 4


@pytest.mark.parametrize("there", [True, False])
def test_if_you_do_only_when_the_sacrifice_happened_cr_609_3(there: bool) -> None:
    scout = corpus_cards("Flame-Kin War Scout")["Flame-Kin War Scout"]
    b = _board()
    mine = b.add(scout)
    b.add_mana("you", "GG")
    b.cast(BEAR, resolve=True)  # another creature enters: the Scout's ability triggers
    assert list(b.stack["name"]) == ["Flame-Kin War Scout"]
    if not there:
        b.remove(mine)  # nothing to sacrifice: not done, no damage (609.3)
    b.resolve()
    names = list(b.permanents["name"])
    assert ("Bear" in names) is not there  # 4 damage to that creature (it dies, 704.5g)


# -- "put target card from a graveyard on the bottom of its owner's library" (401.3) -------

def test_a_card_from_a_graveyard_goes_on_the_bottom_of_its_owners_library_cr_401_3() -> None:
    companion = corpus_cards("Chrome Companion")["Chrome Companion"]
    b = _board()
    source = b.add(companion, controlled_since_turn_start=True)
    card = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "CC")
    ability = next(a.text for a in companion.abilities if a.text.startswith("{2}, {T}"))
    b.activate(source, ability, targets=[card])
    library = [c.name for c in b.cards("opponent", "library")]
    assert library[-1] == "Bear" and library[0] == "Island"  # the bottom (401.3)
    assert list(b.graveyard("opponent")["name"]) == []


_ON_THE_BOTTOM: Final = re.compile(
    r"\bput (?:up to one )?(?:other )?target [^.]*?cards? from (?:a|your) graveyard on the "
    r"bottom of (?:its owner's|your) library", re.I)


def test_every_corpus_line_puts_on_the_bottom_cr_401_3(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_ON_THE_BOTTOM, lambda a: _ON_THE_BOTTOM.search(a.text)
                             is not None)
    read = [a for _f, a in lines if a.supported]
    assert len(read) >= 12, [(f.name, a.problem) for f, a in lines if not a.supported]
    bottoms = [e for a in read for e in a.effects
               if getattr(e, "destination", None) == "library"]
    assert bottoms and all(getattr(e, "bottom", False) for e in bottoms)
