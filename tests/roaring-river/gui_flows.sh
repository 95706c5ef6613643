# parts: roaring-long-name roaring-entry roaring-fix-past
# Roaring River's GUI flows: a long player name leaves the paddle-card picker drawn; four
# rounds typed fast (codes without spaces, the Rest keys, the common recovery preselected);
# round 3 of a finished game replaced in place.
# Sourced by tests/gui/smoke.sh, whose helpers (shot, ok, bad, …) it uses.

# A first player of 51 characters: the live session still draws the paddle cards to pick
# from (their paper colour, #F6ECD6), the name cut with "…"; before, the row's width went
# negative and no card was drawn for anyone.
if wants roaring-long-name; then
  db="$out/rr-long.db"
  "$bin" import "$data/roaring-river/gui/long-name-midgame.json" --db "$db" >/dev/null
  shot rr-long-name 0 --db "$db" --view session
  if "$check" --locate F6ECD6 "$out/rr-long-name.png" 20 >/dev/null 2>&1; then
    ok "roaring-river long name: the paddle-card picker is drawn"
  else
    bad "roaring-river long name: no paddle card on the screen ($out/rr-long-name.png)"
  fi
fi

# Four rounds of four players typed as a table would, in a window short enough that the
# entry panel scrolls (1280x440). Round 1: codes without spaces ("4R3L2L3R", refused
# before), the new cards, Enter. The panel is back at the top after Confirm: the first
# paddle card (paper, #F6ECD6) is where it was at the start. Round 2: a click into the codes
# field, then the codes and the river cards in one go: the cards move on to the deal field.
# Round 3: Ada rests; "2" picks the second button ("2  4R"; before, the keys were 0-based).
# Round 4: Bo rests and nobody picks: the common recovery (the most cards back) is stored.
rr_stored() {  # rr_stored DB: session 1's moves as one line without spaces
  "$bin" export 1 --db "$1" -o "$out/rr-entry-session.json" >/dev/null 2>&1
  tr -d ' \n' <"$out/rr-entry-session.json" | sed 's/.*"moves"://; s/,"players".*//'
}
rr_first_card() {  # where the first paddle card is on the live screen now
  sleep 1
  "$check" --locate F6ECD6 "$framebuffer/Xvfb_screen0" 20 2>/dev/null
}
if ! wants roaring-entry; then
  :
elif command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1 &&
  [ -n "$framebuffer" ]; then
  db="$out/rr-entry.db"
  "$bin" import "$data/roaring-river/gui/four-players-start.json" --db "$db" >/dev/null
  launch "$out/rr-entry.log" --db "$db" --size 1280x440 --view session
  rounds=0 top=
  if [ -n "$window" ]; then
    sleep 2
    xdotool mousemove 1 1
    start_card=$(rr_first_card)
    xdotool type --delay 120 "4R3L2L3R2B13F"
    keys Return
    await_move_count "$db" 1 && rounds=1
    [ $rounds -eq 1 ] && [ -n "$start_card" ] && [ "$(rr_first_card)" = "$start_card" ] && top=yes
    if [ $rounds -eq 1 ]; then
      xdotool mousemove --window "$window" 700 225 click 1
      sleep 0.5
      xdotool type --delay 120 "5R4L4L2R1D23"
      keys Return
      await_move_count "$db" 2 && rounds=2
    fi
    if [ $rounds -eq 2 ]; then
      xdotool mousemove 1 1
      xdotool type --delay 120 "re2L3L4R2F13"
      keys 2 Return
      await_move_count "$db" 3 && rounds=3
    fi
    if [ $rounds -eq 3 ]; then
      xdotool type --delay 120 "2Lre5R5L4B12"
      keys Return
      await_move_count "$db" 4 && rounds=4
    fi
  fi
  quit_app
  moves=$(rr_stored "$db")
  if [ -z "$window" ]; then
    bad "roaring-river entry: the window did not appear"
  elif [ $rounds -lt 4 ]; then
    bad "roaring-river entry: only $rounds of 4 rounds stored (log: $out/rr-entry.log)"
  else
    ok "roaring-river entry: four rounds typed, codes without spaces"
  fi
  case $moves in
  *'"deal":["2B","1","3F"],"plays":[["4R"],["3L"],["2L"],["3R"]]'*)
    ok "roaring-river entry: 4R3L2L3R read as 4R 3L 2L 3R" ;;
  *) bad "roaring-river entry: round 1 not stored as typed: $moves" ;;
  esac
  if [ "$top" = yes ]; then
    ok "roaring-river entry: after Confirm the panel is back at the codes field"
  else
    bad "roaring-river entry: after Confirm the first paddle card moved (from ${start_card:-none})"
  fi
  case $moves in
  *'"deal":["1D","2","3"],"plays":[["5R"],["4L"],["4L"],["2R"]]'*)
    ok "roaring-river entry: river cards typed on in the codes field went to the deal" ;;
  *) bad "roaring-river entry: round 2 (a click into the codes field) not stored: $moves" ;;
  esac
  case $moves in
  *'"recover":{"0":["4R"]}'*) ok "roaring-river entry: key 2 picked the second Rest option" ;;
  *) bad "roaring-river entry: key 2 did not store Ada taking back 4R: $moves" ;;
  esac
  case $moves in
  *'"recover":{"1":["2L","3L"]}'*) ok "roaring-river entry: the common recovery was preselected" ;;
  *) bad "roaring-river entry: Bo's preselected recovery (2L 3L) not stored: $moves" ;;
  esac
else
  echo "skip roaring-river entry: needs xdotool, sqlite3 and the X server's framebuffer"
fi

# Fixing a past round in place: in a finished 12-round game for four, round 3 gets another
# paddle card for Dee (5L, not 5R) with the keyboard only, counting every key and typed
# character as an action (at most 15): Ctrl+M gives the move list the keys, Home, Down,
# Down select move 3, E replaces it (the round entry starts as round 3 with its codes
# selected), End, Backspace and L change Dee's card, Ctrl+Enter confirms. Rounds 4-12 still
# fit and stay; the database then holds exactly twelve-rounds-fixed.json, moves and results
# as the CLI's import scores it.
if wants roaring-fix-past; then
  if command -v xdotool >/dev/null 2>&1 && command -v sqlite3 >/dev/null 2>&1; then
    fixed_db="$out/rr-fixed-expected.db"
    "$bin" import "$data/roaring-river/gui/twelve-rounds-fixed.json" --db "$fixed_db" >/dev/null
    open_table rr-fix-past "$data/roaring-river/gui/twelve-rounds.json"
    actions=0
    if [ -n "$window" ]; then
      keys ctrl+m Home Down Down e
      actions=$((actions + 5))
      sleep 1
      keys End BackSpace
      xdotool type --delay 120 L
      keys ctrl+Return
      actions=$((actions + 4))
      for wait in 1 2 3 4 5 6 7 8 9 10; do
        sqlite3 "$db" "SELECT move_json FROM moves WHERE session_id = 1 AND seq = 2" |
          grep -q '"5L"' && break
        sleep 0.5
      done
    fi
    quit_app
    shot rr-fix-past 0 --db "$db" --view session
    log_of() {  # log_of DB: the moves and results of session 1, one line each
      sqlite3 "$1" "SELECT seq, move_json, house_ruling FROM moves WHERE session_id = 1 ORDER BY seq;
                    SELECT status FROM sessions WHERE id = 1;
                    SELECT seat, score, place FROM results WHERE session_id = 1 ORDER BY seat"
    }
    log_of "$db" >"$out/rr-fix-past.log.txt"
    log_of "$fixed_db" >"$out/rr-fix-past.expected.txt"
    if [ -z "$window" ]; then
      bad "roaring-river fix a past round: the window did not appear"
    elif [ "$actions" -gt 15 ]; then
      bad "roaring-river fix a past round: $actions actions, more than 15"
    elif cmp -s "$out/rr-fix-past.log.txt" "$out/rr-fix-past.expected.txt" &&
      [ "$(grep -c '"plays"' "$out/rr-fix-past.log.txt")" -eq 12 ]; then
      ok "roaring-river fix a past round: round 3 replaced in $actions actions, rounds 4-12 kept, results as the CLI's"
    else
      bad "roaring-river fix a past round: the stored game differs: $(diff "$out/rr-fix-past.expected.txt" "$out/rr-fix-past.log.txt" | head -n 8 | tr '\n' ' ')"
    fi
  else
    echo "skip roaring-fix-past: needs xdotool and sqlite3"
  fi
fi
