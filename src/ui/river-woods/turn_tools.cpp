// The tools of each action in the turn panel: the terrain tiles still in the box (search,
// pick, turn) and the redraw; the companions nobody holds with slot and side; the pieces,
// token options, forager exchanges and the Stoat's push for a movement.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cfloat>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/words.h"
#include "session/controller.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

constexpr rwd::Token kTokens[] = {rwd::Token::Flower, rwd::Token::Berry, rwd::Token::Tea,
                                  rwd::Token::Mountain};

std::string folded(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

bool matches(const rwd::Tile& tile, const std::string& search) {
  if (search.empty()) return true;
  const std::string needle = folded(search);
  return folded(tile.id).find(needle) != std::string::npos ||
         folded(tile_text(tile)).find(needle) != std::string::npos;
}

// Pads what was drawn since the cursor was at `top` to `height`, so the rows below stay put
// whichever variant of a line was drawn (a click aimed at them must not miss).
void keep_rows_height(float top, float height) {
  const float want = top + height + ImGui::GetStyle().ItemSpacing.y;
  if (ImGui::GetCursorPosY() < want) {
    ImGui::SetCursorPosY(want);
    ImGui::Dummy(ImVec2(0, 0));
    ImGui::SetCursorPosY(want);
  }
}

// The height `text` takes wrapped to the panel's width, at least one frame's.
float wrapped_height(const char* text) {
  const float wrap = ImGui::GetContentRegionAvail().x;
  return std::max(ImGui::GetFrameHeight(), ImGui::CalcTextSize(text, nullptr, false, wrap).y);
}

// A selectable row with a drawn icon on its left and a wrapped caption under its title;
// `draw_icon` paints into the icon's square.
template <typename DrawIcon>
bool icon_row(const char* id, bool selected, float icon, const std::string& text,
              const std::string& detail, DrawIcon draw_icon) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float text_x = icon + style.ItemSpacing.x;
  const float wrap = std::max(1.0f, ImGui::GetContentRegionAvail().x - text_x);
  ImFont* small = fonts().small ? fonts().small : ImGui::GetFont();
  const float title_h = ImGui::GetTextLineHeight();
  const float detail_h =
      detail.empty() ? 0.0f
                     : small->CalcTextSizeA(small->FontSize, FLT_MAX, wrap, detail.c_str()).y;
  const float height = std::max(icon, title_h + detail_h) + style.ItemSpacing.y;
  const bool pressed = ImGui::Selectable(id, selected, 0, ImVec2(0, height));
  const ImVec2 min = ImGui::GetItemRectMin();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw_icon(draw, ImVec2(min.x + icon * 0.5f, min.y + height * 0.5f));
  const float y = min.y + (height - title_h - detail_h) * 0.5f;
  draw->AddText(ImVec2(min.x + text_x, y), to_u32(theme_colours().text), text.c_str());
  if (!detail.empty()) {
    draw->AddText(small, small->FontSize, ImVec2(min.x + text_x, y + title_h),
                  to_u32(theme_colours().text_muted), detail.c_str(), nullptr, wrap);
  }
  return pressed;
}

// The tiles still in the box that match the search.
std::vector<int> listed_tiles(const ViewState& state, const rwd::RiverWoodsMatch& m) {
  std::vector<int> out;
  for (int t : unplaced_tiles(state.preview)) {
    if (matches(m.catalog().terrains[t], state.search)) out.push_back(t);
  }
  return out;
}

// The entry after (or before) `current` in `list`, wrapping round; the first when absent.
int next_in(const std::vector<int>& list, int current, int direction) {
  if (list.empty()) return -1;
  const auto at = std::find(list.begin(), list.end(), current);
  if (at == list.end()) return direction > 0 ? list.front() : list.back();
  const int n = static_cast<int>(list.size());
  const int i = static_cast<int>(at - list.begin());
  return list[((i + direction) % n + n) % n];
}

void tile_list(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const std::vector<int> tiles = unplaced_tiles(state.preview);
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##rwd-search", _("Search: id, terrain, token"), &state.search);
  const float icon = ImGui::GetTextLineHeightWithSpacing() * 1.6f;
  const float footer = ImGui::GetTextLineHeightWithSpacing();
  const float height = std::max(icon * 2.5f, ImGui::GetContentRegionAvail().y - footer);
  ImGui::BeginChild("##rwd-tiles", ImVec2(0, height), true);
  int shown = 0;
  for (int t : tiles) {
    const rwd::Tile& tile = m.catalog().terrains[t];
    if (!matches(tile, state.search)) continue;
    ++shown;
    ImGui::PushID(t);
    const bool picked = icon_row("##tile", state.tile == t, icon, tile.id, tile_text(tile),
                                 [&](ImDrawList* draw, ImVec2 c) {
                                   const HexPaint paint{draw, c, icon * 0.5f};
                                   draw_tile(paint, tile, state.tile == t ? state.rot : 0);
                                   draw_hex_outline(paint, IM_COL32(30, 30, 30, 160), 1.0f);
                                 });
    if (picked) {
      state.tile = state.tile == t ? -1 : t;
      state.rot = 0;
    }
    if (state.tile == t && state.reveal_pick) {  // picked with N: bring it into view
      ImGui::SetScrollHereY(0.5f);
      state.reveal_pick = false;
    }
    ImGui::PopID();
  }
  if (shown == 0) {
    ImGui::TextDisabled("%s", tiles.empty() ? _("Every tile is on the map.") : _("No match."));
  }
  ImGui::EndChild();
  ImGui::TextDisabled(
      "%s",
      fill(P_("{} tile in the box", "{} tiles in the box", tiles.size()), tiles.size()).c_str());
}

// The offer's catalog indices in slot order, -1 for a slot not known (record the offer).
std::vector<int> offer_indices(const ViewState& state, const rwd::RiverWoodsMatch& m,
                               bool terrain) {
  std::vector<int> out;
  const Offer& offer = state.offer.now();
  for (const std::string& id : terrain ? offer.tiles : offer.companions) {
    out.push_back(id.empty() ? -1
                  : terrain  ? m.catalog().find_terrain(id)
                             : m.catalog().find_companion(id));
  }
  return out;
}

// The three face-up tiles, in their slots (keys 1 2 3), instead of the box.
void offer_tile_list(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const float icon = ImGui::GetTextLineHeightWithSpacing() * 1.6f;
  const std::vector<int> slots = offer_indices(state, m, true);
  ImGui::BeginChild("##rwd-offer-tiles", ImVec2(0, 0), true);
  for (int s = 0; s < kOfferSlots; ++s) {
    ImGui::PushID(s);
    const int t = slots[s];
    const std::string title =
        fill("{}  {}", s + 1,  // not translated: slot number and id
             t < 0 ? std::string(_("not known")) : m.catalog().terrains[t].id);
    const std::string detail = t < 0 ? std::string(_("type the tile drawn into the offer's field"))
                                     : tile_text(m.catalog().terrains[t]);
    const bool picked =
        icon_row("##offer-tile", t >= 0 && state.tile == t, icon, title, detail,
                 [&](ImDrawList* draw, ImVec2 c) {
                   if (t < 0) return;
                   const HexPaint paint{draw, c, icon * 0.5f};
                   draw_tile(paint, m.catalog().terrains[t], state.tile == t ? state.rot : 0);
                   draw_hex_outline(paint, IM_COL32(30, 30, 30, 160), 1.0f);
                 });
    if (picked) {
      if (state.tile == t && t >= 0) {
        state.tile = -1;
      } else {
        pick_offer_slot(state, m, s + 1);
      }
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
}

// A redraw with the offer recorded names the slots it discards.
void offer_redraw_row(ViewState& state, const SessionController& session) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Redraw"));
  for (int s = 0; s < kOfferSlots; ++s) {
    ImGui::SameLine();
    ImGui::PushID(s);
    ImGui::Checkbox(std::to_string(s + 1).c_str(), &state.discard[s]);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", fill(_("Discard terrain choice {}"), s + 1).c_str());
    }
    ImGui::PopID();
  }
  ImGui::SameLine();
  const int marked = static_cast<int>(std::count(state.discard.begin(), state.discard.end(), true));
  ImGui::BeginDisabled(marked == 0);
  if (ImGui::Button(_("Add (1 AP)"))) {
    rwd::Step step;
    step.kind = rwd::Step::Kind::Redraw;
    step.count = marked;
    add_step(state, session, step);
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("%s",
                      _("Discard the ticked choices and draw as many: then type what was drawn"));
  }
}

// The tile picked, its turn and "Put back"; the hint while none is picked.
void picked_tile_row(ViewState& state, const rwd::RiverWoodsMatch& m, const char* hint) {
  if (state.tile < 0) {
    muted(hint);
    return;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(
      fill(_("{}, turned {}"), m.catalog().terrains[state.tile].id, state.rot).c_str());
  ImGui::SameLine();
  if (ImGui::SmallButton("\u21ba")) {  // not translated: an arrow
    state.rot = (state.rot + rwd::kEdges - 1) % rwd::kEdges;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Turn back (Shift+R)"));
  ImGui::SameLine();
  if (ImGui::SmallButton("\u21bb")) {  // not translated: an arrow
    state.rot = (state.rot + 1) % rwd::kEdges;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Turn clockwise (R, Shift+wheel)"));
  ImGui::SameLine();
  if (ImGui::SmallButton(_("Put back"))) state.tile = -1;
}

// The picked tile's line, as high whether a tile is picked or not.
void picked_tile(ViewState& state, const rwd::RiverWoodsMatch& m) {
  const char* hint =
      _("Pick the tile taken from the choices (N: the next one; with the offer recorded 1 2 3), "
        "then click a green cell: an empty one next to the map, or a tile to place it on top.");
  const float top = ImGui::GetCursorPosY(), height = wrapped_height(hint);
  picked_tile_row(state, m, hint);
  keep_rows_height(top, height);
}

// `slot` (1-3): the companion is face up there (record the offer); 0: a list of every free one.
void companion_row(ViewState& state, const rwd::Companion& companion, int index, int slot) {
  const float icon = ImGui::GetTextLineHeightWithSpacing() * 1.4f;
  ImGui::PushID(index);
  const std::string title = (slot > 0 ? std::to_string(slot) + "  " : std::string()) +
                            _(companion.name.c_str()) + " \u00b7 " +
                            rwd::token_word(companion.token);
  if (icon_row("##companion", state.companion == index, icon, title, ability_text(companion),
               [&](ImDrawList* draw, ImVec2 c) {
                 draw_token(draw, c, icon * 0.36f, companion.token);
               })) {
    state.companion = state.companion == index ? -1 : index;
    if (slot > 0) state.slot = slot;
  }
  if (state.companion == index && state.reveal_pick) {  // picked with N: bring it into view
    ImGui::SetScrollHereY(0.5f);
    state.reveal_pick = false;
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", fill(_("Lets you take {} tokens; {}"), rwd::token_word(companion.token),
                                 ability_text(companion))
                                .c_str());
  }
  ImGui::PopID();
}

std::string side_label(const rwd::RiverWoodsMatch& m, const rwd::PlayerState& me, rwd::Side side) {
  const int held = me.companions[static_cast<int>(side)];
  const std::string name = rwd::side_word(side);
  const std::string piece = rwd::piece_word(rwd::summoned_piece(side));
  if (held >= 0) {
    return fill(_("The {} side holds {}: the new companion replaces it and the {} stays."), name,
                _(m.catalog().companions[held].name.c_str()), piece);
  }
  return fill(_("The {} side is empty: its {} comes onto the map."), name, piece);
}

rwd::Step take_step(const ViewState& state, const rwd::RiverWoodsMatch& m) {
  rwd::Step take;
  take.kind = rwd::Step::Kind::Take;
  take.companion = m.catalog().companions[state.companion].id;
  take.slot = state.slot;
  take.side = state.side;
  return take;
}

void token_row(const rwd::PlayerState& me) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Tokens"));
  if (me.tokens.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", C_("tokens", "none"));
  }
  for (rwd::Token t : me.tokens) {
    ImGui::SameLine();
    token_icon(t);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", rwd::token_word(t).c_str());
  }
}

void drop_choice(ViewState& state, const rwd::PlayerState& me) {
  if (me.tokens.size() < 3) {
    state.drop.reset();
    return;
  }
  const std::string current = state.drop
                                  ? fill(_("Holding 3: drop {}"), rwd::token_word(*state.drop))
                                  : std::string(_("Holding 3: do not take"));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##rwd-drop", current.c_str())) {
    if (ImGui::Selectable(_("do not take a fourth token"), !state.drop)) state.drop.reset();
    for (rwd::Token t : kTokens) {
      if (me.token_count(t) == 0) continue;
      const std::string label = fill(_("drop a {} to take the new one"), rwd::token_word(t));
      if (ImGui::Selectable(label.c_str(), state.drop == t)) state.drop = t;
    }
    ImGui::EndCombo();
  }
  if (state.drop && me.token_count(*state.drop) == 0) state.drop.reset();
}

void exchange_rows(ViewState& state, const SessionController& session,
                   const rwd::RiverWoodsMatch& m, const rwd::PlayerState& me) {
  for (int c : me.companions) {
    if (c < 0 || m.catalog().companions[c].kind != rwd::AbilityKind::Forager) continue;
    const rwd::Token give = m.catalog().companions[c].forager;
    ImGui::PushID(c);
    if (state.get == give)
      state.get = give == rwd::Token::Flower ? rwd::Token::Berry : rwd::Token::Flower;
    ImGui::AlignTextToFramePadding();
    ImGui::Text("2 %s \u2192", rwd::token_word(give).c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    if (ImGui::BeginCombo("##get", rwd::token_word(state.get).c_str())) {
      for (rwd::Token t : kTokens) {
        if (t != give && ImGui::Selectable(rwd::token_word(t).c_str(), state.get == t))
          state.get = t;
      }
      ImGui::EndCombo();
    }
    const char* exchange = _("Exchange");
    same_line_if_fits(button_width(exchange));
    if (ImGui::Button(exchange)) {
      rwd::Step step;
      step.kind = rwd::Step::Kind::Exchange;
      step.give = give;
      step.get = state.get;
      add_step(state, session, step);
    }
    ImGui::PopID();
  }
}

void push_row(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
              const rwd::PlayerState& me) {
  if (!me.holds(m.catalog(), rwd::Artist::Stoat)) return;
  if (!state.pushing) {
    if (ImGui::Button(_("Push a piece (Stoat, P)"))) {
      state.pushing = true;
      state.moving.reset();
    }
    return;
  }
  if (!state.push_target) {
    muted(
        _("Click the piece to push (amber: any piece next to one of yours), or pick it with the "
          "arrows and Enter."));
  } else {
    muted(fill(_("Pushing {}'s {}: click one or two cells in a row (amber), or step with the "
                 "arrows and Enter; Enter after one cell pushes one step."),
               player_name(m, state.push_target->player), rwd::piece_word(state.push_target->piece))
              .c_str());
    if (state.push_path.size() == 1 && ImGui::Button(_("Push 1 step"))) {
      add_push(state, session);
      return;
    }
    if (state.push_path.size() == 1) ImGui::SameLine();
  }
  if (ImGui::Button(_("Cancel push"))) {
    state.pushing = false;
    state.push_target.reset();
    state.push_path.clear();
  }
}

}  // namespace

void cycle_pick(ViewState& state, const rwd::RiverWoodsMatch& m, int direction) {
  const auto action = state.builder.action();
  if (state.record_offer && (action == rwd::Action::Terrain || action == rwd::Action::Companion)) {
    std::vector<int> known;
    for (int index : offer_indices(state, m, action == rwd::Action::Terrain)) {
      if (index >= 0) known.push_back(index);
    }
    const bool terrain = action == rwd::Action::Terrain;
    const int next = next_in(known, terrain ? state.tile : state.companion, direction);
    const auto at = std::find(known.begin(), known.end(), next);
    if (at != known.end()) {
      const std::vector<int> slots = offer_indices(state, m, terrain);
      pick_offer_slot(
          state, m,
          static_cast<int>(std::find(slots.begin(), slots.end(), next) - slots.begin()) + 1);
    }
  } else if (action == rwd::Action::Terrain) {
    state.tile = next_in(listed_tiles(state, m), state.tile, direction);
    state.rot = 0;
    state.reveal_pick = true;
  } else if (action == rwd::Action::Companion) {
    state.companion =
        next_in(free_companions(state.preview, m.catalog()), state.companion, direction);
    state.reveal_pick = true;
  } else if (action == rwd::Action::Movement) {
    const auto& pieces = state.preview.players[state.builder.player()].pieces;
    std::vector<int> on_map;
    for (int k = 0; k < rwd::kPieces; ++k) {
      if (pieces[k]) on_map.push_back(k);
    }
    const int current = state.moving && !state.moving_auto ? static_cast<int>(*state.moving) : -1;
    state.moving_auto = false;
    const int next = next_in(on_map, current, direction);
    if (next >= 0) state.moving = rwd::Piece(next);
  }
}

void draw_terrain_tools(ViewState& state, const SessionController& session,
                        const rwd::RiverWoodsMatch& m) {
  picked_tile(state, m);
  if (state.record_offer) {
    offer_redraw_row(state, session);
    offer_tile_list(state, m);
    return;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Redraw"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
  ImGui::SliderInt("##rwd-redraw", &state.redraw, 1, 3);
  ImGui::SameLine();
  if (ImGui::Button(_("Add (1 AP)"))) {
    rwd::Step step;
    step.kind = rwd::Step::Kind::Redraw;
    step.count = state.redraw;
    add_step(state, session, step);
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("Discard this many terrain choices and draw again"));
  }
  tile_list(state, m);
}

void draw_companion_tools(ViewState& state, const SessionController& session,
                          const rwd::RiverWoodsMatch& m) {
  const rwd::PlayerState& me = state.preview.players[state.builder.player()];
  muted(state.record_offer ? _("The companion taken from the choices (keys 1 2 3 = slot and AP):")
                           : _("The companion taken (nobody holds these; N: the next one):"));
  const std::vector<int> free = free_companions(state.preview, m.catalog());
  const std::vector<int> offered = offer_indices(state, m, false);
  // The list takes what the controls below it (measured last frame) leave.
  const float height = std::max(ImGui::GetFrameHeight() * 3,
                                ImGui::GetContentRegionAvail().y - state.controls_height);
  ImGui::BeginChild("##rwd-companions", ImVec2(0, height), true);
  if (state.record_offer) {
    for (int s = 0; s < kOfferSlots; ++s) {
      if (offered[s] >= 0) {
        companion_row(state, m.catalog().companions[offered[s]], offered[s], s + 1);
      } else {
        ImGui::TextDisabled(
            "%s",
            fill(_("{}  not known: type the card drawn into the offer's field"), s + 1).c_str());
      }
    }
  } else {
    for (int c : free) companion_row(state, m.catalog().companions[c], c, 0);
    if (free.empty()) ImGui::TextDisabled("%s", _("Every companion is held."));
  }
  ImGui::EndChild();

  const float top = ImGui::GetCursorPosY();
  // Slot N costs N AP: only the slots the disc's points left pay for are offered.
  const int max_slot = state.builder.max_take_slot(m.catalog(), m.state());
  if (max_slot >= 1 && state.slot > max_slot) state.slot = max_slot;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Slot"));
  for (int s = 1; s <= kTakeSlots; ++s) {
    if (state.record_offer) {  // the slot is where the companion lies
      ImGui::SameLine();
      ImGui::TextDisabled(state.slot == s ? "[%d]" : "%d", s);  // not translated: a number
      continue;
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(s > max_slot);
    if (ImGui::RadioButton(std::to_string(s).c_str(), state.slot == s)) state.slot = s;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip(
          "%s", (s > max_slot ? fill(_("Slot {0} costs {0} AP: more than this disc has left"), s)
                              : fill(_("Slot {0} of the choices costs {0} AP"), s))
                    .c_str());
    }
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", _("= AP"));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Side"));
  for (rwd::Side side : {rwd::Side::Left, rwd::Side::Right}) {
    ImGui::SameLine();
    const std::string label = rwd::side_word(side);
    if (ImGui::RadioButton(label.c_str(), state.side == side)) state.side = side;
  }
  // The side's line and the take's line keep the height of their longest variant, so the
  // list above keeps its size whichever side or companion is picked.
  float side_height = 0;
  for (rwd::Side side : {rwd::Side::Left, rwd::Side::Right}) {
    side_height = std::max(side_height, wrapped_height(side_label(m, me, side).c_str()));
  }
  const float side_top = ImGui::GetCursorPosY();
  muted(side_label(m, me, state.side).c_str());
  keep_rows_height(side_top, side_height);
  const char* summon_hint = _("Click a green cell next to your main piece to bring it in.");
  const float take_top = ImGui::GetCursorPosY();
  if (state.companion >= 0) {
    const bool empty = me.companions[static_cast<int>(state.side)] < 0;
    const bool cells = !rwd::summon_cells(state.preview, state.builder.player()).empty();
    if (empty && cells) {
      muted(summon_hint);
    } else if (ImGui::Button(C_("verb", "Take"))) {
      if (add_step(state, session, take_step(state, m))) state.companion = -1;
    }
  }
  keep_rows_height(take_top, wrapped_height(summon_hint));
  if (ImGui::Button(_("Refresh the choices (1 AP)"))) {
    rwd::Step step;
    step.kind = rwd::Step::Kind::Refresh;
    add_step(state, session, step);
  }
  state.controls_height = ImGui::GetCursorPosY() - top;
}

void draw_movement_tools(ViewState& state, const SessionController& session,
                         const rwd::RiverWoodsMatch& m) {
  const int player = state.builder.player();
  const rwd::PlayerState& me = state.preview.players[player];
  if (!state.pushing) {
    muted(_("Click one of your pieces (or N), then a neighbouring cell (green: a legal step)."));
    for (int k = 0; k < rwd::kPieces; ++k) {
      const rwd::Piece piece = rwd::Piece(k);
      if (k > 0) ImGui::SameLine();
      ImGui::PushID(k);
      ImGui::BeginDisabled(!me.pieces[k]);
      const bool chosen = state.moving == piece;
      if (chosen)
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      if (ImGui::Button(rwd::piece_word(piece).c_str())) {
        state.moving = chosen ? std::nullopt : std::optional<rwd::Piece>(piece);
        state.moving_auto = false;
      }
      if (chosen) ImGui::PopStyleColor();
      ImGui::EndDisabled();
      ImGui::PopID();
    }
  }
  ImGui::Checkbox(_("Take tokens on the way"), &state.take_tokens);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s",
                      _("Take the token of each cell entered when a companion collects its type"));
  }
  token_row(me);
  if (state.take_tokens) drop_choice(state, me);
  exchange_rows(state, session, m, me);
  push_row(state, session, m, me);
}

}  // namespace trib::ui::woods_ui
