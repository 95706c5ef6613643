#pragma once
// Settings' "Past plays from BG Stats": a file's plays of these games become score pads.

namespace trib::ui {

struct App;

void draw_bgstats_import(App& app);

}  // namespace trib::ui
