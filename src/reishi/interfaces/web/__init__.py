"""Play in the browser: a FastAPI server that is the only authority, and a plain HTML page.

The server keeps every game as (rules version, decks, seed, options, actions) in SQLite and
rebuilds it by replay after a restart; each connection receives only its own seat's view
and log. Nothing here names a game: games, agents, boards and rule indexes are plugins.
"""
