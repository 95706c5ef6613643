// History: every stored session, filtered by game and player; open one for review (with
// the move slider), resume one in progress, send a finished one to BG Stats, or delete
// one after a confirmation (not one another window plays: its lock is held).

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "store/session_lock.h"
#include "ui/game_info.h"
#include "ui/platform/theme.h"
#include "ui/session/bgstats_actions.h"
#include "ui/session/card_actions.h"
#include "ui/shell/filters.h"
#include "ui/shell/views.h"
#include "ui/shell/when_played_dialog.h"
#include "ui/shell/winners.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// The Game column's width: the longest of the registered games' names.
float widest_game_name() {
  float widest = 0;
  for (const Game* game : all_games()) {
    widest = std::max(widest, ImGui::CalcTextSize(std::string(game->name()).c_str()).x);
  }
  return widest;
}

void refresh(App& app) {
  HistoryState& h = app.history;
  if (h.loaded == app.data_version && h.loaded_game == h.game && h.loaded_player == h.player &&
      h.loaded_limit == h.limit) {
    return;
  }
  h.loaded = app.data_version;
  h.loaded_limit = h.limit;
  h.loaded_game = h.game;
  h.loaded_player = h.player;
  h.rows.clear();
  try {
    HistoryFilter filter;
    if (!h.game.empty()) filter.game = h.game;
    if (!h.player.empty()) filter.player = h.player;
    filter.limit = h.limit;
    h.rows = app.store->sessions(filter);
    h.known_players = app.store->player_names();
  } catch (const std::exception& error) {
    app.notice = fill(_("Reading the history failed: {}"), error.what());
  }
}

void filters(HistoryState& h) {
  const float width = ImGui::GetFontSize() * 13;
  game_filter("history-game", h.game, width);
  same_line_if_fits(24 + ImGui::CalcTextSize(_("Player")).x + ImGui::GetStyle().ItemSpacing.x +
                    width);
  player_filter("history-player", h.player, h.known_players, width);
  const bool more = static_cast<int>(h.rows.size()) >= h.limit;
  const std::size_t shown = h.rows.size();
  const char* count = more ? P_("latest {} session", "latest {} sessions", shown)
                           : P_("{} session", "{} sessions", shown);
  same_line_if_fits(24 +
                    ImGui::CalcTextSize(
                        fill(P_("latest {} session", "latest {} sessions", 99999), "00000").c_str())
                        .x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", fill(count, shown).c_str());
  if (more) {
    ImGui::SameLine();
    if (ImGui::SmallButton(_("Show more"))) h.limit += 500;
  }
}

// "Ada · 47" for a finished session ("· scores only" when it was entered on a score pad),
// "in progress · 12 moves" for a live one.
void result_cell(const SessionSummary& s) {
  if (s.status == SessionStatus::finished) {
    const std::string score =
        s.pad ? fill(_("{} \u00b7 scores only"), winning_score(s)) : winning_score(s);
    fitted_name_and_value(winner_names(s), score);
    return;
  }
  fitted_text(fill(P_("in progress \u00b7 {} move", "in progress \u00b7 {} moves", s.move_count),
                   s.move_count),
              &theme_colours().accent);
}

// Whether another window (or process) plays the session now, holding its lock. This
// window's own live session holds it too, but Delete closes that one first.
bool open_elsewhere(const App& app, std::int64_t session_id) {
  const bool own =
      app.session && app.session->session_id() == session_id && !app.session->read_only();
  return !own && SessionLock::held_elsewhere(app.store->path(), session_id);
}

// Open (Review a finished session, Resume a live one) and a menu with the rest, so the
// row fits the window at any font scale.
void actions_cell(App& app, const SessionSummary& s) {
  const bool finished = s.status == SessionStatus::finished;
  const bool writable = app.store && !app.store->read_only();
  const bool resumable = !finished && writable;
  if (ImGui::SmallButton(resumable ? _("Resume") : _("Review"))) {
    open_stored_session(app, s.id, !resumable);
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("\u2026")) {
    ImGui::OpenPopup("more");
    app.history.menu_in_use = writable && open_elsewhere(app, s.id);
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("More: review, share, BG Stats, when played, player pages, delete"));
  }
  if (ImGui::BeginPopup("more")) {
    if (resumable && ImGui::MenuItem(_("Review (read only)"))) open_stored_session(app, s.id, true);
    if (finished) draw_card_menu_items(app, s.id);
    if (finished && ImGui::BeginMenu("BG Stats")) {  // not translated: the app's name
      draw_bgstats_actions(app, s.id);
      ImGui::EndMenu();
    }
    if (writable && ImGui::MenuItem(_("When played\u2026"))) open_when_played(app, s);
    player_page_menu(app, s.players);
    if (writable && app.history.menu_in_use) {
      ImGui::TextDisabled("%s", _("Open in another window"));  // no Delete: it plays there
    } else if (writable && ImGui::MenuItem(_("Delete\u2026"))) {
      app.history.confirm_delete = s.id;
      app.history.open_delete_dialog = true;
    }
    ImGui::EndPopup();
  }
}

void row(App& app, const SessionSummary& s) {
  ImGui::TableNextRow();
  ImGui::PushID(static_cast<int>(s.id));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(session_date(s).c_str());
  ImGui::TableNextColumn();
  fitted_text(game_name(s.game));
  ImGui::TableNextColumn();
  fitted_name(join_names(s.players));
  ImGui::TableNextColumn();
  result_cell(s);
  ImGui::TableNextColumn();
  actions_cell(app, s);
  ImGui::PopID();
}

// A narrow window (a large font scale): each session on two lines, the game and players
// above, when and the result below.
void compact_row(App& app, const SessionSummary& s) {
  ImGui::TableNextRow();
  ImGui::PushID(static_cast<int>(s.id));
  ImGui::TableNextColumn();
  fitted_name(game_name(s.game) + " \u00b7 " + join_names(s.players));
  ImGui::TextDisabled("%s \u00b7", session_date(s).c_str());
  ImGui::SameLine();
  result_cell(s);
  ImGui::TableNextColumn();
  actions_cell(app, s);
  ImGui::PopID();
}

float actions_width() {
  return std::max(button_width(_("Resume")), button_width(_("Review"))) + button_width("\u2026") +
         ImGui::GetStyle().ItemSpacing.x * 2;
}

void table(App& app) {
  const float em = ImGui::GetFontSize();
  const bool compact = ImGui::GetContentRegionAvail().x < em * 55;
  // Fixed columns for the date, the game and the buttons; the players and the result
  // share the rest, cut with "…" (the tooltip has it all), so nothing leaves the window.
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp |
                                ImGuiTableFlags_NoSavedSettings;
  if (!ImGui::BeginTable("sessions", compact ? 2 : 5, flags, ImVec2(0, 0))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  if (compact) {
    ImGui::TableSetupColumn(_("Session"), ImGuiTableColumnFlags_WidthStretch);
  } else {
    ImGui::TableSetupColumn(_("Last played"), ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("2026-12-02 05:13").x);
    ImGui::TableSetupColumn(_("Game"), ImGuiTableColumnFlags_WidthFixed, widest_game_name());
    ImGui::TableSetupColumn(_("Players"), ImGuiTableColumnFlags_WidthStretch, 3.0f);
    // "Result", not "Winners": a solo game has a score, not a winner.
    ImGui::TableSetupColumn(_("Result"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
  }
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, actions_width());
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(app.history.rows.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const SessionSummary& s = app.history.rows[static_cast<std::size_t>(i)];
      if (compact) {
        compact_row(app, s);
      } else {
        row(app, s);
      }
    }
  }
  ImGui::EndTable();
}

void delete_dialog(App& app) {
  HistoryState& h = app.history;
  if (h.open_delete_dialog) {
    ImGui::OpenPopup("###delete-session");
    h.open_delete_dialog = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  const std::string title = fill("{}###delete-session", _("Delete session?"));
  if (!ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  const std::int64_t id = h.confirm_delete.value_or(0);
  ImGui::TextUnformatted(fill(_("Session {} and all its moves will be deleted."), id).c_str());
  ImGui::TextDisabled("%s", _("This cannot be undone."));
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, theme_colours().illegal);
  const bool confirmed = ImGui::Button(_("Delete"));
  ImGui::PopStyleColor();
  if (confirmed && app.store) {
    try {
      if (app.session && app.session->session_id() == id) close_session(app);
      app.store->delete_session(id);
    } catch (const std::exception& error) {
      app.notice = error.what();
    }
    ++app.data_version;
  }
  ImGui::SameLine();
  if (confirmed || ImGui::Button(_("Cancel"))) {
    h.confirm_delete.reset();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace

void draw_history(App& app) {
  heading(_("History"));
  if (!app.store) {
    muted(_("No database is open."));
    return;
  }
  refresh(app);
  filters(app.history);
  ImGui::Spacing();
  if (app.history.rows.empty()) {
    muted(_("No sessions match. Finished and in-progress sessions appear here."));
  } else {
    table(app);
  }
  delete_dialog(app);
  draw_when_played_dialog(app);
  draw_bgstats_save_dialog(app);
  draw_card_save_dialog(app);
}

}  // namespace trib::ui
