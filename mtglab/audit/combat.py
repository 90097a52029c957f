"""Make a combat trigger event happen on a check board (CR 506-511): the part of
:func:`mtglab.audit.triggers.play_trigger_line` (and so of
:func:`mtglab.audit.copies.play_copy_line`) that plays the combat triggers of
the grammar (grammar/triggers.lark, grammar/source_copies.lark).

:func:`make_combat_event_happen` puts the card on the battlefield (since the turn
began, so it may attack, 302.6) and then, through the Board's combat actions:

* "whenever ~ attacks" (and "attacks or blocks"): it attacks with the other creatures
  of its controller that can (508.1a), so "another target attacking creature" has one;
* "whenever ~ blocks" (and "attacks or blocks" for a creature that can't attack): the
  turn is the opponent's, whose creature attacks, and it blocks that one (509.1a);
* "whenever ~ deals combat damage to a player": it attacks, nothing blocks, and combat
  damage is dealt (510.1b) — a creature with no power gets +1/+1 counters first (set-up);
* "... to a creature": it attacks and a 0/8 wall with reach blocks it (702.17b: a
  flier can be blocked by it; two walls for menace, 702.111b), so it deals damage and
  none is dealt to it (510.1c-d);
* "whenever ~ becomes blocked": it attacks and a wall blocks it (509.3c); "attacks and
  isn't blocked": it attacks and nothing blocks (509.3g); "deals (combat) damage": it
  attacks and deals combat damage, to the player or, for "to a creature", a wall;
* "whenever ~ attacks while saddled": a creature token of just enough power saddles it
  first, in the main phase (702.171a-b), and it attacks;
* "whenever ~ becomes crewed for the first time each turn": a creature token of just
  enough power crews it (702.122a-b), and the crew ability resolves (702.122d); a
  Vehicle is crewed so too before it attacks or blocks (301.7b).

The turn moves to the beginning of combat before attackers are declared, what
triggers there resolved (507.1). The abilities that trigger before the damage are
resolved first (the stack must be
empty for the next step, 117.3). Each choice is answered as the caller's ``answer``
does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from mtglab.audit.setting import POOL
from mtglab.board.board import Board
from mtglab.cards.instructions import Recipient
from mtglab.cards.model import Card
from mtglab.engine.game.combat import second_step_due
from mtglab.errors import IllegalActionError, MtglabError

__all__ = ["make_combat_event_happen"]

Answer = Callable[[Callable[[tuple[Any, ...]], Any]], Any]
Place = Callable[[Board, Card], Any]

_WALL: Final = Card.from_text(name="Reach Wall", mana_cost="{3}", type_line="Creature — Wall",
                              power="0", toughness="8", oracle_text="Defender\nReach")
_RAIDER: Final = Card.from_text(name="Raiding Bear", mana_cost="{1}{R}",
                                type_line="Creature — Bear", power="2", toughness="2")
#: a companion stronger than any attacker the audit tries (training, 702.149a)
_GIANT: Final = Card.from_text(name="Raiding Giant", mana_cost="{6}{R}",
                               type_line="Creature — Giant", power="99", toughness="99")


def _resolve(b: Board, answer: Answer) -> None:
    for _ in range(20):
        if not b.state.stack:
            return
        answer(lambda ch: b.resolve(choices=ch))


def _attack(b: Board, p: Any, answer: Answer, alone: bool = False, attackers: int = 1,
            stronger: bool = False) -> None:
    if b.phase in ("untap", "upkeep", "draw", "precombat main"):
        # what triggers at the beginning of combat resolves before attackers are
        # declared (507.1, 117.3): "at the beginning of combat on your turn, ..."
        answer(lambda ch: b.advance("beginning of combat", choices=ch))
        _resolve(b, answer)
    others = [] if alone else [q for q in b if q != p and b.controller(q) == b.controller(p)
                               and not b.attack_problems(q)]
    if stronger:  # "with another creature with greater power" (training, 702.149a)
        others.append(b.add(_GIANT, b.controller(p)))
    others += [b.add(_RAIDER, b.controller(p))  # battalion: "at least two others" (508.1a)
               for _ in range(attackers - 1 - len(others))]
    problems = b.attack_problems(p)
    if problems:
        raise IllegalActionError(f"attack with {p}", problems)
    answer(lambda ch: b.attack(p, *others, choices=ch))


def _of_kind(to: Recipient | None, default: Card) -> Card:
    """A creature card of the kind "blocks a creature with flying" / "becomes blocked by a
    green creature" names (``to``), or ``default`` when it names none (509.3b, 509.3d)."""
    sel = to.objects if to is not None else None
    if sel is None:
        return default
    line = " ".join([*sel.supertypes, *sel.types]) + (f" — {sel.subtypes[0]}"
                                                      if sel.subtypes else "")
    color = "{" + sel.colors[0] + "}" if sel.colors else ""
    words = [k.capitalize() for k in sel.keywords]
    reach = [] if "Flying" in words or "reach" in {k.lower() for k in sel.excluded_keywords} \
        else ["Reach"]  # so that it may block a creature with flying (702.17b)
    power = 2 if sel.max_power is None else min(2, sel.max_power)  # "with power 1 or
    power = power if sel.min_power is None else max(power, sel.min_power)  # less"
    toughness = 4 if sel.max_toughness is None else min(4, sel.max_toughness)
    toughness = toughness if sel.min_toughness is None else max(toughness, sel.min_toughness)
    return Card.from_text(name="Creature of the Kind", mana_cost="{1}" + color,
                          type_line=line, power=str(power), toughness=str(toughness),
                          oracle_text="\n".join([*words, *reach]))


def _block(b: Board, p: Any, answer: Answer, to: Recipient | None = None) -> None:
    """The opponent's creature (of the kind ``to`` names) attacks and ``p`` blocks it."""
    b.active = "opponent"  # set-up: the opponent's turn, so it attacks (508.1)
    raider = b.add(_of_kind(to, _RAIDER), "opponent")
    answer(lambda ch: b.attack(raider, choices=ch))
    _resolve(b, answer)
    answer(lambda ch: b.block(p, raider, choices=ch))


def _damage(b: Board, answer: Answer, fired: Callable[[], bool]) -> None:
    _resolve(b, answer)
    answer(lambda ch: b.combat_damage(choices=ch))
    if not fired() and second_step_due(b.state):  # first strike in combat (510.4)
        _resolve(b, answer)
        answer(lambda ch: b.combat_damage(choices=ch))


def _animate(b: Board, p: Any, answer: Answer) -> None:
    """Its own activated ability that makes it a creature ("{1}{R}: This land becomes a
    3/2 ... creature until end of turn", 613.1d) is activated and resolves, the mana in
    the pool (set-up), so that it may attack (508.1a); nothing when it has none."""
    for index, text in enumerate(b.characteristics(p)["abilities"]):
        cost, _colon, effect = text.partition(":")
        if not effect or "becomes" not in effect or "creature" not in effect.lower() \
                or "{T}" in cost:  # tapped, it couldn't attack (508.1a)
            continue
        b.add_mana(b.controller(p), POOL)

        def activate(ch: tuple[Any, ...], i: int = index) -> Any:
            return b.activate(p, i, choices=ch)
        try:
            answer(activate)
        except MtglabError:
            continue
        _resolve(b, answer)
        if "Creature" in b.characteristics(p)["types"]:
            return


def _crew(b: Board, p: Any, card: Card, answer: Answer) -> None:
    """Its crew ability is activated, paid by tapping a nonlegendary creature token of just
    enough power (702.122a), and resolves: it "becomes crewed" (702.122d)."""
    texts = list(b.characteristics(p)["abilities"])
    index = next((i for i, t in enumerate(texts) if t.lower().startswith("crew ")), None)
    if index is None:
        raise IllegalActionError(f"crew {card.name}", [
            "it has no crew ability here (CR 702.122a)"])
    amount = texts[index].split()[1]
    token = b.create_token(name="Crew token", types=["Creature"], toughness=1,
                           power=max(1, int(amount) if amount.isdigit() else 1))
    answer(lambda ch: b.activate(p, index, costs={"crew": token}, choices=ch))


def _saddle(b: Board, p: Any, card: Card, answer: Answer) -> None:
    """Its saddle ability is activated, in the main phase (a sorcery's timing), paid by
    tapping a creature token of just enough power, and resolves: it becomes saddled
    (702.171a-b)."""
    texts = list(b.characteristics(p)["abilities"])
    index = next((i for i, t in enumerate(texts) if t.lower().startswith("saddle ")), None)
    if index is None:
        raise IllegalActionError(f"saddle {card.name}", [
            "it has no saddle ability here (CR 702.171a)"])
    amount = texts[index].split()[1]
    token = b.create_token(name="Saddle token", types=["Creature"], toughness=1,
                           power=max(1, int(amount) if amount.isdigit() else 1))
    answer(lambda ch: b.activate(p, index, costs={"crew": token}, choices=ch))


def make_combat_event_happen(b: Board, card: Card, event: str, *, place: Place,
                             answer: Answer, to: Recipient | None = None,
                             alone: bool = False, attackers: int = 1,
                             stronger: bool = False,
                             saddled: bool = False) -> None:
    """Make the combat event ``event`` of ``card``'s trigger happen (see the module
    docstring); ``place`` puts the card on the battlefield (and returns the creature
    the event happens to), ``answer`` answers choices; ``to``: what "deals damage to"
    names; ``alone``: it attacks alone (506.5); ``stronger``: with a creature of greater
    power (702.149a); ``saddled``: it is saddled first (702.171a). Raises
    :class:`~mtglab.errors.IllegalActionError` (a rule cited) when it can't."""
    p = place(b, card)
    if event in ("crewed_first", "crewed"):  # 702.122d
        _crew(b, p, card, answer)
        return
    if event == "saddled_first":  # 702.171b
        _saddle(b, p, card, answer)
        return
    if "Creature" not in b.characteristics(p)["types"] and any(
            t.lower().startswith("crew ") for t in b.characteristics(p)["abilities"]):
        _crew(b, p, card, answer)  # a Vehicle attacks once crewed (702.122a, 301.7)
    if "Creature" not in b.characteristics(p)["types"]:
        _animate(b, p, answer)  # a manland, a Keyrune: its own ability makes it one
    if "Creature" not in b.characteristics(p)["types"]:
        raise IllegalActionError(f"{event} with {card.name}", [
            "it is not a creature here: only creatures attack and block (CR 508.1a, "
            "509.1a)"])
    start = len(b.state.log)

    def fired() -> bool:
        return any(r.action == "trigger" for r in b.state.log[start:])

    if event == "blocks" or (event == "attacks_or_blocks" and b.attack_problems(p)):
        _block(b, p, answer, to)
        return
    if event == "dealt_combat_damage":  # it blocks, and the attacker deals it damage
        _block(b, p, answer)  # (509.1a, 510.1c)
        _damage(b, answer, fired)
        return
    if saddled:  # "attacks while saddled": saddled in the main phase first (702.171a)
        _saddle(b, p, card, answer)
    if event in ("attacks", "attacks_or_blocks"):
        _attack(b, p, answer, alone=alone, attackers=attackers,  # "attacks alone" (506.5)
                stronger=stronger)
        return
    if event in ("becomes_blocked", "unblocked"):  # 509.3c, 509.3g
        _attack(b, p, answer, alone=True)
        _resolve(b, answer)
        if event == "unblocked":
            answer(lambda ch: b.block(choices=ch))
            return
        _walls_block(b, p, answer, to)
        return
    _deal_combat_damage(b, p, card, event, answer, to, fired)


def _walls_block(b: Board, p: Any, answer: Answer, to: Recipient | None = None) -> None:
    """The opponent's walls (creatures of the kind ``to`` names) block ``p`` (two if it
    has menace, 702.111b)."""
    menace = "Menace" in " ".join(b.characteristics(p)["abilities"])
    walls = [b.add(_of_kind(to, _WALL), "opponent") for _ in range(2 if menace else 1)]
    answer(lambda ch: b.block(blocks=[(w, p) for w in walls], choices=ch))


def _deal_combat_damage(b: Board, p: Any, card: Card, event: str, answer: Answer,
                        to: Recipient | None, fired: Callable[[], bool]) -> None:
    """``p`` attacks alone and deals combat damage: to the player when unblocked, to
    the walls that block it otherwise (510.1)."""
    power = b.characteristics(p)["power"]
    if power is None:
        raise IllegalActionError(f"deal combat damage with {card.name}", [
            "mtglab can't compute its power here, which is the damage it deals (CR 510.1a, "
            "208.2)"])
    if power <= 0:
        b.add_counters(p, "+1/+1", 1 - power)  # set-up: so it deals combat damage (510.1a)
    _attack(b, p, answer, alone=True)
    _resolve(b, answer)
    creature = to is not None and to.players is None  # "deals damage to a creature"
    if event == "combat_damage_player" or (event == "deals_damage" and not creature):
        answer(lambda ch: b.block(choices=ch))
    else:  # "deals damage to a Vampire": a blocker of that kind (120.3)
        _walls_block(b, p, answer, to if creature and to is not None and to.objects is not None
                     and to.objects.subtypes else None)
    _damage(b, answer, fired)

