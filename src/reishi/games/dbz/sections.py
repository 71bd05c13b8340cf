"""The rule sections of the DBZ TCG documents, and the citation string of each.

Everywhere in Reishi a DBZ rule is cited as ``"DBZ RB: <heading>"`` (the Rulebook v3.0) or
``"DBZ CRD: <part> — <heading>"`` (the Comprehensive Rulings Document). A rulebook heading
printed in capitals is cited in title case ("THE COMBAT STEP" → "DBZ RB: The Combat Step"); a
heading inside a part follows the part after a dash ("DBZ RB: Gameplay — 1. Draw Step",
"DBZ RB: Glossary — Power", "DBZ CRD: Timing — Special timings"); quotation marks are left
out ("“Playing” vs. “Placing into play”" → "Playing vs. Placing into play"). A card ruling
is cited by its set, number and title, the title in parentheses ("DBZ CRD: Individual Card
Rulings — Premiere Set S8 (Goku, Super Saiyan)"). Where the document lost a heading (an icon
printed as a picture), the name is Reishi's and ``named_by_project`` says so.

The documents themselves are read at run time from the rules folder; only headings and
one-line summaries live here.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from reishi.engine.ruleindex import RuleIndex
from reishi.engine.sectiontext import DocumentText, LocatedSection, SectionTexts

DOCUMENT_FILES: dict[str, str] = {
    "DBZ RB": "dbz-tcg-rulebook-v3.txt",
    "DBZ CRD": "dbz-tcg-comprehensive-rulings.txt",
}
"""File name of each document inside the rules folder."""

DOCUMENT_TITLES: dict[str, str] = {
    "DBZ RB": "Dragon Ball Z TCG Rulebook (v3.0)",
    "DBZ CRD": "Dragon Ball Z TCG Comprehensive Rulings Document",
}
"""Readable title of each document."""


class RuleSection(msgspec.Struct, frozen=True):
    """One citable section of a DBZ rule document."""

    cite: str
    """The citation string, e.g. ``"DBZ RB: Critical Damage"``."""
    document: str
    """``"DBZ RB"`` or ``"DBZ CRD"``."""
    heading: str
    """The heading as printed, or ``''`` when the document lost it."""
    named_by_project: bool
    """True when the citation's name is Reishi's, not the document's."""
    summary: str
    """What the section says, in one line."""
    group: str
    """The part of the document the section belongs to."""
    parent: str = ""
    """Citation of the enclosing section; a section's text includes its subsections."""
    starts_with: str = ""
    """How the section's first line begins in the document."""


def _rb(
    name: str,
    heading: str,
    summary: str,
    group: str,
    *,
    parent: str = "",
    starts_with: str = "",
    ours: bool = False,
) -> RuleSection:
    cite = f"DBZ RB: {name}" if not parent else f"{parent} — {name}"
    return RuleSection(
        cite=cite,
        document="DBZ RB",
        heading="" if ours else heading,
        named_by_project=ours,
        summary=summary,
        group=group,
        parent=parent,
        starts_with=starts_with or heading,
    )


def _crd(
    name: str, heading: str, summary: str, group: str, *, parent: str = "", starts_with: str = ""
) -> RuleSection:
    cite = f"DBZ CRD: {name}" if not parent else f"{parent} — {name}"
    return RuleSection(
        cite=cite,
        document="DBZ CRD",
        heading=heading,
        named_by_project=False,
        summary=summary,
        group=group,
        parent=parent,
        starts_with=starts_with or heading,
    )


_BASICS = "The Basics"
_CARDS = "Card Types"
_DECK = "Making a Deck"
_ZONES = "Game Zones"
_PLAY = "Gameplay"
_COMBAT = "The Combat Step"
_ATTACKS = "Attacks, Damage and Allies"
_SAMPLE = "Sample Turn"
_GLOSSARY = "Glossary"
_BACK = "Back Page"

RB_CARD_TYPES = "DBZ RB: Card Types"
RB_GAMEPLAY = "DBZ RB: Gameplay"
RB_COMBAT_STEP = "DBZ RB: The Combat Step"
RB_GLOSSARY = "DBZ RB: Glossary"
RB_ZONES = "DBZ RB: Game Zones"
CRD_GENERAL = "DBZ CRD: General"
CRD_DAMAGE = "DBZ CRD: Damage"
CRD_TIMING = "DBZ CRD: Timing"
CRD_CARDS = "DBZ CRD: Individual Card Rulings"
CRD_GOLD = "DBZ CRD: Gold Title Reprint"


def _glossary(name: str, summary: str, starts_with: str = "") -> RuleSection:
    return _rb(
        name,
        name,
        summary,
        _GLOSSARY,
        parent=RB_GLOSSARY,
        starts_with=starts_with or f"{name}:",
    )


_RULEBOOK: tuple[RuleSection, ...] = (
    _rb(
        "The Basics",
        "THE BASICS",
        "Seven card types; the MP and Mastery begin in play; the three ways to win.",
        _BASICS,
    ),
    _rb(
        "Card Types",
        "CARD TYPES",
        "The MP set of four levels with PUR, a Power and 11 Power Stages; the other types.",
        _CARDS,
    ),
    _rb(
        "Main Personality",
        "Main Personality",
        "Four levels, each with a PUR and a Power; 11 Power Stages; levels reached by anger.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Main Personality - ",
    ),
    _rb(
        "Alignment",
        "ALIGNMENT",
        "Blue MP cards are Heroes, red ones Villains.",
        _CARDS,
        parent=RB_CARD_TYPES,
    ),
    _rb(
        "Mastery",
        "Mastery",
        "The fighting style: Black, Blue, Namekian, Orange, Red, Saiyan; who may use the last two.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Mastery - ",
    ),
    _rb(
        "Freestyle",
        "Freestyle",
        "A card whose title does not begin with a style's name is Freestyle (non-Styled).",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Freestyle: ",
    ),
    _rb(
        "Combat cards and Events",
        "",
        "Physical and Energy Combat cards attack and block; Events create powerful effects.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Physical Combat cards are",
        ours=True,
    ),
    _rb(
        "Drills",
        "Drills",
        "Constantly active; all discarded when the MP changes level; no second Styled Drill.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Drills represent",
    ),
    _rb(
        "Setups",
        "Setups",
        "Put into play and activated later, during combat.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Setups are cards",
    ),
    _rb(
        "Allies",
        "Ally",
        "Other characters with a PUR, Alignment, Power Stages and a Power; special combat rules.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Ally cards represent",
    ),
    _rb(
        "Dragon Balls",
        "Dragon Balls",
        "A set of seven; when you play one you must immediately use all of its effects.",
        _CARDS,
        parent=RB_CARD_TYPES,
        starts_with="Dragon Balls are a set",
    ),
    _rb(
        "Anger",
        "ANGER",
        "Anger 5 advances the MP a level at ten stages, resets anger, discards the Drills.",
        _CARDS,
    ),
    _rb(
        "Note",
        "Note",
        "Anger never below 0; lowered a level: five stages; no carry-over; MPPV denied: reset.",
        _CARDS,
        parent="DBZ RB: Anger",
        starts_with="Note: Your Anger",
    ),
    _rb(
        "Making a Deck",
        "MAKING A DECK",
        "An MP set, a Mastery and exactly 60 cards; copies, Dragon Ball sets, styles, names.",
        _DECK,
    ),
    _rb(
        "Game Zones",
        "GAME ZONES",
        "Hand, Life Deck, in play, discard pile, Banished Zone.",
        _ZONES,
    ),
    _rb(
        "Life Deck",
        "Life Deck",
        "The 60-card Life Deck: drawn from, and discarded from as damage.",
        _ZONES,
        parent=RB_ZONES,
        starts_with="Life Deck - ",
    ),
    _rb(
        "Hand",
        "Hand",
        "Cards drawn; during combat played from the hand and then discarded.",
        _ZONES,
        parent=RB_ZONES,
        starts_with="Hand - ",
    ),
    _rb(
        "In Play",
        "In Play",
        "Cards that stay on the table: the MP and Mastery always, Setups and Allies come and go.",
        _ZONES,
        parent=RB_ZONES,
        starts_with="In Play - ",
    ),
    _rb(
        "Discard Pile",
        "Discard Pile",
        "Face up, kept in order, open to both players.",
        _ZONES,
        parent=RB_ZONES,
        starts_with="Discard Pile - ",
    ),
    _rb(
        "Banished Zone",
        "Banished Zone",
        "Removed from the game face up; a Dragon Ball matching one in play is banished.",
        _ZONES,
        parent=RB_ZONES,
        starts_with="Banished Zone - ",
    ),
    _rb(
        "Gameplay",
        "GAMEPLAY",
        "Setup (level 1 at five stages, Mastery in play) and the five steps of a turn.",
        _PLAY,
    ),
    _rb(
        "1. Draw Step",
        "1. Draw Step",
        "Draw three cards from the top of your Life Deck.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "2. Planning Step",
        "2. Planning Step",
        "Play Allies, Setups, Drills and Dragon Balls, then power up by PUR; name rules.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "3. Combat Step (Optional)",
        "3. Combat Step (Optional)",
        "You may declare combat.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "4. Discard Step",
        "4. Discard Step",
        "Discard one at a time to one or zero held cards, the active player first.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "5. Rejuvenation Step",
        "5. Rejuvenation Step",
        "Without combat this turn, you may Rejuvenate one card.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "Survival Victory",
        "Survival Victory",
        "A player whose Life Deck has no cards left loses.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "Most Powerful Personality Victory",
        "Most Powerful Personality Victory",
        "Reaching five anger with the MP on level 4 wins.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "Dragon Ball Victory",
        "Dragon Ball Victory",
        "Controlling a set of all seven Dragon Balls wins.",
        _PLAY,
        parent=RB_GAMEPLAY,
    ),
    _rb(
        "The Combat Step",
        "THE COMBAT STEP",
        "Entering combat (declarer's effects, then the defender's, who draws 3); alternating "
        "Actions until both pass.",
        _COMBAT,
    ),
    _rb(
        "Playing an Attack",
        "",
        "Attacks from the hand or a Power; the opponent may defend with a defense card.",
        _COMBAT,
        parent=RB_COMBAT_STEP,
        starts_with="»» Playing an",
        ours=True,
    ),
    _rb(
        "Use a Power",
        "Use a Power",
        "Powers of MP levels, Allies and the Mastery once per turn; Events and Setups "
        "discarded after use.",
        _COMBAT,
        parent=RB_COMBAT_STEP,
        starts_with="»» Use a Power",
    ),
    _rb(
        "Passing",
        "Passing",
        "Pass when you will not act; when both pass consecutively the Combat Step ends.",
        _COMBAT,
        parent=RB_COMBAT_STEP,
        starts_with="»» Passing",
    ),
    _rb(
        "Icons",
        "ICONS",
        "Attack, defense, constant and timing icons say when a card can be used.",
        _COMBAT,
    ),
    _rb(
        "How Attack and Defense Cards Work",
        "",
        "One defense card per attack; stopping; energy attack costs; the Attack Table; stage "
        "damage at zero overflows to Life Cards.",
        _ATTACKS,
        starts_with="HOW [attack icon] AND [defense icon] CARDS WORK",
        ours=True,
    ),
    _rb(
        "Damage Summary",
        "DAMAGE SUMMARY",
        "Stopped attacks deal no damage; unstopped ones deal damage, HIT, then critical damage.",
        _ATTACKS,
    ),
    _rb(
        "When Taking Damage",
        "WHEN TAKING DAMAGE...",
        "Dragon Balls need a replacement discard; Endurance banishes to prevent damage.",
        _ATTACKS,
    ),
    _rb(
        "Critical Damage",
        "CRITICAL DAMAGE",
        "Five Life Cards from an unstopped attack: you may capture a Dragon Ball, discard an "
        "Ally or lower anger.",
        _ATTACKS,
    ),
    _rb(
        "Attack Timing Summary",
        "ATTACK TIMING SUMMARY",
        "Costs, immediate effects, one defense, damage, HIT, critical damage, discard.",
        _ATTACKS,
    ),
    _rb(
        "Allies During Combat",
        "ALLIES DURING COMBAT",
        "Damage redirected to Allies; Allies act at one stage or less; Constant Powers always.",
        _ATTACKS,
    ),
    _rb(
        "Sample Turn",
        "SAMPLE TURN",
        "A worked example of two turns, an attack, a defense and critical damage.",
        _SAMPLE,
    ),
    _rb("Glossary", "GLOSSARY", "Definitions of the game's terms.", _GLOSSARY),
    _glossary("Ally", "Allies enter at 3 stages; act at one stage or less; Powers always on."),
    _glossary("AT", "The Attack Table value, also for calculations that are not stage damage."),
    _glossary("Attached Cards", "'While attached' text is always active; attached is in play."),
    _glossary("Actions", "Using a Power, activating a Setup, attacking; defending is not one."),
    _glossary("Dragon Balls", "Discarded or destroyed: bottom of the Life Deck; capture."),
    _glossary("Endurance", "Prevents damage when discarded from an attack."),
    _glossary("Effects", "Immediate, HIT and floating; one sentence at a time; timings."),
    _glossary("Gaining/losing stages", "Any one personality; at zero, from the Life Deck."),
    _glossary("Modifiers", "Any '+' or '-' effect is a modifier."),
    _glossary(
        "Naming a card", "One exact title; never a Dragon Ball.", starts_with="Naming a card:"
    ),
    _glossary("Parenthesis Text", "Never overridden or superseded by other effects."),
    _glossary("Personality", "Both MPs and Allies are personalities."),
    _glossary(
        "Playing vs. Placing into play",
        "Playing pays costs and uses a Dragon Ball's effects; placing into play does not.",
        starts_with="Playing vs. Placing into play:",
    ),
    _glossary("Power", "Used during combat; once per turn for MPs, Masteries and Allies."),
    _glossary("Power Level", "The number rating of the current Power Stage."),
    _glossary("Power Stages", "An MP has 11 Power Stages, each with a Power Level."),
    _glossary("Rejuvenate", "Top of the discard pile to the Life Deck bottom, one at a time."),
    _glossary("Searching a Life Deck", "Shuffle after; a failed search may be verified."),
    _rb(
        "Turn Sequence",
        "TURN SEQUENCE",
        "The back-page summary of a turn's steps.",
        _BACK,
    ),
    _rb(
        "Attack Table",
        "ATTACK TABLE (AT)",
        "Attacker's power level bracket against the defender's: the AT value.",
        _BACK,
    ),
)


def _ruling(
    set_name: str, numbers: str, titles: str, starts_with: str, summary: str
) -> RuleSection:
    return _crd(
        f"{set_name} {numbers} ({titles})",
        starts_with,
        summary,
        f"Individual Card Rulings — {set_name}",
        parent=CRD_CARDS,
        starts_with=starts_with,
    )


_PREMIERE = "Premiere Set"
_HV = "Heroes & Villains"
_TMC = "The Movie Collection"

_RULINGS: tuple[RuleSection, ...] = (
    _crd(
        "General",
        "General",
        "Rulings on rejuvenation, playing vs placing, stages, zones, searching and more.",
        "General",
    ),
    *(
        _crd(name, name, summary, "General", parent=CRD_GENERAL, starts_with=f"{start}:")
        for name, start, summary in (
            ("Rejuvenation", "Rejuvenation", "Several cards are Rejuvenated one at a time."),
            (
                "Playing vs. Placing into play",
                "Playing vs. Placing into play",
                "Playing pays costs and uses effects; placing into play does neither.",
            ),
            ("Personality", "Personality", "Both MPs and Allies are personalities."),
            (
                "Gaining/losing stages",
                "Gaining/losing stages",
                "Any one personality; losing at zero discards from the Life Deck (not damage).",
            ),
            ("Styled Drills", "Styled Drills", "Never a Styled Drill matching one you control."),
            ("Legal zones", "Legal zones", "Cards you do not own go to their owner's zones."),
            (
                "Mandatory search effects",
                "Mandatory search effects",
                "A matching card must be found; a failed search may be verified.",
            ),
            (
                "Effects with stipulations",
                "Effects with stipulations",
                "'A to B': B happens only if A is done.",
            ),
            ("Anger", "Anger", "MPPV denied on level 4: anger resets, the MP at its top stage."),
            ("Attached Cards", "Attached Cards", "'While attached' text is always active."),
            ("Ally Powers", "Ally Powers", "Continuous Ally Powers are always active."),
            (
                "Current Saiyan Personalities",
                "Current Saiyan Personalities",
                "The personalities that may use the Saiyan style.",
            ),
            (
                "Current Namekian Personalities",
                "Current Namekian Personalities",
                "The personalities that may use the Namekian style.",
            ),
            ("Shuffle after search", "Shuffle after search", "Shuffle after searching a deck."),
            ("Naming", "Naming", "Naming an Ally needs no sub-name; Dragon Balls are never named."),
        )
    ),
    _crd("Damage", "Damage", "Rulings on taking and calculating damage.", "Damage"),
    *(
        _crd(name, name, summary, "Damage", parent=CRD_DAMAGE, starts_with=f"{name}:")
        for name, summary in (
            ("Dragon Balls", "A banished copy needs no replacement discard."),
            ("Discarding damage", "Life Cards of damage are discarded; Endurance still applies."),
            ("Damage calculation", "Converted stages are Life Cards; modifiers apply first."),
            ("Defending attacks", "A defense card may always be played, even when useless."),
            ("AT values", "Cards may use the AT value for other calculations."),
            ("Stages and Life Cards of damage", "The stages of damage are taken first."),
            ("Modifiers", "Any '+' or '-' is a modifier; 'cannot be modified' drops them."),
        )
    ),
    _crd("Timing", "Timing", "Rulings on when effects happen.", "Timing"),
    *(
        _crd(name, name, summary, "Timing", parent=CRD_TIMING, starts_with=f"{name}:")
        for name, summary in (
            ("Combat", "'When entering combat' is not during combat; 'end of combat' is."),
            ("Attack sequence", "The seven steps of an attack, costs to discard."),
            ("Order of effects", "One sentence at a time, then the card is discarded."),
            ("Special timings", "Contextual effects happen right after the sentence."),
            ("Competing timings", "Same timing: the owner orders; the combat initiator first."),
        )
    ),
    _crd(
        "Individual Card Rulings",
        "Individual Card Rulings",
        "Card-by-card rulings and re-wordings, by set.",
        "Individual Card Rulings",
    ),
    _ruling(
        _PREMIERE,
        "S2 and S3",
        "Vegeta - Villainous, Vegeta - Empowered",
        "S2 Vegeta",
        "Only attacks that raise anger as an immediate effect.",
    ),
    _ruling(_PREMIERE, "S8", "Goku, Super Saiyan", "S8 Goku", "Ruled text: up to 5 Drills."),
    _ruling(
        _PREMIERE, "S18", "Frieza - Transformed", "S18 Frieza", "The effect is a copied attack."
    ),
    _ruling(
        _PREMIERE,
        "S25/R145",
        "Saiyan Empowered Mastery",
        "S25/R145 Saiyan Empowered Mastery",
        "Anger for each Styled card Rejuvenated.",
    ),
    _ruling(
        _PREMIERE,
        "S30/R145",
        "Namekian Knowledge Mastery",
        "S30/R145 Namekian Knowledge Mastery",
        "Ruled text: a lone Dragon Ball cannot be captured.",
    ),
    _ruling(
        _PREMIERE,
        "S37",
        "Black Targeting Drill",
        "S37 Black Targeting Drill",
        "Discards from the hand are random except chosen ones.",
    ),
    _ruling(_PREMIERE, "S65", "Blue Guard", "S65 Blue Guard", "Ruled text: banish to draw."),
    _ruling(
        _PREMIERE,
        "C19",
        "Black Punishment",
        "C19 Black Punishment",
        "Ruled text: destroys when a card banishes itself.",
    ),
    _ruling(
        _PREMIERE,
        "U6 and U7",
        "Captain Ginyu - Body Change, Captain Ginyu - Frog",
        "U6 Captain Ginyu",
        "Allies act regardless; 'cannot be discarded' only stops discarding.",
    ),
    _ruling(
        _PREMIERE,
        "U66 and S144",
        "Blue Avoidance, Blue Swift Block",
        "U66 Blue Avoidance",
        "A copied attack: an invisible copy performed by your MP.",
    ),
    _ruling(
        _PREMIERE,
        "U144",
        "Quickness Drill",
        "U144 Quickness Drill",
        "An Instant Power, once per turn.",
    ),
    _ruling(
        _PREMIERE,
        "R124",
        "Black Disorienting Blow",
        "R124 Black Disorienting Blow",
        "Hero/Villain only and Named cards allowed; contextual-timing Events not.",
    ),
    _ruling(
        _PREMIERE,
        "R125",
        "Black Reflection",
        "R125 Black Reflection",
        "The attack then goes to its owner's zones.",
    ),
    _ruling(
        _PREMIERE,
        "R126/P16",
        "Black Scout Maneuver",
        "R126/P16 Black Scout Maneuver",
        "Ruled text: all copies of the named card are banished.",
    ),
    _ruling(
        _PREMIERE,
        "R138",
        "Orange Searching Maneuver",
        "R138 Orange Searching Maneuver",
        "Search now, set aside, place into play at the end of combat.",
    ),
    _ruling(
        _PREMIERE,
        "R144",
        "Red Observation",
        "R144 Red Observation",
        "No cost to play; the stages are paid if they can be.",
    ),
    _ruling(
        _PREMIERE,
        "P17",
        "Piccolo's Special Beam Cannon",
        "P17 Piccolo",
        "Ruled text: one copy of each named card.",
    ),
    _ruling(
        _HV,
        "C40",
        "Orange Crashing Drill",
        "C40 Orange Crashing Drill",
        "Ruled text: entering and leaving play during combat.",
    ),
    _ruling(_HV, "C42", "Orange Nudge", "C42 Orange Nudge", "The drill returns from anywhere."),
    _ruling(
        _HV,
        "C60",
        "Combination Drill",
        "C60 Combination Drill",
        "Both an Instant and a Continuous Power: it must be used.",
    ),
    _ruling(
        _HV,
        "U71",
        "Trunks - Bashful",
        "U71 Trunks",
        "Both an Instant and a Continuous Power; usable above one stage.",
    ),
    _ruling(
        _HV,
        "U100",
        "Tenshinhan's Preparation",
        "U100 Tenshinhan",
        "The user first, then the opponent.",
    ),
    _ruling(
        _HV, "R127", "Saiyan Outrage", "R127 Saiyan Outrage", "Ruled text: banished after use."
    ),
    _ruling(
        _HV, "R131", "Isolation", "R131 Isolation", "Ruled text: Drills and Allies lose effects."
    ),
    _ruling(
        _TMC,
        "C5",
        "Dr. Wheelo - Intelligent",
        "C5 Dr. Wheelo",
        "Ruled text: shuffles a Drill into the Life Deck.",
    ),
    _ruling(
        _TMC,
        "C14",
        "Black Flying Knee",
        "C14 Black Flying Knee",
        "One card may be named twice; two copies must then be revealed.",
    ),
    _ruling(
        _TMC,
        "C28",
        "Namekian Mouth Beam",
        "C28 Namekian Mouth Beam",
        "Ruled text: rejuvenates a shield card.",
    ),
    _ruling(
        _TMC,
        "U79",
        "Black Back Strike",
        "U79 Black Back Strike",
        "It takes on the name of your MP for all card effects.",
    ),
    _ruling(
        _TMC,
        "U100",
        "Saiyan Upward Kick",
        "U100 Saiyan Upward Kick",
        "Also prevents raising stages; leveling up still sets ten.",
    ),
    _ruling(
        _TMC,
        "R139",
        "Pulverize",
        "R139 Pulverize",
        "Search, reveal, shuffle, then place the card on top.",
    ),
    _ruling(
        _TMC,
        "P9",
        "Orange Stare Down",
        "P9 Orange Stare Down",
        "Ruled text: the banish is immediate.",
    ),
    _ruling(
        _TMC,
        "P4",
        "Red Shoulder Grab",
        "P4 Red Shoulder Grab",
        "Ruled text: only the other attacks deal critical damage.",
    ),
    _crd(
        "Gold Title Reprint",
        "Gold Title Reprint",
        "Direct reprints of the 2001 CCG cards: the original version may be used.",
        "Gold Title Reprint",
    ),
)

SECTIONS: tuple[RuleSection, ...] = (*_RULEBOOK, *_RULINGS)
"""Every citable section, in document order."""


def clean(line: str) -> str:
    """A document line as a section's ``starts_with`` is written: no quotes or dash variants."""
    text = line.strip().replace("“", "").replace("”", "").replace('"', "")
    return text.replace("–", "-").replace("’", "'")


def _begins(line: str, wanted: LocatedSection) -> bool:
    return line.startswith(clean(wanted.starts_with))


# Lines that end the last section of a part (the credits, the back page's icon key).
_STOPS: dict[str, tuple[str, ...]] = {"DBZ RB": ("Credits",), "DBZ CRD": ()}

TEXTS = SectionTexts(
    "DBZ",
    SECTIONS,
    {
        prefix: DocumentText(
            title=DOCUMENT_TITLES[prefix],
            file=DOCUMENT_FILES[prefix],
            stops=_STOPS[prefix],
            clean=clean,
            begins=_begins,
        )
        for prefix in DOCUMENT_FILES
    },
)
"""The sections by citation, and their text read from the documents."""


def section(cite: str) -> RuleSection:
    """The section cited as ``cite``; KeyError naming the closest citations if unknown."""
    return TEXTS.section(cite)


def read_section_text(rules_dir: Path, cite: str) -> str:
    """The text of the cited section (with its subsections), read from the documents."""
    return TEXTS.read_text(rules_dir, cite)


def rule_index() -> RuleIndex:
    """The DBZ rule index (the ``reishi.rule_indexes`` plugin)."""
    return RuleIndex(
        game="dbz",
        title="Dragon Ball Z TCG",
        sections=SECTIONS,
        document_titles=DOCUMENT_TITLES,
        read_text=read_section_text,
        index_module="src/reishi/games/dbz/sections.py",
    )
