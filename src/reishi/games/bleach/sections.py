"""The rule sections of the Bleach TCG documents, and the citation string of each.

Everywhere in Reishi a Bleach rule is cited as ``"RB: <heading>"`` (the rulebook) or
``"ARD: <heading>"`` (the Advanced Rulings Document). A citation is the heading as printed
(typos and list numbers included), without the wiki artefact "Edit" that ends ARD headings
and without the period after a run-in heading ("Using Character Cards."). Three exceptions:

- a heading the ARD lost gets a name of Reishi's, and ``named_by_project`` says so
  ("ARD: Swift", "ARD: Overlay");
- the steps and phases of the ARD's sequence of play are "ARD: Sequence — <name>";
- a heading printed twice is cited the second time with its part's name in front
  ("RB: How the Cards Work — Item Cards", "RB: Glossary — Energy Cards").

The documents themselves are read at run time from the rules folder; only headings and
one-line summaries live here.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import msgspec

from reishi.engine.errors import ReishiError
from reishi.engine.ruleindex import RuleIndex

DOCUMENT_FILES: dict[str, str] = {
    "RB": "bleach-tcg-rulebook.txt",
    "ARD": "bleach-tcg-advanced-rulings.txt",
}
"""File name of each document inside the rules folder."""

DOCUMENT_TITLES: dict[str, str] = {
    "RB": "Bleach TCG Rulebook",
    "ARD": "Bleach TCG Advanced Rulings Document",
}
"""Readable title of each document."""


class RuleSection(msgspec.Struct, frozen=True):
    """One citable section of a Bleach rule document."""

    cite: str
    """The citation string, e.g. ``"ARD: Power Damage"``."""
    document: str
    """``"RB"`` or ``"ARD"``."""
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
    """How the section's first line begins, for a section without a printed heading."""


def _rb(heading: str, summary: str, group: str, *, cite: str = "", parent: str = "") -> RuleSection:
    return RuleSection(
        cite=cite or f"RB: {heading}",
        document="RB",
        heading=heading,
        named_by_project=False,
        summary=summary,
        group=group,
        parent=parent,
    )


def _ard(
    heading: str, summary: str, group: str, *, cite: str = "", parent: str = ""
) -> RuleSection:
    return RuleSection(
        cite=cite or f"ARD: {heading}",
        document="ARD",
        heading=heading,
        named_by_project=False,
        summary=summary,
        group=group,
        parent=parent,
    )


def _ours(
    name: str, starts_with: str, summary: str, group: str, *, parent: str = ""
) -> RuleSection:
    """An ARD section whose heading was lost: Reishi names it and finds it by its first words."""
    return RuleSection(
        cite=f"ARD: {name}",
        document="ARD",
        heading="",
        named_by_project=True,
        summary=summary,
        group=group,
        parent=parent,
        starts_with=starts_with,
    )


_INTRO = "Introduction"
_CARDS = "Let's Look at the Cards!"
_BASICS = "Game Basics"
_TURN = "How a Turn Works"
_NEW_GAME = "Beginning a New Game"
_HOW_CARDS = "How the Cards Work"
_QUEUE = "The Queue"
_GLOSSARY = "Glossary and Other Rules"
_ADDITIONAL = "Additional Game Rules and Definitions"
_SEQUENCE = "The Sequence of Play and Priority Windows"

_STEP1 = "ARD: Sequence — Step 1 Resource"
_STEP2 = "ARD: Sequence — Step 2 Main"
_PHASE_C = "ARD: Sequence — Phase C Attack"
_HOW_CHARACTERS = "RB: How the Cards Work — Character Cards"
_HOW_ITEMS = "RB: How the Cards Work — Item Cards"

_LISTED: tuple[RuleSection, ...] = (
    # --- Rulebook, in document order ---
    _rb(
        "How to Win!",
        "You win the instant the opposing guardian has 0 power, or when the opponent must "
        "draw or discard from his deck and cannot.",
        _INTRO,
    ),
    _rb(
        "How Does the Game Work?",
        "Overview: attack with a stat, defend with the same stat, boost in turn; the higher "
        "stat wins and leftover damage hits the guardian as power damage.",
        _INTRO,
    ),
    _rb(
        _CARDS,
        "A tour of each card type and the parts printed on it.",
        _CARDS,
    ),
    _rb(
        "Guardian Cards",
        "The guardian starts in play (never in the play area) and shows its power, the side "
        "deck's mind/body/spirit energy and a game effect.",
        _CARDS,
    ),
    _rb(
        "Energy Cards",
        "Energy cards make up the side deck; depleting one produces one energy of its type.",
        _CARDS,
    ),
    _rb(
        "Character Cards",
        "Characters come from the hand in the Main Step; title (name and version), stats, "
        "boost value, cost, traits and effect.",
        _CARDS,
    ),
    _rb(
        "Item Cards",
        "Items are played in the Main Step and attached under a character; boost value, cost, "
        "Non-Unique trait and effect.",
        _CARDS,
    ),
    _rb(
        "Battlegrounds",
        "Battlegrounds are played in the Main Step; boost value, cost, effect, Non-Unique trait.",
        _CARDS,
    ),
    _rb(
        "Events",
        "An event is played by depleting its cost; its effect is used and it is discarded.",
        _CARDS,
    ),
    _rb(
        _BASICS,
        "Depleting, renewing, playing and putting in play, and how a battle is won.",
        _BASICS,
    ),
    _rb(
        "Depleting a Card",
        "Depleting turns a card sideways: energy yields one energy, characters deplete to "
        "attack, defend or pay effects; a depleted card cannot deplete.",
        _BASICS,
    ),
    _rb("Renewing a Card", "Renewing turns a depleted card upright again.", _BASICS),
    _rb(
        "How to Play a Card",
        "Playing a card is paying its cost to move it from the hand into the play area.",
        _BASICS,
    ),
    _rb(
        "Putting in Play a Card",
        "Putting a card in play places it without paying its cost and is not playing it.",
        _BASICS,
    ),
    _rb(
        "How Do You Win a Battle?",
        "Deplete to attack with a stat, defend with the same stat, both boost until both pass; "
        "the three outcomes of comparing final stats.",
        _BASICS,
    ),
    _rb(
        "What Happens When You Don't Assign a Defender?",
        "Without a defender the declared stat hits the guardian directly.",
        _BASICS,
    ),
    _rb(
        "How a Turn Works",
        "A turn is three steps (Resource, Main, End) taken by the active player while the "
        "opponent responds.",
        _TURN,
    ),
    _rb(
        "1. The Resource Step",
        "In order: renew, draw a card, then twice draw a card or play an energy card from the "
        "side deck.",
        _TURN,
    ),
    _rb(
        "2. The Main Step",
        "In any order, as often as possible: play a card or attack; passing goes to the End "
        "Step; the opponent may respond.",
        _TURN,
    ),
    _rb(
        "3. The End Step",
        "The active player changes to the player on the left.",
        _TURN,
    ),
    _rb(
        _NEW_GAME,
        "Building a legal deck and setting up a game.",
        _NEW_GAME,
    ),
    _rb(
        "First Thing - Get a Deck!",
        "A deck is a 60-card draw deck, one guardian and a side deck of the guardian's energy; "
        "at most 4 copies of a card, fewer where a card limits itself.",
        _NEW_GAME,
    ),
    _rb(
        "Setting Up",
        "Place the guardian, shuffle and offer a cut, the coin-toss winner picks who starts, "
        "draw five; one mulligan per game to the bottom of the deck.",
        _NEW_GAME,
    ),
    _rb(
        "How the Cards Work",
        "Except for events, every card is unique in your play area.",
        _HOW_CARDS,
    ),
    _rb(
        "Character Cards",
        "Playing characters; uniqueness is per character (any version) unless Non-Unique; "
        "overlaying one version with another.",
        _HOW_CARDS,
        cite=_HOW_CHARACTERS,
    ),
    _rb(
        "Using Character Cards",
        "A character attacks or depletes for an effect only if in play since the start of your "
        "turn; other effects any time; deplete first, then pay other costs.",
        _HOW_CARDS,
        parent=_HOW_CHARACTERS,
    ),
    _rb(
        "Attacking with a Character",
        "The active player attacks by depleting a character in play since the turn began and "
        "declaring a stat.",
        _HOW_CARDS,
        parent=_HOW_CHARACTERS,
    ),
    _rb(
        "Defending Against an Attack",
        "Deplete a renewed character that has the attacking stat to defend, even one that just "
        "entered play.",
        _HOW_CARDS,
        parent=_HOW_CHARACTERS,
    ),
    _rb(
        "Item Cards",
        "An item is attached under a character in your party (one is required); a character "
        "may hold any number of items.",
        _HOW_CARDS,
        cite=_HOW_ITEMS,
    ),
    _rb(
        "Effects on items",
        "Items have constant or activated effects, and may deplete for effects the turn they "
        "are played.",
        _HOW_CARDS,
        parent=_HOW_ITEMS,
    ),
    _rb(
        "Battleground Cards",
        "Pay the cost and put it into play; several battlegrounds may be in play, on both sides.",
        _HOW_CARDS,
        cite="RB: How the Cards Work — Battleground Cards",
    ),
    _rb(
        "Event cards",
        "Events are played when their text allows, used, then discarded; extra costs in bold "
        "must be paid too.",
        _HOW_CARDS,
        cite="RB: How the Cards Work — Event cards",
    ),
    _rb(
        "The Queue",
        "Events and activated effects happen at once; the queue sorts out those used at the "
        "same time.",
        _QUEUE,
    ),
    _rb(
        "How the Queue works",
        "Every event or activated effect starts a queue; players respond and items resolve "
        "last in, first out (the Reality Check example).",
        _QUEUE,
    ),
    _rb(
        _GLOSSARY,
        "The rulebook's glossary: definitions and named rules, each cited on its own.",
        _GLOSSARY,
    ),
    _rb(
        "Activated Effect",
        "A dormant effect you choose to use, usually for a cost, as often as you can pay unless "
        "its text limits it.",
        _GLOSSARY,
    ),
    _rb("Active Player", "The player whose turn it is.", _GLOSSARY),
    _rb(
        "Attaching Cards", "An attached card lies under its host with its text showing.", _GLOSSARY
    ),
    _rb(
        "Attack",
        "Depleting a character to attack the opposing guardian with one of its stats.",
        _GLOSSARY,
    ),
    _rb(
        "Boosting",
        "Discarding hand cards whose boost value matches your battle stat: not playing a card, "
        "not an effect, an increase by effect is not a boost; it uses the queue.",
        _GLOSSARY,
    ),
    _rb(
        "Cherry Picking Rule",
        "A card found by a search is revealed to the opponent.",
        _GLOSSARY,
    ),
    _rb(
        "Choosing Rule",
        'What an effect tells you to "choose" is chosen when it is used and goes on the queue '
        "with it.",
        _GLOSSARY,
    ),
    _rb("Colon", "Bold text left of a colon is the cost of the effect on its right.", _GLOSSARY),
    _rb(
        "Constant Effect",
        "An effect that is always in use, recognised from the card's text.",
        _GLOSSARY,
    ),
    _rb("Control", "You control the cards on your playmat that are not in a deck.", _GLOSSARY),
    _rb("Defend", "Depleting a character to protect your guardian from an attacker.", _GLOSSARY),
    _rb(
        "Deplete",
        "Turning a card sideways; a depleted card cannot deplete again until renewed.",
        _GLOSSARY,
    ),
    _rb("Diamonds", "Diamonds separate several effects on one card.", _GLOSSARY),
    _rb(
        "Do What You Can Rule",
        "Except for costs and conditional effects, do as much of an impossible instruction as "
        "you can and continue.",
        _GLOSSARY,
    ),
    _rb(
        "Energy Cards",
        "Energy cards may be depleted only to pay for a card or effect being played or used.",
        _GLOSSARY,
        cite="RB: Glossary — Energy Cards",
    ),
    _rb(
        "Energy Cost",
        "A card's energy cost is the sum of its printed energy, whatever was actually paid.",
        _GLOSSARY,
    ),
    _rb(
        "Floating Effects",
        "An ongoing effect apart from the card that created it, lasting as long as the card says.",
        _GLOSSARY,
    ),
    _rb(
        "The Golden Rule",
        "When a card contradicts the rulebook, the card is right.",
        _GLOSSARY,
    ),
    _rb("In Play", "A card in the play area or the energy row is in play.", _GLOSSARY),
    _rb(
        "Limiting Text",
        'Restrictions on deck building or use, such as "Limit 1 copy per deck" or "Limit once '
        'per turn".',
        _GLOSSARY,
    ),
    _rb(
        "Most Recent Printing Rule",
        "Cards sharing a title read as their most recent printing (energy and guardians excepted).",
        _GLOSSARY,
    ),
    _rb("Non-Unique", "A Non-Unique card may have several copies in play on your side.", _GLOSSARY),
    _rb(
        "Overlay Rule",
        "Replace a character with another version of the same name; its attachments are "
        "discarded; the new one keeps the depleted state and needs to be in play since the turn "
        "began to attack or use activated effects.",
        _GLOSSARY,
    ),
    _rb(
        "Ownership",
        "Discarded or removed cards go to their owner's discard or removed pile.",
        _GLOSSARY,
    ),
    _rb(
        "Parenthesis",
        "Effects in parentheses work outside normal timing (deck limits and the like).",
        _GLOSSARY,
    ),
    _rb("Playing a Card", "Playing a card is paying its cost and placing it in play.", _GLOSSARY),
    _rb("Plural Rule", "A card title in plural form also means the singular.", _GLOSSARY),
    _rb(
        "Putting a Card in Play",
        "Not playing: no cost is paid and effects about playing a card do not apply.",
        _GLOSSARY,
    ),
    _rb("Queue", 'The mechanic for effects that occur "at the same time".', _GLOSSARY),
    _rb(
        "Random Card Selection",
        "To take a random card from a hand, its owner shuffles it and the opponent picks one "
        "from the backs.",
        _GLOSSARY,
    ),
    _rb("Renew", "Turning a card upright.", _GLOSSARY),
    _rb("Shuffling", "Randomising a deck so the order of its cards is unknown.", _GLOSSARY),
    _rb(
        "Stat-Switching Rule",
        "After a stat switch only the new stat can be boosted; it uses its printed value, or "
        "the former stat's value if the character lacks it.",
        _GLOSSARY,
    ),
    _rb(
        "Switching Rule",
        "After a stat switch only boosts that match the new stat apply.",
        _GLOSSARY,
    ),
    _rb(
        "Trait",
        "Traits are capitalised category keywords on cards, referred to by game text.",
        _GLOSSARY,
    ),
    _rb(
        "Triggered Effect",
        "An effect used the instant its condition is met.",
        _GLOSSARY,
    ),
    _rb(
        "Unique",
        "Except events, only one copy of a card may be in play on your side unless Non-Unique.",
        _GLOSSARY,
    ),
    _rb(
        "Using a Card",
        "A card in play may be used as many times in a turn as you can pay for it.",
        _GLOSSARY,
    ),
    _rb("Versions", "The version is the part of a character's title after the name.", _GLOSSARY),
    _rb(
        "Zero and Negative Numbers",
        "Values below 0 count as 0 when compared but keep their negative value under later "
        "modifiers.",
        _GLOSSARY,
    ),
    # --- Advanced Rulings Document, in document order ---
    RuleSection(
        cite="ARD: Introduction",
        document="ARD",
        heading="",
        named_by_project=True,
        summary="The ARD supplements the rulebook and the Clarifications and Errata; where they "
        "differ the ARD overrides the rulebook, effective immediately.",
        group=_INTRO,
        starts_with="This Advanced Rulings Document (ARD)",
    ),
    _ard(
        _ADDITIONAL,
        "Additional rules and definitions, in alphabetical order, each cited on its own.",
        _ADDITIONAL,
    ),
    _ard(
        "Activated Effect",
        "An effect of a card in play used for a cost (in bold or before a colon) whenever you "
        "have priority, as often as you can pay.",
        _ADDITIONAL,
    ),
    _ours(
        "Swift",
        "A character with this keyword may attack",
        "A character with this keyword may attack and use deplete effects the turn it comes "
        "into play (the keyword's name was lost; Reishi calls it Swift).",
        _ADDITIONAL,
    ),
    _ard(
        "Bankai Events",
        "Bankai events attach only to the guardian they name, one per guardian (one per "
        "character of a dual guardian), which may use their effects while attached.",
        _ADDITIONAL,
    ),
    _ours(
        "Battle",
        "Certain cards and effects can only be used during a battle",
        "A battle happens even without a defender and starts at step 3 of Phase C; winning or "
        "losing one needs both an attacker and a defender.",
        _ADDITIONAL,
    ),
    _ours(
        "Boosting",
        "Boosting is a game mechanic",
        "Boosting is a game mechanic: discarding to boost is not a discard by a card effect.",
        _ADDITIONAL,
    ),
    _ours(
        "Battlegrounds",
        "Battlegrounds are only used by the card's controller",
        "Only a battleground's controller uses it.",
        _ADDITIONAL,
    ),
    _ard(
        "Can vs. Can't",
        "An effect that forbids an action overrides one that allows it.",
        _ADDITIONAL,
    ),
    _ard(
        "Card Effect",
        "Four kinds of card effects: activated, constant, triggered and card rules.",
        _ADDITIONAL,
    ),
    _ard(
        "Card Type",
        "Six card types: guardians, energy, characters, items, battlegrounds and events.",
        _ADDITIONAL,
    ),
    _ard(
        "Card Memory",
        "A card forgets everything that happened to it when it leaves play.",
        _ADDITIONAL,
    ),
    _ard(
        "Card Rules",
        "Text on how a card is built into a deck or used outside normal timing (limits); never "
        "negated.",
        _ADDITIONAL,
    ),
    _ard(
        "Card Names, Versions",
        "A title is a name (large type) plus a version (small type); guardians have no version.",
        _ADDITIONAL,
    ),
    _ard(
        "Cards Referrencing Themselves",
        "A card using its own name in its text means that very card.",
        _ADDITIONAL,
    ),
    _ard(
        "Common Knowledge",
        "What every player may know: discard and removed piles, card counts, energy and its "
        "depleted state, face-up cards, power, conditions on the game.",
        _ADDITIONAL,
    ),
    _ard(
        "Constant Effects",
        "Always active while the card is in play, use no action and no queue; conditional ones "
        "are still constant.",
        _ADDITIONAL,
    ),
    _ard(
        "Controlling Cards",
        "You control your face-up cards, own the cards you brought, and cards leaving play go "
        "to their owner's zone.",
        _ADDITIONAL,
    ),
    _ours(
        "Costs",
        "There are three kinds of costs",
        "Three kinds of costs: energy cost, effect cost (before a colon) and conditional costs "
        "worded in the text.",
        _ADDITIONAL,
    ),
    _ard(
        "Deciding Who Goes First",
        "Random for the first game of a match, then the previous game's loser decides; the "
        "first player skips the Phase 2 draw of the first turn.",
        _ADDITIONAL,
    ),
    _ours(
        "Defensive",
        'A character with the "Defensive" keyword',
        "Defensive N gives +N to all stats; several Defensive keywords add up.",
        _ADDITIONAL,
    ),
    _ard(
        "Discard Piles",
        "A discard pile keeps the order in which its cards were discarded.",
        _ADDITIONAL,
    ),
    _ours(
        "Effect",
        "A game command that appears on a card",
        "An effect is a game command on a card that enters the game state when it is used or "
        "when the card enters play.",
        _ADDITIONAL,
    ),
    _ard(
        "Floating Effect",
        "An effect in the game state independent of the card that created it.",
        _ADDITIONAL,
    ),
    _ard(
        "Game State",
        "The present point of the game: effects, rules and physical elements together.",
        _ADDITIONAL,
    ),
    _ard(
        "How to Play Character Cards",
        "Declare, pay, take it from the hand, discard an overlaid character (window), put it "
        "into play (window).",
        _ADDITIONAL,
    ),
    _ard(
        "How to Play Event Cards",
        "Declare, pay, declare targets, put the event in the discard pile; the window begins "
        "with its effect.",
        _ADDITIONAL,
    ),
    _ard(
        "How to Play Item Cards",
        "Declare, pay, take it from the hand and declare the character to attach to (window), "
        "attach it in play (window).",
        _ADDITIONAL,
    ),
    _ard(
        "How to Play Battleground Cards",
        "Declare, pay, take it from the hand (window), put it into play (window).",
        _ADDITIONAL,
    ),
    _ard(
        "How to Use Activated Effects",
        "Declare the effect and pay its cost, then a priority window opens.",
        _ADDITIONAL,
    ),
    _ard(
        "Infinite Rules",
        "A loop of optional actions is shown three times, then its creator names how many "
        "times it repeats.",
        _ADDITIONAL,
    ),
    _ard(
        "Modifying Stats",
        "Modifying a stat a character lacks does not give it that stat; effects needing a stat "
        "skip characters without it.",
        _ADDITIONAL,
    ),
    _ard(
        "No Energy Cost",
        '"No cost" removes the energy icons, so there is no energy cost left to modify.',
        _ADDITIONAL,
    ),
    _ours(
        "Overlay",
        "Overlaying is the act of playing a character card",
        "Overlaying: same name, other version; attachments discarded; needs to be in play since "
        "the turn began to attack or deplete; triggers work at once; keeps the depleted state; "
        "also when put into play.",
        _ADDITIONAL,
    ),
    _ard(
        "Parenthesis Text",
        "Italic text in parentheses is a card rule, in effect even when the card is not in play.",
        _ADDITIONAL,
    ),
    _ard(
        "Play Area and In Play",
        "Cards in the play area are in play; leaving it is leaving play.",
        _ADDITIONAL,
    ),
    _ard(
        "Plural Rule",
        "A plural card title includes the singular, and the other way round.",
        _ADDITIONAL,
    ),
    _ard(
        "Power Damage",
        "A winning attacker's excess stat is power damage to the guardian; with no defender "
        "the attacker's whole final stat is.",
        _ADDITIONAL,
    ),
    _ard(
        "Removed from the Game",
        "Removed cards go to the removed-from-the-game pile: not in play, unaffected unless a "
        "card says so.",
        _ADDITIONAL,
    ),
    _ard(
        "Replacement Card Effects",
        'Replacement ("instead") effects are the only ones that apply in the middle of an effect.',
        _ADDITIONAL,
    ),
    _ard("Responding Player", "The player who is not the active player.", _ADDITIONAL),
    _ard(
        "Searching Your Deck",
        "A search may find nothing; a found card is revealed and goes to the hand unless "
        "stated otherwise.",
        _ADDITIONAL,
    ),
    _ard(
        "Shuffling Cards into Decks",
        "A card shuffled into a deck goes into its owner's deck.",
        _ADDITIONAL,
    ),
    _ard(
        "Side Deck",
        "The side deck holds the guardian's energy; energy may be swapped one-for-one for "
        "normal cards, and side and main decks may swap between games of a match.",
        _ADDITIONAL,
    ),
    _ard(
        "Simultaneous Effects",
        "Nothing is simultaneous: every effect resolves in queue order.",
        _ADDITIONAL,
    ),
    _ard(
        "Triggered Effects",
        "Used once each time the trigger is met, without an action; the active player's "
        "triggers queue first in his order, then the responding player's.",
        _ADDITIONAL,
    ),
    _ard(
        "Uniqueness Rule",
        "No playing or putting in play a card whose title you control (unless Non-Unique) or "
        "two of one title at once; duplicates by name are discarded down to one.",
        _ADDITIONAL,
    ),
    _ard(
        "The Queue",
        "The queue resolves simultaneous effects last in, first out, taking new effects "
        "whenever an item resolves.",
        _QUEUE,
    ),
    _ard(
        "How the Queue Works",
        "Events, activated and triggered effects are lined up and resolved last in, first out.",
        _QUEUE,
    ),
    _ard(
        "Priority and the Queue",
        "Priority windows: the active player acts or passes first, then the responding player; "
        "only the player with priority may add to the queue.",
        _QUEUE,
    ),
    _ard(
        "Examnple of the Queue and Priority",
        "The four cars in a dead-end alley: responses, passes, resolution and cancelling.",
        _QUEUE,
    ),
    _ard(
        "When a Queue Can Occur",
        "No new queue starts in the middle of an effect's resolution, even one with several "
        "instructions.",
        _QUEUE,
    ),
    _ard(
        "Triggered Effects and the Queue",
        "Triggered effects go on first: the active player's in his order, then the responding "
        "player's.",
        _QUEUE,
    ),
    _ard(
        "Paying Costs for Effects on the Queue",
        "Costs paid for an effect are not refunded when it is removed from the queue.",
        _QUEUE,
    ),
    _ours(
        "Example of Paying Costs",
        "You attack your opponent for 10 STR!",
        "Narrow Escape cancelled by Reality Check: the energy depleted for it stays depleted.",
        _QUEUE,
        parent="ARD: Paying Costs for Effects on the Queue",
    ),
    _ard(
        "Boosting and the Queue",
        "A boost goes on the queue like an effect, but it is not an activated effect.",
        _QUEUE,
    ),
    _ard(
        "Power Damage and the Queue",
        "Power damage never goes on the queue; it resolves outside any queue.",
        _QUEUE,
    ),
    _ours(
        "Queue Stages",
        "Below are the six stages of a queue.",
        "The six stages: active then responding player's triggers, active then responding "
        "player's priority, alternate until both pass, the top item resolves; repeat.",
        _QUEUE,
    ),
    _ard(
        _SEQUENCE,
        "The whole turn, step by step and phase by phase, with every priority window.",
        _SEQUENCE,
    ),
    _ard(
        "Step 1. Resource",
        "The Resource Step: four phases, each followed by a priority window.",
        _SEQUENCE,
        cite=_STEP1,
    ),
    _ard(
        "Phase 1. Renew All Depleted Cards",
        "Renew every depleted card; the window begins with start-of-turn triggers.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase 1 Renew",
        parent=_STEP1,
    ),
    _ard(
        "Phase 2: Draw a Card",
        "Draw a card, then a window.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase 2 Draw",
        parent=_STEP1,
    ),
    _ard(
        "Phase 3: Either Draw a Card or Play an Energy Card",
        "Draw a card or play an energy card of your choice from the side deck, then a window.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase 3 Draw or Energy",
        parent=_STEP1,
    ),
    _ard(
        "Phase 4: Either Draw a Card or Play an Energy Card",
        "Once more draw a card or play an energy card from the side deck, then a window.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase 4 Draw or Energy",
        parent=_STEP1,
    ),
    _ard(
        "Step 2 Main",
        "The Main Step: a window for start-of-Main triggers, then declare pass, play a card "
        "or attack.",
        _SEQUENCE,
        cite=_STEP2,
    ),
    _ard(
        "Phase A: Declare - Pass",
        "Declaring pass opens a window for end-of-Main triggers, then the Main Step ends.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase A Pass",
        parent=_STEP2,
    ),
    _ard(
        "Phase B: Declare - Play a card",
        "Declare playing a card, following the How to Play sections.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase B Play a Card",
        parent=_STEP2,
    ),
    _ard(
        "Phase C: Declare — Attack",
        "Declare the attacker and its stat; an attacker turned illegal ends the phase, an "
        "illegal defender does not; window to stop the attack.",
        _SEQUENCE,
        cite=_PHASE_C,
        parent=_STEP2,
    ),
    _ard(
        "1. Deplete the declared character",
        "Deplete the declared character, which is now attacking; window for attack triggers "
        "and for stopping defenders.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.1 Deplete Attacker",
        parent=_PHASE_C,
    ),
    _ard(
        "2. Opponent declares what character he wants to defend with and depletes them",
        "The opponent declares a defender and depletes it, then a window.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.2 Declare Defender",
        parent=_PHASE_C,
    ),
    _ard(
        "3. Battle begins",
        "The battle begins even without a defender; from the attacker, players boost, play "
        "events, use effects or pass until both pass with an empty queue.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.3 Battle",
        parent=_PHASE_C,
    ),
    _ard(
        "4. Stats lock on attacking character and defending character",
        "Stats lock; comparing final stats decides who wins and who loses (or both lose); "
        "window for win and lose triggers.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.4 Stats Lock",
        parent=_PHASE_C,
    ),
    _ard(
        "5. If the attacker's stat is higher than the defenders",
        "A higher attacker deals the difference as power damage to the guardian, characters "
        "take none; losers and their attachments are discarded; window.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.5 Power Damage",
        parent=_PHASE_C,
    ),
    _ard(
        "6. Battle ends",
        "The battle ends.",
        _SEQUENCE,
        cite="ARD: Sequence — Phase C.6 Battle Ends",
        parent=_PHASE_C,
    ),
    _ard(
        "Step 3. End",
        "The End Step: a last priority window.",
        _SEQUENCE,
        cite="ARD: Sequence — Step 3 End",
    ),
)


def _nest(listed: tuple[RuleSection, ...]) -> tuple[RuleSection, ...]:
    """Make every section without a parent a subsection of its part, where the part is cited."""
    cites = {s.cite for s in listed}
    nested = []
    for item in listed:
        part = f"{item.document}: {item.group}"
        if not item.parent and part in cites and part != item.cite:
            item = msgspec.structs.replace(item, parent=part)
        nested.append(item)
    return tuple(nested)


SECTIONS: tuple[RuleSection, ...] = _nest(_LISTED)
"""Every citable section of the two documents, in document order (RB first)."""

_BY_CITE: dict[str, RuleSection] = {s.cite: s for s in SECTIONS}

# Lines that head a part of a document but are not sections themselves: a section's text
# stops at them, so it never swallows an unrelated part (advertising, credits, a part title).
_STOPS: dict[str, tuple[str, ...]] = {
    "RB": ("What's a Trading Card Game?", "Learn to Play Fast!", "Credits"),
    "ARD": (),
}

# After a heading comes the end of the line, punctuation, or a space and more punctuation;
# never a word, so that "Attack" does not match "Attacking" nor "Triggered Effects" the
# line "Triggered Effects and the Queue".
_AFTER_HEADING = re.compile(r"$|[:.,?!]| [^\w\s]")


def section(cite: str) -> RuleSection:
    """The section cited as ``cite``; KeyError naming the closest citations if unknown."""
    try:
        return _BY_CITE[cite]
    except KeyError:
        close = difflib.get_close_matches(cite, _BY_CITE, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise KeyError(f"unknown Bleach rule section {cite!r}{hint}") from None


def read_section_text(rules_dir: Path, cite: str) -> str:
    """The text of the cited section (with its subsections), read from the documents."""
    wanted = section(cite)
    lines = _read_document(rules_dir, wanted.document)
    spans = _spans(wanted.document, lines)
    start, end = spans[cite]
    body = [_clean(lines[start], wanted.document), *lines[start + 1 : end]]
    return "\n".join(body).strip()


def _read_document(rules_dir: Path, document: str) -> list[str]:
    path = rules_dir / DOCUMENT_FILES[document]
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ReishiError(f"cannot read the {DOCUMENT_TITLES[document]} at {path}: {exc}") from exc


def _clean(line: str, document: str) -> str:
    text = line.strip()
    if document == "ARD" and text.endswith("Edit"):
        # The ARD was copied from a wiki: every heading ends with its "Edit" link.
        text = text.removesuffix("Edit")
    return text.removeprefix("•").strip()


def _starts_section(text: str, wanted: RuleSection) -> bool:
    if wanted.starts_with:
        return text.startswith(wanted.starts_with)
    if not text.startswith(wanted.heading):
        return False
    return _AFTER_HEADING.match(text, len(wanted.heading)) is not None


def _spans(document: str, lines: list[str]) -> dict[str, tuple[int, int]]:
    """Line range [start, end) of every section of ``document``."""
    cleaned = [_clean(line, document) for line in lines]
    ours = [s for s in SECTIONS if s.document == document]
    starts: dict[str, int] = {}
    at = 0
    # Sections are listed in document order, so each heading is searched for after the
    # previous one: headings that recur (The Golden Rule, Energy Cards) resolve to the right
    # occurrence.
    for wanted in ours:
        found = next(
            (i for i in range(at, len(lines)) if _starts_section(cleaned[i], wanted)), None
        )
        if found is None:
            raise ReishiError(
                f"{wanted.cite!r} not found in {DOCUMENT_FILES[document]} after line {at + 1}: "
                "has the document changed?"
            )
        starts[wanted.cite] = found
        at = found + 1
    stops = [i for i, text in enumerate(cleaned) if text in _STOPS[document]]
    spans: dict[str, tuple[int, int]] = {}
    for index, wanted in enumerate(ours):
        start = starts[wanted.cite]
        # A section runs to the next section that is not one of its subsections, or to the
        # next part title, whichever comes first.
        later = (starts[s.cite] for s in ours[index + 1 :] if not _is_within(s, wanted.cite))
        ends = [next(later, len(lines)), *(i for i in stops if i > start)]
        spans[wanted.cite] = (start, min(ends))
    return spans


def _is_within(candidate: RuleSection, ancestor: str) -> bool:
    parent = candidate.parent
    while parent:
        if parent == ancestor:
            return True
        parent = _BY_CITE[parent].parent
    return False


def rule_index() -> RuleIndex:
    """The Bleach rule index (the ``reishi.rule_indexes`` plugin)."""
    return RuleIndex(
        game="bleach",
        title="Bleach TCG",
        sections=SECTIONS,
        document_titles=DOCUMENT_TITLES,
        read_text=read_section_text,
        index_module="src/reishi/games/bleach/sections.py",
    )
