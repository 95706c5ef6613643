#pragma once
// The "Analysis" section a solo game's results share, whatever the game: Analyse starts a
// search in a worker thread, a progress bar and Stop follow it, then the findings (best
// with the draws, open-deck best, the player's score and gap, where it slipped), a toggle
// that shows the best layout on the board, and Again.

#include <imgui.h>

#include <memory>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/widgets/background_job.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

// English marked with N_() (or already translated): the section shows them through _().
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
  if (result.score < 0) return _("none found in the time");
  if (result.proven()) return fill(_("{}  (proven optimal)"), result.score);
  if (result.bound_informative()) {
    return fill(_("{}  (none above {})"), result.score, result.bound);
  }
  return fill(_("{}  (best found in {} s)"), result.score, format_decimal(result.seconds, 1));
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
  line(_(words.best), analysis_verdict(a.best));
  line(_(words.open_deck), analysis_verdict(a.open_deck));
  line(_("Your score:"),
       fill(_("{}, {} below the best"), a.player_score, a.best.score - a.player_score));
  if (a.slip.move && a.slip.certain && a.slipped) {
    // TRANSLATORS: the game's word for a piece ("placement", "tile") and its number, the
    // move made there, then the best final score reachable before and after it.
    std::string text =
        fill(a.slip.proven ? _("It slipped at {} {}, {}: the best reachable fell from {} to {}.")
                           : _("It slipped at {} {}, {}: the best reachable fell from {} to {} "
                               "(searched as long as the line before it)."),
             _(words.piece), *a.slip.move + 1, describe(*a.slipped), a.slip.best_before,
             a.slip.best_after);
    if (*a.slip.move < a.reachable.size() && !a.reachable[*a.slip.move].moves.empty()) {
      text += " " + fill(_("Better: {}."), describe(a.reachable[*a.slip.move].moves.front()));
    }
    ImGui::TextWrapped("%s", text.c_str());
  } else {
    ImGui::TextWrapped("%s", a.slip.proven && !a.slip.move
                                 ? _("No placement lost points: well played.")
                                 : _("No slip found in the time given."));
  }
  const std::string seconds = format_decimal(a.seconds, 1);
  ImGui::TextDisabled("%s",
                      fill(_("{} placements evaluated in {} s"),
                           format_count(static_cast<unsigned long long>(a.evaluated)), seconds)
                          .c_str());
}

// The section's body for the job of the state `key`: `start()` returns a new job when
// Analyse is clicked, `findings(result)` draws a finished one.
template <class Found, class Start, class Findings>
void analysis_section(std::unique_ptr<BackgroundJob<Found>>& job, const StateKey& key,
                      const AnalysisWords& words, bool& show_on_board, Start start,
                      Findings findings) {
  section(_("Analysis"));
  if (job && !(job->key() == key)) job.reset();  // another game, or the moves changed
  if (!job) {
    muted(_(words.intro));
    if (primary_button(_("Analyse"))) job = start();
    return;
  }
  if (job->running()) {
    ImGui::ProgressBar(static_cast<float>(job->progress()), ImVec2(-1, 0), _("searching…"));
    if (ImGui::Button(_("Stop"))) job->stop();
    return;
  }
  findings(*job->result());
  ImGui::Checkbox(fill("{}###show-best", _(words.show_toggle)).c_str(), &show_on_board);
  // Again keeps a gap from the panel's edge (and its scrollbar) at every font scale.
  const char* again = _("Again");
  same_line_if_fits(button_width(again) + ImGui::GetStyle().ScrollbarSize);
  if (ImGui::SmallButton(again)) job.reset();
}

}  // namespace trib::ui
