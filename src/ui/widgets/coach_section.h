#pragma once
// The coach a live solo game shares, whatever the game: a "Coach" checkbox (off by
// default, for that session only), a ranking that runs in a worker thread whenever the
// table changes, and the best lines with the final score each can expect. A click on a
// line (Shift+C: the first) hands its option back to the game, which picks it on the
// board; C turns the coach on and off.

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "ui/platform/keys.h"
#include "ui/widgets/background_job.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

struct CoachLine {
  std::string label;    // where: "c07↔ r2 c1", "base-03 (1, -2) 90°"
  std::string tooltip;  // the same in words, with the samples behind the figure
};

template <class Option>
class CoachSection {
 public:
  // `offered`: the checkbox shows (a live solo game that keeps its hand); `ready`: there is
  // something to rank, else `waiting` says what the coach waits for. `start()` returns the ranking
  // work for the table as it is now (a BackgroundJob work function owning copies of what it reads);
  // `describe(option)` its line. Returns the option clicked. The texts are English marked with
  // N_() (or already translated): shown through _().
  template <class Start, class Describe>
  std::optional<Option> draw(const SessionController& session, bool offered, bool ready,
                             const char* tooltip, const char* waiting, const char* nothing_fits,
                             Start start, Describe describe) {
    if (session_ != &session) {  // per session: a new one starts with the coach off
      session_ = &session;
      on_ = false;
      job_.reset();
    }
    if (!offered) return std::nullopt;
    if (shortcut(GLFW_KEY_C, false)) on_ = !on_;
    ImGui::Spacing();
    ImGui::Checkbox(fill("{}###coach", _("Coach (C)")).c_str(), &on_);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "%s",
          fill(_("{}. C turns it on and off; Shift+C picks the first line."), _(tooltip)).c_str());
    }
    if (!on_ || !ready) {
      if (on_) muted(_(waiting));
      job_.reset();
      return std::nullopt;
    }
    const StateKey key = state_key(session);
    if (!job_ || !(job_->key() == key)) job_ = std::make_unique<Job>(key, start());
    if (job_->running()) {
      ImGui::TextDisabled("%s", _("ranking\u2026"));
      return std::nullopt;
    }
    const std::vector<Option>& options = *job_->result();
    if (options.empty()) {
      muted(_(nothing_fits));
      return std::nullopt;
    }
    // The expected score leads each line; in a narrow palette the place goes under the
    // piece ("base-03" / "(1, -1) 180°"), never split inside itself.
    std::optional<Option> picked;
    if (shortcut(GLFW_KEY_C, false, true)) picked = options.front();
    const std::size_t shown = std::min(kLinesShown, options.size());
    const float label_x = ImGui::CalcTextSize("00.0").x + ImGui::GetStyle().ItemSpacing.x * 2;
    const float wrap = std::max(1.0f, ImGui::GetContentRegionAvail().x - label_x);
    for (std::size_t i = 0; i < shown; ++i) {
      const CoachLine line = describe(options[i]);
      std::string label = line.label;
      if (const std::size_t space = label.find(' ');
          space != std::string::npos && ImGui::CalcTextSize(label.c_str()).x > wrap) {
        label[space] = '\n';
      }
      ImGui::PushID(static_cast<int>(i));
      const ImVec2 at = ImGui::GetCursorPos();
      const float height = ImGui::CalcTextSize(label.c_str()).y;
      if (ImGui::Selectable("##line", false, 0, ImVec2(0, height))) picked = options[i];
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", line.tooltip.c_str());
      const ImVec2 after = ImGui::GetCursorPos();
      ImGui::SetCursorPos(at);
      ImGui::TextDisabled("%s", format_decimal(options[i].expected, 1).c_str());
      ImGui::SameLine(at.x + label_x);
      ImGui::TextUnformatted(label.c_str());
      ImGui::SetCursorPos(after);
      ImGui::PopID();
    }
    if (options.size() > shown) {
      const std::size_t more = options.size() - shown;
      ImGui::TextDisabled("%s", fill(P_("and {} more", "and {} more", more), more).c_str());
    }
    return picked;
  }

 private:
  static constexpr std::size_t kLinesShown = 6;
  using Job = BackgroundJob<std::vector<Option>>;
  std::unique_ptr<Job> job_;
  const void* session_ = nullptr;  // the session the toggle belongs to
  bool on_ = false;
};

}  // namespace trib::ui
