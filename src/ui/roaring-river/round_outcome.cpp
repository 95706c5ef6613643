// What the entered paddle cards do, from the engine's preview: totals, direction, the
// danger change and Paddle 2 hearts; then which river cards to discard, the new cards to
// deal (typed as codes), the Rest choices and Confirm. Also the list of rounds played.

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

// "A1 (3F), B0 (2) and B2 (4M)".
std::string slot_list(const std::vector<std::string>& slots, const rr::RaftMove& raft) {
  std::string head;
  std::string last;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    last = slots[i] + " (" + rr::river_card_text(raft.discarded[i]) + ")";
    if (i + 1 < slots.size()) head += (i > 0 ? ", " : "") + last;
  }
  return head.empty() ? last : fill(_("{} and {}"), head, last);
}

// The way the raft goes, as in "The raft goes left".
const char* direction_words(rr::Direction direction) {
  switch (direction) {
    case rr::Direction::Left:
      return C_("the raft goes", "left");
    case rr::Direction::Right:
      return C_("the raft goes", "right");
    case rr::Direction::Straight:
      break;
  }
  return C_("the raft goes", "straight");
}

void totals_line(const rr::Paddling& p) {
  ImGui::TextUnformatted(fill(_("Left {}  \u00b7  Right {}"), p.left, p.right).c_str());
  if (p.straights > 0) {
    ImGui::SameLine();
    ImGui::TextUnformatted(fill(_("\u00b7  Straight +{}"), p.adjustment).c_str());
    if (ImGui::IsItemHovered()) {
      const auto count = static_cast<unsigned long>(p.straights);
      ImGui::SetTooltip("%s", fill(P_("{} Straight card: up to 2 each for the lower side, never "
                                      "past the other side",
                                      "{} Straight cards: up to 2 each for the lower side, never "
                                      "past the other side",
                                      count),
                                   p.straights)
                                  .c_str());
    }
  }
  ImGui::SameLine();
  ImGui::TextUnformatted(fill(_("\u00b7  difference {}"), p.difference).c_str());
}

void danger_line(const rr::RoundPreview& preview, const rr::Rules& rules) {
  const rr::DangerStep& d = preview.danger;
  const int threshold = rules.thresholds[static_cast<std::size_t>(d.before - 1)];
  const int diff = preview.paddling.difference;
  if (d.flipped()) {
    wrapped_text(theme_colours().illegal,
                 fill(_("The raft FLIPS: difference {} reaches {} at level 3. The game ends now; "
                        "the fewest hearts win."),
                      diff, threshold));
  } else if (d.after > d.before) {
    wrapped_text(
        theme_colours().warning,
        fill(_("Danger rises to level {}: difference {} reaches {}."), d.after, diff, threshold));
  } else if (d.after < d.before) {
    wrapped_text(theme_colours().legal,
                 fill(_("The raft calms to level {}: difference {} is 3 or less."), d.after, diff));
  } else {
    wrapped_text(
        fill(_("Danger stays at level {} (difference {} < {})."), d.after, diff, threshold));
  }
}

void hearts_line(const rr::RoundPreview& preview, const rr::Rules& rules) {
  std::string who;
  for (int p = 0; p < rules.players(); ++p) {
    const int n = preview.hearts[static_cast<std::size_t>(p)];
    if (n > 0) who += (who.empty() ? "" : ", ") + rules.names[p] + " +" + std::to_string(n);
  }
  if (who.empty()) return;
  wrapped_text(theme_colours().legal, fill(_("Heart cards: {} (Paddle 2 with the raft, {} each)."),
                                           who, format_score(rules.heart_value())));
}

// The deal field; returns true when the cards typed are exactly the ones needed.
bool deal_section(RoundEntry& entry, const rr::RoundPreview& preview, bool& enter) {
  const rr::RaftMove& raft = *preview.raft;
  const bool straight = preview.deal_needed == rr::kRiverCards;
  const std::string discard = slot_list(raft.discarded_slots, raft);
  // Three cards, or five going straight: the count's plural form follows the number.
  const auto needed = static_cast<unsigned long>(preview.deal_needed);
  wrapped_text(fill(
      straight ? P_("Discard {}. Deal {} new card: row A (A0 A1), then row B (B0 B1 B2).",
                    "Discard {}. Deal {} new cards: row A (A0 A1), then row B (B0 B1 B2).", needed)
               : P_("Discard {}. Deal {} new card: the new row B, B0 B1 B2 from left to "
                    "right.",
                    "Discard {}. Deal {} new cards: the new row B, B0 B1 B2 from left to "
                    "right.",
                    needed),
      discard, preview.deal_needed));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.5f);
  enter |= ImGui::InputTextWithHint("##deal", straight ? _("e.g. 2 3F 1 4M 2B") : _("e.g. 3F 1 2D"),
                                    &entry.deal_text, ImGuiInputTextFlags_EnterReturnsTrue);
  mark_typing_target(entry, 2);
  tooltip_above_item(_("Drops 1-4, then F forest, M mountain, D deer or B bird; spaces optional."));
  const DealParse deal = parse_deal(entry.deal_text);
  const int have = static_cast<int>(deal.cards.size());
  ImGui::SameLine();
  const bool exact = have == preview.deal_needed && deal.error.empty();
  ImGui::TextColored(exact ? theme_colours().legal : theme_colours().text_muted, "%s",
                     fill(_("{} of {}"), have, preview.deal_needed).c_str());
  for (int i = 0; i < have; ++i) {  // the typed cards, on the same line
    ImGui::SameLine(0, i == 0 ? -1.0f : 3.0f);
    river_chip(deal.cards[static_cast<std::size_t>(i)], ImGui::GetFrameHeight() * 1.15f,
               i < preview.deal_needed ? 1.0f : 0.35f);
  }
  if (!deal.error.empty()) wrapped_text(theme_colours().warning, deal.error);
  if (have > preview.deal_needed) {
    wrapped_text(theme_colours().warning,
                 fill(_("Too many cards: this move needs {}."), preview.deal_needed));
  }
  return exact;
}

nlohmann::json build_move(const RoundEntry& entry, const rr::RoaringRiverMatch& match,
                          const rr::RoundPreview& preview) {
  const rr::Rules& rules = match.rules();
  nlohmann::json plays = nlohmann::json::array();
  for (const auto& cards : picked_plays(entry, rules)) {
    nlohmann::json ids = nlohmann::json::array();
    for (int card : cards) ids.push_back(rules.catalog.paddles.cards[card].id);
    plays.push_back(std::move(ids));
  }
  nlohmann::json deal = nlohmann::json::array();
  if (!preview.ends_game()) {
    for (rr::RiverCard card : parse_deal(entry.deal_text).cards) {
      deal.push_back(rr::river_card_text(card));
    }
  }
  nlohmann::json move = {{"plays", plays}, {"deal", deal}};
  if (!preview.ends_game()) {
    if (auto recover = recover_json(entry, match)) move["recover"] = *recover;
  }
  return move;
}

}  // namespace

std::optional<rr::RoundPreview> entry_preview(const RoundEntry& entry,
                                              const rr::RoaringRiverMatch& match) {
  if (std::all_of(entry.picks.begin(), entry.picks.end(), [](int c) { return c < 0; })) {
    return std::nullopt;
  }
  return match.preview(picked_plays(entry, match.rules()));
}

RiverMarks entry_marks(const std::optional<rr::RoundPreview>& preview) {
  RiverMarks marks;
  if (!preview) return marks;
  marks.flip = preview->danger.flipped();
  if (!preview->raft) return marks;
  marks.landing = preview->raft->landed_slot;
  marks.discards = preview->raft->discarded_slots;
  if (preview->river_ends) {  // the cards still ahead go too
    marks.discards = {"A0", "A1", "B0", "B1", "B2"};
    std::erase(marks.discards, marks.landing);
  }
  return marks;
}

std::optional<nlohmann::json> draw_outcome(RoundEntry& entry, const SessionController& session,
                                           const rr::RoaringRiverMatch& match, bool enter) {
  const rr::Rules& rules = match.rules();
  const rr::State& state = match.state();
  const auto preview = entry_preview(entry, match);
  if (!preview) {
    muted(
        _("Click each player's revealed card above, or just type the codes: no need to click "
          "the field first."));
    return std::nullopt;
  }
  const bool complete = plays_complete(entry);
  ImGui::Spacing();
  totals_line(preview->paddling);
  if (!complete) {
    muted(_("Waiting for the other cards."));
    return std::nullopt;
  }
  if (preview->raft) {
    ImGui::TextUnformatted(
        fill(_("The raft goes {}, onto {} ({})."), direction_words(preview->paddling.direction),
             preview->raft->landed_slot, rr::river_card_text(preview->raft->landed))
            .c_str());
  }
  danger_line(*preview, rules);
  hearts_line(*preview, rules);
  bool ready = true;
  if (preview->river_ends) {
    ImGui::Spacing();
    wrapped_text(fill(P_("The deck holds {} card, fewer than the {} this move needs: the raft "
                         "reaches the end of the river and the cards left in front are discarded.",
                         "The deck holds {} cards, fewer than the {} this move needs: the raft "
                         "reaches the end of the river and the cards left in front are discarded.",
                         static_cast<unsigned long>(state.deck)),
                      state.deck, preview->deal_needed));
  } else if (preview->raft) {
    ImGui::Spacing();
    ready = deal_section(entry, *preview, enter);
  }
  if (!preview->ends_game()) draw_rest_dialog(entry, match);
  ImGui::Spacing();
  ImGui::TextDisabled("%s",
                      fill(_("Deck {} \u2192 {}  \u00b7  discard pile {} \u2192 {}"), state.deck,
                           preview->deck_after, state.discard, preview->discard_after)
                          .c_str());
  const nlohmann::json move = build_move(entry, match, *preview);
  const Verdict verdict = ready ? session.check(move) : Verdict{};
  ImGui::BeginDisabled(!ready || session.read_only());
  const std::string label =
      fill("{}###rr-confirm",
           preview->ends_game() ? _("Confirm the last round (Enter)") : _("Confirm round (Enter)"));
  bool confirm = primary_button(label.c_str());
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("%s", _("Enter, or Ctrl+Enter even while typing in a field"));
  }
  if (!ready) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", _("type the new cards"));
  }
  // Ctrl+Enter confirms from anywhere, even with the cursor in a text field.
  const bool ctrl_enter = ImGui::GetIO().KeyCtrl && (ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                                                     ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false));
  confirm |= ready && (enter || ctrl_enter || shortcut(GLFW_KEY_ENTER, false) ||
                       shortcut(GLFW_KEY_KP_ENTER, false));
  if (!verdict.legal()) {
    wrapped_text(theme_colours().illegal,
                 verdict.reason().message + "  [" + verdict.reason().rule + "]");
  }
  if (!entry.scrolled) {  // once: bring the deal, the Rest choices and Confirm into view
    ImGui::SetScrollHereY(1.0f);
    entry.scrolled = true;
  }
  if (confirm && !session.read_only())
    return move;  // an illegal one lands in the house-ruling banner
  return std::nullopt;
}

void draw_round_history(const rr::RoaringRiverMatch& match) {
  const rr::State& state = match.state();
  section(_("Rounds"));
  if (state.danger.empty()) {
    ImGui::TextDisabled("%s", _("No round played yet."));
    return;
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerH;
  if (!ImGui::BeginTable("rounds", 7, flags, ImVec2(0, ImGui::GetContentRegionAvail().y))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  // TRANSLATORS: the rounds table's headers; "Str." is the Straight cards' bonus, "Diff" the
  // difference between left and right
  for (const char* name :
       {"#", _("Left"), _("Right"), _("Str."), _("Diff"), _("Raft"), _("Level")}) {
    ImGui::TableSetupColumn(name);
  }
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < state.danger.size(); ++i) {
    const rr::DangerRecord& r = state.danger[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", r.round);
    ImGui::TableNextColumn();
    ImGui::Text("%d", r.paddling.left);
    ImGui::TableNextColumn();
    ImGui::Text("%d", r.paddling.right);
    ImGui::TableNextColumn();
    ImGui::Text(r.paddling.straights ? "+%d" : "", r.paddling.adjustment);
    ImGui::TableNextColumn();
    ImGui::Text("%d", r.paddling.difference);
    ImGui::TableNextColumn();
    if (r.level >= rr::kFlipLevel) {
      ImGui::TextColored(theme_colours().illegal, "%s", _("flipped"));
    } else {
      const std::string where =
          std::string(direction_words(r.paddling.direction)) +
          (i < state.trip.size() ? " \u2192 " + rr::river_card_text(state.trip[i]) : "");
      ImGui::TextUnformatted(where.c_str());
    }
    ImGui::TableNextColumn();
    ImGui::Text("%s", r.level >= rr::kFlipLevel ? "\u2620" : std::to_string(r.level).c_str());
  }
  ImGui::EndTable();
}

}  // namespace trib::ui::rr_ui
