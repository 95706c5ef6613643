// Finding a game's board view by id, from the views cmake/games.cmake lists.

#include "ui/view_registry.h"

#include <memory>
#include <vector>

// TRIBUTARY_GAME_VIEWS(X): X(<game with underscores>) for every folder src/ui/<game>/ of a
// game, written by cmake/games.cmake; each defines `std::unique_ptr<GameView>
// make_<game with underscores>_view()`.
#include "registered_views.h"

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

GameView* find_view(std::string_view game_id) {
  static const std::vector<std::unique_ptr<GameView>> views = make_views();
  for (const auto& view : views) {
    if (view && view->game_id() == game_id) return view.get();
  }
  return nullptr;
}

}  // namespace trib::ui
