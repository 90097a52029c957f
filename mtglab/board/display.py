"""HTML for notebooks: a board and a permanent display themselves readably."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from mtglab.engine.layers import characteristics_of
from mtglab.engine.wording import possessive
from mtglab.mana import mana_html

if TYPE_CHECKING:
    from mtglab.board.board import Board
    from mtglab.board.handles import Permanent

__all__ = ["board_html", "permanent_html"]

_STYLE = ("font-family:sans-serif;border:1px solid #bbb;border-radius:6px;padding:6px 10px;"
          "margin:4px 0")


def permanent_html(board: Board, p: Permanent) -> str:
    """A card-like box: name, type line, P/T, status, counters and abilities."""
    state = board.state
    c = characteristics_of(state)[p.id]
    perm = state.permanents[p.id]
    status = ["tapped" if perm.tapped else "untapped"]
    if not perm.controlled_since_turn_start:
        status.append("arrived this turn (CR 302.6)")
    if perm.is_token:
        status.append("token")
    counters = ", ".join(f"{n} {k}" for k, n in perm.counters)
    pt = f" — <b>{c.power}/{c.toughness}</b>" if c.power is not None else ""
    rows = []
    for i, ref in enumerate(c.abilities):
        a = ref.ability
        can = ""
        if a.kind.value == "activated":
            ok = board.can_activate(p, i)
            can = ' <span style="color:#2a7">✔ can activate</span>' if ok else \
                ' <span style="color:#c33">✘ can\'t activate now</span>'
        origin = "" if ref.origin == "printed" else f" <i>({ref.origin})</i>"
        rows.append(f"<li>[{i}] {html.escape(a.text)}{origin}{can}</li>")
    return (f'<div style="{_STYLE};max-width:36em"><b>{html.escape(c.name)}</b> '
            f"<small>#{p.id}, {html.escape(c.controller)}</small><br>"
            f"<i>{html.escape(' '.join(c.supertypes + c.types))}"
            f"{' — ' + html.escape(' '.join(c.subtypes)) if c.subtypes else ''}</i>{pt}<br>"
            f"<small>{', '.join(status)}"
            f"{'; counters: ' + html.escape(counters) if counters else ''}</small>"
            f"<ul style='margin:4px 0'>{''.join(rows)}</ul></div>")


def board_html(board: Board) -> str:
    """Players, pools, the permanents table and the stack."""
    state = board.state
    players = "".join(
        f"<li><b>{html.escape(p.name)}</b>{' (active)' if p.name == state.active else ''}: "
        f"life {p.life}; mana pool {mana_html(str(p.pool_mana))}</li>"
        for p in state.players)
    frame = board.permanents
    table = frame.drop(columns=["owner", "timestamp"]).to_html(index=False) if len(frame) \
        else "<p><i>no permanents</i></p>"
    stack = ""
    if state.stack:
        stack = "<p><b>Stack</b> (top last): " + ", ".join(
            html.escape(s.name) for s in state.stack) + "</p>"
    return (f'<div style="{_STYLE}"><b>Board</b> — turn {state.turn}, '
            f"{html.escape(possessive(state.active))} {html.escape(state.phase)}"
            f"<ul>{players}</ul>{table}{stack}</div>")
