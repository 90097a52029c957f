"""Transformer rules for static abilities (``statics.lark``, CR 604, 611.3).

Each predicate method returns a function of the sentence's subject (a
:class:`~mtglab.cards.oracle.grammar.instructions.Subject`), as the instructions' verbs do, so
that one subject reads with several predicates ("Enchanted creature gets +2/+2 and
attacks each combat if able"). A method that raises ``ValueError`` rejects the reading:
the sentence is then unsupported, the part named by the parser.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.amounts import DEFINING_COUNTS, counted_continuously
from mtglab.cards.durations import LoseKeywords
from mtglab.cards.effectparts import THAT_PLAYER
from mtglab.cards.effects import (
    Amount,
    CharacteristicPT,
    Condition,
    ControllerSpec,
    EntersTapped,
    GrantAbilities,
    LoseAbilities,
    ModifyPT,
    Relation,
    Selector,
    SetBasePT,
    StaticModifier,
)
from mtglab.cards.instructions import DamageKind, Recipient
from mtglab.cards.library import Otherwise
from mtglab.cards.oracle.grammar.conditions import names_source
from mtglab.cards.oracle.grammar.grants import CARD_NAME, NAMED_IT, GrantRules
from mtglab.cards.oracle.grammar.instructions import Many, Subject
from mtglab.cards.oracle.grammar.objects import (
    card_type_word,
    control_selector,
    subtype_token,
    without_non,
)
from mtglab.cards.oracle.grammar.would_deal import static_prevention
from mtglab.cards.statics import (
    ANY_NUMBER,
    CANT_ACTIVATE,
    CANT_ACTIVATE_NONMANA,
    CHECKED_CONDITIONS,
    DAMAGE_BY_TOUGHNESS,
    DEFENDING_CONDITIONS,
    CombatRule,
    CombatRuleKind,
    StaticCondition,
    StaticPrevention,
    TypeChange,
)
from mtglab.cards.types import CREATURE_TYPES
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import ManaCost

__all__ = ["CARD_NAME", "StaticRules", "intervening_condition", "static_otherwise"]

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: conditions about the source itself ("~ is untapped"): "it" in the sentence is the source
_SELF_CONDITIONS = frozenset({"counter_on_self", "no_counters", "self_is", "entered_this_turn",
                              StaticCondition.HAS_ATTACHED, StaticCondition.MONSTROUS,
                              StaticCondition.COUNTERS_ON_SELF})

#: the rules of the game a static ability states with a trailing "if <condition>"
#: (502.3, 508.1c, 509.1b)
_RULES_WITH_IF = frozenset({"doesnt_untap", "cant_attack", "cant_block", "cant_attack_block",
                            "cant_be_blocked"})

Predicate = Callable[[Subject], Any]


def _objects(subject: Subject) -> Selector:
    if subject.objects is None:
        raise ValueError("a player where an object is meant")
    if subject.objects.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return subject.objects


def _defining(amount: Amount) -> Amount:
    """An amount a characteristic-defining ability of power may be (604.3): one layer 7a
    counts (613.4a) — objects on the battlefield, cards in a zone, or what layers 1-6
    set (mana values, names); a devotion or another amount is not read."""
    if amount.kind not in (AmountKind.COUNT, *DEFINING_COUNTS) or amount.selector is None:
        raise ValueError("a power defined by what layer 7a doesn't count")
    return amount


def _pt(tok: Token) -> tuple[int, int]:
    p, t = (int(x) for x in str(tok).split("/"))
    return p, t


def _rule(kind: CombatRuleKind, other: Selector | None = None, count: int = 0) -> Predicate:
    if other is not None and other.zone is not None:
        raise ValueError("cards in a zone where creatures are meant")
    return lambda s: CombatRule(kind, _objects(s), other, count)


def _cost_rule(kind: CombatRuleKind, tok: Token, *, attacking_you: bool = False) -> Predicate:
    """A cost to attack or block for each creature covered (508.1h, 509.1d); a cost with
    X is not read (X is not defined here, 107.3)."""
    cost = ManaCost.parse(str(tok))
    if cost.has_x:
        raise ValueError("a cost to attack with X")
    return lambda s: CombatRule(kind, _objects(s), cost=cost, attacking_you=attacking_you)


def _modifier(kind: str) -> Predicate:
    return lambda s: StaticModifier(kind, _objects(s))


def _records(items: Any) -> list[Any]:
    return list(items.items) if isinstance(items, Many) else [items]


def _with_condition(record: Any, cond: Condition) -> Any:
    if not dataclasses.is_dataclass(record) or not any(
            f.name == "condition" for f in dataclasses.fields(record)):
        raise ValueError(f"'as long as' on {type(record).__name__}")
    if getattr(record, "condition", None) is not None:
        raise ValueError("two conditions")
    return dataclasses.replace(record, condition=cond)  # type: ignore[type-var]


def _vehicle(records: list[Any], cond: Condition) -> None:
    """"it's a creature in addition to its other types" only of what the condition
    makes a Vehicle, whose printed power and toughness it then has (301.7, 208.3)."""
    for r in records:
        if isinstance(r, TypeChange) and "Creature" in r.types and (
                cond.selector is None or "Vehicle" not in cond.selector.subtypes):
            raise ValueError("a noncreature made a creature without power and toughness")


def _subject_of(cond: Condition) -> Selector | None:
    """What "it" names after "As long as <condition>,": the object the condition is
    about ("As long as enchanted creature is black, it gets +1/+1"), or None."""
    if cond.kind in _SELF_CONDITIONS or names_source(cond):
        return Selector(relation=Relation.SELF)
    if cond.kind == StaticCondition.EXISTS and cond.selector is not None and \
            cond.selector.relation in (Relation.SELF, Relation.ENCHANTED, Relation.EQUIPPED):
        return Selector(relation=cond.selector.relation)
    return None


def _it_is(record: Any, subject: Selector) -> Any:
    """The record with "it" (the selector ``Relation.THAT`` of the subject "it") read as
    ``subject``; the card's name in an ability granted to "it" names it only when "it"
    is the card itself (201.5)."""
    sel = getattr(record, "selector", None)
    if isinstance(sel, Selector) and sel == Selector(relation=Relation.THAT):
        if isinstance(record, GrantAbilities) and any(NAMED_IT in t for t in
                                                      record.abilities):
            if subject.relation is not Relation.SELF:
                raise ValueError("a granted ability names the card, not what has it")
            record = dataclasses.replace(record, abilities=tuple(
                t.replace(NAMED_IT, "~") for t in record.abilities))
        return dataclasses.replace(record, selector=subject)
    return record


def _it_names_subject(cond: Condition, records: list[Any]) -> Condition:
    """A condition about "it" after the predicates it follows: "it" is their subject,
    the source itself ("~ has first strike as long as it's attacking") or the object
    the source is attached to ("Enchanted creature gets +2/+2 as long as it's a
    Human", 301.5, 303.4)."""
    subjects = {getattr(r, "selector", None) for r in records}
    if subjects == {Selector(relation=Relation.SELF)}:
        return dataclasses.replace(cond, text="")
    subject = subjects.pop() if len(subjects) == 1 else None
    if subject is None or subject.relation not in (Relation.ENCHANTED, Relation.EQUIPPED) \
            or cond.kind != "self_is" or cond.selector is None:
        raise ValueError("'it' names something other than the source")
    quality = cond.selector
    return Condition(StaticCondition.EXISTS, selector=dataclasses.replace(
        quality, relation=subject.relation,
        types=tuple(dict.fromkeys((*subject.types, *quality.types)))), negate=cond.negate)


def _refers_to_it(record: Any) -> bool:
    return getattr(record, "selector", None) == Selector(relation=Relation.THAT)


def _checked(cond: Condition) -> Condition:
    """Only conditions the static evaluator checks (mtglab.engine.characteristics.conditions) are
    read."""
    if cond.kind not in CHECKED_CONDITIONS or any(
            c.kind not in CHECKED_CONDITIONS for c in cond.conditions):
        raise ValueError(f"the condition {cond.kind!r} is not checked for a static ability")
    return cond


def intervening_condition(cond: Condition | None, *, attacking: bool = False
                          ) -> Condition | None:
    """A condition of the one vocabulary read as a triggered ability's intervening "if"
    clause (603.4), or None: only kinds the evaluator checks, and none whose "it" would
    have to name an object (the source or the triggering one, 608.2c); one about the
    defending player only for a trigger on attacking (``attacking``: it names the player
    attacked, 506.2, 508.5)."""
    if cond is None or cond.text == "it" or any(c.text == "it" for c in cond.conditions):
        return None
    try:
        checked = _checked(cond)
    except ValueError:
        return None
    return None if checked.kind in DEFENDING_CONDITIONS and not attacking else checked


def static_otherwise(effects: list[Any]) -> list[Any]:
    """A static ability "<subject> gets +2/+2 as long as it's a Human. Otherwise, it
    can't attack or block." read as two effects of one static ability (611.3a): the
    second sentence's applies to the same subject while the condition doesn't hold.
    ``effects`` is returned unchanged when it isn't of that shape."""
    if len(effects) < 2 or not isinstance(effects[-1], Otherwise):
        return effects
    first = effects[-2]
    cond, subject = getattr(first, "condition", None), getattr(first, "selector", None)
    if not isinstance(cond, Condition) or not isinstance(subject, Selector):
        return effects
    unless = dataclasses.replace(cond, negate=not cond.negate)
    out = []
    for e in effects[-1].effects:
        if not isinstance(e, ModifyPT | StaticModifier | GrantAbilities) or \
                e.selector != Selector(relation=Relation.THAT) or e.condition is not None:
            return effects
        out.append(dataclasses.replace(e, selector=subject, condition=unless))
    return [*effects[:-1], *out]


@v_args(inline=True)
class StaticRules(GrantRules, Transformer[Token, Any]):
    """The transformer rules of ``statics.lark`` (mixed into the parser's)."""

    # -- sentences -------------------------------------------------------------------
    def static(self, body: Any) -> Any:
        if any(_refers_to_it(r) for r in _records(body)):
            raise ValueError("'it' names nothing")
        return body

    def static_body(self, subject: Subject | Selector, *preds: Any) -> Any:
        if isinstance(subject, Selector):  # "it"
            subject = Subject(subject)
        out: list[Any] = []
        for pred in preds:
            if isinstance(pred, Token):
                continue
            got = pred(subject)
            out.extend(got if isinstance(got, list) else [got])
        # "has defender and loses all other abilities": the loss applies first, so that
        # the abilities the same sentence gives are not among those lost (613.1f, 613.7)
        out.sort(key=lambda r: not isinstance(r, LoseAbilities))
        return out[0] if len(out) == 1 else Many(out)

    def its_add_types(self, change: TypeChange, *rest: str) -> Any:
        """"it's a land in addition to its other types": the subject "it" (named by the
        condition, 611.3a) gains the types (205.1b); it may become a creature only where
        the condition makes it a Vehicle, which has a power and toughness (301.7)."""
        it = Subject(Selector(relation=Relation.THAT))
        if "Creature" not in change.types:
            return self.static_body(it, self.s_add_types(change, *rest))
        types = tuple(t for t in change.types if t != "Creature")
        made = self.s_add_types(dataclasses.replace(change, types=types), *rest)(it)
        return dataclasses.replace(made, types=(*made.types, "Creature"))  # see _vehicle

    def as_long_as_first(self, _as: Token, cond: Condition, body: Any) -> Any:
        return self._s_conditional(body, cond)

    def as_long_as_after(self, body: Any, _as: Token, cond: Condition) -> Any:
        records = _records(body)
        if cond.text == "it":  # "~ has first strike as long as it's attacking"
            cond = _it_names_subject(cond, records)
        return self._s_conditional(body, cond)

    def during_your_turn(self, body: Any) -> Any:
        return self._s_conditional(body, Condition("your_turn"))

    def untap_if(self, body: Any, cond: Condition) -> Any:
        """"~ doesn't untap during your untap step if it has a depletion counter on it"
        (502.3), "~ can't block if you control an untapped land" (509.1b): a rule of the
        game that holds while the condition does (611.3a); only these rules are read with
        "if". A defending player's permanents are read only for attacking creatures'
        "unless" (508.1c), not here."""
        if any(not (isinstance(r, StaticModifier) and r.kind in _RULES_WITH_IF)
               for r in _records(body)) or cond.kind == StaticCondition.DEFENDING_CONTROLS:
            raise ValueError("'if' after a static ability other than a rule of the game")
        return self.as_long_as_after(body, Token("IF", "if"), cond)

    def _s_conditional(self, body: Any, cond: Condition) -> Any:
        cond = _checked(cond)
        if cond.text == "it":
            raise ValueError("'it' in a condition before its subject")
        records = _records(body)
        _vehicle(records, cond)
        if any(_refers_to_it(r) for r in records):
            subject = _subject_of(cond)
            if subject is None:
                raise ValueError("'it' names nothing in the condition")
            records = [_it_is(r, subject) for r in records]
        out = [_with_condition(r, cond) for r in records]
        return out[0] if len(out) == 1 else Many(out)

    # -- characteristic-defining abilities (604.3, 613.4a) -----------------------------
    def cda_power(self, _s: Token, amount: Amount) -> CharacteristicPT:
        return CharacteristicPT(_defining(amount), None)

    def cda_power_toughness_plus(self, _s: Token, amount: Amount,
                                 plus: int) -> CharacteristicPT:
        """ "... and its toughness is equal to that number plus 1": the same count, more
        (604.3, 613.4a)."""
        amount = _defining(amount)
        return CharacteristicPT(amount, dataclasses.replace(amount, plus=amount.plus + plus))

    # -- static prevention (615) ---------------------------------------------------------
    def s_prevent(self, kind: DamageKind, to: tuple[Recipient, ...],
                  by: Selector | None = None) -> StaticPrevention:
        return static_prevention(kind, to, by)

    def s_prevent_by_attached(self, kind: DamageKind, tok: Token) -> StaticPrevention:
        return StaticPrevention(kind, by=_attached(tok))

    def s_prevent_to_and_by(self, kind: DamageKind, tok: Token) -> Many:
        what = Selector(relation=Relation.SELF) if tok.type == "SELF" else _attached(tok)
        return Many([StaticPrevention(kind, to=(Recipient(objects=what),)),
                     StaticPrevention(kind, by=what)])

    # -- predicates: characteristics (613) ---------------------------------------------
    def s_pump(self, _get: Any, pt: Token) -> Predicate:
        p, t = _pt(pt)
        return lambda s: ModifyPT(_objects(s), p, t)

    def s_pump_per(self, _get: Any, pt: Token, per: Amount) -> Predicate:
        if not counted_continuously(per):  # layer 7c counts it (613.4c; cards/amounts.py)
            raise ValueError(f"a static bonus for each {per.describe()}: not counted")
        p, t = _pt(pt)
        return lambda s: ModifyPT(_objects(s), p, t, per=per)

    def s_grant(self, _have: Any, abilities: tuple[str, ...]) -> Predicate:
        # the one check of a granted quoted ability (grammar/grants.py, 613.1f, 201.5)
        return lambda s: GrantAbilities(_objects(s), self._granted(
            _objects(s), abilities, it_later=True))

    def grant_ward(self, tok: Token) -> str:
        """"ward {2}" granted: the keyword's text (702.21a), read again as its ability."""
        return f"Ward {tok}"

    def s_lose_others(self, _lose: Any) -> Predicate:
        return lambda s: LoseAbilities(_objects(s))

    def s_lose_keywords(self, _lose: Any, lost: tuple[str, ...]) -> Predicate:
        return lambda s: LoseKeywords(_objects(s), lost)  # layer 6 (613.1f)

    def s_base_pt(self, _have: Any, pt: Token) -> Predicate:
        p, t = (int(x) for x in str(pt).split("/"))  # layer 7b (613.4b)
        return lambda s: SetBasePT(_objects(s), p, t)

    # -- predicates: types and colors (613.1d-e) ---------------------------------------
    def type_addition(self, *toks: Token) -> TypeChange:
        """"a white Angel", "an artifact", "a Spider Hero": colors, card types and
        subtypes (205.2a, 205.3), on a placeholder selector."""
        colors = tuple(_COLORS[str(t).lower()] for t in toks if t.type == "COLOR_ADJ")
        types = tuple(card_type_word(t) for t in toks if t.type == "TYPE_WORD")
        subtypes = tuple(subtype_token(t) for t in toks if t.type == "SUBTYPE")
        return TypeChange(Selector(), types=types, subtypes=subtypes,
                          colors=colors or None)

    def other_colors(self) -> str:
        return "colors"

    def s_add_types(self, change: TypeChange, *rest: str) -> Predicate:
        """"... in addition to its other types" (205.1b): the types are added; with
        "its other colors and types" the colors are too, otherwise they replace its
        colors (105.3)."""
        if "Creature" in change.types:  # its power and toughness would be undefined (208.3)
            raise ValueError("a noncreature made a creature without power and toughness")
        if "colors" in rest:
            change = dataclasses.replace(change, colors=None,
                                         added_colors=change.colors or ())
        return lambda s: dataclasses.replace(change, selector=_objects(s))

    def s_set_types(self, change: TypeChange, pt: Token | None = None) -> Predicate:
        """"is a Treefolk", "is a blue Frog creature with base power and toughness
        1/1": the creature's creature types are those written (205.1a), and its card
        types too when one is written ("It loses all other card types and creature
        types"); its colors the color written (105.3), its supertypes kept; the base
        power and toughness set in layer 7b (613.4b). Only creature types of a creature
        are read so."""
        if not change.subtypes or set(change.types) - {"Creature"} or any(
                t not in CREATURE_TYPES for t in change.subtypes):
            raise ValueError("a type other than a creature type set by 'is a'")
        set_types = dataclasses.replace(change, sets_types=True)
        base = self.s_base_pt(None, pt) if pt is not None else None

        def make(s: Subject) -> Any:
            sel = _objects(s)
            if "Creature" not in sel.types:
                raise ValueError("creature types set on what may not be a creature")
            made = dataclasses.replace(set_types, selector=sel)
            return [made, base(s)] if base is not None else made
        return make

    def s_every_creature_type(self) -> Predicate:
        return lambda s: TypeChange(_objects(s), all_creature_types=True)  # 205.3m

    def s_not_type(self, tok: Token) -> Predicate:
        kind = card_type_word(tok)  # "~ isn't a creature" (205.1a: it loses that type)
        return lambda s: TypeChange(_objects(s), removed_types=(kind,))

    def s_color(self, tok: Token) -> Predicate:
        color = _COLORS[str(tok).lower()]  # "~ is black": its color is black (105.3)
        return lambda s: TypeChange(_objects(s), colors=(color,))

    # -- predicates: attacking and blocking (508.1c-d, 509.1b-c) -----------------------
    def s_cant_attack(self) -> Predicate:
        return _modifier("cant_attack")

    def s_cant_block(self) -> Predicate:
        return _modifier("cant_block")

    def s_cant_be_blocked(self) -> Predicate:
        return _modifier("cant_be_blocked")

    def s_cant_attack_block(self) -> Predicate:
        return lambda s: [StaticModifier("cant_attack", _objects(s)),
                          StaticModifier("cant_block", _objects(s))]

    def s_cant_block_or_be_blocked(self) -> Predicate:
        return lambda s: [StaticModifier("cant_block", _objects(s)),
                          StaticModifier("cant_be_blocked", _objects(s))]

    def s_blocked_not_by(self, other: Selector) -> Predicate:
        return _rule(CombatRuleKind.CANT_BE_BLOCKED_BY, other)

    def s_cant_block_it(self) -> Predicate:
        """ "<creatures> can't block it" (509.1b): the source can't be blocked by them."""
        return lambda s: CombatRule(CombatRuleKind.CANT_BE_BLOCKED_BY,
                                    Selector(relation=Relation.SELF), _objects(s))

    def s_blocked_only_by(self, other: Selector) -> Predicate:
        return _rule(CombatRuleKind.BLOCKED_ONLY_BY, other)

    def s_max_one_blocker(self) -> Predicate:
        return _rule(CombatRuleKind.MAX_BLOCKERS, count=1)

    def s_min_blockers(self, n: int) -> Predicate:
        return _rule(CombatRuleKind.MIN_BLOCKERS, count=n)

    def s_blocks_only(self, other: Selector) -> Predicate:
        return _rule(CombatRuleKind.BLOCKS_ONLY, other)

    def s_cant_block_these(self, other: Selector) -> Predicate:
        return _rule(CombatRuleKind.CANT_BLOCK_THESE, other)

    def s_block_one_more(self) -> Predicate:
        return _rule(CombatRuleKind.BLOCKS_ADDITIONAL, count=1)

    def s_block_more(self, n: int) -> Predicate:
        return _rule(CombatRuleKind.BLOCKS_ADDITIONAL, count=n)

    def s_block_any_number(self) -> Predicate:
        return _rule(CombatRuleKind.BLOCKS_ADDITIONAL, count=ANY_NUMBER)

    def s_attacks_each_combat(self) -> Predicate:
        return _rule(CombatRuleKind.ATTACKS_EACH_COMBAT)

    def s_blocks_each_combat(self) -> Predicate:
        return _rule(CombatRuleKind.BLOCKS_EACH_COMBAT)

    def s_attacks_or_blocks(self) -> Predicate:
        # "attacks or blocks each combat if able": it attacks if able; if it can't
        # attack, it blocks if able (509.1c: a requirement of blocking on its own)
        return lambda s: [CombatRule(CombatRuleKind.ATTACKS_EACH_COMBAT, _objects(s)),
                          CombatRule(CombatRuleKind.BLOCKS_EACH_COMBAT, _objects(s))]

    def s_must_be_blocked(self) -> Predicate:
        return _rule(CombatRuleKind.MUST_BE_BLOCKED)

    def s_cant_attack_alone(self) -> Predicate:
        return _rule(CombatRuleKind.CANT_ATTACK_ALONE)

    def s_cant_block_alone(self) -> Predicate:
        return _rule(CombatRuleKind.CANT_BLOCK_ALONE)

    def s_cant_attack_block_alone(self) -> Predicate:
        return lambda s: [CombatRule(CombatRuleKind.CANT_ATTACK_ALONE, _objects(s)),
                          CombatRule(CombatRuleKind.CANT_BLOCK_ALONE, _objects(s))]

    def s_attack_unless(self, sel: Selector, *, negate: bool = False) -> Predicate:
        """"Can't attack unless defending player controls ..." (508.1c); ``negate``:
        "... if defending player controls ...", the same rule with the condition turned
        around."""
        if sel.controller is not ControllerSpec.ANY or sel.relation is not None:
            raise ValueError("'defending player controls' a qualified selector")
        cond = Condition(StaticCondition.DEFENDING_CONTROLS, selector=sel, negate=negate)
        return lambda s: CombatRule(CombatRuleKind.CANT_ATTACK_UNLESS, _objects(s),
                                    condition=cond)

    def s_attack_if(self, sel: Selector) -> Predicate:
        """"Can't attack if defending player controls an untapped land" (508.1c): it
        may attack only a player who controls none."""
        return self.s_attack_unless(sel, negate=True)

    def s_attack_cost(self, tok: Token) -> Predicate:
        """"Can't attack unless its controller pays {3}": a cost to attack (508.1d,
        508.1h)."""
        return _cost_rule(CombatRuleKind.ATTACK_COST, tok)

    def s_block_cost(self, tok: Token) -> Predicate:
        """"Can't block unless its controller pays {3}": a cost to block (509.1d)."""
        return _cost_rule(CombatRuleKind.BLOCK_COST, tok)

    def s_attack_block_cost(self, tok: Token) -> Predicate:
        """"Can't attack or block unless its controller pays {3}": both costs."""
        attack = _cost_rule(CombatRuleKind.ATTACK_COST, tok)
        block = _cost_rule(CombatRuleKind.BLOCK_COST, tok)
        return lambda s: [attack(s), block(s)]

    def s_attack_you_cost(self, tok: Token) -> Predicate:
        """"Creatures can't attack you unless their controller pays {2} for each
        creature they control that's attacking you" (Propaganda; 508.1d, 508.1h)."""
        return _cost_rule(CombatRuleKind.ATTACK_COST, tok, attacking_you=True)

    def _unless(self, pred: Predicate, cond: Condition) -> Predicate:
        """A rule of the game ``pred`` holding while ``cond`` doesn't (611.3a): "~ can't
        attack unless you control another Zombie"; "it" in the condition is the
        subject ("unless it's equipped")."""
        if cond.kind == StaticCondition.DEFENDING_CONTROLS:  # s_attack_unless's (508.1c)
            raise ValueError("'unless defending player controls' read as a condition")
        unless = dataclasses.replace(_checked(cond), negate=not cond.negate)

        def conditioned(s: Subject) -> Any:
            got = pred(s)
            records = got if isinstance(got, list) else [got]
            cond = _it_names_subject(unless, records) if unless.text == "it" else unless
            return [_with_condition(r, cond) for r in records]
        return conditioned

    def s_cant_attack_unless(self, cond: Condition) -> Predicate:
        if cond.kind == StaticCondition.DEFENDING_CONTROLS and cond.selector is not None:
            # what the player attacked controls (508.1c), not a condition of the ability
            return self.s_attack_unless(dataclasses.replace(cond.selector, one=True),
                                        negate=cond.negate)
        return self._unless(self.s_cant_attack(), cond)

    def s_cant_block_unless(self, cond: Condition) -> Predicate:
        return self._unless(self.s_cant_block(), cond)

    def s_cant_attack_block_unless(self, cond: Condition) -> Predicate:
        return self._unless(self.s_cant_attack_block(), cond)

    def s_doesnt_untap(self, *_: Any) -> Predicate:
        return _modifier("doesnt_untap")

    def s_damage_by_toughness(self, *_: Any) -> Predicate:
        """Its combat damage is its toughness, not its power (a change of 510.1a)."""
        return _modifier(DAMAGE_BY_TOUGHNESS)

    def s_despite_defender(self, *_: Any) -> Predicate:
        return _rule(CombatRuleKind.ATTACKS_DESPITE_DEFENDER)

    # -- predicates: activating (602.5) ------------------------------------------------
    def s_cant_activate(self) -> Predicate:
        return _modifier(CANT_ACTIVATE)

    def s_cant_activate_nonmana(self) -> Predicate:
        return _modifier(CANT_ACTIVATE_NONMANA)

    def s_abilities_of_cant(self, sel: Selector) -> StaticModifier:
        """ "Activated abilities of artifacts can't be activated" (602.5): mana
        abilities too."""
        return StaticModifier(CANT_ACTIVATE, _objects(Subject(sel)))

    def s_abilities_of_cant_nonmana(self, sel: Selector) -> StaticModifier:
        """ "... can't be activated unless they're mana abilities" (602.5, 605.1a)."""
        return StaticModifier(CANT_ACTIVATE_NONMANA, _objects(Subject(sel)))

    # -- selectors --------------------------------------------------------------------
    def with_less_power_than_self(self, _tok: Token) -> tuple[str, Any]:
        return ("less_power_than_source", True)

    def with_toughness_over_power(self, *_: Any) -> tuple[str, Any]:
        return ("toughness_over_power", True)

    def with_either_keyword(self, a: Token, b: Token) -> tuple[str, Any]:
        return ("either", (Selector(keywords=(str(a).capitalize(),)),
                           Selector(keywords=(str(b).capitalize(),))))

    # -- conditions (611.3a) -----------------------------------------------------------
    def static_condition(self, cond: Condition) -> Condition:
        if cond.text == THAT_PLAYER:  # no event names a player for a static ability
            raise ValueError("'that player' in a static ability's condition")
        if cond.kind in DEFENDING_CONDITIONS - {StaticCondition.DEFENDING_CONTROLS}:
            raise ValueError("a defending player's count in a static ability's condition")
        return cond

    def _s_attached(self, tok: Token, quality: Selector, negate: bool = False) -> Condition:
        relation_word, noun = str(tok).lower().split()
        relation = Relation.ENCHANTED if relation_word == "enchanted" else Relation.EQUIPPED
        types = () if noun == "permanent" else (noun.capitalize(),)
        sel = dataclasses.replace(quality, relation=relation,
                                  types=tuple(dict.fromkeys((*types, *quality.types))))
        return Condition(StaticCondition.EXISTS, selector=sel, negate=negate)

    def c_attached_is(self, tok: Token, quality: Selector) -> Condition:
        return self._s_attached(tok, quality)

    def c_attached_isnt(self, tok: Token, quality: Selector) -> Condition:
        return self._s_attached(tok, quality, negate=True)

    def c_self_is(self, _s: Token, quality: Selector) -> Condition:
        return Condition("self_is", selector=quality)

    def c_self_isnt(self, _s: Token, quality: Selector) -> Condition:
        return Condition("self_is", selector=quality, negate=True)

    def c_equipped(self, _s: Token) -> Condition:
        return Condition(StaticCondition.HAS_ATTACHED, selector=Selector(
            subtypes=("Equipment",)))

    def c_enchanted(self, _s: Token) -> Condition:
        return Condition(StaticCondition.HAS_ATTACHED, selector=Selector(subtypes=("Aura",)))

    def c_it_enchanted(self) -> Condition:
        return dataclasses.replace(self.c_enchanted(Token("SELF", "~")), text="it")

    def c_it_equipped(self) -> Condition:
        return dataclasses.replace(self.c_equipped(Token("SELF", "~")), text="it")

    def c_it_not_attacking(self) -> Condition:
        return Condition("self_is", selector=Selector(attacking=True), negate=True, text="it")

    def c_it_is_a(self, noun: Any) -> Condition:
        return Condition("self_is", selector=_noun_selector(noun), text="it")

    def c_it_is_color(self, tok: Token) -> Condition:
        return Condition("self_is", selector=self.q_color(tok), text="it")

    def c_it_is_legendary(self) -> Condition:
        return Condition("self_is", selector=self.q_legendary(), text="it")

    def c_it_tapped(self) -> Condition:
        return Condition("self_is", selector=Selector(tapped=True), text="it")

    def c_not_your_turn(self) -> Condition:
        return Condition("your_turn", negate=True)

    def c_your_turn_typo(self) -> Condition:
        return Condition("your_turn")  # "As long as its your turn" (a printed typo)

    def c_devotion_less(self, *items: Any) -> Condition:
        colors = tuple(_COLORS[str(t).lower()] for t in items if isinstance(t, Token)
                       and t.type == "COLOR_ADJ")
        n = next(i for i in items if isinstance(i, int))
        return Condition(StaticCondition.DEVOTION_LESS_THAN, selector=Selector(colors=colors),
                         count=n)

    def c_monstrous(self, _s: Token) -> Condition:
        return Condition(StaticCondition.MONSTROUS)

    def c_counters_on_self(self, _s: Token, n: int) -> Condition:
        return Condition(StaticCondition.COUNTERS_ON_SELF, count=n)

    def c_counters_on_self_there(self, n: int, _s: Token) -> Condition:
        return Condition(StaticCondition.COUNTERS_ON_SELF, count=n)

    def c_hand_exactly(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.CARDS_IN_HAND_EXACTLY, count=n)

    def c_hellbent(self, _card: Token) -> Condition:
        return Condition(StaticCondition.CARDS_IN_HAND, count=1, negate=True)

    def c_hand_at_least(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.CARDS_IN_HAND, count=n)

    def c_hand_at_most(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.CARDS_IN_HAND_AT_MOST, count=n)

    def c_drawn(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.DRAWN_THIS_TURN, count=n)

    def c_drawn_cards(self, n: int) -> Condition:
        return Condition(StaticCondition.DRAWN_THIS_TURN, count=n)

    def c_opponent_graveyard_cards(self, n: int) -> Condition:
        return Condition(StaticCondition.OPPONENT_GRAVEYARD, count=n)

    def c_graveyard_cards(self, n: int) -> Condition:
        return Condition("graveyard_cards", count=n)  # threshold's count (207.2c)

    def c_graveyard_empty(self, _card: Token) -> Condition:
        return Condition("graveyard_cards", count=1, negate=True)

    def c_card_types(self, n: int, _card: Token, _cards: Token) -> Condition:
        return Condition(StaticCondition.CARD_TYPES_IN_GRAVEYARD, count=n)

    def c_control_colors(self, pair: Token) -> Condition:
        a, _or, b, _permanent = str(pair).lower().split()
        return Condition("control", selector=control_selector(Selector(
            colors=(_COLORS[a], _COLORS[b]))), count=1)

    def c_control_none(self, body: Selector) -> Condition:
        if body.relation is not None or body.controller is not ControllerSpec.ANY or \
                body.zone is not None:
            raise ValueError("'control no' a qualified selector")
        return Condition("control", selector=control_selector(body), count=1, negate=True)

    def c_card_in_graveyard(self, noun: Selector) -> Condition:
        return self.c_cards_in_graveyard(1, noun)

    def c_most_cards_in_hand(self) -> Condition:
        return Condition(StaticCondition.MOST_CARDS_IN_HAND)

    def c_cast_kind(self, *types: Token) -> Condition:
        kinds = tuple(str(t).capitalize() for t in types if t.type == "TYPE_WORD")
        sel = None if not kinds else Selector(types=kinds) if len(kinds) == 1 else \
            Selector(either=tuple(Selector(types=(k,)) for k in kinds))
        return Condition(StaticCondition.SPELLS_CAST, selector=sel, count=1)

    def c_cast_kinds(self, *words: Token) -> Condition:
        """ "you've cast a noncreature spell this turn"; with "both ... and ...", each
        kind at least once (601.2i)."""
        parts = []
        for tok in words:
            if tok.type == "NON_TYPE":
                kind = without_non(str(tok)).capitalize()
                if kind not in ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker"):
                    raise ValueError(f"a spell cast this turn that's {tok!s}")
                sel = Selector(excluded_types=(kind,))
            elif tok.type == "TYPE_WORD":
                sel = Selector(types=(str(tok).capitalize(),))
            else:
                continue
            parts.append(Condition(StaticCondition.SPELLS_CAST, selector=sel, count=1))
        return parts[0] if len(parts) == 1 else Condition("all", conditions=tuple(parts))

    def c_cast_n(self, n: int, _spells: Token) -> Condition:
        return Condition(StaticCondition.SPELLS_CAST, count=n)

    def c_cast_none(self, _spell: Token) -> Condition:
        return Condition(StaticCondition.SPELLS_CAST, count=1, negate=True)

    def c_defending_controls(self, body: Selector) -> Condition:
        if body.relation is not None or body.controller is not ControllerSpec.ANY or \
                body.zone is not None:
            raise ValueError("'defending player controls' a qualified selector")
        return Condition(StaticCondition.DEFENDING_CONTROLS, selector=body)

    def c_life_at_least(self, n: int) -> Condition:
        return Condition(StaticCondition.LIFE_AT_LEAST, count=n)

    def c_that_player_hellbent(self, _t: Token, card: Token) -> Condition:
        return dataclasses.replace(self.c_hellbent(card), text=THAT_PLAYER)

    def c_not_their_turn(self) -> Condition:
        """ "if it's not their turn": the player the trigger event named is not the active
        player (500.1; an intervening "if", 603.4)."""
        return Condition("your_turn", negate=True, text=THAT_PLAYER)

    def c_their_turn(self) -> Condition:
        """ "if it's their turn": that player is the active player (500.1, 603.4)."""
        return Condition("your_turn", text=THAT_PLAYER)

    def c_that_player_hand_at_least(self, _t: Token, n: int, *_card: Token) -> Condition:
        return Condition(StaticCondition.CARDS_IN_HAND, count=n, text=THAT_PLAYER)

    def c_that_player_hand_at_most(self, _t: Token, n: int, card: Token) -> Condition:
        return dataclasses.replace(self.c_hand_at_most(n, card), text=THAT_PLAYER)

    def c_that_player_life_at_most(self, _t: Token, n: int) -> Condition:
        return dataclasses.replace(self.c_life_at_most(n), text=THAT_PLAYER)

    def c_life_at_most(self, n: int) -> Condition:
        return Condition(StaticCondition.LIFE_AT_MOST, count=n)

    def c_opponent_life_at_most(self, n: int) -> Condition:
        return Condition(StaticCondition.OPPONENT_LIFE_AT_MOST, count=n)

    def c_opponent_controls(self, sel: Selector) -> Condition:
        if sel.relation is not None or sel.controller is not ControllerSpec.ANY or \
                sel.zone is not None:
            raise ValueError("'an opponent controls' a qualified selector")
        return Condition(StaticCondition.OPPONENT_CONTROLS, selector=sel)

    def c_opponent_graveyard(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.OPPONENT_GRAVEYARD, count=n)

    def c_cards_in_graveyard(self, n: int, noun: Selector) -> Condition:
        return Condition(StaticCondition.CARDS_IN_ZONE, count=n, selector=dataclasses.replace(
            noun, zone=Zone.GRAVEYARD, controller=ControllerSpec.YOU))

    def c_opponents_control_none(self, body: Selector) -> Condition:
        if body.relation is not None or body.controller is not ControllerSpec.ANY:
            raise ValueError("'control no' a qualified selector")
        return Condition(StaticCondition.OPPONENT_CONTROLS, selector=body, negate=True)

    def c_controls_commander(self) -> Condition:
        return Condition(StaticCondition.CONTROLS_COMMANDER)

    def c_was_cast(self) -> Condition:
        return Condition(StaticCondition.WAS_CAST)

    def c_cast_from_hand(self) -> Condition:
        return Condition(StaticCondition.CAST_FROM_HAND)

    def c_different_powers(self, n: int, _tok: Token) -> Condition:
        return Condition(StaticCondition.DIFFERENT_POWERS, count=n)

    def c_opponent_controls_more(self, body: Selector) -> Condition:
        if body.relation is not None or body.controller is not ControllerSpec.ANY or \
                body.zone is not None:
            raise ValueError("'an opponent controls more' of a qualified selector")
        return Condition(StaticCondition.OPPONENT_CONTROLS_MORE, selector=body)

    def c_player_life_at_most(self, n: int) -> Condition:
        return Condition(StaticCondition.PLAYER_LIFE_AT_MOST, count=n)

    def c_opponents_at_least(self, n: int) -> Condition:
        return Condition(StaticCondition.OPPONENTS_AT_LEAST, count=n)

    def c_control_at_most(self, n: int, body: Selector) -> Condition:
        """"You control two or fewer other lands": not (three or more)."""
        if body.controller is not ControllerSpec.ANY or body.zone is not None:
            raise ValueError("'you control N or fewer' of a qualified selector")
        if body.relation not in (None, Relation.OTHER):
            raise ValueError("'you control N or fewer' of a related object")
        sel = dataclasses.replace(control_selector(body), controller=ControllerSpec.YOU)
        return Condition("control", selector=sel, count=n + 1, negate=True)

    def c_mana_values(self, n: int, _card: Token) -> Condition:
        return Condition(StaticCondition.MANA_VALUES_IN_GRAVEYARD, count=n)

    def c_control_or_in_graveyard(self, body: Selector, _or: Token, noun: Selector) -> Condition:
        """"You control a Desert or there is a Desert card in your graveyard": either."""
        if body.relation is not None or body.controller is not ControllerSpec.ANY:
            raise ValueError("'you control' a qualified selector")
        return Condition("any", conditions=(
            Condition("control", selector=control_selector(body), count=1),
            self.c_cards_in_graveyard(1, noun)))

    # entering (614.1c)
    def enters_tapped_unless_more(self, _s: Token, _e: Token, cond: Condition) -> EntersTapped:
        return EntersTapped(_checked(cond))

    # what an object is ("black", "a Human", "legendary")
    def q_color(self, tok: Token) -> Selector:
        return Selector(colors=(_COLORS[str(tok).lower()],))

    def q_colors(self, a: Token, b: Token) -> Selector:
        return Selector(colors=(_COLORS[str(a).lower()], _COLORS[str(b).lower()]))

    def q_noun(self, noun: Any) -> Selector:
        return _noun_selector(noun)

    def q_nouns(self, a: Any, b: Any) -> Selector:
        return Selector(either=(_noun_selector(a), _noun_selector(b)))

    def q_legendary(self) -> Selector:
        return Selector(supertypes=("Legendary",))

    def q_untapped(self) -> Selector:
        return Selector(tapped=False)

    def q_tapped(self) -> Selector:
        return Selector(tapped=True)

    def q_attacking(self) -> Selector:
        return Selector(attacking=True)

    def q_blocking(self) -> Selector:
        return Selector(blocking=True)


def _attached(tok: Token) -> Selector:
    """"enchanted creature" / "equipped creature": the object the source is attached
    to (301.5, 303.4)."""
    relation_word, noun = str(tok).lower().split()
    relation = Relation.ENCHANTED if relation_word == "enchanted" else Relation.EQUIPPED
    return Selector(relation=relation, types=() if noun == "permanent" else (
        noun.capitalize(),))


def _noun_selector(noun: Any) -> Selector:
    key, value = getattr(noun, "key", None), str(getattr(noun, "value", ""))
    if key == "type":
        return Selector(types=(value,))
    if key == "subtype":
        return Selector(subtypes=(value,))
    raise ValueError("is a what?")
