# Sourced by the CLI test scripts (`. lib.sh` with the script's own arguments: the binary,
# then the source folder when the script needs one): $bin, $src, $examples (every game's
# example tables, data/examples/<game>/<game>-KIND.json), $stand_in_game, a scratch
# folder $work removed at exit (after the commands a script puts in $at_exit), counters
# and checks. A script ends with `finish`.
bin=$1
src=${2:-}
examples=$src/data/examples
work=$(mktemp -d)
at_exit=:
trap 'eval "$at_exit"; rm -rf "$work"' EXIT
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# expect CODE DESCRIPTION -- COMMAND…: runs the command, keeps stdout/stderr in $out/$err
# (their first megabyte: an export to stdout may be 16 MB).
expect() {
  local code=$1 what=$2
  shift 3
  "$@" >"$work/out" 2>"$work/err"
  local got=$?
  out=$(head -c 1000000 "$work/out")
  err=$(head -c 1000000 "$work/err")
  if [ "$got" -eq "$code" ]; then pass; else fail "$what: exit $got, expected $code (${err:0:300})"; fi
}
contains() {  # contains DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) pass ;; *) fail "$1: missing \"$3\" in: ${2:0:300}" ;; esac
}
lacks() {  # lacks DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) fail "$1: unexpected \"$3\" in: ${2:0:300}" ;; *) pass ;; esac
}
matches() {  # matches DESCRIPTION TEXT GLOB (the glob's quotes are literal characters)
  case "$2" in $3) pass ;; *) fail "$1: no match for $3 in: ${2:0:300}" ;; esac
}
nested() {  # nested DEPTH: DEPTH arrays, one inside the other
  printf "%$1s" '' | tr ' ' '['
  printf "%$1s" '' | tr ' ' ']'
}
# game_of TABLE_FILE: the game a table file names.
game_of() { sed -n 's/^[[:space:]]*"game":[[:space:]]*"\([^"]*\)".*/\1/p' "$1" | head -n 1; }
# The game whose examples stand in where a check needs a table and any game would answer
# alike: River Wild, the one game with all three kinds (finished, midgame, illegal), a solo
# game of one player (Ada), whose shapes the hardening probes write their attacks in (a
# card id in each move, a catalog card's rows: cli_hardening_test.sh,
# cli_files_and_limits_test.sh).
stand_in_game=river-wild
# example GAME KIND: that game's bundled example table of that kind (finished, midgame or
# illegal).
example() { echo "$examples/$1/$1-$2.json"; }
# same_as_golden NAME TEXT: TEXT equals $golden/NAME, where @GOLDEN@ and @WORK@ stand for
# those folders.
same_as_golden() {
  local want
  want=$(sed "s|@GOLDEN@|$golden|g; s|@WORK@|$work|g" "$golden/$1")
  if [ "$2" == "$want" ]; then pass; else
    fail "$1 differs:"; diff <(echo "$2") <(echo "$want") | head -20
  fi
}
# The summary line; the script's exit status (source the library, end with `finish`).
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
