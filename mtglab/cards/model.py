"""The card model: a :class:`Card` is its Oracle text plus what the parser made of it.

Cards are data (frozen dataclasses), never classes per card; their abilities are
:class:`~mtglab.cards.ability.Ability` records (re-exported here).
"""

from __future__ import annotations

import functools
import html
import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Self

from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.pool.abilitycache import cached_parse_abilities as parse_abilities
from mtglab.cards.pool.records import MAX_TEXT_LENGTH, card_from_mtgjson, card_from_scryfall
from mtglab.cards.types import BASIC_LAND_TYPES, CARD_TYPES, parse_type_line
from mtglab.errors import CardDataError, InputLimitError, ManaCostError, shorten
from mtglab.mana import COLORS, ManaCost

__all__ = ["Ability", "AbilityKind", "Card", "Trigger"]

#: Layouts whose halves' characteristics combine outside the stack (CR 709.4).
_COMBINED_LAYOUTS = frozenset({"split", "aftermath"})


def _colors_from(cost: ManaCost | None, indicator: Sequence[str] | None) -> frozenset[str]:
    """A card's colors: its cost's colors plus its color indicator (CR 202.2, 204)."""
    colors = set(cost.colors) if cost is not None else set()
    colors.update(indicator or ())
    return frozenset(colors)


def _check_lengths(name: str, fields: Iterable[tuple[str, object]]) -> None:
    """Text fields hold at most :data:`~mtglab.cards.pool.records.MAX_TEXT_LENGTH` characters
    and printed numbers fewer than 19 digits (the README's "Hostile input"), checked
    before any parsing."""
    for key, value in fields:
        if isinstance(value, str) and len(value) > MAX_TEXT_LENGTH:
            raise InputLimitError(f"{key} holds {len(value):,} characters (mtglab reads at "
                                  f"most {MAX_TEXT_LENGTH:,})", record=name)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**18:
            digits = int(value.bit_length() * 0.30103)
            raise InputLimitError(f"{key}: a number of about {digits:,} digits (mtglab "
                                  "reads at most 18)", record=name)


def _check_fields(name: object, texts: Iterable[tuple[str, object]],
                  color_indicator: object, layout: object) -> None:
    """Refuse a card's printed fields of the wrong kind, naming the field and the card
    (:class:`~mtglab.errors.CardDataError`)."""
    if not name or not isinstance(name, str):
        raise CardDataError("a card needs a non-empty name")
    for key, value in texts:
        if value is not None and not isinstance(value, str):
            raise CardDataError(f"{key}: expected text, got {type(value).__name__}",
                                record=name)
    if color_indicator is not None and (isinstance(color_indicator, str) or not isinstance(
            color_indicator, Iterable) or not all(isinstance(c, str) for c in color_indicator)):
        raise CardDataError("color_indicator: expected a list of color letters",
                            record=name)
    if not isinstance(layout, str):
        raise CardDataError(f"layout: expected text such as 'transform', got "
                            f"{shorten(layout)}", record=name)


def _checked_faces(name: str, given: Any) -> tuple[Card, ...]:
    """A card's faces (709, 712), refused unless a list of cards."""
    if isinstance(given, str | bytes) or not isinstance(given, Iterable):
        raise CardDataError(f"faces: expected a list of cards, got {shorten(given)}",
                            record=name)
    faces = tuple(given)
    if not all(isinstance(f, Card) for f in faces):
        raise CardDataError(f"faces: expected a list of cards, got {shorten(faces)}",
                            record=name)
    return faces


def _parsed_cost(name: str, mana_cost: str | None) -> ManaCost | None:
    """A card's mana cost (202.1), None without one; a bad cost names the card."""
    try:
        return ManaCost.parse(mana_cost) if mana_cost else None
    except ManaCostError as exc:
        raise CardDataError(f"mana_cost: {exc}", record=name) from None


def _of_no_card_type(type_line: str, types: Sequence[str],
                     abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """A card whose type line names no card type of the rules ("Hero", 205.2a) is neither
    a permanent nor a spell (110.4a, 112.1): its abilities function nowhere mtglab plays
    (113.6), so none of them is supported, that part named."""
    if not type_line.strip() or type_line.startswith("Emblem") or \
            any(t in CARD_TYPES for t in types):
        return abilities
    why = (f"the type line {type_line!r} names no card type of the rules (CR 205.2a): the "
           "card is no permanent or spell, and its abilities function nowhere mtglab plays "
           "(CR 110.4a, 113.6)")
    return tuple(replace(a, supported=False, problem=why) if a.supported else a
                 for a in abilities)


def _front_face_abilities(text: str, faces: tuple[Card, ...]) -> tuple[Ability, ...]:
    """The abilities of a multi-face card whose printed text is its front face's: that
    face's own, read with the face's name, since a card of two faces has its front face's
    characteristics where it has only one face's (CR 712.8a, 715.4) and its text names that
    face ("Transform Kessig Prowler"), not the card's whole "A // B" name. Empty when the
    text isn't the front face's."""
    if len(faces) < 2 or not text or faces[0].oracle_text != text:
        return ()
    return faces[0].abilities


def _combined(layout: str, faces: tuple[Card, ...], cost: ManaCost | None
              ) -> tuple[ManaCost | None, tuple[Card, ...]]:
    """The mana cost and faces of a card as a whole: a split card's mana cost is its
    halves' combined (709.4b); a flip card's color and mana cost don't change when it
    flips (710.1c)."""
    if layout in _COMBINED_LAYOUTS and faces and all(f.mana_cost for f in faces):
        cost = functools.reduce(operator.add, (f.mana_cost for f in faces
                                               if f.mana_cost is not None))
    if layout == "flip" and len(faces) > 1:
        front = faces[0]
        faces = (front, *(replace(f, mana_cost=front.mana_cost, colors=front.colors)
                          for f in faces[1:]))
    return cost, faces


def _identity(colors: frozenset[str], text: str) -> frozenset[str]:
    """A card's color identity (CR 903.4): its colors (its cost's and color indicator's,
    903.4) and the colors of each mana symbol in its rules text ("{T}: Add {G}", "{W/P}").

    >>> sorted(_identity(frozenset({"R"}), "{T}: Add {G}. {2/W}: Regenerate ~."))
    ['G', 'R', 'W']
    """
    found = set(colors)
    rest = text
    while (start := rest.find("{")) >= 0:
        end = rest.find("}", start)
        if end < 0:
            break
        found.update(ch for ch in rest[start + 1:end].upper() if ch in COLORS)
        rest = rest[end + 1:]
    return frozenset(found)


@dataclass(frozen=True, slots=True)
class Card:
    """A Magic card: printed characteristics, Oracle text, and parsed abilities.

    ``power``/``toughness``/``loyalty``/``defense`` stay the printed strings ("*",
    "1+*"). ``faces`` holds each face of a multi-face card (CR 709-712), the top level
    then shows the front face under the card's full name.

    >>> card = Card.from_text(name="Llanowar Elves", mana_cost="{G}",
    ...                       type_line="Creature — Elf Druid", oracle_text="{T}: Add {G}.",
    ...                       power="1", toughness="1")
    >>> card.abilities[0].is_mana_ability, sorted(card.colors)
    (True, ['G'])
    """

    name: str
    mana_cost: ManaCost | None
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    oracle_text: str
    abilities: tuple[Ability, ...]
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    color_indicator: tuple[str, ...] | None = None
    layout: str = "normal"
    faces: tuple[Card, ...] = ()
    extra: tuple[tuple[str, Any], ...] = field(default=(), compare=False, repr=False)
    #: its color identity (CR 903.4): read once as the card is built (:func:`_identity`;
    #: derived from its colors and text: whatever is given, it is computed again)
    color_identity: frozenset[str] = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        cost = self.mana_cost.colors if self.mana_cost is not None else frozenset()
        # its cost's colors count even where a devoid card is colorless (903.4, 702.114a)
        object.__setattr__(self, "color_identity",
                           _identity(self.colors | frozenset(cost), self.oracle_text))

    @classmethod
    def from_text(
        cls,
        *,
        name: str,
        type_line: str,
        oracle_text: str = "",
        mana_cost: str | None = None,
        power: str | int | None = None,
        toughness: str | int | None = None,
        loyalty: str | int | None = None,
        defense: str | int | None = None,
        color_indicator: Iterable[str] | None = None,
        layout: str = "normal",
        faces: Sequence[Card] = (),
    ) -> Self:
        """Build a card from its printed fields, parsing the cost, type line and text.

        ``mana_cost`` is ``None`` or ``""`` for a card without a mana cost (a land). A bad
        cost raises :class:`~mtglab.errors.CardDataError` naming the card.
        """
        _check_fields(name, (("type_line", type_line), ("oracle_text", oracle_text),
                             ("mana_cost", mana_cost)), color_indicator, layout)
        _check_lengths(name, (("name", name), ("type_line", type_line),
                              ("oracle_text", oracle_text), ("layout", layout),
                              ("power", power), ("toughness", toughness),
                              ("loyalty", loyalty), ("defense", defense)))
        given: Any = faces  # checked: callers may pass anything
        faces = _checked_faces(name, given)
        cost = _parsed_cost(name, mana_cost)
        tl = parse_type_line(type_line or "")
        indicator = None
        if color_indicator is not None:
            indicator = tuple(c for c in COLORS if c in {x.upper() for x in color_indicator})
        text = oracle_text or ""
        abilities = _of_no_card_type(type_line or "", tl.types, _front_face_abilities(
            text, faces) or parse_abilities(text, name=name, types=tl.types,
                                            subtypes=tl.subtypes, supertypes=tl.supertypes))
        cost, faces = _combined(layout, tuple(faces), cost)
        colors = _colors_from(cost, indicator) | (
            frozenset().union(*(f.colors for f in faces))
            if layout in _COMBINED_LAYOUTS and faces else frozenset())
        if any("Devoid" in a.keywords for a in abilities):
            # devoid defines its color in every zone: colorless (702.114a, 604.3, 105.2c)
            colors = frozenset()
        return cls(
            name=name,
            mana_cost=cost,
            type_line=type_line,
            supertypes=tl.supertypes,
            types=tl.types,
            subtypes=tl.subtypes,
            colors=colors,
            oracle_text=text,
            abilities=abilities,
            power=None if power is None else str(power),
            toughness=None if toughness is None else str(toughness),
            loyalty=None if loyalty is None else str(loyalty),
            defense=None if defense is None else str(defense),
            color_indicator=indicator,
            layout=layout,
            faces=faces,
        )

    @classmethod
    def from_scryfall(cls, obj: Any) -> Self:
        """A card from a Scryfall card object: a parsed dict, or scrython's card object.

        See :func:`mtglab.cards.pool.records.card_from_scryfall`.
        """
        return card_from_scryfall(obj, cls)

    @classmethod
    def from_mtgjson(cls, obj: Any) -> Self:
        """A card from an MTGJSON card object, or the list of a card's faces.

        See :func:`mtglab.cards.pool.records.card_from_mtgjson`.
        """
        return card_from_mtgjson(obj, cls)

    # -- convenience ---------------------------------------------------------------------

    @property
    def mana_value(self) -> int:
        """Mana value (CR 202.3); X counts as 0 off the stack (107.3g).

        A split card's mana value is the total of its halves' (CR 709.4, 202.3d).
        """
        if self.layout in _COMBINED_LAYOUTS and self.faces:
            return sum(f.mana_value for f in self.faces)
        return self.mana_cost.mana_value if self.mana_cost is not None else 0

    @property
    def is_permanent_card(self) -> bool:
        """Whether it is a permanent card (CR 110.4a)."""
        return any(t in self.types for t in
                   ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"))

    @property
    def supported(self) -> bool:
        """Whether the parser understood every ability."""
        return all(a.supported for a in self.abilities)

    @property
    def intrinsic_mana_types(self) -> tuple[str, ...]:
        """Mana symbols of the intrinsic abilities of its basic land types (CR 305.6)."""
        if "Land" not in self.types:
            return ()
        return tuple(BASIC_LAND_TYPES[s] for s in self.subtypes if s in BASIC_LAND_TYPES)

    def __repr__(self) -> str:
        return f"Card({self.name!r})"

    def __str__(self) -> str:
        return self.name

    def summary(self) -> str:
        """The card as plain text: name and cost, type line, text, P/T."""
        head = self.name + (f" {self.mana_cost}" if self.mana_cost is not None else "")
        lines = [head, self.type_line]
        if self.oracle_text:
            lines.append(self.oracle_text)
        if self.power is not None:
            lines.append(f"{self.power}/{self.toughness}")
        if self.loyalty is not None:
            lines.append(f"Loyalty {self.loyalty}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        cost = self.mana_cost._repr_html_() if self.mana_cost is not None else ""
        pt = (f'<div style="text-align:right"><b>{html.escape(self.power or "")}/'
              f'{html.escape(self.toughness or "")}</b></div>') if self.power is not None else ""
        rows = "".join(f"<li>{a._repr_html_()}</li>" for a in self.abilities) or \
            '<li style="color:#888">no abilities</li>'
        return (
            '<div style="border:1px solid #999;border-radius:8px;padding:6px 10px;'
            'max-width:32em;font-family:sans-serif">'
            f'<div><b>{html.escape(self.name)}</b> <span style="float:right">{cost}</span></div>'
            f'<div style="border-top:1px solid #ccc;margin-top:3px"><i>'
            f"{html.escape(self.type_line)}</i></div>"
            f'<ul style="margin:4px 0;padding-left:1.2em">{rows}</ul>{pt}</div>'
        )
