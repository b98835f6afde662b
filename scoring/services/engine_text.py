"""The engine's sentences in the reader's language.

The engine explains every item, check and penalty with a `Message` (scoring/engine/messages.py):
a msgid with named placeholders and its parameters. `say` translates one: the msgid through
gettext, each parameter that is itself a message (a tile's name, a clause) in its turn, seats,
tile codes, rule ids and numbers as they are. A stored answer keeps only the English sentences
of the JSON contract, so `spoken` scores the stored document again and pairs each sentence
with the message it was made from; a sentence the engine no longer writes that way (the answer
of an older rules version) is shown as the engine wrote it then. Riichi's pao and chombo
sentences are not messages yet: those go through the phrasebook (scoring/services/phrasebook.py).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, gettext_noop, pgettext

from scoring.engine.contract import answer
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.riichi.fu import FU_WHAT
from scoring.services.phrasebook import localize


def say(text: Any) -> str:
    """A message (or an English sentence that is not one) in the active language."""
    if isinstance(text, Message):
        return translate(text)
    return localize(text)


def translate(message: Message) -> str:
    if message.context:
        return pgettext(message.context, message.id)
    translated = gettext(message.id)
    if not message.params:
        return translated
    params = {
        name: translate(value) if isinstance(value, Message) else value
        for name, value in message.params.items()
    }
    try:
        return translated % params
    except (KeyError, ValueError, TypeError):  # a translation that lost a placeholder
        return message.english()


def spoken(document: Any) -> dict[str, Message]:
    """The messages behind the English sentences of this document's answer, by sentence."""
    try:
        found = answer(document)
    except ContractError:
        return {}
    return {message.english(): message for message in found.messages()}


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
