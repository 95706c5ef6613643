// Each game's BoardGameGeek id, read from data/<game>/bgg.json.

#include "bgstats/bgg_ids.h"

#include <sys/stat.h>

#include <map>
#include <mutex>
#include <tuple>

#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib {

namespace {

std::optional<std::int64_t> read_bgg_id(const std::string& path) {
  const json document = load_json_file(path);
  try {
    const JsonView view(document);
    view.expect_object({"provenance", "bgg_id"});
    if (view.at("provenance").as_string().empty()) {
      view.at("provenance").fail(_("say where the id comes from (or why there is none)"));
    }
    if (!view.has("bgg_id")) return std::nullopt;
    return view.at("bgg_id").as_int(1, 99'999'999);
  } catch (const InputError& error) {
    throw InputError(path + ": " + error.what(), error.path);
  }
}

}  // namespace

std::optional<std::int64_t> bgg_id(std::string_view game_id) {
  const std::string path = game_data_file(game_id, "bgg.json").string();
  // An export asks once per play: read the file again only when it is another file or
  // has changed since (its time and size), never per play.
  struct stat file {};
  if (::stat(path.c_str(), &file) != 0) return read_bgg_id(path);  // names the missing file
  using Version = std::tuple<std::string, std::int64_t, std::int64_t, std::int64_t>;
  const Version version{path, file.st_mtim.tv_sec, file.st_mtim.tv_nsec, file.st_size};
  static std::mutex mutex;
  static std::map<Version, std::optional<std::int64_t>> known;
  {
    const std::lock_guard lock(mutex);
    if (const auto found = known.find(version); found != known.end()) return found->second;
  }
  const std::optional<std::int64_t> id = read_bgg_id(path);
  const std::lock_guard lock(mutex);
  known[version] = id;
  return id;
}

}  // namespace trib
