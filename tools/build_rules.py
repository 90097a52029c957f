"""Build ``mtglab/data/rules.json``: the structure of the Comprehensive Rules (every rule
number, each section's and chapter's title, so parents and sub-rules follow) and the
project's own one-line summary of each rule mtglab cites.

The numbers and titles are read from the Comprehensive Rules text file (facts: what the
rules are called and how they nest); the summaries come from ``tools/rule_summaries.yaml``,
written by the project in its own words. No rule text is copied into the output.

    python tools/build_rules.py ../shared/rules/MagicCompRules.txt

``--missing`` lists the rules cited in mtglab's strings and docstrings that have no
summary yet (the test ``tests/test_rules.py`` fails on them).
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SUMMARIES = ROOT / "tools" / "rule_summaries.yaml"
OUTPUT = ROOT / "mtglab" / "data" / "rules.json"

#: A rule number in text: 616.1 or 616.1e (not a version, a decimal or an address).
RULE_IN_TEXT = re.compile(r"(?<![\d.\w])([1-9]\d{2})\.(\d{1,3})([a-z])?(?![\w]|\.\d)")
#: A section cited by itself: "CR 613", "rule 613", "rules 613".
SECTION_IN_TEXT = re.compile(r"\b(?:CR|[Rr]ules?)\s+([1-9]\d{2})(?![.\d])")
_LINE = re.compile(r"^(?:(\d)\. (.+)|(\d{3})\. (.+)|(\d{3}\.\d+[a-z]?)\.? .+)$")


def cr_structure(text: str) -> tuple[dict[str, str], dict[str, str], list[str]]:
    """The chapters' and sections' titles and every rule number, in order, from the
    rules part of the Comprehensive Rules text (after the contents, before the
    glossary)."""
    lines = text.replace("\r\n", "\n").split("\n")
    starts = [i for i, line in enumerate(lines) if line.strip() == "1. Game Concepts"]
    ends = [i for i, line in enumerate(lines) if line.strip() == "Glossary"]
    if len(starts) < 2 or len(ends) < 2:
        raise SystemExit("not the Comprehensive Rules text: no contents and rules parts")
    chapters: dict[str, str] = {}
    sections: dict[str, str] = {}
    numbers: list[str] = []
    for line in lines[starts[1]:ends[1]]:
        m = _LINE.match(line.strip())
        if not m:
            continue
        if m.group(1):
            chapters[m.group(1)] = m.group(2).strip()
        elif m.group(3):
            sections[m.group(3)] = m.group(4).strip()
        else:
            numbers.append(m.group(5))
    return chapters, sections, numbers


def _strings(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def cited_in_text(text: str) -> set[str]:
    """The rule numbers a text cites."""
    found = {m.group(0) for m in RULE_IN_TEXT.finditer(text)}
    found |= {m.group(1) for m in SECTION_IN_TEXT.finditer(text)}
    return found


def cited_rules(package: Path = ROOT / "mtglab") -> dict[str, list[str]]:
    """Every rule number cited in the package's strings and docstrings -> where."""
    out: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for text in _strings(tree):
            for number in cited_in_text(text):
                out.setdefault(number, []).append(str(path.relative_to(package.parent)))
    return out


def _sorted(numbers: Iterable[str]) -> list[str]:
    def key(n: str) -> tuple[int, int, str]:
        head, _, tail = n.partition(".")
        digits = re.match(r"\d*", tail)
        assert digits is not None
        return int(head), int(digits.group(0) or -1), tail[len(digits.group(0)):]
    return sorted(numbers, key=key)


def build(cr_path: Path) -> dict[str, object]:
    """The data written to ``mtglab/data/rules.json``."""
    chapters, sections, numbers = cr_structure(cr_path.read_text(encoding="utf-8-sig"))
    summaries = yaml.safe_load(SUMMARIES.read_text(encoding="utf-8")) or {}
    known = set(numbers) | set(sections) | set(chapters)
    unknown = sorted(str(n) for n in summaries if str(n) not in known)
    if unknown:
        raise SystemExit(f"summaries of numbers that are not rules: {unknown}")
    effective = next((line for line in cr_path.read_text(encoding="utf-8-sig").splitlines()
                      if line.startswith("These rules are effective as of")), "")
    return {
        "source": "Magic: The Gathering Comprehensive Rules (numbers and titles only); "
                  "summaries by mtglab",
        "effective": effective.removeprefix("These rules are effective as of ").rstrip("."),
        "chapters": chapters,
        "sections": sections,
        "rules": numbers,
        "summaries": {str(k): str(v).strip() for k, v in
                      sorted(summaries.items(), key=lambda kv: _sorted([str(kv[0])])[0])},
    }


def main(argv: list[str] | None = None) -> int:
    """Write the data file, or list the cited rules without a summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cr", type=Path, help="MagicCompRules.txt")
    parser.add_argument("--missing", action="store_true",
                        help="list the cited rules that have no summary, with the text")
    args = parser.parse_args(argv)
    data = build(args.cr)
    if args.missing:
        summaries = data["summaries"]
        assert isinstance(summaries, dict)
        missing = _sorted(n for n in cited_rules() if n not in summaries)
        for n in missing:
            print(n)
        print(f"{len(missing)} cited rules without a summary", file=sys.stderr)
        return 1 if missing else 0
    OUTPUT.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n",
                      encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(data['rules'])} rules, "  # type: ignore[arg-type]
          f"{len(data['summaries'])} summaries")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
