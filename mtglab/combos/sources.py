"""The kinds of mana source a census taps: real cards from the bundled catalogue.

Each :class:`SourceKind` is a permanent of yours and one of its mana abilities, with the
permanents it needs beside it: a could-produce land has nothing to look at on its own
(CR 106.7), so Reflecting Pool comes with a Forest.

>>> [s.label for s in DEFAULT_SOURCES][:3]
['Plains', 'Island', 'Swamp']
>>> source_kind("filter").card, source_kind("filter").ability
('Mystic Gate', '{W/U}, {T}')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mtglab.cards import Card, card
from mtglab.errors import MtglabError

__all__ = ["DEFAULT_SOURCES", "SourceKind", "source_kind", "source_kinds"]


@dataclass(frozen=True, slots=True)
class SourceKind:
    """A kind of mana source: ``card`` (a name) tapped for its mana ability ``ability``
    (CR 605.1a; an index into its abilities or the start of its text, as
    ``ml.orderings`` takes), ``kind`` what it stands for, and ``beside`` the other
    permanents of yours laid out first."""

    label: str
    kind: str
    card: str
    ability: int | str = 0
    beside: tuple[str, ...] = ()

    def cards(self) -> tuple[Card, ...]:
        """The source's card, then those beside it (from the catalogue or a loaded pool)."""
        return (card(self.card), *(card(n) for n in self.beside))

    def __repr__(self) -> str:
        extra = f", beside {', '.join(self.beside)}" if self.beside else ""
        return f"<SourceKind {self.label}: {self.card} ability {self.ability}{extra}>"


#: A basic land per type (305.6), Wastes, a dual with two basic land types, an
#: any-color land, a mana rock, a mana creature, a filter land and a could-produce land.
DEFAULT_SOURCES: tuple[SourceKind, ...] = (
    SourceKind("Plains", "basic land", "Plains"),
    SourceKind("Island", "basic land", "Island"),
    SourceKind("Swamp", "basic land", "Swamp"),
    SourceKind("Mountain", "basic land", "Mountain"),
    SourceKind("Forest", "basic land", "Forest"),
    SourceKind("Wastes", "colorless basic land", "Wastes"),
    SourceKind("Tundra", "dual", "Tundra"),
    SourceKind("City of Brass", "any color", "City of Brass", ability="{T}: Add"),
    SourceKind("Sol Ring", "mana rock", "Sol Ring"),
    SourceKind("Llanowar Elves", "mana creature", "Llanowar Elves"),
    SourceKind("Mystic Gate", "filter", "Mystic Gate", ability="{W/U}, {T}"),
    SourceKind("Reflecting Pool", "could produce", "Reflecting Pool", beside=("Forest",)),
)


def source_kind(name: str) -> SourceKind:
    """A default source kind by its label, card or kind ("filter", "Sol Ring")."""
    key = name.strip().lower()
    for s in DEFAULT_SOURCES:
        if key in (s.label.lower(), s.card.lower(), s.kind.lower()):
            return s
    labels = ", ".join(s.label for s in DEFAULT_SOURCES)
    raise MtglabError(f"no source kind {name!r}: one of {labels}, or a SourceKind")


def source_kinds(sources: Iterable[str | SourceKind] | None) -> tuple[SourceKind, ...]:
    """The source kinds a census taps: the defaults, or each given one (a label or a
    card name becomes a source kind tapped for its first ability)."""
    if sources is None:
        return DEFAULT_SOURCES
    out: list[SourceKind] = []
    for s in sources:
        if isinstance(s, SourceKind):
            out.append(s)
            continue
        try:
            out.append(source_kind(s))
        except MtglabError:
            c = card(s)  # an unknown name raises UnknownCardError with suggestions
            out.append(SourceKind(c.name, "card", c.name))
    if not out:
        raise MtglabError("sources: give at least one source kind")
    return tuple(out)
