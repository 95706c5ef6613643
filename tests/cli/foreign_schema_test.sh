#!/usr/bin/env bash
# A trigger another program added to the database (#35 M4): `import` used to say
# "imported as session 2" while the trigger ate every move. Now the file opens read-only,
# the import exits 3 naming the trigger, nothing is stored, reading commands warn and
# still read, and `repair` copies the sessions into a clean file that imports again.
# Arguments: the binary, the source folder, the sql_run helper.
. "$(dirname "$0")/lib.sh"
sql=$3

export HOME=$work/home
unset TRIBUTARY_DB
db=$work/games.db
table=$(example "$stand_in_game" finished)
expect 0 "the first import" -- "$bin" import "$table" --db "$db"
expect 0 "the trigger is added" -- "$sql" "$db" \
  "CREATE TRIGGER eat AFTER INSERT ON moves BEGIN DELETE FROM moves WHERE session_id=NEW.session_id AND seq=NEW.seq; END;"
expect 0 "moves before" -- "$sql" "$db" "SELECT count(*) FROM moves"
moves_before=$out

expect 3 "an import into the file with the trigger fails" -- "$bin" import "$table" --db "$db"
lacks "no claim it was imported" "$out" "imported as session"
contains "names the trigger" "$err" "has a trigger \"eat\" that Tributary did not create"
contains "says it is read-only" "$err" "open read-only"
contains "names the way out" "$err" "tributary repair"
expect 0 "sessions after" -- "$sql" "$db" "SELECT count(*) FROM sessions"
[ "$out" = 1 ] && pass || fail "a session was stored: $out sessions"
expect 0 "moves after" -- "$sql" "$db" "SELECT count(*) FROM moves"
[ "$out" = "$moves_before" ] && pass || fail "moves changed: $moves_before, then $out"

expect 0 "records still read" -- "$bin" records --db "$db"
contains "with a warning" "$err" "warning: $db has a trigger \"eat\" that Tributary did not create: opened read-only"
expect 0 "export still reads" -- "$bin" export 1 --db "$db"
contains "the session's moves" "$out" '"moves"'

expect 0 "repair copies the sessions" -- "$bin" repair "$db" -o "$work/clean.db"
expect 0 "the clean file takes the import" -- "$bin" import "$table" --db "$work/clean.db"
contains "stored" "$out" "imported as session 2"
lacks "without a warning" "$err" "warning"
expect 0 "both sessions' moves are there" -- "$sql" "$work/clean.db" \
  "SELECT count(*) = 2 * $moves_before FROM moves"
[ "$out" = 1 ] && pass || fail "the clean file lacks moves"
expect 0 "no trigger in the clean file" -- "$sql" "$work/clean.db" \
  "SELECT count(*) FROM sqlite_schema WHERE name = 'eat'"
[ "$out" = 0 ] && pass || fail "the trigger came along"
finish
