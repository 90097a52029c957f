"""Rules a permanent is under: "can't attack", "can't block", "can't be blocked" (CR 508.1c,
509.1b-c).

A restriction comes from a static ability (its own, its Aura's or Equipment's, or any
permanent's that names it: "Creatures your opponents control can't block") or from a
resolved spell or ability for a duration (611.2a: "Target creature can't block this
turn"). :func:`restriction` is the one place that tells whether one applies, and why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from mtglab.cards.ability import Ability
from mtglab.cards.effects import Condition, Relation, Selector, StaticModifier
from mtglab.cards.statics import (
    CANT_ACTIVATE,
    CANT_ACTIVATE_NONMANA,
    PLAYER_HEXPROOF,
    PLAYER_SHROUD,
    CombatRule,
    CombatRuleKind,
)
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.characteristics.sourcepower import source_power
from mtglab.engine.game.ring import is_ring_bearer
from mtglab.engine.memo import memo_of
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive
from mtglab.mana import ManaCost

__all__ = ["CANT_ATTACK", "CANT_BE_BLOCKED", "CANT_BLOCK", "DOESNT_UNTAP", "MAY_NOT_UNTAP",
           "MUST_BLOCK",
           "MUST_BLOCK_SOURCE", "Applied",
           "BoardStatics", "activation_forbidden", "attack_declaration_problems",
           "attack_problem", "attacks_despite_defender", "attacks_each_combat",
           "block_problems", "board_statics", "combat_costs", "combat_rules", "may_block_another",
           "player_untargetable", "restriction"]

CANT_ATTACK = "cant_attack"
CANT_BLOCK = "cant_block"
CANT_BE_BLOCKED = "cant_be_blocked"
DOESNT_UNTAP = "doesnt_untap"  # "doesn't untap during its controller's untap step" (502.3)
#: "You may choose not to untap ~ during your untap step": its controller decides (502.3)
MAY_NOT_UNTAP = "may_not_untap"
#: "target creature blocks this turn if able": a requirement of a resolved instruction's
#: effect on the creatures it named (509.1c, 611.2c)
MUST_BLOCK = "must_block"
#: "target creature blocks ~ this turn if able": it blocks the effect's source (509.1c)
MUST_BLOCK_SOURCE = "must_block_source"


def restriction(state: GameState, pid: int, kind: str) -> str | None:
    """Where a restriction of ``kind`` on permanent ``pid`` comes from, or None."""
    for r in state.effects:  # an effect of a resolved spell or ability (611.2c)
        if isinstance(r.effect, StaticModifier) and r.effect.kind == kind and \
                pid in r.affected:
            return f"an effect of {r.source_name}"
    statics = board_statics(state).modifiers.get(kind)
    if not statics:
        return None
    chars = characteristics_of(state)
    if pid not in chars:
        return None
    target = chars[pid]
    perm = state.permanents[pid]
    # "~ can't be blocked as long as defending player controls ..." (506.2, 509.1b)
    defending = perm.attacking if kind == CANT_BE_BLOCKED else None
    for qid, q, e in statics:
        rel = e.selector.relation
        if rel is Relation.SELF:
            hit = qid == pid
        elif rel in (Relation.ENCHANTED, Relation.EQUIPPED):
            hit = state.permanents[qid].attached_to == pid
        else:
            hit = matches(e.selector, pid, target, SelectContext(
                qid, q.controller), tapped=perm.tapped, is_token=perm.is_token,
                counters=dict(perm.counters))
        if hit and _condition_holds(state, e.condition, qid, q, chars, defending):
            return "its own ability" if qid == pid else f"{q.name}'s ability"
    return None


class BoardStatics(NamedTuple):
    """The restricting static abilities of every permanent on a board, by kind, in the
    order of the board and of each permanent's abilities and effects: each is
    ``(source id, its characteristics, the effect)``. Supported abilities only."""

    modifiers: dict[str, list[tuple[int, Characteristics, StaticModifier]]]
    rules: dict[CombatRuleKind, list[tuple[int, Characteristics, CombatRule]]]


def board_statics(state: GameState) -> BoardStatics:
    """The board's restricting statics (:class:`BoardStatics`), found once per state
    (kept beside it, :func:`~mtglab.engine.memo.memo_of`) and shared by every question
    about one permanent: what applies to it is then looked up among these only."""
    memo = memo_of(state)
    got: BoardStatics | None = memo.get("board_statics")
    if got is None:
        got = memo["board_statics"] = _board_statics(characteristics_of(state))
    return got


def _board_statics(chars: Mapping[int, Characteristics]) -> BoardStatics:
    out = BoardStatics({}, {})
    for qid, q in chars.items():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, StaticModifier):
                    out.modifiers.setdefault(e.kind, []).append((qid, q, e))
                elif isinstance(e, CombatRule):
                    out.rules.setdefault(e.kind, []).append((qid, q, e))
    return out


def player_untargetable(state: GameState, player: str, by: str) -> str | None:
    """Why ``player`` can't be the target of a spell or ability ``by`` controls, or None:
    a static ability of a permanent ``player`` controls gives them shroud (702.18a: no
    spell or ability targets them) or hexproof (702.11c: none an opponent controls), its
    "as long as" holding (611.3a)."""
    modifiers = board_statics(state).modifiers
    kinds = [PLAYER_SHROUD] + ([PLAYER_HEXPROOF] if by != player else [])
    found = [(k, qid, q, e) for k in kinds for qid, q, e in modifiers.get(k, ())
             if q.controller == player]
    if not found:
        return None
    chars = characteristics_of(state)
    for kind, qid, q, e in found:
        if _condition_holds(state, e.condition, qid, q, chars):
            rule = "702.18a" if kind == PLAYER_SHROUD else "702.11c"
            word = "shroud" if kind == PLAYER_SHROUD else "hexproof"
            return f"{player} has {word} from {q.name}'s ability (CR {rule})"
    return None


def activation_forbidden(state: GameState, pid: int, ability: Ability) -> str | None:
    """Why ``ability``, an activated ability of the permanent ``pid``, can't be activated
    because of a static ability ("Enchanted creature can't attack or block, and its
    activated abilities can't be activated", 602.5: mana abilities too, unless the text
    says "unless they're mana abilities"), or None."""
    kinds = _activation_restrictions(state)
    if not kinds:
        return None  # nothing on the board or among the effects says so
    where = restriction(state, pid, CANT_ACTIVATE) if CANT_ACTIVATE in kinds else None
    if where is None and not ability.is_mana_ability and CANT_ACTIVATE_NONMANA in kinds:
        where = restriction(state, pid, CANT_ACTIVATE_NONMANA)
    if where is None:
        return None
    return f"{where}: its activated abilities can't be activated (CR 602.5)"


def _activation_restrictions(state: GameState) -> frozenset[str]:
    """The kinds of "can't be activated" restrictions (602.5) some static ability of the
    board or some effect of a resolved spell or ability imposes on something now (found
    once per state, beside it): where there is none, no ability is forbidden, and the
    question about each ability stops there."""
    memo = memo_of(state)
    got: frozenset[str] | None = memo.get("activation_restrictions")
    if got is None:
        kinds = (CANT_ACTIVATE, CANT_ACTIVATE_NONMANA)
        modifiers = board_statics(state).modifiers
        got = memo["activation_restrictions"] = frozenset(
            k for k in kinds if modifiers.get(k) or any(
                isinstance(r.effect, StaticModifier) and r.effect.kind == k
                for r in state.effects))
    return got


# ---------------------------------------------------------------------------- static rules


def _covers(state: GameState, sel: Selector, qid: int, q: Characteristics, pid: int,
            target: Characteristics) -> bool:
    """Whether the selector of a static ability of ``qid`` covers the permanent ``pid``."""
    rel = sel.relation
    if rel is Relation.SELF:
        return qid == pid
    if rel in (Relation.ENCHANTED, Relation.EQUIPPED):
        return state.permanents[qid].attached_to == pid
    perm = state.permanents[pid]
    return matches(sel, pid, target, SelectContext(qid, q.controller), tapped=perm.tapped,
                   is_token=perm.is_token, counters=dict(perm.counters))


def _condition_holds(state: GameState, cond: Condition | None, qid: int,
                     q: Characteristics, chars: dict[int, Characteristics],
                     defending: str | None = None) -> bool:
    """Whether a static ability's "as long as" holds (611.3a); one mtglab can't check
    counts as not holding (the parser reads only conditions it checks)."""
    if cond is None:
        return True
    ctx = SelectContext(qid, q.controller, state.permanents[qid].attached_to)
    return bool(holds(state, cond, ctx, chars, defending=defending))


class Applied(NamedTuple):
    """A combat rule that applies to a permanent, where it comes from ("its own
    ability", "Pacifism's ability") and the id of its source."""

    rule: CombatRule
    where: str
    source: int


def combat_rules(state: GameState, pid: int, kind: CombatRuleKind) -> list[Applied]:
    """The combat rules of ``kind`` that apply to the permanent ``pid`` now (604.1,
    611.3a). A rule "unless defending player ..." is returned whatever its condition: it
    is read for each player (:func:`attack_problem`). A rule a resolved spell or ability
    made for a duration ("can't be blocked by Walls this turn", 611.2a) applies to the
    objects it named as it resolved (611.2c)."""
    lasting = [Applied(r.effect, f"an effect of {r.source_name}",
                       pid if r.source_id is None else r.source_id)
               for r in state.effects
               if isinstance(r.effect, CombatRule) and r.effect.kind is kind and
               pid in r.affected]
    statics = board_statics(state).rules.get(kind)
    if not statics:
        return lasting
    chars = characteristics_of(state)
    if pid not in chars:
        return lasting
    target = chars[pid]
    found = lasting
    for qid, q, e in statics:
        if not _covers(state, e.selector, qid, q, pid, target):
            continue
        if kind is not CombatRuleKind.CANT_ATTACK_UNLESS and \
                not _condition_holds(state, e.condition, qid, q, chars):
            continue
        found.append(Applied(e, "its own ability" if qid == pid
                             else f"{q.name}'s ability", qid))
    return found


def attack_problem(state: GameState, pid: int, defender: str | None = None) -> str | None:
    """Why the creature ``pid`` can't attack ``defender`` (the only opponent if None)
    because of a static ability's "can't attack unless ..." (508.1c), or None."""
    foes = state.opponents(state.permanents[pid].controller) if defender is None \
        else (defender,)
    chars = characteristics_of(state)
    for rule, where, src in combat_rules(state, pid, CombatRuleKind.CANT_ATTACK_UNLESS):
        if not any(_condition_holds(state, rule.condition, src, chars[src], chars, foe)
                   for foe in foes):
            what = rule.condition.selector if rule.condition is not None else None
            way = "if" if rule.condition is not None and rule.condition.negate else "unless"
            return f"{where}: it can't attack {way} defending player controls " + (
                what.describe() if what is not None else "something")
    return None


def attacks_despite_defender(state: GameState, pid: int) -> bool:
    """Whether it "can attack as though it didn't have defender" (702.3b): by a static
    ability, or by an effect of a resolved spell or ability "this turn" (611.2c)."""
    kind = CombatRuleKind.ATTACKS_DESPITE_DEFENDER
    return any(isinstance(r.effect, StaticModifier) and r.effect.kind == kind.value
               and pid in r.affected for r in state.effects) or \
        bool(combat_rules(state, pid, kind))


def combat_costs(state: GameState, pid: int, kind: CombatRuleKind,
                 defender: str | None = None) -> list[tuple[ManaCost, str]]:
    """The costs to attack with (``kind`` ATTACK_COST, ``defender`` the player it would
    attack) or to block with (BLOCK_COST) the creature ``pid`` (508.1d, 508.1h, 509.1d),
    each with where it comes from: a cost "to attack you" only as it attacks the
    source's controller."""
    chars = characteristics_of(state)
    return [(rule.cost, where) for rule, where, src in combat_rules(state, pid, kind)
            if rule.cost is not None and
            not (rule.attacking_you and chars[src].controller != defender)]


def attacks_each_combat(state: GameState, pid: int) -> bool:
    """Whether a static ability says it attacks each combat if able (508.1d)."""
    return bool(combat_rules(state, pid, CombatRuleKind.ATTACKS_EACH_COMBAT))


def attack_declaration_problems(state: GameState, chosen: Sequence[int]) -> list[str]:
    """Restrictions on a whole declaration of attackers (508.1c): "can't attack alone"
    (506.5: a creature attacks alone if it is the only creature declared as an
    attacker)."""
    out = []
    if len(chosen) == 1:
        for applied in combat_rules(state, chosen[0], CombatRuleKind.CANT_ATTACK_ALONE):
            out.append(f"#{chosen[0]} can't attack alone: {applied.where} (CR 506.5, "
                       "508.1c)")
    return out


def _blockers_allowed(state: GameState, blocker: int) -> int:
    """How many creatures ``blocker`` may block (509.1a: one, plus "can block an
    additional creature each combat")."""
    return 1 + sum(r.count for r, _w, _s in combat_rules(state, blocker,
                                                     CombatRuleKind.BLOCKS_ADDITIONAL))


def may_block_another(state: GameState, blocker: int, blocks: Sequence[tuple[int, int]]
                      ) -> bool:
    """Whether ``blocker`` may block as many creatures as ``blocks`` has it block
    (509.1a)."""
    return sum(1 for b, _a in blocks if b == blocker) <= _blockers_allowed(state, blocker)


def _looks_match(state: GameState, sel: Selector, pid: int, source: int) -> bool:
    chars = characteristics_of(state)
    perm = state.permanents[pid]
    ctx = SelectContext(source, chars[source].controller,  # "lesser power" (208.1)
                        source_power=source_power(sel, chars, source))
    return matches(sel, pid, chars[pid], ctx,
                   tapped=perm.tapped, is_token=perm.is_token, counters=dict(perm.counters))


def _pair_problems(state: GameState, blocker: int, attacker: int) -> list[str]:
    """The static restrictions on ``blocker`` blocking ``attacker`` (509.1b)."""
    chars = characteristics_of(state)
    b, a = chars[blocker], chars[attacker]
    out = []
    if is_ring_bearer(state.permanents[attacker], a.controller) and \
            (b.power or 0) > (a.power or 0):  # the Ring's first ability (701.54c)
        out.append(f"{a.name} is {possessive(a.controller)} Ring-bearer: creatures with "
                   "greater power can't block it (CR 701.54c, 509.1b)")
    for rule, where, _src in combat_rules(state, attacker, CombatRuleKind.CANT_BE_BLOCKED_BY):
        if rule.other is not None and _looks_match(state, rule.other, blocker, attacker):
            out.append(f"{a.name} can't be blocked by {rule.other.describe()}: {where} "
                       "(CR 509.1b)")
    for rule, where, _src in combat_rules(state, attacker, CombatRuleKind.BLOCKED_ONLY_BY):
        if rule.other is not None and not _looks_match(state, rule.other, blocker, attacker):
            out.append(f"{a.name} can't be blocked except by {rule.other.describe()}: "
                       f"{where} (CR 509.1b)")
    for rule, where, _src in combat_rules(state, blocker, CombatRuleKind.BLOCKS_ONLY):
        if rule.other is not None and not _looks_match(state, rule.other, attacker, blocker):
            out.append(f"{b.name} can block only {rule.other.describe()}: {where} "
                       "(CR 509.1b)")
    for rule, where, _src in combat_rules(state, blocker, CombatRuleKind.CANT_BLOCK_THESE):
        if rule.other is not None and _looks_match(state, rule.other, attacker, blocker):
            out.append(f"{b.name} can't block {rule.other.describe()}: {where} (CR 509.1b)")
    return out


def block_problems(state: GameState, blocks: Sequence[tuple[int, int]]) -> list[str]:
    """What static abilities say against a declaration of blockers ``blocks`` (each
    ``(blocker, attacker)``): restrictions (509.1b) — on each pair, on how many block an
    attacker, on how many creatures one blocks (509.1a), on blocking alone — and
    requirements (509.1c: "blocks each combat if able", "must be blocked if able"),
    which a declaration must obey as far as it can without breaking a restriction. A
    requirement counts as disobeyed when one more block, or one blocker moved, would
    obey it and every restriction."""
    out: list[str] = []
    chars = characteristics_of(state)
    for blocker, attacker in blocks:
        if blocker in chars and attacker in chars:
            out.extend(_pair_problems(state, blocker, attacker))
    out.extend(_count_problems(state, blocks))
    if not out:
        out.extend(_requirement_problems(state, blocks))
    return out


def _count_problems(state: GameState, blocks: Sequence[tuple[int, int]]) -> list[str]:
    chars = characteristics_of(state)
    out = []
    for attacker in dict.fromkeys(a for _b, a in blocks):
        if attacker not in chars:
            continue
        n = sum(1 for _b, a in blocks if a == attacker)
        name = chars[attacker].name
        for rule, where, _src in combat_rules(state, attacker, CombatRuleKind.MAX_BLOCKERS):
            if n > rule.count:
                out.append(f"{name} can't be blocked by more than {rule.count} "
                           f"creature(s): {where} (CR 509.1b)")
        for rule, where, _src in combat_rules(state, attacker, CombatRuleKind.MIN_BLOCKERS):
            if n < rule.count:
                out.append(f"{name} can't be blocked except by {rule.count} or more "
                           f"creatures: {where} (CR 509.1b)")
    if len({b for b, _a in blocks}) == 1:
        blocker = blocks[0][0]
        for _rule, where, _src in combat_rules(state, blocker, CombatRuleKind.CANT_BLOCK_ALONE):
            out.append(f"{chars[blocker].name} can't block alone: {where} (CR 506.5, "
                       "509.1b)")
    return out


def _legal(state: GameState, blocks: Sequence[tuple[int, int]]) -> bool:
    """Whether ``blocks`` breaks no restriction (509.1a-b) — the basic ones and the
    static ones."""
    chars = characteristics_of(state)
    if not all(_pair_legal(state, chars, blocker, attacker) for blocker, attacker in blocks):
        return False
    for blocker in {b for b, _a in blocks}:
        if not may_block_another(state, blocker, blocks):
            return False
    for attacker in {a for _b, a in blocks}:
        if sum(1 for _b, a in blocks if a == attacker) == 1 and \
                chars[attacker].has_keyword("Menace"):
            return False
    return not _count_problems(state, blocks)


def _pair_legal(state: GameState, chars: Mapping[int, Characteristics], blocker: int,
                attacker: int) -> bool:
    """Whether ``blocker`` may block ``attacker``: an untapped creature of the player it
    attacks (509.1a), flying (702.9b), "can't block" / "can't be blocked" (509.1b)."""
    b = chars.get(blocker)
    perm = state.permanents.get(blocker)
    target = state.permanents[attacker].attacking
    if b is None or perm is None or perm.tapped or "Creature" not in b.types or \
            b.controller != target:
        return False
    a = chars[attacker]
    if a.has_keyword("Flying") and not (b.has_keyword("Flying") or
                                        b.has_keyword("Reach")):
        return False
    if restriction(state, blocker, CANT_BLOCK) or \
            restriction(state, attacker, CANT_BE_BLOCKED):
        return False
    return not _pair_problems(state, blocker, attacker)


def _requirement_problems(state: GameState, blocks: Sequence[tuple[int, int]]) -> list[str]:
    """The blocking requirements the declared blocks could obey more of and don't (509.1c):
    "blocks each combat if able", "must be blocked if able"."""
    chars = characteristics_of(state)
    attacking = [pid for pid, p in state.permanents.items() if p.attacking is not None]
    return [*_unmet_blocks_each_combat(state, chars, blocks, attacking),
            *_unmet_must_be_blocked(state, chars, blocks, attacking),
            *_unmet_blocks_source(state, chars, blocks, attacking),
            *_unmet_blocked_by_all(state, chars, blocks, attacking)]


def _unmet_blocks_each_combat(state: GameState, chars: Mapping[int, Characteristics],
                              blocks: Sequence[tuple[int, int]],
                              attacking: list[int]) -> list[str]:
    """A creature that "blocks each combat if able" (a static ability) or "blocks this
    turn if able" (an effect), doesn't block and could (509.1c)."""
    blocking = {b for b, _a in blocks}
    out = []
    for pid in sorted(chars):
        if pid in blocking or not (
                combat_rules(state, pid, CombatRuleKind.BLOCKS_EACH_COMBAT)
                or restriction(state, pid, MUST_BLOCK)):
            continue
        if not _costs_nothing(state, blocks, [(pid, 0)]):
            continue  # not required to pay a cost to block (509.1c)
        if any(_legal(state, [*blocks, (pid, a)]) for a in attacking):
            when = "this turn" if restriction(state, pid, MUST_BLOCK) else "each combat"
            out.append(f"{chars[pid].name} blocks {when} if able and can block "
                       "(CR 509.1c)")
    return out


def _unmet_blocks_source(state: GameState, chars: Mapping[int, Characteristics],
                         blocks: Sequence[tuple[int, int]],
                         attacking: list[int]) -> list[str]:
    """A creature an effect says "blocks ~ this turn if able" that doesn't block the
    effect's source, attacking, and could, moving it from any other block (509.1c)."""
    out = []
    for r in state.effects:
        if not (isinstance(r.effect, StaticModifier) and r.effect.kind == MUST_BLOCK_SOURCE):
            continue
        source = r.source_id
        if source is None or source not in attacking:
            continue
        for pid in sorted(r.affected):
            if pid not in chars or (pid, source) in blocks:
                continue
            moved = [*(x for x in blocks if x[0] != pid), (pid, source)]
            if _legal(state, moved) and _costs_nothing(state, blocks, moved):
                out.append(f"{chars[pid].name} blocks {chars[source].name} this turn if "
                           "able and can (CR 509.1c)")
    return out


def _unmet_must_be_blocked(state: GameState, chars: Mapping[int, Characteristics],
                           blocks: Sequence[tuple[int, int]],
                           attacking: list[int]) -> list[str]:
    """An attacker that "must be blocked if able", isn't blocked and could be, by a
    block obeying every requirement the declared ones obey (509.1c)."""
    blocking = {b for b, _a in blocks}
    out = []
    for attacker in attacking:
        if any(a == attacker for _b, a in blocks) or not _must_be_blocked(state, attacker):
            continue
        tries = [[*blocks, (b, attacker)] for b in chars if b not in blocking]
        tries += [[*(x for x in blocks if x[0] != b), (b, attacker)] for b in blocking]
        if any(_legal(state, t) and _costs_nothing(state, blocks, t) and
               _still_obeyed(state, blocks, t) for t in tries):
            out.append(f"{chars[attacker].name} must be blocked if able and can be "
                       "(CR 509.1c)")
    return out


def _costs_nothing(state: GameState, blocks: Sequence[tuple[int, int]],
                   other: Sequence[tuple[int, int]]) -> bool:
    """Whether the blockers ``other`` adds to ``blocks`` have no cost to block: a player
    is never required to pay one to obey a requirement (509.1c)."""
    declared = {b for b, _a in blocks}
    return not any(combat_costs(state, b, CombatRuleKind.BLOCK_COST)
                   for b, _a in other if b not in declared)


def _still_obeyed(state: GameState, before: Sequence[tuple[int, int]],
                  after: Sequence[tuple[int, int]]) -> bool:
    """Whether every "must be blocked" requirement ``before`` obeys, ``after`` obeys too
    (so ``after`` obeys strictly more of them, 509.1c)."""
    was = {a for _b, a in before}
    now = {a for _b, a in after}
    return all(a in now for a in was if _must_be_blocked(state, a))


def _must_be_blocked(state: GameState, attacker: int) -> bool:
    """Whether the attacker "must be blocked if able" (509.1c): by a static ability, or
    by an effect of a resolved spell or ability "this turn" (611.2c)."""
    return bool(combat_rules(state, attacker, CombatRuleKind.MUST_BE_BLOCKED)) or \
        restriction(state, attacker, CombatRuleKind.MUST_BE_BLOCKED.value) is not None


_Lures = dict[int, list[tuple[Selector | None, int | None]]]


def _lures(state: GameState, attacking: list[int]) -> _Lures:
    """For each attacker that "all creatures able to block" must block (509.1c): the
    creatures that must (None: any) and the source whose ability says it (None: an
    effect of a resolved spell or ability, 611.2c)."""
    kind = CombatRuleKind.MUST_BE_BLOCKED_BY_ALL
    out: _Lures = {}
    for a in attacking:
        found: list[tuple[Selector | None, int | None]] = [
            (rule.other, src) for rule, _w, src in combat_rules(state, a, kind)]
        found += [(None, None) for r in state.effects if isinstance(r.effect, StaticModifier)
                  and r.effect.kind == kind.value and a in r.affected]
        if found:
            out[a] = found
    return out


def _lure_pairs(state: GameState, chars: Mapping[int, Characteristics],
                lures: _Lures) -> set[tuple[int, int]]:
    """Every ``(blocker, attacker)`` a "must block it" requirement names (509.1c)."""
    pairs = set()
    for a, found in lures.items():
        for b, c in chars.items():
            if b == a or "Creature" not in c.types:
                continue
            if any(other is None or src is None or _looks_match(state, other, b, src)
                   for other, src in found):
                pairs.add((b, a))
    return pairs


def _unmet_blocked_by_all(state: GameState, chars: Mapping[int, Characteristics],
                          blocks: Sequence[tuple[int, int]],
                          attacking: list[int]) -> list[str]:
    """A creature "all creatures able to block" must block, which doesn't and could, by a
    block — added, or the blocker moved — that obeys more of these requirements than
    the declared ones (509.1c: as many requirements as possible without breaking a
    restriction)."""
    lures = _lures(state, attacking)
    if not lures:
        return []
    pairs = _lure_pairs(state, chars, lures)
    obeyed = len(pairs.intersection(blocks))
    out = []
    for b, a in sorted(pairs.difference(blocks)):
        tries = [[*blocks, (b, a)], [*(x for x in blocks if x[0] != b), (b, a)]]
        if any(_legal(state, t) and _costs_nothing(state, blocks, t) and
               len(pairs.intersection(t)) > obeyed for t in tries):
            out.append(f"{chars[b].name} must block {chars[a].name}: all creatures able "
                       "to block it do so (CR 509.1c)")
    return out

