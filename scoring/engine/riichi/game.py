"""The game around the hands: who deals next, honba and sticks, and the final scores.

Seat `E` deals first. The deal passes E -> S -> W -> N; when it comes back to E the round
wind moves on (East round, then South round for a hanchan). The dealer keeps the deal
(renchan) on a dealer win, a dealer tenpai at an exhaustive draw, or a chombo (replayed).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any

from ..standings import shared_placements
from ..tiles import SEATS

ROUNDS = {"hanchan": ("E", "S"), "tonpuusen": ("E",)}


@dataclass(frozen=True)
class RiichiDeal:
    round_wind: str = "E"
    dealer: str = "E"
    honba: int = 0
    riichi_sticks: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RiichiDeal:
        return cls(data["round_wind"], data["dealer"], data["honba"], data["riichi_sticks"])


def running_scores(results: list[dict[str, Any]], start_points: int) -> list[dict[str, int]]:
    """Each seat's points after each hand, from the engine's answers in order (riichi sticks
    on the table are out of everybody's points until someone wins them)."""
    points = {seat: start_points for seat in SEATS}
    after = []
    for result in results:
        points = {seat: points[seat] + result["payments"][seat] for seat in SEATS}
        after.append(points)
    return after


def next_deal(
    deal: RiichiDeal,
    *,
    dealer_keeps: bool,
    honba: int,
    riichi_sticks: int,
    game_length: str = "hanchan",
) -> RiichiDeal | None:
    """The deal after a hand, or None when the last round's last deal has passed.

    `honba` is the counter for the next hand: one more after a dealer win or any draw, none
    after a non-dealer win, the same after a replayed (chombo) hand.
    """
    if dealer_keeps:
        return RiichiDeal(deal.round_wind, deal.dealer, honba, riichi_sticks)
    dealer = SEATS[(SEATS.index(deal.dealer) + 1) % 4]
    round_wind = deal.round_wind
    if dealer == "E":
        rounds = ROUNDS[game_length]
        position = rounds.index(round_wind) + 1 if round_wind in rounds else len(rounds)
        if position >= len(rounds):
            return None
        round_wind = rounds[position]
    return RiichiDeal(round_wind, dealer, honba, riichi_sticks)


def riichi_final_scores(
    points: dict[str, int],
    options: dict[str, Any],
    *,
    adjustments: dict[str, int] | None = None,
    leftover_sticks: int = 0,
) -> dict[str, dict[str, Any]]:
    """Final scores from the points at the end of a game.

    final = points - return points + uma of the place (+ oka for first) + adjustments,
    where return points = start_points + oka / 4 (oka 0: the EMA default). Players tied
    for places share the uma (and oka, and leftover riichi sticks) of those places equally
    (`standings.shared_placements`, the tournament standings' EMA rule).
    """
    uma = options["uma"]
    top = options["oka"] + leftover_sticks * 1000
    back = options["start_points"] + Fraction(options["oka"], 4)
    shared_uma = shared_placements(points, uma)
    shared_top = shared_placements(points, [top, 0, 0, 0])
    out: dict[str, dict[str, Any]] = {}
    for seat in points:
        place = 1 + sum(1 for other in points.values() if other > points[seat])
        penalty = (adjustments or {}).get(seat, 0)
        final = points[seat] - back + shared_uma[seat] + shared_top[seat] + penalty
        out[seat] = {
            "place": place,
            "points": points[seat],
            "uma": _number(shared_uma[seat]),
            "oka": _number(shared_top[seat]),
            "penalty": penalty,
            "final": _number(final),
        }
    return out


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)
