"""The Comprehensive Rules (CR) that mtglab cites: numbers, titles, and a summary of each.

Explanations, log rows, tables and error messages name rules by number ("CR 616.1e").
:func:`rule` turns a number into a :class:`Rule`: its number, the title of its section,
a one-line summary in mtglab's own words, its parent and its sub-rules, and a link to the
full text. Every rule mtglab cites has a summary (a test collects the numbers in the
package's strings and checks them); the other rules of the CR have their place in the
structure and a link, without a summary.

The data (``mtglab/data/rules.json``) is built by ``tools/build_rules.py`` from the
numbers and titles of the Comprehensive Rules published by Wizards of the Coast and the
summaries of ``tools/rule_summaries.yaml``; the rules' own text is not copied.

>>> r = rule("616.1e")
>>> r.number, r.parent, r.title
('616.1e', '616.1', 'Interaction of Replacement and/or Prevention Effects')
>>> r.summary
'any remaining applicable effect may be chosen'
>>> rule("616.1").children[:3]
('616.1a', '616.1b', '616.1c')
>>> citations("both orders (CR 616.1e, 614.1a; then 616.1f) and rule 613")
['616.1e', '614.1a', '616.1f', '613']
"""

from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Final

from mtglab.errors import BadArgumentError, BadArgumentTypeError

__all__ = [
    "RULES",
    "Rule",
    "citations",
    "cite",
    "cite_html",
    "cite_notes",
    "error_html",
    "explain",
    "rule",
    "rule_url",
]

#: Where the full text of a rule is read: a hyperlinked copy of the Comprehensive Rules
#: whose anchors are the rule numbers without their dot.
RULES_URL: Final = "https://yawgatog.com/resources/magic-rules/#R"

_NUMBER: Final = re.compile(r"^(?:CR\s+|[Rr]ule\s+)?(\d(?:\d{2}(?:\.\d{1,3}[a-z]?)?)?)\.?$")


@dataclass(frozen=True)
class _Data:
    effective: str
    chapters: Mapping[str, str]
    sections: Mapping[str, str]
    order: tuple[str, ...]
    summaries: Mapping[str, str]
    parents: Mapping[str, str | None]
    children: Mapping[str, tuple[str, ...]]


def _parent_of(number: str) -> str | None:
    if "." not in number:
        return number[0] if len(number) == 3 else None
    head, tail = number.split(".")
    return f"{head}.{tail[:-1]}" if tail[-1].isalpha() else head


@functools.cache
def _data() -> _Data:
    raw = json.loads(resources.files("mtglab").joinpath("data/rules.json")
                     .read_text(encoding="utf-8"))
    chapters, sections = raw["chapters"], raw["sections"]
    order = tuple([*chapters, *sections, *raw["rules"]])
    parents = {n: _parent_of(n) for n in order}
    children: dict[str, list[str]] = {}
    for n in order:
        parent = parents[n]
        if parent is not None:
            children.setdefault(parent, []).append(n)
    return _Data(raw["effective"], chapters, sections, order, raw["summaries"], parents,
                 {k: tuple(v) for k, v in children.items()})


def rule_url(number: str) -> str:
    """The link to a rule's full text.

    >>> rule_url("616.1e")
    'https://yawgatog.com/resources/magic-rules/#R6161e'
    """
    return RULES_URL + number.replace(".", "")


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of the Comprehensive Rules: its number, the title of its section (or
    chapter), mtglab's summary (``None`` for a rule mtglab doesn't cite), its parent and
    its sub-rules (numbers: ``ml.rule(r.parent)``)."""

    number: str
    title: str
    summary: str | None
    parent: str | None
    children: tuple[str, ...]

    @property
    def citation(self) -> str:
        """``"CR 616.1e"``."""
        return cite(self.number)

    @property
    def url(self) -> str:
        """The link to its full text."""
        return rule_url(self.number)

    def __str__(self) -> str:
        return f"{self.citation} ({self.title}): {self.summary or '(no summary)'}"

    def __repr__(self) -> str:
        return (f"<Rule {self.number} ({self.title}): {self.summary or '(no summary)'}; "
                f"parent {self.parent or '-'}, {len(self.children)} sub-rules>")

    def _repr_html_(self) -> str:
        def link(n: str) -> str:
            return cite_html(n, bare_sections=True)

        kids = ", ".join(link(n) for n in self.children[:40]) + (
            f" … ({len(self.children)} in all)" if len(self.children) > 40 else "")
        summary = html.escape(self.summary) if self.summary else \
            '<span style="color:#888">(no summary: mtglab does not cite it)</span>'
        return (f'<div class="mtglab-rule-card" style="font-family:sans-serif;'
                f'border:1px solid #bbb;border-radius:6px;padding:6px 10px;max-width:44em">'
                f'<b><a href="{self.url}" target="_blank" rel="noopener">{self.citation}</a></b>'
                f" — <i>{html.escape(self.title)}</i><br>{summary}<br><small>"
                + (f"part of {link(self.parent)}" if self.parent else "a chapter")
                + (f"; sub-rules: {kids}" if kids else "") + "</small></div>")


def _normal(number: object, field: str = "number") -> str:
    if isinstance(number, int) and not isinstance(number, bool) and 0 < number < 1000:
        number = str(number)  # a section or a chapter: ml.rule(613)
    if not isinstance(number, str):
        raise BadArgumentTypeError(field, number, "a rule number such as '616.1e'")
    m = _NUMBER.match(number.strip())
    if m is None:
        raise BadArgumentError(field, number, "a rule number such as '616.1e' or 'CR 302.6'")
    return m.group(1)


def rule(number: str | int) -> Rule:
    """The rule with this number ("616.1e", "CR 302.6", a section "613" or 613, or a
    chapter "6"); a float is refused (it drops a rule number's trailing zeros).

    An unknown number raises :class:`~mtglab.errors.BadArgumentError`.
    """
    n = _normal(number)
    data = _data()
    if n not in data.parents:
        raise BadArgumentError("number", number, "a rule of the Comprehensive Rules "
                               f"(effective {data.effective})")
    title = data.chapters[n] if len(n) == 1 else data.sections.get(n[:3], "")
    return Rule(n, title, data.summaries.get(n), data.parents[n], data.children.get(n, ()))


def summary(number: str | int) -> str | None:
    """mtglab's summary of a rule, or ``None``."""
    return _data().summaries.get(_normal(number))


def cite(number: str) -> str:
    """``cite("302.6")`` -> ``"CR 302.6"``."""
    return f"CR {number}"


def explain(number: str) -> str:
    """The summary of a rule, prefixed with its citation; unknown numbers just cite.

    >>> explain("107.5")
    "CR 107.5: {T} means tap this permanent; a tapped permanent can't pay it"
    """
    text = _data().summaries.get(number)
    return f"{cite(number)}: {text}" if text else cite(number)


class _Summaries(Mapping[str, str]):
    """Every summary, by rule number (read-only; loaded when first used)."""

    def __getitem__(self, key: str) -> str:
        return _data().summaries[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_data().summaries)

    def __len__(self) -> int:
        return len(_data().summaries)


#: mtglab's summary of each rule it cites, by number.
RULES: Mapping[str, str] = _Summaries()

# -- citations in text ---------------------------------------------------------------------

_NUM: Final = r"[1-9]\d{2}(?:\.\d{1,3}[a-z]?)?"
_DOTTED: Final = re.compile(r"(?<![\d.\w])([1-9]\d{2}\.\d{1,3}[a-z]?)(?![\w]|\.\d)")
_ANY: Final = re.compile(r"(?<![\d.\w])(" + _NUM + r")(?![\w]|\.\d)")
#: a list of rules after "CR" or "rule(s)": "CR 604.1, 613; then 616.1f"
_GROUP: Final = re.compile(r"\b(?:CR|[Rr]ules?)\s+" + _NUM + r"(?:(?:\s*[,;]\s*|\s+)(?:and\s+|or\s+"
                           r"|then\s+)?" + _NUM + r"(?![\w]|\.\d))*")


def _spans(text: str, bare_sections: bool) -> list[tuple[int, int, str]]:
    """(start, end, number) of each citation of a known rule in ``text``."""
    known = _data().parents
    found: dict[int, tuple[int, int, str]] = {}
    pattern = _ANY if bare_sections else _DOTTED
    for m in pattern.finditer(text):
        if m.group(1) in known:
            found[m.start(1)] = (m.start(1), m.end(1), m.group(1))
    if not bare_sections:
        for g in _GROUP.finditer(text):
            for m in _ANY.finditer(text, g.start(), g.end()):
                if m.group(1) in known:
                    found[m.start(1)] = (m.start(1), m.end(1), m.group(1))
    return [found[k] for k in sorted(found)]


def citations(text: str, *, bare_sections: bool = False) -> list[str]:
    """The rule numbers a text cites, in order (each once): every "616.1e" that is a rule,
    and sections named after "CR" or "rule" ("CR 613"); with ``bare_sections`` every
    three-digit section number too (a table's "rule" column: "604.1, 613")."""
    out: dict[str, None] = {}
    for _s, _e, n in _spans(text, bare_sections):
        out[n] = None
    return list(out)


def _anchor(number: str, shown: str) -> str:
    r = rule(number)
    tip = f"{r.citation} — {r.title}: {r.summary}" if r.summary else \
        f"{r.citation} — {r.title}"
    return (f'<a class="mtglab-rule" href="{r.url}" target="_blank" rel="noopener" '
            f'title="{html.escape(tip, quote=True)}" style="color:inherit;'
            f'text-decoration:underline dotted">{html.escape(shown)}</a>')


def cite_html(text: str, render: Callable[[str], str] = html.escape, *,
              bare_sections: bool = False) -> str:
    """The text as HTML with each rule it cites a link to the rule, its summary shown on
    hover; the rest of the text goes through ``render`` (escaping by default; a table
    passes the function that draws mana symbols).

    >>> cite_html("tapped (CR 302.6)").count('class="mtglab-rule"')
    1
    """
    out: list[str] = []
    last = 0
    for start, end, number in _spans(text, bare_sections):
        out.append(render(text[last:start]) if start > last else "")
        out.append(_anchor(number, text[start:end]))
        last = end
    out.append(render(text[last:]) if last < len(text) or not out else "")
    return "".join(out)


def error_html(error: BaseException) -> str:
    """An error as HTML for a notebook or a page (the board builder's status line): its
    message with each rule it cites a link, its summary on hover.

    >>> from mtglab.errors import IllegalActionError
    >>> html_ = error_html(IllegalActionError("activate Llanowar Elves", ["it is tapped "
    ...                                                                  "(CR 107.5)"]))
    >>> 'title="CR 107.5 — Numbers and Symbols: {T} means tap' in html_
    True
    """
    return (f'<div class="mtglab-error" style="color:#b00020;font-family:sans-serif">'
            f"<b>{html.escape(type(error).__name__)}</b>: {cite_html(str(error))}</div>")


def cite_notes(texts: Iterable[str], *, rule_texts: Iterable[str] = (),
               width: int = 100) -> str:
    """For a terminal: each rule cited in ``texts`` (and in ``rule_texts``, which hold
    only rule numbers, so a bare "613" counts), once, with its summary — one line each,
    wrapped to ``width``, under a "Rules cited" heading; "" when none is.

    >>> print(cite_notes(["it arrived this turn (CR 302.6)"], width=60))
    Rules cited (summaries; full text: https://yawgatog.com/resources/magic-rules/):
      CR 302.6: a creature's {T}/{Q} ability needs control since
          its controller's most recent turn began (summoning
          sickness)
    """
    import textwrap

    seen: dict[str, None] = {}
    for t in texts:
        seen.update(dict.fromkeys(citations(str(t))))
    for t in rule_texts:
        seen.update(dict.fromkeys(citations(str(t), bare_sections=True)))
    if not seen:
        return ""
    lines = ["Rules cited (summaries; full text: " + RULES_URL.split("#")[0] + "):"]
    for n in seen:
        r = rule(n)
        lines += textwrap.wrap(f"CR {n}: {r.summary or r.title}", width,
                               initial_indent="  ", subsequent_indent="      ")
    return "\n".join(lines)
