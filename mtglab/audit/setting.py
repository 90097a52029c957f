"""The boards the audit plays on, and objects made to match what a text asks for.

:func:`base_board` is the board every check of :mod:`mtglab.audit.spells`,
:mod:`~mtglab.audit.activated` and :mod:`~mtglab.audit.statics` starts from (a copy of
it: copies are O(1) and keep handles valid): each player controls a creature, an
artifact, an enchantment and a basic land, and has a creature card, a land card and an
instant card in the graveyard, two cards in hand and four in the library — something for
"each creature", "a card in your graveyard", "draw", "discard", "search your library for
a basic land card" to act on. It is your first main phase (505.1) with an empty stack,
so sorcery-speed actions are allowed (307.1).

:func:`card_like` makes a plain card that matches a
:class:`~mtglab.cards.effects.Selector` ("target nonblack creature an opponent controls",
"target artifact or enchantment", "target creature card in your graveyard", "target
tapped creature with power 4 or greater"); :func:`place_like` puts it where the selector
looks (the battlefield under the right player, a graveyard, a hand, exile), tapped, with
a counter, as a token, as having entered this turn, or attacking or blocking
(:func:`into_combat`) as asked.

>>> import mtglab as ml
>>> from mtglab.cards.effects import ControllerSpec, Selector
>>> sel = Selector(types=("Creature",), excluded_colors=("B",),
...                controller=ControllerSpec.OPPONENT)
>>> b = base_board()
>>> p = place_like(b, sel)
>>> b.controller(p), b.characteristics(p)["types"]
('opponent', ('Creature',))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any, Final

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.board.board import Board
from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.model import Card
from mtglab.cards.types import BASIC_LAND_TYPES, SUBTYPE_OWNER

__all__ = ["BEAR", "POOL", "a_creature_of", "base_board", "begin_combat", "card_like",
           "into_combat", "on_battlefield", "owner_of", "place_like", "setting_permanent",
           "spell_on_stack"]

#: Mana for any cost the pool prints (the largest is {2}{W}{U}{B}{R}{G} plus X and kicker).
POOL: Final = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"



def _plain(name: str, type_line: str, cost: str | None, size: str | None = None,
           text: str = "") -> Card:
    return Card.from_text(name=name, type_line=type_line, mana_cost=cost, power=size,
                          toughness=size, oracle_text=text)


def _permanents(owner: str) -> tuple[Card, ...]:
    """A creature, an artifact, an enchantment and a basic land, named for ``owner``
    ("Your Bear", "Opponent's Bear")."""
    return (_plain(f"{owner} Bear", "Creature — Bear", "{1}{G}", "2"),
            _plain(f"{owner} Relic", "Artifact", "{1}"),
            _plain(f"{owner} Charm", "Enchantment", "{1}{W}"),
            _plain(f"{owner} Plains", "Basic Land — Plains", None, text="({T}: Add {W}.)"))


#: What each player controls on the base board.
_ON_BATTLEFIELD: Final = {"you": _permanents("Your"), "opponent": _permanents("Opponent's")}
BEAR: Final = _plain("Card Bear", "Creature — Bear", "{1}{G}", "2")
_PLAINS: Final = _plain("Card Plains", "Basic Land — Plains", None, text="({T}: Add {W}.)")
_ISLAND: Final = _plain("Card Island", "Basic Land — Island", None, text="({T}: Add {U}.)")
_SHOCK: Final = _plain("Card Shock", "Instant", "{R}", text="Card Shock deals 2 damage to any "
                       "target.")

_PERMANENT_TYPES: Final = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker",
                           "Battle")
_CARD_TYPES: Final = (*_PERMANENT_TYPES, "Instant", "Sorcery", "Kindred")
_COLOR_ORDER: Final = ("G", "W", "U", "B", "R")


@cache
def _base_state() -> Any:
    b = Board()
    for who in ("opponent", "you"):
        for card in _ON_BATTLEFIELD[who]:
            b.add(card, who)
        for card in (BEAR, _PLAINS, _SHOCK):
            b.add(card, who, zone="graveyard")
        for card in (_ISLAND, BEAR):
            b.add(card, who, zone="hand")
        for card in (_ISLAND, BEAR, _PLAINS, _ISLAND):
            b.add(card, who, zone="library")
    return b.state


def base_board() -> Board:
    """A new board laid out as the module docstring says (your main phase)."""
    return Board(state=_base_state())


def setting_permanent(b: Board, who: str, kind: str) -> Any:
    """The base board's permanent of ``kind`` ("Bear", "Relic", "Charm", "Plains")
    controlled by ``who``."""
    owner = "Your" if who == "you" else "Opponent's"
    return b.get(f"{owner} {kind}")


def on_battlefield(b: Board, p: Any) -> bool:
    """Whether the permanent ``p`` (a handle, or ``None``) is still on ``b``'s battlefield."""
    return p is not None and getattr(p, "id", None) in b.state.permanents


def a_creature_of(b: Board, who: str, besides: Any = None) -> Any:
    """An untapped creature ``who`` controls other than ``besides``: the base board's own
    if it is still there, else a new plain 2/2; ``None`` when one can't survive there
    (an effect gives it 0 toughness, 704.5f)."""
    for p in b:
        looks = b.characteristics(p)
        if p != besides and b.controller(p) == who and "Creature" in looks["types"] and \
                not b.is_tapped(p) and (looks["toughness"] or 0) > 0:
            return p
    p = b.add(BEAR, who)
    return p if (b.characteristics(p)["toughness"] or 0) > 0 else None


def owner_of(sel: Selector, default: str = "opponent") -> str:
    """The player whose object matches ``sel``: yours for "you control" / "your
    graveyard", the opponent's for "an opponent controls", else ``default``."""
    if sel.controller is ControllerSpec.YOU:
        return "you"
    if sel.controller is ControllerSpec.OPPONENT:
        return "opponent"
    return default


def _types(sel: Selector) -> tuple[list[str], list[str]]:
    """Card types and subtypes for an object matching ``sel``."""
    types = [t for t in sel.types if t in _CARD_TYPES]
    subtypes = list(sel.subtypes if sel.all_subtypes else sel.subtypes[:1])
    if sel.any_type:
        types = [t for t in types if t not in sel.excluded_types][:1] or types[:1]
    if not types and subtypes:
        owner = "Land" if subtypes[0] in BASIC_LAND_TYPES else \
            SUBTYPE_OWNER.get(subtypes[0], "Creature")
        types = [owner if owner in _CARD_TYPES else "Creature"]
        if subtypes[0] in ("Equipment", "Vehicle"):
            types = ["Artifact"]
    if not types:  # "target permanent", "target nonland permanent", "a card"
        types = [next(t for t in ("Creature", "Artifact", "Enchantment", "Land")
                      if t not in sel.excluded_types)]
    if "Kindred" in types and len(types) == 1:
        types.append("Instant")
    return types, subtypes


def _colors(sel: Selector) -> list[str]:
    if sel.colorless:
        return []
    colors = [c for c in sel.colors if c not in sel.excluded_colors][:1]
    if sel.multicolored:
        colors = [c for c in _COLOR_ORDER if c not in sel.excluded_colors][:2]
    elif sel.monocolored and not colors:
        colors = [c for c in _COLOR_ORDER if c not in sel.excluded_colors][:1]
    return colors


def _cost_like(sel: Selector, colors: Sequence[str]) -> str:
    """A mana cost of ``colors`` whose mana value ``sel`` allows (at most 2 where it
    says nothing; 1 for "X"; at least its minimum, 202.3)."""
    value = 1 if sel.mana_value_x or sel.max_mana_value_x else max(0, min(2, sel.max_mana_value
                                                  if sel.max_mana_value is not None else 2))
    value = max(value, sel.min_mana_value or 0)  # "with mana value 3 or greater" (202.3)
    generic = max(0, value - len(colors))
    return ("{" + str(generic) + "}" if generic or not colors else "") + \
        "".join("{" + c + "}" for c in colors)


def card_like(sel: Selector, name: str = "Target") -> Card:
    """A plain card matching ``sel``'s types, subtypes, supertypes, colors, power, mana
    value, keywords and name ("the first alternative" of "artifact or creature", "a
    black or artifact creature")."""
    # "with toughness greater than its power" (208.1), of it or one of its alternatives
    tougher = sel.toughness_over_power or any(e.toughness_over_power for e in sel.either)
    if sel.either:
        first = sel.either[0]
        sel = replace(sel, types=(*first.types, *sel.types), colors=first.colors or sel.colors,
                      subtypes=first.subtypes or sel.subtypes, either=())
    types, subtypes = _types(sel)
    supers = [s for s in sel.supertypes if s not in sel.excluded_supertypes]
    if sel.legendary_or_pw and "Legendary" not in supers:
        supers.append("Legendary")
    colors = _colors(sel)
    creature = "Creature" in types
    power = 1 if sel.max_power_x else max(2, sel.min_power or 0)  # X is 1 (answers.py)
    if sel.less_power_than_source:
        power = 0  # "with lesser power" than any source with power (702.134a)
    cost = None if types == ["Land"] else _cost_like(sel, colors)
    line = " ".join([*supers, *types]) + (" — " + " ".join(subtypes) if subtypes else "")
    text = "\n".join([*(["Enchant creature"] if "Aura" in subtypes else []),  # 303.4a
                      *(k.capitalize() for k in sel.keywords)])
    return Card.from_text(name=sel.named if sel.named and sel.named != "~" else name,
                          type_line=line, oracle_text=text, mana_cost=cost,
                          power=str(power) if creature else None,
                          toughness=("1" if sel.max_toughness_x else str(power + 1) if tougher
                                     else str(max(2, sel.min_toughness or 0)))
                          if creature else None,
                          loyalty="3" if "Planeswalker" in types else None,
                          defense="3" if "Battle" in types else None)


def place_like(b: Board, sel: Selector, default: str = "opponent",
               name: str = "Target") -> Any:
    """Put an object matching ``sel`` where it looks (see the module docstring); its
    handle. ``default``: the player for a selector that names none."""
    who = owner_of(sel, default)
    if sel.zone == "stack":
        return spell_on_stack(b, sel, who)
    card = card_like(sel, name)
    if sel.zone not in (None, "battlefield"):
        return b.add(card, who, zone=sel.zone if sel.zone in ("graveyard", "hand", "exile",
                                                              "library") else "graveyard")
    counters = {sel.with_counter or "+1/+1": 1} if sel.with_counter or sel.any_counter \
        else None
    if sel.token:
        return b.create_token(name=card.name, types=card.types, subtypes=card.subtypes,
                              supertypes=card.supertypes, colors=sorted(card.colors),
                              power=card.power, toughness=card.toughness,
                              oracle_text=card.oracle_text, controller=who,
                              tapped=bool(sel.tapped), replacements=False)
    p = b.add(card, who, tapped=bool(sel.tapped), counters=counters,
              controlled_since_turn_start=not sel.entered_this_turn)
    if sel.dealt_damage_this_turn:  # "that was dealt damage this turn" (120.3)
        b.edit(p, damage=1)
    # "attacking or blocking creature": in combat as the first alternative says
    combat = next((s for s in (sel, *sel.either) if s.attacking or s.blocking), None)
    if combat is not None:
        into_combat(b, p, blocking=bool(combat.blocking) and not combat.attacking)
    return p


def spell_on_stack(b: Board, sel: Selector, who: str = "opponent") -> Any:
    """A spell matching ``sel`` ("target noncreature spell", "target spell with mana value
    3 or less") cast by ``who`` and left on the stack: a card of that kind with flash,
    so that it may be cast now (702.8a); its handle on the stack."""
    plain = replace(sel, zone=None, relation=None, controller=ControllerSpec.ANY)
    card = card_like(plain, "Stack Spell")
    card = Card.from_text(name=card.name, type_line=card.type_line,
                          oracle_text="\n".join(x for x in ("Flash", card.oracle_text) if x),
                          mana_cost=str(card.mana_cost) if card.mana_cost else "{1}",
                          power=card.power, toughness=card.toughness, loyalty=card.loyalty,
                          defense=card.defense)
    b.add_mana(who, POOL)
    return Answers().play(lambda **kw: b.cast(card, controller=who, resolve=False, **kw))


def begin_combat(b: Board) -> None:
    """Before combat, the turn moves on to the beginning of combat step and what triggers
    there resolves (507.1), so that attackers may be declared."""
    if b.phase in ("untap", "upkeep", "draw", "precombat main"):
        Answers().play(lambda **kw: b.advance("beginning of combat", **kw))
        resolve_stack(b)


def into_combat(b: Board, p: Any, *, blocking: bool = False) -> None:
    """Make ``p`` an attacking creature — its controller's turn, declared as an attacker
    (508.1) — or a blocking one: the other player's creature attacks and ``p`` blocks it
    (509.1). What triggers is resolved; it is then the declare attackers or blockers
    step, where spells and abilities may be cast at instant speed (508.2, 509.2)."""
    who = b.controller(p)
    attacker = p
    if blocking:
        who = next(q for q in b.players if q != who)
        attacker = a_creature_of(b, who)
        if attacker is None:
            return
    b.active = who  # set-up: that player's turn (508.1)
    b.edit(attacker, controlled_since_turn_start=True, tapped=False)
    begin_combat(b)
    if not on_battlefield(b, attacker):
        return
    Answers().play(lambda **kw: b.attack(attacker, **kw))
    resolve_stack(b)
    if blocking and on_battlefield(b, p) and on_battlefield(b, attacker):
        Answers().play(lambda **kw: b.block(p, attacker, **kw))
        resolve_stack(b)
