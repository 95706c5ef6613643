#pragma once
// Shared by the golden tests: in a `score --json` document every player's breakdown lines
// add up to their score (the public contract's promise), illegal tables included.

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

inline void check_breakdown_sums(const nlohmann::json& document) {
  if (!document.contains("players")) return;  // malformed input: nothing was scored
  for (const nlohmann::json& player : document.at("players")) {
    double sum = 0;
    for (const nlohmann::json& line : player.at("breakdown")) {
      sum += line.at("points").get<double>();
    }
    INFO("player " << player.at("name").get<std::string>());
    CHECK(sum == doctest::Approx(player.at("score").get<double>()));
  }
}
