"""Errors that would otherwise have nowhere to show."""

from django.utils.translation import gettext as _


class VisibleErrorsMixin:
    """A refused hidden field (submission_key, base_version) has no place on the page: its
    error goes to the form's own errors, which every form template shows above the fields.
    So does a formset's refusal of its count (a tampered TOTAL_FORMS, more forms than allowed),
    for the formsets named in `formsets_shown`."""

    formsets_shown: tuple[str, ...] = ()

    def full_clean(self):
        super().full_clean()
        if not self.is_bound:
            return
        for field in self.hidden_fields():
            for error in field.errors:
                self.add_error(
                    None,
                    _("%(field)s: %(error)s Reload the page and enter it again.")
                    % {"field": field.name, "error": error},
                )
        for name in self.formsets_shown:
            formset = getattr(self, name)
            formset.is_valid()
            for error in formset.non_form_errors():
                self.add_error(None, error)
