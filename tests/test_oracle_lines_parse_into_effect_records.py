# ruff: noqa: E501  (Oracle lines are quoted whole, as printed)
"""Real Oracle lines and what the parser must make of them: no silent wrongness.

Every line below is copied from the corpus (../shared/corpus/cards.jsonl, the card named
first) and its expected parse is written out as the effect data the rules engine reads.
Each expectation restates the card's own words: a cost the text names, the mana the
instruction adds, the selector it talks about, the rule (CR numbers in the comments) that
makes it a mana ability or a continuous effect. Templating eras are mixed on purpose:
"enters the battlefield" and "enters", the card's name and "this creature" (both become
``~``). The last tests check lines the parser must leave unsupported rather than guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards import parse_ability
from mtglab.cards.effects import (
    ActivationRestriction,
    AddLandTypes,
    AddMana,
    Amount,
    Animate,
    AnyOf,
    AsEntersChoice,
    BecomeCopy,
    CharacteristicPT,
    ChoiceKind,
    ChooseColor,
    ChosenColor,
    CommanderIdentity,
    Condition,
    ControllerSpec,
    Cost,
    CouldProduce,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    DoesntUntap,
    DrawCards,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExceptClause,
    FixedMana,
    GainLife,
    GrantAbilities,
    ManaConvertType,
    ManaMultiply,
    ManaReplacement,
    ManaSetColor,
    ManaSetTo,
    ManaSetType,
    ManaTrigger,
    ManaTypeMap,
    ModifyPT,
    ProductionChoice,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnToHand,
    Reveal,
    Rider,
    RollDie,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SetBasicLandTypes,
    SpendPurpose,
    SpendRestriction,
    StaticModifier,
    TapPermanents,
    TypeProduced,
    Untap,
)
from mtglab.cards.instructions import Who
from mtglab.cards.keywordactions import SkipNextUntap
from mtglab.cards.model import Trigger
from mtglab.mana import Mana, ManaCost

TAP = Cost("tap")  # {T} (CR 107.5)
UNTAP = Cost("untap")  # {Q} (CR 107.6)
SELF = Selector(relation=Relation.SELF)  # the card's name or "this creature": ~


def mana(cost: str) -> Cost:
    """A mana cost in an activation cost (CR 602.1, 107.4)."""
    return Cost("mana", mana=ManaCost.parse(cost))


@dataclass(frozen=True)
class Line:
    """One Oracle line of ``card`` and its expected parse."""

    card: str
    text: str
    effects: tuple[Any, ...] = ()
    costs: tuple[Cost, ...] = ()
    trigger: Any = None
    restrictions: tuple[ActivationRestriction, ...] = ()
    mana: bool = False  # a mana ability (CR 605.1a/b)
    legendary: bool = False  # the card is legendary: its short name names it too
    spell: bool = False  # an instant or sorcery: its text is spell abilities (113.3a)
    #: the parse is right but names a quantity, condition or effect the engine can't
    #: compute or carry out:
    #: the line is then unsupported with that part named ("supported" is a promise)
    computed: bool = True


LINES: list[Line] = [
    # Mind Stone: activated mana ability (CR 605.1a)
    Line(
        "Mind Stone",
        "{T}: Add {C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Yurlok of Scorch Thrash: activated mana ability (CR 605.1a)
    Line(
        "Yurlok of Scorch Thrash",
        "{1}, {T}: Each player adds {B}{R}{G}.",
        mana=True,
        legendary=True,
        costs=(mana("{1}"), TAP),
        effects=(AddMana(production=FixedMana(options=(Mana("BRG"),)), player="each player"),),
    ),
    # Abandoned Campground: activated mana ability (CR 605.1a)
    Line(
        "Abandoned Campground",
        "{T}: Add {W} or {U}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("W"), Mana("U")))),),
    ),
    # Workhorse: activated mana ability (CR 605.1a)
    Line(
        "Workhorse",
        "Remove a +1/+1 counter from Workhorse: Add {C}.",
        mana=True,
        costs=(Cost(kind="remove_counters", counter="+1/+1"),),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Accomplished Alchemist: activated mana ability (CR 605.1a)
    Line(
        "Accomplished Alchemist",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Wirewood Channeler: activated mana ability (CR 605.1a)
    Line(
        "Wirewood Channeler",
        "{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(
                    count=Amount(kind="count", value=0, selector=Selector(subtypes=("Elf",))),
                    mode="same",
                )
            ),
        ),
    ),
    # Abzan Banner: activated mana ability (CR 605.1a)
    Line(
        "Abzan Banner",
        "{T}: Add {W}, {B}, or {G}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("W"), Mana("B"), Mana("G")))),),
    ),
    # Wild Cantor: activated mana ability (CR 605.1a)
    Line(
        "Wild Cantor",
        "Sacrifice Wild Cantor: Add one mana of any color.",
        mana=True,
        costs=(Cost(kind="sacrifice", selector=SELF),),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Arcum's Astrolabe: activated mana ability (CR 605.1a)
    Line(
        "Arcum's Astrolabe",
        "{1}, {T}: Add one mana of any color.",
        mana=True,
        costs=(mana("{1}"), TAP),
        effects=(AddMana(production=AnyOf()),),
    ),
    # White Lotus Tile: activated mana ability (CR 605.1a)
    Line(
        "White Lotus Tile",
        "{T}: Add X mana of any one color, where X is the greatest number of creatures you control that have a creature type in common.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(
                    count=Amount(
                        kind="greatest_shared_type",
                        value=0,
                        selector=Selector(types=("Creature",), controller=ControllerSpec.YOU),
                    ),
                    mode="same",
                )
            ),
        ),
    ),
    # An-Havva Township: activated mana ability (CR 605.1a)
    Line(
        "An-Havva Township",
        "{1}, {T}: Add {G}.",
        mana=True,
        costs=(mana("{1}"), TAP),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),))),),
    ),
    # White Lotus Hideout: activated mana ability (CR 605.1a)
    Line(
        "White Lotus Hideout",
        "{T}: Add one mana of any color. Spend this mana only to cast a Lesson or Shrine spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a Lesson or Shrine spell",
                    spell_subtypes=("Lesson", "Shrine"),
                    purposes=(
                        SpendPurpose(subtypes=("Lesson",)),
                        SpendPurpose(subtypes=("Shrine",)),
                    ),
                ),
            ),
        ),
    ),
    # Adarkar Wastes: activated mana ability (CR 605.1a)
    Line(
        "Adarkar Wastes",
        "{T}: Add {W} or {U}. This land deals 1 damage to you.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(production=FixedMana(options=(Mana("W"), Mana("U")))),
            DealDamage(amount=Amount.fixed(1)),
        ),
    ),
    # Whisperer of the Wilds: activated mana ability (CR 605.1a)
    Line(
        "Whisperer of the Wilds",
        "Ferocious — {T}: Add {G}{G}. Activate only if you control a creature with power 4 or greater.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("GG"),))),),
        restrictions=(
            ActivationRestriction(
                kind="if",
                condition=Condition(
                    kind="control",
                    selector=Selector(
                        types=("Creature",), controller=ControllerSpec.YOU, min_power=4
                    ),
                ),
            ),
        ),
    ),
    # Ancient Spring: activated mana ability (CR 605.1a)
    Line(
        "Ancient Spring",
        "{T}, Sacrifice Ancient Spring: Add {W}{B}.",
        mana=True,
        costs=(TAP, Cost(kind="sacrifice", selector=SELF)),
        effects=(AddMana(production=FixedMana(options=(Mana("WB"),))),),
    ),
    # Jurassic Park: activated mana ability (CR 605.1a)
    Line(
        "Jurassic Park",
        "{T}: Add {G} for each Dinosaur you control.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("G"),)),
                times=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(subtypes=("Dinosaur",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Captivating Crossroads: activated mana ability (CR 605.1a)
    Line(
        "Captivating Crossroads",
        "{T}: Add one mana of the chosen color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=ChosenColor()),),
    ),
    # Wall of Roots: activated mana ability (CR 605.1a)
    Line(
        "Wall of Roots",
        "Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.",
        mana=True,
        costs=(Cost(kind="put_counters", counter="-0/-1"),),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),))),),
        restrictions=(ActivationRestriction(kind="once_each_turn"),),
    ),
    # Blood Pet: activated mana ability (CR 605.1a)
    Line(
        "Blood Pet",
        "Sacrifice Blood Pet: Add {B}.",
        mana=True,
        costs=(Cost(kind="sacrifice", selector=SELF),),
        effects=(AddMana(production=FixedMana(options=(Mana("B"),))),),
    ),
    # Vulshok Factory: activated mana ability (CR 605.1a)
    Line(
        "Vulshok Factory",
        "{T}: Add {R}. Put a charge counter on Vulshok Factory.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(production=FixedMana(options=(Mana("R"),))),
            PutCounters(counter="charge", amount=Amount.fixed(1)),
        ),
    ),
    # Abandoned Outpost: activated mana ability (CR 605.1a)
    Line(
        "Abandoned Outpost",
        "{T}, Sacrifice Abandoned Outpost: Add one mana of any color.",
        mana=True,
        costs=(TAP, Cost(kind="sacrifice", selector=SELF)),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Volshe Tideturner: activated mana ability (CR 605.1a)
    Line(
        "Volshe Tideturner",
        "{T}: Add {U}. Spend this mana only to cast an instant or sorcery spell or a kicked spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("U"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast an instant or sorcery spell or a kicked spell",
                    spell_types=("Instant", "Sorcery"),
                    unparsed_condition=True,
                    purposes=(
                        SpendPurpose(types=("Instant",)),
                        SpendPurpose(types=("Sorcery",)),
                        SpendPurpose(kicked=True),
                    ),
                ),
            ),
        ),
    ),
    # Bottomless Vault: activated mana ability (CR 605.1a)
    Line(
        "Bottomless Vault",
        "{T}, Remove any number of storage counters from Bottomless Vault: Add {B} for each storage counter removed this way.",
        mana=True,
        costs=(
            TAP,
            Cost(
                kind="remove_counters",
                amount=Amount(kind="any", value=0),
                counter="storage",
                any_number=True,
            ),
        ),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("B"),)),
                times=Amount(kind="removed", value=0, counter="storage"),
            ),
        ),
    ),
    # Voldaren Estate: activated mana ability (CR 605.1a)
    Line(
        "Voldaren Estate",
        "{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast a Vampire spell.",
        mana=True,
        costs=(TAP, Cost(kind="pay_life")),
        effects=(
            AddMana(
                production=AnyOf(),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a Vampire spell",
                    spell_subtypes=("Vampire",),
                    purposes=(SpendPurpose(subtypes=("Vampire",)),),
                ),
            ),
        ),
    ),
    # Cascade Bluffs: activated mana ability (CR 605.1a)
    Line(
        "Cascade Bluffs",
        "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.",
        mana=True,
        costs=(mana("{U/R}"), TAP),
        effects=(AddMana(production=FixedMana(options=(Mana("UU"), Mana("UR"), Mana("RR")))),),
    ),
    # Vivi Ornitier: activated mana ability (CR 605.1a)
    Line(
        "Vivi Ornitier",
        "{0}: Add X mana in any combination of {U} and/or {R}, where X is Vivi Ornitier's power. Activate only during your turn and only once each turn.",
        mana=True,
        legendary=True,
        costs=(mana("{0}"),),
        effects=(AddMana(production=AnyOf(types=("U", "R"), count=Amount(kind="power", value=0))),),
        restrictions=(
            ActivationRestriction(kind="your_turn"),
            ActivationRestriction(kind="once_each_turn"),
        ),
    ),
    # Black Dragon Gate: activated mana ability (CR 605.1a)
    Line(
        "Black Dragon Gate",
        "{T}: Add {B} or one mana of the chosen color.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=ProductionChoice(
                    options=(FixedMana(options=(Mana("B"),)), ChosenColor())
                )
            ),
        ),
    ),
    # Vhal, Candlekeep Researcher: activated mana ability (CR 605.1a)
    Line(
        "Vhal, Candlekeep Researcher",
        "{T}: Add a number of {C} equal to Vhal, Candlekeep Researcher's toughness. This mana can't be spent to cast spells from your hand.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                times=Amount(kind="toughness", value=0),
                restriction=SpendRestriction(
                    text="This mana can't be spent to cast spells from your hand",
                    abilities=True,
                    unparsed_condition=True,
                    forbidden=(SpendPurpose(from_zones=("hand",)),),
                ),
            ),
        ),
    ),
    # Cinder Marsh: activated mana ability (CR 605.1a)
    Line(
        "Cinder Marsh",
        "{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("B"), Mana("R")))), DoesntUntap()),
    ),
    # Vexing Puzzlebox: activated mana ability (CR 605.1a)
    Line(
        "Vexing Puzzlebox",
        "{T}: Add one mana of any color. Roll a d20.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()), RollDie(sides=20)),
    ),
    # Coveted Jewel: activated mana ability (CR 605.1a)
    Line(
        "Coveted Jewel",
        "{T}: Add three mana of any one color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(3), mode="same")),),
    ),
    # Vedalken Engineer: activated mana ability (CR 605.1a)
    Line(
        "Vedalken Engineer",
        "{T}: Add two mana of any one color. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(count=Amount.fixed(2), mode="same"),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast artifact spells or activate abilities of artifacts",
                    spell_types=("Artifact",),
                    abilities=True,
                    ability_types=("Artifact",),
                    purposes=(
                        SpendPurpose(types=("Artifact",)),
                        SpendPurpose(kind="activate", types=("Artifact",)),
                    ),
                ),
            ),
        ),
    ),
    # Dragonbroods' Relic: activated mana ability (CR 605.1a)
    Line(
        "Dragonbroods' Relic",
        "{T}, Tap an untapped creature you control: Add one mana of any color.",
        mana=True,
        costs=(
            TAP,
            Cost(
                kind="tap_other",
                selector=Selector(types=("Creature",), controller=ControllerSpec.YOU, tapped=False),
            ),
        ),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Valleymaker: activated mana ability (CR 605.1a)
    Line(
        "Valleymaker",
        "{T}, Sacrifice a Forest: Choose a player. That player adds {G}{G}{G}.",
        mana=True,
        costs=(TAP, Cost(kind="sacrifice", selector=Selector(subtypes=("Forest",)))),
        effects=(AddMana(production=FixedMana(options=(Mana("GGG"),)), player="chosen player"),),
    ),
    # Mirrodin's Core: activated mana ability (CR 605.1a)
    Line(
        "Mirrodin's Core",
        "{T}, Remove a charge counter from Mirrodin's Core: Add one mana of any color.",
        mana=True,
        costs=(TAP, Cost(kind="remove_counters", counter="charge")),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Utopia Mycon: activated mana ability (CR 605.1a)
    Line(
        "Utopia Mycon",
        "Sacrifice a Saproling: Add one mana of any color.",
        mana=True,
        costs=(Cost(kind="sacrifice", selector=Selector(subtypes=("Saproling",))),),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Ancient Tomb: activated mana ability (CR 605.1a)
    Line(
        "Ancient Tomb",
        "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(production=FixedMana(options=(Mana("CC"),))),
            DealDamage(amount=Amount.fixed(2)),
        ),
    ),
    # Uthros, Titanic Godcore: activated mana ability (CR 605.1a)
    Line(
        "Uthros, Titanic Godcore",
        "{U}, {T}: Add {U} for each artifact you control.",
        mana=True,
        costs=(mana("{U}"), TAP),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("U"),)),
                times=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(types=("Artifact",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Blightsoil Druid: activated mana ability (CR 605.1a)
    Line(
        "Blightsoil Druid",
        "{T}, Pay 1 life: Add {G}.",
        mana=True,
        costs=(TAP, Cost(kind="pay_life")),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),))),),
    ),
    # Urza, Lord High Artificer: activated mana ability (CR 605.1a)
    Line(
        "Urza, Lord High Artificer",
        "Tap an untapped artifact you control: Add {U}.",
        mana=True,
        legendary=True,
        costs=(
            Cost(
                kind="tap_other",
                selector=Selector(types=("Artifact",), controller=ControllerSpec.YOU, tapped=False),
            ),
        ),
        effects=(AddMana(production=FixedMana(options=(Mana("U"),))),),
    ),
    # Blood Celebrant: activated mana ability (CR 605.1a)
    Line(
        "Blood Celebrant",
        "{B}, Pay 1 life: Add one mana of any color.",
        mana=True,
        costs=(mana("{B}"), Cost(kind="pay_life")),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Urza's Workshop: activated mana ability (CR 605.1a)
    Line(
        "Urza's Workshop",
        "Metalcraft — {T}: Add {C} for each Urza's land you control. Activate only if you control three or more artifacts.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                times=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(
                        types=("Land",), subtypes=("Urza's",), controller=ControllerSpec.YOU
                    ),
                ),
            ),
        ),
        restrictions=(
            ActivationRestriction(
                kind="if",
                condition=Condition(
                    kind="control",
                    selector=Selector(types=("Artifact",), controller=ControllerSpec.YOU),
                    count=3,
                ),
            ),
        ),
    ),
    # Fiery Islet: activated mana ability (CR 605.1a)
    Line(
        "Fiery Islet",
        "{T}, Pay 1 life: Add {U} or {R}.",
        mana=True,
        costs=(TAP, Cost(kind="pay_life")),
        effects=(AddMana(production=FixedMana(options=(Mana("U"), Mana("R")))),),
    ),
    # Urza's Tower: activated mana ability (CR 605.1a)
    Line(
        "Urza's Tower",
        "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                instead=(
                    (
                        Condition(
                            kind="all",
                            conditions=(
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Mine"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Power-Plant"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                            ),
                        ),
                        FixedMana(options=(Mana("CCC"),)),
                    ),
                ),
            ),
        ),
    ),
    # Barrels of Blasting Jelly: activated mana ability (CR 605.1a)
    Line(
        "Barrels of Blasting Jelly",
        "{1}: Add one mana of any color. Activate only once each turn.",
        mana=True,
        costs=(mana("{1}"),),
        effects=(AddMana(production=AnyOf()),),
        restrictions=(ActivationRestriction(kind="once_each_turn"),),
    ),
    # Urza's Power Plant: activated mana ability (CR 605.1a)
    Line(
        "Urza's Power Plant",
        "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                instead=(
                    (
                        Condition(
                            kind="all",
                            conditions=(
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Mine"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Tower"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                            ),
                        ),
                        FixedMana(options=(Mana("CC"),)),
                    ),
                ),
            ),
        ),
    ),
    # Blazemire Verge: activated mana ability (CR 605.1a)
    Line(
        "Blazemire Verge",
        "{T}: Add {R}. Activate only if you control a Swamp or a Mountain.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("R"),))),),
        restrictions=(
            ActivationRestriction(
                kind="if",
                condition=Condition(
                    kind="control",
                    selector=Selector(
                        any_type=True, subtypes=("Swamp", "Mountain"), controller=ControllerSpec.YOU
                    ),
                ),
            ),
        ),
    ),
    # Urza's Mine: activated mana ability (CR 605.1a)
    Line(
        "Urza's Mine",
        "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                instead=(
                    (
                        Condition(
                            kind="all",
                            conditions=(
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Power-Plant"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                                Condition(
                                    kind="control",
                                    selector=Selector(
                                        subtypes=("Urza's", "Tower"),
                                        controller=ControllerSpec.YOU,
                                        all_subtypes=True,
                                    ),
                                ),
                            ),
                        ),
                        FixedMana(options=(Mana("CC"),)),
                    ),
                ),
            ),
        ),
    ),
    # Abzan Devotee: activated mana ability (CR 605.1a)
    Line(
        "Abzan Devotee",
        "{1}: Add {W}, {B}, or {G}. Activate only once each turn.",
        mana=True,
        costs=(mana("{1}"),),
        effects=(AddMana(production=FixedMana(options=(Mana("W"), Mana("B"), Mana("G")))),),
        restrictions=(ActivationRestriction(kind="once_each_turn"),),
    ),
    # Untaidake, the Cloud Keeper: activated mana ability (CR 605.1a)
    Line(
        "Untaidake, the Cloud Keeper",
        "{T}, Pay 2 life: Add {C}{C}. Spend this mana only to cast legendary spells.",
        mana=True,
        legendary=True,
        costs=(TAP, Cost(kind="pay_life", amount=Amount.fixed(2))),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("CC"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast legendary spells",
                    unparsed_condition=True,
                    purposes=(SpendPurpose(supertypes=("Legendary",)),),
                ),
            ),
        ),
    ),
    # An-Havva Township: activated mana ability (CR 605.1a)
    Line(
        "An-Havva Township",
        "{2}, {T}: Add {R} or {W}.",
        mana=True,
        costs=(mana("{2}"), TAP),
        effects=(AddMana(production=FixedMana(options=(Mana("R"), Mana("W")))),),
    ),
    # Undiscovered Paradise: activated mana ability (CR 605.1a)
    Line(
        "Undiscovered Paradise",
        "{T}: Add one mana of any color. During your next untap step, as you untap your permanents, return Undiscovered Paradise to its owner's hand.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(production=AnyOf()),
            Delayed(when="your_next_untap_step", effects=(ReturnToHand(selector=SELF),)),
        ),
    ),
    # Black Mana Battery: activated mana ability (CR 605.1a)
    Line(
        "Black Mana Battery",
        "{T}, Remove any number of charge counters from Black Mana Battery: Add {B}, then add an additional {B} for each charge counter removed this way.",
        mana=True,
        costs=(
            TAP,
            Cost(
                kind="remove_counters",
                amount=Amount(kind="any", value=0),
                counter="charge",
                any_number=True,
            ),
        ),
        effects=(
            AddMana(production=FixedMana(options=(Mana("B"),))),
            AddMana(
                production=FixedMana(options=(Mana("B"),)),
                times=Amount(kind="removed", value=0, counter="charge"),
            ),
        ),
    ),
    # Undermountain Adventurer: activated mana ability (CR 605.1a)
    Line(
        "Undermountain Adventurer",
        "{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("GG"),)),
                instead=(
                    (Condition(kind="completed_dungeon"), FixedMana(options=(Mana("GGGGGG"),))),
                ),
            ),
        ),
    ),
    # Calciform Pools: activated mana ability (CR 605.1a)
    Line(
        "Calciform Pools",
        "{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}.",
        mana=True,
        costs=(
            mana("{1}"),
            Cost(kind="remove_counters", amount=Amount(kind="x", value=0), counter="storage"),
        ),
        effects=(AddMana(production=AnyOf(types=("W", "U"), count=Amount(kind="x", value=0))),),
    ),
    # Unblinking Observer: activated mana ability (CR 605.1a)
    Line(
        "Unblinking Observer",
        "{T}: Add {U}. Spend this mana only to pay a disturb cost or cast an instant or sorcery spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("U"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to pay a disturb cost or cast an instant or sorcery spell",
                    spell_types=("Instant", "Sorcery"),
                    unparsed_condition=True,
                    purposes=(
                        SpendPurpose(kind="disturb"),
                        SpendPurpose(types=("Instant",)),
                        SpendPurpose(types=("Sorcery",)),
                    ),
                ),
            ),
        ),
    ),
    # Darkwater Egg: activated mana ability (CR 605.1a)
    Line(
        "Darkwater Egg",
        "{2}, {T}, Sacrifice Darkwater Egg: Add {U}{B}. Draw a card.",
        mana=True,
        costs=(mana("{2}"), TAP, Cost(kind="sacrifice", selector=SELF)),
        effects=(
            AddMana(production=FixedMana(options=(Mana("UB"),))),
            DrawCards(amount=Amount.fixed(1)),
        ),
    ),
    # Twitching Doll: activated mana ability (CR 605.1a)
    Line(
        "Twitching Doll",
        "{T}: Add one mana of any color. Put a nest counter on Twitching Doll.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()), PutCounters(counter="nest", amount=Amount.fixed(1))),
    ),
    # Hickory Woodlot: activated mana ability (CR 605.1a)
    Line(
        "Hickory Woodlot",
        "{T}, Remove a depletion counter from Hickory Woodlot: Add {G}{G}. If there are no depletion counters on Hickory Woodlot, sacrifice it.",
        mana=True,
        costs=(TAP, Cost(kind="remove_counters", counter="depletion")),
        effects=(
            AddMana(production=FixedMana(options=(Mana("GG"),))),
            SacrificeSelf(condition=Condition(kind="no_counters", counter="depletion")),
        ),
    ),
    # Troyan, Gutsy Explorer: activated mana ability (CR 605.1a)
    Line(
        "Troyan, Gutsy Explorer",
        "{T}: Add {G}{U}. Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("UG"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs",
                    unparsed_condition=True,
                    purposes=(SpendPurpose(min_mana_value=5), SpendPurpose(x_in_cost=True)),
                ),
            ),
        ),
    ),
    # Land Cap: activated mana ability (CR 605.1a)
    Line(
        "Land Cap",
        "{T}: Add {W} or {U}. Put a depletion counter on Land Cap.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(production=FixedMana(options=(Mana("W"), Mana("U")))),
            PutCounters(counter="depletion", amount=Amount.fixed(1)),
        ),
    ),
    # Treasonous Ogre: activated mana ability (CR 605.1a)
    Line(
        "Treasonous Ogre",
        "Pay 3 life: Add {R}.",
        mana=True,
        costs=(Cost(kind="pay_life", amount=Amount.fixed(3)),),
        effects=(AddMana(production=FixedMana(options=(Mana("R"),))),),
    ),
    # Lilypad Village: activated mana ability (CR 605.1a)
    Line(
        "Lilypad Village",
        "{T}: Add {U}. Spend this mana only to cast a creature spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("U"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a creature spell",
                    spell_types=("Creature",),
                    purposes=(SpendPurpose(types=("Creature",)),),
                ),
            ),
        ),
    ),
    # Transmogrant Altar: activated mana ability (CR 605.1a)
    Line(
        "Transmogrant Altar",
        "{B}, {T}, Sacrifice a creature: Add {C}{C}{C}.",
        mana=True,
        costs=(mana("{B}"), TAP, Cost(kind="sacrifice", selector=Selector(types=("Creature",)))),
        effects=(AddMana(production=FixedMana(options=(Mana("CCC"),))),),
    ),
    # Ancient Ziggurat: activated mana ability (CR 605.1a)
    Line(
        "Ancient Ziggurat",
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a creature spell",
                    spell_types=("Creature",),
                    purposes=(SpendPurpose(types=("Creature",)),),
                ),
            ),
        ),
    ),
    # Tournament Grounds: activated mana ability (CR 605.1a)
    Line(
        "Tournament Grounds",
        "{T}: Add {R}, {W}, or {B}. Spend this mana only to cast a Knight or Equipment spell.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("R"), Mana("W"), Mana("B"))),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a Knight or Equipment spell",
                    spell_subtypes=("Knight", "Equipment"),
                    purposes=(
                        SpendPurpose(subtypes=("Knight",)),
                        SpendPurpose(subtypes=("Equipment",)),
                    ),
                ),
            ),
        ),
    ),
    # Exotic Orchard: activated mana ability (CR 605.1a)
    Line(
        "Exotic Orchard",
        "{T}: Add one mana of any color that a land an opponent controls could produce.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=CouldProduce(
                    selector=Selector(types=("Land",), controller=ControllerSpec.OPPONENT),
                    colors_only=True,
                )
            ),
        ),
    ),
    # Tomb of Urami: activated mana ability (CR 605.1a)
    Line(
        "Tomb of Urami",
        "{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an Ogre.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(
            AddMana(production=FixedMana(options=(Mana("B"),))),
            DealDamage(
                amount=Amount.fixed(1),
                condition=Condition(
                    kind="control",
                    selector=Selector(subtypes=("Ogre",), controller=ControllerSpec.YOU),
                    negate=True,
                ),
            ),
        ),
    ),
    # Tainted Field: activated mana ability (CR 605.1a)
    Line(
        "Tainted Field",
        "{T}: Add {W} or {B}. Activate only if you control a Swamp.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("W"), Mana("B")))),),
        restrictions=(
            ActivationRestriction(
                kind="if",
                condition=Condition(
                    kind="control",
                    selector=Selector(subtypes=("Swamp",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Titans' Nest: activated mana ability (CR 605.1a)
    Line(
        "Titans' Nest",
        "Exile a card from your graveyard: Add {C}. Spend this mana only to cast a spell that's one or more colors without {X} in its mana cost.",
        mana=True,
        costs=(Cost(kind="exile", selector=Selector(), zone="graveyard"),),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a spell that's one or more colors without {X} in its mana cost",
                    unparsed_condition=True,
                    purposes=(SpendPurpose(colored=True, x_in_cost=False),),
                ),
            ),
        ),
    ),
    # Aether Hub: activated mana ability (CR 605.1a)
    Line(
        "Aether Hub",
        "{T}, Pay {E}: Add one mana of any color.",
        mana=True,
        costs=(TAP, Cost(kind="energy")),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Tin Street Gossip: activated mana ability (CR 605.1a)
    Line(
        "Tin Street Gossip",
        "{T}: Add {R}{G}. Spend this mana only to cast face-down spells or to turn creatures face up.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("RG"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast face-down spells or to turn creatures face up",
                    unparsed_condition=True,
                    purposes=(
                        SpendPurpose(face_down=True),
                        SpendPurpose(kind="turn_face_up", types=("Creature",)),
                    ),
                ),
            ),
        ),
    ),
    # Arcane Signet: activated mana ability (CR 605.1a)
    Line(
        "Arcane Signet",
        "{T}: Add one mana of any color in your commander's color identity.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=CommanderIdentity()),),
    ),
    # Throne of Makindi: activated mana ability (CR 605.1a)
    Line(
        "Throne of Makindi",
        "{T}, Remove a charge counter from Throne of Makindi: Add two mana of any one color. Spend this mana only to cast kicked spells.",
        mana=True,
        costs=(TAP, Cost(kind="remove_counters", counter="charge")),
        effects=(
            AddMana(
                production=AnyOf(count=Amount.fixed(2), mode="same"),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast kicked spells",
                    unparsed_condition=True,
                    purposes=(SpendPurpose(kicked=True),),
                ),
            ),
        ),
    ),
    # Black Lotus: activated mana ability (CR 605.1a)
    Line(
        "Black Lotus",
        "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
        mana=True,
        costs=(TAP, Cost(kind="sacrifice", selector=SELF)),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(3), mode="same")),),
    ),
    # Blighted Burgeoning: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Blighted Burgeoning",
        "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), relation=Relation.ENCHANTED)),
        effects=(AddMana(production=AnyOf(), player="controller"),),
    ),
    # Winter's Night: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Winter's Night",
        "Whenever a player taps a snow land for mana, that player adds one mana of any type that land produced. That land doesn't untap during its controller's next untap step.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), supertypes=("Snow",))),
        effects=(
            AddMana(production=TypeProduced(), player="that player"),
            # a one-shot instruction for the untap step (502.3)
            SkipNextUntap(selector=Selector(types=("Land",), relation=Relation.THAT)),
        ),
    ),
    # Dictate of Karametra: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Dictate of Karametra",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",))),
        effects=(AddMana(production=TypeProduced(), player="that player"),),
    ),
    # Utopia Sprawl: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Utopia Sprawl",
        "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(subtypes=("Forest",), relation=Relation.ENCHANTED)),
        effects=(AddMana(production=ChosenColor(), player="controller"),),
    ),
    # Mirari's Wake: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Mirari's Wake",
        "Whenever you tap a land for mana, add one mana of any type that land produced.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",)), tapper="you"),
        effects=(AddMana(production=TypeProduced()),),
    ),
    # Snowfall: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Snowfall",
        "Whenever an Island is tapped for mana, its controller may add an additional {U}. If that Island is snow, its controller may add an additional {U}{U} instead. Spend this mana only to pay cumulative upkeep costs.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(subtypes=("Island",))),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("U"),)),
                player="controller",
                restriction=SpendRestriction(
                    text="Spend this mana only to pay cumulative upkeep costs",
                    spells=False,
                    only_cumulative_upkeep=True,
                    purposes=(SpendPurpose(kind="cumulative_upkeep"),),
                ),
                instead=(
                    (
                        Condition(
                            kind="that_is",
                            selector=Selector(subtypes=("Island",), supertypes=("Snow",)),
                        ),
                        FixedMana(options=(Mana("UU"),)),
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    # Crypt Ghast: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Crypt Ghast",
        "Whenever you tap a Swamp for mana, add an additional {B}.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(subtypes=("Swamp",)), tapper="you"),
        effects=(AddMana(production=FixedMana(options=(Mana("B"),))),),
    ),
    # Sasaya's Essence: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Sasaya's Essence",
        "Whenever a land you control is tapped for mana, add an additional one mana of any type that land produced for each other land you control with the same name as it.",
        mana=True,
        legendary=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), controller=ControllerSpec.YOU)),
        effects=(
            AddMana(
                production=TypeProduced(),
                times=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(
                        types=("Land",),
                        controller=ControllerSpec.YOU,
                        same_name_as=Relation.THAT,
                        excluded=Relation.THAT,
                    ),
                ),
            ),
        ),
    ),
    # Overgrowth: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Overgrowth",
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), relation=Relation.ENCHANTED)),
        effects=(AddMana(production=FixedMana(options=(Mana("GG"),)), player="controller"),),
    ),
    # Roxanne, Starfall Savant: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Roxanne, Starfall Savant",
        "Whenever you tap an artifact token for mana, add one mana of any type that artifact token produced.",
        mana=True,
        legendary=True,
        trigger=ManaTrigger(selector=Selector(types=("Artifact",), token=True), tapper="you"),
        effects=(AddMana(production=TypeProduced()),),
    ),
    # Badgermole Cub: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Badgermole Cub",
        "Whenever you tap a creature for mana, add an additional {G}.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Creature",)), tapper="you"),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),))),),
    ),
    # Regal Behemoth: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Regal Behemoth",
        "Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color.",
        mana=True,
        trigger=ManaTrigger(
            selector=Selector(types=("Land",)), tapper="you", condition=Condition(kind="monarch")
        ),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Dawn's Reflection: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Dawn's Reflection",
        "Whenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), relation=Relation.ENCHANTED)),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(2)), player="controller"),),
    ),
    # Overabundance: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Overabundance",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced, and Overabundance deals 1 damage to the player.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",))),
        effects=(
            AddMana(production=TypeProduced(), player="that player"),
            DealDamage(amount=Amount.fixed(1), to="that player"),
        ),
    ),
    # Gauntlet of Might: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Gauntlet of Might",
        "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(subtypes=("Mountain",))),
        effects=(AddMana(production=FixedMana(options=(Mana("R"),)), player="controller"),),
    ),
    # Kinnan, Bonder Prodigy: triggered mana ability (CR 605.1b, 106.12a)
    Line(
        "Kinnan, Bonder Prodigy",
        "Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced.",
        mana=True,
        legendary=True,
        trigger=ManaTrigger(selector=Selector(excluded_types=("Land",)), tapper="you"),
        effects=(AddMana(production=TypeProduced()),),
    ),
    # Contamination: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Contamination",
        "If a land is tapped for mana, it produces {B} instead of any other type and amount.",
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",)), transform=ManaSetTo(mana=Mana("B"))
            ),
        ),
    ),
    # Ritual of Subdual: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Ritual of Subdual",
        "If a land is tapped for mana, it produces colorless mana instead of any other type.",
        effects=(
            ManaReplacement(selector=Selector(types=("Land",)), transform=ManaSetType(to="C")),
        ),
    ),
    # Damping Sphere: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Damping Sphere",
        "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.",
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",)),
                transform=ManaSetTo(mana=Mana("C")),
                min_amount=2,
            ),
        ),
    ),
    # Reality Twist: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Reality Twist",
        "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B} instead of any other type.",
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",)),
                transform=ManaTypeMap(
                    mapping=(("Plains", "R"), ("Swamp", "G"), ("Mountain", "W"), ("Forest", "B"))
                ),
            ),
        ),
    ),
    # Deep Water: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Deep Water",
        "{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type.",
        costs=(mana("{U}"),),
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                transform=ManaSetType(to="U"),
                tapper="you",
                until_end_of_turn=True,
            ),
        ),
    ),
    # Quarum Trench Gnomes: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Quarum Trench Gnomes",
        "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana. (This effect lasts indefinitely.)",
        costs=(TAP,),
        effects=(
            ManaReplacement(
                selector=Selector(subtypes=("Plains",), relation=Relation.TARGET),
                transform=ManaConvertType(from_type="W", to="C"),
            ),
        ),
    ),
    # Harvest Mage: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Harvest Mage",
        "{G}, {T}, Discard a card: Until end of turn, if you tap a land for mana, it produces one mana of a color of your choice instead of any other type and amount.",
        costs=(mana("{G}"), TAP, Cost(kind="discard", selector=Selector(), zone="hand")),
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",)),
                transform=ManaSetTo(mana=Mana(""), to_choice=True),
                tapper="you",
                until_end_of_turn=True,
            ),
        ),
    ),
    # Pulse of Llanowar: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Pulse of Llanowar",
        "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.",
        effects=(
            ManaReplacement(
                selector=Selector(
                    types=("Land",), supertypes=("Basic",), controller=ControllerSpec.YOU
                ),
                transform=ManaSetType(to="choice"),
            ),
        ),
    ),
    # Infernal Darkness: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Infernal Darkness",
        "If a land is tapped for mana, it produces {B} instead of any other type.",
        effects=(
            ManaReplacement(selector=Selector(types=("Land",)), transform=ManaSetType(to="B")),
        ),
    ),
    # Pale Moon: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Pale Moon",
        "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of any other type.",
        spell=True,
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",), excluded_supertypes=("Basic",)),
                transform=ManaSetType(to="C"),
                until_end_of_turn=True,
            ),
        ),
    ),
    # Mana Reflection: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Mana Reflection",
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
        effects=(
            ManaReplacement(selector=Selector(), transform=ManaMultiply(factor=2), tapper="you"),
        ),
    ),
    # Nyxbloom Ancient: replacement effect on mana production (CR 106.12b, 614.1a)
    Line(
        "Nyxbloom Ancient",
        "If you tap a permanent for mana, it produces three times as much of that mana instead.",
        effects=(
            ManaReplacement(selector=Selector(), transform=ManaMultiply(factor=3), tapper="you"),
        ),
    ),
    # Burning Earth: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Burning Earth",
        "Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 damage to that player.",
        trigger=ManaTrigger(selector=Selector(types=("Land",), excluded_supertypes=("Basic",))),
        effects=(DealDamage(amount=Amount.fixed(1), to="that player"),),
    ),
    # War's Toll: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "War's Toll",
        "Whenever an opponent taps a land for mana, tap all lands that player controls.",
        trigger=ManaTrigger(selector=Selector(types=("Land",)), tapper="opponent"),
        effects=(
            TapPermanents(
                selector=Selector(types=("Land",), controller=ControllerSpec.THAT_PLAYER)
            ),
        ),
    ),
    # Forbidden Orchard: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Forbidden Orchard",
        "Whenever you tap Forbidden Orchard for mana, target opponent creates a 1/1 colorless Spirit creature token.",
        trigger=ManaTrigger(selector=SELF, tapper="you"),
        effects=(
            CreateToken(power=1, toughness=1, subtypes=("Spirit",), player="target opponent"),
        ),
    ),
    # Vorinclex, Voice of Hunger: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Vorinclex, Voice of Hunger",
        "Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step.",
        legendary=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",)), tapper="opponent"),
        effects=(SkipNextUntap(selector=Selector(types=("Land",), relation=Relation.THAT)),),
    ),
    # Mana Web: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Mana Web",
        "Whenever a land an opponent controls is tapped for mana, tap all lands that player controls that could produce any type of mana that land could produce.",
        trigger=ManaTrigger(selector=Selector(types=("Land",), controller=ControllerSpec.OPPONENT)),
        effects=(
            TapPermanents(
                selector=Selector(types=("Land",), controller=ControllerSpec.THAT_PLAYER),
                could_produce_as=Relation.THAT,
            ),
        ),
    ),
    # Storm Cauldron: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Storm Cauldron",
        "Whenever a land is tapped for mana, return it to its owner's hand.",
        trigger=ManaTrigger(selector=Selector(types=("Land",))),
        effects=(ReturnToHand(selector=Selector(relation=Relation.THAT)),),
    ),
    # Manabarbs: tapped-for-mana trigger that adds no mana: not a mana ability (CR 106.12a, 605.5a)
    Line(
        "Manabarbs",
        "Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.",
        trigger=ManaTrigger(selector=Selector(types=("Land",))),
        effects=(DealDamage(amount=Amount.fixed(1), to="that player"),),
    ),
    # Blanket of Night: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Blanket of Night",
        "Each land is a Swamp in addition to its other land types.",
        effects=(AddLandTypes(selector=Selector(types=("Land",)), land_types=("Swamp",)),),
    ),
    # Zombie Trailblazer: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Zombie Trailblazer",
        "Tap an untapped Zombie you control: Target land becomes a Swamp until end of turn.",
        costs=(
            Cost(
                kind="tap_other",
                selector=Selector(
                    subtypes=("Zombie",), controller=ControllerSpec.YOU, tapped=False
                ),
            ),
        ),
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.TARGET),
                land_types=("Swamp",),
                until_end_of_turn=True,
            ),
        ),
    ),
    # Contaminated Ground: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Contaminated Ground",
        "Enchanted land is a Swamp.",
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.ENCHANTED),
                land_types=("Swamp",),
            ),
        ),
    ),
    # Tideshaper Mystic: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Tideshaper Mystic",
        "{T}: Target land becomes the basic land type of your choice until end of turn. Activate only during your turn.",
        costs=(TAP,),
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.TARGET),
                land_types=(),
                choose=True,
                until_end_of_turn=True,
            ),
        ),
        restrictions=(ActivationRestriction(kind="your_turn"),),
    ),
    # Dream Thrush: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Dream Thrush",
        "{T}: Target land becomes the basic land type of your choice until end of turn.",
        costs=(TAP,),
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.TARGET),
                land_types=(),
                choose=True,
                until_end_of_turn=True,
            ),
        ),
    ),
    # Thelonite Monk: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Thelonite Monk",
        "{T}, Sacrifice a green creature: Target land becomes a Forest. (This effect lasts indefinitely.)",
        costs=(TAP, Cost(kind="sacrifice", selector=Selector(types=("Creature",), colors=("G",)))),
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.TARGET), land_types=("Forest",)
            ),
        ),
    ),
    # Dryad of the Ilysian Grove: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Dryad of the Ilysian Grove",
        "Lands you control are every basic land type in addition to their other types.",
        effects=(
            AddLandTypes(
                selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                land_types=("Plains", "Island", "Swamp", "Mountain", "Forest"),
            ),
        ),
    ),
    # Mystic Compass: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Mystic Compass",
        "{1}, {T}: Target land becomes the basic land type of your choice until end of turn.",
        costs=(mana("{1}"), TAP),
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.TARGET),
                land_types=(),
                choose=True,
                until_end_of_turn=True,
            ),
        ),
    ),
    # Grixis Illusionist: land type-changing effect (CR 305.7, 613.1d)
    Line(
        "Grixis Illusionist",
        "{T}: Target land you control becomes the basic land type of your choice until end of turn.",
        costs=(TAP,),
        effects=(
            SetBasicLandTypes(
                selector=Selector(
                    types=("Land",), controller=ControllerSpec.YOU, relation=Relation.TARGET
                ),
                land_types=(),
                choose=True,
                until_end_of_turn=True,
            ),
        ),
    ),
    # Zurgo Helmsmasher: ability-granting effect (CR 613.1f)
    Line(
        "Zurgo Helmsmasher",
        "Zurgo Helmsmasher has indestructible as long as it's your turn.",
        legendary=True,
        effects=(
            GrantAbilities(
                selector=SELF, abilities=("Indestructible",), condition=Condition(kind="your_turn")
            ),
        ),
    ),
    # Abundant Growth: ability-granting effect (CR 613.1f)
    Line(
        "Abundant Growth",
        'Enchanted land has "{T}: Add one mana of any color."',
        effects=(
            GrantAbilities(
                selector=Selector(types=("Land",), relation=Relation.ENCHANTED),
                abilities=("{T}: Add one mana of any color.",),
            ),
        ),
    ),
    # Zur, Eternal Schemer: ability-granting effect (CR 613.1f)
    Line(
        "Zur, Eternal Schemer",
        "Enchantment creatures you control have deathtouch, lifelink, and hexproof.",
        legendary=True,
        effects=(
            GrantAbilities(
                selector=Selector(types=("Enchantment", "Creature"), controller=ControllerSpec.YOU),
                abilities=("Deathtouch", "Lifelink", "Hexproof"),
            ),
        ),
    ),
    # Acidic Sliver: ability-granting effect (CR 613.1f)
    Line(
        "Acidic Sliver",
        'All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to any target."',
        effects=(
            GrantAbilities(
                selector=Selector(subtypes=("Sliver",)),
                abilities=("{2}, Sacrifice ~: ~ deals 2 damage to any target.",),
            ),
        ),
    ),
    # Zombie Master: ability-granting effect (CR 613.1f)
    Line(
        "Zombie Master",
        'Other Zombies have "{B}: Regenerate this permanent."',
        effects=(
            GrantAbilities(
                selector=Selector(subtypes=("Zombie",), relation=Relation.OTHER),
                abilities=("{B}: Regenerate ~.",),
            ),
        ),
    ),
    # Zombie Master: ability-granting effect (CR 613.1f)
    Line(
        "Zombie Master",
        "Other Zombie creatures have swampwalk. (They can't be blocked as long as defending player controls a Swamp.)",
        effects=(
            GrantAbilities(
                selector=Selector(
                    types=("Creature",), subtypes=("Zombie",), relation=Relation.OTHER
                ),
                abilities=("Swampwalk",),
            ),
        ),
    ),
    # Aboshan's Desire: ability-granting effect (CR 613.1f)
    Line(
        "Aboshan's Desire",
        "Enchanted creature has flying.",
        effects=(
            GrantAbilities(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                abilities=("Flying",),
            ),
        ),
    ),
    # Zephyr Net: ability-granting effect (CR 613.1f)
    Line(
        "Zephyr Net",
        "Enchanted creature has defender and flying.",
        effects=(
            GrantAbilities(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                abilities=("Defender", "Flying"),
            ),
        ),
    ),
    # Abzan Runemark: power/toughness bonus (CR 613.4c)
    Line(
        "Abzan Runemark",
        "Enchanted creature gets +2/+2.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                power=2,
                toughness=2,
            ),
        ),
    ),
    # Zuberi, Golden Feather: power/toughness bonus (CR 613.4c)
    Line(
        "Zuberi, Golden Feather",
        "Other Griffin creatures get +1/+1.",
        legendary=True,
        effects=(
            ModifyPT(
                selector=Selector(
                    types=("Creature",), subtypes=("Griffin",), relation=Relation.OTHER
                ),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # +2 Mace: power/toughness bonus (CR 613.4c)
    Line(
        "+2 Mace",
        "Equipped creature gets +2/+2.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.EQUIPPED),
                power=2,
                toughness=2,
            ),
        ),
    ),
    # Zephid's Embrace: power/toughness bonus (CR 613.4c)
    Line(
        "Zephid's Embrace",
        "Enchanted creature gets +2/+2 and has flying and shroud. (It can't be the target of spells or abilities.)",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                power=2,
                toughness=2,
            ),
            GrantAbilities(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                abilities=("Flying", "Shroud"),
            ),
        ),
    ),
    # Amazing Alliance: power/toughness bonus (CR 613.4c)
    Line(
        "Amazing Alliance",
        "Creatures you control get +1/+1.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), controller=ControllerSpec.YOU),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # Yavimaya Enchantress: power/toughness bonus (CR 613.4c)
    Line(
        "Yavimaya Enchantress",
        "Yavimaya Enchantress gets +1/+1 for each enchantment on the battlefield.",
        effects=(
            ModifyPT(
                selector=SELF,
                power=1,
                toughness=1,
                per=Amount(kind="count", value=0, selector=Selector(types=("Enchantment",))),
            ),
        ),
    ),
    # Ashenmoor Liege: power/toughness bonus (CR 613.4c)
    Line(
        "Ashenmoor Liege",
        "Other black creatures you control get +1/+1.",
        effects=(
            ModifyPT(
                selector=Selector(
                    types=("Creature",),
                    colors=("B",),
                    controller=ControllerSpec.YOU,
                    relation=Relation.OTHER,
                ),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # Wizened Cenn: power/toughness bonus (CR 613.4c)
    Line(
        "Wizened Cenn",
        "Other Kithkin creatures you control get +1/+1.",
        effects=(
            ModifyPT(
                selector=Selector(
                    types=("Creature",),
                    subtypes=("Kithkin",),
                    controller=ControllerSpec.YOU,
                    relation=Relation.OTHER,
                ),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # Aerial Modification: power/toughness bonus (CR 613.4c)
    Line(
        "Aerial Modification",
        "Enchanted creature gets +2/+2 and has flying.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                power=2,
                toughness=2,
            ),
            GrantAbilities(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                abilities=("Flying",),
            ),
        ),
    ),
    # Wildwood Geist: power/toughness bonus (CR 613.4c)
    Line(
        "Wildwood Geist",
        "Wildwood Geist gets +2/+2 as long as it's your turn.",
        effects=(
            ModifyPT(selector=SELF, power=2, toughness=2, condition=Condition(kind="your_turn")),
        ),
    ),
    # Atarka Monument: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Atarka Monument",
        "{4}{R}{G}: Atarka Monument becomes a 4/4 red and green Dragon artifact creature with flying until end of turn.",
        costs=(mana("{4}{R}{G}"),),
        effects=(
            Animate(
                selector=SELF,
                power=4,
                toughness=4,
                types=("Creature", "Artifact"),
                subtypes=("Dragon",),
                colors=("R", "G"),
                abilities=("Flying",),
            ),
        ),
    ),
    # Weatherseed Totem: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Weatherseed Totem",
        "{2}{G}{G}{G}: Weatherseed Totem becomes a 5/3 green Treefolk artifact creature with trample until end of turn.",
        costs=(mana("{2}{G}{G}{G}"),),
        effects=(
            Animate(
                selector=SELF,
                power=5,
                toughness=3,
                types=("Creature", "Artifact"),
                subtypes=("Treefolk",),
                colors=("G",),
                abilities=("Trample",),
            ),
        ),
    ),
    # Lavaclaw Reaches: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Lavaclaw Reaches",
        '{1}{B}{R}: Until end of turn, Lavaclaw Reaches becomes a 2/2 black and red Elemental creature with "{X}: This creature gets +X/+0 until end of turn." It\'s still a land.',
        costs=(mana("{1}{B}{R}"),),
        effects=(
            Animate(
                selector=SELF,
                power=2,
                toughness=2,
                subtypes=("Elemental",),
                colors=("B", "R"),
                abilities=("{X}: ~ gets +X/+0 until end of turn.",),
            ),
        ),
    ),
    # Treetop Village: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Treetop Village",
        "{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of turn. It's still a land. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
        costs=(mana("{1}{G}"),),
        effects=(
            Animate(
                selector=SELF,
                power=3,
                toughness=3,
                subtypes=("Ape",),
                colors=("G",),
                abilities=("Trample",),
            ),
        ),
    ),
    # Mishra's Factory: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Mishra's Factory",
        "{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
        costs=(mana("{1}"),),
        effects=(
            Animate(
                selector=SELF,
                power=2,
                toughness=2,
                types=("Creature", "Artifact"),
                subtypes=("Assembly-Worker",),
            ),
        ),
    ),
    # Thunder Totem: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Thunder Totem",
        "{1}{W}{W}: Thunder Totem becomes a 2/2 white Spirit artifact creature with flying and first strike until end of turn.",
        costs=(mana("{1}{W}{W}"),),
        effects=(
            Animate(
                selector=SELF,
                power=2,
                toughness=2,
                types=("Creature", "Artifact"),
                subtypes=("Spirit",),
                colors=("W",),
                abilities=("Flying", "First strike"),
            ),
        ),
    ),
    # Azorius Keyrune: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Azorius Keyrune",
        "{W}{U}: Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.",
        costs=(mana("{W}{U}"),),
        effects=(
            Animate(
                selector=SELF,
                power=2,
                toughness=2,
                types=("Creature", "Artifact"),
                subtypes=("Bird",),
                colors=("W", "U"),
                abilities=("Flying",),
            ),
        ),
    ),
    # Stuffed Bear: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Stuffed Bear",
        "{2}: Stuffed Bear becomes a 4/4 green Bear artifact creature until end of turn.",
        costs=(mana("{2}"),),
        effects=(
            Animate(
                selector=SELF,
                power=4,
                toughness=4,
                types=("Creature", "Artifact"),
                subtypes=("Bear",),
                colors=("G",),
            ),
        ),
    ),
    # Blinkmoth Nexus: self-animation (CR 613.1d, 613.4b, 205.1)
    Line(
        "Blinkmoth Nexus",
        "{1}: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land.",
        costs=(mana("{1}"),),
        effects=(
            Animate(
                selector=SELF,
                power=1,
                toughness=1,
                types=("Creature", "Artifact"),
                subtypes=("Blinkmoth",),
                abilities=("Flying",),
            ),
        ),
    ),
    # Adaptive Shimmerer: enters with counters (CR 614.1c, 122.6)
    Line(
        "Adaptive Shimmerer",
        "Adaptive Shimmerer enters the battlefield with three +1/+1 counters on it.",
        effects=(EntersWithCounters(counter="+1/+1", amount=Amount.fixed(3)),),
    ),
    # Éomer, King of Rohan: enters with counters (CR 614.1c, 122.6)
    Line(
        "Éomer, King of Rohan",
        "Éomer, King of Rohan enters the battlefield with a +1/+1 counter on it for each other Human you control.",
        legendary=True,
        effects=(
            EntersWithCounters(
                counter="+1/+1",
                amount=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(
                        subtypes=("Human",), controller=ControllerSpec.YOU, relation=Relation.OTHER
                    ),
                ),
            ),
        ),
    ),
    # Academy Drake: enters with counters (CR 614.1c, 122.6)
    Line(
        "Academy Drake",
        "If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it.",
        effects=(
            EntersWithCounters(
                counter="+1/+1", amount=Amount.fixed(2), condition=Condition(kind="kicked")
            ),
        ),
    ),
    # Wishclaw Talisman: enters with counters (CR 614.1c, 122.6)
    Line(
        "Wishclaw Talisman",
        "Wishclaw Talisman enters with three wish counters on it.",
        effects=(EntersWithCounters(counter="wish", amount=Amount.fixed(3)),),
    ),
    # Chalice of the Void: enters with counters (CR 614.1c, 122.6)
    Line(
        "Chalice of the Void",
        "Chalice of the Void enters the battlefield with X charge counters on it.",
        effects=(EntersWithCounters(counter="charge", amount=Amount(kind="x", value=0)),),
    ),
    # Tonberry: enters with counters (CR 614.1c, 122.6)
    Line(
        "Tonberry",
        "This creature enters tapped with a stun counter on it. (If it would become untapped, remove a stun counter from it instead.)",
        effects=(EntersTapped(), EntersWithCounters(counter="stun", amount=Amount.fixed(1))),
    ),
    # Barkhide Troll: enters with counters (CR 614.1c, 122.6)
    Line(
        "Barkhide Troll",
        "Barkhide Troll enters the battlefield with a +1/+1 counter on it.",
        effects=(EntersWithCounters(counter="+1/+1", amount=Amount.fixed(1)),),
    ),
    # Tome of Legends: enters with counters (CR 614.1c, 122.6)
    Line(
        "Tome of Legends",
        "This artifact enters with a page counter on it.",
        effects=(EntersWithCounters(counter="page", amount=Amount.fixed(1)),),
    ),
    # Archfiend of the Dross: enters with counters (CR 614.1c, 122.6)
    Line(
        "Archfiend of the Dross",
        "Archfiend of the Dross enters the battlefield with four oil counters on it.",
        effects=(EntersWithCounters(counter="oil", amount=Amount.fixed(4)),),
    ),
    # Tidewalker: enters with counters (CR 614.1c, 122.6)
    Line(
        "Tidewalker",
        "Tidewalker enters the battlefield with a time counter on it for each Island you control.",
        effects=(
            EntersWithCounters(
                counter="time",
                amount=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(subtypes=("Island",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Broodguard Elite: enters with counters (CR 614.1c, 122.6)
    Line(
        "Broodguard Elite",
        "This creature enters with X +1/+1 counters on it.",
        effects=(EntersWithCounters(counter="+1/+1", amount=Amount(kind="x", value=0)),),
    ),
    # Sunset Pyramid: enters with counters (CR 614.1c, 122.6)
    Line(
        "Sunset Pyramid",
        "Sunset Pyramid enters the battlefield with three brick counters on it.",
        effects=(EntersWithCounters(counter="brick", amount=Amount.fixed(3)),),
    ),
    # Waxen Shapethief: enters as a copy (CR 707.5, 707.9)
    Line(
        "Waxen Shapethief",
        "You may have this creature enter as a copy of an artifact or creature you control.",
        effects=(
            EntersAsCopy(
                selector=Selector(
                    types=("Artifact", "Creature"), any_type=True, controller=ControllerSpec.YOU
                )
            ),
        ),
    ),
    # Altered Ego: enters as a copy (CR 707.5, 707.9)
    Line(
        "Altered Ego",
        "You may have this creature enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.",
        effects=(
            EntersAsCopy(
                selector=Selector(types=("Creature",)),
                exceptions=(
                    ExceptClause(
                        kind="extra_counter", values=("+1/+1",), amount=Amount(kind="x", value=0)
                    ),
                ),
            ),
        ),
    ),
    # Vesuvan Doppelganger: enters as a copy (CR 707.5, 707.9)
    Line(
        "Vesuvan Doppelganger",
        "You may have Vesuvan Doppelganger enter the battlefield as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"",
        effects=(
            EntersAsCopy(
                selector=Selector(types=("Creature",)),
                exceptions=(
                    ExceptClause(kind="no_color"),
                    ExceptClause(
                        kind="grant_ability",
                        values=(
                            "At the beginning of your upkeep, you may have ~ become a copy of target creature, except it doesn't copy that creature's color and it has this ability.",
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Body Double: enters as a copy (CR 707.5, 707.9)
    Line(
        "Body Double",
        "You may have Body Double enter the battlefield as a copy of any creature card in a graveyard.",
        effects=(EntersAsCopy(selector=Selector(types=("Creature",), zone="graveyard")),),
    ),
    # Stunt Double: enters as a copy (CR 707.5, 707.9)
    Line(
        "Stunt Double",
        "You may have Stunt Double enter the battlefield as a copy of any creature on the battlefield.",
        effects=(EntersAsCopy(selector=Selector(types=("Creature",))),),
    ),
    # Clever Impersonator: enters as a copy (CR 707.5, 707.9)
    Line(
        "Clever Impersonator",
        "You may have this creature enter as a copy of any nonland permanent on the battlefield.",
        effects=(EntersAsCopy(selector=Selector(excluded_types=("Land",))),),
    ),
    # Spark Double: enters as a copy (CR 707.5, 707.9)
    Line(
        "Spark Double",
        "You may have Spark Double enter the battlefield as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.",
        effects=(
            EntersAsCopy(
                selector=Selector(
                    types=("Creature", "Planeswalker"), any_type=True, controller=ControllerSpec.YOU
                ),
                exceptions=(
                    ExceptClause(
                        kind="extra_counter",
                        values=("+1/+1",),
                        condition="Creature",
                        amount=Amount.fixed(1),
                    ),
                    ExceptClause(
                        kind="extra_counter",
                        values=("loyalty",),
                        condition="Planeswalker",
                        amount=Amount.fixed(1),
                    ),
                    ExceptClause(kind="not_legendary"),
                ),
            ),
        ),
    ),
    # Clone: enters as a copy (CR 707.5, 707.9)
    Line(
        "Clone",
        "You may have this creature enter as a copy of any creature on the battlefield.",
        effects=(EntersAsCopy(selector=Selector(types=("Creature",))),),
    ),
    # Sculpting Steel: enters as a copy (CR 707.5, 707.9)
    Line(
        "Sculpting Steel",
        "You may have Sculpting Steel enter the battlefield as a copy of any artifact on the battlefield.",
        effects=(EntersAsCopy(selector=Selector(types=("Artifact",))),),
    ),
    # Cytoshape: becomes a copy (CR 707.4)
    Line(
        "Cytoshape",
        "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.",
        spell=True,
        effects=(
            BecomeCopy(
                subject=Selector(types=("Creature",), relation=Relation.TARGET),
                original=Selector(
                    types=("Creature",),
                    excluded_supertypes=("Legendary",),
                    relation=Relation.CHOSEN,
                ),
                duration="end of turn",
            ),
        ),
    ),
    # Zygon Infiltrator: becomes a copy (CR 707.4)
    Line(
        "Zygon Infiltrator",
        "Body-print — {2}{U}: Tap another target creature and put a stun counter on it. Zygon Infiltrator becomes a copy of that creature for as long as that creature remains tapped. Activate only as a sorcery. (If a permanent with a stun counter would become untapped, remove one from it instead.)",
        costs=(mana("{2}{U}"),),
        effects=(
            BecomeCopy(
                subject=SELF,
                original=Selector(types=("Creature",), relation=Relation.OTHER),
                duration="while tapped",
                tap_target=True,
                stun_counters=1,
            ),
        ),
        restrictions=(ActivationRestriction(kind="sorcery"),),
    ),
    # Mirrorweave: becomes a copy (CR 707.4)
    Line(
        "Mirrorweave",
        "Each other creature becomes a copy of target nonlegendary creature until end of turn.",
        spell=True,
        effects=(
            BecomeCopy(
                subject=Selector(types=("Creature",), excluded=Relation.TARGET),
                original=Selector(
                    types=("Creature",),
                    excluded_supertypes=("Legendary",),
                    relation=Relation.TARGET,
                ),
                duration="end of turn",
            ),
        ),
    ),
    # Thespian's Stage: becomes a copy (CR 707.4)
    Line(
        "Thespian's Stage",
        "{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this ability.",
        costs=(mana("{2}"), TAP),
        effects=(
            BecomeCopy(
                subject=SELF,
                original=Selector(types=("Land",), relation=Relation.TARGET),
                exceptions=(ExceptClause(kind="keep_this_ability"),),
            ),
        ),
    ),
    # Reflecting Pool:
    Line(
        "Reflecting Pool",
        "{T}: Add one mana of any type that a land you control could produce.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=CouldProduce(
                    selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                    colors_only=False,
                )
            ),
        ),
    ),
    # Squandered Resources:
    Line(
        "Squandered Resources",
        "Sacrifice a land: Add one mana of any type the sacrificed land could produce.",
        mana=True,
        costs=(Cost(kind="sacrifice", selector=Selector(types=("Land",))),),
        effects=(
            AddMana(
                production=CouldProduce(
                    selector=Selector(types=("Land",), relation=Relation.SACRIFICED),
                    colors_only=False,
                )
            ),
        ),
    ),
    # Wild Growth:
    Line(
        "Wild Growth",
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), relation=Relation.ENCHANTED)),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),)), player="controller"),),
    ),
    # Utopia Sprawl:
    Line(
        "Utopia Sprawl",
        "As Utopia Sprawl enters the battlefield, choose a color.",
        effects=(AsEntersChoice(kind=ChoiceKind.COLOR),),
    ),
    # Gauntlet of Power:
    Line(
        "Gauntlet of Power",
        "As Gauntlet of Power enters the battlefield, choose a color.",
        effects=(AsEntersChoice(kind=ChoiceKind.COLOR),),
    ),
    # Gauntlet of Power:
    Line(
        "Gauntlet of Power",
        "Creatures of the chosen color get +1/+1.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), chosen_color=True), power=1, toughness=1
            ),
        ),
    ),
    # Gauntlet of Power:
    Line(
        "Gauntlet of Power",
        "Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of that color.",
        mana=True,
        trigger=ManaTrigger(
            selector=Selector(types=("Land",), supertypes=("Basic",)), of_type="chosen"
        ),
        effects=(AddMana(production=ChosenColor(), player="controller"),),
    ),
    # Blood Moon:
    Line(
        "Blood Moon",
        "Nonbasic lands are Mountains.",
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), excluded_supertypes=("Basic",)),
                land_types=("Mountain",),
            ),
        ),
    ),
    # Urborg, Tomb of Yawgmoth:
    Line(
        "Urborg, Tomb of Yawgmoth",
        "Each land is a Swamp in addition to its other land types.",
        legendary=True,
        effects=(AddLandTypes(selector=Selector(types=("Land",)), land_types=("Swamp",)),),
    ),
    # Spreading Seas:
    Line(
        "Spreading Seas",
        "When Spreading Seas enters the battlefield, draw a card.",
        trigger=Trigger(event="enters"),
        effects=(DrawCards(amount=Amount.fixed(1)),),
    ),
    # Spreading Seas:
    Line(
        "Spreading Seas",
        "Enchanted land is an Island.",
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), relation=Relation.ENCHANTED),
                land_types=("Island",),
            ),
        ),
    ),
    # Chromatic Lantern:
    Line(
        "Chromatic Lantern",
        'Lands you control have "{T}: Add one mana of any color."',
        effects=(
            GrantAbilities(
                selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                abilities=("{T}: Add one mana of any color.",),
            ),
        ),
    ),
    # Chromatic Lantern:
    Line(
        "Chromatic Lantern",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Fires of Yavimaya:
    Line(
        "Fires of Yavimaya",
        "Creatures you control have haste.",
        effects=(
            GrantAbilities(
                selector=Selector(types=("Creature",), controller=ControllerSpec.YOU),
                abilities=("Haste",),
            ),
        ),
    ),
    # Glorious Anthem:
    Line(
        "Glorious Anthem",
        "Creatures you control get +1/+1.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), controller=ControllerSpec.YOU),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # Rancor:
    Line(
        "Rancor",
        "Enchanted creature gets +2/+0 and has trample.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                power=2,
                toughness=0,
            ),
            GrantAbilities(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                abilities=("Trample",),
            ),
        ),
    ),
    # Mutavault:
    Line(
        "Mutavault",
        "{T}: Add {C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Mutavault:
    Line(
        "Mutavault",
        "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
        costs=(mana("{1}"),),
        effects=(Animate(selector=SELF, power=2, toughness=2, all_creature_types=True),),
    ),
    # Raging Ravine:
    Line("Raging Ravine", "Raging Ravine enters tapped.", effects=(EntersTapped(),)),
    # Raging Ravine:
    Line(
        "Raging Ravine",
        "{T}: Add {R} or {G}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("R"), Mana("G")))),),
    ),
    # Raging Ravine:
    Line(
        "Raging Ravine",
        '{2}{R}{G}: Until end of turn, Raging Ravine becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land.',
        costs=(mana("{2}{R}{G}"),),
        effects=(
            Animate(
                selector=SELF,
                power=3,
                toughness=3,
                subtypes=("Elemental",),
                colors=("R", "G"),
                abilities=("Whenever ~ attacks, put a +1/+1 counter on it.",),
            ),
        ),
    ),
    # Hangarback Walker:
    Line(
        "Hangarback Walker",
        "This creature enters with X +1/+1 counters on it.",
        effects=(EntersWithCounters(counter="+1/+1", amount=Amount(kind="x", value=0)),),
    ),
    # Hangarback Walker:
    Line(
        "Hangarback Walker",
        "{1}, {T}: Put a +1/+1 counter on this creature.",
        costs=(mana("{1}"), TAP),
        effects=(PutCounters(counter="+1/+1", amount=Amount.fixed(1)),),
    ),
    # Walking Ballista:
    Line(
        "Walking Ballista",
        "This creature enters with X +1/+1 counters on it.",
        effects=(EntersWithCounters(counter="+1/+1", amount=Amount(kind="x", value=0)),),
    ),
    # Walking Ballista:
    Line(
        "Walking Ballista",
        "{4}: Put a +1/+1 counter on this creature.",
        costs=(mana("{4}"),),
        effects=(PutCounters(counter="+1/+1", amount=Amount.fixed(1)),),
    ),
    # Phantasmal Image:
    Line(
        "Phantasmal Image",
        'You may have Phantasmal Image enter the battlefield as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
        effects=(
            EntersAsCopy(
                selector=Selector(types=("Creature",)),
                exceptions=(
                    ExceptClause(kind="add_types", values=("Illusion",)),
                    ExceptClause(
                        kind="grant_ability",
                        values=("When ~ becomes the target of a spell or ability, sacrifice it.",),
                    ),
                ),
            ),
        ),
    ),
    # Phyrexian Metamorph:
    Line(
        "Phyrexian Metamorph",
        "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
        effects=(
            EntersAsCopy(
                selector=Selector(types=("Artifact", "Creature"), any_type=True),
                exceptions=(ExceptClause(kind="add_types", values=("Artifact",)),),
            ),
        ),
    ),
    # Sakashima's Student:
    Line(
        "Sakashima's Student",
        "You may have Sakashima's Student enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.",
        effects=(
            EntersAsCopy(
                selector=Selector(types=("Creature",)),
                exceptions=(ExceptClause(kind="add_types", values=("Ninja",)),),
            ),
        ),
    ),
    # Vesuva:
    Line(
        "Vesuva",
        "You may have Vesuva enter the battlefield tapped as a copy of any land on the battlefield.",
        effects=(EntersAsCopy(selector=Selector(types=("Land",)), tapped=True),),
    ),
    # Thespian's Stage:
    Line(
        "Thespian's Stage",
        "{T}: Add {C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Cavern of Souls:
    Line(
        "Cavern of Souls",
        "As Cavern of Souls enters the battlefield, choose a creature type.",
        effects=(AsEntersChoice(kind=ChoiceKind.CREATURE_TYPE),),
    ),
    # Cavern of Souls:
    Line(
        "Cavern of Souls",
        "{T}: Add {C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Cavern of Souls:
    Line(
        "Cavern of Souls",
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered",
                    unparsed_condition=True,
                    purposes=(SpendPurpose(types=("Creature",), chosen_subtype=True),),
                ),
                riders=(Rider(text="that spell can't be countered"),),
            ),
        ),
    ),
    # Eldrazi Temple:
    Line(
        "Eldrazi Temple",
        "{T}: Add {C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Eldrazi Temple:
    Line(
        "Eldrazi Temple",
        "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("CC"),)),
                restriction=SpendRestriction(
                    text="Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi",
                    abilities=True,
                    unparsed_condition=True,
                    purposes=(
                        SpendPurpose(subtypes=("Eldrazi",), colorless=True),
                        SpendPurpose(kind="activate", subtypes=("Eldrazi",), colorless=True),
                    ),
                ),
            ),
        ),
    ),
    # Nykthos, Shrine to Nyx:
    Line(
        "Nykthos, Shrine to Nyx",
        "{T}: Add {C}.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("C"),))),),
    ),
    # Nykthos, Shrine to Nyx:
    Line(
        "Nykthos, Shrine to Nyx",
        "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color. (Your devotion to a color is the number of mana symbols of that color in the mana costs of permanents you control.)",
        mana=True,
        legendary=True,
        costs=(mana("{2}"), TAP),
        effects=(
            AddMana(
                production=AnyOf(count=Amount(kind="devotion_to_chosen", value=0), mode="same")
            ),
        ),
    ),
    # Metalworker:
    Line(
        "Metalworker",
        "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way.",
        mana=True,
        costs=(TAP,),
        effects=(
            Reveal(
                selector=Selector(types=("Artifact",), controller=ControllerSpec.YOU, zone="hand"),
                amount=Amount(kind="any", value=0),
            ),
            AddMana(
                production=FixedMana(options=(Mana("CC"),)), times=Amount(kind="revealed", value=0)
            ),
        ),
    ),
    # Selvala, Heart of the Wilds:
    Line(
        "Selvala, Heart of the Wilds",
        "{G}, {T}: Add X mana in any combination of colors, where X is the greatest power among creatures you control.",
        mana=True,
        legendary=True,
        costs=(mana("{G}"), TAP),
        effects=(
            AddMana(
                production=AnyOf(
                    count=Amount(
                        kind="greatest_power",
                        value=0,
                        selector=Selector(types=("Creature",), controller=ControllerSpec.YOU),
                    )
                )
            ),
        ),
    ),
    # Axebane Guardian:
    Line(
        "Axebane Guardian",
        "{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you control.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=AnyOf(
                    count=Amount(
                        kind="count",
                        value=0,
                        selector=Selector(
                            types=("Creature",),
                            controller=ControllerSpec.YOU,
                            keywords=("Defender",),
                        ),
                    )
                )
            ),
        ),
    ),
    # Overgrown Battlement:
    Line(
        "Overgrown Battlement",
        "{T}: Add {G} for each creature with defender you control.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("G"),)),
                times=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(
                        types=("Creature",), controller=ControllerSpec.YOU, keywords=("Defender",)
                    ),
                ),
            ),
        ),
    ),
    # Extraplanar Lens:
    Line(
        "Extraplanar Lens",
        "Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of any type that land produced.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",), same_name_as=Relation.EXILED)),
        effects=(AddMana(production=TypeProduced(), player="controller"),),
    ),
    # Forbidden Orchard:
    Line(
        "Forbidden Orchard",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Everflowing Chalice:
    Line(
        "Everflowing Chalice",
        "This artifact enters with a charge counter on it for each time it was kicked.",
        effects=(
            EntersWithCounters(counter="charge", amount=Amount(kind="kicked_times", value=0)),
        ),
    ),
    # Everflowing Chalice:
    Line(
        "Everflowing Chalice",
        "{T}: Add {C} for each charge counter on this artifact.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                times=Amount(kind="counters", value=0, counter="charge"),
            ),
        ),
    ),
    # Vorinclex, Voice of Hunger:
    Line(
        "Vorinclex, Voice of Hunger",
        "Whenever you tap a land for mana, add one mana of any type that land produced.",
        mana=True,
        legendary=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",)), tapper="you"),
        effects=(AddMana(production=TypeProduced()),),
    ),
    # Naked Singularity:
    Line(
        "Naked Singularity",
        "If tapped for mana, Plains produce {R}, Islands produce {G}, Swamps produce {W}, Mountains produce {U}, and Forests produce {B} instead of any other type.",
        effects=(
            ManaReplacement(
                selector=Selector(types=("Land",)),
                transform=ManaTypeMap(
                    mapping=(
                        ("Plains", "R"),
                        ("Island", "G"),
                        ("Swamp", "W"),
                        ("Mountain", "U"),
                        ("Forest", "B"),
                    )
                ),
            ),
        ),
    ),
    # Mana Flare:
    Line(
        "Mana Flare",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
        mana=True,
        trigger=ManaTrigger(selector=Selector(types=("Land",))),
        effects=(AddMana(production=TypeProduced(), player="that player"),),
    ),
    # Llanowar Elves:
    Line(
        "Llanowar Elves",
        "{T}: Add {G}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("G"),))),),
    ),
    # Sol Ring:
    Line(
        "Sol Ring",
        "{T}: Add {C}{C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("CC"),))),),
    ),
    # Birds of Paradise:
    Line(
        "Birds of Paradise",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Command Tower:
    Line(
        "Command Tower",
        "{T}: Add one mana of any color in your commander's color identity.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=CommanderIdentity()),),
    ),
    # Gemstone Caverns:
    Line(
        "Gemstone Caverns",
        "{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.",
        mana=True,
        legendary=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=FixedMana(options=(Mana("C"),)),
                instead=((Condition(kind="counter_on_self", counter="luck"), AnyOf()),),
            ),
        ),
    ),
    # Incubation Druid:
    Line(
        "Incubation Druid",
        "{T}: Add one mana of any type that a land you control could produce. If this creature has a +1/+1 counter on it, add three mana of that type instead.",
        mana=True,
        costs=(TAP,),
        effects=(
            AddMana(
                production=CouldProduce(
                    selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                    colors_only=False,
                ),
                instead=(
                    (
                        Condition(kind="counter_on_self", counter="+1/+1"),
                        CouldProduce(
                            selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                            colors_only=False,
                            count=Amount.fixed(3),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Lion's Eye Diamond:
    Line(
        "Lion's Eye Diamond",
        "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant.",
        mana=True,
        costs=(
            Cost(
                kind="discard", selector=Selector(), amount=Amount(kind="all", value=0), zone="hand"
            ),
            Cost(kind="sacrifice", selector=SELF),
        ),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(3), mode="same")),),
        restrictions=(ActivationRestriction(kind="instant"),),
    ),
    # Loot, the Pathfinder:
    Line(
        "Loot, the Pathfinder",
        "Exhaust — {G}, {T}: Add three mana of any one color. (Activate each exhaust ability only once.)",
        mana=True,
        legendary=True,
        costs=(mana("{G}"), TAP),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(3), mode="same")),),
        restrictions=(ActivationRestriction(kind="once"),),
    ),
    # Loot, the Pathfinder:
    Line(
        "Loot, the Pathfinder",
        "Exhaust — {U}, {T}: Draw three cards.",
        legendary=True,
        costs=(mana("{U}"), TAP),
        effects=(DrawCards(amount=Amount.fixed(3)),),
        restrictions=(ActivationRestriction(kind="once"),),
    ),
    # Grim Monolith:
    Line(
        "Grim Monolith",
        "Grim Monolith doesn't untap during your untap step.",
        effects=(StaticModifier(kind="doesnt_untap"),),
    ),
    # Grim Monolith:
    Line(
        "Grim Monolith",
        "{T}: Add {C}{C}{C}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("CCC"),))),),
    ),
    # Grim Monolith:
    Line(
        "Grim Monolith",
        "{4}: Untap Grim Monolith.",
        costs=(mana("{4}"),),
        effects=(Untap(selector=SELF),),
    ),
    # Arbor Elf:
    Line(
        "Arbor Elf",
        "{T}: Untap target Forest.",
        costs=(TAP,),
        effects=(Untap(selector=Selector(subtypes=("Forest",), relation=Relation.TARGET)),),
    ),
    # Life and Limb:
    Line(
        "Life and Limb",
        "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types. (They're affected by summoning sickness.)",
        effects=(
            Animate(
                selector=Selector(any_type=True, subtypes=("Forest", "Saproling")),
                power=1,
                toughness=1,
                types=("Creature", "Land"),
                subtypes=("Saproling", "Forest"),
                colors=("G",),
                until_end_of_turn=False,
            ),
        ),
    ),
    # Nightmare:
    Line(
        "Nightmare",
        "Nightmare's power and toughness are each equal to the number of Swamps you control.",
        effects=(
            CharacteristicPT(
                power=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(subtypes=("Swamp",), controller=ControllerSpec.YOU),
                ),
                toughness=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(subtypes=("Swamp",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Blanchwood Armor:
    Line(
        "Blanchwood Armor",
        "Enchanted creature gets +1/+1 for each Forest you control.",
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.ENCHANTED),
                power=1,
                toughness=1,
                per=Amount(
                    kind="count",
                    value=0,
                    selector=Selector(subtypes=("Forest",), controller=ControllerSpec.YOU),
                ),
            ),
        ),
    ),
    # Karoo:
    Line("Karoo", "Karoo enters the battlefield tapped.", effects=(EntersTapped(),)),
    # Karoo:
    Line(
        "Karoo",
        "When Karoo enters the battlefield, sacrifice it unless you return an untapped Plains you control to its owner's hand.",
        trigger=Trigger(event="enters"),
        effects=(
            SacrificeSelf(
                unless=(
                    Cost(
                        kind="return",
                        selector=Selector(
                            subtypes=("Plains",), controller=ControllerSpec.YOU, tapped=False
                        ),
                    ),
                )
            ),
        ),
    ),
    # Karoo:
    Line(
        "Karoo",
        "{T}: Add {C}{W}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("WC"),))),),
    ),
    # Hall of Gemstone:
    Line(
        "Hall of Gemstone",
        "At the beginning of each player's upkeep, that player chooses a color. Until end of turn, lands tapped for mana produce mana of the chosen color instead of any other color.",
        trigger=Trigger(event="upkeep", text="each player's", who=Who.EACH_PLAYER),
        effects=(
            ChooseColor(player="that player"),
            ManaReplacement(
                selector=Selector(types=("Land",)),
                transform=ManaSetColor(to="chosen"),
                until_end_of_turn=True,
            ),
        ),
        computed=False,  # the color a resolving trigger chooses isn't kept for its effect
    ),
    # Lotus Cobra:
    Line(
        "Lotus Cobra",
        "Landfall — Whenever a land you control enters, add one mana of any color.",
        trigger=Trigger(event="landfall", text="a land you control enters"),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Coalition Relic:
    Line(
        "Coalition Relic",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Coalition Relic:
    Line(
        "Coalition Relic",
        "{T}: Put a charge counter on Coalition Relic.",
        costs=(TAP,),
        effects=(PutCounters(counter="charge", amount=Amount.fixed(1)),),
    ),
    # Coalition Relic:
    Line(
        "Coalition Relic",
        "At the beginning of your precombat main phase, remove all charge counters from Coalition Relic. Add one mana of any color for each charge counter removed this way.",
        trigger=Trigger(event="precombat_main", text="your", who=Who.YOU),
        effects=(
            RemoveCounters(counter="charge", amount=Amount(kind="all", value=0)),
            AddMana(production=AnyOf(), times=Amount(kind="removed", value=0, counter="charge")),
        ),
    ),
    # Kiki-Jiki, Mirror Breaker:
    Line(
        "Kiki-Jiki, Mirror Breaker",
        "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
        legendary=True,
        costs=(TAP,),
        effects=(
            CreateTokenCopy(
                original=Selector(
                    types=("Creature",),
                    excluded_supertypes=("Legendary",),
                    controller=ControllerSpec.YOU,
                    relation=Relation.TARGET,
                ),
                exceptions=(ExceptClause(kind="grant_ability", values=("Haste",)),),
            ),
            Delayed(
                when="next_end_step",
                effects=(Sacrifice(selector=Selector(relation=Relation.THAT)),),
            ),
        ),
    ),
    # Rite of Replication:
    Line(
        "Rite of Replication",
        "Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.",
        spell=True,
        effects=(
            CreateTokenCopy(
                original=Selector(types=("Creature",), relation=Relation.TARGET),
                instead=((Condition(kind="kicked"), Amount.fixed(5)),),
            ),
        ),
    ),
    # Flooded Strand:
    Line(
        "Flooded Strand",
        "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.",
        costs=(TAP, Cost(kind="pay_life"), Cost(kind="sacrifice", selector=SELF)),
        effects=(
            SearchLibrary(
                selector=Selector(
                    any_type=True,
                    subtypes=("Plains", "Island"),
                    controller=ControllerSpec.YOU,
                    zone="library",
                )
            ),
        ),
    ),
    # Rampant Growth:
    Line(
        "Rampant Growth",
        "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
        spell=True,
        effects=(
            SearchLibrary(
                selector=Selector(
                    types=("Land",),
                    supertypes=("Basic",),
                    controller=ControllerSpec.YOU,
                    zone="library",
                ),
                tapped=True,
            ),
        ),
    ),
    # Prismatic Omen:
    Line(
        "Prismatic Omen",
        "Lands you control are every basic land type in addition to their other types.",
        effects=(
            AddLandTypes(
                selector=Selector(types=("Land",), controller=ControllerSpec.YOU),
                land_types=("Plains", "Island", "Swamp", "Mountain", "Forest"),
            ),
        ),
    ),
    # Magus of the Moon:
    Line(
        "Magus of the Moon",
        "Nonbasic lands are Mountains.",
        effects=(
            SetBasicLandTypes(
                selector=Selector(types=("Land",), excluded_supertypes=("Basic",)),
                land_types=("Mountain",),
            ),
        ),
    ),
    # Yavimaya, Cradle of Growth:
    Line(
        "Yavimaya, Cradle of Growth",
        "Each land is a Forest in addition to its other land types.",
        legendary=True,
        effects=(AddLandTypes(selector=Selector(types=("Land",)), land_types=("Forest",)),),
    ),
    # Evolving Wilds:
    Line(
        "Evolving Wilds",
        "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        costs=(TAP, Cost(kind="sacrifice", selector=SELF)),
        effects=(
            SearchLibrary(
                selector=Selector(
                    types=("Land",),
                    supertypes=("Basic",),
                    controller=ControllerSpec.YOU,
                    zone="library",
                ),
                tapped=True,
            ),
        ),
    ),
    # Blossoming Sands:
    Line("Blossoming Sands", "This land enters tapped.", effects=(EntersTapped(),)),
    # Blossoming Sands:
    Line(
        "Blossoming Sands",
        "When this land enters, you gain 1 life.",
        trigger=Trigger(event="enters"),
        effects=(GainLife(amount=Amount.fixed(1)),),
    ),
    # Blossoming Sands:
    Line(
        "Blossoming Sands",
        "{T}: Add {G} or {W}.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=FixedMana(options=(Mana("G"), Mana("W")))),),
    ),
    # Hallowed Fountain:
    Line(
        "Hallowed Fountain",
        "As this land enters, you may pay 2 life. If you don't, it enters tapped.",
        effects=(AsEntersChoice(kind=ChoiceKind.PAY_LIFE, amount=2, otherwise_tapped=True),),
    ),
    # Gilded Lotus:
    Line(
        "Gilded Lotus",
        "{T}: Add three mana of any one color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf(count=Amount.fixed(3), mode="same")),),
    ),
    # Mox Diamond:
    Line(
        "Mox Diamond",
        "{T}: Add one mana of any color.",
        mana=True,
        costs=(TAP,),
        effects=(AddMana(production=AnyOf()),),
    ),
    # Dark Ritual:
    Line(
        "Dark Ritual",
        "Add {B}{B}{B}.",
        spell=True,
        effects=(AddMana(production=FixedMana(options=(Mana("BBB"),))),),
    ),
    # Sword of the Animist:
    Line(
        "Sword of the Animist",
        "Equipped creature gets +1/+1.",
        legendary=True,
        effects=(
            ModifyPT(
                selector=Selector(types=("Creature",), relation=Relation.EQUIPPED),
                power=1,
                toughness=1,
            ),
        ),
    ),
    # Jace Beleren: a loyalty ability, its cost the loyalty symbol (CR 606.2, 606.4)
    Line(
        "Jace Beleren",
        "+2: Each player draws a card.",
        legendary=True,
        costs=(Cost("loyalty", amount=Amount.fixed(2), counter="loyalty"),),
        effects=(DrawCards(Amount.fixed(1), "each player"),),
    ),
]


@pytest.mark.parametrize("line", LINES, ids=[f"{i:03d} {ln.card}" for i, ln in enumerate(LINES)])
def test_line_parses_as_the_card_says(line: Line) -> None:
    ability = parse_ability(
        line.text, name=line.card, legendary=line.legendary, is_spell=line.spell
    )
    if line.computed:
        assert ability.supported, ability.problem
    else:
        assert not ability.supported and ability.problem.startswith(
            ("not computed: ", "not carried out: "))
    assert ability.is_mana_ability is line.mana
    assert ability.costs == line.costs
    assert ability.trigger == line.trigger
    assert ability.effects == line.effects
    assert ability.restrictions == line.restrictions


def test_at_least_150_real_lines_across_categories() -> None:
    from mtglab.cards.pool.coverage import CATEGORIES, classify

    assert len(LINES) >= 150
    assert len({(ln.card, ln.text) for ln in LINES}) == len(LINES)
    seen = {classify(ln.text, ln.card) for ln in LINES}
    assert set(CATEGORIES) - {"mana: all three above"} <= seen


# ----------------------------------------------------------------------- kept as text
# Lines the vocabulary cannot say exactly stay unsupported, with their text and a reason;
# an activated ability that adds mana and targets nothing is still flagged as a mana
# ability from its wording (CR 605.1a), a loyalty ability never is (606, 605.1a).
UNSUPPORTED = [
    # a count of permanents decides which effects are created
    ("Chaos Moon", "At the beginning of each upkeep, count the number of permanents. If the number is odd, until end of turn, red creatures get +1/+1 and whenever a player taps a Mountain for mana, that player adds an additional {R}. If the number is even, until end of turn, red creatures get -1/-1 and if a player taps a Mountain for mana, that Mountain produces colorless mana instead of any other type.", False),
    # "if it's not that player's turn": a condition about the tapping player
    ("Price of Glory", "Whenever a player taps a land for mana, if it's not that player's turn, destroy that land.", False),
    # Max speed on a static ability (CR 702.178a) is not modelled
    ("Muraganda Raceway", "Max speed — {T}: Add {C}{C}.", None),
    # a granted quoted ability the engine doesn't play leaves the grant unsupported
    # (613.1f, 113.1a); the card's name in it names the Aura, not the creature (201.5)
    ("Animal Friend", 'Enchanted creature has "Whenever this creature attacks, create a 1/1 green Squirrel creature token. Put a +1/+1 counter on that token for each Aura and Equipment attached to this creature other than Animal Friend."', False),
    ("Arc Spitter", 'Equipped creature has "{1}: This creature deals 1 damage to target creature that\'s blocking it."', False),
]


@pytest.mark.parametrize(("card", "text", "mana"), UNSUPPORTED, ids=[u[0] for u in UNSUPPORTED])
def test_lines_beyond_the_vocabulary_stay_unsupported(card: str, text: str, mana: bool | None) -> None:
    ability = parse_ability(text, name=card)
    if mana is None:  # Max speed — an activated mana ability it has only at max speed
        assert ability.supported and ability.restrictions == (ActivationRestriction("max_speed"),)
        return
    assert not ability.supported and ability.problem
    assert ability.text == text and ability.effects == ()
    assert ability.is_mana_ability is mana


def test_a_loyalty_ability_is_never_a_mana_ability_cr_605_1a() -> None:
    # Chandra, Torch of Defiance: "+1: Add {R}{R}."
    ability = parse_ability("+1: Add {R}{R}.", name="Chandra, Torch of Defiance")
    assert ability.loyalty == "+1" and not ability.is_mana_ability and ability.supported


def test_that_color_needs_something_to_name() -> None:
    # "that color" after "Choose a color." (Astral Cornucopia) or in a "tapped for mana
    # of the chosen color" trigger (Gauntlet of Power) names a color; alone it names none
    ok = parse_ability("{T}: Choose a color. Add one mana of that color for each charge "
                       "counter on this artifact.", name="Astral Cornucopia")
    assert ok.supported and ok.effects == (AddMana(AnyOf(
        count=Amount("counters", 0, counter="charge"), mode="same")),)
    alone = parse_ability("{T}: Add three mana of that color.", name="Made Up")
    assert not alone.supported


# --------------------------------------------------------------------- templating eras
# The 2024 Oracle update ("enters the battlefield" -> "enters", the card's name -> "this
# creature") changed words, not rules: both wordings give the same data.
ERA_PAIRS = [
    # Rusted Sentinel (2022 wording) and Blossoming Sands (2024 wording): CR 614.1c
    ("Rusted Sentinel", "Rusted Sentinel enters the battlefield tapped.",
     "Blossoming Sands", "This land enters tapped."),
    # Endless One (old) and Hangarback Walker (new): X +1/+1 counters, CR 107.3m
    ("Endless One", "Endless One enters the battlefield with X +1/+1 counters on it.",
     "Hangarback Walker", "This creature enters with X +1/+1 counters on it."),
    # Metallic Mimic (name) and Herald's Horn ("this artifact"): CR 614.12a
    ("Metallic Mimic", "As Metallic Mimic enters, choose a creature type.",
     "Herald's Horn", "As this artifact enters, choose a creature type."),
    # the card's name and "this artifact" name the source: the same mana
    ("Shrine of Boundless Growth", "{T}, Sacrifice Shrine of Boundless Growth: Add {C} for each charge counter on Shrine of Boundless Growth.",
     "Everflowing Chalice", "{T}: Add {C} for each charge counter on this artifact."),
]


@pytest.mark.parametrize(("old_card", "old", "new_card", "new"), ERA_PAIRS,
                         ids=[p[0] for p in ERA_PAIRS])
def test_old_and_new_templating_parse_alike(old_card: str, old: str, new_card: str,
                                             new: str) -> None:
    a = parse_ability(old, name=old_card)
    b = parse_ability(new, name=new_card)
    assert a.supported and b.supported
    assert a.effects == b.effects


def test_a_card_from_text_carries_the_parse() -> None:
    # Reflecting Pool through the public card constructor (CR 106.7)
    card = ml.Card.from_text(name="Reflecting Pool", type_line="Land",
                             oracle_text="{T}: Add one mana of any type that a land you "
                                         "control could produce.")
    (ability,) = card.abilities
    assert ability.is_mana_ability and ability.costs == (TAP,)
    assert ability.effects == (AddMana(CouldProduce(
        Selector(types=("Land",), controller=ControllerSpec.YOU), colors_only=False)),)


def test_a_keyword_glued_to_an_ability_is_two_lines() -> None:
    # corpus/SOURCE.md: some 2021-2023 texts lost their line breaks ("Reach{T}: ...");
    # Deathbloom Gardener is "Deathtouch" and "{T}: Add one mana of any color."
    card = ml.Card.from_text(name="Deathbloom Gardener", type_line="Creature — Elf Druid",
                             mana_cost="{2}{G}", power="1", toughness="1",
                             oracle_text="Deathtouch{T}: Add one mana of any color.")
    assert [a.text for a in card.abilities] == ["Deathtouch", "{T}: Add one mana of any color."]
    assert card.abilities[1].is_mana_ability and card.abilities[1].supported


# --------------------------------------------------------------- written out by hand
# A few more lines whose expected parse is spelled out without the table's helpers.


def test_city_of_brass_damages_its_controller_when_it_becomes_tapped() -> None:
    # City of Brass: "Whenever City of Brass becomes tapped, it deals 1 damage to you."
    # "it" is City of Brass itself; the trigger is not a mana ability (605.5a)
    a = parse_ability("Whenever City of Brass becomes tapped, it deals 1 damage to you.",
                      name="City of Brass")
    assert a.supported and not a.is_mana_ability
    assert a.trigger == Trigger("becomes_tapped")
    assert a.effects == (DealDamage(Amount.fixed(1), "you"),)


def test_zhur_taa_druid_tapped_for_mana_trigger_without_mana() -> None:
    # Zhur-Taa Druid: "Whenever you tap Zhur-Taa Druid for mana, it deals 1 damage to each
    # opponent." A tapped-for-mana trigger (106.12a) that adds no mana (605.5a)
    a = parse_ability("Whenever you tap Zhur-Taa Druid for mana, it deals 1 damage to each "
                      "opponent.", name="Zhur-Taa Druid")
    assert a.supported and not a.is_mana_ability
    assert a.trigger == ManaTrigger(SELF, tapper="you")
    assert a.effects == (DealDamage(Amount.fixed(1), "each opponent"),)


def test_it_must_name_the_source() -> None:
    # in "Whenever a land is tapped ..., it ..." the "it" is the land: not read as ~
    a = parse_ability("Whenever a land is tapped for mana, it deals 1 damage to you.",
                      name="Made Up")
    assert not a.supported


def test_bounceland_returns_one_land_of_your_choice() -> None:
    # Azorius Chancery (2024 wording): "When Azorius Chancery enters, return a land you
    # control to its owner's hand."
    a = parse_ability("When Azorius Chancery enters, return a land you control to its "
                      "owner's hand.", name="Azorius Chancery")
    assert a.supported and a.trigger == Trigger("enters")
    assert a.effects == (ReturnToHand(Selector(types=("Land",),
                                               controller=ControllerSpec.YOU),
                                      count=Amount.fixed(1)),)


def test_glasspool_mimic_adds_two_creature_types_cr_707_9() -> None:
    # Glasspool Mimic: "... except it's a Shapeshifter Rogue in addition to its other types."
    a = parse_ability("You may have Glasspool Mimic enter the battlefield as a copy of a "
                      "creature you control, except it's a Shapeshifter Rogue in addition to "
                      "its other types.", name="Glasspool Mimic")
    assert a.supported
    assert a.effects == (EntersAsCopy(
        Selector(types=("Creature",), controller=ControllerSpec.YOU), True,
        (ExceptClause("add_types", ("Shapeshifter", "Rogue")),)),)


def test_quicksilver_gargantuan_copy_is_7_7_cr_707_9b() -> None:
    # Quicksilver Gargantuan: "... except it's 7/7."
    a = parse_ability("You may have Quicksilver Gargantuan enter the battlefield as a copy "
                      "of any creature on the battlefield, except it's 7/7.",
                      name="Quicksilver Gargantuan")
    assert a.supported
    assert a.effects == (EntersAsCopy(Selector(types=("Creature",)), True,
                                      (ExceptClause("base_pt", ("7", "7")),)),)


def test_cryptoplasm_may_become_a_copy_of_another_creature_cr_707_4() -> None:
    # Cryptoplasm: "At the beginning of your upkeep, you may have Cryptoplasm become a copy
    # of another target creature, except it has this ability."
    a = parse_ability("At the beginning of your upkeep, you may have Cryptoplasm become a "
                      "copy of another target creature, except it has this ability.",
                      name="Cryptoplasm")
    assert a.supported and a.trigger == Trigger("upkeep", "your", who=Who.YOU)
    assert a.effects == (BecomeCopy(
        SELF, Selector(types=("Creature",), relation=Relation.TARGET, excluded=Relation.SELF),
        exceptions=(ExceptClause("keep_this_ability"),), optional=True),)


def test_an_animation_without_still_replaces_card_types_cr_205_1a() -> None:
    # Lurking Evil: "Pay half your life, rounded up: Lurking Evil becomes a 4/4 Phyrexian
    # Horror creature with flying." It stops being an enchantment (205.1a); Still Life's
    # "in addition to its other types" and Mutavault's "It's still a land." keep (205.1b)
    loses = parse_ability("Pay half your life, rounded up: Lurking Evil becomes a 4/4 "
                          "Phyrexian Horror creature with flying.", name="Lurking Evil")
    assert loses.supported and not loses.is_mana_ability
    assert loses.costs == (Cost("pay_life", amount=Amount("half_life_rounded_up", 0)),)
    assert loses.effects == (Animate(SELF, 4, 4, subtypes=("Phyrexian", "Horror"),
                                     abilities=("Flying",), until_end_of_turn=False,
                                     keeps_types=False),)
    keeps = parse_ability("{G}{G}: Still Life becomes a 4/3 Centaur creature in addition to "
                          "its other types until end of turn.", name="Still Life")
    assert keeps.supported
    assert keeps.effects == (Animate(SELF, 4, 3, subtypes=("Centaur",), keeps_types=True),)
    mutavault = parse_ability("{1}: Mutavault becomes a 2/2 creature with all creature types "
                              "until end of turn. It's still a land.", name="Mutavault")
    assert mutavault.effects == (Animate(SELF, 2, 2, all_creature_types=True,
                                         keeps_types=True),)
