// Each player's motivation card: the player, the card (and side), the hearts so far and
// the Paddle 2 hearts the entered plays would add. Hovering a card lists its terms with
// what each scores on the trip so far.

#include <algorithm>
#include <cfloat>
#include <string>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "games/roaring-river/scoring.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

std::string hearts(int count) {
  return std::to_string(count) + " \u2665";
}

std::string set_text(const std::vector<rr::CardFilter>& elements) {
  std::string text;
  for (const rr::CardFilter& element : elements) {
    text += (text.empty() ? "" : " + ") + element.describe();
  }
  return text;
}

void card_tooltip(const rr::Rules& rules, const rr::State& state, int player) {
  const rr::PlayerMotivation& motivation = rules.motivations[static_cast<std::size_t>(player)];
  const rr::PlayerScore score = rr::score_player(rules, state, player);
  ImGui::BeginTooltip();
  ImGui::PushFont(fonts().bold);
  const std::string title =
      motivation.side > 0 ? fill(_("{}, side {}"), _(motivation.name.c_str()), motivation.side)
                          : std::string(_(motivation.name.c_str()));
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  if (ImGui::BeginTable("terms", 3, ImGuiTableFlags_SizingFixedFit)) {
    for (std::size_t i = 0; i < motivation.terms.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(describe_term(motivation.terms[i]).c_str());
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", score.terms[i].label.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(format_score(score.terms[i].points).c_str());
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(
        fill(_("Paddle 2 heart cards, {} each"), format_score(rules.heart_value())).c_str());
    ImGui::TableNextColumn();
    ImGui::TextDisabled(
        "%s", fill(P_("{} card", "{} cards", static_cast<unsigned long>(score.heart_cards)),
                   score.heart_cards)
                  .c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(format_score(score.heart_points).c_str());
    ImGui::EndTable();
  }
  ImGui::TextUnformatted(fill(_("Total: {} hearts"), format_score(score.total)).c_str());
  ImGui::EndTooltip();
}

}  // namespace

std::string describe_term(const rr::Term& term) {
  switch (term.kind) {
    case rr::TermKind::PerCard:
      // TRANSLATORS: a motivation's term: "2 ♥ per forest card", "2 ♥ per 3-drop card"
      return fill(_("{} per {} card"), hearts(term.hearts), term.filter.describe());
    case rr::TermKind::PerSet:
      // TRANSLATORS: a motivation's term: "5 ♥ per set of forest + mountain"
      return fill(_("{} per set of {}"), hearts(term.hearts), set_text(term.elements));
    case rr::TermKind::DistinctIcons: {
      std::string text = _("sets of different icons:");
      for (int size = 2; size <= rr::kIconKinds; ++size) {
        text += (size > 2 ? ", " : " ") + std::to_string(size) + " \u2192 " +
                hearts(term.table[static_cast<std::size_t>(size)]);
      }
      return text;
    }
    case rr::TermKind::Majority:
      // TRANSLATORS: a motivation's term: "3 ♥ if more forest than mountain"
      return fill(_("{} if more {} than {}"), hearts(term.hearts), rr::icon_counted(term.more),
                  rr::icon_counted(term.than));
  }
  return {};
}

void draw_motivations(const rr::RoaringRiverMatch& match, const Scoreboard& board,
                      const std::vector<int>* preview, float width) {
  const rr::Rules& rules = match.rules();
  const int players = rules.players();
  const float gap = 6, min_box = ImGui::GetFontSize() * 9.5f;
  const int fit = std::clamp(static_cast<int>((width + gap) / (min_box + gap)), 1, players);
  const int rows = (players + fit - 1) / fit;
  const int columns = (players + rows - 1) / rows;  // balanced rows: 6 players as 3 + 3
  const float bw = (width - gap * (columns - 1)) / columns;
  ImFont* small = fonts().small ? fonts().small : ImGui::GetFont();
  const float line = ImGui::GetFontSize(), pad = 6;
  const float bh = line + small->FontSize + pad * 2 + 2;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##motivations", ImVec2(std::max(width, 1.0f), rows * (bh + gap) - gap));
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (int p = 0; p < players; ++p) {
    const ImVec2 min(origin.x + (p % columns) * (bw + gap), origin.y + (p / columns) * (bh + gap));
    const ImVec2 max(min.x + bw, min.y + bh);
    draw->AddRectFilled(min, max, to_u32(theme_colours().surface), 6.0f);
    draw->AddRect(min, max, to_u32(theme_colours().border), 6.0f);
    draw->PushClipRect(min, max, true);
    const rr::PlayerMotivation& m = rules.motivations[static_cast<std::size_t>(p)];
    const std::string card = m.side > 0 ? fill(_("{} \u00b7 side {}"), _(m.name.c_str()), m.side)
                                        : std::string(_(m.name.c_str()));
    draw->AddText(small, small->FontSize, ImVec2(min.x + pad, min.y + pad + line + 2),
                  to_u32(theme_colours().text_muted), card.c_str());
    // Hearts at the right: the total, and what this round adds.
    std::string total =
        p < static_cast<int>(board.players.size()) ? format_score(board.players[p].score) : "?";
    const int extra = preview && p < static_cast<int>(preview->size()) ? (*preview)[p] : 0;
    const ImVec2 extent = fonts().bold->CalcTextSizeA(line * 1.2f, FLT_MAX, 0, total.c_str());
    const float right = max.x - pad;
    const float heart_x = right - extent.x - line * 0.7f;
    draw->AddText(fonts().bold, line * 1.2f, ImVec2(right - extent.x, min.y + pad - 1),
                  to_u32(theme_colours().text), total.c_str());
    draw_heart(draw, ImVec2(heart_x, min.y + pad + line * 0.6f), line * 0.9f, rgba(214, 56, 74));
    float name_right = heart_x - line * 0.6f;
    if (extra > 0) {  // Paddle 2 hearts the entered plays would add
      const std::string more = "+" + format_score(extra * rules.heart_value());
      const ImVec2 e = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, more.c_str());
      draw->AddText(small, small->FontSize,
                    ImVec2(heart_x - line * 0.6f - e.x, min.y + pad + (line - e.y) * 0.5f + 1),
                    to_u32(theme_colours().legal), more.c_str());
      name_right -= e.x + 4;
    }
    // The name is cut with "…" before the hearts, never drawn under them (the tooltip has
    // it whole).
    ImGui::PushFont(fonts().bold);
    const std::string name =
        fit_to_width(rules.names[static_cast<std::size_t>(p)], name_right - min.x - pad, false);
    ImGui::PopFont();
    draw->AddText(fonts().bold, line, ImVec2(min.x + pad, min.y + pad),
                  to_u32(theme_colours().text), name.c_str());
    draw->PopClipRect();
    if (hovered && mouse.x >= min.x && mouse.x < max.x && mouse.y >= min.y && mouse.y < max.y) {
      card_tooltip(rules, match.state(), p);
    }
  }
}

}  // namespace trib::ui::rr_ui
