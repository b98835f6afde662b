"""A scorer whose answer was lost asks again with the same submission key until the server
answers (the load test's scorers, as the phone's queue in offline.js): a hand that may be
stored is never given up after a few tries. Other requests still stop after RETRIES."""

import asyncio

import httpx

from benchmarks import loadtest
from benchmarks.loadtest import RETRIES, Results, timed


def lossy_server(lost: int, failure):
    """A server whose first `lost` answers never arrive (`failure(request)` instead), then
    201; it records every body it was sent."""
    bodies = []

    def handle(request):
        bodies.append(request.content)
        if len(bodies) <= lost:
            return failure(request)
        return httpx.Response(201, json={"number": 1})

    return httpx.MockTransport(handle), bodies


def timed_out(request):
    raise httpx.ReadTimeout("no answer in time", request=request)


def ask(transport, patient, waits):
    async def no_wait(seconds):
        waits.append(seconds)

    async def run():
        loadtest.asyncio.sleep, real = no_wait, loadtest.asyncio.sleep
        try:
            async with httpx.AsyncClient(transport=transport, base_url="http://s") as client:
                results = Results()
                body = {"submission_key": "k-1", "hand": {}}
                answer = await timed(
                    results, "record", client, "POST", "/h/", json=body, patient=patient
                )
                return results, answer
        finally:
            loadtest.asyncio.sleep = real

    return asyncio.run(run())


def test_a_hand_whose_answers_are_lost_twice_retries_times_over_is_asked_for_until_answered():
    lost = 2 * RETRIES
    transport, bodies = lossy_server(lost, timed_out)
    waits = []
    results, (response, attempt) = ask(transport, True, waits)
    assert response.status_code == 201 and attempt == lost
    assert results.errors == []
    # Every try sent the same body, so the same submission key.
    assert len(bodies) == lost + 1 and len(set(bodies)) == 1
    # Waits double from 0.2 s and stop growing at 5 s.
    assert waits[:5] == [0.2, 0.4, 0.8, 1.6, 3.2] and max(waits) == 5.0


def test_a_proxys_504_is_no_answer_and_the_hand_is_asked_for_again():
    transport, bodies = lossy_server(3, lambda request: httpx.Response(504))
    results, (response, attempt) = ask(transport, True, [])
    assert response.status_code == 201 and attempt == 3
    assert results.counts["record 504 from the proxy"] == 3


def test_a_request_that_is_not_a_hand_stops_after_its_tries_and_says_so():
    transport, bodies = lossy_server(2 * RETRIES, timed_out)
    results, (response, attempt) = ask(transport, False, [])
    assert response is None and len(bodies) == RETRIES
    assert len(results.errors) == 1 and f"failed {RETRIES} times" in results.errors[0]
