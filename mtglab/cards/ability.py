"""Abilities: one line of a card's text, as printed and as parsed (CR 113).

An :class:`Ability` keeps its printed text next to its parsed costs and effects; an
ability the parser could not read is kept with ``supported=False``, its text and the
part not understood (``problem``), never dropped and never guessed.
"""

from __future__ import annotations

import enum
import html
from dataclasses import dataclass

from mtglab.cards.effects import (
    ActivationRestriction,
    AddMana,
    Condition,
    Cost,
    Effect,
    ManaTrigger,
    Selector,
)
from mtglab.mana import text_html

__all__ = ["Ability", "AbilityKind", "Trigger"]


class AbilityKind(enum.StrEnum):
    """The kinds of ability (CR 113.3) plus spell text and keyword lines."""

    ACTIVATED = "activated"  # "cost: effect" (602)
    TRIGGERED = "triggered"  # "When/Whenever/At ..." (603)
    STATIC = "static"  # everything else on a permanent (604)
    SPELL = "spell"  # instructions of an instant or sorcery (113.3a)
    KEYWORD = "keyword"  # a line of keywords ("Flying, haste") (702)


@dataclass(frozen=True, slots=True)
class Trigger:
    """A trigger condition (CR 603.1) that is not a mana trigger.

    ``event`` names it: ``"enters"`` (the source enters), ``"dies"``, ``"upkeep"``,
    ``"cast"``... The engine acts only on those it knows. ``condition``: an intervening
    "if" clause (CR 603.4), checked as it triggers and as it resolves. ``selector``:
    for ``"other_enters"``, the permanents whose entering triggers it ("another creature
    you control"). ``once_each_turn``: "This ability triggers only once each turn" —
    after it has triggered, its source's ability doesn't trigger again that turn (the
    card's own text; a new object is a new source, 400.7).

    For ``"cast"`` (601.2i), two more qualities of the spell cast: ``min_mana_value``,
    "a creature spell with mana value 5 or greater" (X counts on the stack, 202.3e);
    ``first_each_turn``, "your first Human creature spell each turn": the spell is the
    first of that kind its caster cast this turn (a trigger condition, not an
    intervening "if", 603.4).
    """

    event: str
    text: str = ""
    condition: Condition | None = None
    selector: Selector | None = None
    once_each_turn: bool = False
    min_mana_value: int | None = None
    first_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, as printed and as parsed.

    ``text`` is the printed line (reminder text kept). ``supported`` says the parser
    understood all of it; then ``costs``, ``effects``, ``trigger`` and ``restrictions``
    hold its meaning. ``is_mana_ability`` follows CR 605.1a/b and is set for
    unsupported lines too, from their wording. ``intrinsic`` marks the ability a basic
    land type gives (CR 305.6).
    """

    text: str
    kind: AbilityKind
    supported: bool
    is_mana_ability: bool = False
    costs: tuple[Cost, ...] = ()
    effects: tuple[Effect, ...] = ()
    trigger: ManaTrigger | Trigger | None = None
    restrictions: tuple[ActivationRestriction, ...] = ()
    keywords: tuple[str, ...] = ()
    ability_word: str | None = None
    loyalty: str | None = None
    intrinsic: bool = False
    problem: str = ""  # why the parser could not support it
    mode: int | None = None  # the index of the mode of a modal spell it is (CR 700.2)

    @property
    def has_tap_cost(self) -> bool:
        """Whether {T} is in its cost: activating it taps the source (107.5, 106.12)."""
        return any(c.kind == "tap" for c in self.costs)

    @property
    def has_untap_cost(self) -> bool:
        """Whether {Q} is in its cost (107.6)."""
        return any(c.kind == "untap" for c in self.costs)

    @property
    def produces_mana(self) -> bool:
        """Whether resolving it adds mana (CR 106.3)."""
        return any(isinstance(e, AddMana) for e in self.effects)

    @property
    def is_mana_trigger(self) -> bool:
        """Whether it is a "tapped for mana" trigger (CR 106.12a)."""
        return isinstance(self.trigger, ManaTrigger)

    def __repr__(self) -> str:
        flag = "" if self.supported else ", unsupported"
        return f"<Ability {self.kind.value}{flag}: {self.text!r}>"

    def _repr_html_(self) -> str:
        mark = "✔" if self.supported else "✘"
        color = "#2a7" if self.supported else "#c33"
        mana = " · mana ability (CR 605.1)" if self.is_mana_ability else ""
        why = f"<br><small>{html.escape(self.problem)}</small>" if self.problem else ""
        return (f'<span style="color:{color}">{mark}</span> <i>{self.kind.value}{mana}</i>: '
                f"{text_html(self.text)}{why}")
