"""What a part of the Oracle transformer may call on the whole transformer.

The parser's transformer (``parser._ToData``) is composed of one mixin per part of the
grammar (tokens, statics, loyalty, ...). A few productions of one part build on a method
another part, or the parser itself, provides: reading an effect's clauses, reading a
quoted ability as a line of its own (113.1, 114.2), checking a token's description
(111.3). A part calls them through :func:`whole`, which types it as the
:class:`ComposedTransformer` below, instead of declaring placeholder methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from mtglab.cards.effects import Amount, CreateToken, Selector


class ComposedTransformer(Protocol):
    """The methods of the composed transformer that its parts call on one another."""

    def effect(self, *clauses: Any) -> Any:
        """An effect read from its clauses (grammar/instructions.py)."""

    def _quoted_ability(self, line: str) -> Any:
        """An ability quoted in a line, read as a line of its own (the parser)."""

    def _token_abilities(self, text: str, name: str, types: tuple[str, ...],
                         subtypes: tuple[str, ...]) -> tuple[Any, ...]:
        """A token's keywords and quoted abilities, read as its own text (the parser)."""

    def selector(self, *parts: Any, alternatives: bool = False) -> Selector:
        """The selector an object's words make (grammar/objects.py)."""

    def _checked_token(self, n: Amount, items: tuple[Any, ...]) -> CreateToken:
        """A token description read and checked (grammar/instructions.py)."""

    def sel_target(self, body: Selector) -> Selector:
        """The selector of "target <body>" (grammar/objects.py)."""

    def become_copy(self, subject: Selector, original: Any,
                    duration: str | None = None) -> Any:
        """A "becomes a copy of" effect (grammar/sentences.py, 707.4)."""


def whole(part: object) -> ComposedTransformer:
    """The composed transformer a part of it is mixed into, typed as such: a part calls a
    method another part provides through it, e.g. ``whole(self).effect(*clauses)``."""
    return cast(ComposedTransformer, part)
