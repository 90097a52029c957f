"""Copies of a card revealed from the top of a library (CR 701.20a, 707.2, 707.4,
707.9b, 608.2c), read by the grammar's general productions (grammar/verb_copy.lark):
"you may reveal the top card of your library" / "that player reveals the top card of
their library", then "If you reveal a creature card this way, ~ becomes a copy of that
card ..." — the corpus cards played through ml.Board."""

from __future__ import annotations

import mtglab as ml
from tests.conftest import corpus_cards, resolve_all, triggers_waiting

GIANT = ml.Card.from_text(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                          power="3", toughness="3")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def _drifter() -> ml.Card:
    return corpus_cards("Vesuvan Drifter")["Vesuvan Drifter"]


def test_vesuvan_drifter_line_is_supported() -> None:
    assert all(a.supported for a in _drifter().abilities), \
        [a.problem for a in _drifter().abilities]


def test_drifter_copies_a_revealed_creature_card_until_end_of_turn_707_9b() -> None:
    b = ml.Board()
    drifter = b.add(_drifter())
    b.add(GIANT, zone="library")  # the top card
    b.advance("beginning of combat")
    assert triggers_waiting(b, "Vesuvan Drifter") == 1  # 503.1 / 507.1 beginning of combat
    resolve_all(b, choices=[True])  # you may reveal (701.20a)
    c = b.characteristics(drifter)
    assert (c["name"], c["power"], c["toughness"]) == ("Hill Giant", 3, 3)  # 707.2
    assert "Flying" in c["abilities"]  # "except it has flying" (707.9b)
    assert b.cards("you", "library")[0].name == "Hill Giant"  # revealed, it stays (701.20b)
    b.pass_turn()  # "until end of turn" ends in the cleanup step (514.2)
    assert b.characteristics(drifter)["name"] == "Vesuvan Drifter"


def test_drifter_revealing_a_land_stays_itself_608_2c() -> None:
    b = ml.Board()
    drifter = b.add(_drifter())
    b.add(ISLAND, zone="library")
    b.advance("beginning of combat")
    resolve_all(b, choices=[True])
    assert b.characteristics(drifter)["name"] == "Vesuvan Drifter"


def test_drifter_declining_to_reveal_copies_nothing_608_2d() -> None:
    b = ml.Board()
    drifter = b.add(_drifter())
    b.add(GIANT, zone="library")
    b.advance("beginning of combat")
    resolve_all(b, choices=[False])  # "you may": declined, nothing revealed
    assert b.characteristics(drifter)["name"] == "Vesuvan Drifter"


def _marrow() -> ml.Card:
    return corpus_cards("Shapeshifter's Marrow")["Shapeshifter's Marrow"]


def test_marrow_line_is_supported() -> None:
    assert all(a.supported for a in _marrow().abilities), \
        [a.problem for a in _marrow().abilities]


def test_marrow_puts_the_revealed_creature_card_into_the_graveyard_and_copies_it() -> None:
    b = ml.Board()
    marrow = b.add(_marrow())
    b.add(GIANT, "opponent", zone="library")
    b.pass_turn()  # the opponent's upkeep (503.1a)
    assert triggers_waiting(b, "Shapeshifter's Marrow") == 1
    resolve_all(b)
    c = b.characteristics(marrow)
    assert (c["name"], c["types"]) == ("Hill Giant", ("Creature",))  # 707.2
    assert not any("upkeep" in t for t in c["abilities"])  # it loses the ability (707.2)
    assert [x.name for x in b.cards("opponent", "graveyard")] == ["Hill Giant"]  # 400.7


def test_marrow_revealing_a_land_leaves_it_on_top_608_2c() -> None:
    b = ml.Board()
    marrow = b.add(_marrow())
    b.add(ISLAND, "opponent", zone="library")
    b.pass_turn()
    resolve_all(b)
    assert b.characteristics(marrow)["name"] == "Shapeshifter's Marrow"
    assert not b.cards("opponent", "graveyard")


# ------------------------------------------------------------ a card exiled from among those milled


def _shadow_kin() -> ml.Card:
    return corpus_cards("Shadow Kin")["Shadow Kin"]


def test_shadow_kin_line_is_supported() -> None:
    assert all(a.supported for a in _shadow_kin().abilities), \
        [a.problem for a in _shadow_kin().abilities]


def test_shadow_kin_exiles_a_milled_creature_card_and_copies_it_701_17a() -> None:
    b = ml.Board()
    kin = b.add(_shadow_kin())
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
        b.add(ISLAND, "opponent", zone="library")
    b.add(GIANT, "opponent", zone="library")  # the top card of the opponent's library
    b.pass_turn()
    b.pass_turn()  # your next upkeep (503.1a)
    resolve_all(b, choices=[True])
    assert len(b.cards("you", "graveyard")) == 3 and len(b.cards("opponent", "graveyard")) == 2
    assert [x.name for x in b.cards("opponent", "exile")] == ["Hill Giant"]  # 406.3
    c = b.characteristics(kin)
    assert c["name"] == "Hill Giant"  # 707.2
    assert any("mills three" in t for t in c["abilities"])  # "except it has this ability" (707.9b)


def test_shadow_kin_declining_stays_itself_608_2d() -> None:
    b = ml.Board()
    kin = b.add(_shadow_kin())
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
        b.add(ISLAND, "opponent", zone="library")
    b.add(GIANT, "opponent", zone="library")
    b.pass_turn()
    b.pass_turn()
    resolve_all(b, choices=[False])
    assert not b.cards("opponent", "exile")
    assert b.characteristics(kin)["name"] == "Shadow Kin"


# ------------------------------------------------------------ a card exiled from a graveyard

ROBBERY = ml.Card.from_text(name="Relic Robbery", mana_cost="{B}", type_line="Instant",
                            oracle_text="Exile target artifact.")
RELIC = ml.Card.from_text(name="Opal Relic", mana_cost="{1}", type_line="Artifact")
ANGEL = ml.Card.from_text(name="Serra Angel", mana_cost="{3}{W}{W}",
                          type_line="Creature — Angel", power="4", toughness="4",
                          oracle_text="Flying\nVigilance")


def _lazav_board() -> tuple[ml.Board, object]:
    b = ml.Board()
    lazav = b.add(corpus_cards("Lazav, Familiar Stranger")["Lazav, Familiar Stranger"])
    return b, lazav


def _crime(b: ml.Board) -> None:
    """A spell targeting a permanent an opponent controls: a crime (700.13)."""
    relic = b.add(RELIC, "opponent")
    b.add_mana("you", "B")
    b.cast(ROBBERY, targets=[relic], resolve=False)


def test_lazav_line_is_supported() -> None:
    card = corpus_cards("Lazav, Familiar Stranger")["Lazav, Familiar Stranger"]
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]


def test_lazav_exiles_a_creature_card_from_a_graveyard_and_copies_it_406_3_707_2() -> None:
    b, lazav = _lazav_board()
    angel = b.add(ANGEL, "opponent", zone="graveyard")
    _crime(b)
    assert triggers_waiting(b, "Lazav, Familiar Stranger") == 1
    b.resolve(choices=[True, angel, True])  # exile the Angel (not a target, 115.10); copy it
    c = b.characteristics(lazav)
    assert b.counters(lazav) == {"+1/+1": 1}  # counters aren't copiable values (707.2)
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 5, 5)
    assert "Serra Angel" in list(b.exile["name"])
    resolve_all(b)
    b.pass_turn()  # "until end of turn" (514.2)
    assert b.characteristics(lazav)["name"] == "Lazav, Familiar Stranger"


def test_lazav_exiling_a_noncreature_card_copies_nothing_608_2c() -> None:
    b, lazav = _lazav_board()
    relic_card = b.add(RELIC, "opponent", zone="graveyard")
    _crime(b)
    b.resolve(choices=[True, relic_card])
    assert b.characteristics(lazav)["name"] == "Lazav, Familiar Stranger"
    assert "Opal Relic" in list(b.exile["name"])
