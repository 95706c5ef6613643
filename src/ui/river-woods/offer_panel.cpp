// Record the offer in the Turn panel: one line showing the three face-up tiles and the three
// companion choices, with a field for the ids of those not known yet (drawn at a turn's end,
// after a redraw, a refresh or a take); keys 1 2 3 pick from them.

#include <imgui.h>
#include <imgui_stdlib.h>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

// "t17 t03 ? · fox otter ?": what is face up, "?" for a slot to enter.
std::string offer_summary(const Offer& offer) {
  std::string text;
  for (const std::string& id : offer.tiles) text += (id.empty() ? "?" : id) + " ";
  text += "\u00b7";
  for (const std::string& id : offer.companions) text += " " + (id.empty() ? "?" : id);
  return text;
}

}  // namespace

bool offer_missing(const ViewState& state, const rwd::RiverWoodsMatch& m) {
  return tiles_missing(state.offer.now(), state.preview, m.catalog()) > 0 ||
         companions_missing(state.offer.now()) > 0;
}

void pick_offer_slot(ViewState& state, const rwd::RiverWoodsMatch& m, int slot) {
  const Offer& offer = state.offer.now();
  const bool terrain = state.builder.action() == rwd::Action::Terrain;
  const std::string& id = (terrain ? offer.tiles : offer.companions)[slot - 1];
  if (id.empty()) {
    state.refusal = Illegal{
        "offer-slot-unknown",
        fill(terrain ? _("Terrain choice {} is not known yet: type what was drawn into the "
                         "offer's field (O), then pick it.")
                     : _("Companion choice {} is not known yet: type what was drawn into the "
                         "offer's field (O), then pick it."),
             slot)};
    return;
  }
  state.refusal = legal();
  if (terrain) {
    state.tile = m.catalog().find_terrain(id);
    state.rot = 0;
  } else {
    state.companion = m.catalog().find_companion(id);
    state.slot = slot;
  }
}

void pick_next_tile(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const bool terrain =
      state.live && state.record_offer && state.builder.action() == rwd::Action::Terrain;
  const nlohmann::json turn_so_far =
      terrain ? nlohmann::json{m.move_count(), state.builder.steps().size()} : nullptr;
  if (turn_so_far == state.next_tile_of) return;
  state.next_tile_of = turn_so_far;
  if (!terrain || state.builder.ap_left(m.catalog(), m.state()) == 0) return;
  const Offer& offer = state.offer.now();
  for (int slot = 1; slot <= kOfferSlots; ++slot) {
    if (!offer.tiles[slot - 1].empty()) {
      pick_offer_slot(state, m, slot);
      return;
    }
  }
}

bool draw_offer_field(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const bool missing = offer_missing(state, m);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Offer"));
  ImGui::SameLine();
  ImGui::TextColored(missing ? theme_colours().warning : theme_colours().text_muted, "%s",
                     offer_summary(state.offer.now()).c_str());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s",
                      _("The terrain tiles and companions face up, in their slots (keys 1 2 3 "
                        "pick one); ? is one not entered yet."));
  }
  if (state.focus_offer) {
    focus_text_field();
    state.focus_offer = false;
    state.offer_focused_at = ImGui::GetTime();
  }
  ImGui::SetNextItemWidth(-1);
  const char* hint = state.confirm_after_offer
                         ? _("Drawn to refill: ids, then Enter confirms the turn")
                         : (missing ? _("Drawn: ids, e.g. 17 3 fox (O)") : _("Offer complete (O)"));
  const bool entered = ImGui::InputTextWithHint("##rwd-offer", hint, &state.offer_line,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
  if (!entered) return false;
  // The Enter that added the last step may still be held as the field takes the keyboard,
  // and repeat into it: an Enter sooner than a key repeats after the focus is not the
  // player's answer, and the field keeps the keys.
  if (ImGui::GetTime() - state.offer_focused_at < ImGui::GetIO().KeyRepeatDelay) {
    state.focus_offer = true;
    return false;
  }
  if (!state.offer_line.empty()) {
    const Verdict filled =
        fill_offer(state.offer.now(), state.offer_line, m.catalog(), state.preview);
    state.refusal = filled;
    if (!filled.legal()) {
      state.focus_offer = true;  // keep typing: the line stays for a fix
      return false;
    }
    state.offer_line.clear();
    if (m.move_count() == 0 && state.builder.steps().empty()) state.store_first_offer = true;
  }
  give_keyboard_to_board();
  const bool confirm = state.confirm_after_offer;
  state.confirm_after_offer = false;
  return confirm;
}

}  // namespace trib::ui::woods_ui
