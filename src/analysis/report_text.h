#pragma once
// The plain-text report of a solo analysis (`tributary analyse` without --json), for any
// game's SoloAnalysis: the bests, the player's score, where it slipped and the effort.

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/solo_analysis.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib::analysis {

inline std::string one_decimal(double seconds) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(1) << seconds;
  return text.str();
}

// A bound is printed only when it says something: proven, or within 25 % of the best found.
template <class Result>
std::string verdict(const Result& result) {
  if (result.score < 0) return _("no line found in the time");
  if (result.proven()) return fill(_("{} (proven optimal)"), result.score);
  if (result.bound_informative()) {
    return fill(_("{} (not proven: nothing above {})"), result.score, result.bound);
  }
  return fill(_("{} (best found in {} s)"), result.score, one_decimal(result.seconds));
}

// The report's labelled lines, their values lined up after the longest label.
class ReportLines {
 public:
  void add(const char* label, const std::string& value) { lines_.emplace_back(label, value); }
  std::string text() const {
    std::size_t width = 0;
    for (const auto& [label, value] : lines_) width = std::max(width, character_count(label));
    std::string out;
    for (const auto& [label, value] : lines_) {
      out += label + std::string(width + 1 - character_count(label), ' ') + value + "\n";
    }
    return out;
  }

 private:
  std::vector<std::pair<std::string, std::string>> lines_;
};

// `describe(move)` names a move: what was placed and where (terminal-safe).
template <class Analysis, class Describe>
std::string report_text(std::string_view game, const Analysis& a, Describe describe) {
  ReportLines lines;
  lines.add(_("Best with your draws:"), verdict(a.best));
  lines.add(_("Best with an open deck:"), verdict(a.open_deck));
  lines.add(_("Your score:"), a.best.score >= 0
                                  ? fill(_("{} ({} below the best with your draws)"),
                                         a.player_score, a.best.score - a.player_score)
                                  : std::to_string(a.player_score));
  // Only a backed slip is named: otherwise the drop may be the search's own noise.
  if (a.slip.move && a.slip.certain) {
    lines.add(_("Where it slipped:"),
              fill(a.slip.proven ? _("placement {}, {} (table move {}; the best reachable fell "
                                     "from {} to {})")
                                 : _("placement {}, {} (table move {}; the best reachable fell "
                                     "from {} to {}), not proven"),
                   *a.slip.move + 1, describe(*a.slipped), a.slip.table_move.value_or(*a.slip.move),
                   a.slip.best_before, a.slip.best_after));
    const auto& better = a.reachable[*a.slip.move].moves;
    if (!better.empty()) lines.add(_("Better there:"), describe(better.front()));
  } else if (a.slip.proven && !a.slip.move) {
    lines.add(_("Where it slipped:"), _("nowhere"));
  } else {
    lines.add(_("Where it slipped:"), _("no slip found"));
  }
  std::string out = fill(_("{} analysis"), game) + "\n\n" + lines.text();
  if (a.stable) {
    out += fill(P_("The best line's last {} placement was searched exhaustively: none does "
                   "better.",
                   "The best line's last {} placements were searched exhaustively: none does "
                   "better.",
                   kStableSteps),
                kStableSteps) +
           "\n";
  }
  std::ostringstream seconds;
  seconds << a.seconds;
  out += "\n" +
         fill(P_("{} placement evaluated in {} s", "{} placements evaluated in {} s",
                 static_cast<unsigned long>(a.evaluated)),
              a.evaluated, seconds.str()) +
         "\n";
  return out;
}

}  // namespace trib::analysis
