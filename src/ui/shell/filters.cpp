// The game and player pickers of History and Records.

#include "ui/shell/filters.h"

#include <imgui.h>

#include "core/i18n.h"
#include "core/registry.h"
#include "ui/game_info.h"

namespace trib::ui {

void game_filter(const char* id, std::string& game_id, float width) {
  ImGui::PushID(id);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Game"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(width);
  const std::string label = game_id.empty() ? _("All games") : game_name(game_id);
  if (ImGui::BeginCombo("##game", label.c_str())) {
    if (ImGui::Selectable(_("All games"), game_id.empty())) game_id.clear();
    for (const Game* game : all_games()) {
      const std::string name(game->name());
      if (ImGui::Selectable(name.c_str(), game_id == game->id())) game_id = game->id();
    }
    ImGui::EndCombo();
  }
  ImGui::PopID();
}

void player_filter(const char* id, std::string& player, const std::vector<std::string>& known,
                   float width) {
  ImGui::PushID(id);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Player"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo("##player", player.empty() ? _("Everyone") : player.c_str())) {
    if (ImGui::Selectable(_("Everyone"), player.empty())) player.clear();
    for (const std::string& name : known) {
      if (ImGui::Selectable(name.c_str(), player == name)) player = name;
    }
    ImGui::EndCombo();
  }
  ImGui::PopID();
}

}  // namespace trib::ui
