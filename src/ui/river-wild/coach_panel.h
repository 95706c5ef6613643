#pragma once
// The coach during a solo River Wild game (off by default, per session): every legal
// placement of the hand kept in the app, ranked by the expected final score over the
// orders the deck may still come in (src/analysis/river_wild_coach.h), computed in a
// worker thread for 300 ms whenever the table changes. Clicking a line picks that card,
// side and spot on the board; Enter then places it.

#include "analysis/river_wild_coach.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/coach_section.h"

namespace trib::ui::rw_ui {

class CoachPanel {
 public:
  void draw(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m);

 private:
  CoachSection<analysis::CoachOption> section_;
};

}  // namespace trib::ui::rw_ui
