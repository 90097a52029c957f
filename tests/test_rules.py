"""The rules mtglab cites (``ml.rule``): every number cited anywhere in the package
resolves, with a summary in mtglab's own words, its section's title, parent and sub-rules;
citations in tables link to the rule with its summary on hover; a terminal gets the
summaries printed.

Numbers, titles and nesting are the Comprehensive Rules' own (616.1e sits under 616.1,
under section 616 "Interaction of Replacement and/or Prevention Effects", in chapter 6).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
import yaml

import mtglab as ml
from mtglab import rules as rules_module

ROOT = Path(__file__).resolve().parents[1]
CR = ROOT.parent / "shared" / "rules" / "MagicCompRules.txt"


def _build_rules() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_rules", ROOT / "tools" /
                                                  "build_rules.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_rules"] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_rules()


def test_every_rule_cited_in_mtglab_resolves_with_a_summary() -> None:
    cited = BUILD.cited_rules(ROOT / "mtglab")
    assert len(cited) > 400  # the package cites hundreds of rules
    missing = {n: where[:2] for n, where in cited.items()
               if (r := _rule_or_none(n)) is None or not r.summary}
    assert missing == {}, "cited without a summary (add them to tools/rule_summaries.yaml " \
        "and run tools/build_rules.py)"


def _rule_or_none(number: str) -> ml.Rule | None:
    try:
        return ml.rule(number)
    except ml.MtglabError:
        return None


def test_the_collector_finds_citations_and_skips_addresses() -> None:
    assert BUILD.cited_in_text("(CR 616.1e, 614.1a; then 616.1f) rule 613") == {
        "616.1e", "614.1a", "616.1f", "613"}
    assert BUILD.cited_in_text("serve on 127.0.0.1 port 8866, version 3.11") == set()


def test_the_bundled_summaries_are_those_of_the_summaries_file() -> None:
    written = yaml.safe_load((ROOT / "tools" / "rule_summaries.yaml").read_text("utf-8"))
    bundled = json.loads((ROOT / "mtglab" / "data" / "rules.json").read_text("utf-8"))
    assert bundled["summaries"] == {str(k): str(v).strip() for k, v in written.items()}


@pytest.mark.skipif(not CR.exists(), reason="the Comprehensive Rules text is in ../shared")
def test_the_bundled_structure_is_that_of_the_comprehensive_rules() -> None:
    bundled = json.loads((ROOT / "mtglab" / "data" / "rules.json").read_text("utf-8"))
    assert BUILD.build(CR) == bundled  # rebuilt from the rules and the summaries file


@pytest.mark.skipif(not CR.exists(), reason="the Comprehensive Rules text is in ../shared")
def test_summaries_are_mtglab_s_own_words_not_the_rules_text() -> None:
    """No summary repeats a run of seven words of the rule it summarizes."""
    text = CR.read_text(encoding="utf-8-sig")
    by_number = dict(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? (.+)$", text, flags=re.M))

    def runs(s: str, n: int = 7) -> set[tuple[str, ...]]:
        words = re.findall(r"[a-z0-9{}/+-]+", s.lower())
        return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}

    copied = [n for n, summary in ml.rules.RULES.items() if n in by_number
              and runs(summary) & runs(by_number[n])]
    assert copied == []


def test_a_rule_has_its_number_title_summary_parent_and_sub_rules_cr_616_1() -> None:
    r = ml.rule("616.1e")
    assert (r.number, r.parent) == ("616.1e", "616.1")
    assert r.title == "Interaction of Replacement and/or Prevention Effects"
    assert r.summary and r.citation == "CR 616.1e"
    assert r.url.endswith("#R6161e")
    parent = ml.rule(r.parent)
    assert parent.children == ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1f",
                               "616.1g")
    assert ml.rule("616").parent == "6" and ml.rule("6").title == "Spells, Abilities, and Effects"
    assert "616.1" in ml.rule("616").children
    assert ml.rule("704.5k").children == ()


@pytest.mark.parametrize("written", ["CR 302.6", " 302.6 ", "rule 302.6", "302.6."])
def test_a_rule_number_is_read_as_people_write_it(written: str) -> None:
    assert ml.rule(written).number == "302.6"


def test_a_section_may_be_given_as_a_number_cr_613() -> None:
    assert ml.rule(613).number == "613" and ml.rule(6).title == "Spells, Abilities, and Effects"
    with pytest.raises(ml.BadArgumentTypeError, match="number"):
        ml.rule(616.1)  # type: ignore[arg-type]  # 616.1 or 616.10?


@pytest.mark.parametrize("bad", ["302.6z", "999.1", "616.1l", "nonsense", "", "1000"])
def test_an_unknown_rule_raises_naming_the_argument(bad: str) -> None:
    with pytest.raises(ml.BadArgumentError, match="number"):
        ml.rule(bad)


def test_a_rule_that_mtglab_does_not_cite_has_no_summary_but_a_place() -> None:
    r = ml.rule("100.2a")  # constructed decks: nothing in mtglab is about them
    assert r.summary is None and r.parent == "100.2" and "no summary" in str(r)


def test_citations_in_a_table_link_to_the_rule_with_its_summary_on_hover() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Mana Reflection")
    b.add("Contamination", "opponent")
    html = ml.orderings(b, forest, 0)._repr_html_()
    summary = ml.rule("616.1e").summary
    assert summary is not None
    assert ('href="https://yawgatog.com/resources/magic-rules/#R6161e"' in html
            and f"616.1e — Interaction of Replacement and/or Prevention Effects: "
                f"{summary.replace(chr(39), '&#x27;')}" in html)
    # a log's rule column: every number there is a rule, sections included (613)
    b.activate(forest, 0, order=["Contamination", "Mana Reflection"])
    log = b.log._repr_html_()
    assert log.count('class="mtglab-rule"') >= 2
    # mana symbols in the same cells are still drawn
    assert 'class="mtglab-mana"' in html


def test_a_bare_section_number_links_only_in_a_rule_column() -> None:
    assert ml.rules.citations("604.1, 613", bare_sections=True) == ["604.1", "613"]
    assert ml.rules.citations("costs 613 mana and 604.1") == ["604.1"]
    assert ml.rules.citations("see CR 613 and rules 614, 616") == ["613", "614", "616"]


def test_explain_printed_in_a_terminal_ends_with_each_rule_s_summary_cr_613() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.add("Rancor", attached_to=bears)
    text = str(b.explain(bears))
    assert "Rules cited" in text
    for number in ("613.1f", "613.4c"):
        assert f"CR {number}: {ml.rule(number).summary}" in text
    assert all(len(line) <= 100 for line in text.splitlines())


def test_the_old_module_names_still_work() -> None:
    assert rules_module.cite("302.6") == "CR 302.6"
    assert rules_module.explain("302.6").startswith("CR 302.6: ")
    assert rules_module.RULES["616.1e"] == ml.rule("616.1e").summary
    assert len(rules_module.RULES) >= 450


def test_an_error_shown_as_html_links_the_rules_it_cites_cr_302_6() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    with pytest.raises(ml.IllegalActionError) as info:
        b.activate(elves, 0)
    html = ml.rules.error_html(info.value)
    assert 'href="https://yawgatog.com/resources/magic-rules/#R3026"' in html
    assert "summoning sickness" in html and html.startswith('<div class="mtglab-error"')
