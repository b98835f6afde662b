"""Instructions per hand (valgrind's callgrind): the engine's cost in a unit that does not
depend on the machine or on what else it is running, unlike hands per second, which differed
2.5x between two of this project's machines for the same code.

Each figure is (instructions of a process that scores 3,000 hands - one that scores 1,000) /
2,000, both after the same 1,000 warm-up hands, so start-up, imports and the warm-up cancel
out. Python's hash seed is fixed, so a figure repeats to within a few hundred instructions.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from . import Result

ROOT = Path(__file__).resolve().parent.parent

_SCORE = """
import random, sys
from benchmarks.engine import random_hand
from scoring.engine.contract import evaluate
count, loose = int(sys.argv[1]), sys.argv[2] == "loose"
rng = random.Random(7)
warm = [random_hand(rng, loose) for _ in range(1000)]
rng = random.Random(8)
hands = [random_hand(rng, loose) for _ in range(3000)][:count]
for document in warm + hands:
    evaluate(document)
"""


def _instructions(count: int, mode: str) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
        + [sys.executable, "-c", _SCORE, str(count), mode],
        cwd=ROOT,
        env={**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=True,
    )
    return int(re.search(r"Collected : (\d+)", done.stderr).group(1))


def run() -> list[Result]:
    if shutil.which("valgrind") is None:
        print("instructions: skipped, valgrind is not installed (apt-get install valgrind)")
        return []
    out = []
    for mode, name in (("explicit", "explicit-meld"), ("loose", "concealed-tile")):
        per_hand = (_instructions(3000, mode) - _instructions(1000, mode)) / 2000
        out.append(
            Result(
                f"{name} hands, full contract",
                per_hand,
                "instructions/hand",
                "callgrind, machine-independent",
            )
        )
    return out
