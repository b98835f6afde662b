"""scripts/seating_bounds.py, the SAT proof that 20 players cannot play 6 rounds without a
repeat meeting, checked on instances small enough for the suite: the model must find real
schedules where they exist and refuse where counting already forbids them. (The 20-player,
6-round run itself takes minutes and is run by hand; its answer is cited in test_seating.)"""

import subprocess
import sys
from pathlib import Path

from scoring.engine import seating

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "seating_bounds.py"


def run(*args):
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120
    )


def test_the_model_finds_a_five_round_schedule_for_twenty_players_with_no_repeat():
    result = run("20", "5")
    assert result.returncode == 0
    rounds = []
    for line in result.stdout.splitlines()[1:]:
        tables = line.split(":", 1)[1].split("  ")
        rounds.append([tuple(int(p) for p in table.split()) for table in tables])
    assert len(rounds) == 5
    for tables in rounds:
        assert sorted(p for table in tables for p in table) == list(range(20))
    assert set(seating.meetings(rounds).values()) == {1}


def test_the_model_refuses_a_sixth_round_for_sixteen_players_as_counting_does():
    # 15 others, 3 new a round: floor(15 / 3) = 5 rounds at most.
    result = run("16", "6")
    assert result.returncode == 0
    assert "16 players, 6 rounds: unsatisfiable" in result.stdout


def test_a_bad_argument_exits_2_with_a_message():
    result = run("twenty")
    assert result.returncode == 2
    assert "usage" in result.stderr
    assert "Traceback" not in result.stderr
