// A deterministic fuzz pass that runs in every CTest run (and so under ASan + UBSan):
// each golden table file, mutated thousands of ways, must be scored or refused cleanly.

#include <doctest/doctest.h>

#include <array>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <map>

#include <nlohmann/json.hpp>

#include "core/registry.h"
#include "table_input.h"

namespace {

struct GoldenTable {
  std::string game;
  std::string text;
  bool pad = false;  // a score-pad table: its catalog is read for rank titles at most
};

std::vector<GoldenTable> golden_tables() {
  std::vector<GoldenTable> out;
  for (auto it = std::filesystem::recursive_directory_iterator(TRIBUTARY_TEST_DATA_DIR);
       it != std::filesystem::recursive_directory_iterator(); ++it) {
    const std::filesystem::directory_entry& entry = *it;
    const std::string name = entry.path().filename().string();
    // The GUI flows' tables (tests/data/<game>/gui/) are whole games kept for the window's
    // flows, several times a golden table's length each: the libFuzzer targets seed from
    // them, this every-run pass keeps to the golden tables.
    if (entry.is_directory() && name == "gui") {
      it.disable_recursion_pending();
      continue;
    }
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    // Not every file is a well-formed table (some test other commands): no game then.
    const nlohmann::json document = nlohmann::json::parse(text.str(), nullptr, false);
    const bool table =
        document.is_object() && document.contains("game") && document["game"].is_string();
    out.push_back({table ? document["game"].get<std::string>() : "", text.str(),
                   table && document.contains("pad")});
  }
  return out;
}

int score_text(const std::string& input) {
  return trib::fuzz::score_table_bytes(reinterpret_cast<const std::uint8_t*>(input.data()),
                                       input.size());
}

// Replaces, inserts or deletes a few bytes, or swaps a number for an extreme one.
std::string mutate(std::string text, std::mt19937& rng) {
  static const std::vector<std::string> tokens = {
      "-1",     "1e308",   "18446744073709551616", "null", "[]", "{}", "\"\"", "true", "0.5",
      "\"x-\"", "9999999", "-2147483649"};
  const int edits = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < edits && !text.empty(); ++i) {
    const std::size_t at = rng() % text.size();
    switch (rng() % 4) {
      case 0:
        text[at] = static_cast<char>(rng() % 128);
        break;
      case 1:
        text.erase(at, 1 + rng() % 8);
        break;
      case 2:
        text.insert(at, tokens[rng() % tokens.size()]);
        break;
      default: {
        const std::size_t digit = text.find_first_of("0123456789", at);
        if (digit != std::string::npos) text.replace(digit, 1, tokens[rng() % tokens.size()]);
      }
    }
  }
  return text;
}

// `table_text` with the game's whole bundled catalog beside the table's own entries.
std::string with_bundled_catalog(const trib::Game& game, const std::string& table_text) {
  nlohmann::json table = nlohmann::json::parse(table_text);
  nlohmann::json catalog = game.bundled_catalog();
  for (auto& [key, value] : table["catalog"].items()) {
    if (value.is_object() && catalog[key].is_object()) {
      catalog[key].update(value);
    } else {
      catalog[key] = value;
    }
  }
  table["catalog"] = std::move(catalog);
  return table.dump(1);
}

}  // namespace

TEST_CASE("mutated golden table files are scored or refused, never crash") {
  const auto tables = golden_tables();
  REQUIRE(tables.size() >= 12);
  std::mt19937 rng(20261130);
  std::map<std::string, std::array<int, 3>> outcomes;
  for (const GoldenTable& table : tables) {
    for (int i = 0; i < 1000; ++i) {
      const int code = score_text(mutate(table.text, rng));
      REQUIRE((code >= 0 && code <= 2));
      ++outcomes[table.game][code];
    }
  }
  // Every game's tables are mutated, and reach every outcome: the pass exercises each
  // engine, not just the parser.
  for (const trib::Game* game : trib::all_games()) {
    const std::array<int, 3>& seen = outcomes[std::string(game->id())];
    INFO(game->id());
    CHECK(seen[0] > 0);
    CHECK(seen[1] > 0);
    CHECK(seen[2] > 0);
  }
}

TEST_CASE("each game's table carrying the whole bundled catalog, mutated, never crashes") {
  // Each game's golden tables with every bundled section beside their own entries (their
  // own stay on top, by id, as a table's catalog merges), so the mutations reach every
  // catalog reader: the first of them that still scores is mutated.
  const auto tables = golden_tables();
  for (const trib::Game* game : trib::all_games()) {
    INFO(game->id());
    std::string text;
    for (const GoldenTable& golden : tables) {
      if (golden.game != game->id() || golden.pad || !text.empty()) continue;
      const std::string merged = with_bundled_catalog(*game, golden.text);
      if (score_text(merged) != 2) text = merged;
    }
    REQUIRE_FALSE(text.empty());
    std::mt19937 rng(20261202);
    int outcomes[3] = {0, 0, 0};
    for (int i = 0; i < 1000; ++i) {
      const int code = score_text(mutate(text, rng));
      REQUIRE((code >= 0 && code <= 2));
      ++outcomes[code];
    }
    CHECK(outcomes[0] + outcomes[1] > 0);
    CHECK(outcomes[2] > 0);
  }
}

TEST_CASE("truncated table files are refused with an error") {
  for (GoldenTable golden : golden_tables()) {
    std::string& table = golden.text;
    while (!table.empty() && std::isspace(static_cast<unsigned char>(table.back())))
      table.pop_back();
    for (std::size_t cut = 0; cut < table.size(); cut += 7) {
      const int code =
          trib::fuzz::score_table_bytes(reinterpret_cast<const std::uint8_t*>(table.data()), cut);
      CHECK(code == 2);
    }
  }
}
