"""What the site's own logs keep of a person, and how "forget me" (clubs.forget) clears it:
the login logs (django-axes: attempts, failures and sign-ins, by the username typed) and the
Django admin's log (each entry names its object as text, and may quote what changed)."""

from __future__ import annotations

import json
import re

from axes.models import AccessAttempt, AccessFailureLog, AccessLog
from django.contrib.admin.models import LogEntry
from django.db.models import Q


def forget_logins(identifiers) -> int:
    """Delete the login logs' rows typed with any of `identifiers` (a username, an e-mail
    address), in any case; how many went. The lockout's counts of passwords tried against
    many accounts are kept: they are keyed by a digest of the password, not by a person."""
    typed = Q()
    for identifier in filter(None, identifiers):
        typed |= Q(username__iexact=identifier)
    if not typed:
        return 0
    return sum(model.objects.filter(typed).delete()[0] for model in LOG_MODELS)


LOG_MODELS = (AccessAttempt, AccessFailureLog, AccessLog)


def forget_in_admin_log(replacements: dict[str, str]) -> int:
    """Replace each word (a name, a username, an e-mail address), in any case, by what
    `replacements` gives for it in the admin log's texts (also where the log's JSON escaped
    it); how many entries changed. Who did what stays, by the account's id."""
    found = {}
    for word, replacement in replacements.items():
        if word and word.strip():
            found[word.casefold()] = replacement
            found[json.dumps(word)[1:-1].casefold()] = replacement
    if not found:
        return 0
    words = sorted(found, key=len, reverse=True)
    named = Q()
    for word in words:
        named |= Q(object_repr__icontains=word) | Q(change_message__icontains=word)
    # Whole words only: forgetting "Bob" leaves "Bobby" alone.
    alternatives = "|".join(re.escape(w) for w in words)
    pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)

    def replace(match):
        return found[match.group(0).casefold()]

    changed = 0
    for entry in LogEntry.objects.filter(named):
        entry.object_repr = pattern.sub(replace, entry.object_repr)
        entry.change_message = pattern.sub(replace, entry.change_message)
        entry.save(update_fields=["object_repr", "change_message"])
        changed += 1
    return changed
