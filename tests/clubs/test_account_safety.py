"""Who may act on whose account, as an attacker would try it: an organiser hands a one-time
password link only to an account that has nothing anywhere but in their own club; every link
and every password set through one is logged, shown to the owner and to the club's organisers.
A role taken away withdraws the invitations its holder made, and an invitation works only while
its maker may still grant it."""

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse

from scoring.models import AccountEvent, Club, ClubRole, Role, RoleChange
from scoring.services.people import clubs as service
from tests.web.conftest import rendered_form

from .conftest import PASSWORD, people_url

pytestmark = pytest.mark.django_db

OWN_RESET = "their own e-mail password reset"


@pytest.fixture
def other_club(django_user_model):
    boris = django_user_model.objects.create_user("boris", password=PASSWORD, first_name="Boris")
    other = Club.objects.create(name="Brno Mah-Jong Club", slug="brno")
    other.organisers.add(boris)
    return other


def reset_form(organiser_client, club, user):
    data = rendered_form(organiser_client.get(people_url(club)), "reset-link-form")
    return {**data, "user": user.pk}


def ask_reset(organiser_client, club, user):
    return organiser_client.post(
        people_url(club, "club-reset-link"), reset_form(organiser_client, club, user)
    )


def refused(response):
    page = response.content.decode()
    return response.status_code == 400 and OWN_RESET in page and "/reset/" not in page


def test_an_organiser_cannot_reset_another_clubs_organiser_who_is_a_member_of_their_club(
    organiser_client, club, other_club, players
):
    victim = other_club.organisers.get()
    service.link(players[0], victim)
    assert refused(ask_reset(organiser_client, club, victim))
    assert not AccountEvent.objects.exists()


@pytest.mark.parametrize("role", [Role.SCORER, Role.REFEREE, Role.MEMBER])
def test_an_organiser_cannot_reset_someone_holding_a_role_in_another_club(
    organiser_client, club, other_club, member, players, role
):
    service.link(players[0], member)
    service.grant(other_club, member, role, by=other_club.organisers.get())
    assert refused(ask_reset(organiser_client, club, member))


@pytest.mark.parametrize("flag", ["is_staff", "is_superuser"])
def test_an_organiser_cannot_reset_a_staff_or_superuser_account_of_their_club(
    organiser_client, club, member, players, flag
):
    service.link(players[0], member)
    setattr(member, flag, True)
    member.save()
    response = organiser_client.post(people_url(club, "club-reset-link"), {"user": member.pk})
    assert response.status_code == 400 and "/reset/" not in response.content.decode()


def test_an_organiser_cannot_reset_someone_playing_for_another_club(
    organiser_client, club, other_club, member, players
):
    from scoring.models import Player

    service.link(players[0], member)
    service.link(Player.objects.create(club=other_club, name="Mia in Brno"), member)
    assert refused(ask_reset(organiser_client, club, member))


def test_a_reset_link_and_the_password_set_through_it_are_logged_and_shown_to_the_owner(
    organiser_client, club, organiser, member, players
):
    client = Client()  # the member's phone, beside the organiser's
    service.link(players[0], member)
    response = ask_reset(organiser_client, club, member)
    assert response.status_code == 200
    issued = AccountEvent.objects.get()
    assert (issued.kind, issued.user, issued.by, issued.club) == (
        AccountEvent.Kind.LINK_ISSUED,
        member,
        organiser,
        club,
    )
    page = client.get(response.context["url"], follow=True)
    new = "winds-and-dragons-7"
    form_url = page.redirect_chain[-1][0]
    assert client.post(form_url, {"new_password1": new, "new_password2": new}).status_code == 302
    kinds = list(AccountEvent.objects.order_by("pk").values_list("kind", "user", "by", "club"))
    assert kinds[1] == (AccountEvent.Kind.PASSWORD_SET, member.pk, organiser.pk, club.pk)

    # The owner is told at their next sign-in, once.
    answer = client.post(
        reverse("login"), {"username": member.username, "password": new}, follow=True
    )
    notice = answer.content.decode()
    assert "Olga Nováková" in notice and "password" in notice
    assert client.get(reverse("me")).content.decode().count("Olga Nováková") == 0

    # The club's organisers see the log, by name, never a username.
    log = organiser_client.get(people_url(club)).content.decode()
    assert 'id="account-events"' in log and "Mia Member" in log
    assert "secret-login-of-mia" not in log


def test_with_email_the_owner_is_mailed_when_a_reset_link_is_issued(
    organiser_client, club, member, players, settings
):
    settings.EMAIL_CONFIGURED = True
    member.email = "mia@example.org"
    member.save()
    service.link(players[0], member)
    assert ask_reset(organiser_client, club, member).status_code == 200
    assert [m.to for m in mail.outbox] == [["mia@example.org"]]
    assert "/reset/" not in mail.outbox[0].body  # the link itself goes only to the organiser


def test_another_clubs_organiser_does_not_see_the_reset_log(
    organiser_client, club, other_club, member, players, client
):
    service.link(players[0], member)
    ask_reset(organiser_client, club, member)
    client.force_login(other_club.organisers.get())
    assert "Mia Member" not in client.get(people_url(other_club)).content.decode()


# Revocation ---------------------------------------------------------------------------------


def test_a_removed_organiser_cannot_come_back_through_their_own_invitation(
    client, club, organiser, member, players
):
    service.grant(club, member, Role.ORGANISER, by=organiser)
    _invitation, token = service.invite(club, member, role=Role.ORGANISER)
    service.revoke(club, member, Role.ORGANISER, by=organiser)

    client.force_login(member)
    response = client.post(reverse("club-join", args=[club.slug, token]))
    assert response.status_code == 400
    assert "withdrawn" in response.content.decode()
    assert not club.organisers.filter(pk=member.pk).exists()
    last = RoleChange.objects.filter(club=club, user=member).first()
    assert (last.role, last.granted, last.by) == (Role.ORGANISER, False, organiser)


def test_an_invitation_whose_maker_lost_the_right_is_refused_at_acceptance(
    client, club, organiser, member, django_user_model
):
    """Even if the withdrawal was missed (an organiser removed by other means)."""
    former = django_user_model.objects.create_user("former", first_name="Former")
    club.organisers.add(former)
    _invitation, token = service.invite(club, former, role=Role.SCORER)
    club.organisers.remove(former)

    client.force_login(member)
    response = client.post(reverse("club-join", args=[club.slug, token]))
    assert response.status_code == 400
    assert not ClubRole.objects.filter(club=club, user=member).exists()
    assert not RoleChange.objects.filter(user=member).exists()


def test_the_people_page_lists_open_invitations_and_the_organiser_withdraws_one(
    organiser_client, client, club, organiser, member, players
):
    invitation, token = service.invite(club, organiser, players[1], Role.SCORER)
    page = organiser_client.get(people_url(club))
    assert 'id="open-invitations"' in page.content.decode()
    data = rendered_form(page, f"withdraw-{invitation.pk}")
    assert (
        organiser_client.post(
            reverse("club-invitation-withdraw", args=[club.slug, invitation.pk]), data
        ).status_code
        == 302
    )
    invitation.refresh_from_db()
    assert invitation.withdrawn_at is not None and invitation.withdrawn_by == organiser
    client.force_login(member)
    assert client.post(reverse("club-join", args=[club.slug, token])).status_code == 400


def test_another_clubs_organiser_cannot_withdraw_an_invitation(client, club, organiser, other_club):
    invitation, _token = service.invite(club, organiser, role=Role.SCORER)
    client.force_login(other_club.organisers.get())
    for slug in (club.slug, other_club.slug):
        response = client.post(reverse("club-invitation-withdraw", args=[slug, invitation.pk]))
        assert response.status_code in (403, 404)
    invitation.refresh_from_db()
    assert invitation.withdrawn_at is None


def test_a_handed_link_stops_working_once_its_account_belongs_to_another_club(
    organiser_client, club, other_club, member, players
):
    service.link(players[0], member)
    url = ask_reset(organiser_client, club, member).context["url"]
    service.grant(other_club, member, Role.ORGANISER, by=other_club.organisers.get())
    response = Client().get(url, follow=True)
    assert response.status_code == 400
    assert OWN_RESET in response.content.decode()
    assert not AccountEvent.objects.filter(kind=AccountEvent.Kind.PASSWORD_SET).exists()


def test_a_handed_link_stops_working_once_its_organiser_loses_the_role(
    organiser_client, club, organiser, member, players, django_user_model
):
    service.link(players[0], member)
    url = ask_reset(organiser_client, club, member).context["url"]
    successor = django_user_model.objects.create_user("successor")
    service.grant(club, successor, Role.ORGANISER, by=organiser)
    service.revoke(club, organiser, Role.ORGANISER, by=successor)
    assert Client().get(url, follow=True).status_code == 400
