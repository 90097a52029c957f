"""Conditions that compare players or count the whole battlefield, in the one condition
vocabulary (CR 608.2c: checked as the instruction resolves; 603.4: an intervening "if" as
the ability triggers and again as it resolves; 611.3a: while a static ability applies):
"an opponent has more life / cards in hand than you", "you have more life than an
opponent", "a player has more life than each other player", "(that player / you)
control(s) more lands than each other player", "defending player controls more lands
than you / no Walls" (506.2, 508.5), "there are four or more creatures on the
battlefield", "no creatures are on the battlefield", "your team controls another
Warrior" (102.4), "you have a full party" (700.8), "~ didn't attack this turn"
(508.1a), "it had no time counters on it" (603.10a). Every corpus line with one of these
wordings reads the condition, and each supported one is played by the audit."""

from __future__ import annotations

import re
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

_WORDING = re.compile(
    r"\bif (?:an opponent has more (?:life|cards in hand) than you|you have more life than "
    r"an opponent|a player (?:has more life|controls more \w+) than each other player|"
    r"(?:that player|you) controls? more \w+ than each other player|defending player "
    r"(?:controls more \w+ than you|controls no |has more cards in hand than you)|there "
    r"are (?:no|\w+ or more) (?!other )[^,.]* on the battlefield|no creatures are on the "
    r"battlefield|your team controls|[^,.]+ didn't attack this turn,|it had no \S+ "
    r"counters on it|you have a full party|an opponent is the monarch|there is no "
    r"monarch)", re.I)


# ("two or more other creatures on the battlefield" after "Whenever a creature enters"
# means other than the creature that entered, 608.2c: that reading is not made yet, and
# Portcullis stays unsupported with the condition named.)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_condition_cr_608_2c_603_4(line: tuple[Any, Any]) -> None:
    # unsupported only for another part of the line, not for its condition
    line_played_or_refused_elsewhere(line, "condition not understood")


def test_most_lines_are_supported_cr_608_2c() -> None:
    supported_at_least(_lines, 25)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def test_an_opponent_with_more_life_the_intervening_if_holds_cr_603_4_119() -> None:
    linvala = _card("Linvala, the Preserver")
    for theirs, gained in ((25, 5), (20, 0)):  # equal life: not more (119)
        b = ml.Board()
        b.life("opponent", theirs)
        b.add_mana("you", "WWWWWW")
        b.cast(linvala, resolve=False)
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_no_creatures_on_the_battlefield_cr_603_4_513_1a() -> None:
    pestilence = _card("Pestilence")
    for creatures in (0, 1):
        b = ml.Board()
        b.phase = "precombat main"
        p = b.add(pestilence)
        for _ in range(creatures):  # any player's creature counts (108.4)
            b.add("Grizzly Bears", "opponent")
        b.advance("end")
        waiting = triggers_waiting(b, "Pestilence")
        assert waiting == (1 if creatures == 0 else 0)
        resolve_all(b)
        assert (p.id in set(b.permanents["id"])) == bool(creatures)


def test_that_player_controls_the_most_lands_cr_603_4() -> None:
    rivalry = _card("Rivalry")
    for their_lands, damage in ((2, 2), (1, 0)):  # a tie: not more than each other
        b = ml.Board()
        b.add(rivalry)
        b.add("Forest")
        for _ in range(their_lands):
            b.add("Forest", "opponent")
        for who in ("you", "opponent"):
            b.add("Island", who, zone="library")
        b.pass_turn()  # "at the beginning of each player's upkeep": theirs (503.1a)
        resolve_all(b)
        assert b.life("opponent") == 20 - damage


def test_an_instruction_if_checked_as_it_resolves_cr_608_2c() -> None:
    cache = _card("Survival Cache")  # "You gain 2 life. Then if you have more life than
    for theirs, drawn in ((21, 1), (23, 0)):  # an opponent, draw a card."
        b = ml.Board()
        b.life("opponent", theirs)
        b.add("Island", zone="library")
        b.add_mana("you", "WWW")
        b.cast(cache)
        resolve_all(b)
        assert len(b.hand("you")) == drawn  # 22 life after gaining (608.2c: in order)


def test_a_creature_that_didnt_attack_this_turn_cr_508_1a_603_4() -> None:
    student = _card("Air Nomad Student")
    for attacks, counters in ((False, 1), (True, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        s = b.add(student, controlled_since_turn_start=True)
        if attacks:
            b.advance("beginning of combat")
            b.attack(s, defender="opponent")
            b.block()
            b.combat_damage()
        b.advance("end")
        resolve_all(b)
        assert b.counters(s).get("+1/+1", 0) == counters


def test_your_team_is_you_cr_102_4() -> None:
    dancer = _card("Sickle Dancer")
    for other_warrior, power in ((True, 4), (False, 3)):
        b = ml.Board()
        b.phase = "precombat main"
        d = b.add(dancer, controlled_since_turn_start=True)
        if other_warrior:
            b.add(ml.Card.from_text(name="Test Warrior", type_line="Creature — Human Warrior",
                                    mana_cost="{1}", power="1", toughness="1"))
        b.advance("beginning of combat")
        b.attack(d, defender="opponent")
        resolve_all(b)
        assert b.characteristics(d)["power"] == power


def test_defending_player_controls_more_lands_cr_506_2_508_5() -> None:
    scout = ml.Card.from_text(
        name="Test Scout", type_line="Creature — Human Scout", mana_cost="{1}{W}",
        power="2", toughness="2", oracle_text="Whenever Test Scout attacks, if defending "
        "player controls more lands than you, you gain 1 life.")
    assert scout.abilities[0].supported, scout.abilities[0].problem
    for their_lands, gained in ((2, 1), (1, 0)):
        b = ml.Board()
        b.phase = "precombat main"
        s = b.add(scout, controlled_since_turn_start=True)
        b.add("Plains")
        for _ in range(their_lands):
            b.add("Island", "opponent")
        b.advance("beginning of combat")
        b.attack(s, defender="opponent")  # the player it attacks (508.5)
        assert triggers_waiting(b, "Test Scout") == gained
        resolve_all(b)
        assert b.life("you") == 20 + gained


def test_defending_player_isnt_read_outside_an_attack_trigger_cr_506_2() -> None:
    line = ml.Card.from_text(
        name="Test Sage", type_line="Creature — Human", mana_cost="{1}{W}", power="2",
        toughness="2", oracle_text="At the beginning of your upkeep, if defending player "
        "controls more lands than you, you gain 1 life.").abilities[0]
    assert not line.supported and "condition not understood" in line.problem


def test_it_had_no_time_counters_as_it_last_existed_cr_603_10a() -> None:
    grub = _card("Deadly Grub")
    for time, tokens in ((0, 1), (2, 0)):
        b = ml.Board()
        g = b.add(grub, counters={"time": time} if time else None)
        b.add_counters(g, "-1/-1", 1)  # it dies as a state-based action (704.5f)
        b.check_state()
        resolve_all(b)
        assert len(b.permanents) == tokens


def test_a_static_ability_while_an_opponent_has_no_cards_in_hand_cr_611_3a() -> None:
    specter = _card("Guul Draz Specter")
    b = ml.Board()
    s = b.add(specter)
    assert b.characteristics(s)["power"] == 5
    b.add("Island", "opponent", zone="hand")
    assert b.characteristics(s)["power"] == 2


def test_another_of_yours_not_an_opponents_cr_108_4_603_4() -> None:
    # "if you control another Warrior" / "your team controls another Warrior" (102.4):
    # an opponent's Warrior isn't yours
    for text in ("if you control another Warrior", "if your team controls another Warrior"):
        dancer = ml.Card.from_text(
            name="Test Dancer", type_line="Creature — Human Warrior", mana_cost="{1}",
            power="1", toughness="1",
            oracle_text=f"Whenever Test Dancer attacks, {text}, you gain 1 life.")
        b = ml.Board()
        b.phase = "precombat main"
        d = b.add(dancer, controlled_since_turn_start=True)
        b.add(ml.Card.from_text(name="Their Warrior", type_line="Creature — Human Warrior",
                                mana_cost="{1}", power="1", toughness="1"), "opponent")
        b.advance("beginning of combat")
        b.attack(d, defender="opponent")
        assert triggers_waiting(b, "Test Dancer") == 0


def test_a_full_party_cr_700_8() -> None:
    commander = _card("Squad Commander")
    roles = ("Cleric", "Rogue", "Warrior", "Wizard")
    for members, power in ((4, 3), (3, 2)):
        b = ml.Board()
        b.phase = "precombat main"
        for role in roles[:members]:
            b.add(ml.Card.from_text(name=f"Test {role}", type_line=f"Creature — Human {role}",
                                    mana_cost="{1}", power="2", toughness="2"))
        b.add(commander)
        b.advance("beginning of combat")  # "at the beginning of combat on your turn"
        resolve_all(b)
        first = b.permanents.iloc[0]
        assert first["power"] == power  # +1/+0 with a full party


def test_an_opponent_is_the_monarch_cr_725() -> None:
    keeper = ml.Card.from_text(
        name="Test Courtier", type_line="Creature — Human", mana_cost="{1}", power="1",
        toughness="1", oracle_text="At the beginning of your upkeep, if an opponent is the "
        "monarch, you gain 1 life.\nAt the beginning of your end step, if there is no "
        "monarch, you gain 2 life.")
    assert all(a.supported for a in keeper.abilities)
    for monarch, gained in (("opponent", 1), ("you", 0), (None, 2)):
        b = ml.Board()
        b.add(keeper)
        b.monarch = monarch
        b.active = "opponent"
        b.add("Island", zone="library")
        b.add("Island", "opponent", zone="library")
        b.pass_turn()  # your upkeep (503.1a)
        resolve_all(b)
        b.advance("end")  # your end step (513.1a)
        resolve_all(b)
        assert b.life("you") - 20 == gained
