// The River Woods board view: a status line (round, turn, whose turn), the objectives the
// last turn achieved, the shared map on the left and, on the right, the turn being
// entered, the players and the objective cards.

#include <algorithm>
#include <memory>
#include <utility>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/codec.h"
#include "session/controller.h"
#include "ui/catalog/form_controls.h"
#include "ui/game_view.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/river-woods/catalog_art.h"
#include "ui/river-woods/catalog_controls.h"
#include "ui/river-woods/hex_art.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

using woods_ui::SideTab;
using woods_ui::ViewState;
using woods_ui::rwd::RiverWoodsMatch;
namespace rwd = trib::river_woods;

// "Ada to play (first turn)": a player takes three turns a round, counted from 0.
std::string to_play_text(const std::string& name, int n) {
  switch (n) {
    case 0:
      return fill(_("{} to play (first turn)"), name);
    case 1:
      return fill(_("{} to play (second turn)"), name);
    case 2:
      return fill(_("{} to play (third turn)"), name);
    default:
      return fill(_("{} to play (turn {})"), name, n + 1);
  }
}

// Continues the line with " · text" when it fits there, else starts a new line with it.
void status_part(const std::string& text) {
  const std::string joined = "\u00b7  " + text;
  const float end = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x +
                    ImGui::CalcTextSize(joined.c_str()).x;
  const bool fits = end <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (fits) ImGui::SameLine();
  ImGui::TextDisabled("%s", (fits ? joined : text).c_str());
}

void status_line(const RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  ImGui::PushFont(fonts().bold);
  if (s.over) {
    ImGui::TextUnformatted(fill(_("Game over after round {}"), s.round).c_str());
  } else {
    ImGui::TextUnformatted(fill(_("Round {} of 5"), s.round).c_str());
  }
  ImGui::PopFont();
  if (!s.over) {
    const int p = s.current_player();
    status_part(fill(_("turn {} of {}"), s.turn_in_round + 1, 3 * s.player_count()));
    // A long name is cut: the status line stays one line at any font scale.
    status_part(to_play_text(fit_to_width(woods_ui::player_name(m, p), ImGui::GetFontSize() * 12),
                             s.players[p].turns_this_round));
  }
  const int deck = m.catalog().terrain_deck_size;
  status_part(fill(P_("{} of {} terrain tile placed", "{} of {} terrain tiles placed",
                      static_cast<unsigned long>(deck)),
                   s.terrain_placed, deck));
  if (!s.over && (s.last_round || s.round >= 5)) {
    const char* last = _("last round");
    same_line_if_fits(ImGui::CalcTextSize(last).x + 16);
    badge(last, theme_colours().warning);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", _("The game ends with this round: round 5, the 48th terrain tile "
                                "was placed, or a player holds cubes on 10 objectives."));
    }
  }
}

// `id` keeps the tab (and the one ImGui remembers as selected) whatever the language.
bool tab(ViewState& state, const char* label, const char* id, SideTab which) {
  const ImGuiTabItemFlags flags =
      state.select_tab == which ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
  return ImGui::BeginTabItem(fill("{}###{}", label, id).c_str(), nullptr, flags);
}

// The Turn, Players and Objectives tabs; returns true when the turn is confirmed.
bool panel_tabs(ViewState& state, const SessionController& session, const RiverWoodsMatch& m) {
  bool confirm = false;
  if (state.live && tab(state, _("Turn"), "rwd-turn-tab", SideTab::Turn)) {
    ImGui::BeginChild("##rwd-turn");
    confirm = woods_ui::draw_turn_panel(state, session, m);
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  if (tab(state, _("Players"), "rwd-players-tab", SideTab::Players)) {
    ImGui::BeginChild("##rwd-players");
    woods_ui::draw_players_panel(state, session, m);
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  if (tab(state, _("Objectives"), "rwd-objectives-tab", SideTab::Objectives)) {
    ImGui::BeginChild("##rwd-objectives");
    woods_ui::draw_objectives_panel(m);
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  return confirm;
}

// The map beside the panels, when there is room for both.
bool wide_layout(ViewState& state, const SessionController& session, const RiverWoodsMatch& m) {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float side = std::max(ImGui::GetFontSize() * 17, avail.x * 0.3f);
  woods_ui::draw_map(state, session, m,
                     ImVec2(avail.x - side - ImGui::GetStyle().ItemSpacing.x, avail.y));
  ImGui::SameLine();
  bool confirm = false;
  ImGui::BeginChild("##rwd-side", ImVec2(side, avail.y), false);
  if (ImGui::BeginTabBar("rwd-side")) {
    confirm = panel_tabs(state, session, m);
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
  return confirm;
}

// Large fonts or a small window: the map is a tab of its own, with a one-line summary of
// the turn being entered above it; picking something to place on the map switches to it.
// `stacked` (a short view): the status line goes with the turn strip into one scrolling
// share of the Map tab's height, so the map keeps its room.
bool narrow_layout(ViewState& state, const SessionController& session, const RiverWoodsMatch& m,
                   bool stacked) {
  bool confirm = false;
  if (!ImGui::BeginTabBar("rwd-narrow")) return false;
  if (tab(state, _("Map"), "rwd-map-tab", SideTab::Map)) {
    if (stacked) {
      begin_board_info("##rwd-info");
      status_line(m);
    }
    if (state.live) confirm = woods_ui::draw_turn_strip(state, m);
    if (stacked) end_board_info();
    woods_ui::draw_map(state, session, m, ImGui::GetContentRegionAvail());
    ImGui::EndTabItem();
  }
  confirm = panel_tabs(state, session, m) || confirm;
  ImGui::EndTabBar();
  return confirm;
}

class RiverWoodsView final : public GameView {
 public:
  std::string_view game_id() const override { return "river-woods"; }

  void setup_options(const SetupContext& context, nlohmann::json& setup) override {
    woods_ui::setup_options(context, setup);
  }

  // The map and whether the offer is recorded; never the objective cards dealt (the secret
  // ones least of all) nor the offer itself.
  std::vector<std::string> remembered_setup_keys() const override {
    return {"map", woods_ui::kRecordOfferKey};
  }

  void draw_board(SessionController& session) override {
    const auto* m = dynamic_cast<const RiverWoodsMatch*>(&session.match());
    if (m == nullptr) {
      muted(_("This session's match is not a River Woods match."));
      return;
    }
    woods_ui::sync_state(state_, session, *m);
    woods_ui::refresh_preview(state_, session, *m);
    const bool narrow = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 36;
    const bool stacked = narrow && short_board_view();
    if (!stacked) status_line(*m);
    // Beside the map the Turn panel shows what the last turn achieved, above its steps:
    // here it would push the map and the panel's buttons down.
    state_.panel_announces = !narrow && state_.live;
    if (!state_.panel_announces) woods_ui::draw_announcements(state_, *m);

    woods_ui::follow_tools(state_, narrow);
    // Keys first: Enter confirms the turn only when no cell chosen with the arrow keys
    // claims it for a step (which draw_map then adds).
    bool confirm = state_.live && woods_ui::turn_keys(state_, session, *m);
    woods_ui::pick_next_tile(state_, *m);
    if (std::exchange(state_.confirm_next, false) && state_.live && state_.builder.ready()) {
      if (state_.record_offer && woods_ui::offer_missing(state_, *m)) {
        state_.confirm_after_offer = true;  // the refill first; its Enter confirms
        state_.focus_offer = true;
      } else {
        confirm = state_.full_check.legal();
      }
    }
    if (narrow ? narrow_layout(state_, session, *m, stacked) : wide_layout(state_, session, *m)) {
      confirm = true;
    }
    state_.select_tab.reset();
    // Last: submitting changes (and may replace) the match read above.
    if (confirm && state_.live && state_.builder.ready()) {
      nlohmann::json move = state_.builder.json(m->state());
      if (state_.record_offer) move[woods_ui::kOfferKey] = woods_ui::offer_json(state_.offer.now());
      session.submit(move);
    } else if (state_.store_first_offer) {
      store_first_offer(session);
    }
  }

  void draw_rules_help() override { woods_ui::draw_rules(); }

  // The offer typed before the first turn goes into the setup, so a session resumed before
  // that turn is stored still knows it.
  void store_first_offer(SessionController& session) {
    state_.store_first_offer = false;
    if (session.read_only() || session.past_edit() || session.match().move_count() != 0) return;
    nlohmann::json setup = session.table().setup;
    setup[woods_ui::kOfferKey] = woods_ui::offer_json(state_.offer.now());
    session.set_setup(setup);
  }

  std::vector<Shortcut> shortcuts() const override {
    return {
        {"1-3, T / C / M", _("Choose the disc and the action")},  // not translated: keys
        {_("Tab, arrows, Enter"), _("Pick, step through the green cells, add the step")},
        {_("Shift+arrows"), _("Step through every cell the tool could point at")},
        {"P", _("Push a piece with the Stoat (arrows and Enter pick it and its cells)")},
        {"Enter", _("Confirm the turn (Backspace takes a step back)")},  // not translated: a key
        {_("O, then 1-3"),
         _("Record the offer: type the cards drawn (17 fox); pick a face-up one")},
    };
  }
  const CatalogArt* catalog_art() const override { return &woods_ui::catalog_art(); }
  bool draw_catalog_editor(catalog_edit::Editor& editor,
                           catalog_edit::ComponentRef& selected) override {
    if (!woods_ui::draw_catalog_controls(editor, selected)) return false;
    catalog_ui::every_field(catalog_art(), editor, selected);
    return true;
  }

  std::string describe_move(const nlohmann::json& move) const override {
    try {
      const int players =
          state_.names.players.empty() ? 4 : static_cast<int>(state_.names.players.size());
      return woods_ui::describe_turn(rwd::parse_turn(move, players), state_.names);
    } catch (const std::exception&) {
      return readable_json(move);
    }
  }

 private:
  ViewState state_;
};

}  // namespace

namespace woods_ui {

void draw_announcements(ViewState& state, const RiverWoodsMatch& m) {
  if (state.announcements.empty()) return;
  std::string text;
  for (const rwd::Award& award : state.announcements) {
    text += (text.empty() ? "" : "\n") + m.announce(award);
  }
  if (banner(theme_colours().gold, text.c_str(), _("OK"))) state.announcements.clear();
}

std::string player_name(const RiverWoodsMatch& m, int player) {
  return player >= 0 && player < static_cast<int>(m.players().size())
             ? m.players()[player]
             : fill(_("Player {}"), player + 1);
}

bool tool_armed(const ViewState& state) {
  const auto action = state.builder.action();
  if (!action) return false;
  switch (*action) {
    case rwd::Action::Terrain:
      return state.tile >= 0;
    case rwd::Action::Companion:
      return state.companion >= 0 && state.preview.players[state.builder.player()]
                                             .companions[static_cast<int>(state.side)] < 0;
    case rwd::Action::Movement:
      return true;
  }
  return false;
}

void follow_tools(ViewState& state, bool narrow) {
  const bool armed = state.live && tool_armed(state);
  if (narrow && armed && !state.armed) state.select_tab = SideTab::Map;
  state.armed = armed;
}

TurnCheck session_check(const SessionController& session) {
  return [&session](const nlohmann::json& move) { return session.check(move); };
}

bool add_step(ViewState& state, const SessionController& session, const rwd::Step& step) {
  if (state.record_offer) {
    state.offer.follow(state.builder.steps().size());
    // The engine trusts the player's pick; with the offer recorded it must be face up.
    if (step.kind == rwd::Step::Kind::Place) {
      state.refusal = check_tile_pick(state.offer.now(), step.tile);
    } else if (step.kind == rwd::Step::Kind::Take) {
      state.refusal = check_companion_pick(state.offer.now(), step.companion, step.slot);
    }
    if (!state.refusal.legal()) return false;
  }
  state.refusal = state.builder.add(step, session_check(session));
  if (!state.refusal.legal() || !state.record_offer) return state.refusal.legal();
  const bool redraw = step.kind == rwd::Step::Kind::Redraw;
  state.offer.add(step, redraw ? std::optional(state.discard) : std::nullopt);
  if (redraw || step.kind == rwd::Step::Kind::Refresh) {
    state.focus_offer = true;  // what was drawn is needed for the next pick
    state.discard = {};
  }
  return true;
}

void add_push(ViewState& state, const SessionController& session) {
  add_step(state, session, push_step(*state.push_target, state.push_path));
  state.pushing = false;
  state.push_target.reset();
  state.push_path.clear();
}

void refresh_preview(ViewState& state, const SessionController& session, const RiverWoodsMatch& m) {
  state.offer.follow(state.builder.steps().size());  // a step taken back gives back its pick
  const nlohmann::json turn = state.builder.json(m.state());
  if (turn == state.preview_of) return;
  state.preview_of = turn;
  state.preview_awards.clear();
  state.preview = state.builder.preview(m.state(), m.catalog(), &state.preview_awards);
  state.full_check = legal();
  if (state.live && state.builder.ready()) state.full_check = session.check(turn);
  // Every point spent and a card drawn to refill: the refill is typed next, and its Enter
  // confirms the turn.
  if (state.record_offer && state.live && state.builder.ready() && !state.builder.steps().empty() &&
      state.builder.ap_left(m.catalog(), m.state()) == 0 && offer_missing(state, m)) {
    state.confirm_after_offer = true;
    state.focus_offer = true;
  }
}

void drop_stale_picks(ViewState& state, const RiverWoodsMatch& m) {
  const rwd::State& s = m.state();
  if (state.tile >= 0 &&
      (state.tile >= static_cast<int>(s.terrain_used.size()) || s.terrain_used[state.tile])) {
    state.tile = -1;
  }
  const auto free = free_companions(s, m.catalog());
  if (std::find(free.begin(), free.end(), state.companion) == free.end()) state.companion = -1;
}

void sync_state(ViewState& state, const SessionController& session, const RiverWoodsMatch& m) {
  StateKey key = state_key(session);
  if (key == state.key) return;
  const bool other = key.session != state.key.session || key.title != state.key.title;
  if (other) {
    state = ViewState();
    state.show_hand.assign(m.state().players.size(), false);
  } else if (m.move_count() == state.moves_seen + 1) {
    state.announcements.clear();
    state.announcements = m.last_awards();
  } else {
    state.announcements.clear();
  }
  state.key = std::move(key);
  state.moves_seen = m.move_count();
  state.names = describe_context(m);
  state.live = !session.read_only() && !m.finished();
  // A live turn opens on the Turn tab; a review on the first tab (the map when narrow).
  if (other && state.live) state.select_tab = SideTab::Turn;
  state.armed = false;
  state.search.clear();  // the next turn starts from the whole box
  state.builder.start(m.state());
  state.key_cell.reset();
  state.key_tool_of = nullptr;
  state.next_tile_of = nullptr;
  state.side = rwd::Side::Left;  // a companion goes to the first empty side
  state.confirm_empty = false;
  state.confirm_next = false;
  state.moving_auto = false;
  state.record_offer = records_offer(session.table().setup);
  state.offer.start(
      offer_before_turn(session.table().setup, session.table().moves, m.move_count()));
  state.offer_line.clear();
  state.confirm_after_offer = false;
  state.discard = {};
  // Nothing known yet (a new session): the offer's field has the keyboard first.
  state.focus_offer = state.record_offer && state.live && state.offer.now() == Offer{};
  state.moving.reset();
  state.pushing = false;
  state.push_target.reset();
  state.push_path.clear();
  state.refusal = legal();
  state.preview_of = nullptr;
  state.ghost_of = nullptr;
  state.targets_of = nullptr;
  state.spots_of = nullptr;
  drop_stale_picks(state, m);
  if (state.live) preselect_action(state, session, m);  // the round's last disc is chosen
}

}  // namespace woods_ui

std::unique_ptr<GameView> make_river_woods_view() {
  return std::make_unique<RiverWoodsView>();
}

}  // namespace trib::ui
