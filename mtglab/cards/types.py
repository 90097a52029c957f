"""Card types, supertypes and subtypes (CR 205), and reading a type line.

The subtype lists are those of CR 205.3g-205.3q (Comprehensive Rules of April 2026).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Final

__all__ = [
    "ALL_SUBTYPES",
    "BASIC_LAND_TYPES",
    "CARD_TYPES",
    "CREATURE_TYPES",
    "LAND_TYPES",
    "SUPERTYPES",
    "TypeLine",
    "parse_type_line",
    "plural_forms",
    "singular",
]

#: Card types (CR 205.2a), in the order they are conventionally printed.
CARD_TYPES: Final[tuple[str, ...]] = (
    "Kindred", "Tribal", "Enchantment", "Artifact", "Land", "Creature", "Planeswalker",
    "Battle", "Instant", "Sorcery", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme",
    "Vanguard",
)
#: Supertypes (CR 205.4a).
SUPERTYPES: Final[tuple[str, ...]] = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite",
                                      "Host")
#: The basic land types and the mana symbol of each one's intrinsic ability (CR 305.6).
BASIC_LAND_TYPES: Final[dict[str, str]] = {
    "Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G",
}

#: Artifact types (CR 205.3g).
ARTIFACT_TYPES: Final[tuple[str, ...]] = (
    'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food',
    'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen',
    'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle',
)

#: Enchantment types (CR 205.3h).
ENCHANTMENT_TYPES: Final[tuple[str, ...]] = (
    'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune',
    'Saga', 'Shard', 'Shrine',
)

#: Land types (CR 205.3i).
LAND_TYPES: Final[tuple[str, ...]] = (
    'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain',
    'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
)

#: Planeswalker types (CR 205.3j).
PLANESWALKER_TYPES: Final[tuple[str, ...]] = (
    'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas',
    'Calix', 'Chandra', 'Comet', 'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dellian',
    'Dihada', 'Domri', 'Dovin', 'Ellywick', 'Elminster', 'Elspeth', 'Estrid', 'Freyalise',
    'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska',
    'Kaito', 'Karn', 'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka',
    'Minsc', 'Mordenkainen', 'Nahiri', 'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko',
    'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra', 'Sivitri',
    'Sorin', 'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar',
    'Ugin', 'Urza', 'Venser', 'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn',
    'Xenagos', 'Yanggu', 'Yanling', 'Zariel',
)

#: Spell types (CR 205.3k).
SPELL_TYPES: Final[tuple[str, ...]] = (
    'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap',
)

#: Creature types (CR 205.3m); Time Lord is the one two-word type.
CREATURE_TYPES: Final[tuple[str, ...]] = (
    'Time Lord', 'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape',
    'Archer', 'Archon', 'Armadillo', 'Army', 'Artificer', 'Assassin', 'Assembly-Worker',
    'Astartes', 'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger', 'Balloon', 'Barbarian',
    'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker',
    'Bird', 'Bison', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel',
    'Capybara', 'Caribou', 'Carrier', 'Cat', 'Centaur', 'Child', 'Chimera', 'Citizen',
    'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote', 'Crab', 'Crocodile',
    "C'tan", 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon',
    'Deserter', 'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon',
    'Drake', 'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet',
    'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk', 'Employee', 'Eye',
    'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer',
    'Gargoyle', 'Germ', 'Giant', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat',
    'Goblin', 'God', 'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag',
    'Halfling', 'Hamster', 'Harpy', 'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff',
    'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion',
    'Imp', 'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish',
    'Juggernaut', 'Kangaroo', 'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor',
    'Kraken', 'Llama', 'Lamia', 'Lammasu', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf',
    'Licid', 'Lizard', 'Lobster', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk',
    'Metathran', 'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk',
    'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse', 'Mutant', 'Myr', 'Mystic', 'Nautilus',
    'Necron', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad',
    'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox',
    'Oyster', 'Pangolin', 'Peasant', 'Pegasus', 'Pentavite', 'Performer', 'Pest',
    'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pincher', 'Pirate', 'Plant',
    'Platypus', 'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Prism', 'Processor', 'Qu',
    'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger', 'Robot',
    'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr', 'Scarecrow',
    'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf', 'Serpent',
    'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren', 'Skeleton',
    'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari',
    'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit',
    'Splinter', 'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor',
    'Symbiote', 'Synth', 'Tentacle', 'Tetravite', 'Thalakos', 'Thopter', 'Thrull',
    'Tiefling', 'Toy', 'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle',
    'Tyranid', 'Unicorn', 'Utrom', 'Vampire', 'Varmint', 'Vedalken', 'Villain', 'Volver',
    'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale',
    'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie',
    'Zubera',
)

#: Battle types (CR 205.3q) and the dungeon type (205.3p).
OTHER_TYPES: Final[tuple[str, ...]] = ("Siege", "Undercity")

#: Every subtype mtglab knows, mapped to the card type it belongs to.
SUBTYPE_OWNER: Final[dict[str, str]] = {
    **{t: "Planeswalker" for t in PLANESWALKER_TYPES},
    **{t: "Creature" for t in CREATURE_TYPES},
    **{t: "Instant" for t in SPELL_TYPES},
    **{t: "Enchantment" for t in ENCHANTMENT_TYPES},
    **{t: "Artifact" for t in ARTIFACT_TYPES},
    **{t: "Land" for t in LAND_TYPES},
    "Siege": "Battle",
    "Undercity": "Dungeon",
}
ALL_SUBTYPES: Final[frozenset[str]] = frozenset(SUBTYPE_OWNER)

_IRREGULAR: Final[dict[str, tuple[str, ...]]] = {
    "Elf": ("Elves",), "Dwarf": ("Dwarves",), "Wolf": ("Wolves",), "Werewolf": ("Werewolves",),
    "Mouse": ("Mice",), "Fungus": ("Fungi", "Funguses"), "Homunculus": ("Homunculi",),
    "Ox": ("Oxen",), "Plains": ("Plains",), "Cyclops": ("Cyclopes", "Cyclops"),
    "Octopus": ("Octopuses", "Octopi"), "Sphinx": ("Sphinxes",), "Fox": ("Foxes",),
    "Lich": ("Liches",), "Witch": ("Witches",), "Boar": ("Boars",), "Thief": ("Thieves",),
    "Walrus": ("Walruses",), "Platypus": ("Platypuses",), "Moonfolk": ("Moonfolk",),
    "Kithkin": ("Kithkin",), "Merfolk": ("Merfolk",), "Kor": ("Kor",), "Sheep": ("Sheep",),
    "Djinn": ("Djinn", "Djinns"), "Efreet": ("Efreet", "Efreets"), "Jellyfish": ("Jellyfish",),
    "Fish": ("Fish",), "Treefolk": ("Treefolk",), "Surrakar": ("Surrakar",),
    "Leviathan": ("Leviathans",), "Samurai": ("Samurai",), "Ninja": ("Ninjas", "Ninja"),
    "Jackal": ("Jackals",), "Processor": ("Processors",), "Powerstone": ("Powerstones",),
    "Gold": ("Gold",), "Blood": ("Blood",), "Food": ("Foods", "Food"), "Junk": ("Junk",),
    "Class": ("Classes",), "Glass": ("Glass",), "Phyrexian": ("Phyrexians",),
    "Town": ("Towns",), "Urza's": ("Urza's",), "Power-Plant": ("Power-Plants",),
    "Mutant": ("Mutants",), "Egg": ("Eggs",), "Wizard": ("Wizards",), "Goat": ("Goats",),
}


def plural_forms(subtype: str) -> tuple[str, ...]:
    """The plural spellings of a subtype as Oracle text uses them ("Elf" -> "Elves")."""
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype.endswith(("s", "x", "ch", "sh")):
        return (subtype + "es",)
    if subtype.endswith("y") and subtype[-2:-1] not in ("a", "e", "i", "o", "u"):
        return (subtype[:-1] + "ies",)
    return (subtype + "s",)


_SINGULAR: Final[dict[str, str]] = {}
for _t in ALL_SUBTYPES:
    _SINGULAR[_t.lower()] = _t
for _t in ALL_SUBTYPES:
    for _p in plural_forms(_t):
        _SINGULAR.setdefault(_p.lower(), _t)


def singular(word: str) -> str | None:
    """The subtype a (possibly plural) word names: "Forests" -> "Forest"; None if none."""
    return _SINGULAR.get(word.lower())


def subtype_words() -> list[str]:
    """Every spelling of every subtype, longest first (for building a lexer pattern)."""
    return sorted(_SINGULAR, key=len, reverse=True)


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A type line split into supertypes, card types and subtypes (CR 205.1)."""

    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]

    def __str__(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


@functools.lru_cache(maxsize=8192)  # a pool has a few thousand distinct type lines
def parse_type_line(text: str) -> TypeLine:
    """``"Legendary Creature — Elf Druid"`` -> supertypes, types, subtypes.

    Accepts an em dash, an en dash or " - " between types and subtypes. Unknown words
    before the dash are kept as card types (Un-cards invent some); "Time Lord" is one
    creature type (CR 205.3m). For multi-face type lines ("A // B") only the first face
    is read.
    """
    text = text.split(" // ")[0].strip()
    for dash in (" — ", " – ", " - ", "—", "–"):
        if dash in text:
            left, right = text.split(dash, 1)
            break
    else:
        left, right = text, ""
    supers: list[str] = []
    types: list[str] = []
    for word in left.split():
        (supers if word in SUPERTYPES else types).append(word)
    subs: list[str] = []
    words = right.split()
    i = 0
    while i < len(words):
        if i + 1 < len(words) and f"{words[i]} {words[i + 1]}" in ALL_SUBTYPES:
            subs.append(f"{words[i]} {words[i + 1]}")
            i += 2
        else:
            subs.append(words[i])
            i += 1
    return TypeLine(tuple(supers), tuple(types), tuple(subs))
