#pragma once
// Everything the shell shows lives here, in plain structs: the settings, the open
// database, the current view, the open session and each view's own UI state (filters,
// cached query results). Views are free functions drawing from an App each frame.

#include <cstdint>
#include <future>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "session/controller.h"
#include "store/store.h"
#include "ui/platform/settings.h"
#include "ui/state/gui_options.h"
#include "ui/state/pad_entry.h"

namespace trib::ui {

enum class View { home, history, records, settings, about, session, catalog, player };

struct CatalogViewState;  // ui/catalog/catalog_state.h

struct SetupState {
  bool open_requested = false;  // opens the modal on the next frame
  std::string game;
  std::vector<std::string> players;
  std::vector<std::string> known_players;  // for autocomplete, most recent first
  nlohmann::json catalog;                  // the user's catalog (else the bundled), resolved
  std::size_t catalog_changes = 0;         // components that differ from the bundled one
  std::string catalog_problem;             // the user's catalog could not be read
  nlohmann::json setup = nlohmann::json::object();
  std::string setup_text = "{}";  // the JSON box when the game has no view
  std::string error;
  float body_height = 0;  // the dialog's content height last frame (it scrolls when taller)
  // What the dialog showed after its first frame (the views fill in their defaults then),
  // to tell whether Cancel throws away something the players entered.
  std::optional<std::vector<std::string>> first_players;
  nlohmann::json first_setup;
  bool popup_above = false;      // a dropdown was open inside the dialog last frame
  bool confirm_discard = false;  // Cancel asked: "Discard what you entered?"
  // "Scores only": the game was played without mirroring; its final result is entered on
  // the game's score pad instead of its options, and the session is stored finished.
  bool scores_only = false;
  PadEntry pad;
  WhenPlayed when;
};

struct HomeState {
  std::uint64_t loaded = ~std::uint64_t{0};  // data_version the lists were read at
  // The latest sessions in progress of each game (the latest few each, for the Resume list) and
  // how many each game has in all.
  std::vector<SessionSummary> active;
  std::map<std::string, std::int64_t> active_counts;
  std::vector<SessionSummary> recent;
  std::vector<PlayerRecord> records;
};

struct HistoryState {
  std::string game;    // "" = all games
  std::string player;  // "" = everyone
  int limit = 500;     // rows fetched; "Show more" raises it
  std::uint64_t loaded = ~std::uint64_t{0};
  std::string loaded_game, loaded_player;
  int loaded_limit = 0;
  std::vector<SessionSummary> rows;
  std::vector<std::string> known_players;
  std::optional<std::int64_t> confirm_delete;
  bool open_delete_dialog = false;
  bool menu_in_use = false;  // the open "…" menu's session plays in another window
};

struct RecordsState {
  std::string game;
  std::string player;
  std::uint64_t loaded = ~std::uint64_t{0};
  std::string loaded_game, loaded_player;
  // Only sessions mirrored move by move (score pads left out).
  bool mirrored_only = false;
  bool loaded_mirrored = false;
  std::vector<PlayerRecord> rows;
  // Rows with solo games: the rank titles reached ("River Guardian ×2, Scout"), keyed by
  // game and player; shown in place of wins.
  std::map<std::pair<std::string, std::string>, std::string> rank_titles;
  bool resort = true;  // rows were reloaded: apply the table's sort again
  std::vector<std::string> known_players;
  // The selected row: its game, player and which of its games (PlayerRecord::solo), and
  // whether those are solo games, whose chart shows the rank titles reached.
  std::string chart_game, chart_player;
  std::optional<bool> chart_solo;
  bool chart_ranks = false;
  std::uint64_t chart_loaded = ~std::uint64_t{0};
  std::vector<ScorePoint> chart;
  std::vector<std::pair<std::string, std::int64_t>> ranks;
  // The Players tab: every known player, read while the tab shows.
  std::vector<PlayerSummary> players;
  std::uint64_t players_loaded = ~std::uint64_t{0};
  bool select_players = false;  // the Players tab opens selected (--view players)
  // The Categories tab: the chosen game and player (empty: the first with records) and
  // what each scoring category earns them; sessions stored without category points are
  // scored again a batch per frame while the tab shows (categories_scored of them so far).
  std::string categories_game, categories_player;
  std::uint64_t categories_loaded = ~std::uint64_t{0};
  std::string categories_loaded_key;
  CategoryEarnings categories;
  bool categories_scoring = false;
  std::size_t categories_scored = 0;
  bool select_categories = false;  // the Categories tab opens selected (--view categories)
};

// The player page (shell/player_view.cpp): whose, over which period, and the view that
// opened it (Esc or Back returns there).
struct PlayerViewState {
  std::string player;
  int period = 0;        // All time, This month, This year, Last 12 months, A range
  std::string from, to;  // the range's days, "YYYY-MM-DD"
  std::string game;      // the game whose details and pictures show
  View back = View::records;
  std::uint64_t loaded = ~std::uint64_t{0};
  std::string loaded_key;  // player, period and range the page was read for
  std::optional<PlayerPage> page;
  std::string problem;  // a range that is not two dates
  // What each scoring category earns in `game` (all time: categories keep no period), and
  // the game, player and data version it was read for.
  CategoryEarnings categories;
  std::string categories_key;
  std::uint64_t categories_loaded = ~std::uint64_t{0};
};

struct App {
  GuiOptions options;
  bool screenshot_mode = false;

  Settings settings;
  std::string settings_file;  // empty: never written (screenshots)
  std::string notice;         // e.g. an unreadable settings file

  std::string database_path;
  std::unique_ptr<Store> store;
  std::string store_error;         // why the database could not be opened
  std::string store_error_path;    // the file that could not be opened
  bool store_damaged = false;      // it is damaged: the modal offers a repaired copy
  bool show_store_error = false;   // the modal is pending
  std::string repaired_path;       // the repaired copy, once one was written
  std::string repair_report;       // what the copy holds and what was lost, or why it failed
  std::uint64_t data_version = 0;  // bumped after every write, so cached lists refresh
  // The daily backup, made in a worker thread from start (ui/state/backup_actions.h): one
  // sentence on how it went. Waited for before a restore and when the app ends.
  std::future<std::string> daily_backup;

  View view = View::home;
  std::unique_ptr<SessionController> session;
  std::string session_error;  // a session that could not be opened
  bool show_rules = false;
  bool quit_requested = false;  // Ctrl+Q
  // Quitting, or closing the session, would drop moves kept only in this window (its
  // database file moved under it): a modal asks first.
  enum class Leaving { no, quit, close_session };
  Leaving confirm_leaving = Leaving::no;
  bool quit_confirmed = false;
  bool style_dirty = false;      // theme or font scale changed: rebuild before the next frame
  bool layout_settling = false;  // a window resizes itself: draw a few more frames
  float content_scale = 1.0f;    // the monitor's HiDPI factor

  SetupState setup;
  HomeState home;
  HistoryState history;
  RecordsState records;
  PlayerViewState player;
  std::shared_ptr<CatalogViewState> catalog;  // the "Catalogs" view, once opened
};

// Actions shared by several views (app_actions.cpp).
void open_database(App& app, const std::string& path);
// A repaired copy of the damaged app.store_error_path, beside it (the file itself stays
// as it is); the outcome goes to repair_report.
void make_repaired_copy(App& app);
// Opens the repaired copy and remembers it in the settings as the database to use.
void open_repaired_copy(App& app);
void open_stored_session(App& app, std::int64_t session_id, bool review);
// A live session whose database file was deleted, or moved and replaced, under it
// (SessionController::detached): its table written to `file_path` as a table file, or
// stored into the database now at app.database_path (see SessionController::store_into).
// Each returns what was done, to tell the user, or throws with why not.
std::string save_session_as_table_file(const App& app, const std::string& file_path);
std::string store_session_at_path(App& app);
void open_table_file(App& app, const std::string& file_path);
void close_session(App& app);
// Whether the window may close now; when the open session keeps moves that are not
// stored, it asks first (confirm_leaving) and says no.
bool may_quit(App& app);
// Closes the session, or asks first when it keeps moves that are not stored.
void close_session_asking(App& app);
void start_new_session(App& app, const std::string& game_id);  // opens the setup dialog
// Store::rename_player and merge_players for the Players list. The open session, when
// `from` sits in it, is closed for the change (its window's lock would refuse it) and
// opened again after it, showing the new name. Returns why nothing changed, or "".
std::string rename_player(App& app, const std::string& from, const std::string& to);
std::string merge_players(App& app, const std::string& from, const std::string& into);
void save_settings_now(App& app);
float ui_scale(const App& app);  // font scale × monitor scale

}  // namespace trib::ui
