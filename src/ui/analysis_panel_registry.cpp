// Finding a game's results analysis by id, from the panels cmake/games.cmake lists.

#include <vector>

#include "ui/analysis_panel.h"
#include "ui/view_registry.h"

// TRIBUTARY_ANALYSIS_PANELS(X): X(<game with underscores>) for every file
// src/ui/<game>/analysis_panel.cpp, written by cmake/games.cmake; each defines
// `AnalysisPanel& <game with underscores>_analysis_panel()`.
#include "registered_analysis_panels.h"

namespace trib::ui {

#define TRIBUTARY_DECLARE_ANALYSIS_PANEL(name) AnalysisPanel& name##_analysis_panel();
TRIBUTARY_ANALYSIS_PANELS(TRIBUTARY_DECLARE_ANALYSIS_PANEL)
#undef TRIBUTARY_DECLARE_ANALYSIS_PANEL

AnalysisPanel* find_analysis_panel(std::string_view game_id) {
  static const std::vector<AnalysisPanel*> panels{
#define TRIBUTARY_LIST_ANALYSIS_PANEL(name) &name##_analysis_panel(),
      TRIBUTARY_ANALYSIS_PANELS(TRIBUTARY_LIST_ANALYSIS_PANEL)
#undef TRIBUTARY_LIST_ANALYSIS_PANEL
  };
  for (AnalysisPanel* panel : panels) {
    if (panel->game_id() == game_id) return panel;
  }
  return nullptr;
}

}  // namespace trib::ui
