"""Records of static abilities the engine reads where the rules decide (CR 604, 611.3).

A static ability "does something all the time rather than being activated or triggered"
(604.1): it generates continuous effects, some of them changing characteristics (the
layers of 613, records of :mod:`mtglab.cards.effects` such as ``ModifyPT``), others
changing a rule of the game. This module holds the records of the second kind that
the grammar part ``grammar/statics.lark`` reads, each with a closed vocabulary as an
enum, and the kinds of :class:`~mtglab.cards.effects.Condition` it writes:

* :class:`CombatRule` — restrictions and requirements on attacking and blocking
  (508.1c-d, 509.1b-c): "~ can't be blocked by creatures with power 2 or less", "~ can
  block only creatures with flying", "~ attacks each combat if able".
* :class:`StaticPrevention` — prevention effects of static abilities (615.1): "Prevent
  all damage that would be dealt to ~ by artifact creatures";
* the kinds :data:`CANT_ACTIVATE` / :data:`CANT_ACTIVATE_NONMANA` of a
  ``StaticModifier`` ("its activated abilities can't be activated", 602.5).

A static ability whose condition doesn't hold does nothing (611.3a); the condition is
kept on the record and checked by :mod:`mtglab.engine.characteristics.conditions` whenever the rule
is
asked.

>>> from mtglab.cards.effects import Relation, Selector
>>> rule = CombatRule(CombatRuleKind.MAX_BLOCKERS, Selector(relation=Relation.SELF), count=1)
>>> rule.describe()
"can't be blocked by more than 1 creature(s)"
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from mtglab.cards.castprohibitions import CastProhibition
from mtglab.cards.conditionkinds import MoreCondition
from mtglab.cards.effects import Condition, Selector
from mtglab.cards.instructions import DamageKind, Recipient
from mtglab.cards.playerrules import PLAYER_RULES
from mtglab.cards.referents import ExiledIfItWouldDie
from mtglab.mana import ManaCost

__all__ = ["ANY_NUMBER", "CANT_ACTIVATE", "CANT_ACTIVATE_NONMANA", "CHECKED_CONDITIONS",
           "DAMAGE_BY_TOUGHNESS", "DEFENDING_CONDITIONS", "NO_COMBAT_DAMAGE", "PLAYER_HEXPROOF",
           "PLAYER_KEYWORDS", "PLAYER_SHROUD", "STATICS", "CombatRule", "CombatRuleKind",
           "StaticCondition", "StaticPrevention", "TypeChange"]


class StaticCondition(enum.StrEnum):
    """The kinds of :class:`~mtglab.cards.effects.Condition` the static grammar writes
    besides the older ones ("control", "counter_on_self", "your_turn" ...): the words of
    "as long as ..." (611.3a). A value is the condition's ``kind``."""

    #: at least ``count`` permanents match ``selector`` (its relation may name one
    #: object: "~ is untapped", "enchanted creature is black", "equipped creature is a
    #: Human"; 613.1, 109.3)
    EXISTS = "exists"
    #: the source is attached to something / has something attached (301.5, 303.4):
    #: "~ is equipped", "~ is enchanted" (``selector``: what is attached, counted)
    HAS_ATTACHED = "has_attached"
    #: your devotion to the colors of ``selector.colors`` is less than ``count`` (700.5)
    DEVOTION_LESS_THAN = "devotion_less_than"
    #: you have at least ``count`` cards in hand ("no cards": ``negate`` of 1)
    CARDS_IN_HAND = "cards_in_hand"
    #: you have at most ``count`` cards in hand (hellbent and "N or fewer")
    CARDS_IN_HAND_AT_MOST = "cards_in_hand_at_most"
    #: you have drawn at least ``count`` cards this turn (121.1)
    DRAWN_THIS_TURN = "drawn_this_turn"
    #: your life total is at least ``count`` (119)
    LIFE_AT_LEAST = "life_at_least"
    #: your life total is at most ``count`` (119)
    LIFE_AT_MOST = "life_at_most"
    #: an opponent's life total is at most ``count``
    OPPONENT_LIFE_AT_MOST = "opponent_life_at_most"
    #: at least ``count`` cards matching ``selector`` (a zone, its owner) exist
    CARDS_IN_ZONE = "cards_in_zone"
    #: an opponent has at least ``count`` cards in their graveyard
    OPPONENT_GRAVEYARD = "opponent_graveyard"
    #: an opponent controls a permanent matching ``selector``
    OPPONENT_CONTROLS = "opponent_controls"
    #: the defending player controls a permanent matching ``selector`` (506.2, 508.1c)
    DEFENDING_CONTROLS = "defending_controls"
    #: at least ``count`` card types among the cards in your graveyard (205.2a; the
    #: ability word delirium, 207.2c)
    CARD_TYPES_IN_GRAVEYARD = "card_types_in_graveyard"
    #: you have more cards in hand than each opponent (402)
    MOST_CARDS_IN_HAND = "most_cards_in_hand"
    #: you cast at least ``count`` spells this turn, of the kind ``selector`` names
    #: when it isn't None (their types as they were cast, 601.2i)
    SPELLS_CAST = "spells_cast"
    #: the source has become monstrous (701.37b)
    MONSTROUS = "monstrous"
    #: the source has ``count`` or more counters on it, of any kinds together (122.1)
    COUNTERS_ON_SELF = "counters_on_self"
    #: you have exactly ``count`` cards in hand (402)
    CARDS_IN_HAND_EXACTLY = "cards_in_hand_exactly"
    #: the creatures you control have at least ``count`` different powers among them
    #: ("three or more creatures with different powers", 208.1)
    DIFFERENT_POWERS = "different_powers"
    #: an opponent controls more permanents matching ``selector`` than you do ("an
    #: opponent controls more lands than you")
    OPPONENT_CONTROLS_MORE = "opponent_controls_more"
    #: some player, you included, has ``count`` or less life ("a player has 13 or less
    #: life", 119)
    PLAYER_LIFE_AT_MOST = "player_life_at_most"
    #: you have at least ``count`` opponents (102.2, 102.3: a multiplayer game)
    OPPONENTS_AT_LEAST = "opponents_at_least"
    #: at least ``count`` different mana values among the cards in your graveyard (202.3)
    MANA_VALUES_IN_GRAVEYARD = "mana_values_in_graveyard"
    #: the source permanent was cast (601.2: "if you cast it"), as recorded when it
    #: entered; ``CAST_FROM_HAND``: cast from its owner's hand (601.2a)
    WAS_CAST = "was_cast"
    #: you control your commander (903.3: the card designated so, owned by you)
    CONTROLS_COMMANDER = "controls_commander"
    CAST_FROM_HAND = "cast_from_hand"
    # -- players compared (grammar/comparisons.lark; 119 life, 402 hand) ------------------
    #: an opponent has more life than you
    OPPONENT_MORE_LIFE = "opponent_more_life"
    #: an opponent has more cards in hand than you
    OPPONENT_MORE_CARDS = "opponent_more_cards_in_hand"
    #: you have more life than an opponent (one of them)
    MORE_LIFE_THAN_OPPONENT = "more_life_than_opponent"
    #: some player has more life / cards in hand than each other player
    PLAYER_MOST_LIFE = "player_most_life"
    PLAYER_MOST_CARDS = "player_most_cards_in_hand"
    #: some player controls more permanents matching ``selector`` than each other player
    PLAYER_MOST_PERMANENTS = "player_most_permanents"
    #: you (``text`` "that player": the player the trigger event named, 603.4) control
    #: more permanents matching ``selector`` than each other player
    MOST_PERMANENTS = "most_permanents"
    #: the defending player (506.2, 508.5) controls more permanents matching
    #: ``selector`` than you / has more cards in hand than you
    DEFENDING_MORE_PERMANENTS = "defending_more_permanents"
    DEFENDING_MORE_CARDS = "defending_more_cards_in_hand"
    #: an opponent has at most ``count`` cards in hand ("no cards": 0)
    OPPONENT_CARDS_AT_MOST = "opponent_cards_in_hand_at_most"
    #: your life total is exactly ``count`` (119)
    LIFE_EXACTLY = "life_exactly"
    #: one of your opponents is the monarch (725); some player is (negated: "there is no
    #: monarch")
    OPPONENT_MONARCH = "opponent_monarch"
    MONARCH_EXISTS = "monarch_exists"
    #: your party has four creatures (700.8: "you have a full party")
    FULL_PARTY = "full_party"
    #: the source was declared as an attacker this turn (508.1a; negated: "didn't attack")
    SELF_ATTACKED = "self_attacked_this_turn"


class CombatRuleKind(enum.StrEnum):
    """The restrictions (508.1c, 509.1b) and requirements (508.1d, 509.1c) a static
    ability puts on attacking and blocking creatures."""

    #: "can't be blocked by <other>" (509.1b): no creature matching ``other`` blocks it
    CANT_BE_BLOCKED_BY = "cant_be_blocked_by"
    #: "can't be blocked except by <other>": only creatures matching ``other`` block it
    BLOCKED_ONLY_BY = "blocked_only_by"
    #: "can't be blocked by more than one creature" (``count`` 1)
    MAX_BLOCKERS = "max_blockers"
    #: "can't be blocked except by three or more creatures" (``count`` 3; menace is 2,
    #: 702.111b)
    MIN_BLOCKERS = "min_blockers"
    #: "can block only creatures with flying" (509.1b)
    BLOCKS_ONLY = "blocks_only"
    #: "can't block creatures with power 2 or greater" (509.1b)
    CANT_BLOCK_THESE = "cant_block_these"
    #: "can block an additional creature each combat" (``count`` more; "any number of
    #: creatures": :data:`ANY_NUMBER`; 509.1a)
    BLOCKS_ADDITIONAL = "blocks_additional"
    #: "attacks each combat if able" (508.1d)
    ATTACKS_EACH_COMBAT = "attacks_each_combat"
    #: "blocks each combat if able" (509.1c)
    BLOCKS_EACH_COMBAT = "blocks_each_combat"
    #: "must be blocked if able" (509.1c)
    MUST_BE_BLOCKED = "must_be_blocked"
    #: "All creatures able to block ~ do so" (Lure, 509.1c): each creature able to block
    #: it (of ``other`` if given: "all Walls") must block it
    MUST_BE_BLOCKED_BY_ALL = "must_be_blocked_by_all_able"
    #: "can't attack alone" / "can't block alone" (506.5, 508.1c, 509.1b)
    CANT_ATTACK_ALONE = "cant_attack_alone"
    CANT_BLOCK_ALONE = "cant_block_alone"
    #: "can't attack unless defending player controls an Island" (508.1c): the
    #: rule's ``condition`` is read for each player it could attack
    CANT_ATTACK_UNLESS = "cant_attack_unless"
    #: "can attack as though it didn't have defender" (702.3b)
    ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"
    #: "can't attack unless its controller pays {3}" (508.1d, 508.1h): a cost to attack,
    #: ``cost`` for each creature covered; ``attacking_you``: only as it attacks the
    #: source's controller ("Creatures can't attack you unless ...", Propaganda)
    ATTACK_COST = "attack_cost"
    #: "can't block unless its controller pays {3}" (509.1c-d): a cost to block
    BLOCK_COST = "block_cost"
    #: "You may have ~ assign its combat damage as though it weren't blocked" (510.1c):
    #: a blocked creature's controller may have it assign all its combat damage to the
    #: player or permanent it attacks
    DAMAGE_AS_UNBLOCKED = "damage_as_unblocked"


#: "can block any number of creatures" (509.1a): no limit a board reaches
ANY_NUMBER = 99

#: the kind of :class:`~mtglab.cards.effects.StaticModifier` of "its activated abilities
#: can't be activated" (Arrest; 602.5): no activated ability of the objects it covers,
#: mana abilities included (605.3a is the same rule for them)
CANT_ACTIVATE = "cant_activate"
#: "... can't be activated unless they're mana abilities": the same, mana abilities aside
CANT_ACTIVATE_NONMANA = "cant_activate_nonmana"
#: the kinds of :class:`~mtglab.cards.effects.StaticModifier` of a keyword the source's
#: controller has: "You have hexproof" (702.11c: no spell or ability an opponent controls
#: targets that player) and "You have shroud" (702.18a: no spell or ability does)
PLAYER_HEXPROOF = "player_hexproof"
PLAYER_SHROUD = "player_shroud"
#: the keywords a player may have, by their word, and the kinds that record them
PLAYER_KEYWORDS: Final = {"hexproof": PLAYER_HEXPROOF, "shroud": PLAYER_SHROUD}
#: "assigns combat damage equal to its toughness rather than its power" (Doran): the
#: amount 510.1a's rule uses for the creatures it covers
DAMAGE_BY_TOUGHNESS = "damage_by_toughness"
#: "~ assigns no combat damage this turn" (Dwarven Vigilantes): the creatures it covers
#: assign none in the combat damage step (510.1a), blocked or not
NO_COMBAT_DAMAGE = "no_combat_damage"


@dataclass(frozen=True, slots=True)
class CombatRule:
    """A restriction or requirement on the creatures ``selector`` covers (CR 508.1c-d,
    509.1b-c); ``other`` is the creatures on the other side of the block ("by creatures
    with flying", "only creatures with flying"), ``count`` a number of blockers or of
    additional blocks, ``condition`` the "as long as" it holds under (611.3a)."""

    kind: CombatRuleKind
    selector: Selector
    other: Selector | None = None
    count: int = 0
    condition: Condition | None = None
    #: the cost to attack or to block, for each creature (508.1h, 509.1d)
    cost: ManaCost | None = None
    #: a cost to attack only the source's controller ("can't attack you unless ...")
    attacking_you: bool = False

    def describe(self) -> str:
        """The rule in words."""
        other = self.other.describe() if self.other is not None else ""
        match self.kind:
            case CombatRuleKind.ATTACK_COST | CombatRuleKind.BLOCK_COST:
                verb = "attack" if self.kind is CombatRuleKind.ATTACK_COST else "block"
                you = " you" if self.attacking_you else ""
                return f"can't {verb}{you} unless its controller pays {self.cost}"
            case CombatRuleKind.CANT_BE_BLOCKED_BY:
                return f"can't be blocked by {other}"
            case CombatRuleKind.BLOCKED_ONLY_BY:
                return f"can't be blocked except by {other}"
            case CombatRuleKind.MAX_BLOCKERS:
                return f"can't be blocked by more than {self.count} creature(s)"
            case CombatRuleKind.MIN_BLOCKERS:
                return f"can't be blocked except by {self.count} or more creatures"
            case CombatRuleKind.BLOCKS_ONLY:
                return f"can block only {other}"
            case CombatRuleKind.CANT_BLOCK_THESE:
                return f"can't block {other}"
            case CombatRuleKind.BLOCKS_ADDITIONAL:
                return "can block any number of creatures" if self.count >= ANY_NUMBER \
                    else f"can block {self.count} additional creature(s) each combat"
        return self.kind.value.replace("_", " ")



@dataclass(frozen=True, slots=True)
class StaticPrevention:
    """"Prevent all [combat] damage that would be dealt to ~ by artifact creatures" (CR
    615.1, a prevention effect of a static ability, 604.1): while its source is on the
    battlefield (and ``condition`` holds, 611.3a), all damage of ``kind`` to the
    recipients ``to`` (empty: any) from the sources ``by`` matches (None: any) is
    prevented. "The creature it's attached to" is read as the damage would be dealt.
    ``amount``: "If a source would deal damage to you, prevent 1 of that damage" prevents
    only that much of each such damage event (615.1: partly prevented); ``None``: all."""

    kind: DamageKind
    to: tuple[Recipient, ...] = ()
    by: Selector | None = None
    condition: Condition | None = None
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class TypeChange:
    """What the objects ``selector`` covers are, as a static ability says it (CR 604,
    611.3): layer 4 (613.1d) adds the card ``types`` and ``subtypes`` ("is a Monk in
    addition to its other types", 205.1b), every creature type (205.3m) or removes
    ``removed_types`` ("~ isn't a creature", the Theros gods); layer 5 (613.1e) makes
    its colors ``colors`` ("~ is black", 105.3) or adds ``added_colors`` ("is a white
    Angel in addition to its other colors and types"). ``condition``: only while it
    holds ("as long as ...", 611.3a).

    >>> from mtglab.cards.effects import Relation, Selector
    >>> TypeChange(Selector(relation=Relation.EQUIPPED), subtypes=("Monk",)).describe()
    'is also Monk'
    """

    selector: Selector
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    removed_types: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    added_colors: tuple[str, ...] = ()
    condition: Condition | None = None
    #: "Enchanted creature is a Treefolk" (205.1a): the creature types written replace
    #: its creature types; card types written ("is a blue Frog creature") replace its
    #: card types too, and the subtypes of those it loses go with them
    sets_types: bool = False
    #: "~ is the chosen type in addition to its other types" (205.1b): the creature or
    #: basic land type its source's controller chose as it entered (614.12) is added
    chosen_subtype: bool = False

    def describe(self) -> str:
        """The change in words."""
        parts = ["is also the chosen type"] if self.chosen_subtype else []
        added = (*self.added_colors, *self.types, *self.subtypes)
        if self.sets_types:
            parts.append("is only " + " ".join((*self.subtypes, *self.types)))
        elif added:
            parts.append("is also " + " ".join(added))
        if self.all_creature_types:
            parts.append("is every creature type")
        if self.removed_types:
            parts.append("isn't " + " or ".join(self.removed_types))
        if self.colors is not None:
            parts.append("is " + ("".join(self.colors) or "colorless"))
        return ", ".join(parts)


#: The condition kinds a static ability may have: those
#: :mod:`mtglab.engine.characteristics.conditions` checks (611.3a). A static ability with
#: another condition is not read (supported is a promise that the engine plays it).
CHECKED_CONDITIONS: frozenset[str] = frozenset({
    "control", "all", "any", "counter_on_self", "no_counters", "self_is", "your_turn",
    "graveyard_cards", "monarch", "city_blessing", "max_speed", "initiative",
    "completed_dungeon",
    "entered_this_turn",
    "class_level",  # 716.2a (cards.levels)
    "played_land", "opponent_poison", "total_power", *StaticCondition,
    # delirium (205.2a) and the game's history (engine/game/history.py)
    "card_types_in_graveyard", "attacked_this_turn", "creature_died_this_turn",
    "opponent_lost_life_this_turn", "permanent_left_this_turn", "gained_life_this_turn",
    "spells_cast_last_turn", "player_spells_last_turn", "life_lost_this_turn",
    "player_lost_life_this_turn", "creatures_attacked_this_turn",
    "creature_died_under_control_this_turn",
    # grammar/conditions.lark (engine/characteristics/moreconditions.py)
    "renowned", "entered_under_control_this_turn", "descended_this_turn",
    "spells_cast_from_hand_this_turn", *MoreCondition})

#: The conditions about the defending player (506.2, 508.5): read only where an attacking
#: creature's ability names one ("whenever ~ attacks, if defending player controls ...")
#: and for the rules of attacking (508.1c).
DEFENDING_CONDITIONS: frozenset[str] = frozenset({
    StaticCondition.DEFENDING_CONTROLS, StaticCondition.DEFENDING_MORE_PERMANENTS,
    StaticCondition.DEFENDING_MORE_CARDS})

#: Every record type of this module (the parser's list of effect types).
STATICS: tuple[type, ...] = (CombatRule, StaticPrevention, TypeChange, ExiledIfItWouldDie,
                             CastProhibition, *PLAYER_RULES)
