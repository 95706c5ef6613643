#include "table_input.h"

#include <string_view>

#include "core/input_error.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/score_json.h"

namespace trib::fuzz {

int score_table_bytes(const std::uint8_t* data, std::size_t size) {
  try {
    const TableFile table =
        parse_table_text(std::string_view(reinterpret_cast<const char*>(data), size));
    const Game* game = find_game(table.game);
    if (game == nullptr) return 2;
    const Replay result = replay(*game, table);
    const auto document = replay_json(game->id(), result);
    (void)document.dump();
    return result.failed_at ? 1 : 0;
  } catch (const InputError&) {
    return 2;
  }
}

}  // namespace trib::fuzz
