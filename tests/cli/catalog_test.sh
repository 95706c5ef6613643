#!/usr/bin/env bash
# `tributary catalog …` and --user-catalog as a user meets them: exit codes, messages with
# the JSON path, golden outputs, and the user's catalog file.
# Usage: catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
golden=$src/tests/data/cli/catalog
# Never touch the user's own catalogs or database.
export XDG_DATA_HOME=$work/data TRIBUTARY_DB=$work/default.db
user_dir=$XDG_DATA_HOME/tributary/catalogs

same_as_golden() {  # same_as_golden NAME TEXT (the golden file's folder prefix replaced)
  local want
  want=$(sed "s|@GOLDEN@|$golden|g; s|@WORK@|$work|g" "$golden/$1")
  if [ "$2" == "$want" ]; then pass; else
    fail "$1 differs:"; diff <(echo "$2") <(echo "$want") | head -20
  fi
}

# Usage errors.
expect 2 "no action" -- "$bin" catalog
contains "usage" "$err" "usage: tributary catalog"
expect 2 "unknown action" -- "$bin" catalog list river-wild
expect 2 "check without a file" -- "$bin" catalog check river-wild
expect 2 "unknown game" -- "$bin" catalog export chess
contains "unknown game lists the games" "$err" "river-woods"

# Every game: the export is complete, checks clean and equals the bundled catalog.
for game in $("$bin" --list-games | cut -f1); do
  expect 0 "export $game" -- "$bin" catalog export "$game" -o "$work/$game.json"
  expect 0 "check the $game export" -- "$bin" catalog check "$game" "$work/$game.json"
  contains "$game export has no differences" "$out" "no component differs from the bundled one"
  expect 0 "import the bundled $game" -- "$bin" catalog import "$game" "$work/$game.json"
  contains "$game bundled import" "$out" "the bundled one is in effect"
  if [ ! -e "$user_dir/$game.json" ]; then pass; else fail "$game: a bundled import kept a file"; fi
done
expect 0 "export to stdout" -- "$bin" catalog export river-wild
contains "River Wild's export has its grid" "$out" '"grid"'
if [ "$out" == "$(cat "$work/river-wild.json")" ]; then pass; else fail "-o and stdout differ"; fi

# Malformed catalogs: exit 2, the message names the JSON path; --json like `score`.
check_bad() {  # check_bad GAME FIXTURE PATH
  expect 2 "check $2" -- "$bin" catalog check "$1" "$golden/$2.json"
  contains "$2 message" "$err" "$golden/$2.json: $3: "
  expect 2 "check $2 --json" -- "$bin" catalog check "$1" "$golden/$2.json" --json
  contains "$2 json path" "$out" "\"path\": \"$3\""
  expect 2 "import $2" -- "$bin" catalog import "$1" "$golden/$2.json"
  if [ ! -e "$user_dir/$1.json" ]; then pass; else fail "import of $2 installed a file"; fi
}
check_bad river-wild river-wild-short-row /cards/c03/rows/0
check_bad river-wild river-wild-animal-on-river /cards/c02/items/1/at
check_bad river-wild river-wild-unknown-section /decks
check_bad wodny-szlak wodny-szlak-bad-arm /tiles/base-01/items/0/arm
check_bad river-woods river-woods-unknown-start /maps/flower/0/tile
expect 2 "check a syntax error" -- "$bin" catalog check river-wild "$golden/syntax-error.json"
contains "syntax error position" "$err" "line 3, column 33"
expect 2 "check a syntax error --json" -- "$bin" catalog check river-wild "$golden/syntax-error.json" --json
contains "syntax error json" "$out" '"line": 3'
expect 2 "check a missing file" -- "$bin" catalog check river-wild "$work/nope.json"
contains "missing file" "$err" "cannot be read"
echo '[1, 2]' >"$work/array.json"
expect 2 "check a non-object" -- "$bin" catalog check river-wild "$work/array.json"
contains "non-object" "$err" "a catalog is a JSON object"
expect 0 "check --json on a good file" -- "$bin" catalog check roaring-river "$golden/roaring-river-generous.json" --json
same_as_golden check-generous.json "$out"
expect 2 "a Wodny szlak catalog is not a River Wild one" -- "$bin" catalog check river-wild "$work/wodny-szlak.json"
contains "wrong game" "$err" "unknown key"

# Import installs only the differences; the export then shows the user's catalog.
expect 0 "import a correction" -- "$bin" catalog import roaring-river "$golden/roaring-river-generous.json"
same_as_golden import-generous.txt "$out"
same_as_golden user-roaring-river.json "$(cat "$user_dir/roaring-river.json")"
expect 0 "export the user's catalog" -- "$bin" catalog export roaring-river
contains "export shows the correction" "$out" '"hearts": 4'
contains "export is complete" "$out" '"view-fanatic"'

# Table files stay reproducible: the user's catalog only with --user-catalog.
table=$examples/roaring-river-finished.json
expect 0 "score with the bundled catalog" -- "$bin" score "$table" --json
bundled_score=$out
expect 0 "score with the user's catalog" -- "$bin" score "$table" --json --user-catalog
if [ "$bundled_score" != "$out" ]; then pass; else fail "--user-catalog changed nothing"; fi
# Ada (the Thrill-seeker) lands on 3F, 4M and 4: 3 cards × 4 hearts = 12 with the user's
# card, 1 + 2 + 2 = 5 with the bundled one.
contains "user catalog score" "$out" '"score": 12'
expect 0 "validate with the user's catalog" -- "$bin" validate "$table" --user-catalog
expect 0 "import with the user's catalog" -- "$bin" import "$table" --user-catalog --db "$work/s.db"
expect 0 "export that session" -- "$bin" export 1 --db "$work/s.db"
contains "the session keeps the user's catalog" "$out" '"hearts":4'
expect 0 "import without the flag" -- "$bin" import "$table" --db "$work/s.db"
expect 0 "export the second session" -- "$bin" export 2 --db "$work/s.db"
case "$out" in *'"hearts":4'*) fail "a plain import used the user's catalog" ;; *) pass ;; esac

# A damaged user catalog is reported with its file, not silently ignored.
cp "$golden/syntax-error.json" "$user_dir/river-wild.json"
expect 2 "export with a damaged user catalog" -- "$bin" catalog export river-wild
contains "damaged user catalog names its file" "$err" "$user_dir/river-wild.json: JSON syntax error"
expect 2 "score --user-catalog with a damaged one" -- "$bin" score "$examples/river-wild-finished.json" --user-catalog
expect 0 "score without the flag ignores it" -- "$bin" score "$examples/river-wild-finished.json"

# Reset.
expect 0 "reset" -- "$bin" catalog reset roaring-river
contains "reset message" "$out" "removed your Roaring River catalog"
if [ ! -e "$user_dir/roaring-river.json" ]; then pass; else fail "reset left the file"; fi
expect 0 "reset again" -- "$bin" catalog reset roaring-river
contains "reset without a file" "$out" "there was no user catalog for Roaring River"
expect 0 "score after the reset" -- "$bin" score "$table" --json --user-catalog
if [ "$bundled_score" == "$out" ]; then pass; else fail "after a reset --user-catalog differs"; fi

finish
