// A deterministic fuzz pass that runs in every CTest run (and so under ASan + UBSan):
// each golden table file, mutated thousands of ways, must be scored or refused cleanly.

#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "table_input.h"

namespace {

std::vector<std::string> golden_tables() {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(TRIBUTARY_TEST_DATA_DIR)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos) {
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    out.push_back(text.str());
  }
  return out;
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

}  // namespace

TEST_CASE("mutated golden table files are scored or refused, never crash") {
  const auto tables = golden_tables();
  REQUIRE(tables.size() >= 12);
  std::mt19937 rng(20261130);
  int outcomes[3] = {0, 0, 0};
  for (const std::string& table : tables) {
    for (int i = 0; i < 1000; ++i) {
      const std::string input = mutate(table, rng);
      const int code = trib::fuzz::score_table_bytes(
          reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
      REQUIRE((code >= 0 && code <= 2));
      ++outcomes[code];
    }
  }
  // The mutations reach every outcome, so the pass exercises the engines, not just the parser.
  CHECK(outcomes[0] > 0);
  CHECK(outcomes[1] > 0);
  CHECK(outcomes[2] > 0);
}

TEST_CASE("truncated table files are refused with an error") {
  for (std::string table : golden_tables()) {
    while (!table.empty() && std::isspace(static_cast<unsigned char>(table.back())))
      table.pop_back();
    for (std::size_t cut = 0; cut < table.size(); cut += 7) {
      const int code =
          trib::fuzz::score_table_bytes(reinterpret_cast<const std::uint8_t*>(table.data()), cut);
      CHECK(code == 2);
    }
  }
}
