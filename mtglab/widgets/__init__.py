"""ipywidgets for building and exploring a board in a notebook (public Board API only).

``ml.widgets.BoardBuilder(board=None)`` lays out a board by hand and acts on it, with
live panes for the board, what each permanent could produce, and the orders of
replacement effects and the productions of a chosen ability. See
:mod:`mtglab.widgets.builder`.
"""

from __future__ import annotations

from mtglab.widgets.builder import BoardBuilder

__all__ = ["BoardBuilder"]
