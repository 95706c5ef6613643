#pragma once
// Scoring a layout: the catalog's points per protected land (2 on the reference card),
// then every goal in a protected land scores times × points (the first number on the
// largest land). Runestone animals are chosen to maximise the total unless the player
// fixed them in the setup.

#include <array>
#include <string>
#include <vector>

#include "games/river-wild/lands.h"

namespace trib::river_wild {

// A manual runestone choice from the setup: the runestone of `card` gives `animal` to the
// land holding global cell `cell`.
struct RunestoneChoice {
  int card = kSourceCard;
  CellPos cell;
  Animal animal = Animal::Frog;
};

struct RunestoneGift {
  int placement = 0;  // index into Layout::placed
  Animal animal = Animal::Frog;
  bool manual = false;
};

struct GoalScore {
  int placement = 0;  // index into Layout::placed
  int item = 0;       // index into the card's items
  CellPos at;         // global cell
  int times = 0;
  int points = 0;  // times × the goal's value for this land
};

struct LandScore {
  AnimalCounts animals{};                 // animal items, plus runestone gifts on protected lands
  std::vector<RunestoneGift> runestones;  // protected lands only
  std::vector<GoalScore> goals;           // protected lands only
  bool largest = false;
  int points = 0;  // land points + goal points on a protected land, 0 otherwise
};

struct LayoutScore {
  LandMap map;
  std::vector<LandScore> lands;  // parallel to map.lands
  int protected_count = 0;
  int largest = -1;        // the land scored as the largest, -1 when none is protected
  std::vector<int> tied;   // every protected land of the largest size
  std::vector<int> gains;  // parallel to `tied`: goal points gained as the largest (may be < 0)
  int total = 0;
  std::vector<std::string> warnings;  // manual choices that were ignored
};

// The most goal points `goals` make on one protected land with `animals` and
// `free_runestones` runestones of free choice: {as the largest land, as any other land}.
// score_layout picks each land's runestone animals the same way.
std::array<int, 2> best_goal_points(const std::vector<const Item*>& goals,
                                    const AnimalCounts& animals, int free_runestones);

LayoutScore score_layout(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                         const std::vector<RunestoneChoice>& choices);

}  // namespace trib::river_wild
