#pragma once
// The interface a game's board view implements (src/ui/<game>/), in immediate mode: each
// frame the view draws from the session's current state; it keeps no widget objects that
// mirror engine state (only UI state such as the picked card or the rotation).
//
// A view registers itself by its folder: src/ui/<game>/ defines
// `std::unique_ptr<GameView> make_<game with underscores>_view()` (cmake/games.cmake lists
// the folders; ui/view_registry.h finds them). A game without a view still works: the
// session view then offers a plain JSON move entry. A finished game's analysis is not the
// view's: it is a capability of its own (analysis_panel.h).

#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace trib {
class SessionController;
namespace catalog_edit {
class Editor;
struct ComponentRef;
}  // namespace catalog_edit
}  // namespace trib

namespace trib::ui {

// What the setup dialog knows while the players choose options.
struct SetupContext {
  const Game& game;
  const nlohmann::json& catalog;            // the resolved (bundled) catalog
  const std::vector<std::string>& players;  // seat order, as currently entered
};

// A game's pictures in the Catalogs view, drawn with its board art.
struct CatalogArt {
  // The width / height of a component's picture; 0: it has none (a name card is drawn).
  float (*aspect)(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref);
  // Draws the component in [min, min + size]; false: nothing drawn (it does not read).
  bool (*draw)(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
               ImDrawList* draw, ImVec2 min, ImVec2 size);
  // The picture of the list item `item` at `path` (the JSON pointer's steps) inside the
  // component, `height` tall from `min`; returns its width, 0 when it has none. May throw
  // when the item does not read (the row then shows no picture).
  float (*draw_item)(const catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                     const std::vector<std::string>& path, const nlohmann::json& item,
                     ImDrawList* draw, ImVec2 min, float height);
};

// One row of the F1 keyboard list: the keys and what they do, in English marked with N_()
// (or translated with _()): the list shows them through _().
struct Shortcut {
  const char* keys;
  const char* action;
};

class GameView {
 public:
  virtual ~GameView() = default;
  virtual std::string_view game_id() const = 0;

  // Extra widgets in the "New session" dialog; edit `setup` (the table file's "setup"
  // object) in place. The dialog validates it with Game::start before creating the session.
  virtual void setup_options(const SetupContext& context, nlohmann::json& setup) {
    (void)context;
    (void)setup;
  }

  // The keys of the setup worth pre-filling in the next New session dialog of this game:
  // options a group sets once (thresholds, motivations, the map), never a deal.
  virtual std::vector<std::string> remembered_setup_keys() const { return {}; }

  // The main area of the session view (the available content region). Read the state
  // with session.match() (dynamic_cast to the engine's Match type), preview moves with
  // session.check(), enter them with session.submit(), and draw session.highlight().
  virtual void draw_board(SessionController& session) = 0;

  // The rules summary shown with F1, in the project's own words.
  virtual void draw_rules_help() = 0;

  // The keys the board adds to the shell's, listed with F1 under the game's name.
  virtual std::vector<Shortcut> shortcuts() const { return {}; }

  // One line for the move list; the default is the move's JSON on one line. The move comes
  // without its house-ruling flag (describe_stored_move strips it).
  virtual std::string describe_move(const nlohmann::json& move) const;

  // The catalog editor (the Catalogs view hosts these; without them a component is a name
  // card and its fields a form).
  // The component pictures and list-item icons; nullptr: name cards and no icons.
  virtual const CatalogArt* catalog_art() const { return nullptr; }
  // The component's own editor; false: the view shows its form. `selected` may be changed
  // to select another component.
  virtual bool draw_catalog_editor(catalog_edit::Editor& editor,
                                   catalog_edit::ComponentRef& selected) {
    (void)editor, (void)selected;
    return false;
  }
};

// JSON on one line with a space after ',' and ':' (wraps nicely in narrow panels).
std::string readable_json(const nlohmann::json& value);

// A stored move in words: its house-ruling flag stripped (the move list marks it), then the
// game's own description; the JSON on one line when the game has no view.
std::string describe_stored_move(const GameView* view, const nlohmann::json& move);

}  // namespace trib::ui
