"""Name cards (one per player, eight to an A4 page) and table cards (one landscape page per
table: its number as large as the page holds and, once a round is seated, the round's four
players with their winds), as PDFs in parts small enough for one request (see `pdf_parts`):
200 name cards took 5.5 s of CPU, 100 table cards 0.5 s."""

from __future__ import annotations

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from django.utils.translation import gettext as _

from scoring.engine.seating import TABLE_SIZE
from scoring.models import Round, Tournament
from scoring.services.csv import wind_word
from scoring.services.tournaments import table_confirmations
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.exports import Part
from scoring.services.tournaments.seating import active_player_ids, round_seating

NAME_CARDS_PER_PART = 80
TABLE_CARDS_PER_PART = 100


def _css() -> str:
    with open(finders.find("scoring/cards.css"), encoding="utf-8") as f:
        return f.read()


def name_card_players(tournament: Tournament):
    """The players still in, by name (withdrawn players need no card)."""
    return (
        tournament.players.filter(pk__in=active_player_ids(tournament))
        .select_related("club")
        .order_by("name")
    )


def table_count(tournament: Tournament) -> int:
    """The most tables any round has, or the tables the players still in fill."""
    seated = max((r.tables.count() for r in tournament.rounds.all()), default=0)
    return max(seated, len(active_player_ids(tournament)) // TABLE_SIZE)


def name_cards_html(tournament: Tournament, part: Part) -> str:
    players = list(name_card_players(tournament)[part.first - 1 : part.last])
    return render_to_string(
        "scoring/tournaments/print_cards.html",
        {"tournament": tournament, "players": players, "inline_css": _css()},
    )


def name_cards_pdf(tournament: Tournament, part: Part) -> bytes:
    from weasyprint import HTML

    return HTML(string=name_cards_html(tournament, part)).write_pdf()


def card_round(tournament: Tournament, wanted) -> Round | None:
    """The round whose seating the table cards show: `wanted` (the page's `?round=`), else
    the latest seated; None before any round is seated. A round the event does not have is
    a TournamentError naming the rounds it has."""
    rounds = tournament.rounds.order_by("number")
    if wanted in (None, ""):
        return rounds.last()
    wanted = str(wanted)
    number = int(wanted) if wanted.isdigit() and len(wanted) <= 6 else None
    found = rounds.filter(number=number).first() if number is not None else None
    if found is None:
        count = rounds.count()
        if not count:
            raise TournamentError(_("No round is seated yet: the cards show only the numbers."))
        raise TournamentError(
            _("This event has rounds 1 to %(n)s: there is no round %(r)s.")
            % {"n": count, "r": str(wanted)[:10]}
        )
    return found


def table_cards_pdf(tournament: Tournament, part: Part, round_: Round | None = None) -> bytes:
    """A page per table number of the part; with `round_`, each of its tables shows its four
    players (a substitute in the seat they play), named as the viewer may see them
    (privacy), by wind in the page's language, and the table's code for the players' phones
    (docs/tournaments.md, "Players confirm their table")."""
    from weasyprint import HTML

    seats, codes = {}, {}
    if round_ is not None:
        for number, table, players in round_seating(round_, played=True):
            if part.first <= number <= part.last:
                seats[number] = [(wind_word(wind), player.name) for wind, player in players]
                codes[number] = table_confirmations.shown_code(table.code)
    html = render_to_string(
        "scoring/tournaments/print_cards.html",
        {
            "tournament": tournament,
            "players": None,
            "round": round_,
            "tables": [(n, seats.get(n), codes.get(n)) for n in range(part.first, part.last + 1)],
            "inline_css": _css(),
        },
    )
    return HTML(string=html).write_pdf()
