"""How a check that plays one ability on a board ended: played, refused with the
engine's reason, or an error (the check behind "supported", DESIGN).

Every check of :mod:`mtglab.audit` returns a :class:`PlayCheck`.
"""

from __future__ import annotations

import enum
import html
from dataclasses import dataclass

__all__ = ["PlayCheck", "PlayOutcome"]


class PlayOutcome(enum.Enum):
    """How a check ended."""

    PLAYED = "played"  # it was activated, cast or triggered and resolved as the rules say
    REFUSED = "refused"  # the engine said why it can't be played here (a rule cited)
    ERROR = "error"  # the engine raised or contradicted itself


@dataclass(frozen=True, slots=True)
class PlayCheck:
    """The result of playing one ability of ``card`` alone on a board."""

    card: str
    text: str
    outcome: PlayOutcome
    detail: str = ""
    totals: frozenset[str] | None = None
    added: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the engine played it or refused it with a reason (no error)."""
        return self.outcome is not PlayOutcome.ERROR

    def __repr__(self) -> str:
        extra = f" {sorted(self.totals)}" if self.totals is not None else ""
        why = f": {self.detail}" if self.detail else ""
        return f"<PlayCheck {self.card} {self.outcome.value}{extra}{why}>"

    def _repr_html_(self) -> str:
        color = {"played": "#2a7", "refused": "#a70", "error": "#c33"}[self.outcome.value]
        totals = ", ".join(sorted(self.totals)) if self.totals is not None else ""
        return (f'<b>{html.escape(self.card)}</b>: <span style="color:{color}">'
                f"{self.outcome.value}</span> {html.escape(totals)}<br><small>"
                f"{html.escape(self.text)}<br>{html.escape(self.detail)}</small>")
