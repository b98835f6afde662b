"""The shapes of the engine's English sentences (scripts/engine_phrases.py made this
file; phrasebook.localize translates them). Add to it by running the script again."""

from django.utils.translation import gettext_noop

PHRASES = [
    gettext_noop(
        "%(number1)s calls of one suit exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop("%(number1)s concealed pungs"),
    gettext_noop("%(number1)s concealed pungs (a marked kong from a concealed pung counts)"),
    gettext_noop(
        "%(number1)s dragon pon/kan exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop(
        "%(number1)s green calls exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop(
        "%(number1)s honour pon/kan exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop(
        "%(number1)s kans exposed before call %(number2)s (kan %(tile1)s %(tile2)s %(tile3)s %(tile4)s)"
    ),
    gettext_noop(
        "%(number1)s kans exposed before call %(number2)s (shouminkan %(tile1)s %(tile2)s %(tile3)s %(tile4)s)"
    ),
    gettext_noop("%(number1)s or fewer tiles left in the wall (%(number2)s)"),
    gettext_noop("%(number1)s points deducted from %(seat1)s's final score"),
    gettext_noop(
        "%(number1)s terminal pon/kan exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop(
        "%(number1)s wind pon/kan exposed before call %(number2)s (pon %(tile1)s %(tile2)s %(tile3)s)"
    ),
    gettext_noop("%(number1)s x %(number2)s^%(number3)s = %(number4)s is capped at the limit"),
    gettext_noop(
        "%(seat1)s claimed %(seat2)s's dangerous tile for a chow and later completed the hand (as claimed: the tiles were not recorded)"
    ),
    gettext_noop(
        "%(seat1)s claimed %(seat2)s's dangerous tile for a pung and later completed the hand (as claimed: the tiles were not recorded)"
    ),
    gettext_noop("%(seat1)s claimed %(seat2)s's discard %(tile1)s for mah-jong"),
    gettext_noop("%(seat1)s claimed %(seat2)s's discard for mah-jong"),
    gettext_noop(
        "%(seat1)s claimed the tile for mah-jong, or for a pung or chow and later completed the hand (a claim for a kong does not complete it)"
    ),
    gettext_noop("%(seat1)s declared mah-jong with an incomplete hand"),
    gettext_noop("%(seat1)s did not go mah-jong (a dirty hand cannot win)"),
    gettext_noop("%(seat1)s did not go mah-jong (a long hand cannot win)"),
    gettext_noop("%(seat1)s did not go mah-jong (a short hand cannot win)"),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s calls of one suit"
    ),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s dragon pon/kan"
    ),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s green calls"
    ),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s honour pon/kan"
    ),
    gettext_noop("%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s kans"),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s terminal pon/kan"
    ),
    gettext_noop(
        "%(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s wind pon/kan"
    ),
    gettext_noop("%(seat1)s discarded %(tile1)s, unseen, with %(number1)s tiles left in the wall"),
    gettext_noop(
        "%(seat1)s discarded the tile called for a kan whose replacement tile won: valued as tsumo, paid in full by the discarder"
    ),
    gettext_noop("%(seat1)s discarded the tile called for that kan"),
    gettext_noop("%(seat1)s had a choice of discard (exception: no choice)"),
    gettext_noop("%(seat1)s had three all-green sets exposed (sets: %(sets1)s)"),
    gettext_noop("%(seat1)s had three honour sets exposed (sets: %(sets1)s)"),
    gettext_noop("%(seat1)s had three sets of one suit exposed (sets: %(sets1)s)"),
    gettext_noop("%(seat1)s had three sets of ones or nines exposed (sets: %(sets1)s)"),
    gettext_noop("%(seat1)s had three wind sets exposed (sets: %(sets1)s)"),
    gettext_noop("%(seat1)s had two dragon sets exposed"),
    gettext_noop("%(seat1)s had two dragon sets exposed (sets: %(sets1)s)"),
    gettext_noop(
        "%(seat1)s holds %(number1)s tiles (%(tile1)s kept undeclared), more than %(number2)s"
    ),
    gettext_noop("%(seat1)s holds %(number1)s tiles (a dirty hand may hold %(number2)s)"),
    gettext_noop("%(seat1)s holds %(number1)s tiles, fewer than %(number2)s"),
    gettext_noop("%(seat1)s holds %(number1)s tiles, more than %(number2)s"),
    gettext_noop("%(seat1)s is the player who discarded it"),
    gettext_noop(
        "%(seat1)s let off a cannon: pays his own debt and the other losers' (%(number1)s)"
    ),
    gettext_noop("%(seat1)s pays a reversed mangan"),
    gettext_noop("%(seat1)s pays each player half the limit, East the full limit (A1)"),
    gettext_noop("%(seat1)s pays for all"),
    gettext_noop("%(seat1)s plays after %(seat2)s, so may claim for a chow"),
    gettext_noop("%(seat1)s proved the mah-jong"),
    gettext_noop("%(seat1)s showed the tiles for the chow"),
    gettext_noop("%(seat1)s showed the tiles for the kong"),
    gettext_noop("%(seat1)s showed the tiles for the pung"),
    gettext_noop("%(seat1)s takes the tiles back and play goes on (C2)"),
    gettext_noop(
        "%(seat1)s was not waiting for %(tile1)s with two complete doubling honours, nor for more than two (exception)"
    ),
    gettext_noop(
        "%(seat1)s was not waiting for None with two complete doubling honours, nor for more than two (exception)"
    ),
    gettext_noop("%(seat1)s won on %(seat2)s's discard"),
    gettext_noop("%(seat1)s won on %(seat2)s's discard %(tile1)s"),
    gettext_noop(
        "%(seat1)s's dirty hand scores its correctly formed sets and bonus tiles and settles normally"
    ),
    gettext_noop("%(seat1)s's discard completed the hand (ron)"),
    gettext_noop("%(seat1)s's discard was called (call %(number1)s, pon)"),
    gettext_noop(
        "%(seat1)s's hand has three dragon sets (Three Great Scholars, big three dragons) or two and a dragon pair (little three dragons)"
    ),
    gettext_noop("%(seat1)s's hand is All Symbols (honours only)"),
    gettext_noop(
        "%(seat1)s's hand is Four Blessings Hovering over the Door or has little four joys"
    ),
    gettext_noop("%(seat1)s's hand is Heads and Tails (ones and nines only)"),
    gettext_noop("%(seat1)s's hand is Imperial Jade (green tiles only)"),
    gettext_noop("%(seat1)s's hand is a pure suit (one suit, no honours)"),
    gettext_noop(
        "%(seat1)s's long hand scores nothing and pays the others the full value of their hands"
    ),
    gettext_noop(
        "%(seat1)s's mah-jong claim on the named tile was false and someone exposed tiles"
    ),
    gettext_noop(
        "%(seat1)s's plea of no choice fails (not available after claiming a discard for a chow)"
    ),
    gettext_noop(
        "%(seat1)s's plea of no choice fails (not available after claiming a discard for a pung)"
    ),
    gettext_noop(
        "%(seat1)s's plea of no choice fails (the plea stands: a hand of only dangerous tiles shown at once)"
    ),
    gettext_noop(
        "%(seat1)s's short hand scores its correctly formed sets and bonus tiles and settles normally"
    ),
    gettext_noop("%(tile1)s let %(seat1)s go mah-jong"),
    gettext_noop("%(tile1)s was a risky tile (stated: a copy was in sight)"),
    gettext_noop("%(tile1)s was a risky tile: %(number1)s copy in sight among the called tiles"),
    gettext_noop("%(tile1)s was a risky tile: no copy in sight among the called tiles"),
    gettext_noop("%(tile1)s was a risky tile: no copy visible"),
    gettext_noop("%(tile1)s was dangerous under one of rules 90a-90g"),
    gettext_noop("%(tile1)s was dangerous under rule 90a"),
    gettext_noop("%(tile1)s was dangerous under rule 90b"),
    gettext_noop("%(tile1)s was dangerous under rule 90c"),
    gettext_noop("%(tile1)s was dangerous under rule 90d"),
    gettext_noop("%(tile1)s was dangerous under rule 90e"),
    gettext_noop("%(tile1)s was dangerous under rule 90f"),
    gettext_noop("%(tile1)s was dangerous under rule 90g"),
    gettext_noop("All Symbols: only honour tiles"),
    gettext_noop(
        "Buried Treasure: four concealed pungs or kongs of one suit (honours allowed) and a pair"
    ),
    gettext_noop("Earthly Hand: a player wins on East's first discard (win.earthly)"),
    gettext_noop("Four Blessings Hovering over the Door: sets of all four winds and any pair"),
    gettext_noop("Fourfold Plenty: four kongs and a pair"),
    gettext_noop(
        "Gates of Heaven: concealed %(number1)s-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit"
    ),
    gettext_noop(
        "Gathering the Plum Blossom from the Roof: winning on the loose tile with the %(number1)s of %(suit1)s"
    ),
    gettext_noop("Heads and Tails: only 1s and 9s"),
    gettext_noop("Heavenly Hand: East's dealt hand is complete (win.heavenly)"),
    gettext_noop(
        "Imperial Jade: only green tiles: %(number1)s, %(number2)s, %(number3)s, %(number4)s, %(number5)s %(suit1)s and the %(dragon1)s"
    ),
    gettext_noop(
        "Plucking the Moon from the Bottom of the Sea: winning on the last tile of the wall with the %(number1)s of %(suit1)s"
    ),
    gettext_noop(
        "Scratching a Carrying Pole: winning by robbing a kong of the %(number1)s of %(suit1)s"
    ),
    gettext_noop(
        "Thirteen Unique Wonders: one of each %(number1)s and %(number2)s of every suit, every wind and dragon, and a duplicate of one of them"
    ),
    gettext_noop("Three Great Scholars: sets of all three dragons, another set (pung or kong"),
    gettext_noop(
        "Twofold Fortune: winning on the loose tile drawn for a kong that itself was completed by a loose tile"
    ),
    gettext_noop(
        "Wriggling Snake: %(number1)s to %(number2)s of one suit, a pair of its %(number3)s or %(number4)s, one of each wind"
    ),
    gettext_noop("a pair of %(dragon1)s among the loose tiles: declared as a pair it scores"),
    gettext_noop("a pair of %(wind1)s among the loose tiles: declared as a pair it scores"),
    gettext_noop("all four flowers"),
    gettext_noop("all four seasons"),
    gettext_noop("another player exposed tiles before the error was found"),
    gettext_noop("big four joys: four wind sets"),
    gettext_noop("big three dragons: three dragon sets"),
    gettext_noop("bonus tile %(tile1)s (flower %(number1)s)"),
    gettext_noop("bonus tile %(tile1)s (season %(number1)s)"),
    gettext_noop("call %(number1)s took a discard of %(seat1)s"),
    gettext_noop("completely concealed, the last tile included"),
    gettext_noop("concealed kong of %(dragon1)s (major)"),
    gettext_noop("concealed kong of %(number1)s %(suit1)s (major)"),
    gettext_noop("concealed kong of %(number1)s %(suit1)s (minor)"),
    gettext_noop("concealed kong of %(wind1)s (major)"),
    gettext_noop(
        "concealed pung of %(dragon1)s (concealed: completed by the self-drawn winning tile, rule %(number1)s) (major)"
    ),
    gettext_noop("concealed pung of %(dragon1)s (major)"),
    gettext_noop(
        "concealed pung of %(number1)s %(suit1)s (concealed: completed by the self-drawn winning tile, rule %(number2)s) (major)"
    ),
    gettext_noop(
        "concealed pung of %(number1)s %(suit1)s (concealed: completed by the self-drawn winning tile, rule %(number2)s) (minor)"
    ),
    gettext_noop("concealed pung of %(number1)s %(suit1)s (major)"),
    gettext_noop("concealed pung of %(number1)s %(suit1)s (minor)"),
    gettext_noop(
        "concealed pung of %(wind1)s (concealed: completed by the self-drawn winning tile, rule %(number1)s) (major)"
    ),
    gettext_noop("concealed pung of %(wind1)s (major)"),
    gettext_noop("condition %(number1)s held (as claimed: the tiles were not recorded)"),
    gettext_noop(
        "engine: %(seat1)s discarded %(tile1)s after the winner had exposed %(number1)s dragon pon/kan"
    ),
    gettext_noop(
        "engine: %(seat1)s discarded %(tile1)s, unseen, with %(number1)s tiles left in the wall"
    ),
    gettext_noop(
        "engine: not applied, failed: the winner's calls show %(number1)s dragon pon/kan and then another one called on a discard"
    ),
    gettext_noop("every score but the winner's is cancelled (A2)"),
    gettext_noop("exposed kong of %(dragon1)s (major)"),
    gettext_noop("exposed kong of %(number1)s %(suit1)s (major)"),
    gettext_noop("exposed kong of %(number1)s %(suit1)s (minor)"),
    gettext_noop("exposed kong of %(wind1)s (major)"),
    gettext_noop(
        "exposed pung of %(dragon1)s (exposed: completed by the claimed winning tile, rule %(number1)s) (major)"
    ),
    gettext_noop("exposed pung of %(dragon1)s (major)"),
    gettext_noop(
        "exposed pung of %(number1)s %(suit1)s (exposed: completed by the claimed winning tile, rule %(number2)s) (major)"
    ),
    gettext_noop(
        "exposed pung of %(number1)s %(suit1)s (exposed: completed by the claimed winning tile, rule %(number2)s) (minor)"
    ),
    gettext_noop("exposed pung of %(number1)s %(suit1)s (major)"),
    gettext_noop("exposed pung of %(number1)s %(suit1)s (minor)"),
    gettext_noop(
        "exposed pung of %(wind1)s (exposed: completed by the claimed winning tile, rule %(number1)s) (major)"
    ),
    gettext_noop("exposed pung of %(wind1)s (major)"),
    gettext_noop("fishing the eyes: %(tile1)s completed the major pair"),
    gettext_noop("fishing the eyes: %(tile1)s completed the minor pair"),
    gettext_noop("four chows and a non-scoring pair"),
    gettext_noop("four or fewer tiles were left in the wall (%(number1)s left)"),
    gettext_noop("four or fewer tiles were left in the wall (wall_tiles_left not given)"),
    gettext_noop("hand's value entered by the table"),
    gettext_noop("it was called (call %(number1)s) towards Chinitsu"),
    gettext_noop("it was called (call %(number1)s) towards Chinroutou"),
    gettext_noop("it was called (call %(number1)s) towards Daisangen"),
    gettext_noop("it was called (call %(number1)s) towards Ryuuiisou"),
    gettext_noop("it was called (call %(number1)s) towards Shousuushii"),
    gettext_noop("it was called (call %(number1)s) towards Suu Kantsu"),
    gettext_noop("it was called (call %(number1)s) towards Tsuu Iisou"),
    gettext_noop("kong of %(dragon1)s"),
    gettext_noop("kong of own wind (%(wind1)s)"),
    gettext_noop("kong of the prevailing wind (%(wind1)s)"),
    gettext_noop("limit hand: Babcock's Four Wind Hand"),
    gettext_noop("limit hand: all three sets of dragons, any other set and a pair"),
    gettext_noop("limit hand: sets of heads only (ones, nines, winds, dragons)"),
    gettext_noop("little four joys: three wind sets and a wind pair"),
    gettext_noop("little three dragons: two dragon sets and a dragon pair"),
    gettext_noop("long hand: scores nothing"),
    gettext_noop("long hand: scores nothing (its hand would have scored %(number1)s)"),
    gettext_noop("mah-jong"),
    gettext_noop("mah-jong hand's value entered by the table"),
    gettext_noop("no chows"),
    gettext_noop("no copy of %(tile1)s lay in an exposed set on the table"),
    gettext_noop(
        "no copy of %(tile1)s lay in an exposed set on the table (%(tile2)s %(tile3)s %(tile4)s)"
    ),
    gettext_noop("no penalty"),
    gettext_noop("no penalty (C3)"),
    gettext_noop("no score other than Mah-Jongg"),
    gettext_noop("not applied, failed: %(number1)s or fewer tiles left in the wall (%(number2)s)"),
    gettext_noop("not applied, failed: %(seat1)s is the player who discarded it"),
    gettext_noop("not applied, failed: %(tile1)s was a risky tile (stated: a copy was in sight)"),
    gettext_noop(
        "not applied, failed: %(tile1)s was a risky tile: %(number1)s copy in sight among the called tiles"
    ),
    gettext_noop("not applied, failed: the hand is won with Chinitsu"),
    gettext_noop("not applied, failed: the hand was won on a kan replacement tile (rinshan)"),
    gettext_noop("not scored: %(seat1)s pays for all (%(number1)s)"),
    gettext_noop(
        "not scored: %(seat1)s pays for all (%(number1)s) (its hand would have scored %(number2)s)"
    ),
    gettext_noop("not scored: %(seat1)s pays for all (A2)"),
    gettext_noop(
        "not scored: %(seat1)s pays for all (A2) (its hand would have scored %(number1)s)"
    ),
    gettext_noop("not scored: the hand ended under A1"),
    gettext_noop("not scored: the hand ended under A1 (its hand would have scored %(number1)s)"),
    gettext_noop("not scored: the hand ended under C2"),
    gettext_noop("not scored: the hand ended under C2 (its hand would have scored %(number1)s)"),
    gettext_noop("not scored: the hand ended under C3"),
    gettext_noop("not scored: the hand ended under C3 (its hand would have scored %(number1)s)"),
    gettext_noop("one suit (%(suit1)s) with honours"),
    gettext_noop("only honours"),
    gettext_noop("only major tiles"),
    gettext_noop("only possible tile %(tile1)s (as given)"),
    gettext_noop("only possible tile %(tile1)s (the hand waited only on it)"),
    gettext_noop("original call fulfilled"),
    gettext_noop("own flower and own season (%(tile1)s, %(tile2)s)"),
    gettext_noop("pair of %(dragon1)s"),
    gettext_noop("pair of %(wind1)s: own wind that is also the prevailing wind"),
    gettext_noop("pair of own wind (%(wind1)s)"),
    gettext_noop("pair of the prevailing wind (%(wind1)s)"),
    gettext_noop("pung of %(dragon1)s"),
    gettext_noop("pung of own wind (%(wind1)s)"),
    gettext_noop("pung of the prevailing wind (%(wind1)s)"),
    gettext_noop("pure suit: one suit, no honours"),
    gettext_noop("referee ruling: rejected"),
    gettext_noop("referee ruling: upheld"),
    gettext_noop("rejected by the referee"),
    gettext_noop("robbing a kong"),
    gettext_noop("scores the limit"),
    gettext_noop("the claim states no copy of %(tile1)s was among the discards (tile_unseen)"),
    gettext_noop("the claim states no copy of the tile was among the discards (tile_unseen)"),
    gettext_noop("the discard %(tile1)s is a one or a nine"),
    gettext_noop("the discard %(tile1)s is an honour"),
    gettext_noop("the discard %(tile1)s is green"),
    gettext_noop("the discard %(tile1)s is of that suit"),
    gettext_noop("the discard %(tile1)s is the fourth wind"),
    gettext_noop("the discard %(tile1)s is the third dragon"),
    gettext_noop("the discard %(tile1)s is the third dragon and makes its set in the winning hand"),
    gettext_noop(
        "the discard was dangerous under rule 90c (as claimed: the tiles were not recorded)"
    ),
    gettext_noop(
        "the discard was dangerous under rule 90g (as claimed: the tiles were not recorded)"
    ),
    gettext_noop(
        "the discard was dangerous under rules 90a-90g (as claimed: the tiles were not recorded)"
    ),
    gettext_noop("the hand ends"),
    gettext_noop("the hand is replayed"),
    gettext_noop("the hand is won with Chinitsu"),
    gettext_noop("the hand is won with Chinroutou"),
    gettext_noop("the hand is won with Daisangen"),
    gettext_noop("the hand is won with Ryuuiisou"),
    gettext_noop("the hand is won with Shousuushii"),
    gettext_noop("the hand is won with Suu Kantsu"),
    gettext_noop("the hand is won with Tsuu Iisou"),
    gettext_noop("the hand settles normally"),
    gettext_noop("the hand was won on a kan replacement tile (rinshan)"),
    gettext_noop("the offender pays the penalty, the hand ends without other scoring (C2)"),
    gettext_noop("the penalty applies (C3)"),
    gettext_noop("the penalty does not apply"),
    gettext_noop("the replacement tile is a tsumo"),
    gettext_noop(
        "the winner's calls show %(number1)s dragon pon/kan and then another one called on a discard"
    ),
    gettext_noop("the winner's last call is a kan called on a discard"),
    gettext_noop(
        "three %(dragon1)s among the loose tiles: declared as a concealed pung they score"
    ),
    gettext_noop(
        "three %(number1)s %(suit1)s among the loose tiles: declared as a concealed pung they score"
    ),
    gettext_noop("three %(wind1)s among the loose tiles: declared as a concealed pung they score"),
    gettext_noop("upheld by the referee"),
    gettext_noop("upheld by the referee although not every condition held"),
    gettext_noop("winning on a discard after the wall ran out (fish from the bottom of the river)"),
    gettext_noop("winning on the last tile of the wall (moon from the bottom of the sea)"),
    gettext_noop("winning on the loose tile (plucking the plum blossom from the roof)"),
    gettext_noop("winning tile %(tile1)s drawn from the loose tile"),
    gettext_noop("winning tile %(tile1)s drawn from the wall"),
    gettext_noop("with a chow the hand scores normally) and a pair"),
]
