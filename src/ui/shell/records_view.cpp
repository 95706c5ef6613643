// Records: per player and game the personal best, average, games and wins (a sortable
// table; solo games show the rank titles reached instead of wins, and wins with the
// fewest points, a flipped raft, are counted apart); for the selected row a
// score-over-time chart and, in solo games, how often each rank title was reached. The
// Categories tab shows what each scoring category earns a chosen player in a chosen game
// (category_view.cpp); the Players tab lists the players, to rename or merge them
// (players_section.cpp).

#include <GLFW/glfw3.h>

#include <algorithm>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "session/category_backfill.h"
#include "store/record_text.h"
#include "ui/game_info.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/shell/category_view.h"
#include "ui/shell/filters.h"
#include "ui/shell/players_section.h"
#include "ui/shell/score_chart.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

std::optional<std::string> optional_text(const std::string& text) {
  return text.empty() ? std::nullopt : std::optional<std::string>(text);
}

// The game's name, with " · solo" or " · with others" for a pair played both ways.
std::string game_and_part(const std::string& game, std::optional<bool> solo) {
  if (!solo) return game_name(game);
  // TRANSLATORS: a game played alone, e.g. "River Woods · solo".
  return fill(*solo ? _("{} \u00b7 solo") : _("{} \u00b7 with others"), game_name(game));
}

RecordSessions counted_sessions(const RecordsState& r) {
  return r.mirrored_only ? RecordSessions::mirrored : RecordSessions::all;
}

void select_chart_row(RecordsState& r, const PlayerRecord& row) {
  r.chart_game = row.game;
  r.chart_player = row.player;
  r.chart_solo = row.solo;
  r.chart_ranks = row.solo_games > 0;
  r.chart_loaded = ~std::uint64_t{0};
}

bool is_chart_row(const RecordsState& r, const PlayerRecord& row) {
  return row.game == r.chart_game && row.player == r.chart_player && row.solo == r.chart_solo;
}

void refresh_records(App& app) {
  RecordsState& r = app.records;
  if (r.loaded == app.data_version && r.loaded_game == r.game && r.loaded_player == r.player &&
      r.loaded_mirrored == r.mirrored_only) {
    return;
  }
  r.loaded = app.data_version;
  r.loaded_game = r.game;
  r.loaded_player = r.player;
  r.loaded_mirrored = r.mirrored_only;
  try {
    r.rows =
        app.store->records(optional_text(r.game), optional_text(r.player), counted_sessions(r));
    r.rank_titles.clear();
    for (const PlayerRecord& row : r.rows) {
      if (row.solo_games == 0) continue;
      r.rank_titles[{row.game, row.player}] =
          rank_titles_text(app.store->rank_counts(row.game, row.player, counted_sessions(r)));
    }
    r.known_players = app.store->player_names();
  } catch (const std::exception& error) {
    r.rows.clear();
    app.notice = fill(_("Reading the records failed: {}"), error.what());
  }
  const auto selected = std::find_if(r.rows.begin(), r.rows.end(),
                                     [&](const PlayerRecord& row) { return is_chart_row(r, row); });
  if (selected != r.rows.end()) {
    r.chart_ranks = selected->solo_games > 0;
  } else if (!r.rows.empty()) {
    select_chart_row(r, r.rows.front());
  } else {
    r.chart_game.clear();
  }
  r.chart_loaded = ~std::uint64_t{0};
  r.resort = true;
}

void sort_rows(std::vector<PlayerRecord>& rows, const ImGuiTableSortSpecs* specs) {
  if (specs == nullptr || specs->SpecsCount == 0) return;
  const ImGuiTableColumnSortSpecs& spec = specs->Specs[0];
  const bool ascending = spec.SortDirection == ImGuiSortDirection_Ascending;
  std::stable_sort(rows.begin(), rows.end(), [&](const PlayerRecord& a, const PlayerRecord& b) {
    int order = 0;
    switch (spec.ColumnIndex) {
      case 0:
        order = a.player.compare(b.player);
        break;
      case 1:
        order = a.game.compare(b.game);
        break;
      case 2:
        order = (a.games > b.games) - (a.games < b.games);
        break;
      case 3:
        order = (a.wins > b.wins) - (a.wins < b.wins);
        break;
      case 4:
        order = (a.best > b.best) - (a.best < b.best);
        break;
      default:
        order = (a.average > b.average) - (a.average < b.average);
        break;
    }
    return ascending ? order < 0 : order > 0;
  });
}

// Wins in games of two or more seats (those won by the fewest points counted apart),
// the rank titles of solo games, or both.
void wins_cell(const RecordsState& r, const PlayerRecord& row) {
  const auto titles = r.rank_titles.find({row.game, row.player});
  const std::string text =
      wins_text(row, titles == r.rank_titles.end() ? std::string() : titles->second);
  fitted_text(text);
  if (row.low_wins > 0 && ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", fill(P_("{} of these wins came when the fewest points won (a "
                                    "flipped raft).",
                                    "{} of these wins came when the fewest points won (a "
                                    "flipped raft).",
                                    row.low_wins),
                                 row.low_wins)
                                .c_str());
  }
}

// A dash when every game was won by the fewest points: those scores make no average.
std::string average_text(const std::optional<double>& average) {
  if (!average) return "\u2014";
  return format_decimal(*average, 1);
}

// A sortable column's header: its label and the room ImGui keeps for the sort arrow.
float header_width(const char* label) {
  return ImGui::CalcTextSize(label).x + ImGui::GetFontSize() * 0.65f +
         ImGui::GetStyle().FramePadding.x + 2.0f;
}

void records_table(App& app, RecordsState& r, float height) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                ImGuiTableFlags_Sortable | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("records", 6, flags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  // The numbers' columns are as wide as their headers and sort arrows at every font scale
  // (stretched, 2.0 cut them to "Ga…" and "Aver…"); the names and games share the rest.
  // A narrow table (a large font) says "Wins" and "Avg", so that every header fits whole.
  const bool narrow = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 40;
  // TRANSLATORS: "Average" shortened for a narrow table's header.
  const char* average = narrow ? _("Avg") : _("Average");
  const char* best = _("Best");
  const char* games = _("Games");
  ImGui::TableSetupColumn(_("Player"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn(_("Game"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableSetupColumn(games, ImGuiTableColumnFlags_WidthFixed, header_width(games));
  ImGui::TableSetupColumn(narrow ? _("Wins") : _("Wins / rank titles"),
                          ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableSetupColumn(best,
                          ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_DefaultSort |
                              ImGuiTableColumnFlags_PreferSortDescending,
                          std::max(header_width(best), ImGui::CalcTextSize("000.5").x));
  ImGui::TableSetupColumn(
      average, ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_PreferSortDescending,
      std::max(header_width(average), ImGui::CalcTextSize("000.0").x));
  ImGui::TableHeadersRow();
  if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs();
      specs && (specs->SpecsDirty || r.resort)) {
    sort_rows(r.rows, specs);
    specs->SpecsDirty = false;
    r.resort = false;
  }
  for (const PlayerRecord& row : r.rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool selected = is_chart_row(r, row);
    const std::string id = row.player + "#" + row.game +
                           (!row.solo   ? ""
                            : *row.solo ? "-solo"
                                        : "-group");
    if (ImGui::Selectable(("##" + id).c_str(), selected, ImGuiSelectableFlags_SpanAllColumns)) {
      select_chart_row(r, row);
    }
    if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
      open_player_page(app, row.player);
    }
    ImGui::SameLine(0, 0);
    fitted_name(row.player);
    ImGui::TableNextColumn();
    fitted_text(game_and_part(row.game, row.solo));
    ImGui::TableNextColumn();
    ImGui::Text("%lld", static_cast<long long>(row.games));  // not translated: a number
    ImGui::TableNextColumn();
    wins_cell(r, row);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.best ? format_score(*row.best).c_str() : "\u2014");
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(average_text(row.average).c_str());
  }
  ImGui::EndTable();
}

void chart_section(App& app) {
  RecordsState& r = app.records;
  if (r.chart_game.empty()) return;
  const bool solo = r.chart_ranks;
  if (r.chart_loaded != app.data_version) {
    r.chart_loaded = app.data_version;
    try {
      r.chart =
          app.store->score_history(r.chart_game, r.chart_player, r.chart_solo, counted_sessions(r));
      r.ranks = solo ? app.store->rank_counts(r.chart_game, r.chart_player, counted_sessions(r))
                     : decltype(r.ranks){};
    } catch (const std::exception& error) {
      app.notice = fill(_("Reading the score history failed: {}"), error.what());
    }
  }
  const std::string title = fill(_("Scores over time \u2014 {}, {}"), r.chart_player,
                                 game_and_part(r.chart_game, r.chart_solo));
  section(fit_to_width(title, ImGui::GetContentRegionAvail().x).c_str());
  if (ImGui::SmallButton(_("Player page"))) open_player_page(app, r.chart_player);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", fill(_("{}'s page (or double-click the row)"), r.chart_player).c_str());
  }
  const float height = ImGui::GetContentRegionAvail().y;
  if (solo) {
    if (ImGui::BeginTable("chart-ranks", 2, ImGuiTableFlags_SizingStretchProp)) {
      ImGui::TableSetupColumn("##chart", ImGuiTableColumnFlags_WidthStretch, 0.62f);
      ImGui::TableSetupColumn("##ranks", ImGuiTableColumnFlags_WidthStretch, 0.38f);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      draw_score_chart(r.chart, ImVec2(0, std::max(120.0f, height - 12)));
      ImGui::TableNextColumn();
      ImGui::PushFont(fonts().bold);
      ImGui::TextUnformatted(_("Rank titles"));
      ImGui::PopFont();
      draw_rank_bars(r.ranks);
      ImGui::EndTable();
    }
  } else {
    draw_score_chart(r.chart, ImVec2(0, std::max(120.0f, height - 12)));
  }
}

void scores_tab(App& app) {
  RecordsState& r = app.records;
  const float width = ImGui::GetFontSize() * 13;
  game_filter("records-game", r.game, width);
  same_line_if_fits(24 + ImGui::CalcTextSize(_("Player")).x + ImGui::GetStyle().ItemSpacing.x +
                    width);
  player_filter("records-player", r.player, r.known_players, width);
  const char* mirrored = _("Mirrored games only");
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::CalcTextSize(mirrored).x +
                    ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::Checkbox(fill("{}##mirrored", mirrored).c_str(), &r.mirrored_only);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "%s", _("Count only games entered move by move, not score pads (typed or from BG Stats)"));
  }
  refresh_records(app);
  ImGui::Spacing();
  if (r.rows.empty()) {
    muted(_("No finished games yet. Records, averages and charts appear once a game is finished."));
    return;
  }
  const float line = ImGui::GetFrameHeightWithSpacing();
  const float table_height = std::min(line * (static_cast<float>(r.rows.size()) + 1.5f),
                                      ImGui::GetContentRegionAvail().y * 0.45f);
  records_table(app, r, table_height);
  chart_section(app);
}

// Sessions scored again for their category points per frame while the tab shows: a
// replay takes about 1 ms, so ten keep a frame short (100 000 take a few minutes).
constexpr int kCategoryBackfillBatch = 10;

// The game and player the tab shows: those chosen, else the pair (of the chosen game or
// player) with the most games played.
void choose_category_pair(App& app) {
  RecordsState& r = app.records;
  if (!r.categories_game.empty() && !r.categories_player.empty()) return;
  const std::vector<PlayerRecord> rows =
      app.store->records(optional_text(r.categories_game), optional_text(r.categories_player));
  const PlayerRecord* best = nullptr;
  for (const PlayerRecord& row : rows) {
    if (best == nullptr || row.games > best->games) best = &row;
  }
  if (best == nullptr) return;
  if (r.categories_game.empty()) r.categories_game = best->game;
  if (r.categories_player.empty()) r.categories_player = best->player;
}

void refresh_categories(App& app) {
  RecordsState& r = app.records;
  try {
    if (!app.store->read_only()) {
      const std::size_t scored = backfill_categories_batch(*app.store, kCategoryBackfillBatch);
      // A full batch: more may wait. The figures are read again once all are scored.
      r.categories_scoring = scored == static_cast<std::size_t>(kCategoryBackfillBatch);
      r.categories_scored += scored;
      if (r.categories_scoring) glfwPostEmptyEvent();  // the next batch without waiting for input
      if (scored > 0 && !r.categories_scoring) r.categories_loaded = ~std::uint64_t{0};
    }
    choose_category_pair(app);
    const std::string key =
        r.categories_game + '\n' + r.categories_player + (r.mirrored_only ? "\nmirrored" : "");
    if (r.categories_loaded == app.data_version && r.categories_loaded_key == key) return;
    r.categories_loaded = app.data_version;
    r.categories_loaded_key = key;
    r.known_players = app.store->player_names();
    r.categories = r.categories_game.empty() || r.categories_player.empty()
                       ? CategoryEarnings{}
                       : app.store->category_earnings(r.categories_game, r.categories_player,
                                                      counted_sessions(r));
  } catch (const std::exception& error) {
    r.categories = CategoryEarnings{};
    app.notice = fill(_("Reading the category points failed: {}"), error.what());
  }
}

// A game must be chosen here: categories differ from game to game.
void category_game_picker(std::string& game_id, float width) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Game"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(width);
  const std::string label = game_id.empty() ? _("Choose a game") : game_name(game_id);
  if (ImGui::BeginCombo("##categories-game", label.c_str())) {
    for (const Game* game : in_list_order(all_games())) {
      const std::string name(game->name());
      if (ImGui::Selectable(name.c_str(), game_id == game->id())) game_id = game->id();
    }
    ImGui::EndCombo();
  }
}

void categories_tab(App& app) {
  RecordsState& r = app.records;
  const float width = ImGui::GetFontSize() * 13;
  category_game_picker(r.categories_game, width);
  same_line_if_fits(24 + ImGui::CalcTextSize(_("Player")).x + ImGui::GetStyle().ItemSpacing.x +
                    width);
  const std::string chosen_player = r.categories_player;
  player_filter("categories-player", r.categories_player, r.known_players, width);
  if (r.categories_player.empty() && !chosen_player.empty()) r.categories_player = chosen_player;
  const char* mirrored = _("Mirrored games only");
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::CalcTextSize(mirrored).x +
                    ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::Checkbox(fill("{}##categories", mirrored).c_str(), &r.mirrored_only);
  refresh_categories(app);
  ImGui::Spacing();
  if (r.categories_scoring) {
    muted(fill(_("Scoring stored games again for their category points ({} so far)\u2026"),
               r.categories_scored)
              .c_str());
  }
  if (r.categories_game.empty() || r.categories_player.empty()) {
    muted(
        _("No finished games yet. What each scoring category earns shows once a game is "
          "finished."));
    return;
  }
  section(_("What each category earns"));
  wrapped_text(fill(P_("{}, {}: {} game with category points",
                       "{}, {}: {} games with category points", r.categories.games),
                    r.categories_player, game_name(r.categories_game), r.categories.games));
  if (const std::string summary = category_summary(r.categories); !summary.empty()) {
    wrapped_text(summary);
  }
  ImGui::Spacing();
  draw_category_earnings(r.categories);
}

}  // namespace

void draw_records(App& app) {
  heading(_("Records"));
  if (!app.store) {
    muted(_("No database is open."));
    return;
  }
  if (!ImGui::BeginTabBar("records-tabs")) return;
  if (ImGui::BeginTabItem(fill("{}###scores-tab", _("Scores")).c_str())) {
    scores_tab(app);
    ImGui::EndTabItem();
  }
  const ImGuiTabItemFlags categories_flags =
      app.records.select_categories ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
  app.records.select_categories = false;
  if (ImGui::BeginTabItem(fill("{}###categories-tab", _("Categories")).c_str(), nullptr,
                          categories_flags)) {
    categories_tab(app);
    ImGui::EndTabItem();
  }
  const ImGuiTabItemFlags players_flags =
      app.records.select_players ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
  app.records.select_players = false;
  if (ImGui::BeginTabItem(fill("{}###players-tab", _("Players")).c_str(), nullptr, players_flags)) {
    draw_players_section(app);
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace trib::ui
