"""What every tournament service speaks: the refusal a view turns into a 400 (or 409) on its
form, and the user a change is recorded against. Kept apart so that the services of one event
day (check-in, the results desk, seating) use them without importing each other."""


class TournamentError(ValueError):
    """A request the tournament's state does not allow; `field` names the form field."""

    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field


def acting_user(user):
    """The signed-in user a change is recorded against, or None."""
    return user if user is not None and getattr(user, "is_authenticated", False) else None
