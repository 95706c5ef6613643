// `tributary score` and `tributary validate`.

#include <cstdio>
#include <iostream>

#include "app/cli.h"
#include "app/table_loading.h"
#include "core/json_view.h"
#include "core/json_write.h"
#include "core/score_json.h"
#include "core/text.h"

namespace trib::cli {

namespace {

std::string format_points(double points) {
  return json_number(points).dump();
}

// Names, labels and warnings carry text from the table file: printed terminal-safe.
void print_scoreboard(const Game& game, const Scoreboard& board) {
  std::cout << game.name()
            << (board.pad        ? " — scores only"
                : board.finished ? " — finished"
                                 : " — in progress")
            << "\n";
  for (const PlayerResult& player : board.players) {
    std::cout << "\n"
              << ordinal(player.place) << "  " << terminal_safe(player.name) << "  "
              << format_points(player.score)
              << (player.rank ? "  " + terminal_safe(*player.rank) : "") << "\n";
    for (const BreakdownLine& line : player.breakdown) {
      std::cout << "    " << terminal_safe(line.label) << ": " << format_points(line.points)
                << "\n";
    }
  }
  for (const std::string& warning : board.warnings) {
    std::cout << "\nwarning: " << terminal_safe(warning) << "\n";
  }
}

}  // namespace

int score(const Args& args, bool legality_only) {
  const bool as_json = args.flag("--json");
  LoadedTable loaded;
  if (int code = load_table(args, as_json, loaded); code != ok) return code;
  const Replay& result = loaded.replay;
  if (as_json) {
    std::cout << json_for_terminal(replay_json(loaded.game->id(), result)) << "\n";
  } else if (legality_only) {
    if (!result.failed_at) {
      const std::vector<std::string> rulings = result.house_ruling_warnings();
      std::cout << "ok: " << result.match->move_count() << " moves, "
                << (rulings.empty()
                        ? "all legal"
                        : "legal with " + std::to_string(rulings.size()) +
                              (rulings.size() == 1 ? " house ruling" : " house rulings"))
                << (result.match->finished() ? "; the game is over" : "") << "\n";
      for (const std::string& ruling : rulings) std::cout << "warning: " << ruling << "\n";
    }
  } else {
    print_scoreboard(*loaded.game, result.scoreboard());
  }
  if (result.failed_at) {
    if (!as_json) {
      std::cerr << "move " << *result.failed_at << " is illegal (" << result.error.rule
                << "): " << terminal_safe(result.error.message) << "\n";
    }
    return illegal_move;
  }
  return ok;
}

}  // namespace trib::cli
