"""A club's house rules (docs/house-rules.md): saving a new immutable version, checking each
special hand's example by scoring it, and which versions a club may see and play by.

A version's `document` is the contract's `house_rules` field (scoring/engine/house_rules.py):
a session that plays by it puts it in every hand's document, so a stored hand keeps the rules
it was scored under whatever the club changes later.
"""

from __future__ import annotations

import datetime
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from scoring import permissions
from scoring.engine import contract
from scoring.engine import house_rules as engine
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.notation import parse_notation
from scoring.engine.rulesets import get_ruleset
from scoring.models import Club, HouseRuleset, HouseRulesetVersion, Season
from scoring.services import locks
from scoring.services.hands.engine_text import refusal, translate

MAX_RULESETS_PER_CLUB = 20


class HouseRulesError(Exception):
    """A refused house ruleset: `field` is the path of the document it lies at."""

    def __init__(self, message: str, field: str | None):
        super().__init__(message)
        self.message = message
        self.field = field


class StaleHouseRules(Exception):
    """The house ruleset has a newer version than the one the change was made against."""


def visible_to(user, ruleset: HouseRuleset) -> bool:
    """Its club's organisers see a house ruleset; anyone sees a published one."""
    return ruleset.published or permissions.is_organiser(user, ruleset.club)


def usable_in(club: Club):
    """The house rules a game of `club` may choose: the latest version of each of its own
    house rulesets and of every published one."""
    latest = []
    rulesets = HouseRuleset.objects.filter(club=club) | HouseRuleset.objects.filter(published=True)
    for ruleset in rulesets.select_related("club").order_by("club_id", "name"):
        version = ruleset.latest()
        if version is not None:
            latest.append(version.pk)
    return HouseRulesetVersion.objects.filter(pk__in=latest).select_related("ruleset__club")


def of_season(club: Club, date: datetime.date) -> HouseRulesetVersion | None:
    """The house rules of the club's season that holds `date`, if it chose any."""
    season = (
        Season.objects.filter(club=club, start__lte=date, end__gte=date, house_rules__isnull=False)
        .select_related("house_rules__ruleset")
        .first()
    )
    return season.house_rules if season else None


def save_version(
    club: Club,
    user,
    document: dict[str, Any],
    *,
    slug: str,
    name: str,
    published: bool = False,
    against: int | None = None,
    note: str = "",
) -> HouseRulesetVersion:
    """A new version of the club's house ruleset `slug` (created at its first version) with
    `document`'s rules; `against` is the version the change was made from (None: a new
    house ruleset). HouseRulesError for bad rules, StaleHouseRules for a later version."""
    with transaction.atomic():
        locks.club(club.pk)
        ruleset = HouseRuleset.objects.filter(club=club, slug=slug).first()
        latest = ruleset.latest() if ruleset else None
        if (latest.number if latest else None) != against:
            raise StaleHouseRules()
        if ruleset is None:
            if HouseRuleset.objects.filter(club=club).count() >= MAX_RULESETS_PER_CLUB:
                raise HouseRulesError(
                    _("a club has at most %(n)s house rulesets") % {"n": MAX_RULESETS_PER_CLUB},
                    None,
                )
            if HouseRuleset.objects.filter(club=club, name=name).exists():
                raise HouseRulesError(_("the club already has house rules of this name"), "name")
        number = latest.number + 1 if latest else 1
        base = document.get("base")
        document = {**document, "id": f"house-{club.slug}-{slug}", "version": number}
        checked = check(document, base)
        if ruleset is None:
            try:
                with transaction.atomic():
                    ruleset = HouseRuleset.objects.create(
                        club=club, slug=slug, name=name, base=base, published=published
                    )
            except IntegrityError:
                raise HouseRulesError(
                    _("the club already has house rules of this name"), "name"
                ) from None
        else:
            ruleset.name, ruleset.published = name, published
            ruleset.save(update_fields=["name", "published"])
        return HouseRulesetVersion.objects.create(
            ruleset=ruleset, number=number, document=checked, note=note[:300], created_by=user
        )


def check(document: dict[str, Any], base: Any) -> dict[str, Any]:
    """The house rules as checked by the engine and every special hand's example scored;
    HouseRulesError naming the field otherwise."""
    if base not in engine.BASES:
        raise HouseRulesError(_("house rules are built on millington or american1920"), "base")
    try:
        house = engine.parse(document, base)
    except ContractError as exc:
        raise HouseRulesError(refusal(exc), exc.field) from None
    ruleset = get_ruleset(base)
    known = {option.name: option for option in ruleset.options}
    for name, value in house.options.items():
        option = known.get(name)
        try:
            if option is not None:
                option.check(value, name)
        except ContractError:
            option = None
        if option is None:
            said = _(
                "%(option)s: not an option of %(base)s, or not a value it takes (the ruleset's "
                "page lists each option and its range)"
            )
            raise HouseRulesError(
                said % {"option": name, "base": base}, f"{engine.FIELD}.options.{name}"
            ) from None
    for i, hand in enumerate(house.hands):
        problem = example_problem(document, hand)
        if problem is not None:
            raise HouseRulesError(problem, f"{engine.FIELD}.special_hands.{i}.example")
    return document


def example_document(house_document: dict, hand: engine.SpecialHand) -> dict[str, Any]:
    """The contract document that scores a special hand's example: East wins with it."""
    player = parse_notation(hand.example, None)
    tiles = list(player["concealed"]) or [t for m in player["melds"] for t in m["tiles"]]
    win = {"tile": tiles[-1] if tiles else "", "source": "wall", **hand.example_win}
    if "completes" not in win and not player["concealed"] and player["melds"]:
        win["completes"] = len(player["melds"]) - 1
    return {
        "ruleset": house_document["base"],
        "players": {"E": player},
        "winner": "E",
        "win": win,
        engine.FIELD: house_document,
    }


def example_problem(house_document: dict, hand: engine.SpecialHand) -> str | None:
    """Why the special hand's example is not that hand (translated), or None when it scores
    as the hand."""
    if not hand.example.strip():
        return _("give an example hand in the notation, which the app scores")
    try:
        document = example_document(house_document, hand)
        answer = contract.answer(document)
    except ContractError as exc:
        return _("the example cannot be scored: %(why)s") % {"why": refusal(exc)}
    score = answer.hands["E"]
    if any(item.rule == hand.id for item in score.items):
        return None
    player = document["players"]["E"]
    melds = []
    for m in player["melds"]:
        kinds = sorted(engine.KIND_CODES_INDEX[t] for t in m["tiles"])
        kind = {2: "pair", 4: "kong"}.get(len(kinds), "pung" if kinds[0] == kinds[1] else "chow")
        melds.append((kind, kinds[0], bool(m.get("concealed"))))
    loose = [engine.KIND_CODES_INDEX[t] for t in player["concealed"]]
    win = document["win"]
    why = engine.shape_match(
        hand.pattern, melds, loose, win["source"], engine.KIND_CODES_INDEX.get(win["tile"])
    )
    if why is None:
        why = Message(gettext_noop("another reading of the hand scores more"))
    return _("the example is not this hand: %(why)s") % {"why": translate(why)}


def version_of(ruleset: HouseRuleset, number: Any) -> HouseRulesetVersion | None:
    """The version asked for by number (a query's text), or the latest."""
    if number is None or number == "":
        return ruleset.latest()
    if not str(number).isdigit() or len(str(number)) > 9:
        return None
    return ruleset.versions.filter(number=int(number)).first()


def _text(texts: dict, language: str | None) -> str:
    base = (language or "en").split("-")[0]
    return texts.get(base) or texts.get("en", "")


def _pattern_words(pattern: dict) -> list[tuple[str, str]]:
    """The pattern's conditions as the page says them."""
    words = []
    if pattern.get("tiles"):
        words.append((_("tiles"), " ".join(pattern["tiles"])))
    if pattern.get("suits") is not None:
        words.append((_("suits"), str(pattern["suits"])))
    if pattern.get("honours") is not None:
        words.append((_("honours"), _("at least one") if pattern["honours"] else _("none")))
    if pattern.get("required"):
        words.append((_("must hold"), " ".join(pattern["required"])))
    labels = {
        "pairs": _("pairs"),
        "pungs": _("pungs"),
        "kongs": _("kongs"),
        "chows": _("chows"),
        "knitted_pairs": _("knitted pairs"),
        "knitted_triples": _("knitted triples"),
    }
    for name, label in labels.items():
        n = pattern.get(name, engine.COUNT_DEFAULTS[name])
        if n is not None and (n or not name.startswith("knitted")):
            words.append((label, str(n)))
    if pattern.get("concealed"):
        words.append((_("concealed"), _("yes")))
    if pattern.get("win"):
        words.append((_("won only"), ", ".join(_source_name(s) for s in pattern["win"])))
    if pattern.get("winning_tile"):
        words.append((_("winning tile"), pattern["winning_tile"]))
    return words


def _source_name(source: str) -> str:
    return {
        "wall": _("drawn from the wall"),
        "discard": _("on a discard"),
        "loose_tile": _("on the loose tile"),
        "robbed_kong": _("robbing a kong"),
    }[source]


def value_words(value: dict) -> str:
    kind, amount = value.get("kind"), value.get("amount")
    if kind == "limit":
        return _("the limit")
    if kind == "score":
        return _("%(n)s points, not doubled") % {"n": amount}
    if kind == "doubles":
        return "×%s" % (2 ** int(amount or 0))
    return _("%(n)s basic points") % {"n": amount}


def shown(document: dict, language: str | None) -> dict[str, Any]:
    """A version as its page shows it beside its base ruleset: each changed value with the
    book's, each rule switched off, the options and each special hand."""
    from scoring.engine import catalogue

    base = document.get("base", "")
    book_points = catalogue.points_in(base)
    book_doubles = catalogue.doubles_in(base)
    changed = []
    for rule_id, n in (document.get("doubles") or {}).items():
        record = catalogue.get(rule_id)
        changed.append(
            {
                "id": rule_id,
                "name": record.name_in(language) if record else "",
                "text": record.text_in(language) if record else "",
                "book": f"×{2 ** book_doubles.get(rule_id, 0)}",
                "house": f"×{2**n}" if n else _("off"),
            }
        )
    for element, worth in (document.get("points") or {}).items():
        book = book_points.get(element)
        changed.append(
            {
                "id": element,
                "name": "",
                "text": "",
                "book": " ".join(map(str, book)) if isinstance(book, tuple) else str(book),
                "house": " ".join(map(str, worth)) if isinstance(worth, list) else str(worth),
            }
        )
    off = []
    for rule_id in document.get("off") or []:
        record = catalogue.get(rule_id)
        off.append(
            {
                "id": rule_id,
                "name": record.name_in(language) if record else "",
                "text": record.text_in(language) if record else "",
            }
        )
    hands = []
    for hand in document.get("special_hands") or []:
        try:
            held = parse_notation(hand.get("example", ""), None)
            sets = [m["tiles"] for m in held["melds"]] + (
                [held["concealed"]] if held["concealed"] else []
            )
        except ContractError:
            sets = []
        hands.append(
            {
                "id": f"{document.get('id')}/{hand.get('slug')}",
                "slug": hand.get("slug"),
                "name": _text(hand.get("name") or {}, language),
                "text": _text(hand.get("text") or {}, language),
                "pattern": _pattern_words(hand.get("pattern") or {}),
                "value": value_words(hand.get("value") or {}),
                "example": hand.get("example", ""),
                "example_sets": sets,
            }
        )
    return {
        "id": document.get("id"),
        "base": base,
        "options": document.get("options") or {},
        "changed": changed,
        "off": off,
        "hands": hands,
    }


def cited(document: dict | None, rule_id: str, language: str | None) -> dict[str, Any] | None:
    """A stored hand's house rule as the referee page cites it: the special hand's name and
    text, or a rule whose value the club changed, marked as the club's; None otherwise."""
    house = (document or {}).get(engine.FIELD)
    if not isinstance(house, dict):
        return None
    prefix = f"{house.get('id')}/"
    if rule_id.startswith(prefix):
        for hand in house.get("special_hands") or []:
            if hand.get("slug") == rule_id[len(prefix) :]:
                name = _text(hand.get("name") or {}, language)
                return {
                    "name": name,
                    # the item's own sentence with the hand's name in the reader's language
                    "said": _("club's special hand: %(name)s") % {"name": name},
                    "text": _text(hand.get("text") or {}, language),
                    "value": value_words(hand.get("value") or {}),
                    "version": house.get("version"),
                }
        return None
    if rule_id in (house.get("doubles") or {}):
        n = house["doubles"][rule_id]
        return {"name": "", "text": "", "value": f"×{2**n}", "version": house.get("version")}
    return None


def adopted(club: Club, version: HouseRulesetVersion, user) -> HouseRulesetVersion:
    """The version a game of `club` plays by: its own as it is; another club's published one
    copied into `club`'s house rules (same document, so its items cite the publisher's ids),
    so that the club's record holds every rule its games were played by (its export)."""
    if version.ruleset.club_id == club.pk:
        return version
    if not version.ruleset.published:
        raise HouseRulesError(_("these house rules are another club's"), "house_rules")
    source = version.ruleset
    slug = f"{source.club.slug}-{source.slug}"[:40]
    with transaction.atomic():
        locks.club(club.pk)
        copy, _created = HouseRuleset.objects.get_or_create(
            club=club,
            slug=slug,
            defaults={"name": f"{source.name} ({source.club.name})"[:80], "base": source.base},
        )
        for same in copy.versions.all():
            if same.document == version.document:
                return same
        latest = copy.latest()
        return HouseRulesetVersion.objects.create(
            ruleset=copy,
            number=latest.number + 1 if latest else 1,
            document=version.document,
            note=f"{source.club.slug}/{source.slug} v{version.number}",
            created_by=user,
        )
