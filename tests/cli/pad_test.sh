#!/usr/bin/env bash
# Score-pad tables of every game as a user meets them: `score`, `validate`, `import` and
# `export` — the export of an imported pad scores as the file did, when it was played is
# kept, and the session is counted in the records.
. "$(dirname "$0")/lib.sh"

db=$work/pad.db
pads=("$src"/tests/data/*/pad-*.json)
imported=0
for table in "${pads[@]}"; do
  case "$table" in *.expected.json) continue ;; esac
  name=$(basename "$table" .json)
  "$bin" score "$table" --json >"$work/score.json" 2>/dev/null
  code=$?
  if [ "$code" -eq 2 ]; then
    expect 2 "$name: import refuses a malformed pad" -- "$bin" import "$table" --db "$db"
    continue
  fi
  expect 0 "$name: scores" -- "$bin" score "$table" --json
  contains "$name: marked as a pad" "$out" '"pad": true'
  expect 0 "$name: validates" -- "$bin" validate "$table"
  contains "$name: validate" "$out" "ok: 0 moves, all legal; the game is over"
  expect 2 "$name: analyse refuses a pad" -- "$bin" analyse "$table"
  expect 0 "$name: text score" -- "$bin" score "$table"
  contains "$name: text says scores only" "$out" "scores only"
  expect 0 "$name: imports" -- "$bin" import "$table" --db "$db"
  id=$(sed -n 's/^imported as session \([0-9]*\) .*/\1/p' <<<"$out")
  imported=$((imported + 1))
  expect 0 "$name: exports" -- "$bin" export "$id" --db "$db" -o "$work/exported.json"
  expect 0 "$name: the export scores" -- "$bin" score "$work/exported.json" --json
  if [ "$out" = "$(cat "$work/score.json")" ]; then pass; else fail "$name: export scores differently"; fi
  exported=$(cat "$work/exported.json")
  lacks "$name: no moves in the export" "$exported" '"moves"'
  if grep -q '"played_at": "2026-11-30T19:40"' "$table"; then
    expect 0 "$name: BG Stats export" -- "$bin" export "$id" --bgstats --db "$db"
    contains "$name: BG Stats play date" "$out" '"playDate": "2026-11-30 19:40:00"'
    contains "$name: BG Stats duration" "$out" '"durationMin": 35'
  fi
  for key in played_at duration_min; do
    if grep -q "\"$key\"" "$table"; then
      value=$(grep -o "\"$key\": *[^,}]*" "$table" | head -n 1 | sed 's/^"[a-z_]*": *//')
      contains "$name: $key kept" "$exported" "\"$key\": $value"
    fi
  done
done
[ "$imported" -ge 6 ] && pass || fail "only $imported pad tables imported"

expect 0 "records count the pads" -- "$bin" records --db "$db" --json
contains "records: a pad player" "$out" '"Ada"'
expect 0 "records of mirrored games only" -- "$bin" records --db "$db" --mirrored --json
[ "$(printf %s "$out" | tr -d ' \n')" = '{"records":[]}' ] && pass || fail "pads counted with --mirrored: $out"

cat >"$work/both.json" <<'JSON'
{"game": "any-game", "players": ["Ada"], "moves": [], "pad": [{"goals": 3}]}
JSON
expect 2 "moves and pad together are malformed" -- "$bin" score "$work/both.json" --json
contains "both: path" "$out" '"path": "/pad"'
cat >"$work/when.json" <<'JSON'
{"game": "any-game", "players": ["Ada"], "played_at": "2026-02-29T19:00", "pad": [{}]}
JSON
expect 2 "a date that does not exist is malformed" -- "$bin" validate "$work/when.json"
contains "when: path" "$err" "/played_at"
# Any game: a pad's setup holds only the facts that decide its places.
for table in "${pads[@]}"; do
  case "$table" in *.expected.json) continue ;; esac
  "$bin" validate "$table" >/dev/null 2>&1 || continue
  grep -q '"setup"' "$table" && continue
  sed 's/"pad":/"setup": {"motivations": []}, "pad":/' "$table" >"$work/setup.json"
  expect 2 "$(basename "$table"): a setup key that is no fact" -- "$bin" score "$work/setup.json" --json
  contains "setup: path" "$out" '"path": "/setup/motivations"'
done

finish
