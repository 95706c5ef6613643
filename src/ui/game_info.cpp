#include "ui/game_info.h"

#include "core/registry.h"

namespace trib::ui {

namespace {

std::vector<GameInfo> build_infos() {
  std::vector<GameInfo> infos = {
      {"river-wild", "River Wild", 1, 1, "Solo: lay river cards below the source card.", nullptr},
      {"wodny-szlak", "Wodny szlak", 1, 4, "Each player builds a river of square tiles.", nullptr},
      {"roaring-river", "Roaring River", 2, 6, "A raft, the river rows and paddle cards.", nullptr},
      {"river-woods", "River Woods", 2, 4, "A shared map of terrain, pieces and objectives.",
       nullptr},
  };
  for (const Game* game : all_games()) {
    bool known = false;
    for (GameInfo& info : infos) {
      if (info.id != game->id()) continue;
      info.engine = game;
      info.name = std::string(game->name());
      info.min_players = game->min_players();
      info.max_players = game->max_players();
      known = true;
    }
    if (!known) {
      infos.push_back({std::string(game->id()), std::string(game->name()), game->min_players(),
                       game->max_players(), "", game});
    }
  }
  return infos;
}

}  // namespace

const std::vector<GameInfo>& game_infos() {
  static const std::vector<GameInfo> infos = build_infos();
  return infos;
}

const GameInfo* find_game_info(std::string_view id) {
  for (const GameInfo& info : game_infos()) {
    if (info.id == id) return &info;
  }
  return nullptr;
}

std::string game_name(std::string_view id) {
  const GameInfo* info = find_game_info(id);
  return info ? info->name : std::string(id);
}

std::string player_range(int min_players, int max_players) {
  if (min_players == max_players) {
    return std::to_string(min_players) + (min_players == 1 ? " player" : " players");
  }
  return std::to_string(min_players) + "\u2013" + std::to_string(max_players) + " players";
}

}  // namespace trib::ui
