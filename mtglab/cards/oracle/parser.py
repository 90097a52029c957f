"""The Oracle-text parser: lines of rules text to :class:`~mtglab.cards.model.Ability`.

The grammar (``oracle.lark``, parsed with Lark's LALR(1) parser) accepts the wordings
mtglab understands. This module prepares each line for it — drops reminder text,
turns self-references ("this creature", the card's name, a legendary card's short name)
into ``~``, splits an activated ability at its colon and the effect into sentences — then
assembles the pieces into an :class:`Ability`.

The parser never raises on text: a line it cannot read becomes an ability with
``supported=False``, its kind and mana-ability status guessed from its wording, and a
``problem`` naming the sentence that was not understood.

Trigger conditions other than mana triggers become :class:`~mtglab.cards.model.Trigger`
objects with these events: ``"enters"`` and ``"dies"`` (the source), ``"becomes_tapped"``
(the source becomes tapped), ``"upkeep"`` (``text`` says whose: ``"your"`` or ``"each
player's"``; "that player" in its effect is the player whose upkeep it is),
``"precombat_main"`` (``text`` ``"your"``) and ``"landfall"`` ("Whenever a land you
control enters").
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import re
import typing
from collections.abc import Callable, Sequence
from dataclasses import replace
from importlib import resources
from typing import Any, Final

from lark import Lark, v_args
from lark.exceptions import LarkError

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.amounts import PAID_COUNTS, difference_problem
from mtglab.cards.batchevents import batch_referent_problem
from mtglab.cards.castcosts import (
    CAST_COSTS,
    CAST_KEYWORDS,
    entwine_understood,
    zone_function_problem,
)
from mtglab.cards.chance import RollTheDie
from mtglab.cards.countering import Counter, CounteredInstead, counter_problem
from mtglab.cards.damagereplacement import DAMAGE_REPLACEMENTS
from mtglab.cards.drawreplacement import DRAW_REPLACEMENTS
from mtglab.cards.effectparts import SPELL_ONLY_CONDITIONS
from mtglab.cards.effects import (
    NEXT_SPELL_MOMENTS,
    UNCHECKED_CONDITIONS,
    UNCOMPUTED_AMOUNTS,
    UNPLAYED_EFFECTS,
    UNTIL_FACE_DOWN,
    ActivationRestriction,
    AddMana,
    Amount,
    Animate,
    AnyOf,
    AsEntersChoice,
    BecomeCopy,
    ChoiceKind,
    ChooseColor,
    ChooseModes,
    ChosenColor,
    ColorAmong,
    Condition,
    CouldProduce,
    CreatedTrigger,
    CreateToken,
    CreateTokenCopy,
    Delayed,
    Destroy,
    DurationTrigger,
    Effect,
    EntersAsCopy,
    EntersWithCounters,
    ExileCards,
    FixedMana,
    GrantAbilities,
    IfHolds,
    IfNotPaid,
    ManaProduction,
    ManaTrigger,
    MayDo,
    ModifyPT,
    OfferToPay,
    Relation,
    ReturnFromGraveyard,
    Rider,
    RollDie,
    Selector,
    SpendRestriction,
    StaticModifier,
    TypeProduced,
)
from mtglab.cards.entering import entering_limit
from mtglab.cards.exerting import ExertAsItAttacks
from mtglab.cards.functioning import names_self_in_graveyard
from mtglab.cards.graveyardreplacement import GRAVEYARD_REPLACEMENTS
from mtglab.cards.instructions import (
    INSTRUCTIONS,
    ONE_SHOT,
    ChooseOpponent,
    Damage,
    IfYouDo,
    Lasting,
    defined_x,
    names_x_targets,
    sequence_problem,
)
from mtglab.cards.intrinsic import intrinsic_abilities
from mtglab.cards.keywords import (
    CYCLING,
    Keyword,
    backup_abilities,
    becoming_monstrous_understood,
    dash_keyword_restrictions,
    keyword_line,
    represented_abilities,
)
from mtglab.cards.levels import read_blocks
from mtglab.cards.lifereplacement import LIFE_REPLACEMENTS
from mtglab.cards.modes import MODE_RECORDS, header_problem
from mtglab.cards.optional import IfElse, Instead, PutFromHand, Unless, payment_problem
from mtglab.cards.oracle.grammar.before_game import ChosenBeforeRules
from mtglab.cards.oracle.grammar.cast_self import CastSelfRules, cast_self_effects
from mtglab.cards.oracle.grammar.castcosts import CastCostRules
from mtglab.cards.oracle.grammar.chapters import ChapterRules, chapter_line
from mtglab.cards.oracle.grammar.conditions import (
    ConditionRules,
    it_is_the_source,
    names_source,
)
from mtglab.cards.oracle.grammar.copyentering import CopyEnteringRules
from mtglab.cards.oracle.grammar.copyexcept import CopyExceptionRules, copy_exception_problem
from mtglab.cards.oracle.grammar.costs import CostRules
from mtglab.cards.oracle.grammar.entering import EnteringRules, as_enters_counts
from mtglab.cards.oracle.grammar.exerting import ExertRules
from mtglab.cards.oracle.grammar.grants import self_names, unplayed_grant
from mtglab.cards.oracle.grammar.happened import HappenedRules
from mtglab.cards.oracle.grammar.instructions import InstructionRules, Many
from mtglab.cards.oracle.grammar.keywordactions import KeywordActionRules
from mtglab.cards.oracle.grammar.keywords import KeywordRules
from mtglab.cards.oracle.grammar.lasting import DurationRules
from mtglab.cards.oracle.grammar.later import DelayedRules, delayed_problem
from mtglab.cards.oracle.grammar.leaving import LeavingRules
from mtglab.cards.oracle.grammar.library import LibraryRules
from mtglab.cards.oracle.grammar.linked_sentences import (
    LINKED_FOR_THE_TURN,
    LINKED_IF_NOT_PAID,
    LINKED_NO_REGENERATION,
    LINKED_WHEN_YOU_DO,
    LinkedSentenceRules,
)
from mtglab.cards.oracle.grammar.loyalty import LoyaltyRules
from mtglab.cards.oracle.grammar.luck import ChanceRules
from mtglab.cards.oracle.grammar.mana import THAT_COLOR
from mtglab.cards.oracle.grammar.measured import MeasuredRules, bounds_problem
from mtglab.cards.oracle.grammar.modes import ModeRules
from mtglab.cards.oracle.grammar.objects import (
    Marker,
)
from mtglab.cards.oracle.grammar.optional import OptionalRules, sequence_after
from mtglab.cards.oracle.grammar.outlaws import OutlawRules
from mtglab.cards.oracle.grammar.permissions import PermissionRules
from mtglab.cards.oracle.grammar.permissions_paid import PaidPermissionRules, cast_this_way
from mtglab.cards.oracle.grammar.prevention import PreventionRules
from mtglab.cards.oracle.grammar.quantities import QuantityRules
from mtglab.cards.oracle.grammar.referents import ReferentRules
from mtglab.cards.oracle.grammar.regeneration import RegenerationRules
from mtglab.cards.oracle.grammar.returned_entering import ReturnedEnteringRules, onto_the_return
from mtglab.cards.oracle.grammar.sentences import SentenceRules
from mtglab.cards.oracle.grammar.soulbond import SoulbondRules
from mtglab.cards.oracle.grammar.source_copies import SourceCopyRules, combat_copies
from mtglab.cards.oracle.grammar.spell_entering import SpellEnteringRules
from mtglab.cards.oracle.grammar.spent import SpentRules
from mtglab.cards.oracle.grammar.stackcopies import CopyingRules
from mtglab.cards.oracle.grammar.stackcountering import CounteringRules
from mtglab.cards.oracle.grammar.starting_life import StartingLifeRules
from mtglab.cards.oracle.grammar.statics import (
    CARD_NAME,
    StaticRules,
    intervening_condition,
    static_otherwise,
)
from mtglab.cards.oracle.grammar.statics_blockers import EitherBlockerRules
from mtglab.cards.oracle.grammar.statics_casting import CastingRules
from mtglab.cards.oracle.grammar.statics_keywords import KeywordLossRules
from mtglab.cards.oracle.grammar.statics_players import PlayerRules
from mtglab.cards.oracle.grammar.statics_prevention import PreventionBySourcesRules
from mtglab.cards.oracle.grammar.statics_types import ChosenTypeRules
from mtglab.cards.oracle.grammar.subjects import SubjectRules
from mtglab.cards.oracle.grammar.tapping_power import TapPowerRules
from mtglab.cards.oracle.grammar.thisway import ThisWayRules, this_way_in_mana
from mtglab.cards.oracle.grammar.to_block import BlockRequirementRules
from mtglab.cards.oracle.grammar.to_graveyard import ToGraveyardRules
from mtglab.cards.oracle.grammar.tokens import (
    TokenRules,
    amend_last_token,
    token_x_problem,
    with_abilities,
)
from mtglab.cards.oracle.grammar.tokens_instead import TokenReplacementRules
from mtglab.cards.oracle.grammar.tokens_unplayed import UNPLAYED, TokenRefusalRules
from mtglab.cards.oracle.grammar.trigger_sentences import (
    TriggerSentenceRules,
    event_object_outside_a_trigger,
    trigger_sentence,
)
from mtglab.cards.oracle.grammar.triggers import TriggerRules, either_trigger, state_trigger
from mtglab.cards.oracle.grammar.turn_evasion import TurnEvasionRules
from mtglab.cards.oracle.grammar.untap_held import HeldTappedRules
from mtglab.cards.oracle.grammar.upon_entering import UponEnteringRules
from mtglab.cards.oracle.grammar.verb_copy import VerbCopyRules, chosen_card_copies
from mtglab.cards.oracle.grammar.versus import (
    ComparisonRules,
    it_as_the_source,
    names_the_source,
)
from mtglab.cards.oracle.grammar.where_x_middle import WhereXMiddleRules
from mtglab.cards.oracle.grammar.while_attached import WhileAttachedRules, other_than_that
from mtglab.cards.oracle.grammar.would_deal import DamageReplacementRules, prevention_then
from mtglab.cards.oracle.grammar.would_draw import DrawReplacementRules
from mtglab.cards.oracle.grammar.would_gain import LifeGainRules
from mtglab.cards.oracle.grammar.would_redirect import RedirectRules
from mtglab.cards.oracle.grammar.xbounds import XBoundRules
from mtglab.cards.oracle.grammar.youdo import YouDoRules, reflexive_after
from mtglab.cards.oracle.grammar.youmay import YouMayRules, paid_for
from mtglab.cards.oracle.grantedabilities import with_granted_abilities
from mtglab.cards.oracle.modal import read_activated_modes, read_modes, read_trigger_modes
from mtglab.cards.oracle.overloading import overload_readings
from mtglab.cards.oracle.planeswalkers import PLANESWALKER_RECORDS, emblem_problem
from mtglab.cards.oracle.triggerlimits import (
    greatest_problem,
    spell_delayed_generally,
    trigger_limit,
)
from mtglab.cards.otherwords import counts_other
from mtglab.cards.permissions import (
    PERMISSION_INSTRUCTIONS,
    PERMISSION_RECORDS,
    permission_problem,
)
from mtglab.cards.resolvingchoices import ChooseCreatureType
from mtglab.cards.stackcopies import NewTargets, copies_that_spell, with_new_targets
from mtglab.cards.statics import STATICS
from mtglab.cards.types import singular, subtype_words
from mtglab.cards.vocabulary import AmountKind
from mtglab.mana import Mana

__all__ = ["clear_readings", "normalize", "parse_abilities", "parse_ability",
           "strip_reminder"]

_SELF_NOUNS: Final = (
    "creature", "land", "artifact", "enchantment", "permanent", "Aura", "Equipment",
    "Vehicle", "card", "token", "planeswalker", "spell", "battle", "Fortification", "Saga",
    "Room",  # a Room permanent names itself "this Room" (709.5j)
    "Spacecraft",  # an artifact subtype (205.3g) its cards name themselves by
    "Class",  # an enchantment subtype (205.3h): "this Class" (716)
)
_SELF_RE: Final = re.compile(r"\b[Tt]his (" + "|".join(_SELF_NOUNS) + r")\b")
_REMINDER_RE: Final = re.compile(r"(?<!\s)\s*\([^()]*\)")  # (?<!\s): linear in a space run
_LOYALTY_RE: Final = re.compile(r"^\[?([+\-−]?(?:\d+|X))\]?:\s*")
_ABILITY_WORD_RE: Final = re.compile(r"^([A-Z][\w'’,!~\- ]{1,40}?) — (.+)$")
#: Keywords written like ability words ("Exhaust — {G}, {T}: ...") that do have a rules
#: meaning (CR 702): not dropped like an ability word (207.2c) or a flavor word.
_KEYWORD_DASH: Final = frozenset({
    "exhaust", "boast", "forecast", "max speed", "solved", "station", "level up",
})
_KEYWORD_LINE_RE: Final = re.compile(r"^[A-Z][a-z]+(?:[ -][a-z]+)*(?: [{\d].*)?$")


# ---------------------------------------------------------------------------- grammar


@functools.cache
def _parser() -> Lark:
    grammar = resources.files("mtglab.cards.oracle").joinpath("oracle.lark").read_text("utf-8")
    parts = resources.files("mtglab.cards.oracle").joinpath("grammar")
    for part in sorted(p.name for p in parts.iterdir() if p.name.endswith(".lark")):
        grammar += "\n" + parts.joinpath(part).read_text("utf-8")
    words = _trie_pattern([w.lower() for w in subtype_words()])
    grammar += f"\nSUBTYPE: /{words}(?![\\w'])/i\n"
    return Lark(
        grammar,
        parser="lalr",
        lexer="contextual",
        start=["costs", "sentence", "trigger", "keywords", "condition", "effect", "static",
               "checked_condition", "amount", "except_list", "chosen_before_game", "linked"],
        g_regex_flags=re.IGNORECASE,
        transformer=_ToData(),
        maybe_placeholders=False,
        cache=True,  # the grammar analysis, cached on disk keyed by grammar and options
    )



def _trie_pattern(words: Sequence[str]) -> str:
    """One regular expression matching any of ``words``, written as a trie so that the
    lexer (and the regex compiler, once per lexer state) does not try hundreds of
    alternatives one by one; longer words win over their prefixes."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        end = "" in node
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if end else body

    return "(?:" + emit(trie) + ")"


def _parse(text: str, start: str) -> Any:
    """Parse one piece of normalized text; ``None`` when the grammar does not accept it.

    A reading is shared by every card whose text is the same, except where the card's
    name (or the short name a quoted ability may use) appears in it: a quoted ability
    granted to the card itself names it (201.5, ``CARD_NAME``), so the name is then part
    of what the reading depends on. Nothing else outside the text may change a reading,
    which is kept and shared: the lines the transformer reads inside it (quoted
    abilities, a token's text) are read in a context of their own (:func:`_on_its_own`).
    """
    name = CARD_NAME.get()
    low = text.lower()
    named = name and any(n.lower() in low for n in self_names(name))
    return _parse_named(text, start, name if named else "")


@functools.lru_cache(maxsize=65_536)
def _parse_named(text: str, start: str, _name: str) -> Any:
    """:func:`_parse`, cached by the text, the start symbol and the name it reads."""
    try:
        return _parser().parse(text, start=start)
    except LarkError:
        return None
    except (ValueError, KeyError, IndexError, AssertionError):  # a transformer rejected it
        return None




@v_args(inline=True)
class _ToData(SentenceRules, InstructionRules, StaticRules, LoyaltyRules, TriggerRules,
              KeywordRules, PreventionRules, ChapterRules, OptionalRules, LibraryRules,
              CastCostRules, ReferentRules, QuantityRules, ChanceRules, KeywordActionRules,
              CounteringRules, CopyingRules, PermissionRules, XBoundRules, ModeRules,
              DurationRules,
              MeasuredRules,
              DamageReplacementRules, TokenRules, BlockRequirementRules,
              RegenerationRules, LeavingRules, ThisWayRules, DelayedRules, SubjectRules,
              LifeGainRules, HappenedRules, PlayerRules, CastingRules, ChosenTypeRules,
              ComparisonRules, KeywordLossRules, EitherBlockerRules,
              PreventionBySourcesRules, ToGraveyardRules, CostRules, RedirectRules,
              DrawReplacementRules, ConditionRules, StartingLifeRules, OutlawRules,
              YouDoRules, TurnEvasionRules, TokenReplacementRules, WhileAttachedRules,
              SoulbondRules, ExertRules, TriggerSentenceRules,
              EnteringRules, SpentRules, CopyExceptionRules, CopyEnteringRules,
              SpellEnteringRules, PaidPermissionRules, SourceCopyRules,
              TokenRefusalRules, TapPowerRules, ChosenBeforeRules,
              LinkedSentenceRules, WhereXMiddleRules, VerbCopyRules, HeldTappedRules,
              YouMayRules, UponEnteringRules, ReturnedEnteringRules, CastSelfRules):
    """Builds effect data from the parse tree (rule names match ``oracle.lark``)."""

    def _quoted_ability(self, line: str) -> Ability:
        # an emblem's or a granted ability (grammar/loyalty.py, 114.2; grants.py, 113.1a)
        return _on_its_own(parse_ability, line)

    def _amount_words(self, words: str) -> Any:
        # the amount a quality compares to (grammar/measured.py, 608.2h)
        try:
            return _ToData().transform(_parser().parse(words, start="amount"))
        except LarkError as e:
            raise ValueError(f"not an amount: {words!r}") from e

    def _token_abilities(self, text: str, name: str, types: tuple[str, ...],
                         subtypes: tuple[str, ...]) -> tuple[Ability, ...]:
        # a token's own abilities (grammar/instructions.py, 111.3)
        return _on_its_own(parse_abilities, text, name=name, types=types, subtypes=subtypes)


_T = typing.TypeVar("_T")


def _on_its_own(read: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
    """``read(*args, **kwargs)``, a line (or a token's text) that the transformer reads
    inside the sentence it transforms, in a fresh context: the reading's context
    variables (the card's name it sets, ``CARD_NAME``; the rereading flags of the copy
    and trigger wordings) neither leak out into the rest of the sentence's reading nor
    in from the reading around it. The sentence's reading is kept by the text
    (:func:`_parse_named`), so it must not depend on what was read before it or on
    whether a nested line was read this time or came from that cache."""
    return contextvars.Context().run(read, *args, **kwargs)



# ---------------------------------------------------------------------------- text prep


def strip_reminder(text: str) -> str:
    """Remove reminder text (parenthesized) from a line (CR 207.2a)."""
    return _REMINDER_RE.sub("", text).strip()


def _replace_word(text: str, word: str) -> str:
    """Replace whole-word occurrences of ``word`` (a card name) with ``~``."""
    out: list[str] = []
    start = 0
    n = len(word)
    while True:
        i = text.find(word, start)
        if i < 0:
            break
        before = text[i - 1] if i else " "
        after = text[i + n] if i + n < len(text) else " "
        if (before.isalnum() or before in "_'") or (after.isalnum() or after == "_"):
            out.append(text[start:i + 1])
            start = i + 1
            continue
        out.append(text[start:i])
        out.append("~")
        start = i + n
    out.append(text[start:])
    return "".join(out)


def clear_readings() -> None:
    """Forget the readings the grammar kept in this process (a benchmark or a test
    reading text cold)."""
    _parse_named.cache_clear()


@functools.lru_cache(maxsize=4096)
def _short_names(name: str, legendary: bool = False) -> tuple[str, ...]:
    names = [name]
    if "," in name:
        names.append(name.split(",")[0].strip())
    if " of " in name and name.split(" of ")[0].count(" ") == 0:
        head = name.split(" of ")[0]
        # "Wall of Mulch", "Case of the Crimson Pulse": a subtype alone names the subtype
        # ("Sacrifice a Wall"); only "this Case" names the card itself
        names += [f"this {head}", f"This {head}"] if singular(head) is not None else [head]
    if name.lower().startswith("the "):
        names.append(name[4:])
    words = name.split()
    if legendary and len(names) == 1 and (len(words) == 2 or (
            len(words) > 2 and words[1] == "the")) and len(words[0]) >= 4 and \
            words[0].isalpha() and singular(words[0]) is None:
        # an old legendary's short name is its first word ("Rasputin" for Rasputin
        # Dreamweaver, "Shimatsu" for Shimatsu the Bloodcloaked, 201.5); never a
        # subtype, which the text may use as such
        names.append(words[0])
    return tuple(sorted((n for n in names if len(n) > 2), key=len, reverse=True))


def normalize(line: str, name: str = "", *, legendary: bool = False) -> str:
    """Prepare one line for the grammar: no reminder text, ``~`` for self-references.

    ``legendary``: the card is legendary, so its first name alone also names it.

    >>> normalize("{T}: Add {G}. Llanowar Elves deals 1 damage to you.", "Llanowar Elves")
    '{T}: Add {G}. ~ deals 1 damage to you.'
    """
    text = line.replace("’", "'").replace("“", '"').replace("”", '"').replace("−", "-")
    text = strip_reminder(text)
    if name:
        # The card's name becomes ~ outside quotes only: inside a granted ability ("has
        # '... other than Animal Friend'") it names the card, not the object that will
        # have the ability, which is what ~ ("this creature") means there.
        parts = text.split('"')
        for i in range(0, len(parts), 2):
            for n in _short_names(name, legendary):
                parts[i] = _replace_word(parts[i], n)
        text = '"'.join(parts)
    text = _SELF_RE.sub("~", text)
    text = re.sub(r"\s+", " ", text)
    return text.strip()


def _split_outside_quotes(text: str, sep: str) -> list[str]:
    parts: list[str] = []
    depth = False
    start = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            depth = not depth
        elif not depth and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i += len(sep)
            continue
        i += 1
    parts.append(text[start:])
    return parts


_PERIOD_RE: Final = re.compile(r"\.(?= |$)")


def _sentences(text: str) -> list[str]:
    """Split effect text into sentences at periods outside quotes."""
    if '"' not in text:
        return [p.strip() for p in _PERIOD_RE.split(text) if p.strip()]
    out: list[str] = []
    buf: list[str] = []
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
            if not quoted and i > 0 and text[i - 1] == "." and text[i + 1:i + 2] == " ":
                # a quoted ability ends the sentence: 'with "... counter on it." It's ...'
                buf.append(ch)
                out.append("".join(buf).strip())
                buf = []
                continue
        if ch == "." and not quoted and (i + 1 == len(text) or text[i + 1] in " \""):
            out.append("".join(buf).strip())
            buf = []
            continue
        buf.append(ch)
    rest = "".join(buf).strip()
    if rest:
        out.append(rest)
    return [s for s in out if s]


def _colon_split(text: str) -> tuple[str, str] | None:
    """Split "cost: effect" at the first colon outside quotes."""
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            return text[:i].strip(), text[i + 1:].strip()
    return None


_RIDER_STARTS: Final = (
    "if that mana is spent", "if this mana is spent", "when you spend this mana",
    "when that mana is spent", "whenever you spend this mana", "if you spend this mana",
)
_KEEP_MANA: Final = "until end of turn, you don't lose this mana as steps and phases end"
# ---------------------------------------------------------------------------- assembly


class _Unsupported(Exception):
    pass


_EFFECT_TYPES: Final = (*typing.get_args(Effect), *INSTRUCTIONS, *STATICS, *CAST_COSTS,
                         *PLANESWALKER_RECORDS, *PERMISSION_RECORDS, *MODE_RECORDS,
                         *DAMAGE_REPLACEMENTS, *LIFE_REPLACEMENTS,
                         *GRAVEYARD_REPLACEMENTS, *DRAW_REPLACEMENTS, ExertAsItAttacks)


def _when_exerted(exert: ExertAsItAttacks, rest: str, sentence: str) -> ExertAsItAttacks:
    """Exert's linked "When you do, <effects>" (701.43d, 603.12, 607.2h): the effects of
    a triggered ability of the exerted creature as it attacks ("it" is that creature),
    each of which the engine must play."""
    try:
        inner, more = _assemble([rest], "triggered ability", True)
    except _Unsupported as exc:
        raise _Unsupported(f"When you do (CR 603.12): {exc}") from exc
    if more or not inner:
        raise _Unsupported(f"When you do (CR 603.12): not understood: {sentence!r}")
    then = _within_engine(Ability(sentence, AbilityKind.TRIGGERED, True, trigger=Trigger(
        TriggerEvent.ATTACKS), effects=tuple(inner)))
    if not then.supported:
        raise _Unsupported(f"When you do (CR 603.12): {then.problem}")
    return replace(exert, when_done=then.effects, when_done_text=sentence.rstrip(".") + ".")


def _attach_to_adds(effects: list[Any], **changes: Any) -> None:
    """Attach a restriction or rider to the mana the ability adds ("this mana", 106.6)."""
    found = False
    for i, e in enumerate(effects):
        if isinstance(e, AddMana):
            effects[i] = replace(e, **{k: (v(e) if callable(v) else v)
                                        for k, v in changes.items()})
            found = True
    if not found:
        raise _Unsupported("a mana rider without mana before it")


def _joined_to_previous(sentence: str, effects: list[Any], context: str, it_is_self: bool,
                        it_is_event: bool, previous: int = 0) -> bool:
    """Whether ``sentence`` completes the effect before it, which it then changes: "When
    you do, ..." after "you may ..." or after the instructions of the sentence before
    (from ``previous``; a reflexive trigger, CR 603.12), "If the player doesn't, ..."
    after a payment offered (CR 118.12)."""
    link, rest = _linked_head(sentence)
    reflexive = link == LINKED_WHEN_YOU_DO
    if reflexive and effects and isinstance(effects[-1], ExertAsItAttacks) and \
            not effects[-1].when_done:  # "You may exert ~ as it attacks. When you do, ..."
        effects[-1] = _when_exerted(effects[-1], rest, sentence)
        return True
    if reflexive and effects and isinstance(effects[-1], MayDo) and \
            not effects[-1].when_done:
        # "you may sacrifice a creature. When you do, ..." (CR 603.12)
        inner, more = _assemble([rest], context)
        if more or not inner:
            raise _Unsupported(f"not understood: {sentence!r}")
        effects[-1] = replace(effects[-1], when_done=tuple(inner),
                              when_text=sentence.rstrip(".") + ".")
        return True
    if reflexive and previous < len(effects):  # "Sacrifice it. When you do, ..." (603.12)
        inner, more = _assemble([rest], context)
        if more:
            raise _Unsupported(f"not understood: {sentence!r}")
        why = reflexive_after(effects, previous, tuple(inner), sentence.rstrip(".") + ".")
        if why is not None:
            raise _Unsupported(f"not carried out: {why}")
        return True
    if link == LINKED_IF_NOT_PAID and effects and isinstance(effects[-1], OfferToPay):
        # "that player may pay {2}. If the player doesn't, ..." (CR 118.12)
        inner, more = _assemble([rest], context, it_is_self,
                                it_is_event=it_is_event)
        if more:
            raise _Unsupported("an activation restriction after 'If they don't'")
        effects.append(IfNotPaid(tuple(inner)))
        return True
    return False


def _linked_head(sentence: str) -> tuple[str | None, str]:
    """The kind of the head of a sentence joined to the one before it ("When you do",
    "If the player doesn't", read by grammar/linked_sentences.lark) and the rest of the
    sentence after the comma that ends it; ``(None, sentence)`` for any other sentence."""
    head, sep, rest = sentence.partition(", ")
    got = _parse(head, "linked") if sep else None
    if isinstance(got, Marker) and got.kind in (LINKED_WHEN_YOU_DO, LINKED_IF_NOT_PAID):
        return got.kind, rest
    return None, sentence


def _no_regeneration(sentence: str) -> bool:
    """Whether the sentence is "It can't be regenerated" (or "They", "That creature",
    "Those creatures"), said after a destroy instruction (701.19c)."""
    got = _parse(sentence, "linked")
    return isinstance(got, Marker) and got.kind == LINKED_NO_REGENERATION


def _amends_previous(sentence: str, effects: list[Any]) -> bool:
    """Whether ``sentence`` only changes the effect before it, which it then does: "you
    don't lose this mana as steps and phases end" (CR 106.4), "It can't be regenerated"
    after a destroy instruction (CR 701.19c)."""
    if sentence.lower() == _KEEP_MANA:
        _attach_to_adds(effects, keep_until_end_of_turn=True)
        return True
    if effects and (then := prevention_then(sentence, effects[-1])) is not None:
        effects[-1] = then  # Phantom Centaur, Phyrexian Hydra (615.1)
        return True
    if effects and isinstance(effects[-1], Destroy) and _no_regeneration(sentence):
        # "Destroy target creature. It can't be regenerated." (701.19c)
        effects[-1] = replace(effects[-1], regenerate=False)
        return True
    last = effects[-1] if effects else None
    if (paid := cast_this_way(last, lambda: _parse(sentence, "effect"))) is not None:
        effects[-1] = paid  # "If you do, it enters with ..." (grammar/permissions_paid.py)
        return True
    if isinstance(last, Instead | IfYouDo) and last.effects and \
            isinstance(last.effects[-1], Destroy) and _no_regeneration(sentence):
        # "If ..., instead destroy that creature. It can't be regenerated.", "If you do,
        # destroy target creature. It can't be regenerated." (701.19c)
        effects[-1] = replace(last, effects=(*last.effects[:-1], replace(
            last.effects[-1], regenerate=False)))
        return True
    return False


def _read_sentence(sentence: str, context: str, it_is_event: bool) -> Any:
    """What the grammar makes of one sentence: the mana and older sentences, tokens
    (grammar/tokens*.lark), the general instructions (grammar/instructions.lark), static
    abilities (grammar/statics.lark)."""
    created = _trigger_for_the_turn(sentence)
    if created is not None:
        return created
    result = None
    if it_is_event and _IT_WORD.search(sentence):
        result = _parse(sentence, "effect")
        if result is None:
            raise _Unsupported(f"not understood: {sentence!r}")
    result = result or _parse(sentence, "sentence")
    if result is None:  # the general instructions (grammar/instructions.lark)
        result = _parse(sentence, "effect")
    if context == "static ability" and (result is None or any(
            isinstance(r, IfHolds | Unless | MayDo)  # "can't attack unless ... pays"
            for r in (result.items if isinstance(result, Many) else (result,)))):
        result = _parse(sentence, "static") or result  # grammar/statics.lark
    if result is None:  # a granted quoted ability not played is named (grammar/grants.py)
        raise _Unsupported(('"' in sentence and unplayed_grant(sentence, parse_ability)) or
                           f"not understood: {sentence!r}")
    return result


def _effect_item(item: Any, pending: list[Marker], sentence: str) -> Any:
    """An effect record read from ``sentence``, completed by the sentences pending
    before it ("choose a color. Add one mana of that color.")."""
    if not isinstance(item, _EFFECT_TYPES):  # a rule the transformer missed
        raise _Unsupported(f"internal: {type(item).__name__} from {sentence!r}")
    if isinstance(item, AddMana) and pending:
        item = _resolve_pending(item, pending)
    if isinstance(item, BecomeCopy) and pending:
        item = _resolve_pending_copy(item, pending)
    return item


def _add_items(result: Any, sentence: str, effects: list[Any],
               restrictions: list[ActivationRestriction], pending: list[Marker],
               it_is_self: bool) -> None:
    """Add what one sentence was read as to the effects, restrictions (CR 602.5) and
    markers pending so far."""
    items = list(result.data) if isinstance(result, Marker) and result.kind == "many" \
        else list(result.items) if isinstance(result, Many) else [result]
    for item in items:
        if isinstance(item, ActivationRestriction):
            restrictions.append(item)
        elif isinstance(item, Marker) and item.kind == "it_damage":
            if not it_is_self:
                raise _Unsupported(f"'it' does not name the source: {sentence!r}")
            effects.append(item.data)
        elif isinstance(item, Marker):
            _combine_marker(item, effects, pending, sentence)
        elif isinstance(item, NewTargets):  # "You may choose new targets for the copy"
            folded = with_new_targets(effects[-1]) if effects else None
            if folded is None:
                raise _Unsupported(f"not understood: {sentence!r}")
            effects[-1] = folded
        elif isinstance(item, CounteredInstead):  # "exile it instead" (614.1a)
            if not (effects and isinstance(effects[-1], Counter)):
                raise _Unsupported(f"not understood: {sentence!r}")
            effects[-1] = replace(effects[-1], destination=item.destination,
                                  on_top=item.on_top)
        else:
            if pending and pending[0].kind == "choose_color" and pending[0].data is None \
                    and not isinstance(item, AddMana | BecomeCopy):  # chosen as it resolves
                del pending[0]  # (608.2d): "Choose a color. Creatures of the chosen color ..."
                effects.append(ChooseColor())
            effects.append(_effect_item(item, pending, sentence))


def _check_assembled(effects: list[Any], pending: list[Marker], context: str) -> None:
    """Refuse a text with a sentence left waiting for another, or with the words only
    the engine's copy abilities read outside them."""
    if pending:
        raise _Unsupported(f"dangling sentence in {context}: {pending[0].kind}")
    if (why := counter_problem(effects)) is not None:  # cards.countering (701.6)
        raise _Unsupported(why)
    if context != "triggered ability" and copies_that_spell(effects):  # 707.10, 608.2c
        raise _Unsupported("'copy it' without a spell cast (CR 707.10)")
    if context != "triggered ability" and (why := event_object_outside_a_trigger(effects)):
        raise _Unsupported(why)  # grammar/trigger_sentences.lark
    for e in effects:
        part = None if isinstance(e, BecomeCopy) or (  # engine.exilecounters (122.1)
            isinstance(e, EntersAsCopy) and e.selector.zone == "exile" and
            e.selector.with_counter is not None) or (  # engine.events.entering (614.12a)
            isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.EXILE_TO_GRAVEYARD
        ) else _copy_only_part(e)
        if part is not None:
            raise _Unsupported(f"{part} is read only in a copy ability yet")


def _assemble(sentences: Sequence[str], context: str, it_is_self: bool = False, *,
              it_is_event: bool = False) -> tuple[list[Any], list[ActivationRestriction]]:
    """Parse each sentence and combine markers into effects and restrictions.

    ``it_is_self``: a bare "it" at the start of a sentence means the source (the trigger
    was about the source itself: "Whenever ~ becomes tapped, it deals 1 damage to you").
    ``it_is_event``: "it" names the object the trigger event was about ("Whenever a
    creature you control attacks, it gets +1/+0"): a sentence that says "it" is read by
    the general instructions only, where "it" is that object (608.2c).
    """
    effects: list[Any] = []
    restrictions: list[ActivationRestriction] = []
    pending: list[Marker] = []
    rider_before = False
    starts: list[int] = []  # where each sentence's effects begin ("If you do", 609.3)
    for sentence in sentences:
        if sentence.lower().startswith("then "):  # "Then that land deals ...": in order
            sentence = sentence[5:]
        if _joined_to_previous(sentence, effects, context, it_is_self, it_is_event,
                               starts[-1] if starts else len(effects)):
            continue
        low = sentence.lower()
        if low.startswith(_RIDER_STARTS):
            _attach_to_adds(effects, riders=lambda e, s=sentence: (*e.riders, Rider(s)))
            rider_before = True
            continue
        if rider_before and low.rstrip(".") == "you may choose new targets for the copy":
            # the rest of a rider that copies the spell (Sunken Palace): part of that rider
            _attach_to_adds(effects, riders=lambda e, s=sentence: (
                *e.riders[:-1], Rider(f"{e.riders[-1].text}. {s}")))
            continue
        rider_before = False
        if _amends_previous(sentence, effects):
            continue
        starts.append(len(effects))
        _add_items(_read_sentence(sentence, context, it_is_event), sentence, effects,
                   restrictions, pending, it_is_self)
        if len(starts) > 1:  # grammar/optional.py
            sequence_after(effects, starts[-2], starts[-1])
    try:  # the sentences that complete the one before (grammar/entering.py, 614.1c)
        effects = as_enters_counts(_rolls_among_instructions(effects))
    except ValueError as exc:
        raise _Unsupported(f"not understood: {exc}") from exc
    effects = combat_copies(effects)  # grammar/source_copies.py (707.4)
    effects = chosen_card_copies(effects)  # grammar/verb_copy.py (707.4, 608.2d)
    effects, why = onto_the_return(effects, context)  # grammar/returned_entering.py
    if why is not None:  # counters "it" enters with, joined to what moved it (614.12)
        raise _Unsupported(why)
    _check_assembled(effects, pending, context)
    return effects, restrictions


def _rolls_among_instructions(effects: list[Any]) -> list[Any]:
    """A die rolled beside other instructions, not mana, is theirs (CR 706; cards.chance):
    the older sentence "Roll a d20." (a ``RollDie``, which mana abilities play, 605.3b)
    becomes a ``RollTheDie`` whose result "the result" after it reads (608.2c)."""
    if not any(isinstance(e, RollDie) for e in effects) or len(effects) < 2 or any(
            isinstance(e, AddMana) for e in effects):
        return effects
    return [RollTheDie(e.sides) if isinstance(e, RollDie) else e for e in effects]


#: words that name an object an earlier part of the text or the trigger event named
_IT_WORD: Final = re.compile(r"\b(it|its|it's|they|them|their)\b", re.I)


def _copy_only_part(obj: object) -> str | None:
    """The words of a selector that only the engine's copy abilities read ("with mana
    value X", "with a counter on it", "cards exiled with ~";
    mtglab.engine.characteristics.copysources),
    found anywhere in ``obj``, or None."""
    if isinstance(obj, Selector):
        if obj.mana_value_x:
            return "'with mana value X'"
        if obj.any_counter:
            return "'with a counter on it'"
        if obj.zone == "exile":
            return "'cards exiled with ~'" if obj.same_name_as is Relation.EXILED \
                else "'cards in exile'"
        return next((p for o in obj.either if (p := _copy_only_part(o))), None)
    if isinstance(obj, tuple | list):
        return next((p for o in obj if (p := _copy_only_part(o))), None)
    if hasattr(obj, "__dataclass_fields__") and not isinstance(obj, type):
        return next((p for f in obj.__dataclass_fields__
                     if (p := _copy_only_part(getattr(obj, f)))), None)
    return None


def _spend_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                  sentence: str) -> None:
    """"Spend this mana only ...": a restriction on the mana added before it (106.6)."""
    data = dict(marker.data)
    rider = data.pop("_rider", None)
    restriction = SpendRestriction(text=sentence, **data)
    if any(isinstance(e, AddMana) and e.restriction is not None for e in effects):
        raise _Unsupported("two spending restrictions")
    _attach_to_adds(effects, restriction=restriction)
    if rider is not None:
        _attach_to_adds(effects, riders=lambda e: (*e.riders, Rider(rider)))


def _instead_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                    sentence: str) -> None:
    """"If ..., add ... instead": another production of the one mana instruction before
    it (614.1a)."""
    cond, prod, optional = marker.data
    adds = [e for e in effects if isinstance(e, AddMana)]
    if len(adds) != 1:
        raise _Unsupported("'instead' needs exactly one mana instruction before it")
    last = adds[0]
    if optional != last.optional:
        raise _Unsupported("'may add ... instead' after mana that isn't optional")
    if isinstance(prod, Marker) and prod.kind == "that_type":
        prod = _with_count(last.production, prod.data)
    elif isinstance(prod, Marker):
        raise _Unsupported("unsupported 'instead' production")
    _attach_to_adds(effects, instead=(*last.instead, (cond, prod)))


def _pending_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                    sentence: str) -> None:
    """A choice the next sentence uses ("choose a color", "choose a player"): kept
    until that sentence (608.2c)."""
    pending.append(marker)


def _copy_one_of_two_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                            sentence: str) -> None:
    """"If you do, it enters as a copy of one of those cards ..." after "As ~ enters, you
    may exile two creature cards from graveyards" (The Mimeoplasm): one copy as it
    enters, the other card's power in +1/+1 counters (614.12a, 707.5, 122.6;
    engine.events.entering)."""
    if not pending or pending[0].kind != "exile_two":
        raise _Unsupported(f"not understood: {sentence!r} (no two cards exiled before it)")
    effects.append(EntersAsCopy(pending.pop(0).data, exile_with_other=True))


def _instead_tokens_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                           sentence: str) -> None:
    """"create ... of those tokens instead": a replacement on the token copy before it
    (614.1a)."""
    if effects and isinstance(effects[-1], CreateToken):  # the tokens just defined (111.3):
        # that many of them if the condition holds as it resolves (614.15, 608.2c)
        cond, n = marker.data  # "if this spell was kicked": settled as it is cast (702.33d)
        made = effects[-1]
        effects[-1] = IfElse(cond, (replace(made, count=n),), (made,))
        return
    copies = [e for e in effects if isinstance(e, CreateTokenCopy)]
    if len(copies) != 1 or effects[-1] is not copies[0]:
        raise _Unsupported("'create ... of those tokens instead' without a token copy")
    effects[-1] = replace(copies[0], instead=(*copies[0].instead, marker.data))


def _token_has_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                      sentence: str) -> None:
    """"It has "..."" / "They have "..."" after a sentence that creates tokens: the
    abilities are theirs (111.3), read as the tokens' own text (grammar/tokens.py)."""
    def reader(text: str, name: str, types: tuple[str, ...],
               subtypes: tuple[str, ...]) -> tuple[Ability, ...]:
        return parse_abilities(text, name=name, types=types, subtypes=subtypes)

    try:
        changed = amend_last_token(effects[-1], lambda t: with_abilities(
            t, marker.data, reader)) if effects else None
    except ValueError as exc:
        raise _Unsupported(str(exc)) from exc
    if changed is None:
        raise _Unsupported(f"{sentence!r} without a token created before it")
    effects[-1] = changed


def _otherwise_tapped_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                             sentence: str) -> None:
    """"If you don't, it enters tapped" after paying life as it enters (614.12)."""
    for i in range(len(effects) - 1, -1, -1):
        e = effects[i]
        if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE:
            effects[i] = replace(e, otherwise_tapped=True)
            return
    raise _Unsupported("'If you don't' without a choice before it")


def _enters_instead_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                           sentence: str) -> None:
    """"It escapes with twelve +1/+1 counters on it instead" after "~ enters with six
    +1/+1 counters on it" (702.138c, 614.1c): the counters under that condition replace
    those of the sentence before, which it enters with otherwise."""
    new = marker.data
    last = effects[-1] if effects else None
    if not (isinstance(last, EntersWithCounters) and last.condition is None and
            last.selector == new.selector):
        raise _Unsupported(f"'instead' without counters it enters with before: {sentence!r}")
    effects[-1] = replace(last, condition=replace(new.condition, negate=True))
    effects.append(new)


def _still_land_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                       sentence: str) -> None:
    """"It's still a land" after an animation (CR 205.1b)."""
    last = effects[-1] if effects else None
    if isinstance(last, Lasting) and isinstance(last.effect, Animate):  # grammar/lasting
        effects[-1] = replace(last, effect=replace(last.effect, keeps_types=True))
        return
    if not isinstance(last, Animate):
        raise _Unsupported("'It's still a land' without an animation")
    effects[-1] = replace(last, keeps_types=True)  # CR 205.1b


def _joins_before_marker(marker: Marker, effects: list[Any], _pending: list[Marker],
                         sentence: str) -> None:
    """A sentence that ends the effect the sentences before it began: ``marker.data``
    folds it into them, or names the part not explained."""
    why = marker.data(effects)
    if why is not None:
        raise _Unsupported(f"{why}: {sentence!r}")


def _unplayed_marker(marker: Marker, _effects: list[Any], _pending: list[Marker],
                     sentence: str) -> None:
    """A sentence the grammar read whole and the engine can't play: the part named."""
    raise _Unsupported(f"{marker.data}: {sentence!r}")


#: what each kind of marker does to the effects read before it
_MARKERS: Final[dict[str, Callable[[Marker, list[Any], list[Marker], str], None]]] = {
    "spend": _spend_marker,
    "instead": _instead_marker,
    "choose_color": _pending_marker,
    "tap_target": _pending_marker,
    "choose_player": _pending_marker,
    "choose_object": _pending_marker,
    "choose_random": _pending_marker,
    "choose_name_same_cost": _pending_marker,  # grammar/while_attached.py
    "face_up_copy": _pending_marker,  # grammar/verb_copy.lark
    "exile_two": _pending_marker,
    "choose_land_type": _pending_marker,
    "copy_one_of_two": _copy_one_of_two_marker,
    "instead_tokens": _instead_tokens_marker,
    "token_has": _token_has_marker,
    "otherwise_tapped": _otherwise_tapped_marker,
    "still_land": _still_land_marker,
    "enters_instead": _enters_instead_marker,
    "joins_before": _joins_before_marker,  # grammar/source_copies.py
    UNPLAYED: _unplayed_marker,  # grammar/tokens_unplayed.py
}


def _combine_marker(marker: Marker, effects: list[Any], pending: list[Marker],
                    sentence: str) -> None:
    combine = _MARKERS.get(marker.kind)
    if combine is None:
        raise _Unsupported(f"unexpected {marker.kind}")
    combine(marker, effects, pending, sentence)


def _with_count(prod: ManaProduction, count: Amount) -> ManaProduction:
    if isinstance(prod, CouldProduce | AnyOf | ChosenColor | TypeProduced):
        if isinstance(prod, AnyOf):
            return replace(prod, count=count, mode="same")
        return replace(prod, count=count)
    if isinstance(prod, FixedMana) and len(prod.options) == 1 and \
            len(prod.options[0].types) == 1 and count.is_fixed:
        m = prod.options[0]
        return FixedMana((Mana(str(m)[0] * count.value),))
    raise _Unsupported("'that type' after a production that has no single type")


def _resolve_pending(item: AddMana, pending: list[Marker]) -> AddMana:
    marker = pending.pop(0)
    if marker.kind == "choose_player":
        if item.player != "that player":
            raise _Unsupported("'choose a player' not followed by 'that player adds'")
        return replace(item, player="chosen player")
    if marker.kind != "choose_color":
        raise _Unsupported(f"unexpected {marker.kind}")
    that = any(r.text == THAT_COLOR for r in item.riders)
    if not that:
        raise _Unsupported("'choose a color' not followed by mana of that color")
    riders = tuple(r for r in item.riders if r.text != THAT_COLOR)
    prod = item.production
    if item.times is not None and isinstance(prod, AnyOf) and prod.count == Amount.fixed(1):
        # "Choose a color. Add one mana of that color for each ...": one color for all
        prod = replace(prod, count=item.times, mode="same")
        item = replace(item, times=None)
    if marker.data is not None:  # "Choose a color of a permanent you control" (Meteor Crater)
        assert isinstance(prod, AnyOf)
        if not (prod.count.is_fixed and prod.count.value == 1) or item.times is not None:
            raise _Unsupported("several mana of a color among")
        prod = ColorAmong(marker.data)
    return replace(item, production=prod, riders=riders)


def _copy_of_chosen_target(item: BecomeCopy, target: Selector) -> BecomeCopy:
    """The copy effect of "Choose target ... . Each other ... becomes a copy of it": the
    objects other than the target become copies of it (707.4, 115.1)."""
    subject = item.subject
    if subject.relation is Relation.OTHER:
        subject = replace(subject, relation=None, excluded=Relation.TARGET)
    elif subject.relation is not None:
        raise _Unsupported("a chosen target copied by another object")
    return replace(item, subject=subject, original=target)


def _resolve_pending_copy(item: BecomeCopy, pending: list[Marker]
                          ) -> BecomeCopy | EntersAsCopy:
    marker = pending.pop(0)
    if marker.kind == "choose_land_type":  # "Choose a nonbasic land type. Each land you
        if not item.subject.chosen_subtype:  # control of that type becomes a copy" (608.2d)
            raise _Unsupported("a land type chosen, not followed by lands of that type")
        return replace(item, subject=replace(item.subject, chosen_subtype=False),
                       choose_subtype=f"{marker.data}")
    if marker.kind == "face_up_copy":  # Vesuvan Shapeshifter (614.1c, 708.11, 611.2a)
        if item.duration != UNTIL_FACE_DOWN:
            raise _Unsupported("a choice as it is turned face up, not followed by its copy")
        return EntersAsCopy(marker.data, True, item.exceptions, duration=UNTIL_FACE_DOWN,
                            as_turned_face_up=True)
    if marker.kind == "choose_name_same_cost":  # Killer Cosplay (grammar/while_attached.py)
        if not item.chosen_name_same_cost:
            raise _Unsupported("a card name chosen, not followed by a copy of that name")
        return replace(item, original=marker.data)
    if marker.kind == "choose_random":  # Volatile Chimera: each card one outcome
        if item.original.relation is not Relation.THAT:
            raise _Unsupported("'choose a card at random' not followed by a copy of it")
        return replace(item, original=replace(marker.data, relation=Relation.CHOSEN),
                       at_random=True)
    if marker.kind == "choose_object":
        if item.original.relation is not Relation.THAT:
            raise _Unsupported("'choose' not followed by a copy of that object")
        chosen = marker.data
        if chosen.relation is Relation.TARGET and chosen.zone is None:
            # "Choose target creature you control. Each other creature you control becomes
            # a copy of it": a copy of that target (115.1), by the others (707.4)
            return _copy_of_chosen_target(item, chosen)
        linked = chosen.zone == "exile" and chosen.same_name_as is Relation.EXILED
        if chosen.relation is not None or (chosen.zone is not None and not linked):
            raise _Unsupported("an unusual choice")  # (Valki: a card exiled with it)
        return replace(item, original=replace(chosen, relation=Relation.CHOSEN))
    if marker.kind != "tap_target":
        raise _Unsupported(f"unexpected {marker.kind}")
    target, counter = marker.data
    if counter != "stun" or item.original.relation is not Relation.THAT:
        raise _Unsupported("tap-and-copy with another counter")
    return replace(item, original=target, tap_target=True, stun_counters=1)


def _check_that_color(effects: Sequence[Any], trigger: Any) -> list[Any]:
    """"that color" must name something: a chosen color (resolved above) or, in a
    "tapped for mana of the chosen color" trigger, that chosen color."""
    out = list(effects)
    for i, e in enumerate(out):
        if isinstance(e, AddMana) and any(r.text == THAT_COLOR for r in e.riders):
            if isinstance(trigger, ManaTrigger) and trigger.of_type == "chosen" and \
                    isinstance(e.production, AnyOf) and e.times is None:
                out[i] = replace(e, production=ChosenColor(e.production.count),
                                 riders=tuple(r for r in e.riders if r.text != THAT_COLOR))
            else:
                raise _Unsupported("'that color' does not name a color here")
    return out


_NEW_TARGETS: Final = re.compile(
    r"\b(?:you may )?choose new targets for (?:the|that|each) cop(?:y|ies)\b", re.I)


def _has_target(text: str) -> bool:
    """Whether an effect targets (605.1a/b: a mana ability doesn't). Choosing new
    targets for a copy of a spell (Pyromancer's Goggles) is the copy's targeting."""
    return re.search(r"\btargets?\b", _NEW_TARGETS.sub("", text), re.I) is not None


#: "Whenever a player taps a Mountain, Forest, or Plains for mana, ...": the trigger
#: condition ends at the comma after "for mana" (or "for {C}"), not at the first comma
_FOR_MANA_HEAD: Final = re.compile(r"^[^.]*?\bfor (?:mana|\{[^}]+\})(?=,)", re.I)


def _trigger_split(text: str) -> tuple[str, str]:
    """A triggered ability's text as (trigger condition, the rest)."""
    m = _FOR_MANA_HEAD.match(text)
    if m is not None:
        return m.group(0), text[m.end() + 1:]
    head, _sep, rest = text.partition(",")
    series = _SERIES_REST.match(rest)  # "an instant, sorcery, or Wizard spell, ..."
    if series is not None and rest[series.end():].startswith(","):
        return head + "," + series.group(0), rest[series.end() + 1:]
    return head, rest


#: the rest of a series of three or more ("A, B, or C") whose first comma ended the head
_SERIES_REST: Final = re.compile(r"(?: [\w'/-]+,)+ (?:or|and/or|and) [^,.]*", re.I)


_ADD_RE: Final = re.compile(r"\badds?\b[^.]*?(\{[WUBRGCSX0-9]|\bmana\b|\b(?:one|two|three|x)\b)",
                            re.I)


def _looks_like_mana(effect_text: str) -> bool:
    return _ADD_RE.search(effect_text) is not None


def _guess_kind(text: str, is_spell: bool) -> AbilityKind:
    if re.match(r"^(when|whenever|at)\b", text, re.I):
        return AbilityKind.TRIGGERED
    split = _colon_split(text)
    if split is not None and 0 < len(split[0]) <= 120 and (
            "{" in split[0] or re.search(r"\b(sacrifice|tap|pay|remove|discard|exile|untap|"
                                         r"return|mill|put|collect|reveal)\b", split[0], re.I)):
        return AbilityKind.ACTIVATED
    if _KEYWORD_LINE_RE.match(text) and not text.rstrip('"').endswith("."):
        # "Flashback {5}{U}{U}", "Ninjutsu {1}{U}" (702); a sentence ends with its
        # period, inside a closing quote too ('Create a 1/1 ... token with "..."')
        return AbilityKind.KEYWORD
    if is_spell:
        return AbilityKind.SPELL
    return AbilityKind.STATIC


_KEYWORD_START: Final = re.compile(
    r"^(?:flying|first strike|double strike|deathtouch|defender|haste|hexproof|"
    r"indestructible|lifelink|menace|reach|shroud|trample|vigilance|flash|changeling|fear|"
    r"intimidate|islandwalk|forestwalk|swampwalk|mountainwalk|plainswalk|horsemanship|shadow|"
    r"prowess|devoid|persist|undying|wither|infect|convoke|delve|exalted|flanking|phasing|"
    r"banding|rebound|storm|cascade|ascend|riot|decayed|skulk|partner|enchant|sunburst|"
    r"daybound|nightbound|choose a background|doctor's companion|friends forever|"
    r"cumulative upkeep|totem armor|escape|crew|saddle|\w*(?: \w+)?cycling|" +
    "|".join((*(k.value for k in Keyword), *CAST_KEYWORDS)) +
    r")(?:\b|(?<=!))", re.I)


def _keyword_ability(text: str, line: str) -> Ability | None:
    if not _KEYWORD_START.match(text):  # a cheap test first: most lines aren't keywords
        return None
    result = _parse(text, "keywords")
    if result is None:
        return None
    items = [(kw, StaticModifier("enchant", data) if kw == "Enchant" else data)
             for kw, data in result]
    try:
        # the records of mtglab.cards.keywords (702); a keyword defined as an ability's
        # text is read by this parser (702.1)
        return keyword_line(line, items, parse_ability)
    except ValueError:
        return None


def _trigger_limited(ability: Ability) -> Ability:
    """A triggered ability whose trigger or instructions the engine can't carry out is
    unsupported, the part named (603, 608.2; :func:`~mtglab.cards.oracle.triggerlimits.
    trigger_limit`): "supported" is a promise (DESIGN)."""
    why = trigger_limit(ability)
    return ability if why is None else replace(ability, supported=False, problem=why)


def parse_ability(
    line: str,
    *,
    name: str = "",
    is_spell: bool = False,
    legendary: bool = False,
) -> Ability:
    """Parse one line of Oracle text into an :class:`Ability`; never raises.

    ``name`` is the card's name (self-references become ``~``); ``is_spell`` marks the
    text of an instant or sorcery, whose instructions are spell abilities (CR 113.3a);
    ``legendary``: the card is legendary (its short name also names it).
    """
    try:
        ability = _outside_the_game(_within_engine(_parse_ability(line, name, is_spell,
                                                                  legendary)))
        # what the engine can't carry out of a line read names its part (614.1c, 603)
        found = _trigger_limited(_entering(ability))
        later = _may_done_later(found) if found.supported else None
        if later is not None:
            found = replace(found, supported=False, problem=later)
        return with_granted_abilities(found, parse_ability)  # granted abilities read now
    except Exception as exc:  # the parser never raises on text (a bug would be hidden here)
        try:
            text = normalize(line, name) if line else line
            kind = _guess_kind(text, is_spell)
            mana = _guess_mana(text, kind)
        except Exception:
            kind, mana = (AbilityKind.SPELL if is_spell else AbilityKind.STATIC), False
        return Ability(str(line), kind, False, is_mana_ability=mana,
                       problem=f"internal parser error: {exc!r}")


def _entering(ability: Ability) -> Ability:
    """A supported "enters with" line whose amount or condition the entering event can't
    compute (or a copy on an Attraction's visit line, 702.159a) unsupported, the part
    named (614.1c)."""
    if not ability.supported:
        return ability
    why = entering_limit(ability) or _visit_copy(ability)
    return ability if why is None else replace(ability, supported=False, problem=why)


def _visit_copy(ability: Ability) -> str | None:
    """Why a copy effect on an Attraction's visit line isn't played, or None: mtglab
    doesn't roll to visit Attractions (702.159a, 701.52), whose lit-up numbers are not in
    their Oracle text."""
    if ability.ability_word == "Visit" and any(
            isinstance(e, BecomeCopy | EntersAsCopy) for e in ability.effects):
        return ("not understood: a visit ability (CR 702.159a): mtglab doesn't roll to "
                "visit Attractions (701.52), and an Attraction's lit-up numbers are not in "
                "its Oracle text; the effect alone is understood")
    return None


#: Wordings that refer to something outside any game mtglab can model, with why: an
#: ability using one is unsupported with that reason rather than "not understood". Each
#: is words that follow one another in the text (lowercased), with anything between.
_OUTSIDE: Final = (
    (("draft a card from", "spellbook"),
     "drafting a card from a spellbook is a digital-only action mtglab doesn't model"),
    (("appears on your top",),
     "it refers to the player's clothing, which is outside the game"),
)


def _says_in_order(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` holds each of ``words`` as whole words, one after the other."""
    at = 0
    for w in words:
        while (i := text.find(w, at)) >= 0 and (
                (i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")) or
                (i + len(w) < len(text) and (text[i + len(w)].isalnum() or
                                             text[i + len(w)] == "_"))):
            at = i + 1
        if i < 0:
            return False
        at = i + len(w)
    return True


def _outside_the_game(ability: Ability) -> Ability:
    """An unsupported ability whose text refers to something outside the game says so."""
    if ability.supported:
        return ability
    low = ability.text.lower()
    for words, why in _OUTSIDE:
        if _says_in_order(low, words):
            return replace(ability, problem=f"outside the game: {why}")
    return ability


def _limits(obj: Any) -> typing.Iterator[str]:
    """The parts of a parsed ability the engine can't evaluate, each as "the part: why"
    (:data:`~mtglab.cards.effects.UNCOMPUTED_AMOUNTS`, ``UNCHECKED_CONDITIONS``)."""
    if isinstance(obj, Delayed) and obj.when in NEXT_SPELL_MOMENTS:
        return  # computed for the spell as it is cast and enters (sunburst, 702.44a)
    if isinstance(obj, AddMana):
        yield from this_way_in_mana(obj)  # grammar/thisway.py (608.2c)
    if isinstance(obj, Amount) and obj.kind in UNCOMPUTED_AMOUNTS:
        yield f"the amount {obj.describe()!r}: {UNCOMPUTED_AMOUNTS[obj.kind]}"
    elif isinstance(obj, Condition) and obj.kind in UNCHECKED_CONDITIONS:
        yield f"the condition {obj.kind.replace('_', ' ')!r}: {UNCHECKED_CONDITIONS[obj.kind]}"
    elif isinstance(obj, Selector) and obj.same_name_as is not None and \
            obj.same_name_as not in (Relation.THAT, Relation.EXILED):
        yield "'with the same name as': not computed for a permanent"
    if isinstance(obj, tuple | list):
        for item in obj:
            yield from _limits(item)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _limits(getattr(obj, f.name))


def _amount_kinds(obj: Any) -> typing.Iterator[AmountKind]:
    """The kinds of every amount in a parsed record."""
    if isinstance(obj, Amount):
        yield obj.kind
    elif isinstance(obj, tuple | list):
        for item in obj:
            yield from _amount_kinds(item)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _amount_kinds(getattr(obj, f.name))


def _paid_without_cost(ability: Ability) -> str | None:
    """"The sacrificed creature's toughness" read where no cost sacrificed it: a
    triggered ability, or an activated one without a sacrifice or exile cost (608.2h
    keeps only a cost's permanent, as it last existed), or None."""
    if ability.kind is AbilityKind.SPELL or not PAID_COUNTS & set(_amount_kinds(
            ability.effects)):
        return None
    if ability.kind is AbilityKind.ACTIVATED and any(
            c.kind in ("sacrifice", "exile") for c in ability.costs):
        return None
    return ("the values of a permanent sacrificed as the ability resolves, rather than "
            "for its cost, are not kept (CR 608.2h)")


def _divided_counted(effects: Sequence[Any]) -> str | None:
    """Damage "divided as you choose" by an amount counted from the board (not a number
    or the X paid): the division and so the number of targets are fixed as the targets
    are chosen (601.2d), while the engine counts the amount only as it resolves."""
    for e in effects:
        if isinstance(e, Damage) and e.divided and e.amount.kind not in (
                AmountKind.FIXED, AmountKind.X):
            return ("damage divided among targets by an amount counted from the board: "
                    "the targets are not limited by it as they are chosen (CR 601.2d)")
        inner = getattr(e, "effects", None)
        if isinstance(inner, tuple):
            found = _divided_counted(inner)
            if found:
                return found
    return None


def _unplayed_mana_effect(ability: Ability) -> str | None:
    """An effect of an activated mana ability that only the older dispatchers play, or
    None (605.3a: a mana ability resolves at once)."""
    for e in ability.effects:
        if type(e).__name__ in UNPLAYED_EFFECTS and not (
                isinstance(e, Delayed) and e.is_played):
            return f"not carried out: {UNPLAYED_EFFECTS[type(e).__name__]}"
    return None


def _unplayed_spell_part(ability: Ability) -> str | None:
    """What a spell's delayed trigger (603.7a) or an "Exile it. It gains ..." would need
    that the engine doesn't do, or None."""
    for before, e in zip(ability.effects, ability.effects[1:], strict=False):
        if isinstance(before, ExileCards) and isinstance(e, GrantAbilities) and \
                e.selector.relation is Relation.THAT:  # "Exile it. It gains ..."
            return "not carried out: abilities given to the card it exiled (CR 400.7)"
        if isinstance(before, ReturnFromGraveyard) and isinstance(e, GrantAbilities) and \
                before.destination == "battlefield" and e.selector.relation is Relation.THAT:
            return ("not carried out: abilities a spell gives the permanent a card it put "
                    "onto the battlefield became (CR 400.7, 611.2)")
        put = before.effects[0] if isinstance(before, MayDo) and before.effects else before
        if isinstance(put, PutFromHand) and isinstance(e, GrantAbilities) and \
                e.selector.relation is Relation.THAT:  # "That permanent gains haste"
            return ("not carried out: abilities a spell gives the permanent it put onto the "
                    "battlefield from a hand (CR 400.7, 611.2)")
    for e in _conditional_parts(ability.effects):
        if isinstance(e, Delayed) and not e.is_played_by_a_spell(ability.effects) and \
                not spell_delayed_generally(e, ability.effects):  # 603.7a, 603.7d
            return "not carried out: this delayed triggered ability of a spell (CR 603.7)"
    return None


def _conditional_parts(effects: Sequence[Any]) -> typing.Iterator[Any]:
    """The instructions, and those inside "If <condition>, ..." and its "instead" (608.2c),
    which a kicked spell carries out as its own (702.33d)."""
    for e in effects:
        yield e
        if isinstance(e, IfHolds | IfElse):
            yield from _conditional_parts((*e.effects, *getattr(e, "otherwise", ())))


def _engine_problem(ability: Ability) -> str | None:
    """Why the engine can't fully play a supported ability (its X already defined), or
    None."""
    if ability.kind is AbilityKind.STATIC and names_self_in_graveyard(ability.effects):
        return ("not carried out: a static ability that functions while its card is in a "
                "graveyard (CR 113.6b)")
    sequence = sequence_problem(ability.effects) or payment_problem(ability.effects)  # 608.2d
    sequence = sequence or header_problem(ability.effects)  # a modal header alone (700.2)
    if sequence is not None:
        return f"not carried out: {sequence}"
    permission = permission_problem(ability.effects)  # "you may play that card" (601.3)
    if permission is not None:
        return f"not carried out: {permission}"
    tokens = token_x_problem(ability)  # an X/X token's X paid before it triggered
    if tokens is not None:
        return tokens
    if ability.effects and isinstance(ability.effects[-1], ChooseOpponent):  # 607.2d
        return ("not carried out: an opponent chosen for another ability to read (the "
                "chosen player is not remembered, CR 607.2d)")
    greatest = greatest_problem(ability.effects) or \
        bounds_problem(ability.effects)  # "with mana value less than or equal to ..."
    if greatest is not None:
        return f"not carried out: {greatest}"
    copying = copy_exception_problem(ability.effects)  # grammar/copyexcept.py (707.5)
    if copying is not None:
        return f"not carried out: {copying}"
    may_later = _may_done_later(ability)  # "you may ... at the next end step" (603.7)
    if may_later is not None:
        return may_later
    emblem = emblem_problem(ability.effects)  # what the command zone doesn't play (114.4)
    if emblem is not None:
        return f"not carried out: {emblem}"
    later = delayed_problem(ability.effects) if ability.kind is not AbilityKind.SPELL \
        else None  # a delayed trigger the engine carries out (grammar/later.py, 603.7)
    if later is not None:
        return f"not carried out: {later}"
    zone = zone_function_problem(ability)  # only activated abilities from a graveyard
    if zone is not None:
        return f"not carried out: {zone}"
    paid = _paid_without_cost(ability) or _divided_counted(ability.effects) or (
        difference_problem(ability.effects)  # "3 minus ...": as damage only (107.1b)
        if "minus" in ability.text.lower() else None)  # read only from "minus"
    if paid is not None:
        return f"not carried out: {paid}"
    mana = ability.is_mana_ability or ability.produces_mana or ability.is_mana_trigger
    parts = (ability.effects, ability.costs, ability.restrictions, ability.trigger) if mana \
        else (ability.restrictions,)
    for why in _limits(parts):
        return f"not computed: {why}"
    if ability.kind is AbilityKind.ACTIVATED and mana:
        return _unplayed_mana_effect(ability)
    if ability.kind is not AbilityKind.ACTIVATED and ability.kind is not AbilityKind.SPELL \
            and names_x_targets(ability.effects):
        return ("not carried out: 'X target ...' where no X is chosen with it (CR 107.3, "
                "601.2c)")
    batch = batch_referent_problem(ability)  # a batch trigger's "they" (603.2c)
    if batch is not None:
        return batch
    if ability.kind is AbilityKind.SPELL and counts_other(ability.effects):
        return ("not carried out: 'for each other ...' in a spell counts other than each "
                "object that gets the bonus (CR 608.2c), a number the engine counts once")
    if ability.kind is AbilityKind.SPELL:  # a spell's delayed trigger (603.7a)
        return _unplayed_spell_part(ability)
    if any(getattr(getattr(e, "condition", None), "kind", None) in SPELL_ONLY_CONDITIONS
           for e in _conditional_parts(ability.effects)):
        return ("not carried out: how a spell was cast (the zone it was cast from, the "
                "phase), read in an ability of a permanent (CR 601.2a)")
    return None


def _may_done_later(ability: Ability) -> str | None:
    """Why "you may <instruction> at the beginning of the next end step" can't be played:
    the choice belongs to the delayed ability as it resolves (603.7), and mtglab would ask
    it now; ``None`` for any other ability."""
    if any(isinstance(e, MayDo) and len(e.effects) == 1 and isinstance(e.effects[0], Delayed)
           for e in ability.effects):
        return ("not carried out: \"you may\" of an instruction done later is decided as "
                "the delayed ability resolves (CR 603.7), not as this one does")
    return None


def _within_engine(ability: Ability) -> Ability:
    """An ability the engine can't fully play is unsupported, the part named: for mana
    abilities and mana triggers everything they compute, for any activated ability its
    restrictions (checked whenever the board lists what can be activated)."""
    if not ability.supported:
        return ability
    ability = replace(ability, effects=defined_x(ability.effects))  # one X (107.3i)
    why = _engine_problem(ability)
    if why is not None and ability.kind is AbilityKind.TRIGGERED and \
            (paid := paid_for(ability.effects)) != ability.effects:
        # "you may pay {1}. If you do, ..." as one payment offered (608.2d, 118.1)
        other = replace(ability, effects=paid)
        if _engine_problem(other) is None:
            return other
    return ability if why is None else replace(ability, supported=False, problem=why)


def _guess_mana(text: str, kind: AbilityKind) -> bool:
    if kind is AbilityKind.ACTIVATED:
        split = _colon_split(text)
        if split is None or _LOYALTY_RE.match(text):
            return False
        return _looks_like_mana(split[1]) and not _has_target(split[1])
    if kind is AbilityKind.TRIGGERED:
        head, rest = _trigger_split(text)
        return bool(re.search(r"\btap(s|ped)?\b.*\bfor (mana|\{)", head, re.I)) and \
            _looks_like_mana(rest) and not _has_target(rest)
    return False


def _ability_word(line: str, text: str, is_spell: bool
                  ) -> Ability | tuple[str | None, str, tuple[ActivationRestriction, ...]]:
    """The ability word or keyword before a dash (CR 207.2c), the text after it and the
    restriction the keyword means, or the unsupported ability of a keyword not modelled.

    "Exhaust — [Cost]: [Effect]" means "... Activate only once." (CR 702.177a); "Max speed
    — [Ability]": it has the ability only while speed is 4 (702.178a); boast (702.142a):
    :func:`~mtglab.cards.keywords.dash_keyword_restrictions`."""
    m = _ABILITY_WORD_RE.match(text)
    if not m or _colon_split(m.group(1)):
        return None, text, ()
    ability_word, text = m.group(1), m.group(2)
    if "~" in ability_word and " — " in line:  # the card's name in it: as printed
        ability_word = line.split(" — ", 1)[0]  # ("Blade of Magnus", 207.2c)
    if ability_word.lower() not in _KEYWORD_DASH:
        return ability_word, text, ()
    restrictions = dash_keyword_restrictions(ability_word)
    if restrictions is not None and ability_word.lower() == "max speed" and \
            _guess_kind(text, is_spell) is AbilityKind.STATIC:  # read as long as (702.178a)
        return ability_word, text, restrictions
    if restrictions is None or _colon_split(text) is None:
        kind = _guess_kind(text, is_spell)
        return Ability(line, kind, False, is_mana_ability=_guess_mana(text, kind),
                       ability_word=ability_word,
                       problem=f"the keyword {ability_word!r} is not modelled")
    return ability_word, text, restrictions


def _chosen_before_the_game(line: str, text: str) -> Ability | None:
    """A choice made before the game or as the permanent enters: circling colors as you
    create your deck, colors drafted (CR 905), "you may reveal a Goblin card from your
    hand. If you don't, ~ enters tapped"; or None."""
    chosen = _parse(text, "chosen_before_game")  # grammar/before_game.lark
    if not isinstance(chosen, AsEntersChoice):
        return None
    return Ability(line, AbilityKind.STATIC, True, effects=(chosen,))


def _parse_activated(line: str, text: str, guess: bool, ability_word: str | None,
                     loyalty: str | None,
                     keyword_restriction: tuple[ActivationRestriction, ...]) -> Ability:
    """An activated ability "[Cost]: [Effect]" (CR 602.1); a mana ability when it adds
    mana without a target and is no loyalty ability (605.1a)."""
    kind = AbilityKind.ACTIVATED
    split = _colon_split(text)
    assert split is not None
    cost_text, effect_text = split
    costs = _parse(cost_text, "costs")
    if costs is None:
        raise _Unsupported(f"cost not understood: {cost_text!r}")
    try:
        effects, restrictions = _assemble(_sentences(effect_text), "activated ability")
    except _Unsupported as exc:
        # the cost is understood even where the effect isn't: legality of the
        # cost doesn't depend on the effect (602.2b, 302.6, 107.5, 107.6)
        return Ability(line, kind, False, is_mana_ability=guess, costs=tuple(costs),
                       ability_word=ability_word, problem=str(exc), loyalty=loyalty)
    effects = _check_that_color(effects, None)
    restrictions = [*restrictions, *keyword_restriction]
    mana_ability = any(isinstance(e, AddMana) for e in effects) and \
        not _has_target(effect_text) and loyalty is None
    return Ability(line, kind, True, is_mana_ability=mana_ability, costs=costs,
                   effects=tuple(effects), restrictions=tuple(restrictions),
                   ability_word=ability_word, loyalty=loyalty)


def _parse_triggered(line: str, text: str, ability_word: str | None,
                     chapter: Trigger | None = None) -> Ability:
    """A triggered ability "[When/Whenever/At] ..., [effect]" with an intervening "if"
    clause (CR 603.1, 603.4); a mana ability when a mana trigger adds mana (605.1b).
    ``chapter``: the trigger of a chapter line, ``text`` its effect (714.2b)."""
    head, rest = _trigger_split(text) if chapter is None else ("", text)
    trigger = chapter or _parse(head.strip(), "trigger") or \
        either_trigger(head.strip(), lambda h: _parse(h, "trigger")) or \
        state_trigger(head, lambda h: _parse(h, "condition") or intervening_condition(
            _parse(h, "checked_condition")))  # 603.8
    if trigger is None:
        raise _Unsupported(f"trigger not understood: {head.strip()!r}")
    rest = rest.strip()
    if rest.lower().startswith("if "):  # an intervening "if" clause (CR 603.4)
        cond_text, _sep, rest = rest[3:].partition(",")
        condition = _parse(cond_text.strip(), "condition") or intervening_condition(
            _parse(cond_text.strip(), "checked_condition"),
            attacking=isinstance(trigger, Trigger) and trigger.event is TriggerEvent.ATTACKS)
        if condition is None or trigger.condition is not None:
            raise _Unsupported(f"condition not understood: {cond_text.strip()!r}")
        if "it" in (condition.text, *(c.text for c in condition.conditions)) and \
                not it_is_the_source(trigger):  # "it" is not the source here (608.2c)
            raise _Unsupported(f"condition not understood: {cond_text.strip()!r} "
                               "('it' is not the source on the battlefield)")
        trigger = replace(trigger, condition=condition)
        rest = rest.strip()
    it_is_self = (isinstance(trigger, ManaTrigger) and trigger.selector.is_self) or \
        (isinstance(trigger, Trigger) and trigger.about_self) or \
        (isinstance(trigger, Trigger) and trigger.selector is None and (  # 608.2c: "if
            names_the_source(trigger.condition) or  # ~ is tapped, it deals ..."
            names_source(trigger.condition)))
    trigger, sentences = _trigger_sentences(trigger, _sentences(rest))
    effects, restrictions = _assemble(
        sentences, "triggered ability", it_is_self,
        it_is_event=isinstance(trigger, Trigger) and trigger.selector is not None)
    effects = cast_self_effects(trigger, effects)  # grammar/cast_self.py (601.2i, 614.1c)
    effects = _check_that_color(effects, trigger)
    effects = other_than_that(effects, trigger)  # "each other ..." (grammar/while_attached.py)
    if isinstance(trigger, Trigger) and trigger.selector is None and \
            (names_the_source(trigger.condition) or names_source(trigger.condition)):
        # "it" is the source the condition named (608.2c)
        effects = it_as_the_source(effects)
    if restrictions:
        raise _Unsupported("activation restriction on a triggered ability")
    if chapter is not None and (holds := trigger.condition) is not None:  # 714.2b: the
        if len(_sentences(rest)) > 1:  # effect's own "if", checked as it resolves (608.2c)
            raise _Unsupported(f"not understood: {text!r}")
        trigger, effects = chapter, [IfHolds(holds, tuple(effects))]
    mana_ability = isinstance(trigger, ManaTrigger) and \
        any(isinstance(e, AddMana) for e in effects) and not _has_target(rest)
    return Ability(line, AbilityKind.TRIGGERED, True, is_mana_ability=mana_ability,
                   trigger=trigger, effects=tuple(effects), ability_word=ability_word)


def _trigger_sentences(trigger: Any, sentences: list[str]) -> tuple[Any, list[str]]:
    """The trigger with the sentences that change it kept on it ("This ability triggers
    only once each turn", grammar/trigger_sentences.lark, 603.2), and the other
    sentences, the ability's effect."""
    kept: list[str] = []
    for sentence in sentences:
        changes = trigger_sentence(_parse(sentence, "effect"))
        if changes is None:
            kept.append(sentence)
        elif isinstance(trigger, Trigger):
            trigger = replace(trigger, **changes)
        else:  # a mana trigger has no such limit (605.1b): not understood
            raise _Unsupported(f"not understood: {sentence!r}")
    return trigger, kept


def _parse_spell_or_static(line: str, text: str, kind: AbilityKind,
                           ability_word: str | None) -> Ability:
    """A spell ability (CR 113.3a) or a static ability (CR 113.3d, 604)."""
    context = "spell ability" if kind is AbilityKind.SPELL else "static ability"
    effects, restrictions = _assemble(_sentences(text), context)
    effects = _check_that_color(effects, None)
    if kind is AbilityKind.STATIC:  # "... as long as ... Otherwise, ..." (611.3a)
        effects = static_otherwise(effects)
    if restrictions:
        raise _Unsupported("activation restriction outside an activated ability")
    if kind is AbilityKind.STATIC and any(
            isinstance(e, (*ONE_SHOT, *PERMISSION_INSTRUCTIONS, IfHolds)) for e in effects):
        raise _Unsupported("a one-shot instruction where a static ability is meant")
    if any(isinstance(e, Delayed) and e.on_the_stack and
           not spell_delayed_generally(e, tuple(effects)) for e in effects):
        raise _Unsupported("not carried out: the delayed triggered ability of a spell "
                           "(CR 603.7d)")
    if any(isinstance(e, IfHolds) and any(isinstance(x, StaticModifier) for x in e.effects)
           for e in effects):  # "If ..., this spell can't be countered"
        raise _Unsupported("not carried out: a rule of the spell itself under a condition "
                           "(CR 608.2c, 701.6)")
    return Ability(line, kind, True, effects=tuple(effects), ability_word=ability_word)


def _parse_ability(line: str, name: str, is_spell: bool, legendary: bool) -> Ability:
    """One line read with ``name`` the card's name: a quoted ability granted to the card
    itself names it (201.5, ``CARD_NAME``), for this line only (the name of the line a
    caller is reading is its own again after)."""
    token = CARD_NAME.set(name)
    try:
        return _read_line(line, name, is_spell, legendary)
    finally:
        CARD_NAME.reset(token)


def _read_line(line: str, name: str, is_spell: bool, legendary: bool) -> Ability:
    text = normalize(line, name, legendary=legendary)
    chapter = chapter_line(text, functools.partial(_parse, start="trigger"))
    if chapter is not None:  # a Saga's chapter ability (grammar/chapters.py, 714.2b)
        try:
            return _parse_triggered(line, chapter[2], chapter[1], chapter[0])
        except _Unsupported as exc:
            return Ability(line, AbilityKind.TRIGGERED, False, trigger=chapter[0],
                           ability_word=chapter[1], problem=str(exc))
    word = _ability_word(line, text, is_spell)
    if isinstance(word, Ability):
        return word
    ability_word, text, keyword_restriction = word
    # loyalty abilities (606): activated abilities whose cost is the loyalty symbol
    # (606.4, read by the cost grammar), never mana abilities (605.1a)
    lm = _LOYALTY_RE.match(text)
    loyalty = lm.group(1) if lm else None
    chosen = _chosen_before_the_game(line, text)
    if chosen is not None:
        return chosen
    kw = _keyword_ability(text, line) if ability_word is None else None
    if kw is not None:
        return kw
    kind = AbilityKind.ACTIVATED if loyalty is not None else _guess_kind(text, is_spell)
    guess = _guess_mana(text, kind)
    created = _created_trigger(line, text, name, kind)
    if created is not None:
        return created
    try:
        if keyword_restriction and kind is AbilityKind.STATIC:  # "Max speed — [static]"
            return _at_max_speed(_parse_spell_or_static(line, text, kind, ability_word))
        if keyword_restriction and kind is not AbilityKind.ACTIVATED:
            raise _Unsupported(f"the keyword {ability_word!r} is not modelled on this ability")
        if kind is AbilityKind.ACTIVATED:
            return _parse_activated(line, text, guess, ability_word, loyalty,
                                    keyword_restriction)
        if kind is AbilityKind.TRIGGERED:
            return _parse_triggered(line, text, ability_word)
        return _parse_spell_or_static(line, text, kind, ability_word)
    except _Unsupported as exc:
        return Ability(line, kind, False, is_mana_ability=guess, ability_word=ability_word,
                       problem=str(exc), loyalty=loyalty)


def _at_max_speed(ability: Ability) -> Ability:
    """ "Max speed — [static ability]" (CR 702.178a): the object has that ability only
    while its controller's speed is 4 — its effects apply as long as that holds (611.3a);
    read for the effects of layers 6 and 7c that take such a condition and have none of
    their own."""
    effects = []
    for e in ability.effects:
        if not isinstance(e, GrantAbilities | ModifyPT) or e.condition is not None:
            raise _Unsupported(f"the keyword 'Max speed' is not modelled on this ability "
                               f"({type(e).__name__}, CR 702.178a)")
        effects.append(replace(e, condition=Condition("max_speed", text="your speed is 4")))
    return replace(ability, effects=tuple(effects))


def _for_the_turn(text: str) -> str | None:
    """The triggered ability "Whenever X, Y." of "Until end of turn, whenever X, Y." /
    "This turn, whenever X, Y." (its head read by grammar/linked_sentences.lark with the
    first word after the comma), capitalised; None when the text isn't one."""
    head, sep, rest = text.partition(", ")
    got = _parse(f"{head}, {rest.split(' ', 1)[0]}", "linked") if sep and " " in rest else None
    if not (isinstance(got, Marker) and got.kind == LINKED_FOR_THE_TURN):
        return None
    return rest[0].upper() + rest[1:]


def _created_trigger(line: str, text: str, name: str, kind: AbilityKind) -> Ability | None:
    """ "Until end of turn, whenever ..." / "This turn, whenever ..." as a spell's whole
    text: the spell creates a triggered ability that lasts until the turn ends (CR
    603.7a-b: a stated duration, so it triggers each time, 514.2): a "tapped for mana"
    mana ability (High Tide, 605.1b) or any other triggered ability (Shriveling Rot,
    :func:`_trigger_for_the_turn`); ``None`` if the line isn't one."""
    if kind not in (AbilityKind.SPELL, AbilityKind.STATIC):
        return None
    inner_text = _for_the_turn(text)
    if inner_text is None:
        return None
    inner = _within_engine(_parse_ability(inner_text, name, False, False))
    if isinstance(inner.trigger, ManaTrigger) and inner.is_mana_ability and \
            inner.supported and all(isinstance(e, AddMana) for e in inner.effects):
        adds = tuple(e for e in inner.effects if isinstance(e, AddMana))
        return Ability(line, kind, True, effects=(
            CreatedTrigger(inner.trigger, adds, inner_text),))
    try:
        created = _trigger_for_the_turn(text)
    except _Unsupported as exc:
        return Ability(line, kind, False, problem=str(exc))
    assert created is not None
    return Ability(line, kind, True, effects=(created,))


def _trigger_for_the_turn(sentence: str) -> DurationTrigger | None:
    """A sentence "Until end of turn, whenever X, Y." / "This turn, whenever X, Y.": a
    delayed triggered ability with a stated duration (603.7a-b), read as the triggered
    ability "Whenever X, Y." (``~`` already stands for the card); ``None`` if the
    sentence isn't one; refused when that ability isn't a triggered ability mtglab
    plays."""
    inner_text = _for_the_turn(sentence.strip())
    if inner_text is None:
        return None
    inner = _within_engine(_parse_ability(inner_text, "", False, False))
    if not inner.supported:
        raise _Unsupported(f"the ability it creates: {inner.problem}")
    if not isinstance(inner.trigger, Trigger) or inner.is_mana_ability or \
            inner.kind is not AbilityKind.TRIGGERED or inner.restrictions:
        raise _Unsupported("the ability it creates: not a triggered ability mtglab plays")
    return DurationTrigger(inner.trigger, inner.effects, inner_text)


#: the keywords a line of the data source may have lost its line break after
_GLUED_KEYWORDS: Final = (
    "Flying", "Flash", "Deathtouch", "Defender", "Haste", "Hexproof", "Indestructible",
    "Lifelink", "Menace", "Reach", "Trample", "Vigilance")


def _lines(text: str) -> list[str]:
    """The lines of a card's text. A keyword glued to an ability ("Reach{T}: Add {C}.")
    is a line break lost by the data source (corpus/SOURCE.md, newlines_reconstructed):
    no Oracle line starts that way, so it is split back into two lines."""
    out: list[str] = []
    for line in (text or "").split("\n"):
        glued = next((k for k in _GLUED_KEYWORDS if line.startswith(k + "{")), None)
        if glued:
            out += [glued, line[len(glued):]]
        else:
            out.append(line)
    return out


def parse_abilities(
    text: str,
    *,
    name: str = "",
    types: Sequence[str] = (),
    subtypes: Sequence[str] = (),
    supertypes: Sequence[str] = (),
) -> tuple[Ability, ...]:
    """Parse a card's Oracle text (lines separated by newlines) into abilities.

    Lines that are only reminder text are not abilities. A land's basic land types add
    their intrinsic mana abilities after the printed ones (CR 305.6).
    """
    is_spell = any(t in ("Instant", "Sorcery") for t in types)
    abilities = [
        parse_ability(line, name=name, is_spell=is_spell, legendary="Legendary" in supertypes)
        for line in _lines(text)
        if strip_reminder(line.strip())
    ]
    abilities = represented_abilities(abilities, parse_ability)  # cards.keywords (702.43a)
    abilities = backup_abilities(abilities, parse_ability, name)  # cards.keywords (702.165a)
    # the modes of a modal instant or sorcery (mtglab.cards.oracle.modal, CR 700.2)
    abilities = read_modes(abilities, functools.partial(
        parse_ability, name=name, is_spell=is_spell, legendary="Legendary" in supertypes),
        is_spell=is_spell)
    if not is_spell:  # a permanent's modal triggered abilities (modal, 603.3c)
        abilities = read_trigger_modes(abilities, functools.partial(
            parse_ability, name=name, legendary="Legendary" in supertypes), name=name)
        abilities = read_activated_modes(abilities, functools.partial(  # 602.2b, 700.2
            parse_ability, name=name, legendary="Legendary" in supertypes))
    abilities = read_blocks(_linked_choices_understood(abilities))  # cards.levels (711, 716, 721)
    abilities = becoming_monstrous_understood(abilities)  # cards.keywords (701.37)
    if is_spell:  # overload's changed text read now (oracle/overloading.py, 702.96a)
        abilities = overload_readings(abilities, functools.partial(
            parse_ability, name=name, is_spell=True, legendary="Legendary" in supertypes))
        abilities = entwine_understood(_cast_whole(abilities))  # 702.42b
    if "Aura" in subtypes:
        abilities = _enchants_something(abilities)
    if "Land" in types:
        abilities.extend(intrinsic_abilities(subtypes))
    return tuple(with_granted_abilities(a, parse_ability) for a in abilities)  # 613.1f


def _refers_to(obj: Any) -> typing.Iterator[str]:
    """The kinds of earlier choice a parsed ability reads: ``"color"`` ("the chosen
    color"), ``"subtype"`` ("the chosen type")."""
    if isinstance(obj, ChosenColor):
        yield "color"
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if getattr(obj, "chosen_color", False) is True:
            yield "color"
        if getattr(obj, "chosen_subtype", False) is True or \
                getattr(obj, "not_chosen_subtype", False) is True:
            yield "subtype"
        for f in dataclasses.fields(obj):
            yield from _refers_to(getattr(obj, f.name))
    elif isinstance(obj, tuple | list):
        for item in obj:
            yield from _refers_to(item)


_MAKES: Final[dict[ChoiceKind, str]] = {
    ChoiceKind.COLOR: "color", ChoiceKind.CREATURE_TYPE: "subtype",
    ChoiceKind.BASIC_LAND_TYPE: "subtype", ChoiceKind.LAND_TYPE: "subtype",
}


def _cast_whole(abilities: list[Ability]) -> list[Ability]:
    """An instant or sorcery is cast and resolves whole (601.2, 608.2): while a line of
    its spell text (not one mode of several, 700.2) is not understood, mtglab can't cast
    it, so its other lines that are played by casting it — its spell text, its statics
    and keyword lines (cycling and the like, played from the hand, aside) — are
    unsupported, the unread line named. A modal spell with fewer modes understood than
    it is cast with can't be cast either (700.2a)."""
    unread = next((a for a in abilities if a.kind is AbilityKind.SPELL and
                   not a.supported and a.mode is None), None)
    modes = [a for a in abilities if a.mode is not None]
    header = next((e for a in abilities if a.supported for e in a.effects
                   if isinstance(e, ChooseModes)), None)
    read = sum(1 for a in modes if a.supported)
    needed = 0 if header is None else 1 if header.repeat else max(1, header.minimum)
    if unread is None and read >= needed:
        return abilities
    why = _cant_cast_why(unread, read, needed)
    return [replace(a, supported=False, problem=why) if _played_by_casting(a) else a
            for a in abilities]


def _cant_cast_why(unread: Ability | None, read: int, needed: int) -> str:
    """Why a spell can't be cast: a line of its text not understood (601.2, 608.2), or
    fewer modes understood than it is cast with (700.2a)."""
    if unread is not None:
        return f"the spell can't be cast: its text {unread.text!r} is not understood " \
            "(CR 601.2, 608.2)"
    if not read:
        return "the spell can't be cast: none of its modes is understood (CR 700.2a)"
    return f"the spell can't be cast: {read} of its modes understood, {needed} chosen " \
        "(CR 700.2a)"


def _played_by_casting(a: Ability) -> bool:
    """Whether a supported line of an instant or sorcery is played by casting it: its
    spell text, statics and keywords, cycling aside (played from the hand, 702.29a)."""
    return a.supported and a.kind in (AbilityKind.SPELL, AbilityKind.STATIC,
                                      AbilityKind.KEYWORD) and CYCLING not in a.keywords


def _enchants_something(abilities: list[Ability]) -> list[Ability]:
    """An Aura whose enchant line is not understood can't be cast or attached (303.4a,
    702.5a): its other abilities are unsupported, that line named."""
    unread = next((a for a in abilities if not a.supported and
                   a.text.lower().startswith("enchant ")), None)
    if unread is None:
        return abilities
    why = f"what it can enchant is not understood: {unread.text!r} (CR 303.4a, 702.5a)"
    return [replace(a, supported=False, problem=why) if a.supported else a
            for a in abilities]


def _linked_choices_understood(abilities: list[Ability]) -> list[Ability]:
    """An ability that reads "the chosen color" (or type) is linked to the ability that
    made the choice (CR 607.2d). When that other ability is a line the parser
    did not understand, the choice is never made and the reading ability would silently
    produce nothing (106.5): it is unsupported too, the unread line named."""
    made: set[str] = set()
    for a in abilities:
        if not a.supported:
            continue
        for e in a.effects:
            if isinstance(e, AsEntersChoice) and e.kind in _MAKES:
                made.add(_MAKES[e.kind])
            if isinstance(e, ChooseColor):
                made.add("color")
            if isinstance(e, ChooseCreatureType):  # cards.resolvingchoices (608.2d)
                made.add("subtype")
    unread = [a for a in abilities if not a.supported and
              re.search(r"\bchooses?\b", a.text, re.I)]
    if not unread:
        return abilities
    out = []
    for a in abilities:
        needs = set(_refers_to((a.effects, a.costs, a.restrictions, a.trigger))) - made \
            if a.supported else set()
        if needs:
            a = replace(a, supported=False, problem=(
                f"it reads the chosen {sorted(needs)[0]}, but the line that makes the "
                f"choice is not understood: {unread[0].text!r} (CR 607.2d)"))
        out.append(a)
    return out
