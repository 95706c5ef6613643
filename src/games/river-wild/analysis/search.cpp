// Anytime branch and bound over River Wild layouts, seeded by beam passes.

#include "games/river-wild/analysis/search.h"

#include <algorithm>

#include "games/river-wild/analysis/beam.h"
#include "games/river-wild/analysis/spots.h"

namespace trib::analysis::wild {

namespace {

constexpr std::size_t kTableSize = std::size_t{1} << 20;  // remembered subtrees
constexpr std::size_t kFirstBeam = 8;                     // beam widths tried, doubling
constexpr std::size_t kLastBeam = 1024;
// The first time slice of each cut of the best line; slices double after a fruitless sweep.
constexpr auto kFirstSlice = std::chrono::milliseconds(1);

}  // namespace

Search::Search(const rw::Catalog& catalog, Order order, std::vector<int> draws)
    : catalog_(catalog), facts_(catalog), order_(order), draws_(std::move(draws)) {}

std::vector<bool> Search::placed_cards(const rw::Layout& layout) const {
  std::vector<bool> placed(catalog_.cards.size(), false);
  for (std::size_t i = 1; i < layout.placed.size(); ++i) placed[layout.placed[i].card] = true;
  return placed;
}

std::vector<int> Search::unplaced(const rw::Layout& layout) const {
  const std::vector<bool> placed = placed_cards(layout);
  std::vector<int> cards;
  if (order_ == Order::Draws) {
    for (int card : draws_) {
      if (!placed[card]) cards.push_back(card);
    }
  } else {
    for (int card = 0; card < static_cast<int>(catalog_.cards.size()); ++card) {
      if (!placed[card]) cards.push_back(card);
    }
  }
  return cards;
}

std::vector<int> Search::playable(const rw::Layout& layout) const {
  if (order_ == Order::OpenDeck) return unplaced(layout);
  const std::vector<bool> placed = placed_cards(layout);
  const std::size_t drawn =
      std::min(draws_.size(), static_cast<std::size_t>(layout.river_cards()) + rw::kHandSize);
  std::vector<int> hand;
  for (std::size_t i = 0; i < drawn; ++i) {
    if (!placed[draws_[i]]) hand.push_back(draws_[i]);
  }
  std::sort(hand.begin(), hand.end());
  return hand;
}

bool Search::may_end(const rw::Layout& layout, const rw::CellGrid& grid) const {
  const std::vector<int> rest = unplaced(layout);
  if (rest.empty()) return true;
  const Spots spots(catalog_, layout, grid);
  if (order_ == Order::Draws) {
    const std::vector<int> hand = playable(layout);
    const bool full = hand.size() == rw::kHandSize || hand.size() == rest.size();
    return full &&
           std::none_of(hand.begin(), hand.end(), [&](int card) { return spots.any(card); });
  }
  const std::size_t needed = std::min(rw::kHandSize, rest.size());
  std::size_t stuck = 0;
  for (std::size_t i = 0; i < rest.size() && stuck < needed; ++i) stuck += !spots.any(rest[i]);
  return stuck >= needed;
}

std::uint64_t layout_key(const rw::Layout& layout) {
  std::uint64_t k = 0;
  for (std::size_t i = 1; i < layout.placed.size(); ++i) {
    const rw::Placement& p = layout.placed[i];
    k ^= mix64((static_cast<std::uint64_t>(p.card) << 40) ^
               (static_cast<std::uint64_t>(p.row + 4096) << 24) ^
               (static_cast<std::uint64_t>(p.col + 4096) << 4) ^ (p.back ? 1U : 0U));
  }
  return k == 0 ? 1 : k;
}

bool Search::out_of_time() {
  stopped_ = stopped_ || budget_.over();
  return stopped_;
}

// The children of the incremental state's layout, placed, scored, bounded and taken back,
// the best score first; false when the clock stops it first.
bool Search::expand(const rw::CellGrid& grid, std::vector<Child>& children) {
  IncrementalLands& state = *state_;
  const rw::Layout& layout = state.layout();
  const Spots spots(catalog_, layout, grid);
  for (int card : playable(layout)) {
    if (out_of_time()) return false;
    for (const rw::Placement& p : spots.of(card)) {
      if (out_of_time()) return false;
      state.place(p);
      children.push_back({p, upper_bound(facts_, state, unplaced(layout)), state.total()});
      state.undo();
      ++evaluated_;
    }
  }
  std::stable_sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
    return a.score != b.score ? a.score > b.score : a.bound > b.bound;
  });
  return true;
}

// `own_bound`: the node's upper bound, what it is worth when the clock stops the search
// before every child is scored. The node is the incremental state's layout; each child is
// placed, scored and bounded there, then taken back.
int Search::visit(int score, int own_bound) {
  IncrementalLands& state = *state_;
  const rw::Layout& layout = state.layout();
  const std::uint64_t k = layout_key(layout);
  auto& slot = table_[k % kTableSize];
  if (slot.first == k) return slot.second;

  int bound = -1;
  const rw::CellGrid grid(catalog_, layout);
  if (may_end(layout, grid)) {
    bound = score;
    if (score > best_) {
      best_ = score;
      best_moves_ = path_;
    }
  }
  std::vector<Child> children;
  if (!expand(grid, children)) return own_bound;
  for (const Child& child : children) {
    if (child.bound <= best_ || out_of_time()) {
      bound = std::max(bound, child.bound);
      continue;
    }
    state.place(child.placement);
    path_.push_back(child.placement);
    bound = std::max(bound, visit(child.score, child.bound));
    path_.pop_back();
    state.undo();
  }
  if (!stopped_) slot = {k, bound};
  return bound;
}

// A depth-first dive below the incremental state's layout, children by score, keeping
// better lines until the clock stops it. No bounds: they take most of the time of a
// placement scored and, loose as they are, prune almost nothing.
void Search::dive() {
  IncrementalLands& state = *state_;
  const rw::Layout& layout = state.layout();
  const rw::CellGrid grid(catalog_, layout);
  if (state.total() > best_ && may_end(layout, grid)) {
    best_ = state.total();
    best_moves_ = path_;
  }
  std::vector<Child> children;
  const Spots spots(catalog_, layout, grid);
  for (int card : playable(layout)) {
    for (const rw::Placement& p : spots.of(card)) {
      if (out_of_time()) return;
      state.place(p);
      children.push_back({p, 0, state.total()});
      state.undo();
      ++evaluated_;
    }
  }
  std::stable_sort(children.begin(), children.end(),
                   [](const Child& a, const Child& b) { return a.score > b.score; });
  for (const Child& child : children) {
    if (out_of_time()) return;
    state.place(child.placement);
    path_.push_back(child.placement);
    dive();
    path_.pop_back();
    state.undo();
  }
}

// Beam passes of doubling width hand the branch and bound a strong line to prune against.
// With a deadline they stop before a pass (about twice as long as the one before) would
// end after half of the time; the deadline cuts a pass that runs over.
void Search::seed(const rw::Layout& start) {
  const Clock::time_point begin = Clock::now();
  const bool timed = budget_.deadline != Clock::time_point::max();
  const Clock::duration share = timed ? (budget_.deadline - begin) / 2 : Clock::duration::zero();
  for (std::size_t width = kFirstBeam; width <= kLastBeam; width *= 2) {
    const Clock::time_point pass = Clock::now();
    const BeamResult beam = beam_line(*this, start, width, budget_);
    evaluated_ += beam.evaluated;
    if (beam.line.score > best_) {
      best_ = beam.line.score;
      best_moves_ = beam.line.moves;
    }
    const Clock::time_point now = Clock::now();
    if (out_of_time()) return;
    if (timed && now + 2 * (now - pass) > begin + share) return;
  }
}

// Places the first `cut` placements of the best line, the path to the node searched.
void Search::enter(std::size_t cut) {
  path_.assign(best_moves_.begin(), best_moves_.begin() + static_cast<std::ptrdiff_t>(cut));
  for (const rw::Placement& p : path_) state_->place(p);
}

void Search::leave() {
  for (std::size_t i = 0; i < path_.size(); ++i) state_->undo();
  path_.clear();
}

// Starts a time slice that ends at `end`, or at the run's deadline when sooner.
void Search::slice_until(Clock::time_point end) {
  budget_.deadline = std::min(end, limit_.deadline);
  stopped_ = false;
}

// A dive below each child of the node after the first `cut` placements of the best line in
// turn, the children sharing `slice`: one dive given it all would spend it below the first.
void Search::dive_children(std::size_t cut, Clock::duration slice) {
  const Clock::time_point end = Clock::now() + slice;
  enter(cut);
  std::vector<Child> children;
  slice_until(end);
  if (expand(rw::CellGrid(catalog_, state_->layout()), children)) {
    for (std::size_t i = 0; i < children.size() && !limit_.over(); ++i) {
      const Child& child = children[i];
      if (child.bound <= best_) continue;
      const Clock::time_point now = Clock::now();
      if (now >= end) break;
      state_->place(child.placement);
      path_.push_back(child.placement);
      slice_until(now + (end - now) / static_cast<Clock::duration::rep>(children.size() - i));
      dive();
      path_.pop_back();
      state_->undo();
    }
  }
  leave();
}

// A large-neighbourhood search: sweeps the cuts of the best line from its end to the start,
// diving below every child of each cut for a time slice, and starts again from the end of a
// better line when one turns up. A plain branch and bound never goes back to its early
// choices while the late ones keep it busy; this does, at every depth. The slices double
// after a sweep that found nothing better. The sweep ends at the start with the branch and
// bound for a slice too, which ends the search when it finishes. Returns the start's lowest
// bound met.
int Search::improve(int own_bound) {
  int bound = own_bound;
  Clock::duration slice = kFirstSlice;
  while (!limit_.over()) {
    const int before = best_;
    for (std::size_t cut = best_moves_.size() + 1; cut-- > 0 && best_ == before;) {
      dive_children(cut, slice);
      if (cut == 0) {
        slice_until(Clock::now() + slice);
        bound = std::min(bound, visit(state_->total(), own_bound));
        if (!stopped_) return bound;
      }
      if (limit_.over()) return bound;
    }
    if (best_ == before) slice *= 2;
  }
  return bound;
}

SearchResult Search::run(const rw::Layout& start, const Budget& budget,
                         const std::optional<Line>& known) {
  limit_ = budget;
  budget_ = budget;
  stopped_ = false;
  evaluated_ = 0;
  best_ = known ? known->score : -1;
  best_moves_ = known ? known->moves : std::vector<rw::Placement>{};
  path_.clear();
  table_.assign(kTableSize, {0, 0});
  state_.emplace(catalog_, start);
  const int score = state_->total();
  if (score > best_ &&
      may_end(start, rw::CellGrid(catalog_, start))) {  // a game over from the start
    best_ = score;
    best_moves_.clear();
  }
  // Without a line to fall back on, a big deck may leave the beam no time to end one.
  const Line fallback = best_ < 0 ? first_legal_line(*this, start, budget_) : Line{-1, {}};
  seed(start);
  if (best_ < 0 && fallback.score >= 0) {
    best_ = fallback.score;
    best_moves_ = fallback.moves;
  }
  const int own_bound = upper_bound(facts_, *state_, unplaced(start));
  const bool timed = budget.deadline != Clock::time_point::max();
  const int bound = timed ? improve(own_bound) : visit(score, own_bound);
  SearchResult result;
  result.score = best_;
  result.bound = std::max(bound, best_);
  result.moves = best_moves_;
  result.evaluated = evaluated_;
  return result;
}

}  // namespace trib::analysis::wild
