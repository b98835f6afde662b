"""The referee view's header names the winning tile in words, in the reader's language,
between "winning tile" and how it was won: not only a picture, which left the sentence
"winning tile  self-drawn from the wall" when read as text."""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext

from scoring.templatetags.tiles import tile_name
from tests.referee.conftest import record_hand
from tests.web.conftest import hand_doc

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_the_header_names_the_winning_tile_before_how_it_was_won(client, table_session, language):
    # hand_doc: W completes (Wd Wd) with a Wd drawn from the wall
    hand = record_hand(table_session, hand_doc("W", "wall"))
    url = reverse("referee-hand", args=[table_session.pk, hand.number])
    html = client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()
    header = html.split('class="card-body py-2"', 1)[1].split("</div>\n  </div>", 1)[0]
    inline = re.sub(r"<title>.*?</title>|</?(strong|span)[^>]*>", "", header, flags=re.S)
    text = " ".join(re.sub(r"<[^>]+>", " ", inline).split())
    with translation.override(language):
        said = f"{gettext('winning tile')} {tile_name('Wd')}, {gettext('self-drawn from the wall')}"
    assert said in text
