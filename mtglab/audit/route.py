"""Which check plays which ability: one function, :func:`play_ability`, over every kind
of line a card has (CR 113.3: spell, activated, triggered and static abilities; 702:
keyword lines).

* a mana ability, a "tapped for mana" trigger or a replacement of mana production
  (605.1, 106.12): :func:`mtglab.audit.mana.play_alone`;
* a copy or "enters with counters" line (707, 614.1c): :func:`mtglab.audit.copies.play_copy_line`;
* a mode of a modal spell (700.2), and a modal spell's "Choose one —" (played with its
  first mode): :func:`mtglab.audit.modes.play_mode_line`;
* "counter target ... spell" (701.6): :func:`mtglab.audit.triggers.play_counter_line`;
* any other triggered ability (603): :func:`mtglab.audit.triggers.play_trigger_line`;
* cycling (702.29): :func:`mtglab.audit.cycling.play_cycling_line`;
* any other activated ability (602): :func:`mtglab.audit.activated.play_activated`;
* any other spell text: :func:`mtglab.audit.spells.play_spell`;
* a static ability: :func:`mtglab.audit.statics.play_static`; a keyword line:
  :func:`mtglab.audit.statics.play_keyword`.

An ability of a level, class level or station block (711.2, 716.2a, 721.2) is played as
the permanent has it at that level: its block's condition is taken as met (the board's
set-up), the condition itself being the layers' (:mod:`mtglab.engine.characteristics.blocks`).

>>> import mtglab as ml
>>> play_ability(ml.card("Llanowar Elves"), ml.card("Llanowar Elves").abilities[0]).outcome.value
'played'
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.activated import play_activated
from mtglab.audit.blocks import at_its_block
from mtglab.audit.copies import play_copy_line
from mtglab.audit.cycling import play_cycling_line
from mtglab.audit.mana import play_alone
from mtglab.audit.modes import play_mode_line
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.spells import play_spell
from mtglab.audit.statics import play_keyword, play_static
from mtglab.audit.triggers import play_counter_line, play_trigger_line
from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.effects import ChooseModes, CounterSpell
from mtglab.cards.keywords import CYCLING
from mtglab.cards.model import Card
from mtglab.cards.pool.coverage import (
    BECOMES_COPY,
    ENTERS_AS_COPY,
    ENTERS_WITH_COUNTERS,
    MANA_REPLACEMENT,
    classify,
)
from mtglab.cards.stackcopies import CopyOnStack

__all__ = ["check_name", "play_ability"]

_COPY = (ENTERS_WITH_COUNTERS, ENTERS_AS_COPY, BECOMES_COPY)


def check_name(card: Card, ability: Ability) -> str:
    """The name of the check that plays ``ability`` (a column of the audit's table):
    ``"mana"``, ``"copy"``, ``"mode"``, ``"counter"``, ``"trigger"``, ``"cycling"``,
    ``"activated"``, ``"spell"``, ``"static"`` or ``"keyword"``."""
    category = classify(ability.text, card.name)
    if ability.is_mana_ability or ability.is_mana_trigger or category == MANA_REPLACEMENT:
        return "mana"
    if category in _COPY and not _copies_on_stack(ability.effects):
        return "copy"  # "copy target spell" is played by its kind's check (707.10)
    if ability.kind is AbilityKind.SPELL and (ability.mode is not None or any(
            isinstance(e, ChooseModes) for e in ability.effects)):
        return "mode"  # a modal triggered ability's modes are the trigger check's (603.3c)
    if ability.kind is AbilityKind.SPELL and \
            any(isinstance(e, CounterSpell) for e in ability.effects):  # older records
        return "counter"
    if ability.kind is AbilityKind.TRIGGERED:
        return "trigger"
    if CYCLING in ability.keywords:
        return "cycling"
    return ability.kind.value


def _copies_on_stack(effects: Any) -> bool:
    """Whether these instructions (or those inside them) copy a spell or ability on the
    stack (707.10) rather than a permanent (707.2)."""
    if isinstance(effects, CopyOnStack):
        return True
    if isinstance(effects, tuple):
        return any(_copies_on_stack(e) for e in effects)
    return _copies_on_stack(getattr(effects, "effects", ()))


def _first_mode(card: Card) -> Ability | None:
    return next((a for a in card.abilities if a.mode is not None and a.supported), None)


def play_ability(card: Card, ability: Ability) -> PlayCheck:
    """Play ``ability`` of ``card`` (a card or one face of it) with the check its kind
    calls for (see the module docstring). Never raises on the card's account."""
    if not ability.supported:
        return PlayCheck(card.name, ability.text, PlayOutcome.REFUSED,
                         f"unsupported: {ability.problem}")
    card, ability = at_its_block(card, ability)  # at its level (711.2, 716.2a, 721.2)
    match check_name(card, ability):
        case "mana":
            return play_alone(card, ability)
        case "copy":
            return play_copy_line(card, ability)
        case "mode":
            mode = ability if ability.mode is not None else _first_mode(card)
            if mode is None:
                return PlayCheck(card.name, ability.text, PlayOutcome.REFUSED,
                                 "unsupported elsewhere: no mode of it is supported")
            played = play_mode_line(card, mode)
            return PlayCheck(card.name, ability.text, played.outcome, played.detail)
        case "counter":
            return play_counter_line(card, ability)
        case "trigger":
            if ability.mode is not None:  # a mode of a modal triggered ability (603.3c)
                return play_trigger_line(card, ability)
            if not isinstance(ability.trigger, Trigger):
                return PlayCheck(card.name, ability.text, PlayOutcome.ERROR,
                                 "a triggered ability without a trigger condition")
            return play_trigger_line(card, ability)
        case "cycling":
            return play_cycling_line(card, ability)
        case "activated":
            return play_activated(card, ability)
        case "spell":
            return play_spell(card, ability)
        case "static":
            return play_static(card, ability)
    return play_keyword(card, ability)
