"""What the engine says, as a message id and its parameters rather than a finished sentence.

A `Message`'s id is an English msgid with named placeholders ("winning tile %(tile)s drawn from
the wall"); its parameters are tile codes, seats and rule ids (shown as they are), numbers, or
other messages (a tile's name, a nested clause) that are translated in their turn. `english()`
is the sentence the JSON contract carries; the web layer translates the id and the nested
messages through gettext and fills in the same parameters.

`to_json()` is the message itself as JSON (its id, context and parameters, a nested message as
an object of its own) and `from_json` reads it back: a stored answer keeps its messages so, and
is said in any language without being scored again.

Ids are marked with `_` (vocabulary.gettext_noop) where they are written, so `makemessages` collects
them; a message with a `context` is a word translated with pgettext (a tile's name after "of"
needs a different case in Czech).
"""

from __future__ import annotations

from typing import Any, Union

from .vocabulary import gettext_noop as _

__all__ = ["Message", "Text", "and_then", "either", "english", "joined"]

Param = Union[str, int, "Message"]
# Deeper than any message the engine writes ("%(first)s; %(then)s" chains a penalty's checks):
# a stored message nested further is no message of the engine's.
MAX_DEPTH = 40


class Message:
    __slots__ = ("_english", "context", "id", "params")

    def __init__(self, msgid: str, context: str = "", /, **params: Param) -> None:
        self.id = msgid
        self.context = context
        self.params = params
        self._english: str | None = None

    def english(self) -> str:
        # kept once made: a group's description (groups.group, cached) is read for every
        # arrangement of a hand that holds it
        said = self._english
        if said is None:
            if self.params:
                said = self.id % {k: english(v) for k, v in self.params.items()}
            else:
                said = self.id
            self._english = said
        return said

    __str__ = english

    def to_json(self) -> dict[str, Any]:
        """`{"id": ..., "context": ..., "params": {...}}`, the context and parameters left out
        when empty; a parameter that is a message is an object, any other is as it is."""
        out: dict[str, Any] = {"id": self.id}
        if self.context:
            out["context"] = self.context
        if self.params:
            out["params"] = {
                name: value.to_json() if isinstance(value, Message) else value
                for name, value in self.params.items()
            }
        return out

    @classmethod
    def from_json(cls, data: Any, _depth: int = 0) -> Message:
        """The message `to_json()` wrote; ValueError for anything else."""
        if _depth > MAX_DEPTH:
            raise ValueError("a message nested too deeply")
        if not isinstance(data, dict) or set(data) - {"id", "context", "params"}:
            raise ValueError("a message is an object of id, context and params")
        msgid, context, params = data.get("id"), data.get("context", ""), data.get("params", {})
        if not isinstance(msgid, str) or not isinstance(context, str):
            raise ValueError("a message's id and context are text")
        if not isinstance(params, dict):
            raise ValueError("a message's params are an object")
        read: dict[str, Param] = {}
        for name, value in params.items():
            if isinstance(value, dict):
                read[name] = cls.from_json(value, _depth + 1)
            elif isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
                read[name] = value
            else:
                raise ValueError(f"parameter {name!r} is neither text, a number nor a message")
        return cls(msgid, context, **read)

    def __repr__(self) -> str:
        return f"Message({self.id!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.id, self.context, self.params) == (
            other.id,
            other.context,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.id, self.context, tuple(sorted(self.params.items()))))


# An explanation not yet written as a Message is still a plain English sentence.
Text = str | Message


def english(value: Param) -> str:
    """A parameter or a text as the English sentence shows it."""
    if type(value) is str:
        return value
    return value.english() if isinstance(value, Message) else str(value)


def and_then(first: Text, then: Text) -> Message:
    """Two parts of one explanation, as the contract writes them: "first; then"."""
    return Message(_("%(first)s; %(then)s"), first=first, then=then)


def joined(items: list[str]) -> Param:
    """Rule ids or names said as a list: "90a and 96" (a and b and c, as the contract writes)."""
    if len(items) == 1:
        return items[0]
    return Message(_("%(first)s and %(then)s"), first=joined(items[:-1]), then=items[-1])


def either(items: list[str]) -> Param:
    """Choices said as a list: "tiles or scores" (a or b or c, as the contract writes)."""
    if len(items) == 1:
        return items[0]
    return Message(_("%(first)s or %(then)s"), first=either(items[:-1]), then=items[-1])
