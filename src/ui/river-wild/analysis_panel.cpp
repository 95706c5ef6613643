// River Wild's Analysis section: the search in a worker thread, then its findings.

#include "ui/river-wild/analysis_panel.h"

#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-wild/analysis/analysis.h"
#include "session/controller.h"
#include "ui/widgets/analysis_section.h"

namespace trib::ui::rw_ui {

namespace {

constexpr double kSearchSeconds = 10;

// Looked up each frame: the language may change between two.
AnalysisWords analysis_words() {
  return {_("The best score your draws allowed, the best with any order of the same cards, and "
            "where your game fell behind."),
          _("Best with your draws:"), _("Best, open deck:"),
          // TRANSLATORS: what River Wild's analysis counts moves in ("It slipped at placement 7").
          _("placement"), _("Show the best layout on the board")};
}

std::string placement_text(const rw::Catalog& catalog, const rw::Placement& p) {
  const std::string& id = catalog.card(p.card).id;
  return p.back ? fill(_("{} (back) at row {}, col {}"), id, p.row, p.col)
                : fill(_("{} at row {}, col {}"), id, p.row, p.col);
}

// The score of a layout given by its placements (the source first).
rw::LayoutScore layout_score(const rw::Catalog& catalog, const std::vector<rw::Placement>& placed) {
  rw::Layout layout;
  layout.placed = placed;
  return rw::score_layout(catalog, layout, rw::CellGrid(catalog, layout), {});
}

}  // namespace

// The analysis and the best layout it found (the source first).
struct RiverWildAnalysisPanel::Found {
  analysis::wild::Analysis analysis;
  std::vector<rw::Placement> best_layout;
  rw::LayoutScore best_score;  // the best layout's, shown with it
};

RiverWildAnalysisPanel::RiverWildAnalysisPanel() = default;
RiverWildAnalysisPanel::~RiverWildAnalysisPanel() = default;

void RiverWildAnalysisPanel::draw_results(const SessionController& session) {
  const auto* solo = dynamic_cast<const rw::RiverWildMatch*>(&session.match());
  if (solo == nullptr || !session.finished() || session.final_results().size() != 1) return;
  const rw::RiverWildMatch& m = *solo;
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
  const AnalysisWords words = analysis_words();
  const auto findings = [&](const Found& found) {
    analysis_findings(found.analysis, words,
                      [&](const rw::Placement& move) { return placement_text(m.catalog(), move); });
  };
  analysis_section(job_, state_key(session), words, show_on_board_, start, findings);
}

const std::vector<rw::Placement>* RiverWildAnalysisPanel::shown_layout(
    const SessionController& session) const {
  if (!show_on_board_ || !job_ || job_->running() || !(job_->key() == state_key(session))) {
    return nullptr;
  }
  return &job_->result()->best_layout;
}

const rw::LayoutScore* RiverWildAnalysisPanel::shown_score(const SessionController& session) const {
  return shown_layout(session) == nullptr ? nullptr : &job_->result()->best_score;
}

std::optional<double> RiverWildAnalysisPanel::shown_total(const SessionController& session) const {
  const rw::LayoutScore* best = shown_score(session);
  return best ? std::optional<double>(best->total) : std::nullopt;
}

RiverWildAnalysisPanel& analysis_panel() {
  static RiverWildAnalysisPanel panel;
  return panel;
}

}  // namespace trib::ui::rw_ui

namespace trib::ui {

// The registry's entry (ui/analysis_panel.h).
AnalysisPanel& river_wild_analysis_panel() {
  return rw_ui::analysis_panel();
}

}  // namespace trib::ui
