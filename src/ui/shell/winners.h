#pragma once
// Who won a stored session and when it was played, as every list shows them.

#include <string>

#include "store/store.h"

namespace trib::ui {

// Every player in first place (seat order, comma separated), then the winning score
// after " · ". The places come from the stored results, so a flipped Roaring River raft
// names the fewest hearts. "" for a session that is not finished or has no results.
std::string winners_line(const SessionSummary& summary);
// The line's two parts, for a view that cuts long names but never the score: the names
// ("" as above), and "· 54" ("" without a winning score).
std::string winner_names(const SessionSummary& summary);
std::string winning_score(const SessionSummary& summary);

// When the session was played as its table says ("2026-11-30 19:40"), else when it was last
// entered.
std::string session_date(const SessionSummary& summary);

}  // namespace trib::ui
