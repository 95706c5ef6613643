#!/usr/bin/env bash
# A game added as its own folders only: copies the repository to a temporary folder, drops
# in the stub game of stub/ (src/games/stub-game/, src/ui/stub-game/, data/stub-game/,
# tests/stub-game/; no existing file is replaced), builds the copy and checks that
# everything that goes through the registry picks the game up: --list-games, the usage
# text, `score --json` on a table file, its BG Stats facts in `export --bgstats`, its solo
# analysis in `analyse --json`, its F1 keys (and no results analysis panel, as it has none),
# its catalog art, the stub's own tests, and the GUI smoke test pointed at that game (its
# setup dialog, catalog editor and board, with the layout check).
#   check.sh [WORK_DIR]   (default: a new temporary folder, removed afterwards)
# Needs xvfb-run for the GUI part. Builds with JOBS jobs (default: every core, nproc) and
# prints its timings. The copy is built in its own build/ with the flags of ./dev's build/,
# so with ccache every file the stub does not change comes from the cache; the count of
# compiles and cache hits is printed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
if [ $# -gt 0 ]; then
  work=$1
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
copy=$work/repo
build=$copy/build
started=$(date +%s)
elapsed() { echo "$(($(date +%s) - started)) s"; }

# The repository as committed or being edited, without build trees and git's own files.
rm -rf "$copy"
mkdir -p "$copy"
(cd "$repo" && find . -mindepth 1 -maxdepth 1 ! -name '.git' ! -name 'build*' ! -name out \
  -exec cp -a {} "$copy/" \;)
(cd "$here/stub" && find . -type f) | while read -r file; do
  if [ -e "$copy/$file" ]; then
    echo "FAIL the stub game would replace $file" >&2
    exit 1
  fi
done
cp -a "$here/stub/." "$copy/"
echo "stub game added: $(cd "$here/stub" && find . -type f | wc -l) files in new folders ($(elapsed))"

# Only what the checks run, configured as ./dev configures build/ (the same generator and
# flags, so the compile lines match and ccache can serve them).
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$copy" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DTRIBUTARY_BENCH=OFF >"$work/configure.log"
CCACHE_STATSLOG=$work/ccache.log cmake --build "$build" -j"${JOBS:-$(nproc)}" \
  --target tributary test_stub_game test_stub_game_view png_check >"$work/build.log"
cached=""
if [ -f "$work/ccache.log" ]; then
  cached=", $(CCACHE_STATSLOG=$work/ccache.log ccache --show-log-stats -v 2>/dev/null |
    sed -n 's/^ *Hits: *\([0-9]*\) *\/ *\([0-9]*\).*/\1 of \2 compiles from the cache/p' | head -n 1)"
fi
echo "built tributary, test_stub_game, test_stub_game_view and png_check ($(elapsed)$cached)"

bin=$build/src/tributary
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }

if "$build/tests/stub-game/test_stub_game" >"$work/test.log" 2>&1; then
  ok "the stub's own tests (tests/stub-game/)"
else
  bad "the stub's own tests: $(tail -n 20 "$work/test.log")"
fi

# F1 lists each game's keys from its view, found by the game's id as the help window does;
# the results find no analysis panel for it (its view folder has no analysis_panel.cpp).
if "$build/tests/stub-game/test_stub_game_view" >"$work/view-test.log" 2>&1; then
  ok "its F1 keys reach the app through the view registry; no results analysis is registered"
else
  bad "the F1 keys: $(tail -n 20 "$work/view-test.log")"
fi

# Last, after the repository's own games (each a folder of src/games/); the stub gives no
# order of its own.
listed=$("$bin" --list-games)
ids=$(cut -f1 <<<"$listed")
own=$(find "$repo/src/games" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
if [ "$(tail -n 1 <<<"$ids")" = stub-game ] && [ "$(head -n -1 <<<"$ids" | sort)" = "$own" ] &&
  grep -qx $'stub-game\tStub Game\t1-2' <<<"$listed"; then
  ok "--list-games lists it last"
else
  bad "--list-games: $listed"
fi

# "…, <the game before it> and Stub Game."
before=$(tail -n 2 <<<"$listed" | head -n 1 | cut -f2)
usage=$("$bin" --help)
if grep -qF "$before and Stub Game." <<<"$usage"; then
  ok "the usage text names it"
else
  bad "usage: $(head -n 1 <<<"$usage")"
fi

table=$here/stub/tests/stub-game/finished.json
if "$bin" score --json "$table" >"$work/score.json" &&
  grep -q '"game": "stub-game"' "$work/score.json" && grep -q '"score": 4' "$work/score.json"; then
  ok "score --json of a stub table"
else
  bad "score --json: $(cat "$work/score.json")"
fi

# BG Stats: the play of a stored stub session carries the facts the stub reads.
"$bin" import "$table" --db "$work/stub.db" >/dev/null
if "$bin" export 1 --bgstats --db "$work/stub.db" >"$work/play.json" &&
  grep -q 'A pile of [0-9]* stones' "$work/play.json"; then
  ok "export --bgstats carries its play facts"
else
  bad "export --bgstats: $(head -c 400 "$work/play.json")"
fi

# Its solo analysis, from src/games/stub-game/analysis/ alone: the sum of the stones.
solo=$here/stub/tests/stub-game/solo.json
if "$bin" analyse --json --seconds 1 "$solo" >"$work/analysis.json" &&
  tr -d ' \n' <"$work/analysis.json" | grep -q '"best":{"proven":true,"score":6}'; then
  ok "analyse --json of a solo stub table"
else
  bad "analyse --json: $(head -c 400 "$work/analysis.json")"
fi

if command -v xvfb-run >/dev/null; then
  if SMOKE_GAME=stub-game SMOKE_TABLE=$here/stub/tests/stub-game/midgame.json xvfb-run -a -s "-screen 0 1400x900x24" \
    "$copy/tests/gui/smoke.sh" "$bin" "$build/tests/gui/png_check" "$work/smoke" >"$work/smoke.log" 2>&1; then
    ok "GUI smoke test of its views ($(grep -c '^ok' "$work/smoke.log") checks)"
  else
    bad "GUI smoke test: $(grep -v '^ok' "$work/smoke.log")"
  fi
  # Its catalog editor draws the stub's own pictures (stones in #C0FFEE).
  if xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --screenshot "$work/catalog.png" --size 1280x720 \
    --db "$work/catalog.db" --view catalog --game stub-game >"$work/catalog.log" 2>&1 &&
    "$build/tests/gui/png_check" --locate C0FFEE "$work/catalog.png" 400 >/dev/null; then
    ok "its catalog editor draws its components with its view's art"
  else
    bad "the catalog editor: no stub stone in $work/catalog.png ($(cat "$work/catalog.log"))"
  fi
else
  echo "skip the GUI smoke test: xvfb-run is not installed"
fi

echo "add a game: $passed passed, $failed failed ($(elapsed))"
[ "$failed" -eq 0 ]
