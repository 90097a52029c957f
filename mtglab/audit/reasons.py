"""Why a supported ability didn't play, sorted into classes the audit counts.

A check that didn't play its ability ended with a detail (the engine's error or
refusal). :func:`reason_of` says whose it is:

* ``"board"`` — a rule of the game refused it on the board it was put on
  (:class:`~mtglab.errors.IllegalActionError` citing the rule: no legal target, 115.1;
  it can't be cast now, 601.3): the audit's board lacked something, not the engine;
* ``"elsewhere"`` — another line of the card is unsupported and stops it (a spell with
  unsupported text can't be cast; an Aura whose enchant ability isn't understood; an
  event its other ability would cause): the engine's words "not understood" are about
  another line, since the one played is supported;
* ``"engine"`` — the engine said it can't carry it out
  (:class:`~mtglab.errors.UnsupportedError`): the line is marked supported but isn't
  played;
* ``"error"`` — anything else: a bug, or a line wrongly marked supported.

:func:`template` reduces a detail to its wording (names, numbers and quoted text
replaced) so that details of one cause group together.

>>> template("IllegalActionError: cast Murder: there is no legal target creature #12 (CR 115.1)",
...          "Murder")
'IllegalActionError: cast ~: there is no legal target creature #N (CR 115.1)'
"""

from __future__ import annotations

import enum
import re
from typing import Final

from mtglab.audit.outcome import PlayCheck, PlayOutcome

__all__ = ["FAILURES", "Reason", "reason_of", "template"]


class Reason(enum.StrEnum):
    """Why a supported ability didn't play (see the module docstring)."""

    PLAYED = "played"
    BOARD = "board"
    ELSEWHERE = "elsewhere"
    ENGINE = "engine"
    ERROR = "error"


#: The reasons that are the engine's or the parser's fault: a supported ability must
#: never end with one of them (the parser marks a line unsupported when another line
#: of its card stops it from being played: a spell cast whole, an Aura's enchant line).
FAILURES: Final = frozenset({Reason.ELSEWHERE, Reason.ENGINE, Reason.ERROR})

_QUOTED: Final = re.compile(r"(?<![A-Za-z])'[^']{3,}'(?![A-Za-z])|\"[^\"]{3,}\"")
_ID: Final = re.compile(r"#\d+")
_NUMBER: Final = re.compile(r"(?<![\w.])\d+(?![\w.])")
_TARGET_NAMES: Final = re.compile(r"\b(?:Target|Your|Opponent's|Card|Enchanted) [A-Z]\w+")


def reason_of(check: PlayCheck) -> Reason:
    """The class of ``check``'s ending (see the module docstring)."""
    if check.outcome is PlayOutcome.PLAYED:
        return Reason.PLAYED
    if check.outcome is PlayOutcome.ERROR:
        return Reason.ERROR
    detail = check.detail
    if detail.startswith("unsupported elsewhere") or "not understood" in detail:
        # the ability played is supported: text "not understood" is another line's
        return Reason.ELSEWHERE
    if detail.startswith(("UnsupportedError", "unsupported")):
        return Reason.ENGINE
    return Reason.BOARD


def template(detail: str, name: str = "") -> str:
    """``detail`` with the card's name as ``~``, ids as ``#N``, numbers as ``N`` and
    quoted text as ``'…'``, cut to 160 characters."""
    text = detail
    for n in sorted({name, name.split(",")[0], name.split(" // ")[0]}, key=len, reverse=True):
        if len(n) > 2:
            text = text.replace(n, "~")
    text = _QUOTED.sub("'…'", text)
    text = _ID.sub("#N", text)
    text = _TARGET_NAMES.sub("<object>", text)
    text = _NUMBER.sub("N", text)
    return text[:160]
