// Wodny szlak's solo rank titles by score.

#include "games/wodny-szlak/ranks.h"

#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::wodny_szlak {

const std::string& RankTable::title(double score) const {
  std::size_t best = 0;
  for (std::size_t i = 1; i < ranks.size(); ++i) {
    if (score >= ranks[i].min) best = i;
  }
  return ranks[best].title;
}

RankTable read_ranks(const JsonView& list) {
  RankTable table;
  if (list.size() == 0) list.fail(_("at least one rank is needed"));
  for (const JsonView& entry : list.items()) {
    entry.expect_object({"min", "title"});
    RankTable::Rank rank;
    rank.title = entry.at("title").as_string();
    if (table.ranks.empty()) {
      if (entry.has("min"))
        entry.at("min").fail(_("the first rank covers every lower score: no \"min\""));
    } else {
      rank.min = entry.at("min").as_number(-1e6, 1e6);
      if (table.ranks.size() > 1 && rank.min <= table.ranks.back().min) {
        entry.at("min").fail(_("must be above the previous rank's min"));
      }
    }
    table.ranks.push_back(std::move(rank));
  }
  return table;
}

RankTable parse_ranks(const nlohmann::json& document, const std::string& file) {
  try {
    const JsonView root(document);
    root.expect_object({"ranks"});
    return read_ranks(root.at("ranks"));
  } catch (const InputError& error) {
    throw InputError(file + ": " + error.what(), error.path);
  }
}

const RankTable& bundled_ranks() {
  static const RankTable table = [] {
    const std::string file = game_data_file("wodny-szlak", "ranks.json").string();
    return parse_ranks(load_json_file(file), file);
  }();
  return table;
}

}  // namespace trib::wodny_szlak
