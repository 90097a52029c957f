"""Choosing a card name (CR 201.4, 201.4a) and comparing mana costs (202.1).

"Choose a card name" asks for the name of a card in the Oracle card reference, never of
a token unless a card has that name too (201.4); "a creature card name with an identical
mana cost" asks for one whose card has those characteristics (201.4a). mtglab's Oracle
card reference is what it knows of cards: the cards of this game (in every zone, and
the cards the permanents are; a token is not a card, 111.1) and those
:func:`mtglab.cards.pool.catalogue.card` finds (the loaded card pools and the bundled
catalogue). The name is matched as ``ml.card`` matches it (case and punctuation aside);
an unknown name is refused with the closest names. Choosing a name of one face of a
multi-face card (201.4b-f) is not modelled.

Two mana costs are identical when they have the same mana symbols (202.1, 107.4), each as
many times, whatever order they are printed in; an object without a mana cost has none
to compare (202.1b), which mtglab doesn't decide on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from mtglab.cards.model import Card
from mtglab.cards.pool.catalogue import card as reference_card
from mtglab.cards.pool.catalogue import known_cards
from mtglab.cards.pool.names import name_key
from mtglab.engine.choices import Chooser
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError, UnknownCardError, UnsupportedError
from mtglab.mana import ManaCost

__all__ = ["choose_card_name", "identical_mana_costs"]

#: How many names a missing choice lists as examples.
_EXAMPLES: Final = 20

#: Why a card can't be the one whose name is chosen, or None when it can.
Fits = Callable[[Card], "str | None"]


def identical_mana_costs(a: ManaCost, b: ManaCost) -> bool:
    """Whether two mana costs are identical: the same symbols, each as many times
    (CR 202.1, 107.4), in any printed order.

    >>> identical_mana_costs(ManaCost.parse("{1}{G}"), ManaCost.parse("{G}{1}"))
    True
    >>> identical_mana_costs(ManaCost.parse("{1}{G}"), ManaCost.parse("{G}{G}"))
    False
    """
    return sorted(s.text for s in a.symbols) == sorted(s.text for s in b.symbols)


def _game_cards(state: GameState) -> Iterator[Card]:
    """The cards of this game: the permanents' (not tokens', 111.1), then those in the
    players' zones and on the stack."""
    for p in state.permanents.values():
        if p.card is not None and not p.is_token:
            yield p.card
    zones = [*state.hands.values(), *state.libraries.values(), *state.graveyards.values(),
             state.exile]
    for cards in zones:
        for c in cards:
            if c.card is not None:
                yield c.card
    for item in state.stack:
        if item.card is not None and item.kind == "spell":
            yield item.card


def _named(state: GameState, name: str, label: str) -> Card:
    """The card of the Oracle card reference with this name (see the module docstring);
    an unknown name raises :class:`IllegalActionError` (201.4)."""
    key = name_key(name)
    found = next((c for c in _game_cards(state) if name_key(c.name) == key), None)
    if found is None:
        try:
            found = reference_card(name)
        except UnknownCardError as exc:
            raise IllegalActionError(label, [f"{exc}: the name chosen must be that of a "
                                             "card (CR 201.4)"]) from None
    if found.faces:
        raise UnsupportedError(f"{label}: choosing the name of {found.name}, a card with "
                               "several faces (CR 201.4b-f), is not modelled")
    return found


def _examples(state: GameState, fits: Fits) -> list[str]:
    """Names that may be chosen: the game's own cards first, then the reference's."""
    out: list[str] = []
    for c in (*_game_cards(state), *known_cards()):
        if len(out) >= _EXAMPLES:
            break
        if c.name not in out and not c.faces and fits(c) is None:
            out.append(c.name)
    return out


def choose_card_name(state: GameState, chooser: Chooser, what: str, fits: Fits,
                     label: str) -> Card:
    """The card whose name the player chooses as the effect happens (608.2d), from
    ``chooser`` (a name; ``what`` says which name, with the choice's rule): a card of the
    Oracle card reference that ``fits`` accepts (201.4, 201.4a). Without an answer,
    :class:`~mtglab.errors.ChoiceRequired` lists names that fit; a name of no card, or
    of a card that doesn't fit, raises :class:`IllegalActionError` (``label`` its
    action) with why."""
    answer = chooser.pick_free(f"{what}; pass choices=[name]", _examples(state, fits))
    if not isinstance(answer, str) or not answer.strip():
        raise IllegalActionError(label, [f"{answer!r} is not a card name: the answer must "
                                         "be a card's name (CR 201.4)"])
    found = _named(state, answer, label)
    why = fits(found)
    if why is not None:
        raise IllegalActionError(label, [why])
    return found
