// `tributary export ID --bgstats` and `export --bgstats --all [--game G] [--since DATE]`:
// finished sessions as BG Stats "push play" JSON (one object, or an array for --all,
// written a play at a time, to the -o file's temporary or standard output); and
// `import --bgstats FILE`: past plays from BG Stats' export or a .bgsplay file.

#include <iostream>
#include <optional>

#include "app/cli.h"
#include "bgstats/bgstats.h"
#include "bgstats/bgstats_import.h"
#include "bgstats/stored_plays.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/registry.h"
#include "core/text.h"

namespace trib::cli {

namespace {

int export_one(const Args& args, const BgStatsOptions& options) {
  std::int64_t id = 0;
  if (!parse_session_id(args.positional[0], id)) {
    std::cerr << fill(_("\"{}\" is not a session id"), terminal_safe(args.positional[0])) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::read);
  const std::optional<PlayRecord> play = stored_play(*store, id);
  if (!play) {
    std::cerr << fill(_("session {} is still in progress; BG Stats takes finished plays"), id)
              << "\n";
    return bad_input;
  }
  return write_output(args, bgstats_play(*play, options).dump(2) + "\n");
}

int export_all(const Args& args, const BgStatsOptions& options) {
  PlayQuery query;
  if (const std::string game = args.option("--game"); !game.empty()) {
    if (find_game(game) == nullptr) {
      std::cerr << fill(_("unknown game \"{}\""), terminal_safe(game)) << "\n";
      return bad_input;
    }
    query.game = game;
  }
  if (const std::string since = args.option("--since"); !since.empty()) {
    query.since = parse_local_date(since);
    if (!query.since) {
      std::cerr << fill(_("--since expects a date as YYYY-MM-DD, not \"{}\""), terminal_safe(since))
                << "\n";
      return bad_input;
    }
  }
  const auto store = open_store(args, Use::read);
  const std::string out_path = args.option("-o", "-");
  std::optional<StreamedFile> file;
  if (out_path != "-") file.emplace(out_path);
  const auto write = [&](std::string_view text) {
    if (file) {
      file->write(text);
    } else {
      std::cout << text;
    }
  };
  // The array as nlohmann::json's dump(2) writes it, one play at a time.
  bool first = true;
  for_each_stored_play(*store, query, [&](const PlayRecord& play) {
    std::string text = bgstats_play(play, options).dump(2);
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 3)) {
      text.replace(at, 1, "\n  ");
    }
    write(first ? "[\n  " : ",\n  ");
    write(text);
    first = false;
  });
  write(first ? "[]\n" : "\n]\n");
  if (file) file->commit();
  return ok;
}

}  // namespace

int export_bgstats(const Args& args) {
  const bool all = args.flag("--all");
  if (all == (args.positional.size() == 1) || args.positional.size() > 1) {
    std::cerr << _("expected one session id or --all (see `tributary --help`)") << "\n";
    return bad_input;
  }
  if (!all && (args.flag("--game") || args.flag("--since"))) {
    std::cerr << _("--game and --since choose sessions for --all") << "\n";
    return bad_input;
  }
  BgStatsOptions options;
  if (const std::string location = args.option("--location"); !location.empty()) {
    options.location = location;
  }
  try {
    return all ? export_all(args, options) : export_one(args, options);
  } catch (const InputError& error) {
    std::cerr << fill(_("cannot export for BG Stats: {}"), error.what()) << "\n";
    return bad_input;
  }
}

int import_bgstats(const Args& args) {
  if (args.positional.size() != 1) {
    std::cerr << _("expected one BG Stats file: BGStatsExport.json or a .bgsplay (see `tributary "
                   "--help`)")
              << "\n";
    return bad_input;
  }
  BgStatsPlays plays;
  try {
    plays = read_bgstats_plays(load_json_file(args.positional[0], kBgStatsLimits));
  } catch (const InputError& error) {
    std::cerr << fill(_("not imported: {}"), terminal_safe(error.what())) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::write);
  const BgStatsImport result = store_bgstats_plays(*store, plays);  // one transaction a play
  std::cout << terminal_safe(bgstats_import_summary(plays, result)) << "\n";
  return ok;
}

}  // namespace trib::cli
