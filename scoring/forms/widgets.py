"""Widgets shared by the forms."""

from django import forms


class DatePicker(forms.DateInput):
    """The browser's date picker. Its value is yyyy-mm-dd in every language (HTML fixes it so):
    the active language's format (Czech '26.11.2026') would leave the picker empty."""

    input_type = "date"

    def __init__(self, attrs=None):
        super().__init__(attrs, format="%Y-%m-%d")
