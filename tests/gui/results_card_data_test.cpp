// The results card's contents (#38): personal-best badges (ties, a first game, a flipped
// raft, solo games apart), the earlier scores of a stored session, the default file name.

#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>

#include "session/controller.h"
#include "store/store.h"
#include "ui/shell/results_card_data.h"

#include "../store/store_test_util.h"

using namespace trib;
using namespace trib::ui;

namespace {

FinalResult scored(double score) {
  FinalResult result;
  result.player.score = score;
  return result;
}

struct CardTempDir {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("tributary-card-test-" + std::to_string(::getpid()));
  CardTempDir() {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~CardTempDir() { std::filesystem::remove_all(dir); }
};

TableFile card_table(const std::string& game, std::vector<std::string> players) {
  TableFile out;
  out.game = game;
  out.players = std::move(players);
  return out;
}

const FinalResult& result_of(const ResultsCardData& card, const std::string& name) {
  for (const FinalResult& result : card.results)
    if (result.player.name == name) return result;
  throw std::runtime_error("no result for " + name);
}

std::unique_ptr<SessionController> example(const std::string& game) {
  const std::string path =
      TRIBUTARY_SOURCE_DIR "/data/examples/" + game + "/" + game + "-finished.json";
  return SessionController::review_file(read_table_file(path), path);
}

}  // namespace

TEST_CASE("personal best: a first game counts, a tie counts, a lower score does not") {
  FinalResult first = scored(20);
  mark_personal_best(first, {}, true);
  CHECK(first.new_best);
  CHECK_FALSE(first.previous_best);

  FinalResult tie = scored(40);
  mark_personal_best(tie, {31, 40, 12}, true);
  CHECK(tie.new_best);
  CHECK(tie.previous_best == 40);

  FinalResult better = scored(41.5);
  mark_personal_best(better, {31, 40}, true);
  CHECK(better.new_best);

  FinalResult lower = scored(39);
  mark_personal_best(lower, {31, 40}, true);
  CHECK_FALSE(lower.new_best);
  CHECK(lower.previous_best == 40);
}

TEST_CASE("personal best: none when the fewest points won (a flipped raft)") {
  FinalResult flipped = scored(2);
  flipped.new_best = true;
  mark_personal_best(flipped, {}, false);
  CHECK_FALSE(flipped.new_best);
  CHECK_FALSE(flipped.previous_best);
}

TEST_CASE("earlier scores: those before the stored session, all for a table file") {
  const std::vector<ScorePoint> history = {{4, 0, 10}, {7, 0, 30}, {9, 0, 50}};
  CHECK(scores_before(history, 7) == std::vector<double>{10});
  CHECK(scores_before(history, 4).empty());
  CHECK(scores_before(history, std::nullopt) == std::vector<double>{10, 30, 50});
  // A flipped raft's 13 hearts lost: no best to beat.
  const std::vector<ScorePoint> flipped = {{4, 0, 5}, {5, 0, 13, false}, {6, 0, 7}};
  CHECK(scores_before(flipped, std::nullopt) == std::vector<double>{5, 7});
}

TEST_CASE("default file: tributary-<game>-<date>.png in Pictures, else home") {
  CardTempDir temp;
  ResultsCardData card;
  card.game_id = "river-wild";
  card.date = "2026-12-05";
  const std::string pictures = (temp.dir / "Pictures").string();
  CHECK(default_card_path(card, pictures, temp.dir.string()) ==
        (temp.dir / "tributary-river-wild-2026-12-05.png").string());
  std::filesystem::create_directories(pictures);
  CHECK(default_card_path(card, pictures, temp.dir.string()) ==
        (temp.dir / "Pictures" / "tributary-river-wild-2026-12-05.png").string());
}

TEST_CASE("a table file's card: place order, bests from the store, solo games apart") {
  CardTempDir temp;
  std::unique_ptr<Store> store = Store::open((temp.dir / "card.db").string());
  // Ada 31 earlier (a tie with the file's 31), Bo 30 (the file's 28 is lower), Cy new.
  store->create_session(card_table("wodny-szlak", {"Ada", "Bo"}),
                        trib::test::make_board({{"Ada", 31}, {"Bo", 30}}));
  // Ada's 50 with others does not count against her solo game.
  store->create_session(card_table("river-wild", {"Ada", "Bo"}),
                        trib::test::make_board({{"Ada", 50}, {"Bo", 20}}));

  const auto wodny = example("wodny-szlak");
  const ResultsCardData card = results_card_data(*wodny, store.get());
  CHECK(card.game_id == "wodny-szlak");
  CHECK(card.date.size() == 10);
  REQUIRE(card.results.size() == 3);
  CHECK_FALSE(card.solo());
  CHECK(card.results[0].player.name == "Cy");
  CHECK(card.results[0].player.place == 1);
  CHECK(card.results[2].player.place == 3);
  CHECK(result_of(card, "Ada").new_best);
  CHECK(result_of(card, "Ada").previous_best == 31);
  CHECK_FALSE(result_of(card, "Bo").new_best);
  CHECK(result_of(card, "Cy").new_best);
  CHECK_FALSE(result_of(card, "Cy").previous_best);

  const auto solo = example("river-wild");
  const ResultsCardData solo_card = results_card_data(*solo, store.get());
  REQUIRE(solo_card.results.size() == 1);
  CHECK(solo_card.solo());
  CHECK(solo_card.results[0].player.rank);
  CHECK(solo_card.results[0].new_best);
  CHECK_FALSE(solo_card.results[0].previous_best);

  const ResultsCardData without_store = results_card_data(*wodny, nullptr);
  for (const FinalResult& result : without_store.results) CHECK_FALSE(result.new_best);
}
