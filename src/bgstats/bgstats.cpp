// The BG Stats play document and its createPlay link, from a finished session.

#include "bgstats/bgstats.h"
#include "core/local_time.h"
#include "core/text.h"

#include <cmath>
#include <cstdio>
#include <ctime>

#include "bgstats/bgg_ids.h"
#include "bgstats/play_facts.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/replay.h"

namespace trib {

namespace {

using nlohmann::json;

// The game's note, the score breakdown (one block per player), then the house rulings.
std::string comments(const Scoreboard& board, const Replay& replay, const PlayFacts& facts) {
  std::string text = facts.note.empty() ? "" : facts.note + "\n";
  for (const PlayerResult& player : board.players) {
    if (!text.empty()) text += "\n";
    text += player.name + ": " + json_number(player.score).dump();
    if (player.rank) text += " (" + *player.rank + ")";
    text += "\n";
    for (const BreakdownLine& line : player.breakdown) {
      text += "- " + line.label + ": " + json_number(line.points).dump() + "\n";
    }
  }
  for (const std::string& warning : replay.house_ruling_warnings()) text += "\n" + warning;
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

json game_json(const Game& game, const PlayFacts& facts) {
  json out = {{"name", std::string(game.name())},
              {"highestWins", facts.highest_wins},
              {"noPoints", false},
              {"sourceGameId", std::string(game.id())}};
  if (const auto id = bgg_id(game.id())) out["bggId"] = *id;
  return out;
}

json players_json(const Scoreboard& board, const PlayFacts& facts) {
  json players = json::array();
  for (std::size_t seat = 0; seat < board.players.size(); ++seat) {
    const PlayerResult& player = board.players[seat];
    // A solo game has a score, not a winner: Records counts no win for it either.
    const bool winner = player.place == 1 && board.players.size() > 1;
    json entry = {{"name", player.name},  {"score", json_number(player.score)},
                  {"winner", winner},     {"startPlayer", facts.start_seat == seat},
                  {"rank", player.place}, {"sourcePlayerId", player.name}};
    if (seat < facts.roles.size()) entry["role"] = facts.roles[seat];
    players.push_back(std::move(entry));
  }
  return players;
}

// The document of a finished play that replays.
json play_document(const PlayRecord& play, const Game& game, const Replay& replayed,
                   const BgStatsOptions& options) {
  const Scoreboard board = replayed.match->score();
  const PlayFacts facts = play_facts(play.table, board);
  const std::int64_t seconds = std::max<std::int64_t>(0, play.finished_at - play.started_at);
  // When the table says when it was played (a score pad of an evening last year), that
  // wins over when it was entered.
  const std::string date = play.table.played_at ? play.table.played_at->substr(0, 10) + " " +
                                                      play.table.played_at->substr(11) + ":00"
                                                : local_date_time(play.started_at);
  const std::int64_t minutes = play.table.duration_min
                                   ? *play.table.duration_min
                                   : static_cast<std::int64_t>(std::llround(seconds / 60.0));
  return {{"sourceName", kBgStatsSourceName},
          {"sourcePlayId", play.play_id},
          {"playDate", date},
          {"durationMin", minutes},
          {"board", facts.board},
          {"comments", comments(board, replayed, facts)},
          {"location", options.location},
          {"game", game_json(game, facts)},
          {"players", players_json(board, facts)}};
}

}  // namespace

json bgstats_play(const PlayRecord& play, const BgStatsOptions& options) {
  const Game* game = find_game(play.table.game);
  if (game == nullptr) {
    throw InputError(fill(_("unknown game \"{}\""), echo(play.table.game)), "/game");
  }
  {
    // BG Stats keeps the document: it reads the same in any language, its breakdown labels
    // and warnings in English as every file Tributary writes.
    const i18n::EnglishScope english;
    const Replay replayed = replay(*game, play.table);
    if (!replayed.failed_at && replayed.match->finished()) {
      return play_document(play, *game, replayed, options);
    }
  }
  // Why there is none, in the player's language.
  const Replay replayed = replay(*game, play.table);
  if (replayed.failed_at) {
    throw InputError(fill(_("move {} is illegal ({}): {}"), *replayed.failed_at,
                          replayed.error.rule, replayed.error.message),
                     "/moves/" + std::to_string(*replayed.failed_at));
  }
  throw InputError(_("the game is not finished; BG Stats records finished plays"));
}

PlayRecord play_from_table(TableFile table, std::int64_t now) {
  std::string id = table_play_id(table);
  return {std::move(id), now, now, std::move(table)};
}

std::string table_play_id(const TableFile& table) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : to_json(table).dump(-1, ' ', false, json::error_handler_t::replace)) {
    hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return std::string("table-") + text;
}

std::string bgstats_link(const json& play) {
  return kBgStatsLinkPrefix + url_encode(play.dump(-1, ' ', false, json::error_handler_t::replace));
}

std::string url_encode(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size() * 3);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    const bool unreserved = (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') ||
                            (byte >= '0' && byte <= '9') || byte == '-' || byte == '_' ||
                            byte == '.' || byte == '~';
    if (unreserved) {
      out += c;
    } else {
      out += '%';
      out += hex[byte >> 4];
      out += hex[byte & 0x0F];
    }
  }
  return out;
}

std::string local_date_time(std::int64_t unix_seconds) {
  return local_time_text(static_cast<std::time_t>(unix_seconds), "%Y-%m-%d %H:%M:%S");
}

}  // namespace trib
