"""The EMA results workbook, read back the way the EMA ranking officer's importer reads it:
one sheet, the tournament's facts in row 3 (columns A, B, L, M, P, Q, R), one player a row
from row 2 on in columns C-J (docs/tournaments.md, "EMA results workbook")."""

import datetime
import io

import pytest
from openpyxl import load_workbook

from scoring.models import Player
from scoring.services.files import ema
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

pytestmark = pytest.mark.django_db


class ImporterView:
    """The cells the importer reads, by its zero-based (row, column) positions."""

    def __init__(self, data: bytes, sheet: str):
        self.sheet = load_workbook(io.BytesIO(data))[sheet]

    def cell_value(self, rowx, colx):
        value = self.sheet.cell(row=rowx + 1, column=colx + 1).value
        return "" if value is None else value  # an empty cell reads as ""

    def tournament(self):
        return {
            "title": self.cell_value(2, 0),
            "place": self.cell_value(2, 12),
            "player_count": int(self.cell_value(2, 1)),
            "raw_date": self.cell_value(2, 16),
            "ruleset": "riichi" if self.cell_value(2, 15).lower() == "riichi" else "mcr",
            "day_count": self.cell_value(2, 17),
            "country3": self.cell_value(2, 11),
        }

    def results(self):
        found = []
        for rx in range(1, self.tournament()["player_count"] + 1):
            ema_id = str(int(self.cell_value(rx, 5)))
            if len(ema_id) == 7:
                ema_id = f"0{ema_id}"
            found.append(
                {
                    "position": int(self.cell_value(rx, 2)),
                    "first": self.cell_value(rx, 3),
                    "last": self.cell_value(rx, 4),
                    "ema_id": ema_id,
                    "member": bool(self.cell_value(rx, 8)),
                    "country3": self.cell_value(rx, 9),
                    "table_points": self.cell_value(rx, 6),
                    "score": int(self.cell_value(rx, 7)),
                }
            )
        return found


@pytest.fixture
def riichi_event(organiser, tournament_of):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    t.name, t.place, t.country = "Prague Riichi Open", "Prague", "CZE"
    t.date, t.last_day = datetime.date(2026, 11, 21), datetime.date(2026, 11, 22)
    t.save()
    players = list(t.players.order_by("pk"))
    players[0].name, players[0].ema_number = "Sanne van der Berg", "04010123"
    players[0].nationality = "NLD"
    players[1].name, players[1].ema_number, players[1].nationality = "Jan Novák", "", "CZE"
    for p in players[2:]:
        p.ema_number, p.nationality = f"0402{p.pk:04d}", "FRA"
    Player.objects.bulk_update(players, ["name", "ema_number", "nationality"])
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    for table in round_.tables.all():
        results_desk.enter_final_scores(
            table, {"E": 45000, "S": 35000, "W": 25000, "N": 15000}, organiser
        )
    return t


def test_the_importer_reads_the_events_facts_from_the_header_cells(client, organiser, riichi_event):
    client.force_login(organiser)  # EMA numbers are never public: the file is the organisers'
    response = client.get(f"/tournaments/{riichi_event.pk}/ema.xlsx")
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"  # EMA numbers and names
    facts = ImporterView(response.content, ema.SHEET).tournament()
    assert facts == {
        "title": "Prague Riichi Open",
        "place": "Prague",
        "player_count": 8,
        "raw_date": "21-22 November 2026",
        "ruleset": "riichi",
        # The importer checks the first day plus this many days against the last day.
        "day_count": 1,
        "country3": "CZE",
    }


def test_the_importer_reads_every_player_with_members_and_non_members_as_the_ema_does(
    client, organiser, riichi_event
):
    client.force_login(organiser)
    data = client.get(f"/tournaments/{riichi_event.pk}/ema.xlsx").content
    results = ImporterView(data, ema.SHEET).results()
    assert len(results) == 8
    by_name = {(r["first"], r["last"]): r for r in results}
    sanne = by_name[("Sanne", "van der Berg")]  # the particle starts the family name
    assert sanne["ema_id"] == "04010123" and sanne["member"] and sanne["country3"] == "NLD"
    jan = by_name[("Jan", "Novák")]
    # A non-member: EMA number 0 (the EMA's pages show "-", read as 0), member flag empty.
    assert jan["ema_id"] == "0" and not jan["member"]
    standings = {
        r.player.name: r for r in tournament_standings.compute_standings(riichi_event).rows
    }
    for r in results:
        name = f"{r['first']} {r['last']}"
        row = standings[name]
        assert r["position"] == row.rank
        assert r["table_points"] == float(row.table_points)
        assert r["score"] == tournament_standings.ranking_score(row, riichi_event)
    # East +15,000 against the 30,000 start and +15,000 uma for first place: 30,000, 4 points.
    winners = [r for r in results if r["score"] == 30000]
    assert len(winners) == 2 and all(r["table_points"] == 4 for r in winners)


def test_a_one_day_events_dates_are_one_date_and_zero_days(riichi_event):
    riichi_event.last_day = None
    riichi_event.save()
    data = ema.results_workbook(tournament_standings.compute_standings(riichi_event))
    facts = ImporterView(data, ema.SHEET).tournament()
    assert facts["raw_date"] == "21 November 2026" and facts["day_count"] == 0
    assert datetime.datetime.strptime(facts["raw_date"], "%d %B %Y").date() == riichi_event.date


@pytest.mark.parametrize(
    "name, expected",
    [
        ("Sanne van der Berg", ("Sanne", "van der Berg")),
        ("Ludwig von Mises", ("Ludwig", "von Mises")),
        ("Anne-Marie de la Tour", ("Anne-Marie", "de la Tour")),
        ("Mary Ann Smith", ("Mary Ann", "Smith")),
        ("van der Berg, Sanne", ("Sanne", "van der Berg")),
        ("Cher", ("Cher", "")),
    ],
)
def test_names_split_at_the_family_name_as_the_ema_lists_them(name, expected):
    assert ema.split_name(name) == expected


def test_dates_across_months_are_written_in_full():
    first, last = datetime.date(2026, 11, 30), datetime.date(2026, 12, 1)
    assert ema.date_text(first, last) == "30 November - 1 December 2026"


def test_a_classical_event_gets_no_ema_workbook(client, organiser, eight_player_tournament):
    client.force_login(organiser)
    response = client.get(f"/tournaments/{eight_player_tournament.pk}/ema.xlsx")
    assert response.status_code == 400
    assert "The EMA ranks riichi and MCR events only" in response.content.decode()


def test_the_workbook_needs_the_host_country_and_town_set_on_the_tournament_page(
    client, organiser, riichi_event
):
    riichi_event.place, riichi_event.country = "", ""
    riichi_event.save()
    client.force_login(organiser)
    refused = client.get(f"/tournaments/{riichi_event.pk}/ema.xlsx")
    assert refused.status_code == 400
    assert "needs the host country and the town" in refused.content.decode()
    action = f"/tournaments/{riichi_event.pk}/facts/"
    bad = client.post(action, {"facts-place": "Brno", "facts-country": "CZ"})
    assert bad.status_code == 400 and "three-letter country code" in bad.content.decode()
    ok = client.post(
        action, {"facts-place": "Brno", "facts-country": "cze", "facts-last_day": "2026-11-22"}
    )
    assert ok.status_code == 302
    facts = ImporterView(client.get(f"/tournaments/{riichi_event.pk}/ema.xlsx").content, ema.SHEET)
    assert (facts.tournament()["place"], facts.tournament()["country3"]) == ("Brno", "CZE")
