"""Mana: the six types, amounts of mana, and mana costs (CR 106, 107.4, 202).

A :class:`Mana` is an immutable multiset of mana types, written in the canonical form
mtglab uses everywhere: one letter per mana in WUBRGC order (``"GG"``, ``"WUB"``, ``""``
for none).

>>> Mana("GUG")
Mana('UGG')
>>> Mana("G") + Mana("CC")
Mana('GCC')
>>> ManaCost.parse("{2}{W/U}{G/P}").mana_value
4
"""

from __future__ import annotations

import enum
import functools
import html
import operator
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import ClassVar, Final

from mtglab.errors import BadArgumentError, BadArgumentTypeError, ManaCostError, shorten

__all__ = [
    "COLORS",
    "MANA_TYPES",
    "MAX_COST_LENGTH",
    "MAX_GENERIC_DIGITS",
    "Mana",
    "ManaCost",
    "ManaSymbol",
    "ManaType",
    "SymbolKind",
    "mana_html",
    "mana_set_html",
    "mana_set_text",
    "mana_text",
    "symbol_html",
    "text_html",
]

#: The longest mana cost text :meth:`ManaCost.parse` reads (the longest printed cost has
#: about 40 characters); longer text is refused before any work.
MAX_COST_LENGTH: Final = 1_000
#: The most digits of a generic amount ({1000000} on Gleemax has seven).
MAX_GENERIC_DIGITS: Final = 9


class ManaType(enum.StrEnum):
    """The six types of mana (CR 106.1b); the value is the letter used in mana strings."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"
    COLORLESS = "C"

    @property
    def is_color(self) -> bool:
        """Whether this type is one of the five colors (CR 106.1a)."""
        return self is not ManaType.COLORLESS


#: The six mana type letters in canonical order.
MANA_TYPES: Final[tuple[str, ...]] = ("W", "U", "B", "R", "G", "C")
#: The five colors (CR 105.1, 106.1a) in canonical order.
COLORS: Final[tuple[str, ...]] = ("W", "U", "B", "R", "G")
_INDEX: Final[dict[str, int]] = {t: i for i, t in enumerate(MANA_TYPES)}
_NAMES: Final[dict[str, str]] = {
    "W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless",
}
_HTML_COLORS: Final[dict[str, tuple[str, str]]] = {
    "W": ("#f8f6d8", "#333"), "U": ("#c1d7e9", "#123"), "B": ("#bab1ab", "#111"),
    "R": ("#e49977", "#311"), "G": ("#a3c095", "#131"), "C": ("#ccc2c0", "#222"),
}


def type_name(letter: str) -> str:
    """``"G"`` -> ``"green"``."""
    return _NAMES[letter]


def _whole(value: object) -> bool:
    """A whole number: an int or a numpy integer, not a bool."""
    return not isinstance(value, bool) and (isinstance(value, int) or
                                            hasattr(value, "__index__"))


def _bad_mana(text: object) -> Exception:
    """The error for ``Mana(text)`` when ``text`` is not letters of mana types."""
    if isinstance(text, str | Iterable) and not isinstance(text, bytes | bytearray):
        for ch in text:
            if not isinstance(ch, str):
                return BadArgumentTypeError("mana", text, "a mana string such as 'GG'")
            if ch.upper() not in _INDEX:
                x = "; X has no value in a pool (107.3)" if ch.upper() == "X" else ""
                return BadArgumentError("mana", text, f"a mana string: {shorten(ch)} is not "
                                        f"one of W U B R G C (CR 106.1b){x}")
    return BadArgumentTypeError("mana", text, "a mana string such as 'GG'")


@dataclass(frozen=True, slots=True)
class Mana:
    """An amount of mana: an immutable multiset of the six types (CR 106.1b).

    Build it from a mana string in any order (``Mana("GUG")``), from mana symbols
    (``Mana.parse("{G}{G}")``) or from counts (``Mana.from_counts(G=2)``). ``str()`` gives
    the canonical string, ``len()`` the amount, ``m["G"]`` the count of one type.

    Mana equals its canonical string, the way the public API writes mana amounts (one
    letter per mana in WUBRGC order), and hashes as it:

    >>> Mana("GUG") == "UGG", Mana("GUG") == "GUG", Mana("GG") in {"GG", "R"}
    (True, False, True)
    """

    counts: tuple[int, int, int, int, int, int]

    def __init__(self, text: str | Iterable[str] = "") -> None:
        counts = [0] * 6
        try:
            for ch in text:
                counts[_INDEX[ch.upper()]] += 1
        except (KeyError, AttributeError, TypeError):
            raise _bad_mana(text) from None
        object.__setattr__(self, "counts", tuple(counts))

    @classmethod
    def from_counts(cls, counts: Iterable[int] | None = None, **by_type: int) -> Mana:
        """``Mana.from_counts(G=2, C=1)`` or ``Mana.from_counts((0, 0, 0, 0, 2, 1))``."""
        if counts is not None and (isinstance(counts, str | bytes) or
                                   not isinstance(counts, Iterable)):
            raise BadArgumentTypeError("counts", counts, "six whole numbers in WUBRGC order")
        values = list(counts) if counts is not None else [0] * 6
        if len(values) != 6 or not all(_whole(v) and v >= 0 for v in values):
            raise BadArgumentError("counts", values, "six whole numbers of zero or more, in "
                                   "WUBRGC order")
        for letter, n in by_type.items():
            if letter.upper() not in _INDEX or not _whole(n) or n < 0:
                raise BadArgumentError(f"count of {letter}", n, "a whole number of zero or "
                                       "more of one of W U B R G C (CR 106.1b)")
            values[_INDEX[letter.upper()]] += n
        new = object.__new__(cls)
        object.__setattr__(new, "counts", tuple(values))
        return new

    @classmethod
    def parse(cls, symbols: str) -> Mana:
        """Mana from mana symbols as an effect writes them: ``"{G}{G}"``, ``"{C}"``.

        Generic symbols add colorless mana (CR 106.10) and snow adds colorless (106.11);
        Phyrexian symbols add their color (106.9). Hybrid symbols need a choice (106.8)
        and are rejected here.
        """
        total = cls()
        for symbol in ManaCost.parse(symbols).symbols:
            if symbol.kind not in _ADDABLE:
                raise ManaCostError(symbols, max(0, symbols.find(symbol.text)),
                                    len(symbol.text), f"{symbol.text} can't be added as it "
                                    "is: it needs a choice or a value (CR 106.8, 107.3)")
            total = total + symbol.as_produced()
        return total

    # -- multiset behaviour -------------------------------------------------------------

    def __str__(self) -> str:
        return _canonical(self.counts)

    def __eq__(self, other: object) -> bool:
        if type(other) is Mana:
            return self.counts == other.counts
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(_canonical(self.counts))  # as its canonical string, which it equals

    def __repr__(self) -> str:
        return f"Mana({str(self)!r})"

    def __len__(self) -> int:
        return sum(self.counts)

    def __bool__(self) -> bool:
        return any(self.counts)

    def __iter__(self) -> Iterator[str]:
        return iter(str(self))

    def __getitem__(self, letter: str) -> int:
        return self.counts[_INDEX[letter]]

    def __contains__(self, letter: object) -> bool:
        return isinstance(letter, str) and letter in _INDEX and self.counts[_INDEX[letter]] > 0

    def __add__(self, other: Mana) -> Mana:
        new = object.__new__(Mana)
        try:
            counts = tuple(map(operator.add, self.counts, other.counts))
        except AttributeError:
            raise BadArgumentTypeError("mana added", other, "a Mana") from None
        object.__setattr__(new, "counts", counts)
        return new

    def __sub__(self, other: Mana) -> Mana:
        if not isinstance(other, Mana):
            raise BadArgumentTypeError("mana taken", other, "a Mana")
        if not other <= self:
            raise BadArgumentError("mana taken", str(other), f"at most {str(self)!r}: "
                                   "there is not that much mana to take")
        return Mana.from_counts(a - b for a, b in zip(self.counts, other.counts, strict=True))

    def __mul__(self, factor: int) -> Mana:
        if not _whole(factor):
            raise BadArgumentTypeError("factor", factor, "a whole number of zero or more")
        if factor < 0:
            raise BadArgumentError("factor", factor, "a whole number of zero or more")
        return Mana.from_counts(a * factor for a in self.counts)

    __rmul__ = __mul__

    def __le__(self, other: object) -> bool:  # sub-multiset, not the dataclass order
        if not isinstance(other, Mana):
            return NotImplemented
        return all(a <= b for a, b in zip(self.counts, other.counts, strict=True))

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Mana):
            return NotImplemented
        return other <= self

    @property
    def types(self) -> frozenset[str]:
        """The types present, e.g. ``frozenset({"G"})``."""
        return frozenset(t for t, n in zip(MANA_TYPES, self.counts, strict=True) if n)

    @property
    def symbols(self) -> str:
        """The amount written as mana symbols: ``Mana("GG").symbols == "{G}{G}"``."""
        return "".join("{" + t + "}" for t in str(self))

    def _repr_html_(self) -> str:
        return mana_html(str(self))


@functools.lru_cache(maxsize=4096)
def _canonical(counts: tuple[int, ...]) -> str:
    """The canonical mana string of counts in WUBRGC order (memoized: mana is hashed as
    this string wherever states are memoized)."""
    return "".join(map(operator.mul, MANA_TYPES, counts))


#: A run of one type longer than this is written "{B}×36" (a summary, never a cut).
RUN_LIMIT: Final[int] = 4


def mana_text(text: str, *, run_limit: int = RUN_LIMIT) -> str:
    """A canonical mana string written as mana symbols, long runs summarized.

    >>> mana_text("BB"), mana_text(""), mana_text("G" * 36), mana_text("WWBBBBBBBBBB")
    ('{B}{B}', 'no mana', '{G}×36', '{W}{W}{B}×10')
    """
    if not text:
        return "no mana"
    out = []
    for t in MANA_TYPES:
        n = text.count(t)
        if n > run_limit:
            out.append("{" + t + "}×" + str(n))
        elif n:
            out.append(("{" + t + "}") * n)
    return "".join(out)


def _total_key(text: str) -> tuple[int, tuple[int, ...]]:
    return len(text), tuple(_INDEX.get(t, 9) for t in text)


def mana_set_text(totals: Iterable[str], *, run_limit: int = RUN_LIMIT) -> str:
    """A set of mana totals (the answers of an enumeration) as "{B} or {B}{B}".

    >>> mana_set_text(frozenset({"BB", "B"}))
    '{B} or {B}{B}'
    >>> mana_set_text(frozenset({""})), mana_set_text(frozenset())
    ('no mana', 'nothing')
    """
    items = sorted(set(totals), key=_total_key)
    if not items:
        return "nothing"
    return " or ".join(mana_text(m, run_limit=run_limit) for m in items)


#: Badge colors (background, text) of the mana symbols, and their names.
_SYMBOL_GENERIC: Final = ("#ccc2c0", "#222")


def _badge(label: str, title: str, background: str, color: str = "#111", *,
           small: bool = False) -> str:
    size = "0.72em" if small else "0.85em"
    return (f'<span class="mtglab-mana" title="{title}" style="display:inline-block;'
            f"min-width:1.45em;height:1.45em;line-height:1.45em;text-align:center;"
            f"border-radius:50%;background:{background};color:{color};font-size:{size};"
            f"font-weight:700;margin:0 1px;border:1px solid #777;vertical-align:middle;"
            f'font-family:sans-serif">{label}</span>')


def symbol_html(symbol: ManaSymbol) -> str:
    """One mana symbol as a colored badge, for every kind of CR 107.4.

    >>> "hybrid" in symbol_html(ManaCost.parse("{W/U}").symbols[0])
    True
    """
    kind = symbol.kind
    bg = {t: _HTML_COLORS[t][0] for t in MANA_TYPES}
    match kind:
        case SymbolKind.COLORED:
            t = symbol.colors[0]
            return _badge(t, f"{_NAMES[t]} mana symbol (CR 107.4a)", *_HTML_COLORS[t])
        case SymbolKind.COLORLESS:
            return _badge("◇", "colorless mana symbol {C} (CR 107.4c)", *_HTML_COLORS["C"])
        case SymbolKind.GENERIC:
            return _badge(str(symbol.generic), f"generic mana {symbol.text} (CR 107.4b)",
                          *_SYMBOL_GENERIC)
        case SymbolKind.VARIABLE:
            return _badge(symbol.text[1], f"{symbol.text}: a number chosen for it "
                          "(CR 107.3)", *_SYMBOL_GENERIC)
        case SymbolKind.SNOW:
            return _badge("❄", "snow mana symbol {S}: mana from a snow source (CR 107.4h)",
                          "#eef4fb", "#246")
        case SymbolKind.HYBRID:
            a, c = symbol.colors
            return _badge("", f"hybrid {symbol.text}: {_NAMES[a]} or {_NAMES[c]} "
                          "(CR 107.4e)", f"linear-gradient(135deg,{bg[a]} 50%,{bg[c]} 50%)")
        case SymbolKind.MONOCOLORED_HYBRID:
            c = symbol.colors[0]
            return _badge("2", f"monocolored hybrid {symbol.text}: {{2}} or {_NAMES[c]} "
                          "(CR 107.4e)",
                          f"linear-gradient(135deg,{_SYMBOL_GENERIC[0]} 50%,{bg[c]} 50%)",
                          small=True)
        case SymbolKind.COLORLESS_HYBRID:
            c = symbol.colors[0]
            return _badge("◇", f"hybrid {symbol.text}: {{C}} or {_NAMES[c]} (CR 107.4)",
                          f"linear-gradient(135deg,{bg['C']} 50%,{bg[c]} 50%)", small=True)
        case SymbolKind.PHYREXIAN:
            c = symbol.colors[0]
            return _badge("ϕ", f"Phyrexian {symbol.text}: {_NAMES[c]} or 2 life "
                          "(CR 107.4f)", *_HTML_COLORS[c])
        case SymbolKind.HYBRID_PHYREXIAN:
            a, c = symbol.colors
            return _badge("ϕ", f"hybrid Phyrexian {symbol.text}: {_NAMES[a]}, "
                          f"{_NAMES[c]} or 2 life (CR 107.4f)",
                          f"linear-gradient(135deg,{bg[a]} 50%,{bg[c]} 50%)")


def mana_html(text: str, *, run_limit: int = RUN_LIMIT) -> str:
    """Mana as symbol badges: a canonical mana string (``"BB"``) or mana symbols
    (``"{2}{W/U}"``, any kind of CR 107.4); long runs are summarized as ×n.

    >>> mana_html("").endswith("no mana</span>")
    True
    >>> mana_html("G" * 9).count("mtglab-mana"), "×9" in mana_html("G" * 9)
    (1, True)
    """
    if not text:
        return '<span style="color:#888">no mana</span>'
    if "{" in text:
        return "".join(symbol_html(s) for s in ManaCost.parse(text).symbols) or \
            symbol_html(ManaSymbol("{0}", SymbolKind.GENERIC))
    parts = []
    for t in MANA_TYPES:
        n = text.count(t)
        sym = _CANONICAL_SYMBOLS[t]
        if n > run_limit:
            parts.append(symbol_html(sym) + f"<b>×{n}</b>")
        else:
            parts.extend([symbol_html(sym)] * n)
    return "".join(parts)


_SYMBOLS_IN_TEXT: Final = re.compile(r"(\{[0-9WUBRGCXYZSP/]+\})+")


def text_html(text: str) -> str:
    """A sentence escaped for HTML with its mana symbols drawn as badges ({T} and other
    non-mana symbols stay as written).

    >>> text_html("{T}: Add {G}.").count("mtglab-mana")
    1
    """
    out, last = [], 0
    for m in _SYMBOLS_IN_TEXT.finditer(text):
        out.append(html.escape(text[last:m.start()]))
        try:
            out.append(mana_html(m.group(0)))
        except ManaCostError:
            out.append(html.escape(m.group(0)))
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def mana_set_html(totals: Iterable[str], *, run_limit: int = RUN_LIMIT) -> str:
    """A set of mana totals as symbol badges joined by "or" (see :func:`mana_set_text`)."""
    items = sorted(set(totals), key=_total_key)
    if not items:
        return '<span style="color:#888">nothing</span>'
    return ' <span style="color:#666">or</span> '.join(
        f'<span style="white-space:nowrap">{mana_html(m, run_limit=run_limit)}</span>'
        for m in items)


# -- mana costs ---------------------------------------------------------------------------


class SymbolKind(enum.Enum):
    """The kinds of mana symbol (CR 107.4)."""

    GENERIC = "generic"  # {0}, {1}, {2}, ... (107.4b)
    VARIABLE = "variable"  # {X}, {Y}, {Z} (107.3, 107.4b)
    COLORED = "colored"  # {W} {U} {B} {R} {G} (107.4a)
    COLORLESS = "colorless"  # {C} (107.4c)
    SNOW = "snow"  # {S} (107.4h)
    HYBRID = "hybrid"  # {W/U} (107.4e)
    MONOCOLORED_HYBRID = "monocolored hybrid"  # {2/W} (107.4e)
    COLORLESS_HYBRID = "colorless hybrid"  # {C/W} (107.4)
    PHYREXIAN = "Phyrexian"  # {W/P} (107.4f)
    HYBRID_PHYREXIAN = "hybrid Phyrexian"  # {G/U/P} (107.4f)


#: The symbols an effect that "adds" them adds as they are (106.8-106.11, 107.4f)
_ADDABLE: Final = frozenset({SymbolKind.GENERIC, SymbolKind.COLORED, SymbolKind.COLORLESS,
                             SymbolKind.SNOW, SymbolKind.PHYREXIAN})

# The ten two-color pairs in the order the rules print them (107.4).
_HYBRID_PAIRS: Final[frozenset[str]] = frozenset(
    {"WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU"}
)


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol of a cost, e.g. ``{2/W}``."""

    text: str
    kind: SymbolKind
    colors: tuple[str, ...] = ()
    generic: int = 0  # the number of a generic symbol, or the "2" of {2/W}

    @property
    def is_colored(self) -> bool:
        """Colored symbols: colored, hybrid and Phyrexian ones (107.4a, 107.4e, 107.4f)."""
        return bool(self.colors)

    def mana_value(self, x: int = 0) -> int:
        """This symbol's part of a mana value (CR 202.3, 202.3e-g)."""
        match self.kind:
            case SymbolKind.GENERIC:
                return self.generic
            case SymbolKind.VARIABLE:
                return x
            case SymbolKind.MONOCOLORED_HYBRID:
                return max(self.generic, 1)  # 202.3f: the largest component
            case _:
                return 1

    def as_produced(self) -> Mana:
        """The mana an effect that 'adds' this symbol adds (CR 106.8-106.11)."""
        match self.kind:
            case SymbolKind.COLORED | SymbolKind.PHYREXIAN:
                return Mana(self.colors[0])
            case SymbolKind.COLORLESS | SymbolKind.SNOW:
                return Mana("C")
            case SymbolKind.GENERIC:
                return Mana("C" * self.generic)
            case _:
                raise ValueError(f"adding {self.text} needs a choice or a value (CR 106.8)")

    def __str__(self) -> str:
        return self.text


_SYMBOL_RE: Final = re.compile(r"\{([^{}]*)\}")


def _generic_symbol(b: str, raw: str, text: str, pos: int) -> ManaSymbol:
    """A generic mana symbol, ``{0}`` to mtglab's limit of digits (CR 107.4b)."""
    if len(b.lstrip("0")) > MAX_GENERIC_DIGITS:
        raise ManaCostError(text, pos, len(raw),
                            f"a generic amount has at most {MAX_GENERIC_DIGITS} digits "
                            f"(mtglab's limit), this one has {len(b.lstrip('0')):,}")
    return ManaSymbol("{" + str(int(b)) + "}", SymbolKind.GENERIC, generic=int(b))


def _two_part_symbol(b: str, raw: str, text: str, pos: int) -> ManaSymbol | None:
    """A symbol of two halves (CR 107.4e-f, 107.4h): Phyrexian ``{G/P}``, monocolored
    hybrid ``{2/W}``, colorless hybrid ``{C/W}`` or hybrid ``{W/U}`` (a hybrid pair
    written in the wrong order raises); None for anything else."""
    a, c = b.split("/")
    if a in COLORS and c == "P":
        return ManaSymbol("{" + b + "}", SymbolKind.PHYREXIAN, colors=(a,))
    if a == "2" and c in COLORS:
        return ManaSymbol("{" + b + "}", SymbolKind.MONOCOLORED_HYBRID, (c,), generic=2)
    if a == "C" and c in COLORS:
        return ManaSymbol("{" + b + "}", SymbolKind.COLORLESS_HYBRID, colors=(c,))
    if a in COLORS and c in COLORS:
        if a + c in _HYBRID_PAIRS:
            return ManaSymbol("{" + b + "}", SymbolKind.HYBRID, colors=(a, c))
        if c + a in _HYBRID_PAIRS:
            raise ManaCostError(text, pos, len(raw),
                                f"hybrid symbol {raw} is written {{{c}/{a}}} (CR 107.4)")
    return None


def _hybrid_phyrexian_symbol(b: str, raw: str, text: str, pos: int) -> ManaSymbol | None:
    """A hybrid Phyrexian symbol ``{G/U/P}`` (CR 107.4f; a pair written in the wrong
    order raises); None for anything else."""
    a, c, _p = b.split("/")
    if a in COLORS and c in COLORS and a + c in _HYBRID_PAIRS:
        return ManaSymbol("{" + b + "}", SymbolKind.HYBRID_PHYREXIAN, colors=(a, c))
    if a in COLORS and c in COLORS and c + a in _HYBRID_PAIRS:
        raise ManaCostError(text, pos, len(raw),
                            f"hybrid Phyrexian symbol {raw} is written {{{c}/{a}/P}} "
                            "(CR 107.4)")
    return None


#: The symbols of one letter besides the colors: variable (107.3), colorless (107.4c),
#: snow (107.4h)
_LETTER_SYMBOLS: Final = {"X": SymbolKind.VARIABLE, "Y": SymbolKind.VARIABLE,
                          "Z": SymbolKind.VARIABLE, "C": SymbolKind.COLORLESS,
                          "S": SymbolKind.SNOW}


def _parse_symbol(body: str, text: str, pos: int) -> ManaSymbol:
    """Parse the inside of one ``{...}``; raise ManaCostError pointing at it."""
    raw = "{" + body + "}"
    b = body.strip().upper()
    if b.isascii() and b.isdigit():  # "{²}" or "{٣}" are not CR 107.4 symbols
        return _generic_symbol(b, raw, text, pos)
    if b in _LETTER_SYMBOLS:
        return ManaSymbol("{" + b + "}", _LETTER_SYMBOLS[b])
    if b in COLORS:
        return ManaSymbol("{" + b + "}", SymbolKind.COLORED, colors=(b,))
    parts = b.split("/")
    found = None
    if len(parts) == 2:
        found = _two_part_symbol(b, raw, text, pos)
    elif len(parts) == 3 and parts[2] == "P":
        found = _hybrid_phyrexian_symbol(b, raw, text, pos)
    if found is None:
        raise ManaCostError(text, pos, len(raw), f"{raw} is not a mana symbol (CR 107.4)")
    return found


#: A cost's text made of symbols only, with whitespace around them (checked before the
#: symbols are looked up by their insides)
_SYMBOLS_ONLY: Final = re.compile(r"(?:\s*\{[^{}]*\})*\s*")

#: The inside of each symbol read so far -> the symbol (a pure function of the text: the
#: insides of valid symbols only, so text with an unknown one is read symbol by symbol)
_KNOWN_SYMBOLS: dict[str, ManaSymbol] = {}


def _known_symbols(text: str) -> tuple[ManaSymbol, ...] | None:
    """The symbols of ``text`` when it is symbols only, each one already read before;
    else None (:func:`_read_symbols` reads it and says what is wrong)."""
    if _SYMBOLS_ONLY.fullmatch(text) is None:
        return None
    try:
        return tuple([_KNOWN_SYMBOLS[b] for b in _SYMBOL_RE.findall(text)])
    except KeyError:
        return None


def _read_symbols(text: str) -> tuple[ManaSymbol, ...]:
    """The symbols of a cost's text, read one by one; raise ManaCostError pointing at
    what is wrong (CR 107.4)."""
    symbols: list[ManaSymbol] = []
    pos = 0
    n = len(text)
    while pos < n:
        ch = text[pos]
        if ch.isspace():
            pos += 1
            continue
        if ch != "{":
            end = text.find("{", pos)
            end = n if end < 0 else end
            bad = text[pos:end].rstrip() or ch
            raise ManaCostError(text, pos, len(bad),
                                f"{bad!r} is outside braces; write symbols like {{G}}")
        m = _SYMBOL_RE.match(text, pos)
        if m is None:
            raise ManaCostError(text, pos, n - pos, "unclosed '{'")
        body = m.group(1)
        symbol = _KNOWN_SYMBOLS.get(body)
        if symbol is None:
            symbol = _parse_symbol(body, text, pos)
            if len(_KNOWN_SYMBOLS) < 4096:
                _KNOWN_SYMBOLS[body] = symbol
        symbols.append(symbol)
        pos = m.end()
    return tuple(symbols)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: mana symbols in printed order (CR 107.4, 202.1).

    Built from its text (``ManaCost("{1}{G}")``, the same as :meth:`parse`) or from
    mana symbols; anything else raises, so no cost exists in a broken state.

    >>> cost = ManaCost.parse("{X}{X}")
    >>> cost.mana_value, cost.mana_value_with(x=3)
    (0, 6)
    >>> sorted(ManaCost.parse("{G/U/P}").colors)
    ['G', 'U']
    >>> ManaCost("{1}{G}") == ManaCost.parse("{1}{G}")
    True
    """

    symbols: tuple[ManaSymbol, ...]

    _cache: ClassVar[dict[str, ManaCost]] = {}

    def __post_init__(self) -> None:
        """Text is parsed (107.4); symbols must be :class:`ManaSymbol` values."""
        given: object = self.symbols
        if isinstance(given, str):
            object.__setattr__(self, "symbols", ManaCost.parse(given).symbols)
            return
        if not isinstance(given, tuple | list) or \
                not all(isinstance(s, ManaSymbol) for s in given):
            raise BadArgumentTypeError("mana cost", given,
                                       "a string like '{2}{G}' or a tuple of mana symbols")
        if isinstance(given, list):
            object.__setattr__(self, "symbols", tuple(given))

    def __add__(self, other: ManaCost) -> ManaCost:
        """Two costs combined, generic amounts added (a split card's cost, CR 709.4b).

        >>> str(ManaCost.parse("{1}{R}") + ManaCost.parse("{1}{U}"))
        '{2}{R}{U}'
        """
        both = (*self.symbols, *other.symbols)
        generic = sum(s.generic for s in both if s.kind is SymbolKind.GENERIC)
        xs = "".join(s.text for s in both if s.kind is SymbolKind.VARIABLE)
        rest = "".join(s.text for s in both
                       if s.kind not in (SymbolKind.GENERIC, SymbolKind.VARIABLE))
        return ManaCost.parse(xs + (f"{{{generic}}}" if generic else "") + rest)

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse ``"{2}{W/U}"``; a malformed cost raises :class:`ManaCostError`.

        Every symbol of CR 107.4 is accepted: generic numbers ({0} included), {X}/{Y}/{Z},
        {W} {U} {B} {R} {G}, {C}, {S}, hybrid {W/U}, monocolored hybrid {2/W}, colorless
        hybrid {C/W}, Phyrexian {W/P} and hybrid Phyrexian {G/U/P}. Whitespace between
        symbols is ignored; the empty string is the empty cost.
        """
        if not isinstance(text, str):
            raise BadArgumentTypeError("mana cost", text, "a string like '{2}{G}'")
        cached = cls._cache.get(text)
        if cached is not None:
            return cached
        if len(text) > MAX_COST_LENGTH:
            raise ManaCostError(text[:40] + "...", 0, 1,
                                f"a mana cost has at most {MAX_COST_LENGTH:,} characters "
                                f"(mtglab's limit), this one has {len(text):,}")
        cost = cls(_known_symbols(text) or _read_symbols(text))
        if len(cls._cache) < 50_000:
            cls._cache[text] = cost
        return cost

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost.parse({str(self)!r})"

    def __len__(self) -> int:
        return len(self.symbols)

    def __iter__(self) -> Iterator[ManaSymbol]:
        return iter(self.symbols)

    @property
    def mana_value(self) -> int:
        """Mana value with X as 0, as everywhere but the stack (CR 202.3, 107.3g)."""
        return self.mana_value_with(x=0)

    def mana_value_with(self, x: int = 0) -> int:
        """Mana value with X equal to ``x``, as for a spell on the stack (CR 202.3e)."""
        return sum(s.mana_value(x) for s in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        """The colors of the cost's colored symbols (CR 202.2, 105.2)."""
        return frozenset(c for s in self.symbols for c in s.colors)

    @property
    def has_x(self) -> bool:
        """Whether the cost has a variable symbol (CR 107.3)."""
        return any(s.kind is SymbolKind.VARIABLE for s in self.symbols)

    @property
    def x_count(self) -> int:
        """How many {X} the cost has: {X}{X} with X = 3 costs six (CR 107.3)."""
        return sum(1 for s in self.symbols if s.kind is SymbolKind.VARIABLE)

    @property
    def generic(self) -> int:
        """The total of the generic number symbols."""
        return sum(s.generic for s in self.symbols if s.kind is SymbolKind.GENERIC)

    def _repr_html_(self) -> str:
        return "".join(symbol_html(s) for s in self.symbols) or \
            symbol_html(ManaSymbol("{0}", SymbolKind.GENERIC))


#: The symbol of each mana type, for drawing canonical mana strings.
_CANONICAL_SYMBOLS: Final[dict[str, ManaSymbol]] = {
    t: ManaSymbol("{" + t + "}", SymbolKind.COLORLESS if t == "C" else SymbolKind.COLORED,
                  () if t == "C" else (t,))
    for t in MANA_TYPES
}
