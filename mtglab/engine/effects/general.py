"""Which instructions the engine plays in one place (:mod:`mtglab.engine.effects.perform`).

A spell or ability whose every instruction is one of :data:`PERFORMED` is chosen for,
checked and resolved the general way (its targets by :mod:`mtglab.engine.resolution.targeting`,
its instructions by :func:`mtglab.engine.effects.perform.perform`); this module only decides
that, so that every layer of the engine can ask without importing the verbs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from mtglab.cards.castcosts import CAST_COSTS
from mtglab.cards.effects import (
    ControllerSpec,
    CreateToken,
    Destroy,
    DrawCards,
    ExileCards,
    GainLife,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    PutCounters,
    Relation,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    StaticModifier,
    TapPermanents,
    Untap,
)
from mtglab.cards.instructions import (
    BecomeMonarch,
    ChooseCard,
    Damage,
    Discard,
    DiscardChosen,
    ExileChosen,
    Fight,
    IfYouDo,
    Investigate,
    Lasting,
    LookAtTop,
    PlayerCounters,
    PreventDamage,
    Proliferate,
    PutInLibrary,
    PutLookedAt,
    Regenerate,
    RevealHand,
    Scry,
    Surveil,
    TapOrUntap,
    Transform,
    Who,
)
from mtglab.cards.keywords import Attach, Ward
from mtglab.cards.oracle.planeswalkers import GetEmblem

__all__ = ["PERFORMED", "SPELL_RULES", "is_general", "is_spell_rule", "performs"]

#: The instruction records :func:`mtglab.engine.effects.perform.perform` carries out.
PERFORMED: Final[frozenset[type]] = frozenset({
    Damage, Lasting, Destroy, ExileCards, ReturnToHand, TapPermanents, Untap, PutCounters,
    Regenerate, Fight, DrawCards, GainLife, LoseLife, Mill, Discard, Scry, Surveil,
    Sacrifice, MayDo, PlayerCounters, BecomeMonarch, Investigate, Proliferate, Transform,
    PutInLibrary, ReturnFromGraveyard, LookAtTop, PutLookedAt, RevealHand, ChooseCard,
    DiscardChosen, ExileChosen, GetEmblem, Attach, Ward, IfYouDo,
    TapOrUntap, CreateToken, PreventDamage,
})


def performs(effect: object) -> bool:
    """Whether :func:`mtglab.engine.effects.perform.perform` carries out this instruction."""
    if isinstance(effect, MayDo | IfYouDo):
        return all(performs(e) for e in effect.effects)
    if isinstance(effect, ExileCards):
        return effect.selector.zone is None and not effect.counters
    if isinstance(effect, TapPermanents):  # Mana Web's "that player controls" is its own
        return effect.could_produce_as is None and \
            effect.selector.controller is not ControllerSpec.THAT_PLAYER
    if isinstance(effect, GainLife):
        return effect.condition is None
    if isinstance(effect, ReturnFromGraveyard):  # a target card, not "that card" (THAT)
        return effect.selector.relation is Relation.TARGET
    if isinstance(effect, CreateToken):  # a player the general way names (111.2)
        return effect.player == Who.YOU or isinstance(effect.player, Who)
    return type(effect) in PERFORMED


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
    return isinstance(effect, StaticModifier) and effect.kind in SPELL_RULES
