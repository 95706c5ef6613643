// Wodny szlak's Analysis section: the search in a worker thread, then its findings.

#include "ui/wodny-szlak/analysis_panel.h"

#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/wodny-szlak/analysis/analysis.h"
#include "session/controller.h"
#include "ui/widgets/analysis_section.h"

namespace trib::ui::ws_ui {

namespace {

namespace wodny = analysis::wodny;

constexpr double kSearchSeconds = 10;

// Looked up at every frame: the language may switch between two.
AnalysisWords ws_analysis_words() {
  return {_("The best score the tiles you drew allowed, the best with any 13 tiles of the game, "
            "and where your river fell behind."),
          _("Best with your tiles:"), _("Best, any 13 tiles:"),
          // TRANSLATORS: what the analysis counts by, in "It slipped at tile 5".
          C_("analysis piece", "tile"), _("Show the best river on the board")};
}

std::string step_text(const ws::Catalog& catalog, const wodny::Step& s) {
  const std::string& id = catalog.tiles[s.tile].id;
  if (s.rot == 0) return fill(_("{} at ({}, {})"), id, s.cell.x, s.cell.y);
  return fill(_("{} at ({}, {}), turned {}\u00b0"), id, s.cell.x, s.cell.y, s.rot * 90);
}

}  // namespace

// The analysis and the best river it found.
struct WodnySzlakAnalysisPanel::Found {
  wodny::Analysis analysis;
  ws::Board best_board;
};

WodnySzlakAnalysisPanel::WodnySzlakAnalysisPanel() = default;
WodnySzlakAnalysisPanel::~WodnySzlakAnalysisPanel() = default;

void WodnySzlakAnalysisPanel::draw_results(const SessionController& session) {
  const auto* played = dynamic_cast<const ws::WodnySzlakMatch*>(&session.match());
  if (played == nullptr || !session.finished() || played->player_count() != 1) return;
  const ws::WodnySzlakMatch& m = *played;
  const auto start = [&] {
    return std::make_unique<Job>(
        state_key(session),
        [catalog = m.catalog(),
         record = wodny::game_record(m, session.table(), session.first_house_ruling())](
            const std::atomic<bool>& stop, const auto& report) {
          Found found{wodny::analyse(catalog, record, kSearchSeconds, &stop, report),
                      wodny::state_after(catalog, record, 0).board};
          for (const wodny::Step& s : found.analysis.best.moves) {
            ws::place_tile(found.best_board, catalog, s.tile, s.cell, s.rot);
          }
          return found;
        });
  };
  const AnalysisWords words = ws_analysis_words();
  const auto findings = [&](const Found& found) {
    analysis_findings(found.analysis, words,
                      [&](const wodny::Step& move) { return step_text(m.catalog(), move); });
  };
  analysis_section(job_, state_key(session), words, show_on_board_, start, findings);
}

const ws::Board* WodnySzlakAnalysisPanel::shown_board(const SessionController& session) const {
  if (!show_on_board_ || !job_ || job_->running() || !(job_->key() == state_key(session))) {
    return nullptr;
  }
  return &job_->result()->best_board;
}

std::optional<double> WodnySzlakAnalysisPanel::shown_total(const SessionController& session) const {
  if (shown_board(session) == nullptr) return std::nullopt;
  return job_->result()->analysis.best.score;
}

WodnySzlakAnalysisPanel& analysis_panel() {
  static WodnySzlakAnalysisPanel panel;
  return panel;
}

}  // namespace trib::ui::ws_ui

namespace trib::ui {

// The registry's entry (ui/analysis_panel.h).
AnalysisPanel& wodny_szlak_analysis_panel() {
  return ws_ui::analysis_panel();
}

}  // namespace trib::ui
