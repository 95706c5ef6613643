# parts: river-woods-clicks river-woods-keys river-woods-push river-woods-empty-turn river-woods-panel river-woods-boards stable-river-woods river-woods-offer
# River Woods' GUI flows: turns entered by clicks and by keys, and the Stoat's push.
# Sourced by tests/gui/smoke.sh, whose helpers (launch, keys, open_table, ok, bad, …) it uses.

moves_stored() {  # moves_stored DB: the number of moves in session 1
  "$bin" export 1 --db "$1" -o "$out/rw-flow-session.json" >/dev/null 2>&1 &&
    grep -o '"disc"' "$out/rw-flow-session.json" | wc -l
}

# Waits until session 1 of DB holds N moves (the turn was confirmed and stored).
await_moves() {  # await_moves DB N
  for wait in 1 2 3 4 5 6 7 8 9 10; do
    [ "$(moves_stored "$1")" = "$2" ] && return 0
    sleep 0.5
  done
  return 1
}

# Clicks the first cell the board outlines in the legal colour (#5CB87A, dark theme) on the

river_woods_turns() {  # river_woods_turns NAME ENTER_TURN
  open_table "$1" "$(example river-woods midgame)"
  start=$(moves_stored "$db")
  entered=0
  if [ -n "$window" ]; then
    for turn in 1 2 3; do
      [ $entered -eq $((turn - 1)) ] && "$2" $turn && await_moves "$db" $((start + turn)) &&
        entered=$turn
    done
  fi
}

# P2: terrain with disc 1, the first tile of the list on the first legal cell. P0: movement
# with disc 2, the main piece two steps (it may pass a piece on the way). P1: companion
# with disc 3, the first free companion onto the empty side, summoned.
clicked_turn() {
  case $1 in
  1) keys 1 t n && click_legal && keys Return ;;
  2) keys 2 m n && click_legal && click_legal && keys Return ;;
  3) keys 3 c n && click_legal && keys Return ;;
  esac
}

if ! wants river-woods-clicks; then
  :
elif command -v xdotool >/dev/null 2>&1 && [ -n "$framebuffer" ] &&
  [ -f "$framebuffer/Xvfb_screen0" ]; then
  river_woods_turns rw-flow clicked_turn
  # The screen as it was when a turn failed, for a look with any XWD viewer.
  [ -n "$window" ] && [ $entered -lt 3 ] && cp "$framebuffer/Xvfb_screen0" "$out/rw-flow-failed.xwd"
  quit_app
  if [ -z "$window" ]; then
    bad "river-woods flow: the window did not appear"
  elif [ $entered -eq 3 ]; then
    ok "river-woods flow: a terrain, a movement and a companion turn entered on the board"
    shot river-woods-flow 0 --db "$db" --view session
  else
    bad "river-woods flow: only $entered of 3 turns stored (log: $out/rw-flow.log)"
  fi
else
  echo "skip river-woods flow: needs xdotool and the X server's framebuffer"
fi

# With xdotool: the three River Woods turns of the flow above, with keys only: the disc,
# the action, Tab for the first tile / piece / companion, which starts on a green cell (the
# tile on the one nearest the main piece, a step or a summon on the first), Enter to add
# the step and Enter again to confirm the turn (a movement's Enter after its last step: no
# green cell is left).
keyed_turn() {
  case $1 in
  1) keys 1 t Tab Return Return ;;
  2) keys 2 m Tab Return Return Return ;;
  3) keys 3 c Tab Return Return ;;
  esac
}
if ! wants river-woods-keys; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  river_woods_turns rw-keys keyed_turn
  quit_app
  if [ $entered -eq 3 ]; then
    ok "river-woods keys: a terrain, a movement and a companion turn without the mouse"
  else
    bad "river-woods keys: $entered of 3 turns entered (log: $out/rw-keys.log)"
  fi
else
  echo "skip river-woods keys: needs xdotool and sqlite3"
fi

# With xdotool: a Stoat push with keys only. P2 holds the Stoat; P1's main at [0, -1] is
# beside P2's pieces, with a river tile at [-1, 0] that cannot be entered from there. Disc 2,
# Movement, P; Left picks the last pushable piece in reading order (P1's main); five Rights
# step through its legal cells to the fifth, [0, 0] (every cell in reading order would put
# the river fifth); Enter adds it, Enter pushes one step, Enter confirms the turn.
if ! wants river-woods-push; then
  :
elif command -v xdotool >/dev/null 2>&1; then
  open_table rw-push "$data/river-woods/gui/push.json"
  start=$(moves_stored "$db")
  [ -n "$window" ] && keys 2 m p Left Return Right Right Right Right Right Return Return Return
  pushed=no
  await_moves "$db" $((start + 1)) &&
    tr -d ' \n' <"$out/rw-flow-session.json" |
    grep -q '"path":\[\[0,0\]\],"push":{"piece":"main","player":1}' && pushed=yes
  quit_app
  if [ "$pushed" = yes ]; then
    ok "river-woods push: P1's main pushed to [0, 0] past the river with keys only"
  else
    bad "river-woods push: no push to [0, 0] stored (log: $out/rw-push.log)"
  fi
else
  echo "skip river-woods push: needs xdotool"
fi

# The board in review mid-game and the finished worked example, then mid-game and its
# setup dialog at font scale 1.5 (the narrow layout) and in the light theme.
# With xdotool: a stray Enter never stores an empty turn. Disc 1 and the terrain action
# with no step, then Enter, store nothing (the turn panel asks); a second Enter stores the
# turn of 0 AP, as the rules allow.
if ! wants river-woods-empty-turn; then
  :
elif command -v xdotool >/dev/null 2>&1; then
  open_table rw-empty "$(example river-woods midgame)"
  start=$(moves_stored "$db")
  kept=no stored=no
  if [ -n "$window" ]; then
    keys 1 t Return && sleep 1.5 && [ "$(moves_stored "$db")" = "$start" ] && kept=yes
    keys Return && await_moves "$db" $((start + 1)) && stored=yes
  fi
  quit_app
  if [ "$kept" = yes ] && [ "$stored" = yes ]; then
    ok "river-woods empty turn: one Enter asks, the second stores it"
  else
    bad "river-woods empty turn: first Enter kept it: $kept, second stored it: $stored (log: $out/rw-empty.log)"
  fi
else
  echo "skip river-woods empty turn: needs xdotool"
fi

# With xdotool and the framebuffer: the Turn panel's controls stay put and follow the
# keys. The first accent-coloured area (#3A8ED6) is the Redraw slider with the terrain
# action and the slot's radio button with the companion action: picking a tile (N) or a
# companion (N) must not move it (a picked tile's line and the Take button took rows).
# Eight Ns reach a companion below the list's fold: its row (#1D3347, the selection) is
# scrolled into view. Then P2 searches "t03" and places it; P0's N then picks a tile of
# the whole box (the search was left over before, and matched nothing).
rw_accent() {
  sleep 1
  "$check" --locate 3A8ED6 "$framebuffer/Xvfb_screen0" 200 2>/dev/null
}
if ! wants river-woods-panel; then
  :
elif command -v xdotool >/dev/null 2>&1 && [ -n "$framebuffer" ]; then
  open_table rw-panel "$(example river-woods midgame)"
  start=$(moves_stored "$db")
  tile_kept= companion_kept= revealed= searched=no reset=no
  if [ -n "$window" ]; then
    keys 1 t
    before=$(rw_accent)
    keys n
    after=$(rw_accent)
    [ -n "$before" ] && [ "$before" = "$after" ] && tile_kept=yes
    echo "slider: $before then $after" >"$out/rw-panel.txt"
    keys 3 c
    before=$(rw_accent)
    keys n
    after=$(rw_accent)
    [ -n "$before" ] && [ "$before" = "$after" ] && companion_kept=yes
    echo "slot: $before then $after" >>"$out/rw-panel.txt"
    keys n n n n n n n
    sleep 1
    "$check" --box 1D3347 "$framebuffer/Xvfb_screen0" 200 >>"$out/rw-panel.txt" 2>&1 && revealed=yes
    # P2: the terrain action, "t03" in the search box (below the slider), a click on the
    # panel's empty space, N, the first legal cell (Right), Enter adds it, Enter confirms.
    keys Escape 1 t
    slider=$(rw_accent)
    if [ -n "$slider" ]; then
      set -- $slider
      xdotool mousemove "$1" $(($2 + 36))
      sleep 0.4
      xdotool click 1
      sleep 0.4
      xdotool type --delay 120 "t03"
      xdotool mousemove "$1" $(($2 + 247))
      sleep 0.4
      xdotool click 1
      sleep 0.4
      keys n Right Return Return && await_moves "$db" $((start + 1)) && searched=yes
    fi
    # P0: terrain with disc 1, N, the first legal cell (Right), Enter adds it, Enter confirms.
    [ $searched = yes ] && keys 1 t n Right Return Return &&
      await_moves "$db" $((start + 2)) && reset=yes
    # The screen as it was when a check failed, for a look with any XWD viewer.
    [ $reset = yes ] || cp "$framebuffer/Xvfb_screen0" "$out/rw-panel-failed.xwd"
  fi
  quit_app
  if [ "$tile_kept" = yes ] && [ "$companion_kept" = yes ]; then
    ok "river-woods panel: picking a tile or a companion leaves the controls where they were"
  else
    bad "river-woods panel: a pick moved the controls: $(tr '\n' ' ' <"$out/rw-panel.txt")"
  fi
  if [ "$revealed" = yes ]; then
    ok "river-woods panel: N scrolls the picked companion into view"
  else
    bad "river-woods panel: after eight Ns no selected companion on the screen"
  fi
  if [ "$searched" = yes ] && [ "$reset" = yes ]; then
    ok "river-woods panel: the next player's search starts empty"
  else
    bad "river-woods panel: searched turn stored: $searched, next player's N stored: $reset (log: $out/rw-panel.log)"
  fi
else
  echo "skip river-woods panel: needs xdotool and the X server's framebuffer"
fi

if wants river-woods-boards; then
  shot river-woods-midgame 0 --db "$out/t.db" --open "$(example river-woods midgame)"
  shot river-woods-finished 0 --db "$out/t.db" --open "$data/river-woods/gui/sample.json"
  for look in 'dark 1.5' 'light 1.0'; do
    set -- $look
    mkdir -p "$out/config-$1/tributary"
    printf '{"theme": "%s", "font_scale": %s}\n' "$1" "$2" >"$out/config-$1/tributary/settings.json"
    shot_config="$out/config-$1"
    shot "river-woods-midgame-$1" 0 --db "$out/t.db" --open "$(example river-woods midgame)"
    shot "setup-river-woods-$1" 0 --db "$out/t.db" --view setup:river-woods
    shot_config=
  done
fi

# A terrain tile placed and confirmed with keys (on the cell the tile starts on, the one
# nearest the main piece: its ghost and tooltip show at once, so the board is compared
# after the placement) leaves the board where it was; zoomed in, a tile placed off the view
# comes into view.
if wants stable-river-woods && stable_tools; then
  stable_board stable-river-woods "$(example river-woods midgame)" - "1 t Tab Return" Return
  # Zoomed in on the River Woods map (six wheel notches over its middle), the first cell the
  # first tile fits is off the view; placed there with keys, the tile must come into view:
  # its accent outline (#3A8ED6, a tile placed this turn) is then the first accent area, and
  # inside the board (without the reveal it is the Redraw checkbox, right of the board).
  open_table stable-reveal "$(example river-woods midgame)"
  revealed=no
  if [ -n "$window" ] && board=$("$check" --box 282F39 "$framebuffer/Xvfb_screen0" 20000); then
    set -- $board
    xdotool mousemove $((($1 + $3) / 2)) $((($2 + $4) / 2))
    for notch in 1 2 3 4 5 6; do xdotool click 4 && sleep 0.2; done
    xdotool mousemove 1 1
    keys 1 t Tab Right Return && sleep 1 && cp "$framebuffer/Xvfb_screen0" "$out/stable-reveal.xwd" &&
      tile=$("$check" --locate 3A8ED6 "$out/stable-reveal.xwd" 300) &&
      [ "${tile% *}" -gt "$1" ] && [ "${tile% *}" -lt "$3" ] && [ "${tile#* }" -gt "$2" ] &&
      [ "${tile#* }" -lt "$4" ] && revealed=yes
  fi
  quit_app
  if [ "$revealed" = yes ]; then
    ok "stable boards: a River Woods tile placed off the zoomed-in view came into view"
  else
    bad "stable boards: the tile placed off the view stayed off it (screen: $out/stable-reveal.xwd)"
  fi
fi

# With xdotool: the offer recorded (the entry benchmark's game before its first turn). The
# offer typed first goes into the setup; Ada places terrain choice 2 (t03) with keys and
# types the refill (40), whose Enter confirms the turn; after a restart Bo's key 2 picks
# t40 from the offer the session kept.
offer_types() {  # offer_types TEXT: typed, then Enter
  xdotool type --delay 120 "$1" && sleep 0.3 && keys Return
}
if ! wants river-woods-offer; then
  :
elif command -v xdotool >/dev/null 2>&1; then
  open_table rw-offer "$(dirname "$0")/../data/river-woods/bench/start.json"
  first=no refilled=no resumed=no
  if [ -n "$window" ]; then
    offer_types "17 3 22 fox ot sto" && sleep 1 &&
      "$bin" export 1 --db "$db" -o "$out/rw-offer.json" >/dev/null 2>&1 &&
      tr -d ' \n' <"$out/rw-offer.json" | grep -q \
        '"x-offer":{"companions":\["fox","otter","stoat"\],"terrain":\["t17","t03","t22"\]}' &&
      first=yes
    keys 1 t 2 Right ctrl+Return && offer_types 40 && await_moves "$db" 1 &&
      tr -d ' \n' <"$out/rw-flow-session.json" | grep -q \
        '"place":"t03".*"x-offer":{"companions":\["fox","otter","stoat"\],"terrain":\["t17","t40","t22"\]}' &&
      refilled=yes
  fi
  quit_app
  launch "$out/rw-offer.log" --db "$db" --size 1280x720 --view session
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
    keys 1 t 2 Right ctrl+Return && offer_types 41 && await_moves "$db" 2 &&
      tr -d ' \n' <"$out/rw-flow-session.json" | grep -q '"place":"t40"' && resumed=yes
  fi
  quit_app
  if [ "$first" = yes ] && [ "$refilled" = yes ] && [ "$resumed" = yes ]; then
    ok "river-woods offer: typed by short ids, picked with keys, refilled, kept after a restart"
  else
    bad "river-woods offer: first offer stored: $first, refilled: $refilled, resumed: $resumed (log: $out/rw-offer.log)"
  fi
else
  echo "skip river-woods offer: needs xdotool"
fi
