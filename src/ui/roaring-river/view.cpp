// The Roaring River round view: a status line, the players' motivation cards with live
// hearts, then the river and raft with the danger gauge and the trip on the left, and on
// the right the round being entered (or, in review and at the end, the rounds played).

#include <algorithm>
#include <memory>
#include <optional>
#include <string_view>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/roaring-river/codec.h"
#include "session/controller.h"
#include "ui/game_view.h"
#include "ui/platform/fonts.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/catalog_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

namespace rr = trib::roaring_river;

void status_line(const rr::RoaringRiverMatch& m) {
  const rr::State& s = m.state();
  ImGui::PushFont(fonts().bold);
  const std::string title =
      s.finished()
          ? fill(P_("{} round played", "{} rounds played", static_cast<unsigned long>(s.rounds)),
                 s.rounds)
          : fill(_("Round {}"), s.rounds + 1);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  trailing_detail(s.level >= rr::kFlipLevel ? std::string(_("the raft flipped"))
                                            : fill(_("danger level {}"), s.level));
  // TRANSLATORS: the river cards left to deal
  trailing_detail(fill(_("deck {}"), s.deck));
  trailing_detail(fill(_("discard pile {}"), s.discard));
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s",
                      _("River cards left to deal, and cards in the discard pile (Paddle 2 "
                        "hearts are taken from the discard pile first, then from the deck)."));
  }
  if (s.end == rr::End::Flip) {
    banner(theme_colours().illegal,
           _("The raft flipped! The game is over: the fewest hearts win."));
  } else if (s.end == rr::End::River) {
    banner(theme_colours().legal,
           _("The raft reached the end of the river. The game is over: the most hearts win."));
  }
}

// "2L 3R", or "2L / 3R" for one list per set.
std::string card_list(const nlohmann::json& cards) {
  std::string text;
  for (const auto& item : cards) {
    if (!text.empty()) text += item.is_array() ? " / " : " ";
    text += item.is_array() ? (item.empty() ? std::string(_("nothing")) : card_list(item))
                            : item.get<std::string>();
  }
  return text;
}

class RoaringRiverView final : public GameView {
 public:
  std::string_view game_id() const override { return "roaring-river"; }

  void setup_options(const SetupContext& context, nlohmann::json& setup) override {
    rr_ui::setup_options(context, setup);
  }

  // The thresholds typed from the group's raft cards, their motivations and deck; never
  // the river cards dealt.
  std::vector<std::string> remembered_setup_keys() const override {
    return {"thresholds", "motivations", "deck"};
  }

  void draw_board(SessionController& session) override {
    names_ = session.table().players;
    const auto* m = dynamic_cast<const rr::RoaringRiverMatch*>(&session.match());
    if (m == nullptr) {
      muted(_("This session's match is not a Roaring River match."));
      return;
    }
    rr_ui::sync_entry(entry_, session, m->rules());
    const bool live = !session.read_only() && !m->finished();
    const auto preview = live ? rr_ui::entry_preview(entry_, *m) : std::nullopt;
    const bool complete = preview && rr_ui::plays_complete(entry_);

    begin_board_info("##rr-info");
    status_line(*m);
    rr_ui::draw_motivations(*m, session.scoreboard(), complete ? &preview->hearts : nullptr,
                            ImGui::GetContentRegionAvail().x);
    ImGui::Spacing();
    end_board_info();

    // Side by side when both columns get their minimum width; else one tab each.
    const float font = ImGui::GetFontSize();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    std::optional<nlohmann::json> move;
    if (avail.x >= font * 30) {
      const float left = std::clamp(avail.x * 0.4f, font * 14, font * 24);
      draw_river_column(*m, preview, complete, ImVec2(left, avail.y));
      ImGui::SameLine();
      move = draw_round_column(session, *m, live, ImVec2(0, avail.y));
    } else if (ImGui::BeginTabBar("rr-narrow")) {
      // Entering a round starts on its form; a review on the river.
      const std::string round =
          live ? fill("{}###rr-round-tab", _("Round")) : fill("{}###rr-round-tab", _("Rounds"));
      const std::string river = fill("{}###rr-river-tab", _("River"));
      const std::string* order[2] = {live ? &round : &river, live ? &river : &round};
      for (const std::string* name : order) {
        if (!ImGui::BeginTabItem(name->c_str())) continue;
        const ImVec2 room = ImGui::GetContentRegionAvail();
        if (name == &river) {
          draw_river_column(*m, preview, complete, room);
        } else {
          move = draw_round_column(session, *m, live, room);
        }
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    if (live) rr_ui::entry_keys(entry_, *m);
    // Last: submitting changes (and may replace) the match read above.
    if (move) session.submit(*move);
  }

  void draw_rules_help() override { rr_ui::draw_rules(); }

  std::vector<Shortcut> shortcuts() const override {
    return {
        {"Ctrl+Enter", _("Confirm the round, even while typing")},  // not translated: a key
    };
  }
  const CatalogArt* catalog_art() const override { return &rr_ui::catalog_art(); }

  std::string describe_move(const nlohmann::json& move) const override {
    try {
      std::string text;
      for (const auto& player : move.at("plays")) {
        std::string cards;
        for (const auto& card : player)
          cards += (cards.empty() ? "" : "+") + card.get<std::string>();
        text += (text.empty() ? "" : " \u00b7 ") + cards;
      }
      if (move.contains("deal") && !move["deal"].empty()) {
        std::string deal;
        for (const auto& card : move["deal"]) deal += " " + card.get<std::string>();
        text += fill(_("  | deal{}"), deal);
      }
      if (move.contains("recover")) {
        for (const auto& [player, cards] : move["recover"].items()) {
          text += fill(_("  | {} takes back {}"), seat_name(std::stoul(player)), card_list(cards));
        }
      }
      return text;
    } catch (const std::exception&) {
      return move.dump();
    }
  }

 private:
  // The river, the danger gauge and the trip so far.
  void draw_river_column(const rr::RoaringRiverMatch& m,
                         const std::optional<rr::RoundPreview>& preview, bool complete,
                         ImVec2 size) {
    ImGui::BeginChild("##rr-river", size, false);
    const float left = ImGui::GetContentRegionAvail().x;  // less a scrollbar, if shown
    const float trip_card = ImGui::GetFrameHeight() * 2.0f;
    const float gauge = ImGui::GetFrameHeight() + ImGui::GetFontSize() * 2 + 16;
    const float trip_rows = m.state().trip.size() * (trip_card / 1.4f + 4) > left ? 2.0f : 1.0f;
    // The river shares the column with the gauge and the trip; in a short column it takes
    // the whole height and they follow below (the column then scrolls).
    const float shared =
        size.y - gauge - ImGui::GetTextLineHeightWithSpacing() * 2 - trip_rows * (trip_card + 4);
    const float river_h =
        shared >= ImGui::GetFontSize() * 8 ? shared : size.y - ImGui::GetStyle().ItemSpacing.y;
    rr_ui::draw_river(m, complete ? rr_ui::entry_marks(preview) : rr_ui::RiverMarks{},
                      ImVec2(left, river_h));
    ImGui::Spacing();
    std::optional<int> next;
    if (complete) next = preview->danger.after;
    rr_ui::draw_danger_gauge(m.rules(), std::min(m.state().level, rr::kFlipLevel), next, left);
    rr_ui::draw_trip(m.state(), left, trip_card);
    ImGui::EndChild();
  }

  // The round being entered, or the rounds played when reviewing.
  std::optional<nlohmann::json> draw_round_column(const SessionController& session,
                                                  const rr::RoaringRiverMatch& m, bool live,
                                                  ImVec2 size) {
    std::optional<nlohmann::json> move;
    ImGui::BeginChild("##rr-round", size, false);
    if (entry_.scroll_top) {  // after Confirm: the codes field and its message in view
      ImGui::SetScrollY(0);
      entry_.scroll_top = false;
    }
    if (live) {
      move = rr_ui::draw_round_entry(entry_, session, m);
    } else {
      if (session.read_only() && !m.finished()) {
        muted(_("Review: moves are not entered here. Use the slider to step through the rounds."));
      }
      rr_ui::draw_round_history(m);
    }
    ImGui::EndChild();
    return move;
  }

  // The player's name for the move list (known once the board was drawn), else "player N".
  std::string seat_name(std::size_t seat) const {
    return seat < names_.size() ? names_[seat] : fill(_("player {}"), seat + 1);
  }

  rr_ui::RoundEntry entry_;
  std::vector<std::string> names_;  // seat order, from the session on the board
};

}  // namespace

std::unique_ptr<GameView> make_roaring_river_view() {
  return std::make_unique<RoaringRiverView>();
}

}  // namespace trib::ui
