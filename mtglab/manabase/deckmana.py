"""``ml.deck_mana``: a real deck played for its first turns, game after game.

Where the published model (:mod:`mtglab.manabase.exact`) counts every land as a plain
source, this plays the deck's real cards with the engine: lands that enter tapped by
their own conditions, shock lands' choice, fetch lands' search (701.23), bounce lands,
mana creatures that can't tap the turn they arrive (302.6), mana rocks, land searchers.
The policy is :mod:`mtglab.manabase.policy`; the games are
:mod:`mtglab.manabase.simulate`'s, run on Dask (:mod:`mtglab.manabase.run`).

>>> import mtglab as ml
>>> r = ml.deck_mana({"Plains": 17, "Glorious Anthem": 23}, games=200, scheduler="sync")
>>> r.table[["card", "turn"]].values.tolist()
[['Glorious Anthem', 3]]
>>> bool(0.5 < r.table["p_on_curve"].iloc[0] <= 1)
True
"""

from __future__ import annotations

from typing import Any

from mtglab.arguments import check_flag, is_whole
from mtglab.errors import BadArgumentError, BadArgumentTypeError
from mtglab.manabase.deck import Deck, DeckError, read_deck
from mtglab.manabase.mulligan import HAND_SIZE, mulligan_rule
from mtglab.manabase.policy import card_info, land_colors
from mtglab.manabase.positions import positions_for, searches
from mtglab.manabase.result import DeckMana, wilson
from mtglab.manabase.run import run_games
from mtglab.manabase.simulate import Counts, GameSpec, color_sets

__all__ = ["MAX_GAMES", "MAX_TURNS", "deck_mana"]

#: The most games one call plays (a bound on input; a billion would take days).
MAX_GAMES = 100_000_000
#: The most turns a game is played for.
MAX_TURNS = 20
#: Turns played by default at most: a deck's costliest spells beyond it are left out.
DEFAULT_MAX_TURNS = 10


def _whole(value: Any, field: str, low: int, high: int) -> int:
    if not is_whole(value):
        raise BadArgumentTypeError(field, value, "a whole number")
    if not low <= value <= high:
        raise BadArgumentError(field, value, f"a whole number from {low:,} to {high:,}")
    return int(value)


def game_spec(deck: Deck, *, turns: int | None, on_play: bool, mulligan: Any) -> GameSpec:
    """The :class:`GameSpec` of a deck and settings (checked)."""
    rule = mulligan_rule(mulligan)
    infos = [card_info(c) for c in (*deck.cards, *deck.commander)]
    measured = [i for i in infos if i.measured]
    if turns is None:
        turns = min(DEFAULT_MAX_TURNS, max([1, *(i.turn for i in measured)]))
    else:
        turns = _whole(turns, "turns", 1, MAX_TURNS)
    draws = rule.draws_by(turns, on_play=on_play)
    if deck.size < HAND_SIZE + draws:
        raise DeckError(f"{deck.size} cards in the library: too few to draw an opening "
                        f"hand of {HAND_SIZE} and {draws} more by turn {turns} (CR 103.5, "
                        "121.4)")
    colors = sorted({c for i in measured for c in i.needs if c in "WUBRG"},
                    key="WUBRG".index)
    return GameSpec(deck.cards, deck.counts, deck.commander, turns, on_play, rule,
                    color_sets(colors))


def _frames(spec: GameSpec, counts: Counts) -> dict[str, Any]:
    import numpy as np
    import pandas as pd

    cards = spec.all_cards
    infos = [card_info(c) for c in cards]
    copies: dict[str, int] = {c.name: n for c, n in zip(spec.cards, spec.counts,
                                                         strict=True)}
    for c in spec.commander:
        copies[c.name] = copies.get(c.name, 0) + 1
    games = counts.games
    rows = []
    for j, i in enumerate(spec.measured):
        info = infos[i]
        measured = info.turn <= spec.turns
        rows.append({"card": info.name, "mana_cost": info.cost, "turn": info.turn,
                     "k": counts.ok[j] if measured else np.nan,
                     "n": games if measured else np.nan,
                     "k_lands": counts.ok_lands[j] if measured else np.nan,
                     "n_lands": counts.enough[j] if measured else np.nan,
                     "copies": copies[info.name]})
    raw = pd.DataFrame(rows, columns=["card", "mana_cost", "turn", "k", "n", "k_lands",
                                      "n_lands", "copies"])
    low, high = wilson(raw["k"], raw["n"])
    low_l, high_l = wilson(raw["k_lands"], raw["n_lands"])
    table = pd.DataFrame({
        "card": raw["card"], "mana_cost": raw["mana_cost"], "turn": raw["turn"],
        "p_on_curve": raw["k"] / raw["n"], "low": low, "high": high,
        "copies": raw["copies"],
        "p_given_lands": raw["k_lands"] / raw["n_lands"].where(raw["n_lands"] > 0),
        "low_given_lands": low_l, "high_given_lands": high_l,
        "games_with_lands": raw["n_lands"].fillna(0).astype(int)})
    table = table.sort_values(["turn", "card"], kind="stable").reset_index(drop=True)
    turn_rows = [{"turn": t + 1, "colors": colors, "k": counts.available[t][s]}
                 for t in range(spec.turns) for s, colors in enumerate(spec.colors)]
    by_turn = pd.DataFrame(turn_rows, columns=["turn", "colors", "k"])
    lo, hi = wilson(by_turn["k"], [games] * len(by_turn))
    by_turn = pd.DataFrame({"turn": by_turn["turn"], "colors": by_turn["colors"],
                            "p": by_turn["k"] / games, "low": lo, "high": hi})
    played = pd.DataFrame({
        "turn": list(range(1, spec.turns + 1)),
        "land_drop": [n / games for n in counts.land_drops],
        "tapped_land": [n / games for n in counts.tapped_drops],
        "lands": [n / games for n in counts.lands],
        "mana_permanents": [n / games for n in counts.mana_permanents]})
    mulligans = pd.DataFrame({"kept": [7, 6, 5, 4], "games": counts.kept,
                              "share": [n / games for n in counts.kept]})
    return {"table": table, "by_turn": by_turn, "turns_played": played,
            "mulligans": mulligans}


def deck_mana(deck: Any, *, games: int = 100_000, turns: int | None = None,
              on_play: bool = True, mulligan: str = "london", seed: int = 0,
              scheduler: Any = None, progress: bool = False) -> DeckMana:
    """Play ``games`` games of the deck's first turns and tell, for each nonland card,
    how often it could be cast on curve (see :class:`DeckMana`).

    ``deck``: decklist text or file, ``{name: count}``, a list of names, or a table from
    ``ml.read_decklist`` (:func:`mtglab.manabase.deck.read_deck`). ``turns``: turns
    played (default the costliest spell's mana value, at most 10). ``on_play``: the
    starting player skips the first draw (103.8a). ``mulligan``: "london" (103.5),
    "commander" (a free first mulligan, 103.5c, and a first-turn draw, 103.8c) or
    "none". ``seed``: the same seed gives the same table on every scheduler.
    ``scheduler``: a Dask scheduler name ("sync", "threads", "processes") or a
    ``dask.distributed.Client``; by default the local process pool (in-process for a
    single partition of 10,000 games). ``progress``: a progress bar.
    Raises :class:`~mtglab.manabase.deck.DeckError` for a deck that can't be played
    (unknown names, a count of zero, fewer cards than an opening hand and the draws).
    """
    check_flag(on_play, "on_play")
    check_flag(progress, "progress")
    games = _whole(games, "games", 1, MAX_GAMES)
    seed = _whole(seed, "seed", 0, 2**63 - 1)
    d = read_deck(deck)
    if not any("Land" in c.types for c in d.cards):
        raise DeckError("no land: a deck's mana comes from its lands (305)")
    spec = game_spec(d, turns=turns, on_play=on_play, mulligan=mulligan)
    counts = run_games(spec, games, seed, scheduler=scheduler, progress=progress)
    pos = positions_for(spec.cards, spec.commander)
    lands = tuple(sorted(c.name for c in d.cards if "Land" in c.types))
    colors = {c.name: land_colors(pos, c.name, lands if searches(c) else ())
              for c in d.cards if "Land" in c.types}
    frames = _frames(spec, counts)
    return DeckMana(d, counts.games, seed, spec.turns, on_play, spec.mulligan,
                    land_colors=colors, **frames)
