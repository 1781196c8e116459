"""Entry script of the frozen bundle."""
from gamenight.cli import main

raise SystemExit(main())
