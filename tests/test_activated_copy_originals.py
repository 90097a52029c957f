"""Activated "becomes a copy" abilities whose original is not a target permanent
(CR 707.2, 707.4, 608.2h, 607.2a, 107.3): a card in a graveyard with mana value X, the
creature the cost sacrificed or exiled, the card the ability exiled, a card exiled with
the source, and a target subject (Reflection Net).

Each expected value comes from the rule cited in the test's name: a card's copiable
values are its printed ones (707.2); a copy effect doesn't make the permanent enter or
leave (707.4); X in an ability's cost is chosen as it is activated and the text's "mana
value X" reads it (107.3, 601.2b); an object that left its zone is used as it last
existed (608.2h); "exiled with ~" names the cards its linked ability exiled, and a card
that left exile is a new object no longer linked (607.2a, 400.7).
"""

from __future__ import annotations

import pytest

import mtglab as ml


def creature(name: str, text: str = "", cost: str = "{1}{G}", pt: tuple[int, int] = (2, 2),
             type_line: str = "Creature — Bear") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt[0], toughness=pt[1])


LAZAV = creature("Lazav, the Multifarious", "{X}: Lazav, the Multifarious becomes a copy "
                 "of target creature card in your graveyard with mana value X, except its "
                 "name is Lazav, the Multifarious, it's legendary in addition to its other "
                 "types, and it has this ability.", "{U}{B}", (1, 3),
                 "Legendary Creature — Human Rogue")
DANE = creature("The Ever-Changing 'Dane", "{1}, Sacrifice another creature: The "
                "Ever-Changing 'Dane becomes a copy of the sacrificed creature, except it "
                "has this ability.", "{2}{U}", (1, 1), "Legendary Creature — Human Rogue")
CURIE = creature("Curie, Emergent Intelligence", "{1}{U}, Exile another nontoken artifact "
                 "creature you control: Curie becomes a copy of the exiled creature, except "
                 "it has \"Whenever this creature deals combat damage to a player, draw "
                 "cards equal to its base power.\"", "{1}{U}", (1, 3),
                 "Legendary Artifact Creature — Robot")
DIMIR = creature("Dimir Doppelganger", "{1}{U}{B}: Exile target creature card from a "
                 "graveyard. Dimir Doppelganger becomes a copy of that card, except it has "
                 "this ability.", "{1}{U}{B}", (0, 2), "Creature — Shapeshifter")
MIMEOPLASM = creature("Mimeoplasm, Revered One", "{2}: Mimeoplasm becomes a copy of target "
                      "creature card exiled with it, except it's 0/0 and has this ability.",
                      "{X}{B}{G}{U}", (0, 0), "Legendary Creature — Ooze Avatar")
VALKI = creature("Valki, God of Lies", "{X}: Choose a creature card exiled with Valki with "
                 "mana value X. Valki becomes a copy of that card.", "{1}{B}", (2, 1),
                 "Legendary Creature — God")
NET = ml.Card.from_text(name="Reflection Net", mana_cost="{3}{U}", type_line="Artifact",
                        oracle_text="{2}: Target creature you control becomes a copy of a "
                        "creature card exiled with Reflection Net. Activate as a sorcery "
                        "and only once.")
DERMOTAXI = ml.Card.from_text(name="Dermotaxi", mana_cost="{2}", type_line="Artifact — "
                              "Vehicle", power=0, toughness=0,
                              oracle_text="Tap two untapped creatures you control: Until end "
                              "of turn, Dermotaxi becomes a copy of the exiled card, except "
                              "it's a Vehicle artifact in addition to its other types.")
GARDENS = ml.Card.from_text(name="The Mycosynth Gardens", type_line="Land — Sphere",
                            oracle_text="{X}, {T}: This land becomes a copy of target "
                            "nontoken artifact you control with mana value X.")
BEAR = creature("Grizzly Bears")
OGRE = creature("Hill Giant", cost="{3}{R}", pt=(3, 3), type_line="Creature — Giant")
GOLEM = creature("Iron Golem", cost="{4}", pt=(4, 4), type_line="Artifact Creature — Golem")
CLONE = creature("Clone", "You may have this creature enter as a copy of any creature on "
                 "the battlefield.", "{3}{U}", (0, 0), "Creature — Shapeshifter")
ROCK = ml.Card.from_text(name="Mind Stone", mana_cost="{2}", type_line="Artifact",
                         oracle_text="{T}: Add {C}.")


def looks(b: ml.Board, p: object) -> dict[str, object]:
    return b.characteristics(p)  # type: ignore[arg-type]


# -- a card in a graveyard, with mana value X (107.3, 707.2) ------------------------------


def test_x_must_equal_the_target_cards_mana_value_107_3() -> None:
    b = ml.Board()
    lazav = b.add(LAZAV)
    giant = b.add(OGRE, zone="graveyard")  # mana value 4
    b.add_mana("you", "CCCCC")
    assert b.activation_problems(lazav, 0, x=3) == [
        "it has no legal target with X = 3 (CR 115.1, 107.3, 602.2b)"]
    b.add(BEAR, zone="graveyard")  # mana value 2
    with pytest.raises(ml.IllegalActionError, match="not a legal target"):
        b.activate(lazav, 0, x=2, targets=[giant])
    b.activate(lazav, 0, x=4, targets=[giant])
    got = looks(b, lazav)
    # the card's printed values (707.2), with the exceptions (707.9b)
    assert (got["name"], got["power"], got["toughness"]) == ("Lazav, the Multifarious", 3, 3)
    assert "Legendary" in got["supertypes"] and "Giant" in got["subtypes"]
    assert any("becomes a copy" in t for t in got["abilities"])  # this ability (707.9b)
    assert "Hill Giant" in [c.name for c in b.cards("you", "graveyard")]  # it stays


def test_a_card_in_an_opponents_graveyard_is_not_in_your_graveyard_115_1() -> None:
    b = ml.Board()
    lazav = b.add(LAZAV)
    b.add(BEAR, "opponent", zone="graveyard")
    b.add_mana("you", "CC")
    assert "it has no legal target" in b.activation_problems(lazav, 0, x=2)[0]


def test_the_target_card_gone_from_the_graveyard_it_does_not_resolve_608_2b() -> None:
    b = ml.Board()
    lazav = b.add(LAZAV)
    bear = b.add(BEAR, zone="graveyard")
    dimir = b.add(DIMIR)
    b.add_mana("you", "CC")
    b.activate(lazav, 0, x=2, targets=[bear], resolve=False)
    b.add_mana("you", "UUB")
    b.activate(dimir, 0, targets=[bear])  # in response: the card is exiled (400.7)
    b.resolve()
    assert looks(b, lazav)["name"] == "Lazav, the Multifarious"
    assert looks(b, lazav)["power"] == 1
    assert any(r.rule == "608.2b" for r in b.state.log)


# -- the sacrificed or exiled creature: last known information (608.2h) --------------------


def test_copy_of_the_sacrificed_creature_uses_its_last_copiable_values_608_2h_707_3() -> None:
    b = ml.Board()
    dane = b.add(DANE)
    bear = b.add(BEAR)
    clone = b.add(CLONE, copy_of=bear)  # a copy of the bear (707.3 for what copies it)
    b.add_mana("you", "C")
    b.activate(dane, 0, costs={"sacrifice": clone})
    got = looks(b, dane)
    assert (got["name"], got["power"], got["toughness"]) == ("Grizzly Bears", 2, 2)
    assert any("Sacrifice another creature" in t for t in got["abilities"])  # 707.9b
    assert "Clone" in [c.name for c in b.cards("you", "graveyard")]


def test_a_copy_exception_granting_a_quoted_ability_not_read_is_not_activated_613_1f(
        ) -> None:
    # the exception grants "Whenever this creature deals combat damage to a player, draw
    # cards equal to its base power" (707.9b): the engine doesn't read "its base power",
    # so the ability is unsupported and refused, naming the granted ability (113.1a)
    b = ml.Board()
    curie = b.add(CURIE)
    b.add(GOLEM)
    b.add_mana("you", "CU")
    problems = b.activation_problems(curie, 0)
    assert problems and "its base power" in problems[0]


def test_no_other_nontoken_artifact_creature_the_cost_cannot_be_paid_118_3() -> None:
    b = ml.Board()
    curie = b.add(CURIE)
    b.add(BEAR)
    b.add_mana("you", "CU")
    assert "to exile (CR 118.3)" in b.activation_problems(curie, 0)[0]


# -- the card the ability exiled: "that card" (Dimir Doppelganger) --------------------------


def test_copy_of_the_card_it_exiled_from_a_graveyard_707_2_400_7() -> None:
    b = ml.Board()
    dimir = b.add(DIMIR)
    giant = b.add(OGRE, "opponent", zone="graveyard")  # "a graveyard": any player's
    b.add_mana("you", "UUB")
    b.activate(dimir, 0, targets=[giant])
    got = looks(b, dimir)
    assert (got["name"], got["power"]) == ("Hill Giant", 3)
    assert any("Exile target creature card" in t for t in got["abilities"])  # 707.9b
    assert [c.name for c in b.state.exile] == ["Hill Giant"]
    assert b.cards("opponent", "graveyard") == []


# -- cards exiled with the source: linked abilities (607.2a) --------------------------------


def test_target_creature_card_exiled_with_it_607_2a() -> None:
    b = ml.Board()
    b.add(OGRE, zone="exile")
    bear = b.add(BEAR, zone="exile")
    b.add(GOLEM, zone="exile")  # in exile, but not exiled with it
    ooze = b.add(MIMEOPLASM, choices={"exiled cards": ["Grizzly Bears", "Hill Giant"]},
                 counters={"+1/+1": 3})
    b.add_mana("you", "CC")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.activate(ooze, 0)
    assert sorted(o.split(" #")[0] for o in asked.value.options) == [
        "Grizzly Bears", "Hill Giant"]
    b.activate(ooze, 0, targets=[bear])
    got = looks(b, ooze)
    # "it's 0/0" (707.9b): its three +1/+1 counters stay (707.4, 122.1a)
    assert (got["name"], got["power"], got["toughness"]) == ("Grizzly Bears", 3, 3)


def test_a_card_that_left_exile_is_no_longer_exiled_with_it_400_7() -> None:
    b = ml.Board()
    ooze = b.add(MIMEOPLASM, choices={"exiled cards": ["Grizzly Bears"]},
                 counters={"+1/+1": 1})
    b.add_mana("you", "CC")  # "Grizzly Bears" was exiled with it, but is not in exile
    assert "it has no legal target" in b.activation_problems(ooze, 0)[0]


def test_linked_cards_need_an_ability_that_reads_them_607_2a() -> None:
    b = ml.Board()
    with pytest.raises(ml.IllegalActionError, match=r"607\.2a"):
        b.add(BEAR, choices={"exiled cards": ["Hill Giant"]})


def test_choose_a_card_exiled_with_it_with_mana_value_x_107_3_607_2a() -> None:
    b = ml.Board()
    b.add(BEAR, zone="exile")
    b.add(OGRE, zone="exile")
    valki = b.add(VALKI, choices={"exiled cards": ["Grizzly Bears", "Hill Giant"]})
    b.add_mana("you", "CCCC")
    b.activate(valki, 0, x=4)  # chosen, not targeted (115.10): only the giant has 4
    assert looks(b, valki)["name"] == "Hill Giant"


def test_no_card_with_that_mana_value_nothing_happens_608_2c() -> None:
    b = ml.Board()
    b.add(BEAR, zone="exile")
    valki = b.add(VALKI, choices={"exiled cards": ["Grizzly Bears"]})
    b.add_mana("you", "CCC")
    b.activate(valki, 0, x=3)  # no target: it can be activated, and does nothing
    assert looks(b, valki)["name"] == "Valki, God of Lies"


def test_target_creature_you_control_becomes_a_copy_once_ever_602_5b_707_4() -> None:
    b = ml.Board()
    b.add(OGRE, zone="exile")
    net = b.add(NET, choices={"exiled cards": ["Hill Giant"]})
    bear = b.add(BEAR)
    b.add(BEAR, "opponent")
    b.add_mana("you", "CCCC")
    b.activate(net, 0, targets=[bear])
    assert looks(b, bear)["name"] == "Hill Giant" and looks(b, net)["name"] == \
        "Reflection Net"
    assert any("only once" in p for p in b.activation_problems(net, 0))


def test_an_opponents_creature_is_not_a_creature_you_control_115_1() -> None:
    b = ml.Board()
    b.add(OGRE, zone="exile")
    net = b.add(NET, choices={"exiled cards": ["Hill Giant"]})
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", "CC")
    with pytest.raises(ml.IllegalActionError, match="no legal target"):
        b.activate(net, 0, targets=[theirs])


def test_the_exiled_card_until_end_of_turn_514_2_707_9b() -> None:
    b = ml.Board()
    b.add(OGRE, zone="exile")
    taxi = b.add(DERMOTAXI, choices={"exiled cards": ["Hill Giant"]})
    b.add(BEAR)
    b.add(BEAR)
    b.activate(taxi, 0)  # "Tap two untapped creatures you control"
    got = looks(b, taxi)
    assert (got["name"], got["power"]) == ("Hill Giant", 3)
    assert "Artifact" in got["types"] and "Vehicle" in got["subtypes"]  # 707.9b
    b.pass_turn()  # "until end of turn" ends in the cleanup step (514.2)
    assert looks(b, taxi)["name"] == "Dermotaxi"


# -- a permanent with mana value X ----------------------------------------------------------


def test_target_nontoken_artifact_you_control_with_mana_value_x_107_3_111_1() -> None:
    b = ml.Board()
    gardens = b.add(GARDENS)
    stone = b.add(ROCK)
    b.add(ROCK, token=True)
    b.add_mana("you", "CC")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.activate(gardens, 0, x=2)
    assert list(asked.value.options) == [f"Mind Stone #{stone.id}"]  # the token is not legal
    b.activate(gardens, 0, x=2, targets=[stone])
    assert looks(b, gardens)["name"] == "Mind Stone"
    assert looks(b, gardens)["types"] == ("Artifact",)  # no longer a land (707.2)


def test_exile_with_links_cards_to_the_permanent_607_2a() -> None:
    b = ml.Board()
    valki = b.add(VALKI)
    bear, giant = b.exile_with(valki, [BEAR, OGRE])  # as its "exile ..." ability would
    assert [c.name for c in b.state.exile] == ["Grizzly Bears", "Hill Giant"]
    assert (bear.zone, giant.owner) == ("exile", "you")
    b.add_mana("you", "CC")
    b.activate(valki, 0, x=2)
    assert looks(b, valki)["name"] == "Grizzly Bears"


def test_exile_with_needs_an_ability_that_reads_the_exiled_cards_607_2a() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    with pytest.raises(ml.IllegalActionError, match=r"607\.2a"):
        b.exile_with(bear, [OGRE])
    assert b.state.exile == ()


CHIMERA = creature("Volatile Chimera", "{1}{R}: Choose a card at random you exiled with "
                   "cards named Volatile Chimera. Volatile Chimera becomes a copy of that "
                   "card, except it has this ability.", "{2}{R}", (3, 2),
                   "Creature — Chimera")


def test_a_card_chosen_at_random_each_card_is_an_outcome_701_9b_706_2() -> None:
    b = ml.Board()
    chimera = b.add(CHIMERA)
    _bear, giant = b.exile_with(chimera, [BEAR, OGRE])
    b.add_mana("you", "CCRR")
    with pytest.raises(ml.ChoiceRequired, match="at random") as asked:
        b.activate(chimera, 0)  # no player chooses: the outcome is asked for
    assert sorted(o.split(" #")[0] for o in asked.value.options) == [
        "Grizzly Bears", "Hill Giant"]
    b.activate(chimera, 0, choices=[giant])
    looks_now = looks(b, chimera)
    assert looks_now["name"] == "Hill Giant"
    assert any("at random" in t for t in looks_now["abilities"])  # this ability (707.9b)


def test_the_card_its_own_ability_exiled_is_exiled_with_it_607_2a_610_3() -> None:
    net = ml.Card.from_text(
        name="Reflection Net", mana_cost="{1}{W}{U}", type_line="Artifact",
        oracle_text="Flash\nWhen Reflection Net enters the battlefield, exile target "
        "creature until Reflection Net leaves the battlefield.\n{2}: Target creature you "
        "control becomes a copy of a creature card exiled with Reflection Net. Activate as "
        "a sorcery and only once.")
    b = ml.Board()
    giant = b.add(OGRE, "opponent")
    bear = b.add(BEAR)
    b.add_mana("you", "CWU")
    b.cast(net, choices=[giant])  # its trigger's target (603.3d)
    b.resolve()
    assert [c.name for c in b.state.exile] == ["Hill Giant"]
    source = next(p for p in b.permanents.itertuples() if p.name == "Reflection Net")
    b.add_mana("you", "CC")
    b.activate(source.id, 2, targets=[bear])
    assert looks(b, bear)["name"] == "Hill Giant"
