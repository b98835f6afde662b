"""Tournaments and the event day: players and registration, rounds and seating, the results
desk, the players' confirmations, the hall's screens, teams and standings."""
