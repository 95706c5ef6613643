// Placing a river card: the spec's six checks in order, legal spots, the end of the game.

#include "games/river-wild/placement.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace trib::river_wild {

namespace {

bool overlaps(const Placement& a, const Placement& b) {
  return a.row == b.row && std::abs(a.col - b.col) < 2;
}

bool supports(const Placement& above, const Placement& p) {
  return above.row == p.row - 1 && std::abs(above.col - p.col) <= 1;
}

bool land_meets_river(Cell a, Cell b) {
  return (a == Cell::Land && b == Cell::River) || (a == Cell::River && b == Cell::Land);
}

// Rule 5: land of the new card against river of another card (or the other way round)
// across any of its four edges. Collects both cells of each such pair when `out` is set,
// otherwise stops at the first.
bool scan_edges(const Catalog& catalog, const CellGrid& grid, const Placement& p,
                std::vector<CellPos>* out) {
  const CellPos o = card_origin(catalog, p);
  const int w = catalog.width;
  const int h = catalog.height;
  bool found = false;
  const auto test = [&](int r, int c, CellPos other) {
    if (!grid.covered(other)) return false;
    if (!land_meets_river(catalog.cell(p.card, p.back, r, c), grid.cell(other))) return false;
    found = true;
    if (out == nullptr) return true;
    out->push_back({o.row + r, o.col + c});
    out->push_back(other);
    return false;
  };
  for (int c = 0; c < w; ++c) {
    if (test(0, c, {o.row - 1, o.col + c}) || test(h - 1, c, {o.row + h, o.col + c})) return true;
  }
  for (int r = 0; r < h; ++r) {
    if (test(r, 0, {o.row + r, o.col - 1}) || test(r, w - 1, {o.row + r, o.col + w})) return true;
  }
  return found;
}

// Rule 6: some river cell of the new card's top row lies directly below river or mountain.
bool river_extended(const Catalog& catalog, const CellGrid& grid, const Placement& p) {
  const CellPos o = card_origin(catalog, p);
  for (int c = 0; c < catalog.width; ++c) {
    if (catalog.cell(p.card, p.back, 0, c) != Cell::River) continue;
    const CellPos above{o.row - 1, o.col + c};
    if (grid.covered(above) && grid.cell(above) != Cell::Land) return true;
  }
  return false;
}

nlohmann::json cells_json(std::vector<CellPos> cells) {
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  nlohmann::json list = nlohmann::json::array();
  for (const CellPos& cell : cells) list.push_back({cell.row, cell.col});
  return {{"cells", list}};
}

// The new card's cells in rows [r0, r1) and columns [c0, c1) of its face.
std::vector<CellPos> card_cells(const Catalog& catalog, const Placement& p, int r0, int r1, int c0,
                                int c1, bool river_only = false) {
  const CellPos o = card_origin(catalog, p);
  std::vector<CellPos> cells;
  for (int r = r0; r < r1; ++r) {
    for (int c = c0; c < c1; ++c) {
      if (river_only && catalog.cell(p.card, p.back, r, c) != Cell::River) continue;
      cells.push_back({o.row + r, o.col + c});
    }
  }
  return cells;
}

std::vector<CellPos> overlap_cells(const Catalog& catalog, const Layout& layout,
                                   const Placement& p) {
  const int half = catalog.width / 2;
  std::vector<CellPos> cells;
  for (const Placement& q : layout.placed) {
    if (!overlaps(p, q)) continue;
    const int shift = (q.col - p.col) * half;  // q's columns in p's face coordinates
    const int c0 = std::max(0, shift);
    const int c1 = std::min(catalog.width, shift + catalog.width);
    const auto part = card_cells(catalog, p, 0, catalog.height, c0, c1);
    cells.insert(cells.end(), part.begin(), part.end());
  }
  return cells;
}

}  // namespace

std::string_view rule_id(Rule rule) {
  switch (rule) {
    case Rule::AboveSource:
      return "above-source";
    case Rule::Overlap:
      return "overlap";
    case Rule::NoSupport:
      return "no-support";
    case Rule::LandMeetsRiver:
      return "land-meets-river";
    case Rule::RiverNotExtended:
      return "river-not-extended";
    case Rule::None:
      break;
  }
  return "";
}

Verdict check_card(const Catalog& catalog, const Layout& layout, std::string_view id) {
  const auto index = catalog.find(id);
  const std::string name(id);
  if (!index)
    return illegal("unknown-card", fill(_("There is no card \"{}\" in the catalog."), echo(name)));
  if (*index == kSourceCard) {
    return illegal("source-card", _("The source card starts the river and is already placed."));
  }
  if (layout.has(*index))
    return illegal("card-already-placed", fill(_("Card {} is already placed."), name));
  return legal();
}

Rule first_broken_rule(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                       const Placement& p) {
  if (p.row < 1) return Rule::AboveSource;
  bool supported = false;
  for (const Placement& q : layout.placed) {
    if (overlaps(p, q)) return Rule::Overlap;
    supported = supported || supports(q, p);
  }
  if (!supported) return Rule::NoSupport;
  if (scan_edges(catalog, grid, p, nullptr)) return Rule::LandMeetsRiver;
  if (!river_extended(catalog, grid, p)) return Rule::RiverNotExtended;
  return Rule::None;
}

namespace {

// The verdict for position rule `rule` broken by `p`, with its offending cells.
Verdict explain_rule(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                     const Placement& p, Rule rule) {
  const std::string& id = catalog.card(p.card).id;
  const int w = catalog.width;
  const int h = catalog.height;
  const std::string name(rule_id(rule));
  switch (rule) {
    case Rule::None:
      return legal();
    case Rule::AboveSource:
      return illegal(name, _("Cards go below the source card: the row must be 1 or more."),
                     cells_json(card_cells(catalog, p, 0, h, 0, w)));
    case Rule::Overlap:
      return illegal(name,
                     fill(_("Card {} would overlap a card already placed in row {}."), id, p.row),
                     cells_json(overlap_cells(catalog, layout, p)));
    case Rule::NoSupport:
      return illegal(name,
                     fill(_("Card {} must sit directly below, or half a card offset below, a "
                            "card already placed."),
                          id),
                     cells_json(card_cells(catalog, p, 0, 1, 0, w)));
    case Rule::LandMeetsRiver: {
      std::vector<CellPos> cells;
      scan_edges(catalog, grid, p, &cells);
      return illegal(name, fill(_("Land and river would touch across an edge of card {}."), id),
                     cells_json(std::move(cells)));
    }
    case Rule::RiverNotExtended: {
      auto cells = card_cells(catalog, p, 0, 1, 0, w, true);
      if (cells.empty()) cells = card_cells(catalog, p, 0, 1, 0, w);
      return illegal(name,
                     fill(_("Card {} does not extend the river: no river cell on its top edge "
                            "lies below river or mountains of the card above."),
                          id),
                     cells_json(std::move(cells)));
    }
  }
  return legal();
}

}  // namespace

Verdict check_placement(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                        const Placement& p) {
  if (Verdict verdict = check_card(catalog, layout, catalog.card(p.card).id); !verdict.legal())
    return verdict;
  return explain_rule(catalog, layout, grid, p, first_broken_rule(catalog, layout, grid, p));
}

Verdict check_house_ruling(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                           const Placement& p) {
  const std::string& id = catalog.card(p.card).id;
  if (Verdict verdict = check_card(catalog, layout, id); !verdict.legal()) return verdict;
  bool touching = false;
  for (const Placement& q : layout.placed) {
    if (overlaps(p, q)) return explain_rule(catalog, layout, grid, p, Rule::Overlap);
    touching = touching || (std::abs(q.row - p.row) <= 1 && std::abs(q.col - p.col) <= 2);
  }
  if (!touching) {
    const int w = catalog.width;
    return illegal("detached-card",
                   fill(_("Card {} would not touch any placed card; even a house ruling "
                          "keeps the cards together."),
                        id),
                   cells_json(card_cells(catalog, p, 0, catalog.height, 0, w)));
  }
  return legal();
}

std::vector<Placement> candidate_spots(const Layout& layout) {
  std::vector<Placement> candidates;
  for (const Placement& q : layout.placed) {
    for (int dc = -1; dc <= 1; ++dc) {
      const Placement spot{kSourceCard, q.row + 1, q.col + dc, false};
      if (std::find(candidates.begin(), candidates.end(), spot) == candidates.end()) {
        candidates.push_back(spot);
      }
    }
  }
  std::sort(candidates.begin(), candidates.end(), [](const Placement& a, const Placement& b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
  return candidates;
}

std::vector<Placement> legal_spots(const Catalog& catalog, const Layout& layout,
                                   const CellGrid& grid, const std::vector<int>& cards) {
  const std::vector<Placement> candidates = candidate_spots(layout);
  std::vector<int> order = cards;
  std::sort(order.begin(), order.end());
  order.erase(std::unique(order.begin(), order.end()), order.end());
  std::vector<Placement> spots;
  for (int card : order) {
    if (card == kSourceCard || layout.has(card)) continue;
    for (const Placement& spot : candidates) {
      for (bool back : {false, true}) {
        const Placement p{card, spot.row, spot.col, back};
        if (first_broken_rule(catalog, layout, grid, p) == Rule::None) spots.push_back(p);
      }
    }
  }
  return spots;
}

bool hand_blocked(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                  const std::vector<int>& hand) {
  for (int card : hand) {
    if (!legal_spots(catalog, layout, grid, {card}).empty()) return false;
  }
  return true;
}

}  // namespace trib::river_wild
