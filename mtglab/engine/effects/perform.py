"""Carrying out the general instructions of a resolving spell or ability (CR 608.2).

:func:`perform` plays one instruction of :mod:`mtglab.cards.instructions` (and the
older records it shares its verbs with) the same way for an instant or sorcery, an
activated ability and a triggered ability: each verb is one function of the table
:data:`VERBS`, named after its rule. A :class:`Resolution` is what the resolving object
knows: its source and controller, its targets (one group per word "target", checked
again as it resolves, 608.2b), X, the answers to its choices, and what its text named so
far ("it", "that creature", "its controller": 608.2c, with last known information when
the object has left, 608.2h).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Final, Protocol

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.chance import FlipCoin, RollTheDie
from mtglab.cards.countering import Counter
from mtglab.cards.damagereplacement import GainPrevented
from mtglab.cards.durations import Becomes, ExchangeControl, LoseKeywords, SetColors
from mtglab.cards.effects import (
    Amount,
    CastPermission,
    ChooseColor,
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
    ModifyPT,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Selector,
    TapPermanents,
    Untap,
)
from mtglab.cards.emblems import GetEmblem
from mtglab.cards.exilereturn import ExileAndReturn
from mtglab.cards.instructions import (
    BecomeDayOrNight,
    BecomeMonarch,
    ChangeDoor,
    ChooseCard,
    ChooseOpponent,
    Damage,
    Discard,
    DiscardChosen,
    Duration,
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
    Recipient,
    Regenerate,
    RevealHand,
    Scry,
    SetLifeTotal,
    Surveil,
    TapOrUntap,
    Transform,
    Who,
    target_parts,
)
from mtglab.cards.keywordactions import (
    Adapt,
    Amass,
    Bolster,
    Clash,
    Connive,
    Detain,
    DoubleCounters,
    Explore,
    ExtraTurn,
    Goad,
    IncreaseSpeed,
    Incubate,
    Manifest,
    Monstrosity,
    MyriadCopies,
    Populate,
    RemoveOrSacrifice,
    Renown,
    RingTempts,
    SacrificeSeveral,
    SkipNextTurn,
    SkipNextUntap,
    TakeInitiative,
    Venture,
)
from mtglab.cards.keywords import Attach, Ward
from mtglab.cards.leaving import ExileInsteadOfLeaving
from mtglab.cards.levels import BecomeLevel
from mtglab.cards.library import (
    ChooseCardName,
    ChoosePile,
    ExileGraveyard,
    ExileTop,
    FromGraveyard,
    IfCardIs,
    IfNotPut,
    Otherwise,
    PutOnLibrary,
    PutPiles,
    PutRest,
    RevealTopCards,
    RevealUntil,
    Search,
    SeparatePiles,
    Shuffle,
    ShuffleInto,
    TakeFromAmong,
)
from mtglab.cards.model import Card
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
from mtglab.cards.permissions import (
    AdditionalLandPlays,
    CastFree,
    CastSpellExiledInstead,
    CastTargetCard,
    CastWithFlash,
    PlayFromZone,
    PlayNamedCards,
)
from mtglab.cards.referents import ExileInsteadOfDying, ExileInsteadOfDyingThisTurn
from mtglab.cards.resolvingchoices import ChooseCreatureType
from mtglab.cards.stackcopies import CopyOnStack
from mtglab.cards.statics import CombatRule
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.engine.characteristics.amounts import counters_as_last_existed
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.emblems import create_emblem
from mtglab.engine.characteristics.faces import is_double_faced
from mtglab.engine.characteristics.flipping import flip
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import (
    CardLooks,
    SelectContext,
    around_of,
    dealt_damage_this_turn,
    matches,
)
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.castconditions import holds_as_resolving
from mtglab.engine.effects.chance import flip_coin, roll_the_die
from mtglab.engine.effects.chosenone import one_chosen
from mtglab.engine.effects.damage import DamageSource, deal_damage, gain_life, source_of
from mtglab.engine.effects.daynight import becomes
from mtglab.engine.effects.destruction import add_regeneration_shield, destroy
from mtglab.engine.effects.durations import (
    choose_as_it_resolves,
    chosen_as_it_resolves,
    control_watch,
    described,
    exchange_control,
    layer_rule,
    player_gains_control,
)
from mtglab.engine.effects.equip import perform_attach
from mtglab.engine.effects.exilecounters import exiled_with_counters
from mtglab.engine.effects.exileinstead import (
    perform_exile_instead,
    perform_exile_instead_this_turn,
)
from mtglab.engine.effects.exilereturn import perform_exile_and_return
from mtglab.engine.effects.exploring import double_counters, explore
from mtglab.engine.effects.general import PERFORMED, is_general, is_spell_rule, performs
from mtglab.engine.effects.incubating import incubate
from mtglab.engine.effects.keywordactions import (
    adapt,
    amass,
    bolster,
    clash,
    connive,
    detain,
    extra_turn,
    goad,
    monstrosity,
    myriad_copies,
    populate,
    remove_or_sacrifice,
    renown,
    ring_tempt,
    sacrifice_several,
    skip_next_turn,
    speed_increases,
    take_initiative,
    venture,
)
from mtglab.engine.effects.leaving import perform_exile_instead_of_leaving
from mtglab.engine.effects.levels import become_level
from mtglab.engine.effects.library import (
    choose_pile,
    exile_graveyard,
    exile_top,
    from_graveyard,
    if_card_is,
    if_not_put,
    otherwise,
    printed_looks,
    put_on_library,
    put_piles,
    put_rest,
    reveal_top,
    reveal_until,
    search,
    separate_piles,
    shuffle,
    shuffle_into,
    take_from_among,
)
from mtglab.engine.effects.life import lose_life
from mtglab.engine.effects.manifesting import manifest
from mtglab.engine.effects.namechoice import choose_name
from mtglab.engine.effects.optional import (
    perform_discard_kind,
    perform_exile_from_graveyard,
    perform_if_else,
    perform_pay,
    perform_player_may,
    perform_put_from_hand,
    perform_tap_chosen,
    perform_unless,
    refused_payment,
)
from mtglab.engine.effects.prevention import PreventionShield, add_shield, choose_source
from mtglab.engine.effects.referents import left_card, left_card_in, move_left_card
from mtglab.engine.effects.soulbond import pair_by_soulbond
from mtglab.engine.effects.thisway import (
    any_number,
    counting,
    done_count,
    done_for,
    done_matching,
)
from mtglab.engine.effects.tokens import counted_pt, predefined_token
from mtglab.engine.effects.transforming import transform_permanent
from mtglab.engine.effects.untapstep import skip_next_untap
from mtglab.engine.effects.wasdone import was_done
from mtglab.engine.effects.youdo import perform_remove_counters
from mtglab.engine.events.counters import put_counters, put_player_counters
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens, enters_attacking
from mtglab.engine.events.entering import CastRecord
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.doors import change_a_door
from mtglab.engine.game.turns import untap_permanent
from mtglab.engine.game.zones import (
    card_zone,
    leave_battlefield,
    move_card,
    move_to_graveyard,
    moved_card,
    zone_cards,
)
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.resolution.countering import perform_counter
from mtglab.engine.resolution.delayed import create_delayed, draw_cards
from mtglab.engine.resolution.stackcopies import perform_copy_on_stack
from mtglab.engine.resolution.targeting import Target, TargetGroups
from mtglab.engine.resolution.triggers import (
    hand_cards,
    triggered_by_discarding,
    triggered_by_exploiting,
    triggered_by_looking,
    triggered_by_tapping,
    triggered_reflexively,
)
from mtglab.engine.resolution.ward import perform_ward
from mtglab.engine.spells.freecast import (
    cast_free,
    exile_cast_spell_instead,
    grant_target_card,
)
from mtglab.engine.spells.permissions import (
    grant_flash,
    grant_land_plays,
    grant_play,
    grant_zone,
)
from mtglab.engine.state import BaseValues, EffectRecord, GameState, PermanentState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

__all__ = ["VERBS", "CastSpell", "Resolution", "is_general", "perform", "perform_all",
           "perform_one", "performs"]


#: How a card in a zone is put onto the battlefield under a player's control, tapped or
#: not (400.7, 614.12): given by the caller, which knows entering (engine.casting), so
#: that this module needn't import it.
class Arrive(Protocol):
    """Put the card ``card_id`` onto the battlefield under ``controller``, ``tapped`` or
    not, ``transformed`` (its back face up, 712.14a) or not, entering with ``counters``
    (kind, number) if the instruction says "with ... counters on it" (614.1c)."""

    def __call__(self, state: GameState, card_id: int, controller: str, tapped: bool,
                 chooser: Chooser, /, *, transformed: bool = False,
                 counters: tuple[tuple[str, int], ...] = ()) -> GameState: ...


#: How a card is cast while an instruction resolves (608.2g): given by the caller, which
#: knows casting (engine.spells.casting), so that this module needn't import it.
class CastSpell(Protocol):
    """Cast ``card`` (the object ``from_card``) for ``who`` with ``targets`` and ``modes``
    chosen and X as ``x``, by the permission ``resolving`` (its alternative cost); returns
    the state with the spell on the stack and what casting it asked (601.2)."""

    def __call__(self, state: GameState, card: Card, who: str, /, *,
                 x: int | None = ..., targets: Sequence[Any] = ...,
                 from_card: int | None = ..., modes: Sequence[int] | None = ...,
                 resolving: CastPermission | None = ...) -> tuple[GameState, Any]: ...


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a resolving spell or ability knows as it carries out its instructions.

    ``targets``: one group per word "target" (already checked again, 608.2b);
    ``cursor``: the first group the next instruction's targets take. ``named``: what
    the last instruction acted on — "it", "that creature", "them" (608.2c) — with
    ``named_looks`` their characteristics as they were just before it acted (608.2h).
    ``source_looks``: the source as it last existed (a spell's card, or a permanent
    that left the battlefield, 608.2h). ``paid``: what its costs and trigger recorded
    ("that player", the sacrificed object...).
    """

    source_id: int | None
    source_name: str
    controller: str
    chooser: Chooser
    targets: TargetGroups = ()
    x: int | None = None
    paid: Mapping[str, Any] = field(default_factory=dict)
    source_looks: DamageSource | None = None
    origin_text: str = ""
    #: the instructions of the resolving ability, in order (for the records they link)
    effects: tuple[Any, ...] = ()
    #: how a card is put onto the battlefield (see :data:`Arrive`)
    arrive: Arrive | None = None
    #: how a card is cast as an instruction tells (see :data:`CastSpell`, 608.2g)
    cast_spell: CastSpell | None = None
    #: the order of replacement effects the action named (616.1), for the events the
    #: instructions set off (counters put, tokens created)
    order: tuple[str, ...] | None = None
    cursor: int = 0
    named: tuple[Target, ...] = ()
    named_looks: tuple[tuple[int, Characteristics], ...] = ()
    #: the counters on the permanents named, as they were just before it acted (608.2h)
    named_counters: tuple[tuple[int, tuple[tuple[str, int], ...]], ...] = ()
    #: the spells named, as they last existed on the stack ("counter target spell ...
    #: that spell's mana value", 608.2h)
    named_cards: tuple[tuple[int, Card], ...] = ()
    #: whether the last optional instruction ("you may ...") was done, for "If you do"
    #: (608.2d); None before any
    done: bool | None = None
    #: the choices its instructions made as they resolved ("Choose a color.", 608.2d),
    #: read by "of the chosen color / type" after them (608.2c)
    chosen: tuple[tuple[str, Any], ...] = ()
    #: an instant or sorcery's: the objects its earlier instructions named (targets,
    #: tokens created, objects chosen or acted on), which "other" in its later words
    #: excludes (608.2c: "each other creature", "destroy all other creatures"); None for
    #: an ability of a permanent, whose "other" means other than its source (109.5)
    other_than: frozenset[int] | None = None
    #: a spell's: what was paid as it was cast (601.2h), which "If this spell was
    #: kicked" reads (702.33d); None for an ability
    cast: CastRecord | None = None

    def earlier(self) -> frozenset[int]:
        """What "other" in a spell excludes now: the objects its instructions named so
        far, the targets its words "target" took included (608.2c)."""
        if self.other_than is None:
            return frozenset()
        taken = (t for g in self.targets[:self.cursor] for t in g)
        return self.other_than | {t for t in (*self.named, *taken) if isinstance(t, int)}

    def amount_for(self, state: GameState, amount: Amount, player: str) -> int:
        """The amount as counted for one player the instruction acts on: "the number of
        lands they control" is that player's (608.2c); any other amount is the same for
        each."""
        sel = amount.selector
        theirs_done = done_for(self.paid, player) if amount.kind == "that_much" else None
        if theirs_done is not None and sel is None:  # each player's own (608.2c)
            return theirs_done * amount.times
        if amount.kind in _THEIR_LIFE:  # "half their life": that player's (608.2c)
            return replace(self, controller=player).amount(state, amount)
        if sel is None or sel.controller is not ControllerSpec.THAT_PLAYER:
            return self.amount(state, amount)
        theirs = replace(amount, selector=replace(sel, controller=ControllerSpec.YOU))
        return replace(self, controller=player).amount(state, theirs)

    def _named_card(self, state: GameState) -> Card | None:
        """The card or spell the text named last, or the trigger's event named, that isn't
        a permanent ("that card", "that spell", 608.2c): in a zone, or on the stack; None
        when there is none."""
        ids = [t for t in self.named if isinstance(t, int)]
        that = self.paid.get("that")  # a trigger's: the spell cast (603.2, 608.2c)
        for oid in ids[:1] or ([that] if isinstance(that, int) else []):
            if oid in dict(self.named_cards):
                return dict(self.named_cards)[oid]
            for item in state.stack:
                if item.id == oid and item.card is not None:
                    return item.card
            found = card_zone(state, oid)
            if found is not None and found[2].card is not None:
                return found[2].card
        return None

    def _counters_on_it(self, state: GameState, amount: Amount) -> int:
        """"The number of +1/+1 counters on it": on the permanent the text named last,
        else on the source (608.2c), counted now (608.2h); one that has left, as it last
        existed there."""
        named = [t for t in self.named if isinstance(t, int)]
        on = named[0] if named else self.source_id
        if on is None:
            return amount.plus
        perm = state.permanents.get(on)
        had = perm.counters if perm is not None else dict(self.named_counters).get(on, ())
        return counters_as_last_existed(amount, had)  # gone: as it last existed

    def take(self, n: int) -> tuple[tuple[Target, ...], Resolution]:
        """The targets of the next ``n`` words "target", and the resolution after them."""
        group = tuple(t for g in self.targets[self.cursor:self.cursor + n] for t in g)
        return group, replace(self, cursor=self.cursor + n)

    def amount(self, state: GameState, amount: Amount) -> int:
        """The number an amount stands for now (107.1, 107.3)."""
        if amount.times != 1 and amount.kind in _NAMED_AMOUNTS:  # "twice its power"
            return amount.times * self.amount(state, replace(amount, times=1))
        if amount.kind in ("named_power", "named_toughness", "named_mana_value"):
            # "equal to its power": the object just named, as it last existed (608.2h)
            for _i, looks in [(i, lk) for i, lk in self.named_looks  # of what is named now
                              if not self.named or i in self.named][:1]:
                value = looks.power if amount.kind == "named_power" else \
                    looks.toughness if amount.kind == "named_toughness" else looks.mana_value
                return max(0, value or 0)
            card = self._named_card(state)  # "that card's mana value": a card or spell
            if card is None:
                return 0
            if amount.kind == "named_mana_value":
                return card.mana_value  # 202.3
            base = BaseValues.of_card(card)  # its printed values there (109.3)
            printed = base.power if amount.kind == "named_power" else base.toughness
            if printed is None or not printed.lstrip("-").isdigit():
                raise UnsupportedError(f"mtglab can't tell {card.name}'s power or toughness "
                                       "outside the battlefield (a '*' is defined by an "
                                       "ability, CR 208.3)")
            return max(0, int(printed))
        if amount.kind == "that_much":
            if amount.selector is not None:  # "for each creature destroyed this way"
                return done_matching(self.paid, amount.selector, self.source_id,
                                     self.controller)
            return done_count(self.paid)
        if amount.kind == "counters" and self.source_id not in state.permanents and \
                _LEFT_COUNTERS & set(self.paid):  # the source as it last existed (608.2h)
            return counters_as_last_existed(amount, next(
                self.paid[k] for k in sorted(_LEFT_COUNTERS) if k in self.paid))
        if amount.kind == "counters" and amount.selector is not None and \
                amount.selector.relation is Relation.THAT:  # "counters on it" (608.2c)
            return self._counters_on_it(state, amount)
        if amount.selector is not None and \
                amount.selector.controller is ControllerSpec.THAT_PLAYER:  # (608.2c)
            return self.amount_for(state, amount, _that_player(self)[0])
        values = self.paid.get("paid_values")  # the permanent the cost used (608.2h)
        return amount_value(amount, ProductionContext(
            state, self.source_id, self.controller, x=self.x,
            paid_power=values[0] if values else None,
            paid_mana_value=values[1] if values else None,
            paid_toughness=values[2] if values and len(values) > 2 else None,
            chosen=dict(self.chosen), source_name=self.source_name))


Step = tuple[GameState, "Resolution"]
#: the counters the source had as it last existed on the battlefield (608.2h): kept by
#: its trigger (603.10a) or by the cost that sacrificed or exiled it (602.2b)
_LEFT_COUNTERS: Final = frozenset({"that_counters", "source_counters"})
#: amounts :meth:`Resolution.amount` reads from what the text named (608.2c, 608.2h)
_NAMED_AMOUNTS = frozenset({"named_power", "named_toughness", "named_mana_value",
                            "that_much"})


# -- what the words name --------------------------------------------------------------


def _objects(state: GameState, sel: Selector, res: Resolution) -> tuple[list[int], Resolution]:
    """The permanents a selector names as the instruction is carried out."""
    chars = characteristics_of(state)
    if sel.relation is Relation.TARGET:
        return _target_objects(state, sel, res, chars)
    if sel.relation is Relation.THAT:
        named = [t for t in res.named if isinstance(t, int) and t in chars]
        if not named and isinstance(res.paid.get("that"), int) and res.paid["that"] in chars:
            named = [res.paid["that"]]
        return named, res
    if sel.relation is Relation.SELF and sel.zone is not None:  # "~ from your graveyard":
        src = res.source_id  # (113.6m; once it has left that zone it is another object,
        found = card_zone(state, src) if src is not None else None  # 400.7)
        return ([src] if src is not None and found is not None and found[1] == sel.zone
                else []), res
    if sel.relation is Relation.SELF:
        return ([res.source_id] if res.source_id in chars else []), res
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if sel.relation in (Relation.ENCHANTED, Relation.EQUIPPED, Relation.FORTIFIED):
        host = perm.attached_to if perm is not None else None
        return ([host] if host in chars else []), res
    if sel.controller in _TARGET_CONTROLLERS:  # "all creatures target player controls":
        group, res = res.take(1)  # that player chosen for its word "target" (115.1)
        theirs = {t for t in group if isinstance(t, str)}
        chars = {i: c for i, c in chars.items() if c.controller in theirs}
        sel = replace(sel, controller=ControllerSpec.ANY)
    return _matching_objects(state, sel, res, chars, perm), res


#: "target player controls", "target opponent controls" (115.1)
_TARGET_CONTROLLERS: Final = frozenset({ControllerSpec.TARGET_PLAYER,
                                        ControllerSpec.TARGET_OPPONENT})


def _target_objects(state: GameState, sel: Selector, res: Resolution,
                    chars: Mapping[int, Characteristics]) -> tuple[list[int], Resolution]:
    """The next word "target"'s objects still legal: permanents, or cards still in the
    zone named (400.7, 608.2b)."""
    group, res = res.take(1)
    if sel.zone is not None:  # cards still in that zone (400.7, 608.2b)
        return [t for t in group if isinstance(t, int) and
                (found := card_zone(state, t)) is not None and found[1] == sel.zone], res
    return [t for t in group if isinstance(t, int) and t in chars], res


def _matching_objects(state: GameState, sel: Selector, res: Resolution,
                      chars: Mapping[int, Characteristics],
                      perm: PermanentState | None) -> list[int]:
    """Every permanent the selector matches now, read from the source ``perm`` (what it
    is attached to, its choices) and the objects named so far (608.2c)."""
    ctx = SelectContext(res.source_id, res.controller,
                        attached_to=perm.attached_to if perm is not None else None,
                        chosen=(*(perm.choices if perm is not None else ()), *res.chosen),
                        that=frozenset(t for t in res.named if isinstance(t, int)),
                        x=res.x,  # "with mana value X or less" (107.3)
                        source_name=res.source_name,  # "each creature named ~" (201.2)
                        defending=defending_player(state, res.source_id),  # (508.5)
                        other_than=res.earlier())  # a spell's "other" (608.2c)
    if sel.controller is ControllerSpec.THAT_PLAYER:  # "each creature they control": of
        theirs = set(_that_player(res))  # the players the text named (608.2c)
        chars = {i: c for i, c in chars.items() if c.controller in theirs}
        sel = replace(sel, controller=ControllerSpec.ANY)
    elif sel.controller in _TARGET_CONTROLLERS:
        raise UnsupportedError("'target player controls' is read with its target")
    return [oid for oid, c in sorted(chars.items())
            if matches(sel, oid, c, ctx, tapped=state.permanents[oid].tapped,
                       is_token=state.permanents[oid].is_token,
                       counters=dict(state.permanents[oid].counters),
                       entered=state.permanents[oid].entered_turn == state.turn,
                       damaged=dealt_damage_this_turn(state.permanents[oid]),
                       surroundings=partial(around_of, state, oid, chars))]


#: amounts counted from the life total or the library of the player an instruction acts
#: on (608.2c)
_THEIR_LIFE: Final = frozenset({AmountKind.HALF_LIFE_ROUNDED_UP,
                                AmountKind.HALF_LIFE_ROUNDED_DOWN,
                                AmountKind.HALF_LIBRARY_ROUNDED_UP,
                                AmountKind.HALF_LIBRARY_ROUNDED_DOWN})


def _turn_order(state: GameState) -> list[str]:
    names = list(state.player_names)
    i = names.index(state.active)
    return [n for n in names[i:] + names[:i] if not state.player(n).lost]


def _players(state: GameState, who: str, res: Resolution) -> tuple[list[str], Resolution]:
    """The players a :class:`Who` names (in turn order where several, 101.4)."""
    match who:
        case Who.YOU:
            return [res.controller], res
        case Who.EACH_PLAYER:
            return _turn_order(state), res
        case Who.EACH_OPPONENT:
            return [p for p in _turn_order(state) if p != res.controller], res
        case Who.TARGET_PLAYER | Who.TARGET_OPPONENT:
            group, res = res.take(1)
            return [t for t in group if isinstance(t, str)], res
        case Who.THAT_PLAYER:
            return _that_player(res), res
        case Who.CONTROLLER:
            return _controllers_named(state, res), res
        case Who.OWNER:
            return _owners_named(state, res), res
        case Who.DEFENDING:
            return _defending_player(state, res), res
    raise UnsupportedError(f"mtglab can't tell which player {who!r} is")


def _that_player(res: Resolution) -> list[str]:
    """"That player": the player named so far, or the one the trigger named, or the
    controller of the object just named as it last existed ("target creature an opponent
    controls ... that player", 608.2c, 608.2h); the controller when none was."""
    named = [t for t in res.named if isinstance(t, str)]
    that = res.paid.get("that_player")
    theirs = list(dict.fromkeys(lk.controller for _i, lk in res.named_looks))
    return named or ([str(that)] if that else theirs or [res.controller])


def _owners_named(state: GameState, res: Resolution) -> list[str]:
    """"Its owner": of the permanents named, else their controllers as they last were
    (608.2h)."""
    owners = [state.permanents[i].owner for i, _lk in res.named_looks
              if i in state.permanents]
    return owners or [lk.controller for _i, lk in res.named_looks]


def _defending_player(state: GameState, res: Resolution) -> list[str]:
    """"Defending player": the player the source is attacking, or the one the attacking
    creature the trigger's event was about attacks ("Whenever a creature you control
    attacks, defending player ...", 506.2, 608.2c)."""
    for pid in (res.source_id, res.paid.get("that")):
        perm = state.permanents.get(pid) if isinstance(pid, int) else None
        if perm is not None and perm.attacking:
            return [perm.attacking]
    return []


def _controllers_named(state: GameState, res: Resolution) -> list[str]:
    """"Its controller": of the objects named, as they last were (608.2h), or of the
    permanent the trigger named ("that creature's controller", 608.2c), or "that
    player"."""
    looks = [lk for _i, lk in res.named_looks]
    if looks:
        return [lk.controller for lk in looks]
    # the permanent the trigger named ("that creature's controller", 608.2c)
    ids: list[int] = [t for t in (*res.named, res.paid.get("that"))
                      if isinstance(t, int) and t in state.permanents]
    if ids:
        return [state.permanents[ids[0]].controller]
    that = res.paid.get("that_player")
    return [str(that)] if that else []


def _named(state: GameState, res: Resolution, ids: Sequence[Target]) -> Resolution:
    chars = characteristics_of(state)
    looks = tuple((i, chars[i]) for i in ids if isinstance(i, int) and i in chars)
    counters = tuple((i, state.permanents[i].counters) for i, _lk in looks
                     if i in state.permanents)
    return replace(res, named=tuple(ids), named_looks=looks, named_counters=counters)


def _source(state: GameState, sel: Selector, res: Resolution
            ) -> tuple[DamageSource | None, Resolution]:
    """The object that deals damage: the ability's source (as it last existed, 608.2h)
    or the object the text names."""
    chars = characteristics_of(state)
    if sel.relation is Relation.SELF:
        if res.source_id is not None and res.source_id in chars:
            return source_of(chars[res.source_id]), res
        return res.source_looks or DamageSource(res.source_name, res.controller), res
    ids, res = _objects(state, sel, res)
    if not ids:
        looks = [lk for i, lk in res.named_looks if sel.relation is Relation.THAT]
        if not looks and sel.relation is Relation.THAT and not res.named and \
                res.paid.get("that") is None:  # "Sacrifice ~: It deals 1 damage": with
            # nothing named before, "it" is the source, as it last existed (608.2h)
            return _source(state, Selector(relation=Relation.SELF), res)
        return (source_of(looks[0]) if looks else None), res
    return source_of(chars[ids[0]]), res


# -- the verbs ------------------------------------------------------------------------


def _damage(state: GameState, e: Damage, res: Resolution) -> Step:
    """120: deal damage to each recipient; "divided as you choose" (601.2d)."""
    source, res = _source(state, e.source, res)
    its = res if source is None or source.id is None or source.id not in state.permanents \
        else _named(state, res, [source.id])  # "damage equal to its power": the source's
    n = its.amount(state, e.amount) if e.divided else 0
    recipients: list[Target] = []
    for r in e.to:
        if r.dealer:  # "itself": the object dealing the damage, still there (120.1)
            recipients.extend([source.id] if source is not None and source.id is not None
                              and source.id in state.permanents else [])
            continue
        got, res = _recipients(state, r, res)
        if r.objects is not None and r.objects.relation is Relation.OTHER and \
                e.source.relation is Relation.THAT and source is not None:
            got = [t for t in got if t != source.id]  # "that creature deals damage ... to
            # each other creature": other than the creature named (608.2c)
        recipients.extend(got)
        if r.players is not None and r.objects is None:  # "... and each creature they
            res = replace(res, named=tuple(got))         # control": those players (608.2c)
    if source is None:
        return state.logged("damage", res.source_name, "the source is gone: no damage is "
                            "dealt", "608.2b"), res
    shares = _divide(res.chooser, n, recipients, res.source_name) if e.divided \
        else [max(0, its.amount_for(state, e.amount, _player_of(state, t)))  # 107.1b
              for t in recipients]
    for t, share in zip(recipients, shares, strict=True):
        state = deal_damage(state, source, share, t)
    return state, _that_much(_named(state, res, recipients), sum(shares))


def _player_of(state: GameState, t: Target) -> str:
    """The player a recipient is, or controls (for "the number of lands they control")."""
    if isinstance(t, str):
        return t
    return characteristics_of(state)[t].controller


#: "them" / "it" as a recipient: what the text named before (608.2c)
_THEM: Final = Selector(relation=Relation.THAT)


def _recipients(state: GameState, r: Recipient, res: Resolution
                ) -> tuple[list[Target], Resolution]:
    if r.is_target:  # one word "target", objects and/or players (115.4)
        group, res = res.take(1)
        return [t for t in group if isinstance(t, str) or t in state.permanents], res
    out: list[Target] = []
    if r.objects is not None:
        ids, res = _objects(state, r.objects, res)
        out.extend(ids)
        if not ids and r.players is None and r.objects == _THEM and \
                res.paid.get("that") is None and res.paid.get("that_player"):
            out.extend(_that_player(res))  # "them": the player the trigger named (608.2c)
    if r.players is not None:
        names, res = _players(state, r.players, res)
        out.extend(names)
    return out, res


def _divide(chooser: Chooser, n: int, recipients: Sequence[Target], name: str) -> list[int]:
    """How ``n`` damage is divided among the targets, at least 1 each (601.2d)."""
    k = len(recipients)
    if k == 0:
        return []
    if k == 1:
        return [n]
    options = [tuple(c) for c in _compositions(n, k)]
    pick = chooser.pick(f"how {name}'s {n} damage is divided among {k} targets, in order "
                        "(CR 601.2d)", options)
    return list(pick)


def _compositions(n: int, k: int) -> list[list[int]]:
    if k == 1:
        return [[n]] if n >= 1 else []
    return [[first, *rest] for first in range(1, n - k + 2)
            for rest in _compositions(n - first, k - 1)]


def _lasting(state: GameState, e: Lasting, res: Resolution) -> Step:
    """611.2a: a continuous effect for a duration, on the objects named now (611.2c)."""
    inner = e.effect
    ids, res = _objects(state, inner.selector, res)
    if not ids:
        return state, res
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    made = dict((*(perm.choices if perm is not None else res.paid.get("source_choices", ())),
                 *res.chosen))  # "the chosen color": the source's (608.2h) or made (608.2c)
    chosen = chosen_as_it_resolves(inner, res.chooser, res.source_name, made)  # 608.2d
    locked = replace(chosen, selector=replace(chosen.selector, relation=Relation.THAT))
    if isinstance(locked, ModifyPT) and locked.per is not None:
        # "gets -X/-X", "+1/+1 for each ...": the number is fixed as it resolves (608.2h)
        n = _named(state, res, ids).amount(state, locked.per)  # "its power": the object's
        locked = replace(locked, power=locked.power * n, toughness=locked.toughness * n,
                         per=None)
    if isinstance(locked, Becomes) and locked.pt_amount is not None:  # "an X/X" (608.2h)
        n = _named(state, res, ids).amount(state, locked.pt_amount)
        locked = replace(locked, power=n, toughness=n, pt_amount=None)
    rule = layer_rule(inner) or {ModifyPT: "611.2c, 613.4c",
                                 GrantAbilities: "611.2c, 613.1f"}.get(type(inner), "611.2c")
    here = e.duration is Duration.WHILE_ON_BATTLEFIELD  # "as long as ~ remains" (611.2b)
    if here and res.source_id not in state.permanents:
        return state.logged("effect", res.source_name, "its source has left the "
                            "battlefield: the duration never starts", "611.2b"), res
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, locked, ts, frozenset(ids),
        e.duration.value, rule=rule, origin_text=res.origin_text,
        watch=res.source_id if here else None)))
    names = ", ".join(characteristics_of(state)[i].name for i in ids)
    return state.logged("effect", names, f"{_describe(chosen)} until {e.duration.value}",
                        rule), _named(state, res, ids)


def _duration_trigger(state: GameState, e: DurationTrigger, res: Resolution) -> Step:
    """603.7a-b: "Until end of turn, whenever ...": the resolving ability creates a
    triggered ability for the rest of the turn, its source the ability's source and its
    controller the ability's controller (603.7d-e); it ends in the cleanup step (514.2)."""
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, e, ts, duration="end of turn",
        rule="603.7b", origin_text=res.origin_text)))
    return state.logged("effect", res.source_name, f"until end of turn, {e.text[0].lower()}"
                        f"{e.text[1:]}", "603.7a, 603.7b"), res


def _until_the_game_ends(state: GameState, e: SetColors | LoseKeywords | Becomes,
                         res: Resolution) -> Step:
    """611.2a: a resolving instruction that states no duration ("{0}: Mist Dragon loses
    flying.") lasts until the game ends."""
    return _lasting(state, Lasting(e, Duration.END_OF_GAME), res)


def _describe(e: Any) -> str:
    if layer_rule(e) is not None:  # engine.effects.durations (613.1e, 613.1f, 613.4b)
        return described(e)
    if isinstance(e, ModifyPT):
        return f"gets {e.power:+d}/{e.toughness:+d}"
    if isinstance(e, GrantAbilities):
        return "gains " + ", ".join(a.lower() for a in e.abilities)
    if isinstance(e, CombatRule):  # "can't be blocked by Walls" (509.1b)
        return e.describe()
    return str(e.kind).replace("_", " ")


def _destroy(state: GameState, e: Destroy, res: Resolution) -> Step:
    ids, res = _objects(state, e.selector, res)
    res2 = _named(state, res, ids)
    for oid in ids:
        state = destroy(state, oid, f"destroyed by {res.source_name}",
                        can_regenerate=e.regenerate)  # 701.19c
    return state, res2


def _exile(state: GameState, e: ExileCards, res: Resolution) -> Step:
    if e.selector.zone == "graveyard" and e.selector.relation is Relation.TARGET:
        return _exile_from_a_graveyard(state, e, res)
    if e.selector.relation is Relation.SELF and e.selector.zone is None and \
            _in_a_graveyard(state, res.source_id):  # "exile ~" said by an ability that
        # functions in a graveyard (113.6m): the card there (406.3)
        return _exile_from_a_graveyard(state, replace(e, selector=replace(
            e.selector, zone=Zone.GRAVEYARD)), res)
    if e.selector.zone is not None:
        raise UnsupportedError("exiling cards from a zone is carried out by its ability")
    ids, res = _objects(state, e.selector, res)
    if not ids and e.selector.relation is Relation.THAT:  # the card it became (400.7e)
        state, ids = move_left_card(state, res.paid, res.named, "exile",
                                    f"exiled by {res.source_name}", res.source_name)
        for card in ids if res.source_id in state.permanents else ():
            state = _link(state, e, res, card)  # "the exiled card" of its source (607.2a)
        return state, replace(res, named=tuple(ids))
    res2 = _named(state, res, ids)
    for oid in ids:
        before = {c.id for c in state.exile}
        state = leave_battlefield(state, oid, "exile", f"exiled by {res.source_name}", "406.3")
        new = [c.id for c in state.exile if c.id not in before and c.id is not None]
        if new and res.source_id is not None and res.source_id in state.permanents:
            state = _link(state, e, res, new[0])  # "the exiled card" of its source (607.2a)
    return state, res2


def _in_a_graveyard(state: GameState, card_id: int | None) -> bool:
    """Whether the object ``card_id`` is a card in a graveyard (404.1), not a permanent."""
    found = card_zone(state, card_id) if card_id is not None and \
        card_id not in state.permanents else None
    return found is not None and found[1] == "graveyard"


def _exile_from_a_graveyard(state: GameState, e: ExileCards, res: Resolution) -> Step:
    """406.3: the target cards still in a graveyard (608.2b) are exiled, each a new
    object there (400.7), linked to the source on the battlefield (607.2a); "with a
    memory counter on it": the new object in exile has the counters (122.1)."""
    ids, res = _objects(state, e.selector, res)
    exiled: list[int] = []
    for cid in ids:
        new, state = moved_card(state, cid, "exile", f"exiled by {res.source_name}", "406.3")
        if e.counters:
            state = exiled_with_counters(state, new, dict(e.counters))
        exiled.append(new)
        if res.source_id is not None and res.source_id in state.permanents:
            state = _link(state, e, res, new)  # "the exiled card" of its source (607.2a)
    return state, replace(res, named=tuple(exiled))  # "that card" (608.2c)


def _link(state: GameState, e: object, res: Resolution, card_id: int) -> GameState:
    """Link a card the source's ability exiled to the source (607.2a): its other
    abilities that say "the exiled card" find it, while it stays in exile (400.7)."""
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    index = res.effects.index(e) if e in res.effects else 0
    return state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, e, ts,  # type: ignore[arg-type]
        frozenset({card_id}), None, rule="607.2a", origin_text=res.origin_text,
        origin_index=index)))


def _bounce(state: GameState, e: ReturnToHand, res: Resolution) -> Step:
    ids, res = _objects(state, e.selector, res)
    if e.count is not None and e.selector.relation is not Relation.TARGET:
        n = res.amount(state, e.count)
        chosen: list[int] = []
        chars = characteristics_of(state)
        for _ in range(min(n, len(ids))):
            rest = {o: chars[o].name for o in ids if o not in chosen}
            chosen.append(res.chooser.pick_permanent(
                f"the {e.selector.describe()} to return to its owner's hand", rest))
        ids = chosen
    if not ids and e.selector.relation is Relation.THAT:  # the card it became (400.7e)
        state, ids = move_left_card(state, res.paid, res.named, "hand", "returned to its "
                                    "owner's hand", res.source_name)
        return state, replace(res, named=tuple(ids))
    res2 = _named(state, res, ids)
    for oid in ids:
        state = leave_battlefield(state, oid, "hand", "returned to its owner's hand",
                                  "400.7")
    return state, res2


def _tap(state: GameState, e: TapPermanents, res: Resolution) -> Step:
    if e.could_produce_as is not None:
        raise UnsupportedError("tapping what could produce a type is carried out by its "
                               "ability")
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        perm = state.permanents[oid]
        if perm.tapped:
            continue
        looks = characteristics_of(state)[oid]
        state = state.with_permanent(replace(perm, tapped=True))
        state = state.logged("tap", looks.name, f"tapped by {res.source_name}", "701.26a")
        state = triggered_by_tapping(state, oid, looks)
    return state, _named(state, res, ids)


def _tap_or_untap(state: GameState, e: TapOrUntap, res: Resolution) -> Step:
    """608.2d, 701.26: for each permanent, the controller chooses to tap or untap it."""
    ids, res = _objects(state, e.selector, res)
    that = Selector(relation=Relation.THAT)
    for oid in ids:
        name = characteristics_of(state)[oid].name
        if res.chooser.pick(f"whether {res.controller} taps or untaps {name} (CR 608.2d)",
                            ["tap", "untap"]) == "tap":
            state, _r = _tap(state, TapPermanents(that), _named(state, res, [oid]))
        else:
            state, _r = _untap(state, Untap(that), _named(state, res, [oid]))
    return state, _named(state, res, ids)


def _untap(state: GameState, e: Untap, res: Resolution) -> Step:
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        state = untap_permanent(state, oid, f"untapped by {res.source_name}", "701.26b")
    return state, _named(state, res, ids)


def _counters(state: GameState, e: PutCounters, res: Resolution) -> Step:
    ids, res = _objects(state, e.selector, res)
    ids = one_chosen(state, ids, e.selector, res.chooser, res.controller,
                     f"to put {e.counter} counters on")  # "on a creature you control" (608.2d)
    n = res.amount(state, e.amount)
    for oid in ids:
        state = put_counters(state, oid, e.counter, n, res.controller,
                             why=f"by {res.source_name}", order=res.order)
    return state, _named(state, res, ids)


def _regenerate(state: GameState, e: Regenerate, res: Resolution) -> Step:
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        state = add_regeneration_shield(state, oid, res.source_name)
    return state, _named(state, res, ids)


def _fight(state: GameState, e: Fight, res: Resolution) -> Step:
    """701.14a-b: each deals damage equal to its power to the other, if both are
    creatures on the battlefield."""
    first, res = _objects(state, e.first, res)
    second, res = _objects(state, e.second, res)
    chars = characteristics_of(state)
    if not first or not second or not all(
            "Creature" in chars[i].types for i in (first[0], second[0])):
        return state.logged("fight", res.source_name, "one of them isn't a creature on the "
                            "battlefield: no damage is dealt", "701.14b"), res
    a, b = chars[first[0]], chars[second[0]]
    state = deal_damage(state, source_of(a), a.power or 0, b.id)
    state = deal_damage(state, source_of(b), b.power or 0, a.id)
    return state, _named(state, res, [a.id, b.id])


def _draw(state: GameState, e: DrawCards, res: Resolution) -> Step:
    names, res = _players(state, e.player, res)
    for name in names:
        state = draw_cards(state, name, res.amount_for(state, e.amount, name))
    return state, replace(res, named=tuple(names))


def _life(state: GameState, e: GainLife | LoseLife, res: Resolution) -> Step:
    names, res = _players(state, e.player, res)
    total = 0
    for name in names:
        n = res.amount_for(state, e.amount, name)
        total += n
        if isinstance(e, GainLife) and e.optional and not res.chooser.pick(
                f"does {name} gain {n} life? (you may)", [True, False]):
            continue  # "you may gain" (608.2d)
        if isinstance(e, GainLife):
            state = gain_life(state, name, n, "", "119.3")
        else:
            state = lose_life(state, name, n)
            state = state.logged("life", name, f"{does(name, 'loses')} {n} life", "119.3")
    return state, _that_much(replace(res, named=tuple(names)), total)


def _set_life(state: GameState, e: SetLifeTotal, res: Resolution) -> Step:
    """119.5: each player named gains or loses the life that brings their total to the
    amount (counted for each of them, 608.2c); as gaining or losing life, it triggers
    and can be replaced (119.3, 614.1a)."""
    names, res = _players(state, e.player, res)
    for name in names:
        n = max(0, res.amount_for(state, e.amount, name))  # never a negative total (107.1b)
        diff = n - state.player(name).life
        state = state.logged("life", name, f"{possessive(name)} life total becomes {n}",
                             "119.5")
        if diff > 0:
            state = gain_life(state, name, diff, "", "119.5")
        elif diff < 0:
            state = lose_life(state, name, -diff)
            state = state.logged("life", name, f"{does(name, 'loses')} {-diff} life",
                                 "119.5")
    return state, replace(res, named=tuple(names))


def _that_much(res: Resolution, n: int) -> Resolution:
    """"That much" after an instruction is the amount it just dealt, gained or lost
    (608.2c): "Target opponent loses 3 life. You gain that much life." """
    return replace(res, paid={**res.paid, "that_much": n})


def _mill(state: GameState, e: Mill, res: Resolution) -> Step:
    names, res = _players(state, e.player, res)
    n = res.amount(state, e.amount)
    for name in names:
        if e.amount.kind in _THEIR_LIFE:  # "half their library": each their own (608.2c)
            n = res.amount_for(state, e.amount, name)
        for card in zone_cards(state, name, "library")[:n]:
            assert card.id is not None
            state = move_card(state, card.id, "graveyard", f"{does(name, 'mills')} it",
                              "701.17a")
    return state, replace(res, named=tuple(names))


def _discard(state: GameState, e: Discard, res: Resolution) -> Step:
    """701.9a-b: the player chooses (or at random, each result an outcome)."""
    names, res = _players(state, e.player, res)
    for name in names:
        hand = zone_cards(state, name, "hand")
        n = len(hand) if e.amount.kind == "all" else \
            any_number(res.chooser, f"how many cards {name} discards", len(hand)) \
            if e.amount.kind == "any" else min(res.amount(state, e.amount), len(hand))
        if n == len(hand):
            chosen = [c.id for c in hand]
        else:
            options = [tuple(c.id for c in combo) for combo in
                       itertools.combinations(hand, n)]
            labels = {o: ", ".join(c.name for c in hand if c.id in o) for o in options}
            how = "at random (each result is an outcome)" if e.at_random else \
                f"{does(name, 'chooses')}"
            pick = res.chooser.pick(f"the card(s) {name} discards, {how} (CR 701.9)",
                                    [labels[o] for o in options])
            chosen = list(next(o for o in options if labels[o] == pick))
        discarded = hand_cards(state, chosen)
        for cid in chosen:
            assert cid is not None
            state = discard_card(state, cid, f"{does(name, 'discards')} it",
                                 "701.9a" if not e.at_random else "701.9b")
        state = triggered_by_discarding(state, name, len(chosen),  # the event (603.2)
                                        discarded)
    return state, replace(res, named=tuple(names))


def _exile_from_hand(state: GameState, e: ExileFromHand, res: Resolution) -> Step:
    """406.2: each player exiles that many cards of their choice from their hand (all of
    them when they have no more)."""
    names, res = _players(state, e.player, res)
    for name in names:
        hand = zone_cards(state, name, "hand")
        n = min(res.amount(state, e.amount), len(hand))
        chosen = [c.id for c in hand]
        if n < len(hand):
            options = [tuple(c.id for c in combo) for combo in
                       itertools.combinations(hand, n)]
            labels = {o: ", ".join(c.name for c in hand if c.id in o) for o in options}
            pick = res.chooser.pick(f"the card(s) {name} exiles from their hand (CR 406.2)",
                                    [labels[o] for o in options])
            chosen = list(next(o for o in options if labels[o] == pick))
        for cid in chosen:
            assert cid is not None
            state = move_card(state, cid, "exile", f"{does(name, 'exiles')} it", "406.2")
    return state, replace(res, named=tuple(names))


def _look_and_sort(state: GameState, n: int, res: Resolution, *, away: str,
                   rule: str) -> GameState:
    """Scry and surveil: the top ``n`` cards; the player chooses which stay on top, in
    which order; the rest go to the bottom (scry) or the graveyard (surveil)."""
    who = res.controller
    top = list(zone_cards(state, who, "library")[:n])
    if not top:
        return state
    names = [c.name for c in top]
    options: list[tuple[str, ...]] = []
    for k in range(len(top) + 1):
        for order in itertools.permutations(range(len(top)), k):
            options.append(tuple(names[i] for i in order))
    unique = list(dict.fromkeys(options))
    kept_names = res.chooser.pick(
        f"the cards {who} keeps on top, top first; the rest go {away} (CR {rule})", unique)
    kept: list[int] = []
    pool = list(top)
    for nm in kept_names:
        card = next(c for c in pool if c.name == nm)
        pool.remove(card)
        assert card.id is not None
        kept.append(card.id)
    for card in pool:
        assert card.id is not None
        if away == "to the bottom":
            state = _to_bottom(state, who, card.id)
        else:
            state = move_card(state, card.id, "graveyard", f"{does(who, 'surveils')} it",
                              rule)
    library = zone_cards(state, who, "library")
    rest = tuple(c for c in library if c.id not in kept)
    ordered = tuple(next(c for c in library if c.id == i) for i in kept) + rest
    state = state.evolve(libraries={**state.libraries, who: ordered})
    return state.logged("look", who, f"keeps {len(kept)} on top, {len(pool)} {away}", rule)


def _to_bottom(state: GameState, who: str, card_id: int) -> GameState:
    library = zone_cards(state, who, "library")
    card = next(c for c in library if c.id == card_id)
    rest = tuple(c for c in library if c.id != card_id)
    return state.evolve(libraries={**state.libraries, who: (*rest, card)})


def _scry(state: GameState, e: Scry, res: Resolution) -> Step:
    n = res.amount(state, e.amount)
    state = _look_and_sort(state, n, res, away="to the bottom", rule="701.22a")
    return triggered_by_looking(state, TriggerEvent.SCRY, res.controller, n), res


def _surveil(state: GameState, e: Surveil, res: Resolution) -> Step:
    n = res.amount(state, e.amount)
    state = _look_and_sort(state, n, res, away="into the graveyard", rule="701.25a")
    return triggered_by_looking(state, TriggerEvent.SURVEIL, res.controller, n), res


def _sacrifice(state: GameState, e: Sacrifice, res: Resolution) -> Step:
    """701.21a: each player named chooses among their own permanents of the kind (in
    turn order, 101.4), and sacrifices it."""
    ids, players, chars, res = _own_chosen(state, e.selector, e.player, res, "sacrifices")
    for oid in ids:
        before = state
        state = move_to_graveyard(state, oid, "sacrificed", "701.21a", sacrificed=True)
        if res.source_id is not None and res.origin_text.lower().startswith("exploit") \
                and chars[oid].controller == res.controller:  # 702.110b
            state = triggered_by_exploiting(before, state, res.source_id, oid)
    # what follows names the permanents sacrificed ("that creature's toughness", 608.2h)
    # and the players who sacrificed ("... and loses 2 life": that player, 608.2c)
    res = _named(state, res, ids)
    return state, replace(res, named=(*res.named, *players))


def _exile_own(state: GameState, e: ExileOwn, res: Resolution) -> Step:
    """406.2: each player named chooses among their own permanents of the kind (in
    turn order, 101.4), as for a sacrifice (701.21a), and exiles it."""
    ids, players, _chars, res = _own_chosen(state, e.selector, e.player, res, "exiles")
    res = _named(state, res, ids)  # "that creature's power" (608.2h): before it moves
    for oid in ids:
        if oid in state.permanents:
            state = leave_battlefield(state, oid, "exile", f"exiled by {res.source_name}",
                                      "406.2")
    return state, replace(res, named=(*res.named, *players))


def _own_chosen(state: GameState, sel: Selector, who: str, res: Resolution, verb: str
                ) -> tuple[list[int], list[str], Mapping[int, Characteristics], Resolution]:
    """The permanents each player named chooses among their own of the kind, in turn
    order (101.4): one for "a", every one for "all" (701.21a); and those players."""
    players, res = _players(state, Who(who), res)
    if sel.controller is ControllerSpec.THAT_PLAYER:  # "a creature they control": each
        sel = replace(sel, controller=ControllerSpec.ANY)  # player's own, below
    if sel.relation is None and sel.controller is ControllerSpec.ANY:
        sel = replace(sel, controller=ControllerSpec.ANY if who != Who.YOU
                      else ControllerSpec.YOU)
    found, res = _objects(state, sel, res)
    chars = characteristics_of(state)
    ids: list[int] = []
    for player in players:
        theirs = [i for i in found if chars[i].controller == player]
        if sel.greatest is not None:  # "with the greatest power among ..." (208.1)
            theirs = _greatest(theirs, sel.greatest, chars)
        if theirs and sel.relation is None and sel.one:  # "all"/"each": every one
            theirs = [res.chooser.pick_permanent(
                f"the {sel.describe()} {does(player, verb)}",
                {i: chars[i].name for i in theirs})]
        ids.extend(theirs)
    return ids, players, chars, res


def _greatest(ids: list[int], what: str, chars: Mapping[int, Characteristics]) -> list[int]:
    """Those of ``ids`` whose power (208.1) or mana value (202.3) is the greatest among
    them: ties are all kept, for the player to choose among (701.21a)."""
    def value(i: int) -> int:
        return (chars[i].power or 0) if what == "power" else chars[i].mana_value
    top = max((value(i) for i in ids), default=0)
    return [i for i in ids if value(i) == top]


def _may(state: GameState, e: MayDo, res: Resolution) -> Step:
    """608.2d: "you may": the player chooses as it resolves."""
    refused = refused_payment(state, e, res)  # a cost they can't pay (118.3)
    if refused is not None:
        return refused
    if not res.chooser.pick(f"whether {possessive(res.controller)} {res.source_name} does "
                            "it (you may)", [True, False]):
        n = sum(len(list(target_parts(x))) for x in e.effects)
        return state.logged("choice", res.source_name, f"{does(res.controller, 'chooses')}"
                            " not to", "608.2d"), replace(res, cursor=res.cursor + n,
                                                          done=False)
    before, res = state, replace(res, done=None)
    for inner in e.effects:
        state, res = perform(state, inner, res)
    # done: it changed the game, or an instruction said it was done (a card chosen, 608.2c)
    res = replace(res, done=was_done(before, state) or res.done is True)
    if e.when_done and res.done:  # "When you do, ...": only if it was done (603.12)
        state = triggered_reflexively(state, res.source_id, res.source_name, res.controller,
                                      e.when_done, e.when_text, this_ability=res.origin_text)
    return state, res


def _attempt(state: GameState, e: Attempt, res: Resolution) -> Step:
    """608.2c, 609.3: an instruction "If you do" follows, carried out as written; it was
    done only if it did something (an impossible one does nothing). "When you do, ..."
    after it triggers only if it was done (603.12)."""
    before = state
    for inner in e.effects:
        state, res = perform(state, inner, res)
    done = was_done(before, state)
    if e.when_done and done:
        state = triggered_reflexively(state, res.source_id, res.source_name, res.controller,
                                      e.when_done, e.when_text, this_ability=res.origin_text)
    return state, replace(res, done=done)


def _if_you_do(state: GameState, e: IfYouDo, res: Resolution) -> Step:
    """608.2d: "If you do, ..." (or "If you don't, ...") after an optional instruction:
    carried out only if the player did (didn't) do it."""
    if res.done is None:
        raise UnsupportedError("'If you do' without an optional instruction before it")
    if res.done is not e.done:
        n = sum(len(list(target_parts(x))) for x in e.effects)
        return state.logged("choice", res.source_name, "it wasn't done: the rest doesn't "
                            "happen" if e.done else "it was done: the rest doesn't happen",
                            "608.2d"), replace(res, cursor=res.cursor + n)
    for inner in e.effects:
        state, res = perform(state, inner, res)
    return state, res


def _gain_control(state: GameState, e: GainControl, res: Resolution) -> Step:
    """613.1b (layer 2): the ability's controller gains control of the objects, locked in
    as it resolves (611.2c), indefinitely or until end of turn (514.2)."""
    ids, res = _objects(state, e.selector, res)
    starts, watch = control_watch(state, e, res.source_id, res.controller)  # 611.2b
    for oid in ids if starts else ():
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, res.source_id, res.source_name, res.controller,
            replace(e, selector=replace(e.selector, relation=Relation.THAT)), ts,
            frozenset({oid}), e.duration, rule="611.2c, 613.1b",
            origin_text=res.origin_text, watch=watch)))
        until = f" until {e.duration}" if e.duration else ""
        state = state.logged("control", characteristics_of(state)[oid].name,
                             f"{does(res.controller, 'gains')} control of it{until}",
                             "613.1b")
    return track_control(state), _named(state, res, ids)


def _if_holds(state: GameState, e: IfHolds, res: Resolution) -> Step:
    """608.2c: "<instruction> if <condition>": the condition is checked as that part of
    the text is carried out; if it doesn't hold, that part does nothing (its targets
    are passed over)."""
    that = next((t for t in res.named if isinstance(t, int)), None)
    ctx = ProductionContext(state, res.source_id, res.controller, x=res.x, that=that,
                            that_looks=dict(res.named_looks).get(that)  # 608.2h
                            if that is not None else None)
    if not holds_as_resolving(e.condition, ctx, res.cast):
        n = sum(len(list(target_parts(x))) for x in e.effects)
        return state.logged("effect", res.source_name, "its condition doesn't hold: that "
                            "part does nothing", "608.2c"), replace(
            res, cursor=res.cursor + n, paid={**res.paid, "if_held": False})  # "Otherwise"
    res = replace(res, paid={**res.paid, "if_held": True})
    for inner in e.effects:
        state, res = perform(state, inner, res)
    return state, res


def _player_counters(state: GameState, e: PlayerCounters, res: Resolution) -> Step:
    """122.1: a player gets counters (energy, poison, experience)."""
    names, res = _players(state, e.player, res)
    n = res.amount(state, e.amount)
    for name in names:
        state = put_player_counters(state, name, e.kind, n, res.controller,
                                    why=f"from {res.source_name}", order=res.order)
    return state, replace(res, named=tuple(names))


def _day_or_night(state: GameState, e: BecomeDayOrNight, res: Resolution) -> Step:
    """731.1: the game gets the designation (engine.effects.daynight)."""
    return becomes(state, e.designation, res.source_name, "731.1"), res


def _monarch(state: GameState, e: BecomeMonarch, res: Resolution) -> Step:
    """725.1: the player becomes the monarch; whoever was stops being it."""
    names, res = _players(state, e.player, res)
    for name in names[:1]:
        state = state.evolve(monarch=name)
        state = state.logged("monarch", name, f"{does(name, 'becomes')} the monarch", "725.1")
    return state, res


def _investigate(state: GameState, e: Investigate, res: Resolution) -> Step:
    """701.16a: create a Clue token for each time (one event, 111.1, 616.1)."""
    n = res.amount(state, e.amount)
    clue = TokenKind(predefined_token("Clue"))
    state, _ids = create_tokens(state, Creation(((clue, n),)), res.controller,
                                order=res.order, source_name=res.source_name)
    return state, res


def _create(state: GameState, e: CreateToken, res: Resolution) -> Step:
    """111.1: each player named creates the tokens, one event each (616.1), under that
    player's control (111.2); "it" / "them" then names the new tokens (608.2c)."""
    names, res = _players(state, e.player, res)
    e = counted_pt(e, lambda a: max(0, res.amount(state, a)))  # X/X, once (608.2h)
    kind = TokenKind.of_create_token(e)
    made: list[int] = []
    if e.attached_to is not None:  # a Role, created attached to each host (111.10j)
        hosts, res = _objects(state, e.attached_to, res)
        for name in names:
            for host in hosts:
                state, ids = create_tokens(state, Creation(((replace(kind, attached_to=host),
                                                             1),)), name, order=res.order,
                                           source_name=res.source_name)
                made += ids
        return state, _named(state, res, made)
    for name in names:
        n = res.amount_for(state, e.count, name)  # "for each Forest they control"
        if n < 1:
            continue
        state, ids = create_tokens(state, Creation(((kind, n),)), name, order=res.order,
                                   source_name=res.source_name)
        made += ids
    return state, _named(state, res, made)


def _proliferate(state: GameState, _e: Proliferate, res: Resolution) -> Step:
    """701.27a: choose any number of permanents and players with counters; each gets
    another counter of each kind already there (one event per object, 122.6)."""
    chars = characteristics_of(state)
    for pid in sorted(state.permanents):
        perm = state.permanents[pid]
        if not perm.counters or not res.chooser.pick(
                f"whether {res.controller} chooses {chars[pid].name} #{pid} to proliferate "
                "(CR 701.27a)", [True, False]):
            continue
        for kind, _n in perm.counters:
            state = put_counters(state, pid, kind, 1, res.controller, why="proliferate",
                                 order=res.order, rule="701.27a")
    for p in state.players:
        if not p.counters or not res.chooser.pick(
                f"whether {res.controller} chooses {p.name} to proliferate (CR 701.27a)",
                [True, False]):
            continue
        for kind, _n in p.counters:
            state = put_player_counters(state, p.name, kind, 1, res.controller,
                                        why="proliferate", order=res.order, rule="701.27a")
    return state, res


def _flip(state: GameState, e: Flip, res: Resolution) -> Step:
    """710.2: the flip card flips; anything else, or one flipped already, stays as it
    is (710.4)."""
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        state = flip(state, oid)
    return state, _named(state, res, ids)


def _change_door(state: GameState, e: ChangeDoor, res: Resolution) -> Step:
    """709.5f-g: a door of each Room chosen is unlocked (or, "lock or unlock", locked if
    it was unlocked) by the ability's controller."""
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        state = change_a_door(state, oid, res.controller, res.chooser, or_lock=e.or_lock)
    return state, _named(state, res, ids)


def _transform(state: GameState, e: Transform, res: Resolution) -> Step:
    """701.27a: a double-faced permanent turns over; others are left alone (701.27c)."""
    ids, res = _objects(state, e.selector, res)
    for oid in ids:
        perm = state.permanents[oid]
        if (perm.card is not None and is_double_faced(perm.card)) or len(perm.token_faces) == 2:
            state = transform_permanent(state, oid)  # 701.27a, 701.27e
        else:
            state = state.logged("transform", characteristics_of(state)[oid].name,
                                 "it isn't a double-faced permanent: nothing happens",
                                 "701.27c")
    return state, _named(state, res, ids)


def _put_in_library(state: GameState, e: PutInLibrary, res: Resolution) -> Step:
    """401.3: put on top (or the bottom) of its owner's library; a token ceases to exist
    (111.7). "Shuffle it into its owner's library": it goes there (a new object, 400.7)
    and each library it went to is shuffled (701.24a)."""
    ids, res = _objects(state, e.selector, res)
    how = "shuffled into its owner's library" if e.shuffle else "put into its owner's library"
    if not ids and e.selector.relation is Relation.THAT:  # the card it became (400.7e)
        left_owners = _left_owners(state, res)
        state, ids = move_left_card(state, res.paid, res.named, "library", how,
                                    res.source_name, top=not e.bottom)
        if e.shuffle:
            state = _shuffled(state, left_owners if ids else [], res.source_name)
        if ids and e.nth > 1:
            state = _nth_from_top(state, left_owners, e.nth)
        return state, replace(res, named=tuple(ids))
    res2 = _named(state, res, ids)
    owners: list[str] = []
    for oid in ids:
        owner = state.permanents[oid].owner
        token = state.permanents[oid].is_token  # it ceases to exist (111.7)
        owners.append(owner)
        state = leave_battlefield(state, oid, "library", how + (
            "" if e.shuffle else " on the bottom" if e.bottom else " on top"),
            "701.24a" if e.shuffle else "401.3")
        if e.bottom and not token:
            library = zone_cards(state, owner, "library")
            if library:
                state = state.evolve(libraries={**state.libraries,
                                                owner: (*library[1:], library[0])})
        elif e.nth > 1 and not token:
            state = _nth_from_top(state, [owner], e.nth)
    if e.shuffle:
        state = _shuffled(state, owners, res.source_name)
    return state, res2


def _nth_from_top(state: GameState, owners: Sequence[str], nth: int) -> GameState:
    """The card just put on top of each of these libraries moved down to be ``nth`` from
    the top, or to the bottom of a library with fewer cards (401.7)."""
    for owner in owners:
        library = zone_cards(state, owner, "library")
        if library:
            rest = library[1:]
            at = min(nth - 1, len(rest))
            state = state.evolve(libraries={**state.libraries, owner: (
                *rest[:at], library[0], *rest[at:])})
    return state


def _left_owners(state: GameState, res: Resolution) -> list[str]:
    """The owner of the card the object that left became, if it is still where it went
    (400.7e; a card's zone is its owner's, 400.3)."""
    found = left_card(state, res.paid)
    where = card_zone(state, found) if found is not None else None
    return [where[0]] if where is not None else []


def _shuffled(state: GameState, owners: Sequence[str], who: str) -> GameState:
    """Each of these players' libraries shuffled once (701.24a; mtglab keeps the order:
    a shuffle's result is random)."""
    for owner in dict.fromkeys(owners):
        state = state.logged("shuffle", owner, f"{owner}'s library is shuffled by {who} "
                             "(mtglab keeps its order: a shuffle's result is random)",
                             "701.24a")
    return state


def _from_graveyard(state: GameState, e: ReturnFromGraveyard, res: Resolution) -> Step:
    """A card in a graveyard goes to its owner's hand or onto the battlefield under the
    ability's controller's control, or its owner's if the text says so (400.7: a new
    object; 110.2a; it stays its owner's card, 108.3). What follows names the permanent
    it became ("It gains haste", 400.7, 608.2c), or the card as it was ("its mana
    value" after it went to a hand, 608.2h). "Return that card (it)" after a creature
    died is the card it became in the graveyard, if it is still there (400.7e)."""
    if e.selector.relation is Relation.THAT and e.selector.zone == "graveyard":
        found_card = left_card_in(state, res.paid, "graveyard")
        ids = [found_card] if found_card is not None else []
        if not ids:
            state = state.logged("not found", res.source_name, "the card it became has "
                                 "left the graveyard: a new object (400.7)", "400.7e")
    else:
        ids, res = _objects(state, e.selector, res)
    looks = tuple(lk for lk in (printed_looks(state, i) for i in ids) if lk is not None)
    entered: list[int] = []
    for cid in ids:
        if e.destination == "hand":
            state = move_card(state, cid, "hand", f"returned by {res.source_name}", "400.7")
        elif e.destination == "library":  # "on top of / on the bottom of ..." (401.3)
            where = "on the bottom" if e.bottom else "on top"
            state = move_card(state, cid, "library", f"put {where} by {res.source_name}",
                              "401.3", top=not e.bottom)
        elif res.arrive is None:
            raise UnsupportedError("putting a card onto the battlefield from here")
        else:
            found = card_zone(state, cid)
            who = found[0] if found is not None and e.owner_controls else res.controller
            before = set(state.permanents)
            state = res.arrive(state, cid, who, e.tapped, res.chooser, counters=e.counters)
            new = [p for p in sorted(set(state.permanents) - before)
                   if found is not None and state.permanents[p].card is found[2].card]
            for pid in new if e.attacking else ():  # "tapped and attacking" (508.4)
                state = enters_attacking(state, pid, who)
            entered += new
    if entered:  # the new objects it became (400.7)
        return state, _named(state, res, entered)
    return state, replace(res, named=tuple(ids), named_looks=looks)


def _look_at_top(state: GameState, e: LookAtTop, res: Resolution) -> Step:
    """401.2: the player looks at the top cards of their library; they stay there and
    are "them" for what follows (608.2c)."""
    names, res = _players(state, e.player, res)
    who = names[0] if names else res.controller
    n = res.amount(state, e.amount)
    top = zone_cards(state, who, "library")[:n]
    state = state.logged("look", who, f"{does(who, 'looks')} at the top {len(top)} card(s) "
                         "of their library", "401.2")
    return state, replace(res, named=tuple(c.id for c in top if c.id is not None))


def _put_looked_at(state: GameState, e: PutLookedAt, res: Resolution) -> Step:
    """Put the chosen cards among those looked at into the hand, the rest on the bottom
    (in their order: mtglab's choice of "any order") or into the graveyard."""
    looked = [t for t in res.named if isinstance(t, int)]
    found = {t: state.find_card(t) for t in looked}
    cards = [t for t in looked if found[t] is not None]
    fits = [t for t in cards if e.selector is None or _card_matches(state, t, e.selector,
                                                                      res)]
    n = min(res.amount(state, e.count), len(fits))
    names = {t: found[t][2].name for t in fits}  # type: ignore[index]
    sizes = range(0, n + 1) if e.up_to else (n,)
    options = [combo for k in sizes for combo in itertools.combinations(fits, k)]
    labels = [", ".join(names[t] for t in combo) or "none" for combo in options]
    pick = res.chooser.pick(f"the card(s) {res.controller} puts into their hand", labels) \
        if len(set(labels)) > 1 else labels[0]
    chosen = options[labels.index(pick)]
    state = _move_looked_at(state, e, res, cards, chosen, found)
    return state, replace(res, named=tuple(chosen))


def _move_looked_at(state: GameState, e: PutLookedAt, res: Resolution, cards: list[int],
                    chosen: Sequence[int], found: Mapping[int, Any]) -> GameState:
    """The chosen cards go into the hand, the rest on the bottom in their order or into
    the graveyard (401.2)."""
    for t in chosen:
        state = move_card(state, t, "hand", f"{does(res.controller, 'puts')} it into their "
                          "hand", "401.2")
    for t in cards:
        if t in chosen:
            continue
        if e.rest == "graveyard":
            state = move_card(state, t, "graveyard", "the rest go into the graveyard", "401.2")
        else:
            state = _to_bottom(state, found[t][0], t)
    if e.rest != "graveyard" and len(cards) - len(chosen) > 1:
        state = state.logged("library", res.controller, "the rest go on the bottom in the "
                             "order they were (mtglab's choice of any order)", "401.2")
    return state


def _card_matches(state: GameState, card_id: int, sel: Selector, res: Resolution) -> bool:
    found = state.find_card(card_id)
    if found is None or found[2].card is None:
        return False
    plain = replace(sel, zone=None, controller=ControllerSpec.ANY)
    return matches(plain, card_id, CardLooks(BaseValues.of_card(found[2].card), found[0]),
                   SelectContext(res.source_id, res.controller, x=res.x))  # (107.3)


def _reveal_hand(state: GameState, e: RevealHand, res: Resolution) -> Step:
    """701.20a: the player reveals their hand, or the controller looks at it (701.20:
    seen by that player alone); "it" is the hand, "that player" them."""
    names, res = _players(state, e.player, res)
    if not names:
        return state, res
    who = names[0]
    hand = zone_cards(state, who, "hand")
    shown = ", ".join(c.name for c in hand) or "no cards"
    state = state.logged("look", res.controller, f"{does(res.controller, 'looks')} at "
                         f"{who}'s hand: {shown}", "701.20") if e.look else \
        state.logged("reveal", who, f"{does(who, 'reveals')} their hand: {shown}", "701.20a")
    return state, replace(res, named=(who, *(c.id for c in hand if c.id is not None)))


def _choose_card(state: GameState, e: ChooseCard, res: Resolution) -> Step:
    """608.2c: the controller chooses among the revealed cards; "that card" next."""
    who = next((t for t in res.named if isinstance(t, str)), None)
    pool = [t for t in res.named if isinstance(t, int) and
            _card_matches(state, t, e.selector, res)]
    if not pool:
        return state.logged("choice", res.source_name, "there is no such card to choose",
                            "608.2c"), replace(res, named=(who,) if who else ())
    labels = {t: state.find_card(t)[2].name for t in pool}  # type: ignore[index]
    n = min(res.amount(state, e.count), len(pool))
    sizes = range(n + 1) if e.up_to else (n,)
    # alike cards (one name) make one option each: which of them is no choice (608.2c)
    options = {", ".join(sorted(labels[t] for t in combo)) or "none": combo
               for k in sizes for combo in itertools.combinations(pool, k)}
    names = sorted(options)
    pick = res.chooser.pick(f"the {e.selector.describe()} card(s) {res.controller} "
                            "chooses (CR 608.2c)", names) if len(names) > 1 else names[0]
    chosen = options[pick]
    state = state.logged("choice", res.source_name, f"{does(res.controller, 'chooses')} "
                         f"{pick}", "608.2c")
    return state, replace(res, named=(*((who,) if who else ()), *chosen),
                          done=bool(chosen))  # "If you do": a card was chosen (608.2d)


def _discard_chosen(state: GameState, e: DiscardChosen, res: Resolution) -> Step:
    """701.9a: the player discards the card chosen from their hand."""
    _names, res = _players(state, e.player, res)
    for t in res.named:
        if isinstance(t, int) and (found := state.find_card(t)) is not None and \
                found[1] == "hand":
            state = discard_card(state, t, f"{does(found[0], 'discards')} it", "701.9a")
    return state, res


def _exile_chosen(state: GameState, _e: ExileChosen, res: Resolution) -> Step:
    """406.3: the card chosen is exiled from where it is."""
    for t in res.named:
        if isinstance(t, int) and state.find_card(t) is not None:
            state = move_card(state, t, "exile", f"exiled by {res.source_name}", "406.3")
        elif isinstance(t, int) and t in state.permanents:
            state = leave_battlefield(state, t, "exile", f"exiled by {res.source_name}",
                                      "406.3")
    return state, res


#: Each verb's rule, in one place.
def _prevent(state: GameState, e: PreventDamage, res: Resolution) -> Step:
    """615.1: a prevention shield for this turn; targets are locked as it resolves, other
    recipients and sources are read when damage would be dealt (615.7: "the next N")."""
    shield: PreventionShield | None = PreventionShield(
        res.source_name, res.controller, res.source_id, state.turn, e.kind,
        None if e.amount is None else res.amount(state, e.amount), once=e.next_time)
    named: list[Target] = []
    if e.chosen_source and e.by is not None and shield is not None:  # 609.7a
        state, shield = choose_source(state, shield, e.by, res.chooser, res.controller)
    elif e.by is not None and shield is not None:
        shield, res = _shield_by(state, shield, e.by, res, named)
    if e.to_and_by is not None and shield is not None:  # "dealt to and dealt by" it
        shield, res = _shield_by(state, shield, e.to_and_by, res, named)
        if shield is not None:
            shield = replace(shield, to_any=False, to_ids=shield.by_ids, either=True)
    if e.to and shield is not None:
        shield, res = _shield_to(state, shield, e.to, res, named)
    if shield is None:  # its targets are gone: nothing to prevent (608.2b)
        return state, res
    return add_shield(state, shield), _named(state, res, named)


def _gain_prevented(state: GameState, _e: GainPrevented, res: Resolution) -> Step:
    """615.5: the shield this ability just began gains its controller the life of the
    damage it prevents."""
    for i in range(len(state.prevention) - 1, -1, -1):
        shield = state.prevention[i]
        if shield.source_name == res.source_name and shield.controller == res.controller:
            kept = list(state.prevention)
            kept[i] = replace(shield, gain_to=res.controller)
            return state.evolve(prevention=tuple(kept)), res
    return state, res


def _shield_by(state: GameState, shield: PreventionShield, by: Selector, res: Resolution,
               named: list[Target]) -> tuple[PreventionShield | None, Resolution]:
    """"Target creature would deal": that object; "by attacking creatures": read later."""
    sid = res.source_id
    if by.relation is Relation.SELF and sid is not None and sid in state.permanents:
        named.append(sid)  # "~ would deal": this permanent
        return replace(shield, by_any=False, by_ids=frozenset({sid})), res
    if by.relation not in (Relation.TARGET, Relation.THAT):
        return replace(shield, by_any=False, by_selector=by), res
    ids, res = _objects(state, by, res)
    named.extend(ids)
    return (replace(shield, by_any=False, by_ids=frozenset(ids)) if ids else None), res


def _shield_to(state: GameState, shield: PreventionShield, to: Sequence[Recipient],
               res: Resolution, named: list[Target]
               ) -> tuple[PreventionShield | None, Resolution]:
    """"To any target" / "to you": locked now; "to creatures you control": read later."""
    got: list[Target] = []
    selectors: list[Selector] = []
    for r in to:
        if r.players is None and r.objects is not None and r.objects.relation is None:
            selectors.append(r.objects)
        else:
            some, res = _recipients(state, r, res)
            got.extend(some)
    named.extend(got)
    if not (got or selectors):
        return None, res
    return replace(shield, to_any=False,
                   to_ids=frozenset(t for t in got if isinstance(t, int)),
                   to_players=frozenset(t for t in got if isinstance(t, str)),
                   to_selectors=tuple(selectors)), res


def _emblem(state: GameState, e: GetEmblem, res: Resolution) -> Step:
    """114.2: each player named gets an emblem with the abilities (engine.emblems)."""
    names, res = _players(state, e.who, res)
    for name in names:
        state = create_emblem(state, name, e.abilities, res.source_name)
    return state, res


def _skip_next_untap(state: GameState, e: SkipNextUntap, res: Resolution) -> Step:
    """502.3: they don't untap during their controllers' next untap step."""
    ids, res = _objects(state, e.selector, res)
    return skip_next_untap(state, ids, res.source_name), _named(state, res, ids)


def _choose_opponent(state: GameState, e: ChooseOpponent, res: Resolution) -> Step:
    """ "Choose an opponent." (608.2d: the controller chooses as it resolves) / "Choose
    target opponent." (115.1: the target chosen as it was put on the stack): "that
    player" / "they" after it is that opponent (608.2c)."""
    if e.player is not None:
        group, res = res.take(1)
        names = [t for t in group if isinstance(t, str)]
    else:
        opponents = [p for p in _turn_order(state) if p != res.controller]
        names = [str(res.chooser.pick(f"the opponent {res.controller} chooses for "
                                      f"{res.source_name} (CR 608.2d)", opponents))] \
            if opponents else []
    if not names:
        return state, res
    state = state.logged("choice", res.source_name,
                         f"{does(res.controller, 'chooses')} {names[0]}", "608.2d")
    return state, replace(res, named=(names[0],),
                          paid={**res.paid, "that_player": names[0]})


def _delayed(state: GameState, e: Delayed, res: Resolution) -> Step:
    """603.7a: the delayed triggered ability is created as this resolves, to trigger
    once at its moment (603.7b-c); its "it" / "them" are the objects the text named so
    far — or the object the trigger named — and stay those objects (603.7c, 400.7). A
    spell's is controlled by the spell's controller, its source the spell (603.7d)."""
    ids = tuple(t for t in res.named if isinstance(t, int))
    that = res.paid.get("that")
    if not ids and isinstance(that, int):
        ids = (that,)
    spell = res.source_looks.spell if res.source_looks is not None else None
    source = res.source_id if res.source_id is not None else spell if spell is not None \
        else -1
    state = create_delayed(state, e, source, res.source_name, res.controller,
                           that=ids[0] if ids else None, those=ids)
    return state, res


VERBS: dict[type, Callable[[GameState, Any, Resolution], Step]] = {
    Damage: _damage,
    Lasting: _lasting,
    DurationTrigger: _duration_trigger,  # 603.7b
    SetColors: _until_the_game_ends, LoseKeywords: _until_the_game_ends,  # 611.2a
    Becomes: _until_the_game_ends,  # 611.2a, 613.1d: cards.durations
    ExchangeControl: lambda s, e, r: exchange_control(s, e, r, _objects),  # 701.12b
    ChooseColor: choose_as_it_resolves, ChooseCreatureType: choose_as_it_resolves,  # 608.2d
    Destroy: _destroy,
    ExileCards: _exile,
    ReturnToHand: _bounce,
    TapPermanents: _tap,
    Untap: _untap,
    PutCounters: _counters,
    RemoveCounters: lambda s, e, r: perform_remove_counters(s, e, r, _objects),  # 122.1
    Regenerate: _regenerate,
    Fight: _fight,
    DrawCards: _draw,
    GainLife: _life,
    LoseLife: _life,
    SetLifeTotal: _set_life,  # 119.5
    Mill: _mill,
    Discard: _discard,
    Scry: _scry,
    Surveil: _surveil,
    Sacrifice: _sacrifice,
    MayDo: _may,
    GetEmblem: _emblem,
    PlayerCounters: _player_counters,
    BecomeMonarch: _monarch,
    BecomeDayOrNight: _day_or_night,
    Investigate: _investigate,
    Proliferate: _proliferate,
    Transform: _transform,
    Flip: _flip,
    ChangeDoor: _change_door,
    PutInLibrary: _put_in_library,
    ReturnFromGraveyard: _from_graveyard,
    LookAtTop: _look_at_top,
    PutLookedAt: _put_looked_at,
    RevealHand: _reveal_hand,
    ChooseCard: _choose_card,
    DiscardChosen: _discard_chosen,
    ExileChosen: _exile_chosen,
    IfYouDo: _if_you_do,
    IfHolds: _if_holds,  # 608.2c
    GainControl: _gain_control,  # 613.1b
    PlayerGainsControl: lambda s, e, r: player_gains_control(s, e, r, _objects, _players),
    ExileFromHand: _exile_from_hand,  # 406.2
    TapOrUntap: _tap_or_untap,
    CreateToken: _create,
    PreventDamage: _prevent,
    GainPrevented: _gain_prevented,
    Attach: perform_attach,  # 701.3a, 702.6a (engine.equip)
    Ward: perform_ward,  # 702.21a (engine.ward): the ward trigger resolving
    Pay: perform_pay,  # 118.12 (engine.effects.optional): a cost inside an instruction
    PutFromHand: perform_put_from_hand,  # 305.4 (engine.effects.optional)
    ExileFromGraveyard: lambda s, e, r: perform_exile_from_graveyard(s, e, r, _players),  # 406.3
    ExileOwn: _exile_own,  # 406.2, 701.21a
    Attempt: _attempt,  # 609.3: "<instruction>. If you do, ..." (cards.optional)
    TapChosen: perform_tap_chosen,  # 701.26a (engine.effects.optional)
    IfElse: lambda s, e, r: perform_if_else(s, e, r, perform),  # 608.2c: "Otherwise"
    Unless: lambda s, e, r: perform_unless(s, e, r, perform, _players),  # 118.12, 608.2d
    PlayerMay: lambda s, e, r: perform_player_may(s, e, r, perform, _players),  # 608.2d
    DiscardKind: lambda s, e, r: perform_discard_kind(s, e, r, _players),  # 701.9a
    # libraries (engine.effects.library): 701.23, 701.24, 701.20, 401.4, 406.3
    Search: search,
    Shuffle: shuffle,
    ShuffleInto: shuffle_into,  # 701.24a
    PutOnLibrary: put_on_library,
    RevealTopCards: reveal_top,
    TakeFromAmong: take_from_among,
    PutRest: put_rest,
    ExileTop: exile_top,
    RevealUntil: reveal_until,
    ExileGraveyard: exile_graveyard,  # 404.1, 406.3
    SeparatePiles: separate_piles,  # 700.3
    ChoosePile: choose_pile,
    PutPiles: put_piles,
    FromGraveyard: from_graveyard,  # 404, 608.2c: chosen as it resolves
    IfCardIs: lambda s, e, r: if_card_is(s, e, r, perform),  # 608.2c
    Otherwise: lambda s, e, r: otherwise(s, e, r, perform),  # 608.2c
    IfNotPut: lambda s, e, r: if_not_put(s, e, r, perform),  # 608.2c
    ChooseCardName: choose_name,  # 201.4, 608.2d (engine.effects.namechoice)
    ExileInsteadOfDying: perform_exile_instead,  # 614.1a (engine.effects.exileinstead)
    ExileInsteadOfDyingThisTurn: perform_exile_instead_this_turn,  # 614.1a (same)
    ExileInsteadOfLeaving: perform_exile_instead_of_leaving,  # 614.1a (engine.effects.leaving)
    ExileAndReturn: lambda s, e, r: perform_exile_and_return(s, e, r, _objects),  # 406.3, 712.14a
    FlipCoin: flip_coin,  # 705 (engine.effects.chance)
    RollTheDie: roll_the_die,  # 706 (engine.effects.chance)
    SkipNextUntap: _skip_next_untap,  # 502.3 (engine.effects.untapstep)
    Adapt: adapt,  # 701.46a (engine.effects.keywordactions)
    Bolster: bolster,  # 701.39a (engine.effects.keywordactions)
    Monstrosity: monstrosity,  # 701.37a (engine.effects.keywordactions)
    BecomeLevel: become_level,  # 716.2a (engine.effects.levels)
    RemoveOrSacrifice: remove_or_sacrifice,  # 702.32a (engine.effects.keywordactions)
    Renown: renown,  # 702.112a (engine.effects.keywordactions)
    MyriadCopies: myriad_copies,  # 702.116a (engine.effects.keywordactions)
    SacrificeSeveral: lambda s, e, r: sacrifice_several(s, e, r, _players, _objects),  # 701.21a
    Connive: lambda s, e, r: connive(s, e, r, _objects),  # 701.50a (keywordactions)
    Explore: lambda s, e, r: explore(s, e, r, _objects),  # 701.44a (engine.exploring)
    Pair: pair_by_soulbond,  # 702.95a (engine.effects.soulbond)
    DoubleCounters: lambda s, e, r: double_counters(s, e, r, _objects),  # 701.10e
    Clash: clash,  # 701.30 (engine.effects.keywordactions)
    ExtraTurn: lambda s, e, r: extra_turn(s, e, r, _players),  # 500.7 (keywordactions)
    Amass: lambda s, e, r: amass(s, e, r, perform),  # 701.47a (keywordactions)
    Goad: lambda s, e, r: goad(s, e, r, _objects),  # 701.15a (keywordactions)
    Populate: populate,  # 701.36a (engine.effects.keywordactions)
    SkipNextTurn: skip_next_turn,  # 614.10 (engine.effects.keywordactions)
    TakeInitiative: take_initiative,  # 726 (engine.game.initiative)
    IncreaseSpeed: speed_increases,  # 702.179d (engine.game.speed)
    Venture: venture,  # 701.49 (engine.effects.keywordactions, engine.game.dungeons)
    RingTempts: ring_tempt,  # 701.54a (engine.effects.keywordactions, engine.game.ring)
    Detain: lambda s, e, r: detain(s, e, r, _objects),  # 701.35a (keywordactions)
    Manifest: manifest,  # 701.40a, 701.58a, 701.62a (engine.effects.manifesting)
    Incubate: incubate,  # 701.53a (engine.effects.incubating)
    Counter: perform_counter,  # 701.6 (engine.resolution.countering)
    CopyOnStack: perform_copy_on_stack,  # 707.10 (engine.resolution.stackcopies)
    # permissions to play cards (engine.spells.permissions): 601.3, 305.9, 702.8a, 305.2
    PlayNamedCards: grant_play,
    CastWithFlash: grant_flash,
    AdditionalLandPlays: grant_land_plays,
    PlayFromZone: grant_zone,
    CastFree: cast_free, CastTargetCard: grant_target_card,  # 608.2g, 601.3 (freecast)
    CastSpellExiledInstead: exile_cast_spell_instead,  # 614.1a (engine.spells.freecast)
    Delayed: _delayed,  # 603.7a (engine.resolution.delayed)
    ChooseOpponent: _choose_opponent,  # 608.2d, 115.1
}
# what these did is recorded for "that many" / "... this way" after them (608.2c, 609.3)
VERBS.update({t: counting(VERBS[t]) for t in (
    Destroy, ExileCards, ReturnToHand, Mill, Discard, Sacrifice, ReturnFromGraveyard,
    DiscardChosen, ExileChosen, ExileFromHand, ExileFromGraveyard, DiscardKind, ExileOwn,
    SacrificeSeveral)})
assert set(VERBS) == PERFORMED  # one list of what is played (engine.general)


def perform(state: GameState, effect: object, res: Resolution) -> Step:
    """Carry out one instruction; returns the new state and what the text has named."""
    verb = VERBS.get(type(effect))
    if verb is None:
        raise UnsupportedError(f"mtglab can't carry out {type(effect).__name__} yet")
    return verb(state, effect, res)


def perform_one(state: GameState, effect: object, *, source_id: int | None, source_name: str,
                controller: str, chooser: Chooser, targets: Sequence[Target] = (),
                x: int | None = None, paid: Mapping[str, Any] | None = None,
                effects: Sequence[object] = (), origin_text: str = "",
                order: Sequence[str] | None = None, arrive: Arrive | None = None
                ) -> GameState:
    """Carry out one general instruction of an ability whose other instructions the older
    dispatchers play (an ability that mixes both): its targets are those chosen for the
    ability, one per word "target" in order, and "it" is what the trigger named — "them"
    the tokens a delayed trigger names (603.7c), ``paid["those"]`` when it holds "it"."""
    paid = dict(paid or {})
    that = paid.get("that")
    those = tuple(paid.get("those") or ())
    named = those if that in those else (that,) if isinstance(that, int) else ()
    res = Resolution(source_id, source_name, controller, chooser,
                     tuple((t,) for t in targets), x, paid, origin_text=origin_text,
                     effects=tuple(effects), order=tuple(order) if order else None,
                     named=named, arrive=arrive)
    state, _res = perform(state, effect, res)
    return state


def perform_all(state: GameState, effects: Sequence[object], res: Resolution) -> GameState:
    """Carry out instructions in the order written (608.2c), each seeing what the ones
    before it named; a rule the spell states about itself is no instruction."""
    for e in effects:
        if not is_spell_rule(e):
            state, res = perform(state, e, res)
            if res.other_than is not None:  # a spell's "other" (608.2c)
                res = replace(res, other_than=res.earlier())
    return state
