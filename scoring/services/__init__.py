"""The one bridge between the database and the engine.

Rows become plain engine input, the engine's answer is stored, all inside
`transaction.atomic`. Views, the API and management commands call these functions; they never
score anything themselves. One module per area: `sessions` (club night), `tournaments`,
`referee`.
"""
