#!/usr/bin/env bash
# `backup` as a user meets it, on real database files: a backup to a named file or into
# the backups folder opens and holds the same records, and never replaces a file.
. "$(dirname "$0")/lib.sh"

export HOME=$work/home XDG_STATE_HOME=$work/state
unset TRIBUTARY_DB
db=$work/here.db
for game in river-wild roaring-river; do
  expect 0 "$game imports" -- "$bin" import "$examples/$game-finished.json" --db "$db"
done
expect 0 "records here" -- "$bin" records --db "$db"
records=$out

# 1. Backups.
expect 0 "a backup to a named file" -- "$bin" backup -o "$work/copy.db" --db "$db"
[ "$out" = "$work/copy.db" ] && pass || fail "prints the path: $out"
expect 0 "the copy opens" -- "$bin" records --db "$work/copy.db"
[ "$out" = "$records" ] && pass || fail "the copy holds other records: $out"
expect 2 "a backup never replaces a file" -- "$bin" backup -o "$work/copy.db" --db "$db"
contains "says why" "$err" "exists already"
expect 2 "a backup is not text" -- "$bin" backup -o - --db "$db"
expect 2 "a backup takes no file argument" -- "$bin" backup "$work/x.db" --db "$db"
expect 3 "no database, no backup" -- "$bin" backup --db "$work/none.db"
[ ! -e "$work/none.db" ] && pass || fail "backup created the database it should copy"

expect 0 "a backup into the backups folder" -- "$bin" backup --db "$db"
matches "named by the time" "$out" "$work/state/tributary/backups/tributary-????-??-??-??????*.db"
expect 0 "that backup opens" -- "$bin" records --db "$out"
[ "$out" = "$records" ] && pass || fail "the folder's backup holds other records"
expect 0 "a relative XDG_STATE_HOME is ignored" -- env XDG_STATE_HOME=state "$bin" backup --db "$db"
matches "the folder below HOME" "$out" "$work/home/.local/state/tributary/backups/tributary-*.db"

finish
