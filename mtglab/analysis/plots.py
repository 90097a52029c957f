"""Pictures (matplotlib): replacement orders as a tree, outcomes, could-produce heatmaps,
what is payable, and scaling curves for the benchmarks.

Imported lazily as ``ml.plot``. Every function takes an optional ``ax`` (drawn on if
given, else a new figure sized for the data) and returns the Axes it drew on, so pictures
compose in notebooks. Every picture has a title and labelled axes that say what is
counted and which rule decides it, and mana is written as mana symbols (``{B}{B}``, long
runs as ``{B}×36``, a set of totals as ``{B} or {B}{B}``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglab.analysis.available import summary_values
from mtglab.analysis.orderings import ordering_problem, orderings
from mtglab.analysis.view import check_board
from mtglab.arguments import check_flag, check_limit, check_player, check_text, check_x
from mtglab.engine.mana.replacement import apply_effect, choosable, order_counts
from mtglab.engine.payment.decision import payable
from mtglab.engine.payment.search import mana_problem
from mtglab.errors import BadArgumentError, BadArgumentTypeError, TooManyOutcomes
from mtglab.mana import MANA_TYPES, mana_set_text

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes

    from mtglab.analysis.view import BoardView as Board

    PermanentLike = Any

__all__ = ["could_produce_heatmap", "orderings_tree", "outcomes", "payable_region", "scaling"]

#: Labels longer than this are shortened (the full text is in the table).
LABEL_CHARS = 34


def __dir__() -> list[str]:
    """The plots (tab completion in a notebook)."""
    return list(__all__)

_TYPE_COLORS = {"W": "#f3eeb0", "U": "#8fb9e3", "B": "#8a817c", "R": "#e8846b",
                "G": "#8fbf78", "C": "#c9c3bd"}


def _check_ax(ax: Any) -> None:
    """``ax=``: None or a matplotlib Axes (duck-typed: matplotlib is imported lazily)."""
    if ax is not None and not (hasattr(ax, "figure") and hasattr(ax, "plot")):
        raise BadArgumentTypeError("ax", ax, "a matplotlib Axes, e.g. from plt.subplots()")


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _fig, new = plt.subplots(figsize=size)
    return new


def _mana_label(ms: Any, limit: int = LABEL_CHARS) -> str:
    """A set of totals as a short label: "{B} or {B}{B}", or "{B} … (5 totals)"."""
    totals = sorted({str(m) for m in ms}, key=lambda t: (len(t), t))
    text = mana_set_text(totals)
    if len(text) <= limit or len(totals) < 2:
        return text
    return f"{mana_set_text(totals[:1])} … ({len(totals)} totals)"


def orderings_tree(board: Board, p: PermanentLike, ability: int | str = 0, *,
                   x: int | None = None, ax: Axes | None = None,
                   max_leaves: int = 64) -> Axes:
    """Draw every order of replacement effects as a tree (CR 616.1).

    The root is the proposed event; each edge is an effect applied (616.1f re-checks
    what applies after each); each leaf shows the mana that order gives and, where
    identical subtrees were merged, how many orders it stands for.
    """
    check_board(board)
    check_x(x)
    check_limit(max_leaves, "max_leaves")
    _check_ax(ax)
    prob = ordering_problem(board, p, ability, x=x)
    effects = list(prob.effects)
    ctx = prob.event.context
    nodes: list[tuple[float, int, str, bool]] = []  # (x, depth, label, is a leaf)
    edges: list[tuple[int, int, str]] = []
    leaves = [0]

    # counted by the order search, not by walking the tree: refusing a big tree is instant
    total_leaves = sum(order_counts(prob.event, effects).values())
    if total_leaves > max_leaves:
        raise TooManyOutcomes("orders to draw as a tree (ml.plot.outcomes draws their "
                              "counts)", total_leaves, max_leaves)

    def walk(outcomes: Any, used: frozenset[int], depth: int) -> int:
        choices = choosable(prob.event, effects, sorted(used), outcomes)
        if not choices:
            idx = len(nodes)
            nodes.append((float(leaves[0]), depth, _mana_label(prob.finish(outcomes)), True))
            leaves[0] += 1
            return idx
        kids = []
        for c in choices:
            child = walk(apply_effect(effects[c], outcomes, ctx), used | {c}, depth + 1)
            kids.append((child, effects[c].label))
        xs = [nodes[k][0] for k, _ in kids]
        idx = len(nodes)
        label = _mana_label(outcomes) if depth == 0 else ""
        nodes.append((sum(xs) / len(xs), depth, label, False))
        for k, lab in kids:
            edges.append((idx, k, lab))
        return idx

    walk(prob.event.outcomes, frozenset(), 0)
    depth = max((n[1] for n in nodes), default=0)
    ax = _axes(ax, (min(12.0, max(6.0, 1.7 * leaves[0])), 1.6 + 1.2 * depth))
    for a, b, lab in edges:
        x0, d0 = nodes[a][0], nodes[a][1]
        x1, d1 = nodes[b][0], nodes[b][1]
        ax.plot([x0, x1], [-d0, -d1], color="#666", lw=1.2, zorder=1)
        # near the child, wrapped at a space: siblings' labels stay apart
        lab = lab.replace(" ", "\n", 1) if len(lab) > 12 else lab
        ax.annotate(lab, (x0 + 0.72 * (x1 - x0), -(d0 + 0.72 * (d1 - d0))), fontsize=8,
                    ha="center", va="center", zorder=2,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})
    for xpos, d, lab, leaf in nodes:
        ax.scatter([xpos], [-d], s=90, color="#2a7" if leaf else "#357", zorder=3)
        if lab:
            ax.annotate(lab, (xpos, -d), xytext=(0, -14 if leaf else 10),
                        textcoords="offset points", ha="center", fontsize=9,
                        fontweight="bold" if leaf else "normal")
    ax.set_title(f"Tapping {prob.source_name}: {leaves[0]} order(s) of replacement effects, "
                 f"chosen by {prob.event.chooser} (CR 616.1)\nroot: the mana proposed; "
                 "each edge: one effect applied; each leaf: the mana that order gives",
                 fontsize=9)
    ax.set_axis_off()
    ax.margins(x=0.08, y=0.12)
    return ax


def outcomes(board: Board, p: PermanentLike, ability: int | str = 0, *, x: int | None = None,
             top: int = 10, ax: Axes | None = None) -> Axes:
    """Bar chart: how many orders of the replacement effects give each result (616.1).

    The ``top`` most frequent results get a bar each, labelled with the mana and the
    count; the rest are one "other results" bar. Orders are counted by the order
    search, never listed, so ten effects (3,628,800 orders) draw at once.
    """
    check_board(board)
    check_x(x)
    check_limit(top, "top")
    _check_ax(ax)
    table = orderings(board, p, ability, group=True, x=x)
    prob_name = ordering_problem(board, p, ability, x=x).source_name
    labels = [_mana_label(m) for m in table["mana"]]
    counts = [int(n) for n in table["n_orders"]]
    total = sum(counts)
    if len(labels) > top:
        rest = sum(counts[top:])
        labels = [*labels[:top], f"other results ({len(counts) - top})"]
        counts = [*counts[:top], rest]
    ax = _axes(ax, (7.0, 1.2 + 0.42 * max(len(labels), 2)))
    bars = ax.barh(range(len(labels)), counts, color="#3a6ea5")
    ax.set_yticks(range(len(labels)), labels, fontsize=9)
    ax.invert_yaxis()
    for bar, n in zip(bars, counts, strict=True):
        ax.annotate(f"{n:,}", (bar.get_width(), bar.get_y() + bar.get_height() / 2),
                    xytext=(3, 0), textcoords="offset points", va="center", fontsize=8)
    ax.set_xlabel(f"number of orders giving it (of {total:,}; CR 616.1)")
    ax.set_ylabel("mana added")
    ax.set_xlim(0, max(counts, default=1) * 1.18)
    from matplotlib.ticker import StrMethodFormatter

    ax.xaxis.set_major_formatter(StrMethodFormatter("{x:,.0f}"))
    ax.set_title(f"Tapping {prob_name}: the results of every order of replacement effects",
                 fontsize=10)
    return ax


def could_produce_heatmap(board: Board, *, ax: Axes | None = None) -> Axes:
    """Which types of mana each permanent could produce (CR 106.7), as a grid."""
    check_board(board)
    _check_ax(ax)
    table = board.could_produce_table()
    types = ["W", "U", "B", "R", "G", "C"]
    names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
             "C": "colorless"}
    ax = _axes(ax, (5.5, 0.42 * max(3, len(table)) + 1.4))
    import numpy as np

    data = table[types].to_numpy(dtype=float) if len(table) else np.zeros((0, 6))
    ax.imshow(data, cmap="Greens", vmin=0, vmax=1.4, aspect="auto")
    ax.set_xticks(range(6), [f"{{{t}}}\n{names[t]}" for t in types], fontsize=8)
    ax.set_yticks(range(len(table)), [f"#{i} {n} ({c})" for i, n, c in
                                      zip(table["id"], table["name"], table["controller"],
                                          strict=True)], fontsize=9)
    for i in range(len(table)):
        for j in range(len(types)):
            if data[i, j]:
                ax.text(j, i, "✔", ha="center", va="center", fontsize=9)
    ax.set_xlabel("type of mana")
    ax.set_ylabel("permanent (controller)")
    ax.set_title("What each permanent could produce (CR 106.7)", fontsize=10)
    return ax


def scaling(data: Any, x: str, ys: Any, *, ax: Axes | None = None, title: str = "",
            xlabel: str | None = None, ylabel: str = "seconds", logx: bool = False,
            logy: bool = True, guides: Any = ()) -> Axes:
    """Benchmark scaling curves: one line per column of ``ys`` against column ``x``.

    ``data`` is a DataFrame or a list of dicts (one per size measured); ``ys`` maps
    column names to legend labels (or is a list of column names); missing values are
    skipped, so a method that ran out of time stops where it stopped. ``guides`` are
    horizontal reference lines (a target time, say) as ``(value, label)`` pairs.
    """
    _check_ax(ax)
    check_text(title, "title")
    check_text(ylabel, "ylabel")
    if xlabel is not None:
        check_text(xlabel, "xlabel")
    check_flag(logx, "logx")
    check_flag(logy, "logy")
    frame = _scaling_frame(data)
    labels = _scaling_labels(ys, frame, x)
    try:
        guides = [(float(value), str(label)) for value, label in guides]
    except (TypeError, ValueError):
        raise BadArgumentTypeError("guides", guides, "(value, label) pairs") from None
    ax = _axes(ax, (6.5, 4.2))
    markers = "os^dvx*"
    for n, (col, label) in enumerate(labels.items()):
        part = frame[[x, col]].dropna()
        ax.plot(part[x], part[col], marker=markers[n % len(markers)], ls="-", label=label)
    for value, label in guides:
        ax.axhline(value, color="#999", lw=0.8, ls="--")
        ax.annotate(label, (0, value), xycoords=("axes fraction", "data"), xytext=(3, 3),
                    textcoords="offset points", fontsize=7, color="#666")
    _scaling_axes(ax, frame, x, logx=logx, logy=logy)
    ax.set_xlabel(xlabel or x)
    ax.set_ylabel(ylabel)
    ax.set_title(title or f"{ylabel} against {xlabel or x}", fontsize=10)
    ax.grid(True, which="major", color="#eee")
    if labels:  # no lines, no legend
        ax.legend(fontsize=8)
    return ax


def _scaling_frame(data: Any) -> pd.DataFrame:
    """``scaling``'s data as a DataFrame (a DataFrame or a list of dicts)."""
    import pandas as pd

    if isinstance(data, str | bytes) or not (isinstance(data, pd.DataFrame) or
                                             hasattr(data, "__iter__")):
        raise BadArgumentTypeError("data", data, "a DataFrame or a list of dicts")
    try:
        return data if isinstance(data, pd.DataFrame) else pd.DataFrame(list(data))
    except (TypeError, ValueError):
        raise BadArgumentTypeError("data", data, "a DataFrame or a list of dicts") from None


def _scaling_labels(ys: Any, frame: pd.DataFrame, x: Any) -> dict[Any, Any]:
    """``scaling``'s ``ys`` as column -> legend label; ``x`` and each of them a column of
    the data."""
    if isinstance(ys, str | bytes) or not hasattr(ys, "__iter__"):
        raise BadArgumentTypeError("ys", ys, "a list of column names or a dict column -> "
                                   "label")
    names = list(ys)
    if not all(isinstance(c, str | int) for c in names):
        raise BadArgumentTypeError("ys", ys, "a list of column names or a dict column -> "
                                   "label")
    labels = dict(ys) if isinstance(ys, dict) else {c: c for c in names}
    for column in (x, *labels):
        if not isinstance(column, str | int) or column not in frame.columns:
            raise BadArgumentError("columns", column, "a column of data: one of "
                                   + ", ".join(repr(c) for c in list(frame.columns)[:12]))
    return labels


def _scaling_axes(ax: Axes, frame: pd.DataFrame, x: Any, *, logx: bool, logy: bool) -> None:
    """Logarithmic axes where asked; a logarithmic x axis has its ticks at the sizes
    measured, written plainly."""
    if logy:
        ax.set_yscale("log")
    if logx:
        from matplotlib.ticker import NullFormatter, ScalarFormatter

        ax.set_xscale("log")
        ax.set_xticks(sorted(set(frame[x].dropna())))
        ax.xaxis.set_major_formatter(ScalarFormatter())
        ax.xaxis.set_minor_formatter(NullFormatter())


def payable_region(board: Board, player: str, colors: tuple[str, str] = ("W", "U"), *,
                   max_amount: int | None = None, ax: Axes | None = None) -> Axes:
    """For two colors, which amounts (a of the first, b of the second) are payable at
    once now: a grid of ``can_pay("{A}...{B}...")`` answers (CR 107.4, 601.2h)."""
    check_board(board)
    check_player(board.state.player_names, player)
    if isinstance(colors, str | bytes) or not isinstance(colors, tuple | list) or \
            len(colors) != 2 or not all(c in MANA_TYPES for c in colors):
        raise BadArgumentError("colors", colors, "two mana types such as ('W', 'U') "
                               "(CR 106.1b)")
    if max_amount is not None:
        check_limit(max_amount, "max_amount")
        if max_amount > 60:  # a grid of 61 x 61 answers is past what a picture shows
            raise BadArgumentError("max_amount", max_amount, "at most 60")
    _check_ax(ax)

    a, b = colors
    values = summary_values(mana_problem(board.state, player))
    top_a = values[frozenset({a})]
    top_b = values[frozenset({b})]
    n = max_amount if max_amount is not None else max(top_a, top_b, 1)
    import numpy as np

    grid = np.zeros((n + 1, n + 1))
    for i in range(n + 1):
        for j in range(n + 1):
            cost = "".join("{" + a + "}" for _ in range(i)) + \
                "".join("{" + b + "}" for _ in range(j))
            grid[j, i] = 1.0 if (not cost or payable(board.state, cost, player)) else 0.0
    ax = _axes(ax, (4.5, 4))
    ax.imshow(grid, origin="lower", cmap="Blues", vmin=0, vmax=1.3)
    for i in range(n + 1):
        for j in range(n + 1):
            ax.text(i, j, "✔" if grid[j, i] else "", ha="center", va="center", fontsize=8)
    ax.set_xticks(range(n + 1))
    ax.set_yticks(range(n + 1))
    ax.set_xlabel(f"number of {{{a}}} symbols in the cost")
    ax.set_ylabel(f"number of {{{b}}} symbols in the cost")
    ax.set_title(f"Which costs {player} can pay now (✔), from the pool and every mana "
                 "ability (CR 601.2h)", fontsize=9)
    return ax
