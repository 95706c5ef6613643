// River Wild's Analysis section: the search in a worker thread, then its findings.

#include "ui/river-wild/analysis_panel.h"

#include <string>

#include "games/river-wild/analysis/analysis.h"
#include "session/controller.h"
#include "ui/widgets/analysis_section.h"

namespace trib::ui::rw_ui {

namespace {

constexpr double kSearchSeconds = 10;

constexpr AnalysisWords kWords{
    "The best score your draws allowed, the best with any order of the same cards, and where "
    "your game fell behind.",
    "Best with your draws:", "Best, open deck:", "placement", "Show the best layout on the board"};

std::string placement_text(const rw::Catalog& catalog, const rw::Placement& p) {
  return catalog.card(p.card).id + (p.back ? " (back)" : "") + " at row " + std::to_string(p.row) +
         ", col " + std::to_string(p.col);
}

// The score of a layout given by its placements (the source first).
rw::LayoutScore layout_score(const rw::Catalog& catalog, const std::vector<rw::Placement>& placed) {
  rw::Layout layout;
  layout.placed = placed;
  return rw::score_layout(catalog, layout, rw::CellGrid(catalog, layout), {});
}

}  // namespace

// The analysis and the best layout it found (the source first).
struct AnalysisPanel::Found {
  analysis::wild::Analysis analysis;
  std::vector<rw::Placement> best_layout;
  rw::LayoutScore best_score;  // the best layout's, shown with it
};

AnalysisPanel::AnalysisPanel() = default;
AnalysisPanel::~AnalysisPanel() = default;

void AnalysisPanel::draw(const SessionController& session, const rw::RiverWildMatch& m) {
  if (!session.finished() || session.final_results().size() != 1) return;
  const auto start = [&] {
    return std::make_unique<Job>(
        state_key(session),
        [catalog = m.catalog(), source = m.layout().placed.front(),
         record = analysis::wild::game_record(m, session.table(), session.first_house_ruling())](
            const std::atomic<bool>& stop, const auto& report) {
          Found found;
          found.analysis = analysis::wild::analyse(catalog, record, kSearchSeconds, &stop, report);
          found.best_layout = {source};
          const auto& moves = found.analysis.best.moves;
          found.best_layout.insert(found.best_layout.end(), moves.begin(), moves.end());
          found.best_score = layout_score(catalog, found.best_layout);
          return found;
        });
  };
  const auto findings = [&](const Found& found) {
    analysis_findings(found.analysis, kWords,
                      [&](const rw::Placement& move) { return placement_text(m.catalog(), move); });
  };
  analysis_section(job_, state_key(session), kWords, show_on_board_, start, findings);
}

const std::vector<rw::Placement>* AnalysisPanel::shown_layout(
    const SessionController& session) const {
  if (!show_on_board_ || !job_ || job_->running() || !(job_->key() == state_key(session))) {
    return nullptr;
  }
  return &job_->result()->best_layout;
}

const rw::LayoutScore* AnalysisPanel::shown_score(const SessionController& session) const {
  return shown_layout(session) == nullptr ? nullptr : &job_->result()->best_score;
}

}  // namespace trib::ui::rw_ui
