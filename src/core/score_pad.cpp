// Score-pad tables: their rows, their totals, and the match that holds a final result.

#include "core/score_pad.h"

#include <cmath>
#include <map>
#include <mutex>

#include "core/catalog.h"
#include "core/data_dir.h"
#include "core/json_view.h"
#include "core/text.h"

namespace trib {

namespace {

class PadMatch : public Match {
 public:
  explicit PadMatch(Scoreboard board) : board_(std::move(board)) {}

  Verdict check(const nlohmann::json& move) const override {
    (void)move;
    return illegal("score-pad-only",
                   "this game was entered as its final scores; a score pad takes no moves");
  }
  Verdict apply(const nlohmann::json& move) override { return check(move); }
  Scoreboard score() const override { return board_; }
  bool finished() const override { return true; }
  std::size_t move_count() const override { return 0; }

 private:
  Scoreboard board_;
};

std::vector<BreakdownLine> read_column(const JsonView& column, const std::vector<PadRow>& rows) {
  std::map<std::string, double, std::less<>> points;
  for (const auto& [key, value] : column.members()) {
    if (key.rfind("x-", 0) == 0) continue;
    const PadRow* row = nullptr;
    for (const PadRow& candidate : rows) row = candidate.id == key ? &candidate : row;
    if (row == nullptr) {
      std::string ids;
      for (const PadRow& known : rows) ids += (ids.empty() ? "" : ", ") + known.id;
      value.fail("\"" + echo(key) + "\" is not a row of this game's score pad (rows: " + ids + ")");
    }
    const double number = value.as_number(0, kMaxPadPoints);
    const double steps = row->halves ? 2 : 1;
    if (std::floor(number * steps) != number * steps) {
      value.fail(row->label + " takes " + (row->halves ? "whole or half points" : "whole points") +
                 ", not " + json_number(number).dump());
    }
    points[key] = number;
  }
  std::vector<BreakdownLine> lines;
  for (const PadRow& row : rows) {
    const auto found = points.find(row.id);
    if (found != points.end() && found->second != 0) lines.push_back({row.label, found->second});
  }
  return lines;
}

}  // namespace

std::vector<PadRow> parse_pad_rows(const nlohmann::json& document, const std::string& file) {
  try {
    const JsonView root(document);
    root.expect_object({"rows"});
    std::vector<PadRow> rows;
    for (const JsonView& entry : root.at("rows").items()) {
      entry.expect_object({"id", "label", "halves"});
      PadRow row{entry.at("id").as_string(), entry.at("label").as_string(),
                 entry.has("halves") && entry.at("halves").as_bool()};
      if (row.id.empty() || row.id.rfind("x-", 0) == 0) {
        entry.at("id").fail("a row id is a non-empty name that does not start with \"x-\"");
      }
      for (const PadRow& earlier : rows) {
        if (earlier.id == row.id) entry.at("id").fail("\"" + echo(row.id) + "\" appears twice");
      }
      rows.push_back(std::move(row));
    }
    if (rows.empty()) root.at("rows").fail("a score pad needs at least one row");
    return rows;
  } catch (const InputError& error) {
    throw InputError(file + ": " + error.what(), error.path);
  }
}

const std::vector<PadRow>& pad_rows(std::string_view game_id) {
  static std::mutex mutex;
  static std::map<std::string, std::vector<PadRow>, std::less<>> loaded;
  const std::lock_guard lock(mutex);
  if (const auto found = loaded.find(game_id); found != loaded.end()) return found->second;
  const std::string file = game_data_file(game_id, "pad.json").string();
  std::vector<PadRow> rows = parse_pad_rows(load_game_data(game_id, "pad.json"), file);
  return loaded.emplace(std::string(game_id), std::move(rows)).first->second;
}

Scoreboard pad_scoreboard(const TableFile& table, const std::vector<PadRow>& rows,
                          std::initializer_list<std::string_view> facts) {
  JsonView(table.setup, "/setup").expect_object(facts);
  const JsonView pad(table.pad, "/pad");
  Scoreboard board;
  board.finished = true;
  board.pad = true;
  for (std::size_t seat = 0; seat < table.players.size(); ++seat) {
    PlayerResult result;
    result.name = table.players[seat];
    result.breakdown = read_column(pad.at(seat), rows);
    result.score = breakdown_total(result);
    board.players.push_back(std::move(result));
  }
  return board;
}

std::unique_ptr<Match> pad_match(Scoreboard board) {
  return std::make_unique<PadMatch>(std::move(board));
}

}  // namespace trib
