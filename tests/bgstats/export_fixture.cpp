// Shared by the export tests: UTC local time and a finished table as a play record.

#include "export_fixture.h"

#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "core/json_view.h"
#include "core/registry.h"

namespace trib::test {

void use_utc() {
  ::setenv("TZ", "UTC", 1);
  ::tzset();
}

PlayRecord play_from_file(const std::string& relative_path, const std::string& play_id) {
  TableFile table = read_table_file(std::string(TRIBUTARY_SOURCE_DIR) + "/" + relative_path);
  // As the store keeps it: with the complete catalog the table was played with.
  table.catalog = find_game(table.game)->resolve_catalog(table.catalog);
  return {play_id, kStartedAt, kFinishedAt, std::move(table)};
}

namespace {

std::string golden_folder(const Game& game) {
  return "tests/data/" + std::string(game.id()) + "/bgstats";
}

std::string source_path(const std::string& relative_path) {
  return std::string(TRIBUTARY_SOURCE_DIR) + "/" + relative_path;
}

}  // namespace

std::vector<GoldenPlay> golden_plays() {
  std::vector<GoldenPlay> plays;
  for (const Game* game : all_games()) {
    const std::string folder = golden_folder(*game);
    if (!std::filesystem::exists(source_path(folder + "/cases.json"))) continue;
    const json cases = load_json_file(source_path(folder + "/cases.json"));
    for (const auto& [name, table] : cases.items()) {
      plays.push_back({std::string(game->id()) + "/" + name, table.get<std::string>(),
                       folder + "/" + name + ".expected.json"});
    }
  }
  return plays;
}

std::vector<std::string> games_without_golden_plays() {
  std::vector<std::string> games;
  for (const Game* game : all_games()) {
    if (!std::filesystem::exists(source_path(golden_folder(*game) + "/cases.json"))) {
      games.emplace_back(game->id());
    }
  }
  return games;
}

}  // namespace trib::test
