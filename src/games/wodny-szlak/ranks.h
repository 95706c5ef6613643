#pragma once
// Solo rank titles, kept in data/wodny-szlak/ranks.json:
// {"ranks": [{"title": "..."}, {"min": 25, "title": "..."}, ...]} - the first entry has
// no "min" (it covers every lower score), the others rise strictly.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace trib::wodny_szlak {

struct RankTable {
  struct Rank {
    double min = 0;
    std::string title;
  };
  std::vector<Rank> ranks;

  const std::string& title(double score) const;
};

// Validates a rank document; errors are InputError naming `file` and the JSON path.
RankTable parse_ranks(const nlohmann::json& document, const std::string& file);

const RankTable& bundled_ranks();  // data/wodny-szlak/ranks.json

}  // namespace trib::wodny_szlak
