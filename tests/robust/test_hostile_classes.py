"""Hostile input by class, at every way in: each class of bad value (hostile_classes.py: lone
surrogates, nulls, wrong types, sizes, unknown keys; and bodies in the wrong encoding or too
big) is put at every place of every body the API takes, into every text field of the forms,
the anonymous preview, the join link, the offline queue, `import_club` and `score_hand`.
Every one is answered with a 4xx (or exit status 2) that says what is wrong, nothing is saved,
and never a 500: the test client re-raises what a view lets through.

test_hostile_input.py keeps the rows found one by one; a new endpoint's body gets every class
here by adding it to BODIES.
"""

from __future__ import annotations

import json
import re
import uuid
from importlib import import_module
from types import SimpleNamespace

import pytest
from django import forms as django_forms
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction
from django.middleware.csrf import _get_new_csrf_string
from django.test import Client
from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart

from scoring import limits
from scoring.engine.tiles import SEATS
from scoring.models import Club, HandPart, Session
from scoring.services import rate_limits
from scoring.services.hands import table as table_service
from tests.commands import score_hand

from .actions import ACTIONS, fingerprint, hand_fields
from .conftest import hand_for
from .hostile_classes import CLASSES, mutations

pytestmark = pytest.mark.django_db

BY_ACTION = {a.name: a for a in ACTIONS}


def _record(world):
    return {"submission_key": str(uuid.uuid4()), "hand": hand_for("W", "wall")}


def _correct(world):
    return {"base_version": 1, "reason": "self-drawn", "hand": hand_for("S", "wall")}


def _delete(world):
    return {"base_version": 1, "reason": "wrong table"}


def _session(world):
    players = world.clubs["own"].players
    return {
        "club": "prague",
        "title": "Thursday",
        "date": "2026-11-19",
        "hand_limit": 8,
        "length": "hands",
        "seats": {s: p.pk for s, p in zip("ESWN", players[:4], strict=True)},
    }


# action -> (a well-formed body, the paths where null is well-formed: it means "the default",
# or a drawn hand's winner)
BODIES = {
    "record a hand (API)": (_record, {"hand.winner"}),
    "correct a hand (API)": (_correct, {"hand.winner"}),
    "delete a hand (API)": (_delete, set()),
    "start a session (API)": (_session, {"hand_limit", "entry_depth"}),
}


def _client(world, **kwargs):
    client = Client(raise_request_exception=True, **kwargs)
    client.force_login(world.users["organiser"])
    return client


@pytest.mark.parametrize("cls", CLASSES, ids=[c.name for c in CLASSES])
@pytest.mark.parametrize("name", list(BODIES))
def test_each_class_of_bad_value_anywhere_in_an_api_body_is_refused(world, name, cls):
    make, well_formed_nulls = BODIES[name]
    client = _client(world)
    club = world.clubs["own"]
    before = fingerprint()
    answers = {}
    for path, body in mutations(make(world), cls, skip=well_formed_nulls):
        with transaction.atomic():
            response = BY_ACTION[name].send(client, club, body=json.dumps(body))
        answers[path] = response.status_code
        assert 400 <= response.status_code < 500, (path, response.content[:300])
        assert set(response.json()) >= {"error", "field"}, (path, response.content[:300])
        assert fingerprint() == before, f"{path}: something was saved"
    assert answers, "the class found nothing to change in the body"


# -- Bodies the API cannot read ---------------------------------------------------------------


def _csrf_client(world):
    """A logged-in client that sends the CSRF token as a browser's script would."""
    client = Client(enforce_csrf_checks=True, raise_request_exception=True)
    client.force_login(world.users["organiser"])
    token = _get_new_csrf_string()
    client.cookies["csrftoken"] = token
    return client, {"X-CSRFToken": token}


API_CALLS = [("POST", "hands/"), ("PUT", "hands/1/"), ("DELETE", "hands/1/")]


@pytest.mark.parametrize("method, path", API_CALLS)
def test_a_multipart_body_to_a_logged_in_api_call_gets_the_json_error(world, method, path):
    client, headers = _csrf_client(world)
    url = f"/api/sessions/{world.clubs['own'].session.pk}/{path}"
    body = encode_multipart(BOUNDARY, {"csrfmiddlewaretoken": "x", "hand": "x"})
    before = fingerprint()
    response = client.generic(method, url, body, MULTIPART_CONTENT, headers=headers)
    assert response.status_code == 400
    assert "send the body as JSON" in response.json()["error"]
    assert fingerprint() == before


@pytest.mark.parametrize(
    "content_type", ["application/json", "application/x-www-form-urlencoded", MULTIPART_CONTENT]
)
def test_a_body_over_the_api_limit_gets_the_json_error_before_it_is_read(world, content_type):
    client, headers = _csrf_client(world)
    url = f"/api/sessions/{world.clubs['own'].session.pk}/hands/"
    body = json.dumps({"submission_key": str(uuid.uuid4()), "hand": {"x": "y" * 2_000_000}})
    response = client.generic("POST", url, body, content_type, headers=headers)
    assert 400 <= response.status_code < 500
    assert response["Content-Type"].startswith("application/json")
    assert set(response.json()) == {"error", "field"}


def test_a_hand_body_just_over_the_api_limit_is_413_and_says_the_limit(world):
    client, headers = _csrf_client(world)
    url = f"/api/sessions/{world.clubs['own'].session.pk}/hands/"
    body = json.dumps({"submission_key": str(uuid.uuid4()), "hand": {"x": "y" * limits.API_BODY}})
    response = client.post(url, body, content_type="application/json", headers=headers)
    assert response.status_code == 413
    assert f"{limits.API_BODY // 1024} KiB" in response.json()["error"]


BIG_FILE = b"x" * (limits.REQUEST_BODY + limits.UPLOAD + 1)


@pytest.mark.parametrize(
    "url", ["/sessions/{pk}/hands/preview/", "/accounts/login/", "/api/score/", "/t/x/"]
)
def test_a_file_past_what_any_page_reads_is_refused_before_it_is_read(world, url, tmp_path):
    body = encode_multipart(BOUNDARY, {"file": _file(tmp_path, BIG_FILE)})
    client = Client(raise_request_exception=True)
    path = url.format(pk=world.clubs["own"].session.pk)
    response = client.generic("POST", path, body, MULTIPART_CONTENT)
    assert response.status_code == 413
    assert len(response.content) < 200
    if path.startswith("/api/"):
        assert set(response.json()) == {"error", "field"}


def _file(tmp_path, content):
    path = tmp_path / "big.bin"
    path.write_bytes(content)
    return path.open("rb")


ENCODINGS = {
    "Latin-1": '{"reason": "café"}'.encode("latin-1"),
    "UTF-16": '{"reason": "x"}'.encode("utf-16"),
    "a surrogate encoded as UTF-8 bytes (CESU-8)": b'{"reason": "\xed\xa0\x80"}',
    "an overlong UTF-8 slash": b'{"reason": "\xc0\xaf"}',
    "a lone surrogate escape in a key": b'{"\\udc00": 1}',
}


@pytest.mark.parametrize("body", list(ENCODINGS.values()), ids=list(ENCODINGS))
@pytest.mark.parametrize("name", list(BODIES))
def test_a_body_that_is_not_utf8_or_not_unicode_is_refused(world, name, body):
    before = fingerprint()
    response = BY_ACTION[name].send(_client(world), world.clubs["own"], body=body)
    assert response.status_code == 400
    assert response.json()["error"]
    assert fingerprint() == before


# -- Forms --------------------------------------------------------------------------------------


def _form_classes():
    import inspect

    for module in (import_module(f"scoring.forms.{name}") for name in _FORM_MODULES):
        for _name, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, django_forms.BaseForm) and value.__module__ == module.__name__:
                yield value


def _fields(form_class):
    fields = dict(form_class.base_fields)
    if "names" in form_class.__init__.__code__.co_varnames:  # the hand forms add fields
        fields.update(form_class(names=dict.fromkeys("ESWN", "x")).fields)
    return fields


# A UUID is read into 16 bytes whatever is posted; the tournament form's options field is
# disabled in its __init__ (what is posted there is never read: the typed option fields are).
SELF_BOUNDED = (django_forms.UUIDField,)
NOT_READ = {"TournamentForm.options"}


def test_every_text_field_of_every_form_has_a_length_limit():
    unbounded = [
        f"{form.__name__}.{name}"
        for form in _form_classes()
        for name, field in _fields(form).items()
        if isinstance(field, django_forms.CharField)
        and not isinstance(field, SELF_BOUNDED)
        and field.max_length is None
        and f"{form.__name__}.{name}" not in NOT_READ
    ]
    assert unbounded == []


def test_every_number_field_of_every_plain_form_has_a_maximum_the_database_holds():
    # (A model form's numbers carry the model field's validators: the database's own range.)
    unbounded = [
        f"{form.__name__}.{name}"
        for form in _form_classes()
        if not issubclass(form, django_forms.ModelForm)
        for name, field in _fields(form).items()
        if isinstance(field, django_forms.IntegerField)
        and (field.max_value is None or field.max_value > limits.INTEGER)
    ]
    assert unbounded == []


def _formset_classes():
    import inspect

    for module in (import_module(f"scoring.forms.{name}") for name in _FORM_MODULES):
        for _name, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, django_forms.BaseFormSet) and hasattr(value, "form"):
                yield value


_FORM_MODULES = ("club_night", "referee", "riichi", "seasons", "sessions", "tournaments")


def test_every_formset_builds_no_more_forms_than_a_hand_or_table_needs():
    found = list(_formset_classes())
    assert found, "no formset found"
    for formset_class in found:
        assert formset_class.absolute_max <= max(
            limits.PENALTIES_PER_HAND, limits.FORMS_PER_FORMSET
        ), formset_class


def test_a_forged_form_count_builds_only_the_penalty_formsets_maximum():
    from scoring.forms.sessions import PenaltyFormSet

    data = {"penalty-TOTAL_FORMS": "100000", "penalty-INITIAL_FORMS": "0"}
    formset = PenaltyFormSet(data, prefix="penalty", names=dict.fromkeys("ESWN", "x"))
    assert len(formset.forms) == limits.PENALTIES_PER_HAND
    assert not formset.is_valid()


FORM_ACTIONS = [a for a in ACTIONS if "form" in a.tags]
FORM_CLASSES = {
    "a value past every field's size": "9" * 100_000,
    "a NUL character": "1\x00",
}
# (Bytes that are not UTF-8 reach a form as U+FFFD, valid text: a name may hold it.)


def _form_data(action, world):
    """The well-formed fields an action posts (what its `send` would post unchanged)."""
    sent = {}

    class Recorder:
        def post(self, url, data):
            sent.update(data)
            return None

    action.send(Recorder(), world.clubs["own"])
    return sent


@pytest.mark.parametrize("value", list(FORM_CLASSES.values()), ids=list(FORM_CLASSES))
@pytest.mark.parametrize("action", FORM_ACTIONS, ids=[a.name for a in FORM_ACTIONS])
def test_each_class_of_bad_text_in_any_field_of_any_form_saves_nothing(world, action, value):
    client = _client(world)
    before = fingerprint()
    for field in _form_data(action, world):
        with transaction.atomic():
            response = action.send(client, world.clubs["own"], **{field: value})
        assert response.status_code < 500, field
        assert fingerprint() == before, f"{field}: something was saved"


@pytest.mark.parametrize("action", FORM_ACTIONS, ids=[a.name for a in FORM_ACTIONS])
def test_a_number_past_what_the_database_holds_in_any_field_of_any_form_is_no_500(world, action):
    # (As text it may be a fine title: only the answer is judged here.)
    client = _client(world)
    for field in _form_data(action, world):
        for value in ("9" * 20, "-" + "9" * 20, str(limits.INTEGER + 1)):
            with transaction.atomic():
                response = action.send(client, world.clubs["own"], **{field: value})
            assert response.status_code < 500, (field, value)


TEXT_FIELDS = ["E_tiles", "S_tiles", "W_tiles", "N_tiles", "win_tile", "penalty-0-rule"]


@pytest.mark.parametrize("field", TEXT_FIELDS)
def test_a_text_field_of_the_hand_form_past_its_limit_is_refused_and_not_echoed_in_full(
    world, field
):
    client = _client(world)
    data = {**hand_fields(), "penalty-TOTAL_FORMS": "1", field: "5d" * 100_000}
    before = fingerprint()
    response = client.post(f"/sessions/{world.clubs['own'].session.pk}/hands/new/", data)
    assert response.status_code == 400
    assert fingerprint() == before
    assert b"invalid-feedback" in response.content


def test_a_forged_penalty_count_costs_the_hand_form_no_more_than_eight_forms(world):
    client = _client(world)
    data = {**hand_fields(), "penalty-TOTAL_FORMS": "1000"}
    response = client.post(f"/sessions/{world.clubs['own'].session.pk}/hands/new/", data)
    assert response.status_code == 400
    assert response.content.count(b'name="penalty-') <= 9 * (limits.PENALTIES_PER_HAND + 1) + 4


# -- The preview, for anonymous visitors --------------------------------------------------------


def _preview(session, data):
    client = Client(raise_request_exception=True)
    return client.post(f"/sessions/{session.pk}/hands/preview/", data)


def _scores_session(world, **options):
    session = world.clubs["own"].session
    Session.objects.filter(pk=session.pk).update(entry_depth="scores", options=options)
    session.refresh_from_db()
    return session


def _scores(winner_score, others=0):
    return {
        **hand_fields(),
        "entry": "scores",
        **{f"{seat}_score": str(others) for seat in "ESN"},
        "W_score": str(winner_score),
    }


@pytest.mark.parametrize("score", [2**31, 2**31 + 1, 10**30])
def test_the_anonymous_preview_of_a_score_past_what_is_stored_is_an_error_not_a_500(world, score):
    session = _scores_session(world, open_roof=True)
    response = _preview(session, _scores(score))
    assert response.status_code == 200  # (htmx swaps in what it is sent)
    assert b"2147483647" in response.content or b"less than or equal" in response.content


@pytest.mark.parametrize("field", ["E_tiles", "win_tile", "E_score", "completes", "winner"])
def test_the_anonymous_preview_of_a_field_past_its_limit_answers_a_small_page(world, field):
    data = {**hand_fields(), field: "1b " * 150_000}  # 450 KB
    response = _preview(world.clubs["own"].session, data)
    assert response.status_code < 500
    assert len(response.content) < 20_000


def test_the_anonymous_preview_reads_no_more_than_eight_penalty_forms(world):
    data = {**hand_fields(), "penalty-TOTAL_FORMS": "1000"}
    response = _preview(world.clubs["own"].session, data)
    assert response.status_code == 200
    assert len(response.content) < 20_000


# -- The join link ------------------------------------------------------------------------------


class JoinClient(Client):
    """The table's four phones: a post for a seat comes from that seat's player's own phone,
    which joined the table once (one tap on the name) and names the hand it is for."""

    def __init__(self, session):
        super().__init__(raise_request_exception=True)
        self.table = session
        self.phones = {}

    def post(self, path, data=None, **extra):
        seat = data.get("seat") if isinstance(data, dict) else None
        if seat not in SEATS:
            return super().post(path, data, **extra)
        if seat not in self.phones:
            phone = Client(raise_request_exception=True)
            player = self.table.seats_for(self.table.next_deal())[seat]
            assert phone.post(path, {"join": str(player)}).status_code == 302
            self.phones[seat] = phone
        fields = {"number": str(self.table.next_number()), **data}
        return self.phones[seat].post(path, fields, **extra)


def _join(world, entry="tiles", **options):
    session = world.clubs["own"].session
    Session.objects.filter(pk=session.pk).update(entry_depth=entry, options=options)
    session.refresh_from_db()
    token = table_service.join_token(session)
    return JoinClient(session), f"/t/{token}/"


NOT_A_SCORE = {
    "a superscript two": "²",
    "an Arabic-Indic three": "\u0663",
    "a negative score": "-5",
    "a 299-digit number": "9" * 299,
    "a score past the limit of 1000 (rule: a hand is capped at the limit)": "1001",
    "a decimal": "12.5",
    "an exponent": "1e3",
    "a NUL": "4\x00",
}


@pytest.mark.parametrize("line", list(NOT_A_SCORE.values()), ids=list(NOT_A_SCORE))
def test_the_join_link_at_scores_takes_only_a_score_in_the_rules_range(world, line):
    client, url = _join(world, "scores")
    response = client.post(url, {"seat": "S", "line": line})
    assert response.status_code == 400
    assert not HandPart.objects.exists()


def test_the_join_link_at_scores_takes_the_limit_itself(world):
    client, url = _join(world, "scores")
    response = client.post(url, {"seat": "S", "line": "1000"})
    assert response.status_code == 302
    assert HandPart.objects.get().line == "1000"


def test_the_join_link_with_an_open_roof_takes_a_big_score_but_not_past_what_is_stored(world):
    client, url = _join(world, "scores", open_roof=True)
    assert client.post(url, {"seat": "S", "line": str(limits.INTEGER + 1)}).status_code == 400
    assert client.post(url, {"seat": "S", "line": "64000"}).status_code == 302


@pytest.mark.parametrize("line", ["1b " * 300_000, "\ufffd" * 1000, "%ED%A0%80"])
def test_a_join_line_past_its_limit_or_not_tiles_answers_a_small_page(world, line):
    client, url = _join(world)
    response = client.post(url, {"seat": "S", "line": line})
    assert response.status_code == 400
    # The refusal is the phone's own page with a message, no copy of an oversized line; the
    # first paint's stylesheet, inlined in every page (some 48 kB), is not counted.
    page = re.sub(rb"<style[^>]*>.*?</style>", b"", response.content, flags=re.S)
    assert len(page) < 60_000
    assert not HandPart.objects.exists()


def test_the_join_link_refuses_posts_past_its_rate(world, monkeypatch):
    # All the posts in one counting window: on a busy machine they could straddle its edge.
    monkeypatch.setattr(rate_limits, "time", SimpleNamespace(time=lambda: 1_800_000_000.0))
    client, url = _join(world, "scores")
    answers = [
        client.post(url, {"seat": "ESWN"[i % 4], "line": "8"}).status_code
        for i in range(limits.JOIN_POSTS_PER_HAND + 1)
    ]
    assert set(answers[:-1]) == {302}
    assert answers[-1] == 429


# -- The offline queue --------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["N_tiles", "win_tile", "expected_number", "penalty-0-rule"])
def test_a_queued_hand_with_a_field_past_its_limit_is_refused_with_json(world, field):
    client = _client(world)
    session = world.clubs["own"].session
    data = {
        **hand_fields(),
        "expected_number": str(session.next_number()),
        "penalty-TOTAL_FORMS": "1000",
        field: "9" * 200_000,
    }
    before = fingerprint()
    response = client.post(f"/sessions/{session.pk}/hands/queued/", data)
    assert response.status_code == 400
    assert response.json()["error"]
    assert fingerprint() == before


# -- import_club and score_hand -----------------------------------------------------------------

FILES = {
    "a lone surrogate in a name": b'{"format": "clubscore-export", "club": {"name": "\\ud800"}}',
    "a lone surrogate in a key": b'{"format": "clubscore-export", "\\udfff": 1}',
    "a surrogate as UTF-8 bytes (CESU-8)": b'{"format": "clubscore-export", "x": "\xed\xa0\x80"}',
    "UTF-16": '{"format": "clubscore-export"}'.encode("utf-16"),
    "Latin-1": '{"format": "clubscore-export", "club": {"name": "Café"}}'.encode("latin-1"),
}


@pytest.mark.parametrize("content", list(FILES.values()), ids=list(FILES))
def test_an_import_file_that_is_not_unicode_exits_2_and_imports_nothing(
    empty_database, tmp_path, content
):
    path = tmp_path / "club.json"
    path.write_bytes(content)
    with pytest.raises(CommandError) as caught:
        call_command("import_club", str(path))
    assert caught.value.returncode == 2
    assert not Club.objects.exists()


@pytest.mark.parametrize(
    "where", [("players", "name"), ("sessions", "title"), ("hand_revisions", "reason")]
)
def test_an_export_with_a_lone_surrogate_in_any_text_exits_2_and_imports_nothing(
    empty_database, recorded_night, tmp_path, where
):
    from .test_backup import empty_the_database

    call_command("export_club", "prague", "-o", str(tmp_path / "club.json"))
    document = json.loads((tmp_path / "club.json").read_text(encoding="utf-8"))
    empty_the_database()
    part, field = where
    document[part][0][field] = "Alena \ud800"
    (tmp_path / "club.json").write_text(json.dumps(document), encoding="ascii")
    with pytest.raises(CommandError) as caught:
        call_command("import_club", str(tmp_path / "club.json"))
    assert caught.value.returncode == 2
    assert "lone surrogate" in str(caught.value)
    assert not Club.objects.exists()


@pytest.mark.parametrize(
    "document",
    [
        {**hand_for("W", "wall"), "note": "\ud800"},
        {**hand_for("W", "wall"), "winner": "W\udfff"},
    ],
    ids=["in an unknown key's value", "in the winner"],
)
def test_score_hand_answers_a_lone_surrogate_with_exit_2_and_the_error(document):
    result = score_hand(json.dumps(document).encode())
    assert result.returncode == 2
    answer = json.loads(result.stdout)
    assert "lone surrogate" in answer["error"]


# -- Events -------------------------------------------------------------------------------------


def test_a_tournament_takes_players_up_to_the_limit_and_not_one_more(world):
    from scoring.models import Player
    from scoring.services.tournaments import errors as tournament_errors
    from scoring.services.tournaments import players as tournament_players

    tournament = world.clubs["own"].plain
    club = world.clubs["own"].club
    have = tournament.players.count()
    new = Player.objects.bulk_create(
        Player(club=club, name=f"Player {i}") for i in range(limits.PLAYERS_PER_EVENT - have)
    )
    tournament.players.add(*new)
    before = fingerprint()
    with pytest.raises(tournament_errors.TournamentError) as caught:
        tournament_players.add_players(tournament, [("One Too Many", "CZ")])
    assert str(limits.PLAYERS_PER_EVENT) in str(caught.value)
    assert fingerprint() == before
    # A player already in the event may be named again (their details updated).
    tournament_players.add_players(tournament, [("Player 1", "CZ")])


# -- Numbers in a query string ------------------------------------------------------------------

NOT_A_QUERY_NUMBER = ["²", "\u0663", "9" * 30, "9" * 5000, "-1", "1.5", "0x1"]


@pytest.mark.parametrize("value", NOT_A_QUERY_NUMBER)
def test_a_query_number_that_is_no_id_answers_without_a_500(world, value):
    club = world.clubs["own"]
    client = _client(world)
    urls = [
        f"/sessions/{club.session.pk}/hands/preview/?number={value}",
        f"/rulesets/millington/?session={value}",
        f"/rulesets/millington/?tournament={value}",
        f"/tournaments/{club.started.pk}/rounds/1/results/?table={value}",
        f"/sessions/{club.session.pk}/table/status/?number={value}",
    ]
    for url in urls:
        response = (client.post if "preview" in url else client.get)(url, {})
        assert response.status_code < 500, url


def test_the_keys_a_session_decides_are_the_same_in_the_service_and_the_validation():
    from scoring.services.hands import sessions, validation

    assert set(validation.SESSION_KEYS) == set(sessions.SESSION_KEYS)
