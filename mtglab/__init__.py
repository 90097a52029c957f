"""mtglab: a Jupyter rules lab for Magic: The Gathering.

Lay out a board, ask what a permanent could produce, see every order in which
replacement effects may apply and what each gives, and read which rule decided it.

>>> import mtglab as ml
>>> ml.card("Llanowar Elves").abilities[0].is_mana_ability
True
>>> str(ml.Mana("GUG"))
'UGG'

Importing the package loads only :mod:`mtglab.errors`; every other public name is
imported from its module on first use (PEP 562 ``__getattr__``), so ``import mtglab``
stays quick and a notebook pays for the engine, the card parser, pandas or Dask only
when it uses them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Final

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

if TYPE_CHECKING:  # what the lazy names are, for type checkers and editors
    from mtglab.analysis import mana_outcomes, mana_summary
    from mtglab.analysis import plots as plot  # noqa: F401
    from mtglab.analysis.orderings import orderings
    from mtglab.analysis.tables import as_table as as_table
    from mtglab.audit import audit_pool as audit_pool
    from mtglab.board import ActivationResult, Board, Permanent
    from mtglab.board import svg as svg
    from mtglab.cards import (
        Ability,
        AbilityKind,
        Card,
        CardPool,
        card,
        load_cards,
        read_decklist,
    )
    from mtglab.cards.pool.catalogue import catalogue, suggest
    from mtglab.cards.pool.coverage import coverage
    from mtglab.cards.pool.download import download_cards as download_cards
    from mtglab.cards.vocabulary import Phase, Zone
    from mtglab.combos import census as census
    from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost, ManaType
    from mtglab.manabase import deck_mana as deck_mana
    from mtglab.manabase import sources_needed as sources_needed
    from mtglab.rules import Rule, rule

#: The package version, written here only (pyproject.toml reads it: hatch dynamic version)
__version__ = "0.1.0"

#: Each lazily imported public name and the module that defines it.
_LAZY: Final[dict[str, str]] = {
    "COLORS": "mtglab.mana", "MANA_TYPES": "mtglab.mana", "Mana": "mtglab.mana",
    "ManaCost": "mtglab.mana", "ManaType": "mtglab.mana",
    "Ability": "mtglab.cards", "AbilityKind": "mtglab.cards", "Card": "mtglab.cards",
    "CardPool": "mtglab.cards", "card": "mtglab.cards", "catalogue": "mtglab.cards.pool.catalogue",
    "coverage": "mtglab.cards.pool.coverage", "load_cards": "mtglab.cards",
    "read_decklist": "mtglab.cards", "suggest": "mtglab.cards.pool.catalogue",
    "download_cards": "mtglab.cards.pool.download",
    "Phase": "mtglab.cards.vocabulary", "Zone": "mtglab.cards.vocabulary",
    "ActivationResult": "mtglab.board", "Board": "mtglab.board",
    "Permanent": "mtglab.board",
    "mana_outcomes": "mtglab.analysis", "mana_summary": "mtglab.analysis",
    "orderings": "mtglab.analysis.orderings", "as_table": "mtglab.analysis.tables",
    "Rule": "mtglab.rules", "rule": "mtglab.rules",
    "audit_pool": "mtglab.audit", "census": "mtglab.combos",
    "deck_mana": "mtglab.manabase", "sources_needed": "mtglab.manabase",
}
#: Public names that are modules themselves (matplotlib helpers, widgets, SVG drawing).
_LAZY_MODULES: Final[dict[str, str]] = {
    "plot": "mtglab.analysis.plots", "svg": "mtglab.board.svg", "widgets": "mtglab.widgets",
}
#: The sub-packages, importable as attributes (``ml.rules.citations``, ``ml.manabase``).
_SUBPACKAGES: Final = frozenset({"analysis", "board", "cards", "combos", "engine", "mana",
                                 "manabase", "rules"})


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
    "Phase",
    "Rule",
    "TooManyOutcomes",
    "UnboundedMana",
    "UnknownCardError",
    "UnknownPermanentError",
    "UnknownPlayerError",
    "UnsupportedError",
    "Zone",
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
    """Import a public name's module on first use and keep the name here (PEP 562)."""
    if name in _LAZY:
        found = getattr(importlib.import_module(_LAZY[name]), name)
    elif name in _LAZY_MODULES:
        found = importlib.import_module(_LAZY_MODULES[name])
    elif name in _SUBPACKAGES:
        found = importlib.import_module(f"mtglab.{name}")
    else:
        raise AttributeError(f"module 'mtglab' has no attribute {name!r}")
    # (after the import: importing mtglab.audit binds the sub-package to this name first)
    globals()[name] = found
    return found


def __dir__() -> list[str]:
    """The public names (tab completion in a notebook), the lazy ones included."""
    return sorted({*__all__, *_LAZY, *_LAZY_MODULES, "__version__"})
