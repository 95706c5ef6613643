// Scoring category names from data/<game>/categories.json.

#include "core/score_categories.h"

#include <filesystem>
#include <map>
#include <mutex>

#include "core/catalog.h"
#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"

namespace trib {

std::vector<ScoreCategory> parse_score_categories(const nlohmann::json& document,
                                                  const std::string& file) {
  try {
    const JsonView root(document);
    root.expect_object({"categories"});
    std::vector<ScoreCategory> categories;
    for (const JsonView& entry : root.at("categories").items()) {
      entry.expect_object({"id", "name"});
      categories.push_back({entry.at("id").as_string(), entry.at("name").as_string()});
      if (categories.back().id.empty()) entry.at("id").fail(_("a category id is a non-empty name"));
    }
    return categories;
  } catch (const InputError& error) {
    throw InputError(file + ": " + error.what(), error.path);
  }
}

const std::vector<ScoreCategory>& score_categories(std::string_view game_id) {
  static std::mutex mutex;
  static std::map<std::string, std::vector<ScoreCategory>, std::less<>> loaded;
  const std::lock_guard lock(mutex);
  if (const auto found = loaded.find(game_id); found != loaded.end()) return found->second;
  std::vector<ScoreCategory> categories;
  const std::filesystem::path file = game_data_file(game_id, "categories.json");
  if (std::filesystem::exists(file)) {
    categories = parse_score_categories(load_game_data(game_id, "categories.json"), file.string());
  }
  return loaded.emplace(std::string(game_id), std::move(categories)).first->second;
}

std::string category_name(std::string_view game_id, std::string_view category) {
  for (const ScoreCategory& known : score_categories(game_id)) {
    if (known.id == category) return known.name;
  }
  return std::string(category);
}

std::size_t category_order(std::string_view game_id, std::string_view category) {
  const std::vector<ScoreCategory>& known = score_categories(game_id);
  for (std::size_t i = 0; i < known.size(); ++i) {
    if (known[i].id == category) return i;
  }
  return known.size();
}

}  // namespace trib
