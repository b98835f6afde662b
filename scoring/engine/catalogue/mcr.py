"""MCR (Mahjong Competition Rules): the 81 fans, from the engine's own table
(scoring/engine/mcr/fans.py), and the rules around them (docs/mcr.md)."""

from ..mcr.fans import FANS
from .rule import Rule


def _text(english: str, czech: str, french: str) -> dict[str, str]:
    return {"en": english, "cs": czech, "fr": french}


def _fan_value(points: int) -> str:
    return f"{points} fan" if points == 1 else f"{points} fans"


RULES = (
    *(
        Rule(
            id=fan.rule,
            group="mcr-fans",
            values={"mcr": _fan_value(fan.points)},
            text=fan.text,
            name=fan.name,
        )
        for fan in FANS.values()
    ),
    Rule(
        id="M-minimum",
        group="mcr",
        values={"mcr": "8 fans"},
        text=_text(
            "A winning hand needs at least 8 fans; Flower Tiles do not count toward them. A "
            "declared mah-jong under 8 is a false mah-jong.",
            "Vítězná ruka potřebuje nejméně 8 fanů; květiny se do nich nepočítají. Ohlášený "
            "mahjong pod 8 fanů je falešný mahjong.",
            "Une main gagnante doit valoir au moins 8 fans, sans compter les fleurs. Un mahjong "
            "déclaré à moins de 8 est un faux mahjong.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_MINIMUM",),
    ),
    Rule(
        id="M-discard",
        group="mcr",
        values={"mcr": "8 + total / 8 / 8"},
        text=_text(
            "Won on a discard (or by robbing a kong): the discarder pays 8 points plus the "
            "hand's total, each of the other two pays 8.",
            "Vítězství na odhoz (nebo oloupením kongu): zahazující platí 8 bodů a celkovou "
            "hodnotu ruky, každý z ostatních dvou platí 8.",
            "Gagné sur une défausse (ou en volant un kong) : celui qui a défaussé paie 8 points "
            "plus la valeur de la main, chacun des deux autres paie 8.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_DISCARD",),
    ),
    Rule(
        id="M-self-drawn",
        group="mcr",
        values={"mcr": "8 + total × 3"},
        text=_text(
            "Self-drawn (from the wall or as a replacement tile): each of the other three pays "
            "8 points plus the hand's total.",
            "Vlastním tahem (ze zdi nebo náhradním kamenem): každý z ostatních tří platí 8 bodů "
            "a celkovou hodnotu ruky.",
            "Tirée soi-même (du mur ou en remplacement) : chacun des trois autres paie 8 points "
            "plus la valeur de la main.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_SELF_DRAWN",),
    ),
    Rule(
        id="M-drawn",
        group="mcr",
        values={"mcr": "0"},
        text=_text(
            "A drawn hand (the wall exhausted without a winner): nobody pays.",
            "Remíza (zeď vyčerpána bez vítěze): nikdo neplatí.",
            "Main nulle (mur épuisé sans gagnant) : personne ne paie.",
        ),
    ),
    Rule(
        id="M-false-mahjong",
        group="mcr",
        values={"mcr": "30"},
        option="false_mahjong_penalty",
        text=_text(
            "A false mah-jong (an incomplete hand, or under 8 fans): the offender pays 30 "
            "points, 10 to each other player, puts the tiles back and play goes on; the "
            "offender may not win that hand.",
            "Falešný mahjong (neúplná ruka nebo méně než 8 fanů): provinilec platí 30 bodů, 10 "
            "každému z ostatních hráčů, vrátí kameny a hra pokračuje; tuto hru už vyhrát "
            "nesmí.",
            "Faux mahjong (main incomplète ou de moins de 8 fans) : le fautif paie 30 points, "
            "10 à chacun des autres joueurs, relève ses tuiles et le jeu continue ; il ne peut "
            "plus gagner cette main.",
        ),
        notes={
            "mcr": "The Mahjong Competition Rules' chapter on fouls and penalties; "
            "the amount is the option false_mahjong_penalty (docs/mcr.md)."
        },
        detected_by=("scoring.engine.rulesets.mcr.RULE_FALSE_MAHJONG",),
    ),
    Rule(
        id="M-game",
        group="mcr",
        values={"mcr": "16 hands"},
        text=_text(
            "A game is four rounds (prevailing wind East, South, West, North) of four hands; "
            "the deal passes to the next player after every hand, whatever the result.",
            "Hra má čtyři kola (vítr kola východ, jih, západ, sever) po čtyřech rozdáních; "
            "po každém rozdání, ať skončí jakkoli, rozdává další hráč.",
            "Une partie compte quatre tours (vent dominant Est, Sud, Ouest, Nord) de quatre "
            "mains ; la donne passe au joueur suivant après chaque main, quel qu'en soit le "
            "résultat.",
        ),
    ),
)
