#!/usr/bin/env bash
# `backup` and `merge` as a user meets them, on real database files: a backup to a named
# file or into the backups folder opens and holds the same records, and never replaces a
# file; a merge of another computer's database adds what is missing once, reports a
# session with the same id but another move log, and refuses a newer or foreign file;
# `check` says ok or names the damage.
. "$(dirname "$0")/lib.sh"

export HOME=$work/home XDG_STATE_HOME=$work/state
unset TRIBUTARY_DB
db=$work/here.db
for game in river-wild roaring-river; do
  expect 0 "$game imports" -- "$bin" import "$(example "$game" finished)" --db "$db"
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

# 2. Merging another computer's database: it started from a copy of this one.
there=$work/there.db
expect 0 "the other computer's copy" -- "$bin" backup -o "$there" --db "$db"
expect 0 "a game played there" -- "$bin" import "$(example wodny-szlak finished)" --db "$there"
expect 0 "merge" -- "$bin" merge "$there" --db "$db"
contains "what was added and what was there" "$out" "1 session added, 2 already there, 0 conflicts"
contains "the added session" "$out" "session 3 (wodny-szlak: Ada, Bo, Cy) from its session 3"
expect 0 "records after the merge" -- "$bin" records --db "$db"
contains "the merged game counts" "$out" "wodny-szlak"
merged=$out
expect 0 "merge again" -- "$bin" merge "$there" --db "$db"
contains "nothing added" "$out" "0 sessions added, 3 already there, 0 conflicts"
expect 0 "records after merging twice" -- "$bin" records --db "$db"
[ "$out" = "$merged" ] && pass || fail "a second merge changed the records"

# The same game went on differently there: its last move differs.
if command -v sqlite3 >/dev/null; then
  expect 0 "a game in progress here" -- "$bin" import "$(example river-wild midgame)" --db "$db"
  expect 0 "copied there" -- "$bin" merge "$db" --db "$there"
  sqlite3 "$there" "DELETE FROM moves WHERE session_id = 4 AND seq = (SELECT max(seq) FROM moves WHERE session_id = 4)"
  expect 0 "merge a conflict" -- "$bin" merge "$there" --db "$db"
  contains "the conflict is reported" "$out" "0 sessions added, 3 already there, 1 conflict."
  contains "kept side by side" "$out" "session 5 (river-wild: Ada) from its session 4, beside session 4"
  expect 0 "merge the conflict again" -- "$bin" merge "$there" --db "$db"
  contains "nothing added" "$out" "0 sessions added, 4 already there, 0 conflicts"
fi

# 3. Files a merge refuses, changing nothing.
expect 2 "a missing file" -- "$bin" merge "$work/none.db" --db "$db"
printf 'shopping list\n' >"$work/notes.db"
expect 3 "not a database" -- "$bin" merge "$work/notes.db" --db "$db"
contains "nothing merged" "$err" "nothing was merged"
expect 0 "a newer computer's copy" -- "$bin" backup -o "$work/newer.db" --db "$there"
printf '\x00\x00\x03\xe7' | dd of="$work/newer.db" bs=1 seek=60 conv=notrunc 2>/dev/null
expect 3 "a newer schema is refused" -- "$bin" merge "$work/newer.db" --db "$db"
contains "says so" "$err" "newer version of Tributary (schema 999)"
expect 2 "merge takes one file" -- "$bin" merge --db "$db"
expect 0 "records at the end" -- "$bin" records --db "$db"
[ "$out" = "$merged" ] && pass || fail "a refused merge changed the records"

# 4. `check`: every page read, nothing written beside the file.
expect 0 "check the database in use" -- "$bin" check --db "$db"
contains "says ok" "$out" "ok: $db is intact"
expect 0 "check a named file" -- "$bin" check "$work/copy.db"
if [ -e "$work/copy.db-wal" ] || [ -e "$work/copy.db-shm" ]; then fail "check left a journal"; else pass; fi
cp "$work/copy.db" "$work/damaged.db"
# Page 2, the root of the first table: its b-tree header becomes noise.
head -c 2048 /dev/urandom | dd of="$work/damaged.db" bs=1 seek=4096 conv=notrunc 2>/dev/null
before=$(cksum <"$work/damaged.db")
expect 3 "a damaged file" -- "$bin" check "$work/damaged.db"
contains "names the problem" "$out" "is damaged: PRAGMA quick_check reports"
contains "offers the repair" "$out" "tributary repair $work/damaged.db"
[ "$before" = "$(cksum <"$work/damaged.db")" ] && pass || fail "check changed the damaged file"
expect 3 "not a database" -- "$bin" check "$work/notes.db"
expect 3 "no such file" -- "$bin" check "$work/none.db"
expect 2 "check takes one file" -- "$bin" check "$work/copy.db" "$db"

finish
