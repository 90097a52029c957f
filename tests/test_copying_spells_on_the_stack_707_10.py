"""Copying a spell or ability on the stack (CR 707.10), read by the grammar into a
:class:`~mtglab.cards.stackcopies.CopyOnStack` and played by the engine through the
public API: "Copy target instant or sorcery spell" (Twincast), "You may choose new
targets for the copy" (707.10c), "whenever you cast ..., copy that spell" (603.2,
608.2c), a copy of a permanent spell becoming a token (707.10f), a copy ceasing to exist
off the stack (707.10a, 704.5e), "copy target activated ability you control", and
magecraft's "cast or copy" (207.2c) seeing a copy; then every supported corpus line of
these forms played on the audit's board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.stackcopies import CopyOnStack, copies_that_spell
from tests.conftest import audit_found, corpus_abilities, corpus_cards

FAERIE: Final = ml.Card.from_text(name="Small Faerie", mana_cost="{U}",
                                  type_line="Creature — Faerie", oracle_text="Flash",
                                  power="1", toughness="1")
GRIZZLY: Final = ml.Card.from_text(name="Grizzly", mana_cost="{1}{G}",
                                   type_line="Creature — Bear", oracle_text="",
                                   power="2", toughness="2")


def _bolt_on_the_stack(b: ml.Board, target: Any = "opponent") -> int:
    """Lightning Bolt cast by you at ``target``, left on the stack; its id."""
    b.add_mana("you", "R")
    b.cast(corpus_cards("Lightning Bolt")["Lightning Bolt"], targets=[target],
           resolve=False)
    return int(b.stack[b.stack["name"] == "Lightning Bolt"]["id"].iloc[-1])


def _resolve_all(b: ml.Board, choices: list[Any] | None = None) -> None:
    """Resolve the stack top first (608.1), ``choices`` answering the first object."""
    if not b.stack.empty:
        b.resolve(choices=choices or [])
    while not b.stack.empty:
        b.resolve()


def test_copy_target_spell_resolves_twice_and_the_copy_ceases_to_exist_707_10a() -> None:
    # Twincast copies Lightning Bolt: two 3-damage resolutions (707.10); the copy is not
    # put into a graveyard (707.10a, 704.5e): only the two cards are there
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "UU")
    b.cast(corpus_cards("Twincast")["Twincast"], targets=[bolt], choices=[False])
    _resolve_all(b)  # the copy, then the original (405.5)
    assert b.life("opponent") == 14
    assert sorted(b.graveyard("you")["name"]) == ["Lightning Bolt", "Twincast"]
    assert b.stack.empty


def test_the_copy_is_put_on_the_stack_not_cast_707_10() -> None:
    # with resolve=False the copy waits above the original on b.stack (405.2)
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "RR")
    b.cast(corpus_cards("Reverberate")["Reverberate"], targets=[bolt], resolve=False)
    b.resolve(choices=[False])  # Reverberate resolves: the copy goes on the stack
    assert list(b.stack["name"]) == ["Lightning Bolt", "Lightning Bolt"]
    b.resolve()
    assert b.life("opponent") == 17 and list(b.stack["name"]) == ["Lightning Bolt"]


def test_new_targets_for_the_copy_707_10c() -> None:
    # Reverberate: its controller may choose a new legal target for the copy
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "RR")
    b.cast(corpus_cards("Reverberate")["Reverberate"], targets=[bolt],
           choices=[True, "you"])
    _resolve_all(b)
    assert b.life("you") == 17 and b.life("opponent") == 17


def test_new_targets_are_asked_for_707_10c() -> None:
    # "you may choose new targets": a choice that must be answered (yes / no)
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "UU")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(corpus_cards("Twincast")["Twincast"], targets=[bolt])


def test_cast_trigger_copies_that_spell_603_2_608_2c() -> None:
    # Swarm Intelligence: "you may copy that spell" — the spell cast (608.2c); the copy
    # isn't cast, so it doesn't trigger Swarm Intelligence again (707.10, 601.2i)
    b = ml.Board()
    b.add(corpus_cards("Swarm Intelligence")["Swarm Intelligence"], "you")
    _bolt_on_the_stack(b)
    assert len(b.stack) == 2  # Bolt and the trigger above it (603.3)
    b.resolve(choices=[True, False])
    assert list(b.stack["name"]) == ["Lightning Bolt", "Lightning Bolt"]
    _resolve_all(b)
    assert b.life("opponent") == 14


def test_may_pay_then_copy_608_2d() -> None:
    # Mirari: "you may pay {3}. If you do, copy that spell."
    b = ml.Board()
    b.add(corpus_cards("Mirari")["Mirari"], "you")
    _bolt_on_the_stack(b)
    b.add_mana("you", "CCC")
    _resolve_all(b, [True, False])
    assert b.life("opponent") == 14


def test_a_copied_permanent_spell_becomes_a_token_707_10f() -> None:
    # Archmage of Echoes copies a Faerie creature spell: the copy resolves into a token
    # (707.10f, 111.1), the original into the card's permanent
    b = ml.Board()
    b.add(corpus_cards("Archmage of Echoes")["Archmage of Echoes"], "you")
    b.add_mana("you", "U")
    b.cast(FAERIE, resolve=False)
    _resolve_all(b)
    faeries = b.permanents[b.permanents["name"] == "Small Faerie"]
    assert sorted(faeries["token"]) == [False, True]


def test_a_countered_copy_ceases_to_exist_707_10a_701_6a() -> None:
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "UU")
    b.cast(corpus_cards("Twincast")["Twincast"], targets=[bolt], choices=[False],
           resolve=False)
    b.resolve(choices=[False])
    copy = int(b.stack["id"].iloc[-1])
    b.add_mana("opponent", "UU")
    b.cast(corpus_cards("Counterspell")["Counterspell"], controller="opponent",
           targets=[copy])
    assert list(b.stack["name"]) == ["Lightning Bolt"]
    assert sorted(b.graveyard("you")["name"]) == ["Twincast"]


def test_copy_target_activated_ability_you_control_707_10b() -> None:
    # Lithoform Engine copies Prodigal Pyromancer's ability: 1 damage twice (707.10b:
    # the copy has the same source)
    cards = corpus_cards("Lithoform Engine", "Prodigal Pyromancer")
    b = ml.Board()
    pyro = b.add(cards["Prodigal Pyromancer"], "you", controlled_since_turn_start=True)
    engine = b.add(cards["Lithoform Engine"], "you")
    b.activate(pyro, 0, targets=["opponent"], resolve=False)
    ability = int(b.stack["id"].iloc[-1])
    b.add_mana("you", "CC")
    b.activate(engine, 0, targets=[ability], choices=[False])
    _resolve_all(b)
    assert b.life("opponent") == 18


def test_magecraft_triggers_on_a_copy_207_2c_707_10() -> None:
    # Archmage Emeritus: "whenever you cast or copy an instant or sorcery spell": once
    # for Twincast cast, once for the Bolt copied
    b = ml.Board()
    b.add(corpus_cards("Archmage Emeritus")["Archmage Emeritus"], "you")
    for _ in range(5):
        b.add(GRIZZLY, "you", zone="library")
    _bolt_on_the_stack(b)
    _resolve_all(b)  # Bolt's own magecraft trigger, then Bolt
    bolt = _bolt_on_the_stack(b)
    b.resolve()  # its magecraft trigger: 2 cards drawn so far
    b.add_mana("you", "UU")
    b.cast(corpus_cards("Twincast")["Twincast"], targets=[bolt], choices=[False])
    _resolve_all(b)
    assert len(b.hand("you")) == 4


def test_copy_it_of_a_card_is_not_read_as_a_spell_707_12() -> None:
    # "Exile target ... card from a graveyard and copy it": a card, not a spell on the
    # stack (707.12) — not read as a copy of a spell
    card = corpus_cards("Psionic Ritual")["Psionic Ritual"]
    assert not any(copies_that_spell(a.effects) for a in card.abilities if a.supported)


_COPY_LINE: Final = re.compile(r"\bcopy (target|that spell|it\b|this spell)", re.I)


def _walk(obj: Any) -> Any:
    yield obj
    for inner in getattr(obj, "effects", ()) or ():
        yield from _walk(inner)


def test_every_supported_copy_line_of_the_corpus_is_played_707_10() -> None:
    # each supported corpus ability that copies a spell or ability, played alone on the
    # audit's board: none ends in an error; refusals only for the board (e.g. "you've
    # cast three or more spells this turn")
    found = corpus_abilities(_COPY_LINE, lambda a: a.supported and any(
        isinstance(x, CopyOnStack) for e in a.effects for x in _walk(e)))
    if not found:
        pytest.skip("the corpus (../shared/corpus) is absent")
    assert len(found) >= 45
    audit_found(found, board_refusals=True)


QUIET: Final = ml.Card.from_text(name="Quiet Instant", mana_cost="{R}", type_line="Instant",
                                 oracle_text="")


def test_storm_copies_for_each_spell_cast_before_702_40a() -> None:
    # two Lightning Bolts, then Grapeshot: storm copies it twice; one copy gets a new
    # target (707.10c): 6 + 1 + 1 to the opponent, 1 to you
    b = ml.Board()
    cards = corpus_cards("Grapeshot", "Lightning Bolt")
    b.add_mana("you", "RRRR")
    b.cast(cards["Lightning Bolt"], targets=["opponent"])
    b.cast(cards["Lightning Bolt"], targets=["opponent"])
    b.cast(cards["Grapeshot"], targets=["opponent"], resolve=False)
    assert list(b.stack["kind"]) == ["spell", "triggered ability"]
    b.resolve(choices=[False, True, "you"])
    assert list(b.stack["name"]) == ["Grapeshot"] * 3
    _resolve_all(b)
    assert b.life("opponent") == 12 and b.life("you") == 19
    assert sorted(b.graveyard("you")["name"]) == ["Grapeshot", *["Lightning Bolt"] * 2]


def _storm_cards() -> list[Any]:
    found = corpus_abilities(re.compile(r"^Storm\b", re.M),
                             lambda a: a.supported and "Storm" in a.keywords)
    return sorted({f.name: f for f, _a in found}.values(), key=lambda f: f.name)


def test_every_storm_card_copies_itself_702_40a() -> None:
    # each corpus card with storm whose lines are all supported, cast after one other
    # spell: its storm trigger puts exactly one copy on the stack (702.40a, 707.10)
    storms = [c for c in _storm_cards() if all(a.supported for a in c.abilities)]
    if not storms:
        pytest.skip("the corpus (../shared/corpus) is absent")
    played = 0
    for card in storms:
        for aim in (["opponent"], [], ["bear"]):  # a player, nothing, a creature
            b = ml.Board()
            bear = b.add(GRIZZLY, "opponent")
            b.add_mana("you", "WUBRGC" * 4)
            b.cast(QUIET)
            try:
                b.cast(card, targets=[bear if t == "bear" else t for t in aim],
                       resolve=False)
                break
            except (ml.ChoiceRequired, ml.IllegalActionError):
                continue
        else:
            continue  # a target this board lacks (a land, an artifact...)
        top = b.stack.iloc[-1]
        assert top["kind"] == "triggered ability" and "Storm" in top["text"], card.name
        try:  # the copy keeps its targets (707.10c); a spell without any is not asked
            b.resolve(choices=[False])
        except ml.IllegalActionError:
            b.resolve()
        assert list(b.stack["name"]) == [card.name, card.name], card.name
        played += 1
    assert played >= 0.75 * len(storms), f"{played} of {len(storms)}"


def test_a_copy_on_the_stack_survives_a_board_file_707_10a() -> None:
    # the copy is written as a copy and read back as one: it still ceases to exist
    # (707.10a) after the board is saved and loaded
    b = ml.Board()
    bolt = _bolt_on_the_stack(b)
    b.add_mana("you", "UU")
    b.cast(corpus_cards("Twincast")["Twincast"], targets=[bolt], choices=[False])
    again = ml.Board.from_yaml(b.to_yaml())
    _resolve_all(again)
    assert again.life("opponent") == 14
    assert sorted(again.graveyard("you")["name"]) == ["Lightning Bolt", "Twincast"]
