"""Targets (CR 115): what each word "target" of a spell or ability may choose, the choice
as it is cast, activated or put on the stack (601.2c, 602.2b, 603.3d), and the check as
it resolves (608.2b).

An instruction's words "target" are :class:`~mtglab.cards.instructions.TargetPart`
records (:func:`~mtglab.cards.instructions.target_parts`), in the order of the text. The
targets chosen are kept as one group per part: a group holds permanent ids and player
names.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from mtglab.cards.effects import ControllerSpec, IfHolds, MayDo, Selector
from mtglab.cards.instructions import IfYouDo, TargetPart, Who, target_parts
from mtglab.cards.optional import Attempt, IfElse, Unless
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.protection import protection_from
from mtglab.engine.characteristics.restrictions import player_untargetable
from mtglab.engine.characteristics.selectors import (
    CardLooks,
    Looks,
    SelectContext,
    around_of,
    dealt_damage_this_turn,
    matches,
)
from mtglab.engine.characteristics.sourcepower import source_power
from mtglab.engine.resolution.stacktargets import stack_candidates
from mtglab.engine.state import BaseValues, GameState
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError

__all__ = ["Target", "TargetGroups", "candidates", "choose_targets", "groups_of",
           "parts_of", "still_legal", "targetable"]

#: A chosen target: a permanent's id or a player's name.
Target = int | str
#: The targets chosen, one tuple per word "target", in the order of the text.
TargetGroups = tuple[tuple[Target, ...], ...]


@dataclass(frozen=True, slots=True)
class _Asker:
    source_id: int | None
    controller: str


def parts_of(effects: Iterable[Any]) -> list[TargetPart]:
    """Every word "target" of these instructions, in order (601.2c); the instructions
    inside "you may" are chosen for too (their targets are chosen as the spell is cast,
    even if the player then doesn't do it, 601.2c)."""
    out: list[TargetPart] = []
    for e in effects:
        if isinstance(e, MayDo | IfYouDo | IfHolds | Unless | Attempt):  # chosen as cast
            out.extend(parts_of(e.effects))
        elif isinstance(e, IfElse):  # both branches, in the order of the text (608.2c)
            out.extend(parts_of(e.effects if e.same_targets else (*e.effects, *e.otherwise)))
        else:
            out.extend(target_parts(e))
    return out


def targetable(looks: Characteristics, controller: str) -> bool:
    """Whether a spell or ability ``controller`` controls may target this permanent:
    not with shroud (702.18a), not with hexproof if an opponent's (702.11b)."""
    if looks.has_keyword("Shroud"):
        return False
    return not (looks.has_keyword("Hexproof") and looks.controller != controller)


def candidates(state: GameState, part: TargetPart, source_id: int | None,
               controller: str, *, source_looks: Looks | None = None,
               that_player: str | None = None, x: int | None = None) -> list[Target]:
    """The legal choices for one word "target" now (115.1, 115.4). ``source_looks``: the
    characteristics of the spell or source that targets (a spell's card), for protection
    (702.16b); by default the source permanent's. ``that_player``: the player "target
    creature that player controls" names (the trigger event's, 603.2, 608.2c). ``x``: the
    X of the spell or ability, chosen before its targets ("with power X or less",
    107.3, 601.2b-c)."""
    out: list[Target] = []
    if part.stack is not None:  # spells and abilities on the stack (115.1, 405.1)
        out.extend(stack_candidates(state, part.stack, source_id, controller))
    if part.objects is not None and part.objects.zone == "graveyard":
        out.extend(_cards_in_graveyards(state, part.objects, source_id, controller, x))
    elif part.objects is not None:
        chars = characteristics_of(state)
        perm = state.permanents.get(source_id) if source_id is not None else None
        ctx = SelectContext(source_id, controller,
                            attached_to=perm.attached_to if perm is not None else None,
                            chosen=perm.choices if perm is not None else (),
                            that_player=that_player, x=x,
                            defending=defending_player(state, source_id),  # (508.5)
                            source_power=source_power(part.objects, chars, source_id),
                            source_name=_source_name(chars, source_id, source_looks))
        for oid, looks in chars.items():
            perm_o = state.permanents[oid]
            if part.another and oid == source_id:
                continue
            if matches(part.objects, oid, looks, ctx, tapped=perm_o.tapped,
                       is_token=perm_o.is_token, counters=dict(perm_o.counters),
                       entered=perm_o.entered_turn == state.turn,
                       damaged=dealt_damage_this_turn(perm_o),
                       surroundings=partial(around_of, state, oid, chars)) and \
                    targetable(looks, controller) and \
                    protection_from(state, oid, source_looks, source_id) is None:
                out.append(oid)
    if part.players is not None:
        for p in state.players:
            if p.lost:
                continue
            if part.players is Who.TARGET_OPPONENT and p.name == controller:
                continue
            if player_untargetable(state, p.name, controller) is not None:  # 702.11c, 702.18a
                continue
            out.append(p.name)
    return out


def _source_name(chars: Mapping[int, Looks], source_id: int | None,
                 source_looks: Looks | None) -> str:
    """The name the source has now ("with the same name as ~", 201.2a): a permanent's
    from its characteristics (a copy's is the name it copied, 707.2), else the spell's."""
    looks = chars.get(source_id) if source_id is not None else None
    return str(getattr(looks if looks is not None else source_looks, "name", "") or "")


def _cards_in_graveyards(state: GameState, sel: Selector, source_id: int | None,
                         controller: str, x: int | None = None) -> list[int]:
    """The cards in graveyards a "target ... card" may choose (115.1, 400.1): in the
    graveyards ``sel.controller`` says (yours, an opponent's, any)."""
    owners = (controller,) if sel.controller is ControllerSpec.YOU else \
        state.opponents(controller) if sel.controller is ControllerSpec.OPPONENT else \
        state.player_names
    plain = replace(sel, zone=None, controller=ControllerSpec.ANY)
    ctx = SelectContext(source_id, controller, x=x)  # "with mana value X or less" (107.3)
    return [c.id for owner in owners for c in state.graveyards.get(owner, ())
            if c.id is not None and c.card is not None and
            matches(plain, c.id, CardLooks(BaseValues.of_card(c.card), owner), ctx)]


def _name(state: GameState, t: Target) -> str:
    if isinstance(t, str):
        return t
    if t in state.permanents:
        return f"{characteristics_of(state)[t].name} #{t}"
    found = state.find_card(t)
    if found is None:  # a spell or ability on the stack (115.1)
        return next((f"{i.name} #{t} (on the stack)" for i in state.stack if i.id == t),
                    f"#{t}")
    return f"{found[2].name} #{t} (in {found[1]})"


def _plain(t: Any) -> Any:
    return getattr(t, "id", t)


def _flat(given: Sequence[Any]) -> Iterator[Any]:
    for g in given:
        if isinstance(g, list | tuple):
            yield from (_plain(x) for x in g)
        else:
            yield _plain(g)


def choose_targets(state: GameState, parts: Sequence[TargetPart], given: Sequence[Any],
                   source_id: int | None, controller: str, label: str, *,
                   source_looks: Looks | None = None, x: int | None = None) -> TargetGroups:
    """The targets of each word "target" from what a player gave (601.2c): a flat list
    (each word takes what is legal for it, in order) or one list per word. A word with a
    single legal choice takes it when nothing is given for it; a required word with no
    legal choice makes the action illegal (601.2c)."""
    if any(p.x_many for p in parts):  # "X target creatures": X was chosen (601.2b)
        if x is None:
            raise IllegalActionError(label, ["choose X first: it says how many targets "
                                             "(CR 107.3, 601.2b)"])
        parts = [replace(p, minimum=min(p.minimum, 1) * x, maximum=x) if p.x_many else p
                 for p in parts]  # "up to X" keeps its least of none
    legal = [candidates(state, part, source_id, controller, source_looks=source_looks, x=x)
             for part in parts]
    nested = any(isinstance(g, list | tuple) for g in given)
    if nested and len(given) != len(parts):
        raise IllegalActionError(label, [
            f"give one list of targets per word 'target' ({len(parts)}: "
            f"{', '.join(p.describe() for p in parts)}) (CR 601.2c)"])
    pool = [] if nested else list(_flat(given))
    groups: list[tuple[Target, ...]] = []
    for i, (part, ok) in enumerate(zip(parts, legal, strict=True)):
        if nested:
            chosen = [_plain(x) for x in (given[i] if isinstance(given[i], list | tuple)
                                           else (given[i],))]
        else:
            chosen = _taken(pool, part, ok, sum(p.minimum for p in parts[i + 1:]))
        groups.append(_checked_word(state, part, ok, chosen, label, source_id,
                                    source_looks, controller))
    if pool:
        raise IllegalActionError(label, [
            f"{', '.join(_name(state, t) for t in pool)}: more targets than it has "
            f"({', '.join(p.describe() for p in parts) or 'none'}) (CR 601.2c)"])
    return tuple(groups)


def _taken(pool: list[Any], part: TargetPart, ok: Sequence[Any], later_min: int) -> list[Any]:
    """What one word "target" takes from the front of a flat list of targets (601.2c):
    up to its most, leaving enough for the words after it (``later_min``), and only what
    is legal for it once its least is met. Taken from ``pool``."""
    chosen: list[Any] = []
    while pool and len(chosen) < part.maximum and \
            (len(chosen) < part.minimum or len(pool) > later_min) and \
            (pool[0] in ok or len(chosen) < part.minimum):
        chosen.append(pool.pop(0))
    return chosen


def _checked_word(state: GameState, part: TargetPart, ok: Sequence[Any], chosen: list[Any],
                  label: str, source_id: int | None,
                  source_looks: Looks | None, controller: str) -> tuple[Target, ...]:
    """The targets of one word "target", checked (601.2c, 115.1, 115.3): a single legal
    choice is taken when nothing is given; a required word with no legal choice makes
    the action illegal."""
    if not chosen and part.minimum:
        if not ok:
            raise IllegalActionError(label, [
                f"there is no legal {part.describe()} (CR 115.1, 601.2c)"])
        if len(ok) == 1 and part.minimum == 1:
            chosen = [ok[0]]
        else:
            raise ChoiceRequired(f"{part.describe()} for {label} (CR 601.2c); pass "
                                 "targets=", [_name(state, t) for t in ok])
    bad = [t for t in chosen if t not in ok]
    if bad:
        raise IllegalActionError(label, [
            _not_legal(state, t, part, source_id, source_looks, controller) for t in bad])
    if len(set(chosen)) != len(chosen):
        raise IllegalActionError(label, [
            "the same object can't be chosen twice for one word 'target' (CR 115.3)"])
    if not part.minimum <= len(chosen) <= part.maximum:
        raise IllegalActionError(label, [
            f"{part.describe()}: choose {part.minimum} to {part.maximum} (CR 601.2c)"])
    return tuple(chosen)


def _not_legal(state: GameState, t: Any, part: TargetPart, source_id: int | None,
               source_looks: Looks | None, controller: str) -> str:
    """Why ``t`` is not a legal choice for a word "target", with the rule."""
    if isinstance(t, str) and t in state.player_names:
        why = player_untargetable(state, t, controller)
        if why is not None:
            return f"{why}: they can't be the target of this"
    guard = protection_from(state, t, source_looks, source_id) \
        if isinstance(t, int) and t in state.permanents else None
    if guard is not None:
        return (f"{_name(state, t)} has {guard.describe()}: it can't be the target of "
                "this (CR 702.16b)")
    return f"{_name(state, t)} is not a legal {part.describe()} (CR 115.1, 601.2c)"


def groups_of(flat: Sequence[Target], sizes: Sequence[int] | None,
              parts: Sequence[TargetPart]) -> TargetGroups:
    """Split the flat targets of a stack object into one group per word "target":
    ``sizes`` as recorded when they were chosen, else one each."""
    if sizes is None:
        sizes = [1] * len(parts)
    out: list[tuple[Target, ...]] = []
    at = 0
    for n in sizes:
        out.append(tuple(flat[at:at + n]))
        at += n
    return tuple(out)


def still_legal(state: GameState, parts: Sequence[TargetPart], groups: TargetGroups,
                source_id: int | None, controller: str, *,
                source_looks: Looks | None = None,
                that_player: str | None = None, x: int | None = None) -> TargetGroups:
    """The targets that are still legal as the spell or ability resolves (608.2b); the
    others are left out (the instruction doesn't affect them)."""
    out: list[tuple[Target, ...]] = []
    for part, group in zip(parts, groups, strict=False):
        ok = set(candidates(state, part, source_id, controller, source_looks=source_looks,
                            that_player=that_player, x=x))
        out.append(tuple(t for t in group if t in ok))
    return tuple(out)


def pick_targets(state: GameState, parts: Sequence[TargetPart], chooser: Any,
                 source_id: int | None, controller: str, what: str, *,
                 that_player: str | None = None) -> TargetGroups | None:
    """The targets of a triggered ability as it is put on the stack (603.3d), answered
    by ``chooser`` one word "target" at a time (a single legal choice is taken); None
    when a word that needs a target has none: the ability is removed from the stack."""
    if any(p.x_many for p in parts):  # a triggered ability has no X chosen (107.3)
        raise UnsupportedError(f"{what}: 'X target' with no X chosen (CR 107.3, 601.2c)")
    groups: list[tuple[Target, ...]] = []
    for part in parts:
        legal = candidates(state, part, source_id, controller, that_player=that_player)
        chosen: list[Target] = []
        while len(chosen) < part.maximum:
            rest = {_name(state, t): t for t in legal if t not in chosen}
            if len(chosen) >= part.minimum and (not rest or not chooser.pick(
                    f"whether {what} targets {'another' if chosen else 'a'} "
                    f"{part.describe()} (up to {part.maximum}, CR 115.1, 603.3d)",
                    [True, False])):
                break
            if not rest:
                return None
            chosen.append(chooser.pick_target(f"{part.describe()} for {what} (CR 603.3d)",
                                              rest))
        groups.append(tuple(chosen))
    return tuple(groups)
