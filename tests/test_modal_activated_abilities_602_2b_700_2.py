"""Modal activated abilities, "{cost}: Choose one —" (CR 700.2, 602.2b): the modes are
announced as the ability is activated, before its targets (602.2b, 601.2b-c), through
``Board.activate(..., modes=[k])``; the ability on the stack is only the modes chosen, with
their targets (700.2c). None twice, as many as the header says (700.2d). "Choose one that
hasn't been chosen" (Three Bowls of Porridge) remembers the modes chosen for that
permanent. A bullet line is never activated alone."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import TriggerModes
from tests.conftest import corpus_abilities, corpus_cards

_HEADER = re.compile(r"^(?!When|Whenever|At\b)[^•\n—]*: Choose (one|two|up to one|any number)"
                     r"[^\n]*—$", re.M)


def _cards(*names: str) -> dict[str, Any]:
    return corpus_cards(*names, "Sol Ring", "Pacifism", "Grizzly Bears", "Island")


def _index(card: Any) -> int:
    return next(i for i, a in enumerate(card.abilities) if a.mode is None and any(
        isinstance(e, TriggerModes) for e in a.effects))


def _cankerbloom() -> tuple[ml.Board, Any, Any, Any, int]:
    c = _cards("Cankerbloom")
    b = ml.Board()
    bloom = b.add(c["Cankerbloom"])
    ring = b.add(c["Sol Ring"], "opponent")
    bear = b.add(c["Grizzly Bears"], "opponent")
    aura = b.add(c["Pacifism"], "opponent", attached_to=bear)
    b.add_mana("you", "C")
    return b, bloom, ring, aura, _index(c["Cankerbloom"])


def test_the_header_and_its_modes_are_read_700_2() -> None:
    card = _cards("Cankerbloom")["Cankerbloom"]
    i = _index(card)
    header, *modes = card.abilities[i:i + 4]
    assert header.supported and header.kind is ml.AbilityKind.ACTIVATED and header.costs
    spec = header.effects[0]
    assert isinstance(spec, TriggerModes) and (spec.minimum, spec.maximum) == (1, 1)
    assert [(m.mode, m.supported, m.kind) for m in modes] == \
        [(k, True, ml.AbilityKind.ACTIVATED) for k in range(3)]


def test_the_modes_are_a_choice_announced_as_it_is_activated_602_2b() -> None:
    b, bloom, _ring, _aura, i = _cankerbloom()
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.activate(bloom, i)
    assert "602.2b" in str(exc.value) and len(exc.value.options) == 3
    assert b.life("opponent") == 20 and len(b.permanents) == 4  # unchanged


def test_the_mode_chosen_is_carried_out_with_its_target_700_2c() -> None:
    b, bloom, _ring, aura, i = _cankerbloom()
    b.activate(bloom, i, modes=[1], targets=[aura])  # "Destroy target enchantment."
    names = set(b.permanents["name"])
    assert "Pacifism" not in names and "Sol Ring" in names and "Cankerbloom" not in names
    b2, bloom2, ring2, _aura2, i2 = _cankerbloom()
    b2.activate(bloom2, i2, modes=[0], targets=[ring2])  # "Destroy target artifact."
    assert "Sol Ring" not in set(b2.permanents["name"])


def test_a_target_of_a_mode_not_chosen_is_illegal_700_2c() -> None:
    b, bloom, ring, _aura, i = _cankerbloom()
    with pytest.raises(ml.IllegalActionError):
        b.activate(bloom, i, modes=[1], targets=[ring])  # an artifact, not an enchantment
    assert "Cankerbloom" in set(b.permanents["name"])  # nothing paid


def test_choose_one_is_one_mode_700_2d() -> None:
    b, bloom, ring, aura, i = _cankerbloom()
    for modes in ([0, 1], [3], [0, 0]):
        with pytest.raises(ml.IllegalActionError, match=r"700\.2"):
            b.activate(bloom, i, modes=modes, targets=[ring, aura])


def test_a_mode_is_never_activated_alone_602_2b() -> None:
    b, bloom, _ring, aura, i = _cankerbloom()
    with pytest.raises(ml.IllegalActionError, match="modes=\\[1\\]"):
        b.activate(bloom, i + 2, targets=[aura])


def test_a_non_modal_ability_takes_no_modes_700_2() -> None:
    c = _cards("Sol Ring")
    b = ml.Board()
    ring = b.add(c["Sol Ring"])
    with pytest.raises(ml.IllegalActionError, match="not a modal ability"):
        b.activate(ring, 0, modes=[0])


def test_umezawas_jitte_removes_a_counter_and_gains_life_700_2() -> None:
    c = _cards("Umezawa's Jitte")
    b = ml.Board()
    jitte = b.add(c["Umezawa's Jitte"])
    bear = b.add(c["Grizzly Bears"], "opponent")
    b.put_counters(jitte, "charge", 2)
    i = _index(c["Umezawa's Jitte"])
    b.activate(jitte, i, modes=[2])  # "You gain 2 life."
    assert b.life("you") == 22 and b.counters(jitte) == {"charge": 1}
    b.activate(jitte, i, modes=[1], targets=[bear])  # "Target creature gets -1/-1"
    assert (b.characteristics(bear)["power"], b.characteristics(bear)["toughness"]) == (1, 1)
    assert b.counters(jitte) == {}


def test_a_mode_that_has_been_chosen_cant_be_chosen_again_700_2() -> None:
    c = _cards("Three Bowls of Porridge")
    b = ml.Board()
    bowls = b.add(c["Three Bowls of Porridge"])
    bear = b.add(c["Grizzly Bears"], "opponent")
    i = _index(c["Three Bowls of Porridge"])
    b.add_mana("you", "CC")
    b.activate(bowls, i, modes=[1], targets=[bear])  # "Tap target creature."
    assert b.is_tapped(bear)
    b.pass_turn()
    b.pass_turn()  # its {T} is untapped again (502.3)
    b.add_mana("you", "CCCC")
    with pytest.raises(ml.IllegalActionError, match=r"700\.2"):
        b.activate(bowls, i, modes=[1], targets=[bear])
    with pytest.raises(ml.ChoiceRequired) as exc:  # the other two are left
        b.activate(bowls, i)
    assert [o.split(":")[0] for o in exc.value.options] == ["0", "2"]


def _modal_activated(a: Any) -> bool:
    return a.kind is ml.AbilityKind.ACTIVATED and (a.mode is not None or bool(
        _HEADER.match(a.text)))


def test_every_corpus_modal_activated_line_is_read_or_names_its_part_700_2() -> None:
    """Across every corpus "{cost}: Choose one —" ability and its modes: each is read
    (the header's effect the modes chosen as it is activated, 602.2b) or, unsupported,
    names the mode or the cost it doesn't understand."""
    found = corpus_abilities(_HEADER, _modal_activated)
    if not found:
        pytest.skip("needs the shared corpus")
    headers = [(f, a) for f, a in found if a.mode is None]
    assert len(headers) >= 20
    for face, a in found:
        if a.supported and a.mode is None:
            assert isinstance(a.effects[0], TriggerModes), (face.name, a.text)
        elif not a.supported:
            # the mode, or the cost it is activated with (read before its modes)
            assert "modal activated ability" in a.problem or \
                a.problem.startswith("cost not understood"), (face.name, a.text, a.problem)
    played = {f.name: f for f, a in headers if a.supported}
    assert len(played) >= 10
    result = ml.audit_pool(list(played.values()))
    assert result.not_played.empty, result.not_played.to_string()
    assert result.played == result.supported


def test_a_mode_chosen_this_turn_is_free_again_next_turn_700_2() -> None:
    """Kargan Intimidator's wording, "Choose one that hasn't been chosen this turn —",
    with two modes mtglab plays: the memory lasts for the turn only."""
    card = ml.Card.from_text(
        name="Turn Keeper", type_line="Artifact", mana_cost="{1}",
        oracle_text="{1}: Choose one that hasn't been chosen this turn —\n"
                    "• You gain 1 life.\n• You lose 1 life.")
    assert card.abilities[0].supported and card.abilities[0].effects[0].this_turn
    b = ml.Board()
    keeper = b.add(card)
    b.add_mana("you", "CC")
    b.activate(keeper, 0, modes=[0])
    with pytest.raises(ml.IllegalActionError, match=r"700\.2"):
        b.activate(keeper, 0, modes=[0])
    b.activate(keeper, 0)  # the one mode left is taken
    assert b.life("you") == 20
    with pytest.raises(ml.IllegalActionError, match="every mode has been chosen"):
        b.activate(keeper, 0)
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "C")
    b.activate(keeper, 0, modes=[0])
    assert b.life("you") == 21


def test_the_modes_are_kept_when_mana_abilities_pay_its_cost_601_2g() -> None:
    c = corpus_cards("Cankerbloom", "Sol Ring", "Wastes")
    b = ml.Board()
    bloom = b.add(c["Cankerbloom"])
    ring = b.add(c["Sol Ring"], "opponent")
    b.add(c["Wastes"])
    b.activate(bloom, _index(c["Cankerbloom"]), modes=[0], targets=[ring], pay_with="auto")
    assert "Sol Ring" not in set(b.permanents["name"])
