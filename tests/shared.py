"""Where the shared rule documents are: `../shared` beside the checkout (contract.md, rules.md,
seeds/, examples/). A git worktree kept one folder deeper finds it at `../../shared`."""

from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]


class SharedMissing(Exception):
    pass


def find_shared(checkout: Path) -> Path:
    """The shared folder beside `checkout` (or one level up), or SharedMissing naming where
    it was looked for."""
    places = [checkout.parent / "shared", checkout.parent.parent / "shared"]
    for place in places:
        if (place / "examples").is_dir():
            return place
    raise SharedMissing(
        "the tests read the shared rule documents (contract.md, rules.md, examples/, seeds/) "
        f"from a folder named shared beside the checkout, but there is none at {places[0]} "
        f"or {places[1]}: put the shared folder (or a link to it) at {places[0]}"
    )


def _shared() -> Path:
    try:
        return find_shared(CHECKOUT)
    except SharedMissing:
        return CHECKOUT.parent / "shared"  # tests/conftest.py stops the run with the message


SHARED = _shared()
EXAMPLES = SHARED / "examples"
SEEDS = SHARED / "seeds"
