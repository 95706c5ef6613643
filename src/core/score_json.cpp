// The `tributary score --json` document (docs/table-format.md).

#include "core/score_json.h"

#include "core/json_view.h"

namespace trib {

namespace {

json player_json(const PlayerResult& player) {
  json breakdown = json::array();
  for (const BreakdownLine& line : player.breakdown) {
    breakdown.push_back({{"label", line.label}, {"points", json_number(line.points)}});
  }
  return {{"name", player.name},
          {"score", json_number(player.score)},
          {"place", player.place},
          {"rank", player.rank ? json(*player.rank) : json(nullptr)},
          {"breakdown", breakdown}};
}

}  // namespace

json scoreboard_json(std::string_view game_id, const Scoreboard& board) {
  json players = json::array();
  for (const PlayerResult& player : board.players) players.push_back(player_json(player));
  json out = {{"game", game_id},
              {"legal", true},
              {"finished", board.finished},
              {"players", players},
              {"details", board.details}};
  if (!board.warnings.empty()) out["warnings"] = board.warnings;
  if (board.pad) out["pad"] = true;
  return out;
}

json replay_json(std::string_view game_id, const Replay& replay) {
  json out = scoreboard_json(game_id, replay.scoreboard());
  if (replay.failed_at) {
    out["legal"] = false;
    out["error"] = {{"move", *replay.failed_at},
                    {"rule", replay.error.rule},
                    {"message", replay.error.message}};
  }
  return out;
}

json input_error_json(const InputError& error) {
  json detail = {{"message", error.what()}, {"path", error.path}};
  if (error.line > 0) {
    detail["line"] = error.line;
    detail["column"] = error.column;
  }
  return {{"error", detail}};
}

}  // namespace trib
