"""Whether the engine can play a supported triggered ability (CR 603, 608.2): the part
it can't carry out, named (:func:`trigger_limit`), so that "supported" stays a promise
(DESIGN).

The parser (:mod:`mtglab.cards.oracle.parser`) asks this module, after the grammar read a
triggered line, whether the engine carries out what was read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from mtglab.cards.ability import COMBAT_EVENTS, Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.castcosts import zone_function_problem
from mtglab.cards.durations import WHILE_YOU_CONTROL_SOURCE
from mtglab.cards.effects import (
    COMBAT_EFFECTS,
    UNCHECKED_CONDITIONS,
    UNCOMPUTED_AMOUNTS,
    AddMana,
    Amount,
    Animate,
    BecomeCopy,
    ChooseColor,
    ChooseExiledCard,
    Condition,
    ControllerSpec,
    CounterSpell,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    Destroy,
    DoesntUntap,
    DrawCards,
    DurationTrigger,
    EachSacrifices,
    Effect,
    EntersWithCounters,
    ExileCards,
    ExileFromGraveyard,
    ExileMilled,
    ExileUntilLeaves,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    IfNotPaid,
    IfThatCard,
    LoseLife,
    MayDo,
    MayPay,
    Mill,
    MoveCounters,
    OfferToPay,
    OthersBecomeCopy,
    PutCounters,
    PutThatCard,
    PutThoseCounters,
    Relation,
    RemoveCounters,
    ReturnExiled,
    ReturnFromGraveyard,
    ReturnToHand,
    Reveal,
    RevealTop,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SwitchPT,
    TapPermanents,
    TurnFaceDown,
    Untap,
)
from mtglab.cards.generalway import (
    GENERAL_RECORDS,
    all_general,
    created_generally,
    delayed_generally,
    walk,
)
from mtglab.cards.instructions import (
    INSTRUCTIONS,
    Damage,
    ExileOwn,
    PutInLibrary,
    Who,
)
from mtglab.cards.library import TakeFromAmong
from mtglab.cards.optional import Attempt
from mtglab.cards.pairing import Pair
from mtglab.cards.permissions import PERMISSION_VERBS
from mtglab.cards.stackcopies import copies_that_spell
from mtglab.cards.vocabulary import AmountKind

__all__ = ["PLAYED_EVENTS", "THAT_EVENTS", "WHILE_ON_BATTLEFIELD", "all_general",
           "delayed_generally", "greatest_problem", "spell_delayed_generally",
           "trigger_limit", "walk"]

#: the duration of "for as long as ~ remains on the battlefield" / "until ~ leaves the
#: battlefield" on an effect record (CR 611.2b), watching the source
WHILE_ON_BATTLEFIELD: Final = "while on the battlefield"

#: The trigger events the engine fires (:mod:`mtglab.engine.resolution.triggers`, engine/attach.py,
#: engine.combat, engine.chapters).
PLAYED_EVENTS: Final = frozenset({
    TriggerEvent.DAY_NIGHT,  # engine.effects.daynight (731.1a)
    TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
    TriggerEvent.UPKEEP, TriggerEvent.PRECOMBAT_MAIN, TriggerEvent.LANDFALL,
    TriggerEvent.BECOMES_TAPPED, TriggerEvent.END_STEP, TriggerEvent.OTHER_ENTERS,
    TriggerEvent.COMBAT, TriggerEvent.CAST, TriggerEvent.ATTACHED_DIES,
    TriggerEvent.ATTACHED_LEAVES,
    TriggerEvent.PLAYER_DEALT_DAMAGE,  # engine.effects.damage (120.3a)
    TriggerEvent.CREATURE_DIES, TriggerEvent.CARD_TO_GRAVEYARD,
    TriggerEvent.CAST_TARGETING_SELF, TriggerEvent.BECOMES_ATTACHED,
    TriggerEvent.ENTERS_ATTACHED, TriggerEvent.CYCLE, TriggerEvent.YOU_SACRIFICE,
    TriggerEvent.EXERTED,  # engine.effects.exerting (701.43a)
    TriggerEvent.CHAPTER, TriggerEvent.CRIME, TriggerEvent.CREATURES_EXILED,
    TriggerEvent.DRAW, TriggerEvent.DISCARD, TriggerEvent.GAIN_LIFE, TriggerEvent.LOSE_LIFE,
    TriggerEvent.COUNTERS_PUT, TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.OTHER_LEAVES,
    TriggerEvent.LAST_COUNTER_REMOVED,  # engine.events.counters.remove_counters
    TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.YOU_ATTACK, TriggerEvent.BECOMES_BLOCKED,
    TriggerEvent.EXILED, TriggerEvent.OTHER_EXILED,  # 603.6c (engine.triggers, leaving)
    TriggerEvent.UNBLOCKED, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALT_DAMAGE,
    TriggerEvent.DRAW_STEP, TriggerEvent.END_OF_COMBAT, TriggerEvent.POSTCOMBAT_MAIN,
    TriggerEvent.BECOMES_TARGET, TriggerEvent.TURNED_FACE_UP,
    TriggerEvent.BECOMES_MONSTROUS,  # 701.37b (engine.effects.keywordactions)
    TriggerEvent.BECOMES_LEVEL,  # 716.2a (engine.effects.levels)
    TriggerEvent.DOOR_UNLOCKED, TriggerEvent.FULLY_UNLOCKED,  # 709.5h-i (engine.game.doors)
    TriggerEvent.TRANSFORMS,  # 701.27 (engine.characteristics.faces)
    TriggerEvent.EXPLOITS,  # 702.110b (engine.effects.perform's sacrifice)
    TriggerEvent.LEAVES_GRAVEYARD,  # 603.10a (engine.game.zones)
    # no instruction mtglab plays copies a spell (707.10): "cast or copy" sees every cast
    TriggerEvent.COPY_SPELL,
    TriggerEvent.STATE,  # checked whenever a player would receive priority (603.8)
    TriggerEvent.SCRY, TriggerEvent.SURVEIL,
    TriggerEvent.RING_TEMPTS,  # 701.54d (engine.effects.keywordactions)
    TriggerEvent.PLAY_LAND,  # 305.1 (engine.game.lands)
    TriggerEvent.EXPEND,  # 700.14 (engine.spells.casting)
    TriggerEvent.SEARCH,  # 701.23 (engine.effects.searching, engine.effects.library)
    TriggerEvent.EXPLORES,  # 701.44 (engine.effects.exploring)
    TriggerEvent.CREWED, TriggerEvent.CREWS,  # 702.122b, d (engine.activating)
    TriggerEvent.ACTIVATE,  # 602.2b, 601.2i (engine.activating.activation)
    TriggerEvent.ROLL_DIE,  # 706.2 (engine.effects.chance, engine.activating.activation)
    TriggerEvent.COUNTER_REMOVED,  # 702.62a, in exile (engine.spells.suspend)
    TriggerEvent.SADDLED_FIRST,  # 702.171b (engine.game.combat.became_saddled)
    *(TriggerEvent(e) for e in COMBAT_EVENTS)})

#: the events whose "that creature" / "that card" is the object the event was about
THAT_EVENTS: Final = frozenset({"other_enters", "creature_dies", "card_to_graveyard"})


_PLAYERS: Final = frozenset({"you", "that player", "each opponent", "each player"})
#: the players an instruction of a triggered ability names through its targets (115.1,
#: 603.3d) or its trigger event (506.2, 608.2c): see :func:`_named_players`
_NAMED_PLAYERS: Final = frozenset({Who.TARGET_PLAYER, Who.TARGET_OPPONENT, Who.DEFENDING,
                                   Who.CONTROLLER})
#: the records that name their player in ``player``, checked by :func:`_named_players`
_TO_PLAYERS: Final = (DrawCards, GainLife, LoseLife, Mill)
_ON: Final = (None, Relation.SELF, Relation.TARGET, Relation.THAT, Relation.ENCHANTED,
              Relation.EQUIPPED, Relation.OTHER)


def _selector_problem(sel: Selector) -> str | None:
    if sel.relation not in _ON:
        return f"objects '{sel.describe()}' related to it as {sel.relation}"
    if sel.zone is not None:
        return f"cards in a {sel.zone}"
    return None


def _first_problem(effects: tuple[Effect, ...]) -> str | None:
    """Why the engine can't carry out the first of ``effects`` it can't, or None."""
    for inner in effects:
        why = _effect_problem(inner)
        if why:
            return why
    return None


def _may_do_problem(e: Any) -> str | None:
    """"you may ..." (or an instruction that isn't optional, followed by "When you do"):
    its effects, then the reflexive ability resolving on its own (603.12)."""
    return _first_problem((*e.effects, *e.when_done)) or _mixed(e.when_done)


def _spell_entering_problem(e: Any) -> str | None:
    """"that creature enters with N additional counters on it": the spell a cast trigger
    is about, which is below it on the stack (603.3, 614.1c; engine.spells.spelltriggers);
    checked to be a cast trigger by :func:`_that_spell_without_cast`."""
    return None if e.selector.relation is Relation.THAT else \
        "the effect EntersWithCounters is not carried out by a triggered ability"


def _spell_x_sacrifice_problem(e: Any) -> str | None:
    """"Each player sacrifices X creatures" in a spell's own cast trigger (X is the
    spell's, 107.3m; engine.spells.spelltriggers; read only there: grammar/cast_self.py)."""
    return None if e.amount.kind == AmountKind.SPELL_X else \
        "the effect EachSacrifices is not carried out by a triggered ability"


def _reveal_each_problem(e: Any) -> str | None:
    """"Each player reveals the top card of their library": the cards stay there
    (701.20a; engine.activating.activation)."""
    return None if e.each_player else \
        "the effect Reveal is not carried out by a triggered ability"


def _player_problem(e: Any) -> str | None:
    """An instruction to a player: one of the players the engine names (102.1); the
    players named by the trigger (a target, "defending player", "its controller") are
    checked with the whole ability (:func:`_named_players`)."""
    return None if e.player in _PLAYERS or e.player in _NAMED_PLAYERS else \
        f"the player {e.player!r}"


def _damage_problem(e: Any) -> str | None:
    """Damage dealt by the source to a player (120.1)."""
    if e.source != "self":
        return "damage dealt by another object"
    return None if e.to in _PLAYERS else f"damage to {e.to!r}"


def _add_mana_problem(e: Any) -> str | None:
    """Mana added to its controller's pool (106.4)."""
    return None if e.player == "you" else \
        f"mana added by a triggered ability for {e.player!r}"


def _no_problem(e: Any) -> str | None:
    """An effect the engine carries out whatever its fields."""
    return None


def _on_selector_problem(e: Any) -> str | None:
    """An effect on the objects its selector names."""
    return _selector_problem(e.selector)


def _sacrifice_self_problem(e: Any) -> str | None:
    """"sacrifice it unless you pay ..." (118.12): a mana cost or returning."""
    if any(c.kind not in ("return", "mana") or (c.kind == "mana" and (
            c.mana is None or "X" in str(c.mana))) for c in e.unless):
        return "'sacrifice it unless ...' with a cost other than mana or returning"
    return None


def _exile_problem(e: Any) -> str | None:
    """Exiling permanents or cards from a graveyard (406.2)."""
    if e.selector.zone is not None and e.selector.zone != "graveyard":
        return f"exiling cards from a {e.selector.zone}"
    return None if e.selector.zone or e.selector.relation in _ON else \
        _selector_problem(e.selector)


def _counter_spell_problem(e: Any) -> str | None:
    """Countering a spell, maybe unless its controller pays (701.6a, 118.12)."""
    return None if e.unless_pays is None or not e.unless_pays.has_x else \
        "'unless its controller pays {X}' in a triggered ability (X is 0, 107.3)"


def _control_problem(e: Any) -> str | None:
    """Control gained by the controller, for a duration the engine ends (613.1b, 611.2b)."""
    if e.player != "you":
        return f"control gained by {e.player!r}"
    if e.duration not in (None, "end of turn", WHILE_ON_BATTLEFIELD, WHILE_YOU_CONTROL_SOURCE):
        return f"control for the duration {e.duration!r}"
    return _selector_problem(e.selector)


def _delayed_problem(e: Any) -> str | None:
    """A delayed triggered ability the engine plays (603.7)."""
    return None if e.is_played or delayed_generally(e) else \
        "this delayed triggered ability (CR 603.7)"


def _grant_problem(e: Any) -> str | None:
    """Abilities granted, without a condition (613.1f)."""
    return _selector_problem(e.selector) if e.condition is None else \
        "abilities granted while a condition holds"


def _search_problem(e: Any) -> str | None:
    """A search of your library, to the battlefield or hand (701.23a)."""
    if e.selector.zone != "library" or e.destination not in ("battlefield", "hand"):
        return "a search other than of your library, to the battlefield or hand"
    return None


def _become_copy_problem(e: Any) -> str | None:
    """A copy effect on the source or on what the engine aims it at (707.2);
    "while attached": engine/attach.py."""
    return None if e.subject.is_self or e.duration == "while attached" or (
        e.subject.excluded is e.original.relation is Relation.THAT) or (
        e.subject.relation is Relation.TARGET and e.original.relation is
        Relation.THAT) else "a copy effect on another object"


def _may_pay_problem(e: Any) -> str | None:
    """"you may pay {N}. If you do, ..." (608.2d): X in it would be 0 (107.3)."""
    if e.cost is not None and e.cost.has_x:
        return "'you may pay {X}' in a triggered ability (X is 0, 107.3)"
    return _first_problem(e.effects)


def _inner_problem(e: Any) -> str | None:
    """An effect that happens if something holds: its effects (608.2c)."""
    return _first_problem(e.effects)


def _reveal_problem(e: Any) -> str | None:
    """Revealing the top card of a player's library (701.20a)."""
    return None if e.player in _PLAYERS else f"the player {e.player!r}"


def _offer_problem(e: Any) -> str | None:
    """A payment offered to a player (118.12): engine.triggered."""
    return None if e.payer in ("that player", "you") else \
        f"a payment offered to {e.payer!r}"


def _those_counters_problem(e: Any) -> str | None:
    """Those counters put on the source or on one target permanent (122.8, 115.1)."""
    return None if e.selector.relation is Relation.SELF or (
        e.selector.relation is Relation.TARGET and e.selector.target_max == 1) else \
        f"those counters put on '{e.selector.describe()}'"


def _move_counters_problem(e: Any) -> str | None:
    """Counters moved from the source onto one target, or onto the object the trigger
    event was about ("that creature", 603.2) (122.5)."""
    return None if e.source.relation is Relation.SELF and \
        e.selector.relation in (Relation.TARGET, Relation.THAT) \
        else "counters moved between others"


def _token_copy_problem(e: Any) -> str | None:
    """A fixed number of token copies of a target, the source, or the object the trigger
    event was about (707.2, 111.1; which events, :func:`_token_copy_of_that`)."""
    if e.original.relation not in (Relation.TARGET, Relation.SELF, Relation.THAT) or \
            e.original.zone is not None:
        return f"a token copy of '{e.original.describe()}'"
    return None if e.count.is_fixed and not e.instead else \
        "a number of token copies that is not fixed"


#: why the engine can't carry out an effect of each kind, tried in order (the first
#: whose types the effect is an instance of decides)
_EFFECT_PROBLEMS: Final[tuple[tuple[tuple[type, ...], Callable[[Any], str | None]], ...]] = (
    ((Attempt,), _may_do_problem),  # its reflexive ability too (603.12)
    (tuple(INSTRUCTIONS), _no_problem),  # the general instructions (engine.perform)
    ((MayDo,), _may_do_problem),
    ((DrawCards, GainLife, LoseLife), _player_problem),
    ((DealDamage,), _damage_problem),
    ((AddMana,), _add_mana_problem),
    ((CreateToken,), _no_problem),
    ((PutCounters, RemoveCounters), _on_selector_problem),
    ((SacrificeSelf,), _sacrifice_self_problem),
    ((Destroy, ExileUntilLeaves, Untap, TapPermanents), _on_selector_problem),
    ((ExileCards,), _exile_problem),
    ((ReturnToHand,), _on_selector_problem),
    ((ReturnFromGraveyard, ReturnExiled), _no_problem),
    ((CounterSpell,), _counter_spell_problem),
    ((Mill,), _player_problem),
    ((GainControl,), _control_problem),
    ((Delayed,), _delayed_problem),
    ((DurationTrigger,), _no_problem),  # engine.perform: for the turn (603.7b)
    ((GrantAbilities,), _grant_problem),
    ((SearchLibrary,), _search_problem),
    ((BecomeCopy,), _become_copy_problem),
    ((Animate, DoesntUntap, SwitchPT), _no_problem),
    ((MayPay,), _may_pay_problem),
    ((IfHolds, IfThatCard), _inner_problem),
    ((RevealTop,), _reveal_problem),
    ((Sacrifice,), _on_selector_problem),  # engine.perform: its controller chooses (701.21a)
    ((OfferToPay,), _offer_problem),  # engine.triggered (118.12)
    ((IfNotPaid,), _inner_problem),
    ((PutThoseCounters,), _those_counters_problem),
    ((MoveCounters,), _move_counters_problem),
    ((ExileMilled, ExileFromGraveyard, ChooseExiledCard, PutThatCard), _no_problem),
    ((OthersBecomeCopy, TurnFaceDown), _no_problem),
    ((CreateTokenCopy,), _token_copy_problem),
    (tuple(COMBAT_EFFECTS), _no_problem),  # carried out by engine.combateffects
    (PERMISSION_VERBS, _no_problem),  # engine.spells.permissions (601.3, 702.8a, 305.2)
    ((Pair,), _no_problem),  # soulbond (702.95a): engine.effects.soulbond
    ((ChooseColor,), _no_problem),  # engine.perform (608.2d): see _chosen_apart
    ((EntersWithCounters,), _spell_entering_problem),
    ((EachSacrifices,), _spell_x_sacrifice_problem),  # grammar/cast_self.py (107.3m)
    ((Reveal,), _reveal_each_problem),
)


def _effect_problem(e: Effect) -> str | None:
    """Why the engine can't carry out this effect of a triggered ability, or None."""
    for kinds, problem in _EFFECT_PROBLEMS:
        if isinstance(e, kinds):
            return problem(e)
    return f"the effect {type(e).__name__} is not carried out by a triggered ability"


#: the events after which the object they are about is gone from the battlefield
_LEFT: Final = (TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
                TriggerEvent.CREATURE_DIES, TriggerEvent.OTHER_LEAVES,
                TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.ATTACHED_DIES,
                TriggerEvent.EXILED, TriggerEvent.OTHER_EXILED,
                TriggerEvent.ATTACHED_LEAVES,
                TriggerEvent.CARD_TO_GRAVEYARD)
#: the records that act on permanents, whose "it" after a leaving event names nothing
_ON_PERMANENTS: Final = (*INSTRUCTIONS, Destroy, ExileCards, ReturnToHand, TapPermanents,
                         Untap, PutCounters, Sacrifice, GainControl)


def _names_what_left(effects: tuple[Effect, ...]) -> bool:
    """Whether the general instructions say "it" of a permanent after an event whose
    object left the battlefield (it is a card now, or gone: 400.7) where the engine can't
    find it: "it deals damage" and "its power" are the object as it last existed (608.2h),
    and "exile it" / "return it to its owner's hand" / "put it on top of its owner's
    library" move the card it became in a public zone (400.7e, engine.effects.referents);
    any other instruction on "it" is not carried out."""
    for e in walk(effects):
        if not isinstance(e, _ON_PERMANENTS) or hasattr(e, "effects") or (
                isinstance(e, _MOVES_LEFT_CARD) and e.selector.relation is Relation.THAT):
            continue
        parts = [r.objects for r in e.to] if isinstance(e, Damage) else [e]
        if any(isinstance(x, Selector) and x.relation is Relation.THAT and x.zone is None
               for x in walk(parts)):
            return True
        if isinstance(e, Damage) and e.source.relation is not Relation.THAT and \
                e.amount.kind.startswith("named_"):  # "its power": the source's or the
            return True  # one that left? The record doesn't say (608.2c)
    return False


#: the records that move "it" after it left the battlefield: the card it became (400.7e)
_MOVES_LEFT_CARD: Final = (ExileCards, ReturnToHand, PutInLibrary)


def spell_delayed_generally(e: Any, effects: tuple[Any, ...]) -> bool:
    """Whether ``e``, an instruction of the spell whose instructions are ``effects``, is
    a delayed triggered ability the general way plays (:func:`delayed_generally`) in a
    spell resolved that way: each of its other instructions is one the general way
    plays too — only that way names, as the delayed trigger is created, the objects its
    "it" / "them" are (608.2c, 603.7c)."""
    return delayed_generally(e) and all(
        x is e or all_general((x,)) or created_generally(x) or (
            isinstance(x, GainControl) and x.player == "you" and
            x.duration in (None, "end of turn")) for x in effects)


def greatest_problem(effects: tuple[Any, ...]) -> str | None:
    """Why "a creature with the greatest power among creatures that player controls"
    (208.1, 202.3) can't be carried out here, or None: engine.perform, which carries out
    every sacrifice, compares it among the objects of the kind each player who sacrifices
    or exiles one of their own controls (701.21a, 406.2); anywhere else it is not."""
    chosen = [e for e in effects if isinstance(e, Sacrifice | ExileOwn) and
              e.selector.greatest is not None]
    if not any(isinstance(x, Selector) and x.greatest is not None for x in walk(effects)):
        return None
    if any(isinstance(x, Selector) and x.greatest is not None
            for e in effects for x in walk(e) if e not in chosen or x is not e.selector):
        return ("'with the greatest power / highest mana value among ...' other than of "
                "a permanent a player sacrifices (CR 208.1, 701.21a)")
    return None


def _mixed(effects: tuple[Effect, ...]) -> str | None:
    """Why effects that mix the general instructions (only engine.perform plays them)
    with records only the older dispatchers play can't be carried out, or None."""
    if not any(isinstance(x, INSTRUCTIONS) for x in walk(effects)):
        return None
    for e in effects:
        if not isinstance(e, GENERAL_RECORDS) and not delayed_generally(e):
            return (f"a general instruction beside {type(e).__name__}, which only the "
                    "older way of resolving carries out")
    return None


def _names_a_card(effects: tuple[Effect, ...]) -> bool:
    """Whether an effect names a card before the effects that say "that card": the top
    card revealed (701.20a), a card exiled from among those milled (701.17a) or from a
    graveyard (406.3), a card chosen from among those the event exiled."""
    return any(isinstance(e, RevealTop | ExileMilled | ExileFromGraveyard | ChooseExiledCard)
               for e in effects)


def _unfired_event(ability: Ability, t: Trigger) -> str | None:
    """A trigger event the engine never fires (603.2)."""
    for event in t.events:
        if event not in PLAYED_EVENTS:
            return (f"not carried out: the trigger event '{event.value}' is not fired by "
                    "the engine")
    return None


def _cycle_from_zone(ability: Ability, t: Trigger) -> str | None:
    """"When you cycle this card" triggers from the zone the card goes to (702.29c,
    engine.resolution.cycled); "it" there is the card in its graveyard, which the engine
    doesn't make deal damage."""
    if t.event is TriggerEvent.CYCLE and t.selector is not None and any(
            isinstance(s, Selector) and s.relation in (Relation.THAT, Relation.SELF)
            for s in walk(ability.effects)):
        return ("not carried out: 'it' of 'when you cycle this card' (CR 702.29c), the "
                "card in its graveyard")
    return None


def _another_target_read_as_other(ability: Ability, t: Trigger) -> str | None:
    """"another target" read as every other object (115.1)."""
    if "another target" in ability.text.lower() and any(
            isinstance(s, Selector) and s.relation is Relation.OTHER
            for s in walk(ability.effects)):
        return "not carried out: 'another target' read as every other object"
    return None


#: the events after which "that card" / "it" is the card a permanent (or a card) became
#: in a graveyard, which the engine finds there (400.7e, engine.effects.referents)
_INTO_GRAVEYARD: Final = frozenset({TriggerEvent.ATTACHED_DIES, TriggerEvent.CREATURE_DIES,
                                    TriggerEvent.CARD_TO_GRAVEYARD, TriggerEvent.DIES,
                                    TriggerEvent.GRAVEYARD, TriggerEvent.OTHER_GRAVEYARD})


def _that_card_without_death(ability: Ability, t: Trigger) -> str | None:
    """"that card" returned without a creature that died (400.7): after one, the card it
    became in the graveyard (400.7e); of "one or more" events, the cards of one event,
    which the engine doesn't keep (603.2c)."""
    if (not set(t.events) <= _INTO_GRAVEYARD or t.one_or_more) and any(
            isinstance(e, ReturnFromGraveyard) and e.selector.relation is Relation.THAT
            for e in walk(ability.effects)):
        return "not carried out: 'that card' without a creature that died"
    return None


def _aura_after_its_host_left(ability: Ability, t: Trigger) -> str | None:
    """"When enchanted creature dies, return ~ to its owner's hand" (Angelic Destiny,
    Genju): the Aura is put into its owner's graveyard after its ability triggered
    (704.5m), a new object there (400.7) which the ability's rulings let it find — not
    carried out: the engine looks for the Aura where it was."""
    if t.event in (TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES) and \
            t.text == "enchanted" and any(
                isinstance(e, ReturnToHand | ReturnFromGraveyard) and
                e.selector.relation is Relation.SELF for e in walk(ability.effects)):
        return "not carried out: the Aura itself, put into a graveyard after its " \
            "enchanted permanent left (CR 704.5m, 400.7)"
    return None


def _that_player_dealing_damage_to_you(ability: Ability, t: Trigger) -> str | None:
    """"Whenever a source an opponent controls deals damage to you, that player ...": the
    player is the source's controller, not the one dealt damage (120.3a) — not told apart."""
    if t.event is TriggerEvent.PLAYER_DEALT_DAMAGE and t.who is Who.YOU and any(
            getattr(x, "player", None) in (Who.THAT_PLAYER, Who.THAT_PLAYER.value) or
            getattr(x, "controller", None) is ControllerSpec.THAT_PLAYER
            for x in walk(ability.effects)):
        return "not carried out: 'that player' of a source's controller dealing you " \
            "damage (CR 120.3a)"
    return None


def _cards_put_there_together(ability: Ability, t: Trigger) -> str | None:
    """"Whenever one or more land cards are put into your graveyard ..., put them onto
    the battlefield": the cards of one event (603.2c), which the engine doesn't keep."""
    if t.event is TriggerEvent.CARD_TO_GRAVEYARD and t.one_or_more and any(
            isinstance(x, TakeFromAmong) or
            (isinstance(x, Selector) and x.relation is Relation.THAT)
            for x in walk(ability.effects)):
        return "not carried out: 'them', the cards put into a graveyard together " \
            "(CR 603.2c)"
    return None


def _sacrifice_of_self_or_attached(ability: Ability, t: Trigger) -> str | None:
    """"Whenever ~ or equipped creature deals combat damage to a player, you may
    sacrifice it": "it" may be the Equipment itself rather than the creature the event
    was about (608.2c) — not told apart."""
    sel = t.selector
    if sel is not None and any(e.relation is Relation.SELF for e in sel.either) and any(
            e.relation in (Relation.EQUIPPED, Relation.ENCHANTED) for e in sel.either) and \
            any(isinstance(x, Sacrifice) and x.selector.relation is Relation.THAT
                for x in walk(ability.effects)):
        return "not carried out: 'sacrifice it' of ~ or the creature it is attached to " \
            "(CR 608.2c)"
    return None


def _that_without_antecedent(ability: Ability, t: Trigger) -> str | None:
    """A copy of "that creature" without a permanent that entered, or "that card"
    without a card revealed or exiled first (707.4, 608.2c)."""
    named = _names_a_card(ability.effects)
    if named:
        return None
    if t.event not in THAT_EVENTS | {"enters_attached"} and any(
            isinstance(e, BecomeCopy) and e.original.relation is Relation.THAT
            for e in walk(ability.effects)):
        return "not carried out: a copy of 'that creature' without a permanent that entered"
    if any(isinstance(e, IfThatCard | PutThatCard) for e in walk(ability.effects)):
        return "not carried out: 'that card' without a card revealed or exiled first"
    return None


def _that_spell_without_cast(ability: Ability, t: Trigger) -> str | None:
    """"counter that spell" without a spell cast (701.6a); "copy that spell" / "copy
    it" without a spell cast or copied (707.10), or after a card was named first ("exile
    target card from your graveyard. Copy it": a card, not a spell, 707.12)."""
    if t.event != "cast" and any(isinstance(e, CounterSpell) and
                                 e.selector.relation is Relation.THAT
                                 for e in walk(ability.effects)):
        return "not carried out: 'that spell' without a spell cast"
    if t.event != "cast" and any(isinstance(e, EntersWithCounters) and
                                 e.selector.relation is Relation.THAT
                                 for e in ability.effects):  # 601.2i, 614.1c
        return "not carried out: 'that creature enters with' without a spell cast"
    if copies_that_spell(ability.effects) and (t.event not in ("cast", "cast_targeting_self") or
                   _names_a_card(ability.effects)):
        return "not carried out: 'copy it' without a spell cast (CR 707.10)"
    return None


def _copy_onto_target(ability: Ability, t: Trigger) -> str | None:
    """"target creature becomes a copy of that creature": only "a copy of it" of a card
    chosen among those exiled is carried out onto a target (707.2)."""
    if any(isinstance(e, BecomeCopy) and e.subject.relation is Relation.TARGET and
           e.original.relation is Relation.THAT for e in walk(ability.effects)) and not any(
               isinstance(e, ChooseExiledCard) for e in ability.effects):
        return "not carried out: a copy effect on another object"
    return None


def _names_left_object(ability: Ability, t: Trigger) -> str | None:
    """"it" after its object left the battlefield: a new object now (400.7, 608.2h,
    603.7c)."""
    if not t.listens(*_LEFT):
        return None
    if _names_what_left(ability.effects):
        return ("not carried out: 'it' names the object that left the battlefield, a new "
                "object now (CR 400.7, 608.2h)")
    if any(isinstance(e, Delayed) and e.on_the_stack and any(  # its "it" (603.7c)
            getattr(getattr(x, "selector", None), "relation", None) is Relation.THAT
            for x in e.effects) for e in walk(ability.effects)):
        return ("not carried out: a delayed 'it' after the object left the battlefield (it "
                "is a new object, CR 400.7, 603.7c)")
    return None


def _several_targets(ability: Ability, t: Trigger) -> str | None:
    """More than one target (115.1): only the general way chooses each word "target"
    in order as the ability goes on the stack (603.3d); the older way chooses one."""
    targets = [s for s in walk(ability.effects)
               if isinstance(s, Selector) and s.relation is Relation.TARGET]
    if len({id(s) for s in targets}) > 1 and not _played_generally(ability.effects):
        return "not carried out: more than one target (CR 115.1)"
    return None


def _effects_problem(ability: Ability, t: Trigger) -> str | None:
    """An effect the engine can't carry out (608.2)."""
    why = _first_problem(ability.effects) or _chosen_apart(ability.effects)
    return f"not carried out: {why}" if why else None


def _chosen_apart(effects: tuple[Effect, ...]) -> str | None:
    """ "Choose a color, then ..." (608.2d): only the general way (engine.perform) makes
    the choice and passes it to the instructions after it (608.2c)."""
    if any(isinstance(e, ChooseColor) for e in walk(effects)) and not all_general(effects):
        return "a color chosen as it resolves beside an instruction the general way " \
            "doesn't play (CR 608.2d)"
    return None


def _uncomputed_part(obj: Any) -> str | None:
    """Why an amount, condition or selector can't be computed by the engine, or None."""
    if isinstance(obj, Amount) and obj.kind in UNCOMPUTED_AMOUNTS:
        return f"not computed: the amount {obj.describe()!r}: {UNCOMPUTED_AMOUNTS[obj.kind]}"
    if isinstance(obj, Condition) and obj.kind in UNCHECKED_CONDITIONS:
        return (f"not computed: the condition {obj.kind.replace('_', ' ')!r}: "
                f"{UNCHECKED_CONDITIONS[obj.kind]}")
    if isinstance(obj, Selector) and (obj.entered_this_turn is not None or
                                      obj.same_name_as not in (None, Relation.SELF)):
        return "not computed: 'entered this turn' or 'with the same name as'"
    return None


def _x_of_the_spell_cast(ability: Ability, t: Trigger) -> str | None:
    """ "Whenever you cast a spell with {X} in its mana cost, ... put X +1/+1 counters":
    X is the spell's (107.3), which its cast trigger doesn't carry."""
    if t.listens(TriggerEvent.CAST) and any(
            isinstance(o, Amount) and o.kind == "x" for o in walk(ability.effects)):
        return "not carried out: X, the X paid for the spell cast (CR 107.3), in its cast " \
            "trigger"
    return None


def _uncomputed(ability: Ability, t: Trigger) -> str | None:
    """An amount, condition or selector the engine can't compute; "a creature card
    exiled with it", chosen as the copy happens, is its linked cards (607.2a), which the
    copy effect reads."""
    linked = {id(e.original) for e in walk(ability.effects) if isinstance(e, BecomeCopy)
              and e.original.relation is Relation.CHOSEN
              and e.original.same_name_as is Relation.EXILED}
    for obj in walk((ability.effects, t)):
        if id(obj) in linked:
            continue
        why = _uncomputed_part(obj)
        if why:
            return why
    return None


def _that_player_controls(ability: Ability, t: Trigger) -> str | None:
    """"that player controls" (109.5): the player the trigger event named (603.2,
    608.2c: the active player of a step, the player dealt damage, the controller of what
    targeted...), as a controller in selectors, targets and counts — or, without one,
    the players an instruction to players named just before ("each opponent loses 1 life
    for each creature they control", "each opponent and each creature they control")."""
    if not any(isinstance(s, Selector) and s.controller is ControllerSpec.THAT_PLAYER
               for s in walk(ability.effects)):
        return None
    aimed = any(isinstance(s, Selector) and s.relation is Relation.TARGET and
                s.controller is ControllerSpec.THAT_PLAYER for s in walk(ability.effects))
    if not _played_generally(ability.effects) or (aimed and any(  # whose target? (115.1)
            x in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT) for x in walk(ability.effects))):
        return "not carried out: 'that player controls'"
    if set(t.events) <= _NAMING_A_PLAYER:
        return None
    for e in walk(ability.effects):
        if not isinstance(e, GENERAL_RECORDS) or not _mentions_that_player(e) or \
                hasattr(e, "effects"):
            continue
        if not ((isinstance(e, LoseLife | GainLife) and e.player != Who.THAT_PLAYER) or
                (isinstance(e, Damage) and _after_players(e))):
            return "not carried out: 'that player controls'"
    return None


#: the trigger events whose "that player" the engine records (603.2): the active player
#: of a step, the player dealt damage, the controller of what targeted, the caster...
_NAMING_A_PLAYER: Final = frozenset({
    TriggerEvent.UPKEEP, TriggerEvent.DRAW_STEP, TriggerEvent.PRECOMBAT_MAIN,
    TriggerEvent.COMBAT, TriggerEvent.END_OF_COMBAT, TriggerEvent.POSTCOMBAT_MAIN,
    TriggerEvent.END_STEP, TriggerEvent.COMBAT_DAMAGE_PLAYER, TriggerEvent.DEALS_DAMAGE,
    TriggerEvent.BECOMES_TARGET, TriggerEvent.CAST, TriggerEvent.DRAW,
    TriggerEvent.DISCARD, TriggerEvent.GAIN_LIFE, TriggerEvent.LOSE_LIFE})


def _mentions_that_player(obj: Any) -> bool:
    return any(isinstance(s, Selector) and s.controller is ControllerSpec.THAT_PLAYER
               for s in walk(obj))


def _after_players(e: Damage) -> bool:
    """Whether every recipient that says "they control" follows one of players, not a
    target ("each opponent and each creature they control", 608.2c), and the amount is
    counted for each player dealt damage."""
    seen_players = False
    for r in e.to:
        if r.players is not None and r.objects is None:
            seen_players = True
        elif _mentions_that_player(r) and (r.is_target or not seen_players):
            return False
    return not _mentions_that_player(e.amount) or any(r.players is not None for r in e.to)


def _played_generally(effects: tuple[Effect, ...]) -> bool:
    """Whether the general way (engine.perform) plays every effect: only it chooses
    players as targets as a triggered ability goes on the stack (603.3d) and names the
    players the event named (608.2c)."""
    return all((isinstance(e, GENERAL_RECORDS) and not isinstance(e, MayDo) and
               not (isinstance(e, GainLife) and e.condition is not None)) or
               (isinstance(e, MayDo) and not e.when_done and _played_generally(e.effects))
               for e in effects)


#: the events whose object "its controller" / "that creature's controller" names: the
#: object the event was about, recorded as it triggered (603.2, 608.2c, 608.2h)
_ABOUT_AN_OBJECT: Final = frozenset({
    TriggerEvent.CREATURE_DIES, TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES,
    TriggerEvent.OTHER_ENTERS})
#: the events of a creature attacking or being blocked, whose "defending player" is
#: the player that creature (the source, or the one the event was about) attacks (506.2)
_SOURCE_ATTACKS: Final = frozenset({
    TriggerEvent.ATTACKS, TriggerEvent.BECOMES_BLOCKED, TriggerEvent.UNBLOCKED})


def _named_player_problem(who: Who, t: Trigger, after_objects: bool) -> str | None:
    """Why the engine can't tell which player ``who`` is in this trigger's ability;
    ``after_objects``: an earlier instruction named objects ("its controller": theirs,
    608.2c)."""
    if who is Who.DEFENDING and not set(t.events) <= _SOURCE_ATTACKS:  # the source's,
        # or that of the attacking creature the event was about (506.2, 608.2c)
        return "'defending player' of a creature other than the source (CR 506.2)"
    if who is Who.CONTROLLER and not after_objects and not (
            (t.selector is not None and TriggerEvent.DEALT_DAMAGE not in t.events) or
            set(t.events) <= _ABOUT_AN_OBJECT):
        return "'its controller' without an object the event was about (CR 608.2c)"
    return None


def _named_players(ability: Ability, t: Trigger) -> str | None:
    """A target player or opponent (115.1), chosen as the ability goes on the stack
    (603.3d), and "defending player" / "its controller" (506.2, 608.2c), named as it
    resolves: only the general way does both, for every effect of the ability."""
    named = {e.player for e in walk(ability.effects)
             if isinstance(e, _TO_PLAYERS) and e.player in _NAMED_PLAYERS}
    if not named:
        return None
    if not _played_generally(ability.effects):
        who = sorted(named)[0]
        return f"not carried out: the player {Who(who)!r} beside an effect the older way plays"
    first = next((i for i, e in enumerate(ability.effects)
                  if any(isinstance(x, _TO_PLAYERS) and x.player in _NAMED_PLAYERS
                         for x in walk(e))), 0)
    after_objects = any(isinstance(x, Selector) for x in walk(ability.effects[:first]))
    for who in sorted(named):
        why = _named_player_problem(Who(who), t, after_objects)
        if why:
            return f"not carried out: {why}"
    return None


#: the checks of :func:`trigger_limit`, in the order they are made
def _zone_function(ability: Ability, t: Trigger) -> str | None:
    """"~ from your graveyard" where the ability functions on the battlefield (113.6m,
    cards.castcosts): the card there is another object (400.7)."""
    return zone_function_problem(ability)


def _kicked_as_cast(ability: Ability, t: Trigger) -> str | None:
    """"When you cast this spell, if it was kicked, ...": the engine reads the kicker
    paid from the permanent the spell became (702.33d), not from the spell on the stack
    (its cast trigger resolves before it does, 603.3)."""
    if t.event is TriggerEvent.CAST and t.selector is None and t.condition is not None \
            and any(isinstance(c, Condition) and c.kind == "kicked" for c in walk(t.condition)):
        return "not carried out: 'if it was kicked' of the spell being cast (CR 702.33d)"
    return None


#: the events whose object the engine copies for "a token that's a copy of that
#: creature (it)": the permanent that entered, or the creature that died as it last
#: existed on the battlefield (707.2, 608.2h)
_COPIED_EVENTS: Final = frozenset({TriggerEvent.OTHER_ENTERS, TriggerEvent.CREATURE_DIES})


def _token_copy_of_that(ability: Ability, t: Trigger) -> str | None:
    """"Create a token that's a copy of that creature (of it)" where the event's object
    is not one the engine keeps the copiable values of, or is one of several (603.2c);
    or followed by "that token" / "it", the token rather than the event's object (608.2c),
    which the engine doesn't tell apart."""
    copies = [e for e in walk(ability.effects)
              if isinstance(e, CreateTokenCopy) and e.original.relation is Relation.THAT]
    if not copies:
        return None
    if not set(t.events) <= _COPIED_EVENTS or t.one_or_more:
        return "not carried out: a token copy of the object the event was about " \
            "(CR 707.2, 603.2)"
    named = sum(isinstance(x, Selector) and Relation.THAT in (x.relation, x.excluded)
                for x in walk(ability.effects))
    if named > len(copies):
        return "not carried out: 'that token' / 'it' after a token copy of the object " \
            "the event was about (CR 608.2c)"
    return None


def _damage_to_the_spell(ability: Ability, t: Trigger) -> str | None:
    """"Whenever a player casts a spell, ~ deals 4 damage to them": "them" is the caster,
    read as the object the event was about — the spell, which can't be dealt damage
    (120.1) — so the damage would go nowhere."""
    if t.listens(TriggerEvent.CAST) and any(
            isinstance(e, Damage) and any(r.objects is not None and
                                          r.objects.relation is Relation.THAT for r in e.to)
            for e in walk(ability.effects)):
        return "not carried out: damage to 'them' of a spell cast, the caster read as the " \
            "spell (CR 120.1)"
    return None


#: the intervening "if" clauses about the spell a cast trigger is about (601.2h, 603.4)
_SPELL_CONDITIONS: Final = frozenset({"that_spell_spent", "that_spell_colored_spent",
                                       "that_spell_kicked"})


def _spell_condition_without_cast(ability: Ability, t: Trigger) -> str | None:
    """"if at least four mana was spent to cast it", "if that spell was kicked" of
    anything but a spell cast (601.2h): "it" has no casting the engine recorded."""
    if t.condition is not None and any(
            isinstance(c, Condition) and c.kind in _SPELL_CONDITIONS
            for c in walk(t.condition)) and (set(t.events) != {TriggerEvent.CAST} or
                                             t.selector is None):
        return "not carried out: what was spent to cast it, without a spell cast (CR 601.2h)"
    return None


#: the events of a creature with another creature: it blocks it, is blocked by it, deals it
#: damage (509.3b, 509.3d, 510.3a, 120.3)
_WITH_ANOTHER: Final = frozenset({TriggerEvent.BLOCKS, TriggerEvent.BECOMES_BLOCKED,
                                  TriggerEvent.COMBAT_DAMAGE_CREATURE,
                                  TriggerEvent.DEALS_DAMAGE})
_OTHER_CREATURE_WORDS: Final = ("that creature", "the other creature", "those creatures",
                                "that wall", "that vampire")


def _other_creature_of_attached(ability: Ability, t: Trigger) -> str | None:
    """"Whenever equipped (enchanted) creature blocks a creature (deals damage to a
    creature), destroy that creature": "that creature" is the other creature (608.2c),
    but the record names the event's object alike for "it" — the equipped creature — so
    the engine would act on the wrong one."""
    sel = t.selector
    if sel is None or sel.relation not in (Relation.EQUIPPED, Relation.ENCHANTED) or \
            not set(t.events) & _WITH_ANOTHER or \
            (TriggerEvent.DEALS_DAMAGE in t.events and (t.to is None or t.to.objects is None)):
        return None
    text = ability.text.lower()
    if any(w in text for w in _OTHER_CREATURE_WORDS):
        return ("not carried out: 'that creature' of the attached creature's event names "
                "the other creature, which the engine doesn't tell from 'it' (CR 608.2c)")
    return None


_LIMITS: Final[tuple[Callable[[Ability, Trigger], str | None], ...]] = (
    _kicked_as_cast, _spell_condition_without_cast, _token_copy_of_that,
    _damage_to_the_spell,
    _unfired_event, _zone_function, _cycle_from_zone, _another_target_read_as_other,
    _that_card_without_death, _aura_after_its_host_left, _that_player_dealing_damage_to_you,
    _cards_put_there_together, _sacrifice_of_self_or_attached, _that_without_antecedent,
    _that_spell_without_cast,
    _copy_onto_target, _names_left_object, _several_targets, _named_players,
    _other_creature_of_attached,
    _effects_problem,
    _uncomputed, _that_player_controls, _x_of_the_spell_cast)


def trigger_limit(ability: Ability) -> str | None:
    """Why a supported triggered ability (not a mana ability) can't be played by the
    engine, naming the part; None when it can (DESIGN: "supported" is a promise)."""
    if not ability.supported or ability.kind is not AbilityKind.TRIGGERED or \
            not isinstance(ability.trigger, Trigger):
        return None
    for limit in _LIMITS:
        why = limit(ability, ability.trigger)
        if why:
            return why
    return None
