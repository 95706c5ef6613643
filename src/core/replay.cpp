// Rebuilding a match from a table file, move by move: the one path every command takes.

#include "core/replay.h"

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"

namespace trib {

bool is_house_ruling(const nlohmann::json& move) {
  if (!move.is_object()) return false;
  // The older key is an "x-" note, free for any value: only `true` marks a house ruling.
  const auto legacy = move.find(kLegacyHouseRulingKey);
  const bool flagged = legacy != move.end() && *legacy == true;
  const auto found = move.find(kHouseRulingKey);
  if (found == move.end()) return flagged;
  if (!found->is_boolean()) {
    throw InputError(std::string("/") + kHouseRulingKey + ": " + _("expected true or false"),
                     std::string("/") + kHouseRulingKey);
  }
  return flagged || found->get<bool>();
}

nlohmann::json without_house_ruling(const nlohmann::json& move) {
  if (!move.is_object()) return move;
  nlohmann::json plain = move;
  plain.erase(kHouseRulingKey);
  plain.erase(kLegacyHouseRulingKey);
  return plain;
}

std::vector<std::string> Replay::house_ruling_warnings() const {
  std::vector<std::string> out;
  for (const HouseRuling& ruling : house_rulings) {
    if (ruling.rule.empty()) continue;
    out.push_back(fill(_("house ruling at move {}: {}"), ruling.move, ruling.rule));
  }
  return out;
}

Scoreboard Replay::scoreboard() const {
  Scoreboard board = match->score();
  for (std::string& warning : house_ruling_warnings()) board.warnings.push_back(std::move(warning));
  return board;
}

Verdict apply_move(Replay& replay, const nlohmann::json& move, std::size_t index) {
  if (!is_house_ruling(move)) return replay.match->apply(move);
  const nlohmann::json plain = without_house_ruling(move);
  const Verdict strict = replay.match->check(plain);
  if (strict.legal()) {
    Verdict applied = replay.match->apply(plain);
    if (applied.legal()) replay.house_rulings.push_back({index, ""});
    return applied;
  }
  Verdict overridden = replay.match->apply_house_ruling(plain);
  if (overridden.legal()) replay.house_rulings.push_back({index, strict.reason().rule});
  return overridden;
}

Replay replay(const Game& game, const TableFile& table, std::size_t limit) {
  Replay out;
  out.match = game.start(table);
  const std::size_t total = std::min(limit, table.moves.size());
  for (std::size_t i = 0; i < total; ++i) {
    const std::string prefix = "/moves/" + std::to_string(i);
    Verdict verdict;
    try {
      verdict = apply_move(out, table.moves[i], i);
    } catch (const InputError& error) {
      // Engines report paths relative to the move ("" = the move itself).
      const std::string path = prefix + error.path;
      std::string message = error.what();
      if (!error.path.empty() && message.rfind(error.path + ": ", 0) == 0) {
        message = message.substr(error.path.size() + 2);
      }
      throw InputError(path + ": " + message, path);
    }
    if (!verdict.legal()) {
      out.failed_at = i;
      out.error = verdict.reason();
      break;
    }
  }
  return out;
}

}  // namespace trib
