"""Cycling lines played on a board: "supported" is a promise (DESIGN, CR 702.29a).

:func:`play_cycling_line` puts the card in its owner's hand with a card in the library,
gives them the mana of its cost and cycles it with :meth:`Board.activate` on the card
handle: the card must end in the graveyard (701.9a) and the library's card in the hand
(121.1).

>>> import mtglab as ml
>>> drake = ml.Card.from_text(name="Drake", mana_cost="{3}{U}", type_line="Creature — Drake",
...                           power="2", toughness="3", oracle_text="Cycling {1}{U}")
>>> play_cycling_line(drake, 0).outcome.value
'played'
"""

from __future__ import annotations

from typing import Final

from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.board.board import Board
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import CYCLING
from mtglab.cards.library import Search
from mtglab.cards.model import Card
from mtglab.cards.types import LAND_TYPES
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError

__all__ = ["play_cycling_line"]

_ISLAND: Final = Card.from_text(name="Library Island", type_line="Basic Land — Island",
                                oracle_text="({T}: Add {U}.)")
_POOL: Final = "WWUUBBRRGGCCCC"


def _library_card(ab: Ability) -> Card:
    """The card put in the library: one a typecycling search finds (702.29e), made from
    what it searches for, else a basic Island."""
    found = next((e.selector for e in ab.effects if isinstance(e, Search)), None)
    if found is None:
        return _ISLAND
    types = " ".join(found.types) or ("Land" if set(found.subtypes) <= set(LAND_TYPES)
                                      else "Creature")
    line = " ".join((*found.supertypes, types)) + \
        (f" — {found.subtypes[0]}" if found.subtypes else "")
    return Card.from_text(name=_ISLAND.name, type_line=line, power="1" if "Creature" in
                          line else None, toughness="1" if "Creature" in line else None)


def play_cycling_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Cycle ``card`` by its cycling ability (its index or the ability) on a board."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    if not ab.supported or CYCLING not in ab.keywords:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem or 'not cycling'}")
    b = Board()
    try:
        b.add(_library_card(ab), zone="library")
        c = b.add(card, zone="hand")
        b.add_mana("you", _POOL)
        _cycle(b, c, ab.text)
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    if list(b.graveyard("you")["name"]) != [card.name] or \
            list(b.hand("you")["name"]) != [_ISLAND.name]:
        return check(PlayOutcome.ERROR, "the card wasn't discarded or no card was drawn "
                     "(CR 702.29a)")
    return check(PlayOutcome.PLAYED)


def _cycle(b: Board, c: object, text: str) -> None:
    """Cycle the card, answering what its own "when you cycle this card" ability asks
    (702.29c) with the last option: the opponent, or not doing what it may do."""
    choices: list[object] = []
    for _ in range(8):
        try:
            b.activate(c, text, choices=choices)  # type: ignore[arg-type]
            return
        except ChoiceRequired as exc:
            if not exc.options:
                raise
            choices.append(list(exc.options)[-1])
    raise IllegalActionError("cycle", ["too many choices"])
