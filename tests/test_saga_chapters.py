"""Sagas (CR 714): a Saga enters with a lore counter (714.3a), its controller puts one on
it as their precombat main phase begins (714.3c), each chapter ability triggers as the
lore counters reach its number (714.2b; several numbers: one ability each, 714.2c), and
the Saga is sacrificed once its final chapter is reached and no chapter ability of it is
waiting to leave the stack (714.4, a state-based action)."""

from __future__ import annotations

import mtglab as ml

NEXT = ("When you cast your next creature spell this turn, that creature enters the "
        "battlefield with an additional +1/+1 counter on it.")
KUMANO = ml.Card.from_text(
    name="Kumano Faces Kakkazan", mana_cost="{R}", type_line="Enchantment — Saga",
    oracle_text="(As this Saga enters and after your draw step, add a lore counter.)\n"
                "I — Kumano Faces Kakkazan deals 1 damage to each opponent and each "
                f"planeswalker they control.\nII — {NEXT}\n"
                "III — Exile this Saga, then return it to the battlefield transformed "
                "under your control.")
FENRIR = ml.Card.from_text(
    name="Summon: Fenrir", mana_cost="{2}{G}", type_line="Enchantment Creature — Saga Wolf",
    power="3", toughness="2",
    oracle_text="(As this Saga enters and after your draw step, add a lore counter. "
                "Sacrifice after III.)\nII — Heavenward Howl — When you next cast a "
                "creature spell this turn, that creature enters with an additional +1/+1 "
                "counter on it.")
TWICE = ml.Card.from_text(  # a test Saga: one line, two chapter numbers (714.2c)
    name="Twice Told", mana_cost="{G}", type_line="Enchantment — Saga",
    oracle_text=f"I, II — {NEXT}")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _on_battlefield(b: ml.Board, name: str) -> bool:
    return name in set(b.permanents["name"])


def _next_turn_of_yours(b: ml.Board) -> None:
    b.pass_turn()
    b.pass_turn()


def test_a_chapter_line_is_a_triggered_ability_cr_714_2b() -> None:
    chapter = KUMANO.abilities[-2]
    assert chapter.supported and chapter.kind is ml.AbilityKind.TRIGGERED
    howl = FENRIR.abilities[-1]  # after an ability word (207.2c)
    assert howl.supported and howl.kind is ml.AbilityKind.TRIGGERED
    first = KUMANO.abilities[-3]
    assert first.kind is ml.AbilityKind.TRIGGERED and first.trigger.event == "chapter"
    # "each planeswalker they control": the players the instruction names (608.2c)
    assert first.supported


def test_a_saga_enters_with_a_lore_counter_cr_714_3a() -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    kumano = b.cast(KUMANO)
    assert b.counters(kumano) == {"lore": 1}
    # the lore counter it enters with triggers chapter I (714.3b)
    assert [s.name for s in b.state.stack] == ["Kumano Faces Kakkazan"]
    b.resolve()
    assert b.life("opponent") == 19  # 1 damage to each opponent (120.3a)


def test_lore_counter_at_precombat_main_triggers_chapter_ii_cr_714_3c_714_2b() -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    kumano = b.cast(KUMANO)
    b.resolve()  # chapter I (714.3b)
    b.pass_turn()  # the opponent's turn: not their Saga (714.3c)
    assert b.counters(kumano) == {"lore": 1}
    b.pass_turn()
    assert b.phase == "precombat main" and b.counters(kumano) == {"lore": 2}
    assert [s.name for s in b.state.stack] == ["Kumano Faces Kakkazan"]  # chapter II
    b.resolve()
    b.add_mana("you", "GGGG")
    assert b.counters(b.cast(BEAR)) == {"+1/+1": 1}  # the delayed trigger (603.7c)
    assert b.counters(b.cast(BEAR)) == {}  # once only


def test_advancing_into_the_precombat_main_phase_adds_the_counter_cr_714_3c() -> None:
    b = ml.Board()
    fenrir = b.add(FENRIR, counters={"lore": 1})
    b.phase = "upkeep"
    b.advance("precombat main")
    assert b.counters(fenrir) == {"lore": 2}
    assert len(b.state.stack) == 1  # II — Heavenward Howl


def test_putting_lore_counters_triggers_each_number_reached_cr_714_2c() -> None:
    b = ml.Board()
    saga = b.add(TWICE)
    b.put_counters(saga, "lore", 2)  # from 0 to 2: both I and II reached (714.2b-c)
    assert len(b.state.stack) == 2
    b.resolve()
    b.resolve()
    assert len(b.state.delayed) == 2
    b.add_mana("you", "GG")
    assert b.counters(b.cast(BEAR)) == {"+1/+1": 2}


def test_the_saga_is_sacrificed_after_its_final_chapter_resolves_cr_714_4() -> None:
    b = ml.Board()
    saga = b.add(TWICE, counters={"lore": 1})
    b.put_counters(saga, "lore", 1)  # chapter II (the final one) triggers
    assert _on_battlefield(b, "Twice Told")  # its chapter ability is on the stack (714.4)
    b.resolve()
    assert not _on_battlefield(b, "Twice Told")
    assert any(r.rule == "714.4" for r in b.state.log)
    assert [c.name for c in b.cards("you", "graveyard")] == ["Twice Told"]


def test_the_final_chapter_waits_then_a_single_faced_saga_stays_exiled_cr_714_4_712_14a(
        ) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(KUMANO)
    b.resolve()  # chapter I (714.3b)
    _next_turn_of_yours(b)
    b.resolve()  # chapter II
    assert _on_battlefield(b, "Kumano Faces Kakkazan")
    _next_turn_of_yours(b)  # lore 3: chapter III triggers; 714.4: the Saga waits for it
    assert _on_battlefield(b, "Kumano Faces Kakkazan")
    b.resolve()  # III: exiled, and this test card (one face) can't return transformed
    assert not _on_battlefield(b, "Kumano Faces Kakkazan")
    assert list(b.exile["name"]) == ["Kumano Faces Kakkazan"]  # 712.14a
