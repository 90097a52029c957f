"""An instant's or sorcery's "return target creature card from a graveyard to the
battlefield", then "if ..., that creature enters with N additional counters on it"
(CR 400.7, 110.2, 608.2, 614.1c; 601.2h: the mana spent; 207.2c: spell mastery)."""

from __future__ import annotations

import pytest

import mtglab as ml

VIGOR = ml.Card.from_text(
    name="Vigor Mortis", mana_cost="{2}{B}{B}", type_line="Sorcery",
    oracle_text="Return target creature card from your graveyard to the battlefield. If {G} "
                "was spent to cast this spell, that creature enters the battlefield with an "
                "additional +1/+1 counter on it.")
SUMMONS = ml.Card.from_text(
    name="Necromantic Summons", mana_cost="{4}{B}", type_line="Sorcery",
    oracle_text="Put target creature card from a graveyard onto the battlefield under your "
                "control.\nSpell mastery — If there are two or more instant and/or sorcery "
                "cards in your graveyard, that creature enters the battlefield with two "
                "additional +1/+1 counters on it.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
SORCERY = ml.Card.from_text(name="Old Sorcery", mana_cost="{1}", type_line="Sorcery")
RELIC = ml.Card.from_text(name="Relic", mana_cost="{3}", type_line="Artifact")


def _bear(b: ml.Board) -> ml.Permanent:
    return next(b.get(p) for p, s in b.state.permanents.items() if s.base.name == "Bear")


@pytest.mark.parametrize(("pool", "counters"), [("GBBB", (("+1/+1", 1),)), ("CCBB", ())])
def test_the_creature_enters_with_the_counter_if_green_was_spent(
        pool: str, counters: tuple[tuple[str, int], ...]) -> None:
    # 601.2h: the mana spent to cast it; 614.1c: it enters with the counter
    b = ml.Board()
    card = b.add(BEAR, zone="graveyard")
    b.add_mana("you", pool)
    b.cast(VIGOR, targets=[card])
    bear = _bear(b)
    assert b.state.permanents[bear.id].counters == counters
    assert b.controller(bear) == "you"  # 110.2
    assert list(b.graveyard("you")["name"]) == ["Vigor Mortis"]  # 608.2n


def test_the_target_is_a_creature_card_in_your_graveyard() -> None:
    # 115.1, 601.2c: a creature card in your graveyard
    b = ml.Board()
    relic = b.add(RELIC, zone="graveyard")
    theirs = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "GBBB")
    for bad in (relic, theirs):
        with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
            b.cast(VIGOR, targets=[bad])


def test_a_target_gone_from_the_graveyard_is_illegal_and_nothing_returns() -> None:
    # 608.2b: the target is illegal as the spell resolves
    # — two instants of that text target the same card: the first to resolve returns it
    quick = ml.Card.from_text(name="Quick Mortis", mana_cost="{2}{B}{B}", type_line="Instant",
                              oracle_text=VIGOR.oracle_text)
    b = ml.Board()
    card = b.add(BEAR, zone="graveyard")
    b.add_mana("you", "GBBBCCBB")
    b.cast(quick, targets=[card], resolve=False)
    b.cast(quick, targets=[card], resolve=False)
    b.resolve()
    b.resolve()
    assert [s.base.name for s in b.state.permanents.values()] == ["Bear"]
    assert list(b.graveyard("you")["name"]) == ["Quick Mortis", "Quick Mortis"]
    assert any(r.rule == "608.2b" for r in b.state.log)


@pytest.mark.parametrize(("spells", "counters"), [(2, (("+1/+1", 2),)), (1, ())])
def test_spell_mastery_counts_instants_and_sorceries_in_your_graveyard(
        spells: int, counters: tuple[tuple[str, int], ...]) -> None:
    # 207.2c: spell mastery; 608.2: checked as it resolves; it takes a card from an
    # opponent's graveyard and puts it under your control (110.2)
    b = ml.Board()
    for _ in range(spells):
        b.add(SORCERY, zone="graveyard")
    card = b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "CCCCB")
    b.cast(SUMMONS, targets=[card])
    bear = _bear(b)
    assert b.controller(bear) == "you"
    assert b.state.permanents[bear.id].owner == "opponent"
    assert b.state.permanents[bear.id].counters == counters


def test_a_returned_creature_was_not_cast() -> None:
    # 601.2: put onto the battlefield by an effect, it wasn't cast: "X is the amount of
    # mana spent to cast it" is 0 (a permanent that wasn't cast, 614.1c)
    hydra = ml.Card.from_text(
        name="Spent Hydra", mana_cost="{3}{G}", type_line="Creature — Hydra", power="1",
        toughness="1",
        oracle_text="Spent Hydra enters with X +1/+1 counters on it, where X is the amount "
                    "of mana spent to cast it.")
    b = ml.Board()
    card = b.add(hydra, zone="graveyard")
    b.add_mana("you", "CCBB")
    b.cast(VIGOR, targets=[card])
    p = next(s for s in b.state.permanents.values() if s.base.name == "Spent Hydra")
    assert p.counters == ()
