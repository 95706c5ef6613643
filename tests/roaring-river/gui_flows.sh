# parts: roaring-long-name
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
