"""The Board facade users hold: handles, actions, DataFrames, board files and HTML.

It sits above the engine (pure functions over the immutable game state) and the analysis
layer (questions over a state), and turns their answers into tables and pictures.
"""

from mtglab.board.board import ActivationResult, Board
from mtglab.board.handles import Permanent

__all__ = ["ActivationResult", "Board", "Permanent"]
