#pragma once
// The analysis a game's results may offer (the "Analysis" section of a finished solo game), a
// capability looked up by game id as the engines' SoloAnalyser is. A game registers one
// from its view folder: src/ui/<game>/analysis_panel.cpp defines
// `trib::ui::AnalysisPanel& <game with underscores>_analysis_panel()` (cmake/games.cmake
// lists the files). The results and score panels ask the registry (ui/view_registry.h),
// never the game's view; a game without analysis registers nothing.
//
// The game's folder owns its one panel and hands out a reference, not a new panel: its board
// view reads the same panel to draw the best layout found while that is shown.

#include <optional>
#include <string_view>

namespace trib {
class SessionController;
}

namespace trib::ui {

class AnalysisPanel {
 public:
  virtual ~AnalysisPanel() = default;
  virtual std::string_view game_id() const = 0;

  // The sections under a finished game's results (nothing while the game is not one the
  // analysis reads, e.g. with several players).
  virtual void draw_results(const SessionController& session) = 0;

  // The total of the layout the board shows instead of the player's (the best one found,
  // while it is shown), which the score panel then shows; nullopt: the session's own score.
  virtual std::optional<double> shown_total(const SessionController& session) const = 0;
};

}  // namespace trib::ui
