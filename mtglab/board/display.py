"""HTML for notebooks: a board and a permanent display themselves readably.

Mana is drawn as mana symbols (every kind of CR 107.4), tables go through the same
Styler as every mtglab table (:mod:`mtglab.analysis.tables`), and nothing shows
``<NA>`` or ``None``.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from mtglab.analysis.tables import cell_html, table_html
from mtglab.board.svg import board as board_svg
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.wording import possessive
from mtglab.mana import mana_html, text_html
from mtglab.rules import cite_html

if TYPE_CHECKING:
    from mtglab.board.board import ActivationResult, Board
    from mtglab.board.handles import Permanent
    from mtglab.engine.state import PlayerState

__all__ = ["activation_html", "board_html", "permanent_html"]

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
        rows.append(f"<li>[{i}] {cell_html('text', a.text)}{origin}{can}</li>")
    cost = f" {mana_html(str(c.mana_cost))}" if c.mana_cost is not None and \
        str(c.mana_cost) else ""
    return (f'<div style="{_STYLE};max-width:36em"><b>{html.escape(c.name)}</b>{cost} '
            f"<small>#{p.id}, {html.escape(c.controller)}</small><br>"
            f"<i>{html.escape(' '.join(c.supertypes + c.types))}"
            f"{' — ' + html.escape(' '.join(c.subtypes)) if c.subtypes else ''}</i>{pt}<br>"
            f"<small>{cite_html(', '.join(status))}"
            f"{'; counters: ' + html.escape(counters) if counters else ''}</small>"
            f"<ul style='margin:4px 0'>{''.join(rows)}</ul></div>")


def _designations(p: PlayerState) -> str:
    """What else a player has: their dungeon and room (309.4), how often the Ring has
    tempted them (701.54c)."""
    out = ""
    if p.dungeon is not None:
        out += f"; venture marker in {p.room} of {p.dungeon} (CR 309.4)"
    if p.ring_tempted:
        out += f"; tempted by the Ring {p.ring_tempted} time(s) (CR 701.54c)"
    return out


def board_html(board: Board) -> str:
    """The board drawn (:func:`mtglab.board.svg.board`), then players, pools, the
    permanents table (scrolling sideways rather than overflowing) and the stack."""
    state = board.state
    players = "".join(
        f"<li><b>{html.escape(p.name)}</b>{' (active)' if p.name == state.active else ''}: "
        f"life {p.life}; mana pool {mana_html(str(p.pool_mana))}"
        f"{html.escape(_designations(p))}</li>"
        for p in state.players)
    frame = board.permanents
    table = table_html(frame.drop(columns=["owner", "timestamp"])) if len(frame) \
        else "<p><i>no permanents</i></p>"
    stack = ""
    if state.stack:
        stack = "<p><b>Stack</b> (top last): " + ", ".join(
            html.escape(s.name) for s in state.stack) + "</p>"
    return (f'<div class="mtglab-board-view" style="{_STYLE};max-width:100%">'
            f"<b>Board</b> — turn {state.turn}, "
            f"{html.escape(possessive(state.active))} {html.escape(state.phase)}"
            f'<div style="margin:6px 0">{board_svg(board)}</div>'
            f"<ul>{players}</ul>"
            f'<details><summary style="cursor:pointer">Permanents as a table '
            f"({len(frame)})</summary>"
            f'<div style="overflow-x:auto;max-width:100%">{table}</div></details>'
            f"{stack}</div>")


def activation_html(result: ActivationResult) -> str:
    """What an activation added, by source, and what it triggered (CR 605.3b, 605.4a)."""
    sources = "".join(f"<li>{html.escape(p.name)} (#{p.id}): {mana_html(str(m))}</li>"
                      for p, m in result.by_source.items())
    triggers = "".join(f"<li>{text_html(t)}</li>" for t in result.triggers)
    return (f'<div style="{_STYLE}"><b>Added</b> {mana_html(str(result.mana))}'
            + (f"<ul style='margin:2px 0'>{sources}</ul>" if sources else "")
            + (f"<b>Triggered</b><ul style='margin:2px 0'>{triggers}</ul>" if triggers else "")
            + "</div>")
