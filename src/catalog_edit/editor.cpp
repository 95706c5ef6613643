// The catalog editor's model: edits with undo and redo, live validation, save, import, export.

#include "catalog_edit/editor.h"
#include "core/text.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/user_catalog.h"

namespace trib::catalog_edit {

namespace {

using nlohmann::json;

constexpr std::size_t kMostUndoSteps = 500;

bool is_note(const std::string& key) {
  return key == "provenance" || key.rfind("x-", 0) == 0;
}

// "/cards/c~1x/rows/0" → {"cards", "c/x", "rows", "0"}.
std::vector<std::string> pointer_tokens(const std::string& path) {
  std::vector<std::string> tokens;
  std::size_t at = 0;
  while (at < path.size() && path[at] == '/') {
    const std::size_t next = path.find('/', at + 1);
    std::string token = path.substr(at + 1, next == std::string::npos ? next : next - at - 1);
    std::string plain;
    for (std::size_t i = 0; i < token.size(); ++i) {
      if (token[i] == '~' && i + 1 < token.size()) {
        plain += token[i + 1] == '1' ? '/' : '~';
        ++i;
      } else {
        plain += token[i];
      }
    }
    tokens.push_back(std::move(plain));
    if (next == std::string::npos) break;
    at = next;
  }
  return tokens;
}

}  // namespace

Editor::Editor(const Game& game) : game_(game), keyed_(game.catalog_sections_by_id()) {
  bundled_ = game.resolve_catalog(json::object());
  try {
    saved_ = effective_catalog(game);
  } catch (const InputError& error) {
    load_problem_ = error.what();
    saved_ = bundled_;
  }
  working_ = saved_;
  changed();
}

bool Editor::keyed(const std::string& section) const {
  return std::find(keyed_.begin(), keyed_.end(), section) != keyed_.end();
}

std::vector<ComponentRef> Editor::components() const {
  std::vector<ComponentRef> refs;
  for (auto it = working_.begin(); it != working_.end(); ++it) {
    if (is_note(it.key())) continue;
    if (keyed(it.key()) && it.value().is_object()) {
      for (auto entry = it.value().begin(); entry != it.value().end(); ++entry) {
        refs.push_back({it.key(), entry.key()});
      }
    } else {
      refs.push_back({it.key(), ""});
    }
  }
  return refs;
}

bool Editor::exists(const ComponentRef& ref) const {
  const auto section = working_.find(ref.section);
  if (section == working_.end()) return false;
  if (ref.id.empty()) return !keyed(ref.section);
  return keyed(ref.section) && section->is_object() && section->contains(ref.id);
}

const json& Editor::component(const ComponentRef& ref) const {
  if (!exists(ref)) throw std::out_of_range(fill(_("no component {}/{}"), ref.section, ref.id));
  return ref.id.empty() ? working_.at(ref.section) : working_.at(ref.section).at(ref.id);
}

json& Editor::slot(const ComponentRef& ref) {
  if (!exists(ref)) throw std::out_of_range(fill(_("no component {}/{}"), ref.section, ref.id));
  return ref.id.empty() ? working_[ref.section] : working_[ref.section][ref.id];
}

const json* Editor::bundled_component(const ComponentRef& ref) const {
  const auto section = bundled_.find(ref.section);
  if (section == bundled_.end()) return nullptr;
  if (ref.id.empty()) return &*section;
  const auto entry = section->find(ref.id);
  return entry == section->end() ? nullptr : &*entry;
}

bool Editor::differs_from_bundled(const ComponentRef& ref) const {
  const json* bundled = bundled_component(ref);
  return bundled == nullptr || !exists(ref) || *bundled != component(ref);
}

void Editor::record() {
  if (in_stroke_ && stroke_recorded_) return;
  undo_.push_back(working_);
  if (undo_.size() > kMostUndoSteps) undo_.erase(undo_.begin());
  redo_.clear();
  stroke_recorded_ = in_stroke_;
}

void Editor::begin_stroke() {
  in_stroke_ = true;
  stroke_recorded_ = false;
}

void Editor::end_stroke() {
  in_stroke_ = false;
  stroke_recorded_ = false;
}

void Editor::set_component(const ComponentRef& ref, json value) {
  json& target = slot(ref);
  if (target == value) return;
  record();
  slot(ref) = std::move(value);
  changed();
}

void Editor::set_field(const ComponentRef& ref, const std::string& field, json value) {
  json changed_value = component(ref);
  changed_value[json::json_pointer(field)] = std::move(value);
  set_component(ref, std::move(changed_value));
}

void Editor::remove_field(const ComponentRef& ref, const std::string& field) {
  const json::json_pointer pointer(field);
  if (pointer.empty()) throw std::invalid_argument(_("a field path is needed"));
  json changed_value = component(ref);
  json& parent = changed_value.at(pointer.parent_pointer());
  const std::string last = pointer.back();
  if (parent.is_array()) {
    const std::size_t index = std::stoul(last);
    if (index >= parent.size()) throw std::out_of_range(fill(_("{}: no such element"), field));
    parent.erase(index);
  } else if (parent.is_object() && parent.erase(last) == 0) {
    throw std::out_of_range(fill(_("{}: no such field"), field));
  }
  set_component(ref, std::move(changed_value));
}

void Editor::add_component(const std::string& section, const std::string& id, json value) {
  if (!keyed(section)) {
    throw std::invalid_argument(fill(_("\"{}\" has no entries by id"), echo(section)));
  }
  if (id.empty()) throw std::invalid_argument(_("a new component needs an id"));
  if (exists({section, id})) {
    throw std::invalid_argument(fill(_("\"{}\" exists already"), echo(id)));
  }
  record();
  working_[section][id] = std::move(value);
  changed();
}

void Editor::remove_component(const ComponentRef& ref) {
  if (ref.id.empty() || !exists(ref)) {
    throw std::invalid_argument(_("only an existing entry of an id-keyed section can be removed"));
  }
  record();
  working_[ref.section].erase(ref.id);
  changed();
}

void Editor::reset_component(const ComponentRef& ref) {
  const json* bundled = bundled_component(ref);
  if (bundled == nullptr) {
    if (exists(ref)) remove_component(ref);
    return;
  }
  if (exists(ref)) {
    set_component(ref, *bundled);
    return;
  }
  record();
  if (ref.id.empty()) {
    working_[ref.section] = *bundled;
  } else {
    working_[ref.section][ref.id] = *bundled;
  }
  changed();
}

void Editor::replace_all(json catalog) {
  if (catalog == working_) return;
  record();
  working_ = std::move(catalog);
  changed();
}

void Editor::reset_all() {
  replace_all(bundled_);
}

bool Editor::undo() {
  end_stroke();
  if (undo_.empty()) return false;
  redo_.push_back(std::move(working_));
  working_ = std::move(undo_.back());
  undo_.pop_back();
  changed();
  return true;
}

bool Editor::redo() {
  end_stroke();
  if (redo_.empty()) return false;
  undo_.push_back(std::move(working_));
  working_ = std::move(redo_.back());
  redo_.pop_back();
  changed();
  return true;
}

std::optional<ComponentRef> Editor::owner(const std::string& path) const {
  const std::vector<std::string> tokens = pointer_tokens(path);
  if (tokens.empty()) return std::nullopt;
  if (!keyed(tokens[0])) return ComponentRef{tokens[0], ""};
  if (tokens.size() < 2) return std::nullopt;
  return ComponentRef{tokens[0], tokens[1]};
}

const Problem* Editor::problem(const ComponentRef& ref) const {
  for (const auto& [owner_ref, found] : problems_) {
    if (owner_ref == ref) return &found;
  }
  return nullptr;
}

// The game's validator stops at the first problem. To mark every invalid component, the
// component it names is taken out of a trial copy (its bundled entry, if any, then applies
// through the game's merge) and the copy is checked again, until it passes.
void Editor::changed() {
  static std::atomic<std::size_t> revisions{0};
  revision_ = ++revisions;  // unique across editors, so a cache never mistakes one for another
  problems_.clear();
  catalog_problem_.reset();
  json trial = working_;
  const std::size_t most_rounds = components().size() + 2;
  for (std::size_t round = 0; round < most_rounds; ++round) {
    try {
      check_catalog(game_, trial);
      return;
    } catch (const InputError& error) {
      const Problem found{error.path, error.what()};
      const std::optional<ComponentRef> ref = owner(error.path);
      const bool present = ref && (ref->id.empty() ? trial.contains(ref->section)
                                                   : trial.contains(ref->section) &&
                                                         trial[ref->section].is_object() &&
                                                         trial[ref->section].contains(ref->id));
      if (!present || !exists(*ref) || problem(*ref) != nullptr) {
        catalog_problem_ = found;
        return;
      }
      problems_.emplace_back(*ref, found);
      if (ref->id.empty()) {
        trial.erase(ref->section);
      } else {
        trial[ref->section].erase(ref->id);
      }
    }
  }
}

json Editor::save() {
  if (catalog_problem_) throw InputError(catalog_problem_->message, catalog_problem_->path);
  if (!problems_.empty()) {
    throw InputError(problems_.front().second.message, problems_.front().second.path);
  }
  json overrides = install_user_catalog(game_, working_);
  saved_ = working_;
  load_problem_.clear();
  return overrides;
}

void Editor::import_file(const std::string& path) {
  json resolved;
  try {
    resolved = check_catalog(game_, load_json_file(path));
  } catch (const InputError& error) {
    const std::string message = error.what();
    if (message.rfind(path, 0) == 0) throw;
    throw InputError(path + ": " + message, error.path, error.line, error.column);
  }
  replace_all(std::move(resolved));
}

void Editor::export_file(const std::string& path) const {
  if (!valid()) {
    const Problem& first = catalog_problem_ ? *catalog_problem_ : problems_.front().second;
    throw InputError(fill(_("the catalog is not valid: {}"), first.message), first.path);
  }
  replace_file(path, working_.dump(2) + "\n");
}

}  // namespace trib::catalog_edit
