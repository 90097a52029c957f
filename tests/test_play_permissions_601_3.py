"""Permissions to play cards (CR 601.3, 305.2, 305.9, 702.8a, 611.2a): "exile the top card
of your library; until end of turn, you may play that card", "you may cast spells as
though they had flash", "you may play an additional land on each of your turns". Real
cards of ../shared/corpus, through the public API."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _exiled(b: ml.Board) -> dict[str, ml.CardHandle]:
    return {c.name: c for c in b.cards("you", "exile")}


def _impulse_board(cards: dict[str, ml.Card], *on_top: str) -> ml.Board:
    """A board whose library has ``on_top`` cards on top (the first on top)."""
    b = ml.Board()
    for name in reversed(on_top):
        b.add(cards[name], zone="library")
    return b


def test_a_land_exiled_this_way_is_played_and_a_spell_cast_from_exile_cr_601_3_305_9(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Mountain", "Lightning Bolt")
    b.add_mana("you", "RRRR")
    b.cast(cards["Light Up the Stage"])
    exiled = _exiled(b)
    assert set(exiled) == {"Mountain", "Lightning Bolt"}
    land = b.play_land(exiled["Mountain"])  # played, not cast: the turn's land play (305.9)
    assert b.characteristics(land)["name"] == "Mountain"
    b.cast(exiled["Lightning Bolt"], targets=["opponent"])
    assert b.life("opponent") == 17
    assert b.cards("you", "exile") == []


def test_a_land_played_from_exile_uses_the_turns_land_play_cr_305_2_305_9(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Mountain", "Forest")
    b.add(cards["Island"], zone="hand")
    b.add_mana("you", "RRR")
    b.cast(cards["Light Up the Stage"])
    b.play_land(_exiled(b)["Mountain"])
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land("Island")
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land(_exiled(b)["Forest"])


def test_a_card_without_a_permission_is_not_cast_from_exile_cr_601_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bolt = b.add(cards["Lightning Bolt"], zone="exile")
    b.add_mana("you", "R")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(bolt, targets=["opponent"])
    assert b.life("opponent") == 20  # nothing changed


def test_until_end_of_turn_the_permission_ends_in_the_cleanup_step_cr_611_2a_514_2(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Lightning Bolt", "Shock", "Grizzly Bears")
    b.add_mana("you", "RR")
    b.cast(cards["Abbot of Keral Keep"])  # its enters trigger goes on the stack (603.3)
    b.resolve()
    assert set(_exiled(b)) == {"Lightning Bolt"}
    b.pass_turn()
    b.add_mana("opponent", "R")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(_exiled(b)["Lightning Bolt"], targets=["opponent"], controller="you")


def test_until_the_end_of_your_next_turn_lasts_through_that_turn_cr_611_2a(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Lightning Bolt", "Shock", "Grizzly Bears", "Forest")
    b.add_mana("you", "RRR")
    b.cast(cards["Light Up the Stage"])
    b.pass_turn()  # the opponent's turn: an instant may be cast (307.1)
    b.add_mana("you", "R")
    b.cast(_exiled(b)["Lightning Bolt"], targets=["opponent"], controller="you")
    assert b.life("opponent") == 17
    b.pass_turn()  # your next turn: still allowed
    b.advance("precombat main")
    b.add_mana("you", "R")
    b.cast(_exiled(b)["Shock"], targets=["opponent"])
    assert b.life("opponent") == 15
    b.pass_turn()
    assert _exiled(b) == {}  # nothing left there


def test_a_permission_to_play_keeps_the_timing_rules_cr_601_3_307_1(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Grizzly Bears", "Lightning Bolt")
    b.add_mana("you", "RRR")
    b.cast(cards["Light Up the Stage"])
    b.pass_turn()
    b.add_mana("you", "GG")
    with pytest.raises(ml.MtglabError, match=r"307\.1"):
        b.cast(_exiled(b)["Grizzly Bears"], controller="you")  # not in your main phase


def test_vedalken_orrery_lets_spells_be_cast_as_though_they_had_flash_cr_702_8a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.pass_turn()  # the opponent's turn
    b.add_mana("you", "GG")
    with pytest.raises(ml.MtglabError, match=r"307\.1"):
        b.cast(cards["Grizzly Bears"], controller="you")
    b.add(cards["Vedalken Orrery"])
    bears = b.cast(cards["Grizzly Bears"], controller="you")
    assert bears is not None and b.characteristics(bears)["controller"] == "you"


def test_a_kind_of_spell_with_flash_is_only_that_kind_cr_702_8a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Yeva, Nature's Herald"])  # green creature spells
    b.pass_turn()
    b.add_mana("you", "GG")
    b.cast(cards["Grizzly Bears"], controller="you")
    b.add_mana("you", "CCR")
    with pytest.raises(ml.MtglabError, match=r"307\.1"):
        b.cast(cards["Light Up the Stage"], controller="you")  # a sorcery


def test_alchemists_refuge_gives_flash_this_turn_only_cr_702_8a_611_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    refuge = b.add(cards["Alchemist's Refuge"])
    b.add_mana("you", "GU")
    b.activate(refuge, 1)
    b.add_mana("you", "GG")
    b.cast(cards["Grizzly Bears"], resolve=False)  # the stack isn't empty...
    b.add_mana("you", "GG")
    b.cast(cards["Grizzly Bears"])  # ...yet a creature is cast (307.1, 702.8a)
    b.resolve()
    b.pass_turn()
    b.pass_turn()
    b.advance("precombat main")
    b.add_mana("you", "GGGG")
    b.cast(cards["Grizzly Bears"], resolve=False)
    with pytest.raises(ml.MtglabError, match=r"307\.1"):
        b.cast(cards["Grizzly Bears"])


def test_azusa_allows_two_more_land_plays_on_each_of_your_turns_cr_305_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Azusa, Lost but Seeking"])
    for name in ("Forest", "Island", "Mountain", "Plains"):
        b.add(cards[name], zone="hand")
    for name in ("Forest", "Island", "Mountain"):
        b.play_land(name)
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land("Plains")


def test_explore_allows_one_more_land_play_this_turn_only_cr_305_2_611_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Forest"], zone="library")
    for name in ("Forest", "Island", "Mountain", "Plains"):
        b.add(cards[name], zone="hand")
    b.add_mana("you", "GG")
    b.cast(cards["Explore"])
    b.play_land("Island")
    b.play_land("Mountain")
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land("Plains")
    b.pass_turn()
    b.pass_turn()
    b.advance("precombat main")
    b.play_land("Plains")
    with pytest.raises(ml.MtglabError, match=r"305\.2"):
        b.play_land(b.cards("you", "hand")[0])


def test_crucible_of_worlds_lets_lands_be_played_from_the_graveyard_cr_305_9_601_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    forest = b.add(cards["Forest"], zone="graveyard")
    with pytest.raises(ml.MtglabError, match=r"305\.1"):
        b.play_land(forest)
    b.add(cards["Crucible of Worlds"])
    land = b.play_land(forest)
    assert b.characteristics(land)["name"] == "Forest"


def test_only_the_top_card_of_the_library_is_cast_from_there_cr_601_3_401_5(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Grizzly Bears", "Centaur Courser")
    b.add(cards["Garruk's Horde"])
    second = b.cards("you", "library")[1]
    b.add_mana("you", "GGGGG")
    with pytest.raises(ml.MtglabError, match=r"601\.3"):
        b.cast(second)
    bears = b.cast(b.cards("you", "library")[0])
    assert bears is not None and b.characteristics(bears)["name"] == "Grizzly Bears"
    b.cast(b.cards("you", "library")[0])  # now on top (401.5)


def test_future_sight_plays_a_land_from_the_top_of_the_library_cr_305_9(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Island", "Lightning Bolt")
    b.add(cards["Future Sight"])
    b.play_land(b.cards("you", "library")[0])
    b.add_mana("you", "R")
    b.cast(b.cards("you", "library")[0], targets=["opponent"])
    assert b.life("opponent") == 17


def test_a_board_file_keeps_the_permissions_in_force_cr_601_3_611_2a(
        cards: dict[str, ml.Card]) -> None:
    b = _impulse_board(cards, "Lightning Bolt", "Mountain")
    b.add_mana("you", "RRR")
    b.cast(cards["Light Up the Stage"])
    again = ml.Board.from_yaml(b.to_yaml())
    again.add_mana("you", "R")
    again.cast(_exiled(again)["Lightning Bolt"], targets=["opponent"])
    assert again.life("opponent") == 17


#: a permission to play the card an optional instruction exiled ("you may exile the top
#: card of your library. Until end of turn, you may play that card", "If you do, ... exile
#: the top card of your library"): the card exists only if its player chose to (608.2d),
#: a reading not made yet — those lines stay unsupported with the permission named
_AFTER_A_CHOICE = re.compile(r"(?:\byou may exile the top card|\bIf you do, [^.]*\bexile "
                             r"the top card)[^.]*\.\s*$", re.I)


#: the kinds of spell a permission names ("instant and sorcery spells", 111.1)
_KIND = (r"(?:(?:artifact|creature|enchantment|instant|sorcery|planeswalker|white|blue|"
         r"black|red|green|colorless|noncreature) (?:(?:and|or) )?){0,3}spells")
#: the sentences read into permission records (cards.permissions), as written
_WORDINGS = re.compile(
    r"(?:(?<=^)|(?<=\. )|(?<=: )|(?<=— ))"  # a sentence of its own
    r"(?:(?P<named>(until (the )?end of (your next )?turn|this turn), you may (play|cast) "
    r"(that card|those cards|them|it|the exiled cards?|cards exiled this way|lands and "
    r"cast spells from among [^.]*)\.)|"
    r"(?P<after>you may (play|cast) (that card|those cards|them|it|the exiled cards?|cards "
    r"exiled this way)( this turn| until (the )?end of (your next )?turn)\.)|"
    r"you may cast " + _KIND + r" (this turn )?as though they had flash\.|"
    r"you may play (an|two|up to \w+) additional lands? (this turn|on each of your turns)\.|"
    r"you may (play lands|play lands and cast spells|cast " + _KIND + ")"
    r" from the top of your library\.|you may play lands from your graveyard\.)",
    re.I)


def test_every_corpus_line_of_the_wordings_reads_the_permission_cr_601_3_702_8a_305_2(
        cards: dict[str, ml.Card]) -> None:
    """Every ability of the pool that says one of these sentences, read up to it, never
    fails on it: where it is unsupported, the part named is another one."""
    seen = 0
    for card in cards.values():
        for face in card.faces or (card,):
            for a in face.abilities:
                for m in _WORDINGS.finditer(a.text):
                    if (m.group("named") or m.group("after")) and not \
                            a.text[:m.start()].rstrip().lower().endswith("library."):
                        continue  # the cards named are those the top of a library gave
                    if _AFTER_A_CHOICE.search(a.text[:m.start()]):
                        continue  # not read yet: the card an optional exile gave (608.2d)
                    seen += 1
                    upto = ml.Card.from_text(name=face.name, type_line=face.type_line,
                                             oracle_text=a.text[:m.end()])
                    sentence = m.group(0).rstrip(".").lower()
                    for read in upto.abilities:  # the part the problem names, if any
                        part = re.search(r"""['"](.*)['"]""", read.problem)
                        assert part is None or not part.group(1).lower().startswith(
                            sentence), (card.name, read.problem)
    assert seen >= 150
