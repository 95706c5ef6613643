// A session stored in a real database file keeps the catalog it was played with, whatever
// the owner later saves in the catalog editor.

#include <doctest/doctest.h>

#include <filesystem>

#include "catalog_edit/editor.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/user_catalog.h"
#include "store/store.h"
#include "temp_home.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

double first_score(const trib::Game& game, const trib::TableFile& table) {
  const trib::Replay result = trib::replay(game, table);
  REQUIRE_FALSE(result.failed_at);
  return result.match->score().players.at(0).score;
}

}  // namespace

TEST_CASE("a stored session keeps its catalog after the editor saves another") {
  trib::test::TempDataHome home;
  const trib::Game& game = *trib::find_game("river-wild");
  const std::string db = (home.path() / "sessions.db").string();

  trib::catalog_edit::Editor editor(game);
  editor.set_field({"scoring", ""}, "/protected_land", 5);
  editor.save();

  trib::TableFile table = trib::read_table_file(
      (fs::path(TRIBUTARY_TEST_DATA_DIR) / ".." / ".." / "data/examples/river-wild-finished.json")
          .string());
  REQUIRE(table.catalog.empty());
  table.catalog = trib::effective_catalog(game);  // as a new GUI session stores it
  const double played = first_score(game, table);
  std::int64_t id = 0;
  {
    const auto store = trib::Store::open(db);
    id = store->create_session(table);
  }

  // Later the owner changes the points again and saves.
  editor.set_field({"scoring", ""}, "/protected_land", 9);
  editor.save();
  trib::TableFile today = table;
  today.catalog = trib::effective_catalog(game);
  CHECK(first_score(game, today) != played);  // so this test can fail

  const auto store = trib::Store::open(db);
  const trib::TableFile stored = store->load_session(id);
  CHECK(stored.catalog["scoring"]["protected_land"] == 5);
  CHECK(first_score(game, stored) == played);
}
