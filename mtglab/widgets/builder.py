"""The board builder: lay out a board with widgets, act on it, and watch the answers.

:class:`BoardBuilder` is a panel of ipywidgets over a :class:`~mtglab.Board`. It holds no
rules: every control calls the public Board API (``add``, ``edit``, ``activate``,
``cast``, ``tap``, ``pass_turn``, ``to_yaml`` ...) and every pane shows one of the
Board's own tables or answers (``permanents``, ``could_produce_table``,
``ml.orderings``, ``productions``, ``log``). The Board already changes nothing when an
action fails; the builder also keeps each state it had (states are immutable, so that is
cheap) and puts it back with ``Board.restore`` for a failed set-up step, for undo and for
redo. A refused action is shown as a message with its reason and rule. After every
action the controls go back to their defaults, so the next card goes to the first
player, untapped, with no counters.
"""

from __future__ import annotations

import ast
import base64
import html
import io
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from mtglab import Board, as_table, orderings, plot, suggest, svg
from mtglab.errors import BadArgumentTypeError, ChoiceRequired, MtglabError, TooManyOutcomes
from mtglab.mana import mana_set_html, mana_set_text

if TYPE_CHECKING:
    from mtglab.engine.state import GameState

__all__ = ["BoardBuilder"]

#: At most this many names are offered as completions for what was typed.
COMPLETIONS = 25
#: Orders listed one per row up to this many; above, one row per outcome (616.1).
ORDER_ROWS = 120
#: The tree of orders is drawn up to this many leaves.
TREE_LEAVES = 24

_OK = '<span style="color:#1a7f37">✔ {}</span>'
#: The order dropdown's first entry: no order given, the board asks when it matters.
NO_ORDER = "(no order: asked only when the orders differ)"
_ERR = '<span style="color:#c62828">✘ {}</span>'
_NOTE = '<span style="color:#666">{}</span>'


def parse_counters(text: str) -> dict[str, int]:
    """Counters as typed in the builder: ``"+1/+1: 2, charge: 1"``.

    >>> parse_counters("+1/+1: 2, charge: 1")
    {'+1/+1': 2, 'charge': 1}
    """
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, sep, n = part.rpartition(":")
        if not sep or not kind.strip():
            raise ValueError(f"counters are written 'kind: number', e.g. '+1/+1: 2'; "
                             f"got {part!r}")
        try:
            out[kind.strip()] = int(n)
        except ValueError:
            raise ValueError(f"the number of {kind.strip()} counters must be a whole "
                             f"number, got {n.strip()!r}") from None
    return out


def split_list(text: str) -> list[str]:
    """A comma-separated answer list: ``"G, U"`` -> ``["G", "U"]``."""
    return [p.strip() for p in text.split(",") if p.strip()]


def parse_x(text: str) -> int | None:
    """The value of X as typed: empty for none (CR 107.3)."""
    text = text.strip()
    if not text:
        return None
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"X must be a whole number, got {text!r} (CR 107.3)") from None
    if value < 0:
        raise ValueError(f"X can't be negative, got {value} (CR 107.3)")
    return value


class BoardBuilder:
    """Build and explore a board with widgets; ``.board`` is the board built.

    The builder acts on ``board`` (or a new empty board): ``builder.board`` is that same
    Board, so handles and references to it stay live. Every control is an attribute, so
    a notebook or a test can drive it exactly as a person would:

    >>> builder = BoardBuilder()
    >>> builder.card.value = "Forest"
    >>> builder.add_button.click()
    >>> builder.board.get("Forest").name, builder.card.value
    ('Forest', '')
    >>> builder.activate_button.click()          # the Forest is the chosen permanent
    >>> builder.board.mana_pool("you")
    'G'
    >>> builder.undo_button.click(); builder.board.mana_pool("you")
    ''
    >>> builder.redo_button.click(); builder.board.mana_pool("you")
    'G'
    """

    def __init__(self, board: Board | None = None) -> None:
        if board is not None and not isinstance(board, Board):
            raise BadArgumentTypeError("board", board, "an ml.Board, or None for a new one")
        self._board = board if board is not None else Board()
        self._past: list[GameState] = []
        self._future: list[GameState] = []
        self._callbacks: list[Callable[[Board], None]] = []
        self._busy = False  # while the panes fill the controls, observers stay quiet
        self._shown: tuple[Any, ...] | None = None  # what the answer panes show now
        wide = {"description_width": "initial"}
        box = W.Layout(width="auto")

        # -- add or cast a card
        self.card = W.Combobox(options=[], placeholder="type a card name",
                               description="Card", ensure_option=False, style=wide,
                               layout=W.Layout(width="22em"))
        self.controller = W.Dropdown(options=list(self._board.players), description="for",
                                     style=wide, layout=W.Layout(width="12em"))
        self.tapped = W.Checkbox(description="tapped", indent=False, layout=box)
        self.arrived = W.Checkbox(description="arrived this turn (CR 302.6)", indent=False,
                                  layout=box)
        self.counters = W.Text(placeholder="+1/+1: 2, charge: 1", description="counters",
                               style=wide)
        self.enter_choices = W.Text(placeholder="e.g. G, or Elf", description="choices",
                                    style=wide, tooltip="its 'as this enters' choices")
        self.attach = W.Dropdown(options=[("(not attached)", None)], description="attached to",
                                 style=wide)
        self.cast_x = W.Text(placeholder="X", description="X", style=wide,
                             layout=W.Layout(width="7em"))
        self.add_button = W.Button(description="Add", button_style="success",
                                   tooltip="put it onto the battlefield as stated (set-up)")
        self.cast_button = W.Button(description="Cast", button_style="info",
                                    tooltip="cast it, paying from the mana pool (CR 601.2)")

        # -- the chosen permanent: edit it, act with it
        self.permanent = W.Dropdown(options=[], description="Permanent", style=wide,
                                    layout=W.Layout(width="24em"))
        self.edit_tapped = W.Checkbox(description="tapped", indent=False, layout=box)
        self.edit_arrived = W.Checkbox(description="arrived this turn", indent=False,
                                       layout=box)
        self.edit_counters = W.Text(description="counters", style=wide,
                                    placeholder="+1/+1: 2")
        self.edit_attach = W.Dropdown(options=[("(not attached)", None)],
                                      description="attached to", style=wide)
        self.edit_choices = W.Text(description="choices", style=wide,
                                   placeholder="as it entered, e.g. G")
        self.edit_button = W.Button(description="Apply changes",
                                    tooltip="change it as stated (set-up: nothing triggers)")
        self.ability = W.Dropdown(options=[], description="ability", style=wide,
                                  layout=W.Layout(width="34em"))
        self.choices = W.Text(placeholder="answers in order, e.g. G, U",
                              description="choices", style=wide)
        self.order = W.Dropdown(options=[(NO_ORDER, ())], description="order (CR 616.1)",
                                style=wide, layout=W.Layout(width="34em"),
                                tooltip="the order of replacement effects on its mana")
        self.answer = W.Dropdown(options=[], description="answer", style=wide,
                                 layout=W.Layout(width="22em", display="none"),
                                 tooltip="the choice asked: picking one repeats the action")
        self.answers = W.HTML()
        self.x = W.Text(placeholder="X", description="X", style=wide,
                        layout=W.Layout(width="7em"))
        self.costs = W.Dropdown(options=[("(no permanent for the cost)", None)],
                                description="cost uses", style=wide)
        self.target = W.Dropdown(options=[("(no target)", None)], description="target",
                                 style=wide)
        self.pay_auto = W.Checkbox(description="pay its mana cost with my mana abilities "
                                   "(CR 601.2g)", indent=False, layout=box)
        self.activate_button = W.Button(description="Activate", button_style="primary")
        self.tap_button = W.Button(description="Tap / untap")
        self.remove_button = W.Button(description="Remove")
        self.pass_button = W.Button(description="Pass turn")
        self.undo_button = W.Button(description="Undo", icon="undo")
        self.redo_button = W.Button(description="Redo", icon="repeat")

        # -- board files
        self.yaml_text = W.Textarea(placeholder="a board file (YAML): Export, or paste one "
                                    "and Import", layout=W.Layout(width="100%", height="12em"))
        self.export_button = W.Button(description="Export YAML")
        self.import_button = W.Button(description="Import YAML")
        self.download = W.HTML()

        # -- panes
        self.status = W.HTML()
        self.table = W.HTML()
        self.could_produce = W.HTML()
        self.abilities_table = W.HTML()
        self.orderings = W.HTML()
        self.tree = W.HTML()  # SVG: sharp at any width, nothing shown when empty
        self.productions = W.HTML()
        self.log = W.HTML()

        for w, css in [(self.card, "mtglab-card-search"), (self.status, "mtglab-status"),
                       (self.table, "mtglab-board"), (self.could_produce, "mtglab-could-produce"),
                       (self.orderings, "mtglab-orderings"), (self.tree, "mtglab-tree"),
                       (self.order, "mtglab-order"), (self.answer, "mtglab-answer"),
                       (self.permanent, "mtglab-permanent"),
                       (self.controller, "mtglab-controller"),
                       (self.productions, "mtglab-productions")]:
            w.add_class(css)  # names for the page's readers (and its browser tests)
        self.card.observe(self._complete, names="value")
        self.add_button.on_click(lambda _b: self.add())
        self.cast_button.on_click(lambda _b: self.cast())
        self.edit_button.on_click(lambda _b: self.edit())
        self.activate_button.on_click(lambda _b: self.activate())
        self.tap_button.on_click(lambda _b: self.toggle_tap())
        self.remove_button.on_click(lambda _b: self.remove())
        self.pass_button.on_click(lambda _b: self.pass_turn())
        self.undo_button.on_click(lambda _b: self.undo())
        self.redo_button.on_click(lambda _b: self.redo())
        self.export_button.on_click(lambda _b: self.export_yaml())
        self.import_button.on_click(lambda _b: self.import_yaml())
        self.permanent.observe(self._on_permanent, names="value")
        self.ability.observe(self._on_ability, names="value")
        self.x.observe(self._on_ability, names="value")
        self.answer.observe(self._on_answer, names="value")
        self._picked: list[Any] = []  # answers picked from the answer list, in order
        self._answer_values: list[Any] = []  # the options the answer list offers
        self._retry: Callable[[], None] | None = None  # the action that asked for them

        def head(text: str) -> W.HTML:
            return W.HTML(f"<h4 style='margin:10px 0 2px'>{text}</h4>")

        self.widget = W.VBox([
            head("Add a card"),
            W.HBox([self.card, self.controller, self.tapped, self.arrived]),
            W.HBox([self.counters, self.enter_choices, self.attach]),
            W.HBox([self.add_button, self.cast_button, self.cast_x]),
            head("The chosen permanent"),
            W.HBox([self.permanent, self.tap_button, self.remove_button]),
            W.HBox([self.edit_tapped, self.edit_arrived, self.edit_counters]),
            W.HBox([self.edit_attach, self.edit_choices, self.edit_button]),
            W.HBox([self.ability, self.x]),
            W.HBox([self.order]),
            W.HBox([self.choices, self.answer, self.answers]),
            W.HBox([self.costs, self.target, self.pay_auto]),
            W.HBox([self.activate_button, self.pass_button, self.undo_button,
                    self.redo_button]),
            self.status,
            head("Board"), self.table,
            head("Could produce (CR 106.7)"), self.could_produce,
            head("Abilities of the chosen permanent"), self.abilities_table,
            head("Orders of replacement effects for the chosen ability (CR 616.1)"),
            self.orderings, self.tree,
            head("Productions: every total the chosen ability could add"), self.productions,
            head("Log"), self.log,
            head("Board file"),
            W.HBox([self.export_button, self.import_button, self.download]),
            self.yaml_text,
        ])
        self._refresh()

    # ---------------------------------------------------------------- the board

    @property
    def board(self) -> Board:
        """The board built (the same Board object throughout)."""
        return self._board

    @property
    def can_undo(self) -> bool:
        """Whether there is a change to undo."""
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone change to redo."""
        return bool(self._future)

    def on_change(self, callback: Callable[[Board], None], remove: bool = False) -> None:
        """Call ``callback(board)`` after every change (actions, undo, redo, import)."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def _do(self, what: str, action: Callable[[Board], Any],
            done: Callable[[Any], str], retry: Callable[[], None] | None = None) -> bool:
        """Run ``action`` on the board; on any error put the state before it back and say
        why in plain words. A choice the action asks for (``ml.ChoiceRequired``) is
        offered in the answer list, and picking an answer runs ``retry`` again."""
        b = self._board
        before = b.state
        self._hide_answers()
        try:
            result = action(b)
            message = done(result)
        except (MtglabError, ValueError, KeyError, TypeError) as exc:
            b.restore(before)
            text = f"{what}: {plain_message(exc)}"
            if isinstance(exc, ChoiceRequired) and exc.options and retry is not None:
                text += (". Pick the order in the 'order' list" if _is_order(exc)
                         else ". Pick the answer in the 'answer' list")
                self._offer(exc, retry)
            else:
                self._picked.clear()
                self._show_picked()
            self.status.value = _ERR.format(html.escape(text))
            return False
        self._past.append(before)
        self._future.clear()
        self._picked.clear()
        self._show_picked()
        self._changed()
        self.status.value = _OK.format(html.escape(message))
        return True

    def _offer(self, exc: ChoiceRequired, retry: Callable[[], None]) -> None:
        """List the legal answers of ``exc`` (an order goes to the order list)."""
        options: list[Any] = list(exc.options)
        if _is_order(exc):
            have = [v for _l, v in self.order.options]
            extra = [(order_label(o), tuple(o)) for o in options
                     if isinstance(o, tuple | list) and tuple(o) not in have]
            self._busy = True
            try:
                self.order.options = [*self.order.options, *extra]
            finally:
                self._busy = False
            self.status.add_class("mtglab-needs-order")
            return
        self._retry = retry
        self._answer_values = options
        self._busy = True
        try:
            self.answer.options = [("(pick an answer)", -1),
                                   *[(answer_label(o), i) for i, o in enumerate(options)]]
            self.answer.value = -1
        finally:
            self._busy = False
        self.answer.layout.display = None

    def _hide_answers(self) -> None:
        self.status.remove_class("mtglab-needs-order")
        self.answer.layout.display = "none"

    def _on_answer(self, change: dict[str, Any]) -> None:
        index = change["new"]
        if self._busy or index is None or index < 0 or self._retry is None:
            return
        self._picked.append(self._answer_values[index])
        self._show_picked()
        retry, self._retry = self._retry, None
        retry()

    def _show_picked(self) -> None:
        self.answers.value = ("" if not self._picked else _NOTE.format(html.escape(
            "answers picked: " + ", ".join(answer_label(a) for a in self._picked))))

    def _changed(self) -> None:
        self._refresh()
        for cb in list(self._callbacks):
            cb(self._board)

    # ---------------------------------------------------------------- actions

    def add(self) -> None:
        """Put the card described by the controls onto the battlefield (set-up)."""
        name = self.card.value.strip()
        who = self.controller.value

        def go(b: Board) -> Any:
            if not name:
                raise ValueError("type a card name first")
            return b.add(name, who, tapped=self.tapped.value,
                         controlled_since_turn_start=not self.arrived.value,
                         counters=parse_counters(self.counters.value),
                         attached_to=self.attach.value,
                         choices=[*split_list(self.enter_choices.value), *self._picked])

        # the chosen permanent stays the one being studied (the first one added is chosen)
        if self._do(f"add {name or '(no card)'}", go,
                    lambda p: f"added {p.name} (#{p.id}) for {who}", retry=self.add):
            self._reset_add()

    def cast(self) -> None:
        """Cast the card named in the controls for that player, paying from the pool
        (CR 601.2); X from the X box (107.3)."""
        name = self.card.value.strip()
        who = self.controller.value

        def go(b: Board) -> Any:
            if not name:
                raise ValueError("type a card name first")
            targets = [self.target.value] if self.target.value is not None else []
            return b.cast(name, controller=who, x=parse_x(self.cast_x.value),
                          targets=targets,
                          choices=[*split_list(self.enter_choices.value), *self._picked])

        def done(p: Any) -> str:
            return f"{who} cast {name}" + (f"; it is now #{p.id}" if p is not None else "")

        if self._do(f"cast {name or '(no card)'}", go, done, retry=self.cast):
            self._reset_add()

    def edit(self) -> None:
        """Change the chosen permanent as the edit controls say (set-up)."""
        pid = self.permanent.value
        if pid is None:
            self.status.value = _ERR.format("add a permanent first")
            return

        def go(b: Board) -> Any:
            b.edit(pid, tapped=self.edit_tapped.value,
                   controlled_since_turn_start=not self.edit_arrived.value,
                   counters=parse_counters(self.edit_counters.value),
                   attached_to=self.edit_attach.value,
                   choices=split_list(self.edit_choices.value) or None)
            return b.get(pid)

        self._do("edit", go, lambda p: f"changed {p.name} (#{p.id})")

    def activate(self) -> None:
        """Activate the chosen ability with the given choices, order, costs and X."""
        pid, index = self.permanent.value, self.ability.value
        if pid is None or index is None:
            self.status.value = _ERR.format("choose a permanent and one of its abilities")
            return

        def go(b: Board) -> Any:
            costs = None
            if self.costs.value is not None:
                verb, used = self.costs.value
                costs = {verb: used}
            targets = [self.target.value] if self.target.value is not None else []
            order = self.order.value
            return b.activate(pid, index,
                              choices=[*split_list(self.choices.value), *self._picked],
                              order=list(order) if order else None, costs=costs,
                              targets=targets, x=parse_x(self.x.value),
                              pay_with="auto" if self.pay_auto.value else None)

        def done(r: Any) -> str:
            trig = f"; triggered: {', '.join(r.triggers)}" if r.triggers else ""
            return f"activated: added {_mana_words(r.mana)}{trig}"

        if self._do("activate", go, done, retry=self.activate):
            self._reset_act()

    def toggle_tap(self) -> None:
        """Tap or untap the chosen permanent (an effect: a stun counter applies, 122.1d)."""
        pid = self.permanent.value
        if pid is None:
            return
        if self._board.is_tapped(pid):
            self._do("untap", lambda b: b.untap(pid), lambda _r: "untapped")
        else:
            self._do("tap", lambda b: b.tap(pid), lambda _r: "tapped")

    def remove(self) -> None:
        """Put the chosen permanent into its owner's graveyard (set-up)."""
        pid = self.permanent.value
        if pid is not None:
            name = self._board.get(pid).name
            self._do("remove", lambda b: b.remove(pid),
                     lambda _r: f"{name} went to its owner's graveyard")

    def pass_turn(self) -> None:
        """End the turn: the next player's untap step (502.3) after cleanup (514.2)."""
        self._do("pass the turn", lambda b: b.pass_turn(),
                 lambda _r: f"turn {self._board.turn}: {self._board.active}'s turn")

    def undo(self) -> None:
        """Go back to the board before the last change."""
        if not self._past:
            self.status.value = _NOTE.format("nothing to undo")
            return
        self._future.append(self._board.state)
        self._board.restore(self._past.pop())
        self._changed()
        self.status.value = _NOTE.format("undone")

    def redo(self) -> None:
        """Make again the last change undone."""
        if not self._future:
            self.status.value = _NOTE.format("nothing to redo")
            return
        self._past.append(self._board.state)
        self._board.restore(self._future.pop())
        self._changed()
        self.status.value = _NOTE.format("redone")

    def export_yaml(self) -> str:
        """Write the board file into the text box (and a download link); returns it."""
        text = self._board.to_yaml()
        self.yaml_text.value = text
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (f'<a download="board.yaml" href="data:text/yaml;base64,{data}"'
                               ' style="margin-left:8px">download board.yaml</a>')
        self.status.value = _OK.format("board file written below")
        return text

    def import_yaml(self) -> None:
        """Replace the board by the board file in the text box (undo brings it back)."""
        text = self.yaml_text.value
        if not text.strip():
            self.status.value = _ERR.format("paste a board file (YAML) into the box first")
            return
        if "\n" not in text:
            text += "\n"  # one line is board text, never a path
        try:
            new = Board.from_yaml(text)
        except (MtglabError, ValueError, KeyError, TypeError) as exc:
            self.status.value = _ERR.format(html.escape(f"import: {exc}"))
            return
        self._past.append(self._board.state)
        self._future.clear()
        self._board.restore(new.state)
        self._changed()
        self.status.value = _OK.format(f"imported a board of {len(new)} permanent(s)")

    # ---------------------------------------------------------------- controls

    def _complete(self, change: dict[str, Any]) -> None:
        typed = str(change["new"]).strip()
        self.card.options = suggest(typed, n=COMPLETIONS) if len(typed) >= 2 else []

    def _reset_add(self) -> None:
        self.card.value = ""
        self.controller.value = self._board.players[0]
        self.tapped.value = self.arrived.value = False
        self.counters.value = self.enter_choices.value = self.cast_x.value = ""
        self.attach.value = None

    def _reset_act(self) -> None:
        self.choices.value = self.x.value = ""
        self.order.value = ()  # () shows "(no order: ...)"; None would show a blank list
        self.costs.value = None
        self.target.value = None
        self.pay_auto.value = False

    # ---------------------------------------------------------------- panes

    def _refresh(self) -> None:
        b = self._board
        perms = [(_label(b, p), p.id) for p in b]
        ids = [pid for _l, pid in perms]
        keep = self.permanent.value
        none: list[tuple[str, Any]] = [("(not attached)", None)]
        self._busy = True
        try:
            self.attach.options = none + perms
            self.edit_attach.options = none + perms
            self.target.options = [("(no target)", None), *perms]
            if list(self.controller.options) != list(b.players):
                self.controller.options = list(b.players)
            self.permanent.options = perms
            self.permanent.value = keep if keep in ids else (ids[-1] if ids else None)
        finally:
            self._busy = False
        pools = "; ".join(f"{html.escape(p)}: {mana_set_html([b.mana_pool(p)])}"
                          for p in b.players)
        summary = html.escape(f"Turn {b.turn}: {b.active} to act, {b.phase}.")
        table = frame_html(_shown_columns(b.permanents)) if len(b) else \
            "<p><i>No permanents yet: type a card name above and press Add.</i></p>"
        picture = ('<div class="mtglab-board-svg" style="max-width:100%;overflow-x:auto">'
                   f"{svg.board(b)}</div>") if len(b) else ""  # the board drawn (SVG)
        self.table.value = f"<p>{summary} Mana pools — {pools}</p>{picture}{table}"
        self.could_produce.value = frame_html(b.could_produce_table()) if len(b) else ""
        log = b.log.tail(12)
        self.log.value = frame_html(log) if len(log) else ""
        self.undo_button.disabled = not self._past
        self.redo_button.disabled = not self._future
        self._refresh_permanent()

    def _on_permanent(self, _change: Any) -> None:
        if not self._busy:
            self._refresh_permanent()

    def _on_ability(self, _change: Any) -> None:
        if not self._busy:
            self._refresh_answers()

    def _refresh_permanent(self) -> None:
        pid = self.permanent.value
        b = self._board
        if pid is None or pid not in b.state.permanents:
            self._busy = True
            self.ability.options = []
            self._busy = False
            self.abilities_table.value = ""
            self._refresh_answers()
            return
        perm = b.get(pid)
        row = b.permanents.set_index("id").loc[pid]
        ab = b.abilities
        rows = ab[ab["permanent_id"] == pid]
        acts = rows[rows["kind"] == "activated"]
        keep = self.ability.value
        opts = [(f"[{i}] {t}", int(i)) for i, t in zip(acts["index"], acts["text"], strict=True)]
        values = [v for _l, v in opts]
        others = [p for p in b if p.id != pid]
        self._busy = True
        try:
            self.edit_tapped.value = b.is_tapped(perm)
            self.edit_arrived.value = not bool(row["controlled_since_turn_start"])
            self.edit_counters.value = ", ".join(f"{k}: {n}"
                                                 for k, n in b.counters(perm).items())
            attached = row["attached_to"]
            self.edit_attach.value = None if _missing(attached) else int(attached)
            self.edit_choices.value = ""
            self.ability.options = opts
            self.ability.value = keep if keep in values else (values[0] if values else None)
            self.costs.options = [("(no permanent for the cost)", None),
                                  *[(f"tap {_label(b, p)}", ("tap", p.id)) for p in others],
                                  *[(f"sacrifice {_label(b, p)}", ("sacrifice", p.id))
                                    for p in [perm, *others]]]
        finally:
            self._busy = False
        self.abilities_table.value = frame_html(
            rows[["index", "text", "kind", "supported", "can_activate", "problems"]])
        self._refresh_answers()

    def _refresh_answers(self) -> None:
        """The orderings table, its tree and the productions of the chosen ability."""
        b = self._board
        pid, index = self.permanent.value, self.ability.value
        key = (b.state, pid, index, self.x.value)
        if self._shown is not None and self._shown[0] is key[0] and self._shown[1:] == key[1:]:
            return  # the same question: the panes already answer it
        self._shown = key
        self.tree.value = ""
        self._set_orders([])
        if pid is None or index is None or pid not in b.state.permanents:
            self.orderings.value = self.productions.value = _NOTE.format(
                "choose a permanent with an activated ability")
            return
        rows = b.abilities
        row = rows[(rows["permanent_id"] == pid) & (rows["index"] == index)]
        if not len(row) or not bool(row["is_mana_ability"].iloc[0]):
            self.orderings.value = self.productions.value = _NOTE.format(
                "not a mana ability: no mana event to order (CR 605.1)")
            return
        try:
            x = parse_x(self.x.value)
            try:
                table = orderings(b, pid, index, x=x, limit=ORDER_ROWS)
                self._set_orders([(order_label(o) + " — gives " + mana_set_text(m), tuple(o))
                                  for o, m in zip(table["order"], table["mana"], strict=True)
                                  if len(o)])
            except TooManyOutcomes:
                table = orderings(b, pid, index, x=x, group=True)
                self._set_orders([(f"{order_label(o)} — gives {mana_set_text(m)} (as do "
                                   f"{n - 1:,} other orders)", tuple(o))
                                  for o, m, n in zip(table["example_order"], table["mana"],
                                                     table["n_orders"], strict=True)])
            self.orderings.value = frame_html(table)
            self.productions.value = mana_set_html(b.productions(pid, index, x=x))
        except (MtglabError, ValueError) as exc:
            self.orderings.value = self.productions.value = _NOTE.format(
                html.escape(plain_message(exc)))
            return
        self.tree.value = _tree_svg(b, pid, index, x)

    def _set_orders(self, options: list[tuple[str, tuple[str, ...]]]) -> None:
        """The order list: no order, then each legal order with what it gives."""
        keep = self.order.value
        self._busy = True
        try:
            self.order.options = [(NO_ORDER, ()), *options]
            self.order.value = keep if keep in [v for _l, v in options] else ()
        finally:
            self._busy = False

    # ---------------------------------------------------------------- display

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    def _repr_html_(self) -> str:  # outside a live kernel: the panes as static HTML
        return str(self.table.value) + str(self.could_produce.value)

    def __repr__(self) -> str:
        return f"<BoardBuilder {self._board!r}>"


def _shown_columns(frame: Any) -> Any:
    """The permanents table for the pane: without owner and timestamp, and without the
    token, copying and attached-to columns while no permanent has them (a narrow pane)."""
    frame = frame.drop(columns=["owner", "timestamp"])
    optional = [c for c in ("token", "copying", "attached_to")
                if not frame[c].map(lambda v: not _missing(v) and bool(v)).any()]
    return frame.drop(columns=optional)


def frame_html(frame: Any) -> str:
    """A table as mtglab shows tables (mana as symbols, texts in full)."""
    return str(as_table(frame)._repr_html_())


def _label(b: Board, p: Any) -> str:
    who = b.controller(p)
    return f"#{p.id} {p.name} ({who}{', tapped' if b.is_tapped(p) else ''})"


def _missing(value: Any) -> bool:
    import pandas as pd

    return value is None or bool(pd.isna(value))


def _mana_words(mana: str) -> str:
    return "".join("{" + t + "}" for t in mana) if mana else "no mana"


def _tree_svg(b: Board, pid: int, index: int, x: int | None) -> str:
    """The tree of orders as an inline SVG element; "" when there are too many orders to
    draw (the table then counts them) or none."""
    import matplotlib
    from matplotlib.figure import Figure  # a bare Figure: no pyplot, no extra output

    fig = Figure(figsize=(6, 2.6))
    ax = fig.subplots()
    try:
        plot.orderings_tree(b, pid, index, x=x, ax=ax, max_leaves=TREE_LEAVES)
    except (MtglabError, ValueError):
        return ""
    fig.tight_layout()
    out = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": f"tree-{pid}"}):
        fig.savefig(out, format="svg")  # text stays text: sharp and searchable
    svg = out.getvalue()
    svg = svg[svg.index("<svg"):]  # no XML prolog inside HTML
    return ('<div class="mtglab-tree-svg" style="max-width:100%;overflow-x:auto" '
            'role="img" aria-label="the tree of orders of replacement effects (CR 616.1)">'
            + re.sub(r'(<svg[^>]*?) width="[^"]*" height="[^"]*"',
                     r'\1 style="width:min(100%,40em);height:auto"', svg, count=1)
            + "</div>")


def _is_order(exc: ChoiceRequired) -> bool:
    return "order of replacement effects" in exc.what


def order_label(order: Sequence[Any]) -> str:
    """An order of effects as a person reads it.

    >>> order_label(("Contamination", "Mana Reflection"))
    'Contamination → Mana Reflection'
    """
    return " → ".join(str(e) for e in order) or "(none applies)"


def answer_label(value: Any) -> str:
    """An answer to a choice as a person reads it: an order as ``A → B``, True as
    "yes", a permanent by its name.

    >>> answer_label(("A", "B")), answer_label(True), answer_label("G")
    ('A → B', 'yes', 'G')
    """
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list):
        return order_label(value)
    return str(value)


_PASS = re.compile(r";?\s*pass \w+=\S*")
_STRINGS = r"'[^'\\]*'(?:,\s*'[^'\\]*')*,?"
_LITERAL = re.compile(rf"frozenset\(\{{{_STRINGS}\}}\)|\[{_STRINGS}\]|\({_STRINGS}\)"
                      rf"|\{{{_STRINGS}\}}")


def plain_message(exc: BaseException) -> str:
    """An error in the words a person reads: no Python (``pass order=``, tuples, lists,
    frozensets), the legal options left to the answer list.

    >>> from mtglab.errors import ChoiceRequired, IllegalActionError
    >>> plain_message(ChoiceRequired("the order of replacement effects on Forest (chosen "
    ...     "by you, CR 616.1); pass order=", [("A", "B"), ("B", "A")]))
    'a choice is needed: the order of replacement effects on Forest (chosen by you, CR 616.1)'
    >>> plain_message(IllegalActionError("apply them in that order",
    ...     ["'X' can't be applied next; legal next: ['A', 'B'] (CR 616.1)"]))
    "cannot apply them in that order: 'X' can't be applied next; legal next: A, B (CR 616.1)"
    """
    if isinstance(exc, ChoiceRequired):
        return "a choice is needed: " + _plain(_PASS.sub("", exc.what))
    return _plain(str(exc))


def _plain(text: str) -> str:
    def words(match: re.Match[str]) -> str:
        literal = match[0].removeprefix("frozenset(").removesuffix(")") \
            if match[0].startswith("frozenset(") else match[0]
        try:
            value = ast.literal_eval(literal)
        except (ValueError, SyntaxError):
            return match[0]
        return ", ".join(str(v) for v in (sorted(value) if isinstance(value, set) else value))

    return _LITERAL.sub(words, text)
