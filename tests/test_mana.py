"""mtglab.mana: mana amounts, cost symbols (CR 107.4), mana value (CR 202.3) and colors.

Every expected value comes from the Comprehensive Rules (rule numbers in the test names
and comments) or from a card's printed mana cost.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml

# -- the symbols of CR 107.4, with their mana value (202.3) and colors (107.4, 202.2) -------

COLORED = ("W", "U", "B", "R", "G")  # 107.4a
# 107.4: the ten hybrid pairs, in the order (and orientation) the rules print them.
HYBRID_PAIRS = ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U")

# (symbol, mana value off the stack, colors)
SYMBOLS: list[tuple[str, int, frozenset[str]]] = [
    *[("{" + c + "}", 1, frozenset(c)) for c in COLORED],  # 107.4a, 202.3
    ("{C}", 1, frozenset()),  # 107.4c: one colorless mana; colorless (202.2b)
    ("{0}", 0, frozenset()),  # 107.4d: zero mana
    ("{1}", 1, frozenset()),  # 107.4b numerical symbols
    ("{2}", 2, frozenset()),
    ("{15}", 15, frozenset()),  # "{0}, {1}, {2}, {3}, {4}, and so on"
    ("{X}", 0, frozenset()),  # 107.3g / 202.3e: X is 0 off the stack
    ("{Y}", 0, frozenset()),  # 107.3p: Y follows the same rules as X
    ("{S}", 1, frozenset()),  # 107.4h: one mana from a snow source; snow is not a color
    # 107.4e hybrid: each is both its colors (202.2d); 202.3f largest component is 1
    *[("{" + p + "}", 1, frozenset(p.split("/"))) for p in HYBRID_PAIRS],
    # 107.4e monocolored hybrid {2/W}: its color; 202.3f largest component is 2
    *[("{2/" + c + "}", 2, frozenset(c)) for c in COLORED],
    # 107.4 lists {C/W}...{C/G} among the monocolored hybrids; C is not a color (105.1),
    # so {C/W} is white only; both of its components are one mana (202.3f)
    *[("{C/" + c + "}", 1, frozenset(c)) for c in COLORED],
    # 107.4f Phyrexian: its color; 202.3g contributes 1
    *[("{" + c + "/P}", 1, frozenset(c)) for c in COLORED],
    # 107.4f hybrid Phyrexian: both colors; contributes 1 (202.3g)
    *[("{" + p + "/P}", 1, frozenset(p.split("/"))) for p in HYBRID_PAIRS],
]


@pytest.mark.parametrize(("symbol", "value", "colors"), SYMBOLS, ids=[s for s, _, _ in SYMBOLS])
def test_every_symbol_of_cr_107_4_parses_with_its_value_and_colors(
    symbol: str, value: int, colors: frozenset[str]
) -> None:
    cost = ml.ManaCost.parse(symbol)
    assert str(cost) == symbol
    assert len(cost) == 1
    assert cost.mana_value == value
    assert cost.colors == colors


def test_the_symbol_list_covers_all_of_cr_107_4() -> None:
    # 107.4 names 6 mana symbols, 10 hybrid, 10 monocolored hybrid ({2/W}... and
    # {C/W}...), 5 Phyrexian, 10 hybrid Phyrexian and {S}: all must be in the table.
    listed = {s for s, _, _ in SYMBOLS}
    assert {"{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{X}"} <= listed
    assert sum(1 for s in listed if s.count("/") == 1 and not s.endswith("/P}")) == 20
    assert sum(1 for s in listed if s.endswith("/P}")) == 15


def test_empty_text_is_the_empty_cost_with_mana_value_0_cr_202_3a() -> None:
    cost = ml.ManaCost.parse("")
    assert len(cost) == 0 and cost.mana_value == 0 and cost.colors == frozenset()


# -- mana value (202.3) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("cost", "value"),
    [
        ("{3}{U}{U}", 5),  # 202.3 example
        ("{1}{W/U}{W/U}", 3),  # 202.3f example
        ("{2/B}{2/B}{2/B}", 6),  # 202.3f example
        ("{1}{W/P}{W/P}", 3),  # 202.3g example
        ("{2}{W/U}{G/P}", 4),  # 202.3, 202.3f, 202.3g together
        ("{3}{U/P}", 4),  # Phyrexian Metamorph's printed cost
        ("{1}{U/R}{U/R}", 3),  # Crackleburr
        ("{2}{W/U}{W/U}", 4),  # Mirrorweave
        ("{4}{G}{G}{G}", 7),  # Nyxbloom Ancient
    ],
)
def test_mana_value_cr_202_3_examples(cost: str, value: int) -> None:
    assert ml.ManaCost.parse(cost).mana_value == value


def test_hybrid_counts_largest_component_cr_202_3f() -> None:
    assert ml.ManaCost.parse("{2/G}").mana_value == 2
    assert ml.ManaCost.parse("{C/G}").mana_value == 1
    assert ml.ManaCost.parse("{G/U}").mana_value == 1


def test_phyrexian_counts_one_cr_202_3g() -> None:
    assert ml.ManaCost.parse("{G/P}").mana_value == 1
    assert ml.ManaCost.parse("{G/U/P}").mana_value == 1


def test_x_is_zero_off_the_stack_cr_107_3g() -> None:
    # Hangarback Walker {X}{X}; Fireball {X}{R}
    assert ml.ManaCost.parse("{X}{X}").mana_value == 0
    assert ml.ManaCost.parse("{X}{R}").mana_value == 1


def test_x_is_the_chosen_number_on_the_stack_cr_202_3e() -> None:
    # Chalice of the Void's ruling: {X}{X} with X = 3 is six mana.
    assert ml.ManaCost.parse("{X}{X}").mana_value_with(x=3) == 6
    assert ml.ManaCost.parse("{X}{R}").mana_value_with(x=5) == 6
    assert ml.ManaCost.parse("{X}{X}{X}").mana_value_with(x=2) == 6  # Astral Cornucopia
    assert ml.ManaCost.parse("{2}{G}").mana_value_with(x=9) == 3  # no X: unchanged
    assert ml.ManaCost.parse("{X}{X}").mana_value_with(x=0) == 0


def test_x_count_and_has_x_cr_107_3() -> None:
    cost = ml.ManaCost.parse("{X}{X}{1}")
    assert cost.has_x and cost.x_count == 2
    assert not ml.ManaCost.parse("{1}").has_x


# -- colors from a cost (202.2) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("cost", "colors"),
    [
        ("{2}{W/U}{G/P}", "WUG"),  # 202.2d: hybrid and Phyrexian symbols give their colors
        ("{G}{U}", "GU"),  # 202.2c: Kinnan, Bonder Prodigy
        ("{3}", ""),  # 202.2b: no colored symbols, colorless (Mind Stone's {2} alike)
        ("{C}{C}", ""),  # 107.4c: {C} is not a color
        ("{S}{S}", ""),  # 107.4h: snow is neither a color nor a type
        ("{X}{X}", ""),  # Hangarback Walker is colorless
        ("{2/W}", "W"),  # 107.4e: a hybrid symbol is all of its component colors
        ("{C/W}", "W"),
        ("{1}{R/G}", "RG"),  # Manamorphose
    ],
)
def test_colors_of_a_cost_cr_202_2(cost: str, colors: str) -> None:
    assert ml.ManaCost.parse(cost).colors == frozenset(colors)


def test_whitespace_between_symbols_is_ignored() -> None:
    assert str(ml.ManaCost.parse("{2} {G}")) == "{2}{G}"


def test_generic_total() -> None:
    assert ml.ManaCost.parse("{2}{G}{1}").generic == 3


# -- bad costs ---------------------------------------------------------------------------


def _caret_lines(err: ml.ManaCostError) -> tuple[str, str]:
    echo, caret = str(err).split("\n")[-2:]
    return echo, caret


def _assert_points_at(err: ml.ManaCostError, text: str, position: int, length: int) -> None:
    assert err.text == text
    assert err.position == position
    assert err.length == length
    assert repr(text) in str(err)  # the message quotes the text
    echo, caret = _caret_lines(err)
    assert echo == "    " + text
    assert caret == "    " + " " * position + "^" * length


def test_unknown_symbol_points_at_it_cr_107_4() -> None:
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse("{2}{W/Q}")
    _assert_points_at(info.value, "{2}{W/Q}", 3, 5)
    assert "{W/Q}" in info.value.reason


@pytest.mark.parametrize("bad", ["{Q}", "{T}", "{H}", "{P}", "{1/2}", "{-1}", "{1.5}", "{}",
                                 "{W/W}", "{2/C}", "{W/C}", "{HW}", "{∞}"])
def test_symbols_not_in_cr_107_4_are_rejected(bad: str) -> None:
    # {T} and {Q} are tap/untap symbols (107.5, 107.6), not mana; {H} is rules text only
    # (107.4g); half mana and infinity are Un-card symbols outside the rules.
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse("{1}" + bad)
    _assert_points_at(info.value, "{1}" + bad, 3, len(bad))


@pytest.mark.parametrize("bad", ["{²}", "{٣}", "{१}"])
def test_non_ascii_digits_are_not_numerical_symbols_cr_107_4b(bad: str) -> None:
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse(bad)
    assert info.value.position == 0


@pytest.mark.parametrize(("reversed_", "printed"),
                         [("{U/W}", "{W/U}"), ("{G/R}", "{R/G}"), ("{U/G}", "{G/U}"),
                          ("{W/R}", "{R/W}"), ("{U/G/P}", "{G/U/P}")])
def test_reversed_hybrid_pair_names_the_printed_order_cr_107_4(reversed_: str,
                                                               printed: str) -> None:
    text = "{1}" + reversed_
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse(text)
    _assert_points_at(info.value, text, 3, len(reversed_))
    assert printed in str(info.value)


@pytest.mark.parametrize(("text", "position", "length"),
                         [("{1}G", 3, 1), ("2G", 0, 2), ("G{1}", 0, 1), ("{1}}", 3, 1),
                          ("{G} and {U}", 4, 3)])
def test_text_outside_braces_is_pointed_at(text: str, position: int, length: int) -> None:
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse(text)
    _assert_points_at(info.value, text, position, length)


@pytest.mark.parametrize(("text", "position"), [("{2}{G", 3), ("{", 0), ("{2{G}", 0)])
def test_unclosed_brace_is_pointed_at(text: str, position: int) -> None:
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse(text)
    err = info.value
    assert err.position == position
    assert "unclosed" in str(err)
    _, caret = _caret_lines(err)
    assert caret.startswith("    " + " " * position + "^")


def test_caret_stays_under_the_symbol_when_the_text_has_a_newline_or_tab() -> None:
    text = "{G}\n\t{Q}"
    with pytest.raises(ml.ManaCostError) as info:
        ml.ManaCost.parse(text)
    echo, caret = _caret_lines(info.value)
    assert info.value.position == 5
    assert echo[4 + 5 : 4 + 8] == "{Q}"
    assert caret == "    " + " " * 5 + "^^^"


def test_mana_cost_error_is_a_value_error_and_an_mtglab_error() -> None:
    with pytest.raises(ValueError):
        ml.ManaCost.parse("{Q}")
    assert issubclass(ml.ManaCostError, ml.MtglabError)


def test_a_non_string_cost_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        ml.ManaCost.parse(2)  # type: ignore[arg-type]


# -- Mana: amounts as canonical strings (106.1b) -----------------------------------------


@pytest.mark.parametrize(("given_", "canonical"),
                         [("GUG", "UGG"), ("", ""), ("CGRBUW", "WUBRGC"), ("CCG", "GCC"),
                          ("GG", "GG")])
def test_mana_strings_are_canonical_wubrgc(given_: str, canonical: str) -> None:
    assert str(ml.Mana(given_)) == canonical
    assert ml.Mana(given_) == ml.Mana(canonical)
    assert len(ml.Mana(given_)) == len(given_)


def test_mana_is_six_types_cr_106_1b() -> None:
    assert ml.MANA_TYPES == ("W", "U", "B", "R", "G", "C")
    assert ml.COLORS == ("W", "U", "B", "R", "G")  # 106.1a: colorless is not a color
    with pytest.raises(ValueError):
        ml.Mana("X")  # X is not a type of mana
    with pytest.raises(ValueError):
        ml.Mana("S")  # 107.4h: snow is not a type of mana


def test_mana_counts_and_types() -> None:
    m = ml.Mana("WUGGC")
    assert m["G"] == 2 and m["B"] == 0
    assert m.types == frozenset("WUGC")
    assert "G" in m and "B" not in m
    assert bool(m) and not ml.Mana("")
    assert m.symbols == "{W}{U}{G}{G}{C}"
    assert ml.Mana.from_counts(G=2, C=1) == ml.Mana("GGC")


def test_mana_arithmetic() -> None:
    assert ml.Mana("G") + ml.Mana("CC") == ml.Mana("GCC")
    assert str(ml.Mana("UGG") - ml.Mana("G")) == "UG"
    assert ml.Mana("GC") * 3 == ml.Mana("GGGCCC")
    assert 2 * ml.Mana("R") == ml.Mana("RR")  # Mana Reflection doubles what a permanent adds
    with pytest.raises(ValueError):
        ml.Mana("G") - ml.Mana("U")


def test_mana_sub_multiset_comparison() -> None:
    assert ml.Mana("G") <= ml.Mana("GG")
    assert ml.Mana("GG") >= ml.Mana("G")
    assert not ml.Mana("GG") <= ml.Mana("G")
    # a partial order: {W} and {G} are incomparable
    assert not ml.Mana("W") <= ml.Mana("G") and not ml.Mana("G") <= ml.Mana("W")
    assert ml.Mana("") <= ml.Mana("W")


def test_mana_is_hashable_and_order_free() -> None:
    assert hash(ml.Mana("UG")) == hash(ml.Mana("GU"))
    assert len({ml.Mana("UG"), ml.Mana("GU"), ml.Mana("G")}) == 2


def test_mana_from_symbols_cr_106_8_to_106_11() -> None:
    assert ml.Mana.parse("{G}{G}") == ml.Mana("GG")
    assert ml.Mana.parse("{C}") == ml.Mana("C")
    assert ml.Mana.parse("{2}") == ml.Mana("CC")  # 106.10: generic adds colorless
    assert ml.Mana.parse("{S}") == ml.Mana("C")  # 106.11: snow adds colorless
    assert ml.Mana.parse("{W/P}") == ml.Mana("W")  # 106.9: Phyrexian adds its color
    with pytest.raises(ValueError):
        ml.Mana.parse("{W/U}")  # 106.8: the player chooses a half


# -- property tests ----------------------------------------------------------------------

# Any text at all, text made of cost characters, and sequences of brace-wrapped pieces
# (any short text inside braces, e.g. "{²}", next to real symbols).
_COST_ALPHABET = "{}/ 0123456789WUBRGCXYZSPHTQwubrg²\n\t"
_piece = st.one_of(
    st.text(max_size=3).map(lambda t: "{" + t + "}"),
    st.text(alphabet=_COST_ALPHABET, min_size=1, max_size=3).map(lambda t: "{" + t + "}"),
    st.sampled_from(["{W}", "{2/G}", "{G/U/P}", "{X}", "{U/W}", " ", "{", "}"]),
)
_any_text = st.one_of(
    st.text(),
    st.text(alphabet=_COST_ALPHABET, max_size=30),
    st.lists(_piece, max_size=6).map("".join),
)


@settings(deadline=None, max_examples=500)
@given(_any_text)
def test_parse_any_text_succeeds_or_raises_mana_cost_error(text: str) -> None:
    try:
        cost = ml.ManaCost.parse(text)
    except ml.ManaCostError as err:
        assert err.text == text
        assert 0 <= err.position < len(text)
        assert err.position + err.length <= len(text)
        echo, caret = _caret_lines(err)
        assert len(echo) == 4 + len(text)  # one column per character
        assert caret == "    " + " " * err.position + "^" * err.length
    else:
        assert cost.mana_value >= 0
        assert ml.ManaCost.parse(str(cost)) == cost


_symbol = st.one_of(
    st.sampled_from([s for s, _, _ in SYMBOLS]),
    st.integers(min_value=0, max_value=1000).map(lambda n: "{" + str(n) + "}"),
)
_VALUE = {s: v for s, v, _ in SYMBOLS}
_COLORS = {s: c for s, _, c in SYMBOLS}


@settings(deadline=None)
@given(st.lists(_symbol, max_size=12))
def test_valid_costs_round_trip_with_their_mana_value(symbols: list[str]) -> None:
    text = "".join(symbols)
    cost = ml.ManaCost.parse(text)
    assert str(cost) == text
    assert len(cost) == len(symbols)
    # 202.3: the total of each symbol's part
    expected = sum(_VALUE[s] if s in _VALUE else int(s[1:-1]) for s in symbols)
    assert cost.mana_value == expected
    assert cost.colors == frozenset().union(*(_COLORS.get(s, frozenset()) for s in symbols))


@settings(deadline=None)
@given(st.lists(_symbol, max_size=8), st.integers(min_value=0, max_value=50))
def test_x_adds_its_value_per_x_on_the_stack_cr_202_3e(symbols: list[str], x: int) -> None:
    cost = ml.ManaCost.parse("".join(symbols))
    assert cost.mana_value_with(x=x) == cost.mana_value + x * cost.x_count


@settings(deadline=None)
@given(st.text(alphabet="WUBRGC", max_size=40))
def test_mana_string_round_trip(text: str) -> None:
    m = ml.Mana(text)
    assert str(m) == "".join(sorted(text, key="WUBRGC".index))
    assert ml.Mana(str(m)) == m
    assert len(m) == len(text)


@settings(deadline=None)
@given(st.text(alphabet="WUBRGC", max_size=20), st.text(alphabet="WUBRGC", max_size=20))
def test_mana_addition_and_subtraction_are_inverse(a: str, b: str) -> None:
    x, y = ml.Mana(a), ml.Mana(b)
    assert (x + y) - y == x
    assert x <= x + y and y <= x + y
    assert str(x + y) == str(ml.Mana(a + b))
