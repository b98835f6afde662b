"""{% critical_css %}: the first paint's rules in a <style> element (scoring/critical_css.py)."""

from django import template
from django.utils.safestring import mark_safe

from scoring import critical_css

register = template.Library()


@register.simple_tag
def critical_css_style():
    # The exact text the policy's digest was made of: not escaped, not stripped.
    return mark_safe(f"<style>{critical_css.text()}</style>")  # noqa: S308 (our own static file)
