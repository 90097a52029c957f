"""Playing a land: the turn's land play from the hand (CR 305.1-305.2, 116.2a).

Playing a land is a special action (116.2a): it doesn't use the stack. The active player
may take it in a main phase of their turn while the stack is empty (305.1), and only once
a turn (305.2): the land play of the turn is counted on the player
(:attr:`~mtglab.engine.state.PlayerState.lands_played`, reset as the next turn begins),
which is what "if you played a land this turn" reads (River of Tears). The land enters
like any permanent: its "as it enters" choices are made and the replacement effects on
its entering apply (614.1c, 614.12).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.engine.choices import Chooser
from mtglab.engine.effects.oneshot import before_priority
from mtglab.engine.game.zones import card_zone, take_card
from mtglab.engine.resolution.triggers import triggered_by_land_play
from mtglab.engine.spells.permissions import (
    extra_land_plays,
    play_permission,
    used_zone_permission,
    zone_permission,
)
from mtglab.engine.spells.spellentering import put_onto_battlefield
from mtglab.engine.state import GameState, StackItem
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError

__all__ = ["land_play_problems", "play_land"]


def land_play_problems(state: GameState, card_id: int, player: str | None = None) -> list[str]:
    """Why ``player`` (the card's owner by default) can't play the card as a land now;
    ``[]`` when they can (305.1, 305.2, 305.9)."""
    found = card_zone(state, card_id)
    granted = (play_permission(state, card_id, player or found[0], land=True) or
               zone_permission(state, card_id, player or found[0], land=True)) \
        if found is not None else None  # "you may play that card" (305.9, 601.3)
    if found is None or (found[1] != "hand" and granted is None):
        return [f"#{card_id} is not a card in a hand: a land is played from its owner's "
                "hand unless an effect allows it from elsewhere (CR 305.1, 305.9)"]
    owner, _zone, entry = found
    who = player or owner
    problems = []
    if who != owner and granted is None:
        problems.append(f"it is in {owner}'s hand: only its owner can play it (CR 305.1)")
    if entry.card is None or "Land" not in entry.card.types:
        problems.append(f"{entry.name} is not a land card (CR 305.1, 305.9)")
    if state.active != who or "main" not in state.phase or state.stack:
        problems.append("a land is played only in a main phase of its player's own turn "
                        "with an empty stack (CR 305.1, 505.6b)")
    played = state.player(who).lands_played
    extra, allowing = extra_land_plays(state, who)  # "an additional land" (305.2)
    if played >= 1 + extra:
        more = f", and {extra} more that {', '.join(allowing)} allow(s)" if extra else ""
        problems.append(f"{does(who, 'has')} played {played} land(s) this turn: one land "
                        f"play a turn{more} (CR 305.2)")
    return problems


def play_land(state: GameState, card_id: int, *, player: str | None = None,
              chooser: Chooser | None = None) -> GameState:
    """Play the card as the turn's land play: it leaves the hand and enters the
    battlefield (a special action, no stack: 116.2a, 305.1); the player's land plays this
    turn go up by one (305.2). Raises :class:`IllegalActionError` when it can't."""
    problems = land_play_problems(state, card_id, player)
    found = card_zone(state, card_id)
    if problems or found is None:
        name = found[2].name if found else f"#{card_id}"
        raise IllegalActionError(f"play {name}", problems)
    owner, where = found[0], found[1]
    by_zone = None if where == "hand" or play_permission(state, card_id, player or owner,
                                                          land=True) is not None \
        else zone_permission(state, card_id, player or owner, land=True)
    entry, state = take_card(state, card_id)
    if by_zone is not None:  # "Once each turn, you may play a land ..." is used (601.3)
        state = used_zone_permission(state, by_zone)
    assert entry.card is not None
    who = player or entry.owner
    p = state.player(who)
    state = state.with_player(replace(p, lands_played=p.lands_played + 1))
    state = state.logged("play land", entry.name, f"{who} plays it as the turn's land play "
                         "(a special action; it doesn't use the stack)", "305.1, 116.2a")
    sid, state = state.take_id()
    item = StackItem(sid, "land", entry.name, who, None, card=entry.card)
    chooser = chooser or Chooser(())
    before = set(state.permanents)
    state = put_onto_battlefield(state, item, chooser, rule="305.1, 614.12")
    for pid in sorted(set(state.permanents) - before):  # "whenever you play a land"
        state = triggered_by_land_play(state, who, pid)
    return before_priority(state, chooser)  # a player gets priority next (116.3)
