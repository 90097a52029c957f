"""The board as pandas DataFrames, with stable column names (see DESIGN.md)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mtglab.analysis.tables import as_table
from mtglab.cards.effects import CreatedTrigger, EntersWithCounters
from mtglab.engine.characteristics.emblems import emblem_label
from mtglab.engine.characteristics.layers import characteristics_of, static_effects
from mtglab.engine.game.hidden import top_card_seen_by
from mtglab.engine.game.ring import is_ring_bearer
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.mana.could_produce import could_produce_map, reasons
from mtglab.engine.mana.manaflow import replacement_effects
from mtglab.engine.payment.legality import activation_problems
from mtglab.engine.state import CopyEffect, GameState, PermanentState
from mtglab.errors import UnsupportedError
from mtglab.mana import MANA_TYPES

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["abilities_frame", "could_produce_frame", "effects_frame", "graveyard_frame",
           "log_frame", "permanents_frame", "stack_frame"]

PERMANENT_COLUMNS = ["id", "name", "controller", "owner", "tapped", "types", "subtypes",
                     "colors", "power", "toughness", "counters", "token", "copying",
                     "attached_to", "controlled_since_turn_start", "timestamp", "face_down",
                     "combat", "designations"]


def permanents_frame(state: GameState) -> pd.DataFrame:
    """One row per permanent."""
    import pandas as pd


    chars = characteristics_of(state)
    rows = []
    for pid in sorted(state.permanents):
        p = state.permanents[pid]
        c = chars[pid]
        copying = next((r.effect.original_name for r in sorted(
            state.effects, key=lambda r: -r.timestamp)
            if isinstance(r.effect, CopyEffect) and pid in r.affected), None)
        rows.append({
            "id": pid, "name": c.name, "controller": c.controller, "owner": p.owner,
            "tapped": p.tapped, "types": " ".join(c.supertypes + c.types),
            "subtypes": " ".join(c.subtypes) + (" (all creature types)"
                                                if c.all_creature_types else ""),
            "colors": "".join(x for x in "WUBRG" if x in c.colors),
            "power": c.power, "toughness": c.toughness,
            "counters": ", ".join(f"{n} {k}" for k, n in p.counters),
            "token": p.is_token, "copying": copying, "attached_to": p.attached_to,
            "controlled_since_turn_start": p.controlled_since_turn_start,
            "timestamp": p.timestamp,
            "face_down": p.face_down.value if p.face_down is not None else None,
            "combat": _combat(p),
            "designations": _designations(p, c.controller),
        })
    frame = pd.DataFrame(rows, columns=PERMANENT_COLUMNS)
    return as_table(frame.astype({"power": "Int64", "toughness": "Int64",
                                  "attached_to": "Int64"}))


def _designations(p: PermanentState, controller: str) -> str | None:
    """Its designations (not copiable values): "monstrous" (701.37b), "renowned"
    (702.112b), "Ring-bearer" (701.54b, while its player controls it, 701.54e), "level
    N" (a Class's level, 716.2b)."""
    words = [w for w, has in (("monstrous", p.monstrous), ("renowned", p.renowned),
                              ("Ring-bearer", is_ring_bearer(p, controller)),
                              (f"level {p.level}", p.level is not None)) if has]
    return ", ".join(words) or None


def _combat(p: PermanentState) -> str | None:
    """"attacking opponent", "blocking Bear #3" or None (CR 506.4)."""
    if p.attacking is not None:
        return f"attacking {p.attacking}" + (" (blocked)" if p.blocked else "")
    if p.blocking:
        return "blocking " + ", ".join(f"#{a}" for a in p.blocking)
    return None


def _problems(state: GameState, pid: int, index: int, parse_problem: str) -> list[str]:
    """Why an ability can't be activated; an unsupported one's row says why it isn't
    (its own part the engine can't check) instead of failing the table (DESIGN)."""
    try:
        return activation_problems(state, pid, index)
    except UnsupportedError as exc:
        return [f"mtglab can't play this ability: {parse_problem or exc}"]


def abilities_frame(state: GameState) -> pd.DataFrame:
    """One row per current ability of each permanent (printed, intrinsic, granted)."""
    import pandas as pd


    chars = characteristics_of(state)
    rows = []
    for pid in sorted(state.permanents):
        c = chars[pid]
        for i, ref in enumerate(c.abilities):
            a = ref.ability
            problems = _problems(state, pid, i, a.problem) if a.kind.value == "activated" \
                else []
            rows.append({
                "permanent_id": pid, "permanent": c.name, "index": i, "text": a.text,
                "kind": a.kind.value, "origin": ref.origin + (f" ({ref.source})"
                                                              if ref.source else ""),
                "is_mana_ability": a.is_mana_ability, "supported": a.supported,
                "can_activate": a.kind.value == "activated" and not problems,
                "problems": "; ".join(problems),
            })
    return as_table(pd.DataFrame(rows, columns=[
        "permanent_id", "permanent", "index", "text", "kind",
                                       "origin", "is_mana_ability", "supported",
                                       "can_activate", "problems"]))


def effects_frame(state: GameState) -> pd.DataFrame:
    """Continuous effects: from static abilities and from resolved abilities (611)."""
    import pandas as pd


    rows = []
    chars = characteristics_of(state)
    for e in static_effects(state):
        kind = type(e.effect).__name__
        words = effect_words(e.effect)
        if e.locked:  # a resolved effect: what it changes was fixed as it began (611.2c)
            names = ", ".join(chars[p].name for p in sorted(e.locked) if p in chars)
            if kind == "GainControl":
                names += f" → {e.controller}"
            words += f" ({names})" if names else ""
        rows.append({"source": e.source_name, "source_id": e.source_id,
                     "effect": words, "layer": _layer_of(kind),
                     "timestamp": e.timestamp,
                     "duration": "static" if e.locked is None else
                     (f"until {e.duration}" if e.duration else "indefinite"),
                     "rule": "604.1, 613" if e.locked is None else "611.2"})
    for r in replacement_effects(state):
        rows.append({"source": r.source_name, "source_id": r.source_id,
                     "effect": f"replacement: {r.describe()}", "layer": "",
                     "timestamp": r.timestamp, "duration": r.duration,
                     "rule": "614, 106.12b"})
    for rec in state.effects:
        if isinstance(rec.effect, CopyEffect):
            rows.append({"source": rec.source_name, "source_id": rec.source_id,
                         "effect": f"copy of {rec.effect.original_name}", "layer": "1a",
                         "timestamp": rec.timestamp, "duration": rec.duration or "indefinite",
                         "rule": rec.rule})
        elif isinstance(rec.effect, EntersWithCounters):  # Combine Guildmage (611.2a)
            rows.append({"source": rec.source_name, "source_id": rec.source_id,
                         "effect": f"replacement: enters with an additional "
                                   f"{rec.effect.counter} counter", "layer": "",
                         "timestamp": rec.timestamp,
                         "duration": f"until {rec.duration}" if rec.duration else "indefinite",
                         "rule": rec.rule})
        elif isinstance(rec.effect, CreatedTrigger):  # High Tide (603.7b)
            rows.append({"source": rec.source_name, "source_id": rec.source_id,
                         "effect": f"trigger: {rec.effect.text}", "layer": "",
                         "timestamp": rec.timestamp,
                         "duration": f"until {rec.duration}" if rec.duration else "indefinite",
                         "rule": rec.rule})
    return as_table(pd.DataFrame(rows, columns=["source", "source_id", "effect", "layer",
                                                "timestamp", "duration", "rule"]))


#: What each kind of continuous effect does, in words (its layer is in the next column).
_EFFECT_WORDS = {
    "GainControl": "changes who controls it", "SetBasicLandTypes": "sets basic land types",
    "AddLandTypes": "adds land types", "Animate": "makes it a creature",
    "GrantAbilities": "grants abilities", "ModifyPT": "changes power and toughness",
    "SetBasePT": "sets base power and toughness",
    "SwitchPT": "switches power and toughness", "LoseAbilities": "takes abilities away",
}


def effect_words(effect: object) -> str:
    """A continuous effect in words, never a class name: "sets basic land types: Mountain".

    >>> from mtglab.cards.effects import SwitchPT
    >>> effect_words(SwitchPT.__new__(SwitchPT))
    'switches power and toughness'
    """
    kind = type(effect).__name__
    words = _EFFECT_WORDS.get(kind) or re.sub(r"(?<!^)(?=[A-Z])", " ", kind).lower()
    types = getattr(effect, "land_types", None) or getattr(effect, "types", None)
    if kind == "GrantAbilities":
        types = getattr(effect, "abilities", None)
    if isinstance(types, tuple) and types and all(isinstance(t, str) for t in types):
        words += ": " + ", ".join(t if len(t) <= 60 else t[:59] + "…" for t in types)
    return words


def _layer_of(kind: str) -> str:
    return {"GainControl": "2", "SetBasicLandTypes": "4", "AddLandTypes": "4",
            "Animate": "4, 5, 6, 7b", "GrantAbilities": "6", "ModifyPT": "7c",
            "SetBasePT": "7b", "SwitchPT": "7d", "LoseAbilities": "6"}.get(kind, "")


def log_frame(state: GameState) -> pd.DataFrame:
    """Every logged action and event with the rule that governed it."""
    import pandas as pd


    return as_table(pd.DataFrame([{"step": r.step, "turn": r.turn, "action": r.action,
                          "object": r.object, "detail": r.detail, "rule": r.rule}
                         for r in state.log],
                        columns=["step", "turn", "action", "object", "detail", "rule"]))


def stack_frame(state: GameState) -> pd.DataFrame:
    """The stack, bottom first."""
    import pandas as pd


    return as_table(pd.DataFrame([{"id": s.id, "name": s.name, "controller": s.controller,
                          "kind": s.kind, "text": s.ability.text if s.ability else ""}
                         for s in state.stack],
                        columns=["id", "name", "controller", "kind", "text"]))


def graveyard_frame(state: GameState, player: str) -> pd.DataFrame:
    """A player's graveyard, oldest first."""
    return zone_frame(state, player, "graveyard")


def zone_frame(state: GameState, player: str, zone: str) -> pd.DataFrame:
    """The cards a player owns in a hand, library (top first), graveyard or exile. A
    library's table has a column ``seen_by`` as well: the players who may see the card
    (its top card only, by a static ability, 401.5; "" for a card no player may look at,
    401.2)."""
    import pandas as pd

    rows = [{"id": g.id, "name": g.name, "owner": g.owner}
            for g in zone_cards(state, player, zone)]
    if zone != "library":
        return as_table(pd.DataFrame(rows, columns=["id", "name", "owner"]))
    seen, _sources = top_card_seen_by(state, player) if rows else ((), ())
    for i, row in enumerate(rows):
        row["seen_by"] = ", ".join(seen) if i == 0 else ""
    return as_table(pd.DataFrame(rows, columns=["id", "name", "owner", "seen_by"]))


def could_produce_frame(state: GameState) -> pd.DataFrame:
    """A row per permanent, a boolean column per mana type, and the reason (106.7)."""
    import pandas as pd


    cp = could_produce_map(state)
    chars = characteristics_of(state)
    rows = []
    for pid in sorted(state.permanents):
        row: dict[str, object] = {"id": pid, "name": chars[pid].name,
                                  "controller": chars[pid].controller}
        for t in MANA_TYPES:
            row[t] = t in cp[pid]
        why = reasons(state, pid)
        row["reason"] = "; ".join(why) + (" (CR 106.7)" if why else "") if why else \
            "no ability of it would produce mana now (CR 106.7)"
        rows.append(row)
    return as_table(pd.DataFrame(rows, columns=["id", "name", "controller", *MANA_TYPES,
                                                "reason"]))


def emblems_frame(state: GameState) -> pd.DataFrame:
    """The emblems in the command zone (CR 114): id, name ("Emblem (<what created it>)",
    114.3), owner (who controls it too, 114.2) and its abilities' texts."""
    import pandas as pd


    return as_table(pd.DataFrame(
        [{"id": e.id, "name": emblem_label(e), "owner": e.owner,
          "abilities": tuple(a.text for a in e.abilities)} for e in state.emblems],
        columns=["id", "name", "owner", "abilities"]))


def exile_frame(state: GameState) -> pd.DataFrame:
    """The exile zone, every owner's cards (id, name, owner)."""
    import pandas as pd


    return as_table(pd.DataFrame([{"id": g.id, "name": g.name, "owner": g.owner}
                                  for g in state.exile], columns=["id", "name", "owner"]))
