#!/usr/bin/env bash
# The command line in Polish (po/README.md): for every golden table (tests/data/<game>/ and
# data/examples/<game>/) `score --json` and `validate --json` print byte for byte what they print
# in English, while `score`'s text is Polish where the command line owns the words (the
# heading, the places, the illegal move's sentence); `--help` too. Polish needs no Polish
# locale installed. Engine messages and score labels are their games' own: not checked here.
# Usage: polish_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
export TRIBUTARY_DB=$work/default.db
# Only LANGUAGE chooses: whatever locale the machine runs under.
unset LC_ALL LC_MESSAGES LANG

in_english() { LANGUAGE=en "$@"; }
in_polish() { LANGUAGE=pl "$@"; }

tables=("$examples"/*/*.json)
while IFS=$'\t' read -r id _; do
  for table in "$src/tests/data/$id"/*.json; do
    case "$table" in *.expected.json) ;; *) tables+=("$table") ;; esac
  done
done < <("$bin" --list-games)
# Every game's folder and the examples hold a few each: a lost glob must not pass quietly.
if [ "${#tables[@]}" -ge 20 ]; then pass; else fail "only ${#tables[@]} golden tables found"; fi

# The headings the English text must not have and the Polish text must (one of them).
polish_heading='— gra zakończona|— gra w toku|— tylko wyniki'
english_heading='— finished|— in progress|— scores only'
boards=0
for table in "${tables[@]}"; do
  name=${table#"$src"/}
  for command in score validate; do
    in_english "$bin" "$command" "$table" --json >"$work/en.json" 2>"$work/en.err"
    en_code=$?
    in_polish "$bin" "$command" "$table" --json >"$work/pl.json" 2>"$work/pl.err"
    pl_code=$?
    if [ "$en_code" -eq "$pl_code" ]; then pass; else
      fail "$name: $command --json exits $en_code in English, $pl_code in Polish"
    fi
    if [ -s "$work/en.json" ] && cmp -s "$work/en.json" "$work/pl.json"; then pass; else
      fail "$name: $command --json differs in Polish:"
      diff "$work/en.json" "$work/pl.json" | head -6
    fi
  done
  expect "$en_code" "$name: score in English" -- in_english "$bin" score "$table"
  english=$out english_err=$err
  expect "$en_code" "$name: score in Polish" -- in_polish "$bin" score "$table"
  polish=$out polish_err=$err
  if [ "$en_code" -eq 2 ]; then continue; fi  # malformed: the message is the game's own
  # A scoreboard: its heading, and its places as Polish writes them ("1." for "1st").
  boards=$((boards + 1))
  if grep -Eq "$polish_heading" <<<"$polish"; then pass; else
    fail "$name: no Polish heading in: ${polish:0:200}"
  fi
  if grep -Eq "$polish_heading" <<<"$english"; then fail "$name: Polish heading in English"; else
    pass
  fi
  if grep -Eq "$english_heading" <<<"$english"; then pass; else
    fail "$name: no English heading in: ${english:0:200}"
  fi
  if grep -Eq "$english_heading" <<<"$polish"; then fail "$name: English heading in Polish"; else
    pass
  fi
  if grep -Eq '^1\.  ' <<<"$polish"; then pass; else fail "$name: no place \"1.\" in Polish"; fi
  if grep -Eq '^1st  ' <<<"$english"; then pass; else fail "$name: no place \"1st\" in English"; fi
  if [ "$en_code" -eq 1 ]; then
    contains "$name: the illegal move in English" "$english_err" "is illegal ("
    contains "$name: the illegal move in Polish" "$polish_err" "jest niedozwolony ("
  fi
done
if [ "$boards" -ge 10 ]; then pass; else fail "only $boards tables gave a scoreboard"; fi

# Without a Polish locale (plain C, as on a minimal machine) Polish still shows.
finished=$(example "$stand_in_game" finished)
expect 0 "score under the C locale" -- env LC_ALL=C LANG= LANGUAGE=pl "$bin" score "$finished"
if grep -Eq "$polish_heading" <<<"$out"; then pass; else
  fail "no Polish under LC_ALL=C: ${out:0:200}"
fi

# --help: the Polish usage, the commands as they are typed.
expect 0 "help in Polish" -- in_polish "$bin" --help
contains "Polish usage" "$out" "Użycie:"
contains "Polish usage keeps the commands" "$out" "tributary score PLIK [--json]"
lacks "Polish usage has no English heading" "$out" "Usage:"
expect 0 "help in English" -- in_english "$bin" --help
contains "English usage" "$out" "Usage:"
lacks "English usage has no Polish" "$out" "Użycie:"
finish
