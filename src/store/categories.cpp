// What each scoring category earns: the rows finishing a session writes, the backfill of
// sessions stored without them, and Records' Categories read from one index range.

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>

#include "core/score_categories.h"
#include "store/category_rows.h"
#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

void store_detail::write_category_points(sqlite3* db, const std::string& path,
                                         std::int64_t session_id, const std::string& game,
                                         const std::vector<const PlayerResult*>& by_seat,
                                         const std::vector<std::int64_t>& player_ids, bool pad,
                                         std::int64_t finished_at) {
  // Points per category and seat; every category any seat scored has a row for each seat,
  // except a seat's own category (PlayerResult::own_category), which only its seat has.
  std::map<std::string, std::vector<double>> points;
  std::map<std::string, std::vector<std::size_t>> owners;  // own category → its seats
  for (std::size_t seat = 0; seat < by_seat.size(); ++seat) {
    if (const std::string& own = by_seat[seat]->own_category; !own.empty()) {
      owners[own].push_back(seat);
      points[own].resize(by_seat.size(), 0.0);
    }
    for (const BreakdownLine& line : by_seat[seat]->breakdown) {
      if (line.category.empty()) continue;
      std::vector<double>& seats = points[line.category];
      seats.resize(by_seat.size(), 0.0);
      seats[seat] += line.points;
    }
  }
  double own_sum = 0;
  std::size_t own_count = 0;
  for (const auto& [category, seats] : owners) {
    for (std::size_t seat : seats) own_sum += points[category][seat];
    own_count += seats.size();
  }
  const double own_average = own_count == 0 ? 0 : own_sum / static_cast<double>(own_count);
  Statement clear(db, path, "DELETE FROM result_categories WHERE session_id = ?");
  clear.bind(1, session_id).run();
  Statement insert(db, path,
                   "INSERT INTO result_categories(session_id, seat, category, player_id, game, "
                   "points, table_points, pad, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const auto add = [&](const std::string& category, std::size_t seat, double seat_points,
                       double table_average) {
    insert.reset();
    insert.bind(1, session_id).bind(2, static_cast<std::int64_t>(seat)).bind(3, category);
    insert.bind(4, player_ids[seat]).bind(5, game).bind(6, seat_points);
    insert.bind(7, table_average).bind(8, pad ? 1 : 0).bind(9, finished_at).run();
  };
  for (const auto& [category, seats] : points) {
    if (const auto own = owners.find(category); own != owners.end()) {
      for (std::size_t seat : own->second) add(category, seat, seats[seat], own_average);
      continue;
    }
    double sum = 0;
    for (double p : seats) sum += p;
    const double table_average = sum / static_cast<double>(seats.size());
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
      add(category, seat, seats[seat], table_average);
    }
  }
  Statement done(db, path, "DELETE FROM categories_pending WHERE session_id = ?");
  done.bind(1, session_id).run();
}

std::vector<std::int64_t> Store::sessions_without_categories(int limit) const {
  Statement query(db_, path_,
                  "SELECT p.session_id FROM categories_pending p JOIN sessions s ON s.id = "
                  "p.session_id WHERE s.status = 'finished' ORDER BY p.session_id LIMIT ?");
  query.bind(1, limit);
  std::vector<std::int64_t> ids;
  while (query.step()) ids.push_back(query.int64_at(0));
  return ids;
}

void Store::store_categories(
    const std::vector<std::pair<std::int64_t, std::optional<Scoreboard>>>& batch) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "store category points")));
  Transaction transaction(db_, path_);
  Statement seats(db_, path_,
                  "SELECT player_id, finished_at FROM results WHERE session_id = ? ORDER BY seat");
  Statement forget(db_, path_, "DELETE FROM categories_pending WHERE session_id = ?");
  for (const auto& [session_id, board] : batch) {
    seats.reset();
    seats.bind(1, session_id);
    std::vector<std::int64_t> player_ids;
    std::int64_t finished_at = 0;
    while (seats.step()) {
      player_ids.push_back(seats.int64_at(0));
      finished_at = seats.int64_at(1);
    }
    bool stored = false;
    if (board && !player_ids.empty()) {
      try {
        const TableFile table = load_session(session_id);
        const auto by_seat = results_by_seat(table, *board, session_id);
        if (by_seat.size() == player_ids.size()) {
          write_category_points(db_, path_, session_id, table.game, by_seat, player_ids, board->pad,
                                finished_at);
          stored = true;
        }
      } catch (const StoreError&) {
        // Scores that no longer match the stored players: the session keeps none.
      }
    }
    if (!stored) {
      forget.reset();
      forget.bind(1, session_id).run();
    }
  }
  transaction.commit();
}

namespace {

constexpr const char* category_player_id =
    "(SELECT id FROM players WHERE player_key(name) = player_key(?) ORDER BY id LIMIT 1)";

// "YYYY-MM" in local time, remembered per quarter hour (every time zone's offset is a
// whole number of quarter hours, so a month never changes inside one).
class CategoryMonthNames {
 public:
  const std::string& of(std::int64_t unix_seconds) {
    const std::int64_t quarter = unix_seconds / 900;
    if (quarter != quarter_ || name_.empty()) {
      quarter_ = quarter;
      const std::time_t t = static_cast<std::time_t>(unix_seconds);
      std::tm local{};
      localtime_r(&t, &local);
      char text[32];
      std::snprintf(text, sizeof text, "%04d-%02d", local.tm_year + 1900, local.tm_mon + 1);
      name_ = text;
    }
    return name_;
  }

 private:
  std::int64_t quarter_ = 0;
  std::string name_;
};

void pick_gain_and_loss(CategoryEarnings& earnings) {
  for (std::size_t i = 0; i < earnings.categories.size(); ++i) {
    const double gain = earnings.categories[i].gain();
    if (gain >= kCategoryGainShown &&
        (!earnings.gains_most || gain > earnings.categories[*earnings.gains_most].gain())) {
      earnings.gains_most = i;
    }
    if (gain <= -kCategoryGainShown &&
        (!earnings.loses_most || gain < earnings.categories[*earnings.loses_most].gain())) {
      earnings.loses_most = i;
    }
  }
}

}  // namespace

CategoryEarnings Store::category_earnings(const std::string& game, const std::string& player,
                                          RecordSessions sessions) const {
  CategoryEarnings earnings;
  earnings.game = game;
  earnings.player = player;
  // One pass over the pair's range of the covering index, in category and time order;
  // counting, summing and the months are done here (SQLite's count(DISTINCT) and its
  // localtime per row took most of 15 ms at 100 000 sessions).
  const std::string pads = sessions == RecordSessions::mirrored ? " AND NOT pad" : "";
  Statement rows(db_, path_,
                 std::string("SELECT category, finished_at, points, table_points, session_id "
                             "FROM result_categories WHERE player_id = ") +
                     category_player_id + " AND game = ?" + pads +
                     " ORDER BY category, finished_at");
  rows.bind(1, player).bind(2, game);
  std::vector<std::int64_t> session_ids;
  CategoryMonthNames month_names;
  CategoryEarning* row = nullptr;
  double points = 0, table_points = 0;
  const auto close_row = [&] {
    if (row == nullptr) return;
    row->average = points / static_cast<double>(row->games);
    row->table_average = table_points / static_cast<double>(row->games);
    for (CategoryMonth& month : row->trend) month.average /= static_cast<double>(month.games);
    if (row->trend.size() > static_cast<std::size_t>(kCategoryTrendMonths)) {
      row->trend.erase(row->trend.begin(), row->trend.end() - kCategoryTrendMonths);
    }
  };
  while (rows.step()) {
    std::string category = rows.text_at(0);
    if (row == nullptr || row->category != category) {
      close_row();
      earnings.categories.emplace_back();
      row = &earnings.categories.back();
      row->category = std::move(category);
      points = table_points = 0;
    }
    const double seat_points = rows.double_at(2);
    ++row->games;
    points += seat_points;
    table_points += rows.double_at(3);
    const std::string& month = month_names.of(rows.int64_at(1));
    if (row->trend.empty() || row->trend.back().month != month) row->trend.push_back({month, 0, 0});
    ++row->trend.back().games;
    row->trend.back().average += seat_points;  // a sum until close_row
    session_ids.push_back(rows.int64_at(4));
  }
  close_row();
  std::sort(session_ids.begin(), session_ids.end());
  earnings.games = std::unique(session_ids.begin(), session_ids.end()) - session_ids.begin();
  for (CategoryEarning& category : earnings.categories) {
    category.name = category_name(game, category.category);
  }
  std::sort(earnings.categories.begin(), earnings.categories.end(),
            [&](const CategoryEarning& a, const CategoryEarning& b) {
              const std::size_t ka = category_order(game, a.category);
              const std::size_t kb = category_order(game, b.category);
              return ka != kb ? ka < kb : a.category < b.category;
            });
  pick_gain_and_loss(earnings);
  return earnings;
}

}  // namespace trib
