// The round being entered: one paddle card per player (two in the 2-player game, set 1 then
// set 2), picked from the cards still in that hand or typed as codes; then the outcome,
// the deal, the Rest recoveries and Confirm (round_outcome.cpp, rest_dialog.cpp).

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

// One row of small paddle cards: the slot's hand, played cards left as empty places.
void pick_row(RoundEntry& entry, const rr::RoaringRiverMatch& match, int slot, float label_width) {
  const rr::Rules& rules = match.rules();
  const rr::PaddleSet& paddles = rules.catalog.paddles;
  const rr::PaddleHand& hand = match.state().players[slot / rules.sets()].sets[slot % rules.sets()];
  int& pick = entry.picks[static_cast<std::size_t>(slot)];
  ImGui::PushID(slot);
  ImGui::AlignTextToFramePadding();
  // A long name is cut with "…" (the whole of it is the tooltip): the cards keep their room.
  fitted_text(slot_name(rules, slot), pick < 0 ? nullptr : &theme_colours().accent,
              label_width - ImGui::GetStyle().ItemSpacing.x);
  const int cards = static_cast<int>(paddles.cards.size());
  const float room = ImGui::GetContentRegionAvail().x - label_width - 4.0f * (cards - 1) - 4;
  const float width =
      std::max(1.0f, std::min(ImGui::GetFrameHeight() * 1.3f / kCardAspect, room / cards));
  const float height = width * kCardAspect;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (int card = 0; card < cards; ++card) {
    ImGui::SameLine(card == 0 ? label_width : 0, card == 0 ? -1.0f : 4.0f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(card);
    if (!hand.holds(card)) {
      ImGui::Dummy(ImVec2(width, height));
      draw_empty_slot(draw, at, width, to_u32(theme_colours().border));
      if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", fill(_("{}: played, not in hand"), paddles.cards[card].id).c_str());
      }
      ImGui::PopID();
      continue;
    }
    if (ImGui::InvisibleButton("##card", ImVec2(width, height))) {
      pick = pick == card ? -1 : card;
      entry.plays_text = plays_text(entry.picks, paddles);
      if (!plays_complete(entry)) entry.plays_text += ' ';  // typing goes on with a new code
    }
    const bool chosen = pick == card, hovered = ImGui::IsItemHovered();
    const float lift = chosen ? 0.0f : 3.0f;
    draw_paddle_card(draw, ImVec2(at.x, at.y + lift), width, paddles.cards[card],
                     chosen || pick < 0 ? 1.0f : 0.45f);
    if (chosen || hovered) {
      draw->AddRect(ImVec2(at.x - 2, at.y + lift - 2),
                    ImVec2(at.x + width + 2, at.y + lift + height + 2),
                    to_u32(chosen ? theme_colours().accent : theme_colours().text_muted), 5.0f, 0,
                    chosen ? 3.0f : 1.5f);
    }
    if (hovered) ImGui::SetTooltip("%s", paddles.cards[card].id.c_str());
    ImGui::PopID();
  }
  ImGui::PopID();
}

// Text typed on past the last paddle code (the new river cards, when the field kept the
// keyboard) moves to the deal field, and the keyboard with it: the field lets go, so the
// next keys go where they are needed (typing.cpp). While active it would also write its own
// copy, overflow included, back on the next key.
void move_overflow_to_deal(RoundEntry& entry, const rr::RoaringRiverMatch& match) {
  const auto end = plays_end(entry.plays_text, match);
  if (!end) return;
  entry.picks = parse_plays(entry.plays_text.substr(0, *end), match).picks;
  const auto preview = entry_preview(entry, match);
  if (!preview || !preview->raft || preview->river_ends) return;  // no cards to deal
  std::string rest = entry.plays_text.substr(*end);
  rest.erase(0, rest.find_first_not_of(" ,;"));
  entry.deal_text += rest;
  entry.plays_text.resize(*end);
  ImGui::ClearActiveID();
}

void codes_field(RoundEntry& entry, const rr::RoaringRiverMatch& match, bool& enter) {
  if (entry.focus_codes) {  // the old codes selected: End, Backspace and a key change one
    focus_text_field();
    entry.focus_codes = false;
  }
  ImGui::SetNextItemWidth(-1);
  const char* hint = match.rules().two_player()
                         ? _("type codes: set 1 and set 2 per player, e.g. 3L 2R  rest 4R")
                         : _("type codes in seat order, e.g. 3L 2R s rest");
  const bool pressed = ImGui::InputTextWithHint("##plays", hint, &entry.plays_text,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
  mark_typing_target(entry, 1);
  if (ImGui::IsItemEdited()) {
    move_overflow_to_deal(entry, match);
    entry.picks = parse_plays(entry.plays_text, match).picks;
  }
  enter = enter || pressed;
  tooltip_above_item(
      _("Codes: 2L 2R 3L 3R 4L 4R 5L 5R, s (straight), r (rest); any unambiguous start of a "
        "card's name works. ? skips a slot. Enter goes on."));
  const PlaysParse parsed = parse_plays(entry.plays_text, match);
  if (!parsed.error.empty()) {
    wrapped_text(theme_colours().warning, parsed.error.c_str());
  }
}

}  // namespace

void sync_entry(RoundEntry& entry, const SessionController& session, const rr::Rules& rules) {
  if (entry.session == &session && entry.title == session.title() &&
      entry.revision == session.revision() &&
      static_cast<int>(entry.picks.size()) == slot_count(rules)) {
    return;
  }
  entry = RoundEntry{};
  entry.session = &session;
  entry.title = session.title();
  entry.revision = session.revision();
  entry.picks.assign(static_cast<std::size_t>(slot_count(rules)), -1);
  entry.rest.assign(entry.picks.size(), -1);
  const auto& edit = session.past_edit();
  const auto* match = dynamic_cast<const rr::RoaringRiverMatch*>(&session.match());
  if (edit && edit->replaced && match != nullptr) prefill_entry(entry, *edit->replaced, *match);
}

std::vector<std::vector<int>> picked_plays(const RoundEntry& entry, const rr::Rules& rules) {
  std::vector<std::vector<int>> plays(static_cast<std::size_t>(rules.players()));
  for (int slot = 0; slot < static_cast<int>(entry.picks.size()); ++slot) {
    const int card = entry.picks[static_cast<std::size_t>(slot)];
    if (card >= 0) plays[static_cast<std::size_t>(slot / rules.sets())].push_back(card);
  }
  return plays;
}

bool plays_complete(const RoundEntry& entry) {
  return !entry.picks.empty() &&
         std::all_of(entry.picks.begin(), entry.picks.end(), [](int card) { return card >= 0; });
}

std::optional<nlohmann::json> draw_round_entry(RoundEntry& entry, const SessionController& session,
                                               const rr::RoaringRiverMatch& match) {
  const rr::Rules& rules = match.rules();
  section(fill(_("Round {}: the paddle cards"), match.state().rounds + 1).c_str());
  entry.target = typing_target(entry, match);
  bool enter = false;
  codes_field(entry, match, enter);
  float label_width = 0;
  for (int slot = 0; slot < slot_count(rules); ++slot) {
    label_width = std::max(label_width, ImGui::CalcTextSize(slot_name(rules, slot).c_str()).x);
  }
  label_width += ImGui::GetStyle().ItemSpacing.x * 2;
  // Names take at most a third of the row, so a 60-character name leaves the cards drawn.
  label_width = std::min(label_width, ImGui::GetContentRegionAvail().x / 3);
  for (int slot = 0; slot < slot_count(rules); ++slot) pick_row(entry, match, slot, label_width);
  return draw_outcome(entry, session, match, enter);
}

}  // namespace trib::ui::rr_ui
