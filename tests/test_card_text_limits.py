"""``Card.from_text`` refuses text past the documented limits before parsing (README,
"Hostile input": a text field holds at most 20,000 characters), and removes reminder text
(CR 207.2a) in time linear in a line's length (issue 25; benchmarks/from_text_scale.py
measures it)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab.cards.oracle.parser import strip_reminder
from mtglab.cards.pool.records import MAX_TEXT_LENGTH

FIELDS = ["name", "type_line", "oracle_text", "layout", "power", "toughness", "loyalty",
          "defense"]


def _card(**kwargs: object) -> ml.Card:
    args: dict[str, object] = {"name": "Probe", "type_line": "Artifact", **kwargs}
    return ml.Card.from_text(**args)  # type: ignore[arg-type]


def test_the_limit_is_the_readmes() -> None:
    assert MAX_TEXT_LENGTH == 20_000


@pytest.mark.parametrize("field", FIELDS)
def test_a_text_field_over_the_limit_is_refused_naming_it(field: str) -> None:
    with pytest.raises(ml.InputLimitError, match=f"{field} holds 20,001 characters"):
        _card(**{field: "x" * (MAX_TEXT_LENGTH + 1)})


def test_an_oracle_text_at_the_limit_is_read() -> None:
    text = ("Flying\n" * (MAX_TEXT_LENGTH // 7 + 1))[:MAX_TEXT_LENGTH]
    card = _card(oracle_text=text)
    assert card.oracle_text == text and card.abilities[0].keywords == ("Flying",)


@pytest.mark.parametrize("field", ["power", "toughness", "loyalty", "defense"])
def test_a_printed_number_of_thousands_of_digits_is_refused(field: str) -> None:
    # str() of such an int would raise Python's own ValueError (4,300 digits at most)
    with pytest.raises(ml.InputLimitError, match=f"{field}: a number of about 5,000"):
        _card(**{field: 10**5000})


#: what reminder text was removed with before issue 25 (quadratic in a run of spaces)
_OLD = re.compile(r"\s*\([^()]*\)")


@settings(max_examples=300, deadline=None, database=None)
@given(st.text(alphabet=st.sampled_from(list(" \t\n(a).{}")), max_size=60))
def test_reminder_text_is_removed_as_before(text: str) -> None:
    # CR 207.2a: reminder text is parenthesized; removing it is unchanged, only faster
    assert strip_reminder(text) == _OLD.sub("", text).strip()


def test_a_long_run_of_spaces_before_a_parenthesis_is_read() -> None:
    card = _card(oracle_text="Flying" + " " * 15_000 + "(This is reminder text.)")
    assert card.abilities[0].keywords == ("Flying",)  # 702.9
