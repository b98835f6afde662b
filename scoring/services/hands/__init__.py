"""Hands and games: a table's game and its hands recorded, corrected and deleted, scored by
the engine and explained to the referee; club nights, the players' phones at a table, and
the words of the rulesets and their house rules in the reader's language."""
