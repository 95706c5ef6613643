// Beam search for a strong first line, and the quickest legal line for huge decks.

#include "games/river-wild/analysis/beam.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "games/river-wild/analysis/spots.h"

namespace trib::analysis::wild {

namespace {

struct Node {
  rw::Layout layout;
  int score = 0;
  std::uint64_t key = 0;  // breaks ties between equal scores, spreading the beam
};

}  // namespace

BeamResult beam_line(const Search& search, const rw::Layout& start, std::size_t width,
                     const Budget& budget) {
  const rw::Catalog& catalog = search.catalog();
  BeamResult result;
  Line& best = result.line;
  best.score = -1;
  std::vector<Node> layer = {{start, 0}};
  // One state for every node: back to the start, then the node's placements (cheaper than
  // a new state per node).
  IncrementalLands state(catalog, start);
  while (!layer.empty()) {
    std::vector<Node> next;
    std::unordered_set<std::uint64_t> seen;
    for (Node& node : layer) {
      const rw::CellGrid grid(catalog, node.layout);
      while (state.layout().placed.size() > start.placed.size()) state.undo();
      for (std::size_t i = start.placed.size(); i < node.layout.placed.size(); ++i) {
        state.place(node.layout.placed[i]);
      }
      if (search.may_end(node.layout, grid)) {
        const int score = state.total();
        if (score > best.score) {
          best.score = score;
          best.moves.assign(
              node.layout.placed.begin() + static_cast<std::ptrdiff_t>(start.placed.size()),
              node.layout.placed.end());
        }
      }
      const Spots spots(catalog, node.layout, grid);
      for (int card : search.playable(node.layout)) {
        if (budget.over()) return result;
        for (const rw::Placement& p : spots.of(card)) {
          if (budget.over()) return result;
          state.place(p);
          const std::uint64_t key = layout_key(state.layout());
          if (seen.insert(key).second) {
            add_to_layer(next, {state.layout(), state.total(), key}, width);
            ++result.evaluated;
          }
          state.undo();
        }
      }
    }
    keep_best(next, width);
    layer = std::move(next);
  }
  return result;
}

Line first_legal_line(const Search& search, const rw::Layout& start, const Budget& budget) {
  const rw::Catalog& catalog = search.catalog();
  rw::Layout layout = start;
  while (!budget.over()) {
    const rw::CellGrid grid(catalog, layout);
    if (search.may_end(layout, grid)) {
      return {rw::score_layout(catalog, layout, grid, {}).total,
              {layout.placed.begin() + static_cast<std::ptrdiff_t>(start.placed.size()),
               layout.placed.end()}};
    }
    const Spots spots(catalog, layout, grid);
    std::vector<rw::Placement> next;
    for (int card : search.playable(layout)) {
      if (budget.over()) break;
      next = spots.of(card);
      if (!next.empty()) break;
    }
    if (next.empty()) break;
    // Nearest the source's column: a narrow layout keeps its cell grid small.
    layout.placed.push_back(*std::min_element(next.begin(), next.end(),
                                              [](const rw::Placement& a, const rw::Placement& b) {
                                                return std::abs(a.col) < std::abs(b.col);
                                              }));
  }
  return {-1, {}};
}

}  // namespace trib::analysis::wild
