// Scoring a layout: each protected land's points and the goals in it.

#include "games/river-wild/layout_score.h"

#include <optional>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::river_wild {

namespace {

constexpr int kAsLargest = 0;  // index into a goal's points
constexpr int kAsOther = 1;

struct Runestone {
  int placement = 0;
  std::optional<Animal> fixed;  // a manual choice
};

struct GoalInput {
  const Item* item = nullptr;
  GoalScore score;
};

struct LandInput {
  AnimalCounts base{};  // animal items on the land's cells
  std::vector<GoalInput> goals;
  std::vector<Runestone> runestones;
};

struct Best {
  int goal_points = -1;
  AnimalCounts extra{};  // the animals the free runestones give
};

// Tries every multiset of animals for `k` free runestones (C(k+3, 3) of them) on top of
// `fixed`, for both roles of the land; the first best in frog-first order wins ties.
// `points(have, role)`: the goal points the land makes with the animals `have`.
template <class Points>
std::array<Best, 2> optimise(const AnimalCounts& fixed, int k, Points points) {
  std::array<Best, 2> best;
  for (int f = k; f >= 0; --f) {
    for (int j = k - f; j >= 0; --j) {
      for (int u = k - f - j; u >= 0; --u) {
        const AnimalCounts extra = {f, j, u, k - f - j - u};
        AnimalCounts have = fixed;
        for (int i = 0; i < kAnimalKinds; ++i) have[i] += extra[i];
        for (int role : {kAsLargest, kAsOther}) {
          const int total = points(have, role);
          if (total > best[role].goal_points) best[role] = {total, extra};
        }
      }
    }
  }
  return best;
}

std::array<Best, 2> optimise(const LandInput& in) {
  AnimalCounts fixed = in.base;
  int k = 0;
  for (const Runestone& rs : in.runestones) {
    if (rs.fixed) {
      ++fixed[static_cast<int>(*rs.fixed)];
    } else {
      ++k;
    }
  }
  return optimise(fixed, k, [&](const AnimalCounts& have, int role) {
    int total = 0;
    for (const GoalInput& g : in.goals) total += g.item->goal.times(have) * g.item->points[role];
    return total;
  });
}

std::vector<LandInput> collect(const Catalog& catalog, const Layout& layout, const LandMap& map) {
  std::vector<LandInput> inputs(map.lands.size());
  for (std::size_t i = 0; i < layout.placed.size(); ++i) {
    const Placement& p = layout.placed[i];
    const Card& card = catalog.card(p.card);
    for (std::size_t k = 0; k < card.items.size(); ++k) {
      const Item& item = card.items[k];
      const CellPos at = global_cell(catalog, p, item.row, item.col);
      const int land = map.land_at(at);
      if (land < 0) continue;
      if (item.kind == Item::Kind::Animal) ++inputs[land].base[static_cast<int>(item.animal)];
      if (item.kind == Item::Kind::Goal && map.lands[land].is_protected) {
        inputs[land].goals.push_back({&item, {static_cast<int>(i), static_cast<int>(k), at, 0, 0}});
      }
    }
  }
  for (std::size_t land = 0; land < map.lands.size(); ++land) {
    if (!map.lands[land].is_protected) continue;
    for (int placement : map.lands[land].placements) {
      if (catalog.card(layout.placed[placement].card).runestone >= 0) {
        inputs[land].runestones.push_back({placement, std::nullopt});
      }
    }
  }
  return inputs;
}

void apply_choices(const Catalog& catalog, const Layout& layout, const LandMap& map,
                   const std::vector<RunestoneChoice>& choices, std::vector<LandInput>& inputs,
                   std::vector<std::string>& warnings) {
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const RunestoneChoice& choice = choices[i];
    const std::string& id = catalog.card(choice.card).id;
    const auto warn = [&](const std::string& why) {
      // TRANSLATORS: the table file's path, the animal, the card, then why (a clause).
      warnings.push_back(fill(_("/setup/runestones/{}: the choice of {} for the runestone of {} is "
                                "ignored: {}"),
                              i, animal_label(choice.animal), id, why));
    };
    const int land = map.land_at(choice.cell);
    const std::string cell =
        "[" + std::to_string(choice.cell.row) + ", " + std::to_string(choice.cell.col) + "]";
    if (land < 0) {
      warn(fill(_("cell {} is not a land cell of the layout."), cell));
      continue;
    }
    const std::string name = land_name(land);
    if (!map.lands[land].is_protected) {
      warn(fill(_("land {} is not protected."), name));
      continue;
    }
    Runestone* target = nullptr;
    for (Runestone& rs : inputs[land].runestones) {
      if (layout.placed[rs.placement].card == choice.card) target = &rs;
    }
    if (target == nullptr) {
      warn(layout.has(choice.card) ? fill(_("card {} holds no cell of land {}."), id, name)
                                   : fill(_("card {} is not placed."), id));
    } else if (target->fixed) {
      warn(fill(_("an earlier choice already fixes it for land {}."), name));
    } else {
      target->fixed = choice.animal;
    }
  }
}

// Lands are filled in for the role chosen for them: the animals, runestone gifts and goals.
void fill_land_score(const LandInput& in, const Best& best, int role, int land_points,
                     LandScore& out) {
  out.animals = in.base;
  AnimalCounts extra = best.extra;
  for (const Runestone& rs : in.runestones) {
    Animal animal = Animal::Frog;
    if (rs.fixed) {
      animal = *rs.fixed;
    } else {
      int kind = 0;
      while (extra[kind] == 0) ++kind;
      --extra[kind];
      animal = static_cast<Animal>(kind);
    }
    ++out.animals[static_cast<int>(animal)];
    out.runestones.push_back({rs.placement, animal, rs.fixed.has_value()});
  }
  out.points = land_points;
  for (const GoalInput& g : in.goals) {
    GoalScore score = g.score;
    score.times = g.item->goal.times(out.animals);
    score.points = score.times * g.item->points[role];
    out.points += score.points;
    out.goals.push_back(score);
  }
}

}  // namespace

std::array<int, 2> best_goal_points(const std::vector<const Item*>& goals,
                                    const AnimalCounts& animals, int free_runestones) {
  const std::array<Best, 2> best =
      optimise(animals, free_runestones, [&](const AnimalCounts& have, int role) {
        int total = 0;
        for (const Item* goal : goals) total += goal->goal.times(have) * goal->points[role];
        return total;
      });
  return {best[kAsLargest].goal_points, best[kAsOther].goal_points};
}

LayoutScore score_layout(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                         const std::vector<RunestoneChoice>& choices) {
  LayoutScore result;
  result.map = find_lands(layout, grid);
  const auto& lands = result.map.lands;
  std::vector<LandInput> inputs = collect(catalog, layout, result.map);
  apply_choices(catalog, layout, result.map, choices, inputs, result.warnings);

  std::vector<std::array<Best, 2>> best(lands.size());
  int largest_size = 0;
  for (std::size_t i = 0; i < lands.size(); ++i) {
    if (!lands[i].is_protected) continue;
    best[i] = optimise(inputs[i]);
    ++result.protected_count;
    largest_size = std::max(largest_size, lands[i].size());
  }
  // Exactly one land of the largest size is the largest, even when its first numbers are
  // the smaller ones: among tied lands, the one whose role as largest gives the higher
  // total (the first in reading order on equal totals).
  std::optional<int> gain;
  for (std::size_t i = 0; i < lands.size(); ++i) {
    if (!lands[i].is_protected || lands[i].size() != largest_size) continue;
    const int delta = best[i][kAsLargest].goal_points - best[i][kAsOther].goal_points;
    result.tied.push_back(static_cast<int>(i));
    result.gains.push_back(delta);
    if (!gain || delta > *gain) {
      gain = delta;
      result.largest = static_cast<int>(i);
    }
  }
  result.lands.resize(lands.size());
  for (std::size_t i = 0; i < lands.size(); ++i) {
    LandScore& out = result.lands[i];
    if (!lands[i].is_protected) {
      out.animals = inputs[i].base;
      continue;
    }
    const int role = static_cast<int>(i) == result.largest ? kAsLargest : kAsOther;
    out.largest = role == kAsLargest;
    fill_land_score(inputs[i], best[i][role], role, catalog.protected_land_points, out);
    result.total += out.points;
  }
  return result;
}

}  // namespace trib::river_wild
