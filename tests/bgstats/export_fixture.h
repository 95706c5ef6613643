#pragma once
// Shared by the export tests: local time pinned to UTC, and a finished table file as a
// play record with fixed times.

#include <string>
#include <vector>

#include "bgstats/bgstats.h"

namespace trib::test {

// Sets TZ=UTC for the whole test binary (playDate and --since are local times).
void use_utc();

// 2026-03-14 18:30:00 UTC, and a finish 25 min 20 s later.
inline constexpr std::int64_t kStartedAt = 1773513000;
inline constexpr std::int64_t kFinishedAt = kStartedAt + 25 * 60 + 20;

// `relative_path` is from the repository root.
PlayRecord play_from_file(const std::string& relative_path, const std::string& play_id = "7");

// A game's golden BG Stats play: its table and the document it must export as, both
// relative to the repository root. Each game lists its own in
// tests/data/<game>/bgstats/cases.json (name → table), next to NAME.expected.json.
struct GoldenPlay {
  std::string name;  // "<game>/<case>"
  std::string table;
  std::string expected;
};

// Every registered game's golden plays, game by game.
std::vector<GoldenPlay> golden_plays();

// The registered games with no golden play.
std::vector<std::string> games_without_golden_plays();

}  // namespace trib::test
