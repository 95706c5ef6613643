// Building the App from the command line, and applying its theme and fonts.

#include "ui/shell/app_setup.h"

#include <cstdlib>
#include <iostream>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/catalog/catalog_state.h"
#include "ui/platform/settings.h"
#include "ui/platform/theme.h"
#include "ui/platform/window.h"

namespace trib::ui {

std::optional<View> parse_view(const std::string& name) {
  if (name.rfind("setup:", 0) == 0 || name.rfind("pad:", 0) == 0) return View::home;
  if (name == "home") return View::home;
  if (name == "history") return View::history;
  if (name == "records" || name == "players" || name == "categories") return View::records;
  if (name == "settings") return View::settings;
  if (name == "about") return View::about;
  if (name == "session") return View::session;
  if (name == "catalog") return View::catalog;
  if (name == "player") return View::player;
  return std::nullopt;
}

void init_app(App& app, const GuiOptions& options, bool screenshot_mode) {
  app.options = options;
  app.screenshot_mode = screenshot_mode;
  std::string problem;
  app.settings = load_settings(settings_path(), &problem);
  i18n::use(app.settings.language.value_or(i18n::system_language()));
  if (!screenshot_mode) {
    app.settings_file = settings_path();
    app.notice = problem;
  }
  // The settings' database applies only when neither --db nor TRIBUTARY_DB chose one.
  std::string path = options.database_path;
  const char* env = std::getenv("TRIBUTARY_DB");
  const bool env_set = env != nullptr && *env != '\0';
  if (!screenshot_mode && !env_set && !app.settings.database_path.empty() &&
      path == default_database_path()) {
    path = app.settings.database_path;
  }
  open_database(app, path);
  if (!app.store) app.database_path = path;

  if (options.open_file) {
    open_table_file(app, *options.open_file);
  } else if (options.view.rfind("setup:", 0) == 0) {
    app.view = View::home;  // "setup:<game>": Home with that game's "New session" dialog
    start_new_session(app, options.view.substr(6));
  } else if (options.view.rfind("pad:", 0) == 0) {
    app.view = View::home;  // "pad:<game>": the same dialog, set to "Scores only"
    start_new_session(app, options.view.substr(4));
    app.setup.scores_only = true;
    app.setup.pad.focus_first = true;
    app.setup.when.played_at = local_now_text();
  } else {
    app.view = parse_view(options.view).value_or(View::home);
    app.records.select_players = options.view == "players";
    app.records.select_categories = options.view == "categories";
    if (app.records.select_categories) {
      app.records.categories_game = options.game;
      app.records.categories_player = options.player;
    }
    if (app.view == View::session) open_latest_session(app);
    if (app.view == View::catalog) open_catalog_view(app, options.game);
    if (app.view == View::player) {
      app.player.player = options.player;
      app.player.back = View::records;
    }
  }
}

void open_latest_session(App& app) {
  app.view = View::home;
  if (!app.store) return;
  try {
    HistoryFilter filter;
    filter.limit = 1;
    filter.status = SessionStatus::active;
    auto latest = app.store->sessions(filter);
    const bool active = !latest.empty();
    if (!active) {
      filter.status.reset();
      latest = app.store->sessions(filter);
    }
    if (!latest.empty()) open_stored_session(app, latest.front().id, /*review=*/!active);
  } catch (const std::exception& error) {
    app.notice = fill(_("Reading the database failed: {}"), error.what());
  }
}

void apply_style(App& app, Window& window) {
  const float scale = ui_scale(app);
  window.rebuild_fonts(scale);
  apply_theme(app.settings.theme, scale);
  app.style_dirty = false;
}

bool open_window(App& app, const GuiOptions& options, bool screenshot_mode, Window& window) {
  WindowOptions window_options;
  window_options.width = options.width;
  window_options.height = options.height;
  window_options.fit_screen = !options.size_given && !screenshot_mode;
  if (screenshot_mode) {
    window_options.visible = false;
  } else {
    window_options.ini_path = imgui_ini_path();
  }
  std::string error;
  if (!window.create(window_options, error)) {
    std::cerr << "tributary: " << error << '\n';  // not translated: the program's name
    return false;
  }
  app.content_scale = window.content_scale();
  apply_style(app, window);
  return true;
}

}  // namespace trib::ui
