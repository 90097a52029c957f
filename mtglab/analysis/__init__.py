"""Notebook helpers: tables of orderings, available mana and payments, and plots."""

from mtglab.analysis.orderings import orderings

__all__ = ["orderings"]
