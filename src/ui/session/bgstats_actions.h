#pragma once
// "Copy BG Stats link" and "Save BG Stats file" for a finished play, in the results panel
// and on History's finished rows. The play document is built only when a button is
// pressed (bgstats/bgstats.h), from the stored session or, for a table file that is not
// stored, from the file's table.

#include <cstdint>

namespace trib {
class SessionController;
}

namespace trib::ui {

struct App;

// A finished stored session (History rows; the caller pushes a per-row ID).
void draw_bgstats_actions(App& app, std::int64_t session_id);
// The open session once it is finished (the results panel).
void draw_bgstats_actions(App& app, const SessionController& session);
// The "Save BG Stats file" dialog, drawn where no menu encloses it (History's view, the
// results panel), so that the row menu that asked for it is closed beneath it.
void draw_bgstats_save_dialog(App& app);

}  // namespace trib::ui
