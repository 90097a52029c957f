"""Forge's puzzle files (``.pzl``): the board positions Forge's puzzle mode keeps.

A puzzle file has a ``[metadata]`` part (``Name:``, ``Goal:``, ``Turns:``,
``Description:`` ...) and a ``[state]`` part of ``key=value`` lines: ``ActivePlayer``
(human or ai), ``ActivePhase`` (Forge's phase names: ``Main1``, ``Upkeep``,
``Combat_Declare_Attackers`` ...), ``HumanLife``/``AILife``, and per player and zone
(``humanbattlefield`` or ``humanplay``, ``aihand``, ``humangraveyard``, ``ailibrary``,
``humanexile`` ...) a ``;``-separated list of cards, each ``Name|Option|Option:value``:
``Tapped``, ``SummonSick``, ``Counters:P1P1=2,CHARGE=1``, ``Id:7`` and ``Attaching:7``
(or ``AttachedTo:7``), ``Damage:2``, ``ChosenColor:G``, ``Set:M19`` ... A token is
``t:`` followed by its definition (``t:Dragon,P:4,T:4,Color:R,Types:Creature-Dragon,
Keywords:Flying``) or its token script name (``t:r_4_4_dragon_flying``).

The human is "you", the AI "opponent". :func:`read_forge_puzzle` lays the position out
on a :class:`~mtglab.board.board.Board` as set-up (nothing triggers) and lists, line by
line, what it could not honour — a zone mtglab doesn't model yet (hand, library), an
option with no counterpart (``FaceDown``, ``Renowned``, ``ExecuteScript`` ...), an unknown
card — in :attr:`ForgePuzzle.unhonoured` and in the board's log; nothing is dropped
silently. Forge puts permanents onto the battlefield without summoning sickness unless
``SummonSick`` says so, and so does this reader (CR 302.6). A number is read only
within the board's limits (a turn from 1 to 1,000,000,000, counters, ids and damage up
to 1,000,000; never Python's ``int()`` of thousands of digits): past them the entry is
listed as not honoured.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from mtglab.arguments import MAX_COUNT
from mtglab.board.handles import Permanent
from mtglab.board.validation import MAX_TURN
from mtglab.cards.model import Card
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.cards.pool.filestreams import read_text_file
from mtglab.engine.effects.tokens import PREDEFINED_TOKENS
from mtglab.engine.state import GraveyardEntry
from mtglab.errors import BadArgumentTypeError, CardDataError, MtglabError, shorten

if TYPE_CHECKING:
    import pandas as pd

    from mtglab.board.board import Board

__all__ = ["MAX_PUZZLE_BYTES", "ForgePuzzle", "Unhonoured", "board_from_forge_puzzle",
           "read_forge_puzzle"]

#: The largest puzzle file read (Forge's own are 0.3 to 3 KB)
MAX_PUZZLE_BYTES: Final = 1 << 20

#: Forge's player prefixes: "human"/"ai" in older files, "p0"/"p1" in newer ones
PLAYERS: Final = {"human": "you", "ai": "opponent", "p0": "you", "p1": "opponent"}

#: Forge's phase names (its PhaseType) -> mtglab's (CR 500.1)
PHASES: Final = {
    "untap": "untap", "upkeep": "upkeep", "draw": "draw", "main1": "precombat main",
    "combat_begin": "beginning of combat", "combat_declare_attackers": "declare attackers",
    "combat_declare_blockers": "declare blockers",
    "combat_first_strike_damage": "combat damage", "combat_damage": "combat damage",
    "combat_end": "end of combat", "main2": "postcombat main", "end_of_turn": "end",
    "cleanup": "cleanup",
}

_ZONES: Final = ("battlefield", "play", "hand", "graveyard", "library", "exile", "command")
#: Options that describe the printing, not the game: honoured by having no effect;
#: NoETBTrigs is honoured by construction (set-up never triggers)
_PRINTING: Final = ("Set", "Art", "Foil", "NoETBTrigs")
_KEYWORDS: Final = ("flying", "haste", "trample", "vigilance", "deathtouch", "lifelink",
                    "reach", "menace", "defender", "indestructible", "hexproof",
                    "first strike", "double strike", "flash", "prowess", "ward")


@dataclass(frozen=True, slots=True)
class Unhonoured:
    """A part of a puzzle line mtglab could not lay out, and why."""

    line: int
    text: str
    reason: str


@dataclass(frozen=True)
class ForgePuzzle:
    """A Forge puzzle read: its metadata, the board laid out, and what was not honoured."""

    board: Board
    metadata: dict[str, str]
    unhonoured: tuple[Unhonoured, ...]
    #: card entries and state lines read, and how many of them were fully honoured
    entries: int = 0
    honoured: int = 0
    source: str = ""
    lines: tuple[str, ...] = field(default=(), repr=False)

    @property
    def frame(self) -> pd.DataFrame:
        """What was not honoured: one row each, with its line, text and reason."""
        import pandas as pd

        return pd.DataFrame([{"line": u.line, "text": u.text, "reason": u.reason}
                             for u in self.unhonoured], columns=["line", "text", "reason"])

    def __repr__(self) -> str:
        name = self.metadata.get("name", self.source)
        return (f"<ForgePuzzle {name!r}: {self.honoured} of {self.entries} entries honoured, "
                f"{len(self.unhonoured)} not>")

    def _repr_html_(self) -> str:
        return f"<b>{html.escape(repr(self))}</b>" + self.frame.to_html(index=False)


class _Reader:
    def __init__(self, board: Board, where: str) -> None:
        self.board = board
        self.where = where
        self.unhonoured: list[Unhonoured] = []
        self.entries = 0
        self.honoured = 0
        self.ids: dict[int, Permanent] = {}
        self.attach: list[tuple[Permanent, int, int, str]] = []

    def skip(self, line: int, text: str, reason: str) -> None:
        self.unhonoured.append(Unhonoured(line, text[:200], reason))

    def entry(self, ok: bool) -> None:
        self.entries += 1
        self.honoured += ok


def _split_state(raw: str) -> tuple[str, str] | None:
    if "=" not in raw:
        return None
    key, value = raw.split("=", 1)
    return key.strip().lower(), value.strip()


def _counter_kind(forge: str) -> str:
    """Forge's CounterType name -> mtglab's counter kind (P1P1 -> "+1/+1", CR 122.1)."""
    kind = forge.strip()
    special = {"P1P1": "+1/+1", "M1M1": "-1/-1", "P1P0": "+1/+0", "P0P1": "+0/+1",
               "M1M0": "-1/-0", "M0M1": "-0/-1", "M2M1": "-2/-1", "P2P2": "+2/+2"}
    return special.get(kind.upper(), kind.replace("_", " ").lower())


def _whole(text: str, top: int) -> int | None:
    """A whole number written in ASCII digits, from 0 to ``top``; None for anything else
    (never ``int()`` of thousands of digits, which Python refuses)."""
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > len(str(top)):
        return None
    n = int(text)
    return n if n <= top else None


def _number(text: str) -> int:
    """An option's whole number (an id, damage); ValueError if it isn't one mtglab reads."""
    n = _whole(text, MAX_COUNT)
    if n is None:
        raise ValueError(f"expected a whole number from 0 to {MAX_COUNT:,}")
    return n


def _counters(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for pair in text.split(","):
        kind, _, n = pair.partition("=")
        count = _whole(n, MAX_COUNT)
        if not kind.strip() or count is None:
            raise ValueError(f"a counter is KIND=N, not {pair!r}")
        out[_counter_kind(kind)] = out.get(_counter_kind(kind), 0) + count
    return out


def _token_from_fields(spec: str) -> dict[str, Any] | None:
    """A token from Forge's ``t:`` definition (``t:Dragon,P:4,T:4,Color:R,
    Types:Creature-Dragon,Keywords:Flying``); None without a card type (CR 111.4)."""
    parts = spec.split(",")
    fields = {k.strip().lower(): v.strip() for k, _, v in (p.partition(":") for p in parts[1:])}
    types = [t for t in re.split(r"[-\s]+", fields.get("types", "")) if t]
    supertypes = [t for t in types if t in ("Legendary", "Snow", "Basic")]
    card_types = [t for t in types if t in ("Artifact", "Creature", "Enchantment", "Land",
                                            "Planeswalker")]
    subtypes = [t for t in types if t not in supertypes and t not in card_types]
    if not card_types:
        return None
    colors = [c for c in fields.get("color", "").upper() if c in "WUBRG"]
    keywords = [k.strip() for k in fields.get("keywords", "").split("&") if k.strip()]
    return {"name": parts[0].strip(), "types": card_types, "subtypes": subtypes,
            "supertypes": supertypes, "colors": colors,
            "power": _whole(fields.get("p", ""), MAX_COUNT),
            "toughness": _whole(fields.get("t", ""), MAX_COUNT),
            "oracle_text": "\n".join(keywords)}


def _token_from_script(spec: str) -> dict[str, Any] | None:
    """A creature token from Forge's token script name (``r_4_4_dragon_flying``); None
    if it isn't one mtglab reads."""
    m = re.fullmatch(r"([wubrgc]+)_(\d+)_(\d+)_([a-z_]+)", spec.strip().lower())
    if m is None or _whole(m[2], MAX_COUNT) is None or _whole(m[3], MAX_COUNT) is None:
        return None
    words = m[4].split("_")
    keywords = [w for w in words[1:] if w in _KEYWORDS]
    if len(keywords) != len(words) - 1:
        return None
    return {"name": words[0].title(), "types": ["Creature"], "subtypes": [words[0].title()],
            "supertypes": [], "colors": [c.upper() for c in m[1] if c in "wubrg"],
            "power": int(m[2]), "toughness": int(m[3]),
            "oracle_text": "\n".join(k.capitalize() for k in keywords)}


def _token_definition(spec: str) -> dict[str, Any] | None:
    """A token from Forge's ``t:`` definition or token script name; None if unreadable."""
    if "," in spec or ":" in spec:  # t:Dragon,P:4,T:4,Color:R,Types:Creature-Dragon,...
        return _token_from_fields(spec)
    return _token_from_script(spec)


@dataclass
class _Options:
    """A battlefield entry's options read: its status, and the options with no
    counterpart in mtglab."""

    tapped: bool = False
    sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    choices: list[str] = field(default_factory=list)
    my_id: int | None = None
    attach_to: int | None = None
    unread: list[str] = field(default_factory=list)


def _set_tapped(o: _Options, value: str) -> None:
    o.tapped = True


def _set_sick(o: _Options, value: str) -> None:
    o.sick = True  # not under its controller's control since the turn began (CR 302.6)


def _set_counters(o: _Options, value: str) -> None:
    o.counters = _counters(value)


def _set_id(o: _Options, value: str) -> None:
    o.my_id = _number(value)


def _set_attach(o: _Options, value: str) -> None:
    o.attach_to = _number(value)


def _set_damage(o: _Options, value: str) -> None:
    o.damage = _number(value)


def _add_choices(o: _Options, value: str) -> None:
    o.choices.extend(v.strip() for v in value.split(",") if v.strip())


def _printing(o: _Options, value: str) -> None:
    """A printing option: honoured by having no effect."""


#: What each of Forge's card options does to a battlefield entry's options
_OPTIONS: Final[dict[str, Callable[[_Options, str], None]]] = {
    "Tapped": _set_tapped, "SummonSick": _set_sick, "Counters": _set_counters,
    "Id": _set_id, "Attaching": _set_attach, "AttachedTo": _set_attach,
    "Damage": _set_damage, "ChosenColor": _add_choices, "ChosenType": _add_choices,
    **{key: _printing for key in _PRINTING}}


def _read_options(options: list[str]) -> _Options:
    """A battlefield entry's ``Option`` and ``Option:value`` parts."""
    o = _Options()
    for option in options:
        key, _, value = option.partition(":")
        handler = _OPTIONS.get(key.strip())
        if handler is None:
            o.unread.append(option)
            continue
        try:
            handler(o, value)
        except ValueError:
            o.unread.append(option)
    return o


def _predefined(spec: str) -> str | None:
    """A predefined token (CR 111.10) by name: "t:Treasure" or a script
    "c_a_treasure_sac"."""
    for word in (spec, *spec.split("_")):
        if word.strip().title() in PREDEFINED_TOKENS:
            return word.strip().title()
    return None


@dataclass(frozen=True)
class _What:
    """What an entry names: a card, a predefined token or a defined token."""

    card: Card | None = None
    predefined: str | None = None
    token: dict[str, Any] | None = None


def _what(name: str) -> _What | str:
    """What the entry's ``name`` names, or why it can't be read."""
    if name[:2].lower() != "t:":
        try:
            return _What(card=lookup_card(name))
        except MtglabError as exc:
            return str(exc)
    spec = name[2:]
    predefined = _predefined(spec)
    if predefined is not None:
        return _What(predefined=predefined)
    token = _token_definition(spec)
    if token is None:
        return "a token definition mtglab cannot read"
    return _What(token=token)


def _place_in_card_zone(r: _Reader, who: str, zone: str, card: Card, name: str,
                        options: list[str], line: int) -> None:
    """A card put into a graveyard or exile (CR 404, 406); options other than the
    printing's are not honoured there."""
    b = r.board
    state = b.state
    grave = GraveyardEntry(card.name, who, card)
    if zone == "graveyard":
        yards = dict(state.graveyards)
        yards[who] = (*yards.get(who, ()), grave)
        state = state.evolve(graveyards=yards)
    else:
        state = state.evolve(exile=(*state.exile, grave))
    b.restore(state.logged("set-up", card.name, f"in {who}'s {zone} (Forge puzzle)", ""))
    ignored = [o for o in options if o.split(":", 1)[0] not in _PRINTING]
    for o in ignored:
        r.skip(line, f"{name}|{o}", f"option {o.split(':', 1)[0]!r} has no counterpart "
               f"in the {zone}")
    r.entry(not ignored)


def _add_card(b: Board, card: Card, who: str, o: _Options) -> tuple[Permanent, str | None]:
    """A card put onto the battlefield, and why its choices were refused if they were:
    a choice the card doesn't ask in mtglab (its text not understood) leaves the
    permanent laid out all the same, the choice listed as not honoured."""
    try:
        return b.add(card, who, tapped=o.tapped, controlled_since_turn_start=not o.sick,
                     counters=o.counters, choices=o.choices), None
    except MtglabError as exc:
        if not o.choices:
            raise
        return b.add(card, who, tapped=o.tapped, controlled_since_turn_start=not o.sick,
                     counters=o.counters), str(exc)


def _put_onto_battlefield(b: Board, what: _What, who: str, o: _Options
                          ) -> tuple[Permanent, str | None]:
    """The card or token put onto the battlefield as set-up (no trigger, no replacement),
    and why its choices were refused if they were."""
    if what.card is not None:
        return _add_card(b, what.card, who, o)
    if what.predefined is not None:
        return b.create_token(what.predefined, controller=who, tapped=o.tapped,
                              controlled_since_turn_start=not o.sick,
                              replacements=False), None
    assert what.token is not None
    p = b.create_token(controller=who, tapped=o.tapped, replacements=False,
                       controlled_since_turn_start=not o.sick, **what.token)
    for kind, n in o.counters.items():
        if n:
            b.add_counters(p, kind, n)
    return p, None


def _place_on_battlefield(r: _Reader, who: str, what: _What, name: str, options: list[str],
                          entry: str, line: int) -> None:
    """A permanent laid out with its options; those mtglab can't honour are listed."""
    b = r.board
    o = _read_options(options)
    try:
        p, refused_choice = _put_onto_battlefield(b, what, who, o)
    except MtglabError as exc:
        r.skip(line, entry, str(exc))
        r.entry(False)
        return
    if o.damage:  # damage marked (CR 120.3)
        perm = b.state.permanents[p.id]
        b.restore(b.state.with_permanent(replace(perm, damage=o.damage)))
    if o.my_id is not None:
        r.ids[o.my_id] = p
    if o.attach_to is not None:
        r.attach.append((p, o.attach_to, line, entry))
    if refused_choice is not None:
        chosen = "|".join(opt for opt in options if opt.startswith("Chosen"))
        r.skip(line, f"{name}|{chosen}", refused_choice)
    for option in o.unread:
        r.skip(line, f"{name}|{option}", f"option {option.split(':', 1)[0]!r} has no "
               "counterpart in mtglab")
    r.entry(not o.unread and refused_choice is None)


def _place_card(r: _Reader, who: str, zone: str, entry: str, line: int) -> None:
    """One ``Name|Option|...`` entry of a zone line."""
    parts = [p.strip() for p in entry.split("|")]
    name, options = parts[0], [p for p in parts[1:] if p]
    if zone in ("hand", "library", "command"):
        r.skip(line, entry, f"mtglab does not model the {zone} zone yet")
        r.entry(False)
        return
    what = _what(name)
    if isinstance(what, str):
        r.skip(line, entry, what)
        r.entry(False)
        return
    if zone not in ("graveyard", "exile"):
        _place_on_battlefield(r, who, what, name, options, entry, line)
    elif what.card is None:
        r.skip(line, entry, f"a token in the {zone} ceases to exist (CR 704.5d)")
        r.entry(False)
    else:
        _place_in_card_zone(r, who, zone, what.card, name, options, line)


def _attach(r: _Reader) -> None:
    """``Attaching:7``: attach each Aura or Equipment to the card with ``Id:7`` (301.5, 303.4)."""
    for p, target_id, line, entry in r.attach:
        target = r.ids.get(target_id)
        if target is None:
            r.skip(line, entry, f"no card of this puzzle has Id:{target_id}")
            continue
        state = r.board.state
        perm = state.permanents[p.id]
        r.board.restore(state.with_permanent(replace(perm, attached_to=target.id)))


def _read_text(path: str | Path) -> tuple[str, str]:
    if not isinstance(path, str | Path):
        raise BadArgumentTypeError("path", path, "the path of a Forge .pzl file")
    return read_text_file(path, MAX_PUZZLE_BYTES, "a puzzle file")


def _parts(lines: list[str], where: str) -> tuple[dict[str, str], list[tuple[int, str, str]]]:
    """The ``[metadata]`` part (keys lowercased) and the ``[state]`` part's
    ``(line, key, value)`` lines."""
    metadata: dict[str, str] = {}
    state_lines: list[tuple[int, str, str]] = []
    part = ""
    for i, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            part = line[1:-1].strip().lower()
            continue
        if part == "metadata":
            key, _, value = line.partition(":")
            metadata[key.strip().lower()] = value.strip()
        elif part == "state":
            kv = _split_state(line)
            if kv is None:
                raise CardDataError(f"expected key=value, got {line[:60]!r}", path=where,
                                    record=f"line {i}")
            state_lines.append((i, *kv))
        else:
            raise CardDataError("a line outside [metadata] and [state]", path=where,
                                record=f"line {i}")
    if not state_lines:
        raise CardDataError("no [state] part: not a Forge puzzle file", path=where)
    return metadata, state_lines


def _set_phase(r: _Reader, i: int, key: str, value: str) -> None:
    """``ActivePhase``: Forge's phase name as mtglab's (CR 500.1)."""
    phase = PHASES.get(value.strip().lower())
    if phase is None:
        r.skip(i, f"{key}={value}", "not one of Forge's phase names")
    else:
        r.board.phase = phase
    r.entry(phase is not None)


def _set_turn(r: _Reader, i: int, key: str, value: str) -> None:
    """``Turn``: the turn number, within mtglab's limit."""
    turn = _whole(value, MAX_TURN)
    if turn is None or turn < 1:
        r.skip(i, f"{key}={shorten(value.strip(), 40)}", f"a turn is a whole number "
               f"from 1 to {MAX_TURN:,} (mtglab's limit)")
    else:
        r.board.restore(r.board.state.evolve(turn=turn))
    r.entry(turn is not None and turn >= 1)


def _set_life(r: _Reader, i: int, key: str, value: str, who: str) -> None:
    """``HumanLife``/``AILife``: a player's life total (CR 119)."""
    try:
        r.board.life(who, int(value))
        r.entry(True)
    except (ValueError, MtglabError):
        r.skip(i, f"{key}={value}", "a life total is a whole number")
        r.entry(False)


def _state_line(r: _Reader, i: int, key: str, value: str, active_ok: bool) -> None:
    """One ``key=value`` line of the ``[state]`` part laid out on the board."""
    prefix = next((k for k in PLAYERS if key.startswith(k)), None)
    who = PLAYERS[prefix] if prefix is not None else None
    rest = key[len(prefix):] if prefix is not None else key
    if key == "activeplayer":
        r.entry(active_ok)
    elif key == "activephase":
        _set_phase(r, i, key, value)
    elif key == "turn":
        _set_turn(r, i, key, value)
    elif who is not None and rest == "life":
        _set_life(r, i, key, value, who)
    elif who is not None and rest in _ZONES:
        zone = "battlefield" if rest == "play" else rest
        for entry in (e.strip() for e in value.split(";")):
            if entry:
                _place_card(r, who, zone, entry, i)
    else:
        r.skip(i, f"{key}={value}", "a state line mtglab has no counterpart for"
               + (" (player counters such as poison)" if rest == "counters" else ""))
        r.entry(False)


def read_forge_puzzle(path: str | Path, board_class: type[Board]) -> ForgePuzzle:
    """Read a Forge ``.pzl`` file into a :class:`ForgePuzzle` (see the module docstring),
    laying it out on a new ``board_class`` (``ml.Board.read_forge_puzzle`` passes it)."""
    text, where = _read_text(path)
    lines = text.splitlines()
    metadata, state_lines = _parts(lines, where)
    settings = {k: (i, v) for i, k, v in state_lines}
    active_line, active = settings.get("activeplayer", (0, "human"))
    active = active.strip().lower()
    board = board_class(players=("you", "opponent"), active=PLAYERS.get(active, "you"))
    r = _Reader(board, where)
    if active not in PLAYERS:
        r.skip(active_line, f"ActivePlayer={active}", "expected human or ai")
    for i, key, value in state_lines:
        _state_line(r, i, key, value, active in PLAYERS)
    _attach(r)
    state = board.state
    for u in r.unhonoured:
        state = state.logged("not honoured", f"line {u.line}", f"{u.text}: {u.reason}", "")
    board.restore(state)
    return ForgePuzzle(board, metadata, tuple(r.unhonoured), r.entries, r.honoured, where,
                       tuple(lines))


def board_from_forge_puzzle(path: str | Path, board_class: type[Board]) -> Board:
    """The board of a Forge puzzle file; what it could not honour is in ``board.log``."""
    return read_forge_puzzle(path, board_class).board
