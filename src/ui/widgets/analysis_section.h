#pragma once
// The "Analysis" section a solo game's results share, whatever the game: Analyse starts a
// search in a worker thread, a progress bar and Stop follow it, then the findings (best
// with the draws, open-deck best, the player's score and gap, where it slipped), a toggle
// that shows the best layout on the board, and Again.

#include <imgui.h>

#include <cstdio>
#include <memory>
#include <string>

#include "core/format.h"
#include "ui/widgets/background_job.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

struct AnalysisWords {
  const char* intro;        // what Analyse finds, before it runs
  const char* best;         // "Best with your draws:"
  const char* open_deck;    // "Best, open deck:"
  const char* piece;        // "placement", "tile": what the slip point counts
  const char* show_toggle;  // "Show the best layout on the board"
};

// A bound is shown only when it says something: proven, or within 25 % of the best found;
// otherwise how long the search ran.
template <class SearchResult>
std::string analysis_verdict(const SearchResult& result) {
  if (result.score < 0) return "none found in the time";
  if (result.proven()) return std::to_string(result.score) + "  (proven optimal)";
  if (result.bound_informative()) {
    return std::to_string(result.score) + "  (none above " + std::to_string(result.bound) + ")";
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", result.seconds);
  return std::to_string(result.score) + "  (best found in " + seconds + " s)";
}

// `describe(move)` names a move: what was placed and where. Only a backed slip is named
// (the search's own noise is not a slip): what the player placed there, and the best
// line's first move from the state before it.
template <class Analysis, class Describe>
void analysis_findings(const Analysis& a, const AnalysisWords& words, Describe describe) {
  const auto line = [](const char* label, const std::string& value) {
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", value.c_str());
  };
  line(words.best, analysis_verdict(a.best));
  line(words.open_deck, analysis_verdict(a.open_deck));
  line("Your score:", std::to_string(a.player_score) + ", " +
                          std::to_string(a.best.score - a.player_score) + " below the best");
  if (a.slip.move && a.slip.certain && a.slipped) {
    std::string text = "It slipped at " + std::string(words.piece) + " " +
                       std::to_string(*a.slip.move + 1) + ", " + describe(*a.slipped) +
                       ": the best reachable fell from " + std::to_string(a.slip.best_before) +
                       " to " + std::to_string(a.slip.best_after) +
                       (a.slip.proven ? "." : " (searched as long as the line before it).");
    if (*a.slip.move < a.reachable.size() && !a.reachable[*a.slip.move].moves.empty()) {
      text += " Better: " + describe(a.reachable[*a.slip.move].moves.front()) + ".";
    }
    ImGui::TextWrapped("%s", text.c_str());
  } else {
    ImGui::TextWrapped("%s", a.slip.proven && !a.slip.move
                                 ? "No placement lost points: well played."
                                 : "No slip found in the time given.");
  }
  ImGui::TextDisabled("%s placements evaluated in %.1f s",
                      format_count(static_cast<unsigned long long>(a.evaluated)).c_str(),
                      a.seconds);
}

// The section's body for the job of the state `key`: `start()` returns a new job when
// Analyse is clicked, `findings(result)` draws a finished one.
template <class Found, class Start, class Findings>
void analysis_section(std::unique_ptr<BackgroundJob<Found>>& job, const StateKey& key,
                      const AnalysisWords& words, bool& show_on_board, Start start,
                      Findings findings) {
  section("Analysis");
  if (job && !(job->key() == key)) job.reset();  // another game, or the moves changed
  if (!job) {
    muted(words.intro);
    if (primary_button("Analyse")) job = start();
    return;
  }
  if (job->running()) {
    ImGui::ProgressBar(static_cast<float>(job->progress()), ImVec2(-1, 0), "searching…");
    if (ImGui::Button("Stop")) job->stop();
    return;
  }
  findings(*job->result());
  ImGui::Checkbox(words.show_toggle, &show_on_board);
  // Again keeps a gap from the panel's edge (and its scrollbar) at every font scale.
  same_line_if_fits(button_width("Again") + ImGui::GetStyle().ScrollbarSize);
  if (ImGui::SmallButton("Again")) job.reset();
}

}  // namespace trib::ui
