"""Ruleset pages: every rule with its number, text and value, and the options in force."""

from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.utils.text import slugify
from django.utils.translation import get_language
from django.views.decorators.gzip import gzip_page

from scoring import permissions
from scoring.engine import catalogue
from scoring.engine.errors import ContractError
from scoring.engine.rulesets import all_rulesets, get_ruleset
from scoring.models import Session, Tournament
from scoring.services.hands import house_rules, mcr, referee, validation
from scoring.services.hands.ruleset_words import (
    option_description,
    option_label,
    rule_note,
    rule_value,
    ruleset_name,
    said,
)

# Catalogue groups whose rules the page splits by value.
GROUPED_BY_VALUE = {"mcr-fans"}


def _known_ids() -> list[str]:
    ids = [r.id for r in all_rulesets()]
    for rule in catalogue.RULES.values():
        ids.extend(i for i in rule.rulesets if i not in ids)
    return ids


def _registered(ruleset_id):
    try:
        return get_ruleset(ruleset_id)
    except ContractError:
        return None


def _shown(value):
    """An option's value on the page: a list (the riichi uma) as its numbers, one per place."""
    return " ".join(str(v) for v in value) if isinstance(value, list | tuple) else value


def _may_see(user, house, session) -> bool:
    """A session's house rules show to anyone once published, else to the people of its game."""
    if house.ruleset.published:
        return True
    return user.is_authenticated and (
        house_rules.visible_to(user, house.ruleset) or permissions.can_edit(user, session)
    )


@gzip_page
def index(request):
    rows = []
    for ruleset_id in _known_ids():
        registered = _registered(ruleset_id)
        rows.append(
            {
                "id": ruleset_id,
                "name": ruleset_name(ruleset_id, registered.name if registered else ""),
                "version": registered.version if registered else None,
                "rules": len(catalogue.rules_for(ruleset_id)),
            }
        )
    return render(request, "scoring/rulesets/index.html", {"rulesets": rows})


@gzip_page
def detail(request, ruleset_id):
    if ruleset_id not in _known_ids():
        raise Http404("unknown ruleset")
    language = get_language()
    registered = _registered(ruleset_id)
    session, tournament, house, overrides = _in_force(request, ruleset_id)
    options = _option_rows(registered, overrides)
    option_names = {o["option"].name: o for o in options}
    context = {
        "ruleset_id": ruleset_id,
        "name": ruleset_name(ruleset_id, registered.name if registered else ""),
        "source": said(registered.source) if registered else "",
        "registered": registered,
        "session": session,
        "tournament": tournament,
        "options": options,
        "groups": _rule_groups(ruleset_id, language, option_names),
        "unknown_overrides": sorted(set(overrides) - set(option_names)),
        "house": house,
        "shown": house_rules.shown(house.document, language) if house else None,
    }
    return render(request, "scoring/rulesets/detail.html", context)


def _in_force(request, ruleset_id):
    """(session, tournament, house rules, option overrides) of the game or the event the page
    is read for (`?session=`, `?tournament=`): a tournament's overrides, then the house
    rules' option defaults (when this viewer may see them), then the session's own on top."""
    session = tournament = None
    overrides = {}
    if session_pk := validation.query_number(request.GET.get("session")):
        session = get_object_or_404(Session, pk=session_pk, ruleset=ruleset_id)
        tournament = referee.tournament_of(session)
    elif tournament_pk := validation.query_number(request.GET.get("tournament")):
        tournament = get_object_or_404(Tournament, pk=tournament_pk, ruleset=ruleset_id)
    if tournament is not None:
        overrides.update(tournament.options or {})
    house = session.house_rules if session is not None else None
    if house is not None and not _may_see(request.user, house, session):
        house = None
    if house is not None:  # the club's house rules set option defaults of their own
        overrides.update(house.document.get("options") or {})
    if session is not None:
        overrides.update(session.options or {})
    return session, tournament, house, overrides


def _option_rows(registered, overrides: dict) -> list[dict]:
    """The ruleset's options, each with its default and the value in force."""
    return [
        {
            "option": option,
            "label": option_label(option),
            "description": option_description(option),
            "overridden": option.name in overrides,
            "in_force": _shown(overrides.get(option.name, option.default)),
            "default": _shown(option.default),
            "is_bool": option.kind is bool,
        }
        for option in (registered.options if registered else ())
    ]


def _rule_groups(ruleset_id: str, language: str, option_names: dict) -> list[dict]:
    """The ruleset's rules in the catalogue's groups, each rule with its text, its value in
    the ruleset and the option that switches it."""
    groups = []
    for rule in catalogue.rules_for(ruleset_id):
        # MCR's fans by value, as its scoring sheet groups them (88 fans, 64 fans, ...)
        by_value = rule.group in GROUPED_BY_VALUE
        group_id = slugify(f"{rule.group} {rule.value_in(ruleset_id)}") if by_value else rule.group
        if not groups or groups[-1]["id"] != group_id:
            title = catalogue.group_title(rule.group, language)
            groups.append(
                {
                    "id": group_id,
                    "title": f"{title} · {rule_value(rule.value_in(ruleset_id))}"
                    if by_value
                    else title,
                    # Twelve value groups of 81 fans: folded on a phone (rulesets.js opens them).
                    "collapsible": by_value,
                    "rules": [],
                }
            )
        groups[-1]["rules"].append(
            {
                "rule": rule,
                "text": rule.text_in(language),
                "name": rule.name_in(language),
                "quoted": rule.is_quoted(language),
                "value": rule_value(rule.value_in(ruleset_id)),
                "note": rule_note(rule, ruleset_id),
                "option": option_names.get(rule.option),
                "excludes": mcr.excluded_by(rule.id, language),
            }
        )
    return groups
