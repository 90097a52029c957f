"""Transformer rules for tokens an effect defines (``tokens.lark``; CR 111.3, 111.4):
each completes the :class:`~mtglab.cards.effects.CreateToken` record that
:mod:`mtglab.cards.oracle.grammar.instructions` builds from the token's description. A
verb of a player subject returns a function of the subject, as that module does."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import Amount, CreateToken, Selector
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.tokens import TokenDef, TokenText, predefined_name
from mtglab.cards.vocabulary import AmountKind

__all__ = ["TokenReader", "TokenRules", "amend_last_token", "token_x_problem",
           "with_abilities"]


def _x_tokens(obj: Any) -> bool:
    """Whether an instruction, however nested, creates an X/X token whose X is the X paid
    (not defined by the text, 107.3c)."""
    if isinstance(obj, CreateToken):
        return any(isinstance(v, Amount) and v.kind == "x" for v in (obj.power, obj.toughness))
    if isinstance(obj, tuple):
        return any(_x_tokens(o) for o in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(_x_tokens(getattr(obj, f.name)) for f in dataclasses.fields(obj))
    return False


def token_x_problem(ability: Ability) -> str | None:
    """Why an X/X token of a triggered ability can't be played, or None: the engine gives a
    triggered ability the X of the spell it was only when it enters (107.3m); the X paid
    for a monstrosity (701.37c) or a cycling cost (702.29) isn't carried to its trigger."""
    trigger = ability.trigger
    if ability.kind is not AbilityKind.TRIGGERED or not isinstance(trigger, Trigger) or \
            trigger.event == TriggerEvent.ENTERS or not _x_tokens(ability.effects):
        return None
    return "not carried out: the X of an X/X token is the X paid for what made it " \
        "trigger, which mtglab doesn't carry to the triggered ability (CR 107.3, 701.37c)"


def _named(made: CreateToken, tok: Token) -> CreateToken:
    """The token with the name the effect gives it (111.4: its name, not its subtypes);
    a predefined token (111.10) keeps its own."""
    if made.name is not None:
        raise ValueError("a predefined token is named by its rule (111.10)")
    return dataclasses.replace(made, name=str(tok).removeprefix("named ").strip())


#: reads a token's text into its abilities: (text, name, types, subtypes) -> abilities
TokenReader = Callable[[str, str, tuple[str, ...], tuple[str, ...]], tuple[Ability, ...]]


def with_abilities(token: CreateToken, texts: tuple[str, ...],
                   reader: TokenReader) -> CreateToken:
    """The token with ``texts`` (keywords, quoted abilities without their quotes) added
    to its abilities, each read by ``reader`` as a line of the token's own text and kept
    with it for the engine to play (111.3). A text mtglab can't play refuses the reading
    (ValueError naming it: the line stays unsupported)."""
    if len(token.read.abilities) != len(token.abilities):  # its own text, not yet read
        texts = (*token.abilities, *texts)
        token = dataclasses.replace(token, abilities=(), read=TokenText())
    lines = _lines(texts)
    read = reader("\n".join(lines), " ".join(token.subtypes), token.types, token.subtypes)
    for a in read:
        if not a.supported:
            raise ValueError(f"the token's ability {a.text!r}: {a.problem}")
    if len(read) != len(lines):
        raise ValueError(f"the token's abilities {texts!r} are not read one a line")
    return dataclasses.replace(token, abilities=(*token.abilities, *lines),
                               read=token.read + TokenText(read))


def _lines(texts: tuple[str, ...]) -> tuple[str, ...]:
    """The token's text, one ability a line as a card prints it: keywords next to each
    other on one line ("Flying, Haste", 702.1), each quoted ability (a sentence, ending
    with its period) on its own."""
    lines: list[str] = []
    keywords: list[str] = []
    for text in texts:
        if text.endswith("."):
            lines.extend((", ".join(keywords),) if keywords else ())
            keywords = []
            lines.append(text)
        else:
            keywords.append(text)
    lines.extend((", ".join(keywords),) if keywords else ())
    return tuple(lines)


def amend_last_token(effect: Any, amend: Callable[[CreateToken], CreateToken]) -> Any:
    """``effect`` with the last token it creates, however nested ("you may create ...",
    "if ..., create ..."), changed by ``amend``; None if it creates none."""
    if isinstance(effect, CreateToken):
        return amend(effect)
    if isinstance(effect, tuple):
        for i in range(len(effect) - 1, -1, -1):
            changed = amend_last_token(effect[i], amend)
            if changed is not None:
                return (*effect[:i], changed, *effect[i + 1:])
        return None
    if dataclasses.is_dataclass(effect) and not isinstance(effect, type):
        for f in reversed(dataclasses.fields(effect)):
            changed = amend_last_token(getattr(effect, f.name), amend)
            if changed is not None:
                return dataclasses.replace(effect, **{f.name: changed})
    return None


@v_args(inline=True)
class TokenRules(Transformer[Any, Any]):
    """The token productions of the Oracle grammar (mixed into the parser's transformer)."""


    def token_spec_xx(self, n: Amount, *items: Any) -> CreateToken:
        """ "Create an X/X green Ooze creature token": a creature token whose power and
        toughness are X (107.3), counted as the instruction resolves (608.2h)."""
        pt = [Token("BASE_PT", "0/0") if isinstance(i, Token) and i.type == "X_PT" else i
              for i in items]
        made = whole(self)._checked_token(n, tuple(pt))
        x = Amount(AmountKind.X, 0)
        return dataclasses.replace(made, power=x, toughness=x)

    def token_spec_attacking(self, n: Amount, *items: Any) -> CreateToken:
        """ "a tapped and attacking ... token", "... tokens that are tapped and
        attacking": created tapped and attacking (508.4); the rest is any token's."""
        made = whole(self)._checked_token(n, tuple(
            i for i in items if not (isinstance(i, Token) and
                                     i.type in ("TAPPED_ATTACKING", "THATS_ATTACKING"))))
        return dataclasses.replace(made, tapped=True, attacking=True)

    def i_create_attached(self, n: Amount, role: Token, host: Any) -> CreateToken:
        """ "Create a Monster Role token attached to target creature you control": one
        Role (111.10j) created attached to the object the selector names."""
        name = predefined_name(str(role).removesuffix(" token"))
        if name is None or not isinstance(host, Selector) or host.zone is not None or \
                n != Amount.fixed(1):
            raise ValueError("one Role token attached to a permanent (111.10j)")
        made = TokenDef.predefined(name)
        return CreateToken(None, None, colors=made.colors, types=made.types,
                           subtypes=made.subtypes, name=made.name, attached_to=host)

    def token_has_sentence(self, *abilities: str) -> Marker:
        """ "It has "Sacrifice this creature: Add {C}."" after a sentence that creates
        tokens: these abilities are theirs too (111.3); the parser gives them to the
        token of the sentence before (:func:`amend_last_token`)."""
        return Marker("token_has", tuple(abilities))

    def i_create_named(self, made: CreateToken, tok: Token) -> CreateToken:
        """ "Create a 0/1 green Wall creature token with defender named Wood" (111.4)."""
        return _named(made, tok)

    def v_create_named(self, made: CreateToken, tok: Token) -> Callable[[Any], Any]:
        """ "<player> creates a ... token named <name>" (111.4)."""
        named = _named(made, tok)

        def verb(subject: Any) -> CreateToken:
            who = getattr(subject, "players", None)
            if who is None:
                raise ValueError("an object where a player is meant")
            return dataclasses.replace(named, player=who)

        return verb
