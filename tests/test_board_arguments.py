"""Bad arguments to the Board facade: MtglabError subclasses naming the argument (issue 15).

Each was a plain ValueError, TypeError, AttributeError or KeyError before; each now is an
``ml.BadArgumentError`` (a ValueError) or ``ml.BadArgumentTypeError`` (a TypeError), both
``ml.MtglabError``, whose message names the field and quotes the value, and the board is
left exactly as it was (a failed action changes nothing, DESIGN.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mtglab as ml

Case = Callable[[ml.Board, ml.Permanent], Any]

CASES: dict[str, tuple[Case, type[Exception], str]] = {
    "unknown player": (lambda b, f: b.add("Forest", "nobody"), ml.BadArgumentError,
                       "controller: 'nobody'"),
    "unknown owner": (lambda b, f: b.add("Forest", owner="nobody"), ml.BadArgumentError,
                      "owner: 'nobody'"),
    "player='nobody' in a payment": (lambda b, f: b.can_pay("{G}", player="nobody"),
                                     ml.BadArgumentError, "'nobody'"),
    "commander of nobody": (lambda b, f: b.commander("nobody"), ml.BadArgumentError,
                            "'nobody'"),
    "unknown zone": (lambda b, f: b.remove(f, to="hnd"), ml.BadArgumentError, "to: 'hnd'"),
    "unknown duration": (lambda b, f: b.become_copy(f, f, duration="forever"),
                         ml.BadArgumentError, "duration: 'forever'"),
    "zero counters": (lambda b, f: b.add_counters(f, "+1/+1", 0), ml.BadArgumentError, "n: 0"),
    "more counters removed than there are": (lambda b, f: b.add_counters(f, "+1/+1", -5),
                                             ml.BadArgumentError, "n: -5"),
    "a count as text": (lambda b, f: b.add_counters(f, "+1/+1", "2"), ml.BadArgumentTypeError,
                        "n: expected a whole number"),
    "a huge count": (lambda b, f: b.add_counters(f, "+1/+1", 10**400), ml.BadArgumentError,
                     "mtglab's limit"),
    "counter kind None": (lambda b, f: b.add_counters(f, None, 1), ml.BadArgumentTypeError,
                          "kind"),
    "counter kind None at set-up": (lambda b, f: b.add("Forest", counters={None: 1}),
                                    ml.BadArgumentTypeError, "counters kind"),
    "counter count text at set-up": (lambda b, f: b.add("Forest", counters={"+1/+1": "x"}),
                                     ml.BadArgumentTypeError, "counters['+1/+1']"),
    "add_mana X (107.3: X has no value in a pool)": (
        lambda b, f: b.add_mana("you", "X"), ml.BadArgumentError, "mana: 'X'"),
    "add_mana 5": (lambda b, f: b.add_mana("you", 5), ml.BadArgumentTypeError, "mana"),
    "None as a permanent": (lambda b, f: b.tap(None), ml.BadArgumentTypeError, "permanent"),
    "None as a name": (lambda b, f: b.get(None), ml.BadArgumentTypeError, "name_or_id"),
    "keep= a permanent that isn't legendary (704.5j)": (
        lambda b, f: b.check_state(keep=[f]), ml.BadArgumentError, "keep: 'Forest'"),
    "keep= not a list": (lambda b, f: b.check_state(keep=f), ml.BadArgumentTypeError, "keep"),
    "a token without types (111.3)": (lambda b, f: b.create_token(name="Thing", power=1),
                                      ml.BadArgumentError, "types"),
    "a token with no name and no types": (lambda b, f: b.create_token(), ml.BadArgumentError,
                                          "name"),
    "a token color that isn't one (105.1)": (
        lambda b, f: b.create_token(name="X", types=["Creature"], colors=["Q"], power=1,
                                    toughness=1), ml.BadArgumentError, "colors: 'Q'"),
    "a phase that isn't one (500.1)": (lambda b, f: setattr(b, "phase", "dinner"),
                                       ml.BadArgumentError, "phase: 'dinner'"),
    "life as text": (lambda b, f: b.life("you", "x"), ml.BadArgumentTypeError, "life"),
    "X as text": (lambda b, f: b.cast("Hangarback Walker", x="3"), ml.BadArgumentTypeError,
                  "x:"),
    "a negative X (107.3)": (lambda b, f: b.cast("Hangarback Walker", x=-3),
                             ml.BadArgumentError, "x: -3"),
    "tapped as text": (lambda b, f: b.add("Forest", tapped="yes"), ml.BadArgumentTypeError,
                       "tapped"),
    "duplicate players": (lambda b, f: ml.Board(players=["a", "a"]), ml.BadArgumentError,
                          "players"),
    "an unknown active player": (lambda b, f: ml.Board(active="zed"), ml.BadArgumentError,
                                 "active: 'zed'"),
    "commanders for an unknown player": (lambda b, f: ml.Board(commanders={"zed": "Sol Ring"}),
                                         ml.BadArgumentError, "commanders: 'zed'"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_argument_is_named_and_changes_nothing(case: str) -> None:
    action, error, quoted = CASES[case]
    b = ml.Board()
    forest = b.add("Forest")
    before = b.to_yaml()
    with pytest.raises(error) as info:
        action(b, forest)
    assert isinstance(info.value, ml.MtglabError)
    assert isinstance(info.value, ValueError if error is ml.BadArgumentError else TypeError)
    assert quoted in str(info.value)
    assert b.to_yaml() == before


def test_a_long_bad_value_is_quoted_shortened() -> None:
    b = ml.Board()
    with pytest.raises(ml.BadArgumentError) as info:
        b.add_mana("you", "Q" * 100_000)
    assert len(str(info.value)) < 300


def test_a_card_text_of_the_wrong_type_is_a_card_data_error() -> None:
    with pytest.raises(ml.CardDataError, match="oracle_text"):
        ml.Card.from_text(name="X", type_line="Artifact", oracle_text=5)  # type: ignore[arg-type]
    with pytest.raises(ml.CardDataError, match="color_indicator"):
        ml.Card.from_text(name="X", type_line="Artifact", color_indicator=5)  # type: ignore[arg-type]


def test_mana_cost_limits() -> None:
    with pytest.raises(ml.ManaCostError, match="at most 9 digits"):  # was int()'s ValueError
        ml.ManaCost.parse("{" + "9" * 500 + "}")
    with pytest.raises(ml.ManaCostError):  # past 4,300 digits int() itself refused
        ml.ManaCost.parse("{" + "9" * 5000 + "}")
    with pytest.raises(ml.ManaCostError, match="at most 1,000 characters"):
        ml.ManaCost.parse("{G}" * 400)
    assert ml.ManaCost.parse("{1000000}").mana_value == 1_000_000  # Gleemax
    with pytest.raises(ml.BadArgumentTypeError):
        ml.ManaCost.parse(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("ask", [
    lambda b: ml.mana_summary(b, "nobody"), lambda b: ml.mana_outcomes(b, "nobody"),
    lambda b: b.can_pay("{G}", player="nobody"), lambda b: b.commander("nobody")])
def test_player_nobody_is_an_unknown_player_error(ask: Callable[[ml.Board], Any]) -> None:
    # was a bare KeyError('nobody')
    b = ml.Board()
    b.add("Forest")
    with pytest.raises(ml.UnknownPlayerError) as info:
        ask(b)
    assert isinstance(info.value, KeyError) and isinstance(info.value, ValueError)
    assert "'nobody'" in str(info.value) and "'you'" in str(info.value)


def test_a_token_power_that_no_card_prints_is_refused() -> None:
    # found by the fuzz test: accepted, then the board file written could not be read back
    b = ml.Board()
    with pytest.raises(ml.BadArgumentError, match="power"):
        b.create_token(name="X", types=["Creature"], power="nobody", toughness=1)
    t = b.create_token(name="X", types=["Creature"], power="*", toughness=1)
    assert ml.Board.from_yaml(b.to_yaml()).characteristics(t)["name"] == "X"
