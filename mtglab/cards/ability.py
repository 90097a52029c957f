"""Abilities: one line of a card's text, as printed and as parsed (CR 113).

An :class:`Ability` keeps its printed text next to its parsed costs and effects; an
ability the parser could not read is kept with ``supported=False``, its text and the
part not understood (``problem``), never dropped and never guessed.
"""

from __future__ import annotations

import enum
import functools
import html
from dataclasses import dataclass, field
from typing import Final

from mtglab.cards.effects import (
    ActivationRestriction,
    AddMana,
    Condition,
    Cost,
    Effect,
    ManaTrigger,
    Relation,
    Selector,
)
from mtglab.cards.instructions import Recipient, Who
from mtglab.mana import text_html

__all__ = ["COMBAT_EVENTS", "Ability", "AbilityKind", "Trigger", "TriggerEvent"]


class AbilityKind(enum.StrEnum):
    """The kinds of ability (CR 113.3) plus spell text and keyword lines."""

    ACTIVATED = "activated"  # "cost: effect" (602)
    TRIGGERED = "triggered"  # "When/Whenever/At ..." (603)
    STATIC = "static"  # everything else on a permanent (604)
    SPELL = "spell"  # instructions of an instant or sorcery (113.3a)
    KEYWORD = "keyword"  # a line of keywords ("Flying, haste") (702)


class TriggerEvent(enum.StrEnum):
    """The kinds of event a trigger condition names (CR 603.2), a closed vocabulary.

    The value is the word the engine and the board files use, so a ``TriggerEvent``
    compares equal to it (``TriggerEvent.ENTERS == "enters"``). Events about an object
    read its subject from :attr:`Trigger.selector`: ``None`` is the ability's source
    itself ("whenever ~ attacks"), a selector the objects it watches ("whenever a
    creature you control attacks"). The older names that say "other" (``other_enters``,
    ``creature_dies``...) watch other objects only through their selector.
    """

    # zone changes (603.6, 603.10a)
    ENTERS = "enters"  # ~ enters (603.6a)
    OTHER_ENTERS = "other_enters"  # a/another <selector> enters (603.6a)
    LANDFALL = "landfall"  # a land you control enters
    ENTERS_ATTACHED = "enters_attached"  # an Aura enters attached (303.4f)
    DIES = "dies"  # ~ dies (700.4)
    CREATURE_DIES = "creature_dies"  # a/another <selector> dies (700.4, 603.10a)
    ATTACHED_DIES = "attached_dies"  # enchanted / equipped creature (land ...) dies
    ATTACHED_LEAVES = "attached_leaves"  # enchanted / equipped creature leaves (603.6c)
    LEAVES = "leaves"  # ~ leaves the battlefield (603.6c)
    OTHER_LEAVES = "other_leaves"  # a <selector> leaves the battlefield (603.6c, 603.10a)
    GRAVEYARD = "graveyard"  # ~ is put into a graveyard from the battlefield
    OTHER_GRAVEYARD = "other_graveyard"  # a <selector> is put into a graveyard from it
    EXILED = "exiled"  # ~ is put into exile from the battlefield (603.6c, 603.10a)
    OTHER_EXILED = "other_exiled"  # a <selector> is put into exile from the battlefield
    CARD_TO_GRAVEYARD = "card_to_graveyard"  # a <card> is put into a graveyard from anywhere
    CREATURES_EXILED = "creatures_exiled"  # creatures and/or creature cards put into exile
    LEAVES_GRAVEYARD = "leaves_graveyard"  # a <card> leaves a graveyard (603.10a)
    # spells and abilities
    CAST = "cast"  # <who> casts a <spell> (601.2i)
    CAST_TARGETING_SELF = "cast_targeting_self"  # you cast a spell that targets ~ (heroic)
    COPY_SPELL = "copy_spell"  # <who> copies a <spell> (707.10): "cast or copy" (magecraft)
    BECOMES_TARGET = "becomes_target"  # <subject> becomes the target of a spell (115.1)
    CYCLE = "cycle"  # <who> cycles a card (702.29c)
    #: <who> activates an ability (of <kind>) that isn't a mana ability (602.2b, 601.2i, 605.1a):
    #: a loyalty ability, a named one ("an exhaust ability") by ``ability_kind``
    ACTIVATE = "activate"
    ROLL_DIE = "roll_die"  # <who> rolls a die (706.1): of a result (``result``) or any
    CRIME = "crime"  # you commit a crime (700.13)
    # combat (506-511)
    ATTACKS = "attacks"  # <subject> attacks (508.3a)
    YOU_ATTACK = "you_attack"  # <who> attacks: one or more of their creatures (508.3d)
    BLOCKS = "blocks"  # <subject> blocks (509.3a)
    ATTACKS_OR_BLOCKS = "attacks_or_blocks"
    BECOMES_BLOCKED = "becomes_blocked"  # <subject> becomes blocked (509.3c)
    UNBLOCKED = "unblocked"  # <subject> attacks and isn't blocked (509.3g)
    COMBAT_DAMAGE_PLAYER = "combat_damage_player"  # deals combat damage to a player (510.3a)
    COMBAT_DAMAGE_CREATURE = "combat_damage_creature"  # ... to a creature
    DEALS_DAMAGE = "deals_damage"  # <subject> deals (combat) damage (to <recipient>) (120)
    DEALT_DAMAGE = "dealt_damage"  # <subject> is dealt damage (120)
    #: <who> is dealt damage (120.3a), "by" a source of a controller (``by``)
    PLAYER_DEALT_DAMAGE = "player_dealt_damage"
    CREWED_FIRST = "crewed_first"  # ~ becomes crewed for the first time each turn
    CREWED = "crewed"  # ~ becomes crewed: a crew ability of it resolves (702.122d)
    #: ~ becomes saddled for the first time each turn: a saddle ability of it resolves
    #: while it isn't saddled (702.171b)
    SADDLED_FIRST = "saddled_first"
    CREWS = "crews"  # <subject> crews a Vehicle: tapped to pay a crew cost (702.122b)
    EXPLORES = "explores"  # <subject> explores (701.44)
    EXPLOITS = "exploits"  # <subject> exploits a creature (702.110b)
    EXERTED = "exerted"  # <who> exerts <subject> (701.43a)
    # steps and phases (603.2b)
    UPKEEP = "upkeep"  # 503.1a
    DRAW_STEP = "draw_step"  # 504.2
    PRECOMBAT_MAIN = "precombat_main"  # 505.1
    COMBAT = "combat"  # the beginning of combat (507.1)
    END_OF_COMBAT = "end_of_combat"  # 511.1
    POSTCOMBAT_MAIN = "postcombat_main"  # 505.1
    END_STEP = "end_step"  # 513.1a
    # players
    DRAW = "draw"  # <who> draws a card (121.1)
    DISCARD = "discard"  # <who> discards a card (701.9)
    GAIN_LIFE = "gain_life"  # <who> gains life (119.9)
    LOSE_LIFE = "lose_life"  # <who> loses life (119.3)
    YOU_SACRIFICE = "you_sacrifice"  # you sacrifice a <selector> (701.21a, 603.10a)
    SCRY = "scry"  # <who> scries (701.22; scry 0 is no event, 701.22b)
    SURVEIL = "surveil"  # <who> surveils (701.25; surveil 0 is no event, 701.25c)
    RING_TEMPTS = "ring_tempts"  # the Ring tempts <who> (701.54d)
    ROOM = "room"  # you move your venture marker into this room (309.4c)
    TAKES_INITIATIVE = "takes_initiative"  # <who> takes the initiative (726.2)
    SEARCH = "search"  # <who> searches their library (701.23)
    EXPEND = "expend"  # <who> expends N (700.14): ``nth_each_turn`` is N
    PLAY_LAND = "play_land"  # <who> plays a land (305.1, 116.2a: a special action)
    # the game
    DAY_NIGHT = "day_night"  # day becomes night or night becomes day (731.1a)
    # status of permanents
    BECOMES_TAPPED = "becomes_tapped"  # <subject> becomes tapped (603.2e)
    BECOMES_UNTAPPED = "becomes_untapped"  # <subject> becomes untapped (603.2e)
    COUNTERS_PUT = "counters_put"  # counters are put on <subject> (122.1)
    # the last counter of a kind is removed from <subject> (702.62a, 702.63a)
    LAST_COUNTER_REMOVED = "last_counter_removed"
    #: a counter is removed from <subject>: only a suspended card's time counters, as
    #: it is in exile (``from_zone``, 702.62a)
    COUNTER_REMOVED = "counter_removed"
    BECOMES_ATTACHED = "becomes_attached"  # ~ becomes attached to a creature (701.3a)
    TURNED_FACE_UP = "turned_face_up"  # <subject> is turned face up (708.8)
    BECOMES_MONSTROUS = "becomes_monstrous"  # <subject> becomes monstrous (701.37b)
    BECOMES_LEVEL = "becomes_level"  # this Class becomes level N (716.2a; ``level``)
    DOOR_UNLOCKED = "door_unlocked"  # you unlock this door (of a Room, 709.5h)
    FULLY_UNLOCKED = "fully_unlocked"  # you fully unlock a <Room> (709.5i)
    TRANSFORMS = "transforms"  # <subject> transforms (into ~ / into a <kind>) (701.27)
    CHAPTER = "chapter"  # a Saga's chapter ability (714.2b)
    # the game state (603.8)
    STATE = "state"  # a state trigger: "when you control no Islands"
    # created by a resolving spell or ability
    DELAYED = "delayed"  # a delayed triggered ability (603.7)
    REFLEXIVE = "reflexive"  # "when you do" (603.12)


#: the steps and phases whose beginning trigger conditions name, by event (603.2b)
STEP_EVENTS: Final[dict[str, TriggerEvent]] = {
    "upkeep": TriggerEvent.UPKEEP, "draw": TriggerEvent.DRAW_STEP,
    "precombat main": TriggerEvent.PRECOMBAT_MAIN,
    "beginning of combat": TriggerEvent.COMBAT, "end of combat": TriggerEvent.END_OF_COMBAT,
    "postcombat main": TriggerEvent.POSTCOMBAT_MAIN, "end": TriggerEvent.END_STEP,
}


#: the chapter symbols' numbers (714.2b): a Saga's chapters go up to VII
_ROMAN: Final = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


@functools.cache
def _chapter_numbers(symbols: str) -> tuple[int, ...]:
    return tuple(_ROMAN[n.strip()] for n in symbols.split(",") if n.strip())


def _without_reminders(text: str) -> str:
    """``text`` without its reminder text, the parenthesized parts (207.2)."""
    out, depth = [], 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def _target_words(text: str) -> int:
    """How many words "target" / "targets" a line's rules text says (601.2c): a word
    "Target" that follows another word, not the start of a sentence or clause, is part
    of a name ("When Convenient Target enters", "Target Minotaur") and is not counted.

    >>> _target_words("Return Convenient Target to your hand. (Then target it.)")
    0
    >>> _target_words("Target creature gets +1/+1 and targets another (a target).")
    2
    """
    clean = _without_reminders(text)
    count, start = 0, 0
    for end in range(len(clean) + 1):
        if end < len(clean) and clean[end].isalnum():
            continue
        word, at = clean[start:end], start
        start = end + 1
        if word.lower() not in ("target", "targets"):
            continue
        before = clean[:at].rstrip()
        if word[0].isupper() and before and before[-1].isalnum():
            continue  # a capitalized word after another word: part of a name
        count += 1
    return count


#: the trigger events of combat the engine fires (engine.game.combat), with the rule of
#: each: a trigger on one of them about its source plays in a combat
COMBAT_EVENTS: Final[dict[str, str]] = {
    "attacks": "508.3a",  # "whenever ~ attacks"
    "blocks": "509.3a",  # "whenever ~ blocks"
    "attacks_or_blocks": "508.3a, 509.3a",  # "whenever ~ attacks or blocks"
    "combat_damage_player": "510.3a",  # "whenever ~ deals combat damage to a player"
    "combat_damage_creature": "510.3a",  # "... to a creature"
    "crewed_first": "702.122d",  # "whenever ~ becomes crewed for the first time each turn"
}


@dataclass(frozen=True, slots=True)
class Trigger:
    """A trigger condition (CR 603.1) that is not a mana trigger: "when/whenever/at" +
    a subject + an event (+ qualifiers), one record whatever the wording ("enters the
    battlefield" / "enters", "~" / the card's name).

    ``event`` names it (:class:`TriggerEvent`); ``also``: more events of the same
    subject ("whenever ~ enters or attacks": ``ENTERS`` and ``ATTACKS``). The subject:
    ``selector`` the objects it watches (``None``: the source itself) or ``who`` the
    players ("whenever an opponent draws a card": :attr:`Who.EACH_OPPONENT`, any one of
    them; "at the beginning of your upkeep": :attr:`Who.YOU`). ``text`` keeps the older
    words the engine reads ("your", "each player's", "opponent's" for a step; "you",
    "opponent", "player" for a cast; "enchanted", "equipped" for an attached creature).

    ``condition``: an intervening "if" clause (CR 603.4), checked as it triggers and as
    it resolves. ``once_each_turn``: "This ability triggers only once each turn" — after
    it has triggered, its source's ability doesn't trigger again that turn (the card's
    own text; a new object is a new source, 400.7). ``one_or_more``: "whenever one or
    more ...": one event of several objects triggers it once (603.2c).

    Qualities of the event: for ``CAST`` (601.2i), ``min_mana_value`` ("a creature
    spell with mana value 5 or greater", X counting on the stack, 202.3e) and
    ``first_each_turn`` ("your first Human creature spell each turn": a trigger
    condition, not an intervening "if", 603.4); for damage, ``to`` (who or what is dealt
    it) and ``combat`` (combat damage only, 510.2); for counters, ``counter`` (their kind;
    ``None``: any); for becoming a target, ``spells_only`` ("of a spell", not "a spell or
    ability") and ``by`` (whose: "an opponent controls"); ``nth_each_turn``: "your
    second card (spell) each turn" — the event is the player's n-th of its kind this
    turn (for ``EXPEND``, "whenever you expend 4": N, 700.14); ``alone``: "attacks
    alone", the only creature declared as an attacker (506.5);
    ``each_creature``: "blocks a creature" / "becomes blocked by a creature", once for
    each creature blocked or blocking (509.3b, 509.3d); an attack's ``to``: "attacks
    you" (508.3a); ``min_attackers``: "~ and at least two other creatures attack"
    (battalion), "whenever you attack with three or more creatures" — at least that many
    creatures were declared as attackers (508.1a); ``during``: whose turn it must be
    ("whenever you cast a spell during an opponent's turn", 500.1). ``state``: the
    game state a state trigger (``STATE``) waits for ("when you control no Islands",
    603.8), not checked again as it resolves (unlike an intervening "if", 603.4).
    ``damaged_by``: "whenever a creature dealt damage by ~ (equipped creature) this turn
    dies" — the dying creature was dealt damage this turn by the source (``SELF``) or by
    the creature it is attached to (``EQUIPPED``, ``ENCHANTED``) (120.3e, 514.2).
    ``selector`` of ``YOU_ATTACK``: "whenever you attack with one or more Elves" — the
    kind of attacker, at least one of them (``min_attackers``: that many) declared.
    Where a spell was cast from (``CAST``, 601.2a): ``cast_from`` one of these zones
    ("from your graveyard", "from exile", "from your hand"), ``not_from_hand`` ("from
    anywhere other than your hand"); ``targets``: "a spell that targets a creature you
    control" — one of its targets is such an object (115.1). ``alternatives``: the other
    trigger conditions of "When ~ enters or whenever you cast a spell ...", "At the
    beginning of your upkeep or whenever ..." — any one of them triggers the ability
    (603.2; each event is its own trigger event). ``kicked``: "whenever you cast a
    kicked spell" — its kicker cost was paid (702.33d); ``not_first_each_turn``: "a
    spell other than your first spell each turn" — its caster cast another spell before
    it this turn (601.2i).
    """

    event: TriggerEvent
    text: str = ""
    condition: Condition | None = None
    selector: Selector | None = None
    once_each_turn: bool = False
    min_mana_value: int | None = None
    first_each_turn: bool = False
    who: Who | None = None
    also: tuple[TriggerEvent, ...] = ()
    one_or_more: bool = False
    to: Recipient | None = None
    combat: bool = False
    counter: str | None = None
    spells_only: bool = False
    by: Who | None = None
    nth_each_turn: int | None = None
    alone: bool = False
    each_creature: bool = False
    min_attackers: int | None = None
    during: Who | None = None
    state: Condition | None = None
    damaged_by: Relation | None = None
    #: "when this Class becomes level N" (``BECOMES_LEVEL``, 716.2a): that N
    level: int | None = None
    cast_from: tuple[str, ...] = ()
    not_from_hand: bool = False
    targets: Selector | None = None
    alternatives: tuple[Trigger, ...] = ()
    kicked: bool = False
    not_first_each_turn: bool = False
    #: "Whenever ~ and at least one other creature with power greater than ~'s power
    #: attack" (training, 702.149a): another creature declared as an attacker with it
    #: has greater power than it
    stronger_attacker: bool = False
    #: "is put into your graveyard from the battlefield", "... into an opponent's
    #: graveyard": whose graveyard it goes to — its owner's (404.1, 400.3) — named as
    #: the players of :class:`Who` ("you": the trigger's controller); None: any
    graveyard_of: Who | None = None
    #: "When ~ enters (the battlefield) untapped": it is untapped as it enters, after the
    #: replacement effects that have it enter tapped (614.1c, 603.6a)
    untapped: bool = False
    #: "is dealt noncombat damage" (120.2b): damage dealt other than in the combat
    #: damage step (``combat``: only that damage, 510.2)
    noncombat: bool = False
    #: "is put into your graveyard from your library": the zone the card came from
    #: (``CARD_TO_GRAVEYARD``); None: from anywhere (400.3). For counters removed
    #: (``COUNTER_REMOVED``, ``LAST_COUNTER_REMOVED``), "while it's exiled": ``"exile"``,
    #: the card's own counters there (702.62a)
    from_zone: str | None = None
    #: "whenever you activate a loyalty ability", "... an exhaust ability": the kind of
    #: ability activated (``ACTIVATE``, 602.2b, 601.2i) — "loyalty" (606.3) or the lowercase name
    #: of its keyword or ability word; None: any ability that isn't a mana ability
    ability_kind: str | None = None
    #: "whenever you roll a 6", "... a 3 or higher", "... a 1 or 2": the results of a die
    #: roll that meet it (``ROLL_DIE``, 706.2), as (least, greatest); None: any result
    result: tuple[int, int] | None = None
    #: "a creature spell that has an Adventure" (``CAST``): its card has one (715.2a-b)
    adventure: bool = False
    #: "a spell with mana value equal to the number of charge counters on ~" (``CAST``):
    #: the kind of counter on the source whose number its mana value equals (202.3)
    mana_value_counters: str | None = None
    #: "a spell with {X} in its mana cost" (``CAST``, 107.3)
    x_in_cost: bool = False
    #: "becomes the target of an instant or sorcery spell (an Aura spell)"
    #: (``BECOMES_TARGET``): the kind of spell that targets it (115.1)
    spell_kind: Selector | None = None
    #: "Whenever ~ attacks while saddled": it is saddled as it is declared as an attacker
    #: (702.171b, 508.3a) — part of the trigger condition, not an intervening "if"
    saddled: bool = False
    #: "Whenever ~ attacks while you control a token": the game state the event must
    #: happen in — part of the trigger condition, checked only as it triggers (603.2),
    #: unlike an intervening "if" (``condition``, 603.4)
    while_holds: Condition | None = None

    def __post_init__(self) -> None:
        given: object = self.event
        if not isinstance(given, TriggerEvent):  # a word of the vocabulary ("enters")
            object.__setattr__(self, "event", TriggerEvent(str(given)))

    @property
    def events(self) -> tuple[TriggerEvent, ...]:
        """Every event it triggers on (``event`` and ``also``; "attacks or blocks" is
        both)."""
        both = (TriggerEvent.ATTACKS, TriggerEvent.BLOCKS) \
            if TriggerEvent.ATTACKS_OR_BLOCKS in (self.event, *self.also) else ()
        return (self.event, *self.also, *both)

    @property
    def chapters(self) -> tuple[int, ...]:
        """The chapter numbers of a chapter ability (714.2b-c), in order: its ``text`` holds
        the chapter symbols the grammar read ("I, III"); () for any other trigger.

        >>> Trigger(TriggerEvent.CHAPTER, "I, III").chapters
        (1, 3)
        """
        return _chapter_numbers(self.text) if self.event is TriggerEvent.CHAPTER else ()

    def listens(self, *events: str) -> bool:
        """Whether any of ``events`` is one it triggers on."""
        return any(e in events for e in self.events)

    @property
    def about_self(self) -> bool:
        """Whether its subject is its source ("when ~ attacks"), so that "it" in its
        effect names the source (608.2c)."""
        return self.selector is None and self.who is None and self.event in _SELF_EVENTS


#: the events whose subject is the source when no selector is given
_SELF_EVENTS: Final[frozenset[TriggerEvent]] = frozenset({
    TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
    TriggerEvent.EXILED,
    TriggerEvent.ATTACKS, TriggerEvent.BLOCKS, TriggerEvent.ATTACKS_OR_BLOCKS,
    TriggerEvent.BECOMES_BLOCKED, TriggerEvent.UNBLOCKED, TriggerEvent.COMBAT_DAMAGE_PLAYER,
    TriggerEvent.COMBAT_DAMAGE_CREATURE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALT_DAMAGE,
    TriggerEvent.BECOMES_TAPPED, TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.COUNTERS_PUT,
    TriggerEvent.LAST_COUNTER_REMOVED,
    TriggerEvent.BECOMES_TARGET, TriggerEvent.CREWED_FIRST, TriggerEvent.TURNED_FACE_UP,
    TriggerEvent.BECOMES_MONSTROUS, TriggerEvent.EXPLOITS, TriggerEvent.CREWED,
    TriggerEvent.CREWS, TriggerEvent.EXPLORES, TriggerEvent.DOOR_UNLOCKED,
    TriggerEvent.SADDLED_FIRST,
    TriggerEvent.TRANSFORMS, TriggerEvent.BECOMES_LEVEL,
    # a state trigger has no event object: its "it" can name only its source (603.8)
    TriggerEvent.STATE})


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, as printed and as parsed.

    ``text`` is the printed line (reminder text kept). ``supported`` says the parser
    understood all of it; then ``costs``, ``effects``, ``trigger`` and ``restrictions``
    hold its meaning. ``is_mana_ability`` follows CR 605.1a/b and is set for
    unsupported lines too, from their wording. ``intrinsic`` marks the ability a basic
    land type gives (CR 305.6).
    """

    text: str
    kind: AbilityKind
    supported: bool
    is_mana_ability: bool = False
    costs: tuple[Cost, ...] = ()
    effects: tuple[Effect, ...] = ()
    trigger: ManaTrigger | Trigger | None = None
    restrictions: tuple[ActivationRestriction, ...] = ()
    keywords: tuple[str, ...] = ()
    ability_word: str | None = None
    loyalty: str | None = None
    intrinsic: bool = False
    problem: str = ""  # why the parser could not support it
    mode: int | None = None  # the index of the mode of a modal spell it is (CR 700.2)
    #: the permanent has this ability only while this holds: an ability of a level
    #: block (a leveler's level counters, 711.2a-b), of a Class level (its level,
    #: 716.2a) or of a station block (its charge counters, 721.2a); None: always
    held_while: Condition | None = None
    #: how many times its rules text says "target" or "targets" (reminder text left out,
    #: 207.2; a card's name, "Convenient Target", is no such word): counted once as the
    #: record is built, for the engine to match its targets with the words (601.2c, 602.2b)
    #: (derived from ``text``: whatever is given, the count is made again)
    target_words: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "target_words", _target_words(self.text))

    @property
    def has_tap_cost(self) -> bool:
        """Whether {T} is in its cost: activating it taps the source (107.5, 106.12)."""
        return any(c.kind == "tap" for c in self.costs)

    @property
    def has_untap_cost(self) -> bool:
        """Whether {Q} is in its cost (107.6)."""
        return any(c.kind == "untap" for c in self.costs)

    @property
    def produces_mana(self) -> bool:
        """Whether resolving it adds mana (CR 106.3)."""
        return any(isinstance(e, AddMana) for e in self.effects)

    @property
    def is_mana_trigger(self) -> bool:
        """Whether it is a "tapped for mana" trigger (CR 106.12a)."""
        return isinstance(self.trigger, ManaTrigger)

    def __repr__(self) -> str:
        flag = "" if self.supported else ", unsupported"
        return f"<Ability {self.kind.value}{flag}: {self.text!r}>"

    def _repr_html_(self) -> str:
        mark = "✔" if self.supported else "✘"
        color = "#2a7" if self.supported else "#c33"
        mana = " · mana ability (CR 605.1)" if self.is_mana_ability else ""
        why = f"<br><small>{html.escape(self.problem)}</small>" if self.problem else ""
        return (f'<span style="color:{color}">{mark}</span> <i>{self.kind.value}{mana}</i>: '
                f"{text_html(self.text)}{why}")
