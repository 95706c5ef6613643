// The objective cards: the public row with each tier's quantity, stars and the cubes on
// it; the round objectives revealed so far; the game-end cards of the variant with each
// player's points at the pieces' current places.

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/scoring.h"
#include "games/river-woods/words.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

// A player's cube: a square of `h` pixels in their colour with the seat number, their name
// on hover.
void cube_icon(const rwd::RiverWoodsMatch& m, int player, float h) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float top = at.y + (ImGui::GetTextLineHeight() - h) * 0.5f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(ImVec2(at.x, top), ImVec2(at.x + h, top + h), player_colour(player), 2.0f);
  draw->AddRect(ImVec2(at.x, top), ImVec2(at.x + h, top + h), IM_COL32(20, 20, 20, 255), 2.0f);
  draw_text_centred(draw, ImVec2(at.x + h * 0.5f, top + h * 0.5f), h * 0.8f, player_ink(player),
                    std::to_string(player + 1).c_str());
  ImGui::Dummy(ImVec2(h, ImGui::GetTextLineHeight()));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", player_name(m, player).c_str());
}

// Cubes after the current line, as large as the body text even beside small print.
void cubes_after(const rwd::RiverWoodsMatch& m, const std::vector<int>& players) {
  const float h = (fonts().regular ? fonts().regular->FontSize : ImGui::GetFontSize()) * 0.85f;
  for (int p : players) {
    ImGui::SameLine();
    cube_icon(m, p, h);
  }
}

void tier_line(const rwd::RiverWoodsMatch& m, const rwd::TerrainObjective& card, rwd::Tier tier,
               const std::vector<int>& achievers) {
  const int t = static_cast<int>(tier);
  // "gold 4 · 3★": the tier, the quantity it needs and its stars.
  const char* format = "%s %d \u00b7 %d\u2605";  // not translated: no words
  ImGui::TextDisabled(format, rwd::tier_word(tier).c_str(), card.need[t], card.stars[t]);
  cubes_after(m, achievers);
}

void public_row(const rwd::RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  section(fill(_("Public objectives ({} of 5)"), s.row.size()).c_str());
  const int first = static_cast<int>(s.first_tier());
  for (const rwd::PublicCard& card : s.row) {
    const rwd::TerrainObjective& objective = m.catalog().terrain_objectives[card.card];
    ImGui::PushID(card.card);
    wrapped_text(objective_text(objective).c_str());
    ImGui::Indent();
    ImGui::PushFont(fonts().small);
    // Cube i on a card is on tier min(first + i, wood).
    for (int t = first; t <= 2; ++t) {
      std::vector<int> on_tier;
      for (std::size_t i = 0; i < card.achievers.size(); ++i) {
        if (std::min<int>(first + static_cast<int>(i), 2) == t)
          on_tier.push_back(card.achievers[i]);
      }
      tier_line(m, objective, rwd::Tier(t), on_tier);
    }
    ImGui::PopFont();
    ImGui::Unindent();
    ImGui::PopID();
  }
  if (first > 0) muted(_("With two players gold is not used: the first achiever takes silver."));
}

void round_cards(const rwd::RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  section(_("Round objectives"));
  const int revealed = s.revealed_rounds();
  for (int k = 0; k < revealed; ++k) {
    const rwd::RoundCard& card = s.rounds[k];
    const rwd::RoundObjective& objective = m.catalog().round_objectives[card.card];
    wrapped_text(fill(_("Round {}: {}"), k + 1, round_objective_text(objective)).c_str());
    ImGui::Indent();
    ImGui::PushFont(fonts().small);
    ImGui::TextDisabled(
        "%s",
        fill(_("first {}\u2605, later {}\u2605"), objective.stars[0], objective.stars[1]).c_str());
    cubes_after(m, card.achievers);
    ImGui::PopFont();
    ImGui::Unindent();
  }
  const int hidden = static_cast<int>(s.rounds.size()) - revealed;
  if (hidden > 0) {
    ImGui::TextDisabled(
        "%s", fill(P_("{} more, revealed one per round", "{} more, revealed one per round", hidden),
                   hidden)
                  .c_str());
  }
}

void game_end_cards(const rwd::RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  section(_("Game-end cards"));
  if (s.game_end.empty()) {
    muted(_("Not played in this game (the variant is off)."));
    return;
  }
  for (int card : s.game_end) {
    const rwd::Terrain colour = m.catalog().game_end_objectives[card].colour;
    wrapped_text(
        fill(_("{} next to the main piece: 1 per part"), rwd::terrain_word(colour)).c_str());
    ImGui::Indent();
    ImGui::PushFont(fonts().small);
    std::string points;
    for (int p = 0; p < s.player_count(); ++p) {
      points += (p ? "  \u00b7  " : "") + player_name(m, p) + " " +
                std::to_string(rwd::game_end_points(s, p, colour));
    }
    wrapped_text(points.c_str());
    ImGui::PopFont();
    ImGui::Unindent();
  }
}

}  // namespace

void draw_objectives_panel(const rwd::RiverWoodsMatch& m) {
  public_row(m);
  round_cards(m);
  game_end_cards(m);
}

}  // namespace trib::ui::woods_ui
