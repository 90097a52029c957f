"""The board drawn as SVG (``ml.svg.board``), read back by parsing the SVG.

Each expected value comes from the board's rules: a tapped permanent's status (CR 110.5)
turns its card sideways; counters (122.1) are badges; a token (111.1) and a copy (707.2:
the copy has the copied values, and is marked "copying X") are marked; an Aura (303.4) is
drawn with what it enchants; what a permanent could produce (106.7) is in its art box; a
planeswalker shows its loyalty (306.5b); the arrows of an order of replacement effects
(616.1) are numbered in that order.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mtglab as ml

NS = "{http://www.w3.org/2000/svg}"


def _parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def _cards(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-name", ""): g for g in root.iter(f"{NS}g")
            if "mtglab-card" in (g.get("class") or "").split()}


def _texts(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in el.iter(f"{NS}text")]


def _title(el: ET.Element) -> str:
    t = el.find(f"{NS}title")
    return "" if t is None or t.text is None else t.text


def test_a_board_is_an_svg_document_with_a_card_per_permanent() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Llanowar Elves")
    b.add("Contamination", "opponent")
    svg = ml.svg.board(b)
    assert isinstance(svg, str) and svg._repr_svg_() == svg
    root = _parse(svg)
    cards = _cards(root)
    assert set(cards) == {"Forest", "Llanowar Elves", "Contamination"}
    assert cards["Contamination"].get("data-controller") == "opponent"
    # each player's area, the first player (you) drawn below the others
    areas = [g.get("data-player") for g in root.iter(f"{NS}g")
             if g.get("class") == "mtglab-player"]
    assert areas == ["opponent", "you"]


def test_a_tapped_permanent_is_turned_sideways_cr_110_5() -> None:
    b = ml.Board()
    f = b.add("Forest")
    untapped = _cards(_parse(ml.svg.board(b)))["Forest"]
    assert untapped.get("data-tapped") == "false"
    assert "rotate" not in (untapped.get("transform") or "")
    b.tap(f)
    tapped = _cards(_parse(ml.svg.board(b)))["Forest"]
    assert tapped.get("data-tapped") == "true"
    assert (tapped.get("transform") or "").startswith("rotate(90 ")
    assert "mtglab-tapped" in (tapped.get("class") or "")


def test_a_card_shows_name_cost_type_line_and_power_toughness() -> None:
    b = ml.Board()
    b.add("Llanowar Elves")
    card = _cards(_parse(ml.svg.board(b)))["Llanowar Elves"]
    texts = _texts(card)
    assert "Llanowar Elves" in texts and "Creature — Elf Druid" in texts
    assert "1/1" in texts
    symbols = [_title(g) for g in card.iter(f"{NS}g")
               if g.get("class") == "mtglab-mana-symbol"]
    assert symbols[0] == "{G}"  # its mana cost {G}


def test_counters_are_badges_and_modified_power_is_shown_cr_122_1_613_4c() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", counters={"+1/+1": 2})
    assert b.characteristics(bears)["power"] == 4
    card = _cards(_parse(ml.svg.board(b)))["Grizzly Bears"]
    badges = [g for g in card.iter(f"{NS}g") if g.get("class") == "mtglab-counter"]
    assert [(g.get("data-kind"), g.get("data-count")) for g in badges] == [("+1/+1", "2")]
    assert "+1/+1 ×2" in _texts(card) and "4/4" in _texts(card)


def test_tokens_and_copies_are_marked_cr_111_1_707_2() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    zygon = b.add("Zygon Infiltrator")
    b.become_copy(zygon, elves)
    b.create_token("Treasure")
    root = _parse(ml.svg.board(b))
    copies = [g for g in root.iter(f"{NS}g") if g.get("data-name") == "Llanowar Elves"]
    assert len(copies) == 2  # the copy has the copied name (707.2)
    marked = [g for g in copies if any("copying Llanowar Elves" in t for t in _texts(g))]
    assert [g.get("data-id") for g in marked] == [str(zygon.id)]
    treasure = _cards(root)["Treasure"]
    assert treasure.get("data-token") == "true" and "token" in _texts(treasure)


def test_an_aura_is_drawn_with_what_it_enchants_cr_303_4() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.add("Rancor", attached_to=bears)
    root = _parse(ml.svg.board(b))
    names = [g.get("data-name") for g in root.iter(f"{NS}g")
             if "mtglab-card" in (g.get("class") or "").split()]
    # drawn just before (behind) its host, in the same column
    assert names.index("Rancor") + 1 == names.index("Grizzly Bears")
    cards = _cards(root)

    def x_of(g: ET.Element) -> float:
        return float((g.get("transform") or "").split("(")[1].split()[0])

    assert x_of(cards["Rancor"]) == x_of(cards["Grizzly Bears"])


def test_what_a_land_could_produce_is_in_its_art_box_cr_106_7() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Contamination", "opponent")  # a land tapped for mana produces {B} instead
    card = _cards(_parse(ml.svg.board(b)))["Forest"]
    box = next(g for g in card.iter(f"{NS}g") if g.get("class") == "mtglab-could-produce")
    assert "could produce black mana" in _title(box)
    assert [_title(g) for g in box.iter(f"{NS}g") if g is not box] == ["{B}"]


def test_a_planeswalker_shows_its_loyalty_cr_306_5b() -> None:
    jace = ml.Card.from_text(name="Test Walker", mana_cost="{2}{U}{U}",
                             type_line="Legendary Planeswalker — Jace",
                             oracle_text="+1: Draw a card.", loyalty="3")
    b = ml.Board()
    b.add(jace, counters={"loyalty": 5})
    card = _cards(_parse(ml.svg.board(b)))["Test Walker"]
    box = next(g for g in card.iter(f"{NS}g") if g.get("class") == "mtglab-loyalty")
    assert _texts(box) == ["5"]
    # the loyalty is in the shield, not a counter badge beside it
    assert not [g for g in card.iter(f"{NS}g") if g.get("class") == "mtglab-counter"]


def test_order_arrows_number_the_steps_of_an_order_cr_616_1() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    reflection = b.add("Mana Reflection")
    contamination = b.add("Contamination", "opponent")
    row = ml.orderings(b, forest, 0).iloc[1]  # (Contamination, Mana Reflection) -> BB
    arrows = ml.svg.order_arrows(b, forest, row)
    assert [(a.tail, a.head, a.label) for a in arrows] == [
        (contamination.id, forest.id, "1. Contamination"),
        (reflection.id, forest.id, "2. Mana Reflection")]
    root = _parse(ml.svg.board(b, arrows=arrows))
    drawn = [g for g in root.iter(f"{NS}g") if g.get("class") == "mtglab-arrow"]
    assert [(g.get("data-tail"), _texts(g)) for g in drawn] == [
        (str(contamination.id), ["1. Contamination"]),
        (str(reflection.id), ["2. Mana Reflection"])]


def test_effect_arrows_go_from_a_source_to_what_it_changes_cr_613() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    urborg = b.add("Urborg, Tomb of Yawgmoth")  # each land is a Swamp too (layer 4)
    arrows = ml.svg.effect_arrows(b, forest)
    assert [(a.tail, a.head) for a in arrows] == [(urborg.id, forest.id)]
    assert arrows[0].label.startswith("layer 4")


def test_highlight_rings_the_permanents_named() -> None:
    b = ml.Board()
    f = b.add("Forest")
    b.add("Island")
    cards = _cards(_parse(ml.svg.board(b, highlight=[f])))
    assert "mtglab-highlight" in (cards["Forest"].get("class") or "")
    assert "mtglab-highlight" not in (cards["Island"].get("class") or "")
    cards = _cards(_parse(ml.svg.board(b, highlight={"Island": "#ff0000"})))
    assert "mtglab-highlight" in (cards["Island"].get("class") or "")


def test_text_is_escaped_in_the_svg() -> None:
    odd = ml.Card.from_text(name="<Odd> & \"Rock\"", mana_cost="{1}", type_line="Artifact",
                            oracle_text="{T}: Add {C}.")
    b = ml.Board()
    b.add(odd)
    root = _parse(ml.svg.board(b))  # well-formed XML
    assert '<Odd> & "Rock"' in _cards(root)


def test_the_board_display_in_a_notebook_shows_the_picture() -> None:
    b = ml.Board()
    b.add("Forest")
    html = b._repr_html_()
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="mtglab-board"' in html
    assert 'data-name="Forest"' in html


def test_many_permanents_wrap_onto_more_lines_within_the_width() -> None:
    b = ml.Board()
    for _ in range(20):
        b.add("Forest")
    root = _parse(ml.svg.board(b, width=700))
    assert float(root.get("width") or 0) == 700
    xs = [float((g.get("transform") or "").split("(")[1].split()[0])
          for g in root.iter(f"{NS}g") if "mtglab-card" in (g.get("class") or "")]
    ys = {float((g.get("transform") or "").split("(")[1].split()[1].rstrip(")"))
          for g in root.iter(f"{NS}g") if "mtglab-card" in (g.get("class") or "")}
    assert len(xs) == 20 and max(xs) + 112 <= 700 and len(ys) > 1


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"arrows": "Forest"}, "arrows"), ({"arrows": [("Forest",)]}, "arrows[0]"),
    ({"arrows": [("Forest", "Nowhere")]}, "Nowhere"), ({"highlight": 3.5}, "highlight"),
    ({"width": 10}, "width"), ({"width": "wide"}, "width"),
    ({"highlight": {"Forest": "<script>"}}, "highlight"),
])
def test_bad_arguments_name_the_argument(kwargs: dict[str, object], field: str) -> None:
    b = ml.Board()
    b.add("Forest")
    with pytest.raises(ml.MtglabError, match=field.replace("[", r"\[").replace("]", r"\]")):
        ml.svg.board(b, **kwargs)  # type: ignore[arg-type]
