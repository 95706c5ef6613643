// What each scoring category earns: the rows finishing a session writes, the backfill of
// sessions stored without them, and Records' Categories read from one index range.

#include <algorithm>
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
  // Points per category and seat; every category any seat scored has a row for each seat.
  std::map<std::string, std::vector<double>> points;
  for (std::size_t seat = 0; seat < by_seat.size(); ++seat) {
    for (const BreakdownLine& line : by_seat[seat]->breakdown) {
      if (line.category.empty()) continue;
      std::vector<double>& seats = points[line.category];
      seats.resize(by_seat.size(), 0.0);
      seats[seat] += line.points;
    }
  }
  Statement clear(db, path, "DELETE FROM result_categories WHERE session_id = ?");
  clear.bind(1, session_id).run();
  Statement insert(db, path,
                   "INSERT INTO result_categories(session_id, seat, category, player_id, game, "
                   "points, table_points, pad, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  for (const auto& [category, seats] : points) {
    double sum = 0;
    for (double p : seats) sum += p;
    const double table_average = sum / static_cast<double>(seats.size());
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
      insert.reset();
      insert.bind(1, session_id).bind(2, static_cast<std::int64_t>(seat)).bind(3, category);
      insert.bind(4, player_ids[seat]).bind(5, game).bind(6, seats[seat]);
      insert.bind(7, table_average).bind(8, pad ? 1 : 0).bind(9, finished_at).run();
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
  require_writable(*this, "store category points");
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

void pick_gain_and_loss(CategoryEarnings& earnings) {
  for (std::size_t i = 0; i < earnings.categories.size(); ++i) {
    const double gain = earnings.categories[i].gain();
    if (gain > 0 &&
        (!earnings.gains_most || gain > earnings.categories[*earnings.gains_most].gain())) {
      earnings.gains_most = i;
    }
    if (gain < 0 &&
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
  const std::string pads = sessions == RecordSessions::mirrored ? " AND NOT pad" : "";
  const std::string range = std::string(" FROM result_categories WHERE player_id = ") +
                            category_player_id + " AND game = ?" + pads;
  Statement count(db_, path_, "SELECT count(DISTINCT session_id)" + range);
  count.bind(1, player).bind(2, game).step();
  earnings.games = count.int64_at(0);
  Statement totals(
      db_, path_,
      "SELECT category, count(*), avg(points), avg(table_points)" + range + " GROUP BY category");
  totals.bind(1, player).bind(2, game);
  std::map<std::string, std::size_t> index;
  while (totals.step()) {
    CategoryEarning row;
    row.category = totals.text_at(0);
    row.name = category_name(game, row.category);
    row.games = totals.int64_at(1);
    row.average = totals.double_at(2);
    row.table_average = totals.double_at(3);
    earnings.categories.push_back(std::move(row));
  }
  std::sort(earnings.categories.begin(), earnings.categories.end(),
            [&](const CategoryEarning& a, const CategoryEarning& b) {
              const std::size_t ka = category_order(game, a.category);
              const std::size_t kb = category_order(game, b.category);
              return ka != kb ? ka < kb : a.category < b.category;
            });
  for (std::size_t i = 0; i < earnings.categories.size(); ++i) {
    index[earnings.categories[i].category] = i;
  }
  Statement months(db_, path_,
                   "SELECT category, strftime('%Y-%m', finished_at, 'unixepoch', 'localtime') AS "
                   "month, count(*), avg(points)" +
                       range + " GROUP BY category, month ORDER BY category, month");
  months.bind(1, player).bind(2, game);
  while (months.step()) {
    const auto found = index.find(months.text_at(0));
    if (found == index.end()) continue;
    earnings.categories[found->second].trend.push_back(
        {months.text_at(1), months.int64_at(2), months.double_at(3)});
  }
  for (CategoryEarning& row : earnings.categories) {
    if (row.trend.size() > static_cast<std::size_t>(kCategoryTrendMonths)) {
      row.trend.erase(row.trend.begin(), row.trend.end() - kCategoryTrendMonths);
    }
  }
  pick_gain_and_loss(earnings);
  return earnings;
}

}  // namespace trib
