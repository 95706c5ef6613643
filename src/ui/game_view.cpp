// What game_view.h defines for every view: the default move words and the JSON on one line.

#include "ui/game_view.h"

#include "core/json_strings.h"
#include "core/replay.h"

namespace trib::ui {

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

}  // namespace trib::ui
