// Reading a table file for the command line: parse, find the game, replay, report errors.

#include "app/table_loading.h"

#include <iostream>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_write.h"
#include "core/registry.h"
#include "core/score_json.h"
#include "core/text.h"
#include "core/user_catalog.h"

namespace trib::cli {

int load_table(const Args& args, bool as_json, LoadedTable& out) {
  if (args.positional.size() != 1) {
    const std::string message = _("expected one table file (see `tributary --help`)");
    if (as_json) {
      std::cout << json_for_terminal(input_error_json(InputError(message, ""))) << "\n";
    } else {
      std::cerr << message << "\n";
    }
    return bad_input;
  }
  const std::string& file = args.positional[0];
  try {
    out.table = read_table_file(file);
    out.game = find_game(out.table.game);
    if (out.game == nullptr) {
      throw InputError(fill(_("/game: unknown or unsupported game \"{}\""), echo(out.table.game)),
                       "/game");
    }
    // A table without its own catalog plays with the bundled one, so that it scores the
    // same everywhere, unless the user asks for theirs.
    if (args.flag("--user-catalog") && out.table.catalog.empty()) {
      out.table.catalog = read_user_catalog(*out.game);
    }
    out.replay = replay(*out.game, out.table);
    return ok;
  } catch (const InputError& error) {
    if (as_json) {
      std::cout << json_for_terminal(input_error_json(error)) << "\n";
    } else {
      const std::string message = error.what();
      std::cerr << terminal_safe((message.rfind(echo(file), 0) == 0 ? "" : echo(file) + ": ") +
                                 message)
                << "\n";
    }
    return bad_input;
  }
}

std::string illegal_move_text(const Replay& replay) {
  return fill(_("move {} is illegal ({}): {}"), *replay.failed_at, replay.error.rule,
              terminal_safe(replay.error.message));
}

}  // namespace trib::cli
