"""Make the events of the one trigger matcher happen on a check board (CR 603.2): the
part of :func:`mtglab.audit.triggers.play_trigger_line` that plays the trigger events
of :func:`mtglab.engine.resolution.triggers.offer` — what players do and what happens to an object
other than through its zone changes.

:func:`make_event_happen` puts the card on the battlefield and makes its trigger's first
event happen through the public actions, to the trigger's subject — the card itself, or
a permanent of the kind its selector names (created, or the creature the card is
attached to for "enchanted / equipped creature"):

* a player draws, discards, gains or loses life (121.1, 701.9a, 119.3): that player
  ("you", or the opponent for "an opponent") casts an instant that makes it so;
* counters are put on the subject (122.1): one of the kind named, as an event;
* the subject becomes untapped (603.2e): it is tapped, then untapped;
* the subject becomes the target of a spell (115.1): a player of the kind named casts
  an instant targeting it;
* the subject is dealt damage (120.3): the opponent casts an instant dealing 1 damage
  to it;
* the subject attacks, blocks, becomes blocked, isn't blocked, deals (combat) damage
  (508-510): through :func:`mtglab.audit.combat.make_combat_event_happen`;
* "whenever you attack" (508.3d): a creature of that player attacks;
* a step or phase begins (603.2b): the turn moves on to it (passing turns for the draw
  step, whose turn stops there while the triggers wait, 504.2);
* a player expends N (700.14): the mana they spent on spells this turn set up to N - 1,
  they cast an instant costing {1};
* a player plays a land (305.1): in a main phase of their turn (set up), from their
  hand;
* a player searches their library (701.23): they cast an instant that does;
* a creature explores (701.44): one of the kind named is cast, whose entering makes it
  explore;
* you exert a creature (701.43a): a creature of yours pays an exert cost;
* a Vehicle becomes crewed (702.122d): a token crews it and its crew ability resolves;
  the card crews a Vehicle (702.122b): it is tapped to pay a Vehicle's crew cost;
* "when you unlock this door" (709.5h): the card is the door of a Room whose other door
  is blank, put onto the battlefield locked (709.5d), then an effect unlocks it (709.5f);
  "whenever you fully unlock a Room" (709.5i): both doors of a blank Room are unlocked;
* "transforms into ~" (701.27e): the card is the back face of a double-faced card whose
  front face is blank, put onto the battlefield front face up, then transformed.

Each choice is answered as the caller's ``answer`` does. An event that can't be made to
happen here raises :class:`~mtglab.errors.IllegalActionError` citing the rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.audit.combat import make_combat_event_happen
from mtglab.audit.setting import POOL
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.ability import Ability, Trigger, TriggerEvent
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.instructions import Who
from mtglab.cards.keywordactions import Monstrosity
from mtglab.cards.levels import BecomeLevel
from mtglab.cards.model import Card
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["EVENTS_PLAYED", "make_event_happen"]

Answer = Callable[[Callable[[tuple[Any, ...]], Any]], Any]
Place = Callable[[Board, Card], Any]
Cast = Callable[..., Any]
#: ``(board, card, selector, chosen)``: a permanent of the kind a selector names
Make = Callable[[Board, Selector, "str | None"], Any]

E = TriggerEvent


def _instant(name: str, text: str) -> Card:
    return Card.from_text(name=name, mana_cost="{1}", type_line="Instant", oracle_text=text)


_SPELLS: Final = {
    E.DRAW: _instant("Test Draw", "Draw a card."),
    E.DISCARD: _instant("Test Discard", "Discard a card."),
    E.GAIN_LIFE: _instant("Test Gain", "You gain 1 life."),
    E.LOSE_LIFE: _instant("Test Loss", "You lose 1 life."),
    E.SCRY: _instant("Test Scry", "Scry 2."),
    E.SURVEIL: _instant("Test Surveil", "Surveil 2."),
    E.RING_TEMPTS: _instant("Test Temptation", "The Ring tempts you."),
}
_AIM: Final = _instant("Test Aim", "Untap target permanent.")
_ROLL: Final = _instant("Test Roll", "Roll a d20. You gain 1 life.")
_AIM_PLAYER: Final = _instant("Test Gift", "Target player gains 1 life.")
_AIMING_AURA: Final = Card.from_text(name="Aiming Aura", mana_cost="{1}",
                                     type_line="Enchantment — Aura",
                                     oracle_text="Flash\nEnchant creature")
_TWINCAST: Final = _instant("Test Twincast", "Copy target instant or sorcery spell.")
_COPIED: Final = {kind: Card.from_text(name=f"Copied {kind}", mana_cost="{1}", type_line=kind,
                                       oracle_text="Flash\nYou gain 1 life." if kind == "Sorcery"
                                       else "You gain 1 life.")
                  for kind in ("Instant", "Sorcery")}
_COUNTER_SPELL: Final = _instant("Test Growth", "Put a +1/+1 counter on target creature.")
_SHOCK: Final = _instant("Test Shock", "Test Shock deals 1 damage to any target.")
_LAND: Final = Card.from_text(name="Played Plains", type_line="Basic Land — Plains",
                              oracle_text="({T}: Add {W}.)")
_SEARCH: Final = _instant("Test Search", "Search your library for a basic land card, reveal "
                         "it, put it into your hand, then shuffle.")
_EXPLORER: Final = Card.from_text(name="Test Explorer", mana_cost="{1}",
                                  type_line="Creature — Merfolk", power="1", toughness="1",
                                  oracle_text="When this creature enters, it explores.")
_EXERTER: Final = Card.from_text(name="Test Exerter", mana_cost="{1}",
                                 type_line="Creature — Human", power="1", toughness="1",
                                 oracle_text="{T}, Exert this creature: You gain 1 life.")
_CART: Final = Card.from_text(name="Test Cart", mana_cost="{1}", type_line="Artifact — Vehicle",
                              power="3", toughness="3", oracle_text="Crew 1")
_KEEPSAKE: Final = Card.from_text(name="Discard Keepsake", mana_cost="{2}",
                                  type_line="Artifact")
_ATTACKER: Final = Card.from_text(name="Eager Bear", mana_cost="{1}{G}",
                                  type_line="Creature — Bear", power="2", toughness="2")

_CLOSET: Final = Card.from_text(name="Test Closet", mana_cost="{1}",
                                type_line="Enchantment — Room")
_HALL: Final = Card.from_text(
    name="Test Hall // Test Closet", type_line="Enchantment — Room", layout="split",
    faces=(Card.from_text(name="Test Hall", mana_cost="{1}", type_line="Enchantment — Room"),
           _CLOSET))


def _room_with(door: Card) -> Card:
    """A Room whose left door is ``door`` and whose right door is blank (709.5j)."""
    return Card.from_text(name=f"{door.name} // {_CLOSET.name}", type_line=door.type_line,
                          oracle_text=door.oracle_text, layout="split", faces=(door, _CLOSET))


def _back_of(face: Card) -> Card:
    """A double-faced card whose back face is ``face`` and whose front face is a blank
    permanent of the same types (712.2)."""
    front = Card.from_text(name="Test Front", mana_cost="{1}", type_line=face.type_line,
                           power=face.power, toughness=face.toughness, loyalty=face.loyalty)
    return Card.from_text(name=f"{front.name} // {face.name}", mana_cost="{1}",
                          type_line=face.type_line, oracle_text="", power=face.power,
                          toughness=face.toughness, layout="transform", faces=(front, face))


#: the events this module makes happen
EVENTS_PLAYED: Final = frozenset({
    E.DRAW, E.DISCARD, E.GAIN_LIFE, E.LOSE_LIFE, E.COUNTERS_PUT, E.BECOMES_UNTAPPED,
    E.SCRY, E.SURVEIL, E.RING_TEMPTS,
    E.BECOMES_TARGET, E.DEALT_DAMAGE, E.YOU_ATTACK, E.BECOMES_BLOCKED, E.UNBLOCKED,
    E.DEALS_DAMAGE, E.DRAW_STEP, E.END_OF_COMBAT, E.POSTCOMBAT_MAIN, E.ATTACKS, E.BLOCKS,
    E.COMBAT_DAMAGE_PLAYER, E.COMBAT_DAMAGE_CREATURE, E.BECOMES_TAPPED, E.TURNED_FACE_UP,
    E.BECOMES_MONSTROUS, E.EXPEND, E.PLAY_LAND, E.SEARCH, E.EXPLORES, E.CREWED,
    E.CREWS, E.LAST_COUNTER_REMOVED, E.DOOR_UNLOCKED, E.FULLY_UNLOCKED, E.TRANSFORMS,
    E.PLAYER_DEALT_DAMAGE, E.ACTIVATE, E.ROLL_DIE, E.COPY_SPELL, E.BECOMES_LEVEL,
    E.SADDLED_FIRST, E.EXERTED})

_STEPS: Final = {E.END_OF_COMBAT: "end of combat", E.POSTCOMBAT_MAIN: "postcombat main"}
#: the events about an object that don't happen in combat
_NOT_COMBAT: Final = frozenset({E.COUNTERS_PUT, E.BECOMES_UNTAPPED, E.BECOMES_TAPPED,
                                E.BECOMES_TARGET, E.DEALT_DAMAGE, E.LAST_COUNTER_REMOVED})


#: the cards a "whenever you discard a <kind> card" check may discard, by card type
_DISCARDABLE: Final = (_KEEPSAKE, _ATTACKER,
                       Card.from_text(name="Discard Plains", type_line="Basic Land — Plains"),
                       Card.from_text(name="Discard Bolt", mana_cost="{R}", type_line="Instant"))


def _discardable(sel: Selector | None) -> Card:
    """A card of the kind ``sel`` names, by its card types alone (111.1)."""
    if sel is None:
        return _KEEPSAKE
    for card in _DISCARDABLE:
        if (not sel.types or any(t in card.types for t in sel.types)) and \
                not any(t in card.types for t in sel.excluded_types) and \
                sel == Selector(types=sel.types, excluded_types=sel.excluded_types,
                                any_type=sel.any_type):
            return card
    raise IllegalActionError(f"discard a {sel.describe()} card", [
        "no card of that kind is set up by this check (CR 701.9a)"])


def _player(who: Who | None) -> str:
    """The player of the check board a trigger's "you" / "an opponent" / "a player" is."""
    return "opponent" if who is Who.EACH_OPPONENT else "you"


def _subject(b: Board, card: Card, t: Trigger, *, place: Place, make: Make) -> Any:
    """The card on the battlefield, and the permanent the trigger's subject is: the card
    itself, the creature it is attached to, or a new permanent of the selector's kind
    (under the controller the selector names)."""
    p = place(b, card)
    sel = t.selector
    if sel is None or (sel.either and any(e.relation is Relation.SELF for e in sel.either)):
        return p
    if sel.relation in (Relation.ENCHANTED, Relation.EQUIPPED, Relation.FORTIFIED):
        host = b.state.permanents[b.id_of(p)].attached_to
        if host is None:
            if "Equipment" not in card.subtypes:
                raise IllegalActionError(f"attach {card.name}", [
                    "it enchants nothing here (CR 303.4a)"])
            host = b.add(_ATTACKER)
            b.attach(p, host)
        return b.get(host)
    if sel.controller is ControllerSpec.THAT_PLAYER and t.who is not None:
        # "an opponent puts counters on a creature they control": that player's (122.6)
        sel = replace(sel, controller=ControllerSpec.OPPONENT if t.who is Who.EACH_OPPONENT
                      else ControllerSpec.YOU)
    if t.event not in _NOT_COMBAT and sel.any_type and "Creature" in sel.types:
        sel = replace(sel, types=("Creature",), any_type=False)  # it fights (506-511)
    if not isinstance(p, Permanent):  # the card in its graveyard (113.6m): no choices
        return make(b, sel, None)
    own = b.state.permanents[b.id_of(p)]
    return make(b, sel, own.choice("creature type") or own.choice("basic land type"))


def _step_comes(b: Board, t: Trigger, answer: Answer) -> None:
    """The turn moves to the step the trigger waits for (an opponent's, after a turn
    passes); the draw step within four turns."""
    if t.who is Who.EACH_OPPONENT:
        answer(lambda ch: b.pass_turn(choices=ch))
    if t.event is E.DRAW_STEP:
        b.add(_ATTACKER, zone="hand")  # to pay an upkeep ability's "unless you discard"
        for _ in range(8):
            if b.state.phase == "draw":
                return
            if b.state.stack:  # another ability (an upkeep one) resolves first (405.5)
                answer(lambda ch: b.resolve(choices=ch))
            elif b.state.phase == "upkeep":
                answer(lambda ch: b.advance("draw", choices=ch))
            else:
                answer(lambda ch: b.pass_turn(choices=ch))
        return
    answer(lambda ch: b.advance(_STEPS[t.event], choices=ch))


def _attacks_you(b: Board, card: Card, t: Trigger, selector: Selector, *, place: Place,
                 answer: Answer, make: Make) -> None:
    """"Whenever a creature deals damage to you / attacks you": an opponent's creature
    attacks you."""
    p = place(b, card)
    b.active = "opponent"  # set-up: the opponent's turn, so it attacks (508.1)
    if selector.relation in (Relation.ENCHANTED, Relation.EQUIPPED):
        # "whenever enchanted creature deals damage to you": an opponent's creature
        # it is attached to (303.4, 301.5)
        attacker = make(b, Selector(types=("Creature",),
                                    controller=ControllerSpec.OPPONENT), None)
        b.attach(p, attacker)
    else:
        sel = replace(selector, controller=ControllerSpec.OPPONENT, any_type=False,
                      types=("Creature",))
        attacker = make(b, sel, None)
    make_combat_event_happen(b, card, t.event.value, place=lambda _b, _c: attacker,
                             answer=answer)


def make_event_happen(b: Board, card: Card, ab: Ability, t: Trigger, *, place: Place,
                      answer: Answer, cast: Cast, make: Make) -> None:
    """Make the first event of ``card``'s trigger ``t`` happen (see the module
    docstring); ``place`` puts the card on the battlefield, ``answer`` answers choices,
    ``cast(b, card, who, targets=..., resolve=...)`` casts a spell, ``make(b, selector,
    chosen)`` creates a permanent of a selector's kind."""
    event = t.event
    if event in _SPELLS:
        place(b, card)
        who = _player(t.who)
        if t.during is not None:  # "during an opponent's turn": whose turn it is (500.1)
            b.active = "opponent" if t.during is Who.EACH_OPPONENT else "you"
        if event is E.DISCARD:  # a card (of the kind named) to discard (701.9a)
            b.add(_discardable(t.selector), who, zone="hand")
        for _ in range(t.nth_each_turn or 1):  # "your second card each turn" (121.2)
            cast(b, _SPELLS[event], who)
        return
    if event is E.ROLL_DIE:  # 706.2: a d20 rolled, the least result the trigger names
        place(b, card)
        who = _player(t.who)
        b.add_mana(who, "C")
        low = t.result[0] if t.result is not None else 1
        answer(lambda ch: b.cast(_ROLL, controller=who, choices=[low, *ch]))
        return
    if event is E.ACTIVATE:
        _activated(b, card, t, place=place, answer=answer)
        return
    if event is E.COPY_SPELL:
        _copied(b, card, t, place=place, answer=answer)
        return
    if event is E.EXPEND:  # 700.14: one more mana reaches N
        place(b, card)
        who = _player(t.who)
        b.set_turn_history(who, mana_spent_on_spells=max(0, (t.nth_each_turn or 1) - 1))
        cast(b, _SPELLS[E.GAIN_LIFE], who, resolve=False)
        return
    if event is E.PLAY_LAND:  # 305.1: a main phase of that player's turn, stack empty
        place(b, card)
        who = _player(t.who)
        b.active, b.phase = who, "precombat main"  # set-up
        land = b.add(_LAND, who, zone="hand")
        answer(lambda ch: b.play_land(land, player=who, choices=ch))
        return
    if event is E.SEARCH:  # 701.23: a basic land to find
        place(b, card)
        who = _player(t.who)
        b.add(_LAND, who, zone="library")
        cast(b, _SEARCH, who, resolve=False)
        answer(lambda ch: b.resolve(choices=ch))
        return
    if event is E.EXPLORES:
        _explores(b, card, t, place=place, cast=cast, answer=answer)
        return
    if event is E.EXERTED:  # 701.43a: a creature of yours is exerted paying a cost
        _exerted(b, card, t, place=place, answer=answer)
        return
    if event is E.PLAYER_DEALT_DAMAGE:
        _player_dealt_damage(b, card, t, place=place, answer=answer, cast=cast, make=make)
        return
    if event is E.CREWED:  # 702.122d
        make_combat_event_happen(b, card, "crewed", place=place, answer=answer)
        return
    if event is E.SADDLED_FIRST:  # 702.171b
        make_combat_event_happen(b, card, "saddled_first", place=place, answer=answer)
        return
    if event is E.CREWS:  # 702.122b
        if t.selector is not None:
            raise IllegalActionError(f"make a {t.selector.describe()} crew a Vehicle", [
                "only the card itself crews here (CR 702.122b)"])
        p = place(b, card)
        cart = b.add(_CART)
        answer(lambda ch: b.activate(cart, 0, costs={"crew": p}, choices=ch, resolve=False))
        return
    if event is E.TURNED_FACE_UP:
        if t.selector is not None:
            raise IllegalActionError(f"turn a {t.selector.describe()} face up", [
                "only the card itself is set up face down by this check (CR 708.8)"])
        p = answer(lambda ch: b.add(card, face_down="morph", choices=ch))
        answer(lambda ch: b.turn_face_up(p, pay=False, choices=ch))  # an effect (708.8)
        return
    if event in (E.DOOR_UNLOCKED, E.FULLY_UNLOCKED, E.TRANSFORMS):
        _door_or_face(b, card, t, place=place, answer=answer)
        return
    if event is E.YOU_ATTACK:
        place(b, card)
        who = _player(t.who)
        if t.to is not None and t.to.players is Who.YOU:  # "a player attacks you" (508.1b)
            who = "opponent"
        if who != b.active:
            b.active = who  # set-up: that player's turn, so they attack (508.1)
        bears = [b.add(_ATTACKER, who) if t.selector is None else  # 508.1a, 508.3d
                 make(b, t.selector, None) for _ in range(t.min_attackers or 1)]
        answer(lambda ch: b.attack(*bears, choices=ch))
        return
    if event in (E.DRAW_STEP, *_STEPS):
        place(b, card)
        _step_comes(b, t, answer)
        return
    if event is E.BECOMES_TARGET and t.to is not None:  # "whenever you become the
        place(b, card)  # target of a spell or ability an opponent controls" (115.1)
        cast(b, _AIM_PLAYER, "opponent", targets=("you",), resolve=False)
        return
    if t.to is not None and t.to.players is Who.YOU and t.selector is not None:
        _attacks_you(b, card, t, t.selector, place=place, answer=answer, make=make)
        return
    subject = _subject(b, card, t, place=place, make=make)
    _happens_to(b, card, t, subject, answer=answer, cast=cast)


def _activator(t: Trigger) -> Card:
    """A permanent of the kind the trigger names with an ability that isn't a mana
    ability (602.2b, 601.2i): "{1}: You gain 1 life.", or a loyalty ability "+1: ..." (606.3)
    for "a loyalty ability (of a Chandra planeswalker)"."""
    sel = t.selector or Selector()
    if t.ability_kind == "exhaust" and sel == Selector():  # an ability word (702.177a)
        return Card.from_text(name="Test Engine", mana_cost="{1}", type_line="Artifact",
                              oracle_text="Exhaust — {1}: You gain 1 life.")
    if t.ability_kind not in (None, "loyalty") or sel.relation is not None or \
            sel.controller is not ControllerSpec.ANY or sel.excluded_types or sel.colors:
        raise IllegalActionError("activate an ability of that kind", [
            "only an ability of a permanent of a type or subtype is set up by this check "
            "(CR 602.2b, 601.2i)"])
    if t.ability_kind == "loyalty":
        line = " ".join(("Legendary Planeswalker —", *sel.subtypes)) if sel.subtypes \
            else "Legendary Planeswalker — Test"
        return Card.from_text(name="Test Walker", mana_cost="{1}", type_line=line,
                              oracle_text="+1: You gain 1 life.", loyalty="3")
    types = sel.types or ("Artifact",)
    kind = next((k for k in ("Artifact", "Creature", "Land", "Enchantment") if k in types),
                None)
    if kind is None:
        raise IllegalActionError("activate an ability of that kind", [
            f"no {sel.describe()} with an activated ability is set up by this check"])
    if sel.subtypes and kind != "Creature":
        raise IllegalActionError("activate an ability of that kind", [
            "only creatures of a subtype are set up by this check"])
    line = f"{kind} — {' '.join(sel.subtypes)}" if sel.subtypes else kind
    fighter = kind == "Creature"
    return Card.from_text(name="Test Engine", mana_cost="{1}", type_line=line,
                          oracle_text="{1}: You gain 1 life.", power="1" if fighter else None,
                          toughness="1" if fighter else None)


def _activated(b: Board, card: Card, t: Trigger, *, place: Place, answer: Answer) -> None:
    """The player named activates an ability of a permanent of the kind named (602.2b, 601.2i),
    in a main phase of their turn (a loyalty ability's timing, 606.3)."""
    place(b, card)
    who = _player(t.who)
    engine = b.add(_activator(t), who)
    b.active, b.phase = who, "precombat main"  # set-up
    b.add_mana(who, "C")
    answer(lambda ch: b.activate(engine, 0, player=who, choices=ch, resolve=False))


def _copied(b: Board, card: Card, t: Trigger, *, place: Place, answer: Answer) -> None:
    """The player named copies an instant or sorcery spell (707.10): they cast one, then
    an instant that copies it, which resolves."""
    place(b, card)
    who = _player(t.who)
    sel = t.selector or Selector()
    kinds = [k for k in ("Instant", "Sorcery") if k in sel.types] if sel.types else ["Instant"]
    if not kinds or sel != Selector(types=sel.types, any_type=sel.any_type):
        raise IllegalActionError(f"copy a {sel.describe()} spell", [
            "only an instant or sorcery spell is copied by this check (CR 707.10)"])
    b.add_mana(who, "CC")
    answer(lambda ch: b.cast(_COPIED[kinds[0]], controller=who, choices=ch, resolve=False))
    spell = b.state.stack[-1].id
    answer(lambda ch: b.cast(_TWINCAST, controller=who, targets=[spell], choices=ch,
                             resolve=False))
    answer(lambda ch: b.resolve(choices=ch))  # the copy is put on the stack (707.10)


def _player_dealt_damage(b: Board, card: Card, t: Trigger, *, place: Place, answer: Answer,
                         cast: Cast, make: Make) -> None:
    """The player the trigger names is dealt damage (120.3a) by a source of the
    controller it names (the other player when it names none): an instant's, or for
    combat damage a creature's, attacking them on its controller's turn (510.2)."""
    place(b, card)
    hurt = _player(t.who)
    by = {Who.YOU: "you", Who.EACH_OPPONENT: "opponent"}.get(
        t.by or Who.EACH_PLAYER, "opponent" if hurt == "you" else "you")
    if not t.combat:
        cast(b, _SHOCK, by, targets=(hurt,), resolve=False)
        return
    if by == hurt:
        raise IllegalActionError("deal combat damage to its own controller", [
            "a creature attacks another player (CR 508.1b)"])
    b.active = by  # set-up: that player's turn, so their creature attacks (508.1)
    attacker = make(b, Selector(types=("Creature",), controller=ControllerSpec.YOU if
                                by == "you" else ControllerSpec.OPPONENT), None)
    make_combat_event_happen(b, card, "combat_damage_player",
                             place=lambda _b, _c: attacker, answer=answer)


def _explores(b: Board, card: Card, t: Trigger, *, place: Place, cast: Cast,
              answer: Answer) -> None:
    """A creature of the kind named (a creature of yours) is cast and enters, and its
    entering ability makes it explore (701.44a), a card on top of the library to reveal."""
    place(b, card)
    sel = t.selector
    if sel is None or sel.relation is not None or sel.controller is ControllerSpec.OPPONENT \
            or sel.subtypes or sel.types not in ((), ("Creature",)):
        raise IllegalActionError("make it explore", [
            "only a creature of yours with an entering explore ability explores here "
            "(CR 701.44a)"])
    b.add(_KEEPSAKE, zone="library")
    cast(b, _EXPLORER, "you", resolve=False)
    answer(lambda ch: b.resolve(choices=ch))  # the creature spell; its ability triggers
    answer(lambda ch: b.resolve(choices=ch))  # it explores (701.44a)


def _exerted(b: Board, card: Card, t: Trigger, *, place: Place, answer: Answer) -> None:
    """A creature of yours is exerted as it pays its ability's cost (701.43a)."""
    place(b, card)
    sel = t.selector
    if sel is None or sel.relation is not None or sel.subtypes or \
            sel.types not in ((), ("Creature",)):
        raise IllegalActionError("exert a creature", [
            "only a plain creature of yours is exerted here (CR 701.43a)"])
    exerter = b.add(_EXERTER, "you")
    b.edit(exerter, controlled_since_turn_start=True)  # set-up: it may tap (302.6)
    answer(lambda ch: b.activate(exerter, 0, choices=ch, resolve=False))


def _door_or_face(b: Board, card: Card, t: Trigger, *, place: Place,
                  answer: Answer) -> None:
    """A door is unlocked (709.5h), a Room fully unlocked (709.5i) or the card's face
    transformed into (701.27e), as the module docstring says."""
    if t.event is E.FULLY_UNLOCKED:
        place(b, card)
        hall = b.add(_HALL)  # neither door unlocked (709.5d)
        b.unlock(hall, "Test Hall", pay=False)
        answer(lambda ch: b.unlock(hall, "Test Closet", pay=False, choices=ch))
        return
    if t.selector is not None:
        raise IllegalActionError(f"make {t.event.value!r} happen to another permanent", [
            "only the card itself is set up to unlock or transform (CR 709.5h, 701.27e)"])
    if t.event is E.DOOR_UNLOCKED:
        room = b.add(_room_with(card))  # locked (709.5d)
        answer(lambda ch: b.unlock(room, card.name, pay=False, choices=ch))
        return
    p = b.add(_back_of(card))  # front face up (712.8)
    answer(lambda ch: b.transform(p, choices=ch))


def _happens_to(b: Board, card: Card, t: Trigger, subject: Any, *, answer: Answer,
                cast: Cast) -> None:
    """The trigger's event happens to ``subject``: counters, tapping, untapping, a
    spell targeting it or dealing it damage, or combat."""
    event = t.event
    if event is E.COUNTERS_PUT:  # by the player named ("whenever you put ...", 122.6)
        by = _player(t.who) if t.who is not None else None
        try:
            b.put_counters(subject, t.counter or "+1/+1", 1, by=by)
        except ChoiceRequired:  # its trigger's targets (603.3d): a spell puts them
            if t.counter not in (None, "+1/+1"):
                raise
            cast(b, _COUNTER_SPELL, by or "you", targets=(subject,), resolve=True)
    elif event is E.LAST_COUNTER_REMOVED:  # one counter put on it, then removed
        kind = t.counter or "time"
        if not b.counters(subject).get(kind):
            b.add_counters(subject, kind, 1)
        answer(lambda ch: b.remove_counters(subject, kind, b.counters(subject)[kind]))
    elif event is E.BECOMES_UNTAPPED:
        if not b.is_tapped(subject):
            answer(lambda ch: b.tap(subject, choices=ch))
        for _ in range(10):
            if not b.state.stack:
                break
            answer(lambda ch: b.resolve(choices=ch))
        answer(lambda ch: b.untap(subject, choices=ch))
    elif event is E.BECOMES_TAPPED:
        answer(lambda ch: b.tap(subject, choices=ch))
    elif event is E.BECOMES_MONSTROUS:  # its monstrosity ability, activated (701.37a)
        _monstrosity(b, card, subject, answer)
    elif event is E.BECOMES_LEVEL:  # its class level bar, activated (716.2a)
        _gain_level(b, card, subject, t.level or 2, answer)
    elif event is E.BECOMES_TARGET:
        who = "opponent" if t.by is Who.EACH_OPPONENT else "you"
        aim = t.spell_kind  # "of an instant or sorcery spell", "of an Aura spell" (115.1)
        aura = aim is not None and "Aura" in aim.subtypes
        if aim is not None and not aura and "Instant" not in aim.types:
            raise IllegalActionError(f"target it with a {aim.describe()} spell", [
                "only an instant or an Aura spell targets here (CR 115.1)"])
        cast(b, _AIMING_AURA if aura else _AIM, who, targets=(subject,), resolve=False)
    elif event is E.DEALT_DAMAGE and t.combat:  # "is dealt combat damage" (510.2)
        make_combat_event_happen(b, card, "dealt_combat_damage",
                                 place=lambda _b, _c: subject, answer=answer)
    elif event is E.DEALT_DAMAGE:
        cast(b, _SHOCK, "opponent", targets=(subject,), resolve=False)
    else:  # combat (506-511)
        if t.selector is not None and t.selector.controller is ControllerSpec.OPPONENT:
            raise IllegalActionError(f"make {event.value!r} happen", [
                "an opponent's creature in combat is not set up by this check (CR 506.2)"])
        make_combat_event_happen(b, card, event.value, place=lambda _b, _c: subject,
                                 answer=answer, to=t.to, alone=t.alone)


def _gain_level(b: Board, card: Card, subject: Any, level: int, answer: Answer) -> None:
    """``card``'s "[Cost]: Level N" ability activated from level N-1 (the levels before
    it set up) and resolved, so that the Class becomes level N (716.2a)."""
    found = [a for a in card.abilities if a.supported and
             any(isinstance(e, BecomeLevel) and e.level == level for e in a.effects)]
    if not found:
        raise IllegalActionError(f"make it become level {level}", [
            "its class level bar is not understood (CR 716.2a)"])
    if level > 2:
        b.edit(subject, level=level - 1)
    b.add_mana("you", POOL)
    index = list(b.characteristics(subject)["abilities"]).index(found[0].text)
    answer(lambda ch: b.activate(subject, index, choices=ch))


def _monstrosity(b: Board, card: Card, subject: Any, answer: Answer) -> None:
    """``card``'s "Monstrosity N" ability activated (X = 1) and resolved, so that it
    becomes monstrous (701.37a-b)."""
    found = [i for i, a in enumerate(card.abilities)
             if a.supported and any(isinstance(e, Monstrosity) for e in a.effects)]
    if not found:
        raise IllegalActionError("make it become monstrous", [
            "its monstrosity ability is not understood (CR 701.37a)"])
    b.add_mana("you", POOL)
    answer(lambda ch: b.activate(subject, found[0], x=1, choices=ch))
