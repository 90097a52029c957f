"""Making an Equipment or an Aura "become attached" on a board, for the checks that play
every supported line (:mod:`mtglab.audit.triggers`, :mod:`mtglab.audit.copies`).

:func:`attach_for_play` is the set-up of "Whenever ~ becomes attached to a creature"
(603.2, 701.3a): the card is put onto the battlefield (an Aura attached to a first
creature, as it would have entered, 303.4f; an Equipment unattached), then
:meth:`~mtglab.board.board.Board.attach` attaches it to a creature of yours, as an equip
ability would (702.6a), with another creature of yours there for "another target
creature you control" to copy. Its trigger is then on the stack, for the caller to
resolve. A name chosen as it resolves (Killer Cosplay's "choose a creature card name with
an identical mana cost", 201.4a) is answered with a name the engine lists as fitting —
the creature's own card name always does (202.1).
"""

from __future__ import annotations

from typing import Any, Final

from mtglab.board.board import Board
from mtglab.cards.model import Card
from mtglab.errors import IllegalActionError

__all__ = ["attach_for_play"]

_HOLDER: Final = Card.from_text(name="Attached Bear", mana_cost="{1}{G}",
                                type_line="Creature — Bear", power="2", toughness="2")
_MODEL: Final = Card.from_text(name="Copied Ogre", mana_cost="{5}{R}",
                               type_line="Creature — Ogre", power="7", toughness="7",
                               oracle_text="Trample")


def attach_for_play(b: Board, card: Card, choices: tuple[Any, ...] = ()) -> Any:
    """Put ``card`` (an Equipment or Aura) onto ``b`` and attach it to a creature you
    control (701.3a), its "becomes attached" abilities triggering (603.2) and going on
    the stack, a creature of yours the target they copy (603.3d). Returns the card's
    permanent. ``choices``: the choices the card asks as it enters (616.1, 614.12)."""
    holder = b.add(_HOLDER)
    model = b.add(_MODEL)
    first = b.add(_HOLDER) if "Aura" in card.subtypes else None
    p = b.add(card, choices=choices, attached_to=first)
    try:
        b.attach(p, holder, choices=[model])
    except IllegalActionError:  # nothing of it targets: the model is not asked for
        b.attach(p, holder)
    return p
