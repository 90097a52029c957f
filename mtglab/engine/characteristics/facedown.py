"""Face-down permanents (CR 708) and turning them face up (702.37e, 701.40b, 702.168d).

A face-down permanent has only the characteristics the rule or effect that turned it face
down lists: a 2/2 creature with no text, no name, no subtypes and no mana cost (708.2a;
morph 702.37c, manifest 701.40a), with ward {2} for disguise and cloak (702.168a,
701.58a). Those values are its copiable values (708.2): they apply in layer 1b, after
copy effects (613.2b), so a face-down permanent that becomes a copy still looks the same
(708.10) and a copy *of* a face-down permanent is a nameless 2/2 (707.2).

Turning it face up is a special action (116.2b): its copiable values revert to its
normal ones, effects and counters on it stay (708.8), and nothing about entering
happens again. The cost depends on how it was turned face down: its morph or megamorph
cost (702.37e; megamorph also puts a +1/+1 counter on it, 702.37b), its disguise cost
(702.168d), or, for a manifested or cloaked creature card, its mana cost (701.40b,
701.58b) — or, when such a card has morph or disguise, either (701.40c, 701.58c-d).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from mtglab.cards.keywords import Morph, ward_ability
from mtglab.cards.model import Card
from mtglab.engine.state import BaseValues, FaceDown, GameState
from mtglab.mana import ManaCost

__all__ = ["FaceDown", "TurnUpCost", "face_down_values", "turn_face_down",
           "turn_up_costs"]


#: Ward {2} of a disguised or cloaked permanent (702.168a, 701.58a)
_WARD_2: Final = ward_ability("{2}")


def face_down_values(kind: FaceDown) -> BaseValues:
    """The copiable values of a face-down permanent (708.2a): a nameless colorless 2/2
    creature with no text — ward {2} for disguise and cloak (702.168a, 701.58a).

    >>> v = face_down_values(FaceDown.MORPH)
    >>> (v.name, v.types, v.power, v.toughness, v.mana_cost, v.abilities)
    ('', ('Creature',), '2', '2', None, ())
    """
    ward = (_WARD_2,) if kind in (FaceDown.DISGUISE, FaceDown.CLOAK) else ()
    return BaseValues(name="", mana_cost=None, colors=frozenset(), supertypes=(),
                      types=("Creature",), subtypes=(), abilities=ward, power="2",
                      toughness="2")


@dataclass(frozen=True, slots=True)
class TurnUpCost:
    """One way to turn a face-down permanent face up: the mana to pay, what it is
    ("morph", "megamorph", "disguise", "mana cost") and the rule."""

    kind: str
    cost: ManaCost
    rule: str

    def __str__(self) -> str:
        return f"{self.kind} {self.cost}"


_RULES: Final = {"morph": "702.37e", "megamorph": "702.37b, 702.37e", "disguise": "702.168d"}


def _keyword_costs(card: Card) -> list[TurnUpCost]:
    """The morph, megamorph and disguise costs of a card, from its parsed keywords
    (:class:`~mtglab.cards.keywords.Morph`)."""
    out = []
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Morph):
                kind = e.keyword.value.lower()
                out.append(TurnUpCost(kind, e.cost, _RULES[kind]))
    return out


def turn_up_costs(card: Card | None, how: FaceDown) -> list[TurnUpCost]:
    """Every cost that may turn this face-down card face up, by how it was turned face
    down. Only mana costs are read ("Morph—Pay 5 life" gives none)."""
    if card is None:
        return []
    keyword = [c for c in _keyword_costs(card)
               if (c.kind == "disguise") == (how is FaceDown.DISGUISE) or
               how in (FaceDown.MANIFEST, FaceDown.CLOAK)]
    if how in (FaceDown.MANIFEST, FaceDown.CLOAK) and "Creature" in card.types \
            and card.mana_cost is not None:
        rule = "701.40b" if how is FaceDown.MANIFEST else "701.58b"
        keyword.append(TurnUpCost("mana cost", card.mana_cost, rule))
    return keyword


def turn_face_down(state: GameState, pid: int, name: str) -> GameState:
    """An effect turns permanent ``pid`` (seen as ``name``) face down (Vesuvan
    Shapeshifter's "you may turn this creature face down"): listing no characteristics,
    it makes it a 2/2 face-down creature with no text, no name, no subtypes and no mana
    cost (708.2a) — a face-down permanent that still has its morph ability face up, so
    it may be turned face up for its morph cost (702.37e). One already face down stays
    as it is (708.2b). It doesn't leave the battlefield: counters, status and other
    effects stay (only those lasting "until it is turned face down" end, 611.2a)."""
    perm = state.permanents.get(pid)
    if perm is None:
        return state
    if perm.face_down is not None:
        return state.logged("turn face down", name, "it is already face down: nothing "
                            "happens", "708.2b")
    state = state.with_permanent(replace(perm, face_down=FaceDown.MORPH))
    return state.logged("turn face down", name, "turned face down: a 2/2 creature with no "
                        "text, no name, no subtypes and no mana cost", "708.2a")
