// The hex topology, tile rotation, stacks and regions.

#include <doctest/doctest.h>

#include "fixture.h"

using namespace trib::river_woods;
using river_woods_test::Table;

TEST_CASE("hex neighbours follow the edge numbering clockwise from east") {
  const Topology& hex = hex_topology();
  CHECK(hex.edge_count() == 6);
  CHECK(hex.neighbour({0, 0}, 0) == Cell{1, 0});
  CHECK(hex.neighbour({0, 0}, 1) == Cell{0, 1});
  CHECK(hex.neighbour({0, 0}, 2) == Cell{-1, 1});
  CHECK(hex.neighbour({0, 0}, 3) == Cell{-1, 0});
  CHECK(hex.neighbour({0, 0}, 4) == Cell{0, -1});
  CHECK(hex.neighbour({0, 0}, 5) == Cell{1, -1});
  for (int e = 0; e < 6; ++e) {
    CHECK(hex.opposite(e) == (e + 3) % 6);
    const Cell next = hex.neighbour({2, -3}, e);
    CHECK(hex.edge_towards(next, {2, -3}) == hex.opposite(e));
  }
  CHECK_FALSE(hex.adjacent({0, 0}, {2, 0}));
}

TEST_CASE("rotating a tile turns its edges clockwise") {
  Tile shared;
  shared.halves = {{Terrain::Pink, 0b000111}, {Terrain::Yellow, 0b111000}};
  const PlacedTile unturned{&shared, 0};
  CHECK(unturned.terrain_at(0) == Terrain::Pink);
  CHECK(unturned.terrain_at(3) == Terrain::Yellow);
  const PlacedTile turned{&shared, 3};
  CHECK(turned.terrain_at(0) == Terrain::Yellow);
  CHECK(turned.terrain_at(3) == Terrain::Pink);
  const PlacedTile once{&shared, 1};  // pink now owns edges 1, 2, 3
  CHECK(once.terrain_at(0) == Terrain::Yellow);
  CHECK(once.terrain_at(3) == Terrain::Pink);
}

TEST_CASE("regions join parts of one terrain that each own the shared edge") {
  Table table;
  const Regions regions = find_regions(table.state().board);
  const auto size_under = [&](Cell cell, std::size_t k = 0) {
    const std::vector<int> under = regions.under(cell);
    REQUIRE(under.size() > k);
    return regions.regions[under[k]].size;
  };
  CHECK(size_under({0, 0}) == 4);  // cab-g, g, g2 and tea
  CHECK(size_under({0, 1}) == 4);
  CHECK(regions.under({0, 0}) == regions.under({2, -1}));
  CHECK(size_under({2, 0}) == 1);  // the pink cabin touches no pink
  // A piece on the shared tile stands on both halves' regions.
  REQUIRE(regions.under({-1, 1}).size() == 2);
  CHECK(size_under({-1, 1}, 0) == 1);
  CHECK(size_under({-1, 1}, 1) == 1);
  CHECK(regions.under({5, 5}).empty());
}

TEST_CASE("only the top tile of a stack counts, and a shared half counts 1 towards a region") {
  Table table;
  // d-py: pink owns edges 0-2, yellow 3-5. At (2,1) with rot 0 its yellow W edge faces r,
  // its yellow NW edge faces cab-p (pink: no join), and its yellow NE edge faces nothing.
  // With rot 3 its pink half owns 3-5: the NW edge faces the pink cabin, which joins.
  CHECK(table.play(river_woods_test::turn(0, 1, "terrain",
                                          {river_woods_test::place("d-py", 2, 1, 3)})) == "");
  Regions regions = find_regions(table.state().board);
  CHECK(regions.regions[regions.under({2, 0})[0]].size == 2);
  table.skip_to(0);
  // A green tile on top of the purple tile at (0,-1) joins the green region.
  CHECK(table.play(river_woods_test::turn(
            0, 2, "terrain", {river_woods_test::place("d-g1", 0, -1, 0, true)})) == "");
  regions = find_regions(table.state().board);
  CHECK(regions.regions[regions.under({0, 0})[0]].size == 5);
  const auto* stack = table.state().board.stack({0, -1});
  REQUIRE(stack != nullptr);
  CHECK(stack->size() == 2);
  CHECK(table.state().board.top({0, -1})->tile->id == "d-g1");
}
