#!/bin/sh
# The README's screenshots, made by the app itself from the example table files:
#   screenshots.sh TRIBUTARY OUT_DIR      (run under an X server; ./dev screenshots does)
# Home, History, Records and Ada's player page show a database holding every finished
# example; each game's board is shown mid-game, and the results of a finished game and
# its results card.
set -eu
bin=$1
out=$2
examples=$(cd "$(dirname "$0")/../../data/examples" && pwd)
# example GAME KIND: that game's example table of that kind (finished or midgame).
example() { echo "$examples/$1/$1-$2.json"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A fresh database and settings: the pictures never show the user's own data.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
unset TRIBUTARY_DB
db=$work/screenshots.db
mkdir -p "$out"
# Every game with example tables (a game may have none yet).
for game in $("$bin" --list-games | cut -f1); do
  [ -f "$(example "$game" finished)" ] || continue
  "$bin" import "$(example "$game" finished)" --db "$db" >/dev/null
done
shot() {  # shot NAME ARGS...
  name=$1
  shift
  "$bin" --screenshot "$out/$name.png" --size 1280x720 --db "$db" "$@"
}
for view in home history records; do
  shot "$view" --view "$view"
done
shot player --view player --player Ada
for game in $("$bin" --list-games | cut -f1); do
  [ -f "$(example "$game" midgame)" ] || continue
  shot "$game" --open "$(example "$game" midgame)"
done
# The results of the longest finished example (the most to show).
shot results --open "$(ls -S "$examples"/*/*-finished.json | head -n 1)"
# The shared results card (Save picture…) of a finished Wodny szlak: its scores equal
# the stored copy's, so the badges show personal bests equalled.
if [ -f "$(example wodny-szlak finished)" ]; then
  shot results-card --view results --open "$(example wodny-szlak finished)"
fi
echo "screenshots written to $out"
