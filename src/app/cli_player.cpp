// `tributary player NAME [--period P] [--json]`: the player page (store/player_stats.h) as
// text or JSON. P: all (the default), month, year, 12m, or FROM..TO (days YYYY-MM-DD,
// either side may be left open).

#include <cmath>
#include <cstdio>
#include <iostream>

#include "app/cli.h"
#include "bgstats/start_seat.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/json_write.h"
#include "core/text.h"
#include "store/store.h"

namespace trib::cli {

namespace {

using nlohmann::json;

// The period `text` names, or nullopt (with a message) when it names none.
std::optional<Period> parse_period(const std::string& text) {
  if (text.empty() || text == "all") return Period{};
  if (text == "month") return period_preset(PeriodPreset::this_month, local_today());
  if (text == "year") return period_preset(PeriodPreset::this_year, local_today());
  if (text == "12m") return period_preset(PeriodPreset::last_12_months, local_today());
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) {
    std::cerr << fill(_("--period takes all, month, year, 12m or FROM..TO, not \"{}\""),
                      terminal_safe(text))
              << "\n";
    return std::nullopt;
  }
  Period period;
  const std::string from = text.substr(0, dots), to = text.substr(dots + 2);
  for (const std::string* day : {&from, &to}) {
    if (day->empty()) continue;
    if (const std::string problem = day_problem(*day); !problem.empty()) {
      std::cerr << "--period: " << terminal_safe(problem) << "\n";  // not translated: an option
      return std::nullopt;
    }
  }
  if (!from.empty()) period.from = from;
  if (!to.empty()) period.to = to;
  return period;
}

json rounded(std::optional<double> value) {
  return value ? json_number(std::round(*value * 100) / 100) : json(nullptr);
}

json game_json(const GameStats& g) {
  json by_players = json::array();
  for (const SeatCountStats& row : g.by_seat_count) {
    by_players.push_back({{"players", row.seats},
                          {"games", row.games},
                          {"wins", row.wins},
                          {"average", rounded(row.average)},
                          {"best", row.best ? json_number(*row.best) : json(nullptr)}});
  }
  json seats = json::array();
  for (const SeatStats& seat : g.seats) {
    seats.push_back({{"seat", seat.seat + 1},
                     {"games", seat.games},
                     {"average_place", rounded(seat.average_place)}});
  }
  json ranks = json::array();
  for (const auto& [rank, count] : g.ranks) ranks.push_back({{"rank", rank}, {"count", count}});
  return {{"game", g.game},
          {"games", g.games},
          {"solo_games", g.solo_games},
          {"wins", g.wins},
          {"wins_by_fewest", g.low_wins},
          {"win_rate", rounded(g.win_rate)},
          {"rank_titles", std::move(ranks)},
          {"by_player_count", std::move(by_players)},
          {"longest_win_streak", g.longest_streak},
          {"current_win_streak", g.current_streak},
          {"started", {{"games", g.start.started}, {"wins", g.start.started_wins}}},
          {"not_started", {{"games", g.start.not_started}, {"wins", g.start.not_started_wins}}},
          {"seats", std::move(seats)}};
}

json page_json(const PlayerPage& page) {
  json games = json::array();
  for (const GameStats& g : page.per_game) games.push_back(game_json(g));
  json opponents = json::array();
  for (const HeadToHead& h : page.opponents) {
    opponents.push_back({{"opponent", h.opponent},
                         {"games", h.games},
                         {"wins", h.wins},
                         {"losses", h.losses},
                         {"draws", h.draws},
                         {"won_beside", h.won_beside}});
  }
  const auto optional_text = [](const std::optional<std::string>& text) {
    return text ? json(*text) : json(nullptr);
  };
  return {{"player", page.player},
          {"from", optional_text(page.period.from)},
          {"to", optional_text(page.period.to)},
          {"games", page.games},
          {"games_with_others", page.games_with_others},
          {"wins", page.wins},
          {"games_by_game", std::move(games)},
          {"opponents", std::move(opponents)},
          {"nemesis", optional_text(page.nemesis)},
          {"buddy", optional_text(page.buddy)}};
}

std::string share(std::int64_t part, std::int64_t whole) {
  if (whole == 0) return "-";
  const long percent = std::lround(100.0 * static_cast<double>(part) / static_cast<double>(whole));
  // TRANSLATORS: a share of games: "60 % of 10".
  // xgettext:no-c-format
  return fill(_("{} % of {}"), percent, whole);
}

std::string games_text(std::int64_t count) {
  return fill(P_("{} game", "{} games", static_cast<unsigned long>(count)), count);
}

std::string one_decimal(std::optional<double> value) {
  if (!value) return "-";
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", *value);
  return text;
}

void print_page(const PlayerPage& page) {
  std::cout << fill(_("{}: {}, won {} with others"), terminal_safe(page.player),
                    games_text(page.games), share(page.wins, page.games_with_others))
            << "\n";
  if (page.nemesis) std::cout << fill(_("nemesis: {}"), terminal_safe(*page.nemesis)) << "\n";
  if (page.buddy) std::cout << fill(_("buddy: {}"), terminal_safe(*page.buddy)) << "\n";
  for (const GameStats& g : page.per_game) {
    std::cout << "\n" << terminal_safe(g.game) << ": " << games_text(g.games);
    if (g.solo_games > 0) std::cout << " (" << fill(_("{} solo"), g.solo_games) << ")";
    if (g.games > g.solo_games) {
      std::cout << ", "
                << fill(_("won {}, win streak best {}, now {}"),
                        share(g.wins, g.games - g.solo_games), g.longest_streak, g.current_streak);
    }
    std::cout << "\n";
    for (const SeatCountStats& row : g.by_seat_count) {
      std::cout << "  "
                << fill(P_("{} player: {}, average {}, best {}",
                           "{} players: {}, average {}, best {}",
                           static_cast<unsigned long>(row.seats)),
                        row.seats, games_text(row.games), one_decimal(row.average),
                        row.best ? json_number(*row.best).dump() : "-")
                << "\n";
    }
    if (g.start.started + g.start.not_started > 0) {
      std::cout << "  "
                << fill(_("started: won {}; not: won {}"),
                        share(g.start.started_wins, g.start.started),
                        share(g.start.not_started_wins, g.start.not_started))
                << "\n";
    }
  }
  if (!page.opponents.empty()) {
    std::cout << "\n" << _("head-to-head (won-lost-drawn of games):") << "\n";
  }
  for (const HeadToHead& h : page.opponents) {
    std::cout << "  "
              << fill(_("{}: {}-{}-{} of {}"), terminal_safe(h.opponent), h.wins, h.losses, h.draws,
                      h.games)
              << "\n";
  }
}

}  // namespace

int player(const Args& args) {
  if (args.positional.size() != 1) {
    std::cerr << _("expected one player name (see `tributary --help`)") << "\n";
    return bad_input;
  }
  const std::optional<Period> period = parse_period(args.option("--period"));
  if (!period) return bad_input;
  const auto store = open_store(args, Use::read);
  const auto page = store->player_page(args.positional.front(), *period, table_start_seat);
  if (!page) {
    std::cerr << fill(_("there is no player \"{}\""), terminal_safe(args.positional.front()))
              << "\n";
    return bad_input;
  }
  if (args.flag("--json")) {
    std::cout << json_for_terminal(page_json(*page)) << "\n";
  } else {
    print_page(*page);
  }
  return ok;
}

}  // namespace trib::cli
