"""The port a phone table listens on is a setting: kept in the settings file, checked when read,
and chosen in Preferences."""
from gamenight.app.preferences import PreferencesDialog
from gamenight.storage.settings import PHONE_PORT, Settings, load_settings, save_settings


def test_the_phone_port_is_kept_and_a_bad_one_falls_back(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(phone_port=9100))
    assert load_settings(path)[0].phone_port == 9100
    for bad in (80, 70000, True):
        assert Settings(phone_port=bad).validated().phone_port == PHONE_PORT
    path.write_text('{"phone_port": "9100"}')
    settings, notice = load_settings(path)
    assert settings.phone_port == PHONE_PORT and notice


def test_preferences_choose_the_phone_port_and_keep_the_rest(qtbot):
    dialog = PreferencesDialog(Settings(phone_port=9000, window_geometry="abc"))
    qtbot.addWidget(dialog)
    assert dialog.phone_port.value() == 9000
    dialog.phone_port.setValue(9200)
    chosen = dialog.settings()
    assert chosen.phone_port == 9200 and chosen.window_geometry == "abc"
