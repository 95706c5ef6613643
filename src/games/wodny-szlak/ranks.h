#pragma once
// Solo rank titles, kept in data/wodny-szlak/ranks.json:
// {"ranks": [{"title": "..."}, {"min": 25, "title": "..."}, ...]} - the first entry has
// no "min" (it covers every lower score), the others rise strictly.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/json_view.h"

namespace trib::wodny_szlak {

struct RankTable {
  struct Rank {
    double min = 0;
    std::string title;
  };
  std::vector<Rank> ranks;

  const std::string& title(double score) const;
};

// Validates a list of ranks (a catalog's "ranks" section); errors name its JSON path.
RankTable read_ranks(const JsonView& list);

// Validates a rank document; errors are InputError naming `file` and the JSON path.
RankTable parse_ranks(const nlohmann::json& document, const std::string& file);

const RankTable& bundled_ranks();  // data/wodny-szlak/ranks.json

}  // namespace trib::wodny_szlak
