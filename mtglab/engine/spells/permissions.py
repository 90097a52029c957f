"""Permissions to play cards (CR 601.3, 305.2, 305.9, 702.8a, 611.2a).

Three kinds, each given by a resolved instruction (kept in
:attr:`~mtglab.engine.state.GameState.play_grants` until it ends) or held by a static
ability of a permanent:

- playing or casting the cards an instruction named — "Exile the top card of your
  library. Until end of turn, you may play that card" (601.3: a card may be cast from a
  zone other than the hand when an effect allows it; 305.9: a land card is played, using
  a land play, never cast). Timing rules still apply (307.1, 305.1). The permission is
  the card's while it stays in its zone: a card that leaves is a new object (400.7).
- casting spells of a kind as though they had flash (702.8a, 307.1);
- land plays beyond the one of the turn (305.2).

An instruction's permission ends at the cleanup step of the turn ("this turn", 514.2),
of its controller's next turn ("until the end of your next turn"), as its controller's
next turn begins ("until your next turn", 500.1), or while the card stays exiled.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.model import Card
from mtglab.cards.permissions import (
    AdditionalLandPlays,
    CastWithFlash,
    PermissionEnd,
    PlayAction,
    PlayFromZone,
    PlayGrant,
    PlayNamedCards,
)
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.game.zones import card_zone, zone_cards
from mtglab.engine.state import BaseValues, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = [
    "ZoneGrant",
    "end_grants_as_turn_begins",
    "end_grants_at_cleanup",
    "extra_land_plays",
    "flash_permission",
    "grant_flash",
    "grant_land_plays",
    "grant_play",
    "grant_zone",
    "granted_cards",
    "play_permission",
    "used_zone_permission",
    "zone_permission",
]

_Step = tuple[GameState, "Resolution"]


# -- the instructions (608.2): a permission for a duration ----------------------------


def granted_cards(state: GameState, res: Resolution, candidates: tuple[object, ...],
                  zone: str, ends: PermissionEnd, action: PlayAction
                  ) -> tuple[GameState, tuple[int, ...], str]:
    """601.3, 611.2a: the cards among ``candidates`` still in ``zone`` (a card that left it
    is a new object, 400.7) may be played by the ability's controller as ``action`` says
    until the permission ``ends``: the state with that grant, the cards and their names
    (no grant and no cards when none is left)."""
    cards = tuple(t for t in candidates if isinstance(t, int) and
                  (where := card_zone(state, t)) is not None and where[1] == zone)
    if not cards:
        return state, (), ""
    grant = PlayGrant(res.controller, res.source_name, ends, state.turn, cards=cards,
                      action=action)
    names = ", ".join(where[2].name for t in cards if (where := card_zone(state, t)))
    return state.evolve(play_grants=(*state.play_grants, grant)), cards, names


def grant_play(state: GameState, e: PlayNamedCards, res: Resolution) -> _Step:
    """601.3, 305.9: the cards the instruction before named ("that card", "those cards",
    "cards exiled this way") may be played (or only cast) by the ability's controller
    from where they are until the permission ends (611.2a)."""
    state, cards, names = granted_cards(state, res, res.named, "exile", e.ends, e.action)
    if not cards:
        return state.logged("permission", res.source_name, "no card was exiled this way: "
                            "nothing to play", "601.3"), res
    return state.logged("permission", res.source_name, f"{res.controller} may {e.action} "
                        f"{names} ({_until(e.ends)})", "601.3, 305.9, 611.2a"), res


def grant_flash(state: GameState, e: CastWithFlash, res: Resolution) -> _Step:
    """702.8a, 611.2a: the ability's controller may cast spells of the kind as though
    they had flash until the permission ends."""
    if e.ends is None:
        raise UnsupportedError("a permission without a duration is a static ability "
                               "(CR 604.1), not an instruction")
    grant = PlayGrant(res.controller, res.source_name, e.ends, state.turn, flash=e.spells)
    state = state.evolve(play_grants=(*state.play_grants, grant))
    return state.logged("permission", res.source_name, f"{res.controller} may cast "
                        f"{e.spells.describe() or 'any'} spells as though they had flash "
                        f"({_until(e.ends)})", "702.8a, 611.2a"), res


def grant_land_plays(state: GameState, e: AdditionalLandPlays, res: Resolution) -> _Step:
    """305.2: the ability's controller may play ``count`` more lands this turn."""
    grant = PlayGrant(res.controller, res.source_name, PermissionEnd.END_OF_TURN,
                      state.turn, lands=e.count)
    state = state.evolve(play_grants=(*state.play_grants, grant))
    return state.logged("permission", res.source_name, f"{res.controller} may play "
                        f"{e.count} additional land(s) this turn", "305.2"), res


def grant_zone(state: GameState, e: PlayFromZone, res: Resolution) -> _Step:
    """601.3, 305.9, 611.2a: "Until end of turn, you may play lands and cast spells from
    your graveyard": the ability's controller may play the cards they own of the kinds
    named from that zone until the permission ends."""
    if e.ends is None:
        raise UnsupportedError("a permission without a duration is a static ability "
                               "(CR 604.1), not an instruction")
    grant = PlayGrant(res.controller, res.source_name, e.ends, state.turn, from_zone=e)
    state = state.evolve(play_grants=(*state.play_grants, grant))
    return state.logged("permission", res.source_name, f"{res.controller} may "
                        f"{_zone_wording(e)} ({_until(e.ends)})", "601.3, 305.9, 611.2a"), res


def _zone_wording(e: PlayFromZone) -> str:
    lands = f"{e.lands.describe() if e.lands is not None else 'land'}s"
    spells = f"cast {e.spells.describe() or 'any'} spells" if e.spells is not None else ""
    what = f"play {lands}" if e.lands_only else spells if e.action is PlayAction.CAST \
        else f"play {lands} and {spells}"
    where = "the top of their library" if e.top_only else f"their {e.zone}"
    return f"{what} from {where}"


def _until(ends: PermissionEnd) -> str:
    return {PermissionEnd.END_OF_TURN: "until end of turn",
            PermissionEnd.END_OF_YOUR_NEXT_TURN: "until the end of their next turn",
            PermissionEnd.UNTIL_YOUR_NEXT_TURN: "until their next turn",
            PermissionEnd.WHILE_EXILED: "for as long as it remains exiled"}[ends]


# -- what the engine honours ------------------------------------------------------------


def play_permission(state: GameState, card_id: int, who: str, *, land: bool
                    ) -> PlayGrant | None:
    """The permission that lets ``who`` play the card ``card_id`` from where it is: play
    it as a land (``land``, 305.9) or cast it (601.3); None if there is none."""
    for g in state.play_grants:
        if g.player == who and card_id in g.cards and \
                (g.action is PlayAction.PLAY or not land):
            return g
    return None


@dataclass(frozen=True, slots=True)
class ZoneGrant:
    """What lets a card be played from a zone other than the hand (601.3, 305.9): the
    name and id (None for an instruction's permission) of its source, and for a
    permission of one card a turn ("Once each turn, you may cast ..."), the key its use
    is counted under on that permanent this turn (``once_key``)."""

    source_name: str
    source_id: int | None
    once_key: str = ""


def used_zone_permission(state: GameState, grant: ZoneGrant) -> GameState:
    """A card was played by ``grant``: a one-card-a-turn permission is used up for the
    turn (601.3), counted with the permanent's uses this turn (reset as a turn begins)."""
    perm = state.permanents.get(grant.source_id) if grant.source_id is not None else None
    if not grant.once_key or perm is None:
        return state
    counts = dict(perm.activations)
    counts[grant.once_key] = counts.get(grant.once_key, 0) + 1
    state = state.with_permanents([replace(perm, activations=tuple(sorted(counts.items())))])
    return state.logged("permission used", grant.source_name, "its permission of one card "
                        "a turn is used for this turn", "601.3")


def zone_permission(state: GameState, card_id: int, who: str, *, land: bool
                    ) -> ZoneGrant | None:
    """The permanent whose static ability lets ``who`` play the card ``card_id`` they
    own from where it is ("You may play lands from your graveyard", "... from the top of
    your library": only its top card, 401.5; "Once during each of your turns, ...": not
    yet used this turn, and on its controller's own turns), or an instruction's
    permission still running ("Until end of turn, you may play lands and cast spells from
    your graveyard", 611.2a); None if none does.
    ``land``: played as a land (305.9), else cast (601.3)."""
    found = card_zone(state, card_id)
    if found is None or found[0] != who:
        return None
    _owner, zone, entry = found
    card = entry.card
    if card is None or (zone == "library" and
                        tuple(zone_cards(state, who, "library"))[:1] != (entry,)):
        return None
    looks = CardLooks(BaseValues.of_card(card), who)
    for g in state.play_grants:  # an instruction's, for its duration (611.2a)
        if g.player == who and g.from_zone is not None and \
                _zone_allows(g.from_zone, zone, looks, who, None, land=land):
            return ZoneGrant(g.source_name, None)
    for pid, c in characteristics_of(state).items():
        if c.controller != who:
            continue
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                if not (isinstance(e, PlayFromZone) and e.ends is None and
                        _zone_allows(e, zone, looks, who, pid, land=land)):
                    continue
                if e.your_turns_only and state.active != who:
                    continue  # "during each of your turns"
                key = f"permission: {ref.key}" if e.once_each_turn else ""
                if key and dict(state.permanents[pid].activations).get(key, 0) >= 1:
                    continue  # its one card this turn was played (601.3)
                return ZoneGrant(c.name, pid, key)
    return None


def _zone_allows(e: PlayFromZone, zone: str, looks: CardLooks, who: str, pid: int | None,
                 *, land: bool) -> bool:
    """Whether the permission ``e`` lets the card (as ``looks``) in ``zone`` be played as
    a land (``land``, 305.9: of the kind of land it names) or cast (601.3: of the kind
    of spell it names)."""
    if e.zone != zone:
        return False
    if land:
        return (e.lands_only or e.action is PlayAction.PLAY) and \
            (e.lands is None or _is_kind(e.lands, looks, who, pid))
    return not e.lands_only and e.spells is not None and _is_kind(e.spells, looks, who, pid)


def flash_permission(state: GameState, card: Card, who: str, owner: str | None = None
                     ) -> str | None:
    """What lets ``who`` cast ``card`` as though it had flash (702.8a): the name of the
    granting source, or None — a static ability of a permanent (its controller's, or
    any player's), or an instruction's permission still running."""
    looks = CardLooks(BaseValues.of_card(card), owner or who)
    for g in state.play_grants:
        if g.player == who and g.flash is not None and _is_kind(g.flash, looks, who):
            return g.source_name
    for pid, c in characteristics_of(state).items():
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                if isinstance(e, CastWithFlash) and e.ends is None and \
                        (e.any_player or c.controller == who) and \
                        _is_kind(e.spells, looks, who, pid):
                    return c.name
    return None


def _is_kind(kind: Selector, looks: CardLooks, who: str, source: int | None = None) -> bool:
    """Whether the card (as ``looks``) is of the kind of spell a permission names."""
    from_anywhere = replace(kind, relation=None, controller=ControllerSpec.ANY)
    return matches(from_anywhere, -1, looks, SelectContext(source, who))


def extra_land_plays(state: GameState, who: str) -> tuple[int, tuple[str, ...]]:
    """How many lands beyond one ``who`` may play this turn (305.2), and what allows
    them: static abilities of their permanents ("on each of your turns", on their own
    turn) and instructions' permissions this turn."""
    n = 0
    sources: list[str] = []
    for g in state.play_grants:
        if g.player == who and g.lands:
            n += g.lands
            sources.append(g.source_name)
    if state.active == who:
        for c in characteristics_of(state).values():
            for ref in c.abilities:
                a = ref.ability
                for e in a.effects if a.supported and a.kind.value == "static" else ():
                    if isinstance(e, AdditionalLandPlays) and not e.this_turn and \
                            (e.each_player or c.controller == who):
                        n += e.count
                        sources.append(c.name)
    return n, tuple(sources)


# -- when the permissions end (611.2a) ---------------------------------------------------


def end_grants_at_cleanup(state: GameState) -> GameState:
    """The cleanup step (514.2): "this turn" permissions end, and "until the end of your
    next turn" ones of the active player given on an earlier turn; a card's permission
    ends with its leaving its zone (400.7)."""
    keep = tuple(g for g in state.play_grants if not _ends_now(state, g))
    return _ended(state, keep, "the turn ends", "514.2, 611.2a")


def end_grants_as_turn_begins(state: GameState) -> GameState:
    """A turn begins: its active player's "until your next turn" permissions end
    (611.2a, 500.1)."""
    keep = tuple(g for g in state.play_grants if not (
        g.ends is PermissionEnd.UNTIL_YOUR_NEXT_TURN and g.player == state.active))
    return _ended(state, keep, f"{possessive(state.active)} next turn has begun",
                  "611.2a, 500.1")


def _ends_now(state: GameState, g: PlayGrant) -> bool:
    if g.cards and not any((w := card_zone(state, c)) is not None and w[1] == "exile"
                           for c in g.cards):
        return True  # every card has left exile: a new object (400.7)
    if g.ends is PermissionEnd.END_OF_TURN:
        return True
    return g.ends is PermissionEnd.END_OF_YOUR_NEXT_TURN and g.player == state.active \
        and state.turn > g.turn


def _ended(state: GameState, keep: tuple[PlayGrant, ...], why: str, rule: str) -> GameState:
    ended = [g for g in state.play_grants if g not in keep]
    if not ended:
        return state
    state = state.evolve(play_grants=keep)
    for g in ended:
        state = state.logged("permission ends", g.source_name,
                             f"{does(g.player, 'loses')} the permission: {why}", rule)
    return state
