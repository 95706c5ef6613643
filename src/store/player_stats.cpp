// The player page: one read of the player's range of results_by_player (each result holds
// its session's other seats, day of play and setup: schema 6), then every figure in one
// pass over the player's games in the order they were played.

#include "store/player_stats.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/local_time.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <deque>
#include <map>
#include <tuple>
#include <unordered_map>

#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

namespace {

std::optional<std::chrono::year_month_day> parse_day(std::string_view day) {
  if (day.size() != 10 || day[4] != '-' || day[7] != '-') return std::nullopt;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (day[i] < '0' || day[i] > '9') return std::nullopt;
  }
  const auto number = [&](std::size_t at, std::size_t length) {
    int value = 0;
    for (std::size_t i = at; i < at + length; ++i) value = value * 10 + (day[i] - '0');
    return value;
  };
  const std::chrono::year_month_day ymd{std::chrono::year(number(0, 4)),
                                        std::chrono::month(static_cast<unsigned>(number(5, 2))),
                                        std::chrono::day(static_cast<unsigned>(number(8, 2)))};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

std::string day_text(const std::chrono::year_month_day& ymd) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return text;
}

struct OtherSeat {
  std::int64_t place = 0;
  std::int64_t player = 0;
};

// One finished game of the player, as read.
struct PlayedGame {
  std::int64_t session = 0;
  int seat = 0;
  std::string game;
  double score = 0;
  std::int64_t place = 0;
  std::optional<std::string> rank;
  bool highest_wins = true;
  std::int64_t finished_at = 0;
  std::string played;  // "YYYY-MM-DDTHH:MM"
  int seats = 0;
  std::optional<std::size_t> start_seat;
  std::vector<OtherSeat> others;
};

// What one game's figures are summed from, before the averages are taken.
struct GameTally {
  GameStats stats;
  struct SeatCount {
    std::int64_t games = 0, wins = 0, scored = 0;
    double total = 0;
    std::optional<double> best;
  };
  std::map<int, SeatCount> seat_counts;
  std::map<int, std::pair<std::int64_t, std::int64_t>> seats;  // seat: games, sum of places
  std::map<std::string, std::int64_t> ranks;
  std::deque<bool> window;  // the latest games with others: won or not
  std::int64_t run = 0;
};

void count_game(GameTally& tally, const PlayedGame& game) {
  GameStats& stats = tally.stats;
  ++stats.games;
  stats.scores.push_back(game.score);
  const bool solo = game.seats == 1;
  const bool won = !solo && game.place == 1;
  GameTally::SeatCount& count = tally.seat_counts[game.seats];
  ++count.games;
  count.wins += won;
  if (game.highest_wins) {
    ++count.scored;
    count.total += game.score;
    count.best = std::max(count.best.value_or(game.score), game.score);
  }
  if (solo) {
    ++stats.solo_games;
    if (game.rank) ++tally.ranks[*game.rank];
    return;
  }
  stats.wins += won;
  stats.low_wins += won && !game.highest_wins;
  tally.run = won ? tally.run + 1 : 0;
  stats.longest_streak = std::max(stats.longest_streak, tally.run);
  auto& seat = tally.seats[game.seat];
  ++seat.first;
  seat.second += game.place;
  if (game.start_seat) {
    const bool started = *game.start_seat == static_cast<std::size_t>(game.seat);
    (started ? stats.start.started : stats.start.not_started) += 1;
    (started ? stats.start.started_wins : stats.start.not_started_wins) += won;
  }
  tally.window.push_back(won);
  if (tally.window.size() > static_cast<std::size_t>(kWinRateWindow)) tally.window.pop_front();
  const auto recent_wins = std::count(tally.window.begin(), tally.window.end(), true);
  stats.win_rate_over_time.push_back(
      {game.played, static_cast<double>(recent_wins) / static_cast<double>(tally.window.size())});
}

GameStats finish_tally(GameTally& tally) {
  GameStats stats = std::move(tally.stats);
  const std::int64_t with_others = stats.games - stats.solo_games;
  if (with_others > 0) {
    stats.win_rate = static_cast<double>(stats.wins) / static_cast<double>(with_others);
  }
  stats.current_streak = tally.run;
  for (const auto& [seats, count] : tally.seat_counts) {
    SeatCountStats row{seats, count.games, count.wins, std::nullopt, count.best};
    if (count.scored > 0) row.average = count.total / static_cast<double>(count.scored);
    stats.by_seat_count.push_back(row);
  }
  for (const auto& [seat, games_places] : tally.seats) {
    stats.seats.push_back(
        {seat, games_places.first,
         static_cast<double>(games_places.second) / static_cast<double>(games_places.first)});
  }
  stats.ranks.assign(tally.ranks.begin(), tally.ranks.end());
  std::stable_sort(stats.ranks.begin(), stats.ranks.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  return stats;
}

// A result's other seats as schema 6 copies them: "player_id:place", joined by commas.
std::vector<OtherSeat> parse_other_seats(const std::string& text) {
  std::vector<OtherSeat> seats;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    const std::size_t colon = text.find(':', at);
    if (colon < end) {
      seats.push_back({std::strtoll(text.c_str() + colon + 1, nullptr, 10),
                       std::strtoll(text.c_str() + at, nullptr, 10)});
    }
    at = end + 1;
  }
  return seats;
}

// Who started: the caller's reader over the seats and setup; none when it cannot tell.
// One table is filled for every question, and each distinct one is asked once (a game's
// setups repeat: the same starting tiles, no setup at all).
class StartSeatAsker {
 public:
  explicit StartSeatAsker(const StartSeatReader& reader) : reader_(reader) {
    table_.catalog = nlohmann::json::object();  // not read: who started is in the setup
  }
  std::optional<std::size_t> ask(const std::string& game, int seats, std::string setup_text) {
    auto key = std::make_tuple(game, seats, std::move(setup_text));
    const auto known = answers_.find(key);
    if (known != answers_.end()) return known->second;
    table_.game = game;
    table_.players.assign(static_cast<std::size_t>(seats), std::string());
    table_.setup = nlohmann::json::parse(std::get<2>(key), nullptr, false);
    if (!table_.setup.is_object()) table_.setup = nlohmann::json::object();
    return answers_[std::move(key)] = reader_(table_);
  }

 private:
  const StartSeatReader& reader_;
  TableFile table_;
  std::map<std::tuple<std::string, int, std::string>, std::optional<std::size_t>> answers_;
};

void choose_rivals(PlayerPage& page) {
  const HeadToHead* nemesis = nullptr;
  const HeadToHead* buddy = nullptr;
  for (const HeadToHead& h : page.opponents) {
    if (h.games < kRivalMinGames) continue;
    // Ties: the higher loss share (cross-multiplied), then the first name in order.
    if (h.losses > 0 &&
        (!nemesis || h.losses > nemesis->losses ||
         (h.losses == nemesis->losses && h.losses * nemesis->games > nemesis->losses * h.games))) {
      nemesis = &h;
    }
    if (!buddy || h.games > buddy->games ||
        (h.games == buddy->games && h.won_beside > buddy->won_beside)) {
      buddy = &h;
    }
  }
  if (nemesis) page.nemesis = nemesis->opponent;
  if (buddy) page.buddy = buddy->opponent;
}

}  // namespace

std::string day_problem(std::string_view day) {
  return parse_day(day) ? "" : fill(_("\"{}\" is not a date (YYYY-MM-DD)"), day);
}

Period period_preset(PeriodPreset preset, std::string_view today) {
  const auto ymd = parse_day(today);
  if (!ymd || preset == PeriodPreset::all) return {};
  using namespace std::chrono;
  switch (preset) {
    case PeriodPreset::this_month:
      return {day_text(ymd->year() / ymd->month() / 1), std::string(today)};
    case PeriodPreset::this_year:
      return {day_text(ymd->year() / January / 1), std::string(today)};
    default: {
      year_month_day before = *ymd - years(1);
      if (!before.ok()) before = before.year() / before.month() / last;  // 29 February
      return {day_text(year_month_day(sys_days(before) + days(1))), std::string(today)};
    }
  }
}

std::string local_today() {
  return local_time_text(std::time(nullptr), "%Y-%m-%d");
}

std::string played_time(const std::optional<std::string>& played_at, std::int64_t finished_at) {
  if (played_at) return *played_at;
  return local_time_text(static_cast<std::time_t>(finished_at), "%Y-%m-%dT%H:%M");
}

std::vector<ScoreBin> score_histogram(const std::vector<double>& scores, int max_bins) {
  if (scores.empty() || max_bins < 1) return {};
  const auto [lowest, highest] = std::minmax_element(scores.begin(), scores.end());
  const double lo = *lowest, hi = *highest;
  const bool whole =
      std::all_of(scores.begin(), scores.end(), [](double s) { return std::floor(s) == s; });
  // The smallest 1-2-5 step whose bars, from a multiple of it, cover every score.
  const double raw = std::max((hi - lo) / max_bins, whole ? 1.0 : 1e-9);
  int exponent = static_cast<int>(std::floor(std::log10(raw)));
  double step = 0, first = 0;
  int bins = 0;
  for (int k = 0;; ++k) {
    static constexpr double kMantissas[] = {1, 2, 5};
    step = kMantissas[k % 3] * std::pow(10.0, exponent + k / 3);
    if (step < raw && hi > lo) continue;
    first = std::floor(lo / step) * step;
    bins = static_cast<int>(std::floor((hi - first) / step)) + 1;
    if (bins <= max_bins) break;
  }
  std::vector<ScoreBin> histogram;
  for (int i = 0; i < bins; ++i) histogram.push_back({first + i * step, first + (i + 1) * step, 0});
  for (double score : scores) {
    const int at = std::clamp(static_cast<int>(std::floor((score - first) / step)), 0, bins - 1);
    ++histogram[static_cast<std::size_t>(at)].count;
  }
  return histogram;
}

std::optional<PlayerPage> Store::player_page(const std::string& name, const Period& period,
                                             const StartSeatReader& start_seat) const {
  Statement who(db_, path_,
                "SELECT id, name FROM players WHERE name = ?1 OR player_key(name) = "
                "player_key(?1) ORDER BY name = ?1 DESC, id LIMIT 1");
  who.bind(1, name);
  if (!who.step()) return std::nullopt;
  const std::int64_t player = who.int64_at(0);
  PlayerPage page;
  page.player = who.text_at(1);
  page.period = period;

  // Every finished game of the player from one range of results_by_player: the game's
  // other seats, day of play and setup are copied into each result (schema 6).
  Statement rows(db_, path_,
                 "SELECT session_id, seat, place, score, rank, highest_wins, finished_at, game, "
                 "played_at, others, setup FROM results WHERE player_id = ?");
  rows.bind(1, player);
  std::deque<PlayedGame> games;  // grows without moving the games read
  StartSeatAsker asker(start_seat);
  while (rows.step()) {
    PlayedGame game;
    game.session = rows.int64_at(0);
    game.seat = static_cast<int>(rows.int64_at(1));
    game.place = rows.int64_at(2);
    game.score = rows.double_at(3);
    if (!rows.is_null(4)) game.rank = rows.text_at(4);
    game.highest_wins = rows.int64_at(5) != 0;
    game.finished_at = rows.int64_at(6);
    game.game = rows.text_at(7);
    // Local time is worked out only for the sessions that need it.
    game.played = played_time(rows.is_null(8) ? std::nullopt : std::optional(rows.text_at(8)),
                              game.finished_at);
    const std::string day = game.played.substr(0, 10);
    if ((period.from && day < *period.from) || (period.to && day > *period.to)) continue;
    if (!rows.is_null(9)) game.others = parse_other_seats(rows.text_at(9));
    game.seats = 1 + static_cast<int>(game.others.size());
    if (start_seat && game.seats > 1) {
      game.start_seat = asker.ask(game.game, game.seats, rows.is_null(10) ? "" : rows.text_at(10));
    }
    games.push_back(std::move(game));
  }
  std::vector<const PlayedGame*> in_order;
  in_order.reserve(games.size());
  for (const PlayedGame& game : games) in_order.push_back(&game);
  std::sort(in_order.begin(), in_order.end(), [](const PlayedGame* a, const PlayedGame* b) {
    return a->played != b->played ? a->played < b->played : a->session < b->session;
  });

  std::map<std::string, GameTally> tallies;
  std::unordered_map<std::int64_t, HeadToHead> rivals;
  for (const PlayedGame* played : in_order) {
    const PlayedGame& game = *played;
    count_game(tallies[game.game], game);
    ++page.games;
    if (game.seats == 1) continue;
    ++page.games_with_others;
    page.wins += game.place == 1;
    for (const OtherSeat& seat : game.others) {
      HeadToHead& h = rivals[seat.player];
      ++h.games;
      h.wins += game.place < seat.place;
      h.losses += game.place > seat.place;
      h.draws += game.place == seat.place;
      h.won_beside += game.place == 1;
    }
  }
  for (auto& [game, tally] : tallies) {
    tally.stats.game = game;
    page.per_game.push_back(finish_tally(tally));
  }
  Statement name_of(db_, path_, "SELECT name FROM players WHERE id = ?");
  for (auto& [id, h] : rivals) {
    name_of.reset();
    name_of.bind(1, id);
    if (name_of.step()) h.opponent = name_of.text_at(0);
    page.opponents.push_back(std::move(h));
  }
  std::sort(page.opponents.begin(), page.opponents.end(),
            [](const HeadToHead& a, const HeadToHead& b) {
              return a.games != b.games ? a.games > b.games : a.opponent < b.opponent;
            });
  choose_rivals(page);
  return page;
}

}  // namespace trib
