"""The one check of an ability granted in quotes (CR 613.1f, 113.1a, 201.5).

"Creatures you control have "{T}: Add {G}."", "~ gets +1/+1 and has "Whenever ...""; a
quoted ability is an ability like the card's own lines (113.1a): it is read by the same
grammar, and a grant whose quoted ability the engine doesn't play is refused, naming
that ability, so the line is supported only when what it grants is played. The card's
name inside the quotes names that card (201.5): the same object when the card grants
the ability to itself (then it is written ``~``, as in the card's own lines), another
object otherwise, which the engine can't read, so such a grant is refused.

Every grammar part that grants abilities (the older sentences, the statics, the general
instructions, self-animation, copy exceptions) goes through
:meth:`GrantRules._granted`.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import Any

from mtglab.cards.effects import Relation, Selector
from mtglab.cards.oracle.grammar.composed import whole

__all__ = ["CARD_NAME", "NAMED_IT", "GrantRules", "grant_problem", "name_as_self",
           "self_names", "unplayed_grant"]

#: the name of the card whose line is being read (set by the parser for each line): a
#: quoted ability granted to the card itself names it so, the same object (201.5)
CARD_NAME: contextvars.ContextVar[str] = contextvars.ContextVar("mtglab_card_name",
                                                               default="")

#: the card's name in an ability granted to "it", until "it" is known (grammar/statics.py)
NAMED_IT = "~it~"

def _is_keyword(text: str) -> bool:
    """Whether a granted ability is written as a keyword ("flying", "first strike"): ASCII
    letters and spaces only, read by the keyword grammar, not here."""
    return bool(text) and all(ch == " " or ("a" <= ch.lower() <= "z" and ch.isascii())
                              for ch in text)


def name_as_self(text: str, name: str, mark: str = "~") -> str:
    """A quoted ability granted to the card itself with its name (or a legendary card's
    short name) written ``mark``, as in the card's own lines (201.5).

    >>> name_as_self("When Reborn Hero dies, draw a card.", "Reborn Hero")
    'When ~ dies, draw a card.'
    """
    for word in self_names(name):
        text = _replace_whole(text, word, mark)
    return text


def _word_char(text: str, i: int) -> bool:
    return 0 <= i < len(text) and (text[i].isalnum() or text[i] == "_")


def _replace_whole(text: str, word: str, mark: str) -> str:
    """``text`` with each occurrence of ``word`` that starts and ends at a word boundary
    (a word character on one side only) written ``mark``, from left to right."""
    if not word:
        return text
    out: list[str] = []
    start = i = 0
    n = len(word)
    while (i := text.find(word, i)) >= 0:
        if _word_char(text, i - 1) != _word_char(text, i) and \
                _word_char(text, i + n - 1) != _word_char(text, i + n):
            out += [text[start:i], mark]
            start = i = i + n
        else:
            i += 1
    return "".join(out) + text[start:]


def self_names(name: str) -> tuple[str, ...]:
    """The names by which a quoted ability names the card ``name`` (:func:`name_as_self`):
    the name, and a legendary card's short name before its comma (201.5); a reading of
    text holding none of them doesn't depend on the name.

    >>> self_names("Vren, the Relentless")
    ('Vren, the Relentless', 'Vren')
    """
    return tuple(dict.fromkeys((name, name.split(",")[0])))


class GrantRules:
    """The check every grant of a quoted ability goes through (mixed into the parser's
    transformer, which provides :meth:`_quoted_ability`)."""


    def _granted(self, selector: Selector, abilities: tuple[str, ...], *,
                 it_later: bool = False) -> tuple[str, ...]:
        """The abilities granted to ``selector``'s objects, checked: each quoted one is
        read by the grammar of the card's own lines and must be supported (613.1f), the
        card's name in it written ``~`` when the card grants it to itself (201.5).

        ``it_later``: the subject "it" is decided later (grammar/statics.py ``_it_is``);
        the card's name is then marked :data:`NAMED_IT` until it is.
        Raises ``ValueError`` (the reading is refused) naming the unsupported ability.
        """
        # ('has "... draw a card," and is a Rogue': the comma is the sentence's)
        texts = tuple(t[:-1] + "." if t.endswith(",") else t for t in abilities)
        name = CARD_NAME.get()
        if name and selector.relation is Relation.SELF:
            texts = tuple(name_as_self(t, name) for t in texts)
        elif name and it_later and selector.relation is Relation.THAT:
            texts = tuple(name_as_self(t, name, NAMED_IT) for t in texts)
        elif name and any(name_as_self(t, name) != t for t in texts
                          if not _is_keyword(t)):  # "has fear" on a card named Fear
            raise ValueError("a granted ability names the card, not what has it (201.5)")
        for text in texts:
            problem = grant_problem(text.replace(NAMED_IT, "~"), whole(self)._quoted_ability)
            if problem is not None:
                raise ValueError(problem)
        return texts


def grant_problem(text: str, read: Callable[[str], Any]) -> str | None:
    """Why the granted ability ``text`` isn't played, read by ``read`` (the parser of one
    line, 113.1a), naming it; None for a supported one or a keyword (read by the
    keyword grammar)."""
    if _is_keyword(text):
        return None
    ability = read(text)
    if ability.supported:
        return None
    return f"the granted ability {text!r} is not supported: {ability.problem}"


def unplayed_grant(sentence: str, read: Callable[[str], Any]) -> str | None:
    """Why a sentence that quotes an ability was refused, when one of its quoted
    abilities is unsupported (read by ``read``, the parser of one line): that ability
    named with its own problem, else None (613.1f)."""
    name = CARD_NAME.get()  # (reading a line leaves the name as it was: the parser)
    for quoted in sentence.split('"')[1:-1:2]:  # the texts between pairs of quotes
        if not quoted:
            continue
        text = quoted[:-1] + "." if quoted.endswith(",") else quoted
        problem = grant_problem(name_as_self(text, name) if name else text, read)
        if problem is not None:
            return problem
    return None
