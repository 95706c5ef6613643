#include "ui/river-wild/coach_panel.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "analysis/river_wild_coach.h"
#include "ui/frame/theme.h"
#include "ui/widgets/background_job.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

constexpr auto kCoachBudget = std::chrono::milliseconds(300);
constexpr std::size_t kLinesShown = 6;

}  // namespace

CoachPanel::CoachPanel() = default;
CoachPanel::~CoachPanel() = default;

namespace {

// Picks the option's card and side and puts the keyboard ghost on its spot.
void pick(BoardState& state, const rw::Placement& p) {
  state.selected = p.card;
  state.back = p.back;
  state.key_spot = p;
}

}  // namespace

void CoachPanel::draw(BoardState& state, const SessionController& session,
                      const rw::RiverWildMatch& m) {
  if (session_ != &session) {  // per session: a new one starts with the coach off
    session_ = &session;
    on_ = false;
    job_.reset();
  }
  if (session.read_only() || m.finished() || !shows_hand(m)) return;
  ImGui::Spacing();
  ImGui::Checkbox("Coach", &on_);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "Ranks every legal placement of your hand by the score it can expect, "
        "whatever order the deck comes in");
  }
  if (!on_ || m.hand().empty()) {
    job_.reset();
    return;
  }
  const StateKey key = state_key(session);
  if (!job_ || !(job_->key() == key)) {
    // The inputs are copies: the session may move on while the ranking runs.
    job_ = std::make_unique<Job>(
        key, [catalog = m.catalog(), layout = m.layout(), hand = m.hand(), unseen = m.deck_cards()](
                 const std::atomic<bool>& stop, const auto&) {
          const analysis::Budget budget{std::chrono::steady_clock::now() + kCoachBudget, &stop};
          return analysis::coach(catalog, layout, hand, unseen, budget, /*seed=*/1);
        });
  }
  if (job_->running()) {
    ImGui::TextDisabled("ranking\u2026");
    return;
  }
  const std::vector<analysis::CoachOption>& options = *job_->result();
  if (options.empty()) {
    muted("No card in hand fits anywhere.");
    return;
  }
  const std::size_t shown = std::min(kLinesShown, options.size());
  for (std::size_t i = 0; i < shown; ++i) {
    const analysis::CoachOption& option = options[i];
    const rw::Placement& p = option.placement;
    char where[64];
    std::snprintf(where, sizeof where, "%s%s r%d c%d", m.catalog().card(p.card).id.c_str(),
                  p.back ? "\u2194" : "", p.row, p.col);
    char expected[32];
    std::snprintf(expected, sizeof expected, "%.1f", option.expected);
    ImGui::PushID(static_cast<int>(i));
    const float right = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(expected).x;
    const bool clicked = ImGui::Selectable(where, false);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "%s%s at row %d, col %d: expected final score %.2f over %d deck order%s%s. "
          "Click to pick it, Enter to place it.",
          m.catalog().card(p.card).id.c_str(), p.back ? " (back)" : "", p.row, p.col,
          option.expected, option.samples, option.samples == 1 ? "" : "s",
          option.exact ? " (exact)" : "");
    }
    ImGui::SameLine(std::max(right, ImGui::GetCursorPosX()));
    ImGui::TextDisabled("%s", expected);
    if (clicked) pick(state, p);
    ImGui::PopID();
  }
  if (options.size() > shown) {
    ImGui::TextDisabled("and %zu more", options.size() - shown);
  }
}

}  // namespace trib::ui::rw_ui
