"""The wordings of "enters with counters" (CR 614.1c, 122.6) the grammar does not read yet
(most are read by grammar/entering.lark and grammar/spent.lark; this module shrinks as
they move there).

:func:`reread_entering` is given a line the grammar did not understand (already
normalized: ``~`` for the card) and a function that parses a line. It rewrites a few
wordings that say the same thing as one the grammar reads ("a number of additional +1/+1
counters on it equal to N" is "X additional ... where X is N"; "one plus the number of
..."; "a +1/+1 counter on it plus an additional ... for each") and builds the rest: the
actions done as the permanent enters (614.12a: reveal, return, exile, discard, remove
counters, roll dice), conditions and amounts named by phrases of the turn's history and
of the board, "This turn, each creature you control enters with ..." as an activated
ability, and other permanents entering with the source's own quantities.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("The Duke enters with a +1/+1 counter on him.", name="The Duke")
>>> a.supported, a.effects[0].counter
(True, '+1/+1')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import (
    Amount,
    AsEntersChoice,
    ChoiceKind,
    Condition,
    ControllerSpec,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.entering import HISTORY_CONDITION_WORDS
from mtglab.cards.types import CREATURE_TYPES
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["reread_entering"]

Parse = Callable[[str], Ability]

_ABILITY_WORD: Final = re.compile(r"^([A-Z][\w'’,!\- ]{1,40}?) — ")
_COLOR: Final = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBER: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                  "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12}
_ENTERS: Final = r"enters?(?: the battlefield)?"
_COUNTER: Final = r"([+\-]\d+/[+\-]\d+|[a-z]+(?: [a-z]+)?)"
_N: Final = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"

# ------------------------------------------------------------------ rewrites (same meaning)

#: (pattern, replacement) applied in order to the whole normalized line.
_REWRITES: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    # "on him" / "on her" / "on them": the permanent(s) the sentence names
    (re.compile(r"\b(counters?) on (?:him|her|them)\b"), r"\1 on it"),
    # "a number of +1/+1 counters on it equal to N"
    (re.compile(r"\bwith a number of (?:additional )?" + _COUNTER + r" counters on it equal to "
                r"([^.]+)"), r"with X \1 counters on it, where X is \2"),
    (re.compile(r"\bwith a number of additional " + _COUNTER + r" counters on it equal to "
                r"([^.]+)"), r"with X additional \1 counters on it, where X is \2"),
    # "Each creature you control that's a Wolf or a Werewolf enters"
    (re.compile(r"^Each creature you control that's an? (\w+) or an? (\w+) enters\b"),
     r"Each \1 or \2 you control enters"),
    # "... instant and sorcery cards": cards that are instants or sorceries
    (re.compile(r"\binstant and sorcery cards\b"), "instant or sorcery cards"),
)
_ONE_PLUS: Final = re.compile(r"where X is one plus (the number of [^.]+)")
# "... with a +1/+1 counter on it plus an additional +1/+1 counter on it for each ..."
_PLUS_EACH: Final = re.compile(r"^(~ " + _ENTERS + r" with )(.+? on it) plus an additional "
                               r"(.+? on it for each [^.]+?)\.?$")


def _rewrites(text: str) -> list[str]:
    """Wordings that mean what ``text`` says, in the order tried."""
    out: list[str] = []
    new = text
    for pattern, repl in _REWRITES:
        new = pattern.sub(repl, new)
    m = _PLUS_EACH.match(new)
    if m:
        new = f"{m.group(1)}{m.group(2)}. {m.group(1)}a {m.group(3)}."
    if new != text:
        out.append(new)
    return out


# ------------------------------------------------------------------ as it enters (614.12a)

_REVEAL_ANY: Final = re.compile(
    r"^As ~ enters(?: the battlefield)?, you may reveal any number of (?:other )?"
    r"(artifact|creature|enchantment|instant|sorcery|land) cards from your hand\. ~ enters"
    r"(?: the battlefield)? with an? ([+\-]\d+/[+\-]\d+|[a-z]+) counter on it for each "
    r"card revealed this way\.?$")


def _reveal_any(line: str, text: str) -> Ability | None:
    """ "As ~ enters, you may reveal any number of other artifact cards from your hand.
    ~ enters with a +1/+1 counter on it for each card revealed this way" (Arsenal
    Thresher): how many is chosen as it enters (614.12a), at most the matching cards in
    the hand, which stay there (701.20a); one counter for each (614.1c). The card itself
    is on the stack, not in the hand, so "other" adds nothing."""
    m = _REVEAL_ANY.match(text)
    if m is None:
        return None
    hand = Selector(types=(m.group(1).capitalize(),), zone=Zone.HAND,
                    controller=ControllerSpec.YOU)
    return Ability(line, AbilityKind.STATIC, True, effects=(
        AsEntersChoice(ChoiceKind.REVEAL_ANY, reveal=hand),
        EntersWithCounters(m.group(2), Amount(AmountKind.REVEALED_AS_ENTERS, 0, selector=hand,
                                              text="the number of cards revealed"))))


_E: Final = r"enters(?: the battlefield)?"
_IT: Final = r"(?:it|~|It)"
_ACTIONS: Final[tuple[tuple[re.Pattern[str], ChoiceKind, Selector, Amount | None, bool], ...]] = (
    # Rescuer Sphinx (a permanent you control goes to its owner's hand, 400.3)
    (re.compile(r"^As ~ " + _E + r", you may return a nonland permanent you control to its "
                r"owner's hand\. If you do, "),
     ChoiceKind.RETURN_TO_HAND,
     Selector(excluded_types=("Land",), controller=ControllerSpec.YOU), Amount.fixed(1),
     False),
    # Ulamog's Despoiler (two or none, 609.3)
    (re.compile(r"^As ~ " + _E + r", you may put two cards your opponents own from exile "
                r"into their owners' graveyards\. If you do, "),
     ChoiceKind.EXILE_TO_GRAVEYARD,
     Selector(zone=Zone.EXILE, controller=ControllerSpec.OPPONENT), Amount.fixed(2), True),
    # Mimeoplasm, Revered One (up to the spell's X, 107.3m)
    (re.compile(r"^As ~ " + _E + r", exile up to X creature cards from your graveyard\. "),
     ChoiceKind.EXILE_CARDS,
     Selector(types=("Creature",), zone=Zone.GRAVEYARD, controller=ControllerSpec.YOU),
     Amount(AmountKind.X, 0), False),
    # Frankenstein's Monster (all X or it goes to the graveyard instead, 614.1c)
    (re.compile(r"^As ~ " + _E + r", exile X creature cards from your graveyard\. If you "
                r"can't, put ~ into its owner's graveyard instead of onto the battlefield\. "),
     ChoiceKind.EXILE_CARDS,
     Selector(types=("Creature",), zone=Zone.GRAVEYARD, controller=ControllerSpec.YOU),
     Amount(AmountKind.X, 0), True),
    # Sin, Unending Cataclysm (anyone's permanents; every counter on each, 122.1)
    (re.compile(r"^As ~ " + _E + r", remove all counters from any number of artifacts, "
                r"creatures, and enchantments\. "),
     ChoiceKind.REMOVE_COUNTERS_ANY,
     Selector(types=("Artifact", "Creature", "Enchantment"), any_type=True), None, False),
    # Indominus Rex, Alpha (701.9a)
    (re.compile(r"^As ~ " + _E + r", discard any number of creature cards\. "),
     ChoiceKind.DISCARD_ANY,
     Selector(types=("Creature",), zone=Zone.HAND, controller=ControllerSpec.YOU), None, False),
    # Neverwinter Hydra (706.2; X dice, the spell's X, 107.3m)
    (re.compile(r"^As ~ " + _E + r", roll X d6\. "), ChoiceKind.ROLL_DICE, Selector(),
     Amount(AmountKind.X, 0), False),
    # Dragon's Disciple (701.20a: the card stays in the hand)
    (re.compile(r"^As ~ " + _E + r", you may reveal an? ([A-Z][a-z]+) card from your hand\. "
                r"If you do or if (you control an? [A-Z][a-z]+), "),
     ChoiceKind.REVEAL_ONE, Selector(zone=Zone.HAND, controller=ControllerSpec.YOU),
     Amount.fixed(1), False),
)
_REST_COUNTERS: Final = re.compile(
    r"^" + _IT + r" " + _E + r" with " + _N + r" " + _COUNTER + r" counters? on it\.?$")
_REST_EACH: Final = re.compile(
    r"^" + _IT + r" " + _E + r" with " + _N + r" " + _COUNTER + r" counters? on it for each "
    r"creature card exiled this way\.?$")
_REST_ONE_OF: Final = re.compile(
    r"^For each creature card exiled this way, ~ " + _E + r" with an? ((?:[+\-]\d+/[+\-]\d+, )+"
    r"or [+\-]\d+/[+\-]\d+) counter on it\.?$")
_REST_TWICE: Final = re.compile(
    r"^" + _IT + r" " + _E + r" with X " + _COUNTER + r" counters on it, where X is twice "
    r"the number of counters removed this way\.?$")
_REST_TOTAL: Final = re.compile(
    r"^" + _IT + r" " + _E + r" with a number of " + _COUNTER + r" counters on it equal to "
    r"the total of those results\.?$")
_KEYWORD_COUNTERS: Final = re.compile(
    r"^It enters with an? ([a-z ]+) counter on it if a card discarded this way has \1\. "
    r"The same is true for ((?:[a-z ]+, )+and [a-z ]+)\.?$")


def _counters_if_done(m: re.Match[str], r: re.Match[str], kind: ChoiceKind,
                      choice: AsEntersChoice, parse: Parse
                      ) -> tuple[AsEntersChoice | EntersWithCounters, ...] | None:
    """"If you do, it enters with N ... counters on it" after the action (614.1c); "or
    if you control a Dragon" read as a second condition (Dragon's Disciple)."""
    did = Condition("done_as_enters", count=1, text=kind.value)
    if kind is ChoiceKind.REVEAL_ONE:
        other = parse(f"If {m.group(2)}, it enters with a +1/+1 counter on it.")
        got = other.effects[0] if other.supported and len(other.effects) == 1 else None
        if not isinstance(got, EntersWithCounters) or got.condition is None:
            return None
        did = Condition("any", conditions=(did, got.condition))
    return (choice, EntersWithCounters(r.group(2), Amount.fixed(_NUMBER[r.group(1)]),
                                       condition=did))


def _action_effects(m: re.Match[str], rest: str, kind: ChoiceKind, choice: AsEntersChoice,
                    exactly: bool, parse: Parse
                    ) -> tuple[AsEntersChoice | EntersWithCounters, ...] | None:
    """The choice done as the permanent enters and the counters the text after it puts
    on it for what was done (614.12a, 614.1c), or None."""
    done = Amount(AmountKind.DONE_AS_ENTERS, 0, text=kind.value)
    effects: tuple[AsEntersChoice | EntersWithCounters, ...] | None = None
    r = _REST_COUNTERS.match(rest)
    if r and kind in (ChoiceKind.RETURN_TO_HAND, ChoiceKind.EXILE_TO_GRAVEYARD,
                      ChoiceKind.REVEAL_ONE):
        effects = _counters_if_done(m, r, kind, choice, parse)
        if effects is None:
            return None
    r = _REST_ONE_OF.match(rest)
    if r and kind is ChoiceKind.EXILE_CARDS and exactly:
        options = tuple(re.split(r", (?:or )?", r.group(1)))
        effects = (replace(choice, exactly=False, else_to="graveyard",
                           counter_options=options),)
    r = _REST_EACH.match(rest)
    if r and kind is ChoiceKind.EXILE_CARDS and not exactly:
        effects = (choice, EntersWithCounters(r.group(2), done, times=_NUMBER[r.group(1)]))
    r = _REST_TOTAL.match(rest)
    if r and kind is ChoiceKind.ROLL_DICE:
        effects = (choice, EntersWithCounters(r.group(1), done))
    r = _REST_TWICE.match(rest)
    if r and kind is ChoiceKind.REMOVE_COUNTERS_ANY:
        effects = (choice, EntersWithCounters(r.group(1), done, times=2))
    r = _KEYWORD_COUNTERS.match(rest)
    if r and kind is ChoiceKind.DISCARD_ANY:
        words = [r.group(1), *re.split(r", (?:and )?", r.group(2))]
        effects = (choice, *(EntersWithCounters(w, Amount.fixed(1), condition=Condition(
            "discarded_keyword", text=w)) for w in words))
    return effects


def _as_enters_action(line: str, text: str, parse: Parse) -> Ability | None:
    """ "As ~ enters, <do something>. <~ enters with counters for it>" (CR 614.12a: the
    action is done as the permanent enters; 614.1c: the counters are part of the same
    replacement effect): return a nonland permanent you control ("If you do, ... a
    +1/+1 counter", Rescuer Sphinx), put two cards opponents own from exile into
    graveyards (Ulamog's Despoiler), exile up to X creature cards ("three +1/+1
    counters on it for each creature card exiled this way", Mimeoplasm), remove all
    counters from any number of permanents ("twice the number of counters removed",
    Sin), exile X creature cards or go to the graveyard instead, with a counter of one
    of three kinds for each (Frankenstein's Monster), discard creature cards ("a flying
    counter ... if a card discarded this way has flying. The same is true for ...",
    Indominus Rex), reveal a Dragon card ("If you do
    or if you control a Dragon", Dragon's Disciple), roll X d6 ("equal to the total of
    those results", Neverwinter Hydra, 706.2). Carried out by
    :func:`mtglab.engine.events.entering.act_as_enters`."""
    for pattern, kind, among, limit, exactly in _ACTIONS:
        m = pattern.match(text)
        if m is None:
            continue
        rest = text[m.end():]
        if kind is ChoiceKind.REVEAL_ONE:
            among = replace(among, subtypes=(m.group(1),))
        choice = AsEntersChoice(kind, amount=6 if kind is ChoiceKind.ROLL_DICE else 0,
                                among=None if kind is ChoiceKind.ROLL_DICE else among,
                                limit=limit, exactly=exactly)
        effects = _action_effects(m, rest, kind, choice, exactly, parse)
        if effects is None:
            return None
        return Ability(line, AbilityKind.STATIC, True, effects=effects)
    return None


#: "Enters with" wordings whose amount or condition lies where mtglab doesn't look: each
#: stays unsupported with the part named (DESIGN: "supported" is a promise).
_REFUSED: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    (re.compile(r"cards you removed from the draft|you noted for cards named|person who has "
                r"signed it"),
     "outside the game: the amount is counted during the draft or on the physical card, "
     "before and apart from the game mtglab plays (CR 905.1, 100.1)"),
    (re.compile(r"with the chosen name enters"),
     "not modelled: the name chosen for a hidden agenda conspiracy in the command zone "
     "(CR 905.4, 702.106a)"),
    (re.compile(r"since it was foretold"),
     "not modelled: foretelling a card and the turns begun since (CR 702.143a)"),
    (re.compile(r"for each mana from a Treasure spent"),
     "not modelled: the source of each mana spent to cast a spell, a Treasure (CR "
     "111.10a, 601.2h): the spell's record keeps the mana, not where it came from"),
    (re.compile(r"^Face-down creatures you control enter"),
     "not carried out: a face-down creature entering through an event, cast face down, "
     "manifested or cloaked (CR 702.37a, 701.40a, 701.58a): mtglab lays face-down "
     "permanents out with Board.add only"),
)


def _refused(line: str, text: str) -> Ability | None:
    """``text`` as an unsupported ability with the part mtglab doesn't model, if it is
    one of :data:`_REFUSED`."""
    for pattern, why in _REFUSED:
        if pattern.search(text):
            return Ability(line, AbilityKind.STATIC, False, problem=why)
    return None


_STRIP_ALL: Final = re.compile(
    r"^As ~ enters(?: the battlefield)?, remove all counters from all permanents\. ~ enters"
    r"(?: the battlefield)? with an? ([+\-]\d+/[+\-]\d+|[a-z]+) counter on it for each "
    r"counter removed this way\.?$")


def _strip_all(line: str, text: str) -> Ability | None:
    """ "As ~ enters, remove all counters from all permanents. ~ enters with a +1/+1
    counter on it for each counter removed this way" (Thief of Blood): one replacement
    effect on its entering (614.1c, 614.12), counted before the counters go (122.1)."""
    m = _STRIP_ALL.match(text)
    if m is None:
        return None
    return Ability(line, AbilityKind.STATIC, True, effects=(EntersWithCounters(
        m.group(1), Amount(AmountKind.COUNTERS_REMOVED_AS_ENTERS, 0,
                           text="the number of counters removed from all permanents")),))


# ------------------------------------------------------------------ the turn's history

#: quantities of what happened this turn: phrase -> (amount kind, text)
_HISTORY_AMOUNTS: Final = {
    "creature that died this turn": (AmountKind.CREATURES_DIED_THIS_TURN, ""),
    "the number of creatures that died this turn": (AmountKind.CREATURES_DIED_THIS_TURN, ""),
    "the total life lost by your opponents this turn":
        (AmountKind.OPPONENTS_LIFE_LOST_THIS_TURN, ""),
    "opponent who lost life this turn": (AmountKind.OPPONENTS_WHO_LOST_LIFE, ""),
    "other spell cast this turn": (AmountKind.SPELLS_CAST_THIS_TURN, "other"),
    "the greatest number of cards an opponent has drawn this turn":
        (AmountKind.OPPONENT_CARDS_DRAWN_MOST, ""),
    "the amount of life you've gained this turn": (AmountKind.LIFE_GAINED_THIS_TURN, ""),
    "land that entered the battlefield under your control this turn":
        (AmountKind.LANDS_ENTERED_THIS_TURN, ""),
}
_SPELLS: Final = Selector(types=("Instant", "Sorcery"), any_type=True)
_YOU: Final = ControllerSpec.YOU
_OTHER_CREATURES: Final = Selector(types=("Creature",), controller=_YOU, relation=Relation.OTHER)
#: counts of the board and of cards (mtglab.engine.events.entering.board_amount computes them)
_BOARD_AMOUNTS: Final = {
    "the number of instant and sorcery cards in all graveyards":
        Amount(AmountKind.CARDS_IN_ZONE, 0, selector=replace(_SPELLS, zone=Zone.GRAVEYARD)),
    "the total mana value of instant and sorcery cards in your graveyard":
        Amount(AmountKind.CARDS_MANA_VALUE, 0, selector=replace(_SPELLS, zone=Zone.GRAVEYARD,
                                                       controller=_YOU)),
    "different mana cost among nonland cards in your graveyard":
        Amount(AmountKind.DISTINCT_MANA_COSTS, 0, selector=Selector(excluded_types=("Land",),
                                                           zone=Zone.GRAVEYARD, controller=_YOU)),
    "the total number of cards in all players' hands": Amount(AmountKind.CARDS_IN_HANDS, 0),
    "the greatest number of creatures a player controls":
        Amount(AmountKind.MOST_CREATURES_CONTROLLED, 0),
    "the total toughness of other creatures you control":
        Amount(AmountKind.TOTAL_TOUGHNESS, 0, selector=_OTHER_CREATURES),
    "+1/+1 counter among other creatures you control":
        Amount(AmountKind.COUNTERS_AMONG, 0, selector=_OTHER_CREATURES, counter="+1/+1"),
    "loyalty counter on planeswalkers you control":
        Amount(AmountKind.COUNTERS_AMONG, 0,
               selector=Selector(types=("Planeswalker",), controller=_YOU), counter="loyalty"),
    "the greatest power among creatures you control and creature cards in your graveyard":
        Amount(AmountKind.GREATEST_POWER_WITH_GRAVEYARD, 0,
               selector=Selector(types=("Creature",), controller=_YOU)),
}
#: what paid for the spell other than mana (mtglab.engine.spells.castkeywords records it):
#: the creatures that convoked it (702.51c) and the cards delve exiled with it (607.2a)
_CAST_AMOUNTS: Final = {
    "creature that convoked it": Amount(AmountKind.CONVOKED_CREATURES, 0),
    "instant and sorcery card exiled with it": Amount(AmountKind.DELVED_INSTANTS_SORCERIES, 0),
    "instant or sorcery card exiled with it": Amount(AmountKind.DELVED_INSTANTS_SORCERIES, 0),
}
_ALREADY: Final = re.compile(r"([A-Z][a-z]+) you already control")
_SPENT_SYMBOLS: Final = re.compile(r"((?:\{[WUBRGC]\})+) spent to cast it")
_WITH_GRAVEYARD: Final = re.compile(r"other ([A-Z][a-z]+) you control and each \1 card in your "
                                    r"graveyard")
_TWO_COLORS: Final = re.compile(r"other (white|blue|black|red|green) creature you control and "
                                r"a \+1/\+1 counter on it for each other (white|blue|black|"
                                r"red|green) creature you control")
_MANA_VALUE_AT_LEAST: Final = re.compile(r"you control a permanent with mana value (\d+) or "
                                         r"greater")


_COMMANDER_CASTS: Final = re.compile(r"time you've cast (?:a|your) commander from the command "
                                     r"zone this game")


def _amount_words(phrase: str) -> Amount | None:
    """The amount a phrase names, of the turn's history or of the board, or ``None``."""
    if _COMMANDER_CASTS.fullmatch(phrase):  # 903.8: only commanders you own, by you
        return Amount(AmountKind.COMMANDER_CASTS, 0, text="the times you've cast a commander "
                      "from the command zone this game")
    if phrase in _HISTORY_AMOUNTS:
        kind, what = _HISTORY_AMOUNTS[phrase]
        return Amount(kind, 0, text=what)
    if phrase in _BOARD_AMOUNTS:
        return _BOARD_AMOUNTS[phrase]
    if phrase in _CAST_AMOUNTS:
        return _CAST_AMOUNTS[phrase]
    m = _SPENT_SYMBOLS.fullmatch(phrase)  # "for each {G}{G} spent to cast it" (601.2h)
    if m:
        return Amount(AmountKind.MANA_SPENT_SYMBOLS, 0, text="".join(re.findall(r"[WUBRGC]",
                                                                       m.group(1))))
    m = _WITH_GRAVEYARD.fullmatch(phrase)  # "other Zombie you control and each Zombie card
    if m:                                  # in your graveyard" (Unbreathing Horde)
        return Amount(AmountKind.COUNT_WITH_GRAVEYARD, 0, selector=Selector(
            subtypes=(m.group(1),), controller=_YOU, relation=Relation.OTHER))
    m = _TWO_COLORS.fullmatch(phrase)  # "... other red creature ... other green creature"
    if m:
        return Amount(AmountKind.COLOR_COUNT, 0, selector=_OTHER_CREATURES,
                      colors=(_COLOR[m.group(1)], _COLOR[m.group(2)]))
    m = _ALREADY.fullmatch(phrase)  # "for each Angel you already control" (Giada)
    if m:
        return Amount(AmountKind.COUNT_ALREADY, 0, selector=Selector(subtypes=(m.group(1),),
                                                            controller=_YOU))
    return None


def _condition_words(phrase: str) -> Condition | None:
    """The condition a phrase names, of the turn's history or of the board, or ``None``."""
    if phrase in HISTORY_CONDITION_WORDS:
        return Condition(HISTORY_CONDITION_WORDS[phrase])
    m = _MANA_VALUE_AT_LEAST.fullmatch(phrase)
    if m:
        return Condition("control_mana_value", count=int(m.group(1)))
    if phrase == "you control a modified creature":  # 700.9
        return Condition("control_modified")
    if phrase == "~ is in your graveyard":  # it functions from there (113.6b)
        return Condition("source_in_graveyard")
    m = re.fullmatch(r"you've cast another (white|blue|black|red|green) spell this turn", phrase)
    if m:  # the spells cast this turn, by color (601.2i)
        return Condition("another_colored_spell", text=_COLOR[m.group(1)])
    return None


_HIST_IF: Final = re.compile(
    r"^~ " + _ENTERS + r" with " + _N + " " + _COUNTER + r" counters? on it (if|unless) "
    r"(.+?)\.?$")
_HIST_EACH: Final = re.compile(
    r"^~ " + _ENTERS + r" with " + _N + " " + _COUNTER + r" counters? on it for each "
    r"(.+?)\.?$")
_HIST_WHERE: Final = re.compile(
    r"^~ " + _ENTERS + r" with (?:X|a number of) " + _COUNTER + r" counters on it(?:, where X "
    r"is| equal to) (.+?)\.?$")
#: "Other creatures you control enter with an additional +1/+1 counter on them for each
#: opponent who lost life this turn" (Gev): the grammar's sentence, then the amount
_HIST_OTHERS_EACH: Final = re.compile(
    r"^(.+? " + _ENTERS + r" with an additional " + _COUNTER + r" counter on (?:it|them)) "
    r"for each (.+?)\.?$")
#: "As long as an opponent lost life this turn, each other Vampire you control enters
#: with an additional +1/+1 counter on it" (Vampire Socialite)
#: "Each other Vehicle and creature you control enters with an additional +1/+1 counter on
#: it if its mana value is 4 or less. Otherwise, it enters with three additional +1/+1
#: counters on it." (Thunderous Velocipede): the entering permanent's mana value decides
_OTHERWISE: Final = re.compile(
    r"^(Each .+? " + _ENTERS + r" with an additional " + _COUNTER + r" counter on it) if its "
    r"mana value is (\d+) or less\. Otherwise, it " + _ENTERS + r" with (" + _N[1:-1] +
    r") additional " + _COUNTER + r" counters on it\.?$")
_HIST_AS_LONG: Final = re.compile(r"^As long as (.+?), (each .+? " + _ENTERS + r" with .+?)\.?$")


def _phrases(line: str, text: str, parse: Parse) -> Ability | None:
    """ "~ enters with a +1/+1 counter on it if you attacked this turn", "... for each
    creature that died this turn", "where X is the total life lost by your opponents
    this turn", "if you control a modified creature": conditions and amounts named by
    a phrase of :func:`_condition_words` / :func:`_amount_words` — the turn's history
    (:mod:`mtglab.engine.game.history`) and counts of the board and of cards (CR 614.1c)."""
    effect = _own_phrases(text)
    if effect is not None:
        return Ability(line, AbilityKind.STATIC, True, effects=(effect,))
    return _others_phrases(line, text, parse)


def _own_phrases(text: str) -> EntersWithCounters | None:
    """The phrases of :func:`_phrases` about the source entering itself, or None."""
    m = _HIST_IF.match(text)
    cond = _condition_words(m.group(4)) if m else None
    if m and cond is not None:
        if m.group(3) == "unless":
            cond = replace(cond, negate=not cond.negate)
        return EntersWithCounters(m.group(2), Amount.fixed(_NUMBER[m.group(1)]),
                                  condition=cond)
    m = _HIST_EACH.match(text)
    amount = _amount_words(m.group(3)) if m else None
    if m and amount is not None:
        return EntersWithCounters(m.group(2), amount, times=_NUMBER[m.group(1)])
    m = _HIST_WHERE.match(text)
    amount = _amount_words(m.group(2)) if m else None
    if m and amount is not None:
        return EntersWithCounters(m.group(1), amount)
    return None


def _others_phrases(line: str, text: str, parse: Parse) -> Ability | None:
    """The phrases of :func:`_phrases` about other permanents entering, or None."""
    m = _HIST_OTHERS_EACH.match(text)
    amount = _amount_words(m.group(3)) if m else None
    if m and amount is not None:
        got = _one_others_effect(parse, f"{m.group(1)}.")
        return None if got is None else \
            replace(got[0], text=line, effects=(replace(got[1], amount=amount),))
    m = _OTHERWISE.match(text)
    if m and m.group(2) == m.group(5):
        got = _one_others_effect(parse, f"{m.group(1)}.")
        if got is None:
            return None
        small = Condition("entering_mana_value_at_most", count=int(m.group(3)))
        return replace(got[0], text=line, effects=(
            replace(got[1], condition=small),
            replace(got[1], amount=Amount.fixed(_NUMBER[m.group(4)]),
                    condition=replace(small, negate=True))))
    m = _HIST_AS_LONG.match(text)
    cond = _condition_words(m.group(1)) if m else None
    if m and cond is not None:
        got = _one_others_effect(parse, f"{m.group(2)}.")
        return None if got is None else replace(got[0], text=line, effects=(replace(
            got[1], condition=cond),))
    return None


_THIS_TURN: Final = re.compile(r"^(.+?): This turn, (each .+? " + _ENTERS + r" with .+?)\.?$")


def _this_turn(line: str, text: str, parse: Parse) -> Ability | None:
    """ "{1}{G}, {T}: This turn, each creature you control enters with an additional
    +1/+1 counter on it" (Combine Guildmage): an activated ability whose effect is a
    replacement effect on entering until the turn ends (611.2a, 614.1c)."""
    m = _THIS_TURN.match(text)
    if m is None:
        return None
    costs = parse(f"{m.group(1)}: Draw a card.")
    got = _one_others_effect(parse, f"{m.group(2)}.")
    if got is None or not costs.supported or costs.kind is not AbilityKind.ACTIVATED or \
            costs.is_mana_ability:
        return None
    return replace(costs, text=line, effects=(got[1],))


def _one_others_effect(parse: Parse, text: str) -> tuple[Ability, EntersWithCounters] | None:
    """``text`` parsed as one "other permanents enter with" effect, or ``None``."""
    for new in (text, *_rewrites(text)):
        got = parse(new)
        if got.supported and len(got.effects) == 1 and \
                isinstance(got.effects[0], EntersWithCounters) and \
                not got.effects[0].selector.is_self:
            return got, got.effects[0]
    return None


# ------------------------------------------------------------------ composed wordings

_SEVERAL_EACH: Final = re.compile(
    r"^(~ " + _ENTERS + r" with )(two|three|four|five|six) " + _COUNTER +
    r" counters on it (for each .+?)\.?$")
_TWICE_X: Final = re.compile(r"^(~ " + _ENTERS + r" with )twice X (.+?)\.?$")
_IF_THEN: Final = re.compile(r"^(If [^,]+), it " + _ENTERS + r" with (.+?)\.?$")
_X_AT_LEAST: Final = re.compile(r"^If X is (\d+) or more, it " + _ENTERS +
                                r" with an additional X " + _COUNTER + r" counters on it\.?$")


def _composed(line: str, text: str, parse: Parse) -> Ability | None:
    """Wordings made of parts the grammar reads (CR 614.1c):

    * "two +1/+1 counters on it for each ..." — one counter for each, times two;
      "twice X +1/+1 counters" — X, times two;
    * "If ~ was kicked, it enters with a +1/+1 counter on it for each ..." — the
      condition of one sentence and the counters of another; "three additional time
      counters" on itself are three more counters (its own effects add up);
    * "If X is 5 or more, it enters with an additional X +1/+1 counters" (Apocalypse
      Hydra: X is the spell's, 107.3m).
    """
    def single(new: str) -> EntersWithCounters | None:
        got = parse(new)
        if got.supported and len(got.effects) == 1 and \
                isinstance(got.effects[0], EntersWithCounters):
            return got.effects[0]
        return None

    def static(effect: EntersWithCounters) -> Ability:
        return Ability(line, AbilityKind.STATIC, True, effects=(effect,))

    m = _SEVERAL_EACH.match(text)
    if m:
        singular = m.group(3)
        e = single(f"{m.group(1)}a {singular} counter on it {m.group(4)}.")
        return None if e is None else static(replace(e, times=_NUMBER[m.group(2)]))
    m = _TWICE_X.match(text)
    if m:
        e = single(f"{m.group(1)}X {m.group(2)}.")
        return None if e is None or e.amount.kind != "x" else static(replace(e, times=2))
    m = _X_AT_LEAST.match(text)
    if m:
        return static(EntersWithCounters(m.group(2), Amount(AmountKind.X, 0),
                                         condition=Condition("x_at_least",
                                                             count=int(m.group(1)))))
    m = _IF_THEN.match(text)
    if m:
        cond = single(f"{m.group(1)}, it enters with a +1/+1 counter on it.")
        rest = "~ enters with " + re.sub(r"\badditional ", "", m.group(2)) + "."
        counters = single(rest)
        if counters is None:
            hist = _phrases(line, rest, parse)
            found = hist.effects[0] if hist is not None else None
            counters = found if isinstance(found, EntersWithCounters) else None
        if cond is None or cond.condition is None or counters is None or \
                counters.condition is not None:
            return None
        return static(replace(counters, condition=cond.condition))
    return None


Reader = Callable[[Ability, str, Parse], Ability | None]

#: the wordings of "enters with" tried first, in order, each on the line without its
#: ability word
_WORDINGS: Final[tuple[Reader, ...]] = (
    lambda a, t, p: _refused(a.text, t),
    lambda a, t, p: _reveal_any(a.text, t),
    lambda a, t, p: _strip_all(a.text, t),
    lambda a, t, p: _as_enters_action(a.text, t, p),
    lambda a, t, p: _phrases(a.text, t, p),
    lambda a, t, p: _composed(a.text, t, p),
    lambda a, t, p: _this_turn(a.text, t, p),
    lambda a, t, p: _as_types(a, t, p),
    lambda a, t, p: _kinds_of_source(a.text, t, p),
    lambda a, t, p: _adventure(a.text, t, p),
)


def _rewritten_entering(ability: Ability, text: str, prefix: str,
                        parse: Parse) -> Ability | None:
    """The line in the first rewording the grammar reads, or None; "one plus the number
    of ..." is the count, plus one."""
    for new in _rewrites(text[len(prefix):]):
        new = prefix + new
        one_plus = _ONE_PLUS.search(new)
        result = parse(_ONE_PLUS.sub(r"where X is \1", new))
        if not result.supported:
            continue
        effects = result.effects
        if one_plus is not None:  # "one plus the number of ...": the count, plus one
            effects = tuple(replace(e, amount=replace(e.amount, plus=e.amount.plus + 1))
                            if isinstance(e, EntersWithCounters) else e for e in effects)
        return replace(result, text=ability.text, effects=effects)
    return None


def reread_entering(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) understood through another
    wording of "enters with" that means the same, or ``None``. ``parse`` parses a line."""
    if "enter" not in text:
        return None
    word = _ABILITY_WORD.match(text)
    bare = text[word.end():] if word else text
    for read in _WORDINGS:
        built = read(ability, bare, parse)
        if built is not None:
            return replace(built, ability_word=word.group(1)) if word else built
    return _rewritten_entering(ability, text, word.group(0) if word else "", parse) or \
        _sentences(ability, bare, parse)


_AS_TYPE: Final = re.compile(r"^(Each other .+?) and as an? ([A-Z][a-z]+) in addition to its "
                             r"other types\.?$")
_KINDS: Final = re.compile(r"^For each kind of counter on ~, (each other .+? you control "
                           + _ENTERS + r") with a counter of that kind on it\.?$")


def _as_types(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """ "Each other creature you control enters with a number of additional +1/+1
    counters on it equal to ~'s power and as a Mutant in addition to its other types"
    (Master Biomancer): the counters as read alone, and the creature type it enters with
    as part of the same replacement effect (CR 614.1c, 205.1b)."""
    m = _AS_TYPE.match(text)
    if m is None or m.group(2) not in CREATURE_TYPES:
        return None
    inner: Ability | None = parse(f"{m.group(1)}.")  # grammar/entering.lark
    if inner is None or not inner.supported:
        inner = reread_entering(ability, f"{m.group(1)}.", parse)
    if inner is None or not inner.supported or len(inner.effects) != 1:
        return None
    e = inner.effects[0]
    if not isinstance(e, EntersWithCounters) or e.selector.is_self:
        return None
    return replace(inner, text=ability.text, effects=(replace(e, subtypes=(m.group(2),)),))


def _kinds_of_source(line: str, text: str, parse: Parse) -> Ability | None:
    """ "For each kind of counter on ~, each other Dinosaur you control enters with a
    counter of that kind on it" (Blue, Loyal Raptor): one counter of each kind on the
    source as the other permanent enters (CR 614.1c, 122.1)."""
    m = _KINDS.match(text)
    got = _one_others_effect(parse, f"{m.group(1)} with an additional +1/+1 counter on it.") \
        if m else None
    if got is None:
        return None
    return replace(got[0], text=line, effects=(replace(
        got[1], counter="", amount=Amount.fixed(1), kinds_of_source=True),))


_ADVENTURE: Final = re.compile(r"^Each creature you control that has an Adventure (" +
                               _ENTERS + r" with an additional .+? on it)\.(?: \(It "
                               r"doesn't need to have gone on the adventure first\.\))?$")


def _adventure(line: str, text: str, parse: Parse) -> Ability | None:
    """ "Each creature you control that has an Adventure enters with an additional +1/+1
    counter on it" (Mysterious Pathlighter): a creature whose copiable values include an
    Adventure's alternative characteristics, whether or not it went on the adventure
    (CR 715.2a-b)."""
    m = _ADVENTURE.match(text)
    got = _one_others_effect(parse, f"Each creature you control {m.group(1)}.") if m else None
    if got is None or got[1].condition is not None:
        return None
    return replace(got[0], text=line, effects=(replace(
        got[1], condition=Condition("entering_has_adventure")),))


_SENTENCE_END: Final = re.compile(r"(?<=\.) (?=[A-Z~])")


def _sentences(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """A static line of several "enters with" sentences ("~ enters with X +1/+1
    counters on it. If X is 5 or more, it enters with an additional X ..."): each
    sentence read alone, their effects together (each is a replacement effect on the
    same event, 614.1c)."""
    parts = _SENTENCE_END.split(text)
    if len(parts) < 2 or '"' in text:
        return None
    effects: list[EntersWithCounters] = []
    for part in parts:
        got: Ability | None = parse(part)
        if got is not None and not got.supported:
            got = _phrases(ability.text, part, parse) or _composed(ability.text, part, parse)
        if got is None or not got.supported or got.kind is not AbilityKind.STATIC:
            return None
        for e in got.effects:
            if not isinstance(e, EntersWithCounters):
                return None
            effects.append(e)
    return Ability(ability.text, AbilityKind.STATIC, True, effects=tuple(effects))
