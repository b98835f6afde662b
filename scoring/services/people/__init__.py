"""Clubs, people and privacy: accounts and sign-up, a club's players, roles and invitations,
a player's own pages, who may see whose name, and forgetting a person."""
