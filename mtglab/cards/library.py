"""Instructions about libraries (CR 401): searching (701.23), shuffling (701.24),
revealing or looking at the top cards (701.20), choosing among them and putting the rest
back, exiling the top cards.

Each record is one instruction of :mod:`mtglab.cards.oracle.grammar.library`, played by
one verb of :mod:`mtglab.engine.effects.library`. The cards an instruction found, revealed,
looked at or moved are what "it", "them", "that card" name next (608.2c). A field ``player``
holds a :class:`~mtglab.cards.instructions.Who` (a ``str``; "you" unless the text names
another player).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Search your library for an artifact or enchantment card, reveal "
...                   "it, then shuffle and put that card on top.", is_spell=True)
>>> [type(e).__name__ for e in a.effects]
['Search', 'Shuffle', 'PutOnLibrary']
>>> a.effects[0].selector.types, a.effects[0].selector.any_type, a.effects[0].reveal
(('Artifact', 'Enchantment'), True, True)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Final

from mtglab.cards.effectparts import Amount, Selector
from mtglab.cards.vocabulary import Zone

__all__ = [
    "LIBRARY_INSTRUCTIONS",
    "ChooseCardName",
    "ChoosePile",
    "ExileGraveyard",
    "ExileTop",
    "Found",
    "FromGraveyard",
    "IfCardIs",
    "IfNotPut",
    "Otherwise",
    "PutOnLibrary",
    "PutPiles",
    "PutRest",
    "RevealTopCards",
    "RevealUntil",
    "Search",
    "SeparatePiles",
    "Shuffle",
    "ShuffleInto",
    "TakeFromAmong",
]


class Found(enum.StrEnum):
    """Where the cards an instruction chose go (400.1, 401.1): the values are the zone
    words of :mod:`mtglab.engine.game.zones`; ``STAY``: they stay where they are, named for
    a later instruction ("reveal it, then shuffle and put that card on top")."""

    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    STAY = "stay"


@dataclass(frozen=True, slots=True)
class Search:
    """``player`` searches ``zones`` of their own (701.23a) for ``count`` cards matching
    ``selector`` ("up to" and "any number of": ``up_to``), reveals them if ``reveal``
    (701.23e) and puts them ``to`` (tapped if ``tapped``) — or, with ``others``, one of
    them (the searcher's choice) ``to`` and the rest ``others`` ("put one onto the
    battlefield tapped and the other into your hand"). A search for a stated quality
    may fail to find (701.23b); "a card" / "three cards" finds as many as it can (701.23d).
    The library is shuffled by the :class:`Shuffle` that follows (701.24)."""

    player: str
    zones: tuple[Zone, ...]
    selector: Selector
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    up_to: bool = False
    reveal: bool = False
    to: Found = Found.STAY
    tapped: bool = False
    #: "onto the battlefield under your control": the ability's controller controls it;
    #: otherwise the player who searched (the one who put it there, 110.2a)
    yours: bool = False
    others: Found | None = None
    #: "up to four cards with different names": no card found shares a name with
    #: another found (201.2)
    different_names: bool = False


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """``player`` reveals cards from the top of their library until they reveal one
    matching ``selector`` (701.20a): it is "that card" next, and every card revealed is
    "the rest" but it; they stay in the library until an instruction moves them."""

    selector: Selector
    player: str = "you"


@dataclass(frozen=True, slots=True)
class Shuffle:
    """``player`` shuffles their library (701.24a); ``if_searched``: "If you search your
    library this way, shuffle" — only if the search before looked in that library
    (701.23a: a search of "your library and/or graveyard" may leave it out)."""

    player: str = "you"
    if_searched: bool = False


@dataclass(frozen=True, slots=True)
class ShuffleInto:
    """``player`` shuffles every card of their own ``zones`` ("hand", "graveyard") into
    their library: "Target player shuffles their graveyard into their library", "Each
    player shuffles their hand and graveyard into their library" (701.24a; the library is
    shuffled even with no card to add, 701.24d). Several players do it in turn order
    (101.4)."""

    zones: tuple[str, ...]
    player: str = "you"


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """Put the cards named before ("that card", "them") on top of their owner's library,
    or on the bottom (``bottom``), in an order their owner chooses (401.4)."""

    bottom: bool = False


@dataclass(frozen=True, slots=True)
class RevealTopCards:
    """``player`` reveals (``reveal``) or looks at the top ``amount`` cards of their
    library (701.20a, 701.20e); they stay there (701.20b) — or go ``to`` a zone ("and put
    them into your hand") — and are "them" next."""

    amount: Amount
    player: str = "you"
    reveal: bool = True
    to: Found = Found.STAY


@dataclass(frozen=True, slots=True)
class PutRest:
    """The rest of the cards revealed or looked at (those no instruction took) go on the
    bottom of their owner's library (``to`` None, ``top`` False), on top, or ``to`` a zone
    (401.4: in any order their owner chooses; "in a random order" likewise here)."""

    to: Found | None = None
    top: bool = False


@dataclass(frozen=True, slots=True)
class TakeFromAmong:
    """Choose ``count`` of the cards revealed or looked at ("from among them") matching
    ``selector`` (any card if None) — ``up_to``: fewer, "you may" —, reveal them if
    ``reveal`` and put them ``to``; they are "it" next (608.2c). ``count`` None: all of
    the cards named before ("put that card into your hand"). ``rest``: what happens to
    the others right after ("... and the rest on the bottom of your library").
    ``any_subset``: the player chooses which of them and how many, none to ``count``
    ("Put any number of them into your graveyard", 401.4); otherwise "up to" takes as
    many as fit."""

    count: Amount | None
    selector: Selector | None = None
    up_to: bool = False
    reveal: bool = False
    to: Found = Found.HAND
    rest: PutRest | None = None
    tapped: bool = False
    any_subset: bool = False


@dataclass(frozen=True, slots=True)
class ExileTop:
    """``player`` exiles the top ``amount`` cards of their library (406.3); they are
    "them" / "that card" next."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """``player`` ("target player", "each opponent", "you") has every card of their
    graveyard exiled (404.1, 406.3); they are "them" next."""

    player: str = "you"


@dataclass(frozen=True, slots=True)
class IfCardIs:
    """"If it's a land card, <effects>": the card named before (revealed, 701.20a) is
    checked where it is now, by its printed values (109.1); ``effects`` happen only if it
    matches ``selector`` (or, ``negate``: "if it isn't", only if it doesn't) (608.2c).
    Whether it held is what a following :class:`Otherwise` reads."""

    selector: Selector
    effects: tuple[Any, ...]
    negate: bool = False


@dataclass(frozen=True, slots=True)
class IfNotPut:
    """"If you don't put the card into your hand, <effects>": after an instruction that
    may have moved the card named before (a looked-at top card, 701.20), ``effects``
    happen only if it is still in its library — whether the "if" before it didn't hold or
    "you may" was declined (608.2c). ``to``: where the text says it wasn't put."""

    to: Found
    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Otherwise:
    """"Otherwise, <effects>": they happen only if the condition of the "if" just before
    didn't hold (608.2c). As the grammar reads the sentence, before the parser joins it to
    the one before: after "If you do, ..." it is "If you don't, ..." (608.2d) and after
    "<instruction> if <condition>" what happens when the condition doesn't hold — both
    joined into one :class:`~mtglab.cards.optional.IfElse`; after "If it's a ... card"
    (:class:`IfCardIs`) it stays, played after it. Left alone, nothing says when it
    happens: not played."""

    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class FromGraveyard:
    """Cards of your graveyard matching ``selector``, chosen as the instruction resolves
    (no target, 608.2c: "Return a creature card from your graveyard to your hand"), go
    ``to`` a zone (tapped if ``tapped``): ``count`` of them — fewer if ``up_to``
    (mtglab's player takes as many as fit) — or every one (``count`` None: "Return all
    land cards from your graveyard to the battlefield", 404). They are "them" next.
    ``player``: whose graveyard, when the text names another player ("Each player returns
    all creature cards from their graveyard to the battlefield": each their own, under
    their own control, in turn order, 101.4)."""

    selector: Selector
    count: Amount | None = field(default_factory=lambda: Amount.fixed(1))
    up_to: bool = False
    to: Found = Found.HAND
    tapped: bool = False
    player: str = "you"


@dataclass(frozen=True, slots=True)
class SeparatePiles:
    """``player`` ("you" or "an opponent") separates the cards revealed or looked at
    ("them") into two piles (CR 700.3a: each card in one pile; 700.3d: a pile may be
    empty); the cards stay where they are (700.3c)."""

    player: str = "an opponent"


@dataclass(frozen=True, slots=True)
class ChoosePile:
    """``player`` chooses one of the two piles separated before: it is "that pile" for
    the next instruction (700.3, 608.2c)."""

    player: str = "an opponent"


@dataclass(frozen=True, slots=True)
class PutPiles:
    """"Put one pile into your hand and the other into your graveyard", "Put that pile
    ...": the pile chosen before — none chosen, one the ability's controller chooses —
    goes to ``to``, the other follows ``rest`` (700.3, 401.4)."""

    to: Found
    rest: PutRest


@dataclass(frozen=True, slots=True)
class ChooseCardName:
    """"Choose a nonland card name" as the instruction resolves (608.2d): the ability's
    controller names a card of the Oracle card reference (201.4) that matches
    ``selector`` (its kinds, 205); "cards with that name" after it reads the name
    (608.2c)."""

    selector: Selector


#: The records of this module (the parser accepts them as instructions).
LIBRARY_INSTRUCTIONS: Final[tuple[type, ...]] = (
    Search, Shuffle, PutOnLibrary, RevealTopCards, TakeFromAmong, PutRest, ExileTop,
    RevealUntil, ExileGraveyard, IfCardIs, IfNotPut, Otherwise, FromGraveyard,
    SeparatePiles, ChoosePile, PutPiles, ChooseCardName, ShuffleInto)
