"""How log rows and messages speak of players: "your" / "opponent's", "you pay" /
"opponent pays"."""

from __future__ import annotations

__all__ = ["does", "possessive"]


def possessive(player: str) -> str:
    """"your" for the player called "you", "opponent's" otherwise."""
    return "your" if player == "you" else f"{player}'s"


def does(player: str, verb: str) -> str:
    """"you pay" / "opponent pays": a player and a verb given in the third person
    ("pays", "applies", "passes", "has"), agreeing with the player.

    >>> does("you", "applies"), does("you", "passes"), does("you", "has"), does("you", "pays")
    ('you apply', 'you pass', 'you have', 'you pay')
    >>> does("opponent", "applies")
    'opponent applies'
    """
    if player != "you":
        return f"{player} {verb}"
    return "you " + _plain(verb)


def _plain(verb: str) -> str:
    """The plain form of a third-person verb: "applies" -> "apply"."""
    if verb == "has":
        return "have"
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb
