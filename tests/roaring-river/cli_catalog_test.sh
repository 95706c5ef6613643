#!/usr/bin/env bash
# Roaring River's catalog on the command line: a generous correction checked, installed as
# its differences only, used by --user-catalog alone (table files stay reproducible), kept
# by a session imported with it, and reset.
# Usage: cli_catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/catalog_lib.sh"

expect 0 "check --json on a good file" -- "$bin" catalog check roaring-river "$golden/roaring-river-generous.json" --json
same_as_golden check-generous.json "$out"

# Import installs only the differences; the export then shows the user's catalog.
expect 0 "import a correction" -- "$bin" catalog import roaring-river "$golden/roaring-river-generous.json"
same_as_golden import-generous.txt "$out"
same_as_golden user-roaring-river.json "$(cat "$user_dir/roaring-river.json")"
expect 0 "export the user's catalog" -- "$bin" catalog export roaring-river
contains "export shows the correction" "$out" '"hearts": 4'
contains "export is complete" "$out" '"view-fanatic"'

# Table files stay reproducible: the user's catalog only with --user-catalog.
table=$(example roaring-river finished)
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

# Reset.
expect 0 "reset" -- "$bin" catalog reset roaring-river
contains "reset message" "$out" "removed your Roaring River catalog"
if [ ! -e "$user_dir/roaring-river.json" ]; then pass; else fail "reset left the file"; fi
expect 0 "reset again" -- "$bin" catalog reset roaring-river
contains "reset without a file" "$out" "there was no user catalog for Roaring River"
expect 0 "score after the reset" -- "$bin" score "$table" --json --user-catalog
if [ "$bundled_score" == "$out" ]; then pass; else fail "after a reset --user-catalog differs"; fi

finish
