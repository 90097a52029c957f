"""What a census worker needs ready before it starts: importing this module builds the
Oracle parser (its grammar read and analysed) in the process that imports it.

The census's process pool forks each worker from a server process that imports
:data:`mtglab.combos.run.PRELOAD`, this module among them, so every worker starts with
the parser built instead of building it on its first boards (a layer pass reads the
text of an ability a permanent is granted, CR 613.1f; a worker of a two-core census
otherwise spends a sizeable part of its share building it). Nothing else is done here.
"""

from __future__ import annotations

from mtglab.cards.oracle.parser import parse_ability

__all__: list[str] = []

parse_ability("{T}: Add {G}.")  # builds the parser once, in this process
