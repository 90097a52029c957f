"""Notebook helpers: tables of orderings, available mana and payments, and plots."""

from mtglab.analysis.available import mana_outcomes, mana_summary
from mtglab.analysis.orderings import orderings

__all__ = ["mana_outcomes", "mana_summary", "orderings"]
