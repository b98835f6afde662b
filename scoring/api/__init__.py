"""The JSON API (django-ninja): request schemas, and the OpenAPI description it publishes at
/api/openapi.json (browsable at /api/docs).

Every answer is JSON. Bad input is HTTP 400 with {"error", "field"}: `field` is the dotted
path to the bad value in the request body (`hand.players.W.melds.0`), or null. The body is
read by `JSONBody`, which refuses what is not JSON before any schema sees it; the schemas check
the envelope; the services and the engine judge the hand, through the same
`scoring.services.hands.validation` as the forms, `score_hand` and `import_club`.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.http import Http404, HttpRequest
from ninja import NinjaAPI, Schema
from ninja.errors import AuthenticationError, HttpError, ValidationError
from ninja.parser import Parser
from ninja.security import SessionAuth
from ninja.utils import check_csrf
from pydantic import ConfigDict

from scoring import limits
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.services.hands import validation
from scoring.services.hands.sessions import BodyDiffers, DealTaken, StaleVersion

from .schemas import Error, ScoreAnswer

JSON_TYPES = ("application/json", "text/plain")


def refuse_what_is_not_json(request: HttpRequest) -> None:
    """A form or multipart body is refused, not guessed at, and so is a body past
    limits.API_BODY, both before anything reads it (the CSRF check would parse a form body)."""
    kind = request.content_type or ""
    if kind and kind not in JSON_TYPES and not kind.endswith("+json"):
        raise ContractError(
            f"send the body as JSON (Content-Type: application/json), not {kind}", None
        )
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        raise ContractError("the Content-Length header is not a number", None) from None
    if length > limits.API_BODY:
        raise RequestDataTooBig(f"{length} bytes")


class JSONBody(Parser):
    """The body as JSON: UTF-8, not nested past validation.MAX_DEPTH, no NUL characters or
    lone surrogates, no number past what the database holds."""

    def parse_body(self, request: HttpRequest) -> Any:
        refuse_what_is_not_json(request)
        return validation.parse_json(request.body)


class SessionLogin(SessionAuth):
    """Django's session login. Anyone may call (a view answers 403 with what it refuses);
    a request that changes something must carry the CSRF token in X-CSRFToken."""

    def _get_key(self, request):
        refuse_what_is_not_json(request)
        exempt = getattr(request, "_ninja_csrf_exempt", False)
        if self.csrf and not exempt and check_csrf(request) is not None:
            raise HttpError(
                403,
                "CSRF check failed: send the csrftoken cookie's value in the X-CSRFToken header",
            )
        return request.COOKIES.get(self.param_name)

    def authenticate(self, request, key):
        return request.user  # AnonymousUser too: permissions are judged by each operation


api = NinjaAPI(
    title="ClubScore",
    version="1",
    description=(
        "Scores Mah-Jong hands (the JSON contract of shared/contract.md) and records club "
        'nights. Errors are {"error": message, "field": dotted path or null}: 400 bad input, '
        "403 no permission (or no CSRF token), 404 no such object, 409 a stale base_version, "
        "a hand whose number or seats no longer hold, or a submission_key resent with "
        "another body (both versions in the answer)."
    ),
    parser=JSONBody(),
    auth=SessionLogin(),
    urls_namespace="api",
    docs_url="/docs",
)


def error(message: str, field: str | None = None, status: int = 400):
    return api.create_response(None, {"error": message, "field": field}, status=status)


@api.exception_handler(ContractError)
def contract_error(request, exc: ContractError):
    return error(exc.message, exc.field)


@api.exception_handler(ValidationError)
def schema_error(request, exc: ValidationError):
    """The first thing the request schema refused, named by its path in the body."""
    first = exc.errors[0]
    location = [str(part) for part in first.get("loc", ())]
    # ("body", "<parameter>", "hand", ...) -> "hand...";  ("path", "pk") -> "pk"
    path = location[2:] if location[:1] == ["body"] else location[1:]
    field = ".".join(path) or None
    if first.get("type") == "missing":
        message = f"{field} is missing"
    else:
        message = f"{field}: {first.get('msg')}" if field else str(first.get("msg"))
    return error(message, field)


@api.exception_handler(RequestDataTooBig)
def too_big(request, exc):
    return error(
        f"the body is larger than the {limits.API_BODY // 1024} KiB the API reads", None, 413
    )


@api.exception_handler(SuspiciousOperation)
def suspicious(request, exc):
    # Too many fields, a malformed multipart body: Django's own refusals, in the API's shape.
    return error(str(exc) or "the request could not be read", None)


@api.exception_handler(StaleVersion)
def stale_version(request, exc: StaleVersion):
    return api.create_response(request, exc.to_json(), status=409)


@api.exception_handler(DealTaken)
def deal_taken(request, exc: DealTaken):
    return api.create_response(request, exc.to_json(), status=409)


@api.exception_handler(BodyDiffers)
def body_differs(request, exc: BodyDiffers):
    return api.create_response(request, exc.to_json(), status=409)


@api.exception_handler(Http404)
def not_found(request, exc):
    return error(str(exc) or "not found", None, status=404)


@api.exception_handler(HttpError)
def http_error(request, exc: HttpError):
    # django-ninja wraps what JSONBody refused as "Cannot parse request body": say what it was.
    if isinstance(exc.__cause__, ContractError):
        return contract_error(request, exc.__cause__)
    return error(str(exc), None, status=exc.status_code)


@api.exception_handler(AuthenticationError)
def not_logged_in(request, exc):
    return error("log in first", None, status=403)


class Document(Schema):
    """A contract document (shared/contract.md). Only the envelope is checked here; the engine
    judges the rest and names the field it refuses. Other keys pass through unchanged."""

    model_config = ConfigDict(extra="allow")

    ruleset: str | None = None
    options: dict[str, Any] | None = None
    players: dict[str, Any] | None = None
    winner: str | None = None
    win: dict[str, Any] | None = None
    penalties: list[Any] | None = None


@api.post(
    "/score/",
    url_name="score",
    auth=None,  # a pure function of its input: no login, no CSRF token, nothing written
    response={200: ScoreAnswer, 400: Error},
    exclude_unset=True,  # the contract's answer as the engine gave it: no key added as null
    summary="Score one hand: the contract's output, unchanged",
)
def score(request, document: Document):
    # Scored exactly as sent, not as the schema re-built it (unknown keys are the engine's).
    return evaluate(validation.parse_json(request.body))


from .sessions import router  # noqa: E402

api.add_router("/sessions/", router)
