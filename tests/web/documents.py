"""Scoring documents several web tests send as they are."""

# shared/examples 01 (North's 44 basic points x 2^2 = 176), as tests/engine scores it
CLASSICAL = {
    "ruleset": "millington",
    "prevailing_wind": "W",
    "players": {"N": {"notation": "[2c 2c 2c] (Wd Wd Wd) [1b 1b 1b 1b] (6d 6d 6d) (Nw Nw)"}},
    "winner": "N",
    "win": {"tile": "6d", "source": "wall", "completes": 3, "only_possible": False},
}

# riichi R1: daisangen (the third dragon pon called from N), tsumo: a yakuman, 32000
DAISANGEN = {
    "ruleset": "riichi",
    "dealer": "E",
    "players": {
        "S": {
            "closed": "234m5p",
            "calls": [
                {"kind": "pon", "tiles": ["Rd", "Rd", "Rd"], "from": "W"},
                {"kind": "pon", "tiles": ["Gd", "Gd", "Gd"], "from": "W"},
                {"kind": "pon", "tiles": ["Wd", "Wd", "Wd"], "from": "N"},
            ],
        }
    },
    "winner": "S",
    "win": {"tile": "5d", "source": "tsumo", "dora_indicators": ["9b"]},
}
