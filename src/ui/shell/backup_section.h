#pragma once
// Settings' "Backups": a backup now, a restore and a merge of another computer's database.

namespace trib::ui {

struct App;

void draw_backups(App& app);

}  // namespace trib::ui
