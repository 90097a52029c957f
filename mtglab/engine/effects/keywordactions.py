"""Keyword actions with a number, carried out as a spell or ability resolves (CR 701):
adapt (701.46a), bolster (701.39a) and monstrosity (701.37a) put +1/+1 counters through
the one counter event (:func:`mtglab.engine.events.counters.put_counters`, so replacement
effects and "whenever counters are put" triggers apply); a permanent that becomes
monstrous keeps that designation and its "when ~ becomes monstrous" abilities trigger
(701.37b). The verbs of :data:`mtglab.engine.effects.perform.VERBS`
for the records of :mod:`mtglab.cards.keywordactions`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.durations import Becomes
from mtglab.cards.effectparts import ControllerSpec, Relation, Selector, StaticModifier
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.keywordactions import (
    Adapt,
    Amass,
    Bolster,
    Clash,
    Connive,
    Detain,
    ExtraTurn,
    Goad,
    Goaded,
    IncreaseSpeed,
    Monstrosity,
    MyriadCopies,
    Populate,
    RemoveOrSacrifice,
    Renown,
    RingTempts,
    SacrificeSeveral,
    SkipNextTurn,
    TakeInitiative,
    Venture,
)
from mtglab.cards.statics import CANT_ACTIVATE
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of
from mtglab.engine.characteristics.restrictions import CANT_ATTACK, CANT_BLOCK
from mtglab.engine.effects.durations import UNTIL_YOUR_NEXT_TURN
from mtglab.engine.events.counters import put_counters, remove_counters
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.game.dungeons import venture as venture_into
from mtglab.engine.game.initiative import take_initiative as take_it
from mtglab.engine.game.ring import ring_tempts
from mtglab.engine.game.speed import increase_speed
from mtglab.engine.game.zones import move_card, move_to_graveyard, zone_cards
from mtglab.engine.resolution.delayed import draw_cards
from mtglab.engine.resolution.triggers import Event, offer, triggered_by_discarding
from mtglab.engine.state import BaseValues, CardInZone, EffectRecord, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

#: how a verb finds the players a word names and the permanents a selector names
#: (perform's ``_players`` and ``_objects``, passed in: this module is below it)
Players = Callable[[GameState, str, "Resolution"], tuple[list[str], "Resolution"]]
Objects = Callable[[GameState, Selector, "Resolution"], tuple[list[int], "Resolution"]]

__all__ = [
    "adapt",
    "amass",
    "bolster",
    "clash",
    "connive",
    "detain",
    "extra_turn",
    "goad",
    "monstrosity",
    "populate",
    "remove_or_sacrifice",
    "renown",
    "ring_tempt",
    "sacrifice_several",
    "skip_next_turn",
    "take_initiative",
    "venture",
]


def adapt(state: GameState, e: Adapt, res: Resolution) -> tuple[GameState, Resolution]:
    """701.46a: if the source has no +1/+1 counters on it, put N +1/+1 counters on it;
    a source no longer on the battlefield gets none (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.counter("+1/+1"):
        return state.logged("effect", res.source_name, "adapts: it already has a +1/+1 "
                            "counter, so none is put", "701.46a"), res
    state = put_counters(state, perm.id, "+1/+1", e.amount, res.controller,
                         why=f"adapt {e.amount}", rule="701.46a", order=res.order)
    return state, res


def bolster(state: GameState, e: Bolster, res: Resolution) -> tuple[GameState, Resolution]:
    """701.39a: among the creatures its controller controls, one with the least toughness
    (chosen, if several tie, as it resolves) gets N +1/+1 counters; none without a
    creature (609.3: only as much as possible)."""
    chars = characteristics_of(state)
    mine = {i: c for i, c in chars.items()
            if c.controller == res.controller and "Creature" in c.types}
    if not mine:
        return state.logged("effect", res.source_name, f"bolster {e.amount}: no creature "
                            "to put counters on", "609.3"), res
    least = min(c.toughness or 0 for c in mine.values())
    tied = {i: c.name for i, c in mine.items() if (c.toughness or 0) == least}
    oid = res.chooser.pick_permanent(
        f"the creature with the least toughness {res.controller} controls, for bolster "
        f"{e.amount} (CR 701.39a)", tied)
    state = put_counters(state, oid, "+1/+1", e.amount, res.controller,
                         why=f"bolster {e.amount}", rule="701.39a", order=res.order)
    return state, replace(res, named=(oid,), named_looks=((oid, chars[oid]),))


def monstrosity(state: GameState, e: Monstrosity, res: Resolution
                ) -> tuple[GameState, Resolution]:
    """701.37a-b: if the source isn't monstrous, N (or X, 107.3) +1/+1 counters are put on
    it and it becomes monstrous; a monstrous one, or one that has left the battlefield
    (400.7), gets nothing."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.monstrous:
        return state.logged("effect", res.source_name, "is already monstrous: nothing "
                            "happens", "701.37a"), res
    n = e.amount if e.amount is not None else (res.x or 0)
    state = put_counters(state, perm.id, "+1/+1", n, res.controller,
                         why=f"monstrosity {n}", rule="701.37a", order=res.order)
    perm = state.permanents.get(perm.id)
    if perm is None:
        return state, res
    state = state.with_permanent(replace(perm, monstrous=True))
    state = state.logged("effect", res.source_name, "becomes monstrous", "701.37b")
    # "When ~ becomes monstrous" triggers (701.37b, 603.2)
    return offer(state, Event(TriggerEvent.BECOMES_MONSTROUS, perm.id, perm.controller)), res


def remove_or_sacrifice(state: GameState, e: RemoveOrSacrifice, res: Resolution
                        ) -> tuple[GameState, Resolution]:
    """702.32a: remove a counter of the kind from the source; if it has none, its
    controller sacrifices it (701.21a, 609.3). A source no longer on the battlefield is
    neither (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.counter(e.counter):
        state = remove_counters(state, perm.id, e.counter, 1, perm.controller)
        return state.logged("effect", res.source_name, f"a {e.counter} counter removed",
                            "702.32a"), res
    state = state.logged("effect", res.source_name, f"has no {e.counter} counter to "
                         "remove: it is sacrificed", "702.32a")
    return move_to_graveyard(state, perm.id, "sacrificed", "701.21a", sacrificed=True), res


def myriad_copies(state: GameState, e: MyriadCopies, res: Resolution
                  ) -> tuple[GameState, Resolution]:
    """702.116a: with a single opponent (a two-player game) that opponent is the
    defending player (506.2, 508.5), and nothing happens; token copies attacking other
    opponents are not modelled (refused)."""
    opponents = state.opponents(res.controller)
    if len(opponents) > 1:
        raise UnsupportedError("myriad: token copies attacking the other opponents "
                               f"({', '.join(opponents)}) are not modelled (CR 702.116a)")
    return state.logged("effect", res.source_name, "no opponent other than the defending "
                        "player: myriad creates nothing", "702.116a"), res


def renown(state: GameState, e: Renown, res: Resolution) -> tuple[GameState, Resolution]:
    """702.112a-b: N +1/+1 counters are put on the source and it becomes renowned; one
    that has left the battlefield gets nothing (400.7). (Its intervening "if it isn't
    renowned" is checked as it triggers and resolves, 603.4.)"""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    state = put_counters(state, perm.id, "+1/+1", e.amount, res.controller,
                         why=f"renown {e.amount}", rule="702.112a", order=res.order)
    perm = state.permanents.get(perm.id)
    if perm is None:
        return state, res
    state = state.with_permanent(replace(perm, renowned=True))
    return state.logged("effect", res.source_name, "becomes renowned", "702.112b"), res


def sacrifice_several(state: GameState, e: SacrificeSeveral, res: Resolution,
                      players: Players, objects: Objects) -> tuple[GameState, Resolution]:
    """701.21a: each player named (in turn order, 101.4; a target player chosen as the
    spell was cast, 115.1) chooses N of their own permanents the selector matches (all
    of them if they have fewer), then all are sacrificed at once."""
    who, res = players(state, e.player, res)
    n = res.amount(state, e.amount)
    sel = replace(e.selector, controller=ControllerSpec.ANY)  # each player's own, below
    found, res = objects(state, sel, res)
    chars = characteristics_of(state)
    chosen: list[int] = []
    for player in who:
        theirs = {i: chars[i].name for i in found if chars[i].controller == player}
        for k in range(min(n, len(theirs))):
            if len(theirs) <= n - k:
                chosen.extend(theirs)
                break
            oid = res.chooser.pick_permanent(
                f"permanent {k + 1} of {n} {player} sacrifices (CR 701.21a)", theirs)
            chosen.append(oid)
            del theirs[oid]
    for oid in chosen:
        state = move_to_graveyard(state, oid, "sacrificed", "701.21a", sacrificed=True)
    return state, replace(res, named=(*chosen, *who))


def connive(state: GameState, e: Connive, res: Resolution, objects: Objects
            ) -> tuple[GameState, Resolution]:
    """701.50a-d: for each permanent named (one at a time, in the order named, 701.50d),
    its controller draws a card, then discards a card of their choice; a nonland card
    discarded puts a +1/+1 counter on it if it is still on the battlefield. A permanent
    that has left connives with its last known controller (701.50c)."""
    ids, res = objects(state, e.selector, res)
    looks = dict(res.named_looks)
    for oid in ids:
        chars = characteristics_of(state)
        who = chars[oid].controller if oid in chars else \
            looks[oid].controller if oid in looks else res.controller
        name = chars[oid].name if oid in chars else res.source_name
        state = draw_cards(state.logged("connive", name, "connives: "
                                        f"{does(who, 'draws')} a card, then "
                                        f"{does(who, 'discards')} a card", "701.50a"), who, 1)
        hand = zone_cards(state, who, "hand")
        if not hand:
            continue  # nothing to discard: it still connived (701.50b)
        labels = {f"{c.name} (#{c.id})": c for c in hand}
        if len({c.name for c in hand}) == len(hand):
            labels = {c.name: c for c in hand}
        pick = res.chooser.pick(f"the card {who} discards as {name} connives (CR 701.50a)",
                                list(labels))
        card = labels[pick]
        assert card.id is not None
        state = move_card(state, card.id, "graveyard", f"{does(who, 'discards')} it",
                          "701.9a, 701.50a")
        state = triggered_by_discarding(state, who, 1, [card.card])  # the event (603.2)
        if _is_land(card):
            state = state.logged("connive", name, f"{card.name} is a land: no counter",
                                 "701.50a")
        elif oid in state.permanents:
            state = put_counters(state, oid, "+1/+1", 1, who, why="connive",
                                 rule="701.50a", order=res.order)
    return state, replace(res, named=tuple(ids), named_looks=tuple(
        (i, c) for i, c in characteristics_of(state).items() if i in ids))


def _is_land(card: CardInZone) -> bool:
    """Whether a card in a zone is a land card (205.2a; a card's front face, 712.8a)."""
    return card.card is not None and "Land" in card.card.types


def _mana_value(card: CardInZone) -> int:
    """The mana value of a card in a library (202.3; no mana cost: 0)."""
    cost = card.card.mana_cost if card.card is not None else None
    return cost.mana_value if cost is not None else 0


def clash(state: GameState, e: Clash, res: Resolution) -> tuple[GameState, Resolution]:
    """701.30a-d: the controller and an opponent (chosen, 701.30b; or the defending
    player) each reveal their library's top card; in turn order (101.4) each decides
    whether it goes to the bottom; the controller wins with a card of greater mana value
    than the other's (none revealed: any card wins). Won counts as done for "If you
    win, ..." (608.2c)."""
    you = res.controller
    if e.opponent == "defending player":
        perm = state.permanents.get(res.source_id) if res.source_id is not None else None
        attacked = perm.attacking if perm is not None else None
        opponents = [attacked] if attacked in state.player_names else []
    else:
        opponents = [p for p in state.opponents(you) if not state.player(p).lost]
    if not opponents:
        return state.logged("clash", res.source_name, "no opponent to clash with",
                            "701.30b"), replace(res, done=False)
    them = opponents[0] if len(opponents) == 1 else res.chooser.pick(
        f"the opponent {you} clashes with (CR 701.30b)", opponents)
    names = list(state.player_names)
    start = names.index(state.active)
    clashers = [p for p in names[start:] + names[:start] if p in (you, them)]  # 101.4
    revealed = {p: zone_cards(state, p, "library")[:1] for p in clashers}
    for p in clashers:
        shown = ", ".join(f"{c.name} (mana value {_mana_value(c)})" for c in revealed[p])
        state = state.logged("clash", p, f"{does(p, 'reveals')} "
                             f"{shown or 'nothing (an empty library)'}", "701.30a, 701.30c")
    bottom = {p: bool(revealed[p]) and res.chooser.pick(
        f"does {p} put {revealed[p][0].name} on the bottom of their library? (CR 701.30a)",
        [False, True]) for p in clashers}
    for p in clashers:
        if bottom[p]:
            card = revealed[p][0]
            rest = tuple(c for c in zone_cards(state, p, "library") if c.id != card.id)
            state = state.evolve(libraries={**state.libraries, p: (*rest, card)})
            state = state.logged("clash", p, f"puts {card.name} on the bottom", "701.30a")
    mine = [_mana_value(c) for c in revealed[you]]
    theirs = [_mana_value(c) for c in revealed[them]]
    won = bool(mine) and all(mine[0] > v for v in theirs)
    state = state.logged("clash", you, f"{does(you, 'wins') if won else does(you, 'loses')}"
                         " the clash", "701.30d")
    # "that player" after it is the opponent who clashed (608.2c)
    return state, replace(res, done=won, named=(them,))


def amass(state: GameState, e: Amass, res: Resolution,
          perform: Callable[[GameState, Any, Resolution], tuple[GameState, Resolution]]
          ) -> tuple[GameState, Resolution]:
    """701.47a: without an Army creature, the controller creates a 0/0 black Army token
    of the subtype; then they choose an Army creature they control, it gets N (or X,
    107.3) +1/+1 counters and, if it isn't of the subtype, becomes one in addition to its
    other types (indefinitely, 611.2a). "It" then names that Army (701.47c)."""
    you = res.controller

    def armies() -> dict[int, str]:
        return {i: c.name for i, c in characteristics_of(state).items()
                if c.controller == you and "Creature" in c.types and "Army" in c.subtypes}

    if not armies():
        token = TokenKind(BaseValues(
            name=f"{e.subtype} Army", mana_cost=None, colors=frozenset("B"), supertypes=(),
            types=("Creature",), subtypes=(e.subtype, "Army"), abilities=(), power="0",
            toughness="0"))
        state, _made = create_tokens(state, Creation(((token, 1),)), you, order=res.order,
                                     source_name=res.source_name)
    found = armies()
    if not found:  # the creation was replaced (614.1): nothing to amass onto (701.47b)
        return state.logged("amass", res.source_name, "no Army to put counters on",
                            "701.47b"), res
    army = res.chooser.pick_permanent(f"the Army {you} amasses onto (CR 701.47a)", found)
    n = e.amount if e.amount is not None else (res.x or 0)
    state = put_counters(state, army, "+1/+1", n, you, why=f"amass {e.subtype} {n}",
                         rule="701.47a", order=res.order)
    chars = characteristics_of(state)
    res = replace(res, named=(army,), named_looks=((army, chars[army]),) if army in chars
                  else ())
    if army in chars and e.subtype not in chars[army].subtypes:
        becomes = Becomes(Selector(relation=Relation.THAT), None, None, types=(),
                          subtypes=(e.subtype,), until_end_of_turn=False)
        state, res = perform(state, Lasting(becomes, Duration.END_OF_GAME), res)
    return state, res


def extra_turn(state: GameState, e: ExtraTurn, res: Resolution, players: Players
               ) -> tuple[GameState, Resolution]:
    """500.7: the player named gets an extra turn directly after this one, taken before
    any extra turn added earlier (the most recent first)."""
    names, res = players(state, e.player, res)
    for name in names[:1]:
        state = state.evolve(extra_turns=(name, *state.extra_turns))
        state = state.logged("extra turn", name, f"{does(name, 'takes')} an extra turn "
                             "after this one", "500.7")
    return state, res


def goad(state: GameState, e: Goad, res: Resolution, objects: Objects
         ) -> tuple[GameState, Resolution]:
    """701.15a-d: each creature named becomes goaded by the ability's controller until
    that player's next turn (611.2a); goaded again by the same player, nothing new
    happens (701.15d). Another player's goad adds its own requirement (701.15c)."""
    ids, res = objects(state, e.selector, res)
    chars = characteristics_of(state)
    for oid in ids:
        if oid not in chars or "Creature" not in chars[oid].types:
            continue
        if any(isinstance(r.effect, Goaded) and r.effect.goader == res.controller and
               oid in r.affected for r in state.effects):
            state = state.logged("goad", chars[oid].name, f"already goaded by "
                                 f"{res.controller}: nothing new", "701.15d")
            continue
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, res.source_id, res.source_name, res.controller, Goaded(res.controller), ts,
            frozenset({oid}), UNTIL_YOUR_NEXT_TURN, rule="701.15a-b",
            origin_text=res.origin_text)))
        state = state.logged("goad", chars[oid].name, f"is goaded by {res.controller} until "
                             f"{possessive(res.controller)} next turn: it attacks each "
                             "combat if able, a player other than "
                             f"{res.controller} if able", "701.15a-b")
    return state, replace(res, named=tuple(ids), named_looks=tuple(
        (i, c) for i, c in chars.items() if i in ids))


def ring_tempt(state: GameState, e: RingTempts, res: Resolution
               ) -> tuple[GameState, Resolution]:
    """701.54a, 701.54d: the controller chooses a creature they control as their
    Ring-bearer (none without one: the Ring still tempts them), then "Whenever the Ring
    tempts you" abilities trigger (:mod:`mtglab.engine.game.ring`)."""
    you = res.controller
    mine = {i: c.name for i, c in characteristics_of(state).items()
            if c.controller == you and "Creature" in c.types}
    bearer = res.chooser.pick_permanent(
        f"the creature {you} chooses as Ring-bearer (CR 701.54a)", mine) if mine else None
    state = ring_tempts(state, you, bearer, res.source_name)
    return offer(state, Event(TriggerEvent.RING_TEMPTS, player=you)), res


def skip_next_turn(state: GameState, e: SkipNextTurn, res: Resolution
                   ) -> tuple[GameState, Resolution]:
    """614.10a: the controller will skip one more of their next turns (passed over as
    turns begin, :func:`mtglab.engine.game.turns.next_turn`)."""
    p = state.player(res.controller)
    state = state.with_player(replace(p, turns_to_skip=p.turns_to_skip + 1))
    return state.logged("effect", res.source_name, f"{res.controller} will skip their next "
                        "turn", "614.10"), res


def take_initiative(state: GameState, e: TakeInitiative, res: Resolution
                    ) -> tuple[GameState, Resolution]:
    """726.1-726.3: the controller takes the initiative, and ventures into Undercity by
    its inherent trigger (:mod:`mtglab.engine.game.initiative`)."""
    return take_it(state, res.controller), res


def speed_increases(state: GameState, e: IncreaseSpeed, res: Resolution
                    ) -> tuple[GameState, Resolution]:
    """702.179d: the controller's speed increases by 1 if still less than 4
    (:mod:`mtglab.engine.game.speed`)."""
    return increase_speed(state, res.controller), res


def venture(state: GameState, e: Venture, res: Resolution) -> tuple[GameState, Resolution]:
    """701.49: the controller ventures into the dungeon (or into Undercity, 701.49d);
    :mod:`mtglab.engine.game.dungeons` moves the marker and triggers the room."""
    return venture_into(state, res.controller, res.chooser, undercity=e.undercity), res


def populate(state: GameState, e: Populate, res: Resolution) -> tuple[GameState, Resolution]:
    """701.36a: ``times`` times (X, 107.3), the controller chooses a creature token they
    control and creates a token that's a copy of it (its copiable values, 707.2; one
    creation event, 111.1); without one, nothing happens (609.3). "It" / "the token
    created this way" then names the new tokens (608.2c)."""
    you = res.controller
    made: list[int] = []
    for _ in range(e.times if e.times is not None else (res.x or 0)):
        chars = characteristics_of(state)
        tokens = {i: c.name for i, c in chars.items() if c.controller == you and
                  "Creature" in c.types and state.permanents[i].is_token}
        if not tokens:
            state = state.logged("populate", res.source_name, f"{you} controls no creature "
                                 "token: nothing is copied", "701.36a, 609.3")
            break
        chosen = res.chooser.pick_permanent(f"the creature token to copy as {you} "
                                            "populate(s) (CR 701.36a)", tokens)
        values = copiable_of(state, chosen)
        state, ids = create_tokens(state, Creation(((TokenKind(
            values, copy_of=values.name), 1),)), you, order=res.order,
            source_name=res.source_name)
        made += ids
    return state, replace(res, named=tuple(made), named_looks=tuple(
        (i, c) for i, c in characteristics_of(state).items() if i in made))


#: what a detained permanent can't do (701.35a): the kinds of restriction
#: :func:`mtglab.engine.characteristics.restrictions.restriction` reads from effects
_DETAINED: Final = (CANT_ATTACK, CANT_BLOCK, CANT_ACTIVATE)


def detain(state: GameState, e: Detain, res: Resolution, objects: Objects
           ) -> tuple[GameState, Resolution]:
    """701.35a: until the ability's controller's next turn (611.2a), each permanent named
    can't attack or block and its activated abilities (mana abilities too) can't be
    activated (508.1c, 509.1b, 602.5)."""
    ids, res = objects(state, e.selector, res)
    chars = characteristics_of(state)
    locked = Selector(relation=Relation.THAT)
    for oid in ids:
        if oid not in chars:
            continue
        for kind in _DETAINED:
            eid, state = state.take_id()
            ts, state = state.take_timestamp()
            state = state.evolve(effects=(*state.effects, EffectRecord(
                eid, res.source_id, res.source_name, res.controller,
                StaticModifier(kind, locked), ts, frozenset({oid}), UNTIL_YOUR_NEXT_TURN,
                rule="701.35a", origin_text=res.origin_text)))
        state = state.logged("detain", chars[oid].name, "is detained until "
                             f"{possessive(res.controller)} next turn: it can't attack or "
                             "block, nor its activated abilities be activated", "701.35a")
    return state, replace(res, named=tuple(ids), named_looks=tuple(
        (i, c) for i, c in chars.items() if i in ids))
