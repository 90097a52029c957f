"""Dungeon cards as data (CR 309): each a series of rooms joined by arrows.

A dungeon begins outside the game and is brought into the command zone only by venturing
into the dungeon (309.2, 701.49). Each room has a room ability, "When you move your
venture marker into this room, <effect>" (309.4c), whose effect is kept here as an
instruction read by the Oracle grammar (:func:`room_ability`); room names are flavor
(309.4b). The first room is the topmost (309.4a) and a room with no way on is the
bottommost (309.5b). Undercity is entered only by venturing into Undercity (701.49d,
the initiative, 726.2). The effects are written in mtglab's words.

>>> lost = dungeon("Lost Mine of Phandelver")
>>> lost.top.name, lost.room("Cave Entrance").next
('Cave Entrance', ('Goblin Lair', 'Mine Tunnels'))
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Final

from mtglab.cards.model import Ability
from mtglab.cards.oracle.parser import parse_ability

__all__ = ["DUNGEONS", "UNDERCITY", "Dungeon", "Room", "dungeon", "room_ability"]


@dataclass(frozen=True, slots=True)
class Room:
    """One room of a dungeon: its name, its room ability's effect and the rooms its
    arrows point to (309.4, 309.5a)."""

    name: str
    effect: str
    next: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Dungeon:
    """A dungeon card (309.1): its rooms, the topmost first (309.4a)."""

    name: str
    rooms: tuple[Room, ...]

    @property
    def top(self) -> Room:
        """The topmost room, where the venture marker is put (309.4a)."""
        return self.rooms[0]

    def room(self, name: str) -> Room:
        """The room of that name (a KeyError names the dungeon otherwise)."""
        for r in self.rooms:
            if r.name == name:
                return r
        raise KeyError(f"{self.name} has no room {name!r}")

    def is_bottom(self, name: str) -> bool:
        """Whether the room is the bottommost: no arrow leads on (309.5b, 309.6)."""
        return not self.room(name).next


#: the dungeon only "venture into Undercity" enters (701.49d, 726.2)
UNDERCITY: Final = "Undercity"

#: the dungeon cards (309.1), by name
DUNGEONS: Final[dict[str, Dungeon]] = {d.name: d for d in (
    Dungeon("Lost Mine of Phandelver", (
        Room("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels")),
        Room("Goblin Lair", "Create a 1/1 red Goblin creature token.",
             ("Storeroom", "Dark Pool")),
        Room("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern")),
        Room("Storeroom", "Put a +1/+1 counter on target creature.",
             ("Temple of Dumathoin",)),
        Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.",
             ("Temple of Dumathoin",)),
        Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.",
             ("Temple of Dumathoin",)),
        Room("Temple of Dumathoin", "Draw a card."),
    )),
    Dungeon("Tomb of Annihilation", (
        Room("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette")),
        Room("Veils of Fear", "Each player loses 2 life unless they discard a card.",
             ("Sandfall Cell",)),
        Room("Sandfall Cell", "Each player loses 2 life unless they sacrifice an "
             "artifact, a creature, or a land.", ("Cradle of the Death God",)),
        Room("Oubliette", "Discard a card and sacrifice an artifact, a creature, and a "
             "land.", ("Cradle of the Death God",)),
        Room("Cradle of the Death God",
             "Create a 4/4 black God Horror creature token with deathtouch."),
    )),
    Dungeon("Dungeon of the Mad Mage", (
        Room("Yawning Portal", "You gain 1 life.", ("Dungeon Level",)),
        Room("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns")),
        Room("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",)),
        Room("Twisted Caverns", "Target creature can't attack until your next turn.",
             ("Lost Level",)),
        Room("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard")),
        Room("Runestone Caverns", "Exile the top two cards of your library. You may "
             "play them.", ("Deep Mines",)),
        Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.",
             ("Deep Mines",)),
        Room("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",)),
        Room("Mad Wizard's Lair", "Draw three cards and reveal them. You may cast one "
             "of them without paying its mana cost."),
    )),
    Dungeon(UNDERCITY, (
        Room("Secret Entrance", "Search your library for a basic land card, reveal it, "
             "put it into your hand, then shuffle.", ("Forge", "Lost Well")),
        Room("Forge", "Put two +1/+1 counters on target creature.", ("Trap!", "Arena")),
        Room("Lost Well", "Scry 2.", ("Arena", "Stash")),
        Room("Trap!", "Target player loses 5 life.", ("Archives",)),
        Room("Arena", "Goad target creature.", ("Archives", "Catacombs")),
        Room("Stash", "Create a Treasure token.", ("Catacombs",)),
        Room("Archives", "Draw a card.", ("Throne of the Dead Three",)),
        Room("Catacombs", "Create a 4/1 black Skeleton creature token with menace.",
             ("Throne of the Dead Three",)),
        Room("Throne of the Dead Three", "Reveal the top ten cards of your library. Put "
             "a creature card from among them onto the battlefield with three +1/+1 "
             "counters on it. It gains hexproof until your next turn. Then shuffle."),
    )),
)}


def dungeon(name: str) -> Dungeon:
    """The dungeon card of that name (309.1)."""
    try:
        return DUNGEONS[name]
    except KeyError:
        raise KeyError(f"no dungeon {name!r}; the dungeons are "
                       f"{', '.join(DUNGEONS)}") from None


@functools.cache
def room_ability(dungeon_name: str, room_name: str) -> Ability:
    """The room ability of a room (309.4c): its effect read by the Oracle grammar once,
    as the instructions of a resolving ability; unsupported, naming the part, where the
    grammar can't read it."""
    room = dungeon(dungeon_name).room(room_name)
    return parse_ability(room.effect, is_spell=True, name=dungeon_name)
