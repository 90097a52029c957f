"""What the audit activates for a modal activated ability, "{cost}: Choose one —"
(CR 602.2b, 700.2): the ability itself (its header line), with the mode a bullet line is
(``modes=[k]``), or for the header line its first mode; the targets are placed for the
instructions of that mode.

>>> import mtglab as ml
>>> rod = ml.Card.from_text(name="Two Rods", type_line="Artifact", mana_cost="{1}",
...                         oracle_text="{1}: Choose one —\\n• Draw a card.\\n"
...                                     "• You gain 2 life.")
>>> header, mode = modal_activation(rod, rod.abilities[2])
>>> header.text, mode
('{1}: Choose one —', 1)
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import Effect, TriggerModes
from mtglab.cards.model import Card

__all__ = ["modal_activation", "mode_effects"]


def _is_header(a: Ability) -> bool:
    return a.kind is AbilityKind.ACTIVATED and a.mode is None and \
        any(isinstance(e, TriggerModes) for e in a.effects)


def modal_activation(card: Card, ability: Ability) -> tuple[Ability, int | None]:
    """The ability to activate for ``ability`` of ``card`` and the mode to choose: a
    bullet line of a modal activated ability is its header with the bullet's mode; the
    header is itself with its first mode; any other ability is itself, no mode."""
    if _is_header(ability):
        return ability, 0
    if ability.kind is not AbilityKind.ACTIVATED or ability.mode is None:
        return ability, None
    at = next((i for i, a in enumerate(card.abilities) if a is ability),
              card.abilities.index(ability))
    header = next((a for a in reversed(card.abilities[:at]) if _is_header(a)), None)
    return (ability, None) if header is None else (header, ability.mode)


def mode_effects(ability: Ability, mode: int | None) -> Sequence[Effect]:
    """The instructions the activation carries out: those of mode ``mode`` of a modal
    activated ability, else the ability's own."""
    spec = next((e for e in ability.effects if isinstance(e, TriggerModes)), None)
    return ability.effects if spec is None or mode is None else spec.modes[mode]
