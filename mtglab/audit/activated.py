"""Activate a permanent's (or a card's) activated ability on a board built for it, and
resolve it (CR 602.2, 608.2): the check behind "supported" for activated abilities that
are not mana abilities (mana abilities: :mod:`mtglab.audit.mana`).

:func:`play_activated` starts from :func:`~mtglab.audit.setting.base_board` and puts the
card where the ability works: on the battlefield under your control since the turn
began (302.6; untapped, or tapped for a {Q} cost, 107.6), or in your hand or graveyard
for an ability whose cost exiles or discards the card from there (113.6m). Then what
its cost needs is put in place (:func:`~mtglab.audit.costs.prepare_costs`: mana,
permanents to sacrifice or tap, cards to discard, counters to remove), its "activate
only if ..." is made to hold (:func:`~mtglab.audit.costs.meet_restrictions`), an
object of the right kind is put on the board for each word "target"
(:func:`~mtglab.audit.targets.targets_for`), and the ability is activated and the stack
resolved, each choice answered with its first legal option. An ability that gives an
emblem with triggered abilities (114.4) then has each of them triggered and resolved
(:func:`~mtglab.audit.triggers.play_emblem_triggers`).

>>> import mtglab as ml
>>> prodigal = ml.Card.from_text(name="Prodigal Pyromancer", mana_cost="{2}{R}",
...                              type_line="Creature — Human Wizard", power="1",
...                              toughness="1", oracle_text="{T}: Prodigal Pyromancer "
...                              "deals 1 damage to any target.")
>>> play_activated(prodigal, prodigal.abilities[0]).outcome.value
'played'
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.activatedmodes import modal_activation, mode_effects
from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.costs import (
    POOL,
    ability_index,
    functions_in,
    meet_restrictions,
    place_card,
    prepare_costs,
)
from mtglab.audit.outcome import PlayCheck, guarded
from mtglab.audit.setting import base_board
from mtglab.audit.targets import targets_for
from mtglab.audit.triggers import play_emblem_triggers
from mtglab.board.board import Board
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.errors import IllegalActionError

__all__ = ["play_activated"]


def _from_zone(b: Board, card: Card, ability: Ability, zone: str) -> None:
    """The card in ``zone`` ("Exile this card from your graveyard: ..."), the ability
    activated from there (113.6m)."""
    handle = b.add(card, zone=zone)
    # what its costs need besides the card itself (a creature to sacrifice, cards to
    # exile from the graveyard, 118.3) and its "activate only if ..." (602.5b), as for
    # a permanent's ability
    costs, x = prepare_costs(b, handle, ability)
    b.add_mana("you", POOL)
    meet_restrictions(b, handle, card, ability)
    targets = targets_for(b, ability.effects)
    if any(c.mana is not None and c.mana.has_x for c in ability.costs):
        x = 1
    index = card.abilities.index(ability)
    given: dict[str, Any] = {"targets": targets, "x": x}
    if costs:
        given["costs"] = costs
    Answers(**given).play(lambda **kw: b.activate(handle, index, **kw))


def _on_battlefield(b: Board, card: Card, ability: Ability) -> None:
    ability, mode = modal_activation(card, ability)  # a modal ability's mode (602.2b)
    p = place_card(b, card, tapped=ability.has_untap_cost)  # {Q} untaps it (107.6)
    costs, x = prepare_costs(b, p, ability)
    meet_restrictions(b, p, card, ability)
    index = ability_index(b, p, ability)  # as it is now: a level's abilities (716.2a)
    targets = targets_for(b, mode_effects(ability, mode))
    given: dict[str, Any] = {"targets": targets, "x": x}
    if mode is not None:
        given["modes"] = [mode]
    if costs:
        given["costs"] = costs
    if not any(q.base.name == card.name for q in b.state.permanents.values()):
        raise IllegalActionError(f"activate {card.name}", [
            "another of its abilities took it off the battlefield as the board was set up "
            "(a state trigger, CR 603.8)"])
    Answers(**given).play(lambda **kw: b.activate(p, index, **kw))


def play_activated(card: Card, ability: Ability) -> PlayCheck:
    """Activate ``card``'s ``ability`` and resolve it; see the module docstring. Never
    raises on the card's account."""

    def activate() -> None:
        b = base_board()
        zone = functions_in(ability) or ("" if card.is_permanent_card else "graveyard")
        if zone:
            _from_zone(b, card, ability, zone)
        else:
            _on_battlefield(b, card, ability)
        resolve_stack(b)
        play_emblem_triggers(b, ability.effects)  # an emblem's triggers (114.4)

    return guarded(card.name, ability.text, activate)
