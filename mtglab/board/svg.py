"""The board drawn as SVG: each player's battlefield with its permanents as cards.

:func:`board` draws a :class:`~mtglab.board.Board` the way a table looks: the first
player (``"you"``) at the bottom, the others above; on each side the lands in one row and
the other permanents in the row nearer the middle. Each permanent is a card showing its
current characteristics (CR 109.3, after every layer of 613): name, mana cost, type line,
rules text, power/toughness or loyalty, with counters as badges (122), a tapped permanent
turned sideways (110.5), tokens (111) and copies ("copying Llanowar Elves", 707) marked,
Auras and Equipment drawn behind what they are attached to (303.4, 301.5), and what each
could produce (106.7) in its art box. Arrows show what an effect or a step of an order of
replacement effects changes (:func:`effect_arrows`, :func:`order_arrows`).

The result is an :class:`SvgImage`, a ``str`` that a notebook displays as the picture (as
python-chess's ``chess.svg`` does); ``Board._repr_html_`` shows it above the tables.

>>> import mtglab as ml
>>> b = ml.Board()
>>> forest = b.add("Forest", tapped=True)
>>> svg = ml.svg.board(b, highlight=[forest])
>>> svg.startswith("<svg") and 'data-name="Forest"' in svg and 'data-tapped="true"' in svg
True
"""

from __future__ import annotations

import html
import math
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.mana.could_produce import could_produce_map
from mtglab.engine.mana.manaflow import replacement_effects
from mtglab.engine.state import CopyEffect, GameState, PermanentState
from mtglab.engine.wording import possessive
from mtglab.errors import BadArgumentError, BadArgumentTypeError, MtglabError
from mtglab.mana import MANA_TYPES, ManaCost, ManaSymbol, SymbolKind, type_name

if TYPE_CHECKING:
    from mtglab.board.board import Board

__all__ = ["Arrow", "SvgImage", "board", "effect_arrows", "order_arrows"]

# -- geometry (px) ------------------------------------------------------------------------

CARD_W: Final = 112
CARD_H: Final = 156
_GAP: Final = 14  # between cards
_PAD: Final = 12  # inside a player's area
_HEADER: Final = 32  # a player's header band
_BANNER: Final = 30  # the turn and phase, at the top
_ATTACH: Final = 22  # how much of an attached card shows above its host
_MARGIN: Final = 10
_STACK_W: Final = 200

# -- colors -------------------------------------------------------------------------------

#: Frame fill and border of a card by its color (a gold frame for two or more colors;
#: colorless artifacts, lands and others have their own).
_FRAMES: Final[dict[str, tuple[str, str]]] = {
    "W": ("#f7f3e1", "#b7a86a"), "U": ("#d3e4f2", "#3d77ab"), "B": ("#cfc9c5", "#4a4341"),
    "R": ("#f4d2c2", "#bf5236"), "G": ("#d3e5cc", "#3e7b45"), "gold": ("#efdfae", "#b4912a"),
    "artifact": ("#dfe3e6", "#77838c"), "land": ("#e7dcc9", "#8b7152"),
    "colorless": ("#ebe8e4", "#8a8580"),
}
#: Mana symbol fills (the same hues as the HTML badges of :mod:`mtglab.mana`).
_SYMBOL_FILL: Final[dict[str, str]] = {
    "W": "#f8f6d8", "U": "#c1d7e9", "B": "#bab1ab", "R": "#e49977", "G": "#a3c095",
    "C": "#ccc2c0",
}
_GENERIC_FILL: Final = "#ccc2c0"
_INK: Final = "#1f2328"
_MUTED: Final = "#6e7781"
_HIGHLIGHT: Final = "#f59f00"
#: Arrow colors, taken in turn.
ARROW_COLORS: Final = ("#e8590c", "#1971c2", "#2f9e44", "#9c36b5", "#c2255c", "#0c8599")
_AREA_FILL: Final = ("#eef3f8", "#f7f0ee", "#f1f5ee", "#f5f1f8")
_FONT: Final = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, "
                "sans-serif")


class SvgImage(str):
    """An SVG document as a string; a notebook displays it as the picture itself."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from one permanent to another (ids on the board), with a short label."""

    tail: int
    head: int
    label: str = ""
    color: str | None = None


# -- text helpers -------------------------------------------------------------------------

_NARROW: Final = frozenset("il.,;:'!|ftrjI ()[]")
_WIDE: Final = frozenset("MWmw@%")


def _text_width(text: str, size: float, *, bold: bool = False) -> float:
    """A close estimate of a sans-serif text's width (no font metrics in pure Python),
    measured on DejaVu Sans, a wide face, so that text fits in narrower ones too."""
    units = 0.0
    for ch in text:
        if ch in _NARROW:
            units += 0.34
        elif ch in _WIDE:
            units += 0.93
        elif ch.isupper():
            units += 0.68
        elif ch.isdigit():
            units += 0.64
        else:
            units += 0.57
    return units * size * (1.12 if bold else 1.0)


def _fit(text: str, width: float, size: float, *, bold: bool = False) -> str:
    """The text, cut with an ellipsis so that it fits ``width``."""
    if _text_width(text, size, bold=bold) <= width:
        return text
    while text and _text_width(text + "…", size, bold=bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _text(x: float, y: float, content: str, *, size: float = 10, weight: str = "normal",
          fill: str = _INK, anchor: str = "start", style: str = "", cls: str = "",
          fit: float | None = None) -> str:
    """A text element. With ``fit`` (px) the text fits that width: as it is when it
    does, squeezed up to a fifth narrower (``textLength``) when a little too long, else
    cut with an ellipsis and squeezed."""
    extra = f' font-style="{style}"' if style else ""
    extra += f' class="{cls}"' if cls else ""
    if fit is not None:
        bold = weight not in ("normal", "400")
        if _text_width(content, size, bold=bold) > fit:
            content = _fit(content, fit * 1.25, size, bold=bold)
            squeeze = min(fit, _text_width(content, size, bold=bold))
            extra += f' textLength="{squeeze:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" '
            f'fill="{fill}" text-anchor="{anchor}"{extra}>{_esc(content)}</text>')


# -- mana symbols -------------------------------------------------------------------------


def _symbol(sym: ManaSymbol, cx: float, cy: float, r: float) -> str:
    """One mana symbol as a colored disc (every kind of CR 107.4)."""
    kind = sym.kind
    size = r * 1.25
    label = ""
    if kind in (SymbolKind.HYBRID, SymbolKind.HYBRID_PHYREXIAN, SymbolKind.MONOCOLORED_HYBRID,
                SymbolKind.COLORLESS_HYBRID):
        first = {SymbolKind.MONOCOLORED_HYBRID: _GENERIC_FILL,
                 SymbolKind.COLORLESS_HYBRID: _SYMBOL_FILL["C"]}.get(
            kind, _SYMBOL_FILL[sym.colors[0]])
        second = _SYMBOL_FILL[sym.colors[-1]]
        label = {SymbolKind.MONOCOLORED_HYBRID: str(sym.generic),
                 SymbolKind.HYBRID_PHYREXIAN: "ϕ"}.get(kind, "")
        d = r * math.sqrt(0.5)
        disc = (f'<path d="M{cx - d:.1f},{cy + d:.1f} A{r},{r} 0 0 1 {cx + d:.1f},{cy - d:.1f} '
                f'Z" fill="{first}"/><path d="M{cx + d:.1f},{cy - d:.1f} A{r},{r} 0 0 1 '
                f'{cx - d:.1f},{cy + d:.1f} Z" fill="{second}"/>'
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="none" stroke="#555" '
                f'stroke-width="0.7"/>')
    else:
        if kind is SymbolKind.COLORED or kind is SymbolKind.PHYREXIAN:
            fill = _SYMBOL_FILL[sym.colors[0]]
            label = "ϕ" if kind is SymbolKind.PHYREXIAN else sym.colors[0]
        elif kind is SymbolKind.COLORLESS:
            fill, label = _SYMBOL_FILL["C"], "◇"
        elif kind is SymbolKind.SNOW:
            fill, label = "#eef4fb", "❄"
        elif kind is SymbolKind.VARIABLE:
            fill, label = _GENERIC_FILL, sym.text[1:-1]
        else:
            fill, label = _GENERIC_FILL, str(sym.generic)
        disc = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{fill}" stroke="#555" '
                f'stroke-width="0.7"/>')
    text = (f'<text x="{cx:.1f}" y="{cy + size * 0.36:.1f}" font-size="{size:.1f}" '
            f'font-weight="700" fill="{_INK}" text-anchor="middle">{_esc(label)}</text>'
            if label else "")
    return f'<g class="mtglab-mana-symbol"><title>{_esc(sym.text)}</title>{disc}{text}</g>'


def _symbols_right(cost: ManaCost, right: float, cy: float, r: float) -> tuple[str, float]:
    """A cost's symbols ending at ``right``; returns the SVG and where they begin."""
    syms = list(cost.symbols)
    step = 2 * r + 1.5
    x0 = right - step * len(syms) + 1.5
    parts = [_symbol(s, x0 + r + i * step, cy, r) for i, s in enumerate(syms)]
    return "".join(parts), x0


def _mana_symbols(mana: str, x: float, cy: float, r: float) -> tuple[str, float]:
    """A canonical mana string ("GG") as symbols from ``x``; long runs as ×n. Returns the
    SVG and the x after it."""
    parts = []
    for t in MANA_TYPES:
        n = mana.count(t)
        if not n:
            continue
        sym = ManaCost.parse("{" + t + "}").symbols[0]
        shown = 1 if n > 4 else n
        for _ in range(shown):
            parts.append(_symbol(sym, x + r, cy, r))
            x += 2 * r + 2
        if n > 4:
            parts.append(_text(x, cy + r * 0.45, f"×{n}", size=r * 1.3, weight="700"))
            x += _text_width(f"×{n}", r * 1.3, bold=True) + 4
    return "".join(parts), x


# -- one card -----------------------------------------------------------------------------


def _frame(c: Characteristics) -> tuple[str, str]:
    colors = [t for t in "WUBRG" if t in c.colors]
    if len(colors) >= 2:
        return _FRAMES["gold"]
    if colors:
        return _FRAMES[colors[0]]
    if "Land" in c.types:
        return _FRAMES["land"]
    if "Artifact" in c.types:
        return _FRAMES["artifact"]
    return _FRAMES["colorless"]


def _type_line(c: Characteristics) -> str:
    left = " ".join(c.supertypes + c.types)
    right = " ".join(c.subtypes)
    return f"{left} — {right}" if right else left


def _counters_label(kind: str, n: int) -> str:
    return f"{kind} ×{n}" if n != 1 else kind


def _loyalty(c: Characteristics, perm: PermanentState) -> int | None:
    if "Planeswalker" not in c.types:
        return None
    counted = dict(perm.counters).get("loyalty")
    return counted if counted is not None else c.loyalty


def _copying(state: GameState, pid: int) -> str | None:
    for rec in sorted(state.effects, key=lambda r: -r.timestamp):
        if isinstance(rec.effect, CopyEffect) and pid in rec.affected:
            return rec.effect.original_name
    return None


@dataclass(frozen=True, slots=True)
class _Place:
    """Where a permanent is drawn: its center and whether it is turned sideways."""

    cx: float
    cy: float
    tapped: bool

    @property
    def half(self) -> tuple[float, float]:
        return (CARD_H / 2, CARD_W / 2) if self.tapped else (CARD_W / 2, CARD_H / 2)


def _card_title(c: Characteristics, perm: PermanentState, copying: str | None,
                could: frozenset[str]) -> str:
    lines = [f"{c.name} (#{c.id})" + (f" {c.mana_cost}" if c.mana_cost and
                                      str(c.mana_cost) else ""),
             _type_line(c)]
    lines += [ref.ability.text for ref in c.abilities]
    if c.power is not None:
        lines.append(f"{c.power}/{c.toughness}")
    status = [f"controller {c.controller}", "tapped" if perm.tapped else "untapped"]
    if perm.owner != c.controller:
        status.append(f"owner {perm.owner}")
    if perm.is_token:
        status.append("token (CR 111)")
    if copying:
        status.append(f"copying {copying} (CR 707)")
    if not perm.controlled_since_turn_start:
        status.append("not under its controller's control since their most recent turn "
                      "began (CR 302.6)")
    if perm.counters:
        status.append("counters: " + ", ".join(f"{n} {k}" for k, n in perm.counters))
    if perm.damage:
        status.append(f"{perm.damage} damage marked")
    if could:
        status.append("could produce " + "".join(
            "{" + t + "}" for t in MANA_TYPES if t in could) + " (CR 106.7)")
    return "\n".join([*lines, "; ".join(status)])


def _card_open(c: Characteristics, perm: PermanentState, place: _Place, copying: str | None,
               could: frozenset[str], highlight: str | None) -> list[str]:
    """A card's group (placed, and turned when tapped: CR 701.26a), its tooltip and the
    highlight ring around it."""
    w, h = CARD_W, CARD_H
    pid = perm.id
    x0, y0 = place.cx - w / 2, place.cy - h / 2
    transform = (f"rotate(90 {place.cx:.1f} {place.cy:.1f}) translate({x0:.1f} {y0:.1f})"
                 if place.tapped else f"translate({x0:.1f} {y0:.1f})")
    classes = "mtglab-card" + (" mtglab-tapped" if perm.tapped else "") + \
        (" mtglab-token" if perm.is_token else "") + (" mtglab-highlight" if highlight else "")
    out = [f'<g class="{classes}" id="mtglab-permanent-{pid}" data-id="{pid}" '
           f'data-name="{_esc(c.name)}" data-controller="{_esc(c.controller)}" '
           f'data-tapped="{str(perm.tapped).lower()}" '
           f'data-token="{str(perm.is_token).lower()}" transform="{transform}">',
           f"<title>{_esc(_card_title(c, perm, copying, could))}</title>"]
    if highlight:
        out.append(f'<rect x="-5" y="-5" width="{w + 10}" height="{h + 10}" rx="11" '
                   f'fill="none" stroke="{highlight}" stroke-width="4" opacity="0.9"/>')
    return out


def _card_body(perm: PermanentState, fill: str, border: str) -> list[str]:
    """The card's body: its frame colors, dashed for a token (CR 111), or the back of a
    face-down permanent (708.2)."""
    w, h = CARD_W, CARD_H
    dash = ' stroke-dasharray="5 3"' if perm.is_token else ""
    if perm.face_down is not None:
        fill, border = "#5c4330", "#2f2118"
    out = [f'<rect width="{w}" height="{h}" rx="8" fill="{fill}" stroke="{border}" '
           f'stroke-width="1.6"{dash} filter="url(#mtglab-shadow)"/>']
    if perm.face_down is not None:
        out.append(f'<ellipse cx="{w / 2}" cy="{h / 2}" rx="{w * 0.32}" ry="{h * 0.36}" '
                   f'fill="#8a6a4f" stroke="#d9b98f" stroke-width="2"/>')
        out.append(_text(w / 2, h / 2 - 4, "face down", size=10, weight="700",
                         fill="#f3e6d3", anchor="middle"))
        out.append(_text(w / 2, h / 2 + 10, perm.face_down.value + " (CR 708)", size=8,
                         fill="#f3e6d3", anchor="middle"))
    return out


def _name_bar(c: Characteristics, border: str, face_down: bool) -> list[str]:
    """The name bar, with the mana cost (CR 202) on its right unless face down."""
    w = CARD_W
    out = [f'<rect x="4" y="4" width="{w - 8}" height="19" rx="4" fill="#fcfbf7" '
           f'stroke="{border}" stroke-width="0.8"/>']
    right = w - 8.0
    cost = c.mana_cost
    if cost is not None and not face_down and len(cost.symbols):
        syms, right = _symbols_right(cost, w - 7, 13.5, 6)
        out.append(syms)
        right -= 3
    out.append(_text(8.5, 17.6, c.name or "(no name)", size=10, weight="650",
                     cls="mtglab-card-name", fit=right - 9.5))
    return out


_ART_TOP: Final = 26
_ART_H: Final = 42


def _could_produce_symbols(could: frozenset[str]) -> list[str]:
    """The mana symbols of what the permanent could produce now (CR 106.7), centered in
    the art box."""
    types = [t for t in MANA_TYPES if t in could]
    r = 8.5 if len(types) <= 4 else 6.5
    step = 2 * r + 3
    x = CARD_W / 2 - step * len(types) / 2 + r + 1.5
    words = ", ".join(type_name(t) for t in types)
    out = [f'<g class="mtglab-could-produce"><title>could produce {words} mana now '
           f"(CR 106.7)</title>"]
    for i, t in enumerate(types):
        out.append(_symbol(ManaCost.parse("{" + t + "}").symbols[0], x + i * step,
                           _ART_TOP + _ART_H / 2 + 1, r))
    out.append("</g>")
    return out


def _tags(c: Characteristics, perm: PermanentState) -> list[str]:
    """The tags in the art box: token (CR 111), new (a creature under its controller's
    control since the turn began, 302.6), attacking and blocking (506.4)."""
    tags = []
    if perm.is_token:
        tags.append(("token", "#495057"))
    if not perm.controlled_since_turn_start and ("Creature" in c.types):
        tags.append(("new", "#868e96"))
    if perm.attacking is not None:
        tags.append(("attacking", "#c92a2a"))
    if perm.blocking:
        tags.append(("blocking", "#1864ab"))
    out = []
    tx = 10.0
    for label, color in tags:
        tw = _text_width(label, 7.5, bold=True) + 8
        out.append(f'<g class="mtglab-tag"><rect x="{tx:.1f}" y="{_ART_TOP + 3}" '
                   f'width="{tw:.1f}" height="11" rx="5.5" fill="{color}"/>'
                   + _text(tx + tw / 2, _ART_TOP + 11.3, label, size=7.5, weight="700",
                           fill="#fff", anchor="middle") + "</g>")
        tx += tw + 3
    return out


def _art_box(c: Characteristics, perm: PermanentState, border: str, copying: str | None,
             could: frozenset[str]) -> list[str]:
    """The art box: what it could produce, its tags, and what it is copying (707.2)."""
    w = CARD_W
    art_top, art_h = _ART_TOP, _ART_H
    out = [f'<rect x="7" y="{art_top}" width="{w - 14}" height="{art_h}" rx="2" '
           f'fill="#ffffff" fill-opacity="0.55" stroke="{border}" stroke-width="0.5"/>']
    if could and perm.face_down is None:
        out += _could_produce_symbols(could)
    out += _tags(c, perm)
    if copying:
        out.append(f'<g class="mtglab-copying"><title>copying {_esc(copying)} (CR 707.2)'
                   f'</title><rect x="7" y="{art_top + art_h - 13}" '
                   f'width="{w - 14}" height="13" fill="#364fc7" fill-opacity="0.85"/>'
                   + _text(w / 2, art_top + art_h - 3.5, f"copying {copying}", size=8,
                           weight="700", fill="#fff", anchor="middle", style="italic",
                           fit=w - 20) + "</g>")
    return out


def _text_box(c: Characteristics, border: str, loyalty: int | None) -> list[str]:
    """The type line, then as much of the rules text as fits above the power/toughness
    or loyalty box."""
    w = CARD_W
    out = [f'<rect x="4" y="70" width="{w - 8}" height="15" rx="3" fill="#fcfbf7" '
           f'stroke="{border}" stroke-width="0.8"/>',
           _text(8, 80.8, _type_line(c), size=8, weight="600", cls="mtglab-type-line",
                 fit=w - 16)]
    text_lines: list[str] = []
    for ref in c.abilities:
        text_lines += textwrap.wrap(ref.ability.text, 27) or [""]
    has_box = c.power is not None or loyalty is not None
    room = 5 if not has_box else 4
    if len(text_lines) > room:
        text_lines = text_lines[:room]
        text_lines[-1] = _fit(text_lines[-1] + " …", w - 14, 7)
    for i, line in enumerate(text_lines):
        out.append(_text(7.5, 96 + i * 9, line, size=7, fill="#2b2f33"))
    return out


def _pt_or_loyalty(c: Characteristics, border: str, loyalty: int | None) -> list[str]:
    """The power/toughness box (CR 208; shaded when layers changed it, 613.4), or the
    loyalty shield (306.5b)."""
    w, h = CARD_W, CARD_H
    if c.power is not None:
        pt = f"{c.power}/{c.toughness}"
        base = (c.copiable.power, c.copiable.toughness)
        changed = base != (str(c.power), str(c.toughness))
        bw = max(34.0, _text_width(pt, 11, bold=True) + 12)
        return [f'<g class="mtglab-pt"><title>power/toughness {pt}'
                + (f" (printed or copied {base[0]}/{base[1]}; CR 613.4)" if changed else "")
                + f'</title><rect x="{w - bw - 4:.1f}" y="{h - 22}" width="{bw:.1f}" '
                f'height="18" rx="4" fill="{"#fff3bf" if changed else "#fcfbf7"}" '
                f'stroke="{border}" stroke-width="1"/>'
                + _text(w - 4 - bw / 2, h - 8.8, pt, size=11, weight="700", anchor="middle")
                + "</g>"]
    if loyalty is not None:
        lx, ly = w - 22, h - 22
        return [f'<g class="mtglab-loyalty"><title>loyalty {loyalty} (CR 306.5b)</title>'
                f'<path d="M{lx - 14},{ly} h28 v10 l-14,9 l-14,-9 Z" fill="#2b2f33" '
                f'stroke="#000" stroke-width="0.8"/>'
                + _text(lx, ly + 12, str(loyalty), size=11, weight="700", fill="#fff",
                        anchor="middle") + "</g>"]
    return []


def _badges(perm: PermanentState, loyalty: int | None) -> list[str]:
    """Counters as badges along the left edge (CR 122; loyalty counters are in the
    shield), and damage marked (120.3) on the right."""
    w = CARD_W
    out = []
    by = 30.0
    for kind, n in perm.counters:
        if kind == "loyalty" and loyalty is not None:
            continue
        label = _counters_label(kind, n)
        bw = _text_width(label, 8, bold=True) + 10
        color = "#2b8a3e" if kind.startswith("+") else "#c92a2a" if kind.startswith("-") \
            else "#5f3dc4"
        out.append(f'<g class="mtglab-counter" data-kind="{_esc(kind)}" data-count="{n}">'
                   f"<title>{n} {_esc(kind)} counter{'s' if n != 1 else ''} (CR 122)</title>"
                   f'<rect x="-6" y="{by:.1f}" width="{bw:.1f}" height="14" rx="7" '
                   f'fill="{color}" stroke="#fff" stroke-width="1"/>'
                   + _text(-6 + bw / 2, by + 10.2, label, size=8, weight="700", fill="#fff",
                           anchor="middle") + "</g>")
        by += 17
    if perm.damage:
        label = f"{perm.damage} damage"
        bw = _text_width(label, 8, bold=True) + 10
        out.append(f'<g class="mtglab-damage"><rect x="{w - bw + 6:.1f}" y="30" '
                   f'width="{bw:.1f}" height="14" rx="7" fill="#e03131" stroke="#fff"/>'
                   + _text(w + 6 - bw / 2, 40.2, label, size=8, weight="700", fill="#fff",
                           anchor="middle") + "</g>")
    return out


def _card(state: GameState, pid: int, place: _Place, *, could: frozenset[str],
          highlight: str | None) -> str:
    """One permanent drawn as a card, centered on ``place``."""
    c = characteristics_of(state)[pid]
    perm = state.permanents[pid]
    fill, border = _frame(c)
    copying = _copying(state, pid)
    loyalty = _loyalty(c, perm)
    out = [*_card_open(c, perm, place, copying, could, highlight),
           *_card_body(perm, fill, border),
           *_name_bar(c, border, perm.face_down is not None),
           *_art_box(c, perm, border, copying, could),
           *_text_box(c, border, loyalty),
           *_pt_or_loyalty(c, border, loyalty),
           *_badges(perm, loyalty), "</g>"]
    return "".join(out)


# -- layout -------------------------------------------------------------------------------


@dataclass
class _Slot:
    pid: int
    tapped: bool
    attached: list[int]

    @property
    def width(self) -> float:
        return CARD_H if self.tapped else CARD_W


def _lines(slots: list[_Slot], room: float) -> list[list[_Slot]]:
    """Slots in lines that fit ``room`` px."""
    lines: list[list[_Slot]] = [[]]
    used = 0.0
    for s in slots:
        if lines[-1] and used + s.width > room:
            lines.append([])
            used = 0.0
        lines[-1].append(s)
        used += s.width + _GAP
    return [line for line in lines if line]


def _line_height(line: list[_Slot]) -> float:
    return CARD_H + _ATTACH * max((len(s.attached) for s in line), default=0)


def _player_rows(state: GameState, player: str, chars: Mapping[int, Characteristics],
                 hosted: Mapping[int, list[int]], shown_attached: set[int]) \
        -> tuple[list[_Slot], list[_Slot]]:
    lands: list[_Slot] = []
    others: list[_Slot] = []
    for pid in sorted(state.permanents):
        if pid in shown_attached or chars[pid].controller != player:
            continue
        slot = _Slot(pid, state.permanents[pid].tapped, hosted.get(pid, []))
        c = chars[pid]
        (lands if "Land" in c.types and "Creature" not in c.types else others).append(slot)
    return others, lands


def _header(state: GameState, player: str, x: float, y: float, width: float) -> str:
    p = state.player(player)
    active = player == state.active
    fill = "#343a40" if active else "#868e96"
    out = [f'<g class="mtglab-player-header" data-player="{_esc(player)}">',
           f'<rect x="{x}" y="{y}" width="{width}" height="{_HEADER - 6}" rx="6" '
           f'fill="{fill}"/>']
    tx = x + 10
    out.append(_text(tx, y + 17.5, player, size=13, weight="700", fill="#fff"))
    tx += _text_width(player, 13, bold=True) + 12
    life = f"♥ {p.life}"
    out.append(f"<g><title>life total {p.life} (CR 119)</title>"
               + _text(tx, y + 17.5, life, size=12, weight="600", fill="#ffc9c9") + "</g>")
    tx += _text_width(life, 12, bold=True) + 14
    for kind, n in p.counters:
        label = f"{kind} {n}"
        out.append(_text(tx, y + 17.5, label, size=11, fill="#e9ecef"))
        tx += _text_width(label, 11) + 12
    pool = str(p.pool_mana)
    if pool:
        out.append(_text(tx, y + 17.5, "pool", size=11, fill="#e9ecef"))
        tx += _text_width("pool", 11) + 6
        syms, tx = _mana_symbols(pool, tx, y + 13, 7)
        out.append(f'<g class="mtglab-pool"><title>mana pool (CR 106.4)</title>{syms}</g>')
        tx += 10
    if active:
        label = f"active · {state.phase}"
        out.append(_text(tx, y + 17.5, label, size=11, weight="600", fill="#ffe066"))
    zones = " · ".join(f"{z} {len(zone_cards(state, player, z))}"
                       for z in ("hand", "library", "graveyard", "exile"))
    out.append(_text(x + width - 10, y + 17.5, zones, size=10.5, fill="#dee2e6",
                     anchor="end"))
    out.append("</g>")
    return "".join(out)


def _arrow_svg(arrow: Arrow, places: Mapping[int, _Place], color: str, index: int) -> str:
    a, b = places[arrow.tail], places[arrow.head]
    x1, y1, x2, y2 = a.cx, a.cy, b.cx, b.cy
    dx, dy = x2 - x1, y2 - y1
    dist = math.hypot(dx, dy) or 1.0
    # a gentle curve, so that arrows between the same cards in both ways don't overlap
    bend = min(60.0, 0.18 * dist) * (1 if index % 2 == 0 else -1)
    mx, my = (x1 + x2) / 2 - dy / dist * bend, (y1 + y2) / 2 + dx / dist * bend

    def to_edge(px: float, py: float, qx: float, qy: float, place: _Place) -> tuple[float,
                                                                                       float]:
        """The point where the segment from (px, py) towards the center (qx, qy) of a
        card meets its edge (plus a little room)."""
        hx, hy = place.half
        hx, hy = hx + 4, hy + 4
        vx, vy = px - qx, py - qy
        scale = min(hx / abs(vx) if vx else math.inf, hy / abs(vy) if vy else math.inf)
        return qx + vx * min(scale, 1.0), qy + vy * min(scale, 1.0)

    sx, sy = to_edge(mx, my, x1, y1, a)
    ex, ey = to_edge(mx, my, x2, y2, b)
    out = [f'<g class="mtglab-arrow" data-tail="{arrow.tail}" data-head="{arrow.head}">',
           f"<title>{_esc(arrow.label or 'arrow')}</title>",
           f'<path d="M{sx:.1f},{sy:.1f} Q{mx:.1f},{my:.1f} {ex:.1f},{ey:.1f}" fill="none" '
           f'stroke="{color}" stroke-width="3.5" stroke-linecap="round" opacity="0.9" '
           f'marker-end="url(#mtglab-arrowhead-{color.lstrip("#")})"/>']
    if arrow.label:
        lx, ly = 0.25 * sx + 0.5 * mx + 0.25 * ex, 0.25 * sy + 0.5 * my + 0.25 * ey
        label = _fit(arrow.label, 180, 10, bold=True)
        lw = _text_width(label, 10, bold=True) + 12
        out.append(f'<rect x="{lx - lw / 2:.1f}" y="{ly - 9:.1f}" width="{lw:.1f}" '
                   f'height="18" rx="9" fill="#fff" stroke="{color}" stroke-width="1.5"/>')
        out.append(_text(lx, ly + 3.6, label, size=10, weight="700", fill=color,
                         anchor="middle"))
    out.append("</g>")
    return "".join(out)


def _marker(color: str) -> str:
    return (f'<marker id="mtglab-arrowhead-{color.lstrip("#")}" viewBox="0 0 10 10" '
            f'refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">'
            f'<path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>')


def _stack_panel(state: GameState, x: float, y: float, height: float) -> str:
    out = [f'<g class="mtglab-stack"><rect x="{x}" y="{y}" width="{_STACK_W - 10}" '
           f'height="{height}" rx="8" fill="#f8f9fa" stroke="#ced4da"/>',
           _text(x + 10, y + 20, "Stack (top first, CR 405)", size=11, weight="700")]
    yy = y + 32
    for item in reversed(state.stack):
        out.append(f'<g class="mtglab-stack-item" data-name="{_esc(item.name)}">'
                   f"<title>{_esc(item.name)}: {_esc(item.kind)} of {_esc(item.controller)}"
                   + (f"\n{_esc(item.ability.text)}" if item.ability is not None else "")
                   + f'</title><rect x="{x + 8}" y="{yy}" width="{_STACK_W - 26}" height="34" '
                   f'rx="5" fill="#fff" stroke="#adb5bd"/>'
                   + _text(x + 14, yy + 14, _fit(item.name, _STACK_W - 40, 10, bold=True),
                           size=10, weight="700")
                   + _text(x + 14, yy + 27, f"{item.kind} · {item.controller}", size=8.5,
                           fill=_MUTED) + "</g>")
        yy += 40
        if yy > y + height - 40:
            break
    out.append("</g>")
    return "".join(out)


# -- arguments ----------------------------------------------------------------------------


def _pid(b: Board, ref: Any, field: str) -> int:
    try:
        return b.id_of(ref)
    except BadArgumentTypeError:
        raise BadArgumentTypeError(field, ref, "a Permanent (from add, get ...), an id or "
                                   "a name") from None


def _arrows(b: Board, arrows: Iterable[Any] | None) -> list[Arrow]:
    if arrows is None:
        return []
    if isinstance(arrows, str | bytes | Mapping) or not isinstance(arrows, Iterable):
        raise BadArgumentTypeError("arrows", arrows, "a list of Arrow or (from, to[, label]) "
                                   "tuples")
    out = []
    for i, a in enumerate(arrows):
        field = f"arrows[{i}]"
        if isinstance(a, Arrow):
            for end in (a.tail, a.head):
                _pid(b, end, field)
            out.append(a)
            continue
        if not isinstance(a, tuple | list) or len(a) not in (2, 3):
            raise BadArgumentTypeError(field, a, "an Arrow or a (from, to) or (from, to, "
                                       "label) tuple")
        label = a[2] if len(a) == 3 else ""
        if not isinstance(label, str):
            raise BadArgumentTypeError(f"{field} label", label, "a string")
        out.append(Arrow(_pid(b, a[0], field), _pid(b, a[1], field), label[:200]))
    return out


def _highlights(b: Board, highlight: Any) -> dict[int, str]:
    if highlight is None:
        return {}
    if isinstance(highlight, Mapping):
        out = {}
        for k, v in highlight.items():
            if not isinstance(v, str) or not v.strip() or len(v) > 40 or any(
                    ch in v for ch in "<>\"'&"):
                raise BadArgumentError("highlight", v, "a color such as '#f59f00' or 'gold'")
            out[_pid(b, k, "highlight")] = v
        return out
    if isinstance(highlight, str | int) and not isinstance(highlight, bool):
        return {_pid(b, highlight, "highlight"): _HIGHLIGHT}
    if not isinstance(highlight, Iterable) or isinstance(highlight, bytes):
        return {_pid(b, highlight, "highlight"): _HIGHLIGHT}  # one handle, or refused
    return {_pid(b, p, "highlight"): _HIGHLIGHT for p in highlight}


def _check_board(b: Any) -> None:
    # (not isinstance Board: the board module shows itself with this one)
    if not isinstance(getattr(b, "state", None), GameState) or not hasattr(b, "id_of"):
        raise BadArgumentTypeError("b", b, "a Board")


def _check_width(width: Any) -> float:
    if isinstance(width, bool) or not isinstance(width, int | float):
        raise BadArgumentTypeError("width", width, "a number of pixels")
    if not 300 <= width <= 10_000:  # (NaN fails this too)
        raise BadArgumentError("width", width, "between 300 and 10,000 pixels")
    return float(width)


# -- the board ----------------------------------------------------------------------------


def _attachments(state: GameState) -> tuple[dict[int, list[int]], set[int]]:
    """Each host's attachments drawn behind it (CR 303.4, 301.5), and all of those
    attachments; an attachment that is itself a host keeps its own slot (rare: an Aura
    on an Aura)."""
    hosted: dict[int, list[int]] = {}
    for pid in sorted(state.permanents):
        host = state.permanents[pid].attached_to
        if host is not None and host in state.permanents and host != pid:
            hosted.setdefault(host, []).append(pid)
    shown_attached = {p for ps in hosted.values() for p in ps}
    shown_attached -= set(hosted)
    for host in hosted:
        hosted[host] = [p for p in hosted[host] if p in shown_attached]
    return hosted, shown_attached


@dataclass
class _Drawing:
    """What the cards are drawn with, and where each one went (for the arrows)."""

    state: GameState
    could: Mapping[int, frozenset[str]]
    rings: Mapping[int, str]
    places: dict[int, _Place]

    def card(self, pid: int, place: _Place) -> str:
        """Draw permanent ``pid`` at ``place``, noting where it is."""
        self.places[pid] = place
        return _card(self.state, pid, place, could=self.could.get(pid, frozenset()),
                     highlight=self.rings.get(pid))


def _slot_svg(d: _Drawing, slot: _Slot, cx: float, cy: float) -> list[str]:
    """A slot: its attachments fanned above it, then the permanent itself on top."""
    out = []
    host_top = cy - (CARD_W / 2 if slot.tapped else CARD_H / 2)
    for k, att in enumerate(slot.attached):
        offset = (len(slot.attached) - k) * _ATTACH
        a_tapped = d.state.permanents[att].tapped
        a_half = CARD_W / 2 if a_tapped else CARD_H / 2
        out.append(d.card(att, _Place(cx, host_top - offset + a_half, a_tapped)))
    out.append(d.card(slot.pid, _Place(cx, cy, slot.tapped)))
    return out


def _lines_svg(d: _Drawing, laid: list[list[list[_Slot]]], x0: float, y: float) -> list[str]:
    """The lines of slots of a player's area, from ``y`` down."""
    out = []
    yy = y
    for lines in laid:
        for line in lines:
            lh = _line_height(line)
            xx: float = x0 + _PAD
            for slot in line:
                out += _slot_svg(d, slot, xx + slot.width / 2, yy + lh - CARD_H / 2)
                xx += slot.width + _GAP
            yy += lh + _GAP
    return out


def _player_area(d: _Drawing, player: str, rows: list[list[_Slot]], y: float,
                 area_w: float, room: float) -> tuple[list[str], float]:
    """A player's area from ``y`` down (header, then their rows of permanents), and its
    height."""
    state = d.state
    players = [p.name for p in state.players]
    laid = [_lines(r, room) for r in rows]
    height = _HEADER + _PAD + sum(_line_height(line) + _GAP for lines in laid
                                  for line in lines)
    if not rows:
        height = _HEADER + 46
    x0 = _MARGIN
    active = player == state.active
    body = [f'<g class="mtglab-player" data-player="{_esc(player)}">',
            f'<rect x="{x0}" y="{y}" width="{area_w}" height="{height}" rx="10" '
            f'fill="{_AREA_FILL[players.index(player) % len(_AREA_FILL)]}" '
            f'stroke="{"#495057" if active else "#ced4da"}" '
            f'stroke-width="{1.6 if active else 1}"/>',
            _header(state, player, x0 + 4, y + 4, area_w - 8)]
    if not rows:
        body.append(_text(x0 + area_w / 2, y + _HEADER + 26, "no permanents", size=12,
                          fill=_MUTED, anchor="middle", style="italic"))
    body += _lines_svg(d, laid, x0, y + _HEADER + _PAD / 2)
    body.append("</g>")
    return body, height


def _arrows_svg(wanted: Sequence[Arrow], places: Mapping[int, _Place]
                ) -> tuple[list[str], list[str]]:
    """The arrows between permanents drawn (an arrow from or to one not drawn is left
    out), and the colors they use; a color that isn't one is refused."""
    colors: list[str] = []
    arrow_svg = []
    for i, a in enumerate(wanted):
        color = a.color or ARROW_COLORS[i % len(ARROW_COLORS)]
        if any(ch in color for ch in "<>\"'&") or len(color) > 40:
            raise BadArgumentError(f"arrows[{i}] color", color, "a color such as '#e8590c'")
        if color not in colors:
            colors.append(color)
        if a.tail in places and a.head in places and a.tail != a.head:
            arrow_svg.append(_arrow_svg(a, places, color, i))
    return arrow_svg, colors


def _summary(state: GameState, chars: Mapping[int, Characteristics], banner: str) -> str:
    """The board in words (the picture's title and aria-label)."""
    players = [p.name for p in state.players]
    return f"mtglab board: {banner}; " + "; ".join(
        f"{p}: " + (", ".join(chars[pid].name + (" (tapped)" if state.permanents[pid].tapped
                                                   else "")
                              for pid in sorted(state.permanents)
                              if chars[pid].controller == p) or "no permanents")
        for p in players)


def _could_map(state: GameState, could_produce: bool) -> Mapping[int, frozenset[str]]:
    """What each permanent could produce (CR 106.7), when asked and computable."""
    if not could_produce:
        return {}
    try:
        return could_produce_map(state)
    except MtglabError:  # an ability mtglab can't compute: draw the rest
        return {}


def board(b: Board, *, arrows: Iterable[Arrow | tuple[Any, ...]] | None = None,
          highlight: Iterable[Any] | Mapping[Any, str] | Any = None, width: float = 960,
          could_produce: bool = True) -> SvgImage:
    """The board drawn as SVG (see the module docstring).

    ``arrows``: :class:`Arrow` values or ``(from, to)`` / ``(from, to, label)`` tuples of
    permanents (handles, ids or names), e.g. from :func:`effect_arrows` or
    :func:`order_arrows`. ``highlight``: permanents to ring, or a dict of permanent ->
    color. ``width``: the picture's width in pixels (cards wrap onto more lines).
    ``could_produce``: show in each card's art box what it could produce (CR 106.7).
    """
    _check_board(b)
    if not isinstance(could_produce, bool):
        raise BadArgumentTypeError("could_produce", could_produce, "True or False")
    total_w = _check_width(width)
    wanted = _arrows(b, arrows)
    rings = _highlights(b, highlight)
    state = b.state
    chars = characteristics_of(state)
    d = _Drawing(state, _could_map(state, could_produce), rings, {})
    hosted, shown_attached = _attachments(state)
    stack_w = _STACK_W if state.stack else 0
    area_w = total_w - 2 * _MARGIN - stack_w
    players = [p.name for p in state.players]
    order = [*reversed(players[1:]), players[0]]  # the first player at the bottom
    y: float = _MARGIN + _BANNER
    body: list[str] = []
    for n, player in enumerate(order):
        others, lands = _player_rows(state, player, chars, hosted, shown_attached)
        rows = [others, lands] if n == len(order) - 1 else [lands, others]
        area, height = _player_area(d, player, [r for r in rows if r], y, area_w,
                                    area_w - 2 * _PAD)
        body += area
        y += height + _GAP
    total_h = y - _GAP + _MARGIN
    if stack_w:
        body.append(_stack_panel(state, total_w - _MARGIN - stack_w + 10, _MARGIN + _BANNER,
                                 total_h - _MARGIN * 2 - _BANNER))
    arrow_svg, colors = _arrows_svg(wanted, d.places)
    banner = (f"Turn {state.turn} · {possessive(state.active)} {state.phase}"
              + (f" · {len(state.stack)} on the stack" if state.stack else ""))
    defs = ('<defs><filter id="mtglab-shadow" x="-10%" y="-10%" width="130%" height="130%">'
            '<feDropShadow dx="1" dy="2" stdDeviation="1.6" flood-color="#000" '
            'flood-opacity="0.25"/></filter>' + "".join(_marker(c) for c in colors)
            + "</defs>")
    summary = _summary(state, chars, banner)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="mtglab-board" '
             f'viewBox="0 0 {total_w:.0f} {total_h:.0f}" width="{total_w:.0f}" '
             f'height="{total_h:.0f}" font-family="{_FONT}" role="img" '
             f'style="max-width:100%;height:auto" aria-label="{_esc(summary)}">',
             f"<title>{_esc(summary)}</title>", defs,
             f'<rect width="{total_w:.0f}" height="{total_h:.0f}" rx="12" fill="#fbfcfd"/>',
             _text(_MARGIN + 4, _MARGIN + 17, banner, size=13, weight="700",
                   cls="mtglab-banner"),
             *body, '<g class="mtglab-arrows">', *arrow_svg, "</g>", "</svg>"]
    return SvgImage("".join(parts))


# -- arrows from the rules ----------------------------------------------------------------


def effect_arrows(b: Board, p: Any = None) -> list[Arrow]:
    """An arrow from the source of each continuous effect to each permanent it changes
    (CR 611.2, 613), labeled with the layer and what it does; only those that change
    ``p`` when it is given.

    >>> import mtglab as ml
    >>> b = ml.Board()
    >>> bears = b.add("Grizzly Bears")
    >>> rancor = b.add("Rancor", attached_to=bears)
    >>> [a.label for a in effect_arrows(b)]
    ['layer 6: gains Trample; layer 7c: +2/+0']
    """
    _check_board(b)
    only = None if p is None else b.id_of(p)
    state = b.state
    chars = characteristics_of(state)
    by_name: dict[str, list[int]] = {}
    for pid, c in chars.items():
        by_name.setdefault(c.name, []).append(pid)
    sources = {rec.source_name: rec.source_id for rec in state.effects
               if rec.source_id is not None}
    found: dict[tuple[int, int], list[str]] = {}
    for pid in sorted(chars):
        if only is not None and pid != only:
            continue
        for step in chars[pid].steps:
            src = sources.get(step.source)
            if src is None:
                named = by_name.get(step.source, [])
                src = named[0] if len(named) == 1 else None
            if src is None or src == pid or src not in state.permanents:
                continue
            found.setdefault((src, pid), []).append(f"layer {step.layer}: {step.what}")
    # one arrow per source and permanent, its effects joined
    return [Arrow(src, pid, "; ".join(labels)) for (src, pid), labels in found.items()]


def order_arrows(b: Board, p: Any, order: Sequence[str] | Any) -> list[Arrow]:
    """Numbered arrows from the source of each replacement effect in ``order`` (a row's
    "order" from :func:`mtglab.orderings`, or the row itself) to ``p``: step 1 applies
    first (CR 616.1).

    >>> import mtglab as ml
    >>> b = ml.Board()
    >>> forest = b.add("Forest")
    >>> _ = b.add("Mana Reflection"); _ = b.add("Contamination", "opponent")
    >>> [a.label for a in order_arrows(b, forest, ("Contamination", "Mana Reflection"))]
    ['1. Contamination', '2. Mana Reflection']
    """
    _check_board(b)
    target = b.id_of(p)
    import pandas as pd

    if isinstance(order, pd.Series | Mapping):  # a row of the orderings table
        order = order.get("order", order)
    if isinstance(order, str) or not isinstance(order, Sequence):
        raise BadArgumentTypeError("order", order, "a sequence of effect labels, as in "
                                   "the orderings table's 'order' column")
    labels = {e.label: e.source_id for e in replacement_effects(b.state)}
    out = []
    for i, label in enumerate(order, 1):
        if not isinstance(label, str):
            raise BadArgumentTypeError(f"order[{i - 1}]", label, "an effect label")
        src = labels.get(label)
        if src is None:
            name, _, number = label.partition(" #")
            ref: Any = int(number) if number.isdigit() else name.removesuffix(
                " (its own text)")
            try:
                src = b.id_of(ref)
            except MtglabError as exc:
                raise BadArgumentError(f"order[{i - 1}]", label,
                                       "the label of a replacement effect on this board") \
                    from exc
        if src is not None and src in b.state.permanents:
            out.append(Arrow(src, target, f"{i}. {label}",
                             ARROW_COLORS[(i - 1) % len(ARROW_COLORS)]))
    return out
