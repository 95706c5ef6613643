#include "ui/river-wild/analysis_panel.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "analysis/river_wild_analysis.h"
#include "session/controller.h"
#include "ui/frame/theme.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

constexpr double kSearchSeconds = 10;

std::string placement_text(const rw::Catalog& catalog, const rw::Placement& p) {
  return catalog.card(p.card).id + (p.back ? " (back)" : "") + " at row " + std::to_string(p.row) +
         ", col " + std::to_string(p.col);
}

std::string verdict(const analysis::SearchResult& result) {
  return std::to_string(result.score) +
         (result.proven() ? "  (proven optimal)"
                          : "  (not proven: at most " + std::to_string(result.bound) + ")");
}

}  // namespace

// One search in a worker thread. The catalog and record are copies, so the session may
// change (or close) while it runs; the result is matched to the state it was made for.
struct AnalysisPanel::Job {
  StateKey key;
  rw::Catalog catalog;
  rw::Placement source;
  std::thread worker;
  std::atomic<bool> stop{false};
  std::atomic<bool> running{false};
  std::atomic<double> progress{0};
  mutable std::mutex mutex;
  std::optional<analysis::Analysis> result;
  std::vector<rw::Placement> best_layout;  // the source, then the best's placements

  Job(StateKey for_state, const rw::RiverWildMatch& m, analysis::GameRecord record)
      : key(std::move(for_state)), catalog(m.catalog()), source(m.layout().placed.front()) {
    running = true;
    worker = std::thread([this, record = std::move(record)] {
      analysis::Analysis found =
          analysis::analyse(catalog, record, kSearchSeconds, &stop, [this](double fraction) {
            progress = fraction;
            glfwPostEmptyEvent();  // wake the window to draw the progress
          });
      {
        const std::lock_guard lock(mutex);
        best_layout = {source};
        best_layout.insert(best_layout.end(), found.best.moves.begin(), found.best.moves.end());
        result = std::move(found);
      }
      running = false;
      glfwPostEmptyEvent();
    });
  }

  ~Job() {
    stop = true;
    if (worker.joinable()) worker.join();
  }
};

AnalysisPanel::AnalysisPanel() = default;
AnalysisPanel::~AnalysisPanel() = default;

namespace {

std::optional<std::size_t> first_house_ruling(const SessionController& session) {
  for (std::size_t i = 0; i < session.move_total(); ++i) {
    if (session.is_house_ruling(i)) return i;
  }
  return std::nullopt;
}

void findings(const analysis::Analysis& a, const rw::Catalog& catalog) {
  const auto line = [](const char* label, const std::string& value) {
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", value.c_str());
  };
  line("Best with your draws:", verdict(a.best));
  line("Best, open deck:", verdict(a.open_deck));
  line("Your score:", std::to_string(a.player_score) + ", " +
                          std::to_string(a.best.score - a.player_score) + " below the best");
  if (a.slip.move) {
    const std::size_t move = *a.slip.move;
    std::string text = "It slipped at placement " + std::to_string(move + 1) +
                       ": the best "
                       "reachable fell from " +
                       std::to_string(a.slip.best_before) + " to " +
                       std::to_string(a.slip.best_after) + ".";
    if (move < a.reachable.size() && !a.reachable[move].moves.empty()) {
      text += " Better: " + placement_text(catalog, a.reachable[move].moves.front()) + ".";
    }
    ImGui::TextWrapped("%s", text.c_str());
  } else {
    ImGui::TextWrapped("%s", a.slip.proven ? "No placement lost points: well played."
                                           : "No slip found in the time given.");
  }
  ImGui::TextDisabled("%llu placements evaluated in %.1f s",
                      static_cast<unsigned long long>(a.evaluated), a.seconds);
}

}  // namespace

void AnalysisPanel::draw(const SessionController& session, const rw::RiverWildMatch& m) {
  if (!session.finished() || session.final_results().size() != 1) return;
  section("Analysis");
  const StateKey key = state_key(session);
  if (job_ && !(job_->key == key)) job_.reset();  // another game, or the moves changed
  if (!job_) {
    muted(
        "The best score your draws allowed, the best with any order of the same cards, "
        "and where your game fell behind.");
    if (ImGui::Button("Analyse")) {
      const analysis::GameRecord record =
          analysis::game_record(m, session.table(), first_house_ruling(session));
      job_ = std::make_unique<Job>(key, m, record);
    }
    return;
  }
  if (job_->running) {
    ImGui::ProgressBar(static_cast<float>(job_->progress.load()), ImVec2(-1, 0), "searching…");
    if (ImGui::Button("Stop")) job_->stop = true;
    return;
  }
  bool again = false;
  {
    const std::lock_guard lock(job_->mutex);
    if (!job_->result) return;
    findings(*job_->result, job_->catalog);
    ImGui::Checkbox("Show the best layout on the board", &show_on_board_);
    ImGui::SameLine();
    again = ImGui::SmallButton("Again");
  }
  if (again) job_.reset();
}

const std::vector<rw::Placement>* AnalysisPanel::shown_layout(
    const SessionController& session) const {
  if (!show_on_board_ || !job_ || job_->running || !(job_->key == state_key(session))) {
    return nullptr;
  }
  return &job_->best_layout;
}

}  // namespace trib::ui::rw_ui
