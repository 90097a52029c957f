"""The Comprehensive Rules mtglab cites, each with a one-line summary in our own words.

Explanations, log rows and error messages name rules by number; :func:`cite` turns a
number into ``"CR 302.6"`` and :func:`explain` into a sentence for tables and tooltips.
The full text is in the Comprehensive Rules published by Wizards of the Coast.
"""

from __future__ import annotations

__all__ = ["RULES", "cite", "explain"]

RULES: dict[str, str] = {
    "106.1b": "the six types of mana are white, blue, black, red, green and colorless",
    "106.3": "mana produced by an ability has that ability's source as its source",
    "106.4": "added mana goes to its player's mana pool, which empties between steps",
    "106.5": "an ability that would produce mana of an undefined type produces no mana",
    "106.6": "spending restrictions and riders on mana do not change its type",
    "106.6a": "when a replacement effect increases mana, its restrictions apply to all of it",
    "106.7": "what a permanent could produce: every type its abilities would produce if they "
             "resolved now, with replacement effects in any order, ignoring costs",
    "106.12": "to tap a permanent for mana is to activate its mana ability with {T} in the cost",
    "106.12a": "'tapped for mana' triggers trigger when such an ability resolves and makes mana",
    "106.12b": "'tapped for mana' replacement effects modify the mana such an ability produces",
    "107.3g": "outside the stack, {X} in a mana cost counts as 0",
    "107.3m": "an ETB ability that refers to X uses the X paid for the spell; the permanent's "
              "own X is 0",
    "107.4": "the mana symbols",
    "107.5": "{T} means tap this permanent; a tapped permanent can't pay it",
    "107.6": "{Q} means untap this permanent; an untapped permanent can't pay it",
    "111.1": "a token is a marker for a permanent that is not a card",
    "111.2": "the player who creates a token owns it; it enters under that player's control",
    "111.3": "a token's characteristics are those its creating effect defined",
    "111.10": "the predefined tokens (Treasure, Food, Gold, Clue, ...)",
    "118.3": "a player can't pay a cost without the resources to pay it",
    "122.1d": "a permanent with a stun counter that would untap loses a stun counter instead",
    "202.3": "mana value is the total amount of mana in a mana cost",
    "202.3e": "on the stack, X in a mana cost counts as its chosen value",
    "202.3f": "a hybrid symbol counts as its largest component",
    "202.3g": "a Phyrexian symbol counts as one",
    "205.3": "subtypes belong to card types",
    "302.6": "a creature's {T}/{Q} ability needs control since its controller's most recent "
             "turn began (summoning sickness)",
    "305.6": "a land with a basic land type has that type's intrinsic mana ability",
    "305.7": "setting a land's basic land types removes its rules-text abilities and old types",
    "400.7": "an object that changes zones becomes a new object",
    "514.2": "'until end of turn' effects end in the cleanup step",
    "601.2": "casting a spell",
    "602.1": "activated abilities are written 'cost: effect'",
    "602.2": "activating an ability: announce, choose, pay costs",
    "602.5d": "'activate only as a sorcery' means main phase, your turn, empty stack",
    "603.2": "triggered abilities trigger when their event happens",
    "605.1a": "an activated mana ability could add mana, has no target and is not a loyalty "
              "ability",
    "605.1b": "a triggered mana ability triggers from a mana ability and could add mana",
    "605.3b": "mana abilities resolve at once, without using the stack",
    "605.4a": "triggered mana abilities resolve immediately after the mana ability that "
              "triggered them",
    "605.5b": "a spell that adds mana is not a mana ability",
    "607.5": "a linked choice that was never made leaves the ability nothing to refer to",
    "611.2b": "'for as long as' effects end when their condition stops being true",
    "613.1": "continuous effects apply in layers",
    "613.2a": "layer 1a: copy effects",
    "613.1b": "layer 2: control-changing effects",
    "613.1d": "layer 4: type-changing effects",
    "613.1e": "layer 5: color-changing effects",
    "613.1f": "layer 6: ability-adding and -removing effects",
    "613.4b": "layer 7b: effects that set power and toughness",
    "613.4c": "layer 7c: effects and counters that modify power and toughness",
    "613.7": "within a layer, effects apply in timestamp order",
    "613.8": "an effect that depends on another applies after it",
    "614.1a": "effects that use 'instead' are replacement effects",
    "614.1c": "'enters with' and 'as this enters' are replacement effects",
    "614.5": "a replacement effect applies to an event at most once",
    "614.7": "a replacement effect with no event to replace does nothing",
    "614.12": "replacement effects that modify how a permanent enters",
    "614.15": "self-replacement effects apply before other replacement effects",
    "616.1": "the affected object's controller orders replacement effects",
    "616.1a": "self-replacement effects must be chosen first",
    "616.1c": "'enters as a copy' effects are chosen before the rest",
    "616.1e": "any remaining applicable effect may be chosen",
    "616.1f": "after each application, check again what still applies",
    "704.3": "state-based actions are checked whenever a player would receive priority",
    "704.5a": "a player with 0 or less life loses the game",
    "704.5d": "a token not on the battlefield ceases to exist",
    "704.5f": "a creature with toughness 0 or less goes to its owner's graveyard",
    "704.5j": "legend rule: of two same-named legendary permanents, one goes to the graveyard",
    "704.5m": "an Aura attached illegally or to nothing goes to its owner's graveyard",
    "702.10c": "haste lets a creature's {T}/{Q} abilities be activated despite 302.6",
    "707.2": "copiable values: printed values plus other copy effects; not counters, status "
             "or other effects",
    "707.3": "a copy of a copy gets the values the original copies",
    "707.4": "becoming a copy doesn't make a permanent enter or leave the battlefield",
    "707.5": "an object entering as a copy makes its 'as enters' choices anew",
    "707.9b": "exceptions in a copy effect become copiable values",
    "903.4f": "with no commander, its color identity is undefined",
}


def cite(number: str) -> str:
    """``cite("302.6")`` -> ``"CR 302.6"``."""
    return f"CR {number}"


def explain(number: str) -> str:
    """The summary of a rule, prefixed with its citation; unknown numbers just cite."""
    text = RULES.get(number)
    return f"{cite(number)}: {text}" if text else cite(number)
