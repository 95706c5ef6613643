#!/usr/bin/env bash
# Usage: cli_analyse_deadline_test.sh TRIBUTARY_BINARY — `tributary analyse --seconds N`
# ends in time on the biggest River Wild tables the format takes: decks of 1 000 cards and
# of 50 cards of 32×32 cells, played out, half played and unplayed.
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/analyse_deadline.sh"

# river_wild_table CARDS WIDTH HEIGHT PLACED: CARDS alike cards (a river down the middle
# between two lands walled in by mountains, a frog and a goal), PLACED of them straight down.
river_wild_table() {
  local cards=$1 w=$2 h=$3 placed=$4 i
  local side middle wall rows
  side=$(printf "%$((w / 2 - 2))s" '' | tr ' ' L)
  middle="M${side}RR${side}M"
  wall=${middle//L/M}
  rows="\"$wall\""
  for ((i = 2; i < h; i++)); do rows+=",\"$middle\""; done
  rows+=",\"$wall\""
  printf '{"format": 1, "game": "river-wild", "players": ["Ada"],'
  printf '"catalog": {"grid": [%d, %d], "source": {"rows": [%s]}, "cards": {' "$w" "$h" "$rows"
  for ((i = 0; i < cards; i++)); do
    ((i > 0)) && printf ','
    printf '"c%04d": {"rows": [%s], "items": [{"animal": "frog", "at": [1, 1]},' "$i" "$rows"
    printf '{"goal": {"any": 2}, "points": [3, 1], "at": [1, %d]}]}' $((w - 2))
  done
  printf '}}, "moves": ['
  for ((i = 0; i < placed; i++)); do
    ((i > 0)) && printf ','
    printf '{"card": "c%04d", "row": %d, "col": 0}' "$i" $((i + 1))
  done
  printf ']}\n'
}

river_wild_table 1000 8 4 1000 >"$work/rw-1000-played.json"
within "1 000 cards, all placed" "$work/rw-1000-played.json"
river_wild_table 1000 8 4 10 >"$work/rw-1000-half.json"
within "1 000 cards, 10 placed" "$work/rw-1000-half.json"
river_wild_table 1000 8 4 0 >"$work/rw-1000-none.json"
within "1 000 cards, none placed" "$work/rw-1000-none.json"
river_wild_table 50 32 32 50 >"$work/rw-32-played.json"
within "50 cards of 32×32, all placed" "$work/rw-32-played.json"
river_wild_table 50 32 32 0 >"$work/rw-32-none.json"
within "50 cards of 32×32, none placed" "$work/rw-32-none.json"

# Played out, the player's own line is the best known from every state: a real score.
expect 0 "analyse of the played-out deck" -- \
  "$bin" analyse "$work/rw-1000-played.json" --json --seconds 1
matches "the played-out deck keeps the player's 4004" "$out" '*"best": {*"score": 4004*'

finish
