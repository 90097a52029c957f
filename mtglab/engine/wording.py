"""How log rows and messages speak of players: "your" / "opponent's", "you pay" /
"opponent pays"."""

from __future__ import annotations

__all__ = ["does", "possessive"]


def possessive(player: str) -> str:
    """"your" for the player called "you", "opponent's" otherwise."""
    return "your" if player == "you" else f"{player}'s"


def does(player: str, verb: str) -> str:
    """"you pay" / "opponent pays": a player and a verb, agreeing ("pays", "has" ...)."""
    if player != "you":
        return f"{player} {verb}"
    return "you " + {"has": "have"}.get(verb, verb[:-1] if verb.endswith("s") else verb)
