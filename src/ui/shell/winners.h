#pragma once
// Who won a stored session, as every list shows it: "Alice, Bob · 2".

#include <string>

#include "store/store.h"

namespace trib::ui {

// Every player in first place (seat order, comma separated), then the winning score
// after " · ". The places come from the stored results, so a flipped Roaring River raft
// names the fewest hearts. "" for a session that is not finished or has no results.
std::string winners_line(const SessionSummary& summary);

}  // namespace trib::ui
