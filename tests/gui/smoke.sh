#!/bin/sh
# GUI smoke test, run by CTest inside xvfb-run:
#   smoke.sh TRIBUTARY PNG_CHECK OUT_DIR TEST_DATA_DIR [FRAMEBUFFER_DIR [PART]]
# 1. Screenshots every view of a fresh database and checks each PNG (size, not blank);
#    the README's screenshots script runs.
# 2. For every game the binary lists (--list-games): the "New session" dialog, the catalog
#    editor and the board mid-game (data/examples/<game>-midgame.json, when there is one),
#    each also under the layout check; a table file opened read-only; River Woods boards
#    mid-game and finished, also at font scale 1.5 and in the light theme.
# 3. A damaged database still gives a picture (the error dialog) and exit code 3.
# 4. With xdotool: starts the real window, clicks "New session" on the first game card,
#    starts it, and checks that the database now holds a session; screenshots it.
# 5. With xdotool and the X server's framebuffer (Xvfb -fbdir FRAMEBUFFER_DIR): enters a
#    River Woods terrain, movement and companion turn in the real window, clicking the
#    cells the board marks as legal, and checks that each turn is stored.
# 6. With xdotool and the framebuffer: paints a River Wild cell in the catalog editor,
#    saves, starts a River Wild session and checks that it stores the changed card.
# 7. With xdotool and the framebuffer: keeps a River Wild hand in the real window (a table
#    with its own small catalog): draws three cards by typing their ids, places one, draws
#    again and ends holding three cards that fit nowhere, announced as the end of the game.
# 8. With xdotool: Wodny szlak tiles picked and placed with keys only (an id, then Tab).
# 9. With xdotool: a solo Wodny szlak draft round (place from the hand, discard two), and
#    the coach: C turns it on, Shift+C picks its first placement and Enter places it.
# 10. With xdotool: the River Woods turns of 5 entered with keys only; a Stoat push with keys
#     only that steps past a river cell (river-woods-push).
# 11. With xdotool and the framebuffer: a placement on each board leaves its picture where it
#     was, and a tile placed off a zoomed-in view comes into view (stable-boards).
# Every view also passes the layout check (exit 5 when content runs past its window) at
# font scales 1.0, 1.5 and 2.0.
#
# PART (default: all) runs one part, so CTest runs them as separate tests side by side:
# views (1 and 3), layout (the shell's views under the layout check), game:ID (part 2 for
# one game), or one flow of 4-10: new-session, river-woods-clicks, catalog-paint,
# river-wild-hand, wodny-keys, wodny-draft, wodny-coach, river-woods-keys, river-woods-push,
# wodny-analysis, stable-boards.
# One game only (a game being added, tests/add-game/check.sh): SMOKE_GAME=ID and
# SMOKE_TABLE=FILE (that game's table mid-game) run part 2 for that game and nothing else.
set -u
bin=$1
check=$2
out=$3
data=${4:-}
framebuffer=${5:-}
part=${6:-all}
gui_data=$(dirname "$0")/data
examples=$(dirname "$0")/../../data/examples
rm -rf "$out"
mkdir -p "$out/config" "$out/data"
# Never touch the user's settings or database.
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" XDG_STATE_HOME="$out/state"
unset TRIBUTARY_DB
passed=0
failed=0
shot_config=  # another config folder for the next shots (font scale, theme)
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }

shot() {  # shot NAME EXPECTED_EXIT ARGS...
  name=$1 expected=$2
  shift 2
  XDG_CONFIG_HOME=${shot_config:-$XDG_CONFIG_HOME} \
    "$bin" --screenshot "$out/$name.png" --size 1280x720 "$@"
  code=$?
  if [ "$code" -ne "$expected" ]; then
    bad "$name: exit code $code, expected $expected"
  elif [ ! -s "$out/$name.png" ]; then
    bad "$name: no PNG written"
  elif "$check" "$out/$name.png" 1280 720; then
    ok "$name"
  else
    bad "$name: image check"
  fi
}

# The layout check (TRIBUTARY_CHECK_LAYOUT=1: exit 5 when content runs past a window that
# cannot scroll sideways) at a font scale and window size.
layout_shot() {  # layout_shot NAME SCALE WxH EXPECTED_EXIT ARGS...
  name=$1 scale=$2 size=$3 expected=$4
  shift 4
  mkdir -p "$out/config-scale-$scale/tributary"
  printf '{"theme": "dark", "font_scale": %s}\n' "$scale" \
    >"$out/config-scale-$scale/tributary/settings.json"
  XDG_CONFIG_HOME="$out/config-scale-$scale" TRIBUTARY_CHECK_LAYOUT=1 \
    "$bin" --screenshot "$out/layout-$name.png" --size "$size" "$@" 2>"$out/layout-$name.err"
  code=$?
  if [ "$code" -eq "$expected" ]; then
    ok "layout $name"
  else
    bad "layout $name: exit code $code, expected $expected: $(cat "$out/layout-$name.err")"
  fi
}

# One game: its "New session" dialog (with its board view's setup widgets, if any), its
# catalog editor and its board on TABLE (none: no board), each also under the layout
# check at font scale 1.0 (1280x720 and 1920x1080), 1.5 and 2.0 (1280x720).
game_checks() {  # game_checks GAME [TABLE]
  game=$1 board=${2:-}
  shot "setup-$game" 0 --db "$out/t.db" --view "setup:$game"
  shot "catalog-$game" 0 --db "$out/t.db" --view catalog --game "$game"
  if [ -n "$board" ]; then
    shot "board-$game" 0 --db "$out/t.db" --open "$board"
  else
    echo "skip board of $game: no data/examples/$game-midgame.json"
  fi
  for look in 1.0:1280x720 1.0:1920x1080 1.5:1280x720 2.0:1280x720; do
    scale=${look%%:*} size=${look#*:}
    [ -n "$board" ] &&
      layout_shot "$game-$scale-$size" "$scale" "$size" 0 --db "$layout_db" --open "$board"
    layout_shot "catalog-$game-$scale-$size" "$scale" "$size" 0 --db "$layout_db" --view catalog \
      --game "$game"
    layout_shot "setup-$game-$scale-$size" "$scale" "$size" 0 --db "$layout_db" --view "setup:$game"
  done
}

wants() {  # wants PART: whether this run includes PART
  [ "$part" = all ] || [ "$part" = "$1" ]
}

# A database with every game's finished example, for the layout check's lists.
layout_db="$out/layout.db"
fill_layout_db() {
  [ -f "$layout_db" ] && return
  for table in "$examples"/*-finished.json; do "$bin" import "$table" --db "$layout_db" >/dev/null; done
}

if [ -n "${SMOKE_GAME:-}" ]; then
  if "$bin" --list-games | cut -f1 | grep -qx "$SMOKE_GAME"; then
    ok "$SMOKE_GAME is listed"
  else
    bad "$SMOKE_GAME is not in --list-games"
  fi
  game_checks "$SMOKE_GAME" "${SMOKE_TABLE:-}"
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit
fi

if wants views; then
  for view in home history records settings about; do
    shot "$view" 0 --db "$out/t.db" --view "$view"
  done

  # The README's screenshots script still runs and writes every picture: Home, History,
  # Records, the results and each game's board mid-game.
  pictures=$((4 + $(ls "$examples"/*-midgame.json | wc -l)))
  if "$(dirname "$0")/screenshots.sh" "$bin" "$out/readme" >"$out/readme.log" 2>&1 &&
    [ "$(ls "$out/readme"/*.png | wc -l)" -eq "$pictures" ]; then
    ok "README screenshots (./dev screenshots)"
  else
    bad "README screenshots: see $out/readme.log"
  fi
fi

for game in $("$bin" --list-games | cut -f1); do
  wants "game:$game" || continue
  fill_layout_db
  midgame="$examples/$game-midgame.json"
  [ -f "$midgame" ] || midgame=
  game_checks "$game" "$midgame"
done

if wants views; then
  # An unknown game's catalog editor is refused with exit code 2.
  if "$bin" --screenshot "$out/catalog-chess.png" --view catalog --game chess 2>"$out/chess.err"; then
    bad "catalog of an unknown game: exit code 0"
  elif [ $? -eq 2 ] && grep -q 'unknown game "chess"' "$out/chess.err"; then
    ok "catalog of an unknown game refused"
  else
    bad "catalog of an unknown game: wrong exit code or message"
  fi

  table="$data/river-wild/largest-tie.json"
  if [ -f "$table" ]; then
    shot open 0 --db "$out/t.db" --open "$table"
  fi

  # River Woods boards: a review mid-game and the finished worked example, then the same at
  # font scale 1.5 (the narrow layout) and in the light theme.
  shot river-woods-midgame 0 --db "$out/t.db" --open "$examples/river-woods-midgame.json"
  shot river-woods-finished 0 --db "$out/t.db" --open "$gui_data/river-woods-sample.json"
  for look in 'dark 1.5' 'light 1.0'; do
    set -- $look
    mkdir -p "$out/config-$1/tributary"
    printf '{"theme": "%s", "font_scale": %s}\n' "$1" "$2" >"$out/config-$1/tributary/settings.json"
    shot_config="$out/config-$1"
    shot "river-woods-midgame-$1" 0 --db "$out/t.db" --open "$examples/river-woods-midgame.json"
    shot "setup-river-woods-$1" 0 --db "$out/t.db" --view setup:river-woods
    shot_config=
  done
fi

# The layout check over the shell's views at font scale 1.0 (both sizes), 1.5 and 2.0; it
# fails on a window too narrow for its view.
if wants layout; then
  fill_layout_db
  # A data folder as deep as under a long home path: shown paths must still fit.
  XDG_DATA_HOME="$out/data/$(printf 'a-deeply-nested-folder-%s/' 1 2 3 4 5 6)"
  mkdir -p "$XDG_DATA_HOME"
  for size in 1280x720 1920x1080; do
    for view in home history records settings about; do
      layout_shot "$view-$size" 1.0 "$size" 0 --db "$layout_db" --view "$view"
    done
  done
  for scale in 1.5 2.0; do
    for view in home history records settings about; do
      layout_shot "$view-$scale" "$scale" 1280x720 0 --db "$layout_db" --view "$view"
    done
  done
  layout_shot settings-too-narrow 2.0 400x600 5 --db "$layout_db" --view settings
  XDG_DATA_HOME="$out/data"
fi

if wants views; then
  printf 'this is not a SQLite database, just some bytes that look nothing like one\n' >"$out/damaged.db"
  shot damaged-db 3 --db "$out/damaged.db" --view home
  if [ "$(head -c 12 "$out/damaged.db")" = "this is not " ]; then
    ok "damaged database left untouched"
  else
    bad "damaged database was modified"
  fi
fi

# Starts the app (ARGS) with its output added to LOG; sets pid, and window to the window's id
# ("" when none appeared within 20 s).
launch() {  # launch LOG ARGS...
  launch_log=$1
  shift
  "$bin" "$@" >>"$launch_log" 2>&1 &
  pid=$!
  window=$(timeout 20 xdotool search --sync --name '^Tributary$' | head -n 1)
}

# Quits the app started by launch (Ctrl+Q, then a kill for one that did not listen).
quit_app() {
  [ -n "$window" ] && xdotool key ctrl+q && sleep 1
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
}

# Home's picture, where the flows find the first "New session" button.
home_shot() {
  [ -f "$out/home.png" ] || shot home 0 --db "$out/t.db" --view home
}

stored() {  # stored DB: true once the database holds session 1
  "$bin" export 1 --db "$1" -o "$out/flow-session.json" >/dev/null 2>&1 &&
    grep -q '"game"' "$out/flow-session.json"
}

if ! wants new-session; then
  :
elif command -v xdotool >/dev/null 2>&1; then
  home_shot
  db="$out/flow.db"
  launch "$out/flow.log" --db "$db" --size 1280x720
  created=no
  if [ -n "$window" ]; then
    # "New session" on the first game card: the first button in the accent colour (river
    # blue, #3A8ED6 in the default dark theme) on the Home screenshot taken above.
    at=$("$check" --locate 3A8ED6 "$out/home.png" || echo "300 175")
    for attempt in 1 2 3; do  # a slow first frame may swallow an early click
      sleep 1
      xdotool mousemove --window "$window" $at
      sleep 0.5
      xdotool click 1
      sleep 1
      xdotool key Return  # "Start session" in the setup dialog
      for wait in 1 2 3 4 5 6 7 8 9 10; do
        if stored "$db"; then
          created=yes
          break 2
        fi
        sleep 0.5
      done
    done
  fi
  quit_app
  if [ -z "$window" ]; then
    bad "flow: the window did not appear"
  elif [ "$created" = yes ]; then
    ok "flow: New session -> Start created a stored session"
    shot flow-session 0 --db "$db" --view session  # the live session just created
  else
    bad "flow: no session in $db (log: $out/flow.log)"
  fi
else
  echo "skip flow: xdotool is not installed"
fi

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
# live screen; the pointer first moves away so that no tooltip hides the board.
click_legal() {
  xdotool mousemove 1 1
  spot=
  for wait in 1 2 3 4 5 6; do  # a loaded machine may draw the marks late
    sleep 0.5
    spot=$("$check" --locate 5CB87A "$framebuffer/Xvfb_screen0" 2>/dev/null) && break
  done
  [ -n "$spot" ] || return 1
  xdotool mousemove $spot
  sleep 0.4
  xdotool click 1
  sleep 0.4
}

# Each key is held for a moment: a press and release within one slow frame (a loaded
# machine) would otherwise never reach the app.
keys() {
  for key in "$@"; do
    xdotool keydown "$key"
    sleep 0.15
    xdotool keyup "$key"
    sleep 0.3
  done
}

# Imports TABLE into a new database NAME.db and starts the app on that session, with the
# mouse out of the way; sets db, and pid and window as launch does.
open_table() {  # open_table NAME TABLE
  db="$out/$1.db"
  "$bin" import "$2" --db "$db" >/dev/null
  launch "$out/$1.log" --db "$db" --size 1280x720 --view session
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
  fi
}

# Enters three River Woods turns into the worked mid-game example in the real window:
# ENTER_TURN K (1-3) enters turn K; sets db and entered (the turns stored).
river_woods_turns() {  # river_woods_turns NAME ENTER_TURN
  open_table "$1" "$examples/river-woods-midgame.json"
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
  "$bin" import "$gui_data/river-wild-hand.json" --db "$db" >/dev/null
  launch "$out/hand-flow.log" --db "$db" --size 1280x720 --view session
  steps=0
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
    keys ctrl+f w Return n 1 Return n 2 Return && await_hand_state "$db" "3 active" &&
      steps=1
    # Keys only: Tab picks w, Right steps to its first legal spot, Return places it.
    [ $steps -eq 1 ] && keys Tab Right Return && await_hand_state "$db" "4 active" &&
      steps=2
    [ $steps -eq 2 ] && keys ctrl+f n 3 Return && await_hand_state "$db" "5 finished" &&
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
    ok "hand flow: three draws, a placement and a draw; the blocked hand ended the game"
    shot hand-flow 0 --db "$db" --view session
  else
    bad "hand flow: $steps of 3 steps (log: $out/hand-flow.log)"
  fi
else
  echo "skip hand flow: needs xdotool, sqlite3 and the X server's framebuffer"
fi

# With xdotool: two Wodny szlak tiles placed with keys only: Ctrl+F, an id and Enter pick
# the first, Right steps to its first legal spot and Enter places it; then Tab picks the
# palette's first tile, Shift+Right steps to the first free cell, Right to the next legal
# spot, and Enter places it.
if ! wants wodny-keys; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  open_table ws-keys "$gui_data/wodny-szlak-keys.json"
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
  open_table fast-keys "$gui_data/wodny-szlak-keys.json"
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
  open_table ws-undo "$gui_data/wodny-szlak-undo.json"
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
  open_table ws-draft "$gui_data/wodny-szlak-draft.json"
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
    layout_shot "ws-draft-$scale" $scale 1280x720 0 --db "$db" --open "$gui_data/wodny-szlak-draft.json"
  done
else
  echo "skip wodny-szlak draft: needs xdotool and sqlite3"
fi

# With xdotool: the coach in the same drafted round. Nothing is picked until Shift+C takes
# the coach's first line once its ranking (1 s) is done, so a stored placement is its pick.
if ! wants wodny-coach; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
  # The window's own layout check is on: the coach's lines must fit the palette.
  TRIBUTARY_CHECK_LAYOUT=1 open_table ws-coach "$gui_data/wodny-szlak-draft.json"
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

# With xdotool: the three River Woods turns of the flow above, with keys only: the disc,
# the action, Tab for the first tile / piece / companion, Right for its first green cell,
# Enter to add the step and Enter again to confirm the turn.
keyed_turn() {
  case $1 in
  1) keys 1 t Tab Right Return Return ;;
  2) keys 2 m Tab Right Return Right Return Return ;;
  3) keys 3 c Tab Right Return Return ;;
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
  open_table rw-push "$gui_data/river-woods-push.json"
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

# With xdotool and the framebuffer: placing a piece leaves the board's picture where it was
# (no fit after each move, no jump when the line above the board changes), on each board
# with keys only and the pointer off the board. png_check --unmoved compares the pieces on
# the canvas (#282F39) with the screen before: River Wild picks a card and places it; Wodny
# szlak places a second tile after a first; River Woods places a terrain tile, then confirms.
# A tile placed outside a zoomed-in view must come into view.
move_count() {  # move_count DB: the moves of session 1
  sqlite3 "$1" "SELECT count(*) FROM moves WHERE session_id = 1" 2>/dev/null
}
await_move_count() {  # await_move_count DB N
  for wait in 1 2 3 4 5 6 7 8 9 10; do
    [ "$(move_count "$1")" = "$2" ] && return 0
    sleep 0.5
  done
  return 1
}
# Whether the live screen shows the board of the screen BEFORE where it was; LABEL names
# the copy of the screen and the measurement kept in the output folder.
board_unmoved() {  # board_unmoved LABEL BEFORE
  sleep 1
  cp "$framebuffer/Xvfb_screen0" "$out/$1.xwd"
  "$check" --unmoved "$2" "$out/$1.xwd" 282F39 >"$out/$1.txt" 2>&1 && return 0
  bad "stable boards: $1: $(tr '\n' ' ' <"$out/$1.txt")"
  return 1
}
# stable_board NAME TABLE FIRST PICK PLACE [CONFIRM]: FIRST (keys entering one move, or "-")
# comes before the picture taken as "before"; PICK must not move the board, nor PLACE (which
# enters a move, unless CONFIRM does), nor CONFIRM.
stable_board() {
  open_table "$1" "$2"
  steady=no
  if [ -n "$window" ]; then
    moves=$(move_count "$db")
    if [ "$3" != - ]; then
      keys $3 && await_move_count "$db" $((moves + 1)) && moves=$((moves + 1))
    fi
    sleep 1
    cp "$framebuffer/Xvfb_screen0" "$out/$1-before.xwd"
    keys $4 && board_unmoved "$1-picked" "$out/$1-before.xwd" &&
      keys $5 && board_unmoved "$1-placed" "$out/$1-before.xwd" &&
      if [ -n "${6:-}" ]; then keys $6 && board_unmoved "$1-confirmed" "$out/$1-before.xwd"; fi &&
      await_move_count "$db" $((moves + 1)) && steady=yes
  fi
  quit_app
  if [ "$steady" = yes ]; then
    ok "stable boards: $1 kept its picture through a placement"
  elif [ -z "$window" ]; then
    bad "stable boards: $1: the window did not appear"
  else
    bad "stable boards: $1: the board moved or the move was not stored (log: $out/$1.log)"
  fi
}
if ! wants stable-boards; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1 &&
  [ -n "$framebuffer" ] && [ -f "$framebuffer/Xvfb_screen0" ]; then
  stable_board stable-river-wild "$examples/river-wild-midgame.json" - Tab "Right Return"
  stable_board stable-wodny-szlak "$gui_data/wodny-szlak-keys.json" "Tab Right Return" Tab \
    "Right Return"
  stable_board stable-river-woods "$examples/river-woods-midgame.json" - "1 t Tab" \
    "Right Return" Return
  # Zoomed in on the River Woods map (six wheel notches over its middle), the first cell the
  # first tile fits is off the view; placed there with keys, the tile must come into view:
  # its accent outline (#3A8ED6, a tile placed this turn) is then the first accent area, and
  # inside the board (without the reveal it is the Redraw checkbox, right of the board).
  open_table stable-reveal "$examples/river-woods-midgame.json"
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
else
  echo "skip stable boards: needs xdotool, sqlite3 and the X server's framebuffer"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
