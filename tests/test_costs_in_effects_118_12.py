"""Costs inside effects, played through the public API (CR 118.12, 118.3, 608.2d, 107.3f).

"You may pay {2}. If you do, ..." asks the ability's controller, as it resolves, whether
to pay; what follows "If you do" happens only if they paid (608.2d). "Sacrifice ~ unless
you pay {U}" means "you may pay {U}; if you don't, sacrifice ~" (118.12a). A player who
can't pay a cost can't choose to (118.3): mana from their pool, life only with that much
life (119.4), energy with that many counters (107.14). "Pay {X}" in an ability whose text
doesn't define X: the player chooses X as it resolves (107.3f).

Every corpus line of each wording is read the same way (the grammar is general); the
behaviour is checked on real cards.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo, MayPay, Relation, Sacrifice
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.optional import DiscardKind, ExileFromGraveyard, Pay, PutFromHand
from mtglab.cards.pool.loaders import cards_from_records, read_records

NAMES = ("Drifter il-Dal", "Seymour Flux", "Carnophage", "Masticore", "Vigil for the Lost",
         "Lathnu Hellion", "Minion of Tevesh Szat")

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
KILL = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")


@pytest.fixture(scope="module")
def records(corpus_jsonl: Any) -> list[dict[str, Any]]:
    _fmt, recs = read_records(str(corpus_jsonl))
    return list(recs)


@pytest.fixture(scope="module")
def cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records if r["name"] in NAMES])}


def _lines(records: list[dict[str, Any]], pattern: str) -> list[ml.Ability]:
    """The supported abilities of the corpus whose text matches ``pattern``."""
    found = re.compile(pattern, re.I | re.M)
    chosen = [r for r in records if found.search(str(r.get("oracle_text") or ""))]
    return [a for c in cards_from_records(chosen) for f in (c.faces or (c,))
            for a in f.abilities if a.supported and found.search(a.text)]


def _upkeep(card: ml.Card, *, mana: str = "", hand: int = 1) -> tuple[ml.Board, Any]:
    b = ml.Board()
    b.phase = "untap"
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
    for _ in range(hand):
        b.add(ISLAND, "you", zone="hand")
    perm = b.add(card)
    if mana:
        b.add_mana("you", mana)
    b.advance("upkeep")
    return b, perm


# -- the grammar: every corpus line of the wording -------------------------------------


def test_every_you_may_pay_mana_if_you_do_line_is_a_payment_then_the_rest_608_2d(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may pay (\{[^}]+\})+\. If you do, ")
    general = [a for a in lines if not any(isinstance(e, MayPay) for e in a.effects)
               and a.kind is ml.AbilityKind.TRIGGERED]  # not one inside a grant's quotes
    assert len(general) >= 20  # the rest: the older reading, MayPay (same rule)
    for a in general:
        may = [i for i, e in enumerate(a.effects) if isinstance(e, MayDo) and
               any(isinstance(p, Pay) for p in e.effects)]
        assert may, a.text
        after = a.effects[may[0] + 1] if may[0] + 1 < len(a.effects) else None
        assert isinstance(after, IfYouDo) and after.done, a.text


def test_every_sacrifice_self_unless_you_pay_line_offers_the_payment_first_118_12a(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"sacrifice [^.]+ unless you pay (\{[^}]+\})+\.$")
    general = [a for a in lines if any(isinstance(e, MayDo) for e in a.effects)]
    assert len(lines) >= 40 and len(general) >= 15  # the rest: the older SacrificeSelf
    for a in general:
        may, rest = a.effects[-2], a.effects[-1]
        assert isinstance(may, MayDo) and isinstance(may.effects[0], Pay), a.text
        assert isinstance(rest, IfYouDo) and not rest.done, a.text  # "if you don't"
        assert isinstance(rest.effects[0], Sacrifice), a.text
        assert rest.effects[0].selector.relation in (Relation.SELF, Relation.THAT), a.text


def test_unless_you_discard_a_kind_of_card_keeps_the_kind_701_9a(
        records: list[dict[str, Any]]) -> None:
    # "sacrifice it unless you discard a land card": one card of that kind (701.9a)
    lines = _lines(records, r"unless you discard an? (artifact|creature|land) card")
    assert len(lines) >= 8
    for a in lines:
        may = next(e for e in a.effects if isinstance(e, MayDo))
        assert isinstance(may.effects[0], DiscardKind), a.text
        kind = re.search(r"unless you discard an? (\w+) card", a.text)
        assert kind is not None and kind.group(1).title() in may.effects[0].selector.types


# -- playing them ------------------------------------------------------------------------


def test_paying_the_upkeep_cost_keeps_the_permanent_118_12a(cards: dict[str, ml.Card]) -> None:
    b, drifter = _upkeep(cards["Drifter il-Dal"], mana="U")
    b.resolve(choices=[True])
    assert drifter.id in b.state.permanents and b.mana_pool("you") == ""
    assert any(r.rule == "118.12" and "pay" in r.detail for r in b.state.log)


def test_declining_to_pay_sacrifices_it_118_12a(cards: dict[str, ml.Card]) -> None:
    b, drifter = _upkeep(cards["Drifter il-Dal"], mana="U")
    b.resolve(choices=[False])
    assert drifter.id not in b.state.permanents and b.mana_pool("you") == "U"
    assert list(b.graveyard("you")["name"]) == ["Drifter il-Dal"]


def test_a_player_who_cant_pay_isnt_asked_and_sacrifices_118_3(
        cards: dict[str, ml.Card]) -> None:
    b, drifter = _upkeep(cards["Drifter il-Dal"], mana="R")  # {R} can't pay {U}
    b.resolve()  # no choice asked
    assert drifter.id not in b.state.permanents and b.mana_pool("you") == "R"


def test_unless_you_pay_damage_happens_when_not_paid_118_12a(
        cards: dict[str, ml.Card]) -> None:
    b, _minion = _upkeep(cards["Minion of Tevesh Szat"], mana="B")  # {B}{B} unpayable
    b.resolve()
    assert b.life("you") == 18


def test_pay_life_if_you_do_draws_and_puts_a_counter_119_4_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b, flux = _upkeep(cards["Seymour Flux"])
    b.resolve(choices=[True])
    assert b.life("you") == 19 and len(b.hand("you")) == 2
    assert b.counters(flux) == {"+1/+1": 1}


def test_declining_to_pay_life_does_nothing_608_2d(cards: dict[str, ml.Card]) -> None:
    b, flux = _upkeep(cards["Seymour Flux"])
    b.resolve(choices=[False])
    assert b.life("you") == 20 and len(b.hand("you")) == 1 and b.counters(flux) == {}


def test_tap_unless_you_pay_life_118_12a_119_4(cards: dict[str, ml.Card]) -> None:
    b, phage = _upkeep(cards["Carnophage"])
    b.resolve(choices=[False])
    assert b.state.permanents[phage.id].tapped and b.life("you") == 20
    b2, phage2 = _upkeep(cards["Carnophage"])
    b2.resolve(choices=[True])
    assert not b2.state.permanents[phage2.id].tapped and b2.life("you") == 19


def test_unless_you_discard_with_an_empty_hand_sacrifices_it_609_3(
        cards: dict[str, ml.Card]) -> None:
    # choosing to discard with no card to discard isn't discarding (609.3): "if you don't"
    b, masticore = _upkeep(cards["Masticore"], hand=0)
    b.resolve(choices=[True])
    assert masticore.id not in b.state.permanents


def test_unless_you_discard_a_card_keeps_it_701_9a(cards: dict[str, ml.Card]) -> None:
    b, masticore = _upkeep(cards["Masticore"], hand=1)
    b.resolve(choices=[True])
    assert masticore.id in b.state.permanents and len(b.hand("you")) == 0


def test_energy_paid_unless_you_pay_e_e_107_14(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    hellion = b.add(cards["Lathnu Hellion"])
    b.put_counters("you", "energy", 2)
    b.advance("end")
    b.resolve(choices=[True])
    assert hellion.id in b.state.permanents and b.player_counters("you").get("energy", 0) == 0
    b.put_counters("you", "energy", 1)  # one energy can't pay {E}{E}: not asked (118.3)
    b.advance("cleanup")
    b.phase = "untap"
    b.advance("end")
    b.resolve()
    assert hellion.id not in b.state.permanents


def test_you_may_pay_x_the_player_chooses_x_as_it_resolves_107_3f(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Vigil for the Lost"])
    bear = b.add(BEAR)
    b.add_mana("you", "BCCU")
    b.cast(KILL, targets=[bear], resolve=False)
    b.resolve()  # Kill resolves; Vigil for the Lost triggers (the bear died)
    b.resolve(choices=[True, 3])  # pay {X} with X=3: gain 3 life
    assert b.life("you") == 23 and b.mana_pool("you") == ""


# -- "you may put a ... card from your hand onto the battlefield" (305.4, 608.2d) -------

PUT_NAMES = ("Growth Spiral", "Arboreal Grazer", "Elvish Piper")

BEAR_CARD = ml.Card.from_text(name="Hand Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")
FOREST = ml.Card.from_text(name="Test Forest", type_line="Basic Land — Forest",
                           oracle_text="({T}: Add {G}.)")


@pytest.fixture(scope="module")
def put_cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records
                                                   if r["name"] in PUT_NAMES])}


def test_every_you_may_put_a_card_from_your_hand_line_reads_one_instruction_305_4(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may put an? [\w ]+ card from your hand onto the "
                            r"battlefield(?: tapped)?\.")
    general = [a for a in lines if any(isinstance(e, MayDo) and isinstance(
        e.effects[0], PutFromHand) for e in a.effects)]
    assert len(general) >= 25
    for a in general:
        put = next(e.effects[0] for e in a.effects if isinstance(e, MayDo))
        assert put.selector.zone == "hand" and put.tapped == ("tapped." in a.text), a.text


def _names(b: ml.Board) -> list[str]:
    return sorted(b.permanents["name"])


def test_growth_spiral_puts_a_land_without_using_the_land_play_305_4(
        put_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(BEAR, "you", zone="library")
    b.add(FOREST, "you", zone="hand")
    b.add(BEAR_CARD, "you", zone="hand")
    b.add_mana("you", "GU")
    b.cast(put_cards["Growth Spiral"], choices=[True])  # the only land card: no pick
    assert "Test Forest" in _names(b)
    assert sorted(b.hand("you")["name"]) == ["Bear", "Hand Bear"]
    assert b.state.player("you").lands_played == 0  # putting a land isn't playing it


def test_declining_puts_nothing_608_2d(put_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(BEAR_CARD, "you", zone="hand")
    piper = b.add(put_cards["Elvish Piper"])
    b.add_mana("you", "G")
    b.activate(piper, choices=[False])
    assert list(b.hand("you")["name"]) == ["Hand Bear"]


def test_with_no_card_of_the_kind_nothing_happens_609_3(
        put_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(FOREST, "you", zone="hand")  # no creature card in hand
    piper = b.add(put_cards["Elvish Piper"])
    b.add_mana("you", "G")
    b.activate(piper, choices=[True])
    assert list(b.hand("you")["name"]) == ["Test Forest"] and "Test Forest" not in _names(b)


def test_elvish_piper_puts_the_creature_chosen_onto_the_battlefield_110_2(
        put_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(BEAR_CARD, "you", zone="hand")
    b.add(FOREST, "you", zone="hand")
    piper = b.add(put_cards["Elvish Piper"])
    b.add_mana("you", "G")
    b.activate(piper, choices=[True])
    assert "Hand Bear" in _names(b) and list(b.hand("you")["name"]) == ["Test Forest"]


def test_arboreal_grazer_puts_the_land_tapped_305_4(put_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(FOREST, "you", zone="hand")
    b.add_mana("you", "G")
    b.cast(put_cards["Arboreal Grazer"])
    b.resolve(choices=[True])  # its enters trigger
    frame = b.permanents
    assert bool(frame[frame["name"] == "Test Forest"]["tapped"].iloc[0])


# -- "you may exile N <kind> cards from your graveyard. If you do" (406.3, 608.2d) ------

EXILE_NAMES = ("Aegis Sculptor", "Skywarp Skaab")


@pytest.fixture(scope="module")
def exile_cards(records: list[dict[str, Any]]) -> dict[str, ml.Card]:
    return {c.name: c for c in cards_from_records([r for r in records
                                                   if r["name"] in EXILE_NAMES])}


def test_every_you_may_exile_cards_from_your_graveyard_line_reads_one_instruction_406_3(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may exile (an?|one|two|three|four|five) [\w ,-]*cards? "
                            r"from your graveyard\. If you do, ")
    general = [a for a in lines if any(isinstance(e, MayDo) and isinstance(
        e.effects[0], ExileFromGraveyard) for e in a.effects)]
    assert len(general) >= 4
    for a in general:
        ex = next(e.effects[0] for e in a.effects if isinstance(e, MayDo))
        assert ex.selector.zone == "graveyard" and ex.count >= 1, a.text
        assert isinstance(a.effects[a.effects.index(next(
            e for e in a.effects if isinstance(e, MayDo))) + 1], IfYouDo), a.text


def _sculptor_upkeep(card: ml.Card, graveyard: int) -> tuple[ml.Board, Any]:
    b = ml.Board()
    b.phase = "untap"
    for _ in range(graveyard):
        b.add(ISLAND, "you", zone="graveyard")
    sculptor = b.add(card)
    b.advance("upkeep")
    return b, sculptor


def test_exiling_two_cards_puts_the_counter_608_2d(exile_cards: dict[str, ml.Card]) -> None:
    b, sculptor = _sculptor_upkeep(exile_cards["Aegis Sculptor"], 3)
    b.resolve(choices=[True])  # the cards are alike: no pick of which
    assert len(b.graveyard("you")) == 1 and len(b.exile) == 2
    assert b.counters(sculptor) == {"+1/+1": 1}


def test_with_one_card_in_the_graveyard_none_is_exiled_and_no_counter_609_3(
        exile_cards: dict[str, ml.Card]) -> None:
    b, sculptor = _sculptor_upkeep(exile_cards["Aegis Sculptor"], 1)
    b.resolve(choices=[True])
    assert len(b.graveyard("you")) == 1 and len(b.exile) == 0
    assert b.counters(sculptor) == {}


def test_only_cards_of_the_kind_can_be_exiled_406_3(exile_cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(ISLAND, "you", zone="library")
    b.add(BEAR, "you", zone="graveyard")
    b.add(ISLAND, "you", zone="graveyard")
    b.add(ISLAND, "you", zone="graveyard")  # one creature card: two can't be exiled
    b.add_mana("you", "UUUUU")
    b.cast(exile_cards["Skywarp Skaab"])
    b.resolve(choices=[True])  # its enters trigger
    assert len(b.exile) == 0 and len(b.hand("you")) == 0


# -- "you may have <player> <verb>" (608.2d) ---------------------------------------------


def test_every_you_may_have_a_player_act_line_reads_an_optional_instruction_608_2d(
        records: list[dict[str, Any]]) -> None:
    lines = _lines(records, r"you may have (target|each) (player|opponent) (lose|discard|draw"
                            r"|mill)s? ")
    assert lines
    for a in lines:
        assert any(isinstance(e, MayDo) for e in a.effects), a.text


@pytest.mark.parametrize("choose", [True, False])
def test_you_may_have_target_opponent_discard_is_your_choice_608_2d(
        records: list[dict[str, Any]], choose: bool) -> None:
    night = cards_from_records([r for r in records if r["name"] == "Brutal Nightstalker"])[0]
    b = ml.Board()
    b.add(ISLAND, "opponent", zone="hand")
    b.add_mana("you", "BBBBB")
    b.cast(night)
    b.resolve(choices=[choose])  # its enters trigger: the only opponent is its target
    assert len(b.hand("opponent")) == (0 if choose else 1)


def test_unless_you_return_a_land_returns_one_chosen_or_sacrifices_118_12a(
        records: list[dict[str, Any]]) -> None:
    snare = cards_from_records([r for r in records if r["name"] == "Vapor Snare"])[0]
    assert any(isinstance(e, MayDo) for a in snare.abilities for e in a.effects)
    b = ml.Board()
    b.phase = "untap"
    b.add(ISLAND)
    b.add(FOREST)
    aura_host = b.add(BEAR, "opponent")
    snare_perm = b.add(snare, attached_to=aura_host)
    b.advance("upkeep")
    b.resolve(choices=[True, "Test Forest"])  # return one land, the one chosen
    assert sorted(b.hand("you")["name"]) == ["Test Forest"]
    assert "Test Island" in _names(b) and snare_perm.id in b.state.permanents
