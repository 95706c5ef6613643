// One block per player: pieces, score (place and the first-tier-cube tie-break once the
// game is over), the discs used this round, the companions with their abilities, the
// tokens held, the cubes won and the secret hand cards (masked unless shown).

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/format.h"
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

void header(const SessionController& session, const rwd::RiverWoodsMatch& m, int p) {
  const rwd::State& s = m.state();
  for (int k = 0; k < rwd::kPieces; ++k) {
    if (!s.players[p].pieces[k]) continue;
    piece_icon(p, rwd::Piece(k));
    ImGui::SameLine(0, 2);
  }
  ImGui::SameLine();
  const auto& players = session.scoreboard().players;
  const PlayerResult* result = p < static_cast<int>(players.size()) ? &players[p] : nullptr;
  std::string score;
  if (result != nullptr) {
    const auto count = static_cast<unsigned long>(result->score);  // River Woods: whole stars
    score = fill(P_("{} point", "{} points", count), format_score(result->score));
    if (s.over) score = fill(_("place {} \u00b7 {}"), result->place, score);
  }
  // A long name is cut to leave the badge and the score their room on the line.
  const bool to_play = !s.over && s.current_player() == p;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const char* to_play_badge = _("to play");
  const float after = ImGui::CalcTextSize(score.c_str()).x + gap +
                      (to_play ? ImGui::CalcTextSize(to_play_badge).x + 12 + gap : 0);
  ImGui::PushFont(fonts().bold);
  fitted_name(player_name(m, p),
              std::max(ImGui::GetFontSize() * 4, ImGui::GetContentRegionAvail().x - after));
  ImGui::PopFont();
  if (to_play) {
    ImGui::SameLine();
    badge(to_play_badge, theme_colours().accent);
  }
  if (result == nullptr) return;
  same_line_if_fits(ImGui::CalcTextSize(score.c_str()).x);
  ImGui::TextColored(s.over && result->place == 1 ? theme_colours().gold : theme_colours().text,
                     "%s", score.c_str());
}

void discs(const rwd::PlayerState& player) {
  ImGui::TextDisabled("%s", _("Discs"));
  const float h = ImGui::GetTextLineHeight();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImGui::SameLine();
  ImGui::BeginGroup();
  for (int d = 0; d < 3; ++d) {
    if (d > 0) ImGui::SameLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 c(at.x + h * 0.5f, at.y + h * 0.5f);
    const std::string number = std::to_string(d + 1);
    if (player.discs_used[d]) {
      draw->AddCircleFilled(c, h * 0.48f, to_u32(theme_colours().text_muted, 0.35f));
      draw_text_centred(draw, c, h * 0.75f, to_u32(theme_colours().text_muted), number.c_str());
    } else {
      draw->AddCircle(c, h * 0.46f, to_u32(theme_colours().accent), 0, 1.5f);
      draw_text_centred(draw, c, h * 0.75f, to_u32(theme_colours().text), number.c_str());
    }
    ImGui::Dummy(ImVec2(h, h));
  }
  ImGui::EndGroup();
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("Filled discs are used this round; all return at the round's end."));
  }
  if (!player.terrain_this_round && player.turns_this_round > 0) {
    ImGui::SameLine();
    ImGui::TextColored(theme_colours().warning, "%s", _("terrain still due"));
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", _("The terrain action must be taken once each round."));
    }
  }
}

void companions(const rwd::RiverWoodsMatch& m, const rwd::PlayerState& player) {
  for (int side = 0; side < rwd::kSides; ++side) {
    const int c = player.companions[side];
    // TRANSLATORS: the sides of a River Woods player card, where companions go.
    const char* label = side == 0 ? C_("river-woods", "Left") : C_("river-woods", "Right");
    if (c < 0) {
      ImGui::TextDisabled("%s", fill(_("{}: no companion"), label).c_str());
      continue;
    }
    const rwd::Companion& companion = m.catalog().companions[c];
    ImGui::TextDisabled("%s:", label);
    ImGui::SameLine();
    wrapped_textf("%s (%s) \u2014 %s", _(companion.name.c_str()),
                  rwd::token_word(companion.token).c_str(), ability_text(companion).c_str());
  }
}

void tokens(const rwd::PlayerState& player) {
  ImGui::TextDisabled("%s", _("Tokens"));
  if (player.tokens.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", C_("tokens", "none"));
    return;
  }
  for (rwd::Token t : player.tokens) {
    ImGui::SameLine();
    token_icon(t);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", rwd::token_word(t).c_str());
  }
}

void cubes(const rwd::RiverWoodsMatch& m, const rwd::PlayerState& player) {
  const rwd::Tier first = m.state().first_tier();
  // Wrapped: the tie-break's words run longer in some languages than the panel is wide.
  muted(fill(_("Cubes: {}  \u00b7  {}: {} (breaks ties)"), player.cubes.size(),
             rwd::tier_word(first), player.first_tier_cubes(first))
            .c_str());
  ImGui::PushFont(fonts().small);
  for (const rwd::Cube& cube : player.cubes) {
    const std::string card =
        cube.round ? rwd::describe(m.catalog().round_objectives[cube.card])
                   : rwd::describe(m.catalog().terrain_objectives[cube.card], cube.tier);
    ImGui::Bullet();
    // TRANSLATORS: a cube won: "gold on Colour size 3 (pink): 2★".
    wrapped_text(
        fill(_("{} on {}: {}\u2605"), rwd::tier_word(cube.tier), card, cube.stars).c_str());
  }
  ImGui::PopFont();
}

void hand(ViewState& state, const rwd::RiverWoodsMatch& m, const rwd::PlayerState& player, int p) {
  if (player.hand.empty()) return;
  if (static_cast<int>(state.show_hand.size()) <= p) state.show_hand.resize(p + 1, false);
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", fill(_("Secret cards: {}"), player.hand.size()).c_str());
  ImGui::SameLine();
  if (!state.show_hand[p]) {
    ImGui::TextUnformatted("\u25cf\u25cf\u25cf");  // not translated: masked cards
    ImGui::SameLine();
    if (ImGui::SmallButton(_("reveal"))) state.show_hand[p] = true;
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", fill(_("Only for {}'s eyes"), player_name(m, p)).c_str());
    }
    return;
  }
  if (ImGui::SmallButton(_("hide"))) state.show_hand[p] = false;
  for (int card : player.hand) {
    ImGui::Bullet();
    wrapped_text(objective_text(m.catalog().terrain_objectives[card]).c_str());
  }
}

}  // namespace

void draw_players_panel(ViewState& state, const SessionController& session,
                        const rwd::RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  for (int p = 0; p < s.player_count(); ++p) {
    ImGui::PushID(p);
    if (p > 0) ImGui::Separator();
    const rwd::PlayerState& player = s.players[p];
    header(session, m, p);
    discs(player);
    companions(m, player);
    tokens(player);
    cubes(m, player);
    hand(state, m, player, p);
    ImGui::PopID();
  }
}

}  // namespace trib::ui::woods_ui
