"""Score's Bleach TCG (2007): every rule of the rulebook and the Advanced Rulings Document."""
