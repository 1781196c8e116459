"""The `gamenight` command: the app, or `sim`, `replay`, `view`, `serve`, `--smoke-test`.

Only the GUI paths import Qt, so the headless commands start fast and run without a display.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gamenight import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gamenight", description="Game Night: five table games.")
    parser.add_argument("--version", action="version", version=f"Game Night {__version__}")
    parser.add_argument("--smoke-test", action="store_true",
                        help="start the real UI offscreen, open every built game with bots, render every screen, exit")
    parser.add_argument("--screenshots", metavar="DIR",
                        help="with --smoke-test: save every rendered screen as PNG here")
    parser.add_argument("--smoke-report", metavar="FILE",
                        help="with --smoke-test: also write the result to FILE (a windowed build has no console)")
    parser.add_argument("--smoke-limit", metavar="SECONDS", type=float,
                        help="with --smoke-test: fail if the run is not over after this many seconds (default 180)")
    parser.add_argument("--speech-worker", action="store_true", help=argparse.SUPPRESS)  # see caller/speech_worker.py
    parser.add_argument("--sound-worker", action="store_true", help=argparse.SUPPRESS)  # see sound/worker.py
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("sim", help="bots against bots, headless")
    sim.add_argument("game", help="game id (goker, pokeno, okey, jokers, goodge)")
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument("--seats", required=True, help="bot level per seat, e.g. hard,normal,normal")
    sim.add_argument("--rounds", type=int, help="play until this many rounds are finished (instead of --games)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    replay = commands.add_parser("replay", help="replay a game record and print the result")
    replay.add_argument("file")
    view = commands.add_parser("view", help="print a seat's view as JSON after seeded random moves (docs/protocol.md)")
    view.add_argument("game", help="game id (goker, pokeno, okey, jokers, goodge)")
    view.add_argument("--seed", type=int, default=1, help="the game's seed, and the moves' (default 1)")
    view.add_argument("--moves", type=int, default=0, help="random legal moves made first (default 0)")
    view.add_argument("--players", type=int, help="number of players (default: the game's own)")
    whose = view.add_mutually_exclusive_group(required=True)
    whose.add_argument("--seat", type=int, help="the seat (0 is the first) whose view to print")
    whose.add_argument("--public", action="store_true", help="print the public view (a spectator's, the TV's)")
    serve = commands.add_parser("serve", help="host a table for phones, with no window")
    serve.add_argument("game", nargs="?", help="game id (goker, pokeno, okey, jokers, goodge)")
    serve.add_argument("--seats", help="each seat: phone, bot or bot:LEVEL, e.g. phone,bot,bot:hard")
    serve.add_argument("--resume", nargs="?", const="", metavar="MATCH",
                       help="open a saved phone table again: one whose host was killed, else the newest "
                            "(or the one whose id starts with MATCH); never one another serve plays")
    serve.add_argument("--host", help="the address to listen on (default: the one of the default route)")
    serve.add_argument("--port", type=int, default=8765, help="the port (the next free one if taken; default 8765)")
    serve.add_argument("--seed", type=int, help="the game's seed, or a night's: its game N is dealt with SEED + N - 1, "
                                                "resumed or not (default: random deals)")
    serve.add_argument("--pace", type=float, default=0.6, help="seconds between two bot moves (default 0.6)")
    serve.add_argument("--night", metavar="GAME[,GAME...]",
                       help="host a night: these games in order, each with its house rules as GAME:OPTION=VALUE:..."
                            " (e.g. goker:level1=10,okey,pokeno)")
    serve.add_argument("--people", metavar="NAME:phone|bot[:LEVEL],...",
                       help="with --night: the night's people, each on a phone, and its bots (never ranked)")
    serve.add_argument("--pause", type=float, default=60.0,
                       help="with --night: seconds before the next game starts unless every phone person has "
                            "sent Ready sooner (default 60)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.speech_worker:
        from gamenight.caller.speech_worker import run_speech_worker

        return run_speech_worker()
    if args.sound_worker:
        from gamenight.sound.worker import run_sound_worker

        return run_sound_worker()
    if args.command == "sim":
        return _sim(args)
    if args.command == "replay":
        return _replay(args.file)
    if args.command == "view":
        return _view(args)
    if args.command == "serve":
        return _serve(args)
    if (args.screenshots or args.smoke_report) and not args.smoke_test:
        parser.error("--screenshots and --smoke-report go with --smoke-test")
    if args.smoke_limit is not None and (not args.smoke_test or args.smoke_limit <= 0):
        parser.error("--smoke-limit goes with --smoke-test, and is a number of seconds above 0")
    if args.smoke_test:
        from gamenight.app.smoke import SMOKE_LIMIT_S, run_smoke_test

        return run_smoke_test(args.screenshots, args.smoke_report, args.smoke_limit or SMOKE_LIMIT_S)
    from gamenight.app.application import run_app

    return run_app()


def _sim(args: argparse.Namespace) -> int:
    from gamenight.sim import simulate

    if args.games < 1 or (args.rounds is not None and args.rounds < 1):
        print("error: --games and --rounds must be at least 1", file=sys.stderr)
        return 2
    try:
        result = simulate(args.game, args.games, [level.strip() for level in args.seats.split(",")], args.seed,
                          rounds=args.rounds)
    except (KeyError, ValueError) as error:
        print(f"error: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    print(result.table())
    return 0


def _replay(path: str) -> int:
    from gamenight.core.match import Match, ReplayError
    from gamenight.core.records import GameRecord, RecordError
    from gamenight.storage.files import FileRefused, read_regular_file

    try:
        record = GameRecord.loads(read_regular_file(Path(path)).decode("utf-8"))
        match = Match.from_record(record)
    except (FileRefused, UnicodeDecodeError) as error:
        print(f"bad record: {path}: {error}", file=sys.stderr)
        return 1
    except ReplayError as error:
        print(f"illegal action at index {error.index}: {error}", file=sys.stderr)
        return 1
    except RecordError as error:
        print(f"bad record: {error}", file=sys.stderr)
        return 1
    state = match.state
    print(f"{match.info.name}: {len(record.actions)} actions replayed")
    names = (s.name for s in record.seats)
    for seat, (name, score, place) in enumerate(zip(names, state.scores(), state.placements(), strict=False)):
        print(f"  {seat + 1}. {name:<16} {score:>8g}" + (f"   place {place}" if match.is_over else ""))
    if not match.is_over:
        print("  (game not finished)")
    return 0


def _view(args: argparse.Namespace) -> int:
    import json

    from gamenight.core.random_play import random_match
    from gamenight.core.seat_messages import public_message, seat_message

    try:
        match = random_match(args.game, args.seed, args.moves, args.players)
    except (KeyError, ValueError) as error:
        print(f"error: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    if args.public:
        message = public_message(match.info, match.state)
    elif 0 <= args.seat < len(match.seats):
        message = seat_message(match.info, match.state, args.seat)
    else:
        print(f"error: --seat is 0 to {len(match.seats) - 1} in this game", file=sys.stderr)
        return 2
    print(json.dumps(message, indent=2, ensure_ascii=False))
    return 0


def _serve(args: argparse.Namespace) -> int:
    import asyncio

    from gamenight.core.records import RecordError
    from gamenight.net.serve import default_address, open_saves, parse_seats, serve, start_match

    if args.pause < 0:
        print("error: --pause is a number of seconds, 0 or more", file=sys.stderr)
        return 2
    if args.night is not None or args.people is not None:
        return _serve_night(args)
    if (args.resume is None) == (args.game is None or args.seats is None):
        print("error: give a game and --seats, --night and --people, or --resume", file=sys.stderr)
        return 2
    try:
        if args.resume is not None:
            from gamenight.net.night_resume import open_night_saves, resume

            night_saves = open_night_saves()
            found = resume(night_saves, args.resume or None)
            if isinstance(found, tuple):
                return _run_night(args, night_saves, *found)
            match, saves = found, (night_saves.autosaves, night_saves.history)
        else:
            match, saves = start_match(args.game, parse_seats(args.seats, args.game), args.seed), open_saves()
        return asyncio.run(serve(match, args.host or default_address(), args.port, args.pace, saves=saves))
    except (KeyError, ValueError, OSError, RecordError) as error:
        print(f"error: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2


def _serve_night(args: argparse.Namespace) -> int:
    from gamenight.core.records import RecordError
    from gamenight.net.night_resume import open_night_saves
    from gamenight.net.night_serve import parse_people, parse_program
    from gamenight.night.night import Night

    if args.night is None or args.people is None or args.game is not None or args.seats or args.resume is not None:
        print("error: --night goes with --people (and no game, --seats or --resume)", file=sys.stderr)
        return 2
    try:
        program = parse_program(args.night)
        people, bots = parse_people(args.people, program)
        night = Night.new(people, program, bots=bots)
        return _run_night(args, open_night_saves(), night, {}, None)
    except (KeyError, ValueError, OSError, RecordError) as error:
        print(f"error: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2


def _run_night(args: argparse.Namespace, saves, night, records, running) -> int:
    import asyncio

    from gamenight.net.night_serve import serve_night
    from gamenight.net.serve import default_address

    if args.seed is not None:  # a new night's, or a resumed one's typed again (or given to one saved without it)
        night.record.seed = args.seed
    return asyncio.run(serve_night(night, records, running, args.host or default_address(), args.port, saves,
                                   pause=args.pause, pace=args.pace))
