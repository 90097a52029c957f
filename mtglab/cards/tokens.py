"""Tokens as card data: the predefined tokens (CR 111.10), a token defined by an effect
(111.3, 111.4), and the replacement effects that change tokens being created (614.1a).

A token is not a card (111.1): what an effect says of it — "a 1/1 white Soldier creature
token", "a Treasure token" — is a :class:`TokenDef`. "If one or more tokens would be
created under your control, twice that many of those tokens are created instead"
(Doubling Season, Parallel Lives, Mondrak), "... those tokens plus an additional Treasure
token" (Xorn) and "... that many 4/4 white Angel creature tokens ... instead" (Divine
Visitation) are :class:`TokenReplacement` effects; the engine applies them to the event of
creating tokens through its one replacement search (616.1).

>>> TokenDef.predefined("Treasure").type_line
'Artifact — Treasure'
>>> TokenFilter(types=("Creature",)).describe()
'creature tokens'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # an ability's effects name tokens: the record is only named here
    from mtglab.cards.ability import Ability

__all__ = [
    "PREDEFINED_TOKENS",
    "TokenAgent",
    "TokenDef",
    "TokenFilter",
    "TokenReplacement",
    "TokenReplacementKind",
    "TokenText",
    "predefined_name",
]

# name -> (type line, rules text, P/T); CR 111.10a-v
PREDEFINED_TOKENS: Final[dict[str, tuple[str, str, str | None]]] = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color.",
                 None),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life.", None),
    "Gold": ("Artifact — Gold", "Sacrifice this token: Add one mana of any color.", None),
    "Walker": ("Creature — Zombie", "", "2/2"),
    "Shard": ("Enchantment — Shard", "{2}, Sacrifice this token: Scry 1, then draw a card.", None),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice this token: Draw a card.", None),
    "Blood": ("Artifact — Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
              None),
    "Powerstone": ("Artifact — Powerstone",
                   "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", None),
    "Map": ("Artifact — Map", "{1}, {T}, Sacrifice this token: Target creature you control "
            "explores. Activate only as a sorcery.", None),
    "Junk": ("Artifact — Junk", "{T}, Sacrifice this token: Exile the top card of your library. "
             "You may play that card this turn. Activate only as a sorcery.", None),
    "Mutagen": ("Artifact — Mutagen", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on "
                "target creature. Activate only as a sorcery.", None),
    "Lander": ("Artifact — Lander", "{2}, {T}, Sacrifice this token: Search your library for a "
               "basic land card, put it onto the battlefield tapped, then shuffle.", None),
    # the front face only: transforming (its 0/0 Phyrexian back face) is not modelled
    "Incubator": ("Artifact — Incubator", "{2}: Transform this token.", None),
    # Role tokens (111.10j-r): Auras named for their role, attached as they are created
    "Cursed": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature has base "
               "power and toughness 1/1.", None),
    "Monster": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                "and has trample.", None),
    "Royal": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 and "
              "has ward {1}.", None),
    "Sorcerer": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                 "and has \"Whenever this creature attacks, scry 1.\"", None),
    "Virtuous": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                 "for each enchantment you control.", None),
    "Wicked": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1.\n"
               "When this token is put into a graveyard from the battlefield, each opponent "
               "loses 1 life.", None),
    "Young Hero": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature has "
                   "\"Whenever this creature attacks, if its toughness is 3 or less, put a "
                   "+1/+1 counter on it.\"", None),
}
#: lower-case name (and "<name> role") -> the key above
_LOOKUP: Final[dict[str, str]] = {
    **{k.lower(): k for k in PREDEFINED_TOKENS},
    **{f"{k.lower()} role": k for k, (tl, _t, _p) in PREDEFINED_TOKENS.items() if "Role" in tl},
}
#: predefined tokens that have a color (111.10: a Walker is a black Zombie)
_COLORED: Final[dict[str, tuple[str, ...]]] = {"Walker": ("B",)}


def predefined_name(name: str) -> str | None:
    """The predefined token a name means ("treasure", "Monster Role"), or None."""
    return _LOOKUP.get(" ".join(name.split()).lower())


class TokenText:
    """A token's abilities as the grammar read them from the effect that defines it
    (111.3), which the engine gives the token instead of reading its text again.

    Deliberately not a dataclass: these abilities are the token's own, not parts of the
    instruction that creates it (their targets, their "it" are the token's), so nothing
    that walks an instruction's records finds them."""

    __slots__ = ("_abilities",)
    _abilities: tuple[Ability, ...]

    def __init__(self, abilities: tuple[Ability, ...] = ()) -> None:
        object.__setattr__(self, "_abilities", abilities)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a token's text is immutable")

    @property
    def abilities(self) -> tuple[Ability, ...]:
        """The abilities, one a line of the token's text."""
        return self._abilities

    def __add__(self, other: TokenText) -> TokenText:
        return TokenText((*self._abilities, *other.abilities))

    def __bool__(self) -> bool:
        return bool(self._abilities)

    def __reduce__(self) -> tuple[type[TokenText], tuple[tuple[Ability, ...]]]:
        # rebuilt through __init__ (its attributes can't be set one by one), so a card
        # holding it can be copied and sent to another process (the census's workers)
        return (TokenText, (self._abilities,))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TokenText) and self._abilities == other.abilities

    def __hash__(self) -> int:
        return hash(self._abilities)

    def __repr__(self) -> str:
        return f"TokenText({[a.text for a in self._abilities]!r})"


@dataclass(frozen=True, slots=True)
class TokenDef:
    """A token as an effect defines it (CR 111.3): its name (111.4: its subtypes when
    the effect names none), types, colors (empty: colorless), power and toughness, and
    its text (its abilities, one a line). ``read``: those abilities as the grammar read
    them when the effect was read (111.3), which the engine gives the token instead of
    reading its text; empty for a token whose text is a rule's (111.10)."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    read: TokenText = field(default_factory=TokenText, repr=False)  # the text shows it

    @classmethod
    def predefined(cls, name: str) -> TokenDef:
        """A predefined token by name (CR 111.10); KeyError if it isn't one."""
        key = predefined_name(name)
        if key is None:
            raise KeyError(name)
        type_line, text, pt = PREDEFINED_TOKENS[key]
        left, _sep, right = type_line.partition(" — ")
        p, t = (int(v) for v in pt.split("/")) if pt else (None, None)
        return cls(key, tuple(left.split()), tuple(right.split()), (),
                   _COLORED.get(key, ()), p, t, text)

    @property
    def type_line(self) -> str:
        """Its type line: 'Artifact — Treasure'."""
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def describe(self) -> str:
        """In words: 'a 4/4 white Angel creature token with flying, vigilance'."""
        pt = f"{self.power}/{self.toughness} " if self.power is not None else ""
        words = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        color = " and ".join(words[c] for c in self.colors) + " " if self.colors else \
            "colorless "
        kinds = " ".join((*self.subtypes, *(t.lower() for t in self.types)))
        text = f" with {self.text.lower()}" if self.text and "\n" not in self.text and \
            ":" not in self.text else ""
        if predefined_name(self.name) == self.name:
            return f"a {self.name} token"
        said = f"{pt}{color}{kinds} token{text}"
        return ("an " if said[0] in "AEIOUaeiou8" or said.startswith("11/") else "a ") + said


@dataclass(frozen=True, slots=True)
class TokenFilter:
    """Which tokens an effect speaks of: any of ``types`` or any of ``subtypes``
    ("creature tokens", "artifact tokens", "Treasure tokens", "a Clue, Food, or Treasure
    token"); both empty: every token."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    def matches(self, types: tuple[str, ...], subtypes: tuple[str, ...]) -> bool:
        """Whether a token of these types and subtypes is one of them."""
        if not self.types and not self.subtypes:
            return True
        return any(t in types for t in self.types) or any(s in subtypes for s in self.subtypes)

    def describe(self) -> str:
        """In words: 'Treasure tokens', 'tokens'."""
        words = [*self.subtypes, *(t.lower() for t in self.types)]
        return (" or ".join(words) + " tokens") if words else "tokens"


class TokenReplacementKind(enum.Enum):
    """What a token replacement effect does to the tokens that would be created."""

    MULTIPLY = "that many times"  # "twice / three times that many of those tokens"
    ADD = "those tokens plus"  # "those tokens plus an additional Treasure token"
    REPLACE = "instead"  # "that many 4/4 Angel tokens are created instead"


class TokenAgent(enum.StrEnum):
    """What must be creating the tokens for a token replacement effect to apply, by its
    wording: "if an effect would create" (Anointed Procession), "if you would create"
    (Jolene), or "if one or more tokens would be created" (Parallel Lives) (614.1a;
    costs are not effects, 118.3)."""

    EFFECT = "an effect"
    YOU = "you"
    ANY = "any"


@dataclass(frozen=True, slots=True)
class TokenReplacement:
    """A replacement effect on tokens being created (CR 614.1a, 111.1).

    It applies while one or more tokens matching ``selects`` would be created (616.1f)
    by ``creator`` (``"you"``: under its controller's control — "if you would create",
    "under your control"; ``"any"``: by any player, Primal Vigor).

    * ``MULTIPLY``: each matching token is created ``factor`` times (Doubling Season 2,
      Ojer Taq 3).
    * ``ADD``: ``extra`` more tokens are created too — ``count`` of them, or as many as
      the matching tokens when ``that_many`` (Chatterfang).
    * ``REPLACE``: each matching token is replaced by one of each of ``becomes`` (Divine
      Visitation: an Angel; Academy Manufactor: a Clue, a Food and a Treasure).
    """

    kind: TokenReplacementKind
    selects: TokenFilter = TokenFilter()
    creator: str = "you"
    factor: int = 1
    extra: TokenDef | None = None
    count: int = 1
    that_many: bool = False
    becomes: tuple[TokenDef, ...] = ()
    #: what its wording says creates the tokens (:class:`TokenAgent`)
    agent: TokenAgent = TokenAgent.ANY

    def describe(self) -> str:
        """In words, what it does."""
        match self.kind:
            case TokenReplacementKind.MULTIPLY:
                times = {2: "twice", 3: "three times"}.get(self.factor, f"{self.factor} times")
                return f"{times} that many {self.selects.describe()}"
            case TokenReplacementKind.ADD:
                assert self.extra is not None
                n = "that many" if self.that_many else str(self.count)
                return f"{self.selects.describe()} plus {n} × {self.extra.describe()}"
            case _:
                made = ", ".join(d.describe() for d in self.becomes)
                return f"each of the {self.selects.describe()} becomes {made}"
