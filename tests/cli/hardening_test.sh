#!/usr/bin/env bash
# Usage: hardening_test.sh TRIBUTARY_BINARY SOURCE_DIR
# The real binary against hostile input and hostile conditions: deep nesting, huge
# numbers, duplicate keys, control characters, oversized files, damaged databases,
# imports killed at random moments and (when a tmpfs can be mounted) a full disk. The
# defences are the app's, whatever the game; the stand-in game's finished table carries
# the attacks (a note nested in a move or a catalog card, an escape sequence as a card id:
# its shapes, lib.sh), every game's examples the checks that need no shape.
set -u
. "$(dirname "$0")/lib.sh"
mounted=""
at_exit='[ -n "$mounted" ] && umount "$mounted" 2>/dev/null'
export TRIBUTARY_DB=$work/default.db
RANDOM=1107  # seeded: the same damage and kill moments every run
repeat() {  # repeat TEXT COUNT
  local out=""
  for ((i = 0; i < $2; i++)); do out+=$1; done
  printf '%s' "$out"
}
has_sqlite3=no
command -v sqlite3 >/dev/null 2>&1 && has_sqlite3=yes
sql() { sqlite3 "file:$1?immutable=1" "$2"; }  # reads without creating anything

# 1. Deep nesting in an envelope note, a move note, the setup and a catalog entry. The
#    root object is level 1, so a note may nest 255 levels at the top, 253 in a move.
table=$(example "$stand_in_game" finished)
game=$(game_of "$table")
content=$(cat "$table")
declare -A deepest=([note]=255 [move]=253 [setup]=254 [catalog]=252)
for depth in 100 253 255 256 5000 50000 200000; do
  note=$(nested "$depth")
  first_card='{"card"'
  moves='"moves": ['
  in_move="{\"x-deep\": $note, \"card\""
  in_setup="\"setup\": {\"x-deep\": $note}, $moves"
  rows='"rows": ["LLLLLLLL", "LLLLLLLL", "LLLLLLLL", "LLLLLLLL"]'
  in_catalog="\"catalog\": {\"cards\": {\"zz\": {\"x-deep\": $note, $rows}}}, $moves"
  printf '{"x-deep": %s,%s' "$note" "${content:1}" >"$work/note-$depth.json"
  printf '%s' "${content/"$first_card"/"$in_move"}" >"$work/move-$depth.json"
  printf '%s' "${content/"$moves"/"$in_setup"}" >"$work/setup-$depth.json"
  printf '%s' "${content/"$moves"/"$in_catalog"}" >"$work/catalog-$depth.json"
  for kind in note move setup catalog; do
    file=$work/$kind-$depth.json
    code=0
    [ "$depth" -gt "${deepest[$kind]}" ] && code=2
    expect $code "score, $kind nested $depth deep" -- "$bin" score "$file"
    [ "$code" -eq 2 ] && contains "$kind $depth: position" "$err" "nested too deeply at line"
    expect $code "import, $kind nested $depth deep" -- "$bin" import "$file" --db "$work/deep.db"
  done
done
expect 0 "import the deepest note" -- "$bin" import "$work/note-255.json" --db "$work/deepest.db"
expect 0 "export it" -- "$bin" export 1 --db "$work/deepest.db" -o "$work/deep-export.json"
expect 0 "the exported deep session scores" -- "$bin" score "$work/deep-export.json"
contains "the exported note is whole" "$(cat "$work/deep-export.json")" "$(nested 254)"

# 2. Duplicate keys, numbers beyond a double, one position per syntax error.
sed "s/\"game\": \"$game\"/\"game\": \"$game\", \"game\": \"chess\"/" "$table" >"$work/dup.json"
expect 2 "duplicate key" -- "$bin" score "$work/dup.json"
contains "duplicate key path" "$err" '/game: the key "game" appears twice'
{ printf '{"x-n": 1e400,'; tail -c +2 "$table"; } >"$work/big.json"
expect 2 "1e400" -- "$bin" score "$work/big.json" --json
contains "1e400 path" "$out" '"path": "/x-n"'
lacks "1e400 not echoed" "$out" "1e400"
{ printf '{"x-n": [%s],' "$(repeat 9999999999 500)"; tail -c +2 "$table"; } >"$work/digits.json"
expect 2 "a 5000-digit number" -- "$bin" score "$work/digits.json"
contains "5000 digits path" "$err" "/x-n/0: the number at line 1, column 10 is out of range"
lacks "5000 digits not echoed" "$err" "9999999999"
printf '{\n  "game": "%s",\n  "players": ["Ada",]\n}\n' "$game" >"$work/syntax.json"
expect 2 "syntax error" -- "$bin" score "$work/syntax.json"
if [ "$(grep -o 'line' <<<"$err" | wc -l)" -eq 1 ]; then pass; else fail "position stated more than once: $err"; fi

# 3. Names: characters, not bytes; control characters refused; the count checked first.
sed "s/\"Ada\"/\"$(repeat 'ż' 60)\"/" "$table" >"$work/polish.json"
expect 0 "60 × ż is a name" -- "$bin" score "$work/polish.json"
contains "the long name is printed" "$out" "$(repeat 'ż' 60)"
sed "s/\"Ada\"/\"$(repeat 'ż' 101)\"/" "$table" >"$work/long.json"
expect 2 "101 characters" -- "$bin" score "$work/long.json"
contains "101 characters message" "$err" "1 to 100 characters, this one has 101"
for name in 'A\u0000da' '\u001b]0;pwned\u0007\u001b[2J' 'A\u007fda' 'A\u009bda'; do
  printf '%s' "${content/'"Ada"'/"\"$name\""}" >"$work/control.json"
  expect 2 "control character in a name ($name)" -- "$bin" import "$work/control.json" --db "$work/names.db"
  contains "control character path" "$err" "/players/0: a player name may not contain control characters"
done
{
  printf '{"game": "%s", "players": [' "$game"
  for ((i = 0; i < 100000; i++)); do printf '"p%d",' "$i"; done
  printf '"last"]}'
} >"$work/crowd.json"
start=$(date +%s%N)
expect 2 "100 001 players" -- "$bin" score "$work/crowd.json"
elapsed=$((($(date +%s%N) - start) / 1000000))
contains "player count message" "$err" "at most 100 players, not 100001"
# Counting first takes well under a second; parsing every name first took 16 s even in
# a release build. The margin covers a sanitised build on a busy machine.
if [ "$elapsed" -lt 10000 ]; then pass; else fail "100 001 players took $elapsed ms"; fi

# 4. Nothing from the input reaches the terminal raw: card ids, unknown commands, stored names.
sed 's/"card": "c07"/"card": "\\u001b[2J\\u001b]0;title\\u0007"/' "$table" >"$work/card.json"
expect 1 "a control sequence as a card id" -- "$bin" score "$work/card.json"
contains "escaped card id" "$err" '\x1B[2J'
if grep -q $'\x1b' "$work/err"; then fail "an escape byte reached the terminal"; else pass; fi
expect 2 "an unknown command with an escape" -- "$bin" $'sc\x1b[2Jore'
if grep -q $'\x1b' "$work/err"; then fail "the unknown command was echoed raw"; else pass; fi

# 5. Size: over 16 MB is refused before it is read; export stays linear in its input.
truncate -s 17M "$work/huge.json"
expect 2 "a 17 MB table file" -- "$bin" score "$work/huge.json"
contains "size message" "$err" "the text is 17.0 MB; Tributary reads at most 16 MB"
chains=$(for ((i = 0; i < 160; i++)); do nested 250; printf ','; done)
{ printf '{"x-chains": [%s0],' "$chains"; tail -c +2 "$table"; } >"$work/chains.json"
expect 0 "import a session with an 80 KB nested note" -- "$bin" import "$work/chains.json" --db "$work/wide.db"
expect 0 "export it" -- "$bin" export 1 --db "$work/wide.db" -o "$work/chains-export.json"
in_size=$(stat -c %s "$work/chains.json")
out_size=$(stat -c %s "$work/chains-export.json")
if [ "$out_size" -lt $((in_size * 3)) ]; then pass; else
  fail "export of $in_size bytes wrote $out_size bytes"
fi

# 6. No score is ever null (a non-finite number would print as one).
for file in "$examples"/*/*.json "$work"/note-255.json; do
  "$bin" score "$file" --json >"$work/score.json" 2>/dev/null
  if grep -q '"score": null' "$work/score.json"; then fail "\"score\": null for $file"; else pass; fi
done

# 7. Imports killed at random moments leave no partial session.
# The largest finished example: the longest transaction to kill.
long=$(ls -S "$examples"/*/*-finished.json | head -n 1)
long_moves=$("$bin" validate "$long" | sed -n 's/^ok: \([0-9]*\) moves.*/\1/p')
# Kill moments spread over one import's own duration, so a slow (sanitised) build is
# killed inside its transaction as often as a fast one.
start=$(date +%s%N)
"$bin" import "$long" --db "$work/timing.db" >/dev/null 2>&1
import_us=$((($(date +%s%N) - start) / 1000))
long_players=$(sql "$work/timing.db" "SELECT count(*) FROM results" 2>/dev/null)
kills=0
for ((round = 0; round < 40; round++)); do
  "$bin" import "$long" --db "$work/kill.db" >/dev/null 2>&1 &
  pid=$!
  delay_us=$((import_us * (RANDOM % 120) / 100))
  printf -v moment '%d.%06d' $((delay_us / 1000000)) $((delay_us % 1000000))
  sleep "$moment"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  [ $? -eq 137 ] && kills=$((kills + 1))
done
if [ "$has_sqlite3" = yes ] && [ "$(sql "$work/kill.db" \
  "SELECT count(*) FROM sqlite_master WHERE name = 'sessions'" 2>/dev/null)" != 1 ]; then
  fail "no import of $kills finished its schema in the kill loop (one import takes $import_us µs)"
elif [ "$has_sqlite3" = yes ]; then
  partial=$(sql "$work/kill.db" "SELECT count(*) FROM sessions s WHERE status != 'finished'
    OR (SELECT count(*) FROM moves m WHERE m.session_id = s.id) != $long_moves
    OR (SELECT count(*) FROM results r WHERE r.session_id = s.id) != $long_players")
  stored=$(sql "$work/kill.db" "SELECT count(*) FROM sessions")
  if [ "$partial" = 0 ]; then pass; else fail "$partial partial sessions after $kills kills"; fi
  echo "kill loop: $kills of 40 imports killed ($import_us µs each), $stored sessions stored whole, 0 partial"
fi
expect 0 "the database is usable after the kills" -- "$bin" records --db "$work/kill.db"

# 8. Damaged copies of a real database are refused untouched and can be repaired.
for ((i = 0; i < 20; i++)); do
  for file in "$examples"/*/*-finished.json; do
    "$bin" import "$file" --db "$work/real.db" >/dev/null || fail "seeding real.db"
  done
done
pages=$(($(stat -c %s "$work/real.db") / 4096))
# The pages holding the schema: damage there leaves no table a repair can read by SQL
# (without the sqlite3 program's .recover), so there repair must say so instead.
schema_pages=" "
[ "$has_sqlite3" = yes ] &&
  schema_pages=" $(sql "$work/real.db" "SELECT pageno FROM dbstat WHERE name = 'sqlite_schema'" | tr '\n' ' ')"
refused=0
schema_copies=0
for ((copy = 0; copy < 20; copy++)); do
  damaged=$work/damaged-$copy.db
  cp "$work/real.db" "$damaged"
  noise=""
  for ((i = 0; i < 600; i++)); do
    printf -v byte '%02x' $((RANDOM % 256))
    noise+="\\x$byte"
  done
  at=$((4096 * (1 + RANDOM % (pages - 1)) + RANDOM % 3000))
  printf "$noise" | dd of="$damaged" bs=1 conv=notrunc 2>/dev/null seek=$at
  schema_hit=no
  case "$schema_pages" in *" $((at / 4096 + 1)) "* | *" $(((at + 599) / 4096 + 1)) "*) schema_hit=yes ;; esac
  if [ "$has_sqlite3" = yes ] && [ "$(sql "$damaged" 'PRAGMA quick_check' 2>/dev/null | head -n 1)" = ok ]; then
    continue
  fi
  before=$(sha256sum <"$damaged")
  "$bin" import "$long" --db "$damaged" >"$work/out" 2>"$work/err"
  code=$?
  [ "$has_sqlite3" = no ] && [ "$code" -eq 0 ] && continue
  refused=$((refused + 1))
  if [ "$code" -eq 3 ]; then pass; else fail "damaged copy $copy: import exit $code"; fi
  contains "damaged copy $copy message" "$(cat "$work/err")" "is damaged"
  if [ "$before" = "$(sha256sum <"$damaged")" ]; then pass; else fail "damaged copy $copy was changed"; fi
  if [ -e "$damaged-wal" ] || [ -e "$damaged-shm" ]; then fail "-wal/-shm beside copy $copy"; else pass; fi
  if [ "$schema_hit" = yes ]; then
    expect 3 "repair of copy $copy, its schema damaged" -- env PATH=/nonexistent "$bin" repair "$damaged" -o "$work/repaired-$copy.db"
    contains "repair of copy $copy says why" "$err" "cannot be read at all"
    schema_copies=$((schema_copies + 1))
  else
    expect 0 "repair of copy $copy" -- env PATH=/nonexistent "$bin" repair "$damaged" -o "$work/repaired-$copy.db"
    contains "repair report" "$out" "kept: "
    expect 0 "import into the repaired copy $copy" -- "$bin" import "$long" --db "$work/repaired-$copy.db"
  fi
  if [ "$before" = "$(sha256sum <"$damaged")" ]; then pass; else fail "repair changed copy $copy"; fi
done
echo "damaged copies: $refused of 20 flagged, each refused untouched; $((refused - schema_copies)) repaired, $schema_copies with a damaged schema page reported as unrepairable without sqlite3"
expect 0 "repair of an intact database" -- "$bin" repair "$work/real.db" -o "$work/real-copy.db"
contains "everything kept" "$out" "kept: $((20 * $(ls "$examples"/*/*-finished.json | wc -l))) sessions"
contains "nothing lost" "$out" "nothing was lost"
expect 3 "repair refuses to overwrite" -- "$bin" repair "$work/real.db" -o "$work/real-copy.db"

# 9. A full disk (a small tmpfs; needs root or a user namespace, skipped otherwise).
disk=$work/disk
mkdir -p "$disk"
if mount -t tmpfs -o size=1m tmpfs "$disk" 2>/dev/null; then
  mounted=$disk
  expect 0 "import onto the small disk" -- "$bin" import "$long" --db "$disk/t.db"
  dd if=/dev/zero of="$disk/filler" bs=4k 2>/dev/null
  for command in "import $long" "records"; do
    expect 3 "$command on a full disk" -- "$bin" $command --db "$disk/t.db"
    contains "$command: full disk message" "$err" "is full"
    lacks "$command: no I/O error" "$err" "disk I/O error"
  done
  rm "$disk/filler"
  expect 0 "import once there is space again" -- "$bin" import "$long" --db "$disk/t.db"
  if [ "$has_sqlite3" = yes ]; then
    if [ "$(sql "$disk/t.db" "SELECT count(*) FROM sessions")" = 2 ]; then pass; else
      fail "the full disk left a partial or duplicate session"
    fi
  fi
  umount "$disk" && mounted=""
else
  echo "skipped: no tmpfs could be mounted for the full-disk case (the VFS shim test covers SQLITE_FULL)"
fi

# 10. A read-only database opens read-only and leaves nothing beside it (as root, the
#     permission does not apply; the store test covers that case with a child process).
if [ "$(id -u)" -ne 0 ]; then
  cp "$work/real.db" "$work/ro.db"
  chmod 444 "$work/ro.db"
  expect 0 "records of a read-only database" -- "$bin" records --db "$work/ro.db"
  if [ -e "$work/ro.db-wal" ] || [ -e "$work/ro.db-shm" ]; then fail "-wal/-shm beside a read-only db"; else pass; fi
fi

finish
