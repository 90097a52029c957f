"""Pictures (matplotlib): replacement orders as a tree, outcomes, could-produce heatmaps.

Imported lazily as ``ml.plot``; every function takes an optional ``ax`` and returns the
axes it drew on, so pictures compose in notebooks.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from mtglab.analysis.orderings import ordering_problem, orderings
from mtglab.engine.replacement import apply_effect, choosable, order_counts

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from mtglab.analysis.view import BoardView as Board

    PermanentLike = Any

__all__ = ["could_produce_heatmap", "orderings_tree", "outcomes", "payable_region"]


def __dir__() -> list[str]:
    """The plots (tab completion in a notebook)."""
    return list(__all__)

_TYPE_COLORS = {"W": "#f3eeb0", "U": "#8fb9e3", "B": "#8a817c", "R": "#e8846b",
                "G": "#8fbf78", "C": "#c9c3bd"}


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _fig, new = plt.subplots(figsize=size)
    return new


def _mana_label(ms: Any) -> str:
    items = sorted(str(m) or "∅" for m in ms)
    text = "{" + ", ".join(items[:6]) + (", …" if len(items) > 6 else "") + "}"
    return text


def orderings_tree(board: Board, p: PermanentLike, ability: int | str = 0, *,
                   x: int | None = None, ax: Axes | None = None,
                   max_leaves: int = 64) -> Axes:
    """Draw every order of replacement effects as a tree (CR 616.1).

    The root is the proposed event; each edge is an effect applied (616.1f re-checks
    what applies after each); each leaf shows the mana that order gives and, where
    identical subtrees were merged, how many orders it stands for.
    """
    prob = ordering_problem(board, p, ability, x=x)
    effects = list(prob.effects)
    ctx = prob.event.context
    nodes: list[tuple[float, int, str, bool]] = []  # (x, depth, label, is a leaf)
    edges: list[tuple[int, int, str]] = []
    leaves = [0]

    # counted by the order search, not by walking the tree: refusing a big tree is instant
    total_leaves = sum(order_counts(prob.event, effects).values())
    if total_leaves > max_leaves:
        raise ValueError(f"{total_leaves} orders is too many to draw as a tree "
                         f"(max_leaves={max_leaves}); use ml.plot.outcomes for counts")

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
    ax = _axes(ax, (max(6.0, 2.3 * leaves[0]), 1.6 + 1.4 * depth))
    for a, b, lab in edges:
        x0, d0 = nodes[a][0], nodes[a][1]
        x1, d1 = nodes[b][0], nodes[b][1]
        ax.plot([x0, x1], [-d0, -d1], color="#666", lw=1.2, zorder=1)
        ax.annotate(lab, (x0 + 0.62 * (x1 - x0), -(d0 + 0.62 * (d1 - d0))), fontsize=8,
                    ha="center", va="center", zorder=2,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})
    for xpos, d, lab, leaf in nodes:
        ax.scatter([xpos], [-d], s=90, color="#2a7" if leaf else "#357", zorder=3)
        if lab:
            ax.annotate(lab, (xpos, -d), xytext=(0, -14 if leaf else 10),
                        textcoords="offset points", ha="center", fontsize=9,
                        fontweight="bold" if leaf else "normal")
    ax.set_title(f"{prob.source_name}: {leaves[0]} order(s) of replacement effects "
                 f"(chosen by {prob.event.chooser}, CR 616.1)", fontsize=10)
    ax.set_axis_off()
    ax.margins(x=0.15, y=0.25)
    return ax


def outcomes(board: Board, p: PermanentLike, ability: int | str = 0, *, x: int | None = None,
             ax: Axes | None = None) -> Axes:
    """Bar chart: how many orders give each outcome (counted, not listed)."""
    table = orderings(board, p, ability, group=True, x=x)
    ax = _axes(ax, (6, 3))
    labels = [_mana_label(m) for m in table["mana"]]
    ax.barh(labels, table["n_orders"], color="#357")
    ax.invert_yaxis()
    ax.set_xlabel("number of orders (CR 616.1)")
    ax.set_title("outcomes of the replacement orders", fontsize=10)
    return ax


def could_produce_heatmap(board: Board, *, ax: Axes | None = None) -> Axes:
    """Who could produce what (CR 106.7): permanents by mana types."""
    table = board.could_produce_table()
    types = ["W", "U", "B", "R", "G", "C"]
    ax = _axes(ax, (4.5, 0.45 * max(3, len(table)) + 1))
    import numpy as np

    data = table[types].to_numpy(dtype=float) if len(table) else np.zeros((0, 6))
    ax.imshow(data, cmap="Greens", vmin=0, vmax=1.4, aspect="auto")
    ax.set_xticks(range(6), types)
    ax.set_yticks(range(len(table)), [f"{n} ({c})" for n, c in
                                      zip(table["name"], table["controller"], strict=True)])
    for i in range(len(table)):
        for j, t in enumerate(types):
            if data[i, j]:
                ax.text(j, i, t, ha="center", va="center", fontsize=8)
    ax.set_title("could produce (CR 106.7)", fontsize=10)
    return ax


def _count(values: Any) -> Counter[str]:
    return Counter(values)


def payable_region(board: Board, player: str, colors: tuple[str, str] = ("W", "U"), *,
                   max_amount: int | None = None, ax: Axes | None = None) -> Axes:
    """For two colors, which amounts (a of the first, b of the second) are payable at
    once now: a grid of ``can_pay("{A}...{B}...")`` answers (CR 107.4, 601.2h)."""
    from mtglab.analysis.available import ManaProblem, summary_values

    a, b = colors
    prob = ManaProblem.of(board.state, player)
    values = summary_values(prob)
    top_a = values[frozenset({a})]
    top_b = values[frozenset({b})]
    n = max_amount if max_amount is not None else max(top_a, top_b, 1)
    import numpy as np

    grid = np.zeros((n + 1, n + 1))
    for i in range(n + 1):
        for j in range(n + 1):
            cost = "".join("{" + a + "}" for _ in range(i)) + \
                "".join("{" + b + "}" for _ in range(j))
            grid[j, i] = 1.0 if (not cost or board.can_pay(cost, player)) else 0.0
    ax = _axes(ax, (4.5, 4))
    ax.imshow(grid, origin="lower", cmap="Blues", vmin=0, vmax=1.3)
    ax.set_xlabel(f"{{{a}}} symbols")
    ax.set_ylabel(f"{{{b}}} symbols")
    ax.set_title(f"payable now by {player}: {{{a}}}×x + {{{b}}}×y", fontsize=10)
    return ax
