"""ClubScore's scoring engine: plain Python, no Django.

Everything the web app knows about Mah-Jong lives here: tiles, hands, the rulesets' scoring
rules, settlement, penalties, East rotation and standings. The single way in from outside is
`scoring.engine.contract.evaluate(document)`, which takes and returns the JSON documents fixed
in shared/contract.md.
"""
