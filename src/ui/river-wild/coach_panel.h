#pragma once
// The coach during a solo River Wild game (off by default, per session): every legal
// placement of the hand kept in the app, ranked by the expected final score over the
// orders the deck may still come in (src/games/river-wild/analysis/coach.h), computed in a
// worker thread whenever the table changes, once per position: a position comes back with
// the ranking it had (src/games/river-wild/analysis/coach_memo.h). Clicking a line picks that
// card, side and spot on the board; Enter then places it.

#include <memory>

#include "games/river-wild/analysis/coach_memo.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/coach_section.h"

namespace trib::ui::rw_ui {

class CoachPanel {
 public:
  void draw(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m);

 private:
  // Shared with the ranking jobs, which may outlive a session's memo.
  std::shared_ptr<analysis::wild::CoachMemo> memo_;
  const void* memo_session_ = nullptr;  // the session the kept rankings belong to
  CoachSection<analysis::wild::CoachOption> section_;
};

}  // namespace trib::ui::rw_ui
