#pragma once
// The coach during a solo River Wild game (off by default, per session): every legal
// placement of the hand kept in the app, ranked by the expected final score over the
// orders the deck may still come in (src/analysis/river_wild_coach.h), computed in a
// worker thread for 300 ms whenever the table changes. Clicking a line picks that card,
// side and spot on the board; Enter then places it.

#include <memory>
#include <vector>

#include "analysis/river_wild_coach.h"
#include "ui/river-wild/view_state.h"

namespace trib::ui {
template <class Result>
class BackgroundJob;
}

namespace trib::ui::rw_ui {

class CoachPanel {
 public:
  CoachPanel();
  ~CoachPanel();  // stops a running ranking and waits for it
  CoachPanel(const CoachPanel&) = delete;
  CoachPanel& operator=(const CoachPanel&) = delete;

  void draw(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m);

 private:
  using Job = BackgroundJob<std::vector<analysis::CoachOption>>;
  std::unique_ptr<Job> job_;
  const void* session_ = nullptr;  // the session the toggle belongs to
  bool on_ = false;
};

}  // namespace trib::ui::rw_ui
