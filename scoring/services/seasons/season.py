"""Seasons: a club's named date range and its ladder, with printable, PDF and CSV exports.

A season counts the club's finished club-night games (kind "club") dated from its first to its
last day; tournament games keep their own standings. Each ruleset has its own standings (a
season of one ruleset, `Season.ruleset`, counts only its games): an MCR score and a classical
one are never added up. Measures (Season.measure):
- `score`: the total of a player's game totals; tiebreak table points.
- `table_points`: table points (4/2/1/0 by place, shared on ties) per game; tiebreak average.
- `average`: the average game total; tiebreak table points per game.
A player with fewer games than the season's minimum is listed after the ranked players,
without a rank.
"""

from __future__ import annotations

import datetime
from collections import Counter
from dataclasses import dataclass, field

from django.template.loader import render_to_string
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from scoring.engine.rulesets import all_rulesets
from scoring.models import Club, Player, Rating, Season, Session
from scoring.services.csv import column, csv_text
from scoring.services.hands import house_rules as house_rules_service
from scoring.services.hands.ruleset_words import ruleset_name
from scoring.services.ratings import games as games_service
from scoring.services.tournaments.exports import print_css
from scoring.services.tournaments.standings import local_number


class SeasonError(ValueError):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.message = message
        self.field = field


def check_season(start, end, min_games) -> None:
    """The season's own bad input, as a SeasonError naming its field."""
    if isinstance(start, datetime.date) and isinstance(end, datetime.date) and end < start:
        raise SeasonError(
            _("The season ends on %(end)s, before it starts on %(start)s.")
            % {"end": formats.date_format(end), "start": formats.date_format(start)},
            "end",
        )
    if min_games is not None and min_games < 0:
        raise SeasonError(
            _("The minimum number of games cannot be below zero (it was %(n)s).")
            % {"n": min_games},
            "min_games",
        )


def create_season(
    club: Club, user, *, name, start, end, measure, min_games, ruleset="", house_rules=None
) -> Season:
    check_season(start, end, min_games)
    if house_rules is not None:
        try:
            house_rules = house_rules_service.adopted(club, house_rules, user)
        except house_rules_service.HouseRulesError as exc:
            raise SeasonError(exc.message, "house_rules") from None
    if measure not in Season.Measure.values:
        raise SeasonError(_("Unknown standings measure %(m)r.") % {"m": measure}, "measure")
    if ruleset and ruleset not in {r.id for r in all_rulesets()}:
        raise SeasonError(_("Unknown ruleset %(r)r.") % {"r": ruleset[:32]}, "ruleset")
    if house_rules is not None:
        # House rules are one classical ruleset's: the season is that ruleset's.
        base = house_rules.ruleset.base
        if ruleset and ruleset != base:
            raise SeasonError(
                _("These house rules change %(base)s, not the season's ruleset %(ruleset)s.")
                % {"base": ruleset_name(base), "ruleset": ruleset_name(ruleset)},
                "house_rules",
            )
        ruleset = base
    return Season.objects.create(
        club=club,
        name=name,
        start=start,
        end=end,
        measure=measure,
        min_games=min_games,
        ruleset=ruleset,
        house_rules=house_rules,
        created_by=user,
    )


def season_games(season: Season, ruleset: str | None = None):
    """The season's finished club games; of one ruleset: the season's own, else `ruleset`."""
    found = Session.objects.filter(
        club_id=season.club_id,
        kind=Session.Kind.CLUB,
        date__gte=season.start,
        date__lte=season.end,
        finished_at__isnull=False,
    )
    ruleset = season.ruleset or ruleset
    return found.filter(ruleset=ruleset) if ruleset else found


def season_rulesets(season: Season) -> list[str]:
    """The rulesets the season's standings are kept for, each its own: the season's one, or
    those its games were played in, the most played first (then by id)."""
    if season.ruleset:
        return [season.ruleset]
    counts = Counter(season_games(season).values_list("ruleset", flat=True))
    return sorted(counts, key=lambda r: (-counts[r], r))


def chosen_ruleset(season: Season, wanted: str | None, rulesets=None) -> str:
    """Which ruleset's standings a page shows: `wanted` (the page's `?ruleset=`) if the season
    keeps standings for it, the first otherwise; a ruleset it has none for is a SeasonError."""
    if rulesets is None:
        rulesets = season_rulesets(season)
    if wanted:
        if wanted not in rulesets:
            raise SeasonError(
                _("This season has no standings for the ruleset %(r)s.")
                % {"r": ruleset_name(wanted[:32])},
                "ruleset",
            )
        return wanted
    return rulesets[0] if rulesets else season.ruleset


@dataclass
class SeasonStandings:
    season: Season
    lines: list  # games.Line with .player a Player, ranked first
    games: int
    found: list = field(default_factory=list)  # the games.Game rows they were tallied from
    ruleset: str = ""  # whose games these are ("" only for a season without games)
    rulesets: list = field(default_factory=list)  # every ruleset with standings this season

    @property
    def ruleset_label(self) -> str:
        return ruleset_name(self.ruleset) if self.ruleset else ""

    @property
    def ruleset_links(self) -> list[tuple[str, str]]:
        """(ruleset id, name) of each ruleset's standings, when there are several."""
        if len(self.rulesets) < 2:
            return []
        return [(r, ruleset_name(r)) for r in self.rulesets]

    @property
    def measure_label(self):
        return self.season.get_measure_display()

    @property
    def explanation(self) -> str:
        first = {
            Season.Measure.SCORE: _(
                "Ranked by total score (the sum of each game's payments); ties broken by table "
                "points."
            ),
            Season.Measure.TABLE_POINTS: _(
                "Ranked by table points per game (4, 2, 1, 0 by place at each game, shared on "
                "ties); ties broken by the average score per game."
            ),
            Season.Measure.AVERAGE: _(
                "Ranked by the average score per game; ties broken by table points per game."
            ),
        }[self.season.measure]
        if self.season.min_games:
            first += " " + _(
                "Players with fewer than %(n)s games are listed after the others, unranked."
            ) % {"n": self.season.min_games}
        if self.ruleset:
            return (
                first
                + " "
                + _(
                    "Only finished club-night games of %(ruleset)s count; each ruleset has its own standings."
                )
                % {"ruleset": self.ruleset_label}
            )
        return first + " " + _("Only finished club-night games count.")


KEYS = {
    Season.Measure.SCORE: lambda line: (line.score, line.table_points),
    Season.Measure.TABLE_POINTS: lambda line: (line.points_per_game, line.average),
    Season.Measure.AVERAGE: lambda line: (line.average, line.points_per_game),
}


def standings(
    season: Season, ruleset: str | None = None, rulesets=None, *, with_ratings: bool = True
) -> SeasonStandings:
    """The season's ladder for one ruleset (`chosen_ruleset`): scores of different rulesets
    are never added up; each line's rating is the player's in that ruleset (`line.rating`, a
    Rating or None; not read `with_ratings=False`). Five queries whatever its length
    (rulesets, games, totals, players, ratings)."""
    if rulesets is None:
        rulesets = season_rulesets(season)
    ruleset = chosen_ruleset(season, ruleset, rulesets)
    found = games_service.games(season_games(season, ruleset))
    lines = list(games_service.tally(found, unfinished_scores=False).values())
    players = Player.objects.in_bulk([line.player for line in lines])
    current = {}
    if with_ratings and players:
        current = {
            r.player_id: r for r in Rating.objects.filter(player__in=list(players), ruleset=ruleset)
        }
    for line in lines:
        line.rating = current.get(line.player)
        line.player = players[line.player]
    ranked = games_service.rank(
        lines, KEYS[season.measure], qualified=lambda line: line.finished >= season.min_games
    )
    return SeasonStandings(
        season, ranked, sum(1 for g in found if g.counts), found, ruleset, rulesets
    )


def hall_rows(season: Season, ruleset: str | None = None, rulesets=None) -> list[dict]:
    """The season's standings as plain rows for a hall display (a screen in the club room):
    rank (None: not yet ranked), name, games, and the measure's figure as text."""
    figure = {
        Season.Measure.SCORE: lambda line: str(line.score),
        Season.Measure.TABLE_POINTS: lambda line: local_number(line.points_per_game),
        Season.Measure.AVERAGE: lambda line: local_number(line.average),
    }[season.measure]
    return [
        {
            "rank": line.rank,
            "tied": line.tied,
            "name": line.player.name,
            "games": line.finished,
            "figure": figure(line),
        }
        for line in standings(season, ruleset, rulesets, with_ratings=False).lines
    ]


def standings_csv(result: SeasonStandings) -> str:
    keys = (
        "rank",
        "name",
        "games",
        "score",
        "table points",
        "table points per game",
        "average per game",
        "rating",
        "rating uncertainty",
    )
    rows = [[column(k) for k in keys]]
    for line in result.lines:
        rows.append(
            [
                line.rank if line.rank is not None else "",
                line.player.name,
                line.finished,
                line.score,
                round(float(line.table_points), 2),
                round(float(line.points_per_game), 2),
                round(float(line.average), 2),
                round(line.rating.mu, 2) if line.rating is not None else "",
                round(line.rating.sigma, 2) if line.rating is not None else "",
            ]
        )
    return csv_text(rows)


def standings_pdf(result: SeasonStandings) -> bytes:
    from weasyprint import HTML

    return HTML(string=standings_print(result)).write_pdf()


def standings_print(result: SeasonStandings) -> str:
    """The season PDF's HTML, in the active language."""
    return render_to_string(
        "scoring/seasons/print.html",
        {
            "result": result,
            "season": result.season,
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )
