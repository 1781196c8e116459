"""The night's band over a game's views (net/night_host.py) is made once and kept through the
game's moves, and made again as soon as anything it shows changes: someone's presence or a game's
result. Each time it is the band made afresh."""
from tests.night.night_table import night_played
from tests.night.nights import play_to_the_end

from gamenight.core.codec import Memo
from gamenight.core.match import Match
from gamenight.net.host import TableHost
from gamenight.net.night_host import NightHost


def test_the_band_is_kept_through_a_games_moves_and_made_again_when_what_it_shows_changes():
    night, records = night_played(1, names=["Ada", "Bo", "Cy", "Di", "Ed"], program=["goker", "okey", "pokeno"])
    host = NightHost(night, records)

    def start(seed: int) -> Match:
        match = Match.from_record(night.start_game(seed=seed))
        host.play(TableHost(match, set(range(len(match.seats)))))
        return match

    def band() -> dict:
        made = host.view_message(0, Memo())["night"]
        assert made["standings"] == host._standings() and made["number"] == len(night.record.games)
        return made

    okey = start(2)
    first = band()
    for _ in range(6):  # the deal and some moves: nothing the band shows
        if not host.automatic_step():
            okey.apply(okey.state.legal_actions()[0], okey.current_player)
        assert band() is first
    night.set_presence(night.record.people[4].person.uid, "away")
    away = band()
    assert away is not first and [line["phone"] for line in away["standings"]].count(False) == 1
    play_to_the_end(okey.record)
    night.game_finished(okey.record)
    start(3)
    after = band()
    assert after is not away and after["number"] == 3
    assert [line["points"] for line in after["standings"]] != [line["points"] for line in away["standings"]]
