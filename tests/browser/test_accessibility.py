"""axe-core on every page type, at phone (390x844) and desktop (1280x900) sizes: zero
violations of WCAG 2.1 A/AA and axe's best practices, signed in as the club's organiser (who
sees every form) and, for the public pages, signed out."""

import datetime

import pytest
from django.conf import settings as django_settings
from django.test import Client

from scoring.models import Session
from scoring.services.hands import table as table_service
from scoring.services.tournaments import registrations
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from tests.browser.axe import violations
from tests.referee.conftest import cannon_document, record_hand
from tests.season.conftest import NIGHT, play_game
from tests.tournaments.conftest import make_tournament, play_round
from tests.web.conftest import hand_lines

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def riichi_yakuman(club, players):
    session = Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    calls = [
        {"kind": "pon", "tiles": ["Rd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Gd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Wd"] * 3, "from": "E"},
    ]
    document = {
        "ruleset": "riichi",
        "players": {"S": {"closed": "234m5p", "calls": calls}, "N": {"riichi": True}},
        "winner": "S",
        "win": {"tile": "5d", "source": "ron", "discarder": "N", "dora_indicators": ["4d"]},
        "penalties": [],
    }
    return record_hand(session, document)


def house_rules_with_a_hand(club, organiser) -> str:
    """A club's house rules (docs/house-rules.md) with one special hand; their short name."""
    from scoring.services.hands import house_rules
    from tests.engine.test_house_rules import SEVEN_PAIRS, SEVEN_PAIRS_LINE

    hand = {**SEVEN_PAIRS, "example": SEVEN_PAIRS_LINE}
    rules = {"base": "millington", "doubles": {"116d": 2}, "special_hands": [hand]}
    house_rules.save_version(club, organiser, rules, slug="autumn", name="Autumn rules")
    return "autumn"


@pytest.fixture
def pages(club, players, organiser, table_session):
    """Every page type's path, with the data it needs."""
    from scoring.models import ClubNight, Season

    night = ClubNight.objects.create(club=club, date=NIGHT, title="Tuesday night")
    season = Season.objects.create(
        club=club, name="Autumn", start=datetime.date(2026, 9, 1), end=datetime.date(2026, 12, 31)
    )
    play_game(club, players[4:8], [(60, -20, -20, -20)], night=night, title="By the window")
    hand = record_hand(table_session, cannon_document())
    riichi_hand = riichi_yakuman(club, players)
    tournament = make_tournament(club, organiser, 8, rounds=2)
    play_round(tournament, organiser, lambda table: [[10, 20, -10, -20]])
    round_two = tournament_seating.generate_round(tournament, organiser)
    s, n, t = table_session.pk, hand.number, tournament.pk
    # An event with check-in, before round 1: each player with a check-in button.
    check_in_event = tournament_setup.create_tournament(
        club, organiser, name="Check-in Open", date=tournament.date, check_in=True
    )
    check_in_event.players.add(*tournament.players.all())
    # Its registration page open, one registrant with a private link, and a table's phone.
    check_in_event.registration_open = True
    check_in_event.capacity = 12
    check_in_event.save()
    _registration, token = registrations.register(
        check_in_event, registrations.SignUp(name="Radka Nová", home_club="Brno")
    )
    code = tournament.rounds.get(number=1).tables.get(number=1).code
    house = house_rules_with_a_hand(club, organiser)
    return {
        "home": "/",
        "club": f"/clubs/{club.slug}/",
        "session-new": f"/clubs/{club.slug}/sessions/new/",
        "session": f"/sessions/{s}/",
        "hand-new": f"/sessions/{s}/hands/new/",
        "hand": f"/sessions/{s}/hands/{n}/",
        "hand-correct": f"/sessions/{s}/hands/{n}/correct/",
        "table": f"/sessions/{s}/table/",
        "join": f"/t/{table_service.join_token(table_session)}/",
        "referee": f"/sessions/{s}/hands/{n}/referee/",
        "riichi-session": f"/sessions/{riichi_hand.session_id}/",
        "riichi-hand-new": f"/sessions/{riichi_hand.session_id}/hands/new/",
        "riichi-referee": f"/sessions/{riichi_hand.session_id}/hands/1/referee/",
        "rulesets": "/rulesets/",
        "ruleset": "/rulesets/millington/",
        "riichi-ruleset": "/rulesets/riichi/",
        "tournaments": "/tournaments/",
        "tournament-create": f"/clubs/{club.slug}/tournaments/new/",
        "tournament": f"/tournaments/{t}/",
        "round": f"/tournaments/{t}/rounds/{round_two.number}/",
        "round-print": f"/tournaments/{t}/rounds/{round_two.number}/print/",
        "round-sheets": f"/tournaments/{t}/rounds/{round_two.number}/sheets/",
        "standings-print": f"/tournaments/{t}/standings/print/",
        "standings": f"/tournaments/{t}/standings/",
        "teams": f"/tournaments/{t}/teams/",
        "round-started": f"/tournaments/{t}/rounds/1/",
        "tournament-check-in": f"/tournaments/{check_in_event.pk}/",
        "register": f"/tournaments/{check_in_event.pk}/register/",
        "registrations": f"/tournaments/{check_in_event.pk}/registrations/",
        "registration": f"/registrations/{token}/",
        "table-code": "/tables/",
        "table-phone": f"/tables/{code}/",
        "results-desk": f"/tournaments/{t}/rounds/1/results/?table=1",
        "night-new": f"/clubs/{club.slug}/nights/new/",
        "night": f"/nights/{night.pk}/",
        "night-print": f"/nights/{night.pk}/print/",
        "season-new": f"/clubs/{club.slug}/seasons/new/",
        "season": f"/seasons/{season.pk}/",
        "season-print": f"/seasons/{season.pk}/print/",
        "season-hall": f"/seasons/{season.pk}/hall/",
        "player": f"/players/{players[4].pk}/",
        "player-merge": f"/clubs/{club.slug}/players/merge/",
        "house-rules-index": f"/clubs/{club.slug}/house-rules/",
        "house-rules": f"/clubs/{club.slug}/house-rules/{house}/",
        "house-rules-edit": f"/clubs/{club.slug}/house-rules/{house}/edit/",
        "house-hand": f"/clubs/{club.slug}/house-rules/{house}/hands/seven-pairs-two-suits/",
        "login": "/accounts/login/",
        "password-reset": "/accounts/password_reset/",
    }


def describe(found: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} {v['targets']}" for v in found)


def signed_in(browser, live_server, user, viewport):
    client = Client()
    client.force_login(user)
    context = browser.new_context(viewport=viewport)
    context.add_cookies(
        [
            {
                "name": django_settings.SESSION_COOKIE_NAME,
                "value": client.cookies[django_settings.SESSION_COOKIE_NAME].value,
                "url": live_server.url,
            }
        ]
    )
    return context


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_every_page_type_has_no_axe_violations(browser, live_server, pages, organiser, size):
    viewport = PHONE if size == "phone" else DESKTOP
    context = signed_in(browser, live_server, organiser, viewport)
    anonymous = browser.new_context(viewport=viewport)
    # One tab each, going from page to page as a person does: a new tab for every page cost
    # Chromium a renderer process each, most of this test's time.
    tabs = {"organiser": context.new_page(), "anonymous": anonymous.new_page()}
    found = {}
    for name, path in pages.items():
        for who, page in tabs.items():
            if name == "login" and who == "organiser":
                continue
            # A visitor's pages are the organiser's without the forms, under the same menu:
            # checked at the phone's size, where the menu differs most (the login page at both).
            if who == "anonymous" and size == "desktop" and name != "login":
                continue
            response = page.goto(live_server.url + path)
            if response.status != 200:  # a form the anonymous visitor may not see
                assert who == "anonymous", (name, response.status)
                continue
            problems = violations(page)
            if problems:
                found[f"{name} ({who}, {size})"] = describe(problems)
    assert not found, "\n\n".join(f"{k}:\n{v}" for k, v in found.items())


def focused(page) -> dict:
    return page.evaluate(
        "() => { const e = document.activeElement;"
        " return {id: e.id, name: e.name || '', type: e.type || '', value: e.value || '',"
        " checked: !!e.checked, tag: e.tagName, seat: e.dataset ? e.dataset.seatTab || '' : '',"
        " details: e.tagName === 'SUMMARY' ? e.parentElement.id : ''}; }"
    )


def test_a_hand_can_be_entered_with_the_keyboard_alone(browser, live_server, table_session, scorer):
    # West wins from the wall with the hand of tests/web/conftest.py (WINNER_LINE). Tab moves
    # between the fields; Enter opens a player's panel and the "more" details; the arrow keys
    # choose radio buttons; typing fills the tile lines; Enter on the save button records.
    context = signed_in(browser, live_server, scorer, PHONE)
    page = context.new_page()
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/hands/new/")
    lines = hand_lines("W")
    typed = {f"id_{seat}_tiles": line for seat, line in lines.items()}
    typed.update({"id_win_tile": "Wd", "id_completes": "5"})
    done: set[str] = set()
    radios = {"winner": "W", "win_source": "wall"}
    at = {}
    for _ in range(800):
        page.keyboard.press("Tab")
        at = focused(page)
        if at["seat"] and f"id_{at['seat']}_tiles" not in done:
            page.keyboard.press("Enter")  # open this player's panel
        elif at["details"] and at["details"] not in done:
            page.keyboard.press("Enter")  # open "more about the win"
            done.add(at["details"])
        elif at["id"] in typed and at["id"] not in done:
            page.keyboard.type(typed[at["id"]])
            done.add(at["id"])
        elif at["name"] in radios and at["name"] not in done:
            name = at["name"]
            for _ in range(8):
                if at["value"] == radios[name]:
                    page.keyboard.press("Space")  # check the focused radio button
                    break
                page.keyboard.press("ArrowDown")
                at = focused(page)
            done.add(name)
        elif at["id"] in ("save-hand", "dock-save") and {*radios, *typed} <= done:
            break
    assert {*radios, *typed} <= done, f"not reached with Tab: {sorted({*radios, *typed} - done)}"
    page.keyboard.press("Enter")
    page.wait_for_selector("#just-recorded")
    hand = table_session.live_hands().get()
    assert (hand.winner, hand.win_source) == ("W", "wall")


def test_the_links_on_a_recorded_hands_phone_and_on_the_conflict_page_read_at_4_5_to_1(
    browser, live_server, table_session, scorer
):
    # A player's phone once the session is over: "Back to the session" on the green alert
    # under its last hand. The 409 page of two scorers recording the same hand: its "Back to
    # the session" link.
    from scoring.services.hands import sessions as sessions_service
    from tests.web.test_entry_depths import at_scores, post

    table_session.entry_depth = "scores"
    table_session.save()
    client = Client()
    client.force_login(scorer)
    first, second = at_scores(client, table_session), at_scores(client, table_session, S=40)
    assert post(client, table_session, first).status_code == 302
    conflict = post(client, table_session, second)
    assert conflict.status_code == 409
    sessions_service.end_session(table_session, scorer, "the venue closes")
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(f"{live_server.url}/t/{table_service.join_token(table_session)}/")
    assert page.locator("#table-recorded a").count() == 1
    found = {"player's phone": describe(violations(page))}
    # The 409 page as the second scorer got it, on the live server's origin (its CSS and scripts).
    page.set_content(conflict.content.decode())
    page.wait_for_load_state("load")
    found["409 page"] = describe(violations(page))
    assert found == {"player's phone": "", "409 page": ""}
