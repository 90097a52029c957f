"""Which instructions the engine plays in one place (:mod:`mtglab.engine.effects.perform`).

A spell or ability whose every instruction is one of :data:`PERFORMED` is chosen for,
checked and resolved the general way (its targets by :mod:`mtglab.engine.resolution.targeting`,
its instructions by :func:`mtglab.engine.effects.perform.perform`); this module only decides
that, so that every layer of the engine can ask without importing the verbs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from mtglab.cards.castcosts import CAST_COSTS
from mtglab.cards.chance import FlipCoin, RollTheDie
from mtglab.cards.compoundeffects import CastPermission
from mtglab.cards.countering import Counter
from mtglab.cards.damagereplacement import GainPrevented
from mtglab.cards.durations import (
    WHILE_YOU_CONTROL_SOURCE,
    Becomes,
    ExchangeControl,
    LoseKeywords,
    SetColors,
)
from mtglab.cards.effects import (
    Amount,
    ChooseColor,
    Condition,
    ControllerSpec,
    CreateToken,
    Delayed,
    Destroy,
    DrawCards,
    DurationTrigger,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    LoseLife,
    MayDo,
    Mill,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    StaticModifier,
    TapPermanents,
    Untap,
)
from mtglab.cards.emblems import GetEmblem
from mtglab.cards.exilereturn import ExileAndReturn
from mtglab.cards.generalway import delayed_generally
from mtglab.cards.instructions import (
    BecomeDayOrNight,
    BecomeMonarch,
    ChangeDoor,
    ChooseCard,
    ChooseOpponent,
    Damage,
    Discard,
    DiscardChosen,
    ExileChosen,
    ExileFromHand,
    ExileOwn,
    Fight,
    Flip,
    IfYouDo,
    Investigate,
    Lasting,
    LookAtTop,
    PlayerCounters,
    PlayerGainsControl,
    PreventDamage,
    Proliferate,
    PutInLibrary,
    PutLookedAt,
    Regenerate,
    RevealHand,
    Scry,
    SetLifeTotal,
    Surveil,
    TapOrUntap,
    Transform,
    Who,
)
from mtglab.cards.keywordactions import KEYWORD_ACTIONS
from mtglab.cards.keywords import Attach, Ward
from mtglab.cards.leaving import ExileInsteadOfLeaving
from mtglab.cards.levels import BecomeLevel
from mtglab.cards.library import LIBRARY_INSTRUCTIONS, IfCardIs, IfNotPut, Otherwise
from mtglab.cards.optional import (
    Attempt,
    DiscardKind,
    ExileFromGraveyard,
    IfElse,
    Pay,
    PlayerMay,
    PutFromHand,
    TapChosen,
    Unless,
)
from mtglab.cards.pairing import Pair
from mtglab.cards.permissions import PERMISSION_VERBS, CastSelfWithFlash, PlayFromZone
from mtglab.cards.referents import ExileInsteadOfDying, ExileInsteadOfDyingThisTurn
from mtglab.cards.resolvingchoices import ChooseCreatureType
from mtglab.cards.stackcopies import CopyOnStack
from mtglab.cards.statics import CHECKED_CONDITIONS as STATIC_CONDITIONS
from mtglab.cards.statics import DEFENDING_CONDITIONS
from mtglab.engine.game.history import HISTORY_CONDITIONS

#: the conditions of "<instruction> if <condition>" that perform checks
#: (engine.mana.production's ``condition_holds``; the others are older texts' own)
CHECKED_CONDITIONS: Final = frozenset({
    "control", "counter_on_self", "any_counter_on_self", "self_is", "that_is", "that_was",
    "that_is_other",
    "x_paid_at_least",
    "total_power", "same_name", "graveyard_cards", "your_turn", "monarch", "initiative",
    "completed_dungeon", "entered_this_turn", "played_land", "opponent_poison",
    "no_counters", "all", "any", "card_types_in_graveyard",
    "kicked",  # 702.33d: a spell's cast record, a permanent's choice (engine.castconditions)
    "cast_from", "cast_in_main_phase",  # 601.2a, 505.1: a spell's only (parser refuses others)
    *HISTORY_CONDITIONS,
    # the vocabulary of static abilities' conditions, checked by one evaluator
    # (engine.characteristics.conditions); a defending player exists only in combat
    *(STATIC_CONDITIONS - DEFENDING_CONDITIONS)})

__all__ = ["CHECKED_CONDITIONS", "PERFORMED", "SPELL_RULES", "checks", "is_general",
           "is_spell_rule", "performs"]

#: The instruction records :func:`mtglab.engine.effects.perform.perform` carries out.
PERFORMED: Final[frozenset[type]] = frozenset({
    Pair,  # 702.95a (engine.effects.soulbond)
    Damage, Lasting, DurationTrigger, Destroy, ExileCards, ReturnToHand, TapPermanents,
    Untap, PutCounters, RemoveCounters,  # 122.1: one counter (engine.effects.youdo)
    Regenerate, Fight, DrawCards, GainLife, LoseLife, Mill, Discard, Scry, Surveil,
    Sacrifice, MayDo, PlayerCounters, BecomeMonarch, BecomeDayOrNight, Investigate,
    Proliferate, Transform, Flip, ChangeDoor,
    PutInLibrary, ReturnFromGraveyard, LookAtTop, PutLookedAt, RevealHand, ChooseCard,
    DiscardChosen, ExileChosen, GetEmblem, Attach, Ward, IfYouDo,
    TapOrUntap, CreateToken, PreventDamage, GainPrevented, *LIBRARY_INSTRUCTIONS,
    Pay, PutFromHand, ExileFromGraveyard, Attempt,  # 118.12, 305.4, 406.3, 609.3
    TapChosen, IfElse, Unless, PlayerMay,  # 701.26a, 608.2c, 118.12, 608.2d: cards.optional
    DiscardKind,  # 701.9a: cards.optional
    IfHolds, GainControl, ExileFromHand, ExileOwn, SetLifeTotal,
    PlayerGainsControl,  # 613.1b: another player gains control
    ExileInsteadOfDying,  # 614.1a: cards.referents (engine.effects.exileinstead)
    ExileInsteadOfDyingThisTurn,  # 614.1a: cards.referents (engine.effects.exileinstead)
    ExileInsteadOfLeaving,  # 614.1a, 702.84a: cards.leaving (engine.effects.leaving)
    ExileAndReturn,  # 406.3, 400.7, 712.14a: cards.exilereturn (engine.effects.exilereturn)
    FlipCoin, RollTheDie,  # 705, 706: cards.chance
    *KEYWORD_ACTIONS,  # 502.3, 701: cards.keywordactions (engine.effects.untapstep)
    Counter,  # 701.6: cards.countering
    CopyOnStack,  # 707.10: cards.stackcopies
    *PERMISSION_VERBS,  # 601.3, 702.8a, 305.2: cards.permissions
    SetColors, LoseKeywords,  # 611.2a, no duration stated: cards.durations
    Becomes, ExchangeControl,  # 611.2a, 613.1d; 701.12b: cards.durations
    ChooseColor, ChooseCreatureType,  # chosen as it resolves (608.2d)
    BecomeLevel,  # 716.2a: cards.levels (engine.effects.levels)
    Delayed,  # 603.7: a delayed trigger whose instructions are general ones
    ChooseOpponent,  # 608.2d, 115.1: "that player" after it
})


#: the verbs that count an amount for each player they act on ("for each Forest they
#: control", 608.2c: :meth:`~mtglab.engine.effects.perform.Resolution.amount_for`)
_COUNT_PER_PLAYER: Final = (Damage, DrawCards, GainLife, LoseLife, CreateToken, SetLifeTotal)


def _counts_for_a_named_player(value: object) -> bool:
    """Whether an amount in ``value`` counts what "that player" / "they" controls."""
    if isinstance(value, Amount):
        return value.selector is not None and \
            value.selector.controller is ControllerSpec.THAT_PLAYER
    if isinstance(value, tuple):
        return any(_counts_for_a_named_player(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_counts_for_a_named_player(getattr(value, f.name))
                   for f in dataclasses.fields(value))
    return False


def performs(effect: object) -> bool:
    """Whether :func:`mtglab.engine.effects.perform.perform` carries out this instruction."""
    if isinstance(effect, Unless | PlayerMay):  # 118.12, 608.2d: what they wrap
        return all(performs(e) for e in (*effect.effects, *getattr(effect, "action", ())))
    if not isinstance(effect, _COUNT_PER_PLAYER) and _counts_for_a_named_player(effect):
        return False  # an amount of "that player's" things for a verb that counts it once
    if isinstance(effect, MayDo | IfYouDo | Attempt | IfCardIs | IfNotPut | Otherwise):
        return all(performs(e) for e in effect.effects)
    if isinstance(effect, GainControl):  # you, for now or until end of turn (613.1b)
        return effect.player == "you" and effect.duration in (None, "end of turn",
                                                               WHILE_YOU_CONTROL_SOURCE)
    if isinstance(effect, IfElse):  # "Otherwise" (608.2c): both branches, one check
        return (effect.condition is None or checks(effect.condition)) and all(
            performs(e) for e in (*effect.effects, *effect.otherwise))
    if isinstance(effect, IfHolds):  # a condition the engine checks (608.2c)
        return checks(effect.condition) and all(performs(e) for e in effect.effects)
    if isinstance(effect, ExileCards):  # from the battlefield, or target cards in a
        # graveyard (those with the counters they are exiled with, 122.1)
        in_yard = effect.selector.zone == "graveyard" and \
            effect.selector.relation is Relation.TARGET
        return in_yard or (effect.selector.zone is None and not effect.counters)
    if isinstance(effect, TapPermanents):  # Mana Web's "that player controls" is its own
        return effect.could_produce_as is None and \
            effect.selector.controller is not ControllerSpec.THAT_PLAYER
    if isinstance(effect, GainLife):
        return effect.condition is None
    if isinstance(effect, PlayFromZone):  # a static ability's has no duration (604.1)
        return effect.ends is not None
    if isinstance(effect, ReturnFromGraveyard):  # a target card, or the card itself in
        return effect.selector.relation is Relation.TARGET or (  # its graveyard (113.6m),
            effect.selector.relation in (Relation.SELF, Relation.THAT) and  # or the card
            effect.selector.zone == "graveyard")  # a creature that died became (400.7e)
    if isinstance(effect, Delayed):  # created now, on the stack when it triggers (603.7)
        return delayed_generally(effect) and all(performs(e) for e in effect.effects)
    if isinstance(effect, CreateToken):  # a player the general way names (111.2)
        return effect.player == Who.YOU or isinstance(effect.player, Who)
    if isinstance(effect, RemoveCounters):  # one counter (122.1): engine.effects.youdo
        return effect.amount == Amount.fixed(1)
    return type(effect) in PERFORMED


def checks(condition: Condition) -> bool:
    """Whether :func:`mtglab.engine.effects.perform.perform` checks this condition."""
    return condition.kind in CHECKED_CONDITIONS and all(
        checks(c) for c in condition.conditions)


def is_general(effects: Sequence[object]) -> bool:
    """Whether every instruction of an ability is one :func:`perform` carries out (then
    its targets are chosen and checked by :mod:`mtglab.engine.resolution.targeting`); a rule about
    the spell itself ("can't be countered") is not an instruction and is passed over."""
    played = [e for e in effects if not is_spell_rule(e)]
    return bool(played) and all(performs(e) for e in played)


#: Rules a spell states about itself, read where they apply rather than carried out
#: ("This spell can't be countered": engine.countering, 701.6).
SPELL_RULES: Final = frozenset({"cant_be_countered"})


def is_spell_rule(effect: object) -> bool:
    """Whether an effect of a spell's text is a rule about the spell itself ("This spell
    has flash as long as ...": when it may be cast, engine.casting, 702.8a)."""
    if isinstance(effect, GrantAbilities):
        return effect.abilities == ("Flash",) and effect.selector.relation is Relation.SELF
    if isinstance(effect, CAST_COSTS):  # its own costs (601.2f-h: engine.spells)
        return True
    if isinstance(effect, CastPermission):  # "You may cast ~ from your graveyard" (601.3)
        return effect.selector.relation is Relation.SELF
    if isinstance(effect, CastSelfWithFlash):  # "... as though it had flash" (702.8a)
        return True
    return isinstance(effect, StaticModifier) and effect.kind in SPELL_RULES
