"""Preventing damage (CR 615): shields from resolved "Prevent ..." instructions.

A resolving :class:`~mtglab.cards.instructions.PreventDamage` leaves a
:class:`PreventionShield` in the state (a continuous effect, 611.2a, that works like a
replacement effect, 615.1). :func:`prevent` is asked by
:func:`mtglab.engine.effects.damage.deal_damage` — the one place damage is dealt — before
any damage is dealt (615.1: the damage never happens, so it has no result: no life lost,
no lifelink, no "deals damage" trigger). A shield of "the next N damage" is used up by
the damage it prevents (615.7); shields of "this turn" end in the cleanup step (514.2).
Targets the shield names are locked as it resolves; "creatures you control" and "by
attacking creatures" are read when the damage would be dealt (611.2c concerns only
effects that change objects' characteristics or rules). "A source of your choice" is
chosen as the shield begins (609.7a: a permanent or a spell on the stack) and its
qualities are checked again when it would deal damage (609.7b); "the next time" shields
prevent one instance of damage and end (615.8).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtglab.cards.damagereplacement import PreventToSelfCounters
from mtglab.cards.effects import Relation, Selector
from mtglab.cards.instructions import DamageKind, Who
from mtglab.cards.statics import StaticPrevention
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.events.counters import put_counters
from mtglab.engine.state import BaseValues, GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.damage import DamageSource

__all__ = ["Gains", "PreventionShield", "add_shield", "choose_source", "end_shields", "prevent",
           "static_shields"]


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """One prevention effect (CR 615.1) in play: which damage (``kind``), to what
    (``to_any``, or the ids and player names it locked and the selectors it reads), from
    what (``by_any``, or ids and a selector), and how much is left (``remaining``: ``None``
    for all such damage this turn, else the next N, 615.7)."""

    source_name: str
    controller: str
    source_id: int | None
    turn: int
    kind: DamageKind = DamageKind.ALL
    remaining: int | None = None
    to_any: bool = True
    to_ids: frozenset[int] = frozenset()
    to_players: frozenset[str] = frozenset()
    to_selectors: tuple[Selector, ...] = ()
    by_any: bool = True
    by_ids: frozenset[int] = frozenset()
    by_selector: Selector | None = None
    #: a chosen spell (609.7a): its stack object's id
    by_spell: int | None = None
    #: the qualities a chosen source must still have when it would deal damage (609.7b)
    by_also: Selector | None = None
    #: "the next time": prevents one instance of damage, then ends (615.8)
    once: bool = False
    #: "dealt to and dealt by": damage to the objects or by them (else to them and by them)
    either: bool = False
    #: "You gain life equal to the damage prevented this way": who gains it (615.5)
    gain_to: str | None = None

    def describe(self) -> str:
        """'the next 3 damage' / 'all combat damage' / 'the next combat damage'."""
        if self.once:
            return f"the next {self.kind.value}"
        what = "all" if self.remaining is None else f"the next {self.remaining}"
        return f"{what} {self.kind.value}"


def add_shield(state: GameState, shield: PreventionShield) -> GameState:
    """A prevention shield begins (611.2a, 615.1)."""
    state = state.evolve(prevention=(*state.prevention, shield))
    return state.logged("prevent", shield.source_name, f"{shield.describe()} this turn "
                        "will be prevented", "615.1")


def end_shields(state: GameState) -> GameState:
    """The cleanup step: "this turn" prevention effects end (514.2)."""
    return state.evolve(prevention=()) if state.prevention else state


#: The life gained for damage prevented (615.5): who gains how much, and the shield's source.
Gains = tuple[tuple[str, int, str], ...]


def prevent(state: GameState, source: DamageSource, amount: int, recipient: int | str,
            *, combat: bool) -> tuple[GameState, int, Gains]:
    """How much of ``amount`` damage from ``source`` to ``recipient`` is still dealt
    after the shields that apply (615.1), in the order they began; shields of "the next
    N damage" are reduced by what they prevented (615.7); and the life their
    controllers gain for it right afterward (615.5)."""
    if amount <= 0:
        return state, amount, ()
    if isinstance(recipient, int) and (own := _prevents_to_self(state, recipient)):
        return _prevented_to_self(state, source, amount, recipient, own), 0, ()
    state, amount = _static_prevented(state, source, amount, recipient, combat)
    if amount <= 0:
        return state, 0, ()
    if not state.prevention:
        return state, amount, ()
    kept: list[PreventionShield] = []
    gains: list[tuple[str, int, str]] = []
    prevented = 0
    for shield in state.prevention:
        left = amount - prevented
        if left <= 0 or not _applies(state, shield, source, recipient, combat):
            kept.append(shield)
            continue
        used = left if shield.remaining is None or shield.once else \
            min(shield.remaining, left)
        prevented += used
        if shield.gain_to is not None:  # 615.5
            gains.append((shield.gain_to, used, shield.source_name))
        if shield.once:  # 615.8: this instance, however much; then the shield ends
            continue
        if shield.remaining is None:
            kept.append(shield)
        elif shield.remaining > used:  # 615.7: a shield used up ends
            kept.append(replace(shield, remaining=shield.remaining - used))
    if not prevented:
        return state, amount, ()
    state = state.evolve(prevention=tuple(kept))
    name = recipient if isinstance(recipient, str) else \
        characteristics_of(state)[recipient].name
    state = state.logged("prevent", source.name, f"{prevented} damage to {name} is "
                         "prevented", "615.1, 615.7")
    return state, amount - prevented, tuple(gains)


def _static_prevented(state: GameState, source: DamageSource, amount: int,
                      recipient: int | str, combat: bool) -> tuple[GameState, int]:
    """The damage left after the prevention effects of static abilities (615.1, 604.1):
    one that prevents all such damage leaves none; "prevent 1 of that damage" takes its
    amount off each damage event it applies to (several add up; the order the affected
    player would choose, 616.1, gives the same total)."""
    statics = [s for s in static_shields(state) if _applies(state, s, source, recipient, combat)]
    if not statics:
        return state, amount
    name = recipient if isinstance(recipient, str) else \
        characteristics_of(state)[recipient].name
    if any(s.remaining is None for s in statics):
        return state.logged("prevent", source.name, f"{amount} damage to {name} is "
                            "prevented by a static ability", "615.1, 604.1"), 0
    prevented = min(amount, sum(s.remaining or 0 for s in statics))
    return state.logged("prevent", source.name, f"{prevented} of {amount} damage to {name} "
                        f"is prevented by {', '.join(s.source_name for s in statics)}",
                        "615.1, 604.1"), amount - prevented


def _prevents_to_self(state: GameState, pid: int) -> list[PreventToSelfCounters]:
    """The permanent's own "If damage would be dealt to ~, prevent that damage. Remove a
    +1/+1 counter from ~." abilities (615.1, 604.1)."""
    looks = characteristics_of(state).get(pid)
    if looks is None or not looks.has_statics:
        return []
    counters = dict(state.permanents[pid].counters)
    return [e for ref in looks.abilities if ref.ability.supported
            for e in ref.ability.effects if isinstance(e, PreventToSelfCounters) and
            (e.while_has is None or counters.get(e.while_has))]  # "while it has a ..."


def _prevented_to_self(state: GameState, source: DamageSource, amount: int, pid: int,
                       own: list[PreventToSelfCounters]) -> GameState:
    """All the damage is prevented (615.1); then, for each such ability, one counter is
    removed from the permanent (if it has one), or as many are put on it as the damage
    prevented (615.5: what the prevention effect does after it prevents). Each call is
    one damage event: combat damage from several blockers at once, which the Phantoms'
    rulings count as one event (one counter removed), is still several here."""
    looks = characteristics_of(state)[pid]
    if all(not e.prevents for e in own):  # "put that many ... counters on it instead"
        state = state.logged("replace", source.name, f"{amount} damage to {looks.name} is "
                             "replaced by its own ability", "614.1a, 604.1")
    else:
        state = state.logged("prevent", source.name, f"{amount} damage to {looks.name} is "
                             "prevented by its own ability", "615.1, 604.1")
    for e in own:
        perm = state.permanents.get(pid)
        if perm is None:
            break
        if not e.remove:
            state = put_counters(state, pid, e.counter, amount, looks.controller,
                                 why=f"for the damage {looks.name} prevented" if e.prevents
                                 else "instead of the damage", rule="615.5" if e.prevents
                                 else "614.1a")
        elif (has := dict(perm.counters).get(e.counter, 0)):
            n = min(has, amount) if e.that_many else 1  # as many as it has (615.5)
            state = state.with_permanent(perm.with_counters(e.counter, -n)).logged(
                "counters", looks.name, f"{n} {e.counter} counter(s) removed for the damage "
                "it prevented", "615.5, 122.1")
    return state


def static_shields(state: GameState) -> list[PreventionShield]:
    """The prevention effects of static abilities in force now (615.1, 604.1, with their
    "as long as" conditions, 611.3a), as shields of all such damage this turn: "to ~",
    "by enchanted creature" read as the damage would be dealt."""
    chars = characteristics_of(state)
    out = []
    for qid, q in chars.items():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, StaticPrevention):
                    shield = _static_shield(state, qid, q.name, q.controller, e, chars)
                    if shield is not None:
                        out.append(shield)
    return out


def _named_object(state: GameState, qid: int, sel: Selector) -> int | None:
    """The one object "~" / "enchanted creature" names for the source ``qid``."""
    if sel.relation is Relation.SELF:
        return qid
    return state.permanents[qid].attached_to  # ENCHANTED, EQUIPPED (301.5, 303.4)


def _static_shield(state: GameState, qid: int, name: str, controller: str,
                   e: StaticPrevention, chars: dict[int, Any]) -> PreventionShield | None:
    if e.condition is not None:
        ctx = SelectContext(qid, controller, state.permanents[qid].attached_to)
        if not holds(state, e.condition, ctx, chars):
            return None
    # ``remaining``: how much of each damage event it prevents ("prevent 1 of that
    # damage"); a static shield is read anew for each event, so it is never used up
    shield = PreventionShield(name, controller, qid, state.turn, e.kind, e.amount)
    if e.by is not None:
        if e.by.relation is None:
            shield = replace(shield, by_any=False, by_selector=e.by)
        else:
            by = _named_object(state, qid, e.by)
            if by is None:
                return None
            shield = replace(shield, by_any=False, by_ids=frozenset({by}))
    if not e.to:
        return shield
    ids: set[int] = set()
    players: set[str] = set()
    selectors: list[Selector] = []
    for r in e.to:
        if r.players is Who.YOU:
            players.add(controller)
        if r.objects is not None and r.objects.relation in (None, Relation.OTHER):
            selectors.append(r.objects)  # "other ...": not the source itself (615.1)
        elif r.objects is not None and (pid := _named_object(state, qid, r.objects)):
            ids.add(pid)
    return replace(shield, to_any=False, to_ids=frozenset(ids), to_players=frozenset(players),
                   to_selectors=tuple(selectors))


def _applies(state: GameState, shield: PreventionShield, source: DamageSource,
             recipient: int | str, combat: bool) -> bool:
    if state.turn != shield.turn:  # "this turn" (514.2)
        return False
    if (shield.kind is DamageKind.COMBAT and not combat) or \
            (shield.kind is DamageKind.NONCOMBAT and combat):
        return False
    if shield.either:  # "dealt to and dealt by" it
        return _to_matches(state, shield, recipient) or _by_matches(state, shield, source)
    return _to_matches(state, shield, recipient) and _by_matches(state, shield, source)


def _to_matches(state: GameState, shield: PreventionShield, recipient: int | str) -> bool:
    if shield.to_any:
        return True
    if isinstance(recipient, str):
        return recipient in shield.to_players
    return recipient in shield.to_ids or _any_match(state, shield, shield.to_selectors,
                                                    recipient)


def _by_matches(state: GameState, shield: PreventionShield, source: DamageSource) -> bool:
    if shield.by_also is not None and not _source_is(state, shield, shield.by_also, source):
        return False  # 609.7b: the chosen source no longer has the qualities
    if shield.by_any:
        return True
    if source.id is not None and source.id in shield.by_ids:
        return True
    if shield.by_spell is not None and source.spell == shield.by_spell:
        return True
    if shield.by_selector is None:
        return False
    return _source_is(state, shield, shield.by_selector, source)


def _source_is(state: GameState, shield: PreventionShield, sel: Selector,
               source: DamageSource) -> bool:
    """Whether the source has the qualities of ``sel`` now (a permanent's current
    characteristics, else its last looks)."""
    if source.id is not None and source.id in state.permanents:
        return _any_match(state, shield, (sel,), source.id)
    if source.looks is None:  # a source the selector can't be read on
        return False
    ctx = SelectContext(shield.source_id, shield.controller)
    return matches(sel, -1, source.looks, ctx)


def _any_match(state: GameState, shield: PreventionShield, selectors: Sequence[Selector],
               pid: int) -> bool:
    chars = characteristics_of(state)
    if pid not in chars or pid not in state.permanents:
        return False
    perm = state.permanents[pid]
    ctx = SelectContext(shield.source_id, shield.controller)
    return any(matches(sel, pid, chars[pid], ctx, tapped=perm.tapped, is_token=perm.is_token,
                       counters=dict(perm.counters),
                       entered=perm.entered_turn == state.turn) for sel in selectors)


def choose_source(state: GameState, shield: PreventionShield, quality: Selector,
                  chooser: Chooser, who: str) -> tuple[GameState, PreventionShield | None]:
    """``who`` chooses "a <quality> source of your choice" as the shield begins (609.7a):
    a permanent or a spell on the stack with those qualities; the shield then applies to
    that source only, while it keeps them (609.7b). ``None``: there is no such source."""
    chars = characteristics_of(state)
    ctx = SelectContext(shield.source_id, who)
    options: dict[str, int | str] = {}
    for pid in state.permanents:
        if pid in chars and _any_match(state, replace(shield, controller=who), (quality,), pid):
            options[f"{chars[pid].name} #{pid}"] = pid
    spells: dict[str, int] = {}
    for item in state.stack:
        if item.kind == "spell" and item.card is not None and \
                matches(quality, -1, CardLooks(BaseValues.of_card(item.card), item.controller),
                        ctx):
            label = f"{item.card.name} (spell) #{item.id}"
            options[label] = label
            spells[label] = item.id
    if not options:
        return state.logged("choice", shield.source_name, "there is no source to choose",
                            "609.7a"), None
    pick = chooser.pick_target(f"a source for {shield.source_name} to prevent damage from "
                               "(CR 609.7a)", options)
    label = next(lb for lb, t in options.items() if t == pick)
    state = state.logged("choice", shield.source_name, f"{who} chooses {label}", "609.7a")
    chosen = replace(shield, by_any=False, by_also=quality)
    if isinstance(pick, str):
        return state, replace(chosen, by_spell=spells[pick])
    return state, replace(chosen, by_ids=frozenset({pick}))
