"""Play one triggered ability (not a mana ability) of a card on a board: the check
behind "supported" for triggered abilities (CR 603).

:func:`play_trigger_line` sets up a board with something to aim at — creatures, lands
and an artifact for each player, creature and land cards in each graveyard, cards in
each library — puts the card where its trigger event can happen and makes it happen
through the public actions:

* "when ~ enters": the card is cast with a full pool (a land is played from the hand);
  when its ability counters a target spell, the opponent first casts such a spell, with
  flash, and leaves it on the stack;
* "landfall": the card is on the battlefield and a land is played;
* "when ~ dies", "leaves the battlefield", "is put into a graveyard from the
  battlefield": the card is on the battlefield and a creature whose own triggered
  ability destroys it is cast (701.8) — a creature that dies is killed by -1/-1
  counters and state-based actions instead (704.5f);
* "at the beginning of combat on your turn": the turn moves on to combat (507.1);
* "whenever another creature (you control) enters", "a land enters the battlefield
  under your control": the card is on the battlefield and such a permanent is cast or
  played;
* "at the beginning of your upkeep / each player's upkeep / your precombat main
  phase / your end step": turns are passed until it triggers (503.1a, 505.1, 513.1a);
* "whenever ~ becomes tapped": the permanent is tapped;
* "when enchanted / equipped creature dies": the card is attached to a creature, which
  dies of -1/-1 counters (704.5f);
* "whenever you cast / an opponent casts / a player casts a ... spell": the card is on
  the battlefield and a spell of that kind, with flash, is cast by that player (601.2i);
* "whenever you commit a crime": the card is on the battlefield and an instant
  targeting the opponent's artifact is cast (700.13);
* "whenever one or more creatures you control and/or creature cards in your graveyard
  are put into exile": the card and a creature token are on the battlefield and an
  instant exiles a creature of yours (406.3);
* a Saga's chapter ability ("II — ..."): the Saga is cast and lore counters are put on
  it until that chapter is reached (714.2b, 714.3a);
* "whenever a creature (another creature you control ...) dies", "whenever a creature
  card is put into an opponent's graveyard from anywhere": the card is on the
  battlefield, its controller has a full pool ("you may pay {1}"), and a creature of
  that kind dies of -1/-1 counters (704.5f, 700.4).

:func:`play_counter_line` plays an instant's "counter target ... spell" the same way:
the opponent casts a spell of that kind with flash and leaves it on the stack, the
instant is cast targeting it and resolves (701.6a; "unless its controller pays", the
opponent pays: 118.12).

Then the stack is resolved, each choice answered with its first legal answer. The
check is *played* when the ability went on the stack and resolved (or was removed as
the rules say: no legal target, 603.3d; its "if" no longer holds, 603.4), *refused* with
the engine's reason (a rule cited) when the event can't be made to happen here (or
"unsupported elsewhere" when another line of the card stops it), and an
*error* otherwise — a bug, or a line wrongly marked supported.

>>> import mtglab as ml
>>> wall = ml.Card.from_text(name="Wall of Omens", mana_cost="{1}{W}",
...                          type_line="Creature — Wall", power="0", toughness="4",
...                          oracle_text="When Wall of Omens enters, draw a card.")
>>> play_trigger_line(wall, 0).outcome.value
'played'
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from mtglab.audit.attach import attach_for_play
from mtglab.audit.blocks import at_its_block
from mtglab.audit.combat import make_combat_event_happen
from mtglab.audit.entering import enchant_target
from mtglab.audit.events import EVENTS_PLAYED, make_event_happen
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.setting import card_like, place_like
from mtglab.audit.targets import targets_for
from mtglab.board.board import Board
from mtglab.cards.ability import COMBAT_EVENTS, Ability, AbilityKind, Trigger
from mtglab.cards.effects import (
    BecomeCopy,
    Condition,
    ControllerSpec,
    CounterSpell,
    Relation,
    Selector,
    TriggerModes,
)
from mtglab.cards.emblems import GetEmblem
from mtglab.cards.functioning import functioning_zone
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.grammar.chapters import chapter_numbers
from mtglab.cards.types import SUBTYPE_OWNER
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.resolution.triggers import target_selector
from mtglab.engine.spells.kicking import kicker_costs
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError, UnsupportedError

__all__ = ["play_counter_line", "play_emblem_triggers", "play_trigger_line"]

_POOL: Final = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"
_MAX_CHOICES: Final = 24

_BEAR = Card.from_text(name="Target Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                       power="2", toughness="2")
_RELIC = Card.from_text(name="Target Relic", mana_cost="{1}", type_line="Artifact")
#: an instant that mills the top card of a library (701.17a)
_MILL = Card.from_text(name="Test Mill", mana_cost="{U}", type_line="Instant",
                       oracle_text="Target player mills a card.")
#: an instant that destroys the permanent an Aura enchants (701.8)
_RUIN = Card.from_text(name="Test Ruin", mana_cost="{B}", type_line="Instant",
                       oracle_text="Destroy target permanent.")
_CHARM = Card.from_text(name="Target Charm", mana_cost="{1}{W}", type_line="Enchantment")
_LAND = Card.from_text(name="Target Plains", type_line="Basic Land — Plains",
                       oracle_text="({T}: Add {W}.)")
_ISLAND = Card.from_text(name="Library Island", type_line="Basic Land — Island",
                         oracle_text="({T}: Add {U}.)")
_AURA = Card.from_text(name="Targeting Aura", mana_cost="{W}", type_line="Enchantment — Aura",
                       oracle_text="Flash\nEnchant creature")
_SLAYER = Card.from_text(name="Trigger Slayer", mana_cost="{B}", type_line="Creature — Horror",
                         power="1", toughness="1",
                         oracle_text="When Trigger Slayer enters, destroy target permanent.")

#: "a creature dealt damage by ~ this turn dies": a creature it fights, and the fight
#: (701.14a)
_FRAIL = Card.from_text(name="Frail Wall", mana_cost="{W}", type_line="Creature — Wall",
                        power="0", toughness="1")
_FIGHT = Card.from_text(name="Test Fight", mana_cost="{G}", type_line="Instant",
                        oracle_text="Target creature you control fights target creature "
                        "you don't control.")

#: a card to cycle, for "whenever you cycle a card" (702.29a, 702.29c)
_CYCLER = Card.from_text(name="Cycling Drake", mana_cost="{3}{U}", type_line="Creature — Drake",
                         power="2", toughness="3", oracle_text="Cycling {1}")

#: a sacrifice outlet, for "whenever you sacrifice a ..." (701.21a)
_ALTAR = Card.from_text(name="Sacrifice Altar", mana_cost="{1}", type_line="Artifact",
                        oracle_text="Sacrifice a permanent: You gain 1 life.")
#: a spell that exiles a creature (406.3)
_BANISH = Card.from_text(name="Banishing Light Spell", mana_cost="{W}", type_line="Instant",
                         oracle_text="Exile target creature.")
#: a spell that commits a crime: it targets an artifact an opponent controls (700.13)
_CRIME = Card.from_text(name="Relic Robbery", mana_cost="{B}", type_line="Instant",
                        oracle_text="Exile target artifact.")
#: a spell that exiles a card from a graveyard, for "whenever a card leaves your
#: graveyard" (406.3, 603.10a)
_DIG = Card.from_text(name="Graveyard Dig", mana_cost="{B}", type_line="Instant",
                      oracle_text="Exile target card from a graveyard.")
_EXILED_CREATURE = Card.from_text(name="Exiled Original", mana_cost="{2}{U}",
                                  type_line="Creature — Shapeshifter", power="3",
                                  toughness="3")


#: the mode of a modal triggered ability the check plays (603.3c): chosen whenever its
#: mode is asked, instead of the first one
_MODE: Final[contextvars.ContextVar[int | None]] = contextvars.ContextVar("mode",
                                                                         default=None)


def _with_choices(do: Callable[[tuple[Any, ...]], Any]) -> Any:
    """Call ``do(choices)``, answering each choice asked with its first legal answer
    (the mode played, when a modal triggered ability's mode is asked, 603.3c)."""
    choices: list[Any] = []
    for _ in range(_MAX_CHOICES):
        try:
            return do(tuple(choices))
        except ChoiceRequired as exc:
            if not exc.options:
                raise
            options = list(exc.options)
            if _MODE.get() in options and "700.2b" in str(exc):
                choices.append(_MODE.get())
                continue
            several = [o for o in options if isinstance(o, tuple) and _MODE.get() in o]
            if several and "700.2d" in str(exc):  # the fewest modes with the one played
                choices.append(min(several, key=len))
                continue
            if any(o is True for o in options) and any(o is False for o in options):
                choices.append(True)  # "you may": do it, so the effect is played
                continue
            plain = [o for o in options if not (isinstance(o, str) and " " in o)]
            choices.append((plain or options)[0] if not isinstance(options[0], str) or
                           "#" not in options[0] else int(re.findall(r"#(\d+)", options[0])[-1]))
    raise IllegalActionError("play", ["too many choices"])


def _setting(b: Board) -> None:
    """Things to aim at on both sides, cards in graveyards and libraries."""
    for who in ("opponent", "you"):
        b.add(_BEAR, who)
        b.add(_RELIC, who)
        b.add(_CHARM, who)
        b.add(_LAND, who)
        b.add(_BEAR, who, zone="graveyard")
        b.add(_LAND, who, zone="graveyard")
        for _ in range(6):
            b.add(_ISLAND, who, zone="library")


#: the player whose creature an Aura enchants: yours when its trigger is about the
#: enchanted creature in combat (it attacks, blocks or deals damage as you'd have it)
#: whether the ability played functions only in its card's graveyard (113.6m)
_IN_GRAVEYARD: Final[contextvars.ContextVar[bool]] = contextvars.ContextVar("in_graveyard",
                                                                            default=False)
_ENCHANTS: Final[contextvars.ContextVar[str]] = contextvars.ContextVar("enchants",
                                                                       default="opponent")


#: events of a creature in combat (508.3a, 509.3a-g, 510.3a), or dealing damage
_FIGHTING: Final = frozenset({*COMBAT_EVENTS, "becomes_blocked", "unblocked",
                              "deals_damage"})


def _aura_target(b: Board, card: Card) -> list[Any]:
    return enchant_target(b, card, _ENCHANTS.get())  # something it can enchant (303.4a)


def _cast(b: Board, card: Card, who: str = "you", targets: tuple[Any, ...] = (),
          resolve: bool = True) -> Any:
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    kicked = tuple(str(c) for c in kicker_costs(card)[0])
    if not targets and "Aura" in card.subtypes:  # what it enchants (303.4a)
        targets = tuple(enchant_target(b, card, who))
    b.add_mana(who, _POOL)
    return _with_choices(lambda ch: b.cast(card, controller=who, x=x, kicked=kicked,
                                           targets=list(targets), choices=ch,
                                           resolve=resolve))


def _enters(b: Board, card: Card) -> Any:
    """The card enters the battlefield: cast, or played if a land."""
    if "Land" in card.types:
        c = b.add(card, zone="hand")
        return _with_choices(lambda ch: b.play_land(c, choices=ch))
    if card.mana_cost is None:  # it can't be cast (202.1b): an effect puts it there
        c = b.add(card, zone="hand")
        return _with_choices(lambda ch: b.put_onto_battlefield(c, choices=ch))
    return _cast(b, card, targets=tuple(_aura_target(b, card)))


def _placed(b: Board, card: Card) -> Any:
    """The card on the battlefield (set-up); a 0-toughness creature with a +1/+1 counter,
    as it would have entered with one ("enters with", 614.1c), so it survives 704.5f.
    In its owner's graveyard instead for an ability that functions only there (113.6m)."""
    if _IN_GRAVEYARD.get():
        return b.add(card, zone="graveyard")
    enchanted = _aura_target(b, card)
    p = _with_choices(lambda ch: b.add(card, choices=ch, controlled_since_turn_start=True,
                                       attached_to=enchanted[0] if enchanted else None))
    if "Creature" in b.characteristics(p)["types"] and \
            (b.characteristics(p)["toughness"] or 0) <= 0:
        b.add_counters(p, "+1/+1", 1)
    for kind in _kept_counters(card):  # "when ~ has no +1/+1 counters on it" (603.8)
        b.add_counters(p, kind, 1)
    return p


def _kept_counters(card: Card) -> list[str]:
    """The counters the card's own state triggers want on it ("when ~ has no +1/+1
    counters on it, sacrifice it": it entered with some, 614.1c), so that those
    triggers don't end the check of its other lines at once (603.8)."""
    return [a.trigger.state.counter for a in card.abilities
            if isinstance(a.trigger, Trigger) and a.trigger.event == "state" and
            a.trigger.state is not None and a.trigger.state.counter and
            str(getattr(a.trigger.state.kind, "value", a.trigger.state.kind)) == "no_counters"]


def _choice_of(b: Board, p: Any, key: str) -> Any:
    """The source's "as this enters" choice ``key``; none for a card in a graveyard."""
    perm = b.state.permanents.get(p.id)
    return perm.choice(key) if perm is not None else None


def _make_happen(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    yours = t.event in _FIGHTING and t.selector is not None and \
        t.selector.relation in (Relation.ENCHANTED, Relation.EQUIPPED)
    token = _ENCHANTS.set("you" if yours else "opponent")
    try:
        _make_it_happen(b, card, ab, t)
    finally:
        _ENCHANTS.reset(token)


def _make_it_happen(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """Make the event of ``ab``'s trigger ``t`` happen (603.2), by the handler of its
    event in :data:`_HAPPENS`, else as a combat or players' event."""
    if "{E}" in ab.text:  # "you may pay {E}{E}" (107.14)
        b.add_counters("you", "energy", 6)
    if t.from_zone == "exile":  # "while it's exiled": the card suspended (702.62a)
        _suspended(b, card, ab, t)
        return
    _HAPPENS.get(t.event, _happen_elsewhere)(b, card, ab, _first_subtype_kind(t))


def _first_subtype_kind(t: Trigger) -> Trigger:
    """``t`` with a selector of alternative subtypes only ("an outlaw": an Assassin, a
    Mercenary, ..., 700.12) read as its first one, the kind of object the board makes
    for the event (the card's own trigger still checks the alternatives)."""
    sel = t.selector
    if sel is None or not sel.either or sel.subtypes or not all(
            e.subtypes and e == Selector(subtypes=e.subtypes) for e in sel.either):
        return t
    return replace(t, selector=replace(sel, subtypes=sel.either[0].subtypes[:1], either=()))


def _suspended(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card suspended from the hand (116.2f), and turns passed, its suspend abilities
    resolving, until a time counter removed from it in exile (its last, for "the last")
    triggers the ability (702.62a)."""
    hand = b.add(card, "you", zone="hand")
    b.add_mana("you", _POOL)
    _with_choices(lambda ch: b.exile_to_cast_later(hand, "suspend"))
    for _ in range(40):
        if _triggered(b, ab):
            return
        if b.state.stack:
            _with_choices(lambda ch: b.resolve(choices=ch))
        else:
            _with_choices(lambda ch: b.pass_turn(choices=ch))
    raise IllegalActionError(f"remove a time counter from {card.name} in exile", [
        "it was never suspended here (CR 702.62a)"])


def _it_enters(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card is cast, after a spell to counter where it aims at one (603.6a, 701.6a);
    "enters untapped": with three basic lands of each of its land types first, what
    "enters tapped unless you control three or more other Mountains" asks (614.1c)."""
    aim = target_selector(_mode_played(ab))
    if aim is not None and aim.zone == "stack":  # a spell to counter (701.6a)
        _cast(b, _spell_for(aim), "opponent", resolve=False)
    if t.untapped:
        for sub in (s for s in card.subtypes if "Land" in card.types):
            for _ in range(3):
                b.add(Card.from_text(name=f"Basic {sub}", type_line=f"Basic Land — {sub}"))
    _enters(b, card)


def _landfall(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card on the battlefield, a land played from the hand (305.1, 603.6a)."""
    _placed(b, card)
    c = b.add(_LAND, zone="hand")
    _with_choices(lambda ch: b.play_land(c, choices=ch))


def _it_leaves(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card dies of -1/-1 counters (704.5f), or is destroyed by a creature's
    triggered ability (701.8a) when it leaves or goes to a graveyard (603.6c, 603.10a)."""
    p = _placed(b, card)
    creature = "Creature" in b.characteristics(p)["types"]
    if t.event == "dies" and not creature:
        raise IllegalActionError(f"make {card.name} die", [
            "it is not a creature here: only a creature dies (CR 700.4)"])
    if t.event == "dies":
        toughness = b.characteristics(p)["toughness"] or 0
        b.add_counters(p, "-1/-1", max(1, toughness))
        _with_choices(lambda ch: b.check_state(choices=ch))
    elif "Indestructible" in " ".join(b.characteristics(p)["abilities"]):
        raise IllegalActionError(f"destroy {card.name}", [
            "it has indestructible (CR 702.12b)"])
    else:
        _slain(b, p)


def _slain(b: Board, p: Any) -> None:
    """The Slayer is cast and its triggered ability destroys ``p`` (701.8a); ``p``'s own
    trigger, put on the stack first, resolves before it."""
    b.add_mana("you", "B")
    b.cast(_SLAYER, choices=[p], resolve=False)
    _with_choices(lambda ch: b.resolve(choices=[p, *ch]))  # its own trigger
    _with_choices(lambda ch: b.resolve(choices=ch))  # Slayer's: destroy it


def _becomes_tapped(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The permanent itself is tapped (701.26a); another's tapping is a players' event."""
    if t.selector is not None:
        _happen_elsewhere(b, card, ab, t)
        return
    tapped = _placed(b, card)
    _with_choices(lambda ch: b.tap(tapped, choices=ch))


def _enters_attached(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """An Aura spell resolves attached to its target (303.4f)."""
    _enters(b, card)


def _becomes_attached(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """An equip ability or effect attaches it (701.3a)."""
    _with_choices(lambda ch: attach_for_play(b, card, ch))


def _attached_creature_dies(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The enchanted or equipped creature dies of -1/-1 counters (704.5f); another
    permanent it enchants (a land) is destroyed by an opponent's instant (701.8)."""
    if t.selector is None or "Creature" in t.selector.types:
        _attached_dies(b, card)
        return
    p = _placed(b, card)
    host = b.state.permanents[p.id].attached_to
    if host is None:
        raise IllegalActionError(f"attach {card.name}", [
            "it enchants nothing here (CR 303.4a)"])
    _cast(b, _RUIN, "opponent", targets=(b.get(host),))


def _beginning_of_combat(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card on the battlefield, the turn moves on to combat (507.1)."""
    _placed(b, card)
    if t.who is Who.EACH_OPPONENT:  # "on each opponent's turn": whose turn it is (500.1)
        b.active = "opponent"
    _with_choices(lambda ch: b.advance("beginning of combat", choices=ch))  # 507.1


def _leaves_graveyard(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A card of the kind named, in the graveyard named, is exiled by a spell (406.3);
    the abilities look back in time (603.10a)."""
    _placed(b, card)
    assert t.selector is not None
    whose = "opponent" if t.selector.controller is ControllerSpec.OPPONENT else "you"
    if t.during is not None:  # "during your turn": whose turn it is (500.1)
        b.active = "opponent" if t.during is Who.EACH_OPPONENT else "you"
    held = b.add(_spell_for(replace(t.selector, controller=ControllerSpec.ANY)), whose,
                 zone="graveyard")
    _cast(b, _DIG, targets=(held,), resolve=False)
    _with_choices(lambda ch: b.resolve(choices=ch))  # the spell: the card exiled


def _exploits(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card is cast and its exploit ability resolves, a creature sacrificed
    (702.110a-b): it "exploits a creature"."""
    if t.selector is not None and t.selector.relation is not None:  # "another"
        raise IllegalActionError(f"make another creature exploit for {card.name}", [
            "this check plays the card's own exploit ability (CR 702.110b)"])
    if not any(k.lower() == "exploit" for a in card.abilities for k in a.keywords):
        raise IllegalActionError(f"make {card.name} exploit", [
            "it has no exploit ability here (CR 702.110a)"])
    _enters(b, card)
    for _ in range(6):  # its exploit ability, "you may" answered yes
        if _triggered(b, ab) or not b.state.stack:
            return
        _with_choices(lambda ch: b.resolve(choices=ch))


def _other_enters(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card on the battlefield, another permanent of the kind named enters (603.6a)."""
    p = _placed(b, card)
    _another_enters(b, t, _choice_of(b, p, "creature type"), card.name)


def _spell_cast(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """"When you cast this spell": the card is cast; else a spell of the kind named is
    cast by the player named, as often as "your second spell each turn" says (601.2i)."""
    if t.text == "this spell":  # "When you cast this spell" (601.2i): with its targets
        aims = _aura_target(b, card) or targets_for(b, tuple(
            e for a in card.abilities if a.kind is AbilityKind.SPELL and a.supported
            for e in a.effects))
        _cast(b, card, targets=tuple(aims), resolve=False)
        return
    p = _placed(b, card)
    if t.during is not None:  # "during an opponent's (their) turn": whose turn (500.1)
        b.active = "opponent" if t.during is Who.EACH_OPPONENT or (
            t.during is Who.THAT_PLAYER and t.text == "opponent") else "you"
    # left on the stack under its trigger, which the stack's resolution sees
    assert t.selector is not None
    kind = _chosen_kind(t.selector, _choice_of(b, p, "color"),
                        _choice_of(b, p, "creature type"))
    from_graveyard = t.not_from_hand or "graveyard" in t.cast_from
    if t.cast_from in (("exile",), ("library",)):
        raise IllegalActionError(f"cast a spell from {t.cast_from[0]}", [
            "this check casts spells from a hand, or with flashback from a graveyard "
            "(CR 601.2a, 702.34a)"])
    spell = _spell_for(kind, t.min_mana_value, (
        *(["Tap target creature."] if t.targets is not None and "Creature" in t.targets.types
          else ["Tap target permanent."] if t.targets is not None else []),
        *(["Flashback {1}"] if from_graveyard else []),
        *(["Kicker {1}"] if t.kicked else [])))  # "a kicked spell": kicked (702.33d)
    if t.adventure:  # "that has an Adventure": its card has one (715.2a-b)
        spell = _with_adventure(spell)
    if t.x_in_cost:  # "with {X} in its mana cost" (107.3): cast with X = 1
        spell = Card.from_text(name=spell.name, mana_cost="{X}" + str(spell.mana_cost or ""),
                               type_line=spell.type_line, oracle_text=spell.oracle_text,
                               power=spell.power, toughness=spell.toughness)
    if t.mana_value_counters is not None:  # "equal to the number of charge counters on ~"
        b.add_counters(p, t.mana_value_counters, spell.mana_value)
    who = "opponent" if t.text == "opponent" else "you"
    aim = _aimed_at(b, t)
    # "your second spell each turn"; "a spell other than your first spell each turn"
    for _ in range(t.nth_each_turn or (2 if t.not_first_each_turn else 1)):
        if from_graveyard:  # 702.34a: cast from the graveyard (601.2a, 601.3)
            _flashed_back(b, b.add(spell, who, zone="graveyard"), who, aim)
        else:
            _cast(b, spell, who, targets=tuple(aim), resolve=False)


def _with_adventure(spell: Card) -> Card:
    """``spell`` as the main face of an adventurer card whose Adventure is an instant
    (715.2a), cast as itself."""
    tale = Card.from_text(name="Test Tale", mana_cost="{1}", type_line="Instant — Adventure",
                          oracle_text="You gain 1 life.")
    return Card.from_text(name=f"{spell.name} // {tale.name}", mana_cost=str(spell.mana_cost),
                          type_line=spell.type_line, oracle_text=spell.oracle_text,
                          power=spell.power, toughness=spell.toughness, layout="adventure",
                          faces=(spell, tale))


def _flashed_back(b: Board, held: Any, who: str, aim: list[Any]) -> None:
    """The card in ``who``'s graveyard cast with its flashback (702.34a, 601.2a)."""
    b.add_mana(who, _POOL)
    _with_choices(lambda ch: b.cast(held, controller=who, targets=aim, choices=ch,
                                    resolve=False))


def _chosen_kind(sel: Selector, color: Any, creature_type: Any) -> Selector:
    """ "A spell of the chosen color (type)": of the color (creature type) chosen for
    the source as it entered (614.12a)."""
    if sel.chosen_color and color:
        sel = replace(sel, colors=(str(color),))
    if sel.chosen_subtype and creature_type:
        sel = replace(sel, subtypes=(str(creature_type),))
    return sel


def _aimed_at(b: Board, t: Trigger) -> list[Any]:
    """What "a spell that targets a creature you control (don't control)" targets: a
    Bear (a creature) or a Relic (another permanent) of that controller (115.1)."""
    if t.targets is None:
        return []
    owner = "opponent" if t.targets.controller is ControllerSpec.OPPONENT else "you"
    name = _BEAR.name if "Creature" in t.targets.types or not t.targets.types else _RELIC.name
    return [min(pid for pid, p in b.state.permanents.items()
                if p.controller == owner and p.base.name == name)]


def _aura_targets_it(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """An Aura spell targets it as it is cast (303.4a)."""
    p = _placed(b, card)
    if "Creature" not in b.characteristics(p)["types"]:
        raise IllegalActionError(f"target {card.name} with an Aura spell", [
            "it is not a creature here (CR 303.4a)"])
    _cast(b, _AURA, targets=(p,), resolve=False)


def _another_dies(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A permanent of the kind named dies or goes to a graveyard, with a full pool for
    "you may pay {1}" (608.2d, 700.4, 704.5f); "a creature dealt damage by ~ this turn":
    the source fights an opponent's 0/1 creature, which dies (701.14a, 704.5g)."""
    if t.selector is None:  # "when ~ is put into a graveyard from anywhere" (113.6k)
        _self_milled(b, card)
        return
    p = _placed(b, card)
    b.add_mana("you", _POOL)  # "you may pay {1}" (608.2d)
    if t.damaged_by is not None:
        _damaged_dies(b, p, t)
        return
    sel = t.selector
    if t.graveyard_of is Who.EACH_OPPONENT and sel.controller is ControllerSpec.ANY:
        sel = replace(sel, controller=ControllerSpec.OPPONENT)  # theirs: their graveyard
    if t.from_zone == "library":  # milled: a card of that kind on top, then a mill
        _milled(b, sel)
        return
    if t.condition is not None and t.condition.kind == "that_had_counters":
        # "if it had counters on it, put those counters on target permanent": a +1/+1
        # counter, destroyed (701.8a), not -1/-1 counters that would kill the permanent
        # they are put on and trigger the ability again (603.4, 704.5f)
        sel = replace(sel, with_counter="+1/+1")
    _one_dies(b, sel, _choice_of(b, p, "creature type"),
              card_owner=t.event == "card_to_graveyard")


#: an instant that exiles a permanent (406.2), for "is put into exile from the battlefield"
_OBLIVION: Final = Card.from_text(name="Test Oblivion", mana_cost="{W}", type_line="Instant",
                                  oracle_text="Exile target permanent.")


def _exiled(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """The card (for "another artifact", a permanent of that kind) on the battlefield is
    exiled by an instant (406.2): it is put into exile from the battlefield (603.6c)."""
    p = _placed(b, card)
    b.add_mana("you", _POOL)  # "you may pay {2}" (608.2d)
    if t.selector is not None:
        p = _of_kind(b, replace(t.selector, relation=None), _choice_of(b, p, "creature type"))
    b.add_mana("opponent", "W")
    _with_choices(lambda ch: b.cast(_OBLIVION, controller="opponent", targets=[p],
                                    choices=ch))


def _milled(b: Board, sel: Selector) -> None:
    """A card of the kind ``sel`` names is milled from its owner's library (701.17a)."""
    who = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    kind = next((c for c in (_LAND, _BEAR, _RELIC) if not sel.types or
                 any(t in c.types for t in sel.types)), None)
    if kind is None or sel.subtypes or sel.colors or sel.excluded_types:
        raise IllegalActionError(f"mill a {sel.describe()} card", [
            "no card of that kind is set up in a library by this check (CR 701.17a)"])
    b.add(kind, who, zone="library")
    b.add_mana("you", "U")
    _with_choices(lambda ch: b.cast(_MILL, targets=[who], choices=ch, resolve=False))
    _with_choices(lambda ch: b.resolve(choices=ch))


def _self_milled(b: Board, card: Card) -> None:
    """The card itself, on top of your library, is milled (701.17a): it is put into your
    graveyard from your library — from anywhere too — and its own ability triggers there
    (113.6k)."""
    b.add(card, "you", zone="library")
    b.add_mana("you", _POOL)  # "you may pay {1}" (608.2d)
    _with_choices(lambda ch: b.cast(_MILL, targets=["you"], choices=ch, resolve=False))
    _with_choices(lambda ch: b.resolve(choices=ch))


def _damaged_dies(b: Board, p: Any, t: Trigger) -> None:
    """The source (or the creature it is attached to) fights an opponent's 0/1
    creature: it deals that creature damage, and the creature dies (701.14a, 704.5g)."""
    fighter = p if t.damaged_by is Relation.SELF else \
        b.state.permanents[b.id_of(p)].attached_to
    if fighter is None or "Creature" not in b.characteristics(fighter)["types"] or \
            not b.characteristics(fighter)["power"]:
        raise IllegalActionError("deal damage to a creature", [
            "its damage source is no creature with power here (CR 120.3)"])
    frail = b.add(_FRAIL, "opponent")
    b.add_mana("you", "G")
    _with_choices(lambda ch: b.cast(_FIGHT, targets=[fighter, frail], choices=ch,
                                    resolve=False))
    b.resolve(check_state=False)  # the fight (701.14a)
    _with_choices(lambda ch: b.check_state(choices=ch))  # it dies (704.5g), 603.3d


def _cycled(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A card cycled from the hand (702.29a, 702.29c): another card, or the card itself
    for "when you cycle this card" (it triggers from the graveyard, 702.29c)."""
    if t.selector is not None:  # "when you cycle this card"
        _setting(b)
        own = b.add(card, zone="hand")
        index = next(i for i, a in enumerate(card.abilities)
                     if a.text.split(" ")[0].lower().endswith("cycling"))
        b.add_mana("you", "WWUUBBRRGGCC")
        _with_choices(lambda ch: b.activate(own, index, choices=ch, resolve=False))
        return
    _placed(b, card)
    cycler = b.add(_CYCLER, zone="hand")
    b.add_mana("you", "C")
    _with_choices(lambda ch: b.activate(cycler, "Cycling", choices=ch, resolve=False))


def _crime(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A spell targeting an artifact an opponent controls is cast (700.13)."""
    _placed(b, card)
    loot = min(pid for pid, p in b.state.permanents.items()
               if p.controller == "opponent" and p.base.name == _RELIC.name)
    _cast(b, _CRIME, targets=(loot,), resolve=False)


def _creatures_exiled(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A creature of yours exiled by a spell, with a token to aim at (406.3)."""
    _placed(b, card)
    b.create_token("Spirit Token", types=("Creature",), subtypes=("Spirit",),
                   power=1, toughness=1)
    bear = min(pid for pid, p in b.state.permanents.items()
               if p.controller == "you" and p.base.name == _BEAR.name)
    _cast(b, _BANISH, targets=(bear,), resolve=False)
    _with_choices(lambda ch: b.resolve(choices=ch))  # the spell: the Bear exiled


def _sacrificed(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A permanent of its kind sacrificed (701.21a); "when you sacrifice ~": the card
    itself, to an outlet's cost."""
    assert t.selector is not None
    if t.selector.relation is Relation.SELF:
        p = _placed(b, card)
        altar = b.add(_ALTAR)
        _with_choices(lambda ch: b.activate(altar, 0, costs={"sacrifice": p}, choices=ch,
                                            resolve=False))
        return
    _you_sacrifice(b, card, ab, t.selector,
                   "opponent" if t.who is Who.EACH_OPPONENT else "you")


def _step_begins(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """Turns are passed until its step or phase begins (503.1a, 505.1, 513.1a)."""
    p = _placed(b, card)
    if t.who is Who.CONTROLLER and b.state.permanents[b.id_of(p)].attached_to is None:
        raise IllegalActionError(f"begin the step of {card.name}", [
            "it enchants nothing here: the step is that of the enchanted permanent's "
            "controller (CR 303.4, 603.2b)"])
    try:
        pid: int | None = b.id_of(p)
    except MtglabError:  # it works from another zone (a card in a graveyard, 113.6k)
        pid = None
    for _ in range(6):  # its own step comes: another ability's resolves first
        if _triggered(b, ab):
            return
        while b.state.stack:
            _with_choices(lambda ch: b.resolve(choices=ch))
        if pid is not None and pid not in b.state.permanents:  # its own ability removed it
            raise IllegalActionError(f"begin the step of {card.name}", [
                "it left the battlefield before its step began: an object that isn't "
                "there any more has no ability to trigger (CR 603.2, 400.7)"])
        _with_choices(lambda ch: b.pass_turn(choices=ch))


def _day_becomes_night(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """Day becomes night (731.1a): set up as day, the turn passes with no spell cast in
    it, and the next untap step makes it night (502.2, 731.2a)."""
    _placed(b, card)
    b.day_night = "day"
    _with_choices(lambda ch: b.pass_turn(choices=ch))


def _chapter(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A Saga's chapter ability: lore counters until it is reached (714.2b)."""
    _chapter_reached(b, card, t)


def _happen_elsewhere(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A combat event of the card itself (506-511), or a players' event (counters,
    targets, life, cards drawn...), else refused: not an event mtglab fires."""
    if t.event in COMBAT_EVENTS and t.selector is None:  # 506-511
        make_combat_event_happen(b, card, t.event, place=_placed, answer=_with_choices,
                                 alone=t.alone, attackers=t.min_attackers or 1,
                                 stronger=t.stronger_attacker, saddled=t.saddled,
                                 to=t.to if t.each_creature or t.event in (
                                     "blocks", "becomes_blocked") else None)  # 509.3b-d
    elif t.event in EVENTS_PLAYED:  # players' events, counters, targets...
        make_event_happen(b, card, ab, t, place=_placed, answer=_with_choices,
                          cast=_cast, make=lambda b, sel, chosen: _of_kind(b, sel, chosen))
    else:
        raise IllegalActionError(f"make {t.event!r} happen", ["not an event mtglab fires"])


def _state_holds(b: Board, card: Card, ab: Ability, t: Trigger) -> None:
    """A state trigger (603.8): the card on the battlefield, then what the state says
    set up — the permanents it says there are none of (yours, or anyone's) taken away,
    those it says you control put under you — and the game moves on to the beginning of
    combat, where a player receives priority. Any other state (the source's own
    qualities) isn't set up by this check: its counters ("when there are three or more
    plague counters on ~") are put on it, life totals ("when you have 10 or less life")
    set."""
    p = _placed(b, card)
    cond = t.state
    if cond is not None and not cond.negate and _state_of_counters_or_life(b, p, cond):
        _with_choices(lambda ch: b.advance("beginning of combat", choices=ch))  # 603.8
        return
    sel = cond.selector if cond is not None else None
    if cond is None or sel is None or (not cond.negate and cond.kind != "control"):
        raise IllegalActionError(f"make {card.name}'s state happen", [
            "this check sets up only permanents there are none of or that you control "
            "(CR 603.8)"])
    pid = b.id_of(p)
    if cond.negate:
        for q, c in characteristics_of(b.state).items():
            if q != pid and matches(sel, q, c, SelectContext(pid, "you")):
                b.remove(q)
    else:  # "when you control seven or more Thrulls"
        for _ in range(cond.count):
            place_like(b, replace(sel, relation=None, one=False,
                                  controller=ControllerSpec.YOU), default="you")
    _with_choices(lambda ch: b.advance("beginning of combat", choices=ch))  # 603.8


def _state_of_counters_or_life(b: Board, p: Any, cond: Condition) -> bool:
    """Set up a state of the source's counters or of a life total (603.8); whether the
    condition is one of those."""
    kind = str(getattr(cond.kind, "value", cond.kind))
    if kind == "counter_on_self" and cond.counter:
        b.add_counters(p, cond.counter, cond.count)
    elif kind == "no_counters" and cond.counter:  # its last one removed
        b.remove_counters(p, cond.counter, b.counters(p).get(cond.counter, 0))
    elif kind in ("life_at_most", "life_at_least"):
        b.life("you", cond.count)
    elif kind == "opponent_life_at_most":
        b.life("opponent", cond.count)
    else:
        return False
    return True


#: cards of four more card types, for "while there are four or more card types among
#: cards in your graveyard" (205.2a; the setting has a creature and a land card there)
_MORE_TYPES: Final = tuple(Card.from_text(name=f"Graveyard {t}", mana_cost="{1}", type_line=t)
                           for t in ("Artifact", "Enchantment", "Instant", "Sorcery"))


def _while_kept(b: Board, t: Trigger) -> None:
    """What "attacks while you control a token" asks, put on the battlefield under you
    ("while you're the monarch": you are);
    "while there are four or more card types among cards in your graveyard": cards of
    more types there (603.2: it must hold as the event happens)."""
    cond = t.while_holds
    if cond is None or cond.negate:
        return
    if cond.kind == "monarch":  # "while you're the monarch" (725.1)
        b.monarch = "you"
    elif cond.kind == "control" and cond.selector is not None:
        place_like(b, replace(cond.selector, relation=None, one=False), default="you")
    elif cond.kind == "card_types_in_graveyard":
        for extra in _MORE_TYPES:
            b.add(extra, "you", zone="graveyard")


def _state_kept(b: Board, card: Card, ab: Ability) -> None:
    """For the card's other lines: what its state triggers say you control ("when you
    control no Islands, sacrifice ~", 603.8) put on the battlefield, so that the line
    played isn't cut short by them."""
    for other in card.abilities:
        t = other.trigger
        if other is not ab and isinstance(t, Trigger) and t.event == "state" and \
                t.state is not None and t.state.selector is not None:
            _of_kind(b, replace(t.state.selector, relation=None), None)


_Happen = Callable[[Board, Card, Ability, Trigger], None]

#: how each trigger event is made to happen, by event (the rest: :func:`_happen_elsewhere`)
_HAPPENS: Final[dict[str, _Happen]] = {
    "enters": _it_enters,
    "state": _state_holds,
    "landfall": _landfall,
    "dies": _it_leaves,
    "leaves": _it_leaves,
    "graveyard": _it_leaves,
    "becomes_tapped": _becomes_tapped,
    "enters_attached": _enters_attached,
    "becomes_attached": _becomes_attached,
    "attached_dies": _attached_creature_dies,
    "attached_leaves": _attached_creature_dies,
    "combat": _beginning_of_combat,
    "other_enters": _other_enters,
    "cast": _spell_cast,
    "cast_targeting_self": _aura_targets_it,
    "creature_dies": _another_dies,
    "card_to_graveyard": _another_dies,
    "other_leaves": _another_dies,
    "other_graveyard": _another_dies,
    "exiled": _exiled,
    "other_exiled": _exiled,
    "cycle": _cycled,
    "crime": _crime,
    "creatures_exiled": _creatures_exiled,
    "you_sacrifice": _sacrificed,
    "exploits": _exploits,
    "leaves_graveyard": _leaves_graveyard,
    "upkeep": _step_begins,
    "precombat_main": _step_begins,
    "end_step": _step_begins,
    "chapter": _chapter,
    "day_night": _day_becomes_night,
}


def _chapter_reached(b: Board, card: Card, t: Trigger) -> None:
    """The Saga is cast (it enters with a lore counter, 714.3a) and lore counters are put
    on it one at a time, as the precombat main phase begins (714.3c), until the chapter's
    first number is reached (714.2b); the earlier chapters that trigger on the way
    resolve first."""
    p = _enters(b, card)
    target = min(chapter_numbers(t))
    for _ in range(target):
        if b.counters(p).get("lore", 0) >= target:
            return
        _resolve_stack(b)
        b.phase = "upkeep"  # set up: nothing triggers (engine.turns)
        _with_choices(lambda ch: b.advance("precombat main", choices=ch))


def _one_dies(b: Board, sel: Selector, chosen: str | None, *, card_owner: bool) -> None:
    """A permanent of the kind ``sel`` names (``chosen``: the creature type "of the chosen
    type" means) is put on the battlefield — its owner's, for a card put into a
    graveyard (404.1) — and goes to the graveyard: a creature dies of -1/-1 counters
    (704.5f), anything else (or a creature "with a +1/+1 counter on it") is destroyed
    (701.8a)."""
    sel = _other_kind(sel)
    p = _of_kind(b, sel, chosen, card_owner=card_owner)
    creature = "Creature" in b.characteristics(p)["types"]
    if sel.attacking and creature:  # "whenever an attacking creature dies" (506.4)
        _with_choices(lambda ch: b.attack(p, choices=ch))
        _resolve_stack(b)
    if not creature or (sel.with_counter is not None and sel.with_counter != "-1/-1") or \
            sel.min_power is not None or sel.min_toughness is not None:  # -1/-1 counters
        # would lower its power or toughness as it last existed (603.10a)
        b.add_mana("you", "B")
        b.cast(_SLAYER, choices=[p], resolve=False)
        _with_choices(lambda ch: b.resolve(choices=[p, *ch]))  # Slayer's trigger
        return
    b.add_counters(p, "-1/-1", max(1, b.characteristics(p)["toughness"] or 0))
    _with_choices(lambda ch: b.check_state(choices=ch))


def _of_kind(b: Board, sel: Selector, chosen: str | None, *,
             card_owner: bool = False) -> Any:
    """A permanent of the kind ``sel`` names put on the battlefield (under the opponent
    for "an opponent controls"; ``chosen``: the creature type "of the chosen type"
    means), with the counter "with a +1/+1 counter on it" names."""
    sel = _other_kind(sel)
    who = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    types, subs = _dying_types(sel, chosen)
    if sel.token:
        p = _dying_token(b, sel, who, types, subs, card_owner=card_owner)
    else:
        p = _dying_card(b, sel, who, types, subs)
    if sel.with_counter is not None and sel.with_counter != "-1/-1":
        b.add_counters(p, sel.with_counter, 1)  # "with a +1/+1 counter on it"
    elif sel.any_counter or "modified" in sel.around:  # "with a counter on it" (122.1)
        b.add_counters(p, "+1/+1", 1)  # a counter modifies it too (700.9)
    if "equipped" in sel.around:  # an Equipment attached to it (301.5)
        b.add(_EQUIPMENT, who, attached_to=p)
    if "enchanted" in sel.around:  # an Aura attached to it (303.4)
        b.add(_AURA, who, attached_to=p)
    return p


_EQUIPMENT = Card.from_text(name="Audit Equipment", mana_cost="{1}",
                            type_line="Artifact — Equipment", oracle_text="Equip {1}")
_AURA = Card.from_text(name="Audit Aura", mana_cost="{W}", type_line="Enchantment — Aura",
                       oracle_text="Enchant creature")


def _dying_types(sel: Selector, chosen: str | None) -> tuple[list[str], list[Any]]:
    """The card types and subtypes of a permanent ``sel`` names (its subtype's type, or
    a creature, when it names none); refused for a nonpermanent type (110.4)."""
    types = [x for x in sel.types if x in ("Artifact", "Creature", "Enchantment", "Land")]
    if sel.any_type:
        types = types[:1]
    if not types and sel.types:
        raise IllegalActionError(f"put a {' '.join(sel.types).lower()} card into a graveyard",
                                 ["only a permanent card is put there from the battlefield by "
                                  "this check (CR 110.4)"])
    subs = list(sel.subtypes[:1]) or ([chosen] if sel.chosen_subtype and chosen else [])
    return types or [SUBTYPE_OWNER.get(subs[0], "Creature") if subs else "Creature"], subs


def _supertypes(sel: Selector) -> list[str]:
    """The supertypes ``sel`` names: legendary, snow ("legendary or planeswalker": a
    legendary one, 205.4a)."""
    return [s for s in ("Legendary", "Snow") if s in sel.supertypes or (
        s == "Legendary" and sel.legendary_or_pw)]


def _dying_token(b: Board, sel: Selector, who: str, types: list[str], subs: list[Any], *,
                 card_owner: bool) -> Any:
    """A token of the kind ``sel`` names, created for ``who``; refused when a card must go
    to a graveyard (a token is not a card, 111.1)."""
    if card_owner:
        raise IllegalActionError("put a token card into a graveyard", [
            "a token is not a card (CR 111.1)"])
    creature = "Creature" in types
    size = max(2, sel.min_power or 0)  # "with power 6 or greater"
    hues = list(sel.colors[:1]) or (["W", "U"] if sel.multicolored else [])
    return b.create_token(name="Dying Creature", types=types, subtypes=subs,
                          supertypes=_supertypes(sel), colors=hues,
                          power=size if creature else None,
                          toughness=max(2, sel.min_toughness or 0) if creature else None,
                          oracle_text="\n".join(k.capitalize() for k in sel.keywords),
                          controller=who)


def _dying_card(b: Board, sel: Selector, who: str, types: list[str], subs: list[Any]) -> Any:
    """A card of the kind ``sel`` names put onto the battlefield under ``who``'s control,
    its mana cost enough for "with mana value N or greater" (202.3); a Vehicle with a
    power and toughness and crew 1, so that it may be crewed (301.7, 702.122a)."""
    creature = "Creature" in types
    vehicle = "Vehicle" in subs and not creature  # crewed to attack (301.7, 702.122a)
    size = max(2, sel.min_power or 0)  # "with power 6 or greater"
    line = " ".join([*_supertypes(sel), *types]) + (f" — {subs[0]}" if subs else "")
    color = sel.colors[0] if sel.colors else "W}{U" if sel.multicolored else ""
    dying = Card.from_text(name="Dying Creature" if creature else "Dying Permanent",
                           type_line=line,
                           oracle_text="\n".join([*(k.capitalize() for k in sel.keywords),
                                                  *["Crew 1"][:vehicle]]),
                           mana_cost=None if "Land" in types else
                           _generic(sel, color) + ("{" + color + "}" if color else ""),
                           power=str(size) if creature or vehicle else None,
                           toughness=str(max(2, sel.min_toughness or 0))
                           if creature or vehicle else None)
    return _with_choices(lambda ch: b.add(dying, who, choices=ch))


def _resolve_stack(b: Board) -> None:
    """Resolve what waits on the stack (the stack must be empty for a step, 117.3)."""
    for _ in range(20):
        if not b.state.stack:
            return
        _with_choices(lambda ch: b.resolve(choices=ch))


def _generic(sel: Selector, color: str) -> str:
    """The generic part of a check permanent's mana cost: enough for "with mana value 4
    or greater" (202.3) with its colored symbols."""
    colored = color.count("}") + 1 if color else 0
    return "{" + str(max(1, (sel.min_mana_value or 0) - colored)) + "}"


def _other_kind(sel: Selector) -> Selector:
    """The kind of permanent other than the source a selector names: "~ or another Ally
    you control" is an Ally you control."""
    others = [e for e in sel.either if e.relation is not Relation.SELF]
    if len(others) != len(sel.either) and others:
        return replace(others[0], relation=None)
    return sel


def _attached_dies(b: Board, card: Card) -> None:
    """The card is attached to a creature (an Aura by its enchant ability, Equipment as
    set-up, 301.5c), which then dies of -1/-1 counters and state-based actions (704.5f)."""
    if "Equipment" in card.subtypes:
        holder = b.add(_BEAR)
        _with_choices(lambda ch: b.add(card, choices=ch, attached_to=holder))
    else:
        p = _placed(b, card)
        holder = b.state.permanents[p.id].attached_to
        if holder is None or "Creature" not in b.characteristics(holder)["types"]:
            raise IllegalActionError(f"attach {card.name} to a creature", [
                "what it can enchant is not a creature here (CR 303.4a)"])
    b.add_counters(holder, "-1/-1", max(1, b.characteristics(holder)["toughness"] or 0))
    _with_choices(lambda ch: b.check_state(choices=ch))


def _land_enters(b: Board, sel: Selector, who: str) -> None:
    """A land of ``sel``'s kind is played by ``who``, on their turn (305.1)."""
    b.active = who  # set-up: the turn of the player who plays it (305.1)
    sub = next(iter(sel.subtypes), "")
    c = b.add(Card.from_text(name="Entering Land", type_line="Land" + (
        f" — {sub}" if sub else "")), who, zone="hand")
    _with_choices(lambda ch: b.play_land(c, player=who, choices=ch))


def _entering_name(sel: Selector, own: str) -> str:
    """The name of the permanent that enters: the one ``sel`` names (``own`` for "~")."""
    return str(sel.named if sel.named not in (None, "~") else
               own if sel.named == "~" else "Entering Permanent")


def _another_enters(b: Board, t: Trigger, chosen: str | None, own: str) -> None:
    """A permanent its trigger speaks of enters: a land played, a token created, or a
    card cast (``chosen``: the creature type "of the chosen type" means)."""
    assert t.selector is not None
    sel = _other_kind(t.selector)
    who = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    if "Land" in sel.types or any(s in ("Plains", "Island", "Swamp", "Mountain", "Forest")
                                  for s in sel.subtypes):
        _land_enters(b, sel, who)
        return
    types = [x for x in sel.types if x in ("Artifact", "Creature", "Enchantment")] or \
        ["Creature"]
    if sel.any_type:
        types = types[:1]
    subs = list(sel.subtypes[:1]) or ([chosen] if sel.chosen_subtype and chosen else [])
    supers = _supertypes(sel)
    _permanent_enters(b, sel, who, types, subs, supers, _entering_name(sel, own))


def _permanent_enters(b: Board, sel: Selector, who: str, types: list[str], subs: list[Any],
                      supers: Sequence[str], name: str) -> None:
    """A token of that kind is created, or a card of that kind cast, for ``who`` (in their
    own main phase: a creature spell is cast only there, 307.1)."""
    creature = "Creature" in types
    size = max(2, sel.min_power or 0)  # "with power 4 or greater"
    tough = size + 1 if sel.toughness_over_power else 2  # "... greater than its power"
    text = "\n".join([*_ENCHANT[:"Aura" in subs], *(k.capitalize() for k in sel.keywords)])
    if sel.token:  # the targets of what its entering triggers answered (603.3d)
        _with_choices(lambda ch: b.create_token(
            name=name, types=types, subtypes=subs, supertypes=supers,
            colors=list(sel.colors[:1]), power=size if creature else None,
            toughness=tough if creature else None, oracle_text=text, controller=who,
            choices=ch))
        return
    line = " ".join([*supers, *types]) + (f" — {subs[0]}" if subs else "")
    color = sel.colors[0] if sel.colors else ""
    entering = Card.from_text(name=str(name), type_line=line, oracle_text=text,
                              mana_cost=_generic(sel, color) + ("{" + color + "}" if color else ""),
                              power=str(size) if creature else None,
                              toughness=str(tough) if creature else None)
    if who != b.active and not b.state.stack:
        b.active = who  # set-up: its caster's main phase, where it may be cast (307.1)
    _cast(b, entering, who)


#: an Aura's enchant ability (303.4a), for the Auras this check makes
_ENCHANT: Final = ("Enchant creature",)

_SUBTYPE_TYPE: Final = {"Aura": "Enchantment", "Equipment": "Artifact", "Vehicle": "Artifact",
                         "Arcane": "Instant", "Adventure": "Instant", "Saga": "Enchantment"}


def _spell_types(sel: Selector, subs: list[str]) -> list[str]:
    """The card types of a spell ``sel`` names: its own (the first of "or"), else the
    type its subtype belongs to, a creature if legendary, an instant (or a sorcery)."""
    types = list(sel.types[:1] if sel.any_type else sel.types)
    if types:
        return types
    return [_SUBTYPE_TYPE.get(subs[0], "Creature")] if subs else \
        ["Creature"] if "Legendary" in sel.supertypes or sel.legendary_or_pw else \
        ["Instant"] if "Instant" not in sel.excluded_types else ["Sorcery"]


def _spell_for(sel: Selector, min_mana_value: int | None = None,
               lines: Sequence[str] = ()) -> Card:
    """A spell of the kind a cast trigger or a "counter target ... spell" names ("a
    creature spell", "an instant or sorcery spell", "a blue spell", "a noncreature
    spell", "with mana value 5 or greater": generic mana makes it up, 202.3), with
    flash so that any player may cast it now (702.8a)."""
    if sel.either:  # "historic", "noncreature or Dragon": the first kind it names
        first = sel.either[0]
        sel = replace(sel, types=first.types, supertypes=first.supertypes,
                      subtypes=first.subtypes, colors=(*sel.colors, *first.colors),
                      excluded_types=first.excluded_types, either=(),
                      multicolored=sel.multicolored or first.multicolored)
    subs = list(sel.subtypes[:1])
    types = _spell_types(sel, subs)
    colors = list(sel.colors[:1] if sel.any_type else sel.colors) or \
        (["W", "U"] if sel.multicolored else ["G"] if sel.monocolored else [])
    supers = _supertypes(sel)
    creature = "Creature" in types
    line = " ".join([*supers, *types]) + (f" — {subs[0]}" if subs else "")
    text = "\n".join(["Flash", *_ENCHANT[:"Aura" in subs],
                      *(k.capitalize() for k in sel.keywords), *lines])
    return Card.from_text(name="Cast Spell", type_line=line, oracle_text=text,
                          mana_cost="{" + str(max(1, (min_mana_value or 0) - len(colors)))
                          + "}" + "".join("{" + c + "}" for c in colors),
                          power=str(max(2, sel.min_power or 0)) if creature else None,
                          toughness="2" if creature else None)


def _you_sacrifice(b: Board, card: Card, ab: Ability, sel: Selector,
                   who: str = "you") -> None:
    """The card on the battlefield — with a creature card exiled with it where its copy
    names one (607.2a) — and a permanent of the kind its trigger names, sacrificed by
    ``who`` to an outlet's cost (701.21a, 118.3)."""
    p = _placed(b, card)
    if any(isinstance(e, BecomeCopy) and e.original.same_name_as is Relation.EXILED
           for e in ab.effects):
        b.exile_with(p, [_EXILED_CREATURE])
    sub = sel.subtypes[0] if sel.subtypes else None
    kind = (sel.types[0] if sel.types else SUBTYPE_OWNER.get(sub or "", "Artifact"))
    if kind not in ("Artifact", "Creature", "Enchantment", "Land"):
        raise IllegalActionError(f"sacrifice a {sel.describe()}", [
            "not a kind of permanent this check puts onto the battlefield"])
    if sel.token is False:  # "nontoken": a card (111.1)
        victim = b.add(Card.from_text(
            name="Sacrificed " + (sub or kind), mana_cost="{1}",
            type_line=kind + (f" — {sub}" if sub else ""),
            power="1" if kind == "Creature" else None,
            toughness="1" if kind == "Creature" else None), who)
    else:
        victim = b.create_token(
            "Sacrificed " + (sub or kind), types=(kind,), subtypes=(sub,) if sub else (),
            colors=sel.colors, power=1 if kind == "Creature" else None,
            toughness=1 if kind == "Creature" else None, controller=who)
    altar = b.add(_ALTAR, who)
    _with_choices(lambda ch: b.activate(altar, 0, costs={"sacrifice": victim}, choices=ch,
                                        resolve=False))


def _triggered(b: Board, ab: Ability) -> bool:
    """Whether ``ab`` has triggered (603.2): on the stack or waiting to be put there."""
    return any(s.ability is not None and s.ability.text == ab.text for s in b.state.stack) \
        or any(t.ability.text == ab.text for t in b.state.pending_triggers) or \
        any(r.action == "trigger" and ab.text in r.detail for r in b.state.log)


def _resolve_all(b: Board, ab: Ability) -> bool:
    """Resolve the stack; whether ``ab`` went on it (a modal one with the mode played,
    603.3c) and left it as the rules say."""
    spec = next((e for e in ab.effects if isinstance(e, TriggerModes)), None)
    texts = {ab.text} if spec is None else set(spec.lines) if _MODE.get() is None else \
        {spec.lines[_MODE.get() or 0]}
    seen = False
    for _ in range(20):
        if not b.state.stack:
            break
        top = b.state.stack[-1]
        seen = seen or (top.ability is not None and any(  # one mode among several, 700.2d
            t in top.ability.text for t in texts))
        _with_choices(lambda ch: b.resolve(choices=ch))
    removed = any((r.rule == "603.3d" and "no legal target" in r.detail) or
                  (r.rule == "603.3c, 700.2b" and "removed" in r.detail) for r in b.state.log)
    return seen or removed


def _mode_played(ab: Ability) -> Ability:
    """``ab`` with only the instructions of the mode played, if it is modal (603.3c)."""
    spec = next((e for e in ab.effects if isinstance(e, TriggerModes)), None)
    k = _MODE.get()
    return ab if spec is None or k is None else replace(ab, effects=spec.modes[k])


def _aim_for_mode(b: Board, ab: Ability) -> None:
    """A permanent the mode played may target ("target artifact creature", "target
    artifact token you control"), so the mode can be chosen (603.3c)."""
    spec = next((e for e in ab.effects if isinstance(e, TriggerModes)), None)
    k = _MODE.get()
    if spec is None or k is None:
        return
    sel = target_selector(replace(ab, effects=spec.modes[k]))
    if sel is not None and sel.zone == "graveyard":
        # "target card with mana value 4 or greater / creature card with mana value 1
        # from your graveyard": a card of that kind there
        b.add(card_like(sel, "Mode Card"), "you", zone="graveyard")
        return
    if sel is None or sel.zone is not None:
        return
    types = [t for t in sel.types if t in ("Artifact", "Creature", "Enchantment", "Land")] \
        or ["Creature"]
    who = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    size = 2 if "Creature" in types else None
    if sel.token:
        b.create_token(name="Mode Target", types=types, subtypes=list(sel.subtypes[:1]),
                       power=size, toughness=size, controller=who)
        return
    line = " ".join(types) + (" — " + sel.subtypes[0] if sel.subtypes else "")
    p = b.add(Card.from_text(name="Mode Target", type_line=line, mana_cost="{1}",
                             power=str(size) if size else None,
                             toughness=str(size) if size else None), who)
    if sel.dealt_damage_this_turn and size:  # "that was dealt damage this turn" (120.3)
        b.edit(p, damage=1)


def _header_of(card: Card, mode: Ability) -> Ability | None:
    """The modal triggered ability whose mode ``mode`` is (the header before it)."""
    abilities = list(card.abilities)
    at = next((i for i, a in enumerate(abilities) if a is mode), None)
    if at is None or mode.mode is None:
        return None
    head = abilities[at - 1 - mode.mode] if at - 1 - mode.mode >= 0 else None
    return head if head is not None and any(
        isinstance(e, TriggerModes) for e in head.effects) else None


def play_trigger_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Play ``card``'s triggered ability (its index or the ability) on a board; see the
    module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability
    card, ab = at_its_block(card, ab)  # at its level (711.2a, 716.2a, 721.2a)
    header = _header_of(card, ab) if ab.supported else None
    if header is not None:  # a mode of a modal triggered ability: it, with that mode
        token = _MODE.set(ab.mode)
        try:
            played = play_trigger_line(card, header)
        finally:
            _MODE.reset(token)
        return PlayCheck(card.name, ab.text, played.outcome, played.detail)

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    if not ab.supported or not isinstance(ab.trigger, Trigger):
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem or 'not a trigger'}")
    b = Board()
    where = _IN_GRAVEYARD.set(functioning_zone(ab) == "graveyard")
    try:
        _setting(b)
        _aim_for_mode(b, ab)
        _state_kept(b, card, ab)
        _while_kept(b, ab.trigger)
        try:
            _make_happen(b, card, ab, ab.trigger)
        except UnsupportedError as exc:  # another line of the card stops the event
            return check(PlayOutcome.REFUSED, f"unsupported elsewhere: {exc}")
        if not _resolve_all(b, ab):
            if ab.trigger.condition is not None:
                return check(PlayOutcome.PLAYED, "its 'if' clause didn't hold (CR 603.4)")
            return check(PlayOutcome.ERROR, "the event happened but the ability never went "
                         "on the stack")
    except IllegalActionError as exc:
        return check(PlayOutcome.REFUSED, str(exc))
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    finally:
        _IN_GRAVEYARD.reset(where)
    return check(PlayOutcome.PLAYED)


#: the permanent a trigger check puts where "the card" would go, for an emblem's ability:
#: the emblem itself is in the command zone (114.4), so this one has no abilities
_STAND_IN: Final = Card.from_text(name="Emblem Watcher", mana_cost="{1}",
                                  type_line="Artifact")


def play_emblem_triggers(b: Board, effects: Sequence[Any]) -> None:
    """After an instruction "[player] gets an emblem with [ability]" resolved on ``b``:
    each triggered ability of those emblems (``effects``' ``GetEmblem``) is made to
    trigger the way :func:`play_trigger_line` makes a card's (its event happens, 603.2)
    and the stack resolved. Emblems' abilities function in the command zone (114.4).
    Raises :class:`~mtglab.errors.MtglabError` when one never went on the stack."""
    if any(isinstance(e, GetEmblem) for e in effects):
        _setting(b)  # what the events aim at, as for a card's trigger
    for e in effects:
        for ab in e.abilities if isinstance(e, GetEmblem) else ():
            t = ab.trigger
            if not ab.supported or ab.kind is not AbilityKind.TRIGGERED or \
                    not isinstance(t, Trigger):
                continue
            _make_happen(b, _STAND_IN, ab, t)
            if _resolve_all(b, ab) or t.condition is not None:
                continue
            owners = {m.owner for m in b.state.emblems if ab in m.abilities}
            if owners != {"you"}:  # this check makes most events happen for you
                raise IllegalActionError(f"trigger the emblem's ability {ab.text!r}", [
                    f"the emblem is {', '.join(sorted(owners)) or 'nobody'}'s: its "
                    "controller is the player who got it (CR 114.2)"])
            raise MtglabError(f"the event of the emblem's ability {ab.text!r} happened "
                              "but it never went on the stack (CR 114.4, 603.2)")


def play_counter_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Play an instant's or sorcery's "counter target ... spell" (its index or the
    ability) on a board: a spell of that kind is cast by the opponent and left on the
    stack, then ``card`` is cast targeting it; see the module docstring. *Played* when
    the spell was countered into its owner's graveyard (701.6a; exile, "exile it
    instead", 614.1a) or its controller paid
    (118.12) and the card went to its owner's graveyard as it resolved (608.2n)."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    counter = next((e for e in ab.effects if isinstance(e, CounterSpell)), None)
    if not ab.supported or counter is None:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem or 'not a counter'}")
    b = Board()
    try:
        _setting(b)
        spell = _cast(b, _spell_for(counter.selector), "opponent", resolve=False)
        try:
            _cast(b, card, targets=(spell,))
        except UnsupportedError as exc:  # another line of the card ("costs {1} less")
            return check(PlayOutcome.REFUSED, f"unsupported elsewhere: {exc}")
        where = b.exile if counter.destination == "exile" else b.graveyard("opponent")
        countered = "Cast Spell" in list(where["name"])
        paid = counter.unless_pays is not None and any(
            r.rule == "118.12" for r in b.state.log)
        if not (countered or paid) or card.name not in list(b.graveyard("you")["name"]):
            return check(PlayOutcome.ERROR, "the spell was neither countered nor paid for")
    except IllegalActionError as exc:
        return check(PlayOutcome.REFUSED, str(exc))
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    return check(PlayOutcome.PLAYED)
