"""Cards: the card model, the Oracle-text parser, card-file loaders and the catalogue."""

from mtglab.cards.model import Ability, AbilityKind, Card, Trigger
from mtglab.cards.oracle.parser import parse_abilities, parse_ability
from mtglab.cards.pool.catalogue import card, catalogue, load_cards
from mtglab.cards.pool.coverage import coverage
from mtglab.cards.pool.decklists import read_decklist
from mtglab.cards.pool.loaders import CardPool

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
