"""Every limit on the size of what ClubScore accepts and on the work one request may cost,
declared once. Pure Python (no Django): the settings, the validation layer, the forms, the
join links and the engine's callers read them from here; docs/operations.md ("Limits") lists
them with their reasons, and `make bench` (benchmarks/worst.py) measures the worst request
each endpoint can be made to serve within them.
"""

from __future__ import annotations

# -- Requests -------------------------------------------------------------------------------

# Any request body (Django's DATA_UPLOAD_MAX_MEMORY_SIZE). The largest honest one is a
# tournament's player list: PLAYERS_PER_EVENT lines of a name and a country.
REQUEST_BODY = 1024 * 1024
# A JSON API body: one hand is under 4 KiB even with four kongs, eight flowers and every
# penalty; a session's options and seats less.
API_BODY = 64 * 1024
# Fields of one form body (Django's DATA_UPLOAD_MAX_NUMBER_FIELDS).
FORM_FIELDS = 1000
# One uploaded file (a tournament's players as CSV); with REQUEST_BODY, the most any request
# may send (scoring.middleware.RequestSizeLimit refuses more before reading it).
UPLOAD = 1024 * 1024

# -- Text -----------------------------------------------------------------------------------

# One player's tiles in the notation: four kongs, a pair and eight bonus tiles are under 100
# characters; a line three times that is a typing accident, anything longer is not a hand.
LINE_LENGTH = 300
# A reason, a note, a ruling's text.
TEXT = 500
# A player's, session's or tournament's name.
NAME = 120

# -- Numbers --------------------------------------------------------------------------------

# What the database's integer columns hold (and JSON numbers in a stored document).
INTEGER = 2**31 - 1
# A hand's value entered at the `scores` depth when the session plays with an open roof (no
# limit): a score past it is no hand's. With a limit, the limit is the bound (contract.md).
OPEN_ROOF_SCORE = INTEGER

# -- A hand ---------------------------------------------------------------------------------

# Tiles one player can hold: four kongs and a pair (18) and the eight flowers and seasons.
TILES_PER_HAND = 26
# Penalties claimed on one hand, and so the forms of the hand form's penalty formset.
PENALTIES_PER_HAND = 8
# Forms of any other formset (none has more than a table's four seats today).
FORMS_PER_FORMSET = 8

# -- Events ---------------------------------------------------------------------------------

PLAYERS_PER_EVENT = 10_000

# -- Rates ----------------------------------------------------------------------------------

# Posts to one table's join link (four players entering and fixing their hands), and from one
# address to any join link (a club's Wi-Fi puts every table behind one address), per minute.
JOIN_POSTS_PER_HAND = 40
JOIN_POSTS_PER_ADDRESS = 240
RATE_WINDOW_SECONDS = 60
# Live streams (Server-Sent Events) open at once on one server: from one address (a club's
# Wi-Fi puts a whole hall of phones behind one) and from one browser (its cookie), which needs
# one a page and has at most six connections to a site open anyway.
STREAMS_PER_ADDRESS = 400
STREAMS_PER_CLIENT = 6
# Table codes typed on a phone that name no table, from one address, per minute: a room of
# players mistyping now and then stays far below it; guessing a 10-character code at this
# rate takes longer than any event lasts (docs/tournaments.md, "Players confirm their table").
CODE_MISSES_PER_ADDRESS = 10
# Posts to one tournament table's phone page per minute (four players confirming, disputing,
# changing their mind), and from one address to any of them (a hall's Wi-Fi).
TABLE_POSTS_PER_TABLE = 40
TABLE_POSTS_PER_ADDRESS = 240
# Sign-ups on an event's public registration page from one address per minute (a club
# registering its members from one laptop), and an event's registrations in all.
REGISTRATIONS_PER_ADDRESS = 10
REGISTRATIONS_PER_EVENT = PLAYERS_PER_EVENT * 2

# -- Logins (django-axes, scoring.login_lockout) ----------------------------------------------

# Failures within LOGIN_COOLOFF_HOURS that lock further tries: one username from one address,
# anything from one address, and one password tried against any usernames (a spray).
LOGIN_FAILURES_PER_USERNAME = 5
LOGIN_FAILURES_PER_ADDRESS = 20
LOGIN_FAILURES_PER_PASSWORD = 10
LOGIN_COOLOFF_HOURS = 0.25
