#include "analysis/river_wild_beam.h"

#include <algorithm>
#include <unordered_set>

namespace trib::analysis {

namespace {

struct Node {
  rw::Layout layout;
  int score = 0;
  std::uint64_t key = 0;  // breaks ties between equal scores, spreading the beam
};

}  // namespace

BeamResult beam_line(const Search& search, const rw::Layout& start, std::size_t width,
                     const std::atomic<bool>* stop) {
  const rw::Catalog& catalog = search.catalog();
  BeamResult result;
  Line& best = result.line;
  best.score = -1;
  std::vector<Node> layer = {{start, 0}};
  while (!layer.empty()) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) break;
    std::vector<Node> next;
    std::unordered_set<std::uint64_t> seen;
    for (Node& node : layer) {
      const rw::CellGrid grid(catalog, node.layout);
      if (search.may_end(node.layout, grid)) {
        const int score = rw::score_layout(catalog, node.layout, grid, {}).total;
        if (score > best.score) {
          best.score = score;
          best.moves.assign(
              node.layout.placed.begin() + static_cast<std::ptrdiff_t>(start.placed.size()),
              node.layout.placed.end());
        }
      }
      for (const rw::Placement& p :
           rw::legal_spots(catalog, node.layout, grid, search.playable(node.layout))) {
        node.layout.placed.push_back(p);
        const std::uint64_t key = layout_key(node.layout);
        if (seen.insert(key).second) {
          const rw::CellGrid child(catalog, node.layout);
          next.push_back(
              {node.layout, rw::score_layout(catalog, node.layout, child, {}).total, key});
          ++result.evaluated;
        }
        node.layout.placed.pop_back();
      }
    }
    keep_best(next, width);
    layer = std::move(next);
  }
  return result;
}

}  // namespace trib::analysis
