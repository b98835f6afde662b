"""Hypothesis strategies: random legal classical hands as contract documents."""

from hypothesis import strategies as st

from scoring.engine.tiles import PLAYING_TILES, SEATS

CODES = [t.code for t in PLAYING_TILES]
SUITED = [c for c in CODES if c[0].isdigit()]
BONUS = ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]


@st.composite
def groups(draw, counts, kinds=("chow", "pung", "kong")):
    """One set drawn within the four-copies limit, updating `counts`."""
    for _ in range(50):
        kind = draw(st.sampled_from(kinds))
        if kind == "chow":
            start = draw(st.sampled_from([c for c in SUITED if int(c[0]) <= 7]))
            tiles = [f"{int(start[0]) + k}{start[1]}" for k in range(3)]
        else:
            code = draw(st.sampled_from(CODES))
            tiles = [code] * {"pair": 2, "pung": 3, "kong": 4}[kind]
        if all(counts.get(c, 0) + tiles.count(c) <= 4 for c in set(tiles)):
            for c in tiles:
                counts[c] = counts.get(c, 0) + 1
            return tiles
    return None


@st.composite
def winning_documents(draw, loose=None, concealed_melds=False):
    """A legal mah-jong hand for one seat; `loose` True gives it as concealed tiles only.
    `concealed_melds` gives every set as a concealed meld, none a kong, the winning tile
    completing one of them."""
    counts: dict[str, int] = {}
    sets = []
    kinds = ("chow", "pung") if concealed_melds else ("chow", "pung", "kong")
    if concealed_melds:
        loose = False
    while len(sets) < 4:
        g = draw(groups(counts, kinds=kinds))
        if g is not None:
            sets.append(g)
    pair = None
    while pair is None:
        pair = draw(groups(counts, kinds=("pair",)))
    as_loose = draw(st.booleans()) if loose is None else loose
    melds, concealed = [], []
    for tiles in [*sets, pair]:
        if as_loose and len(tiles) < 4:
            concealed += tiles
        else:
            melds.append({"tiles": tiles, "concealed": concealed_melds or draw(st.booleans())})
    seat = draw(st.sampled_from(SEATS))
    # a loose tile is drawn after a kong (117h)
    kong = any(len(m["tiles"]) == 4 for m in melds)
    sources = (
        ["wall", "discard", "loose_tile", "robbed_kong"]
        if kong
        else ["wall", "discard", "robbed_kong"]
    )
    source = draw(st.sampled_from(sources))
    candidates = [i for i, m in enumerate(melds) if len(m["tiles"]) < 4]
    win: dict = {"source": source}
    if concealed and (not candidates or draw(st.booleans())):
        win["tile"] = draw(st.sampled_from(concealed))
    else:
        if not candidates:
            # four kongs: the pair was given as a meld (len 2)
            candidates = [len(melds) - 1]
        index = draw(st.sampled_from(candidates))
        win["tile"] = draw(st.sampled_from(melds[index]["tiles"]))
        win["completes"] = index
    if draw(st.booleans()):
        win["only_possible"] = draw(st.booleans())
    for flag in ("last_tile", "original_call"):
        win[flag] = draw(st.booleans())
    options = draw(
        st.fixed_dictionaries(
            {},
            optional={
                "limit": st.integers(100, 5000),
                "open_roof": st.booleans(),
                "limit_heads_and_tails": st.booleans(),
            },
        )
    )
    return {
        "ruleset": "millington",
        "options": options,
        "prevailing_wind": draw(st.sampled_from(SEATS)),
        "players": {
            seat: {
                "melds": melds,
                "concealed": concealed,
                "bonus": draw(st.lists(st.sampled_from(BONUS), unique=True, max_size=8)),
            }
        },
        "winner": seat,
        "win": win,
    }


@st.composite
def table_documents(draw):
    """A legal hand at a full table: the winner of winning_documents() and three losers with
    declared melds and loose tiles, within four copies of each tile."""
    document = draw(winning_documents())
    winner = document["winner"]
    counts: dict[str, int] = {}
    for player in document["players"].values():
        for m in player["melds"]:
            for c in m["tiles"]:
                counts[c] = counts.get(c, 0) + 1
        for c in player["concealed"]:
            counts[c] = counts.get(c, 0) + 1
    used_bonus = set(document["players"][winner]["bonus"])
    robbed = None
    if document["win"]["source"] == "robbed_kong":
        # rule 94: the robbed player keeps the exposed pung the tile was added to
        code = document["win"]["tile"]
        if counts.get(code, 0) == 1:
            robbed = draw(st.sampled_from([s for s in SEATS if s != winner]))
            counts[code] = 4
        else:
            document["win"]["source"] = "discard"
    for seat in SEATS:
        if seat == winner:
            continue
        melds = []
        if seat == robbed:
            melds.append({"tiles": [document["win"]["tile"]] * 3, "concealed": False})
        for _ in range(draw(st.integers(0, 3 - len(melds)))):
            tiles = draw(groups(counts, kinds=("chow", "pung", "kong", "pair")))
            if tiles:
                melds.append({"tiles": tiles, "concealed": draw(st.booleans())})
        held = sum(min(len(m["tiles"]), 3) for m in melds)
        loose = []
        free = [c for c in CODES for _ in range(4 - counts.get(c, 0))]
        picks = draw(st.permutations(free))[: 13 - held]
        for c in picks:
            counts[c] = counts.get(c, 0) + 1
            loose.append(c)
        bonus = [b for b in draw(st.lists(st.sampled_from(BONUS), unique=True, max_size=2))]
        bonus = [b for b in bonus if b not in used_bonus]
        used_bonus.update(bonus)
        document["players"][seat] = {"melds": melds, "concealed": loose, "bonus": bonus}
    return document
