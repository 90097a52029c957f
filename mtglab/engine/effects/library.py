"""Playing the instructions about libraries of :mod:`mtglab.cards.library` (CR 401): one
verb per record, each ``(state, record, Resolution) -> (state, Resolution)`` as
:data:`mtglab.engine.effects.perform.VERBS` calls them.

The cards a verb found, revealed, looked at or moved are what the next instruction names
("it", "them", "that card": 608.2c). The cards revealed or looked at are also kept as
``paid["among"]`` so that "from among them" and "the rest" still name them after a choice.
mtglab's shuffle keeps the library's order (a shuffle's result is random, 701.24a: a lab
replays the same game); a choice of cards comes from the action's ``choices=`` in order.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.effectparts import ControllerSpec, Relation, Selector
from mtglab.cards.instructions import Who
from mtglab.cards.library import (
    ChoosePile,
    ExileGraveyard,
    ExileTop,
    Found,
    FromGraveyard,
    IfCardIs,
    IfNotPut,
    Otherwise,
    PutOnLibrary,
    PutPiles,
    PutRest,
    RevealTopCards,
    RevealUntil,
    Search,
    SeparatePiles,
    Shuffle,
    ShuffleInto,
    TakeFromAmong,
)
from mtglab.cards.vocabulary import Zone
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, bounded, matches
from mtglab.engine.game.zones import card_zone, moved_card, zone_cards
from mtglab.engine.resolution.triggers import triggered_by_searching
from mtglab.engine.state import BaseValues, CardInZone, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = [
    "choose_pile",
    "exile_graveyard",
    "exile_top",
    "from_graveyard",
    "if_card_is",
    "otherwise",
    "printed_looks",
    "put_on_library",
    "put_piles",
    "put_rest",
    "reveal_top",
    "search",
    "separate_piles",
    "shuffle",
    "shuffle_into",
    "take_from_among",
]

Step = tuple[GameState, "Resolution"]


def _players(who: str, res: Resolution, state: GameState | None = None
             ) -> tuple[list[str], Resolution]:
    """The player an instruction names: you, a target player (115.1), "that player"
    named before (608.2c), each player or each opponent (in turn order, 101.4), the
    defending player (506.2)."""
    if who == Who.YOU:
        return [res.controller], res
    if who in (Who.EACH_PLAYER, Who.EACH_OPPONENT) and state is not None:
        return [p for p in _turn_order(state)
                if who == Who.EACH_PLAYER or p != res.controller], res
    if who in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT):
        group, res = res.take(1)
        return [t for t in group if isinstance(t, str)], res
    if who == Who.CONTROLLER:  # of the object named before, as it last existed (608.2h)
        return list(dict.fromkeys(lk.controller for _i, lk in res.named_looks)), res
    if who == Who.THAT_PLAYER:
        named = [t for t in res.named if isinstance(t, str)]
        that = res.paid.get("that_player")
        return named or ([str(that)] if that else [res.controller]), res
    if who == Who.DEFENDING and state is not None:  # the player attacked (506.2, 508.5)
        defending = defending_player(state, res.source_id)
        return ([defending] if defending is not None else []), res
    if who == Who.OWNER and state is not None and not res.named and \
            res.source_id is not None:  # "its owner": the source's, wherever it is (108.3)
        perm = state.permanents.get(res.source_id)
        found = card_zone(state, res.source_id) if perm is None else None
        owner = perm.owner if perm is not None else found[0] if found is not None else None
        if owner is not None:
            return [owner], res
    raise UnsupportedError(f"mtglab can't tell whose library {who!r} is")


def _turn_order(state: GameState) -> list[str]:
    """The players still in the game, the active player first, then in turn order
    (101.4)."""
    names = list(state.player_names)
    i = names.index(state.active)
    return [n for n in names[i:] + names[:i] if not state.player(n).lost]


def _fits(state: GameState, card: CardInZone, sel: Selector | None, owner: str,
          res: Resolution) -> bool:
    """Whether a card in a zone matches what the text asks for (its printed values); "of
    the chosen type" reads the source's choice as it entered or one made as the ability
    resolves (608.2c)."""
    if sel is None:
        return True
    if card.card is None or card.id is None:
        return False
    loose = bounded(replace(sel, zone=None, controller=ControllerSpec.ANY, relation=None),
                    lambda a: res.amount(state, a))  # counted as it resolves (608.2h)
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    return matches(loose, card.id, CardLooks(BaseValues.of_card(card.card), owner),
                   SelectContext(res.source_id, res.controller, source_name=res.source_name,
                                 x=res.x, chosen=(*(perm.choices if perm is not None
                                                    else ()), *res.chosen),
                                 shared_with=_shared_with(state, sel, res)))


def _shared_with(state: GameState, sel: Selector, res: Resolution) -> Characteristics | None:
    """The object "shares a creature type with ~ / that permanent" names (608.2c): the
    source, or the permanent that triggered the ability, as it is now or, gone, as it
    last existed on the battlefield (608.2h)."""
    if sel.shares is None:
        return None
    rel = sel.shares[1]
    ident = res.source_id if rel is Relation.SELF else \
        res.paid.get("that") if rel is Relation.THAT else None
    now = characteristics_of(state).get(ident) if isinstance(ident, int) else None
    if now is not None:
        return now
    last = res.source_looks.looks if rel is Relation.SELF and \
        res.source_looks is not None else None
    if isinstance(last, Characteristics):
        return last
    raise UnsupportedError(f"mtglab can't yet tell 'shares a {sel.shares[0]} with' an "
                           "object that left the battlefield")


def _apart(state: GameState, sel: Selector | None, ids: list[int | None], owner: str,
           res: Resolution) -> bool:
    """Whether the cards ``ids`` chosen together each fit a different kind of
    ``sel.either`` ("a Forest card and a Plains card", "a creature card and/or a land
    card": one card of each kind, 608.2c); always, for a selector that doesn't ask it."""
    if sel is None or not sel.one_each:
        return True
    kinds = [replace(sel, either=(k,), one_each=False) for k in sel.either]
    fit = [{i for i, k in enumerate(kinds) if c is not None and
            _fits(state, _entry(state, c), k, owner, res)} for c in ids]
    return any(all(i in f for i, f in zip(order, fit, strict=True))
               for order in itertools.permutations(range(len(kinds)), len(ids)))


def _int(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


def printed_looks(state: GameState, card_id: int) -> tuple[int, Characteristics] | None:
    """A card's printed characteristics where it is (a card in a zone has no layers
    applied): what "its mana value" reads after it moved (608.2h)."""
    where = card_zone(state, card_id)
    if where is None or where[2].card is None:
        return None
    v = BaseValues.of_card(where[2].card)
    return card_id, Characteristics(
        id=card_id, name=v.name, mana_cost=v.mana_cost, colors=v.colors,
        supertypes=v.supertypes, types=v.types, subtypes=v.subtypes, abilities=(),
        power=_int(v.power), toughness=_int(v.toughness), loyalty=_int(v.loyalty),
        controller=where[0], is_token=False, copiable=v)


def _naming(state: GameState, res: Resolution, ids: Iterable[int],
            looks: Iterable[tuple[int, Characteristics] | None] = ()) -> Resolution:
    """The resolution naming these cards next ("it", "them", "its mana value": 608.2c,
    608.2h), with their looks taken before they moved if given."""
    ids = tuple(ids)
    seen = tuple(lk for lk in looks if lk is not None) or \
        tuple(lk for lk in map(lambda i: printed_looks(state, i), ids) if lk is not None)
    return replace(res, named=ids, named_looks=seen)


def _put(state: GameState, card_id: int, to: Found, res: Resolution, *, tapped: bool = False,
         rule: str, controller: str | None = None) -> tuple[int | None, GameState]:
    """Move a card to where the text says (400.7: a new object there); onto the
    battlefield under ``controller``'s control, the ability's controller's by default
    (the caller's ``arrive``)."""
    if to is Found.STAY:
        return card_id, state
    why = f"{does(res.controller, 'puts')} it there ({res.source_name})"
    if to is Found.BATTLEFIELD:
        if res.arrive is None:
            raise UnsupportedError("putting a card onto the battlefield from here")
        return None, res.arrive(state, card_id, controller or res.controller, tapped,
                                res.chooser)
    new, state = moved_card(state, card_id, str(to), why, rule)
    return new, state


# -- searching (701.23) and shuffling (701.24) -----------------------------------------


def search(state: GameState, e: Search, res: Resolution) -> Step:
    """701.23a: the player looks at every card of the zones named and finds up to the
    number asked for that match (a search for a quality may find fewer, 701.23b; mtglab's
    player finds as many as there are); they're revealed if the text says so (701.23e),
    then put where it says."""
    names, res = _players(e.player, res, state)
    found: list[int] = []
    looks: list[tuple[int, Characteristics] | None] = []
    for who in names:
        n = res.amount(state, e.count)
        picked: list[int] = []
        for _ in range(n):
            taken = {_name(state, p) for p in picked} if e.different_names else set()
            pool = _by_name(c for zone in e.zones for c in zone_cards(state, who, zone)
                            if c.id not in picked and c.name not in taken and
                            _fits(state, c, e.selector, who, res) and
                            _apart(state, e.selector, [*picked, c.id], who, res))
            if not pool:
                break
            picked.append(res.chooser.pick_permanent(
                f"the {e.selector.describe()} card {who} finds ({res.source_name})", pool))
        if Zone.LIBRARY in e.zones:  # "whenever an opponent searches their library"
            state = triggered_by_searching(state, who)
        shown = ", ".join(_name(state, c) for c in picked) or "nothing"
        state = state.logged("search", who, f"{does(who, 'searches')} "
                             f"{possessive(who)} {' and '.join(e.zones)}; found: {shown}"
                             + (" (revealed)" if e.reveal else ""), "701.23a")
        one = _the_one(state, e, res, who, picked)
        for cid in picked:
            looks.append(printed_looks(state, cid))
            to = e.to if e.others is None or cid == one else e.others
            new, state = _put(state, cid, to, res, tapped=e.tapped and to is e.to,
                              rule="701.23a", controller=res.controller if e.yours else who)
            found.extend([new] if new is not None else [])
    searched = {"searcher": tuple(names)}
    if Zone.LIBRARY in e.zones:  # what "if you search your library this way" asks
        searched["library_searched"] = tuple(names)
    res = _naming(state, replace(res, paid={**res.paid, **searched}), found, looks)
    others = tuple(p for p in names if p != res.controller)  # "that player" (608.2c)
    return state, replace(res, named=(*others, *res.named)) if others else res


def _the_one(state: GameState, e: Search, res: Resolution, who: str,
             picked: list[int]) -> int | None:
    """"Put one onto the battlefield tapped and the other into your hand" (701.23a): the
    card the searcher chooses among those found to go ``e.to`` (None: no such split)."""
    if e.others is None or not picked:
        return None
    if len(picked) == 1:
        return picked[0]
    return res.chooser.pick_permanent(
        f"the card {who} puts {_where(e.to, e.tapped)} ({res.source_name})",
        _by_name(_entry(state, t) for t in picked))


def _where(to: Found, tapped: bool) -> str:
    """A zone in words, as "put it ..." says it."""
    if to is Found.BATTLEFIELD:
        return "onto the battlefield" + (" tapped" if tapped else "")
    return f"into their {to}"


def _by_name(cards: Iterable[CardInZone]) -> dict[int, str]:
    """The cards one may choose among, one per name: cards of one name in a hidden zone
    are alike to choose (a choice names a card by its name)."""
    pool: dict[int, str] = {}
    for c in cards:
        if c.id is not None and c.name not in pool.values():
            pool[c.id] = c.name
    return pool


def _name(state: GameState, card_id: int) -> str:
    where = card_zone(state, card_id)
    return where[2].name if where is not None else "a card"


def shuffle(state: GameState, e: Shuffle, res: Resolution) -> Step:
    """701.24a: the player shuffles their library (mtglab keeps its order); "then
    shuffle" after another player's search is that player's (701.23a)."""
    names, res = _players(e.player, res, state)
    if e.player == Who.YOU and res.paid.get("searcher"):
        names = list(res.paid["searcher"])
    if e.if_searched:  # "If you search your library this way, shuffle" (701.23a)
        names = [p for p in names if p in res.paid.get("library_searched", ())]
        if not names:
            return state.logged("shuffle", res.controller, "no library was searched: "
                                "nothing is shuffled", "701.24a"), res
    for who in names:
        state = state.logged("shuffle", who, f"{does(who, 'shuffles')} their library "
                             "(mtglab keeps its order: a shuffle's result is random)",
                             "701.24a")
    return state, res


def shuffle_into(state: GameState, e: ShuffleInto, res: Resolution) -> Step:
    """701.24a: each player named, in turn order (101.4), puts every card of their own
    hand and/or graveyard into their library and shuffles it — shuffled even when there
    was nothing to add (701.24d; mtglab keeps the library's order)."""
    names, res = _players(e.player, res, state)
    for who in names:
        for zone in e.zones:
            for card in zone_cards(state, who, zone):
                assert card.id is not None
                _new, state = moved_card(state, card.id, "library", "shuffled into the "
                                         f"library by {res.source_name}", "701.24a")
        state = state.logged("shuffle", who, f"{does(who, 'shuffles')} their "
                             f"{' and '.join(e.zones)} into their library (mtglab keeps "
                             "its order: a shuffle's result is random)", "701.24a, 701.24d")
    return state, res


def put_on_library(state: GameState, e: PutOnLibrary, res: Resolution) -> Step:
    """The cards named go on top of (or under) their owners' libraries in the order named
    (401.4: their owner's choice of order)."""
    ids = [t for t in res.named if isinstance(t, int) and card_zone(state, t) is not None]
    moved: list[int] = []
    for cid in reversed(ids) if not e.bottom else ids:
        new, state = moved_card(state, cid, "library", "put " + (
            "on the bottom" if e.bottom else "on top") + " of its owner's library", "401.4",
            top=not e.bottom)
        moved.append(new)
    return state, replace(res, named=tuple(moved))


# -- the top of a library (701.20) ----------------------------------------------------


def reveal_top(state: GameState, e: RevealTopCards, res: Resolution) -> Step:
    """701.20a / 701.20e: the player reveals (or looks at) the top cards of their library;
    they stay there (701.20b) and are "them" next."""
    names, res = _players(e.player, res, state)
    top: list[CardInZone] = []
    for who in names:
        mine = zone_cards(state, who, "library")[:res.amount(state, e.amount)]
        shown = ", ".join(c.name for c in mine) if e.reveal else f"{len(mine)} card(s)"
        state = state.logged("reveal" if e.reveal else "look", who,
                             f"{does(who, 'reveals' if e.reveal else 'looks at')} the top of "
                             f"their library: {shown}", "701.20e" if not e.reveal else "701.20a")
        top.extend(mine)
    ids = tuple(c.id for c in top if c.id is not None)
    if e.to is not Found.STAY:  # "... and put them into your hand"
        return take_from_among(state, TakeFromAmong(None, to=e.to),
                               _naming(state, res, ids))
    return state, _naming(state, replace(res, paid={**res.paid, "among": ids}), ids)


def reveal_until(state: GameState, e: RevealUntil, res: Resolution) -> Step:
    """701.20a: the player reveals cards from the top of their library until one matches;
    it is "that card" next, all of them "the rest" but it."""
    names, res = _players(e.player, res, state)
    shown: list[int] = []
    hit: list[int] = []
    for who in names:
        for card in zone_cards(state, who, "library"):
            assert card.id is not None
            shown.append(card.id)
            if _fits(state, card, e.selector, who, res):
                hit.append(card.id)
                break
        state = state.logged("reveal", who, f"{does(who, 'reveals')} "
                             + ", ".join(_name(state, t) for t in shown), "701.20a")
    return state, _naming(state, replace(res, paid={**res.paid, "among": tuple(shown)}), hit)


def exile_top(state: GameState, e: ExileTop, res: Resolution) -> Step:
    """406.3: the player exiles the top cards of their library; they are "them" next."""
    names, res = _players(e.player, res, state)
    exiled: list[int] = []
    for who in names:
        for card in zone_cards(state, who, "library")[:res.amount(state, e.amount)]:
            assert card.id is not None
            new, state = moved_card(state, card.id, "exile",
                                    f"the top of the library exiled by {res.source_name}",
                                    "406.3")
            exiled.append(new)
    return state, _naming(state, res, exiled)


def _group(res: Resolution) -> tuple[int, ...]:
    """The cards revealed or looked at ("them"), kept past a choice among them."""
    group: tuple[int, ...] = res.paid.get("among") or \
        tuple(t for t in res.named if isinstance(t, int))
    return group


def _among(state: GameState, res: Resolution) -> list[int]:
    """The cards revealed or looked at that are still in the library (400.7)."""
    return [t for t in _group(res) if (where := card_zone(state, t)) is not None and
            where[1] == "library"]


def take_from_among(state: GameState, e: TakeFromAmong, res: Resolution) -> Step:
    """Choose cards among those revealed or looked at (matching what the text asks for),
    reveal them if it says so (701.20a) and put them where it says; the rest follow
    ``e.rest`` (401.4)."""
    group = _among(state, res) if e.count is not None else \
        [t for t in res.named if isinstance(t, int) and card_zone(state, t) is not None]
    fits = [t for t in group
            if _fits(state, _entry(state, t), e.selector, res.controller, res)]
    n = len(fits) if e.count is None else min(res.amount(state, e.count), len(fits))
    # every card that fits, when all of several must be taken: no choice (608.2d; a
    # single card goes through the choice, which takes it given or not)
    chosen = list(fits) if n == len(fits) > 1 and not e.up_to else \
        _subset(state, e, res, fits, n) if e.any_subset else \
        _one_by_one(state, e, res, fits, n)
    if e.reveal and chosen:
        state = state.logged("reveal", res.controller, f"{does(res.controller, 'reveals')} "
                             + ", ".join(_name(state, t) for t in chosen), "701.20a")
        res = replace(res, done=True)  # revealed, even where it stays: "If you do" (608.2d)
    moved: list[int] = []
    looks = [printed_looks(state, cid) for cid in chosen]
    for cid in chosen:
        new, state = _put(state, cid, e.to, res, tapped=e.tapped, rule="701.20a")
        moved.extend([new] if new is not None else [])
    res = _naming(state, replace(res, paid={**res.paid, "among": _group(res)})
                  if e.count is not None else res, moved, looks)
    if e.rest is not None:
        state, res = put_rest(state, e.rest, res)
    return state, res


def _one_by_one(state: GameState, e: TakeFromAmong, res: Resolution, fits: list[int],
                n: int) -> list[int]:
    """``n`` of the cards that fit, each chosen in turn (one per name: alike cards)."""
    chosen: list[int] = []
    for _ in range(n):
        pool = _by_name(_entry(state, t) for t in fits if t not in chosen and
                        _apart(state, e.selector, [*chosen, t], res.controller, res))
        if not pool:  # one of each kind: none of the kinds left is among them
            break
        what = e.selector.describe() + " card" if e.selector is not None else "card"
        chosen.append(res.chooser.pick_permanent(
            f"the {what} {res.controller} takes ({res.source_name})", pool))
    return chosen


def _subset(state: GameState, e: TakeFromAmong, res: Resolution, fits: list[int],
            n: int) -> list[int]:
    """Which of the cards that fit, and how many — none to ``n`` ("any number of them",
    401.4): one answer naming them ("Island, Forest"; "none")."""
    names = {t: _entry(state, t).name for t in fits}
    options = [combo for k in range(n + 1) for combo in itertools.combinations(fits, k)
               if _apart(state, e.selector, list(combo), res.controller, res)]
    labels = list(dict.fromkeys(", ".join(names[t] for t in combo) or "none"
                                for combo in options))
    pick = res.chooser.pick(f"the cards {res.controller} puts into their {e.to} "
                            f"({res.source_name})", labels)
    return list(next(c for c in options if (", ".join(names[t] for t in c) or "none")
                     == pick))


def _entry(state: GameState, card_id: int) -> CardInZone:
    where = card_zone(state, card_id)
    assert where is not None
    return where[2]


def put_rest(state: GameState, e: PutRest, res: Resolution) -> Step:
    """The cards revealed or looked at that no instruction took go on the bottom of their
    owner's library, on top, or into a zone (401.4: in the order they were, mtglab's
    choice of any order)."""
    rest = _among(state, res)
    for cid in reversed(rest) if e.top and e.to is None else rest:
        if e.to is not None:
            _new, state = moved_card(state, cid, str(e.to), "the rest", "401.4")
        else:
            state = _to_end(state, cid, top=e.top)
    if len(rest) > 1:
        state = state.logged("library", res.controller, "the rest go in the order they were "
                             "(mtglab's choice of any order)", "401.4")
    return state, res


def _to_end(state: GameState, card_id: int, *, top: bool) -> GameState:
    """Move a card of a library to its bottom (or keep it on top, 401.4)."""
    where = card_zone(state, card_id)
    assert where is not None
    owner = where[0]
    library = zone_cards(state, owner, "library")
    card = next(c for c in library if c.id == card_id)
    others = tuple(c for c in library if c.id != card_id)
    return state.evolve(libraries={**state.libraries,
                                   owner: (card, *others) if top else (*others, card)})


# -- piles (700.3) -------------------------------------------------------------------


def _pile_player(state: GameState, who: str, res: Resolution) -> str:
    """The player who separates or chooses: you, or an opponent — of several, the one the
    ability's controller chooses (in a two-player game, the other player)."""
    if who == Who.YOU:
        return res.controller
    rivals = [p.name for p in state.players if not p.lost and p.name != res.controller]
    if not rivals:
        raise UnsupportedError("no opponent to separate or choose the piles")
    return rivals[0] if len(rivals) == 1 else str(res.chooser.pick(
        f"the opponent who acts ({res.source_name})", rivals))


def _pile_label(state: GameState, pile: Iterable[int]) -> str:
    return ", ".join(sorted(_name(state, t) for t in pile)) or "no cards"


def separate_piles(state: GameState, e: SeparatePiles, res: Resolution) -> Step:
    """700.3: the player separates the cards revealed or looked at into two piles (each
    card in exactly one, 700.3a; either may be empty, 700.3d), one answer naming both
    ("Island, Swamp / Forest"); separations alike by name are one option. The cards stay
    where they are (700.3c)."""
    who = _pile_player(state, e.player, res)
    cards = _among(state, res)
    options: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for k in range(len(cards) + 1):
        for first in itertools.combinations(cards, k):
            second = tuple(t for t in cards if t not in first)
            a, b = _pile_label(state, first), _pile_label(state, second)
            key = " / ".join(sorted((a, b)))
            options.setdefault(key, (first, second) if a <= b else (second, first))
    labels = sorted(options)
    pick = labels[0] if len(labels) == 1 else str(res.chooser.pick(
        f"how {who} separates the cards into two piles (CR 700.3)", labels))
    state = state.logged("piles", who, f"{does(who, 'separates')} the cards into two piles: "
                         f"{pick}", "700.3")
    return state, replace(res, paid={**res.paid, "among": _group(res),
                                     "piles": options[pick]})


def choose_pile(state: GameState, e: ChoosePile, res: Resolution) -> Step:
    """700.3: the player chooses one of the two piles; it is "that pile" next (608.2c)."""
    who = _pile_player(state, e.player, res)
    return _pile_chosen(state, who, res)


def _pile_chosen(state: GameState, who: str, res: Resolution) -> Step:
    piles: tuple[tuple[int, ...], tuple[int, ...]] | None = res.paid.get("piles")
    if piles is None:
        raise UnsupportedError("a pile chosen before any was separated")
    labels = [_pile_label(state, p) for p in piles]
    pick = labels[0] if len(set(labels)) == 1 else str(res.chooser.pick(
        f"the pile {who} chooses (CR 700.3)", labels))
    state = state.logged("piles", who, f"{does(who, 'chooses')} the pile: {pick}", "700.3")
    return state, replace(res, paid={**res.paid, "pile": piles[labels.index(pick)]})


def put_piles(state: GameState, e: PutPiles, res: Resolution) -> Step:
    """"Put one pile into your hand and the other into your graveyard": the pile chosen
    before (or one the ability's controller chooses now) goes where it says; the rest of
    the cards follow ``e.rest`` (700.3, 401.4)."""
    if "pile" not in res.paid:
        state, res = _pile_chosen(state, res.controller, res)
    pile: tuple[int, ...] = res.paid["pile"]
    moved: list[int] = []
    for cid in pile:
        if card_zone(state, cid) is None:
            continue
        new, state = _put(state, cid, e.to, res, rule="700.3")
        moved.extend([new] if new is not None else [])
    state, res = put_rest(state, e.rest, res)
    return state, _naming(state, res, moved)


# -- graveyards (404) ----------------------------------------------------------------


def exile_graveyard(state: GameState, e: ExileGraveyard, res: Resolution) -> Step:
    """404.1, 406.3: every card in the player's graveyard is exiled (each a new object,
    400.7); they are "them" next."""
    names, res = _players(e.player, res, state)
    exiled: list[int] = []
    for who in names:
        for card in zone_cards(state, who, "graveyard"):
            assert card.id is not None
            new, state = moved_card(state, card.id, "exile",
                                    f"exiled from the graveyard by {res.source_name}", "406.3")
            exiled.append(new)
    return state, _naming(state, res, exiled)


def from_graveyard(state: GameState, e: FromGraveyard, res: Resolution) -> Step:
    """608.2c: cards of the controller's graveyard matching what the text asks for, chosen
    as the instruction resolves (no target), go where it says — every one for "all"
    (404); "them" next. For each player the text names instead, their own graveyard,
    onto the battlefield under their own control, in turn order (101.4)."""
    names, res = _players(e.player, res, state)
    moved: list[int] = []
    looks: list[tuple[int, Characteristics] | None] = []
    for who in names:
        state, got, seen = _from_own_graveyard(state, e, res, who)
        moved.extend(got)
        looks.extend(seen)
    return state, _naming(state, res, moved, looks)


def _from_own_graveyard(state: GameState, e: FromGraveyard, res: Resolution, who: str
                        ) -> tuple[GameState, list[int],
                                   list[tuple[int, Characteristics] | None]]:
    fits = [c.id for c in zone_cards(state, who, "graveyard")
            if c.id is not None and _fits(state, c, e.selector, who, res)]
    if e.count is None:
        chosen = fits
    else:
        chosen = []
        for _ in range(min(res.amount(state, e.count), len(fits))):
            pool = _by_name(_entry(state, t) for t in fits if t not in chosen)
            chosen.append(res.chooser.pick_permanent(
                f"the {e.selector.describe()} card {who} takes from their graveyard "
                f"({res.source_name})", pool))
    looks = [printed_looks(state, cid) for cid in chosen]
    moved: list[int] = []
    for cid in chosen:
        new, state = _put(state, cid, e.to, res, tapped=e.tapped, rule="608.2c",
                          controller=who)
        moved.extend([new] if new is not None else [])
    if not chosen:
        state = state.logged("choice", res.source_name, "there is no such card in "
                             f"{possessive(who)} graveyard", "608.2c")
    return state, moved, looks


# -- "if it's a ... card" / "otherwise" (608.2c) -----------------------------------------

#: How an instruction inside another is carried out (perform.perform)
Performer = Callable[[GameState, object, "Resolution"], Step]


def _skipped(state: GameState, res: Resolution, held: bool) -> Step:
    return state.logged("effect", res.source_name, "its condition doesn't hold: that part "
                        "does nothing", "608.2c"), replace(
        res, paid={**res.paid, "if_held": held})


def if_card_is(state: GameState, e: IfCardIs, res: Resolution, then: Performer) -> Step:
    """608.2c: "If it's a land card, ...": the card named before is checked where it is
    now, by its printed values (a card in a library or a hand has no other, 109.1); the
    instructions happen only if it matches (or, "if it isn't", only if it doesn't)."""
    card = next((t for t in res.named if isinstance(t, int)), None)
    where = card_zone(state, card) if card is not None else None
    held = (where is not None and _fits(state, where[2], e.selector, where[0], res)) \
        != e.negate
    if not held:
        return _skipped(state, res, held)
    res = replace(res, paid={**res.paid, "if_held": True})
    for inner in e.effects:
        state, res = then(state, inner, res)
    return state, replace(res, paid={**res.paid, "if_held": True})


def if_not_put(state: GameState, e: IfNotPut, res: Resolution, then: Performer) -> Step:
    """608.2c: "If you don't put the card into your hand, ...": the card named before is
    still in its library (the "if" before didn't hold, or "you may" was declined), so it
    wasn't put there; otherwise (it moved, or it is no longer named) nothing happens."""
    card = next((t for t in res.named if isinstance(t, int)), None)
    where = card_zone(state, card) if card is not None else None
    if where is None or where[1] != "library":
        return state.logged("effect", res.source_name, f"the card was put {e.to}: that "
                            "part does nothing", "608.2c"), res
    for inner in e.effects:
        state, res = then(state, inner, res)
    return state, res


def otherwise(state: GameState, e: Otherwise, res: Resolution, then: Performer) -> Step:
    """608.2c: "Otherwise, ...": only if the condition of the "if" just before didn't
    hold."""
    if "if_held" not in res.paid:
        raise UnsupportedError("'Otherwise' after an instruction that isn't an 'if'")
    if res.paid["if_held"]:
        return state, res
    for inner in e.effects:
        state, res = then(state, inner, res)
    return state, res
