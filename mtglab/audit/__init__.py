"""Supported means played: every supported ability of a card pool played on a board.

A line the parser supports is a promise that the engine plays it (DESIGN). The checks of
this package keep the promise honest: each puts a card where its ability works on a
board built for it, with what its costs and targets need, activates, casts or triggers
it, resolves it, and says how that ended (:class:`~mtglab.audit.outcome.PlayCheck`).
"""
