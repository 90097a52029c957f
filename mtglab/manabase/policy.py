"""How the simulated player plays the first turns: what each card is to the policy, which
cards go to the bottom after a mulligan, which land to play, which mana cards to cast.

The policy, in full (each step a documented choice, not a rule of the game):

* **Mulligans** (103.5, 103.5c) by the published analysis's land counts
  (:mod:`mtglab.manabase.mulligan`). The lands kept are chosen one at a time, each the one
  that adds most colors the hand's spells need and not yet covered (then the most such
  colors, then by name); the spells put away are the costliest first
  (mana cards last, then by name).
* **The land of the turn** (305.1-305.2): one land a turn whenever the hand has one. Each
  land of the hand, with every choice it offers (a shock land's life, a fetch land's
  target, 701.23), is an outcome the engine computes (:mod:`mtglab.manabase.positions`);
  the player takes the outcome that (1) can pay the most of the hand's spells whose
  mana value is this turn; then (2) the most of the deck's (copies counted): it plans
  to curve out, as the published model assumes; then (3) puts its land in tapped, when
  that costs nothing this turn; then (4) adds most colors the hand's spells need that
  its permanents can't yet make; then (5) whose colors the hand's spells have most
  symbols of; then (6) pays the least life; then (7) the first in the deck's order.
* **Mana cards**: after the turn's land and after the deck's spells are measured, the
  hand's mana creatures and rocks (nonland permanents with a mana ability) and its land
  searchers (Rampant Growth, Sakura-Tribe Elder) are cast, cheapest first, while the
  position could pay all of them together. A creature taps for mana from the next turn
  on (302.6); a search ability that costs no mana is activated at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtglab.cards import Card
from mtglab.mana import ManaCost
from mtglab.manabase.positions import Outcome, Positions, searches

__all__ = ["CardInfo", "card_info", "choose_bottom", "choose_land", "land_colors",
           "outcome_score"]


@dataclass(frozen=True)
class CardInfo:
    """What the policy knows of a card: a land or not, its mana cost as a string ("" for
    none), its mana value (202.3, X as 0), the turn it is measured on (its mana value,
    at least 1), whether it is a mana card the policy casts early, and the colors its
    mana symbols need."""

    name: str
    is_land: bool
    cost: str
    mana_value: int
    mana_card: bool
    needs: frozenset[str]
    pips: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)

    @property
    def measured(self) -> bool:
        """A nonland card with a mana cost: a row of the table."""
        return not self.is_land and bool(self.cost)

    @property
    def turn(self) -> int:
        """The turn it is cast on curve."""
        return max(1, self.mana_value)


def card_info(c: Card) -> CardInfo:
    """A card's :class:`CardInfo` (its front face for a double-faced card)."""
    is_land = "Land" in c.types
    cost = "" if c.mana_cost is None else str(c.mana_cost)
    mv = 0 if c.mana_cost is None else ManaCost.parse(cost).mana_value
    symbols = () if c.mana_cost is None else ManaCost.parse(cost).symbols
    needs = frozenset(color for s in symbols for color in s.colors)
    counts = [sum(color in s.colors for s in symbols) for color in "WUBRG"]
    mana_card = not is_land and bool(cost) and (
        (c.is_permanent_card and any(a.is_mana_ability for a in c.abilities)) or searches(c))
    return CardInfo(c.name, is_land, cost, mv, mana_card, needs,
                    (counts[0], counts[1], counts[2], counts[3], counts[4]))


def land_colors(positions: Positions, land: str, library: tuple[str, ...]) -> frozenset[str]:
    """The mana types a land can make on an empty battlefield, over every way to play it
    (a fetch land: the types of what it can find)."""
    out: set[str] = set()
    for o in positions.play_land(positions.empty, land, library):
        out |= positions.colors(o.position)
    return frozenset(out)


def choose_bottom(hand: Sequence[int], infos: Sequence[CardInfo],
                  colors: Sequence[frozenset[str]], n_lands: int, n_spells: int
                  ) -> list[int]:
    """The cards of ``hand`` (card indexes) to put on the bottom: ``n_lands`` lands and
    ``n_spells`` spells, by the policy of the module."""
    lands = sorted((i for i in hand if infos[i].is_land), key=lambda i: infos[i].name)
    spells = [i for i in hand if not infos[i].is_land]
    needs: frozenset[str] = frozenset().union(*(infos[i].needs for i in spells))
    keep: list[int] = []
    covered: set[str] = set()
    pool = list(lands)
    for _ in range(len(lands) - n_lands):
        best = max(pool, key=lambda i: (len((colors[i] & needs) - covered),
                                        len(colors[i] & needs), -pool.index(i)))
        keep.append(best)
        covered |= colors[best] & needs
        pool.remove(best)
    spells.sort(key=lambda i: (infos[i].mana_card, -infos[i].mana_value, infos[i].name))
    return pool + spells[:n_spells]


def outcome_score(positions: Positions, outcome: Outcome,
                  on_curve: Sequence[tuple[int, int]], pips: Sequence[int],
                  have: frozenset[str], in_hand: Sequence[int] = ()
                  ) -> tuple[int, int, int, int, int, int]:
    """The policy's preference for a land's outcome (higher is better): the hand's
    spells of this turn's mana value it can pay (``in_hand``: their cost numbers), then
    the deck's (``on_curve``: (cost number, copies) pairs), then entering tapped, then
    the colors the hand's spells need (``pips``: their colored symbols per color, WUBRG)
    that no permanent made yet, then those symbols the land that entered can make, then
    less life paid."""
    now = sum(1 for cost in in_hand if positions.payable(outcome.position, cost))
    payable = sum(n for cost, n in on_curve if positions.payable(outcome.position, cost))
    needs = {c for c, n in zip("WUBRG", pips, strict=True) if n}
    new_colors = len((positions.colors(outcome.position) & needs) - have)
    land_colors: set[str] = set()
    for name in outcome.entered:
        land_colors |= positions.alone_colors(name)
    served = sum(n for c, n in zip("WUBRG", pips, strict=True) if c in land_colors)
    return now, payable, int(outcome.tapped), new_colors, served, -outcome.life


def choose_land(positions: Positions, options: Sequence[tuple[str, Outcome]],
                on_curve: Sequence[tuple[int, int]], pips: Sequence[int],
                have: frozenset[str], in_hand: Sequence[int] = ()) -> tuple[str, Outcome]:
    """The (land, outcome) the policy plays among ``options`` (the first of the best)."""
    best = options[0]
    best_score = None
    for land, o in options:
        score = outcome_score(positions, o, on_curve, pips, have, in_hand)
        if best_score is None or score > best_score:
            best, best_score = (land, o), score
    return best
