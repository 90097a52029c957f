"""Cards: the card model, the Oracle-text parser, card-file loaders and the catalogue."""

from mtglab.cards.catalogue import card, catalogue
from mtglab.cards.coverage import coverage
from mtglab.cards.decklists import read_decklist
from mtglab.cards.loaders import CardPool, load_cards
from mtglab.cards.model import Ability, AbilityKind, Card, Trigger
from mtglab.cards.parser import parse_abilities, parse_ability

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
