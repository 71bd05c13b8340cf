"""The games Reishi knows; each registers itself with the engine by name."""
