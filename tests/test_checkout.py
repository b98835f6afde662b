"""What a checkout needs beside it: the shared rule documents, found at ../shared (or
../../shared for a worktree kept one folder deeper), and named in a clear message when absent."""

import pytest

from tests.shared import SharedMissing, find_shared


def test_a_checkout_without_the_shared_folder_is_told_where_to_put_it(tmp_path):
    checkout = tmp_path / "clubscore"
    checkout.mkdir()
    with pytest.raises(SharedMissing) as missing:
        find_shared(checkout)
    assert str(tmp_path / "shared") in str(missing.value)
    assert "examples/" in str(missing.value)


def test_the_shared_folder_is_found_beside_the_checkout_or_one_level_up(tmp_path):
    (tmp_path / "shared" / "examples").mkdir(parents=True)
    beside = tmp_path / "clubscore"
    deeper = tmp_path / "wt" / "branch"
    assert find_shared(beside) == tmp_path / "shared"
    assert find_shared(deeper) == tmp_path / "shared"
