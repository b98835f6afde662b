"""A club's house rules (docs/house-rules.md): the list, one house ruleset beside its base
ruleset, and the organiser's forms, each save a new immutable version."""

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from scoring import permissions
from scoring.forms.house_rules import HouseRulesetForm, SpecialHandForm
from scoring.models import Club, HouseRuleset
from scoring.services.hands import house_rules
from scoring.services.hands.house_rules import HouseRulesError, StaleHouseRules


def _club(slug) -> Club:
    return get_object_or_404(Club, slug=slug)


def _ruleset(request, club, slug) -> HouseRuleset:
    """The house ruleset if the viewer may see it; 404 otherwise (an unpublished one is not
    even said to exist to another club)."""
    ruleset = HouseRuleset.objects.filter(club=club, slug=slug).first()
    if ruleset is None or not house_rules.visible_to(request.user, ruleset):
        raise Http404("no such house rules")
    return ruleset


def _may_write(request, club) -> None:
    if not permissions.can_manage_house_rules(request.user, club):
        raise PermissionDenied(_("only the club's organisers write its house rules"))


def index(request, slug):
    club = _club(slug)
    organiser = request.user.is_authenticated and permissions.can_manage_house_rules(
        request.user, club
    )
    rulesets = HouseRuleset.objects.filter(club=club)
    if not organiser:
        rulesets = rulesets.filter(published=True)
    context = {"club": club, "rulesets": rulesets, "organiser": organiser}
    return render(request, "scoring/house_rules/index.html", context)


def detail(request, slug, house):
    club = _club(slug)
    ruleset = _ruleset(request, club, house)
    version = house_rules.version_of(ruleset, request.GET.get("version"))
    if version is None:
        raise Http404("no such version")
    context = {
        "club": club,
        "ruleset": ruleset,
        "version": version,
        "shown": house_rules.shown(version.document, get_language()),
        "versions": ruleset.versions.all(),
        "organiser": request.user.is_authenticated
        and permissions.can_manage_house_rules(request.user, club),
    }
    return render(request, "scoring/house_rules/detail.html", context)


@login_required
def edit(request, slug, house=None):
    """A new house ruleset, or a new version of one with changed values."""
    club = _club(slug)
    _may_write(request, club)
    ruleset = _ruleset(request, club, house) if house else None
    latest = ruleset.latest() if ruleset else None
    initial = HouseRulesetForm.initial_of(ruleset, latest.document) if latest else {}
    if latest:
        initial["against"] = latest.number
    form = HouseRulesetForm(request.POST or None, initial=initial, editing=ruleset is not None)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            hands = latest.document.get("special_hands", []) if latest else []
            data = form.cleaned_data
            try:
                version = house_rules.save_version(
                    club,
                    request.user,
                    form.document(hands),
                    slug=data["slug"],
                    name=data["name"],
                    published=data["published"],
                    against=data.get("against"),
                    note=data.get("note") or "",
                )
            except HouseRulesError as exc:
                form.add_error(form.field_of(exc.field), exc.message)
            except StaleHouseRules:
                return _stale(request, club, ruleset)
            else:
                return redirect(_url(club, version.ruleset))
    context = {"club": club, "ruleset": ruleset, "form": form}
    return render(request, "scoring/house_rules/edit.html", context, status=status)


@login_required
def hand_edit(request, slug, house, hand=None):
    """Add a special hand, or change one: a new version of the house ruleset."""
    club = _club(slug)
    _may_write(request, club)
    ruleset = _ruleset(request, club, house)
    latest = ruleset.latest()
    hands = list(latest.document.get("special_hands", []))
    index = next((i for i, h in enumerate(hands) if h.get("slug") == hand), None)
    if hand is not None and index is None:
        raise Http404("no such special hand")
    initial = SpecialHandForm.initial_of(hands[index]) if index is not None else {}
    initial["against"] = latest.number
    form = SpecialHandForm(request.POST or None, initial=initial)
    status = 200
    if request.method == "POST":
        status = 400
        if request.POST.get("remove") and index is not None:
            del hands[index]
            return _save_hands(request, club, ruleset, latest, hands, form)
        if form.is_valid():
            if index is None:
                index = len(hands)
                hands.append(form.hand())
            else:
                hands[index] = form.hand()
            return _save_hands(request, club, ruleset, latest, hands, form, index)
    context = {"club": club, "ruleset": ruleset, "form": form, "hand": hand}
    return render(request, "scoring/house_rules/hand.html", context, status=status)


def _save_hands(request, club, ruleset, latest, hands, form, index=None):
    against = form.data.get("against")
    document = {**latest.document, "special_hands": hands}
    try:
        house_rules.save_version(
            club,
            request.user,
            document,
            slug=ruleset.slug,
            name=ruleset.name,
            published=ruleset.published,
            against=int(against) if str(against or "").isdigit() else None,
        )
    except StaleHouseRules:
        return _stale(request, club, ruleset)
    except HouseRulesError as exc:
        path = exc.field or ""
        mine = index is not None and path.startswith(f"house_rules.special_hands.{index}")
        field = form.field_of(path) if mine else None
        form.is_valid()  # (errors go beside the fields of a bound form)
        form.add_error(field, exc.message)
        context = {"club": club, "ruleset": ruleset, "form": form, "hand": request.POST.get("slug")}
        return render(request, "scoring/house_rules/hand.html", context, status=400)
    return redirect(_url(club, ruleset))


def _stale(request, club, ruleset):
    context = {"club": club, "ruleset": ruleset, "url": _url(club, ruleset)}
    return render(request, "scoring/house_rules/stale.html", context, status=409)


def _url(club, ruleset) -> str:
    return reverse("house-rules", args=[club.slug, ruleset.slug])
