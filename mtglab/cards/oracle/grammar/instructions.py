"""Transformer rules for the general instructions (``instructions.lark``, CR 608.2).

Each method is named after the grammar rule (or its ``->`` alias) it builds, and returns
a record of :mod:`mtglab.cards.instructions` or :mod:`mtglab.cards.effects`. A method
that raises ``ValueError`` rejects the reading: the sentence is then unsupported, the
part named by the parser.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from typing import Any, Final

from lark import Token, Transformer, Tree, v_args

from mtglab.cards.amounts import RESOLUTION_COUNTS, counted_continuously
from mtglab.cards.durations import (  # grammar/lasting.lark
    Becomes,
    GrantOneOf,
    LoseKeywords,
    SetColors,
)
from mtglab.cards.effectparts import THAT_PLAYER
from mtglab.cards.effects import (
    Amount,
    BecomeCopy,
    Condition,
    ControllerSpec,
    CreateToken,
    Destroy,
    DrawCards,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    LoseAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    PutCounters,
    Relation,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Selector,
    SetBasePT,
    StaticModifier,
    TapPermanents,
    Untap,
)
from mtglab.cards.exilereturn import ExileAndReturn
from mtglab.cards.instructions import (
    ANY_TARGET,
    ITSELF,
    BecomeDayOrNight,
    BecomeMonarch,
    ChangeDoor,
    ChooseCard,
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
)
from mtglab.cards.library import Search, Shuffle
from mtglab.cards.optional import Instead, Pay, PlayerMay
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.grants import GrantRules
from mtglab.cards.oracle.grammar.tokens import with_abilities
from mtglab.cards.statics import NO_COMBAT_DAMAGE
from mtglab.cards.tokens import TokenDef, predefined_name
from mtglab.cards.vocabulary import AmountKind, DayNight, Zone

__all__ = ["ANY_NUMBER_OF_TARGETS", "InstructionRules", "Subject", "owners_control"]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_ANY_NUMBER = 99  # "any number of target ...": as many as there are (601.2c)
ANY_NUMBER_OF_TARGETS: Final = _ANY_NUMBER


@dataclasses.dataclass(frozen=True, slots=True)
class Subject:
    """The subject of a clause before its verb is read: objects or players."""

    objects: Selector | None = None
    players: Who | None = None


def _may_both(before: Any, after: list[Any]) -> bool:
    """Whether "you may <A> and <B>" is one cost offered as a whole (118.12, 608.2d: "you
    may pay {1} and discard a card. If you do, ..."): both parts are paying or
    discarding a number of cards, which the player can't choose to do unless they can do
    all of it (118.3)."""
    return isinstance(before, MayDo) and not before.when_done and bool(after) and \
        all(_cost_part(e) for e in (*before.effects, *after))


def _cost_part(e: Any) -> bool:
    """Paying, or discarding a fixed number of cards of your choice (118.3 checks them)."""
    return isinstance(e, Pay) or (isinstance(e, Discard) and e.player == Who.YOU and
                                  not e.at_random and e.amount.kind is AmountKind.FIXED)


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


#: Conditions whose subject is the spell or source itself ("If this spell was kicked",
#: "If ~ was cast from your hand"): the "it" of the instructions after them is that
#: spell (608.2c: the text read as English)
_ABOUT_THIS_SPELL: Final = frozenset({
    "kicked", "cast_from_hand", "was_cast", "mana_spent_color", "mana_spent_same_color",
    "colors_spent", "no_mana_spent", "cast_from", "cast_in_main_phase"})


def _it_is_self(effect: Any) -> Any:
    """A damage instruction whose source is a bare "it" (no noun) dealt by the source
    itself, as after a condition about the spell (608.2c)."""
    if isinstance(effect, Damage) and effect.source == Selector(relation=Relation.THAT):
        return dataclasses.replace(effect, source=Selector(relation=Relation.SELF))
    return effect


@v_args(inline=True)
class InstructionRules(GrantRules, Transformer[Token, Any]):
    """The transformer rules of ``instructions.lark`` (mixed into the parser's)."""

    # -- clauses ----------------------------------------------------------------------
    def effect(self, *clauses: Any) -> Any:
        flat: list[Any] = []
        where: Amount | None = None
        joined_by_and = False
        for c in clauses:
            if isinstance(c, _WhereX):
                where = c.amount
                continue
            if isinstance(c, Token | Tree):  # ", then": a join, not a clause
                joined_by_and = isinstance(c, Token) and c.type == "VERB_AND"
                continue
            if isinstance(c, _Unlasting):
                raise ValueError("several verbs that last without a duration")
            items = c.items if isinstance(c, _Many) else [c]
            if joined_by_and and flat and _may_both(flat[-1], items):
                flat[-1] = MayDo((*flat[-1].effects, *items))
            else:
                flat.extend(items)
            joined_by_and = False
        flat = _lead_duration(_exile_and_return(_searcher_shuffles(flat)))
        if where is not None:
            flat = _where_x(flat, where)
        return flat[0] if len(flat) == 1 else _Many(flat)

    def where_clause(self, _tok: Token, amount: Amount) -> _WhereX:
        if amount.kind not in COMPUTED_AMOUNTS:
            raise ValueError(f"'where X is {amount.describe()}': not computed")
        return _WhereX(amount)

    def if_you_do(self, _tok: Token, *clauses: Any) -> IfYouDo:
        inner = self.effect(*clauses)
        return IfYouDo(tuple(inner.items if isinstance(inner, _Many) else (inner,)))

    def if_you_dont(self, _tok: Token, *clauses: Any) -> IfYouDo:
        return dataclasses.replace(self.if_you_do(_tok, *clauses), done=False)

    def if_after(self, inner: Any, condition: Condition) -> IfHolds:
        """"<instruction> if <condition>": done only if the condition holds as that part
        of the ability resolves (608.2c). What a spell was cast with is read only as a
        cast trigger's intervening "if" (603.4, 601.2h)."""
        if condition.kind.startswith("that_spell_"):
            raise ValueError("what a spell was cast with, after an instruction")
        return IfHolds(condition, tuple(inner.items if isinstance(inner, _Many) else (inner,)))

    def unless_holds(self, inner: Any, _unless: Token, condition: Condition) -> IfHolds:
        """"<instruction> unless <condition>": done only if the condition doesn't hold
        as that part of the ability resolves (608.2c)."""
        return self.if_after(inner, dataclasses.replace(condition, negate=not condition.negate))

    def unless_holds_more(self, inner: Any, _unless: Token, condition: Condition) -> IfHolds:
        """"<instruction> unless <condition>" with a condition of the static vocabulary,
        as :meth:`if_after_more` reads it (608.2c)."""
        return self.if_after_more(inner, dataclasses.replace(condition,
                                                             negate=not condition.negate))

    def if_after_more(self, inner: Any, condition: Condition) -> IfHolds:
        """"<instruction> if <condition>" with a condition of the static vocabulary
        (grammar/statics.lark); "it" there would name the source, not the object the
        instruction names, so it isn't read."""
        if condition.text in ("it", THAT_PLAYER):
            raise ValueError("'if it ...' after an instruction: 'it' is not the source")
        return self.if_after(inner, condition)

    def if_first(self, condition: Condition, *clauses: Any) -> IfHolds:
        """"If <condition>, <instructions>": the same as "<instructions> if <condition>"
        (608.2c), the condition governing every clause after its comma. "If it ..."
        names an object of the instructions before: "If it's a Human" is what that
        object is as this part resolves (the object the text named last, 608.2c); other
        "it" conditions aren't read here. "If this spell was kicked" is checked as the
        spell resolves (702.33d), from what was paid as it was cast (601.2h)."""
        if condition.text == "it" and condition.kind == "self_is" and \
                not condition.conditions:
            condition = dataclasses.replace(condition, kind="that_is", text="")
        if condition.text in ("it", THAT_PLAYER):
            raise ValueError(f"'if' {condition.kind!r} before instructions")
        held = self.if_after(self.effect(*clauses), condition)
        if condition.kind in _ABOUT_THIS_SPELL:  # "If this spell was kicked, it deals ..."
            held = dataclasses.replace(held, effects=tuple(_it_is_self(e)
                                                           for e in held.effects))
        return held

    def if_instead(self, condition: Condition, *clauses: Any) -> Instead:
        """"If <condition>, <instructions> instead" (608.2c): joined to the instructions
        before by :func:`~mtglab.cards.oracle.grammar.optional.sequence_after`, which it
        replaces when the condition holds. Conditions refused before instructions
        (:meth:`if_first`) are refused here too."""
        held = self.if_first(condition, *clauses)
        return Instead(held.condition, held.effects)

    def may_clause(self, inner: Any) -> Any:
        return MayDo(tuple(inner.items if isinstance(inner, _Many) else (inner,)))

    def may_have(self, subject: Any, verb: Any) -> Any:
        done = self.instruction(subject, verb)
        if isinstance(done, BecomeCopy) and done.subject.is_self:  # "you may have ~ become
            return dataclasses.replace(done, optional=True)  # a copy of ..." (707.4)
        return self.may_clause(done)

    def eot_first(self, inner: Any) -> Any:
        """"Until end of turn, <instruction>" (611.2a): the same as the duration last."""
        return _lasting_first(inner, Duration.END_OF_TURN)

    def next_turn_first(self, inner: Any) -> Any:
        """"Until your next turn, <instruction>" (611.2a): the same as the duration last."""
        return _lasting_first(inner, Duration.UNTIL_YOUR_NEXT_TURN)

    def also_instruction(self, subject: Subject | Selector | Who, _also: Token,
                         verb: Any) -> Any:
        """"<subject> also <verb>": the instruction, in addition to those before (608.2c)."""
        return self.instruction(subject, verb)

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

    def obj_those(self, body: Selector) -> Selector:
        """"those creatures", "each of those creatures": the objects just named, as
        "them" (608.2c)."""
        bare = dataclasses.replace(body, types=(), subtypes=(), any_type=False,
                                   all_subtypes=False)
        if bare != Selector():  # "each of those creatures with flying": not all of them
            raise ValueError("'those' with a quality, relation or controller")
        return _it()

    def obj_up_to(self, n: int, body: Selector) -> Selector:
        return _targeted(body, 0, n)

    def ctrl_each_opponent(self, _tok: Token) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def obj_up_to_other(self, n: int, body: Selector) -> Selector:
        return dataclasses.replace(self.obj_up_to(n, body), excluded=Relation.SELF)

    def obj_up_to_one(self, body: Selector) -> Selector:
        return self.obj_up_to(1, body)

    def obj_up_to_one_other(self, body: Selector) -> Selector:
        return dataclasses.replace(body, relation=Relation.TARGET, target_min=0,
                                   target_max=1, excluded=Relation.SELF)

    def obj_n(self, n: Token, body: Selector) -> Selector:
        k = _NUMBERS[str(n).lower()]
        return _targeted(body, k, k)

    def obj_target_players(self, det: Any, body: Selector, tok: Token) -> Selector:
        """"all creatures target player controls": the permanents of the player chosen
        for that word "target" (115.1)."""
        if getattr(det, "key", None) != "det" or \
                body.controller is not ControllerSpec.ANY or body.relation is not None:
            raise ValueError("'target player controls' after another controller")
        whose = ControllerSpec.TARGET_OPPONENT if "opponent" in str(tok).lower() \
            else ControllerSpec.TARGET_PLAYER
        return dataclasses.replace(body, controller=whose)

    def obj_x(self, body: Selector) -> Selector:
        """"X target creatures": exactly X targets, X chosen first (107.3, 601.2b-c)."""
        return dataclasses.replace(_targeted(body, 1, 1), target_x=True)

    def obj_up_to_x(self, body: Selector) -> Selector:
        """"up to X target creatures": none to X of them (107.3, 601.2c)."""
        return dataclasses.replace(_targeted(body, 0, 1), target_x=True)

    def obj_another(self, body: Selector) -> Selector:
        if body.relation is not None:
            raise ValueError("'another target' with another relation")
        return dataclasses.replace(body, relation=Relation.TARGET, excluded=Relation.SELF)

    def obj_any_number(self, body: Selector) -> Selector:
        return _targeted(body, 0, _ANY_NUMBER)

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

    def p_controller(self, *_: Any) -> Who:
        return Who.CONTROLLER

    def p_owner(self) -> Who:
        return Who.OWNER

    def p_defending(self) -> Who:
        return Who.DEFENDING

    # -- imperatives ("you" does it) --------------------------------------------------
    def i_destroy(self, sel: Selector) -> Destroy:
        return Destroy(_permanent(sel))

    def i_exile(self, sel: Selector) -> ExileCards:
        if sel.zone == "graveyard" and sel.relation is Relation.TARGET and \
                (sel.target_min, sel.target_max) == (1, 1):  # a target card there (406.3)
            return ExileCards(sel)
        return ExileCards(_permanent(sel))

    def i_bounce(self, sel: Selector) -> ReturnToHand | ReturnFromGraveyard:
        if sel.zone == "graveyard":  # "target creature card from a graveyard" (400.1)
            return ReturnFromGraveyard(sel, Zone.HAND)
        return ReturnToHand(_permanent(sel))

    def i_objects_to_battlefield(self, sel: Selector, *under: Any
                                 ) -> ReturnFromGraveyard | _ReturnIt:
        if sel.relation is Relation.THAT and sel.zone is None:
            # the card just exiled (400.7); no controller named: the one putting it (110.2a)
            return _ReturnIt(not under or under[0] is _YOURS)
        if sel.zone != "graveyard":
            raise ValueError("'return ... to the battlefield' of something not in a graveyard")
        return ReturnFromGraveyard(sel, Zone.BATTLEFIELD,
                                   owner_controls=owners_control(*under))

    def i_objects_to_battlefield_tapped(self, sel: Selector, *under: Any
                                        ) -> ReturnFromGraveyard | _ReturnIt:
        return dataclasses.replace(self.i_objects_to_battlefield(sel, *under), tapped=True)

    def i_return_transformed(self, sel: Selector, under: object) -> _ReturnIt:
        """"return it to the battlefield transformed": the card just exiled, its back face
        up (712.14a)."""
        if sel.relation is not Relation.THAT or sel.zone is not None:
            raise ValueError("'return ... transformed' of something other than 'it'")
        return _ReturnIt(under is _YOURS, transformed=True)

    def i_return_tapped_transformed(self, sel: Selector, under: object) -> _ReturnIt:
        return dataclasses.replace(self.i_return_transformed(sel, under), tapped=True)

    def i_return_pronoun_transformed(self, under: object) -> _ReturnIt:
        """"return her to the battlefield transformed": "her" is the card just exiled."""
        return self.i_return_transformed(_it(), under)

    def entering_counter(self, n: Amount, name: Token) -> tuple[str, int]:
        """ "a +1/+1 counter", "two additional +1/+1 counters": a fixed number of counters
        of one kind (122.1); "additional" adds nothing to a card coming from another zone,
        which has no counters (122.2)."""
        if n.kind != "fixed":
            raise ValueError(f"not carried out: entering with a counted number of "
                             f"{name} counters (614.1c)")
        return str(name).lower(), n.value

    def with_counters(self, *counters: tuple[str, int]) -> tuple[tuple[str, int], ...]:
        return counters

    def i_with_counters(self, put: Any, counters: tuple[tuple[str, int], ...]) -> Any:
        """ "... to the battlefield with a +1/+1 counter on it": the card enters with the
        counters (614.1c), counter replacement effects applying to them (122.6)."""
        if isinstance(put, ReturnFromGraveyard) and put.destination == "battlefield" and \
                not put.counters:
            return dataclasses.replace(put, counters=counters)
        if isinstance(put, _ReturnIt) and not put.counters:
            return dataclasses.replace(put, counters=counters)
        if isinstance(put, ExileCards) and put.selector.zone is Zone.GRAVEYARD and \
                put.selector.relation is Relation.TARGET and not put.counters:
            # "exile up to one target ... card from a graveyard with a memory counter on
            # it": the new object in exile has the counters (400.7, 122.1)
            return dataclasses.replace(put, counters=counters)
        raise ValueError("'with ... counters on it' after an instruction that doesn't put "
                         "a card onto the battlefield")

    def under_yours(self) -> object:
        return _YOURS

    def under_owners(self) -> object:
        return _OWNERS

    def i_tap(self, sel: Selector) -> TapPermanents:
        return TapPermanents(_permanent(sel))

    def i_untap(self, sel: Selector) -> Untap:
        return Untap(_permanent(sel))

    def i_gain_control(self, sel: Selector, *items: Any) -> GainControl:
        """You gain control of the objects (613.1b), indefinitely or for a duration
        (611.2a)."""
        duration = _duration(list(items))
        if len(items) != (duration is not None):
            raise ValueError("gain control for a duration other than until end of turn")
        return GainControl(_permanent(sel), "you", duration and duration.value)

    def i_regenerate(self, sel: Selector) -> Regenerate:
        return Regenerate(_permanent(sel))

    def i_put_counters(self, spec: tuple[str, Amount, bool], sel: Selector) -> PutCounters:
        if spec[2]:
            raise ValueError("'any number of' counters as an effect")
        return PutCounters(spec[0], spec[1], _permanent(sel))

    def i_put_counters_each(self, spec: tuple[str, Amount, bool], sel: Selector,
                            per: Amount) -> PutCounters:
        """"Put a +1/+1 counter on it for each Elf you control" (107.1, 122.1)."""
        put = self.i_put_counters(spec, sel)
        return dataclasses.replace(put, amount=_times(put.amount, per))

    def i_put_counters_two(self, spec: tuple[str, Amount, bool], sel: Selector, _and: Token,
                           spec2: tuple[str, Amount, bool], sel2: Selector) -> _Many:
        return _Many([self.i_put_counters(spec, sel), self.i_put_counters(spec2, sel2)])

    def i_scry(self, n: int) -> Scry:
        return Scry(Amount.fixed(n))

    def i_surveil(self, n: int) -> Surveil:
        return Surveil(Amount.fixed(n))

    def i_investigate(self) -> Investigate:
        return Investigate()

    def i_day_or_night(self, word: Token) -> BecomeDayOrNight:
        """ "It becomes day", "It becomes night" (731.1)."""
        return BecomeDayOrNight(DayNight(str(word).split()[-1].lower()))

    def i_investigate_twice(self) -> Investigate:
        return Investigate(Amount.fixed(2))

    def i_proliferate(self) -> Proliferate:
        return Proliferate()

    def i_transform(self, sel: Selector) -> Transform:
        return Transform(_permanent(sel))

    def i_flip(self, *_self: Token) -> Flip:
        """ "flip it" / "flip ~": the flip card flips itself (710.1a)."""
        return Flip(Selector(relation=Relation.SELF))

    def i_unlock_door(self, sel: Selector) -> ChangeDoor:
        """ "unlock a locked door of target Room you control" (709.5f)."""
        return ChangeDoor(_room(sel))

    def i_lock_or_unlock_door(self, sel: Selector) -> ChangeDoor:
        """ "lock or unlock a door of target Room you control" (709.5f-g)."""
        return ChangeDoor(_room(sel), or_lock=True)

    def i_on_top(self, sel: Selector, _on: Token) -> PutInLibrary:
        return PutInLibrary(_permanent(sel))

    def i_on_bottom(self, sel: Selector, _on: Token) -> PutInLibrary:
        return PutInLibrary(_permanent(sel), bottom=True)

    def i_shuffle_in(self, sel: Selector) -> PutInLibrary:
        """ "shuffle it (target creature) into its owner's library" (401.3, 701.24a); "~"
        is left out: a spell shuffling itself leaves the stack as it resolves (608.2n),
        which the engine doesn't do."""
        if sel.relation is Relation.SELF:
            raise ValueError("'shuffle ~ into its owner's library': the source shuffling "
                             "itself is not carried out")
        return PutInLibrary(_permanent(sel), shuffle=True)

    def i_nth_from_top(self, sel: Selector, _into: Token, nth: Token) -> PutInLibrary:
        """ "put target creature into its owner's library second from the top" (401.7)."""
        return PutInLibrary(_permanent(sel), nth=_ORDINALS[str(nth).lower()])

    # -- looking at and revealing cards (401.2, 701.20) -----------------------------
    def i_look_top(self, n: Amount, _card: Token) -> LookAtTop:
        return LookAtTop(n)

    def i_look_top_one(self, _card: Token) -> LookAtTop:
        return LookAtTop(Amount.fixed(1))

    def pc_n(self, tok: Token) -> tuple[Amount, bool]:
        return Amount.fixed(_NUMBERS[str(tok).lower()]), False

    def pc_up_to(self, n: int) -> tuple[Amount, bool]:
        return Amount.fixed(n), True

    def pc_any(self) -> tuple[Amount, bool]:
        return Amount.fixed(_ANY_NUMBER), True

    def i_put_looked_a(self, _det: Any, *items: Any) -> PutLookedAt:
        return self.i_put_looked_kind((Amount.fixed(1), True), *items)

    def rest_bottom(self, *_: Any) -> str:
        return "bottom"

    def rest_graveyard(self) -> str:
        return "graveyard"

    def i_put_looked(self, count: tuple[Amount, bool], rest: str = "bottom") -> PutLookedAt:
        return PutLookedAt(count[0], rest=rest, up_to=count[1])

    def i_put_looked_kind(self, count: tuple[Amount, bool], *items: Any) -> PutLookedAt:
        said = type(items[-1]) is str  # rest_part's word, never a Token (a str too)
        rest = items[-1] if said else "bottom"
        words = items[:-1] if said else items
        sel: Selector = self.selector(*_cards(words))  # type: ignore[attr-defined]
        return PutLookedAt(count[0], rest=rest, selector=sel, up_to=True)

    def v_choose_card(self, n: Amount, *items: Any) -> Any:
        sel: Selector = self.selector(*_cards(items))  # type: ignore[attr-defined]
        chosen = ChooseCard(dataclasses.replace(sel, zone=Zone.HAND), n)

        def by(s: Subject) -> ChooseCard:
            if _player(s) is not Who.YOU:
                raise ValueError("a player other than you chooses")
            return chosen
        return by

    def hand_target_player(self) -> Who:
        return Who.TARGET_PLAYER

    def hand_target_opponent(self) -> Who:
        return Who.TARGET_OPPONENT

    def hand_that_player(self) -> Who:
        return Who.THAT_PLAYER

    def hc_count(self, n: Amount, *items: Any) -> ChooseCard:
        sel: Selector = self.selector(*_cards(items))  # type: ignore[attr-defined]
        return ChooseCard(dataclasses.replace(sel, zone=Zone.HAND), n)

    def hc_up_to(self, n: int, *items: Any) -> ChooseCard:
        return dataclasses.replace(self.hc_count(Amount.fixed(n), *items), up_to=True)

    def i_look_hand(self, who: Who) -> RevealHand:
        """ "Look at target player's hand": seen by you alone (701.20)."""
        return RevealHand(who, look=True)

    def i_look_hand_choose(self, who: Who, _and: Token, chosen: ChooseCard) -> _Many:
        """ "Look at target player's hand and choose a card from it" (701.20, 608.2c)."""
        return _Many([RevealHand(who, look=True), chosen])

    def i_choose_from_it(self, chosen: ChooseCard) -> ChooseCard:
        """ "(You may) choose a nonland card from it": the hand seen before (608.2c)."""
        return chosen

    def i_exile_chosen(self, _card: Token) -> ExileChosen:
        return ExileChosen()

    def v_reveal_hand(self, *_: Any) -> Any:
        return lambda s: RevealHand(_player(s))

    def v_discard_chosen(self, *_: Any) -> Any:
        return lambda s: DiscardChosen(_player(s))

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

    def zc_x(self, *items: Any) -> Selector:
        """ "X target creature cards": exactly X targets, X chosen first (107.3, 601.2b-c)."""
        return dataclasses.replace(self._zone_card(_cards(items), 1, 1), target_x=True)

    def zc_up_to_x(self, *items: Any) -> Selector:
        """ "up to X target cards": none to X of them (107.3, 601.2c)."""
        return dataclasses.replace(self._zone_card(_cards(items), 0, 1), target_x=True)

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
        return ReturnFromGraveyard(_in_graveyard(sel, owner), Zone.HAND)

    def i_card_to_battlefield(self, sel: Selector, owner: ControllerSpec,
                              *under: object) -> Any:
        return ReturnFromGraveyard(_in_graveyard(sel, owner), Zone.BATTLEFIELD,
                                   owner_controls=owners_control(*under))

    def i_card_to_battlefield_tapped(self, sel: Selector, owner: ControllerSpec,
                                     *under: object) -> Any:
        return ReturnFromGraveyard(_in_graveyard(sel, owner), Zone.BATTLEFIELD, tapped=True,
                                   owner_controls=owners_control(*under))

    def i_card_to_battlefield_attacking(self, sel: Selector, owner: ControllerSpec,
                                        _and: Token) -> Any:
        """ "... to the battlefield tapped and attacking": attacking, never declared an
        attacker (508.4)."""
        return dataclasses.replace(self.i_card_to_battlefield_tapped(sel, owner),
                                   attacking=True)

    def i_you(self, verb: Any) -> Any:
        return verb(Subject(players=Who.YOU))

    # -- tokens (111.1) ------------------------------------------------------------------
    def i_create(self, made: CreateToken) -> CreateToken:
        return made

    def v_create(self, made: CreateToken) -> Any:
        return lambda s: dataclasses.replace(made, player=_player(s))

    def token_with(self, *abilities: str) -> _TokenWith:
        return _TokenWith(tuple(abilities))

    def token_tapped(self) -> _TokenTapped:
        return _TokenTapped()


    def _checked_token(self, n: Amount, items: tuple[Any, ...]) -> CreateToken:
        """A token whose abilities mtglab can't play is not read (the line stays
        unsupported): each keyword and quoted ability is read as a line of the token's
        text and kept with it (111.3; grammar/tokens.py)."""
        token = _token(n, items)
        if not token.abilities:
            return token
        return with_abilities(dataclasses.replace(token, abilities=()), token.abilities,
                              whole(self)._token_abilities)

    def token_spec(self, n: Amount, *items: Any) -> CreateToken:
        return self._checked_token(n, items)

    def token_spec_equal(self, *items: Any) -> CreateToken:
        """"a number of ... tokens equal to <amount>" (107.1)."""
        return self._checked_token(items[-1], items[:-1])

    # -- object verbs: each returns a function of the subject -------------------------
    def v_damage(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        return lambda s: _dealt_by(s, amount, recipients)

    def v_damage_same(self, amount: Amount, _tok: Token) -> Any:
        """"<source> deals 4 damage instead": no recipients yet — those of the damage it
        replaces, joined by :func:`~mtglab.cards.oracle.grammar.optional.sequence_after`
        (614.15); left alone, the "instead" it is in is refused."""
        return lambda s: Damage(amount, (), _object(s))

    def v_damage_equal(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        _one_count(amount, recipients)
        return lambda s: _dealt_by(s, amount, recipients)

    def v_damage_divided(self, amount: Amount, recipients: tuple[Recipient, ...]) -> Any:
        if amount.is_fixed:  # at least 1 to each target: no more targets than damage (601.2d)
            recipients = tuple(_at_most(r, amount.value) for r in recipients)
        return lambda s: _dealt_by(s, amount, recipients, divided=True)

    def dmg_fixed(self, n: int) -> Amount:
        return Amount.fixed(n)

    def dmg_x(self) -> Amount:
        return Amount(AmountKind.X, 0)

    def dmg_that_much(self) -> Amount:
        return Amount(AmountKind.THAT_MUCH, 0)

    def dmg_x_plus(self, n: int) -> Amount:
        """"X plus 2 damage": X and a fixed number more (107.3)."""
        return Amount(AmountKind.X, 0, plus=n)

    def dmg_twice_x(self) -> Amount:
        """"Twice X damage" (107.3)."""
        return Amount(AmountKind.X, 0, times=2)

    def dmg_times_x(self, n: Token) -> Amount:
        """"Five times X damage" (107.3)."""
        return Amount(AmountKind.X, 0, times=_NUMBERS[str(n).lower()])

    def v_damage_two(self, first: Amount, to: tuple[Recipient, ...], _and: Token,
                     second: Amount, to2: tuple[Recipient, ...]) -> Any:
        return lambda s: _Many([_dealt_by(s, first, to), _dealt_by(s, second, to2)])

    def v_damage_each(self, amount: Amount, to: tuple[Recipient, ...], per: Amount) -> Any:
        _one_count(per, to)
        return lambda s: _dealt_by(s, _times(amount, per), to)

    def v_damage_equal_after(self, to: tuple[Recipient, ...], amount: Amount) -> Any:
        _one_count(amount, to)
        return lambda s: _dealt_by(s, amount, to)

    def per_each_count(self, sel: Selector) -> Amount:
        if sel.relation is not None and sel.relation is not Relation.OTHER:
            raise ValueError("'for each' of a named object")
        return Amount(AmountKind.COUNT, 0, selector=sel)

    def per_each_domain(self, _tok: Token, sel: Selector) -> Amount:
        return Amount(AmountKind.BASIC_LAND_TYPES, 0, selector=sel)

    def v_pump_each(self, *items: Any) -> Any:
        words = _words(items)
        p, t = _pt(words[0])
        per = next(w for w in words if isinstance(w, Amount))
        _one_count(per)  # "for each Zombie that player controls": not counted per player
        duration = _duration(words)
        if duration is None and not _layers_count(per):
            raise ValueError(f"a static bonus for each {per.describe()}: not counted")
        return lambda s: _lasting(ModifyPT(_object(s), p, t, per=per), duration)

    def v_draw_equal(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: DrawCards(_theirs(amount, _player(s)), _player(s))

    def i_tap_or_untap(self, sel: Selector) -> TapOrUntap:
        return TapOrUntap(_permanent(sel))

    def v_draw_each(self, *items: Any) -> Any:
        amounts = [i for i in _words(items) if isinstance(i, Amount)]
        total = _times(amounts[0], amounts[-1])
        return lambda s: DrawCards(_theirs(total, _player(s)), _player(s))

    def v_gain_life_each(self, *items: Any) -> Any:
        amounts = [i for i in _words(items) if isinstance(i, Amount)]
        total = _times(amounts[0], amounts[-1])
        return lambda s: GainLife(_theirs(total, _player(s)), _player(s))

    def v_lose_life_each(self, *items: Any) -> Any:
        amounts = [i for i in _words(items) if isinstance(i, Amount)]
        total = _times(amounts[0], amounts[-1])
        return lambda s: LoseLife(_theirs(total, _player(s)), _player(s))

    def amount_n_plus(self, n: int, amount: Amount) -> Amount:
        if amount.kind not in _PLUS_AMOUNTS:
            raise ValueError(f"'{n} plus {amount.describe()}': not computed")
        return dataclasses.replace(amount, plus=amount.plus + n)

    def amount_n_minus(self, n: int, amount: Amount) -> Amount:
        """"3 minus the number of cards in their hand": the count taken from a number
        (107.1b: a negative result is zero, :func:`negative_amount_problem`)."""
        if amount.kind not in _PLUS_AMOUNTS:
            raise ValueError(f"'{n} minus {amount.describe()}': not computed")
        return dataclasses.replace(amount, plus=n - amount.plus, times=-amount.times)

    def amount_minus_n(self, amount: Amount, n: int) -> Amount:
        """"The number of cards in their hand minus 4": a number taken from the count
        (107.1b: a negative result is zero)."""
        if amount.kind not in _PLUS_AMOUNTS:
            raise ValueError(f"'{amount.describe()} minus {n}': not computed")
        return dataclasses.replace(amount, plus=amount.plus - n)

    def adj_attacking_or_blocking(self, _tok: Token) -> tuple[str, Any]:
        return ("either", (Selector(attacking=True), Selector(blocking=True)))

    def v_pump(self, *items: Any) -> Any:
        words = _words(items)
        p, t = _pt(words[0])
        return lambda s: _lasting(ModifyPT(_object(s), p, t), _duration(words))

    def object_verb_list(self, *verbs: Any) -> Any:
        """"gets +2/+2 and gains flying until end of turn": each verb acts on what the
        first named (608.2c); a duration written last is the whole list's (611.2a)."""
        said = [v for v in verbs if callable(v)]

        def by(s: Subject) -> _Many | _Unlasting:
            same = Subject(_same(_object(s)))
            out = _share_duration(_flat([said[0](s), *(v(same) for v in said[1:])]))
            if any(isinstance(r, Lasting) for r in out) or \
                    not any(isinstance(r, _LASTING) for r in out):
                return _Many(out)
            return _Unlasting(out)  # a duration before it ("Until end of turn, ...")
        return by

    def player_verb_list(self, *verbs: Any) -> Any:
        """"Target player draws two cards and loses 2 life": the later verbs' player is
        the one the first named ("that player", 608.2c), never a second target."""
        said = [v for v in verbs if callable(v)]

        def by(s: Subject) -> _Many:
            out = _flat([said[0](s)])
            for v in said[1:]:
                out.extend(_flat([v(Subject(players=_same_player(_player(s), out[-1])))]))
            return _Many(out)
        return by

    def i_you_list(self, *verbs: Any) -> Any:
        return self.player_verb_list(*verbs)(Subject(players=Who.YOU))

    def v_grant(self, *items: Any) -> Any:
        words = _words(items)
        granted = words[0]
        return lambda s: _lasting(GrantAbilities(_object(s), self._granted(
            _object(s), granted)), _duration(words))

    def v_cant_block(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _lasting(StaticModifier("cant_block", _object(s)), d)

    def v_no_combat_damage(self, *items: Any) -> Any:
        """ "~ assigns no combat damage this turn" (510.1a)."""
        d = _duration(_words(items))
        return lambda s: _lasting(StaticModifier(NO_COMBAT_DAMAGE, _object(s)), d)

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
        amount = Amount(AmountKind.X, 0)
        return lambda s: _lasting(ModifyPT(_object(s), each[0], each[1], per=amount),
                                  _duration(words))

    def v_cant_attack_block(self, *items: Any) -> Any:
        d = _duration(_words(items))
        return lambda s: _Many([_lasting(StaticModifier("cant_attack", _object(s)), d),
                                _lasting(StaticModifier("cant_block", _same(_object(s))), d)])

    def v_fight(self, sel: Selector) -> Any:
        return lambda s: Fight(_object(s), _permanent(sel))

    def v_fight_each_other(self) -> Any:
        raise ValueError("'fight each other' needs the two subjects")

    # -- shared parts ----------------------------------------------------------------
    def this_turn(self) -> str:
        return Duration.END_OF_TURN.value  # "this turn": until the turn ends (514.2)

    def amount_its_power(self) -> Amount:
        # of the object just named, as it last was (608.2h)
        return Amount(AmountKind.NAMED_POWER, 0)

    def amount_its_toughness(self) -> Amount:
        return Amount(AmountKind.NAMED_TOUGHNESS, 0)

    def amount_its_mana_value(self) -> Amount:
        return Amount(AmountKind.NAMED_MANA_VALUE, 0)

    def amount_that_power(self, _tok: Token) -> Amount:
        return self.amount_its_power()

    def amount_that_toughness(self, _tok: Token) -> Amount:
        return self.amount_its_toughness()

    def amount_that_mana_value(self, _tok: Token) -> Amount:
        return self.amount_its_mana_value()

    def amount_twice(self, amount: Amount) -> Amount:
        if amount.kind not in COMPUTED_AMOUNTS:
            raise ValueError(f"twice {amount.describe()}: not computed")
        return dataclasses.replace(amount, times=amount.times * 2)

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

    def r_one_to_three(self) -> Recipient:
        sel = dataclasses.replace(ANY_TARGET.objects or Selector(), target_min=1,
                                  target_max=3)
        return Recipient(sel, Who.TARGET_PLAYER)

    def r_one_to_three_of(self, body: Selector) -> Recipient:
        return Recipient(dataclasses.replace(_permanent(body), relation=Relation.TARGET,
                                             target_min=1, target_max=3))

    def r_each_up_to(self, n: int) -> Recipient:
        sel = dataclasses.replace(ANY_TARGET.objects or Selector(), target_min=0,
                                  target_max=n)
        return Recipient(sel, Who.TARGET_PLAYER)

    def r_each_of_n(self, n: Token) -> Recipient:
        k = _NUMBERS[str(n).lower()]
        sel = dataclasses.replace(ANY_TARGET.objects or Selector(), target_min=k,
                                  target_max=k)
        return Recipient(sel, Who.TARGET_PLAYER)

    def r_itself(self) -> Recipient:
        """"Itself": the object dealing the damage (120.1), whichever the subject names;
        :func:`_dealt_by` checks that it names one object."""
        return ITSELF

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
    def i_life_becomes(self, who: Who, amount: Amount | int) -> SetLifeTotal:
        """ "<player>'s life total becomes <amount>" (119.5); "they control" in the
        amount is that player's (608.2c)."""
        if isinstance(amount, int):
            amount = Amount.fixed(amount)
        if amount.kind not in COMPUTED_AMOUNTS:
            raise ValueError(f"a life total of {amount.describe()!r}: not computed")
        return SetLifeTotal(_theirs(amount, who), who)

    def half_life_up(self, whose: Token) -> tuple[str, Amount]:
        """ "half their life, rounded up" (107.1a): of the player who acts (608.2c)."""
        return str(whose).lower(), Amount(AmountKind.HALF_LIFE_ROUNDED_UP, 0,
                                          text="half their life, rounded up")

    def half_life_down(self, whose: Token) -> tuple[str, Amount]:
        return str(whose).lower(), Amount(AmountKind.HALF_LIFE_ROUNDED_DOWN, 0,
                                          text="half their life, rounded down")

    def v_lose_half_life(self, _lose: Any, half: tuple[str, Amount]) -> Any:
        """ "<player> loses half their life, rounded up", "you lose half your life" (119.3,
        107.1a): "your" only for you, "their" for another player (608.2c)."""
        whose, amount = half

        def by(s: Subject) -> LoseLife:
            who = _player(s)
            if (whose == "your") != (who is Who.YOU):
                raise ValueError(f"'half {whose} life' said of {who}")
            return LoseLife(amount, who)
        return by

    def v_mill_half_up(self, whose: Token) -> Any:
        """ "<player> mills half their library, rounded up" (701.17a, 107.1a)."""
        return self._mill_half(whose, AmountKind.HALF_LIBRARY_ROUNDED_UP, "up")

    def v_mill_half_down(self, whose: Token) -> Any:
        return self._mill_half(whose, AmountKind.HALF_LIBRARY_ROUNDED_DOWN, "down")

    def _mill_half(self, whose: Token, kind: AmountKind, way: str) -> Any:
        amount = Amount(kind, 0, text=f"half their library, rounded {way}")

        def by(s: Subject) -> Mill:
            who = _player(s)
            if (str(whose).lower() == "your") != (who is Who.YOU):
                raise ValueError(f"'half {whose} library' said of {who}")
            return Mill(amount, who)
        return by

    def life_n(self, n: int) -> Amount:
        return Amount.fixed(n)

    def v_gain_life(self, *items: Any) -> Any:
        amount = _words(items)[0]
        return lambda s: GainLife(_theirs(amount, _player(s)), _player(s))

    def v_lose_life(self, *items: Any) -> Any:
        amount = _words(items)[0]
        return lambda s: LoseLife(_theirs(amount, _player(s)), _player(s))

    v_gain_life_equal = v_gain_life
    v_lose_life_equal = v_lose_life

    def v_draw(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: DrawCards(_theirs(amount, _player(s)), _player(s))

    def v_discard(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        _any_card(items)
        return lambda s: Discard(_one(amount), _player(s))

    def v_discard_random(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        _any_card(items)
        return lambda s: Discard(_one(amount), _player(s), at_random=True)

    def v_mill(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: Mill(_one(amount), _player(s))

    def v_exile_from_hand(self, *items: Any) -> Any:
        amount = next(i for i in _words(items) if isinstance(i, Amount))
        return lambda s: ExileFromHand(_one(amount), _player(s))

    def v_energy(self, *items: Any) -> Any:
        n = sum(1 for i in items if isinstance(i, Token) and i.type == "ENERGY")
        return lambda s: PlayerCounters("energy", Amount.fixed(n), _player(s))

    def v_monarch(self, *_items: Any) -> Any:
        return lambda s: BecomeMonarch(_player(s))

    def with_max_mana_value(self, n: int) -> tuple[str, Any]:
        return ("max_mana_value", n)

    def with_max_power(self, n: int) -> tuple[str, Any]:
        return ("max_power", n)

    def alt_list(self, _tok: Token, *parts: Any) -> Any:
        return self.alt_or_a(*parts)  # type: ignore[attr-defined]

    def with_max_toughness(self, n: int) -> tuple[str, Any]:
        return ("max_toughness", n)

    def with_min_toughness(self, n: int) -> tuple[str, Any]:
        return ("min_toughness", n)

    def with_min_mana_value(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", n)

    def without_keyword(self, tok: Token) -> tuple[str, Any]:
        return ("without_keyword", str(tok).capitalize())

    def v_sacrifice(self, *items: Any) -> Any:
        sel = next(i for i in _words(items) if isinstance(i, Selector))
        return lambda s: _sacrifice(s, sel)

    def v_exile_own(self, _verb: Token, sel: Selector) -> Any:
        """ "<player> exiles a creature they control" (406.2, 701.21a's choice)."""
        def by(subject: Subject) -> ExileOwn:
            who = _player(subject)
            if sel.relation is not None or sel.zone is not None:
                raise ValueError("a player exiles a named object")
            return ExileOwn(_permanent(sel), who)
        return by


class _Unlasting:
    """Several verbs that last ("gets +2/+2 and gains flying") read without a duration:
    only "Until end of turn, ..." before them completes them (611.2a)."""

    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = items


class _WhereX:
    """", where X is <amount>" before the clauses it explains are combined (107.3c)."""

    __slots__ = ("amount",)

    def __init__(self, amount: Amount) -> None:
        self.amount = amount


#: Amount kinds the engine computes as an instruction resolves (engine.perform's
#: ``Resolution.amount``, engine.production.amount_value): the ones ", where X is ..."
#: may name.
COMPUTED_AMOUNTS: frozenset[str] = frozenset({
    "fixed", "count", "counters", "power", "toughness", "greatest_power",
    "different_powers", "basic_land_types", "greatest_shared_type", "life",
    "cards_drawn_this_turn", "life_gained_this_turn", "sacrificed_power",
    "sacrificed_mana_value", "sacrificed_toughness", "devotion", "named_power",
    "named_toughness",
    "named_mana_value", "that_much"}) | RESOLUTION_COUNTS  # cards/amounts.py
#: Counted amounts to which a fixed number is added ("2 plus the number of ...").
_PLUS_AMOUNTS: frozenset[str] = frozenset({
    "count", "counters", "greatest_power", "different_powers", "basic_land_types",
    "greatest_shared_type", "cards_drawn_this_turn", "life_gained_this_turn",
    "sacrificed_power", "sacrificed_mana_value", "sacrificed_toughness"})


def _same(sel: Selector) -> Selector:
    """The targets of the first verb of "gets +2/+2 and gains flying", named by it
    (608.2c), so that the word "target" is chosen for once (601.2c)."""
    return Selector(relation=Relation.THAT) if sel.relation is Relation.TARGET else sel


def _per_player(amount: Amount) -> bool:
    return amount.selector is not None and \
        amount.selector.controller is ControllerSpec.THAT_PLAYER


#: the subjects that name one object, which "itself" may stand for (120.1)
_ONE_DEALER: Final = frozenset({Relation.SELF, Relation.THAT, Relation.TARGET,
                                Relation.ENCHANTED, Relation.EQUIPPED})


def _dealt_by(subject: Subject, amount: Amount, to: tuple[Recipient, ...],
              divided: bool = False) -> Damage:
    """The subject deals ``amount`` damage to ``to`` (120.1); "itself" only of one object:
    "each creature deals damage to itself" would be each its own source."""
    source = _object(subject)
    if ITSELF in to and (source.relation not in _ONE_DEALER or source.target_max != 1):
        raise ValueError("'itself' of a subject naming several objects")
    return Damage(amount, to, source, divided=divided)


def _one_count(amount: Amount, to: tuple[Recipient, ...] = ()) -> None:
    """An amount counted once for all recipients, or for each player dealt damage: "the
    number of lands they control" (Acidic Soil, Typhoon: counted for each player in
    turn, engine.perform's ``amount_for``), never for a creature."""
    if _per_player(amount) and not (to and all(
            r.objects is None and r.players is not None for r in to)):
        raise ValueError("an amount counted for each player in turn, of objects")


def _any_card(items: tuple[Any, ...]) -> None:
    """Refuse "discard an artifact card": :class:`Discard` discards cards of any kind."""
    if any(isinstance(i, Selector) and i != Selector() for i in _words(items)):
        raise ValueError("discarding a card of a kind: not read")


def _one(amount: Amount) -> Amount:
    _one_count(amount)
    return amount


def _theirs(amount: Amount, who: Who) -> Amount:
    """"Target player draws a card for each land they control": "they" is the player
    who acts (608.2c), never "you"."""
    if _per_player(amount) and who is Who.YOU:
        raise ValueError("'they' where the player who acts is you")
    return amount


def _at_most(r: Recipient, n: int) -> Recipient:
    if r.objects is None or r.objects.target_max <= n:
        return r
    return dataclasses.replace(r, objects=dataclasses.replace(r.objects, target_max=n))


def _layers_count(amount: Amount) -> bool:
    """Whether a static ability's "for each" is counted by the layer system (613.4c:
    objects on the battlefield; engine.layers)."""
    return counted_continuously(amount)  # cards/amounts.py


def _times(each: Amount, per: Amount) -> Amount:
    """"2 life for each creature": ``per`` counted, each one standing for ``each``
    (107.1)."""
    if not each.is_fixed:
        raise ValueError(f"{each.describe()} for each: only a number for each is read")
    return dataclasses.replace(per, times=per.times * each.value)


def _counted_for_each_player(record: Any) -> bool:
    """Whether ``record`` acts on players other than "you" and counts its amount for each
    of them in turn (608.2c, engine.perform's ``amount_for``), so that "the number of
    lands they control" in its X is that player's: damage dealt only to players, not
    divided, as "equal to" is (:func:`_one_count`); a player drawing, gaining or losing
    life. "You ..., where X is ... they control" names another player."""
    if isinstance(record, DrawCards | GainLife | LoseLife):
        return record.player != Who.YOU
    return isinstance(record, Damage) and not record.divided and all(
        r.objects is None and r.players not in (None, Who.YOU) and not r.dealer
        for r in record.to)


def _where_x(records: list[Any], amount: Amount) -> list[Any]:
    """The clauses with X replaced by what ", where X is ..." says (107.3c); a clause
    without X (or a static bonus the layers can't count) rejects the reading."""
    found = [False]

    def sub(obj: Any) -> Any:
        if isinstance(obj, Amount):
            if obj.kind == "x":
                found[0] = True  # text "X": defined by the text, for later sentences
                return dataclasses.replace(amount, plus=amount.plus + obj.plus, text="X",
                                           times=amount.times * obj.times)  # "twice X"
            return obj
        if isinstance(obj, tuple):
            return tuple(sub(o) for o in obj)
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            changes = {f.name: sub(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
            return dataclasses.replace(obj, **changes)
        return obj

    out = [sub(r) for r in records]
    if not found[0]:
        raise ValueError("', where X is ...' without an X before it")
    if _per_player(amount) and not all(_counted_for_each_player(r) for r in out):
        raise ValueError(f"'where X is {amount.describe()}' counted for each player, "
                         "other than by an instruction acting on players")
    for r in out:
        if isinstance(r, ModifyPT) and r.per is not None and not _layers_count(r.per):
            raise ValueError("a static bonus by an amount the layers don't count")
    return out


_LASTING = (ModifyPT, GrantAbilities, StaticModifier,
            SetBasePT, LoseAbilities, SetColors, GrantOneOf, LoseKeywords,  # grammar/lasting.lark
            Becomes)


def _lasting_first(inner: Any, duration: Duration) -> Any:
    """"Until end of turn, <verbs>": each verb that lasts lasts until then (611.2a)."""
    items = inner.items if isinstance(inner, _Many | _Unlasting) else [inner]
    if isinstance(inner, BecomeCopy) and inner.duration is None:  # "Until end of turn, it
        return dataclasses.replace(inner, duration=duration.value)  # becomes a copy" (707.4)
    if duration is Duration.END_OF_TURN and isinstance(inner, GainControl) and \
            inner.duration is None:  # "Until end of turn, gain control of ..." (613.1b)
        return dataclasses.replace(inner, duration=duration.value)
    if any(isinstance(i, Lasting) for i in items):
        raise ValueError("two durations")
    if not all(isinstance(i, _LASTING) for i in items):
        raise ValueError(f"'until {duration.value}' before an instruction that doesn't last")
    out = [Lasting(i, duration) for i in items]
    return out[0] if len(out) == 1 else _Many(out)


def _lead_duration(records: list[Any]) -> list[Any]:
    """"Until end of turn, target creature gets +0/+2 and another target creature gets
    -2/-0": a duration written first is every later clause's that lasts (611.2a)."""
    lead = records[0].duration if records and isinstance(records[0], Lasting) else \
        _control_duration(records[0]) if records else None
    if lead is None:
        return records
    return [Lasting(r, lead) if isinstance(r, _LASTING) else r for r in records]


def _control_duration(record: Any) -> Duration | None:
    """"Until end of turn, gain control of target creature and it gains haste": the
    control change's duration is the later clauses' too (611.2a)."""
    if isinstance(record, GainControl) and record.duration == Duration.END_OF_TURN.value:
        return Duration.END_OF_TURN
    return None


def _flat(records: list[Any]) -> list[Any]:
    return [i for r in records for i in (r.items if isinstance(r, _Many) else [r])]


def _share_duration(records: list[Any]) -> list[Any]:
    """A duration written after the last of several verbs is each earlier verb's too
    ("gets +2/+2 and gains flying until end of turn", 611.2a)."""
    out: list[Any] = []
    duration: Duration | None = None
    for r in reversed(records):
        if isinstance(r, Lasting):
            duration = r.duration
        elif isinstance(r, _LASTING) and duration is not None:
            r = Lasting(r, duration)
        out.append(r)
    return out[::-1]


#: the player verbs whose player is named by them ("that player" after them, 608.2c)
_NAMING_PLAYERS = (DrawCards, GainLife, LoseLife, Mill, Discard, ExileFromHand,
                   Search,  # "searches their library ..., then shuffles" (701.23a)
                   PlayerCounters,  # "loses 2 life, gets a poison counter, then mills"
                   Sacrifice,  # "sacrifices a creature and loses 2 life"
                   RevealHand)  # "reveals their hand and discards all nonland cards"


def _same_player(who: Who, before: Any) -> Who:
    """The player of a later verb of "target player draws a card and loses 1 life": the
    same player, named by the verb before (608.2c) unless the words name it anew."""
    if who in (Who.YOU, Who.EACH_PLAYER, Who.EACH_OPPONENT):
        return who
    if not isinstance(before, _NAMING_PLAYERS):
        raise ValueError(f"a second verb of {who.value!r} after a verb that names no player")
    return Who.THAT_PLAYER


#: whose control "return it to the battlefield under ... control" names
_YOURS: Final = object()
_OWNERS: Final = object()


def owners_control(*under: object) -> bool:
    """Whether the words read by ``under_ref`` said "under its owner's control" (110.2a;
    none, or "under your control": the ability's controller's)."""
    return bool(under) and under[0] is _OWNERS


@dataclass(frozen=True, slots=True)
class _ReturnIt:
    """"return it to the battlefield [tapped] [transformed] under ... control" before it is
    joined to the exiling it follows (see :func:`_exile_and_return`)."""

    yours: bool
    tapped: bool = False
    transformed: bool = False
    counters: tuple[tuple[str, int], ...] = ()


def _searcher_shuffles(flat: list[Any]) -> list[Any]:
    """ "Target player may search their library for ..., then shuffle": the shuffle is
    that player's, part of what they may do (701.24a, 608.2d) — it goes into the
    :class:`~mtglab.cards.optional.PlayerMay`, done as "you" by the searcher."""
    out: list[Any] = []
    for e in flat:
        last = out[-1] if out else None
        if isinstance(e, Shuffle) and e.player == Who.YOU and not e.if_searched and \
                isinstance(last, PlayerMay) and any(isinstance(x, Search)
                                                    for x in last.effects):
            out[-1] = PlayerMay(last.who, (*last.effects, e))
        else:
            out.append(e)
    return out


#: the card a trigger event put into a graveyard: "that card", or "it" said first ("When
#: enchanted creature dies, return that card ...", 400.7e); triggerlimits checks the event
DEAD_CARD: Final = Selector(zone=Zone.GRAVEYARD, relation=Relation.THAT)


def dead_card_returned(tapped: bool, owners: bool, counters: tuple[tuple[str, int], ...] = ()
                       ) -> ReturnFromGraveyard:
    """ "return that card (it) to the battlefield (tapped) (under its owner's control)
    (with a +1/+1 counter on it)": the card a trigger event put into a graveyard (400.7e,
    110.2a, 614.1c)."""
    return ReturnFromGraveyard(DEAD_CARD, Zone.BATTLEFIELD, tapped=tapped,
                               owner_controls=owners, counters=counters)


def returned_it(owners: bool) -> Any:
    """ "return it (that card) to the battlefield under its owner's control" read alone
    (grammar/trigger_sentences.lark): joined to the exiling before it, or said first, the
    card a trigger event put into a graveyard (:func:`_exile_and_return`)."""
    return _ReturnIt(not owners)


def _exile_and_return(flat: list[Any]) -> list[Any]:
    """"Exile <permanents>, then return it to the battlefield ... under ... control": one
    :class:`ExileAndReturn` (406.3, 400.7, 712.14a), since "it" is the card the exiling
    made. Said first, "it" is the card a trigger event put into a graveyard ("When ~
    dies, return it to the battlefield", 400.7e; grammar/trigger_sentences.py). A return
    of "it" after anything else is not understood."""
    out: list[Any] = []
    for item in flat:
        if isinstance(item, _ReturnIt) and not out and not item.transformed:
            out.append(dead_card_returned(item.tapped, not item.yours, item.counters))
            continue
        if isinstance(item, _ReturnIt):
            last = out[-1] if out else None
            # "you may exile ..., then return it ...": the return is part of what you may
            # do, since without the exile there is nothing to return (608.2d)
            may = last if isinstance(last, MayDo) and last.effects and \
                not last.when_done else None
            before = may.effects[-1] if may is not None else last
            if not isinstance(before, ExileCards) or before.selector.zone is not None or \
                    before.counters or before.any_number:
                raise ValueError("'return it to the battlefield' after something other "
                                 "than exiling a permanent")
            both: Any = ExileAndReturn(before.selector, yours=item.yours, tapped=item.tapped,
                                  transformed=item.transformed, counters=item.counters)
            out[-1] = both if may is None else replace(may, effects=(*may.effects[:-1], both))
            continue
        out.append(item)
    return out


class _Many:
    """Several instructions read from one clause ("gets +1/+1 and gains flying")."""

    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = items


class _TokenWith:
    """The abilities after "with" in a token's description (111.3)."""

    __slots__ = ("abilities",)

    def __init__(self, abilities: tuple[str, ...]) -> None:
        self.abilities = abilities


class _TokenTapped:
    """"tapped" before a token's description: it is created tapped (111.1)."""

    __slots__ = ()


def _token(n: Amount, items: tuple[Any, ...]) -> CreateToken:
    """"Create <count> [tapped] [P/T] <colors, subtypes, types> token(s) [with <abilities>]
    [for each ...]": the tokens as the effect defines them (111.3, 111.4), or a predefined
    token by its name (111.10)."""
    per = next((i for i in items if isinstance(i, Amount)), None)
    count = n if per is None else _times(n, per)
    tapped = any(isinstance(i, _TokenTapped) for i in items)
    abilities = next((i.abilities for i in items if isinstance(i, _TokenWith)), ())
    pt = next((str(i) for i in items if isinstance(i, Token) and i.type == "BASE_PT"), None)
    words = [i for i in items if isinstance(i, tuple)]
    colors, types, subtypes = (tuple(v for key, v in words if key == k)
                               for k in ("color", "type", "subtype"))
    named = _predefined(pt, colors + types + abilities, subtypes)
    if named is not None:  # "a Treasure token" (111.10)
        return CreateToken(None, None, colors=named.colors, types=named.types,
                           subtypes=named.subtypes, count=count, name=named.name,
                           tapped=tapped)
    if not types or not (colors or ("colorless", "") in words):
        raise ValueError("a token needs its types and colors (111.3)")
    if ("Creature" in types) != (pt is not None):
        raise ValueError("a creature token needs its power and toughness, and only it")
    p, t = _token_pt(pt)
    return CreateToken(p, t, colors=colors, types=types, subtypes=subtypes,
                       abilities=abilities, count=count, tapped=tapped)


def _predefined(pt: str | None, others: tuple[str, ...],
                subtypes: tuple[str, ...]) -> TokenDef | None:
    """The predefined token a description names by its name alone (111.10), or None."""
    if pt is not None or others or len(subtypes) != 1 or \
            predefined_name(subtypes[0]) != subtypes[0]:
        return None
    return TokenDef.predefined(subtypes[0])


def _token_pt(pt: str | None) -> tuple[int | None, int | None]:
    """"1/1" as numbers; (None, None) for a token without them."""
    if pt is None:
        return None, None
    p, _sep, t = pt.partition("/")
    return int(p), int(t)


def _room(sel: Selector) -> Selector:
    """The Rooms whose doors an instruction unlocks or locks (709.5j): a kind of Room."""
    if "Room" not in sel.subtypes:
        raise ValueError("the doors of something other than a Room")
    return _permanent(sel)


def _targeted(body: Selector, least: int, most: int) -> Selector:
    """``least`` to ``most`` targets of ``body`` (601.2c); "other than ~" in it: not
    the source (115.1)."""
    if body.relation not in (None, Relation.OTHER):
        raise ValueError("a target with another relation")
    excluded = Relation.SELF if body.relation is Relation.OTHER else body.excluded
    return dataclasses.replace(body, relation=Relation.TARGET, target_min=least,
                               target_max=most, excluded=excluded)


#: "second from the top" (401.7)
_ORDINALS: Final = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _permanent(sel: Selector) -> Selector:
    if sel.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return sel


def _cards(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """The selector words of "target creature card ...": the word "card" left out."""
    return tuple(i for i in items if not (isinstance(i, Token) and i.type == "CARD_WORD"))


def _in_graveyard(sel: Selector, owner: ControllerSpec) -> Selector:
    """A selector of cards in a graveyard: whose is the zone's owner (404.1)."""
    return dataclasses.replace(sel, zone=Zone.GRAVEYARD, controller=owner)


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
    who = _player(subject)
    if who is not Who.YOU and sel.relation is not None:
        raise ValueError("another player sacrifices a named object")
    return Sacrifice(_permanent(sel), who)


Many = _Many
