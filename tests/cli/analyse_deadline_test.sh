#!/usr/bin/env bash
# Usage: analyse_deadline_test.sh TRIBUTARY_BINARY — `tributary analyse --seconds N` ends
# within N + 0.5 s of wall time on the biggest tables the format takes: River Wild decks of
# 1 000 cards and of 50 cards of 32×32 cells, played out, half played and unplayed, and a
# solo Wodny szlak table with 20 000 more tiles in its pool. With TRIBUTARY_SANITIZED set
# (the ASan + UBSan build, several times slower outside the searches too) the margin is
# 3 s: the deadline is still checked inside the work, but loading and exit take longer.
set -u
. "$(dirname "$0")/lib.sh"
seconds=2
margin_ms=500
[ -n "${TRIBUTARY_SANITIZED:-}" ] && margin_ms=3000

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

# within NAME FILE: analyse FILE for $seconds s; the wall time, exit code and honesty.
within() {
  local name=$1 file=$2 start end elapsed_ms out
  start=$(date +%s%N)
  out=$(timeout 60 "$bin" analyse "$file" --json --seconds "$seconds")  # a hang fails, not stalls
  local code=$?
  end=$(date +%s%N)
  elapsed_ms=$(((end - start) / 1000000))
  echo "$name: ${elapsed_ms} ms"
  if [ $code -eq 0 ]; then pass; else fail "$name: analyse exits 0 (got $code)"; fi
  if ((elapsed_ms <= seconds * 1000 + margin_ms)); then pass; else
    fail "$name: took ${elapsed_ms} ms with --seconds $seconds"
  fi
  # Cut short, nothing is claimed proven but what is: the open deck of a big deck is not.
  matches "$name: the open deck claims no proof" "$out" '*"open_deck": {*"proven": false*'
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
wodny_table 20000 >"$work/wodny-20000.json"
within "Wodny szlak, 20 000 more tiles" "$work/wodny-20000.json"

# Played out, the player's own line is the best known from every state: a real score.
expect 0 "analyse of the played-out deck" -- \
  "$bin" analyse "$work/rw-1000-played.json" --json --seconds 1
matches "the played-out deck keeps the player's 4004" "$out" '*"best": {*"score": 4004*'

finish
