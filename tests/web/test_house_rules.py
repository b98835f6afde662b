"""House rules in the app (docs/house-rules.md): an organiser writes them through the rendered
forms, each save a new version; a session plays by one version and its hands keep it; the
referee page cites a house rule beside the points it gave; another club's organiser can
neither see nor change them unless published."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse

from scoring.models import Hand, HouseRuleset, HouseRulesetVersion, Session

from .conftest import LOSER_LINES, rendered_form

pytestmark = pytest.mark.django_db

# Seven pairs of bamboo and dots: no four sets and a pair, so only the club's hand scores it.
SEVEN_PAIRS_LINE = "2b 2b 4b 4b 6b 6b 8b 8b 3d 3d 5d 5d 7d 7d"


def new_house_rules(client, club, **fields):
    url = reverse("house-rules-new", args=[club.slug])
    data = rendered_form(client.get(url), "house-rules-form")
    data.update({"name": "Autumn rules", "slug": "autumn", "base": "millington", **fields})
    return client.post(url, data)


def add_hand(client, club, **fields):
    url = reverse("house-hand-new", args=[club.slug, "autumn"])
    data = rendered_form(client.get(url), "special-hand-form")
    data.update(
        {
            "slug": "seven-pairs-two-suits",
            "name_en": "Seven pairs from two suits",
            "name_cs": "Sedm párů ze dvou barev",
            "name_fr": "Sept paires de deux familles",
            "text_en": "Seven pairs of two suits, no honours, concealed: 1000.",
            "pairs": "7",
            "suits": "2",
            "honours": "no",
            "concealed": "on",
            "value_kind": "score",
            "amount": "1000",
            "example": SEVEN_PAIRS_LINE,
            "example_source": "wall",
            **fields,
        }
    )
    return client.post(url, data)


@pytest.fixture
def organiser_client(client, organiser):
    client.force_login(organiser)
    return client


@pytest.fixture
def autumn(organiser_client, club):
    assert new_house_rules(organiser_client, club, doubles="116d 2").status_code == 302
    assert add_hand(organiser_client, club).status_code == 302
    return HouseRuleset.objects.get(club=club, slug="autumn")


def test_an_organiser_writes_house_rules_and_each_save_is_a_new_version(autumn, client, club):
    versions = list(autumn.versions.order_by("number"))
    assert [v.number for v in versions] == [1, 2]
    assert versions[0].document["doubles"] == {"116d": 2}
    assert versions[0].document["special_hands"] == []
    (hand,) = versions[1].document["special_hands"]
    assert hand["value"] == {"kind": "score", "amount": 1000}
    assert versions[1].document["id"] == "house-prague-autumn"
    page = client.get(reverse("house-rules", args=[club.slug, "autumn"]))
    assert "Seven pairs from two suits" in page.content.decode()
    assert "×4" in page.content.decode()  # 116d: two doubles


def test_a_pattern_of_five_pungs_is_refused_beside_the_pungs_field(autumn, organiser_client, club):
    page = add_hand(organiser_client, club, slug="five", name_en="Five pungs", pairs="", pungs="5")
    assert page.status_code == 400
    errors = page.context["form"].errors
    assert "cannot make a hand of 14 tiles" in errors["pungs"][0]
    assert autumn.versions.count() == 2  # nothing saved


def test_an_example_that_is_not_the_hand_is_refused_saying_why(autumn, organiser_client, club):
    page = add_hand(
        organiser_client,
        club,
        slug="three-suits",
        name_en="Seven pairs of three suits",
        suits="3",
        example=SEVEN_PAIRS_LINE,
    )
    assert page.status_code == 400
    (said,) = page.context["form"].errors["example"]
    assert "the example is not this hand" in said and "2 suits" in said
    assert autumn.versions.count() == 2


def test_a_second_hand_of_the_same_name_is_refused_beside_the_name(autumn, organiser_client, club):
    page = add_hand(organiser_client, club, slug="again")
    assert page.status_code == 400
    assert "same name" in page.context["form"].errors["name_en"][0]
    assert autumn.versions.count() == 2


def test_a_value_out_of_range_is_refused_beside_the_field(autumn, organiser_client, club):
    url = reverse("house-rules-edit", args=[club.slug, "autumn"])
    data = rendered_form(organiser_client.get(url), "house-rules-form")
    data["doubles"] = "116d 11"
    page = organiser_client.post(url, data)
    assert page.status_code == 400
    assert "from 0 to 10" in page.context["form"].errors["doubles"][0]
    assert autumn.versions.count() == 2


def test_a_house_penalty_amount_is_an_option_the_form_sets_and_the_engine_checks(
    autumn, organiser_client, club
):
    url = reverse("house-rules-edit", args=[club.slug, "autumn"])
    data = rendered_form(organiser_client.get(url), "house-rules-form")
    data["options"] = "false_mahjong_penalty 2000000"
    page = organiser_client.post(url, data)
    assert page.status_code == 400
    assert "not a value it takes" in page.context["form"].errors["options"][0]
    data["options"] = "false_mahjong_penalty 600"
    assert organiser_client.post(url, data).status_code == 302
    assert autumn.latest().document["options"] == {"false_mahjong_penalty": 600}


def test_a_change_made_against_an_older_version_gets_409(autumn, organiser_client, club):
    url = reverse("house-rules-edit", args=[club.slug, "autumn"])
    data = rendered_form(organiser_client.get(url), "house-rules-form")
    meanwhile = {**data, "doubles": "116d 3"}
    assert organiser_client.post(url, meanwhile).status_code == 302  # another tab saves v3
    data["doubles"] = "116d 1"
    assert organiser_client.post(url, data).status_code == 409
    assert autumn.latest().document["doubles"] == {"116d": 3}


def test_another_clubs_organiser_neither_sees_nor_changes_unpublished_house_rules(
    autumn, client, django_user_model
):
    from scoring.models import Club

    rival = django_user_model.objects.create_user("rival", password="secret-pass-9")
    theirs = Club.objects.create(name="Brno club", slug="brno")
    theirs.organisers.add(rival)
    client.force_login(rival)
    detail = reverse("house-rules", args=["prague", "autumn"])
    assert client.get(detail).status_code == 404
    assert client.get(reverse("house-rules-edit", args=["prague", "autumn"])).status_code == 403
    assert client.get(reverse("house-hand-new", args=["prague", "autumn"])).status_code == 403
    form = client.get(reverse("session-new", args=["brno"])).context["form"]
    assert list(form.fields["house_rules"].queryset) == []
    autumn.published = True
    autumn.save()
    assert client.get(detail).status_code == 200
    assert client.get(reverse("house-rules-edit", args=["prague", "autumn"])).status_code == 403
    form = client.get(reverse("session-new", args=["brno"])).context["form"]
    assert [v.number for v in form.fields["house_rules"].queryset] == [2]


def _session(club, players, scorer, version):
    session = Session.objects.create(
        club=club,
        title="Autumn night",
        date=datetime.date(2026, 11, 17),
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
        house_rules=version,
        entry_depth="tiles",
    )
    session.scorers.add(scorer)
    return session


def _post_seven_pairs(client, session):
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(client.get(url))
    lines = dict(zip("SWN", LOSER_LINES, strict=True))
    data.update({f"{seat}_tiles": line for seat, line in lines.items()})
    data.update(E_tiles=SEVEN_PAIRS_LINE, winner="E", win_tile="7d", win_source="wall")
    data["completes"] = ""
    return client.post(url, data)


def test_a_hand_keeps_the_version_it_was_scored_under(
    autumn, organiser_client, club, players, scorer
):
    session = _session(club, players, scorer, autumn.latest())
    page = _post_seven_pairs(organiser_client, session)
    assert page.status_code == 302, page.content.decode()[:2000]
    hand = Hand.objects.get(session=session)
    assert hand.output["hands"]["E"]["score"] == 1000  # the club's rule
    # next season's rules: the same hand is worth 500
    add_url = reverse("house-hand", args=[club.slug, "autumn", "seven-pairs-two-suits"])
    data = rendered_form(organiser_client.get(add_url), "special-hand-form")
    data["amount"] = "500"
    assert organiser_client.post(add_url, data).status_code == 302
    assert autumn.latest().number == 3
    hand.refresh_from_db()
    assert hand.output["hands"]["E"]["score"] == 1000
    assert hand.input["house_rules"]["version"] == 2


def test_the_referee_page_cites_the_house_rule_beside_its_points(
    autumn, organiser_client, club, players, scorer
):
    session = _session(club, players, scorer, autumn.latest())
    assert _post_seven_pairs(organiser_client, session).status_code == 302
    organiser_client.cookies["django_language"] = "cs"
    page = organiser_client.get(reverse("referee-hand", args=[session.pk, 1]))
    html = page.content.decode()
    assert "house-prague-autumn/seven-pairs-two-suits" in html
    assert "Sedm párů ze dvou barev" in html  # the house rule's own Czech name
    assert "zvláštní ruka klubu: Sedm párů ze dvou barev" in html
    assert 'class="badge text-bg-info house-rule"' in html


def test_a_season_with_house_rules_gives_them_to_its_sessions(
    autumn, organiser_client, club, players
):
    from scoring.models import Season

    Season.objects.create(
        club=club,
        name="Autumn",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        house_rules=autumn.latest(),
    )
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(organiser_client.get(url), "session-form")
    data.update(
        title="Night",
        date="2026-11-20",
        ruleset="millington",
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=players[3].pk,
    )
    assert organiser_client.post(url, data).status_code == 302
    assert Session.objects.get(title="Night").house_rules == autumn.latest()


def test_house_rules_on_another_base_than_the_sessions_ruleset_are_refused(
    autumn, organiser_client, club, players
):
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(organiser_client.get(url), "session-form")
    data.update(
        title="Night",
        date="2026-11-20",
        ruleset="american1920",
        house_rules=autumn.latest().pk,
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=players[3].pk,
    )
    page = organiser_client.post(url, data)
    assert page.status_code == 400
    assert "built on millington" in page.context["form"].errors["house_rules"][0]
    assert not HouseRulesetVersion.objects.filter(sessions__isnull=False).exists()


def test_the_what_if_and_the_preview_score_by_the_sessions_house_rules(
    autumn, organiser_client, club, players, scorer
):
    from scoring.services.hands import referee

    session = _session(club, players, scorer, autumn.latest())
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(organiser_client.get(url))
    lines = dict(zip("SWN", LOSER_LINES, strict=True))
    data.update({f"{seat}_tiles": line for seat, line in lines.items()})
    data.update(E_tiles=SEVEN_PAIRS_LINE, winner="E", win_tile="7d", win_source="wall")
    data["completes"] = ""
    preview = organiser_client.post(reverse("hand-preview", args=[session.pk]), data)
    assert "1000" in preview.content.decode()
    assert organiser_client.post(url, data).status_code == 302
    hand = Hand.objects.get(session=session)
    # the seven pairs won on South's discard instead: still the club's 1000
    result = referee.what_if(hand, "discarder", "S")
    assert result["output"]["hands"]["E"]["score"] == 1000
    assert result["document"]["house_rules"]["version"] == 2


def test_export_and_import_carry_the_house_rules_and_the_hands_scored_under_them(
    autumn, organiser_client, club, players, scorer, tmp_path
):
    from django.core.management import call_command

    from tests.robust.test_backup import empty_the_database, export

    session = _session(club, players, scorer, autumn.latest())
    assert _post_seven_pairs(organiser_client, session).status_code == 302
    first = export("prague", tmp_path / "club.json")
    empty_the_database()
    call_command("import_club", str(tmp_path / "club.json"))
    ruleset = HouseRuleset.objects.get()
    assert [v.number for v in ruleset.versions.order_by("number")] == [1, 2]
    assert Session.objects.get().house_rules == ruleset.latest()
    assert Hand.objects.get().output["hands"]["E"]["score"] == 1000
    assert export("prague", tmp_path / "again.json") == first


def test_an_import_whose_house_rules_the_engine_refuses_writes_nothing(autumn, tmp_path):
    import json

    from django.core.management import CommandError, call_command

    from tests.robust.test_backup import export

    document = json.loads(export("prague", tmp_path / "club.json"))
    document["house_ruleset_versions"][1]["document"]["special_hands"][0]["pattern"]["pungs"] = 5
    (tmp_path / "bad.json").write_text(json.dumps(document), encoding="utf-8")
    Club = type(autumn.club)
    Club.objects.filter(pk=autumn.club_id).update(slug="prague-old")
    with pytest.raises(CommandError, match="14 tiles"):
        call_command("import_club", str(tmp_path / "bad.json"))
    assert not Club.objects.filter(slug="prague").exists()


def _api_session(client, club, players, **extra):
    import json

    body = {
        "club": club.slug,
        "title": "API night",
        "date": "2026-11-20",
        "seats": dict(zip("ESWN", (p.pk for p in players[:4]), strict=True)),
        **extra,
    }
    return client.post(
        reverse("api:sessions"), data=json.dumps(body), content_type="application/json"
    )


def test_the_session_api_takes_house_rules_and_answers_with_them(
    autumn, organiser_client, club, players
):
    version = autumn.latest()
    made = _api_session(organiser_client, club, players, house_rules=version.pk)
    assert made.status_code == 201, made.content
    assert made.json()["house_rules"]["id"] == "house-prague-autumn"
    assert made.json()["house_rules"]["version"] == 2


def test_the_session_api_refuses_another_clubs_unpublished_house_rules(
    autumn, client, django_user_model, players
):
    from scoring.models import Club, Player

    rival = django_user_model.objects.create_user("rival", password="secret-pass-9")
    theirs = Club.objects.create(name="Brno club", slug="brno")
    theirs.organisers.add(rival)
    own = [Player.objects.create(club=theirs, name=n) for n in "ABCD"]
    client.force_login(rival)
    refused = _api_session(client, theirs, own, house_rules=autumn.latest().pk)
    assert refused.status_code == 400
    assert refused.json()["field"] == "house_rules"
    assert not Session.objects.filter(club=theirs).exists()


def test_the_score_api_scores_a_document_with_house_rules(client):
    import json

    from tests.engine.test_house_rules import HOUSE, SEVEN_PAIRS_LINE, document

    body = document(SEVEN_PAIRS_LINE, "7d", house=HOUSE)
    answer = client.post("/api/score/", data=json.dumps(body), content_type="application/json")
    assert answer.status_code == 200, answer.content
    assert answer.json()["hands"]["E"]["score"] == 1000
    body["house_rules"] = {**HOUSE, "special_hands": [{"slug": "x"}]}
    refused = client.post("/api/score/", data=json.dumps(body), content_type="application/json")
    assert refused.status_code == 400
    assert refused.json()["field"] == "house_rules.special_hands.0.name"


def test_another_club_plays_published_house_rules_from_a_copy_its_export_holds(
    autumn, client, django_user_model, tmp_path
):
    from scoring.models import Club, Player
    from tests.robust.test_backup import export

    autumn.published = True
    autumn.save()
    rival = django_user_model.objects.create_user("rival", password="secret-pass-9")
    theirs = Club.objects.create(name="Brno club", slug="brno")
    theirs.organisers.add(rival)
    own = [Player.objects.create(club=theirs, name=n) for n in "ABCD"]
    client.force_login(rival)
    for title in ("First", "Second"):
        made = _api_session(client, theirs, own, house_rules=autumn.latest().pk, title=title)
        assert made.status_code == 201, made.content
    played = {s.house_rules for s in Session.objects.filter(club=theirs)}
    (copy,) = played
    assert copy.ruleset.club == theirs and copy.ruleset.slug == "prague-autumn"
    assert copy.document == autumn.latest().document  # its items cite house-prague-autumn/...
    assert autumn.versions.count() == 2  # the publisher's rules are untouched
    assert '"house-prague-autumn"' in export("brno", tmp_path / "brno.json")


def test_a_scorer_cannot_bring_house_rules_of_their_own_into_a_sessions_hand(
    client, scorer, table_session
):
    import json
    import uuid

    from tests.engine.test_house_rules import HOUSE

    from .conftest import hand_doc

    client.force_login(scorer)
    hand = {**hand_doc("S"), "house_rules": {**HOUSE, "doubles": {"116d": 10}}}
    body = {
        "submission_key": str(uuid.uuid4()),
        "number": 1,
        "seats": table_session.seats_for(table_session.next_deal()),
        "hand": hand,
    }
    url = reverse("api:hands", args=[table_session.pk])
    answer = client.post(url, data=json.dumps(body), content_type="application/json")
    assert answer.status_code == 201, answer.content
    stored = Hand.objects.get(session=table_session)
    assert "house_rules" not in stored.input  # the session has none: the book's 116d
    assert all(i.get("doubles", 0) <= 1 for i in stored.output["hands"]["S"]["items"])
