// The one "who won" line of Home and History, read back from a real database file:
// shared wins, a flipped Roaring River raft (the fewest hearts win) and a solo game.

#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>

#include "store/store.h"
#include "ui/shell/winners.h"

using namespace trib;
using trib::ui::winners_line;

namespace {

struct TempDb {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("tributary-winners-test-" + std::to_string(::getpid()));
  TempDb() {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~TempDb() { std::filesystem::remove_all(dir); }
  std::string path() const { return (dir / "winners.db").string(); }
};

TableFile table(const std::string& game, std::vector<std::string> players) {
  TableFile out;
  out.game = game;
  out.players = std::move(players);
  return out;
}

Scoreboard board(const std::vector<std::pair<std::string, double>>& scores, bool highest_wins) {
  Scoreboard out;
  out.finished = true;
  for (const auto& [name, score] : scores) {
    PlayerResult result;
    result.name = name;
    result.score = score;
    out.players.push_back(result);
  }
  assign_places(out.players, highest_wins);
  return out;
}

}  // namespace

TEST_CASE("winners line: shared wins, a flipped raft and a solo game") {
  TempDb temp;
  std::unique_ptr<Store> store = Store::open(temp.path());
  const std::int64_t flipped =
      store->create_session(table("game-c", {"Alice", "Bob", "Carol"}),
                            board({{"Alice", 2}, {"Bob", 2}, {"Carol", 6}}, false));
  const std::int64_t river =
      store->create_session(table("game-c", {"Alice", "Bob", "Carol"}),
                            board({{"Alice", 9}, {"Bob", 4}, {"Carol", 9.5}}, true));
  const std::int64_t shared = store->create_session(table("game-d", {"Dan", "Eve"}),
                                                    board({{"Dan", 31}, {"Eve", 31}}, true));
  const std::int64_t solo =
      store->create_session(table("game-a", {"Fay"}), board({{"Fay", 12.5}}, true));
  const std::int64_t active = store->create_session(table("game-a", {"Fay"}));
  store.reset();

  store = Store::open(temp.path());
  CHECK(winners_line(*store->session(flipped)) == "Alice, Bob \u00b7 2");
  CHECK(winners_line(*store->session(river)) == "Carol \u00b7 9.5");
  CHECK(winners_line(*store->session(shared)) == "Dan, Eve \u00b7 31");
  CHECK(winners_line(*store->session(solo)) == "Fay \u00b7 12.5");
  CHECK(winners_line(*store->session(active)).empty());
  // The history list gives the same lines as the single summaries.
  for (const SessionSummary& listed : store->sessions({})) {
    CHECK(winners_line(listed) == winners_line(*store->session(listed.id)));
  }
}

TEST_CASE("a session is dated when its table says it was played, else when it was entered") {
  trib::SessionSummary summary;
  summary.updated_at = 0;
  const std::string entered = trib::ui::session_date(summary);
  CHECK(entered.size() == 16);
  summary.played_at = "2025-07-01T18:30";
  CHECK(trib::ui::session_date(summary) == "2025-07-01 18:30");
}
