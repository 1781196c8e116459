"""Each phone reads its own language: the host builds every message (the moves offered, what
happened, refusals, errors, hints) in the language the phone's hello names, whatever the host's,
and in the host's language for a phone whose own the app does not speak."""
import json
import re

import pytest
from tests.net.phones import run, table

from gamenight.core.seat_messages import RefusedAction
from gamenight.net import phone_language
from gamenight.net.host import TableHost
from gamenight.net.phone_language import sentence
from gamenight.net.serve import parse_seats, start_match


def okey_host() -> TableHost:
    """Okey for four phones, dealt, with the first two named Ada and Bo."""
    match = start_match("okey", parse_seats("phone,phone,phone,phone", "okey"), seed=3)
    host = TableHost(match, {0, 1, 2, 3})
    while host.automatic_step():
        pass
    host.rename(0, "Ada")
    host.rename(1, "Bo")
    return host


def test_the_host_builds_two_phones_messages_in_their_two_languages(monkeypatch):
    host = okey_host()
    first = host.match.current_player
    other = (first + 1) % 4
    said = []

    def spied(text, language):  # the engine's words pass through translated_in, in the phone's language
        said.append(language)
        return f"<{language}> {text}"

    monkeypatch.setattr(phone_language, "translated_in", spied)
    turkish, english = host.view_message(first, language="tr"), host.view_message(first, language="en")
    assert turkish["language"] == "tr" and english["language"] == "en"
    assert turkish["actions"] and all(offer["words"].startswith("<tr> ") for offer in turkish["actions"])
    assert all(offer["words"].startswith("<en> ") for offer in english["actions"])
    assert [o["action"] for o in turkish["actions"]] == [o["action"] for o in english["actions"]]
    monkeypatch.undo()

    host.act(first, turkish["actions"][0]["action"])
    name = host.names[first]
    assert re.fullmatch(rf"{name} (kırmızı|siyah|mavi|sarı) \d+ . taşını attı\.",
                        host.view_message(other, language="tr")["events"][-1])  # the move, reported
    assert re.fullmatch(rf"{name} discarded the (red|black|blue|yellow) \d+ .\.",
                        host.view_message(other, language="en")["events"][-1])
    host.undo(first)
    assert host.view_message(first, language="tr")["events"][-1] == f"{name} bir hamlesini geri aldı."
    assert host.view_message(other, language="en")["events"][-1] == f"{name} took a move back."
    assert host.public_view_message("tr")["events"][-1] == f"{name} bir hamlesini geri aldı."  # spectators too

    with pytest.raises(RefusedAction) as refusal:
        host.act(other, turkish["actions"][0]["action"])
    assert sentence(refusal.value.reason, "tr") == "Sıra sizde değil."
    assert sentence(refusal.value.reason, "en") == "It is not your turn."
    with pytest.raises(RefusedAction) as refusal:
        host.undo(other)
    assert sentence(refusal.value.reason, "tr") == "Geri alınacak hamleniz yok."


def test_a_turkish_sentence_is_capitalised_by_turkish_rules():
    from gamenight.core.words import words

    hint_refused = words("PhoneServer", "A hint is for your own turn.")
    assert sentence(hint_refused, "tr") == "İpucu yalnızca kendi sıranızda alınır."
    assert sentence("it works", "tr") == "İt works." and sentence("it works", "en") == "It works."


def test_each_phone_gets_its_errors_and_views_in_its_own_language_over_the_socket():
    async def scenario():
        async with table("okey", "phone,phone,phone,bot", seed=2) as t:
            t.server.language = "en"
            ada = await t.phone(t.keys.tokens[0], "Ada", language="tr")
            bo = await t.phone(t.keys.tokens[1], "Bo", language="en")
            cem = await t.phone(t.keys.tokens[2], "Cem", language="fr")  # not spoken: the host's
            for phone, language in ((ada, "tr"), (bo, "en"), (cem, "en")):
                assert (await phone.until(lambda d: d["type"] == "view"))["language"] == language
                await phone.send("{not json")
            assert (await ada.until(lambda d: d["type"] == "error"))["reason"] == "Bu mesaj JSON değildi."
            assert (await bo.until(lambda d: d["type"] == "error"))["reason"] == "That message was not JSON."
            assert (await cem.until(lambda d: d["type"] == "error"))["reason"] == "That message was not JSON."

            t.server.language = "tr"
            late = await t.phone(t.keys.spectator, language="de")
            assert (await late.until(lambda d: d["type"] == "view"))["language"] == "tr"
            wrong = await t.phone("no-such-token", language="tr")
            refused = await wrong.until(lambda d: d["type"] == "refused")
            assert refused["reason"].startswith("Bu bağlantı bu masada bir yer açmıyor")
            async with t.session.get(t.url("/")) as page:
                assert '<html lang="tr">' in await page.text()
            t.server.language = "en"
            async with t.session.get(t.url("/")) as page:
                assert '<html lang="en">' in await page.text()
            assert ada.view["turn"] == 1  # Bo's turn (seed 2): a hint is not Ada's to ask for
            await ada.send(json.dumps({"type": "hint"}))
            refused = await ada.until(lambda d: d["type"] == "error")
            assert refused["reason"] == "İpucu yalnızca kendi sıranızda alınır."
            await bo.send(json.dumps({"type": "hint"}))
            assert (await bo.until(lambda d: d["type"] == "hint"))["words"][0].isupper()
    run(scenario())


def test_a_phones_hint_gives_the_bots_reason_in_the_phones_language():
    """The host's window reads English; the Turkish phone's hint says the move and the hard bot's
    reason in Turkish (a whole Turkish sentence, its average written with a decimal comma)."""
    async def scenario():
        async with table("okey", "phone,bot:easy,bot:easy,bot:easy", seed=6) as t:
            t.server.language = "en"
            ada = await t.phone(t.keys.tokens[0], "Ada", language="tr")
            view = await ada.until(lambda d: d["type"] == "view" and d["actions"])
            await ada.send({"type": "hint"})
            hint = await ada.until(lambda d: d["type"] == "hint")
            assert hint["action"] == {"kind": "take_discard"}
            assert [offer["words"] for offer in view["actions"] if offer["action"] == hint["action"]] == ["yerden al"]
            assert re.fullmatch(r"Yerden al: Elinizde .+ taşıyla per ve serilerde \d+ taş olur, değeri \d+; ortadan "
                                r"çekilen bir taşın değeri ortalama \d+,\d\.", hint["words"]), hint["words"]
    run(scenario())


def test_the_words_an_action_shows_are_put_in_the_phones_language(monkeypatch):
    """A Jokers move's `shows` name each marble and what it does: words of the engine, in the
    phone's language like the move's own."""
    from dataclasses import replace

    from gamenight.core.seat_messages import seat_message
    from gamenight.core.words import words
    from gamenight.games.jokers.rules import JokersState

    match = start_match("jokers", parse_seats("phone,phone,phone,phone", "jokers"), seed=13)
    host = TableHost(match, {0, 1, 2, 3})
    while host.automatic_step():
        pass
    shows = JokersState.shows
    marble = words("jokers", "marble on {hole}")

    def shown_in_words(state, action):
        travels = shows(state, action)
        return None if travels is None else tuple(replace(t, who=marble(hole=t.marble)) for t in travels)

    monkeypatch.setattr(JokersState, "shows", shown_in_words)
    message = seat_message(match.info, match.state, match.current_player, say=lambda text: f"<tr> {text}")
    travels = [travel for offer in message["actions"] for travel in offer.get("shows", [])]
    assert travels and all(travel["who"] == f"<tr> marble on {travel['marble']}" for travel in travels)


def test_the_desktop_hosts_phones_read_the_apps_language_when_their_own_is_not_spoken():
    from gamenight.net.phone_language import host_language, phone_language
    from gamenight.table.language import install_language

    try:
        install_language("tr")
        assert host_language() == "tr" and phone_language("fr", host_language()) == "tr"
        assert phone_language("en", host_language()) == "en"
        install_language("en")
        assert host_language() == "en" and phone_language(None, host_language()) == "en"
    finally:
        install_language("en")
