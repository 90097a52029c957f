"""Play one mode of a modal instant or sorcery on a board: the check behind "supported"
for the bullet lines of modal spells (CR 700.2).

:func:`play_mode_line` casts the spell with that mode only (``Board.cast(card,
modes=[k])``, 601.2b) and resolves it. A mode that is a copy line ("becomes a copy",
707.4) is played by :func:`~mtglab.audit.copies.play_copy_line`, which sets up what it
copies; a "counter target ... spell" mode by
:func:`~mtglab.audit.triggers.play_counter_line` on the spell with that mode only
(:func:`~mtglab.engine.resolution.modes.chosen_card`, what the engine casts for ``modes=[k]``),
which first puts a spell of that kind on the stack; any other mode is cast on
:func:`~mtglab.audit.setting.base_board` with an object of the right kind for each word
"target" of the modes chosen (:func:`~mtglab.audit.targets.targets_for`) and the pool
full of mana, moved to a step its own "Cast this spell only ..." allows (601.3,
:func:`~mtglab.audit.timing.to_cast_timing`), then the stack is resolved. Each choice
asked is answered with its first legal answer.

The check ends as :class:`~mtglab.audit.outcome.PlayCheck` does: played, refused with
the engine's reason (:class:`~mtglab.errors.UnsupportedError` for an effect the
engine can't carry out, :class:`~mtglab.errors.IllegalActionError` citing a rule), or an
error (a bug, or a line wrongly marked supported).

>>> import mtglab as ml
>>> card = ml.Card.from_text(name="Two Ways", type_line="Instant", mana_cost="{U}",
...                          oracle_text="Choose one —\\n• Draw a card.\\n• Draw two cards.")
>>> play_mode_line(card, 2).outcome.value
'played'
"""

from __future__ import annotations

from typing import Final

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.copies import play_copy_line
from mtglab.audit.costs import prepare_spell_costs
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.setting import POOL, base_board
from mtglab.audit.targets import legacy_targets, targets_for
from mtglab.audit.timing import to_cast_timing
from mtglab.audit.triggers import play_counter_line
from mtglab.cards.ability import Ability
from mtglab.cards.effects import CounterSpell
from mtglab.cards.model import Card
from mtglab.cards.pool.coverage import BECOMES_COPY, ENTERS_AS_COPY, ENTERS_WITH_COUNTERS, classify
from mtglab.engine.resolution.modes import chosen_card, mode_header
from mtglab.engine.resolution.targeting import parts_of
from mtglab.errors import IllegalActionError, MtglabError, UnsupportedError

__all__ = ["play_mode_line"]

_COPY_CATEGORIES: Final = (BECOMES_COPY, ENTERS_AS_COPY, ENTERS_WITH_COUNTERS)


def _modes(card: Card, ab: Ability) -> list[Ability]:
    """The mode ``ab`` and, where the spell is cast with more (700.2a: "Choose two"),
    the first other supported modes, those without a target first."""
    header = mode_header(card)
    need = header.minimum if header is not None else 1
    if header is not None and header.repeat:  # the same mode that many times (700.2d)
        return [ab] * need
    others = sorted((a for a in card.abilities if a.mode is not None and a is not ab and
                     a.supported), key=lambda a: bool(list(legacy_targets(a.effects))) or
                    bool(parts_of(a.effects)))
    return sorted([ab, *others[:need - 1]], key=lambda a: a.mode or 0)


def _play(card: Card, ab: Ability) -> None:
    b = base_board()
    prepare_spell_costs(b, card)  # what its additional cost sacrifices (601.2h)
    modes = _modes(card, ab)
    targets = targets_for(b, [e for m in modes for e in m.effects])  # 601.2c, in order
    b = to_cast_timing(b, card)  # its own timing restriction (601.3)
    b.add_mana("you", POOL)
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    Answers(targets=targets, x=x, modes=[m.mode for m in modes if m.mode is not None]).play(
        lambda **kw: b.cast(card, controller="you", **kw))
    resolve_stack(b)


def play_mode_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Cast ``card`` with the mode ``ability`` (its index or the ability) on a board;
    see the module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    if ab.mode is None:
        return check(PlayOutcome.ERROR, "it is not a mode of a modal spell (CR 700.2)")
    if not ab.supported:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem}")
    if classify(ab.text, card.name) in _COPY_CATEGORIES:
        return play_copy_line(card, ab)
    header = mode_header(card)
    if any(isinstance(e, CounterSpell) for e in ab.effects) and header is not None and \
            header.minimum == 1:
        return play_counter_line(chosen_card(card, (ab.mode,)), ab)
    try:
        _play(card, ab)
    except (UnsupportedError, IllegalActionError) as exc:
        return check(PlayOutcome.REFUSED, f"{type(exc).__name__}: {exc}")
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    return check(PlayOutcome.PLAYED)
