"""A ruleset option: its name, default, type and range (the rulesets' pages list them, a
document's `options` override them). Apart from the registry in `rules`, so that the scoring
modules the rulesets are built from can declare options without importing the rulesets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import ContractError
from .messages import Message
from .vocabulary import gettext_noop as _

# A whole-number option's range unless it declares its own: points and counts are never
# negative, and nothing a club could mean needs more than a million.
INT_RANGE = (0, 1_000_000)


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    description: str
    kind: type = int
    interpretation: bool = False  # True where the default is ClubScore's reading, not the seeds'
    minimum: int | None = None  # int options: INT_RANGE unless given
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # str options: the values allowed

    @property
    def bounds(self) -> tuple[int, int]:
        low, high = INT_RANGE
        return (
            low if self.minimum is None else self.minimum,
            high if self.maximum is None else self.maximum,
        )

    def check(self, value: Any, field: str) -> None:
        """ContractError unless `value` has this option's type, range and choices."""
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, self.kind)
        if not ok:
            raise ContractError(
                Message(
                    _("option %(name)s must be %(kind)s"),
                    name=repr(self.name),
                    kind=self.kind.__name__,
                ),
                field,
            )
        if self.kind is int:
            low, high = self.bounds
            if not low <= value <= high:
                raise ContractError(
                    Message(
                        _("option %(name)s must be between %(low)s and %(high)s"),
                        name=repr(self.name),
                        low=low,
                        high=high,
                    ),
                    field,
                )
        if self.choices and value not in self.choices:
            raise ContractError(
                Message(
                    _("option %(name)s is one of %(choices)s"),
                    name=repr(self.name),
                    choices=", ".join(self.choices),
                ),
                field,
            )
