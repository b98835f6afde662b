"""Every field a person sees is labelled in words marked for translation: a field with no
label shows Django's English name made from the field's attribute ("Action" on the Czech
people page), whatever the page's language."""

import importlib
import inspect
import pkgutil

from django import forms
from django.utils import translation

import scoring.forms


def visible_fields_without_a_label():
    found = []
    for module_info in pkgutil.iter_modules(scoring.forms.__path__):
        module = importlib.import_module(f"scoring.forms.{module_info.name}")
        for name, form in inspect.getmembers(module, inspect.isclass):
            if not issubclass(form, forms.BaseForm) or form.__module__ != module.__name__:
                continue
            for field_name, field in form.base_fields.items():
                if field.label is None and not isinstance(field.widget, forms.HiddenInput):
                    found.append(f"{module.__name__}.{name}.{field_name}")
    return found


def test_every_visible_field_of_every_form_has_a_label_of_its_own():
    assert visible_fields_without_a_label() == []


def test_the_role_form_says_give_or_take_away_in_czech():
    from scoring.forms.clubs import RoleForm

    with translation.override("cs"):
        assert str(RoleForm.base_fields["action"].label) == "Udělit, nebo odebrat"
