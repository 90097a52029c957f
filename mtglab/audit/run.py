"""The audit: every supported ability of a card pool played on a board (issue 22, 5).

:func:`audit` reads a card pool (a card file, a :class:`~mtglab.cards.pool.loaders.CardPool`
or any iterable of cards), keeps the traditional cards (not flagged ``funny``,
``alchemy``, ``online_only`` or ``nontraditional``), and plays each supported ability of
each face with :func:`~mtglab.audit.route.play_ability`, a progress bar showing how far
it got. ``sample=N`` plays a seeded random draw of N supported abilities instead,
stratified by check (the same share of each kind of line, as far as each has lines).
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from mtglab.arguments import check_count
from mtglab.audit.reasons import Reason, reason_of, template
from mtglab.audit.result import COLUMNS, AuditResult
from mtglab.audit.route import check_name, play_ability
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
from mtglab.cards.pool.loaders import CardPool, read_pool
from mtglab.errors import BadArgumentTypeError

__all__ = ["abilities_of", "audit", "stratified_sample"]

#: A line to audit: the card, the face that has it, the ability.
Line = tuple[Card, Card, Ability]


def _is_traditional(card: Card) -> bool:
    return not NONTRADITIONAL_FLAGS & set(dict(card.extra).get("flags", ()))


def _cards(pool: str | Path | CardPool | Iterable[Card]) -> Iterable[Card]:
    if isinstance(pool, str | Path):
        return read_pool(pool)
    given: Any = pool  # checked: callers may pass anything
    if isinstance(given, bytes | str) or not isinstance(given, Iterable):
        raise BadArgumentTypeError("pool", given, "a card file's path, a CardPool or a "
                                   "list of cards")
    cards = list(given)
    for c in cards:
        if not isinstance(c, Card):
            raise BadArgumentTypeError("pool", c, "a card (ml.Card) in the list")
    return cards


def abilities_of(cards: Iterable[Card]) -> Iterator[Line]:
    """Every ability of every face of the traditional ``cards`` (the intrinsic
    abilities of basic land types left out: they are the land type's, 305.6)."""
    for card in cards:
        if not _is_traditional(card):
            continue
        for face in card.faces or (card,):
            for ability in face.abilities:
                if not ability.intrinsic:
                    yield card, face, ability


def stratified_sample(lines: list[Line], size: int, seed: int = 0) -> set[int]:
    """The positions in ``lines`` of a seeded random draw of ``size`` supported lines,
    the same number from each check as far as each has lines."""
    by_check: dict[str, list[int]] = defaultdict(list)
    for i, (_card, face, ability) in enumerate(lines):
        if ability.supported:
            by_check[check_name(face, ability)].append(i)
    rng = random.Random(seed)
    chosen: set[int] = set()
    groups = sorted(by_check.items())
    left = size
    while left > 0 and groups:
        share = max(1, left // len(groups))
        rest = []
        for name, members in groups:
            take = rng.sample(members, min(share, len(members), left))
            chosen.update(take)
            left -= len(take)
            remaining = [m for m in members if m not in chosen]
            if remaining:
                rest.append((name, remaining))
            if left <= 0:
                break
        groups = rest
    return chosen


def _row(card: Card, face: Card, ability: Ability, played: bool) -> dict[str, Any]:
    check = check_name(face, ability) if ability.supported else ""
    row: dict[str, Any] = {
        "card": card.name, "face": face.name, "kind": ability.kind.value, "check": check,
        "text": ability.text, "supported": ability.supported, "problem": ability.problem,
        "outcome": "unsupported", "reason": "", "detail": "", "template": "",
        "seconds": 0.0}
    if not played:
        return row
    start = time.perf_counter()
    result = play_ability(face, ability)
    reason = reason_of(result)
    row.update(outcome=result.outcome.value, reason=reason.value, detail=result.detail,
               template="" if reason is Reason.PLAYED else template(result.detail, face.name),
               seconds=round(time.perf_counter() - start, 4))
    return row


def audit(pool: str | Path | CardPool | Iterable[Card], *, sample: int | None = None,
          seed: int = 0, progress: bool = False) -> AuditResult:
    """Play every supported ability of ``pool`` (see the module docstring); the
    :class:`~mtglab.audit.result.AuditResult`. Unsupported abilities are counted, not
    played. With ``sample``, the table holds only the abilities drawn (so its card
    figures are about those lines alone)."""
    import pandas as pd
    from tqdm.auto import tqdm

    if sample is not None:
        check_count(sample, "sample", nonzero=True, negative=False)
    if not isinstance(progress, bool):
        raise BadArgumentTypeError("progress", progress, "True or False")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadArgumentTypeError("seed", seed, "an integer")
    cards = [c for c in _cards(pool) if _is_traditional(c)]
    lines = list(abilities_of(cards))
    blank = 0 if sample is not None else \
        len({c.name for c in cards} - {card.name for card, _f, _a in lines})
    if sample is not None:
        lines = [lines[i] for i in sorted(stratified_sample(lines, sample, seed))]
    played = {i for i, line in enumerate(lines) if line[2].supported}
    start = time.perf_counter()
    bar = tqdm(total=len(played), unit=" abilities", desc="playing", disable=not progress,
               leave=False)
    rows = []
    for i, (card, face, ability) in enumerate(lines):
        rows.append(_row(card, face, ability, i in played))
        if i in played:
            bar.update()
    bar.close()
    table = pd.DataFrame(rows, columns=list(COLUMNS))
    return AuditResult(table, round(time.perf_counter() - start, 2), sample is not None, blank)
