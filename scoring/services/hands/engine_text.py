"""The engine's sentences in the reader's language.

The engine explains every item, check and penalty with a `Message` (scoring/engine/messages.py):
a msgid with named placeholders and its parameters. `say` translates one: the msgid through
gettext, each parameter that is itself a message (a tile's name, a clause) in its turn, seats,
tile codes, rule ids and numbers as they are. The JSON contract's answer carries only the
English sentences, so a hand keeps its messages beside it (`Hand.said`, made by `said_of` in
the transaction that stores the answer) and `spoken` reads them back by sentence: a page says
a stored hand without scoring it again, and says it as the engine wrote it then, whatever the
engine writes today. A sentence with no stored message is shown as it was written.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from django.utils.translation import get_language, gettext, gettext_noop, pgettext, pgettext_lazy

from scoring.engine import catalogue
from scoring.engine.catalogue.rule import base_language
from scoring.engine.contract import answer
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.riichi.fu import FU_WHAT
from scoring.engine.riichi.lines import YAKU_CONTEXT
from scoring.engine.vocabulary import SEATS, WIND_NAMES

if TYPE_CHECKING:
    from scoring.engine.answer import Answer


def say(text: Any) -> str:
    """A message in the active language; a sentence that is no message as it is written."""
    if isinstance(text, Message):
        return translate(text)
    return text if isinstance(text, str) else ""


def refusal(error: Any) -> str:
    """Why the engine refused a document, or an import its file (a ContractError, a BackupError:
    each carries the message it `said`), in the active language; the API and the commands keep
    the English of `str(error)`."""
    return say(error.said)


def translate(message: Message) -> str:
    if message.context == YAKU_CONTEXT:
        return _yaku_name(message)
    if message.context:
        return pgettext(message.context, message.id)
    translated = gettext(message.id)
    if not message.params:
        return translated
    if translated == message.id and _WORDS.search(_PLACEHOLDER.sub("", message.id)):
        # no translation yet: the whole sentence in English rather than English words
        # around translated tile names ("%(first)s; %(then)s" has no words of its own)
        return message.english()
    params = {
        name: translate(value) if isinstance(value, Message) else value
        for name, value in message.params.items()
    }
    try:
        return translated % params
    except (KeyError, ValueError, TypeError):  # a translation that lost a placeholder
        return message.english()


def _yaku_name(message: Message) -> str:
    """A riichi yaku's name from its catalogue record; in English the answer's own name."""
    rule = catalogue.get(message.params.get("yaku"))
    language = get_language()
    if rule is None or not rule.name or base_language(language) == "en":
        return message.english()
    return rule.name_in(language)


def wind_name(seat: str) -> str:
    """A seat's wind in the reader's language ("Východ", "Est")."""
    return gettext(WIND_NAMES[seat])


def wind_names() -> dict[str, str]:
    return {seat: wind_name(seat) for seat in SEATS}


# A prevailing wind's round, said whole: Czech declines the wind ("kolo severního větru").
ROUND_NAMES = {
    "E": pgettext_lazy("wind round", "East wind round"),
    "S": pgettext_lazy("wind round", "South wind round"),
    "W": pgettext_lazy("wind round", "West wind round"),
    "N": pgettext_lazy("wind round", "North wind round"),
}


def round_name(prevailing: str) -> str:
    return str(ROUND_NAMES[prevailing])


# A penalty type's name where a page names the claim beside its rule (the API keeps the code).
PENALTY_NAMES = {
    "dangerous_discard": pgettext_lazy("penalty type", "dangerous discard"),
    "false_mahjong": pgettext_lazy("penalty type", "false mah-jong"),
    "misnamed_discard": pgettext_lazy("penalty type", "misnamed discard"),
    "long_hand": pgettext_lazy("penalty type", "long hand"),
    "short_hand": pgettext_lazy("penalty type", "short hand"),
    "dirty_hand": pgettext_lazy("penalty type", "dirty hand"),
    "pay_for_all": pgettext_lazy("penalty type", "pay for all"),
    "pao": pgettext_lazy("penalty type", "pao (responsibility)"),
    "chombo": pgettext_lazy("penalty type", "chombo"),
}


def penalty_name(code: str) -> str:
    """A penalty type's name in the reader's language; an unknown code as it is."""
    name = PENALTY_NAMES.get(code)
    return str(name) if name is not None else code


_PLACEHOLDER = re.compile(r"%\(\w+\)s")
_WORDS = re.compile(r"[^\W\d_]")


def said_of(found: Answer) -> dict[str, dict]:
    """What a hand keeps beside its answer (`Hand.said`): each of the answer's messages as
    JSON, by the English sentence it writes there (a clause said only inside a sentence, as a
    penalty's conclusion is inside its why, is kept in that sentence's message)."""
    written = sentences(found.to_json())
    return {
        message.english(): message.to_json()
        for message in found.messages()
        if message.english() in written
    }


def spoken(said: Any) -> dict[str, Message]:
    """The stored messages by their sentence, for the `engine` filter; an entry that is no
    message (or does not write its sentence) is left out, and its sentence stays English."""
    found = {}
    for sentence, data in (said if isinstance(said, dict) else {}).items():
        try:
            message = Message.from_json(data)
        except ValueError:
            continue
        if message.english() == sentence:
            found[sentence] = message
    return found


def sentences(output: Any) -> set[str]:
    """The English sentences of a stored answer: each seat's items, fu and warnings, each
    penalty's why and checks."""
    found = set()
    output = output if isinstance(output, dict) else {}
    for held in (output.get("hands") or {}).values():
        for key in ("items", "fu_items", "warnings"):
            for line in (held or {}).get(key) or () if isinstance(held, dict) else ():
                found.add(line.get("what") if isinstance(line, dict) else None)
    for penalty in output.get("penalties") or ():
        if isinstance(penalty, dict):
            found.add(penalty.get("why"))
            for check in penalty.get("checks") or ():
                found.add(check.get("condition") if isinstance(check, dict) else None)
    return {sentence for sentence in found if isinstance(sentence, str) and sentence}


def recovered(document: Any, output: Any) -> tuple[dict[str, dict], int]:
    """For an answer stored without its messages (a backup written before hands kept them):
    the stored document scored once, the messages of the sentences the stored answer holds,
    and how many of its sentences today's engine no longer writes (they stay English)."""
    wanted = sentences(output)
    try:
        found = said_of(answer(document))
    except ContractError:
        found = {}
    kept = {sentence: data for sentence, data in found.items() if sentence in wanted}
    return kept, len(wanted - set(kept))


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


# riichi/lines.py LIMIT_LEVELS, the limit a riichi hand reached ("limit reached: %(limit)s"),
# one by one so that makemessages finds them. For makemessages only.
def _riichi_limits() -> None:  # pragma: no cover - read by makemessages only
    pgettext("riichi limit", "mangan")
    pgettext("riichi limit", "haneman")
    pgettext("riichi limit", "baiman")
    pgettext("riichi limit", "sanbaiman")
    pgettext("riichi limit", "yakuman")
    pgettext("riichi limit", "kazoe yakuman")
    pgettext("riichi limit", "kazoe sanbaiman")
    pgettext("riichi limit", "kiriage mangan")
    pgettext("riichi limit", "nagashi mangan")


# The tile names that messages carry as parameters (groups.tiles_named), in both forms: after
# "of" Czech declines them. For makemessages only.
def _names() -> None:  # pragma: no cover - read by makemessages only
    gettext("none")
    pgettext("tile name", "East wind")
    pgettext("tile name", "South wind")
    pgettext("tile name", "West wind")
    pgettext("tile name", "North wind")
    pgettext("tile name", "East winds")
    pgettext("tile name", "South winds")
    pgettext("tile name", "West winds")
    pgettext("tile name", "North winds")
    pgettext("tile name", "red dragon")
    pgettext("tile name", "green dragon")
    pgettext("tile name", "white dragon")
    pgettext("tile name", "red dragons")
    pgettext("tile name", "green dragons")
    pgettext("tile name", "white dragons")
    pgettext("tile name", "bamboo")
    pgettext("tile name", "characters")
    pgettext("tile name", "dots")
    pgettext("tiles after 'of'", "East wind")
    pgettext("tiles after 'of'", "South wind")
    pgettext("tiles after 'of'", "West wind")
    pgettext("tiles after 'of'", "North wind")
    pgettext("tiles after 'of'", "East winds")
    pgettext("tiles after 'of'", "South winds")
    pgettext("tiles after 'of'", "West winds")
    pgettext("tiles after 'of'", "North winds")
    pgettext("tiles after 'of'", "red dragon")
    pgettext("tiles after 'of'", "green dragon")
    pgettext("tiles after 'of'", "white dragon")
    pgettext("tiles after 'of'", "red dragons")
    pgettext("tiles after 'of'", "green dragons")
    pgettext("tiles after 'of'", "white dragons")
    pgettext("tiles after 'of'", "bamboo")
    pgettext("tiles after 'of'", "characters")
    pgettext("tiles after 'of'", "dots")
