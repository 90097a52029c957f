"""The parts parsed abilities are built of: selectors, amounts, costs, mana productions,
and the one-shot, continuous and mana-replacement effects of activated and static
abilities (CR 106, 118, 602.1, 611, 613, 614).

Everything here is a frozen dataclass or an enum: cards are data. The Oracle parser
(:mod:`mtglab.cards.oracle.parser`) builds these from text, and the engine interprets them with
``match``; nothing here knows about a board. Importers use :mod:`mtglab.cards.effects`,
which gathers this module's names and those of :mod:`mtglab.cards.compoundeffects`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final

from mtglab.cards.cardqualities import MeasuredBound
from mtglab.cards.tokens import TokenText
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost

if TYPE_CHECKING:
    from mtglab.cards.ability import Ability

__all__ = [
    "EXILED_CARDS",
    "NOTED_MANA",
    "THAT_PLAYER",
    "UNCHECKED_CONDITIONS",
    "UNCOMPUTED_AMOUNTS",
    "UNPLAYED_EFFECTS",
    "AddLandTypes",
    "AddMana",
    "Amount",
    "Animate",
    "AnyOf",
    "CharacteristicPT",
    "ChooseColor",
    "ChosenColor",
    "ColorAmong",
    "CommanderIdentity",
    "Condition",
    "ControllerSpec",
    "Cost",
    "CouldProduce",
    "CounterAmount",
    "CreateToken",
    "CreateTokenCopy",
    "DealDamage",
    "DoesntUntap",
    "DrawCards",
    "ExceptClause",
    "ExileCards",
    "FixedMana",
    "GainControl",
    "GainLife",
    "GrantAbilities",
    "LoseAbilities",
    "LoseLife",
    "ManaConvertType",
    "ManaMultiply",
    "ManaProduction",
    "ManaReplacement",
    "ManaSetColor",
    "ManaSetTo",
    "ManaSetType",
    "ManaTransform",
    "ManaTrigger",
    "ManaTypeMap",
    "MilledSymbols",
    "ModifyPT",
    "NoteManaSpent",
    "NotedMana",
    "PoolCopy",
    "ProductionChoice",
    "PutCounters",
    "Relation",
    "RemoveCounters",
    "ReturnToHand",
    "Reveal",
    "Rider",
    "RollDie",
    "Sacrifice",
    "SacrificeSelf",
    "SearchLibrary",
    "Selector",
    "SetBasePT",
    "SetBasicLandTypes",
    "SpendPurpose",
    "SpendRestriction",
    "StaticModifier",
    "SwitchPT",
    "TapPermanents",
    "TypeProduced",
    "Untap",
    "linked_keys",
    "refers_to_exiled",
]


# -- selectors ----------------------------------------------------------------------------


class ControllerSpec(enum.Enum):
    """Whose permanents a selector covers."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    #: "that player controls": the player an earlier part of the text named — in a mana
    #: trigger, the player who tapped ("Whenever an opponent taps a land", War's Toll) or
    #: the one named as controller ("a land an opponent controls", Mana Web).
    THAT_PLAYER = "that player"
    #: "defending player controls": the player the attacking creature attacks (CR 506.2,
    #: 508.5); no one outside combat
    DEFENDING = "defending player"
    #: "all creatures target player controls", "each land target opponent controls": the
    #: player chosen for that word "target" (115.1, 601.2c), read in an instruction's
    #: objects only; the engine takes the player from the targets as it resolves
    TARGET_PLAYER = "target player"
    TARGET_OPPONENT = "target opponent"


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
    #: "the exiled card": the card(s) exiled with the source by its linked ability (CR
    #: 607.2a; Chrome Mox, Extraplanar Lens).
    EXILED = "exiled"
    #: chosen (not targeted) as the effect resolves, by an earlier "Choose a ..." sentence
    #: of the same text (Cytoshape: "Choose a nonlegendary creature on the battlefield.
    #: Target creature becomes a copy of that creature").
    CHOSEN = "chosen"
    #: "the exiled creature": the permanent the ability's own cost exiled (Curie,
    #: Emergent Intelligence: "Exile another nontoken artifact creature you control"),
    #: as it last existed on the battlefield (608.2h).
    COST_EXILED = "exiled as a cost"
    #: "both creatures" / "each of those creatures" of "As long as ~ is paired with another
    #: creature, ...": the source and the creature it is paired with (CR 702.95b);
    #: nothing while it is unpaired
    PAIRED = "paired"


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
    #: Where the objects are: ``None`` is the battlefield (permanents); ``"graveyard"``,
    #: ``"hand"``, ``"exile"`` select *cards* in that zone ("creature cards in your
    #: graveyard"). For a zone, ``controller`` reads as the zone's owner: YOU "in your
    #: graveyard", ANY "in a graveyard" / "in all graveyards", OPPONENT "in an
    #: opponent's graveyard".
    zone: Zone | None = None
    #: "multicolored": two or more colors (CR 105.2b).
    multicolored: bool = False
    #: "monocolored": exactly one color (CR 105.2a).
    monocolored: bool = False
    #: "of the chosen type": also has the subtype chosen for the source as it entered
    #: (an :class:`AsEntersChoice` of a creature or basic land type, CR 614.12a).
    chosen_subtype: bool = False
    #: "of the chosen color": also has the color chosen for the source as it entered.
    chosen_color: bool = False
    #: "named Wood": has exactly this name; ``"~"`` means the source's own name
    #: ("an artifact you control named Powerstone Shard", CR 201.2).
    named: str | None = None
    #: "with the same name as the exiled card": shares a name with the object(s) of this
    #: relation (EXILED for Extraplanar Lens).
    same_name_as: Relation | None = None
    #: "with defender", "with flying": has each of these keyword abilities (CR 702).
    keywords: tuple[str, ...] = ()
    #: ``subtypes`` must all be held rather than one of them: an "Urza's Power-Plant"
    #: has both Urza's and Power-Plant (CR 205.3i), an "Elf Warrior" both creature types.
    all_subtypes: bool = False
    #: "attacking creatures" / "blocking creatures" (CR 506.4): True selects only those.
    attacking: bool | None = None
    blocking: bool | None = None
    #: "that entered (the battlefield) this turn".
    entered_this_turn: bool | None = None
    #: "that was dealt damage this turn" (CR 120.3; the damage is forgotten in the
    #: cleanup step, 514.2)
    dealt_damage_this_turn: bool | None = None
    #: Excludes the object(s) of this relation besides whatever ``relation`` says:
    #: Mirrorweave's "each other creature" (after "target ... creature") is TARGET;
    #: Sasaya's Essence's "each other land ... with the same name as it" is THAT.
    excluded: Relation | None = None
    #: The object also matches at least one of these ("a black or artifact creature":
    #: a creature that is black or an artifact).
    either: tuple[Selector, ...] = ()
    #: "with mana value X": its mana value equals the X of the ability (CR 107.3, 202.3).
    mana_value_x: bool = False
    #: "with a counter on it": at least one counter of any kind (CR 122.1).
    any_counter: bool = False
    #: "that crewed it this turn" (CR 702.122b): only creatures tapped this turn to pay
    #: the crew cost of the source
    crewed_source: bool = False
    #: "with mana value 3 or less": its mana value is at most this (CR 202.3; X is 0
    #: off the stack, 107.3b)
    max_mana_value: int | None = None
    #: how many objects one word "target" chooses ("up to two target creatures": 0 and
    #: 2; CR 115.1, 601.2c); read only when ``relation`` is TARGET
    target_min: int = 1
    target_max: int = 1
    #: "X target creatures": as many targets as the X chosen before them (107.3, 601.2b-c)
    target_x: bool = False
    #: "nonblack": has none of these colors (CR 105.2)
    excluded_colors: tuple[str, ...] = ()
    #: "without flying": has none of these keyword abilities (702)
    excluded_keywords: tuple[str, ...] = ()
    #: "with power 2 or less", "with toughness 2 or less", "with mana value 4 or greater"
    max_power: int | None = None
    max_toughness: int | None = None
    min_mana_value: int | None = None
    #: "with toughness 4 or greater" (208.1)
    min_toughness: int | None = None
    #: "a creature you control" (the article "a"/"an", no "target", no "each"): one
    #: object the player chooses as the effect resolves (CR 608.2d), not every match;
    #: left out of equality so the records that read "a" as "any" compare as before
    one: bool = field(default=False, compare=False)
    #: "with power X or less", "with mana value X or less": at most the X of the spell or
    #: ability (CR 107.3; X is chosen before targets, 601.2b-c)
    max_power_x: bool = False
    max_mana_value_x: bool = False
    max_toughness_x: bool = False
    #: "that aren't of the chosen type": lacks the creature type chosen (608.2d, 205.3m)
    not_chosen_subtype: bool = False
    #: "with lesser power" (mentor, 702.134a), "with power less than ~'s power": power
    #: less than the source's (208.1), as each is checked
    less_power_than_source: bool = False
    #: "with toughness greater than its power" (Doran's kin): each object's own two
    #: values compared (208.1), as each is checked
    toughness_over_power: bool = False
    #: "with that name", "with the chosen name": has the card name chosen as the ability
    #: resolves (201.4, 608.2c: a :class:`~mtglab.cards.library.ChooseCardName` before)
    chosen_name: bool = False
    #: qualities of the permanent's status or of what is attached to it, each required:
    #: "modified" (700.9), "equipped" (301.5), "enchanted" (303.4), "face-down" (708.2),
    #: "goaded" (701.15b)
    around: tuple[str, ...] = ()
    #: "you own": its owner is the ability's controller (108.3)
    owned_by_you: bool = False
    #: "with the greatest power among creatures that player controls", "with the highest
    #: mana value among ...": ``"power"`` / ``"mana_value"``, compared among the objects
    #: of the kind the player who chooses controls (208.1, 202.3); mtglab carries it out
    #: only where each player chooses one of their own (a sacrifice, 701.21a)
    greatest: str | None = None
    #: "with mana value less than or equal to the number of lands you control", "with
    #: power greater than or equal to your life total": each measure compared to an
    #: amount counted as the selection is made (202.3, 208.1, 608.2h)
    bounds: tuple[MeasuredBound, ...] = ()
    #: "a Forest card and a Plains card", "a creature card and/or a land card": the
    #: cards chosen together each fit a different one of ``either`` (608.2c)
    one_each: bool = False
    #: "shares a creature type with ~", "shares a card type with that permanent": has at
    #: least one of that object's creature types (205.3m), card types (205.2a) or colors
    #: (105.2): the kind ("creature type", "card type", "color") and the object's
    #: relation (SELF, or THAT: the object that triggered the ability); an object with
    #: none of them shares none (608.2c)
    shares: tuple[str, Relation] | None = None

    @property
    def is_self(self) -> bool:
        """Whether this selects only the ability's source."""
        return self.relation is Relation.SELF

    def describe(self) -> str:
        """A short English rendering, for tables and explanations."""
        if self.relation is Relation.SELF:
            return "this permanent"
        if self.relation is Relation.PAIRED:  # 702.95b
            return "this creature and the creature it's paired with"
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
        words += _combat_words(self)
        if self.either:  # "black or artifact", "attacking or blocking"
            words.append(" or ".join(" ".join([*_combat_words(e), *map(_color_word, e.colors),
                                               *e.subtypes, *(t.lower() for t in e.types)])
                                     for e in self.either))
        words += ["non" + t.lower() for t in self.excluded_types]
        words += ["non" + _color_word(c) for c in self.excluded_colors]
        if self.subtypes:
            words.append(" or ".join(self.subtypes))
        joiner = " or " if self.any_type else " "
        if self.types:
            words.append(joiner.join(t.lower() for t in self.types))
        elif not self.subtypes:
            words.append("permanent")
        if self.token:
            words.append("token")
        if self.max_mana_value is not None:
            words.append(f"with mana value {self.max_mana_value} or less")
        words += [b.describe() for b in self.bounds]
        if self.controller is ControllerSpec.YOU:
            words.append("you control")
        elif self.controller is ControllerSpec.OPPONENT:
            words.append("an opponent controls")
        elif self.controller is ControllerSpec.DEFENDING:
            words.append("defending player controls")
        elif self.controller in (ControllerSpec.TARGET_PLAYER, ControllerSpec.TARGET_OPPONENT):
            words.append(f"{self.controller.value} controls")
        return " ".join(words)


def _combat_words(sel: Selector) -> list[str]:
    """"attacking", "blocking" (506.4) as a selector asks."""
    return [word for word, flag in (("attacking", sel.attacking), ("blocking", sel.blocking))
            if flag] + [f"non{word}" for word, flag in (("attacking", sel.attacking),
                                                         ("blocking", sel.blocking))
                        if flag is False]


def _color_word(c: str) -> str:
    return {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}.get(c, c)


# -- amounts ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Amount:
    """A number in an ability: fixed, X, or counted from the board.

    ``kind`` (an :class:`AmountKind`, a closed vocabulary: an unknown word is refused)
    is one of ``"fixed"`` (``value``), ``"x"`` (the X paid in a cost),
    ``"count"`` (the number of objects matching ``selector``), ``"counters"`` (counters
    of ``counter`` on the source), ``"power"`` (the source's power), ``"removed"``
    (counters removed to pay the cost, or by a :class:`RemoveCounters` earlier in the same
    ability), ``"devotion"`` (devotion to ``colors``),
    ``"life"`` (your life total), ``"other"`` (a quantity kept as ``text``: read, not
    computed). A fixed ``plus`` is added to counted amounts ("X plus one").

    More kinds, each a quantity the engine computes as the ability resolves:

    * ``"any"``: any number the player chooses ("Remove any number of charge
      counters"); ``"all"``: all of them ("Remove all storage counters", "Discard your
      hand"); ``"one_or_more"``: a number of at least one that the player chooses.
    * ``"counters"`` with ``counter=None``: counters of every kind on the source ("for
      each counter on ~").
    * ``"toughness"``: the source's toughness.
    * ``"greatest_power"``: the greatest power among ``selector`` (0 if none).
    * ``"different_powers"``: how many different powers ``selector`` objects have.
    * ``"basic_land_types"``: how many basic land types (CR 305.6) are among ``selector``
      (the Domain ability word, 207.2c).
    * ``"sacrificed_power"`` / ``"sacrificed_mana_value"``: the power / mana value of the
      permanent sacrificed to pay the cost, as it last existed on the battlefield (CR
      608.2h); ``"exiled_mana_value"``: the mana value of the object exiled to pay it.
    * ``"life_gained_this_turn"``: the life the controller gained this turn;
      ``"cards_drawn_this_turn"``: the cards the controller drew this turn.
    * ``"devotion_to_chosen"``: the controller's devotion (CR 700.5) to the color chosen
      earlier in the same ability ("Choose a color. ... equal to your devotion to that
      color").
    * ``"revealed"``: the number of cards revealed by a :class:`Reveal` earlier in the
      same ability ("for each card revealed this way").
    * ``"top_cards_revealed"``: how many of the cards on top of the players' libraries
      (each player revealed theirs, :class:`Reveal` ``each_player``) match ``selector``
      ("for each nonland card revealed this way").
    * ``"half_life_rounded_up"``: half the controller's life total, rounded up ("Pay half
      your life, rounded up", CR 107.1a); ``"half_life_rounded_down"`` the same rounded
      down. For an instruction of another player ("Target opponent loses half their life,
      rounded up") it is that player's life total (608.2c).
    * ``"half_library_rounded_up"`` / ``_down``: half the number of cards in the
      library of the player who acts ("Target player mills half their library, rounded
      down", 107.1a, 608.2c).
    * ``"greatest_shared_type"``: the greatest number of ``selector`` objects that share
      a creature type (White Lotus Tile).
    * ``"kicked_times"``: how many times the spell that became the permanent was kicked
      (CR 702.33; multikicker); ``"colors_spent"``: the number of colors of mana spent to
      cast it (CR 702.44a, sunburst).
    """

    kind: AmountKind = AmountKind.FIXED
    value: int = 1
    selector: Selector | None = None
    counter: str | None = None
    colors: tuple[str, ...] = ()
    text: str = ""
    plus: int = 0
    #: "2 life for each creature": each one counted stands for this many (107.1)
    times: int = 1

    def __post_init__(self) -> None:
        if type(self.kind) is not AmountKind:  # a word: its member, or BadArgumentError
            object.__setattr__(self, "kind", AmountKind(self.kind))

    @staticmethod
    def fixed(n: int) -> Amount:
        """A constant amount."""
        return Amount(AmountKind.FIXED, n)

    @property
    def is_fixed(self) -> bool:
        """Whether the amount is a constant."""
        return self.kind == "fixed"

    def describe(self) -> str:
        """A short English rendering."""
        if self.times != 1:
            return f"{self.times} times {replace(self, times=1).describe()}"
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

#: Amounts the vocabulary names but the rules engine does not compute, each with what it
#: would need. A mana ability (or an activation restriction) that uses one is marked
#: unsupported by the parser with that part named: "supported" is a promise that the
#: engine plays it (DESIGN, principles).
UNCOMPUTED_AMOUNTS: Final[dict[str, str]] = {
    "other": "a quantity kept as text, not computed",
    "kicked_times": "kicker is not modelled for mana abilities",
    "colors_spent": "sunburst is not modelled for mana abilities",
    "convoked_creatures": "convoke is recorded for spells only (CR 702.51c)",
    "delved_instants_sorceries": "delve is recorded for spells only (CR 702.66a, 607.2a)",
    "discarded_mana_value": "a kicker's discard is recorded for spells only (CR 702.33a)",
}

#: Conditions the vocabulary names but the engine can't check, with what it would need
#: (see :data:`UNCOMPUTED_AMOUNTS`).
UNCHECKED_CONDITIONS: Final[dict[str, str]] = {
    "escaped": "escape is recorded for spells only (CR 702.138b)",
    "revealed_or_controlled": "what was revealed as a spell was cast is recorded for "
                              "spells only (CR 601.2f)",
    "defending_controls": "what the defending player controls is not checked for an "
                          "activation restriction (CR 506.2, 602.5b)",
    # "enters with" amounts and events mtglab does not model (grammar/upon_entering.lark)
    "outside_the_game": "outside the game: the amount is counted during the draft or on "
                        "the physical card, before and apart from the game mtglab plays "
                        "(CR 905.1, 100.1)",
    "turns_since_foretold": "not modelled: foretelling a card and the turns begun since "
                            "(CR 702.143a)",
    "treasure_mana_spent": "not modelled: the source of each mana spent to cast a spell, "
                           "a Treasure (CR 111.10a, 601.2h): the spell's record keeps the "
                           "mana, not where it came from",
    "face_down_entering": "not carried out: a face-down creature entering through an "
                          "event, cast face down, manifested or cloaked (CR 702.37a, "
                          "701.40a, 701.58a): mtglab lays face-down permanents out with "
                          "Board.add only",
}


#: Effects (by class name) that the engine does not carry out as part of an activated
#: mana ability, with why; such an ability is unsupported, the part named.
UNPLAYED_EFFECTS: Final[dict[str, str]] = {
    "Delayed": "this delayed triggered ability (CR 603.7) is not carried out: only "
               "drawing, sacrificing or returning it, or an opponent gaining control of it, "
               "at the next end step, upkeep or your next untap step are",
}


# -- costs --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """One part of an activation cost (CR 602.1, 118).

    ``kind`` (a :class:`CostKind`, a closed vocabulary: an unknown word is refused) is
    ``"tap"`` ({T}, 107.5), ``"untap"`` ({Q}, 107.6), ``"mana"`` (``mana``),
    ``"sacrifice"``, ``"tap_other"`` ("Tap an untapped creature you control"),
    ``"untap_other"``, ``"remove_counters"``, ``"pay_life"``, ``"discard"``,
    ``"exile"``, ``"energy"``, ``"return"`` (return to hand), ``"mill"``, or
    ``"put_counters"``. ``selector`` says what is sacrificed / tapped / exiled, and
    ``amount`` how many (or how much life).

    Also: ``"exert"`` (exert the source, CR 701.43), ``"forage"`` (CR 701.61: exile three
    cards from your graveyard or sacrifice a Food) and ``"collect_evidence"`` (CR
    701.59: exile cards with total mana value ``amount`` or more from your graveyard) and
    ``"crew"`` (CR 702.122a: tap any number of ``selector`` creatures with total power
    ``amount`` or greater).
    ``zone="battlefield"`` on an ``"exile"`` cost exiles a permanent (``selector``)
    rather than a card. ``"loyalty"``: the loyalty symbol of a loyalty ability (CR 606.4),
    ``amount`` signed: +N puts N loyalty counters on the source, -N removes N, 0 neither;
    "-X" is an ``"x"`` amount whose ``value`` is the sign, -1 (107.3a).
    """

    kind: CostKind
    mana: ManaCost | None = None
    selector: Selector | None = None
    amount: Amount = field(default_factory=lambda: Amount.fixed(1))
    counter: str | None = None
    zone: Zone | None = None  # the hand or the graveyard for exile / discard
    any_number: bool = False  # "Remove any number of storage counters"
    #: "Discard a card at random" (701.9b): not the player's choice; which card is an
    #: outcome, named as the cost's choice
    at_random: bool = False

    def __post_init__(self) -> None:
        if type(self.kind) is not CostKind:  # a word: its member, or BadArgumentError
            object.__setattr__(self, "kind", CostKind(self.kind))
        if self.zone is not None and type(self.zone) is not Zone:
            object.__setattr__(self, "zone", Zone(self.zone))

    @property
    def text_symbol(self) -> str:
        """A compact label for tables: '{T}', '{Q}', '{2}', 'sacrifice'."""
        if self.kind == "tap":
            return "{T}"
        if self.kind == "untap":
            return "{Q}"
        if self.kind == "mana" and self.mana is not None:
            return str(self.mana)
        if self.kind == "loyalty":  # the loyalty symbol (606.4): "+1", "−2", "0", "−X"
            n = "X" if self.amount.kind == "x" else str(abs(self.amount.value))
            sign = "−" if self.amount.value < 0 else "+" if n != "0" else ""
            return f"[{sign}{n}]"
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
    controls, colors only. Squandered Resources: the sacrificed land. A ``count`` above
    one is that many mana of one such type, chosen once (Incubation Druid: "add three
    mana of that type instead").
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
    """Mana of the color chosen as the permanent entered (CR 607.5: none if never chosen).

    ``key`` is the choice it reads: ``"color"``, or ``"circled colors"`` for "one mana of
    either of the circled colors" (one of the colors of that choice).
    """

    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    key: str = "color"

    def describe(self) -> str:
        """Reads like the card."""
        if self.key != "color":
            return f"{self.count.describe()} mana of either of the {self.key}"
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
class PoolCopy:
    """As much mana of each type as the player has unspent (Doubling Cube: "Double the
    amount of each type of unspent mana you have"), restricted mana included."""

    def describe(self) -> str:
        """Reads like the card."""
        return "as much of each type of mana as you have unspent"


@dataclass(frozen=True, slots=True)
class MilledSymbols:
    """One mana of each colored mana symbol's color in the mana cost of the card the
    ability's cost milled (Charmed Pendant): a hybrid symbol of two colors gives one of
    them, the player's choice; a Phyrexian or {2/W} symbol its one color (CR 107.4, 105.2).
    Generic and colorless symbols give nothing; a card without a mana cost, nothing."""

    def describe(self) -> str:
        """Reads like the card."""
        return "one mana of each colored mana symbol's color in the milled card's mana cost"


#: The key under which a permanent keeps the names of the cards "exiled with" it by an
#: imprint (or other) ability, linked to the abilities that read "the exiled card"
#: (CR 607.2a): a tuple of card names, on a board given as
#: ``choices={"exiled cards": ["Lightning Bolt"]}`` with those cards in exile.
EXILED_CARDS: Final = "exiled cards"


def linked_keys(abilities: tuple[object, ...]) -> set[str]:
    """The keys of the linked information (CR 607.2) that a permanent with these
    abilities keeps with its choices and that a board sets up: :data:`EXILED_CARDS`
    where one reads "the exiled card", :data:`NOTED_MANA` where one notes mana or reads
    the note."""
    keys: set[str] = set()
    if refers_to_exiled(abilities):
        keys.add(EXILED_CARDS)
    for a in abilities:
        for e in getattr(a, "effects", ()) if getattr(a, "supported", False) else ():
            if isinstance(e, NoteManaSpent) or (
                    isinstance(e, AddMana) and isinstance(e.production, NotedMana)):
                keys.add(NOTED_MANA)
    return keys


def refers_to_exiled(obj: object) -> bool:
    """Whether a parsed ability (or any part of one) reads "the exiled card(s)"."""
    if isinstance(obj, Selector):
        return obj.relation is Relation.EXILED or obj.same_name_as is Relation.EXILED
    if isinstance(obj, tuple | list):
        return any(refers_to_exiled(o) for o in obj)
    if hasattr(obj, "__dataclass_fields__") and not isinstance(obj, type):
        return any(refers_to_exiled(getattr(obj, f)) for f in obj.__dataclass_fields__)
    return False


#: The key under which a permanent keeps the mana its ability noted (CR 607.2: the
#: noting ability and the one reading the note are linked), beside its "as this enters"
#: choices: a mana string, "G" or, with the amount, "GGU".
NOTED_MANA: Final = "noted mana"

#: The key under which a permanent keeps the zone its spell was cast from (CR 601.2a),
#: beside its choices: "if you cast it (from your hand)" reads it (603.4). Any permanent
#: that was cast has it; a board sets it up as ``choices={"cast_from": "hand"}``.
CAST_FROM: Final = "cast_from"

#: The zones a spell is cast from (601.2a: usually the hand; permissions name others)
CAST_ZONES: Final = ("hand", "graveyard", "exile", "library", "command", "battlefield")


@dataclass(frozen=True, slots=True)
class NotedMana:
    """One mana of the source's last noted type (Jeweled Amulet): the type of the mana
    its other ability noted (:class:`NoteManaSpent`); none noted, no mana (CR 106.5).
    ``amount``: "~'s last noted type and amount of mana" (Ice Cauldron), exactly the
    mana noted."""

    amount: bool = False

    def describe(self) -> str:
        """Reads like the card."""
        if self.amount:
            return "its last noted type and amount of mana"
        return "one mana of its last noted type"


@dataclass(frozen=True, slots=True)
class NoteManaSpent:
    """"Note the type of mana spent to pay this activation cost" (``amount``: "the type
    and amount"): the source keeps it under :data:`NOTED_MANA`, replacing an earlier
    note; an ability of the same object linked to this one reads it (CR 607.2)."""

    amount: bool = False


@dataclass(frozen=True, slots=True)
class ProductionChoice:
    """A choice between productions: "Add {C} or one mana of the chosen color"."""

    options: tuple[FixedMana | AnyOf | CouldProduce | ChosenColor | CommanderIdentity
                   | ColorAmong | TypeProduced | PoolCopy | MilledSymbols | NotedMana, ...]

    def describe(self) -> str:
        """Reads like the card."""
        return " or ".join(o.describe() for o in self.options)


ManaProduction = FixedMana | AnyOf | CouldProduce | ChosenColor | CommanderIdentity | \
    ColorAmong | TypeProduced | PoolCopy | MilledSymbols | NotedMana | ProductionChoice


@dataclass(frozen=True, slots=True)
class SpendPurpose:
    """One use that restricted mana may be spent on (CR 106.6); every quality given holds.

    ``kind``:

    * ``"cast"``: casting a spell with the qualities below ("a creature spell of the
      chosen type" is ``types=("Creature",), chosen_subtype=True``);
    * ``"activate"``: activating an activated ability whose source (a permanent or a
      card) has the qualities below; none given: any activated ability;
    * ``"cost"``: paying a cost that contains the symbol ``cost_symbol`` (``"X"``:
      "costs that contain {X}", ``"C"``: "a cost that contains {C}");
    * ``"cumulative_upkeep"``: paying cumulative upkeep costs (CR 702.24);
    * ``"turn_face_up"``: paying a cost to turn a permanent with the qualities below
      face up (CR 702.37e morph, 701.40b manifest, 702.168 disguise);
    * ``"foretell"``: foretelling a card from your hand (CR 702.143a);
    * ``"unlock"``: unlocking a door of a Room (CR 709.5e, 116.2m);
    * ``"disturb"``: paying a disturb cost (CR 702.146a);
    * ``"class_level"``: gaining a Class level (CR 716.2a);
    * ``"equip"``: activating an equip ability (CR 702.6).

    Qualities of the spell (or source): ``types`` all held (``any_type``: one of them
    held), ``subtypes`` one of them held, ``supertypes`` all held, none of
    ``excluded_types``; ``colors`` all of them, or ``colorless`` / ``monocolored`` /
    ``multicolored`` / ``colored`` ("one or more colors") / ``exact_colors`` (that
    many colors); ``chosen_subtype`` / ``chosen_color``: the subtype / color chosen for
    the mana's source (as it entered, or by this ability); ``kicked`` (CR 702.33);
    ``min_mana_value``; ``x_in_cost`` True for "with {X} in its mana cost", False for
    "without {X}"; ``keyword`` the spell has ("flashback", "devoid", "foretell");
    ``from_zones``: cast from one of these zones (``"graveyard"``, ``"exile"``),
    ``not_from_hand``: cast from anywhere but your hand; ``not_owned``: a spell you
    don't own; ``face_down``: a face-down spell (CR 708); ``no_abilities``;
    ``commander``: your commander (CR 903.3).
    """

    kind: str = "cast"
    types: tuple[str, ...] = ()
    any_type: bool = False
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    excluded_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    colorless: bool = False
    monocolored: bool = False
    multicolored: bool = False
    colored: bool = False
    exact_colors: int | None = None
    chosen_subtype: bool = False
    chosen_color: bool = False
    kicked: bool = False
    min_mana_value: int | None = None
    x_in_cost: bool | None = None
    keyword: str | None = None
    from_zones: tuple[Zone, ...] = ()
    not_from_hand: bool = False
    not_owned: bool = False
    face_down: bool = False
    no_abilities: bool = False
    commander: bool = False
    cost_symbol: str | None = None
    #: For ``"activate"``: the source must be a permanent ("an ability of a colorless
    #: permanent"), not a card in another zone.
    permanent: bool = False
    #: "the last card exiled with ~" (Ice Cauldron): the spell is that card, cast from
    #: exile (with ``from_zones``)
    exiled_with_source: bool = False


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """A restriction on how mana may be spent (CR 106.6): "Spend this mana only to ...".

    ``spell_types`` / ``spell_subtypes`` list what it may pay for (any of them);
    ``abilities`` says whether activating abilities is allowed and
    ``ability_subtypes`` restricts those; ``text`` keeps the wording.

    ``purposes`` is the exact reading the parser gives: the mana may be spent only on
    something matching at least one :class:`SpendPurpose` (an "or" list). ``forbidden``
    is the reverse, "This mana can't be spent to ...": it may be spent on anything not
    matching one of them. The flat fields above say the same thing where they can;
    ``unparsed_condition`` is set when they cannot say all of it — then only
    ``purposes`` / ``forbidden`` (and ``cant_pay_generic``) are exact.
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
    purposes: tuple[SpendPurpose, ...] = ()
    forbidden: tuple[SpendPurpose, ...] = ()


@dataclass(frozen=True, slots=True)
class Rider:
    """An additional effect attached to mana (CR 106.6), kept with the mana and shown.

    "If that mana is spent on a creature spell, it gains haste", or a delayed trigger
    "When you spend this mana to cast ...". The mana's type is unchanged.
    """

    text: str


#: A :class:`Condition`'s ``text`` when it is about "that player" — the player the
#: trigger event named — instead of "you" ("if that player has two or fewer cards in
#: hand", 603.4): checked only as a triggered ability's intervening "if" clause.
THAT_PLAYER: Final = "that player"

#: The kinds of :class:`Condition` only a resolving spell answers, from how it was cast:
#: the zone it was cast from (``"cast_from"``, ``text`` the zone, 601.2a) and whether it
#: was cast during its caster's main phase (``"cast_in_main_phase"``, 505.1)
SPELL_ONLY_CONDITIONS: Final = frozenset({"cast_from", "cast_in_main_phase"})


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the board: ``kind`` with its parameters.

    ``"control"`` (you control a ``selector``; ``count`` at least that many),
    ``"counter_on_self"`` (``counter``), ``"opponent_poison"`` etc. ``negate`` flips it.

    The kinds the parser writes:

    * ``"control"``: you control at least ``count`` objects matching ``selector``;
    * ``"counter_on_self"``: the source has at least ``count`` ``counter`` counters;
      ``"no_counters"``: it has no ``counter`` counters;
    * ``"self_is"``: the source matches ``selector`` ("if ~ is a creature");
    * ``"that_is"``: the object the text calls "that ..." matches ``selector`` ("If that
      Island is snow"); ``"that_was"``: it matched as it last existed before the
      instruction acted on it ("If that creature was a Human", 608.2h);
    * ``"entered_this_turn"``: the source entered the battlefield this turn;
    * ``"opponent_poison"``: an opponent has at least ``count`` poison counters;
    * ``"total_power"``: creatures matching ``selector`` have total power ``count`` or
      more;
    * ``"same_name"``: you control at least ``count`` objects matching ``selector`` that
      all have one name;
    * ``"graveyard_cards"``: at least ``count`` cards are in your graveyard (threshold);
    * ``"played_land"``: you played a land this turn; ``"initiative"``: you have the
      initiative (CR 726); ``"monarch"``: you are the monarch (CR 725);
      ``"completed_dungeon"``: you have completed a dungeon (CR 309.7);
    * ``"activated_times"``: this ability has been activated ``count`` or more times this
      turn (its current activation included);
    * ``"your_turn"``: it is your turn;
    * ``"kicked"``: the spell (or the spell that became the permanent) was kicked (CR
      702.33); ``"cast_from_hand"``: the permanent was cast from its owner's hand;
      ``"attacked_this_turn"``: you attacked this turn;
    * ``"all"`` / ``"any"``: every / at least one of ``conditions`` holds.
    """

    kind: str
    selector: Selector | None = None
    count: int = 1
    counter: str | None = None
    negate: bool = False
    text: str = ""
    #: The parts of an ``"all"`` / ``"any"`` condition.
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add mana (CR 106.3-106.4).

    ``production`` is what is made, ``times`` repeats it ("Add {G} for each Elf you
    control"), ``player`` is who adds it ("you", "controller" of the triggering
    permanent, "that player"; also ``"each player"``: every player adds it, and
    ``"chosen player"``: the player chosen by a "Choose a player." sentence before it,
    who makes the choices of the production, "any color they choose"), ``restriction``
    and ``riders`` go with the mana (106.6).
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
    #: "may add": the player who would add the mana chooses whether to (Snowfall).
    optional: bool = False
    #: "unless any player pays {1}" (Rhystic Cave): once the mana is chosen, each player
    #: in turn order may pay this; if one does, no mana is added (CR 608.2g, 101.4)
    unless_paid: ManaCost | None = None

    def describe(self) -> str:
        """'Add {G}', 'Add one mana of any color'."""
        text = "add " + self.production.describe()
        if self.times is not None:
            text += f" for each of {self.times.describe()}"
        if self.unless_paid is not None:
            text += f" unless any player pays {self.unless_paid}"
        return text


# -- other one-shot effects ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDamage:
    """The source deals damage (to "you" in painland riders).

    ``to`` is ``"you"``, ``"that player"`` (the player a trigger names: Manabarbs) or
    ``"each opponent"``. ``condition``: it happens only if this holds as the ability
    resolves ("~ deals 1 damage to you if you don't control an Ogre"). ``source`` is who
    deals it: ``"self"`` (the ability's source) or ``"that land"`` (the land a mana
    trigger names: Barbflare Gremlin).
    """

    amount: Amount
    to: str = "you"
    condition: Condition | None = None
    source: str = "self"


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life: ``player`` is ``"you"``, ``"each player"`` or ``"each opponent"``."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life ("each opponent" for Grove of the Burnwillows).

    ``optional``: "you may gain" (the player chooses). ``condition``: only if it holds as
    the ability resolves ("If you control a Nissa planeswalker, you gain 2 life").
    """

    amount: Amount
    player: str = "you"
    optional: bool = False
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards from their library (CR 121.1)."""

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
    """Sacrifice the source, possibly only if ``condition`` holds.

    ``unless``: costs the controller may pay instead to keep it ("sacrifice it unless you
    pay {1}", "unless you return an untapped Plains you control to its owner's hand"):
    the choice is made as the ability resolves (CR 118.12).
    """

    condition: Condition | None = None
    unless: tuple[Cost, ...] = ()


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """The controller of the ability sacrifices the selected permanent(s) (CR 701.21):
    ``Relation.THAT`` is the object the text just named (Kiki-Jiki's token, inside a
    :class:`Delayed`). ``player``: who sacrifices, each among their own permanents
    (701.21a) — "you", or the words naming others ("target player", "each opponent").
    """

    selector: Selector
    player: str = "you"


@dataclass(frozen=True, slots=True)
class Untap:
    """Untap the selected permanent(s) (CR 701.26b): "Untap target Forest" (Arbor Elf),
    "Untap ~" (Grim Monolith)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class ExileCards:
    """Exile the selected objects as an effect ("Exile target land card from a
    graveyard", Deathrite Shaman); a zone selector selects cards.

    "exile up to one target ... card" is the selector's ``target_min`` 0 (CR 115.1,
    601.2c). ``counters``: "... with a memory counter on it" (The Animus): the card is
    exiled with these counters on it (122.1), ``(kind, how many)`` pairs. ``any_number``:
    "Exile any number of target creatures and/or planeswalkers you control" (Semester's
    End: as many targets as its controller announces, none too, 601.2c).
    """

    selector: Selector
    counters: tuple[tuple[str, int], ...] = ()
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """Search your library for up to ``count`` cards matching ``selector`` (a card
    selector; ``any_type`` alternatives: "a Plains or Island card"), put them
    ``destination`` (``"battlefield"`` or ``"hand"``), ``tapped`` if so, then shuffle
    (CR 701.23). ``reveal``: the found card is revealed."""

    selector: Selector
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    destination: Zone = Zone.BATTLEFIELD
    tapped: bool = False
    reveal: bool = False
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class ChooseColor:
    """``player`` chooses a color as the ability resolves (``"that player"``: the player
    whose upkeep it is, Hall of Gemstone); "the chosen color" later in the same ability
    means this color."""

    player: str = "you"


@dataclass(frozen=True, slots=True)
class ExceptClause:
    """An exception of a copy effect (CR 707.9): ``kind`` is ``"add_types"``,
    ``"add_subtypes"``, ``"not_legendary"``, ``"extra_counter"``, ``"keep_ability"``,
    ``"no_color"``, ``"grant_ability"``, ``"name"``... with its ``values``.

    As the parser writes them: ``"add_types"`` (types and subtypes added in addition to
    the copied ones, ``values``), ``"add_supertypes"`` ("it's legendary in addition to its
    other types"), ``"not_legendary"``, ``"no_color"`` (it doesn't copy the color),
    ``"grant_ability"`` (``values``: the quoted ability texts or keyword names),
    ``"keep_this_ability"`` ("except it has this ability": the copying object's own
    ability that made the copy), ``"name"`` (``values[0]`` is its name; ``"~"`` is the
    copying card's own name, "except its name is Sakashima the Impostor"),
    ``"base_pt"`` (``values``: base power and toughness), ``"extra_counter"``
    (``values[0]`` the counter kind, ``amount`` how many — one unless given; it enters
    with them, CR 614.1c; ``condition`` a card type it must have for them, e.g.
    ``"Creature"``), ``"colors"`` (``values``: the color letters it is instead),
    ``"own_pt"`` (its base power and toughness are the copier's own, Hulking Metamorph),
    ``"no_mana_cost"``. Any clause may have a ``condition``: a card type the copy must
    have, ``"you control it"`` (the copied permanent) or ``"embalmed"`` (the copy is an
    embalm token, 702.128a).
    """

    kind: str
    values: tuple[str, ...] = ()
    condition: str | None = None
    amount: Amount | None = None
    #: ``"grant_ability"``: the abilities of ``values`` as read with the card (707.9b),
    #: so the engine reads no text while it plays (issue 22)
    granted: tuple[Ability, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """Create ``count`` tokens that are copies of ``original`` (CR 707.2, 111.1), with the
    copy's ``exceptions`` (CR 707.9). ``instead`` holds self-replacements (CR 614.15):
    "If this spell was kicked, create five of those tokens instead" is
    ``(Condition("kicked"), Amount.fixed(5))``."""

    original: Selector
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    exceptions: tuple[ExceptClause, ...] = ()
    instead: tuple[tuple[Condition, Amount], ...] = ()


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Remove ``amount`` ``counter`` counters from the selected object (the source by
    default) as an effect, not a cost ("Remove a time counter from ~", CR 122)."""

    counter: str
    amount: Amount
    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))


@dataclass(frozen=True, slots=True)
class Reveal:
    """Reveal cards (CR 701.20): ``amount`` cards matching ``selector`` (a zone selector,
    usually your hand). ``Amount("any")`` is "any number of"; a later
    ``Amount("revealed")`` in the same ability counts them (Metalworker).
    ``each_player`` with a library selector: each player reveals the top ``amount``
    card(s) of their library (Selvala, Explorer Returned); they stay there."""

    selector: Selector
    amount: Amount
    each_player: bool = False


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return the selected permanent(s) to their owner's hand (Storm Cauldron: "return it
    to its owner's hand", ``Relation.THAT``: the land that was tapped).

    ``count``: ``None`` returns every permanent the selector names; an amount means that
    many of them, chosen by the ability's controller as it resolves ("return a land you
    control to its owner's hand", the bouncelands).
    """

    selector: Selector
    count: Amount | None = None


@dataclass(frozen=True, slots=True)
class TapPermanents:
    """Tap every permanent matching ``selector`` (CR 701.26). Mana Web: lands "that player
    controls" (``ControllerSpec.THAT_PLAYER``) that could produce a type of mana the
    tapped land could produce — ``could_produce_as`` names that land (``Relation.THAT``;
    CR 106.7)."""

    selector: Selector
    could_produce_as: Relation | None = None


@dataclass(frozen=True, slots=True)
class CreateToken:
    """A player creates ``count`` tokens (CR 111.1).

    ``player`` is ``"you"`` or ``"target opponent"`` (Forbidden Orchard); the token's
    characteristics are ``power``/``toughness``, ``colors`` (empty: colorless),
    ``types``, ``subtypes``, ``abilities`` (keyword names or quoted ability texts) and
    ``name`` (defaults to its subtypes, CR 111.4); ``tapped`` if it is created tapped.
    ``power``/``toughness`` are an :class:`Amount` for "an X/X ... token" (107.3: X paid
    or defined by the text), counted once as the instruction resolves (608.2h).
    ``read``: those abilities as the grammar read them, one a line (111.3: the token
    has them; the engine plays these, never the text). ``attacking``: created tapped
    and attacking (508.4). ``attached_to``: a Role (111.10j) is created attached to
    each object it selects, one each.
    """

    power: int | Amount | None
    toughness: int | Amount | None
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    player: str = "you"
    name: str | None = None
    tapped: bool = False
    read: TokenText = field(default_factory=TokenText)
    attacking: bool = False
    attached_to: Selector | None = None


@dataclass(frozen=True, slots=True)
class GainControl:
    """``player`` gains control of the selected permanent(s) (CR 613.1b, layer 2).

    As a static ability ("You control enchanted creature.", Control Magic) it lasts as
    long as the ability exists; from a resolved spell or ability (Act of Treason) for
    ``duration``: ``None`` (indefinitely) or ``"end of turn"`` (514.2). ``"you"`` is the
    controller of the source; ``"an opponent"``: one opponent, chosen by the controller
    of the ability as it resolves (Rainbow Vale, inside a :class:`Delayed`)."""

    selector: Selector
    player: str
    duration: str | None = None


@dataclass(frozen=True, slots=True)
class RollDie:
    """Roll a ``sides``-sided die (CR 706); the result is used by nothing else in the
    same ability (Vexing Puzzlebox's other ability counts the rolls). Each result from 1
    to ``sides`` is an outcome (706.2): an action is told which, as one of its
    ``choices=``."""

    sides: int


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """The selected permanent doesn't untap during its controller's next untap step.

    ``duration``: "while you control" — it doesn't untap during its controller's untap
    steps for as long as the effect's controller controls its source (Wall of Stolen
    Identity; a continuous effect of a resolved ability, 611.2b, 502.3)."""

    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))
    next_only: bool = True
    duration: str | None = None


# -- continuous effects (static abilities and resolved effects; CR 611, 613) --------------


@dataclass(frozen=True, slots=True)
class SetBasicLandTypes:
    """Layer 4: selected lands *are* these basic land types (CR 305.7): Blood Moon.

    ``choose``: ``land_types`` is empty and the effect's controller chooses one basic land
    type as the effect begins ("becomes the basic land type of your choice");
    ``chosen``: it is the basic land type chosen as the source entered ("Enchanted land
    is the chosen type", CR 614.12a). ``until_end_of_turn`` for effects of resolving
    abilities and spells (CR 611.2a, 514.2).
    """

    selector: Selector
    land_types: tuple[str, ...]
    choose: bool = False
    chosen: bool = False
    until_end_of_turn: bool = False


@dataclass(frozen=True, slots=True)
class AddLandTypes:
    """Layer 4: lands gain land types in addition to their own (CR 305.7): Urborg."""

    selector: Selector
    land_types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """Layer 6: selected objects have these abilities (``abilities`` their texts, for
    the log; ``granted`` the records the engine gives them).

    ``condition``: only while it holds ("as long as ...", "during your turn", CR 611.3a).
    """

    selector: Selector
    abilities: tuple[str, ...]
    condition: Condition | None = None
    #: the abilities of ``abilities`` as read with the card, one each (613.1f)
    granted: tuple[Ability, ...] = field(default=(), compare=False)
    #: a text naming "the chosen color" or "the color of your choice" (608.2d, 105.1):
    #: for each color's name ("white" ...), the abilities with that color named instead
    per_color: tuple[tuple[str, tuple[Ability, ...]], ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """"Creatures lose all abilities" (layer 6, CR 613.1f): the objects of ``selector``
    have no abilities, printed, granted earlier or intrinsic to their basic land types
    (305.6); ``except_mana``: they keep their mana abilities ("All lands lose all
    abilities except mana abilities", Blood Sun). Abilities granted later still apply
    (613.7, timestamp order within layer 6)."""

    selector: Selector
    except_mana: bool = False


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """Layer 7c: selected creatures get +power/+toughness.

    ``per``: the bonus is multiplied by this amount, computed continuously ("gets +1/+1
    for each Forest you control", CR 611.3a); ``condition``: only while it holds ("as
    long as you control an artifact").
    """

    selector: Selector
    power: int
    toughness: int
    per: Amount | None = None
    condition: Condition | None = None


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
    #: Whether it keeps its other card types and subtypes (CR 205.1b): True when the
    #: text says "It's still a land" or "in addition to its other types", or it becomes an
    #: "artifact creature"; False when it only "becomes a 4/4 Angel creature", whose new
    #: card type replaces its old ones (CR 205.1a: it is no longer an enchantment).
    keeps_types: bool = True
    #: the abilities of ``abilities`` as read with the card, one each (613.1f)
    granted: tuple[Ability, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """"Switch this creature's power and toughness until end of turn": layer 7d,
    CR 613.4d (a resolved effect: its duration is its record's)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class SetBasePT:
    """"Enchanted creature has base power and toughness 1/1" (Cursed Role): layer 7b,
    CR 613.4b."""

    selector: Selector
    power: int
    toughness: int
    #: only while it holds ("as long as ...", CR 611.3a)
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class CharacteristicPT:
    """A characteristic-defining ability setting power and/or toughness (CR 604.3,
    layer 7a, 613.4a): "~'s power and toughness are each equal to the number of Swamps
    you control" (Nightmare). ``None`` leaves that value alone."""

    power: Amount | None
    toughness: Amount | None


@dataclass(frozen=True, slots=True)
class StaticModifier:
    """A static rule change the engine reads directly (e.g. "doesn't untap during your
    untap step", "You have no maximum hand size"); ``kind`` names it; ``condition``: only
    while it holds ("as long as ...", CR 611.3a)."""

    kind: str
    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))
    condition: Condition | None = None


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


@dataclass(frozen=True, slots=True)
class ManaConvertType:
    """"... produces colorless mana instead of white mana": each mana of type ``from_type``
    the event would produce becomes ``to`` instead; other mana is unchanged (Quarum
    Trench Gnomes)."""

    from_type: str
    to: str


@dataclass(frozen=True, slots=True)
class ManaSetColor:
    """"... produce mana of the chosen color instead of any other color": each *colored*
    mana becomes ``to`` (a color letter, or ``"chosen"``: the color chosen for the effect,
    Hall of Gemstone); colorless mana is unchanged."""

    to: str


ManaTransform = ManaSetType | ManaSetTo | ManaMultiply | ManaTypeMap | ManaConvertType | \
    ManaSetColor


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
    #: "If a land is tapped for two or more mana": applies only if the event would
    #: produce at least this much mana (Damping Sphere).
    min_amount: int | None = None


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
    #: It triggers only if this holds: "while you're the monarch" or an intervening "if"
    #: clause (CR 603.4), e.g. Barbflare Gremlin's "if ~ is tapped".
    condition: Condition | None = None
    #: "Whenever a land's ability causes you to add ..." (Caged Sun): any mana ability of
    #: the permanent that adds mana, tapped for mana or not
    any_ability: bool = False
