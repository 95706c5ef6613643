// A scored layout as the Scoreboard: breakdown lines and auditable details.

#include "games/river-wild/scoring.h"

#include "core/fill.h"
#include "core/i18n.h"

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

// A goal's scoring category by its kind: named animals, one of each, any N animals.
const char* goal_category(const Goal& goal) {
  switch (goal.kind) {
    case Goal::Kind::Each:
      return "goals-each";
    case Goal::Kind::Any:
      return "goals-any";
    case Goal::Kind::Animals:
      break;
  }
  return "goals-animals";
}

std::vector<BreakdownLine> breakdown(const ReportInput& in) {
  const LayoutScore& s = *in.score;
  std::vector<BreakdownLine> lines;
  const int land_points = in.catalog->protected_land_points;
  lines.push_back({fill(_("Protected lands ({} × {})"), s.protected_count, land_points),
                   static_cast<double>(s.protected_count * land_points),
                   {{"lands", "protected"}},
                   "protected-lands"});
  for (std::size_t i = 0; i < s.lands.size(); ++i) {
    const int index = static_cast<int>(i);
    for (const GoalScore& goal : s.lands[i].goals) {
      if (goal.points == 0) continue;
      const Card& card = in.catalog->card(in.layout->placed[goal.placement].card);
      const Item& item = card.items[goal.item];
      // TRANSLATORS: a score line: the land, the goal, its card, how often × its points.
      lines.push_back({fill(_("{}: goal \"{}\" on {}, {} × {}"),
                            land_label(s.map.lands[i], index, s.lands[i].largest),
                            item.goal.describe(), card.id, goal.times, goal.points / goal.times),
                       static_cast<double>(goal.points),
                       {{"land", land_name(index)}, {"cell", cell_json(goal.at)}},
                       goal_category(item.goal)});
    }
  }
  return lines;
}

std::string card_list(const Catalog& catalog, const std::vector<int>& cards) {
  std::string text;
  for (int card : cards) text += (text.empty() ? "" : ", ") + catalog.card(card).id;
  return text;
}

nlohmann::json end_json(End end) {
  switch (end) {
    case End::AllPlaced:
      return "all-placed";
    case End::HandBlocked:
      return "hand-blocked";
    case End::None:
      break;
  }
  return nullptr;
}

nlohmann::json end_reason(const ReportInput& in) {
  switch (in.end) {
    case End::AllPlaced:
      return fill(_("Every river card is placed ({})."), in.catalog->cards.size());
    case End::HandBlocked:
      return fill(_("No card in hand ({}) fits anywhere on either side: the game is over."),
                  card_list(*in.catalog, in.unplaceable));
    case End::None:
      break;
  }
  return nullptr;
}

// Which land scores its goals with the first numbers, and why that one.
nlohmann::json largest_note(const ReportInput& in) {
  const LayoutScore& s = *in.score;
  if (s.largest < 0) return nullptr;
  const Land& land = s.map.lands[s.largest];
  const auto size = static_cast<unsigned long>(land.size());
  int gain = 0;
  bool strictly_best = true;
  std::string others;
  for (std::size_t i = 0; i < s.tied.size(); ++i) {
    if (s.tied[i] == s.largest) {
      gain = s.gains[i];
      continue;
    }
    others += (others.empty() ? "" : ", ") + land_name(s.tied[i]);
  }
  for (std::size_t i = 0; i < s.tied.size(); ++i) {
    strictly_best = strictly_best && (s.tied[i] == s.largest || s.gains[i] < gain);
  }
  const std::string change = (gain >= 0 ? "+" : "") + std::to_string(gain);
  const std::string name = land_name(s.largest);
  if (others.empty()) {
    return fill(P_("Land {} is the largest ({} card): its goals score their first numbers ({} "
                   "against the second).",
                   "Land {} is the largest ({} cards): its goals score their first numbers ({} "
                   "against the second).",
                   size),
                name, size, change);
  }
  if (strictly_best) {
    return fill(P_("Land {} is the largest ({} card): its goals score their first numbers ({} "
                   "against the second); tied with {}, it is chosen for the higher total.",
                   "Land {} is the largest ({} cards): its goals score their first numbers ({} "
                   "against the second); tied with {}, it is chosen for the higher total.",
                   size),
                name, size, change, others);
  }
  return fill(P_("Land {} is the largest ({} card): its goals score their first numbers ({} "
                 "against the second); tied with {} at the same total, it is chosen as the first "
                 "in reading order.",
                 "Land {} is the largest ({} cards): its goals score their first numbers ({} "
                 "against the second); tied with {} at the same total, it is chosen as the first "
                 "in reading order.",
                 size),
              name, size, change, others);
}

}  // namespace

std::string land_label(const Land& land, int index, bool largest) {
  const int size = land.size();
  const auto count = static_cast<unsigned long>(size);
  if (largest) {
    return fill(P_("Land {} (largest, {} card)", "Land {} (largest, {} cards)", count),
                land_name(index), size);
  }
  return fill(P_("Land {} ({} card)", "Land {} ({} cards)", count), land_name(index), size);
}

Scoreboard make_scoreboard(const ReportInput& in) {
  const LayoutScore& s = *in.score;
  Scoreboard board;
  board.finished = in.end != End::None;
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
  board.details["hand_blocked"] = in.end == End::HandBlocked;
  // Every protected land of the largest size; with more than one, `largest` is the one
  // whose first numbers give the higher total.
  nlohmann::json tied = nlohmann::json::array();
  for (int land : s.tied) tied.push_back(land_name(land));
  board.details["largest_tied"] = tied;
  board.details["largest_note"] = largest_note(in);
  board.details["end"] = end_json(in.end);
  board.details["end_reason"] = end_reason(in);
  if (in.hand != nullptr) {
    nlohmann::json hand = nlohmann::json::array();
    for (int card : *in.hand) hand.push_back(in.catalog->card(card).id);
    board.details["hand"] = std::move(hand);
    board.details["deck"] = in.deck;
  }
  board.warnings.insert(board.warnings.end(), s.warnings.begin(), s.warnings.end());
  if (in.setup_hand_ignored) {
    board.warnings.push_back(
        _("/setup/hand is ignored: the table keeps its hand with draw moves, and that hand "
          "decides when no card can be placed."));
  }
  return board;
}

}  // namespace trib::river_wild
