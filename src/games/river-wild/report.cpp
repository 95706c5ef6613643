#include "games/river-wild/report.h"

namespace trib::river_wild {

namespace {

nlohmann::json cell_json(CellPos p) {
  return nlohmann::json::array_t{nlohmann::json(p.row), nlohmann::json(p.col)};
}

nlohmann::json animals_json(const AnimalCounts& counts) {
  nlohmann::json out = nlohmann::json::object();
  for (Animal animal : kAnimals)
    out[std::string(animal_name(animal))] = counts[static_cast<int>(animal)];
  return out;
}

nlohmann::json land_json(const ReportInput& in, int index) {
  const Land& land = in.score->map.lands[index];
  const LandScore& score = in.score->lands[index];
  const auto card_id = [&](int placement) {
    return in.catalog->card(in.layout->placed[placement].card).id;
  };
  nlohmann::json::array_t cells;
  cells.reserve(land.cells.size());
  for (CellPos p : land.cells) cells.push_back(cell_json(p));
  nlohmann::json cards = nlohmann::json::array();
  for (int placement : land.placements) cards.push_back(card_id(placement));
  nlohmann::json runestones = nlohmann::json::array();
  for (const RunestoneGift& gift : score.runestones) {
    runestones.push_back({{"card", card_id(gift.placement)},
                          {"animal", animal_name(gift.animal)},
                          {"manual", gift.manual}});
  }
  nlohmann::json goals = nlohmann::json::array();
  for (const GoalScore& goal : score.goals) {
    const Item& item = in.catalog->card(in.layout->placed[goal.placement].card).items[goal.item];
    goals.push_back({{"card", card_id(goal.placement)},
                     {"at", cell_json(goal.at)},
                     {"goal", item.goal.to_json()},
                     {"times", goal.times},
                     {"points", goal.points}});
  }
  // Built member by member so that the large arrays are moved, not copied.
  nlohmann::json out = nlohmann::json::object();
  out["id"] = land_name(index);
  out["cells"] = std::move(cells);
  out["cards"] = std::move(cards);
  out["size"] = land.size();
  out["protected"] = land.is_protected;
  out["largest"] = score.largest;
  out["animals"] = animals_json(score.animals);
  out["runestones"] = std::move(runestones);
  out["goals"] = std::move(goals);
  out["points"] = score.points;
  return out;
}

std::vector<BreakdownLine> breakdown(const ReportInput& in) {
  const LayoutScore& s = *in.score;
  std::vector<BreakdownLine> lines;
  const int land_points = in.catalog->protected_land_points;
  lines.push_back({"Protected lands (" + std::to_string(s.protected_count) + " × " +
                       std::to_string(land_points) + ")",
                   static_cast<double>(s.protected_count * land_points)});
  for (std::size_t i = 0; i < s.lands.size(); ++i) {
    const int index = static_cast<int>(i);
    for (const GoalScore& goal : s.lands[i].goals) {
      if (goal.points == 0) continue;
      const Card& card = in.catalog->card(in.layout->placed[goal.placement].card);
      const Item& item = card.items[goal.item];
      lines.push_back({land_label(s.map.lands[i], index, s.lands[i].largest) + ": goal \"" +
                           item.goal.describe() + "\" on " + card.id + ", " +
                           std::to_string(goal.times) + " × " +
                           std::to_string(goal.points / goal.times),
                       static_cast<double>(goal.points),
                       {{"land", land_name(index)}, {"cell", cell_json(goal.at)}}});
    }
  }
  return lines;
}

}  // namespace

std::string land_label(const Land& land, int index, bool largest) {
  const int size = land.size();
  return "Land " + land_name(index) + " (" + (largest ? "largest, " : "") + std::to_string(size) +
         (size == 1 ? " card)" : " cards)");
}

Scoreboard make_scoreboard(const ReportInput& in) {
  const LayoutScore& s = *in.score;
  Scoreboard board;
  board.finished = in.finished;
  PlayerResult player;
  player.name = in.player;
  player.score = s.total;
  player.rank = rank_title(*in.ranks, s.total);
  player.breakdown = breakdown(in);
  board.players.push_back(std::move(player));
  assign_places(board.players);

  nlohmann::json lands = nlohmann::json::array();
  for (std::size_t i = 0; i < s.lands.size(); ++i)
    lands.push_back(land_json(in, static_cast<int>(i)));
  board.details = nlohmann::json::object();
  board.details["lands"] = std::move(lands);
  board.details["largest"] =
      s.largest < 0 ? nlohmann::json(nullptr) : nlohmann::json(land_name(s.largest));
  board.details["placed"] = in.layout->river_cards();
  board.details["hand_blocked"] = in.hand_blocked;
  // Every protected land of the largest size; with more than one, `largest` is the one
  // whose first numbers give the higher total.
  nlohmann::json tied = nlohmann::json::array();
  for (int land : s.tied) tied.push_back(land_name(land));
  board.details["largest_tied"] = tied;
  board.warnings.insert(board.warnings.end(), s.warnings.begin(), s.warnings.end());
  return board;
}

}  // namespace trib::river_wild
