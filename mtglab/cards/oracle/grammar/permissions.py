"""Transformer rules for permissions to play cards (``permissions.lark``, CR 601.3,
305.2, 305.9, 702.8a): the records of :mod:`mtglab.cards.permissions`.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> parse_ability("Until end of turn, you may play that card.", is_spell=True).effects
(PlayNamedCards(action=<PlayAction.PLAY: 'play'>, ends=<PermissionEnd.END_OF_TURN: 'end of turn'>),)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.compoundeffects import CastPermission
from mtglab.cards.effects import Amount, Condition, ControllerSpec, Cost, Relation, Selector
from mtglab.cards.oracle.grammar.objects import subtype_token, word_number
from mtglab.cards.permissions import (
    AdditionalLandPlays,
    CastFree,
    CastSelfWithFlash,
    CastSpellExiledInstead,
    CastTargetCard,
    CastWithFlash,
    PermissionEnd,
    PlayAction,
    PlayFromZone,
    PlayNamedCards,
)
from mtglab.cards.revealed import TopCardVisible
from mtglab.cards.statics import CHECKED_CONDITIONS
from mtglab.cards.types import LAND_TYPES
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import ManaCost

__all__ = ["PermissionRules"]


@v_args(inline=True)
class PermissionRules(Transformer[Any, Any]):
    """Builds permission records (mixed into the parser's transformer)."""

    # -- the named cards, for a duration (601.3, 611.2a) --------------------------------

    def perm_after(self, _may: Token, action: PlayAction, ends: PermissionEnd
                   ) -> PlayNamedCards:
        return PlayNamedCards(action, ends)

    def perm_eot_first(self, _may: Token, action: PlayAction) -> PlayNamedCards:
        return PlayNamedCards(action, PermissionEnd.END_OF_TURN)

    def perm_next_end_first(self, _may: Token, action: PlayAction) -> PlayNamedCards:
        return PlayNamedCards(action, PermissionEnd.END_OF_YOUR_NEXT_TURN)

    # -- a card cast as the instruction resolves (608.2g, 118.9), or later (601.3) ------

    def free_mana_value(self, n: int) -> int:
        return n

    def perm_cast_free_hand(self, *parts: Any) -> CastFree:
        """ "You may cast a spell with mana value 4 or less from your hand without paying
        its mana cost": a card of that kind in its controller's hand (202.3)."""
        kind = _kind_with_mana_value(parts)
        return CastFree(dataclasses.replace(kind, zone=Zone.HAND,
                                            controller=ControllerSpec.YOU))

    def perm_cast_free_target(self, *parts: Any) -> CastFree:
        """ "you may cast target instant card from your graveyard without paying its mana
        cost": the target card (115.1), cast as the ability resolves (608.2g)."""
        return CastFree(_target_card(parts))

    def perm_free_exiled(self, _words: Token) -> CastSpellExiledInstead:
        """ "If that spell would be put into your graveyard, exile it instead" (614.1a)."""
        return CastSpellExiledInstead()

    def perm_cast_target_eot(self, *parts: Any) -> CastTargetCard:
        """ "You may cast target instant or sorcery card from your graveyard this turn"
        (601.3, 611.2a)."""
        return CastTargetCard(_target_card(parts))

    def pg_play(self, *_: Any) -> PlayAction:
        return PlayAction.PLAY

    def pg_play_lands(self, lands: Selector | None, *_: Any) -> PlayAction:
        """ "play lands and cast spells from among those cards": any land (305.9)."""
        if lands is not None:
            raise ValueError("a kind of land among the named cards")
        return PlayAction.PLAY

    def pg_cast(self, *_: Any) -> PlayAction:
        return PlayAction.CAST

    def perm_cards(self, *_: Any) -> None:
        return None

    def pe_end_of_turn(self) -> PermissionEnd:
        return PermissionEnd.END_OF_TURN

    def pe_end_of_next_turn(self) -> PermissionEnd:
        return PermissionEnd.END_OF_YOUR_NEXT_TURN

    def pe_while_exiled(self, *_: Any) -> PermissionEnd:
        return PermissionEnd.WHILE_EXILED

    # -- flash (702.8a) ----------------------------------------------------------------

    def perm_flash(self, kind: Selector) -> Selector:
        return kind

    def perm_flash_this_turn(self, kind: Selector) -> Selector:
        return kind

    def perm_spell_kinds(self, *parts: Selector | Token) -> Selector:
        """ "creature spells", "Angel spells and Human spells": a spell of any kind named
        (each with its own "spells", so "and" joins two kinds, not two qualities)."""
        kinds = [p for p in parts if isinstance(p, Selector)]
        if len(kinds) == 1:
            return kinds[0]
        if any(k == Selector() for k in kinds):
            raise ValueError("every spell, and a kind of spell")
        return Selector(either=tuple(kinds))

    def perm_flash_eot(self, _may: Token, kind: Selector) -> CastWithFlash:
        return CastWithFlash(kind, PermissionEnd.END_OF_TURN)

    def perm_next_turn_first(self, _may: Token, kind: Selector) -> CastWithFlash:
        return CastWithFlash(kind, PermissionEnd.UNTIL_YOUR_NEXT_TURN)

    def perm_flash_static(self, _may: Token, kind: Selector) -> CastWithFlash:
        return CastWithFlash(kind)

    def perm_flash_any(self, _may: Token, kind: Selector) -> CastWithFlash:
        return CastWithFlash(kind, any_player=True)

    # -- land plays (305.2) ------------------------------------------------------------

    def pl_one(self) -> int:
        return 1

    def pl_n(self, n: Token) -> int:
        return word_number(n)

    def perm_lands_this_turn(self, _may: Token, n: int) -> AdditionalLandPlays:
        return AdditionalLandPlays(n, this_turn=True)

    def perm_lands_static(self, _may: Token, n: int) -> AdditionalLandPlays:
        return AdditionalLandPlays(n)

    def perm_lands_each(self, _may: Token, n: int) -> AdditionalLandPlays:
        """ "Each player may play an additional land on each of their turns" (305.2)."""
        return AdditionalLandPlays(n, each_player=True)

    # -- from a zone (601.3, 305.9) ----------------------------------------------------

    def pz_lands(self, lands: Selector | None) -> PlayFromZone:
        return PlayFromZone(PlayAction.PLAY, "", lands_only=True, lands=lands)

    def pz_play(self, lands: Selector | None, spells: Selector) -> PlayFromZone:
        return PlayFromZone(PlayAction.PLAY, "", spells=spells, lands=lands)

    def pz_cast(self, kind: Selector) -> PlayFromZone:
        return PlayFromZone(PlayAction.CAST, "", spells=kind)

    def plk_any(self) -> None:
        return None

    def plk_snow(self) -> Selector:
        return Selector(types=("Land",), supertypes=("Snow",))

    def plk_basic(self) -> Selector:
        return Selector(types=("Land",), supertypes=("Basic",))

    def plk_subtype(self, word: Token) -> Selector:
        """ "Forests", "Desert lands": lands of a land type (205.3i)."""
        sub = subtype_token(word)
        if sub not in LAND_TYPES:
            raise ValueError(f"{sub} is not a land type")
        return Selector(types=("Land",), subtypes=(sub,))

    def pf_graveyard(self) -> tuple[str, bool]:
        return "graveyard", False

    def pf_top(self) -> tuple[str, bool]:
        return "library", True

    # -- who may see the top card of a library (401.5) ------------------------------------

    def top_card_looked_at(self, _may: Token) -> TopCardVisible:
        return TopCardVisible()

    def top_card_revealed(self) -> TopCardVisible:
        return TopCardVisible(revealed=True)

    def top_cards_revealed(self) -> TopCardVisible:
        return TopCardVisible(revealed=True, every_library=True)

    # -- the card's own permission to be cast as though it had flash (702.8a) ------------

    def perm_self_flash(self, _may: Token, _self: Token, extra: Token | None = None
                        ) -> CastSelfWithFlash:
        """ "You may cast ~ as though it had flash [if you pay {2} more to cast it]":
        the extra cost is paid when the permission is used (601.3c, 601.2f)."""
        return CastSelfWithFlash(None if extra is None else ManaCost.parse(str(extra)))

    # -- the card's own permission to be cast from its graveyard (601.3, 601.2f) ----------

    def perm_self_graveyard(self, _may: Token, _self: Token) -> CastPermission:
        """ "You may cast ~ from your graveyard" (601.3): its mana cost paid as usual."""
        return CastPermission(Selector(relation=Relation.SELF))

    def perm_self_graveyard_if(self, may: Token, s: Token, cond: Condition) -> CastPermission:
        """ "... as long as you control a Zombie" / "... if you gained life this turn": the
        permission applies while the condition holds (601.3, 611.3a): a condition the
        engine checks (a static ability's, or a creature having died this turn, 700.4)."""
        kinds = {cond.kind, *(c.kind for c in cond.conditions)}
        if not kinds <= CHECKED_CONDITIONS | {"creature_died_this_turn"} or (
                "creature_died_this_turn" in kinds and len(kinds) > 1):
            raise ValueError(f"a condition mtglab doesn't check for a permission: {cond.kind}")
        return dataclasses.replace(self.perm_self_graveyard(may, s), condition=cond)

    def perm_self_graveyard_costs(self, may: Token, s: Token,
                                  costs: list[Cost | int]) -> CastPermission:
        """ "... by discarding a card [and paying 3 life] in addition to paying its other
        costs": additional costs of casting it this way (601.2f, 119.4)."""
        life = sum(c for c in costs if isinstance(c, int))
        others = tuple(c for c in costs if isinstance(c, Cost))
        return dataclasses.replace(self.perm_self_graveyard(may, s), life=life, costs=others)

    def self_cast_costs(self, *costs: Cost | int) -> list[Cost | int]:
        return list(costs)

    def scc_discard(self, obj: Any) -> Cost:
        if not isinstance(obj, tuple):
            raise ValueError("discarding a hand as a cost")
        return Cost(CostKind.DISCARD, selector=obj[1], amount=obj[0], zone=Zone.HAND)

    def scc_life(self, n: int | Amount) -> int:
        if isinstance(n, Amount):
            if n.kind is not AmountKind.FIXED:
                raise ValueError("paying an amount of life that isn't a number")
            return n.value
        return int(n)

    def scc_exile(self, n: Amount, noun: Selector) -> Cost:
        """ "exiling (another) creature card from your graveyard": the card cast is on the
        stack as its costs are paid (601.2a), so "another" excludes nothing more."""
        plain = dataclasses.replace(noun, relation=None) if noun.relation is Relation.OTHER \
            else noun
        return Cost(CostKind.EXILE, selector=plain, amount=n, zone=Zone.GRAVEYARD)

    def scc_sacrifice(self, obj: tuple[Selector, Amount]) -> Cost:
        if obj[0].is_self:
            raise ValueError("sacrificing the card itself")
        return Cost(CostKind.SACRIFICE, selector=obj[0], amount=obj[1])

    def perm_from_zone(self, _may: Token, grant: PlayFromZone, where: tuple[str, bool]
                       ) -> PlayFromZone:
        return dataclasses.replace(grant, zone=where[0], top_only=where[1])

    def po_cast(self, kind: Selector, _word: Token) -> PlayFromZone:
        return PlayFromZone(PlayAction.CAST, "", spells=kind)

    def po_play(self, kind: Selector, _word: Token) -> PlayFromZone:
        return PlayFromZone(PlayAction.PLAY, "", spells=kind)

    def perm_once_your_turns(self, may: Token, grant: PlayFromZone,
                             where: tuple[str, bool]) -> PlayFromZone:
        """ "Once during each of your turns, you may cast an artifact spell from your
        graveyard": one card a turn, on its controller's own turns (601.3)."""
        return dataclasses.replace(self.perm_from_zone(may, grant, where),
                                   once_each_turn=True, your_turns_only=True)

    def perm_once_each_turn(self, may: Token, grant: PlayFromZone,
                            where: tuple[str, bool]) -> PlayFromZone:
        """ "Once each turn, you may cast an instant or sorcery spell from the top of your
        library": one card a turn, on any turn (601.3)."""
        return dataclasses.replace(self.perm_from_zone(may, grant, where),
                                   once_each_turn=True)

    def perm_zone_eot(self, *parts: Any) -> PlayFromZone:
        """ "Until end of turn, you may play lands and cast spells from your graveyard" /
        "You may cast Zombie spells from your graveyard this turn": an instruction's
        permission until the turn's cleanup step (601.3, 611.2a, 514.2)."""
        grant, where = parts[-2], parts[-1]
        return dataclasses.replace(self.perm_from_zone(parts[0], grant, where),
                                   ends=PermissionEnd.END_OF_TURN)


def _kind_with_mana_value(parts: tuple[Any, ...]) -> Selector:
    """The kind of card (its characteristics, 111.1) and its greatest mana value (202.3)."""
    kind = next(p for p in parts if isinstance(p, Selector))
    most = next((p for p in parts if isinstance(p, int) and not isinstance(p, bool)), None)
    if kind.max_mana_value is not None and most is not None:
        raise ValueError("two greatest mana values")
    return kind if most is None else dataclasses.replace(kind, max_mana_value=most)


def _target_card(parts: tuple[Any, ...]) -> Selector:
    """ "target instant or sorcery card from your graveyard": one target card of the kind
    in its controller's graveyard (115.1, 601.2c)."""
    kind = _kind_with_mana_value(parts)
    return dataclasses.replace(kind, relation=Relation.TARGET, zone=Zone.GRAVEYARD,
                               controller=ControllerSpec.YOU)
