// Each game's BoardGameGeek id, read from data/<game>/bgg.json.

#include "export/bgg_ids.h"

#include "core/data_dir.h"
#include "core/json_view.h"

namespace trib {

std::optional<std::int64_t> bgg_id(std::string_view game_id) {
  const std::string path = game_data_file(game_id, "bgg.json").string();
  const json document = load_json_file(path);
  try {
    const JsonView view(document);
    view.expect_object({"provenance", "bgg_id"});
    if (view.at("provenance").as_string().empty()) {
      view.at("provenance").fail("say where the id comes from (or why there is none)");
    }
    if (!view.has("bgg_id")) return std::nullopt;
    return view.at("bgg_id").as_int(1, 99'999'999);
  } catch (const InputError& error) {
    throw InputError(path + ": " + error.what(), error.path);
  }
}

}  // namespace trib
