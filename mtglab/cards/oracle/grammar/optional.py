"""Transformer rules for ``grammar/optional.lark``: costs inside instructions (CR 118.12)
and "unless you ..." (118.12, 608.2d). Records: :mod:`mtglab.cards.optional`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    Condition,
    ControllerSpec,
    IfHolds,
    MayDo,
    Mill,
    Relation,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    SacrificeSelf,
    Selector,
)
from mtglab.cards.instructions import (
    Damage,
    Discard,
    IfYouDo,
    Scry,
    Who,
    sequence_problem,
    target_parts,
)
from mtglab.cards.library import IfCardIs
from mtglab.cards.optional import (
    Attempt,
    DiscardKind,
    ExileFromGraveyard,
    IfElse,
    Instead,
    Otherwise,
    Pay,
    PlayerMay,
    PutFromHand,
    TapChosen,
    Unless,
)
from mtglab.cards.oracle.grammar.instructions import Many, Subject
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import ManaCost

__all__ = ["OptionalRules", "attempted_before_if_you_do", "sequence_after"]


#: the card itself in its owner's graveyard (113.6m)
_SELF_IN_GRAVEYARD = Selector(relation=Relation.SELF, zone=Zone.GRAVEYARD)


def _items(inner: Any) -> tuple[Any, ...]:
    return tuple(inner.items if isinstance(inner, Many) else (inner,))


def _targets(effects: tuple[Any, ...]) -> int:
    return sum(1 for e in effects for _part in target_parts(e))


@v_args(inline=True)
class OptionalRules(Transformer[Token, Any]):
    """The transformer rules of ``optional.lark`` (mixed into the parser's)."""

    def i_pay_mana(self, tok: Token) -> Pay:
        """ "pay {1}{W}" (118.12); "pay {X}" only where X is defined (107.3)."""
        return Pay(ManaCost.parse(str(tok)))

    def i_pay_life(self, n: int) -> Pay:
        """ "pay 3 life" (119.4)."""
        return Pay(life=int(n))

    def i_pay_mana_and_life(self, tok: Token) -> Pay:
        """ "pay {1} and 1 life": mana and life, one cost (118.12, 119.4)."""
        mana, _and, life = str(tok)[4:].rpartition(" and ")
        return Pay(ManaCost.parse(mana.strip()), life=int(life.split()[0]))

    def i_pay_mana_each(self, tok: Token, times: Amount) -> Pay:
        """ "pay {1} for each age counter on it": the cost once for each (118.12), the
        number counted as it is paid (608.2h)."""
        return dataclasses.replace(self.i_pay_mana(tok), times=times)

    def i_pay_life_each(self, n: int, times: Amount) -> Pay:
        """ "pay 1 life for each age counter on it" (119.4, 608.2h)."""
        return dataclasses.replace(self.i_pay_life(n), times=times)

    def i_pay_mana_and_life_each(self, tok: Token, times: Amount) -> Pay:
        """ "pay {B} and 1 life for each age counter on it" (118.12, 608.2h)."""
        return dataclasses.replace(self.i_pay_mana_and_life(tok), times=times)

    def i_pay_energy(self, *toks: Token) -> Pay:
        """ "pay {E}{E}" (107.14)."""
        return Pay(energy=len(toks))

    def i_put_from_hand(self, _head: Token, cards: Any, *_under: object) -> PutFromHand:
        """ "put a land card from your hand onto the battlefield", "put a blue or red
        creature card from your hand ..." (305.4, 110.2): ``cards`` is the kind of card
        as grammar/library reads it (its ``selector``); "under your control" or "under
        its owner's control" names you either way (110.2a)."""
        sel: Selector = cards.selector
        if sel.relation is not None or sel.chosen_subtype or sel.chosen_color or \
                sel.same_name_as is not None:
            raise ValueError("a card from the hand named another way, or by a choice")
        return PutFromHand(dataclasses.replace(sel, zone=Zone.HAND))

    def i_put_from_hand_tapped(self, _head: Token, cards: Any, *_under: object) -> PutFromHand:
        return dataclasses.replace(self.i_put_from_hand(_head, cards), tapped=True)

    def i_put_from_hand_attacking(self, _head: Token, cards: Any, _and: Token) -> PutFromHand:
        """ "... onto the battlefield tapped and attacking" (508.4)."""
        return dataclasses.replace(self.i_put_from_hand(_head, cards), tapped=True,
                                   attacking=True)

    def v_put_from_hand(self, head: Token, cards: Any) -> Any:
        """ "<player> may put a permanent card from their hand onto the battlefield": done
        by the player named, as "you" (608.2d, 305.4)."""
        put = self.i_put_from_hand(head, cards)
        return lambda _subject: put

    def v_put_from_hand_tapped(self, head: Token, cards: Any) -> Any:
        put = self.i_put_from_hand_tapped(head, cards)
        return lambda _subject: put

    def i_exile_from_graveyard(self, head: Token, *items: Any) -> ExileFromGraveyard:
        """ "exile a creature card / two cards from your graveyard" (406.3)."""
        word = str(head).split()[-1].lower()
        n = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[word]
        return ExileFromGraveyard(self._graveyard_kind(items), n)

    def v_exile_from_graveyard(self, head: Token, *items: Any) -> Any:
        """ "<player> exiles a card from their graveyard": chosen by that player (406.3)."""
        exiled = self.i_exile_from_graveyard(head, *items)

        def by(subject: Any) -> ExileFromGraveyard:
            who = getattr(subject, "players", None)
            if who is None:
                raise ValueError("only a player exiles cards from their graveyard")
            return dataclasses.replace(exiled, player=who)
        return by

    def _graveyard_kind(self, items: tuple[Any, ...]) -> Selector:
        words = tuple(i for i in items if not (isinstance(i, Token) and i.type in (
            "CARD_WORD",)))
        sel: Selector = self.selector(*words)  # type: ignore[attr-defined]
        if sel.relation is not None or sel.chosen_subtype or sel.chosen_color or \
                sel.same_name_as is not None or sel.mana_value_x:
            raise ValueError("a card in the graveyard named another way, or by a choice")
        return dataclasses.replace(sel, zone=Zone.GRAVEYARD)

    def i_card_on_top(self, sel: Selector, owner: ControllerSpec, _on: Token
                      ) -> ReturnFromGraveyard:
        """ "put target creature card from your graveyard on top of your library": from
        the graveyard to the top of its owner's library (401.3; a new object, 400.7)."""
        return ReturnFromGraveyard(dataclasses.replace(sel, zone=Zone.GRAVEYARD,
                                                       controller=owner), Zone.LIBRARY)

    def i_card_on_bottom(self, _put: Token, sel: Selector, owner: ControllerSpec, _on: Token
                         ) -> ReturnFromGraveyard:
        """ "put target card from a graveyard on the bottom of its owner's library" (401.3;
        a new object, 400.7)."""
        return ReturnFromGraveyard(dataclasses.replace(sel, zone=Zone.GRAVEYARD,
                                                       controller=owner), Zone.LIBRARY,
                                   bottom=True)

    # -- a kind of card by alternatives or a list: "an instant or sorcery card" ---------
    def i_return_self_hand(self, _self: Token) -> ReturnFromGraveyard:
        """ "return ~ from your graveyard to your hand", "return ~ to your hand" of the
        card in its graveyard (113.6m, 400.7)."""
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.HAND)

    def i_return_self_battlefield(self, _self: Token) -> ReturnFromGraveyard:
        """ "return ~ from your graveyard to the battlefield" (113.6m, 110.2)."""
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.BATTLEFIELD)

    def i_return_self_tapped(self, _self: Token) -> ReturnFromGraveyard:
        """ "... to the battlefield tapped" (113.6m, 110.5)."""
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.BATTLEFIELD, tapped=True)

    def i_return_self_attacking(self, _self: Token, _and: Token) -> ReturnFromGraveyard:
        """ "... to the battlefield tapped and attacking" (113.6m, 508.4)."""
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.BATTLEFIELD, tapped=True,
                                   attacking=True)

    def kind_either(self, *adjs: Any) -> tuple[bool, tuple[Any, ...]]:
        """ "instant or sorcery": either quality (the types are alternatives)."""
        return True, adjs

    def kind_all(self, *adjs: Any) -> tuple[bool, tuple[Any, ...]]:
        """ "nonartifact, nonland": every quality."""
        return False, tuple(a for a in adjs if not isinstance(a, Token))

    def _kind(self, kind: tuple[bool, tuple[Any, ...]], quals: tuple[Any, ...]) -> Selector:
        either, adjs = kind
        words = tuple(q for q in quals if not (isinstance(q, Token) and q.type == "CARD_WORD"))
        return self.selector(*adjs, *words, alternatives=either)  # type: ignore[attr-defined,no-any-return]

    def i_exile_either_from_graveyard(self, head: Token, kind: tuple[bool, tuple[Any, ...]],
                                      *quals: Any) -> ExileFromGraveyard:
        """ "exile an instant or sorcery card from your graveyard" (406.3)."""
        exiled = self.i_exile_from_graveyard(head)
        return dataclasses.replace(exiled, selector=self._checked(
            self._kind(kind, quals), Zone.GRAVEYARD))

    @staticmethod
    def _checked(sel: Selector, zone: Zone) -> Selector:
        if sel.relation is not None or sel.chosen_subtype or sel.chosen_color or \
                sel.same_name_as is not None or sel.mana_value_x:
            raise ValueError("a card named another way, or by a choice")
        return dataclasses.replace(sel, zone=zone)

    def i_tap_chosen(self, head: Token, body: Selector) -> TapChosen:
        """ "tap two untapped creatures you control" (701.26a): chosen by the ability's
        controller among the untapped ones of the kind they control."""
        word = str(head).split()[-1].lower()
        if body.controller is not ControllerSpec.YOU or body.tapped is not False or \
                body.zone is not None:
            raise ValueError("'tap N' permanents not 'untapped ... you control'")
        n = {"two": 2, "three": 3, "four": 4, "five": 5}[word]
        return TapChosen(body, n)

    def v_discard_hand(self) -> Any:
        """ "discard your hand" / "discards their hand": every card in it (701.9a)."""
        def discard(subject: Any) -> Discard:
            if subject.players is None:
                raise ValueError("an object where a player is meant")
            return Discard(Amount(AmountKind.ALL, 0), subject.players)
        return discard

    def v_discard_all_kind(self, *items: Any) -> Any:
        """ "<player> discards all nonland cards" (from their hand): every card of the
        kind there (701.9a)."""
        words = tuple(i for i in items if not (isinstance(i, Token) and i.type == "CARD_WORD"))
        kind = self._checked(self.selector(*words), Zone.HAND)  # type: ignore[attr-defined]

        def discard(subject: Any) -> DiscardKind:
            if subject.players is None:
                raise ValueError("an object where a player is meant")
            return DiscardKind(kind, every=True, player=subject.players)
        return discard

    def v_discard_your_hand(self) -> Any:
        """ "You discard your hand", "you may discard all the cards in your hand": "your"
        only when you are the one who discards (701.9a)."""
        def discard(subject: Any) -> Discard:
            if subject.players is not Who.YOU:
                raise ValueError("'your hand' discarded by another player")
            return Discard(Amount(AmountKind.ALL, 0), Who.YOU)
        return discard

    def otherwise(self, _tok: Token, *clauses: Any) -> Otherwise:
        """ "Otherwise, ...": joined to the sentence before by :func:`sequence_after`."""
        return Otherwise(_items(self.effect(*clauses)))  # type: ignore[attr-defined]

    def unless_you_return(self, inner: Any, _tok: Token, body: Selector) -> Many:
        """ "sacrifice ~ unless you return a land you control to its owner's hand"
        (118.12): you may return one such permanent, chosen as you do; if you don't, the
        instruction happens."""
        return self.unless_you(inner, _tok, _one_returned(body))

    def may_have_player(self, subject: Any, verb: Any) -> Any:
        """ "you may have target player lose 2 life" (608.2d): you choose; they do it."""
        return self.may_have(subject, verb)  # type: ignore[attr-defined]

    def unless_you(self, inner: Any, _tok: Token, action: Any) -> Many:
        """ "sacrifice ~ unless you pay {U}": you may do the action; if you don't, the
        instruction happens (118.12). Its targets stay in text order (601.2c): only one
        of the two may have any."""
        done, instead = _items(action), _items(inner)
        for e in done:
            if not _one_choice(e):
                raise ValueError(f"'unless you' {type(e).__name__}: not one choice")
        if _targets(done) and _targets(instead):
            raise ValueError("targets on both sides of 'unless'")
        return Many([MayDo(done), IfYouDo(instead, done=False)])

    def player_may(self, tok: Token, verb: Any) -> PlayerMay:
        """ "that player may sacrifice a creature" (608.2d): the player named chooses and
        does it, as "you"; only what they do by themselves, with no target."""
        who = {"that player": Who.THAT_PLAYER, "each player": Who.EACH_PLAYER,
               "each opponent": Who.EACH_OPPONENT, "target player": Who.TARGET_PLAYER,
               "target opponent": Who.TARGET_OPPONENT}[str(tok).lower()[:-4]]
        return self._player_may(who, _items(verb(Subject(players=Who.YOU))))

    def player_may_scry(self, tok: Token, n: int) -> PlayerMay:
        """ "each player may scry 1" (608.2d, 701.22a): each scries, as "you"."""
        return self.player_may(tok, lambda _subject: Scry(Amount.fixed(int(n))))

    @staticmethod
    def _player_may(who: Who, done: tuple[Any, ...]) -> PlayerMay:
        for e in done:
            if _targets((e,)) or getattr(e, "player", Who.YOU) != Who.YOU or (
                    isinstance(e, Sacrifice) and e.selector.relation is not None):
                raise ValueError(f"'{who.value} may' {type(e).__name__}")
            if isinstance(e, PutFromHand) and who in (Who.EACH_PLAYER, Who.EACH_OPPONENT):
                # each player's card is put at once, after all chose (101.4): not one
                # player's put after another's
                raise ValueError("'each player may put': one simultaneous event")
        return PlayerMay(who, done)

    # -- "<instruction> unless they / its controller <action>" (118.12, 608.2d) ---------
    def u_pay_mana(self, tok: Token) -> Pay:
        """ "pay(s) {2}" by the player named; not "{X}" (X would be 0, 107.3)."""
        pay = self.i_pay_mana(tok)
        if pay.cost is not None and pay.cost.has_x:
            raise ValueError("'unless they pay {X}'")
        return pay

    def u_pay_life(self, n: int) -> Pay:
        """ "pay(s) 2 life" (119.4)."""
        return Pay(life=int(n))

    def u_verb(self, verb: Any) -> Any:
        """ "sacrifice(s) a creature", "discard(s) a card": done by the player named, who
        is "you" as they do it."""
        return verb(Subject(players=Who.YOU))

    def unless_controller_pays(self, inner: Any, tok: Token, mana: Token) -> Unless:
        """ "Tap target creature unless its controller pays {1}" (118.12a)."""
        return self.unless_player(inner, tok, self.u_pay_mana(mana))

    def unless_controller_pays_life(self, inner: Any, tok: Token, n: int) -> Unless:
        """ "Tap target creature unless its controller pays 2 life" (118.12a, 119.4)."""
        return self.unless_player(inner, tok, self.u_pay_life(n))

    def u_either(self, one: Any, _or: Token, other: Any) -> _Either:
        """ "sacrifice a nonland permanent or discard a card": one of them (608.2d)."""
        return _Either((*_items(one), *_items(other)))

    def unless_player(self, inner: Any, tok: Token, action: Any) -> Unless:
        """ "that player loses 2 life unless they pay {2}" (118.12, 608.2d): the player
        the instruction names (or "its controller": the controller of the object it acts
        on) may do the action; if they don't, the instruction happens. "Each opponent
        loses 3 life unless they ...": each of them chooses, the instruction then naming
        "that player" (608.2c)."""
        either = isinstance(action, _Either)
        done, instead = action.actions if isinstance(action, _Either) else _items(action), \
            _items(inner)
        for e in done:
            if not isinstance(e, Pay | Sacrifice | Discard | DiscardKind) or _targets((e,)) or (
                    isinstance(e, Sacrifice) and e.selector.relation is not None) or \
                    getattr(e, "player", Who.YOU) != Who.YOU:
                raise ValueError(f"'unless they' {type(e).__name__}: not one choice")
        by_controller = "controller" in str(tok).lower()
        each = _each_subject(instead) if not by_controller else None
        if each is not None:
            instead = tuple(dataclasses.replace(e, player=Who.THAT_PLAYER) for e in instead)
        elif not by_controller and not _names_one_player(instead):
            raise ValueError("'unless they' after an instruction that names no player")
        return Unless(done, instead, each=each, by_controller=by_controller, either=either)

    def unless_you_discard(self, inner: Any, _tok: Token, n: Amount, kind: Selector) -> Many:
        """ "discard two cards unless you discard a card" / "an artifact card" (118.12,
        701.9a): one card of a kind is :class:`DiscardKind`."""
        return self.unless_you(inner, _tok, _discarded(n, kind))

    def unless_they_discard(self, inner: Any, tok: Token, n: Amount, kind: Selector
                            ) -> Unless:
        """ "that player discards two cards unless they discard a land card" (118.12)."""
        return self.unless_player(inner, tok, _discarded(n, kind))

    def unless_you_discard_random(self, inner: Any, _tok: Token, n: Amount,
                                  kind: Selector) -> Many:
        """ "sacrifice it unless you discard a card at random" (701.9b)."""
        if kind != Selector():
            raise ValueError("'unless you discard' a kind of card")
        return self.unless_you(inner, _tok, Discard(n, at_random=True))


@dataclasses.dataclass(frozen=True, slots=True)
class _Either:
    """Actions read as alternatives ("sacrifice a creature or discard a card")."""

    actions: tuple[Any, ...]


def _discarded(n: Amount, kind: Selector) -> Discard | DiscardKind:
    """ "discard a card" (any), or one card of a kind: "discard a land card" (701.9a)."""
    if kind == Selector():
        return Discard(n)
    if n != Amount.fixed(1) or kind.relation is not None or kind.chosen_subtype or \
            kind.chosen_color or kind.same_name_as is not None or kind.mana_value_x:
        raise ValueError("'discard' cards of a kind other than one, or by a choice")
    return DiscardKind(dataclasses.replace(kind, zone=Zone.HAND))


def _each_subject(effects: tuple[Any, ...]) -> str | None:
    """ "each opponent" / "each player" when every instruction has it as its subject."""
    subjects = {getattr(e, "player", None) for e in effects}
    if len(subjects) == 1 and (who := subjects.pop()) in (Who.EACH_OPPONENT, Who.EACH_PLAYER):
        return str(who)
    return None


def _names_one_player(effects: tuple[Any, ...]) -> bool:
    """Whether "they" / "that player" after these instructions has one player to name:
    a player subject or recipient that is "that player" or a target (608.2c)."""
    ones = (Who.THAT_PLAYER, Who.TARGET_PLAYER, Who.TARGET_OPPONENT, Who.CONTROLLER)
    for e in effects:
        if getattr(e, "player", None) in ones:
            return True
        for r in getattr(e, "to", ()):  # "~ deals 2 damage to that player" (120.1)
            if getattr(r, "players", None) in ones and getattr(r, "objects", None) is None:
                return True
    return False


def _one_choice(e: Any) -> bool:
    """Whether the action of "unless you ..." is one the player does as a whole, choosing
    what it acts on as they do it: paying, discarding, sacrificing or milling; returning
    a number of permanents chosen (not "tap an untapped creature", which taps all)."""
    if isinstance(e, ReturnToHand):
        return e.count is not None or e.selector.relation is not None
    return isinstance(e, Pay | Discard | Sacrifice | Mill | ExileFromGraveyard | DiscardKind)


def _one_returned(body: Selector) -> ReturnToHand:
    """ "return a land you control to its owner's hand": one, chosen as it is done."""
    if body.relation is not None or body.zone is not None:
        raise ValueError("'unless you return' something named another way")
    return ReturnToHand(body, Amount.fixed(1))


def sequence_after(effects: list[Any], previous: int, start: int) -> None:
    """Join the sentence read last (``effects`` from ``start``) to the one before (from
    ``previous``): "If you do" after an instruction that isn't optional
    (:func:`attempted_before_if_you_do`, 609.3); "Otherwise, ..." after "If you do, ..."
    (608.2d) or "<instructions> if <condition>" (608.2c) makes one
    :class:`~mtglab.cards.optional.IfElse` of both ("If you do" only where it may be
    played: after an optional instruction, as
    :func:`~mtglab.cards.instructions.sequence_problem` says). An "Otherwise" left
    alone stays, and is refused (:func:`mtglab.cards.optional.payment_problem`)."""
    attempted_before_if_you_do(effects, previous, start)
    if len(effects) == start + 1 and start > 0 and isinstance(effects[start], IfYouDo) and \
            isinstance(cond := effects[start - 1], IfCardIs) and cond.effects and \
            isinstance(cond.effects[-1], MayDo):
        # "If it shares a creature type with ~, you may reveal it. If you do, ...": what
        # was done only if the "if" held is part of it (608.2c, 608.2d)
        effects[start - 1:] = [dataclasses.replace(cond, effects=(*cond.effects,
                                                                  effects[start]))]
        return
    if len(effects) == start + 1 and start > previous and isinstance(effects[start], Instead) \
            and _replaces(effects[start], tuple(effects[previous:start])):
        before = tuple(effects[previous:start])
        if len(before) == 1 and isinstance(before[0], IfYouDo):
            # "If you do, X. If <condition>, Y instead": both only if you did (608.2d)
            inner = before[0]
            effects[previous:] = [dataclasses.replace(
                inner, effects=(_instead_of(effects[start], inner.effects),))]
            return
        effects[previous:] = [_instead_of(effects[start], before)]
        return
    if len(effects) != start + 1 or start == 0 or not isinstance(effects[start], Otherwise):
        return
    other, before = effects[start], effects[start - 1]
    if isinstance(before, IfYouDo) and before.done:
        if sequence_problem(tuple(effects[:start])) is None:  # after "you may ..." (608.2d)
            effects[start - 1:] = [IfElse(None, before.effects, other.effects)]
    elif isinstance(before, IfHolds):
        effects[start - 1:] = [IfElse(before.condition, before.effects, other.effects)]


def _instead_of(instead: Instead, before: tuple[Any, ...]) -> IfElse:
    """"<instructions>. If <condition>, <other instructions> instead" (608.2c): the first
    instructions happen only if the condition doesn't hold, the others only if it does,
    checked once as that part resolves. The first instructions stay first, so that their
    targets are chosen in the order of the text (601.2c) and "that creature" / "it" of
    the others names what they targeted (608.2c). The condition's "that <noun>" names the
    first object they target when it can be one ("If that creature is a Human"), else the
    object named before them (the one the trigger was about: "If that land is a
    Mountain")."""
    cond = instead.condition
    same = _same_damage(instead.effects, before)
    return IfElse(dataclasses.replace(cond, negate=not cond.negate), before,
                  instead.effects if same is None else same,
                  about_target=cond.kind == "that_is" and _targets_that(cond, before),
                  instead=True, same_targets=same is not None)


def _replaces(instead: Instead, before: tuple[Any, ...]) -> bool:
    """Whether "<instructions>. If <condition>, ... instead" can be joined: "it deals 4
    damage instead" (no recipients) only after one damage instruction it replaces."""
    if not any(isinstance(e, Damage) and not e.to for e in instead.effects):
        return True
    return _same_damage(instead.effects, before) is not None


def _same_damage(instead: tuple[Any, ...], before: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """"~ deals 2 damage to any target. If ..., it deals 4 damage instead" (614.15): the
    damage before, by the same source to the same recipients, with the other amount — or
    None when ``instead`` isn't one such damage or ``before`` isn't one damage it can
    replace ("it" or ~: the same source)."""
    if len(instead) != 1 or not isinstance(instead[0], Damage) or instead[0].to or \
            len(before) != 1 or not isinstance(before[0], Damage) or before[0].divided:
        return None
    new, old = instead[0], before[0]
    if new.source not in (old.source, Selector(relation=Relation.THAT),
                          Selector(relation=Relation.SELF)):
        return None
    return (dataclasses.replace(old, amount=new.amount),)


def _targets_that(cond: Condition, before: tuple[Any, ...]) -> bool:
    """Whether the first word "target" of ``before`` can name an object of the kind the
    condition's "that <noun>" says (its card types: "that creature", "that permanent")."""
    parts = [p for e in before for p in target_parts(e)]
    if not parts or parts[0].objects is None:
        return False
    wanted = set((cond.selector or Selector()).types)
    targeted = set(parts[0].objects.types)
    return not wanted or not targeted or bool(wanted & targeted)


#: the instructions "If you do" may follow without "you may" (608.2c, 609.3): ones the
#: player does, choosing what they act on as they do, with no target
_ATTEMPTED = (Discard, Sacrifice, ExileFromGraveyard)


def attempted_before_if_you_do(effects: list[Any], previous: int, start: int) -> None:
    """"Sacrifice a creature. If you do, ...": when the sentence read last (``effects``
    from ``start``) begins "If you do" and the one before it (from ``previous``) is one
    instruction of yours that isn't optional, that instruction becomes an
    :class:`~mtglab.cards.optional.Attempt` (done only if it did something, 609.3)."""
    if start - previous != 1 or len(effects) <= start:
        return
    e, after = effects[previous], effects[start]
    if isinstance(e, SacrificeSelf) and e.condition is None and not e.unless:
        e = Sacrifice(Selector(relation=Relation.SELF))  # "sacrifice ~" (701.21a)
    if isinstance(after, IfYouDo) and after.done and isinstance(e, _ATTEMPTED) and \
            getattr(e, "player", Who.YOU) == Who.YOU and not _targets((e,)):
        effects[previous] = Attempt((e,))
