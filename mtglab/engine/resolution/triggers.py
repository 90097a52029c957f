"""Triggered abilities that are not mana abilities: triggering, and going on the stack
(CR 603).

When an event happens, every triggered ability whose trigger condition it meets
triggers (603.2): :func:`triggered_by_entering` (a permanent enters: cast, played,
put onto the battlefield, created), :func:`triggered_by_leaving` (a permanent leaves the
battlefield: "dies", "leaves", "whenever a creature dies" with the creature's last known
copiable values, 608.2h; these look back in time, 603.10a),
:func:`triggered_by_card_to_graveyard` (a card is put into a graveyard from anywhere,
400.3),
:func:`triggered_by_crime` (a spell, ability or trigger of a player's targets an
opponent's, 700.13), :func:`triggered_by_exiling` (a creature or a creature card of a
player's put into exile, 603.10a),
:func:`triggered_at_step` (the beginning of a step or phase of the active player,
503.1, 505.1) and :func:`triggered_by_tapping` ("becomes tapped") each record
:class:`PendingTrigger` rows in ``state.pending_triggers``. An intervening "if" clause
is checked as the ability triggers and again as it resolves (603.4).

The next time a player would receive priority, :func:`put_triggers_on_stack` puts them
on the stack in APNAP order (603.3b): the active player's first (so they resolve
last), each player's in the order they choose — asked (``choices=``, a sequence of
:func:`trigger_labels`) only when two or more of theirs differ in result, otherwise in
the order they triggered. A modal triggered ability's mode is chosen then, before its
targets (603.3c, 700.2b): the action's ``choices=`` give the mode's index (a single
choosable mode is taken; a mode without a legal target, or for "choose one that hasn't
been chosen" one already chosen for that permanent, can't be; with none left the
ability is removed). Targets are chosen then (603.3d): a
single legal target is taken, otherwise the action's ``choices=`` answer them in the
order asked; an ability with no legal target is removed (603.3d). The ability resolves
through :func:`mtglab.engine.activating.activation.resolve_ability` like any other (608.2).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import STEP_EVENTS, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effectparts import THAT_PLAYER
from mtglab.cards.effects import (
    Amount,
    ControllerSpec,
    CounterSpell,
    CreateToken,
    Destroy,
    DrawCards,
    DurationTrigger,
    ExileCards,
    GainLife,
    LoseLife,
    MayDo,
    Mill,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealUntilCopy,
    SearchLibrary,
    Selector,
    TapPermanents,
    TriggerModes,
    Untap,
)
from mtglab.cards.functioning import functioning_zone
from mtglab.cards.instructions import Recipient, Who
from mtglab.cards.keywords import Ward
from mtglab.cards.model import Ability, Card
from mtglab.cards.pairing import SOULBOND_UNPAIRED
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.emblems import emblem_label, emblem_triggers
from mtglab.engine.characteristics.layers import (
    AbilityRef,
    Characteristics,
    characteristics_of,
    copiable_of,
    linked_choices,
)
from mtglab.engine.characteristics.pairing import soulbond_may_pair
from mtglab.engine.characteristics.selectors import (
    CardLooks,
    SelectContext,
    around_of,
    dealt_damage_this_turn,
    matches,
)
from mtglab.engine.characteristics.sourcepower import source_power
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.general import is_general
from mtglab.engine.game.history import spells_cast_of
from mtglab.engine.game.ring import ring_triggers
from mtglab.engine.mana.production import ProductionContext, condition_holds
from mtglab.engine.resolution.targeting import parts_of, pick_targets
from mtglab.engine.resolution.triggermodes import pick_trigger_modes, with_trigger_modes
from mtglab.engine.state import BaseValues, CardInZone, GameState, StackItem
from mtglab.errors import IllegalActionError, UnsupportedError
from mtglab.mana import Mana

__all__ = [
    "TRIGGER_KIND",
    "UNSAVED_PAID",
    "Event",
    "PendingTrigger",
    "commits_crime",
    "duration_triggers",
    "found_as",
    "hand_cards",
    "intervening_if_holds",
    "offer",
    "put_triggers_on_stack",
    "spell_matches",
    "target_selector",
    "trigger_labels",
    "trigger_legal_targets",
    "triggered_at_step",
    "triggered_by_activating",
    "triggered_by_card_to_graveyard",
    "triggered_by_casting",
    "triggered_by_copying",
    "triggered_by_crime",
    "triggered_by_cycling",
    "triggered_by_discarding",
    "triggered_by_entering",
    "triggered_by_exiling",
    "triggered_by_expending",
    "triggered_by_land_play",
    "triggered_by_leaving",
    "triggered_by_looking",
    "triggered_by_rolling",
    "triggered_by_searching",
    "triggered_by_state",
    "triggered_by_tapping",
    "triggered_by_targets",
    "triggered_by_untapping",
    "triggered_in_exile",
    "triggered_reflexively",
]

#: what a triggered ability on the stack remembers that board files don't keep: the last
#: known copiable values of the object its event was about (608.2h)
UNSAVED_PAID: Final = frozenset({"that_values", "left_looks"})

#: the stack item kind of a triggered ability (CR 113.3c, 405.1)
TRIGGER_KIND = "triggered ability"

_EVENT_RULE = {"enters": "603.6a", "activate": "602.2b, 601.2i", "roll_die": "706.2",
               "landfall": "603.6a", "other_enters": "603.6a",
               "end_step": "513.1a", "combat": "507.1", "dies": "603.6c, 603.10a",
               "leaves": "603.6c, 603.10a", "upkeep": "503.1a", "precombat_main": "505.1",
               "becomes_tapped": "603.2", "cast": "601.2i",
               "attached_dies": "603.6c, 603.10a", "attached_leaves": "603.6c, 603.10a",
               "player_dealt_damage": "120.3a",
               "creature_dies": "603.6c, 603.10a, 700.4",
               "card_to_graveyard": "603.2, 400.3", "reflexive": "603.12",
               "cast_targeting_self": "601.2i, 115.1", TriggerEvent.CHAPTER: "714.2b",
               "enters_attached": "603.6a, 303.4f", "cycle": "702.29c",
               "you_sacrifice": "603.10a, 701.21a", "crime": "700.13",
               "creatures_exiled": "603.10a, 603.2c, 406.3", "state": "603.8",
               "becomes_monstrous": "701.37b", "becomes_level": "716.2a",
               "play_land": "305.1, 116.2a",
               "expend": "700.14", "search": "701.23",
               "explores": "701.44", "crewed": "702.122d", "crews": "702.122b",
               "other_graveyard": "603.6c, 603.10a, 404.1",
               "exiled": "603.6c, 603.10a", "other_exiled": "603.6c, 603.10a"}


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits for the stack (CR 603.2, 603.3).

    ``source_id`` is its source (which may have left the battlefield: a "dies"
    trigger's source is gone, 603.10a); ``that_player`` the player an upkeep trigger
    names ("that player": the active player, 503.1); ``that_id`` the object the event
    was about (the land that entered, for landfall); ``that_values`` its copiable values
    as it last existed on the battlefield, when it has left (its last known information,
    608.2h, 707.2: "becomes a copy of that creature" after it died).
    """

    source_id: int
    source_name: str
    controller: str
    ability: Ability
    event: str
    that_player: str | None = None
    that_id: int | None = None
    that_values: BaseValues | None = None
    #: for a reflexive triggered ability (603.12), the text of the ability whose "when
    #: you do" it is: "this ability" of its copy exception (707.9b)
    this_ability: str | None = None
    #: "one or more ... are put into exile": the cards in exile the event was about
    #: ("from among them"; a token exiled leaves none, 111.7)
    those: tuple[int, ...] = ()
    #: how much the event was of ("that much": the life gained, the damage dealt, the
    #: counters put; summed over the events a "one or more" trigger gathered, 603.2c)
    amount: int = 0
    #: the counters the object the event was about had, for an event that looks back
    #: in time ("if it had counters on it, put those counters on ~", 603.10a, 122.8)
    that_counters: tuple[tuple[str, int], ...] = ()
    #: for an ability that triggered on an object leaving the battlefield: that object as
    #: it last existed there (608.2h), and the card it became in a public zone with that
    #: zone (400.7e): engine.resolution.leftobjects
    left_looks: Characteristics | None = None
    left_as: tuple[int, str] | None = None
    #: for a cast trigger, what the spell was cast with (601.2h): the mana spent on it
    #: and how many times it was kicked, as it last existed on the stack (608.2h)
    that_cast: tuple[tuple[str, Any], ...] = ()

    def __repr__(self) -> str:
        return f"<PendingTrigger {self.source_name} ({self.controller}): {self.ability.text!r}>"

    def _repr_html_(self) -> str:
        return (f"<b>{html.escape(self.source_name)}</b> ({html.escape(self.controller)}) "
                f"triggered: {html.escape(self.ability.text)} <small>(CR 603.2)</small>")


def _trigger(a: Ability) -> Trigger | None:
    return a.trigger if a.supported and isinstance(a.trigger, Trigger) else None


def _abilities(chars: dict[int, Characteristics], seen: GameState | None = None
               ) -> Iterator[tuple[int, Characteristics, Ability, Trigger]]:
    """The triggered abilities that see an event: those of the permanents on the
    battlefield (``chars``) but the ones that function only in a graveyard (113.6m), and,
    given the state ``seen``, those of the cards in its graveyards that function there
    (:func:`graveyard_watchers`)."""
    for pid in sorted(chars):
        c = chars[pid]
        if not c.has_triggers:
            continue
        for ref in c.abilities:
            t = _trigger(ref.ability)
            if t is not None and not _in_graveyard_only(ref.ability):
                for each in (t, *t.alternatives):  # "when ~ enters or whenever ...": each
                    yield pid, c, ref.ability, each  # (603.2)
    if seen is not None:
        yield from graveyard_watchers(seen)
        yield from duration_triggers(seen, chars)
        for emblem, ability in emblem_triggers(seen):  # 114.4: in the command zone
            t = _trigger(ability)
            if t is not None:
                c = _named_looks(emblem.id, emblem_label(emblem), emblem.owner)
                for each in (t, *t.alternatives):
                    yield emblem.id, c, ability, each
        for pid, ability in ring_triggers(seen, chars):  # the Ring's, 701.54c
            t = _trigger(ability)
            if t is not None:
                yield pid, chars[pid], ability, t


def _in_graveyard_only(a: Ability) -> bool:
    """Whether a triggered ability functions only while its card is in a graveyard
    (113.6m): "you may return ~ from your graveyard to your hand"."""
    found = _ZONE_OF.get(id(a))
    if found is None or found[0] is not a:
        found = _ZONE_OF[id(a)] = (a, functioning_zone(a) == "graveyard")
    return found[1]


def _chosen(state: GameState, qid: int) -> tuple[tuple[str, Any], ...]:
    """The "as this enters" choices the source's abilities see (607.2); a card in a
    graveyard has made none (400.7)."""
    return linked_choices(state, qid) if qid in state.permanents else ()


#: :func:`_in_graveyard_only` of each ability read so far, by identity (abilities are
#: long-lived records of the card pool; the ability is kept to check the identity)
_ZONE_OF: Final[dict[int, tuple[Ability, bool]]] = {}


def graveyard_watchers(state: GameState) -> Iterator[tuple[int, Characteristics, Ability,
                                                           Trigger]]:
    """The triggered abilities of the cards in the graveyards of ``state`` that function
    there (113.6m: their effect moves the card out of its graveyard), each with the card's
    id and printed characteristics there; their controller is the card's owner (108.4a,
    603.3a)."""
    for owner in state.player_names:
        for entry in state.graveyards.get(owner, ()):
            card = entry.card
            if card is None or entry.id is None:
                continue
            watching = [(a, t) for a in card.abilities
                        if (t := _trigger(a)) is not None and _in_graveyard_only(a)]
            if not watching:
                continue
            c = _card_looks(entry.id, card, owner)
            for a, t in watching:
                for each in (t, *t.alternatives):
                    yield entry.id, c, a, each


def duration_triggers(state: GameState, chars: dict[int, Characteristics]
                      ) -> Iterator[tuple[int, Characteristics, Ability, Trigger]]:
    """The triggered abilities that resolved spells created for the turn ("Until end of
    turn, whenever ...", :class:`~mtglab.cards.effects.DurationTrigger`): delayed
    triggered abilities with a stated duration, which trigger each time their event
    happens until the turn ends (603.7b, 514.2). Their source is the object that created
    them — a spell, gone since, stands as an object with only its name — and their
    controller the player who controlled it (603.7d-e)."""
    for rec in state.effects:
        e = rec.effect
        if not isinstance(e, DurationTrigger):
            continue
        ability = Ability(e.text, AbilityKind.TRIGGERED, True, effects=e.effects,
                          trigger=e.trigger)
        here = rec.source_id is not None and rec.source_id in chars
        qid = rec.source_id if here and rec.source_id is not None else rec.id
        c = chars[qid] if here else _named_looks(rec.id, rec.source_name, rec.controller)
        for each in (e.trigger, *e.trigger.alternatives):
            yield qid, c, ability, each


def _named_looks(oid: int, name: str, controller: str) -> Characteristics:
    """A source that is no longer an object mtglab follows (a resolved spell): only its
    name and controller (603.7d-e)."""
    v = BaseValues(name, None, frozenset(), (), (), (), ())
    return Characteristics(
        id=oid, name=name, mana_cost=None, colors=frozenset(), supertypes=(), types=(),
        subtypes=(), abilities=(), power=None, toughness=None, loyalty=None,
        controller=controller, is_token=False, copiable=v, has_triggers=True)


def _card_looks(card_id: int, card: Card, owner: str) -> Characteristics:
    """A card's printed characteristics in a graveyard: no layer applies there (613.1
    applies to objects on the battlefield and spells; 400.7)."""
    v = BaseValues.of_card(card)
    refs = tuple(AbilityRef(a, "printed", f"printed:{i}") for i, a in enumerate(v.abilities))
    return Characteristics(
        id=card_id, name=v.name, mana_cost=v.mana_cost, colors=v.colors,
        supertypes=v.supertypes, types=v.types, subtypes=v.subtypes, abilities=refs,
        power=None, toughness=None, loyalty=None, controller=owner, is_token=False,
        copiable=v, has_triggers=True)


def _greater_than_source(state: GameState, source_id: int | None, that: Any) -> bool:
    """Evolve's "if that creature's power is greater than this creature's power and/or
    that creature's toughness is greater than this creature's toughness" (702.100a), on
    their current values; none is greater where one of them is no longer a creature
    (702.100c), and a source gone has no counter to get (it does nothing). The entering
    creature gone, its last known values would count (608.2h): those aren't kept."""
    if source_id is None or source_id not in state.permanents:
        return False
    if that not in state.permanents:
        raise UnsupportedError("evolve: the entering creature has left the battlefield; its "
                               "last known power and toughness aren't kept (CR 608.2h)")
    chars = characteristics_of(state)
    mine, theirs = chars[source_id], chars[that]
    if "Creature" not in mine.types or "Creature" not in theirs.types:
        return False  # 702.100c
    return (theirs.power or 0) > (mine.power or 0) or \
        (theirs.toughness or 0) > (mine.toughness or 0)


def _cast_with(cond: Any, cast: Any) -> bool:
    """Whether the spell a cast trigger is about was cast with at least ``cond.count``
    mana spent ("at least four mana was spent to cast it", 601.2h; of the five colors
    for "colored mana", 105.1) or kicked (702.33d);
    False where no casting was recorded (a copy is not cast: no mana was spent, 707.10)."""
    facts = dict(cast or ())
    if cond.kind == "that_spell_kicked":
        return int(facts.get("kicked") or 0) > 0
    spent = Mana(str(facts.get("spent") or ""))
    if cond.kind == "that_spell_colored_spent":  # the five colors, not colorless (105.1)
        return sum(spent[c] for c in "WUBRG") >= int(cond.count)
    return len(spent) >= int(cond.count)


def _cast_facts(spell: StackItem) -> tuple[tuple[str, Any], ...]:
    """What a spell was cast with, as a cast trigger keeps it (601.2h): the mana spent
    (none for a copy, 707.10) and the number of kicker payments (702.33d)."""
    paid = dict(spell.paid)
    return (("spent", str(paid.get("spent") or "")),
            ("kicked", len(tuple(paid.get("kicked") or ()))))


def intervening_if_holds(state: GameState, ability: Ability, source_id: int | None,
                         controller: str, paid: Mapping[str, Any] | None = None) -> bool:
    """Whether an intervening "if" clause holds now (CR 603.4): the ability triggers
    only if it does, and does nothing as it resolves unless it still does. ``paid``:
    what the trigger recorded of its event ("if it had counters on it": the counters of
    the object the event was about, as it last existed, 603.10a)."""
    t = ability.trigger
    cond = getattr(t, "condition", None)
    if cond is None:
        return True
    if cond.kind == SOULBOND_UNPAIRED:  # you control both, both unpaired (702.95a)
        return soulbond_may_pair(state, source_id, (paid or {}).get("that"), controller)
    if cond.kind == "that_had_counters":
        # of a kind where the text names one ("if it had a +1/+1 counter on it", 122.1)
        had = any(int(n) > 0 and (cond.counter is None or str(k).lower() == cond.counter)
                  for k, n in (paid or {}).get("that_counters") or ())
        return had is not cond.negate
    if cond.kind in ("that_spell_spent", "that_spell_colored_spent", "that_spell_kicked"):
        return _cast_with(cond, (paid or {}).get("that_cast")) is not cond.negate
    if cond.kind == "that_greater_power_or_toughness":
        return _greater_than_source(state, source_id, (paid or {}).get("that")) \
            is not cond.negate
    if cond.text == THAT_PLAYER:  # "if that player has ...": the event's player (603.4)
        player = (paid or {}).get("that_player")
        if not isinstance(player, str):
            return False
        controller, cond = player, replace(cond, text="")
    return condition_holds(cond, ProductionContext(state, source_id, controller))


def _add(state: GameState, hits: list[PendingTrigger], check: GameState) -> GameState:
    """Record the abilities that triggered (603.2), those whose intervening "if" holds in
    ``check`` (603.4), each logged; an ability that "triggers only once each turn" and
    has triggered this turn doesn't (its source remembers it until the turn ends)."""
    kept = [h for h in hits
            if intervening_if_holds(check, h.ability, h.source_id, h.controller,
                                    {"that_counters": h.that_counters, "that": h.that_id,
                                     "that_player": h.that_player,
                                     "that_cast": h.that_cast})]
    state, kept = _joined(state, kept)
    state, kept = _once_each_turn(state, kept)
    if not kept:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *kept))
    for h in kept:
        state = state.logged("trigger", h.source_name, f"{h.ability.text!r} triggers",
                             f"603.2, {_EVENT_RULE.get(h.event, '603.2')}")
    return state


def _joined(state: GameState, hits: list[PendingTrigger]
            ) -> tuple[GameState, list[PendingTrigger]]:
    """"Whenever you sacrifice one or more Foods": while the ability waits for the stack
    (or has just triggered), the same event of another object joins it (its ``amount``
    grows) instead of triggering it again (603.2c)."""
    pending = list(state.pending_triggers)
    out: list[PendingTrigger] = []
    changed = False
    for h in hits:
        t = _trigger(h.ability)
        if t is None or not t.one_or_more:
            out.append(h)
            continue

        def same(p: PendingTrigger, h: PendingTrigger = h) -> bool:
            return p.source_id == h.source_id and p.event == h.event and \
                p.ability.text == h.ability.text

        i = next((i for i, p in enumerate(out) if same(p)), None)
        if i is not None:
            out[i] = replace(out[i], amount=out[i].amount + max(1, h.amount))
            continue
        j = next((j for j, p in enumerate(pending) if same(p)), None)
        if j is not None:
            pending[j] = replace(pending[j], amount=pending[j].amount + max(1, h.amount))
            changed = True
            continue
        out.append(h)
    if changed:
        state = state.evolve(pending_triggers=tuple(pending))
    return state, out


def _once_each_turn(state: GameState, hits: list[PendingTrigger]
                    ) -> tuple[GameState, list[PendingTrigger]]:
    """The hits left once those whose ability "triggers only once each turn" already
    triggered this turn are dropped (the card's own text); the others of that kind are
    remembered on their source, a permanent (a source that has left the battlefield is a
    new object if it returns, 400.7, and so remembers nothing)."""
    out = []
    for h in hits:
        perm = state.permanents.get(h.source_id)
        if not getattr(h.ability.trigger, "once_each_turn", False) or perm is None:
            out.append(h)
            continue
        if h.ability.text in perm.triggered_once:
            state = state.logged("trigger", h.source_name, "it triggers only once each turn "
                                 "and has triggered this turn: it doesn't trigger", "603.2")
            continue
        state = state.with_permanent(replace(
            perm, triggered_once=(*perm.triggered_once, h.ability.text)))
        out.append(h)
    return state, out


# ---------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in the game, offered to every triggered ability that
    could see it (CR 603.2): one record for every kind of event.

    ``kind`` is the event; ``subject`` the object it happened to (the permanent that
    attacked, became tapped, was dealt damage, had counters put on it, left the
    battlefield...), ``looks`` its characteristics when they are not those on the
    battlefield now (it has left: last known information, 603.10a, 608.2h); ``player``
    the player who did it or to whom it happened (who drew, gained life, cast, whose step
    began, the controller of what targeted). Qualities some trigger conditions read:
    ``counter`` (the kind of counters put), ``combat`` (combat damage, 510.2), ``to``
    (what was dealt damage: a permanent's id or a player), ``spell`` (the object that
    targeted is a spell, not an ability), ``amount`` (how much).
    """

    kind: TriggerEvent
    subject: int | None = None
    player: str | None = None
    looks: Characteristics | None = None
    counter: str | None = None
    combat: bool = False
    to: int | str | None = None
    spell: bool = False
    amount: int = 0
    #: a block of one creature by one blocker ("blocks a creature", 509.3b, 509.3d),
    #: rather than a creature blocking or being blocked at all (509.3a, 509.3c)
    each: bool = False
    #: the objects an event of several is about (the creatures declared as attackers,
    #: "whenever you attack with one or more Elves", 508.3d)
    objects: tuple[int, ...] = ()
    #: the door of a Room given the unlocked designation (0 left, 1 right): "when you
    #: unlock this door" triggers only for the abilities of that door (709.5h)
    door: int | None = None
    #: the controller of the object that did it: the source of damage dealt to a
    #: player ("a source an opponent controls deals damage to you", 120.3a)
    by: str | None = None
    #: an ability activated (602.2b, 601.2i): its kinds ("loyalty", its keyword's or ability
    #: word's lowercase name), and whether its source is a permanent (not a card in a
    #: hand or graveyard, 113.6m)
    abilities: tuple[str, ...] = ()
    on_battlefield: bool = False
    #: the spell that targeted, as it is on the stack ("becomes the target of an instant
    #: or sorcery spell", 115.1)
    by_looks: CardLooks | None = None


#: events about a player ("whenever you draw a card"): their trigger's ``who`` names
#: the player; a step's begins for its active player (503.1a ...)
_PLAYER_EVENTS: Final = frozenset({
    TriggerEvent.DRAW, TriggerEvent.DISCARD, TriggerEvent.GAIN_LIFE, TriggerEvent.LOSE_LIFE,
    TriggerEvent.YOU_ATTACK, TriggerEvent.SCRY, TriggerEvent.SURVEIL,
    TriggerEvent.RING_TEMPTS,
    TriggerEvent.PLAY_LAND, TriggerEvent.EXPEND, TriggerEvent.SEARCH,
    TriggerEvent.PLAYER_DEALT_DAMAGE, TriggerEvent.ROLL_DIE,
    *STEP_EVENTS.values()})

#: events of the game itself, with no object or player (731.1a: day becomes night)
_GAME_EVENTS: Final = frozenset({TriggerEvent.DAY_NIGHT})


def _players_meet(state: GameState, who: Who | None, player: str | None,
                  controller: str) -> bool:
    """Whether ``player`` is one of the players ``who`` names for a permanent of
    ``controller`` ("you", "an opponent", "a player"; none: "you")."""
    if player is None:
        return False
    if who is None or who is Who.YOU:
        return player == controller
    if who is Who.EACH_OPPONENT:
        return player in state.opponents(controller)
    if who is Who.MOST_LIFE:  # 702.105a: tied counts
        return state.player(player).life >= max(p.life for p in state.players)
    return who is Who.EACH_PLAYER


def _subject_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                   c: Characteristics, t: Trigger, ev: Event) -> bool:
    """Whether the event's object is the trigger's subject: the source itself (no
    selector), or an object its selector covers, as the object is (or last was)."""
    if ev.subject is None:
        return False
    if t.selector is None:
        return ev.subject == qid
    looks = ev.looks if ev.looks is not None else chars.get(ev.subject)
    if looks is None:
        return False
    perm = state.permanents.get(ev.subject)
    src = state.permanents.get(qid)
    ctx = SelectContext(qid, c.controller, attached_to=src.attached_to if src else None,
                        chosen=_chosen(state, qid), source_name=c.name)
    return matches(t.selector, ev.subject, looks, ctx,
                   tapped=perm.tapped if perm is not None else None,
                   is_token=perm.is_token if perm is not None else False,
                   counters=dict(perm.counters) if perm is not None else None,
                   surroundings=(lambda: around_of(state, ev.subject or 0, chars))
                   if perm is not None else None)


def _recipient_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                     c: Characteristics, to: Recipient, dealt: int | str | None) -> bool:
    """Whether what was dealt damage is what the trigger names ("to a player", "to an
    opponent", "to a creature", "to a player or planeswalker")."""
    if isinstance(dealt, str):
        return to.players is not None and _players_meet(state, to.players, dealt,
                                                        c.controller)
    if dealt is None or to.objects is None or dealt not in chars:
        return False
    any_kind = replace(to.objects, relation=None)
    return matches(any_kind, dealt, chars[dealt], SelectContext(qid, c.controller))


def _meets(state: GameState, chars: dict[int, Characteristics], qid: int,
           c: Characteristics, t: Trigger, ev: Event) -> bool:
    """The one trigger matcher (CR 603.2): whether the event ``ev`` meets the trigger
    condition ``t`` of the permanent ``qid`` (characteristics ``c``) — its subject (an
    object or a player) and its qualities."""
    if ev.kind in _GAME_EVENTS:  # the game's own events: every such ability sees them
        return True
    if ev.kind in _PLAYER_EVENTS:
        if t.who is Who.CONTROLLER:  # "the upkeep of enchanted creature's controller"
            host = _enchanted(state, chars, qid)
            return host is not None and chars[host].controller == ev.player
        if ev.kind in STEP_EVENTS.values() and t.who is None:  # the older words
            return (t.text != "your" or c.controller == ev.player) and \
                (t.text != "opponent's" or c.controller != ev.player)
        if not _players_meet(state, t.who, ev.player, c.controller):
            return False
        if not _during_meets(state, t, ev.player, c.controller):
            return False  # "during your turn": whose turn it is (500.1)
    elif ev.kind is not TriggerEvent.ACTIVATE and not (
            ev.kind is TriggerEvent.BECOMES_TARGET and t.to is not None) and \
            not _subject_meets(state, chars, qid, c, t, ev):
        return False  # an ability's source, you or yours targeted: their qualities
    qualities = _QUALITIES.get(ev.kind)
    return qualities is None or qualities(state, chars, qid, c, t, ev)


def _enchanted(state: GameState, chars: dict[int, Characteristics], qid: int) -> int | None:
    """The permanent the source ``qid`` is attached to (303.4), or None."""
    perm = state.permanents.get(qid)
    host = perm.attached_to if perm is not None else None
    return host if host is not None and host in chars else None


def _counter_kind_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                        c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever one or more +1/+1 counters are put on ...": of that kind (122.6);
    "whenever you put one or more counters on a creature", "whenever an opponent puts
    ... on a creature they control": put by that player (``who``), on a permanent that
    player controls where the selector says "they control"."""
    if (t.counter is not None and t.counter != ev.counter) or t.from_zone == "exile":
        return False  # "while it's exiled": :func:`triggered_in_exile`
    if t.who is not None and ev.kind is TriggerEvent.COUNTERS_PUT and \
            not _players_meet(state, t.who, ev.player, c.controller):
        return False
    return t.selector is None or t.selector.controller is not ControllerSpec.THAT_PLAYER \
        or (ev.subject in chars and chars[ev.subject].controller == ev.player)


def _each_blocker_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                        c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever ~ blocks / becomes blocked by a (green) creature": once for each
    (509.3b-d), of that kind (``to``: the creature blocked or blocking); "... by one or
    more green creatures": once (509.3a, 509.3c), one of them of that kind."""
    if t.each_creature != ev.each:
        return False
    if t.to is None or ev.each:
        return t.to is None or _recipient_meets(state, chars, qid, c, t.to, ev.to)
    # "blocks (becomes blocked by) one or more Orcs": one of them is of that kind
    return any(_recipient_meets(state, chars, qid, c, t.to, o)
               for o in _combat_partners(state, ev))


def _combat_partners(state: GameState, ev: Event) -> list[int]:
    """The creatures a blocker blocks, or those blocking an attacker (509.1g, 509.1h)."""
    perm = state.permanents.get(ev.subject) if ev.subject is not None else None
    if perm is None:
        return []
    if ev.kind is TriggerEvent.BLOCKS:
        return list(perm.blocking)
    return [pid for pid, p in state.permanents.items() if ev.subject in p.blocking]


def _stronger_attacker(state: GameState, chars: dict[int, Characteristics], qid: int) -> bool:
    """Whether another attacking creature has greater power than ``qid`` (training's
    "at least one other creature with power greater than this creature's power",
    702.149a), among those declared as attackers (508.1a)."""
    mine = chars[qid].power if qid in chars else None
    return mine is not None and any(
        pid != qid and p.attacking is not None and pid in chars and
        (chars[pid].power or 0) > mine for pid, p in state.permanents.items())


def _attack_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                  c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Attacks alone": the only attacker declared (506.5); "attacks you" (508.3a);
    "attacks while saddled": the attacker is saddled (702.171b); "attacks while you
    control a token": that holds as it attacks (603.2, not checked again)."""
    if (t.alone and ev.amount != 1) or ev.amount < (t.min_attackers or 0):
        return False  # battalion: at least that many attackers (508.1a)
    if t.saddled and not _is_saddled(state, ev.subject):
        return False
    if t.while_holds is not None and not condition_holds(
            t.while_holds, ProductionContext(state, qid, c.controller)):
        return False  # "attacks while you control a token": as it attacks (603.2)
    if t.stronger_attacker and not _stronger_attacker(state, chars, qid):
        return False  # training (702.149a)
    return t.to is None or _recipient_meets(state, chars, qid, c, t.to, ev.player)


def _is_saddled(state: GameState, pid: int | None) -> bool:
    """Whether the permanent ``pid`` is saddled (702.171b)."""
    perm = state.permanents.get(pid) if pid is not None else None
    return perm is not None and perm.saddled


def _you_attack_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                      c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you attack with three or more creatures", "... with one or more
    Elves": at least that many attackers of that kind (508.1a, 508.3d)."""
    if t.to is not None and not _recipient_meets(state, chars, qid, c, t.to, ev.to):
        return False  # "whenever you attack a player" (508.1b)
    if t.while_holds is not None and not condition_holds(
            t.while_holds, ProductionContext(state, qid, c.controller)):
        return False  # "... attacks you while you're the monarch" (603.2)
    return _attackers_of_kind(state, chars, qid, c, t, ev) >= max(1, t.min_attackers or 0)


def _attackers_of_kind(state: GameState, chars: dict[int, Characteristics], qid: int,
                       c: Characteristics, t: Trigger, ev: Event) -> int:
    """How many of the attackers declared are of the kind the trigger names (all of
    them when it names none): "that much" / "that many" (508.3d, 608.2c)."""
    if t.selector is None:
        return ev.amount
    return sum(_subject_meets(state, chars, qid, c, t, replace(ev, subject=oid))
               for oid in ev.objects)


def _draw_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you draw your second card each turn" (121.2)."""
    return t.nth_each_turn is None or ev.player is None or \
        state.player(ev.player).cards_drawn == t.nth_each_turn


def _expend_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                  c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you expend 4" (700.14): the mana the player spent to cast spells this
    turn was less than N before this cost was paid (``ev.amount``) and is at least N
    now."""
    if ev.player is None or t.nth_each_turn is None:
        return False
    now = state.player(ev.player).mana_spent_on_spells
    return now - ev.amount < t.nth_each_turn <= now


def _life_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you gain (lose) life for the first time each turn" (119.9, 119.3): the
    life gained (lost) this turn is this event's alone."""
    if not t.first_each_turn or ev.player is None:
        return True
    p = state.player(ev.player)
    done = p.life_gained if ev.kind is TriggerEvent.GAIN_LIFE else p.life_lost
    return done == ev.amount


def _damage_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                  c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Deals combat damage" (510.2) "to a player / to a creature" (120.3)."""
    if t.combat and not ev.combat:
        return False
    return t.to is None or _recipient_meets(state, chars, qid, c, t.to, ev.to)


def _discard_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                   c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you discard a creature card": the card discarded is of that kind
    (701.9a); a card not known (``looks`` None) is of no kind."""
    if t.selector is None:
        return True
    return ev.looks is not None and matches(t.selector, _DISCARDED, ev.looks,
                                            SelectContext(qid, c.controller))


#: the id a discarded card's looks carry: the card it was is no object any more (400.7)
_DISCARDED: Final = -1


def _player_damage_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                         c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you're dealt (noncombat) damage", "... a source an opponent controls
    deals damage to you" (120.3a): combat damage or not (510.2, 120.2b), and the
    source's controller as it dealt it (``by``)."""
    if (t.combat and not ev.combat) or (t.noncombat and ev.combat):
        return False
    return t.by is None or _players_meet(state, t.by, ev.by, c.controller)


def _activation_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                      c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you activate an ability (of an artifact or creature) that isn't a mana
    ability", "... a loyalty ability of a Chandra planeswalker", "... an exhaust ability"
    (602.2b, 601.2i): who activated it, its kind, and its source — any object for "an ability",
    else a permanent of that kind (a card in a hand is no creature, 110.1)."""
    if not _players_meet(state, t.who, ev.player, c.controller):
        return False
    if t.ability_kind is not None and t.ability_kind not in ev.abilities:
        return False
    if t.selector == Selector():
        return True
    return ev.on_battlefield and _subject_meets(state, chars, qid, c, t, ev)


def _roll_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever you roll a 6", "... a 3 or higher" (706.2): the die's result."""
    return t.result is None or t.result[0] <= ev.amount <= t.result[1]


#: the id the looks of a spell that targeted carry: what is matched is its kind only
_TARGETING: Final = -2


def _target_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                  c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Becomes the target of a spell (an opponent controls)", "... of an instant or
    sorcery spell" (115.1)."""
    if t.spells_only and not ev.spell:
        return False
    if t.spell_kind is not None and (ev.by_looks is None or not matches(
            t.spell_kind, _TARGETING, ev.by_looks, SelectContext(qid, c.controller))):
        return False
    if t.to is not None:  # "you (or a permanent you control) become(s) the target"
        if ev.subject is None:
            if t.to.players is None or not isinstance(ev.to, str) or \
                    not _players_meet(state, t.to.players, ev.to, c.controller):
                return False
        elif t.to.objects is None or ev.subject not in chars or not matches(
                t.to.objects, ev.subject, chars[ev.subject], SelectContext(qid, c.controller)):
            return False
    return t.by is None or _players_meet(state, t.by, ev.player, c.controller)


def graveyard_of_meets(state: GameState, t: Trigger, pid: int, controller: str) -> bool:
    """ "Is put into your graveyard (an opponent's graveyard) from the battlefield": the
    permanent ``pid`` of ``state`` (the state just before it left, 603.10a) goes to its
    owner's graveyard (404.1, 400.3), which must be that of a player the trigger names
    for its ``controller``."""
    if t.graveyard_of is None:
        return True
    perm = state.permanents.get(pid)
    return perm is not None and _players_meet(state, t.graveyard_of, perm.owner, controller)


def _graveyard_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                     c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "Whenever a creature is put into your graveyard from the battlefield" (404.1)."""
    return ev.subject is not None and graveyard_of_meets(state, t, ev.subject, c.controller)


def _unlocker_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                    c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "When you unlock this door", "whenever you fully unlock a Room": the player who
    unlocked it is the one named (709.5h-i)."""
    return _players_meet(state, t.who, ev.player, c.controller)


def _level_meets(state: GameState, chars: dict[int, Characteristics], qid: int,
                 c: Characteristics, t: Trigger, ev: Event) -> bool:
    """ "When this Class becomes level N" (716.2a): the level it became is N."""
    return t.level is None or ev.amount == t.level


#: The qualities an event of each kind must also have to meet a trigger (603.2).
_QUALITIES: Final[dict[TriggerEvent, Callable[
    [GameState, dict[int, Characteristics], int, Characteristics, Trigger, Event], bool]]] = {
    TriggerEvent.COUNTERS_PUT: _counter_kind_meets,
    TriggerEvent.LAST_COUNTER_REMOVED: _counter_kind_meets,
    TriggerEvent.BLOCKS: _each_blocker_meets,
    TriggerEvent.BECOMES_BLOCKED: _each_blocker_meets,
    TriggerEvent.ATTACKS: _attack_meets,
    TriggerEvent.YOU_ATTACK: _you_attack_meets,
    TriggerEvent.DRAW: _draw_meets,
    TriggerEvent.DISCARD: _discard_meets,
    TriggerEvent.GAIN_LIFE: _life_meets,
    TriggerEvent.LOSE_LIFE: _life_meets,
    TriggerEvent.DEALS_DAMAGE: _damage_meets,
    TriggerEvent.DEALT_DAMAGE: _damage_meets,  # "is dealt combat damage" (510.2)
    TriggerEvent.PLAYER_DEALT_DAMAGE: _player_damage_meets,
    TriggerEvent.BECOMES_TARGET: _target_meets,
    TriggerEvent.ACTIVATE: _activation_meets,
    TriggerEvent.ROLL_DIE: _roll_meets,
    TriggerEvent.OTHER_GRAVEYARD: _graveyard_meets,
    TriggerEvent.EXPEND: _expend_meets,
    TriggerEvent.DOOR_UNLOCKED: _unlocker_meets,
    TriggerEvent.FULLY_UNLOCKED: _unlocker_meets,
    TriggerEvent.BECOMES_LEVEL: _level_meets,
}


def offer(state: GameState, ev: Event, *, look: GameState | None = None) -> GameState:
    """Offer the event ``ev`` to every triggered ability of the permanents on the
    battlefield (CR 603.2) — of ``look``, the state just before the event, for the
    events that look back in time (603.10a: leaving the battlefield) — and record those
    whose trigger condition it meets (:func:`_meets`) and whose intervening "if" holds
    (603.4) as pending, to go on the stack the next time a player would receive priority
    (603.3). "Whenever one or more ...": while one of them waits for the stack, the same
    event of another object joins it instead of triggering it again (603.2c)."""
    seen = look if look is not None else state
    chars = characteristics_of(seen)
    hits: list[PendingTrigger] = []
    pending = list(state.pending_triggers)
    merged = False
    for qid, c, a, t in _abilities(chars, seen):
        if not t.listens(ev.kind) or not _meets(seen, chars, qid, c, t, ev) or \
                not _on_door(seen, qid, a, ev):
            continue
        gone = seen.permanents.get(ev.subject) if look is not None and \
            ev.subject is not None else None
        had = gone.counters if gone is not None else ()
        # "whenever ~ deals combat damage to a creature, that creature ...": the creature
        # dealt damage is the object the ability names (510.3a, 608.2c)
        that = _that_object(seen, chars, qid, t, ev)
        # "whenever one or more Dragons you control attack, draw that many cards": each
        # attacker of the kind counts one (an attack event's amount is every attacker
        # declared, for "attacks alone" and battalion, 506.5, 508.1a)
        each = 1 if ev.kind is TriggerEvent.ATTACKS and t.one_or_more else ev.amount
        amount = _attackers_of_kind(seen, chars, qid, c, t, ev) \
            if ev.kind is TriggerEvent.YOU_ATTACK else each
        hit = PendingTrigger(qid, c.name, c.controller, a, ev.kind, that_player=ev.player,
                             that_id=that, amount=amount, that_counters=had)
        if t.one_or_more:
            waiting = next((i for i, p in enumerate(pending) if p.source_id == qid and
                            p.event == ev.kind and p.ability.text == a.text), None)
            if waiting is not None:
                pending[waiting] = replace(pending[waiting],
                                           amount=pending[waiting].amount + each)
                merged = True
                continue
        hits.append(hit)
    if merged:
        state = state.evolve(pending_triggers=tuple(pending))
    return _add(state, hits, seen) if hits else state


def _on_door(state: GameState, qid: int, a: Ability, ev: Event) -> bool:
    """"When you unlock this door" (709.5h): the ability is printed on the door the
    event unlocked; any other event, any ability."""
    if ev.door is None or ev.kind is not TriggerEvent.DOOR_UNLOCKED:
        return True
    perm = state.permanents.get(qid)
    card = perm.card if perm is not None else None
    return card is not None and len(card.faces) > ev.door and \
        a in card.faces[ev.door].abilities


def _that_object(seen: GameState, chars: dict[int, Characteristics], qid: int, t: Trigger,
                 ev: Event) -> int | None:
    """The object "that creature" of a triggered ability names (608.2c): the event's
    subject; for "whenever ~ deals combat damage to a creature" (510.3a) and "whenever ~
    blocks a creature / becomes blocked by a creature" (509.3b, 509.3d) and "whenever ~
    deals damage to a Vampire" (120.3) the creature dealt damage, blocked or blocking; for
    "the upkeep of enchanted creature's controller" the enchanted creature (303.4)."""
    if t.who is Who.CONTROLLER:
        return _enchanted(seen, chars, qid)
    if ev.kind is TriggerEvent.CREWS and isinstance(ev.to, int):
        return ev.to  # "that Vehicle": the one it crewed (702.122b)
    if (ev.kind is TriggerEvent.COMBAT_DAMAGE_CREATURE or ev.each or _to_objects(t, ev)) \
            and t.selector is None and isinstance(ev.to, int):
        return ev.to
    return ev.subject


def _to_objects(t: Trigger, ev: Event) -> bool:
    """Whether the event is damage dealt to a permanent of the kind the trigger names
    ("whenever ~ deals damage to a Vampire, destroy that creature": the creature dealt
    damage, 120.3, 608.2c), not to a player."""
    return ev.kind is TriggerEvent.DEALS_DAMAGE and t.to is not None and \
        t.to.objects is not None and t.to.players is None


def triggered_by_entering(state: GameState, pid: int) -> GameState:
    """A permanent has entered the battlefield: its own "when ~ enters" abilities
    trigger, as it exists on the battlefield (603.6a, 603.6d), and so do the landfall
    abilities of its controller's permanents if it is a land."""
    chars = characteristics_of(state)
    if pid not in chars:
        return state
    hits = []
    for qid, c, a, t in _abilities(chars, state):
        if qid == pid:
            hits += _own_entering_hits(state, chars, pid, c, a, t)
        hits += _others_entering_hits(state, chars[pid], pid, qid, c, a, t)
    state = _add(state, hits, state)
    # the counters it entered with are put on it too (122.6), by its controller (122.6a)
    for kind, n in state.permanents[pid].counters:
        if n > 0 and pid in state.permanents:
            state = offer(state, Event(TriggerEvent.COUNTERS_PUT, pid, chars[pid].controller,
                                       counter=kind, amount=n))
    return state


def _own_entering_hits(state: GameState, chars: dict[int, Characteristics], pid: int,
                       c: Characteristics, a: Ability, t: Trigger) -> list[PendingTrigger]:
    """What of the entering permanent's own abilities its entering triggers: "when ~
    enters" (603.6a), its chapters for the lore counters it entered with (714.2b),
    "when ~ enters attached to a creature" (engine.attach)."""
    hits = []
    if t.listens(TriggerEvent.ENTERS) and not (t.untapped and state.permanents[pid].tapped):
        # "when ~ enters untapped": as it entered, replacement effects applied (614.1c)
        hits.append(PendingTrigger(pid, c.name, c.controller, a, TriggerEvent.ENTERS))
    if t.event == TriggerEvent.CHAPTER:  # entered with lore counters (714.2b)
        hits.extend(PendingTrigger(pid, c.name, c.controller, a, t.event)
                    for n in t.chapters
                    if n <= state.permanents[pid].counter("lore"))
    if t.listens(TriggerEvent.ENTERS_ATTACHED) and (  # engine.attach
            (host := state.permanents[pid].attached_to) is not None and host in chars
            and "Creature" in chars[host].types):
        hits.append(PendingTrigger(pid, c.name, c.controller, a,
                                   TriggerEvent.ENTERS_ATTACHED, that_id=host))
    return hits


def _others_entering_hits(state: GameState, entered: Characteristics, pid: int, qid: int,
                          c: Characteristics, a: Ability, t: Trigger) -> list[PendingTrigger]:
    """What of the abilities of the permanent ``qid`` the permanent ``pid`` entering
    triggers: landfall (a land of its controller's) and "whenever another ... enters"
    (603.6a; "one or more ... enter" once for one event, 603.2c)."""
    hits = []
    if t.listens(TriggerEvent.LANDFALL) and "Land" in entered.types and \
            entered.controller == c.controller:
        hits.append(PendingTrigger(qid, c.name, c.controller, a, TriggerEvent.LANDFALL,
                                   that_id=pid))
    if t.untapped and state.permanents[pid].tapped:
        return hits  # "whenever a creature enters untapped" (603.6a, 614.1c)
    if t.listens(TriggerEvent.OTHER_ENTERS) and t.selector is not None and matches(
            t.selector, pid, entered, SelectContext(
                qid, c.controller, chosen=_chosen(state, qid), source_name=c.name),
            is_token=state.permanents[pid].is_token):
        if t.one_or_more and any(p.source_id == qid and p.ability.text == a.text and
                                 p.event == TriggerEvent.OTHER_ENTERS
                                 for p in state.pending_triggers):
            return hits  # "one or more ... enter": one event triggers it once (603.2c)
        hits.append(PendingTrigger(qid, c.name, c.controller, a,
                                   TriggerEvent.OTHER_ENTERS, that_id=pid))
    return hits


def triggered_by_casting(state: GameState, spell: StackItem) -> GameState:
    """A spell has become cast (CR 601.2i): the "whenever you cast / an opponent casts /
    a player casts a ... spell" abilities of the permanents on the battlefield trigger
    (603.2) when the spell's characteristics (its card's, on the stack) are of the kind
    they name — of a mana value at least the trigger's ``min_mana_value``, X counting on
    the stack (202.3e), and, for "your first Human creature spell each turn", the first
    spell of that kind its caster cast this turn (this one is already in the turn's
    history, 601.2i); "that player" is the caster."""
    if spell.card is None:
        return state
    looks = _SpellLooks(BaseValues.of_card(spell.card), spell.controller, frozenset(
        k for a in spell.card.abilities for k in a.keywords))
    hits = []
    for qid, c, a, t in _abilities(characteristics_of(state), state):
        if t.listens(TriggerEvent.CAST_TARGETING_SELF) and spell.controller == c.controller and \
                qid in spell.targets:  # heroic: a spell of yours that targets it (115.1)
            hits.append(PendingTrigger(qid, c.name, c.controller, a, "cast_targeting_self",
                                       that_player=spell.controller, that_id=spell.id))
            continue
        if _cast_meets(state, spell, looks, qid, c, t):
            hits.append(PendingTrigger(qid, c.name, c.controller, a, "cast",
                                       that_player=spell.controller, that_id=spell.id,
                                       that_cast=_cast_facts(spell)))
    return _add(state, hits, state)


def triggered_by_copying(state: GameState, copy: StackItem) -> GameState:
    """A player copied a spell (CR 707.10): the "whenever you cast or copy a ... spell"
    abilities (magecraft, an ability word, 207.2c) of the permanents on the battlefield
    trigger (603.2) when the copy is of the kind they name; the copy is the spell they
    are about."""
    if copy.card is None or copy.kind != "spell":
        return state
    looks = _SpellLooks(BaseValues.of_card(copy.card), copy.controller, frozenset(
        k for a in copy.card.abilities for k in a.keywords))
    hits = [PendingTrigger(qid, c.name, c.controller, a, "cast",
                           that_player=copy.controller, that_id=copy.id,
                           that_cast=_cast_facts(copy))
            for qid, c, a, t in _abilities(characteristics_of(state), state)
            if _cast_meets(state, copy, looks, qid, c, t, TriggerEvent.COPY_SPELL)]
    return _add(state, hits, state)


def _cast_meets(state: GameState, spell: StackItem, looks: CardLooks, qid: int,
                c: Characteristics, t: Trigger,
                event: TriggerEvent = TriggerEvent.CAST) -> bool:
    """Whether casting (``event``: or copying, 707.10) ``spell`` meets the cast trigger
    ``t`` of ``qid`` (603.2): whose spell, its mana value (202.3e), the first or nth of
    the turn (601.2i), its kind."""
    assert spell.card is not None
    if not t.listens(event) or t.selector is None:
        return False
    if (t.text == "you" and spell.controller != c.controller) or \
            (t.text == "opponent" and spell.controller == c.controller):
        return False
    if not _during_meets(state, t, spell.controller, c.controller):
        return False  # "during an opponent's turn": whose turn it is (500.1)
    cost = spell.card.mana_cost
    value = cost.mana_value_with(x=spell.x or 0) if cost is not None else 0
    if t.min_mana_value is not None and t.min_mana_value > value:
        return False
    if t.mana_value_counters is not None and (  # "equal to the number of charge counters
            qid not in state.permanents or  # on ~" (202.3), the source's now
            state.permanents[qid].counter(t.mana_value_counters) != value):
        return False
    if t.adventure and spell.card.layout != "adventure":
        return False  # "a creature spell that has an Adventure" (715.2a-b)
    if t.x_in_cost and (cost is None or not cost.has_x):
        return False  # "a spell with {X} in its mana cost" (107.3)
    if not (_turn_count_meets(state, spell, t) and _cast_from_meets(spell, t) and
            _spell_targets_meet(state, spell, qid, c, t)):
        return False
    return matches(replace(t.selector, zone=None, relation=None,
                           controller=ControllerSpec.ANY), spell.id, looks,
                   SelectContext(qid, c.controller, chosen=_chosen(state, qid),
                                 source_name=c.name))


@dataclass(frozen=True)
class _SpellLooks(CardLooks):
    """A spell's values as :func:`matches` reads them, with its keyword abilities ("a
    creature spell with flying", "a spell that has convoke", 702)."""

    keywords: frozenset[str] = frozenset()


def _during_meets(state: GameState, t: Trigger, player: str | None, controller: str) -> bool:
    """ "During your turn", "during an opponent's turn", "during their turn" (the turn of
    the player who cast, drew ...): whose turn it is (500.1)."""
    if t.during is None:
        return True
    if t.during is Who.THAT_PLAYER:
        return player is not None and state.active == player
    return _players_meet(state, t.during, state.active, controller)


def _turn_count_meets(state: GameState, spell: StackItem, t: Trigger) -> bool:
    """ "Your first Human spell each turn", "your second spell each turn", "a spell
    other than your first spell each turn" (601.2i: this one is counted); "a kicked
    spell" (702.33d: its kicker cost was paid)."""
    assert t.selector is not None
    cast = state.player(spell.controller).spells_cast
    if t.first_each_turn and spells_cast_of(state, spell.controller, t.selector) != 1:
        return False
    if (t.nth_each_turn is not None and cast != t.nth_each_turn) or \
            (t.not_first_each_turn and cast < 2):
        return False
    return not t.kicked or bool(dict(spell.paid).get("kicked"))


def _cast_from_meets(spell: StackItem, t: Trigger) -> bool:
    """ "A spell from your graveyard", "from exile", "from anywhere other than your
    hand": the zone the spell moved to the stack from (601.2a; a spell cast without a
    permission to cast it from elsewhere comes from its owner's hand)."""
    if not (t.cast_from or t.not_from_hand):
        return True
    zone = str(dict(spell.paid).get("cast_from") or "hand")
    if t.not_from_hand and zone == "hand":
        return False
    return not t.cast_from or zone in t.cast_from


def _spell_targets_meet(state: GameState, spell: StackItem, qid: int, c: Characteristics,
                        t: Trigger) -> bool:
    """ "A spell that targets a creature you control", "... one or more permanents": one
    of its targets is a permanent of that kind as the spell becomes cast (115.1)."""
    if t.targets is None:
        return True
    chars = characteristics_of(state)
    ctx = SelectContext(qid, c.controller, source_name=c.name)
    return any(tid in chars and matches(t.targets, tid, chars[tid], ctx)
               for tid in spell.object_targets)


def _effects_of(item: StackItem) -> tuple[Any, ...]:
    """The effects of a spell or ability on the stack: an ability's, or a spell's (its
    card's spell abilities, 113.3a)."""
    if item.ability is not None:
        return item.ability.effects
    if item.card is None:
        return ()
    return tuple(e for a in item.card.abilities if a.supported and a.kind is AbilityKind.SPELL
                 for e in a.effects)


def commits_crime(state: GameState, item: StackItem) -> bool:
    """Whether the player who controls ``item`` — a spell they cast, an ability they
    activated or a triggered ability they put on the stack — commits a crime by it (CR
    700.13): it targets an opponent, a permanent, spell or ability an opponent controls,
    or a card in an opponent's graveyard. The targets are those chosen for it (601.2c,
    602.2b, 603.3d) — objects: mtglab reads no other "target player / opponent" than
    in the effects it carries out for the only opponent (Forbidden Orchard's token, a
    reveal "until", 115.1), which target an opponent."""
    foes = set(state.opponents(item.controller))
    chars = characteristics_of(state)
    theirs = {s.id for s in state.stack if s.controller in foes} | {
        e.id for o in foes for e in state.graveyards.get(o, ())}
    for t in item.targets:  # a permanent: layer 2's controller (613.1b)
        if (chars[t].controller in foes) if t in chars else t in theirs:
            return True
    return any((isinstance(e, CreateToken) and e.player == "target opponent") or
               isinstance(e, RevealUntilCopy) for e in _effects_of(item))


def triggered_by_crime(state: GameState, item: StackItem) -> GameState:
    """``item`` has just been cast, activated or put on the stack (CR 601.2i, 602.2,
    603.3): if its controller commits a crime by it (:func:`commits_crime`, 700.13),
    their "whenever you commit a crime" abilities trigger (603.2)."""
    if not commits_crime(state, item):
        return state
    state = state.logged("crime", item.controller, f"commits a crime: {item.name} targets "
                         "an opponent or what they control or own in a graveyard", "700.13")
    hits = [PendingTrigger(qid, c.name, c.controller, a, "crime",
                           that_player=item.controller)
            for qid, c, a, t in _abilities(characteristics_of(state), state)
            if t.listens(TriggerEvent.CRIME) and c.controller == item.controller]
    return _add(state, hits, state)


def triggered_by_looking(state: GameState, kind: TriggerEvent, player: str,
                         n: int) -> GameState:
    """``player`` scried or surveilled ``n``: "whenever you scry / surveil" triggers
    (701.22, 701.25); scrying or surveilling 0 is no event (701.22b, 701.25c)."""
    return offer(state, Event(kind, player=player, amount=n)) if n > 0 else state


def triggered_by_land_play(state: GameState, player: str, pid: int) -> GameState:
    """``player`` has played the land ``pid`` (305.1, 116.2a): "whenever you (an
    opponent, a player) play(s) a land" triggers; "that player" is who played it."""
    return offer(state, Event(TriggerEvent.PLAY_LAND, pid, player))


def triggered_by_searching(state: GameState, player: str) -> GameState:
    """``player`` has searched their library (701.23): "whenever an opponent searches
    their library" triggers; "that player" is the searcher."""
    return offer(state, Event(TriggerEvent.SEARCH, player=player))


def triggered_by_expending(state: GameState, player: str, mana: int) -> GameState:
    """``player`` has spent ``mana`` to cast a spell, already counted in the mana they
    spent to cast spells this turn: "whenever you expend N" triggers (700.14,
    :func:`_expend_meets`)."""
    return offer(state, Event(TriggerEvent.EXPEND, player=player, amount=mana)) \
        if mana > 0 else state


def triggered_by_activating(state: GameState, item: StackItem, *, on_battlefield: bool,
                            looks: Characteristics | None = None) -> GameState:
    """``item``, an ability that isn't a mana ability, has just been activated (602.2b, 601.2i):
    "whenever you activate an ability ..." triggers (603.2); ``on_battlefield``: its
    source is a permanent (else a card in a hand or graveyard, 113.6m); ``looks``: the
    source as it was announced, before a cost that sacrificed it (602.2a)."""
    a = item.ability
    if a is None or a.is_mana_ability:
        return state
    kinds = (*(["loyalty"] if a.loyalty is not None else []),
             *(k.lower() for k in a.keywords),
             *([a.ability_word.lower()] if a.ability_word else []))
    return offer(state, Event(TriggerEvent.ACTIVATE, item.source_id, item.controller,
                              looks=looks, abilities=tuple(kinds),
                              on_battlefield=on_battlefield))


def triggered_in_exile(state: GameState, card_id: int, kind: str, left: int) -> GameState:
    """A counter of ``kind`` has been removed from the card ``card_id`` in exile, ``left``
    remaining (a suspended card's time counter, 702.62a): its own "whenever a time counter
    is removed from ~ while it's exiled" abilities trigger, and with none left its "when
    the last time counter is removed from ~ while it's exiled" ones (603.2); they function
    in exile, controlled by the card's owner (113.6, 108.4a)."""
    entry = next((c for c in state.exile if c.id == card_id), None)
    if entry is None or entry.card is None:
        return state
    events = (TriggerEvent.COUNTER_REMOVED,
              *([TriggerEvent.LAST_COUNTER_REMOVED] if left == 0 else []))
    hits = [PendingTrigger(card_id, entry.name, entry.owner, a, ev, that_player=entry.owner)
            for a in entry.card.abilities if (t := _trigger(a)) is not None
            and t.from_zone == "exile" and t.counter in (None, kind)
            for ev in events if t.event is ev]
    return _add(state, hits, state) if hits else state


def triggered_by_rolling(state: GameState, player: str, result: int) -> GameState:
    """``player`` rolled a die with ``result`` (706.2): "whenever you roll a die", "...
    a 6" triggers (603.2), once for each die rolled."""
    return offer(state, Event(TriggerEvent.ROLL_DIE, player=player, amount=result))


def triggered_by_state(state: GameState) -> GameState:
    """The state triggers (CR 603.8) whose game state holds now ("when you control no
    Islands"): each triggers once, and not again until it has left the stack (resolved
    or been removed) — while it waits or is on the stack it doesn't."""
    waiting = {(p.source_id, p.ability.text) for p in state.pending_triggers} | {
        (s.source_id, s.ability.text) for s in state.stack if s.ability is not None}
    hits = [PendingTrigger(qid, c.name, c.controller, a, TriggerEvent.STATE)
            for qid, c, a, t in _abilities(characteristics_of(state), state)
            if t.event is TriggerEvent.STATE and t.state is not None and
            (qid, a.text) not in waiting and
            condition_holds(t.state, ProductionContext(state, qid, c.controller))]
    return _add(state, hits, state) if hits else state


def triggered_reflexively(state: GameState, source_id: int | None, source_name: str,
                          controller: str, effects: tuple[Any, ...], text: str, *,
                          this_ability: str | None = None) -> GameState:
    """"When you do, ...": the resolving ability's controller did what it allowed, so a
    reflexive triggered ability with ``effects`` triggers (CR 603.12), its source the
    resolving ability's (603.7e), its targets chosen as it goes on the stack (603.3d)."""
    text = text.replace("~", source_name)  # the normalized text names it "~"
    ability = Ability(text, AbilityKind.TRIGGERED, True, effects=effects,
                      trigger=Trigger(TriggerEvent.REFLEXIVE, "When you do"))
    hit = PendingTrigger(source_id if source_id is not None else -1, source_name,
                         controller, ability, TriggerEvent.REFLEXIVE,
                         this_ability=this_ability)
    state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
    return state.logged("trigger", source_name, f"{text!r} triggers: it was done", "603.12")


def triggered_by_targets(state: GameState, item: StackItem) -> GameState:
    """``item`` has just been cast, activated or put on the stack with its targets
    chosen (601.2c, 602.2b, 603.3d): each permanent and player it targets "becomes the
    target of a spell or ability" (603.2e, 115.1) — once, however many of its words
    target it — and
    its controller may commit a crime by it (:func:`triggered_by_crime`, 700.13)."""
    spell = item.kind == "spell"
    looks = _SpellLooks(BaseValues.of_card(item.card), item.controller, frozenset(
        k for a in item.card.abilities for k in a.keywords)) \
        if spell and item.card is not None else None
    for oid in dict.fromkeys(item.object_targets):
        if oid in state.permanents:
            state = offer(state, Event(TriggerEvent.BECOMES_TARGET, oid, item.controller,
                                       spell=spell, by_looks=looks))
    for player in dict.fromkeys(t for t in item.targets if isinstance(t, str)):
        if player in state.player_names:  # "whenever you become the target" (115.1)
            state = offer(state, Event(TriggerEvent.BECOMES_TARGET, None, item.controller,
                                       to=player, spell=spell, by_looks=looks))
    return _ward_triggers(triggered_by_crime(state, item), item)  # ward (702.21a)


#: the trigger event of ward: a permanent "becomes the target of a spell or ability an
#: opponent controls" (702.21a)
_WARD_EVENT: Final = TriggerEvent.BECOMES_TARGET

def _ward_ability(text: str, ward: Ward) -> Ability:
    """The triggered ability a ward keyword is (702.21a), to go on the stack."""
    return Ability(text, AbilityKind.TRIGGERED, True, trigger=Trigger(_WARD_EVENT, "ward"),
                   effects=(ward,), keywords=("Ward",))  # type: ignore[arg-type]


def _ward_triggers(state: GameState, item: StackItem) -> GameState:
    """``item`` has just been put on the stack with its targets: each ward ability of a
    permanent it targets that an opponent of its controller controls triggers (702.21a,
    603.2), "that spell or ability" being ``item``."""
    chars = characteristics_of(state)
    hits: list[PendingTrigger] = []
    for t in dict.fromkeys(item.object_targets):  # once per permanent (115.3)
        c = chars.get(t)
        if c is None or c.controller == item.controller or not c.has_keyword("Ward"):
            continue
        for ref in c.abilities:
            for e in ref.ability.effects if ref.ability.supported else ():
                if isinstance(e, Ward):
                    hits.append(PendingTrigger(t, c.name, c.controller,
                                               _ward_ability(ref.ability.text, e),
                                               _WARD_EVENT, that_player=item.controller,
                                               that_id=item.id))
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for h in hits:
        state = state.logged("trigger", h.source_name, f"ward triggers: {item.name} targets "
                             "it", "702.21a, 603.2")
    return state


def triggered_by_leaving(before: GameState, state: GameState, pid: int,
                         to: str | None, *, sacrificed: bool = False) -> GameState:
    """A permanent has left the battlefield for zone ``to``: its leaves-the-battlefield
    abilities trigger as it last existed there (603.10a, 603.6c) — "when ~ dies" if it
    was a creature put into a graveyard (700.4), "when ~ leaves the battlefield"
    wherever it went — and, if its controller ``sacrificed`` it (701.21a), their
    "whenever you sacrifice a ..." abilities, which look back in time too (603.10a).
    ``before`` is the state just before it left."""
    chars = characteristics_of(before)
    c = chars.get(pid)
    if c is None:
        return state
    hits = []
    hits += _attached_dies(before, chars, pid, to)
    if to == "graveyard" and "Creature" in c.types:
        hits += _creature_dies(before, chars, pid)
    if sacrificed:
        hits += _you_sacrifice(before, chars, pid)
    state = _others_leaving(before, state, pid, to)
    if not c.has_triggers:
        return _add(state, hits, before)
    for ref in c.abilities:
        a = ref.ability
        t = _trigger(a)
        if t is None:
            continue
        for event in (TriggerEvent.DIES, TriggerEvent.GRAVEYARD, TriggerEvent.LEAVES,
                      TriggerEvent.EXILED):
            # "When you cycle ~ or it dies": either condition's event (603.2)
            # "into your graveyard": its owner's (404.1)
            if any(x.listens(event) and graveyard_of_meets(before, x, pid, c.controller)
                   for x in (t, *t.alternatives)) and (
                    event is TriggerEvent.LEAVES or (
                        event is TriggerEvent.EXILED and to == "exile") or (
                        to == "graveyard" and (event is TriggerEvent.GRAVEYARD or (
                            event is TriggerEvent.DIES and "Creature" in c.types)))):
                # its counters as it last existed: "for each counter on it" (608.2h)
                hits.append(PendingTrigger(pid, c.name, c.controller, a, event,
                                           that_counters=before.permanents[pid].counters))
                break  # "when ~ dies or leaves": one event, it triggers once (603.2c)
    return _add(state, hits, before)


def _others_leaving(before: GameState, state: GameState, pid: int,
                    to: str | None) -> GameState:
    """The permanent ``pid`` has left the battlefield: "whenever a creature you control
    leaves the battlefield" and "whenever an artifact is put into a graveyard from the
    battlefield" abilities of the permanents there just before trigger (603.6c, 603.10a:
    they look back in time, at it as it last existed)."""
    looks = characteristics_of(before).get(pid)
    if looks is None:
        return state
    state = offer(state, Event(TriggerEvent.OTHER_LEAVES, pid, looks.controller, looks),
                  look=before)
    if to == "graveyard":
        state = offer(state, Event(TriggerEvent.OTHER_GRAVEYARD, pid, looks.controller,
                                   looks), look=before)
    if to == "exile":  # "whenever an artifact is put into exile from the battlefield"
        state = offer(state, Event(TriggerEvent.OTHER_EXILED, pid, looks.controller,
                                   looks), look=before)
    return state


def triggered_by_exiling(before: GameState, state: GameState, who: str,
                         card_id: int | None) -> GameState:
    """A creature ``who`` controlled has left the battlefield for exile (its card there
    is ``card_id``; None for a token, 111.7), or a creature card has been put into exile
    from ``who``'s graveyard: ``who``'s "whenever one or more creatures you control
    and/or creature cards in your graveyard are put into exile" abilities trigger — of
    the permanents on the battlefield just before (603.10a looks back). "One or more":
    an exiling triggers each once (603.2c), so while the ability waits for the stack
    (the exiles of one instruction or one resolution) another card joins it instead."""
    hits = []
    pending = list(state.pending_triggers)
    for qid, c, a, t in _abilities(characteristics_of(before), before):
        if not t.listens(TriggerEvent.CREATURES_EXILED) or c.controller != who:
            continue
        cards = (card_id,) if card_id is not None else ()
        waiting = next((i for i, p in enumerate(pending) if p.source_id == qid and
                        p.event == "creatures_exiled" and p.ability.text == a.text), None)
        if waiting is not None:
            pending[waiting] = replace(pending[waiting],
                                       those=(*pending[waiting].those, *cards))
            continue
        hits.append(PendingTrigger(qid, c.name, c.controller, a, "creatures_exiled",
                                   that_player=who, those=cards))
    state = state.evolve(pending_triggers=tuple(pending))
    return _add(state, hits, before)


def _you_sacrifice(before: GameState, chars: dict[int, Characteristics],
                   pid: int) -> list[PendingTrigger]:
    """The "whenever you sacrifice a Clue" abilities of the permanents on the
    battlefield as ``pid`` was sacrificed (603.10a looks back in time), of the player who
    controlled it (701.21a: only a permanent's controller sacrifices it), when it was of
    the kind they name as it last existed (608.2h)."""
    gone = chars[pid]
    perm = before.permanents[pid]
    hits = []
    for qid, c, a, t in _abilities(chars, before):
        if not t.listens(TriggerEvent.YOU_SACRIFICE) or t.selector is None or \
                not _players_meet(before, t.who, gone.controller, c.controller):
            continue  # "you" / "an opponent" / "a player" sacrifices (701.21a)
        if matches(t.selector, pid, gone, SelectContext(
                qid, c.controller, chosen=_chosen(before, qid), source_name=c.name),
                   tapped=perm.tapped, is_token=perm.is_token, counters=dict(perm.counters)):
            hits.append(PendingTrigger(qid, c.name, c.controller, a, "you_sacrifice",
                                       that_player=gone.controller, that_id=pid,
                                       that_counters=perm.counters))
    return hits


def _creature_dies(before: GameState, chars: dict[int, Characteristics],
                   pid: int) -> list[PendingTrigger]:
    """The "whenever a creature (another creature ...) dies" abilities of the permanents
    on the battlefield as the creature ``pid`` died, itself among them (CR 603.10a looks
    back in time; 700.4); each keeps the creature's copiable values as it last existed
    (608.2h)."""
    died = chars[pid]
    perm = before.permanents[pid]
    hits = []
    lki: BaseValues | None = None
    for qid, c, a, t in _abilities(chars, before):
        if not t.listens(TriggerEvent.CREATURE_DIES) or t.selector is None:
            continue
        if not matches(t.selector, pid, died, SelectContext(
                qid, c.controller, chosen=_chosen(before, qid), source_name=c.name),
                       tapped=perm.tapped, is_token=perm.is_token,
                       counters=dict(perm.counters),  # as it last was (603.10a)
                       surroundings=lambda: around_of(before, pid, chars)) or \
                not _damaged_by_meets(before, perm.damaged_by, qid, t):
            continue
        lki = lki or copiable_of(before, pid)
        # its counters as it last existed: "if it had a +1/+1 counter on it" (603.10a)
        hits.append(PendingTrigger(qid, c.name, c.controller, a, "creature_dies",
                                   that_player=died.controller, that_id=pid,
                                   that_values=lki, that_counters=perm.counters))
    return hits


def _damaged_by_meets(before: GameState, damaged_by: tuple[int, ...], qid: int,
                      t: Trigger) -> bool:
    """ "Whenever a creature dealt damage by ~ (equipped creature) this turn dies": the
    creature was dealt damage this turn by the source, or by the creature the source is
    attached to (120.3, 301.5, 303.4), as they were just before it died (603.10a)."""
    if t.damaged_by is None:
        return True
    if t.damaged_by is Relation.SELF:
        return qid in damaged_by
    src = before.permanents.get(qid)
    return src is not None and src.attached_to is not None and src.attached_to in damaged_by


def triggered_by_exploiting(before: GameState, state: GameState, exploiter: int,
                             exploited: int) -> GameState:
    """The permanent ``exploiter`` has exploited the creature ``exploited``: the
    controller of its exploit ability sacrificed it as that ability resolved (702.110b).
    Its "when ~ exploits a creature" abilities trigger, and "whenever a creature you
    control exploits a creature" — looking back in time (603.10a: an exploiter that
    sacrificed itself still sees it), from ``before``, the state just before."""
    looks = characteristics_of(before).get(exploiter)
    if looks is None:
        return state
    return offer(state, Event(TriggerEvent.EXPLOITS, exploiter, looks.controller, looks,
                              to=exploited), look=before)


def triggered_by_card_to_graveyard(state: GameState, card_id: int,
                                   from_zone: str | None = None) -> GameState:
    """The card ``card_id`` has been put into its owner's graveyard from ``from_zone``
    (the stack, the battlefield, a library ...; CR 400.3, 404.1): the "whenever a
    creature card is put into an opponent's graveyard from anywhere (from your library)"
    abilities of the permanents on the battlefield trigger (603.2) when the card, as it
    is in the graveyard, is of the kind they name; "that card" is the card there
    (400.7). "One or more cards": while one waits for the stack, another card joins it
    (603.2c)."""
    entry = next((e for cards in state.graveyards.values() for e in cards
                  if e.id == card_id), None)
    if entry is None or entry.card is None:
        return state
    looks = CardLooks(BaseValues.of_card(entry.card), entry.owner)
    # "When ~ is put into a graveyard from anywhere (into your graveyard from your
    # library)": the card's own, triggering from the graveyard (113.6k), its owner
    # controlling it there (108.4a) — from the battlefield too, as it is there now (603.10)
    hits = [PendingTrigger(card_id, entry.name, entry.owner, a, "card_to_graveyard",
                           that_player=entry.owner, that_id=card_id, amount=1)
            for a in entry.card.abilities
            if a.supported and isinstance(t := a.trigger, Trigger) and
            t.event is TriggerEvent.CARD_TO_GRAVEYARD and t.selector is None and
            t.from_zone in (None, from_zone)]
    for qid, c, a, t in _abilities(characteristics_of(state), state):
        if not t.listens(TriggerEvent.CARD_TO_GRAVEYARD) or t.selector is None or \
                (t.from_zone is not None and t.from_zone != from_zone):
            continue
        if not matches(t.selector, card_id, looks, SelectContext(
                qid, c.controller, chosen=_chosen(state, qid), source_name=c.name)):
            continue
        waiting = next((i for i, p in enumerate(state.pending_triggers)
                        if p.source_id == qid and p.event == "card_to_graveyard" and
                        p.ability.text == a.text), None) if t.one_or_more else None
        if waiting is not None:  # one event of several cards (603.2c)
            pending = list(state.pending_triggers)
            pending[waiting] = replace(pending[waiting], amount=pending[waiting].amount + 1)
            state = state.evolve(pending_triggers=tuple(pending))
            continue
        hits.append(PendingTrigger(qid, c.name, c.controller, a, "card_to_graveyard",
                                   that_player=entry.owner, that_id=card_id, amount=1))
    return _add(state, hits, state) if hits else state


def triggered_by_leaving_graveyard(before: GameState, state: GameState,
                                   entry: CardInZone) -> GameState:
    """The card ``entry`` has left its owner's graveyard (for any zone): the "whenever
    a creature card leaves an opponent's graveyard" abilities of the permanents on the
    battlefield just before trigger (603.10a: they look back in time), when the card,
    as it was there, is of the kind they name. "One or more cards leave your
    graveyard": while the ability waits for the stack (the cards of one instruction or
    one resolution), another card joins it instead of triggering it again (603.2c)."""
    if entry.card is None:
        return state
    looks = CardLooks(BaseValues.of_card(entry.card), entry.owner)
    hits = []
    pending = list(state.pending_triggers)
    for qid, c, a, t in _abilities(characteristics_of(before), before):
        if not t.listens(TriggerEvent.LEAVES_GRAVEYARD) or t.selector is None or \
                not matches(t.selector, entry.id or 0, looks, SelectContext(
                    qid, c.controller, chosen=_chosen(before, qid),
                    source_name=c.name)):
            continue
        if t.during is not None and not _players_meet(before, t.during, before.active,
                                                      c.controller):
            continue  # "during your turn": whose turn it is (500.1)
        waiting = next((i for i, p in enumerate(pending) if p.source_id == qid and
                        p.event == TriggerEvent.LEAVES_GRAVEYARD and
                        p.ability.text == a.text), None) if t.one_or_more else None
        if waiting is not None:
            pending[waiting] = replace(pending[waiting], amount=pending[waiting].amount + 1)
            continue
        hits.append(PendingTrigger(qid, c.name, c.controller, a,
                                   TriggerEvent.LEAVES_GRAVEYARD, that_player=entry.owner,
                                   amount=1))
    if tuple(pending) != state.pending_triggers:
        state = state.evolve(pending_triggers=tuple(pending))
    return _add(state, hits, before) if hits else state


def triggered_by_cycling(state: GameState, who: str, card_id: int) -> GameState:
    """Player ``who`` has cycled the card ``card_id`` — discarded it to pay the cost of
    its cycling ability (CR 702.29a, 702.29c): the "whenever you cycle a card" abilities
    of their permanents on the battlefield trigger, and the "whenever a player cycles a
    card" abilities of every player's (603.2); "that card" is the card cycled, in the
    graveyard now (400.7)."""
    hits = [PendingTrigger(qid, c.name, c.controller, a, TriggerEvent.CYCLE,
                           that_player=who, that_id=card_id)
            for qid, c, a, t in _abilities(characteristics_of(state), state)
            if t.listens(TriggerEvent.CYCLE) and t.selector is None and
            _players_meet(state, t.who or (Who.EACH_PLAYER if t.text == "player" else None),
                          who, c.controller)]
    return _add(state, hits, state)


def _attached_dies(before: GameState, chars: dict[int, Characteristics],
                   pid: int, to: str | None) -> list[PendingTrigger]:
    """The "when enchanted / equipped creature dies" ("... land is put into a
    graveyard", "... creature leaves the battlefield") abilities of the Auras and
    Equipment attached to the permanent ``pid`` as it left for zone ``to`` (CR 603.6c;
    603.10a looks back: they were attached then, though an Aura is put into the
    graveyard right after, 704.5m). The trigger's ``selector`` is the kind of permanent
    (None: a creature), as it last existed on the battlefield."""
    hits = []
    events = (TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES) \
        if to == "graveyard" else (TriggerEvent.ATTACHED_LEAVES,)
    for qid, q in before.permanents.items():
        if q.attached_to != pid or qid not in chars:
            continue
        c = chars[qid]
        for ref in c.abilities:
            t = _trigger(ref.ability)
            event = next((e for e in events if t is not None and t.listens(e)), None)
            if t is None or event is None or not (
                    (t.text == "enchanted" and "Aura" in c.subtypes) or
                    (t.text == "equipped" and "Equipment" in c.subtypes)):
                continue
            kind = t.selector if t.selector is not None else Selector(types=("Creature",))
            if matches(kind, pid, chars[pid], SelectContext(qid, c.controller)):
                hits.append(PendingTrigger(qid, c.name, c.controller, ref.ability,
                                           event.value,
                                           that_player=chars[pid].controller, that_id=pid))
    return hits


def found_as(state: GameState, pid: int, card_id: int) -> GameState:
    """The permanent ``pid`` that died is the card ``card_id`` in its new zone: the
    waiting "when enchanted / equipped creature dies" abilities that name "that card"
    find it there (CR 400.7, 603.10a)."""
    if not any(p.that_id == pid and p.event in ("attached_dies", "creature_dies")
               for p in state.pending_triggers):
        return state
    return state.evolve(pending_triggers=tuple(
        replace(p, that_id=card_id) if p.that_id == pid and p.event in (
            "attached_dies", "creature_dies") else p for p in state.pending_triggers))


def triggered_by_discarding(state: GameState, who: str, n: int = 1,
                           cards: Sequence[Card | None] = ()) -> GameState:
    """Player ``who`` has discarded ``n`` cards (701.9a; cycling discards too, 702.29a),
    ``cards`` the cards themselves: "whenever you discard a (creature) card" abilities
    trigger once for each card (603.2c), "one or more cards" once; the card's kind is
    its printed characteristics (a card in a hand, 400.7)."""
    for i in range(n):
        card = cards[i] if i < len(cards) else None
        looks = _card_looks(_DISCARDED, card, who) if card is not None else None
        state = offer(state, Event(TriggerEvent.DISCARD, player=who, looks=looks, amount=1))
    return state


def hand_cards(state: GameState, ids: Sequence[int | None]) -> list[Card | None]:
    """The cards of these ids where they are now (in a hand, before they are discarded),
    for :func:`triggered_by_discarding`."""
    found = [state.find_card(i) if i is not None else None for i in ids]
    return [f[2].card if f is not None else None for f in found]


def triggered_by_tapping(state: GameState, pid: int,
                         looks: Characteristics | None = None) -> GameState:
    """A permanent has become tapped: "whenever ~ becomes tapped", "whenever enchanted
    land becomes tapped", "whenever a creature you control becomes tapped" abilities
    trigger (603.2, 603.2e; tapping for mana is tapping too, 106.12). ``looks``: its
    characteristics, when the caller has them (tapping changes none)."""
    c = looks if looks is not None else characteristics_of(state).get(pid)
    if c is None:
        return state
    return offer(state, Event(TriggerEvent.BECOMES_TAPPED, pid, c.controller))


def triggered_by_untapping(state: GameState, pid: int) -> GameState:
    """A permanent has become untapped (an effect, or its controller's untap step,
    502.3): "whenever ~ becomes untapped" abilities trigger (603.2e)."""
    c = characteristics_of(state).get(pid)
    if c is None:
        return state
    return offer(state, Event(TriggerEvent.BECOMES_UNTAPPED, pid, c.controller))


def triggered_at_step(state: GameState, step: str) -> GameState:
    """The active player's ``step`` begins (603.2b: "upkeep" 503.1a, "draw" 504.2,
    "precombat main" and "postcombat main" 505.1, "beginning of combat" 507.1, "end of
    combat" 511.1, "end" 513.1a): "at the beginning of your upkeep" abilities of the
    active player's permanents, "each opponent's" of the other players' and "each" of
    every permanent trigger; "that player" is the active player."""
    event = STEP_EVENTS.get(step)
    if event is None:
        return state
    return offer(state, Event(event, player=state.active))


# ---------------------------------------------------------------------------- targets


def target_selector(ability: Ability) -> Selector | None:
    """The selector of the one target an ability's effects name (CR 115.1), or None."""
    todo = list(ability.effects)
    while todo:
        e = todo.pop(0)
        todo[:0] = getattr(e, "effects", ())  # inside "you may" (MayDo)
        for f in ("selector", "original", "subject"):
            sel = getattr(e, f, None)
            if isinstance(sel, Selector) and sel.relation is Relation.TARGET:
                return sel
    return None


def trigger_legal_targets(state: GameState, ability: Ability, source_id: int | None,
                          controller: str, that_id: int | None = None) -> list[int]:
    """The legal targets of a triggered ability's target (CR 115.1, 603.3d): the
    permanents, or for a zone selector the cards in that zone, its selector covers;
    a permanent with shroud, or with hexproof under an opponent, can't be targeted
    (702.18a, 702.11b)."""
    sel = target_selector(ability)
    if sel is None:
        return []
    if sel.zone == "stack":
        counter = _counter_effect(ability)
        return [i.id for i in state.stack if spell_matches(
            state, i, counter or CounterSpell(sel), SelectContext(source_id, controller))]
    if sel.zone is not None:
        return _card_targets(state, sel, controller)
    chars = characteristics_of(state)
    ctx = SelectContext(source_id, controller, that=frozenset(  # "another": not that one
        {that_id} if that_id is not None and sel.excluded is Relation.THAT else ()),
        defending=defending_player(state, source_id),  # (508.5)
        source_power=source_power(sel, chars, source_id))  # "lesser power" (702.134a)
    loose = replace(sel, relation=None)
    return [oid for oid, c in chars.items()
            if _permanent_targetable(state, sel, loose, oid, c, ctx, source_id, controller)]


def _card_targets(state: GameState, sel: Selector, controller: str) -> list[int]:
    """The cards in a graveyard a target selector covers (115.1)."""
    owners = (controller,) if sel.controller is ControllerSpec.YOU else \
        state.opponents(controller) if sel.controller is ControllerSpec.OPPONENT else \
        state.player_names
    zone = replace(sel, relation=None, zone=None, controller=ControllerSpec.ANY)
    entries = [e for o in owners for e in state.graveyards.get(o, ())] \
        if sel.zone == "graveyard" else []
    return [e.id for e in entries if e.id is not None and e.card is not None and
            matches(zone, e.id, CardLooks(BaseValues.of_card(e.card), e.owner),
                    SelectContext(None, controller))]


def _permanent_targetable(state: GameState, sel: Selector, loose: Selector, oid: int,
                          c: Characteristics, ctx: SelectContext, source_id: int | None,
                          controller: str) -> bool:
    """Whether the permanent ``oid`` is a legal target of the selector (``loose``: it
    without its word "target"; 115.1): not the source for "another", not with shroud or
    an opponent's hexproof (702.18a, 702.11b)."""
    if sel.excluded is Relation.SELF and oid == source_id:
        return False
    perm = state.permanents[oid]
    if not matches(loose, oid, c, ctx, tapped=perm.tapped,
                   is_token=perm.is_token, counters=dict(perm.counters),
                   damaged=dealt_damage_this_turn(perm),  # "dealt damage this turn" (120.3)
                   surroundings=lambda: around_of(state, oid)):
        return False
    return not (c.has_keyword("Shroud") or (c.has_keyword("Hexproof") and
                                            c.controller != controller))


def spell_matches(state: GameState, item: StackItem, sel: CounterSpell | None,
                  ctx: SelectContext) -> bool:
    """Whether the stack object ``item`` is a spell the counter effect ``sel`` can
    target ("target creature spell": its card's characteristics, 111.1) with mana value
    at most its limit, X counting on the stack (CR 202.3e)."""
    if item.kind != "spell" or item.card is None:
        return False
    if sel is None:
        return True
    cost = item.card.mana_cost
    limit = sel.max_mana_value
    if limit is not None and \
            (cost.mana_value_with(x=item.x or 0) if cost is not None else 0) > limit:
        return False
    kind = replace(sel.selector, relation=None, zone=None, controller=ControllerSpec.ANY)
    return matches(kind, item.id, CardLooks(BaseValues.of_card(item.card), item.controller),
                   ctx)


def _counter_effect(ability: Ability) -> CounterSpell | None:
    """The ability's "counter target ... spell" effect (inside "you may" too), or None."""
    todo = list(ability.effects)
    while todo:
        e = todo.pop(0)
        todo[:0] = getattr(e, "effects", ())
        if isinstance(e, CounterSpell):
            return e
    return None


def _name_of(state: GameState, oid: int) -> str:
    chars = characteristics_of(state)
    if oid in chars:
        return chars[oid].name
    for item in state.stack:
        if item.id == oid:
            return item.name
    for cards in state.graveyards.values():
        for e in cards:
            if e.id == oid:
                return e.name
    return f"#{oid}"


# ---------------------------------------------------------------------------- the stack


def _target_name(state: GameState, t: int | str) -> str:
    return t if isinstance(t, str) else _name_of(state, t)


def _turn_order(state: GameState) -> tuple[str, ...]:
    names = state.player_names
    start = names.index(state.active)
    return (*names[start:], *names[:start])


#: effects whose result doesn't depend on which object is their source, when none of
#: their selectors names the source (or an object related to it)
_SOURCE_FREE: Final = (DrawCards, GainLife, LoseLife, Mill, CreateToken, Destroy,
                       ReturnToHand, TapPermanents, Untap, PutCounters, RemoveCounters,
                       ExileCards, ReturnFromGraveyard, SearchLibrary)


def _source_free(obj: Any) -> bool:
    """Whether an ability's effects do the same whichever object is their source."""
    if isinstance(obj, tuple):
        return all(_source_free(o) for o in obj)
    if isinstance(obj, MayDo):
        return _source_free(obj.effects)
    if not isinstance(obj, _SOURCE_FREE):
        return False
    for f in fields(obj):
        v = getattr(obj, f.name)
        if isinstance(v, Selector) and (v.relation not in (None, Relation.TARGET) or
                                        v.excluded is not None):
            return False
        if isinstance(v, Amount) and not v.is_fixed:
            return False
    return True


def _result_key(p: PendingTrigger) -> tuple[Any, ...]:
    """Triggered abilities with the same key have the same result whichever goes on the
    stack first (CR 603.3b: the order matters only between different ones): the same
    ability text for the same event, and the same source unless it plays no part."""
    free = p.event != "enters" and getattr(p.ability.trigger, "condition", None) is None \
        and _source_free(p.ability.effects)
    named = _names_the_event(p.ability.effects)  # "it", "that player", "that much"
    return (p.ability.text, p.source_name if free else p.source_id, p.event,
            p.that_player if named else None, p.that_id if named else None,
            p.amount if named else 0)


def _names_the_event(obj: Any) -> bool:
    """Whether effects name what their trigger event was about ("it", "that creature",
    "that player", "that much"): then two triggers of one event differ by it."""
    if isinstance(obj, Selector):
        return Relation.THAT in (obj.relation, obj.excluded) or \
            any(_names_the_event(e) for e in obj.either)
    if isinstance(obj, Amount):
        return obj.kind.startswith(("that", "named"))
    if isinstance(obj, str):
        return obj in ("that player", "its controller", "its owner")
    if isinstance(obj, tuple):
        return any(_names_the_event(o) for o in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return any(_names_the_event(getattr(obj, f.name)) for f in fields(obj))
    return False


def trigger_labels(pending: Sequence[PendingTrigger]) -> list[str]:
    """How one player's waiting triggered abilities are named when they order them: the
    source's name, with " #id" where names repeat and " [n]" where one source has
    several (as replacement effects are labelled, 616.1)."""
    names = Counter(p.source_name for p in pending)
    ids = Counter(p.source_id for p in pending)
    seen: Counter[int] = Counter()
    out = []
    for p in pending:
        label = p.source_name if names[p.source_name] == 1 else f"{p.source_name} #{p.source_id}"
        if ids[p.source_id] > 1:
            seen[p.source_id] += 1
            label += f" [{seen[p.source_id]}]"
        out.append(label)
    return out


def _distinct_orders(keys: Sequence[Any], labels: Sequence[str],
                     limit: int = 10_000) -> list[tuple[str, ...]]:
    """The orders of ``labels`` that differ in result (permutations of the multiset of
    ``keys``), each written with the labels of its keys in triggering order; at most
    ``limit`` of them."""
    pools: dict[Any, list[str]] = {}
    for k, lb in zip(keys, labels, strict=True):
        pools.setdefault(k, []).append(lb)
    left = {k: len(v) for k, v in pools.items()}
    out: list[tuple[str, ...]] = []

    def walk(prefix: list[Any]) -> None:
        if len(out) >= limit:
            return
        if len(prefix) == len(keys):
            used: Counter[Any] = Counter()
            row = []
            for k in prefix:
                row.append(pools[k][used[k]])
                used[k] += 1
            out.append(tuple(row))
            return
        for k in pools:
            if left[k]:
                left[k] -= 1
                walk([*prefix, k])
                left[k] += 1
    walk([])
    return out


def _ordered(state: GameState, pending: tuple[PendingTrigger, ...],
             chooser: Chooser) -> list[PendingTrigger]:
    """APNAP order (CR 603.3b) with each player's own triggered abilities in the order
    they choose: when a player has two or more whose results differ, ``chooser`` gives
    the order they go on the stack (a sequence of :func:`trigger_labels`; the last one
    resolves first); otherwise they stay in the order they triggered."""
    out: list[PendingTrigger] = []
    for who in _turn_order(state):
        mine = [p for p in pending if p.controller == who]
        if len(mine) < 2:
            out += mine
            continue
        labels = trigger_labels(mine)
        shown = _distinct_orders([_result_key(p) for p in mine], labels)
        order = chooser.pick_order(
            f"the order in which {who} puts their triggered abilities on the stack "
            f"(first goes on first and resolves last, 603.3b)", labels, shown)
        by_label = dict(zip(labels, mine, strict=True))
        out += [by_label[lb] for lb in order]
    return out


def _choose_mode(state: GameState, p: PendingTrigger, chooser: Chooser
                 ) -> tuple[GameState, PendingTrigger | None]:
    """The mode of a modal triggered ability, chosen as it is put on the stack (CR 603.3c,
    700.2b) from ``chooser`` (the index of the mode; a single choosable mode is taken):
    ``p`` becomes the ability with that mode, or ``None`` when no mode can be chosen
    (603.3c: it is removed from the stack). A mode that targets can't be chosen without
    a legal target (603.3c), nor, for "choose one that hasn't been chosen", a mode
    already chosen for this ability of the same permanent; that choice is remembered on
    the permanent (a new object has no memory of it, 400.7)."""
    spec = next(e for e in p.ability.effects if isinstance(e, TriggerModes))
    source = state.permanents.get(p.source_id)
    done = source.modes_chosen if source is not None and spec.once_each else ()
    modes = {k: replace(p.ability, text=line, effects=effects)
             for k, (line, effects) in enumerate(zip(spec.lines, spec.modes, strict=True))}
    legal = [k for k, a in modes.items() if f"{k}: {p.ability.text}" not in done and (
        target_selector(a) is None or any(getattr(e, "up_to_one", False) for e in a.effects)
        or trigger_legal_targets(state, a, p.source_id, p.controller, p.that_id))]
    if not legal:
        why = "every mode has been chosen" if spec.once_each and len(done) >= len(modes) \
            else "no mode can be chosen"
        return state.logged("trigger", p.source_name, f"{why}, so it is removed from the "
                            "stack", "603.3c, 700.2b"), None
    if (spec.minimum, spec.maximum) != (1, 1):  # hook: several modes, or up to one (700.2d)
        return _several_modes(state, p, spec, legal, chooser)
    listed = "; ".join(f"{k}: {spec.lines[k]}" for k in legal)
    k = chooser.pick(f"the mode of {p.source_name}'s triggered ability (CR 603.3c, 700.2b), "
                     f"by its index: {listed}", legal)
    if isinstance(k, bool) or not isinstance(k, int):
        raise IllegalActionError(f"choose the mode of {p.source_name}'s triggered ability",
                                 [f"{k!r} is not a mode's index: {legal} (CR 700.2b)"])
    if spec.once_each and source is not None:
        state = state.with_permanent(replace(
            source, modes_chosen=(*source.modes_chosen, f"{k}: {p.ability.text}")))
    state = state.logged("trigger", p.source_name, f"mode {k} is chosen: "
                         f"{spec.lines[k]!r}", "603.3c, 700.2b")
    return state, replace(p, ability=modes[k])




def _several_modes(state: GameState, p: PendingTrigger, spec: TriggerModes,
                   legal: list[int], chooser: Chooser
                   ) -> tuple[GameState, PendingTrigger | None]:
    """The modes of a modal triggered ability that chooses more than one or up to one
    (:mod:`mtglab.engine.resolution.modes`, 700.2b, 700.2d); none chosen: it is removed
    from the stack (700.2b)."""
    chosen = pick_trigger_modes(spec, legal, chooser, p.source_name)
    if not chosen:
        return state.logged("trigger", p.source_name, "no mode is chosen, so it is "
                            "removed from the stack", "603.3c, 700.2b"), None
    state = state.logged("trigger", p.source_name, f"modes {list(chosen)} are chosen",
                         "603.3c, 700.2b")
    return state, replace(p, ability=with_trigger_modes(p.ability, spec, chosen))


#: how many times new triggered abilities are put on the stack in one go, at most (a
#: crime trigger that commits a crime again)
_MAX_ROUNDS: Final = 20


def put_triggers_on_stack(state: GameState, chooser: Chooser | None = None, *,
                          depth: int = 0) -> GameState:
    """Put every pending triggered ability on the stack (CR 603.3), APNAP (603.3b),
    choosing targets as each goes there (603.3d) from ``chooser`` (the action's
    ``choices=``; a single legal target is taken)."""
    state = triggered_by_state(state)
    if not state.pending_triggers:
        return state
    chooser = chooser or Chooser(())
    pending = state.pending_triggers
    state = state.evolve(pending_triggers=())
    for p in _ordered(state, pending, chooser):
        if any(isinstance(e, TriggerModes) for e in p.ability.effects):
            state, moded = _choose_mode(state, p, chooser)  # modes first (603.3c)
            if moded is None:
                continue
            p = moded
        state, aimed = _trigger_targets(state, p, chooser)
        if aimed is None:
            state = state.logged("trigger", p.source_name, "it has no legal target, so "
                                 "it is removed from the stack", "603.3d")
            continue
        targets, general = aimed
        sid, state = state.take_id()
        # an enters ability sees the X of the spell it was (107.3m); otherwise X is 0
        source = state.permanents.get(p.source_id)
        x = (source.x_paid or 0) if source is not None and p.event == "enters" else 0
        item = StackItem(sid, TRIGGER_KIND, p.source_name, p.controller, p.source_id,
                         p.ability, targets=targets, x=x, paid=_trigger_paid(p) + general)
        state = state.evolve(stack=(*state.stack, item))
        aim = f", targeting {', '.join(_target_name(state, t) for t in targets)}" \
            if targets else ""
        state = state.logged("stack", p.source_name, f"its triggered ability goes on the "
                             f"stack{aim}", "603.3, 603.3b, 603.3d")
        state = triggered_by_targets(state, item)  # its targets (603.2e); a crime (700.13)
    if state.pending_triggers and depth < _MAX_ROUNDS:
        # what triggered as these went on the stack goes there too before a player
        # receives priority (603.3)
        return put_triggers_on_stack(state, chooser, depth=depth + 1)
    return state


#: A triggered ability's targets as it goes on the stack, and what its ``paid`` keeps of
#: how they were chosen.
_Aimed = tuple[tuple[int | str, ...], tuple[tuple[str, Any], ...]]


def _trigger_targets(state: GameState, p: PendingTrigger, chooser: Chooser,
                     ) -> tuple[GameState, _Aimed | None]:
    """The targets of a triggered ability chosen as it goes on the stack (603.3d), or
    None when it has no legal target (it is removed from the stack)."""
    if is_general(p.ability.effects):  # each word "target" in order (603.3d)
        groups = pick_targets(state, parts_of(p.ability.effects), chooser, p.source_id,
                              p.controller, f"{p.source_name}'s triggered ability",
                              that_player=p.that_player)
        if groups is None:
            return state, None
        looks = characteristics_of(state).get(p.source_id)
        general = (("target_sizes", tuple(len(g) for g in groups)),
                   ("source_keywords", tuple(sorted(k.lower() for k in looks.keywords))
                    if looks is not None else ()))
        return state, (tuple(t for g in groups for t in g), general)
    if target_selector(p.ability) is None:
        return state, ((), ())
    legal = trigger_legal_targets(state, p.ability, p.source_id, p.controller, p.that_id)
    up_to = any(getattr(e, "up_to_one", False) for e in p.ability.effects)
    if up_to and (not legal or not chooser.pick(  # zero targets may be chosen
            f"whether {p.source_name}'s triggered ability targets anything (up to "
            "one target, CR 115.1, 603.3d)", [True, False])):
        legal = []
    elif not legal:
        return state, None
    names = {oid: _name_of(state, oid) for oid in legal}
    targets = (chooser.pick_permanent(
        f"the target of {p.source_name}'s triggered ability ({p.ability.text})",
        names),) if legal else ()
    return state, (targets, ())


def _trigger_paid(p: PendingTrigger) -> tuple[tuple[str, Any], ...]:
    """What a triggered ability on the stack keeps of its trigger event: the event, "that
    player", "that" object and its values, "those", "that much" (603.2, 608.2h)."""
    return tuple(
        (k, v) for k, v in (("event", p.event), ("that_player", p.that_player),
                            ("that", p.that_id), ("that_values", p.that_values),
                            ("this_ability", p.this_ability), ("those", p.those or None),
                            ("that_much", p.amount or None),
                            ("that_counters", p.that_counters or None),
                            ("left_looks", p.left_looks), ("left_as", p.left_as),
                            ("that_cast", p.that_cast or None))
        if v is not None)
