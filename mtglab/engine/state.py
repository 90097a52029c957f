"""The game state as plain, immutable data.

A :class:`GameState` is a frozen snapshot: players, permanents, continuous effects
created by resolved spells and abilities, the stack, graveyards and the log. Actions
build a new state and leave the old one untouched, which is what makes ``Board.copy()``
cheap and a failed action harmless. Identifiers and timestamps come from counters kept in
the state itself (never from the process), so two boards built the same way are equal.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final, NoReturn, TypeVar

from mtglab.cards.effects import Effect, SpendRestriction
from mtglab.cards.model import Ability, Card
from mtglab.cards.permissions import PlayGrant
from mtglab.cards.statics import CombatRule
from mtglab.cards.vocabulary import DayNight, Phase, Zone
from mtglab.errors import UnknownPlayerError
from mtglab.mana import Mana, ManaCost

__all__ = [
    "RECENT_CONTROL",
    "BaseValues",
    "CardInZone",
    "CopyEffect",
    "EffectRecord",
    "Emblem",
    "FaceDown",
    "FrozenDict",
    "GameState",
    "GraveyardEntry",
    "LogRow",
    "PermanentState",
    "Phase",
    "PlayerState",
    "PoolEntry",
    "StackItem",
    "Zone",
]


_K = TypeVar("_K")
_V = TypeVar("_V")


class FrozenDict(dict[_K, _V]):
    """A dict that can't be changed after it is built: the mappings a :class:`GameState`
    holds (permanents by id, zones by player). Reading is a dict's; every way of writing
    raises, so no state can change another one that shares its mappings.

    >>> d = FrozenDict({1: "Forest"})
    >>> d[1]
    'Forest'
    >>> d[2] = "Island"
    Traceback (most recent call last):
    TypeError: the game state is immutable: build a new state (GameState.evolve)
    """

    __slots__ = ()

    def _immutable(self, *_args: Any, **_kwargs: Any) -> NoReturn:
        raise TypeError("the game state is immutable: build a new state (GameState.evolve)")

    __setitem__ = __delitem__ = _immutable
    clear = pop = popitem = setdefault = update = _immutable
    __ior__ = _immutable

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))

    def __repr__(self) -> str:
        return f"FrozenDict({dict.__repr__(self)})"


def _with_item(mapping: Mapping[_K, _V], key: _K, value: _V) -> FrozenDict[_K, _V]:
    """A frozen copy of ``mapping`` with one key set (a single copy, no intermediate)."""
    new: FrozenDict[_K, _V] = FrozenDict(mapping)
    dict.__setitem__(new, key, value)
    return new


_MAPPING_FIELDS = ("permanents", "graveyards", "hands", "libraries")


class FaceDown(enum.StrEnum):
    """How a permanent came to be face down: which characteristics it has (708.2) and
    how it may be turned face up."""

    MORPH = "morph"  # cast face down with morph or megamorph (702.37c)
    MANIFEST = "manifest"  # manifested (701.40a)
    DISGUISE = "disguise"  # cast face down with disguise: ward {2} (702.168b)
    CLOAK = "cloak"  # cloaked: ward {2} (701.58a)

    @property
    def rule(self) -> str:
        """The rule that lists its face-down characteristics."""
        return {"morph": "702.37c, 708.2a", "manifest": "701.40a, 708.2a",
                "disguise": "702.168b", "cloak": "701.58a"}[self.value]


@dataclass(frozen=True, slots=True)
class BaseValues:
    """The characteristics an object starts from before any layer applies.

    For a card these are its printed values; for a token, the values its creating
    effect defined (CR 111.3). A copy effect (layer 1) replaces them with the copiable
    values of what is copied (CR 707.2).
    """

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[Ability, ...]
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    #: it "has an Adventure": the alternative characteristics of an Adventure spell,
    #: part of its copiable values (CR 715.2a-b)
    adventure: bool = False

    @classmethod
    def of_card(cls, card: Card) -> BaseValues:
        """The printed values of a card (its front face for multi-face cards)."""
        return cls(
            name=card.name, mana_cost=card.mana_cost, colors=card.colors,
            supertypes=card.supertypes, types=card.types, subtypes=card.subtypes,
            abilities=tuple(a for a in card.abilities if not a.intrinsic),
            power=card.power, toughness=card.toughness, loyalty=card.loyalty,
            adventure=card.layout == "adventure",
        )


@dataclass(frozen=True, slots=True)
class CopyEffect:
    """A layer-1 copy effect (CR 613.2a, 707): the copiable values it gives, snapshotted
    when the effect began (707.2b), with the copy's exceptions already applied (707.9b)."""

    values: BaseValues
    original_id: int | None
    original_name: str
    extra_counters: tuple[tuple[str, int], ...] = ()


#: :attr:`PermanentState.recent_control` as a permanent comes under a player's control:
#: the beginnings of two of their upkeeps, this one's next and the one after, are still
#: to come before it has been theirs since the beginning of their last upkeep (702.30a)
RECENT_CONTROL: Final = 2


@dataclass(frozen=True, slots=True)
class PermanentState:
    """One permanent on the battlefield: its base values plus its status and history."""

    id: int
    base: BaseValues
    owner: str
    controller: str
    timestamp: int
    card: Card | None = None  # None for tokens (CR 111.1)
    is_token: bool = False
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    controlled_since_turn_start: bool = True  # CR 302.6
    choices: tuple[tuple[str, Any], ...] = ()  # "as this enters" choices (614.12a)
    damage: int = 0
    skip_next_untap: int = 0  # "doesn't untap during its controller's next untap step"
    activations: tuple[tuple[str, int], ...] = ()  # per-ability counts this turn (602.5b)
    x_paid: int | None = None  # the spell's X as it resolved (CR 107.3m)
    #: the controller ``controlled_since_turn_start`` speaks of, when layer 2 has given
    #: control to another player than ``controller`` (None: ``controller``)
    seen_controller: str | None = None
    #: abilities "activate only once" (or exhaust, 702.177a) already activated: kept
    #: for the permanent's whole existence, never reset by a turn
    used_once: tuple[str, ...] = ()
    #: the modes already chosen for its modal triggered abilities that say "choose one
    #: that hasn't been chosen", each as ``"<mode index>: <ability text>"`` (603.3c):
    #: kept for the permanent's whole existence (a new object forgets them, 400.7)
    modes_chosen: tuple[str, ...] = ()
    #: face down, and how it got so (CR 708): its characteristics are then those
    #: :func:`mtglab.engine.characteristics.facedown.face_down_values` lists, in layer 1b (613.2b)
    face_down: FaceDown | None = None
    #: a double-faced token's front and back faces (an Incubator, 111.10i), which it
    #: transforms between (701.27a); () for any other permanent
    token_faces: tuple[BaseValues, ...] = ()
    #: the turn number (:attr:`GameState.turn`) it entered the battlefield on, for
    #: "entered the battlefield this turn"; None: before the turns the state records
    #: (set-up as being there since the turn began)
    entered_turn: int | None = None
    #: in combat (CR 506.4, :mod:`mtglab.engine.game.combat`): the player it attacks, while it
    #: is an attacking creature (508.1); None otherwise
    attacking: str | None = None
    #: the attacking creatures it blocks, while it is a blocking creature (509.1g)
    blocking: tuple[int, ...] = ()
    #: an attacking creature that was blocked stays blocked (509.1h)
    blocked: bool = False
    #: the Vehicles it crewed this turn: it was tapped to pay their crew costs (702.122b)
    crewed: tuple[int, ...] = ()
    #: how many crew abilities of it have resolved this turn ("becomes crewed", 702.122d)
    times_crewed: int = 0
    #: it became saddled this turn (702.171b: a designation that lasts until the turn ends
    #: or it leaves the battlefield, not a copiable value)
    saddled: bool = False
    #: the texts of its abilities with "This ability triggers only once each turn" that
    #: have triggered this turn (reset as a turn ends, like ``activations``)
    triggered_once: tuple[str, ...] = ()
    #: some of the damage marked on it was dealt by a source with deathtouch (704.5h)
    deathtouch_damage: bool = False
    #: regeneration shields on it this turn (CR 701.19a): each replaces one destruction
    regeneration_shields: int = 0
    #: the ids of the objects that dealt it damage this turn ("a creature dealt damage by
    #: ~ this turn", 120.3), forgotten with the damage in the cleanup step (514.2)
    damaged_by: tuple[int, ...] = ()
    #: it has become monstrous (CR 701.37b), kept for the permanent's whole existence
    monstrous: bool = False
    #: it has become renowned (CR 702.112b), kept until it leaves the battlefield
    renowned: bool = False
    #: the player whose Ring-bearer this permanent is (CR 701.54a-b, a designation, not
    #: copiable); it counts only while that player controls it (engine.game.ring)
    ring_bearer: str | None = None
    #: how many more of its controller's upkeeps must begin before it no longer "came
    #: under [their] control since the beginning of [their] last upkeep" (echo, CR
    #: 702.30a): 2 as it comes under a player's control (it enters, or control changes),
    #: one less as each of their upkeeps begins (:func:`~mtglab.engine.characteristics.
    #: control.upkeep_begins`); 0: theirs since before their last upkeep began
    recent_control: int = 0
    #: it was declared as an attacking creature this turn (508.1a; boast's "if this
    #: creature attacked this turn", 702.142a), forgotten as the turn ends
    attacked_this_turn: bool = False
    #: the doors of a Room with the unlocked designation (CR 709.5c): 0 its left half,
    #: 1 its right half; a door not listed is locked (its name, mana cost and text are
    #: not the permanent's, 709.5)
    unlocked: tuple[int, ...] = ()
    #: a flip card with its alternative characteristics (CR 710.1b, 710.2); a flipped
    #: permanent never unflips (710.4)
    flipped: bool = False
    #: its level (CR 716.2b: a designation any permanent can have, not copiable, kept
    #: while it stays on the battlefield); None: it has none, read as level 1 (716.2d)
    level: int | None = None
    #: the creature it is paired with by soulbond (CR 702.95b) and the player who
    #: controlled both as they became paired (702.95e: unpaired if another player gains
    #: control of either); paired only while each names the other
    #: (:mod:`mtglab.engine.characteristics.pairing`)
    paired_with: int | None = None
    paired_under: str | None = None

    def counter(self, kind: str) -> int:
        """How many counters of one kind are on it."""
        for k, n in self.counters:
            if k == kind:
                return n
        return 0

    def with_counters(self, kind: str, delta: int) -> PermanentState:
        """A copy with ``delta`` more (or fewer) counters of ``kind`` (never below 0)."""
        d = dict(self.counters)
        d[kind] = max(0, d.get(kind, 0) + delta)
        return replace(self, counters=tuple(sorted((k, v) for k, v in d.items() if v)))

    def choice(self, key: str) -> Any:
        """The value of one "as this enters" choice, or None."""
        for k, v in self.choices:
            if k == key:
                return v
        return None


@dataclass(frozen=True, slots=True)
class PoolEntry:
    """Mana in a pool with where it came from and what may be spent on (CR 106.4, 106.6);
    ``snow`` when its source was a snow permanent as the mana was produced, so it may pay
    {S} (CR 107.4h, 106.3)."""

    mana: Mana
    source_id: int | None = None
    source_name: str = ""
    restriction: SpendRestriction | None = None
    riders: tuple[str, ...] = ()
    snow: bool = False


@dataclass(frozen=True, slots=True)
class PlayerState:
    """A player: life total, mana pool, commander."""

    name: str
    life: int = 20
    pool: tuple[PoolEntry, ...] = ()
    commander: Card | None = None
    lost: bool = False
    counters: tuple[tuple[str, int], ...] = ()  # energy, poison ... (CR 122.1)
    speed: int = 0  # 0 to 4 (CR 702.179a-b): "max speed" abilities need 4 (702.178a)
    #: times speed's inherent ability triggered for them this turn: 0 or 1 (702.179d:
    #: only once each turn); 0 again as a turn begins
    speed_raised: int = 0
    lands_played: int = 0  # land plays this turn (CR 305.2); reset as a turn begins
    dungeons_completed: int = 0  # dungeons this player has completed (CR 309.7)
    #: the dungeon card they own in the command zone and the room their venture marker
    #: is in (CR 309.3-309.4; engine.game.dungeons), or None
    dungeon: str | None = None
    room: str | None = None
    #: times the Ring has tempted this player this game (CR 701.54c: their emblem The
    #: Ring has one more ability for each of the first four; engine.game.ring)
    ring_tempted: int = 0
    #: 1 once they have the city's blessing, which they keep for the rest of the game (CR
    #: 702.131c; engine.game.ascend)
    city_blessing: int = 0
    #: how many of their next turns they skip (CR 614.10a: each effect one turn)
    turns_to_skip: int = 0
    #: times this player has cast a commander from the command zone this game (CR
    #: 903.8); mtglab keeps no command zone, so it is set up with Board.commander_casts
    commander_casts: int = 0
    life_gained: int = 0  # life gained this turn (CR 119.9 "gained life this turn")
    cards_drawn: int = 0  # cards drawn this turn (CR 121.1)
    # -- this turn's history (mtglab.engine.game.history; reset as a turn begins) ----------
    life_lost: int = 0  # life lost this turn: damage, effects, life paid (119.2-119.4)
    damage_taken: int = 0  # damage dealt to them this turn (120.3; bloodthirst, 702.54a)
    attackers: int = 0  # creatures declared as attackers this turn (508.1a; raid)
    creatures_died: int = 0  # creatures they controlled that died this turn (700.4)
    permanents_left: int = 0  # permanents they controlled that left the battlefield
    spells_cast: int = 0  # spells they cast this turn (601.2i)
    spells_cast_from_hand: int = 0  # of them, those cast from their hand (601.2a)
    mana_spent_on_spells: int = 0  # mana they spent to cast spells this turn (700.14)
    lands_entered: int = 0  # lands that entered the battlefield under their control
    #: permanent cards put into their graveyard from anywhere this turn (700.11: they
    #: "descended")
    descended: int = 0
    spells_cast_last_turn: int = 0  # spells they cast in the turn before this (601.2i)
    #: the cards put into their graveyard from the battlefield this turn, by their ids
    #: there (a new object, 400.7): "a creature card that was put there from the
    #: battlefield this turn"
    from_battlefield: tuple[int, ...] = ()
    #: the colors of each spell they cast this turn (601.2i), in order: "R", "WU", ""
    spell_colors: tuple[str, ...] = ()
    #: the type line of each spell they cast this turn, as it was cast (601.2i), in
    #: order: "Creature — Human Soldier" ("your first Human creature spell each turn")
    spell_types: tuple[str, ...] = ()
    #: the type line of each source they controlled that dealt combat damage to a player
    #: this turn, as it was then (510.2): prowl reads its creature types (702.76a)
    combat_damage_types: tuple[str, ...] = ()
    #: the type line of each creature they controlled that died this turn, as it last
    #: existed on the battlefield (700.4, 603.10a): "if a non-Zombie creature died"
    died_types: tuple[str, ...] = ()
    #: the type line of each permanent that entered the battlefield under their control
    #: this turn, as it entered (603.6a): "if two or more nonland permanents entered the
    #: battlefield under your control this turn"
    entered_types: tuple[str, ...] = ()
    #: the life total they began the game with (CR 103.4, 119.1): "your starting life
    #: total" (engine.characteristics.startinglife)
    starting_life: int = 20

    def counter(self, kind: str) -> int:
        """How many counters of one kind the player has (energy: CR 107.14, 122.1)."""
        return dict(self.counters).get(kind, 0)

    def with_counters(self, kind: str, delta: int) -> PlayerState:
        """A copy with ``delta`` more (or fewer) counters of ``kind`` (never below 0)."""
        d = dict(self.counters)
        d[kind] = max(0, d.get(kind, 0) + delta)
        return replace(self, counters=tuple(sorted((k, v) for k, v in d.items() if v)))

    @property
    def pool_mana(self) -> Mana:
        """All mana in the pool as one amount."""
        total = Mana()
        for e in self.pool:
            total = total + e.mana
        return total


@dataclass(frozen=True, slots=True)
class EffectRecord:
    """A continuous effect created by a resolved spell or ability (CR 611.2), or a copy
    effect. ``affected`` is locked when it begins (611.2c); ``duration`` is ``None``
    (until it is ended), ``"end of turn"`` (514.2) or ``"while tapped"`` (611.2b,
    with ``watch`` the permanent that must stay tapped)."""

    id: int
    source_id: int | None
    source_name: str
    controller: str
    #: a rule of combat too: "can't be blocked by Walls this turn" (509.1b, 611.2a)
    effect: Effect | CopyEffect | CombatRule
    timestamp: int
    affected: frozenset[int] = frozenset()
    duration: str | None = None
    watch: int | None = None
    rule: str = "611.2"
    origin_text: str = ""  # the ability text that created it (for board files)
    origin_index: int = 0  # which effect of that ability


@dataclass(frozen=True, slots=True)
class Emblem:
    """An emblem in the command zone (CR 114): owned and controlled by ``owner`` (114.2),
    with no characteristics but its ``abilities`` (114.3), which function there (114.4).
    ``source_name``: what created it (most emblems have no name, 114.3); ``timestamp``:
    when it entered the command zone, the timestamp of its static abilities' effects in
    the layers (613.7a, 613.7d)."""

    id: int
    owner: str
    abilities: tuple[Ability, ...]
    source_name: str
    timestamp: int


@dataclass(frozen=True, slots=True)
class StackItem:
    """An ability or spell on the stack (CR 405)."""

    id: int
    kind: str  # "ability" or "spell"
    name: str
    controller: str
    source_id: int | None
    ability: Ability | None = None
    card: Card | None = None
    #: permanents' ids, cards' ids in a zone, spells' ids, and players' names (115.1)
    targets: tuple[int | str, ...] = ()
    x: int | None = None
    choices: tuple[Any, ...] = ()
    paid: tuple[tuple[str, Any], ...] = ()  # what was paid (sacrificed objects' info)

    @property
    def object_targets(self) -> tuple[int, ...]:
        """Its targets that are objects (permanents, cards, spells), not players."""
        return tuple(t for t in self.targets if isinstance(t, int))


@dataclass(frozen=True, slots=True)
class CardInZone:
    """A card in a hand, a library, a graveyard or exile (CR 400.1): its name, owner and
    card, and the object id it has there (a card that changes zones is a new object,
    400.7). Tokens don't stay in these zones: they cease to exist (111.7, 704.5d).
    ``counters``: counters on a card in exile ("a takeover counter", 122.1), which it
    loses as it moves to another zone (a new object, 400.7, 122.2)."""

    name: str
    owner: str
    card: Card | None
    id: int | None = None
    counters: tuple[tuple[str, int], ...] = ()


GraveyardEntry = CardInZone  # the name it had when graveyards were the only card zone


@dataclass(frozen=True, slots=True)
class LogRow:
    """One row of the board's log: what happened and the rule that governed it."""

    step: int
    turn: int
    action: str
    object: str
    detail: str
    rule: str


@dataclass(frozen=True)
class GameState:
    """The whole game as immutable data (see the module docstring)."""

    players: tuple[PlayerState, ...]
    active: str
    #: the step, or the main phase, the turn is in (CR 500.1)
    phase: Phase = Phase.PRECOMBAT_MAIN
    turn: int = 1
    permanents: Mapping[int, PermanentState] = field(default_factory=dict)
    effects: tuple[EffectRecord, ...] = ()
    stack: tuple[StackItem, ...] = ()
    graveyards: Mapping[str, tuple[CardInZone, ...]] = field(default_factory=dict)
    exile: tuple[CardInZone, ...] = ()
    hands: Mapping[str, tuple[CardInZone, ...]] = field(default_factory=dict)
    libraries: Mapping[str, tuple[CardInZone, ...]] = field(default_factory=dict)  # top first
    log: tuple[LogRow, ...] = ()
    next_id: int = 1
    next_timestamp: int = 1
    #: delayed triggered abilities waiting for their moment (CR 603.7):
    #: :class:`mtglab.engine.resolution.delayed.DelayedTrigger` records
    delayed: tuple[Any, ...] = ()
    #: triggered abilities that have triggered and wait to be put on the stack the next
    #: time a player would receive priority (CR 603.2, 603.3):
    #: :class:`mtglab.engine.resolution.triggers.PendingTrigger` records; empty between actions
    pending_triggers: tuple[Any, ...] = ()
    monarch: str | None = None  # the player who is the monarch (CR 725.1)
    initiative: str | None = None  # the player who has the initiative (CR 726.1)
    #: the game's day/night designation (CR 731.1): None (neither) until it first becomes
    #: day or night, then always one of them (:mod:`mtglab.engine.effects.daynight`)
    day_night: DayNight | None = None
    emblems: tuple[Emblem, ...] = ()  # the command zone's emblems (CR 114)
    #: prevention shields from resolved spells and abilities (CR 615): records of
    #: :class:`mtglab.engine.effects.prevention.PreventionShield`, ended at cleanup (514.2)
    prevention: tuple[Any, ...] = ()
    #: permissions to play cards that resolved instructions gave, until they end (601.3,
    #: 305.2, 611.2a): :mod:`mtglab.engine.spells.permissions`
    play_grants: tuple[PlayGrant, ...] = ()
    #: extra turns to be taken after this one, the next first (CR 500.7: the most
    #: recently added is taken first)
    extra_turns: tuple[str, ...] = ()
    #: during an extra turn: the player whose turn the extra turns came after, from whom
    #: the turn order (101.4) goes on once they are all taken (500.7); None otherwise
    turn_order_from: str | None = None

    def __post_init__(self) -> None:
        if type(self.phase) is not Phase:  # a word: its member, or BadArgumentError
            object.__setattr__(self, "phase", Phase(self.phase))
        if self.day_night is not None and type(self.day_night) is not DayNight:
            object.__setattr__(self, "day_night", DayNight(self.day_night))
        for name in _MAPPING_FIELDS:  # the state is truly immutable: its mappings too
            value = getattr(self, name)
            if type(value) is not FrozenDict:
                object.__setattr__(self, name, FrozenDict(value))

    # -- reading -------------------------------------------------------------------------

    def player(self, name: str) -> PlayerState:
        """The player named ``name``."""
        for p in self.players:
            if p.name == name:
                return p
        raise UnknownPlayerError(name, self.player_names)

    @property
    def player_names(self) -> tuple[str, ...]:
        """Players in turn order."""
        return tuple(p.name for p in self.players)

    def find_card(self, card_id: int) -> tuple[str, Zone, CardInZone] | None:
        """Where the card with this id is, in a hand, library, graveyard or exile (400.1):
        ``(owner, zone, card)``, or None."""
        for zone, by_owner in ((Zone.HAND, self.hands), (Zone.LIBRARY, self.libraries),
                               (Zone.GRAVEYARD, self.graveyards)):
            for cards in by_owner.values():
                for c in cards:
                    if c.id == card_id:
                        return c.owner, zone, c
        for c in self.exile:
            if c.id == card_id:
                return c.owner, Zone.EXILE, c
        return None

    def opponents(self, name: str) -> tuple[str, ...]:
        """Every other player."""
        return tuple(p.name for p in self.players if p.name != name)

    # -- building new states (never mutating) -------------------------------------------

    def evolve(self, **changes: Any) -> GameState:
        """A new state with some fields replaced (``dataclasses.replace`` without its
        per-call introspection: states are built on every step of every action)."""
        unknown = changes.keys() - _STATE_FIELDS
        if unknown:
            raise TypeError(f"GameState has no field {sorted(unknown)[0]!r}")
        for name in _MAPPING_FIELDS:
            value = changes.get(name)
            if value is not None and type(value) is not FrozenDict:
                changes[name] = FrozenDict(value)
        new = object.__new__(GameState)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    def with_permanent(self, perm: PermanentState) -> GameState:
        """A new state with one permanent added or replaced."""
        return self.evolve(permanents=_with_item(self.permanents, perm.id, perm))

    def with_permanents(self, perms: Iterable[PermanentState]) -> GameState:
        """A new state with several permanents added or replaced."""
        new = dict(self.permanents)
        for p in perms:
            new[p.id] = p
        return self.evolve(permanents=FrozenDict(new))

    def without_permanent(self, pid: int) -> GameState:
        """A new state without one permanent (and with nothing attached to it any more)."""
        perms = {k: v for k, v in self.permanents.items() if k != pid}
        return self.evolve(permanents=perms)

    def with_player(self, player: PlayerState) -> GameState:
        """A new state with one player replaced."""
        return self.evolve(players=tuple(player if p.name == player.name else p
                                         for p in self.players))

    def logged(self, action: str, obj: str, detail: str, rule: str) -> GameState:
        """A new state with one more log row."""
        row = LogRow(len(self.log) + 1, self.turn, action, obj, detail, rule)
        return self.evolve(log=(*self.log, row))

    def take_id(self) -> tuple[int, GameState]:
        """A fresh object id, and the state that has used it."""
        return self.next_id, self.evolve(next_id=self.next_id + 1)

    def take_timestamp(self) -> tuple[int, GameState]:
        """A fresh timestamp (CR 613.7), and the state that has used it."""
        return self.next_timestamp, self.evolve(next_timestamp=self.next_timestamp + 1)


_STATE_FIELDS = frozenset(f.name for f in fields(GameState))
