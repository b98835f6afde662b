"""Riichi pieces used by `rules.riichi`: tiles and notation, the document, hand values from
the `mahjong` package, payments, pao (seed 004) and the game (rotation, final scores)."""
