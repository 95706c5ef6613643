// `tributary score` and `tributary validate`.

#include <cstdio>
#include <iostream>

#include "app/cli.h"
#include "app/table_loading.h"
#include "core/fill.h"
#include "core/i18n.h"
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
  std::cout << fill(board.pad        ? _("{} — scores only")
                    : board.finished ? _("{} — finished")
                                     : _("{} — in progress"),
                    game.name())
            << "\n";
  for (const PlayerResult& player : board.players) {
    std::cout << "\n"
              << ordinal(player.place) << "  " << terminal_safe(player.name) << "  "
              << format_points(player.score)
              << (player.rank ? "  " + terminal_safe(_(player.rank->c_str())) : "") << "\n";
    for (const BreakdownLine& line : player.breakdown) {
      // Labels from data/ (a score pad's rows) are English until shown.
      std::cout << "    " << terminal_safe(_(line.label.c_str())) << ": "
                << format_points(line.points) << "\n";
    }
  }
  for (const std::string& warning : board.warnings) {
    std::cout << "\n" << fill(_("warning: {}"), terminal_safe(warning)) << "\n";
  }
}

// "ok: 12 moves, all legal; the game is over".
std::string validation_summary(std::size_t moves, std::size_t rulings, bool over) {
  const std::string counted = fill(P_("{} move", "{} moves", moves), moves);
  const std::string legality = rulings == 0
                                   ? fill(_("ok: {}, all legal"), counted)
                                   : fill(P_("ok: {}, legal with {} house ruling",
                                             "ok: {}, legal with {} house rulings", rulings),
                                          counted, rulings);
  return over ? fill(_("{}; the game is over"), legality) : legality;
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
      std::cout << validation_summary(result.match->move_count(), rulings.size(),
                                      result.match->finished())
                << "\n";
      for (const std::string& ruling : rulings) std::cout << fill(_("warning: {}"), ruling) << "\n";
    }
  } else {
    print_scoreboard(*loaded.game, result.scoreboard());
  }
  if (result.failed_at) {
    if (!as_json) {
      std::cerr << illegal_move_text(result) << "\n";
    }
    return illegal_move;
  }
  return ok;
}

}  // namespace trib::cli
