"""A club runs itself: creating it, its players (one by one or from CSV), invitations
(signed, expiring, single use, for one club), the roles its organisers give and take (every
change audited), and a player's own data (download, be forgotten)."""

from __future__ import annotations

import csv
import datetime
import io

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import signing
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from scoring.models import (
    Club,
    ClubRole,
    Invitation,
    Player,
    PlayerMerge,
    Registration,
    Role,
    RoleChange,
    identity,
)
from scoring.services.people import traces

INVITATION_SALT = "clubscore.invitation"
CSV_MAX_BYTES = 256 * 1024
CSV_MAX_ROWS = 2000
CSV_COLUMNS = ("name", "country", "ema_number", "nationality")


class ClubError(Exception):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field


# Creating a club ------------------------------------------------------------------------------


@transaction.atomic
def create_club(user, name: str, invitation_token: str = "") -> Club:
    """The creator becomes its first organiser (audited). A site invitation, when one is
    needed, is used up here."""
    if invitation_token:
        invitation = _invitation(invitation_token, club=None)
        _use(invitation, user)
    base = slugify(name)[:40] or "club"
    slug, n = base, 1
    while Club.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    club = Club.objects.create(name=name, slug=slug)
    club.organisers.add(user)
    RoleChange.objects.create(club=club, user=user, role=Role.ORGANISER, granted=True, by=user)
    return club


# Players --------------------------------------------------------------------------------------


def add_player(club, name, country="", ema_number="", nationality="") -> Player:
    if club.players.filter(name=name).exists():
        raise ClubError(_("the club already has a player called %(name)s") % {"name": name}, "name")
    return Player.objects.create(
        club=club, name=name, country=country, ema_number=ema_number, nationality=nationality
    )


def parse_players_csv(club, data: bytes) -> list[dict]:
    """Rows of name[,country,ema_number,nationality] (a header row naming them is optional).
    Every row is checked before any is saved; an error names its line."""
    if len(data) > CSV_MAX_BYTES:
        raise ClubError(
            _("the file is larger than %(n)s kB") % {"n": CSV_MAX_BYTES // 1024}, "file"
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ClubError(_("the file is not UTF-8 text"), "file") from None
    # Each row with the file's own line number (where it starts: a header counts, and a quoted
    # field may span lines), so an error names the line an editor shows.
    reader = csv.reader(io.StringIO(text))
    rows, line = [], 1
    try:
        for row in reader:
            rows.append((line, row))
            line = reader.line_num + 1
    except csv.Error as exc:  # a NUL character, a field past the csv module's limit
        raise ClubError(
            _("the file is not CSV that can be read: %(error)s") % {"error": exc}, "file"
        ) from None
    if rows and [c.strip().lower() for c in rows[0][1][:1]] == ["name"]:
        rows = rows[1:]
    rows = [(n, r) for n, r in rows if any(c.strip() for c in r)]
    if not rows:
        raise ClubError(_("the file has no players"), "file")
    if len(rows) > CSV_MAX_ROWS:
        raise ClubError(_("at most %(n)s players a file") % {"n": CSV_MAX_ROWS}, "file")
    existing = set(club.players.values_list("name", flat=True))
    seen, entries = set(), []
    for line, row in rows:
        if len(row) > len(CSV_COLUMNS):
            raise ClubError(_("line %(line)s: more than four columns") % {"line": line}, "file")
        entry = dict(zip(CSV_COLUMNS, (c.strip() for c in row), strict=False))
        entry = {key: entry.get(key, "") for key in CSV_COLUMNS}
        _check_player_fields(entry, line)
        if entry["name"] in existing or entry["name"] in seen:
            raise ClubError(
                _("line %(line)s: the club already has a player called %(name)s")
                % {"line": line, "name": entry["name"]},
                "file",
            )
        seen.add(entry["name"])
        entries.append(entry)
    return entries


def _check_player_fields(entry, line):
    def refuse(message):
        raise ClubError(_("line %(line)s: %(error)s") % {"line": line, "error": message}, "file")

    if not entry["name"]:
        refuse(_("the name is empty"))
    if any(ord(c) < 32 or ord(c) == 127 for value in entry.values() for c in value):
        refuse(_("a control character (such as NUL) is not allowed"))
    if len(entry["name"]) > 120 or len(entry["country"]) > 60:
        refuse(_("the name or country is too long"))
    if entry["ema_number"] and not identity.EMA_NUMBER.fullmatch(entry["ema_number"]):
        refuse(_("an EMA number has 8 digits"))
    if entry["nationality"]:
        code = identity.nationality(entry["nationality"])
        if code is None:
            refuse(_("a nationality is a country's ISO code (e.g. CZE or CZ)"))
        entry["nationality"] = code


@transaction.atomic
def import_players(club, entries: list[dict]) -> list[Player]:
    return [Player.objects.create(club=club, **entry) for entry in entries]


# Invitations ----------------------------------------------------------------------------------


def invite(club, by, player=None, role: str = "") -> tuple[Invitation, str]:
    """A new invitation and its token (the signed part of the link)."""
    if player is not None and player.club_id != club.pk:
        raise ClubError(_("that player is not this club's"), "player")
    invitation = Invitation.objects.create(club=club, player=player, role=role, created_by=by)
    return invitation, token_for(invitation)


def send_invitation(club, url: str, email: str, by) -> bool:
    """Email the link when the site sends email (settings.EMAIL_CONFIGURED); False if not."""
    from django.core.mail import send_mail

    from scoring.services.people.accounts import public_name

    if not settings.EMAIL_CONFIGURED:
        return False
    subject = _("Invitation to %(club)s") % {"club": club.name}
    body = _(
        "%(who)s invites you to %(club)s on ClubScore. Open this link to sign up or log in "
        "and accept (it works once):\n\n%(url)s\n"
    ) % {"who": public_name(by), "club": club.name, "url": url}
    send_mail(subject, body, None, [email])
    return True


def invite_club_creator(by) -> tuple[Invitation, str]:
    invitation = Invitation.objects.create(club=None, created_by=by)
    return invitation, token_for(invitation)


def token_for(invitation) -> str:
    club = invitation.club.slug if invitation.club_id else ""
    return signing.dumps([invitation.pk, club], salt=INVITATION_SALT, compress=True)


def _invitation(token: str, club) -> Invitation:
    """The invitation a token names, if it is genuine, unexpired, unused and for `club`."""
    try:
        pk, slug = signing.loads(token, salt=INVITATION_SALT, max_age=settings.INVITATION_MAX_AGE)
    except signing.SignatureExpired:
        raise ClubError(_("this invitation has expired; ask for a new one"), "token") from None
    except (signing.BadSignature, ValueError, TypeError):
        raise ClubError(_("this invitation link is not valid"), "token") from None
    if slug != (club.slug if club is not None else ""):
        raise ClubError(_("this invitation is for another club"), "token")
    invitation = Invitation.objects.select_for_update().filter(pk=pk).first()
    if invitation is None or invitation.withdrawn_at is not None:
        raise ClubError(_("this invitation was withdrawn"), "token")
    if invitation.used_at is not None:
        raise ClubError(_("this invitation has already been used"), "token")
    # Checked when it is used, not only when it was made: a maker who lost the right to
    # grant it (and whose invitations a missed withdrawal left open) gives nothing.
    if not _may_invite(invitation.created_by, club):
        raise ClubError(
            _("this invitation was withdrawn: the person who made it may no longer give it"),
            "token",
        )
    return invitation


def _may_invite(user, club) -> bool:
    """The site administrator invites club founders; a club's organisers invite to it."""
    if user is None or not user.is_active:
        return False
    if user.is_superuser:
        return True
    return club is not None and club.organisers.filter(pk=user.pk).exists()


def open_invitations(club) -> list[Invitation]:
    """The club's invitations that still work: unused, not withdrawn, not expired."""
    since = timezone.now() - datetime.timedelta(seconds=settings.INVITATION_MAX_AGE)
    return list(
        Invitation.objects.filter(
            club=club, used_at=None, withdrawn_at=None, created_at__gte=since
        ).select_related("player", "created_by")
    )


@transaction.atomic
def withdraw(invitation, by) -> None:
    Invitation.objects.filter(pk=invitation.pk, used_at=None, withdrawn_at=None).update(
        withdrawn_at=timezone.now(), withdrawn_by=by
    )


def _withdraw_made_by(club, user, by) -> int:
    """Every open invitation `user` made for `club`, once they may no longer make them."""
    if _may_invite(user, club):
        return 0
    return Invitation.objects.filter(
        club=club, created_by=user, used_at=None, withdrawn_at=None
    ).update(withdrawn_at=timezone.now(), withdrawn_by=by)


def check_invitation(token: str, club) -> Invitation:
    with transaction.atomic():
        return _invitation(token, club)


def _use(invitation, user):
    invitation.used_at = timezone.now()
    invitation.used_by = user
    invitation.save(update_fields=["used_at", "used_by"])


@transaction.atomic
def accept(token: str, club, user) -> Invitation:
    """Link `user` to the invitation's player and give its role; the link is then used up."""
    invitation = _invitation(token, club)
    player = invitation.player
    if player is not None:
        player = Player.objects.select_for_update().get(pk=player.pk)
        if player.user_id not in (None, user.pk):
            raise ClubError(_("this player is already linked to another account"), "token")
        player.user = user
        player.save(update_fields=["user"])
    # Whoever accepts is a member; the invitation's role comes on top (each change audited).
    grant(club, user, Role.MEMBER, by=invitation.created_by)
    if invitation.role:
        grant(club, user, invitation.role, by=invitation.created_by)
    _use(invitation, user)
    return invitation


# Roles ----------------------------------------------------------------------------------------


def has_role(club, user, role) -> bool:
    if role == Role.ORGANISER:
        return club.organisers.filter(pk=user.pk).exists()
    return ClubRole.objects.filter(club=club, user=user, role=role).exists()


@transaction.atomic
def grant(club, user, role, by) -> bool:
    """Give `role`; False (and no audit row) if the user already has it."""
    if has_role(club, user, role):
        return False
    if role == Role.ORGANISER:
        club.organisers.add(user)
    else:
        ClubRole.objects.create(club=club, user=user, role=role)
    RoleChange.objects.create(club=club, user=user, role=role, granted=True, by=by)
    return True


@transaction.atomic
def revoke(club, user, role, by) -> bool:
    if not has_role(club, user, role):
        return False
    if role == Role.ORGANISER:
        if club.organisers.count() == 1:
            raise ClubError(_("a club keeps at least one organiser"), "role")
        club.organisers.remove(user)
    else:
        ClubRole.objects.filter(club=club, user=user, role=role).delete()
    RoleChange.objects.create(club=club, user=user, role=role, granted=False, by=by)
    _withdraw_made_by(club, user, by)
    return True


def members(club) -> list[dict]:
    """Every account of the club, with its roles and players: organisers, role holders and
    the users linked to the club's players."""
    User = get_user_model()
    # Inactive accounts too: a restored backup brings its users back inactive until an
    # organiser hands them a password link (setting the password activates them).
    users = (
        User.objects.filter(
            Q(organised_clubs=club) | Q(club_roles__club=club) | Q(players__club=club)
        )
        .distinct()
        .order_by("first_name", "pk")
    )
    organisers = set(club.organisers.values_list("pk", flat=True))
    roles: dict[int, set] = {}
    for user_id, role in ClubRole.objects.filter(club=club).values_list("user_id", "role"):
        roles.setdefault(user_id, set()).add(role)
    players: dict[int, list] = {}
    for player in club.players.filter(user__isnull=False):
        players.setdefault(player.user_id, []).append(player)
    return [
        {
            "user": user,
            "roles": {
                Role.SCORER: Role.SCORER in roles.get(user.pk, ()),
                Role.REFEREE: Role.REFEREE in roles.get(user.pk, ()),
                Role.ORGANISER: user.pk in organisers,
            },
            "players": players.get(user.pk, []),
        }
        for user in users
    ]


@transaction.atomic
def link(player, user):
    """Link an account to a player of the club (after merging a player's two names)."""
    player = Player.objects.select_for_update().get(pk=player.pk)
    if player.user_id not in (None, user.pk):
        raise ClubError(_("this player is already linked to another account"), "player")
    player.user = user
    player.save(update_fields=["user"])


# A player's own data ----------------------------------------------------------------------------


def own_data(user) -> dict:
    """Everything the site holds about a person, for them to download."""
    from scoring.services.people import players as player_service

    data = {
        "account": {
            "username": user.get_username(),
            "display_name": user.get_full_name(),
            "email": user.email,
            "date_joined": user.date_joined.isoformat(),
            "last_login": user.last_login.isoformat() if user.last_login else None,
        },
        "roles": [
            {"club": r.club.name, "role": r.role}
            for r in ClubRole.objects.filter(user=user).select_related("club")
        ]
        + [{"club": c.name, "role": Role.ORGANISER} for c in user.organised_clubs.all()],
        "players": [],
    }
    for player in user.players.select_related("club"):
        record = player_service.record(player)
        data["players"].append(
            {
                "club": player.club.name,
                "name": player.name,
                "country": player.country,
                "ema_number": player.ema_number,
                "nationality": player.nationality,
                "ratings": [
                    {
                        "ruleset": line.ruleset,
                        "mu": line.current.mu,
                        "sigma": line.current.sigma,
                        "rated_games": line.current.games,
                    }
                    for line in record.ratings
                ],
                "hands_played": record.hands_played,
                "hands_won": record.hands_won,
                "games": [
                    {
                        "session": game.session_id,
                        "date": game.date.isoformat(),
                        "title": game.title,
                        "ruleset": game.ruleset,
                        "score": game.scores.get(player.pk, 0),
                    }
                    for game in record.games
                ],
            }
        )
    return data


@transaction.atomic
def forget(user):
    """Erase a person: their players keep every result under an anonymous name (so no score
    or standing changes), the names they were merged from are erased, and the account is
    closed with its personal data removed. The site's only administrator and a club's only
    organiser are refused: someone else must hold the role first."""
    others = get_user_model().objects.filter(is_superuser=True, is_active=True).exclude(pk=user.pk)
    if user.is_superuser and not others.exists():
        raise ClubError(
            _("you are the site's only administrator: make someone else one first"), None
        )
    for club in user.organised_clubs.all():
        if club.organisers.count() == 1:
            raise ClubError(
                _("you are the only organiser of %(club)s: give the role to someone else first")
                % {"club": club.name},
                None,
            )
    forgotten = f"forgotten-{user.pk}"
    replacements = {user.username: forgotten, user.email: forgotten}
    replacements[user.get_full_name()] = forgotten
    linked = list(Player.objects.select_for_update().filter(user=user))
    # The duplicates merged into them were the same person under another name.
    merged = Player.objects.select_for_update().filter(
        pk__in=PlayerMerge.objects.filter(target__in=linked).values("source")
    )
    for player in [*linked, *merged]:
        anonymous = _("Anonymous player %(number)s") % {"number": player.pk}
        replacements[player.name] = anonymous
        player.name = anonymous
        player.country = player.ema_number = player.nationality = ""
        player.user = None
        player.save(update_fields=["name", "country", "ema_number", "nationality", "user"])
    # What their registrations for events kept of them (the e-mail, club, EMA number).
    Registration.objects.filter(player__in=[*linked, *merged]).update(
        email="", home_club="", ema_number="", nationality=""
    )
    # The roles end like any other role change: audited.
    for role in ClubRole.objects.filter(user=user).select_related("club"):
        revoke(role.club, user, role.role, by=user)
    for club in list(user.organised_clubs.all()):
        revoke(club, user, Role.ORGANISER, by=user)
    # The site's own logs: the login logs by the username typed, the admin log's texts.
    traces.forget_logins([user.username, user.email])
    traces.forget_in_admin_log(replacements)
    user.username = forgotten
    user.first_name = user.last_name = user.email = ""
    user.is_active = user.is_staff = user.is_superuser = False
    user.set_unusable_password()
    user.save()
