#pragma once
// The rank table (data/river-wild/ranks.json): score thresholds and their titles.

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace trib::river_wild {

struct Rank {
  int min = 0;  // lowest score with this title
  std::string title;
};

// Validates {"ranks": [{"min": 0, "title": "..."}, ...]} (ascending, first min 0).
std::vector<Rank> parse_ranks(const nlohmann::json& document, const std::string& base_path);

// Loads and validates data/river-wild/ranks.json; errors name the file and JSON path.
nlohmann::json load_ranks_document();
std::vector<Rank> load_ranks();
// The same, read once per run, shared by every match.
const std::shared_ptr<const std::vector<Rank>>& bundled_ranks();

const std::string& rank_title(const std::vector<Rank>& ranks, double score);

}  // namespace trib::river_wild
