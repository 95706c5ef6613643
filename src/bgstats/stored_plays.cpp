// Finished sessions of the store as BG Stats play records.

#include "bgstats/stored_plays.h"

#include <ctime>

#include "core/fill.h"
#include "core/i18n.h"

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
    throw StoreError(fill(_("there is no session {} in {}"), session_id, store.path()));
  }
  if (summary->status != SessionStatus::finished) return std::nullopt;
  return record(store, *summary);
}

void for_each_stored_play(const Store& store, const PlayQuery& query,
                          const std::function<void(const PlayRecord&)>& each) {
  constexpr int kPage = 256;
  std::int64_t after = 0;
  for (;;) {
    const std::vector<FinishedSession> page = store.finished_sessions(query.game, after, kPage);
    for (const FinishedSession& session : page) {
      if (query.since && session.created_at < *query.since) continue;
      store.with_session(session.id, [&](TableFile& table) {
        PlayRecord play{std::to_string(session.id), session.created_at, session.updated_at,
                        std::move(table)};
        each(play);
        table = std::move(play.table);  // the store's catalog goes back to it
      });
    }
    if (page.size() < static_cast<std::size_t>(kPage)) return;
    after = page.back().id;
  }
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
