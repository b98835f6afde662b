"""Every worked example in shared/examples passes through `manage.py score_hand` and through
POST /api/score/, and agrees with every key of its `expect` (but `why`)."""

import io
import json
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command


def _examples_dir() -> Path:
    # ../shared beside the repository; a worktree sits one level deeper than main
    base = Path(settings.BASE_DIR)
    for root in (base.parent, base.parent.parent):
        if (root / "shared" / "examples").is_dir():
            return root / "shared" / "examples"
    return base.parent / "shared" / "examples"


EXAMPLES = sorted(_examples_dir().glob("*.json"))
PENDING: dict[str, str] = {}  # example file name -> why it cannot pass yet (xfail, strict)


CASES = [
    pytest.param(
        path,
        id=path.stem,
        marks=[pytest.mark.xfail(reason=PENDING[path.name], strict=True)]
        if path.name in PENDING
        else [],
    )
    for path in EXAMPLES
]


def test_the_shared_examples_are_found():
    assert len(EXAMPLES) >= 5, f"examples expected in {_examples_dir()}"


def _assert_matches(expected, actual, where="expect"):
    """Every key of `expected` (nested) is in `actual` with the same value."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: {actual!r}"
        for key, value in expected.items():
            if key == "why":
                continue
            assert key in actual, f"{where}.{key} missing"
            _assert_matches(value, actual[key], f"{where}.{key}")
    else:
        assert actual == expected, f"{where}: expected {expected!r}, got {actual!r}"


@pytest.mark.parametrize("path", CASES)
def test_example_through_the_score_hand_command(path, monkeypatch):
    example = json.loads(path.read_text())
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(example["input"])))
    out = io.StringIO()
    call_command("score_hand", stdout=out)
    _assert_matches(example["expect"], json.loads(out.getvalue()))


@pytest.mark.parametrize("path", CASES)
def test_example_through_the_api(path, client):
    example = json.loads(path.read_text())
    response = client.post("/api/score/", example["input"], content_type="application/json")
    assert response.status_code == 200, response.content
    _assert_matches(example["expect"], response.json())
