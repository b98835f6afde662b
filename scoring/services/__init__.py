"""Where hands are scored and stored: rows become plain engine input and the engine's answer
is stored, inside `transaction.atomic`.

Views, forms, the API and management commands call these functions to score or write; they may
read the engine's vocabulary (tiles, wind names, ContractError, the rule catalogue) but score
nothing themselves. Models use the engine's pure helpers too (rotation, standings).

One package per area, found by the page it serves (docs/maintaining.md, "Services by area"):
`hands` (a table's game, its hands, the referee, the players' phones), `people` (accounts,
clubs, privacy, forgetting), `tournaments` (the event day), `seasons` (ladders, statistics),
`ratings` (games as results, ratings) and `files` (import, export, backup, EMA, cards). The
modules here are what every area shares: `locks` (the one lock order), `live` (the polls'
version stamps), `rate_limits`, `csv`; `demo` fills a database for `make run`. An area imports
only the areas below it (`[tool.importlinter]` in pyproject.toml).
"""
