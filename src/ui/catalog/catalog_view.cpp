// "Catalogs": pick a game, see every component of its catalog drawn as the board draws
// it, search by id, select one to edit it in place; undo / redo, live validation, Save,
// Reset component, Reset all, Import and Export.

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/text.h"
#include "ui/catalog/catalog_state.h"
#include "ui/catalog/component_art.h"
#include "ui/catalog/json_form.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;

void say(CatalogViewState& state, std::string message, bool error) {
  state.message = std::move(message);
  state.message_is_error = error;
}

// Runs an editor action, reporting a failure instead of throwing out of the frame.
template <typename Action>
void attempt(CatalogViewState& state, Action action) {
  try {
    action();
  } catch (const std::exception& error) {
    say(state, error.what(), true);
  }
}

// The components in the order the grid shows them: id-keyed sections, largest first (the
// deck before its few special pieces), then the whole sections.
std::vector<ComponentRef> grid_order(const Editor& editor) {
  std::vector<ComponentRef> refs = editor.components();
  const nlohmann::json& catalog = editor.catalog();
  auto weight = [&](const ComponentRef& ref) -> std::size_t {
    return ref.id.empty() ? 0 : catalog.at(ref.section).size();
  };
  std::stable_sort(refs.begin(), refs.end(), [&](const ComponentRef& a, const ComponentRef& b) {
    return weight(a) > weight(b);
  });
  return refs;
}

void load_game(CatalogViewState& state, const Game& game) {
  state.game = std::string(game.id());
  state.editor = std::make_unique<Editor>(game);
  state.search.clear();
  const std::string& problem = state.editor->load_problem();
  say(state,
      problem.empty()
          ? std::string()
          : fill(_("Your catalog cannot be read, so the bundled one is shown: {}"), problem),
      !problem.empty());
  state.selected = grid_order(*state.editor).front();
  state.file_path = (std::filesystem::current_path() / (state.game + "-catalog.json")).string();
}

std::size_t differing(const Editor& editor) {
  std::size_t count = 0;
  for (const ComponentRef& ref : editor.components()) count += editor.differs_from_bundled(ref);
  return count;
}

void header(CatalogViewState& state) {
  heading(_("Catalogs"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##game", std::string(state.editor->game().name()).c_str())) {
    for (const Game* game : all_games()) {
      if (ImGui::Selectable(std::string(game->name()).c_str(), game->id() == state.game) &&
          game->id() != state.game) {
        load_game(state, *game);
      }
    }
    ImGui::EndCombo();
  }
  const Editor& editor = *state.editor;
  ImGui::SameLine();
  const std::size_t count = differing(editor);
  std::string status = count == 0 ? std::string(_("the bundled catalog"))
                                  : fill(P_("{} component differs from the bundled one",
                                            "{} components differ from the bundled one", count),
                                         count);
  if (editor.dirty()) status += fill(" \u00b7 {}", _("unsaved changes"));
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", status.c_str());
  if (!editor.valid()) {
    ImGui::SameLine();
    // TRANSLATORS: how many catalog components are invalid: "2 invalid"
    const std::string invalid = fill(_("{} invalid"), editor.problem_count());
    badge(invalid.c_str(), theme_colours().illegal);
  }
}

void toolbar(CatalogViewState& state) {
  Editor& editor = *state.editor;
  ImGui::BeginDisabled(!editor.can_undo());
  if (ImGui::Button(_("Undo"))) editor.undo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Ctrl+Z");  // not translated: a key
  ImGui::SameLine();
  ImGui::BeginDisabled(!editor.can_redo());
  if (ImGui::Button(_("Redo"))) editor.redo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Ctrl+Shift+Z");  // not translated: a key
  ImGui::SameLine(0, 18);
  ImGui::BeginDisabled(!editor.valid() || !editor.dirty());
  if (primary_button(_("Save"))) {
    attempt(state, [&] {
      const nlohmann::json written = editor.save();
      say(state,
          written.empty() ? _("Saved: the bundled catalog is in effect.")
                          : _("Saved as your catalog; new sessions start from it."),
          false);
    });
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !editor.valid()) {
    ImGui::SetTooltip("%s", _("Fix the invalid components first"));
  }
  const char* const reset_one = _("Reset component");
  same_line_if_fits(button_width(reset_one));
  ImGui::BeginDisabled(!editor.differs_from_bundled(state.selected));
  if (ImGui::Button(reset_one)) {
    attempt(state, [&] { editor.reset_component(state.selected); });
  }
  ImGui::EndDisabled();
  const char* const reset_all = _("Reset all");
  same_line_if_fits(button_width(reset_all));
  if (ImGui::Button(reset_all)) {
    editor.reset_all();
    say(state, _("Every component is back to the bundled one; Save to keep it."), false);
  }
  // The file field takes what is left of the line, or a line of its own when little is.
  const char* const import = _("Import");
  const char* const export_label = _("Export");
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float buttons = button_width(import) + button_width(export_label) + spacing * 2;
  const float field = ImGui::GetFontSize() * 12;
  same_line_if_fits(18 + field + buttons);
  ImGui::SetNextItemWidth(std::max(field, ImGui::GetContentRegionAvail().x - buttons));
  ImGui::InputTextWithHint("##file", _("catalog file"), &state.file_path);
  ImGui::SameLine();
  if (ImGui::Button(import)) {
    attempt(state, [&] {
      editor.import_file(state.file_path);
      say(state, fill(_("Imported {}; Save to make it yours."), state.file_path), false);
    });
  }
  ImGui::SameLine();
  if (ImGui::Button(export_label)) {
    attempt(state, [&] {
      editor.export_file(state.file_path);
      say(state, fill(_("Exported to {}"), state.file_path), false);
    });
  }
  if (!state.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, state.message_is_error ? theme_colours().illegal
                                                                : theme_colours().text_muted);
    ImGui::TextWrapped("%s", state.message.c_str());
    ImGui::PopStyleColor();
  }
  if (const auto& problem = editor.catalog_problem()) {
    ImGui::TextColored(theme_colours().illegal, "%s", problem->message.c_str());
  }
}

// The edited game's pictures, from its view; nullptr: name cards and no item icons.
const CatalogArt* edited_game_art(const Editor& editor) {
  const GameView* view = find_view(editor.game().id());
  return view != nullptr ? view->catalog_art() : nullptr;
}

// One tile of the grid: the picture, the id, a red frame when invalid, a dot when changed.
void grid_tile(CatalogViewState& state, const CatalogArt* art, const ComponentRef& ref,
               float width) {
  const Editor& editor = *state.editor;
  const float art_height = std::min(width / catalog_ui::art_aspect(art, editor, ref), width * 0.9f);
  const float label = ImGui::GetTextLineHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 size(width, art_height + label + 10);
  ImGui::PushID((ref.section + "/" + ref.id).c_str());
  if (ImGui::InvisibleButton("##tile", size)) state.selected = ref;
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ThemeColours& p = theme_colours();
  const bool selected = state.selected == ref;
  if (selected || hovered) {
    draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y),
                        to_u32(p.accent, selected ? 0.22f : 0.1f), 6.0f);
  }
  catalog_ui::draw_component_art(art, editor, ref, draw, ImVec2(at.x + 4, at.y + 4),
                                 ImVec2(width - 8, art_height));
  const bool bad = editor.problem(ref) != nullptr;
  if (bad) {
    draw->AddRect(at, ImVec2(at.x + size.x, at.y + size.y), to_u32(p.illegal), 6.0f, 0, 2.5f);
  }
  const std::string text = ref.label();
  draw->PushClipRect(at, ImVec2(at.x + size.x - 14, at.y + size.y), true);
  draw->AddText(ImVec2(at.x + 6, at.y + art_height + 7),
                to_u32(bad        ? p.illegal
                       : selected ? p.accent_strong
                                  : p.text),
                text.c_str());
  draw->PopClipRect();
  if (editor.differs_from_bundled(ref)) {
    draw->AddCircleFilled(ImVec2(at.x + size.x - 8, at.y + art_height + 7 + label * 0.5f), 4.0f,
                          to_u32(p.warning));
  }
  if (hovered) {
    const std::string differs = editor.differs_from_bundled(ref)
                                    ? fill(" ({})", _("differs from the bundled one"))
                                    : std::string();
    ImGui::SetTooltip("%s%s%s", text.c_str(), differs.c_str(), bad ? "\n" : "");
  }
}

void component_grid(CatalogViewState& state) {
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##search", _("Search by id"), &state.search);
  ImGui::BeginChild("##grid", ImVec2(0, 0), false);
  const Editor& editor = *state.editor;
  const CatalogArt* art = edited_game_art(editor);
  const std::string needle = case_folded(state.search);
  const float width = ImGui::GetFontSize() * 8.5f;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const int columns = std::max(
      1, static_cast<int>((ImGui::GetContentRegionAvail().x + spacing) / (width + spacing)));
  std::string section_shown;
  int column = 0;
  for (const ComponentRef& ref : grid_order(editor)) {
    if (!needle.empty() && case_folded(ref.label()).find(needle) == std::string::npos) continue;
    if (ref.section != section_shown) {
      section_shown = ref.section;
      column = 0;
      section(ref.section.c_str());
    }
    if (column > 0) ImGui::SameLine();
    grid_tile(state, art, ref, width);
    column = (column + 1) % columns;
  }
  ImGui::EndChild();
}

void component_editor(CatalogViewState& state) {
  Editor& editor = *state.editor;
  if (!editor.exists(state.selected)) {
    muted(_("Select a component on the left to edit it."));
    return;
  }
  const ComponentRef& ref = state.selected;
  section((ref.id.empty() ? ref.section : ref.section + " \u00b7 " + ref.id).c_str());
  if (editor.differs_from_bundled(ref)) {
    ImGui::SameLine();
    badge(_("differs from the bundled one"), theme_colours().warning);
  }
  if (const catalog_edit::Problem* problem = editor.problem(ref)) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().illegal);
    ImGui::TextWrapped("%s", problem->message.c_str());
    ImGui::PopStyleColor();
  }
  GameView* view = find_view(editor.game().id());
  if (view != nullptr && view->draw_catalog_editor(editor, state.selected)) return;
  if (!ref.id.empty() || editor.component(ref).is_structured()) {
    catalog_ui::json_form(view != nullptr ? view->catalog_art() : nullptr, editor, ref);
  }
}

void shortcuts(CatalogViewState& state) {
  if (shortcut(GLFW_KEY_Z, true)) state.editor->undo();
  if (shortcut(GLFW_KEY_Z, true, true) || shortcut(GLFW_KEY_Y, true)) state.editor->redo();
}

}  // namespace

void open_catalog_view(App& app, const std::string& game_id) {
  const Game* game = find_game(game_id);
  if (game == nullptr) game = all_games().front();
  if (!app.catalog) app.catalog = std::make_shared<CatalogViewState>();
  if (!app.catalog->editor || app.catalog->game != game->id()) load_game(*app.catalog, *game);
  app.view = View::catalog;
}

void draw_catalog_view(App& app) {
  if (!app.catalog || !app.catalog->editor) open_catalog_view(app, std::string());
  CatalogViewState& state = *app.catalog;
  shortcuts(state);
  header(state);
  toolbar(state);
  ImGui::Spacing();
  const float left = ImGui::GetContentRegionAvail().x * 0.42f;
  ImGui::BeginChild("##components", ImVec2(left, 0), false);
  component_grid(state);
  ImGui::EndChild();
  ImGui::SameLine(0, 16);
  ImGui::BeginChild("##component", ImVec2(0, 0), false);
  attempt(state, [&] { component_editor(state); });
  ImGui::EndChild();
}

}  // namespace trib::ui
