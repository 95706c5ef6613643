// `tributary analyse`: the best score a solo game's draws allowed, and where it slipped.

#include <algorithm>
#include <cmath>
#include <iostream>

#include "analysis/anytime.h"
#include "analysis/solo_analyser.h"
#include "app/cli.h"
#include "app/table_loading.h"
#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/json_write.h"
#include "core/registry.h"
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

// "solo River Wild and solo Wodny szlak": the games with an analysis, by name.
std::string analysed_games_text() {
  std::vector<std::string> games;
  for (const std::string_view id : analysis::analysed_games()) {
    // TRANSLATORS: a game played alone, in a list: "solo River Wild and solo Wodny szlak".
    games.push_back(fill(_("solo {}"), find_game(id)->name()));
  }
  return join_names(games);
}

}  // namespace

int analyse(const Args& args) {
  const analysis::Clock::time_point began = analysis::Clock::now();
  const bool as_json = args.flag("--json");
  double seconds = kDefaultSeconds;
  if (const std::string text = args.option("--seconds"); !text.empty()) {
    if (!parse_seconds(text, seconds)) {
      return refuse(as_json, _("--seconds expects a number of seconds above 0, at most 3600"), "");
    }
  }
  LoadedTable loaded;
  if (int code = load_table(args, as_json, loaded); code != ok) return code;
  if (loaded.table.is_pad()) {
    return refuse(as_json,
                  _("a score-pad table holds only the final scores: there are no draws or "
                    "placements to analyse"),
                  "/pad");
  }
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
      std::cerr << illegal_move_text(replayed) << "\n";
    }
    return illegal_move;
  }
  const std::optional<std::size_t> first_ruling =
      replayed.house_rulings.empty() ? std::nullopt
                                     : std::optional(replayed.house_rulings.front().move);
  const analysis::SoloAnalyser* analyser = analysis::find_analyser(loaded.game->id());
  if (analyser == nullptr || loaded.table.players.size() != 1) {
    const bool solo = loaded.table.players.size() == 1;
    return refuse(as_json,
                  fill(solo ? _("{}: the analysis covers {} only")
                            : _("{} with more than one player is not a solo game: the analysis "
                                "covers {}"),
                       loaded.game->name(), analysed_games_text()),
                  solo ? "/game" : "/players");
  }
  const analysis::Report report =
      analyser->analyse(*replayed.match, loaded.table, first_ruling, seconds);
  if (as_json) {
    std::cout << json_for_terminal(report.document) << "\n";
  } else {
    std::cout << report.text;
  }
  return ok;
}

}  // namespace trib::cli
