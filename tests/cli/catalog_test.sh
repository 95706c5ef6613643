#!/usr/bin/env bash
# `tributary catalog …` and --user-catalog as a user meets them, whatever the game: exit
# codes, messages with the JSON path, every game's export, check and import of its bundled
# catalog, and a damaged user catalog. Each game's own catalogs are its
# tests/<game>/cli_catalog_test.sh.
# Usage: catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/catalog_lib.sh"
finished=$(example "$stand_in_game" finished)
game=$(game_of "$finished")

# Usage errors.
expect 2 "no action" -- "$bin" catalog
contains "usage" "$err" "usage: tributary catalog"
expect 2 "unknown action" -- "$bin" catalog list "$game"
expect 2 "check without a file" -- "$bin" catalog check "$game"
expect 2 "unknown game" -- "$bin" catalog export chess
for listed in $("$bin" --list-games | cut -f1); do
  contains "unknown game lists $listed" "$err" "$listed"
done

# Every game: the export is complete, checks clean and equals the bundled catalog.
for listed in $("$bin" --list-games | cut -f1); do
  expect 0 "export $listed" -- "$bin" catalog export "$listed" -o "$work/$listed.json"
  expect 0 "check the $listed export" -- "$bin" catalog check "$listed" "$work/$listed.json"
  contains "$listed export has no differences" "$out" "no component differs from the bundled one"
  expect 0 "import the bundled $listed" -- "$bin" catalog import "$listed" "$work/$listed.json"
  contains "$listed bundled import" "$out" "the bundled one is in effect"
  if [ ! -e "$user_dir/$listed.json" ]; then pass; else fail "$listed: a bundled import kept a file"; fi
done
expect 0 "export to stdout" -- "$bin" catalog export "$game"
if [ "$out" == "$(cat "$work/$game.json")" ]; then pass; else fail "-o and stdout differ"; fi

# Malformed files: exit 2 with the position or the reason; --json like `score`.
expect 2 "check a syntax error" -- "$bin" catalog check "$game" "$golden/syntax-error.json"
contains "syntax error position" "$err" "line 3, column 33"
expect 2 "check a syntax error --json" -- "$bin" catalog check "$game" "$golden/syntax-error.json" --json
contains "syntax error json" "$out" '"line": 3'
expect 2 "check a missing file" -- "$bin" catalog check "$game" "$work/nope.json"
contains "missing file" "$err" "cannot be read"
echo '[1, 2]' >"$work/array.json"
expect 2 "check a non-object" -- "$bin" catalog check "$game" "$work/array.json"
contains "non-object" "$err" "a catalog is a JSON object"

# A damaged user catalog is reported with its file, not silently ignored.
mkdir -p "$user_dir"
cp "$golden/syntax-error.json" "$user_dir/$game.json"
expect 2 "export with a damaged user catalog" -- "$bin" catalog export "$game"
contains "damaged user catalog names its file" "$err" "$user_dir/$game.json: JSON syntax error"
expect 2 "score --user-catalog with a damaged one" -- "$bin" score "$finished" --user-catalog
expect 0 "score without the flag ignores it" -- "$bin" score "$finished"

finish
