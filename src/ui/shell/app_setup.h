#pragma once
// What run_gui and take_screenshot share: building the App from the command-line options
// and (re)applying the theme and fonts to a window.

#include <optional>
#include <string>

#include "ui/state/app_state.h"

namespace trib::ui {

class Window;

std::optional<View> parse_view(const std::string& name);

// Loads settings, opens the database and the requested view or table file. In
// screenshot mode nothing is ever written to the config folder.
void init_app(App& app, const GuiOptions& options, bool screenshot_mode);

// `--view session`: the newest in-progress session (live), else the newest
// session (review), else Home.
void open_latest_session(App& app);

// Fonts at the current scale and the theme's style; call between frames.
void apply_style(App& app, Window& window);

// Creates the window for `app` (hidden in screenshot mode) and styles it. When no window
// or OpenGL context can be made, prints why and returns false.
bool open_window(App& app, const GuiOptions& options, bool screenshot_mode, Window& window);

}  // namespace trib::ui
