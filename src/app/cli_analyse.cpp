// `tributary analyse`: the best score a solo game's draws allowed, and where it slipped.

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "analysis/river_wild_analysis.h"
#include "analysis/wodny_szlak_analysis.h"
#include "app/cli.h"
#include "app/table_loading.h"
#include "core/json_write.h"
#include "core/text.h"

namespace trib::cli {

namespace {

constexpr double kDefaultSeconds = 10;
constexpr double kMaxSeconds = 3600;

// `path` is the JSON path of the table that makes it unanswerable, "" for an option.
int refuse(bool as_json, const std::string& message, const std::string& path) {
  if (as_json) {
    std::cout << json_for_terminal({{"error", {{"message", message}, {"path", path}}}}) << "\n";
  } else {
    std::cerr << message << "\n";
  }
  return bad_input;
}

bool parse_seconds(const std::string& text, double& seconds) {
  try {
    std::size_t used = 0;
    seconds = std::stod(text, &used);
    return used == text.size() && std::isfinite(seconds) && seconds > 0 && seconds <= kMaxSeconds;
  } catch (const std::exception&) {
    return false;
  }
}

std::string one_decimal(double seconds) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(1) << seconds;
  return text.str();
}

// A bound is printed only when it says something: proven, or within 25 % of the best found.
template <class Result>
std::string verdict(const Result& result) {
  if (result.score < 0) return "no line found in the time";
  if (result.proven()) return std::to_string(result.score) + " (proven optimal)";
  if (result.bound_informative()) {
    return std::to_string(result.score) + " (not proven: nothing above " +
           std::to_string(result.bound) + ")";
  }
  return std::to_string(result.score) + " (best found in " + one_decimal(result.seconds) + " s)";
}

// `describe(move)` names a move: what was placed and where.
template <class Analysis, class Describe>
void print_analysis(std::string_view game, const Analysis& a, Describe describe) {
  std::cout << game << " analysis\n\n"
            << "Best with your draws:   " << verdict(a.best) << "\n"
            << "Best with an open deck: " << verdict(a.open_deck) << "\n"
            << "Your score:             " << a.player_score;
  if (a.best.score >= 0) {
    std::cout << " (" << a.best.score - a.player_score << " below the best with your draws)";
  }
  std::cout << "\n";
  // Only a backed slip is named: otherwise the drop may be the search's own noise.
  if (a.slip.move && a.slip.certain) {
    std::cout << "Where it slipped:       placement " << *a.slip.move + 1 << ", "
              << describe(*a.slipped) << " (table move " << a.slip.table_move.value_or(*a.slip.move)
              << "; the best reachable fell from " << a.slip.best_before << " to "
              << a.slip.best_after << ")" << (a.slip.proven ? "" : ", not proven") << "\n";
    const auto& better = a.reachable[*a.slip.move].moves;
    if (!better.empty())
      std::cout << "Better there:           " << describe(better.front()) << "\n";
  } else if (a.slip.proven && !a.slip.move) {
    std::cout << "Where it slipped:       nowhere\n";
  } else {
    std::cout << "Where it slipped:       no slip found\n";
  }
  if (a.stable) {
    std::cout << "The best line's last " << analysis::kStableSteps
              << " placements were searched exhaustively: none does better.\n";
  }
  std::cout << "\n" << a.evaluated << " placements evaluated in " << a.seconds << " s\n";
}

}  // namespace

int analyse(const Args& args) {
  const analysis::Clock::time_point began = analysis::Clock::now();
  const bool as_json = args.flag("--json");
  double seconds = kDefaultSeconds;
  if (const std::string text = args.option("--seconds"); !text.empty()) {
    if (!parse_seconds(text, seconds)) {
      return refuse(as_json, "--seconds expects a number of seconds above 0, at most 3600", "");
    }
  }
  LoadedTable loaded;
  if (int code = load_table(args, as_json, loaded); code != ok) return code;
  // The budget counts from the command's start, and a big table takes about as long again
  // to free at exit as it took to load: both come out of it.
  seconds = std::max(0.0, seconds - 2 * analysis::since(began));
  const Replay& replayed = loaded.replay;
  if (replayed.failed_at) {
    if (as_json) {
      std::cout << json_for_terminal({{"error",
                                       {{"move", *replayed.failed_at},
                                        {"rule", replayed.error.rule},
                                        {"message", replayed.error.message}}}})
                << "\n";
    } else {
      std::cerr << "move " << *replayed.failed_at << " is illegal (" << replayed.error.rule
                << "): " << terminal_safe(replayed.error.message) << "\n";
    }
    return illegal_move;
  }
  const std::optional<std::size_t> first_ruling =
      replayed.house_rulings.empty() ? std::nullopt
                                     : std::optional(replayed.house_rulings.front().move);
  const auto report = [&](const auto& result, const nlohmann::json& document, auto describe) {
    if (as_json) {
      std::cout << json_for_terminal(document) << "\n";
    } else {
      print_analysis(loaded.game->name(), result, describe);
    }
    return ok;
  };
  if (const auto* match = dynamic_cast<const river_wild::RiverWildMatch*>(replayed.match.get())) {
    const analysis::GameRecord record = analysis::game_record(*match, loaded.table, first_ruling);
    const analysis::Analysis result = analysis::analyse(match->catalog(), record, seconds);
    return report(result, analysis::analysis_json(match->catalog(), result),
                  [&](const river_wild::Placement& p) {
                    return terminal_safe(match->catalog().card(p.card).id) +
                           (p.back ? " (back)" : "") + " at row " + std::to_string(p.row) +
                           ", col " + std::to_string(p.col);
                  });
  }
  const auto* river = dynamic_cast<const wodny_szlak::WodnyMatch*>(replayed.match.get());
  if (river == nullptr || river->player_count() != 1) {
    const bool solo = loaded.table.players.size() == 1;
    return refuse(as_json,
                  std::string(loaded.game->name()) +
                      (solo ? ": the analysis covers solo River Wild and solo Wodny "
                              "szlak only"
                            : " with more than one player is not a solo game: the "
                              "analysis covers solo River Wild and solo Wodny szlak"),
                  solo ? "/game" : "/players");
  }
  namespace wodny = analysis::wodny;
  const wodny::GameRecord record = wodny::game_record(*river, loaded.table, first_ruling);
  const wodny::Analysis result = wodny::analyse(river->catalog(), record, seconds);
  return report(result, wodny::analysis_json(river->catalog(), result),
                [&](const wodny::Step& step) {
                  return terminal_safe(river->catalog().tiles[step.tile].id) + " at (" +
                         std::to_string(step.cell.x) + ", " + std::to_string(step.cell.y) + ")" +
                         (step.rot ? ", turned " + std::to_string(step.rot * 90) + " degrees" : "");
                });
}

}  // namespace trib::cli
