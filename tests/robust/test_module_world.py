"""The `world` fixture (tests/robust/conftest.py) is built once per module, and still each
test sees it as built: what one test writes, in the database or to its objects, is gone for
the next."""

from scoring.models import Club, Player

BUILT = []


def test_a_test_may_change_the_world(world, _module_world):
    BUILT.append(id(_module_world))
    club = world.clubs["own"].club
    club.name = "Renamed"
    club.save()
    Player.objects.create(club=club, name="Zed")
    world.clubs["own"].players.append("not a player")


def test_the_next_test_sees_the_world_as_built(world, _module_world):
    BUILT.append(id(_module_world))
    club = world.clubs["own"].club
    assert club.name == "Prague"
    assert Club.objects.get(pk=club.pk).name == "Prague"
    assert not Player.objects.filter(name="Zed").exists()
    assert len(world.clubs["own"].players) == 5


def test_the_world_was_built_once_for_the_module(world, _module_world):
    BUILT.append(id(_module_world))
    assert len(set(BUILT)) == 1
