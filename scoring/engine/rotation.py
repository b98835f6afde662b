"""Who deals next, and the prevailing wind (classical-extra.md, "Seats, East and the prevailing wind").

East keeps the deal when East wins and when the hand is drawn; otherwise the deal passes and
South becomes East. The prevailing wind moves on (E, S, W, N) once every player has been East in
it. Penalty endings (seed 001) are decided by settlement: its `east_keeps_deal` is what a
session feeds in here, hand after hand.

A game is four winds ("full"), one wind ("one_wind") or a number of hands ("hands").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .tiles import SEATS

GAME_LENGTHS = ("full", "one_wind", "hands")


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

    def seats(self) -> dict[str, str]:
        """Wind -> starting seat of the player sitting there, for every wind."""
        return {wind: self.player_at(wind) for wind in SEATS}


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


def _check_length(length: str, hand_limit: int | None) -> None:
    if length not in GAME_LENGTHS:
        raise ValueError(f"unknown game length {length!r} (known: {', '.join(GAME_LENGTHS)})")
    if length == "hands" and (not isinstance(hand_limit, int) or hand_limit < 1):
        raise ValueError("a game of a number of hands needs hand_limit of at least 1")


def deal_after(
    deal: Deal,
    east_keeps_deal: bool,
    *,
    hands_played: int,
    length: str = "full",
    hand_limit: int | None = None,
    first: Deal | None = None,
) -> Deal | None:
    """The next hand's deal in a game of `length`, or None when the game is over.

    `hands_played` counts the hands played so far, this one included; `first` is the game's
    first deal (default: East wind, starting East) — a one-wind game ends when that wind does.
    """
    _check_length(length, hand_limit)
    if length == "hands" and hands_played >= hand_limit:
        return None
    following = next_deal(deal, east_keeps_deal)
    if length == "one_wind":
        wind = (first or Deal()).prevailing_wind
        if following is None or following.prevailing_wind != wind:
            return None
    if length == "hands" and following is None:
        # A game of N hands may run past North: play goes on round the winds again.
        following = Deal()
    return following


def walk(
    outcomes: Iterable[bool],
    *,
    length: str = "full",
    hand_limit: int | None = None,
    first: Deal | None = None,
) -> tuple[list[Deal], Deal | None]:
    """Each played hand's deal and the next hand's (None: the game is over).

    `outcomes` are the hands' `east_keeps_deal` in the order they were played. A hand recorded
    after the game was over is a ValueError naming it.
    """
    _check_length(length, hand_limit)
    deal: Deal | None = first or Deal()
    played: list[Deal] = []
    for number, keeps in enumerate(outcomes, start=1):
        if deal is None:
            raise ValueError(f"hand {number} was played after the game was over")
        played.append(deal)
        deal = deal_after(
            deal,
            keeps,
            hands_played=number,
            length=length,
            hand_limit=hand_limit,
            first=first,
        )
    return played, deal
