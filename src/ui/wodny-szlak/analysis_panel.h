#pragma once
// The "Analysis" section in the results of a finished solo Wodny szlak game: the search
// runs in a worker thread (progress bar, Stop; the window never waits for it), then the
// panel shows the best score the drawn tiles allowed, the best with any 13 tiles of the
// game, the player's score, the gap and where it slipped; a toggle shows the best river on
// the board.

#include <memory>
#include <optional>

#include "games/wodny-szlak/wodny_szlak.h"

namespace trib {
class SessionController;
}

namespace trib::ui {
template <class Result>
class BackgroundJob;
}

namespace trib::ui::ws_ui {

namespace ws = trib::wodny_szlak;

class AnalysisPanel {
 public:
  AnalysisPanel();
  ~AnalysisPanel();  // stops a running search and waits for it
  AnalysisPanel(const AnalysisPanel&) = delete;
  AnalysisPanel& operator=(const AnalysisPanel&) = delete;

  void draw(const SessionController& session, const ws::WodnySzlakMatch& m);

  // The best river found, while "Show it on the board" is on for the session and state it
  // was found for; nullptr otherwise.
  const ws::Board* shown_board(const SessionController& session) const;
  // That river's score, for the score panel while it is shown.
  std::optional<double> shown_total(const SessionController& session) const;

 private:
  struct Found;
  using Job = BackgroundJob<Found>;
  std::unique_ptr<Job> job_;
  bool show_on_board_ = false;
};

}  // namespace trib::ui::ws_ui
