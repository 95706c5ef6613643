// data/<game>/bgg.json: present and valid for every game; a broken one is refused with
// the file and the JSON path; an id, when given, reaches the play's game.bggId.

#include <doctest/doctest.h>

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>

#include "bgstats/bgg_ids.h"
#include "core/data_dir.h"
#include "core/input_error.h"
#include "core/registry.h"
#include "export_fixture.h"

namespace {

namespace fs = std::filesystem;

// The game whose bgg.json the tests replace: the first golden play's.
trib::PlayRecord some_play() {
  REQUIRE_FALSE(trib::test::golden_plays().empty());
  return trib::test::play_from_file(trib::test::golden_plays().front().table);
}

// Runs `body` with TRIBUTARY_DATA set to a copy of the bundled data in which `game`'s
// bgg.json holds `content`; returns the InputError message, or "no error".
std::string with_bgg_json(const std::string& game, const std::string& content,
                          const std::function<void()>& body) {
  const fs::path root = fs::temp_directory_path() / ("bgg-ids-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::copy(trib::data_dir(), root, fs::copy_options::recursive);
  std::ofstream(root / game / "bgg.json") << content;
  ::setenv("TRIBUTARY_DATA", root.c_str(), 1);
  std::string message = "no error";
  try {
    body();
  } catch (const trib::InputError& error) {
    message = error.what();
  }
  ::unsetenv("TRIBUTARY_DATA");
  fs::remove_all(root);
  return message;
}

std::string error_for(const std::string& content) {
  const std::string game = some_play().table.game;
  return with_bgg_json(game, content, [&] { trib::bgg_id(game); });
}

}  // namespace

TEST_CASE("every registered game has a valid bgg.json") {
  for (const trib::Game* game : trib::all_games()) {
    CAPTURE(game->id());
    CHECK_NOTHROW(trib::bgg_id(game->id()));
  }
}

TEST_CASE("a bgg.json is validated when it is read") {
  CHECK(error_for(R"({"provenance": "x", "bgg_id": 0})").find("/bgg_id") != std::string::npos);
  CHECK(error_for(R"({"provenance": "x", "bgg_id": "42"})").find("/bgg_id") != std::string::npos);
  CHECK(error_for(R"({"provenance": ""})").find("/provenance") != std::string::npos);
  CHECK(error_for(R"({"bgg_id": 42})").find("provenance") != std::string::npos);
  CHECK(error_for(R"({"provenance": "x", "bggid": 42})").find("unknown key") != std::string::npos);
  CHECK(error_for("{").find("bgg.json") != std::string::npos);
}

TEST_CASE("a known id is the play's bggId; without one the key is left out") {
  trib::test::use_utc();
  const trib::PlayRecord play = some_play();
  nlohmann::json with_id;
  const std::string message =
      with_bgg_json(play.table.game, R"({"provenance": "test", "bgg_id": 42})",
                    [&] { with_id = trib::bgstats_play(play); });
  REQUIRE(message == "no error");
  CHECK(with_id["game"]["bggId"] == 42);
  const nlohmann::json without = trib::bgstats_play(play);
  CHECK_FALSE(without["game"].contains("bggId"));
}
