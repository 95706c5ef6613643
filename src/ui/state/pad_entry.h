#pragma once
// A score pad as the setup dialog edits it: one text cell per row and player (a number or
// a short sum such as "3+6+2", as on paper) and the place-deciding facts; and when any
// game was played, as typed. ImGui-free: turning them into a table is tested on its own.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/score_pad.h"
#include "core/table_file.h"

namespace trib::ui {

struct PadEntry {
  std::vector<std::vector<std::string>> cells;  // [row][seat], as typed
  std::vector<bool> flags;                      // [fact]: flag facts
  std::vector<std::vector<int>> numbers;        // [fact][seat]: per-player facts
  bool focus_first = false;  // the keyboard goes to the first cell on the next frame
  bool submit = false;       // Enter was pressed in the last cell: save the pad
};

struct WhenPlayed {
  std::string played_at;  // "YYYY-MM-DD HH:MM" (or with a T); "" leaves it out
  std::string duration;   // whole minutes; "" leaves it out
};

// Sizes the entry for the sheet and `players` seats, keeping what fits of what was typed.
void fit_pad_entry(PadEntry& entry, const PadSheet& sheet, std::size_t players);

// "2026-11-30 19:40" or "2026-11-30T19:40" as the table file's "2026-11-30T19:40"; "" stays "".
std::string played_at_from_text(std::string_view text);

// The current local time as "YYYY-MM-DD HH:MM", the default of a new pad.
std::string local_now_text();

// Fills table.pad and the facts in table.setup from the entry. Returns what is wrong in the
// players' words (naming the row and player), or "".
std::string fill_pad_table(const PadEntry& entry, const PadSheet& sheet, TableFile& table);

// Fills table.played_at and table.duration_min; returns what is wrong, or "".
std::string fill_when_played(const WhenPlayed& when, TableFile& table);

}  // namespace trib::ui
