// The Wodny szlak board view: a toolbar for the picked tile, one tab per player with its
// own river (status line, canvas) and the palette of tiles still in play beside it.

#include <algorithm>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/catalog/form_controls.h"
#include "ui/game_view.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/widgets/steady_strip.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/analysis_panel.h"
#include "ui/wodny-szlak/catalog_art.h"
#include "ui/wodny-szlak/catalog_controls.h"
#include "ui/wodny-szlak/coach_panel.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui {

namespace {

namespace ws = trib::wodny_szlak;
using ws_ui::ViewState;

std::string turned(int rot) {
  // TRANSLATORS: how a tile is turned: "unturned", "turned 90°".
  return rot == 0 ? std::string(_("unturned")) : fill(_("turned {}\u00b0"), rot * 90);
}

// A checkbox that goes on the current line when it fits there.
void toggle(const char* label, bool* value, const char* tooltip) {
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                    ImGui::CalcTextSize(label, nullptr, true).x);
  ImGui::Checkbox(label, value);
  if (tooltip && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
}

void toolbar(ViewState& state, const SessionController& session, const ws::WodnySzlakMatch& m) {
  ImGui::AlignTextToFramePadding();
  if (state.selected < 0) {
    muted(m.finished()          ? _("Every river is complete.")
          : session.read_only() ? _("Review: pick a tile to check where it would fit.")
                                : _("Pick a tile in the palette, then click a cell of the river."));
  } else {
    ImGui::TextUnformatted(
        fill(_("Placing {}, {}"), m.catalog().tiles[state.selected].id, turned(state.rot)).c_str());
    // TRANSLATORS: R and Esc are the keys that do it, whatever the language.
    const std::string turn = fill("{}###ws-turn", _("Turn (R)"));
    const std::string put_back = fill("{}###ws-put-back", _("Put back (Esc)"));
    same_line_if_fits(button_width(turn.c_str()) + button_width(put_back.c_str()) +
                      ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::Button(turn.c_str())) state.rot = (state.rot + 1) % 4;
    ImGui::SameLine();
    if (ImGui::Button(put_back.c_str())) state.selected = -1;
  }
  if (m.finished()) return;
  toggle(fill("{}###ws-legal-spots", _("Legal spots")).c_str(), &state.show_legal,
         _("Outline every cell where the picked tile fits"));
  const std::string more = fill("{} \u25be###ws-more", _("More"));
  same_line_if_fits(button_width(more.c_str()));
  if (ImGui::Button(more.c_str())) ImGui::OpenPopup("ws-view-options");
  if (ImGui::BeginPopup("ws-view-options")) {
    ImGui::Checkbox(fill("{}###ws-dead-gaps", _("Mark dead gaps")).c_str(), &state.show_dead);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", _("Cross out empty cells where no tile still in play can ever fit"));
    if (m.player_count() > 1 && !session.read_only()) {
      ImGui::Checkbox(fill("{}###ws-next-player", _("Show the next player after a move")).c_str(),
                      &state.next_after_move);
    }
    ImGui::EndPopup();
  }
}

// "34 points · 9/13 tiles · main river 10 squares · 1 oxbow lake · 14 legal spots", for
// the shown player's river or the analysis' best river.
void status_line(ViewState& state, const ws::WodnySzlakMatch& m) {
  const int p = state.player;
  const bool best = state.best_board != nullptr;
  const ws::Board& board = best ? *state.best_board : m.board(p);
  const ws::Networks networks =
      best ? ws::find_networks(m.catalog(), board) : state.cache[p].networks;
  const double total =
      best ? ws::score_parts(m.catalog(), board).total() : state.cache[p].parts.total;
  int main = 0;
  std::set<int> oxbows;
  for (std::size_t i = 2; i < board.squares.size(); ++i) {
    if (board.squares[i].arms == 0) continue;
    if (networks.on_main_river(static_cast<int>(i))) {
      ++main;
    } else {
      oxbows.insert(networks.of[i]);
    }
  }
  ImGui::PushFont(fonts().bold);
  // The score's plural follows its whole part ("12.5" reads as many in both languages).
  const auto whole = static_cast<unsigned long>(std::max(0.0, total));
  const std::string score =
      best ? fill(P_("{} point (the best river)", "{} points (the best river)", whole),
                  format_score(total))
           : fill(P_("{} point", "{} points", whole), format_score(total));
  ImGui::TextUnformatted(score.c_str());
  ImGui::PopFont();
  std::vector<std::string> details;
  details.push_back(fill(P_("{}/{} tile", "{}/{} tiles", ws::kPlacementsPerPlayer),
                         board.placements(), ws::kPlacementsPerPlayer));
  details.push_back(fill(P_("main river {} tile", "main river {} tiles", main), main));
  if (!oxbows.empty()) {
    details.push_back(fill(P_("{} oxbow lake", "{} oxbow lakes", oxbows.size()), oxbows.size()));
  }
  if (board.placements() >= ws::kPlacementsPerPlayer) {
    details.push_back(_("the river is complete"));
  } else if (!best && m.ledger().placed_this_round(p)) {  // no spot is legal until the round ends
    // TRANSLATORS: D and P are the keys that do it, whatever the language.
    details.push_back(m.player_count() == 1 ? _("placed this round: D discards the rest")
                                            : _("placed this round: P passes the rest"));
  } else if (state.selected >= 0) {
    std::size_t here = 0;
    const auto& spots = ws_ui::selected_spots(state, m);
    for (const ws::Spot& s : spots) here += s.rot == state.rot;
    details.push_back(fill(
        P_("{} legal spot ({} at this turn)", "{} legal spots ({} at this turn)", spots.size()),
        spots.size(), here));
  }
  // One line whatever the language and font scale: a wrapped line would move the river and
  // the palette down (an oxbow or a picked tile adds a detail); what is cut is the tooltip.
  std::string line;
  for (const std::string& detail : details)
    line += (line.empty() ? "\u00b7  " : "  \u00b7  ") + detail;
  ImGui::SameLine();
  fitted_text(line, &theme_colours().text_muted);
}

// After a move, the next seat that still has tiles to place.
int next_player(const ws::WodnySzlakMatch& m, int from) {
  const int n = m.player_count();
  for (int k = 1; k <= n; ++k) {
    const int p = (from + k) % n;
    if (m.board(p).placements() < ws::kPlacementsPerPlayer) return p;
  }
  return from;
}

class WodnySzlakView final : public GameView {
 public:
  std::string_view game_id() const override { return "wodny-szlak"; }

  void setup_options(const SetupContext& context, nlohmann::json& setup) override {
    ws_ui::start_setup(context, setup);
  }

  void draw_board(SessionController& session) override {
    const auto* m = dynamic_cast<const ws::WodnySzlakMatch*>(&session.match());
    if (m == nullptr) {
      muted(_("This session's match is not a Wodny szlak match."));
      return;
    }
    ws_ui::sync_state(state_, session, *m);
    ws_ui::view_keys(state_, *m);
    const ws::Board* best = ws_ui::analysis_panel().shown_board(session);
    if (best != state_.best_board) {  // the other river: fit it into view
      std::fill(state_.fit_frames.begin(), state_.fit_frames.end(), 2);
    }
    state_.best_board = best;
    // A short view keeps these lines with the player's status inside the tab, in one
    // scrolling share of the height, so the river keeps its room.
    const bool stacked = short_board_view();
    if (!stacked) {
      above_tabs_.begin();  // the lines above the board keep their height: the board stays put
      top_lines(session, *m);
      above_tabs_.end();
    }
    std::optional<nlohmann::json> move;
    if (ImGui::BeginTabBar("ws-players")) {
      for (int p = 0; p < m->player_count(); ++p) {
        const std::string label = m->players()[p] + "  " +
                                  format_score(state_.cache[p].parts.total) + "###player" +
                                  std::to_string(p);
        const ImGuiTabItemFlags flags = state_.select_tab == p ? ImGuiTabItemFlags_SetSelected : 0;
        if (!ImGui::BeginTabItem(label.c_str(), nullptr, flags)) continue;
        if (state_.player != p) state_.checked = nullptr;
        state_.player = p;
        move = player_tab(session, *m, stacked);
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    state_.select_tab = -1;
    if (!session.read_only()) {
      if (auto keyed = ws_ui::hand_keys(state_, *m)) move = std::move(keyed);
    }
    // Last: submitting changes (and may replace) the match read above.
    if (move && !session.read_only() && entered(session.submit(*move))) {
      const int mover = state_.player;
      const bool placement = move->contains("tile");
      if (placement) {
        state_.selected = -1;
        state_.rot = 0;
        state_.search.clear();  // a search left filled would hide the tiles still to place
      }
      // A player who keeps a hand ends the turn by passing, else by placing; the last tile
      // placed ends it too (nothing is passed after it).
      const auto* after = dynamic_cast<const ws::WodnySzlakMatch*>(&session.match());
      const bool last_tile = after && after->board(mover).placements() >= ws::kPlacementsPerPlayer;
      const bool turn_over = after && (placement ? !after->ledger().tracked(mover) || last_tile
                                                 : move->contains("pass"));
      if (turn_over && state_.next_after_move) state_.select_tab = next_player(*after, mover);
    }
  }

  void draw_rules_help() override { ws_ui::draw_rules(); }

  std::vector<Shortcut> shortcuts() const override {
    return {
        {_("Ctrl+F or Tab"), _("Pick a tile by id, or the next tile of the palette")},
        {_("Arrows, R, Enter"), _("Step through its legal spots (best first), turn it, place it")},
        {_("Shift+arrows"), _("Step through every spot, legal or not")},
        {_("Page Down / Up"), _("Show the next / previous player's river")},
    };
  }
  const CatalogArt* catalog_art() const override { return &ws_ui::catalog_art(); }
  bool draw_catalog_editor(catalog_edit::Editor& editor,
                           catalog_edit::ComponentRef& selected) override {
    if (!ws_ui::draw_catalog_controls(editor, selected)) return false;
    catalog_ui::every_field(catalog_art(), editor, selected);
    return true;
  }

  std::string describe_move(const nlohmann::json& move) const override {
    try {
      const int players = state_.names.empty() ? (move.contains("player") ? 4 : 1)
                                               : static_cast<int>(state_.names.size());
      const ws::Move parsed = ws::parse_move(move, players);
      if (const auto* hand = std::get_if<ws::HandMove>(&parsed)) return describe(*hand, players);
      const auto& p = std::get<ws::Placement>(parsed);
      if (p.rot == 0)
        return fill(_("{}: {} at ({}, {})"), name_of(p.player), p.tile, p.cell.x, p.cell.y);
      return fill(_("{}: {} at ({}, {}), {}"), name_of(p.player), p.tile, p.cell.x, p.cell.y,
                  turned(p.rot));
    } catch (const std::exception&) {
      return readable_json(move);
    }
  }

 private:
  std::string name_of(int player) const {
    return player < static_cast<int>(state_.names.size()) ? state_.names[player]
                                                          : fill(_("Player {}"), player + 1);
  }

  // "Wanda drew base-03, base-07", "Ada passed base-01, base-02 to Bo".
  std::string describe(const ws::HandMove& hand, int players) const {
    std::string ids;
    for (const std::string& id : hand.tiles) ids += (ids.empty() ? "" : ", ") + id;
    switch (hand.action) {
      case ws::HandAction::Draw:
        return fill(_("{} drew {}"), name_of(hand.player), ids);
      case ws::HandAction::Discard:
        return fill(_("{} discarded {}"), name_of(hand.player), ids);
      case ws::HandAction::Pass:
        break;
    }
    return fill(_("{} passed {} to {}"), name_of(hand.player), ids,
                name_of((hand.player + 1) % players));
  }

  // The analysis' note when it shows its best river, else the toolbar.
  void top_lines(SessionController& session, const ws::WodnySzlakMatch& m) {
    if (state_.best_board != nullptr) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(theme_colours().gold, "%s",
                         _("Showing the best river with your tiles (untick it under Analysis to "
                           "see yours)."));
    } else {
      toolbar(state_, session, m);
    }
  }

  std::optional<nlohmann::json> player_tab(SessionController& session, const ws::WodnySzlakMatch& m,
                                           bool stacked) {
    if (stacked) {
      begin_board_info("##ws-info");
      top_lines(session, m);
      status_line(state_, m);
      end_board_info();
    } else {
      status_strip_.begin();
      status_line(state_, m);
      status_strip_.end();
    }
    ws_ui::prepare_next_step(state_, session, m);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool palette_shown = !m.finished();
    const float palette_width =
        palette_shown ? std::clamp(ImGui::GetFontSize() * 12, 170.0f, avail.x * 0.32f) : 0.0f;
    const float spacing = palette_shown ? ImGui::GetStyle().ItemSpacing.x : 0.0f;
    auto move =
        ws_ui::draw_river(state_, session, m, ImVec2(avail.x - palette_width - spacing, avail.y));
    if (palette_shown) {
      ImGui::SameLine();
      if (auto drawn =
              ws_ui::draw_palette(state_, session, m, ImVec2(palette_width, avail.y), coach_))
        move = std::move(drawn);
    }
    return move;
  }

  ViewState state_;
  SteadyStrip above_tabs_, status_strip_;
  ws_ui::CoachPanel coach_;
};

}  // namespace

std::unique_ptr<GameView> make_wodny_szlak_view() {
  return std::make_unique<WodnySzlakView>();
}

}  // namespace trib::ui
