#pragma once
// The "Analysis" section in the results of a finished solo River Wild game: the search runs
// in a worker thread (progress bar, Stop; the window never waits for it), then the panel
// shows the best score with the recorded draws, the open-deck best, the player's score, the
// gap and where it slipped; a toggle shows the best layout on the board. The results find it
// by the game's id (ui/analysis_panel.h), the board view through analysis_panel().

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "games/river-wild/river_wild.h"
#include "ui/analysis_panel.h"

namespace trib {
class SessionController;
}

namespace trib::ui {
template <class Result>
class BackgroundJob;
}

namespace trib::ui::rw_ui {

namespace rw = trib::river_wild;

class RiverWildAnalysisPanel final : public AnalysisPanel {
 public:
  RiverWildAnalysisPanel();
  ~RiverWildAnalysisPanel() override;  // stops a running search and waits for it
  RiverWildAnalysisPanel(const RiverWildAnalysisPanel&) = delete;
  RiverWildAnalysisPanel& operator=(const RiverWildAnalysisPanel&) = delete;

  std::string_view game_id() const override { return "river-wild"; }
  void draw_results(const SessionController& session) override;
  std::optional<double> shown_total(const SessionController& session) const override;

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

// The one panel: the results draw it, the board shows the best layout it found.
RiverWildAnalysisPanel& analysis_panel();

}  // namespace trib::ui::rw_ui
