// Stub Game's board: the stones, who took each, and a button to take one.

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "catalog_edit/editor.h"
#include "games/stub-game/stub_game.h"
#include "session/controller.h"
#include "ui/game_view.h"
#include "ui/platform/keys.h"

namespace trib::ui {

namespace {

class StubGameView final : public GameView {
 public:
  std::string_view game_id() const override { return "stub-game"; }

  void draw_board(SessionController& session) override {
    const auto* match = dynamic_cast<const stub_game::StubMatch*>(&session.match());
    if (match == nullptr) return;
    const auto& players = session.table().players;
    const bool live = !session.read_only() && !match->finished();
    if (live) ImGui::Text("%s takes a stone.", players[match->next_player()].c_str());
    nlohmann::json move;
    if (live && shortcut(GLFW_KEY_T, false)) {  // the first stone still free
      for (const auto& [stone, points] : match->stones()) {
        if (!match->taken().contains(stone)) {
          move = {{"player", match->next_player()}, {"stone", stone}};
          break;
        }
      }
    }
    for (const auto& [stone, points] : match->stones()) {
      ImGui::PushID(stone.c_str());
      ImGui::Text("Stone %s, worth %d", stone.c_str(), points);
      if (const auto owner = match->taken().find(stone); owner != match->taken().end()) {
        ImGui::SameLine();
        ImGui::TextDisabled("taken by %s", players[owner->second].c_str());
      } else if (live) {
        ImGui::SameLine();
        if (ImGui::Button("Take")) move = {{"player", match->next_player()}, {"stone", stone}};
      }
      ImGui::PopID();
    }
    // Last: submitting replaces the match read above.
    if (!move.is_null()) session.submit(move);
  }

  void draw_rules_help() override {
    ImGui::TextWrapped("Take one stone on your turn. Each stone scores its points.");
  }

  // In the Catalogs view a stone is a round stone of the stub's own colour (#C0FFEE), so a
  // screenshot shows whether the picture came from here.
  const CatalogArt* catalog_art() const override {
    static const CatalogArt art{
        [](const catalog_edit::Editor&, const catalog_edit::ComponentRef& ref) {
          return ref.section == "stones" ? 1.0f : 0.0f;
        },
        [](const catalog_edit::Editor&, const catalog_edit::ComponentRef& ref, ImDrawList* draw,
           ImVec2 min, ImVec2 size) {
          if (ref.section != "stones") return false;
          const float radius = std::min(size.x, size.y) * 0.45f;
          draw->AddCircleFilled(ImVec2(min.x + size.x * 0.5f, min.y + size.y * 0.5f), radius,
                                IM_COL32(0xC0, 0xFF, 0xEE, 0xFF));
          return true;
        },
        [](const catalog_edit::Editor&, const catalog_edit::ComponentRef&,
           const std::vector<std::string>&, const nlohmann::json&, ImDrawList*, ImVec2,
           float) { return 0.0f; }};
    return &art;
  }

  std::vector<Shortcut> shortcuts() const override {
    return {{"T", "Take the first stone still free"}};
  }
};

}  // namespace

std::unique_ptr<GameView> make_stub_game_view() {
  return std::make_unique<StubGameView>();
}

}  // namespace trib::ui
