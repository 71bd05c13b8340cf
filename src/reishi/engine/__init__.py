"""Game-agnostic engine: state, actions, events, effects, queue, views, RNG."""
