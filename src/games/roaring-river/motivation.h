#pragma once
// Motivation cards as data: each is a list of independent scoring terms evaluated over the
// trip (the river cards the raft landed on).

#include <array>
#include <string>
#include <vector>

#include "games/roaring-river/cards.h"

namespace trib::roaring_river {

// Which river cards a term counts: drops in a set, or one icon (exactly one is given).
struct CardFilter {
  std::vector<int> drops;
  Icon icon = Icon::None;

  bool matches(RiverCard card) const;
  std::string describe() const;  // "3-drop", "1- or 2-drop", "forest"
  friend bool operator==(const CardFilter&, const CardFilter&) = default;
};

enum class TermKind { PerCard, PerSet, DistinctIcons, Majority };

struct Term {
  TermKind kind = TermKind::PerCard;
  CardFilter filter;                        // per_card
  std::vector<CardFilter> elements;         // per_set; a repeated element is needed that many times
  std::array<int, kIconKinds + 1> table{};  // distinct_icons: hearts by group size (1-4)
  Icon more = Icon::None;                   // majority: `more` must outnumber `than`
  Icon than = Icon::None;
  int hearts = 0;  // per card, per set, or the majority bonus
};

struct Motivation {
  std::string id;
  std::string name;
  std::vector<std::vector<Term>> sides;  // one side, or sides 1 and 2 (2-player cards)
  bool double_sided = false;
};

// One term's outcome: count = matching cards, sets, or 1/0 for a majority.
struct TermResult {
  std::string label;  // "4-drop cards (3 × 2)"
  int count = 0;
  double points = 0;
};

TermResult evaluate_term(const Term& term, const std::vector<RiverCard>& trip);

// Nature Lover: split the icon cards (counts per icon) into groups of distinct icons so that
// the sum of table[group size] is largest. Returns the best total and its group sizes
// (largest first). Exact: every mix of group sizes is tried and checked for feasibility
// (Gale-Ryser), never a greedy pick.
struct IconPartition {
  int hearts = 0;
  std::vector<int> groups;
};
IconPartition best_icon_partition(std::array<int, kIconKinds> counts,
                                  const std::array<int, kIconKinds + 1>& table);

}  // namespace trib::roaring_river
