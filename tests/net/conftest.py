"""The phone page's browser fixtures: Chromium (one per test module), a phone's page in it (in a
language, if asked), `gamenight serve` in a child process, and games served here with every
message checked for leaks (see watched.py)."""
import pytest
from tests.net.browser import CHROMIUM, CHROMIUM_FLAGS, PHONE, Served, need_browser
from tests.net.watched import WatchedTable


@pytest.fixture(scope="module")
def browser():
    need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def phone_in(browser):
    """`phone_in(locale)`: a phone's page whose browser speaks `locale` ("tr-TR"); no script error
    may happen on it."""
    opened = []

    def open_page(locale=None):
        context = browser.new_context(**PHONE, **({"locale": locale} if locale else {}))
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        opened.append((context, errors))
        return page

    yield open_page
    for context, errors in opened:
        context.close()
        assert errors == []


@pytest.fixture
def phone(phone_in):
    return phone_in()


@pytest.fixture
def serve(tmp_path):
    started = []

    def start(game, seats, seed=1, environment=None):
        served = Served(game, seats, seed, tmp_path, environment=environment)
        started.append(served)
        return served

    yield start
    for served in started:
        served.stop()


@pytest.fixture
def watched():
    """A game served here with every message checked for leaks (see watched.py)."""
    started = []

    def start(game, seats, seed=1, prepare=None):
        table = WatchedTable(game, seats, seed, prepare)
        started.append(table)
        return table

    yield start
    for table in started:
        table.stop()
