"""Panini's Dragon Ball Z TCG: every rule of the rulebook and the Comprehensive Rulings."""
