"""Team standings: an organiser lists the teams, one a line ("Team name: player, player"),
and the teams are ranked by their members' results added up (scoring.engine.standings)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine import standings as standings_engine
from scoring.models import TeamMember, Tournament
from scoring.services import live
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.standings import compute_standings

MAX_LINES = 2000
MAX_TEAM_NAME = 80


def parse_teams(tournament: Tournament, text: str) -> dict[int, str]:
    """Player id -> team from the lines, or a TournamentError naming every bad line."""
    by_name = {p.name.casefold(): p.pk for p in tournament.players.only("name", "club_id")}
    teams, first_line, errors = {}, {}, []
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise TournamentError(_("At most %(n)s lines of teams.") % {"n": MAX_LINES}, "teams")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        team, colon, members = line.partition(":")
        team = " ".join(team.split())
        if not colon or not team:
            errors.append(
                _("Line %(n)s: write the team's name, a colon, then its players.") % {"n": number}
            )
            continue
        if len(team) > MAX_TEAM_NAME:
            errors.append(
                _("Line %(n)s: a team's name has at most %(max)s characters.")
                % {"n": number, "max": MAX_TEAM_NAME}
            )
            continue
        for name in (m.strip() for m in members.split(",")):
            if not name:
                continue
            pk = by_name.get(name.casefold())
            if pk is None:
                errors.append(
                    _("Line %(n)s: %(p)s is not a player of this event.")
                    % {"n": number, "p": repr(name[:80])}
                )
            elif pk in teams:
                errors.append(
                    _("Line %(n)s: %(p)s is already in team %(t)s (line %(first)s).")
                    % {"n": number, "p": name, "t": teams[pk], "first": first_line[pk]}
                )
            else:
                teams[pk], first_line[pk] = team, number
    if errors:
        raise TournamentError(" ".join(errors[:20]), "teams")
    return teams


@transaction.atomic
def set_teams(tournament: Tournament, text: str) -> int:
    """Replace the event's teams with those of `text`; returns how many teams there are."""
    teams = parse_teams(tournament, text)
    TeamMember.objects.filter(tournament=tournament).delete()
    live.changed("tournament", tournament.pk)  # a bulk insert: no signal follows it
    TeamMember.objects.bulk_create(
        TeamMember(tournament=tournament, player_id=pk, team=team) for pk, team in teams.items()
    )
    return len(set(teams.values()))


def teams_text(tournament: Tournament) -> str:
    """The event's teams as the form's lines, for editing."""
    members: dict[str, list[str]] = {}
    for member in tournament.teams.select_related("player").order_by("team", "player__name"):
        members.setdefault(member.team, []).append(member.player.name)
    return "\n".join(f"{team}: {', '.join(names)}" for team, names in members.items())


def team_standings(tournament: Tournament):
    """(standings, team rows best first) for the event."""
    standings = compute_standings(tournament)
    team_of = dict(tournament.teams.values_list("player_id", "team"))
    teams = {
        row.player: team_of[row.player.pk] for row in standings.rows if row.player.pk in team_of
    }
    return standings, standings_engine.team_standings(standings.rows, teams, tournament.scheme)
