// Every game names its scoring categories by its own code: each breakdown line of a
// mirrored golden table carries a category its data/<game>/categories.json names, and a
// player's categories add up to their total. A score pad's lines carry their row's.

#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "core/input_error.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/score_categories.h"
#include "core/score_pad.h"
#include "core/table_file.h"

namespace {

namespace fs = std::filesystem;

std::set<std::string> listed_categories(const std::string& game) {
  std::set<std::string> ids;
  for (const trib::ScoreCategory& category : trib::score_categories(game)) ids.insert(category.id);
  return ids;
}

}  // namespace

TEST_CASE("the categories of every scored golden table add up to each player's total") {
  for (const trib::Game* game : trib::all_games()) {
    const std::string id(game->id());
    INFO("game: " << id);
    const std::set<std::string> listed = listed_categories(id);
    CHECK(listed.size() >= 3);
    std::set<std::string> seen;
    int scored = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(TRIBUTARY_TEST_DATA_DIR) / id)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
        continue;
      }
      INFO("table file: " << name);
      trib::TableFile table;
      try {
        table = trib::read_table_file(entry.path().string());
        const trib::Replay replayed = trib::replay(*game, table);
        const trib::Scoreboard board = replayed.scoreboard();
        ++scored;
        for (const trib::PlayerResult& player : board.players) {
          INFO("player " << player.name);
          std::map<std::string, double> by_category;
          double uncategorised = 0;
          for (const trib::BreakdownLine& line : player.breakdown) {
            INFO("line " << line.label);
            if (line.category.empty()) {
              CHECK(board.pad);  // only a score pad's mixed row has none
              uncategorised += line.points;
              continue;
            }
            CHECK(listed.count(line.category) == 1);
            by_category[line.category] += line.points;
            seen.insert(line.category);
          }
          if (!player.own_category.empty()) {
            CHECK(listed.count(player.own_category) == 1);
            seen.insert(player.own_category);
          }
          double sum = uncategorised;
          for (const auto& [category, points] : by_category) sum += points;
          CHECK(sum == doctest::Approx(player.score));
        }
      } catch (const trib::InputError&) {
        // A malformed golden table: nothing is scored.
      }
    }
    CHECK(scored >= 3);
    CHECK(seen.size() >= 2);  // the tables score more than one category
  }
}

TEST_CASE("a score pad's rows give the categories their rows name") {
  for (const trib::Game* game : trib::all_games()) {
    const std::string id(game->id());
    INFO("game: " << id);
    const std::set<std::string> listed = listed_categories(id);
    int named = 0;
    for (const trib::PadRow& row : trib::pad_sheet(id).rows) {
      if (row.category.empty()) continue;
      CHECK(listed.count(row.category) == 1);
      ++named;
    }
    CHECK(named >= 1);
  }
}
