"""Where hands are scored and stored: rows become plain engine input and the engine's answer
is stored, inside `transaction.atomic`.

Views, forms, the API and management commands call these functions to score or write; they may
read the engine's vocabulary (tiles, wind names, ContractError, the rule catalogue) but score
nothing themselves. Models use the engine's pure helpers too (rotation, standings).
import-linter keeps these layers (pyproject.toml, `[tool.importlinter]`). One module per area:
`sessions` (a table's game), `tournaments`, `results_desk`, `referee`, ...
"""
