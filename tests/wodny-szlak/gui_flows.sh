# parts: wodny-keys fast-keys wodny-undo-tab wodny-draft wodny-short-ids wodny-coach wodny-analysis stable-wodny-szlak wodny-new-tabs
# Wodny szlak's GUI flows: tiles by keys (also typed fast), undo's tab, a draft round, short ids, the coach, the analysis.
# Sourced by tests/gui/smoke.sh, whose helpers (launch, keys, open_table, ok, bad, …) it uses.

# With xdotool: two Wodny szlak tiles placed with keys only: Ctrl+F, an id and Enter pick
# the first, Right steps to its first legal spot and Enter places it; then Tab picks the
# palette's first tile, Shift+Right steps to the first free cell, Right to the next legal
# spot, and Enter places it.
if ! wants wodny-keys; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table ws-keys "$data/wodny-szlak/gui/keys.json"
  placed=no
  if [ -n "$window" ]; then
    keys ctrl+f b a s e minus 0 2 Return Right Return &&
      await_hand_state "$db" "1 active" &&
      keys Tab shift+Right Right Return && await_hand_state "$db" "2 active" && placed=yes
  fi
  quit_app
  if [ "$placed" = yes ]; then
    ok "wodny-szlak keys: two tiles picked and placed without the mouse"
  else
    bad "wodny-szlak keys: no tile stored (log: $out/ws-keys.log)"
  fi
else
  echo "skip wodny-szlak keys: needs xdotool and sqlite3"
fi

# With xdotool: the Wodny szlak keys flow typed fast (5 ms between events, faster than a
# frame): Ctrl+F then an id goes into the search, not to the shortcuts; Enter picks the tile
# and gives the keyboard back to the board (Right, Enter place it); a second Ctrl+F selects
# the old text, so the next id replaces it instead of being appended.
if ! wants fast-keys; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table fast-keys "$data/wodny-szlak/gui/keys.json"
  placed=0
  if [ -n "$window" ]; then
    for id in base-02 base-03; do
      xdotool key --delay 5 ctrl+f && xdotool type --delay 5 "$id" &&
        xdotool key --delay 5 Return Right Return &&
        await_hand_state "$db" "$((placed + 1)) active" && placed=$((placed + 1))
    done
    [ $placed -lt 2 ] && cp "$framebuffer/Xvfb_screen0" "$out/fast-keys-failed.xwd"
  fi
  quit_app
  if [ $placed -eq 2 ]; then
    ok "fast keys: two tiles searched, picked and placed with 5-ms keystrokes"
  else
    bad "fast keys: $placed of 2 tiles stored (log: $out/fast-keys.log)"
  fi
else
  echo "skip fast keys: needs xdotool and sqlite3"
fi

# With xdotool: Ania places a Wodny szlak tile (the view moves on to Bartek's tab), Ctrl+Z
# takes it back, and the tile placed next by keys is Ania's again: the undo showed her tab.
if ! wants wodny-undo-tab; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table ws-undo "$data/wodny-szlak/gui/undo.json"
  steps=0
  if [ -n "$window" ]; then
    keys ctrl+f b a s e minus 0 2 Return Right Return && await_hand_state "$db" "1 active" &&
      steps=1
    [ $steps -eq 1 ] && keys ctrl+z && await_hand_state "$db" "0 active" && steps=2
    [ $steps -eq 2 ] && keys ctrl+f b a s e minus 0 3 Return Right Return &&
      await_hand_state "$db" "1 active" && steps=3
  fi
  quit_app
  mover=$(sqlite3 "$db" "SELECT json_extract(move_json, '$.player') FROM moves" 2>/dev/null)
  if [ $steps -eq 3 ] && [ "$mover" = 0 ]; then
    ok "wodny-szlak undo: the undone move's player (Ania) has the board again"
  else
    bad "wodny-szlak undo: $steps of 3 steps, next mover '$mover' (log: $out/ws-undo.log)"
  fi
else
  echo "skip wodny-szlak undo: needs xdotool and sqlite3"
fi

# With xdotool: a solo Wodny szlak draft round with keys only: the table drew three tiles;
# Tab picks one from the hand, Right steps to its first legal spot, Enter places it and D
# discards the other two. Its palette also passes the layout check at font scale 2.0.
if ! wants wodny-draft; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table ws-draft "$data/wodny-szlak/gui/draft.json"
  done_round=no
  second=no  # a second placement in the round (issue 26: it was stored)
  if [ -n "$window" ]; then
    keys Tab Right Return && await_hand_state "$db" "2 active" &&
      keys Tab Right Return && sleep 1.5 && [ "$(rw_hand_state "$db")" = "2 active" ] &&
      keys d && await_hand_state "$db" "3 active" && done_round=yes
    [ "$(rw_hand_state "$db")" = "3 active" ] || second=yes
  fi
  quit_app
  tiles=$("$bin" export 1 --db "$db" | grep -c '"tile"')
  if [ "$done_round" = yes ] && [ "$tiles" -eq 1 ] &&
    "$bin" export 1 --db "$db" | grep -q '"discard"'; then
    ok "wodny-szlak draft: one tile placed from the hand, a second refused, the rest discarded by keys"
  else
    bad "wodny-szlak draft: round not stored as one placement and a discard ($tiles tiles, second=$second; log: $out/ws-draft.log)"
  fi
  for scale in 1.0 2.0; do
    layout_shot "ws-draft-$scale" $scale 1280x720 0 --db "$db" --open "$data/wodny-szlak/gui/draft.json"
  done
else
  echo "skip wodny-szlak draft: needs xdotool and sqlite3"
fi

# With xdotool: the coach in the same drafted round. Nothing is picked until Shift+C takes
# the coach's first line once its ranking (1 s) is done, so a stored placement is its pick.
# With xdotool: a solo round by short ids. After the round in hand is placed (Tab, Right,
# Enter) and discarded (D), Ctrl+F and "b4 b5 b6" + Enter draw three tiles in one move;
# the search keeps the keyboard, so "b5" + Enter picks base-05 and Right, Enter place it.
if ! wants wodny-short-ids; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table ws-short "$data/wodny-szlak/gui/draft.json"
  drawn=no guarded=no placed=no
  if [ -n "$window" ]; then
    # The full hand's first tile (base-04) comes picked with the board's keys: "b5" and
    # Enter typed without Ctrl+F must not place it; Enter opens the search instead.
    keys Tab Right Return && await_hand_state "$db" "2 active" &&
      keys d && await_hand_state "$db" "3 active" &&
      keys ctrl+f && xdotool type --delay 120 "b4 b5 b6" && keys Return &&
      await_hand_state "$db" "4 active" && drawn=yes &&
      xdotool type --delay 120 "b5" && keys Return && sleep 1 &&
      [ "$(rw_hand_state "$db")" = "4 active" ] && guarded=yes &&
      keys ctrl+f && xdotool type --delay 120 "b5" && keys Return Right Return &&
      await_hand_state "$db" "5 active" && placed=yes
  fi
  quit_app
  last=$("$bin" export 1 --db "$db" | tr -d ' \n')
  if [ "$drawn" = yes ] && [ "$guarded" = yes ] && [ "$placed" = yes ] &&
    printf '%s' "$last" | grep -q '"draw":\["base-04","base-05","base-06"\]' &&
    printf '%s' "$last" | grep -q '"tile":"base-05"'; then
    ok "wodny-szlak short ids: three tiles drawn by short ids at once, an id typed on the board placed nothing, one placed by its short id"
  else
    bad "wodny-szlak short ids: drawn $drawn, guarded $guarded, placed $placed (log: $out/ws-short.log)"
  fi
else
  echo "skip wodny-szlak short ids: needs xdotool and sqlite3"
fi

if ! wants wodny-coach; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  # The window's own layout check is on: the coach's lines must fit the palette.
  TRIBUTARY_CHECK_LAYOUT=1 open_table ws-coach "$data/wodny-szlak/gui/draft.json"
  coached=no
  if [ -n "$window" ]; then
    keys c && sleep 4 && keys shift+c Return && await_hand_state "$db" "2 active" && coached=yes
  fi
  quit_app
  if [ "$coached" = yes ] && "$bin" export 1 --db "$db" | grep -q '"tile"'; then
    ok "wodny-szlak coach: C ranks the hand, Shift+C picks the first placement, Enter places it"
  else
    bad "wodny-szlak coach: no placement stored (log: $out/ws-coach.log)"
  fi
  if grep -q '^layout:' "$out/ws-coach.log"; then
    bad "wodny-szlak coach: $(grep '^layout:' "$out/ws-coach.log" | head -n 3)"
  else
    ok "wodny-szlak coach: its lines fit the palette at 1.0"
  fi
else
  echo "skip wodny-szlak coach: needs xdotool and sqlite3"
fi

# With xdotool: a finished solo Wodny szlak game analysed in the real window. Analyse is the
# results' only accent button; the accent progress bar (larger once it is a third full)
# follows the search, and when the 10-s search is done the findings replace both.
accent_area() {  # accent_area MIN_AREA: an accent-coloured area that large is on screen
  "$check" --locate 3A8ED6 "$framebuffer/Xvfb_screen0" "$1" >/dev/null 2>&1
}
if ! wants wodny-analysis; then
  :
elif command -v xdotool >/dev/null 2>&1 && [ -n "$framebuffer" ] && [ -f "$framebuffer/Xvfb_screen0" ]; then
  open_table ws-analysis "$(dirname "$0")/../data/wodny-szlak/solo-draft-record.json"
  searched=no
  analysed=no
  if [ -n "$window" ] && at=$("$check" --locate 3A8ED6 "$framebuffer/Xvfb_screen0" 1000); then
    xdotool mousemove $at click 1 && sleep 0.5 && xdotool mousemove 1 1
    for wait in $(seq 1 60); do
      sleep 0.5
      accent_area 2500 && searched=yes  # the bar, once it is past a third
      if [ $searched = yes ] && ! accent_area 1000; then
        analysed=yes
        break
      fi
    done
    cp "$framebuffer/Xvfb_screen0" "$out/ws-analysis.xwd"
  fi
  alive=no
  kill -0 "$pid" 2>/dev/null && alive=yes
  quit_app
  if [ $searched = yes ] && [ $analysed = yes ] && [ $alive = yes ]; then
    ok "wodny-szlak analysis: Analyse, a progress bar, then the findings (screen: $out/ws-analysis.xwd)"
  else
    bad "wodny-szlak analysis: searched=$searched analysed=$analysed alive=$alive (log: $out/ws-analysis.log)"
  fi
else
  echo "skip wodny-szlak analysis: needs xdotool and the X server's framebuffer"
fi

# A second tile placed with keys after a first leaves the board where it was.
if wants stable-wodny-szlak && stable_tools; then
  stable_board stable-wodny-szlak "$data/wodny-szlak/gui/keys.json" "Tab Right Return" Tab \
    "Right Return"
fi

# A new session's player tabs are drawn at once, with no input after Start.
if wants wodny-new-tabs; then
  tabs_at_once wodny-szlak
fi
