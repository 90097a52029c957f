"""Mana abilities whose cost or rider used to trip the engine, each by its rule.

Doubling Cube doubles what is left after its {3} is paid (CR 106.6 example, 601.2h);
an ability's instructions happen in the order written (608.2c: Empowered Autogenerator);
a mana ability has no target (605.1a), so "target" in a spend rider or reminder text
asks for none; "target Plains" of a resolved replacement is locked as it begins
(611.2c); a cost may use an opponent's permanent when it says so (Benthic Explorers),
and "that land" is the one it used; an ability whose cost exiles its card from a hand
or a graveyard functions there (113.6m).
"""

from __future__ import annotations

import mtglab as ml


def _card(name: str, type_line: str, text: str, **kw: object) -> ml.Card:
    return ml.Card.from_text(name=name, type_line=type_line, oracle_text=text, **kw)


CUBE = _card("Doubling Cube", "Artifact",
             "{3}, {T}: Double the amount of each type of unspent mana you have.",
             mana_cost="{2}")
AUTOGENERATOR = _card(
    "Empowered Autogenerator", "Artifact",
    "{T}: Put a charge counter on this artifact. Add X mana of any one color, where X is "
    "the number of charge counters on this artifact.", mana_cost="{4}")
GOGGLES = _card(
    "Pyromancer's Goggles", "Legendary Artifact",
    "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy "
    "that spell and you may choose new targets for the copy.", mana_cost="{5}")
GNOMES = _card(
    "Quarum Trench Gnomes", "Creature — Gnome",
    "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white "
    "mana. (This effect lasts indefinitely.)", mana_cost="{3}{R}", power=1, toughness=1)
EXPLORERS = _card(
    "Benthic Explorers", "Creature — Merfolk Scout",
    "{T}, Untap a tapped land an opponent controls: Add one mana of any type that land "
    "could produce.", mana_cost="{3}{U}", power=2, toughness=4)
GUIDE = _card("Elvish Spirit Guide", "Creature — Elf Spirit",
              "Exile Elvish Spirit Guide from your hand: Add {G}.", mana_cost="{2}{G}",
              power=2, toughness=2)
LANTERN = _card("Jack-o'-Lantern", "Artifact",
                "{1}, Exile Jack-o'-Lantern from your graveyard: Add one mana of any color.",
                mana_cost="{1}")


def test_doubling_cube_doubles_what_is_left_after_its_cost_601_2h() -> None:
    b = ml.Board()
    cube = b.add(CUBE)
    b.add_mana("you", "RGCCC")
    # the {3} may be paid with any three of the five; the two left are doubled (106.6):
    # the ability adds as much again of them, never of the mana that paid the {3}
    assert b.productions(cube, 0) == frozenset({"RG", "RC", "GC", "CC"})
    r = b.activate(cube, 0, costs={"mana": "CCC"})
    assert r.mana == "RG" and b.mana_pool("you") == "RRGG"


def test_empowered_autogenerator_counts_the_counter_it_just_put_608_2c() -> None:
    b = ml.Board()
    gen = b.add(AUTOGENERATOR, counters={"charge": 2})
    assert b.productions(gen, 0) == frozenset({c * 3 for c in "WUBRG"})
    assert b.activate(gen, 0, choices=["G"]).mana == "GGG"
    assert b.counters(gen) == {"charge": 3}


def test_a_spend_rider_naming_targets_asks_for_none_605_1a() -> None:
    b = ml.Board()
    goggles = b.add(GOGGLES)
    assert b.productions(goggles, 0) == frozenset({"R"})
    assert b.activate(goggles, 0).mana == "R"


def test_target_plains_alone_produces_colorless_611_2c() -> None:
    b = ml.Board()
    gnomes = b.add(GNOMES)
    aimed, other = b.add("Plains"), b.add("Plains")
    b.activate(gnomes, 0, targets=[aimed])
    assert b.productions(aimed, 0) == frozenset({"C"})
    assert b.productions(other, 0) == frozenset({"W"})  # not its target
    assert b.activate(aimed, 0).mana == "C"


def test_target_of_the_replacement_must_be_a_plains_115_1() -> None:
    b = ml.Board()
    gnomes = b.add(GNOMES)
    forest = b.add("Forest")
    assert b.activation_problems(gnomes, 0)  # no Plains: no legal target (115.1)
    b.add("Plains")
    assert b.activation_problems(gnomes, 0) == []
    try:
        b.activate(gnomes, 0, targets=[forest])
    except ml.IllegalActionError as exc:
        assert "115.1" in str(exc)
    else:
        raise AssertionError("a Forest is not a Plains")


def test_benthic_explorers_untaps_an_opponents_land_and_adds_what_it_could_106_7() -> None:
    b = ml.Board()
    explorers = b.add(EXPLORERS)
    assert b.activation_problems(explorers, 0)  # no tapped land of an opponent's (118.3)
    island = b.add("Island", "opponent", tapped=True)
    assert b.productions(explorers, 0) == frozenset({"U"})
    assert b.activate(explorers, 0).mana == "U"
    assert not b.is_tapped(island)


def test_a_spirit_guide_is_used_from_the_hand_113_6m() -> None:
    b = ml.Board()
    guide = b.add(GUIDE, zone="hand")
    assert b.productions(guide, 0) == frozenset({"G"})
    assert b.activate(guide, 0).mana == "G"
    assert [c.name for c in b.cards("you", "exile")] == ["Elvish Spirit Guide"]


def test_jack_o_lantern_is_used_from_the_graveyard_113_6m() -> None:
    b = ml.Board()
    lantern = b.add(LANTERN, zone="graveyard")
    b.add_mana("you", "C")
    assert b.productions(lantern, 0) == frozenset(set("WUBRG"))
    assert b.activate(lantern, 0, choices=["B"]).mana == "B"
    assert b.cards("you", "graveyard") == []


DECEIVER = _card(
    "Qarsi Deceiver", "Creature — Naga Wizard",
    "{T}: Add {C}. Spend this mana only to cast a face-down creature spell, pay a mana cost "
    "to turn a manifested creature face up, or pay a morph cost. (A megamorph cost is a "
    "morph cost.)", mana_cost="{1}{U}", power=0, toughness=4)


def test_morph_only_mana_pays_for_no_face_up_spell_106_6() -> None:
    b = ml.Board()
    deceiver = b.add(DECEIVER)
    assert DECEIVER.abilities[0].supported
    assert b.productions(deceiver, 0) == frozenset({"C"})
    # a face-up Grizzly Bears is not a face-down spell (702.37, 708): the mana can't pay it
    assert not b.can_pay("{1}", spell="Grizzly Bears")
