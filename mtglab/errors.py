"""The exceptions mtglab raises.

Every error derives from :class:`MtglabError`. Errors caused by bad input also derive
from :class:`ValueError`, so ``except ValueError`` catches them the way it would catch a
bad argument anywhere else in Python.
"""

from __future__ import annotations

import reprlib
from collections.abc import Sequence

__all__ = [
    "BadArgumentError",
    "BadArgumentTypeError",
    "CardDataError",
    "ChoiceRequired",
    "DownloadError",
    "IllegalActionError",
    "InputLimitError",
    "ManaCostError",
    "MtglabError",
    "TooManyOutcomes",
    "UnboundedMana",
    "UnknownCardError",
    "UnknownPermanentError",
    "UnknownPlayerError",
    "UnsupportedError",
    "shorten",
]

def _short_repr(value: object, depth: int) -> str:
    """``repr`` two levels deep, four items each; big numbers and long strings cut."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 200:  # repr() of a huge int is slow, then refused
            return f"<a whole number of about {int(value.bit_length() * 0.30103):,} digits>"
        return repr(value)
    if isinstance(value, str):
        if len(value) <= 40:
            return repr(value)
        return repr(value[:18])[:-1] + "..." + repr(value[-18:])[1:]
    if isinstance(value, dict | list | tuple | set | frozenset):
        # subclasses too (a YAML loader's mappings): never their own, unbounded repr
        brackets = "[]" if isinstance(value, list) else "()" if isinstance(value, tuple) \
            else "{}"
        if depth >= 2:
            return brackets[0] + "..." + brackets[1]
        if isinstance(value, dict):
            pairs = list(value.items())
            shown = [f"{_short_repr(k, depth + 1)}: {_short_repr(v, depth + 1)}"
                     for k, v in pairs[:4]]
            count = len(pairs)
        else:
            items = list(value)
            shown = [_short_repr(x, depth + 1) for x in items[:4]]
            count = len(items)
        if count > 4:
            shown.append("...")
        return brackets[0] + ", ".join(shown) + brackets[1]
    try:
        return _SHORT.repr(value)
    except Exception:  # a repr that fails must not hide the real error
        return f"<{type(value).__name__}>"


_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2
_SHORT.maxstring = _SHORT.maxother = 40


def shorten(value: object, limit: int = 60) -> str:
    """A value quoted for an error message: its ``repr``, never longer than ``limit``.

    Containers are shown two levels deep, four items each, so a huge or self-repeating
    value (a YAML alias bomb) is never expanded:

    >>> shorten("x" * 1000)
    "'xxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'"
    >>> shorten([[1, 2, 3, 4, 5]] * 10)
    '[[1, 2, 3, 4, ...], [1, 2, 3, 4, ...], [1, 2, 3, 4, ...],...'
    >>> shorten(10 ** 5000)
    '<a whole number of about 5,000 digits>'
    """
    text = _short_repr(value, 0)
    return text if len(text) <= max(limit, 10) else text[: max(limit, 10) - 3] + "..."


#: The longest reason an error gives: past it, the middle of the reason is elided
MAX_REASON = 1_000


def bounded(text: str, limit: int = MAX_REASON) -> str:
    """A reason for an error message, its middle elided past ``limit`` characters, so a
    huge value quoted inside it (a 100,000-character name) never makes the message huge.

    >>> bounded("x" * 50, 20)
    'xxxxxxx [...] xxxxxx'
    """
    if len(text) <= limit:
        return text
    keep = max(limit - 7, 2)
    return text[: (keep + 1) // 2] + " [...] " + text[len(text) - keep // 2:]


class MtglabError(Exception):
    """Base class of every error mtglab raises."""


class ManaCostError(MtglabError, ValueError):
    """A mana cost could not be parsed (CR 107.4, 202.1).

    The message quotes the text and points at the offending symbol::

        ManaCostError: {W/Q} is not a mana symbol (CR 107.4) in '{2}{W/Q}'
            {2}{W/Q}
               ^^^^^
    """

    def __init__(self, text: str, position: int, length: int, reason: str) -> None:
        self.text = text
        self.position = position
        self.length = max(1, length)
        self.reason = reason
        caret = " " * position + "^" * self.length
        # Tabs, newlines and other unprintable characters would shift the caret: show
        # each as one space so the caret stays under the symbol.
        shown = "".join(ch if ch.isprintable() else " " for ch in text)
        super().__init__(f"{reason} in {text!r}\n    {shown}\n    {caret}")


class CardDataError(MtglabError, ValueError):
    """A card file or a card record is malformed; names the file and the record."""

    def __init__(self, message: str, *, path: str | None = None, record: str | None = None) -> None:
        self.path = path
        self.record = record
        # a path or a record name is quoted whole unless it is unreasonably long
        shown_path = path if path is None or len(path) <= 300 else shorten(path, 300)
        shown_record = record if record is None or len(record) <= 200 else \
            shorten(record, 200)
        where = ", ".join(
            part for part in (shown_path, f"record {shown_record}"
                              if shown_record is not None else None) if part
        )
        super().__init__(f"{where}: {message}" if where else message)


class UnknownCardError(MtglabError, KeyError, ValueError):
    """No card of that name is known; lists the closest names."""

    def __init__(self, name: str, suggestions: Sequence[str] = (), *,
                 only_bundled: bool = False) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        #: True when mtglab knew only its bundled catalogue: no card file loaded, none
        #: downloaded, so the card may well exist
        self.only_bundled = only_bundled
        shown = ", ".join(repr(s) for s in self.suggestions)
        hint = f"; did you mean {shown}?" if suggestions else \
            "; no name is close (ml.catalogue().names lists the bundled cards)"
        if only_bundled:
            hint += ("; only the bundled cards are known: run `mtglab cards download` (or "
                     "ml.download_cards()) once to know every card in every session, or "
                     "load a card file with ml.load_cards(path) (`--cards FILE`)")
        self.message = f"unknown card {shorten(name, 200)}{hint}"
        super().__init__(self.message)

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return self.message


class DownloadError(MtglabError):
    """A download failed (no connection, a server error, a file of the wrong shape);
    names the URL. Nothing cached is changed."""

    def __init__(self, url: str, reason: str) -> None:
        self.url = url
        self.reason = reason
        super().__init__(f"cannot download {shorten(url, 300)}: {reason}")


class IllegalActionError(MtglabError, ValueError):
    """An action is not allowed by the rules; each reason cites its rule."""

    def __init__(self, action: str, reasons: Sequence[str]) -> None:
        self.action = action
        self.reasons = tuple(reasons)
        body = "; ".join(bounded(r) for r in self.reasons) if self.reasons else "not allowed"
        super().__init__(f"cannot {bounded(action, 300)}: {body}")


class ChoiceRequired(MtglabError, ValueError):
    """An action needs a choice that was not given; lists the legal options."""

    def __init__(self, what: str, options: Sequence[object] = ()) -> None:
        self.what = what
        self.options = tuple(options)
        shown = ", ".join(shorten(o) if not isinstance(o, str) else bounded(o, 200)
                          for o in self.options[:20])
        more = f", ... ({len(self.options)} in all)" if len(self.options) > 20 else ""
        suffix = f"; legal options: {shown}{more}" if self.options else ""
        super().__init__(f"a choice is required: {bounded(what)}{suffix}")

    @property
    def parameter(self) -> str | None:
        """The keyword argument that answers the choice — ``what`` ends "; pass targets="
        by convention — or ``None`` when it names none.

        >>> ChoiceRequired("the target of Shock (CR 601.2c); pass targets=").parameter
        'targets'
        """
        _head, sep, tail = self.what.rpartition("; pass ")
        name = tail[:-1] if tail.endswith("=") else ""
        return name if sep and name.isidentifier() else None

    @property
    def question(self) -> str:
        """What is asked, without the keyword argument that answers it."""
        head, sep, _tail = self.what.rpartition("; pass ")
        return head if sep and self.parameter is not None else self.what


class TooManyOutcomes(MtglabError):
    """An enumeration would list more rows than the given limit."""

    def __init__(self, what: str, count: int | None, limit: int) -> None:
        self.count = count
        self.limit = limit
        n = f"{count:,}" if count is not None else f"more than {limit:,}"
        super().__init__(f"{what}: {n} rows exceed limit={limit:,}; raise the limit or ask for "
                         f"grouped counts")


class UnboundedMana(MtglabError):
    """A loop of mana abilities can make arbitrarily much mana (detected, never run)."""

    def __init__(self, loop: Sequence[str]) -> None:
        self.loop = tuple(loop)
        super().__init__("unbounded mana: repeating " + " -> ".join(self.loop)
                         + " adds mana each time without end")


class BadArgumentError(MtglabError, ValueError):
    """A public function was given a value it cannot use; names the argument.

    >>> str(BadArgumentError("zone", "hnd", "one of battlefield, hand, library"))
    "zone: 'hnd' is not one of battlefield, hand, library"
    """

    def __init__(self, field: str, value: object, expected: str) -> None:
        self.field = field
        self.value = value
        self.expected = expected
        super().__init__(f"{field}: {shorten(value)} is not {expected}")


class BadArgumentTypeError(MtglabError, TypeError):
    """A public function was given a value of the wrong type; names the argument.

    >>> str(BadArgumentTypeError("counter kind", None, "a string such as '+1/+1'"))
    "counter kind: expected a string such as '+1/+1', got None (NoneType)"
    """

    def __init__(self, field: str, value: object, expected: str) -> None:
        self.field = field
        self.value = value
        self.expected = expected
        super().__init__(f"{field}: expected {expected}, got {shorten(value)} "
                         f"({type(value).__name__})")


class InputLimitError(CardDataError):
    """A card, deck or board file goes past one of mtglab's documented size limits.

    The limits are checked before any work is done on the input, so a small hostile
    file (deep nesting, a YAML alias bomb, a huge number) is refused at once.
    """


class UnsupportedError(MtglabError):
    """An ability or action uses text mtglab does not understand yet.

    mtglab never guesses: an ability the parser could not read is kept as text, and
    activating or resolving it raises this error instead of doing something else.
    """


class UnknownPermanentError(MtglabError, KeyError, ValueError):
    """No permanent on the board matches that handle, id or name (or several do)."""

    def __init__(self, message: str) -> None:
        self.message = bounded(message)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class UnknownPlayerError(BadArgumentError, KeyError):
    """No player of the board has that name; lists the players.

    >>> str(UnknownPlayerError("nobody", ("you", "opponent"), field="controller"))
    "controller: 'nobody' is not a player of this board: 'you', 'opponent'"
    """

    def __init__(self, name: object, players: Sequence[str] = (), *,
                 field: str = "player") -> None:
        self.players = tuple(players)
        shown = ", ".join(repr(p) for p in self.players)
        super().__init__(field, name, f"a player of this board: {shown}")

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return str(self.args[0])
