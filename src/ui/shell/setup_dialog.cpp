// "New session": players (with autocomplete from known players), the game's own setup
// options (from its board view, or a JSON box) — or, for a game played without the app,
// its score pad — when it was played, the catalog in use; then the session is created in
// the store and opened.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <utility>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/table_file.h"
#include "core/text.h"
#include "ui/catalog/catalog_state.h"
#include "ui/game_info.h"
#include "ui/platform/theme.h"
#include "ui/shell/pad_grid.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/state/name_completion.h"
#include "ui/state/setup_memory.h"
#include "ui/view_registry.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// Tab completes the typed prefix with the most recent matching known player.
int complete_name(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag != ImGuiInputTextFlags_CallbackCompletion) return 0;
  const auto* known = static_cast<const std::vector<std::string>*>(data->UserData);
  const std::string_view typed(data->Buf, static_cast<std::size_t>(data->BufTextLen));
  if (const std::optional<std::string> name = complete_player_name(*known, typed)) {
    data->DeleteChars(0, data->BufTextLen);
    data->InsertChars(0, name->c_str());
  }
  return 0;
}

void player_row(SetupState& setup, std::size_t index, int min_players) {
  ImGui::PushID(static_cast<int>(index));
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%zu.", index + 1);  // not translated: a number
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18);
  // Empty fields show their default as a hint; a filled one is selected whole on focus, so
  // typing replaces it.
  ImGui::InputTextWithHint(
      "##name", default_player_name(index).c_str(), &setup.players[index],
      ImGuiInputTextFlags_CallbackCompletion | ImGuiInputTextFlags_AutoSelectAll, complete_name,
      &setup.known_players);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", fill(_("Tab completes a known player's name; left empty it is \"{}\""),
                                 default_player_name(index))
                                .c_str());
  }
  ImGui::SameLine(0, 4);
  if (ImGui::ArrowButton("##known", ImGuiDir_Down)) ImGui::OpenPopup("known");
  if (ImGui::BeginPopup("known")) {
    if (setup.known_players.empty()) ImGui::TextDisabled("%s", _("No known players yet"));
    for (const std::string& name : setup.known_players) {
      if (ImGui::Selectable(name.c_str())) setup.players[index] = name;
    }
    ImGui::EndPopup();
  }
  if (static_cast<int>(setup.players.size()) > min_players) {
    ImGui::SameLine();
    if (ImGui::Button(_("Remove"))) setup.players.erase(setup.players.begin() + index);
  }
  ImGui::PopID();
}

// The game's options, or for a scores-only session its pad: the table's setup and pad.
std::string fill_setup(const Game& game, const SetupState& setup, bool has_view, TableFile& table) {
  if (setup.scores_only) return fill_pad_table(setup.pad, pad_sheet(game.id()), table);
  table.setup = has_view ? setup.setup : parse_json_text(setup.setup_text);
  if (!table.setup.is_object()) return _("The setup must be a JSON object.");
  return {};
}

// Builds and checks the table; returns an error message, or "" when the table is good.
std::string build_table(const Game& game, const SetupState& setup, bool has_view,
                        TableFile& table) {
  table.game = std::string(game.id());
  table.catalog = setup.catalog;
  const std::vector<std::string> names = setup_player_names(setup);
  for (const std::string& name : names) {
    if (const std::string problem = player_name_problem(name); !problem.empty()) {
      // TRANSLATORS: a typed player name, then what is wrong with it.
      return fill(_("\"{}\": {}."), name, problem);
    }
    const auto same_player = [&](const std::string& other) {
      return player_key(other) == player_key(name);
    };
    if (std::any_of(table.players.begin(), table.players.end(), same_player)) {
      return fill(_("\"{}\" appears twice; player names must differ."), name);
    }
    table.players.push_back(name);
  }
  if (std::string problem = fill_when_played(setup.when, table); !problem.empty()) return problem;
  try {
    if (std::string problem = fill_setup(game, setup, has_view, table); !problem.empty()) {
      return problem;
    }
    game.start(table);  // the engine validates the setup (or the pad) against the catalog
  } catch (const std::exception& error) {
    return fill(setup.scores_only ? _("Score pad: {}") : _("Setup: {}"), error.what());
  }
  return {};
}

void create(App& app, const Game& game, bool has_view) {
  SetupState& setup = app.setup;
  TableFile table;
  setup.error = build_table(game, setup, has_view, table);
  if (!setup.error.empty()) return;
  if (!app.store) {
    setup.error = _("No database is open.");
    return;
  }
  try {
    // A score pad is the final result: stored finished, with its scores and places.
    const std::optional<Scoreboard> result =
        table.is_pad() ? std::optional<Scoreboard>(game.start(table)->score()) : std::nullopt;
    const std::int64_t id = app.store->create_session(table, result);
    ++app.data_version;
    const GameView* view = find_view(setup.game);
    remember_setup(app.settings, setup.game, table.players, setup.setup,
                   view ? view->remembered_setup_keys() : std::vector<std::string>{});
    save_settings_now(app);
    open_stored_session(app, id, false);
    ImGui::CloseCurrentPopup();
  } catch (const std::exception& error) {
    setup.error = error.what();
  }
}

// Returns true when the owner asks to edit the catalog.
bool catalog_note(const SetupState& setup) {
  section(_("Catalog"));
  if (!setup.catalog_problem.empty()) {
    wrapped_text(theme_colours().warning,
                 fill(_("Your catalog cannot be read, so this session uses the bundled one: {}"),
                      setup.catalog_problem));
  }
  const std::string which =
      setup.catalog_changes == 0
          ? std::string(_("The bundled catalog from the data folder."))
          : fill(P_("Your catalog: {} component differs from the bundled one.",
                    "Your catalog: {} components differ from the bundled one.",
                    setup.catalog_changes),
                 setup.catalog_changes);
  muted(fill(_("{} The session keeps its own copy, so later catalog edits never change its "
               "score."),
             which)
            .c_str());
  const auto it =
      setup.catalog.is_object() ? setup.catalog.find("provenance") : setup.catalog.end();
  if (it != setup.catalog.end() && it->is_string() &&
      ImGui::TreeNode(fill("{}###provenance", _("Provenance")).c_str())) {
    muted(it->get<std::string>().c_str());
    ImGui::TreePop();
  }
  return ImGui::Button(_("Edit the catalog\u2026"));
}

void game_options(SetupState& setup, const Game& game, GameView* view, float width) {
  section(_("Options"));
  if (view) {
    view->setup_options(SetupContext{game, setup.catalog, setup.players}, setup.setup);
  } else {
    // TRANSLATORS: "{}" here is an empty JSON object, typed as is; "setup" is a JSON key.
    muted(
        _("This game's setup as JSON (the table file's \"setup\" object); {} for the "
          "defaults."));
    ImGui::InputTextMultiline("##setup-json", &setup.setup_text,
                              ImVec2(width, ImGui::GetTextLineHeight() * 5));
  }
}

// Mirror the game move by move, or enter the final scores of a game played without the app.
void mode_choice(SetupState& setup) {
  if (ImGui::RadioButton(_("Mirror the game"), !setup.scores_only)) setup.scores_only = false;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Enter each move as it is played"));
  const char* scores_only = _("Scores only");
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                    ImGui::CalcTextSize(scores_only).x);
  if (ImGui::RadioButton(scores_only, setup.scores_only)) {
    setup.scores_only = true;
    setup.pad.focus_first = true;
    if (setup.when.played_at.empty()) setup.when.played_at = local_now_text();
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("A game played without the app: enter its final scores on the pad"));
  }
}

void when_played(SetupState& setup) {
  section(_("When"));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Played at"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  // TRANSLATORS: the hint in an empty "Played at" field.
  ImGui::InputTextWithHint("##played-at", _("now"), &setup.when.played_at);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s",
                      _("Local date and time as YYYY-MM-DD HH:MM; empty: when it is entered"));
  }
  ImGui::SameLine();
  ImGui::TextUnformatted(_("for"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.5f);
  ImGui::InputTextWithHint("##duration", "?", &setup.when.duration,
                           ImGuiInputTextFlags_CharsDecimal);
  ImGui::SameLine();
  ImGui::TextUnformatted(_("minutes"));
}

// Players, the game's options (or its score pad), when it was played and the catalog note;
// returns the content height.
float dialog_body(SetupState& setup, const Game& game, GameView* view, float width,
                  bool& edit_catalog) {
  ImGui::Dummy(ImVec2(width, 0));
  mode_choice(setup);
  section(_("Players"));
  ImGui::TextDisabled("%s", player_range(game).c_str());
  for (std::size_t i = 0; i < setup.players.size(); ++i) player_row(setup, i, game.min_players());
  if (static_cast<int>(setup.players.size()) < game.max_players() &&
      ImGui::Button(_("Add player"))) {
    setup.players.emplace_back();
  }
  if (setup.scores_only) {
    section(_("Score pad"));
    draw_pad_grid(game, setup, width);
  } else {
    game_options(setup, game, view, width);
  }
  when_played(setup);
  edit_catalog = catalog_note(setup);
  return ImGui::GetCursorPosY();
}

bool entered_something(const SetupState& setup) {
  bool pad_typed = false;
  for (const std::vector<std::string>& row : setup.pad.cells) {
    for (const std::string& cell : row) pad_typed = pad_typed || !cell.empty();
  }
  return (setup.first_players && setup.players != *setup.first_players) ||
         setup.setup != setup.first_setup || setup.setup_text != "{}" || pad_typed;
}

// Start and Cancel; Cancel (or Esc) asks first when the players entered something.
void dialog_footer(App& app, SetupState& setup, const Game& game, bool has_view) {
  const bool escape =
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && !setup.popup_above;
  if (setup.confirm_discard) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(theme_colours().warning, "%s", _("Discard what you entered?"));
    ImGui::SameLine();
    if (ImGui::Button(_("Discard"))) ImGui::CloseCurrentPopup();
    ImGui::SameLine();
    if (primary_button(_("Keep editing")) || escape) setup.confirm_discard = false;
    return;
  }
  // Enter outside a text field, Ctrl+Enter anywhere, or Enter in a score pad's last cell.
  const bool pad_done = std::exchange(setup.pad.submit, false);
  const bool enter_key = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  const bool enter =
      (enter_key && (!ImGui::GetIO().WantTextInput || ImGui::GetIO().KeyCtrl)) || pad_done;
  if (primary_button(setup.scores_only ? _("Save scores") : _("Start session")) || enter) {
    create(app, game, has_view);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+Enter");  // not translated: key names
  ImGui::SameLine();
  if (ImGui::Button(_("Cancel")) || escape) {
    if (entered_something(setup)) {
      setup.confirm_discard = true;
    } else {
      ImGui::CloseCurrentPopup();
    }
  }
}

}  // namespace

void draw_setup_dialog(App& app) {
  SetupState& setup = app.setup;
  if (setup.open_requested) {
    ImGui::OpenPopup("###setup");
    setup.open_requested = false;
  }
  const Game* game = find_game(setup.game);
  const std::string title = fill(_("New session \u2014 {}"), game_name(setup.game)) + "###setup";
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  if (game == nullptr) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  // The body scrolls when it is taller than the window allows; the buttons stay visible.
  const float width = ImGui::GetFontSize() * 38;
  const float footer = ImGui::GetFrameHeightWithSpacing() * 3 + ImGui::GetTextLineHeight() * 3;
  const float most = std::max(ImGui::GetFontSize() * 8, viewport->WorkSize.y - footer - 60);
  const float height = setup.body_height > 0 ? std::min(setup.body_height, most) : most;
  GameView* view = find_view(setup.game);
  ImGui::BeginChild("##setup-body", ImVec2(width + ImGui::GetStyle().ScrollbarSize, height));
  bool edit_catalog = false;
  const float body_height = dialog_body(setup, *game, view, width, edit_catalog);
  // The dialog sizes itself from last frame's body: draw again until it has settled, so
  // that the next click lands where the dialog now is.
  if (body_height != setup.body_height) app.layout_settling = true;
  setup.body_height = body_height;
  // Nothing here is wider than the dialog: a field given the keyboard must not scroll it
  // sideways when the dialog is as wide as the window (large font scales).
  if (ImGui::GetScrollX() > 0) ImGui::SetScrollX(0);
  ImGui::EndChild();
  if (ImGui::GetScrollX() > 0) ImGui::SetScrollX(0);
  if (!setup.first_players) {
    setup.first_players = setup.players;
    setup.first_setup = setup.setup;
  }
  if (edit_catalog) {
    open_catalog_view(app, setup.game);
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }

  if (!setup.error.empty()) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().illegal);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(setup.error.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();
  dialog_footer(app, setup, *game, view != nullptr);
  // Esc belongs to a dropdown open inside the dialog (ImGui closes that one first).
  setup.popup_above = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  ImGui::EndPopup();
}

}  // namespace trib::ui
