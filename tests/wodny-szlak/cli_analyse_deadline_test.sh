#!/usr/bin/env bash
# Usage: cli_analyse_deadline_test.sh TRIBUTARY_BINARY — `tributary analyse --seconds N`
# ends in time on a solo Wodny szlak table with 20 000 more tiles in its pool.
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/analyse_deadline.sh"

# wodny_table TILES: a solo draft one round in, with TILES more base tiles (four kinds).
wodny_table() {
  local tiles=$1 i
  local kinds=('"arms": ["N", "S"], "items": [{"kind": "sack", "count": 2}], "meadows": ["NE"]'
    '"arms": ["N", "S"], "obstacle": {"kind": "mill", "value": 3, "needs": 2}'
    '"arms": ["N", "E"], "items": [{"kind": "port"}], "meadows": ["SW"]'
    '"arms": ["N", "W"], "meadows": ["NE", "SE", "SW"]')
  printf '{"format": 1, "game": "wodny-szlak", "players": ["Wanda"], "catalog": {"tiles": {'
  for ((i = 0; i < tiles; i++)); do
    ((i > 0)) && printf ','
    printf '"x%06d": {"group": "base", %s}' "$i" "${kinds[i % 4]}"
  done
  printf '}}, "moves": [{"draw": ["base-03", "base-05", "base-01"]},'
  printf '{"tile": "base-03", "x": 0, "y": -1, "rot": 0}, {"discard": ["base-05", "base-01"]},'
  printf '{"draw": ["base-02", "base-04", "base-07"]}]}\n'
}

wodny_table 20000 >"$work/wodny-20000.json"
within "Wodny szlak, 20 000 more tiles" "$work/wodny-20000.json"

finish
