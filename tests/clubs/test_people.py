"""Members and roles: the organiser adds players (one by one, from CSV), invites by a signed,
expiring, single-use link for one club, gives and takes roles (each change audited), links
accounts to players; others are refused."""

import re

import pytest
from django.core import signing
from django.urls import reverse

from scoring import permissions
from scoring.models import ClubRole, Invitation, Player, Role, RoleChange
from scoring.services.people import clubs as service

from .conftest import people_url

pytestmark = pytest.mark.django_db


def test_the_organiser_adds_a_player_and_a_duplicate_name_is_refused_with_400(
    organiser_client, club
):
    url = people_url(club, "club-player-add")
    data = {"name": "Jan Novák", "country": "CZ", "ema_number": "12345678", "nationality": "CZE"}
    assert organiser_client.post(url, data).status_code == 302
    player = Player.objects.get(club=club)
    assert (player.name, player.ema_number, player.nationality) == ("Jan Novák", "12345678", "CZE")
    response = organiser_client.post(url, {"name": "Jan Novák"})
    assert response.status_code == 400
    assert "already has a player called Jan Novák" in response.content.decode()
    assert Player.objects.filter(club=club).count() == 1


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("ema_number", "1234", "An EMA number has 8 digits."),
        ("nationality", "CZ", "ISO code from the list"),
    ],
)
def test_a_bad_ema_number_or_nationality_is_refused_with_400(
    organiser_client, club, field, value, message
):
    response = organiser_client.post(
        people_url(club, "club-player-add"), {"name": "Jan", field: value}
    )
    assert response.status_code == 400
    assert message in response.context["player_form"].errors[field][0]
    assert not Player.objects.exists()


def upload(content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("players.csv", content, content_type="text/csv")


def test_players_come_from_a_csv_file_with_an_optional_header(organiser_client, club):
    data = "name,country,ema_number,nationality\nJan Novák,CZ,12345678,CZE\nEva,,,\n".encode()
    response = organiser_client.post(
        people_url(club, "club-players-import"), {"file": upload(data)}
    )
    assert response.status_code == 302
    assert sorted(club.players.values_list("name", "ema_number")) == [
        ("Eva", ""),
        ("Jan Novák", "12345678"),
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"Jan\nJan\n", "line 2: the club already has a player called Jan"),
        (b"Jan,CZ,12,CZE\n", "line 1: an EMA number has 8 digits"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b"a,b,c,d,e\n", "more than four columns"),
        (b"\n\n", "no players"),
        (b"Jan\x00,CZ\n", "line 1: a control character (such as NUL) is not allowed"),
        # The file's own line numbers, as an editor shows them: the header is line 1 and a
        # blank line counts.
        (b"name,country\nJan,CZ\nJan,CZ\n", "line 3: the club already has a player called Jan"),
        (b"name\nJan\n\nEva,CZ,12\n", "line 4: an EMA number has 8 digits"),
    ],
)
def test_a_bad_csv_file_is_refused_whole_with_its_line_named(
    organiser_client, club, content, message
):
    response = organiser_client.post(
        people_url(club, "club-players-import"), {"file": upload(content)}
    )
    assert response.status_code == 400
    assert message in response.context["csv_form"].errors["file"][0]
    assert not club.players.exists()


def test_a_csv_file_over_the_size_limit_is_refused(organiser_client, club):
    content = b"x" * (service.CSV_MAX_BYTES + 1)
    response = organiser_client.post(
        people_url(club, "club-players-import"), {"file": upload(content)}
    )
    assert response.status_code == 400
    assert not club.players.exists()


def test_only_the_clubs_organisers_manage_its_people(client, club, member):
    client.force_login(member)
    assert client.get(people_url(club)).status_code == 403
    response = client.post(people_url(club, "club-player-add"), {"name": "Intruder"})
    assert response.status_code == 403
    assert not club.players.exists()


def test_an_invitation_links_the_person_to_their_player_and_gives_the_role_once(
    client, club, organiser, member, players
):
    _invitation, token = service.invite(club, organiser, players[0], Role.SCORER)
    client.force_login(member)
    url = reverse("club-join", args=[club.slug, token])
    assert client.get(url).status_code == 200
    assert client.post(url).status_code == 302
    players[0].refresh_from_db()
    assert players[0].user == member
    assert ClubRole.objects.filter(club=club, user=member, role="scorer").exists()
    given = RoleChange.objects.filter(club=club, user=member, granted=True)
    assert sorted(given.values_list("role", flat=True)) == ["member", "scorer"]
    # Used once: a second use is refused.
    response = client.post(url)
    assert response.status_code == 400
    assert "already been used" in response.content.decode()


def test_an_invitation_is_refused_for_another_club(client, club, organiser, member):
    from scoring.models import Club

    other = Club.objects.create(name="Other", slug="other")
    _invitation, token = service.invite(club, organiser)
    client.force_login(member)
    response = client.post(reverse("club-join", args=[other.slug, token]))
    assert response.status_code == 400
    assert "another club" in response.content.decode()
    assert not Invitation.objects.filter(used_at__isnull=False).exists()


def test_an_expired_or_tampered_invitation_is_refused(client, club, organiser, member, settings):
    _invitation, token = service.invite(club, organiser)
    client.force_login(member)
    response = client.post(reverse("club-join", args=[club.slug, token[:-2] + "xx"]))
    assert response.status_code == 400 and "not valid" in response.content.decode()
    settings.INVITATION_MAX_AGE = -1
    response = client.post(reverse("club-join", args=[club.slug, token]))
    assert response.status_code == 400 and "expired" in response.content.decode()


def test_an_anonymous_visitor_is_sent_to_sign_in_before_accepting(client, club, organiser):
    _invitation, token = service.invite(club, organiser)
    url = reverse("club-join", args=[club.slug, token])
    page = client.get(url).content.decode()
    assert reverse("signup") in page
    response = client.post(url)
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    assert Invitation.objects.get().used_at is None


def test_the_invitation_page_shows_a_link_and_a_qr_code(organiser_client, club, players):
    response = organiser_client.post(
        people_url(club, "club-invite"), {"player": players[1].pk, "role": "referee"}
    )
    assert response.status_code == 200
    url = response.context["url"]
    token = url.rstrip("/").rsplit("/", 1)[1]
    pk, slug = signing.loads(token, salt=service.INVITATION_SALT)
    assert (slug, Invitation.objects.get(pk=pk).player) == (club.slug, players[1])
    assert response.context["qr"].startswith("data:image/svg+xml")


def link_facts(html: str) -> dict[str, str]:
    """The link page's facts by their id (link-for, link-club, ...), tags removed."""
    import re

    return {
        key: re.sub(r"<[^>]+>", "", value).strip()
        for key, value in re.findall(r'<dd [^>]*id="link-(\w+)">(.*?)</dd>', html)
    }


def test_an_invitation_link_says_whom_it_is_for_the_club_the_role_and_until_when(
    organiser_client, club, players, settings
):
    import datetime

    from django.utils import timezone

    settings.INVITATION_MAX_AGE = 2 * 24 * 3600
    response = organiser_client.post(
        people_url(club, "club-invite"), {"player": players[1].pk, "role": "referee"}
    )
    html = response.content.decode()
    facts = link_facts(html)
    assert facts["for"] == "the player Bob"
    assert (facts["club"], facts["role"]) == ("Prague Mah-Jong Club", "referee")
    until = Invitation.objects.get().created_at + datetime.timedelta(days=2)
    assert f'datetime="{timezone.localtime(until).isoformat()}"' in html
    # Handed over from a phone: the whole link as text (not a cut-off box), Copy, Share.
    assert '<p class="font-monospace text-break' in html and response.context["url"] in html
    assert 'id="copy-link"' in html and 'id="share-link"' in html
    assert "/static/scoring/share.js" in html


def test_an_invitation_without_a_player_or_role_is_for_whoever_opens_it_as_a_member(
    organiser_client, club
):
    facts = link_facts(organiser_client.post(people_url(club, "club-invite"), {}).content.decode())
    assert (facts["for"], facts["role"]) == ("whoever opens it first", "member")


def test_a_reset_link_says_whose_password_it_sets_and_until_when(
    organiser_client, club, member, players, settings
):
    import datetime

    from django.utils import timezone

    settings.PASSWORD_RESET_TIMEOUT = 3 * 24 * 3600
    service.link(players[0], member)
    before = timezone.now()
    response = organiser_client.post(people_url(club, "club-reset-link"), {"user": member.pk})
    html = response.content.decode()
    facts = link_facts(html)
    assert (facts["for"], facts["club"]) == ("Mia Member", "Prague Mah-Jong Club")
    shown = datetime.datetime.fromisoformat(re.search(r'datetime="([^"]+)"', html).group(1))
    assert datetime.timedelta(days=3) <= shown - before < datetime.timedelta(days=3, seconds=60)


def test_roles_are_given_and_taken_per_club_and_every_change_is_audited(
    organiser_client, club, organiser, member, players, table_session
):
    service.link(players[2], member)
    url = people_url(club, "club-role")
    assert not permissions.can_record(member, table_session)
    organiser_client.post(url, {"user": member.pk, "role": "scorer", "action": "grant"})
    assert permissions.can_record(member, table_session)
    organiser_client.post(url, {"user": member.pk, "role": "referee", "action": "grant"})
    assert permissions.can_rule(member, table_session)
    organiser_client.post(url, {"user": member.pk, "role": "organiser", "action": "grant"})
    assert permissions.is_organiser(member, club)
    organiser_client.post(url, {"user": member.pk, "role": "scorer", "action": "revoke"})
    assert not ClubRole.objects.filter(user=member, role="scorer").exists()
    audit = list(
        RoleChange.objects.filter(user=member).order_by("id").values_list("role", "granted", "by")
    )
    assert audit == [
        ("scorer", True, organiser.pk),
        ("referee", True, organiser.pk),
        ("organiser", True, organiser.pk),
        ("scorer", False, organiser.pk),
    ]
    page = organiser_client.get(people_url(club)).content.decode()
    assert "Mia Member" in page and "secret-login-of-mia" not in page


def test_a_role_in_one_club_gives_nothing_in_another(club, organiser, member, table_session):
    from scoring.models import Club

    other = Club.objects.create(name="Other", slug="other")
    service.grant(other, member, Role.SCORER, organiser)
    assert not permissions.can_record(member, table_session)


def test_the_last_organiser_is_not_taken_away(organiser_client, club, organiser):
    response = organiser_client.post(
        people_url(club, "club-role"),
        {"user": organiser.pk, "role": "organiser", "action": "revoke"},
    )
    assert response.status_code == 400
    assert "at least one organiser" in response.content.decode()
    assert permissions.is_organiser(organiser, club)


def test_a_role_for_someone_who_is_not_a_member_is_refused(organiser_client, club, member):
    response = organiser_client.post(
        people_url(club, "club-role"), {"user": member.pk, "role": "scorer", "action": "grant"}
    )
    assert response.status_code == 400
    assert not ClubRole.objects.exists()


def test_a_merged_players_account_is_linked_to_the_kept_player(
    organiser_client, club, organiser, member, players
):
    from scoring.services.people import players as player_service

    duplicate = Player.objects.create(club=club, name="Alena N.")
    service.link(duplicate, member)
    player_service.merge(duplicate, players[0], organiser, "one person, two names")
    response = organiser_client.post(
        people_url(club, "club-link"), {"player": players[0].pk, "user": member.pk}
    )
    assert response.status_code == 302
    players[0].refresh_from_db()
    assert players[0].user == member


def test_a_player_linked_to_someone_else_is_not_relinked(
    organiser_client, club, organiser, member, players, django_user_model
):
    other = django_user_model.objects.create_user("other", first_name="Otto")
    service.link(players[0], other)
    service.link(players[1], member)
    response = organiser_client.post(
        people_url(club, "club-link"), {"player": players[0].pk, "user": member.pk}
    )
    assert response.status_code == 400
    players[0].refresh_from_db()
    assert players[0].user == other


def test_an_invitation_without_player_or_role_makes_a_member(client, club, organiser, member):
    _invitation, token = service.invite(club, organiser)
    client.force_login(member)
    client.post(reverse("club-join", args=[club.slug, token]))
    assert permissions.is_member(member, club)
    assert {m["user"] for m in service.members(club)} == {member, organiser}


@pytest.mark.parametrize(
    "token",
    ["é", "%00", "a:b:c", "..", "x" * 3000, "eyJ:1:2", ".eJyLNjQwMDA0NNBRSs_Py8:1vPEfk:abc"],
)
def test_a_malformed_invitation_token_is_refused_with_400_and_uses_nothing(
    client, club, organiser, member, token, settings
):
    _invitation, _token = service.invite(club, organiser)
    client.force_login(member)
    assert client.post(f"/clubs/{club.slug}/join/{token}/").status_code in (400, 404)
    settings.CLUB_CREATION = "invited"
    response = client.post("/new-club/", {"name": "Dragons", "invite": token})
    assert response.status_code == 400
    assert not Invitation.objects.filter(used_at__isnull=False).exists()
    assert club.players.count() == 0 and not permissions.is_member(member, club)


def test_an_invitation_is_emailed_when_the_site_sends_email(organiser_client, club, settings):
    from django.core import mail

    settings.EMAIL_CONFIGURED = True
    response = organiser_client.post(people_url(club, "club-invite"), {"email": "mia@example.org"})
    assert response.status_code == 200
    [message] = mail.outbox
    assert message.to == ["mia@example.org"] and response.context["url"] in message.body
    assert "Olga Nováková invites you to Prague Mah-Jong Club" in message.body


def test_without_email_the_invitation_page_says_to_give_the_link_yourself(
    organiser_client, club, settings
):
    from django.core import mail

    settings.EMAIL_CONFIGURED = False
    response = organiser_client.post(people_url(club, "club-invite"), {"email": "mia@example.org"})
    assert response.status_code == 200 and mail.outbox == []
    assert "This site sends no email" in response.content.decode()


def test_a_malformed_invitation_address_is_refused_with_400(organiser_client, club):
    response = organiser_client.post(people_url(club, "club-invite"), {"email": "not an address"})
    assert response.status_code == 400
    assert not Invitation.objects.exists()
