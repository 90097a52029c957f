"""Permissions to play cards from a zone (CR 601.3, 305.9) by kinds of land and spell
("You may play Forests from your graveyard", "You may cast Angel spells and Human spells
from the top of your library", "You may play lands and cast spells from your
graveyard"), the same for a duration ("You may cast Zombie spells from your graveyard
this turn", 611.2a), and every player's additional land play ("Each player may play an
additional land on each of their turns", 305.2). Every corpus line of these forms that
is read is played; on a board each permission does what it says and no more."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(
    r"\byou may (?:play [^.]*lands?|play [A-Z][a-z]+s|cast [^.]*spells) from "
    r"(?:your graveyard|the top of your library)|\bspells and [^.]*spells as though"
    r"|\beach player may play an additional land", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_play_from_a_zone_line_is_played_cr_601_3_305_2(
        line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_each_player_plays_an_additional_land_on_their_own_turn_cr_305_2() -> None:
    b = ml.Board()
    b.add(real("Rites of Flourishing"), "you")
    b.pass_turn()  # the opponent's turn: their permission too, from your permanent
    b.resolve()  # its draw-step trigger (504.1, 603.3)
    b.advance("precombat main")
    for _ in range(2):
        b.add(real("Forest"), "opponent", zone="hand")
    forests = [c for c in b.cards("opponent", "hand") if c.name == "Forest"]
    b.play_land(forests[0])
    b.play_land(forests[1])  # the additional land play (305.2)
    b.add(real("Island"), "opponent", zone="hand")
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land("Island")  # only one more


def test_without_the_permission_one_land_a_turn_cr_305_2() -> None:
    b = ml.Board()
    b.add(real("Forest"), "you", zone="hand")
    b.add(real("Island"), "you", zone="hand")
    b.play_land("Forest")
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land("Island")


def test_forests_are_played_from_the_graveyard_and_other_lands_are_not_cr_305_9() -> None:
    b = ml.Board()
    b.add(real("Titania, Nature's Force"), "you")
    forest = b.add(real("Forest"), "you", zone="graveyard")
    island = b.add(real("Island"), "you", zone="graveyard")
    with pytest.raises(ml.MtglabError, match=r"305\.(1|9)"):
        b.play_land(island)  # not a Forest: no permission for it
    b.play_land(forest)
    assert [c.name for c in b.cards("you", "graveyard")] == ["Island"]


def test_lands_and_spells_are_played_from_the_graveyard_cr_601_3_305_9() -> None:
    b = ml.Board()
    b.add(real("Yawgmoth's Agenda"), "you")
    mountain = b.add(real("Mountain"), "you", zone="graveyard")
    bolt = b.add(real("Lightning Bolt"), "you", zone="graveyard")
    b.play_land(mountain)
    b.add_mana("you", "R")
    b.cast(bolt, targets=["opponent"])
    assert b.life("opponent") == 17


def test_only_the_kind_of_spell_named_is_cast_from_the_graveyard_cr_601_3() -> None:
    b = ml.Board()
    b.add(real("Zask, Skittering Swarmlord"), "you")
    bolt = b.add(real("Lightning Bolt"), "you", zone="graveyard")
    b.add_mana("you", "R")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(bolt, targets=["opponent"])  # not an Insect spell
    assert b.life("opponent") == 20


def test_either_kind_of_spell_named_is_cast_from_the_top_of_the_library_cr_601_3() -> None:
    b = ml.Board()
    b.add(real("Sigarda, Font of Blessings"), "you")
    b.add(real("Grizzly Bears"), "you", zone="library")
    b.add(real("Serra Angel"), "you", zone="library")  # on top (401.5)
    b.add_mana("you", "WWWWGG")
    b.cast(next(c for c in b.cards("you", "library") if c.name == "Serra Angel"))
    bears = next(c for c in b.cards("you", "library") if c.name == "Grizzly Bears")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(bears)  # neither an Angel nor a Human
    assert "Serra Angel" in set(b.permanents["name"])


def test_cast_from_the_graveyard_this_turn_ends_in_the_cleanup_step_cr_611_2a() -> None:
    b = ml.Board()
    liliana = b.add(real("Liliana, Untouched by Death"), "you")
    zombie = b.add(real("Walking Corpse"), "you", zone="graveyard")
    bears = b.add(real("Grizzly Bears"), "you", zone="graveyard")
    b.activate(liliana, "−3")
    b.add_mana("you", "BBGG")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(bears)  # not a Zombie spell
    b.cast(zombie)
    assert "Walking Corpse" in set(b.permanents["name"])
    other = b.add(real("Walking Corpse"), "you", zone="graveyard")
    b.pass_turn()
    b.pass_turn()
    b.advance("precombat main")
    b.add_mana("you", "BB")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(other)


def test_spells_of_either_kind_are_cast_as_though_they_had_flash_cr_702_8a() -> None:
    b = ml.Board()
    b.add(real("Renari, Merchant of Marvels"), "you")
    b.pass_turn()  # the opponent's turn
    b.add_mana("you", "GG")
    with pytest.raises(ml.MtglabError, match=r"307\.1"):
        b.cast(real("Grizzly Bears"), controller="you")  # neither a Dragon nor an artifact
    b.add_mana("you", "C")
    b.cast(real("Ornithopter"), controller="you")  # an artifact spell: as though flash
    assert "Ornithopter" in set(b.permanents["name"])


def _in(b: ml.Board, zone: str, name: str) -> ml.CardHandle:
    return next(c for c in b.cards("you", zone) if c.name == name)


def test_once_during_each_of_your_turns_one_spell_from_the_graveyard_cr_601_3() -> None:
    b = ml.Board()
    b.add(real("Gisa and Geralf"), "you")
    first = b.add(real("Walking Corpse"), "you", zone="graveyard")
    second = b.add(real("Walking Corpse"), "you", zone="graveyard")
    b.add_mana("you", "BBBB")
    b.cast(first)  # a Zombie creature spell from your graveyard: this turn's one
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(second)  # once during each of your turns
    b.pass_turn()
    b.pass_turn()  # your next turn: the permission again
    b.advance("precombat main")
    b.add_mana("you", "BB")
    b.cast(second)
    assert list(b.permanents["name"]).count("Walking Corpse") == 2


def test_once_each_turn_works_on_any_turn_and_once_in_each_cr_601_3() -> None:
    b = ml.Board()
    b.add(real("Johann, Apprentice Sorcerer"), "you")
    b.add(real("Lava Spike"), "you", zone="library")
    b.add(real("Shock"), "you", zone="library")
    b.add(real("Lightning Bolt"), "you", zone="library")  # on top (401.5)
    b.add_mana("you", "RRR")
    b.cast(_in(b, "library", "Lightning Bolt"), targets=["opponent"])
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(_in(b, "library", "Shock"), targets=["opponent"])  # this turn's one is used
    b.pass_turn()  # the opponent's turn: each turn, not only yours
    b.add_mana("you", "R")
    b.cast(_in(b, "library", "Shock"), targets=["opponent"], controller="you")
    assert b.life("opponent") == 15
