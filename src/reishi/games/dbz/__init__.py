"""Panini Dragon Ball Z TCG: card data, the OCTGN importer, the card-text compiler and decks."""
