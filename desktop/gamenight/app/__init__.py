"""The Qt application: main window, launcher, new-game dialog, history and charts, preferences."""
