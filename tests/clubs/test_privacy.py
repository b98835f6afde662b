"""Privacy per club and per tournament: player pages, standings and result files for
everyone, the club's members or its organisers; names as initials to visitors; EMA numbers
never public. A player downloads their own data and can be forgotten without any score or
standing changing."""

import datetime
import json
import uuid

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from scoring.models import Player, RoleChange
from scoring.services.hands import nights as night_service
from scoring.services.hands import sessions as session_service
from scoring.services.people import clubs as club_service
from scoring.services.people import players as player_service
from scoring.services.ratings import games as games_service
from scoring.services.tournaments import setup as tournament_setup
from tests.web.conftest import hand_doc

from .conftest import PASSWORD

pytestmark = pytest.mark.django_db


@pytest.fixture
def tournament(club, organiser, players):
    t = tournament_setup.create_tournament(
        club, organiser, name="Prague Open", date=datetime.date(2026, 11, 21), rounds_planned=2
    )
    t.players.add(*players[:4])
    return t


def viewers(club, organiser, member, django_user_model, players):
    stranger = django_user_model.objects.create_user("stranger", first_name="Stan")
    club_service.link(players[5], member)
    clients = {}
    for role, user in (("anonymous", None), ("stranger", stranger), ("member", member)):
        clients[role] = Client()
        if user:
            clients[role].force_login(user)
    clients["organiser"] = Client()
    clients["organiser"].force_login(organiser)
    return clients


AUDIENCES = {
    "public": {"anonymous": 200, "stranger": 200, "member": 200, "organiser": 200},
    "members": {"anonymous": 403, "stranger": 403, "member": 200, "organiser": 200},
    "organisers": {"anonymous": 403, "stranger": 403, "member": 403, "organiser": 200},
}


@pytest.mark.parametrize("audience", list(AUDIENCES))
def test_the_clubs_player_pages_are_seen_by_the_audience_it_chooses(
    club, organiser, member, django_user_model, players, audience
):
    club.players_visible_to = audience
    club.save()
    clients = viewers(club, organiser, member, django_user_model, players)
    url = reverse("player", args=[players[0].pk])
    seen = {role: c.get(url).status_code for role, c in clients.items()}
    assert seen == AUDIENCES[audience]


@pytest.mark.parametrize("audience", ["members", "organisers"])
def test_a_tournaments_standings_and_result_files_follow_its_own_settings(
    club, organiser, member, django_user_model, players, tournament, audience
):
    tournament.standings_visible_to = audience
    tournament.results_visible_to = audience
    tournament.save()
    clients = viewers(club, organiser, member, django_user_model, players)
    for name in ("tournament-standings", "tournament-results-csv", "tournament-standings-csv"):
        url = reverse(name, args=[tournament.pk])
        seen = {role: c.get(url).status_code for role, c in clients.items()}
        assert seen == AUDIENCES[audience], name
    # The club's own settings stay public: its player pages are still open.
    assert clients["anonymous"].get(reverse("player", args=[players[0].pk])).status_code == 200


def test_season_and_night_standings_follow_the_clubs_setting(club, organiser, players):
    from scoring.services.hands import nights as night_service

    night = night_service.create_night(club, organiser, datetime.date(2026, 11, 17), "Tuesday")
    club.standings_visible_to = "members"
    club.save()
    assert Client().get(reverse("night", args=[night.pk])).status_code == 403


def test_visitors_see_initials_when_the_club_says_so_and_members_full_names(
    club, organiser, member, django_user_model, players
):
    club.public_names = "initials"
    club.save()
    Player.objects.filter(pk=players[0].pk).update(name="Alena Nováková")
    clients = viewers(club, organiser, member, django_user_model, players)
    visitor = clients["anonymous"].get(club.get_absolute_url()).content.decode()
    assert "A. N." in visitor and "Alena Nováková" not in visitor
    page = clients["member"].get(club.get_absolute_url()).content.decode()
    assert "Alena Nováková" in page


def test_ema_numbers_are_never_public(club, organiser, players, tournament):
    Player.objects.filter(pk=players[0].pk).update(ema_number="04010001")
    page = Client().get(tournament.get_absolute_url()).content.decode()
    assert "04010001" not in page
    assert Client().get(reverse("tournament-ema", args=[tournament.pk])).status_code == 403
    organiser_client = Client()
    organiser_client.force_login(organiser)
    assert "04010001" in organiser_client.get(tournament.get_absolute_url()).content.decode()


def test_an_organiser_sets_the_privacy_and_a_bad_choice_is_refused_with_400(organiser_client, club):
    url = reverse("club-privacy", args=[club.slug])
    data = {
        "players_visible_to": "members",
        "standings_visible_to": "public",
        "results_visible_to": "organisers",
        "public_names": "initials",
    }
    assert organiser_client.post(url, data).status_code == 302
    club.refresh_from_db()
    assert (club.players_visible_to, club.results_visible_to) == ("members", "organisers")
    response = organiser_client.post(url, {**data, "players_visible_to": "everyone-ish"})
    assert response.status_code == 400
    club.refresh_from_db()
    assert club.players_visible_to == "members"


def test_only_organisers_set_privacy(client, club, member, tournament):
    client.force_login(member)
    assert client.get(reverse("club-privacy", args=[club.slug])).status_code == 403
    assert client.get(reverse("tournament-privacy", args=[tournament.pk])).status_code == 403


def played_night(table_session, scorer):
    for winner in ("S", "W"):
        session_service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())


def test_a_player_downloads_their_own_data(client, member, players, table_session, scorer):
    club_service.link(players[0], member)
    played_night(table_session, scorer)
    client.force_login(member)
    response = client.get(reverse("me-data"))
    assert response.status_code == 200
    data = json.loads(response.content)
    assert data["account"]["display_name"] == "Mia Member"
    [mine] = data["players"]
    assert mine["name"] == players[0].name and mine["hands_played"] == 2
    [game] = mine["games"]
    totals = games_service.games(type(table_session).objects.filter(pk=table_session.pk))[0]
    assert game["score"] == totals.scores[players[0].pk]


def test_a_forgotten_player_keeps_every_result_as_an_anonymous_player(
    client, club, organiser, member, players, table_session, scorer
):
    player = players[0]
    Player.objects.filter(pk=player.pk).update(ema_number="04010001", country="CZ")
    club_service.link(player, member)
    duplicate = Player.objects.create(club=club, name="Alena N.")
    player_service.merge(duplicate, player, organiser, "one person")
    played_night(table_session, scorer)
    before = games_service.games(type(table_session).objects.filter(pk=table_session.pk))[0]
    client.force_login(member)
    assert client.post(reverse("me-forget"), {"confirm": "no"}).status_code == 400
    assert client.post(reverse("me-forget"), {"confirm": "FORGET"}).status_code == 302
    player.refresh_from_db()
    assert player.name == f"Anonymous player {player.pk}"
    assert (player.ema_number, player.country, player.user) == ("", "", None)
    duplicate.refresh_from_db()
    assert duplicate.name == f"Anonymous player {duplicate.pk}"
    after = games_service.games(type(table_session).objects.filter(pk=table_session.pk))[0]
    assert after.scores == before.scores
    account = get_user_model().objects.get(pk=member.pk)
    assert not account.is_active and account.first_name == "" and not account.has_usable_password()
    assert "_auth_user_id" not in client.session


def test_a_forgotten_players_hands_and_night_standing_stay_and_the_referee_names_them_anonymously(
    client, club, organiser, member, players, table_session, scorer
):
    player = players[0]
    club_service.link(player, member)
    played_night(table_session, scorer)
    night = night_service.create_night(club, organiser, table_session.date, "Tuesday")
    night_service.add_game(night, table_session)

    def record():
        hands = [h.output["payments"] for h in table_session.live_hands().order_by("number")]
        view = night_service.night_view(night)
        return hands, [(line.player.pk, line.score, line.rank) for line in view.lines]

    before = record()
    client.force_login(member)
    assert client.post(reverse("me-forget"), {"confirm": "FORGET"}).status_code == 302
    assert record() == before
    client.force_login(organiser)
    page = client.get(reverse("referee-hand", args=[table_session.pk, 1])).content.decode()
    assert f"Anonymous player {player.pk}" in page and players[0].name not in page


def test_the_forget_page_says_what_is_erased_and_what_is_kept(client, member):
    client.force_login(member)
    page = client.get(reverse("me-forget")).content.decode()
    assert "your username in the login logs" in page
    assert "every hand, game, standing and rating you played, under" in page
    assert "Anonymous player" in page


def test_forgetting_clears_the_login_logs_and_the_admin_log_of_the_person(
    club, organiser, member, players
):
    from axes.models import AccessAttempt, AccessLog
    from django.contrib.admin.models import CHANGE, LogEntry

    player = players[0]
    club_service.link(player, member)
    duplicate = Player.objects.create(club=club, name="Alena Nováková")
    player_service.merge(duplicate, player, organiser, "one person")
    username = member.username
    Client().post(reverse("login"), {"username": username, "password": PASSWORD})
    Client().post(reverse("login"), {"username": username.upper(), "password": "wrong"})
    Client().post(reverse("login"), {"username": "someone-else", "password": "wrong"})
    assert AccessLog.objects.filter(username=username).exists()
    assert AccessAttempt.objects.filter(username=username.upper()).exists()
    # The admin writes the object's str and what changed, JSON-escaped (non-ASCII as \uXXXX).
    namesake = Player.objects.create(club=club, name="Alenas Brother")
    LogEntry.objects.log_actions(
        organiser.pk, [member, player, namesake], CHANGE, change_message="x"
    )
    LogEntry.objects.log_actions(
        organiser.pk,
        [duplicate],
        CHANGE,
        change_message=[{"changed": {"name": "Alena Nováková", "fields": ["name"]}}],
    )

    club_service.forget(member)

    assert not AccessLog.objects.filter(username__iexact=username).exists()
    assert not AccessAttempt.objects.filter(username__iexact=username).exists()
    assert AccessAttempt.objects.filter(username="someone-else").exists()
    logged = " ".join(
        e.object_repr + e.change_message for e in LogEntry.objects.order_by("id")
    ).casefold()
    assert username.casefold() not in logged and "alena " not in logged
    assert LogEntry.objects.filter(object_repr="Alenas Brother").exists()  # whole words only
    assert "nov\\u00e1kov\\u00e1" not in logged
    assert f"forgotten-{member.pk}" in logged
    assert f"anonymous player {duplicate.pk}" in logged
    assert f"anonymous player {player.pk}" in logged
    assert LogEntry.objects.count() == 4  # who did what stays
    duplicate.refresh_from_db()
    assert duplicate.name == f"Anonymous player {duplicate.pk}"


def test_a_clubs_only_organiser_is_not_forgotten_until_someone_else_organises(
    client, club, organiser, member
):
    client.force_login(organiser)
    response = client.post(reverse("me-forget"), {"confirm": "FORGET"})
    assert response.status_code == 400
    assert "only organiser of Prague Mah-Jong Club" in response.content.decode()
    assert get_user_model().objects.get(pk=organiser.pk).is_active
    club_service.grant(club, member, "organiser", organiser)
    assert client.post(reverse("me-forget"), {"confirm": "FORGET"}).status_code == 302
    assert list(club.organisers.all()) == [member]
    # Ending the role is audited like any role change.
    ended = RoleChange.objects.get(club=club, user=organiser, granted=False)
    assert (ended.role, ended.by) == ("organiser", organiser)


def test_the_sites_only_administrator_is_not_forgotten(client, django_user_model):
    admin = django_user_model.objects.create_superuser("root", first_name="Ada")
    client.force_login(admin)
    response = client.post(reverse("me-forget"), {"confirm": "FORGET"})
    assert response.status_code == 400
    assert "only administrator" in response.content.decode()


def test_the_hall_display_shows_initials_to_visitors_when_the_tournament_says_so(
    club, organiser, players, tournament
):
    Player.objects.filter(pk=players[0].pk).update(name="Alena Nováková")
    tournament.public_names = "initials"
    tournament.save()
    url = reverse("tournament-hall-data", args=[tournament.pk])
    names = [row["name"] for row in Client().get(url).json()["standings"]["rows"]]
    assert "A. N." in names and "Alena Nováková" not in names
    organiser_client = Client()
    organiser_client.force_login(organiser)
    names = [row["name"] for row in organiser_client.get(url).json()["standings"]["rows"]]
    assert "Alena Nováková" in names


def test_standings_files_show_initials_to_visitors_when_the_tournament_says_so(
    club, organiser, players, tournament
):
    Player.objects.filter(pk=players[0].pk).update(name="Alena Nováková")
    tournament.public_names = "initials"
    tournament.save()
    url = reverse("tournament-standings-csv", args=[tournament.pk])
    visitor = Client().get(url).content.decode()
    assert "A. N." in visitor and "Alena Nováková" not in visitor
    organiser_client = Client()
    organiser_client.force_login(organiser)
    assert "Alena Nováková" in organiser_client.get(url).content.decode()
    # The names shown are copies: the stored player keeps the name.
    assert Player.objects.get(pk=players[0].pk).name == "Alena Nováková"


def test_season_standings_files_show_initials_to_visitors_when_the_club_says_so(
    club, organiser, players
):
    from scoring.services.seasons import season as season_service
    from tests.season.conftest import play_game

    play_game(club, players[:4], [(10, -10, 0, 0)])
    season = season_service.create_season(
        club,
        organiser,
        name="Autumn",
        start=datetime.date(2026, 1, 1),
        end=datetime.date(2026, 12, 31),
        measure="score",
        min_games=0,
    )
    club.public_names = "initials"
    club.save()
    Player.objects.filter(pk=players[0].pk).update(name="Alena Nováková")
    text = Client().get(reverse("season-csv", args=[season.pk])).content.decode()
    assert "A. N." in text and "Alena Nováková" not in text


@pytest.mark.parametrize(("language", "word"), [("cs", "ZAPOMENOUT"), ("fr", "OUBLIER")])
def test_a_player_confirms_being_forgotten_with_the_word_of_their_own_language(
    client, member, language, word
):
    client.force_login(member)
    page = client.get(reverse("me-forget"), HTTP_ACCEPT_LANGUAGE=language)
    assert word in page.content.decode()
    answer = client.post(
        reverse("me-forget"), {"confirm": word.lower()}, HTTP_ACCEPT_LANGUAGE=language
    )
    assert answer.status_code == 302
    assert not get_user_model().objects.get(pk=member.pk).is_active


def test_a_refused_page_names_whose_setting_refused_it_and_who_may_see_it(
    club, organiser, member, django_user_model, players, tournament
):
    tournament.standings_visible_to = "organisers"
    tournament.save()
    url = reverse("tournament-standings", args=[tournament.pk])
    refused = Client().get(url).content.decode()
    assert "tournament shows its games and standings to the club&#x27;s organisers only" in refused
    club.players_visible_to = "members"
    club.save()
    refused = Client().get(reverse("player", args=[players[0].pk])).content.decode()
    assert "club shows its players&#x27; pages to its members only" in refused
