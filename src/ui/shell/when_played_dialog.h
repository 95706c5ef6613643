#pragma once
// History's "When played…": the date, time and length of a stored session, set later.

#include <cstdint>

#include "store/store.h"

namespace trib::ui {

struct App;

// Opens the dialog for `summary` on the next frame.
void open_when_played(App& app, const SessionSummary& summary);
void draw_when_played_dialog(App& app);

}  // namespace trib::ui
