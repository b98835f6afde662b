"""Where the shared rule documents are: `../shared` beside the checkout (contract.md, rules.md,
seeds/, examples/). A git worktree kept one folder deeper finds it at `../../shared`."""

from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]


def _shared() -> Path:
    for root in (CHECKOUT.parent, CHECKOUT.parent.parent):
        if (root / "shared" / "examples").is_dir():
            return root / "shared"
    return CHECKOUT.parent / "shared"


SHARED = _shared()
EXAMPLES = SHARED / "examples"
SEEDS = SHARED / "seeds"
