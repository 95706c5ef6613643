#!/usr/bin/env bash
# Usage: files_and_limits_test.sh TRIBUTARY_BINARY SOURCE_DIR
# What goes in comes back out, files are replaced whole, and hostile input gets a short
# answer: the round trip at the size and depth limits, atomic replacement under kills and
# a full disk, FIFOs, echoed input, names that look empty or alike, option parsing, and
# the memory a large file takes. The limits are the app's, whatever the game; the stand-in
# game's finished table and catalog carry them (a catalog entry nested to the limit needs a
# game's own shape: its card, lib.sh).
set -u
. "$(dirname "$0")/lib.sh"
export TRIBUTARY_DB=$work/default.db
export XDG_DATA_HOME=$work/data  # catalog import writes the user's catalog here
RANDOM=2512
at_most() {  # at_most DESCRIPTION VALUE LIMIT
  if [ "$2" -le "$3" ]; then pass; else fail "$1: $2 > $3"; fi
}
# A copy of the stand-in's finished example without its catalog, with FILLER as a note.
with_note() {  # with_note FILE NOTE_JSON_FILE
  { printf '{"x-big": '; cat "$2"; printf ', '; tail -c +2 "$plain"; } >"$1"
}
score_of() { "$bin" score "$1" --json | sed -n 's/^ *"score": \([0-9-]*\).*/\1/p' | head -1; }
leftovers() { find "$1" -maxdepth 1 -name '.*' ! -name '.' | wc -l; }

table=$(example "$stand_in_game" finished)
game=$(game_of "$table")
plain=$work/plain.json
grep -v '"catalog"' "$table" >"$plain"
"$bin" score "$plain" >/dev/null || fail "the example without a catalog scores"

# 1. Round trip at the depth limit. A table holds its catalog one level down, so a catalog
#    file may nest 255 levels; the stored table then nests 256 and exports and imports.
catalog_of_depth() {  # objects: catalog, cards, the card, then the note's arrays
  printf '{"cards": {"zz": {"x-deep": %s, "rows": ["LLLLLLLL", "LLLLLLLL", "LLLLLLLL", "LLLLLLLL"]}}}' \
    "$(nested $(($1 - 3)))" >"$2"
}
catalog_of_depth 256 "$work/cat-256.json"
catalog_of_depth 255 "$work/cat-255.json"
expect 2 "a catalog 256 deep is refused" -- "$bin" catalog import "$game" "$work/cat-256.json"
contains "it says why" "$err" "at most 255"
expect 0 "a catalog 255 deep installs" -- "$bin" catalog import "$game" "$work/cat-255.json"
expect 0 "a table takes it" -- "$bin" import "$plain" --user-catalog --db "$work/deep.db"
expect 0 "the session exports" -- "$bin" export 1 --db "$work/deep.db" -o "$work/deep-out.json"
expect 0 "and imports again" -- "$bin" import "$work/deep-out.json" --db "$work/deep.db"
expect 0 "--bgstats --all reads it" -- "$bin" export --bgstats --all --db "$work/deep.db"
expect 0 "back to the bundled catalog" -- "$bin" catalog reset "$game"

# 2. Round trip at the size limit: the limit holds on what is stored (table + catalog).
limit=$((16 * 1024 * 1024))
catalog_bytes=$(($("$bin" export 1 --db "$work/deep.db" | wc -c) - $(wc -c <"$plain")))
filler() {  # filler BYTES: a JSON string of that many bytes, quotes included
  { printf '"'; head -c $(($1 - 2)) /dev/zero | tr '\0' 'a'; printf '"'; } >"$work/filler.json"
}
base=$(($(wc -c <"$plain") + 10))
filler $((limit - base - 1000))
with_note "$work/near.json" "$work/filler.json"
expect 0 "a table 1 000 bytes under the limit scores" -- "$bin" score "$work/near.json"
expect 2 "it is not imported: with its catalog it would be over" -- \
  "$bin" import "$work/near.json" --db "$work/size.db"
contains "it says why" "$err" "with its catalog the table would be"
filler $((limit - base - catalog_bytes * 2))
with_note "$work/fits.json" "$work/filler.json"
expect 0 "a table that fits with its catalog imports" -- "$bin" import "$work/fits.json" --db "$work/size.db"
expect 0 "it exports" -- "$bin" export 1 --db "$work/size.db" -o "$work/fits-out.json"
at_most "the export fits the limit" "$(wc -c <"$work/fits-out.json")" "$limit"
expect 0 "it imports again" -- "$bin" import "$work/fits-out.json" --db "$work/size.db"
if [ "$(score_of "$work/fits.json")" = "$(score_of "$work/fits-out.json")" ]; then pass; else
  fail "the exported table scores differently"; fi
expect 0 "repair keeps it" -- "$bin" repair "$work/size.db" -o "$work/size-repaired.db"
contains "nothing lost" "$out" "nothing was lost"

# 3. Export growth: a note of many short values exports within 3× and imports again; a
#    note that would grow past the limit is refused at import, not at export.
{ printf '['; for ((i = 0; i < 20000; i++)); do printf '0,0,0,0,0,0,0,0,0,0,'; done; printf '0]'; } \
  >"$work/flat.json"
with_note "$work/flat-table.json" "$work/flat.json"
expect 2 "a note of 200 001 numbers is refused (values)" -- "$bin" score "$work/flat-table.json"
{ printf '['; for ((i = 0; i < 15000; i++)); do printf '0,0,0,0,0,0,0,0,0,0,'; done; printf '0]'; } \
  >"$work/flat.json"
with_note "$work/flat-table.json" "$work/flat.json"
expect 0 "import a note of 150 001 numbers" -- "$bin" import "$work/flat-table.json" --db "$work/flat.db"
expect 0 "export it" -- "$bin" export 1 --db "$work/flat.db" -o "$work/flat-out.json"
in_bytes=$(wc -c <"$work/flat-table.json")
out_bytes=$(wc -c <"$work/flat-out.json")
at_most "the export within 3× of the input (plus the catalog)" "$out_bytes" $((in_bytes * 3 + catalog_bytes * 2))
expect 0 "the export imports again" -- "$bin" import "$work/flat-out.json" --db "$work/flat.db"
{ printf '"'; head -c 3000000 /dev/zero | tr '\0' '\177'; printf '"'; } >"$work/del.json"
with_note "$work/del-table.json" "$work/del.json"
expect 2 "3 MB of DEL characters (written as 18 MB of escapes) is refused at import" -- \
  "$bin" import "$work/del-table.json" --db "$work/flat.db"

# 4. Atomic replacement: export -o, catalog export -o, catalog import, repair -o.
echo '{"old": true}' >"$work/old.json"
old=$(cat "$work/old.json")
(trap '' XFSZ; ulimit -f 8; "$bin" catalog export "$game" -o "$work/old.json" >"$work/out" 2>"$work/err")
code=$?
err=$(cat "$work/err")
if [ "$code" -eq 3 ]; then pass; else fail "a full disk during catalog export exits $code, not 3"; fi
contains "the reason is named" "$err" "File too large"
if [ "$(cat "$work/old.json")" = "$old" ]; then pass; else fail "the old file was changed"; fi
at_most "no temporary left" "$(leftovers "$work")" 0
mkdir -p "$work/catalogs-full"
(trap '' XFSZ; ulimit -f 1; XDG_DATA_HOME=$work/catalogs-full "$bin" catalog import "$game" \
  "$work/cat-255.json" >"$work/out" 2>"$work/err")
code=$?
if [ "$code" -eq 3 ]; then pass; else fail "a full disk during catalog import exits $code, not 3"; fi
at_most "no temporary left in the catalog folder" \
  "$(find "$work/catalogs-full" -type f | wc -l)" 0
"$bin" catalog export "$game" >/dev/full 2>"$work/err"
code=$?
if [ "$code" -eq 3 ]; then pass; else fail "standard output on a full disk exits $code, not 3"; fi
contains "the reason is named" "$(cat "$work/err")" "No space left on device"
ln -s "$work/old.json" "$work/link.json"
expect 2 "export -o through a link is refused" -- "$bin" export 1 --db "$work/deep.db" -o "$work/link.json"
contains "naming the real file" "$err" "$work/old.json"
if [ "$(cat "$work/old.json")" = "$old" ]; then pass; else fail "the link's target was changed"; fi
expect 0 "-o - is standard output" -- "$bin" export 1 --db "$work/deep.db" -o -
contains "the table on stdout" "$out" "\"game\": \"$game\""
# Exports of a 16 MB session killed at random moments: the target is the old file or the
# new one, never a part.
"$bin" export 1 --db "$work/size.db" -o "$work/target.json" || fail "first export"
cp "$work/target.json" "$work/target-whole.json"
echo '{"before": 1}' >"$work/target.json"
broken=0
for ((round = 0; round < 20; round++)); do
  "$bin" export 1 --db "$work/size.db" -o "$work/target.json" >/dev/null 2>&1 &
  pid=$!
  sleep "0.$((RANDOM % 4))$((RANDOM % 10))"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if ! cmp -s "$work/target.json" "$work/target-whole.json" &&
    [ "$(cat "$work/target.json")" != '{"before": 1}' ]; then broken=$((broken + 1)); fi
  echo '{"before": 1}' >"$work/target.json"
done
if [ "$broken" -eq 0 ]; then pass; else fail "$broken of 20 killed exports left a partial file"; fi
find "$work" -maxdepth 1 -name '.target.json.*' -delete
# Concurrent catalog imports each use their own temporary.
for ((i = 0; i < 16; i++)); do
  "$bin" catalog import "$game" "$work/cat-255.json" >"$work/concurrent-$i.out" 2>&1 &
done
collided=0
for job in $(jobs -p); do wait "$job" || collided=$((collided + 1)); done
if [ "$collided" -eq 0 ]; then pass; else fail "$collided of 16 concurrent catalog imports failed"; fi
at_most "no temporary left by them" "$(find "$work/data" -name '.*' -type f | wc -l)" 0
"$bin" catalog reset "$game" >/dev/null
# A killed repair never leaves an empty database at the -o path.
for ((i = 0; i < 30; i++)); do
  "$bin" import "$table" --db "$work/many.db" >/dev/null
done
empty=0
for ((round = 0; round < 10; round++)); do
  rm -f "$work/repaired.db"
  "$bin" repair "$work/many.db" -o "$work/repaired.db" >/dev/null 2>&1 &
  pid=$!
  sleep "0.0$((RANDOM % 10))"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ -e "$work/repaired.db" ] &&
    [ "$(sqlite3 "file:$work/repaired.db?immutable=1" 'SELECT count(*) FROM sessions' 2>/dev/null)" != 30 ]; then
    empty=$((empty + 1))
  fi
done
if [ "$empty" -eq 0 ]; then pass; else fail "$empty of 10 killed repairs left an incomplete copy"; fi

# 5. FIFOs are refused at once.
mkfifo "$work/fifo"
expect 2 "a FIFO as table file" -- timeout 10 "$bin" score "$work/fifo"
contains "it says why" "$err" "not a regular file"
expect 2 "a FIFO as database" -- timeout 10 "$bin" records --db "$work/fifo"
expect 2 "a FIFO as catalog file" -- timeout 10 "$bin" catalog check "$game" "$work/fifo"

# 6. Echoed input is short and terminal-safe.
key=$(head -c 100000 /dev/zero | tr '\0' 'k')  # under the kernel's 128 KB per argument
printf '{"%s": 1, ' "$key" >"$work/key.json"
tail -c +2 "$table" >>"$work/key.json"
expect 2 "a 100 KB unknown key" -- "$bin" score "$work/key.json"
at_most "its message is short" "${#err}" 600
expect 2 "the same in --json" -- "$bin" score "$work/key.json" --json
at_most "its document is short" "${#out}" 1000
expect 2 "a long unknown command" -- "$bin" "$key"
at_most "its message is short" "$(echo "$err" | head -1 | wc -c)" 200

# 7. Names: trimmed, invisible ones refused, case and spaces the same player.
name_table() {  # name_table FILE NAME_JSON
  local content
  content=$(cat "$table")
  printf '%s' "${content/'"players": ["Ada"]'/"\"players\": [$2]"}" >"$1"
}
grep -q '"players": \["Ada"\]' "$table" || fail "the example's player list changed"
for name in '"   "' '"\u200d"' '"\u200b"' '"\ufeff"'; do
  name_table "$work/name.json" "$name"
  expect 2 "the name $name" -- "$bin" score "$work/name.json"
  contains "$name: why" "$err" "visible character"
done
name_table "$work/name.json" '"Ada\u202e"'
expect 2 "a bidi control in a name" -- "$bin" score "$work/name.json"
expect 0 "Ada" -- "$bin" import "$table" --db "$work/names.db"
name_table "$work/name.json" '"ada "'
expect 0 "ada with a space" -- "$bin" import "$work/name.json" --db "$work/names.db"
expect 0 "records" -- "$bin" records --db "$work/names.db" --json
contains "one player with two games" "$out" '"games": 2'
lacks "no second player" "$out" '"player": "ada'
sqlite3 "$work/names.db" "UPDATE players SET name = 'Ada' || char(8238) || 'x' || char(8232) || 'y'"
expect 0 "records with a stored bidi name" -- "$bin" records --db "$work/names.db"
contains "U+202E is escaped" "$out" 'Ada\u202Ex\u2028y'

# 8. Options: anywhere, once, never empty.
expect 0 "--db before the command" -- "$bin" --db "$work/names.db" records
contains "it ran records" "$out" "player"
expect 2 "-o ''" -- "$bin" export 1 --db "$work/names.db" -o ''
expect 2 "-o twice" -- "$bin" export 1 --db "$work/names.db" -o "$work/a.json" -o "$work/b.json"
contains "it says so" "$err" "given twice"
expect 2 "--db twice" -- "$bin" records --db "$work/names.db" --db "$work/other.db"
cp "$work/names.db" "$work/negative.db"
sqlite3 "$work/negative.db" "PRAGMA user_version = -1"
expect 3 "user_version -1" -- "$bin" records --db "$work/negative.db"
contains "it is called damaged" "$err" "negative"
lacks "not newer" "$err" "newer version"
expect 3 "a missing folder for export -o" -- "$bin" export 1 --db "$work/names.db" -o "$work/no/such/x.json"
contains "the system's reason" "$err" "No such file or directory"

# 9. Memory: the peak for the largest accepted files stays within 20× their size.
if [ -x /usr/bin/time ] && [ -z "${TRIBUTARY_SANITIZED:-}" ]; then
  peak_kb() { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1; }
  fits_kb=$(($(wc -c <"$work/fits.json") / 1024))
  for command in score import; do
    kb=$(peak_kb "$bin" "$command" "$work/fits.json" --db "$work/memory.db")
    at_most "$command of a 16 MB table: $kb KB" "$kb" $((fits_kb * 20))
    echo "memory: $command of a $fits_kb KB table peaks at $kb KB"
  done
  kb=$(peak_kb "$bin" export 1 --db "$work/memory.db" -o "$work/memory-out.json")
  at_most "export of a 16 MB session: $kb KB" "$kb" $((fits_kb * 20))
  echo "memory: export of it peaks at $kb KB"
  # Files of tiny values cost more per byte ("{}" is 3 bytes of text and about 100 in
  # memory); the 200 000-value cap bounds them to 40 MB above the program's own.
  own_kb=$(peak_kb "$bin" --version)
  for values in '0' '{}'; do
    { printf '['; for ((i = 0; i < 19990; i++)); do
      printf '%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,' $values $values $values $values $values \
        $values $values $values $values $values; done; printf '0]'; } >"$work/dense.json"
    with_note "$work/dense-table.json" "$work/dense.json"
    kb=$(peak_kb "$bin" score "$work/dense-table.json")
    echo "memory: score of $(($(wc -c <"$work/dense-table.json") / 1024)) KB of 199 901 × $values peaks at $kb KB ($own_kb KB for --version)"
    at_most "199 901 × $values" "$kb" $((own_kb + 40 * 1024))
  done
fi

finish
