"""Transformer rules for keyword abilities with a cost, a number or a quality
(``keywords.lark``, CR 702).

Each method is named after the grammar rule (or its ``->`` alias) it builds and returns
the ``(name, data)`` pair of one keyword of a keyword line: ``data`` is a record of
:mod:`mtglab.cards.keywords` (or ``None`` for a keyword without one). A method that
raises ``ValueError`` rejects the reading: the line is then unsupported.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.castcosts import OptionalReveal
from mtglab.cards.effects import (
    Amount,
    CastPermission,
    Condition,
    ControllerSpec,
    Cost,
    EntersWithAbilities,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.keywords import (
    CYCLING,
    ESCAPE,
    ESCAPED,
    Affinity,
    Backup,
    Buyback,
    CyclingItem,
    DefinedKeyword,
    EquipItem,
    Keyword,
    Kicker,
    LevelUpItem,
    Morph,
    Protection,
    Toxic,
    Ward,
)
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.statics import TypeChange
from mtglab.cards.types import ALL_SUBTYPES, CARD_TYPES
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import COLORS, ManaCost

__all__ = ["KeywordRules"]
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

Item = tuple[str, Any]


def _mana_cost(tok: Token | str) -> ManaCost:
    return ManaCost.parse(str(tok))


def _mana(tok: Token | str) -> tuple[Cost, ...]:
    return (Cost(CostKind.MANA, mana=_mana_cost(tok)),)


@v_args(inline=True)
class KeywordRules(Transformer[Any, Any]):
    """The keyword productions of the Oracle grammar (mixed into the parser's
    transformer)."""

    # -- equip (702.6) -------------------------------------------------------------------
    def kw_equip(self, tok: Token) -> Item:
        return (Keyword.EQUIP.value, EquipItem(_mana(tok)))

    def kw_equip_quality(self, quality: Selector, tok: Token) -> Item:
        return (Keyword.EQUIP.value, EquipItem(_mana(tok), quality))

    def kw_equip_costs(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        return (Keyword.EQUIP.value, EquipItem(tuple(costs)))

    # -- kicker and multikicker (702.33) -------------------------------------------------
    def kw_kicker(self, *toks: Token) -> Item:
        return (Keyword.KICKER.value, Kicker(tuple(_mana_cost(t) for t in toks)))

    def kw_multikicker(self, tok: Token) -> Item:
        return (Keyword.MULTIKICKER.value, Kicker((_mana_cost(tok),), multi=True))

    # -- flashback (702.34) --------------------------------------------------------------
    def kw_flashback(self, tok: Token) -> Item:
        return (Keyword.FLASHBACK.value, CastPermission(
            Selector(relation=Relation.SELF), Zone.GRAVEYARD, alternative_cost=_mana_cost(tok),
            keyword=Keyword.FLASHBACK.value))

    def kw_flashback_costs(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        """ "Flashback—{1}{U}, Pay 3 life.": the mana as the alternative cost, the life in
        addition (601.2f, 119.4); other parts (sacrifice, tap, exile X) aren't read."""
        mana = [c.mana for c in costs if c.kind == "mana" and c.mana is not None]
        life = [c.amount.value for c in costs if c.kind == "pay_life"
                and c.amount.kind == "fixed"]
        if len(mana) != 1 or len(mana) + len(life) != len(costs):
            raise ValueError("a flashback cost other than mana and life")
        return (Keyword.FLASHBACK.value, CastPermission(
            Selector(relation=Relation.SELF), Zone.GRAVEYARD, alternative_cost=mana[0],
            life=sum(life), keyword=Keyword.FLASHBACK.value))

    # -- escape (702.138) --------------------------------------------------------------
    def kw_escape(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        """ "Escape—{4}{B}{G}, Exile six other cards from your graveyard." (702.138a): the
        card may be cast from its owner's graveyard by paying the mana as an alternative
        cost (118.9) and exiling that many other cards from that graveyard; other escape
        costs (removing counters, sacrificing, discarding) are not read."""
        if len(costs) != 2 or costs[0].kind != CostKind.MANA or costs[0].mana is None:
            raise ValueError("an escape cost other than mana and exiling other cards")
        exile = costs[1]
        if exile.kind != CostKind.EXILE or exile.zone != Zone.GRAVEYARD or \
                exile.selector != Selector(relation=Relation.OTHER) or \
                not exile.amount.is_fixed:
            raise ValueError("an escape cost other than exiling other cards from your "
                             "graveyard")
        return (ESCAPE, CastPermission(
            Selector(relation=Relation.SELF), Zone.GRAVEYARD, alternative_cost=costs[0].mana,
            exile_others=exile.amount.value, keyword=ESCAPE))

    def kw_kicker_costs(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        """ "Kicker—{2}{B}, Discard a creature card." (702.33a): a mana symbol cost and a
        discard of a card of one type, paid by the engine as the spell is cast
        (engine.spells.castkeywords.discard_for_kicker); others are not read."""
        if len(costs) != 2 or costs[0].kind != CostKind.MANA or \
                costs[1].kind != CostKind.DISCARD or costs[1].selector is None or \
                len(costs[1].selector.types) != 1 or not costs[1].amount.is_fixed or \
                costs[1].amount.value != 1:
            raise ValueError("a kicker cost other than mana and a discard of one card")
        assert costs[0].mana is not None
        return (Keyword.KICKER.value, Kicker((costs[0].mana,),
                                             discard=costs[1].selector.types[0]))

    # -- what escaping or a kicker's discard gives (702.138c, 702.33a, 614.1c) ----------
    def escapes_with(self, _self: Token, n: Amount, name: Token, *_: Any) -> EntersWithCounters:
        """ "~ escapes with two +1/+1 counters on it." (702.138c): it enters with them if
        it escaped (702.138b)."""
        return EntersWithCounters(str(name).lower(), n, condition=ESCAPED)

    def escapes_with_instead(self, *parts: Any) -> Marker:
        """ "It escapes with twelve +1/+1 counters on it instead." after "~ enters with six
        +1/+1 counters on it": the counters it enters with when it escaped, replacing those
        of the sentence before (the sentences' assembly joins them)."""
        n, name = next(p for p in parts if isinstance(p, Amount)), next(
            p for p in parts if isinstance(p, Token) and p.type == "COUNTER_NAME")
        return Marker("enters_instead", EntersWithCounters(str(name).lower(), n,
                                                           condition=ESCAPED))

    def enters_with_keyword_discarded(self, cond: Condition, _e: Token, word: Token,
                                      name: Token, *_: Any) -> Marker:
        """ "If ~ was kicked, it enters with flying and with X +1/+1 counters on it, where
        X is the discarded card's mana value" (702.33a, 202.3, 614.1c)."""
        if cond.kind != "kicked":
            raise ValueError("a keyword and counters on entering under another condition")
        return Marker("many", (
            EntersWithCounters(str(name).lower(), Amount(AmountKind.DISCARDED_MANA_VALUE, 0),
                               condition=cond),
            EntersWithAbilities((" ".join(str(word).split()).capitalize(),), cond)))

    def cc_may_reveal(self, _self: Token, n: Amount, noun: Selector) -> Marker:
        """ "As an additional cost to cast this spell, you may reveal a Dragon card from
        your hand." (601.2f, 701.20a): the engine reveals it as the spell is cast, for
        the "if you revealed" of its enters ability; nothing else."""
        if not (n.is_fixed and n.value == 1) or len(noun.subtypes) != 1:
            raise ValueError("revealing other than one card of a subtype")
        return Marker("many", (OptionalReveal(noun.subtypes[0]),))

    def tail_if_revealed_or_controlled(self, *parts: Any) -> tuple[str, Any]:
        """ "if you revealed a Dragon card or controlled a Dragon as you cast ~" (601.2f,
        701.20a): the one subtype, revealed or controlled."""
        kinds = {str(p).capitalize() for p in parts
                 if isinstance(p, Token) and p.type == "SUBTYPE"}
        if len(kinds) != 1:
            raise ValueError("revealed one subtype, controlled another")
        return ("if", Condition("revealed_or_controlled", text=kinds.pop()))

    # -- protection (702.16) -------------------------------------------------------------
    def kw_protection(self, *parts: Any) -> Item:
        qualities = [p for p in parts if isinstance(p, Protection)]
        return (Keyword.PROTECTION.value, tuple(qualities))

    def pro_everything(self) -> Protection:
        return Protection(everything=True)

    def pro_color(self, tok: Token) -> Protection:
        return Protection(Selector(colors=(_COLOR_LETTERS[str(tok).lower()],)))

    def pro_all_colors(self) -> Protection:
        return Protection(Selector(colors=tuple(COLORS)))

    def pro_multicolored(self) -> Protection:
        return Protection(Selector(multicolored=True))

    def pro_monocolored(self) -> Protection:
        return Protection(Selector(monocolored=True))

    def pro_chosen_color(self) -> Protection:
        return Protection(Selector(chosen_color=True))

    def pro_body(self, sel: Selector) -> Protection:
        if sel.relation is not None or sel.zone is not None:
            raise ValueError(f"protection from {sel.describe()} is not read")
        return Protection(replace(sel, controller=sel.controller))

    # -- ward (702.21) -------------------------------------------------------------------
    def kw_ward_mana(self, tok: Token) -> Item:
        return (Keyword.WARD.value, Ward(_mana(tok)))

    def kw_ward_costs(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        ward = Ward(tuple(costs))
        if not ward.is_played:
            raise ValueError("a ward cost the engine doesn't pay")
        return (Keyword.WARD.value, ward)

    # -- toxic (702.164) -----------------------------------------------------------------
    def kw_toxic(self, tok: Token) -> Item:
        return (Keyword.TOXIC.value, Toxic(int(str(tok))))

    # -- level up (702.87) ---------------------------------------------------------------
    def kw_level_up(self, tok: Token) -> Item:
        return (Keyword.LEVEL_UP.value, LevelUpItem(_mana(tok)))

    # -- affinity (702.41) ---------------------------------------------------------------
    def kw_affinity(self, sel: Selector) -> Item:
        if sel.relation is not None or sel.zone is not None:
            raise ValueError(f"affinity for {sel.describe()} is not read")
        return (Keyword.AFFINITY.value, Affinity(replace(sel, controller=ControllerSpec.YOU)))

    # -- buyback (702.27) ---------------------------------------------------------------
    def kw_buyback(self, tok: Token) -> Item:
        return (Keyword.BUYBACK.value, Buyback(_mana_cost(tok)))

    # -- improvise (702.126): the engine pays with the artifacts cast(improvise=) names --
    def kw_improvise(self) -> Item:
        return (Keyword.IMPROVISE.value, None)

    # -- aftermath (702.127) and fuse (702.102): halves of split cards --------------------
    def kw_aftermath(self) -> Item:
        """ "Aftermath": this half may be cast from its owner's graveyard, only from there,
        and is then exiled (702.127a); engine.spells.splitcards plays the rest."""
        return (Keyword.AFTERMATH.value, CastPermission(
            Selector(relation=Relation.SELF), Zone.GRAVEYARD,
            keyword=Keyword.AFTERMATH.value))

    def kw_fuse(self) -> Item:
        """ "Fuse": both halves may be cast together from the hand (702.102a)."""
        return (Keyword.FUSE.value, None)

    # -- umbra armor (702.89), once printed "totem armor" (702.89b) -----------------------
    def kw_umbra_armor(self, _words: Token) -> Item:
        """A replacement effect the engine applies as the enchanted permanent would be
        destroyed (engine.effects.destruction)."""
        return (Keyword.UMBRA_ARMOR.value, None)

    # -- split second (702.61) -----------------------------------------------------------
    def kw_split_second(self) -> Item:
        return (Keyword.SPLIT_SECOND.value, None)

    def kw_living_metal(self) -> Item:
        """ "Living metal" (702.161a): during your turn, this permanent is an artifact
        creature in addition to its other types (layer 4, 613.1d; a Vehicle keeps its
        printed power and toughness, 301.7b)."""
        return (Keyword.LIVING_METAL.value,
                TypeChange(Selector(relation=Relation.SELF), types=("Artifact", "Creature"),
                           condition=Condition("your_turn")))

    # -- morph, megamorph (702.37) and disguise (702.168) --------------------------------
    def kw_morph(self, tok: Token) -> Item:
        return (Keyword.MORPH.value, Morph(Keyword.MORPH, _mana_cost(tok)))

    def kw_megamorph(self, tok: Token) -> Item:
        return (Keyword.MEGAMORPH.value, Morph(Keyword.MEGAMORPH, _mana_cost(tok)))

    def kw_disguise(self, tok: Token) -> Item:
        return (Keyword.DISGUISE.value, Morph(Keyword.DISGUISE, _mana_cost(tok)))

    # -- keywords defined as a triggered or activated ability (702.1) ------------------
    def kw_backup(self, tok: Token) -> Item:
        """ "Backup 1" (702.165a): how many +1/+1 counters its enters trigger puts."""
        return (Keyword.BACKUP.value, Backup(int(str(tok))))

    def kw_defined_n(self, word: Token, tok: Token) -> Item:
        """ "Bushido 2" (702.45a), "Soulshift 7" (702.46a), "Afflict 3" (702.130a)..."""
        keyword = _defined_keyword(word)
        return (keyword.value, DefinedKeyword(keyword, int(str(tok))))

    def kw_defined(self, word: Token) -> Item:
        """ "Exploit" (702.110a), "Battle cry" (702.91a), "Extort" (702.101a), "Living
        weapon" (702.92a), "For Mirrodin!" (702.163a), "Job select" (702.182a)."""
        keyword = _defined_keyword(word)
        if keyword is Keyword.VANISHING:  # without a number (702.63b)
            return (keyword.value, DefinedKeyword(keyword, 0))
        return (keyword.value, DefinedKeyword(keyword))

    def kw_defined_cost(self, word: Token, tok: Token) -> Item:
        """ "Outlast {1}{W}" (702.107a)."""
        keyword = _defined_keyword(word)
        return (keyword.value, DefinedKeyword(keyword, cost=_mana_cost(tok)))

    def kw_defined_n_cost(self, word: Token, tok: Token, _dash: Token, cost: Token) -> Item:
        """ "Reinforce 2—{1}{W}", "Reinforce X—{X}{G}{G}" (702.77a): a number (or X) and
        a cost."""
        keyword = _defined_keyword(word)
        x = str(tok).upper() == "X"
        return (keyword.value, DefinedKeyword(keyword, 0 if x else int(str(tok)),
                                              cost=_mana_cost(cost), x=x))

    def kw_devour_quality(self, word: Token, tok: Token) -> Item:
        """ "Devour artifact 1", "Devour land 3", "Devour Food 3" (702.82b): the permanents
        sacrificed are of that quality."""
        quality = str(word).split()[1].lower()
        plural = "Foods" if quality == "food" else f"{quality}s"
        return (Keyword.DEVOUR.value, DefinedKeyword(Keyword.DEVOUR, int(str(tok)),
                                                     quality=plural))

    # -- cumulative upkeep (702.24) --------------------------------------------------
    def kw_cumulative_upkeep(self, tok: Token) -> Item:
        """ "Cumulative upkeep {1}" (702.24a)."""
        return (Keyword.CUMULATIVE_UPKEEP.value,
                DefinedKeyword(Keyword.CUMULATIVE_UPKEEP, cost=_mana_cost(tok)))

    def kw_cumulative_upkeep_either(self, one: Token, other: Token) -> Item:
        """ "Cumulative upkeep {G} or {W}": chosen separately for each age counter
        (702.24b), as a hybrid symbol is paid with either of its colors (107.4e)."""
        a, b = (_mana_cost(t).symbols for t in (one, other))
        if len(a) != 1 or len(b) != 1 or len(a[0].colors) != 1 or len(b[0].colors) != 1:
            raise ValueError("a choice of cumulative upkeep costs other than two colors")
        hybrid = ManaCost.parse(f"{{{a[0].colors[0]}/{b[0].colors[0]}}}")
        return (Keyword.CUMULATIVE_UPKEEP.value,
                DefinedKeyword(Keyword.CUMULATIVE_UPKEEP, cost=hybrid))

    def kw_cumulative_upkeep_paid(self, _dash: Token, words: Token, *_dot: Token) -> Item:
        """ "Cumulative upkeep—Pay 1 life." (702.24a): the cost as its upkeep ability's
        instruction says it ("unless you pay 1 life for each age counter on it")."""
        text = str(words).strip()
        return (Keyword.CUMULATIVE_UPKEEP.value, DefinedKeyword(
            Keyword.CUMULATIVE_UPKEEP, payment=text[:1].lower() + text[1:]))

    # -- cycling and typecycling (702.29) ------------------------------------------------
    def kw_cycling(self, tok: Token) -> Item:
        """ "Cycling {1}{U}" (702.29a)."""
        return (CYCLING, _cycling_item(tok))

    def kw_typecycling(self, word: Token, tok: Token) -> Item:
        """ "Plainscycling {2}", "Basic landcycling {1}{G}" (702.29e): the card searched
        for is of the type the words before "cycling" name."""
        words = " ".join(str(word).split())[:-len("cycling")]
        searched = _type_searched(words)
        if searched is None:
            return (CYCLING, CyclingItem(None, problem=f"{words}cycling names no card type "
                                         "or subtype mtglab searches for (CR 702.29e)"))
        return (CYCLING, replace(_cycling_item(tok), searched=searched))

    def kw_cycling_costs(self, _dash: Token, costs: tuple[Cost, ...], *_dot: Token) -> Item:
        """ "Cycling—Pay 2 life.", "Cycling—Sacrifice a land." (702.29a): a cost other
        than mana symbols, not played."""
        del costs
        return (CYCLING, CyclingItem(None, problem="a cycling cost other than mana symbols "
                                     "is not read (CR 702.29a)"))

    # -- start your engines! (702.179) ----------------------------------------------------
    def kw_start_your_engines(self, _tok: Token) -> Item:
        """ "Start your engines!" (702.179a): read by name by the state-based action that
        gives its controller speed 1 (704.5z)."""
        return (Keyword.START_YOUR_ENGINES.value, None)

    # -- the partner abilities of deck construction (702.124a) --------------------------
    def kw_commander_pairing(self, tok: Token) -> Item:
        """ "Choose a Background", "Doctor's companion", "Partner—Character select": a
        partner ability (702.124a, i, k, m) works as a Commander deck is built, before the
        game begins, so on a board it is a keyword with nothing to do."""
        words = " ".join(str(tok).split())
        return (words[:1].upper() + words[1:], None)

    # -- partner with (702.124j) -------------------------------------------------------
    def kw_partner_with(self, tok: Token) -> Item:
        """ "Partner with Pir, Imaginative Rascal": the card its enters trigger lets
        target player search for (702.124j)."""
        name = str(tok)[len("partner with "):].strip()
        return (Keyword.PARTNER_WITH.value, DefinedKeyword(Keyword.PARTNER_WITH, named=name))

    # -- echo's condition (702.30a) ------------------------------------------------------
    def cond_recent_control(self, _self: Token, _words: Token) -> Condition:
        """ "if ~ came under your control since the beginning of your last upkeep"."""
        return Condition("recent_control", text="it came under your control since the "
                         "beginning of your last upkeep")

    # -- ravenous's condition (702.156a) ------------------------------------------------
    def cond_x_paid_at_least(self, _words: Token, tok: Token) -> Condition:
        """ "if X is 5 or more": the X of the spell that became the source (107.3m)."""
        return Condition("x_paid_at_least", count=int(str(tok)),
                         text=f"X is {tok} or more")

    # -- evolve's condition (702.100a) ---------------------------------------------------
    def cond_that_greater(self, _words: Token) -> Condition:
        """ "if that creature's power is greater than ~'s power and/or that creature's
        toughness is greater than ~'s toughness"."""
        return Condition("that_greater_power_or_toughness", text="that creature's power "
                         "or toughness is greater than this creature's")


def _cycling_item(tok: Token) -> CyclingItem:
    """A cycling cost of mana symbols (702.29a); one with X is not played."""
    cost = _mana_cost(tok)
    if "X" in str(tok).upper():
        return CyclingItem(None, problem=f"a cycling cost with X is not read: {tok} "
                           "(CR 702.29a)")
    return CyclingItem(cost)


def _type_searched(words: str) -> Selector | None:
    """The card a typecycling ability searches for (702.29e): "Plains", "basic land",
    "Wizard", "artifact land"; None for words that name no type."""
    *before, last = words.lower().split()
    supers = ("Basic",) if before[:1] == ["basic"] else ()
    kinds = [w.capitalize() for w in before if w != "basic"]
    if last.capitalize() in CARD_TYPES and all(k in CARD_TYPES for k in kinds):
        return Selector(types=(*kinds, last.capitalize()), supertypes=supers)
    if not before and last.capitalize() in ALL_SUBTYPES:
        return Selector(subtypes=(last.capitalize(),))
    return None


def _defined_keyword(word: Token) -> Keyword:
    """The keyword a word names, in any case ("bushido" -> Keyword.BUSHIDO)."""
    words = " ".join(str(word).split()).lower()
    return next(k for k in Keyword if k.value.lower() == words)
