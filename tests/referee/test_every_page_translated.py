"""Every page ClubScore serves, read in Czech and in French, holds no English that should
have been translated: no English message of the translation catalogue (locale/*/django.po)
and no English of the engine's own texts (the rule catalogue's texts and names, the rulesets'
names, descriptions, options and readings) is left among the words a reader sees.

The pages are found by walking the URL configuration, each filled with the objects of one
club: a classical, a 1920s American, a riichi and an MCR game (the referee views with
penalties, the hand form at each entry depth, MCR's fans counted from the tiles and ticked), a
club night, a season, a tournament with a round played and an MCR tournament's score sheets. A
page's words are its text and the attributes a reader meets (title, placeholder, aria-label,
alt), the CSV exports' cells, the PDFs' text (pdftotext) and the hall's data as its script
shows it."""

from __future__ import annotations

import copy
import datetime
import gettext
import json
import re
import shutil
import subprocess
import uuid
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from scoring.engine import catalogue
from scoring.engine.rulesets import all_rulesets
from scoring.engine.vocabulary import PENALTY_TYPES
from scoring.models import ClubNight, Season, Session, Tournament
from scoring.services.hands import ruleset_words, sessions
from scoring.services.hands import table as table_service
from scoring.services.hands.ruleset_words import DOCUMENT_PATH
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import registrations
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from tests.referee.conftest import cannon_document
from tests.season.conftest import play_game
from tests.tournaments.conftest import play_table
from tests.web.documents import DAISANGEN

pytestmark = pytest.mark.django_db

LOCALE = Path(__file__).resolve().parent.parent.parent / "locale"
_PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%[sd]|\{\{.*?\}\}|<[^>]+>|\{\w*\}")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _normal(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def english_phrases(language: str) -> dict[str, str]:
    """What must not be read on a page in `language`: phrase -> where it comes from.

    From the compiled catalogue, each English message of two words or more (or its literal
    parts around the placeholders) whose translation says something else; from the engine,
    every English text it would show (scoring.services.hands.engine_text.english_texts)."""
    with open(LOCALE / language / "LC_MESSAGES" / "django.mo", "rb") as f:
        messages = gettext.GNUTranslations(f)._catalog
    phrases = {}
    for key, translated in messages.items():
        msgid = key[0] if isinstance(key, tuple) else key
        msgid = msgid.split("\x04")[-1]  # without its context
        if not msgid or msgid == translated:
            continue
        for part in _PLACEHOLDER.split(msgid):
            part = _normal(part).strip(" .,:;()")
            # (a translation may say the same words: French "Double pung" is "Double Pung")
            if _words(part) >= 2 and part.lower() not in _normal(translated).lower():
                phrases[part] = f"msgid {msgid!r}"
    for text in DJANGO_DEFAULTS:
        phrases[text] = "Django's own error page"
    for text, source in engine_english().items():
        if _words(text) >= 2:
            phrases[_normal(text)] = source
    return phrases


def engine_english() -> dict[str, str]:
    """The English the engine writes for the pages: text -> where it is."""
    texts = {}
    for rule in catalogue.RULES.values():
        texts[rule.text["en"]] = f"rule {rule.id} text"
        if rule.name and rule.name["en"].lower() != rule.name.get("fr", "").lower():
            texts[rule.name["en"]] = f"rule {rule.id} name"
        for ruleset, note in rule.notes.items():
            texts[note] = f"rule {rule.id} note for {ruleset}"
    for ruleset in all_rulesets():
        texts[ruleset.name] = f"{ruleset.id} name"
        texts[ruleset.description] = f"{ruleset.id} description"
        texts[ruleset.source] = f"{ruleset.id} source"
        for option in ruleset.options:
            texts[DOCUMENT_PATH.sub("", option.description)] = f"{ruleset.id} option {option.name}"
    for group, titles in catalogue.GROUPS.items():
        if titles["en"] not in (titles.get("cs"), titles.get("fr")):  # not "Fu (riichi)"
            texts[titles["en"]] = f"the title of rule group {group}"
    return texts


def test_every_text_the_rulesets_show_is_marked_for_translation():
    # Each English text of the rulesets (names, sources, descriptions, options' descriptions,
    # the catalogue's readings) is in ruleset_words.TEXTS, which makemessages reads; an option
    # that is no limit hand has a label there. A text changed in the engine fails here until
    # it is marked (and translated) again.
    marked = set(ruleset_words.TEXTS)
    unmarked = []
    for ruleset in all_rulesets():
        unmarked += [
            t for t in (ruleset.name, ruleset.source, ruleset.description) if t not in marked
        ]
        for option in ruleset.options:
            if option.name in ruleset_words.LIMIT_HAND_OF:
                continue
            if option.description not in marked:
                unmarked.append(option.description)
            if option.name not in ruleset_words.OPTION_LABELS:
                unmarked.append(f"label of {option.name}")
    for rule in catalogue.RULES.values():
        unmarked += [note for note in rule.notes.values() if note not in marked]
    assert unmarked == []


class _Reader(HTMLParser):
    SHOWN_ATTRIBUTES = ("title", "placeholder", "aria-label", "alt", "data-confirm")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._hidden += 1
        for name, value in attrs:
            if name in self.SHOWN_ATTRIBUTES and value:
                self.parts.append(value)
        if tag == "input" and dict(attrs).get("type") in ("submit", "button"):
            self.parts.append(dict(attrs).get("value") or "")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._hidden -= 1

    def handle_data(self, data):
        if not self._hidden:
            self.parts.append(data)


def visible_text(response) -> str:
    kind = response.get("Content-Type", "")
    body = response.content
    if kind.startswith("application/pdf"):
        done = subprocess.run(["pdftotext", "-", "-"], input=body, capture_output=True)
        return _normal(done.stdout.decode())
    if kind.startswith("text/csv"):  # column names and winds in the reader's language too
        return _normal(" | ".join(body.decode().splitlines()))
    if kind.startswith("application/json"):
        return _normal(" | ".join(_strings(json.loads(body))))
    text = body.decode()
    if kind.startswith("text/html"):
        reader = _Reader()
        reader.feed(text)
        return _normal(" | ".join(reader.parts))
    return _normal(text)


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


# Single words that a Czech or French page never says in English: the winds, the entry
# depths, and the codes of the penalty types (a code is for the API, a page says its name).
ENGLISH_WORDS = {
    **{wind: "a wind's English name" for wind in ("East", "South", "West", "North")},
    **{depth: "an entry depth's code" for depth in ("tiles", "sets")},
    **{
        code: "a penalty type's code"
        for codes in PENALTY_TYPES.values()
        for code in codes
        if "_" in code
    },
}


# What Django's own error pages say, in English only.
DJANGO_DEFAULTS = (
    "The requested resource was not found on this server",
    "Server Error (500)",
    "Bad Request (400)",
    "403 Forbidden",
)

# English that a page quotes as it is: the titles of the sources' chapters.
QUOTED = ("The Limit Hand", "Dead Hand", "Playing with a Limit", "Bonus Scores", "Limit Hands")


def english_in(text: str, phrases: dict[str, str], words=ENGLISH_WORDS) -> list[str]:
    for title in QUOTED:
        text = text.replace(title, "")
    found = []
    for word, source in words.items():
        if at := re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
            found.append(f"{word!r} ({source}): …{text[max(at.start() - 40, 0) : at.end() + 40]}…")
    lowered = text.lower()
    for phrase, source in phrases.items():
        at = lowered.find(phrase.lower())
        while at >= 0:
            before = lowered[at - 1] if at else " "
            after = lowered[at + len(phrase)] if at + len(phrase) < len(lowered) else " "
            if not (before.isalnum() or after.isalnum()):
                seen = text[max(at - 40, 0) : at + len(phrase) + 40]
                found.append(f"{phrase!r} ({source}): …{seen}…")
                break
            at = lowered.find(phrase.lower(), at + 1)
    return found


# ---- one club's worth of everything ----------------------------------------------------------


# MCR (docs/mcr.md), one hand at each depth that names fans: South wins on West's 8d with
# Mixed Triple Chow, Concealed Hand, All Chows and All Simples counted from the tiles; then
# South wins on West's discard with the fans ticked (All Pungs, Half Flush) beside East's false
# mah-jong.
MCR_TILES = {
    "ruleset": "mcr",
    "prevailing_wind": "E",
    "entry": "tiles",
    "winner": "S",
    "players": {
        **{seat: {"melds": [], "concealed": [], "bonus": []} for seat in "EWN"},
        "S": {
            "melds": [
                {"tiles": [f"{n}{suit}" for n in (2, 3, 4)], "concealed": True} for suit in "bcd"
            ],
            "concealed": ["6d", "7d", "8d", "5b", "5b"],
            "bonus": [],
        },
    },
    "win": {"source": "discard", "tile": "8d", "discarder": "W"},
}
MCR_FANS = {
    "ruleset": "mcr",
    "prevailing_wind": "E",
    "entry": "fans",
    "winner": "S",
    "players": {"S": {"fans": [49, 50]}},
    "win": {"source": "discard", "discarder": "W"},
    "penalties": [{"type": "false_mahjong", "offender": "E"}],
}


def _record(session, document):
    hand, _created = sessions.record_hand(session, copy.deepcopy(document), None, uuid.uuid4())
    return hand


def _game(club, players, ruleset, title, depth="sets"):
    return Session.objects.create(
        club=club,
        title=title,
        date=datetime.date(2026, 11, 17),
        ruleset=ruleset,
        entry_depth=depth,
        **dict(zip(("east", "south", "west", "north"), players, strict=True)),
    )


def _house_rules_game(club, players, organiser):
    """A game played by the club's house rules (docs/house-rules.md), one hand recorded."""
    from scoring.engine.notation import parse_notation
    from scoring.services.hands import house_rules
    from tests.engine.test_house_rules import LOSERS, SEVEN_PAIRS, SEVEN_PAIRS_LINE

    hand = {
        **SEVEN_PAIRS,
        "slug": "sedm-paru",
        "example": SEVEN_PAIRS_LINE,
        # the club's own words in each language (an English text field shows English)
        "name": {"en": "Sedm", "cs": "Sedm párů ze dvou barev", "fr": "Sept paires"},
        "text": {"en": "Worth 1000.", "cs": "Za 1000.", "fr": "Vaut 1000."},
    }
    rules = {"base": "millington", "doubles": {"116d": 2}, "off": ["117a"]}
    house_rules.save_version(club, organiser, rules, slug="podzim", name="Podzim")
    version = house_rules.save_version(
        club, organiser, {**rules, "special_hands": [hand]}, slug="podzim", name="Podzim", against=1
    )
    game = _game(club, players[:4], "millington", "Stůl 7", depth="tiles")
    game.house_rules = version
    game.save()
    players_doc = {"E": parse_notation(SEVEN_PAIRS_LINE)}
    players_doc.update({seat: parse_notation(line) for seat, line in LOSERS.items()})
    document = {"players": players_doc, "winner": "E", "win": {"tile": "7d", "source": "wall"}}
    _record(game, document)
    return game


@pytest.fixture
def everything(club, players, organiser):
    organiser.is_staff = organiser.is_superuser = True
    organiser.save()
    club.name = "Klub Praha"
    club.save()
    for player, name in zip(
        players,
        ["Alena", "Božena", "Čeněk", "Dana", "Ema", "František", "Gita", "Hana"],
        strict=True,
    ):
        player.name = name
        player.save()
    night = ClubNight.objects.create(
        club=club, date=datetime.date(2026, 11, 17), title="Úterý", created_by=organiser
    )
    classical = _game(club, players[:4], "millington", "Stůl 1")
    classical.night = night
    classical.save()
    classical.scorers.add(organiser)
    cannon = _record(classical, cannon_document())
    american = _game(club, players[4:], "american1920", "Stůl 2", depth="tiles")
    american.scorers.add(organiser)
    riichi = _game(club, players[:4], "riichi", "Stůl 3")
    riichi.scorers.add(organiser)
    pao = copy.deepcopy(DAISANGEN)
    pao["penalties"] = [{"type": "pao", "rule": "R1", "responsible": "N"}]
    riichi_hand = _record(riichi, pao)
    scores = _game(club, players[4:], "millington", "Stůl 4", depth="scores")
    scores.scorers.add(organiser)
    play_game(club, players[4:], [(60, -20, -20, -20)], night=night, title="Stůl 5")
    Season.objects.create(
        club=club,
        name="Podzim",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
    )
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Turnaj",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=2,
        seed=5,
    )
    tournament.players.add(*players)
    # The public registration page open, a registrant's private link, a table's phone page.
    tournament.registration_open = True
    tournament.save(update_fields=["registration_open"])
    _registration, registration_token = registrations.register(
        tournament, registrations.SignUp(name="Jitka", home_club="Brno", nationality="CZE")
    )
    round_ = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(round_)
    for played in round_.tables.select_related("session"):
        play_table(played, [(30, -10, -10, -10), (-20, 40, -10, -10)])
    table = round_.tables.select_related("session").first()
    table.session.scorers.add(organiser)
    mcr = _game(club, players[:4], "mcr", "Stůl 6", depth="fans")
    mcr.scorers.add(organiser)
    mcr_tiles = _record(mcr, MCR_TILES)
    mcr_fans = _record(mcr, MCR_FANS)
    mcr_tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Turnaj MCR",
        date=datetime.date(2026, 11, 22),
        ruleset="mcr",
        results_entry=Tournament.Entry.FINAL,
        rounds_planned=1,
    )
    mcr_tournament.players.add(*players[:4])
    mcr_round = tournament_seating.generate_round(mcr_tournament, organiser)
    house = _house_rules_game(club, players, organiser)
    return {
        "slug": club.slug,
        "sessions": classical.pk,
        "session_id": classical.pk,
        "hands": cannon.number,
        "tournaments": tournament.pk,
        "rounds": round_.number,
        "table": table.number,
        "nights": night.pk,
        "seasons": Season.objects.get().pk,
        "players": players[0].pk,
        "ruleset_id": "millington",
        "token": table_service.join_token(classical),
        "code": table.code,
        "house": "podzim",
        "hand": "sedm-paru",
        "extra": [
            f"/registrations/{registration_token}/",
            f"/sessions/{riichi.pk}/hands/{riichi_hand.number}/referee/",
            f"/sessions/{riichi.pk}/hands/{riichi_hand.number}/",
            f"/sessions/{riichi.pk}/",
            f"/sessions/{riichi.pk}/hands/new/",
            f"/sessions/{american.pk}/hands/new/",
            f"/sessions/{american.pk}/",
            f"/sessions/{scores.pk}/hands/new/",
            "/rulesets/american1920/",
            "/rulesets/riichi/",
            f"/sessions/{mcr.pk}/hands/{mcr_tiles.number}/referee/",
            f"/sessions/{mcr.pk}/hands/{mcr_fans.number}/referee/",
            f"/sessions/{mcr.pk}/hands/{mcr_fans.number}/",
            f"/sessions/{mcr.pk}/",
            f"/sessions/{mcr.pk}/hands/new/",
            "/rulesets/mcr/",
            reverse("tournament-round-sheets", args=[mcr_tournament.pk, mcr_round.number]),
            f"/sessions/{house.pk}/hands/1/referee/",
            f"/rulesets/millington/?session={house.pk}",
            "/no-such-page/",
        ],
    }


_SKIPPED = ("admin/", "api/", "i18n/", "accounts/reset/")


def _patterns(resolver, prefix=""):
    for entry in resolver.url_patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            yield from _patterns(entry, route)
        elif isinstance(entry, URLPattern):
            yield route


def page_urls(objects) -> list[str]:
    urls = []
    for route in _patterns(get_resolver()):
        if route.startswith(_SKIPPED) or route.startswith("^"):
            continue

        def fill(match, route=route):
            name = match.group(2)
            if name == "pk":
                return str(objects[route.split("/")[0]])
            if name == "number":
                return str(objects["rounds" if "/rounds/" in route else "hands"])
            return str(objects.get(name, ""))

        url = "/" + re.sub(r"<(\w+:)?(\w+)>", fill, route)
        if "//" not in url:
            urls.append(url)
    return urls + objects["extra"]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
@pytest.mark.parametrize("language", ["cs", "fr"])
def test_no_page_shows_english_that_has_a_translation(client, everything, organiser, language):
    phrases = english_phrases(language)
    client.force_login(organiser)
    left = {}
    read = 0
    for url in page_urls(everything):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        kind = response.get("Content-Type", "")
        if response.status_code in (301, 302, 405) or response.streaming:
            continue
        if "javascript" in kind or ("json" in kind and "/hall/" not in url):
            continue  # scripts, and JSON for programs (the exports, the API): not pages
        read += 1
        found = english_in(visible_text(response), phrases, ENGLISH_WORDS)
        if found:
            left[url] = found
    assert read > 60  # the walk reached the pages, not only redirects
    assert left == {}, json.dumps(left, indent=1, ensure_ascii=False)


@pytest.mark.parametrize(
    "language, heading",
    [("cs", "kolo východního větru"), ("fr", "tour d'Est"), ("en", "East wind round")],
)
def test_the_hand_form_names_the_wind_round_whole_in_the_readers_language(
    client, table_session, organiser, language, heading
):
    # The first hand is played in the East wind's round; Czech declines the wind
    # ("kolo východního větru", not "kolo větru East").
    table_session.scorers.add(organiser)
    client.force_login(organiser)
    html = client.get(f"/sessions/{table_session.pk}/hands/new/", HTTP_ACCEPT_LANGUAGE=language)
    assert f"· {heading}</small>" in html.content.decode().replace("&#x27;", "'")


@pytest.mark.parametrize("language, depth", [("cs", "„kameny“"), ("fr", "«\u00a0tuiles\u00a0»")])
def test_the_referee_view_names_the_entry_depth_in_the_readers_language(
    client, table_session, language, depth
):
    # The hand was recorded tile by tile: the depth's name, not its code "tiles".
    hand = _record(table_session, cannon_document())
    html = client.get(
        f"/sessions/{hand.session_id}/hands/{hand.number}/referee/", HTTP_ACCEPT_LANGUAGE=language
    ).content.decode()
    assert depth in html


def _read(response, language) -> list[str]:
    return english_in(visible_text(response), english_phrases(language))


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_conflict_and_error_pages_hold_no_english(
    client, table_session, scorer, organiser, language, rf
):
    from django.contrib.auth.models import AnonymousUser
    from django.utils import translation
    from django.views import defaults

    from scoring.services.hands import sessions as session_service
    from tests.web.conftest import filled, hand_doc, hand_lines

    table_session.title = "Úterní večer"
    table_session.save()
    client.force_login(scorer)
    hand, _created = session_service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    # 409: a correction made on a version someone else has since corrected
    url = f"/sessions/{table_session.pk}/hands/1/correct/"
    form = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    session_service.correct_hand(hand, hand_doc("N"), organiser, "Sever", base_version=1)
    stale = client.post(
        url, filled(form, hand_lines("W"), "W", reason="Západ"), HTTP_ACCEPT_LANGUAGE=language
    )
    # 409: a new hand for a deal another phone recorded first
    url = f"/sessions/{table_session.pk}/hands/new/"
    form = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    session_service.record_hand(table_session, hand_doc("E"), organiser, uuid.uuid4())
    taken = client.post(url, filled(form, hand_lines("W"), "W"), HTTP_ACCEPT_LANGUAGE=language)
    assert (stale.status_code, taken.status_code) == (409, 409)
    # 403 for a player who is not the session's scorer; 404; the account pages to a visitor
    client.logout()
    client.force_login(organiser.__class__.objects.create_user("host", password="x-pass-9"))
    refused = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    missing = client.get("/sessions/999999/", HTTP_ACCEPT_LANGUAGE=language)
    client.logout()
    visitor = [
        client.get(page, HTTP_ACCEPT_LANGUAGE=language)
        for page in (
            "/accounts/login/",
            "/accounts/signup/",
            "/accounts/password_reset/",
            "/accounts/reset/MQ/no-such-token/",  # a reset link that no longer works
        )
    ]
    assert (refused.status_code, missing.status_code) == (403, 404)
    assert [page.status_code for page in visitor] == [200, 200, 200, 200]
    # 500 and 400 as Django's handlers render them
    request = rf.get("/")
    request.user = AnonymousUser()
    with translation.override(language):
        broken = defaults.server_error(request)
        bad = defaults.bad_request(request, Exception("unreadable"))
    broken["Content-Type"] = bad["Content-Type"] = "text/html"
    left = {
        name: _read(page, language)
        for name, page in [
            ("stale", stale),
            ("taken", taken),
            ("refused", refused),
            ("missing", missing),
            ("login", visitor[0]),
            ("signup", visitor[1]),
            ("reset", visitor[2]),
            ("reset link", visitor[3]),
            ("500", broken),
            ("400", bad),
        ]
    }
    left = {name: found for name, found in left.items() if found}
    assert left == {}, json.dumps(left, indent=1, ensure_ascii=False)


def test_a_sessions_page_names_its_ruleset_in_the_readers_language(client, table_session):
    # not the ruleset's id ("millington") but its name
    html = client.get(f"/sessions/{table_session.pk}/", HTTP_ACCEPT_LANGUAGE="cs").content
    assert "· Klasická čínská pravidla (Millington) ·" in html.decode()


def _three_hands(session, scorer):
    """South wins hand 1 (the deal passes to Bob), West wins hand 2, hand 3 is drawn."""
    from tests.web.conftest import hand_doc

    for winner in ("S", "W", None):
        sessions.record_hand(session, hand_doc(winner), scorer, uuid.uuid4())


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_correction_and_deletion_previews_of_later_hands_hold_no_english(
    client, table_session, scorer, language
):
    # Had East won hand 1, or were it deleted, Alena would keep the deal: hands 2 and 3 are
    # dealt again with every player moved, and both previews list them player by player.
    from tests.web.conftest import filled, hand_lines

    _three_hands(table_session, scorer)
    client.force_login(scorer)
    form = client.get(reverse("hand-correct", args=[table_session.pk, 1]))
    data = filled(form, hand_lines("E"), "E", reason="Alena")
    correction = client.post(
        reverse("hand-preview", args=[table_session.pk]) + "?number=1",
        data,
        HTTP_ACCEPT_LANGUAGE=language,
    )
    deletion = client.get(
        reverse("hand-delete-preview", args=[table_session.pk, 1]), HTTP_ACCEPT_LANGUAGE=language
    )
    for page in (correction, deletion):
        html = page.content.decode()
        assert 'id="knock-on"' in html and 'data-hand="2"' in html and 'data-hand="3"' in html
    left = {
        name: found
        for name, page in [("correction", correction), ("deletion", deletion)]
        if (found := _read(page, language))
    }
    assert left == {}, json.dumps(left, indent=1, ensure_ascii=False)


KNOCK_ON_REFUSED = {
    "cs": "s touto změnou skončí partie před hrou 5: nejdřív smažte pozdější hry",
    "fr": "avec ce changement, la partie se termine avant la main 5\u00a0: supprimez d'abord les "
    "mains suivantes",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_correction_preview_the_later_hands_refuse_says_why_in_the_readers_language(
    client, table_session, scorer, language
):
    # A game of one wind ends when the deal has passed round the table (classical-extra.md):
    # hand 1 drawn, then West wins four times. Had South won hand 1, the deal would have
    # passed four times by hand 4, and the game would end before hand 5.
    from django.utils.html import escape

    from tests.web.conftest import filled, hand_doc, hand_lines

    table_session.length = table_session.Length.ONE_WIND
    table_session.save()
    for winner in (None, "W", "W", "W", "W"):
        sessions.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    client.force_login(scorer)
    form = client.get(reverse("hand-correct", args=[table_session.pk, 1]))
    data = filled(form, hand_lines("S"), "S", reason="Jih")
    preview = client.post(
        reverse("hand-preview", args=[table_session.pk]) + "?number=1",
        data,
        HTTP_ACCEPT_LANGUAGE=language,
    )
    html = preview.content.decode()
    assert 'id="knock-on-error"' in html and escape(KNOCK_ON_REFUSED[language]) in html
    assert _read(preview, language) == []
