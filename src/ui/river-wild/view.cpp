// The River Wild board view: a header strip (score, rank title, cards placed, the hand),
// a toolbar for the picked card, the layout canvas and the palette of unplaced cards.

#include <algorithm>
#include <cstdio>
#include <memory>

#include "games/river-wild/codec.h"
#include "ui/fonts.h"
#include "ui/game_view.h"
#include "ui/river-wild/board_state.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/view_parts.h"
#include "ui/session.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace trib::ui {

namespace {

namespace rw = trib::river_wild;

// Continues the line when `width` still fits on it, else starts a new one.
void same_line_if_fits(float width) {
  const float end = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (end <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

void hand_status(const rw_ui::BoardState& state, const rw::RiverWildMatch& m) {
  const auto& hand = m.setup().hand;
  if (!hand || hand->empty()) return;
  std::string ids;
  for (int card : *hand) ids += (ids.empty() ? "" : " ") + m.catalog().card(card).id;
  std::string text = "\u00b7  hand " + ids;
  const bool blocked = state.hand_blocked;
  if (blocked) {
    text += ": no card fits, the game is over";
  } else if (!m.all_placed()) {
    const std::size_t spots = state.hand_spots;
    text += " (" + std::to_string(spots) + (spots == 1 ? " legal spot)" : " legal spots)");
  }
  same_line_if_fits(ImGui::CalcTextSize(text.c_str()).x);
  ImGui::TextColored(blocked ? palette().warning : palette().text_muted, "%s", text.c_str());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "The hand entered at setup. The game also ends when none of its cards "
        "has a legal spot on either side.");
  }
}

void header_strip(const rw_ui::BoardState& state, const SessionController& session,
                  const rw::RiverWildMatch& m) {
  const Scoreboard& board = session.scoreboard();
  const double score = board.players.empty() ? 0.0 : board.players.front().score;
  ImGui::PushFont(fonts().bold);
  ImGui::Text("%s points", format_score(score).c_str());
  ImGui::PopFont();
  if (!board.players.empty() && board.players.front().rank) {
    ImGui::SameLine();
    ImGui::TextColored(palette().gold, "%s", board.players.front().rank->c_str());
  }
  ImGui::SameLine(0, ImGui::GetFontSize());
  ImGui::TextDisabled("\u00b7  cards placed %d/%zu", m.layout().river_cards(),
                      m.catalog().cards.size());
  hand_status(state, m);
}

void legend() {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = ImGui::GetFontSize() * 0.45f;
  float width = 0;
  for (rw::Animal animal : rw::kAnimals) {
    width += r * 2 + 4 + ImGui::CalcTextSize(std::string(rw::animal_name(animal)).c_str()).x +
             ImGui::GetFontSize() * 0.8f;
  }
  same_line_if_fits(width + ImGui::GetFontSize());
  for (rw::Animal animal : rw::kAnimals) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float y = at.y + ImGui::GetFrameHeight() * 0.5f;
    rw_ui::draw_animal_token(draw, ImVec2(at.x + r, y), r, animal);
    ImGui::Dummy(ImVec2(r * 2, ImGui::GetFrameHeight()));
    ImGui::SameLine(0, 4);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", std::string(rw::animal_name(animal)).c_str());
    ImGui::SameLine(0, ImGui::GetFontSize() * 0.8f);
  }
  ImGui::NewLine();
}

void toolbar(rw_ui::BoardState& state, const SessionController& session,
             const rw::RiverWildMatch& m) {
  if (state.selected < 0) {
    ImGui::AlignTextToFramePadding();
    if (m.unplaced_cards().empty()) {
      ImGui::TextDisabled("All cards are placed.");
    } else if (session.read_only()) {
      ImGui::TextDisabled("Review: hover a spot to check it; moves are not entered here.");
    } else {
      ImGui::TextDisabled("Pick a card (click or Tab), then click a spot.");
    }
    legend();
    return;
  }
  const std::string& id = m.catalog().card(state.selected).id;
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Placing %s (%s)", id.c_str(), state.back ? "back" : "front");
  ImGui::SameLine();
  if (ImGui::Button("Flip (F)")) state.back = !state.back;
  ImGui::SameLine();
  if (ImGui::Button("Put back (Esc)")) state.selected = -1;
  ImGui::SameLine();
  ImGui::Checkbox("Show legal spots", &state.show_legal);
  if (state.selected < 0) return;
  std::size_t here = 0, other = 0;
  for (const rw::Placement& p : rw_ui::selected_spots(state, m))
    ++(p.back == state.back ? here : other);
  char text[96];
  std::snprintf(text, sizeof text, "%zu here, %zu flipped", here, other);
  same_line_if_fits(ImGui::CalcTextSize(text).x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(here == 0 ? palette().illegal : palette().text_muted, "%s", text);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Legal spots of this card on the side shown / the other side");
}

class RiverWildView final : public GameView {
 public:
  std::string_view game_id() const override { return "river-wild"; }

  void setup_options(const SetupContext& context, nlohmann::json& setup) override {
    rw_ui::hand_setup(context, setup);
  }

  void draw_board(SessionController& session) override {
    const auto* m = dynamic_cast<const rw::RiverWildMatch*>(&session.match());
    if (m == nullptr) {
      muted("This session's match is not a River Wild match.");
      return;
    }
    rw_ui::sync_state(state_, session, *m);
    rw_ui::palette_keys(state_, *m);
    header_strip(state_, session, *m);
    toolbar(state_, session, *m);

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool palette_shown = !m->unplaced_cards().empty();
    const float palette_width =
        palette_shown ? std::clamp(ImGui::GetFontSize() * 11, 150.0f, avail.x * 0.3f) : 0.0f;
    const float spacing = palette_shown ? ImGui::GetStyle().ItemSpacing.x : 0.0f;
    const auto move =
        rw_ui::draw_layout(state_, session, *m, ImVec2(avail.x - palette_width - spacing, avail.y));
    if (palette_shown) {
      ImGui::SameLine();
      rw_ui::draw_palette(state_, *m, ImVec2(palette_width, avail.y));
    }
    // Last: submitting changes (and may replace) the match read above.
    if (move && session.submit(*move).status == SubmitStatus::stored) state_.selected = -1;
  }

  void draw_rules_help() override { rw_ui::draw_rules(); }

  std::string describe_move(const nlohmann::json& move) const override {
    try {
      const rw::MoveInput in = rw::parse_move(move);
      return in.card + (in.back ? " (back)" : "") + " at row " + std::to_string(in.row) + ", col " +
             std::to_string(in.col);
    } catch (const std::exception&) {
      return move.dump();
    }
  }

 private:
  rw_ui::BoardState state_;
};

}  // namespace

std::unique_ptr<GameView> make_river_wild_view() {
  return std::make_unique<RiverWildView>();
}

}  // namespace trib::ui
