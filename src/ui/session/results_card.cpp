// The results card's drawing: a header, the board in a fixed rectangle, one row per player.
// Its size follows the font size, so a font scale of 2.0 gives a card twice as large.

#include "ui/session/results_card.h"

#include <imgui_internal.h>
#include <stb_image_write.h>

#include <algorithm>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/text.h"
#include "ui/platform/fonts.h"
#include "ui/platform/offscreen.h"
#include "ui/platform/theme.h"
#include "ui/view_registry.h"
#include "ui/widgets/canvas.h"

namespace trib::ui {

namespace {

// The card's measures, from the fonts of the current scale.
struct CardMeasures {
  float unit = 16;  // the body font size
  float width = 0;
  float pad = 0;
  float header = 0;
  float board = 0;  // 0: no board
  float row = 0;
  float footer = 0;
  int rows = 0;
  float height() const {
    return pad * 2 + header + board + row * static_cast<float>(rows) + footer;
  }
};

CardMeasures card_measures(const ResultsCardData& card, bool with_board) {
  const UiFonts& f = fonts();
  CardMeasures m;
  m.unit = f.regular->FontSize;
  m.width = std::floor(m.unit * 38);
  m.pad = std::floor(m.unit * 1.2f);
  m.header = f.heading->FontSize + m.unit * 0.9f;
  // Tall enough for the tallest board view (Roaring River's cards, rounds and danger gauge).
  m.board = with_board ? std::floor((m.width - m.pad * 2) * 0.8f) + m.unit * 0.8f : 0;
  m.row =
      std::max(f.bold->FontSize + f.small->FontSize * 1.6f, f.heading->FontSize) + m.unit * 0.7f;
  m.rows = static_cast<int>(card.results.size());
  m.footer = f.small->FontSize + m.unit * 0.6f;
  return m;
}

void text_at(ImDrawList* draw, ImFont* font, ImVec2 at, const ImVec4& colour,
             const std::string& text) {
  draw->AddText(font, font->FontSize, at, to_u32(colour), text.c_str());
}

float text_width(ImFont* font, const std::string& text) {
  return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text.c_str()).x;
}

// A rounded tag in the small font; returns its width.
float card_badge(ImDrawList* draw, ImVec2 at, const ImVec4& colour, const std::string& text) {
  ImFont* font = fonts().small;
  const ImVec2 pad(font->FontSize * 0.45f, font->FontSize * 0.12f);
  const ImVec2 max(at.x + text_width(font, text) + pad.x * 2, at.y + font->FontSize + pad.y * 2);
  draw->AddRectFilled(at, max, to_u32(colour, 0.18f), font->FontSize * 0.3f);
  draw->AddRect(at, max, to_u32(colour, 0.7f), font->FontSize * 0.3f);
  text_at(draw, font, ImVec2(at.x + pad.x, at.y + pad.y), colour, text);
  return max.x - at.x;
}

std::string badge_text(const FinalResult& result) {
  return result.previous_best ? _("Personal best") : _("First game: personal best");
}

void draw_header(ImDrawList* draw, const ResultsCardData& card, const CardMeasures& m) {
  const ThemeColours& p = theme_colours();
  const UiFonts& f = fonts();
  const float date_x = m.width - m.pad - text_width(f.regular, card.date);
  const float title_end = date_x - m.unit;
  ImGui::PushFont(f.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, p.text);
  ImGui::RenderTextEllipsis(draw, ImVec2(m.pad, m.pad),
                            ImVec2(title_end, m.pad + f.heading->FontSize), title_end, title_end,
                            card.game_name.c_str(), nullptr, nullptr);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  text_at(draw, f.regular,
          ImVec2(date_x, m.pad + f.heading->FontSize - f.regular->FontSize - m.unit * 0.1f),
          p.text_muted, card.date);
}

void draw_board_area(SessionController& session, GameView& view, const CardMeasures& m) {
  const float top = m.pad + m.header;
  const ImVec2 size(m.width - m.pad * 2, m.board - m.unit * 0.8f);
  ImGui::SetCursorScreenPos(ImVec2(m.pad, top));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, theme_colours().surface_alt);
  if (ImGui::BeginChild("##card-board", size, false,
                        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                            ImGuiWindowFlags_NoInputs)) {
    const BoardPictureScope picture;
    view.draw_board(session);
  }
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

void draw_player_row(ImDrawList* draw, const FinalResult& result, bool solo, float top,
                     const CardMeasures& m) {
  const ThemeColours& p = theme_colours();
  const UiFonts& f = fonts();
  const PlayerResult& player = result.player;
  const std::string score = format_score(player.score);
  const float score_x = m.width - m.pad - text_width(f.heading, score);
  text_at(draw, f.heading, ImVec2(score_x, top + (m.row - f.heading->FontSize) * 0.5f), p.text,
          score);
  float x = m.pad;
  const float name_top = top + m.unit * 0.35f;
  if (!solo) {
    text_at(draw, f.bold, ImVec2(x, name_top), player.place == 1 ? p.gold : p.text_muted,
            ordinal(player.place));
    x += m.unit * 3.2f;
  }
  const float name_end = score_x - m.unit;
  ImGui::PushFont(f.bold);
  ImGui::PushStyleColor(ImGuiCol_Text, p.text);
  ImGui::RenderTextEllipsis(draw, ImVec2(x, name_top),
                            ImVec2(name_end, name_top + f.bold->FontSize), name_end, name_end,
                            player.name.c_str(), nullptr, nullptr);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  const float second_top = name_top + f.bold->FontSize + m.unit * 0.25f;
  float tag_x = x;
  if (player.rank) {
    const std::string rank = _(player.rank->c_str());
    draw->PushClipRect(ImVec2(x, second_top), ImVec2(name_end, second_top + m.row), true);
    text_at(draw, f.small, ImVec2(x, second_top), p.gold, rank);
    draw->PopClipRect();
    tag_x += text_width(f.small, rank) + m.unit * 0.6f;
  }
  if (result.new_best) {
    const std::string text = badge_text(result);
    const float width = text_width(f.small, text) + f.small->FontSize;
    if (tag_x + width > name_end) tag_x = std::max(x, name_end - width);  // under a long rank
    card_badge(draw, ImVec2(tag_x, second_top - f.small->FontSize * 0.1f),
               result.previous_best ? p.gold : p.accent, text);
  }
}

void draw_card(const ResultsCardData& card, SessionController* session, GameView* view,
               const CardMeasures& m) {
  const ThemeColours& p = theme_colours();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin("###results-card", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar(2);  // the board's child keeps the padding its view is drawn with
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(ImVec2(0, 0), ImVec2(m.width, m.height()), to_u32(p.surface));
  draw->AddRectFilled(ImVec2(0, 0), ImVec2(m.width, m.unit * 0.3f), to_u32(p.accent));
  draw_header(draw, card, m);
  if (session != nullptr && view != nullptr && m.board > 0) draw_board_area(*session, *view, m);
  float top = m.pad + m.header + m.board;
  for (const FinalResult& result : card.results) {
    draw->AddLine(ImVec2(m.pad, top), ImVec2(m.width - m.pad, top), to_u32(p.border));
    draw_player_row(draw, result, card.solo(), top, m);
    top += m.row;
  }
  const std::string footer = _("Scored with Tributary");
  text_at(draw, fonts().small,
          ImVec2(m.width - m.pad - text_width(fonts().small, footer), top + m.unit * 0.3f),
          p.text_muted, footer);
  ImGui::End();
}

// The first frame lays out the board's child window and lets a view fit its camera; the
// later ones draw with those sizes.
constexpr int kCardFrames = 3;

}  // namespace

std::string write_results_card(const ResultsCardData& card, SessionController* board,
                               const std::string& path) {
  GameView* view = board != nullptr ? find_view(card.game_id) : nullptr;
  // The measures need the fonts' sizes, set when the atlas is built (by the first frame,
  // which `--screenshot` has not drawn).
  if (!ImGui::GetIO().Fonts->IsBuilt()) ImGui::GetIO().Fonts->Build();
  const CardMeasures m = card_measures(card, view != nullptr);
  const int width = static_cast<int>(std::ceil(m.width));
  const int height = static_cast<int>(std::ceil(m.height()));
  std::vector<unsigned char> pixels;
  std::string error;
  if (!render_offscreen(
          width, height, kCardFrames, [&] { draw_card(card, board, view, m); }, pixels, error)) {
    return error;
  }
  if (!stbi_write_png(path.c_str(), width, height, 4, pixels.data(), width * 4)) {
    return fill(_("cannot write {}"), path);
  }
  return {};
}

}  // namespace trib::ui
