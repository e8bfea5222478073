"""Shared primitives with no game knowledge: randomness, decks, grids, turns,
the Game protocol and records."""
