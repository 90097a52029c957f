"""Fuzzing the actions added since the last round of input checks (issue 25, 4): casting
with every keyword, resolving, creating tokens, putting counters, playing a land,
transforming, turning face up, gaining control, attaching, combat, the turn's history,
the orderings of a spell, a token and counters, decklists, Forge puzzles and the census.

Each test draws a few calls of one family, with good arguments mixed with odd ones
(None, numbers where text belongs, huge numbers, NaN, long text, foreign handles ...),
and asserts what DESIGN.md and the README promise: a refused call raises an
``ml.MtglabError`` and leaves the board exactly as it was (its state and its file); an
accepted one leaves a board whose file reads back to the very same file (README,
"Hostile input": what a board holds, its file holds). Any other exception fails.

Examples are bounded so that the file runs in about a minute in CI; set
MTGLAB_FUZZ_EXAMPLES (e.g. 2000) for a longer hunt.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml

EXAMPLES = int(os.environ.get("MTGLAB_FUZZ_EXAMPLES", "0"))


def _fuzz(default: int) -> Any:
    return settings(deadline=None, max_examples=EXAMPLES or default, database=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.filter_too_much,
                                           HealthCheck.data_too_large])


# -- the cards: real wordings under the names tests/ already use -------------------------

IMPERIOSAUR = ml.Card.from_text(  # convoke (702.51)
    name="Ancient Imperiosaur", mana_cost="{5}{G}{G}", type_line="Creature — Dinosaur",
    power=6, toughness=6,
    oracle_text="Convoke\nAncient Imperiosaur enters the battlefield with two +1/+1 "
    "counters on it for each creature that convoked it.")
MURKTIDE = ml.Card.from_text(  # delve (702.66)
    name="Murktide Regent", mana_cost="{5}{U}{U}", type_line="Creature — Dragon",
    power=3, toughness=3,
    oracle_text="Delve\nFlying\nMurktide Regent enters the battlefield with a +1/+1 counter "
    "on it for each instant and sorcery card exiled with it.")
STRIDER = ml.Card.from_text(  # escape (702.138)
    name="Woe Strider", mana_cost="{2}{B}", type_line="Creature — Horse", power=3,
    toughness=2,
    oracle_text="Escape—{3}{B}{B}, Exile four other cards from your graveyard.\n"
    "Woe Strider escapes with two +1/+1 counters on it.")
SENTINELS = ml.Card.from_text(  # a revealed card (601.2f)
    name="Scaleguard Sentinels", mana_cost="{G}{G}", type_line="Creature — Human Soldier",
    power=2, toughness=3,
    oracle_text="As an additional cost to cast this spell, you may reveal a Dragon card "
    "from your hand.\nScaleguard Sentinels enters the battlefield with a +1/+1 counter on "
    "it if you revealed a Dragon card or controlled a Dragon as you cast this spell.")
DRAGON = ml.Card.from_text(name="Test Dragon", mana_cost="{4}{R}{R}",
                           type_line="Creature — Dragon", power=5, toughness=5)
PET = ml.Card.from_text(  # a kicker that discards (702.33a)
    name="Dralnu's Pet", mana_cost="{1}{U}{U}", type_line="Creature — Shapeshifter",
    power=2, toughness=2,
    oracle_text="Kicker—{2}{B}, Discard a creature card.\nIf Dralnu's Pet was kicked, it "
    "enters the battlefield with flying and with X +1/+1 counters on it, where X is the "
    "discarded card's mana value.")
GIFTS = ml.Card.from_text(  # a modal spell (700.2)
    name="Two Gifts", mana_cost="{1}{G}", type_line="Sorcery",
    oracle_text="Choose one or both —\n• Draw a card.\n"
    "• Create a 1/1 green Saproling creature token.")
DELVER = ml.Card.from_scryfall({  # a double-faced card (712)
    "name": "Delver of Secrets // Insectile Aberration", "mana_cost": "{U}",
    "layout": "transform", "type_line": "Creature — Human Wizard // Creature — Human "
    "Insect", "card_faces": [
        {"name": "Delver of Secrets", "mana_cost": "{U}",
         "type_line": "Creature — Human Wizard", "power": "1", "toughness": "1",
         "oracle_text": "At the beginning of your upkeep, look at the top card of your "
                        "library. You may reveal that card. If an instant or sorcery card "
                        "is revealed this way, transform Delver of Secrets."},
        {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human "
         "Insect", "power": "3", "toughness": "2", "oracle_text": "Flying"}]})


class Rich:
    """A board where each family of action has something to act on."""

    TEMPLATE = ml.Board()
    FOREST = TEMPLATE.add("Forest")
    ELVES = TEMPLATE.add("Llanowar Elves")
    BEARS = TEMPLATE.add("Grizzly Bears")
    THEIRS = TEMPLATE.add("Grizzly Bears", "opponent")
    MANTLE = TEMPLATE.add("Umbral Mantle")
    DELVER = TEMPLATE.add(DELVER)
    MORPH = TEMPLATE.add("Birchlore Rangers", face_down="morph")
    REFLECTION = TEMPLATE.add("Mana Reflection")
    LAND = TEMPLATE.add("Island", zone="hand")
    for card in (IMPERIOSAUR, MURKTIDE, SENTINELS, DRAGON, PET, GIFTS, "Grizzly Bears",
                 "Rancor", "Lightning Bolt"):
        TEMPLATE.add(card, zone="hand")
    for card in (STRIDER, "Lightning Bolt", "Lightning Bolt", "Counterspell", "Forest",
                 "Giant Growth"):
        TEMPLATE.add(card, zone="graveyard")
    TEMPLATE.add_mana("you", "WWUUUUBBBBRRGGGGGGCC")
    TEMPLATE.add_mana("opponent", "GGUU")


_OTHER = ml.Board()
_OTHER.add("Island")
ODD = st.sampled_from([None, -1, 0, 10**30, 1.5, float("nan"), "", "nonsense", "Q" * 21_000,
                       b"x", [], [None], {"a": 1}, object(), _OTHER.get(1), "you",
                       "opponent", "G", True, ("G",), "a\x00b"])
CARDS = st.sampled_from([IMPERIOSAUR, MURKTIDE, STRIDER, SENTINELS, DRAGON, PET, GIFTS,
                         "Llanowar Elves", "Grizzly Bears", "Hangarback Walker", "Clone",
                         "Lightning Bolt", "Counterspell", "Birds of Paradise"])


def _maybe(data: st.DataObject, good: st.SearchStrategy[Any], label: str) -> Any:
    """Mostly a good value; one time in ten an odd one."""
    if data.draw(st.integers(0, 9), label=f"{label} is odd") == 0:
        return data.draw(ODD, label=label)
    return data.draw(good, label=label)


def _perm(data: st.DataObject, b: ml.Board, label: str = "permanent") -> Any:
    return _maybe(data, st.one_of(st.sampled_from([*list(b), Rich.BEARS, Rich.BEARS]),
                                  st.sampled_from([1, 3, 99, "Forest", "Grizzly Bears"])),
                  label)


def _choices(data: st.DataObject, b: ml.Board) -> Any:
    answers = st.lists(st.one_of(st.sampled_from(["G", "U", True, False, 0, "Forest",
                                                  ["Mana Reflection"]]),
                                 st.sampled_from(list(b))), min_size=1, max_size=2)
    return _maybe(data, st.one_of(st.just(()), st.just(()), answers), "choices")


def _order(data: st.DataObject) -> Any:
    labels = st.lists(st.sampled_from(["Mana Reflection", "Xorn", "Doubling Season"]),
                      min_size=1, max_size=2)
    return _maybe(data, st.one_of(st.none(), st.none(), labels), "order")


def _check(b: ml.Board, action: Callable[[], Any]) -> None:
    """The promise under test: refused and unchanged, or accepted and lossless on file."""
    before_state, before_file = b.state, b.to_yaml()
    try:
        action()
    except ml.MtglabError as exc:
        assert b.state is before_state, "a refused action changed the board"
        assert b.to_yaml() == before_file
        assert len(str(exc)) < 3_000
        return
    written = b.to_yaml()
    assert ml.Board.from_yaml(written).to_yaml() == written


def _run(data: st.DataObject, act: Callable[[ml.Board, st.DataObject], Callable[[], Any]],
         steps: int = 3) -> None:
    b = Rich.TEMPLATE.copy()
    for _ in range(data.draw(st.integers(1, steps), label="steps")):
        _check(b, act(b, data))


# -- the families -----------------------------------------------------------------------


def _cast(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    hand = b.cards("you", "hand")
    yard = b.cards("you", "graveyard")
    card = _maybe(data, st.one_of(CARDS, CARDS, st.sampled_from(yard or [None])), "card")
    handles = st.lists(st.sampled_from([*hand, *yard] or [None]), max_size=4)
    kw = {
        "x": _maybe(data, st.sampled_from([1, 0, 2, None]), "x"),
        "targets": _maybe(data, st.lists(st.sampled_from(list(b)), max_size=1), "targets"),
        "choices": _choices(data, b),
        "copy_of": _maybe(data, st.sampled_from([None, *list(b)]), "copy_of"),
        "resolve": _maybe(data, st.booleans(), "resolve"),
        "order": _order(data),
        "kicked": _maybe(data, st.sampled_from([0, 1, 2, ("{2}{B}",), ("{9}",)]), "kicked"),
        "convoke": _maybe(data, st.lists(st.sampled_from(list(b)), max_size=3), "convoke"),
        "delve": _maybe(data, handles, "delve"),
        "exile": _maybe(data, handles, "exile"),
        "discard": _maybe(data, handles, "discard"),
        "reveal": _maybe(data, handles, "reveal"),
        "modes": _maybe(data, st.sampled_from([None, [0], [1], [0, 1], [2]]), "modes"),
        "controller": _maybe(data, st.sampled_from([None, "you", "opponent"]), "controller"),
        "check_state": _maybe(data, st.booleans(), "check_state"),
    }
    used = {"x", *data.draw(st.lists(st.sampled_from(sorted(kw)), unique=True, max_size=4),
                            label="keywords")}
    return lambda: b.cast(card, **{k: kw[k] for k in used})


def _resolve(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    if data.draw(st.booleans(), label="cast first"):
        _check(b, lambda: b.cast(data.draw(CARDS, label="spell"), resolve=False,
                                 x=data.draw(st.sampled_from([None, 1]), label="x"),
                                 choices=_choices(data, b)))
    choices = _choices(data, b) if data.draw(st.booleans(), label="with choices") else ()
    return lambda: b.resolve(choices=choices, order=_order(data),
                             check_state=_maybe(data, st.booleans(), "check_state"))


def _create(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    defined = data.draw(st.booleans(), label="defined")
    kw: dict[str, Any] = {
        "controller": _maybe(data, st.sampled_from(["you", "opponent"]), "controller"),
        "count": _maybe(data, st.integers(1, 3), "count"),
        "order": _order(data), "enter_order": _order(data),
        "replacements": _maybe(data, st.booleans(), "replacements"),
        "choices": _choices(data, b), "tapped": _maybe(data, st.booleans(), "tapped"),
        "attached_to": _maybe(data, st.sampled_from([None, *list(b)]), "attached_to"),
    }
    if defined:
        kw.update(name=_maybe(data, st.sampled_from(["Thopter", None, "Soldier"]), "name"),
                  types=_maybe(data, st.sampled_from([["Artifact", "Creature"],
                                                      ["Creature"], []]), "types"),
                  subtypes=_maybe(data, st.sampled_from([["Thopter"], []]), "subtypes"),
                  colors=_maybe(data, st.sampled_from([[], ["W"], ["x"]]), "colors"),
                  power=_maybe(data, st.sampled_from([1, "*", None]), "power"),
                  toughness=_maybe(data, st.sampled_from([1, "1+*", None]), "toughness"),
                  oracle_text=_maybe(data, st.sampled_from(["Flying", "", "{T}: Add {G}."]),
                                     "oracle_text"))
        name = kw.pop("name")
    else:
        name = _maybe(data, st.sampled_from(["Treasure", "Food", "Clue", "Monster Role"]),
                      "name")
    used = data.draw(st.lists(st.sampled_from(sorted(kw)), unique=True, max_size=4),
                     label="keywords")
    many = data.draw(st.booleans(), label="create_tokens")
    make = b.create_tokens if many else b.create_token
    if defined:
        used = sorted({*used, "types"} & set(kw))
    return lambda: make(name, **{k: kw[k] for k in used})


def _counters(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    player = data.draw(st.booleans(), label="a player's counters")
    target = _maybe(data, st.sampled_from(["you", "opponent"]), "player") if player else \
        _perm(data, b, "target")
    kind = _maybe(data, st.sampled_from(["energy", "poison"] if player else
                                        ["+1/+1", "-1/-1", "charge", "lore"]), "kind")
    n = _maybe(data, st.integers(1, 3), "n")
    return lambda: b.put_counters(target, kind, n, by=_maybe(data, st.sampled_from(
        [None, "you", "opponent"]), "by"), order=_order(data),
        check_state=_maybe(data, st.booleans(), "check_state"))


def _land(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    c = _maybe(data, st.sampled_from([Rich.LAND, Rich.LAND, "Island", "Forest", 9,
                                       *b.cards("you", "hand")]), "c")
    return lambda: b.play_land(c, player=_maybe(data, st.sampled_from([None, "you",
                                                                      "opponent"]),
                                                "player"),
                               choices=_choices(data, b),
                               check_state=_maybe(data, st.booleans(), "check_state"))


def _turn_over(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    p = _perm(data, b)
    if data.draw(st.booleans(), label="transform"):
        return lambda: b.transform(p, check_state=_maybe(data, st.booleans(), "check_state"))
    return lambda: b.turn_face_up(p, pay=_maybe(data, st.booleans(), "pay"),
                                  using=_maybe(data, st.sampled_from(
                                      [None, "morph", "mana cost", "disguise"]), "using"),
                                  choices=_choices(data, b),
                                  check_state=_maybe(data, st.booleans(), "check_state"))


def _control(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    p = _perm(data, b)
    return lambda: b.gain_control(
        p, _maybe(data, st.sampled_from(["you", "opponent"]), "player"),
        until_end_of_turn=_maybe(data, st.booleans(), "until_end_of_turn"),
        haste=_maybe(data, st.booleans(), "haste"),
        source=_maybe(data, st.sampled_from(["an effect", "Act of Treason"]), "source"),
        check_state=_maybe(data, st.booleans(), "check_state"))


def _attach(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    obj = _maybe(data, st.just(Rich.MANTLE), "obj")
    to = _perm(data, b, "to")
    return lambda: b.attach(obj, to, choices=_choices(data, b),
                            check_state=_maybe(data, st.booleans(), "check_state"))


def _combat(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    step = data.draw(st.sampled_from(["attack", "block", "damage", "advance"]), label="step")
    if step == "attack":
        creatures = data.draw(st.lists(st.one_of(
            st.sampled_from([Rich.BEARS, Rich.ELVES, Rich.DELVER, *list(b)]), ODD),
            max_size=2), label="attackers")
        return lambda: b.attack(*creatures, defender=_maybe(data, st.sampled_from(
            [None, "opponent", "you"]), "defender"), choices=_choices(data, b),
            check_state=_maybe(data, st.booleans(), "check_state"))
    if step == "block":
        blocker, attacker = _perm(data, b, "blocker"), _perm(data, b, "attacker")
        pairs = _maybe(data, st.lists(st.tuples(st.sampled_from(list(b)),
                                                st.sampled_from(list(b))), max_size=1),
                       "blocks")
        return lambda: b.block(blocker, attacker, blocks=pairs, choices=_choices(data, b))
    if step == "damage":
        return lambda: b.combat_damage(choices=_choices(data, b),
                                       check_state=_maybe(data, st.booleans(),
                                                          "check_state"))
    return lambda: b.advance(_maybe(data, st.sampled_from(
        ["beginning of combat", "declare attackers", "end", "upkeep"]), "to"),
        choices=_choices(data, b))


def _history(b: ml.Board, data: st.DataObject) -> Callable[[], Any]:
    counts = data.draw(st.dictionaries(
        st.sampled_from(["attackers", "life_lost", "creatures_died", "permanents_left",
                         "spells_cast", "lands_entered", "life_gained", "cards_drawn",
                         "nonsense"]),
        st.integers(0, 5), max_size=3), label="counts")
    if data.draw(st.integers(0, 9), label="an odd count") == 0:
        counts["attackers"] = data.draw(ODD, label="count")
    kw = {"spell_colors": _maybe(data, st.lists(st.sampled_from(["R", "WU", "", "X"]),
                                                max_size=3), "spell_colors"),
          "spell_types": _maybe(data, st.lists(st.sampled_from(
              ["Instant", "Creature — Human", "Sorcery"]), max_size=2), "spell_types"),
          "died_types": _maybe(data, st.lists(st.sampled_from(
              ["Creature — Zombie", "Creature"]), max_size=2), "died_types")}
    used = data.draw(st.lists(st.sampled_from(sorted(kw)), unique=True), label="lists")
    player = _maybe(data, st.sampled_from(["you", "opponent"]), "player")
    return lambda: b.set_turn_history(player, **{k: kw[k] for k in used}, **counts)


FAMILIES = {"cast": (_cast, 60), "resolve": (_resolve, 30), "create tokens": (_create, 40),
            "put counters": (_counters, 30), "play a land": (_land, 25),
            "transform and turn face up": (_turn_over, 25), "gain control": (_control, 25),
            "attach": (_attach, 20), "combat": (_combat, 40),
            "turn history": (_history, 25)}


@pytest.mark.parametrize("family", list(FAMILIES))
def test_actions_are_refused_unchanged_or_accepted_losslessly(family: str) -> None:
    act, examples = FAMILIES[family]

    @_fuzz(examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        _run(data, act)

    run()


@_fuzz(40)
@given(st.data())
def test_orderings_of_a_spell_a_token_and_counters_only_raise_mtglab_errors(
        data: st.DataObject) -> None:
    b = Rich.TEMPLATE.copy()
    before = b.state
    what = data.draw(st.sampled_from(["cast", "create", "counters"]), label="what")
    kw: dict[str, Any] = {"group": _maybe(data, st.booleans(), "group"),
                          "limit": _maybe(data, st.sampled_from([1, 100]), "limit"),
                          "controller": _maybe(data, st.sampled_from([None, "opponent"]),
                                               "controller")}
    if what == "cast":
        kw.update(cast=data.draw(st.one_of(CARDS, ODD), label="cast"),
                  x=_maybe(data, st.sampled_from([None, 1]), "x"),
                  choices=_choices(data, b),
                  copy_of=_maybe(data, st.sampled_from([None, *list(b)]), "copy_of"))
    elif what == "create":
        token = data.draw(st.one_of(
            st.sampled_from(["Treasure", "Food", {"name": "Thopter", "types": ["Artifact"]},
                             {"types": ["Creature"], "power": 1, "toughness": 1},
                             {"name": "X", "zzz": 1}, {"types": 5}]), ODD), label="token")
        kw["create"] = data.draw(st.sampled_from([token, (token, 2), (token,),
                                                  (token, 1, 2), (token, 0),
                                                  (token, 10**30)]), label="create")
    else:
        kw["counters"] = data.draw(st.tuples(
            st.one_of(st.sampled_from([*list(b), "you"]), ODD),
            st.one_of(st.sampled_from(["+1/+1", "energy"]), ODD),
            st.one_of(st.integers(0, 3), ODD)), label="counters")
    try:
        table = ml.orderings(b, **kw)
    except ml.MtglabError as exc:
        assert len(str(exc)) < 3_000
    else:
        assert len(table) >= 1
    assert b.state is before  # a question never changes the board


DECK_LINES = st.sampled_from(["4 Forest", "1 Llanowar Elves (M19) 314", "Sideboard",
                              "2x Grizzly Bears", "Commander", "", "// comment",
                              "9" * 5_000 + " Forest", "0 Forest", "1000000 Forest",
                              "4 No Such Card", "4", "Deck", "\x00", "4 " + "Q" * 300])


def _dek(quantity: str, name: str) -> str:
    return (f'<?xml version="1.0"?><Deck><Cards CatID="1" Quantity="{quantity}" '
            f'Sideboard="false" Name="{name}" /></Deck>')


@_fuzz(60)
@given(st.one_of(st.lists(DECK_LINES, max_size=6).map("\n".join),
                 st.tuples(st.sampled_from(["4", "0", "-1", "9" * 5_000, "x", "٣", ""]),
                           st.sampled_from(["Forest", "", "No Such Card"])),
                 st.text(max_size=40)),
       st.booleans())
def test_read_decklist_only_raises_card_data_errors(deck: Any, as_file: bool) -> None:
    suffix = ".txt"
    if isinstance(deck, tuple):
        deck, suffix = _dek(*deck), ".dek"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{suffix}"
        path.write_text(deck, encoding="utf-8")
        try:
            frame = ml.read_decklist(path if as_file else deck)
        except ml.MtglabError as exc:
            assert isinstance(exc, ValueError) and len(str(exc)) < 3_000
        else:
            assert list(frame.columns)[:3] == ["count", "name", "section"]
            assert all(1 <= n <= 1_000 for n in frame["count"])


PUZZLE_LINES = st.sampled_from([
    "turn=3", "turn=0", "turn=" + "9" * 5_000, "turn=" + "9" * 40, "turn=٣", "turn=x",
    "activeplayer=human", "activeplayer=ai", "activeplayer=nobody",
    "activephase=MAIN1", "activephase=COMBAT_DECLARE_ATTACKERS", "activephase=nope",
    "humanlife=20", "ailife=" + "9" * 5_000, "humanlife=-3", "humanlife=10000000000",
    "humanbattlefield=Forest;Llanowar Elves|SummonSick;Grizzly Bears|Tapped",
    "humanbattlefield=Grizzly Bears|Counters:P1P1=" + "9" * 5_000,
    "humanbattlefield=Grizzly Bears|Counters:P1P1=2|Id:" + "9" * 5_000,
    "aibattlefield=Rancor|AttachedTo:7;Grizzly Bears|Id:7",
    "humanbattlefield=t:Treasure;t:w_1_1_soldier;t:Dragon,P:4,T:4,Types:Creature-Dragon",
    "humanbattlefield=t:w_" + "9" * 5_000 + "_1_soldier",
    "humanbattlefield=t:Dragon,P:" + "9" * 5_000 + ",T:4,Types:Creature-Dragon",
    "humangraveyard=Lightning Bolt;Forest", "humanexile=Island", "humanhand=Forest",
    "humanbattlefield=No Such Card", "humanbattlefield=Grizzly Bears|Damage:" + "9" * 50,
    "humancounters=POISON=3", "garbage line", "humanbattlefield=" + "Q" * 25_000])


@_fuzz(60)
@given(st.lists(PUZZLE_LINES, max_size=6), st.booleans())
def test_forge_puzzles_only_raise_card_data_errors_and_read_back(lines: list[str],
                                                                 metadata: bool) -> None:
    text = ("[metadata]\nName:Fuzz\n" if metadata else "") + "[state]\n" + "\n".join(lines)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.pzl"
        path.write_text(text, encoding="utf-8")
        try:
            puzzle = ml.Board.read_forge_puzzle(path)
        except ml.MtglabError as exc:
            assert isinstance(exc, ValueError) and len(str(exc)) < 3_000
            return
    b = puzzle.board
    written = b.to_yaml()
    assert ml.Board.from_yaml(written).to_yaml() == written
    b.pass_turn()  # a turn it read can be passed (the next turn number is a number)
    written = b.to_yaml()
    assert ml.Board.from_yaml(written).to_yaml() == written


@_fuzz(8)
@given(cards=st.one_of(st.lists(st.one_of(st.sampled_from(
           ["Mana Reflection", "Contamination", "Nope", "", "Forest"]), ODD), max_size=3),
           ODD),
       sources=st.one_of(st.none(), st.lists(st.sampled_from(["Forest", "Plains", "nope"]),
                                             min_size=1, max_size=1), ODD),
       size=st.one_of(st.sampled_from([1, 2]), ODD))
def test_census_only_raises_mtglab_errors(cards: Any, sources: Any, size: Any) -> None:
    if cards is None:
        cards = ["Mana Reflection"]  # the catalogue's whole census is too long for here
    try:
        census = ml.census(cards, sources=sources, size=size, progress=False)
    except ml.MtglabError as exc:
        assert len(str(exc)) < 3_000
    else:
        assert set(census.table.columns) >= {"cards", "source"}
