"""What `make run` and `make test` install is pinned: requirements.lock names every runtime
dependency of pyproject.toml, requirements-test.lock every test tool of its `test` extra, each
at one exact version its range allows; nothing is a pre-release, no package is pinned twice,
and no test tool's range is open above (a new release could turn CI red with no change)."""

import re
import tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.shared import CHECKOUT

PROJECT = tomllib.loads((CHECKOUT / "pyproject.toml").read_text())["project"]
TEST_TOOLS = PROJECT["optional-dependencies"]["test"]


def _locked(name="requirements.lock") -> dict[str, Version]:
    pins = {}
    for line in (CHECKOUT / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            (spec,) = requirement.specifier  # one exact pin a line
            assert spec.operator == "==", line
            assert canonicalize_name(requirement.name) not in pins, f"{line} twice in {name}"
            pins[canonicalize_name(requirement.name)] = Version(spec.version)
    return pins


def _all_locked() -> dict[str, Version]:
    return {**_locked(), **_locked("requirements-test.lock")}


def test_every_runtime_dependency_is_pinned_to_a_version_its_range_allows():
    locked = _locked()
    for line in PROJECT["dependencies"]:
        requirement = Requirement(line)
        version = locked.get(canonicalize_name(requirement.name))
        assert version is not None, f"{requirement.name} is not in requirements.lock"
        assert requirement.specifier.contains(version), f"{requirement.name} {version}: {line}"


def test_every_test_tool_is_pinned_to_a_version_its_range_allows():
    locked = _all_locked()
    for line in TEST_TOOLS:
        requirement = Requirement(line)
        version = locked.get(canonicalize_name(requirement.name))
        assert version is not None, f"{requirement.name} is not in requirements-test.lock"
        assert requirement.specifier.contains(version), f"{requirement.name} {version}: {line}"


def test_every_test_tools_range_has_an_upper_bound():
    open_above = [
        line
        for line in TEST_TOOLS
        if not any(s.operator in ("<", "<=", "==", "~=") for s in Requirement(line).specifier)
    ]
    assert open_above == []


def test_the_test_lock_pins_nothing_the_runtime_lock_already_pins():
    assert set(_locked()) & set(_locked("requirements-test.lock")) == set()


def test_make_test_installs_both_locks():
    makefile = (CHECKOUT / "Makefile").read_text()
    assert re.search(r"pip install .*-r requirements\.lock -r requirements-test\.lock", makefile)


def test_no_pin_or_range_is_a_pre_release():
    assert [f"{name}=={v}" for name, v in _all_locked().items() if v.is_prerelease] == []
    ranges = PROJECT["dependencies"] + [
        line for extra in PROJECT["optional-dependencies"].values() for line in extra
    ]
    assert [line for line in ranges if Requirement(line).specifier.prereleases] == []
