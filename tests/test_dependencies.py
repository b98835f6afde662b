"""What `make run` installs is pinned: requirements.lock names every runtime dependency of
pyproject.toml at one exact version its range allows, and nothing is a pre-release."""

import tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.shared import CHECKOUT

PROJECT = tomllib.loads((CHECKOUT / "pyproject.toml").read_text())["project"]


def _locked() -> dict[str, Version]:
    pins = {}
    for line in (CHECKOUT / "requirements.lock").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            (spec,) = requirement.specifier  # one exact pin a line
            assert spec.operator == "==", line
            pins[canonicalize_name(requirement.name)] = Version(spec.version)
    return pins


def test_every_runtime_dependency_is_pinned_to_a_version_its_range_allows():
    locked = _locked()
    for line in PROJECT["dependencies"]:
        requirement = Requirement(line)
        version = locked.get(canonicalize_name(requirement.name))
        assert version is not None, f"{requirement.name} is not in requirements.lock"
        assert requirement.specifier.contains(version), f"{requirement.name} {version}: {line}"


def test_no_pin_or_range_is_a_pre_release():
    assert [f"{name}=={v}" for name, v in _locked().items() if v.is_prerelease] == []
    ranges = PROJECT["dependencies"] + [
        line for extra in PROJECT["optional-dependencies"].values() for line in extra
    ]
    assert [line for line in ranges if Requirement(line).specifier.prereleases] == []
