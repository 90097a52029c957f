"""How a check that plays one ability on a board ended: played, refused with the
engine's reason, or an error (the check behind "supported", DESIGN).

Every check of :mod:`mtglab.audit` returns a :class:`PlayCheck`.
"""

from __future__ import annotations

import enum
import html
from collections.abc import Callable
from dataclasses import dataclass

from mtglab.errors import IllegalActionError, MtglabError, UnsupportedError

__all__ = ["PlayCheck", "PlayOutcome", "guarded"]


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


def guarded(card: str, text: str, do: Callable[[], object]) -> PlayCheck:
    """Run a check's ``do`` and say how it ended: *played* if it returned, *refused* on
    :class:`~mtglab.errors.IllegalActionError` (a rule of the game says no here) or
    :class:`~mtglab.errors.UnsupportedError` (the engine says it can't), an *error* on
    anything else — a bug, or a line wrongly marked supported. The detail of a refusal
    or an error starts with the exception's class name."""
    try:
        do()
    except (IllegalActionError, UnsupportedError) as exc:
        return PlayCheck(card, text, PlayOutcome.REFUSED, f"{type(exc).__name__}: {exc}")
    except MtglabError as exc:
        return PlayCheck(card, text, PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return PlayCheck(card, text, PlayOutcome.ERROR, f"internal: {exc!r}")
    return PlayCheck(card, text, PlayOutcome.PLAYED)
