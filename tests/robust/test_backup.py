import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.test import Client

from scoring.engine.rulesets import get_ruleset
from scoring.models import (
    Club,
    ClubNight,
    ClubRole,
    Hand,
    HandPlayer,
    HandRevision,
    HouseRuleset,
    HouseRulesetVersion,
    Penalty,
    Player,
    PlayerMerge,
    Rating,
    RatingChange,
    RoleChange,
    RosterChange,
    Round,
    Season,
    Session,
    Table,
    TableResultRevision,
    Tournament,
    TournamentPenalty,
)
from scoring.services.files.backup import PARTS

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db


def export(slug, path):
    call_command("export_club", slug, "-o", str(path))
    return path.read_text(encoding="utf-8")


def empty_the_database():
    # History rows refuse delete() one by one; a queryset delete is the way to wipe them here.
    for model in [TableResultRevision, RosterChange]:
        model.objects.all().delete()
    HandRevision.objects.filter(follows__isnull=False).delete()  # they protect their causes
    for model in [TournamentPenalty, Table, Round, Tournament, HandRevision, Penalty, HandPlayer]:
        model.objects.all().delete()
    for model in [PlayerMerge, Season, RatingChange]:
        model.objects.all().delete()
    for model in [Hand, Session, HouseRulesetVersion, HouseRuleset, ClubNight, Player, Club]:
        model.objects.all().delete()
    get_user_model().objects.all().delete()


def test_export_import_export_into_an_empty_database_gives_the_identical_document(
    recorded_night, club_tournament, tmp_path
):
    first = export("prague", tmp_path / "first.json")
    empty_the_database()

    call_command("import_club", str(tmp_path / "first.json"))

    assert export("prague", tmp_path / "second.json") == first


@pytest.mark.django_db(transaction=True)
def test_the_command_reads_the_club_in_a_transaction_of_its_own(recorded_night, tmp_path):
    # Outside any test transaction, as on a live server (on PostgreSQL: one snapshot).
    document = json.loads(export("prague", tmp_path / "club.json"))
    assert len(document["hands"]) == 4


def test_the_export_keeps_soft_deleted_hands_versions_keys_history_and_moments(
    recorded_night, tmp_path
):
    document = json.loads(export("prague", tmp_path / "club.json"))
    hands = Hand.objects.filter(session=recorded_night).order_by("pk")

    # Four rows: hands 1 and 2, the deleted hand 3 and the hand 3 recorded in its place.
    assert [
        (h["number"], h["version"], h["deleted_at"] is not None) for h in document["hands"]
    ] == [
        (1, 1, False),
        (2, 2, False),
        (3, 1, True),
        (3, 1, False),
    ]
    assert [h["submission_key"] for h in document["hands"]] == [
        str(h.submission_key) for h in hands
    ]
    assert document["hands"][0]["created_at"] == "2026-11-17T18:30:15.123456+00:00"
    # 1 create each for four hands + 1 correction + 1 ruling + 1 deletion = 7 history rows.
    assert len(document["hand_revisions"]) == 7
    assert len(document["hand_players"]) == 16
    assert document["penalties"][0]["ruling"] == "upheld"
    assert document["rulesets"] == [
        {"id": "millington", "version": get_ruleset("millington").version}
    ]
    assert document["club"]["organisers"] == ["olga"]
    assert document["sessions"][0]["scorers"] == ["sam"]
    assert document["sessions"][0]["referees"] == ["rita"]


def test_an_import_restores_rows_equal_to_the_originals(recorded_night, tmp_path):
    export("prague", tmp_path / "club.json")
    before = {
        "hands": list(
            Hand.objects.order_by("pk").values_list(
                "number",
                "version",
                "submission_key",
                "input",
                "output",
                "deleted_at",
                "created_at",
                "updated_at",
            )
        ),
        "revisions": list(
            HandRevision.objects.order_by("pk").values_list(
                "hand__number",
                "version",
                "action",
                "user__username",
                "at",
                "reason",
                "before",
                "after",
            )
        ),
    }
    empty_the_database()

    call_command("import_club", str(tmp_path / "club.json"))

    assert (
        list(
            Hand.objects.order_by("pk").values_list(
                "number",
                "version",
                "submission_key",
                "input",
                "output",
                "deleted_at",
                "created_at",
                "updated_at",
            )
        )
        == before["hands"]
    )
    assert (
        list(
            HandRevision.objects.order_by("pk").values_list(
                "hand__number",
                "version",
                "action",
                "user__username",
                "at",
                "reason",
                "before",
                "after",
            )
        )
        == before["revisions"]
    )


def test_users_missing_from_the_database_are_created_inactive_and_existing_ones_are_reused(
    recorded_night, tmp_path
):
    export("prague", tmp_path / "club.json")
    empty_the_database()
    User = get_user_model()
    sam = User.objects.create_user("sam", password="secret-pass-2")

    call_command("import_club", str(tmp_path / "club.json"))

    assert Session.objects.get().scorers.get() == sam
    assert User.objects.get(username="sam").is_active
    rita = User.objects.get(username="rita")
    assert not rita.is_active
    assert not rita.has_usable_password()
    assert Player.objects.get(name="Alena").user.username == "olga"


def test_the_tournament_comes_back_with_its_players_rounds_tables_and_penalties(
    club_tournament, tmp_path
):
    export("prague", tmp_path / "club.json")
    tables = [(t.number, t.session.title, t.session.east.name) for t in Table.objects.all()]
    empty_the_database()

    call_command("import_club", str(tmp_path / "club.json"))

    tournament = Tournament.objects.get()
    assert tournament.name == "Prague Open"
    assert tournament.players.count() == 8
    assert list(tournament.referees.values_list("username", flat=True)) == ["rita"]
    assert [(t.number, t.session.title, t.session.east.name) for t in Table.objects.all()] == tables
    assert Round.objects.get().started_at is not None
    penalty = TournamentPenalty.objects.get()
    assert (penalty.player.name, penalty.points, penalty.round.number) == ("Frank", 10, 1)


def test_every_model_of_a_club_is_one_part_of_the_backup():
    assert [p.model for p in PARTS] == [
        Player,
        Rating,
        PlayerMerge,
        ClubNight,
        HouseRuleset,
        HouseRulesetVersion,
        Season,
        Session,
        RatingChange,
        Hand,
        HandPlayer,
        Penalty,
        HandRevision,
        Tournament,
        Round,
        Table,
        TournamentPenalty,
        TableResultRevision,
        RosterChange,
        ClubRole,
        RoleChange,
    ]


def bad_import(tmp_path, document_or_text):
    path = tmp_path / "bad.json"
    if isinstance(document_or_text, str):
        path.write_text(document_or_text, encoding="utf-8")
    else:
        path.write_text(json.dumps(document_or_text), encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        call_command("import_club", str(path))
    assert caught.value.returncode == 2
    return str(caught.value)


def good_document(tmp_path):
    return json.loads(export("prague", tmp_path / "club.json"))


def test_a_file_that_is_not_json_is_refused_with_exit_status_2(db, tmp_path):
    assert "is not a JSON document" in bad_import(tmp_path, '{"format": "clubscore-export",')


def test_a_json_document_of_another_kind_is_refused(db, tmp_path):
    assert "not a ClubScore export" in bad_import(tmp_path, {"hands": []})


def test_a_later_format_version_is_refused(recorded_night, tmp_path):
    document = good_document(tmp_path)
    document["version"] = 2
    assert "unsupported export version 2" in bad_import(tmp_path, document)


@pytest.mark.parametrize(("field", "value"), [("ema_number", "٠٤٠١٠١٢٣"), ("nationality", "СZE")])
def test_a_player_with_an_ema_number_or_nationality_the_ema_cannot_read_is_refused(
    recorded_night, tmp_path, field, value
):
    document = good_document(tmp_path)
    empty_the_database()
    document["players"][0][field] = value

    message = bad_import(tmp_path, document)

    assert f"players[0].{field}" in message or field in message
    assert not Player.objects.exists()


def test_a_broken_last_row_leaves_nothing_half_imported(recorded_night, tmp_path):
    document = good_document(tmp_path)
    empty_the_database()
    document["hand_revisions"][-1]["hand"] = "hand-99"

    message = bad_import(tmp_path, document)

    assert "hand_revisions[7]" in message and "'hand-99' is no hand" in message
    assert not Club.objects.exists()
    assert not Player.objects.exists()
    assert not Hand.objects.exists()
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize(
    ("part", "field", "value", "says"),
    [
        ("sessions", "date", "17/11/2026", "invalid date format"),
        ("hands", "version", "two", "must be an integer"),
        ("hands", "submission_key", "not-a-uuid", "is not a valid UUID"),
        ("hands", "prevailing_wind", "X", "'X' is not one of"),
        ("hand_players", "player", "player-42", "'player-42' is no player"),
        ("penalties", "colour", "red", "unknown field 'colour'"),
        ("hands", "input", None, "may not be null"),
    ],
    ids=["date", "integer", "uuid", "choice", "reference", "unknown field", "null"],
)
def test_a_bad_value_is_named_with_its_row_and_field(
    recorded_night, tmp_path, part, field, value, says
):
    document = good_document(tmp_path)
    empty_the_database()
    document[part][0][field] = value

    message = bad_import(tmp_path, document)

    assert f"{part}[1]" in message and says in message
    assert not Club.objects.exists()


@pytest.mark.parametrize(("part", "field"), [("hands", "input"), ("hand_revisions", "hand")])
def test_a_row_without_a_field_that_has_no_default_is_refused(
    recorded_night, tmp_path, part, field
):
    document = good_document(tmp_path)
    empty_the_database()
    del document[part][0][field]

    message = bad_import(tmp_path, document)

    assert f"{part}[1]" in message and f"{field} is missing" in message
    assert not Hand.objects.exists()


def test_a_club_whose_slug_exists_is_not_imported_over_it(recorded_night, tmp_path):
    document = good_document(tmp_path)
    assert "slug 'prague' already exists" in bad_import(tmp_path, document)
    assert Club.objects.count() == 1


def test_a_submission_key_already_in_the_database_is_a_conflict_and_nothing_is_imported(
    recorded_night, tmp_path
):
    # The same night exported, then offered back under another slug: the hands' submission
    # keys are unique in the whole database, so the second copy must not half-land.
    document = good_document(tmp_path)
    document["club"]["slug"] = "prague-copy"
    for row in document["players"] + document["sessions"]:
        row["club"] = "prague-copy"

    assert "conflicts with data in the database" in bad_import(tmp_path, document)
    assert not Club.objects.filter(slug="prague-copy").exists()
    assert Player.objects.count() == 8


def test_exporting_an_unknown_club_exits_2(db, tmp_path):
    with pytest.raises(CommandError) as caught:
        call_command("export_club", "nowhere")
    assert caught.value.returncode == 2
    assert "no club with the slug 'nowhere'" in str(caught.value)


def test_the_command_line_reports_a_bad_file_without_a_traceback(tmp_path):
    path = tmp_path / "garbled.json"
    path.write_bytes(b"\xff\xfe not json")
    result = subprocess.run(
        [sys.executable, "manage.py", "import_club", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert "is not a JSON document" in result.stderr
    assert "Traceback" not in result.stderr


def test_an_organiser_downloads_the_same_document_as_the_command(
    recorded_night, organiser, tmp_path
):
    client = Client()
    client.force_login(organiser)

    response = client.get("/clubs/prague/export/")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"].startswith('attachment; filename="prague-')
    assert response.content.decode() == export("prague", tmp_path / "club.json")


def test_a_scorer_cannot_download_the_clubs_record(recorded_night, scorer):
    client = Client()
    client.force_login(scorer)
    assert client.get("/clubs/prague/export/").status_code == 403


# A tampered file: every hand is scored again before anything is written.


def test_payments_edited_so_that_they_no_longer_sum_to_zero_are_refused(recorded_night, tmp_path):
    document = good_document(tmp_path)
    empty_the_database()
    document["hands"][0]["output"]["payments"]["S"] += 100

    message = bad_import(tmp_path, document)

    assert "hands[1] (hand-1).output.payments: they sum to 100, not 0" in message
    assert not Club.objects.exists() and not Hand.objects.exists()


def test_an_answer_edited_to_another_settlement_that_still_sums_to_zero_is_refused(
    recorded_night, tmp_path
):
    document = good_document(tmp_path)
    empty_the_database()
    payments = document["hands"][0]["output"]["payments"]
    payments["S"], payments["E"] = payments["S"] + 50, payments["E"] - 50

    message = bad_import(tmp_path, document)

    assert "hands[1] (hand-1).output: not what the engine gives for the stored document" in message
    assert "payments differs" in message
    assert not Club.objects.exists()


def test_a_seat_row_that_no_longer_matches_its_hands_answer_is_refused(recorded_night, tmp_path):
    document = good_document(tmp_path)
    empty_the_database()
    row = document["hand_players"][0]
    row["payment"] += 10

    message = bad_import(tmp_path, document)

    assert "hand_players[1]" in message and ".payment:" in message
    assert "when scored again" in message
    assert not Club.objects.exists()


def test_a_stored_document_edited_so_that_it_no_longer_scores_is_refused(recorded_night, tmp_path):
    document = good_document(tmp_path)
    empty_the_database()
    document["hands"][0]["input"]["players"]["N"]["concealed"] = ["Wd"] * 13

    message = bad_import(tmp_path, document)

    assert "hands[1] (hand-1).input.players" in message
    assert "no longer scores" in message
    assert not Club.objects.exists()


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('{"format": "clubscore-export", "club": {"name": "a\\u0000b"}}', "NUL"),
        ("[" * 100_000 + "]" * 100_000, "nested deeper than"),
        ('{"a": ' * 40 + "1" + "}" * 40, "nested deeper than"),
        ('{"format": "clubscore-export", "version": 1e999}', "numbers must be finite"),
        (
            '{"format": "clubscore-export", "version": 10000000000000000000000000000}',
            "out of range",
        ),
        ('{"format": NaN}', "not a number JSON allows"),
    ],
    ids=["NUL", "deep list", "deep objects", "infinite", "huge number", "NaN"],
)
def test_a_file_with_nul_bytes_deep_nesting_or_odd_numbers_exits_2_with_a_message(
    db, tmp_path, text, says
):
    message = bad_import(tmp_path, text)
    assert says in message
    assert "Traceback" not in message
    assert not Club.objects.exists()


def test_importing_hands_scored_by_an_older_ruleset_version_warns_and_keeps_their_scores(
    recorded_night, tmp_path
):
    # The file was written when millington was version 2 (before the rule 113 and C1 count
    # fixes): this engine has only the rules in force, so those hands keep the answers they
    # were given, and the import says so.
    from io import StringIO

    from scoring.engine.rulesets import get_ruleset

    document = json.loads(export("prague", tmp_path / "club.json"))
    scores = [h["output"]["payments"] for h in document["hands"]]
    assert any(scores)
    for row in document["hands"] + document["sessions"]:
        row["ruleset_version"] = 2
    document["rulesets"] = [{"id": "millington", "version": 2}]
    (tmp_path / "old.json").write_text(json.dumps(document))
    empty_the_database()

    out = StringIO()
    call_command("import_club", str(tmp_path / "old.json"), stdout=out, stderr=out)

    current = get_ruleset("millington").version
    assert current > 2
    assert f"millington was version 2 in the file and is version {current} here" in out.getvalue()
    again = json.loads(export("prague", tmp_path / "again.json"))
    assert [h["output"]["payments"] for h in again["hands"]] == scores


def test_the_clubs_roles_their_audit_and_its_privacy_come_back_with_it(
    recorded_night, scorer, organiser, tmp_path
):
    from scoring.services.people import clubs as club_service

    club = recorded_night.club
    club_service.grant(club, scorer, "referee", organiser)
    Club.objects.filter(pk=club.pk).update(players_visible_to="members", public_names="initials")
    first = export("prague", tmp_path / "first.json")
    empty_the_database()
    call_command("import_club", str(tmp_path / "first.json"))
    restored = Club.objects.get(slug="prague")
    assert (restored.players_visible_to, restored.public_names) == ("members", "initials")
    role = ClubRole.objects.get(club=restored)
    assert (role.user.username, role.role) == ("sam", "referee")
    change = RoleChange.objects.get(club=restored)
    assert (change.user.username, change.by.username, change.granted) == ("sam", "olga", True)
    assert export("prague", tmp_path / "second.json") == first


def _ruled_with_snapshots():
    hand = Hand.objects.filter(deleted_at__isnull=True).order_by("number").first()
    HandRevision.objects.create(
        hand=hand, version=99, action="ruling", before=hand.snapshot(), after=hand.snapshot()
    )


def _snapshot_players():
    revision = HandRevision.objects.get(version=99)
    return {
        (key, seat): Player.objects.get(pk=row["player"]).name
        for key in ("before", "after")
        for seat, row in getattr(revision, key)["seats"].items()
    }


def test_history_names_players_by_ref_in_the_file_and_by_their_new_ids_after_an_import(
    recorded_night, tmp_path
):
    _ruled_with_snapshots()
    seated = _snapshot_players()
    document = json.loads(export("prague", tmp_path / "club.json"))
    ruling = next(r for r in document["hand_revisions"] if r["version"] == 99)
    assert {row["player"] for row in ruling["after"]["seats"].values()} <= {
        p["ref"] for p in document["players"]
    }
    assert all("name" not in row for row in ruling["after"]["seats"].values())
    empty_the_database()

    call_command("import_club", str(tmp_path / "club.json"))

    assert _snapshot_players() == seated


def test_a_file_whose_history_copied_names_is_imported_with_players_found_by_name(
    recorded_night, tmp_path
):
    _ruled_with_snapshots()
    seated = _snapshot_players()
    document = json.loads(export("prague", tmp_path / "club.json"))
    names = {p["ref"]: p["name"] for p in document["players"]}
    ruling = next(r for r in document["hand_revisions"] if r["version"] == 99)
    for key in ("before", "after"):
        for row in ruling[key]["seats"].values():
            row["name"] = names[row["player"]]
            row["player"] = 4000 + len(row["name"])  # an id of the database it came from
    (tmp_path / "old.json").write_text(json.dumps(document), encoding="utf-8")
    empty_the_database()

    call_command("import_club", str(tmp_path / "old.json"))

    assert _snapshot_players() == seated
    revision = HandRevision.objects.get(version=99)
    assert all("name" not in row for row in revision.after["seats"].values())


def test_the_export_carries_each_hands_messages_as_the_database_keeps_them(
    recorded_night, tmp_path
):
    document = good_document(tmp_path)

    kept = {h.number: h.said for h in Hand.objects.filter(session__club__slug="prague")}
    assert kept[1]  # South's win from West's discard: its items' messages
    assert [h["said"] for h in document["hands"]] == [
        h.said for h in Hand.objects.filter(session__club__slug="prague").order_by("pk")
    ]


def test_a_file_written_before_hands_kept_their_messages_gets_them_on_import(
    recorded_night, tmp_path
):
    # Written under millington version 2, before hands kept messages: each hand is scored once
    # for them; hand 1's first item, as version 2 worded it, has none and stays English.
    from io import StringIO

    document = good_document(tmp_path)
    exported = [h.pop("said") for h in document["hands"]]
    for row in document["hands"] + document["sessions"]:
        row["ruleset_version"] = 2
    document["rulesets"] = [{"id": "millington", "version": 2}]
    first_item = document["hands"][0]["output"]["hands"]["S"]["items"][0]
    today = first_item["what"]
    older = first_item["what"] = "an item as version 2 worded it"
    (tmp_path / "old.json").write_text(json.dumps(document))
    empty_the_database()

    out = StringIO()
    call_command("import_club", str(tmp_path / "old.json"), stdout=out, stderr=out)

    assert "hands[1] (hand-1): 1 of its sentences stay English" in out.getvalue()
    said = [h.said for h in Hand.objects.order_by("pk")]
    assert older not in said[0] and said[0] == {
        sentence: message for sentence, message in exported[0].items() if sentence != today
    }
    assert said[1:] == exported[1:]


@pytest.mark.parametrize(
    ("said", "says"),
    [
        ([], "said: must be an object of messages by sentence"),
        ({"mah-jong": {"id": "mah-jong", "params": ["x"]}}, "not a message (an id, a context"),
        ({"mah-jong": {"id": "something else"}}, "not a sentence of the hand's answer"),
        ({"a sentence": {"id": "a sentence"}}, "not a sentence of the hand's answer"),
    ],
    ids=["a list", "not a message", "another sentence", "not in the answer"],
)
def test_messages_that_are_not_the_hands_answer_are_refused_by_row_and_sentence(
    recorded_night, tmp_path, said, says
):
    document = good_document(tmp_path)
    empty_the_database()
    document["hands"][0]["said"] = said

    message = bad_import(tmp_path, document)

    assert "hands[1] (hand-1).said" in message and says in message
    assert not Club.objects.exists()
