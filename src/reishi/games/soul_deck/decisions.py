"""Every ruling the Soul Deck document leaves open, as one constant each.

Each is explained in ``docs/games/soul_deck.md`` (section "Decisions") and pinned by a
scenario citing "SD: Decision — <name>", so changing one's mind is an edit here plus
that scenario's expectation.
"""

from __future__ import annotations

# Decision — W is White. SD: Paying Card Costs lists "W = Red (Soul Reaper)" and then says
# "the W must be one White energy". The letter is what cards print; we name its colour
# White, as every other letter is its colour's initial (B Black, G Gray, U as in blUe).
COLOUR_NAMES = {"W": "White", "B": "Black", "U": "Blue", "G": "Gray"}

# Decision — Blockers per attacker: blocks are pairs (SD: COMBAT "the attacker and
# blocker deal their Reiatsu as damage to each other"), so one blocker per attacker.
MAX_BLOCKERS_PER_ATTACKER = 1

# Decision — Flash Step chains: responses chain without limit, last in first out.
# A number here caps how many responses may sit above the first card on the stack.
MAX_RESPONSES: int | None = None

# Decision — Hierro: "Hierro N" prints how much; each instance of damage the character
# takes is reduced by N (never below 0). A bare "Hierro" reduces by this much.
HIERRO_DEFAULT = 1

# Decision — Tier 3 tributes: a tribute is worth 1 if it is a tier-1 character and 2 if
# it is tier 2 or 3; a tier-3 character needs tributes worth 2 (one big or two small).
TIER3_TRIBUTE_WORTH = 2

# Decision — Basic energy: basic Spiritual Energy is exempt from the 3-copy limit.
BASIC_ENERGY_EXEMPT = True

# Decision — Energy and slots: Spiritual Energy sits in the Support Zone without filling
# one of its five slots (else no tier-3 cost of 7+ could ever be paid).
ENERGY_USES_SLOT = False

# Decision — One mulligan per player.
MULLIGANS = 1

# Decision — Summoning sickness: a character cannot attack the turn it entered play.
SUMMONING_SICKNESS = True

# Decision — One Field for the table: a new Field replaces the one in play, whoever owns it.
SHARED_FIELD = True

# Decision — Hand size: discard down to this many in your End Phase (SD: TURN PHASES).
MAX_HAND = 6
