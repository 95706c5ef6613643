#pragma once
// The catalog editor's model, without any GUI: the catalog in effect for one game (bundled
// + the user's), edits with undo/redo, live validation through the game's own catalog
// validator (Game::resolve_catalog, via check_catalog), saving as the user's catalog,
// reset to bundled, and catalog files to import and export.
//
// A component is one entry of an id-keyed section ("cards"/"c03", "tiles"/"base-01") or a
// whole other section ("thresholds", "ranks", River Wild's "source" and "grid"; id "").

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace trib::catalog_edit {

struct ComponentRef {
  std::string section;
  std::string id;  // "" = the whole section
  bool operator==(const ComponentRef& other) const {
    return section == other.section && id == other.id;
  }
  bool operator!=(const ComponentRef& other) const { return !(*this == other); }
  std::string label() const { return id.empty() ? section : id; }
};

// A validator's complaint: the JSON path in the catalog ("/cards/c03/rows/0") and the
// message, which begins with that path.
struct Problem {
  std::string path;
  std::string message;
};

class Editor {
 public:
  // Starts from the catalog in effect. A user's catalog that cannot be read leaves the
  // bundled one in effect and says why in load_problem().
  explicit Editor(const Game& game);

  const Game& game() const { return game_; }
  const nlohmann::json& catalog() const { return working_; }  // complete, as edited
  const std::string& load_problem() const { return load_problem_; }

  // Every component in catalog order (provenance and "x-" notes are not components).
  std::vector<ComponentRef> components() const;
  bool exists(const ComponentRef& ref) const;
  const nlohmann::json& component(const ComponentRef& ref) const;  // throws when absent
  bool keyed(const std::string& section) const;
  bool differs_from_bundled(const ComponentRef& ref) const;

  // Edits: each is one undo step. Field pointers are relative to the component
  // ("/obstacle/value"); setting a field creates missing parent objects.
  void set_component(const ComponentRef& ref, nlohmann::json value);
  void set_field(const ComponentRef& ref, const std::string& field, nlohmann::json value);
  void remove_field(const ComponentRef& ref, const std::string& field);
  void add_component(const std::string& section, const std::string& id, nlohmann::json value);
  void remove_component(const ComponentRef& ref);
  void reset_component(const ComponentRef& ref);  // to the bundled one (or gone when new)
  void reset_all();                               // the whole catalog to bundled
  void replace_all(nlohmann::json catalog);       // e.g. a new River Wild deck

  // Several edits that form one step (a brush stroke): the first edit after begin_stroke
  // records the undo step, the rest join it until end_stroke.
  void begin_stroke();
  void end_stroke();

  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // Validation of the current catalog, refreshed after every edit. Each invalid component
  // has its first problem; a problem no single component explains is catalog_problem().
  bool valid() const { return problems_.empty() && !catalog_problem_; }
  const std::optional<Problem>& catalog_problem() const { return catalog_problem_; }
  const Problem* problem(const ComponentRef& ref) const;
  std::size_t problem_count() const { return problems_.size() + (catalog_problem_ ? 1 : 0); }

  // Edits not saved yet.
  bool dirty() const { return working_ != saved_; }
  // Changes with every change of the catalog (edits, undo, redo) and differs between
  // editors, so views can cache what they draw.
  std::size_t revision() const { return revision_; }

  // Stores the differences from the bundled catalog as the user's catalog and returns
  // them. Throws InputError when anything is invalid (nothing is written then) and
  // std::runtime_error when the file cannot be written.
  nlohmann::json save();
  // Replaces the catalog with a catalog file's (one undo step). Throws InputError, naming
  // the file and the JSON path, when it is unreadable or invalid; nothing changes then.
  void import_file(const std::string& path);
  // Writes the complete catalog as edited. Throws InputError when it is invalid and
  // std::runtime_error when the file cannot be written.
  void export_file(const std::string& path) const;

 private:
  void record();   // before an edit: the undo step
  void changed();  // after an edit: validate again
  nlohmann::json& slot(const ComponentRef& ref);
  std::optional<ComponentRef> owner(const std::string& path) const;
  const nlohmann::json* bundled_component(const ComponentRef& ref) const;

  const Game& game_;
  std::vector<std::string> keyed_;
  nlohmann::json bundled_;
  nlohmann::json saved_;
  nlohmann::json working_;
  std::string load_problem_;
  std::vector<nlohmann::json> undo_;
  std::vector<nlohmann::json> redo_;
  bool in_stroke_ = false;
  bool stroke_recorded_ = false;
  std::vector<std::pair<ComponentRef, Problem>> problems_;
  std::optional<Problem> catalog_problem_;
  std::size_t revision_ = 0;
};

}  // namespace trib::catalog_edit
