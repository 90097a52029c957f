"""Play one mode of a modal instant or sorcery on a board: the check behind "supported"
for the bullet lines of modal spells (CR 700.2).

:func:`play_mode_line` casts the spell with that mode only (``Board.cast(card,
modes=[k])``, 601.2b) and resolves it. A mode that is a copy line ("becomes a copy",
707.4) is played by :func:`~mtglab.audit.copies.play_copy_line`, which sets up what it
copies; a "counter target ... spell" mode by
:func:`~mtglab.audit.triggers.play_counter_line` on the spell with that mode only
(:func:`~mtglab.engine.modes.chosen_card`, what the engine casts for ``modes=[k]``),
which first puts a spell of that kind on the stack; any other mode gets, for each
"target ..." its effects name, a plain permanent of that kind on the battlefield (an
opponent's where it says "an opponent controls"), and the pool full of mana.
Each choice asked is answered with its first legal answer.

The check ends as :class:`~mtglab.audit.mana.PlayCheck` does: played, refused with
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

from typing import Any, Final

from mtglab.audit.copies import play_copy_line
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.triggers import play_counter_line
from mtglab.board.board import Board
from mtglab.cards.ability import Ability
from mtglab.cards.coverage import BECOMES_COPY, ENTERS_AS_COPY, ENTERS_WITH_COUNTERS, classify
from mtglab.cards.effects import ControllerSpec, CounterSpell, Relation, Selector
from mtglab.cards.model import Card
from mtglab.engine.general import is_general
from mtglab.engine.modes import chosen_card, mode_header
from mtglab.engine.targeting import parts_of
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError, UnsupportedError

__all__ = ["play_mode_line"]

_POOL: Final = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"
_MAX_CHOICES: Final = 12
_CARD_TYPES: Final = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
_COPY_CATEGORIES: Final = (BECOMES_COPY, ENTERS_AS_COPY, ENTERS_WITH_COUNTERS)


def _target_selectors(ab: Ability) -> list[Selector]:
    """The "target ..." selectors of a mode's effects, in order (115.1)."""
    out = []
    for e in ab.effects:
        for name in ("selector", "original", "subject"):
            sel = getattr(e, name, None)
            if isinstance(sel, Selector) and sel.relation is Relation.TARGET:
                out.append(sel)
    return out


def _like(sel: Selector) -> Card:
    """A plain permanent card matching ``sel``'s card type, subtype and color."""
    types = [t for t in sel.types if t in _CARD_TYPES][:1] or ["Creature"]
    subtypes = list(sel.subtypes[:1])
    line = " ".join(types) + (" — " + subtypes[0] if subtypes else "")
    creature = "Creature" in types
    color = sel.colors[0] if sel.colors else ""
    return Card.from_text(name="Target", type_line=line,
                          mana_cost="{1}" + ("{" + color + "}" if color else ""),
                          power="2" if creature else None,
                          toughness="2" if creature else None)


def _modes(card: Card, ab: Ability) -> list[Ability]:
    """The mode ``ab`` and, where the spell is cast with more (700.2a: "Choose two"),
    the first other supported modes without a target."""
    header = mode_header(card)
    need = header.minimum if header is not None else 1
    others = [a for a in card.abilities if a.mode is not None and a is not ab and
              a.supported and not _target_selectors(a)]
    return sorted([ab, *others[:need - 1]], key=lambda a: a.mode or 0)


def _play(card: Card, ab: Ability) -> None:
    b = Board()
    targets: list[Any] = []
    modes = _modes(card, ab)
    general = [m for m in modes if is_general(m.effects)]
    for part in parts_of(e for m in general for e in m.effects):  # 601.2c, in order
        if part.objects is None:
            targets.append("opponent")  # "target player", "target opponent"
            continue
        owner = "opponent" if part.objects.controller is ControllerSpec.OPPONENT else "you"
        targets.append(b.add(_like(part.objects), owner))
    for sel in (s for m in modes if m not in general for s in _target_selectors(m)):
        owner = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
        targets.append(b.add(_like(sel), owner))
    b.add_mana("you", _POOL)
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    choices: list[Any] = []
    for _ in range(_MAX_CHOICES):
        try:
            b.cast(card, x=x, targets=targets, choices=tuple(choices),
                   modes=[m.mode for m in modes if m.mode is not None])
            return
        except ChoiceRequired as exc:
            if not exc.options:
                raise
            choices.append(exc.options[0])
    raise ChoiceRequired(f"more than {_MAX_CHOICES} choices for {card.name}")


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
