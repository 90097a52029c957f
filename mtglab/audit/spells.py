"""Cast an instant or sorcery on a board built for it, and resolve it (CR 601.2, 608.2):
the check behind "supported" for spell text (113.3a).

:func:`play_spell` starts from :func:`~mtglab.audit.setting.base_board`, puts the
permanents its additional cost sacrifices or taps
(:func:`~mtglab.audit.costs.prepare_spell_costs`, 601.2h) and an object of the right
kind for each word "target" of the spell's text
(:func:`~mtglab.audit.targets.targets_for`), moves the board to where the spell's own
"Cast this spell only ..." lets it be cast (:func:`~mtglab.audit.timing.to_cast_timing`,
601.3), fills its caster's pool, casts it (X = 1) and resolves the stack, each choice
answered with its first legal option. A spell is cast whole: a card whose other spell
text is unsupported is refused, "unsupported elsewhere" (it can't be cast, 601.2),
without being played. A card with no mana cost (202.1b) and suspend is cast the way
suspend casts it (702.62a, :mod:`mtglab.audit.suspending`).

>>> import mtglab as ml
>>> growth = ml.Card.from_text(name="Giant Growth", mana_cost="{G}", type_line="Instant",
...                            oracle_text="Target creature gets +3/+3 until end of turn.")
>>> play_spell(growth, growth.abilities[0]).outcome.value
'played'
"""

from __future__ import annotations

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.costs import prepare_spell_costs
from mtglab.audit.outcome import PlayCheck, PlayOutcome, guarded
from mtglab.audit.setting import POOL, base_board
from mtglab.audit.suspending import play_suspended, suspend_of
from mtglab.audit.targets import targets_for
from mtglab.audit.timing import to_cast_timing
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.model import Card
from mtglab.engine.spells.kicking import as_kicked

__all__ = ["play_spell", "unsupported_spell_text"]


def unsupported_spell_text(card: Card) -> Ability | None:
    """The first spell text of ``card`` the parser doesn't support, if any: the spell
    can't be cast while it has one (601.2) — one mode of several aside (700.2)."""
    return next((a for a in card.abilities if a.kind is AbilityKind.SPELL and
                 not a.supported and a.mode is None), None)  # another mode may be chosen


def play_spell(card: Card, ability: Ability) -> PlayCheck:
    """Cast ``card`` (an instant or sorcery) for its spell text ``ability``; see the module
    docstring. Never raises on the card's account."""
    other = unsupported_spell_text(card)
    if other is not None:
        return PlayCheck(card.name, ability.text, PlayOutcome.REFUSED,
                         f"unsupported elsewhere: {other.text!r}: {other.problem}")

    suspend = suspend_of(card) if card.mana_cost is None else None
    if suspend is not None:  # no mana cost to pay (202.1b): cast by suspend (702.62a)
        found = suspend
        return guarded(card.name, ability.text, lambda: play_suspended(card, found))

    # a modal spell is cast with its first supported mode (700.2a): what the line played
    # needs (an additional cost, 601.2b) doesn't depend on the mode
    modes = [a for a in card.abilities if a.mode is not None]
    chosen = [a for a in modes if a.supported][:1]

    def cast() -> None:
        b = base_board()
        prepare_spell_costs(b, card)  # what its additional cost sacrifices (601.2h)
        unkicked = as_kicked(card, ())  # cast without its kicker (601.2c, 702.33d)
        effects = [e for a in (*[a for a in unkicked.abilities if a.mode is None], *chosen)
                   if a.kind is AbilityKind.SPELL for e in a.effects]
        targets = targets_for(b, effects)
        b = to_cast_timing(b, card)  # its own timing restriction (601.3), targets placed
        b.add_mana("you", POOL)
        x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
        given = {"modes": [a.mode for a in chosen]} if chosen else {}
        Answers(targets=targets, x=x, **given).play(
            lambda **kw: b.cast(card, controller="you", **kw))
        resolve_stack(b)

    return guarded(card.name, ability.text, cast)
