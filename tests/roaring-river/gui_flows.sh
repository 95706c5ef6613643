# parts: roaring-long-name roaring-fix-past
# Roaring River's GUI flows: a long player name leaves the paddle-card picker drawn.
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
