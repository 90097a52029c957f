"""Tables that show mana as mana.

Every table mtglab returns is a :class:`Table`: a pandas DataFrame whose *values* are
exactly those DESIGN.md promises (canonical mana strings such as ``"BB"``, frozensets of
them where an answer is a set, tuples of effect labels, booleans), so code and tests work
on them as on any DataFrame. Only how a table is *shown* differs:

- as text (``print(table)``, a terminal): mana as ``{B}{B}``, a long total as ``{B}×36``,
  a set of totals as ``{B} or {B}{B}``, an order as ``A → B``, every column shown and no
  explanation cut;
- as HTML (a notebook): a pandas Styler with mana symbols, ✔ marks, the steps of an
  explanation as a numbered list, and blanks instead of ``<NA>`` or ``None``.

>>> t = as_table({"order": ("Contamination", "Mana Reflection"), "mana": frozenset({"BB"})})
>>> print(t)
order                           mana
Contamination → Mana Reflection {B}{B}
>>> t["mana"].iloc[0]
frozenset({'BB'})
"""

from __future__ import annotations

import functools
import html
import re
import sys
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from mtglab.errors import BadArgumentTypeError
from mtglab.mana import (
    MANA_TYPES,
    mana_html,
    mana_set_html,
    mana_set_text,
    mana_text,
    text_html,
)
from mtglab.rules import cite_html, cite_notes

__all__ = ["Table", "as_table", "cell_html", "cell_text", "table_html", "table_text",
           "wrap_text"]

#: Columns whose strings are canonical mana amounts.
MANA_COLUMNS = frozenset({"mana", "adds", "pool", "mana_pool", "total", "example_mana"})
#: Columns whose strings are mana costs or mana symbols.
COST_COLUMNS = frozenset({"mana_cost", "cost"})
#: Columns of color letters.
COLOR_COLUMNS = frozenset({"colors", "color_identity"})
#: Columns whose tuples are explanations: one sentence per step.
STEP_COLUMNS = frozenset({"steps", "trace"})
#: Columns that are an order of effects.
ORDER_COLUMNS = frozenset({"order", "example_order"})
#: Columns that hold rule numbers only ("604.1, 613"): a bare section is a citation.
RULE_COLUMNS = frozenset({"rule", "rules"})
_MANA_LETTERS = frozenset(MANA_TYPES)


class _ShownAsMana:
    """What a :class:`Table` adds to a DataFrame: how it is shown (see the module
    docstring); no data, no pandas."""

    @property
    def _constructor(self) -> Callable[..., Table]:
        return _table_class()

    def __repr__(self) -> str:
        return table_text(cast("pd.DataFrame", self))

    def __str__(self) -> str:
        return table_text(cast("pd.DataFrame", self))

    def _repr_html_(self) -> str:
        return table_html(cast("pd.DataFrame", self))


if TYPE_CHECKING:
    import pandas as pd

    class Table(_ShownAsMana, pd.DataFrame):
        """A DataFrame that shows mana as mana (see the module docstring)."""
else:
    def __getattr__(name: str) -> Any:
        """``Table``, made on first use: pandas is loaded only when a table is (PEP 562)."""
        if name == "Table":
            return _table_class()
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _table_class() -> type[Table]:
    """The class :class:`Table`: a DataFrame that shows mana as mana (see the module
    docstring); its values, columns and every pandas operation are those of a plain
    DataFrame. Made on first use, so importing this module doesn't load pandas."""
    import pandas as pd  # heavy: loaded when the first table is made

    made = type("Table", (_ShownAsMana, pd.DataFrame), {
        "__module__": __name__, "__doc__": "A DataFrame that shows mana as mana (see "
        "the module docstring); its values, columns and every pandas operation are "
        "those of a plain DataFrame."})
    return cast("type[Table]", made)


#: The key of ``DataFrame.attrs`` that asks a table's text to end with the summaries of
#: the rules it cites.
CITE_NOTES = "mtglab_rules_cited"


def as_table(data: pd.DataFrame | Mapping[str, Any] | Sequence[Mapping[str, Any]], *,
             cite_rules: bool = False) -> Table:
    """A table shown as mtglab shows tables: the same DataFrame, or answers gathered
    into one — a mapping of column to value (one row), or a list of such mappings (a
    row each); with ``cite_rules`` its text ends with each rule it cites and that
    rule's summary (for a terminal). Columns named as mtglab names them (``mana``,
    ``pool``, ``adds``, ``order``, ``steps``...) show their values as mana, orders and
    explanations; an underscore in a column name is shown as a space.

    >>> print(as_table({"pool": "BB", "tapped": True, "counters": {"+1/+1": 2}}))
    pool   tapped counters
    {B}{B} yes    +1/+1: 2
    >>> print(as_table([{"order": ("A", "B"), "mana": "B"}, {"order": ("B", "A"), "mana": ""}]))
    order mana
    A → B {B}
    B → A no mana
    """
    table = _as_table(data)
    if cite_rules:
        table.attrs[CITE_NOTES] = True
    return table


def _as_table(data: pd.DataFrame | Mapping[str, Any] | Sequence[Mapping[str, Any]]) -> Table:
    import pandas as pd  # heavy: loaded when the first table is made

    Table = _table_class()
    if isinstance(data, Table):
        return data
    if isinstance(data, pd.DataFrame):
        return Table(data)
    if isinstance(data, Mapping):
        return Table({str(k): [v] for k, v in data.items()}, index=pd.RangeIndex(1))
    if isinstance(data, list | tuple) and data and all(isinstance(row, Mapping)
                                                       for row in data):
        columns: dict[str, list[Any]] = {}
        for row in data:
            for k in row:
                columns.setdefault(str(k), [])
        for row in data:
            for k, values in columns.items():
                values.append(row.get(k))
        return Table(columns, index=pd.RangeIndex(len(data)))
    raise BadArgumentTypeError("data", data, "a DataFrame, a mapping of column to value, "
                               "or a non-empty list of such mappings")


def _is_missing(value: Any) -> bool:
    pd = sys.modules.get("pandas")  # (not loaded: the value can't be pandas')
    if value is None or (pd is not None and (value is pd.NA or value is pd.NaT)):
        return True
    try:
        return isinstance(value, float) and value != value
    except TypeError:
        return False


def _bools() -> tuple[type, ...]:
    """Python's and numpy's booleans (if numpy isn't loaded, a value can't be one)."""
    np = sys.modules.get("numpy")
    return (bool,) if np is None else (bool, np.bool_)


def _is_mana_set(value: Any) -> bool:
    return isinstance(value, frozenset | set) and all(
        isinstance(m, str) and set(m) <= _MANA_LETTERS for m in value)


def _join_order(value: Iterable[Any]) -> str:
    parts = [str(v) for v in value]
    return " → ".join(parts) if parts else "(none applies)"


def cell_text(column: str, value: Any) -> str:
    """One cell as text (see the module docstring).

    >>> cell_text("mana", frozenset({"B", "BB"})), cell_text("power", None)
    ('{B} or {B}{B}', '')
    """
    if isinstance(value, tuple | list):
        if column in STEP_COLUMNS:
            return " | ".join(f"{i}. {s}" for i, s in enumerate(value, 1)) or "(none)"
        if column in ORDER_COLUMNS:
            return _join_order(value)
        return ", ".join(cell_text(column, v) for v in value)
    if _is_missing(value):
        return ""
    if _is_mana_set(value):
        return mana_set_text(value)
    if isinstance(value, frozenset | set):
        return ", ".join(sorted(str(v) for v in value))
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    if isinstance(value, _bools()):
        if column in _MANA_LETTERS:  # a could-produce column: its letter, or a dot
            return column if value else "·"
        return "yes" if value else "no"
    if isinstance(value, str) and column in MANA_COLUMNS and set(value) <= _MANA_LETTERS:
        return mana_text(value)
    return str(value)


def cell_html(column: str, value: Any) -> str:
    """One cell as HTML: mana symbols, ✔ marks, steps as a numbered list."""
    if isinstance(value, tuple | list):
        return _sequence_html(column, value)
    if _is_missing(value):
        return ""
    if _is_mana_set(value):
        return mana_set_html(value)
    if isinstance(value, _bools()):
        value = bool(value)
        if column in _MANA_LETTERS:  # a could-produce column: the symbol, or nothing
            return mana_html(column) if value else ""
        return '<span style="color:#1a7f37">✔</span>' if value else \
            '<span style="color:#bbb">–</span>'
    if isinstance(value, str):
        return _string_html(column, value)
    return html.escape(cell_text(column, value))


def _sequence_html(column: str, value: tuple[Any, ...] | list[Any]) -> str:
    """A tuple or list cell: the steps of an explanation as a numbered list, an order
    of effects with arrows, anything else each item in turn."""
    if column in STEP_COLUMNS:
        items = "".join(f"<li>{cite_html(str(s), text_html)}</li>" for s in value)
        return f'<ol style="margin:0;padding-left:1.4em;text-align:left">{items}</ol>' \
            if items else '<span style="color:#888">(none)</span>'
    if column in ORDER_COLUMNS:
        return html.escape(_join_order(value))
    return ", ".join(cell_html(column, v) for v in value)


def _string_html(column: str, value: str) -> str:
    """A string cell: mana, a cost or colors as symbols where the column says so;
    otherwise text whose rules cited are links with their summaries on hover."""
    if column in MANA_COLUMNS and set(value) <= _MANA_LETTERS:
        return mana_html(value)
    if column in COST_COLUMNS and value.startswith("{"):
        try:
            return mana_html(value)
        except ValueError:
            return html.escape(value)
    if column in COLOR_COLUMNS and value and set(value) <= _MANA_LETTERS:
        return mana_html(value)
    return cite_html(value, text_html, bare_sections=column in RULE_COLUMNS)


def table_text(frame: pd.DataFrame, *, width: int | None = None) -> str:
    """The whole table as text: every column, and every explanation in full.

    Explanations (``steps``) would make each line hundreds of characters wide, so they
    are written under the table, one numbered step a line, for each row. With ``width``
    (a terminal's columns) no line is wider: the widest columns wrap their cells onto
    more lines, headers break at their underscores.

    >>> t = as_table({"card": "Forest", "why": "a long reason " * 4})
    >>> print(table_text(t, width=30))
    card   why
    Forest a long reason a long
           reason a long reason a
           long reason
    """
    if not len(frame.columns):
        return "(empty table)"
    if not len(frame):
        return "(no rows; columns: " + ", ".join(map(str, frame.columns)) + ")"
    import pandas as pd  # (loaded already: the frame is one)

    steps = [c for c in frame.columns if str(c) in STEP_COLUMNS]
    cols = [c for c in frame.columns if c not in steps]
    cells = {c: [cell_text(str(c), v) for v in frame[c]] for c in cols}
    plain_index = isinstance(frame.index, pd.RangeIndex)
    text = _wrapped(frame, cells, plain_index, width) if cols and width is not None else None
    if text is None:
        # left-aligned: pad every cell to its column's width (headers included)
        shown = pd.DataFrame({c: [v.ljust(max(len(str(c)), *map(len, vs))) for v in vs]
                              for c, vs in cells.items()}, index=frame.index)
        text = shown.to_string(index=not plain_index, max_colwidth=None, justify="left") \
            if cols else ""
        text = "\n".join(line.rstrip() for line in text.splitlines())
    if steps:
        text = (text + "\n\n" if text else "") + _steps_text(frame, steps, plain_index,
                                                             width)
    notes = _cited_notes(frame, width) if frame.attrs.get(CITE_NOTES) else ""
    return text + "\n\n" + notes if notes else text


def _steps_text(frame: pd.DataFrame, steps: list[Any], plain_index: bool,
                width: int | None) -> str:
    """The explanations of every row, one numbered step a line, under the table."""
    blocks = []
    for n, (label, row) in enumerate(frame[steps].iterrows()):
        lines = [f"{c} of row {label if not plain_index else n}:" for c in steps[:1]]
        for c in steps:
            value = row[c]
            items = list(value) if isinstance(value, tuple | list) else [value]
            lines += [f"  {i}. {s}" for i, s in enumerate(items, 1)] or ["  (none)"]
        if width is not None:
            lines = [w for line in lines
                     for w in wrap_text(line, width, subsequent_indent="     ")]
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def _cited_notes(frame: pd.DataFrame, width: int | None) -> str:
    """Each rule the table cites, with its summary ("" when it cites none)."""
    texts: list[str] = []
    rule_texts: list[str] = []
    for c in frame.columns:
        into = rule_texts if str(c) in RULE_COLUMNS else texts
        for cell in frame[c]:
            if isinstance(cell, str):
                into.append(cell)
            elif isinstance(cell, tuple | list):
                into.extend(str(s) for s in cell)
    return cite_notes(texts, rule_texts=rule_texts, width=width or 100)


_GAP = "  "  # between the columns of a wrapped table
_CITATION_SPACE = re.compile(r"\b(CR|rule) (?=\d)")


def wrap_text(text: str, width: int, **options: Any) -> list[str]:
    """``textwrap.wrap`` that keeps a citation on one line ("CR 302.6" never splits
    after "CR") and never breaks on hyphens ("+1/+1", "Pili-Pala"); ``[""]`` for ""."""
    glued = _CITATION_SPACE.sub(lambda m: m.group(1) + "\u00a0", text)
    lines = textwrap.wrap(glued, width, break_on_hyphens=False, **options)
    return [line.replace("\u00a0", " ") for line in lines] or [""]


def _header_lines(header: str, room: int) -> list[str]:
    """A header in lines of at most ``room`` (or its longest part), broken after its
    underscores: ``controlled_`` / ``since_turn_start``."""
    parts = [p + "_" for p in header.split("_")]
    parts[-1] = parts[-1][:-1]
    lines = [""]
    for part in parts:
        if lines[-1] and len(lines[-1]) + len(part) > room:
            lines.append("")
        lines[-1] += part
    return lines


def _wrapped(frame: pd.DataFrame, cells: dict[Any, list[str]], plain_index: bool,
             width: int) -> str | None:
    """The table's rows in at most ``width`` columns, or None when it fits as it is."""
    headers = [str(c) for c in cells]
    columns = [list(v) for v in cells.values()]
    if not plain_index:
        headers.insert(0, "")
        columns.insert(0, [str(x) for x in frame.index])
    content = [max(map(len, col)) for col in columns]
    natural = [max(len(h), c) for h, c in zip(headers, content, strict=True)]
    if sum(natural) + len(natural) - 1 <= width:
        return None  # fits with single spaces: shown as always
    widths, gap = _column_widths(headers, columns, content, natural, width)
    out: list[str] = []

    def emit(parts: list[list[str]]) -> None:
        for k in range(max(len(p) for p in parts)):
            out.append(gap.join((p[k] if k < len(p) else "").ljust(w)
                                for p, w in zip(parts, widths, strict=True)).rstrip())

    emit([_header_lines(h, w) for h, w in zip(headers, widths, strict=True)])
    for r in range(len(frame)):
        emit([wrap_text(col[r], w) for col, w in zip(columns, widths, strict=True)])
    return "\n".join(out)


def _column_widths(headers: list[str], columns: list[list[str]], content: list[int],
                   natural: list[int], width: int) -> tuple[list[int], str]:
    """The width of each column of a wrapped table, and the gap between columns."""
    # first the headers break after their underscores ("controlled_since_turn_start")
    head_part = [max(len(p) for p in _header_lines(h, 1)) for h in headers]
    widths = [max(c, hp) for c, hp in zip(content, head_part, strict=True)]
    gap = _GAP if sum(widths) + len(_GAP) * (len(widths) - 1) <= width else " "
    room = width - len(gap) * (len(widths) - 1)
    if sum(widths) > room:
        widths = _squeezed(columns, widths, head_part, room)
    # what is left over goes to the columns cut the most
    spare = room - sum(widths)
    for i in sorted(range(len(widths)), key=lambda i: widths[i] - natural[i]):
        extra = max(min(spare, natural[i] - widths[i]), 0)
        widths[i] += extra
        spare -= extra
    return widths, gap


def _squeezed(columns: list[list[str]], widths: list[int], head_part: list[int],
              room: int) -> list[int]:
    """The widest cells wrapped, down to each column's longest word (up to 16), so the
    columns fit in ``room``."""
    least = []
    for col, w, hp in zip(columns, widths, head_part, strict=True):
        longest_word = max((len(word) for c in col for word in c.split()), default=0)
        least.append(min(w, max(min(longest_word, 16), hp, 3)))
    lo, hi = 1, max(widths)
    while lo < hi:  # water-filling: the largest cap such that the capped widths fit
        cap = (lo + hi + 1) // 2
        if sum(max(m, min(w, cap)) for w, m in zip(widths, least, strict=True)) <= room:
            lo = cap
        else:
            hi = cap - 1
    return [max(m, min(w, lo)) for w, m in zip(widths, least, strict=True)]


_TABLE_STYLES: list[Any] = [
    {"selector": "", "props": [("border-collapse", "collapse"), ("font-size", "0.9em")]},
    {"selector": "th", "props": [("background", "#f3f3f3"), ("padding", "3px 8px"),
                                 ("text-align", "left"), ("border-bottom", "1px solid #bbb")]},
    {"selector": "td", "props": [("padding", "3px 8px"), ("vertical-align", "top"),
                                 ("border-bottom", "1px solid #eee"), ("text-align", "left")]},
]


def table_html(frame: pd.DataFrame) -> str:
    """The whole table as HTML (a pandas Styler): mana symbols, no <NA> or None."""
    if not len(frame):
        return ("<p><i>no rows</i> (columns: "
                + html.escape(", ".join(map(str, frame.columns))) + ")</p>")
    import pandas as pd  # (loaded already: the frame is one)

    plain = pd.DataFrame(frame)
    formatters: dict[Any, str | Callable[[object], str] | None] = {
        c: functools.partial(cell_html, str(c)) for c in plain.columns}
    styler = plain.style.format(formatters, escape=None)
    styler = styler.format_index(lambda c: html.escape(str(c).replace("_", " ")), axis=1)
    if isinstance(plain.index, pd.RangeIndex):
        styler = styler.hide(axis="index")
    if "tapped" in plain.columns:
        styler = styler.apply(lambda row: ["color:#777;font-style:italic" if row["tapped"]
                                           is not None and bool(row["tapped"]) else ""
                                           for _ in row], axis=1)
    return str(styler.set_table_styles(_TABLE_STYLES).to_html())
