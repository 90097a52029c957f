"""What a spell's cast triggers do to the spell still on the stack below them (CR 601.2i,
603.3): counters its permanent will enter with, creatures sacrificed for its X."""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.effects import ControllerSpec, EachSacrifices, EntersWithCounters
from mtglab.cards.vocabulary import AmountKind
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.events.entering import entering_amount
from mtglab.engine.game.zones import leave_battlefield
from mtglab.engine.mana.production import ProductionContext
from mtglab.engine.spells.spellentering import ENTERS_WITH, cast_record
from mtglab.engine.state import GameState


def _revealed_mana_value(state: GameState) -> int:
    """The total mana value of the top card of each player's library (revealed there,
    701.20a; a card without a mana cost has mana value 0, 202.3a)."""
    return sum(top[0].card.mana_cost.mana_value for top in
               (state.libraries.get(p, ())[:1] for p in state.player_names)
               if top and top[0].card is not None and top[0].card.mana_cost is not None)


def spell_enters_with(state: GameState, effect: EntersWithCounters, *, spell_id: object,
                      source_id: int, source_name: str, who: str,
                      x: int | None = None) -> GameState:
    """A resolving cast trigger's "that creature enters with N additional counters on
    it" (CR 601.2i, 614.1c): the amount is counted now, as the trigger resolves (608.2h),
    and kept on the spell, still on the stack below it (603.3), so that its permanent
    enters with them as it resolves (608.3). A spell that has left the stack (countered,
    701.6a) is not found: the effect does nothing (the permanent it would have become
    never enters)."""
    spell = next((i for i in state.stack if i.id == spell_id and i.kind == "spell"), None)
    if spell is None or spell.card is None:
        return state.logged("effect", source_name, "the spell has left the stack: no "
                            "permanent enters with the counters", "608.2b, 614.1c")
    if effect.amount.kind == AmountKind.REVEALED_TOP_MANA_VALUE:
        n = _revealed_mana_value(state) + effect.amount.plus
    elif effect.amount.kind == AmountKind.SACRIFICED_THIS_WAY:
        n = int(dict(spell.paid).get(AmountKind.SACRIFICED_THIS_WAY) or 0) + effect.amount.plus
    elif effect.amount.kind == AmountKind.SPELL_MANA_VALUE:  # "its mana value minus 4" (202.3e)
        cost = spell.card.mana_cost
        n = (cost.mana_value_with(x=spell.x or 0) if cost is not None else 0) + \
            effect.amount.plus
    else:
        ctx = ProductionContext(state, source_id if source_id in state.permanents else None,
                                who, x=x)
        n = entering_amount(effect.amount, ctx, cast_record(spell, spell.card))
    n *= effect.times
    if n <= 0:
        return state.logged("effect", source_name, f"{spell.name} will enter with no "
                            f"additional {effect.counter} counter", "614.1c")
    paid = dict(spell.paid)
    waiting = (*(paid.get(ENTERS_WITH) or ()), (source_name, source_id, who,
                                                 effect.counter, n, "614.1c, 601.2i"))
    new = replace(spell, paid=(*((k, v) for k, v in spell.paid if k != ENTERS_WITH),
                               (ENTERS_WITH, waiting)))
    state = state.evolve(stack=tuple(new if i.id == spell.id else i for i in state.stack))
    return state.logged("effect", source_name, f"{spell.name} will enter with {n} "
                        f"additional {effect.counter} counter(s)", "614.1c, 601.2i")


def each_sacrifices(state: GameState, effect: EachSacrifices, *, spell_id: object,
                    source_name: str, chooser: Chooser) -> GameState:
    """ "Each player sacrifices X creatures" in the spell's own cast trigger (Gluttonous
    Hellkite): X is the spell's (107.3m); in turn order (101.4) each player chooses that
    many of their own creatures — all of them if they have fewer — and sacrifices them
    (701.21a); how many were sacrificed is kept on the spell for "for each creature
    sacrificed this way" (608.2h)."""
    spell = next((i for i in state.stack if i.id == spell_id and i.kind == "spell"), None)
    if spell is None:
        return state.logged("effect", source_name, "the spell has left the stack: its X is "
                            "not known here, so nothing is sacrificed", "608.2h")
    x = spell.x or 0
    names = state.player_names
    start = names.index(state.active) if state.active in names else 0
    total = 0
    for who in (*names[start:], *names[:start]):
        state, n = _sacrifice_up_to(state, effect, who, x, source_name, chooser)
        total += n
    spell = next(i for i in state.stack if i.id == spell.id)
    kept = tuple((k, v) for k, v in spell.paid if k != AmountKind.SACRIFICED_THIS_WAY)
    new = replace(spell, paid=(*kept, (AmountKind.SACRIFICED_THIS_WAY, total)))
    return state.evolve(stack=tuple(new if i.id == spell.id else i for i in state.stack))


def _sacrifice_up_to(state: GameState, effect: EachSacrifices, who: str, x: int,
                     source_name: str, chooser: Chooser) -> tuple[GameState, int]:
    """One player chooses ``x`` of their own creatures — all if they have fewer — and
    sacrifices them (701.21a); the state and how many were sacrificed."""
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    mine = {pid: c.name for pid, c in chars.items() if c.controller == who and
            matches(replace(effect.selector, controller=ControllerSpec.ANY), pid, c, ctx)}
    chosen: list[int] = []
    for i in range(min(x, len(mine))):
        chosen.append(chooser.pick_permanent(
            f"{who}: a creature to sacrifice for {source_name} ({i + 1} of "
            f"{min(x, len(mine))})", {k: v for k, v in mine.items() if k not in chosen}))
    for pid in chosen:
        state = leave_battlefield(state, pid, "graveyard", f"sacrificed for {source_name}",
                                  "701.21a", sacrificed=True)
    return state, len(chosen)
