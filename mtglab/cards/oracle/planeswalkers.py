"""What planeswalkers' lines read into besides loyalty abilities: emblems (CR 114) and
"~ can be your commander" (903.3a).

A loyalty ability is an activated ability whose cost is a loyalty symbol (606.2, 606.4):
the cost grammar reads the symbol (``grammar/loyalty.lark``) and the rest of the line is
read as any activated ability's. This module holds the records of the other lines:

* :class:`GetEmblem`: "[Player] gets an emblem with [ability]" puts an emblem with those
  abilities into the command zone, owned and controlled by that player (114.2); the
  abilities are parsed as the card is (a quoted ability is an ability like any other).
  :func:`emblem_problem` says which of them mtglab doesn't play from the command zone.
* :class:`CanBeCommander`: a rule about deck construction, which functions before the
  game begins (113.6n, 903.3a); :func:`can_be_commander` answers 903.3 for a card.

>>> import mtglab as ml
>>> line = ml.Card.from_text(name="Gideon, Ally of Zendikar", type_line="Planeswalker",
...     oracle_text='−4: You get an emblem with "Creatures you control get +1/+1."'
...     ).abilities[0]
>>> emblem = line.effects[0]
>>> emblem.who.value, [a.text for a in emblem.abilities]
('you', ['Creatures you control get +1/+1.'])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from mtglab.cards.ability import AbilityKind
from mtglab.cards.emblems import EMBLEM_STATICS, GetEmblem

__all__ = ["EMBLEM_STATICS", "PLANESWALKER_RECORDS", "CanBeCommander", "GetEmblem",
           "can_be_commander", "emblem_problem"]


@dataclass(frozen=True, slots=True)
class CanBeCommander:
    """ "~ can be your commander." (CR 903.3a): the card may be a Commander deck's
    commander though it isn't a legendary creature. It modifies the rules for deck
    construction and functions before the game begins (113.6n): nothing happens in play."""


#: The records of this module (the parser accepts them as effects).
PLANESWALKER_RECORDS: Final[tuple[type, ...]] = (GetEmblem, CanBeCommander)

def emblem_problem(effects: Iterable[object]) -> str | None:
    """Why mtglab can't play an emblem these instructions create, naming the ability, or
    None: each of its abilities must be understood and be a static ability whose effects
    the layer system applies (114.4, 613), or a triggered ability (603.2); the activated
    abilities of emblems are not played yet."""
    for e in effects:
        if not isinstance(e, GetEmblem):
            continue
        for a in e.abilities:
            if not a.supported:
                return f"the emblem's ability {a.text!r}: {a.problem}"
            if a.kind is AbilityKind.TRIGGERED:  # they trigger like a permanent's (114.4)
                continue
            if a.kind is not AbilityKind.STATIC:
                return (f"the emblem's {a.kind.value} ability {a.text!r}: mtglab plays only "
                        "static and triggered abilities of emblems in the command zone yet "
                        "(CR 114.4)")
            other = [type(x).__name__ for x in a.effects if not isinstance(x, EMBLEM_STATICS)]
            if other:
                return (f"the emblem's ability {a.text!r}: {', '.join(other)} is not applied "
                        "from the command zone (CR 114.4)")
    return None


def can_be_commander(card: object) -> bool:
    """Whether a card may be a Commander deck's commander (CR 903.3): a legendary creature
    (or Vehicle, or Spacecraft with power and toughness), or a card whose text says it can
    be (903.3a).

    >>> import mtglab as ml
    >>> can_be_commander(ml.card("Llanowar Elves"))
    False
    """
    supertypes = getattr(card, "supertypes", ())
    types = getattr(card, "types", ())
    subtypes = getattr(card, "subtypes", ())
    if "Legendary" in supertypes and ("Creature" in types or "Vehicle" in subtypes or (
            "Spacecraft" in subtypes and getattr(card, "power", None) is not None)):
        return True
    faces = getattr(card, "faces", ()) or (card,)
    return any(isinstance(e, CanBeCommander) for f in faces
               for a in getattr(f, "abilities", ()) if a.supported for e in a.effects)
