"""The closed vocabularies of the rules: cost kinds, amount kinds, zones, steps and phases.

Each is a :class:`enum.StrEnum`: a member is the word the parser, the engine, board files
and the ability cache write (``CostKind.TAP == "tap"``, ``str(Zone.HAND) == "hand"``), so
it reads and prints as that word, while the set of words is closed. Building a member from
a word it doesn't hold raises :class:`mtglab.errors.BadArgumentError` naming the
vocabulary, the word and the rule that lists the words:

>>> CostKind("tap") is CostKind.TAP
True
>>> try:
...     Zone("hnd")
... except BadArgumentError as exc:
...     print(exc)
zone: 'hnd' is not one of battlefield, hand, graveyard, library, exile, stack, command (CR 400.1)
"""

from __future__ import annotations

import enum
from typing import Any, Final

from mtglab.errors import BadArgumentError

__all__ = ["AmountKind", "CostKind", "DayNight", "Phase", "Zone"]


class _Vocabulary(enum.StrEnum):
    """A closed vocabulary of words: an unknown word is refused with a
    :class:`BadArgumentError` naming the vocabulary and the rule."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        field, rule = _NAMES[cls.__name__]
        words = ", ".join(m.value for m in cls)
        raise BadArgumentError(field, value, f"one of {words} ({rule})")


class CostKind(_Vocabulary):
    """The kind of one part of an activation or additional cost (CR 118, 602.1): what
    :attr:`mtglab.cards.effects.Cost.kind` holds."""

    TAP = "tap"  # {T} (107.5)
    UNTAP = "untap"  # {Q} (107.6)
    MANA = "mana"  # a mana cost (118.1, 202.1)
    SACRIFICE = "sacrifice"  # sacrifice a permanent (701.21)
    TAP_OTHER = "tap_other"  # "Tap an untapped creature you control" (118.3)
    UNTAP_OTHER = "untap_other"  # "Untap a tapped artifact you control"
    REMOVE_COUNTERS = "remove_counters"  # remove counters (122.8, 118.3)
    PUT_COUNTERS = "put_counters"  # put counters on (122.1)
    PAY_LIFE = "pay_life"  # pay life (119.4, 118.3)
    DISCARD = "discard"  # discard a card (701.9)
    EXILE = "exile"  # exile a card or a permanent (406.2)
    ENERGY = "energy"  # pay energy counters (107.14)
    RETURN = "return"  # return a permanent to its owner's hand
    MILL = "mill"  # mill cards (701.17)
    EXERT = "exert"  # exert the source (701.43)
    FORAGE = "forage"  # exile three cards from your graveyard or sacrifice a Food (701.61)
    COLLECT_EVIDENCE = "collect_evidence"  # exile cards of total mana value N (701.59)
    CREW = "crew"  # tap creatures with total power N (702.122a)
    LOYALTY = "loyalty"  # the loyalty symbol of a loyalty ability (606.4)
    REVEAL = "reveal"  # reveal a card from your hand (701.20a), an additional cost's option


class AmountKind(_Vocabulary):
    """How a number in an ability is found (CR 107.1, 107.3, 208.2...): what
    :attr:`mtglab.cards.effects.Amount.kind` holds. Its docstring says what each
    quantity is."""

    FIXED = "fixed"
    X = "x"  # the X paid in a cost (107.3)
    ANY = "any"
    ALL = "all"
    ONE_OR_MORE = "one_or_more"
    THAT_MUCH = "that_much"
    COUNT = "count"
    COUNT_ALREADY = "count_already"
    COUNT_WITH_GRAVEYARD = "count_with_graveyard"
    COUNTERS = "counters"
    COUNTERS_AMONG = "counters_among"
    COUNTERS_REMOVED_AS_ENTERS = "counters_removed_as_enters"
    POWER = "power"
    TOUGHNESS = "toughness"
    REMOVED = "removed"
    REVEALED = "revealed"
    TOP_CARDS_REVEALED = "top_cards_revealed"
    REVEALED_AS_ENTERS = "revealed_as_enters"
    REVEALED_TOP_MANA_VALUE = "revealed_top_mana_value"
    SACRIFICED_AS_ENTERS = "sacrificed_as_enters"
    SACRIFICED_THIS_WAY = "sacrificed_this_way"
    DONE_AS_ENTERS = "done_as_enters"
    DEVOTION = "devotion"  # 700.5
    DEVOTION_TO_CHOSEN = "devotion_to_chosen"
    LIFE = "life"
    HALF_LIFE_ROUNDED_UP = "half_life_rounded_up"  # 107.1a
    HALF_LIFE_ROUNDED_DOWN = "half_life_rounded_down"  # 107.1a
    HALF_LIBRARY_ROUNDED_UP = "half_library_rounded_up"  # 107.1a, 401
    HALF_LIBRARY_ROUNDED_DOWN = "half_library_rounded_down"  # 107.1a, 401
    DIFFERENT_POWERS = "different_powers"
    GREATEST_POWER = "greatest_power"
    GREATEST_POWER_WITH_GRAVEYARD = "greatest_power_with_graveyard"
    GREATEST_SHARED_TYPE = "greatest_shared_type"
    BASIC_LAND_TYPES = "basic_land_types"  # 305.6, 207.2c
    SACRIFICED_POWER = "sacrificed_power"  # 608.2h
    SACRIFICED_MANA_VALUE = "sacrificed_mana_value"
    SACRIFICED_TOUGHNESS = "sacrificed_toughness"  # 608.2h
    EXILED_MANA_VALUE = "exiled_mana_value"
    DISCARDED_MANA_VALUE = "discarded_mana_value"  # 702.33a
    LIFE_GAINED_THIS_TURN = "life_gained_this_turn"
    CARDS_DRAWN_THIS_TURN = "cards_drawn_this_turn"
    CREATURES_DIED_THIS_TURN = "creatures_died_this_turn"  # 700.4
    OPPONENTS_LIFE_LOST_THIS_TURN = "opponents_life_lost_this_turn"  # 119.3
    OPPONENTS_WHO_LOST_LIFE = "opponents_who_lost_life"
    SPELLS_CAST_THIS_TURN = "spells_cast_this_turn"  # 601.2i
    OPPONENT_CARDS_DRAWN_MOST = "opponent_cards_drawn_most"  # 121.1
    LANDS_ENTERED_THIS_TURN = "lands_entered_this_turn"  # 305.1
    KICKED_TIMES = "kicked_times"  # 702.33
    COLORS_SPENT = "colors_spent"  # 702.44a
    COLOR_COUNT = "color_count"
    COMMANDER_CASTS = "commander_casts"  # 903.8
    CONVOKED_CREATURES = "convoked_creatures"  # 702.51c
    DELVED_INSTANTS_SORCERIES = "delved_instants_sorceries"  # 702.66a
    MANA_SPENT = "mana_spent"
    MANA_SPENT_SYMBOLS = "mana_spent_symbols"
    SPELL_MANA_VALUE = "spell_mana_value"  # 202.3e
    SPELL_X = "spell_x"
    CARDS_IN_ZONE = "cards_in_zone"
    CARDS_MANA_VALUE = "cards_mana_value"
    DISTINCT_MANA_COSTS = "distinct_mana_costs"
    ATTACHED = "attached"  # the objects attached to it (301.5, 303.4)
    #: the creatures blocking the source beyond the first (rampage, 702.23a)
    BLOCKERS_BEYOND_FIRST = "blockers_beyond_first"
    #: the opponents a player attacked with a creature this combat (melee, 702.121a)
    OPPONENTS_ATTACKED = "opponents_attacked"
    OPPONENTS = "opponents"  # the opponents a player has (102.3)
    PARTY = "party"  # the creatures in a player's party (700.8)
    GREATEST_TOUGHNESS = "greatest_toughness"  # the greatest toughness among (208.1)
    GREATEST_MANA_VALUE = "greatest_mana_value"  # the greatest mana value among (202.3)
    DIFFERENTLY_NAMED = "differently_named"  # how many different names among (201.2)
    CARDS_IN_HANDS = "cards_in_hands"
    MOST_CREATURES_CONTROLLED = "most_creatures_controlled"
    TOTAL_TOUGHNESS = "total_toughness"
    NAMED_POWER = "named_power"
    NAMED_TOUGHNESS = "named_toughness"
    NAMED_MANA_VALUE = "named_mana_value"
    OTHER = "other"  # a quantity kept as text: read, not computed


class Zone(_Vocabulary):
    """A zone of the game (CR 400.1)."""

    BATTLEFIELD = "battlefield"  # 403
    HAND = "hand"  # 402
    GRAVEYARD = "graveyard"  # 404
    LIBRARY = "library"  # 401
    EXILE = "exile"  # 406
    STACK = "stack"  # 405
    COMMAND = "command"  # 408


class Phase(_Vocabulary):
    """A step of a turn, or a main phase (which has no steps), in turn order (CR 500.1,
    501.1, 505.1, 506.1, 512.1): what :attr:`mtglab.engine.state.GameState.phase` holds."""

    UNTAP = "untap"  # 502
    UPKEEP = "upkeep"  # 503
    DRAW = "draw"  # 504
    PRECOMBAT_MAIN = "precombat main"  # 505
    BEGINNING_OF_COMBAT = "beginning of combat"  # 507
    DECLARE_ATTACKERS = "declare attackers"  # 508
    DECLARE_BLOCKERS = "declare blockers"  # 509
    COMBAT_DAMAGE = "combat damage"  # 510
    END_OF_COMBAT = "end of combat"  # 511
    POSTCOMBAT_MAIN = "postcombat main"  # 505
    END = "end"  # 513
    CLEANUP = "cleanup"  # 514

    @property
    def is_main(self) -> bool:
        """Whether this is a main phase (CR 505.1)."""
        return self in (Phase.PRECOMBAT_MAIN, Phase.POSTCOMBAT_MAIN)


class DayNight(_Vocabulary):
    """The game's day/night designation once it has one (CR 731.1): what
    :attr:`mtglab.engine.state.GameState.day_night` holds (None: neither, as a game
    starts)."""

    DAY = "day"
    NIGHT = "night"


_NAMES: Final[dict[str, tuple[str, str]]] = {
    "CostKind": ("cost kind", "CR 118"),
    "AmountKind": ("amount kind", "CR 107.1"),
    "Zone": ("zone", "CR 400.1"),
    "Phase": ("phase", "CR 500.1"),
    "DayNight": ("day_night", "CR 731.1"),
}
