"""A spell or ability on the stack for a word "target" that names one (CR 115.1, 405.1):
what the audit puts in place before it casts, activates or triggers a "counter target
..." (701.6).

:func:`place_on_stack` has the opponent cast a spell of the kind named, with flash
(702.8a) and left on the stack — its types, color and mana value made to fit (202.3),
aimed at you or at a permanent of the kind "that targets ..." names (115.7) — or
activate an ability of a permanent of theirs, or have one of their creatures enter so
that its triggered ability waits on the stack (603.3); it returns the object's id.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglab.audit.setting import place_like
from mtglab.board.board import Board
from mtglab.cards.countering import StackKind, StackObjects
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.model import Card

__all__ = ["place_on_stack"]

_POOL = "WUBRGC" * 3
_GAINER = Card.from_text(name="Life Relic", mana_cost="{1}", type_line="Artifact",
                         oracle_text="{1}: You gain 1 life.")
_ENTERING = Card.from_text(name="Entering Bird", mana_cost="{1}", type_line="Creature — Bird",
                           oracle_text="Flash\nWhen this creature enters, you gain 1 life.",
                           power="1", toughness="1")


def place_on_stack(b: Board, what: StackObjects) -> Any:
    """The id of a stack object ``what`` may target, put on ``b`` by the opponent — or
    by you for "... you control" (405.2)."""
    who = "you" if what.controller is ControllerSpec.YOU else "opponent"
    if StackKind.SPELL in what.kinds:
        return _spell(b, what, who)
    b.add_mana(who, _POOL)
    if StackKind.ACTIVATED in what.kinds:
        relic = b.add(_GAINER, who)
        b.activate(relic, 0, player=who, resolve=False)
    else:  # the creature resolves; its enter trigger waits on the stack (603.3)
        b.cast(_ENTERING, controller=who, resolve=False)
        b.resolve()
    return b.state.stack[-1].id


def _spell(b: Board, what: StackObjects, who: str) -> Any:
    """A spell of the kind named, cast by ``who`` and left on the stack."""
    outer = what.spell
    sel = replace(outer.either[0], colors=outer.colors or outer.either[0].colors,
                  supertypes=outer.supertypes or outer.either[0].supertypes) \
        if outer.either else outer  # "red instant or sorcery": a red instant
    colors = list(sel.colors[:1]) or (["W", "U"] if sel.multicolored else [])
    text, targets = _aimed(b, what)
    types = _types(sel, aims=bool(targets))
    if "Aura" in sel.subtypes and not targets:
        targets = [place_like(b, Selector(types=("Creature",)), "opponent")]
        text = "Flash\nEnchant creature"
    creature = "Creature" in types
    line = " ".join([*sel.supertypes[:1], *types]) + \
        (f" — {sel.subtypes[0]}" if sel.subtypes else "")
    card = Card.from_text(name="Cast Spell", type_line=line, oracle_text=text,
                          mana_cost=_cost(what, colors), power="2" if creature else None,
                          toughness="2" if creature else None)
    b.add_mana(who, _POOL)
    b.cast(card, controller=who, targets=targets, resolve=False)
    return b.state.stack[-1].id


def _types(sel: Selector, *, aims: bool) -> list[str]:
    """The spell's card type: the one named, else a creature (an instant when it must
    target, or "noncreature"); a subtype's own type ("Aura", "Arcane")."""
    if sel.subtypes and not sel.types:
        return ["Enchantment"] if sel.subtypes[0] == "Aura" else \
            ["Instant"] if sel.subtypes[0] == "Arcane" else ["Creature"]
    if sel.types:
        return list(sel.types[:1])
    return ["Instant"] if aims or "Creature" in sel.excluded_types else ["Creature"]


def _cost(what: StackObjects, colors: list[str]) -> str:
    """A mana cost of the mana value named (202.3): generic mana makes it up."""
    value = max(1, what.mana_value or 0, what.spell.min_mana_value or 0, len(colors))
    if what.spell.max_mana_value is not None:
        value = min(value, max(what.spell.max_mana_value, len(colors)))
    generic = value - len(colors)
    return ("{" + str(generic) + "}" if generic or not colors else "") + \
        "".join("{" + c + "}" for c in colors)


def _aimed(b: Board, what: StackObjects) -> tuple[str, list[Any]]:
    """The spell's text and targets: aimed at you or a permanent where "that targets
    ..." asks (115.7)."""
    if what.targets_you or what.targets_a_player:
        return "Flash\nTarget player draws a card.", ["you"]
    if what.targets_objects is not None:
        aim = _newest_of_yours(b) if what.targets_objects.relation is Relation.SELF \
            else place_like(b, what.targets_objects, "you")
        return "Flash\nTap target permanent.", [aim]
    return "Flash", []


def _newest_of_yours(b: Board) -> int:
    """The permanent of yours put on the board last: the card whose ability the audit
    plays ("that targets ~")."""
    return max(i for i, p in b.state.permanents.items() if p.controller == "you")
