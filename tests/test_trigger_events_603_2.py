"""One trigger matcher for every event (CR 603.2), through the public API.

Each event is offered where the engine does it — drawing (121.2), discarding (701.9),
gaining and losing life (119.3, 119.9), counters put (122.1), becoming tapped or untapped
(603.2e), leaving the battlefield (603.6c, looking back in time, 603.10a), attacking,
blocking and becoming blocked (508.3, 509.3), damage (120), becoming a target (115.1),
the beginning of a step (603.2b) — to every triggered ability that watches it: its own
source's, or those whose selector or player covers what the event was about. Each event
kind is then played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from tests.conftest import corpus_abilities


def card(name: str, text: str, type_line: str = "Enchantment", cost: str | None = "{1}",
         pt: tuple[str, str] = ("2", "2")) -> ml.Card:
    creature = "Creature" in type_line
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt[0] if creature else None,
                             toughness=pt[1] if creature else None)


ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = card("Bear", "", "Creature — Bear")
DRAW = card("Think", "Draw two cards.", "Instant")
SHOCK = card("Shock", "Shock deals 2 damage to any target.", "Instant")
GAIN = card("Heal", "You gain 3 life.", "Instant")
NUDGE = card("Nudge", "Untap target permanent.", "Instant")


def library(b: ml.Board, who: str, n: int = 4) -> None:
    for _ in range(n):
        b.add(ISLAND, who, zone="library")


def test_each_card_an_opponent_draws_triggers_121_2() -> None:
    # "whenever an opponent draws a card": once per card drawn (121.2), not for yours
    b = ml.Board()
    library(b, "you")
    library(b, "opponent")
    b.add(card("Watcher", "Whenever an opponent draws a card, you gain 1 life."))
    b.add_mana("you", "C")
    b.cast(DRAW)
    assert b.stack.empty  # you drew: no trigger
    b.add_mana("opponent", "C")
    b.cast(DRAW, controller="opponent")
    assert list(b.stack["name"]) == ["Watcher", "Watcher"]
    b.resolve()
    b.resolve()
    assert b.life("you") == 22


def test_life_gained_is_an_event_zero_is_none_119_9() -> None:
    b = ml.Board()
    b.add(card("Ajani's Pet", "Whenever you gain life, put a +1/+1 counter on target "
               "creature you control."))
    bear = b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(GAIN)
    b.resolve()
    assert b.counters(bear) == {"+1/+1": 1}


def test_life_paid_is_life_lost_119_4() -> None:
    b = ml.Board()
    b.add(card("Loss Counter", "Whenever you lose life, put a +1/+1 counter on target "
               "creature you control."))
    bear = b.add(BEAR)
    b.add(card("Bargain", "Pay 2 life: Draw a card.", "Artifact"))
    library(b, "you")
    b.activate("Bargain", resolve=False)  # the cost is paid as it is activated (602.2)
    assert list(b.stack["name"]) == ["Bargain", "Loss Counter"]
    b.resolve()
    assert b.life("you") == 18 and b.counters(bear) == {"+1/+1": 1}


def test_damage_to_a_player_is_life_lost_and_dealt_120_3a() -> None:
    b = ml.Board()
    b.add(card("Scorekeeper", "Whenever an opponent loses life, you gain 1 life."))
    b.add_mana("you", "C")
    b.cast(SHOCK, targets=["opponent"])
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (18, 21)


def test_one_or_more_counters_trigger_once_per_event_603_2c() -> None:
    b = ml.Board()
    hydra = b.add(card("Hydra", "Whenever one or more +1/+1 counters are put on Hydra, "
                       "you gain 1 life.", "Creature — Hydra"))
    b.put_counters(hydra, "+1/+1", 3)  # one event of three counters
    assert len(b.stack) == 1
    b.resolve()
    b.put_counters(hydra, "charge", 1)  # another kind: no trigger
    assert b.stack.empty and b.life("you") == 21


def test_a_discard_triggers_and_cycling_is_discarding_702_29a() -> None:
    b = ml.Board()
    library(b, "you")
    b.add(card("Archive", "Whenever you discard a card, you gain 2 life."))
    drake = b.add(card("Cycling Drake", "Cycling {1}", "Creature — Drake"), zone="hand")
    b.add_mana("you", "C")
    b.activate(drake, "Cycling")  # its cost discards it (702.29a)
    assert b.life("you") == 22


def test_cycle_or_discard_triggers_once_for_a_cycle_702_29d() -> None:
    b = ml.Board()
    library(b, "you")
    b.add(card("Drake Haven", "Whenever you cycle or discard a card, you gain 1 life."))
    drake = b.add(card("Cycling Drake", "Cycling {1}", "Creature — Drake"), zone="hand")
    b.add_mana("you", "C")
    b.activate(drake, "Cycling")
    assert b.life("you") == 21


def test_becoming_untapped_in_the_untap_step_603_2e() -> None:
    b = ml.Board()
    guard = b.add(card("Inspired Guard", "Whenever Inspired Guard becomes untapped, you "
                       "gain 1 life.", "Creature — Soldier"), tapped=True)
    b.pass_turn()  # the opponent's turn: it doesn't untap
    assert b.is_tapped(guard)
    b.pass_turn()  # yours: it untaps (502.3) and its ability waits for the upkeep
    assert b.phase == "upkeep" and list(b.stack["name"]) == ["Inspired Guard"]
    b.resolve()
    assert b.life("you") == 21


def test_a_creature_you_control_leaving_looks_back_in_time_603_10a() -> None:
    b = ml.Board()
    b.add(card("Witness", "Whenever a creature you control leaves the battlefield, you "
               "gain 1 life."))
    bear = b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(card("Bounce", "Return target creature to its owner's hand.", "Instant"),
           targets=[bear])
    b.resolve()  # the bear is in the hand: it triggered as it last existed
    assert b.life("you") == 21
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", "C")
    b.cast(card("Bounce", "Return target creature to its owner's hand.", "Instant"),
           targets=[theirs])
    assert b.stack.empty  # not a creature you controlled


def test_whenever_a_creature_you_control_attacks_508_3a() -> None:
    b = ml.Board()
    b.add(card("Banner", "Whenever a creature you control attacks, you gain 1 life."))
    bears = [b.add(BEAR), b.add(BEAR)]
    b.attack(*bears)
    assert len(b.stack) == 2  # each attacker is an event


def test_whenever_you_attack_once_for_all_attackers_508_3d() -> None:
    b = ml.Board()
    b.add(card("Horn", "Whenever you attack, you gain 1 life."))
    b.attack(b.add(BEAR), b.add(BEAR))
    assert len(b.stack) == 1
    b.resolve()
    assert b.life("you") == 21


def test_becomes_blocked_once_and_unblocked_509_3c_509_3g() -> None:
    b = ml.Board()
    rider = b.add(card("Rider", "Whenever Rider becomes blocked, you gain 1 life.",
                       "Creature — Knight"))
    walls = [b.add(BEAR, "opponent"), b.add(BEAR, "opponent")]
    b.attack(rider)
    b.block(blocks=[(walls[0], rider), (walls[1], rider)])
    assert len(b.stack) == 1  # once, however many block it (509.3c)
    b.resolve()
    assert b.life("you") == 21
    b2 = ml.Board()
    rider2 = b2.add(card("Rider", "Whenever Rider attacks and isn't blocked, you gain 5 "
                         "life.", "Creature — Knight"))
    b2.attack(rider2)
    b2.block()  # no blockers (509.3g)
    b2.resolve()
    assert b2.life("you") == 25


def test_a_creature_you_control_deals_combat_damage_to_a_player_510_3a() -> None:
    b = ml.Board()
    library(b, "you")
    b.add(card("Coastal Piracy", "Whenever a creature you control deals combat damage to "
               "an opponent, you may draw a card."))
    b.attack(b.add(BEAR))
    b.block()
    b.combat_damage()
    b.resolve(choices=[True])
    assert len(b.hand("you")) == 1 and b.life("opponent") == 18


def test_one_or_more_creatures_deal_combat_damage_once_603_2c() -> None:
    b = ml.Board()
    b.add(card("Network", "Whenever one or more creatures you control deal combat damage "
               "to a player, you gain 1 life."))
    b.attack(b.add(BEAR), b.add(BEAR))
    b.block()
    b.combat_damage()
    assert len(b.stack) == 1
    b.resolve()
    assert b.life("you") == 21


def test_dealt_damage_by_a_spell_120_3e() -> None:
    b = ml.Board()
    brute = b.add(card("Brute", "Whenever Brute is dealt damage, you gain 2 life.",
                       "Creature — Ogre", pt=("4", "4")))
    b.add_mana("opponent", "C")
    b.cast(SHOCK, controller="opponent", targets=[brute])
    b.resolve()
    assert b.life("you") == 22


def test_becoming_the_target_of_an_opponents_spell_115_1() -> None:
    b = ml.Board()
    sentry = b.add(card("Sentry", "Whenever Sentry becomes the target of a spell or ability "
                        "an opponent controls, you gain 3 life.", "Creature — Soldier"))
    b.add_mana("you", "C")
    b.cast(NUDGE, targets=[sentry])  # yours: no trigger
    assert b.life("you") == 20
    b.add_mana("opponent", "C")
    b.cast(NUDGE, controller="opponent", targets=[sentry], resolve=False)
    assert list(b.stack["name"]) == ["Nudge", "Sentry"]  # above the spell (603.3)
    b.resolve()
    assert b.life("you") == 23


def test_enchanted_land_becomes_tapped_603_2e() -> None:
    b = ml.Board()
    island = b.add(ISLAND)
    b.add(card("Algae", "Enchant land\nWhenever enchanted land becomes tapped, you gain 1 "
               "life.", "Enchantment — Aura"), attached_to=island)
    b.tap(island)
    b.resolve()
    assert b.life("you") == 21


def test_the_beginning_of_the_draw_step_holds_the_turn_504_2() -> None:
    b = ml.Board()
    b.add(card("Sundial", "At the beginning of your draw step, you gain 1 life."))
    b.pass_turn()  # the opponent's turn
    b.pass_turn()  # yours: it stops in the draw step
    assert b.phase == "draw" and list(b.stack["name"]) == ["Sundial"]
    b.resolve()
    b.pass_turn()  # on to the precombat main phase (505.1)
    assert b.phase == "precombat main" and b.life("you") == 21


def test_end_of_combat_and_the_second_main_phase_603_2b() -> None:
    b = ml.Board()
    b.add(card("Trumpet", "At end of combat, you gain 1 life.\nAt the beginning of your "
               "postcombat main phase, you gain 2 life."))
    b.advance("end of combat")
    b.resolve()
    b.advance("postcombat main")
    b.resolve()
    assert b.life("you") == 23


def test_your_second_card_each_turn_121_2() -> None:
    b = ml.Board()
    library(b, "you")
    b.add(card("Sage", "Whenever you draw your second card each turn, you gain 3 life."))
    b.add_mana("you", "C")
    b.cast(DRAW)  # two draws: the second one triggers it
    assert len(b.stack) == 1
    b.resolve()
    assert b.life("you") == 23


def test_attacks_alone_506_5() -> None:
    b = ml.Board()
    lone = b.add(card("Lone Wolf", "Whenever Lone Wolf attacks alone, you gain 1 life.",
                      "Creature — Wolf"))
    b.attack(lone, b.add(BEAR))
    assert b.stack.empty  # not alone
    b2 = ml.Board()
    b2.attack(b2.add(card("Lone Wolf", "Whenever Lone Wolf attacks alone, you gain 1 life.",
                          "Creature — Wolf")))
    assert len(b2.stack) == 1


def test_blocked_by_a_creature_once_per_blocker_509_3d() -> None:
    b = ml.Board()
    rider = b.add(card("Rider", "Whenever Rider becomes blocked by a creature, you gain 1 "
                       "life.", "Creature — Knight"))
    walls = [b.add(BEAR, "opponent"), b.add(BEAR, "opponent")]
    b.attack(rider)
    b.block(blocks=[(walls[0], rider), (walls[1], rider)])
    assert len(b.stack) == 2


def test_turned_face_up_708_8() -> None:
    b = ml.Board()
    morph = b.add(card("Morpher", "Morph {1}\nWhen Morpher is turned face up, you gain 2 "
                       "life.", "Creature — Shapeshifter"), face_down="morph")
    b.turn_face_up(morph, pay=False)
    b.resolve()
    assert b.life("you") == 22


# -------------------------------------------------------------- across the corpus

_TRIGGER_LINE: Final = re.compile(r"^(?:[^—\n]{1,40} — )?(?:When|Whenever|At)\b", re.M)
_LINES: list[Any] = []
#: the events this matcher fires that no module fired before
_NEW_EVENTS: Final = (TriggerEvent.DRAW, TriggerEvent.DISCARD, TriggerEvent.GAIN_LIFE,
                      TriggerEvent.COUNTERS_PUT,
                      TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.OTHER_LEAVES,
                      TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.YOU_ATTACK,
                      TriggerEvent.BECOMES_BLOCKED, TriggerEvent.DEALS_DAMAGE,
                      TriggerEvent.DEALT_DAMAGE, TriggerEvent.BECOMES_TARGET,
                      TriggerEvent.BECOMES_TAPPED, TriggerEvent.ATTACKS,
                      TriggerEvent.TURNED_FACE_UP)


def _lines() -> list[Any]:
    if not _LINES:
        _LINES.extend(corpus_abilities(_TRIGGER_LINE, lambda a: (
            a.kind is AbilityKind.TRIGGERED and a.supported and not a.is_mana_ability
            and isinstance(a.trigger, Trigger))))
    return _LINES


@pytest.mark.corpus
@pytest.mark.parametrize("event", _NEW_EVENTS, ids=[e.value for e in _NEW_EVENTS])
def test_every_corpus_line_of_an_event_plays_603_2(event: TriggerEvent,
                                                   corpus_jsonl: Any) -> None:
    lines = [(f, a) for f, a in _lines() if a.trigger.event is event]
    assert lines, f"no supported line of the pool uses {event.value!r}"
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if not r.ok or (
        r.outcome is PlayOutcome.REFUSED and "CR " not in r.detail and
        not r.detail.startswith("unsupported elsewhere: "))]
    assert not bad, bad[:5]
    played = sum(r.outcome is PlayOutcome.PLAYED for _n, r in results)
    assert played >= max(1, len(lines) // 2), (event, played, len(lines))
