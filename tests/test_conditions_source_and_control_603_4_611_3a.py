"""More words of the one condition vocabulary (grammar/conditions.lark), each read the
same in a triggered ability's intervening "if" clause (CR 603.4: checked as it triggers
and again as it resolves), a static ability's "as long as" (611.3a: it applies only while
the condition holds) and an instruction's "if" (608.2c): the source's counters ("~ has
fewer than three +1/+1 counters on it", "~ has no charge counters on it", "there are
exactly three tide counters on ~", 122.1), its keywords ("it doesn't have first strike",
702), its designations ("~ is renowned", 702.112b), its power ("its power is 6 or
greater", 208.1), "~ attacked this turn" (508.1a), what players control ("you control
exactly one creature", "an opponent controls three or more creatures", "a player
controls no creatures", 108.4) and pack tactics' "you attacked with creatures with total
power 6 or greater this combat" (508.1a, 207.2c). "it" in an intervening "if" names the
source only where the trigger event is about the source on the battlefield (608.2c)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
    triggers_waiting,
)

_NAME = r"[A-Z][^,.]*?"  # the card's name, or "this creature"
_WORDING = re.compile(
    r"^(?:[^,.]*, if|As long as|[^.]* as long as) (?:(?:" + _NAME + r"|this \w+|it) (?:has "
    r"fewer than \w+ \S+ counters on it|has \w+ or fewer \S+ counters on it|has no \S+ "
    r"counters on it|doesn't have an? \S+ counter on it|(?:doesn't have|has) first strike|"
    r"is renowned)|there (?:is|are) exactly \w+ \S+ counters? on|it's renowned|its power "
    r"is \w+ or (?:greater|less)|you control exactly \w+ |an opponent controls \w+ or more |"
    r"a player controls no |you attacked with creatures with total power)", re.M)

#: triggers whose "it" is another object than the source (608.2c): their "it" conditions
#: stay named as not read
_ANOTHER = re.compile(r"^whenever (?:enchanted|equipped|a|another) ", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text))
                            and not _ANOTHER.search(a.text))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_condition_cr_603_4_611_3a(line: tuple[Any, Any]) -> None:
    # unsupported only for another part of the line, not for its condition
    line_played_or_refused_elsewhere(line, "condition not understood")


def test_most_lines_are_supported_cr_603_4() -> None:
    supported_at_least(_lines, 24)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def _creature(text: str, power: str = "2", name: str = "Test Bear") -> ml.Card:
    card = ml.Card.from_text(name=name, type_line="Creature — Bear", mana_cost="{1}{G}",
                             power=power, toughness="2", oracle_text=text)
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    return card


def test_pack_tactics_total_power_of_the_attackers_cr_508_1a_603_4() -> None:
    goblin = _card("Werewolf Pack Leader")  # 3/5: "... total power 6 or greater ..."
    for others, drawn in ((3, 1), (2, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        w = b.add(goblin, controlled_since_turn_start=True)
        bears = [b.add(_creature("", power=str(others), name="Test Helper"),
                       controlled_since_turn_start=True)]
        b.add("Island", zone="library")
        b.advance("beginning of combat")
        b.attack(w, *bears, defender="opponent")
        assert triggers_waiting(b, "Werewolf Pack Leader") == drawn
        resolve_all(b)
        assert len(b.hand("you")) == drawn


def test_pack_tactics_counts_only_creatures_attacking_cr_508_1a() -> None:
    goblin = _card("Werewolf Pack Leader")
    b = ml.Board()
    b.phase = "precombat main"
    w = b.add(goblin, controlled_since_turn_start=True)
    b.add(_creature("", power="4", name="Test Helper"), controlled_since_turn_start=True)
    b.advance("beginning of combat")
    b.attack(w, defender="opponent")  # the 4-power creature stays home: 3 in all
    assert triggers_waiting(b, "Werewolf Pack Leader") == 0


def test_fewer_than_three_counters_cr_122_1_603_4() -> None:
    kin = _card("Runaway Steam-Kin")  # "if ~ has fewer than three +1/+1 counters on it"
    for have, after in ((2, 3), (3, 3)):
        b = ml.Board()
        k = b.add(kin, counters={"+1/+1": have})
        b.add_mana("you", "R")
        b.cast("Lightning Bolt", targets=["opponent"], resolve=False)
        resolve_all(b)
        assert b.counters(k).get("+1/+1", 0) == after


def test_two_or_fewer_counters_cr_122_1_603_4() -> None:
    judge = _creature("At the beginning of your upkeep, if Test Bear has two or fewer "
                      "judgment counters on it, put a judgment counter on it.")
    for have, after in ((2, 3), (3, 3)):
        b = ml.Board()
        j = b.add(judge, counters={"judgment": have})
        b.add("Island", zone="library")
        b.pass_turn()
        b.pass_turn()
        resolve_all(b)
        assert b.counters(j).get("judgment", 0) == after


def test_no_charge_counters_cr_122_1_603_4() -> None:
    bloom = _card("Mana Bloom")  # "if ~ has no charge counters on it, return it ..."
    for have, returned in ((0, True), (1, False)):
        b = ml.Board()
        m = b.add(bloom, counters={"charge": have} if have else None)
        b.add("Island", zone="library")
        b.pass_turn()
        b.pass_turn()
        resolve_all(b)
        assert (m.id not in set(b.permanents["id"])) == returned


def test_exactly_three_tide_counters_as_long_as_cr_611_3a() -> None:
    # "As long as there are exactly three tide counters on ~, it gets +1/+1."
    card = _creature("As long as there are exactly three tide counters on Test Bear, it "
                     "gets +1/+1.")
    for tide, power in ((2, 2), (3, 3), (4, 2)):
        b = ml.Board()
        p = b.add(card, counters={"tide": tide})
        assert b.characteristics(p)["power"] == power


def test_it_has_first_strike_the_source_cr_702_7_603_4() -> None:
    for first_strike, gained in ((True, 2), (False, 0)):
        card = _creature(("First strike\n" if first_strike else "") + "Whenever Test Bear "
                         "attacks, if it has first strike, you gain 2 life.")
        b = ml.Board()
        b.phase = "precombat main"
        p = b.add(card, controlled_since_turn_start=True)
        b.advance("beginning of combat")
        b.attack(p, defender="opponent")
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_its_power_is_6_or_greater_cr_208_1_603_4() -> None:
    card = _creature("Whenever Test Bear attacks, if its power is 6 or greater, you gain 3 "
                     "life.")
    for counters, gained in ((4, 3), (3, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        p = b.add(card, counters={"+1/+1": counters}, controlled_since_turn_start=True)
        b.advance("beginning of combat")
        b.attack(p, defender="opponent")
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_it_of_another_creature_is_not_the_source_cr_608_2c() -> None:
    # "Whenever a creature you control attacks, if its power ...": "it" is that creature,
    # a reading not made: the condition stays named as not read
    line = ml.Card.from_text(
        name="Test Banner", type_line="Artifact", mana_cost="{2}",
        oracle_text="Whenever a creature you control attacks, if its power is 6 or "
        "greater, you gain 3 life.").abilities[0]
    assert not line.supported and "condition not understood" in line.problem


def test_it_of_a_dying_source_is_not_read_cr_603_10a() -> None:
    line = ml.Card.from_text(
        name="Test Bear", type_line="Creature — Bear", mana_cost="{1}{G}", power="2",
        toughness="2", oracle_text="When Test Bear dies, if its power is 6 or greater, you "
        "gain 3 life.").abilities[0]
    assert not line.supported and "condition not understood" in line.problem


def test_renowned_designation_cr_702_112b_611_3a() -> None:
    card = _creature("Renown 1\nAs long as Test Bear is renowned, it gets +2/+2.")
    b = ml.Board()
    p = b.add(card)
    assert b.characteristics(p)["power"] == 2
    b.attack(p)
    b.block()
    b.combat_damage()  # renown: it becomes renowned as the trigger resolves (702.112a)
    resolve_all(b)
    assert b.characteristics(p)["power"] == 2 + 1 + 2


def test_you_control_exactly_one_creature_cr_108_4_611_3a() -> None:
    card = _creature("Test Bear gets +2/+0 as long as you control exactly one creature.")
    b = ml.Board()
    p = b.add(card)
    assert b.characteristics(p)["power"] == 4
    b.add("Grizzly Bears")
    assert b.characteristics(p)["power"] == 2


def test_an_opponent_controls_three_or_more_creatures_cr_108_4_603_4() -> None:
    card = _creature("At the beginning of your upkeep, if an opponent controls three or "
                     "more creatures, you gain 2 life.")
    for theirs, gained in ((3, 2), (2, 0)):
        b = ml.Board()
        b.add(card)
        b.add("Grizzly Bears")  # yours don't count
        for _ in range(theirs):
            b.add("Grizzly Bears", "opponent")
        b.add("Island", zone="library")
        b.add("Island", "opponent", zone="library")
        b.pass_turn()
        b.pass_turn()
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_a_player_controls_no_creatures_cr_108_4_603_4() -> None:
    card = ml.Card.from_text(
        name="Test Idol", type_line="Artifact", mana_cost="{2}",
        oracle_text="At the beginning of your upkeep, if a player controls no creatures, "
        "you gain 2 life.")
    assert card.abilities[0].supported, card.abilities[0].problem
    for theirs, gained in ((0, 2), (1, 0)):
        b = ml.Board()
        b.add(card)
        b.add("Grizzly Bears")
        for _ in range(theirs):
            b.add("Grizzly Bears", "opponent")
        b.add("Island", zone="library")
        b.add("Island", "opponent", zone="library")
        b.pass_turn()
        b.pass_turn()
        resolve_all(b)
        assert b.life("you") == 20 + gained


# -- what entered the battlefield under your control this turn (603.6a) -----------------

_ENTERED = re.compile(r"^(?:[^,.]*, if|As long as|[^.]* as long as) (?:an?|\w+ or more) "
                      r"[^,.]*entered the battlefield under your control this turn", re.M)


def _entered_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_ENTERED, lambda a: bool(_ENTERED.search(a.text)))


def test_entered_lines_are_supported_cr_603_6a() -> None:
    # Celebration and the like: read, and each supported one played by the audit
    supported_at_least(_entered_lines, 10)
    for x in _entered_lines():
        if x[1].supported:
            line_played_or_refused_elsewhere(x, "condition not understood")


def test_two_nonland_permanents_entered_tokens_too_cr_603_6a_111_1() -> None:
    # Celebration: tokens that entered count (111.1: a token is a permanent), lands don't
    card = _creature("At the beginning of your end step, if two or more nonland permanents "
                     "entered the battlefield under your control this turn, you gain 3 life.")
    for treasures, gained in ((2, 3), (1, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        b.add(card)
        b.create_token("Treasure", count=treasures)
        b.advance("end")
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_a_land_entering_is_not_a_nonland_permanent_cr_603_6a() -> None:
    card = _creature("At the beginning of your end step, if two or more nonland permanents "
                     "entered the battlefield under your control this turn, you gain 3 life.")
    b = ml.Board()
    b.phase = "precombat main"
    b.add(card)
    b.create_token("Treasure")
    land = b.add("Forest", zone="hand")
    b.play_land(land)
    b.advance("end")
    resolve_all(b)
    assert b.life("you") == 20


def test_entered_as_long_as_this_turn_only_cr_611_3a_500_1() -> None:
    card = _creature("As long as an artifact entered the battlefield under your control "
                     "this turn, Test Bear gets +2/+2.")
    b = ml.Board()
    b.phase = "precombat main"
    p = b.add(card)
    assert b.characteristics(p)["power"] == 2
    b.create_token("Clue")
    assert b.characteristics(p)["power"] == 4
    b.pass_turn()  # the turn's history begins anew (500.1)
    assert b.characteristics(p)["power"] == 2


def test_an_opponents_permanent_entering_is_not_yours_cr_603_6a() -> None:
    card = _creature("As long as a creature entered the battlefield under your control "
                     "this turn, Test Bear gets +2/+2.")
    b = ml.Board()
    p = b.add(card)
    b.create_token(controller="opponent", types=["Creature"], power=1, toughness=1)
    assert b.characteristics(p)["power"] == 2
    b.set_turn_history("you", entered_types=["Creature — Elf"])
    assert b.characteristics(p)["power"] == 4


# -- "you descended this turn" (700.11) ----------------------------------------------------

_DESCENDED = re.compile(r"\bif you descended this turn\b", re.I)


def _descended_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_DESCENDED, lambda a: bool(_DESCENDED.search(a.text)))


def test_descended_lines_are_supported_cr_700_11() -> None:
    supported_at_least(_descended_lines, 5)
    for x in _descended_lines():
        line_played_or_refused_elsewhere(x, "condition not understood")


def _descend_watcher() -> ml.Card:
    return _creature("At the beginning of your end step, if you descended this turn, you "
                     "gain 2 life.", name="Test Watcher")


def _life_after_bolting(target: Callable[[ml.Board], Any]) -> int:
    """Your life at the end step after Lightning Bolt killed what ``target`` puts on the
    board, with the descend watcher out."""
    b = ml.Board()
    b.phase = "precombat main"
    b.add(_descend_watcher())
    victim = target(b)
    b.add_mana("you", "R")
    b.cast("Lightning Bolt", targets=[victim])  # the Bolt is no permanent card (110.4)
    resolve_all(b)
    b.check_state()
    b.advance("end")
    resolve_all(b)
    return b.life("you")


def test_a_permanent_card_put_into_your_graveyard_cr_700_11() -> None:
    assert _life_after_bolting(lambda b: b.add("Grizzly Bears")) == 22


def test_an_instant_or_a_token_is_not_descending_cr_700_11_110_4() -> None:
    assert _life_after_bolting(  # a token is no card (111.1)
        lambda b: b.create_token(types=["Creature"], power=1, toughness=1)) == 20


def test_an_opponents_graveyard_is_not_yours_cr_700_11() -> None:
    assert _life_after_bolting(lambda b: b.add("Grizzly Bears", "opponent")) == 20


# -- "you haven't cast a spell from your hand this turn" (601.2a) --------------------------

def _hand_watcher() -> ml.Card:
    return _creature("At the beginning of your end step, if you haven't cast a spell from "
                     "your hand this turn, you gain 2 life.", name="Test Watcher")


def test_no_spell_from_your_hand_cr_601_2a_603_4() -> None:
    for cast, gained in ((False, 2), (True, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        b.add(_hand_watcher())
        if cast:
            b.add_mana("you", "R")
            b.cast("Lightning Bolt", targets=["opponent"])  # from the hand (601.2a)
            resolve_all(b)
        b.advance("end")
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_a_spell_cast_from_the_graveyard_is_not_from_your_hand_cr_601_2a_702_34a() -> None:
    think = corpus_cards("Think Twice")["Think Twice"]
    b = ml.Board()
    b.phase = "precombat main"
    b.add(_hand_watcher())
    b.add("Island", zone="library")
    t = b.add(think, zone="graveyard")
    b.add_mana("you", "UCC")
    b.cast(t)  # flashback: cast from the graveyard (702.34a)
    resolve_all(b)
    b.advance("end")
    resolve_all(b)
    assert b.life("you") == 22


def test_you_didnt_cast_it_from_your_hand_of_another_creature_not_read_cr_608_2c() -> None:
    line = ml.Card.from_text(
        name="Test Herald", type_line="Creature — Human", mana_cost="{1}{R}", power="2",
        toughness="2", oracle_text="Whenever a nontoken creature enters the battlefield "
        "under your control, if you didn't cast it from your hand, you gain 1 life."
    ).abilities[0]
    assert not line.supported and "condition not understood" in line.problem


def test_you_didnt_cast_it_from_your_hand_cr_601_2a_603_4() -> None:
    card = _creature("When Test Bear enters the battlefield, if you didn't cast it from your "
                     "hand, you lose 2 life.")
    b = ml.Board()
    b.add_mana("you", "GC")
    b.cast(card)  # cast from the hand: nothing lost
    resolve_all(b)
    assert b.life("you") == 20
