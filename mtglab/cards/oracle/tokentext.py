"""The Oracle wordings of token creation and of its replacement effects (CR 111, 614.1a).

The parser (:mod:`mtglab.cards.oracle.parser`) asks :func:`token_sentence` about each sentence
before its grammar: a sentence that creates tokens — predefined ones ("Create a Treasure
token", 111.10) or ones it defines with keywords ("Create two 1/1 white Spirit creature
tokens with flying", 111.3) — becomes a :class:`~mtglab.cards.effects.CreateToken`; one
that replaces tokens being created becomes a :class:`~mtglab.cards.tokens.TokenReplacement`:

>>> token_sentence("If one or more tokens would be created under your control, twice "
...                "that many of those tokens are created instead").describe()
'twice that many tokens'
>>> token_sentence("If you would create one or more Treasure tokens, instead create "
...                "those tokens plus an additional Treasure token").describe()
'Treasure tokens plus 1 × a Treasure token'

The wordings of the real card pool, each with the heads and bodies below: "If an effect
would create one or more [kind] tokens [under your control], it creates ... instead",
"If one or more [kind] tokens would be created [under your control], ... are created
instead", "If you would create one or more [kind] tokens, instead create ...", "If you
would create a [kind] token, [instead] create ... [instead]"; and for the body "twice /
three times that many of those tokens", "those tokens plus a/an additional [token]",
"those tokens plus that many [tokens]", "that many [tokens]", "one of each". A wording
of this family the engine can't play — an optional replacement ("you may instead"),
"the first time ... each turn" — raises :class:`UnsupportedTokenText` naming the part,
and the ability is unsupported with that reason; anything else gives ``None`` (not a
token sentence: the grammar decides).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.tokens import (
    TokenAgent,
    TokenDef,
    TokenFilter,
    TokenReplacement,
    TokenReplacementKind,
    predefined_name,
)
from mtglab.cards.vocabulary import AmountKind

__all__ = ["UnsupportedTokenText", "token_def", "token_filter", "token_sentence"]


class UnsupportedTokenText(ValueError):
    """A token wording mtglab recognises but can't play; the message names the part."""


_NUMBERS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                   "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLOR_WORDS: Final = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_WORDS: Final = ("artifact", "creature", "enchantment", "land")
_KEYWORDS: Final = frozenset({
    "flying", "vigilance", "haste", "trample", "lifelink", "deathtouch", "reach", "menace",
    "defender", "first strike", "double strike", "indestructible", "hexproof", "flash",
    "prowess",
})
_FACTORS: Final = {"twice": 2, "three times": 3}
_KIND: Final = r"(?P<kind>(?:[\w',]+ )*?)"

#: heads: what is being created and by whom; the rest of the sentence is the body
_HEADS: Final = (
    re.compile(r"^if an effect would create one or more " + _KIND +
               r"tokens?(?P<yours> under your control)?, it creates (?P<body>.+?) instead$",
               re.I),
    re.compile(r"^if one or more " + _KIND + r"tokens? would be created"
               r"(?P<yours> under your control)?, (?P<body>.+?) (?:are|is) created instead$",
               re.I),
    re.compile(r"^if you would create one or more " + _KIND +
               r"tokens?(?P<yours>), instead create (?P<body>.+)$", re.I),
    re.compile(r"^if you would create (?:a|an) " + _KIND +
               r"token(?P<yours>), (?:instead )?create (?P<body>.+?)(?: instead)?$", re.I),
)
#: what creates the tokens, by the wording of each of :data:`_HEADS`
_AGENTS: Final = (TokenAgent.EFFECT, TokenAgent.ANY, TokenAgent.YOU, TokenAgent.YOU)
_UNSUPPORTED: Final = (
    (re.compile(r"^if (?:you|an effect) would create .*\btokens?\b.*, you may instead\b",
                re.I), "an optional replacement of tokens being created ('you may "
                       "instead'): the engine asks no such choice"),
    (re.compile(r"^the first time you would create .*\btokens?\b", re.I),
     "'the first time you would create tokens each turn': the engine doesn't track it"),
    (re.compile(r"\btokens? that would be created under an opponent's control\b", re.I),
     "tokens created under another player's control (616.1b): not modelled"),
)
_CREATE: Final = re.compile(r"^(?:you )?create (?P<n>a|an|one|two|three|four|five|six|seven|eight|"
                            r"nine|ten|x) (?P<tapped>tapped )?(?P<rest>.+)$", re.I)


def token_filter(words: str) -> TokenFilter | None:
    """The tokens a head speaks of: '' (every token), 'creature', 'artifact',
    'Treasure', 'Clue, Food, or Treasure'; None if not understood."""
    words = words.strip()
    if not words:
        return TokenFilter()
    if words.lower() in _TYPE_WORDS:
        return TokenFilter(types=(words.capitalize(),))
    names = [w.strip() for w in re.split(r",? or |, ", words) if w.strip()]
    if names and all(re.fullmatch(r"[A-Z][a-z]+", n) for n in names):
        return TokenFilter(subtypes=tuple(names))
    return None


def _token_count(words: list[str]) -> tuple[int | None, list[str]] | None:
    """How many tokens the phrase makes ("two", "an additional", None for "that many")
    and the words after it, or None."""
    if [w.lower() for w in words[:2]] == ["that", "many"]:
        return None, words[2:]
    if words[0].lower() not in _NUMBERS:
        return None
    n, words = _NUMBERS[words[0].lower()], words[1:]
    if words and words[0].lower() == "additional":
        words = words[1:]
    return n, words


def _token_keywords(words: list[str]) -> tuple[list[str], str] | None:
    """The words before "with ..." and the keyword line after it, as printed ("Flying,
    vigilance"; "" without one), or None for a keyword mtglab doesn't know."""
    joined = " ".join(words)
    if " with " not in joined:
        return words, ""
    joined, _sep, kws = joined.partition(" with ")
    names = [k.strip().lower() for k in re.split(r",? and |, ", kws) if k.strip()]
    if not names or any(k not in _KEYWORDS for k in names):
        return None
    return joined.split(), ", ".join(names).capitalize()


def _token_colors(words: list[str]) -> tuple[list[str], bool]:
    """The colors at the head of ``words`` (taken off it) and whether it says
    "colorless"."""
    colors: list[str] = []
    colorless = False
    while words and (words[0].lower() in _COLOR_WORDS or words[0].lower() in
                     ("and", "colorless")):
        w = words.pop(0).lower()
        if w == "colorless":
            colorless = True
        elif w != "and":
            colors.append(_COLOR_WORDS[w])
    return colors, colorless


def _made_token(words: list[str], text: str) -> TokenDef | None:
    """The token the words before "token" describe: power and toughness, colors,
    subtypes and card types (CR 111.4), with the keyword line ``text``; or None."""
    power = toughness = None
    if words and re.fullmatch(r"\d+/\d+", words[0]):
        power, toughness = (int(v) for v in words[0].split("/"))
        words = words[1:]
    colors, colorless = _token_colors(words)
    subtypes: list[str] = []
    while words and re.fullmatch(r"[A-Z][a-z'-]+", words[0]):
        subtypes.append(words.pop(0))
    types = [w.capitalize() for w in words]
    if not types or any(w.lower() not in _TYPE_WORDS for w in words) or \
            (not colors and not colorless) or ("Creature" in types) != (power is not None):
        return None
    return TokenDef(" ".join(subtypes) or "Token", tuple(types), tuple(subtypes), (),
                    tuple(colors), power, toughness, text)


def token_def(phrase: str) -> tuple[int | None, TokenDef] | None:
    """A token phrase: how many (None for "that many") and the token.

    >>> token_def("an additional 1/1 colorless Thopter artifact creature token with flying")
    (1, TokenDef(name='Thopter', types=('Artifact', 'Creature'), subtypes=('Thopter',), \
supertypes=(), colors=(), power=1, toughness=1, text='Flying'))
    """
    words = phrase.strip().split()
    counted = _token_count(words) if words else None
    if counted is None:
        return None
    n, words = counted
    with_keywords = _token_keywords(words)
    if with_keywords is None:
        return None
    words, text = with_keywords
    if not words or words[-1].lower() not in ("token", "tokens"):
        return None
    words = words[:-1]
    if len(words) == 1 and predefined_name(words[0]) == words[0] and not text:
        return n, TokenDef.predefined(words[0])
    token = _made_token(words, text)
    return None if token is None else (n, token)


def _body(body: str, selects: TokenFilter, creator: str) -> TokenReplacement | None:
    low = body.lower()
    for word, factor in _FACTORS.items():
        if low == f"{word} that many of those tokens":
            return TokenReplacement(TokenReplacementKind.MULTIPLY, selects, creator, factor)
    if low.startswith("those tokens plus "):
        made = token_def(body[len("those tokens plus "):])
        if made is None:
            return None
        n, extra = made
        return TokenReplacement(TokenReplacementKind.ADD, selects, creator, extra=extra,
                                count=n or 1, that_many=n is None)
    if low == "one of each":
        if not selects.subtypes or any(predefined_name(s) != s for s in selects.subtypes):
            return None
        return TokenReplacement(TokenReplacementKind.REPLACE, selects, creator,
                                becomes=tuple(TokenDef.predefined(s) for s in selects.subtypes))
    made = token_def(body)
    if made is None:
        return None
    n, new = made
    if n not in (None, 1):
        return None
    return TokenReplacement(TokenReplacementKind.REPLACE, selects, creator, becomes=(new,))


def token_sentence(sentence: str) -> TokenReplacement | CreateToken | None:
    """The token effect one sentence states, or None if it isn't one of these wordings;
    :class:`UnsupportedTokenText` for a wording recognised but not playable."""
    text = sentence.strip().rstrip(".")
    for pattern, why in _UNSUPPORTED:
        if pattern.search(text):
            raise UnsupportedTokenText(why)
    m = _CREATE.match(text)
    if m:
        made = token_def("a " + m.group("rest"))
        if made is None or made[0] != 1:
            return None
        d = made[1]
        n = m.group("n").lower()
        count = Amount(AmountKind.X, 0) if n == "x" else Amount.fixed(_NUMBERS[n])
        predefined = predefined_name(d.name) == d.name and d == TokenDef.predefined(d.name)
        return CreateToken(d.power, d.toughness, colors=d.colors, types=d.types,
                           subtypes=d.subtypes, abilities=(d.text,) if d.text and
                           not predefined else (), count=count,
                           name=d.name if predefined else None,
                           tapped=bool(m.group("tapped")))
    for head, agent in zip(_HEADS, _AGENTS, strict=True):
        m = head.match(text)
        if not m:
            continue
        selects = token_filter(m.group("kind"))
        if selects is None:
            raise UnsupportedTokenText(f"the tokens {m.group('kind').strip()!r} a "
                                       "replacement effect speaks of are not understood")
        creator = "you" if m.group("yours") is not None else "any"
        effect = _body(m.group("body"), selects, creator)
        if effect is None:
            raise UnsupportedTokenText(f"what is created instead ({m.group('body')!r}) is "
                                       "not understood")
        return replace(effect, agent=agent)
    return None
