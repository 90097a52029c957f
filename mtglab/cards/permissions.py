"""Permissions to play cards (CR 601.3, 305.2, 305.9, 702.8a): the records the grammar
(grammar/permissions.lark) reads from the text that lets a player play or cast cards they
otherwise couldn't, or at other times.

- :class:`PlayNamedCards`: "Exile the top card of your library. Until end of turn, you may
  play that card." — an instruction: the cards the instruction before it named (the cards
  exiled this way) may be played (lands played, 305.9; spells cast, 601.3) by the
  ability's controller until the permission ends (611.2a).
- :class:`CastWithFlash`: "You may cast spells this turn as though they had flash" (an
  instruction, with ``ends``) or "You may cast creature spells as though they had flash"
  (a static ability): the spells of a kind may be cast any time an instant could be
  (702.8a, 307.1).
- :class:`CastSelfWithFlash`: "You may cast ~ as though it had flash [if you pay {2} more
  to cast it]" (a static ability of the card itself, functioning wherever it can be cast
  from, 113.6e): the card may be cast any time an instant could be (702.8a), for the
  extra cost when the permission is what allows it (601.3c, 601.2f).
- :class:`AdditionalLandPlays`: "You may play an additional land on each of your turns"
  (a static ability) or "You may play an additional land this turn" (an instruction):
  more land plays in a turn than the one of 305.2.

:class:`PlayGrant` is what a resolved instruction leaves in the game state: who, which
cards (or kind of spells), what action, and until when.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtglab.cards.effects import Selector
from mtglab.cards.library import ExileTop
from mtglab.cards.revealed import REVEALED_STATICS
from mtglab.mana import ManaCost

__all__ = ["PERMISSION_INSTRUCTIONS", "PERMISSION_RECORDS", "PERMISSION_STATICS",
           "PERMISSION_VERBS",
           "AdditionalLandPlays", "CastFree", "CastSelfWithFlash", "CastSpellExiledInstead",
           "CastTargetCard", "CastWithFlash", "PermissionEnd",
           "PlayAction",
           "PlayFromZone", "PlayGrant", "PlayNamedCards", "permission_problem"]


class PlayAction(enum.StrEnum):
    """What a permission allows with a card (CR 601.3, 305.9): ``play`` — play it as a
    land if it is one, cast it otherwise; ``cast`` — cast it only (a land card can't be
    cast, 305.9)."""

    PLAY = "play"
    CAST = "cast"


class PermissionEnd(enum.StrEnum):
    """When a permission from a resolved instruction ends (CR 611.2a, 514.2)."""

    END_OF_TURN = "end of turn"  # "this turn", "until end of turn": in the cleanup step
    #: "until the end of your next turn": the cleanup step of its controller's next turn
    END_OF_YOUR_NEXT_TURN = "end of your next turn"
    #: "until your next turn": as its controller's next turn begins (500.1)
    UNTIL_YOUR_NEXT_TURN = "your next turn"
    #: "for as long as it remains exiled": while the card stays in exile (400.7)
    WHILE_EXILED = "while exiled"


@dataclass(frozen=True, slots=True)
class PlayNamedCards:
    """ "You may play that card this turn" / "Until the end of your next turn, you may
    play those cards" / "you may cast cards exiled this way": the cards the instruction
    before named ("that card", "those cards", "them", "the exiled card") may be played
    (``action``) by the ability's controller from where they are until ``ends`` (601.3,
    305.9, 611.2a). Timing rules still apply (307.1, 305.1)."""

    action: PlayAction
    ends: PermissionEnd = PermissionEnd.END_OF_TURN


@dataclass(frozen=True, slots=True)
class CastWithFlash:
    """ "You may cast <kind> spells as though they had flash" (CR 702.8a, 307.1): the
    spells of the kind ``spells`` (their card's characteristics) may be cast any time
    their caster could cast an instant. ``ends``: None for a static ability (604.1), or
    when the permission an instruction gives ends ("this turn", 611.2a).
    ``any_player``: "Any player may cast ..." (else only the ability's controller)."""

    spells: Selector
    ends: PermissionEnd | None = None
    any_player: bool = False


@dataclass(frozen=True, slots=True)
class CastSelfWithFlash:
    """ "You may cast ~ as though it had flash" / "... if you pay {2} more to cast it"
    (CR 702.8a, 601.3c): the card's own static ability, which functions in every zone it
    could be cast from (113.6e). Its owner may cast it any time they could cast an
    instant; ``extra`` is added to its total cost (601.2f) when it is cast at a time only
    this permission allows (in its controller's main phase with an empty stack the
    permission isn't needed, 307.1)."""

    extra: ManaCost | None = None


@dataclass(frozen=True, slots=True)
class AdditionalLandPlays:
    """ "You may play an additional land on each of your turns" / "You may play two
    additional lands this turn" (CR 305.2): ``count`` land plays in a turn beyond the
    one the rules give. ``this_turn``: an instruction's, for the turn it resolves in
    (611.2a); else a static ability's, on each of its controller's turns (604.1)."""

    count: int = 1
    this_turn: bool = False
    #: "Each player may play an additional land on each of their turns": every player
    #: has the extra land plays on their own turns, whoever controls the source (305.2)
    each_player: bool = False


@dataclass(frozen=True, slots=True)
class PlayFromZone:
    """ "You may play lands from your graveyard" / "You may play lands and cast spells
    from the top of your library" / "You may cast Angel spells and Human spells from the
    top of your library" (a static ability, CR 601.3, 305.9): its controller may play
    (``action``) cards they own from ``zone`` — only the top card where ``top_only``
    (401.5) — lands only (``lands_only``) or spells of the kind ``spells`` as well.
    ``lands``: the kind of land ("Forests", "snow lands"), None for any land. Timing
    rules and the land plays of the turn still apply (305.2, 307.1). ``ends``: None for a
    static ability (604.1), or when the permission an instruction gives ends ("Until
    end of turn, you may play lands and cast spells from your graveyard", 611.2a)."""

    action: PlayAction
    zone: str
    top_only: bool = False
    lands_only: bool = False
    spells: Selector | None = None
    lands: Selector | None = None
    ends: PermissionEnd | None = None
    #: "Once each turn, you may cast ...": one card a turn by this permission (601.3)
    once_each_turn: bool = False
    #: "Once during each of your turns": only on its controller's own turns
    your_turns_only: bool = False


@dataclass(frozen=True, slots=True)
class PlayGrant:
    """A permission a resolved instruction gave, kept in the game state until it ends
    (CR 611.2a): ``player`` may ``action`` the exiled ``cards`` (ids of cards in a zone),
    cast spells of the kind ``flash`` as though they had flash, play ``lands`` more
    lands this turn, or play cards of kinds from a zone (``from_zone``). ``turn``: the
    turn it was given in (for ``END_OF_YOUR_NEXT_TURN``).
    ``keyword``: the card's own keyword that exiled it to be cast later ("Foretell",
    "Plot": 702.143a, 702.170d) — then the card may be cast only on a turn after
    ``turn``, for ``alternative_cost`` rather than its mana cost (118.9; {0}: without
    paying its mana cost), and with ``sorcery`` only in its player's own main phase
    while the stack is empty."""

    player: str
    source_name: str
    ends: PermissionEnd
    turn: int
    cards: tuple[int, ...] = ()
    action: PlayAction | None = None
    flash: Selector | None = None
    lands: int = 0
    #: "you may play lands and cast spells from your graveyard" for the duration: the
    #: cards of ``player`` in that zone of the kinds it names (601.3, 305.9)
    from_zone: PlayFromZone | None = None
    keyword: str = ""
    alternative_cost: ManaCost | None = None
    sorcery: bool = False
    #: "If that spell would be put into your graveyard this turn, exile it instead": the
    #: spell cast by this permission is exiled as it leaves the stack (614.1a)
    exiled_instead: bool = False


@dataclass(frozen=True, slots=True)
class CastFree:
    """ "You may cast a spell with mana value 4 or less from your hand without paying its
    mana cost" / "you may cast target instant card from your graveyard without paying its
    mana cost": the ability's controller may cast one card while the instruction resolves
    (608.2g: timing rules don't apply), paying nothing for its mana cost (an alternative
    cost, 118.9; X is 0, 107.3b). ``card``: a card of a kind in their hand (``zone``
    hand, its kind and mana value, 202.3), or (relation TARGET) the target card in their
    graveyard, still there as it resolves (608.2b, 400.7)."""

    card: Selector


@dataclass(frozen=True, slots=True)
class CastTargetCard:
    """ "You may cast target instant or sorcery card from your graveyard this turn" (CR
    601.3, 611.2a): the ability's controller may cast the target card from their
    graveyard until ``ends``, paying its costs and following the timing rules (307.1);
    the permission is the card's while it stays there (400.7). ``card``: the target."""

    card: Selector
    ends: PermissionEnd = PermissionEnd.END_OF_TURN


@dataclass(frozen=True, slots=True)
class CastSpellExiledInstead:
    """ "If that spell would be put into your graveyard, exile it instead" after a
    :class:`CastFree` (or a :class:`CastTargetCard`: the spell cast by that permission):
    a replacement effect on the spell just cast (614.1a): as it leaves
    the stack for a graveyard (resolved, 608.2n, or countered, 701.6a) its card is
    exiled instead. "this turn": the spell, cast while the instruction resolves, leaves
    the stack in that turn (the stack is empty as a step ends, 500.2)."""


#: the instructions (one-shot records) of this module (608.2)
PERMISSION_INSTRUCTIONS: tuple[type, ...] = (PlayNamedCards, CastFree, CastTargetCard,
                                             CastSpellExiledInstead)
#: the records a static ability or an instruction may hold (which one: their fields)
PERMISSION_STATICS: tuple[type, ...] = (CastWithFlash, AdditionalLandPlays, PlayFromZone,
                                        CastSelfWithFlash, *REVEALED_STATICS)
#: the records a resolving instruction carries out (engine.effects.perform VERBS)
PERMISSION_VERBS: tuple[type, ...] = (PlayNamedCards, CastWithFlash, AdditionalLandPlays,
                                      PlayFromZone, CastFree, CastTargetCard,
                                      CastSpellExiledInstead)
#: every record the grammar reads here
PERMISSION_RECORDS: tuple[type, ...] = PERMISSION_INSTRUCTIONS + PERMISSION_STATICS

#: the instructions that name the cards they put in exile ("that card", "those cards")
_NAMING_EXILED: tuple[type, ...] = (ExileTop,)


def permission_problem(effects: tuple[object, ...] | list[object]) -> str | None:
    """Why the engine can't give a permission of these instructions, or None: "you may
    play that card" gives it for the cards the instruction just before exiled (the top
    of a library, 406.3); any other "that card" isn't followed yet."""
    for before, e in zip((None, *effects), effects, strict=False):
        if isinstance(e, CastSpellExiledInstead) and \
                not isinstance(before, CastFree | CastTargetCard):
            return ("'that spell' of 'exile it instead' is a spell cast by the instruction "
                    "just before, while it resolves (CR 608.2g, 614.1a)")
        if isinstance(e, PlayNamedCards) and not isinstance(before, _NAMING_EXILED):
            return ("the cards a permission to play names are those the instruction "
                    "just before exiled from the top of a library (CR 601.3)")
    return None
