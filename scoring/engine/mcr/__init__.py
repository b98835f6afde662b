"""Mahjong Competition Rules (MCR, Chinese Official): the document, its fans and settlement."""
