"""The vocabulary of parsed abilities: selectors, costs, amounts, mana productions, effects.

Everything here is a frozen dataclass or an enum: cards are data. The Oracle parser
(:mod:`mtglab.cards.parser`) builds these from text, and the engine interprets them with
``match``; nothing here knows about a board.

The names follow the Comprehensive Rules: a :class:`Selector` is the set of objects an
ability talks about ("a basic land you control"), a :class:`Cost` is part of an
activation cost (CR 118, 602.1), a :class:`ManaProduction` is what an "add" instruction
makes (CR 106), an :class:`Effect` is one instruction or continuous effect.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost

__all__ = [
    "ActivationRestriction",
    "AddLandTypes",
    "AddMana",
    "Amount",
    "Animate",
    "AnyOf",
    "AsEntersChoice",
    "BecomeCopy",
    "ChoiceKind",
    "ChosenColor",
    "ColorAmong",
    "CommanderIdentity",
    "Condition",
    "ControllerSpec",
    "Cost",
    "CouldProduce",
    "CounterAmount",
    "DealDamage",
    "DoesntUntap",
    "DrawCards",
    "Effect",
    "EntersAsCopy",
    "EntersTapped",
    "EntersWithCounters",
    "ExceptClause",
    "FixedMana",
    "GainLife",
    "GrantAbilities",
    "LoseLife",
    "ManaMultiply",
    "ManaProduction",
    "ManaReplacement",
    "ManaSetTo",
    "ManaSetType",
    "ManaTransform",
    "ManaTrigger",
    "ManaTypeMap",
    "ModifyPT",
    "ProductionChoice",
    "PutCounters",
    "Relation",
    "Rider",
    "SacrificeSelf",
    "Selector",
    "SetBasicLandTypes",
    "SpendRestriction",
    "StaticModifier",
    "TypeProduced",
]


# -- selectors ----------------------------------------------------------------------------


class ControllerSpec(enum.Enum):
    """Whose permanents a selector covers."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Relation(enum.Enum):
    """How a selector relates to the ability's source."""

    SELF = "this"  # "this creature", the card's own name
    ENCHANTED = "enchanted"  # "enchanted land" (the object the source is attached to)
    EQUIPPED = "equipped"
    FORTIFIED = "fortified"
    OTHER = "other"  # "another", "other": anything but the source
    THAT = "that"  # the object an earlier part of the text named ("that land")
    SACRIFICED = "sacrificed"  # "the sacrificed land"
    TARGET = "target"  # "target creature" (chosen as the ability is put on the stack)


@dataclass(frozen=True, slots=True)
class Selector:
    """Which objects a piece of text talks about.

    ``Selector(types=("Land",), controller=ControllerSpec.YOU)`` is "a land you control";
    ``Selector(relation=Relation.SELF)`` is the source itself. Lists of subtypes and
    colors are alternatives ("Elf or Druid"), ``types`` must all hold unless
    ``any_type`` is set ("artifact or creature").
    """

    types: tuple[str, ...] = ()
    any_type: bool = False
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    excluded_types: tuple[str, ...] = ()  # "nonland", "noncreature"
    excluded_supertypes: tuple[str, ...] = ()  # "nonbasic"
    colors: tuple[str, ...] = ()
    colorless: bool = False
    controller: ControllerSpec = ControllerSpec.ANY
    relation: Relation | None = None
    tapped: bool | None = None
    token: bool | None = None
    with_counter: str | None = None  # "with a +1/+1 counter on it"
    min_power: int | None = None  # "with power 4 or greater"
    legendary_or_pw: bool = False  # helper flag for "legendary creatures and planeswalkers"

    @property
    def is_self(self) -> bool:
        """Whether this selects only the ability's source."""
        return self.relation is Relation.SELF

    def describe(self) -> str:
        """A short English rendering, for tables and explanations."""
        if self.relation is Relation.SELF:
            return "this permanent"
        words: list[str] = []
        if self.relation in (Relation.ENCHANTED, Relation.EQUIPPED, Relation.FORTIFIED):
            words.append(self.relation.value)
        if self.relation is Relation.OTHER:
            words.append("other")
        if self.tapped is not None:
            words.append("tapped" if self.tapped else "untapped")
        words += [s.lower() for s in self.supertypes]
        words += ["non" + s.lower() for s in self.excluded_supertypes]
        words += [_color_word(c) for c in self.colors]
        words += ["non" + t.lower() for t in self.excluded_types]
        if self.subtypes:
            words.append(" or ".join(self.subtypes))
        joiner = " or " if self.any_type else " "
        if self.types:
            words.append(joiner.join(t.lower() for t in self.types))
        elif not self.subtypes:
            words.append("permanent")
        if self.token:
            words.append("token")
        if self.controller is ControllerSpec.YOU:
            words.append("you control")
        elif self.controller is ControllerSpec.OPPONENT:
            words.append("an opponent controls")
        return " ".join(words)


def _color_word(c: str) -> str:
    return {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}.get(c, c)


# -- amounts ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Amount:
    """A number in an ability: fixed, X, or counted from the board.

    ``kind`` is one of ``"fixed"`` (``value``), ``"x"`` (the X paid in a cost),
    ``"count"`` (the number of objects matching ``selector``), ``"counters"`` (counters
    of ``counter`` on the source), ``"power"`` (the source's power), ``"removed"``
    (counters removed to pay the cost), ``"devotion"`` (devotion to ``colors``),
    ``"life"`` (your life total), ``"other"`` (a quantity kept as ``text``: read, not
    computed). A fixed ``plus`` is added to counted amounts ("X plus one").
    """

    kind: str = "fixed"
    value: int = 1
    selector: Selector | None = None
    counter: str | None = None
    colors: tuple[str, ...] = ()
    text: str = ""
    plus: int = 0

    @staticmethod
    def fixed(n: int) -> Amount:
        """A constant amount."""
        return Amount("fixed", n)

    @property
    def is_fixed(self) -> bool:
        """Whether the amount is a constant."""
        return self.kind == "fixed"

    def describe(self) -> str:
        """A short English rendering."""
        match self.kind:
            case "fixed":
                return str(self.value)
            case "x":
                return "X"
            case "count":
                assert self.selector is not None
                return f"the number of {self.selector.describe()}"
            case "counters":
                return f"the number of {self.counter} counters on it"
            case _:
                return self.text or self.kind


CounterAmount = Amount  # counters use the same amounts


# -- costs --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """One part of an activation cost (CR 602.1, 118).

    ``kind`` is ``"tap"`` ({T}, 107.5), ``"untap"`` ({Q}, 107.6), ``"mana"`` (``mana``),
    ``"sacrifice"``, ``"tap_other"`` ("Tap an untapped creature you control"),
    ``"untap_other"``, ``"remove_counters"``, ``"pay_life"``, ``"discard"``,
    ``"exile"``, ``"energy"``, ``"return"`` (return to hand), ``"mill"``, or
    ``"put_counters"``. ``selector`` says what is sacrificed / tapped / exiled, and
    ``amount`` how many (or how much life).
    """

    kind: str
    mana: ManaCost | None = None
    selector: Selector | None = None
    amount: Amount = field(default_factory=lambda: Amount.fixed(1))
    counter: str | None = None
    zone: str | None = None  # "hand" or "graveyard" for exile / discard
    any_number: bool = False  # "Remove any number of storage counters"

    @property
    def text_symbol(self) -> str:
        """A compact label for tables: '{T}', '{Q}', '{2}', 'sacrifice'."""
        if self.kind == "tap":
            return "{T}"
        if self.kind == "untap":
            return "{Q}"
        if self.kind == "mana" and self.mana is not None:
            return str(self.mana)
        return self.kind.replace("_", " ")


# -- mana productions ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FixedMana:
    """Add exactly this mana ("Add {C}{C}"); several ``options`` mean "{W} or {U}"."""

    options: tuple[Mana, ...]

    def describe(self) -> str:
        """'{W} or {U}'."""
        return " or ".join(o.symbols or "no mana" for o in self.options)


@dataclass(frozen=True, slots=True)
class AnyOf:
    """``count`` mana chosen among ``types``.

    ``mode`` is ``"one"`` (each unit chosen freely: "in any combination"), ``"same"``
    ("N mana of any one color": one choice for all) or ``"different"`` ("two mana of
    different colors"). ``types`` are colors for "any color" and all six types for "any
    type" (CR 106.1).
    """

    types: tuple[str, ...] = COLORS
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    mode: str = "one"

    def describe(self) -> str:
        """'one mana of any color'."""
        what = "color" if self.types == COLORS else (
            "type" if self.types == MANA_TYPES else "/".join(self.types))
        n = self.count.describe()
        if self.mode == "same":
            return f"{n} mana of any one {what}"
        if self.mode == "different":
            return f"{n} mana of different {what}s"
        return f"{n} mana of any {what}" if n == "1" else f"{n} mana in any combination of {what}s"


@dataclass(frozen=True, slots=True)
class CouldProduce:
    """One mana of any type (or color) that ``selector`` permanents could produce (106.7).

    Reflecting Pool: lands you control, any type. Exotic Orchard: lands an opponent
    controls, colors only. Squandered Resources: the sacrificed land.
    """

    selector: Selector
    colors_only: bool
    count: Amount = field(default_factory=lambda: Amount.fixed(1))

    def describe(self) -> str:
        """Reads like the card."""
        kind = "color" if self.colors_only else "type"
        return f"one mana of any {kind} that {self.selector.describe()} could produce"


@dataclass(frozen=True, slots=True)
class ChosenColor:
    """Mana of the color chosen as the permanent entered (CR 607.5: none if never chosen)."""

    count: Amount = field(default_factory=lambda: Amount.fixed(1))

    def describe(self) -> str:
        """Reads like the card."""
        return f"{self.count.describe()} mana of the chosen color"


@dataclass(frozen=True, slots=True)
class CommanderIdentity:
    """One mana of any color in your commander's color identity (CR 903.4f)."""

    def describe(self) -> str:
        """Reads like the card."""
        return "one mana of any color in your commander's color identity"


@dataclass(frozen=True, slots=True)
class ColorAmong:
    """Mana of a color among ``selector`` permanents (Mox Amber, Meteor Crater).

    ``each`` is Bloom Tender's "for each color among ..., add one mana of that color".
    """

    selector: Selector
    each: bool = False

    def describe(self) -> str:
        """Reads like the card."""
        if self.each:
            return f"one mana of each color among {self.selector.describe()}"
        return f"one mana of a color among {self.selector.describe()}"


@dataclass(frozen=True, slots=True)
class TypeProduced:
    """One mana of any type the triggering permanent produced (Mana Flare, Kinnan)."""

    count: Amount = field(default_factory=lambda: Amount.fixed(1))

    def describe(self) -> str:
        """Reads like the card."""
        return "one mana of any type that permanent produced"


@dataclass(frozen=True, slots=True)
class ProductionChoice:
    """A choice between productions: "Add {C} or one mana of the chosen color"."""

    options: tuple[FixedMana | AnyOf | CouldProduce | ChosenColor | CommanderIdentity
                   | ColorAmong | TypeProduced, ...]

    def describe(self) -> str:
        """Reads like the card."""
        return " or ".join(o.describe() for o in self.options)


ManaProduction = FixedMana | AnyOf | CouldProduce | ChosenColor | CommanderIdentity | \
    ColorAmong | TypeProduced | ProductionChoice


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """A restriction on how mana may be spent (CR 106.6): "Spend this mana only to ...".

    ``spell_types`` / ``spell_subtypes`` list what it may pay for (any of them);
    ``abilities`` says whether activating abilities is allowed and
    ``ability_subtypes`` restricts those; ``text`` keeps the wording.
    """

    text: str
    spell_types: tuple[str, ...] = ()
    spell_subtypes: tuple[str, ...] = ()
    spells: bool = True
    abilities: bool = False
    ability_types: tuple[str, ...] = ()
    multicolored: bool = False
    min_mana_value: int | None = None
    cant_pay_generic: bool = False
    only_cumulative_upkeep: bool = False
    unparsed_condition: bool = False


@dataclass(frozen=True, slots=True)
class Rider:
    """An additional effect attached to mana (CR 106.6), kept with the mana and shown.

    "If that mana is spent on a creature spell, it gains haste", or a delayed trigger
    "When you spend this mana to cast ...". The mana's type is unchanged.
    """

    text: str


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the board: ``kind`` with its parameters.

    ``"control"`` (you control a ``selector``; ``count`` at least that many),
    ``"counter_on_self"`` (``counter``), ``"opponent_poison"`` etc. ``negate`` flips it.
    """

    kind: str
    selector: Selector | None = None
    count: int = 1
    counter: str | None = None
    negate: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add mana (CR 106.3-106.4).

    ``production`` is what is made, ``times`` repeats it ("Add {G} for each Elf you
    control"), ``player`` is who adds it ("you", "controller" of the triggering
    permanent, "that player"), ``restriction`` and ``riders`` go with the mana (106.6).
    ``instead`` holds self-replacements (CR 614.15): if its condition holds, its
    production is made instead ("If this creature has a +1/+1 counter on it, add three
    mana of that type instead").
    """

    production: ManaProduction
    times: Amount | None = None
    player: str = "you"
    restriction: SpendRestriction | None = None
    riders: tuple[Rider, ...] = ()
    instead: tuple[tuple[Condition, ManaProduction | str], ...] = ()
    keep_until_end_of_turn: bool = False

    def describe(self) -> str:
        """'Add {G}', 'Add one mana of any color'."""
        text = "add " + self.production.describe()
        if self.times is not None:
            text += f" for each of {self.times.describe()}"
        return text


# -- other one-shot effects ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDamage:
    """The source deals damage (to "you" in painland riders)."""

    amount: Amount
    to: str = "you"


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life ("each opponent" for Grove of the Burnwillows)."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards (kept for completeness; mtglab has no library)."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class PutCounters:
    """Put counters on objects (``selector``; the source if ``relation`` is SELF)."""

    counter: str
    amount: Amount
    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class SacrificeSelf:
    """Sacrifice the source, possibly only if ``condition`` holds."""

    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """The selected permanent doesn't untap during its controller's next untap step."""

    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))
    next_only: bool = True


# -- continuous effects (static abilities and resolved effects; CR 611, 613) --------------


@dataclass(frozen=True, slots=True)
class SetBasicLandTypes:
    """Layer 4: selected lands *are* these basic land types (CR 305.7): Blood Moon."""

    selector: Selector
    land_types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AddLandTypes:
    """Layer 4: lands gain land types in addition to their own (CR 305.7): Urborg."""

    selector: Selector
    land_types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """Layer 6: selected objects have these abilities (the texts are parsed abilities)."""

    selector: Selector
    abilities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """Layer 7c: selected creatures get +power/+toughness."""

    selector: Selector
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class Animate:
    """"This land becomes a 2/2 creature with all creature types until end of turn."

    Layer 4 adds ``types`` and ``subtypes`` (or all creature types), layer 5 sets
    ``colors`` when given, layer 6 adds ``abilities``, layer 7b sets power/toughness.
    """

    selector: Selector
    power: int | None
    toughness: int | None
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    colors: tuple[str, ...] | None = None
    abilities: tuple[str, ...] = ()
    until_end_of_turn: bool = True


@dataclass(frozen=True, slots=True)
class StaticModifier:
    """A static rule change the engine reads directly (e.g. "doesn't untap during your
    untap step", "You have no maximum hand size"); ``kind`` names it."""

    kind: str
    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))


# -- replacement effects on mana (CR 106.12b, 614) ----------------------------------------


@dataclass(frozen=True, slots=True)
class ManaSetType:
    """"... produces {B} instead of any other type": every mana becomes this type.

    ``to`` is a type letter, or ``"choice"`` for a color of the affected player's choice
    (Pulse of Llanowar), one choice for all of it.
    """

    to: str


@dataclass(frozen=True, slots=True)
class ManaSetTo:
    """"... produces {B} instead of any other type and amount": the whole event becomes
    ``mana`` (or ``count`` mana of one color of choice when ``to_choice``)."""

    mana: Mana
    to_choice: bool = False


@dataclass(frozen=True, slots=True)
class ManaMultiply:
    """"... produces twice/three times as much of that mana instead" (Mana Reflection)."""

    factor: int


@dataclass(frozen=True, slots=True)
class ManaTypeMap:
    """"If tapped for mana, Plains produce {R}, ... instead of any other type" (Naked
    Singularity): the land's basic land type decides the new type."""

    mapping: tuple[tuple[str, str], ...]


ManaTransform = ManaSetType | ManaSetTo | ManaMultiply | ManaTypeMap


@dataclass(frozen=True, slots=True)
class ManaReplacement:
    """A replacement effect on a mana-production event (CR 106.12b, 614.1a).

    Applies when a permanent matching ``selector`` is tapped for mana (``tapped``) —
    by ``tapper`` ("any" player, "you" = this effect's controller) — and, when
    ``of_type`` is set, only if it would produce that type. ``until_end_of_turn`` marks
    effects created by a resolving ability (Deep Water).
    """

    selector: Selector
    transform: ManaTransform
    tapper: str = "any"
    tapped: bool = True
    of_type: str | None = None
    until_end_of_turn: bool = False


@dataclass(frozen=True, slots=True)
class ManaTrigger:
    """The trigger condition of a "tapped for mana" ability (CR 106.12a, 605.1b).

    "Whenever enchanted land is tapped for mana" (selector ENCHANTED), "Whenever a
    player taps a land for mana" (tapper "any"), "Whenever you tap a nonland permanent
    for mana" (tapper "you"); ``of_type`` for "tapped for mana of the chosen color" /
    "for {C}" ("chosen" or a letter).
    """

    selector: Selector
    tapper: str = "any"
    of_type: str | None = None


# -- entering the battlefield (CR 614.1c, 707) ------------------------------------------


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """"This creature enters with X +1/+1 counters on it" (614.1c; X per 107.3m)."""

    counter: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """"This land enters tapped" (614.1c), possibly ``unless`` a condition holds."""

    unless: Condition | None = None


class ChoiceKind(enum.Enum):
    """What an "as this enters, choose ..." ability asks for (CR 614.12a)."""

    COLOR = "color"
    CREATURE_TYPE = "creature type"
    BASIC_LAND_TYPE = "basic land type"
    CARD_NAME = "card name"
    OPPONENT = "opponent"
    PAY_LIFE = "pay life"  # shocklands: "As this land enters, you may pay 2 life."


@dataclass(frozen=True, slots=True)
class AsEntersChoice:
    """"As this enters, choose a color" (CR 614.12a); ``then`` is the consequence of a
    "you may pay 2 life. If you don't, it enters tapped." style choice."""

    kind: ChoiceKind
    amount: int = 0
    otherwise_tapped: bool = False


@dataclass(frozen=True, slots=True)
class ExceptClause:
    """An exception of a copy effect (CR 707.9): ``kind`` is ``"add_types"``,
    ``"add_subtypes"``, ``"not_legendary"``, ``"extra_counter"``, ``"keep_ability"``,
    ``"no_color"``, ``"grant_ability"``, ``"name"``... with its ``values``."""

    kind: str
    values: tuple[str, ...] = ()
    condition: str | None = None


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield"
    (614.1c, 616.1c, 707.5), with its exceptions (707.9)."""

    selector: Selector
    optional: bool = True
    exceptions: tuple[ExceptClause, ...] = ()


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """A permanent becomes a copy of another (CR 707.4: it doesn't enter or leave).

    ``subject`` is who becomes the copy; ``original`` what is copied; ``duration`` is
    ``None`` (indefinitely), ``"end of turn"`` or ``"while tapped"`` (Zygon
    Infiltrator: for as long as that creature remains tapped, 611.2b).
    """

    subject: Selector
    original: Selector
    duration: str | None = None
    exceptions: tuple[ExceptClause, ...] = ()
    tap_target: bool = False
    stun_counters: int = 0


@dataclass(frozen=True, slots=True)
class ActivationRestriction:
    """"Activate only as a sorcery" (``"sorcery"``, 602.5d), ``"once_each_turn"``,
    ``"your_turn"``, ``"opponent_turn"``, or ``"if"`` with a :class:`Condition`."""

    kind: str
    condition: Condition | None = None


Effect = (
    AddMana | DealDamage | LoseLife | GainLife | DrawCards | PutCounters | SacrificeSelf
    | DoesntUntap | SetBasicLandTypes | AddLandTypes | GrantAbilities | ModifyPT | Animate
    | StaticModifier | ManaReplacement | EntersWithCounters | EntersTapped | AsEntersChoice
    | EntersAsCopy | BecomeCopy
)
