"""Casting a card face down with morph, megamorph or disguise (CR 702.37c, 702.168a,
708.4).

"Morph [cost]" (and megamorph, disguise) lets its owner cast the card as a 2/2 face-down
creature spell with no text, no name, no subtypes and no mana cost by paying {3} rather
than its mana cost (702.37c, 702.168a: an alternative cost, 118.9). The spell has those
face-down characteristics on the stack (708.4): it is a creature spell cast at sorcery
speed (nothing gives it flash, 307.1, 302.1), colorless, and its cast is recorded as such
(601.2i). As it resolves, the permanent enters face down (708.4): a 2/2 creature with no
text — with ward {2} if it was cast with disguise (702.168b) — so its own "enters" and
"as this enters" abilities don't apply or trigger (708.3); other permanents' replacement
effects and triggers see a nameless 2/2 creature. It is turned face up later for its
morph, megamorph or disguise cost (702.37e, 702.168d;
:mod:`mtglab.engine.characteristics.facedown`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.keywords import Morph
from mtglab.cards.model import Card
from mtglab.engine.characteristics.facedown import turn_up_costs
from mtglab.engine.effects.life import lose_life
from mtglab.engine.game.history import record_cast
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import Event, offer, triggered_by_expending
from mtglab.engine.spells.prohibitions import cast_prohibited
from mtglab.engine.state import FaceDown, GameState, StackItem
from mtglab.engine.wording import does, possessive
from mtglab.errors import BadArgumentError, IllegalActionError
from mtglab.mana import Mana, ManaCost

__all__ = ["FACE_DOWN_COST", "FACE_DOWN_NAME", "FACE_DOWN_PAID", "face_down_cast",
           "face_down_timing", "put_face_down_spell_on_stack", "turn_face_up"]

#: the cost of casting a card face down (702.37c, 702.168a)
FACE_DOWN_COST: Final = ManaCost.parse("{3}")
#: the entry of a spell's ``paid`` saying it was cast face down, and how (708.4)
FACE_DOWN_PAID: Final = "face_down"
#: what the stack shows of a face-down spell: it has no name (708.4, 708.2a)
FACE_DOWN_NAME: Final = "face-down creature spell"
#: the face-down spell's characteristics, which a prohibition on casting reads (708.4)
_FACE_DOWN_SPELL: Final = Card.from_text(name=FACE_DOWN_NAME, type_line="Creature",
                                         power="2", toughness="2")


def face_down_cast(card: Card, how: bool | str) -> FaceDown:
    """How ``card`` is cast face down: ``True`` (its only way), ``"morph"`` (morph or
    megamorph) or ``"disguise"``; refused when the card has no such keyword (702.37c,
    702.168a)."""
    ways = {e.turned_down_as for a in card.abilities if a.supported
            for e in a.effects if isinstance(e, Morph)}
    label = f"cast {card.name} face down"
    if how is True:
        if len(ways) > 1:
            raise IllegalActionError(label, ["say how: face_down='morph' or 'disguise'"])
        if not ways:
            raise IllegalActionError(label, [
                "it has no morph, megamorph or disguise ability mtglab reads, so it can't "
                "be cast face down (CR 702.37c, 702.168a)"])
        how = next(iter(ways))
    if how not in ("morph", "disguise"):
        raise BadArgumentError("face_down", how, "True, 'morph' or 'disguise'")
    if how not in ways:
        raise IllegalActionError(label, [
            f"it has no {how} ability, so it can't be cast face down that way "
            "(CR 702.37c, 702.168a)"])
    return FaceDown(how)


def face_down_timing(state: GameState, who: str) -> list[str]:
    """Why a face-down creature spell can't be cast now: it has no flash, so only in its
    caster's main phase with an empty stack (307.1, 708.4)."""
    if state.active != who or "main" not in state.phase or state.stack:
        return ["a face-down creature spell can be cast only in its controller's main "
                "phase with an empty stack (CR 307.1, 708.4)"]
    return []


def put_face_down_spell_on_stack(state: GameState, card: Card, who: str, how: bool | str,
                                 *, choices: Sequence[Any] = ()) -> GameState:
    """Cast ``card`` from ``who``'s hand face down (702.37c, 702.168a): check it, pay {3}
    from the pool and put the face-down creature spell on the stack (601.2, 708.4)."""
    kind = face_down_cast(card, how)
    label = f"cast {card.name} face down"
    problems = face_down_timing(state, who) + cast_prohibited(  # 101.2: a 2/2 creature
        state, _FACE_DOWN_SPELL, who, "hand")                     # spell (708.4)
    if problems:
        raise IllegalActionError(label, problems)
    player = state.player(who)
    plan = pay_from_pool(player, FACE_DOWN_COST, purpose="spell")
    if plan is None:
        raise IllegalActionError(label, [
            f"{possessive(who)} mana pool ({player.pool_mana or 'empty'}) can't pay "
            f"{FACE_DOWN_COST} (CR 702.37c, 601.2h)"])
    pool, life = plan
    spent = player.pool_mana - sum((e.mana for e in pool), Mana())
    state = lose_life(state.with_player(replace(player, pool=pool)), who, life)
    state = record_cast(state, who, "", "Creature", len(spent))  # colorless creature (708.4)
    state = triggered_by_expending(state, who, len(spent))  # 700.14
    sid, state = state.take_id()
    item = StackItem(sid, "spell", FACE_DOWN_NAME, who, None, card=card,
                     choices=tuple(choices),
                     paid=((FACE_DOWN_PAID, kind.value), ("spent", str(spent))))
    state = state.evolve(stack=(*state.stack, item))
    return state.logged("cast", FACE_DOWN_NAME, f"{does(who, 'casts')} a card face down "
                        f"({kind.value}), paying {FACE_DOWN_COST}", "702.37c, 708.4"
                        if kind is FaceDown.MORPH else "702.168a, 708.4")


def turn_face_up(state: GameState, pid: int, player: str, *, pay: bool = True,
                 using: str | None = None) -> GameState:
    """Turn face-down permanent ``pid`` face up (708.8), as a special action (116.2b).

    With ``pay``, one of :func:`turn_up_costs` is paid from ``player``'s mana pool
    (``using`` names which: "morph", "megamorph", "disguise" or "mana cost"; needed only
    when there are several); without it, it is turned face up by an effect, for free.
    """
    perm = state.permanents[pid]
    if perm.face_down is None:
        raise IllegalActionError("turn it face up", ["it is not face down (708.8)"])
    how = FaceDown(perm.face_down)
    name = perm.base.name
    if perm.controller != player:
        raise IllegalActionError(f"turn {name} face up", [
            f"{player} doesn't control it (116.2b: its controller may)"])
    counters = dict(perm.counters)
    detail = "turned face up by an effect"
    rule = "708.8"
    if pay:
        options = turn_up_costs(perm.card, how)
        if using is not None:
            options = [o for o in options if o.kind == using]
        if not options:
            rules = "702.37e, 702.168d" if how in (FaceDown.MORPH, FaceDown.DISGUISE) \
                else "701.40b, 701.58b"
            raise IllegalActionError(f"turn {name} face up", [
                f"it has no {using or 'mana'} cost to turn it face up that way ({rules})"])
        if len({o.kind for o in options}) > 1:
            raise IllegalActionError(f"turn {name} face up", [
                "say which cost turns it face up: using=" +
                " or ".join(repr(o.kind) for o in options)])
        chosen = options[0]
        p = state.player(player)
        plan = pay_from_pool(p, chosen.cost, purpose="turn face up")
        if plan is None:
            raise IllegalActionError(f"turn {name} face up", [
                f"the pool can't pay its {chosen} ({chosen.rule})"])
        pool, life = plan
        state = lose_life(state.with_player(replace(p, pool=pool)), player, life)  # 119.4
        if chosen.kind == "megamorph":  # 702.37b
            counters["+1/+1"] = counters.get("+1/+1", 0) + 1
        detail = f"{does(player, 'pays')} its {chosen} and turns it face up"
        rule = f"{chosen.rule}, 708.8, 116.2b"
    up = replace(perm, face_down=None, counters=tuple(sorted(counters.items())))
    state = state.with_permanent(up)
    state = state.logged("turn face up", name, detail, rule)
    return offer(state, Event(TriggerEvent.TURNED_FACE_UP, pid, player))  # 708.8
