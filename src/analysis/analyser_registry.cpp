// The solo analyses of the games that have one, listed from a header cmake/games.cmake
// writes: TRIBUTARY_GAME_ANALYSERS(X) is X(<game with underscores>) for every folder
// src/games/<game>/analysis/.

#include <memory>
#include <vector>

#include "analysis/solo_analyser.h"
#include "registered_analysers.h"

namespace trib::analysis {

#define TRIBUTARY_DECLARE_ANALYSER(name) std::unique_ptr<SoloAnalyser> make_##name##_analyser();
TRIBUTARY_GAME_ANALYSERS(TRIBUTARY_DECLARE_ANALYSER)
#undef TRIBUTARY_DECLARE_ANALYSER

namespace {

const std::vector<std::unique_ptr<SoloAnalyser>>& analysers() {
  static const std::vector<std::unique_ptr<SoloAnalyser>> all = [] {
    std::vector<std::unique_ptr<SoloAnalyser>> made;
#define TRIBUTARY_MAKE_ANALYSER(name) made.push_back(make_##name##_analyser());
    TRIBUTARY_GAME_ANALYSERS(TRIBUTARY_MAKE_ANALYSER)
#undef TRIBUTARY_MAKE_ANALYSER
    return made;
  }();
  return all;
}

}  // namespace

const SoloAnalyser* find_analyser(std::string_view game_id) {
  for (const auto& analyser : analysers()) {
    if (analyser->game_id() == game_id) return analyser.get();
  }
  return nullptr;
}

std::vector<std::string_view> analysed_games() {
  std::vector<std::string_view> ids;
  for (const auto& analyser : analysers()) ids.push_back(analyser->game_id());
  return ids;
}

}  // namespace trib::analysis
