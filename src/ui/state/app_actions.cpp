// What the shell does to the App: open databases and sessions, repair, save settings.

#include <algorithm>
#include <filesystem>
#include <functional>

#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_write.h"
#include "core/registry.h"
#include "core/text.h"
#include "core/user_catalog.h"
#include "ui/game_info.h"
#include "ui/state/app_state.h"
#include "ui/state/setup_memory.h"

namespace trib::ui {

namespace {

// Keeps a database that is already open; the modal says why the new one failed.
void report_store_error(App& app, const std::string& path, const std::string& message,
                        bool damaged) {
  app.store_error = message;
  if (app.store_error.find(path) == std::string::npos) {
    app.store_error = path + ": " + app.store_error;
  }
  app.store_error_path = path;
  app.store_damaged = damaged;
  app.repaired_path.clear();
  app.repair_report.clear();
  app.show_store_error = true;
}

}  // namespace

void open_database(App& app, const std::string& path) {
  try {
    auto store = Store::open(path);
    app.session.reset();
    app.store = std::move(store);
    app.database_path = path;
    app.store_error.clear();
    app.store_damaged = false;
    app.show_store_error = false;
    // The read-only banner gives the read-only reason; the rest is a notice.
    for (const std::string& warning : app.store->warnings()) {
      const std::string& reason = app.store->read_only_reason();
      if (!reason.empty() && warning.rfind(reason, 0) == 0) continue;
      app.notice += (app.notice.empty() ? "" : " ") + warning;
    }
  } catch (const StoreError& error) {
    report_store_error(app, path, error.what(), error.kind == StoreError::Kind::damaged);
  } catch (const std::exception& error) {
    report_store_error(app, path, error.what(), false);
  }
  ++app.data_version;
}

void make_repaired_copy(App& app) {
  const std::string copy = repaired_copy_path(app.store_error_path);
  try {
    const RepairReport report = Store::make_repaired_copy(app.store_error_path, copy);
    app.repaired_path = copy;
    // TRANSLATORS: the copy's path, sessions and moves kept, how the file was read.
    app.repair_report = fill(_("Wrote {}: {} sessions with {} moves kept (read {})."), copy,
                             report.sessions, report.moves, report.method);
    if (report.losses.empty()) {
      app.repair_report += fill(" {}", _("Nothing was lost."));
    } else {
      app.repair_report += fill(" {}", _("Lost:"));
      for (const std::string& loss : report.losses) app.repair_report += "\n  • " + loss;
    }
  } catch (const std::exception& error) {
    app.repaired_path.clear();
    app.repair_report = fill(_("No repaired copy could be made: {}"), error.what());
  }
}

void open_repaired_copy(App& app) {
  const std::string copy = app.repaired_path;
  open_database(app, copy);
  if (!app.store || app.database_path != copy) return;
  app.settings.database_path = copy;
  save_settings_now(app);
}

static void watch_session(App& app) {
  if (!app.session) return;
  app.session->set_on_store_changed([&app] { ++app.data_version; });
}

void open_stored_session(App& app, std::int64_t session_id, bool review) {
  if (!app.store) return;
  app.session_error.clear();
  try {
    // The open session stays open when the new one cannot be opened; the same session is
    // closed first, so its lock is free for the new view.
    if (app.session && app.session->session_id() == session_id) app.session.reset();
    auto next = review ? SessionController::review(*app.store, session_id)
                       : SessionController::resume(*app.store, session_id);
    app.session = std::move(next);
    watch_session(app);
    app.view = View::session;
    ++app.data_version;  // resuming may have recorded a finish
  } catch (const std::exception& error) {
    app.session_error = fill(_("Session {} cannot be opened: {}"), session_id, error.what());
  }
}

std::string save_session_as_table_file(const App& app, const std::string& file_path) {
  const TableFile& table = app.session->table();
  replace_file(file_path, table_file_text(to_json(table)));  // as `tributary export` writes
  return fill(P_("Saved the session with its {} move to {} (tributary import stores it again).",
                 "Saved the session with its {} moves to {} (tributary import stores it again).",
                 table.moves.size()),
              table.moves.size(), file_path);
}

std::string store_session_at_path(App& app) {
  // The connection to the moved file goes first: the -wal and -shm at the path may still
  // be the ones it has open, and a second connection of this process on them would drop
  // its locks when the first closes. The detached session never uses it again.
  app.store.reset();
  ++app.data_version;
  app.store = Store::open(app.database_path);
  app.session->store_into(*app.store);
  return fill(P_("Stored in {} as session {}, with its {} move.",
                 "Stored in {} as session {}, with all {} moves.", app.session->move_total()),
              app.database_path, *app.session->session_id(), app.session->move_total());
}

void open_table_file(App& app, const std::string& file_path) {
  app.session_error.clear();
  try {
    TableFile table = read_table_file(file_path);
    const std::string label = std::filesystem::path(file_path).filename().string();
    app.session = SessionController::review_file(std::move(table), label);
    app.view = View::session;
  } catch (const std::exception& error) {
    app.session.reset();
    app.session_error = std::string(error.what());
    if (app.session_error.rfind(file_path, 0) != 0) {
      app.session_error = file_path + ": " + app.session_error;
    }
    app.view = View::session;  // the session view shows the error
  }
}

void close_session(App& app) {
  app.session.reset();
  app.session_error.clear();
  if (app.view == View::session) app.view = View::home;
}

static bool keeps_unstored_moves(const App& app) {
  return app.session && app.session->unsaved_moves() > 0;
}

bool may_quit(App& app) {
  if (app.quit_confirmed || !keeps_unstored_moves(app)) return true;
  app.confirm_leaving = App::Leaving::quit;
  return false;
}

void close_session_asking(App& app) {
  if (keeps_unstored_moves(app)) {
    app.confirm_leaving = App::Leaving::close_session;
  } else {
    close_session(app);
  }
}

void start_new_session(App& app, const std::string& game_id) {
  const Game* game = find_game(game_id);
  if (game == nullptr) return;
  SetupState& setup = app.setup;
  setup = SetupState{};
  setup.game = game_id;
  // New sessions start from the user's catalog; the session stores it resolved, so later
  // edits never change its score.
  try {
    const nlohmann::json overrides = read_user_catalog(*game);
    setup.catalog = game->resolve_catalog(overrides);
    setup.catalog_changes = changed_components(*game, overrides);
  } catch (const std::exception& error) {
    setup.catalog_problem = error.what();
  }
  if (!setup.catalog_problem.empty()) {
    try {
      setup.catalog = game->resolve_catalog(nlohmann::json::object());
    } catch (const std::exception& error) {
      setup.error = fill(_("The bundled catalog cannot be loaded: {}"), error.what());
    }
  }
  // Prefill with the most recent players; the other fields show "Player N" as a hint.
  std::vector<std::string>& known = setup.known_players;
  if (app.store) {
    try {
      known = app.store->player_names();
    } catch (const std::exception&) {
      known.clear();  // autocomplete is a convenience; the dialog works without it
    }
  }
  // The last session of this game gives its players and kept options; else the most
  // recent players.
  RecalledSetup last = recall_setup(app.settings, game_id);
  const int count = std::max(game->min_players(), 1);
  if (static_cast<int>(last.players.size()) >= count &&
      static_cast<int>(last.players.size()) <= game->max_players()) {
    setup.players = std::move(last.players);
  } else {
    for (int i = 0; i < count; ++i) {
      setup.players.push_back(i < static_cast<int>(known.size()) ? known[i] : std::string());
    }
  }
  setup.setup = std::move(last.setup);
  setup.open_requested = true;
}

namespace {

// The open stored session, closed while `player` is renamed or merged when they sit in it.
struct HeldAside {
  std::optional<std::int64_t> session;
  bool review = false;
};

HeldAside set_aside_session_of(App& app, const std::string& player) {
  if (!app.session || !app.session->session_id()) return {};
  const std::vector<std::string>& seated = app.session->table().players;
  const bool sits = std::any_of(seated.begin(), seated.end(), [&](const std::string& name) {
    return player_key(name) == player_key(player);
  });
  if (!sits) return {};
  HeldAside held{app.session->session_id(), app.session->read_only()};
  app.session.reset();
  return held;
}

// Opens the session set aside again, leaving the user in the view they are in.
void reopen(App& app, const HeldAside& held) {
  if (!held.session) return;
  const View view = app.view;
  open_stored_session(app, *held.session, held.review);
  app.view = view;
}

// The filters and the chart that show `from` show `to` instead.
void follow_name(App& app, const std::string& from, const std::string& to) {
  for (std::string* shown : {&app.records.player, &app.records.chart_player, &app.history.player}) {
    if (!shown->empty() && player_key(*shown) == player_key(from)) *shown = to;
  }
}

// Runs `change`, which gives `from` another name and returns it; tells what refused it, or "".
std::string change_player(App& app, const std::string& from,
                          const std::function<std::string(Store&)>& change) {
  if (!app.store) return _("No database is open.");
  const HeldAside held = set_aside_session_of(app, from);
  std::string problem;
  try {
    follow_name(app, from, change(*app.store));
  } catch (const std::exception& error) {
    problem = error.what();
  }
  reopen(app, held);
  ++app.data_version;
  return problem;
}

}  // namespace

std::string rename_player(App& app, const std::string& from, const std::string& to) {
  return change_player(app, from, [&](Store& store) {
    store.rename_player(from, to);
    return trim_invisible(to);
  });
}

std::string merge_players(App& app, const std::string& from, const std::string& into) {
  return change_player(app, from, [&](Store& store) {
    store.merge_players(from, into);
    const std::optional<PlayerSummary> kept = store.player(into);
    return kept ? kept->name : into;
  });
}

void save_settings_now(App& app) {
  if (app.settings_file.empty()) return;
  std::string problem;
  if (!save_settings(app.settings, app.settings_file, &problem)) app.notice = problem;
}

float ui_scale(const App& app) {
  return app.settings.font_scale * app.content_scale;
}

}  // namespace trib::ui
