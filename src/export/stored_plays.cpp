// Finished sessions of the store as BG Stats play records.

#include "export/stored_plays.h"

#include <algorithm>
#include <ctime>

namespace trib {

namespace {

PlayRecord record(const Store& store, const SessionSummary& summary) {
  // A finished session is never written again, so its last update is its finish.
  return {std::to_string(summary.id), summary.created_at, summary.updated_at,
          store.load_session(summary.id)};
}

}  // namespace

std::optional<PlayRecord> stored_play(const Store& store, std::int64_t session_id) {
  const std::optional<SessionSummary> summary = store.session(session_id);
  if (!summary) {
    throw StoreError("there is no session " + std::to_string(session_id) + " in " + store.path());
  }
  if (summary->status != SessionStatus::finished) return std::nullopt;
  return record(store, *summary);
}

std::vector<PlayRecord> stored_plays(const Store& store, const PlayQuery& query) {
  HistoryFilter filter;
  filter.game = query.game;
  filter.status = SessionStatus::finished;
  filter.limit = -1;  // all of them
  std::vector<SessionSummary> summaries = store.sessions(filter);
  std::sort(summaries.begin(), summaries.end(),
            [](const SessionSummary& a, const SessionSummary& b) { return a.id < b.id; });
  std::vector<PlayRecord> plays;
  for (const SessionSummary& summary : summaries) {
    if (query.since && summary.created_at < *query.since) continue;
    plays.push_back(record(store, summary));
  }
  return plays;
}

std::optional<std::int64_t> parse_local_date(std::string_view text) {
  const auto digits = [&](std::size_t from, std::size_t count) {
    int value = 0;
    for (std::size_t i = from; i < from + count; ++i) {
      if (text[i] < '0' || text[i] > '9') return -1;
      value = value * 10 + (text[i] - '0');
    }
    return value;
  };
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const int year = digits(0, 4), month = digits(5, 2), day = digits(8, 2);
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
  std::tm local{};
  local.tm_year = year - 1900;
  local.tm_mon = month - 1;
  local.tm_mday = day;
  local.tm_isdst = -1;  // let the C library decide whether that day is in summer time
  const std::time_t midnight = std::mktime(&local);
  // mktime normalises 2026-02-31 to March: such a date is not a date.
  if (midnight == -1 || local.tm_mday != day || local.tm_mon != month - 1) return std::nullopt;
  return static_cast<std::int64_t>(midnight);
}

}  // namespace trib
