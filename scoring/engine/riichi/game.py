"""The game around the hands: who deals next, honba and sticks, and the final scores.

Seat `E` deals first. The deal passes E -> S -> W -> N; when it comes back to E the round
wind moves on (East round, then South round for a hanchan). The dealer keeps the deal
(renchan) on a dealer win, a dealer tenpai at an exhaustive draw, or a chombo (replayed).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any

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
    for places share the uma (and oka, and leftover riichi sticks) of those places equally.
    """
    uma = options["uma"]
    oka = options["oka"]
    back = options["start_points"] + oka // 4
    ordered = sorted(points, key=lambda s: -points[s])
    out: dict[str, dict[str, Any]] = {}
    place = 0
    while place < len(ordered):
        tied = [s for s in ordered if points[s] == points[ordered[place]]]
        shared = range(place, place + len(tied))
        share_uma = Fraction(sum(uma[p] for p in shared), len(tied))
        top = 0 in shared
        share_oka = Fraction(oka + leftover_sticks * 1000, len(tied)) if top else Fraction(0)
        for seat in tied:
            penalty = (adjustments or {}).get(seat, 0)
            final = points[seat] - back + share_uma + share_oka + penalty
            out[seat] = {
                "place": place + 1,
                "points": points[seat],
                "uma": _number(share_uma),
                "oka": _number(share_oka),
                "penalty": penalty,
                "final": _number(final),
            }
        place += len(tied)
    return out


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)
