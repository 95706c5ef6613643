#!/bin/sh
# Screenshots of the insights from a database of many sessions (issue #38's pictures):
#   insight_screens.sh TRIBUTARY OUT_DIR [STORE_SCALE]     (run under an X server)
# STORE_SCALE (default: the build tree's tests/bench/store_scale beside src/tributary)
# writes 1200 sessions of all four games from the finished table files in tests/data, each
# with other players out of 60 (some 50 games each, so the charts have something to show);
# the players next to Ania at the table get real names. Then, at font scales 1.0 and 2.0
# (1280×720): Ania's player page, her Records' Categories view for every game, and the
# shared results card (Save picture…) of her best stored Roaring River game (the raft kept
# afloat: most hearts win), its badges weighed against the whole database.
# Prints the pictures it wrote, one a line.
set -eu
bin=$1
out=$2
scale_bin=${3:-$(dirname "$bin")/../tests/bench/store_scale}
data=$(cd "$(dirname "$0")/../data" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Never the user's settings or database.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
unset TRIBUTARY_DB
db=$work/insights.db
mkdir -p "$out"
# One session every 11 hours: 18 months, so the monthly trend lines have 12 points.
"$scale_bin" generate "$db" 1200 "$data" 39600 >/dev/null
# The pictures read better with names than with "Player 7". A table seats consecutive
# players (60 follows 1), so these are the ones Ania meets.
for pair in 1:Ania 2:Bartek 3:Celina 4:Darek 5:Ewa 57:Franek 58:Gosia 59:Henryk 60:Iza; do
  "$bin" players rename "Player ${pair%%:*}" "${pair#*:}" --yes --db "$db" >/dev/null
done
# Ania's best Roaring River session, as a table file for the results card.
best=$(sqlite3 "$db" "SELECT r.session_id FROM results r JOIN players p ON p.id = r.player_id
  WHERE p.name = 'Ania' AND r.game = 'roaring-river' AND r.highest_wins = 1
  ORDER BY r.score DESC, r.session_id
  LIMIT 1")
"$bin" export "$best" --db "$db" -o "$work/ania-best.json" >/dev/null
for scale in 1.0 2.0; do
  config=$work/config-$scale
  mkdir -p "$config/tributary"
  printf '{"theme": "dark", "font_scale": %s}\n' "$scale" >"$config/tributary/settings.json"
  shot() {  # shot NAME ARGS...
    name=$1
    shift
    XDG_CONFIG_HOME=$config "$bin" --screenshot "$out/$name-$scale.png" --size 1280x720 \
      --db "$db" "$@"
    echo "$out/$name-$scale.png"
  }
  shot player --view player --player Ania
  for game in $("$bin" --list-games | cut -f1); do
    shot "categories-$game" --view categories --game "$game" --player Ania
  done
  shot results-card --view results --open "$work/ania-best.json"
done
