#pragma once
// The "Analysis" section in the results of a finished solo Wodny szlak game: the search
// runs in a worker thread (progress bar, Stop; the window never waits for it), then the
// panel shows the best score the drawn tiles allowed, the best with any 13 tiles of the
// game, the player's score, the gap and where it slipped; a toggle shows the best river on
// the board. The results find it by the game's id (ui/analysis_panel.h), the board view
// through analysis_panel().

#include <memory>
#include <optional>
#include <string_view>

#include "games/wodny-szlak/wodny_szlak.h"
#include "ui/analysis_panel.h"

namespace trib {
class SessionController;
}

namespace trib::ui {
template <class Result>
class BackgroundJob;
}

namespace trib::ui::ws_ui {

namespace ws = trib::wodny_szlak;

class WodnySzlakAnalysisPanel final : public AnalysisPanel {
 public:
  WodnySzlakAnalysisPanel();
  ~WodnySzlakAnalysisPanel() override;  // stops a running search and waits for it
  WodnySzlakAnalysisPanel(const WodnySzlakAnalysisPanel&) = delete;
  WodnySzlakAnalysisPanel& operator=(const WodnySzlakAnalysisPanel&) = delete;

  std::string_view game_id() const override { return "wodny-szlak"; }
  void draw_results(const SessionController& session) override;

  // The best river found, while "Show it on the board" is on for the session and state it
  // was found for; nullptr otherwise.
  const ws::Board* shown_board(const SessionController& session) const;
  // That river's score, for the score panel while it is shown.
  std::optional<double> shown_total(const SessionController& session) const override;

 private:
  struct Found;
  using Job = BackgroundJob<Found>;
  std::unique_ptr<Job> job_;
  bool show_on_board_ = false;
};

// The one panel: the results draw it, the board shows the best river it found.
WodnySzlakAnalysisPanel& analysis_panel();

}  // namespace trib::ui::ws_ui
