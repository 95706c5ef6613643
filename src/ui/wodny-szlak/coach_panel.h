#pragma once
// The coach during a solo Wodny szlak game that keeps its hand (off by default, per
// session): every distinct placement of the tiles in hand, ranked by the final score it can
// expect over the tiles still in the pile (src/games/wodny-szlak/analysis/coach.h), computed in a
// worker thread for a second whenever the table changes. Clicking a line picks that tile
// and turn with the keyboard ghost on its cell; Enter then places it.

#include "games/wodny-szlak/analysis/coach.h"
#include "ui/widgets/coach_section.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

class CoachPanel {
 public:
  void draw(ViewState& state, const SessionController& session, const ws::WodnySzlakMatch& m);

 private:
  CoachSection<analysis::wodny::CoachOption> section_;
};

}  // namespace trib::ui::ws_ui
