"""Dates in English pages: day, month, year ("17 Nov 2026", "17/11/2026"), as the clubs'
players write them, not Django's US defaults ("Nov. 17, 2026", "11/17/2026"). What a form
reads is unchanged (the date fields send ISO dates)."""

DATE_FORMAT = "j M Y"
DATETIME_FORMAT = "j M Y, H:i"
SHORT_DATE_FORMAT = "d/m/Y"
SHORT_DATETIME_FORMAT = "d/m/Y H:i"
MONTH_DAY_FORMAT = "j F"
YEAR_MONTH_FORMAT = "F Y"
FIRST_DAY_OF_WEEK = 1  # Monday
