"""How many sources of a color a deck needs, computed exactly under the published model.

The model is the one of "How Many Sources Do You Need to Consistently Cast Your Spells? A
2022 Update" (Frank Karsten, 2022): a deck of ``deck_size`` cards holds ``lands`` lands,
``sources`` of which produce the color; lands are the only mana sources; the player
mulligans by the policy of :mod:`mtglab.manabase.mulligan` (London, 103.5; Commander's
free first mulligan, 103.5c) and plays one land a turn (305.2). A spell of mana value M
with N pips of the color is cast on turn M when at least M lands, N of them sources, were
drawn by then. With ``conditional=True`` (the article's tables) only games with at least
M lands drawn count.

The article estimated its probabilities by simulating five million games per cell;
mtglab sums them exactly. Each hand of the mulligan sequence is a multivariate
hypergeometric draw of (sources, other lands, spells) from the whole deck (every mulligan
reshuffles, 103.5); a kept hand fixes what the library holds, and the turns' draws are a
second hypergeometric draw from it. Cards put on the bottom are never drawn in the first
turns. Probabilities are summed as exact fractions of binomial coefficients.

>>> sources_needed("1CC")  # Narset, Parter of Veils in a 60-card deck of 25 lands
18
>>> round(cast_probability("CC", 21), 4)
0.929
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import cache
from math import comb
from typing import TYPE_CHECKING, Any

from mtglab.arguments import check_flag, is_whole
from mtglab.errors import BadArgumentError, BadArgumentTypeError
from mtglab.manabase.mulligan import HAND_SIZE, Mulligan, Stage, lands_to_bottom, mulligan_rule
from mtglab.manabase.shapes import CostShape, cost_shape

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["ARTICLE_COSTS", "DEFAULT_LANDS", "article_target", "cast_probability",
           "default_lands", "sources_needed", "sources_table"]

#: The published analysis's land count for each deck size it tabulates.
DEFAULT_LANDS: dict[int, int] = {40: 17, 60: 25, 80: 35, 99: 41}

#: The costs the published tables cover, by mana value, "C" a pip of the color.
ARTICLE_COSTS: tuple[str, ...] = (
    "C", "1C", "CC", "2C", "1CC", "CCC", "3C", "2CC", "1CCC", "CCCC",
    "4C", "3CC", "2CCC", "1CCCC", "5C", "4CC", "3CCC", "5CC", "4CCC")

#: Largest deck mtglab computes for (the hypergeometric sums stay small integers).
MAX_DECK = 1_000


def default_lands(deck_size: int) -> int:
    """The analysis's land count for a deck size: its own for 40, 60, 80 and 99 cards,
    straight lines between them, and the nearest tabulated share of lands beyond.

    >>> default_lands(60), default_lands(100), default_lands(70)
    (25, 41, 30)
    """
    sizes = sorted(DEFAULT_LANDS)
    if deck_size in DEFAULT_LANDS:
        return DEFAULT_LANDS[deck_size]
    if deck_size < sizes[0] or deck_size > sizes[-1]:
        edge = sizes[0] if deck_size < sizes[0] else sizes[-1]
        return max(1, round(deck_size * DEFAULT_LANDS[edge] / edge))
    hi = next(s for s in sizes if s > deck_size)
    lo = max(s for s in sizes if s < deck_size)
    share = (deck_size - lo) / (hi - lo)
    return round(DEFAULT_LANDS[lo] + share * (DEFAULT_LANDS[hi] - DEFAULT_LANDS[lo]))


def article_target(mana_value: int) -> Fraction:
    """The article's consistency target: 89 + M percent for mana value M, from 90 % for
    one-drops to 96 % for seven-drops (and beyond)."""
    return Fraction(89 + min(max(mana_value, 1), 7), 100)


@cache
def _draws(library: tuple[int, int, int], d: int, lands_short: int,
           sources_short: int) -> tuple[int, int]:
    """Of the C(n, d) draws of ``d`` cards from a library of (sources, other lands,
    spells): how many bring at least ``lands_short`` lands of which at least
    ``sources_short`` sources (success), and how many bring the lands (relevant)."""
    gl, ol, sl = library
    success = relevant = 0
    for a in range(min(gl, d) + 1):
        ca = comb(gl, a)
        for b in range(min(ol, d - a) + 1):
            if a + b < lands_short:
                continue
            ways = ca * comb(ol, b) * comb(sl, d - a - b)
            relevant += ways
            if a >= sources_short:
                success += ways
    return success, relevant


@cache
def _stage(deck: tuple[int, int, int], stage: Stage, d: int, lands_needed: int,
           pips: int) -> tuple[int, int, int]:
    """For one hand of the mulligan sequence, summed over every seven-card draw: the
    ways it is kept (over C(n, 7)), and the ways it is kept and then succeeds / is
    relevant (over C(n, 7) * C(n - 7, d))."""
    g_all, o_all, s_all = deck
    keep = success = relevant = 0
    for g in range(min(g_all, HAND_SIZE) + 1):
        for o in range(min(o_all, HAND_SIZE - g) + 1):
            s = HAND_SIZE - g - o
            if s > s_all:
                continue
            lands = g + o
            away = lands_to_bottom(lands, stage.to_bottom)
            if not stage.keeps(lands - away):
                continue
            ways = comb(g_all, g) * comb(o_all, o) * comb(s_all, s)
            keep += ways
            other_away = min(o, away)  # off-color lands go first
            g_kept = g - (away - other_away)
            lands_kept = lands - away
            ok, rel = _draws((g_all - g, o_all - o, s_all - s), d,
                             max(0, lands_needed - lands_kept), max(0, pips - g_kept))
            success += ways * ok
            relevant += ways * rel
    return keep, success, relevant


def _probability(deck_size: int, lands: int, sources: int, mana_value: int, pips: int,
                 draws: int, rule: Mulligan, conditional: bool) -> Fraction:
    deck = (sources, lands - sources, deck_size - lands)
    hands = comb(deck_size, HAND_SIZE)
    later = comb(deck_size - HAND_SIZE, draws)
    reach = Fraction(1)
    success = relevant = Fraction(0)
    for stage in rule.stages:
        keep, ok, rel = _stage(deck, stage, draws, mana_value, pips)
        success += reach * Fraction(ok, hands * later)
        relevant += reach * Fraction(rel, hands * later)
        reach *= 1 - Fraction(keep, hands)
    if not conditional:
        return success
    return success / relevant if relevant else Fraction(0)


def _whole(value: Any, field: str, low: int, high: int) -> int:
    if not is_whole(value):
        raise BadArgumentTypeError(field, value, "a whole number")
    if not low <= value <= high:
        raise BadArgumentError(field, value, f"a whole number from {low} to {high}")
    return int(value)


def _setting(cost: Any, deck_size: Any, lands: Any, turn: Any, on_play: Any,
             mulligan: Any, conditional: Any, color: Any) -> tuple[CostShape, int, int, int,
                                                                 int, Mulligan]:
    shape = cost_shape(cost, color=color)
    deck_size = _whole(deck_size, "deck_size", HAND_SIZE + 1, MAX_DECK)
    lands = default_lands(deck_size) if lands is None else _whole(lands, "lands", 0,
                                                                   deck_size)
    check_flag(on_play, "on_play")
    check_flag(conditional, "conditional")
    rule = mulligan_rule(mulligan)
    first = max(shape.mana_value, 1)
    turn = first if turn is None else _whole(turn, "turn", 1, 50)
    if turn < shape.mana_value:
        raise BadArgumentError("turn", turn, f"turn {shape.mana_value} or later: with one "
                               f"land a turn (305.2), a {shape.label} spell can't be cast "
                               "sooner")
    draws = rule.draws_by(turn, on_play=on_play)
    if HAND_SIZE + draws > deck_size:
        raise BadArgumentError("turn", turn, f"a turn the {deck_size}-card deck reaches "
                               "without drawing from an empty library")
    return shape, deck_size, lands, turn, draws, rule


def cast_probability(cost: Any, sources: int, *, deck_size: int = 60,
                     lands: int | None = None, turn: int | None = None,
                     on_play: bool = True, mulligan: str = "london",
                     conditional: bool = True, color: str | None = None) -> float:
    """The exact probability, under the published model, that a deck with ``sources``
    sources of the cost's color among its lands casts the spell on ``turn`` (default: its
    mana value); with ``conditional``, among the games with at least its mana value in
    lands drawn by then. The arguments are :func:`sources_needed`'s.
    """
    shape, deck_size, lands, _turn, draws, rule = _setting(
        cost, deck_size, lands, turn, on_play, mulligan, conditional, color)
    sources = _whole(sources, "sources", 0, lands)
    return float(_probability(deck_size, lands, sources, shape.mana_value, shape.pips,
                              draws, rule, conditional))


def _target(target: Any, mana_value: int) -> Fraction:
    if isinstance(target, str):
        if target.strip().lower() != "article":
            raise BadArgumentError("target", target, "a probability such as 0.90, or "
                                   "'article' (89 + mana value percent)")
        return article_target(mana_value)
    if isinstance(target, bool) or not isinstance(target, int | float | Fraction):
        raise BadArgumentTypeError("target", target, "a probability such as 0.90")
    if not 0 < target <= 1:
        raise BadArgumentError("target", target, "a probability above 0 and at most 1")
    return Fraction(str(target)) if isinstance(target, float) else Fraction(target)


def sources_needed(cost: Any, *, deck_size: int = 60, lands: int | None = None,
                   turn: int | None = None, on_play: bool = True,
                   mulligan: str = "london", target: float | str = 0.90,
                   conditional: bool = True, color: str | None = None) -> int:
    """The fewest sources of the cost's color for which the probability of casting it on
    ``turn`` reaches ``target``, computed exactly under the published model (see the
    module).

    ``cost``: a shape of the article ("1CC"), a mana cost ("{1}{U}{U}"), a ManaCost or a
    Card; ``color`` picks the color of a gold cost. ``deck_size``, ``lands``: the deck
    (``lands`` defaults to :func:`default_lands`). ``turn``: default the mana value.
    ``on_play``: the starting player skips the first draw (103.8a). ``mulligan``:
    "london" (103.5), "commander" (a free first mulligan, 103.5c, and a draw on the
    first turn, 103.8c) or "none". ``target``: a probability, or "article" for the
    published 89 + mana value percent. ``conditional``: count only games with enough
    lands drawn to cast it (the article's tables); False counts every game.
    Raises :class:`~mtglab.errors.BadArgumentError` naming the argument when no number
    of sources reaches the target (without ``conditional``, land screw alone can keep a
    deck below it).
    """
    shape, deck_size, lands, _turn, draws, rule = _setting(
        cost, deck_size, lands, turn, on_play, mulligan, conditional, color)
    goal = _target(target, shape.mana_value)
    if shape.pips == 0:
        return 0
    if shape.pips > lands:
        raise BadArgumentError("cost", shape.label, f"at most {lands} pips: the deck has "
                               f"{lands} lands")

    def p(n: int) -> Fraction:
        return _probability(deck_size, lands, n, shape.mana_value, shape.pips, draws, rule,
                            conditional)

    best = p(lands)
    if best < goal:
        raise BadArgumentError("target", target, f"at most {float(best):.4f}: even with "
                               f"every one of the {lands} lands a source")
    lo, hi = shape.pips, lands  # p grows with the sources (the coupling of the model)
    while lo < hi:
        mid = (lo + hi) // 2
        if p(mid) >= goal:
            hi = mid
        else:
            lo = mid + 1
    return lo


def sources_table(costs: Iterable[str] | None = None, *, deck_size: int = 60,
                  lands: int | None = None, on_play: bool = True,
                  mulligan: str | None = None, target: float | str = "article",
                  conditional: bool = True) -> pd.DataFrame:
    """One row per cost (default the article's nineteen shapes): "cost", "mana_value",
    "pips", "target", "sources" (:func:`sources_needed`) and "probability" (the exact
    probability with that many sources). ``mulligan`` defaults to "commander" for a
    99-card deck, as in the article, and "london" otherwise."""
    import pandas as pd

    if mulligan is None:
        mulligan = "commander" if deck_size == 99 else "london"
    shapes: Sequence[str] = ARTICLE_COSTS if costs is None else list(costs)
    rows = []
    for c in shapes:
        n = sources_needed(c, deck_size=deck_size, lands=lands, on_play=on_play,
                           mulligan=mulligan, target=target, conditional=conditional)
        shape = cost_shape(c)
        rows.append({"cost": c, "mana_value": shape.mana_value, "pips": shape.pips,
                     "target": float(_target(target, shape.mana_value)), "sources": n,
                     "probability": cast_probability(
                         c, n, deck_size=deck_size, lands=lands, on_play=on_play,
                         mulligan=mulligan, conditional=conditional)})
    return pd.DataFrame(rows, columns=["cost", "mana_value", "pips", "target", "sources",
                                       "probability"])
