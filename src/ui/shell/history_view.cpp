// History: every stored session, filtered by game and player; open one for review (with
// the move slider), resume one in progress, send a finished one to BG Stats, or delete
// one after a confirmation.

#include "core/format.h"
#include "ui/frame/theme.h"
#include "ui/game_info.h"
#include "ui/shell/app_state.h"
#include "ui/shell/bgstats_actions.h"
#include "ui/shell/filters.h"
#include "ui/shell/views.h"
#include "ui/shell/winners.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

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
    app.notice = std::string("Reading the history failed: ") + error.what();
  }
}

void filters(HistoryState& h) {
  const float width = ImGui::GetFontSize() * 13;
  game_filter("history-game", h.game, width);
  same_line_if_fits(24 + ImGui::CalcTextSize("Player").x + ImGui::GetStyle().ItemSpacing.x + width);
  player_filter("history-player", h.player, h.known_players, width);
  const bool more = static_cast<int>(h.rows.size()) >= h.limit;
  same_line_if_fits(24 + ImGui::CalcTextSize("latest 00000 sessions").x);
  ImGui::AlignTextToFramePadding();
  const char* plural = h.rows.size() == 1 ? "" : "s";
  ImGui::TextDisabled(more ? "latest %zu session%s" : "%zu session%s", h.rows.size(), plural);
  if (more) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Show more")) h.limit += 500;
  }
}

void row(App& app, const SessionSummary& s) {
  const Palette& p = palette();
  const bool finished = s.status == SessionStatus::finished;
  ImGui::TableNextRow();
  ImGui::PushID(static_cast<int>(s.id));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(format_date(s.updated_at).c_str());
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(game_name(s.game).c_str());
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(join_names(s.players).c_str());
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(s.move_count));
  ImGui::TableNextColumn();
  if (finished) {
    coloured_text(p.legal, "finished");
  } else {
    coloured_text(p.accent, "in progress");
  }
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(winners_line(s).c_str());
  ImGui::TableNextColumn();
  // Review | Resume | Delete, with Resume's place kept so the columns line up.
  const bool writable = app.store && !app.store->read_only();
  if (ImGui::SmallButton("Review")) open_stored_session(app, s.id, true);
  ImGui::SameLine();
  if (!finished && writable) {
    if (ImGui::SmallButton("Resume")) open_stored_session(app, s.id, false);
  } else {
    ImGui::Dummy(ImVec2(ImGui::CalcTextSize("Resume").x + ImGui::GetStyle().FramePadding.x * 2,
                        ImGui::GetTextLineHeight()));
  }
  if (finished) {
    ImGui::SameLine();
    if (ImGui::SmallButton("BG Stats")) ImGui::OpenPopup("bgstats");
    if (ImGui::BeginPopup("bgstats")) {
      draw_bgstats_actions(app, s.id);
      ImGui::EndPopup();
    }
  }
  if (writable) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Delete")) {
      app.history.confirm_delete = s.id;
      app.history.open_delete_dialog = true;
    }
  }
  ImGui::PopID();
}

void delete_dialog(App& app) {
  HistoryState& h = app.history;
  if (h.open_delete_dialog) {
    ImGui::OpenPopup("Delete session?");
    h.open_delete_dialog = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(
          "Delete session?", nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return;
  }
  const std::int64_t id = h.confirm_delete.value_or(0);
  ImGui::Text("Session %lld and all its moves will be deleted.", static_cast<long long>(id));
  ImGui::TextDisabled("This cannot be undone.");
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, palette().illegal);
  const bool confirmed = ImGui::Button("Delete");
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
  if (confirmed || ImGui::Button("Cancel")) {
    h.confirm_delete.reset();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace

void draw_history(App& app) {
  heading("History");
  if (!app.store) {
    muted("No database is open.");
    return;
  }
  refresh(app);
  filters(app.history);
  ImGui::Spacing();
  if (app.history.rows.empty()) {
    muted("No sessions match. Finished and in-progress sessions appear here.");
  } else {
    // Columns keep a readable width at every font scale; a narrow window scrolls sideways.
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                  ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_NoSavedSettings;
    const float em = ImGui::GetFontSize();
    if (ImGui::BeginTable("sessions", 7, flags, ImVec2(0, 0))) {
      ImGui::TableSetupScrollFreeze(1, 1);
      ImGui::TableSetupColumn("Last played", ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("2026-12-02 05:13").x);
      ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("Roaring River").x);
      ImGui::TableSetupColumn("Players", ImGuiTableColumnFlags_WidthFixed, em * 12);
      ImGui::TableSetupColumn("Moves", ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("Moves").x);
      ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("finished").x);
      // "Result", not "Winners": a solo game has a score, not a winner.
      ImGui::TableSetupColumn("Result", ImGuiTableColumnFlags_WidthFixed, em * 9);
      ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("Review Resume BG Stats Delete").x + em * 2);
      ImGui::TableHeadersRow();
      ImGuiListClipper clipper;
      clipper.Begin(static_cast<int>(app.history.rows.size()));
      while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
          row(app, app.history.rows[static_cast<std::size_t>(i)]);
        }
      }
      ImGui::EndTable();
    }
  }
  delete_dialog(app);
}

}  // namespace trib::ui
