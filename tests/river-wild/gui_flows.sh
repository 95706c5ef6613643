# parts: catalog-paint river-wild-hand stable-river-wild font-scale-fit
# River Wild's GUI flows: a card painted in the catalog editor, and a hand kept during play.
# Sourced by tests/gui/smoke.sh, whose helpers (launch, keys, open_table, ok, bad, …) it uses.

# With xdotool and the framebuffer: in the catalog editor, paint one cell of River Wild's
# card c01 river (a middle cell of its right-hand mountain column, where no item sits),
# Save, then start a River Wild session from Home: the session stores the painted card and
# its board shows it.
if ! wants catalog-paint; then
  :
elif command -v xdotool >/dev/null 2>&1 && [ -n "$framebuffer" ] &&
  [ -f "$framebuffer/Xvfb_screen0" ]; then
  home_shot
  db="$out/catalog-flow.db"
  mine="$XDG_DATA_HOME/tributary/catalogs/river-wild.json"
  rm -f "$mine"
  launch "$out/catalog-flow.log" --db "$db" --size 1280x720 --view catalog --game river-wild
  done_steps=0
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
    sleep 0.5
    # The enlarged card's mountain column (#70685E, rows 0-3 of column 7): an area too large
    # for a thumbnail or a single mountain cell; its centre is in row 1 or 2.
    cell=$("$check" --locate 70685E "$framebuffer/Xvfb_screen0" 4000) &&
      xdotool mousemove $cell && sleep 0.4 && xdotool click 1 && sleep 0.8 &&
      xdotool mousemove 1 1 && sleep 0.8 &&
      save=$("$check" --locate 3A8ED6 "$framebuffer/Xvfb_screen0") &&  # Save, enabled now
      xdotool mousemove $save && sleep 0.4 && xdotool click 1 && sleep 1 &&
      grep -q '"LLLRRLLR"' "$mine" && done_steps=1
    rm -f "$out/flow-session.json"
    if [ $done_steps -eq 1 ]; then
      # A new run of the app on Home: "New session" on the River Wild card, then Start.
      quit_app
      launch "$out/catalog-flow.log" --db "$db" --size 1280x720
      at=$("$check" --locate 3A8ED6 "$out/home.png" || echo "300 175")
      for attempt in 1 2 3; do
        [ -n "$window" ] || break
        sleep 1
        xdotool mousemove --window "$window" $at
        sleep 0.5
        xdotool click 1
        sleep 1
        xdotool key Return
        for wait in 1 2 3 4 5 6 7 8 9 10; do
          if stored "$db" && grep -q '"LLLRRLLR"' "$out/flow-session.json"; then
            done_steps=2
            break 2
          fi
          sleep 0.5
        done
      done
    fi
    [ $done_steps -lt 2 ] && cp "$framebuffer/Xvfb_screen0" "$out/catalog-flow-failed.xwd"
  fi
  quit_app
  if [ -z "$window" ]; then
    bad "catalog flow: the window did not appear"
  elif [ $done_steps -eq 2 ]; then
    ok "catalog flow: a painted cell saved, and a new session plays with the changed card"
    shot catalog-flow-session 0 --db "$db" --view session
  else
    bad "catalog flow: $done_steps of 2 steps (log: $out/catalog-flow.log)"
  fi
  rm -f "$mine"
else
  echo "skip catalog flow: needs xdotool and the X server's framebuffer"
fi

# With xdotool and the framebuffer: a River Wild hand kept during play. The table's own
# catalog has one card that fits (w) and three whose top rows hold no river (n1-n3), so
# they never fit. Ctrl+F and an id + Enter draw a card; the rest is keys only too.
rw_hand_state() {  # rw_hand_state DB: "<moves> <status>" of session 1
  sqlite3 "$1" "SELECT (SELECT count(*) FROM moves WHERE session_id = 1) || ' ' || status
                FROM sessions WHERE id = 1" 2>/dev/null
}
await_hand_state() {  # await_hand_state DB "<moves> <status>"
  for wait in 1 2 3 4 5 6 7 8 9 10; do
    [ "$(rw_hand_state "$1")" = "$2" ] && return 0
    sleep 0.5
  done
  return 1
}
if ! wants river-wild-hand; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1 &&
  [ -n "$framebuffer" ] && [ -f "$framebuffer/Xvfb_screen0" ]; then
  db="$out/hand-flow.db"
  "$bin" import "$data/river-wild/gui/hand.json" --db "$db" >/dev/null
  launch "$out/hand-flow.log" --db "$db" --size 1280x720 --view session
  steps=0
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
    keys ctrl+f w Return n 1 Return n 2 Return && await_hand_state "$db" "3 active" &&
      steps=1
    # Keys only: the full hand's first card, w, comes picked on its first legal spot, so
    # Return places it; the search then has the keyboard for the next draw (no Ctrl+F).
    [ $steps -eq 1 ] && keys Return && await_hand_state "$db" "4 active" &&
      steps=2
    [ $steps -eq 2 ] && keys n 3 Return && await_hand_state "$db" "5 finished" &&
      steps=3
    [ $steps -lt 3 ] && cp "$framebuffer/Xvfb_screen0" "$out/hand-flow-failed.xwd"
  fi
  quit_app
  if [ -z "$window" ]; then
    bad "hand flow: the window did not appear"
  elif [ $steps -eq 3 ] &&
    "$bin" export 1 --db "$db" -o "$out/hand-flow.json" >/dev/null 2>&1 &&
    "$bin" score --json "$out/hand-flow.json" >"$out/hand-flow-score.json" 2>&1 &&
    grep -q '"hand-blocked"' "$out/hand-flow-score.json"; then
    ok "hand flow: three draws, Return places the picked card, a draw typed at once; the blocked hand ended the game"
    shot hand-flow 0 --db "$db" --view session
  else
    bad "hand flow: $steps of 3 steps (log: $out/hand-flow.log)"
  fi
else
  echo "skip hand flow: needs xdotool, sqlite3 and the X server's framebuffer"
fi

# Picking a card and placing it with keys leaves the board where it was.
if wants stable-river-wild && stable_tools; then
  stable_board stable-river-wild "$(example river-wild midgame)" - Tab "Right Return"
fi

# A font scale changed in Settings while a session is open: back on the board the layout is
# framed again (before, the camera only followed the smaller board and cut the source card
# until Fit), so a click on Fit leaves every card where it was. Screen points for 1280×720:
# the font-scale slider at 1.0 (a click at 73 % of it sets about 2.1), then at 2.x the sidebar's
# open session (scrolled into view) and the board's Fit button.
if wants font-scale-fit && stable_tools; then
  open_table font-scale-fit "$(example river-wild midgame)"
  steady=no
  if [ -n "$window" ]; then
    keys ctrl+4
    xdotool mousemove 560 149 click 1
    sleep 1
    xdotool mousemove 120 400 click 5 click 5 click 5 click 5
    sleep 0.5
    xdotool mousemove 98 570 click 1
    xdotool mousemove 1 1
    sleep 1
    cp "$framebuffer/Xvfb_screen0" "$out/font-scale-fit-before.xwd"
    xdotool mousemove 888 307 click 1
    xdotool mousemove 1 1
    grep -q '"font_scale": 2\.' "$XDG_CONFIG_HOME/tributary/settings.json" &&
      board_unmoved font-scale-fit "$out/font-scale-fit-before.xwd" && steady=yes
  fi
  quit_app
  if [ "$steady" = yes ]; then
    ok "font scale 2.0 with a session open: the board is framed again, Fit moves nothing"
  else
    bad "font scale 2.0 with a session open: not at 2.0, or Fit moved the board (log: $out/font-scale-fit.log)"
  fi
fi
