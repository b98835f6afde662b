"""Any riichi document gets an answer or a ContractError naming a field, never a traceback;
every answer's money adds up (payments + what the table gained = 0)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

CODES = [f"{n}{s}" for s in "bcd" for n in range(0, 10)] + [
    "Ew",
    "Sw",
    "Ww",
    "Nw",
    "Rd",
    "Gd",
    "Wd",
    "x",
]
seat = st.sampled_from(["E", "S", "W", "N", None, "Q"])
tiles = st.one_of(
    st.lists(st.sampled_from(CODES), max_size=15),
    st.text(alphabet="0123456789mpsz", max_size=20),
)
call = st.fixed_dictionaries(
    {
        "kind": st.sampled_from(["chi", "pon", "kan", "ankan", "shouminkan", "pung"]),
        "tiles": tiles,
    },
    optional={"from": seat},
)
player = st.fixed_dictionaries(
    {},
    optional={
        "closed": tiles,
        "calls": st.lists(call, max_size=4),
        "riichi": st.booleans(),
        "tenpai": st.booleans(),
    },
)
document = st.fixed_dictionaries(
    {
        "ruleset": st.just("riichi"),
        "players": st.dictionaries(st.sampled_from("ESWN"), player, max_size=4),
        "winner": seat,
    },
    optional={
        "dealer": seat,
        "honba": st.integers(-1, 5),
        "riichi_sticks": st.integers(0, 3),
        "win": st.fixed_dictionaries(
            {"tile": st.sampled_from(CODES), "source": st.sampled_from(["tsumo", "ron", "wall"])},
            optional={"discarder": seat, "dora_indicators": tiles, "rinshan": st.booleans()},
        ),
        "penalties": st.lists(
            st.fixed_dictionaries(
                {"type": st.sampled_from(["pao", "chombo", "nap"])},
                optional={
                    "rule": st.sampled_from(["R1", "R8", "R9", "R10"]),
                    "responsible": seat,
                    "offender": seat,
                    "wall_tiles_left": st.integers(0, 8),
                    "ruling": st.sampled_from(["upheld", "rejected", "maybe"]),
                },
            ),
            max_size=2,
        ),
    },
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document)
def test_any_document_is_answered_or_refused_with_a_field(doc):
    try:
        result = evaluate(doc)
    except ContractError as error:
        assert error.message
        return
    table = sum(t["amount"] for t in result["transfers"] if t["to"] == "table") - sum(
        t["amount"] for t in result["transfers"] if t["from"] == "table"
    )
    assert sum(result["payments"].values()) + table == 0
