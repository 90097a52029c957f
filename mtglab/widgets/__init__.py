"""ipywidgets for building and exploring a board in a notebook.

``ml.widgets.BoardBuilder(board=None)`` lays out a board by hand — add cards from the
catalogue with their status, counters and "as this enters" choices — and acts on it:
activate an ability (with choices and an order of replacement effects), pass the turn,
undo. The widgets hold no rules: every button calls the :class:`~mtglab.Board` API, and
``.board`` is the board built. Errors are shown with the rule that refused the action.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from mtglab.board import Board
from mtglab.cards.catalogue import catalogue
from mtglab.engine.state import GameState
from mtglab.errors import MtglabError

__all__ = ["BoardBuilder"]


def _parse_counters(text: str) -> dict[str, int]:
    """ "+1/+1: 2, charge: 1" -> {"+1/+1": 2, "charge": 1}."""
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        if ":" not in part:
            raise ValueError(f"counters are written 'kind: number', got {part!r}")
        kind, _, n = part.rpartition(":")
        out[kind.strip()] = int(n)
    return out


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


class BoardBuilder:
    """Build a board with widgets; ``.board`` is the :class:`~mtglab.Board` built.

    >>> builder = BoardBuilder()
    >>> builder.card.value = "Forest"
    >>> builder.add_button.click()
    >>> len(builder.board)
    1
    """

    def __init__(self, board: Board | None = None) -> None:
        self.board = board if board is not None else Board()
        self._history: list[GameState] = []
        self._callbacks: list[Callable[[Board], None]] = []
        names = sorted(catalogue().names)
        style = {"description_width": "initial"}
        # -- adding a permanent
        self.card = W.Combobox(options=names, placeholder="card name (the catalogue)",
                               description="Card", ensure_option=False, style=style)
        self.controller = W.Dropdown(options=list(self.board.players), description="for")
        self.tapped = W.Checkbox(description="tapped", indent=False)
        self.arrived = W.Checkbox(description="arrived this turn (CR 302.6)", indent=False)
        self.counters = W.Text(placeholder="+1/+1: 2, charge: 1", description="counters",
                               style=style)
        self.enter_choices = W.Text(placeholder="as it enters, e.g. G",
                                    description="choices", style=style)
        self.attach = W.Dropdown(options=[("(not attached)", None)], description="attached to",
                                 style=style)
        self.add_button = W.Button(description="Add", button_style="success",
                                   tooltip="put it onto the battlefield (set-up)")
        # -- acting
        self.permanent = W.Dropdown(options=[], description="Permanent", style=style)
        self.ability = W.Dropdown(options=[], description="ability", style=style)
        self.choices = W.Text(placeholder="answers in order, e.g. G, U",
                              description="choices", style=style)
        self.order = W.Text(placeholder="e.g. Contamination, Mana Reflection",
                            description="order (616.1)", style=style)
        self.costs = W.Dropdown(options=[("(no permanent for the cost)", None)],
                                description="tap/sacrifice", style=style)
        self.activate_button = W.Button(description="Activate", button_style="primary")
        self.tap_button = W.Button(description="Tap / untap")
        self.remove_button = W.Button(description="Remove")
        self.pass_button = W.Button(description="Pass turn")
        self.undo_button = W.Button(description="Undo", icon="undo")
        self.status = W.HTML()
        self.table = W.HTML()
        self.abilities_table = W.HTML()
        self.add_button.on_click(lambda _b: self.add())
        self.activate_button.on_click(lambda _b: self.activate())
        self.tap_button.on_click(lambda _b: self.toggle_tap())
        self.remove_button.on_click(lambda _b: self.remove())
        self.pass_button.on_click(lambda _b: self.pass_turn())
        self.undo_button.on_click(lambda _b: self.undo())
        self.permanent.observe(lambda _c: self._refresh_abilities(), names="value")
        self.widget = W.VBox([
            W.HTML("<b>Add a permanent</b>"),
            W.HBox([self.card, self.controller]),
            W.HBox([self.tapped, self.arrived]),
            W.HBox([self.counters, self.enter_choices, self.attach]),
            self.add_button,
            W.HTML("<b>Act</b>"),
            W.HBox([self.permanent, self.ability]),
            W.HBox([self.choices, self.order, self.costs]),
            W.HBox([self.activate_button, self.tap_button, self.remove_button,
                    self.pass_button, self.undo_button]),
            self.status, self.table, self.abilities_table,
        ])
        self._refresh()

    # ---------------------------------------------------------------- actions

    def _do(self, what: str, action: Callable[[], Any]) -> Any:
        before = self.board.state
        try:
            result = action()
        except (MtglabError, ValueError, KeyError) as exc:
            self.board.restore(before)  # a failed action changes nothing
            self.status.value = (f'<span style="color:#c33">✘ {html.escape(what)}: '
                                 f"{html.escape(str(exc))}</span>")
            return None
        self._history.append(before)
        self._refresh()
        for cb in self._callbacks:
            cb(self.board)
        return result

    def add(self) -> None:
        """Add the card described by the widgets (set-up: nothing triggers)."""
        name = self.card.value.strip()

        def go() -> Any:
            return self.board.add(
                name, self.controller.value, tapped=self.tapped.value,
                controlled_since_turn_start=not self.arrived.value,
                counters=_parse_counters(self.counters.value),
                attached_to=self.attach.value, choices=_split(self.enter_choices.value))

        p = self._do(f"add {name or '(no card)'}", go)
        if p is not None:
            self.status.value = f'<span style="color:#2a7">✔ added {html.escape(p.name)}</span>'

    def activate(self) -> None:
        """Activate the chosen ability with the given choices and order."""
        pid, index = self.permanent.value, self.ability.value
        if pid is None or index is None:
            self.status.value = '<span style="color:#c33">choose a permanent and an ability</span>'
            return
        costs = None
        if self.costs.value is not None:
            verb, target = self.costs.value
            costs = {verb: target}
        order = _split(self.order.value) or None

        def go() -> Any:
            return self.board.activate(pid, index, choices=_split(self.choices.value),
                                       order=order, costs=costs)

        r = self._do("activate", go)
        if r is not None:
            trig = f"; triggers: {html.escape(', '.join(r.triggers))}" if r.triggers else ""
            self.status.value = (f'<span style="color:#2a7">✔ added {r.mana or "no mana"}'
                                 f"{trig}</span>")

    def toggle_tap(self) -> None:
        """Tap or untap the chosen permanent (an effect; a stun counter applies)."""
        pid = self.permanent.value
        if pid is None:
            return
        if self.board.is_tapped(pid):
            self._do("untap", lambda: self.board.untap(pid))
        else:
            self._do("tap", lambda: self.board.tap(pid))

    def remove(self) -> None:
        """Put the chosen permanent into its owner's graveyard (set-up)."""
        pid = self.permanent.value
        if pid is not None:
            self._do("remove", lambda: self.board.remove(pid))

    def pass_turn(self) -> None:
        """End the turn (untap step, cleanup: CR 502.3, 514.2)."""
        self._do("pass the turn", self.board.pass_turn)

    def undo(self) -> None:
        """Go back to the board before the last change."""
        if self._history:
            self.board.restore(self._history.pop())
            self.status.value = "undone"
            self._refresh()

    def on_change(self, callback: Callable[[Board], None], remove: bool = False) -> None:
        """Call ``callback(board)`` after every successful change."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    # ---------------------------------------------------------------- display

    def _refresh(self) -> None:
        b = self.board
        perms = [(f"#{p.id} {p.name} ({b.controller(p)}"
                  + (", tapped" if b.is_tapped(p) else "") + ")", p.id) for p in b]
        keep = self.permanent.value
        self.permanent.options = perms
        ids = [v for _l, v in perms]
        if ids:
            self.permanent.value = keep if keep in ids else ids[0]
        self.attach.options = [("(not attached)", None), *perms]
        self.controller.options = list(b.players)
        frame = b.permanents[["id", "name", "controller", "tapped", "types", "subtypes",
                              "power", "toughness", "counters",
                              "controlled_since_turn_start"]]
        pools = ", ".join(f"{p}: {b.mana_pool(p) or '-'}" for p in b.players)
        self.table.value = (f"<p>{html.escape(repr(b))}<br>mana pools — "
                            f"{html.escape(pools)}</p>" + frame.to_html(index=False))
        self._refresh_abilities()

    def _refresh_abilities(self) -> None:
        pid = self.permanent.value
        b = self.board
        if pid is None or pid not in b.state.permanents:
            self.ability.options = []
            self.abilities_table.value = ""
            return
        ab = b.abilities
        rows = ab[ab["permanent_id"] == pid]
        acts = rows[rows["kind"] == "activated"]
        keep = self.ability.value
        opts = [(f"[{i}] {t[:60]}", int(i)) for i, t in
                zip(acts["index"], acts["text"], strict=True)]
        self.ability.options = opts
        values = [v for _l, v in opts]
        if values:
            self.ability.value = keep if keep in values else values[0]
        others = [(f"tap #{p.id} {p.name}", ("tap", p.id)) for p in b if p.id != pid] + \
            [(f"sacrifice #{p.id} {p.name}", ("sacrifice", p.id)) for p in b if p.id != pid]
        self.costs.options = [("(no permanent for the cost)", None), *others]
        self.abilities_table.value = rows[["index", "text", "kind", "can_activate",
                                           "problems"]].to_html(index=False)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    def _repr_html_(self) -> str:  # outside a live kernel: the tables
        return str(self.table.value) + str(self.abilities_table.value)
