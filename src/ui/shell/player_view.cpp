// The player page (#38): opened from Records, History and Home. A period selector; per
// game the games, wins, win rate (solo: rank titles), streaks and first-player effect; for
// the chosen game the figures by player count and by seat, the score distribution and the
// win rate over time; head-to-head against every opponent, with nemesis and buddy.
// Esc, Alt+Left or the mouse's back button returns to the view that opened it.

#include <algorithm>
#include <cmath>
#include <iterator>

#include "bgstats/start_seat.h"
#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "store/record_text.h"
#include "ui/game_info.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/shell/category_view.h"
#include "ui/shell/player_charts.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

constexpr const char* kPlayerPeriods[] = {N_("All time"), N_("This month"), N_("This year"),
                                          N_("Last 12 months"), N_("A range of days")};
constexpr int kPlayerRangePeriod = 4;

Period player_chosen_period(const PlayerViewState& v) {
  if (v.period == kPlayerRangePeriod) {
    Period range;
    if (!v.from.empty()) range.from = v.from;
    if (!v.to.empty()) range.to = v.to;
    return range;
  }
  constexpr PeriodPreset presets[] = {PeriodPreset::all, PeriodPreset::this_month,
                                      PeriodPreset::this_year, PeriodPreset::last_12_months};
  return period_preset(presets[std::clamp(v.period, 0, 3)], local_today());
}

// Why the range cannot be read, or "".
std::string player_range_problem(const PlayerViewState& v) {
  if (v.period != kPlayerRangePeriod) return {};
  for (const std::string* day : {&v.from, &v.to}) {
    if (!day->empty()) {
      if (std::string problem = day_problem(*day); !problem.empty()) return problem;
    }
  }
  if (!v.from.empty() && !v.to.empty() && v.from > v.to) {
    return _("the range ends before it starts");
  }
  return {};
}

void refresh_player_page(App& app) {
  PlayerViewState& v = app.player;
  const std::string key = v.player + '\n' + std::to_string(v.period) + '\n' + v.from + '\n' + v.to;
  if (v.loaded == app.data_version && v.loaded_key == key) return;
  v.loaded = app.data_version;
  v.loaded_key = key;
  v.problem = player_range_problem(v);
  if (!v.problem.empty()) return;  // the page read last stays until the range is fixed
  try {
    v.page = app.store->player_page(v.player, player_chosen_period(v), table_start_seat);
  } catch (const std::exception& error) {
    v.page.reset();
    app.notice = fill(_("Reading the player page failed: {}"), error.what());
  }
  if (!v.page) return;
  const auto& games = v.page->per_game;
  const bool shown =
      std::any_of(games.begin(), games.end(), [&](const GameStats& g) { return g.game == v.game; });
  // When the chosen game has none in this period: the one with the most games with others
  // (its details have the most to show), then the most games.
  if (!shown && !games.empty()) {
    const auto busier = [](const GameStats& a, const GameStats& b) {
      const std::int64_t a_others = a.games - a.solo_games, b_others = b.games - b.solo_games;
      return a_others != b_others ? a_others < b_others : a.games < b.games;
    };
    v.game = std::max_element(games.begin(), games.end(), busier)->game;
  }
}

std::string player_percent(double share) {
  return std::to_string(static_cast<int>(std::lround(share * 100))) + " %";
}

std::string player_rate_text(std::int64_t wins, std::int64_t games) {
  if (games == 0) return "\u2014";
  // TRANSLATORS: a share of games won: "40 % of 10".
  return fill(_("{} of {}"), player_percent(static_cast<double>(wins) / static_cast<double>(games)),
              games);
}

std::string player_average_text(const std::optional<double>& value) {
  if (!value) return "\u2014";
  return format_decimal(*value, 1);
}

void leave_player_page(App& app) {
  app.view = app.player.back;
}

// Alt+Left and the mouse's back button, as in a browser (Esc: shell.cpp).
void player_back_keys(App& app) {
  const bool popup = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  const bool alt_left = ImGui::GetIO().KeyAlt && ImGui::IsKeyPressed(ImGuiKey_LeftArrow, false) &&
                        !ImGui::GetIO().WantTextInput;
  if (!popup && !app.show_rules && (alt_left || ImGui::IsMouseClicked(3))) {
    leave_player_page(app);
  }
}

void player_period_row(PlayerViewState& v) {
  const char* periods[std::size(kPlayerPeriods)];
  float widest = 0;
  for (std::size_t i = 0; i < std::size(kPlayerPeriods); ++i) {
    periods[i] = _(kPlayerPeriods[i]);
    widest = std::max(widest, ImGui::CalcTextSize(periods[i]).x);
  }
  const float combo = widest + ImGui::GetFrameHeight() * 2;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Period"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(combo);
  ImGui::Combo("##player-period", &v.period, periods, static_cast<int>(std::size(periods)));
  if (v.period != kPlayerRangePeriod) return;
  const float field = ImGui::CalcTextSize("0000-00-00").x + ImGui::GetStyle().FramePadding.x * 4;
  const auto day_field = [&](const char* label, const char* id, std::string& day) {
    same_line_if_fits(ImGui::CalcTextSize(label).x + field + ImGui::GetStyle().ItemSpacing.x * 2);
    ImGui::TextUnformatted(label);
    ImGui::SameLine();
    char text[16];
    std::snprintf(text, sizeof text, "%s", day.c_str());
    ImGui::SetNextItemWidth(field);
    // TRANSLATORS: the hint in an empty date field: year, month, day.
    if (ImGui::InputTextWithHint(id, _("YYYY-MM-DD"), text, sizeof text)) day = text;
  };
  // TRANSLATORS: a range of days: "from [date] to [date]".
  day_field(_("from"), "##player-from", v.from);
  day_field(_("to"), "##player-to", v.to);
}

void player_summary(const PlayerPage& page) {
  std::string line = fill(P_("{} game", "{} games", page.games), page.games);
  if (page.games_with_others > 0) {
    // TRANSLATORS: after the games played: "12 games · won 5 of 9 with others (56 %)".
    line += fill(P_(" \u00b7 won {} of {} with others ({})",
                    " \u00b7 won {} of {} with others ({})", page.games_with_others),
                 page.wins, page.games_with_others,
                 player_percent(static_cast<double>(page.wins) /
                                static_cast<double>(page.games_with_others)));
  }
  wrapped_text(line);
  if (page.nemesis || page.buddy) {
    std::string rivals;
    if (page.nemesis) rivals += fill(_("Nemesis: {}"), *page.nemesis);
    if (page.buddy) {
      rivals += (rivals.empty() ? "" : "   \u00b7   ") + fill(_("Buddy: {}"), *page.buddy);
    }
    wrapped_text(theme_colours().text_muted, rivals);
  }
}

std::string player_wins_text(const GameStats& g) {
  PlayerRecord row;  // the Records table's words for the same counts
  row.games = g.games;
  row.wins = g.wins;
  row.low_wins = g.low_wins;
  row.solo_games = g.solo_games;
  return wins_text(row, rank_titles_text(g.ranks));
}

bool begin_player_figures(const char* id,
                          std::initializer_list<std::pair<const char*, float>> columns);

void player_games_table(PlayerViewState& v) {
  const PlayerPage& page = *v.page;
  if (!begin_player_figures("player-games", {{_("Game"), 1.5f},
                                             {_("Games"), 0.7f},
                                             {_("Wins / rank titles"), 1.7f},
                                             {_("Win rate"), 0.9f}})) {
    return;
  }
  for (const GameStats& g : page.per_game) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // The row picks the game shown in detail; the name is drawn over it, fitted.
    const ImVec2 at = ImGui::GetCursorPos();
    const std::string label = "##player-game-" + g.game;
    if (ImGui::Selectable(label.c_str(), g.game == v.game, ImGuiSelectableFlags_SpanAllColumns)) {
      v.game = g.game;
    }
    ImGui::SetCursorPos(at);
    fitted_text(game_name(g.game));
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(g.games));  // not translated: a number
    ImGui::TableNextColumn();
    fitted_text(player_wins_text(g));
    ImGui::TableNextColumn();
    fitted_text(g.win_rate ? player_percent(*g.win_rate) : std::string("\u2014"));
  }
  ImGui::EndTable();
}

// A table with fitted headers: `columns` names and their stretch weights.
bool begin_player_figures(const char* id,
                          std::initializer_list<std::pair<const char*, float>> columns) {
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable(id, static_cast<int>(columns.size()), flags)) return false;
  for (const auto& [name, weight] : columns) {
    ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthStretch, weight);
  }
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (int column = 0; column < static_cast<int>(columns.size()); ++column) {
    ImGui::TableSetColumnIndex(column);
    fitted_text(ImGui::TableGetColumnName(column));
  }
  return true;
}

void player_seat_count_table(const GameStats& g) {
  if (!begin_player_figures("player-seat-counts", {{_("Players"), 0.8f},
                                                   {_("Games"), 0.7f},
                                                   {_("Wins"), 0.7f},
                                                   {_("Average"), 0.9f},
                                                   {_("Best"), 0.7f}})) {
    return;
  }
  for (const SeatCountStats& row : g.by_seat_count) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", row.seats);
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(row.games));  // not translated: a number
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.seats == 1 ? "\u2014" : std::to_string(row.wins).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(player_average_text(row.average).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.best ? format_score(*row.best).c_str() : "\u2014");
  }
  ImGui::EndTable();
}

void player_seat_table(const GameStats& g) {
  if (g.seats.empty()) return;
  if (!begin_player_figures("player-seats",
                            {{_("Seat"), 0.8f}, {_("Games"), 0.8f}, {_("Average place"), 1.4f}})) {
    return;
  }
  for (const SeatStats& seat : g.seats) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", seat.seat + 1);
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(seat.games));  // not translated: a number
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(format_decimal(seat.average_place, 2).c_str());
  }
  ImGui::EndTable();
}

// Two parts side by side when the page is wide enough, else one under the other.
template <typename Left, typename Right>
void player_side_by_side(const char* id, Left left, Right right) {
  const bool wide = ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 40;
  if (!wide) {
    left();
    right();
    return;
  }
  if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingStretchSame)) return;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  left();
  ImGui::TableNextColumn();
  right();
  ImGui::EndTable();
}

void player_game_details(const PlayerViewState& v) {
  const auto& games = v.page->per_game;
  const auto chosen = std::find_if(games.begin(), games.end(),
                                   [&](const GameStats& g) { return g.game == v.game; });
  if (chosen == games.end()) return;
  const GameStats& g = *chosen;
  section(fill(_("{} in detail"), game_name(g.game)).c_str());
  if (g.games > g.solo_games) {
    wrapped_text(fill(_("Wins in a row: {} at best, {} now"), g.longest_streak, g.current_streak));
  }
  if (g.start.started + g.start.not_started > 0) {
    wrapped_text(fill(_("Starting player: won {}; not starting: won {}"),
                      player_rate_text(g.start.started_wins, g.start.started),
                      player_rate_text(g.start.not_started_wins, g.start.not_started)));
  }
  player_side_by_side(
      "player-tables", [&] { player_seat_count_table(g); }, [&] { player_seat_table(g); });
  ImGui::Spacing();
  const float height = ImGui::GetTextLineHeightWithSpacing() * 9;
  player_side_by_side(
      "player-charts",
      [&] {
        ImGui::PushFont(fonts().bold);
        fitted_text(_("Scores"));
        ImGui::PopFont();
        draw_score_histogram(score_histogram(g.scores), ImVec2(0, height));
      },
      [&] {
        ImGui::PushFont(fonts().bold);
        fitted_text(fill(
            P_("Win rate over the last {} game", "Win rate over the last {} games", kWinRateWindow),
            kWinRateWindow));
        ImGui::PopFont();
        draw_win_rate_chart(g.win_rate_over_time, ImVec2(0, height));
      });
}

// The chosen game's categories, as Records' Categories tab shows them (read again when the
// game, the player or the data change; sessions still waiting for their category points
// are scored by that tab).
void player_category_earnings(App& app) {
  PlayerViewState& v = app.player;
  const std::string key = v.game + '\n' + v.player;
  if (v.categories_loaded != app.data_version || v.categories_key != key) {
    v.categories_loaded = app.data_version;
    v.categories_key = key;
    try {
      v.categories = app.store->category_earnings(v.game, v.player);
    } catch (const std::exception& error) {
      v.categories = CategoryEarnings{};
      app.notice = fill(_("Reading the category points failed: {}"), error.what());
    }
  }
  if (v.categories.categories.empty()) return;
  section(fill(_("What each category earns in {} (all time)"), game_name(v.game)).c_str());
  if (const std::string summary = category_summary(v.categories); !summary.empty()) {
    wrapped_text(summary);
  }
  draw_category_earnings(v.categories);
}

void player_head_to_head(const PlayerPage& page) {
  section(_("Head-to-head"));
  if (page.opponents.empty()) {
    muted(_("No games with others in this period."));
    return;
  }
  if (!begin_player_figures("player-opponents", {{_("Opponent"), 2.0f},
                                                 {_("Games"), 0.8f},
                                                 {_("Won-lost-drew"), 1.5f},
                                                 {_("You won beside"), 1.5f}})) {
    return;
  }
  // The nemesis and the buddy (named above the tables) stand out in colour.
  const ThemeColours& p = theme_colours();
  for (const HeadToHead& h : page.opponents) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool nemesis = page.nemesis == h.opponent, buddy = page.buddy == h.opponent;
    fitted_text(h.opponent, nemesis ? &p.illegal : buddy ? &p.legal : nullptr);
    if ((nemesis || buddy) && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", nemesis && buddy ? _("Nemesis and buddy")
                              : nemesis        ? _("Nemesis: beat you most often")
                                               : _("Buddy: played with you most"));
    }
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(h.games));  // not translated: a number
    ImGui::TableNextColumn();
    const long long won = h.wins, lost = h.losses, drew = h.draws;
    ImGui::Text("%lld-%lld-%lld", won, lost, drew);  // not translated: numbers
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(h.won_beside));  // not translated: a number
  }
  ImGui::EndTable();
}

}  // namespace

void open_player_page(App& app, const std::string& name) {
  if (app.view != View::player) app.player.back = app.view;
  app.player.player = name;
  app.view = View::player;
}

void player_page_menu(App& app, const std::vector<std::string>& players) {
  if (!ImGui::BeginMenu(fill("{}###player-page-menu", _("Player page")).c_str())) return;
  for (const std::string& name : players) {
    if (ImGui::MenuItem(name.c_str())) open_player_page(app, name);
  }
  ImGui::EndMenu();
}

void draw_player(App& app) {
  PlayerViewState& v = app.player;
  player_back_keys(app);
  if (ImGui::Button(fill("\u2190 {}", _("Back")).c_str())) leave_player_page(app);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Back (Esc)"));
  ImGui::SameLine();
  ImGui::PushFont(fonts().heading);
  fitted_text(v.player.empty() ? std::string(_("Player")) : v.player);
  ImGui::PopFont();
  ImGui::Spacing();
  if (!app.store) {
    muted(_("No database is open."));
    return;
  }
  player_period_row(v);
  refresh_player_page(app);
  if (!v.problem.empty()) wrapped_text(theme_colours().illegal, v.problem);
  if (!v.page) {
    muted(fill(_("There is no player named \"{}\"."), v.player).c_str());
    return;
  }
  ImGui::BeginChild("##player-body", ImVec2(0, 0));
  player_summary(*v.page);
  if (v.page->per_game.empty()) {
    muted(_("No finished games in this period."));
  } else {
    section(_("Per game"));
    player_games_table(v);
    player_game_details(v);
    player_category_earnings(app);
    player_head_to_head(*v.page);
  }
  ImGui::EndChild();
}

}  // namespace trib::ui
