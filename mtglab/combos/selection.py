"""Which cards a census looks at: those whose text replaces, triggers on, or depends on
mana production (CR 106.12, 605.1b, 614.1a) or on what a permanent could produce (106.7).

The test is on each ability's printed text (reminder text left out), so a card of any
pool, parsed or not, is judged the same way; an ability that names only its own card
("Whenever you tap Forbidden Orchard for mana") makes the card a source, not an effect on
other sources, and is not counted. A card whose relevant ability the parser does not
understand is set aside with that ability named ("supported" is a promise).

>>> import mtglab as ml
>>> r = relevance(ml.card("Mana Reflection"))
>>> r.relations, r.supported
((<Relation.REPLACES: 'replaces'>,), True)
>>> relevance(ml.card("Forest")) is None
True
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtglab.cards import AbilityKind, Card

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Relation", "Relevance", "relevance", "relevance_table"]


class Relation(enum.StrEnum):
    """How an ability is tied to mana production."""

    REPLACES = "replaces"  # a replacement effect on mana (614.1a, 106.12)
    TRIGGERS_ON = "triggers on"  # a "tapped for mana" trigger (605.1b, 106.12a)
    DEPENDS_ON = "depends on"  # looks at what was produced or could be produced (106.7)


#: "tap(s/ped) ... for mana / for {C}": the event of tapping a permanent for mana (106.12).
_TAPPED_FOR_MANA = re.compile(r"\b(?:tap|taps|tapped)\b[^.]*?\bfor (?:mana|\{[WUBRGC]\})", re.I)
#: "produce(s) ... instead": the wording of a replacement effect on mana (614.1a).
_PRODUCES_INSTEAD = re.compile(r"\bproduces?\b[^.]*\binstead\b", re.I)
_PRODUCED = re.compile(r"\bcould produce\b|\bproduced\b", re.I)
_REMINDER = re.compile(r"\([^)]*\)")


def _self_only(text: str, name: str) -> bool:
    """The ability speaks of its own card being tapped (it is a source, not an effect)."""
    me = rf"(?:{re.escape(name)}|this \w+|~)"
    return bool(re.search(rf"\btap {me}\b|\b{me} (?:is|becomes) tapped", text, re.I))


@dataclass(frozen=True, slots=True)
class Relevance:
    """Why a card belongs in a census: its relevant abilities (indices into
    ``card.abilities``), how each relates to mana, and whether all are supported."""

    card: Card
    abilities: tuple[int, ...]
    relations: tuple[Relation, ...]
    supported: bool
    problem: str = ""

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def __repr__(self) -> str:
        rel = ", ".join(r.value for r in self.relations)
        flag = "" if self.supported else f", unsupported: {self.problem}"
        return f"<Relevance {self.card.name}: {rel}{flag}>"


def _relation(kind: AbilityKind, text: str, is_mana_ability: bool) -> Relation | None:
    if _TAPPED_FOR_MANA.search(text):
        if _PRODUCES_INSTEAD.search(text):
            return Relation.REPLACES
        if kind is AbilityKind.TRIGGERED:
            return Relation.TRIGGERS_ON
        return None
    if _PRODUCED.search(text) and not is_mana_ability:
        return Relation.DEPENDS_ON
    return None


def relevance(card: Card) -> Relevance | None:
    """How ``card`` is tied to mana production, or None when it is not."""
    found: list[tuple[int, Relation]] = []
    for i, a in enumerate(card.abilities):
        if a.kind is AbilityKind.KEYWORD or a.intrinsic:
            continue
        text = _REMINDER.sub("", a.text)
        if _self_only(text, card.name):
            continue
        rel = _relation(a.kind, text, a.is_mana_ability)
        if rel is not None:
            found.append((i, rel))
    if not found:
        return None
    bad = [card.abilities[i] for i, _ in found if not card.abilities[i].supported]
    problem = "; ".join(f"{a.text!r}: {a.problem or 'not understood'}" for a in bad)
    relations = tuple(dict.fromkeys(r for _, r in found))
    return Relevance(card, tuple(i for i, _ in found), relations, not bad, problem)


def relevance_table(cards: Iterable[Card]) -> pd.DataFrame:
    """One row per mana-relevant card: ``name``, ``relations``, ``abilities`` (their
    texts), ``supported`` and ``problem``."""
    import pandas as pd

    rows = []
    for c in cards:
        r = relevance(c)
        if r is not None:
            rows.append({"name": c.name, "relations": tuple(x.value for x in r.relations),
                         "abilities": tuple(c.abilities[i].text for i in r.abilities),
                         "supported": r.supported, "problem": r.problem})
    return pd.DataFrame(rows, columns=["name", "relations", "abilities", "supported",
                                       "problem"])
