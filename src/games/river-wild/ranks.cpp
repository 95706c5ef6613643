// River Wild's rank table: score thresholds and their titles.

#include "games/river-wild/ranks.h"

#include "core/catalog.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::river_wild {

std::vector<Rank> parse_ranks(const nlohmann::json& document, const std::string& base_path) {
  const JsonView root(document, base_path);
  root.expect_object({"ranks"});
  const JsonView list = root.at("ranks");
  if (list.size() == 0) list.fail(_("at least one rank is needed"));
  std::vector<Rank> ranks;
  for (const JsonView& entry : list.items()) {
    entry.expect_object({"min", "title"});
    Rank rank;
    rank.min = static_cast<int>(entry.at("min").as_int(0, 1000));
    rank.title = entry.at("title").as_string();
    if (rank.title.empty()) entry.at("title").fail(_("a rank needs a title"));
    if (ranks.empty() && rank.min != 0) entry.at("min").fail(_("the first rank starts at 0"));
    if (!ranks.empty() && rank.min <= ranks.back().min) {
      entry.at("min").fail(_("ranks must be in ascending order of \"min\""));
    }
    ranks.push_back(std::move(rank));
  }
  return ranks;
}

nlohmann::json load_ranks_document() {
  const nlohmann::json document = load_game_data("river-wild", "ranks.json");
  try {
    parse_ranks(document, "");
  } catch (const InputError& error) {
    throw InputError(std::string("data/river-wild/ranks.json: ") + error.what(), error.path);
  }
  return document;
}

std::vector<Rank> load_ranks() {
  return parse_ranks(load_ranks_document(), "");
}

const std::shared_ptr<const std::vector<Rank>>& bundled_ranks() {
  static const auto ranks = std::make_shared<const std::vector<Rank>>(load_ranks());
  return ranks;
}

const std::string& rank_title(const std::vector<Rank>& ranks, double score) {
  const Rank* best = &ranks.front();
  for (const Rank& rank : ranks) {
    if (score >= rank.min) best = &rank;
  }
  return best->title;
}

}  // namespace trib::river_wild
