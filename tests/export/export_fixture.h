#pragma once
// Shared by the export tests: local time pinned to UTC, and a finished table file as a
// play record with fixed times.

#include <string>

#include "export/bgstats.h"

namespace trib::test {

// Sets TZ=UTC for the whole test binary (playDate and --since are local times).
void use_utc();

// 2026-03-14 18:30:00 UTC, and a finish 25 min 20 s later.
inline constexpr std::int64_t kStartedAt = 1773513000;
inline constexpr std::int64_t kFinishedAt = kStartedAt + 25 * 60 + 20;

// `relative_path` is from the repository root.
PlayRecord play_from_file(const std::string& relative_path, const std::string& play_id = "7");

}  // namespace trib::test
