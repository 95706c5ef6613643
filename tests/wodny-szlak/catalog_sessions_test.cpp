// A damaged Wodny szlak user catalog: the new-session dialog says so and offers the bundled
// one. Part of test_catalog_sessions (tests/catalog_edit/).

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "core/registry.h"
#include "core/user_catalog.h"
#include "temp_home.h"
#include "ui/state/app_state.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

}  // namespace

TEST_CASE("a damaged user catalog: the dialog says so and offers the bundled one") {
  trib::test::TempDataHome home;
  const trib::Game& game = *trib::find_game("wodny-szlak");
  const fs::path file = trib::user_catalog_file(game);
  fs::create_directories(file.parent_path());
  std::ofstream(file) << R"({"tiles": {"base-01": {"group": "goats"}}})";
  trib::ui::App app;
  trib::ui::open_database(app, (home.path() / "s.db").string());
  trib::ui::start_new_session(app, "wodny-szlak");
  CHECK(app.setup.catalog_problem.find("/tiles/base-01/group") != std::string::npos);
  CHECK(app.setup.catalog == game.resolve_catalog(json::object()));
  CHECK(app.setup.error.empty());
}
