#pragma once
// A page per player (Store::player_page): per game their games, wins and win rate (solo
// games: rank titles instead), averages and bests by player count, win streaks, the
// first-player and seat effects, and against every opponent met the head-to-head tally,
// with a nemesis and a buddy; all over a period of play. Plain structs, no ImGui.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/table_file.h"

namespace trib {

// Days of play, "YYYY-MM-DD" in local time, both ends included; none: open-ended. A
// session's day of play is its table's played_at when it has one, else the day it
// finished.
struct Period {
  std::optional<std::string> from;
  std::optional<std::string> to;
};

enum class PeriodPreset { all, this_month, this_year, last_12_months };

// The preset's days as of `today` ("YYYY-MM-DD"): this month and this year start on
// their first day; the last 12 months start the day after the same date a year before.
// Each ends today.
Period period_preset(PeriodPreset preset, std::string_view today);
// Why `day` is not a "YYYY-MM-DD" date, or "".
std::string day_problem(std::string_view day);
// Today in local time, "YYYY-MM-DD".
std::string local_today();
// "YYYY-MM-DDTHH:MM" of a session: its played_at, else when it finished (local time).
std::string played_time(const std::optional<std::string>& played_at, std::int64_t finished_at);

// A game played with this many seats: how many, how many won, and the average and best
// over those the highest score won (a flipped raft's hearts are no score to compare).
struct SeatCountStats {
  int seats = 0;
  std::int64_t games = 0;
  std::int64_t wins = 0;
  std::optional<double> average;
  std::optional<double> best;
};

// Games of two or more seats from one seat (0 is the first): how many, and the average
// place reached there.
struct SeatStats {
  int seat = 0;
  std::int64_t games = 0;
  double average_place = 0;
};

// Games of two or more seats whose table says who started (Game::read_play_facts).
struct StartStats {
  std::int64_t started = 0;
  std::int64_t started_wins = 0;
  std::int64_t not_started = 0;
  std::int64_t not_started_wins = 0;
};

// The win rate over the last kWinRateWindow games with others, after each such game.
struct WinRatePoint {
  std::string played;  // "YYYY-MM-DDTHH:MM"
  double rate = 0;     // 0..1
};
inline constexpr int kWinRateWindow = 10;

struct GameStats {
  std::string game;
  std::int64_t games = 0;          // every finished game of theirs in the period
  std::int64_t solo_games = 0;     // one seat: rank titles count, no wins
  std::int64_t wins = 0;           // place 1 (shared too) in games of two or more seats
  std::int64_t low_wins = 0;       // of those, games the fewest points won (a flipped raft)
  std::optional<double> win_rate;  // wins / games with others
  std::vector<std::pair<std::string, std::int64_t>> ranks;  // solo: title, times; most first
  std::vector<SeatCountStats> by_seat_count;                // fewest seats first
  std::int64_t longest_streak = 0;                          // wins in a row, games with others
  std::int64_t current_streak = 0;                          // the latest games' run of wins
  StartStats start;
  std::vector<SeatStats> seats;  // seat order
  std::vector<double> scores;    // every game's score, as played
  std::vector<WinRatePoint> win_rate_over_time;
};

// Against one opponent, over the games with others both sat in: pairwise, a win when
// placed above them, a loss when below, a draw on a shared place.
struct HeadToHead {
  std::string opponent;
  std::int64_t games = 0;
  std::int64_t wins = 0;
  std::int64_t losses = 0;
  std::int64_t draws = 0;
  std::int64_t won_beside = 0;  // of those games, the ones this player won (place 1)
};

// Nemesis and buddy need at least this many shared games.
inline constexpr std::int64_t kRivalMinGames = 3;

struct PlayerPage {
  std::string player;  // as stored
  Period period;
  std::int64_t games = 0;
  std::int64_t wins = 0;
  std::int64_t games_with_others = 0;
  std::vector<GameStats> per_game;    // by game id
  std::vector<HeadToHead> opponents;  // most shared games first, then by name
  // The opponent who beat them most often (most losses, then the higher share, then
  // name); the buddy: the opponent they played most games with (then the more games
  // won beside them, then name). Each needs kRivalMinGames shared games.
  std::optional<std::string> nemesis;
  std::optional<std::string> buddy;
};

// Who started a session, as its game reads it from a table holding the game, the seats
// (unnamed) and the setup; none when its game has no first player. The store knows no
// game: the caller passes the games' own reader (bgstats/start_seat.h).
using StartSeatReader = std::function<std::optional<std::size_t>(const TableFile&)>;

// A score distribution's bars: [from, to) each, of one width (a 1-2-5 step, whole
// numbers for whole scores), covering every score in at most `max_bins` bars.
struct ScoreBin {
  double from = 0;
  double to = 0;
  std::int64_t count = 0;
};
std::vector<ScoreBin> score_histogram(const std::vector<double>& scores, int max_bins = 10);

}  // namespace trib
