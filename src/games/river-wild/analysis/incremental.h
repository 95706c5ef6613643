#pragma once
// The lands and score of a River Wild layout kept up to date one placement at a time, with
// an undo, for the searches: a union-find over land cells (union by rank, no path
// compression, so a union is undone by resetting one parent) that counts each land's open
// edges (a land cell beside an uncovered cell). A land is protected when that count drops
// to 0; it never changes again, so it is scored once, with the engine's
// rw::best_goal_points. The same lands and total as rw::score_layout without runestone
// choices (tests/river-wild/analysis/incremental_test.cpp checks it on thousands of random games).

#include <memory>
#include <vector>

#include "games/river-wild/layout_score.h"

namespace trib::analysis::wild {

namespace rw = trib::river_wild;

class IncrementalLands {
 public:
  // Places every card of `layout` after the source.
  IncrementalLands(const rw::Catalog& catalog, const rw::Layout& layout);

  // `p` must overlap no placed card (every legal placement qualifies).
  void place(const rw::Placement& p);
  // Takes back the last placement.
  void undo();

  const rw::Layout& layout() const { return layout_; }
  // score_layout(…).total of the layout.
  int total() const;
  bool covered(rw::CellPos p) const {
    const int at = index_of(p);
    return at >= 0 && owner_[at] >= 0;
  }

  // The lands with their cells and placements (neither in any particular order), and
  // land_at(cell): the index of the land holding a cell, or -1. Valid until the next
  // place or undo.
  const std::vector<rw::Land>& lands();
  int land_at(rw::CellPos p) const;

 private:
  struct Root {  // no initialisers: a box of them is allocated without writing them
    int rank;
    int tail;        // the last cell of the land's cell list, which starts at the root
    int open_edges;  // (land cell, uncovered neighbour) pairs
    bool is_protected;
    int size;  // cards holding a cell of a protected land
    int as_largest;
    int as_other;  // goal points of a protected land
  };
  // A card side's cells and land parts, worked out once: placing it links each part's
  // cells at once and looks outside the card only along its border.
  struct Face {
    bool ready = false;
    std::vector<rw::Cell> kind;  // face cells, row-major
    std::vector<int> leader;     // per cell: the first cell of its land part, -1 off land
    std::vector<int> next;       // per land cell: the next cell of its part, -1 at the last
    std::vector<int> leaders;    // the first cell of each land part
    std::vector<int> tail;       // per leader: the last cell of its part
    std::vector<int> size;       // per leader: the cells of its part
    std::vector<std::pair<int, int>>
        edges;  // (border cell, step off the card: up, down, left, right)
  };
  struct Frame {
    std::size_t cells, roots, parents, links, protected_lands;
  };

  int index_of(rw::CellPos p) const {
    const int r = p.row - row0_;
    const int c = p.col - col0_;
    return (r < 0 || c < 0 || r >= rows_ || c >= cols_) ? -1 : r * cols_ + c;
  }
  bool is_land(int at) const { return owner_[at] >= 0 && kind_[at] == rw::Cell::Land; }
  const Face& face(const rw::Placement& p);
  int find(int at) const;
  void touch(int root);  // logs the root's data before a change
  void unite(int a, int b);
  void score(int root);
  void fit(const rw::Placement& p);  // grows the box (replaying the layout) when `p` is outside
  void reset_box(int first_row, int last_row, int first_col, int last_col);

  const rw::Catalog& catalog_;
  rw::Layout layout_;
  // The box, in card rows and columns, and in cells with a border of one uncovered cell.
  int card_row0_ = 0, card_row1_ = 0, card_col0_ = 0, card_col1_ = 0;
  int row0_ = 0, col0_ = 0, rows_ = 0, cols_ = 0;
  std::vector<int> owner_;  // per cell: index into layout_.placed, -1 when uncovered
  std::vector<rw::Cell> kind_;
  std::vector<int> parent_;       // land cells: union-find parent
  std::vector<int> next_;         // land cells: the next cell of the land's list, -1 at its tail
  std::unique_ptr<Root[]> root_;  // valid at roots only

  std::vector<int> covered_cells_;  // in placement order
  std::vector<std::pair<int, Root>> root_log_;
  std::vector<int> parent_log_;  // roots that became children
  std::vector<int> link_log_;    // tails that got a next cell
  std::vector<int> protected_;   // roots of protected lands
  std::vector<Frame> frames_;

  std::vector<Face> faces_;  // per card side: [2 · (card + 1) + back]

  // Scratch.
  std::vector<int> touched_;
  std::vector<std::pair<int, int>> joins_;  // (new land cell, land cell beside it)
  int stamp_ = 0;
  std::vector<int> card_seen_;  // per placement: the stamp that saw it last
  std::vector<int> root_seen_;  // per cell: the stamp that saw it last as a root
  std::vector<int> cards_;
  std::vector<const rw::Item*> goals_;
  std::vector<rw::Land> lands_;
  std::vector<int> label_;  // per root cell: its index in lands_
};

}  // namespace trib::analysis::wild
