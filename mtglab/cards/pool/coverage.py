"""How much of a card pool the Oracle parser understands, by category of text.

:func:`coverage` reads a card file (or takes a :class:`~mtglab.cards.pool.loaders.CardPool`),
keeps the traditional cards (not flagged ``funny``, ``alchemy``, ``online_only`` or
``nontraditional``), sorts every Oracle line into the categories the rules engine needs
and counts how many of each the parser supports::

    >>> import mtglab as ml
    >>> table = ml.coverage(ml.catalogue())
    >>> list(table.columns)  # doctest: +NORMALIZE_WHITESPACE
    ['category', 'rule', 'lines', 'supported', 'percent', 'played', 'played_percent',
     'top_unsupported']

The categories are decided from the *text* by :func:`classify`, a set of regular
expressions written independently of the grammar, so a line the parser does not
understand is still counted in its category. A line the parser supports counts as
supported only if the parser agrees with the classifier where both have an opinion:
a line classified as a mana ability must also be parsed as one (CR 605.1).

Given ``play=`` (a function of a card face and one of its abilities that plays it alone
on a board and returns ``""`` when that worked, else why not; ``mtglab coverage`` passes
:func:`mtglab.audit.mana.play_alone`'s), the mana categories also count the lines
supported *and* played without error: "supported" is a promise that the engine plays it.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sized
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from mtglab.arguments import check_count, check_path
from mtglab.cards.model import Ability, Card
from mtglab.cards.pool.loaders import CardPool, read_pool
from mtglab.errors import BadArgumentTypeError

if TYPE_CHECKING:
    import pandas as pd


__all__ = ["CATEGORIES", "classify", "coverage", "coverage_lines", "mana_line_category",
           "print_coverage", "template"]

#: Flags of the corpus that mark cards outside traditional Magic (corpus/SOURCE.md).
NONTRADITIONAL_FLAGS: Final = frozenset({"funny", "alchemy", "online_only", "nontraditional"})

MANA_ACTIVATED: Final = "mana ability: activated"
MANA_TRIGGERED: Final = "mana ability: triggered"
MANA_REPLACEMENT: Final = "mana replacement"
MANA_ALL: Final = "mana: all three above"
TAPPED_TRIGGER: Final = "tapped-for-mana trigger, not a mana ability"
TYPE_CHANGING: Final = "land type-changing"
ABILITY_GRANTING: Final = "ability-granting"
ANTHEM: Final = "anthem or Aura bonus"
SELF_ANIMATION: Final = "self-animation"
ENTERS_WITH_COUNTERS: Final = "enters with counters"
ENTERS_AS_COPY: Final = "enters as a copy"
BECOMES_COPY: Final = "becomes a copy"
LOYALTY_ABILITY: Final = "loyalty ability"

#: Every category, in table order, with the rules that define it.
CATEGORIES: Final[dict[str, str]] = {
    MANA_ACTIVATED: "605.1a",
    MANA_TRIGGERED: "605.1b, 106.12a",
    MANA_REPLACEMENT: "106.12b, 614.1a",
    MANA_ALL: "605.1a-b, 106.12b",
    TAPPED_TRIGGER: "106.12a, 603",
    TYPE_CHANGING: "305.7, 613.1d",
    ABILITY_GRANTING: "613.1f",
    ANTHEM: "613.4c",
    SELF_ANIMATION: "613.1d, 613.4b",
    ENTERS_WITH_COUNTERS: "614.1c, 122.6",
    ENTERS_AS_COPY: "707.5, 614.1c",
    BECOMES_COPY: "707.4",
    LOYALTY_ABILITY: "606",
}
_MANA_PARTS: Final = (MANA_ACTIVATED, MANA_TRIGGERED, MANA_REPLACEMENT)

# ---------------------------------------------------------------------------- classifier
# Plain regular expressions over the line's text: nothing here uses the grammar.

_REMINDER: Final = re.compile(r"\s*\([^()]*\)")
_QUOTED: Final = re.compile(r'"[^"]*"')
_ABILITY_WORD: Final = re.compile(r"^[A-Z][\w'’,!\- ]{1,40}? — ")
_LOYALTY: Final = re.compile(r"^\[?[+\-−]?(?:\d+|X)\]?:")
_TRIGGER: Final = re.compile(r"^(?:when|whenever|at)\b", re.I)
_COST_WORDS: Final = re.compile(
    r"\{|\b(?:sacrifice|tap|untap|pay|remove|discard|exile|return|mill|put|reveal|collect|"
    r"forage|blight)\b", re.I)
# an instruction to add mana: "Add ...", "you add", "its controller adds", "that player adds"
_ADD: Final = re.compile(
    r"(?:^|[.:;] |, (?:then |and )?|\bthen |\band |\bor )(?:you |its controller |that player |"
    r"they |each player |that land's controller |their controller |a player of your choice )?"
    r"(?:may )?adds? (?=[^.]*?(?:\{[WUBRGCSX\d]|\bmana\b))|"
    r"\bdouble the amount of each type of (?:unspent )?mana\b", re.I)
_TARGET: Final = re.compile(r"\btargets?\b", re.I)
_NEW_TARGETS: Final = re.compile(  # a copied spell's new targets (Pyromancer's Goggles)
    r"\b(?:you may )?choose new targets for (?:the|that|each) cop(?:y|ies)\b", re.I)
_FOR_MANA_HEAD: Final = re.compile(r"^[^.]*?\bfor (?:mana|\{[^}]+\})(?=,)", re.I)
_FOR_MANA: Final = re.compile(
    r"\b(?:is|are) tapped for (?:mana|\{|two or more mana)|\btaps? .*? for (?:mana|\{)|"
    r"\bability causes you to add\b|"
    r"\btapped for mana|\bmana abilit(?:y|ies)\b[^,]* (?:activated|resolves)|"
    r"\bactivates? a mana ability", re.I)
_REPLACE_MANA: Final = re.compile(
    r"\bif (?:[^,]*? )?(?:is|are) tapped for |\bif (?:a player|you|an opponent) taps? [^,]* for "
    r"mana\b|\bif tapped for mana\b", re.I)
_LAND_TYPE: Final = r"(?:Plains|Islands?|Swamps?|Mountains?|Forests?)"
_TYPE_CHANGE: Final = re.compile(
    r"\b(?:is|are|becomes?) (?:an? |the )?(?:" + _LAND_TYPE + r"\b|every basic land type|"
    r"basic land types? of (?:its controller's|your|their) choice|the chosen basic land type|"
    r"the basic land type of your choice)|\blose all land types\b|"
    r"\bin addition to (?:its|their) other land types\b", re.I)
_PT: Final = r"[+\-−][\dX*]+/[+\-−][\dX*]+"
_ANTHEM: Final = re.compile(r"\bgets? " + _PT + r"(?![^.]*\buntil\b)", re.I)
_KEYWORDS: Final = (
    "flying|first strike|double strike|deathtouch|defender|haste|hexproof|indestructible|"
    "lifelink|menace|reach|shroud|trample|vigilance|flash|fear|intimidate|"
    "(?:island|forest|swamp|mountain|plains|land)walk|horsemanship|shadow|prowess|wither|"
    "infect|protection from|ward|banding|flanking|undying|persist|exalted|changeling|"
    "all creature types|all activated abilities|skulk|myriad|annihilator|toxic|"
    "bushido|rampage|cumulative upkeep|absorb|afflict|battle cry|provoke|riot|"
    "convoke|cascade|storm|affinity|improvise|delve|split second|devoid|islandwalk")
_GRANT: Final = re.compile(
    r"(?:^|[.,] )(?!you\b|each player\b|players\b|your opponents\b|each opponent\b)"
    r"[^.\"]*?\b(?:have|has) (?:\"|(?:" + _KEYWORDS + r")\b)", re.I)
_ANIMATE_SELF: Final = re.compile(
    r"(?:~|\bit) becomes? an? (?:[\dX*]+/[\dX*]+ )?[^.\"]*?\bcreature\b", re.I)
_ENTERS_COUNTERS: Final = re.compile(
    r"\benters?(?: the battlefield)?(?: tapped)?(?: and)? with\b[^.]*?\bcounters?\b", re.I)
_ENTERS_COPY: Final = re.compile(r"\benters?(?: the battlefield)? as a copy of\b", re.I)
_BECOMES_COPY: Final = re.compile(r"\bbecomes? a copy of\b", re.I)
_SELF_WORDS: Final = re.compile(
    r"\b[Tt]his (?:creature|land|artifact|enchantment|permanent|Vehicle|Equipment|Aura)\b")


def _plain(line: str, name: str = "") -> str:
    text = line.replace("’", "'").replace("“", '"').replace("”", '"').replace("−", "-")
    text = _REMINDER.sub("", text).strip()
    if name:
        for n in {name, name.split(",")[0]}:
            if len(n) > 2:
                text = text.replace(n, "~")
    return _SELF_WORDS.sub("~", text)


def _colon(text: str) -> int:
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            return i
    return -1


def _activated_mana(text: str, colon: int) -> str | None:
    """An activated ability whose effect adds mana and targets nothing (605.1a)."""
    effect = _NEW_TARGETS.sub("", _QUOTED.sub('""', text[colon + 1:]).strip())
    if _ADD.search(effect) and not _TARGET.search(effect):
        return MANA_ACTIVATED
    return None


def _triggered_mana(bare: str) -> str | None:
    """A trigger on tapping for mana: a mana ability when it adds mana without a target
    (605.1b, 106.12a), else a tapped-for-mana trigger; None for other triggers."""
    m = _FOR_MANA_HEAD.match(bare)
    head, _, rest = (bare[:m.end()], ",", bare[m.end() + 1:]) if m else bare.partition(",")
    rest = _NEW_TARGETS.sub("", rest)
    if not _FOR_MANA.search(head):
        return None
    if _ADD.search(rest.strip()) and not _TARGET.search(rest):
        return MANA_TRIGGERED
    return TAPPED_TRIGGER


#: the categories decided by one wording anywhere in a line (its quoted abilities
#: aside), tried in order
_WORDING_CATEGORIES: Final = ((_REPLACE_MANA, MANA_REPLACEMENT),
                              (_ENTERS_COPY, ENTERS_AS_COPY),
                              (_BECOMES_COPY, BECOMES_COPY),
                              (_ENTERS_COUNTERS, ENTERS_WITH_COUNTERS))


def _effect_category(bare: str) -> str | None:
    """The category of a line by its effect's wording: a replacement of mana, a copy,
    counters as it enters, a self-animation, a land type change; or None."""
    for pattern, category in _WORDING_CATEGORIES:
        if pattern.search(bare):
            return category
    if _ANIMATE_SELF.search(bare) and "copy" not in bare:
        return SELF_ANIMATION
    if _TYPE_CHANGE.search(bare) and re.search(r"\blands?\b|" + _LAND_TYPE, bare, re.I):
        return TYPE_CHANGING
    return None


def classify(line: str, name: str = "") -> str | None:
    """The coverage category of one Oracle line, or ``None`` if it is in none of them.

    Decided from the text alone: a line whose cost is a loyalty symbol ("+1:", "−X:") is
    a loyalty ability (606.2); an activated ability (``cost: effect``) whose effect adds
    mana and targets nothing is a mana ability (CR 605.1a);
    a triggered ability whose trigger is tapping for mana (or activating a mana
    ability) and whose effect adds mana without a target is one too (605.1b, 106.12a);
    "if ... is tapped for mana" wording is a replacement on mana production (106.12b).
    Statics and copy wordings follow. A line belongs to the first category that fits.

    >>> classify("{T}: Add {G}.")
    'mana ability: activated'
    >>> classify("Nonbasic lands are Mountains.")
    'land type-changing'
    """
    text = _plain(line, name)
    text = _ABILITY_WORD.sub("", text, count=1)
    if not text:
        return None
    if _LOYALTY.match(text):
        return LOYALTY_ABILITY
    bare = _QUOTED.sub('""', text)  # granted abilities are the granting line's business
    colon = _colon(text)
    is_trigger = _TRIGGER.match(bare) is not None
    is_activated = (not is_trigger and colon > 0 and colon <= 150
                    and _COST_WORDS.search(text[:colon]) is not None)
    mana = _activated_mana(text, colon) if is_activated else \
        _triggered_mana(bare) if is_trigger else None
    category = mana or _effect_category(bare)
    if category is not None or is_trigger or is_activated:
        return category
    if _ANTHEM.search(bare):
        return ANTHEM
    if _GRANT.search(text):
        return ABILITY_GRANTING
    return None


def mana_line_category(line: str, name: str = "") -> str | None:
    """The mana category of one line (activated or triggered mana ability, replacement
    of mana production), or ``None`` when it is none of them.

    >>> mana_line_category("{T}: Add {G}.")
    'mana ability: activated'
    """
    category = classify(line, name)
    return category if category in _MANA_PARTS else None


# ---------------------------------------------------------------------------- templates

_NUMBER_WORDS: Final = r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|X)\b"


def template(line: str, name: str = "") -> str:
    """A line reduced to its wording: mana symbols become ``{M}``, numbers ``N``,
    quoted abilities ``"…"``, self-references ``~``; used to group unsupported lines."""
    text = _ABILITY_WORD.sub("", _plain(line, name), count=1)
    text = _QUOTED.sub('"…"', text)
    text = re.sub(r"(?:\{[^}]*\})+", "{M}", text)
    text = re.sub(r"[+\-]\d+/[+\-]\d+", "+N/+N", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return re.sub(_NUMBER_WORDS, "N", text, flags=re.I)


# ---------------------------------------------------------------------------- counting


def _is_traditional(card: Card) -> bool:
    flags = dict(card.extra).get("flags", ())
    return not (NONTRADITIONAL_FLAGS & set(flags))


def _lines(cards: Iterable[Card]) -> Iterator[tuple[Card, Ability]]:
    for card in cards:
        if not _is_traditional(card):
            continue
        for face in card.faces or (card,):
            for ability in face.abilities:
                if not ability.intrinsic:
                    yield face, ability


def _counts_as_supported(category: str, ability: Ability) -> bool:
    if not ability.supported:
        return False
    if category in (MANA_ACTIVATED, MANA_TRIGGERED):
        return ability.is_mana_ability
    return True


def _pool(path_or_pool: str | Path | CardPool | Iterable[Card]) -> Iterable[Card]:
    if isinstance(path_or_pool, str | Path):
        check_path(path_or_pool, "path_or_pool")
        return read_pool(path_or_pool)
    if isinstance(path_or_pool, CardPool):
        return path_or_pool
    given: Any = path_or_pool  # checked: callers may pass anything
    if isinstance(given, bytes) or not isinstance(given, Iterable):
        raise BadArgumentTypeError("path_or_pool", given, "a card file's path, a "
                                   "CardPool or a list of cards")
    cards = list(given)
    for c in cards:
        if not isinstance(c, Card):
            raise BadArgumentTypeError("path_or_pool", c, "a card (ml.Card) in the list")
    return cards


#: Plays one ability of a card face alone on a board: ``""`` if played, else why not.
Player = Callable[[Card, Ability], str]


def coverage_lines(path_or_pool: str | Path | CardPool | Iterable[Card], *,
                   play: Player | None = None, progress: bool = False) -> pd.DataFrame:
    """Every categorised line: ``card``, ``category``, ``text``, ``supported``,
    ``problem``, ``played``, ``play_problem``, ``template`` — the rows :func:`coverage`
    counts. ``played`` is ``None`` outside the mana categories or without ``play``.
    ``progress`` shows a progress bar over the cards (reading their Oracle text is
    most of the time)."""
    import pandas as pd
    from tqdm.auto import tqdm

    rows = []
    cards = _pool(path_or_pool)
    shown = tqdm(cards, total=len(cards) if isinstance(cards, Sized) else None,
                 unit=" cards", desc="reading Oracle text", disable=not progress,
                 leave=False)
    for face, ability in _lines(shown):
        category = classify(ability.text, face.name)
        if category is None:
            continue
        ok = _counts_as_supported(category, ability)
        problem = ability.problem
        if ability.supported and not ok:
            problem = "parsed, but not as a mana ability (CR 605.1)"
        played: bool | None = None
        play_problem = ""
        if play is not None and category in _MANA_PARTS:
            play_problem = play(face, ability) if ok else "unsupported"
            played = play_problem == ""
        rows.append({"card": face.name, "category": category, "text": ability.text,
                     "supported": ok, "problem": problem, "played": played,
                     "play_problem": play_problem,
                     "template": template(ability.text, face.name)})
    return pd.DataFrame(rows, columns=["card", "category", "text", "supported", "problem",
                                       "played", "play_problem", "template"])


class _Tally:
    """The counts of :func:`coverage` per category: lines, supported, played, and the
    unsupported (or not played) wordings with up to three example cards each."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self.ok: Counter[str] = Counter()
        self.played: Counter[str] = Counter()
        self.missing: dict[str, Counter[str]] = defaultdict(Counter)
        self.examples: dict[tuple[str, str], list[str]] = defaultdict(list)

    def count(self, cat: str, supported: bool, tmpl: str, card: str,
              was_played: bool | None) -> None:
        """Count one line of category ``cat``."""
        self.seen[cat] += 1
        if not supported:
            self.missing[cat][tmpl] += 1
            if len(self.examples[cat, tmpl]) < 3 and card not in self.examples[cat, tmpl]:
                self.examples[cat, tmpl].append(card)
            return
        self.ok[cat] += 1
        if was_played:
            self.played[cat] += 1
        elif was_played is False:
            self.missing[cat]["not played: " + tmpl] += 1
            if len(self.examples[cat, "not played: " + tmpl]) < 3:
                self.examples[cat, "not played: " + tmpl].append(card)

    def row(self, cat: str, rule: str, mana: bool, top: int) -> dict[str, Any]:
        """The table row of category ``cat``; ``mana``: whether its lines were played."""
        n = self.seen[cat]
        return {
            "category": cat, "rule": rule, "lines": n, "supported": self.ok[cat],
            "percent": round(100.0 * self.ok[cat] / n, 2) if n else 100.0,
            "played": self.played[cat] if mana else None,
            "played_percent": (round(100.0 * self.played[cat] / n, 2) if n else 100.0)
            if mana else None,
            "top_unsupported": [(t, c, tuple(self.examples[cat, t]))
                                for t, c in self.missing[cat].most_common(top)],
        }


def coverage(path_or_pool: str | Path | CardPool | Iterable[Card], *,
             top: int = 5, play: Player | None = None, progress: bool = False) \
        -> pd.DataFrame:
    """The parser's coverage of a card pool, one row per category.

    ``path_or_pool`` is a card file (any format :func:`mtglab.load_cards` reads; its
    cards are not registered with :func:`mtglab.card`), a ``CardPool`` or any iterable
    of cards. Only traditional cards count. Columns: ``category``, ``rule`` (the CR
    rules defining it), ``lines`` (Oracle lines in it), ``supported`` (of those, lines
    the parser supports), ``percent``, ``played`` and ``played_percent`` (of those, the
    lines ``play`` played without error on a board; ``None`` outside the mana categories
    or without ``play``), and ``top_unsupported``: the ``top`` most common unsupported
    wordings as ``(template, count, example cards)`` tuples (lines supported but not
    played are listed there too, their template prefixed ``"not played: "``). The row
    ``"mana: all three above"`` sums the three mana categories. ``progress`` shows a
    progress bar.
    """
    check_count(top, "top", nonzero=False, negative=False)
    if play is not None and not callable(play):
        raise BadArgumentTypeError("play", play, "a function (card, ability) -> problem")
    if not isinstance(progress, bool):
        raise BadArgumentTypeError("progress", progress, "True or False")
    import pandas as pd

    lines = coverage_lines(path_or_pool, play=play, progress=progress)
    tally = _Tally()
    for category, supported, tmpl, card, was_played in zip(
            lines["category"], lines["supported"], lines["template"], lines["card"],
            lines["played"], strict=True):
        for cat in (category, MANA_ALL) if category in _MANA_PARTS else (category,):
            tally.count(cat, supported, tmpl, card, was_played)
    rows = [tally.row(cat, rule, play is not None and (cat in _MANA_PARTS or cat == MANA_ALL),
                      top) for cat, rule in CATEGORIES.items()]
    return pd.DataFrame(rows, columns=["category", "rule", "lines", "supported", "percent",
                                       "played", "played_percent", "top_unsupported"])


def format_coverage(table: pd.DataFrame, *, width: int | None = 100) -> str:
    """The coverage table as plain text, unsupported wordings listed under each row; no
    line wider than ``width`` (``None``: each wording on one line)."""
    import textwrap

    out = [f"{'category':<40} {'rule':<16} {'lines':>6} {'supported':>9} {'percent':>8}"
           f" {'played':>7} {'percent':>8}"]
    for row in table.to_dict("records"):
        played = "" if row["played"] is None or row["played"] != row["played"] else \
            f" {int(row['played']):>7} {row['played_percent']:>7.2f}%"
        category = str(row["category"])
        rule = str(row["rule"])
        first = f"{category:<40} {rule:<16} "
        if width is not None and (len(category) > 40 or len(rule) > 16):
            out.append(f"{category} ({rule})")
            first = " " * 58
        out.append(f"{first}{row['lines']:>6} {row['supported']:>9} {row['percent']:>7.2f}%"
                   f"{played}")
        unsupported: list[tuple[str, int, tuple[str, ...]]] = row["top_unsupported"]
        for tmpl, count, cards in unsupported:
            shown = tmpl if len(tmpl) <= 110 else tmpl[:107] + "..."
            line = f"    {count:>4} x {shown}  [{', '.join(cards)}]"
            if width is None:
                out.append(line)
            else:
                out += textwrap.wrap(line, width, subsequent_indent=" " * 11,
                                     break_on_hyphens=False)
    return "\n".join(out)


def print_coverage(path_or_pool: str | Path | CardPool | Iterable[Card], *,
                   top: int = 5, play: Player | None = None, progress: bool = False,
                   width: int | None = 100) -> pd.DataFrame:
    """Print :func:`coverage` as a text table (see :func:`format_coverage`) and return
    it."""
    table = coverage(path_or_pool, top=top, play=play, progress=progress)
    print(format_coverage(table, width=width))
    return table
