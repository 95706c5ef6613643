#pragma once
// The "Analysis" section in the results of a finished solo River Wild game: the search runs
// in a worker thread (progress bar, Stop; the window never waits for it), then the panel
// shows the best score with the recorded draws, the open-deck best, the player's score, the
// gap and where it slipped; a toggle shows the best layout on the board.

#include <memory>
#include <vector>

#include "games/river-wild/river_wild.h"

namespace trib {
class SessionController;
}

namespace trib::ui {
template <class Result>
class BackgroundJob;
}

namespace trib::ui::rw_ui {

namespace rw = trib::river_wild;

class AnalysisPanel {
 public:
  AnalysisPanel();
  ~AnalysisPanel();  // stops a running search and waits for it
  AnalysisPanel(const AnalysisPanel&) = delete;
  AnalysisPanel& operator=(const AnalysisPanel&) = delete;

  void draw(const SessionController& session, const rw::RiverWildMatch& m);

  // The best layout found (source first), while "Show it on the board" is on for the
  // session and state it was found for; nullptr otherwise.
  const std::vector<rw::Placement>* shown_layout(const SessionController& session) const;
  // Its lands and score, under the same conditions.
  const rw::LayoutScore* shown_score(const SessionController& session) const;

 private:
  struct Found;
  using Job = BackgroundJob<Found>;
  std::unique_ptr<Job> job_;
  bool show_on_board_ = false;
};

}  // namespace trib::ui::rw_ui
