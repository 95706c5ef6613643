#!/usr/bin/env bash
# Roaring River against hostile numbers: a heart value that overflows a double is refused
# with its JSON path, never scored as infinity.
# Usage: cli_hardening_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
export TRIBUTARY_DB=$work/default.db

# A catalog heart value of 1.7e308 in the finished example.
sed 's/"setup": {/"catalog": {"paddles": {"cards": [{"id": "2L", "kind": "left", "value": 2, "heart": true}, {"id": "rest", "kind": "rest"}], "recovery": [], "heart_value": {"default": 1.7e308, "two_player": 1}}}, "setup": {/' \
  "$(example roaring-river finished)" >"$work/overflow.json"
expect 2 "a heart value of 1.7e308" -- "$bin" score "$work/overflow.json" --json
contains "heart value path" "$out" '"path": "/catalog/paddles/heart_value/default"'

finish
