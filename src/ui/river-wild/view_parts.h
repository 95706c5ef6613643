#pragma once
// The River Wild view's text parts: the rules summary shown with F1.

namespace trib::ui::rw_ui {

// The rules in the project's own words.
void draw_rules();

}  // namespace trib::ui::rw_ui
