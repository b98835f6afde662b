"""The JSON API. Every endpoint answers JSON; bad input is HTTP 400 with {"error", "field"}."""

import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError


def error(message, field=None, status=400):
    return JsonResponse({"error": message, "field": field}, status=status)


def json_body(request):
    """The request's JSON document; ContractError (field None) when it is not JSON."""
    try:
        return json.loads(request.body.decode("utf-8") or "null")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ContractError(f"the body is not valid JSON: {exc}", None) from exc


@csrf_exempt  # a pure function of its input: it reads and writes nothing
@require_POST
def score(request):
    try:
        return JsonResponse(evaluate(json_body(request)))
    except ContractError as exc:
        return error(exc.message, exc.field)
