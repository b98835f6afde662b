"""The engine's English phrases that the web shows, marked here for translation.

The engine is pure Python and answers in English (the JSON contract's `what` and `why`); the
web layer translates what it shows by rule id and by these phrases, so `makemessages` must
see them. A phrase not listed here is shown as the engine wrote it.
"""

from django.utils.translation import gettext_noop

from scoring.engine.riichi.fu import FU_WHAT

# riichi/fu.py FU_WHAT, one by one so that makemessages finds them.
FU_PHRASES = [
    gettext_noop("base"),
    gettext_noop("closed hand won by ron"),
    gettext_noop("seven pairs"),
    gettext_noop("tsumo"),
    gettext_noop("one-tile wait"),
    gettext_noop("pair of a dragon or a valued wind"),
    gettext_noop("pair of the seat and round wind"),
    gettext_noop("open hand with no other fu"),
    gettext_noop("open pon of simples"),
    gettext_noop("concealed pon of simples"),
    gettext_noop("open pon of terminals or honours"),
    gettext_noop("concealed pon of terminals or honours"),
    gettext_noop("open kan of simples"),
    gettext_noop("concealed kan of simples"),
    gettext_noop("open kan of terminals or honours"),
    gettext_noop("concealed kan of terminals or honours"),
    gettext_noop("rounded up"),
]
assert set(FU_WHAT.values()) <= set(FU_PHRASES)
