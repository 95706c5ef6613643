// Anytime branch and bound over one solo Wodny szlak river.

#include "games/wodny-szlak/analysis/search.h"

#include <algorithm>
#include <map>
#include <unordered_set>

#include "games/wodny-szlak/placement.h"

namespace trib::analysis::wodny {

namespace {

constexpr std::size_t kTableSize = std::size_t{1} << 18;  // remembered subtrees
constexpr std::size_t kFirstBeam = 2;                     // beam widths tried, doubling
constexpr std::size_t kLastBeam = 256;

// What a rotation of the tile looks like: its arms, meadows and where its cargo floats.
std::uint64_t rotated_look(const ws::Square& square, int rot) {
  std::uint64_t look = ws::rotate_mask(square.arms, rot) |
                       static_cast<std::uint64_t>(ws::rotate_mask(square.meadows, rot)) << 4;
  int shift = 8;
  for (const ws::CargoItem& item : square.cargo) {
    const std::uint64_t arm =
        item.arm ? static_cast<std::uint64_t>(ws::rotate(*item.arm, rot)) + 1 : 0;
    look |= arm << shift;
    shift = (shift + 3) % 60;
  }
  return look;
}

std::vector<int> distinct_rotations(const ws::Square& square) {
  std::vector<int> rots;
  std::vector<std::uint64_t> looks;
  for (int rot = 0; rot < 4; ++rot) {
    const std::uint64_t look = rotated_look(square, rot);
    if (std::find(looks.begin(), looks.end(), look) != looks.end()) continue;
    looks.push_back(look);
    rots.push_back(rot);
  }
  return rots;
}

}  // namespace

std::uint64_t state_key(const State& state) {
  std::uint64_t k = mix64(state.round);
  for (const ws::PlacedSquare& sq : state.board.squares) {
    if (sq.tile < 0) continue;
    k ^= mix64((static_cast<std::uint64_t>(sq.tile) << 32) ^
               (static_cast<std::uint64_t>(sq.cell.x + 512) << 20) ^
               (static_cast<std::uint64_t>(sq.cell.y + 512) << 8) ^ static_cast<unsigned>(sq.rot));
  }
  return k == 0 ? 1 : k;
}

Search::Search(const ws::Catalog& catalog, Order order, std::vector<std::vector<int>> offers)
    : catalog_(catalog), order_(order), offers_(std::move(offers)) {
  for (int tile = 0; tile < static_cast<int>(catalog.tiles.size()); ++tile) {
    facts_.push_back(tile_facts(catalog, tile));
    distinct_rots_.push_back(distinct_rotations(catalog.tiles[tile].square));
  }
  if (order_ == Order::OpenDeck && offers_.empty()) offers_.emplace_back();
}

std::size_t Search::rounds() const {
  return order_ == Order::Draws ? offers_.size() : ws::kPlacementsPerPlayer;
}

const std::vector<int>& Search::offer(std::size_t round) const {
  return order_ == Order::Draws ? offers_[round] : offers_.front();
}

bool Search::ended(const State& state) const {
  return state.round >= rounds() || state.board.placements() >= ws::kPlacementsPerPlayer;
}

std::vector<Step> Search::children(const State& state) const {
  std::vector<Step> steps;
  if (ended(state)) return steps;
  // Legal spots depend only on the arms: one survey per arm pattern on offer.
  std::map<ws::Mask, std::vector<ws::Spot>> spots_of;
  for (int tile : offer(state.round)) {
    if (std::any_of(state.board.squares.begin(), state.board.squares.end(),
                    [tile](const ws::PlacedSquare& sq) { return sq.tile == tile; })) {
      continue;
    }
    const ws::Mask arms = catalog_.tiles[tile].square.arms;
    auto it = spots_of.find(arms);
    if (it == spots_of.end()) {
      it = spots_of.emplace(arms, ws::legal_spots(catalog_, state.board, tile)).first;
    }
    const std::vector<int>& rots = distinct_rots_[tile];
    for (const ws::Spot& spot : it->second) {
      if (std::find(rots.begin(), rots.end(), spot.rot) != rots.end()) {
        steps.push_back(Step{tile, spot.cell, spot.rot});
      }
    }
  }
  return steps;
}

int Search::bound(const State& state, const ws::ScoreParts& parts) const {
  const Potential potential =
      order_ == Order::Draws
          ? rounds_potential(facts_, offers_, state.round, state.board)
          : pool_potential(facts_, offers_.front(),
                           ws::kPlacementsPerPlayer - state.board.placements(), state.board);
  return upper_bound(catalog_, state.board, parts, potential);
}

State Search::after(const State& state, const Step& step) const {
  State next{state.board, state.round + 1};
  ws::place_tile(next.board, catalog_, step.tile, step.cell, step.rot);
  return next;
}

bool Search::out_of_time() {
  stopped_ = stopped_ || budget_.over();
  return stopped_;
}

// `own_bound`: the state's upper bound, what it is worth when the clock stops the search
// before every child is scored.
int Search::visit(State& state, int score, int own_bound) {
  if (ended(state)) {
    if (score > best_) {
      best_ = score;
      best_moves_ = path_;
    }
    return score;
  }
  const std::uint64_t k = state_key(state);
  auto& slot = table_[k % kTableSize];
  if (slot.first == k) return slot.second;

  int bound = -1;
  const std::vector<Step> steps = children(state);
  if (steps.empty()) {  // nothing on offer fits: the round passes
    ++state.round;
    bound = visit(state, score, own_bound);
    --state.round;
  }
  std::vector<Child> kids;
  kids.reserve(steps.size());
  for (const Step& step : steps) {
    if (out_of_time()) return own_bound;
    const State next = after(state, step);
    const ws::ScoreParts parts = ws::score_parts(catalog_, next.board);
    const int child_bound = ended(next) ? parts.total() : this->bound(next, parts);
    kids.push_back({step, parts.total(), child_bound});
    ++evaluated_;
  }
  std::stable_sort(kids.begin(), kids.end(), [](const Child& a, const Child& b) {
    return a.score != b.score ? a.score > b.score : a.bound > b.bound;
  });
  for (const Child& child : kids) {
    if (child.bound <= best_ || out_of_time()) {
      bound = std::max(bound, child.bound);
      continue;
    }
    State next = after(state, child.step);
    path_.push_back(child.step);
    bound = std::max(bound, visit(next, child.score, child.bound));
    path_.pop_back();
  }
  if (!stopped_) slot = {k, bound};
  return bound;
}

// Beam passes of doubling width (the widest child scores kept per layer) hand the branch
// and bound a strong line to prune against; with a deadline they stop before a pass would
// end after half of the time, and the deadline cuts a pass that runs over.
void Search::seed(const State& start) {
  struct Node {
    State state;
    std::vector<Step> moves;
    int score = 0;
    std::uint64_t key = 0;
  };
  const Clock::time_point begin = Clock::now();
  const bool timed = budget_.deadline != Clock::time_point::max();
  const Clock::duration share = timed ? (budget_.deadline - begin) / 2 : Clock::duration::zero();
  const int start_score = ws::score_parts(catalog_, start.board).total();
  for (std::size_t width = kFirstBeam; width <= kLastBeam; width *= 2) {
    const Clock::time_point pass = Clock::now();
    std::vector<Node> layer = {{start, {}, start_score, 0}};
    while (!layer.empty()) {
      std::vector<Node> next;
      std::unordered_set<std::uint64_t> seen;
      for (const Node& node : layer) {
        if (ended(node.state)) {
          if (node.score > best_) {
            best_ = node.score;
            best_moves_ = node.moves;
          }
          continue;
        }
        const std::vector<Step> steps = children(node.state);
        if (steps.empty()) {
          Node passed = node;
          ++passed.state.round;
          add_to_layer(next, std::move(passed), width);
        }
        for (const Step& step : steps) {
          if (out_of_time()) return;
          Node child{after(node.state, step), node.moves, 0, 0};
          child.key = state_key(child.state);
          if (!seen.insert(child.key).second) continue;
          child.score = ws::score_parts(catalog_, child.state.board).total();
          child.moves.push_back(step);
          add_to_layer(next, std::move(child), width);
          ++evaluated_;
        }
      }
      keep_best(next, width);
      layer = std::move(next);
    }
    const Clock::time_point now = Clock::now();
    if (timed && now + 2 * (now - pass) > begin + share) return;
  }
}

// Open deck: a tile of the best line may give way to any unplaced tile of the pool that
// shows the same arms at some turn. The river keeps its shape, so every placement stays
// legal; only what the tiles carry changes. Swaps that raise the score are kept until
// none does.
void Search::improve_by_swaps(const State& start) {
  if (order_ != Order::OpenDeck || best_moves_.empty()) return;
  const auto score_of = [&](const std::vector<Step>& line) {
    ws::Board board = start.board;
    for (const Step& s : line) ws::place_tile(board, catalog_, s.tile, s.cell, s.rot);
    ++evaluated_;
    return ws::score_parts(catalog_, board).total();
  };
  const auto in_line = [&](int tile) {
    return std::any_of(best_moves_.begin(), best_moves_.end(),
                       [tile](const Step& s) { return s.tile == tile; }) ||
           std::any_of(start.board.squares.begin(), start.board.squares.end(),
                       [tile](const ws::PlacedSquare& sq) { return sq.tile == tile; });
  };
  for (bool better = true; better && !out_of_time();) {
    better = false;
    for (std::size_t i = 0; i < best_moves_.size(); ++i) {
      const Step was = best_moves_[i];
      const ws::Mask arms = ws::rotate_mask(catalog_.tiles[was.tile].square.arms, was.rot);
      for (int tile : offers_.front()) {
        if (out_of_time()) return;
        if (in_line(tile)) continue;
        for (int rot : distinct_rots_[tile]) {
          if (ws::rotate_mask(catalog_.tiles[tile].square.arms, rot) != arms) continue;
          best_moves_[i] = Step{tile, was.cell, rot};
          const int score = score_of(best_moves_);
          if (score > best_) {
            best_ = score;
            better = true;
            break;
          }
          best_moves_[i] = was;
        }
        if (best_moves_[i].tile != was.tile) break;
      }
    }
  }
}

SearchResult Search::run(const State& start, const Budget& budget,
                         const std::optional<Line>& known) {
  budget_ = budget;
  stopped_ = false;
  evaluated_ = 0;
  best_ = known ? known->score : -1;
  best_moves_ = known ? known->moves : std::vector<Step>{};
  path_.clear();
  table_.assign(kTableSize, {0, 0});
  seed(start);
  improve_by_swaps(start);
  State state = start;
  const ws::ScoreParts parts = ws::score_parts(catalog_, start.board);
  const int own_bound = ended(start) ? parts.total() : this->bound(start, parts);
  const int bound = visit(state, parts.total(), own_bound);
  SearchResult result;
  result.score = best_;
  result.bound = std::max(bound, best_);
  result.moves = best_moves_;
  result.evaluated = evaluated_;
  return result;
}

}  // namespace trib::analysis::wodny
