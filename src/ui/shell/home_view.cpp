// Home: the games as cards (new session, resume), recent sessions, personal bests.

#include <algorithm>
#include <map>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "ui/game_info.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/shell/views.h"
#include "ui/shell/winners.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

// The Resume list of a game names this many of its sessions in progress, the latest.
constexpr int kResumeListed = 30;

void refresh_home(App& app) {
  HomeState& home = app.home;
  if (home.loaded == app.data_version) return;
  home.loaded = app.data_version;
  home.active.clear();
  home.active_counts.clear();
  home.recent.clear();
  home.records.clear();
  if (!app.store) return;
  try {
    // Counted apart: a list of the latest few would miss the games behind them.
    home.active_counts = app.store->active_session_counts();
    for (const auto& [game, count] : home.active_counts) {
      HistoryFilter active;
      active.game = game;
      active.status = SessionStatus::active;
      active.limit = kResumeListed;
      for (SessionSummary& summary : app.store->sessions(active)) {
        home.active.push_back(std::move(summary));
      }
    }
    HistoryFilter recent;
    recent.limit = 8;
    home.recent = app.store->sessions(recent);
    home.records = app.store->records(std::nullopt, std::nullopt);
  } catch (const std::exception& error) {
    app.notice = fill(_("Reading the database failed: {}"), error.what());
  }
}

void resume_popup(App& app, const Game& game) {
  if (!ImGui::BeginPopup("resume")) return;
  ImGui::TextDisabled("%s", _("In-progress sessions"));
  for (const SessionSummary& s : app.home.active) {
    if (s.game != game.id()) continue;
    // TRANSLATORS: a session to resume: its date, its players, how many moves it has.
    const std::string label = fill(P_("{}   {}   ({} move)", "{}   {}   ({} moves)", s.move_count),
                                   format_date(s.updated_at), join_names(s.players), s.move_count) +
                              "##" + std::to_string(s.id);
    if (ImGui::Selectable(label.c_str())) open_stored_session(app, s.id, false);
  }
  const auto counted = app.home.active_counts.find(std::string(game.id()));
  if (counted != app.home.active_counts.end() && counted->second > kResumeListed) {
    const std::int64_t more = counted->second - kResumeListed;
    ImGui::TextDisabled(
        "%s", fill(P_("and {} more in History", "and {} more in History", more), more).c_str());
  }
  ImGui::EndPopup();
}

void game_card(App& app, const Game& game, ImVec2 size) {
  const std::string id(game.id());
  ImGui::PushID(id.c_str());
  begin_panel("card", size);
  ImGui::PushFont(fonts().bold);
  ImGui::TextUnformatted(game.name().data(), game.name().data() + game.name().size());
  ImGui::PopFont();
  ImGui::PushFont(fonts().small);
  ImGui::TextDisabled("%s", player_range(game).c_str());
  ImGui::PopFont();
  ImGui::Spacing();
  // The engines mark their blurbs for translation; the catalog has them.
  muted(_(std::string(game.blurb()).c_str()));

  const float button_row = ImGui::GetFrameHeight() + ImGui::GetStyle().WindowPadding.y;
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), ImGui::GetWindowHeight() - button_row));
  const bool writable = app.store && !app.store->read_only();
  const auto counted = app.home.active_counts.find(id);
  const std::int64_t count = counted == app.home.active_counts.end() ? 0 : counted->second;
  const std::string resume =
      (count > 1 ? fill(_("Resume ({})"), count) : std::string(_("Resume"))) + "###resume";
  // Both buttons stay on the card's last line: at large font scales "New session" says
  // "New" (its tooltip says the rest).
  const ImGuiStyle& style = ImGui::GetStyle();
  const char* new_session = _("New session");
  const float both = ImGui::CalcTextSize(new_session).x +
                     ImGui::CalcTextSize(resume.c_str(), nullptr, true).x +
                     style.FramePadding.x * 4 + style.ItemSpacing.x;
  const bool narrow = both > ImGui::GetContentRegionAvail().x;
  ImGui::BeginDisabled(!writable);
  // TRANSLATORS: "New session" shortened for a narrow game card.
  if (primary_button(fill("{}###new", narrow ? _("New") : new_session).c_str())) {
    start_new_session(app, id);
  }
  if (narrow && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", new_session);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(count == 0);
  if (ImGui::Button(resume.c_str())) {
    if (count == 1) {
      for (const SessionSummary& s : app.home.active) {
        if (s.game == id) open_stored_session(app, s.id, false);
      }
    } else {
      ImGui::OpenPopup("resume");
    }
  }
  ImGui::EndDisabled();
  resume_popup(app, game);
  end_panel();
  ImGui::PopID();
}

void recent_sessions(App& app) {
  section(_("Recent sessions"));
  if (app.home.recent.empty()) {
    muted(_("No sessions yet. Start one with \"New session\" on a game above."));
    return;
  }
  // A narrow column (a large font) leaves the date out; the row's tooltip has it.
  const bool dated = ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 34;
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("recent", dated ? 4 : 3, flags)) return;
  if (dated) ImGui::TableSetupColumn(_("When"), ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn(_("Game"), ImGuiTableColumnFlags_WidthFixed);
  // Long names share the width: the winners are cut as the players are, never the score.
  ImGui::TableSetupColumn(_("Players"), ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn(_("Result"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
  for (const SessionSummary& s : app.home.recent) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string id = "##recent" + std::to_string(s.id);
    const bool finished = s.status == SessionStatus::finished;
    const std::string when = session_date(s);
    if (ImGui::Selectable(((dated ? when : game_name(s.game)) + id).c_str(), false,
                          ImGuiSelectableFlags_SpanAllColumns)) {
      open_stored_session(app, s.id, finished);
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s",
                        fill(finished ? _("Review this session (last played {}); right-click for a "
                                          "player's page")
                                      : _("Resume this session (last played {}); right-click for a "
                                          "player's page"),
                             when)
                            .c_str());
    }
    if (ImGui::BeginPopupContextItem()) {
      player_page_menu(app, s.players);
      ImGui::EndPopup();
    }
    if (dated) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(game_name(s.game).c_str());
    }
    ImGui::TableNextColumn();
    fitted_name(join_names(s.players));
    ImGui::TableNextColumn();
    if (const std::string names = winner_names(s); !names.empty()) {
      fitted_name_and_value(names, winning_score(s));
    } else if (!finished) {
      fitted_text(_("in progress"), &theme_colours().accent);
    }
  }
  ImGui::EndTable();
}

void personal_bests(App& app) {
  section(_("Personal bests"));
  if (app.home.records.empty()) {
    muted(_("Finished games appear here with each player's best score."));
    return;
  }
  std::map<std::string, std::vector<const PlayerRecord*>> by_game;
  // Only games the highest score won make a best (not a flipped raft's hearts).
  for (const PlayerRecord& r : app.home.records) {
    if (r.best) by_game[r.game].push_back(&r);
  }
  for (auto& [game, rows] : by_game) {
    std::sort(rows.begin(), rows.end(), [](auto* a, auto* b) { return a->best > b->best; });
    ImGui::PushFont(fonts().bold);
    ImGui::TextUnformatted(game_name(game).c_str());
    ImGui::PopFont();
    for (std::size_t i = 0; i < rows.size() && i < 3; ++i) {
      ImGui::Bullet();
      const long long games = static_cast<long long>(rows[i]->games);
      // TRANSLATORS: a player's best score, then how many games they finished.
      const std::string value =
          fill(P_("{}  ({} game)", "{}  ({} games)", games), format_score(*rows[i]->best), games);
      fitted_name_and_value(rows[i]->player, value, ImGui::GetContentRegionAvail().x * 0.55f);
    }
    ImGui::Spacing();
  }
}

}  // namespace

void draw_home(App& app) {
  refresh_home(app);
  // TRANSLATORS: the heading over the games themselves (not the games played).
  heading(C_("game titles", "Games"));
  const auto& games = all_games();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Four cards in a row when they fit, else two (large font scales, narrow windows).
  const float min_card = ImGui::GetFontSize() * 15;
  const int per_row =
      ImGui::GetContentRegionAvail().x >= min_card * 4 + spacing * 3 || games.size() < 4
          ? static_cast<int>(std::min<std::size_t>(games.size(), 4))
          : 2;
  const float width =
      (ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(per_row - 1)) /
      static_cast<float>(per_row);
  const ImVec2 card(width, ImGui::GetFontSize() * 9.0f);
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine();
    game_card(app, *games[i], card);
  }
  ImGui::Dummy(ImVec2(0, 6));

  if (ImGui::BeginTable("home-lower", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("##recent", ImGuiTableColumnFlags_WidthStretch, 0.62f);
    ImGui::TableSetupColumn("##bests", ImGuiTableColumnFlags_WidthStretch, 0.38f);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    recent_sessions(app);
    ImGui::TableNextColumn();
    ImGui::Indent(12);
    personal_bests(app);
    ImGui::Unindent(12);
    ImGui::EndTable();
  }
}

}  // namespace trib::ui
