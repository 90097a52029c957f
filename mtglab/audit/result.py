"""What an audit found: one row per ability, and the figures a reader asks first.

:class:`AuditResult` holds :attr:`~AuditResult.table` (a DataFrame, one row per ability
of a traditional card: ``card``, ``face``, ``kind``, ``check``, ``text``, ``supported``,
``problem``, ``outcome``, ``reason``, ``detail``, ``template``, ``seconds``) and reads
off it: the share of cards fully supported (and of those, the cards whose every ability
played), the share of abilities supported, and the supported abilities that didn't play
by outcome and by reason (:mod:`mtglab.audit.reasons`), with example cards.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from mtglab.audit.reasons import FAILURES, Reason

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["COLUMNS", "AuditResult"]

#: The columns of :attr:`AuditResult.table`, in order.
COLUMNS: Final = ("card", "face", "kind", "check", "text", "supported", "problem", "outcome",
                  "reason", "detail", "template", "seconds")


def _percent(part: int, whole: int) -> float:
    return round(100.0 * part / whole, 2) if whole else 100.0


@dataclass(frozen=True, eq=False)
class AuditResult:
    """The audit of a card pool (see the module docstring). ``sampled``: whether only a
    sample of the supported abilities was played (then the card figures count the
    cards of the sample)."""

    table: pd.DataFrame
    seconds: float = 0.0
    sampled: bool = False
    #: traditional cards with no ability at all (vanilla creatures, basic lands' cards):
    #: fully supported and played, with no row in the table
    blank: int = 0

    # -- figures ------------------------------------------------------------------------

    @property
    def cards(self) -> int:
        """Traditional cards audited (those without any ability included)."""
        return int(self.table["card"].nunique()) + self.blank

    def _per_card(self) -> pd.DataFrame:
        t = self.table
        return t.assign(ok=t["supported"], played=t["reason"] == Reason.PLAYED.value) \
            .groupby("card")[["ok", "played"]].all()

    @property
    def cards_supported(self) -> int:
        """Cards whose every ability the parser supports."""
        return int(self._per_card()["ok"].sum()) + self.blank

    @property
    def cards_played(self) -> int:
        """Cards whose every ability is supported and played."""
        return int(self._per_card()["played"].sum()) + self.blank

    @property
    def abilities(self) -> int:
        """Abilities audited (every line of every traditional card, intrinsic ones left
        out)."""
        return len(self.table)

    @property
    def supported(self) -> int:
        """Abilities the parser supports."""
        return int(self.table["supported"].sum())

    @property
    def played(self) -> int:
        """Supported abilities that played."""
        return int((self.table["reason"] == Reason.PLAYED.value).sum())

    @property
    def not_played(self) -> pd.DataFrame:
        """The supported abilities that didn't play: rows of :attr:`table`."""
        t = self.table
        return t[t["supported"] & (t["reason"] != Reason.PLAYED.value)]

    @property
    def failures(self) -> pd.DataFrame:
        """The supported abilities that ended in an engine refusal or an error: the ones
        that break the promise of "supported" (:data:`mtglab.audit.reasons.FAILURES`)."""
        t = self.table
        return t[t["reason"].isin([r.value for r in FAILURES])]

    def summary(self) -> pd.DataFrame:
        """The figures as a table: ``measure``, ``count``, ``of``, ``percent``."""
        import pandas as pd

        rows = [("cards fully supported", self.cards_supported, self.cards),
                ("cards fully supported and played", self.cards_played, self.cards),
                ("abilities supported", self.supported, self.abilities),
                ("supported abilities played", self.played, self.supported),
                ("supported abilities not played", self.supported - self.played,
                 self.supported)]
        counts = self.not_played["reason"].value_counts()
        for reason in (Reason.BOARD, Reason.ELSEWHERE, Reason.ENGINE, Reason.ERROR):
            rows.append((f"not played: {reason.value}", int(counts.get(reason.value, 0)),
                         self.supported))
        return pd.DataFrame([{"measure": m, "count": c, "of": n, "percent": _percent(c, n)}
                             for m, c, n in rows],
                            columns=["measure", "count", "of", "percent"])

    def by_reason(self, top: int | None = None) -> pd.DataFrame:
        """The supported abilities that didn't play, grouped by ``outcome``, ``reason``,
        ``check`` and ``template``: ``count`` and up to three ``examples`` (card names),
        most common first; ``top`` rows at most."""
        import pandas as pd

        rows = self.not_played
        if rows.empty:
            return pd.DataFrame(columns=["outcome", "reason", "check", "template", "count",
                                         "examples"])
        grouped = rows.groupby(["outcome", "reason", "check", "template"], sort=False)
        out = grouped.agg(count=("card", "size"),
                          examples=("card", lambda s: tuple(dict.fromkeys(s))[:3]))
        out = out.reset_index().sort_values(["count", "template"], ascending=[False, True],
                                            kind="stable", ignore_index=True)
        return out if top is None else out.head(top)

    # -- display ------------------------------------------------------------------------

    def text(self, top: int = 10, width: int | None = 100) -> str:
        """The figures and the most common reasons as plain text (``mtglab coverage
        --cards``); lines cut at ``width`` characters (None: never)."""
        out = [f"{'measure':<36} {'count':>8} {'of':>8} {'percent':>8}"]
        for r in self.summary().to_dict("records"):
            out.append(f"{r['measure']:<36} {r['count']:>8,} {r['of']:>8,} "
                       f"{r['percent']:>7.2f}%")
        reasons = self.by_reason()
        if len(reasons):
            out.append("")
            out.append("supported abilities that did not play, by outcome and reason:")
            for (outcome, reason), group in reasons.groupby(["outcome", "reason"],
                                                             sort=False):
                out.append(f"  {outcome} ({reason}): {int(group['count'].sum()):,}")
                for r in group.head(top).to_dict("records"):
                    line = f"    {r['count']:>5} x [{r['check']}] {r['template']}"
                    if width is not None and len(line) > width:
                        line = line[:width - 3] + "..."
                    out.append(line)
                    out.append(f"            e.g. {', '.join(r['examples'])}"[:width])
        return "\n".join(out)

    def __repr__(self) -> str:
        sample = " (a sample)" if self.sampled else ""
        return (f"<AuditResult{sample}: {self.cards:,} cards, {self.cards_supported:,} fully "
                f"supported, {self.cards_played:,} fully played; {self.supported:,} of "
                f"{self.abilities:,} abilities supported, {self.played:,} played, "
                f"{len(self.failures):,} failures>")

    def _repr_html_(self) -> str:
        summary = self.summary()
        rows = "".join(
            f"<tr><td>{html.escape(str(r['measure']))}</td><td>{r['count']:,}</td>"
            f"<td>{r['of']:,}</td><td>{r['percent']:.2f}%</td></tr>"
            for r in summary.to_dict("records"))
        reasons = "".join(
            f"<tr><td>{html.escape(r['outcome'])}</td><td>{html.escape(r['reason'])}</td>"
            f"<td>{html.escape(r['check'])}</td><td>{r['count']:,}</td>"
            f"<td>{html.escape(r['template'])}</td>"
            f"<td>{html.escape(', '.join(r['examples']))}</td></tr>"
            for r in self.by_reason(top=15).to_dict("records"))
        table = (f"<table><tr><th>measure</th><th>count</th><th>of</th><th>percent</th></tr>"
                 f"{rows}</table>")
        if reasons:
            table += ("<table><tr><th>outcome</th><th>reason</th><th>check</th><th>count</th>"
                      f"<th>why</th><th>examples</th></tr>{reasons}</table>")
        return f"<b>{html.escape(repr(self))}</b>{table}"
