"""`python -m geo ...`: the command line."""

from .cli import main

raise SystemExit(main())
