"""The result of ``ml.deck_mana``: how often a deck could cast each spell on curve."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglab.errors import BadArgumentError
from mtglab.manabase.deck import Deck
from mtglab.manabase.exact import cast_probability, sources_needed
from mtglab.manabase.mulligan import Mulligan
from mtglab.manabase.shapes import cost_shape

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["TABLE_COLUMNS", "DeckMana", "wilson"]

#: The columns of :attr:`DeckMana.table`, in order.
TABLE_COLUMNS = ("card", "mana_cost", "turn", "p_on_curve", "low", "high", "copies",
                 "p_given_lands", "low_given_lands", "high_given_lands", "games_with_lands")


def wilson(k: Any, n: Any) -> tuple[Any, Any]:
    """The 95 % Wilson score interval of k successes in n trials (NaN where n is 0),
    elementwise over arrays."""
    import numpy as np
    from scipy.stats import norm

    k = np.asarray(k, dtype=float)
    n = np.asarray(n, dtype=float)
    z = float(norm.ppf(0.975))
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return np.clip(centre - half, 0, 1), np.clip(centre + half, 0, 1)


@dataclass(frozen=True, eq=False)
class DeckMana:
    """How often a deck could cast its spells on curve, over ``games`` simulated games.

    ``table``: one row per nonland card with a mana cost — "card", "mana_cost", "turn"
    (its mana value, at least 1), "p_on_curve" (the share of games where, on that turn,
    the permanents in play with the turn's land chosen for it could pay its cost,
    ``Board.can_pay``), "low"/"high" (a 95 % Wilson interval), "copies", and the same
    among the games with at least its mana value in lands drawn by then
    ("p_given_lands", "low_given_lands", "high_given_lands", "games_with_lands": the
    published analysis's conditional probability). ``by_turn``: for each turn and each
    set of the deck's colors, the share of games where one mana of each could be paid
    ("turn", "colors", "p", "low", "high"). ``turns_played``: per turn, the share of
    games with a land drop, with a land entering tapped, and the mean lands and other
    mana permanents in play. ``mulligans``: games kept at 7, 6, 5 and 4 cards.
    """

    deck: Deck
    games: int
    seed: int
    turns: int
    on_play: bool
    mulligan: Mulligan
    table: pd.DataFrame
    by_turn: pd.DataFrame
    turns_played: pd.DataFrame
    mulligans: pd.DataFrame
    land_colors: dict[str, frozenset[str]]

    def _summary(self) -> str:
        play = "on the play" if self.on_play else "on the draw"
        worst = ""
        if len(self.table):
            row = self.table.sort_values(["p_on_curve", "card"]).iloc[0]
            worst = (f"; least castable on curve: {row['card']} "
                     f"{100 * row['p_on_curve']:.1f} % on turn {row['turn']}")
        return (f"{self.deck.size}-card deck, {self.games:,} games {play}, "
                f"{self.mulligan.value} mulligan, {self.turns} turns, seed {self.seed}"
                f"{worst}")

    def __repr__(self) -> str:
        return f"<DeckMana: {self._summary()}>"

    def _repr_html_(self) -> str:
        shown = self.table[["card", "mana_cost", "turn", "p_on_curve", "low", "high",
                            "p_given_lands"]].copy()
        for c in ("p_on_curve", "low", "high", "p_given_lands"):
            shown[c] = shown[c].map(lambda v: "" if v != v else f"{100 * v:.1f} %")
        wide = self.by_turn.pivot(index="colors", columns="turn", values="p")
        wide = wide.map(lambda v: f"{100 * v:.1f} %")
        return (f"<p><b>Deck mana</b>: {html.escape(self._summary())}.</p>"
                f"<p>Each card on its turn (95 % interval):</p>{shown.to_html(index=False)}"
                f"<p>One mana of each color available, by turn:</p>{wide.to_html()}")

    def compare(self, target: float | str = "article") -> pd.DataFrame:
        """Each card beside the published model (:func:`mtglab.sources_needed`): for each
        color of its cost, "sources" (the deck's lands that can make it, a fetch land
        counting for what it can find, as the article counts them), "needed" (the
        model's count for the card's shape and the deck's size and lands), "model_p"
        (the model's exact probability with the deck's sources, conditional on lands)
        and "p_given_lands" (this simulation's)."""
        import pandas as pd

        lands = sum(n for c, n in zip(self.deck.cards, self.deck.counts, strict=True)
                    if "Land" in c.types)
        size = self.deck.size
        rule = self.mulligan.value
        rows = []
        for r in self.table.itertuples():
            colors = [c for c in "WUBRG" if f"{{{c}}}" in str(r.mana_cost)]
            for color in colors:
                shape = cost_shape(str(r.mana_cost), color=color)
                if shape.pips == 0 or shape.pips > lands:
                    continue
                sources = sum(n for c, n in zip(self.deck.cards, self.deck.counts,
                                                strict=True)
                              if color in self.land_colors.get(c.name, frozenset()))
                kw: dict[str, Any] = {"deck_size": size, "lands": lands,
                                      "on_play": self.on_play, "mulligan": rule}
                try:
                    needed: int | None = sources_needed(shape.label, target=target, **kw)
                except ValueError:
                    needed = None
                rows.append({"card": r.card, "mana_cost": r.mana_cost, "color": color,
                             "shape": shape.label, "sources": sources, "needed": needed,
                             "model_p": cast_probability(shape.label, sources, **kw),
                             "p_given_lands": r.p_given_lands, "p_on_curve": r.p_on_curve})
        return pd.DataFrame(rows, columns=["card", "mana_cost", "color", "shape", "sources",
                                           "needed", "model_p", "p_given_lands",
                                           "p_on_curve"])

    def plot(self, ax: Any = None, kind: str = "colors") -> Any:
        """Curves with 95 % bands: ``kind="colors"`` the chance of one mana of each set of
        colors by turn; ``kind="cards"`` each card's chance on its turn. Returns the Axes.
        """
        import matplotlib.pyplot as plt

        if kind not in ("colors", "cards"):
            raise BadArgumentError("kind", kind, "'colors' or 'cards'")
        if ax is None:
            _fig, ax = plt.subplots(figsize=(7, 4))
        if kind == "colors":
            for colors, part in self.by_turn.groupby("colors", sort=False):
                line = ax.plot(part["turn"], part["p"], marker="o", label=str(colors))[0]
                ax.fill_between(part["turn"], part["low"], part["high"], alpha=0.2,
                                color=line.get_color())
            ax.set_ylabel("P(one mana of each color)")
            ax.legend(title="colors", fontsize="small")
        else:
            t = self.table.sort_values(["turn", "p_on_curve"])
            y = range(len(t))
            ax.errorbar(t["p_on_curve"], list(y),
                        xerr=[t["p_on_curve"] - t["low"], t["high"] - t["p_on_curve"]],
                        fmt="o", capsize=3)
            ax.set_yticks(list(y), [f"{c} (turn {n})" for c, n in zip(t["card"], t["turn"],
                                                                      strict=True)])
            ax.set_xlabel("P(castable on curve)")
        ax.set_xlabel(ax.get_xlabel() or "turn")
        ax.set_ylim(0, 1.02) if kind == "colors" else ax.set_xlim(0, 1.02)
        ax.set_title(f"{self.games:,} games, {'play' if self.on_play else 'draw'}")
        ax.grid(alpha=0.3)
        return ax
