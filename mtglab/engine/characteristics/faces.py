"""Double-faced cards on the battlefield: which face is up, and transforming (CR 712, 701.27).

Each face of a double-faced card has its own characteristics (712.8). On the battlefield
a permanent has only those of the face that is up (712.8d-f), so a permanent's base
values (:class:`~mtglab.engine.state.BaseValues`) *are* its face up: its name, types,
abilities (so what it could produce, 106.7) and its copiable values (707.2) follow the
face. The one exception is the mana value of a transforming card's back face, which is
that of its front face (712.8e); a copy of that back face has mana value 0 (there is no
mana cost to copy).

A card enters with its back face up when it is put onto the battlefield by its back
face's name (mtglab's set-up for "enters transformed", 712.8 and 712.14-15). To transform
a permanent is to turn it over (701.27a): the same object, with a new timestamp (613.7g);
a permanent that isn't a double-faced card doesn't transform (701.27c, 712.9), nor does a
card whose other face is an instant or sorcery (701.27d, 712.10).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.cards.model import Card
from mtglab.engine.state import BaseValues, GameState, PermanentState
from mtglab.mana import ManaCost

__all__ = ["DOUBLE_FACED_LAYOUTS", "face_index", "face_up", "face_values", "front_mana_cost",
           "is_double_faced", "transform", "transformed_values"]

#: Layouts of double-faced cards that can be turned over (CR 712.2, 712.3); meld cards
#: never transform (712.4c).
DOUBLE_FACED_LAYOUTS: Final = frozenset({"transform", "modal_dfc"})
_NONPERMANENT: Final = frozenset({"Instant", "Sorcery"})


def is_double_faced(card: Card | None) -> bool:
    """Whether ``card`` is a double-faced card that has two faces to turn (712.2-712.3)."""
    return card is not None and card.layout in DOUBLE_FACED_LAYOUTS and len(card.faces) == 2


def face_index(card: Card, name: str | None) -> int:
    """Which face of ``card`` the name ``name`` names: 1 for its back face's name, else 0
    (the front face, the full "A // B" name, or no name)."""
    if not is_double_faced(card) or name is None:
        return 0
    wanted = name.strip().casefold()
    for i, face in enumerate(card.faces):
        if face.name.casefold() == wanted:
            return i
    return 0


def face_values(card: Card, index: int = 0) -> BaseValues:
    """The characteristics of one face (CR 712.8): the whole card's printed values for a
    card that isn't double-faced."""
    if not is_double_faced(card):
        return BaseValues.of_card(card)
    return BaseValues.of_card(card.faces[index])


def transformed_values(card: Card | None) -> BaseValues | None:
    """The characteristics a card put onto the battlefield "transformed" enters with: its
    back face's (CR 712.14a). ``None`` when it can't: a card that isn't double-faced stays
    in its zone (712.14a), and so does one whose back face is an instant or sorcery face
    (712.13a, 701.27d)."""
    if not is_double_faced(card):
        return None
    assert card is not None
    back = card.faces[1]
    if _NONPERMANENT & set(back.types):
        return None
    return face_values(card, 1)


def face_up(perm: PermanentState) -> int:
    """Which face of a double-faced permanent is up: 0 front, 1 back (712.8d-e)."""
    card = perm.card
    if not is_double_faced(card):
        return 0
    assert card is not None
    return 1 if perm.base.name == card.faces[1].name else 0


def front_mana_cost(perm: PermanentState, values: BaseValues) -> ManaCost | None:
    """The mana cost that gives the mana value of a transforming card with its back face
    up (712.8e: its front face's); ``None`` when its own values decide it (the front
    face, a modal double-faced card's face, 712.8f, or a copy of a back face)."""
    card = perm.card
    if card is None or card.layout != "transform" or not is_double_faced(card) or \
            values is not perm.base or face_up(perm) != 1:
        return None
    return card.faces[0].mana_cost


def transform(state: GameState, pid: int) -> GameState:
    """Turn a double-faced permanent over (CR 701.27a): its other face up, a new
    timestamp (613.7g). Nothing happens, and the log says why, for a permanent that isn't
    a double-faced card (701.27c, 712.9) or whose other face is an instant or sorcery
    (701.27d, 712.10)."""
    perm = state.permanents[pid]
    card = perm.card
    name = perm.base.name
    if len(perm.token_faces) == 2:  # a double-faced token (111.10i, 701.27a)
        other = 1 if perm.base == perm.token_faces[0] else 0
        ts, state = state.take_timestamp()
        state = state.with_permanent(replace(perm, base=perm.token_faces[other], timestamp=ts))
        return state.logged("transform", name, f"transforms into {perm.token_faces[other].name}"
                            f" ({'back' if other else 'front'} face up)", "701.27a, 613.7g")
    if not is_double_faced(card) or perm.is_token:
        return state.logged("transform", name, "nothing happens: it isn't a double-faced "
                            "card", "701.27c, 712.9")
    assert card is not None
    other = 1 - face_up(perm)
    face = card.faces[other]
    if _NONPERMANENT & set(face.types):
        return state.logged("transform", name, f"nothing happens: its other face, "
                            f"{face.name}, is an {'/'.join(face.types).lower()} face",
                            "701.27d, 712.10")
    ts, state = state.take_timestamp()
    turned = replace(perm, base=face_values(card, other), timestamp=ts)
    state = state.with_permanent(turned)
    side = "back" if other == 1 else "front"
    return state.logged("transform", name, f"transforms into {face.name} ({side} face up)",
                        "701.27a, 712.8, 613.7g")
