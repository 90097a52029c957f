"""Transformer rules for the general instructions (``instructions.lark``, CR 608.2).

Each method is named after the grammar rule (or its ``->`` alias) it builds, and returns
a record of :mod:`mtglab.cards.instructions` or :mod:`mtglab.cards.effects`. A method
that raises ``ValueError`` rejects the reading: the sentence is then unsupported, the
part named by the parser.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, Tree, v_args

from mtglab.cards.effects import (
    Amount,
    ControllerSpec,
    Destroy,
    DrawCards,
    ExileCards,
    GainLife,
    GrantAbilities,
    LoseLife,
    Mill,
    ModifyPT,
    PutCounters,
    Relation,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Selector,
    StaticModifier,
    TapPermanents,
    Untap,
)
from mtglab.cards.instructions import (
    ANY_TARGET,
    BecomeMonarch,
    Damage,
    Discard,
    Duration,
    Fight,
    Investigate,
    Lasting,
    PlayerCounters,
    Proliferate,
    PutInLibrary,
    Recipient,
    Regenerate,
    Scry,
    Surveil,
    Transform,
    Who,
)

__all__ = ["InstructionRules", "Subject"]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_ANY_NUMBER = 99  # "any number of target ...": as many as there are (601.2c)


@dataclasses.dataclass(frozen=True, slots=True)
class Subject:
    """The subject of a clause before its verb is read: objects or players."""

    objects: Selector | None = None
    players: Who | None = None


def _it() -> Selector:
    return Selector(relation=Relation.THAT)


def _words(items: tuple[Any, ...]) -> list[Any]:
    """The children that carry meaning (no anonymous rule trees such as ``get``)."""
    return [i for i in items if not isinstance(i, Tree)]


def _duration(items: list[Any]) -> Duration | None:
    for i in items:
        if isinstance(i, str) and i in {d.value for d in Duration}:
            return Duration(i)
    return None


def _pt(tok: Token) -> tuple[int, int]:
    p, t = (int(x) for x in str(tok).split("/"))
    return p, t


def _object(subject: Subject) -> Selector:
    if subject.objects is None:
        raise ValueError("a player where an object is meant")
    if subject.objects.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return subject.objects


def _lasting(effect: ModifyPT | GrantAbilities | StaticModifier,
             duration: Duration | None) -> Lasting | ModifyPT | GrantAbilities | StaticModifier:
    """A verb with a duration is a continuous effect of a resolving instruction (611.2a);
    without one it is read as a static ability's (604)."""
    return effect if duration is None else Lasting(effect, duration)


@v_args(inline=True)
class InstructionRules(Transformer[Token, Any]):
    """The transformer rules of ``instructions.lark`` (mixed into the parser's)."""

    # -- clauses ----------------------------------------------------------------------
    def effect(self, *clauses: Any) -> Any:
        flat: list[Any] = []
        for c in clauses:
            if isinstance(c, Token | Tree):  # ", then": a join, not a clause
                continue
            flat.extend(c.items if isinstance(c, _Many) else [c])
        return flat[0] if len(flat) == 1 else _Many(flat)

    def may_clause(self, inner: Any) -> Any:
        from mtglab.cards.effects import MayDo

        return MayDo(tuple(inner.items if isinstance(inner, _Many) else (inner,)))

    def eot_first(self, inner: Any) -> Any:
        if isinstance(inner, Lasting):
            raise ValueError("two durations")
        if isinstance(inner, ModifyPT | GrantAbilities | StaticModifier):
            return Lasting(inner, Duration.END_OF_TURN)
        raise ValueError("'until end of turn' before an instruction that doesn't last")

    def instruction(self, subject: Subject | Selector | Who, verb: Any) -> Any:
        if isinstance(subject, Selector):
            subject = Subject(subject)
        elif isinstance(subject, Who):
            subject = Subject(players=subject)
        return verb(subject) if callable(verb) else verb

    def imperative(self, inner: Any) -> Any:
        return inner

    # -- objects and players ----------------------------------------------------------
    def objects(self, sel: Selector) -> Selector:
        return sel

    def obj_it(self) -> Selector:
        return _it()

    def obj_up_to(self, n: int, body: Selector) -> Selector:
        return dataclasses.replace(body, relation=Relation.TARGET, target_min=0, target_max=n)

    def obj_up_to_one_other(self, body: Selector) -> Selector:
        return dataclasses.replace(body, relation=Relation.TARGET, target_min=0,
                                   target_max=1, excluded=Relation.SELF)

    def obj_n(self, n: Token, body: Selector) -> Selector:
        k = _NUMBERS[str(n).lower()]
        return dataclasses.replace(body, relation=Relation.TARGET, target_min=k, target_max=k)

    def obj_another(self, body: Selector) -> Selector:
        if body.relation is not None:
            raise ValueError("'another target' with another relation")
        return dataclasses.replace(body, relation=Relation.TARGET, excluded=Relation.SELF)

    def obj_any_number(self, body: Selector) -> Selector:
        return dataclasses.replace(body, relation=Relation.TARGET, target_min=0,
                                   target_max=_ANY_NUMBER)

    def subj_self(self, _tok: Token) -> Subject:
        return Subject(Selector(relation=Relation.SELF))

    def subj_objects(self, sel: Selector) -> Subject:
        return Subject(sel)

    def object_subject(self, inner: Any) -> Subject:
        return inner if isinstance(inner, Subject) else Subject(inner)

    def player_subject(self, who: Who) -> Subject:
        return Subject(players=who)

    def player_ref(self, who: Who) -> Who:
        return who

    def p_you(self) -> Who:
        return Who.YOU

    def p_target_player(self) -> Who:
        return Who.TARGET_PLAYER

    def p_target_opponent(self) -> Who:
        return Who.TARGET_OPPONENT

    def p_each_player(self) -> Who:
        return Who.EACH_PLAYER

    def p_each_opponent(self) -> Who:
        return Who.EACH_OPPONENT

    def p_that_player(self) -> Who:
        return Who.THAT_PLAYER

    def p_controller(self) -> Who:
        return Who.CONTROLLER

    def p_owner(self) -> Who:
        return Who.OWNER

    def p_defending(self) -> Who:
        return Who.DEFENDING

    # -- imperatives ("you" does it) --------------------------------------------------
    def i_destroy(self, sel: Selector) -> Destroy:
        return Destroy(_permanent(sel))

    def i_exile(self, sel: Selector) -> ExileCards:
        return ExileCards(_permanent(sel))

    def i_bounce(self, sel: Selector) -> ReturnToHand | ReturnFromGraveyard:
        if sel.zone == "graveyard":  # "target creature card from a graveyard" (400.1)
            return ReturnFromGraveyard(sel, "hand")
        return ReturnToHand(_permanent(sel))

    def i_objects_to_battlefield(self, sel: Selector, *_: Any) -> ReturnFromGraveyard:
        if sel.zone != "graveyard":
            raise ValueError("'return ... to the battlefield' of something not in a graveyard")
        return ReturnFromGraveyard(sel, "battlefield")

    def i_objects_to_battlefield_tapped(self, sel: Selector, *_: Any) -> ReturnFromGraveyard:
        return dataclasses.replace(self.i_objects_to_battlefield(sel), tapped=True)

    def i_tap(self, sel: Selector) -> TapPermanents:
        return TapPermanents(_permanent(sel))

    def i_untap(self, sel: Selector) -> Untap:
        return Untap(_permanent(sel))

    def i_regenerate(self, sel: Selector) -> Regenerate:
        return Regenerate(_permanent(sel))

    def i_put_counters(self, spec: tuple[str, Amount, bool], sel: Selector) -> PutCounters:
        if spec[2]:
            raise ValueError("'any number of' counters as an effect")
        return PutCounters(spec[0], spec[1], _permanent(sel))

    def i_scry(self, n: int) -> Scry:
        return Scry(Amount.fixed(n))

    def i_surveil(self, n: int) -> Surveil:
        return Surveil(Amount.fixed(n))

    def i_investigate(self) -> Investigate:
        return Investigate()

    def i_investigate_twice(self) -> Investigate:
        return Investigate(Amount.fixed(2))

    def i_proliferate(self) -> Proliferate:
        return Proliferate()

    def i_transform(self, sel: Selector) -> Transform:
        return Transform(_permanent(sel))

    def i_on_top(self, sel: Selector, _on: Token) -> PutInLibrary:
        return PutInLibrary(_permanent(sel))

    def i_on_bottom(self, sel: Selector, _on: Token) -> PutInLibrary:
        return PutInLibrary(_permanent(sel), bottom=True)

    # -- cards in a graveyard (400.1) ------------------------------------------------
    def _zone_card(self, items: tuple[Any, ...], lo: int, hi: int,
                   relation: Relation = Relation.TARGET) -> Selector:
        sel: Selector = self.selector(*items)  # type: ignore[attr-defined]
        return dataclasses.replace(sel, relation=relation, target_min=lo, target_max=hi)

    def zc_target(self, *items: Any) -> Selector:
        return self._zone_card(_cards(items), 1, 1)

    def zc_up_to(self, n: int, *items: Any) -> Selector:
        return self._zone_card(_cards(items), 0, n)

    def zc_up_to_one(self, *items: Any) -> Selector:
        return self._zone_card(_cards(items), 0, 1)

    def zc_n(self, n: Token, *items: Any) -> Selector:
        k = _NUMBERS[str(n).lower()]
        return self._zone_card(_cards(items), k, k)

    def zc_another(self, *items: Any) -> Selector:
        return dataclasses.replace(self._zone_card(_cards(items), 1, 1),
                                   excluded=Relation.SELF)

    def gy_yours(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def gy_any(self, *_: Any) -> ControllerSpec:
        return ControllerSpec.ANY

    def gy_opponent(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def i_card_to_hand(self, sel: Selector, owner: ControllerSpec, *_: Any) -> Any:
        return ReturnFromGraveyard(_in_graveyard(sel, owner), "hand")

    def i_card_to_battlefield(self, sel: Selector, owner: ControllerSpec, *_: Any) -> Any:
        return ReturnFromGraveyard(_in_graveyard(sel, owner), "battlefield")

    def i_card_to_battlefield_tapped(self, sel: Selector, owner: ControllerSpec,
                                     *_: Any) -> Any:
        return ReturnFromGraveyard(_in_graveyard(sel, owner), "battlefield", tapped=True)

    def i_you(self, verb: Any) -> Any:
        return verb(Subject(players=Who.YOU))

    # -- object verbs: each returns a function of the subject -------------------------
    def v_damage(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        return lambda s: Damage(amount, recipients, _object(s))

    def v_damage_equal(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        return lambda s: Damage(amount, recipients, _object(s))

    def v_damage_divided(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        return lambda s: Damage(amount, recipients, _object(s), divided=True)

    def dmg_fixed(self, n: int) -> Amount:
        return Amount.fixed(n)

    def dmg_x(self) -> Amount:
        return Amount("x", 0)

    def dmg_that_much(self) -> Amount:
        return Amount("that_much", 0)

    def v_pump(self, *items: Any) -> Any:
        words = _words(items)
        p, t = _pt(words[0])
        return lambda s: _lasting(ModifyPT(_object(s), p, t), _duration(words))

    def v_pump_grant(self, *items: Any) -> Any:
        words = _words(items)
        p, t = _pt(words[0])
        granted = words[1]
        duration = _duration(words)
        if duration is None:
            raise ValueError("'gets ... and gains ...' without a duration")
        return lambda s: _Many([Lasting(ModifyPT(_object(s), p, t), duration),
                                Lasting(GrantAbilities(_object(s), granted), duration)])

    def v_grant(self, *items: Any) -> Any:
        words = _words(items)
        granted = words[0]
        return lambda s: _lasting(GrantAbilities(_object(s), granted), _duration(words))

    def v_cant_block(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _lasting(StaticModifier("cant_block", _object(s)), d)

    def v_cant_be_blocked(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _lasting(StaticModifier("cant_be_blocked", _object(s)), d)

    def v_cant_attack(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _lasting(StaticModifier("cant_attack", _object(s)), d)

    def v_cant_be_countered(self) -> Any:
        return lambda s: _spell_rule(s, "cant_be_countered")

    def v_pump_x(self, *items: Any) -> Any:
        words = _words(items)
        p, t = (str(words[0]).split("/"))
        if "X" not in p + t:
            return self.v_pump(*items)
        each = [(-1 if w.startswith("-") else 1) * (0 if w[1:] == "0" else 1)
                for w in (p, t)]
        if any(w[1:] not in ("X", "0") for w in (p, t)):
            raise ValueError("a fixed and an X bonus in one 'gets'")
        amount = Amount("x", 0)
        return lambda s: _lasting(ModifyPT(_object(s), each[0], each[1], per=amount),
                                  _duration(words))

    def v_cant_attack_block(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _Many([_lasting(StaticModifier("cant_attack", _object(s)), d),
                                _lasting(StaticModifier("cant_block", _object(s)), d)])

    def v_fight(self, sel: Selector) -> Any:
        return lambda s: Fight(_object(s), _permanent(sel))

    def v_fight_each_other(self) -> Any:
        raise ValueError("'fight each other' needs the two subjects")

    # -- shared parts ----------------------------------------------------------------
    def this_turn(self) -> str:
        return Duration.END_OF_TURN.value  # "this turn": until the turn ends (514.2)

    def amount_its_power(self) -> Amount:
        return Amount("named_power", 0)  # of the object just named, as it last was (608.2h)

    def amount_its_toughness(self) -> Amount:
        return Amount("named_toughness", 0)

    def amount_its_mana_value(self) -> Amount:
        return Amount("named_mana_value", 0)

    # -- recipients of damage ---------------------------------------------------------
    def recipients(self, *items: Recipient) -> tuple[Recipient, ...]:
        return tuple(i for i in items if isinstance(i, Recipient))

    def tail_each_player(self) -> Recipient:
        return Recipient(players=Who.EACH_PLAYER)

    def tail_each_opponent(self) -> Recipient:
        return Recipient(players=Who.EACH_OPPONENT)

    def tail_each_other(self, body: Selector) -> Recipient:
        return Recipient(dataclasses.replace(_permanent(body), relation=Relation.OTHER))

    def tail_each_body(self, body: Selector) -> Recipient:
        return Recipient(_permanent(body))

    def r_any_target(self) -> Recipient:
        return ANY_TARGET

    def r_any_number(self) -> Recipient:
        sel = dataclasses.replace(ANY_TARGET.objects or Selector(), target_min=1,
                                  target_max=_ANY_NUMBER)
        return Recipient(sel, Who.TARGET_PLAYER)

    def r_one_or_two(self) -> Recipient:
        sel = dataclasses.replace(ANY_TARGET.objects or Selector(), target_min=1,
                                  target_max=2)
        return Recipient(sel, Who.TARGET_PLAYER)

    def r_players(self, who: Who) -> Recipient:
        return Recipient(players=who)

    def r_objects(self, sel: Selector) -> Recipient:
        return Recipient(_permanent(sel))

    def r_player_or_pw(self) -> Recipient:
        return Recipient(Selector(types=("Planeswalker",), relation=Relation.TARGET),
                         Who.TARGET_PLAYER)

    def r_opponent_or_pw(self) -> Recipient:
        return Recipient(Selector(types=("Planeswalker",), relation=Relation.TARGET),
                         Who.TARGET_OPPONENT)

    # -- player verbs -----------------------------------------------------------------
    def life_n(self, n: int) -> Amount:
        return Amount.fixed(n)

    def v_gain_life(self, *items: Any) -> Any:
        amount = _words(items)[0]
        return lambda s: GainLife(amount, _player(s))

    def v_lose_life(self, *items: Any) -> Any:
        amount = _words(items)[0]
        return lambda s: LoseLife(amount, _player(s))

    v_gain_life_equal = v_gain_life
    v_lose_life_equal = v_lose_life

    def v_draw(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: DrawCards(amount, _player(s))

    def v_discard(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: Discard(amount, _player(s))

    def v_discard_random(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: Discard(amount, _player(s), at_random=True)

    def v_mill(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: Mill(amount, _player(s))

    def v_energy(self, *items: Any) -> Any:
        n = sum(1 for i in items if isinstance(i, Token) and i.type == "ENERGY")
        return lambda s: PlayerCounters("energy", Amount.fixed(n), _player(s))

    def v_monarch(self, *_items: Any) -> Any:
        return lambda s: BecomeMonarch(_player(s))

    def with_max_mana_value(self, n: int) -> tuple[str, Any]:
        return ("max_mana_value", n)

    def with_max_power(self, n: int) -> tuple[str, Any]:
        return ("max_power", n)

    def with_max_toughness(self, n: int) -> tuple[str, Any]:
        return ("max_toughness", n)

    def with_min_mana_value(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", n)

    def without_keyword(self, tok: Token) -> tuple[str, Any]:
        return ("without_keyword", str(tok).capitalize())

    def v_sacrifice(self, *items: Any) -> Any:
        sel = next(i for i in _words(items) if isinstance(i, Selector))
        return lambda s: _sacrifice(s, sel)


class _Many:
    """Several instructions read from one clause ("gets +1/+1 and gains flying")."""

    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = items


def _permanent(sel: Selector) -> Selector:
    if sel.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return sel


def _cards(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """The selector words of "target creature card ...": the word "card" left out."""
    return tuple(i for i in items if not (isinstance(i, Token) and i.type == "CARD_WORD"))


def _in_graveyard(sel: Selector, owner: ControllerSpec) -> Selector:
    """A selector of cards in a graveyard: whose is the zone's owner (404.1)."""
    return dataclasses.replace(sel, zone="graveyard", controller=owner)


def _spell_rule(subject: Subject, kind: str) -> StaticModifier:
    """A rule about the spell itself ("This spell can't be countered", 701.6)."""
    if subject.objects is None or subject.objects.relation is not Relation.SELF:
        raise ValueError("'can't be countered' of something other than this spell")
    return StaticModifier(kind, subject.objects)


def _player(subject: Subject) -> Who:
    if subject.players is None:
        raise ValueError("an object where a player is meant")
    return subject.players


def _sacrifice(subject: Subject, sel: Selector) -> Sacrifice:
    if _player(subject) is not Who.YOU:
        raise ValueError("another player sacrifices")
    return Sacrifice(_permanent(sel))


Many = _Many
