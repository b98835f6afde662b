class ContractError(ValueError):
    """A document that is malformed or describes an impossible hand.

    `field` is a dotted path into the input document (``players.S.melds.2.tiles``) so that a
    form, the API and the command line can all say exactly which part is wrong.
    """

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field

    def to_json(self) -> dict:
        return {"error": self.message, "field": self.field}
