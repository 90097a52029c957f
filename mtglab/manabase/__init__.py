"""Mana bases: how often a deck can cast its spells on curve.

Two answers to "with these lands, how often can I cast this spell on turn three?":

* :func:`sources_needed` and :func:`cast_probability` — exact, under the published model
  of colored-source requirements ("How Many Sources Do You Need to Consistently Cast Your
  Spells? A 2022 Update", Frank Karsten, 2022), where lands are the only sources and
  every land is a plain source (:mod:`mtglab.manabase.exact`);
* :func:`deck_mana` — a real deck played for its first turns by the engine, game after
  game, on Dask: lands entering tapped by their own conditions, fetch lands, mana
  creatures (CR 302.6) and rocks (:mod:`mtglab.manabase.simulate`).

Both share the mulligan policy of :mod:`mtglab.manabase.mulligan` (103.5, 103.5c).

>>> import mtglab as ml
>>> ml.sources_needed("CC", target="article")  # Lord of Atlantis, 60 cards, 25 lands
21
"""

from __future__ import annotations

from mtglab.manabase.deck import Deck, DeckError, read_deck
from mtglab.manabase.deckmana import deck_mana
from mtglab.manabase.exact import (
    ARTICLE_COSTS,
    DEFAULT_LANDS,
    article_target,
    cast_probability,
    default_lands,
    sources_needed,
    sources_table,
)
from mtglab.manabase.mulligan import Mulligan
from mtglab.manabase.result import DeckMana
from mtglab.manabase.shapes import CostShape, cost_shape

__all__ = ["ARTICLE_COSTS", "DEFAULT_LANDS", "CostShape", "Deck", "DeckError", "DeckMana",
           "Mulligan", "article_target", "cast_probability", "cost_shape", "deck_mana",
           "default_lands", "read_deck", "sources_needed", "sources_table"]
