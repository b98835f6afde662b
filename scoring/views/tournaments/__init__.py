"""The tournament pages, one module for each part of the event they serve (docs/tournaments.md)."""
