#include "analysis/wodny_szlak_bound.h"

#include <algorithm>
#include <bit>

namespace trib::analysis::wodny {

namespace {

bool on_board(const wz::Board& board, int tile) {
  return std::any_of(board.squares.begin(), board.squares.end(),
                     [tile](const wz::PlacedSquare& sq) { return sq.tile == tile; });
}

int cargo_index(wz::Cargo kind) {
  return kind == wz::Cargo::Sack ? 0 : 1;
}

int obstacle_cargo_index(wz::ObstacleKind kind) {
  return kind == wz::ObstacleKind::Mill ? 0 : 1;
}

bool could_route(const wz::Square& square) {
  return !square.obstacle && (square.arms != 0 || square.ports >= 2);
}

// Of the squares around grid corner p, how many are still free.
int free_around(const wz::Board& board, wz::Cell p) {
  int free = 0;
  for (const wz::Cell c :
       {wz::Cell{p.x - 1, p.y - 1}, wz::Cell{p.x, p.y - 1}, wz::Cell{p.x - 1, p.y}, p}) {
    free += board.find(c) < 0;
  }
  return free;
}

}  // namespace

TileFacts tile_facts(const wz::Catalog& catalog, int tile) {
  const wz::Square& square = catalog.tiles[tile].square;
  TileFacts facts;
  facts.obstacle_points = square.obstacle ? square.obstacle->value : 0;
  facts.fragments = std::popcount(static_cast<unsigned>(square.meadows));
  facts.route_tiles = could_route(square) ? 1 : 0;
  facts.ports = square.ports;
  for (const wz::CargoItem& item : square.cargo) facts.cargo[cargo_index(item.kind)] += item.count;
  return facts;
}

void Potential::add(const TileFacts& facts) {
  obstacle_points += facts.obstacle_points;
  fragments += facts.fragments;
  route_tiles += facts.route_tiles;
  ports += facts.ports;
  for (std::size_t i = 0; i < cargo.size(); ++i) cargo[i] += facts.cargo[i];
}

Potential rounds_potential(const std::vector<TileFacts>& facts,
                           const std::vector<std::vector<int>>& rounds, std::size_t first_round,
                           const wz::Board& board) {
  Potential total;
  for (std::size_t r = first_round; r < rounds.size(); ++r) {
    TileFacts best;
    for (int tile : rounds[r]) {
      if (on_board(board, tile)) continue;
      const TileFacts& f = facts[tile];
      best.obstacle_points = std::max(best.obstacle_points, f.obstacle_points);
      best.fragments = std::max(best.fragments, f.fragments);
      best.route_tiles = std::max(best.route_tiles, f.route_tiles);
      best.ports = std::max(best.ports, f.ports);
      for (std::size_t i = 0; i < best.cargo.size(); ++i) {
        best.cargo[i] = std::max(best.cargo[i], f.cargo[i]);
      }
    }
    total.add(best);
  }
  return total;
}

Potential pool_potential(const std::vector<TileFacts>& facts, const std::vector<int>& pool,
                         int count, const wz::Board& board) {
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
  total.obstacle_points = top([](const TileFacts& f) { return f.obstacle_points; });
  total.fragments = top([](const TileFacts& f) { return f.fragments; });
  total.route_tiles = top([](const TileFacts& f) { return f.route_tiles; });
  total.ports = top([](const TileFacts& f) { return f.ports; });
  total.cargo[0] = top([](const TileFacts& f) { return f.cargo[0]; });
  total.cargo[1] = top([](const TileFacts& f) { return f.cargo[1]; });
  return total;
}

int upper_bound(const wz::Catalog& catalog, const wz::Board& board, const wz::ScoreParts& parts,
                const Potential& potential) {
  // Cargo anywhere on the board may still reach an obstacle (an oxbow can join the river).
  std::array<int, 2> cargo = potential.cargo;
  int ports = potential.ports;
  int route_tiles = potential.route_tiles;
  bool start_counted = false;
  for (std::size_t i = 0; i < board.squares.size(); ++i) {
    const wz::Square& square = wz::square_def(catalog, board, static_cast<int>(i));
    for (const wz::CargoItem& item : square.cargo) cargo[cargo_index(item.kind)] += item.count;
    ports += square.ports;
    if (!could_route(square)) continue;
    const bool start_half = board.squares[i].tile < 0;
    if (start_half && start_counted) continue;
    start_counted = start_counted || start_half;
    ++route_tiles;
  }

  int mills = potential.obstacle_points;
  for (const wz::MillResult& m : parts.mills) {
    if (m.scored || m.obstacle.needs <= cargo[obstacle_cargo_index(m.obstacle.kind)]) {
      mills += m.obstacle.value;
    }
  }

  const wz::Scoring& scoring = catalog.scoring;
  const int route = std::max(parts.route_points, ports >= 2 ? route_tiles * scoring.port_tile : 0);

  int live_fragments = potential.fragments;
  for (const wz::Meadow& corner : wz::find_meadows(board, scoring, 1)) {
    if (corner.fragments + free_around(board, corner.corner) >= 3)
      live_fragments += corner.fragments;
  }
  const int step = std::max({scoring.meadow_three, scoring.meadow_four - scoring.meadow_three, 0});
  const double per_fragment =
      std::max({scoring.meadow_three / 3.0, scoring.meadow_four / 4.0, 0.0});
  const int meadows = std::min(parts.meadow_points + step * potential.fragments,
                               static_cast<int>(per_fragment * live_fragments + 1e-9));

  return std::max(mills + route + meadows, parts.total());
}

}  // namespace trib::analysis::wodny
