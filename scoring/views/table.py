"""Four phones at one table, and the live parts of the session page.

The scorer's phone shows a QR code; each player scans it once per session, taps their own name
(the phone is then that player's, wherever the seats move) and enters their own hand each hand; the scorer's hand form fills in as the parts arrive (its preview scores the whole
table) and the scorer records the hand with the form's normal POST. Every live fragment is
polled with an ETag computed from the database (scoring.services.hands.table.state), so any app
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
from django.http import HttpResponse, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_GET, require_http_methods

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS
from scoring.forms import mcr as mcr_forms
from scoring.forms.notation import parse_hand_text
from scoring.login_lockout import client_address
from scoring.services import live_push
from scoring.services.hands import engine_text, mcr, riichi, validation
from scoring.services.hands import sessions as sessions_service
from scoring.services.hands import table as service

from . import conditional
from . import sessions as session_views
from .sessions import BONUS_TILES, PICKER_ROWS, hand_form_context, seat_names, session_or_404


def _live(request, session, build):
    """`build()`'s response, or 304 when the table has not changed since the phone last asked.
    What this viewer may do at the table (record, end the game) shows on the page too (a
    change to it, a role or a scorer, deletes the session's or its club's stamp)."""
    return conditional.revalidated(
        request,
        lambda: service.state(session),
        build,
        permissions.can_record(request.user, session),
        owner=("session", session.pk, session.club_id),
    )


def _session_of_url(kwargs):
    return kwargs.get("pk")


def _session_of_token(kwargs):
    return service.token_session(kwargs.get("token", ""))


@require_GET
@conditional.polled("session", _session_of_url)
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


def _line_field(session, seat) -> str:
    """The scorer's hand form field a seat's part goes into (table.js); "" for an MCR
    winner's fans, which tick the form's fans instead."""
    depth = service.entry_depth(session)
    if mcr.is_mcr(session):
        return {"tiles": f"{seat}_tiles", "scores": "winner_score"}.get(depth, "")
    return f"{seat}_score" if depth == "scores" else f"{seat}_tiles"


def _seats(session, number, deal, parts):
    names = seat_names(session, deal)
    players = session.seats_for(deal)
    fans = mcr.is_mcr(session) and service.entry_depth(session) == "fans"
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
                "field": _line_field(session, seat),
                "fans": fans,
            }
        )
    return rows


def _scorer_session(request, pk):
    session = session_or_404(pk)
    if not permissions.can_record(request.user, session):
        raise PermissionDenied(_("only this game's scorers and the club's organisers record hands"))
    return session


def _one_phone_only(session) -> str | None:
    """Why a session's hands cannot come from the players' phones: riichi hands have a form
    of their own (MCR phones send the winner's fans, scoring.forms.mcr.winner_part)."""
    if riichi.is_riichi(session):
        return _("Riichi hands are entered on the scorer's phone only.")
    return None


def _mcr_part(session, player_id, post, win, nothing) -> tuple[str, dict]:
    """An MCR part: (its line, its claim). Only the winner's hand scores: the winner's part
    is checked as the MCR hand form checks a hand; a loser's is "I did not win" (or, at the
    tiles depth, their tiles)."""
    depth = service.entry_depth(session)
    line = post.get("line", "")[: service.MAX_LINE + 1]
    if post.get("false_mahjong"):
        # Declared during the hand, then play went on: the offender may not win it.
        if win:
            raise ContractError(
                _("a player who declared a false mah-jong may not win the hand"), "win"
            )
        win = {"false_mahjong": True}
    if win.get("source") and not nothing:
        seat = service.seat_now(session, player_id)
        return mcr_forms.winner_part(session, session.next_deal(), seat, post, win, depth)
    if not nothing and depth != "tiles":
        raise ContractError(
            _(
                "only the winner's hand scores in MCR: say how you won, "
                "or tap \u201cI did not win: send\u201d"
            ),
            "line",
        )
    return line, win


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
        messages.info(request, _("This game is finished."))
        return redirect(session)
    number = session.next_number()
    # The form opens at the session's depth with each part arrived, and the winner's phone's
    # claim of how they won: the scorer confirms it (or changes it).
    initial = service.form_initial(session, number)
    form_class, _correct, hand_template = session_views.hand_forms(session)
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
        hand_template=hand_template,
        table=True,
        join_url=request.build_absolute_uri(
            reverse("table-join", args=[service.join_token(session)])
        ),
        status_url=reverse("table-status", args=[pk]) + f"?number={number}",
        # Who sits where on this page: the poll moves names and lines when a correction
        # moves the seats (table.js).
        seat_players=" ".join(f"{seat}:{pid}" for seat, pid in session.seats_for(deal).items()),
        qr_url=reverse("table-qr", args=[pk]),
    )
    return render(request, "scoring/table/scorer.html", context)


@require_GET
@login_required
def table_qr(request, pk):
    """The QR code of the table's join link, as SVG."""
    session = _scorer_session(request, pk)
    url = request.build_absolute_uri(reverse("table-join", args=[service.join_token(session)]))
    svg = io.BytesIO()
    segno.make(url, error="m").save(svg, kind="svg", scale=4, border=2, title=_("Join hand"))
    response = HttpResponse(svg.getvalue(), content_type="image/svg+xml")
    response["Cache-Control"] = "private, no-store"
    return response


@require_GET
@login_required
@conditional.polled("session", _session_of_url)
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
                "deal_key": sessions_service.deal_key(deal),
                "scorer": True,
            },
        )

    return _live(request, session, build)


def _player_of(request, session) -> int | None:
    """The player this phone is at this session's table, while they are at it (the signed
    cookie of this session); None: the phone has not joined, or its player left."""
    name, salt = service.player_cookie(session)
    value = request.get_signed_cookie(name, default=None, salt=salt, max_age=service.MAX_AGE)
    return service.seated_player(session, value)


def _joined(response, session, player_id):
    name, salt = service.player_cookie(session)
    if player_id is None:
        response.delete_cookie(name, samesite="Lax")
        return response
    response.set_signed_cookie(
        name,
        str(player_id),
        salt=salt,
        max_age=service.MAX_AGE,
        httponly=True,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )
    return response


def _finished(request, session):
    """A link of a session that is over: it joins nothing any more (410)."""
    context = {
        "refused": service.finished_message(session),
        "recorded": service.recorded(session, session.next_number() - 1),
        "session": session,
    }
    return render(request, "scoring/table/join.html", context, status=410)


def _take_part(request, session, player_id, phone):
    """This phone's player's part of the hand it was typed for: (the part, None) when
    stored, or (None, why not) with the exception that says so."""
    try:
        number = validation.query_number(request.POST.get("number"))
        if number is None:
            raise ContractError(
                _("this page does not say which hand it is for: open the table again"), "number"
            )
        service.count_post(session, client_address(request))
        how = request.POST.get("win", "")[:20]
        win = service.check_win(
            session,
            player_id,
            how,
            request.POST.get("win_tile", "")[:3],
            request.POST.get("completes", "")[:2],
        )
        line = request.POST.get("line", "")[: service.MAX_LINE + 1]
        nothing = bool(request.POST.get("nothing"))
        if mcr.is_mcr(session):
            line, win = _mcr_part(session, player_id, request.POST, win, nothing)
        part = service.save_part(
            session,
            number,
            player_id,
            line,
            request.user,
            phone=service.phone_digest(phone),
            scorer=permissions.can_record(request.user, session),
            win=win,
            nothing=nothing,
            key=request.POST.get("part_key", "")[:40],
        )
    except (
        service.TooManyPosts,
        service.SeatTaken,
        service.PartTooLate,
        ContractError,
    ) as exc:
        return None, exc
    return part, None


@gzip_page
def join(request, token):
    """A player's phone: tap your name once, then enter your own hand each hand; the page
    follows the session's next hand and your seat in it."""
    try:
        session = service.unsign(token)
    except service.TokenRefused as exc:
        return render(request, "scoring/table/join.html", {"refused": str(exc)}, status=400)
    if refused := _one_phone_only(session):
        return render(request, "scoring/table/join.html", {"refused": refused}, status=400)
    if not service.is_live(session):
        return _finished(request, session)
    here = reverse("table-join", args=[token])
    phone, minted = _phone(request)
    player_id = _player_of(request, session)
    if request.method == "POST" and "join" in request.POST:
        try:
            service.count_post(session, client_address(request), joining=True)
        except service.TooManyPosts as exc:
            context = {"refused": str(exc), "session": session}
            return render(request, "scoring/table/join.html", context, status=429)
        chosen = service.seated_player(session, request.POST.get("join"))
        if chosen is not None:
            return _with_phone(_joined(redirect(here), session, chosen), phone, minted)
    if request.method == "POST" and "leave" in request.POST:
        return _joined(redirect(here), session, None)
    deal = session.next_deal()
    number = session.next_number()
    parts = service.parts(session, number)
    error = taken = late = None
    line = how = win_tile = completes = ""
    seat = service.seat_now(session, player_id) if player_id is not None else ""
    if request.method == "POST" and "join" not in request.POST and player_id is not None:
        line = request.POST.get("line", "")[: service.MAX_LINE + 1]
        how = request.POST.get("win", "")[:20]
        win_tile = request.POST.get("win_tile", "")[:3]
        completes = request.POST.get("completes", "")[:2]
        part, refused = _take_part(request, session, player_id, phone)
        if part is not None:
            messages.success(request, _("Your hand is with the scorer."))
            return _with_phone(redirect(here), phone, minted)
        if isinstance(refused, service.TooManyPosts):
            context = {"refused": str(refused), "session": session}
            return render(request, "scoring/table/join.html", context, status=429)
        if isinstance(refused, service.SeatTaken):
            taken = refused
            parts = service.parts(session, number)
        elif isinstance(refused, service.PartTooLate):
            late = refused
            line = how = win_tile = completes = ""
        else:
            error = engine_text.refusal(refused)
    elif seat in parts:
        line = parts[seat].line
        claim = parts[seat].win
        if claim.get("source"):
            how = f"p{claim['discarder']}" if "discarder" in claim else "wall"
        win_tile, completes = claim.get("tile", ""), claim.get("completes", "")
    depth = service.entry_depth(session)
    fans, said = None, {}
    if mcr.is_mcr(session) and seat:
        fans, said = _mcr_claims(request, session, deal, seat, parts, line, error)
    drawn = None
    if line and not error and depth not in ("scores", "fans"):
        try:
            drawn = parse_hand_text(line)
        except ContractError as exc:
            error = engine_text.refusal(exc)
    context = {
        "session": session,
        "number": number,
        "token": token,
        "seat": seat,
        "player_id": player_id,
        "seats": _seats(session, number, deal, parts),
        "line": line,
        "how": how,
        "win_tile": win_tile,
        "completes": completes,
        "drawn": drawn,
        "error": error,
        "taken": taken,
        "late": late,
        "last": service.recorded(session, number - 1),
        "depth": depth,
        "mcr": mcr.is_mcr(session),
        "fans": fans,
        "said": said,
        "mcr_flags": list(mcr_forms.WIN_FLAGS.items()),
        "said_flags": [name for name in mcr_forms.WIN_FLAGS if said.get(name)],
        "picker_rows": PICKER_ROWS,
        "bonus_tiles": BONUS_TILES,
        "status_url": reverse("table-join-status", args=[token]),
        "stream_url": reverse("table-join-stream", args=[token])
        if live_push.offered(request)
        else "",
        "queued_url": reverse("table-join-queued", args=[token]),
    }
    status = 409 if taken or late else 400 if error else 200
    if request.method == "POST" and player_id is None:
        # A part from a phone that has not joined (or whose player left): tap your name.
        status = 403 if "join" not in request.POST else 400
        messages.warning(
            request,
            _("this phone is no longer at the table: open the table code and tap your name"),
        )
    response = render(request, "scoring/table/join.html", context, status=status)
    return _with_phone(response, phone, minted)


def _mcr_claims(request, session, deal, seat, parts, line, error) -> tuple:
    """The winner's fans, grouped as on the scorer's MCR form, and what else they said of the
    win: as sent, or as typed when the part was refused."""
    typed = request.POST if request.method == "POST" and error else None
    fans = mcr_forms.part_fans(seat_names(session, deal), typed, line)
    claim = parts[seat].win if seat in parts and typed is None else {}
    said = {
        name: bool(typed.get(name)) if typed else bool(claim.get(name))
        for name in mcr_forms.WIN_FLAGS
    }
    said["false_mahjong"] = (
        bool(typed.get("false_mahjong")) if typed else bool(claim.get("false_mahjong"))
    )
    said["kong"] = (
        bool(typed.get("kong")) if typed else claim.get("source") in mcr_forms.KONG_SOURCES
    )
    return fans, said


@require_http_methods(["GET", "POST"])
def join_queued(request, token):
    """A part that waited in a phone's queue (no connection when it was typed); answers JSON
    as the hand queue's endpoint does: 200 stored (or a repeat), 400 it cannot be read,
    403 the phone is not its player's, 409 too late (the hand was recorded meanwhile) or
    another phone's entry stands; nothing is stored but a part, against this phone's player."""
    try:
        session = service.unsign(token)
    except service.TokenRefused as exc:
        return JsonResponse({"status": "invalid", "error": str(exc)}, status=400)
    if request.method == "GET":
        return JsonResponse({"csrf": get_token(request), "next_number": session.next_number()})
    if not service.is_live(session):
        body = {"status": "late", "error": service.finished_message(session)}
        body["line"] = request.POST.get("line", "")[: service.MAX_LINE]
        return JsonResponse(body, status=409)
    player_id = _player_of(request, session)
    if player_id is None:
        message = _("this phone is no longer at the table: open the table code and tap your name")
        return JsonResponse({"status": "forbidden", "error": message}, status=403)
    phone, minted = _phone(request)
    part, refused = _take_part(request, session, player_id, phone)
    if part is not None:
        return JsonResponse(
            {"status": "stored", "number": part.number, "seat": part.seat, "line": part.line}
        )
    if isinstance(refused, service.TooManyPosts):
        return JsonResponse({"status": "busy", "error": str(refused)}, status=429)
    if isinstance(refused, service.PartTooLate):
        body = {"status": "late", "number": refused.number, "error": str(refused)}
        body["line"] = refused.line
        return JsonResponse(body, status=409)
    if isinstance(refused, service.SeatTaken):
        body = {"status": "taken", "error": str(refused), "line": refused.line}
        return JsonResponse(body, status=409)
    return JsonResponse({"status": "invalid", "error": engine_text.refusal(refused)}, status=400)


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
@conditional.polled("session", _session_of_token)
def join_status(request, token):
    """What a player's phone polls: the hand being played, who sits where and who has
    entered (the same for every phone: the page finds its own player in it)."""
    try:
        session = service.unsign(token)
    except service.TokenRefused as exc:
        return HttpResponse(str(exc), status=400)
    return _live(request, session, lambda: phone_status(request, session))


def phone_status(request, session):
    """The table as every phone at it is shown it (join_status's answer, and each event of its
    stream): status 286 once the session is over."""
    if not service.is_live(session):
        response = render(
            request,
            "scoring/table/_status.html",
            {
                "recorded": service.recorded(session, session.next_number() - 1),
                "session": session,
                "finished": service.finished_message(session),
            },
        )
        response.status_code = 286  # htmx: the session is over, stop polling
        return response
    number = session.next_number()
    deal = session.next_deal()
    parts = service.parts(session, number)
    return render(
        request,
        "scoring/table/_status.html",
        {
            "session": session,
            "number": number,
            "seats": _seats(session, number, deal, parts),
            "all_in": len(parts) == 4,
            "deal_key": sessions_service.deal_key(deal),
        },
    )
