"""mtglab: a Jupyter rules lab for Magic: The Gathering.

Lay out a board, ask what a permanent could produce, see every order in which
replacement effects may apply and what each gives, and read which rule decided it.

>>> import mtglab as ml
>>> ml.card("Llanowar Elves").abilities[0].is_mana_ability
True
>>> str(ml.Mana("GUG"))
'UGG'
"""

from __future__ import annotations

from typing import Any

from mtglab.analysis import mana_outcomes, mana_summary, orderings
from mtglab.board import ActivationResult, Board, Permanent
from mtglab.cards import (
    Ability,
    AbilityKind,
    Card,
    CardPool,
    card,
    catalogue,
    coverage,
    load_cards,
    read_decklist,
)
from mtglab.cards.catalogue import suggest
from mtglab.errors import (
    BadArgumentError,
    BadArgumentTypeError,
    CardDataError,
    ChoiceRequired,
    DownloadError,
    IllegalActionError,
    InputLimitError,
    ManaCostError,
    MtglabError,
    TooManyOutcomes,
    UnboundedMana,
    UnknownCardError,
    UnknownPermanentError,
    UnknownPlayerError,
    UnsupportedError,
)
from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost, ManaType
from mtglab.rules import Rule, rule

#: The package version, written here only (pyproject.toml reads it: hatch dynamic version)
__version__ = "0.1.0"


__all__ = [
    "COLORS",
    "MANA_TYPES",
    "Ability",
    "AbilityKind",
    "ActivationResult",
    "BadArgumentError",
    "BadArgumentTypeError",
    "Board",
    "Card",
    "CardDataError",
    "CardPool",
    "ChoiceRequired",
    "DownloadError",
    "IllegalActionError",
    "InputLimitError",
    "Mana",
    "ManaCost",
    "ManaCostError",
    "ManaType",
    "MtglabError",
    "Permanent",
    "Rule",
    "TooManyOutcomes",
    "UnboundedMana",
    "UnknownCardError",
    "UnknownPermanentError",
    "UnknownPlayerError",
    "UnsupportedError",
    "card",
    "catalogue",
    "coverage",
    "load_cards",
    "mana_outcomes",
    "mana_summary",
    "orderings",
    "read_decklist",
    "rule",
    "suggest",
]


def __getattr__(name: str) -> Any:
    """Import the heavier parts (plots, widgets, the census on Dask, mana bases) only when
    first used."""
    if name == "as_table":  # (pandas: loaded when first used)
        from mtglab.analysis.tables import as_table

        globals()[name] = as_table
        return as_table
    if name == "download_cards":  # (network code: loaded when first used)
        from mtglab.cards.download import download_cards

        globals()[name] = download_cards
        return download_cards
    if name == "audit_pool":  # every supported ability played (mtglab.audit): when used
        from mtglab.audit import audit

        globals()[name] = audit
        return audit
    if name == "census":
        from mtglab.combos import census

        globals()[name] = census
        return census
    if name in ("sources_needed", "deck_mana"):
        from mtglab import manabase

        found = getattr(manabase, name)
        globals()[name] = found
        return found
    if name in ("plot", "widgets", "svg"):
        import importlib

        path = {"plot": "analysis.plots", "svg": "board.svg"}.get(name, name)
        module = importlib.import_module(f"mtglab.{path}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'mtglab' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public names (tab completion in a notebook), the lazy ones included."""
    return sorted([*__all__, "__version__", "as_table", "audit_pool", "census", "deck_mana",
                   "download_cards", "plot", "sources_needed", "svg", "widgets"])
