// The New session dialog's memory: the last players and kept options of each game, through
// the settings file and back, never a deal.

#include "ui/state/setup_memory.h"

#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>

using nlohmann::json;
using trib::ui::recall_setup;
using trib::ui::remember_setup;
using trib::ui::Settings;

TEST_CASE("the last session's players and kept options come back from the settings file") {
  namespace fs = std::filesystem;
  const fs::path file =
      fs::temp_directory_path() / ("tributary-setup-memory-" + std::to_string(::getpid()));
  Settings settings;
  const json setup = {{"thresholds", {4, 5, 6}},
                      {"motivations", {"beginner", "nature-lover", "adventurer"}},
                      {"river", {"2", "3F", "1D", "4M", "2B"}},
                      {"deck", 30}};
  remember_setup(settings, "roaring-river", {"Ada", "Bo", "Cy"}, setup,
                 {"thresholds", "motivations", "deck"});
  REQUIRE(trib::ui::save_settings(settings, file.string()));
  const Settings loaded = trib::ui::load_settings(file.string());
  fs::remove(file);
  CHECK(loaded == settings);

  const auto recalled = recall_setup(loaded, "roaring-river");
  CHECK(recalled.players == std::vector<std::string>{"Ada", "Bo", "Cy"});
  CHECK(recalled.setup["thresholds"] == json({4, 5, 6}));
  CHECK(recalled.setup["motivations"] == setup["motivations"]);
  CHECK(recalled.setup["deck"] == 30);
  CHECK_FALSE(recalled.setup.contains("river"));  // the river cards are dealt anew

  // Another game keeps its own; one never started gives nothing.
  const auto other = recall_setup(loaded, "river-woods");
  CHECK(other.players.empty());
  CHECK(other.setup == json::object());
}

TEST_CASE("the next session of a game replaces what was kept; a broken entry gives nothing") {
  Settings settings;
  remember_setup(settings, "wodny-szlak", {"Ada"}, json::object(), {});
  remember_setup(settings, "wodny-szlak", {"Bo", "Cy"}, {{"starts", {"start-1", "start-2"}}}, {});
  CHECK(recall_setup(settings, "wodny-szlak").players == std::vector<std::string>{"Bo", "Cy"});
  CHECK(recall_setup(settings, "wodny-szlak").setup == json::object());
  settings.last_setups["river-wild"] = {{"players", {"Ada", 7}}};
  CHECK(recall_setup(settings, "river-wild").players.empty());
  settings.last_setups = json::array();
  CHECK(recall_setup(settings, "river-wild").players.empty());
}
