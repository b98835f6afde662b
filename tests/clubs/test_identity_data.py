"""EMA numbers and nationalities are what the EMA reads: eight ASCII digits, and an ISO 3166
country code chosen from a list (alpha-3 stored; alpha-2 accepted from files). Digits of
other scripts (Arabic-Indic, superscript, fullwidth) and look-alike letters (Cyrillic) are
refused on the form, the club's CSV import and a tournament's player lines."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from scoring.models import Player
from scoring.models.identity import normalised_ema_number, normalised_nationality
from tests.tournaments.conftest import make_tournament
from tests.web.conftest import rendered_form

from .conftest import people_url

pytestmark = pytest.mark.django_db

FOREIGN_DIGITS = ["٠٤٠١٠١٢٣", "⁰⁴⁰¹⁰¹²³", "０４０１０１２３", "۰۴۰۱۰۱۲۳"]
NOT_COUNTRIES = ["СZE", "CZЕ", "XYZ", "ÇZE", "C1E"]  # Cyrillic С and Е, no country, ...


def add_player(organiser_client, club, **fields):
    data = rendered_form(organiser_client.get(people_url(club)), "player-form")
    data.update({"name": "Jan Novák", **fields})
    return organiser_client.post(people_url(club, "club-player-add"), data)


@pytest.mark.parametrize("number", FOREIGN_DIGITS)
def test_an_ema_number_in_digits_of_another_script_is_refused_on_the_form(
    organiser_client, club, number
):
    response = add_player(organiser_client, club, ema_number=number)
    assert response.status_code == 400
    assert "8 digits" in response.context["player_form"].errors["ema_number"][0]
    assert not Player.objects.exists()


@pytest.mark.parametrize("code", NOT_COUNTRIES + ["CZ"])
def test_the_form_takes_a_nationality_only_from_its_list(organiser_client, club, code):
    response = add_player(organiser_client, club, nationality=code)
    assert response.status_code == 400
    assert "nationality" in response.context["player_form"].errors
    assert not Player.objects.exists()


def test_the_form_offers_the_nationalities_as_a_list_and_saves_the_chosen_code(
    organiser_client, club
):
    page = organiser_client.get(people_url(club)).content.decode()
    assert '<select name="nationality"' in page and 'value="CZE"' in page
    assert add_player(organiser_client, club, nationality="CZE").status_code == 302
    assert Player.objects.get().nationality == "CZE"


@pytest.fixture
def tournament(club, organiser):
    return make_tournament(club, organiser, 0)


def upload(text: str):
    return SimpleUploadedFile("players.csv", text.encode(), content_type="text/csv")


@pytest.mark.parametrize(
    "line", [f"Jan,,{n}," for n in FOREIGN_DIGITS] + [f"Jan,,,{c}" for c in NOT_COUNTRIES]
)
def test_the_clubs_csv_import_refuses_foreign_digits_and_unknown_countries(
    organiser_client, club, line
):
    response = organiser_client.post(
        people_url(club, "club-players-import"), {"file": upload(line + "\n")}
    )
    assert response.status_code == 400
    assert "line 1" in response.content.decode()
    assert not Player.objects.exists()


def test_the_clubs_csv_import_stores_an_alpha_2_or_lower_case_code_as_alpha_3(
    organiser_client, club
):
    response = organiser_client.post(
        people_url(club, "club-players-import"), {"file": upload("Jan,,,cz\nEva,,,fra\n")}
    )
    assert response.status_code == 302
    assert dict(club.players.values_list("name", "nationality")) == {"Jan": "CZE", "Eva": "FRA"}


@pytest.mark.parametrize(
    "line", [f"Jan,,{n}," for n in FOREIGN_DIGITS] + [f"Jan,,,{c}" for c in NOT_COUNTRIES]
)
def test_a_tournaments_player_lines_refuse_foreign_digits_and_unknown_countries(
    client, organiser, tournament, line
):
    client.force_login(organiser)
    url = f"/tournaments/{tournament.pk}/players/"
    response = client.post(url, {"players": line})
    assert response.status_code == 400
    assert not tournament.players.exists()


def test_stored_values_are_normalised_where_they_mean_one_thing_and_cleared_where_not():
    assert normalised_ema_number("٠٤٠١٠١٢٣") == "04010123"
    assert normalised_ema_number("0401012") == ""
    assert normalised_nationality("cz") == "CZE"
    assert normalised_nationality("СZE") == ""
    assert normalised_nationality("gbr") == "GBR"
