#pragma once
// Settings' "Check the database": PRAGMA quick_check on request, in a worker thread.

namespace trib::ui {

struct App;

void draw_database_check(App& app);

}  // namespace trib::ui
