// Finding a game's board view by id, from the views cmake/games.cmake lists.

#include <memory>
#include <vector>

#include "core/json_strings.h"
#include "core/replay.h"

// TRIBUTARY_GAME_VIEWS(X): X(<game with underscores>) for every folder src/ui/<game>/ of a
// game, written by cmake/games.cmake; each defines `std::unique_ptr<GameView>
// make_<game with underscores>_view()`.
#include "registered_views.h"
#include "ui/game_view.h"

namespace trib::ui {

#define TRIBUTARY_DECLARE_VIEW(name) std::unique_ptr<GameView> make_##name##_view();
TRIBUTARY_GAME_VIEWS(TRIBUTARY_DECLARE_VIEW)
#undef TRIBUTARY_DECLARE_VIEW

namespace {

std::vector<std::unique_ptr<GameView>> make_views() {
  std::vector<std::unique_ptr<GameView>> views;
#define TRIBUTARY_MAKE_VIEW(name) views.push_back(make_##name##_view());
  TRIBUTARY_GAME_VIEWS(TRIBUTARY_MAKE_VIEW)
#undef TRIBUTARY_MAKE_VIEW
  return views;
}

}  // namespace

std::string GameView::describe_move(const nlohmann::json& move) const {
  return readable_json(move);
}

std::string describe_stored_move(const GameView* view, const nlohmann::json& move) {
  const nlohmann::json plain = without_house_ruling(move);
  return view != nullptr ? view->describe_move(plain) : readable_json(plain);
}

std::string readable_json(const nlohmann::json& value) {
  const std::string compact = value.dump();
  std::string out;
  out.reserve(compact.size() + compact.size() / 4);
  JsonStringTracker strings;
  for (const char c : compact) {
    out += c;
    if (strings.outside_strings(c) && (c == ',' || c == ':')) out += ' ';
  }
  return out;
}

GameView* find_view(std::string_view game_id) {
  static const std::vector<std::unique_ptr<GameView>> views = make_views();
  for (const auto& view : views) {
    if (view && view->game_id() == game_id) return view.get();
  }
  return nullptr;
}

}  // namespace trib::ui
