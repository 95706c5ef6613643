// Motivation cards as data: scoring terms evaluated over the trip.

#include "games/roaring-river/motivation.h"

#include <algorithm>
#include <functional>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib::roaring_river {

namespace {

int count_matching(const CardFilter& filter, const std::vector<RiverCard>& trip) {
  return static_cast<int>(std::count_if(trip.begin(), trip.end(),
                                        [&](RiverCard card) { return filter.matches(card); }));
}

int count_icon(Icon icon, const std::vector<RiverCard>& trip) {
  return static_cast<int>(
      std::count_if(trip.begin(), trip.end(), [&](RiverCard card) { return card.icon == icon; }));
}

// Number of disjoint sets: each distinct element needs as many matching cards as it is
// repeated in the set (mountain + mountain needs two mountains per set).
int count_sets(const std::vector<CardFilter>& elements, const std::vector<RiverCard>& trip) {
  int sets = -1;
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const auto first = std::find(elements.begin(), elements.end(), elements[i]);
    if (first != elements.begin() + static_cast<std::ptrdiff_t>(i)) continue;  // counted already
    const auto needed = std::count(elements.begin(), elements.end(), elements[i]);
    const int possible = count_matching(elements[i], trip) / static_cast<int>(needed);
    sets = sets < 0 ? possible : std::min(sets, possible);
  }
  return std::max(sets, 0);
}

std::string set_description(const std::vector<CardFilter>& elements) {
  std::string text;
  for (const CardFilter& element : elements)
    text += (text.empty() ? "" : " + ") + element.describe();
  return text;
}

}  // namespace

bool CardFilter::matches(RiverCard card) const {
  if (icon != Icon::None) return card.icon == icon;
  return std::find(drops.begin(), drops.end(), card.drops) != drops.end();
}

std::string CardFilter::describe() const {
  if (icon != Icon::None) return icon_words(icon);
  // "1-, 2- or 3-drop": every count but the last keeps only its hyphen.
  std::string text;
  for (std::size_t i = 0; i + 1 < drops.size(); ++i) {
    // TRANSLATORS: a drop count before the last one of a list, as in "1-, 2- or 3-drop"
    text += (i > 0 ? ", " : "") + fill(C_("drop count in a list", "{}-"), drops[i]);
  }
  if (drops.empty()) return text;
  // TRANSLATORS: river cards with this many drops, as in "3-drop cards" (or the last count
  // of a list: "1- or 2-drop"); the plural forms follow the number
  const auto count = static_cast<unsigned long>(drops.back());
  const std::string last = fill(P_("{}-drop", "{}-drop", count), drops.back());
  // TRANSLATORS: the last two drop counts of a list: "1-, 2- or 3-drop"
  return text.empty() ? last : fill(_("{} or {}"), text, last);
}

TermResult evaluate_term(const Term& term, const std::vector<RiverCard>& trip) {
  TermResult result;
  switch (term.kind) {
    case TermKind::PerCard:
      result.count = count_matching(term.filter, trip);
      result.points = result.count * term.hearts;
      // TRANSLATORS: "Forest cards (3 × 2)": 3 matching cards, 2 hearts each
      result.label = capitalised(
          fill(_("{} cards ({} × {})"), term.filter.describe(), result.count, term.hearts));
      break;
    case TermKind::PerSet:
      result.count = count_sets(term.elements, trip);
      result.points = result.count * term.hearts;
      // TRANSLATORS: "Sets of forest + 3-drop (2 × 5)": 2 sets, 5 hearts each
      result.label = fill(_("Sets of {} ({} × {})"), set_description(term.elements), result.count,
                          term.hearts);
      break;
    case TermKind::DistinctIcons: {
      std::array<int, kIconKinds> counts{};
      for (RiverCard card : trip) {
        if (card.icon != Icon::None) ++counts[static_cast<int>(card.icon) - 1];
      }
      const IconPartition best = best_icon_partition(counts, term.table);
      std::string sizes;
      for (int size : best.groups) sizes += (sizes.empty() ? "" : ", ") + std::to_string(size);
      result.count = static_cast<int>(best.groups.size());
      result.points = best.hearts;
      // TRANSLATORS: "Distinct-icon sets (sizes 4, 2)"; the sizes may be "none"
      result.label = fill(_("Distinct-icon sets (sizes {})"),
                          sizes.empty() ? std::string(C_("no sizes", "none")) : sizes);
      break;
    }
    case TermKind::Majority: {
      const int more = count_icon(term.more, trip);
      const int than = count_icon(term.than, trip);
      result.count = more > than ? 1 : 0;
      result.points = result.count * term.hearts;
      // TRANSLATORS: "More forest than mountain (4 vs 2)", icon names as counted
      result.label = fill(_("More {} than {} ({} vs {})"), icon_counted(term.more),
                          icon_counted(term.than), more, than);
      break;
    }
  }
  return result;
}

IconPartition best_icon_partition(std::array<int, kIconKinds> counts,
                                  const std::array<int, kIconKinds + 1>& table) {
  // Search every mix of group sizes (n4, n3, n2; the rest are single icons) and keep the
  // best one that can be formed. A mix can be formed exactly when the Gale-Ryser condition
  // holds for groups x icons: the k most frequent icons never need more cards than the
  // groups can take with at most one card of each icon (sum of min(size, k)).
  std::sort(counts.begin(), counts.end(), std::greater<>());
  const int total = counts[0] + counts[1] + counts[2] + counts[3];
  const int top1 = counts[0];
  const int top2 = top1 + counts[1];
  const int top3 = top2 + counts[2];
  IconPartition best;
  std::array<int, kIconKinds + 1> best_mix{};
  bool found = false;
  for (int n4 = 0; n4 <= counts[3]; ++n4) {
    for (int n3 = 0; 4 * n4 + 3 * n3 <= total; ++n3) {
      for (int n2 = 0; 4 * n4 + 3 * n3 + 2 * n2 <= total; ++n2) {
        const int n1 = total - 4 * n4 - 3 * n3 - 2 * n2;
        const int groups = n1 + n2 + n3 + n4;
        if (top1 > groups || top2 > n1 + 2 * (n2 + n3 + n4) || top3 > n1 + 2 * n2 + 3 * (n3 + n4)) {
          continue;
        }
        const int hearts = n1 * table[1] + n2 * table[2] + n3 * table[3] + n4 * table[4];
        if (!found || hearts > best.hearts) {
          found = true;
          best.hearts = hearts;
          best_mix = {0, n1, n2, n3, n4};
        }
      }
    }
  }
  for (int size = kIconKinds; size >= 1; --size)
    best.groups.insert(best.groups.end(), best_mix[size], size);
  return best;
}

}  // namespace trib::roaring_river
