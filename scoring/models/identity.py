"""What the EMA reads about a player: an EMA number of eight ASCII digits and a nationality
as an ISO 3166-1 alpha-3 code. `str.isdigit()` and `\\d` also take Arabic-Indic, superscript
and fullwidth digits, and `isalpha()` takes Cyrillic look-alikes, so both are checked here
against ASCII and the country list (django-countries keeps the ISO list and its names in
Czech and French). Forms, the CSV imports and backup files all check through these."""

from __future__ import annotations

import re
import unicodedata

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django_countries import countries

EMA_NUMBER_LENGTH = 8
EMA_NUMBER = re.compile(rf"[0-9]{{{EMA_NUMBER_LENGTH}}}")
COUNTRY_CODE = re.compile(r"[A-Za-z]{2,3}")

EMA_NUMBER_ERROR = _("An EMA number has 8 digits.")
NATIONALITY_ERROR = _("A nationality is a country's ISO code from the list (e.g. CZE or CZ).")


def nationality(code: str) -> str | None:
    """The ISO alpha-3 code `code` (alpha-3 or alpha-2, any case) names, or None."""
    if not COUNTRY_CODE.fullmatch(code):
        return None
    alpha2 = countries.alpha2(code.upper())
    alpha3 = countries.alpha3(alpha2) if alpha2 else ""
    return alpha3 or None


def nationality_choices() -> list[tuple[str, str]]:
    """(alpha-3 code, "name (code)") in the current language's order of names."""
    return [
        (alpha3, f"{name} ({alpha3})")
        for code, name in countries
        if (alpha3 := countries.alpha3(code))
    ]


def validate_ema_number(value: str) -> None:
    if value and not EMA_NUMBER.fullmatch(value):
        raise ValidationError(EMA_NUMBER_ERROR, code="ema_number")


def validate_nationality(value: str) -> None:
    """A stored nationality: an alpha-3 code of the list, in capitals."""
    if value and nationality(value) != value:
        raise ValidationError(NATIONALITY_ERROR, code="nationality")


def normalised_ema_number(value: str) -> str:
    """A stored EMA number as ASCII digits when it is eight digits of any script; else ''."""
    digits = [unicodedata.digit(c, None) for c in value.strip()]
    if len(digits) != EMA_NUMBER_LENGTH or None in digits:
        return ""
    return "".join(str(d) for d in digits)


def normalised_nationality(value: str) -> str:
    """A stored nationality as its alpha-3 code when it names a country; else ''."""
    return nationality(value.strip()) or ""
