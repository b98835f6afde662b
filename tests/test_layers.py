"""The code's shape, checked: the layers import-linter keeps (pyproject.toml,
`[tool.importlinter]`, run by `make test`) and public names between modules: a name with a
leading underscore belongs to its module, so no other module imports it, and a public name
is imported under its own name, not aliased back to a private one."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

from tests.shared import CHECKOUT


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _is_module(package: Path, name: str) -> bool:
    return (package / f"{name}.py").exists() or (package / name / "__init__.py").exists()


def _private_imports() -> list[str]:
    """`from module import _name`, and `module._name` on a module imported by `from package
    import module` (a module's private name read from outside it)."""
    found = []
    for path in sorted((CHECKOUT / "scoring").rglob("*.py")):
        if "migrations" in path.parts:
            continue
        where = path.relative_to(CHECKOUT)
        modules = set()  # local names bound to sibling or package modules
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                package = (
                    path.parents[node.level - 1]
                    if node.level
                    else CHECKOUT.joinpath(*(node.module or "").split("."))
                )
                if node.level and node.module:
                    package = package.joinpath(*node.module.split("."))
                for alias in node.names:
                    if _private(alias.name):
                        found.append(f"{where}: {node.module}.{alias.name}")
                    elif alias.asname and alias.asname != "_" and _private(alias.asname):
                        found.append(f"{where}: {alias.name} as {alias.asname}")
                    elif _is_module(package, alias.name):
                        modules.add(alias.asname or alias.name)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and _private(node.attr)
                and isinstance(node.value, ast.Name)
                and node.value.id in modules
            ):
                found.append(f"{where}: {node.value.id}.{node.attr}")
    return found


def test_no_module_imports_another_modules_private_name_nor_hides_a_public_one_as_private():
    assert _private_imports() == []


def test_the_old_rules_package_is_gone_and_the_rulesets_package_is_the_one_name():
    assert not (CHECKOUT / "scoring" / "engine" / "rules").exists()
    result = subprocess.run(
        [sys.executable, "-c", "import scoring.engine.rules"],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
    )
    assert "ModuleNotFoundError" in result.stderr


def test_the_layers_and_the_pure_engine_hold_by_import_linter():
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint_imports, "import-linter is a [test] dependency: pip install -e '.[test]'"
    result = subprocess.run(
        [lint_imports, "--no-cache"], cwd=CHECKOUT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout[-3000:]


def test_every_area_of_the_services_opens_with_what_it_holds_and_is_named_in_maintaining_md():
    services = CHECKOUT / "scoring" / "services"
    areas = sorted(p.parent for p in services.glob("*/__init__.py"))
    assert {a.name for a in areas} >= {"hands", "people", "tournaments", "seasons", "files"}
    guide = (CHECKOUT / "docs" / "maintaining.md").read_text()
    for area in areas:
        opening = ast.get_docstring(ast.parse((area / "__init__.py").read_text()))
        assert opening and len(opening.split()) >= 8, f"{area.name}/__init__.py says nothing"
        assert f"`scoring/services/{area.name}/`" in guide, f"{area.name} missing from the guide"
        for module in area.glob("*.py"):
            if module.name != "__init__.py":
                assert f"`{module.stem}`" in guide, f"{area.name}/{module.name} not in the guide"
