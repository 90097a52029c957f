"""Tokens being created, as an event that replacement effects modify (CR 111.1, 111.2,
614.1a, 616.1).

An effect that would create tokens proposes a :class:`Creation` — which tokens, how many
of each — for the player who creates them: they enter under that player's control
(111.2), so that player orders the replacement effects (616.1). Doubling Season and
Parallel Lives ("twice that many of those tokens"), Xorn ("those tokens plus an additional
Treasure token"), Divine Visitation ("that many 4/4 white Angel creature tokens ...
instead") each apply once (614.5), and after each one what still applies is checked again
(616.1f: once Divine Visitation has made the creature tokens Angels, an effect on Fish
tokens has nothing left to modify). The orders are searched by the one search of
:mod:`mtglab.engine.events.orders`; the tokens then enter the battlefield, each as an entering
event of its own (614.1c, 122.6: "creatures you control enter with an additional +1/+1
counter" applies to a creature token).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from mtglab.cards.effects import CreateToken
from mtglab.cards.tokens import TokenDef, TokenReplacement, TokenReplacementKind
from mtglab.cards.vocabulary import Phase
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.effects.tokens import (
    counted_pt,
    def_of_create_token,
    token_faces,
    values_of_def,
)
from mtglab.engine.events.counters import own_order
from mtglab.engine.events.entering import enter_as_copy_choices, entering_problem, resolve_entering
from mtglab.engine.events.orders import OrderProblem, apply_order
from mtglab.engine.game.history import record_entering, type_line_now
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.resolution.triggers import triggered_by_entering
from mtglab.engine.state import RECENT_CONTROL, BaseValues, GameState, PermanentState
from mtglab.engine.wording import does
from mtglab.errors import ChoiceRequired, UnsupportedError

__all__ = [
    "Creation",
    "CreationProblem",
    "TokenEffect",
    "TokenKind",
    "create_tokens",
    "creation_problem",
    "enters_attacking",
    "perform_create_token",
]


@dataclass(frozen=True, slots=True)
class TokenKind:
    """One kind of token an event would create: its base values (111.3), whether it is
    created tapped, the counters it enters with by its creating effect (707.9b), the
    permanent it is created attached to (a Role, 111.10j), and for a token copy the
    name of what it copies (707.2)."""

    values: BaseValues
    tapped: bool = False
    extra_counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    copy_of: str | None = None
    #: created attacking (508.4): :func:`enters_attacking`
    attacking: bool = False
    #: a double-faced token's front and back faces (111.10i; ``values`` the front)
    faces: tuple[BaseValues, ...] = ()

    @classmethod
    def of_def(cls, d: TokenDef, *, tapped: bool = False, attacking: bool = False) -> TokenKind:
        """The kind of token a definition gives."""
        return cls(values_of_def(d), tapped, attacking=attacking, faces=token_faces(d))

    @classmethod
    def of_create_token(cls, e: CreateToken) -> TokenKind:
        """The kind of token a "create ... token" instruction gives, its power and
        toughness counted (:func:`~mtglab.engine.effects.tokens.counted_pt`)."""
        return cls.of_def(def_of_create_token(e), tapped=e.tapped, attacking=e.attacking)

    @property
    def name(self) -> str:
        """The token's name."""
        return self.values.name


@dataclass(frozen=True, slots=True)
class Creation:
    """The tokens an event would create: each kind with how many (CR 111.1)."""

    tokens: tuple[tuple[TokenKind, int], ...] = ()

    def add(self, kind: TokenKind, n: int) -> Creation:
        """The same creation with ``n`` more tokens of ``kind``."""
        out = list(self.tokens)
        for i, (k, m) in enumerate(out):
            if k == kind:
                out[i] = (k, m + n)
                return Creation(tuple(out))
        return Creation((*out, (kind, n)))

    @property
    def total(self) -> int:
        """How many tokens in all."""
        return sum(n for _k, n in self.tokens)

    def counts(self) -> dict[str, int]:
        """How many tokens of each name: {'Treasure': 2}."""
        out: dict[str, int] = {}
        for k, n in self.tokens:
            if n:
                out[k.name] = out.get(k.name, 0) + n
        return out

    def describe(self) -> str:
        """In words: '2 Treasure, 1 Food'."""
        return ", ".join(f"{n} {name}" for name, n in self.counts().items()) or "no tokens"


@dataclass(frozen=True, slots=True)
class TokenEffect:
    """One token replacement effect on the battlefield, labelled by its source."""

    label: str
    source_id: int
    controller: str
    effect: TokenReplacement
    timestamp: int

    def _matching(self, value: Creation) -> list[tuple[TokenKind, int]]:
        sel = self.effect.selects
        return [(k, n) for k, n in value.tokens
                if n >= 1 and sel.matches(k.values.types, k.values.subtypes)]

    def applies(self, value: Creation) -> bool:
        """Whether it would modify the event as it now is: one or more tokens it speaks
        of would be created (616.1f)."""
        return bool(self._matching(value))

    def apply(self, value: Creation) -> Creation:
        """What it makes of the event (614.1a)."""
        e = self.effect
        sel = e.selects
        match e.kind:
            case TokenReplacementKind.MULTIPLY:
                return Creation(tuple(
                    (k, n * e.factor if sel.matches(k.values.types, k.values.subtypes) else n)
                    for k, n in value.tokens))
            case TokenReplacementKind.ADD:
                assert e.extra is not None
                n = sum(m for _k, m in self._matching(value)) if e.that_many else e.count
                return value.add(TokenKind.of_def(e.extra), n)
            case _:
                out = Creation()
                for k, n in value.tokens:
                    if n >= 1 and sel.matches(k.values.types, k.values.subtypes):
                        for d in e.becomes:
                            # the new tokens are created the way the old ones would have
                            # been (tapped, attached)
                            out = out.add(replace(TokenKind.of_def(d), tapped=k.tapped,
                                                  attached_to=k.attached_to), n)
                    else:
                        out = out.add(k, n)
                return out


def token_effects(state: GameState, creator: str) -> list[TokenEffect]:
    """Every token replacement effect that would apply to tokens ``creator`` creates
    (under ``creator``'s control, 111.2): from static abilities, in timestamp order."""
    chars = characteristics_of(state)
    found = []
    for pid, c in chars.items():
        for ref in c.abilities:
            a = ref.ability
            if not a.supported or a.kind.value != "static":
                continue
            for e in a.effects:
                if isinstance(e, TokenReplacement) and \
                        (e.creator == "any" or c.controller == creator):
                    found.append(TokenEffect(c.name, pid, c.controller, e,
                                             state.permanents[pid].timestamp))
    found.sort(key=lambda f: f.timestamp)
    names = [f.label for f in found]
    return [f if names.count(f.label) == 1 else replace(f, label=f"{f.label} #{f.source_id}")
            for f in found]


@dataclass(frozen=True)
class CreationProblem:
    """The event of ``chooser`` creating tokens: the effects that may modify it, and the
    search (an :class:`~mtglab.engine.events.orders.OrderProblem`)."""

    chooser: str
    start: Creation
    effects: tuple[TokenEffect, ...]
    problem: OrderProblem[Creation]

    @property
    def labels(self) -> list[str]:
        """Each effect's label, for orders given by name."""
        return [f.label for f in self.effects]


def creation_problem(state: GameState, creation: Creation, creator: str) -> CreationProblem:
    """Creating ``creation`` under ``creator``'s control as an order problem (616.1): the
    creator orders the effects (the tokens would enter under that player's control,
    111.2); every token replacement effect is a 616.1e choice."""
    effects = tuple(token_effects(state, creator))

    def applies(f: TokenEffect, value: Creation) -> bool:
        return f.applies(value)

    def apply(f: TokenEffect, value: Creation) -> Creation:
        return f.apply(value)

    def signature(f: TokenEffect) -> object:
        return (f.effect, f.controller)

    problem = OrderProblem(creation, effects, applies, apply, signature=signature)
    return CreationProblem(creator, creation, effects, problem)


def create_tokens(state: GameState, creation: Creation, creator: str, *,
                  order: Sequence[str] | None = None,
                  enter_order: Sequence[str] | None = None, source_name: str = "",
                  controlled_since_turn_start: bool = False,
                  replacements: bool = True) -> tuple[GameState, list[int]]:
    """Create tokens (CR 111.1) under ``creator``'s control (111.2), after the
    replacement effects that apply, in ``order`` (labels; those naming no effect of this
    event are for other events and are passed over) or the only order that matters; a
    missing order that matters raises :class:`~mtglab.errors.ChoiceRequired`. Each token
    then enters the battlefield (614.1c, 616.1g), its own event, with every replacement
    effect that modifies how a permanent enters (as a copy, with counters, tapped) that
    existed before the creation (614.12: not those of the tokens created with it),
    applied in ``enter_order`` (labels), or in the labels of ``order`` that name its
    effects, when the order matters. ``replacements=False`` creates exactly
    ``creation`` (set-up). Returns the new state and the new tokens' ids."""
    cp = creation_problem(state, creation, creator)
    final = creation
    if replacements and cp.effects:
        wanted = own_order(cp.labels, order)
        what = f"the tokens {does(creator, 'creates')}: {creation.describe()}"
        final, applied = apply_order(cp.problem, cp.labels, wanted, what, creator)
        value = creation
        for i in applied:
            f = cp.effects[i]
            value = f.apply(value)
            state = state.logged("replacement", f.label, f"tokens: {f.effect.describe()} -> "
                                 f"{value.describe()}", "614.1a, 616.1")
    ids: list[int] = []
    for kind, n in final.tokens:
        for _ in range(n):
            pid, state = state.take_id()
            ts, state = state.take_timestamp()
            state = state.with_permanent(PermanentState(
                pid, kind.values, creator, creator, ts, None, True, False,
                attached_to=kind.attached_to, token_faces=kind.faces,
                controlled_since_turn_start=controlled_since_turn_start,
                entered_turn=None if controlled_since_turn_start else state.turn,
                recent_control=0 if controlled_since_turn_start else RECENT_CONTROL))
            if replacements:  # 614.1c, 614.12: it enters, after the creation's effects
                # (616.1g), seeing only what existed before the tokens created with it
                together = frozenset(ids)
                entering = entering_problem(
                    state, pid, kind.values, creator, x=None, x_applies=False,
                    extra_counters=kind.extra_counters, newcomers=together,
                    copies=enter_as_copy_choices(state, kind.values, creator,
                                                 newcomers=together | {pid}))
                state, _entered = resolve_entering(
                    state, pid, entering, enter_order if enter_order is not None
                    else own_order(entering.labels, order))
            elif kind.extra_counters:
                perm = state.permanents[pid]
                for k, m in kind.extra_counters:
                    perm = perm.with_counters(k, m)
                state = state.with_permanent(perm)
            if kind.tapped:
                state = state.with_permanent(replace(state.permanents[pid], tapped=True))
            if kind.attacking:
                state = enters_attacking(state, pid, creator)
            detail = f"a token copy of {kind.copy_of}" if kind.copy_of else "a token"
            state = state.logged("token", kind.name, f"{detail} for {creator}" +
                                 (f" ({source_name})" if source_name else ""),
                                 "707.2, 111.1" if kind.copy_of else "111.1, 111.2")
            if replacements:  # it entered the battlefield (603.6a); set-up triggers nothing
                now = characteristics_of(state)[pid]  # the turn's history (603.6a)
                state = record_entering(state, creator, land="Land" in now.types,
                                        type_line=type_line_now(now))
                state = triggered_by_entering(state, pid)
            ids.append(pid)
    return state, ids


#: the steps of the combat phase in which attacking creatures exist (506.4, 508.1)
_ATTACKS_EXIST: Final = frozenset({Phase.DECLARE_ATTACKERS, Phase.DECLARE_BLOCKERS,
                                   Phase.COMBAT_DAMAGE, Phase.END_OF_COMBAT})


def enters_attacking(state: GameState, pid: int, controller: str) -> GameState:
    """A permanent put onto the battlefield attacking (508.4): its controller chooses the
    defending player it attacks — the only one there can be here; it was never declared
    as an attacker, so nothing "attacks" triggers (508.4), and in the declare blockers
    step or later it is unblocked (508.4d). Outside the combat phase's attacks, under a
    player who isn't attacking (506.3b) or as a noncreature (506.3a), it enters but is
    never attacking."""
    name = state.permanents[pid].base.name
    creature = "Creature" in characteristics_of(state)[pid].types
    if state.phase not in _ATTACKS_EXIST or controller != state.active or not creature:
        return state.logged("attack", name, "enters tapped but not attacking: no attack it "
                            "could join (CR 506.3a, 506.3b)", "506.3")
    attacked = {p.attacking for p in state.permanents.values() if p.attacking is not None}
    foes = state.opponents(controller)
    defenders = sorted(attacked) if len(attacked) == 1 else list(foes)
    if len(defenders) != 1:
        raise ChoiceRequired(f"the defending player {name} attacks (CR 508.4)", defenders)
    state = state.with_permanent(replace(state.permanents[pid], attacking=defenders[0]))
    return state.logged("attack", name, f"enters attacking {defenders[0]} (it never "
                        "attacked: no attack triggers)", "508.4")


def perform_create_token(state: GameState, effect: CreateToken, who: str, *,
                         source_id: int | None, source_name: str, x: int | None,
                         targets: Sequence[int | str] = (),
                         order: Sequence[str] | None = None) -> GameState:
    """Carry out a "create ... token" instruction of an ability or spell controlled by
    ``who`` (CR 111.1, 608.2): the player it names creates the tokens, through the
    replacement effects on creating them."""
    if effect.attached_to is not None:  # its host is chosen the general way (perform)
        raise UnsupportedError("a Role created attached to a permanent is created by the "
                               "general instructions (CR 111.10j)")
    if effect.player == "you":
        creator = who
    else:  # "target opponent creates ..." (Forbidden Orchard)
        named = [t for t in targets if isinstance(t, str)]
        opponents = state.opponents(who)
        if named:
            creator = named[0]
        elif len(opponents) == 1:
            creator = opponents[0]  # the only legal target (603.3d)
        else:
            raise ChoiceRequired(f"the opponent who creates {source_name}'s tokens", opponents)
    n = amount_value(effect.count, ProductionContext(state, source_id, who, x=x))
    if n < 1:
        return state
    ctx = ProductionContext(state, source_id, who, x=x)  # an X/X token: once (608.2h)
    effect = counted_pt(effect, lambda a: max(0, amount_value(a, ctx)))
    kind = TokenKind.of_create_token(effect)
    state, _ids = create_tokens(state, Creation(((kind, n),)), creator, order=order,
                                source_name=source_name)
    return state
