// `tributary catalog export|check|import|reset`: catalog files and the user's catalog.

#include <iostream>

#include "app/cli.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/score_json.h"
#include "core/text.h"
#include "core/user_catalog.h"

namespace trib::cli {

namespace {

constexpr const char* kCatalogUsage =
    N_("usage: tributary catalog export GAME [-o FILE] | check GAME FILE [--json] |\n"
       "                         import GAME FILE | reset GAME\n");

const Game* game_argument(const std::string& id) {
  const Game* game = find_game(id);
  if (game == nullptr) {
    std::string known;
    for (const Game* each : all_games())
      known += (known.empty() ? "" : ", ") + std::string(each->id());
    std::cerr << fill(_("unknown game \"{}\" ({})"), echo(id), known) << "\n";
  }
  return game;
}

// Prints an input problem the way `score` does: stderr, or the --json error document.
int report(const InputError& error, const std::string& file, bool as_json) {
  if (as_json) {
    std::cout << input_error_json(error).dump(2) << "\n";
  } else {
    const std::string message = error.what();
    std::cerr << terminal_safe(
                     (file.empty() || message.rfind(echo(file), 0) == 0 ? "" : echo(file) + ": ") +
                     message)
              << "\n";
  }
  return bad_input;
}

std::string differences(const Game& game, const nlohmann::json& overrides) {
  const std::size_t count = changed_components(game, overrides);
  if (count == 0) return _("no component differs from the bundled one");
  return fill(P_("{} component differs from the bundled one",
                 "{} components differ from the bundled one", count),
              count);
}

int export_catalog(const Game& game, const Args& args) {
  return write_output(args, effective_catalog(game).dump(2) + "\n");
}

int check_file(const Game& game, const std::string& file, bool as_json) {
  const nlohmann::json complete = check_catalog(game, load_json_file(file));
  const nlohmann::json overrides = catalog_difference(game, complete);
  if (as_json) {
    std::cout << nlohmann::json{{"game", game.id()},
                                {"valid", true},
                                {"changed_components", changed_components(game, overrides)}}
                     .dump(2)
              << "\n";
  } else {
    std::cout << fill(_("ok: {} is a valid {} catalog; {}"), terminal_safe(file), game.name(),
                      differences(game, overrides))
              << "\n";
  }
  return ok;
}

int import_file(const Game& game, const std::string& file) {
  const nlohmann::json overrides = install_user_catalog(game, load_json_file(file));
  if (overrides.empty()) {
    std::cout << fill(_("{} equals the bundled {} catalog: the bundled one is in effect"),
                      terminal_safe(file), game.name())
              << "\n";
  } else {
    std::cout << fill(_("installed {} as your {} catalog ({}); {}"), terminal_safe(file),
                      game.name(), terminal_safe(user_catalog_file(game).string()),
                      differences(game, overrides))
              << "\n";
  }
  return ok;
}

int reset(const Game& game) {
  const bool removed = reset_user_catalog(game);
  std::cout << fill(removed ? _("removed your {} catalog; the bundled one is in effect")
                            : _("there was no user catalog for {}; the bundled one is in effect"),
                    game.name())
            << "\n";
  return ok;
}

}  // namespace

int catalog(const Args& args) {
  const std::vector<std::string>& words = args.positional;
  const std::string action = words.empty() ? "" : words[0];
  const std::size_t expected = action == "check" || action == "import" ? 3 : 2;
  const bool known =
      action == "export" || action == "check" || action == "import" || action == "reset";
  if (!known || words.size() != expected) {
    std::cerr << _(kCatalogUsage);
    return bad_input;
  }
  const Game* game = game_argument(words[1]);
  if (game == nullptr) return bad_input;
  const std::string file = expected == 3 ? words[2] : "";
  const bool as_json = args.flag("--json");
  try {
    if (action == "export") return export_catalog(*game, args);
    if (action == "check") return check_file(*game, file, as_json);
    if (action == "import") return import_file(*game, file);
    return reset(*game);
  } catch (const InputError& error) {
    return report(error, file, as_json);
  } catch (const FileWriteError&) {
    throw;  // main reports it: exit 2 when refused, 3 when the system failed
  } catch (const std::runtime_error& error) {
    std::cerr << terminal_safe(error.what()) << "\n";
    return bad_input;
  }
}

}  // namespace trib::cli
