#pragma once
// The solo analysis a game may offer (`tributary analyse`): a game registers one by its
// folder src/games/<game>/analysis/, which defines
// `std::unique_ptr<trib::analysis::SoloAnalyser> make_<game with underscores>_analyser()`
// (cmake/games.cmake lists the folders). The command asks the registry, never the game.

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/table_file.h"

namespace trib::analysis {

// What `tributary analyse` prints: the plain-text report and the --json document.
struct Report {
  std::string text;
  nlohmann::json document;
};

class SoloAnalyser {
 public:
  virtual ~SoloAnalyser() = default;
  virtual std::string_view game_id() const = 0;
  // Searches for at most `seconds`. `match` is `table` replayed, one player, every move
  // legal; `first_ruling` the index of its first house-ruled move, if any.
  virtual Report analyse(const Match& match, const TableFile& table,
                         std::optional<std::size_t> first_ruling, double seconds) const = 0;
  // Reads the table's record of draws and moves as `analyse` does, without searching (the
  // fuzzers drive it): an InputError where the record cannot be analysed. A game whose
  // analysis reads nothing beyond the replay keeps this one.
  virtual void read_record(const Match& /*match*/, const TableFile& /*table*/,
                           std::optional<std::size_t> /*first_ruling*/) const {}
};

const SoloAnalyser* find_analyser(std::string_view game_id);  // nullptr: none for this game
// The ids of the games with an analysis, in the registry's order.
std::vector<std::string_view> analysed_games();

}  // namespace trib::analysis
