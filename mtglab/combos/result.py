"""The result of a census: its tables, with a summary that displays itself."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglab.analysis.tables import table_html
from mtglab.combos.sources import SourceKind

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Census"]


@dataclass(frozen=True, eq=False)
class Census:
    """What a census found.

    ``table``: one row per board answered — ``cards`` (the effect cards' names),
    ``setup`` (how each was put on the board), ``source``, ``n_outcomes`` (distinct
    outcomes over every order, CR 616.1), ``outcomes`` (each a frozenset of the mana
    strings one order can give, choices included), ``orders_per_outcome``, ``n_orders``,
    ``order_matters`` (more than one outcome), ``chooser`` (who orders the effects: the
    affected object's controller, 616.1) and ``example_orders``. ``errors``: the boards
    that raised, with the stage, the error's type and its message. ``unplaced``: cards
    that can't be put beside a source at all, and why. ``skipped``: cards of the pool
    left out (not mana-relevant, or a relevant ability unsupported). ``pool``: the cards
    counted and how each relates to mana.
    """

    table: pd.DataFrame
    errors: pd.DataFrame
    unplaced: pd.DataFrame
    skipped: pd.DataFrame
    pool: pd.DataFrame
    sources: tuple[SourceKind, ...]
    size: int

    @property
    def n_boards(self) -> int:
        """Boards built: those answered plus those that raised."""
        return len(self.table) + len(self.errors)

    @property
    def matters(self) -> pd.DataFrame:
        """The rows where the order of the replacement effects changes the mana."""
        return self.table[self.table["order_matters"]].reset_index(drop=True)

    def readable(self, frame: pd.DataFrame | None = None) -> pd.DataFrame:
        """``frame`` (default: :attr:`matters`) for reading: the cards joined with "+",
        each outcome written as its totals with the number of orders behind it."""
        shown = (self.matters if frame is None else frame).copy()
        shown["cards"] = shown["cards"].apply(" + ".join)
        shown["outcomes"] = [
            "; ".join(f"{' or '.join(sorted(o)) or 'nothing'} ({n} order{'s' * (n > 1)})"
                      for o, n in zip(outs, ns, strict=True))
            for outs, ns in zip(shown["outcomes"], shown["orders_per_outcome"], strict=True)]
        return shown[["cards", "source", "n_outcomes", "outcomes", "chooser"]]

    def stable(self) -> pd.DataFrame:
        """:attr:`table` with each outcome a sorted tuple of mana strings, so that it
        prints (and writes to CSV) the same in every process."""
        out = self.table.copy()
        out["outcomes"] = out["outcomes"].apply(lambda os_: tuple(tuple(sorted(o))
                                                                  for o in os_))
        return out

    def matrix(self, by: str = "source") -> pd.DataFrame:
        """How many boards where order matters, per effect card (rows) and per source
        (``by="source"``) or per other card of the combination (``by="card"``)."""
        import pandas as pd

        if by not in ("source", "card"):
            raise ValueError(f"by={by!r}: 'source' or 'card'")
        column = "source" if by == "source" else "other card"
        rows = []
        for cards, source in zip(self.matters["cards"], self.matters["source"], strict=True):
            names = list(dict.fromkeys(cards))
            for c in names:
                if by == "source":
                    rows.append((c, source))
                else:
                    rows += [(c, o) for o in names if o != c]
        if not rows:
            return pd.DataFrame()
        frame = pd.DataFrame(rows, columns=["card", column])
        m = pd.crosstab(frame["card"], frame[column])
        if by == "source":
            m = m.reindex(columns=[s.label for s in self.sources if s.label in m.columns])
        return m

    def heatmap(self, by: str = "source", ax: Any = None) -> Any:
        """A matplotlib heatmap of :meth:`matrix`; returns the Axes."""
        import matplotlib.pyplot as plt

        m = self.matrix(by)
        if ax is None:
            _fig, ax = plt.subplots(figsize=(1.2 + 0.45 * max(1, m.shape[1]),
                                             1.2 + 0.3 * max(1, m.shape[0])))
        if not len(m):
            ax.set_axis_off()
            ax.set_title("the order never matters here")
            return ax
        im = ax.imshow(m.to_numpy(), cmap="viridis", aspect="auto")
        ax.set_xticks(range(m.shape[1]), list(m.columns), rotation=60, ha="right")
        ax.set_yticks(range(m.shape[0]), list(m.index))
        ax.figure.colorbar(im, ax=ax, label="boards where order matters (CR 616.1)")
        ax.set_title(f"census of {self.size}-card combinations: where order matters")
        return ax

    def _summary(self) -> str:
        matters = int(self.table["order_matters"].sum()) if len(self.table) else 0
        return (f"census of {len(self.pool)} cards, {self.size} at a time, on "
                f"{len(self.sources)} source kinds: {self.n_boards:,} boards, "
                f"{len(self.table):,} answered ({matters:,} where order matters), "
                f"{len(self.errors):,} raised; {len(self.unplaced):,} card-source pairs "
                f"unplaced, {len(self.skipped):,} cards skipped")

    def __repr__(self) -> str:
        return f"<Census: {self._summary()}>"

    def _repr_html_(self) -> str:

        head = self.matters.head(10)
        shown = head[["cards", "source", "outcomes", "orders_per_outcome", "chooser"]]
        return (f"<p><b>Census</b>: {html.escape(self._summary())}.</p>"
                f"<p>Where order matters (first {len(head)}):</p>"
                f"{table_html(shown.reset_index(drop=True))}")  # mana as mana, no tuples
