"""Who may see or manage a tournament, and what every tournament page answers with: the
tournament or 404, the organiser's or 403, a page hidden by the event's privacy, a refused
form's errors as messages, a CSV download, a print page's context.
"""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring import permissions
from scoring.models import Tournament
from scoring.services.people import privacy


def tournament_or_404(pk):
    return get_object_or_404(Tournament.objects.select_related("club"), pk=pk)


def shown_tournament(request, tournament, what: str):
    """The tournament's privacy (scoring.services.people.privacy): players, standings or results."""
    if not getattr(privacy, f"may_see_{what}")(request.user, tournament):
        raise PermissionDenied(_("this tournament shows that to its club's members only"))
    return tournament


def managed_tournament(request, pk):
    tournament = tournament_or_404(pk)
    if not permissions.can_manage_tournament(request.user, tournament):
        raise PermissionDenied(_("Only the club's organisers manage its tournaments."))
    return tournament


def csv_response(text, filename):
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def print_context(tournament, **extra):
    return {"tournament": tournament, "printed_at": timezone.now(), **extra}


def form_errors(request, form):
    for field, errors in form.errors.items():
        for error in errors:
            label = form.fields[field].label if field in form.fields else ""
            messages.error(request, f"{label}: {error}" if label else error)
