// An admissible upper bound on a Wodny szlak river's final score with more tiles.

#include "games/wodny-szlak/analysis/bound.h"

#include <algorithm>
#include <bit>

namespace trib::analysis::wodny {

namespace {

bool on_board(const ws::Board& board, int tile) {
  return std::any_of(board.squares.begin(), board.squares.end(),
                     [tile](const ws::PlacedSquare& sq) { return sq.tile == tile; });
}

int cargo_index(ws::Cargo kind) {
  return kind == ws::Cargo::Sack ? 0 : 1;
}

int obstacle_cargo_index(ws::ObstacleKind kind) {
  return kind == ws::ObstacleKind::Mill ? 0 : 1;
}

bool could_route(const ws::Square& square) {
  return !square.obstacle && (square.arms != 0 || square.ports >= 2);
}

// Of the squares around grid corner p, how many are still free.
int free_around(const ws::Board& board, ws::Cell p) {
  int free = 0;
  for (const ws::Cell c :
       {ws::Cell{p.x - 1, p.y - 1}, ws::Cell{p.x, p.y - 1}, ws::Cell{p.x - 1, p.y}, p}) {
    free += board.find(c) < 0;
  }
  return free;
}

// Whether square i has a river arm pointing at an empty cell: where new tiles can join it.
bool open_end(const ws::Board& board, int i) {
  for (ws::Edge e : ws::kEdges) {
    if (board.has_arm(i, e) && board.find(ws::step(board.squares[i].cell, e)) < 0) return true;
  }
  return false;
}

// River-connected squares, with only the squares `keep` admits: one vector of square
// indices per group.
template <class Keep>
std::vector<std::vector<int>> river_groups(const ws::Board& board, Keep keep) {
  const int n = static_cast<int>(board.squares.size());
  std::vector<int> group(n, -1);
  std::vector<std::vector<int>> groups;
  for (int first = 0; first < n; ++first) {
    if (group[first] >= 0 || !keep(first)) continue;
    groups.emplace_back();
    std::vector<int> stack = {first};
    group[first] = static_cast<int>(groups.size()) - 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      groups.back().push_back(i);
      for (ws::Edge e : ws::kEdges) {
        const int j = board.river_neighbour(i, e);
        if (j < 0 || group[j] >= 0 || !keep(j)) continue;
        group[j] = group[first];
        stack.push_back(j);
      }
    }
  }
  return groups;
}

// The most squares on one path through a group (a tree): the farthest square from the
// farthest square of any start.
int longest_path(const ws::Board& board, const std::vector<int>& members) {
  const auto farthest = [&](int from, int& length) {
    std::vector<std::pair<int, int>> frontier = {{from, 1}};
    std::vector<int> seen = {from};
    int last = from;
    length = 1;
    while (!frontier.empty()) {
      const auto [i, depth] = frontier.back();
      frontier.pop_back();
      if (depth > length) length = depth, last = i;
      for (ws::Edge e : ws::kEdges) {
        const int j = board.river_neighbour(i, e);
        if (j < 0 || std::find(seen.begin(), seen.end(), j) != seen.end() ||
            std::find(members.begin(), members.end(), j) == members.end()) {
          continue;
        }
        seen.push_back(j);
        frontier.push_back({j, depth + 1});
      }
    }
    return last;
  };
  int length = 0;
  farthest(farthest(members.front(), length), length);
  return length;
}

// The most tiles a port route can have: it lies in one stretch of obstacle-free river. A
// stretch grows only through its open ends, and a route passes each new tile once, so it
// joins at most one more stretch per new tile that can carry it.
int route_tiles_bound(const ws::Catalog& catalog, const ws::Board& board, int new_route_tiles) {
  const auto routable = [&](int i) {
    const ws::Square& square = ws::square_def(catalog, board, i);
    return !square.obstacle && square.arms != 0;
  };
  int longest = 0;
  int every = new_route_tiles;  // every tile that could carry the route, the start once
  std::vector<int> open;        // longest paths of the stretches that may still grow
  for (const std::vector<int>& stretch : river_groups(board, routable)) {
    const int path = longest_path(board, stretch);
    every += static_cast<int>(stretch.size());
    if (std::count_if(stretch.begin(), stretch.end(),
                      [&](int i) { return board.squares[i].tile < 0; }) == 2) {
      --every;
    }
    longest = std::max(longest, path);
    if (std::any_of(stretch.begin(), stretch.end(), [&](int i) { return open_end(board, i); })) {
      open.push_back(path);
    }
  }
  std::sort(open.begin(), open.end(), std::greater<>());
  int joined = new_route_tiles;
  for (std::size_t i = 0; i < open.size() && i <= static_cast<std::size_t>(new_route_tiles); ++i) {
    joined += open[i];
  }
  return std::max({longest, std::min(joined, every), 1});
}

// The most the meadow fragments to come can add. A corner with f fragments and r free
// squares around it (at most one fragment per tile to come) gains at most its best
// points per fragment over 1..r more; corners no square holds yet need three tiles to
// come. Filling the best ratios first bounds every way of sharing out the fragments.
int meadow_gain_bound(const ws::Scoring& scoring, const ws::Board& board,
                      const Potential& potential) {
  struct Room {
    double per_fragment = 0;
    int fragments = 0;
  };
  const auto gain = [&](int from, int more) {
    return ws::meadow_points(scoring, std::min(from + more, 4)) - ws::meadow_points(scoring, from);
  };
  const auto best_ratio = [&](int from, int room) {
    double ratio = 0;
    for (int more = 1; more <= room; ++more)
      ratio = std::max(ratio, double(gain(from, more)) / more);
    return ratio;
  };
  std::vector<Room> rooms;
  for (const ws::Meadow& corner : ws::find_meadows(board, scoring, 1)) {
    const int room = std::min(free_around(board, corner.corner), potential.tiles);
    if (room > 0) rooms.push_back({best_ratio(corner.fragments, room), room});
  }
  rooms.push_back({best_ratio(0, std::min(potential.tiles, 4)), potential.fragments});
  std::sort(rooms.begin(), rooms.end(),
            [](const Room& a, const Room& b) { return a.per_fragment > b.per_fragment; });
  double total = 0;
  int left = potential.fragments;
  for (const Room& room : rooms) {
    const int used = std::min(left, room.fragments);
    total += room.per_fragment * used;
    left -= used;
  }
  return static_cast<int>(total + 1e-9);
}

}  // namespace

TileFacts tile_facts(const ws::Catalog& catalog, int tile) {
  const ws::Square& square = catalog.tiles[tile].square;
  TileFacts facts;
  facts.obstacle_points = square.obstacle ? square.obstacle->value : 0;
  facts.fragments = std::popcount(static_cast<unsigned>(square.meadows));
  facts.route_tiles = could_route(square) ? 1 : 0;
  facts.ports = square.ports;
  for (const ws::CargoItem& item : square.cargo) facts.cargo[cargo_index(item.kind)] += item.count;
  return facts;
}

void Potential::add(const TileFacts& facts) {
  ++tiles;
  obstacle_points += facts.obstacle_points;
  fragments += facts.fragments;
  route_tiles += facts.route_tiles;
  ports += facts.ports;
  for (std::size_t i = 0; i < cargo.size(); ++i) cargo[i] += facts.cargo[i];
}

Potential rounds_potential(const std::vector<TileFacts>& facts,
                           const std::vector<std::vector<int>>& rounds, std::size_t first_round,
                           const ws::Board& board) {
  Potential total;
  for (std::size_t r = first_round; r < rounds.size(); ++r) {
    TileFacts best;
    bool offered = false;
    for (int tile : rounds[r]) {
      if (on_board(board, tile)) continue;
      offered = true;
      const TileFacts& f = facts[tile];
      best.obstacle_points = std::max(best.obstacle_points, f.obstacle_points);
      best.fragments = std::max(best.fragments, f.fragments);
      best.route_tiles = std::max(best.route_tiles, f.route_tiles);
      best.ports = std::max(best.ports, f.ports);
      for (std::size_t i = 0; i < best.cargo.size(); ++i) {
        best.cargo[i] = std::max(best.cargo[i], f.cargo[i]);
      }
    }
    if (offered) total.add(best);
  }
  return total;
}

Potential pool_potential(const std::vector<TileFacts>& facts, const std::vector<int>& pool,
                         int count, const ws::Board& board) {
  std::vector<const TileFacts*> left;
  for (int tile : pool) {
    if (!on_board(board, tile)) left.push_back(&facts[tile]);
  }
  const std::size_t k = std::min(left.size(), static_cast<std::size_t>(std::max(count, 0)));
  // The sum of the k largest values of one part.
  const auto top = [&](auto part) {
    std::vector<int> values;
    values.reserve(left.size());
    for (const TileFacts* f : left) values.push_back(part(*f));
    std::partial_sort(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end(),
                      std::greater<>());
    int sum = 0;
    for (std::size_t i = 0; i < k; ++i) sum += values[i];
    return sum;
  };
  Potential total;
  total.tiles = static_cast<int>(k);
  total.obstacle_points = top([](const TileFacts& f) { return f.obstacle_points; });
  total.fragments = top([](const TileFacts& f) { return f.fragments; });
  total.route_tiles = top([](const TileFacts& f) { return f.route_tiles; });
  total.ports = top([](const TileFacts& f) { return f.ports; });
  total.cargo[0] = top([](const TileFacts& f) { return f.cargo[0]; });
  total.cargo[1] = top([](const TileFacts& f) { return f.cargo[1]; });
  return total;
}

int upper_bound(const ws::Catalog& catalog, const ws::Board& board, const ws::ScoreParts& parts,
                const Potential& potential) {
  // Cargo anywhere on the board may still reach an obstacle (an oxbow can join the river).
  std::array<int, 2> cargo = potential.cargo;
  int ports = potential.ports;
  for (std::size_t i = 0; i < board.squares.size(); ++i) {
    const ws::Square& square = ws::square_def(catalog, board, static_cast<int>(i));
    for (const ws::CargoItem& item : square.cargo) cargo[cargo_index(item.kind)] += item.count;
    ports += square.ports;
  }

  // An obstacle that does not score now needs new river: its network must have an open
  // end. On the main river, only cargo to come or on an oxbow that joins can still reach it.
  const ws::Networks networks = ws::find_networks(catalog, board);
  std::array<int, 2> oxbow_cargo{};
  for (std::size_t i = 0; i < board.squares.size(); ++i) {
    if (networks.on_main_river(static_cast<int>(i))) continue;
    for (const ws::CargoItem& item : ws::square_def(catalog, board, static_cast<int>(i)).cargo) {
      oxbow_cargo[cargo_index(item.kind)] += item.count;
    }
  }
  std::vector<char> open_network(board.squares.size(), 0);  // by network id
  for (std::size_t i = 0; i < board.squares.size(); ++i) {
    if (open_end(board, static_cast<int>(i))) open_network[networks.of[i]] = 1;
  }
  int mills = potential.obstacle_points;
  for (const ws::MillResult& m : parts.mills) {
    const int kind = obstacle_cargo_index(m.obstacle.kind);
    const int reachable =
        m.oxbow ? cargo[kind] : m.delivered + potential.cargo[kind] + oxbow_cargo[kind];
    if (m.scored || (open_network[networks.of[m.square]] && m.obstacle.needs <= reachable)) {
      mills += m.obstacle.value;
    }
  }

  const ws::Scoring& scoring = catalog.scoring;
  const int route = std::max(
      parts.route_points,
      ports >= 2 ? route_tiles_bound(catalog, board, potential.route_tiles) * scoring.port_tile
                 : 0);

  const int meadows = parts.meadow_points + meadow_gain_bound(scoring, board, potential);

  return std::max(mills + route + meadows, parts.total());
}

}  // namespace trib::analysis::wodny
