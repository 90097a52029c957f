"""The rules engine: game state, layers, abilities, mana events, turns."""

from mtglab.engine.board import ActivationResult, Board
from mtglab.engine.handles import Permanent

__all__ = ["ActivationResult", "Board", "Permanent"]
