"""A penalty taken as claimed is said once, in words that read as one phrase in each language:
the referee view and the hand page no longer put "penalty applied" before "applied as
claimed" ("pokuta uložena uplatněno podle nároku", "pénalité appliquée appliquée telle que
réclamée")."""

import re
import uuid

import pytest
from django.urls import reverse

from scoring.services.hands import sessions as session_service

pytestmark = pytest.mark.django_db

# Scores depth (contract, Entry depth): no tiles, so a long hand (C1) claimed against N is
# applied as claimed, never checked.
CLAIMED = {
    "entry": "scores",
    "players": {"E": {"score": 0}, "S": {"score": 40}, "W": {"score": 0}, "N": {"score": 0}},
    "winner": "S",
    "win": {"source": "wall"},
    "penalties": [{"type": "long_hand", "offender": "N"}],
}
DOUBLED = {
    "en": ["penalty applied applied", "applied applied"],
    "cs": ["uložena uplatněno", "uložena uplatněna", "uplatněna uplatněna"],
    "fr": ["appliquée appliquée"],
}
ONCE = {
    "en": "applied as claimed",
    "cs": "uplatněna podle nároku",  # the penalty (pokuta) is applied: feminine
    "fr": "appliquée telle que réclamée",
}


@pytest.fixture
def claimed_hand(table_session, scorer):
    table_session.entry_depth = "scores"
    table_session.save(update_fields=["entry_depth"])
    hand, _ = session_service.record_hand(table_session, CLAIMED, scorer, uuid.uuid4())
    penalty = hand.penalties.get()
    assert (penalty.applied, penalty.checked) == (True, False)
    return hand


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_a_penalty_applied_as_claimed_is_said_once_on_the_referee_view_and_the_hand_page(
    client, claimed_hand, language
):
    referee = reverse("referee-hand", args=[claimed_hand.session_id, claimed_hand.number])
    for url in (referee, claimed_hand.get_absolute_url()):
        html = client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()
        text = " ".join(re.sub(r"<[^>]+>", " ", html).split())
        assert ONCE[language] in text, url
        for doubled in DOUBLED[language]:
            assert doubled not in text, (url, doubled)
