"""Name cards (one per player, eight to an A4 page) and table cards (one big table number
per landscape page), as PDFs in parts small enough for one request (see `pdf_parts`): 200
name cards took 5.5 s of CPU, 100 table cards 0.5 s."""

from __future__ import annotations

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string

from scoring.engine.seating import TABLE_SIZE
from scoring.models import Tournament

from .tournaments import Part, active_player_ids

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


def name_cards_pdf(tournament: Tournament, part: Part) -> bytes:
    from weasyprint import HTML

    players = list(name_card_players(tournament)[part.first - 1 : part.last])
    html = render_to_string(
        "scoring/tournaments/print_cards.html",
        {"tournament": tournament, "players": players, "inline_css": _css()},
    )
    return HTML(string=html).write_pdf()


def table_cards_pdf(tournament: Tournament, part: Part) -> bytes:
    from weasyprint import HTML

    html = render_to_string(
        "scoring/tournaments/print_cards.html",
        {
            "tournament": tournament,
            "players": None,
            "table_numbers": range(part.first, part.last + 1),
            "inline_css": _css(),
        },
    )
    return HTML(string=html).write_pdf()
