"""Who deals next, and the prevailing wind (classical-extra.md, "Seats, East and the prevailing wind")."""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import SEATS


@dataclass(frozen=True)
class Deal:
    """The state before a hand: the prevailing wind, and which starting seat sits at East.

    `east_index` counts from the session's starting seats: 0 means the player who started at
    East is East, 1 the player who started at South, and so on.
    """

    prevailing_wind: str = "E"
    east_index: int = 0
    hands_in_wind: int = 0  # how many times the deal has passed within this wind

    def seat_of(self, starting_seat: str) -> str:
        """The wind that the player who started at `starting_seat` sits at in this deal."""
        return SEATS[(SEATS.index(starting_seat) - self.east_index) % 4]

    def player_at(self, wind: str) -> str:
        """The starting seat of the player who sits at `wind` in this deal."""
        return SEATS[(SEATS.index(wind) + self.east_index) % 4]


def next_deal(deal: Deal, east_keeps_deal: bool) -> Deal | None:
    """The deal after a hand; None when the North wind's last deal has passed (game over)."""
    if east_keeps_deal:
        return deal
    east_index = (deal.east_index + 1) % 4
    if east_index == 0:
        # Every player has been East in this wind: the prevailing wind moves on.
        index = SEATS.index(deal.prevailing_wind) + 1
        if index == 4:
            return None
        return Deal(SEATS[index], 0, 0)
    return Deal(deal.prevailing_wind, east_index, deal.hands_in_wind + 1)
