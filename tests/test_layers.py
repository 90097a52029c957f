"""Characteristics through the layer system (CR 613): type-changing effects and 305.7,
dependency (613.8), ability-granting effects, power/toughness sublayers and counters, and
the order in which ``b.abilities`` lists a permanent's abilities (DESIGN.md)."""

from __future__ import annotations

import pytest

import mtglab as ml


def _abilities(b: ml.Board, p: ml.Permanent) -> tuple[str, ...]:
    return tuple(b.characteristics(p)["abilities"])


def _listed(b: ml.Board, p: ml.Permanent) -> list[str]:
    """The texts ``b.abilities`` lists for one permanent, in index order."""
    frame = b.abilities
    rows = frame[frame["permanent_id"] == p.id].sort_values("index")
    assert list(rows["index"]) == list(range(len(rows)))
    return list(rows["text"])


# ---------------------------------------------------------------------------- Blood Moon: 305.7


def test_blood_moon_makes_nonbasic_land_a_mountain_with_only_red_mana_cr_305_7() -> None:
    # Ruling (2020-08-07): "Nonbasic lands lose their other land types and abilities,
    # gain the Mountain land type, and gain the ability '{T}: Add {R}.'"
    b = ml.Board()
    b.add("Blood Moon", controller="opponent")
    pool = b.add("Reflecting Pool")
    c = b.characteristics(pool)
    assert c["subtypes"] == ("Mountain",)
    assert c["abilities"] == ("{T}: Add {R}.",)
    assert b.activate(pool, 0).mana == "R"


def test_blood_moon_removes_old_land_types_cr_305_7() -> None:
    b = ml.Board()
    b.add("Blood Moon")
    trop = b.add("Tropical Island")
    c = b.characteristics(trop)
    assert "Forest" not in c["subtypes"] and "Island" not in c["subtypes"]
    assert c["subtypes"] == ("Mountain",)
    assert c["abilities"] == ("{T}: Add {R}.",)


def test_blood_moon_keeps_name_and_supertypes_ruling() -> None:
    # Ruling: "The effect doesn't change a land's name or supertypes, so it doesn't make
    # a land basic or remove the legendary supertype."
    b = ml.Board()
    b.add("Blood Moon")
    cradle = b.add("Gaea's Cradle")
    c = b.characteristics(cradle)
    assert c["name"] == "Gaea's Cradle"
    assert c["supertypes"] == ("Legendary",)
    assert "Basic" not in c["supertypes"]
    assert c["types"] == ("Land",)


def test_blood_moon_leaves_basic_lands_alone_cr_305_7() -> None:
    b = ml.Board()
    b.add("Blood Moon")
    forest = b.add("Forest")
    snow = b.add("Snow-Covered Island")
    assert b.characteristics(forest)["subtypes"] == ("Forest",)
    assert b.characteristics(snow)["subtypes"] == ("Island",)
    assert b.activate(forest, 0).mana == "G"


def test_blood_moon_removes_mutavaults_animation_ability_cr_305_7() -> None:
    b = ml.Board()
    b.add("Blood Moon")
    vault = b.add("Mutavault")
    assert _abilities(b, vault) == ("{T}: Add {R}.",)
    b.add_mana("you", "C")
    with pytest.raises(ml.IllegalActionError):
        b.activate(vault, "{1}:")  # that ability is gone


def test_blood_moon_doesnt_remove_creature_type_of_land_creature_cr_305_7() -> None:
    # "Setting a land's subtype doesn't add or remove any card types (such as creature)."
    b = ml.Board()
    b.add("Blood Moon")
    arbor = b.add("Dryad Arbor")  # nonbasic Land Creature — Forest Dryad
    c = b.characteristics(arbor)
    assert "Creature" in c["types"] and "Land" in c["types"]
    assert "Mountain" in c["subtypes"] and "Forest" not in c["subtypes"]
    assert "Dryad" in c["subtypes"]  # a creature type, not a land type
    assert c["abilities"] == ("{T}: Add {R}.",)


def test_blood_moon_doesnt_end_an_effect_from_a_resolved_ability_cr_305_7_611_2() -> None:
    # Mutavault's animation is an effect of a resolved ability, not an ability generated
    # from its rules text: a later Blood Moon leaves it a 2/2 creature (now a Mountain).
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    b.add("Blood Moon")
    c = b.characteristics(vault)
    assert "Creature" in c["types"]
    assert (c["power"], c["toughness"]) == (2, 2)
    assert c["subtypes"] == ("Mountain",) or "Mountain" in c["subtypes"]
    assert c["abilities"] == ("{T}: Add {R}.",)


# ---------------------------------------------------------------------------- Urborg


def test_urborg_makes_each_land_also_a_swamp_cr_305_7() -> None:
    # "If a land gains one or more land types in addition to its own, it keeps its land
    # types and rules text, and it gains the new land types and mana abilities."
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    forest = b.add("Forest")
    theirs = b.add("Mountain", controller="opponent")  # "each land": every player's
    pool = b.add("Reflecting Pool")
    assert b.characteristics(forest)["subtypes"] == ("Forest", "Swamp")
    assert _abilities(b, forest) == ("{T}: Add {G}.", "{T}: Add {B}.")
    assert b.characteristics(theirs)["subtypes"] == ("Mountain", "Swamp")
    assert _abilities(b, pool)[0].startswith("{T}: Add one mana of any type")
    assert "{T}: Add {B}." in _abilities(b, pool)
    assert b.activate(forest, 1).mana == "B"


def test_urborg_is_itself_a_swamp_cr_305_6() -> None:
    b = ml.Board()
    urborg = b.add("Urborg, Tomb of Yawgmoth")
    assert b.characteristics(urborg)["subtypes"] == ("Swamp",)
    assert b.activate(urborg, "{T}: Add {B}").mana == "B"


def test_urborg_affects_only_lands_cr_305_6() -> None:
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    sol = b.add("Sol Ring")
    assert b.characteristics(sol)["subtypes"] == ()
    assert _abilities(b, sol) == ("{T}: Add {C}{C}.",)


@pytest.mark.parametrize("urborg_first", [True, False])
def test_blood_moon_and_urborg_dependency_cr_613_8(urborg_first: bool) -> None:
    # Urborg's effect depends on Blood Moon's (613.8a: Blood Moon removes Urborg's
    # ability, changing its existence), so Blood Moon applies first whatever the
    # timestamps (613.8b): Urborg is a Mountain, and no land becomes a Swamp.
    b = ml.Board()
    if urborg_first:
        urborg = b.add("Urborg, Tomb of Yawgmoth")
        moon = b.add("Blood Moon", controller="opponent")
    else:
        moon = b.add("Blood Moon", controller="opponent")
        urborg = b.add("Urborg, Tomb of Yawgmoth")
    forest = b.add("Forest")
    pool = b.add("Reflecting Pool")
    assert b.characteristics(urborg)["subtypes"] == ("Mountain",)
    assert _abilities(b, urborg) == ("{T}: Add {R}.",)
    assert b.characteristics(urborg)["supertypes"] == ("Legendary",)
    assert b.characteristics(forest)["subtypes"] == ("Forest",)
    assert _abilities(b, forest) == ("{T}: Add {G}.",)
    assert b.characteristics(pool)["subtypes"] == ("Mountain",)
    assert _abilities(b, pool) == ("{T}: Add {R}.",)
    assert b.characteristics(moon)["subtypes"] == ()


def test_yavimaya_and_urborg_both_apply_cr_613_7() -> None:
    # Two "in addition" effects don't depend on each other: both apply (timestamp order).
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    b.add("Yavimaya, Cradle of Growth")
    wastes = b.add("Wastes")
    c = b.characteristics(wastes)
    assert set(c["subtypes"]) == {"Swamp", "Forest"}
    assert "{T}: Add {B}." in c["abilities"] and "{T}: Add {G}." in c["abilities"]


# ---------------------------------------------------------------------------- granted abilities


def test_chromatic_lantern_grants_any_color_ability_to_your_lands_cr_613_1f() -> None:
    b = ml.Board()
    b.add("Chromatic Lantern")
    forest = b.add("Forest")
    theirs = b.add("Forest", controller="opponent")
    assert _abilities(b, forest) == ("{T}: Add {G}.", "{T}: Add one mana of any color.")
    assert _abilities(b, theirs) == ("{T}: Add {G}.",)  # "Lands *you* control"
    assert b.activate(forest, 1, choices=["U"]).mana == "U"


def test_chromatic_lantern_ability_survives_blood_moon_cr_305_7() -> None:
    # 305.7: "this doesn't remove any abilities that were granted to the land by other
    # effects."
    b = ml.Board()
    b.add("Blood Moon")
    b.add("Chromatic Lantern")
    pool = b.add("Reflecting Pool")
    assert _abilities(b, pool) == ("{T}: Add {R}.", "{T}: Add one mana of any color.")
    assert b.activate(pool, 1, choices=["B"]).mana == "B"


def test_chromatic_lantern_before_or_after_blood_moon_cr_305_7_613_7() -> None:
    b = ml.Board()
    b.add("Chromatic Lantern")
    b.add("Blood Moon")
    trop = b.add("Tropical Island")
    assert _abilities(b, trop) == ("{T}: Add {R}.", "{T}: Add one mana of any color.")


def test_granted_ability_ends_when_source_leaves_cr_611_3a() -> None:
    b = ml.Board()
    lantern = b.add("Chromatic Lantern")
    forest = b.add("Forest")
    assert len(_abilities(b, forest)) == 2
    b.remove(lantern)
    assert _abilities(b, forest) == ("{T}: Add {G}.",)


# ---------------------------------------------------------------------------- power/toughness


def test_glorious_anthem_gives_your_creatures_plus_one_cr_613_4c() -> None:
    b = ml.Board()
    b.add("Glorious Anthem")
    bears = b.add("Grizzly Bears")
    theirs = b.add("Grizzly Bears", controller="opponent")
    sol = b.add("Sol Ring")
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == (3, 3)
    assert (b.characteristics(theirs)["power"], b.characteristics(theirs)["toughness"]) == (2, 2)
    assert b.characteristics(sol)["power"] is None  # not a creature (208.3)


def test_two_anthems_add_up_cr_613_4c() -> None:
    b = ml.Board()
    b.add("Glorious Anthem")
    b.add("Gaea's Anthem")
    bears = b.add("Grizzly Bears")
    assert b.characteristics(bears)["power"] == 4


def test_rancor_pumps_only_the_enchanted_creature_cr_303_4_613_4c() -> None:
    # "Enchanted creature gets +2/+0 and has trample."
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    other = b.add("Grizzly Bears")
    b.add("Rancor", attached_to=bears)
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (4, 2)
    assert "Trample" in c["abilities"]
    assert (b.characteristics(other)["power"], b.characteristics(other)["toughness"]) == (2, 2)
    assert "Trample" not in b.characteristics(other)["abilities"]


def test_rancor_on_opponents_creature_cr_303_4() -> None:
    # An Aura affects what it enchants, whoever controls that.
    b = ml.Board()
    theirs = b.add("Grizzly Bears", controller="opponent")
    b.add("Rancor", attached_to=theirs)
    assert b.characteristics(theirs)["power"] == 4


def test_plus_one_counters_cr_613_4c_122_1a() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", counters={"+1/+1": 2})
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == (4, 4)
    b.add_counters(bears, "-1/-1", 1)
    # 704.5q: the counters annihilate at the next check; the total is the same either way
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == (3, 3)


def test_counters_anthem_and_rancor_add_up_cr_613_4c() -> None:
    b = ml.Board()
    b.add("Glorious Anthem")
    bears = b.add("Grizzly Bears", counters={"+1/+1": 1})
    b.add("Rancor", attached_to=bears)
    assert (b.characteristics(bears)["power"], b.characteristics(bears)["toughness"]) == (6, 4)


def test_counters_on_a_noncreature_give_no_power_cr_208_3() -> None:
    b = ml.Board()
    vault = b.add("Mutavault", counters={"+1/+1": 1})
    assert b.characteristics(vault)["power"] is None
    b.add_mana("you", "C")
    b.activate(vault, 1)
    # 7b sets 2/2, then 7c adds the counter (613.4b, 613.4c)
    assert (b.characteristics(vault)["power"], b.characteristics(vault)["toughness"]) == (3, 3)


# ---------------------------------------------------------------------------- Mutavault


def test_mutavault_animation_types_and_size_cr_613_1d_613_4b() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, "{1}:")
    c = b.characteristics(vault)
    assert "Land" in c["types"] and "Creature" in c["types"]  # "It's still a land."
    assert (c["power"], c["toughness"]) == (2, 2)
    assert c["name"] == "Mutavault"
    assert c["abilities"][0] == "{T}: Add {C}."  # keeps its abilities
    row = b.permanents.set_index("id").loc[vault.id]
    assert "all creature types" in row["subtypes"]


def test_treetop_village_animation_sets_type_color_ability_and_size_cr_613_1() -> None:
    # "{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of turn.
    # It's still a land." — layers 4 (type), 5 (color), 6 (ability), 7b (P/T).
    b = ml.Board()
    village = b.add("Treetop Village")
    assert b.characteristics(village)["colors"] == frozenset()
    b.add_mana("you", "CG")
    b.activate(village, "{1}{G}")
    c = b.characteristics(village)
    assert "Land" in c["types"] and "Creature" in c["types"]
    assert "Ape" in c["subtypes"]
    assert c["colors"] == frozenset({"G"})
    assert c["abilities"][-1] == "Trample"
    assert (c["power"], c["toughness"]) == (3, 3)
    assert set(b.explain(village)["layer"]) >= {"4", "5", "6", "7b"}


def test_mutavault_with_all_creature_types_is_an_elf_cr_205_3m() -> None:
    # "with all creature types": Elvish Archdruid's "Other Elf creatures you control get
    # +1/+1" includes it.
    b = ml.Board()
    b.add("Elvish Archdruid")
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    assert b.characteristics(vault)["power"] == 3


def test_glorious_anthem_applies_after_mutavault_sets_2_2_cr_613_4b_613_4c() -> None:
    b = ml.Board()
    b.add("Glorious Anthem")  # earlier timestamp, but 7c comes after 7b
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    assert (b.characteristics(vault)["power"], b.characteristics(vault)["toughness"]) == (3, 3)


def test_mutavault_animation_ends_in_cleanup_cr_514_2() -> None:
    b = ml.Board()
    vault = b.add("Mutavault")
    b.add_mana("you", "C")
    b.activate(vault, 1)
    assert len(b.effects[b.effects["source"] == "Mutavault"]) == 1
    b.pass_turn()
    c = b.characteristics(vault)
    assert c["types"] == ("Land",)
    assert c["power"] is None
    assert len(b.effects[b.effects["source"] == "Mutavault"]) == 0
    assert "514.2" in set(b.log["rule"])


# ---------------------------------------------------------------------------- ability order


def test_ability_order_printed_then_intrinsic_then_granted_design_conventions() -> None:
    # DESIGN.md: printed abilities in printed order, then intrinsic ones from basic land
    # types (305.6) in type-line order, then granted ones by timestamp.
    b = ml.Board()
    b.add("Chromatic Lantern")
    b.add("Urborg, Tomb of Yawgmoth")
    vault = b.add("Mutavault")
    expected = [
        "{T}: Add {C}.",
        "{1}: This land becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land.",
        "{T}: Add {B}.",
        "{T}: Add one mana of any color.",
    ]
    assert list(_abilities(b, vault)) == expected
    assert _listed(b, vault) == expected
    assert b.activate(vault, 2).mana == "B"  # the index is the listed position


def test_intrinsic_abilities_in_type_line_order_cr_305_6() -> None:
    b = ml.Board()
    b.add("Urborg, Tomb of Yawgmoth")
    trop = b.add("Tropical Island")  # Land — Forest Island, then Swamp from Urborg
    assert b.characteristics(trop)["subtypes"] == ("Forest", "Island", "Swamp")
    assert _listed(b, trop) == ["{T}: Add {G}.", "{T}: Add {U}.", "{T}: Add {B}."]


@pytest.mark.parametrize("fires_first", [True, False])
def test_granted_abilities_in_timestamp_order_cr_613_7(fires_first: bool) -> None:
    b = ml.Board()
    if fires_first:
        b.add("Fires of Yavimaya")
        b.add("Chromatic Lantern")
    else:
        b.add("Chromatic Lantern")
        b.add("Fires of Yavimaya")
    arbor = b.add("Dryad Arbor")
    granted = ["Haste", "{T}: Add one mana of any color."]
    if not fires_first:
        granted.reverse()
    assert _listed(b, arbor) == ["{T}: Add {G}.", *granted]


def test_ability_string_reference_ambiguous_raises_design_conventions() -> None:
    b = ml.Board()
    trop = b.add("Tropical Island")
    with pytest.raises(ml.IllegalActionError):
        b.activate(trop, "{T}: Add")  # matches two abilities
    assert b.activate(trop, "{T}: Add {U}").mana == "U"


# ---------------------------------------------------------------------------- purity


def test_computing_characteristics_never_mutates_the_board_design_principles() -> None:
    b = ml.Board()
    b.add("Blood Moon")
    b.add("Urborg, Tomb of Yawgmoth")
    b.add("Chromatic Lantern")
    bears = b.add("Grizzly Bears")
    before = b.to_yaml()
    for p in b:
        b.characteristics(p)
        b.copiable_values(p)
    _ = b.permanents, b.abilities, b.effects
    b.explain(bears)
    assert b.to_yaml() == before


def test_copiable_values_ignore_rancor_and_counters_cr_707_2() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", counters={"+1/+1": 1})
    b.add("Rancor", attached_to=bears)
    v = b.copiable_values(bears)
    assert (v["power"], v["toughness"]) == (2, 2)
    assert v["abilities"] == ()


def test_characteristic_defining_ability_applies_in_layer_7a_cr_613_4a() -> None:
    # Nightmare: "power and toughness are each equal to the number of Swamps you control"
    b = ml.Board()
    nightmare = b.add("Nightmare")
    b.add("Swamp")
    b.add("Swamp")
    b.add("Swamp", "opponent")  # not yours
    c = b.characteristics(nightmare)
    assert (c["power"], c["toughness"]) == (2, 2)


def test_characteristic_defining_ability_sees_blood_moon_cr_613_4a_305_7() -> None:
    # Layer 4 before 7a: under Blood Moon a nonbasic Swamp is a Mountain, not a Swamp
    b = ml.Board()
    nightmare = b.add("Nightmare")
    b.add("Swamp")
    b.add("Bayou")  # Swamp Forest, nonbasic
    assert b.characteristics(nightmare)["power"] == 2
    b.add("Blood Moon", "opponent")
    assert b.characteristics(nightmare)["power"] == 1


def test_nightmare_without_swamps_dies_cr_704_5f() -> None:
    b = ml.Board()
    b.add("Nightmare")
    events = b.check_state()
    assert any("704.5f" in e for e in events)
    assert b.permanents.empty


def test_life_and_limb_makes_forests_saproling_creatures_cr_613_1d_302_6() -> None:
    # "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands
    # in addition to their other types." A Forest that arrived this turn is now a
    # creature: its {T} ability waits for your next turn (302.6).
    b = ml.Board()
    b.add("Life and Limb")
    forest = b.add("Forest", controlled_since_turn_start=False)
    c = b.characteristics(forest)
    assert "Creature" in c["types"] and "Saproling" in c["subtypes"]
    assert (c["power"], c["toughness"]) == (1, 1)
    assert any("302.6" in p for p in b.activation_problems(forest, 0))


def test_role_tokens_are_auras_on_their_creature_cr_111_10k_111_10j_613_4b() -> None:
    # Monster Role: +1/+1 and trample (7c, 6); Cursed Role: base power and toughness 1/1
    # (7b), so with both the creature is 1/1 + 1/1 = 2/2 (613.4b before 613.4c).
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.create_token("Monster Role", attached_to=bears)
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (3, 3) and "Trample" in c["abilities"]
    b.create_token("Cursed Role", attached_to=bears, controller="opponent")
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (2, 2)


def test_only_the_newest_role_of_one_player_stays_cr_303_7a_704_5y() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.create_token("Monster Role", attached_to=bears)
    cursed = b.create_token("Cursed Role", attached_to=bears)
    b.create_token("Royal Role", attached_to=bears, controller="opponent")  # another player's
    events = b.check_state()
    assert [e for e in events if "704.5y" in e] == [
        "Monster is an older Role on the same permanent from the same player (704.5y)"]
    names = set(b.permanents["name"])
    assert "Monster" not in names and {"Cursed", "Royal"} <= names
    assert cursed.id in set(b.permanents["id"])


def test_every_predefined_token_of_111_10_can_be_created() -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    for name in ("Treasure", "Food", "Gold", "Walker", "Shard", "Clue", "Blood",
                 "Powerstone", "Incubator", "Map", "Junk", "Lander", "Mutagen"):
        assert b.create_token(name).name == name
    for role in ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked",
                 "Young Hero"):
        host = b.add("Grizzly Bears")  # one Role each: 704.5y keeps one per player
        assert b.create_token(f"{role} Role", attached_to=host).name == role
    assert b.check_state() == []  # every Role is attached to a creature (704.5m)


def test_a_conditional_bonus_applies_only_while_it_holds_cr_611_3a() -> None:
    # Kird Ape (Oracle text): "Kird Ape gets +1/+2 as long as you control a Forest."
    ape = ml.Card.from_text(name="Kird Ape", mana_cost="{R}", type_line="Creature — Ape",
                            power=1, toughness=1,
                            oracle_text="Kird Ape gets +1/+2 as long as you control a Forest.")
    b = ml.Board()
    kird = b.add(ape)
    assert (b.characteristics(kird)["power"], b.characteristics(kird)["toughness"]) == (1, 1)
    b.add("Forest")
    assert (b.characteristics(kird)["power"], b.characteristics(kird)["toughness"]) == (2, 3)


def test_a_bonus_for_each_is_counted_continuously_cr_611_3a_111_10p() -> None:
    # Virtuous Role: "+1/+1 for each enchantment you control" (the Role and the Anthem)
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.create_token("Virtuous Role", attached_to=bears)
    assert b.characteristics(bears)["power"] == 3
    b.add("Glorious Anthem")
    assert b.characteristics(bears)["power"] == 5  # 2 + 2 enchantments + 1 from the Anthem


SWITCHER = ml.Card.from_text(
    name="Test Switcher", mana_cost="{1}{U}", type_line="Creature — Elemental", power=1,
    toughness=3, oracle_text="{U}: Switch this creature's power and toughness until end "
                             "of turn.")
THAUMATURGIST = ml.Card.from_text(
    name="Merfolk Thaumaturgist", mana_cost="{2}{U}", type_line="Creature — Merfolk Wizard",
    power=1, toughness=2,
    oracle_text="{T}: Switch target creature's power and toughness until end of turn.")


def test_switching_comes_after_every_other_change_cr_613_4d() -> None:
    # 1/3, +1/+1 from Glorious Anthem (7c) is 2/4; switched (7d) it is 4/2
    b = ml.Board()
    switcher = b.add(SWITCHER)
    b.add("Glorious Anthem")
    b.add_mana("you", "U")
    b.activate(switcher, 0)
    c = b.characteristics(switcher)
    assert (c["power"], c["toughness"]) == (4, 2)
    b.pass_turn()  # until end of turn (514.2)
    c = b.characteristics(switcher)
    assert (c["power"], c["toughness"]) == (2, 4)


def test_switching_a_target_creature_cr_613_4d() -> None:
    b = ml.Board()
    thaumaturgist = b.add(THAUMATURGIST)
    wall = b.add(SWITCHER, "opponent")
    b.add_counters(wall, "+1/+1", 1)  # 2/4: counters count before switching (7c, 7d)
    b.activate(thaumaturgist, 0, targets=[wall])
    c = b.characteristics(wall)
    assert (c["power"], c["toughness"]) == (4, 2)
    assert "7d" in set(b.effects["layer"])
