// `tributary records --categories`: what each scoring category earns each player, per
// game. Sessions stored without category points are scored again first (when the
// database can be written).

#include <cmath>
#include <iomanip>
#include <iostream>
#include <set>

#include "app/cli.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/json_write.h"
#include "core/registry.h"
#include "core/text.h"
#include "session/category_backfill.h"
#include "store/store.h"

namespace trib::cli {

namespace {

using nlohmann::json;

json rounded(double value) {
  return json_number(std::round(value * 100) / 100);
}

json earnings_json(const CategoryEarnings& earnings) {
  json categories = json::array();
  for (const CategoryEarning& row : earnings.categories) {
    json trend = json::array();
    for (const CategoryMonth& month : row.trend) {
      trend.push_back(
          {{"month", month.month}, {"games", month.games}, {"average", rounded(month.average)}});
    }
    categories.push_back({{"category", row.category},
                          {"name", row.name},
                          {"games", row.games},
                          {"average", rounded(row.average)},
                          {"table_average", rounded(row.table_average)},
                          {"gain", rounded(row.gain())},
                          {"trend", std::move(trend)}});
  }
  const auto key = [&](const std::optional<std::size_t>& index) {
    return index ? json(earnings.categories[*index].category) : json(nullptr);
  };
  return {{"player", earnings.player},
          {"game", earnings.game},
          {"games", earnings.games},
          {"categories", std::move(categories)},
          {"gains_most", key(earnings.gains_most)},
          {"loses_most", key(earnings.loses_most)}};
}

void print_earnings(const CategoryEarnings& earnings) {
  std::cout << terminal_safe(earnings.player) << " \u00b7 " << earnings.game << " \u00b7 "
            << fill(P_("{} game", "{} games", static_cast<unsigned long>(earnings.games)),
                    earnings.games)
            << "\n";
  for (const CategoryEarning& row : earnings.categories) {
    const std::string name = terminal_safe(_(row.name.c_str()));
    const std::size_t columns = character_count(name);
    std::cout << "  " << name << std::string(columns < 30 ? 30 - columns : 1, ' ') << std::fixed
              << std::setprecision(2) << std::setw(7) << row.average << " vs " << std::setw(6)
              << row.table_average << "  " << std::showpos << std::setw(6) << row.gain()
              << std::noshowpos << "  (" << row.games << ")\n";
  }
  if (earnings.gains_most) {
    std::cout << "  "
              << fill(_("gains most: {}"),
                      terminal_safe(_(earnings.categories[*earnings.gains_most].name.c_str())))
              << "\n";
  }
  if (earnings.loses_most) {
    std::cout << "  "
              << fill(_("loses most: {}"),
                      terminal_safe(_(earnings.categories[*earnings.loses_most].name.c_str())))
              << "\n";
  }
}

}  // namespace

int record_categories(const Args& args) {
  const std::string game = args.option("--game");
  const std::string player = args.option("--player");
  const auto store = open_store(args, Use::read);
  backfill_categories(*store);  // nothing on a read-only file: what is stored is shown
  const RecordSessions sessions =
      args.flag("--mirrored") ? RecordSessions::mirrored : RecordSessions::all;
  std::set<std::pair<std::string, std::string>> pairs;  // game, player
  for (const PlayerRecord& row :
       store->records(game.empty() ? std::nullopt : std::optional<std::string>(game),
                      player.empty() ? std::nullopt : std::optional<std::string>(player))) {
    pairs.emplace(row.game, row.player);
  }
  std::vector<CategoryEarnings> all;
  for (const auto& [pair_game, pair_player] : pairs) {
    all.push_back(store->category_earnings(pair_game, pair_player, sessions));
  }
  if (args.flag("--json")) {
    json out = json::array();
    for (const CategoryEarnings& earnings : all) out.push_back(earnings_json(earnings));
    std::cout << json_for_terminal(json{{"categories", out}}) << "\n";
    return ok;
  }
  if (all.empty()) std::cout << _("No finished sessions yet.") << "\n";
  for (const CategoryEarnings& earnings : all) print_earnings(earnings);
  return ok;
}

}  // namespace trib::cli
