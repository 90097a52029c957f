"""The :class:`Board`: a game state you can lay out, inspect as tables, and act on.

A board holds an immutable :class:`~mtglab.engine.state.GameState`. Set-up verbs
(``add``, ``remove``, ``add_counters``, ``add_mana``) place things as stated; actions
(``activate``, ``create_token``, ``tap``, ``untap``, ``pass_turn``, ``resolve``) follow the
rules, log what happened with the rule that governed it, and perform state-based actions
(704.3). Every verb computes a whole new state first and only then replaces the old one,
so a failed action changes nothing. ``copy()`` is O(1): copies share the immutable state.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import EllipsisType
from typing import TYPE_CHECKING, Any

from mtglab.analysis.available import payment_plan as plan_table
from mtglab.analysis.tables import as_table
from mtglab.board import validation as check
from mtglab.board.boardfile import board_from_yaml, board_to_yaml
from mtglab.board.control import gain_control
from mtglab.board.describe import characteristics_dict, copiable_dict
from mtglab.board.display import activation_html, board_html
from mtglab.board.entering import (
    Entering,
    as_enters_choices,
    changes_control,
    check_counters_in_zone,
    check_permanent_face,
    copy_values_entering,
    counter_kind,
    counters_in_exile,
    edited,
    face_down_kind,
    lay_out,
    token_values_defined,
)
from mtglab.board.forge_puzzle import ForgePuzzle, board_from_forge_puzzle, read_forge_puzzle
from mtglab.board.frames import (
    abilities_frame,
    could_produce_frame,
    effects_frame,
    emblems_frame,
    exile_frame,
    log_frame,
    permanents_frame,
    stack_frame,
    zone_frame,
)
from mtglab.board.handles import CardHandle, Permanent
from mtglab.board.lookup import (
    ability_of,
    card_id_of,
    hand_ability_of,
    permanent_id,
    permanent_named,
    target_of,
)
from mtglab.board.turnflow import passed, starting_state, to_combat
from mtglab.board.turnhistory import check_counts, history, type_lines, with_history
from mtglab.board.turnhistory import spell_colors as spell_color_list
from mtglab.cards.effects import (
    AddMana,
)
from mtglab.cards.model import Card
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.cards.vocabulary import DayNight, Phase
from mtglab.engine.activating import hand
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.copies import copy_as_turned_face_up, start_copy_effect
from mtglab.engine.characteristics.copyvalues import values_side_by_side
from mtglab.engine.characteristics.faces import face_index, face_values
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of, copiable_of
from mtglab.engine.characteristics.rooms import door_index, is_room, room_values
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.attach import attach
from mtglab.engine.effects.linkedexile import exile_with
from mtglab.engine.effects.oneshot import before_priority, return_exiled_until
from mtglab.engine.effects.transforming import transform_permanent
from mtglab.engine.events.counters import put_counters, put_player_counters, remove_counters
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.game import combat, lands
from mtglab.engine.game.castlater import exile_to_cast_later
from mtglab.engine.game.doors import lock_door, pay_to_unlock, unlock_door
from mtglab.engine.game.ring import is_ring_bearer
from mtglab.engine.game.sba import check_state as state_based_actions
from mtglab.engine.game.turns import (
    PHASES,
    normalize_phase,
    untap_permanent,
)
from mtglab.engine.game.zones import CARD_ZONES, card_zone, leave_battlefield, put_card, zone_cards
from mtglab.engine.mana.could_produce import could_produce_map
from mtglab.engine.mana.totals import activation_totals
from mtglab.engine.payment import legality
from mtglab.engine.payment.decision import payable
from mtglab.engine.payment.paying import activate_paying, plan_for_ability
from mtglab.engine.payment.plan import PlanStep
from mtglab.engine.resolution import stack
from mtglab.engine.resolution.sagas import put_lore_counters, step_begins
from mtglab.engine.resolution.triggers import triggered_by_tapping
from mtglab.engine.spells.facedowncast import turn_face_up
from mtglab.engine.spells.spellentering import put_card_onto_battlefield
from mtglab.engine.state import (
    BaseValues,
    GameState,
    PoolEntry,
)
from mtglab.engine.wording import possessive
from mtglab.errors import (
    BadArgumentError,
    BadArgumentTypeError,
    ChoiceRequired,
    IllegalActionError,
    shorten,
)
from mtglab.mana import Mana

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["ActivationResult", "Board"]

PermanentLike = Permanent | int | str


@dataclass(frozen=True)
class ActivationResult:
    """What an activation did: ``mana``, the :class:`Mana` it added in all (CR 106.4),
    ``by_source``, the mana each permanent added, by its handle (a mana ability's own and
    that of the mana triggers it set off, 605.4a), ``triggers``, the triggered mana
    abilities that resolved. :class:`Mana` equals its canonical string: ``r.mana == "GG"``.
    """

    mana: Mana
    by_source: dict[Permanent, Mana]
    triggers: tuple[str, ...]
    log: tuple[str, ...] = ()
    stack: tuple[str, ...] = field(default=())

    def __repr__(self) -> str:
        src = ", ".join(f"{p.name}: {m}" for p, m in self.by_source.items())
        trig = f", triggers={list(self.triggers)}" if self.triggers else ""
        return f"<ActivationResult mana={str(self.mana)!r} ({src}){trig}>"

    def _repr_html_(self) -> str:

        return activation_html(self)


class Board:
    """A Magic board for exploring the rules.

    >>> b = Board()
    >>> elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    >>> b.can_activate(elves, 0)
    False
    >>> b.activation_problems(elves, 0)[0][:37]
    "it is a creature that hasn't been und"
    """

    def __init__(self, players: Sequence[str] = ("you", "opponent"), *,
                 active: str | None = None, phase: str = "precombat main",
                 commanders: Mapping[str, Any] | None = None, life: int = 20,
                 state: GameState | None = None) -> None:
        if state is not None:
            self._state = state
            return
        self._state = starting_state(players, active, phase, commanders, life)

    # ------------------------------------------------------------------ basics

    @property
    def state(self) -> GameState:
        """The current immutable game state."""
        return self._state

    def copy(self) -> Board:
        """An independent board with the same state (O(1); handles stay valid)."""
        return Board(state=self._state)

    def restore(self, state: GameState) -> None:
        """Put back an earlier state of this board (``b.state`` taken before), as an undo.

        Handles stay valid: the state is the board's own, from before or after. Nothing
        is checked or triggered; it is set-up, like :meth:`add`.
        """
        if not isinstance(state, GameState):
            raise BadArgumentTypeError("state", state, "a GameState (b.state taken before)")
        self._state = state

    def _commit(self, state: GameState, check: bool = True) -> list[str]:
        events: list[str] = []
        if check:
            state, events = state_based_actions(state)
        self._state = before_priority(state)  # before priority (117.5, 603.3)
        return events

    @staticmethod
    def _chooser(choices: Any) -> Chooser:
        """The answers of ``choices=``, each checked (validation.plain_choices)."""
        return Chooser(check.plain_choices(choices))

    @staticmethod
    def _all_asked(chooser: Chooser, action: str) -> None:
        """Refuse an action that was given answers nothing asked for, saying what was
        asked (DESIGN.md, "Conventions": one answer per choice asked)."""
        if chooser.unused:
            asked = "; ".join(shorten(what, 120) for what, _a in chooser.asked)
            raise IllegalActionError(action, [
                f"choices {shorten(chooser.unused)} were not asked for (asked: "
                f"{asked or 'nothing'})"])

    @property
    def players(self) -> tuple[str, ...]:
        """Player names in turn order."""
        return self._state.player_names

    @property
    def active(self) -> str:
        """Whose turn it is (settable as set-up)."""
        return self._state.active

    @active.setter
    def active(self, player: str) -> None:
        self._check_player(player)
        self._state = self._state.evolve(active=player)

    @property
    def phase(self) -> Phase:
        """The current phase or step, a :class:`~mtglab.Phase` (a str: "precombat main");
        settable with its word.

        Setting a later step of the same turn moves the turn on through the steps in
        between: the "at the beginning of" abilities of each step it reaches trigger
        (503.1a, 505.1, 507.1, 513.1a) and wait on the stack; setting an earlier one is
        set-up and triggers nothing."""
        return self._state.phase

    @phase.setter
    def phase(self, value: str) -> None:
        self.advance(value)

    def advance(self, to: str, *, choices: Sequence[Any] = ()) -> None:
        """Move this turn on to the step or phase ``to`` (the :attr:`phase` setter does
        this too): the "at the beginning of" abilities of each step it reaches trigger
        and wait on the stack (503.1a, 505.1, 507.1, 513.1a), ``choices`` answering their
        targets (603.3d). An earlier (or the same) step is set as set-up, triggering
        nothing. Raises and changes nothing on failure."""
        check.check_phase(to)
        chooser = self._chooser(choices)
        new = normalize_phase(to)
        state = self._state
        now = PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)
        for step in PHASES[now + 1:PHASES.index(new) + 1]:  # the steps it moves through
            state = step_begins(state.evolve(phase=step), step)  # 714.3c (engine.sagas)
            if step == "postcombat main":  # the end of combat step has ended (511.3)
                state = combat.end_combat(state)
            if step == "end":  # "at the beginning of the next end step" (603.7b)
                state = combat.end_step_returns(state)
        state = before_priority(state.evolve(phase=new), chooser)
        self._all_asked(chooser, f"move on to the {new} step")
        self._state = state

    @property
    def turn(self) -> int:
        """The turn number."""
        return self._state.turn

    def _check_player(self, player: str, field: str = "player") -> None:
        check.check_player(self._state.player_names, player, field)

    def life(self, player: str, value: int | None = None) -> int:
        """A player's life total; ``life(player, 15)`` sets it (set-up)."""
        self._check_player(player)
        if value is not None:
            check.check_life(value)
            p = self._state.player(player)
            self._state = self._state.with_player(replace(p, life=int(value)))
        return self._state.player(player).life

    def speed(self, player: str, value: int | None = None) -> int:
        """A player's speed, 0 to 4 (CR 702.179a-b); ``speed(player, 4)`` sets it
        (set-up: the once-a-turn increase when an opponent loses life, 702.179c, is
        not played). "Max speed" abilities work only at 4 (702.178a)."""
        self._check_player(player)
        if value is not None:
            check.check_number(value, "value", 0, 4, what="a speed (CR 702.179b)")
            p = self._state.player(player)
            self._state = self._state.with_player(replace(p, speed=int(value)))
        return self._state.player(player).speed

    @property
    def monarch(self) -> str | None:
        """The player who is the monarch, or None (CR 725.1); settable (set-up)."""
        return self._state.monarch

    @monarch.setter
    def monarch(self, player: str | None) -> None:
        if player is not None:
            self._check_player(player)
        self._state = self._state.evolve(monarch=player)

    @property
    def day_night(self) -> str | None:
        """The game's day/night designation, "day" or "night", or None for neither (CR
        731.1); settable (set-up: nothing transforms or triggers until the next action)."""
        d = self._state.day_night
        return d.value if d is not None else None

    @day_night.setter
    def day_night(self, value: str | None) -> None:
        self._state = self._state.evolve(
            day_night=DayNight(value) if value is not None else None)

    @property
    def extra_turns(self) -> tuple[str, ...]:
        """The players who take the extra turns to come, the next first (CR 500.7)."""
        return self._state.extra_turns

    @property
    def initiative(self) -> str | None:
        """The player who has the initiative, or None (CR 726.1); settable (set-up)."""
        return self._state.initiative

    @initiative.setter
    def initiative(self, player: str | None) -> None:
        if player is not None:
            self._check_player(player)
        self._state = self._state.evolve(initiative=player)

    def dungeons_completed(self, player: str, value: int | None = None) -> int:
        """How many dungeons a player has completed (CR 309.7); ``dungeons_completed(
        player, 1)`` sets it (set-up): "if you've completed a dungeon" reads it."""
        self._check_player(player)
        if value is not None:
            check.check_number(value, "value", 0, check.MAX_LIFE,
                               what="a whole number of dungeons")
            p = self._state.player(player)
            self._state = self._state.with_player(replace(p, dungeons_completed=int(value)))
        return self._state.player(player).dungeons_completed

    def dungeon(self, player: str) -> tuple[str, str] | None:
        """The dungeon a player owns in the command zone and the room of their venture
        marker (CR 309.3-309.4), or None; venturing into the dungeon moves it (701.49)."""
        self._check_player(player)
        p = self._state.player(player)
        return None if p.dungeon is None or p.room is None else (p.dungeon, p.room)

    def ring_tempted(self, player: str, value: int | None = None) -> int:
        """How many times the Ring has tempted a player this game (CR 701.54c: their
        Ring's abilities, one more for each of the first four); ``ring_tempted(player, 2)``
        sets it (set-up)."""
        self._check_player(player)
        if value is not None:
            check.check_number(value, "value", 0, check.MAX_LIFE,
                               what="a whole number of temptations")
            p = self._state.player(player)
            self._state = self._state.with_player(replace(p, ring_tempted=int(value)))
        return self._state.player(player).ring_tempted

    def ring_bearer(self, player: str) -> Permanent | None:
        """A player's Ring-bearer, or None (CR 701.54a, 701.54e: it has the designation
        and that player controls it)."""
        self._check_player(player)
        chars = characteristics_of(self._state)
        found = [pid for pid, perm in self._state.permanents.items()
                 if is_ring_bearer(perm, player) and chars[pid].controller == player]
        return self._handle(found[0]) if found else None

    def commander_casts(self, player: str, value: int | None = None) -> int:
        """How many times a player has cast a commander from the command zone this game
        (CR 903.8); ``commander_casts(player, 2)`` sets it (set-up): "for each time you've
        cast your commander from the command zone this game" reads it."""
        self._check_player(player)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or \
                    not 0 <= value <= check.MAX_LIFE:
                raise BadArgumentError("value", value, "a whole number of casts, 0 or more "
                                       "(CR 903.8)")
            p = self._state.player(player)
            self._state = self._state.with_player(replace(p, commander_casts=value))
        return self._state.player(player).commander_casts

    def set_turn_history(self, player: str, *, spell_colors: Sequence[str] | None = None,
                         spell_types: Sequence[str] | None = None,
                         died_types: Sequence[str] | None = None,
                         combat_damage_types: Sequence[str] | None = None,
                         entered_types: Sequence[str] | None = None,
                         **counts: int) -> dict[str, Any]:
        """Set-up: what ``player`` did this turn, as rules text asks about it (see
        :mod:`mtglab.engine.game.history`): ``attackers`` (creatures they attacked with,
        508.1a: raid), ``life_lost`` (119.3), ``creatures_died`` (creatures they
        controlled that died, 700.4: morbid), ``permanents_left`` (permanents they
        controlled that left the battlefield: revolt), ``spells_cast`` (601.2i),
        ``spells_cast_last_turn`` (in the turn before: "if no spells were cast last turn"),
        ``lands_entered`` (lands that entered under their control), ``life_gained``
        (119.9), ``cards_drawn`` (121.1); ``spell_colors``: the colors of the spells they
        cast this turn, one entry each ("R", "WU", "" colorless; "another red spell"
        reads them; ``spells_cast`` becomes their number unless given); ``spell_types``:
        the type lines of the spells they cast this turn, in order ("Creature — Human":
        "your first Human creature spell each turn" reads them; a spell counted in
        ``spells_cast`` without one is of no kind); ``died_types``: the type lines of
        their creatures that died this turn, as they last existed ("Creature — Zombie":
        "if a non-Zombie creature died this turn" reads them, 603.10a; a death counted in
        ``creatures_died`` without one is of any kind; ``creatures_died`` becomes their
        number unless given); ``combat_damage_types``: the type lines of the sources they
        controlled that dealt combat damage to a player this turn ("Creature — Goblin
        Rogue": prowl reads them, 702.76a); ``entered_types``: the type lines of the
        permanents that entered the battlefield under their control this turn ("Creature —
        Elf": "if two or more nonland permanents entered ...", 603.6a). Returns the whole
        history. Actions keep it up to date;
        :meth:`pass_turn` clears it."""
        self._check_player(player)
        check_counts(counts)
        colors = None if spell_colors is None else spell_color_list(spell_colors)
        lines = {key: type_lines(key, v) for key, v in (("spell_types", spell_types),
                                                         ("died_types", died_types),
                                                         ("combat_damage_types",
                                                          combat_damage_types),
                                                         ("entered_types", entered_types))
                 if v is not None}
        p = with_history(self._state.player(player), counts, colors, lines)
        self._state = self._state.with_player(p)
        return history(p)

    def commander(self, player: str) -> Card | None:
        """A player's commander, if any (CR 903.3)."""
        self._check_player(player)
        return self._state.player(player).commander

    def mana_pool(self, player: str) -> str:
        """The mana in a player's pool, as a mana string."""
        self._check_player(player)
        return str(self._state.player(player).pool_mana)

    # ------------------------------------------------------------------ handles

    def _handle(self, pid: int) -> Permanent:
        return Permanent.of(pid, characteristics_of(self._state)[pid].name, self)

    def id_of(self, p: PermanentLike) -> int:
        """The id of the permanent a handle, a name or an id refers to on this board."""
        return self._pid(p)

    def _pid(self, p: PermanentLike) -> int:
        return permanent_id(self._state, p)

    def _target(self, t: Any) -> Any:
        """A target as the engine takes it (115.1): a spell on the stack, a card in a zone,
        a permanent, a player's name, or a list of these for one word "target"."""
        return target_of(self._state, self.players, t)

    def get(self, name_or_id: str | int) -> Permanent:
        """The permanent with this id or name (case-insensitive); an ambiguous name raises."""
        check.check_permanent_ref(name_or_id, "name_or_id")
        if isinstance(name_or_id, Permanent) or not isinstance(name_or_id, str):
            return self._handle(self._pid(name_or_id))
        return self._handle(permanent_named(self._state, name_or_id))

    def __iter__(self) -> Any:
        return iter([self._handle(pid) for pid in sorted(self._state.permanents)])

    def __len__(self) -> int:
        return len(self._state.permanents)

    # ------------------------------------------------------------------ set-up

    def _as_enters_choices(self, values: BaseValues,
                           choices: Sequence[Any] | Mapping[str, Any],
                           controller: str = "you") -> tuple[tuple[str, Any], ...]:
        return as_enters_choices(values, choices, self.players, controller)

    def add(self, card: str | Card, controller: str = "you", *, owner: str | None = None,
            tapped: bool = False, controlled_since_turn_start: bool = True,
            counters: Mapping[str, int] | None = None, attached_to: PermanentLike | None = None,
            copy_of: PermanentLike | None = None, choices: Sequence[Any] | Mapping[str, Any] = (),
            token: bool = False, zone: str = "battlefield",
            face_down: bool | str = False, unlocked: Sequence[str] = ()) -> Any:
        """Put a permanent onto the battlefield as stated (set-up: nothing triggers).

        ``controlled_since_turn_start=False`` means it arrived this turn (302.6). A
        planeswalker has its printed loyalty in loyalty counters unless ``counters``
        says otherwise (306.5b).
        ``copy_of`` makes it enter as a copy of that permanent (707.5); ``choices`` are
        its "as this enters" choices (a color ...), made anew for a copy (707.5).
        ``zone="hand"``, ``"library"`` (on top), ``"graveyard"`` or ``"exile"`` puts the
        card there instead, owned by ``owner or controller``, and returns a
        :class:`CardHandle` (any card, permanent or not, 400.1).
        ``face_down=True`` (or how it was turned face down: ``"morph"``, ``"manifest"``,
        ``"disguise"``, ``"cloak"``) puts it face down: a nameless 2/2 creature with no
        text (708.2a; ward {2} for disguise and cloak); :meth:`turn_face_up` turns it up.
        ``unlocked``: the names of a Room's doors that are unlocked (709.5c); a Room put
        onto the battlefield without being cast has none (709.5d), and has then only its
        shared type line (709.5); :meth:`unlock` unlocks one.
        """
        self._check_player(controller, "controller")
        owner = owner or controller
        self._check_player(owner, "owner")
        check.check_counters(counters)
        check.check_flag(tapped, "tapped")
        check.check_flag(controlled_since_turn_start, "controlled_since_turn_start")
        check.check_sequence(choices, "choices", mapping=True)
        check.check_flag(token, "token")
        check.check_zone(zone, ("battlefield", *CARD_ZONES), "zone")
        check.check_card(card)
        how = face_down_kind(face_down)
        c = card if isinstance(card, Card) else lookup_card(card)
        if how is not None and (zone != "battlefield" or copy_of is not None or token):
            raise IllegalActionError(f"add {c.name} face down", [
                "mtglab puts only a card onto the battlefield face down, not as a copy "
                "(708.3)"])
        if zone != "battlefield":
            check_counters_in_zone(c.name, zone, counters)
            handle = self._add_to_zone(c, owner, zone)
            self._state = counters_in_exile(self._state, handle.id, c.name, zone, counters)
            return handle
        # a double-faced card named by its back face enters transformed (712.8, 712.8e-f)
        face = face_index(c, card if isinstance(card, str) else None)
        check_permanent_face(c, face)
        base = face_values(c, face)
        doors = self._doors(c, unlocked)
        if is_room(c):
            base = room_values(c, doors)  # 709.5
        original = None if copy_of is None else self._pid(copy_of)
        copy_values = None if original is None else \
            copy_values_entering(self._state, original, c, base)
        made = self._as_enters_choices(copy_values or base, choices, controller)
        target = self._pid(attached_to) if attached_to is not None else None
        self._state, pid = lay_out(self._state, Entering(
            c, base, owner, controller, tapped, controlled_since_turn_start, counters, token,
            made, target, how, copy_values, original, doors))
        return self._handle(pid)

    @staticmethod
    def _doors(c: Card, unlocked: Sequence[str]) -> tuple[int, ...]:
        """The doors ``unlocked`` names, checked to be doors of the Room ``c`` (709.5j)."""
        check.check_sequence(unlocked, "unlocked")
        if unlocked and not is_room(c):
            raise BadArgumentError("unlocked", list(unlocked),
                                   f"nothing: {c.name} is not a Room (CR 709.5)")
        return tuple(sorted({door_index(c, d) for d in unlocked}))

    def exile_with(self, p: PermanentLike, cards: Sequence[str | Card], *,
                   owner: str | None = None) -> list[CardHandle]:
        """Put ``cards`` into exile "exiled with" permanent ``p`` (set-up: CR 607.2a),
        as its imprint or "exile ..." ability would have: its abilities that read "the
        exiled card" or cards "exiled with ~" see them (Dermotaxi, Mimeoplasm, Revered
        One, Valki, Reflection Net) while they stay in exile (400.7). ``owner`` owns the
        cards (default: the permanent's controller). Same as
        ``b.add(card, choices={"exiled cards": [names]})`` with the cards in exile."""
        check.check_permanent_ref(p, "p")
        check.check_sequence(cards, "cards")
        for i, c in enumerate(cards):
            check.check_card(c, f"cards[{i}]")
        pid = self._pid(p)
        who = owner if owner is not None else self.controller(p)
        self._check_player(who, "owner")
        found = [c if isinstance(c, Card) else lookup_card(c) for c in cards]
        self._state, ids = exile_with(self._state, pid, found, who)
        return [CardHandle(cid, c.name, "exile", who) for cid, c in zip(ids, found,
                                                                       strict=True)]

    def _add_to_zone(self, c: Card, owner: str, zone: str) -> CardHandle:
        if zone not in CARD_ZONES:
            raise IllegalActionError(f"add {c.name}", [
                f"unknown zone {zone!r}: one of battlefield, {', '.join(CARD_ZONES)} (CR 400.1)"])
        cid, state = put_card(self._state, c, owner, zone, top=zone == "library",
                              history=False)  # set-up: nothing happened this turn
        where = "exile" if zone == "exile" else f"{possessive(owner)} {zone}"
        self._state = state.logged("set-up", c.name, f"put into {where}", "400.1")
        return CardHandle(cid, c.name, zone, owner)

    def card_id(self, c: CardHandle | int | str, zone: str | None = None,
                player: str | None = None) -> int:
        """The id of a card in a hand, library, graveyard or exile, from its handle, its
        id or its name (the name must be unique in the zones searched)."""
        return card_id_of(self._state, self.players, c, zone, player)

    def cards(self, player: str, zone: str) -> list[CardHandle]:
        """Handles on the cards ``player`` owns in ``zone`` (a library top first)."""
        self._check_player(player)
        check.check_zone(zone, CARD_ZONES, "zone")
        if zone not in CARD_ZONES:
            raise IllegalActionError("list cards", [f"unknown zone {zone!r}"])
        return [CardHandle(g.id if g.id is not None else -1, g.name, zone, player)
                for g in zone_cards(self._state, player, zone)]

    def player_counters(self, player: str) -> dict[str, int]:
        """A player's counters (energy, poison ...; CR 122.1, 107.14)."""
        self._check_player(player)
        return dict(self._state.player(player).counters)

    def create_token(self, name: str | None = None, *, controller: str = "you",
                     types: Iterable[str] = (), subtypes: Iterable[str] = (),
                     supertypes: Iterable[str] = (), colors: Iterable[str] = (),
                     power: int | str | None = None, toughness: int | str | None = None,
                     oracle_text: str = "", tapped: bool = False,
                     controlled_since_turn_start: bool = True,
                     attached_to: PermanentLike | None = None, count: int = 1,
                     order: Sequence[str] | None = None,
                     enter_order: Sequence[str] | None = None,
                     replacements: bool = True, choices: Sequence[Any] = ()) -> Permanent:
        """Create a token: a predefined one by name (CR 111.10: "Treasure", "Food",
        "Gold", "Clue", "Monster Role" ...) or one defined by its characteristics (CR
        111.3). ``attached_to``: the creature a Role (an Aura) is created attached to.

        Creating tokens is an event (111.1): the replacement effects on it apply
        (Doubling Season, Xorn, Divine Visitation; 614.1a), ordered by ``controller``
        (616.1) in ``order`` (effect labels, as ``ml.orderings(b, create=...)`` lists
        them); a missing order that matters raises :class:`~mtglab.errors.ChoiceRequired`.
        Each token then enters the battlefield (614.1c): ``enter_order`` orders the
        effects on that event, as ``order=`` does for ``b.cast``. ``count`` tokens are
        proposed; the first token created is returned (:meth:`create_tokens` returns
        them all). ``replacements=False`` places exactly what is asked (set-up).
        ``choices`` answer the targets of what their entering triggers (603.3d)."""
        return self.create_tokens(
            name, controller=controller, types=types, subtypes=subtypes,
            supertypes=supertypes, colors=colors, power=power, toughness=toughness,
            oracle_text=oracle_text, tapped=tapped,
            controlled_since_turn_start=controlled_since_turn_start,
            attached_to=attached_to, count=count, order=order, enter_order=enter_order,
            replacements=replacements, choices=choices)[0]

    def create_tokens(self, name: str | None = None, *, controller: str = "you",
                      types: Iterable[str] = (), subtypes: Iterable[str] = (),
                      supertypes: Iterable[str] = (), colors: Iterable[str] = (),
                      power: int | str | None = None, toughness: int | str | None = None,
                      oracle_text: str = "", tapped: bool = False,
                      controlled_since_turn_start: bool = True,
                      attached_to: PermanentLike | None = None, count: int = 1,
                      order: Sequence[str] | None = None,
                      enter_order: Sequence[str] | None = None,
                      replacements: bool = True,
                      choices: Sequence[Any] = ()) -> list[Permanent]:
        """Create ``count`` tokens as :meth:`create_token` does, and return every token
        the event created (after its replacement effects, 614.1a, 616.1)."""
        self._check_player(controller, "controller")
        check.check_count(count, "count", negative=False)
        check.check_flag(controlled_since_turn_start, "controlled_since_turn_start")
        check.check_order(order, "order")
        check.check_order(enter_order, "enter_order")
        check.check_flag(replacements, "replacements")
        chooser = self._chooser(choices)
        kind = self._token_kind(name, types=types, subtypes=subtypes, supertypes=supertypes,
                                colors=colors, power=power, toughness=toughness,
                                oracle_text=oracle_text, tapped=tapped,
                                attached_to=attached_to)
        state, ids = create_tokens(self._state, Creation(((kind, int(count)),)), controller,
                                   order=order, enter_order=enter_order,
                                   controlled_since_turn_start=controlled_since_turn_start,
                                   replacements=replacements)
        state = before_priority(state, chooser)  # they entered (603.6a)
        self._all_asked(chooser, f"create {kind.values.name}")
        self._state = state
        return [self._handle(pid) for pid in ids]

    def _token_kind(self, name: str | None, *, types: Iterable[str],
                    subtypes: Iterable[str], supertypes: Iterable[str],
                    colors: Iterable[str], power: int | str | None,
                    toughness: int | str | None, oracle_text: str, tapped: bool,
                    attached_to: PermanentLike | None) -> TokenKind:
        """The token a create_token call defines (111.3, 111.10)."""
        custom = any([types, subtypes, supertypes, colors, oracle_text]) or \
            power is not None or toughness is not None
        check.check_token_definition(name, types, subtypes, colors, power, toughness, custom,
                                     supertypes=supertypes, oracle_text=oracle_text)
        check.check_flag(tapped, "tapped")
        values = token_values_defined(name, types=types, subtypes=subtypes,
                                      supertypes=supertypes, colors=colors, power=power,
                                      toughness=toughness, oracle_text=oracle_text,
                                      custom=custom)
        target = self._pid(attached_to) if attached_to is not None else None
        return TokenKind(values, tapped=tapped, attached_to=target)

    def remove(self, p: PermanentLike, to: str | None = "graveyard") -> None:
        """Take a permanent off the battlefield (set-up): to ``"graveyard"``,
        ``"exile"`` or ``None`` (gone). Tokens cease to exist (CR 111.7)."""
        pid = self._pid(p)
        check.check_zone(to, ("graveyard", "exile", "hand", "library", None))
        state = leave_battlefield(self._state, pid, to, "removed (set-up)", "400.7")
        # set-up: nothing triggers; a card exiled until it leaves comes back (610.3c);
        # the turn's history stays as it was
        state = return_exiled_until(state).evolve(
            pending_triggers=self._state.pending_triggers, players=self._state.players)
        if changes_control(copiable_of(self._state, pid)):
            state = track_control(state, reset=False)
        self._state = state

    def add_counters(self, p: PermanentLike, kind: str, n: int = 1) -> None:
        """Put ``n`` counters of ``kind`` on a permanent, or on a player named by ``p``
        (energy counters, CR 107.14, 122.1) (set-up: no replacement applies)."""
        if isinstance(p, str) and p in self.players and not isinstance(n, bool) and \
                isinstance(n, int):
            player = self._state.player(p)
            kind = counter_kind(kind)
            if not kind or n == 0 or player.counter(kind) + n < 0:
                raise BadArgumentError("n", n, f"a number of {kind!r} counters {p} can be "
                                       f"given (they have {player.counter(kind)})")
            self._state = self._state.with_player(player.with_counters(kind, n))
            return
        pid = self._pid(p)
        check.check_counter_kind(kind)
        check.check_count(n)
        n = int(n)
        perm = self._state.permanents[pid]
        kind = counter_kind(kind)
        if perm.counter(kind) + n < 0:
            raise BadArgumentError("n", n, f"possible: it has only {perm.counter(kind)} "
                                         f"{kind} counters")
        self._state = self._state.with_permanent(perm.with_counters(kind, n))

    def put_counters(self, target: PermanentLike | str, kind: str, n: int = 1, *,
                     by: str | None = None, order: Sequence[str] | None = None,
                     check_state: bool = True) -> int:
        """Put ``n`` counters of ``kind`` on a permanent, or on a player named by
        ``target``, as an event: the replacement effects on it apply (Doubling Season,
        Hardened Scales, Vorinclex; 614.1a, 614.16), ordered by the permanent's controller
        or the player (616.1) in ``order`` (effect labels, as ``ml.orderings(b,
        counters=(target, kind, n))`` lists them); a missing order that matters raises
        :class:`~mtglab.errors.ChoiceRequired`. ``by`` is the player putting them (the
        active player by default). Returns the number of counters put.
        (:meth:`add_counters` is the set-up form: no replacement applies.)"""
        who = by or self.active
        self._check_player(who, "by")
        check.check_counter_kind(kind)
        check.check_count(n, "n", negative=False)
        n = int(n)
        check.check_order(order)
        check.check_flag(check_state, "check_state")
        kind = counter_kind(kind)
        if isinstance(target, str) and target in self.players:
            before = self._state.player(target).counter(kind)
            state = put_player_counters(self._state, target, kind, n, who, order=order)
            put = state.player(target).counter(kind) - before
        else:
            pid = self._pid(target)
            before = self._state.permanents[pid].counter(kind)
            state = put_lore_counters(self._state, pid, n, who, order=order) \
                if kind == "lore" else put_counters(self._state, pid, kind, n, who,
                                                    order=order)  # 714.2b (engine.sagas)
            put = state.permanents[pid].counter(kind) - before
        self._commit(state, check_state)
        return put

    def remove_counters(self, p: PermanentLike, kind: str, n: int = 1, *,
                        by: str | None = None, check_state: bool = True) -> int:
        """Remove up to ``n`` counters of ``kind`` from a permanent, as an event (122.1):
        removing the last one triggers "when the last [kind] counter is removed" (702.62a,
        702.63a). ``by`` is the player removing them (the active player by default).
        Returns the number removed."""
        who = by or self.active
        self._check_player(who, "by")
        check.check_counter_kind(kind)
        check.check_count(n, "n", negative=False)
        check.check_flag(check_state, "check_state")
        pid = self._pid(p)
        kind = counter_kind(kind)
        before = self._state.permanents[pid].counter(kind)
        state = remove_counters(self._state, pid, kind, int(n), who)
        removed = before - state.permanents[pid].counter(kind)
        state = state.logged("counters", characteristics_of(self._state)[pid].name,
                             f"{removed} {kind} counter(s) removed", "122.1")
        self._commit(state, check_state)
        return removed

    def add_mana(self, player: str, mana: str | Mana, *, snow: bool = False) -> None:
        """Put mana into a player's pool (set-up). ``snow=True``: the mana was made by a
        snow source, so it can pay {S} (107.4h).

        >>> b = Board()
        >>> b.add_mana("you", "G", snow=True)
        >>> b.can_pay("{S}", "you")
        True
        """
        self._check_player(player)
        check.check_mana_amount(mana)
        if not isinstance(snow, bool):
            raise BadArgumentTypeError("snow", snow, "True or False")
        m = mana if isinstance(mana, Mana) else Mana(mana.replace("{", "").replace("}", ""))
        p = self._state.player(player)
        self._state = self._state.with_player(replace(p, pool=(*p.pool, PoolEntry(m, snow=snow))))

    def counters(self, p: PermanentLike) -> dict[str, int]:
        """The counters on a permanent."""
        return dict(self._state.permanents[self._pid(p)].counters)

    def is_tapped(self, p: PermanentLike) -> bool:
        """Whether a permanent is tapped (its status, CR 110.5)."""
        return self._state.permanents[self._pid(p)].tapped

    def controller(self, p: PermanentLike) -> str:
        """Who controls a permanent."""
        return characteristics_of(self._state)[self._pid(p)].controller

    # ------------------------------------------------------------------ characteristics

    def _chars(self, p: PermanentLike) -> Characteristics:
        return characteristics_of(self._state)[self._pid(p)]

    def characteristics(self, p: PermanentLike) -> dict[str, Any]:
        """Current characteristics after every layer (CR 613), as a dict."""
        c = self._chars(p)
        return characteristics_dict(c)

    def copiable_values(self, p: PermanentLike) -> dict[str, Any]:
        """What a copy of it would get (CR 707.2): layer 1 only; base power/toughness."""
        pid = self._pid(p)
        return copiable_dict(copiable_of(self._state, pid),
                             self._state.permanents[pid].is_token)

    def mana_value(self, p: PermanentLike) -> int:
        """Its mana value (CR 202.3); X is 0 off the stack (107.3g). For a spell on the
        stack (the handle ``cast(..., resolve=False)`` returns), X counts (202.3e)."""
        sid = getattr(p, "id", p)
        for item in self._state.stack:
            if item.id == sid and item.card is not None:
                cost = item.card.mana_cost
                return cost.mana_value_with(x=item.x or 0) if cost is not None else 0
        return self._chars(p).mana_value

    def explain(self, p: PermanentLike, *, values: bool = False) -> pd.DataFrame:
        """The continuous effects that shaped its characteristics, layer by layer; or,
        with ``values=True``, its printed values, copiable values (707.2) and current
        characteristics side by side, a row per characteristic with the rule behind
        each difference."""
        import pandas as pd


        if values:
            rows = values_side_by_side(self._state, self._pid(p))
            return as_table(pd.DataFrame(
                [dataclasses.asdict(r) for r in rows],
                columns=["characteristic", "printed", "copiable", "current", "rule"]),
                cite_rules=True)
        c = self._chars(p)
        return as_table(pd.DataFrame([{"layer": s.layer, "source": s.source, "effect": s.what,
                                       "rule": s.rule} for s in c.steps],
                                     columns=["layer", "source", "effect", "rule"]),
                        cite_rules=True)  # printed, it ends with each rule's summary

    # ------------------------------------------------------------------ abilities

    def ability_index(self, p: PermanentLike, ability: int | str) -> tuple[int, int]:
        """The permanent's id and the index of one of its abilities, named by index, by
        ability word or by the start of its text (see DESIGN.md); an ambiguous name raises."""
        check.check_ability_ref(ability)
        pid = self._pid(p)
        return pid, ability_of(self._state, pid, ability)

    def activation_problems(self, p: PermanentLike | CardHandle, ability: int | str = 0, *,
                            player: str | None = None, x: int | None = None) -> list[str]:
        """Why an ability can't be activated now, each reason citing its rule; [] if it can.

        Every reason is listed: {T}/{Q} and summoning sickness (302.6, 107.5, 107.6)
        first, then its costs, timing and targets, and last what mtglab doesn't
        understand of it. A mana cost counts the mana abilities the player could activate
        while paying (601.2g, 605.3a): :func:`mtglab.engine.payment.legality.activation_problems`.
        """
        if isinstance(p, CardHandle):  # an ability that functions in a hand (113.6m)
            cid, i = self._hand_ability(p, ability)
            return hand.hand_problems(self._state, cid, i, player)
        pid, i = self.ability_index(p, ability)
        if player is not None:
            self._check_player(player)
        return legality.activation_problems(self._state, pid, i, player, x)

    def _hand_ability(self, c: CardHandle, ability: int | str) -> tuple[int, int]:
        cid = self.card_id(c)
        return cid, hand_ability_of(self._state, cid, c.name, ability)

    def can_activate(self, p: PermanentLike | CardHandle, ability: int | str = 0, *,
                     player: str | None = None, x: int | None = None) -> bool:
        """Whether an ability can be activated now (see :meth:`activation_problems`)."""
        return not self.activation_problems(p, ability, player=player, x=x)

    def activate(self, p: PermanentLike | CardHandle, ability: int | str = 0, *,
                 targets: Sequence[Any] = (), choices: Sequence[Any] = (),
                 costs: Mapping[str, Any] | None = None,
                 order: Sequence[str] | None = None, x: int | None = None,
                 player: str | None = None, resolve: bool = True,
                 check_state: bool = True, pay_with: Any = None,
                 modes: Sequence[int] | None = None) -> ActivationResult:
        """Activate an ability (CR 602.2).

        A mana ability resolves at once (605.3b): its mana goes to the pool, replacement
        effects apply in ``order`` (labels as :func:`mtglab.orderings` lists them) and
        "tapped for mana" triggers add theirs (605.4a). Other abilities go on the stack
        and resolve at once unless ``resolve=False`` — what triggered as one was
        activated (a cost's sacrifice, a crime, 700.13) above it and first (603.3).
        ``choices`` answer the choices in the order they are asked;
        ``costs={"sacrifice": forest, "tap": elves}`` names the permanents a cost uses
        and ``costs={"mana": "G"}`` the mana from the pool that
        pays its mana cost (601.2h; by default colorless and the most plentiful colors go
        first); ``x`` is X; ``modes`` the indexes of the modes chosen for a modal
        ability, "{cost}: Choose one —" (announced first, 602.2b, 700.2). Raises and
        changes nothing on failure.

        A mana cost the pool can't pay may be paid by mana abilities activated while
        paying (601.2g, 605.3a): ``pay_with="auto"`` activates those of
        :meth:`payment_plan` first, ``pay_with=[(permanent, ability), ...]`` the ones
        named; without it, :class:`~mtglab.errors.ChoiceRequired` lists a plan.
        """
        check.check_x(x)
        x = check.plain_number(x)
        check.check_sequence(targets, "targets")
        check.check_modes(modes)
        choices = check.plain_choices(choices)
        check.check_order(order)
        check.check_pay_with(pay_with)
        check.check_costs(costs)
        check.check_player(self.players, player, optional=True)
        check.check_flag(resolve, "resolve")
        check.check_flag(check_state, "check_state")
        p = self._card_in_zone(p)
        if isinstance(p, CardHandle):  # an ability that functions in a hand (113.6m)
            cid, i = self._hand_ability(p, ability)
            check.check_cost_verbs(costs, characteristics_of(hand.hand_view(
                self._state, cid))[cid].abilities[i].ability, p.name)
            before = self._state
            done = hand.activate_from_hand(before, cid, i, player=player, targets=targets,
                                           choices=choices, order=order, x=x,
                                           resolve=resolve, costs=costs)
            return self._finish_activation(before, done, check_state)
        pid, i = self.ability_index(p, ability)
        check.check_cost_verbs(costs, self._chars(pid).abilities[i].ability,
                               self._chars(pid).name)
        if pay_with is not False and (pay_with is not None or
                                      self._needs_mana_abilities(pid, i, player, x)):
            return self._activate_paying(pid, i, pay_with, targets=targets, choices=choices,
                                         costs=costs, order=order, x=x, player=player,
                                         resolve=resolve, check_state=check_state,
                                         modes=modes)
        before = self._state
        result = stack.activate(before, pid, i, player=player, targets=targets, choices=choices,
                              costs=costs, order=order, x=x, resolve=resolve, modes=modes)
        return self._finish_activation(before, result, check_state)

    def _card_in_zone(self, p: Any) -> Any:
        """A card handle for the id of a card in a hand or graveyard (a payment plan's
        row names one that way), else ``p`` as given."""
        if isinstance(p, bool) or not hasattr(p, "__index__") or isinstance(p, Permanent) \
                or operator.index(p) in self._state.permanents:
            return p
        found = card_zone(self._state, operator.index(p))
        if found is not None and found[1] in ("hand", "graveyard"):
            return CardHandle(operator.index(p), found[2].name, found[1], found[0])
        return p

    def _finish_activation(self, before: GameState, result: Any,
                           check_state: bool) -> ActivationResult:
        state = result.state
        events: list[str] = []
        if check_state:
            state, events = state_based_actions(state)
        self._state = state = before_priority(state)  # 117.5, 603.3
        new_rows = state.log[len(before.log):]
        by_source: dict[Permanent, Mana] = {}
        for sid, name, m in result.added.by_source:
            h = Permanent.of(sid, name, self)
            by_source[h] = by_source.get(h, Mana()) + m
        return ActivationResult(
            mana=result.added.total, by_source=by_source,
            triggers=tuple(f"{h.source_name}: {h.ability.text}" for h in result.added.triggers),
            log=tuple(f"{r.action}: {r.object} {r.detail} (CR {r.rule})" for r in new_rows)
            + tuple(events),
            stack=tuple(s.name for s in state.stack))

    def _needs_mana_abilities(self, pid: int, i: int, player: str | None,
                              x: int | None) -> bool:
        """Whether the pool alone can't pay the ability's mana cost, though the mana
        abilities its controller could activate while paying can (601.2g)."""
        return legality.needs_mana_abilities(self._state, pid, i, player, x)

    def _pay_step(self, q: Any, a: int | str) -> PlanStep:
        """A (permanent, ability) pair of ``pay_with=`` as a step to activate."""
        if isinstance(q, CardHandle):  # a mana ability that works from a hand (113.6m)
            cid, ai = self._hand_ability(q, a)
            return PlanStep(q.name, cid, ai, "", "", zone=q.zone)
        qid, ai = self.ability_index(q, a)
        return PlanStep(self._chars(qid).name, qid, ai, "", "")

    def _activate_paying(self, pid: int, i: int, pay_with: Any, *, targets: Sequence[Any],
                         choices: Sequence[Any], costs: Mapping[str, Any] | None,
                         order: Sequence[str] | None, x: int | None, player: str | None,
                         resolve: bool, check_state: bool,
                         modes: Sequence[int] | None = None) -> ActivationResult:
        """Activate mana abilities while paying the cost (601.2g, 605.3a), then the
        ability: :func:`mtglab.engine.payment.paying.activate_paying`, which changes this
        board only if everything succeeds."""
        who = player or self.controller(pid)
        if pay_with is None or pay_with == "auto":
            planned, plan = plan_for_ability(self._state, pid, i, who, x)
            steps = list(plan.steps)
            if pay_with is None:
                # activating mana abilities is the player's choice, never done unasked,
                # even when only one way to pay exists (605.3a: the player may activate)
                options = legality.mana_abilities_while_paying(planned, who, pid)
                shown = [f"{self._chars(q).name} #{q} [{a}]" for q, a in options]
                plan_words = ", ".join(f"{s.label} [{s.ability}]" for s in steps)
                raise ChoiceRequired(
                    f"which mana abilities to activate while paying {plan.cost} (the pool "
                    f"has {self._state.player(who).pool_mana or 'nothing'}; CR 601.2g, "
                    f"605.3a), e.g. {plan_words}; pass pay_with='auto' or "
                    "pay_with=[(permanent, ability), ...] from these", shown)
        else:
            steps = [self._pay_step(q, a) for q, a in pay_with]
        before = self._state
        result = activate_paying(before, pid, i, steps, player=player, targets=targets,
                                 choices=choices, costs=costs, order=order, x=x,
                                 resolve=resolve, modes=modes)
        return self._finish_activation(before, result, check_state)

    def cast(self, card: str | Card | CardHandle, *, controller: str | None = None,
             x: int | None = None,
             targets: Sequence[Any] = (), choices: Sequence[Any] = (),
             copy_of: PermanentLike | CardHandle | None = None, resolve: bool = True,
             order: Sequence[str] | None = None,
             check_state: bool = True,
             kicked: int | Sequence[str] = 0,
             convoke: Sequence[PermanentLike] = (),
             improvise: Sequence[PermanentLike] = (),
             delve: Sequence[CardHandle | int | str] = (),
             exile: Sequence[CardHandle | int | str] = (),
             discard: Sequence[CardHandle | int | str] = (),
             reveal: Sequence[CardHandle | int | str] = (),
             modes: Sequence[int] | None = None,
             face_down: bool | str = False,
             buyback: bool = False,
             face: str | None = None,
             alternative: str | None = None,
             optional_costs: Mapping[str, int] | None = None) -> Permanent | None:
        """Cast a spell, paying its cost from the pool (CR 601.2), and resolve it.

        For the active player unless ``controller`` says otherwise. A permanent spell
        becomes a permanent; "enters with X counters" sees the X paid (107.3m).
        ``copy_of`` is the choice of a "you may have it enter as a copy" ability (707.5).
        ``resolve=False`` leaves the spell on the stack. Returns the new permanent.
        ``order`` orders replacement effects on the counters it enters with (616.1).
        ``kicked``: pay its kicker cost too (that many times for multikicker, 702.33), or
        the kicker costs to pay, ``kicked=("{1}{U}",)`` for "Kicker {1}{U} and/or {B}".
        ``card`` may be a card in its controller's graveyard that a permission lets them
        cast from there ("You may cast ~ from your graveyard", CR 601.3).
        ``convoke``: the untapped creatures to tap, each paying {1} or one mana of its
        color (702.51a); ``delve``: the cards of the caster's graveyard to exile
        (handles, ids or names), each paying {1} (702.66a); ``improvise``: the untapped
        artifacts to tap, each paying {1} (702.126a). The pool pays the rest.
        ``exile``: the other graveyard cards an escape cost exiles (702.138a); without
        it, the graveyard's other cards when there are exactly that many.
        ``discard``: the card of the caster's hand a kicker cost discards ("Kicker—{2}{B},
        Discard a creature card", 702.33a); without it, the only such card there.
        ``reveal``: the card of the caster's hand revealed for "As an additional cost to
        cast this spell, you may reveal a Dragon card from your hand" (601.2f).
        ``modes``: the modes chosen for a modal spell, their indexes in printed order
        from 0, ``modes=[0, 2]``; its ``targets`` are those of the modes chosen (700.2c).
        ``face_down=True`` casts a card with morph, megamorph or disguise face down as a
        2/2 creature spell for {3} (702.37c, 702.168a; ``"morph"`` or ``"disguise"`` says
        which when it has both); :meth:`turn_face_up` turns its permanent face up.
        ``buyback=True`` pays its buyback cost too: it returns to its owner's hand as it
        resolves (702.27a).
        ``face``: the half of a split card to cast, ``face="Ice"`` (709.3; an aftermath
        half from the graveyard, 702.127a), or ``face="both"`` for both halves of a card
        with fuse, from the hand (702.102a).
        ``alternative``: the keyword whose alternative cost to pay rather than its mana
        cost, ``alternative="surge"`` (702.117a) or ``"spectacle"`` (702.137a; 118.9);
        ``alternative="text"`` for the one its own text offers ("You may sacrifice a
        Mountain rather than pay this spell's mana cost", 118.9).
        ``optional_costs``: the optional additional costs of its keywords to pay, and
        how many times: ``{"offspring": 1}`` (702.175a), ``{"squad": 2}`` (702.157a).
        """
        check.check_player(self.players, controller, "controller", optional=True)
        who = controller or self.active
        check.check_card(card, handle=True)
        check.check_x(x)
        x = check.plain_number(x)
        check.check_sequence(targets, "targets")
        choices = check.plain_choices(choices)
        check.check_order(order)
        check.check_modes(modes)
        check.check_kicked(kicked)
        kicked = check.plain_number(kicked)
        check.check_permanent_refs(convoke, "convoke")
        check.check_permanent_refs(improvise, "improvise")
        for name, value in (("delve", delve), ("exile", exile), ("discard", discard),
                            ("reveal", reveal)):
            check.check_card_refs(value, name)
        check.check_flag(resolve, "resolve")
        check.check_flag(check_state, "check_state")
        check.check_flag(buyback, "buyback")
        check.check_text(alternative, "alternative", limit=40, optional=True)
        check.check_optional_costs(optional_costs)
        c, from_card = self._spell_card(card)
        original = None if copy_of is None else self._copy_original(copy_of)
        state, pid = stack.cast(self._state, c, who, x=x,
                                targets=[self._target(t) for t in targets], choices=choices,
                                copy_of=original, resolve=resolve, order=order,
                                kicked=kicked, from_card=from_card,
                                convoke=[self._pid(p) for p in convoke],
                                improvise=[self._pid(p) for p in improvise],
                                delve=[self.card_id(h, "graveyard", who) for h in delve],
                                exile=[self.card_id(h, "graveyard", who) for h in exile],
                                discard=[self.card_id(h, "hand", who) for h in discard],
                                reveal=[self.card_id(h, "hand", who) for h in reveal],
                                modes=None if modes is None else tuple(modes),
                                face_down=face_down, buyback=buyback, face=face,
                                alternative=alternative,
                                optional_costs=None if optional_costs is None else
                                dict(optional_costs))
        self._commit(state, check_state)
        return self._cast_result(resolve, pid)

    def _spell_card(self, card: str | Card | CardHandle) -> tuple[Card, int | None]:
        """The card to cast, and its id when it is a card in a zone (a handle)."""
        from_card = self.card_id(card) if isinstance(card, CardHandle) else None
        found = card_zone(self._state, from_card) if from_card is not None else None
        if isinstance(card, Card):
            return card, from_card
        if found is not None and found[2].card is not None:
            return found[2].card, from_card
        return lookup_card(str(card)), from_card

    def _copy_original(self, copy_of: PermanentLike | CardHandle) -> int:
        """What a spell that may enter as a copy copies: a permanent, or a card (707.5)."""
        return self.card_id(copy_of) if isinstance(copy_of, CardHandle) else self._pid(copy_of)

    def _cast_result(self, resolve: bool, pid: int | None) -> Permanent | None:
        """What :meth:`cast` returns: the spell while it's on the stack, else the permanent
        it became (None if it didn't become one)."""
        if not resolve and self._state.stack:
            # a handle on the spell while it's on the stack (its cast triggers above it)
            top = next(i for i in reversed(self._state.stack) if i.kind == "spell")
            return Permanent.of(top.id, top.name, self)
        if pid is None or pid not in self._state.permanents:
            return None
        return self._handle(pid)

    def resolve(self, *, choices: Sequence[Any] = (), check_state: bool = True,
                order: Sequence[str] | None = None) -> Permanent | None:
        """Resolve the top object of the stack (CR 608); returns the permanent a
        permanent spell became, if any.

        Without ``choices``, the answers given when it was cast or activated are used.
        ``order``: the order of the replacement effects on an event a resolving ability
        causes (tokens it creates, 616.1); a spell keeps the order given to ``cast``.
        """
        check.check_choices(choices, optional=True)
        check.check_flag(check_state, "check_state")
        check.check_order(order)
        before = set(self._state.permanents)
        if not self._state.stack:
            raise IllegalActionError("resolve", ["the stack is empty"])
        top = self._state.stack[-1]
        # answers given now must each be asked; those kept from when it was cast or
        # activated may have answered what happened then (its triggers' targets)
        chooser = self._chooser(choices) if choices else None
        state = stack.resolve_top(self._state, chooser=chooser, order=order)
        if check_state:
            state, _events = state_based_actions(state)
        # the answers also name the targets of what triggers as it resolves, and of
        # what dies then (704.5f, 603.3d)
        state = before_priority(state, chooser)  # before priority (117.5, 603.3)
        if chooser is not None:
            self._all_asked(chooser, f"resolve {top.name}")
        self._state = state
        new = sorted(set(self._state.permanents) - before)
        return self._handle(new[0]) if new else None

    def transform(self, p: PermanentLike, *, check_state: bool = True,
                  choices: Sequence[Any] = ()) -> None:
        """Turn a double-faced permanent over (CR 701.27a, 712.8): its other face's
        characteristics, a new timestamp (613.7g); nothing happens to anything else
        (701.27c-d; the log says why); its "transforms into" abilities trigger
        (701.27e) and go on the stack, their targets answered by ``choices``."""
        check.check_flag(check_state, "check_state")
        chooser = self._chooser(choices)
        state = transform_permanent(self._state, self._pid(p))
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # 603.3
        self._all_asked(chooser, "transform")
        self._state = state

    def unlock(self, p: PermanentLike, door: str, *, pay: bool = True,
               choices: Sequence[Any] = (), check_state: bool = True) -> None:
        """Unlock the locked door named ``door`` of the Room ``p`` (CR 709.5): with
        ``pay``, the special action of 709.5e (116.2m) — its controller, in a main phase
        of their turn with an empty stack, pays the door's mana cost from the pool;
        ``pay=False``: an effect unlocks it (709.5f). The door's name, mana cost and text
        become the permanent's; "when you unlock this door" (709.5h) and, with the other
        door unlocked already, "whenever you fully unlock a Room" (709.5i) trigger, their
        targets answered by ``choices``."""
        check.check_flag(pay, "pay")
        check.check_flag(check_state, "check_state")
        chooser = self._chooser(choices)
        pid = self._pid(p)
        perm = self._state.permanents[pid]
        if not is_room(perm.card):
            raise IllegalActionError(f"unlock a door of {self._chars(pid).name or 'it'}",
                                     ["it isn't a Room: it has no doors (CR 709.5)"])
        assert perm.card is not None
        index = door_index(perm.card, door)
        state = pay_to_unlock(self._state, pid, index, perm.controller) if pay else \
            unlock_door(self._state, pid, index, perm.controller)
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # its unlock triggers (709.5h-i, 603.3)
        self._all_asked(chooser, f"unlock {door}")
        self._state = state

    def lock(self, p: PermanentLike, door: str) -> None:
        """Lock the unlocked door named ``door`` of the Room ``p``, as an effect does
        (CR 709.5g): its name, mana cost and text are no longer the permanent's."""
        pid = self._pid(p)
        perm = self._state.permanents[pid]
        if not is_room(perm.card):
            raise IllegalActionError(f"lock a door of {self._chars(pid).name or 'it'}",
                                     ["it isn't a Room: it has no doors (CR 709.5)"])
        assert perm.card is not None
        self._commit(lock_door(self._state, pid, door_index(perm.card, door)), True)

    def doors(self, p: PermanentLike) -> dict[str, bool]:
        """Each door of the Room ``p`` by name, and whether it is unlocked (709.5c)."""
        perm = self._state.permanents[self._pid(p)]
        if not is_room(perm.card):
            return {}
        assert perm.card is not None
        return {f.name: i in perm.unlocked for i, f in enumerate(perm.card.faces)}

    def turn_face_up(self, p: PermanentLike, *, pay: bool = True, using: str | None = None,
                     choices: Sequence[Any] = (), check_state: bool = True) -> None:
        """Turn a face-down permanent face up (708.8), a special action (116.2b): with
        ``pay``, its controller pays from the pool its morph, megamorph or disguise cost
        (702.37e, 702.37b: megamorph adds a +1/+1 counter; 702.168d) or, for a manifested
        or cloaked creature card, its mana cost (701.40b, 701.58b) — ``using=`` says which
        when several apply; ``pay=False``: an effect turns it face up. Its copiable values
        become its own again; counters and effects stay (708.8). ``choices`` answer its
        "as ~ is turned face up" choices, applied while it turns face up (708.11): Vesuvan
        Shapeshifter's ``[True, creature]`` to copy that creature, ``[False]`` not to."""
        check.check_flag(pay, "pay")
        check.check_flag(check_state, "check_state")
        chooser = self._chooser(choices)
        if using is not None and using not in ("morph", "megamorph", "disguise", "mana cost"):
            raise BadArgumentError("using", using, "'morph', 'megamorph', 'disguise' or "
                                   "'mana cost'")
        pid = self._pid(p)
        state = turn_face_up(self._state, pid, self._state.permanents[pid].controller,
                             pay=pay, using=using)
        state = copy_as_turned_face_up(state, pid, chooser)  # 708.11
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # "when ~ is turned face up" (708.8)
        self._all_asked(chooser, f"turn {self._chars(pid).name or 'it'} face up")
        self._state = state

    def play_land(self, c: CardHandle | int | str, *, player: str | None = None,
                  choices: Sequence[Any] = (), check_state: bool = True) -> Permanent:
        """Play a land card from the hand as the turn's land play (CR 305.1-305.2): a
        special action, in a main phase of its owner's turn with an empty stack, once a
        turn; it enters the battlefield ("as it enters" choices in ``choices``,
        replacement effects applied) and "if you played a land this turn" holds.
        Returns the new permanent; raises and changes nothing when it can't."""
        check.check_card_ref(c, "c")
        chooser = self._chooser(choices)
        check.check_flag(check_state, "check_state")
        if player is not None:
            self._check_player(player)
        cid = self.card_id(c, "hand")
        before = self._state
        state = lands.play_land(before, cid, player=player, chooser=chooser)
        self._all_asked(chooser, "play the land")
        if check_state:
            state, _events = state_based_actions(state)
        new = sorted(set(state.permanents) - set(before.permanents))
        self._state = before_priority(state)  # 117.5, 603.3
        return self._handle(new[-1])

    def put_onto_battlefield(self, c: CardHandle | int | str, *,
                             controller: str | None = None, tapped: bool = False,
                             choices: Sequence[Any] = (), check_state: bool = True
                             ) -> Permanent:
        """Put the card ``c`` from a hand, graveyard, library or exile onto the
        battlefield as an effect does ("put it onto the battlefield"): it isn't cast, so
        no cost is paid and nothing triggers on casting (601.2); it enters as a new object
        (400.7) under ``controller`` (by default its owner, 110.2), its replacement effects
        applied (614.1c, 614.12; "as it enters" choices in ``choices``) and its "enters"
        abilities triggering (603.6a); ``tapped`` if the effect says so. A card with no
        mana cost (202.1b) enters the battlefield this way. An instant or sorcery card
        stays where it is (400.4a): refused. Returns the new permanent; raises and
        changes nothing when it can't."""
        check.check_card_ref(c, "c")
        check.check_flag(tapped, "tapped")
        check.check_flag(check_state, "check_state")
        if controller is not None:
            self._check_player(controller)
        chooser = self._chooser(choices)
        cid = self.card_id(c)
        found = card_zone(self._state, cid)
        assert found is not None
        owner, _zone, entry = found
        if entry.card is None or {"Instant", "Sorcery"} & set(entry.card.types):
            raise IllegalActionError(f"put {entry.name} onto the battlefield", [
                "an instant or sorcery card stays in its zone (CR 400.4a)"])
        before = self._state
        state = put_card_onto_battlefield(before, cid, controller or owner, tapped, chooser)
        if check_state:
            state, _events = state_based_actions(state)
        new = sorted(set(state.permanents) - set(before.permanents))
        if not new:
            raise IllegalActionError(f"put {entry.name} onto the battlefield", [
                "it did not enter the battlefield (CR 614.12)"])
        # the answers also choose the modes and targets of its "enters" abilities as they
        # go on the stack (603.3c-d)
        state = before_priority(state, chooser)  # 117.5, 603.3
        self._all_asked(chooser, f"put {entry.name} onto the battlefield")
        self._state = state
        return self._handle(new[-1])

    def exile_to_cast_later(self, c: CardHandle | int | str, keyword: str | None = None, *,
                            player: str | None = None) -> CardHandle:
        """Foretell or plot the card ``c`` in a hand (CR 702.143a, 702.170a): a special
        action (116.2h, 116.2k) — its owner (``player``) pays from the pool {2} to foretell
        it, during their own turn, or its plot cost to plot it, in their own main phase
        with an empty stack — and it is exiled (face down when foretold). After this turn
        they may cast it from exile with ``b.cast(handle)``: a foretold card for its
        foretell cost, a plotted one without paying its mana cost in their main phase
        with an empty stack (702.170d). ``keyword`` (``"foretell"``, ``"plot"``) picks one
        when the card has both. Returns the handle of the card in exile; raises and
        changes nothing when it can't."""
        check.check_card_ref(c, "c")
        check.check_text(keyword, "keyword", limit=40, optional=True)
        if player is not None:
            self._check_player(player)
        cid = self.card_id(c, "hand", player)
        found = card_zone(self._state, cid)
        who = player if player is not None else found[0] if found is not None else "you"
        new, state = exile_to_cast_later(self._state, cid, who, keyword)
        self._state = state
        entry = card_zone(state, new)
        return CardHandle(new, entry[2].name if entry is not None else "", "exile", who)

    def tap(self, p: PermanentLike, *, check_state: bool = True,
            choices: Sequence[Any] = ()) -> None:
        """Tap a permanent (an effect, not a cost; nothing is "tapped for mana").
        State-based actions follow unless ``check_state=False`` (704.3); ``choices``
        answer the targets of its "whenever ~ becomes tapped" abilities (603.3d)."""
        check.check_flag(check_state, "check_state")
        chooser = self._chooser(choices)
        pid = self._pid(p)
        perm = self._state.permanents[pid]
        if perm.tapped:
            raise IllegalActionError(f"tap {self._chars(pid).name}", ["it is already tapped"])
        state = self._state.with_permanent(replace(perm, tapped=True))
        state = state.logged("tap", self._chars(pid).name, "tapped by an effect", "701.26a")
        state = triggered_by_tapping(state, pid, self._chars(pid))  # "becomes tapped"
        if choices:
            if check_state:
                state, _events = state_based_actions(state)
            state = before_priority(state, chooser)
            self._all_asked(chooser, f"tap {self._chars(pid).name}")
            self._state = state
            return
        self._commit(state, check_state)

    def attach(self, obj: PermanentLike, to: PermanentLike, *, choices: Sequence[Any] = (),
               check_state: bool = True) -> None:
        """Attach an Equipment or Aura on the battlefield to ``to`` (CR 701.3a), as an
        equip ability (702.6a) or an effect that attaches it does: an Equipment only to
        a creature (301.5c), an Aura only to what it can enchant (303.4a). Moving it to
        what it is already attached to does nothing (701.3b); otherwise its "Whenever ~
        becomes attached to a creature" abilities trigger (603.2), to go on the stack
        like every trigger (:func:`mtglab.engine.effects.attach.attach`); ``choices`` picks
        their targets (603.3d)."""
        check.check_flag(check_state, "check_state")
        chooser = self._chooser(choices)
        state = before_priority(attach(self._state, self._pid(obj), self._pid(to)), chooser)
        self._all_asked(chooser, "attach it")
        self._commit(state, check_state)

    def untap(self, p: PermanentLike, *, check_state: bool = True,
              choices: Sequence[Any] = ()) -> None:
        """Untap a permanent; a stun counter is removed instead (CR 122.1d). Its
        "becomes untapped" abilities trigger (603.2e), ``choices`` answering their
        targets (603.3d)."""
        check.check_sequence(choices, "choices")
        check.check_flag(check_state, "check_state")
        pid = self._pid(p)
        if not self._state.permanents[pid].tapped:
            raise IllegalActionError(f"untap {self._chars(pid).name}", ["it is untapped"])
        state = untap_permanent(self._state, pid, "untapped by an effect", "701.26b")
        if check_state:
            state, _events = state_based_actions(state)
        self._state = before_priority(state, Chooser(choices))

    def gain_control(self, p: PermanentLike, player: str = "you", *,
                     until_end_of_turn: bool = False, haste: bool = False,
                     source: str | None = None, check_state: bool = True) -> None:
        """``player`` gains control of a permanent, as a resolved Act of Treason or
        Threaten does (a control-changing effect, layer 2, CR 613.1b; 611.2).

        ``until_end_of_turn`` ends it in the cleanup step (514.2), when control returns
        as layer 2 no longer says otherwise. The permanent hasn't been under its new
        controller's control since their most recent turn began, so a creature can't
        use {T} or {Q} abilities or attack (302.6) unless it has haste: ``haste=True``
        grants it until end of turn (613.1f), as those cards do. ``source`` names what
        made the effect ("Act of Treason"): ``b.effects`` and the log show it.
        """
        pid = self._pid(p)
        self._check_player(player)
        check.check_flag(until_end_of_turn, "until_end_of_turn")
        check.check_flag(haste, "haste")
        if source is None:
            source = "gain_control (set up by hand)"
        check.check_text(source, "source")
        check.check_flag(check_state, "check_state")
        state = gain_control(self._state, pid, self._chars(pid).name, player,
                             until_end_of_turn=until_end_of_turn, haste=haste, source=source)
        # the legend rule may follow (704.5j): check_state=False, then check_state(keep=)
        self._commit(state, check_state)

    # ------------------------------------------------------------------ turns and rules

    def pass_turn(self, *, choices: Sequence[Any] = (), check_state: bool = True) -> None:
        """End the turn; the next player's untap step happens (see turns.pass_turn).

        Abilities that trigger at the beginning of the end step go on the stack there
        (513.1a) and the turn stays in its end step until they have resolved; those of
        the next upkeep likewise hold that turn in its upkeep (503.1a). Passing the turn
        again then, with an empty stack, moves on: from the end step to the next turn,
        from the upkeep to the precombat main phase (505.1). ``choices`` answer their
        targets (603.3d), and first, for each tapped permanent of the next player with
        "You may choose not to untap ~ during your untap step", ``"untap"`` or ``"keep
        tapped"`` (502.3)."""
        chooser = self._chooser(choices)
        check.check_flag(check_state, "check_state")
        if self._state.stack:
            raise IllegalActionError("pass the turn", [
                f"{len(self._state.stack)} object(s) are on the stack; resolve them first "
                "(CR 500.2)"])

        def keep_tapped(state: GameState, pid: int) -> bool:
            name = characteristics_of(state)[pid].name
            answer = chooser.pick(f"whether to untap {name} #{pid} in the untap step "
                                  "(CR 502.3)", ["untap", "keep tapped"])
            return bool(answer == "keep tapped")

        state = passed(self._state, keep_tapped)
        state = before_priority(state, chooser)
        self._all_asked(chooser, "pass the turn")
        self._commit(state, check_state)

    def check_state(self, *, keep: Sequence[PermanentLike] = (),
                    choices: Sequence[Any] = ()) -> list[str]:
        """Perform state-based actions (CR 704); returns what happened.

        ``keep``: for the legend rule (704.5j), the legendary permanents their controller
        chooses to keep; otherwise mtglab keeps the newest of each name. ``choices``
        answer the targets of what triggers then ("when ~ dies", 603.3d).
        """
        check.check_keep(keep)
        chooser = self._chooser(choices)
        ids = frozenset(self._pid(p) for p in keep)
        check.check_kept_legends(characteristics_of(self._state), ids)
        state, events = state_based_actions(self._state, ids)
        state = before_priority(state, chooser)  # 603.6c, 603.3d, 117.5
        self._all_asked(chooser, "perform state-based actions")
        self._state = state
        return events

    def can_attack(self, p: PermanentLike) -> bool:
        """Whether a creature could be declared as an attacker now (302.6, 508.1a,
        508.1c, 702.3b): :meth:`attack_problems` finds no reason it can't."""
        return not combat.attack_problems(self._state, self._pid(p))

    # ------------------------------------------------------------------ combat (506-511)

    def attack_problems(self, p: PermanentLike) -> list[str]:
        """Why a creature can't be declared as an attacker now, each reason citing its
        rule (508.1a, 302.6, 702.3b); [] if it can."""
        return combat.attack_problems(self._state, self._pid(p))

    def attack(self, *creatures: PermanentLike, defender: str | None = None,
               choices: Sequence[Any] = (), check_state: bool = True,
               exert: Sequence[PermanentLike] = ()) -> None:
        """The active player declares ``creatures`` as attackers attacking ``defender``
        (the only opponent when None), as the declare attackers step begins (508.1): from
        an earlier step of the turn the turn moves on to it, unless abilities trigger at
        the beginning of combat (507.1: advance there and resolve them first). Attackers
        tap unless they have vigilance (508.1f); "whenever ~ attacks" abilities trigger
        and go on the stack (508.3a), ``choices`` answering their targets (603.3d).
        ``exert``: the attackers exerted as they attack ("You may exert ~ as it attacks",
        an optional cost to attack, 701.43d, 508.1g): each won't untap during your next
        untap step (701.43a) and its "When you do, ..." triggers (603.12). An illegal
        declaration raises and changes nothing (508.1)."""
        chooser = self._chooser(choices)
        check.check_flag(check_state, "check_state")
        check.check_player(self.players, defender, "defender", optional=True)
        check.check_sequence(exert, "exert")
        ids = [self._pid(p) for p in creatures]
        exerted = [self._pid(p) for p in exert]
        state = to_combat(self._state)
        state = combat.declare_attackers(state, ids, defender, exerted)
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # 508.2, 603.3
        self._all_asked(chooser, "declare attackers")
        self._state = state

    def block(self, blocker: PermanentLike | None = None,
              attacker: PermanentLike | None = None, *,
              blocks: Sequence[tuple[PermanentLike, PermanentLike]] = (),
              choices: Sequence[Any] = (), check_state: bool = True) -> None:
        """The defending player declares blockers (509.1): ``blocker`` blocks
        ``attacker``, and each ``(blocker, attacker)`` of ``blocks`` too; none at all
        declares no blockers. "Whenever ~ blocks" abilities trigger (509.3a). An
        illegal declaration raises and changes nothing (509.1)."""
        chooser = self._chooser(choices)
        check.check_flag(check_state, "check_state")
        check.check_sequence(blocks, "blocks")
        pairs = list(blocks)
        if any(not isinstance(x, tuple | list) or len(x) != 2 for x in pairs):
            raise BadArgumentError("blocks", blocks, "a list of (blocker, attacker) pairs")
        if (blocker is None) != (attacker is None):
            raise BadArgumentError("block", (blocker, attacker),
                                   "both a blocker and the attacker it blocks")
        if blocker is not None and attacker is not None:
            pairs.insert(0, (blocker, attacker))
        ids = [(self._pid(b), self._pid(a)) for b, a in pairs]
        state = combat.declare_blockers(self._state, ids)
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # 509.2, 603.3
        self._all_asked(chooser, "declare blockers")
        self._state = state

    def combat_damage(self, *, choices: Sequence[Any] = (), check_state: bool = True) -> None:
        """A combat damage step (510): attacking and blocking creatures deal their
        combat damage at once; with first strike or double strike in combat this is
        the first of two steps and a second call deals the rest (510.4). State-based
        actions follow (a creature with lethal damage dies, 704.5g), then "whenever ~
        deals combat damage" abilities go on the stack (510.3a). ``choices`` answer
        how damage is divided among several creatures (510.1c-d) and the targets."""
        chooser = self._chooser(choices)
        check.check_flag(check_state, "check_state")
        state = combat.combat_damage(self._state, chooser)
        if check_state:
            state, _events = state_based_actions(state)
        state = before_priority(state, chooser)  # 510.3, 603.3
        self._all_asked(chooser, "deal combat damage")
        self._state = state

    def in_combat(self) -> dict[str, list[Permanent]]:
        """The attacking and the blocking creatures (506.4): ``{"attacking": [...],
        "blocking": [...]}``."""
        return {"attacking": [self._handle(p) for p in combat.attackers(self._state)],
                "blocking": [self._handle(p) for p in combat.blockers(self._state)]}

    # ------------------------------------------------------------------ mana questions

    def could_produce(self, p: PermanentLike) -> frozenset[str]:
        """The types of mana it could produce (CR 106.7), e.g. ``frozenset({"G"})``."""
        return could_produce_map(self._state)[self._pid(p)]

    def productions(self, p: PermanentLike | CardHandle, ability: int | str = 0, *,
                    x: int | None = None) -> frozenset[str]:
        """Every total this activation could add — over every order of replacement
        effects (616.1) and every choice — with its "tapped for mana" triggers included.
        An X in its cost is each X it could be paid with now (from 0 up to the counters
        to remove or what the pool pays, 107.3a) unless ``x=`` fixes one. ``p`` may be a
        card in a hand or graveyard whose ability functions there (113.6m: Elvish Spirit
        Guide)."""
        check.check_x(x)
        if isinstance(p, CardHandle):
            pid, i = self._hand_ability(p, ability)
            state = hand.hand_view(self._state, pid)
        else:
            pid, i = self.ability_index(p, ability)
            state = self._state
        c = characteristics_of(state)[pid]
        ref = c.abilities[i]
        if not ref.ability.supported:
            raise IllegalActionError("compute productions", [ref.ability.problem])
        if not any(isinstance(e, AddMana) for e in ref.ability.effects):
            raise IllegalActionError("compute productions", [
                f"{c.name}'s ability [{i}] ({ref.ability.text!r}) adds no mana (CR 605.1)"])
        could = could_produce_map(state)  # no x=: the totals of every legal X (107.3a)
        got = activation_totals(state, pid, i, x=x,
                                could=lambda q: could.get(q, frozenset()))
        return frozenset(str(m) for m in got.mana)

    def can_pay(self, cost: str | Any, player: str | None = None, *, spell: Any = None,
                x: int | None = None) -> bool:
        """Whether a cost is payable now from the pool plus the mana abilities the player
        could activate (filters, sacrifices, triggers and replacement effects included).

        ``spell`` (a card name or Card) makes spending restrictions count (CR 106.6);
        ``x`` gives {X} a value. Decided without listing outcomes (Hall's condition, or an
        integer programme over kinds of sources: :mod:`mtglab.engine.payment.decision`).
        """
        check.check_x(x)
        check.check_player(self.players, player, optional=True)
        return payable(self._state, cost, player or self.active,
                       spell=None if spell is None else lookup_card(spell), x=x)

    def payment_plan(self, cost: str | Any, player: str | None = None, *, spell: Any = None,
                     x: int | None = None) -> pd.DataFrame:
        """Which abilities to activate, with which choices, to pay ``cost`` now, and which
        mana pays each symbol (see :func:`mtglab.analysis.available.payment_plan`)."""
        check.check_x(x)
        check.check_player(self.players, player, optional=True)
        return plan_table(self, cost, player, spell=spell, x=x)

    def become_copy(self, p: PermanentLike, original: PermanentLike, *,
                    duration: str | None = None, check_state: bool = True) -> None:
        """Make ``p`` become a copy of ``original`` (CR 707.4) — copiable values only
        (707.2), no enters/leaves triggers; ``duration`` None (until changed) or
        ``"end of turn"``."""
        check.check_duration(duration, (None, "end of turn"))
        pid, oid = self._pid(p), self._pid(original)
        who = characteristics_of(self._state)[pid].controller
        state = start_copy_effect(self._state, pid, oid, who,
                                  characteristics_of(self._state)[pid].name,
                                  duration=duration)
        self._commit(state, check_state)

    # ------------------------------------------------------------------ tables

    @property
    def permanents(self) -> pd.DataFrame:
        """One row per permanent (see DESIGN.md for the columns)."""
        return permanents_frame(self._state)

    @property
    def abilities(self) -> pd.DataFrame:
        """One row per ability of each permanent, with whether it can be activated now."""
        return abilities_frame(self._state)

    @property
    def effects(self) -> pd.DataFrame:
        """Continuous effects now: static abilities and effects of resolved abilities."""
        return effects_frame(self._state)

    @property
    def log(self) -> pd.DataFrame:
        """Every action and event, each with the rule that governed it."""
        return log_frame(self._state)

    @property
    def stack(self) -> pd.DataFrame:
        """The stack, bottom first (name, controller, kind)."""
        return stack_frame(self._state)

    def graveyard(self, player: str) -> pd.DataFrame:
        """A player's graveyard (id, name, owner), oldest first."""
        self._check_player(player)
        return zone_frame(self._state, player, "graveyard")

    def hand(self, player: str) -> pd.DataFrame:
        """A player's hand (id, name, owner)."""
        self._check_player(player)
        return zone_frame(self._state, player, "hand")

    def library(self, player: str) -> pd.DataFrame:
        """A player's library (id, name, owner, seen_by), top first: ``seen_by`` names
        the players who may see the card — the top card's, when a static ability lets its
        owner look at it or reveals it (CR 401.5); "" where no one may (401.2)."""
        self._check_player(player)
        return zone_frame(self._state, player, "library")

    @property
    def exile(self) -> pd.DataFrame:
        """The exile zone (id, name, owner)."""
        return exile_frame(self._state)

    @property
    def emblems(self) -> pd.DataFrame:
        """The emblems in the command zone (CR 114): id, name, owner, abilities."""
        return emblems_frame(self._state)

    def could_produce_table(self) -> pd.DataFrame:
        """A row per permanent, a column per mana type, and the reason (CR 106.7)."""
        return could_produce_frame(self._state)

    # ------------------------------------------------------------------ files and display

    def to_yaml(self) -> str:
        """The board as a readable YAML document (round-trips with :meth:`from_yaml`)."""
        return board_to_yaml(self)

    @classmethod
    def from_yaml(cls, text_or_path: str | Any) -> Board:
        """A board from YAML text or a file path (safe loading; clear errors)."""
        return board_from_yaml(text_or_path, cls)

    @classmethod
    def from_forge_puzzle(cls, path: str | Any) -> Board:
        """A board from a Forge puzzle file (``.pzl``); lines it can't honour are in its log
        (see :mod:`mtglab.board.forge_puzzle`)."""
        return board_from_forge_puzzle(path, cls)

    @classmethod
    def read_forge_puzzle(cls, path: str | Any) -> ForgePuzzle:
        """A Forge puzzle file read and laid out: ``.board`` and ``.unhonoured`` (every
        entry it couldn't honour, with why)."""
        return read_forge_puzzle(path, cls)

    def __repr__(self) -> str:
        n = len(self._state.permanents)
        lives = ", ".join(f"{p.name} {p.life}" for p in self._state.players)
        return (f"<Board turn {self._state.turn}, {possessive(self._state.active)} "
                f"{self._state.phase}; {n} permanents; life: {lives}>")

    def _repr_html_(self) -> str:

        return board_html(self)

    def edit(self, p: PermanentLike, *, tapped: bool | None = None,
             controlled_since_turn_start: bool | None = None,
             counters: Mapping[str, int] | None = None,
             attached_to: PermanentLike | EllipsisType | None = ...,
             choices: Sequence[Any] | Mapping[str, Any] | None = None,
             entered_this_turn: bool | None = None, damage: int | None = None,
             attacked_this_turn: bool | None = None, level: int | None = None) -> None:
        """Change a permanent as stated (set-up, like :meth:`add`: nothing triggers, no
        replacement effect applies). Only the arguments given change: ``counters``
        replaces all its counters, ``attached_to=None`` unattaches it, ``choices``
        remakes its "as this enters" choices, ``entered_this_turn=True`` makes it one
        that entered the battlefield this turn (so not controlled since the turn began,
        302.6), ``damage`` the damage marked on it this turn (120.3, worn off in the
        cleanup step, 514.2), ``attacked_this_turn=True`` one declared as an attacker
        earlier this turn (508.1a; boast, 702.142a), ``level`` its level (a Class's, a
        designation, 716.2b). Raises and changes nothing on bad input.
        """
        if level is not None and (isinstance(level, bool) or not isinstance(level, int)
                                  or level < 1):
            raise BadArgumentError("level", level, "a whole number, 1 or more (CR 716.2b)")
        if damage is not None and (isinstance(damage, bool) or not isinstance(damage, int)
                                   or damage < 0):
            raise BadArgumentError("damage", damage, "a whole number, 0 or more")
        check.check_flag(tapped, "tapped", optional=True)
        check.check_flag(controlled_since_turn_start, "controlled_since_turn_start",
                         optional=True)
        check.check_counters(counters)
        check.check_sequence(choices, "choices", optional=True, mapping=True)
        pid = self._pid(p)
        check.check_flag(entered_this_turn, "entered_this_turn", optional=True)
        check.check_flag(attacked_this_turn, "attacked_this_turn", optional=True)
        target: int | EllipsisType | None = ...
        if not isinstance(attached_to, EllipsisType):
            target = None if attached_to is None else self._pid(attached_to)
            if target == pid:
                raise IllegalActionError(f"attach {self._state.permanents[pid].base.name}", [
                    "a permanent can't be attached to itself (CR 301.5c, 303.4d)"])
        made = None if choices is None else self._as_enters_choices(
            copiable_of(self._state, pid), choices)
        perm = edited(self._state, pid, tapped=tapped,
                      controlled_since_turn_start=controlled_since_turn_start,
                      counters=counters, attached_to=target, choices=made,
                      entered_this_turn=entered_this_turn,
                      attacked_this_turn=attacked_this_turn)
        if damage is not None:  # damage marked on it this turn (120.3)
            perm = replace(perm, damage=damage)
        if level is not None:  # a Class's level (716.2b)
            perm = replace(perm, level=level)
        name = characteristics_of(self._state)[pid].name
        self._state = self._state.with_permanent(perm).logged("set-up", name, "changed", "")
