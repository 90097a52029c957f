""""Tapped for mana" triggers (CR 106.12a, 605.1b, 605.4a): who adds what, when they
trigger and when they don't.

Expected values come from the cards' Oracle text (research/cards.md), their official
rulings (Kinnan, Bonder Prodigy 2020-04-17; Mana Flare 2023-09-01; Heartbeat of Spring
2020-08-07; Roxanne, Starfall Savant 2024-04-12) and the rules cited next to each test.
A test the Oracle parser can't support yet is marked ``xfail(strict=True)`` on that
condition only.
"""

from __future__ import annotations

import pytest

import mtglab as ml

ANY_COLOR = {"W", "U", "B", "R", "G"}
#: "Whenever a player taps a land for mana, that player adds one mana of any type that
#: land produced." -- the same text on all three
FLARES = ["Mana Flare", "Heartbeat of Spring", "Dictate of Karametra"]


def parser_gap(name: str, index: int) -> pytest.MarkDecorator:
    """xfail (strict) while the parser can't read ``name``'s ability ``index``."""
    ability = ml.card(name).abilities[index]
    return pytest.mark.xfail(
        not ability.supported, strict=True,
        reason=f"Oracle parser: {name!r} [{index}] {ability.text!r} is unsupported "
               f"({ability.problem})")


def gaps(*pairs: tuple[str, int]) -> list[pytest.MarkDecorator]:
    return [parser_gap(n, i) for n, i in pairs]


def flare_index(name: str) -> int:
    return next(i for i, a in enumerate(ml.card(name).abilities)
                if a.text.startswith("Whenever a player taps a land"))


def flare_params() -> list[object]:
    return [pytest.param(n, marks=parser_gap(n, flare_index(n))) for n in FLARES]


# ------------------------------------------------------------------ "a player taps a land"


@pytest.mark.parametrize("flare", flare_params())
def test_flare_adds_one_mana_of_the_type_the_land_produced(flare: str) -> None:
    b = ml.Board()
    src = b.add(flare)
    forest, island = b.add("Forest"), b.add("Island")
    assert b.productions(forest, 0) == {"GG"}
    assert b.productions(island, 0) == {"UU"}
    r = b.activate(forest, 0)
    assert r.mana == "GG" and b.mana_pool("you") == "GG"
    # the trigger's source adds its mana (113.7; compare Kinnan's ruling)
    assert r.by_source == {forest: "G", src: "G"}
    assert len(r.triggers) == 1 and r.triggers[0].startswith(flare)
    assert b.stack.empty  # a triggered mana ability doesn't use the stack (605.4a)


@pytest.mark.parametrize("flare", flare_params())
def test_flare_that_player_adds_when_an_opponent_taps_their_land(flare: str) -> None:
    # "Whenever a player taps a land for mana, that player adds ..."
    b = ml.Board()
    b.add(flare)
    theirs = b.add("Forest", controller="opponent")
    b.activate(theirs, 0)
    assert b.mana_pool("opponent") == "GG"
    assert b.mana_pool("you") == ""


@pytest.mark.parametrize("flare", flare_params())
def test_flare_only_lands(flare: str) -> None:
    b = ml.Board()
    b.add(flare)
    ring = b.add("Sol Ring")
    assert b.productions(ring, 0) == {"CC"}
    assert b.activate(ring, 0).triggers == ()


@pytest.mark.parametrize("flare", flare_params())
def test_flare_ruling_a_land_tapped_for_more_than_one_mana_gives_one_of_one_type(
        flare: str) -> None:
    # Ruling: "If you tap a land for more than one mana, you choose one type that was
    # produced and add one mana of that type."
    b = ml.Board()
    b.add(flare)
    tomb, chamber = b.add("Ancient Tomb"), b.add("Simic Growth Chamber")
    mana = next(i for i, a in enumerate(ml.card("Simic Growth Chamber").abilities)
                if a.text.startswith("{T}: Add"))
    assert b.productions(tomb, 0) == {"CCC"}
    assert b.productions(chamber, mana) == {"UGG", "UUG"}
    with pytest.raises(ml.ChoiceRequired):
        b.copy().activate(chamber, mana)
    assert b.activate(chamber, mana, choices=["U"]).mana == "UUG"


@pytest.mark.parametrize("flare", flare_params())
def test_flare_sees_the_mana_after_replacement(flare: str) -> None:
    # The trigger looks at the mana the land actually produced (106.12a, 605.1b): with
    # Contamination the Forest produced {B}, so the trigger adds {B}.
    b = ml.Board()
    b.add(flare)
    b.add("Contamination")
    forest = b.add("Forest")
    assert b.productions(forest, 0) == {"BB"}
    r = b.activate(forest, 0)
    assert r.mana == "BB"


@pytest.mark.parametrize("flare", flare_params())
def test_flare_mana_is_not_replaced_like_the_lands(flare: str) -> None:
    # The trigger's mana is produced by the trigger's source, not by the land tapped for
    # mana (Kinnan ruling, same template), so "if a land is tapped for mana" effects
    # (Infernal Darkness, 106.12b) don't touch it: {B}{B} from Ancient Tomb, then {B}.
    b = ml.Board()
    b.add(flare)
    b.add("Infernal Darkness")
    tomb = b.add("Ancient Tomb")
    assert b.productions(tomb, 0) == {"BBB"}


@pytest.mark.parametrize("flare", flare_params())
@parser_gap("Ancient Ziggurat", 0)
def test_flare_ruling_mana_has_no_restrictions(flare: str) -> None:
    # Ruling: "Mana Flare doesn't care about any restrictions or riders your lands put on
    # the mana they produce ... It just produces one mana of the appropriate type, with
    # no restrictions or riders."
    b = ml.Board()
    b.add(flare)
    zig = b.add("Ancient Ziggurat")
    assert b.activate(zig, 0, choices=["G"]).mana == "GG"
    b.cast("Sol Ring")  # {1}: paid with the trigger's unrestricted {G}
    assert b.mana_pool("you") == "G"
    with pytest.raises(ml.IllegalActionError):
        b.cast("Mind Stone")  # {2}: only the creature-only {G} is left


# ------------------------------------------------------------------ "you tap a land"


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=parser_gap(n, i))
    for n, i in [("Zendikar Resurgent", 0), ("Vorinclex, Voice of Hunger", 1)]])
def test_only_lands_you_tap(name: str) -> None:
    # "Whenever you tap a land for mana, add one mana of any type that land produced."
    b = ml.Board()
    src = b.add(name)
    mine, theirs = b.add("Forest"), b.add("Forest", controller="opponent")
    assert b.productions(mine, 0) == {"GG"}
    assert b.productions(theirs, 0) == {"G"}
    r = b.activate(mine, 0)
    assert r.by_source == {mine: "G", src: "G"}
    r = b.activate(theirs, 0)
    assert r.mana == "G"
    assert b.mana_pool("opponent") == "G" and b.mana_pool("you") == "GG"


@pytest.mark.parametrize("name", [
    pytest.param("Zendikar Resurgent", marks=parser_gap("Zendikar Resurgent", 0)),
    pytest.param("Vorinclex, Voice of Hunger",
                 marks=parser_gap("Vorinclex, Voice of Hunger", 1))])
def test_you_tap_a_land_counts_lands_not_other_permanents(name: str) -> None:
    b = ml.Board()
    b.add(name)
    elves = b.add("Llanowar Elves")
    assert b.productions(elves, 0) == {"G"}


@parser_gap("Vorinclex, Voice of Hunger", 2)
def test_vorinclex_opponents_land_trigger_uses_the_stack() -> None:
    # "Whenever an opponent taps a land for mana, that land doesn't untap during its
    # controller's next untap step." It adds no mana, so it isn't a mana ability
    # (605.1b): it goes on the stack (603.3) and adds nothing to the pool.
    b = ml.Board()
    b.add("Vorinclex, Voice of Hunger")
    theirs = b.add("Forest", controller="opponent")
    r = b.activate(theirs, 0)
    assert r.mana == "G"
    assert any(t.startswith("Vorinclex") for t in r.triggers)
    assert list(b.stack["name"]) == ["Vorinclex, Voice of Hunger"]


@parser_gap("Vorinclex, Voice of Hunger", 2)
def test_vorinclex_opponents_land_skips_its_next_untap_step() -> None:
    # ... when it resolves, the tapped land doesn't untap in its controller's next
    # untap step (502.3), and untaps in the one after
    b = ml.Board()
    b.add("Vorinclex, Voice of Hunger")
    theirs = b.add("Forest", controller="opponent")
    b.activate(theirs, 0)
    b.resolve()
    b.pass_turn()  # the opponent's turn: their untap step
    assert b.active == "opponent" and b.is_tapped(theirs)
    b.pass_turn()
    b.pass_turn()  # their next turn
    assert b.active == "opponent" and not b.is_tapped(theirs)


# ------------------------------------------------------------------ Auras on a land


def test_wild_growth_adds_an_additional_green() -> None:
    # "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    b = ml.Board()
    forest, island, other = b.add("Forest"), b.add("Island"), b.add("Forest")
    wild = b.add("Wild Growth", attached_to=island)
    assert b.productions(island, 0) == {"UG"}
    assert b.productions(other, 0) == {"G"}  # not enchanted
    assert b.productions(forest, 0) == {"G"}
    r = b.activate(island, 0)
    assert r.by_source == {island: "U", wild: "G"}
    assert b.stack.empty  # a triggered mana ability resolves at once (605.4a)


def test_wild_growth_its_controller_is_the_lands_controller() -> None:
    # "its controller adds": the enchanted land's controller, not the Aura's
    b = ml.Board()
    theirs = b.add("Forest", controller="opponent")
    b.add("Wild Growth", attached_to=theirs, controller="you")
    b.activate(theirs, 0)
    assert b.mana_pool("opponent") == "GG"
    assert b.mana_pool("you") == ""


def test_overgrowth_adds_two_green() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Overgrowth", attached_to=forest)
    assert b.productions(forest, 0) == {"GGG"}
    assert b.activate(forest, 0).mana == "GGG"


def test_fertile_ground_adds_one_mana_of_any_color() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    fertile = b.add("Fertile Ground", attached_to=forest)
    assert b.productions(forest, 0) == {"WG", "UG", "BG", "RG", "GG"}
    with pytest.raises(ml.ChoiceRequired):  # the trigger's color is a choice
        b.copy().activate(forest, 0)
    r = b.activate(forest, 0, choices=["R"])
    assert r.by_source == {forest: "G", fertile: "R"}
    assert b.mana_pool("you") == "RG"


def test_utopia_sprawl_adds_the_chosen_color() -> None:
    # "As this Aura enters, choose a color." / "Whenever enchanted Forest is tapped for
    # mana, its controller adds an additional one mana of the chosen color."
    b = ml.Board()
    forest = b.add("Forest")
    sprawl = b.add("Utopia Sprawl", attached_to=forest, choices=["U"])
    assert b.productions(forest, 0) == {"UG"}
    r = b.activate(forest, 0)
    assert r.by_source == {forest: "G", sprawl: "U"}


def test_utopia_sprawl_only_on_a_forest() -> None:
    # "enchanted Forest": placed on a Plains (set-up), it doesn't trigger
    b = ml.Board()
    plains = b.add("Plains")
    b.add("Utopia Sprawl", attached_to=plains, choices=["U"])
    assert b.productions(plains, 0) == {"W"}
    assert b.activate(plains, 0).triggers == ()


def test_aura_mana_is_not_the_lands_mana() -> None:
    # Contamination replaces what the land produces (106.12b); Wild Growth's {G} is
    # produced by Wild Growth (the Kinnan ruling's reasoning), so it stays {G}
    b = ml.Board()
    b.add("Contamination")
    forest = b.add("Forest")
    b.add("Wild Growth", attached_to=forest)
    assert b.productions(forest, 0) == {"BG"}


# ------------------------------------------------------------------ Kinnan


def test_kinnan_nonland_permanents_you_tap() -> None:
    # "Whenever you tap a nonland permanent for mana, add one mana of any type that
    # permanent produced."
    b = ml.Board()
    kinnan = b.add("Kinnan, Bonder Prodigy")
    elves, forest = b.add("Llanowar Elves"), b.add("Forest")
    theirs = b.add("Sol Ring", controller="opponent")
    assert b.productions(elves, 0) == {"GG"}
    assert b.productions(forest, 0) == {"G"}  # a land
    assert b.productions(theirs, 0) == {"CC"}  # the opponent taps it, not you
    r = b.activate(elves, 0)
    # Ruling: "The additional mana is produced by Kinnan, not by the nonland permanent"
    assert r.by_source == {elves: "G", kinnan: "G"}


def test_kinnan_any_type_that_permanent_produced() -> None:
    # "The types of mana are white, blue, black, red, green, and colorless" (ruling):
    # Sol Ring's {C} is copied as {C}; Birds' chosen color as that color
    b = ml.Board()
    b.add("Kinnan, Bonder Prodigy")
    ring, birds = b.add("Sol Ring"), b.add("Birds of Paradise")
    assert b.productions(ring, 0) == {"CCC"}
    assert b.productions(birds, 1) == {"WW", "UU", "BB", "RR", "GG"}


def test_kinnan_two_types_produced_gives_one_mana_of_one_of_them() -> None:
    # Azorius Signet makes {W}{U}; "one mana of any type that permanent produced"
    b = ml.Board()
    b.add("Kinnan, Bonder Prodigy")
    signet = b.add("Azorius Signet")
    b.add_mana("you", "C")
    assert b.productions(signet, 0) == {"WWU", "WUU"}
    assert b.activate(signet, 0, choices=["W"]).mana == "WWU"


def test_kinnan_sees_the_mana_after_replacement_and_its_own_is_not_doubled() -> None:
    # 106.12b: Mana Reflection doubles what Sol Ring produces ({C}x4); Kinnan looks at
    # what was produced (one {C}) and, producing its own mana, isn't doubled (ruling:
    # produced by Kinnan, not by the tapped permanent)
    b = ml.Board()
    kinnan = b.add("Kinnan, Bonder Prodigy")
    b.add("Mana Reflection")
    ring = b.add("Sol Ring")
    assert b.productions(ring, 0) == {"CCCCC"}
    r = b.activate(ring, 0)
    assert r.by_source == {ring: "CCCC", kinnan: "C"}


@parser_gap("Somberwald Sage", 0)
def test_kinnan_ruling_mana_has_no_restrictions() -> None:
    # Ruling: "The additional mana Kinnan produces won't have any restrictions or riders."
    b = ml.Board()
    b.add("Kinnan, Bonder Prodigy")
    sage = b.add("Somberwald Sage")  # three mana of one color, creature spells only
    assert b.activate(sage, 0, choices=["G"]).mana == "GGGG"
    b.cast("Sol Ring")  # {1}: only Kinnan's {G} may pay for it
    with pytest.raises(ml.IllegalActionError):
        b.cast("Mind Stone")
    assert b.mana_pool("you") == "GGG"


# ------------------------------------------------------------------ when nothing triggers


def test_no_trigger_for_an_untap_symbol_mana_ability() -> None:
    # Kinnan ruling: "You're 'tapping a permanent for mana' only if you're activating a
    # mana ability of that permanent that includes the {T} symbol in its cost." ({Q})
    b = ml.Board()
    b.add("Kinnan, Bonder Prodigy")
    pili = b.add("Pili-Pala", tapped=True)
    b.add_mana("you", "CC")
    assert b.productions(pili, 1) == ANY_COLOR
    r = b.activate(pili, 1, choices=["G"])
    assert r.mana == "G" and r.triggers == ()


def test_no_trigger_for_a_gold_token() -> None:
    # Roxanne ruling: an artifact token is tapped for mana only by a {T} mana ability;
    # Gold's is "Sacrifice this token: ..." (111.10c)
    b = ml.Board()
    b.add("Kinnan, Bonder Prodigy")
    gold = b.create_token("Gold")
    assert b.productions(gold, 0) == ANY_COLOR
    assert b.activate(gold, 0, choices=["G"]).triggers == ()


@pytest.mark.parametrize("flare", flare_params())
@parser_gap("Squandered Resources", 0)
def test_no_trigger_for_a_sacrifice_mana_ability(flare: str) -> None:
    # Squandered Resources: "Sacrifice a land: Add one mana of any type the sacrificed
    # land could produce." The land is sacrificed, not tapped for mana (106.12)
    b = ml.Board()
    b.add(flare)
    squandered = b.add("Squandered Resources")
    forest = b.add("Forest")
    r = b.activate(squandered, 0, costs={"sacrifice": forest})
    assert r.mana == "G" and r.triggers == ()


@pytest.mark.parametrize("flare", flare_params())
def test_no_trigger_for_a_creature_tapped_to_pay_another_permanents_cost(flare: str) -> None:
    # Springleaf Drum: "{T}, Tap an untapped creature you control: Add one mana of any
    # color." Only the Drum is tapped for mana (106.12); Dryad Arbor (a land creature)
    # tapped for the cost isn't -- neither its Wild Growth nor the Flare triggers. Its
    # summoning sickness doesn't matter: the cost isn't its own {T} (302.6).
    b = ml.Board()
    b.add(flare)
    drum = b.add("Springleaf Drum")
    arbor = b.add("Dryad Arbor", controlled_since_turn_start=False)
    b.add("Wild Growth", attached_to=arbor)
    r = b.activate(drum, 0, choices=["R"], costs={"tap": arbor})
    assert r.mana == "R"
    assert r.triggers == ()
    assert b.is_tapped(arbor)


def test_kinnan_triggers_for_the_drum_not_for_the_creature() -> None:
    b = ml.Board()
    kinnan = b.add("Kinnan, Bonder Prodigy")
    drum = b.add("Springleaf Drum")
    bears = b.add("Grizzly Bears", controlled_since_turn_start=False)
    r = b.activate(drum, 0, choices=["R"], costs={"tap": bears})
    assert r.by_source == {drum: "R", kinnan: "R"}
    assert len(r.triggers) == 1


def test_no_trigger_when_no_mana_is_produced() -> None:
    # 106.12a: triggers when the ability "produces mana"; Command Tower without a
    # commander produces none (106.5, 903.4f)
    b = ml.Board()
    tower = b.add("Command Tower")
    b.add("Wild Growth", attached_to=tower)
    assert b.productions(tower, 0) == {""}
    r = b.activate(tower, 0)
    assert r.mana == "" and r.triggers == ()
    assert b.mana_pool("you") == ""
