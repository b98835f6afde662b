"""Ratings: every finished game as a plain result (who sat where, each player's total) and
the ratings those results move, per club and ruleset."""
