// The user's catalog of every game: the bundled one differs from nothing and checks clean.
// Each game's differences, validation paths and installs are its
// tests/<game>/catalog_edit_test.cpp.

#include "core/user_catalog.h"

#include <doctest/doctest.h>

#include "core/registry.h"

using nlohmann::json;
using trib::Game;

TEST_CASE("the bundled catalog of every game has no differences from itself") {
  for (const Game* g : trib::all_games()) {
    CAPTURE(g->id());
    const json bundled = g->resolve_catalog(json::object());
    CHECK(trib::catalog_difference(*g, bundled) == json::object());
    CHECK(trib::check_catalog(*g, bundled) == bundled);  // an export checks clean
  }
}
