#!/usr/bin/env bash
# Usage: cli_analyse_test.sh TRIBUTARY_BINARY SOURCE_DIR — `tributary analyse` of Wodny
# szlak tables as a user meets it.
set -u
. "$(dirname "$0")/../cli/lib.sh"
data=$src/tests/data/cli

# Solo Wodny szlak: two rounds drawn, so the best with the draws is proven; the open deck
# (any 13 of 45 tiles) is not.
expect 0 "analyse of a solo Wodny szlak table" -- \
  "$bin" analyse "$data/analyse-wodny-small.json" --json --seconds 5
matches "Wodny szlak document" "$out" \
  '*"best": {*"proven": true*"game": "wodny-szlak"*"open_deck": {*"proven": false*'
matches "two placements in best.moves" "$out" \
  '*"best": {*"tile": "base-0*"tile": "base-0*"open_deck"*'
expect 0 "analyse of a solo Wodny szlak table as text" -- \
  "$bin" analyse "$data/analyse-wodny-small.json" --seconds 5
matches "Wodny szlak text" "$out" '*Wodny szlak analysis*Best with your draws*proven optimal*'

expect 2 "a Wodny szlak table for two" -- \
  "$bin" analyse "$src/tests/data/wodny-szlak/deliveries-two-players.json"
contains "the message says the Wodny szlak table is not solo" "$err" "not a solo game"

finish
