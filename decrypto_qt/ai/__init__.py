"""Computer players: a player is a function of its window's view returning actions.

Pure Python and numpy; no Qt and no sockets. Word meaning comes from a
multilingual sentence encoder shipped inside a PyPI package (:mod:`.model`),
candidate clues from common words of the pack's language (:mod:`.vocabulary`).
"""
