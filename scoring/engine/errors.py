from __future__ import annotations

from .messages import Text, english


class ContractError(ValueError):
    """A document that is malformed or describes an impossible hand.

    `field` is a dotted path into the input document (``players.S.melds.2.tiles``) so that a
    form, the API and the command line can all say exactly which part is wrong. The refusal
    may be a `Message`: `message`, `str()` and `to_json()` are its English sentence (the
    contract's), and `said` the message itself, which the web translates for its reader.
    """

    def __init__(self, message: Text, field: str | None = None):
        sentence = english(message)
        super().__init__(sentence)
        self.message = sentence
        self.said = message
        self.field = field

    def to_json(self) -> dict:
        return {"error": self.message, "field": self.field}
