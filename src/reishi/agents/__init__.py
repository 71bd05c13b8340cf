"""Computer players: the Agent protocol and its implementations."""
