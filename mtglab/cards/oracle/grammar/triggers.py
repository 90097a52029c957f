"""Transformer rules for trigger conditions (``triggers.lark``, CR 603.1-603.2).

A trigger condition is read as "when/whenever/at" + a subject + one or more events (+
qualifiers) into one :class:`~mtglab.cards.ability.Trigger`. The subject is an object
selector (``None`` when it is the source itself, "~"), or the players of
:class:`~mtglab.cards.instructions.Who` for what players do; the events are
:class:`~mtglab.cards.ability.TriggerEvent` members. A method that raises ``ValueError``
rejects the reading: the line is then unsupported, the trigger condition named.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> t = parse_ability("Whenever a creature you control attacks, you gain 1 life.").trigger
>>> t.event, t.selector.types, t.selector.controller.name
(<TriggerEvent.ATTACKS: 'attacks'>, ('Creature',), 'YOU')
>>> parse_ability("Whenever ~ attacks, you gain 1 life.").trigger.selector is None
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Final, cast

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import (
    Amount,
    Condition,
    ControllerSpec,
    Delayed,
    ExileUntilLeaves,
    GainControl,
    IfNotPaid,
    MayDo,
    MoveCounters,
    OfferToPay,
    PutThoseCounters,
    Relation,
    ReturnExiled,
    Selector,
    TurnFaceDown,
)
from mtglab.cards.instructions import Recipient, Who
from mtglab.cards.oracle.grammar.instructions import Many
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS, NUMBER_WORDS, subtype_token
from mtglab.cards.oracle.triggerlimits import WHILE_ON_BATTLEFIELD
from mtglab.cards.types import SUBTYPE_OWNER
from mtglab.mana import ManaCost

__all__ = ["TriggerRules", "either_trigger", "state_trigger"]

E = TriggerEvent


@dataclasses.dataclass(frozen=True, slots=True)
class _Event:
    """One event word of a trigger condition before its subject is known: its name
    (a key of :data:`_BY_SUBJECT`) and the qualities it adds to the record."""

    name: str
    qualities: tuple[tuple[str, Any], ...] = ()
    #: "enters the battlefield under your control": the subject's controller
    controller: ControllerSpec | None = None


#: each event word -> (the event when the subject is the source, the event when it is
#: another object); the older "other" names are kept for what the engine already fires
_BY_SUBJECT: Final[dict[str, tuple[TriggerEvent, TriggerEvent]]] = {
    "enters": (E.ENTERS, E.OTHER_ENTERS),
    "dies": (E.DIES, E.CREATURE_DIES),
    "leaves": (E.LEAVES, E.OTHER_LEAVES),
    "graveyard": (E.GRAVEYARD, E.OTHER_GRAVEYARD),
    "exiled": (E.EXILED, E.OTHER_EXILED),
    "attacks": (E.ATTACKS, E.ATTACKS),
    "blocks": (E.BLOCKS, E.BLOCKS),
    "becomes_blocked": (E.BECOMES_BLOCKED, E.BECOMES_BLOCKED),
    "unblocked": (E.UNBLOCKED, E.UNBLOCKED),
    "combat_damage_player": (E.COMBAT_DAMAGE_PLAYER, E.COMBAT_DAMAGE_PLAYER),
    "combat_damage_creature": (E.COMBAT_DAMAGE_CREATURE, E.COMBAT_DAMAGE_CREATURE),
    "deals_damage": (E.DEALS_DAMAGE, E.DEALS_DAMAGE),
    "dealt_damage": (E.DEALT_DAMAGE, E.DEALT_DAMAGE),
    "tapped": (E.BECOMES_TAPPED, E.BECOMES_TAPPED),
    "untapped": (E.BECOMES_UNTAPPED, E.BECOMES_UNTAPPED),
    "target": (E.BECOMES_TARGET, E.BECOMES_TARGET),
    "attached": (E.BECOMES_ATTACHED, E.BECOMES_ATTACHED),
    "turned_face_up": (E.TURNED_FACE_UP, E.TURNED_FACE_UP),
    "becomes_monstrous": (E.BECOMES_MONSTROUS, E.BECOMES_MONSTROUS),
    "becomes_level": (E.BECOMES_LEVEL, E.BECOMES_LEVEL),  # 716.2a
    "transforms": (E.TRANSFORMS, E.TRANSFORMS),
    "crewed_first": (E.CREWED_FIRST, E.CREWED_FIRST),
    "saddled_first": (E.SADDLED_FIRST, E.SADDLED_FIRST),
    "enters_attached": (E.ENTERS_ATTACHED, E.ENTERS_ATTACHED),
    "exploits": (E.EXPLOITS, E.EXPLOITS),
    "crewed": (E.CREWED, E.CREWED),
    "crews": (E.CREWS, E.CREWS),
    "explores": (E.EXPLORES, E.EXPLORES),
    # the card itself only (113.6k): another object's is read with a card noun
    "self_to_graveyard": (E.CARD_TO_GRAVEYARD, E.CARD_TO_GRAVEYARD),
}



def _had_kind(token: str) -> str | None:
    """The counter's kind the THAT_HAD_KIND token (triggers.lark) names, if it names one:
    "it had a +1/+1 counter on it" -> "+1/+1", "it had one or more counters on it" -> None.

    >>> _had_kind("it had one or more oil counters on it")
    'oil'
    >>> _had_kind("it had a -1/-1 counter on it")
    '-1/-1'
    """
    words = token.lower().split()[2:]  # after "it had"
    if words[:1] in (["a"], ["an"]):
        return words[1]
    return None if words[3] == "counters" else words[3]  # after "one or more"


def _spent(token: str) -> tuple[str, bool] | None:
    """The amount word of the THAT_SPELL_SPENT token (triggers.lark), "" for "no mana", and
    whether it counts colored mana only; None if it reads otherwise.

    >>> _spent("at least four mana was spent to cast it"), _spent("no colored mana was spent")
    (('four', False), ('', True))
    """
    words = token.lower().split()
    colored = "colored" in words
    if words[:2] == ["at", "least"]:
        return words[2], colored
    if words[:1] == ["no"]:
        return "", colored
    if words[1:3] == ["or", "more"]:
        return words[0], colored
    return None


_ORDINALS: Final = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_TAPPERS: Final = {"you": Who.YOU, "any": Who.EACH_PLAYER, "opponent": Who.EACH_OPPONENT}
#: the older words of a cast or cycle trigger's player (engine.triggers read ``who``)
_WHO_WORD: Final = {Who.YOU: "you", Who.EACH_PLAYER: "player",
                    Who.EACH_OPPONENT: "opponent"}
#: the events "during your turn" / "during an opponent's turn" may follow (500.1)
_DURING_EVENTS: Final = frozenset({E.CAST, E.DRAW, E.GAIN_LIFE, E.LOSE_LIFE})
#: the mark of "your first spell" until "during ... turn" follows it
_FIRST_DURING: Final = "first ... during"
#: whose graveyard a card goes to, by the words naming it (its owner's, 404.1)
_GRAVEYARD_OF: Final = {ControllerSpec.YOU: Who.YOU, ControllerSpec.OPPONENT: Who.EACH_OPPONENT}
_LAND_YOU_CONTROL: Final = Selector(types=("Land",), controller=ControllerSpec.YOU)


def _merge(events: list[_Event]) -> tuple[dict[str, Any], ControllerSpec | None]:
    """The qualities of the events read together (a quality named twice must agree)."""
    merged: dict[str, Any] = {}
    controller = None
    for ev in events:
        for k, v in ev.qualities:
            if k in merged and merged[k] != v:
                raise ValueError(f"two values of {k!r} in one trigger condition")
            merged[k] = v
        controller = controller or ev.controller
    return merged, controller


def _trigger_subject(subject: Selector | None, controller: ControllerSpec | None
                     ) -> Selector | None:
    """The objects a trigger is about, with the controller its events name ("under your
    control"); refused where it names targets, cards in a zone or two controllers."""
    if controller is not None:
        if subject is None:
            raise ValueError("'under your control' of the source itself")
        if subject.controller is not ControllerSpec.ANY:
            raise ValueError("two controllers")
        subject = dataclasses.replace(subject, controller=controller)
    if subject is not None and subject.relation in (Relation.TARGET, Relation.THAT):
        raise ValueError(f"a trigger about {subject.relation} objects")
    if subject is not None and subject.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return subject


def _attached_trigger(subject: Selector, ev: _Event, events: list[_Event]) -> Trigger | None:
    """"When enchanted (equipped) creature dies", "When enchanted land is put into a
    graveyard", "When enchanted creature leaves the battlefield" (603.6c, 603.10a: they
    look back at what was attached as it left), or None; the kind of permanent it is
    attached to is the record's ``selector`` (None: a creature)."""
    if subject.relation not in (Relation.ENCHANTED, Relation.EQUIPPED):
        return None
    if ev.name not in ("enters", "dies", "leaves", "graveyard", "attached_graveyard",
                       "exiled"):
        return None
    if len(events) != 1 or ev.name == "enters" or ev.qualities:
        raise ValueError("a zone change of the enchanted or equipped permanent")
    kind = dataclasses.replace(subject, relation=None)
    if kind.controller is not ControllerSpec.ANY or kind != Selector(
            types=kind.types, subtypes=kind.subtypes) or len(kind.types) > 1:
        raise ValueError("an attached permanent of a kind not read")
    word = "enchanted" if subject.relation is Relation.ENCHANTED else "equipped"
    event = E.ATTACHED_LEAVES if ev.name == "leaves" else E.ATTACHED_DIES
    return Trigger(event, word, selector=None if kind.types == ("Creature",) and
                   not kind.subtypes else kind)


def _object_trigger(subject: Selector | None, events: list[_Event], *,
                    one_or_more: bool = False) -> Trigger:
    """A trigger about objects: ``subject`` None is the source itself."""
    qualities, controller = _merge(events)
    subject = _trigger_subject(subject, controller)
    kinds: list[TriggerEvent] = []
    for ev in events:
        attached = None if subject is None else _attached_trigger(subject, ev, events)
        if attached is not None:
            return attached
        if ev.name not in _BY_SUBJECT:  # "is put into a graveyard" of another object
            raise ValueError(f"{ev.name!r} of an object not attached to")
        if ev.name == "self_to_graveyard" and (subject is not None or len(events) > 1):
            raise ValueError("'is put into a graveyard from anywhere' of another object "
                             "or with another event")
        own, other = _BY_SUBJECT[ev.name]
        kind = own if subject is None else other
        if kind is E.OTHER_ENTERS and subject == _LAND_YOU_CONTROL and len(events) == 1 \
                and not qualities:
            return Trigger(E.LANDFALL, "a land you control enters")
        kinds.append(kind)
    if len(set(kinds)) != len(kinds):
        raise ValueError("an event named twice")
    text = qualities.pop("text", "")
    return Trigger(kinds[0], text, selector=subject, also=tuple(kinds[1:]),
                   one_or_more=one_or_more, **qualities)


@v_args(inline=True)
class TriggerRules(Transformer[Token, Any]):
    """The transformer rules of ``triggers.lark`` (mixed into the parser's)."""

    # -- trigger conditions -----------------------------------------------------------
    def tr_object(self, sel: Selector, events: list[_Event]) -> Trigger:
        return _object_trigger(None if sel.relation is Relation.SELF and sel == Selector(
            relation=Relation.SELF) else sel, events)

    def tr_self_or_another(self, _self: Token, body: Selector, events: list[_Event]) -> Trigger:
        """ "~ or another creature you control": the source, or another of that kind."""
        if body.relation is not None:
            raise ValueError("'another' with another relation")
        other = dataclasses.replace(body, relation=Relation.OTHER)
        return _object_trigger(Selector(either=(Selector(relation=Relation.SELF), other)),
                               events)

    def tr_self_or_attached(self, _self: Token, tok: Token, events: list[_Event]) -> Trigger:
        """ "Whenever ~ or equipped (enchanted) creature attacks": the source, or the
        creature it is attached to (301.5, 303.4) — one event of either triggers it."""
        rel = Relation.EQUIPPED if str(tok).lower().startswith("equipped") else \
            Relation.ENCHANTED
        if any(ev.name in ("enters", "dies", "leaves", "graveyard", "attached_graveyard",
                           "exiled")
               for ev in events):
            raise ValueError("a zone change of ~ or the creature it is attached to")
        return _object_trigger(Selector(either=(Selector(relation=Relation.SELF),
                                                Selector(types=("Creature",),
                                                         relation=rel))), events)

    def tr_self_plural(self, _self: Token, *events: _Event) -> Trigger:
        """ "When Lo and Li enter", "Whenever Aang and Katara enter or attack": the
        source (one object, whose name is plural), as "~ enters or attacks" (603.2)."""
        return _object_trigger(None, list(events))

    def tr_one_or_more(self, body: Selector, event: _Event) -> Trigger:
        """ "Whenever one or more creatures you control attack": once per event (603.2c)."""
        return _object_trigger(body, [event], one_or_more=True)

    def tr_card_to_graveyard(self, _det: Any, card: Selector, whose: ControllerSpec
                             ) -> Trigger:
        """ "Whenever a creature card is put into an opponent's graveyard from anywhere"
        (400.3): ``whose`` graveyard is its owner's (404.1)."""
        if card.relation is not None or card.controller is not ControllerSpec.ANY:
            raise ValueError("a card phrase with a relation or controller")
        return Trigger(E.CARD_TO_GRAVEYARD, selector=dataclasses.replace(
            card, zone=None, relation=None, controller=whose))

    def tr_cards_to_graveyard(self, card: Selector, whose: ControllerSpec | Token
                              ) -> Trigger:
        """ "Whenever one or more land cards are put into your graveyard (into
        graveyards) from anywhere": once for each event, however many cards (603.2c)."""
        got = self.tr_card_to_graveyard(None, card, whose if isinstance(
            whose, ControllerSpec) else ControllerSpec.ANY)
        return dataclasses.replace(got, one_or_more=True)

    def tr_card_to_graveyard_from(self, _det: Any, card: Selector, whose: ControllerSpec,
                                  _lib: Any) -> Trigger:
        """ "Whenever a creature card is put into your graveyard from your library"
        (milled, 701.17a; the library is its owner's, as the graveyard is, 404.1)."""
        got = self.tr_card_to_graveyard(None, card, whose)
        return dataclasses.replace(got, from_zone="library")

    def tr_cards_to_graveyard_from(self, card: Selector, whose: ControllerSpec,
                                   _lib: Any) -> Trigger:
        """ "Whenever one or more cards are put into your graveyard from your library":
        once for each event (603.2c)."""
        got = self.tr_card_to_graveyard_from(None, card, whose, _lib)
        return dataclasses.replace(got, one_or_more=True)

    def library_ref(self, *_: Any) -> str:
        return "library"

    def tr_cards_leave_graveyard(self, card: Selector, whose: ControllerSpec,
                                 during: Who | None = None) -> Trigger:
        """ "Whenever one or more (creature) cards leave your graveyard (during your
        turn)": once for each event, however many cards (603.2c); it looks back in time
        (603.10a). ``whose`` graveyard is its owner's (404.1)."""
        got = self.tr_card_leaves_graveyard(None, card, whose)
        return dataclasses.replace(got, one_or_more=True, during=during)

    def tr_card_leaves_graveyard(self, _det: Any, card: Selector, whose: ControllerSpec
                                 ) -> Trigger:
        """ "Whenever a creature card leaves an opponent's graveyard" (603.10a)."""
        if card.relation is not None or card.controller is not ControllerSpec.ANY:
            raise ValueError("a card phrase with a relation or controller")
        return Trigger(E.LEAVES_GRAVEYARD, selector=dataclasses.replace(
            card, zone=None, relation=None, controller=whose))

    def tr_creatures_exiled(self, body: Selector, card: Selector) -> Trigger:
        """ "Whenever one or more creatures you control and/or creature cards in your
        graveyard are put into exile" (406.3; 603.10a: it looks back in time)."""
        creatures = Selector(types=("Creature",), controller=ControllerSpec.YOU)
        if body != creatures or card != Selector(types=("Creature",)):
            raise ValueError("only creatures you control and creature cards are read")
        return Trigger(E.CREATURES_EXILED, "you", who=Who.YOU, one_or_more=True)

    def tr_player(self, tapper: str, event: Trigger) -> Trigger:
        """What a player does: ``event`` is the record without its player."""
        who = _TAPPERS[tapper]
        if event.text == _FIRST_DURING:
            raise ValueError("'your first spell' without 'each turn' or 'during'")
        if event.text == "this spell":  # "when you cast this spell" (601.2i, 113.6k)
            if who is not Who.YOU:
                raise ValueError("another player casting this spell")
            return event
        if event.event in (E.CAST, E.CYCLE, E.CAST_TARGETING_SELF, E.CRIME, E.COPY_SPELL):
            text = _WHO_WORD[who]
            if event.event in (E.CAST_TARGETING_SELF, E.CRIME) and who is not Who.YOU:
                raise ValueError(f"'{text}' for a trigger only 'you' reads")
            return dataclasses.replace(event, text=text, who=who)
        if event.event in (E.DOOR_UNLOCKED, E.FULLY_UNLOCKED):
            if who is not Who.YOU:  # a Room's controller unlocks it (709.5e-f)
                raise ValueError("another player unlocking a door")
            return dataclasses.replace(event, who=who)
        if event.event is E.STATE:  # only "you control no ..." is read
            if who is not Who.YOU:
                raise ValueError("a state trigger about another player's permanents")
            return dataclasses.replace(event, who=who)
        if event.event is E.EXERTED and who is not Who.YOU:  # 701.43a
            raise ValueError("another player exerting a permanent")
        if event.event is E.YOU_SACRIFICE:
            if event.selector is None:
                raise ValueError("sacrificing without a kind of permanent")
            sel = event.selector
            if who is not Who.YOU:  # "an opponent sacrifices an artifact": one they
                # controlled (only a permanent's controller sacrifices it, 701.21a)
                if sel.controller is not ControllerSpec.ANY or sel.attacking or \
                        sel.blocking:
                    raise ValueError("another player sacrificing a permanent of a "
                                     "controller named")
                return dataclasses.replace(event, who=who)
            if sel.controller is ControllerSpec.OPPONENT or sel.attacking or sel.blocking:
                raise ValueError("sacrificing a permanent you don't control")
            return dataclasses.replace(event, who=who, selector=dataclasses.replace(
                sel, controller=ControllerSpec.YOU))
        return dataclasses.replace(event, who=who)

    def ts_spell(self) -> tuple[tuple[str, Any], ...]:
        return (("spells_only", True),)

    def ts_opponents(self) -> tuple[tuple[str, Any], ...]:
        return (("by", Who.EACH_OPPONENT),)

    def tr_you_targeted(self, how: tuple[tuple[str, Any], ...]) -> Trigger:
        """ "Whenever you become the target of a spell" (115.1): its controller is a
        target of it."""
        return Trigger(E.BECOMES_TARGET, to=Recipient(players=Who.YOU), **dict(how))

    def tr_you_or_yours_targeted(self, how: tuple[tuple[str, Any], ...]) -> Trigger:
        """ "Whenever you or a permanent you control becomes the target of a spell or
        ability an opponent controls": each of them it targets (115.1, 603.2c)."""
        return Trigger(E.BECOMES_TARGET, to=Recipient(Selector(controller=ControllerSpec.YOU),
                                                      Who.YOU), **dict(how))

    def tr_you_or_others_targeted(self, how: tuple[tuple[str, Any], ...]) -> Trigger:
        """ "Whenever you or another permanent you control becomes the target of ...":
        the source itself isn't one of them."""
        mine = Selector(controller=ControllerSpec.YOU, relation=Relation.OTHER)
        return Trigger(E.BECOMES_TARGET, to=Recipient(mine, Who.YOU), **dict(how))

    def tr_you_and_or_yours_targeted(self, how: tuple[tuple[str, Any], ...]) -> Trigger:
        """ "Whenever you and/or at least one permanent you control becomes the target of
        ...": once for the spell or ability, however many of them it targets (603.2c)."""
        return Trigger(E.BECOMES_TARGET, to=Recipient(Selector(controller=ControllerSpec.YOU),
                                                      Who.YOU), one_or_more=True, **dict(how))

    def tr_ring_tempts(self, _tok: Token) -> Trigger:
        """ "Whenever the Ring tempts you" (701.54d): you finished being tempted, even
        if no creature could be chosen."""
        return Trigger(E.RING_TEMPTS, who=Who.YOU)

    def tr_player_during(self, tapper: str, event: Trigger, during: Who) -> Trigger:
        """ "Whenever you cast a spell during an opponent's turn": whose turn it is
        (500.1) — read for cast triggers."""
        if event.text == _FIRST_DURING:  # "your first spell during ..."
            event = dataclasses.replace(event, text="")
        got = self.tr_player(tapper, event)
        if got.event not in _DURING_EVENTS or got.text == "this spell":
            raise ValueError("'during ... turn' after another event than casting, drawing "
                             "or gaining or losing life")
        return dataclasses.replace(got, during=during)

    def turn_yours(self) -> Who:
        return Who.YOU

    def turn_opponents(self) -> Who:
        return Who.EACH_OPPONENT

    def turn_theirs(self) -> Who:
        return Who.THAT_PLAYER

    def ev_cast_self(self, _s: Token) -> Trigger:
        """ "When you cast this spell": it triggers from the stack as the spell becomes
        cast (601.2i, 113.6k)."""
        return Trigger(E.CAST, "this spell")

    def tr_attack_with_others(self, sel: Selector, n: int, *_: Any) -> Trigger:
        """ "Whenever ~ and at least two other creatures attack" (battalion): it attacks
        and at least that many other creatures are declared as attackers (508.1a)."""
        return _object_trigger(None if sel == Selector(relation=Relation.SELF) else sel,
                               [_Event("attacks", (("min_attackers", n + 1),))])

    def tr_attack_with_stronger(self, sel: Selector, n: int, _words: Token) -> Trigger:
        """ "Whenever ~ and at least one other creature with power greater than ~'s power
        attack" (training, 702.149a): it attacks, and so does another creature with
        greater power (508.1a)."""
        if sel != Selector(relation=Relation.SELF) or n != 1:
            raise ValueError("only '~ and at least one other creature with greater power'")
        return _object_trigger(None, [_Event("attacks", (("min_attackers", 2),
                                                         ("stronger_attacker", True)))])

    def tr_counter_put(self, tok: Token, sel: Selector) -> Trigger:
        return self._counters(sel, str(tok).lower(), one_or_more=False)

    def tr_counters_put(self, tok: Token, sel: Selector) -> Trigger:
        return self._counters(sel, str(tok).lower(), one_or_more=True)

    def tr_any_counters_put(self, sel: Selector) -> Trigger:
        return self._counters(sel, None, one_or_more=True)

    def ev_put_counters(self, *parts: Any) -> Trigger:
        """ "Whenever you put one or more (+1/+1) counters on a creature you control": the
        counters put on a permanent (122.6) by the player the trigger names (its ``who``,
        set by :meth:`tr_player`)."""
        kind = str(parts[0]).lower() if len(parts) == 2 else None
        return self._counters(parts[-1], kind, one_or_more=True)

    def tr_last_counter_removed(self, tok: Token, sel: Selector) -> Trigger:
        """ "When the last time counter is removed from ~" (suspend 702.62a, vanishing
        702.63a): only of the source itself."""
        if sel != Selector(relation=Relation.SELF):
            raise ValueError("only the last counter removed from ~ itself")
        return Trigger(E.LAST_COUNTER_REMOVED, counter=str(tok).lower())

    def tr_last_counter_removed_exiled(self, tok: Token, _self: Token, _w: Token) -> Trigger:
        """ "When the last time counter is removed from ~ while it's exiled" (702.62a):
        the card in exile, its ability functioning there."""
        return Trigger(E.LAST_COUNTER_REMOVED, counter=str(tok).lower(), from_zone="exile")

    def tr_counter_removed_exiled(self, tok: Token, _self: Token, _w: Token) -> Trigger:
        """ "Whenever a time counter is removed from ~ while it's exiled", "Whenever you
        remove a time counter from ~ while it's exiled": each counter removed from the
        card in exile (702.62a: its owner removes them, and controls its abilities there)."""
        return Trigger(E.COUNTER_REMOVED, counter=str(tok).lower(), from_zone="exile")

    def _counters(self, sel: Selector, kind: str | None, *, one_or_more: bool) -> Trigger:
        """Counters put on a permanent (122.1): "one or more" triggers once each time
        counters are put, however many (603.2c)."""
        subject = None if sel == Selector(relation=Relation.SELF) else sel
        if subject is not None and (subject.relation in (Relation.TARGET, Relation.THAT)
                                    or subject.zone is not None):
            raise ValueError("counters put on something other than permanents")
        return Trigger(E.COUNTERS_PUT, selector=subject, counter=kind,
                       one_or_more=one_or_more)

    def tr_source_damages_self(self, tok: Token, _self: Token) -> Trigger:
        """ "Whenever a source deals damage to ~": ~ is dealt damage, by any source
        (120.3)."""
        if str(tok).lower() != "a source deals damage to":
            raise ValueError("a source of a kind dealing damage to ~ is not read")
        return _object_trigger(None, [_Event("dealt_damage")])

    def tr_you_dealt_damage(self, kind: tuple[bool, bool]) -> Trigger:
        """ "Whenever you're dealt (noncombat) damage" (120.3a)."""
        return Trigger(E.PLAYER_DEALT_DAMAGE, who=Who.YOU, combat=kind[0], noncombat=kind[1])

    def tr_source_damages_player(self, tok: Token, who: Who) -> Trigger:
        """ "Whenever a source an opponent controls (you control) deals (noncombat)
        damage to you (an opponent)": the player dealt damage (120.3a) and, where named,
        the source's controller (``by``)."""
        words = str(tok).lower()
        by = Who.EACH_OPPONENT if " an opponent controls " in words else \
            Who.YOU if " you control " in words else None
        return Trigger(E.PLAYER_DEALT_DAMAGE, who=who, by=by,
                       combat=" deals combat " in words, noncombat=" noncombat " in words)

    def ev_player_dealt_damage(self, kind: tuple[bool, bool]) -> Trigger:
        """ "Whenever an opponent (a player) is dealt (noncombat) damage" (120.3a)."""
        return Trigger(E.PLAYER_DEALT_DAMAGE, combat=kind[0], noncombat=kind[1])

    def dp_you(self) -> Who:
        return Who.YOU

    def dp_opponent(self) -> Who:
        return Who.EACH_OPPONENT

    def dk_any(self) -> tuple[bool, bool]:
        """Any damage: (combat only, noncombat only)."""
        return (False, False)

    def dk_combat(self) -> tuple[bool, bool]:
        return (True, False)

    def dk_noncombat(self) -> tuple[bool, bool]:
        return (False, True)

    def tr_one_or_more_attack_you(self, body: Selector) -> Trigger:
        """ "Whenever one or more creatures attack you": once for each declaration of
        attackers that has such a creature attack you (508.3a, 603.2c)."""
        return _object_trigger(body, [self.ev_attacks_you()], one_or_more=True)

    def tr_damaged_by_dies(self, tok: Token) -> Trigger:
        """ "Whenever a creature dealt damage by ~ this turn dies" (700.4): the damage
        the source (or the creature it is attached to) dealt it this turn (120.3e)."""
        word = str(tok).lower().rsplit(" by ", 1)[1]
        by = {"~": Relation.SELF, "equipped creature": Relation.EQUIPPED,
              "enchanted creature": Relation.ENCHANTED}[word]
        return Trigger(E.CREATURE_DIES, selector=_CREATURES, damaged_by=by)

    def tr_step(self, step: Trigger) -> Trigger:
        return step

    def tr_end_of_combat(self) -> Trigger:
        """ "At end of combat": the end of combat step begins (511.1)."""
        return Trigger(E.END_OF_COMBAT, "each player's", who=Who.EACH_PLAYER)

    # -- events of objects --------------------------------------------------------------
    def object_events(self, *events: _Event | list[_Event]) -> list[_Event]:
        return [e for ev in events for e in (ev if isinstance(ev, list) else [ev])]

    def ev_enters(self, *_: Any) -> _Event:
        return _Event("enters")

    def ev_enters_yours(self, *_: Any) -> _Event:
        return _Event("enters", controller=ControllerSpec.YOU)

    def ev_enters_untapped(self, *_: Any) -> _Event:
        """ "enters untapped": as it is once on the battlefield (603.6a, 614.1c)."""
        return _Event("enters", (("untapped", True),))

    def ev_enters_theirs(self, *_: Any) -> _Event:
        return _Event("enters", controller=ControllerSpec.OPPONENT)

    def ev_dies(self) -> _Event:
        return _Event("dies")

    def ev_attached_to_graveyard(self) -> _Event:
        """ "is put into a graveyard" of an enchanted permanent (from the battlefield)."""
        return _Event("attached_graveyard")

    def ev_exiled(self) -> _Event:
        """ "is put into exile from the battlefield" (603.6c: it leaves the battlefield
        for exile; 603.10a: it looks back)."""
        return _Event("exiled")

    def ev_leaves(self) -> _Event:
        return _Event("leaves")

    def ev_to_graveyard(self, whose: ControllerSpec) -> _Event:
        """ "is put into a graveyard (your graveyard, an opponent's graveyard) from the
        battlefield": whose graveyard is its owner's (404.1), read as ``graveyard_of``."""
        if whose is ControllerSpec.ANY:
            return _Event("graveyard")
        return _Event("graveyard", (("graveyard_of", _GRAVEYARD_OF[whose]),))

    def ev_self_to_graveyard(self, _whose: ControllerSpec) -> _Event:
        """ "~ is put into a graveyard from anywhere": its owner's graveyard (404.1),
        from any zone; the card's own ability triggers from there (113.6k)."""
        return _Event("self_to_graveyard")

    def ev_self_milled(self, _whose: ControllerSpec, _lib: Any) -> _Event:
        """ "~ is put into your graveyard from your library" (milled, 701.17a)."""
        return _Event("self_to_graveyard", (("from_zone", "library"),))

    def ev_attacks(self) -> _Event:
        return _Event("attacks")

    def ev_attacks_opponent(self) -> _Event:
        """ "attacks one of your opponents" (508.3a): the player it attacks is an
        opponent of the trigger's controller (attacking a planeswalker is not)."""
        return _Event("attacks", (("to", Recipient(players=Who.EACH_OPPONENT)),))

    def ev_dealt_combat_damage(self) -> _Event:
        """ "is dealt combat damage" (510.2: the damage of the combat damage step)."""
        return _Event("dealt_damage", (("combat", True),))

    def ev_exploits(self) -> _Event:
        """ "exploits a creature" (702.110b): the controller of its exploit ability
        sacrificed a creature as that ability resolved."""
        return _Event("exploits")

    def ev_attacks_alone(self) -> _Event:
        """ "attacks alone": the only creature declared as an attacker (506.5)."""
        return _Event("attacks", (("alone", True),))

    def ev_attacks_saddled(self) -> _Event:
        """ "attacks while saddled": it is saddled as it attacks (702.171b, 508.3a)."""
        return _Event("attacks", (("saddled", True),))

    def ev_attacks_while(self, cond: Condition) -> _Event:
        """ "attacks while you control a token": the state the attack must happen in,
        checked as it triggers only (603.2); not a condition about the event's objects."""
        if cond.text or cond.kind.startswith("that_"):
            raise ValueError("'attacks while' with a condition about the event")
        return _Event("attacks", (("while_holds", cond),))

    def ev_attacks_you(self) -> _Event:
        """ "attacks you" (508.3a): the player it attacks is the trigger's controller."""
        return _Event("attacks", (("to", Recipient(players=Who.YOU)),))

    def ev_attacks_player(self) -> _Event:
        """ "attacks a player" (508.1b): not a planeswalker or battle."""
        return _Event("attacks", (("to", _TO_PLAYER),))

    def ev_attacks_first(self, _first: Token) -> _Event:
        """ "attacks for the first time each turn": only attacks trigger the ability, so
        the first of the turn is the only one that does (603.2; a new object is a new
        source, 400.7)."""
        return _Event("attacks", (("once_each_turn", True),))

    def ev_attacks_most_life(self) -> _Event:
        """ "attacks the player with the most life or tied for most life" (dethrone,
        702.105a): no player's life total exceeds that of the player it attacks."""
        return _Event("attacks", (("to", Recipient(players=Who.MOST_LIFE)),))

    def ev_attacks_you_or_pw(self) -> _Event:
        """ "attacks you or a planeswalker you control" (508.3a, 506.2)."""
        return _Event("attacks", (("to", Recipient(Selector(
            types=("Planeswalker",), controller=ControllerSpec.YOU), Who.YOU)),))

    def ev_blocks(self) -> _Event:
        return _Event("blocks")

    def ev_blocks_each(self, kind: Selector) -> _Event:
        """ "blocks a creature (with flying)": once for each creature of that kind it
        blocks (509.3b)."""
        return _Event("blocks", _each_of_kind(kind))

    def ev_becomes_blocked(self) -> _Event:
        return _Event("becomes_blocked")

    def ev_blocked_each(self, kind: Selector) -> _Event:
        """ "becomes blocked by a (green) creature": once for each blocker of that kind
        (509.3d)."""
        return _Event("becomes_blocked", _each_of_kind(kind))

    def ev_blocks_or_blocked_by(self, _tok: Token, kind: Selector) -> list[_Event]:
        """ "blocks or becomes blocked by a nonblack creature": both, once for each
        creature of that kind (509.3b, 509.3d)."""
        return [_Event("blocks", _each_of_kind(kind)),
                _Event("becomes_blocked", _each_of_kind(kind))]

    def ev_blocks_some(self, kind: Selector) -> _Event:
        """ "blocks one or more black creatures": once, when it blocks (509.3a) and one
        of the creatures it blocks is of that kind."""
        return _Event("blocks", _some_of_kind(kind))

    def ev_blocked_by_some(self, kind: Selector) -> _Event:
        """ "becomes blocked by one or more Orcs": once, when it becomes blocked (509.3c)
        and one of its blockers is of that kind."""
        return _Event("becomes_blocked", _some_of_kind(kind))

    def ev_blocks_or_blocked_by_some(self, _tok: Token, kind: Selector) -> list[_Event]:
        """ "blocks or becomes blocked by one or more black creatures": both, once each
        (509.3a, 509.3c)."""
        return [self.ev_blocks_some(kind), self.ev_blocked_by_some(kind)]

    def ev_turned_face_up(self) -> _Event:
        """ "is turned face up" (708.8)."""
        return _Event("turned_face_up")

    def ev_transforms_into_self(self, _self: Token) -> _Event:
        """ "transforms into ~" (701.27): it is turned over and the face up after is the
        one the ability is printed on — where the ability exists then (712.8)."""
        return _Event("transforms")

    def ev_becomes_monstrous(self) -> _Event:
        """ "becomes monstrous" (701.37b)."""
        return _Event("becomes_monstrous")

    def ev_becomes_level(self, n: int) -> _Event:
        """ "becomes level N": a Class gaining its level N (716.2a)."""
        return _Event("becomes_level", (("level", n),))

    def ev_saddled_first(self) -> _Event:
        """ "becomes saddled for the first time each turn" (702.171b)."""
        return _Event("saddled_first")

    def ev_crewed_first(self) -> _Event:
        """ "becomes crewed for the first time each turn" (702.122d)."""
        return _Event("crewed_first")

    def ev_unblocked(self) -> _Event:
        return _Event("unblocked")

    def ev_combat_damage(self, to: Recipient) -> _Event:
        if to == _TO_PLAYER:
            return _Event("combat_damage_player")
        if to == _TO_CREATURE:
            return _Event("combat_damage_creature")
        return _Event("deals_damage", (("to", to), ("combat", True)))

    def ev_any_combat_damage(self) -> _Event:
        return _Event("deals_damage", (("combat", True),))

    def ev_damage(self, to: Recipient) -> _Event:
        return _Event("deals_damage", (("to", to),))

    def ev_any_damage(self) -> _Event:
        return _Event("deals_damage")

    def ev_dealt_damage(self) -> _Event:
        return _Event("dealt_damage")

    def ev_tapped(self) -> _Event:
        return _Event("tapped")

    def ev_untapped(self) -> _Event:
        return _Event("untapped")

    def ev_target_spell(self) -> _Event:
        return _Event("target", (("spells_only", True),))

    def ev_target_spell_kind(self, kind: Selector, _spell: Token) -> _Event:
        """ "becomes the target of an instant or sorcery spell (an Aura spell)": a spell
        of that kind targets it (115.1), its characteristics on the stack."""
        if kind == Selector():
            raise ValueError("a spell of no kind")
        return _Event("target", (("spells_only", True), ("spell_kind", kind)))

    def ev_target_any(self) -> _Event:
        return _Event("target")

    def ev_target_opponent(self) -> _Event:
        return _Event("target", (("by", Who.EACH_OPPONENT),))

    def ev_target_yours(self) -> _Event:
        """ "becomes the target of a spell or ability you control" (115.1)."""
        return _Event("target", (("by", Who.YOU),))

    def ev_target_spell_yours(self) -> _Event:
        return _Event("target", (("spells_only", True), ("by", Who.YOU)))

    def ev_target_spell_opponent(self) -> _Event:
        return _Event("target", (("spells_only", True), ("by", Who.EACH_OPPONENT)))

    def ev_target_first(self, _first: Token) -> _Event:
        """ "becomes the target of a spell or ability for the first time each turn": only
        such events trigger it, so the first of the turn is the only one that does
        (603.2; a new object is a new source, 400.7)."""
        return _Event("target", (("once_each_turn", True),))

    def ev_target_yours_first(self, _first: Token) -> _Event:
        """Valiant: "... of a spell or ability you control for the first time each turn"."""
        return _Event("target", (("by", Who.YOU), ("once_each_turn", True)))

    def ev_attached(self) -> _Event:
        """ "becomes attached to a creature" (701.3a): ``text`` what it is attached to."""
        return _Event("attached", (("text", "creature"),))

    def ev_enters_attached(self, *_: Any) -> _Event:
        """ "enters attached to a creature" (an Aura, 303.4f)."""
        return _Event("enters_attached", (("text", "creature"),))

    def to_player(self) -> Recipient:
        return _TO_PLAYER

    def to_opponent(self) -> Recipient:
        return Recipient(players=Who.EACH_OPPONENT)

    def to_creature(self) -> Recipient:
        return _TO_CREATURE

    def to_player_or_pw(self) -> Recipient:
        return Recipient(Selector(types=("Planeswalker",)), Who.EACH_PLAYER)

    def to_player_or_battle(self) -> Recipient:
        return Recipient(Selector(types=("Battle",)), Who.EACH_PLAYER)

    def to_opponent_or_pw(self) -> Recipient:
        return Recipient(Selector(types=("Planeswalker",)), Who.EACH_OPPONENT)

    def to_subtype(self, *toks: Token) -> Recipient:
        """ "to a Vampire", "to a Goblin or Orc": a creature of one of those creature
        types (120.3, 205.3m)."""
        subs = tuple(subtype_token(t) for t in toks)
        if any(SUBTYPE_OWNER.get(s, "Creature") != "Creature" for s in subs):
            raise ValueError("damage to a permanent of a noncreature subtype")
        return Recipient(Selector(types=("Creature",), subtypes=subs))

    def to_you(self) -> Recipient:
        return Recipient(players=Who.YOU)

    def gy_any(self) -> ControllerSpec:
        return ControllerSpec.ANY

    def gy_yours(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def gy_opponents(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    # -- what players do ----------------------------------------------------------------
    def ev_cast(self, kind: Selector, _spell: Token, *posts: tuple[str, Any]) -> Trigger:
        """ "casts a creature spell (with mana value 5 or greater)" (601.2i); "a spell
        that targets ~" (heroic, 115.1); the spell's other qualities (:func:`_cast_with`)."""
        if any(p[0] == "targets_self" for p in posts):
            if kind != Selector() or len(posts) > 1:
                raise ValueError("a kind of spell that targets ~")
            return Trigger(E.CAST_TARGETING_SELF, selector=Selector())
        return _cast_with(kind, posts)

    def cp_max_mana_value(self, n: int) -> tuple[str, Any]:
        return ("max_mana_value", n)

    def cp_min_power(self, n: int) -> tuple[str, Any]:
        return ("min_power", n)

    def cp_keyword(self, tok: Token) -> tuple[str, Any]:
        """ "with flying", "that has convoke": a keyword ability of the spell (702)."""
        return ("keywords", (str(tok).capitalize(),))

    def cp_targets(self, sel: Selector) -> tuple[str, Any]:
        """ "that targets a creature you control" (115.1); "that targets ~" is heroic."""
        if sel == Selector(relation=Relation.SELF):
            return ("targets_self", True)
        if sel.relation is not None or sel.zone is not None:
            raise ValueError("a spell that targets something other than a kind of "
                             "permanent")
        return ("targets", sel)

    def cp_targets_one_or_more(self, body: Selector) -> tuple[str, Any]:
        """ "that targets one or more permanents": at least one of its targets (115.1)."""
        return self.cp_targets(body)

    def cp_from(self, zone: tuple[str, Any]) -> tuple[str, Any]:
        return zone

    def cz_hand(self) -> tuple[str, Any]:
        return ("cast_from", ("hand",))

    def cz_graveyard(self) -> tuple[str, Any]:
        return ("cast_from", ("graveyard",))

    def cz_exile(self) -> tuple[str, Any]:
        return ("cast_from", ("exile",))

    def cz_library(self) -> tuple[str, Any]:
        return ("cast_from", ("library",))

    def cp_x_in_cost(self, _tok: Token) -> tuple[str, Any]:
        """ "with {X} in its mana cost" (107.3): its card's mana cost has an X."""
        return ("x_in_cost", True)

    def cz_not_hand(self) -> tuple[str, Any]:
        return ("not_from_hand", True)

    def cp_chosen_color(self) -> tuple[str, Any]:
        return ("chosen_color", True)

    def cp_chosen_type(self) -> tuple[str, Any]:
        return ("chosen_subtype", True)

    def cp_both_colors(self, one: Token, other: Token) -> tuple[str, Any]:
        """ "that's both red and white": it has both colors (105.2)."""
        return ("both_colors", (COLOR_WORDS[str(one).lower()], COLOR_WORDS[str(other).lower()]))

    def cp_any_color(self, *toks: Token) -> tuple[str, Any]:
        """ "that's white, blue, black, or red": one of those colors (105.2)."""
        return ("colors", tuple(COLOR_WORDS[str(t).lower()] for t in toks))

    def cp_colored(self) -> tuple[str, Any]:
        """ "that's one or more colors": not colorless (105.2c)."""
        return ("colors", tuple(COLOR_WORDS.values()))

    def cp_adventure(self) -> tuple[str, Any]:
        """ "that has an Adventure": its card has one (715.2a-b)."""
        return ("adventure", True)

    def cp_mana_value_counters(self, tok: Token, _self: Token) -> tuple[str, Any]:
        """ "with mana value equal to the number of charge counters on ~" (202.3): the
        source's counters of that kind as the spell becomes cast."""
        return ("mana_value_counters", str(tok).lower())

    def ev_copy(self, kind: Selector, _spell: Token) -> Trigger:
        """ "copies a spell (an instant spell)" (707.10): a copy is created, not cast."""
        return Trigger(E.COPY_SPELL, selector=kind)

    def ev_cast_another(self, kind: Selector, _spell: Token, *posts: tuple[str, Any]
                        ) -> Trigger:
        """ "casts another Vampire spell": the source is a permanent, never the spell
        cast, so "another" adds nothing to the kind (601.2i)."""
        return self.ev_cast(kind, _spell, *posts)

    def series_comma(self, *_: Any) -> str:
        return "conj"

    def cast_kind(self, *parts: Any) -> Selector:
        """ "instant or sorcery", "creature", "noncreature or Dragon", "blue", "" (any
        spell): its card's characteristics (111.1)."""
        groups: list[list[Any]] = [[]]
        for p in parts:
            if isinstance(p, str):  # "or": a conj
                groups.append([])
            else:
                groups[-1].append(p)
        kinds: list[Selector] = []
        for g in [g for g in groups if g] or [[]]:  # ", or" is one separator
            sel = cast(Any, self).selector(*g)
            if not isinstance(sel, Selector) or sel.relation is not None or \
                    sel.controller is not ControllerSpec.ANY:
                raise ValueError("a kind of spell with a relation")
            kinds.append(sel)
        if len(kinds) == 1:
            return kinds[0]
        plain = [k for k in kinds if k == Selector(types=k.types) and len(k.types) == 1]
        if len(plain) == len(kinds):  # "instant or sorcery": one of the types
            return Selector(types=tuple(k.types[0] for k in kinds), any_type=True)
        first = kinds[0]
        if len(first.types) == 1 and not first.any_type and len(plain) == len(kinds) - 1 \
                and first not in plain:  # "a red instant or sorcery spell": red, either type
            types = first.types + tuple(k.types[0] for k in plain)
            return dataclasses.replace(first, types=types, any_type=True)
        if all(k == Selector(colors=k.colors) and len(k.colors) == 1 for k in kinds):
            return Selector(colors=tuple(k.colors[0] for k in kinds))  # "blue or black"
        return Selector(either=tuple(kinds))  # "noncreature or Dragon"

    def with_min_mana_value(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", n)

    def targets_self(self, _s: Token) -> tuple[str, Any]:
        return ("targets_self", True)

    def ev_draw(self) -> Trigger:
        return Trigger(E.DRAW)

    def ev_draw_nth(self, nth: Token) -> Trigger:
        """ "draws your second card each turn" (121.2: each card is one draw)."""
        return Trigger(E.DRAW, nth_each_turn=_ORDINALS[str(nth).lower()])

    def ev_cast_nth(self, nth: Token, _spell: Token) -> Trigger:
        """ "cast your second spell each turn" (601.2i)."""
        return Trigger(E.CAST, selector=Selector(),
                       nth_each_turn=_ORDINALS[str(nth).lower()])

    def ev_cast_nth_during(self, nth: Token, _spell: Token) -> Trigger:
        """ "casts their second spell" before "during their turn" (read there): the
        player's n-th spell of the turn (601.2i)."""
        return Trigger(E.CAST, _FIRST_DURING, selector=Selector(),
                       nth_each_turn=_ORDINALS[str(nth).lower()])

    def ev_cast_first(self, kind: Selector, _spell: Token) -> Trigger:
        """ "cast your first (instant or sorcery) spell each turn" (601.2i), "... your
        first spell during each opponent's turn" (the turn's history counts the spells;
        this one is counted)."""
        return Trigger(E.CAST, selector=kind, first_each_turn=True)

    def ev_cast_first_during(self, kind: Selector, _spell: Token) -> Trigger:
        """ "your first spell" before "during each opponent's turn" (read there)."""
        return Trigger(E.CAST, _FIRST_DURING, selector=kind, first_each_turn=True)

    def ev_cast_or_copy(self, kind: Selector, _spell: Token) -> Trigger:
        """ "cast or copy an instant or sorcery spell" (magecraft, 601.2i, 707.10)."""
        return Trigger(E.CAST, selector=kind, also=(E.COPY_SPELL,))

    def ev_player_attacks_with(self, n: int, kind: Selector) -> Trigger:
        """ "Whenever you attack with three or more creatures", "... with one or more
        legendary creatures" (508.1a, 508.3d): at least ``n`` attackers of that kind."""
        if kind.subtypes and not kind.types:  # "with one or more Elves": creatures
            kind = dataclasses.replace(kind, types=("Creature",))
        if kind.relation not in (None, Relation.OTHER) or kind.zone is not None or \
                "Creature" not in kind.types or kind.any_type or \
                kind.controller is not ControllerSpec.ANY:
            raise ValueError("attacking with something other than a kind of creature")
        plain = kind == _CREATURES
        return Trigger(E.YOU_ATTACK, min_attackers=n if n > 1 or plain else None,
                       selector=None if plain else kind)

    def ev_discard(self, *words: Any) -> Trigger:
        return Trigger(E.DISCARD)

    def ev_discard_many(self) -> Trigger:
        """ "Whenever you discard one or more cards": once for each discarding event,
        however many cards (603.2c)."""
        return Trigger(E.DISCARD, one_or_more=True)

    def ev_discard_kind(self, *parts: Any) -> Trigger:
        """ "Whenever you discard a creature card" (701.9a): a card of that kind, once
        for each (603.2c)."""
        return Trigger(E.DISCARD, selector=_discarded_kind(self, parts[:-1]))

    def ev_discard_kinds(self, *parts: Any) -> Trigger:
        """ "Whenever you discard one or more nonland cards": once for each discarding
        event with such a card in it (603.2c)."""
        return Trigger(E.DISCARD, selector=_discarded_kind(self, parts[:-1]),
                       one_or_more=True)

    def ev_activate_any(self, _not_mana: Token) -> Trigger:
        """ "activates an ability that isn't a mana ability" (602.2b, 601.2i, 605.1a): of any
        object, in any zone."""
        return Trigger(E.ACTIVATE, selector=Selector())

    def ev_activate_of(self, kind: Selector, _not_mana: Token) -> Trigger:
        """ "activates an ability of an artifact or creature that isn't a mana ability":
        of a permanent of that kind (110.1)."""
        if kind == Selector():
            raise ValueError("an ability of no kind of permanent")
        return Trigger(E.ACTIVATE, selector=kind)

    def ev_activate_loyalty(self) -> Trigger:
        """ "activates a loyalty ability" (606.3: never a mana ability)."""
        return Trigger(E.ACTIVATE, selector=Selector(), ability_kind="loyalty")

    def ev_activate_loyalty_of(self, sel: Selector) -> Trigger:
        """ "activates a loyalty ability of a Chandra planeswalker (of enchanted
        planeswalker)" (606.3)."""
        if sel.relation not in (None, Relation.ENCHANTED) or sel.zone is not None or \
                sel.controller is not ControllerSpec.ANY:
            raise ValueError("a loyalty ability of a planeswalker not read")
        return Trigger(E.ACTIVATE, selector=sel, ability_kind="loyalty")

    def ev_activate_named(self, tok: Token) -> Trigger:
        """ "activates an exhaust (a boast, a ninjutsu) ability": of that keyword or
        ability word (602.2b, 601.2i; none of them is a mana ability)."""
        name = str(tok).lower().removesuffix(" ability")
        if " or " in name:
            raise ValueError("an ability of two names")
        return Trigger(E.ACTIVATE, selector=Selector(), ability_kind=name)

    def ev_roll_any(self) -> Trigger:
        """ "rolls one or more dice", "rolls a die" (706.1): each roll is one event."""
        return Trigger(E.ROLL_DIE)

    def ev_roll_result(self, tok: Token) -> Trigger:
        """ "rolls a 6", "... a 3 or higher", "... a 1 or 2" (706.2: the result)."""
        words = str(tok).lower().split()
        low = int(words[0])
        high = 1_000 if words[-1] == "higher" else int(words[-1])
        if high < low or (len(words) == 3 and words[-1] != "higher" and high != low + 1):
            raise ValueError("a range of die results not read")
        return Trigger(E.ROLL_DIE, result=(low, high))

    def ev_expend(self, n: int) -> Trigger:
        """ "Whenever you expend 4": the player's mana spent to cast spells this turn
        reaches N as they pay a spell's cost (700.14)."""
        return Trigger(E.EXPEND, nth_each_turn=n)

    def ev_search(self) -> Trigger:
        """ "Whenever an opponent searches their library" (701.23)."""
        return Trigger(E.SEARCH)

    def ev_crewed(self) -> _Event:
        """ "becomes crewed": a crew ability of it resolves (702.122d)."""
        return _Event("crewed")

    def ev_crews(self) -> _Event:
        """ "crews a Vehicle": it is tapped to pay a crew cost (702.122b)."""
        return _Event("crews")

    def ev_explores(self) -> _Event:
        """ "explores" (701.44a)."""
        return _Event("explores")

    def ev_play_land(self) -> Trigger:
        """ "Whenever an opponent plays a land": the special action of playing one
        (305.1, 116.2a), not a land entering otherwise."""
        return Trigger(E.PLAY_LAND)

    def ev_gain_life(self, *_: Any) -> Trigger:
        return Trigger(E.GAIN_LIFE)

    def ev_lose_life(self, *_: Any) -> Trigger:
        return Trigger(E.LOSE_LIFE)

    def ev_gain_life_first(self, *_: Any) -> Trigger:
        """ "Whenever you gain life for the first time each turn" (119.9)."""
        return Trigger(E.GAIN_LIFE, first_each_turn=True)

    def ev_lose_life_first(self, *_: Any) -> Trigger:
        """ "Whenever you lose life for the first time each turn" (119.3)."""
        return Trigger(E.LOSE_LIFE, first_each_turn=True)

    def ev_cast_kicked(self, _spell: Token) -> Trigger:
        """ "Whenever you cast a kicked spell", "Whenever a player kicks a spell": its
        kicker cost was paid as it was cast (702.33d, 601.2i)."""
        return Trigger(E.CAST, selector=Selector(), kicked=True)

    def ev_cast_not_first(self, kind: Selector, _spell: Token, _first: Token) -> Trigger:
        """ "Whenever you cast a spell other than your first spell each turn": the
        player has cast another spell before it this turn (601.2i; this one is counted)."""
        return Trigger(E.CAST, selector=kind, not_first_each_turn=True)

    def ev_unlock_door(self) -> Trigger:
        """ "you unlock this door": the door the ability is printed on is given the
        unlocked designation (709.5h)."""
        return Trigger(E.DOOR_UNLOCKED)

    def ev_fully_unlock(self, sel: Selector) -> Trigger:
        """ "you fully unlock a Room": its second door is unlocked, or both at once
        (709.5i)."""
        if "Room" not in sel.subtypes or sel.relation is not None or sel.zone is not None:
            raise ValueError("fully unlocking something other than a Room")
        return Trigger(E.FULLY_UNLOCKED, selector=sel)

    def ev_sacrifice(self, sel: Selector) -> Trigger:
        """ "whenever you sacrifice a Clue" (701.21a: a permanent its controller puts into
        its owner's graveyard)."""
        if sel == Selector(relation=Relation.SELF):  # "when you sacrifice ~" (603.10a)
            return Trigger(E.YOU_SACRIFICE, selector=sel)
        if sel.relation not in (None, Relation.OTHER) or sel.zone is not None:
            raise ValueError("sacrificing something other than a kind of permanent")
        return Trigger(E.YOU_SACRIFICE, selector=sel)

    def ev_sacrifice_many(self, body: Selector) -> Trigger:
        """ "Whenever you sacrifice one or more Foods": once for each event, however
        many permanents (603.2c)."""
        return dataclasses.replace(self.ev_sacrifice(body), one_or_more=True)

    def ev_exert(self, sel: Selector) -> Trigger:
        """ "Whenever you exert a creature" (701.43a): a permanent you control is exerted
        — only by its controller, paying a cost or attacking (701.43d)."""
        if sel.relation is not None or sel.zone is not None or \
                sel.controller not in (ControllerSpec.ANY, ControllerSpec.YOU):
            raise ValueError("exerting something other than a kind of permanent you control")
        return Trigger(E.EXERTED, selector=dataclasses.replace(sel, controller=ControllerSpec.YOU))

    def ev_player_attacks(self) -> Trigger:
        """ "Whenever you attack": one or more of your creatures are declared as
        attackers (508.3d)."""
        return Trigger(E.YOU_ATTACK)

    def ev_player_attacks_player(self) -> Trigger:
        """ "Whenever you attack a player": one or more of your creatures are declared as
        attackers, attacking a player (508.1b, 508.3d) — not a planeswalker or battle."""
        return Trigger(E.YOU_ATTACK, to=_TO_PLAYER)

    def ev_player_attacks_you(self) -> Trigger:
        """ "Whenever an opponent attacks you": one or more of their creatures are
        declared as attackers attacking the trigger's controller (508.1b, 508.3d);
        "... and/or one or more planeswalkers you control" alike, as the engine's
        attacks are at players (506.2)."""
        return Trigger(E.YOU_ATTACK, to=Recipient(players=Who.YOU))

    def ev_player_attacks_you_while(self, cond: Condition) -> Trigger:
        """ "Whenever an opponent attacks you while you're the monarch": that holds as
        the attackers are declared (603.2), not checked again."""
        if cond.text or cond.kind.startswith("that_"):
            raise ValueError("'attacks you while' with a condition about the event")
        return Trigger(E.YOU_ATTACK, to=Recipient(players=Who.YOU), while_holds=cond)

    def ev_cycle(self) -> Trigger:
        return Trigger(E.CYCLE)

    def ev_cycle_another(self) -> Trigger:
        """ "Whenever you cycle another card": a permanent's ability; the card cycled is
        in a hand as it is cycled (702.29a), so it is always another object (400.7)."""
        return Trigger(E.CYCLE)

    def ev_cycle_self(self, _s: Token) -> Trigger:
        """ "When you cycle ~": the card cycled is the source (702.29c)."""
        return Trigger(E.CYCLE, selector=Selector(relation=Relation.SELF))

    def tr_day_night(self) -> Trigger:
        """ "Whenever day becomes night or night becomes day" (731.1a)."""
        return Trigger(E.DAY_NIGHT)

    def ev_crime(self) -> Trigger:
        return Trigger(E.CRIME)

    def ev_scry(self) -> Trigger:
        """ "Whenever you scry" (701.22)."""
        return Trigger(E.SCRY)

    def ev_surveil(self) -> Trigger:
        """ "Whenever you surveil" (701.25)."""
        return Trigger(E.SURVEIL)

    def ev_scry_or_surveil(self) -> Trigger:
        """ "Whenever you scry or surveil" (701.22, 701.25)."""
        return Trigger(E.SCRY, also=(E.SURVEIL,))

    def ev_control_none(self, kind: Selector) -> Trigger:
        """ "When you control no Islands": a state trigger (603.8)."""
        if kind.relation not in (None, Relation.OTHER) or kind.zone is not None or \
                kind.controller is not ControllerSpec.ANY or kind.chosen_color or \
                kind.chosen_subtype:
            raise ValueError("a state trigger about something other than your permanents")
        return Trigger(E.STATE, state=Condition(
            "control", dataclasses.replace(kind, controller=ControllerSpec.YOU), negate=True))

    # -- steps and phases -----------------------------------------------------------------
    def step_of(self, whose: tuple[str, Who], name: TriggerEvent) -> Trigger:
        return Trigger(name, whose[0], who=whose[1])

    def step_your_combat(self) -> Trigger:
        return Trigger(E.COMBAT, "your", who=Who.YOU)

    def step_opponents_combat(self) -> Trigger:
        """ "At the beginning of combat on each opponent's turn" (507.1; 500.1: whose
        turn it is)."""
        return Trigger(E.COMBAT, "opponent's", who=Who.EACH_OPPONENT)

    def step_each_combat(self) -> Trigger:
        return Trigger(E.COMBAT, "each player's", who=Who.EACH_PLAYER)

    def step_each_end(self) -> Trigger:
        return Trigger(E.END_STEP, "each player's", who=Who.EACH_PLAYER)

    def step_enchanted_controller(self, name: TriggerEvent, _tok: Token) -> Trigger:
        """ "At the beginning of the upkeep of enchanted creature's controller": the
        step of the player who controls the permanent the source enchants (303.4);
        "that player" is them, "that creature" the enchanted permanent."""
        return Trigger(name, "enchanted's controller", who=Who.CONTROLLER)

    def whose_yours(self) -> tuple[str, Who]:
        return ("your", Who.YOU)

    def whose_each(self) -> tuple[str, Who]:
        return ("each player's", Who.EACH_PLAYER)

    def whose_opponents(self) -> tuple[str, Who]:
        return ("opponent's", Who.EACH_OPPONENT)

    def sn_upkeep(self) -> TriggerEvent:
        return E.UPKEEP

    def sn_draw(self) -> TriggerEvent:
        return E.DRAW_STEP

    def sn_precombat_main(self) -> TriggerEvent:
        return E.PRECOMBAT_MAIN

    def sn_postcombat_main(self) -> TriggerEvent:
        return E.POSTCOMBAT_MAIN

    def sn_end(self) -> TriggerEvent:
        return E.END_STEP


    # -- what triggered abilities say beside their trigger condition --------------------
    def unless_pays(self, inner: Any, who: Who, tok: Token) -> Many:
        """ "[do something] unless that player pays {1}": that player may pay; if they
        don't, [do something] (118.12a)."""
        return Many([_offer(who, tok), IfNotPaid(_items(inner))])

    def may_unless_pays(self, inner: Any, who: Who, tok: Token) -> Many:
        """ "you may draw a card unless that player pays {1}" (Rhystic Study): the
        payment is offered first; if it isn't made, you choose whether to draw
        (118.12a, 608.2d)."""
        return Many([_offer(who, tok), IfNotPaid((MayDo(_items(inner)),))])

    def offer_to_pay(self, who: Who, tok: Token) -> OfferToPay:
        """ "that player may pay {2}" (118.12)."""
        return _offer(who, tok)

    def i_put_those_counters(self, sel: Selector) -> PutThoseCounters:
        """ "put those counters on ~" (122.8)."""
        return PutThoseCounters(sel)

    def i_exile_until_leaves(self, sel: Selector, _until: Token) -> ExileUntilLeaves:
        """ "exile (another) target ... until ~ leaves the battlefield", "exile all
        creatures with power 5 or greater until ~ leaves the battlefield" (610.3): the
        target, or every permanent of the kind as it resolves."""
        if sel.relation not in (Relation.TARGET, None) or sel.zone is not None or \
                sel.one or sel.target_x:
            raise ValueError("'exile ... until ~ leaves' of something other than a target "
                             "permanent")
        return ExileUntilLeaves(sel)

    def i_gain_control_while(self, sel: Selector, _while: Token) -> GainControl:
        """ "gain control of target ... for as long as ~ remains on the battlefield" (or
        "until ~ leaves the battlefield"): it ends the moment the source leaves (611.2b)."""
        if sel.relation is not Relation.TARGET or sel.zone is not None:
            raise ValueError("'gain control ... for as long as ~ remains' of something "
                             "other than a target permanent")
        return GainControl(sel, "you", WHILE_ON_BATTLEFIELD)

    def i_return_exiled(self, _tok: Token) -> ReturnExiled:
        """ "return the exiled card to the battlefield under its owner's control": the
        card the source exiled until it left (610.3)."""
        return ReturnExiled()

    def i_turn_self_face_down(self, _s: Token) -> TurnFaceDown:
        """ "turn ~ face down" (708.2a)."""
        return TurnFaceDown()

    def i_move_all_counters(self, source: Selector, to: Selector) -> MoveCounters:
        """ "move all counters from ~ onto target creature" (122.5)."""
        if source.relation is not Relation.SELF:
            raise ValueError("counters moved from another object than the source")
        return MoveCounters(source, to)

    def i_move_counters(self, spec: tuple[str, Amount, bool], source: Selector,
                        to: Selector) -> MoveCounters:
        """ "move a +1/+1 counter from ~ onto that creature" (graft, 702.58a; 122.5): a
        fixed number of counters of one kind."""
        if source.relation is not Relation.SELF or not spec[1].is_fixed or spec[2]:
            raise ValueError("counters moved from another object, or not a fixed number")
        return MoveCounters(source, to, spec[0], spec[1].value)

    def delayed_end_step(self, inner: Any, _when: Token) -> Delayed:
        """ "<instruction> at the beginning of the next end step" (603.7a)."""
        return Delayed("next_end_step", _items(inner))

    def delayed_end_step_first(self, _when: Token, inner: Any) -> Delayed:
        return Delayed("next_end_step", _items(inner))

    def cond_any_counter_on_self(self, _s: Token) -> Condition:
        """ "if ~ has counters on it": any kind (122.1)."""
        return Condition("any_counter_on_self")

    def cond_that_had_counters(self) -> Condition:
        """ "if it had counters on it": the object the trigger event was about, as it
        last existed (603.10a, 122.8)."""
        return Condition("that_had_counters")

    def cond_that_had_kind(self, token: Token) -> Condition:
        """ "if it had a +1/+1 counter on it", "if it had one or more counters on it": the
        object the trigger event was about had a counter (of that kind), as it last
        existed (603.10a, 122.8)."""
        return Condition("that_had_counters", counter=_had_kind(str(token)))

    def cond_that_spell_spent(self, token: Token) -> Condition:
        """ "if at least four (four or more) mana was spent to cast it", "if no mana was
        spent to cast that spell": the mana paid for the spell the cast trigger is about
        (601.2h, 603.4); ``count`` the least amount, negated for "no mana"; "no colored
        mana" counts only mana of the five colors (105.1, 106.1b)."""
        read = _spent(str(token))
        if read is None or (read[0] and read[0] not in NUMBER_WORDS):
            raise ValueError(f"an amount of mana spent not read: {token!r}")
        word, colored = read
        kind = "that_spell_colored_spent" if colored else "that_spell_spent"
        if not word:  # "no mana": not even one (107.1)
            return Condition(kind, count=1, negate=True)
        return Condition(kind, count=NUMBER_WORDS[word])

    def cond_that_spell_kicked(self, _token: Token) -> Condition:
        """ "if that spell was kicked": its kicker cost was paid as it was cast (702.33d)."""
        return Condition("that_spell_kicked")

    # -- what happened this turn or last turn (603.4; engine/game/history.py) ----------
    def cond_attacked(self) -> Condition:
        """ "if you attacked this turn" (raid): you declared an attacker (508.1a)."""
        return Condition("attacked_this_turn")

    def cond_died(self, kind: Selector) -> Condition:
        """ "if a (non-Zombie) creature died this turn" (morbid, 700.4): its types as it
        last existed (603.10a)."""
        if kind.relation is not None or kind.controller is not ControllerSpec.ANY or \
                "Creature" not in kind.types:
            raise ValueError("only 'a creature (of a kind) died this turn' is read")
        return Condition("creature_died_this_turn", kind)

    def cond_opponent_lost_life(self) -> Condition:
        """ "if an opponent lost life this turn" (119.3)."""
        return Condition("opponent_lost_life_this_turn")

    def cond_permanent_left(self, _t: Token) -> Condition:
        """ "if a permanent you controlled left the battlefield this turn" (revolt)."""
        return Condition("permanent_left_this_turn")

    def cond_gained_life(self) -> Condition:
        """ "if you gained life this turn" (119.9)."""
        return Condition("gained_life_this_turn")

    def cond_gained_life_n(self, n: int) -> Condition:
        """ "if you gained 3 or more life this turn" (119.9)."""
        return Condition("gained_life_this_turn", count=n)

    def cond_no_spells_last_turn(self, _s: Token) -> Condition:
        """ "if no spells were cast last turn" (601.2i: by any player)."""
        return Condition("spells_cast_last_turn", count=1, negate=True)

    def cond_spells_last_turn(self, _t: Token, n: int, _s: Token) -> Condition:
        """ "if a player cast two or more spells last turn" (601.2i: one player)."""
        return Condition("player_spells_last_turn", count=n)

    def cond_card_types_in_graveyard(self, n: int) -> Condition:
        """ "if there are four or more card types among cards in your graveyard"
        (delirium: the card types of 205.2a, each counted once)."""
        return Condition("card_types_in_graveyard", count=n)


#: the qualities of a spell cast that are its characteristics (the trigger's selector)
_SPELL_QUALITIES: Final = frozenset({"max_mana_value", "min_power", "keywords",
                                     "chosen_color", "chosen_subtype", "colors"})


def _cast_with(kind: Selector, posts: tuple[tuple[str, Any], ...]) -> Trigger:
    """A cast trigger with the qualities of the spell that follow "spell" (601.2i): its
    characteristics go into the selector (a quality named twice is refused), where it
    was cast from and what it targets into the record."""
    sel = kind
    fields: dict[str, Any] = {}
    for key, value in posts:
        if key == "both_colors":  # both: one color, and the other through ``either``
            if sel.colors or sel.either:
                raise ValueError("two color qualities of one spell")
            sel = dataclasses.replace(sel, colors=value[:1],
                                      either=(Selector(colors=value[1:]),))
        elif key in _SPELL_QUALITIES:
            if getattr(sel, key) not in (None, False, ()):
                raise ValueError(f"two values of {key!r} of one spell")
            sel = dataclasses.replace(sel, **{key: value})
        elif key in fields:
            raise ValueError(f"two values of {key!r} in one trigger condition")
        else:
            fields[key] = value
    return Trigger(E.CAST, selector=sel, **fields)


#: where a trigger condition of two events may divide: " or " / " and " before another
#: "when", "whenever" or "at the beginning", or (after "Whenever") before another subject
def _divisions(head: str) -> list[tuple[int, int]]:
    """Where " or " and " and " stand in ``head``, left to right (start, end)."""
    low = head.lower()
    found = []
    for word in (" or ", " and "):
        at = low.find(word)
        while at != -1:
            found.append((at, at + len(word)))
            at = low.find(word, at + 1)
    return sorted(found)


def _starts_with_when(text: str) -> bool:
    """Whether ``text`` starts with "when", "whenever" or "at the beginning", a whole word."""
    low = text.lower()
    return any(low.startswith(w) and (len(low) == len(w) or not low[len(w)].isalnum())
               for w in ("when", "whenever", "at the beginning"))


def either_trigger(head: str, parse: Callable[[str], Any]) -> Trigger | None:
    """ "When ~ enters or whenever you cast a spell with mana value 6 or greater", "At
    the beginning of your upkeep or whenever you cast a green spell", "Whenever you cast
    a black spell or a Swamp enters under your control": two trigger conditions of one
    ability, either of which triggers it (603.2); ``None`` when no division of ``head``
    reads as two trigger conditions (``parse`` reads one, or None)."""
    for start, end in _divisions(head):
        left, right = head[:start], head[end:]
        if right.lower().startswith("it ") and "~" in left and \
                left.lower().startswith("when "):  # "When you cycle ~ or it dies"
            right = "When ~ " + right[3:]  # "it": the source the left side names
        rights = [right]
        if not _starts_with_when(right):
            if not left.lower().startswith("whenever "):
                continue
            # "Whenever you play a land or cast a spell": the right side's subject may
            # be the left side's ("you", "a player"), its first one to three words
            words = left.split()[1:4]
            rights = ["Whenever " + right] + [
                f"Whenever {' '.join(words[:n])} {right}" for n in range(1, len(words))]
        first = parse(left)
        second = next((got for got in map(parse, rights) if isinstance(got, Trigger)), None)
        if isinstance(first, Trigger) and isinstance(second, Trigger) and \
                not first.alternatives and not second.alternatives and \
                first.condition is None and second.condition is None:
            return dataclasses.replace(first, alternatives=(second,))
    return None


#: "When ~ has no +1/+1 counters on it", "Whenever there are four or more tide counters on
#: ~": "when(ever)" and a game state, no event


def state_trigger(head: str, parse: Callable[[str], Any]) -> Trigger | None:
    """ "When ~ has no +1/+1 counters on it", "When there are no creatures on the
    battlefield", "When you control seven or more Thrulls": a state trigger (603.8),
    whose game state is any condition the grammar reads (``parse`` reads one, or None).
    It triggers whenever the state holds as a player would receive priority, and not
    again until it has left the stack (the engine's ``triggered_by_state``). ``None``
    when ``head`` names no such state, or one about an object an event would name
    ("it", "that creature": there is no event here, 603.8)."""
    words = head.strip().split(" ", 1)
    if len(words) < 2 or words[0].lower() not in ("when", "whenever") or not words[1]:
        return None
    cond = parse(words[1])
    if not isinstance(cond, Condition) or _names_event_object(cond):
        return None
    return Trigger(E.STATE, state=cond)


def _names_event_object(cond: Condition) -> bool:
    """Whether a condition (or one it joins) is about the object of an event ("it",
    "that creature"), which a state trigger has none of (603.8)."""
    return cond.text in ("it", "that") or cond.kind in ("that_is", "that_was") or \
        any(_names_event_object(c) for c in cond.conditions)


def _discarded_kind(rules: Any, adjectives: tuple[Any, ...]) -> Selector:
    """The kind of card a discard trigger names ("creature", "nonland"): its card's
    characteristics (111.1), with no relation or controller."""
    sel = rules.selector(*adjectives)
    if not isinstance(sel, Selector) or sel.relation is not None or sel.zone is not None or \
            sel.controller is not ControllerSpec.ANY or sel.chosen_color or \
            sel.chosen_subtype or sel.named is not None:
        raise ValueError("a kind of card discarded that is not read")
    return sel


def _each_of_kind(kind: Selector) -> tuple[tuple[str, Any], ...]:
    """The qualities of "blocks a creature with flying" / "becomes blocked by a green
    creature": once for each creature (509.3b, 509.3d), of that kind (``to``); a kind
    named by creature types alone ("a Wall") is a kind of creature (205.3m)."""
    if not kind.types and kind.subtypes and all(
            SUBTYPE_OWNER.get(s) == "Creature" for s in kind.subtypes):
        kind = dataclasses.replace(kind, types=("Creature",))
    if kind.relation is not None or kind.zone is not None or \
            kind.controller is not ControllerSpec.ANY or "Creature" not in kind.types or \
            kind.any_type:
        raise ValueError("blocking or being blocked by something other than a kind of "
                         "creature")
    each: tuple[tuple[str, Any], ...] = (("each_creature", True),)
    return each if kind == _CREATURES else (*each, ("to", Recipient(kind)))


def _some_of_kind(kind: Selector) -> tuple[tuple[str, Any], ...]:
    """The qualities of "blocks (becomes blocked by) one or more Orcs": not once for each
    creature (509.3a, 509.3c), and one of them of that kind (``to``); a kind named by
    creature types alone is a kind of creature (205.3m)."""
    each = _each_of_kind(kind)
    return tuple(q for q in each if q[0] != "each_creature")


def _items(inner: Any) -> tuple[Any, ...]:
    return tuple(inner.items if isinstance(inner, Many) else (inner,))


def _offer(who: Who, tok: Token) -> OfferToPay:
    """The payment offered to ``who``: "that player" (the player the trigger event names)
    or "you" only."""
    if who not in (Who.THAT_PLAYER, Who.YOU):
        raise ValueError(f"a payment offered to {who.value!r}")
    cost = ManaCost.parse(str(tok))
    if cost.has_x:
        raise ValueError("'pays {X}' (X is 0, 107.3)")
    return OfferToPay(who.value, cost)


_TO_PLAYER: Final = Recipient(players=Who.EACH_PLAYER)
_TO_CREATURE: Final = Recipient(Selector(types=("Creature",)))
_CREATURES: Final = Selector(types=("Creature",))
