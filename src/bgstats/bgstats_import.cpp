// BG Stats plays read into score-pad tables: the game by BoardGameGeek id or name, the
// players by name, each score (a number, a string or a short sum) on the pad, and the raft
// facts a game's places need found from who BG Stats says won.

#include "bgstats/bgstats_import.h"

#include <map>
#include <optional>
#include <set>

#include "bgstats/bgg_ids.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/score_pad.h"
#include "core/text.h"

namespace trib {

namespace {

using nlohmann::json;

// One player of a play as BG Stats recorded it.
struct Seat {
  std::string name;
  json score;  // a number, a string ("35", "3+6+2"), or null
  bool winner = false;
};

struct Play {
  std::string id;  // the play's uuid (or, for a pushed play, its source and id)
  const Game* game = nullptr;
  std::string played_at;  // BG Stats' "YYYY-MM-DD HH:MM:SS"
  json duration;
  std::vector<Seat> seats;
};

// BG Stats writes booleans as true/false or as 0/1.
bool truthy(const json& value) {
  if (value.is_boolean()) return value.get<bool>();
  if (value.is_number()) return value.get<double>() != 0;
  return false;
}

std::string text_of(const json& object, const char* key) {
  const auto found = object.find(key);
  if (found == object.end()) return {};
  if (found->is_string()) return found->get<std::string>();
  if (found->is_number()) return found->dump();
  return {};
}

// The registered game a BG Stats game is: by BoardGameGeek id when the game records one,
// else by Tributary's id or its name, ignoring case.
const Game* match_game(const json& game) {
  const auto bgg = game.find("bggId");
  for (const Game* candidate : all_games()) {
    const std::optional<std::int64_t> known = bgg_id(candidate->id());
    if (known && bgg != game.end() && bgg->is_number_integer() &&
        bgg->get<std::int64_t>() == *known) {
      return candidate;
    }
  }
  const std::string name = case_folded(trim_invisible(text_of(game, "name")));
  const std::string source = text_of(game, "sourceGameId");
  for (const Game* candidate : all_games()) {
    if (source == candidate->id() || name == case_folded(candidate->name()) ||
        name == case_folded(candidate->id())) {
      return candidate;
    }
  }
  return nullptr;
}

// "2024-01-15 19:30:00" (or with a T, or without seconds) as "2024-01-15T19:30"; "" when
// it is not a date and time.
std::string played_at_of(const std::string& date) {
  if (date.size() < 16) return {};
  std::string when = date.substr(0, 16);
  when[10] = 'T';
  return played_at_problem(when).empty() ? when : std::string();
}

// The score of a seat on the pad; nullopt with `problem` when it does not read.
std::optional<double> seat_points(const json& score, std::string& problem) {
  problem.clear();
  if (score.is_null()) return 0.0;
  if (score.is_number()) return score.get<double>();
  if (score.is_string()) {
    const std::optional<double> sum = read_pad_sum(score.get<std::string>(), problem);
    return problem.empty() ? std::optional<double>(sum.value_or(0)) : std::nullopt;
  }
  problem = _("a score is neither a number nor text");
  return std::nullopt;
}

std::vector<std::string> winners_of(const Scoreboard& board) {
  std::vector<std::string> out;
  for (const PlayerResult& player : board.players) {
    if (player.place == 1) out.push_back(player.name);
  }
  return out;
}

// Whether `table` scores with the winners BG Stats recorded (none recorded: any).
bool same_winners(const Game& game, const TableFile& table, const std::vector<std::string>& told) {
  return told.empty() || winners_of(game.start(table)->score()) == told;
}

// A flag fact (a flipped raft) is set when only with it the game's places name the winners
// the players recorded: the fact itself is not in BG Stats.
void infer_flags(const Game& game, TableFile& table, const std::vector<std::string>& told) {
  if (same_winners(game, table, told)) return;
  for (const PadFact& fact : pad_sheet(game.id()).facts) {
    if (fact.kind != PadFactKind::Flag) continue;
    table.setup[fact.id] = true;
    if (same_winners(game, table, told)) return;
    table.setup.erase(fact.id);
  }
}

TableFile table_of(const Play& play) {
  TableFile table;
  table.game = std::string(play.game->id());
  table.pad = json::array();
  std::vector<std::string> told;
  for (std::size_t i = 0; i < play.seats.size(); ++i) {
    std::string name = trim_invisible(play.seats[i].name);
    if (name.empty()) name = "Player " + std::to_string(i + 1);  // not translated: stored name
    if (const std::string problem = player_name_problem(name); !problem.empty()) {
      throw InputError(fill(_("player \"{}\": {}"), echo(name), problem));
    }
    for (const std::string& earlier : table.players) {
      if (player_key(earlier) == player_key(name)) {
        throw InputError(fill(_("\"{}\" sits twice at one table"), echo(name)));
      }
    }
    std::string problem;
    const std::optional<double> points = seat_points(play.seats[i].score, problem);
    if (!points) throw InputError(fill(_("{}'s score: {}"), name, problem));
    table.players.push_back(name);
    table.pad.push_back(json{{"other", *points}});
    if (play.seats[i].winner) told.push_back(name);
  }
  if (const std::string when = played_at_of(play.played_at); !when.empty()) table.played_at = when;
  if (play.duration.is_number() && play.duration.get<double>() >= 1 &&
      play.duration.get<double>() <= kMaxDurationMinutes) {
    table.duration_min = static_cast<int>(play.duration.get<double>());
  }
  table.notes[kBgStatsPlayNote] = play.id;
  infer_flags(*play.game, table, told);
  play.game->start(table);  // the game's own checks: player count, whole points
  return table;
}

void add_play(BgStatsPlays& out, const Play& play, const std::string& where) {
  if (play.game == nullptr) {
    ++out.other_games;
    return;
  }
  try {
    out.tables.push_back(table_of(play));
  } catch (const InputError& error) {
    out.problems.push_back(where + " (" + std::string(play.game->name()) + "): " + error.what());
  }
}

// The full export: plays refer to games and players by their ids in the same file.
void read_full_export(const JsonView& root, BgStatsPlays& out) {
  std::map<std::int64_t, const Game*> games;
  std::map<std::int64_t, std::string> players;
  for (const JsonView& game : root.at("games").items()) {
    if (game.is_object() && game.raw().contains("id") && game.raw()["id"].is_number_integer()) {
      games[game.raw()["id"].get<std::int64_t>()] = match_game(game.raw());
    }
  }
  if (root.has("players")) {
    for (const JsonView& player : root.at("players").items()) {
      const json& raw = player.raw();
      if (raw.is_object() && raw.contains("id") && raw["id"].is_number_integer()) {
        players[raw["id"].get<std::int64_t>()] = text_of(raw, "name");
      }
    }
  }
  for (const JsonView& entry : root.at("plays").items()) {
    const json& raw = entry.raw();
    if (!raw.is_object()) entry.fail(_("expected a play object"));
    Play play;
    play.id = text_of(raw, "uuid");
    if (play.id.empty()) entry.fail(_("a play without its \"uuid\""));
    const auto game = games.find(raw.value("gameRefId", json()).is_number_integer()
                                     ? raw["gameRefId"].get<std::int64_t>()
                                     : -1);
    play.game = game == games.end() ? nullptr : game->second;
    play.played_at = text_of(raw, "playDate");
    play.duration = raw.value("durationMin", json());
    for (const json& score : raw.value("playerScores", json::array())) {
      if (!score.is_object()) continue;
      const json ref = score.value("playerRefId", json());
      const auto name =
          ref.is_number_integer() ? players.find(ref.get<std::int64_t>()) : players.end();
      play.seats.push_back({name == players.end() ? std::string() : name->second,
                            score.value("score", json()), truthy(score.value("winner", json()))});
    }
    add_play(out, play, fill(_("play {}"), play.id));
  }
}

// One pushed play (.bgsplay): the game and players inline.
void read_single_play(const JsonView& root, BgStatsPlays& out) {
  const json& raw = root.raw();
  Play play;
  play.id = text_of(raw, "uuid");
  if (play.id.empty()) play.id = text_of(raw, "sourceName") + ":" + text_of(raw, "sourcePlayId");
  play.game = match_game(root.at("game").raw());
  play.played_at = text_of(raw, "playDate");
  play.duration = raw.value("durationMin", json());
  for (const JsonView& player : root.at("players").items()) {
    const json& seat = player.raw();
    if (!seat.is_object()) player.fail(_("expected a player object"));
    play.seats.push_back(
        {text_of(seat, "name"), seat.value("score", json()), truthy(seat.value("winner", json()))});
  }
  add_play(out, play, _("the play"));
}

}  // namespace

BgStatsImport store_bgstats_plays(Store& store, const BgStatsPlays& plays) {
  BgStatsImport result;
  std::set<std::string> stored = store.note_values(kBgStatsPlayNote);
  for (const TableFile& play : plays.tables) {
    const std::string id = play.notes.value(kBgStatsPlayNote, "");
    if (!stored.insert(id).second) {
      ++result.already;
      continue;
    }
    const Game& game = *find_game(play.game);
    TableFile table = play;
    // Stored with its catalog as every session is: its rank titles never change later.
    table.catalog = game.resolve_catalog(table.catalog);
    result.added.push_back(store.create_session(table, game.start(table)->score()));
  }
  return result;
}

std::string bgstats_import_summary(const BgStatsPlays& plays, const BgStatsImport& result) {
  const std::size_t added = result.added.size();
  std::string text;
  if (added == 0) {
    text = fill(P_("Imported {} play", "Imported {} plays", added), added);
  } else if (added == 1) {
    text = fill(P_("Imported {} play as session {}", "Imported {} plays as session {}", added),
                added, result.added.front());
  } else {
    const std::string range =
        std::to_string(result.added.front()) + "\u2013" + std::to_string(result.added.back());
    text = fill(P_("Imported {} play as sessions {}", "Imported {} plays as sessions {}", added),
                added, range);
  }
  if (result.already > 0) {
    text += "; " +
            fill(P_("{} play was imported before", "{} plays were imported before", result.already),
                 result.already);
  }
  if (plays.other_games > 0) {
    text += "; " + fill(P_("{} play of other games skipped", "{} plays of other games skipped",
                           plays.other_games),
                        plays.other_games);
  }
  text += ".";
  for (const std::string& problem : plays.problems) {
    text += "\n" + fill(_("Not imported: {}"), problem);
  }
  return text;
}

BgStatsPlays read_bgstats_plays(const json& document) {
  const JsonView root(document);
  if (!root.is_object()) root.fail(_("expected a BG Stats export or play (a JSON object)"));
  BgStatsPlays out;
  if (root.has("plays")) {
    read_full_export(root, out);
  } else if (root.has("game") && root.has("players")) {
    read_single_play(root, out);
  } else {
    root.fail(
        _("neither a BG Stats export (no \"plays\") nor a single play (no \"game\" and "
          "\"players\")"));
  }
  return out;
}

}  // namespace trib
