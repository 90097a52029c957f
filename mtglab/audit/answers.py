"""Answering what an action asks, with its first legal option (the audit's player).

An action of the Board (``cast``, ``activate``, ``resolve``, ``attack``...) that needs a
choice it wasn't given raises :class:`~mtglab.errors.ChoiceRequired` listing the legal
options, and changes nothing. :class:`Answers` repeats the action with the first legal
option added where the error says it goes: ``targets=`` for a target (601.2c), ``x=`` for
X (107.3a), ``pay_with=`` for mana abilities activated while paying (601.2g), ``order=``
for replacement effects (616.1), ``modes=`` (700.2), ``costs=`` / ``discard=`` /
``exile=`` for what a cost uses, and ``choices=`` for everything else.

>>> import mtglab as ml
>>> b = ml.Board()
>>> elves = b.add("Llanowar Elves", "opponent")
>>> bolt = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
...                          oracle_text="Bolt deals 3 damage to any target.")
>>> b.add_mana("you", "R")
>>> answers = Answers()
>>> answers.play(lambda **kw: b.cast(bolt, **kw))
>>> answers.asked
1
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["CARD_NAME", "MAX_CHOICES", "MAX_RESOLUTIONS", "Answers", "first_option", "option_id",
           "resolve_stack"]

#: At most this many choices are answered for one action (a loop would be a bug).
MAX_CHOICES: Final = 16

_PASS: Final = re.compile(r"pass (\w+)=")
_ID: Final = re.compile(r"#(\d+)\]?$")


def option_id(option: Any) -> Any:
    """A listed option as an action takes it: ``"Target Bear #3"`` is the id 3, any other
    option stays as it is."""
    if isinstance(option, str):
        m = _ID.search(option)
        if m is not None:
            return int(m.group(1))
    return option


#: The answer to "choose a card name" when no name is listed (201.4: any card's name).
CARD_NAME: Final = "Llanowar Elves"


def first_option(exc: ChoiceRequired) -> Any:
    """The first legal option of a choice — a card's name where any card name goes
    (201.4) — or the error itself when it lists none."""
    if exc.options:
        return exc.options[0]
    if "card name" in exc.what:
        return CARD_NAME
    raise exc


class Answers:
    """The keyword arguments of one action, grown one answer at a time.

    ``given`` holds what the caller passes from the start (``targets``, ``costs``...);
    :meth:`play` calls the action with them and adds the first legal option of each
    choice it asks for, until it succeeds. ``asked`` counts the answers added.
    """

    def __init__(self, **given: Any) -> None:
        self.kwargs: dict[str, Any] = dict(given)
        self.asked = 0

    def _add(self, exc: ChoiceRequired) -> None:
        where = _PASS.findall(exc.what)
        key = where[-1] if where else "choices"
        option = first_option(exc)
        if key == "x":
            self.kwargs["x"] = 1
        elif key == "pay_with":
            self.kwargs["pay_with"] = "auto"
        elif key == "order":
            self.kwargs["order"] = list(option) if isinstance(option, list | tuple) \
                else [option]
        elif key == "costs":
            verb = re.search(r"costs=\{'(\w+)'", exc.what)
            costs = dict(self.kwargs.get("costs") or {})
            costs[verb.group(1) if verb else "tap"] = option_id(option)
            self.kwargs["costs"] = costs
        elif key == "modes":  # "0: Draw a card." is the mode 0 (700.2)
            mode = int(option.split(":")[0]) if isinstance(option, str) else option
            self.kwargs["modes"] = [*self.kwargs.get("modes", ()), mode]
        elif key in ("targets", "discard", "exile"):
            self.kwargs[key] = [*self.kwargs.get(key, ()), option_id(option)]
        else:
            self.kwargs["choices"] = [*self.kwargs.get("choices", ()), option]
        self.asked += 1

    def play(self, action: Callable[..., Any]) -> Any:
        """``action(**kwargs)``, answering each choice it asks with its first legal
        option; what the action returned."""
        for _ in range(MAX_CHOICES):
            try:
                return action(**self.kwargs)
            except ChoiceRequired as exc:
                self._add(exc)
        raise IllegalActionError("play", [f"more than {MAX_CHOICES} choices asked"])


#: At most this many objects are resolved after an action (a loop would be a bug).
MAX_RESOLUTIONS: Final = 20


def resolve_stack(b: Any) -> None:
    """Resolve the stack of board ``b`` to the end (608), each object's choices answered
    with their first legal option (what triggered as each resolves goes on top and is
    resolved too, 603.3)."""
    for _ in range(MAX_RESOLUTIONS):
        if not b.state.stack:
            return
        Answers().play(b.resolve)
    raise IllegalActionError("resolve the stack", [
        f"more than {MAX_RESOLUTIONS} objects resolved: a loop (CR 104.4b, 732)"])
