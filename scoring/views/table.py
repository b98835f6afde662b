"""Four phones at one table, and the live parts of the session page.

The scorer's phone shows a QR code; each player scans it, picks their seat and enters their
own hand; the scorer's hand form fills in as the parts arrive (its preview scores the whole
table) and the scorer records the hand with the form's normal POST. Every live fragment is
polled with an ETag computed from the database (scoring.services.table.state), so any app
server answers any phone, and an unchanged table costs one aggregate query and a 304.
"""

from __future__ import annotations

import io
import secrets

import segno
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_GET

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS
from scoring.forms.notation import parse_hand_text
from scoring.login_lockout import client_address
from scoring.services import engine_text, mcr, riichi, validation
from scoring.services import table as service

from . import conditional
from . import sessions as session_views
from .sessions import BONUS_TILES, PICKER_ROWS, hand_form_context, seat_names, session_or_404


def _live(request, session, build):
    """`build()`'s response, or 304 when the table has not changed since the phone last asked.
    What this viewer may do at the table (record, end the game) shows on the page too."""
    return conditional.revalidated(
        request, service.state(session), build, permissions.can_record(request.user, session)
    )


@require_GET
def session_live(request, pk):
    """The session page's totals, next deal and hands (htmx polls it)."""
    session = session_or_404(pk)
    return _live(
        request,
        session,
        lambda: render(
            request,
            "scoring/sessions/_live.html",
            session_views.session_context(request, session),
        ),
    )


def _seats(session, number, deal, parts):
    names = seat_names(session, deal)
    players = session.seats_for(deal)
    rows = []
    for seat in SEATS:
        claim = service.claimed_win(session, number, {seat: parts[seat]}) if seat in parts else {}
        rows.append(
            {
                "seat": seat,
                "wind": engine_text.wind_name(seat),
                "name": names[seat],
                "player": players[seat],
                "part": parts.get(seat),
                "claim": claim,
                "discarder_name": names.get(claim.get("discarder", ""), ""),
            }
        )
    return rows


def _scorer_session(request, pk):
    session = session_or_404(pk)
    if not permissions.can_record(request.user, session):
        raise PermissionDenied(
            _("only this session's scorers and the club's organisers record hands")
        )
    return session


def _one_phone_only(session) -> str | None:
    """Why a session's hands cannot come from the players' phones: they send classical
    notation lines, and riichi and MCR hands have forms of their own."""
    if riichi.is_riichi(session):
        return _("Riichi hands are entered on the scorer's phone only.")
    if mcr.is_mcr(session):
        return _("MCR hands are entered on the scorer's phone only.")
    return None


@gzip_page
@login_required
def scorer_table(request, pk):
    """The scorer's phone: the hand form, filled in as the players' parts arrive, and the QR
    code that lets the players join. Recording posts the hand form as usual."""
    session = _scorer_session(request, pk)
    if request.method == "POST":
        return session_views.hand_new(request, pk)
    if refused := _one_phone_only(session):
        messages.info(request, refused)
        return redirect("hand-new", pk=pk)
    deal = session.next_deal()
    if deal is None:
        messages.info(request, _("This session is finished."))
        return redirect(session)
    number = session.next_number()
    # The form opens at the session's depth with each part arrived, and the winner's phone's
    # claim of how they won: the scorer confirms it (or changes it).
    initial = service.form_initial(session, number)
    form_class = session_views.hand_forms(session)[0]
    form = form_class(initial=initial, names=seat_names(session, deal))
    context = hand_form_context(
        session,
        deal,
        form,
        number=number,
        action="new",
        **session_views.just_recorded(request, session, number),
    )
    context.update(
        table=True,
        join_url=request.build_absolute_uri(
            reverse("table-join", args=[service.join_token(session, number)])
        ),
        status_url=reverse("table-status", args=[pk]) + f"?number={number}",
        qr_url=reverse("table-qr", args=[pk]),
    )
    return render(request, "scoring/table/scorer.html", context)


@require_GET
@login_required
def table_qr(request, pk):
    """The QR code of the current hand's join link, as SVG."""
    session = _scorer_session(request, pk)
    url = request.build_absolute_uri(
        reverse("table-join", args=[service.join_token(session, session.next_number())])
    )
    svg = io.BytesIO()
    segno.make(url, error="m").save(svg, kind="svg", scale=4, border=2, title=_("Join hand"))
    response = HttpResponse(svg.getvalue(), content_type="image/svg+xml")
    response["Cache-Control"] = "private, no-store"
    return response


@require_GET
@login_required
def table_status(request, pk):
    """Who at the table has entered their hand (the scorer's phone polls it)."""
    session = _scorer_session(request, pk)
    number = validation.query_number(request.GET.get("number"))
    if number is None:
        return HttpResponse(_("say which hand: ?number=N"), status=400)

    def build():
        deal = session.next_deal()
        if deal is None or session.next_number() != number:
            return render(
                request,
                "scoring/table/_status.html",
                {"recorded": service.recorded(session, number), "session": session},
            )
        parts = service.parts(session, number)
        return render(
            request,
            "scoring/table/_status.html",
            {
                "session": session,
                "number": number,
                "seats": _seats(session, number, deal, parts),
                "all_in": len(parts) == 4,
                "depth": service.entry_depth(session),
                "scorer": True,
            },
        )

    return _live(request, session, build)


@gzip_page
def join(request, token):
    """A player's phone: pick your seat, enter your own hand, see the table fill in."""
    try:
        session, number = service.unsign(token)
    except service.TokenRefused as exc:
        return render(request, "scoring/table/join.html", {"refused": str(exc)}, status=400)
    if refused := _one_phone_only(session):
        return render(request, "scoring/table/join.html", {"refused": refused}, status=400)
    if not service.is_live(session, number):
        recorded = service.recorded(session, number)
        return render(
            request,
            "scoring/table/join.html",
            {
                "refused": service.expired_message(session, number, recorded),
                "recorded": recorded,
                "session": session,
            },
            status=410,
        )
    deal = session.next_deal()
    phone, minted = _phone(request)
    parts = service.parts(session, number)
    seat = request.POST.get("seat") or request.GET.get("seat") or ""
    seat = seat if seat in SEATS else ""
    if request.method == "GET" and request.GET.get("player"):
        # A phone that has entered is its player's, wherever a correction has moved the seats.
        try:
            seat = service.seat_now(session, request.GET["player"])
        except ContractError:
            seat = ""
    error = taken = None
    line = parts[seat].line if seat in parts else ""
    claim = parts[seat].win if seat in parts else {}
    how = ("wall" if claim.get("source") == "wall" else f"p{claim['discarder']}") if claim else ""
    win_tile, completes = claim.get("tile", ""), claim.get("completes", "")
    if request.method == "POST" and seat:
        line = request.POST.get("line", "")[: service.MAX_LINE + 1]
        how = request.POST.get("win", "")[:20]
        win_tile = request.POST.get("win_tile", "")[:3]
        completes = request.POST.get("completes", "")[:2]
        chosen = seat
        try:
            service.count_post(token, client_address(request))
            seat = service.seat_now(session, request.POST.get("player"))
            if seat != chosen:
                # A change to an earlier hand moved the seats since the page was opened.
                name = seat_names(session, deal)[seat]
                messages.info(
                    request,
                    _("The seats moved: %(name)s is %(wind)s in this hand now.")
                    % {"name": name, "wind": engine_text.wind_name(seat)},
                )
            player_id = session.seats_for(deal)[seat]
            win = service.check_win(session, player_id, how, win_tile, str(completes))
            service.save_part(
                session,
                number,
                seat,
                line,
                request.user,
                phone=service.phone_digest(phone),
                scorer=permissions.can_record(request.user, session),
                win=win,
            )
        except service.TooManyPosts as exc:
            context = {"refused": str(exc), "session": session}
            return render(request, "scoring/table/join.html", context, status=429)
        except service.SeatTaken as exc:
            taken = exc
            parts = service.parts(session, number)
        except ContractError as exc:
            error = engine_text.refusal(exc)
        else:
            messages.success(request, _("Your hand is with the scorer."))
            player = session.seats_for(deal)[seat]
            response = redirect(f"{reverse('table-join', args=[token])}?player={player}")
            return _with_phone(response, phone, minted)
    drawn = None
    if line and not error and service.entry_depth(session) != "scores":
        try:
            drawn = parse_hand_text(line)
        except ContractError as exc:
            error = engine_text.refusal(exc)
    context = {
        "session": session,
        "number": number,
        "token": token,
        "seat": seat,
        "seats": _seats(session, number, deal, parts),
        "line": line,
        "how": how,
        "win_tile": win_tile,
        "completes": completes,
        "drawn": drawn,
        "error": error,
        "taken": taken,
        "depth": service.entry_depth(session),
        "picker_rows": PICKER_ROWS,
        "bonus_tiles": BONUS_TILES,
        "status_url": reverse("table-join-status", args=[token]),
    }
    status = 409 if taken else 400 if error else 200
    response = render(request, "scoring/table/join.html", context, status=status)
    return _with_phone(response, phone, minted)


PHONE_COOKIE = "clubscore_phone"


def _phone(request) -> tuple[str, bool]:
    """(this phone's token, whether it is new): a signed cookie that marks the entries this
    phone made, so that only it (or the scorer) replaces them."""
    token = request.get_signed_cookie(PHONE_COOKIE, default=None, salt=service.SALT)
    if token:
        return token, False
    return secrets.token_urlsafe(18), True


def _with_phone(response, phone, minted):
    if minted:
        response.set_signed_cookie(
            PHONE_COOKIE,
            phone,
            salt=service.SALT,
            max_age=service.MAX_AGE * 4,
            httponly=True,
            samesite="Lax",
            secure=settings.SESSION_COOKIE_SECURE,
        )
    return response


@require_GET
def join_status(request, token):
    """What a player's phone polls: who has entered, and the result once it is recorded."""
    try:
        session, number = service.unsign(token)
    except service.TokenRefused as exc:
        return HttpResponse(str(exc), status=400)

    def build():
        if not service.is_live(session, number):
            response = render(
                request,
                "scoring/table/_status.html",
                {"recorded": service.recorded(session, number), "session": session},
            )
            response.status_code = 286  # htmx: the hand is recorded, stop polling
            return response
        parts = service.parts(session, number)
        return render(
            request,
            "scoring/table/_status.html",
            {
                "session": session,
                "number": number,
                "seats": _seats(session, number, session.next_deal(), parts),
                "all_in": len(parts) == 4,
            },
        )

    return _live(request, session, build)
