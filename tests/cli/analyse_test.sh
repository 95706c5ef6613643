#!/usr/bin/env bash
# Usage: analyse_test.sh TRIBUTARY_BINARY SOURCE_DIR — `tributary analyse` as a user meets it.
set -u
bin=$1
src=$2
data=$src/tests/data/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

# A small deck with recorded draws: every search finishes, so the document is the golden one.
out=$("$bin" analyse "$data/analyse-small.json" --json --seconds 20)
[ $? -eq 0 ] || fail "analyse --json exits 0"
[ "$out" == "$(cat "$data/analyse-small.expected.json")" ] ||
  { fail "analyse --json differs from the golden file"; diff <(echo "$out") "$data/analyse-small.expected.json" | head -20; }
case "$out" in *'"proven": true'*) ;; *) fail "a small deck is proven" ;; esac

text=$("$bin" analyse "$data/analyse-small.json" --seconds 20)
case "$text" in *"Best with your draws"*"proven optimal"*) ;; *) fail "text output: $text" ;; esac
# The slip names what was placed there, and the best line's ending was rerun exhaustively.
case "$text" in *"placement 1, a at row 1, col 0"*"Better there:"*) ;; *) fail "slip text: $text" ;; esac
case "$text" in *"searched exhaustively"*) ;; *) fail "stable text: $text" ;; esac

# The bundled deck in a fraction of a second: the open deck is not proven, and says so.
out=$("$bin" analyse "$src/data/examples/river-wild-finished.json" --json --seconds 0.3)
[ $? -eq 0 ] || fail "analyse of the example exits 0"
case "$out" in *'"open_deck": {'*'"proven": false'*) ;; *) fail "open deck claims a proof: $out" ;; esac
case "$out" in *'"certain": '*) ;; *) fail "the slip says whether it is certain: $out" ;; esac
# Its bound is far above the best found: the JSON keeps it, the text gives the time instead.
text=$("$bin" analyse "$src/data/examples/river-wild-finished.json" --seconds 0.3)
case "$text" in *"best found in"*) ;; *) fail "an uninformative bound is not replaced: $text" ;; esac
case "$text" in *"nothing above"*) fail "an uninformative bound is printed: $text" ;; esac

"$bin" analyse "$src/data/examples/river-wild-illegal.json" --json >"$work/out" 2>&1
[ $? -eq 1 ] || fail "an illegal table exits 1"
grep -q '"rule"' "$work/out" || fail "the illegal move's rule is printed"

"$bin" analyse "$src/data/examples/roaring-river-finished.json" 2>"$work/err"
[ $? -eq 2 ] || fail "a game with several players exits 2"
grep -q "not a solo game" "$work/err" || fail "the message says it is not a solo game"

# Solo Wodny szlak: two rounds drawn, so the best with the draws is proven; the open deck
# (any 13 of 45 tiles) is not.
out=$("$bin" analyse "$data/analyse-wodny-small.json" --json --seconds 5)
[ $? -eq 0 ] || fail "analyse of a solo Wodny szlak table exits 0"
case "$out" in *'"best": {'*'"proven": true'*'"game": "wodny-szlak"'*'"open_deck": {'*'"proven": false'*) ;;
  *) fail "Wodny szlak document: $out" ;; esac
case "$out" in *'"best": {'*'"tile": "base-0'*'"tile": "base-0'*'"open_deck"'*) ;; *) fail "two placements in best.moves: $out" ;; esac
text=$("$bin" analyse "$data/analyse-wodny-small.json" --seconds 5)
case "$text" in *"Wodny szlak analysis"*"Best with your draws"*"proven optimal"*) ;; *) fail "Wodny szlak text: $text" ;; esac

"$bin" analyse "$src/tests/data/wodny-szlak/deliveries-two-players.json" 2>"$work/err"
[ $? -eq 2 ] || fail "a Wodny szlak table for two exits 2"
grep -q "not a solo game" "$work/err" || fail "the message says the Wodny szlak table is not solo"

"$bin" analyse "$data/analyse-small.json" --seconds zero 2>/dev/null
[ $? -eq 2 ] || fail "a bad --seconds exits 2"
echo '{"format": 1, "game": "river-wild"' >"$work/broken.json"
"$bin" analyse "$work/broken.json" 2>/dev/null
[ $? -eq 2 ] || fail "malformed JSON exits 2"

exit $failed
