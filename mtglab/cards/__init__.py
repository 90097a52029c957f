"""Cards: the card model, the Oracle-text parser, card-file loaders and the catalogue.

The parser (:mod:`mtglab.cards.oracle.parser`: the grammar, its transformer and the
wording modules) is imported on first use of :func:`parse_abilities` or
:func:`parse_ability`, or when a card's text isn't in the parsed-ability cache: cards read
whole from the cache never import it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from mtglab.cards.model import Ability, AbilityKind, Card, Trigger
from mtglab.cards.pool.catalogue import card, catalogue, load_cards
from mtglab.cards.pool.coverage import coverage
from mtglab.cards.pool.decklists import read_decklist
from mtglab.cards.pool.loaders import CardPool

if TYPE_CHECKING:
    from mtglab.cards.oracle.parser import parse_abilities, parse_ability

__all__ = [
    "Ability",
    "AbilityKind",
    "Card",
    "CardPool",
    "Trigger",
    "card",
    "catalogue",
    "coverage",
    "load_cards",
    "parse_abilities",
    "parse_ability",
    "read_decklist",
]

#: the names imported from the parser on first use
_FROM_PARSER = frozenset({"parse_abilities", "parse_ability"})


def __getattr__(name: str) -> Any:
    if name in _FROM_PARSER:
        value = getattr(importlib.import_module("mtglab.cards.oracle.parser"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
