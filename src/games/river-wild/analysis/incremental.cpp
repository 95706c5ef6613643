// The lands and score of a River Wild layout updated per placement, with an undo.

#include "games/river-wild/analysis/incremental.h"

#include <algorithm>

namespace trib::analysis::wild {

namespace {

constexpr int kMinMargin = 4;  // card rows and columns added around the layout on growing

}  // namespace

IncrementalLands::IncrementalLands(const rw::Catalog& catalog, const rw::Layout& layout)
    : catalog_(catalog) {
  layout_.placed.clear();
  int r0 = 0, r1 = 0, c0 = 0, c1 = 0;
  for (const rw::Placement& p : layout.placed) {
    r0 = std::min(r0, p.row);
    r1 = std::max(r1, p.row);
    c0 = std::min(c0, p.col);
    c1 = std::max(c1, p.col);
  }
  faces_.resize(2 * (catalog.cards.size() + 1));
  reset_box(r0, r1 + kMinMargin, c0 - kMinMargin, c1 + kMinMargin);
  for (const rw::Placement& p : layout.placed) place(p);
}

void IncrementalLands::reset_box(int first_row, int last_row, int first_col, int last_col) {
  const int half = catalog_.width / 2;
  card_row0_ = first_row;
  card_row1_ = last_row;
  card_col0_ = first_col;
  card_col1_ = last_col;
  row0_ = first_row * catalog_.height - 1;
  col0_ = first_col * half - 1;
  rows_ = (last_row - first_row + 1) * catalog_.height + 2;
  cols_ = (last_col - first_col) * half + catalog_.width + 2;
  const std::size_t cells = static_cast<std::size_t>(rows_) * cols_;
  owner_.assign(cells, -1);
  kind_.assign(cells, rw::Cell::River);
  parent_.assign(cells, -1);
  next_.assign(cells, -1);
  root_.reset(new Root[cells]);  // written when a cell becomes a root
  root_seen_.assign(cells, 0);
  label_.assign(cells, -1);
  covered_cells_.clear();
  root_log_.clear();
  parent_log_.clear();
  link_log_.clear();
  protected_.clear();
  frames_.clear();
  layout_.placed.clear();
}

void IncrementalLands::fit(const rw::Placement& p) {
  if (p.row >= card_row0_ && p.row <= card_row1_ && p.col >= card_col0_ && p.col <= card_col1_)
    return;
  int r0 = card_row0_, r1 = card_row1_, c0 = card_col0_, c1 = card_col1_;
  if (p.row < r0) r0 = p.row - std::max(kMinMargin, r1 - r0);
  if (p.row > r1) r1 = p.row + std::max(kMinMargin, r1 - r0);
  if (p.col < c0) c0 = p.col - std::max(kMinMargin, c1 - c0);
  if (p.col > c1) c1 = p.col + std::max(kMinMargin, c1 - c0);
  // Rare (the box doubles), so the layout is simply placed again in the bigger box.
  const std::vector<rw::Placement> placed = layout_.placed;
  reset_box(r0, r1, c0, c1);
  for (const rw::Placement& q : placed) place(q);
}

int IncrementalLands::find(int at) const {
  while (parent_[at] != at) at = parent_[at];
  return at;
}

void IncrementalLands::touch(int root) {
  root_log_.emplace_back(root, root_[root]);
}

void IncrementalLands::unite(int a, int b) {
  int ra = find(a);
  int rb = find(b);
  if (ra == rb) return;
  if (root_[ra].rank < root_[rb].rank) std::swap(ra, rb);
  touch(ra);
  parent_log_.push_back(rb);
  parent_[rb] = ra;
  link_log_.push_back(root_[ra].tail);
  next_[root_[ra].tail] = rb;
  Root& root = root_[ra];
  root.tail = root_[rb].tail;
  root.open_edges += root_[rb].open_edges;
  if (root.rank == root_[rb].rank) ++root.rank;
}

const IncrementalLands::Face& IncrementalLands::face(const rw::Placement& p) {
  Face& face = faces_[2 * (p.card + 1) + (p.back ? 1 : 0)];
  if (face.ready) return face;
  const int w = catalog_.width;
  const int h = catalog_.height;
  const int cells = w * h;
  face.kind.resize(cells);
  for (int i = 0; i < cells; ++i) face.kind[i] = catalog_.cell(p.card, p.back, i / w, i % w);
  face.leader.assign(cells, -1);
  face.next.assign(cells, -1);
  for (int first = 0; first < cells; ++first) {
    if (face.kind[first] != rw::Cell::Land || face.leader[first] >= 0) continue;
    std::vector<int> part = {first};
    face.leader[first] = first;
    for (std::size_t k = 0; k < part.size(); ++k) {
      const int r = part[k] / w;
      const int c = part[k] % w;
      const int around[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : around) {
        const int n = nr * w + nc;
        if (nr < 0 || nc < 0 || nr >= h || nc >= w || face.leader[n] >= 0) continue;
        if (face.kind[n] != rw::Cell::Land) continue;
        face.leader[n] = first;
        part.push_back(n);
      }
    }
    for (std::size_t k = 0; k + 1 < part.size(); ++k) face.next[part[k]] = part[k + 1];
    face.leaders.push_back(first);
    face.tail.push_back(part.back());
    face.size.push_back(static_cast<int>(part.size()));
  }
  for (int c = 0; c < w; ++c) {
    face.edges.emplace_back(c, 0);
    face.edges.emplace_back((h - 1) * w + c, 1);
  }
  for (int r = 0; r < h; ++r) {
    face.edges.emplace_back(r * w, 2);
    face.edges.emplace_back(r * w + w - 1, 3);
  }
  face.ready = true;
  return face;
}

void IncrementalLands::place(const rw::Placement& p) {
  fit(p);
  const Face& f = face(p);
  const int placement = static_cast<int>(layout_.placed.size());
  layout_.placed.push_back(p);
  frames_.push_back({covered_cells_.size(), root_log_.size(), parent_log_.size(), link_log_.size(),
                     protected_.size()});
  const int w = catalog_.width;
  const int base = index_of(rw::card_origin(catalog_, p));
  const auto at = [&](int face_cell) { return base + face_cell / w * cols_ + face_cell % w; };
  // The card's own land parts come linked: each cell points at its part's first cell.
  for (int i = 0; i < w * catalog_.height; ++i) {
    const int cell = at(i);
    owner_[cell] = placement;
    kind_[cell] = f.kind[i];
    covered_cells_.push_back(cell);
    if (f.leader[i] < 0) continue;
    parent_[cell] = at(f.leader[i]);
    next_[cell] = f.next[i] < 0 ? -1 : at(f.next[i]);
  }
  touched_.clear();
  for (std::size_t k = 0; k < f.leaders.size(); ++k) {
    const int leader = at(f.leaders[k]);
    root_[leader] = Root{};
    root_[leader].rank = f.size[k] > 1 ? 1 : 0;
    root_[leader].tail = at(f.tail[k]);
    touched_.push_back(leader);
  }
  // The box's border is never covered, so every covered cell has four neighbours in it.
  const int steps[4] = {-cols_, cols_, -1, 1};
  joins_.clear();
  for (const auto& [face_cell, dir] : f.edges) {
    const int cell = at(face_cell);
    const int next = cell + steps[dir];
    const bool land = f.leader[face_cell] >= 0;
    if (owner_[next] < 0) {
      if (land) ++root_[parent_[cell]].open_edges;  // parent_: the part's first cell still
    } else if (is_land(next)) {
      const int root = find(next);  // this card closes one of its open edges
      touch(root);
      --root_[root].open_edges;
      touched_.push_back(root);
      if (land) joins_.emplace_back(cell, next);
    }
  }
  for (const auto& [cell, next] : joins_) unite(cell, next);
  for (const int cell : touched_) {
    const int root = find(cell);
    if (!root_[root].is_protected && root_[root].open_edges == 0) score(root);
  }
}

void IncrementalLands::score(int root) {
  ++stamp_;
  card_seen_.resize(layout_.placed.size(), 0);
  cards_.clear();
  for (int at = root; at >= 0; at = next_[at]) {
    if (card_seen_[owner_[at]] == stamp_) continue;
    card_seen_[owner_[at]] = stamp_;
    cards_.push_back(owner_[at]);
  }
  rw::AnimalCounts animals{};
  int runestones = 0;
  goals_.clear();
  for (const int placement : cards_) {
    const rw::Placement& p = layout_.placed[placement];
    const rw::Card& card = catalog_.card(p.card);
    runestones += card.runestone >= 0;
    for (const rw::Item& item : card.items) {
      const int at = index_of(rw::global_cell(catalog_, p, item.row, item.col));
      if (at < 0 || !is_land(at) || find(at) != root) continue;
      if (item.kind == rw::Item::Kind::Animal) ++animals[static_cast<int>(item.animal)];
      if (item.kind == rw::Item::Kind::Goal) goals_.push_back(&item);
    }
  }
  const std::array<int, 2> points = rw::best_goal_points(goals_, animals, runestones);
  touch(root);
  Root& data = root_[root];
  data.is_protected = true;
  data.size = static_cast<int>(cards_.size());
  data.as_largest = points[0];
  data.as_other = points[1];
  protected_.push_back(root);
}

void IncrementalLands::undo() {
  const Frame frame = frames_.back();
  frames_.pop_back();
  protected_.resize(frame.protected_lands);
  for (; link_log_.size() > frame.links; link_log_.pop_back()) next_[link_log_.back()] = -1;
  for (; parent_log_.size() > frame.parents; parent_log_.pop_back()) {
    parent_[parent_log_.back()] = parent_log_.back();
  }
  for (; root_log_.size() > frame.roots; root_log_.pop_back()) {
    root_[root_log_.back().first] = root_log_.back().second;
  }
  for (; covered_cells_.size() > frame.cells; covered_cells_.pop_back()) {
    const int at = covered_cells_.back();
    owner_[at] = -1;
    parent_[at] = -1;
    next_[at] = -1;
  }
  layout_.placed.pop_back();
}

int IncrementalLands::total() const {
  int total = 0;
  int largest = 0;
  for (const int root : protected_) {
    total += catalog_.protected_land_points + root_[root].as_other;
    largest = std::max(largest, root_[root].size);
  }
  // Exactly one land of the largest size scores as the largest: the one that gains most.
  int gain = 0;
  bool first = true;
  for (const int root : protected_) {
    if (root_[root].size != largest) continue;
    const int delta = root_[root].as_largest - root_[root].as_other;
    if (first || delta > gain) gain = delta;
    first = false;
  }
  return total + gain;
}

const std::vector<rw::Land>& IncrementalLands::lands() {
  ++stamp_;
  std::size_t count = 0;
  for (const int at : covered_cells_) {
    if (!is_land(at)) continue;
    const int root = find(at);
    if (root_seen_[root] != stamp_) {
      root_seen_[root] = stamp_;
      label_[root] = static_cast<int>(count++);
      if (lands_.size() < count) lands_.emplace_back();
      rw::Land& land = lands_[count - 1];
      land.cells.clear();
      land.placements.clear();
      land.is_protected = root_[root].open_edges == 0;
    }
    rw::Land& land = lands_[label_[root]];
    land.cells.push_back({row0_ + at / cols_, col0_ + at % cols_});
    // Cells come card by card, in placement order: placements stay distinct and ascending.
    if (land.placements.empty() || land.placements.back() != owner_[at]) {
      land.placements.push_back(owner_[at]);
    }
  }
  lands_.resize(count);
  return lands_;
}

int IncrementalLands::land_at(rw::CellPos p) const {
  const int at = index_of(p);
  return at < 0 || !is_land(at) ? -1 : label_[find(at)];
}

}  // namespace trib::analysis::wild
