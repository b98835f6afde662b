"""Keeping people apart at the tables: team-mates, and, as the organiser chooses, players of
one club or one country, in the rounds the organiser names (docs/tournaments.md, "Keeping
people apart"). The seating engine takes it as a soft constraint under the no-repeat
promise; here are the players' labels, the rounds that ask, and what the round page reports:
each pair that meets again and each pair seated together that should have been apart."""

from __future__ import annotations

import itertools
import re
from collections import Counter

from django.utils.translation import gettext as _

from scoring.engine import seating as seating_engine
from scoring.models import TeamMember, Tournament
from scoring.services.people import privacy

# Pairs of each kind the round page lists (a 10,000-player event could have hundreds).
REPORT_LINES = 50
ROUNDS_PATTERN = re.compile(r"(\d{1,4})(?:-(\d{1,4}))?")


class RoundsError(ValueError):
    """The organiser's rounds could not be read; the message says why, translated."""


def parse_rounds(text: str, rounds_planned: int) -> set[int]:
    """Round numbers from "1-3, 5" (commas or spaces between them); empty: every round."""
    text = (text or "").strip()
    if not text:
        return set(range(1, rounds_planned + 1))
    chosen: set[int] = set()
    for part in re.split(r"[,;\s]+", re.sub(r"\s*[-–]\s*", "-", text)):
        if not part:
            continue
        match = ROUNDS_PATTERN.fullmatch(part)
        if not match:
            raise RoundsError(
                _("'%(part)s' is not a round or a range of rounds (such as 1-3).")
                % {"part": part.strip()[:20]}
            )
        first = int(match.group(1))
        last = int(match.group(2) or first)
        if last < first or first < 1 or last > rounds_planned:
            raise RoundsError(
                _("Rounds go from 1 to %(n)s: '%(part)s' is not among them.")
                % {"n": rounds_planned, "part": part.strip()}
            )
        chosen.update(range(first, last + 1))
    return chosen


def rounds_text(rounds: set[int]) -> str:
    """Round numbers written back as runs: {1, 2, 3, 5} -> "1-3, 5"."""
    runs: list[list[int]] = []
    for number in sorted(rounds):
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def labels(tournament: Tournament, player_ids=None) -> dict[int, frozenset]:
    """Player id -> what keeps them apart from others: ("team", name), ("club", id),
    ("country", code); only the kinds the event asks for, only players who have one."""
    kinds = []
    found: dict[int, set] = {}
    if tournament.apart_teams:
        for player_id, team in TeamMember.objects.filter(tournament=tournament).values_list(
            "player_id", "team"
        ):
            found.setdefault(player_id, set()).add(("team", team))
    if tournament.apart_clubs or tournament.apart_countries:
        kinds = tournament.players.values_list("pk", "club_id", "nationality", "country")
        if player_ids is not None:
            kinds = kinds.filter(pk__in=player_ids)
        for pk, club_id, nationality, country in kinds:
            if tournament.apart_clubs:
                found.setdefault(pk, set()).add(("club", club_id))
            where = nationality or " ".join(country.split()).casefold()
            if tournament.apart_countries and where:
                found.setdefault(pk, set()).add(("country", where))
    return {pk: frozenset(mine) for pk, mine in found.items()}


def apart(tournament: Tournament, player_ids=None) -> seating_engine.Apart:
    """The engine's `apart`: each chosen round's index (from 0) -> the players' labels.
    Empty when nobody has a label (no teams, nothing else asked): the seed's plan as before.

    With `player_ids` (the players a round seats) it is what the seating is asked: a label
    more than a quarter of them share (the host club, the host country) cannot be kept apart
    (some table must seat two of them), so it is left out there, or the search would spend
    its every step on it; the quality and the round page still count those pairs."""
    mine = labels(tournament, player_ids)
    if player_ids is not None and mine:
        tables = len(player_ids) // seating_engine.TABLE_SIZE
        held = Counter(label for own in mine.values() for label in own)
        overfull = {label for label, count in held.items() if count > tables}
        if overfull:
            mine = {pk: own - overfull for pk, own in mine.items() if own - overfull}
    if not mine:
        return {}
    try:
        rounds = parse_rounds(tournament.apart_rounds, tournament.rounds_planned)
    except RoundsError:  # checked by the form; a stored value beyond the rounds keeps all
        rounds = set(range(1, tournament.rounds_planned + 1))
    return {number - 1: mine for number in rounds}


def round_report(tournament: Tournament, history, number: int) -> dict:
    """Round `number`'s pairs that met before (with the rounds they met in) and its pairs
    seated together that the event keeps apart (with what they share), named as the viewer
    may see them; sorted by table, at most REPORT_LINES of each (`more`: how many not
    listed)."""
    if number > len(history):
        return {"repeats": [], "together": [], "more": 0}
    tables = history[number - 1].tables
    earlier: dict[frozenset, list[int]] = {}
    for n, past in enumerate(history[: number - 1], start=1):
        for table in past.tables:
            for pair in itertools.combinations(table, 2):
                earlier.setdefault(frozenset(pair), []).append(n)
    asked = apart(tournament).get(number - 1, {})
    repeats, together = [], []
    for t, table in enumerate(tables, start=1):
        for a, b in itertools.combinations(table, 2):
            met = earlier.get(frozenset((a, b)))
            if met:
                repeats.append((t, a, b, met))
            shared = asked.get(a, frozenset()) & asked.get(b, frozenset())
            if shared:
                together.append((t, a, b, shared))
    more = max(0, len(repeats) - REPORT_LINES) + max(0, len(together) - REPORT_LINES)
    repeats, together = repeats[:REPORT_LINES], together[:REPORT_LINES]
    ids = {p for _t, a, b, _x in [*repeats, *together] for p in (a, b)}
    names = privacy.player_names(ids)
    return {
        "more": more,
        "repeats": [
            {"table": t, "first": names.get(a, ""), "second": names.get(b, ""), "rounds": met}
            for t, a, b, met in repeats
        ],
        "together": [
            {
                "table": t,
                "first": names.get(a, ""),
                "second": names.get(b, ""),
                "shared": ", ".join(sorted(_label_text(x) for x in shared)),
            }
            for t, a, b, shared in together
        ],
    }


def _label_text(label) -> str:
    kind, value = label
    if kind == "team":
        return _("team %(name)s") % {"name": value}
    if kind == "club":
        return _("the same club")
    return _("country %(code)s") % {"code": value.upper()}
