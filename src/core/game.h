#pragma once
// The interface every game implements. A Match is one game in progress: its setup plus
// the moves applied so far. Moves and setup are JSON in the table-file shapes, so the CLI,
// the store and the GUI all speak the same language.

#include <limits>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/play_facts.h"
#include "core/scoreboard.h"
#include "core/table_file.h"
#include "core/verdict.h"

namespace trib {

class Match {
 public:
  virtual ~Match() = default;

  // Legality of `move` in the current state, without changing it. Throws InputError
  // (path relative to the move, e.g. "/row") when the move is malformed.
  virtual Verdict check(const nlohmann::json& move) const = 0;

  // Applies `move` when it is legal; an illegal move leaves the state untouched.
  virtual Verdict apply(const nlohmann::json& move) = 0;

  // A move the table agreed to allow although it breaks a rule (a house ruling): only the
  // checks a house ruling never overrides (a card placed twice, a cell already taken) are
  // made. docs/table-format.md lists which rule ids each game lets a house ruling
  // override. The defaults override nothing.
  virtual Verdict check_house_ruling(const nlohmann::json& move) const { return check(move); }
  // Applies `move` when check_house_ruling accepts it; otherwise leaves the state untouched.
  virtual Verdict apply_house_ruling(const nlohmann::json& move) { return apply(move); }

  virtual Scoreboard score() const = 0;
  virtual bool finished() const = 0;
  virtual std::size_t move_count() const = 0;
};

class Game {
 public:
  virtual ~Game() = default;

  // The game's identity, what the registry, the shell and the command line show.
  virtual std::string_view id() const = 0;     // "river-wild", also the name of its folders
  virtual std::string_view name() const = 0;   // "River Wild"
  virtual std::string_view blurb() const = 0;  // one line: what the table holds
  virtual int min_players() const = 0;
  virtual int max_players() const = 0;
  // Where the game stands in every list of games (lower first); games that give none
  // follow, alphabetically by id.
  virtual int order() const { return std::numeric_limits<int>::max(); }

  // The bundled catalog, loaded and validated from data/<id>/ (throws InputError naming
  // the file and JSON path).
  virtual nlohmann::json bundled_catalog() const = 0;

  // The complete catalog a table plays with: bundled sections merged with the table's
  // overrides. Stored with a session so that later catalog edits never change its score.
  virtual nlohmann::json resolve_catalog(const nlohmann::json& overrides) const = 0;

  // The catalog sections whose entries overrides replace or add by id (River Wild's
  // "cards"); every other section is replaced whole. Lets a user's catalog be stored as
  // its differences from the bundled one.
  virtual std::vector<std::string> catalog_sections_by_id() const { return {}; }

  // BG Stats: what the table file and the score say beyond the scores (a board, roles, who
  // started, whether the lowest won). `facts` arrives with the defaults of every game (a
  // solo player starts); the default adds nothing.
  virtual void read_play_facts(const TableFile& table, const Scoreboard& board,
                               PlayFacts& facts) const {
    (void)table;
    (void)board;
    (void)facts;
  }

  // A match at move 0. The player count is checked here, once for every game (InputError
  // at "/players" naming the range); then the game reads the table, throwing InputError
  // with paths such as "/setup/hand/1" or "/catalog/cards/c3/rows/0". A score-pad table
  // (table.is_pad()) gives a finished match holding score_pad's result.
  std::unique_ptr<Match> start(const TableFile& table) const;

  // A score-pad table's final result with places, ties and rank titles by the game's rules:
  // its rows (data/<id>/pad.json, core/score_pad.h) and the facts in its setup that decide
  // places. The default refuses the pad (InputError at "/pad").
  virtual Scoreboard score_pad(const TableFile& table) const;

 protected:
  // The game's own start, for a table whose player count is within its range.
  virtual std::unique_ptr<Match> make_match(const TableFile& table) const = 0;
};

// game.start(table) as the game's own Match type: each game's typed start_match(table)
// is this, for its board view, tests and benchmarks.
template <class TypedMatch>
std::unique_ptr<TypedMatch> start_typed(const Game& game, const TableFile& table) {
  std::unique_ptr<Match> match = game.start(table);
  auto* typed = dynamic_cast<TypedMatch*>(match.get());
  if (typed == nullptr) {
    throw std::logic_error(std::string(game.id()) +
                           ": unexpected match type");  // not translated: a programming error
  }
  match.release();
  return std::unique_ptr<TypedMatch>(typed);
}

}  // namespace trib
