#pragma once
// "Save picture…" (the results card as a PNG) and, on History's rows, "Copy as text", for a
// finished game: the open session's Final results, or a stored session (#38).

#include <cstdint>

namespace trib {
class SessionController;
}

namespace trib::ui {

struct App;

// The button under Final results, with the last save's confirmation or error.
void draw_card_button(App& app, const SessionController& session);
// History's row menu of a finished stored session: "Copy as text" and "Save picture…".
void draw_card_menu_items(App& app, std::int64_t session_id);
// The save dialog, drawn where no menu encloses it (History's view, the results panel).
void draw_card_save_dialog(App& app);

}  // namespace trib::ui
