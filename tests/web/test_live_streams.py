"""Live streams (Server-Sent Events, scoring.views.live_stream): a table's phones and the hall's
screens get the poll's own answer, pushed through Redis pub/sub when a write commits
(scoring.services.live_push). Each event checks again who may see it; a client that goes
leaves nothing behind, not even the server's subscription once it was the last; bad input
is a 4xx. The streams run under ASGI only (the test's AsyncClient and Django's ASGI handler);
skipped, saying why, without REDIS_URL (CI sets it)."""

import asyncio
import datetime
import gc
import inspect
import json
import re

import pytest
import redis
from asgiref.sync import async_to_sync, sync_to_async
from django.core.asgi import get_asgi_application
from django.db import connection, transaction
from django.test import AsyncClient, Client
from django.urls import reverse

from scoring import limits
from scoring.models import Audience, ClubRole, Role
from scoring.services import live_push
from scoring.services.hands import table as table_service
from scoring.services.tournaments import setup as tournament_service
from scoring.views import live_stream
from scoring.views.table import phone_status

from .conftest import joined_phone

# The streams read in threads of their own: what the test writes must be committed.
pytestmark = pytest.mark.django_db(transaction=True)


def run(function, *args):
    """`function(*args)`, through `async_to_sync` if it is a coroutine function, as Django's
    handlers run an async view (a browser test's event loop earlier in the same worker is set
    aside by `pytest_runtest_protocol` in tests/conftest.py)."""
    call = async_to_sync(function) if inspect.iscoroutinefunction(function) else function
    return call(*args)


@pytest.fixture
def push(settings, redis_cache):
    """Stamps and pushes in the test's Redis, as two servers share them."""
    location = settings.CACHES["default"]["LOCATION"]
    settings.REDIS_URL = location
    settings.LIVE_STAMPS = True
    settings.LIVE_PUSH = True
    yield redis.Redis.from_url(location)
    # The streams' threads ended with their event loop; the database connections they kept
    # close when collected (PostgreSQL drops the test database only once none is left).
    gc.collect()


def stream_url(session):
    return reverse("table-join-stream", args=[table_service.join_token(session)])


def hall_stream_url(tournament):
    return reverse("tournament-hall-stream", args=[tournament.pk])


async def next_event(response, timeout=10.0) -> dict:
    """The next event of a stream as its fields (`event`, `id`, `data`), past comments and
    the reconnection delay."""
    chunks = aiter(response.streaming_content)
    while True:
        chunk = (await asyncio.wait_for(anext(chunks), timeout)).decode()
        fields: dict[str, list[str]] = {}
        for line in filter(None, chunk.splitlines()):
            name, _, value = line.partition(": ")
            fields.setdefault(name.rstrip(":"), []).append(value)
        if "event" in fields:
            return {name: "\n".join(values) for name, values in fields.items()}


async def ended(response, timeout=10.0) -> bool:
    try:
        await asyncio.wait_for(anext(aiter(response.streaming_content)), timeout)
    except StopAsyncIteration:
        return True
    return False


def test_a_phones_stream_sends_the_polls_answer_then_each_part_entered_as_it_commits(
    push, table_session
):
    poll = Client().get(
        reverse("table-join-status", args=[table_service.join_token(table_session)])
    )
    east = table_session.seats_for(table_session.next_deal())["E"]

    async def follow():
        response = await AsyncClient().get(stream_url(table_session))
        assert response.status_code == 200
        assert response["Content-Type"] == "text/event-stream; charset=utf-8"
        first = await next_event(response)
        assert first["event"] == "update" and len(first["id"]) == 32
        assert first["data"] == "\n".join(poll.content.decode().splitlines())
        await sync_to_async(table_service.save_part)(
            table_session, 1, east, "(1b 1b 1b)", None, phone="east"
        )
        second = await next_event(response)
        assert 'data-line="(1b 1b 1b)"' in second["data"] and second["id"] != first["id"]

    run(follow)


def test_a_stream_opened_inside_a_transaction_leaves_its_connection_and_transaction_open(
    push, table_session
):
    # A stream gives its request's connection back when it starts (each event takes one of its
    # own), never one inside a transaction, which is not the request's to end (ATOMIC_REQUESTS,
    # or a test's): closed, PostgreSQL rolls the transaction back and what follows is written
    # outside it.
    async def open_a_stream():
        response = await AsyncClient().get(stream_url(table_session))
        assert response.status_code == 200
        assert (await next_event(response))["event"] == "update"

    with transaction.atomic():
        table_session.title = "Inside the transaction"
        table_session.save()
        run(open_a_stream)
        assert not connection.needs_rollback
        stored = type(table_session).objects.get(pk=table_session.pk)
        assert stored.title == "Inside the transaction"


def test_a_phone_whose_player_has_left_the_table_stops_getting_updates(
    push, table_session, players
):
    phone = joined_phone(table_session, "E")  # Alena's phone
    client = AsyncClient()
    client.cookies = phone.cookies

    async def follow():
        response = await client.get(stream_url(table_session))
        assert "Alena" in (await next_event(response))["data"]

        def eva_for_alena():
            table_session.east = players[4]
            table_session.save()

        await sync_to_async(eva_for_alena)()
        last = await next_event(response)
        assert last["event"] == "end"
        assert last["data"] == "your player has left this table: open the table's link again"
        assert await ended(response)

    run(follow)


@pytest.fixture
def members_tournament(club, organiser, players):
    tournament = tournament_service.create_tournament(
        club,
        organiser,
        name="Members' Open",
        date=datetime.date(2026, 11, 28),
        ruleset="millington",
        rounds_planned=2,
        seed=1,
    )
    tournament.players.add(*players)
    tournament.standings_visible_to = Audience.MEMBERS
    tournament.save()
    return tournament


def test_a_hall_screen_whose_viewer_is_no_longer_a_member_stops_getting_updates(
    push, members_tournament, club, django_user_model
):
    member = django_user_model.objects.create_user("mira", password="secret-pass-3")
    role = ClubRole.objects.create(club=club, user=member, role=Role.MEMBER)
    client = AsyncClient()
    run(client.aforce_login, member)

    async def follow():
        response = await client.get(hall_stream_url(members_tournament))
        assert response.status_code == 200
        first = await next_event(response)
        assert json.loads(first["data"])["title"] == "Members' Open"
        await sync_to_async(role.delete)()
        last = await next_event(response)
        assert last["event"] == "end"
        assert last["data"] == "this tournament shows that to its club's members only"
        assert await ended(response)

    run(follow)


def test_a_client_that_disconnects_leaves_no_stream_task_nor_subscription(push, table_session):
    path = stream_url(table_session)
    channel = live_push.channel()

    async def connect_and_go():
        sent, first_event, gone = [], asyncio.Event(), asyncio.Event()
        requested = False

        async def receive():
            nonlocal requested
            if not requested:
                requested = True
                return {"type": "http.request", "body": b"", "more_body": False}
            await gone.wait()
            return {"type": "http.disconnect"}

        async def send(message):
            sent.append(message)
            if b"event: update" in message.get("body", b""):
                first_event.set()

        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "GET",
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": [(b"host", b"testserver"), (b"accept", b"text/event-stream")],
            "client": ("127.0.0.1", 50000),
            "server": ("testserver", 80),
        }
        served = asyncio.create_task(get_asgi_application()(scope, receive, send))
        await asyncio.wait_for(first_event.wait(), 10)
        hub = live_push.hub()
        listening = hub.task
        assert hub.streams() == 1 and listening is not None and not listening.done()
        assert (await sync_to_async(push.pubsub_numsub)(channel)) == [(channel.encode(), 1)]
        gone.set()
        await asyncio.wait_for(served, 10)
        await asyncio.wait_for(asyncio.gather(listening, return_exceptions=True), 10)
        assert hub.streams() == 0 and hub.waiting == {} and hub.task is None
        assert listening.cancelled()
        assert not [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        assert sent[0]["status"] == 200
        return await sync_to_async(push.pubsub_numsub)(channel)

    assert run(connect_and_go) == [(live_push.channel().encode(), 0)]


def test_an_unknown_or_forged_table_code_is_refused_400(push, table_session):
    async def ask():
        client = AsyncClient()
        unknown = await client.get("/t/not-a-code/stream/")
        forged = await client.get(stream_url(table_session).replace("/t/", "/t/x", 1))
        return unknown, forged

    for response in run(ask):
        assert response.status_code == 400
        assert response.content.decode() == "this is not a ClubScore table code"


def test_an_oversized_or_foreign_last_event_id_is_refused_400(push, table_session):
    async def ask(last):
        return await AsyncClient().get(stream_url(table_session), headers={"Last-Event-ID": last})

    for last in ("a" * (live_stream.MOST_LAST_EVENT_ID + 1), "not an id", "A" * 32):
        response = run(ask, last)
        assert response.status_code == 400
        assert response.content.decode() == "this is not an event id this server sent"


def test_a_hall_stream_of_another_clubs_members_only_tournament_is_refused_403(
    push, members_tournament, django_user_model
):
    from scoring.models import Club

    stranger = django_user_model.objects.create_user("otto", password="secret-pass-4")
    other = Club.objects.create(name="Brno Club", slug="brno")
    ClubRole.objects.create(club=other, user=stranger, role=Role.MEMBER)
    client = AsyncClient()
    run(client.aforce_login, stranger)
    response = run(client.get, hall_stream_url(members_tournament))
    assert response.status_code == 403
    missing = run(client.get, "/tournaments/999999/hall/stream/")
    assert missing.status_code == 404


def test_a_wsgi_server_sends_no_stream_and_the_page_keeps_polling(push, table_session):
    response = run(Client().get, stream_url(table_session))
    assert response.status_code == 404
    assert response.content.decode() == "this server sends no live stream: poll instead"


def test_one_browser_past_its_streams_is_refused_429(push, table_session, monkeypatch):
    monkeypatch.setattr(limits, "STREAMS_PER_CLIENT", 1)
    phone = joined_phone(table_session, "S")

    async def twice():
        client = AsyncClient()
        client.cookies = phone.cookies
        first = await client.get(stream_url(table_session))
        await next_event(first)
        second = await client.get(stream_url(table_session))
        return first.status_code, second

    first, second = run(twice)
    assert first == 200 and second.status_code == 429
    assert second["Retry-After"] == "60"


def test_a_quiet_stream_sends_heartbeats_without_reading_the_table_again(
    push, table_session, monkeypatch
):
    monkeypatch.setattr(live_stream, "HEARTBEAT", 0.05)
    reads = []
    monkeypatch.setattr(
        live_stream, "phone_status", lambda *args: reads.append(1) or phone_status(*args)
    )

    async def follow():
        response = await AsyncClient().get(stream_url(table_session))
        await next_event(response)
        chunks = aiter(response.streaming_content)
        return [(await asyncio.wait_for(anext(chunks), 10)).decode() for _ in range(3)]

    assert run(follow) == [":\n\n"] * 3
    assert len(reads) == 1


def test_a_game_ended_while_followed_sends_its_last_status_then_ends_without_a_reason(
    push, table_session
):
    async def follow():
        response = await AsyncClient().get(stream_url(table_session))
        await next_event(response)

        def end_early():
            table_session.end_reason = "the club closes"
            table_session.save()

        await sync_to_async(end_early)()
        last = await next_event(response)
        assert "this game was ended early: no more hands are played" in last["data"]
        over = await next_event(response)
        assert await ended(response)
        return over

    assert run(follow) == {"event": "end", "data": ""}


def test_a_joined_phones_page_follows_the_stream_under_asgi_and_polls_under_wsgi(
    push, table_session
):
    phone = joined_phone(table_session, "W")
    join = reverse("table-join", args=[table_service.join_token(table_session)])
    polled = phone.get(join).content.decode()
    assert 'hx-trigger="load, every 3s"' in polled and "data-stream" not in polled
    client = AsyncClient()
    client.cookies = phone.cookies
    streamed = run(client.get, join).content.decode()
    offered = re.search(r'data-stream="(/t/[^"]+/stream/)"', streamed)
    assert table_service.token_session(offered[1].split("/")[2]) == table_session.pk
    assert "every 3s" not in streamed and "/static/scoring/table-stream.js" in streamed


def test_the_hall_display_follows_the_stream_under_asgi_and_polls_under_wsgi(
    push, members_tournament, organiser
):
    page = reverse("tournament-hall", args=[members_tournament.pk])
    client = Client()
    client.force_login(organiser)
    assert "data-stream" not in client.get(page).content.decode()
    streamed = AsyncClient()
    run(streamed.aforce_login, organiser)
    html = run(streamed.get, page).content.decode()
    assert f'data-stream="{hall_stream_url(members_tournament)}"' in html


def test_without_redis_no_page_offers_a_stream(settings, table_session):
    settings.REDIS_URL = ""
    join = reverse("table-join", args=[table_service.join_token(table_session)])
    html = run(AsyncClient().get, join).content.decode()
    assert 'hx-trigger="load, every 3s"' in html and "data-stream" not in html
    refused = run(AsyncClient().get, stream_url(table_session))
    assert refused.status_code == 404


def test_a_reconnecting_phone_that_has_the_current_answer_is_not_sent_it_again(
    push, table_session, monkeypatch
):
    monkeypatch.setattr(live_stream, "HEARTBEAT", 0.05)

    async def reconnect():
        first = await next_event(await AsyncClient().get(stream_url(table_session)))
        again = await AsyncClient().get(
            stream_url(table_session), headers={"Last-Event-ID": first["id"]}
        )
        chunks = aiter(again.streaming_content)
        return [(await asyncio.wait_for(anext(chunks), 10)).decode() for _ in range(3)]

    assert run(reconnect) == [f"retry: {live_stream.RETRY_MS}\n\n", ":\n\n", ":\n\n"]


def test_with_redis_not_answering_a_stream_is_refused_503_and_the_page_polls(
    push, settings, table_session
):
    settings.REDIS_URL = "redis://127.0.0.1:9/0"  # a port nothing listens on
    response = run(AsyncClient().get, stream_url(table_session))
    assert response.status_code == 503
    assert response.content.decode() == "this server sends no live stream: poll instead"


def test_with_the_stamps_off_no_change_is_published_so_no_page_offers_a_stream(
    push, settings, table_session
):
    settings.LIVE_STAMPS = False
    join = reverse("table-join", args=[table_service.join_token(table_session)])
    html = run(AsyncClient().get, join).content.decode()
    assert 'hx-trigger="load, every 3s"' in html and "data-stream" not in html


def test_a_phone_whose_player_left_before_it_opened_the_stream_follows_the_table_as_anyone(
    push, table_session, players
):
    phone = joined_phone(table_session, "E")  # Alena's phone
    table_session.east = players[4]  # Eva sits down for Alena before the page is opened again
    table_session.save()
    client = AsyncClient()
    client.cookies = phone.cookies
    east = table_session.seats_for(table_session.next_deal())["E"]

    async def follow():
        response = await client.get(stream_url(table_session))
        first = await next_event(response)
        await sync_to_async(table_service.save_part)(
            table_session, 1, east, "(2d 2d 2d)", None, phone="eva"
        )
        return first, await next_event(response)

    first, second = run(follow)
    assert first["event"] == "update" and "Eva" in first["data"]
    assert second["event"] == "update" and 'data-line="(2d 2d 2d)"' in second["data"]


def test_a_player_forgotten_while_their_table_is_followed_is_anonymous_in_the_next_event(
    push, table_session, players, django_user_model
):
    from scoring.services.people import clubs

    alena = django_user_model.objects.create_user("alena", password="secret-pass-5")
    players[0].user = alena
    players[0].save()

    async def follow():
        response = await AsyncClient().get(stream_url(table_session))
        first = await next_event(response)
        await sync_to_async(clubs.forget)(alena)
        return first, await next_event(response)

    first, second = run(follow)
    assert "Alena" in first["data"]
    assert "Alena" not in second["data"]
    assert f"Anonymous player {players[0].pk}" in second["data"]
