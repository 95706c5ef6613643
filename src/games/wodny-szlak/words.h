#pragma once
// Tile groups and compass points as a player reads them, in the current language. The
// catalog's own names (group_name, edge_name, corner_name) stay the JSON values.

#include <string>

#include "games/wodny-szlak/catalog.h"

namespace trib::wodny_szlak {

std::string group_words(Group g);        // "sheep", Polish "owce"
std::string edge_words(Edge e);          // "N", Polish "pn"
std::string corner_words(int corner);    // "NE", Polish "pn-wsch"
std::string edge_of_cell_words(Edge e);  // "N" in "On the N edge of (2,3)"

}  // namespace trib::wodny_szlak
