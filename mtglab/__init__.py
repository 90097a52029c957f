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
    "IllegalActionError",
    "InputLimitError",
    "Mana",
    "ManaCost",
    "ManaCostError",
    "ManaType",
    "MtglabError",
    "Permanent",
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
    "suggest",
]


def __getattr__(name: str) -> Any:
    """Import the heavier parts (plots, widgets, the census on Dask) only when first used."""
    if name == "as_table":  # (pandas: loaded when first used)
        from mtglab.analysis.tables import as_table

        globals()[name] = as_table
        return as_table
    if name == "audit":  # every supported ability played (mtglab.audit): loaded when used
        from mtglab.audit import audit

        globals()[name] = audit
        return audit
    if name == "census":
        from mtglab.combos import census

        globals()[name] = census
        return census
    if name in ("plot", "widgets"):
        import importlib

        module = importlib.import_module(f"mtglab.{'analysis.plots' if name == 'plot' else name}")
        globals()[name] = module
        return module
    raise AttributeError(f"module 'mtglab' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public names (tab completion in a notebook), the lazy ones included."""
    return sorted([*__all__, "__version__", "as_table", "audit", "census", "plot",
                   "widgets"])
