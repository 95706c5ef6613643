// The River Wild board view: a header strip (score, rank title, cards placed, the hand),
// the end of the game announced with its reason, a toolbar for the picked card, the
// layout canvas and the palette (the hand and the deck, or the unplaced cards).

#include <algorithm>
#include <cstdio>
#include <memory>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "games/river-wild/codec.h"
#include "session/controller.h"
#include "ui/game_view.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/analysis_panel.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/card_editor.h"
#include "ui/river-wild/catalog_art.h"
#include "ui/river-wild/coach_panel.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/steady_strip.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

namespace rw = trib::river_wild;

// The hand kept during play, or the one entered at setup in older sessions.
void hand_status(const rw_ui::BoardState& state, const rw::RiverWildMatch& m) {
  const auto hand = m.known_hand();
  const bool kept = rw_ui::shows_hand(m);
  if (!kept && (!hand || hand->empty())) return;
  std::string text;
  if (kept) {
    text = fill(_("\u00b7  in hand {}/{}, deck {}"), m.hand().size(), rw::kHandSize,
                m.deck_cards().size());
  } else {
    std::string ids;
    for (int card : *hand) ids += (ids.empty() ? "" : " ") + m.catalog().card(card).id;
    text = fill(_("\u00b7  hand {}"), ids);
  }
  if (!m.finished() && hand && !hand->empty()) {
    const std::size_t spots = state.hand_spots;
    text += " " + fill(P_("({} legal spot)", "({} legal spots)", spots), spots);
  }
  same_line_if_fits(ImGui::CalcTextSize(text.c_str()).x);
  ImGui::TextColored(state.hand_blocked ? theme_colours().warning : theme_colours().text_muted,
                     "%s", text.c_str());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", kept ? _("The cards you drew and have not placed, and the cards "
                                     "left to draw. The game ends when none of a full hand "
                                     "fits anywhere.")
                                 : _("The hand entered at setup. The game also ends when none "
                                     "of its cards has a legal spot on either side."));
  }
}

void header_strip(const rw_ui::BoardState& state, const SessionController& session,
                  const rw::RiverWildMatch& m) {
  const Scoreboard& board = session.scoreboard();
  // While the analysis' best layout is shown, its score is.
  const double score = state.best_score != nullptr ? state.best_score->total
                       : board.players.empty()     ? 0.0
                                                   : board.players.front().score;
  ImGui::PushFont(fonts().bold);
  const std::string points =
      fill(P_("{} point", "{} points", static_cast<unsigned long>(std::max(score, 0.0))),
           format_score(score));
  ImGui::TextUnformatted(points.c_str());
  ImGui::PopFont();
  if (!board.players.empty() && board.players.front().rank) {
    const char* rank = _(board.players.front().rank->c_str());  // a title of data/
    same_line_if_fits(ImGui::CalcTextSize(rank).x);
    ImGui::TextColored(theme_colours().gold, "%s", rank);
  }
  trailing_detail(
      fill(_("cards placed {}/{}"), m.layout().river_cards(), m.catalog().cards.size()));
  hand_status(state, m);
}

// The end of the game, announced with its reason from the score details.
void end_banner(const SessionController& session) {
  const nlohmann::json& details = session.scoreboard().details;
  const auto reason = details.find("end_reason");
  if (!session.finished() || reason == details.end() || !reason->is_string()) return;
  const std::string text = fill(_("Game over \u2014 {}"), reason->get<std::string>());
  banner(theme_colours().legal, text.c_str());
}

void legend() {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = ImGui::GetFontSize() * 0.45f;
  float width = 0;
  for (rw::Animal animal : rw::kAnimals) {
    width +=
        r * 2 + 4 + ImGui::CalcTextSize(rw::animal_label(animal)).x + ImGui::GetFontSize() * 0.8f;
  }
  same_line_if_fits(width + ImGui::GetFontSize());
  bool first = true;
  for (rw::Animal animal : rw::kAnimals) {
    const std::string name(rw::animal_label(animal));
    if (!first) same_line_if_fits(r * 2 + 4 + ImGui::CalcTextSize(name.c_str()).x);
    first = false;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float y = at.y + ImGui::GetFrameHeight() * 0.5f;
    rw_ui::draw_animal_token(draw, ImVec2(at.x + r, y), r, animal);
    ImGui::Dummy(ImVec2(r * 2, ImGui::GetFrameHeight()));
    ImGui::SameLine(0, 4);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", name.c_str());
  }
}

void toolbar(rw_ui::BoardState& state, const SessionController& session,
             const rw::RiverWildMatch& m) {
  if (state.selected < 0) {
    ImGui::AlignTextToFramePadding();
    const char* hint =
        m.finished() ? (m.all_placed() ? _("All cards are placed.") : _("No card in hand fits."))
        : session.read_only() ? _("Review: hover a spot to check it; moves are not entered here.")
        : rw_ui::shows_hand(m) && m.hand().size() < rw::kHandSize && !m.deck_cards().empty()
            ? _("Click each card you draw under Deck, then pick one in hand.")
            : _("Pick a card (click or Tab), then click a spot.");
    muted(hint);
    legend();
    return;
  }
  const std::string& id = m.catalog().card(state.selected).id;
  ImGui::AlignTextToFramePadding();
  const std::string placing =
      fill(state.back ? _("Placing {} (back)") : _("Placing {} (front)"), id);
  ImGui::TextUnformatted(placing.c_str());
  const std::string flip = fill("{}##rw-flip", _("Flip (F)"));
  same_line_if_fits(button_width(flip.c_str()));
  if (ImGui::Button(flip.c_str())) state.back = !state.back;
  const std::string put_back = fill("{}##rw-put-back", _("Put back (Esc)"));
  same_line_if_fits(button_width(put_back.c_str()));
  if (ImGui::Button(put_back.c_str())) state.selected = -1;
  const char* show_legal = _("Show legal spots");
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                    ImGui::CalcTextSize(show_legal).x);
  ImGui::Checkbox(fill("{}###rw-show-legal", show_legal).c_str(), &state.show_legal);
  if (state.selected < 0) return;
  std::size_t here = 0, other = 0;
  for (const rw::Placement& p : rw_ui::selected_spots(state, m))
    ++(p.back == state.back ? here : other);
  const std::string text = fill(_("{} here, {} flipped"), here, other);
  same_line_if_fits(ImGui::CalcTextSize(text.c_str()).x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(here == 0 ? theme_colours().illegal : theme_colours().text_muted, "%s",
                     text.c_str());
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", _("Legal spots of this card on the side shown / the other side"));
}

class RiverWildView final : public GameView {
 public:
  std::string_view game_id() const override { return "river-wild"; }

  void setup_options(const SetupContext& context, nlohmann::json& setup) override {
    (void)context;
    (void)setup;
    muted(
        _("Draw your three cards at the table and click each one under Deck: the app keeps "
          "your hand, places cards from it and ends the game when none of them fits. "
          "Runestone animals are chosen by the app for the best total; right-click a land "
          "on the board to see or change a choice."));
  }

  void draw_board(SessionController& session) override {
    const auto* m = dynamic_cast<const rw::RiverWildMatch*>(&session.match());
    if (m == nullptr) {
      muted(_("This session's match is not a River Wild match."));
      return;
    }
    rw_ui::sync_state(state_, session, *m);
    rw_ui::palette_keys(state_, *m);
    state_.best_layout = rw_ui::analysis_panel().shown_layout(session);
    state_.best_score = rw_ui::analysis_panel().shown_score(session);
    above_board_.begin();  // the lines above the board keep their height: the board stays put
    begin_board_info("##rw-info");
    header_strip(state_, session, *m);
    end_banner(session);
    if (state_.best_layout != nullptr) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(theme_colours().gold, "%s",
                         _("Showing the best layout with your draws (untick it under Analysis "
                           "to see yours)."));
    } else {
      toolbar(state_, session, *m);
    }
    end_board_info();
    above_board_.end();

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool palette_shown = !m->unplaced_cards().empty();
    const float palette_width =
        palette_shown ? std::clamp(ImGui::GetFontSize() * 11, 150.0f, avail.x * 0.3f) : 0.0f;
    const float spacing = palette_shown ? ImGui::GetStyle().ItemSpacing.x : 0.0f;
    auto move =
        rw_ui::draw_layout(state_, session, *m, ImVec2(avail.x - palette_width - spacing, avail.y));
    if (palette_shown) {
      ImGui::SameLine();
      if (auto drawn =
              rw_ui::draw_palette(state_, session, *m, ImVec2(palette_width, avail.y), coach_)) {
        move = std::move(drawn);
      }
    }
    // Last: submitting changes (and may replace) the match read above.
    if (move && entered(session.submit(*move))) {
      state_.selected = -1;
      state_.search.clear();  // a search left filled would hide the cards still to pick
      // After a placement the next step is a draw while the deck lasts: the search takes the
      // keyboard for its id, as it keeps it between draws.
      const auto* after = dynamic_cast<const rw::RiverWildMatch*>(&session.match());
      if (!move->contains("draw") && after && after->keeps_hand() && !after->finished() &&
          after->hand().size() < rw::kHandSize && !after->deck_cards().empty()) {
        state_.focus_search = true;
      }
    }
  }

  void draw_rules_help() override { rw_ui::draw_rules(); }

  std::vector<Shortcut> shortcuts() const override {
    return {
        {"Ctrl+F", _("Search the palette; an id + Enter draws that card")},
        {_("Tab, arrows, Enter"), _("Pick a card, step through its legal spots, place it")},
        {_("Shift+arrows"), _("Step through every spot, legal or not")},
        {"F", _("Flip the picked card")},
    };
  }
  const CatalogArt* catalog_art() const override { return &rw_ui::catalog_art(); }
  bool draw_catalog_editor(catalog_edit::Editor& editor,
                           catalog_edit::ComponentRef& selected) override {
    return rw_ui::draw_catalog_editor(card_editor_, editor, selected);
  }

  std::string describe_move(const nlohmann::json& move) const override {
    try {
      const rw::MoveInput in = rw::parse_move(move);
      if (in.draw) return fill(_("draws {}"), in.card);
      return fill(in.back ? _("{} (back) at row {}, col {}") : _("{} at row {}, col {}"), in.card,
                  in.row, in.col);
    } catch (const std::exception&) {
      return move.dump();
    }
  }

 private:
  rw_ui::BoardState state_;
  SteadyStrip above_board_;
  rw_ui::CoachPanel coach_;
  rw_ui::CardEditorState card_editor_;  // the Catalogs view's card painter
};

}  // namespace

std::unique_ptr<GameView> make_river_wild_view() {
  return std::make_unique<RiverWildView>();
}

}  // namespace trib::ui
