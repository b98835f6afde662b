"""A club's backup from the browser: the same document as `manage.py export_club`."""

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring import permissions
from scoring.models import Club
from scoring.services.files.backup import dumps, export_club


@login_required
def club_export(request, slug):
    club = get_object_or_404(Club, slug=slug)
    if not permissions.can_export(request.user, club):
        raise PermissionDenied(_("only the club's organisers can export its record"))
    response = HttpResponse(dumps(export_club(club)), content_type="application/json")
    filename = f"{club.slug}-{timezone.localdate():%Y-%m-%d}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
