from gamenight.cli import main

raise SystemExit(main())
